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

pub mod chain;
pub(crate) mod db;
mod destinations;
pub mod event;
pub mod export;
mod fields;
mod pdf;
mod query;
pub mod record;
mod schema;
mod settings;
pub mod store;

pub use destinations::DestinationVersion;
pub use query::{Filter, Stored, VerifyReport};
pub use record::{
    Actor, Adequacy, Art50Assessment, Art50Conclusion, Authorization, AuthorizationStatus,
    BasisKind, Commitments, Consent, ConsentForm, Controller, Decision, Declaration,
    DestinationMeta, Draft, DraftFinding, HealthGround, HealthJustification, KeySource, LegalBasis,
    MinorsAuthorization, ProfileRef, Recipient, RecipientRole, Record, RecordMeta, ReviewMode,
    Sending, SensitiveCategory, SubjectCategory,
};
pub use store::{Appended, Durability, RawStored, Register};
