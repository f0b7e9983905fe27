// The record form's logic: the form's flat fields -> the core's RecordMeta. The core checks
// the fields again (RecordMeta::check) and answers in French; this only shapes them.
import type { BasisKind, DestinationMeta, RecordMeta, RuleView, SubjectCategory, TransferCheck } from "./types";

export interface RecordForm {
  provider: string;
  model: string;
  endpoint: string;
  country: string;
  authNumber: string;
  authDate: string;
  authExpiry: string;
  purpose: string;
  basis: BasisKind;
  basisReference: string;
  subjects: SubjectCategory[];
  operatorName: string;
  operatorRole: string;
  /** The saved destination chosen, whose other fields (max_tokens, tokenizer, commitments...)
   * travel with the record. */
  base: DestinationMeta | null;
}

export function emptyForm(): RecordForm {
  return {
    provider: "", model: "", endpoint: "", country: "", authNumber: "", authDate: "",
    authExpiry: "", purpose: "", basis: "contract", basisReference: "", subjects: [],
    operatorName: "", operatorRole: "", base: null,
  };
}

const blank = (s: string) => s.trim() === "";

/** A transfer is abroad when the data is processed outside Tunisia. */
export function isAbroad(country: string): boolean {
  const c = country.trim().toUpperCase();
  return c !== "" && c !== "TN";
}

/** Fill the destination fields from a saved destination. */
export function withDestination(form: RecordForm, d: DestinationMeta): RecordForm {
  const a = d.transfer_authorization;
  return {
    ...form,
    base: d,
    provider: d.provider,
    model: d.model,
    endpoint: d.endpoint,
    country: d.country,
    authNumber: a?.number ?? "",
    authDate: a?.date ?? "",
    authExpiry: a?.expiry ?? "",
  };
}

export function destinationOf(f: RecordForm): DestinationMeta {
  return {
    ...(f.base ?? {}),
    provider: f.provider.trim(),
    model: f.model.trim(),
    endpoint: f.endpoint.trim(),
    country: f.country.trim().toUpperCase(),
    transfer_authorization: blank(f.authNumber)
      ? null
      : { number: f.authNumber.trim(), date: f.authDate, expiry: blank(f.authExpiry) ? null : f.authExpiry },
  };
}

export function toMeta(f: RecordForm): RecordMeta {
  return {
    operator: { name: f.operatorName.trim(), role: f.operatorRole.trim() },
    approver: null,
    destination: destinationOf(f),
    purpose: f.purpose.trim(),
    legal_basis: { kind: f.basis, reference: blank(f.basisReference) ? null : f.basisReference.trim() },
    data_subjects: [...f.subjects],
    sensitive_declared: [],
  };
}

/** The saved destination `name` when the form still holds it unchanged (the record then keeps a
 * versioned snapshot of that profile); null for a destination typed or edited by hand. */
export function savedProfile(f: RecordForm, name: string): string | null {
  if (name.trim() === "" || f.base === null) return null;
  const unchanged = JSON.stringify(destinationOf(withDestination(f, f.base))) === JSON.stringify(destinationOf(f));
  return unchanged ? name : null;
}

/** The form can be sent: every required field filled (the core says which one is wrong). */
export function isComplete(f: RecordForm): boolean {
  const required = [f.provider, f.model, f.endpoint, f.country, f.purpose, f.operatorName, f.operatorRole];
  if (required.some(blank) || f.subjects.length === 0) return false;
  if ((f.basis === "consent" || f.basis === "other") && blank(f.basisReference)) return false;
  if (!blank(f.authNumber) && blank(f.authDate)) return false;
  return true;
}

/** The key of what a check was run on: a new check is needed when the form changes. */
export function checkKey(meta: RecordMeta): string {
  return JSON.stringify(meta);
}

/** The rules that refuse the record, and those that only warn (recorded with it). */
export function rulesBySeverity(c: TransferCheck): { blocking: RuleView[]; warnings: RuleView[] } {
  return { blocking: c.rules.filter((r) => r.blocking), warnings: c.rules.filter((r) => !r.blocking) };
}

/** One line per chunk: `2/5 — 118 000 jetons` (the unit given by the caller). */
export function chunkLines(c: { chunks: { index: number; of: number; tokens: number }[] }, unit: string): string[] {
  return c.chunks.map((k) => `${k.index}/${k.of} — ${k.tokens.toLocaleString("fr-FR")} ${unit}`);
}
