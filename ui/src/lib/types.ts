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
  pending: number;
  policy: Policy;
}

/** What a failed command returns: a stable code and the core's message (French). */
export interface CommandError {
  code: string;
  message: string;
}

// Audit record fields the officer states (crates/caviard/src/audit/record.rs, RecordMeta).
export interface Actor {
  name: string;
  role: string;
}

export interface Authorization {
  number: string;
  /** YYYY-MM-DD */
  date: string;
  expiry: string | null;
}

export interface DestinationMeta {
  provider: string;
  model: string;
  endpoint: string;
  /** ISO 3166-1 alpha-2 */
  country: string;
  transfer_authorization: Authorization | null;
}

export type BasisKind =
  | "consent" | "contract" | "legal_obligation" | "vital_interest" | "public_interest" | "other";

export const BASIS_KINDS: BasisKind[] = [
  "consent", "contract", "legal_obligation", "vital_interest", "public_interest", "other",
];

export interface LegalBasis {
  kind: BasisKind;
  reference: string | null;
}

export type SubjectCategory =
  | "employees" | "clients" | "candidates" | "minors" | "patients" | "suppliers" | "other";

export const SUBJECT_CATEGORIES: SubjectCategory[] = [
  "employees", "clients", "candidates", "minors", "patients", "suppliers", "other",
];

export interface RecordMeta {
  operator: Actor;
  approver: Actor | null;
  destination: DestinationMeta;
  purpose: string;
  legal_basis: LegalBasis;
  data_subjects: SubjectCategory[];
  sensitive_declared: string[];
}

/** What the record command returns: the new record's id and the register's head hash. */
export interface Recorded {
  id: number;
  hash: string;
}

// The register screen (crates/caviard/src/ledger.rs).
export interface RegisterQuery {
  from: string | null;
  to: string | null;
  destination: string | null;
  operator: string | null;
}

export interface TypeCount {
  found: number;
  masked: number;
}

export interface RecordRow {
  id: number;
  at: string;
  operator: string;
  file_name: string;
  provider: string;
  model: string;
  country: string;
  abroad: boolean;
  counts: { [key in Entity]?: TypeCount };
  purged: boolean;
  hash: string;
}

export interface RecordDetail {
  row: RecordRow;
  purpose: string;
  payload: string | null;
  record_json: string;
}

export interface Integrity {
  intact: boolean;
  records: number;
  head: string;
  first_bad: number | null;
  message: string;
}

export type ExportFormat = "csv" | "jsonl" | "pdf";

export interface Exported {
  records: number;
  total: number;
  head: string;
}

// Masking and settings (crates/caviard/src/mask.rs, settings.rs).
export type Operator =
  | { kind: "label" }
  | { kind: "redact" }
  | { kind: "partial"; keep: number }
  | { kind: "pseudonym" };

export type OperatorKind = Operator["kind"];
export const OPERATOR_KINDS: OperatorKind[] = ["label", "redact", "partial", "pseudonym"];

export interface Policy {
  default: Operator;
  per_entity: { [key in Entity]?: Operator };
}

export interface DestinationProfile {
  name: string;
  destination: DestinationMeta;
}

export interface Settings {
  operator_name: string;
  operator_role: string;
  language: string;
  threshold: number;
  policy: Policy;
  destinations: DestinationProfile[];
}

/** Where a selection starts: paragraph index and UTF-16 offset in it (crates/caviard/src/view.rs). */
export interface Anchor {
  paragraph: number;
  offset_utf16: number;
}
