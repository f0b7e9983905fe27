//! The audit export holds each record's chunks, the checks run before it was written and their
//! outcomes, and its events (requests sent, re-identifications, incidents), in all three
//! formats. Rows are read back and compared with what was recorded. Synthetic data only.

use caviard::audit::event::{EventDraft, EventKind, ResponseInfo, SentInfo};
use caviard::audit::export::{self, Format};
use caviard::audit::record::Checks;
use caviard::audit::{Draft, Filter, ProfileRef, RecordMeta, Register, ReviewMode};
use caviard::label::LabelTag;
use caviard::rules::Art52Mode;
use caviard::vault::{VaultEntries, VaultKey};
use caviard::{detect, extract, mask, review::Review};
use chrono::{DateTime, TimeZone, Utc};

const PARA: &str = "M. Sami Ben Salah, CIN n° 01234567, a signalé un retard de livraison ; le service client a proposé un geste commercial.\n\n";
const SECRETS: &[&str] = &["Sami", "Ben Salah", "01234567", "Karim Jaziri", "09123456"];

fn t(h: u32) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 5, 4, h, 0, 0).unwrap()
}

/// A register with one chunked record (with its checks), a `sent` event, a clean response and
/// an incident. Returns the register, the record's chunks (as recorded) and the payload.
fn setup(
    dir: &std::path::Path,
) -> (
    Register,
    Vec<caviard::chunk::Chunk>,
    String,
    caviard::audit::record::LeakCheck,
) {
    let path = dir.join("r.sqlite");
    let mut reg = Register::open(&path).unwrap();
    let key = VaultKey::open_for(&reg, &VaultKey::default_path(&path)).unwrap();
    let text = PARA.repeat(4);
    let doc = extract::extract(
        "a.txt",
        text.as_bytes().to_vec(),
        &extract::Limits::default(),
    )
    .unwrap();
    let opts = detect::ScanOptions::default();
    let findings = detect::scan(&doc, &opts);
    let review = Review::approve_all(&findings);
    let policy = mask::Policy {
        label_tag: Some(LabelTag::parse("K7Q2XR").unwrap()),
        ..mask::Policy::default()
    };
    let masked = mask::mask(
        &doc.text,
        &findings,
        |f| review.is_approved(f.id),
        &policy,
        &[0; 32],
    );
    let leaks = caviard::leak::check(
        &masked,
        &caviard::leak::Known::from_review(&findings, &review),
        &opts,
    );
    let meta = RecordMeta::from_json(include_str!("../../../examples/record.json")).unwrap();
    let mut draft = Draft::from_run(
        meta,
        "a.txt",
        text.as_bytes(),
        &doc,
        &findings,
        &review,
        ReviewMode::Automatic { threshold: 0.5 },
        &policy,
        &masked,
    );
    draft.split(&masked, 40).unwrap();
    let warnings: Vec<_> = caviard::rules::evaluate(
        &draft,
        &caviard::rules::Organisation {
            art52: Art52Mode::Warn,
            ..Default::default()
        },
        t(9),
    )
    .iter()
    .map(caviard::rules::Fired::finding)
    .collect();
    let leak_check = leaks.summary();
    assert!(leak_check.approved_values_searched > 0);
    draft.transfer.checks = Some(Checks {
        leak_check,
        warnings,
    });
    let entries = VaultEntries::from_masked(&doc.text, &findings, &masked);
    let a = reg.append_vaulted(&draft, t(9), &key, &entries).unwrap();
    let chunks = draft.transfer.chunks.clone();
    assert!(chunks.len() > 1, "the record is split");
    let first = &masked.text[chunks[0].start as usize..chunks[0].end as usize];
    reg.append_event(
        &EventDraft {
            kind: EventKind::Sent,
            record: a.id,
            operator: "Leila Trabelsi".into(),
            response: ResponseInfo::of("Bien reçu."),
            restored: Vec::new(),
            found: Vec::new(),
            sent: Some(SentInfo {
                profile: ProfileRef {
                    name: "api".into(),
                    version: 2,
                },
                url: "https://llm.example.invalid/v1/chat/completions".into(),
                model: "gpt-4o".into(),
                index: 1,
                of: chunks.len() as u32,
                content_sha256: ResponseInfo::of(first).sha256,
                content_bytes: first.len() as u64,
                request_bytes: 400,
                status: Some(200),
                response_bytes: Some(180),
                error: None,
            }),
        },
        t(10),
    )
    .unwrap();
    let ok = reg
        .verify_response(
            a.id,
            "Résumé pour [NOM_1-K7Q2XR].",
            "Leila Trabelsi",
            &key,
            t(11),
            &opts,
        )
        .unwrap();
    assert!(ok.restored.is_some());
    let bad = reg
        .verify_response(
            a.id,
            "Voir aussi M. Karim Jaziri, CIN n° 09123456.",
            "Leila Trabelsi",
            &key,
            t(12),
            &opts,
        )
        .unwrap();
    assert!(bad.restored.is_none());
    let payload = reg.get(a.id).unwrap().payload.unwrap();
    (reg, chunks, payload, leak_check)
}

fn export_string(reg: &Register, format: Format) -> Vec<u8> {
    let mut out = Vec::new();
    export::export(reg, &Filter::default(), format, &mut out).unwrap();
    out
}

#[test]
fn csv_rows_hold_chunks_checks_and_events() {
    let dir = tempfile::tempdir().unwrap();
    let (reg, chunks, _, leak) = setup(dir.path());
    let csv_bytes = export_string(&reg, Format::Csv);
    let text = String::from_utf8(csv_bytes).unwrap();
    let mut rd = csv::ReaderBuilder::new()
        .delimiter(b';')
        .from_reader(text.trim_start_matches('\u{feff}').as_bytes());
    let headers = rd.headers().unwrap().clone();
    assert_eq!(headers.len(), export::csv_headers().len());
    let col = |name: &str| headers.iter().position(|h| h == name).unwrap();
    let rows: Vec<csv::StringRecord> = rd.records().map(|r| r.unwrap()).collect();
    assert_eq!(rows.len(), 1);
    let r = &rows[0];
    // every chunk, with its offsets, tokens and hash as recorded
    let c = &r[col("morceaux")];
    assert!(
        c.starts_with(&format!("{} morceau(x) : ", chunks.len())),
        "{c}"
    );
    for ch in &chunks {
        let want = format!(
            "{}/{} octets {}–{}, {} jetons, SHA-256 {}",
            ch.index, ch.of, ch.start, ch.end, ch.tokens, ch.sha256
        );
        assert!(c.contains(&want), "{want} not in {c}");
    }
    // the leak check and the transfer rules, with their outcomes (art. 52 passes: authorized)
    let k = &r[col("contrôles avant enregistrement")];
    let want = format!(
        "{} valeur(s) cherchée(s), 0 fuite(s)",
        leak.approved_values_searched
    );
    assert!(k.contains(&want), "{want} not in {k}");
    assert!(
        k.contains("nouvelle détection sur le texte envoyé : faite"),
        "{k}"
    );
    assert!(k.contains("règles de transfert : aucune alerte"), "{k}");
    let j = &r[col("jetons (BPE)")];
    assert!(j.ends_with(" (o200k_base)"), "{j}");
    // the three events, in order, each with its content
    let e = &r[col("événements (envois, restitutions, incidents)")];
    let parts: Vec<&str> = e.split(" | ").collect();
    assert_eq!(parts.len(), 3, "{e}");
    assert!(parts[0].starts_with("n° 1 2026-05-04T10:00:00.000000Z envoi au destinataire"));
    assert!(parts[0].contains(&format!("morceau 1/{}", chunks.len())));
    assert!(parts[0].contains("statut HTTP 200"), "{}", parts[0]);
    assert!(parts[1].starts_with("n° 2 2026-05-04T11:00:00.000000Z restitution"));
    assert!(
        parts[1].contains("1 étiquette(s) rétablie(s)"),
        "{}",
        parts[1]
    );
    assert!(parts[2].starts_with("n° 3 2026-05-04T12:00:00.000000Z INCIDENT"));
    assert!(parts[2].contains("donnée personnelle absente du document d'origine (CIN)"));
    assert!(
        parts[2].contains("CIN n° [CIN]"),
        "masked excerpt: {}",
        parts[2]
    );
    for v in SECRETS {
        assert!(!text.contains(v), "{v} in the CSV");
    }
}

#[test]
fn jsonl_holds_chunks_checks_and_every_event() {
    let dir = tempfile::tempdir().unwrap();
    let (reg, chunks, payload, _) = setup(dir.path());
    let text = String::from_utf8(export_string(&reg, Format::Jsonl)).unwrap();
    let lines: Vec<serde_json::Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 4);
    let rec = &lines[0]["record"];
    let got: Vec<caviard::chunk::Chunk> = serde_json::from_value(rec["chunks"].clone()).unwrap();
    assert_eq!(got, chunks);
    let joined: String = got
        .iter()
        .map(|c| &payload[c.start as usize..c.end as usize])
        .collect();
    assert_eq!(joined, payload);
    assert_eq!(rec["checks"]["leak_check"]["leaks"], 0);
    assert_eq!(rec["checks"]["leak_check"]["rescanned"], true);
    let kinds: Vec<&str> = lines[1..]
        .iter()
        .map(|l| l["kind"].as_str().unwrap())
        .collect();
    assert_eq!(kinds, ["sent", "reidentification", "incident"]);
    assert_eq!(lines[1]["event"]["sent"]["status"], 200);
    assert_eq!(lines[1]["event"]["sent"]["index"], 1);
    for v in SECRETS {
        assert!(!text.contains(v), "{v} in the JSONL");
    }
}

#[test]
fn pdf_report_lists_chunks_checks_and_events() {
    let dir = tempfile::tempdir().unwrap();
    let (reg, chunks, _, _) = setup(dir.path());
    let pdf = export_string(&reg, Format::Pdf);
    let text = pdf_extract::extract_text_from_mem(&pdf).unwrap();
    let flat: String = text.split_whitespace().collect::<Vec<_>>().join(" ");
    for want in [
        format!("Découpage : {} morceau(x)", chunks.len()),
        format!(
            "1/{} octets 0–{}, {} jetons",
            chunks.len(),
            chunks[0].end,
            chunks[0].tokens
        ),
        "Contrôles avant enregistrement : recherche des valeurs approuvées".into(),
        "0 fuite(s)".into(),
        "Événements (3) :".into(),
        "envoi au destinataire".into(),
        "statut HTTP 200".into(),
        "1 étiquette(s) rétablie(s)".into(),
        "INCIDENT".into(),
        "CIN n° [CIN]".into(),
    ] {
        assert!(flat.contains(&want), "{want:?} not in {flat}");
    }
    for v in SECRETS {
        assert!(!flat.contains(v), "{v} in the PDF");
    }
}
