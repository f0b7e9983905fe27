// Pure helpers of the start screen: how a recent document and the opening progress are shown.
// The list itself (bounded, persisted) lives in the core (`caviard::recent`).
import { i18n, t, tf } from "./i18n.svelte";
import type { OpenStage, RecentView } from "./types";

/** The first 12 hex digits of a SHA-256, enough to tell two versions apart at a glance. */
export function shortSha(sha: string): string {
  return sha.slice(0, 12);
}

/** "12/15 décidées", or that the review has not started. */
export function progressLabel(r: RecentView): string {
  const p = r.progress;
  if (!p || p.findings === 0 && p.decided === 0) return t("recent_no_review");
  return tf("recent_progress", { d: p.decided, n: p.findings });
}

/** The opening date in the interface's language (local time). */
export function openedLabel(r: RecentView): string {
  const d = new Date(r.document.opened_at);
  if (Number.isNaN(d.getTime())) return r.document.opened_at;
  const locale = { fr: "fr-FR", en: "en-GB", ar: "ar-TN" }[i18n.lang];
  return d.toLocaleString(locale, { dateStyle: "short", timeStyle: "short" });
}

/** The progress line under the bar: "Extraction : page 3/100", "Détection…". */
export function stageLabel(s: OpenStage): string {
  switch (s.stage) {
    case "reading":
      return t("stage_reading");
    case "extracting":
      return s.pages > 0 ? tf("stage_page", { i: s.page, n: s.pages }) : t("stage_extracting");
    case "detecting":
      return t("stage_detecting");
    case "ready":
      return t("stage_ready");
  }
}

/**
 * How full the bar is (0..1): reading 5 %, extraction from 5 to 85 % page by page (a format
 * without pages, or before the page count is known, stays at 5 %), detection 90 %, ready 100 %.
 */
export function stageFraction(s: OpenStage): number {
  switch (s.stage) {
    case "reading":
      return 0.05;
    case "extracting":
      return s.pages > 0 ? 0.05 + 0.8 * Math.min(1, s.page / s.pages) : 0.05;
    case "detecting":
      return 0.9;
    case "ready":
      return 1;
  }
}

/** Error codes of a recent document that cannot be reopened as it was: offer to remove it. */
export const STALE_CODES = ["recent_missing", "recent_changed", "not_recent"];

/**
 * Hands `apply` the latest of a stream of values at most once every `ms` milliseconds: the first
 * value at once, then the last one received in each interval (intermediate ones are dropped).
 * `cancel` drops a value still waiting. Opening a 100-page PDF sends a stage per page: painting
 * each one cost the page about a second of its main thread on the benchmark machine.
 */
export function latestEvery<T>(
  ms: number,
  apply: (v: T) => void,
): { push: (v: T) => void; cancel: () => void } {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: { v: T } | null = null;
  const flush = () => {
    timer = null;
    if (!pending) return;
    const { v } = pending;
    pending = null;
    last = Date.now();
    apply(v);
  };
  return {
    push(v: T) {
      pending = { v };
      if (timer !== null) return;
      const wait = last + ms - Date.now();
      if (wait <= 0) flush();
      else timer = setTimeout(flush, wait);
    },
    cancel() {
      pending = null;
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}
