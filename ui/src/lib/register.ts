// The register screen's logic: filters -> the core's query, counts in display order, dates.
import { ENTITIES, type Entity, type EventKind, type OffenceKind, type RecordDetail, type RecordRow, type RegisterQuery } from "./types";

export interface Filters {
  from: string;
  to: string;
  destination: string;
  operator: string;
}

export function emptyFilters(): Filters {
  return { from: "", to: "", destination: "", operator: "" };
}

const given = (s: string) => (s.trim() === "" ? null : s.trim());

export function toQuery(f: Filters): RegisterQuery {
  return { from: given(f.from), to: given(f.to), destination: given(f.destination), operator: given(f.operator) };
}

/** A row's counts in the core's type order. */
export function countsOf(r: RecordRow): { entity: Entity; found: number; masked: number }[] {
  return ENTITIES.flatMap((entity) => {
    const c = r.counts[entity];
    return c ? [{ entity, found: c.found, masked: c.masked }] : [];
  });
}

/** `2026-05-04T09:30:00Z` -> `2026-05-04 09:30 UTC` (the register keeps UTC). */
export function shortDate(at: string): string {
  return `${at.slice(0, 10)} ${at.slice(11, 16)} UTC`;
}

/** The interface string naming what was found in a response. */
export function offenceKey(
  k: OffenceKind,
): "offence_foreign_label" | "offence_unknown_label" | "offence_untagged_label" | "offence_foreign_value" {
  return `offence_${k}`;
}

/** The saved destination profile a record was made with (`{name, version}`), read from the
 * stored record; null for a destination typed by hand (such a record is never sent by Caviard). */
export function profileOf(d: RecordDetail): { name: string; version: number } | null {
  try {
    const p = JSON.parse(d.record_json)?.destination?.profile;
    return p && typeof p.name === "string" && typeof p.version === "number" ? { name: p.name, version: p.version } : null;
  } catch {
    return null;
  }
}

/** The interface string naming an event of the journal. */
export function eventKey(k: EventKind): "event_sent" | "event_reidentification" | "event_incident" {
  return `event_${k}`;
}
