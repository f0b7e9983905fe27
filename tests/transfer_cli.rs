//! End-to-end tests of the checks `caviard mask --record` runs before writing a record: the
//! residual leak check, the transfer rules and the context-size guard.

use std::path::Path;
use std::process::{Command, Output, Stdio};

const BIN: &str = env!("CARGO_BIN_EXE_caviard");

fn run(args: &[&str]) -> Output {
    Command::new(BIN)
        .args(args)
        .stdin(Stdio::null())
        .output()
        .expect("run caviard")
}

fn out(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn err(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn example_meta() -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("examples/record.json")
        .display()
        .to_string()
}

#[test]
fn residual_leak_refuses_the_record() {
    let dir = tempfile::tempdir().unwrap();
    let doc = dir.path().join("demande.txt");
    // the CIN is found once; its second, hyphenated spelling is not a detector match
    std::fs::write(
        &doc,
        "M. Sami Ben Salah, CIN n° 01234567, a déposé sa demande.\n\nRéférence interne du dossier : 0123-4567 / à suivre.\n",
    )
    .unwrap();
    let db = dir.path().join("reg.sqlite");
    let o = run(&[
        "mask",
        doc.to_str().unwrap(),
        "--record",
        &example_meta(),
        "--db",
        db.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(5), "{}", err(&o));
    assert_eq!(out(&o), "", "nothing is printed when the record is refused");
    assert_eq!(
        err(&o),
        "caviard: Fuite résiduelle : 1 donnée(s) personnelle(s) encore en clair dans le texte à envoyer ; l'enregistrement est refusé.\n  ligne 3, colonne 32 (octet 86) : CIN approuvé pour masquage encore présent en clair — « …éférence interne du dossier : ‹CIN› / à suivre. … » [residual_leak]\n"
    );
    assert!(!err(&o).contains("0123-4567"));
    assert!(!db.exists(), "no register is created for a refused record");
}

/// The example META.json with `edit` applied to its JSON, written to `dir`.
fn meta_with(dir: &Path, edit: impl FnOnce(&mut serde_json::Value)) -> String {
    let mut v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(example_meta()).unwrap()).unwrap();
    edit(&mut v);
    let p = dir.join("meta.json");
    std::fs::write(&p, serde_json::to_string_pretty(&v).unwrap()).unwrap();
    p.display().to_string()
}

#[test]
fn record_holds_token_count_and_chunks_under_the_destination_limit() {
    let dir = tempfile::tempdir().unwrap();
    let doc = dir.path().join("note.txt");
    std::fs::write(
        &doc,
        "M. Sami Ben Salah, CIN n° 01234567, a écrit.\n\nSa demande porte sur le renouvellement du contrat.\n\nRéponse attendue sous huit jours.\n",
    )
    .unwrap();
    let db = dir.path().join("reg.sqlite");
    let meta = meta_with(dir.path(), |v| v["destination"]["max_tokens"] = 20.into());
    let (doc, db) = (doc.to_str().unwrap(), db.to_str().unwrap());
    let o = run(&["mask", doc, "--record", &meta, "--db", db]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    let payload = "M. [NOM_1], CIN n° [CIN_1], a écrit.\n\nSa demande porte sur le renouvellement du contrat.\n\nRéponse attendue sous huit jours.\n";
    assert_eq!(out(&o), payload);
    let o = run(&["audit", "show", "1", "--db", db]);
    let v: serde_json::Value = serde_json::from_str(&out(&o)).unwrap();
    let r = &v["record"];
    assert_eq!(r["schema"], 2);
    assert_eq!(r["payload"]["tokenizer"], "o200k_base");
    let tokens = r["payload"]["tokens"].as_u64().unwrap();
    assert!(tokens > 20, "{tokens}");
    assert!(err(&o).is_empty());
    let chunks = r["chunks"].as_array().unwrap();
    let texts: Vec<&str> = chunks
        .iter()
        .map(|c| {
            &payload[c["start"].as_u64().unwrap() as usize..c["end"].as_u64().unwrap() as usize]
        })
        .collect();
    assert_eq!(
        texts,
        [
            "M. [NOM_1], CIN n° [CIN_1], a écrit.\n\n",
            "Sa demande porte sur le renouvellement du contrat.\n\nRéponse attendue sous huit jours.\n"
        ]
    );
    for (i, c) in chunks.iter().enumerate() {
        assert_eq!(c["index"], i + 1);
        assert_eq!(c["of"], 2);
        assert!(c["tokens"].as_u64().unwrap() <= 20);
    }
    assert_eq!(r["checks"]["leak_check"]["leaks"], 0);
    assert_eq!(r["checks"]["leak_check"]["rescanned"], true);
    assert_eq!(r["checks"]["leak_check"]["approved_values_searched"], 2);
}
