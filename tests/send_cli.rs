//! End-to-end tests of `caviard send` against a test API server started here on 127.0.0.1
//! (ephemeral port, one thread per connection, TLS with a throwaway CA from `rcgen` that the
//! profile trusts through its `ca_file`). The server plays an OpenAI-compatible chat
//! completions endpoint: well-behaved, echoing labels, leaky, stalling, oversized, refusing,
//! malformed. Synthetic data only.

mod api_server;
mod common;

use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use api_server::{Behaviour, Server, FOREIGN, PROSE};
use common::{err, out, BIN};

/// The document sent (record 1).
const DOC_A: &str = "M. Sami Ben Salah, CIN n° 01234567, tél. 98 123 456.\n";
/// Approved values of DOC_A: none may leave.
const VALUES_A: &[&str] = &["Sami", "Ben Salah", "01234567", "98 123 456"];
/// Another customer's document (record 2), never sent here.
const DOC_B: &str = "Mme Hela Gharbi, CIN n° 07654321.\n";
const API_KEY: &str = "sk-caviard-test-5b1e0c9d";
const KEY_VAR: &str = "CAVIARD_TEST_API_KEY";

fn run(args: &[&str]) -> Output {
    Command::new(BIN)
        .args(args)
        .env(KEY_VAR, API_KEY)
        .stdin(Stdio::null())
        .output()
        .expect("run caviard")
}

fn meta() -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("examples/record.json")
        .display()
        .to_string()
}

/// A register with profile `api` pointing at `server`, record 1 (`doc`, with profile `api`)
/// and record 2 (DOC_B, inline destination, not sendable).
struct Setup {
    dir: tempfile::TempDir,
    db: String,
    payload: String,
    tag_b: String,
}

impl Setup {
    fn new(
        server: &Server,
        doc: &str,
        sending: serde_json::Value,
        max_tokens: Option<u64>,
    ) -> Setup {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("reg.sqlite").display().to_string();
        let ca = dir.path().join("ca.pem");
        std::fs::write(&ca, &server.ca_pem).unwrap();
        let mut profile = serde_json::json!({
            "provider": "Fournisseur de test",
            "model": "modele-test-1",
            "endpoint": server.endpoint(),
            "country": "TN",
        });
        if let Some(m) = max_tokens {
            profile["max_tokens"] = m.into();
        }
        if !sending.is_null() {
            let mut s = sending;
            s["ca_file"] = ca.display().to_string().into();
            profile["sending"] = s;
        }
        let pf = dir.path().join("profile.json");
        std::fs::write(&pf, profile.to_string()).unwrap();
        let o = run(&[
            "destination",
            "add",
            "api",
            pf.to_str().unwrap(),
            "--db",
            &db,
        ]);
        assert_eq!(o.status.code(), Some(0), "{}", err(&o));
        let mut payloads = Vec::new();
        for (name, text, dest) in [("a.txt", doc, true), ("b.txt", DOC_B, false)] {
            let p = dir.path().join(name);
            std::fs::write(&p, text).unwrap();
            let m = meta();
            let mut args = vec!["mask", p.to_str().unwrap(), "--record", &m, "--db", &db];
            if dest {
                args.extend(["--destination", "api"]);
            }
            let o = run(&args);
            assert_eq!(o.status.code(), Some(0), "{}", err(&o));
            payloads.push(out(&o));
        }
        let b = &payloads[1];
        let i = b.find('-').unwrap();
        let tag_b = b[i + 1..i + 7].to_string();
        Setup {
            dir,
            db,
            payload: payloads.swap_remove(0),
            tag_b,
        }
    }

    fn send(&self, extra: &[&str]) -> Output {
        let mut args = vec![
            "send",
            "--record",
            "1",
            "--db",
            &self.db,
            "--operator",
            "Leila Trabelsi",
        ];
        args.extend_from_slice(extra);
        run(&args)
    }

    fn export(&self, format: &str) -> String {
        let p = self.dir.path().join(format!("export.{format}"));
        let o = run(&[
            "audit",
            "export",
            "--format",
            format,
            "-o",
            p.to_str().unwrap(),
            "--db",
            &self.db,
        ]);
        assert_eq!(o.status.code(), Some(0), "{}", err(&o));
        String::from_utf8_lossy(&std::fs::read(&p).unwrap()).into_owned()
    }

    fn events(&self) -> Vec<serde_json::Value> {
        self.export("jsonl")
            .lines()
            .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap())
            .filter(|l| l.get("kind").is_some())
            .collect()
    }

    fn db_bytes(&self) -> Vec<u8> {
        let mut all = Vec::new();
        for s in ["", "-wal"] {
            if let Ok(b) = std::fs::read(format!("{}{s}", self.db)) {
                all.extend(b);
            }
        }
        all
    }
}

fn enabled() -> serde_json::Value {
    serde_json::json!({"enabled": true, "api_key": {"env": KEY_VAR}})
}

fn contains(hay: &[u8], needle: &str) -> bool {
    hay.windows(needle.len()).any(|w| w == needle.as_bytes())
}

#[test]
fn echoed_labels_are_restored_exactly_and_nothing_approved_left() {
    let server = Server::start(Behaviour::Echo);
    let s = Setup::new(&server, DOC_A, enabled(), None);
    let t = Instant::now();
    let o = s.send(&[]);
    eprintln!(
        "clean send (1 request over TLS, check, restitution) in {:?}",
        t.elapsed()
    );
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    // restored byte for byte: the echoed payload gives the document back
    assert_eq!(out(&o), format!("Reformulation : {DOC_A}"));
    let got = server.received.lock().unwrap();
    assert_eq!(got.len(), 1);
    let req = &got[0];
    assert_eq!(req.path, "/v1/chat/completions");
    assert_eq!(
        req.authorization.as_deref(),
        Some(&*format!("Bearer {API_KEY}"))
    );
    assert_eq!(req.body["model"], "modele-test-1");
    assert_eq!(req.body["messages"][0]["role"], "user");
    let content = req.body["messages"][0]["content"].as_str().unwrap();
    assert_eq!(content, s.payload, "what left is the recorded payload");
    let raw = req.body.to_string();
    for v in VALUES_A {
        assert!(!raw.contains(v), "{v} left the building: {raw}");
    }
    drop(got);
    // the journal: sent (1 of 1, status 200) then the restitution; the key is nowhere
    let ev = s.events();
    let kinds: Vec<&str> = ev.iter().map(|e| e["kind"].as_str().unwrap()).collect();
    assert_eq!(kinds, ["sent", "reidentification"]);
    let sent = &ev[0]["event"]["sent"];
    assert_eq!(sent["status"], 200);
    assert_eq!(
        (sent["index"].as_u64(), sent["of"].as_u64()),
        (Some(1), Some(1))
    );
    assert_eq!(sent["model"], "modele-test-1");
    assert_eq!(
        sent["url"],
        format!("{}/chat/completions", server.endpoint())
    );
    assert_eq!(sent["content_bytes"].as_u64(), Some(s.payload.len() as u64));
    assert!(sent.get("error").is_none(), "{sent}");
    assert!(!contains(&s.db_bytes(), API_KEY), "API key in the register");
    let jsonl = s.export("jsonl");
    assert!(!jsonl.contains(API_KEY));
    for v in VALUES_A {
        assert!(!jsonl.contains(v), "{v} in the export");
    }
}

#[test]
fn prose_answer_is_printed_as_received() {
    let server = Server::start(Behaviour::Prose);
    let s = Setup::new(&server, DOC_A, enabled(), None);
    let o = s.send(&[]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    assert_eq!(out(&o), PROSE);
    assert_eq!(server.requests(), 1);
}

#[test]
fn leaky_answer_is_an_incident_and_nothing_is_restored() {
    let server = Server::start(Behaviour::Prose);
    let s = Setup::new(&server, DOC_A, enabled(), None);
    let foreign_label = format!("[NOM_1-{}]", s.tag_b);
    server.set(Behaviour::Leaky(foreign_label.clone()));
    let o = s.send(&[]);
    assert_eq!(o.status.code(), Some(7), "{}", err(&o));
    assert_eq!(out(&o), "", "nothing restored is printed");
    let e = err(&o);
    assert!(e.contains("INCIDENT"), "{e}");
    assert!(e.contains("émise par l'enregistrement n° 2"), "{e}");
    assert!(e.contains(&foreign_label), "{e}");
    for v in FOREIGN.iter().chain(VALUES_A) {
        assert!(!e.contains(v), "{v} in the message: {e}");
    }
    let ev = s.events();
    let kinds: Vec<&str> = ev.iter().map(|e| e["kind"].as_str().unwrap()).collect();
    assert_eq!(kinds, ["sent", "incident"]);
    let found = ev[1]["event"]["found"].as_array().unwrap();
    let what: Vec<(&str, &str)> = found
        .iter()
        .map(|f| {
            (
                f["kind"].as_str().unwrap(),
                f["entity"].as_str().unwrap_or(""),
            )
        })
        .collect();
    for expected in [
        ("foreign_value", "PERSON"),
        ("foreign_value", "CIN"),
        ("foreign_value", "RIB"),
        ("foreign_label", "PERSON"),
    ] {
        assert!(what.contains(&expected), "{expected:?} not in {what:?}");
    }
    // the offending excerpt is masked: the foreign values are in no export
    let jsonl = s.export("jsonl");
    let csv = s.export("csv");
    for v in FOREIGN.iter().chain(VALUES_A) {
        assert!(!jsonl.contains(v), "{v} in the JSONL export");
        assert!(!csv.contains(v), "{v} in the CSV export");
        assert!(!contains(&s.db_bytes(), v), "{v} in the register");
    }
    assert!(
        jsonl.contains("[CIN]") && jsonl.contains("[RIB]"),
        "{jsonl}"
    );
}

#[test]
fn each_chunk_is_its_own_request_and_answers_come_back_in_order() {
    let server = Server::start(Behaviour::Echo);
    let paragraphs: Vec<String> = (1..=6)
        .map(|i| {
            format!(
                "Paragraphe {i} : M. Sami Ben Salah, CIN n° 01234567, a signalé un retard de livraison ; le service client a proposé un geste commercial.\n\n"
            )
        })
        .collect();
    let doc = paragraphs.concat();
    let s = Setup::new(&server, &doc, enabled(), Some(60));
    let o = s.send(&[]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    let got = server.received.lock().unwrap();
    assert!(got.len() > 1, "{} request(s)", got.len());
    let contents: Vec<&str> = got
        .iter()
        .map(|r| r.body["messages"][0]["content"].as_str().unwrap())
        .collect();
    assert_eq!(
        contents.concat(),
        s.payload,
        "the chunks, in order, are the payload"
    );
    for r in got.iter() {
        assert_eq!(r.body["model"], "modele-test-1");
        let raw = r.body.to_string();
        for v in VALUES_A {
            assert!(!raw.contains(v), "{v} left in a chunk");
        }
    }
    // each chunk's answer restored, in order, one per line
    let restored: String = out(&o)
        .split("\nReformulation : ")
        .map(|a| a.trim_start_matches("Reformulation : "))
        .collect();
    assert_eq!(restored, doc);
    let ev = s.events();
    let n = got.len() as u64;
    let sent: Vec<_> = ev.iter().filter(|e| e["kind"] == "sent").collect();
    assert_eq!(sent.len() as u64, n);
    for (i, e) in sent.iter().enumerate() {
        assert_eq!(e["event"]["sent"]["index"].as_u64(), Some(i as u64 + 1));
        assert_eq!(e["event"]["sent"]["of"].as_u64(), Some(n));
        assert_eq!(
            e["event"]["sent"]["content_bytes"].as_u64(),
            Some(contents[i].len() as u64)
        );
    }
}

#[test]
fn an_incident_on_the_first_chunk_stops_the_sending() {
    let server = Server::start(Behaviour::Leaky("[NOM_9-ZZZZZZ]".into()));
    let doc = (1..=6)
        .map(|i| format!("Paragraphe {i} : M. Sami Ben Salah a signalé un retard de livraison ; le service client a proposé un geste commercial.\n\n"))
        .collect::<String>();
    let s = Setup::new(&server, &doc, enabled(), Some(40));
    let o = s.send(&[]);
    assert_eq!(o.status.code(), Some(7), "{}", err(&o));
    assert_eq!(out(&o), "");
    assert_eq!(server.requests(), 1, "no chunk sent after the incident");
    assert!(err(&o).contains("morceau 1 sur"), "{}", err(&o));
}

#[test]
fn sending_disabled_opens_no_connection() {
    let server = Server::start(Behaviour::Echo);
    for sending in [
        serde_json::Value::Null,
        serde_json::json!({"enabled": false, "api_key": {"env": KEY_VAR}}),
    ] {
        let s = Setup::new(&server, DOC_A, sending, None);
        let o = s.send(&[]);
        assert_eq!(o.status.code(), Some(3), "{}", err(&o));
        assert!(err(&o).contains("l'envoi n'est pas activé"), "{}", err(&o));
        assert_eq!(out(&o), "");
        assert!(s.events().is_empty());
    }
    assert_eq!(server.connections.load(Ordering::SeqCst), 0);
    // enabling sending is a new version of the profile; the record made with version 1 is
    // then sent under version 2's settings (same provider, model and endpoint)
    let s = Setup::new(&server, DOC_A, serde_json::Value::Null, None);
    let ca = s.dir.path().join("ca.pem");
    let mut profile: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(s.dir.path().join("profile.json")).unwrap())
            .unwrap();
    profile["sending"] = enabled();
    profile["sending"]["ca_file"] = ca.display().to_string().into();
    let pf = s.dir.path().join("profile-v2.json");
    std::fs::write(&pf, profile.to_string()).unwrap();
    let o = run(&[
        "destination",
        "add",
        "api",
        pf.to_str().unwrap(),
        "--db",
        &s.db,
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    let o = s.send(&[]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    assert_eq!(out(&o), format!("Reformulation : {DOC_A}"));
    let ev = s.events();
    assert_eq!(ev[0]["event"]["sent"]["profile"]["version"], 2);
    server.connections.store(0, Ordering::SeqCst);
    // record 2 has no profile: refused too
    let o = run(&["send", "--record", "2", "--db", &s.db, "--operator", "X"]);
    assert_eq!(o.status.code(), Some(3), "{}", err(&o));
    assert!(err(&o).contains("profil de destination"), "{}", err(&o));
    assert_eq!(server.connections.load(Ordering::SeqCst), 0);
}

#[test]
fn missing_key_is_refused_before_any_connection() {
    let server = Server::start(Behaviour::Echo);
    let s = Setup::new(
        &server,
        DOC_A,
        serde_json::json!({"enabled": true, "api_key": {"env": "CAVIARD_TEST_NO_SUCH_KEY"}}),
        None,
    );
    let o = s.send(&[]);
    assert_eq!(o.status.code(), Some(3), "{}", err(&o));
    assert!(err(&o).contains("CAVIARD_TEST_NO_SUCH_KEY"), "{}", err(&o));
    assert_eq!(server.connections.load(Ordering::SeqCst), 0);
}

#[test]
fn a_zero_timeout_is_a_usage_error() {
    let o = run(&["send", "--record", "1", "--timeout", "0", "--operator", "X"]);
    assert_eq!(o.status.code(), Some(2), "{}", err(&o));
    assert!(err(&o).contains("--timeout"), "{}", err(&o));
}

#[test]
fn a_non_https_endpoint_cannot_enable_sending() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("reg.sqlite").display().to_string();
    let pf = dir.path().join("p.json");
    std::fs::write(
        &pf,
        serde_json::json!({
            "provider": "P", "model": "m", "endpoint": "http://127.0.0.1:9/v1", "country": "TN",
            "sending": {"enabled": true, "api_key": {"env": KEY_VAR}},
        })
        .to_string(),
    )
    .unwrap();
    let o = run(&[
        "destination",
        "add",
        "api",
        pf.to_str().unwrap(),
        "--db",
        &db,
    ]);
    assert_eq!(o.status.code(), Some(3), "{}", err(&o));
    assert!(err(&o).contains("https://"), "{}", err(&o));
}

#[test]
fn a_stalled_server_is_abandoned_within_the_timeout() {
    let server = Server::start(Behaviour::Stall);
    let s = Setup::new(&server, DOC_A, enabled(), None);
    let t = Instant::now();
    let o = s.send(&["--timeout", "2"]);
    let took = t.elapsed();
    assert_eq!(o.status.code(), Some(3), "{}", err(&o));
    assert!(err(&o).contains("abandonnée"), "{}", err(&o));
    assert_eq!(out(&o), "");
    assert!(took < Duration::from_secs(10), "took {took:?}");
    // the server saw the connection closed, soon after the timeout
    let deadline = Instant::now() + Duration::from_secs(5);
    while server.abandoned_after.lock().unwrap().is_empty() && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(50));
    }
    let a = server.abandoned_after.lock().unwrap();
    assert_eq!(a.len(), 1, "the stalled connection was not closed");
    eprintln!(
        "stalled request: connection closed {:?} after the request; caviard returned after {took:?}",
        a[0]
    );
    assert!(a[0] < Duration::from_secs(5), "closed after {:?}", a[0]);
    drop(a);
    let ev = s.events();
    assert_eq!(ev.len(), 1);
    assert_eq!(ev[0]["kind"], "sent");
    assert!(ev[0]["event"]["sent"].get("status").is_none());
    assert!(ev[0]["event"]["sent"]["error"]
        .as_str()
        .unwrap()
        .contains("délai"));
}

#[test]
fn an_oversized_answer_is_refused() {
    let server = Server::start(Behaviour::Huge);
    let s = Setup::new(&server, DOC_A, enabled(), None);
    let t = Instant::now();
    let o = s.send(&[]);
    eprintln!("oversized answer refused after {:?}", t.elapsed());
    assert_eq!(o.status.code(), Some(3), "{}", err(&o));
    assert!(err(&o).contains("dépasse 16777216 octets"), "{}", err(&o));
    assert_eq!(out(&o), "");
    let ev = s.events();
    assert_eq!(ev.len(), 1, "no restitution after a refused answer");
    assert_eq!(ev[0]["event"]["sent"]["status"], 200);
}

#[test]
fn http_errors_and_malformed_answers_are_refused_with_the_reason() {
    let server = Server::start(Behaviour::Unauthorized);
    let s = Setup::new(&server, DOC_A, enabled(), None);
    let o = s.send(&[]);
    assert_eq!(o.status.code(), Some(3), "{}", err(&o));
    let e = err(&o);
    assert!(e.contains("statut HTTP 401"), "{e}");
    assert!(e.contains("Incorrect API key provided"), "{e}");
    assert!(!e.contains(API_KEY), "{e}");
    server.set(Behaviour::Malformed);
    let o = s.send(&[]);
    assert_eq!(o.status.code(), Some(3), "{}", err(&o));
    assert!(err(&o).contains("JSON invalide"), "{}", err(&o));
    let ev = s.events();
    let statuses: Vec<_> = ev
        .iter()
        .map(|e| e["event"]["sent"]["status"].clone())
        .collect();
    assert_eq!(statuses, [serde_json::json!(401), serde_json::json!(200)]);
    assert_eq!(out(&o), "");
}
