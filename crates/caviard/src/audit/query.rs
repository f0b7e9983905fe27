//! What reading the register gives back: a stored record, the filter that selects records to
//! list or export, and the report of a verification.

use chrono::{DateTime, NaiveDate, NaiveTime, Utc};
use serde::Serialize;

use super::record::Record;
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

/// The result of [`Register::verify`](super::Register::verify).
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
