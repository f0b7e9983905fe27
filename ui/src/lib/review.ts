// Pure review helpers: grouping, counts, navigation and colours. No state is kept here: the
// findings and their statuses always come from the core.
import { ENTITIES, type Decision, type Entity, type FindingView } from "./types";

export interface Group {
  entity: Entity;
  findings: FindingView[];
  counts: Record<Decision, number>;
}

/** Findings grouped by type, in the core's display order, empty types left out. */
export function groupByType(findings: FindingView[]): Group[] {
  return ENTITIES.map((entity) => {
    const of = findings.filter((f) => f.entity === entity);
    const counts = { pending: 0, approved: 0, rejected: 0 };
    for (const f of of) counts[f.status]++;
    return { entity, findings: of, counts };
  }).filter((g) => g.findings.length > 0);
}

/** Index of the next (step 1) or previous (step -1) finding, wrapping around; -1 when none. */
export function step(current: number, count: number, by: 1 | -1): number {
  if (count === 0) return -1;
  if (current < 0) return by === 1 ? 0 : count - 1;
  return (current + by + count) % count;
}

/** The status of the finding a segment shows. */
export function statusOf(findings: FindingView[], id: number | null): Decision | undefined {
  return id === null ? undefined : findings[id]?.status;
}

/** Types whose values are written left to right even in Arabic text (digits, Latin letters). */
const LTR_VALUES: ReadonlySet<Entity> = new Set<Entity>([
  "CIN", "PASSPORT", "RIB", "IBAN", "PHONE", "EMAIL", "CARD", "TAX_ID", "CNSS",
]);

/**
 * The direction of a value's element. Identifiers are isolated left to right: otherwise a grouped
 * number in an Arabic paragraph ("98 123 456") is displayed with its groups reversed. Names,
 * addresses, dates and health terms follow their own first strong character.
 */
export function valueDir(entity: Entity): "ltr" | "auto" {
  return LTR_VALUES.has(entity) ? "ltr" : "auto";
}

/** One colour per type, for the highlights and the legend. */
export const COLOURS: Record<Entity, string> = {
  PERSON: "#f4a261",
  CIN: "#e76f51",
  PASSPORT: "#d62828",
  RIB: "#2a9d8f",
  IBAN: "#264653",
  PHONE: "#8ab17d",
  EMAIL: "#e9c46a",
  CARD: "#9b5de5",
  TAX_ID: "#f15bb5",
  CNSS: "#00bbf9",
  DOB: "#00f5d4",
  ADDRESS: "#fee440",
  PLATE: "#adb5bd",
  HEALTH: "#ff595e",
};
