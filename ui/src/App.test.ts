import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/svelte";
import { tick } from "svelte";
import { documentView } from "./lib/fixtures";

vi.mock("./lib/api", () => ({
  decide: vi.fn(),
  decideAll: vi.fn(),
  preview: vi.fn(),
  openDocument: vi.fn(),
  openWithProgress: vi.fn(),
  recentDocuments: vi.fn(),
  forgetRecent: vi.fn(),
  clearRecent: vi.fn(),
  cliPath: vi.fn(),
  pickFile: vi.fn(),
  onFileDrop: vi.fn(),
  getSettings: vi.fn(),
  saveSettings: vi.fn(),
  setOperator: vi.fn(),
  asCommandError: (e: unknown) => e,
}));

import * as api from "./lib/api";
import App from "./App.svelte";
import { i18n } from "./lib/i18n.svelte";
import { previewView, recentView } from "./lib/fixtures";
import type { OpenStage } from "./lib/types";

const settle = async () => {
  for (let i = 0; i < 5; i++) {
    await Promise.resolve();
    await tick();
  }
};

function setup(cli: string | null) {
  vi.mocked(api.cliPath).mockResolvedValue(cli);
  vi.mocked(api.onFileDrop).mockResolvedValue(() => {});
  vi.mocked(api.recentDocuments).mockResolvedValue([]);
}

afterEach(() => {
  cleanup();
  i18n.lang = "fr";
  vi.resetAllMocks();
});

describe("App", () => {
  it("starts on the open screen in French", async () => {
    setup(null);
    render(App);
    await settle();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Ouvrir un document");
    expect(document.documentElement.dir).toBe("ltr");
  });

  it("opens the file given on the command line, then previews it", async () => {
    setup("/tmp/note.txt");
    vi.mocked(api.openWithProgress).mockResolvedValue(documentView());
    vi.mocked(api.preview).mockResolvedValue(previewView(3));
    render(App);
    await settle();
    expect(api.openWithProgress).toHaveBeenCalledWith("/tmp/note.txt", false, expect.any(Function));
    expect(document.querySelectorAll('mark[data-status="pending"]').length).toBe(3);
    await fireEvent.click(screen.getByText("Aperçu de l'envoi"));
    await settle();
    expect(document.querySelector("[data-pending]")?.textContent).toContain("3");
  });

  it("shows the core's message when a file is refused", async () => {
    setup(null);
    vi.mocked(api.pickFile).mockResolvedValue("/tmp/locked.pdf");
    vi.mocked(api.openWithProgress).mockRejectedValue({
      code: "encrypted",
      message: "Ce PDF est protégé par mot de passe (chiffré) : retirez la protection avant de l'analyser.",
    });
    render(App);
    await fireEvent.click(screen.getByText("Choisir un fichier…"));
    await settle();
    const alert = screen.getByRole("alert");
    expect(alert.dataset.code).toBe("encrypted");
    expect(alert.textContent).toContain("protégé par mot de passe");
  });

  it("opens a dropped file", async () => {
    let drop: (p: string) => void = () => {};
    vi.mocked(api.cliPath).mockResolvedValue(null);
    vi.mocked(api.recentDocuments).mockResolvedValue([]);
    vi.mocked(api.onFileDrop).mockImplementation(async (cb) => {
      drop = cb;
      return () => {};
    });
    vi.mocked(api.openWithProgress).mockResolvedValue(documentView());
    render(App);
    await settle();
    drop("/tmp/dropped.txt");
    await settle();
    expect(api.openWithProgress).toHaveBeenCalledWith("/tmp/dropped.txt", false, expect.any(Function));
    expect(document.querySelectorAll("mark").length).toBe(3);
  });

  it("switches the whole layout to right to left in Arabic", async () => {
    setup(null);
    render(App);
    await settle();
    const select = screen.getByRole("combobox") as HTMLSelectElement;
    await fireEvent.change(select, { target: { value: "ar" } });
    await settle();
    expect(document.documentElement.dir).toBe("rtl");
    expect(document.documentElement.lang).toBe("ar");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("فتح وثيقة");
  });

  it("lists recent documents with date, short hash, progress and recorded state; a click reopens", async () => {
    setup(null);
    vi.mocked(api.recentDocuments).mockResolvedValue([
      recentView("/docs/contrat.pdf", { decided: 12, findings: 15 }, true),
      recentView("/docs/paie.docx", null, false),
    ]);
    vi.mocked(api.openWithProgress).mockResolvedValue(documentView());
    render(App);
    await settle();
    const items = Array.from(document.querySelectorAll<HTMLElement>("[data-recent]"));
    expect(items.map((li) => li.dataset.recent)).toEqual(["/docs/contrat.pdf", "/docs/paie.docx"]);
    expect(items[0].textContent).toContain("contrat.pdf");
    expect(items[0].textContent).toContain("12/15 décidées");
    expect(items[0].textContent).toContain("0123456789ab");
    expect(items[0].textContent).not.toContain("0123456789abc");
    expect(items[0].querySelector(".recorded")?.textContent).toBe("enregistré");
    expect(items[1].querySelector(".not-recorded")?.textContent).toBe("non enregistré");
    expect(items[1].textContent).toContain("relecture non commencée");
    expect(items[1].textContent).toContain("non enregistré");
    await fireEvent.click(items[0].querySelector("button.entry")!);
    await settle();
    expect(api.openWithProgress).toHaveBeenCalledWith("/docs/contrat.pdf", true, expect.any(Function));
    expect(document.querySelectorAll("mark").length).toBe(3);
  });

  it("offers to remove a recent document that moved, and removes it", async () => {
    setup(null);
    vi.mocked(api.recentDocuments).mockResolvedValue([recentView("/docs/parti.pdf", null, false)]);
    vi.mocked(api.openWithProgress).mockRejectedValue({
      code: "recent_missing",
      message: "Le document /docs/parti.pdf est introuvable : il a été déplacé, renommé ou supprimé.",
    });
    vi.mocked(api.forgetRecent).mockResolvedValue([]);
    render(App);
    await settle();
    await fireEvent.click(document.querySelector<HTMLElement>("[data-recent] button.entry")!);
    await settle();
    const alert = document.querySelector<HTMLElement>('[data-recent] [role="alert"]')!;
    expect(alert.dataset.code).toBe("recent_missing");
    expect(alert.textContent).toContain("introuvable");
    expect(alert.textContent).not.toContain("Ouvrir comme nouveau document");
    vi.mocked(api.recentDocuments).mockResolvedValue([]);
    await fireEvent.click(screen.getByText("Retirer de la liste"));
    await settle();
    expect(api.forgetRecent).toHaveBeenCalledWith("/docs/parti.pdf");
    expect(document.querySelectorAll("[data-recent]").length).toBe(0);
    expect(screen.getByText("Aucun document ouvert récemment.")).toBeTruthy();
  });

  it("opens a changed recent document as a new one when asked", async () => {
    setup(null);
    vi.mocked(api.recentDocuments).mockResolvedValue([recentView("/docs/modifie.txt", null, false)]);
    vi.mocked(api.openWithProgress).mockRejectedValueOnce({
      code: "recent_changed",
      message: "Le document /docs/modifie.txt a été modifié depuis sa dernière ouverture.",
    });
    render(App);
    await settle();
    await fireEvent.click(document.querySelector<HTMLElement>("[data-recent] button.entry")!);
    await settle();
    vi.mocked(api.openWithProgress).mockResolvedValue(documentView());
    await fireEvent.click(screen.getByText("Ouvrir comme nouveau document"));
    await settle();
    expect(api.openWithProgress).toHaveBeenLastCalledWith("/docs/modifie.txt", false, expect.any(Function));
    expect(document.querySelectorAll("mark").length).toBe(3);
  });

  it("clears the recent list", async () => {
    setup(null);
    vi.mocked(api.recentDocuments).mockResolvedValue([recentView("/docs/a.txt", null, false)]);
    vi.mocked(api.clearRecent).mockResolvedValue([]);
    render(App);
    await settle();
    await fireEvent.click(screen.getByText("Effacer la liste"));
    await settle();
    expect(api.clearRecent).toHaveBeenCalled();
    expect(document.querySelectorAll("[data-recent]").length).toBe(0);
  });

  it("shows the opening stage with a bar while a long document is read", async () => {
    setup(null);
    vi.mocked(api.pickFile).mockResolvedValue("/docs/long.pdf");
    let report: (s: OpenStage) => void = () => {};
    let finish: () => void = () => {};
    vi.mocked(api.openWithProgress).mockImplementation(
      (_p, _r, onStage) =>
        new Promise((resolve) => {
          report = onStage;
          finish = () => resolve(documentView());
        }),
    );
    render(App);
    await settle();
    await fireEvent.click(screen.getByText("Choisir un fichier…"));
    await settle();
    report({ stage: "extracting", page: 30, pages: 100 });
    await settle();
    const bar = screen.getByRole("progressbar");
    expect(bar.getAttribute("aria-valuenow")).toBe("29");
    expect(document.querySelector(".stage")?.textContent).toBe("Extraction : page 30/100");
    report({ stage: "extracting", page: 31, pages: 100 });
    report({ stage: "detecting" });
    await settle();
    // painted at most every 100 ms: the page stages in between are dropped, the latest shown
    expect(bar.getAttribute("aria-valuenow")).toBe("29");
    await new Promise((r) => setTimeout(r, 120));
    await settle();
    expect(bar.getAttribute("aria-valuenow")).toBe("90");
    expect(document.querySelector(".stage")?.textContent).toBe("Détection des données personnelles…");
    finish();
    await settle();
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(document.querySelectorAll("mark").length).toBe(3);
  });

  it("shows the progress of a file dropped on the review screen under the bar", async () => {
    let drop: (p: string) => void = () => {};
    vi.mocked(api.cliPath).mockResolvedValue("/docs/premier.txt");
    vi.mocked(api.recentDocuments).mockResolvedValue([]);
    vi.mocked(api.onFileDrop).mockImplementation(async (cb) => {
      drop = cb;
      return () => {};
    });
    vi.mocked(api.openWithProgress).mockResolvedValueOnce(documentView());
    render(App);
    await settle();
    expect(document.querySelectorAll("mark").length).toBe(3);
    let report: (s: OpenStage) => void = () => {};
    vi.mocked(api.openWithProgress).mockImplementation(
      (_p, _r, onStage) =>
        new Promise(() => {
          report = onStage;
        }),
    );
    drop("/docs/second.pdf");
    await settle();
    report({ stage: "extracting", page: 2, pages: 4 });
    await settle();
    expect(document.querySelector(".stage")?.textContent).toBe("Extraction : page 2/4");
    expect(document.querySelectorAll("mark").length).toBe(3); // still the first document meanwhile
  });
});
