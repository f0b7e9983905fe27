import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/svelte";
import { tick } from "svelte";
import { operatorFor, operatorOf, sendingOf, upsertProfile, withOperator } from "./settings";
import type { Settings } from "./types";

vi.mock("./api", () => ({
  saveSettings: vi.fn(),
  getArt52: vi.fn(),
  setArt52: vi.fn(),
  getOrganisation: vi.fn(),
  setFourEyes: vi.fn(),
  setController: vi.fn(),
  asCommandError: (e: unknown) => e,
}));

import * as api from "./api";
import SettingsScreen from "./SettingsScreen.svelte";
import { i18n } from "./i18n.svelte";

const base = (): Settings => ({
  operator_name: "",
  operator_role: "",
  language: "fr",
  threshold: 0.5,
  policy: { default: { kind: "label" }, per_entity: {} },
  destinations: [],
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

describe("settings logic", () => {
  it("sets one type's operator and replaces profiles by name", () => {
    const p = withOperator(base().policy, "PHONE", operatorOf("partial"));
    expect(operatorFor(p, "PHONE")).toEqual({ kind: "partial", keep: 2 });
    expect(operatorFor(p, "CIN")).toEqual({ kind: "label" });
    const d = { provider: "P", model: "M", endpoint: "E", country: "TN", transfer_authorization: null };
    const list = upsertProfile(upsertProfile([], { name: " B ", destination: d }), { name: "A", destination: d });
    expect(list.map((x) => x.name)).toEqual(["A", "B"]);
    expect(upsertProfile(list, { name: "A", destination: { ...d, model: "N" } }).length).toBe(2);
  });

  it("stores where the API key is read, never the key, and only when sending is enabled", () => {
    const form = { enabled: true, keyKind: "env" as const, key: " CLE_API ", caFile: "" };
    expect(sendingOf(form)).toEqual({ enabled: true, api_key: { env: "CLE_API" }, ca_file: null });
    expect(sendingOf({ ...form, keyKind: "file", key: "/home/agent/.cle", caFile: "/etc/ca.pem" })).toEqual({
      enabled: true, api_key: { file: "/home/agent/.cle" }, ca_file: "/etc/ca.pem",
    });
    expect(sendingOf({ ...form, enabled: false })).toBeNull();
    expect(sendingOf({ ...form, key: "  " })).toBeNull();
  });
});

describe("SettingsScreen", () => {
  it("saves the operator, threshold, policy and a new destination", async () => {
    vi.mocked(api.saveSettings).mockImplementation(async (s) => s);
    const onsaved = vi.fn();
    render(SettingsScreen, { settings: base(), onsaved, onerror: () => {} });
    const set = async (name: string, v: string) => {
      const el = document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
      el.value = v;
      await fireEvent.input(el);
    };
    await set("operator_name", "Agent Test");
    await set("threshold", "0.7");
    const op = document.querySelector<HTMLSelectElement>('[name="op-CIN"]')!;
    op.value = "redact";
    await fireEvent.change(op);
    await set("profile_name", "Hébergeur test");
    await set("p_provider", "Fournisseur Test");
    await set("p_model", "modele-1");
    await set("p_endpoint", "https://llm.example.invalid");
    await set("p_country", "tn");
    await fireEvent.click(screen.getByText("Ajouter ou mettre à jour"));
    expect(document.querySelector('[data-profile="Hébergeur test"]')).toBeTruthy();
    expect(document.querySelector('[data-profile="Hébergeur test"] [data-sending]')).toBeNull();
    // a second profile that allows sending, its key read from an environment variable
    await set("profile_name", "Envoi direct");
    await set("p_provider", "Fournisseur Test");
    await set("p_model", "modele-2");
    await set("p_endpoint", "https://llm.example.invalid");
    await set("p_country", "TN");
    const allow = document.querySelector<HTMLInputElement>('[name="p_send"]')!;
    allow.checked = true;
    await fireEvent.change(allow);
    await set("p_key", "CLE_API");
    await fireEvent.click(screen.getByText("Ajouter ou mettre à jour"));
    expect(document.querySelector('[data-profile="Envoi direct"] [data-sending]')).toBeTruthy();
    await fireEvent.click(screen.getByText("Enregistrer les réglages"));
    await flush();
    const sent = vi.mocked(api.saveSettings).mock.calls[0][0];
    expect(sent.operator_name).toBe("Agent Test");
    expect(sent.threshold).toBe(0.7);
    expect(sent.policy.per_entity.CIN).toEqual({ kind: "redact" });
    expect(sent.destinations).toEqual([
      // sorted by name
      {
        name: "Envoi direct",
        destination: {
          provider: "Fournisseur Test", model: "modele-2", endpoint: "https://llm.example.invalid",
          country: "TN", transfer_authorization: null, adequacy: null, recipient: null, art50_assessment: null,
          sending: { enabled: true, api_key: { env: "CLE_API" }, ca_file: null },
        },
      },
      {
        name: "Hébergeur test",
        destination: {
          provider: "Fournisseur Test", model: "modele-1", endpoint: "https://llm.example.invalid",
          country: "TN", transfer_authorization: null, adequacy: null, recipient: null, art50_assessment: null,
        },
      },
    ]);
    expect(onsaved).toHaveBeenCalledWith(sent);
    expect(document.querySelector("[data-saved]")).toBeTruthy();
  });

  it("keeps the law's fields of a destination abroad (art. 50, 51, recipient)", async () => {
    vi.mocked(api.saveSettings).mockImplementation(async (s) => s);
    render(SettingsScreen, { settings: base(), onsaved: () => {}, onerror: () => {} });
    const set = async (name: string, v: string) => {
      const el = document.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)!;
      el.value = v;
      await fireEvent[el.tagName === "SELECT" ? "change" : "input"](el);
    };
    await set("profile_name", "Étranger");
    await set("p_provider", "Fournisseur Test");
    await set("p_model", "modele-1");
    await set("p_endpoint", "https://llm.example.invalid");
    expect(document.querySelector('[name="p_adequacy"]')).toBeNull(); // in Tunisia: not asked
    await set("p_country", "fr");
    await set("p_adequacy", "not_adequate");
    await set("p_recipient_entity", "Fournisseur Test SAS");
    await set("p_recipient_role", "controller");
    await set("p_art50_date", "2026-01-10");
    await set("p_art50_by", "Agent Test");
    await set("p_art50_conclusion", "risk");
    await fireEvent.click(screen.getByText("Ajouter ou mettre à jour"));
    await fireEvent.click(screen.getByText("Enregistrer les réglages"));
    await flush();
    const d = vi.mocked(api.saveSettings).mock.calls[0][0].destinations[0].destination;
    expect([d.country, d.adequacy]).toEqual(["FR", "not_adequate"]);
    expect(d.recipient).toEqual({ legal_entity: "Fournisseur Test SAS", role: "controller" });
    expect(d.art50_assessment).toEqual({ date: "2026-01-10", assessed_by: "Agent Test", conclusion: "risk", reference: null });
  });

  it("shows the register's art. 52 setting and changes it there", async () => {
    vi.mocked(api.getArt52).mockResolvedValue("warn");
    vi.mocked(api.setArt52).mockImplementation(async (m) => m);
    render(SettingsScreen, { settings: base(), onsaved: () => {}, onerror: () => {} });
    for (let i = 0; i < 4; i++) await Promise.resolve();
    await tick();
    const box = document.querySelector<HTMLElement>("[data-art52]")!;
    expect(box.dataset.art52).toBe("warn");
    const sel = document.querySelector<HTMLSelectElement>('[name="art52"]')!;
    sel.value = "block";
    await fireEvent.change(sel);
    for (let i = 0; i < 4; i++) await Promise.resolve();
    await tick();
    expect(api.setArt52).toHaveBeenCalledWith("block");
    expect(document.querySelector<HTMLElement>("[data-art52]")!.dataset.art52).toBe("block");
    expect(api.saveSettings).not.toHaveBeenCalled();
  });

  it("keeps the data controller and the four-eyes review in the register", async () => {
    const org = { art52: "block" as const, four_eyes: false, controller: null };
    vi.mocked(api.getOrganisation).mockResolvedValue(org);
    vi.mocked(api.setController).mockImplementation(async (c) => ({ ...org, controller: c }));
    vi.mocked(api.setFourEyes).mockImplementation(async (on) => ({ ...org, four_eyes: on }));
    render(SettingsScreen, { settings: base(), onsaved: () => {}, onerror: () => {} });
    for (let i = 0; i < 4; i++) await Promise.resolve();
    await tick();
    const box = () => document.querySelector<HTMLElement>("fieldset.organisation")!;
    expect([box().dataset.fourEyes, box().dataset.controller]).toEqual(["false", ""]);
    const set = async (name: string, v: string) => {
      const el = document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
      el.value = v;
      await fireEvent.input(el);
    };
    await set("c_organisation", " Société Test SA ");
    await set("c_representative", "Gérante");
    await set("c_declaration_number", "INPDP-DEC-1");
    await set("c_declaration_date", "2025-06-01");
    await fireEvent.click(document.querySelector<HTMLButtonElement>("button.save-controller")!);
    for (let i = 0; i < 4; i++) await Promise.resolve();
    await tick();
    expect(api.setController).toHaveBeenCalledWith({
      organisation: "Société Test SA", legal_representative: "Gérante",
      declaration: { number: "INPDP-DEC-1", date: "2025-06-01" },
    });
    expect(box().dataset.controller).toBe("Société Test SA");
    await fireEvent.click(document.querySelector<HTMLInputElement>('[name="four_eyes"]')!);
    for (let i = 0; i < 4; i++) await Promise.resolve();
    await tick();
    expect(api.setFourEyes).toHaveBeenCalledWith(true);
    expect(box().dataset.fourEyes).toBe("true");
    expect(api.saveSettings).not.toHaveBeenCalled();
  });

  it("says in the warn option that the transfer stays punishable (art. 90)", async () => {
    vi.mocked(api.getArt52).mockResolvedValue("block");
    for (const lang of ["fr", "en", "ar"] as const) {
      i18n.lang = lang;
      render(SettingsScreen, { settings: base(), onsaved: () => {}, onerror: () => {} });
      for (let i = 0; i < 4; i++) await Promise.resolve();
      await tick();
      const warn = document.querySelector<HTMLOptionElement>('[name="art52"] option[value="warn"]')!;
      expect(warn.textContent).toContain("90");
      expect(document.querySelector<HTMLSelectElement>('[name="art52"]')!.value).toBe("block");
      cleanup();
    }
  });

  it("hides the art. 52 control without a register", async () => {
    vi.mocked(api.getArt52).mockRejectedValue({ code: "no_data_dir", message: "x" });
    render(SettingsScreen, { settings: base(), onsaved: () => {}, onerror: () => {} });
    for (let i = 0; i < 4; i++) await Promise.resolve();
    await tick();
    expect(document.querySelector("[data-art52]")).toBeNull();
  });

  it("speaks Arabic", () => {
    i18n.lang = "ar";
    render(SettingsScreen, { settings: base(), onsaved: () => {}, onerror: () => {} });
    expect(screen.getByText("حفظ الإعدادات")).toBeTruthy();
  });
});
