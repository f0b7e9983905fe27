//! The vault and response checks through the core API, with an injected clock.

use caviard::audit::event::{EventKind, OffenceKind};
use caviard::audit::{Draft, RecordMeta, Register, ReviewMode};
use caviard::label::LabelTag;
use caviard::vault::{VaultEntries, VaultKey};
use caviard::{detect, extract, mask, review::Review, Entity, Error};
use chrono::TimeZone;

const DOC: &str = "M. Sami Ben Salah, CIN n° 01234567, tél. 98 123 456.\n";

fn record(
    reg: &mut Register,
    key: &VaultKey,
    text: &str,
    tag: &str,
) -> Result<(u64, String), Error> {
    let doc = extract::extract(
        "a.txt",
        text.as_bytes().to_vec(),
        &extract::Limits::default(),
    )
    .unwrap();
    let findings = detect::scan(&doc, &detect::ScanOptions::default());
    let review = Review::approve_all(&findings);
    let policy = mask::Policy {
        label_tag: Some(LabelTag::parse(tag).unwrap()),
        ..mask::Policy::default()
    };
    let masked = mask::mask(
        &doc.text,
        &findings,
        |f| review.is_approved(f.id),
        &policy,
        &[0; 32],
    );
    let meta = RecordMeta::from_json(include_str!("../../../examples/record.json")).unwrap();
    let draft = Draft::from_run(
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
    let entries = VaultEntries::from_masked(&doc.text, &findings, &masked);
    let at = chrono::Utc.with_ymd_and_hms(2026, 5, 4, 9, 30, 0).unwrap();
    let a = reg.append_vaulted(&draft, at, key, &entries)?;
    Ok((a.id, masked.text))
}

#[test]
fn vault_round_trip_and_response_outcomes() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("r.sqlite");
    let mut reg = Register::open(&path).unwrap();
    let key = VaultKey::open_for(&reg, &VaultKey::default_path(&path)).unwrap();
    let (id, payload) = record(&mut reg, &key, DOC, "K7Q2XR").unwrap();
    assert_eq!(
        payload,
        "M. [NOM_1-K7Q2XR], CIN n° [CIN_1-K7Q2XR], tél. [TEL_1-K7Q2XR].\n"
    );
    let (id2, _) = record(
        &mut reg,
        &key,
        "Mme Hela Gharbi, CIN n° 07654321.\n",
        "B00000",
    )
    .unwrap();
    let v = reg.vault_entries(id, &key).unwrap();
    assert_eq!(v.get("[NOM_1-K7Q2XR]"), Some("Sami Ben Salah"));
    assert_eq!(v.get("[CIN_1-K7Q2XR]"), Some("01234567"));
    assert_eq!(v.len(), 3);
    assert_eq!(
        reg.tag_owner(&LabelTag::parse("b00000").unwrap()).unwrap(),
        Some(id2)
    );
    // the same tag cannot be issued twice
    let dup = record(&mut reg, &key, DOC, "K7Q2XR").unwrap_err();
    assert!(dup.to_string().contains("déjà utilisée"), "{dup}");
    assert_eq!(
        reg.head().unwrap().0,
        2,
        "the refused record is not written"
    );

    let at = chrono::Utc.with_ymd_and_hms(2026, 5, 5, 10, 0, 0).unwrap();
    let opts = detect::ScanOptions::default();
    let ok = reg
        .verify_response(
            id,
            "Appeler [NOM_1-K7Q2XR] au [TEL_1-K7Q2XR].",
            "Leila Trabelsi",
            &key,
            at,
            &opts,
        )
        .unwrap();
    assert_eq!(
        ok.restored.as_deref(),
        Some("Appeler Sami Ben Salah au 98 123 456.")
    );
    assert_eq!(ok.event.event.kind, EventKind::Reidentification);
    assert_eq!(ok.event.event.at, at);
    assert_eq!(
        ok.event.event.restored,
        ["[NOM_1-K7Q2XR]", "[TEL_1-K7Q2XR]"]
    );

    let bad = reg
        .verify_response(
            id,
            "Voir [NOM_1-B00000] et la CIN 07654321 de Mme Hela Gharbi.",
            "Leila Trabelsi",
            &key,
            at,
            &opts,
        )
        .unwrap();
    assert_eq!(bad.restored, None);
    let e = &bad.event.event;
    assert_eq!(e.kind, EventKind::Incident);
    let kinds: Vec<(OffenceKind, Option<Entity>, Option<u64>)> = e
        .found
        .iter()
        .map(|o| (o.kind, o.entity, o.issued_by))
        .collect();
    assert_eq!(
        kinds,
        [
            (OffenceKind::ForeignLabel, Some(Entity::Person), Some(id2)),
            (OffenceKind::ForeignValue, Some(Entity::Cin), None),
            (OffenceKind::ForeignValue, Some(Entity::Person), None),
        ]
    );
    let body = serde_json::to_string(e).unwrap();
    for v in ["Hela", "Gharbi", "07654321", "Sami"] {
        assert!(!body.contains(v), "{v} in the incident: {body}");
    }
    assert!(reg.verify().unwrap().is_intact());
    assert_eq!(reg.events_head().unwrap().0, 2);

    // an empty answer is clean; one the detectors cannot read is refused, not passed
    let empty = reg
        .verify_response(id, "", "Leila Trabelsi", &key, at, &opts)
        .unwrap();
    assert_eq!(empty.restored.as_deref(), Some(""));
    let binary = reg.verify_response(id, "a\0b [NOM_1-B00000]", "L", &key, at, &opts);
    assert!(matches!(binary, Err(Error::Encoding(_))), "{binary:?}");
    assert_eq!(reg.events_head().unwrap().0, 3);

    // another key
    let other = VaultKey::create(&dir.path().join("autre.vaultkey")).unwrap();
    assert!(matches!(
        reg.vault_entries(id, &other),
        Err(Error::VaultWrongKey { record, .. }) if record == id
    ));
    assert!(matches!(
        reg.verify_response(id, "x", "L", &other, at, &opts),
        Err(Error::VaultWrongKey { .. })
    ));
    assert_eq!(
        reg.events_head().unwrap().0,
        3,
        "nothing journaled on a refusal"
    );
}
