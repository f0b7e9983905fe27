//! Pre-transfer steps on whole documents: token count and chunking of a large payload, and
//! the record fields they add, read back from the register.

mod support;

use caviard::audit::Register;
use caviard::chunk::{self, Encoding};

/// A masked payload of about `paragraphs` paragraphs, French and Arabic, labels in every one;
/// returns the payload and the label spans.
fn big_payload(paragraphs: usize) -> (String, Vec<(usize, usize)>) {
    let mut p = String::new();
    let mut spans = Vec::new();
    let mut x: u64 = 2026;
    for i in 0..paragraphs {
        x = x
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let n = (x >> 33) % 40 + 1;
        let label = format!("[NOM_{n}]");
        if i % 3 == 0 {
            p.push_str("حضر السيد ");
        } else {
            p.push_str("Le dossier de M. ");
        }
        spans.push((p.len(), p.len() + label.len()));
        p.push_str(&label);
        p.push_str(" a été transmis au service. Il concerne la demande n° ");
        p.push_str(&(x % 100_000).to_string());
        p.push_str(", reçue le mois dernier, et la réponse attendue de l'administration");
        if i % 7 == 0 {
            p.push_str(" qui reste sans suite à ce jour sans autre précision de la part du service concerné");
        }
        p.push_str(".\n\n");
    }
    (p, spans)
}

#[test]
fn two_million_tokens_split_under_the_limit() {
    let (payload, spans) = big_payload(60_000);
    let enc = Encoding::O200kBase;
    let total = chunk::count_tokens(&payload, enc);
    assert!(total >= 2_000_000, "{total} tokens");
    let max = 128_000;
    let chunks = chunk::split(&payload, &spans, max, enc).unwrap();
    assert!(chunks.len() >= 16, "{}", chunks.len());
    let mut joined = String::new();
    for (i, c) in chunks.iter().enumerate() {
        let text = &payload[c.start as usize..c.end as usize];
        assert_eq!((c.index, c.of), (i as u32 + 1, chunks.len() as u32));
        assert!(c.tokens <= max, "chunk {} has {} tokens", c.index, c.tokens);
        assert_eq!(c.tokens as usize, chunk::count_tokens(text, enc));
        assert_eq!(c.chars as usize, text.chars().count());
        // whole paragraphs: every chunk but the last ends on a blank line
        if c.index < c.of {
            assert!(
                text.ends_with(".\n\n"),
                "chunk {} ends {:?}",
                c.index,
                &text[text.len() - 10..]
            );
        }
        joined.push_str(text);
    }
    assert_eq!(joined, payload);
    for &(s, e) in &spans {
        assert!(chunks
            .iter()
            .any(|c| c.start as usize <= s && e <= c.end as usize));
    }
    assert_eq!(chunk::split(&payload, &spans, max, enc).unwrap(), chunks);
}

#[test]
fn record_keeps_tokens_and_chunks() {
    let dir = tempfile::tempdir().unwrap();
    let mut reg = Register::open(&dir.path().join("r.sqlite")).unwrap();
    let mut meta = support::meta();
    meta.destination.max_tokens = Some(12);
    meta.destination.tokenizer = Some(Encoding::Cl100kBase);
    let mut draft = support::draft(meta, "A-1");
    let masked = caviard::mask::Masked {
        text: draft.payload.clone(),
        replacements: Vec::new(),
    };
    draft.split(&masked, 12).unwrap();
    let a = reg.append(&draft, support::t(4, 9)).unwrap();
    let s = reg.get(a.id).unwrap();
    let r = &s.record;
    let payload = s.payload.unwrap();
    assert_eq!(r.schema, 3);
    assert_eq!(r.payload.tokenizer, Some(Encoding::Cl100kBase));
    assert_eq!(
        r.payload.tokens,
        Some(chunk::count_tokens(&payload, Encoding::Cl100kBase) as u64)
    );
    assert_eq!(r.destination.max_tokens, Some(12));
    assert!(r.chunks.len() > 1);
    let joined: String = r
        .chunks
        .iter()
        .map(|c| &payload[c.start as usize..c.end as usize])
        .collect();
    assert_eq!(joined, payload);
    for c in &r.chunks {
        let text = &payload[c.start as usize..c.end as usize];
        assert!(c.tokens <= 12);
        assert_eq!(c.sha256.len(), 64);
        assert_eq!(c.of as usize, r.chunks.len());
        assert!(!text.is_empty());
    }
    assert!(reg.verify().unwrap().is_intact());
}

#[test]
fn a_schema_1_body_still_parses() {
    let dir = tempfile::tempdir().unwrap();
    let mut reg = Register::open(&dir.path().join("r.sqlite")).unwrap();
    let a = reg
        .append(&support::draft(support::meta(), "B"), support::t(4, 9))
        .unwrap();
    let mut v = serde_json::to_value(&reg.get(a.id).unwrap().record).unwrap();
    v["schema"] = 1.into();
    for k in ["tokens", "tokenizer"] {
        v["payload"].as_object_mut().unwrap().remove(k);
    }
    v["destination"]
        .as_object_mut()
        .unwrap()
        .remove("max_tokens");
    v.as_object_mut().unwrap().remove("checks");
    v.as_object_mut().unwrap().remove("chunks");
    let old: caviard::audit::Record = serde_json::from_value(v).unwrap();
    assert_eq!(
        (old.schema, old.payload.tokens, old.chunks.len()),
        (1, None, 0)
    );
    assert!(old.checks.is_none());
}

#[test]
fn destination_versions_cannot_be_edited_or_deleted() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("r.sqlite");
    let mut reg = Register::open(&path).unwrap();
    let mut d = support::meta().destination;
    d.max_tokens = None;
    assert_eq!(reg.add_destination("eu", &d, support::t(4, 9)).unwrap(), 1);
    d.max_tokens = Some(8000);
    assert_eq!(reg.add_destination("eu", &d, support::t(5, 9)).unwrap(), 2);
    assert_eq!(
        reg.destination("eu", Some(1))
            .unwrap()
            .destination
            .max_tokens,
        None
    );
    let latest = reg.destination("eu", None).unwrap();
    assert_eq!(latest.version, 2);
    assert_eq!(latest.at, "2026-05-05T09:00:00.000000Z");
    assert_eq!(latest.destination.max_tokens, Some(8000));
    assert_eq!(
        latest.destination.profile,
        Some(caviard::audit::ProfileRef {
            name: "eu".into(),
            version: 2
        })
    );
    drop(reg);
    let conn = rusqlite::Connection::open(&path).unwrap();
    let e = conn
        .execute("UPDATE destinations SET body = '{}' WHERE version = 1", [])
        .unwrap_err();
    assert!(
        e.to_string()
            .contains("destination versions cannot be edited"),
        "{e}"
    );
    let e = conn.execute("DELETE FROM destinations", []).unwrap_err();
    assert!(
        e.to_string()
            .contains("destination versions cannot be deleted"),
        "{e}"
    );
}
