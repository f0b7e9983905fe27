import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/svelte";
import { tick } from "svelte";
import { countsOf, emptyFilters, shortDate, toQuery } from "./register";
import type { RecordRow } from "./types";

vi.mock("./api", () => ({
  listRecords: vi.fn(),
  recordDetail: vi.fn(),
  verifyRegister: vi.fn(),
  exportRegister: vi.fn(),
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
