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
 * Slices of a long document's text: the paragraphs rendered at once (a few pages of a PDF, more
 * than a screen), then how many more each following task adds (about 60–90 ms of DOM work in
 * WebKitGTK on the benchmark machine: the page answers keys and clicks between two slices).
 */
export const FIRST_SLICE = 150;
export const NEXT_SLICE = 400;
