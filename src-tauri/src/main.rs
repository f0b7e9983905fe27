//! Caviard's desktop shell: a few Tauri commands over the core's review [`Session`].
//!
//! Every command body is a few lines calling `caviard::view`; the state is the one open session.
//! Errors reach the UI as `{ code, message }`: a stable code to branch on and the core's French
//! message for the officer. The app makes no network connection (no HTTP plugin, strict CSP).

#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

use std::path::{Path, PathBuf};
use std::sync::{Mutex, MutexGuard};

use caviard::audit::Controller;
use caviard::audit::{RecordMeta, Register};
use caviard::detect::ScanOptions;
use caviard::extract::Limits;
use caviard::ledger::{
    self, EventView, ExportFormat, Exported, Integrity, RecordDetail, RecordRow, Recorded,
    RegisterQuery, ResponseVerdict, SendVerdict,
};
use caviard::mask::Operator;
use caviard::recent::{self, RecentList, RecentView};
use caviard::review::Decision;
use caviard::rules::{Art52Mode, Organisation};
use caviard::settings::Settings;
use caviard::transfer::{self, TransferCheck};
use caviard::vault::VaultKey;
use caviard::view::{Anchor, DocumentView, FindingView, OpenStage, Preview, Session};
use caviard::{Entity, ErrorCode};
use serde::Serialize;
use tauri::ipc::Channel;
use tauri::{AppHandle, Manager, Runtime, State};

/// Codes of the errors the shell itself raises.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
enum AppCode {
    NoDocument,
    UnknownFinding,
    NoDataDir,
    NoOperator,
    NotRecent,
    Interrupted,
}

/// A stable error code: the core's, or the shell's own.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(untagged)]
enum Code {
    Core(ErrorCode),
    App(AppCode),
    Send(caviard_send::ErrorCode),
}

/// What a failed command returns to the UI.
#[derive(Debug, Serialize)]
struct CommandError {
    code: Code,
    message: String,
}

impl From<caviard::Error> for CommandError {
    fn from(e: caviard::Error) -> Self {
        CommandError {
            code: Code::Core(e.code()),
            message: e.to_string(),
        }
    }
}

impl From<caviard_send::Error> for CommandError {
    fn from(e: caviard_send::Error) -> Self {
        match e {
            caviard_send::Error::Core(e) => e.into(),
            e => CommandError {
                code: Code::Send(e.code()),
                message: e.to_string(),
            },
        }
    }
}

impl CommandError {
    fn app(code: AppCode) -> Self {
        let message = match code {
            AppCode::NoDocument => "Aucun document n'est ouvert.",
            AppCode::UnknownFinding => "Cette détection n'existe pas dans le document ouvert.",
            AppCode::NoDataDir => {
                "Aucun dossier de données n'est disponible pour cet utilisateur : le registre d'audit ne peut pas être ouvert."
            }
            AppCode::NoOperator => {
                "Indiquez votre nom dans les réglages (nom de l'opérateur) : la vérification d'une réponse est inscrite au registre à votre nom."
            }
            AppCode::NotRecent => "Ce document ne figure plus dans la liste des documents récents.",
            AppCode::Interrupted => {
                "L'ouverture du document a été interrompue par une erreur interne : réessayez."
            }
        };
        CommandError {
            code: Code::App(code),
            message: message.to_string(),
        }
    }
}

type CmdResult<T> = Result<T, CommandError>;

/// Saved reviews (`relectures/<sha256>.json`) of documents no longer in the recent list are
/// deleted at start once untouched for this many days.
const REVIEW_RETENTION_DAYS: u64 = 90;

/// The app's state: the document under review, the file given on the command line, and the
/// data directory (the audit register lives there, as `registre.sqlite`).
#[derive(Default)]
struct AppState {
    session: Mutex<Option<Session>>,
    cli_path: Option<PathBuf>,
    data_dir: Option<PathBuf>,
}

impl AppState {
    fn dir(&self) -> CmdResult<&Path> {
        self.data_dir
            .as_deref()
            .ok_or(CommandError::app(AppCode::NoDataDir))
    }

    /// The settings file (in the data directory, beside the register).
    fn settings_path(&self) -> CmdResult<PathBuf> {
        Ok(self.dir()?.join("reglages.json"))
    }

    /// The saved settings; the defaults when there is no data directory.
    fn settings(&self) -> CmdResult<Settings> {
        match &self.data_dir {
            Some(_) => Ok(Settings::load(&self.settings_path()?)?),
            None => Ok(Settings::default()),
        }
    }

    /// The audit register, created on first use.
    fn register(&self) -> CmdResult<Register> {
        Ok(Register::open(&self.register_path()?)?)
    }

    fn register_path(&self) -> CmdResult<PathBuf> {
        Ok(self.dir()?.join("registre.sqlite"))
    }

    /// The register and its vault key (`registre.sqlite.vaultkey`, created 0600 on first use:
    /// the same file as the CLI's default).
    fn register_and_key(&self) -> CmdResult<(Register, VaultKey)> {
        let reg = self.register()?;
        let key = VaultKey::open_for(&reg, &VaultKey::default_path(&self.register_path()?))?;
        Ok((reg, key))
    }

    /// The recent documents file (in the data directory, beside the settings).
    fn recent_path(&self) -> CmdResult<PathBuf> {
        Ok(self.dir()?.join("recents.json"))
    }

    /// The recent documents as the start screen shows them (no register yet: none recorded).
    fn recent(&self, list: &RecentList) -> CmdResult<Vec<RecentView>> {
        let dir = self.dir()?;
        let reg = match Register::open_existing(&dir.join("registre.sqlite")) {
            Ok(r) => Some(r),
            Err(caviard::Error::RegisterNotFound(_)) => None,
            Err(e) => return Err(e.into()),
        };
        Ok(recent::overview(
            list,
            &dir.join("relectures"),
            reg.as_ref(),
        )?)
    }

    /// Put the document just opened at the top of the recent list. Best effort: an unreadable
    /// list is left as it is (the start screen shows why and offers to clear it).
    fn remember(&self, path: &str, session: &Session, name: &str) {
        let Ok(file) = self.recent_path() else { return };
        let Ok(mut list) = RecentList::load(&file) else {
            return;
        };
        list.touch(path, name, &session.sha256(), chrono::Utc::now());
        if let Err(e) = list.save(&file) {
            eprintln!("caviard-app: {e}");
        }
    }

    /// Delete the saved reviews untouched for [`REVIEW_RETENTION_DAYS`], except those of the
    /// recent documents. Skipped when the recent list cannot be read (nothing is lost then).
    fn purge_old_reviews(&self) -> CmdResult<usize> {
        let dir = self.dir()?;
        let list = RecentList::load(&self.recent_path()?)?;
        let keep: Vec<&str> = list.documents().iter().map(|d| d.sha256.as_str()).collect();
        let age = std::time::Duration::from_secs(REVIEW_RETENTION_DAYS * 86_400);
        let cutoff = std::time::SystemTime::now() - age;
        Ok(caviard::view::purge_saved_reviews(
            &dir.join("relectures"),
            cutoff,
            &keep,
        )?)
    }

    /// Open (extract and scan) a document, telling `progress` each stage; it replaces the one
    /// under review and goes to the top of the recent documents.
    fn open(&self, path: &str, progress: &mut dyn FnMut(OpenStage)) -> CmdResult<DocumentView> {
        let settings = self.settings()?;
        let opts = ScanOptions {
            threshold: settings.threshold,
        };
        let mut session = Session::open_with(Path::new(path), &Limits::default(), &opts, progress)?;
        session.set_seed(caviard::mask::fresh_seed()?);
        session.set_policy(settings.policy);
        if let Some(dir) = &self.data_dir {
            session.keep_in(&dir.join("relectures"))?;
            // the record's label tag, fixed now so that the preview shows the recorded labels; a
            // register that cannot be opened does not stop the review (record reserves one then)
            let tag = self.register().and_then(|r| Ok(r.fresh_label_tag()?));
            session.set_label_tag(tag.ok());
            let name = Path::new(path).file_name().unwrap_or_default();
            self.remember(path, &session, &name.to_string_lossy());
        }
        let view = session.view();
        *self.lock() = Some(session);
        Ok(view)
    }

    fn lock(&self) -> MutexGuard<'_, Option<Session>> {
        self.session.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Run `f` on the open session.
    fn with<T>(&self, f: impl FnOnce(&mut Session) -> CmdResult<T>) -> CmdResult<T> {
        f(self
            .lock()
            .as_mut()
            .ok_or(CommandError::app(AppCode::NoDocument))?)
    }
}

/// Open (extract and scan) a document; it replaces the one under review.
#[tauri::command]
fn open_document(path: String, state: State<'_, AppState>) -> CmdResult<DocumentView> {
    state.open(&path, &mut |_| {})
}

/// Open a document off the main thread, sending each stage (reading, page i of n, detection,
/// ready) on `on_progress`. With `recent`, the path must be a recent document whose bytes are
/// unchanged (a clear message otherwise, the entry kept for the officer to remove).
#[tauri::command]
async fn open_with_progress<R: Runtime>(
    app: AppHandle<R>,
    path: String,
    recent: bool,
    on_progress: Channel<OpenStage>,
) -> CmdResult<DocumentView> {
    tauri::async_runtime::spawn_blocking(move || {
        let state = app.state::<AppState>();
        if recent {
            let list = RecentList::load(&state.recent_path()?)?;
            recent::check(
                list.get(&path)
                    .ok_or(CommandError::app(AppCode::NotRecent))?,
            )?;
        }
        // a closed channel (window gone) only loses the progress, not the document
        state.open(&path, &mut |s| drop(on_progress.send(s)))
    })
    .await
    .map_err(|_| CommandError::app(AppCode::Interrupted))?
}

/// The recent documents, most recent first, with their review progress and recorded state.
#[tauri::command]
fn recent_documents(state: State<'_, AppState>) -> CmdResult<Vec<RecentView>> {
    state.recent(&RecentList::load(&state.recent_path()?)?)
}

/// Forget one recent document (its saved review is kept); returns the list left.
#[tauri::command]
fn forget_recent(path: String, state: State<'_, AppState>) -> CmdResult<Vec<RecentView>> {
    let file = state.recent_path()?;
    let mut list = RecentList::load(&file)?;
    list.remove(&path);
    list.save(&file)?;
    state.recent(&list)
}

/// Forget every recent document ("effacer la liste"), an unreadable list included.
#[tauri::command]
fn clear_recent(state: State<'_, AppState>) -> CmdResult<Vec<RecentView>> {
    let list = RecentList::default();
    list.save(&state.recent_path()?)?;
    state.recent(&list)
}

/// The checks of recording the reviewed document with `meta`, nothing written: tokens, chunks,
/// residual leaks, transfer rules.
#[tauri::command]
fn check_record(meta: RecordMeta, state: State<'_, AppState>) -> CmdResult<TransferCheck> {
    let org = state.register()?.organisation()?;
    state.with(|s| Ok(transfer::prepare(&s.run(), meta, &org, chrono::Utc::now())?.check()))
}

/// Record the reviewed document through the core's recorded run (leak check, rules, chunks,
/// vault). Refused while findings are pending, on a leak or a blocking rule. When another
/// record took the label tag meanwhile, a new one is reserved and the refusal says the preview
/// changed.
///
/// `profile` names the saved destination the form was filled from, unchanged: the record then
/// keeps a versioned snapshot of it (the register's destination profiles, as the CLI's
/// `--destination`), which is what `send_record` needs.
#[tauri::command]
fn record(
    mut meta: RecordMeta,
    profile: Option<String>,
    state: State<'_, AppState>,
) -> CmdResult<Recorded> {
    let (mut reg, key) = state.register_and_key()?;
    let now = chrono::Utc::now();
    let org = reg.organisation()?;
    if let Some(name) = profile.as_deref().filter(|n| !n.trim().is_empty()) {
        meta.destination = reg.snapshot_destination(name, &meta.destination, now)?;
    }
    state.with(|s| {
        if s.policy().label_tag.is_none() {
            // no tag was reserved at open (the register was unavailable): the preview changes
            s.set_label_tag(Some(reg.fresh_label_tag()?));
            return Err(caviard::Error::LabelTagTaken.into());
        }
        let r = transfer::prepare(&s.run(), meta, &org, now)?.commit(&mut reg, &key, now);
        if let Err(caviard::Error::LabelTagTaken) = r {
            s.set_label_tag(Some(reg.fresh_label_tag()?));
        }
        Ok(r?.into())
    })
}

/// Send record `id` to its destination (only when its saved profile enables sending) and
/// verify every answer before returning it: the restored answers when clean, the incident
/// otherwise; every request and check journaled. Runs off the main thread: a slow provider
/// never freezes the window.
#[tauri::command]
async fn send_record(id: u64, state: State<'_, AppState>) -> CmdResult<SendVerdict> {
    let settings = state.settings()?;
    let operator = settings.operator_name.trim().to_string();
    if operator.is_empty() {
        return Err(CommandError::app(AppCode::NoOperator));
    }
    let (mut reg, key) = state.register_and_key()?;
    let opts = caviard_send::Options {
        scan: ScanOptions {
            threshold: settings.threshold,
        },
        ..caviard_send::Options::default()
    };
    tauri::async_runtime::spawn_blocking(move || -> CmdResult<SendVerdict> {
        let out =
            caviard_send::send_record(&mut reg, &key, id, &operator, &chrono::Utc::now, &opts)?;
        Ok(match out {
            caviard_send::Outcome::Clean { restored, events } => SendVerdict {
                restored: Some(restored),
                incident_chunk: None,
                events: events.iter().map(EventView::of).collect(),
            },
            caviard_send::Outcome::Incident { index, of, event } => SendVerdict {
                restored: None,
                incident_chunk: Some((index, of)),
                events: vec![EventView::of(&event)],
            },
        })
    })
    .await
    .map_err(|e| CommandError::from(caviard::Error::Io(std::io::Error::other(e.to_string()))))?
}

/// Check an API's response to record `id` (pasted `text`, or the file at `path` chosen in the
/// dialog) as the app's operator: restored when clean, an incident otherwise; journaled either
/// way.
#[tauri::command]
fn verify_response(
    id: u64,
    text: Option<String>,
    path: Option<String>,
    state: State<'_, AppState>,
) -> CmdResult<ResponseVerdict> {
    let settings = state.settings()?;
    let operator = settings.operator_name.trim();
    if operator.is_empty() {
        return Err(CommandError::app(AppCode::NoOperator));
    }
    let response = match (text, path) {
        (Some(t), _) => t,
        (None, p) => ledger::read_response(Path::new(&p.unwrap_or_default()))?,
    };
    let (mut reg, key) = state.register_and_key()?;
    let opts = ScanOptions {
        threshold: settings.threshold,
    };
    Ok(ledger::verify_response(
        &mut reg,
        id,
        &response,
        operator,
        &key,
        chrono::Utc::now(),
        &opts,
    )?)
}

/// Decide one finding; returns every finding with its status.
#[tauri::command]
fn decide(
    id: usize,
    decision: Decision,
    state: State<'_, AppState>,
) -> CmdResult<Vec<FindingView>> {
    state.with(|s| match s.decide(id, decision)? {
        true => Ok(s.findings()),
        false => Err(CommandError::app(AppCode::UnknownFinding)),
    })
}

/// Decide every finding of a type; returns every finding with its status.
#[tauri::command]
fn decide_all(
    entity: Entity,
    decision: Decision,
    state: State<'_, AppState>,
) -> CmdResult<Vec<FindingView>> {
    state.with(|s| {
        s.decide_all(entity, decision)?;
        Ok(s.findings())
    })
}

/// The text that would be sent as the decisions stand.
#[tauri::command]
fn preview(state: State<'_, AppState>) -> CmdResult<Preview> {
    state.with(|s| Ok(s.preview()))
}

/// Mask a selected text by hand (at its anchor, or every occurrence); returns the whole view
/// (the paragraphs are cut anew around the new masks).
#[tauri::command]
fn add_manual(
    entity: Entity,
    text: String,
    anchor: Option<Anchor>,
    every: bool,
    state: State<'_, AppState>,
) -> CmdResult<DocumentView> {
    state.with(|s| {
        s.add_manual(entity, &text, anchor, every)?;
        Ok(s.view())
    })
}

/// Undo the last decision or manual mask; returns the whole view.
#[tauri::command]
fn undo(state: State<'_, AppState>) -> CmdResult<DocumentView> {
    state.with(|s| {
        s.undo()?;
        Ok(s.view())
    })
}

/// Change the masking operator of one type for the open document; returns the new preview.
#[tauri::command]
fn set_operator(
    entity: Entity,
    operator: Operator,
    state: State<'_, AppState>,
) -> CmdResult<Preview> {
    state.with(|s| {
        let mut p = s.policy().clone();
        p.per_entity.insert(entity, operator);
        s.set_policy(p);
        Ok(s.preview())
    })
}

/// The organisation's art. 52 setting, kept in the register (shared with the CLI's
/// `caviard settings art52`).
#[tauri::command]
fn get_art52(state: State<'_, AppState>) -> CmdResult<Art52Mode> {
    Ok(state.register()?.art52_mode()?)
}

/// Change the art. 52 setting in the register; it applies to the next check or record.
#[tauri::command]
fn set_art52(mode: Art52Mode, state: State<'_, AppState>) -> CmdResult<Art52Mode> {
    let mut reg = state.register()?;
    reg.set_art52_mode(mode)?;
    Ok(reg.art52_mode()?)
}

/// The organisation's settings the transfer rules apply (art. 52 mode, four-eyes review, the
/// data controller), kept in the register.
#[tauri::command]
fn get_organisation(state: State<'_, AppState>) -> CmdResult<Organisation> {
    Ok(state.register()?.organisation()?)
}

/// Require (or not) an approver distinct from the operator on every record.
#[tauri::command]
fn set_four_eyes(on: bool, state: State<'_, AppState>) -> CmdResult<Organisation> {
    let mut reg = state.register()?;
    reg.set_four_eyes(on)?;
    Ok(reg.organisation()?)
}

/// Set (or clear) the organisation's data controller and its art. 7 declaration.
#[tauri::command]
fn set_controller(
    controller: Option<Controller>,
    state: State<'_, AppState>,
) -> CmdResult<Organisation> {
    let mut reg = state.register()?;
    reg.set_controller(controller.as_ref())?;
    Ok(reg.organisation()?)
}

/// The saved settings (defaults on first run).
#[tauri::command]
fn get_settings(state: State<'_, AppState>) -> CmdResult<Settings> {
    state.settings()
}

/// Check and save the settings; they apply to the next document opened.
#[tauri::command]
fn save_settings(settings: Settings, state: State<'_, AppState>) -> CmdResult<Settings> {
    settings.save(&state.settings_path()?)?;
    Ok(settings)
}

/// The audit records matching the register screen's filters.
#[tauri::command]
fn list_records(query: RegisterQuery, state: State<'_, AppState>) -> CmdResult<Vec<RecordRow>> {
    Ok(ledger::list(&state.register()?, &query)?)
}

/// One record in full, with its payload.
#[tauri::command]
fn record_detail(id: u64, state: State<'_, AppState>) -> CmdResult<RecordDetail> {
    Ok(ledger::detail(&state.register()?, id)?)
}

/// Verify the register's hash chain.
#[tauri::command]
fn verify_register(state: State<'_, AppState>) -> CmdResult<Integrity> {
    Ok(ledger::integrity(&state.register()?)?)
}

/// Export the filtered records to the file the officer chose in the save dialog.
#[tauri::command]
fn export_register(
    query: RegisterQuery,
    format: ExportFormat,
    path: String,
    state: State<'_, AppState>,
) -> CmdResult<Exported> {
    Ok(ledger::export_file(
        &state.register()?,
        &query,
        format,
        Path::new(&path),
    )?)
}

/// The file given on the command line (`caviard-app FILE`), opened at start by the UI.
#[tauri::command]
fn cli_path(state: State<'_, AppState>) -> Option<String> {
    state
        .cli_path
        .as_ref()
        .map(|p| p.to_string_lossy().into_owned())
}

/// The data directory, created 0700: the same as the CLI's (`--db` default), so both edges
/// write to one register (`~/.local/share/caviard/registre.sqlite` on Linux).
fn data_dir() -> Option<PathBuf> {
    let dir = directories::ProjectDirs::from("tn", "Caviard", "caviard")?
        .data_dir()
        .to_path_buf();
    let mut b = std::fs::DirBuilder::new();
    b.recursive(true);
    #[cfg(unix)]
    std::os::unix::fs::DirBuilderExt::mode(&mut b, 0o700);
    b.create(&dir).ok()?;
    Some(dir)
}

/// The builder shared by the app and the wiring tests.
fn builder<R: Runtime>(
    b: tauri::Builder<R>,
    start: Option<PathBuf>,
    data_dir: Option<PathBuf>,
) -> tauri::Builder<R> {
    let state = AppState {
        session: Mutex::new(None),
        cli_path: start,
        data_dir,
    };
    if state.data_dir.is_some() {
        if let Err(e) = state.purge_old_reviews() {
            eprintln!(
                "caviard-app: relectures anciennes non nettoyées : {}",
                e.message
            );
        }
    }
    b.manage(state).invoke_handler(tauri::generate_handler![
        open_document,
        decide,
        decide_all,
        preview,
        add_manual,
        undo,
        set_operator,
        get_settings,
        save_settings,
        get_art52,
        set_art52,
        get_organisation,
        set_four_eyes,
        set_controller,
        check_record,
        record,
        verify_response,
        send_record,
        list_records,
        record_detail,
        verify_register,
        export_register,
        cli_path,
        open_with_progress,
        recent_documents,
        forget_recent,
        clear_recent
    ])
}

fn main() {
    let cli_path = std::env::args_os()
        .nth(1)
        .map(PathBuf::from)
        .map(|p| std::path::absolute(&p).unwrap_or(p));
    builder(tauri::Builder::default(), cli_path, data_dir())
        .plugin(tauri_plugin_dialog::init())
        .run(tauri::generate_context!())
        .unwrap_or_else(|e| {
            eprintln!("caviard-app: {e}");
            std::process::exit(1)
        });
}

/// The test API server shared with the CLI's sending tests.
#[cfg(test)]
#[path = "../../tests/api_server/mod.rs"]
mod api_server;

#[cfg(test)]
mod tests {
    //! One wiring test per command, through Tauri's IPC on the mock runtime.

    use super::*;
    use serde_json::{json, Value};
    use tauri::ipc::{CallbackFn, InvokeBody};
    use tauri::test::{get_ipc_response, mock_builder, mock_context, noop_assets, INVOKE_KEY};
    use tauri::webview::InvokeRequest;
    use tauri::WebviewWindow;

    const SAMPLE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../examples/sample_fr.txt");

    fn window(start: Option<PathBuf>) -> WebviewWindow<tauri::test::MockRuntime> {
        window_in(start, None)
    }

    fn window_in(
        start: Option<PathBuf>,
        data_dir: Option<PathBuf>,
    ) -> WebviewWindow<tauri::test::MockRuntime> {
        let app = builder(mock_builder(), start, data_dir)
            .build(mock_context(noop_assets()))
            .expect("mock app");
        tauri::WebviewWindowBuilder::new(&app, "main", Default::default())
            .build()
            .expect("mock window")
    }

    fn call(
        w: &WebviewWindow<tauri::test::MockRuntime>,
        cmd: &str,
        args: Value,
    ) -> Result<Value, Value> {
        get_ipc_response(
            w,
            InvokeRequest {
                cmd: cmd.into(),
                callback: CallbackFn(0),
                error: CallbackFn(1),
                url: "tauri://localhost".parse().expect("url"),
                body: InvokeBody::Json(args),
                headers: Default::default(),
                invoke_key: INVOKE_KEY.to_string(),
            },
        )
        .map(|b| b.deserialize::<Value>().expect("json"))
    }

    fn open(w: &WebviewWindow<tauri::test::MockRuntime>) -> Value {
        call(w, "open_document", json!({ "path": SAMPLE })).expect("open")
    }

    #[test]
    fn open_document_returns_the_view() {
        let w = window(None);
        let v = open(&w);
        assert_eq!(v["name"], "sample_fr.txt");
        let findings = v["findings"].as_array().expect("findings");
        assert!(findings
            .iter()
            .any(|f| f["entity"] == "CIN" && f["text"] == "01234567"));
        assert!(findings.iter().all(|f| f["status"] == "pending"));
        assert!(v["paragraphs"][0]["segments"].is_array());
    }

    #[test]
    fn open_document_refusal_has_code_and_french_message() {
        let w = window(None);
        let e = call(&w, "open_document", json!({ "path": "/nonexistent/x.txt" })).unwrap_err();
        assert_eq!(e["code"], "io");
        assert!(e["message"]
            .as_str()
            .expect("message")
            .starts_with("Impossible de lire"));
    }

    #[test]
    fn decide_sets_one_status() {
        let w = window(None);
        let e = call(&w, "decide", json!({ "id": 0, "decision": "approved" })).unwrap_err();
        assert_eq!(e["code"], "no_document");
        open(&w);
        let f = call(&w, "decide", json!({ "id": 0, "decision": "rejected" })).expect("decide");
        assert_eq!(f[0]["status"], "rejected");
        assert_eq!(f[1]["status"], "pending");
        let e = call(&w, "decide", json!({ "id": 9999, "decision": "approved" })).unwrap_err();
        assert_eq!(e["code"], "unknown_finding");
    }

    #[test]
    fn decide_all_covers_one_type() {
        let w = window(None);
        open(&w);
        let f = call(
            &w,
            "decide_all",
            json!({ "entity": "PERSON", "decision": "approved" }),
        )
        .expect("decide_all");
        for x in f.as_array().expect("findings") {
            let want = if x["entity"] == "PERSON" {
                "approved"
            } else {
                "pending"
            };
            assert_eq!(x["status"], want, "{x}");
        }
    }

    #[test]
    fn preview_masks_approved_values() {
        let w = window(None);
        assert_eq!(
            call(&w, "preview", json!({})).unwrap_err()["code"],
            "no_document"
        );
        let v = open(&w);
        let n = v["findings"].as_array().expect("findings").len();
        for t in ["PERSON", "CIN"] {
            call(
                &w,
                "decide_all",
                json!({ "entity": t, "decision": "approved" }),
            )
            .expect("decide");
        }
        let p = call(&w, "preview", json!({})).expect("preview");
        let text = p["text"].as_str().expect("text");
        assert!(
            !text.contains("01234567") && !text.contains("Sami"),
            "{text}"
        );
        assert!(text.contains("[CIN_1]"));
        assert!(p["pending"].as_u64().expect("pending") < n as u64);
        assert!(p["estimated_tokens"].as_u64().expect("tokens") > 0);
    }

    #[test]
    fn cli_path_is_passed_through() {
        assert_eq!(
            call(&window(None), "cli_path", json!({})).expect("none"),
            Value::Null
        );
        let w = window(Some(PathBuf::from(SAMPLE)));
        assert_eq!(call(&w, "cli_path", json!({})).expect("some"), SAMPLE);
    }

    fn meta() -> Value {
        serde_json::from_str(include_str!("../../examples/record.json")).expect("meta")
    }

    /// Open the sample and decide every finding: CIN kept, the rest masked.
    fn reviewed(w: &WebviewWindow<tauri::test::MockRuntime>) {
        let v = open(w);
        for f in v["findings"].as_array().expect("findings") {
            let d = if f["entity"] == "CIN" {
                "rejected"
            } else {
                "approved"
            };
            call(w, "decide", json!({ "id": f["id"], "decision": d })).expect("decide");
        }
    }

    #[test]
    fn record_appends_the_reviewed_payload_to_the_register() {
        let dir = tempfile::tempdir().expect("tempdir");
        let w = window_in(None, Some(dir.path().to_path_buf()));
        open(&w);
        let e = call(&w, "record", json!({ "meta": meta() })).unwrap_err();
        assert_eq!(e["code"], "review_incomplete");
        reviewed(&w);
        let r = call(&w, "record", json!({ "meta": meta() })).expect("record");
        assert_eq!(r["id"], 1);
        let reg = Register::open_existing(&dir.path().join("registre.sqlite")).expect("reg");
        assert_eq!(reg.verify().expect("verify").head, r["hash"]);
        let s = reg.get(1).expect("record 1");
        let payload = s.payload.expect("payload");
        assert!(
            payload.contains("01234567") && !payload.contains("Sami"),
            "{payload}"
        );
        assert_eq!(s.record.document.file_name, "sample_fr.txt");
        assert_eq!(s.record.counts[&caviard::Entity::Cin].after, 1);
        let mut bad = meta();
        bad["purpose"] = json!("");
        let e = call(&w, "record", json!({ "meta": bad })).unwrap_err();
        assert_eq!(e["code"], "record_invalid");
    }

    /// A register holding one record of the sample (CIN kept, the rest masked).
    fn recorded() -> (tempfile::TempDir, WebviewWindow<tauri::test::MockRuntime>) {
        let dir = tempfile::tempdir().expect("tempdir");
        let w = window_in(None, Some(dir.path().to_path_buf()));
        reviewed(&w);
        call(&w, "record", json!({ "meta": meta() })).expect("record");
        (dir, w)
    }

    #[test]
    fn list_records_returns_rows_with_counts() {
        let (_d, w) = recorded();
        let rows = call(&w, "list_records", json!({ "query": {} })).expect("list");
        assert_eq!(rows[0]["id"], 1);
        assert_eq!(rows[0]["file_name"], "sample_fr.txt");
        assert_eq!(rows[0]["provider"], "OpenAI");
        assert_eq!(rows[0]["counts"]["CIN"], json!({ "found": 1, "masked": 0 }));
        let none = call(
            &w,
            "list_records",
            json!({ "query": { "operator": "personne" } }),
        )
        .expect("list");
        assert_eq!(none, json!([]));
        let e = call(&w, "list_records", json!({ "query": { "from": "x" } })).unwrap_err();
        assert_eq!(e["code"], "record_invalid");
    }

    #[test]
    fn record_detail_has_the_payload() {
        let (_d, w) = recorded();
        let d = call(&w, "record_detail", json!({ "id": 1 })).expect("detail");
        let p = d["payload"].as_str().expect("payload");
        assert!(p.contains("01234567") && !p.contains("Sami"), "{p}");
        assert!(d["record_json"]
            .as_str()
            .expect("json")
            .contains("value_hmac"));
        let e = call(&w, "record_detail", json!({ "id": 5 })).unwrap_err();
        assert_eq!(e["code"], "record_not_found");
    }

    #[test]
    fn verify_register_reports_the_head() {
        let (d, w) = recorded();
        let v = call(&w, "verify_register", json!({})).expect("verify");
        assert_eq!(v["intact"], true);
        assert_eq!(v["records"], 1);
        let reg = Register::open_existing(&d.path().join("registre.sqlite")).expect("reg");
        assert_eq!(v["head"], reg.head().expect("head").1);
        let w = window_in(None, None);
        let e = call(&w, "verify_register", json!({})).unwrap_err();
        assert_eq!(e["code"], "no_data_dir");
    }

    #[test]
    fn export_register_writes_the_chosen_file() {
        let (d, w) = recorded();
        let out = d.path().join("registre.csv");
        let e = call(
            &w,
            "export_register",
            json!({ "query": {}, "format": "csv", "path": out }),
        )
        .expect("export");
        assert_eq!(e["records"], 1);
        let csv = std::fs::read_to_string(&out).expect("csv");
        assert!(
            csv.contains("sample_fr.txt") && csv.contains("OpenAI"),
            "{csv}"
        );
        // the kept CIN travels in clear; the masked name does not
        assert!(csv.contains("01234567") && !csv.contains("Sami"), "{csv}");
    }

    #[test]
    fn set_operator_changes_the_preview() {
        let w = window(None);
        reviewed(&w);
        let p = call(
            &w,
            "set_operator",
            json!({ "entity": "PERSON", "operator": { "kind": "redact" } }),
        )
        .expect("set_operator");
        let text = p["text"].as_str().expect("text");
        assert!(
            text.contains("[CAVIARDÉ]") && !text.contains("[NOM_1]") && !text.contains("Sami"),
            "{text}"
        );
        let again = call(&w, "preview", json!({})).expect("preview");
        assert_eq!(again["text"], p["text"]);
    }

    #[test]
    fn settings_are_saved_and_apply_to_the_next_document() {
        let dir = tempfile::tempdir().expect("tempdir");
        let w = window_in(None, Some(dir.path().to_path_buf()));
        let mut s = call(&w, "get_settings", json!({})).expect("get");
        assert_eq!(s["language"], "fr");
        s["operator_name"] = json!("Agent Test");
        s["policy"]["per_entity"] = json!({ "CIN": { "kind": "partial", "keep": 2 } });
        s["threshold"] = json!(0.6);
        call(&w, "save_settings", json!({ "settings": s })).expect("save");
        let back = call(&w, "get_settings", json!({})).expect("get");
        assert_eq!(back["operator_name"], "Agent Test");
        let v = open(&w);
        let findings = v["findings"].as_array().expect("findings");
        assert!(findings
            .iter()
            .all(|f| f["score"].as_f64().expect("score") >= 0.6));
        call(
            &w,
            "decide_all",
            json!({ "entity": "CIN", "decision": "approved" }),
        )
        .expect("decide");
        let p = call(&w, "preview", json!({})).expect("preview");
        assert!(
            p["text"].as_str().expect("text").contains("••••••67"),
            "{p}"
        );
        s["threshold"] = json!(3);
        let e = call(&w, "save_settings", json!({ "settings": s })).unwrap_err();
        assert_eq!(e["code"], "record_invalid");
    }

    #[test]
    fn decisions_survive_reopening_the_same_document() {
        let dir = tempfile::tempdir().expect("tempdir");
        let w = window_in(None, Some(dir.path().to_path_buf()));
        open(&w);
        call(&w, "decide", json!({ "id": 0, "decision": "rejected" })).expect("decide");
        let w = window_in(None, Some(dir.path().to_path_buf()));
        let v = open(&w);
        assert_eq!(v["findings"][0]["status"], "rejected");
        assert_eq!(v["findings"][1]["status"], "pending");
        assert!(
            dir.path()
                .join("relectures")
                .read_dir()
                .expect("dir")
                .count()
                == 1
        );
    }

    #[test]
    fn add_manual_masks_a_selection() {
        let w = window(None);
        let v = open(&w);
        let n = v["findings"].as_array().expect("findings").len();
        let v = call(
            &w,
            "add_manual",
            json!({ "entity": "TAX_ID", "text": "INV-2024-0042", "anchor": null, "every": true }),
        )
        .expect("add_manual");
        let f = v["findings"].as_array().expect("findings");
        assert_eq!(f.len(), n + 1);
        assert!(f[n..]
            .iter()
            .all(|x| x["text"] == "INV-2024-0042" && x["status"] == "approved"));
        let marks: Vec<_> = v["paragraphs"]
            .as_array()
            .expect("paragraphs")
            .iter()
            .flat_map(|p| p["segments"].as_array().expect("segments").clone())
            .filter(|s| s["finding_id"] == n)
            .collect();
        assert_eq!(marks[0]["entity"], "TAX_ID");
    }

    #[test]
    fn undo_reverts_the_last_step() {
        let w = window(None);
        open(&w);
        call(&w, "decide", json!({ "id": 0, "decision": "approved" })).expect("decide");
        let v = call(&w, "undo", json!({})).expect("undo");
        assert_eq!(v["findings"][0]["status"], "pending");
        let e = call(&window(None), "undo", json!({})).unwrap_err();
        assert_eq!(e["code"], "no_document");
    }

    #[test]
    fn record_writes_exactly_the_preview_with_its_vault() {
        let dir = tempfile::tempdir().expect("tempdir");
        let w = window_in(None, Some(dir.path().to_path_buf()));
        reviewed(&w);
        let c = call(&w, "check_record", json!({ "meta": meta() })).expect("check");
        let tag = c["label_tag"].as_str().expect("tag").to_string();
        assert_eq!(c["allowed"], true, "{c}");
        assert_eq!(c["leaks"], json!([]));
        assert!(c["tokens"].as_u64().expect("tokens") > 0);
        let preview = call(&w, "preview", json!({})).expect("preview")["text"]
            .as_str()
            .expect("text")
            .to_string();
        assert!(preview.contains(&format!("[NOM_1-{tag}]")), "{preview}");
        let r = call(&w, "record", json!({ "meta": meta() })).expect("record");
        let db = dir.path().join("registre.sqlite");
        let reg = Register::open_existing(&db).expect("reg");
        let s = reg.get(r["id"].as_u64().expect("id")).expect("record");
        assert_eq!(s.payload.as_deref(), Some(preview.as_str()));
        let checks = s.record.checks.expect("checks recorded");
        assert!(checks.leak_check.rescanned && checks.leak_check.leaks == 0);
        let key = VaultKey::load(&VaultKey::default_path(&db)).expect("key");
        let vault = reg.vault_entries(s.id, &key).expect("vault");
        assert_eq!(vault.get(&format!("[NOM_1-{tag}]")), Some("Sami Ben Salah"));
        assert!(
            !String::from_utf8_lossy(&std::fs::read(&db).expect("db")).contains("Sami Ben Salah")
        );
    }

    #[test]
    fn check_record_shows_leaks_rules_and_chunks() {
        let dir = tempfile::tempdir().expect("tempdir");
        let w = window_in(None, Some(dir.path().to_path_buf()));
        let v = open(&w);
        // names masked, everything else kept in clear: the e-mail still spells the name
        let findings = v["findings"].as_array().expect("findings").clone();
        for f in &findings {
            let d = if f["entity"] == "PERSON" {
                "approved"
            } else {
                "rejected"
            };
            call(&w, "decide", json!({ "id": f["id"], "decision": d })).expect("decide");
        }
        let mut m = meta();
        m["destination"]["max_tokens"] = json!(40);
        m["destination"]["transfer_authorization"] = Value::Null;
        let c = call(&w, "check_record", json!({ "meta": m })).expect("check");
        assert_eq!(c["allowed"], false);
        let leak = &c["leaks"][0];
        assert_eq!(leak["entity"], "PERSON", "{c}");
        assert_eq!(leak["what"], "approved_value");
        assert_eq!(
            (leak["line"].clone(), leak["column"].clone()),
            (json!(4), json!(70))
        );
        let excerpt = leak["excerpt"].as_str().expect("excerpt");
        assert!(excerpt.contains("‹PERSON›@example.tn"), "{excerpt}");
        assert!(!excerpt.to_lowercase().contains("bensalah"), "{excerpt}");
        assert_eq!(c["chunks"], json!([]), "a leaking payload is not split");
        // HEALTH kept in clear without the health regime's justification: art. 63 blocks; art.
        // 52 blocks too (the default), each with its title from the law table
        let rules = c["rules"].as_array().expect("rules");
        assert!(rules
            .iter()
            .any(|r| r["article"] == "Art. 63" && r["blocking"] == true));
        let art52 = rules
            .iter()
            .find(|r| r["article"] == "Art. 52")
            .expect("art. 52");
        assert_eq!(art52["blocking"], true);
        assert_eq!(
            art52["title"]["fr"],
            "Autorisation de l'INPDP pour tout transfert à l'étranger"
        );
        // mask the e-mail too: no leak, the payload is split under the limit
        let email = findings
            .iter()
            .find(|f| f["entity"] == "EMAIL")
            .expect("e-mail");
        call(
            &w,
            "decide",
            json!({ "id": email["id"], "decision": "approved" }),
        )
        .expect("decide");
        let c = call(&w, "check_record", json!({ "meta": m })).expect("check");
        assert_eq!(c["leaks"], json!([]), "{c}");
        let chunks = c["chunks"].as_array().expect("chunks");
        assert!(chunks.len() > 1, "{c}");
        assert!(chunks
            .iter()
            .all(|k| k["tokens"].as_u64().expect("tokens") <= 40));
        assert_eq!(chunks[0]["of"], chunks.len());
        assert_eq!(
            chunks
                .iter()
                .map(|k| k["tokens"].as_u64().expect("tokens"))
                .sum::<u64>(),
            c["tokens"].as_u64().expect("tokens")
        );
        let e = call(&w, "record", json!({ "meta": m })).unwrap_err();
        assert_eq!(e["code"], "transfer_blocked");
        let msg = e["message"].as_str().expect("message");
        assert!(
            msg.contains("\n  Art. 63 : ") && msg.contains("\n  Art. 52 : "),
            "{msg}"
        );
        let reg = Register::open_existing(&dir.path().join("registre.sqlite")).expect("reg");
        assert_eq!(reg.head().expect("head").0, 0, "nothing written");
    }

    #[test]
    fn a_taken_label_tag_refuses_and_renews_the_preview() {
        let dir = tempfile::tempdir().expect("tempdir");
        let w = window_in(None, Some(dir.path().to_path_buf()));
        reviewed(&w);
        let c = call(&w, "check_record", json!({ "meta": meta() })).expect("check");
        let tag = c["label_tag"].as_str().expect("tag").to_string();
        // another edge (the CLI) records under the same tag first
        let db = dir.path().join("registre.sqlite");
        let mut reg = Register::open(&db).expect("reg");
        let key = VaultKey::open_for(&reg, &VaultKey::default_path(&db)).expect("key");
        let mut other = Session::from_bytes(
            "autre.txt".into(),
            b"Note sans donnee.".to_vec(),
            &Limits::default(),
            &ScanOptions::default(),
        )
        .expect("session");
        other.set_label_tag(caviard::label::LabelTag::parse(&tag));
        let now = chrono::Utc::now();
        let m: RecordMeta = serde_json::from_value(meta()).expect("meta");
        transfer::prepare(
            &other.run(),
            m,
            &reg.organisation().expect("organisation"),
            now,
        )
        .expect("prepare")
        .commit(&mut reg, &key, now)
        .expect("commit");
        let e = call(&w, "record", json!({ "meta": meta() })).unwrap_err();
        assert_eq!(e["code"], "label_tag_taken");
        let p = call(&w, "preview", json!({})).expect("preview");
        let text = p["text"].as_str().expect("text");
        assert!(!text.contains(&tag) && text.contains("[NOM_1-"), "{text}");
        let r = call(&w, "record", json!({ "meta": meta() })).expect("record");
        assert_eq!(r["id"], 2);
        assert_eq!(reg.get(2).expect("2").payload.as_deref(), Some(text));
    }

    #[test]
    fn verify_response_restores_or_records_an_incident() {
        let (d, w) = recorded();
        let db = d.path().join("registre.sqlite");
        let e = call(&w, "verify_response", json!({ "id": 1, "text": "x" })).unwrap_err();
        assert_eq!(e["code"], "no_operator");
        let mut s = call(&w, "get_settings", json!({})).expect("get");
        s["operator_name"] = json!("Agent Test");
        call(&w, "save_settings", json!({ "settings": s })).expect("save");
        let tag = Register::open_existing(&db)
            .expect("reg")
            .get(1)
            .expect("1")
            .record
            .policy
            .label_tag
            .expect("tag");
        let clean = format!("Résumé : [NOM_1-{tag}] demande un virement.");
        let v = call(&w, "verify_response", json!({ "id": 1, "text": clean })).expect("clean");
        assert_eq!(
            v["restored"],
            "Résumé : Sami Ben Salah demande un virement."
        );
        assert_eq!(v["event"]["kind"], "reidentification");
        // a leaky answer from a file: another customer's CIN and a label of another record
        let file = d.path().join("reponse.txt");
        std::fs::write(
            &file,
            format!("[NOM_1-{tag}] et Mme Amira Gharbi, CIN n° 87654321, [NOM_2-ZZ9ZZ9]."),
        )
        .expect("write");
        let v = call(&w, "verify_response", json!({ "id": 1, "path": file })).expect("leaky");
        assert_eq!(v["restored"], Value::Null);
        assert_eq!(v["event"]["kind"], "incident");
        let reg = Register::open_existing(&db).expect("reg");
        let events = reg.events(Some(1)).expect("events");
        assert_eq!(events.len(), 2);
        let incident = &events[1].event;
        assert_eq!(incident.operator, "Agent Test");
        let cin = incident
            .found
            .iter()
            .find(|o| o.entity == Some(caviard::Entity::Cin))
            .expect("the foreign CIN is found");
        assert!(
            !cin.excerpt.contains("87654321") && !cin.excerpt.is_empty(),
            "{}",
            cin.excerpt
        );
        assert!(incident
            .found
            .iter()
            .any(|o| o.label.as_deref() == Some("[NOM_2-ZZ9ZZ9]")));
        // the record's detail lists both events
        let detail = call(&w, "record_detail", json!({ "id": 1 })).expect("detail");
        let ev = detail["events"].as_array().expect("events");
        assert_eq!(ev.len(), 2);
        assert_eq!(ev[1]["kind"], "incident");
        assert_eq!(detail["checks"]["rescanned"], true);
        let e = call(&w, "verify_response", json!({ "id": 7, "text": "x" })).unwrap_err();
        assert_eq!(e["code"], "record_not_found");
    }

    #[test]
    fn art52_setting_is_kept_in_the_register_and_applies() {
        let dir = tempfile::tempdir().expect("tempdir");
        let w = window_in(None, Some(dir.path().to_path_buf()));
        assert_eq!(call(&w, "get_art52", json!({})).expect("get"), "block");
        assert_eq!(
            call(&w, "set_art52", json!({ "mode": "warn" })).expect("set"),
            "warn"
        );
        let reg = Register::open_existing(&dir.path().join("registre.sqlite")).expect("reg");
        assert_eq!(reg.art52_mode().expect("mode"), Art52Mode::Warn);
        reviewed(&w);
        let mut m = meta();
        m["destination"]["transfer_authorization"] = Value::Null;
        let c = call(&w, "check_record", json!({ "meta": m.clone() })).expect("check");
        assert_eq!(c["rules"][0]["article"], "Art. 52");
        assert_eq!(c["rules"][0]["blocking"], false);
        assert!(c["rules"][0]["messages"]["ar"]
            .as_str()
            .expect("ar")
            .contains("الفصل 90"));
        assert_eq!(
            call(&w, "set_art52", json!({ "mode": "block" })).expect("set"),
            "block"
        );
        drop(reg);
        let c = call(&w, "check_record", json!({ "meta": m })).expect("check");
        assert_eq!(c["rules"][0]["article"], "Art. 52");
        assert_eq!(c["rules"][0]["blocking"], true);
        assert_eq!(c["allowed"], false);
        let e = call(&w, "set_art52", json!({ "mode": "sometimes" })).unwrap_err();
        assert!(e.to_string().contains("sometimes") || e.is_string(), "{e}");
        let e = call(&window_in(None, None), "get_art52", json!({})).unwrap_err();
        assert_eq!(e["code"], "no_data_dir");
    }

    #[test]
    fn organisation_settings_are_kept_in_the_register_and_apply() {
        let dir = tempfile::tempdir().expect("tempdir");
        let w = window_in(None, Some(dir.path().to_path_buf()));
        let o = call(&w, "get_organisation", json!({})).expect("get");
        assert_eq!(
            o,
            json!({"art52": "block", "four_eyes": false, "controller": null})
        );
        reviewed(&w);
        // a record without a controller, and none in the settings: art. 7 refuses it
        let mut m = meta();
        let controller = m
            .as_object_mut()
            .expect("meta")
            .remove("controller")
            .expect("controller");
        let c = call(&w, "check_record", json!({ "meta": m.clone() })).expect("check");
        assert_eq!(
            (c["rules"][0]["article"].clone(), c["allowed"].clone()),
            (json!("Art. 7"), json!(false))
        );
        let e = call(&w, "record", json!({ "meta": m.clone(), "profile": null })).unwrap_err();
        assert_eq!(e["code"], "transfer_blocked");
        let o = call(&w, "set_controller", json!({ "controller": controller })).expect("set");
        assert_eq!(
            o["controller"]["declaration"]["number"],
            "INPDP-DEC-2025-0187"
        );
        let c = call(&w, "check_record", json!({ "meta": m.clone() })).expect("check");
        assert_eq!(c["allowed"], true, "{c}");
        // four-eyes: the approver must differ from the operator
        let o = call(&w, "set_four_eyes", json!({ "on": true })).expect("four eyes");
        assert_eq!(o["four_eyes"], true);
        let mut alone = m.clone();
        alone["approver"] = Value::Null;
        let c = call(&w, "check_record", json!({ "meta": alone })).expect("check");
        assert_eq!(c["rules"][0]["rule"], "four_eyes_review");
        assert_eq!(c["rules"][0]["blocking"], true);
        let r = call(&w, "record", json!({ "meta": m, "profile": null })).expect("record");
        assert_eq!(r["id"], 1);
        let reg = Register::open_existing(&dir.path().join("registre.sqlite")).expect("reg");
        let rec = reg.get(1).expect("record").record;
        assert_eq!(
            rec.controller.expect("controller").organisation,
            "Société Exemple de Services SA"
        );
        let e = call(&w, "set_controller", json!({ "controller": {"organisation": " ", "legal_representative": "x", "declaration": null} })).unwrap_err();
        assert_eq!(e["code"], "record_invalid");
    }

    #[test]
    fn an_unreadable_register_does_not_stop_the_review() {
        let dir = tempfile::tempdir().expect("tempdir");
        let db = dir.path().join("registre.sqlite");
        std::fs::write(&db, b"pas un registre").expect("write");
        let w = window_in(None, Some(dir.path().to_path_buf()));
        reviewed(&w);
        let p = call(&w, "preview", json!({})).expect("preview");
        assert!(p["text"].as_str().expect("text").contains("[NOM_1]"), "{p}");
        let e = call(&w, "record", json!({ "meta": meta() })).unwrap_err();
        assert_eq!(e["code"], "register_foreign");
        assert_eq!(std::fs::read(&db).expect("db"), b"pas un registre");
        // the register repaired (here: replaced), recording first renews the preview's tag
        std::fs::remove_file(&db).expect("rm");
        let e = call(&w, "record", json!({ "meta": meta() })).unwrap_err();
        assert_eq!(e["code"], "label_tag_taken");
        let text = call(&w, "preview", json!({})).expect("preview")["text"]
            .as_str()
            .expect("text")
            .to_string();
        assert!(text.contains("[NOM_1-"), "{text}");
        let r = call(&w, "record", json!({ "meta": meta() })).expect("record");
        let reg = Register::open_existing(&db).expect("reg");
        assert_eq!(
            reg.get(r["id"].as_u64().expect("id"))
                .expect("rec")
                .payload
                .as_deref(),
            Some(text.as_str())
        );
    }

    use crate::api_server;

    /// Record the reviewed sample with the saved destination `api` (its sending enabled, the
    /// key in `key_var`, the test server's CA trusted), and record it a second time without a
    /// saved destination.
    fn recorded_for_sending(
        server: &api_server::Server,
        key_var: &str,
    ) -> (tempfile::TempDir, WebviewWindow<tauri::test::MockRuntime>) {
        let dir = tempfile::tempdir().expect("tempdir");
        let ca = dir.path().join("ca.pem");
        std::fs::write(&ca, &server.ca_pem).expect("ca");
        let w = window_in(None, Some(dir.path().to_path_buf()));
        let mut s = call(&w, "get_settings", json!({})).expect("get");
        s["operator_name"] = json!("Agent Test");
        call(&w, "save_settings", json!({ "settings": s })).expect("save");
        reviewed(&w);
        let mut m = meta();
        m["destination"] = json!({
            "provider": "Fournisseur de test",
            "model": "modele-test-1",
            "endpoint": server.endpoint(),
            "country": "TN",
            "sending": {"enabled": true, "api_key": {"env": key_var}, "ca_file": ca},
        });
        let r = call(&w, "record", json!({ "meta": m, "profile": "api" })).expect("record 1");
        assert_eq!(r["id"], 1);
        reviewed(&w);
        let r = call(&w, "record", json!({ "meta": meta() })).expect("record 2");
        assert_eq!(r["id"], 2);
        (dir, w)
    }

    #[test]
    fn record_with_a_saved_destination_keeps_a_versioned_snapshot() {
        let server = api_server::Server::start(api_server::Behaviour::Prose);
        let (d, w) = recorded_for_sending(&server, "CAVIARD_APP_TEST_KEY_SNAPSHOT");
        let reg = Register::open_existing(&d.path().join("registre.sqlite")).expect("reg");
        let one = reg.get(1).expect("1").record.destination;
        let p = one.profile.expect("profile snapshot");
        assert_eq!((p.name.as_str(), p.version), ("api", 1));
        assert_eq!(one.model, "modele-test-1");
        let stored = reg.destination("api", None).expect("stored");
        assert_eq!(stored.version, 1);
        assert!(stored.destination.sending.expect("sending").enabled);
        assert!(reg.get(2).expect("2").record.destination.profile.is_none());
        // the same saved destination with a new model: version 2, version 1 unchanged
        reviewed(&w);
        let mut m = meta();
        m["destination"]["model"] = json!("modele-test-2");
        call(&w, "record", json!({ "meta": m, "profile": "api" })).expect("record 3");
        let reg = Register::open_existing(&d.path().join("registre.sqlite")).expect("reg");
        let three = reg
            .get(3)
            .expect("3")
            .record
            .destination
            .profile
            .expect("ref");
        assert_eq!(three.version, 2);
        assert_eq!(
            reg.destination("api", Some(1))
                .expect("v1")
                .destination
                .model,
            "modele-test-1"
        );
        assert_eq!(server.requests(), 0, "recording opens no connection");
    }

    #[test]
    fn send_record_restores_clean_answers_and_catches_a_leaky_one() {
        let key_var = "CAVIARD_APP_TEST_KEY_SEND";
        std::env::set_var(key_var, "sk-app-test-3f9a");
        let server = api_server::Server::start(api_server::Behaviour::Echo);
        let (d, w) = recorded_for_sending(&server, key_var);
        let db = d.path().join("registre.sqlite");
        let stored = Register::open_existing(&db)
            .expect("reg")
            .get(1)
            .expect("1");
        let payload = stored.payload.expect("payload");
        // a record made without a saved destination is never sent: no connection at all
        let e = call(&w, "send_record", json!({ "id": 2 })).unwrap_err();
        assert_eq!(e["code"], "sending_disabled", "{e}");
        assert_eq!(
            server.connections.load(std::sync::atomic::Ordering::SeqCst),
            0
        );
        // clean: what left is exactly the payload, none of the approved values; the answer is
        // restored to the original values
        let v = call(&w, "send_record", json!({ "id": 1 })).expect("send");
        let sent = {
            let got = server.received.lock().expect("received");
            assert_eq!(got.len(), 1);
            assert_eq!(got[0].path, "/v1/chat/completions");
            assert_eq!(got[0].body["model"], "modele-test-1");
            got[0].body["messages"][0]["content"]
                .as_str()
                .expect("content")
                .to_string()
        };
        assert_eq!(sent, payload);
        for value in [
            "Sami",
            "Ben Salah",
            "98 123 456",
            "07 040 0058101111296 53",
            "diabète",
        ] {
            assert!(!sent.contains(value), "{value} left the building: {sent}");
        }
        let restored = v["restored"][0].as_str().expect("restored");
        let original = std::fs::read_to_string(SAMPLE).expect("sample");
        assert_eq!(restored, format!("Reformulation : {original}"));
        let kinds: Vec<&str> = v["events"]
            .as_array()
            .expect("events")
            .iter()
            .map(|e| e["kind"].as_str().expect("kind"))
            .collect();
        assert_eq!(kinds, ["sent", "reidentification"]);
        assert_eq!(v["events"][0]["sent"]["status"], 200);
        assert_eq!(v["events"][0]["sent"]["index"], 1);
        // leaky: another customer's name, CIN and RIB and an unknown label: nothing restored,
        // an incident in the register with the foreign values masked
        server.set(api_server::Behaviour::Leaky("[NOM_1-ZZZZZZ]".into()));
        let v = call(&w, "send_record", json!({ "id": 1 })).expect("send leaky");
        assert_eq!(v["restored"], Value::Null);
        assert_eq!(v["incident_chunk"], json!([1, 1]));
        let incident = &v["events"][0];
        assert_eq!(incident["kind"], "incident");
        let found = incident["found"].as_array().expect("found");
        for entity in ["PERSON", "CIN", "RIB"] {
            assert!(found.iter().any(|f| f["entity"] == entity), "{entity}: {v}");
        }
        assert!(found.iter().any(|f| f["label"] == "[NOM_1-ZZZZZZ]"), "{v}");
        let text = incident.to_string();
        for foreign in api_server::FOREIGN {
            assert!(!text.contains(foreign), "{foreign} in the incident: {text}");
        }
        let detail = call(&w, "record_detail", json!({ "id": 1 })).expect("detail");
        let kinds: Vec<&str> = detail["events"]
            .as_array()
            .expect("events")
            .iter()
            .map(|e| e["kind"].as_str().expect("kind"))
            .collect();
        assert_eq!(kinds, ["sent", "reidentification", "sent", "incident"]);
        assert!(!detail.to_string().contains("sk-app-test-3f9a"));
    }

    fn open_progress(
        w: &WebviewWindow<tauri::test::MockRuntime>,
        path: &Path,
        recent: bool,
    ) -> Result<Value, Value> {
        call(
            w,
            "open_with_progress",
            json!({ "path": path, "recent": recent, "onProgress": "__CHANNEL__:7" }),
        )
    }

    #[test]
    fn open_with_progress_returns_the_view_and_lists_the_document() {
        let dir = tempfile::tempdir().expect("tempdir");
        let w = window_in(None, Some(dir.path().to_path_buf()));
        assert_eq!(
            call(&w, "recent_documents", json!({})).expect("recent"),
            json!([])
        );
        let v = open_progress(&w, Path::new(SAMPLE), false).expect("open");
        assert_eq!(v["name"], "sample_fr.txt");
        let n = v["findings"].as_array().expect("findings").len();
        assert!(n >= 2, "{v}");
        // the session is the one the other commands see
        call(&w, "decide", json!({ "id": 0, "decision": "approved" })).expect("decide");
        let r = call(&w, "recent_documents", json!({})).expect("recent");
        assert_eq!(r.as_array().expect("list").len(), 1);
        assert_eq!(r[0]["document"]["name"], "sample_fr.txt");
        assert_eq!(r[0]["document"]["path"], SAMPLE);
        assert_eq!(r[0]["document"]["sha256"].as_str().expect("sha").len(), 64);
        assert_eq!(r[0]["progress"], json!({ "decided": 1, "findings": n }));
        assert_eq!(r[0]["recorded"], false);
        // nothing of the document's content in the list file
        let file = std::fs::read_to_string(dir.path().join("recents.json")).expect("file");
        assert!(
            file.contains("sample_fr.txt") && !file.contains("Sami") && !file.contains("01234567"),
            "{file}"
        );
        let e = open_progress(&w, Path::new("/nonexistent/x.txt"), false).unwrap_err();
        assert_eq!(e["code"], "io");
    }

    #[test]
    fn recent_documents_say_when_recorded() {
        let (_d, w) = recorded();
        let r = call(&w, "recent_documents", json!({})).expect("recent");
        assert_eq!(r[0]["document"]["name"], "sample_fr.txt");
        assert_eq!(r[0]["recorded"], true);
        let p = &r[0]["progress"];
        assert_eq!(p["decided"], p["findings"]);
    }

    #[test]
    fn reopening_a_recent_document_checks_it_then_forget_and_clear() {
        let dir = tempfile::tempdir().expect("tempdir");
        let w = window_in(None, Some(dir.path().join("data")));
        let a = dir.path().join("a.txt");
        let b = dir.path().join("b.txt");
        std::fs::copy(SAMPLE, &a).expect("copy");
        std::fs::copy(SAMPLE, &b).expect("copy");
        open_progress(&w, &a, false).expect("open a");
        open_progress(&w, &b, false).expect("open b");
        let v = open_progress(&w, &a, true).expect("reopen a");
        assert_eq!(v["name"], "a.txt");
        let r = call(&w, "recent_documents", json!({})).expect("recent");
        let names: Vec<&str> = r
            .as_array()
            .expect("list")
            .iter()
            .map(|x| x["document"]["name"].as_str().expect("name"))
            .collect();
        assert_eq!(names, ["a.txt", "b.txt"]);
        std::fs::write(&a, "Autre contenu").expect("write");
        let e = open_progress(&w, &a, true).unwrap_err();
        assert_eq!(e["code"], "recent_changed");
        assert!(
            e["message"]
                .as_str()
                .expect("msg")
                .contains("a été modifié"),
            "{e}"
        );
        std::fs::remove_file(&b).expect("rm");
        let e = open_progress(&w, &b, true).unwrap_err();
        assert_eq!(e["code"], "recent_missing");
        assert!(
            e["message"].as_str().expect("msg").contains("introuvable"),
            "{e}"
        );
        // a refused reopening keeps the entry for the officer to remove
        let r = call(&w, "recent_documents", json!({})).expect("recent");
        assert_eq!(r.as_array().expect("list").len(), 2);
        let r = call(&w, "forget_recent", json!({ "path": b })).expect("forget");
        assert_eq!(r.as_array().expect("list").len(), 1);
        assert_eq!(r[0]["document"]["name"], "a.txt");
        let e = open_progress(&w, &b, true).unwrap_err();
        assert_eq!(e["code"], "not_recent");
        std::fs::write(dir.path().join("data/recents.json"), "{ abîmé").expect("write");
        let e = call(&w, "recent_documents", json!({})).unwrap_err();
        assert_eq!(e["code"], "record_invalid");
        assert_eq!(
            call(&w, "clear_recent", json!({})).expect("clear"),
            json!([])
        );
        assert_eq!(
            call(&w, "recent_documents", json!({})).expect("recent"),
            json!([])
        );
    }

    #[test]
    fn undo_works_after_reopening_the_same_document() {
        let dir = tempfile::tempdir().expect("tempdir");
        let w = window_in(None, Some(dir.path().to_path_buf()));
        open(&w);
        call(&w, "decide", json!({ "id": 0, "decision": "rejected" })).expect("decide");
        call(&w, "decide", json!({ "id": 1, "decision": "approved" })).expect("decide");
        let w = window_in(None, Some(dir.path().to_path_buf()));
        // reopened from the recent list (open_document lists it too)
        open_progress(&w, Path::new(SAMPLE), true).expect("reopen");
        let v = call(&w, "undo", json!({})).expect("undo");
        assert_eq!(v["findings"][0]["status"], "rejected");
        assert_eq!(v["findings"][1]["status"], "pending");
        let v = call(&w, "undo", json!({})).expect("undo");
        assert_eq!(v["findings"][0]["status"], "pending");
    }

    #[test]
    fn old_saved_reviews_are_purged_at_start_unless_recent() {
        let dir = tempfile::tempdir().expect("tempdir");
        let data = dir.path().to_path_buf();
        let w = window_in(None, Some(data.clone()));
        open(&w); // listed in the recent documents
        let reviews = data.join("relectures");
        let listed: Vec<_> = reviews.read_dir().expect("dir").collect();
        assert_eq!(listed.len(), 1);
        let kept = listed[0].as_ref().expect("entry").path();
        let stale = reviews.join(format!("{}.json", "ab".repeat(32)));
        std::fs::write(&stale, "{}").expect("write");
        let old = std::time::SystemTime::now() - std::time::Duration::from_secs(91 * 86_400);
        for p in [&kept, &stale] {
            std::fs::File::options()
                .write(true)
                .open(p)
                .expect("open")
                .set_modified(old)
                .expect("mtime");
        }
        drop(w);
        let _w = window_in(None, Some(data));
        assert!(
            !stale.exists(),
            "an old review of no recent document is deleted"
        );
        assert!(kept.exists(), "the recent document's review is kept");
    }
}
