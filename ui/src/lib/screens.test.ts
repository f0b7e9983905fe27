import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/svelte";
import { tick } from "svelte";
import { documentView, findings, previewView } from "./fixtures";
import type { FindingView } from "./types";

vi.mock("./api", () => ({
  decide: vi.fn(),
  decideAll: vi.fn(),
  preview: vi.fn(),
  openDocument: vi.fn(),
  cliPath: vi.fn(),
  pickFile: vi.fn(),
  onFileDrop: vi.fn(),
  setOperator: vi.fn(),
  addManual: vi.fn(),
  undo: vi.fn(),
  asCommandError: (e: unknown) => e,
}));

import * as api from "./api";
import ReviewScreen from "./ReviewScreen.svelte";
import PreviewScreen from "./PreviewScreen.svelte";
import DocumentText from "./DocumentText.svelte";
import { SLICES } from "./virtual";
import { i18n } from "./i18n.svelte";

const marks = () => Array.from(document.querySelectorAll("mark"));
const flush = async () => {
  await Promise.resolve();
  await tick();
};

beforeEach(() => {
  i18n.lang = "fr";
  vi.mocked(api.decide).mockReset();
  vi.mocked(api.decideAll).mockReset();
});
afterEach(() => cleanup());

describe("DocumentText", () => {
  it("renders every segment once, findings as marks with type and status", () => {
    const doc = documentView();
    const { container } = render(DocumentText, { paragraphs: doc.paragraphs, findings: doc.findings });
    expect(container.textContent).toBe(doc.paragraphs.flatMap((p) => p.segments).map((s) => s.text).join(""));
    expect(marks().map((m) => [m.textContent, m.dataset.entity, m.dataset.status])).toEqual([
      ["Sami Ben Salah", "PERSON", "pending"],
      ["01234567", "CIN", "pending"],
      ["محمد بن علي", "PERSON", "pending"],
    ]);
    expect(marks().map((m) => m.getAttribute("dir"))).toEqual(["auto", "ltr", "auto"]);
    const ps = container.querySelectorAll("p");
    expect(ps[0].getAttribute("dir")).toBe("auto");
    expect(ps[1].getAttribute("dir")).toBe("rtl");
  });
});

describe("DocumentText on a long document", () => {
  // 70 paragraphs, one finding in each, rendered 20 at once then 25 a frame: three slices
  const long = (n: number) => ({
    paragraphs: Array.from({ length: n }, (_, i) => ({
      rtl: false,
      segments: [
        { text: `Ligne ${i} : `, finding_id: null, entity: null },
        { text: `P${i}`, finding_id: i, entity: "PERSON" as const },
        { text: "\n", finding_id: null, entity: null },
      ],
    })),
    findings: Array.from({ length: n }, (_, i) => ({
      id: i,
      entity: "PERSON" as const,
      text: `P${i}`,
      score: 0.9,
      explanations: [],
      status: "pending" as const,
    })),
  });
  afterEach(() => vi.useRealTimers());

  it("shows the first slice at once and every paragraph, in order, a few tasks later", async () => {
    vi.useFakeTimers();
    const d = long(70);
    const { container } = render(DocumentText, { ...d, slices: { first: 20, next: 25, marks: 1000 } });
    const doc = container.querySelector<HTMLElement>(".doc")!;
    expect(marks().length).toBe(20);
    expect(doc.dataset.complete).toBe("false");
    for (let k = 0; k < 10 && doc.dataset.complete !== "true"; k++) {
      vi.advanceTimersByTime(50); // a frame, then the slice's task
      await tick();
    }
    expect(doc.dataset.complete).toBe("true");
    expect(marks().map((m) => m.textContent)).toEqual(d.findings.map((f) => f.text));
    expect(container.textContent).toBe(d.paragraphs.flatMap((p) => p.segments).map((s) => s.text).join(""));
  });

  it("by default renders a few pages at once, and a slice later more", async () => {
    vi.useFakeTimers();
    const d = long(SLICES.first + 1);
    const { container } = render(DocumentText, d);
    expect(marks().length).toBe(SLICES.first);
    vi.advanceTimersByTime(50);
    await tick();
    expect(marks().length).toBe(SLICES.first + 1);
    expect(container.querySelector<HTMLElement>(".doc")!.dataset.complete).toBe("true");
  });

  it("renders the current finding's paragraph at once, however far down it is", async () => {
    vi.useFakeTimers();
    const d = long(70);
    const { rerender } = render(DocumentText, { ...d, current: -1, slices: { first: 20, next: 25, marks: 1000 } });
    expect(document.querySelector('mark[data-id="65"]')).toBeNull();
    await rerender({ ...d, current: 65, slices: { first: 20, next: 25, marks: 1000 } });
    const m = document.querySelector<HTMLElement>('mark[data-id="65"]');
    expect(m?.textContent).toBe("P65");
    expect(m?.classList.contains("current")).toBe(true);
  });
});

describe("ReviewScreen", () => {
  it("groups findings by type with counts, scores and explanations", () => {
    render(ReviewScreen, { doc: documentView(), onerror: () => {} });
    const groups = Array.from(document.querySelectorAll<HTMLElement>("[data-group]"));
    expect(groups.map((g) => [g.dataset.group, g.querySelector("[data-count]")?.textContent])).toEqual([
      ["PERSON", "2"],
      ["CIN", "1"],
    ]);
    expect(screen.getByText("motif : cin ; contexte : CIN")).toBeTruthy();
    expect(screen.getAllByText("score 99 %").length).toBe(1);
    expect(Array.from(document.querySelectorAll("[data-legend]")).map((e) => e.textContent)).toEqual(["Nom", "CIN"]);
  });

  it("sends one decision to the core and shows the statuses it returns", async () => {
    const after: FindingView[] = findings().map((f) => (f.id === 1 ? { ...f, status: "rejected" } : f));
    vi.mocked(api.decide).mockResolvedValue(after);
    render(ReviewScreen, { doc: documentView(), onerror: () => {} });
    const cin = document.querySelector('[data-finding="1"]')!;
    await fireEvent.click(cin.querySelector("button.reject")!);
    await flush();
    expect(api.decide).toHaveBeenCalledWith(1, "rejected");
    expect(marks()[1].dataset.status).toBe("rejected");
    expect(marks()[0].dataset.status).toBe("pending");
  });

  it("approves a whole type", async () => {
    vi.mocked(api.decideAll).mockResolvedValue(
      findings().map((f) => (f.entity === "PERSON" ? { ...f, status: "approved" } : f)),
    );
    render(ReviewScreen, { doc: documentView(), onerror: () => {} });
    await fireEvent.click(screen.getAllByText("Tout masquer")[0]);
    await flush();
    expect(api.decideAll).toHaveBeenCalledWith("PERSON", "approved");
    expect(marks().map((m) => m.dataset.status)).toEqual(["approved", "pending", "approved"]);
  });

  it("navigates and decides with n, p, a and r", async () => {
    vi.mocked(api.decide).mockImplementation(async (id, d) =>
      findings().map((f) => (f.id === id ? { ...f, status: d } : f)),
    );
    render(ReviewScreen, { doc: documentView(), onerror: () => {} });
    await fireEvent.keyDown(window, { key: "n" });
    expect(marks()[0].classList.contains("current")).toBe(true);
    await fireEvent.keyDown(window, { key: "p" });
    expect(marks()[2].classList.contains("current")).toBe(true);
    await fireEvent.keyDown(window, { key: "r" });
    await flush();
    expect(api.decide).toHaveBeenLastCalledWith(2, "rejected");
    await fireEvent.keyDown(window, { key: "n" });
    await fireEvent.keyDown(window, { key: "a" });
    await flush();
    expect(api.decide).toHaveBeenLastCalledWith(0, "approved");
  });

  it("reports a core error", async () => {
    vi.mocked(api.decide).mockRejectedValue({ code: "no_document", message: "Aucun document n'est ouvert." });
    const onerror = vi.fn();
    render(ReviewScreen, { doc: documentView(), onerror });
    await fireEvent.click(document.querySelector('[data-finding="0"] button.approve')!);
    await flush();
    expect(onerror).toHaveBeenCalledWith({ code: "no_document", message: "Aucun document n'est ouvert." });
  });

  it("speaks English and Arabic too", async () => {
    i18n.lang = "en";
    render(ReviewScreen, { doc: documentView(), onerror: () => {} });
    expect(screen.getAllByText("Mask all").length).toBe(2);
    i18n.lang = "ar";
    await tick();
    expect(screen.getAllByText("إخفاء الكل").length).toBe(2);
  });
});

describe("PreviewScreen", () => {
  it("shows the payload, its size and a notice while findings are pending", () => {
    render(PreviewScreen, { preview: previewView(1) });
    expect(document.querySelector("[data-pending]")?.textContent).toContain("1");
    expect(document.querySelector("[data-chars]")?.textContent).toBe("38 caractères");
    expect(document.querySelector("[data-tokens]")?.textContent).toBe("11 jetons (estimation)");
    expect(marks().map((m) => m.textContent)).toEqual(["[NOM_1]", "[NOM_2]"]);
    expect(document.querySelector(".payload")?.textContent).not.toContain("Sami");
  });

  it("has no notice when everything is decided", () => {
    render(PreviewScreen, { preview: previewView(0) });
    expect(document.querySelector("[data-pending]")).toBeNull();
  });
});

describe("PreviewScreen operators", () => {
  it("changes a type's operator and shows the core's new preview", async () => {
    const after = previewView(0);
    after.paragraphs[0].segments[1].text = "[CAVIARDÉ]";
    after.policy = { default: { kind: "label" }, per_entity: { PERSON: { kind: "redact" } } };
    vi.mocked(api.setOperator).mockResolvedValue(after);
    const onpreview = vi.fn();
    render(PreviewScreen, { preview: previewView(0), onpreview });
    const sel = document.querySelector<HTMLSelectElement>('[data-operator-entity="PERSON"] select')!;
    expect(sel.value).toBe("label");
    sel.value = "redact";
    await fireEvent.change(sel);
    await flush();
    expect(api.setOperator).toHaveBeenCalledWith("PERSON", { kind: "redact" });
    expect(onpreview).toHaveBeenCalledWith(after);
  });
});

describe("manual masks and undo", () => {
  /** Select `len` characters from `offset` in the paragraph's text node holding `content`. */
  function selectIn(paragraph: number, content: string, offset: number, len: number) {
    const p = document.querySelector(`[data-p="${paragraph}"]`)!;
    const text = Array.from(p.childNodes).find((n) => n.nodeType === Node.TEXT_NODE && n.textContent === content)!;
    const r = document.createRange();
    r.setStart(text, offset);
    r.setEnd(text, offset + len);
    const sel = window.getSelection()!;
    sel.removeAllRanges();
    sel.addRange(r);
  }

  it("maps a selection to its paragraph and UTF-16 offset", async () => {
    const { pick } = await import("./selection");
    render(DocumentText, { paragraphs: documentView().paragraphs });
    // ", CIN " is the third piece of the first paragraph: select "CIN" (offset 3 + 14 + 2)
    const p0 = document.querySelector('[data-p="0"]')!;
    const textNodes = Array.from(p0.childNodes).filter((n) => n.nodeType === Node.TEXT_NODE && n.textContent === ", CIN ");
    const r = document.createRange();
    r.setStart(textNodes[0], 1);
    r.setEnd(textNodes[0], 5);
    window.getSelection()!.removeAllRanges();
    window.getSelection()!.addRange(r);
    expect(pick(window.getSelection())).toEqual({ text: "CIN", anchor: { paragraph: 0, offset_utf16: 19 } });
    window.getSelection()!.removeAllRanges();
    expect(pick(window.getSelection())).toBeNull();
  });

  it("adds a mask by hand for the selection and undoes", async () => {
    const after = documentView();
    after.findings.push({ id: 3, entity: "ADDRESS", text: "السيد", score: 1, explanations: ["ajouté à la main"], status: "approved" });
    after.paragraphs[1].segments[0] = { text: "السيد", finding_id: 3, entity: "ADDRESS" };
    after.paragraphs[1].segments.splice(1, 0, { text: " ", finding_id: null, entity: null });
    vi.mocked(api.addManual).mockResolvedValue(after);
    vi.mocked(api.undo).mockResolvedValue(documentView());
    render(ReviewScreen, { doc: documentView(), onerror: () => {} });
    selectIn(1, "السيد ", 0, 5);
    await fireEvent.mouseUp(document.querySelector(".selectable")!);
    expect(document.querySelector<HTMLElement>("[data-selection]")!.dataset.selection).toBe("السيد");
    const type = document.querySelector<HTMLSelectElement>('[name="manual-type"]')!;
    type.value = "ADDRESS";
    await fireEvent.change(type);
    await fireEvent.click(document.querySelector('[name="manual-every"]')!);
    await fireEvent.click(screen.getByText("Ajouter le masque"));
    await flush();
    expect(api.addManual).toHaveBeenCalledWith("ADDRESS", "السيد", { paragraph: 1, offset_utf16: 0 }, true);
    expect(marks().map((m) => [m.textContent, m.dataset.entity, m.dataset.status])).toContainEqual([
      "السيد", "ADDRESS", "approved",
    ]);
    await fireEvent.keyDown(window, { key: "z", ctrlKey: true });
    await flush();
    expect(api.undo).toHaveBeenCalled();
    expect(marks().length).toBe(3);
  });
});
