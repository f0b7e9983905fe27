import { describe, expect, it } from "vitest";
import { sliceEnd, visibleRange } from "./virtual";

// Ten rows of 10 px: offsets 0, 10, …, 100.
const ten = Array.from({ length: 11 }, (_, i) => i * 10);

describe("visibleRange", () => {
  it("covers the rows intersecting the viewport", () => {
    expect(visibleRange(ten, 0, 25, 0)).toEqual({ start: 0, end: 3 });
    expect(visibleRange(ten, 15, 10, 0)).toEqual({ start: 1, end: 3 });
    expect(visibleRange(ten, 20, 10, 0)).toEqual({ start: 2, end: 3 });
  });

  it("adds the overscan and stays inside the list", () => {
    expect(visibleRange(ten, 50, 10, 2)).toEqual({ start: 3, end: 8 });
    expect(visibleRange(ten, 0, 10, 5)).toEqual({ start: 0, end: 6 });
    expect(visibleRange(ten, 95, 50, 3)).toEqual({ start: 6, end: 10 });
  });

  it("handles an empty list, a scroll past the end and a negative top", () => {
    expect(visibleRange([0], 0, 100, 3)).toEqual({ start: 0, end: 0 });
    expect(visibleRange(ten, 500, 10, 0)).toEqual({ start: 9, end: 10 });
    expect(visibleRange(ten, -40, 15, 0)).toEqual({ start: 0, end: 2 });
  });

  it("renders a small window of 5 000 rows", () => {
    const big = Array.from({ length: 5001 }, (_, i) => i * 74);
    const r = visibleRange(big, 74 * 2500, 740, 6);
    expect(r).toEqual({ start: 2494, end: 2516 });
  });
});

describe("sliceEnd (a long text rendered in slices)", () => {
  // paragraphs holding the given number of highlights each (and a plain piece)
  const doc = (counts: number[]) =>
    counts.map((n, p) => ({
      segments: [
        { finding_id: null },
        ...Array.from({ length: n }, (_, k) => ({ finding_id: p * 100 + k })),
      ],
    }));

  it("stops at the paragraph budget", () => {
    expect(sliceEnd(doc([0, 0, 0, 0, 0]), 0, 3, 100)).toBe(3);
    expect(sliceEnd(doc([0, 0, 0, 0, 0]), 3, 3, 100)).toBe(5);
    expect(sliceEnd(doc([0, 0]), 2, 3, 100)).toBe(2);
  });

  it("stops before the paragraph that would pass the highlight budget", () => {
    expect(sliceEnd(doc([10, 10, 10, 10]), 0, 100, 25)).toBe(2);
    expect(sliceEnd(doc([10, 10, 10, 10]), 2, 100, 25)).toBe(4);
    expect(sliceEnd(doc([10, 15, 1]), 0, 100, 25)).toBe(2); // exactly 25
  });

  it("always takes one paragraph, however many highlights it holds", () => {
    expect(sliceEnd(doc([40, 1]), 0, 100, 25)).toBe(1);
    expect(sliceEnd(doc([1, 40]), 1, 100, 25)).toBe(2);
  });
});
