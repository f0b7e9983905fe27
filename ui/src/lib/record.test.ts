import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/svelte";
import { tick } from "svelte";
import {
  checkKey, chunkLines, emptyForm, isAbroad, isComplete, needsArt15, needsHealth, ruleText, rulesBySeverity, savedProfile,
  toMeta, withDestination,
  type RecordForm,
} from "./record";
import type { RuleView, TransferCheck } from "./types";

/** A rule as the core sends it, with its message in the three languages. */
const rv = (article: string, blocking: boolean, message: string, rule: RuleView["rule"] = "art52_transfer_authorization"): RuleView => ({
  rule, article, blocking, message,
  title: { fr: `titre ${article}`, ar: `عنوان ${article}`, en: `title ${article}` },
  messages: { fr: message, ar: `رسالة ${article}`, en: `message ${article}` },
});

vi.mock("./api", () => ({
  record: vi.fn(),
  checkRecord: vi.fn(),
  asCommandError: (e: unknown) => e,
}));

import * as api from "./api";
import RecordScreen from "./RecordScreen.svelte";
import { i18n } from "./i18n.svelte";

const filled = (): RecordForm => ({
  ...emptyForm(),
  provider: "Fournisseur Test",
  model: "modele-1",
  endpoint: "https://llm.example.invalid/v1",
  country: "fr",
  authNumber: "INPDP-TEST-1",
  authDate: "2026-01-15",
  purpose: "Résumé de dossiers fictifs",
  basisReference: "Formulaire CF-1",
  consentDate: "2026-01-20",
  subjects: ["clients"],
  operatorName: "Agent Test",
  operatorRole: "Conformité",
});

const flush = async () => {
  for (let i = 0; i < 4; i++) {
    await Promise.resolve();
    await tick();
  }
};

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
  i18n.lang = "fr";
});

describe("record form logic", () => {
  it("shapes the core's RecordMeta", () => {
    const m = toMeta(filled());
    expect(m.destination).toEqual({
      provider: "Fournisseur Test",
      model: "modele-1",
      endpoint: "https://llm.example.invalid/v1",
      country: "FR",
      transfer_authorization: { number: "INPDP-TEST-1", date: "2026-01-15", expiry: null },
      adequacy: null,
      recipient: null,
      art50_assessment: null,
    });
    expect(m.operator).toEqual({ name: "Agent Test", role: "Conformité" });
    expect(m.approver).toBeNull();
    expect(m.legal_basis).toEqual({
      kind: "consent", reference: "Formulaire CF-1", consent: { form: "written", date: "2026-01-20", withdrawn: null },
    });
    expect(m.data_subjects).toEqual(["clients"]);
    // nothing the core refuses, nothing left unset
    expect("sensitive_authorization" in m).toBe(false);
    expect("controller" in m).toBe(false);
    expect([m.art15_authorization, m.health_justification, m.minors_authorization]).toEqual([null, null, null]);
    expect(m.sensitive_categories).toEqual([]);
    expect(toMeta({ ...filled(), authNumber: " " }).destination.transfer_authorization).toBeNull();
  });

  it("shapes the law's fields: destination abroad, Art. 29, categories, authorisations", () => {
    const m = toMeta({
      ...filled(),
      adequacy: "adequate", recipientEntity: " Fournisseur Test SAS ", recipientRole: "processor",
      art50Date: "2026-01-10", art50By: "Agent Test", art50Conclusion: "no_risk", art50Reference: "",
      basis: "art29_provided_by_law", categories: ["health", "trade_union_membership"],
      art15Number: "INPDP-AS-1", art15Date: "2026-02-01", art15Scope: "Syndicats",
      healthGround: "care_of_the_person", healthReference: "Convention MT-1", healthDate: "2026-02-02",
      healthResponsible: "Médecin du travail", subjects: ["clients", "minors"],
      judgeReference: "Juge de la famille n° 7", judgeDate: "2026-02-03", guardianConsent: true,
      approverName: "Approbatrice", approverRole: "DPO",
    });
    expect(m.destination.adequacy).toBe("adequate");
    expect(m.destination.recipient).toEqual({ legal_entity: "Fournisseur Test SAS", role: "processor" });
    expect(m.destination.art50_assessment).toEqual({
      date: "2026-01-10", assessed_by: "Agent Test", conclusion: "no_risk", reference: null,
    });
    expect(m.legal_basis).toEqual({ kind: "art29_provided_by_law", reference: "Formulaire CF-1", consent: null });
    expect(m.sensitive_categories).toEqual(["health", "trade_union_membership"]);
    expect(m.art15_authorization).toEqual({ number: "INPDP-AS-1", date: "2026-02-01", expiry: null, scope: "Syndicats" });
    expect(m.health_justification).toEqual({
      ground: "care_of_the_person", reference: "Convention MT-1", date: "2026-02-02", responsible: "Médecin du travail",
    });
    expect(m.minors_authorization).toEqual({ judge_reference: "Juge de la famille n° 7", date: "2026-02-03", guardian_consent: true });
    expect(m.approver).toEqual({ name: "Approbatrice", role: "DPO" });
  });

  it("says which declared categories need which authorisation", () => {
    expect(needsArt15({ ...filled(), categories: ["health"] })).toBe(false);
    expect(needsArt15({ ...filled(), categories: ["offences"] })).toBe(false);
    expect(needsArt15({ ...filled(), categories: ["religious_beliefs"] })).toBe(true);
    expect(needsHealth({ ...filled(), categories: ["health"] })).toBe(true);
    expect(needsHealth(filled())).toBe(false);
    // health detected and left in clear: only the check knows, and the form then asks for it
    const c = allowed({ rules: [rv("Art. 63", true, "santé", "art63_health")], allowed: false });
    expect(needsHealth(filled(), c)).toBe(true);
  });

  it("requires the fields the core requires", () => {
    expect(isComplete(filled())).toBe(true);
    expect(isComplete({ ...filled(), purpose: " " })).toBe(false);
    expect(isComplete({ ...filled(), subjects: [] })).toBe(false);
    expect(isComplete({ ...filled(), basisReference: " " })).toBe(false);
    expect(isComplete({ ...filled(), consentDate: "" })).toBe(false);
    expect(isComplete({ ...filled(), basis: "art29_agreement", consentDate: "" })).toBe(true);
    expect(isComplete({ ...filled(), authDate: "" })).toBe(false);
    expect(isComplete({ ...filled(), art15Number: "INPDP-AS-1" })).toBe(false);
    expect(isComplete({ ...filled(), judgeReference: "Juge n° 7" })).toBe(false);
    expect(isComplete({ ...filled(), healthReference: "MT-1" })).toBe(false);
    expect(isComplete({ ...filled(), healthReference: "MT-1", healthResponsible: "Dr", healthDate: "2026-02-02" })).toBe(true);
    // four-eyes: an approver is required
    expect(isComplete(filled(), true)).toBe(false);
    expect(isComplete({ ...filled(), approverName: "Approbatrice", approverRole: "DPO" }, true)).toBe(true);
  });

  it("gives a rule's message and title in the interface's language", () => {
    const r = rv("Art. 52", true, "Art. 52 : transfert");
    expect(ruleText(r, "ar")).toEqual({ title: "عنوان Art. 52", message: "رسالة Art. 52" });
    expect(ruleText(r, "fr")).toEqual({ title: "titre Art. 52", message: "Art. 52 : transfert" });
    // read back from a record: the French text only
    expect(ruleText({ ...r, messages: null, title: null }, "en")).toEqual({ title: null, message: "Art. 52 : transfert" });
  });

  it("knows a transfer abroad and fills a saved destination", () => {
    expect(isAbroad("TN")).toBe(false);
    expect(isAbroad("us")).toBe(true);
    const f = withDestination(emptyForm(), {
      provider: "P", model: "M", endpoint: "E", country: "TN", transfer_authorization: null,
    });
    expect([f.provider, f.model, f.endpoint, f.country, f.authNumber]).toEqual(["P", "M", "E", "TN", ""]);
  });
});

const allowed = (over: Partial<TransferCheck> = {}): TransferCheck => ({
  label_tag: "K7Q2XR",
  encoding: "o200k_base",
  tokens: 250_000,
  max_tokens: 128_000,
  chunks: [
    { index: 1, of: 2, chars: 400_000, tokens: 127_500, sha256: "aa".repeat(32) },
    { index: 2, of: 2, chars: 390_000, tokens: 122_500, sha256: "bb".repeat(32) },
  ],
  approved_values_searched: 12,
  rescanned: true,
  leaks: [],
  rules: [rv("Art. 52", false, "Art. 52 : transfert vers l'étranger (FR) sans autorisation")],
  allowed: true,
  ...over,
});

describe("saved destination", () => {
  it("is named only while the form still holds it unchanged", () => {
    const d = toMeta(filled()).destination;
    const f = withDestination(emptyForm(), d);
    expect(savedProfile(f, "Test")).toBe("Test");
    expect(savedProfile({ ...f, model: "autre-modele" }, "Test")).toBeNull();
    expect(savedProfile({ ...f, authNumber: "INPDP-9" }, "Test")).toBeNull();
    expect(savedProfile(filled(), "Test")).toBeNull(); // typed by hand: no saved destination
    expect(savedProfile(f, "")).toBeNull();
  });
});

describe("transfer check logic", () => {
  it("splits rules by severity and writes one line per chunk", () => {
    const c = allowed({
      rules: [
        rv("Art. 15", true, "sensibles", "art15_sensitive_authorization"),
        rv("Art. 51", false, "adéquation", "art51_adequacy"),
      ],
    });
    const r = rulesBySeverity(c);
    expect(r.blocking.map((x) => x.article)).toEqual(["Art. 15"]);
    expect(r.warnings.map((x) => x.article)).toEqual(["Art. 51"]);
    expect(chunkLines(c, "jetons").map((l) => l.replace(/\s/g, " "))).toEqual([
      "1/2 — 127 500 jetons",
      "2/2 — 122 500 jetons",
    ]);
  });

  it("needs a new check when the form changes, and keeps a saved destination's limit", () => {
    const f = filled();
    expect(checkKey(toMeta(f))).toBe(checkKey(toMeta({ ...f })));
    expect(checkKey(toMeta(f))).not.toBe(checkKey(toMeta({ ...f, purpose: "Autre finalité" })));
    const d = { ...toMeta(f).destination, max_tokens: 128000 as unknown as bigint, tokenizer: "cl100k_base" as const };
    const m = toMeta({ ...withDestination(f, d), model: "modele-2" });
    expect(m.destination.max_tokens).toBe(128000);
    expect(m.destination.tokenizer).toBe("cl100k_base");
    expect(m.destination.model).toBe("modele-2");
  });
});

describe("RecordScreen", () => {
  it("cannot record while findings are pending", () => {
    render(RecordScreen, { pending: 2, onerror: () => {} });
    expect(document.querySelector("[data-pending]")?.textContent).toContain("2");
    expect((screen.getByText("Enregistrer") as HTMLButtonElement).disabled).toBe(true);
  });

  it("checks the transfer, shows tokens, chunks and warnings, then records", async () => {
    vi.mocked(api.checkRecord).mockResolvedValue(allowed());
    vi.mocked(api.record).mockResolvedValue({ id: 7, hash: "ab".repeat(32) });
    render(RecordScreen, {
      pending: 0,
      operatorName: "Agent Test",
      destinations: [{ name: "Test", destination: toMeta(filled()).destination }],
      onerror: () => {},
    });
    const set = async (name: string, v: string) => {
      const el = document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
      el.value = v;
      await fireEvent.input(el);
    };
    const sel = document.querySelector<HTMLSelectElement>('[name="profile"]')!;
    sel.value = "Test";
    await fireEvent.change(sel);
    expect(document.querySelector<HTMLInputElement>('[name="provider"]')!.value).toBe("Fournisseur Test");
    await set("purpose", "Résumé de dossiers fictifs");
    await set("basis_reference", "Formulaire CF-1");
    await set("consent_date", "2026-01-20");
    await set("operator_role", "Conformité");
    await fireEvent.click(document.querySelector<HTMLInputElement>('input[value="clients"]')!);
    const submit = screen.getByText("Enregistrer") as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await fireEvent.click(screen.getByText("Contrôler l'envoi"));
    await flush();
    const meta = { ...toMeta(filled()), destination: { ...toMeta(filled()).destination } };
    expect(api.checkRecord).toHaveBeenCalledWith(meta);
    const checks = document.querySelector<HTMLElement>("[data-allowed]")!;
    expect([checks.dataset.allowed, checks.dataset.tokens, checks.dataset.chunks]).toEqual(["true", "250000", "2"]);
    expect(checks.textContent).toContain("K7Q2XR");
    const chunks = [...document.querySelectorAll<HTMLElement>("[data-chunk]")].map((c) => c.dataset.chunkTokens);
    expect(chunks).toEqual(["127500", "122500"]);
    const warn = document.querySelector<HTMLElement>('[data-rule="Art. 52"]')!;
    expect(warn.dataset.blocking).toBe("false");
    expect(warn.textContent).toContain("sans autorisation");
    expect(checks.textContent).toContain("12 graphie(s)");
    expect(submit.disabled).toBe(false);
    // a change of the form asks for a new check
    await set("purpose", "Autre finalité");
    expect(submit.disabled).toBe(true);
    await set("purpose", "Résumé de dossiers fictifs");
    expect(submit.disabled).toBe(false);
    await fireEvent.click(submit);
    await flush();
    // the saved destination, unchanged, is named: the record keeps its versioned snapshot
    expect(api.record).toHaveBeenCalledWith(meta, "Test");
    const done = document.querySelector<HTMLElement>("[data-record-id]")!;
    expect(done.dataset.recordId).toBe("7");
    expect(done.dataset.headHash).toBe("ab".repeat(32));
    expect(done.textContent).toContain("Enregistrement n° 7");
  });

  it("shows where a leak is and which article blocks, and does not record", async () => {
    vi.mocked(api.checkRecord).mockResolvedValue(
      allowed({
        chunks: [],
        leaks: [
          {
            what: "approved_value", entity: "CIN", line: 6, column: 12,
            excerpt: "Rappel : CIN ‹CIN›.", message: "ligne 6, colonne 12",
          },
        ],
        rules: [rv("Art. 63", true, "Art. 63 : des données de santé restent en clair", "art63_health")],
        allowed: false,
      }),
    );
    render(RecordScreen, { pending: 0, onerror: () => {} });
    document.querySelector("form")!.dispatchEvent(new Event("submit", { cancelable: true }));
    await flush();
    expect(api.checkRecord).toHaveBeenCalled();
    const leak = document.querySelector<HTMLElement>("[data-leak-entity]")!;
    expect([leak.dataset.leakEntity, leak.dataset.leakLine, leak.dataset.leakColumn]).toEqual(["CIN", "6", "12"]);
    expect(leak.textContent).toContain("« Rappel : CIN ‹CIN›. »");
    expect(leak.textContent).toContain("valeur approuvée pour masquage encore en clair");
    const rule = document.querySelector<HTMLElement>('[data-rule="Art. 63"]')!;
    expect(rule.dataset.blocking).toBe("true");
    expect(rule.textContent).toContain("Bloqué");
    expect(rule.textContent).toContain("titre Art. 63");
    // the health justification's fields appear once the check names art. 63
    expect(document.querySelector('[name="health_reference"]')).not.toBeNull();
    expect((screen.getByText("Enregistrer") as HTMLButtonElement).disabled).toBe(true);
    document.querySelector("form")!.dispatchEvent(new Event("submit", { cancelable: true }));
    await flush();
    expect(api.record).not.toHaveBeenCalled();
  });

  it("shows the core's refusal", async () => {
    vi.mocked(api.checkRecord).mockRejectedValue({ code: "record_invalid", message: "Fiche invalide" });
    const onerror = vi.fn();
    render(RecordScreen, { pending: 0, onerror });
    document.querySelector("form")!.dispatchEvent(new Event("submit", { cancelable: true }));
    await flush();
    expect(onerror).toHaveBeenCalledWith({ code: "record_invalid", message: "Fiche invalide" });
  });

  it("speaks Arabic", () => {
    i18n.lang = "ar";
    render(RecordScreen, { pending: 0, onerror: () => {} });
    expect(screen.getByText("تسجيل")).toBeTruthy();
  });
});
