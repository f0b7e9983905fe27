//! The audit register as the desktop app shows it: rows with counts by type, a record's detail
//! with its payload, the integrity check and exports to a file. Thin views over [`audit`]'s
//! public API (the register's internals stay there); every type here is what the UI receives.

use std::collections::BTreeMap;
use std::path::Path;

use serde::{Deserialize, Serialize};

use crate::audit::event::{EventKind, OffenceKind, StoredEvent};
use crate::audit::{self, export, Filter, Register, Stored};
use crate::detect::{Entity, ScanOptions};
use crate::error::{Error, Result};
use crate::transfer::{ChunkView, RuleView};
use crate::vault::VaultKey;

/// The register screen's filters, as typed by the officer; blank fields are ignored.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct RegisterQuery {
    /// From this day (`YYYY-MM-DD`, UTC, included).
    #[serde(default)]
    pub from: Option<String>,
    /// Up to this day (`YYYY-MM-DD`, UTC, included).
    #[serde(default)]
    pub to: Option<String>,
    /// Provider or model, case-insensitive.
    #[serde(default)]
    pub destination: Option<String>,
    /// Operator name, case-insensitive.
    #[serde(default)]
    pub operator: Option<String>,
}

impl RegisterQuery {
    /// The register's filter.
    ///
    /// # Errors
    /// [`Error::RecordInvalid`] for a date that is not `YYYY-MM-DD` (or RFC 3339).
    pub fn filter(&self) -> Result<Filter> {
        let given = |s: &Option<String>| {
            s.as_deref()
                .map(str::trim)
                .filter(|s| !s.is_empty())
                .map(str::to_string)
        };
        Ok(Filter {
            id: None,
            from: given(&self.from)
                .map(|s| Filter::parse_from(&s))
                .transpose()?,
            to: given(&self.to).map(|s| Filter::parse_to(&s)).transpose()?,
            destination: given(&self.destination),
            operator: given(&self.operator),
        })
    }
}

/// Occurrences of one type in a record.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct TypeCount {
    /// Found in the document (detected or added by hand).
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub found: u64,
    /// Masked in the payload.
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub masked: u64,
}

/// One row of the register screen.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct RecordRow {
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub id: u64,
    /// RFC 3339, UTC.
    pub at: String,
    pub operator: String,
    pub file_name: String,
    pub provider: String,
    pub model: String,
    pub country: String,
    pub abroad: bool,
    pub counts: BTreeMap<Entity, TypeCount>,
    /// The payload text was purged (retention period over).
    pub purged: bool,
    pub hash: String,
}

impl RecordRow {
    pub fn of(s: &Stored) -> RecordRow {
        let r = &s.record;
        RecordRow {
            id: s.id,
            at: r.at.to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
            operator: r.operator.name.clone(),
            file_name: r.document.file_name.clone(),
            provider: r.destination.provider.clone(),
            model: r.destination.model.clone(),
            country: r.destination.country.clone(),
            abroad: r.destination.abroad,
            counts: r
                .counts
                .iter()
                .map(|(e, c)| {
                    (
                        *e,
                        TypeCount {
                            found: c.before,
                            masked: c.before - c.after,
                        },
                    )
                })
                .collect(),
            purged: s.payload.is_none(),
            hash: s.hash.clone(),
        }
    }
}

/// A record in full: its row, the payload text as it would be sent, the record as stored.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct RecordDetail {
    pub row: RecordRow,
    pub purpose: String,
    pub payload: Option<String>,
    /// Tokens of the payload, in `tokenizer` (absent from older records).
    #[cfg_attr(feature = "ts", ts(type = "number | null"))]
    pub tokens: Option<u64>,
    pub tokenizer: Option<String>,
    /// The payload's chunks under the destination's limit (empty when it set none).
    pub chunks: Vec<ChunkView>,
    /// The checks run before the record was written (absent from older records).
    pub checks: Option<ChecksView>,
    /// The responses checked against this record: re-identifications and incidents, oldest
    /// first.
    pub events: Vec<EventView>,
    /// The stored record (values only as HMACs), pretty JSON.
    pub record_json: String,
}

/// The checks a record passed before it was written: a record is only written when none
/// blocked, so the leak check found nothing and the rules listed only warned.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct ChecksView {
    /// Distinct spellings of approved values searched for in the payload.
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub approved_values_searched: u64,
    /// The detectors ran again on the payload.
    pub rescanned: bool,
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub leaks: u64,
    /// Transfer rules that warned, recorded with the record.
    pub warnings: Vec<RuleView>,
}

/// One thing found in a response that its record did not send.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct OffenceView {
    pub kind: OffenceKind,
    pub entity: Option<Entity>,
    /// The label as written, for a label offence.
    pub label: Option<String>,
    /// The record that issued the label, for a foreign label.
    #[cfg_attr(feature = "ts", ts(type = "number | null"))]
    pub issued_by: Option<u64>,
    /// The surrounding text, every detected value masked.
    pub excerpt: String,
}

/// One response check journaled against a record.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct EventView {
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub id: u64,
    pub kind: EventKind,
    /// RFC 3339, UTC.
    pub at: String,
    pub operator: String,
    /// Labels restored (a re-identification).
    pub restored: Vec<String>,
    /// What was found (an incident).
    pub found: Vec<OffenceView>,
    /// What was sent (a `sent` event): chunk, destination, HTTP status or failure.
    pub sent: Option<SentView>,
    pub hash: String,
}

/// A request sent to the destination, as the register journaled it (no content).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct SentView {
    /// Chunk `index` of `of`.
    pub index: u32,
    pub of: u32,
    pub url: String,
    pub model: String,
    /// The HTTP status, when an answer came back.
    pub status: Option<u16>,
    /// Why the request failed, in French.
    pub error: Option<String>,
}

/// The outcome of sending a record from the app (crate `caviard-send`): every answer restored
/// when all were clean, or the incident that stopped the sending; journaled either way.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct SendVerdict {
    /// The answers, one per chunk in order, with this record's labels restored; `None` on an
    /// incident (nothing is restored).
    pub restored: Option<Vec<String>>,
    /// The chunk whose answer held foreign data, `[index, of]`.
    pub incident_chunk: Option<(u32, u32)>,
    /// The events journaled by this sending (sent, re-identification, incident), in order.
    pub events: Vec<EventView>,
}

impl EventView {
    pub fn of(e: &StoredEvent) -> EventView {
        EventView {
            id: e.id,
            kind: e.event.kind,
            at: e
                .event
                .at
                .to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
            operator: e.event.operator.clone(),
            restored: e.event.restored.clone(),
            found: e
                .event
                .found
                .iter()
                .map(|o| OffenceView {
                    kind: o.kind,
                    entity: o.entity,
                    label: o.label.clone(),
                    issued_by: o.issued_by,
                    excerpt: o.excerpt.clone(),
                })
                .collect(),
            sent: e.event.sent.as_ref().map(|x| SentView {
                index: x.index,
                of: x.of,
                url: x.url.clone(),
                model: x.model.clone(),
                status: x.status,
                error: x.error.clone(),
            }),
            hash: e.hash.clone(),
        }
    }
}

/// The outcome of checking a response in the app: the restored text when clean, the incident
/// otherwise; journaled either way.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct ResponseVerdict {
    /// The response with this record's labels replaced by their values; `None` on an incident.
    pub restored: Option<String>,
    /// The journaled event.
    pub event: EventView,
}

/// The result of the integrity check.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct Integrity {
    pub intact: bool,
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub records: u64,
    /// Hash of the last intact record: the head to file elsewhere.
    pub head: String,
    /// The first altered record.
    #[cfg_attr(feature = "ts", ts(type = "number | null"))]
    pub first_bad: Option<u64>,
    /// The verdict in French, as `caviard audit verify` prints it.
    pub message: String,
}

/// Export formats.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "snake_case")]
pub enum ExportFormat {
    Csv,
    Jsonl,
    Pdf,
}

/// A record just appended: its id and hash (the register's new head).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct Recorded {
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub id: u64,
    pub hash: String,
}

impl From<audit::Appended> for Recorded {
    fn from(a: audit::Appended) -> Self {
        Recorded {
            id: a.id,
            hash: a.hash,
        }
    }
}

/// What an export wrote.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct Exported {
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub records: u64,
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub total: u64,
    pub head: String,
}

/// The records matching `q`, oldest first.
///
/// # Errors
/// A bad date in `q`; the register's read errors.
pub fn list(reg: &Register, q: &RegisterQuery) -> Result<Vec<RecordRow>> {
    let mut rows = Vec::new();
    reg.for_each(&q.filter()?, |s| {
        rows.push(RecordRow::of(&s));
        Ok(())
    })?;
    Ok(rows)
}

/// One record in full.
///
/// # Errors
/// [`Error::RecordNotFound`]; the register's read errors.
pub fn detail(reg: &Register, id: u64) -> Result<RecordDetail> {
    let s = reg.get(id)?;
    let record_json = serde_json::to_string_pretty(&s.record)
        .map_err(|e| Error::Register(format!("lecture de l'enregistrement : {e}")))?;
    let r = &s.record;
    Ok(RecordDetail {
        row: RecordRow::of(&s),
        purpose: r.legal.purpose.clone(),
        tokens: r.payload.tokens,
        tokenizer: r.payload.tokenizer.map(|e| e.as_str().to_string()),
        chunks: r.chunks.iter().map(ChunkView::of).collect(),
        checks: r.checks.as_ref().map(|c| ChecksView {
            approved_values_searched: c.leak_check.approved_values_searched,
            rescanned: c.leak_check.rescanned,
            leaks: c.leak_check.leaks,
            warnings: c.warnings.iter().map(RuleView::stored).collect(),
        }),
        events: reg.events(Some(id))?.iter().map(EventView::of).collect(),
        payload: s.payload,
        record_json,
    })
}

/// Read a response saved to a file: UTF-8 text, at most 50 MiB.
///
/// # Errors
/// [`Error::Io`] when it cannot be read; [`Error::TooLarge`]; [`Error::Encoding`] when it is not
/// UTF-8 text.
pub fn read_response(path: &Path) -> Result<String> {
    const MAX: u64 = 50 * 1024 * 1024;
    let size = std::fs::metadata(path)?.len();
    if size > MAX {
        return Err(Error::TooLarge { size, limit: MAX });
    }
    String::from_utf8(std::fs::read(path)?)
        .map_err(|_| Error::Encoding("la réponse doit être du texte UTF-8".into()))
}

/// Check `response` to record `id` for `operator` at `now` ([`Register::verify_response`]):
/// the record's labels restored when clean, an incident otherwise; the event is journaled and
/// on disk before this returns.
///
/// # Errors
/// Those of [`Register::verify_response`].
pub fn verify_response(
    reg: &mut Register,
    id: u64,
    response: &str,
    operator: &str,
    key: &VaultKey,
    now: chrono::DateTime<chrono::Utc>,
    opts: &ScanOptions,
) -> Result<ResponseVerdict> {
    let v = reg.verify_response(id, response, operator, key, now, opts)?;
    Ok(ResponseVerdict {
        restored: v.restored,
        event: EventView::of(&v.event),
    })
}

/// Verify the whole hash chain.
///
/// # Errors
/// The register's read errors (an altered chain is a result, not an error).
pub fn integrity(reg: &Register) -> Result<Integrity> {
    let r = reg.verify()?;
    Ok(Integrity {
        intact: r.is_intact(),
        records: r.records,
        head: r.head.clone(),
        first_bad: r.first_bad.as_ref().map(|(n, _)| *n),
        message: export::verify_text(&r),
    })
}

/// Export the records matching `q` to `path`, verifying the register in the same pass. The file
/// is written aside and renamed once complete: an altered register leaves no export behind.
///
/// # Errors
/// [`Error::RegisterTampered`]; [`Error::Io`] when writing fails; a bad date in `q`.
pub fn export_file(
    reg: &Register,
    q: &RegisterQuery,
    format: ExportFormat,
    path: &Path,
) -> Result<Exported> {
    let fmt = match format {
        ExportFormat::Csv => export::Format::Csv,
        ExportFormat::Jsonl => export::Format::Jsonl,
        ExportFormat::Pdf => export::Format::Pdf,
    };
    let filter = q.filter()?;
    let mut partial = path.as_os_str().to_owned();
    partial.push(".partial");
    let partial = std::path::PathBuf::from(partial);
    let file = std::fs::File::create(&partial)?;
    let s = match export::export(reg, &filter, fmt, file) {
        Ok(s) => s,
        Err(e) => {
            let _ = std::fs::remove_file(&partial);
            return Err(e);
        }
    };
    std::fs::rename(&partial, path)?;
    Ok(Exported {
        records: s.records,
        total: s.total,
        head: s.head,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::audit::RecordMeta;
    use crate::extract::Limits;
    use crate::review::Decision;
    use crate::view::Session;
    use chrono::TimeZone;

    const FR: &str = "M. Sami Ben Salah, CIN n° 01234567, tél. 98 123 456.\n";

    fn append(reg: &mut Register, day: u32, provider: &str, operator: &str) {
        let mut s = Session::from_bytes(
            "note.txt".into(),
            FR.as_bytes().to_vec(),
            &Limits::default(),
            &crate::detect::ScanOptions::default(),
        )
        .unwrap();
        s.decide_all(Entity::Person, Decision::Approved).unwrap();
        s.decide_all(Entity::Cin, Decision::Approved).unwrap();
        s.decide_all(Entity::Phone, Decision::Rejected).unwrap();
        let mut meta =
            RecordMeta::from_json(include_str!("../../../examples/record.json")).unwrap();
        meta.destination.provider = provider.into();
        meta.operator.name = operator.into();
        let at = chrono::Utc.with_ymd_and_hms(2026, 5, day, 9, 0, 0).unwrap();
        reg.append(&s.draft(meta).unwrap(), at).unwrap();
    }

    fn register() -> (tempfile::TempDir, Register) {
        let dir = tempfile::tempdir().unwrap();
        let mut reg = Register::open(&dir.path().join("registre.sqlite")).unwrap();
        append(&mut reg, 4, "Fournisseur A", "Agent Un");
        append(&mut reg, 6, "Fournisseur B", "Agent Deux");
        (dir, reg)
    }

    #[test]
    fn rows_carry_counts_by_type_and_filters_apply() {
        let (_d, reg) = register();
        let all = list(&reg, &RegisterQuery::default()).unwrap();
        assert_eq!(all.iter().map(|r| r.id).collect::<Vec<_>>(), [1, 2]);
        let r = &all[0];
        assert_eq!(r.file_name, "note.txt");
        assert_eq!(r.operator, "Agent Un");
        assert_eq!(r.at, "2026-05-04T09:00:00Z");
        assert!(r.abroad);
        assert_eq!(
            r.counts[&Entity::Cin],
            TypeCount {
                found: 1,
                masked: 1
            }
        );
        assert_eq!(
            r.counts[&Entity::Phone],
            TypeCount {
                found: 1,
                masked: 0
            }
        );
        let q = |from: &str, dest: &str, op: &str| RegisterQuery {
            from: Some(from.into()),
            to: Some(" ".into()),
            destination: Some(dest.into()),
            operator: Some(op.into()),
        };
        let ids = |q: RegisterQuery| -> Vec<u64> {
            list(&reg, &q).unwrap().iter().map(|r| r.id).collect()
        };
        assert_eq!(ids(q("2026-05-05", "", "")), [2]);
        assert_eq!(ids(q("", "fournisseur a", "")), [1]);
        assert_eq!(ids(q("", "", "AGENT DEUX")), [2]);
        let e = list(&reg, &q("hier", "", "")).unwrap_err();
        assert_eq!(e.code(), crate::ErrorCode::RecordInvalid);
    }

    #[test]
    fn detail_has_the_payload_and_no_value_in_the_record() {
        let (_d, reg) = register();
        let d = detail(&reg, 2).unwrap();
        let p = d.payload.unwrap();
        assert!(p.contains("[CIN_1]") && p.contains("98 123 456") && !p.contains("Sami"));
        assert!(!d.record_json.contains("01234567"));
        assert_eq!(d.row.provider, "Fournisseur B");
        assert_eq!(
            detail(&reg, 9).unwrap_err().code(),
            crate::ErrorCode::RecordNotFound
        );
    }

    #[test]
    fn integrity_and_exports() {
        let (d, reg) = register();
        let i = integrity(&reg).unwrap();
        assert!(i.intact && i.records == 2 && i.first_bad.is_none());
        assert_eq!(i.head, reg.head().unwrap().1);
        assert!(i.message.contains(&i.head));
        let out = d.path().join("export.csv");
        let q = RegisterQuery {
            operator: Some("agent un".into()),
            ..Default::default()
        };
        let e = export_file(&reg, &q, ExportFormat::Csv, &out).unwrap();
        assert_eq!((e.records, e.total), (1, 2));
        assert_eq!(e.head, i.head);
        let csv = std::fs::read_to_string(&out).unwrap();
        assert!(csv.contains("Agent Un") && !csv.contains("Agent Deux"));
        let out = d.path().join("export.jsonl");
        export_file(&reg, &RegisterQuery::default(), ExportFormat::Jsonl, &out).unwrap();
        assert_eq!(std::fs::read_to_string(&out).unwrap().lines().count(), 2);
        assert!(!d.path().join("export.jsonl.partial").exists());
    }

    #[test]
    fn detail_lists_chunks_checks_and_response_events() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("registre.sqlite");
        let mut reg = Register::open(&db).unwrap();
        let key = VaultKey::open_for(&reg, &VaultKey::default_path(&db)).unwrap();
        let text = FR.repeat(8);
        let mut s = Session::from_bytes(
            "note.txt".into(),
            text.into_bytes(),
            &Limits::default(),
            &ScanOptions::default(),
        )
        .unwrap();
        for e in [Entity::Person, Entity::Cin, Entity::Phone] {
            s.decide_all(e, Decision::Approved).unwrap();
        }
        s.set_label_tag(crate::label::LabelTag::parse("K7Q2XR"));
        let mut meta =
            RecordMeta::from_json(include_str!("../../../examples/record.json")).unwrap();
        meta.destination.max_tokens = Some(50);
        meta.destination.transfer_authorization = None;
        let at = chrono::Utc.with_ymd_and_hms(2026, 5, 4, 9, 0, 0).unwrap();
        let p = crate::transfer::prepare(
            &s.run(),
            meta,
            &crate::rules::Organisation {
                art52: crate::rules::Art52Mode::Warn,
                ..Default::default()
            },
            at,
        )
        .unwrap();
        let id = p.commit(&mut reg, &key, at).unwrap().id;
        let v = verify_response(
            &mut reg,
            id,
            "[NOM_1-K7Q2XR] et CIN n° 87654321.",
            "Agent Un",
            &key,
            at,
            &ScanOptions::default(),
        )
        .unwrap();
        assert_eq!(v.restored, None);
        let d = detail(&reg, id).unwrap();
        assert!(d.chunks.len() > 1, "{:?}", d.chunks);
        assert!(d.chunks.iter().all(|c| c.tokens <= 50));
        assert_eq!(
            d.chunks.iter().map(|c| c.tokens).sum::<u64>(),
            d.tokens.unwrap()
        );
        let checks = d.checks.unwrap();
        assert!(checks.rescanned && checks.leaks == 0 && checks.approved_values_searched > 0);
        assert_eq!(checks.warnings[0].article, "Art. 52");
        assert!(!checks.warnings[0].blocking);
        assert_eq!(d.events.len(), 1);
        let e = &d.events[0];
        assert_eq!(
            (e.kind, e.operator.as_str()),
            (EventKind::Incident, "Agent Un")
        );
        let cin = e
            .found
            .iter()
            .find(|o| o.entity == Some(Entity::Cin))
            .unwrap();
        assert_eq!(cin.kind, OffenceKind::ForeignValue);
        assert!(!cin.excerpt.contains("87654321"), "{}", cin.excerpt);
        assert_eq!(e, &v.event);
    }
}
