import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/svelte";
import { tick } from "svelte";
import { emptyForm, isAbroad, isComplete, toMeta, withDestination, type RecordForm } from "./record";

vi.mock("./api", () => ({
  record: vi.fn(),
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
    });
    expect(m.operator).toEqual({ name: "Agent Test", role: "Conformité" });
    expect(m.legal_basis).toEqual({ kind: "contract", reference: null });
    expect(m.data_subjects).toEqual(["clients"]);
    expect(toMeta({ ...filled(), authNumber: " " }).destination.transfer_authorization).toBeNull();
  });

  it("requires the fields the core requires", () => {
    expect(isComplete(filled())).toBe(true);
    expect(isComplete({ ...filled(), purpose: " " })).toBe(false);
    expect(isComplete({ ...filled(), subjects: [] })).toBe(false);
    expect(isComplete({ ...filled(), basis: "consent" })).toBe(false);
    expect(isComplete({ ...filled(), basis: "consent", basisReference: "C-1" })).toBe(true);
    expect(isComplete({ ...filled(), authDate: "" })).toBe(false);
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

describe("RecordScreen", () => {
  it("cannot record while findings are pending", () => {
    render(RecordScreen, { pending: 2, onerror: () => {} });
    expect(document.querySelector("[data-pending]")?.textContent).toContain("2");
    expect((screen.getByText("Enregistrer") as HTMLButtonElement).disabled).toBe(true);
  });

  it("sends the form and shows the record id and head hash", async () => {
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
    await set("operator_role", "Conformité");
    await fireEvent.click(document.querySelector<HTMLInputElement>('input[value="clients"]')!);
    const submit = screen.getByText("Enregistrer") as HTMLButtonElement;
    expect(submit.disabled).toBe(false);
    await fireEvent.click(submit);
    await flush();
    expect(api.record).toHaveBeenCalledWith(toMeta(filled()));
    const done = document.querySelector<HTMLElement>("[data-record-id]")!;
    expect(done.dataset.recordId).toBe("7");
    expect(done.dataset.headHash).toBe("ab".repeat(32));
    expect(done.textContent).toContain("Enregistrement n° 7");
  });

  it("shows the core's refusal", async () => {
    vi.mocked(api.record).mockRejectedValue({ code: "record_invalid", message: "Fiche invalide" });
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
