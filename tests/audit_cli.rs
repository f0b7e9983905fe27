//! End-to-end tests of `caviard mask --record` and `caviard audit …` on a temporary register.

use std::path::Path;
mod common;
use common::{err, out, run, untag};

const DOC: &str = "M. Sami Ben Salah, CIN n° 01234567, tél. 98 123 456.\nالسيد سامي بن صالح\n";

fn meta() -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("examples/record.json")
        .display()
        .to_string()
}

#[test]
fn mask_record_list_show_verify_export() {
    let dir = tempfile::tempdir().unwrap();
    let doc = dir.path().join("lettre.txt");
    std::fs::write(&doc, DOC).unwrap();
    let db = dir.path().join("reg.sqlite");
    let (doc, db, meta) = (doc.to_str().unwrap(), db.to_str().unwrap(), meta());
    let mut payloads = Vec::new();
    for _ in 0..2 {
        let o = run(&["mask", doc, "--record", &meta, "--db", db]);
        assert_eq!(o.status.code(), Some(0), "{}", err(&o));
        assert_eq!(
            untag(&out(&o)),
            "M. [NOM_1], CIN n° [CIN_1], tél. [TEL_1].\nالسيد [NOM_2]\n"
        );
        payloads.push(out(&o));
        assert!(err(&o).contains("ajouté au registre d'audit"));
    }
    let o = run(&["audit", "list", "--json", "--db", db]);
    let lines: Vec<serde_json::Value> = out(&o)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[1]["id"], 2);
    assert_eq!(lines[1]["operator"], "Leila Trabelsi");
    assert_eq!(lines[1]["file_name"], "lettre.txt");
    assert_eq!(lines[1]["masked"], 4);
    let o = run(&["audit", "show", "2", "--db", db]);
    let v: serde_json::Value = serde_json::from_str(&out(&o)).unwrap();
    assert_ne!(payloads[0], payloads[1], "each record its own label tag");
    assert_eq!(v["payload"], payloads[1].as_str());
    assert_eq!(v["record"]["prev_hash"], lines[0]["hash"]);
    let o = run(&["audit", "verify", "--db", db]);
    assert_eq!(o.status.code(), Some(0));
    let head = lines[1]["hash"].as_str().unwrap();
    assert!(out(&o).contains(&format!("Empreinte de tête : {head}")));
    let o = run(&[
        "audit",
        "verify",
        "--head",
        lines[0]["hash"].as_str().unwrap(),
        "--db",
        db,
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    let o = run(&["audit", "verify", "--head", &"ab".repeat(32), "--db", db]);
    assert_eq!(o.status.code(), Some(4));
    for fmt in ["csv", "jsonl"] {
        let p = dir.path().join(format!("export.{fmt}"));
        let o = run(&[
            "audit",
            "export",
            "--format",
            fmt,
            "-o",
            p.to_str().unwrap(),
            "--operator",
            "Leila Trabelsi",
            "--from",
            "2000-01-01",
            "--db",
            db,
        ]);
        assert_eq!(o.status.code(), Some(0), "{}", err(&o));
        assert!(out(&o).contains(head), "{}", out(&o));
        let bytes = std::fs::read(&p).unwrap();
        let text = String::from_utf8(bytes).unwrap();
        assert!(untag(&text).contains("[CIN_1]"));
        for v in ["Sami Ben Salah", "01234567", "98 123 456", "سامي بن صالح"] {
            assert!(!text.contains(v));
        }
    }
    // tamper with the sqlite file directly: verify names the record and exits 4
    let c = rusqlite::Connection::open(db).unwrap();
    c.execute_batch(
        "DROP TRIGGER records_no_update; UPDATE records SET body = replace(body, 'OpenAI', 'OpenAl') WHERE id = 1;",
    )
    .unwrap();
    drop(c);
    let o = run(&["audit", "verify", "--db", db]);
    assert_eq!(o.status.code(), Some(4));
    assert!(
        out(&o).contains("premier enregistrement invalide n° 1"),
        "{}",
        out(&o)
    );
    let p = dir.path().join("x.csv");
    let o = run(&[
        "audit",
        "export",
        "--format",
        "csv",
        "-o",
        p.to_str().unwrap(),
        "--db",
        db,
    ]);
    assert_eq!(o.status.code(), Some(4));
    assert!(err(&o).contains("n° 1"));
    assert!(!p.exists(), "no export from an altered register");
    assert!(std::fs::read_dir(dir.path()).unwrap().all(|e| !e
        .unwrap()
        .file_name()
        .to_string_lossy()
        .contains("partial")));
}

#[test]
fn foreign_register_is_refused_and_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let doc = dir.path().join("lettre.txt");
    std::fs::write(&doc, DOC).unwrap();
    let db = dir.path().join("notes.db");
    std::fs::write(&db, "liste de courses\n").unwrap();
    let o = run(&[
        "mask",
        doc.to_str().unwrap(),
        "--record",
        &meta(),
        "--db",
        db.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(3));
    assert!(
        err(&o).contains("n'est pas un registre d'audit Caviard"),
        "{}",
        err(&o)
    );
    assert!(err(&o).contains("[register_foreign]"));
    assert!(
        out(&o).is_empty(),
        "nothing printed when the run is not recorded"
    );
    assert_eq!(std::fs::read(&db).unwrap(), b"liste de courses\n");
}

#[test]
fn bad_meta_is_a_clear_error() {
    let dir = tempfile::tempdir().unwrap();
    let doc = dir.path().join("lettre.txt");
    std::fs::write(&doc, DOC).unwrap();
    let m = dir.path().join("meta.json");
    std::fs::write(
        &m,
        r#"{"operator": {"name": "Leila Trabelsi", "role": "DPO"}}"#,
    )
    .unwrap();
    let db = dir.path().join("reg.sqlite");
    let o = run(&[
        "mask",
        doc.to_str().unwrap(),
        "--record",
        m.to_str().unwrap(),
        "--db",
        db.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(3));
    assert!(
        err(&o).contains("Fiche d'enregistrement invalide"),
        "{}",
        err(&o)
    );
    assert!(!db.exists());
}
