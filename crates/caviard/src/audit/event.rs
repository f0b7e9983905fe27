//! The journal of response checks: every re-identification (labels of a record restored to
//! their values) and every incident (a response holding data the record did not send), each
//! an append-only event in its own hash chain.
//!
//! `hash(n) = SHA-256("caviard.event.v1\n" || body(n))` over the canonical JSON of [`Event`],
//! which holds `prev_hash = hash(n-1)` (64 zeros for the first) and the hash of the record it is
//! about. The table refuses updates and deletes; the head (`events_head` in `meta`) catches a
//! removed last event. [`Register::verify`] checks this chain after the records'.
//!
//! An event never holds a value from a response or a document in clear: foreign values only as
//! their HMAC under the register's key, excerpts masked.

use std::borrow::Cow;

use chrono::{DateTime, Utc};
use rusqlite::{params, OptionalExtension, TransactionBehavior};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use super::chain::GENESIS;
use super::db::{sql, time_key};
use super::query::VerifyReport;
use super::store::Register;
use crate::detect::Entity;
use crate::digest::hex;
use crate::error::{Error, Result};

/// Version of the event layout.
pub const EVENT_SCHEMA: u32 = 1;

const DOMAIN: &[u8] = b"caviard.event.v1\n";

/// What happened.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "snake_case")]
pub enum EventKind {
    /// A clean response: the record's labels were restored to their values.
    Reidentification,
    /// A response holding a label or personal data the record did not send.
    Incident,
    /// A request Caviard sent to the destination (one per chunk), whatever came back; the
    /// answer's check follows as its own event.
    Sent,
}

impl EventKind {
    pub fn as_str(self) -> &'static str {
        match self {
            EventKind::Reidentification => "reidentification",
            EventKind::Incident => "incident",
            EventKind::Sent => "sent",
        }
    }
    pub fn label_fr(self) -> &'static str {
        match self {
            EventKind::Reidentification => "restitution des données",
            EventKind::Incident => "INCIDENT : données d'un tiers dans la réponse",
            EventKind::Sent => "envoi au destinataire",
        }
    }
}

/// What is wrong with a response.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "snake_case")]
pub enum OffenceKind {
    /// A label issued by another record of this register.
    ForeignLabel,
    /// A well-formed label no record issued (unknown tag, or this record's tag with a number it
    /// never issued).
    UnknownLabel,
    /// A label without a tag, in the response to a tagged record: it cannot be traced.
    UntaggedLabel,
    /// Personal data found by the detectors that was not in the record's document.
    ForeignValue,
}

impl OffenceKind {
    pub fn label_fr(self) -> &'static str {
        match self {
            OffenceKind::ForeignLabel => "étiquette émise par un autre enregistrement",
            OffenceKind::UnknownLabel => "étiquette inconnue (jamais émise par cet enregistrement)",
            OffenceKind::UntaggedLabel => "étiquette sans marque d'enregistrement",
            OffenceKind::ForeignValue => "donnée personnelle absente du document d'origine",
        }
    }
}

/// One thing found in a response.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Offence {
    pub kind: OffenceKind,
    /// The entity type (of the detected value, or of the label's prefix when known).
    pub entity: Option<Entity>,
    /// The label as written, for a label offence (labels are not personal data).
    pub label: Option<String>,
    /// The record that issued the label, for a foreign label.
    pub issued_by: Option<u64>,
    /// HMAC-SHA256 of the foreign value under the register's key, for a foreign value.
    pub value_hmac: Option<String>,
    /// Byte offsets in the response.
    pub start: usize,
    pub end: usize,
    /// The surrounding text with every detected value masked.
    pub excerpt: String,
}

/// The response, by hash (its text is never stored).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ResponseInfo {
    pub sha256: String,
    pub bytes: u64,
    pub chars: u64,
}

impl ResponseInfo {
    pub fn of(text: &str) -> ResponseInfo {
        ResponseInfo {
            sha256: crate::digest::sha256_hex(text.as_bytes()),
            bytes: text.len() as u64,
            chars: text.chars().count() as u64,
        }
    }
}

/// What a `sent` event records about one request: where, which chunk, what came back. The
/// request is described by hash and size (its text is the record's payload or one of its
/// chunks); the API key never appears.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SentInfo {
    /// The destination profile version whose sending settings were used.
    pub profile: super::record::ProfileRef,
    /// `{endpoint}/chat/completions`.
    pub url: String,
    pub model: String,
    /// Chunk `index` of `of` (1 of 1 for a record without chunks).
    pub index: u32,
    pub of: u32,
    /// SHA-256 and size of the text sent (the chunk or the payload).
    pub content_sha256: String,
    pub content_bytes: u64,
    /// Size of the request body (JSON).
    pub request_bytes: u64,
    /// The HTTP status, when an answer came back.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub status: Option<u16>,
    /// Size of the answer body as received.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub response_bytes: Option<u64>,
    /// Why the request failed (timeout, refusal, status, malformed answer), in French; absent
    /// when an answer was extracted.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

/// One event as hashed and stored.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Event {
    pub schema: u32,
    /// Position in the journal, from 1.
    pub id: u64,
    pub kind: EventKind,
    pub at: DateTime<Utc>,
    /// The record the response answers.
    pub record: u64,
    /// That record's hash.
    pub record_hash: String,
    /// Who checked the response (and, when clean, saw the restored values).
    pub operator: String,
    pub response: ResponseInfo,
    /// Labels restored (a re-identification), in order.
    pub restored: Vec<String>,
    /// What was found (an incident).
    pub found: Vec<Offence>,
    /// The request, for a `sent` event (omitted otherwise, so earlier bodies read unchanged).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sent: Option<SentInfo>,
    pub prev_hash: String,
}

/// What the caller states for an event; the register adds position, time and chain.
#[derive(Debug, Clone)]
pub struct EventDraft {
    pub kind: EventKind,
    pub record: u64,
    pub operator: String,
    pub response: ResponseInfo,
    pub restored: Vec<String>,
    pub found: Vec<Offence>,
    pub sent: Option<SentInfo>,
}

/// A stored event with its hash.
#[derive(Debug, Clone, Serialize)]
pub struct StoredEvent {
    pub id: u64,
    pub hash: String,
    pub event: Event,
}

/// The hash of an event's canonical body.
pub fn hash_body(body: &str) -> String {
    let mut h = Sha256::new();
    h.update(DOMAIN);
    h.update(body.as_bytes());
    hex(&h.finalize())
}

impl Register {
    /// Verify the whole chain. `Ok` carries the report either way; the report says whether the
    /// register is intact and names the first bad record.
    pub fn verify(&self) -> Result<VerifyReport> {
        let report = self.scan(None, |_| Ok(()))?;
        verify_events(self, report)
    }

    /// Append an event at time `at`, in one immediate transaction.
    ///
    /// # Errors
    /// [`Error::RecordNotFound`] when the record does not exist; [`Error::Register`] when the
    /// write fails.
    pub fn append_event(&mut self, draft: &EventDraft, at: DateTime<Utc>) -> Result<StoredEvent> {
        let tx = self
            .conn_mut()
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(sql)?;
        let record_hash: String = tx
            .query_row(
                "SELECT hash FROM records WHERE id = ?1",
                [draft.record as i64],
                |r| r.get(0),
            )
            .optional()
            .map_err(sql)?
            .ok_or(Error::RecordNotFound(draft.record))?;
        let head: Option<(i64, String)> = tx
            .query_row(
                "SELECT id, hash FROM events ORDER BY id DESC LIMIT 1",
                [],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .optional()
            .map_err(sql)?;
        let (prev_id, prev_hash) = head.unwrap_or((0, GENESIS.to_string()));
        let id = prev_id as u64 + 1;
        let event = Event {
            schema: EVENT_SCHEMA,
            id,
            kind: draft.kind,
            at: chrono::SubsecRound::trunc_subsecs(at, 6),
            record: draft.record,
            record_hash,
            operator: draft.operator.clone(),
            response: draft.response.clone(),
            restored: draft.restored.clone(),
            found: draft.found.clone(),
            sent: draft.sent.clone(),
            prev_hash,
        };
        let body = serde_json::to_string(&event).expect("an event always serialises");
        let hash = hash_body(&body);
        tx.execute(
            "INSERT INTO events (id, record_id, kind, at, prev_hash, hash, body)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
            params![
                id as i64,
                draft.record as i64,
                draft.kind.as_str(),
                time_key(&event.at),
                event.prev_hash,
                hash,
                body
            ],
        )
        .map_err(sql)?;
        tx.execute(
            "INSERT INTO meta (key, value) VALUES ('events_head', ?1)
             ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            [format!("{id} {hash}")],
        )
        .map_err(sql)?;
        tx.commit().map_err(sql)?;
        Ok(StoredEvent { id, hash, event })
    }

    /// The events about record `record` (all when `None`), in order.
    ///
    /// # Errors
    /// [`Error::RegisterCorrupt`] when a body cannot be read.
    pub fn events(&self, record: Option<u64>) -> Result<Vec<StoredEvent>> {
        let mut stmt = self
            .conn()
            .prepare(
                "SELECT id, hash, body FROM events
                 WHERE ?1 IS NULL OR record_id = ?1 ORDER BY id",
            )
            .map_err(sql)?;
        let rows = stmt
            .query_map([record.map(|r| r as i64)], |r| {
                Ok((
                    r.get::<_, i64>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, String>(2)?,
                ))
            })
            .map_err(sql)?;
        let mut out = Vec::new();
        for row in rows {
            let (id, hash, body) = row.map_err(sql)?;
            let event = serde_json::from_str(&body).map_err(|e| Error::RegisterCorrupt {
                path: self.path().display().to_string(),
                detail: format!("événement n° {id} illisible : {e}"),
            })?;
            out.push(StoredEvent {
                id: id as u64,
                hash,
                event,
            });
        }
        Ok(out)
    }

    /// The journal's head: number of events and hash of the last one ([`GENESIS`] when empty).
    pub fn events_head(&self) -> Result<(u64, String)> {
        let head: Option<(i64, String)> = self
            .conn()
            .query_row(
                "SELECT id, hash FROM events ORDER BY id DESC LIMIT 1",
                [],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .optional()
            .map_err(sql)?;
        Ok(head
            .map(|(i, h)| (i as u64, h))
            .unwrap_or((0, GENESIS.to_string())))
    }

    /// Number of incidents per record.
    pub fn incident_counts(&self) -> Result<std::collections::BTreeMap<u64, u64>> {
        let mut stmt = self
            .conn()
            .prepare(
                "SELECT record_id, count(*) FROM events WHERE kind = 'incident' GROUP BY record_id",
            )
            .map_err(sql)?;
        let rows = stmt
            .query_map([], |r| {
                Ok((r.get::<_, i64>(0)? as u64, r.get::<_, i64>(1)? as u64))
            })
            .map_err(sql)?;
        rows.collect::<rusqlite::Result<_>>().map_err(sql)
    }
}

#[derive(Deserialize)]
struct Light<'a> {
    id: u64,
    kind: EventKind,
    at: DateTime<Utc>,
    record: u64,
    #[serde(borrow)]
    record_hash: Cow<'a, str>,
    #[serde(borrow)]
    prev_hash: Cow<'a, str>,
}

/// Check the event chain, calling `visit(id, record, hash, body)` on each intact event; returns
/// the first bad event as `(record concerned, reason)`.
pub(crate) fn scan_events(
    reg: &Register,
    mut visit: impl FnMut(u64, u64, &str, &str) -> Result<()>,
) -> Result<Option<(u64, String)>> {
    let mut stmt = reg
        .conn()
        .prepare(
            "SELECT e.id, e.record_id, e.kind, e.at, e.prev_hash, e.hash, e.body, r.hash
             FROM events e LEFT JOIN records r ON r.id = e.record_id ORDER BY e.id",
        )
        .map_err(sql)?;
    let mut rows = stmt.query([]).map_err(sql)?;
    let mut prev = GENESIS.to_string();
    let mut expected: u64 = 1;
    while let Some(r) = rows.next().map_err(sql)? {
        let id: i64 = r.get(0).map_err(sql)?;
        let record: i64 = r.get(1).map_err(sql)?;
        let kind: String = r.get(2).map_err(sql)?;
        let at: String = r.get(3).map_err(sql)?;
        let prev_hash: String = r.get(4).map_err(sql)?;
        let hash: String = r.get(5).map_err(sql)?;
        let body: String = r.get(6).map_err(sql)?;
        let record_hash: Option<String> = r.get(7).map_err(sql)?;
        let bad = |why: String| {
            Ok(Some((
                record.max(0) as u64,
                format!("événement n° {id} du journal des réponses : {why}"),
            )))
        };
        if id != expected as i64 {
            return bad("numéro inattendu (événement supprimé, inséré ou déplacé)".into());
        }
        if hash_body(&body) != hash {
            return bad(
                "le contenu ne correspond plus à son empreinte (incident ou restitution modifié)"
                    .into(),
            );
        }
        if prev_hash != prev {
            return bad("chaînage rompu".into());
        }
        let Ok(e) = serde_json::from_str::<Light<'_>>(&body) else {
            return bad("contenu illisible".into());
        };
        if e.id != expected
            || e.prev_hash != prev_hash
            || e.record != record as u64
            || e.kind.as_str() != kind
            || time_key(&e.at) != at
        {
            return bad("les colonnes d'index ne correspondent plus au contenu".into());
        }
        if record_hash.as_deref() != Some(&*e.record_hash) {
            return bad("l'enregistrement concerné n'est plus celui qui a été vérifié".into());
        }
        visit(expected, record as u64, &hash, &body)?;
        prev = hash;
        expected += 1;
    }
    let count = expected - 1;
    let stated: Option<String> = reg
        .conn()
        .query_row(
            "SELECT value FROM meta WHERE key = 'events_head'",
            [],
            |r| r.get(0),
        )
        .optional()
        .map_err(sql)?;
    let ok = match &stated {
        None => count == 0,
        Some(s) => *s == format!("{count} {prev}"),
    };
    if !ok {
        return Ok(Some((
            0,
            format!("journal des réponses : la tête enregistrée ne correspond pas au dernier événement (n° {count}) ; des événements ont pu être supprimés"),
        )));
    }
    Ok(None)
}

/// Intact events by record, and the first bad event if any.
pub(crate) type ByRecord = (
    std::collections::BTreeMap<u64, Vec<Event>>,
    Option<(u64, String)>,
);

/// The events, by record, as long as the chain is intact; the first bad event if any.
pub(crate) fn by_record(reg: &Register) -> Result<ByRecord> {
    let mut map: std::collections::BTreeMap<u64, Vec<Event>> = Default::default();
    let bad = scan_events(reg, |id, record, _, body| {
        let e: Event = serde_json::from_str(body)
            .map_err(|e| Error::Register(format!("événement n° {id} illisible : {e}")))?;
        map.entry(record).or_default().push(e);
        Ok(())
    })?;
    Ok((map, bad))
}

/// Fold the event chain's check into a records report (intact records only).
pub(crate) fn verify_events(reg: &Register, report: VerifyReport) -> Result<VerifyReport> {
    if !report.is_intact() {
        return Ok(report);
    }
    let bad = scan_events(reg, |_, _, _, _| Ok(()))?;
    Ok(VerifyReport {
        first_bad: bad.map(|(r, why)| (if r == 0 { report.records } else { r }, why)),
        ..report
    })
}

#[derive(Serialize)]
struct Line<'a> {
    kind: &'a str,
    id: u64,
    record: u64,
    hash: &'a str,
    /// The body as stored and hashed.
    event: &'a serde_json::value::RawValue,
}

/// Write the events about `records` as JSON Lines (`{"kind", "id", "record", "hash",
/// "event"}`), verifying the whole event chain; returns the first bad event if any.
pub(crate) fn write_jsonl(
    reg: &Register,
    records: &std::collections::BTreeSet<u64>,
    out: &mut impl std::io::Write,
) -> Result<Option<(u64, String)>> {
    scan_events(reg, |id, record, hash, body| {
        if !records.contains(&record) {
            return Ok(());
        }
        let event: &serde_json::value::RawValue = serde_json::from_str(body)
            .map_err(|e| Error::Register(format!("événement n° {id} illisible : {e}")))?;
        let kind = serde_json::from_str::<Light<'_>>(body)
            .map(|l| l.kind.as_str())
            .unwrap_or("incident");
        serde_json::to_writer(
            &mut *out,
            &Line {
                kind,
                id,
                record,
                hash,
                event,
            },
        )
        .map_err(|e| Error::Io(e.into()))?;
        out.write_all(b"\n")?;
        Ok(())
    })
}
