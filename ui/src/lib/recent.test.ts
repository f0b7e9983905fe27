import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "./i18n.svelte";
import { latestEvery, progressLabel, shortSha, stageFraction, stageLabel } from "./recent";
import { recentView } from "./fixtures";

afterEach(() => {
  i18n.lang = "fr";
});

describe("recent documents and opening progress", () => {
  it("labels review progress in each language", () => {
    const r = recentView("/d/a.pdf", { decided: 12, findings: 15 }, false);
    expect(progressLabel(r)).toBe("12/15 décidées");
    i18n.lang = "en";
    expect(progressLabel(r)).toBe("12/15 decided");
    expect(progressLabel(recentView("/d/b.pdf", null, false))).toBe("review not started");
    i18n.lang = "ar";
    expect(progressLabel(r)).toBe("12/15 مقرَّرة");
  });

  it("shortens the hash to 12 hex digits", () => {
    expect(shortSha("ab".repeat(32))).toBe("abababababab");
  });

  it("fills the bar page by page, never backwards", () => {
    const stages = [
      { stage: "reading" as const },
      { stage: "extracting" as const, page: 0, pages: 0 },
      { stage: "extracting" as const, page: 1, pages: 100 },
      { stage: "extracting" as const, page: 50, pages: 100 },
      { stage: "extracting" as const, page: 100, pages: 100 },
      { stage: "detecting" as const },
      { stage: "ready" as const },
    ];
    const f = stages.map(stageFraction);
    expect(f[0]).toBeCloseTo(0.05);
    expect(f[3]).toBeCloseTo(0.45);
    expect(f[4]).toBeCloseTo(0.85);
    expect(f[6]).toBe(1);
    for (let i = 1; i < f.length; i++) expect(f[i]).toBeGreaterThanOrEqual(f[i - 1]);
    expect(stageLabel(stages[3])).toBe("Extraction : page 50/100");
    expect(stageLabel(stages[1])).toBe("Extraction du texte…");
    i18n.lang = "ar";
    expect(stageLabel(stages[3])).toBe("الاستخراج: الصفحة 50/100");
  });
});

describe("latestEvery (opening progress painted at most every 100 ms)", () => {
  afterEach(() => vi.useRealTimers());

  it("applies the first value at once, then only the latest of each interval", () => {
    vi.useFakeTimers();
    const seen: number[] = [];
    const p = latestEvery<number>(100, (v) => seen.push(v));
    p.push(1);
    expect(seen).toEqual([1]);
    for (let i = 2; i <= 50; i++) p.push(i); // one page each, all within the same 100 ms
    expect(seen).toEqual([1]);
    vi.advanceTimersByTime(99);
    expect(seen).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([1, 50]);
    vi.advanceTimersByTime(500); // nothing new: nothing applied
    expect(seen).toEqual([1, 50]);
    p.push(51); // a quiet interval has passed: at once
    expect(seen).toEqual([1, 50, 51]);
  });

  it("drops a waiting value on cancel (the document is open: no stale stage painted after it)", () => {
    vi.useFakeTimers();
    const seen: string[] = [];
    const p = latestEvery<string>(100, (v) => seen.push(v));
    p.push("reading");
    p.push("page 3/100");
    p.cancel();
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual(["reading"]);
  });
});
