import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/svelte";
import { tick } from "svelte";
import { countsOf, emptyFilters, eventKey, offenceKey, profileOf, shortDate, toQuery } from "./register";
import type { EventView, RecordDetail, RecordRow } from "./types";

vi.mock("./api", () => ({
  listRecords: vi.fn(),
  recordDetail: vi.fn(),
  verifyRegister: vi.fn(),
  exportRegister: vi.fn(),
  verifyResponse: vi.fn(),
  sendRecord: vi.fn(),
  pickResponse: vi.fn(),
  asCommandError: (e: unknown) => e,
}));

import * as api from "./api";
import RegisterScreen from "./RegisterScreen.svelte";
import { i18n } from "./i18n.svelte";

const HEAD = "cd".repeat(32);
const row = (id: number, operator: string): RecordRow => ({
  id,
  at: "2026-05-04T09:30:00Z",
  operator,
  file_name: "note.txt",
  provider: "Fournisseur Test",
  model: "modele-1",
  country: "FR",
  abroad: true,
  counts: { PHONE: { found: 1, masked: 0 }, CIN: { found: 2, masked: 2 } },
  purged: false,
  hash: HEAD,
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

describe("register logic", () => {
  it("drops blank filters and keeps the core's type order", () => {
    expect(toQuery({ ...emptyFilters(), from: "2026-05-01", operator: "  Agent " })).toEqual({
      from: "2026-05-01", to: null, destination: null, operator: "Agent",
    });
    expect(countsOf(row(1, "A")).map((c) => c.entity)).toEqual(["CIN", "PHONE"]);
    expect(shortDate("2026-05-04T09:30:00Z")).toBe("2026-05-04 09:30 UTC");
  });
});

describe("RegisterScreen", () => {
  it("lists records with counts as data attributes, and filters", async () => {
    vi.mocked(api.listRecords).mockResolvedValue([row(1, "Agent Un"), row(2, "Agent Deux")]);
    render(RegisterScreen, { onerror: () => {} });
    await flush();
    const rows = Array.from(document.querySelectorAll<HTMLElement>("tr[data-record-id]"));
    expect(rows.map((r) => [r.dataset.recordId, r.dataset.operator])).toEqual([
      ["1", "Agent Un"],
      ["2", "Agent Deux"],
    ]);
    const cin = rows[0].querySelector<HTMLElement>("[data-count-CIN]")!;
    expect(cin.getAttribute("data-count-CIN")).toBe("2");
    expect(cin.getAttribute("data-masked-CIN")).toBe("2");
    expect(rows[0].querySelector("[data-count-PHONE]")!.textContent).toBe("Téléphone 0/1");
    const op = document.querySelector<HTMLInputElement>('[name="operator"]')!;
    op.value = "Agent Un";
    await fireEvent.input(op);
    vi.mocked(api.listRecords).mockResolvedValue([row(1, "Agent Un")]);
    await fireEvent.click(screen.getByText("Filtrer"));
    await flush();
    expect(api.listRecords).toHaveBeenLastCalledWith({ from: null, to: null, destination: null, operator: "Agent Un" });
    expect(document.querySelectorAll("tr[data-record-id]").length).toBe(1);
  });

  it("shows a record's payload, verifies and exports", async () => {
    vi.mocked(api.listRecords).mockResolvedValue([row(1, "Agent Un")]);
    vi.mocked(api.recordDetail).mockResolvedValue({
      row: row(1, "Agent Un"),
      purpose: "Résumé fictif",
      payload: "M. [NOM_1], CIN [CIN_1].",
      tokens: 9,
      tokenizer: "o200k_base",
      chunks: [],
      checks: null,
      events: [],
      record_json: '{"findings": []}',
    });
    vi.mocked(api.verifyRegister).mockResolvedValue({
      intact: true, records: 1, head: HEAD, first_bad: null, message: "Registre intègre",
    });
    vi.mocked(api.exportRegister).mockResolvedValue({ records: 1, total: 1, head: HEAD });
    render(RegisterScreen, { onerror: () => {} });
    await flush();
    await fireEvent.click(document.querySelector('tr[data-record-id="1"] button')!);
    await flush();
    expect(api.recordDetail).toHaveBeenCalledWith(1);
    expect(document.querySelector("[data-payload]")!.textContent).toBe("M. [NOM_1], CIN [CIN_1].");
    await fireEvent.click(screen.getByText("Vérifier l'intégrité"));
    await flush();
    const v = document.querySelector<HTMLElement>("[data-intact]")!;
    expect([v.dataset.intact, v.dataset.records, v.dataset.headHash]).toEqual(["true", "1", HEAD]);
    expect(v.textContent).toContain("Registre intègre");
    await fireEvent.click(document.querySelector('[data-export="csv"]')!);
    await flush();
    expect(api.exportRegister).toHaveBeenCalledWith(
      { from: null, to: null, destination: null, operator: null }, "csv", "Exporter le registre",
    );
    expect(document.querySelector<HTMLElement>("[data-exported]")!.dataset.exported).toBe("1");
  });

  it("shows a record's chunks, checks and events, and verifies a pasted response", async () => {
    const incident: EventView = {
      id: 2, kind: "incident", at: "2026-05-05T10:00:00Z", operator: "Agent Un", restored: [],
      found: [
        { kind: "foreign_label", entity: "PERSON", label: "[NOM_1-B00000]", issued_by: 4, excerpt: "et [NOM_1-B00000] aussi" },
        { kind: "foreign_value", entity: "CIN", label: null, issued_by: null, excerpt: "CIN n° ‹CIN›" },
      ],
      sent: null,
      hash: "ee".repeat(32),
    };
    const detail = (events: EventView[]): RecordDetail => ({
      row: row(1, "Agent Un"),
      purpose: "Résumé fictif",
      payload: "M. [NOM_1-K7Q2XR].\n\nSuite.",
      tokens: 200,
      tokenizer: "o200k_base",
      chunks: [
        { index: 1, of: 2, chars: 300, tokens: 120, sha256: "aa".repeat(32) },
        { index: 2, of: 2, chars: 200, tokens: 80, sha256: "bb".repeat(32) },
      ],
      checks: {
        approved_values_searched: 3, rescanned: true, leaks: 0,
        warnings: [{ rule: "art52_transfer_authorization", article: "Art. 52", title: null, blocking: false, message: "Art. 52 : sans autorisation", messages: null }],
      },
      events,
      record_json: "{}",
    });
    vi.mocked(api.listRecords).mockResolvedValue([row(1, "Agent Un")]);
    vi.mocked(api.recordDetail).mockResolvedValue(detail([]));
    vi.mocked(api.verifyResponse).mockResolvedValue({ restored: null, event: incident });
    render(RegisterScreen, { onerror: () => {} });
    await flush();
    await fireEvent.click(document.querySelector('tr[data-record-id="1"] button')!);
    await flush();
    expect([...document.querySelectorAll<HTMLElement>("[data-chunk]")].map((c) => c.dataset.chunkTokens)).toEqual([
      "120", "80",
    ]);
    expect(document.querySelector('[data-check="leak"]')!.textContent).toContain("3 graphie(s)");
    expect(document.querySelector('[data-check="rule"]')!.textContent).toContain("Art. 52");
    expect(document.querySelector("[data-event-id]")).toBeNull();
    const check = screen.getByText("Vérifier la réponse") as HTMLButtonElement;
    expect(check.disabled).toBe(true);
    const area = document.querySelector<HTMLTextAreaElement>('[name="response"]')!;
    area.value = "Réponse avec [NOM_1-B00000].";
    await fireEvent.input(area);
    vi.mocked(api.recordDetail).mockResolvedValue(detail([incident]));
    await fireEvent.click(check);
    await flush();
    expect(api.verifyResponse).toHaveBeenCalledWith(1, { text: "Réponse avec [NOM_1-B00000]." });
    const v = document.querySelector<HTMLElement>("[data-verdict]")!;
    expect([v.dataset.verdict, v.dataset.eventId]).toEqual(["incident", "2"]);
    expect(v.querySelector('[data-offence="foreign_label"]')!.textContent).toContain("enregistrement n° 4");
    expect(v.querySelector('[data-offence="foreign_value"]')!.textContent).toContain("« CIN n° ‹CIN› »");
    // the detail was read again: the incident is in its events
    expect(document.querySelector<HTMLElement>('.events [data-event-id="2"]')!.dataset.eventKind).toBe("incident");
  });

  it("shows the restored response when clean, from a chosen file", async () => {
    vi.mocked(api.listRecords).mockResolvedValue([row(1, "Agent Un")]);
    vi.mocked(api.recordDetail).mockResolvedValue({
      row: row(1, "Agent Un"), purpose: "p", payload: null, tokens: null, tokenizer: null, chunks: [],
      checks: null, events: [], record_json: "{}",
    });
    vi.mocked(api.pickResponse).mockResolvedValue("/tmp/reponse.txt");
    vi.mocked(api.verifyResponse).mockResolvedValue({
      restored: "Résumé : Sami Ben Salah.",
      event: { id: 1, kind: "reidentification", at: "2026-05-05T10:00:00Z", operator: "A", restored: ["[NOM_1-K7Q2XR]"], found: [], sent: null, hash: "ff".repeat(32) },
    });
    render(RegisterScreen, { onerror: () => {} });
    await flush();
    await fireEvent.click(document.querySelector('tr[data-record-id="1"] button')!);
    await flush();
    expect(document.querySelector(".detail")!.textContent).toContain("Enregistré avant les contrôles");
    await fireEvent.click(screen.getByText("Choisir un fichier…"));
    await flush();
    expect(api.verifyResponse).toHaveBeenCalledWith(1, { path: "/tmp/reponse.txt" });
    expect(document.querySelector("[data-restored]")!.textContent).toBe("Résumé : Sami Ben Salah.");
    expect(offenceKey("untagged_label")).toBe("offence_untagged_label");
  });

  it("sends a record made with a saved destination and shows the incident of a leaky answer", async () => {
    const base = (events: EventView[], profile: boolean): RecordDetail => ({
      row: row(1, "Agent Un"), purpose: "p", payload: "M. [NOM_1-K7Q2XR].", tokens: null, tokenizer: null,
      chunks: [], checks: null, events,
      record_json: JSON.stringify({ destination: profile ? { provider: "F", profile: { name: "api", version: 2 } } : { provider: "F" } }),
    });
    expect(profileOf(base([], true))).toEqual({ name: "api", version: 2 });
    expect(profileOf(base([], false))).toBeNull();
    expect(profileOf({ ...base([], true), record_json: "pas du JSON" })).toBeNull();
    expect(eventKey("sent")).toBe("event_sent");
    const sentEvent: EventView = {
      id: 3, kind: "sent", at: "2026-05-05T10:00:00Z", operator: "Agent Un", restored: [], found: [],
      sent: { index: 1, of: 1, url: "https://api.example.invalid/v1/chat/completions", model: "modele-1", status: 200, error: null },
      hash: "aa".repeat(32),
    };
    const incident: EventView = {
      id: 4, kind: "incident", at: "2026-05-05T10:00:01Z", operator: "Agent Un", restored: [],
      found: [{ kind: "foreign_value", entity: "CIN", label: null, issued_by: null, excerpt: "CIN n° ‹CIN›" }],
      sent: null, hash: "bb".repeat(32),
    };
    vi.mocked(api.listRecords).mockResolvedValue([row(1, "Agent Un")]);
    // a record without a saved destination: no send button at all
    vi.mocked(api.recordDetail).mockResolvedValue(base([], false));
    render(RegisterScreen, { onerror: () => {} });
    await flush();
    await fireEvent.click(document.querySelector('tr[data-record-id="1"] button')!);
    await flush();
    expect(document.querySelector("button.send-record")).toBeNull();
    cleanup();
    vi.mocked(api.recordDetail).mockResolvedValue(base([], true));
    vi.mocked(api.sendRecord).mockResolvedValue({ restored: null, incident_chunk: [1, 1], events: [incident] });
    render(RegisterScreen, { onerror: () => {} });
    await flush();
    await fireEvent.click(document.querySelector('tr[data-record-id="1"] button')!);
    await flush();
    const section = document.querySelector<HTMLElement>("section.send")!;
    expect([section.dataset.profile, section.dataset.profileVersion]).toEqual(["api", "2"]);
    vi.mocked(api.recordDetail).mockResolvedValue(base([sentEvent, incident], true));
    await fireEvent.click(document.querySelector("button.send-record")!);
    await flush();
    expect(api.sendRecord).toHaveBeenCalledWith(1);
    const v = document.querySelector<HTMLElement>("[data-sent-verdict]")!;
    expect(v.dataset.sentVerdict).toBe("incident");
    expect(v.textContent).toContain("Morceau 1/1");
    expect(v.querySelector('[data-offence="foreign_value"]')!.textContent).toContain("« CIN n° ‹CIN› »");
    expect(document.querySelector("[data-answer]")).toBeNull();
    // the journal, read again, shows the request with its status, then the incident
    const ev = [...document.querySelectorAll<HTMLElement>(".events [data-event-id]")];
    expect(ev.map((e) => e.dataset.eventKind)).toEqual(["sent", "incident"]);
    expect(ev[0].textContent).toContain("Envoi");
    expect(ev[0].querySelector("[data-sent-status]")!.textContent).toBe("HTTP 200");
  });

  it("shows every restored answer of a clean sending", async () => {
    vi.mocked(api.listRecords).mockResolvedValue([row(1, "Agent Un")]);
    vi.mocked(api.recordDetail).mockResolvedValue({
      row: row(1, "Agent Un"), purpose: "p", payload: "x", tokens: null, tokenizer: null, chunks: [], checks: null,
      events: [], record_json: JSON.stringify({ destination: { profile: { name: "api", version: 1 } } }),
    });
    vi.mocked(api.sendRecord).mockResolvedValue({
      restored: ["Première réponse : Sami.", "Seconde réponse."], incident_chunk: null, events: [],
    });
    render(RegisterScreen, { onerror: () => {} });
    await flush();
    await fireEvent.click(document.querySelector('tr[data-record-id="1"] button')!);
    await flush();
    await fireEvent.click(document.querySelector("button.send-record")!);
    await flush();
    expect(document.querySelector<HTMLElement>("[data-sent-verdict]")!.dataset.sentVerdict).toBe("clean");
    expect([...document.querySelectorAll("[data-answer]")].map((a) => a.textContent)).toEqual([
      "Première réponse : Sami.", "Seconde réponse.",
    ]);
  });

  it("reports an altered register and a core error, in English", async () => {
    i18n.lang = "en";
    vi.mocked(api.listRecords).mockRejectedValue({ code: "register_corrupt", message: "endommagé" });
    vi.mocked(api.verifyRegister).mockResolvedValue({
      intact: false, records: 3, head: HEAD, first_bad: 4, message: "Registre altéré",
    });
    const onerror = vi.fn();
    render(RegisterScreen, { onerror });
    await flush();
    expect(onerror).toHaveBeenCalledWith({ code: "register_corrupt", message: "endommagé" });
    await fireEvent.click(screen.getByText("Verify integrity"));
    await flush();
    const v = document.querySelector<HTMLElement>("[data-intact]")!;
    expect(v.dataset.intact).toBe("false");
    expect(v.textContent).toContain("first invalid record : 4");
  });
});
