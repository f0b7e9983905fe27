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
