//! The audit register: a local, tamper-evident record of what would be sent, to whom, why and
//! under which legal basis (law 2004-63), with exports for the DPO and the INPDP.
//!
//! * [`record`]: what a record holds ([`RecordMeta`] stated by the officer, [`Draft`] measured
//!   by Caviard, [`Record`] as stored — detected values only as HMACs).
//! * [`store`]: SQLite (WAL, one immediate transaction per record, numbered forward-only
//!   migrations under `PRAGMA user_version`, `application_id` "CAVD"); a foreign or corrupt
//!   file is refused and never written to.
//! * [`chain`]: the hash chain over canonical JSON; [`Register::verify`] names the first bad
//!   record.
//! * [`export`]: CSV (for a French-locale spreadsheet), JSON Lines and a PDF report in French.
//!
//! Time is always passed in: the core never reads the clock.
//!
//! ```
//! use caviard::audit::{Draft, Register, RecordMeta, ReviewMode};
//! use caviard::{detect, extract, mask, review::Review};
//! use chrono::TimeZone;
//!
//! let dir = tempfile::tempdir().unwrap();
//! let mut reg = Register::open(&dir.path().join("registre.sqlite")).unwrap();
//! let meta = RecordMeta::from_json(include_str!("../../../../examples/record.json")).unwrap();
//! let bytes = "M. Sami Ben Salah, CIN n° 01234567.".as_bytes();
//! let doc = extract::extract("note.txt", bytes.to_vec(), &extract::Limits::default()).unwrap();
//! let findings = detect::scan(&doc, &detect::ScanOptions::default());
//! let review = Review::approve_all(&findings);
//! let policy = mask::Policy::default();
//! let masked = mask::mask(&doc.text, &findings, |f| review.is_approved(f.id), &policy, &[0; 32]);
//! let draft = Draft::from_run(meta, "note.txt", bytes, &doc, &findings, &review,
//!     ReviewMode::Automatic { threshold: 0.5 }, &policy, &masked);
//! let at = chrono::Utc.with_ymd_and_hms(2026, 5, 4, 9, 30, 0).unwrap();
//! let appended = reg.append(&draft, at).unwrap();
//! assert_eq!(appended.id, 1);
//! let report = reg.verify().unwrap();
//! assert!(report.is_intact());
//! assert_eq!(report.head, appended.hash);
//! assert_eq!(reg.get(1).unwrap().payload.as_deref(), Some("M. [NOM_1], CIN n° [CIN_1]."));
//! ```

use chrono::{DateTime, NaiveDate, NaiveTime, Utc};
use serde::Serialize;

pub mod chain;
mod destinations;
pub mod event;
pub mod export;
mod pdf;
pub mod record;
mod settings;
pub mod store;

pub use destinations::DestinationVersion;
pub use record::{
    Actor, Adequacy, Art50Assessment, Art50Conclusion, Authorization, AuthorizationStatus,
    BasisKind, Commitments, Consent, ConsentForm, Controller, Decision, Declaration,
    DestinationMeta, Draft, DraftFinding, HealthGround, HealthJustification, KeySource, LegalBasis,
    MinorsAuthorization, ProfileRef, Recipient, RecipientRole, Record, RecordMeta, ReviewMode,
    Sending, SensitiveCategory, SubjectCategory,
};
pub use store::{Appended, Durability, RawStored, Register};

use crate::error::{Error, Result};

/// A stored record with its hash and payload text (`None` once purged).
#[derive(Debug, Clone, Serialize)]
pub struct Stored {
    pub id: u64,
    pub hash: String,
    pub record: Record,
    pub payload: Option<String>,
    pub purged_at: Option<String>,
}

/// Which records to list or export. Every criterion is optional; all given ones must match.
#[derive(Debug, Clone, Default)]
pub struct Filter {
    pub id: Option<u64>,
    /// Records at or after this instant.
    pub from: Option<DateTime<Utc>>,
    /// Records strictly before this instant.
    pub to: Option<DateTime<Utc>>,
    /// Provider or model, case-insensitive.
    pub destination: Option<String>,
    /// Operator name, case-insensitive.
    pub operator: Option<String>,
}

impl Filter {
    /// Parse a `--from` bound: `YYYY-MM-DD` (start of that day, UTC) or RFC 3339.
    ///
    /// # Errors
    /// [`Error::RecordInvalid`] for anything else.
    pub fn parse_from(s: &str) -> Result<DateTime<Utc>> {
        parse_bound(s, false)
    }

    /// Parse a `--to` bound: `YYYY-MM-DD` (that day included, UTC) or RFC 3339 (excluded).
    ///
    /// # Errors
    /// [`Error::RecordInvalid`] for anything else.
    pub fn parse_to(s: &str) -> Result<DateTime<Utc>> {
        parse_bound(s, true)
    }
}

fn parse_bound(s: &str, end: bool) -> Result<DateTime<Utc>> {
    if let Ok(d) = NaiveDate::parse_from_str(s, "%Y-%m-%d") {
        let d = if end { d.succ_opt().unwrap_or(d) } else { d };
        return Ok(d.and_time(NaiveTime::MIN).and_utc());
    }
    DateTime::parse_from_rfc3339(s)
        .map(|t| t.with_timezone(&Utc))
        .map_err(|_| {
            Error::RecordInvalid(format!(
                "date invalide : {s} (attendu AAAA-MM-JJ ou RFC 3339, par exemple 2026-05-04)"
            ))
        })
}

/// The result of [`Register::verify`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct VerifyReport {
    /// Records checked and found intact (all of them when intact).
    pub records: u64,
    /// Hash of the last intact record: the head to file elsewhere.
    pub head: String,
    /// The first bad record and why.
    pub first_bad: Option<(u64, String)>,
}

impl VerifyReport {
    pub fn is_intact(&self) -> bool {
        self.first_bad.is_none()
    }

    /// `Ok` when intact, else [`Error::RegisterTampered`] naming the first bad record.
    ///
    /// # Errors
    /// [`Error::RegisterTampered`].
    pub fn into_result(self) -> Result<VerifyReport> {
        match self.first_bad {
            None => Ok(self),
            Some((record, reason)) => Err(Error::RegisterTampered { record, reason }),
        }
    }
}
