// The only module that talks to the Rust side. Components import these functions (and the
// tests mock this module); nothing else calls invoke.
import { invoke } from "@tauri-apps/api/core";
import { getCurrentWebview } from "@tauri-apps/api/webview";
import { open } from "@tauri-apps/plugin-dialog";
import type { CommandError, Decision, DocumentView, Entity, FindingView, Preview } from "./types";

export const FORMATS = ["pdf", "docx", "txt", "md", "csv"];

export function openDocument(path: string): Promise<DocumentView> {
  return invoke("open_document", { path });
}

export function decide(id: number, decision: Decision): Promise<FindingView[]> {
  return invoke("decide", { id, decision });
}

export function decideAll(entity: Entity, decision: Decision): Promise<FindingView[]> {
  return invoke("decide_all", { entity, decision });
}

export function preview(): Promise<Preview> {
  return invoke("preview");
}

/** The file given on the command line, if any. */
export function cliPath(): Promise<string | null> {
  return invoke("cli_path");
}

/** Ask the officer for a document; null when the dialog is cancelled. */
export async function pickFile(title: string): Promise<string | null> {
  const path = await open({
    title,
    multiple: false,
    directory: false,
    filters: [{ name: "Documents", extensions: FORMATS }],
  });
  return typeof path === "string" ? path : null;
}

/** Call `cb` with the first file dropped on the window; returns the unlisten function. */
export function onFileDrop(cb: (path: string) => void): Promise<() => void> {
  return getCurrentWebview().onDragDropEvent((e) => {
    if (e.payload.type === "drop" && e.payload.paths.length > 0) cb(e.payload.paths[0]);
  });
}

/** Normalise anything thrown by invoke into a CommandError. */
export function asCommandError(e: unknown): CommandError {
  if (e && typeof e === "object" && "code" in e && "message" in e) {
    return { code: String(e.code), message: String(e.message) };
  }
  return { code: "internal", message: String(e) };
}
