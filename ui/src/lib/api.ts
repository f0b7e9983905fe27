// The only module that talks to the Rust side. Components import these functions (and the
// tests mock this module); nothing else calls invoke.
import { Channel, invoke } from "@tauri-apps/api/core";
import { getCurrentWebview } from "@tauri-apps/api/webview";
import { open, save } from "@tauri-apps/plugin-dialog";
import type {
  Anchor, Art52Mode, CommandError, Controller, Decision, DocumentView, Entity, ExportFormat, Exported, FindingView, Integrity,
  OpenStage, Operator, Organisation, Preview, RecentView, RecordDetail, RecordMeta, RecordRow, Recorded, RegisterQuery,
  ResponseVerdict, SendVerdict, Settings, TransferCheck,
} from "./types";

export const FORMATS = ["pdf", "docx", "txt", "md", "csv"];

export function openDocument(path: string): Promise<DocumentView> {
  return invoke("open_document", { path });
}

/**
 * Open a document off the main thread, calling `onStage` at each stage (reading, page i of n,
 * detection, ready). With `recent`, the path must be a recent document whose file is unchanged.
 */
export function openWithProgress(
  path: string,
  recent: boolean,
  onStage: (s: OpenStage) => void,
): Promise<DocumentView> {
  const onProgress = new Channel<OpenStage>();
  onProgress.onmessage = onStage;
  return invoke("open_with_progress", { path, recent, onProgress });
}

/** The recent documents, most recent first, with review progress and recorded state. */
export function recentDocuments(): Promise<RecentView[]> {
  return invoke("recent_documents");
}

/** Forget one recent document; returns the list left. */
export function forgetRecent(path: string): Promise<RecentView[]> {
  return invoke("forget_recent", { path });
}

/** Forget every recent document; returns the (empty) list. */
export function clearRecent(): Promise<RecentView[]> {
  return invoke("clear_recent");
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

/** The checks of recording the reviewed document with `meta` (nothing written): tokens,
 * chunks, residual leaks, transfer rules. */
export function checkRecord(meta: RecordMeta): Promise<TransferCheck> {
  return invoke("check_record", { meta });
}

/** Check an API's response to a record (pasted text or a file chosen in the dialog): the
 * restored text when clean, the incident otherwise; journaled in the register either way. */
export function verifyResponse(id: number, response: { text: string } | { path: string }): Promise<ResponseVerdict> {
  return invoke("verify_response", { id, ...response });
}

/** Ask the officer for a response file; null when the dialog is cancelled. */
export async function pickResponse(title: string): Promise<string | null> {
  const path = await open({ title, multiple: false, directory: false });
  return typeof path === "string" ? path : null;
}

/** Append the reviewed document to the audit register; refused while findings are pending.
 * `profile`: the saved destination the form was filled from, unchanged (the record keeps a
 * versioned snapshot of it, which sending needs). */
export function record(meta: RecordMeta, profile: string | null = null): Promise<Recorded> {
  return invoke("record", { meta, profile });
}

/** Send a record to its destination (only when its saved destination enables sending); every
 * answer is verified before it comes back: restored when clean, the incident otherwise. */
export function sendRecord(id: number): Promise<SendVerdict> {
  return invoke("send_record", { id });
}

/** The audit records matching the filters, oldest first. */
export function listRecords(query: RegisterQuery): Promise<RecordRow[]> {
  return invoke("list_records", { query });
}

export function recordDetail(id: number): Promise<RecordDetail> {
  return invoke("record_detail", { id });
}

/** Verify the register's hash chain. */
export function verifyRegister(): Promise<Integrity> {
  return invoke("verify_register");
}

const EXPORT_EXTENSIONS: Record<ExportFormat, string> = { csv: "csv", jsonl: "jsonl", pdf: "pdf" };

/** Ask where to save, then export the filtered records there; null when cancelled. */
export async function exportRegister(
  query: RegisterQuery,
  format: ExportFormat,
  title: string,
): Promise<Exported | null> {
  const ext = EXPORT_EXTENSIONS[format];
  const path = await save({
    title,
    defaultPath: `registre-caviard.${ext}`,
    filters: [{ name: format.toUpperCase(), extensions: [ext] }],
  });
  if (!path) return null;
  return invoke("export_register", { query, format, path });
}

/** Mask a selected text by hand (at its anchor, or every occurrence); returns the new view. */
export function addManual(entity: Entity, text: string, anchor: Anchor | null, every: boolean): Promise<DocumentView> {
  return invoke("add_manual", { entity, text, anchor, every });
}

/** Undo the last decision or manual mask; returns the new view. */
export function undo(): Promise<DocumentView> {
  return invoke("undo");
}

/** Change the masking operator of a type for the open document; returns the new preview. */
export function setOperator(entity: Entity, operator: Operator): Promise<Preview> {
  return invoke("set_operator", { entity, operator });
}

/**
 * The saved settings. Destination profiles live here for now (a JSON file in the app's data
 * directory); when the core register keeps versioned destination profiles, only these two
 * functions change.
 */
export function getSettings(): Promise<Settings> {
  return invoke("get_settings");
}

export function saveSettings(settings: Settings): Promise<Settings> {
  return invoke("save_settings", { settings });
}

/** The organisation's settings the transfer rules apply (art. 52, four-eyes, controller). */
export function getOrganisation(): Promise<Organisation> {
  return invoke("get_organisation");
}

export function setFourEyes(on: boolean): Promise<Organisation> {
  return invoke("set_four_eyes", { on });
}

/** The data controller and its art. 7 declaration (null clears it). */
export function setController(controller: Controller | null): Promise<Organisation> {
  return invoke("set_controller", { controller });
}

/** The organisation's art. 52 setting, kept in the register (the CLI's `settings art52`). */
export function getArt52(): Promise<Art52Mode> {
  return invoke("get_art52");
}

export function setArt52(mode: Art52Mode): Promise<Art52Mode> {
  return invoke("set_art52", { mode });
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
