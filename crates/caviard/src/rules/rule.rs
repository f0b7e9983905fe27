//! What a record keeps of the transfer rules: the rules' stable ids, whether one blocks or
//! warns, and the rule finding written in `checks.warnings`. A leaf: the audit record holds
//! these without depending on the rules' evaluation (which reads the record).

use serde::{Deserialize, Serialize};

use crate::law::Article;

/// The rules, by stable id (written in records' `checks.warnings`, never renamed).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "snake_case")]
pub enum Rule {
    /// Art. 7: the processing is declared to the INPDP.
    Art7Declaration,
    /// Art. 13: data on offences may not be sent.
    Art13Criminal,
    /// Before schema 3: Art. 13/14 data lifted by any reference. No longer evaluated.
    Art14Sensitive,
    /// Art. 15: Art. 14 data other than health need an INPDP authorisation.
    Art15SensitiveAuthorization,
    /// Art. 27: consent is express, written and in force.
    Art27Consent,
    /// Art. 28: a child's data need the family judge's authorisation and the guardian's consent.
    Art28Minors,
    /// Art. 50: the transfer may not endanger public security or vital interests.
    Art50PublicSecurity,
    /// Art. 51: the recipient country ensures an adequate level of protection.
    Art51Adequacy,
    /// Art. 52: a transfer abroad needs a valid INPDP authorization.
    Art52TransferAuthorization,
    /// Art. 63: health data under their own regime.
    Art63Health,
    /// The organisation's four-eyes review: an approver distinct from the operator.
    FourEyesReview,
}

impl Rule {
    /// The article the rule applies (none for the organisation's own four-eyes rule).
    pub fn article(self) -> Option<Article> {
        match self {
            Rule::Art7Declaration => Some(Article::Art7),
            Rule::Art13Criminal => Some(Article::Art13),
            Rule::Art14Sensitive => Some(Article::Art14),
            Rule::Art15SensitiveAuthorization => Some(Article::Art15),
            Rule::Art27Consent => Some(Article::Art27),
            Rule::Art28Minors => Some(Article::Art28),
            Rule::Art50PublicSecurity => Some(Article::Art50),
            Rule::Art51Adequacy => Some(Article::Art51),
            Rule::Art52TransferAuthorization => Some(Article::Art52),
            Rule::Art63Health => Some(Article::Art63),
            Rule::FourEyesReview => None,
        }
    }
}

/// Whether a rule refuses the record or only warns.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Severity {
    Block,
    Warn,
}

/// One rule that fired, as a record keeps it (French).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RuleFinding {
    pub rule: Rule,
    /// `Art. 52`...
    pub article: String,
    pub severity: Severity,
    pub message: String,
}
