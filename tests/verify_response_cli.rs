//! End-to-end tests of record-tagged labels, the encrypted vault and `caviard verify-response`
//! on a temporary register. Synthetic data only.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

const BIN: &str = env!("CARGO_BIN_EXE_caviard");
/// The document of record 1.
const DOC_A: &str = "M. Sami Ben Salah, CIN n° 01234567, tél. 98 123 456.\n";
/// The document of record 2: another customer.
const DOC_B: &str = "Mme Hela Gharbi, CIN n° 07654321, IBAN TN59 1000 6035 1835 9847 8831.\n";
/// Values of both documents and of the foreign data slipped into responses: never in clear in
/// the register's files or its exports.
const SECRETS: &[&str] = &[
    "Sami Ben Salah",
    "01234567",
    "98 123 456",
    "Hela Gharbi",
    "07654321",
    "TN59 1000 6035 1835 9847 8831",
    "Karim Jaziri",
    "09123456",
    "TN59 1400 1234 5678 9012 3442",
];

fn run(args: &[&str]) -> Output {
    run_stdin(args, "")
}

fn run_stdin(args: &[&str], input: &str) -> Output {
    let mut c = Command::new(BIN)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run caviard");
    c.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
    c.wait_with_output().unwrap()
}

fn out(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn err(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn meta() -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("examples/record.json")
        .display()
        .to_string()
}

/// A register with record 1 (DOC_A) and record 2 (DOC_B); returns their payloads.
struct Setup {
    dir: tempfile::TempDir,
    db: String,
    payload_a: String,
    payload_b: String,
}

impl Setup {
    fn new() -> Setup {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("reg.sqlite").display().to_string();
        let mut payloads = Vec::new();
        for (name, text) in [("a.txt", DOC_A), ("b.txt", DOC_B)] {
            let p = dir.path().join(name);
            std::fs::write(&p, text).unwrap();
            let o = run(&[
                "mask",
                p.to_str().unwrap(),
                "--record",
                &meta(),
                "--db",
                &db,
            ]);
            assert_eq!(o.status.code(), Some(0), "{}", err(&o));
            payloads.push(out(&o));
        }
        Setup {
            dir,
            db,
            payload_b: payloads.pop().unwrap(),
            payload_a: payloads.pop().unwrap(),
        }
    }

    fn file(&self, name: &str, text: &str) -> String {
        let p = self.dir.path().join(name);
        std::fs::write(&p, text).unwrap();
        p.display().to_string()
    }

    fn verify(&self, record: &str, file: &str, extra: &[&str]) -> Output {
        let mut args = vec![
            "verify-response",
            "--record",
            record,
            file,
            "--db",
            &self.db,
            "--operator",
            "Leila Trabelsi",
        ];
        args.extend_from_slice(extra);
        run(&args)
    }

    fn export(&self) -> (String, Vec<serde_json::Value>) {
        let p = self.dir.path().join("export.jsonl");
        let o = run(&[
            "audit",
            "export",
            "--format",
            "jsonl",
            "-o",
            p.to_str().unwrap(),
            "--db",
            &self.db,
        ]);
        assert_eq!(o.status.code(), Some(0), "{}", err(&o));
        let text = std::fs::read_to_string(&p).unwrap();
        let lines = text
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        (text, lines)
    }

    /// The raw bytes of the database and its -wal/-shm files, when present.
    fn db_bytes(&self) -> Vec<(PathBuf, Vec<u8>)> {
        ["", "-wal", "-shm"]
            .iter()
            .map(|s| PathBuf::from(format!("{}{s}", self.db)))
            .filter(|p| p.exists())
            .map(|p| {
                let b = std::fs::read(&p).unwrap();
                (p, b)
            })
            .collect()
    }

    fn assert_no_secret_in_files(&self, also: &[&str]) {
        let mut files = self.db_bytes();
        for extra in also {
            files.push((PathBuf::from(extra), std::fs::read(extra).unwrap()));
        }
        for (p, bytes) in &files {
            for v in SECRETS {
                assert!(!contains(bytes, v), "{v} in clear in {}", p.display());
            }
        }
    }
}

fn contains(hay: &[u8], needle: &str) -> bool {
    hay.windows(needle.len()).any(|w| w == needle.as_bytes())
}

/// The record tag of a payload's first label: `[NOM_1-K7Q2XR]` -> `K7Q2XR`.
fn tag_of(payload: &str) -> String {
    let i = payload.find("-").unwrap();
    payload[i + 1..i + 7].to_string()
}

#[test]
fn labels_carry_the_record_tag_and_the_vault_is_encrypted() {
    let s = Setup::new();
    let (ta, tb) = (tag_of(&s.payload_a), tag_of(&s.payload_b));
    assert_ne!(ta, tb);
    assert_eq!(
        s.payload_a,
        format!("M. [NOM_1-{ta}], CIN n° [CIN_1-{ta}], tél. [TEL_1-{ta}].\n")
    );
    assert_eq!(
        s.payload_b,
        format!("Mme [NOM_1-{tb}], CIN n° [CIN_1-{tb}], IBAN [IBAN_1-{tb}].\n")
    );
    // the key lives beside the register, private to its owner, and is not in the database
    let key = std::fs::read_to_string(format!("{}.vaultkey", s.db)).unwrap();
    assert!(key.starts_with("caviard vault key v1\n"), "{key}");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let m = std::fs::metadata(format!("{}.vaultkey", s.db)).unwrap();
        assert_eq!(m.permissions().mode() & 0o777, 0o600);
    }
    let hexkey = key.lines().nth(1).unwrap();
    let c = rusqlite::Connection::open(&s.db).unwrap();
    let (n, tags): (i64, String) = c
        .query_row(
            "SELECT count(*), (SELECT group_concat(tag, ',') FROM (SELECT tag FROM vault ORDER BY record_id)) FROM vault",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    assert_eq!(n, 2);
    assert_eq!(tags, format!("{ta},{tb}"));
    drop(c);
    let (export, _) = s.export();
    assert!(
        export.contains(&format!("\"label_tag\":\"{ta}\"")),
        "{export}"
    );
    let exp = s.dir.path().join("export.jsonl").display().to_string();
    s.assert_no_secret_in_files(&[&exp]);
    for (p, bytes) in s.db_bytes() {
        assert!(!contains(&bytes, hexkey), "vault key in {}", p.display());
    }
}

#[test]
fn clean_response_restores_the_values_and_is_logged() {
    let s = Setup::new();
    let ta = tag_of(&s.payload_a);
    let response = format!(
        "Synthèse : [NOM_1-{ta}] (CIN [CIN_1-{ta}]) demande un rappel au [TEL_1-{ta}].\n\
         Le dossier de Sami Ben Salah, CIN 01234567, est complet.\n"
    );
    let f = s.file("reponse.txt", &response);
    let o = s.verify("1", &f, &[]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    assert_eq!(
        out(&o),
        "Synthèse : Sami Ben Salah (CIN 01234567) demande un rappel au 98 123 456.\n\
         Le dossier de Sami Ben Salah, CIN 01234567, est complet.\n",
        "the record's own labels restored exactly; its own data repeated is clean"
    );
    assert!(
        err(&o).contains("3 étiquette(s) rétablie(s)"),
        "{}",
        err(&o)
    );
    // standard input too
    let o = run_stdin(
        &[
            "verify-response",
            "--record",
            "1",
            "-",
            "--db",
            &s.db,
            "--operator",
            "Nour Mansouri",
        ],
        &format!("OK pour [NOM_1-{ta}]."),
    );
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    assert_eq!(out(&o), "OK pour Sami Ben Salah.");
    // both re-identifications are in the register: who, when, which record
    let o = run(&["audit", "show", "1", "--db", &s.db]);
    let v: serde_json::Value = serde_json::from_str(&out(&o)).unwrap();
    let events = v["events"].as_array().unwrap();
    assert_eq!(events.len(), 2);
    let e = &events[0]["event"];
    assert_eq!(e["kind"], "reidentification");
    assert_eq!(e["record"], 1);
    assert_eq!(e["operator"], "Leila Trabelsi");
    assert_eq!(
        e["restored"],
        serde_json::json!([
            format!("[NOM_1-{ta}]"),
            format!("[CIN_1-{ta}]"),
            format!("[TEL_1-{ta}]")
        ])
    );
    assert!(e["at"].as_str().unwrap().starts_with("20"));
    assert_eq!(events[1]["event"]["operator"], "Nour Mansouri");
    let (_, lines) = s.export();
    let kinds: Vec<&str> = lines.iter().filter_map(|l| l["kind"].as_str()).collect();
    assert_eq!(kinds, ["reidentification", "reidentification"]);
    let o = run(&["audit", "verify", "--db", &s.db]);
    assert_eq!(o.status.code(), Some(0), "{}", out(&o));
    let head = lines.last().unwrap()["hash"].as_str().unwrap().to_string();
    assert!(
        out(&o).contains(&format!(
            "intègre : 2 événement(s).\nEmpreinte de tête du journal : {head}"
        )),
        "{}",
        out(&o)
    );
    let exp = s.dir.path().join("export.jsonl").display().to_string();
    s.assert_no_secret_in_files(&[&exp]);
    // retention purges the payload and its vault: the labels can no longer be restored
    let o = run(&["audit", "retention", "0", "--db", &s.db]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    assert!(out(&o).contains("2 texte(s) purgé(s)"), "{}", out(&o));
    let o = s.verify("1", &f, &[]);
    assert_eq!(o.status.code(), Some(3), "{}", err(&o));
    assert!(err(&o).contains("[vault_absent]"), "{}", err(&o));
    let c = rusqlite::Connection::open(&s.db).unwrap();
    let n: i64 = c
        .query_row("SELECT count(*) FROM vault", [], |r| r.get(0))
        .unwrap();
    assert_eq!(n, 0);
    drop(c);
    let o = run(&["audit", "verify", "--db", &s.db]);
    assert_eq!(o.status.code(), Some(0), "{}", out(&o));
}

#[test]
fn a_vault_moved_to_another_record_does_not_open() {
    let s = Setup::new();
    let c = rusqlite::Connection::open(&s.db).unwrap();
    c.execute_batch(
        "DROP TRIGGER vault_no_update;
         CREATE TEMP TABLE v AS SELECT * FROM vault;
         UPDATE vault SET
            nonce = (SELECT nonce FROM v WHERE v.record_id = 3 - vault.record_id),
            ciphertext = (SELECT ciphertext FROM v WHERE v.record_id = 3 - vault.record_id);",
    )
    .unwrap();
    drop(c);
    let ta = tag_of(&s.payload_a);
    let f = s.file("reponse.txt", &format!("OK [NOM_1-{ta}].\n"));
    let o = s.verify("1", &f, &[]);
    assert_eq!(o.status.code(), Some(3), "{}", err(&o));
    assert!(err(&o).contains("[vault_tampered]"), "{}", err(&o));
    assert_eq!(out(&o), "");
}

#[test]
fn a_foreign_label_is_an_incident() {
    let s = Setup::new();
    let (ta, tb) = (tag_of(&s.payload_a), tag_of(&s.payload_b));
    let f = s.file(
        "fuite.txt",
        &format!("Réponse pour [NOM_1-{ta}] ; voir aussi le client [NOM_1-{tb}].\n"),
    );
    let o = s.verify("1", &f, &[]);
    assert_eq!(o.status.code(), Some(7), "{}", err(&o));
    assert_eq!(out(&o), "", "nothing restored on an incident");
    let e = err(&o);
    assert!(e.contains("INCIDENT"), "{e}");
    assert!(
        e.contains(&format!("[NOM_1-{tb}], émise par l'enregistrement n° 2")),
        "{e}"
    );
    let (text, lines) = s.export();
    let inc: Vec<&serde_json::Value> = lines.iter().filter(|l| l["kind"] == "incident").collect();
    assert_eq!(inc.len(), 1, "{text}");
    assert_eq!(inc[0]["record"], 1);
    let found = inc[0]["event"]["found"].as_array().unwrap();
    assert_eq!(found.len(), 1);
    assert_eq!(found[0]["kind"], "foreign_label");
    assert_eq!(found[0]["issued_by"], 2);
    assert_eq!(found[0]["label"], format!("[NOM_1-{tb}]"));
    let excerpt = found[0]["excerpt"].as_str().unwrap();
    assert!(
        excerpt.ends_with(&format!(
            "[NOM_1-{ta}] ; voir aussi le client [NOM_1-{tb}]."
        )),
        "{excerpt}"
    );
    // audit list flags the record
    let o = run(&["audit", "list", "--json", "--db", &s.db]);
    let l: Vec<serde_json::Value> = out(&o)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(
        (l[0]["incidents"].as_u64(), l[1]["incidents"].as_u64()),
        (Some(1), Some(0))
    );
    let exp = s.dir.path().join("export.jsonl").display().to_string();
    s.assert_no_secret_in_files(&[&exp]);
}

#[test]
fn personal_data_not_in_the_document_is_an_incident_recorded_masked() {
    let s = Setup::new();
    let ta = tag_of(&s.payload_a);
    let f = s.file(
        "fuite.txt",
        &format!(
            "Pour [NOM_1-{ta}] : rien à signaler.\n\
             Par ailleurs, M. Karim Jaziri, CIN n° 09123456, IBAN TN59 1400 1234 5678 9012 3442, \
             a demandé un virement. Voir aussi [NOM_9-{ta}] et [CIN_1-ZZZZZZ] et [TEL_2].\n"
        ),
    );
    let o = s.verify("1", &f, &[]);
    assert_eq!(o.status.code(), Some(7), "{}", err(&o));
    assert_eq!(out(&o), "");
    for v in SECRETS {
        assert!(!err(&o).contains(v), "{v} in the message");
    }
    let (text, lines) = s.export();
    let inc = lines.iter().find(|l| l["kind"] == "incident").unwrap();
    let found = inc["event"]["found"].as_array().unwrap();
    let kinds: Vec<(String, String)> = found
        .iter()
        .map(|f| {
            (
                f["kind"].as_str().unwrap().to_string(),
                f["entity"].as_str().unwrap_or("").to_string(),
            )
        })
        .collect();
    let want: Vec<(String, String)> = [
        ("foreign_value", "PERSON"),
        ("foreign_value", "CIN"),
        ("foreign_value", "IBAN"),
        ("unknown_label", "PERSON"),
        ("unknown_label", "CIN"),
        ("untagged_label", "PHONE"),
    ]
    .iter()
    .map(|(a, b)| (a.to_string(), b.to_string()))
    .collect();
    assert_eq!(kinds, want, "{text}");
    for f in &found[..3] {
        assert_eq!(f["value_hmac"].as_str().unwrap().len(), 64);
    }
    assert!(
        found[1]["excerpt"]
            .as_str()
            .unwrap()
            .contains("M. [NOM], CIN n° [CIN], IBAN [IBAN], a"),
        "{}",
        found[1]["excerpt"]
    );
    let exp = s.dir.path().join("export.jsonl").display().to_string();
    s.assert_no_secret_in_files(&[&exp]);
    // the register still verifies with the incident in it...
    let o = run(&["audit", "verify", "--db", &s.db]);
    assert_eq!(o.status.code(), Some(0), "{}", out(&o));
    // ...and an edited incident is caught
    let c = rusqlite::Connection::open(&s.db).unwrap();
    c.execute_batch(
        "DROP TRIGGER events_no_update;
         UPDATE events SET body = replace(body, '\"foreign_value\"', '\"unknown_label\"');",
    )
    .unwrap();
    drop(c);
    let o = run(&["audit", "verify", "--db", &s.db]);
    assert_eq!(o.status.code(), Some(4), "{}", out(&o));
    assert!(
        out(&o).contains("événement n° 1 du journal des réponses"),
        "{}",
        out(&o)
    );
    let p = s.dir.path().join("x.jsonl");
    let o = run(&[
        "audit",
        "export",
        "--format",
        "jsonl",
        "-o",
        p.to_str().unwrap(),
        "--db",
        &s.db,
    ]);
    assert_eq!(o.status.code(), Some(4), "{}", err(&o));
    assert!(!p.exists(), "no export from an altered register");
}

#[test]
fn a_deleted_incident_is_caught() {
    let s = Setup::new();
    let tb = tag_of(&s.payload_b);
    let f = s.file("fuite.txt", &format!("Voir [NOM_1-{tb}].\n"));
    assert_eq!(s.verify("1", &f, &[]).status.code(), Some(7));
    let c = rusqlite::Connection::open(&s.db).unwrap();
    c.execute_batch("DROP TRIGGER events_no_delete; DELETE FROM events;")
        .unwrap();
    drop(c);
    let o = run(&["audit", "verify", "--db", &s.db]);
    assert_eq!(o.status.code(), Some(4), "{}", out(&o));
    assert!(
        out(&o).contains("des événements ont pu être supprimés"),
        "{}",
        out(&o)
    );
}

#[test]
fn vault_key_errors_are_clear() {
    let s = Setup::new();
    let ta = tag_of(&s.payload_a);
    let f = s.file("reponse.txt", &format!("OK [NOM_1-{ta}].\n"));
    // missing key file
    let missing = s.dir.path().join("nulle-part.vaultkey");
    let o = s.verify("1", &f, &["--vault-key", missing.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(3), "{}", err(&o));
    assert!(err(&o).contains("Clé du coffre introuvable"), "{}", err(&o));
    assert!(err(&o).contains("[vault_key_missing]"), "{}", err(&o));
    // another register's key
    let other_db = s.dir.path().join("autre.sqlite");
    let doc = s.file("c.txt", DOC_A);
    let o = run(&[
        "mask",
        &doc,
        "--record",
        &meta(),
        "--db",
        other_db.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    let other_key = format!("{}.vaultkey", other_db.display());
    let o = s.verify("1", &f, &["--vault-key", &other_key]);
    assert_eq!(o.status.code(), Some(3), "{}", err(&o));
    assert!(
        err(&o).contains("n'est pas celle qui a chiffré l'enregistrement n° 1"),
        "{}",
        err(&o)
    );
    assert!(err(&o).contains("[vault_wrong_key]"), "{}", err(&o));
    // recording into this register under the other key is refused too
    let o = run(&[
        "mask",
        &doc,
        "--record",
        &meta(),
        "--db",
        &s.db,
        "--vault-key",
        &other_key,
    ]);
    assert_eq!(o.status.code(), Some(3), "{}", err(&o));
    assert_eq!(out(&o), "", "nothing printed when the record is refused");
    // a register with vaults and no key file: mask refuses to start a new key
    std::fs::rename(format!("{}.vaultkey", s.db), s.dir.path().join("cle.bak")).unwrap();
    let o = run(&["mask", &doc, "--record", &meta(), "--db", &s.db]);
    assert_eq!(o.status.code(), Some(3), "{}", err(&o));
    assert!(err(&o).contains("[vault_key_missing]"), "{}", err(&o));
    std::fs::rename(s.dir.path().join("cle.bak"), format!("{}.vaultkey", s.db)).unwrap();
    // tampered ciphertext
    let c = rusqlite::Connection::open(&s.db).unwrap();
    c.execute_batch("DROP TRIGGER vault_no_update;").unwrap();
    let mut ct: Vec<u8> = c
        .query_row(
            "SELECT ciphertext FROM vault WHERE record_id = 1",
            [],
            |r| r.get(0),
        )
        .unwrap();
    ct[0] ^= 1;
    c.execute("UPDATE vault SET ciphertext = ?1 WHERE record_id = 1", [ct])
        .unwrap();
    drop(c);
    let o = s.verify("1", &f, &[]);
    assert_eq!(o.status.code(), Some(3), "{}", err(&o));
    assert!(
        err(&o).contains("Le coffre de l'enregistrement n° 1 a été modifié"),
        "{}",
        err(&o)
    );
    assert!(err(&o).contains("[vault_tampered]"), "{}", err(&o));
    assert_eq!(out(&o), "");
    // record 2 is untouched and still restores
    let tb = tag_of(&s.payload_b);
    let g = s.file("reponse2.txt", &format!("OK [IBAN_1-{tb}]."));
    let o = s.verify("2", &g, &[]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    assert_eq!(out(&o), "OK TN59 1000 6035 1835 9847 8831.");
}
