//! Caviard's desktop shell: a few Tauri commands over the core's review [`Session`].
//!
//! Every command body is a few lines calling `caviard::view`; the state is the one open session.
//! Errors reach the UI as `{ code, message }`: a stable code to branch on and the core's French
//! message for the officer. The app makes no network connection (no HTTP plugin, strict CSP).

#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

use std::path::{Path, PathBuf};
use std::sync::{Mutex, MutexGuard};

use caviard::detect::ScanOptions;
use caviard::extract::Limits;
use caviard::review::Decision;
use caviard::view::{DocumentView, FindingView, Preview, Session};
use caviard::{Entity, ErrorCode};
use serde::Serialize;
use tauri::{Runtime, State};

/// Codes of the errors the shell itself raises.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
enum AppCode {
    NoDocument,
    UnknownFinding,
}

/// A stable error code: the core's, or the shell's own.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(untagged)]
enum Code {
    Core(ErrorCode),
    App(AppCode),
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

impl CommandError {
    fn app(code: AppCode) -> Self {
        let message = match code {
            AppCode::NoDocument => "Aucun document n'est ouvert.",
            AppCode::UnknownFinding => "Cette détection n'existe pas dans le document ouvert.",
        };
        CommandError {
            code: Code::App(code),
            message: message.to_string(),
        }
    }
}

type CmdResult<T> = Result<T, CommandError>;

/// The app's state: the document under review, and the file given on the command line.
#[derive(Default)]
struct AppState {
    session: Mutex<Option<Session>>,
    cli_path: Option<PathBuf>,
}

impl AppState {
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
    let session = Session::open(
        Path::new(&path),
        &Limits::default(),
        &ScanOptions::default(),
    )?;
    let view = session.view();
    *state.lock() = Some(session);
    Ok(view)
}

/// Decide one finding; returns every finding with its status.
#[tauri::command]
fn decide(
    id: usize,
    decision: Decision,
    state: State<'_, AppState>,
) -> CmdResult<Vec<FindingView>> {
    state.with(|s| match s.decide(id, decision) {
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
        s.decide_all(entity, decision);
        Ok(s.findings())
    })
}

/// The text that would be sent as the decisions stand.
#[tauri::command]
fn preview(state: State<'_, AppState>) -> CmdResult<Preview> {
    state.with(|s| Ok(s.preview()))
}

/// The file given on the command line (`caviard-app FILE`), opened at start by the UI.
#[tauri::command]
fn cli_path(state: State<'_, AppState>) -> Option<String> {
    state
        .cli_path
        .as_ref()
        .map(|p| p.to_string_lossy().into_owned())
}

/// The builder shared by the app and the wiring tests.
fn builder<R: Runtime>(b: tauri::Builder<R>, start: Option<PathBuf>) -> tauri::Builder<R> {
    b.manage(AppState {
        session: Mutex::new(None),
        cli_path: start,
    })
    .invoke_handler(tauri::generate_handler![
        open_document,
        decide,
        decide_all,
        preview,
        cli_path
    ])
}

fn main() {
    let cli_path = std::env::args_os()
        .nth(1)
        .map(PathBuf::from)
        .map(|p| std::path::absolute(&p).unwrap_or(p));
    builder(tauri::Builder::default(), cli_path)
        .plugin(tauri_plugin_dialog::init())
        .run(tauri::generate_context!())
        .unwrap_or_else(|e| {
            eprintln!("caviard-app: {e}");
            std::process::exit(1)
        });
}

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
        let app = builder(mock_builder(), start)
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
}
