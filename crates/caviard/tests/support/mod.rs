//! Shared helpers of the audit tests: synthetic documents run through the real pipeline.
#![allow(dead_code)]

use caviard::audit::{Draft, RecordMeta, ReviewMode};
use caviard::review::{Decision, Review};
use caviard::{detect, extract, mask, Entity};
use chrono::{DateTime, TimeZone, Utc};

/// An invented document: French and Arabic, identifiers and one health mention.
pub const DOC: &str = "Attestation de travail\n\
M. Sami Ben Salah, CIN n° 01234567, tél. 98 123 456, e-mail sami.bensalah@example.tn.\n\
Il est atteint de diabète.\n\
السيد سامي بن صالح، بطاقة التعريف الوطنية عدد 09876543\n";

/// Values found in [`DOC`] and approved by [`draft`]; none may reach the register in clear.
pub const APPROVED_VALUES: &[&str] = &[
    "Sami Ben Salah",
    "01234567",
    "98 123 456",
    "sami.bensalah@example.tn",
    "سامي بن صالح",
    "09876543",
];

pub fn meta() -> RecordMeta {
    RecordMeta::from_json(include_str!("../../../../examples/record.json")).unwrap()
}

pub fn meta_with(operator: &str, provider: &str) -> RecordMeta {
    let mut m = meta();
    m.operator.name = operator.to_string();
    m.destination.provider = provider.to_string();
    m
}

pub fn t(day: u32, h: u32) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 5, day, h, 0, 0).unwrap()
}

/// Run [`DOC`] (with `tag` appended so every payload differs) through scan and mask, approving
/// everything but the health finding, which is rejected and so stays in the payload.
pub fn draft(meta: RecordMeta, tag: &str) -> Draft {
    let text = format!("{DOC}Dossier {tag}\n");
    let bytes = text.as_bytes();
    let doc = extract::extract(
        "attestation.txt",
        bytes.to_vec(),
        &extract::Limits::default(),
    )
    .unwrap();
    let findings = detect::scan(&doc, &detect::ScanOptions::default());
    let mut review = Review::approve_all(&findings);
    for f in &findings {
        if f.entity == Entity::Health {
            review.decide(f.id, Decision::Rejected);
        }
    }
    let policy = mask::Policy::default();
    let masked = mask::mask(
        &doc.text,
        &findings,
        |f| review.is_approved(f.id),
        &policy,
        &[0; 32],
    );
    Draft::from_run(
        meta,
        "attestation.txt",
        bytes,
        &doc,
        &findings,
        &review,
        ReviewMode::Manual,
        &policy,
        &masked,
    )
}

/// Every byte of the database and its -wal and -shm files.
pub fn db_bytes(path: &std::path::Path) -> Vec<u8> {
    let mut out = Vec::new();
    for suffix in ["", "-wal", "-shm"] {
        let p = format!("{}{suffix}", path.display());
        if let Ok(b) = std::fs::read(&p) {
            out.extend(b);
        }
    }
    out
}

pub fn contains(hay: &[u8], needle: &str) -> bool {
    hay.windows(needle.len()).any(|w| w == needle.as_bytes())
}
