//! Transfer rules of law 2004-63, evaluated on a draft record before it is written.

use serde::{Deserialize, Serialize};

/// The rules, by stable id.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Rule {
    /// Art. 52: a transfer abroad needs a valid INPDP authorization.
    Art52TransferAuthorization,
    /// Art. 14: sensitive categories need an explicit authorization reference.
    Art14Sensitive,
    /// Art. 13: data on offences and convictions need an explicit authorization reference.
    Art13Criminal,
    /// Art. 28: data on minors.
    Art28Minors,
}

/// Whether a rule refuses the record or only warns.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Severity {
    Block,
    Warn,
}

/// One rule that fired, with its message for the officer (French).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RuleFinding {
    pub rule: Rule,
    /// `Art. 52`...
    pub article: String,
    pub severity: Severity,
    pub message: String,
}
