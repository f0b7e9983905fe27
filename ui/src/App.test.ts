import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/svelte";
import { tick } from "svelte";
import { documentView } from "./lib/fixtures";

vi.mock("./lib/api", () => ({
  decide: vi.fn(),
  decideAll: vi.fn(),
  preview: vi.fn(),
  openDocument: vi.fn(),
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
import { previewView } from "./lib/fixtures";

const settle = async () => {
  for (let i = 0; i < 5; i++) {
    await Promise.resolve();
    await tick();
  }
};

function setup(cli: string | null) {
  vi.mocked(api.cliPath).mockResolvedValue(cli);
  vi.mocked(api.onFileDrop).mockResolvedValue(() => {});
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
    expect(screen.getByRole("heading").textContent).toBe("Ouvrir un document");
    expect(document.documentElement.dir).toBe("ltr");
  });

  it("opens the file given on the command line, then previews it", async () => {
    setup("/tmp/note.txt");
    vi.mocked(api.openDocument).mockResolvedValue(documentView());
    vi.mocked(api.preview).mockResolvedValue(previewView(3));
    render(App);
    await settle();
    expect(api.openDocument).toHaveBeenCalledWith("/tmp/note.txt");
    expect(document.querySelectorAll('mark[data-status="pending"]').length).toBe(3);
    await fireEvent.click(screen.getByText("Aperçu de l'envoi"));
    await settle();
    expect(document.querySelector("[data-pending]")?.textContent).toContain("3");
  });

  it("shows the core's message when a file is refused", async () => {
    setup(null);
    vi.mocked(api.pickFile).mockResolvedValue("/tmp/locked.pdf");
    vi.mocked(api.openDocument).mockRejectedValue({
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
    vi.mocked(api.onFileDrop).mockImplementation(async (cb) => {
      drop = cb;
      return () => {};
    });
    vi.mocked(api.openDocument).mockResolvedValue(documentView());
    render(App);
    await settle();
    drop("/tmp/dropped.txt");
    await settle();
    expect(api.openDocument).toHaveBeenCalledWith("/tmp/dropped.txt");
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
    expect(screen.getByRole("heading").textContent).toBe("فتح وثيقة");
  });
});
