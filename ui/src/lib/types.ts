// Types crossing the boundary, mirroring crates/caviard/src/view.rs (serde names).
// TODO(issue 4): generate these with ts-rs from the core and check them in CI.

export type Entity =
  | "PERSON" | "CIN" | "PASSPORT" | "RIB" | "IBAN" | "PHONE" | "EMAIL"
  | "CARD" | "TAX_ID" | "CNSS" | "DOB" | "ADDRESS" | "PLATE" | "HEALTH";

export const ENTITIES: Entity[] = [
  "PERSON", "CIN", "PASSPORT", "RIB", "IBAN", "PHONE", "EMAIL",
  "CARD", "TAX_ID", "CNSS", "DOB", "ADDRESS", "PLATE", "HEALTH",
];

export type Decision = "pending" | "approved" | "rejected";

export interface Segment {
  text: string;
  finding_id: number | null;
  entity: Entity | null;
}

export interface Paragraph {
  rtl: boolean;
  segments: Segment[];
}

export interface FindingView {
  id: number;
  entity: Entity;
  text: string;
  score: number;
  explanations: string[];
  status: Decision;
}

export interface DocumentView {
  name: string;
  format: "text" | "markdown" | "csv" | "pdf" | "docx";
  pages: number | null;
  chars: number;
  paragraphs: Paragraph[];
  findings: FindingView[];
  pending: number;
}

export interface Preview {
  text: string;
  paragraphs: Paragraph[];
  chars: number;
  estimated_tokens: number;
  /** Counted with the o200k_base tokenizer. */
  tokens: number;
  pending: number;
}

/** What a failed command returns: a stable code and the core's message (French). */
export interface CommandError {
  code: string;
  message: string;
}
