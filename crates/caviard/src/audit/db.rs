//! What the register's modules share of SQLite: the time as the index columns store it, and the
//! error of a failed statement.

use chrono::{DateTime, SecondsFormat, Utc};

use crate::error::Error;

/// The time as stored in the index column: RFC 3339, UTC, microseconds (sorts as text).
pub(crate) fn time_key(t: &DateTime<Utc>) -> String {
    t.to_rfc3339_opts(SecondsFormat::Micros, true)
}

pub(crate) fn sql(e: rusqlite::Error) -> Error {
    Error::Register(e.to_string())
}
