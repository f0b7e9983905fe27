//! The audit register read back: record content, no clear values anywhere, tamper detection,
//! foreign and corrupt files left untouched, retention, exports.

mod support;

use caviard::audit::export::{self, Format};
use caviard::audit::{AuthorizationStatus, Decision, Filter, Register};
use caviard::{Entity, Error, ErrorCode};
use rusqlite::Connection;
use support::*;

fn register_with(n: usize) -> (tempfile::TempDir, std::path::PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("registre.sqlite");
    let mut reg = Register::open(&path).unwrap();
    for i in 0..n {
        reg.append(&draft(meta(), &format!("D-{i}")), t(1 + i as u32 % 28, 9))
            .unwrap();
    }
    (dir, path)
}

/// A raw connection with the protective triggers dropped, as someone with the sqlite3 tool would.
fn raw(path: &std::path::Path) -> Connection {
    let c = Connection::open(path).unwrap();
    c.execute_batch(
        "DROP TRIGGER records_no_delete; DROP TRIGGER records_no_update; DROP TRIGGER records_purge_only;",
    )
    .unwrap();
    c
}

fn first_bad(path: &std::path::Path) -> (u64, String) {
    let report = Register::open_existing(path).unwrap().verify().unwrap();
    report.first_bad.expect("tampering must be caught")
}

#[test]
fn record_content_reads_back() {
    let (_dir, path) = register_with(0);
    let mut reg = Register::open(&path).unwrap();
    let d = draft(meta(), "A-1");
    let a = reg.append(&d, t(4, 9)).unwrap();
    let s = reg.get(a.id).unwrap();
    let r = &s.record;
    assert_eq!(s.hash, a.hash);
    assert_eq!(r.id, 1);
    assert_eq!(r.at, t(4, 9));
    assert_eq!(r.prev_hash, caviard::audit::chain::GENESIS);
    assert_eq!(r.caviard_version, caviard::VERSION);
    assert_eq!(
        r.detector_set_version,
        caviard::detect::DETECTOR_SET_VERSION
    );
    assert_eq!(r.operator.name, "Leila Trabelsi");
    assert_eq!(r.approver.as_ref().unwrap().name, "نور الهدى المنصوري");
    // document
    let original = format!("{DOC}Dossier A-1\n");
    assert_eq!(r.document.file_name, "attestation.txt");
    assert_eq!(r.document.format, "text");
    assert_eq!(r.document.bytes, original.len() as u64);
    assert_eq!(r.document.chars, original.chars().count() as u64);
    use sha2::Digest;
    let hex = |b: &[u8]| {
        sha2::Sha256::digest(b)
            .iter()
            .map(|x| format!("{x:02x}"))
            .collect::<String>()
    };
    assert_eq!(r.document.sha256, hex(original.as_bytes()));
    // payload: byte for byte, hash, sizes, token estimate
    let payload = s.payload.as_deref().unwrap();
    assert_eq!(payload, d.payload);
    assert!(payload.contains("M. [NOM_1], CIN n° [CIN_1], tél. [TEL_1], e-mail [EMAIL_1]."));
    assert!(payload.contains("atteint de diabète"), "{payload}");
    assert_eq!(r.payload.sha256, hex(payload.as_bytes()));
    assert_eq!(r.payload.chars, payload.chars().count() as u64);
    assert_eq!(
        r.payload.estimated_tokens,
        (r.payload.chars as f64 / 4.0).ceil() as u64
    );
    // findings and decisions
    let health: Vec<_> = r
        .findings
        .iter()
        .filter(|f| f.entity == Entity::Health)
        .collect();
    assert_eq!(health.len(), 1);
    assert_eq!(health[0].decision, Decision::Rejected);
    assert_eq!(health[0].label, None);
    let cin = r.findings.iter().find(|f| f.entity == Entity::Cin).unwrap();
    assert_eq!(cin.decision, Decision::Approved);
    assert_eq!(cin.label.as_deref(), Some("[CIN_1]"));
    assert_eq!(cin.decided_by, "نور الهدى المنصوري");
    assert_eq!(cin.detector, "tn.cin");
    assert_eq!(&original[cin.start..cin.end], "01234567");
    assert_eq!(cin.value_hmac, reg.value_hmac("01234567"));
    assert_ne!(cin.value_hmac, reg.value_hmac("01234568"));
    // counts before / after
    assert_eq!(r.counts[&Entity::Cin].before, 2);
    assert_eq!(r.counts[&Entity::Cin].after, 0);
    assert_eq!(r.counts[&Entity::Health].before, 1);
    assert_eq!(r.counts[&Entity::Health].after, 1);
    assert!(r.counts[&Entity::Person].before >= 2);
    assert_eq!(r.counts[&Entity::Person].after, 0);
    // destination and legal fields
    assert_eq!(r.destination.provider, "OpenAI");
    assert_eq!(r.destination.country, "IE");
    assert!(r.destination.abroad);
    assert_eq!(
        r.destination
            .transfer_authorization
            .as_ref()
            .unwrap()
            .number,
        "INPDP-AT-2026-0042"
    );
    assert_eq!(
        r.destination.authorization_status,
        AuthorizationStatus::Valid
    );
    assert_eq!(r.legal.sensitive_detected_remaining, vec![Entity::Health]);
    assert!(r.legal.art_13_14_in_payload);
    assert!(r.legal.purpose.starts_with("Résumé automatique"));
    // verify reports the head
    let v = reg.verify().unwrap();
    assert!(v.is_intact());
    assert_eq!((v.records, v.head), (1, a.hash));
}

#[test]
fn authorization_status_follows_the_clock_and_country() {
    let (_dir, path) = register_with(0);
    let mut reg = Register::open(&path).unwrap();
    let mut m = meta();
    m.destination.transfer_authorization = None;
    let a = reg.append(&draft(m.clone(), "x"), t(4, 9)).unwrap();
    let st = |id| reg.get(id).unwrap().record.destination.authorization_status;
    assert_eq!(st(a.id), AuthorizationStatus::Missing);
    m.destination.country = "TN".into();
    let a = reg.append(&draft(m, "y"), t(4, 10)).unwrap();
    let r = reg.get(a.id).unwrap().record;
    assert!(!r.destination.abroad);
    assert_eq!(
        r.destination.authorization_status,
        AuthorizationStatus::NotRequired
    );
    let late = chrono::TimeZone::with_ymd_and_hms(&chrono::Utc, 2027, 3, 1, 0, 0, 0).unwrap();
    let a = reg.append(&draft(meta(), "z"), late).unwrap();
    assert_eq!(
        reg.get(a.id)
            .unwrap()
            .record
            .destination
            .authorization_status,
        AuthorizationStatus::Expired
    );
}

#[test]
fn no_approved_value_in_clear_in_the_database_or_exports() {
    let (dir, path) = register_with(5);
    let reg = Register::open_existing(&path).unwrap();
    let bytes = db_bytes(&path);
    assert!(bytes.len() > 10_000);
    // the payload is there (sanity check of the grep), the values are not
    assert!(contains(&bytes, "[NOM_1]"));
    assert!(contains(&bytes, "diabète"));
    for v in APPROVED_VALUES {
        assert!(!contains(&bytes, v), "{v} in the database");
    }
    for (fmt, name) in [(Format::Csv, "a.csv"), (Format::Jsonl, "a.jsonl")] {
        let p = dir.path().join(name);
        export::export(
            &reg,
            &Filter::default(),
            fmt,
            std::fs::File::create(&p).unwrap(),
        )
        .unwrap();
        let out = std::fs::read(&p).unwrap();
        assert!(contains(&out, "[CIN_1]"));
        for v in APPROVED_VALUES {
            assert!(!contains(&out, v), "{v} in {name}");
        }
    }
}

#[test]
fn files_are_private() {
    use std::os::unix::fs::PermissionsExt;
    let (_dir, path) = register_with(0);
    let mut reg = Register::open(&path).unwrap();
    reg.append(&draft(meta(), "p"), t(1, 1)).unwrap();
    for suffix in ["", "-wal", "-shm"] {
        let p = format!("{}{suffix}", path.display());
        let mode = std::fs::metadata(&p).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o600, "{p}");
    }
}

#[test]
fn tamper_one_payload_byte() {
    let (_dir, path) = register_with(4);
    let c = raw(&path);
    let p: String = c
        .query_row("SELECT payload FROM records WHERE id = 3", [], |r| r.get(0))
        .unwrap();
    let mut b = p.into_bytes();
    b[0] ^= 1;
    c.execute(
        "UPDATE records SET payload = ?1 WHERE id = 3",
        [String::from_utf8(b).unwrap()],
    )
    .unwrap();
    drop(c);
    let (n, why) = first_bad(&path);
    assert_eq!(n, 3);
    assert!(why.contains("texte envoyé"), "{why}");
}

#[test]
fn tamper_edit_body_field() {
    let (_dir, path) = register_with(4);
    let c = raw(&path);
    c.execute(
        "UPDATE records SET body = replace(body, '\"purpose\":\"Résumé', '\"purpose\":\"Résumo') WHERE id = 2",
        [],
    )
    .unwrap();
    drop(c);
    assert_eq!(first_bad(&path).0, 2);
}

#[test]
fn tamper_delete_row() {
    let (_dir, path) = register_with(5);
    raw(&path)
        .execute("DELETE FROM records WHERE id = 3", [])
        .unwrap();
    let (n, why) = first_bad(&path);
    assert_eq!(n, 3);
    assert!(why.contains("absent"), "{why}");
}

#[test]
fn tamper_delete_last_rows() {
    let (_dir, path) = register_with(5);
    raw(&path)
        .execute("DELETE FROM records WHERE id >= 4", [])
        .unwrap();
    let (n, why) = first_bad(&path);
    assert_eq!(n, 4);
    assert!(why.contains("fin du registre"), "{why}");
}

#[test]
fn tamper_swap_rows() {
    let (_dir, path) = register_with(5);
    raw(&path)
        .execute_batch(
            "UPDATE records SET id = -2 WHERE id = 2;
             UPDATE records SET id = 2 WHERE id = 4;
             UPDATE records SET id = 4 WHERE id = -2;",
        )
        .unwrap();
    let (n, why) = first_bad(&path);
    assert_eq!(n, 2);
    assert!(why.contains("chaînage"), "{why}");
}

#[test]
fn tamper_insert_forged_row() {
    // A forger who knows the algorithm: copies record 2, gives it the right id and prev hash,
    // recomputes its hash, shifts the later records to make room.
    let (_dir, path) = register_with(4);
    let c = raw(&path);
    let (body, at, op, prov, h2): (String, String, String, String, String) = c
        .query_row(
            "SELECT body, at, operator, provider, hash FROM records WHERE id = 2",
            [],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?)),
        )
        .unwrap();
    let mut rec: caviard::audit::Record = serde_json::from_str(&body).unwrap();
    rec.id = 3;
    rec.prev_hash = h2.clone();
    rec.legal.purpose = "Finalité inventée".into();
    let body = caviard::audit::chain::canonical(&rec);
    let hash = caviard::audit::chain::hash_body(&body);
    c.execute_batch(
        "UPDATE records SET id = id + 100 WHERE id >= 3; UPDATE records SET id = id - 99 WHERE id >= 100;",
    )
    .unwrap();
    c.execute(
        "INSERT INTO records (id, at, operator, provider, prev_hash, hash, body, payload)
         VALUES (3, ?1, ?2, ?3, ?4, ?5, ?6, 'x')",
        rusqlite::params![at, op, prov, h2, hash, body],
    )
    .unwrap();
    drop(c);
    // the forged row itself checks out, except its payload; the row after it does not chain
    let (n, _) = first_bad(&path);
    assert_eq!(n, 3);
}

#[test]
fn tamper_append_forged_row_at_the_end() {
    let (_dir, path) = register_with(3);
    let c = raw(&path);
    let (body, at, op, prov, h3, payload): (String, String, String, String, String, String) = c
        .query_row(
            "SELECT body, at, operator, provider, hash, payload FROM records WHERE id = 3",
            [],
            |r| {
                Ok((
                    r.get(0)?,
                    r.get(1)?,
                    r.get(2)?,
                    r.get(3)?,
                    r.get(4)?,
                    r.get(5)?,
                ))
            },
        )
        .unwrap();
    let mut rec: caviard::audit::Record = serde_json::from_str(&body).unwrap();
    rec.id = 4;
    rec.prev_hash = h3.clone();
    let body = caviard::audit::chain::canonical(&rec);
    let hash = caviard::audit::chain::hash_body(&body);
    c.execute(
        "INSERT INTO records (id, at, operator, provider, prev_hash, hash, body, payload)
         VALUES (4, ?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        rusqlite::params![at, op, prov, h3, hash, body, payload],
    )
    .unwrap();
    drop(c);
    let (n, why) = first_bad(&path);
    assert_eq!(n, 4);
    assert!(why.contains("tête"), "{why}");
}

#[test]
fn triggers_refuse_ordinary_edits() {
    let (_dir, path) = register_with(2);
    let c = Connection::open(&path).unwrap();
    assert!(c.execute("DELETE FROM records WHERE id = 1", []).is_err());
    assert!(c
        .execute("UPDATE records SET body = 'x' WHERE id = 1", [])
        .is_err());
    assert!(c
        .execute("UPDATE records SET payload = 'x' WHERE id = 1", [])
        .is_err());
    drop(c);
    assert!(Register::open_existing(&path)
        .unwrap()
        .verify()
        .unwrap()
        .is_intact());
}

/// The sqlite3 command-line tool, when installed (CI installs it; `.ci/run`).
#[test]
fn sqlite3_tool_edit_is_caught() {
    if std::process::Command::new("sqlite3")
        .arg("-version")
        .output()
        .is_err()
    {
        eprintln!("sqlite3 not installed: skipped");
        return;
    }
    let (_dir, path) = register_with(3);
    let out = std::process::Command::new("sqlite3")
        .arg(&path)
        .arg("DROP TRIGGER records_no_update; UPDATE records SET body = replace(body, 'gpt-4o', 'gpt-4x') WHERE id = 2;")
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    assert_eq!(first_bad(&path).0, 2);
}

fn assert_untouched(path: &std::path::Path, expect: ErrorCode) {
    let before = std::fs::read(path).unwrap();
    for _ in 0..2 {
        let e = match Register::open(path) {
            Err(e) => e,
            Ok(_) => panic!("opened"),
        };
        assert_eq!(e.code(), expect, "{e}");
        assert!(e.to_string().contains("n'a pas été modifié"), "{e}");
    }
    assert_eq!(std::fs::read(path).unwrap(), before, "file was modified");
}

#[test]
fn foreign_files_are_refused_and_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let text = dir.path().join("notes.txt");
    std::fs::write(&text, "Ceci n'est pas une base de données.\n".repeat(20)).unwrap();
    assert_untouched(&text, ErrorCode::RegisterForeign);
    let other = dir.path().join("autre.sqlite");
    let c = Connection::open(&other).unwrap();
    c.execute_batch("CREATE TABLE clients (nom TEXT); INSERT INTO clients VALUES ('Sami');")
        .unwrap();
    drop(c);
    assert_untouched(&other, ErrorCode::RegisterForeign);
    assert!(!std::path::Path::new(&format!("{}-wal", other.display())).exists());
}

#[test]
fn corrupt_files_are_refused_and_untouched() {
    let (_dir, path) = register_with(40);
    let good = std::fs::read(&path).unwrap();
    assert!(good.len() > 8 * 4096);
    // a damaged page in the middle
    let mut bad = good.clone();
    for b in &mut bad[3 * 4096..4 * 4096] {
        *b = 0xAA;
    }
    std::fs::write(&path, &bad).unwrap();
    assert_untouched(&path, ErrorCode::RegisterCorrupt);
    // truncated
    std::fs::write(&path, &good[..good.len() / 2]).unwrap();
    assert_untouched(&path, ErrorCode::RegisterCorrupt);
    // a header cut short
    std::fs::write(&path, &good[..50]).unwrap();
    assert_untouched(&path, ErrorCode::RegisterCorrupt);
}

#[test]
fn newer_schema_is_refused_and_untouched() {
    let (_dir, path) = register_with(1);
    Connection::open(&path)
        .unwrap()
        .pragma_update(None, "user_version", 99)
        .unwrap();
    assert_untouched(&path, ErrorCode::RegisterTooNew);
}

#[test]
fn missing_register_is_not_created_by_readers() {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("absent.sqlite");
    let Err(e) = Register::open_existing(&p) else {
        panic!("opened")
    };
    assert!(matches!(e, Error::RegisterNotFound(_)));
    assert!(!p.exists());
}

#[test]
fn retention_purges_texts_and_the_chain_still_verifies() {
    let (_dir, path) = register_with(0);
    let mut reg = Register::open(&path).unwrap();
    for (i, day) in [1, 10, 25].into_iter().enumerate() {
        reg.append(&draft(meta(), &format!("RET-{i}")), t(day, 8))
            .unwrap();
    }
    assert_eq!(
        reg.purge(t(28, 0)).unwrap(),
        0,
        "no retention set: keep all"
    );
    reg.set_retention_days(Some(10)).unwrap();
    assert_eq!(reg.retention_days().unwrap(), Some(10));
    // now = 28 May: cutoff 18 May, records of 1 and 10 May are purged
    assert_eq!(reg.purge(t(28, 0)).unwrap(), 2);
    assert_eq!(reg.get(1).unwrap().payload, None);
    assert!(reg.get(1).unwrap().purged_at.is_some());
    assert_eq!(reg.get(2).unwrap().payload, None);
    assert!(reg.get(3).unwrap().payload.unwrap().contains("RET-2"));
    let v = reg.verify().unwrap();
    assert!(v.is_intact(), "{v:?}");
    assert_eq!(v.records, 3);
    drop(reg);
    let bytes = db_bytes(&path);
    assert!(!contains(&bytes, "Dossier RET-0"));
    assert!(!contains(&bytes, "Dossier RET-1"));
    assert!(contains(&bytes, "Dossier RET-2"));
}

fn export_string(reg: &Register, filter: &Filter, fmt: Format) -> (String, export::Summary) {
    let mut out = Vec::new();
    let s = export::export(reg, filter, fmt, &mut out).unwrap();
    (String::from_utf8(out).unwrap(), s)
}

#[test]
fn jsonl_export_reads_back_byte_for_byte() {
    let (_dir, path) = register_with(0);
    let mut reg = Register::open(&path).unwrap();
    let mut drafts = Vec::new();
    for (i, (op, prov)) in [
        ("Leila Trabelsi", "OpenAI"),
        ("Karim Jaziri", "Mistral AI"),
        ("Leila Trabelsi", "Mistral AI"),
    ]
    .into_iter()
    .enumerate()
    {
        let d = draft(meta_with(op, prov), &format!("J-{i}"));
        reg.append(&d, t(2 + i as u32 * 5, 9)).unwrap();
        drafts.push(d);
    }
    let (all, s) = export_string(&reg, &Filter::default(), Format::Jsonl);
    assert_eq!((s.records, s.total), (3, 3));
    assert_eq!(s.head, reg.head().unwrap().1);
    let lines: Vec<serde_json::Value> = all
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 3);
    for (l, d) in lines.iter().zip(&drafts) {
        assert_eq!(l["payload"].as_str().unwrap(), d.payload);
        let rec: caviard::audit::Record = serde_json::from_value(l["record"].clone()).unwrap();
        assert_eq!(
            caviard::audit::chain::hash_body(&caviard::audit::chain::canonical(&rec)),
            l["hash"].as_str().unwrap()
        );
    }
    assert_eq!(lines[1]["record"]["operator"]["name"], "Karim Jaziri");
    // filters
    let ids = |f: Filter| -> Vec<u64> {
        export_string(&reg, &f, Format::Jsonl)
            .0
            .lines()
            .map(|l| {
                serde_json::from_str::<serde_json::Value>(l).unwrap()["id"]
                    .as_u64()
                    .unwrap()
            })
            .collect()
    };
    assert_eq!(
        ids(Filter {
            operator: Some("leila trabelsi".into()),
            ..Filter::default()
        }),
        vec![1, 3]
    );
    assert_eq!(
        ids(Filter {
            destination: Some("mistral ai".into()),
            ..Filter::default()
        }),
        vec![2, 3]
    );
    assert_eq!(
        ids(Filter {
            from: Some(Filter::parse_from("2026-05-07").unwrap()),
            to: Some(Filter::parse_to("2026-05-07").unwrap()),
            ..Filter::default()
        }),
        vec![2]
    );
    assert_eq!(
        ids(Filter {
            id: Some(3),
            ..Filter::default()
        }),
        vec![3]
    );
}

#[test]
fn csv_export_for_a_french_spreadsheet() {
    let (_dir, path) = register_with(0);
    let mut reg = Register::open(&path).unwrap();
    let d = draft(meta(), "C-1");
    reg.append(&d, t(3, 9)).unwrap();
    reg.append(
        &draft(meta_with("=HYPERLINK(1)", "OpenAI"), "C-2"),
        t(3, 10),
    )
    .unwrap();
    let (csv_text, s) = export_string(&reg, &Filter::default(), Format::Csv);
    assert!(csv_text.starts_with('\u{feff}'));
    assert!(csv_text.contains("\r\n"));
    let mut rd = csv::ReaderBuilder::new()
        .delimiter(b';')
        .from_reader(csv_text.trim_start_matches('\u{feff}').as_bytes());
    let headers = rd.headers().unwrap().clone();
    assert_eq!(headers.len(), export::csv_headers().len());
    let col = |name: &str| headers.iter().position(|h| h == name).unwrap();
    let rows: Vec<csv::StringRecord> = rd.records().map(|r| r.unwrap()).collect();
    assert_eq!(rows.len(), 2);
    let r = &rows[0];
    assert_eq!(&r[col("n°")], "1");
    assert_eq!(&r[col("date (UTC)")], "2026-05-03T09:00:00.000000Z");
    assert_eq!(&r[col("opérateur")], "Leila Trabelsi");
    assert_eq!(
        &r[col("approbateur")],
        "نور الهدى المنصوري (Déléguée à la protection des données)"
    );
    assert_eq!(&r[col("fournisseur")], "OpenAI");
    assert_eq!(&r[col("à l'étranger")], "oui");
    assert_eq!(&r[col("autorisation INPDP n°")], "INPDP-AT-2026-0042");
    assert_eq!(&r[col("autorisation expire le")], "2027-01-14");
    assert_eq!(
        &r[col("base légale")],
        "consentement exprès et écrit (art. 27)"
    );
    assert_eq!(&r[col("personnes concernées")], "salariés, clients");
    assert_eq!(
        &r[col("catégories art. 13/14 restantes")],
        "HEALTH (détecté)"
    );
    assert!(r[col("par type (avant/après)")].contains("CIN 2/0"));
    assert!(r[col("par type (avant/après)")].contains("HEALTH 1/1"));
    assert_eq!(&r[col("texte envoyé")], d.payload, "payload byte for byte");
    assert_eq!(&r[col("empreinte")], reg.get(1).unwrap().hash);
    assert_eq!(&rows[1][col("empreinte")], s.head);
    // formula injection is neutralised
    assert_eq!(&rows[1][col("opérateur")], "'=HYPERLINK(1)");
}

#[test]
fn export_refuses_a_tampered_register() {
    let (_dir, path) = register_with(3);
    raw(&path)
        .execute("DELETE FROM records WHERE id = 2", [])
        .unwrap();
    let reg = Register::open_existing(&path).unwrap();
    let mut out = Vec::new();
    let e = export::export(&reg, &Filter::default(), Format::Jsonl, &mut out).unwrap_err();
    assert!(
        matches!(e, Error::RegisterTampered { record: 2, .. }),
        "{e}"
    );
    // what was written before record 2 is incomplete: the CLI discards it (tests/audit_cli.rs)
}

#[test]
fn meta_is_checked() {
    let bad = include_str!("../../../examples/record.json").replace("\"IE\"", "\"irl\"");
    let e = caviard::audit::RecordMeta::from_json(&bad).unwrap_err();
    assert_eq!(e.code(), ErrorCode::RecordInvalid);
    assert!(e.to_string().contains("destination.country"), "{e}");
    let unknown = include_str!("../../../examples/record.json").replacen(
        "\"purpose\"",
        "\"purpse\": \"x\", \"purpose\"",
        1,
    );
    assert!(caviard::audit::RecordMeta::from_json(&unknown)
        .unwrap_err()
        .to_string()
        .contains("purpse"));
}

#[test]
fn pdf_report_lists_records_legal_fields_counts_and_head() {
    let (dir, path) = register_with(0);
    let mut reg = Register::open(&path).unwrap();
    for i in 0..3 {
        reg.append(&draft(meta(), &format!("P-{i}")), t(5 + i, 9))
            .unwrap();
    }
    let (_, head) = reg.head().unwrap();
    let mut pdf = Vec::new();
    let s = export::export(&reg, &Filter::default(), Format::Pdf, &mut pdf).unwrap();
    assert_eq!((s.records, s.head.as_str()), (3, head.as_str()));
    assert!(pdf.starts_with(b"%PDF-"));
    std::fs::write(dir.path().join("r.pdf"), &pdf).unwrap();
    for v in APPROVED_VALUES {
        assert!(!contains(&pdf, v), "{v} in the PDF bytes");
    }
    let text = pdf_extract::extract_text_from_mem(&pdf).unwrap();
    let flat: String = text.split_whitespace().collect::<Vec<_>>().join(" ");
    for want in [
        "Registre d'audit Caviard",
        &format!("Empreinte de tête du registre : {head}"),
        "Enregistrement n° 3",
        "Opérateur : Leila Trabelsi (Responsable conformité)",
        "INPDP-AT-2026-0042",
        "Finalité (art. 10) : Résumé automatique",
        "Base légale : consentement exprès et écrit (art. 27)",
        "Personnes concernées : salariés, clients",
        "HEALTH (détecté)",
        "CIN 2/0",
        "3 enregistrement(s) dans ce rapport",
    ] {
        assert!(flat.contains(want), "{want:?} not in {flat}");
    }
    for v in APPROVED_VALUES {
        assert!(!flat.contains(v), "{v} in the PDF text");
    }
}
