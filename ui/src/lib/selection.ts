// A text selection in the document -> what the core needs to add a mask by hand: the selected
// text and its anchor (paragraph index from data-p, offset in UTF-16 units from the paragraph's
// start, as the DOM counts). The core maps UTF-16 to byte offsets; the UI never does.
import type { Anchor } from "./types";

export interface Picked {
  text: string;
  anchor: Anchor | null;
}

export function pick(sel: Selection | null): Picked | null {
  if (!sel || sel.rangeCount === 0 || sel.isCollapsed) return null;
  const raw = sel.toString();
  const text = raw.trim();
  if (text === "") return null;
  const range = sel.getRangeAt(0);
  const start = range.startContainer;
  const el = start instanceof Element ? start : start.parentElement;
  const p = el?.closest<HTMLElement>("[data-p]");
  if (!p) return { text, anchor: null };
  const before = document.createRange();
  before.setStart(p, 0);
  before.setEnd(start, range.startOffset);
  const lead = raw.length - raw.trimStart().length;
  return { text, anchor: { paragraph: Number(p.dataset.p), offset_utf16: before.toString().length + lead } };
}
