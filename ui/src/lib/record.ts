// The record form's logic: the form's flat fields -> the core's RecordMeta. The core checks
// the fields again (RecordMeta::check) and answers in French; this only shapes them.
import type {
  Adequacy, Art50Conclusion, BasisKind, ConsentForm, DestinationMeta, HealthGround, RecipientRole, RecordMeta, RuleView,
  SensitiveCategory, SubjectCategory, TransferCheck,
} from "./types";

export interface RecordForm {
  provider: string;
  model: string;
  endpoint: string;
  country: string;
  authNumber: string;
  authDate: string;
  authExpiry: string;
  /** Art. 51: empty when not stated. */
  adequacy: Adequacy | "";
  recipientEntity: string;
  recipientRole: RecipientRole;
  /** Art. 50: the destination's assessment. */
  art50Date: string;
  art50By: string;
  art50Conclusion: Art50Conclusion;
  art50Reference: string;
  purpose: string;
  basis: BasisKind;
  basisReference: string;
  /** Art. 27: the consent, when the basis is consent. */
  consentForm: ConsentForm;
  consentDate: string;
  consentWithdrawn: string;
  subjects: SubjectCategory[];
  /** Art. 13/14 categories declared as remaining in the payload. */
  categories: SensitiveCategory[];
  /** Art. 15: the INPDP authorisation of Art. 14 data other than health. */
  art15Number: string;
  art15Date: string;
  art15Expiry: string;
  art15Scope: string;
  /** Art. 62-65: the health data's justification. */
  healthGround: HealthGround;
  healthReference: string;
  healthDate: string;
  healthResponsible: string;
  /** Art. 28: the family judge's authorisation. */
  judgeReference: string;
  judgeDate: string;
  guardianConsent: boolean;
  operatorName: string;
  operatorRole: string;
  approverName: string;
  approverRole: string;
  /** The saved destination chosen, whose other fields (max_tokens, tokenizer, commitments...)
   * travel with the record. */
  base: DestinationMeta | null;
}

export function emptyForm(): RecordForm {
  return {
    provider: "", model: "", endpoint: "", country: "", authNumber: "", authDate: "",
    authExpiry: "", adequacy: "", recipientEntity: "", recipientRole: "processor", art50Date: "", art50By: "",
    art50Conclusion: "no_risk", art50Reference: "", purpose: "", basis: "consent", basisReference: "",
    consentForm: "written", consentDate: "", consentWithdrawn: "", subjects: [], categories: [],
    art15Number: "", art15Date: "", art15Expiry: "", art15Scope: "", healthGround: "consent", healthReference: "",
    healthDate: "", healthResponsible: "", judgeReference: "", judgeDate: "", guardianConsent: false,
    operatorName: "", operatorRole: "", approverName: "", approverRole: "", base: null,
  };
}

const blank = (s: string) => s.trim() === "";
const orNull = (s: string) => (blank(s) ? null : s.trim());

/** The Art. 14 categories other than health: they need an Art. 15 authorisation. */
export function needsArt15(f: RecordForm): boolean {
  return f.categories.some((c) => c !== "health" && c !== "offences");
}

/** Health declared: the health regime's justification is needed (detected health in clear
 * too, which only the check can tell). */
export function needsHealth(f: RecordForm, check: TransferCheck | null = null): boolean {
  return f.categories.includes("health") || (check?.rules.some((r) => r.rule === "art63_health") ?? false);
}

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
    adequacy: d.adequacy ?? "",
    recipientEntity: d.recipient?.legal_entity ?? "",
    recipientRole: d.recipient?.role ?? "processor",
    art50Date: d.art50_assessment?.date ?? "",
    art50By: d.art50_assessment?.assessed_by ?? "",
    art50Conclusion: d.art50_assessment?.conclusion ?? "no_risk",
    art50Reference: d.art50_assessment?.reference ?? "",
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
      : {
          ...(f.base?.transfer_authorization ?? {}),
          number: f.authNumber.trim(),
          date: f.authDate,
          expiry: blank(f.authExpiry) ? null : f.authExpiry,
        },
    adequacy: f.adequacy === "" ? null : f.adequacy,
    recipient: blank(f.recipientEntity) ? null : { legal_entity: f.recipientEntity.trim(), role: f.recipientRole },
    art50_assessment:
      blank(f.art50Date) || blank(f.art50By)
        ? null
        : {
            date: f.art50Date,
            assessed_by: f.art50By.trim(),
            conclusion: f.art50Conclusion,
            reference: orNull(f.art50Reference),
          },
  };
}

/** The record's META: never `sensitive_authorization` (refused by the core), never a
 * controller (the organisation's, kept in the register, is recorded). */
export function toMeta(f: RecordForm): RecordMeta {
  const consent =
    f.basis === "consent"
      ? { form: f.consentForm, date: f.consentDate, withdrawn: blank(f.consentWithdrawn) ? null : f.consentWithdrawn }
      : null;
  return {
    operator: { name: f.operatorName.trim(), role: f.operatorRole.trim() },
    approver: blank(f.approverName) ? null : { name: f.approverName.trim(), role: f.approverRole.trim() },
    destination: destinationOf(f),
    purpose: f.purpose.trim(),
    legal_basis: { kind: f.basis, reference: orNull(f.basisReference), consent },
    data_subjects: [...f.subjects],
    sensitive_categories: [...f.categories],
    sensitive_declared: [],
    art15_authorization: blank(f.art15Number)
      ? null
      : {
          number: f.art15Number.trim(),
          date: f.art15Date,
          expiry: blank(f.art15Expiry) ? null : f.art15Expiry,
          scope: orNull(f.art15Scope),
        },
    health_justification:
      blank(f.healthReference) && blank(f.healthResponsible)
        ? null
        : {
            ground: f.healthGround,
            reference: f.healthReference.trim(),
            date: f.healthDate,
            responsible: f.healthResponsible.trim(),
          },
    minors_authorization: blank(f.judgeReference)
      ? null
      : { judge_reference: f.judgeReference.trim(), date: f.judgeDate, guardian_consent: f.guardianConsent },
  };
}

/** The saved destination `name` when the form still holds it unchanged (the record then keeps a
 * versioned snapshot of that profile); null for a destination typed or edited by hand. */
export function savedProfile(f: RecordForm, name: string): string | null {
  if (name.trim() === "" || f.base === null) return null;
  const unchanged = JSON.stringify(destinationOf(withDestination(f, f.base))) === JSON.stringify(destinationOf(f));
  return unchanged ? name : null;
}

/** The form can be checked: every field the core requires is filled (the core says which one is
 * wrong, and the rules say what is missing for the law: an Art. 15 authorisation, a judge's...).
 * `fourEyes`: the organisation requires an approver. */
export function isComplete(f: RecordForm, fourEyes = false): boolean {
  const required = [f.provider, f.model, f.endpoint, f.country, f.purpose, f.operatorName, f.operatorRole, f.basisReference];
  if (required.some(blank) || f.subjects.length === 0) return false;
  if (f.basis === "consent" && blank(f.consentDate)) return false;
  if (!blank(f.authNumber) && blank(f.authDate)) return false;
  if (!blank(f.art15Number) && blank(f.art15Date)) return false;
  if (!blank(f.judgeReference) && blank(f.judgeDate)) return false;
  const health = [f.healthReference, f.healthResponsible];
  if (health.some((x) => !blank(x)) && (health.some(blank) || blank(f.healthDate))) return false;
  if (fourEyes && (blank(f.approverName) || blank(f.approverRole))) return false;
  return true;
}

/** A rule's message and its article's title in the interface's language (the French message
 * when the rule was read back from a record, which keeps only the French text). */
export function ruleText(r: RuleView, lang: "fr" | "en" | "ar"): { title: string | null; message: string } {
  return { title: r.title ? r.title[lang] : null, message: r.messages ? r.messages[lang] : r.message };
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
