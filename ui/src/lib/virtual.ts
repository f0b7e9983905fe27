// Windowing for long lists of fixed-height rows: which rows intersect the visible part.

/**
 * The rows to render: `offsets[i]` is the top of row i and `offsets[n]` the list's height
 * (increasing); `top` is the scroll position inside the list and `height` the visible height.
 * Returns the half-open range [start, end) of rows intersecting [top, top + height), widened by
 * `overscan` rows on each side.
 */
export function visibleRange(
  offsets: readonly number[],
  top: number,
  height: number,
  overscan: number,
): { start: number; end: number } {
  const n = offsets.length - 1;
  if (n <= 0) return { start: 0, end: 0 };
  const y = Math.max(0, top);
  // The first row whose bottom is below y (the last row when scrolled past the end), and the
  // first row whose top is at or below the viewport's bottom.
  const first = Math.min(n - 1, lowerBound(offsets, (o) => o > y) - 1);
  const last = lowerBound(offsets, (o) => o >= y + height);
  return { start: Math.max(0, first - overscan), end: Math.min(n, Math.max(last, first + 1) + overscan) };
}

/** Smallest i with pred(offsets[i]) (offsets.length if none); pred is monotonic. */
function lowerBound(offsets: readonly number[], pred: (o: number) => boolean): number {
  let lo = 0;
  let hi = offsets.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (pred(offsets[mid])) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * How a long document's text is rendered: `first` paragraphs at most at once (a few pages of a
 * PDF, more than a screen), then at most `next` more after each painted frame, each slice
 * holding at most `marks` highlights (a highlight costs far more DOM work than plain text: a
 * slice stays around 100 ms in WebKitGTK on the benchmark machine).
 */
export type Slices = { first: number; next: number; marks: number };
export const SLICES: Slices = { first: 150, next: 400, marks: 300 };

/**
 * The end (exclusive) of the slice starting at paragraph `from`: at most `maxParagraphs`
 * paragraphs and `maxMarks` highlights, but always at least one paragraph (so that rendering
 * always advances, whatever one paragraph holds).
 */
export function sliceEnd(
  paragraphs: readonly { segments: readonly { finding_id: number | null }[] }[],
  from: number,
  maxParagraphs: number,
  maxMarks: number,
): number {
  const end = Math.min(paragraphs.length, from + maxParagraphs);
  let marks = 0;
  let i = from;
  while (i < end) {
    let m = 0;
    for (const s of paragraphs[i].segments) if (s.finding_id !== null) m++;
    if (i > from && marks + m > maxMarks) break;
    marks += m;
    i++;
  }
  return i;
}

/** Run `f` once the next frame has been painted (a timer where there are no frames, as in tests). */
export function afterPaint(f: () => void): void {
  if (typeof requestAnimationFrame === "function") requestAnimationFrame(() => setTimeout(f, 0));
  else setTimeout(f, 0);
}
