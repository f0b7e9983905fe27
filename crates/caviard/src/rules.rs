//! Transfer rules of law 2004-63 (loi organique du 27 juillet 2004), evaluated on a draft
//! record before it is written. Each rule names its article; messages are in French.
//!
//! * Art. 52: a destination abroad needs an INPDP transfer authorization in force at the
//!   record's date; without one the record is refused or recorded with a warning, as the
//!   organisation chose ([`Art52Mode`], kept in the register).
//! * Art. 14: sensitive categories (health — the `HEALTH` findings left in clear —, religion,
//!   political or union opinions, racial or genetic origin, as declared in `sensitive_declared`)
//!   remaining in the payload need `sensitive_authorization`; otherwise the record is refused.
//! * Art. 13: data on offences and convictions (declared) likewise.
//! * Art. 28: data on minors is flagged (a warning).

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use crate::audit::record::{authorization_status, is_sensitive, AuthorizationStatus, Draft};
use crate::audit::SubjectCategory;
use crate::error::{Error, Result};

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

/// The organisation's setting for art. 52.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "snake_case")]
pub enum Art52Mode {
    /// Refuse the record.
    Block,
    /// Record it, with a warning (the default: the register is evidence first).
    #[default]
    Warn,
}

impl Art52Mode {
    pub fn as_str(self) -> &'static str {
        match self {
            Art52Mode::Block => "block",
            Art52Mode::Warn => "warn",
        }
    }

    /// Parse `block` or `warn`.
    pub fn parse(s: &str) -> Option<Art52Mode> {
        match s {
            "block" => Some(Art52Mode::Block),
            "warn" => Some(Art52Mode::Warn),
            _ => None,
        }
    }
}

/// Words that make a declared category art. 13 (offences, convictions, security measures).
const CRIMINAL: &[&str] = &[
    "infraction",
    "pénal",
    "penal",
    "condamnation",
    "criminel",
    "criminal",
    "judiciaire",
    "casier",
    "offence",
    "offense",
];

fn is_criminal(category: &str) -> bool {
    let c = category.to_lowercase();
    CRIMINAL.iter().any(|w| c.contains(w))
}

/// Evaluate every rule on `draft` as it would be recorded at `at`. Blocking findings first.
pub fn evaluate(draft: &Draft, mode: Art52Mode, at: DateTime<Utc>) -> Vec<RuleFinding> {
    let m = &draft.meta;
    let d = &m.destination;
    let mut out = Vec::new();
    let status = authorization_status(d, at);
    if matches!(
        status,
        AuthorizationStatus::Missing | AuthorizationStatus::Expired
    ) {
        let why = match status {
            AuthorizationStatus::Missing => "aucune autorisation de transfert n'est indiquée",
            _ => "l'autorisation de transfert indiquée est expirée ou pas encore en vigueur à la date de l'enregistrement",
        };
        out.push(RuleFinding {
            rule: Rule::Art52TransferAuthorization,
            article: "Art. 52".into(),
            severity: match mode {
                Art52Mode::Block => Severity::Block,
                Art52Mode::Warn => Severity::Warn,
            },
            message: format!(
                "Art. 52 : transfert vers l'étranger ({}) sans autorisation préalable de l'INPDP en cours de validité : {why}.",
                d.country
            ),
        });
    }
    let authorized = m
        .sensitive_authorization
        .as_deref()
        .is_some_and(|r| !r.trim().is_empty());
    let health = draft
        .findings
        .iter()
        .any(|f| is_sensitive(f.entity) && !f.decision.masks());
    let (criminal, sensitive): (Vec<&String>, Vec<&String>) =
        m.sensitive_declared.iter().partition(|c| is_criminal(c));
    if !authorized && (health || !sensitive.is_empty()) {
        let mut what: Vec<String> = Vec::new();
        if health {
            what.push("santé (détectée)".into());
        }
        what.extend(sensitive.iter().map(|c| format!("{c} (déclarée)")));
        out.push(RuleFinding {
            rule: Rule::Art14Sensitive,
            article: "Art. 14".into(),
            severity: Severity::Block,
            message: format!(
                "Art. 14 : des données sensibles restent en clair dans le texte à envoyer ({}) sans référence d'autorisation : masquez-les ou indiquez l'autorisation (sensitive_authorization).",
                what.join(", ")
            ),
        });
    }
    if !authorized && !criminal.is_empty() {
        let what: Vec<&str> = criminal.iter().map(|c| c.as_str()).collect();
        out.push(RuleFinding {
            rule: Rule::Art13Criminal,
            article: "Art. 13".into(),
            severity: Severity::Block,
            message: format!(
                "Art. 13 : des données relatives aux infractions ou condamnations restent dans le texte à envoyer ({}) sans référence d'autorisation (sensitive_authorization).",
                what.join(", ")
            ),
        });
    }
    if m.data_subjects.contains(&SubjectCategory::Minors) {
        out.push(RuleFinding {
            rule: Rule::Art28Minors,
            article: "Art. 28".into(),
            severity: Severity::Warn,
            message: "Art. 28 : le document concerne des mineurs ; leur traitement exige le consentement du tuteur et l'autorisation du juge de la famille : vérifiez-les avant l'envoi.".into(),
        });
    }
    out.sort_by_key(|f| (f.severity, f.rule));
    out
}

/// `Ok(warnings)` when no finding blocks, else [`Error::TransferBlocked`] listing the blocking
/// ones.
///
/// # Errors
/// [`Error::TransferBlocked`].
pub fn into_result(findings: Vec<RuleFinding>) -> Result<Vec<RuleFinding>> {
    let blocking: Vec<&RuleFinding> = findings
        .iter()
        .filter(|f| f.severity == Severity::Block)
        .collect();
    if blocking.is_empty() {
        return Ok(findings);
    }
    Err(Error::TransferBlocked {
        count: blocking.len(),
        details: blocking
            .iter()
            .map(|f| f.message.as_str())
            .collect::<Vec<_>>()
            .join("\n  "),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::audit::record::{Decision, DraftFinding};
    use crate::audit::{Authorization, RecordMeta};
    use crate::detect::Entity;
    use chrono::{NaiveDate, TimeZone};

    fn draft(edit: impl FnOnce(&mut RecordMeta)) -> Draft {
        let mut meta =
            RecordMeta::from_json(include_str!("../../../examples/record.json")).unwrap();
        edit(&mut meta);
        let doc = crate::extract::extract(
            "t.txt",
            b"Dossier [NOM_1].".to_vec(),
            &crate::extract::Limits::default(),
        )
        .unwrap();
        let masked = crate::mask::Masked {
            text: doc.text.clone(),
            replacements: Vec::new(),
        };
        Draft::from_run(
            meta,
            "t.txt",
            b"x",
            &doc,
            &[],
            &crate::review::Review::new(&[]),
            crate::audit::ReviewMode::Manual,
            &crate::mask::Policy::default(),
            &masked,
        )
    }

    fn at(y: i32, m: u32, d: u32) -> DateTime<Utc> {
        Utc.with_ymd_and_hms(y, m, d, 10, 0, 0).unwrap()
    }

    fn date(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap()
    }

    fn rules(f: &[RuleFinding]) -> Vec<(Rule, Severity)> {
        f.iter().map(|f| (f.rule, f.severity)).collect()
    }

    type Art52Case = (
        &'static str,
        Option<Authorization>,
        DateTime<Utc>,
        Art52Mode,
        Vec<(Rule, Severity)>,
    );
    type SensitiveCase = (
        Vec<&'static str>,
        bool,
        Option<&'static str>,
        bool,
        Vec<(Rule, Severity)>,
    );

    #[test]
    fn art52_table() {
        use Severity::*;
        let valid = Some(Authorization {
            number: "INPDP-AT-1".into(),
            date: date(2026, 1, 15),
            expiry: Some(date(2027, 1, 14)),
            scope: None,
        });
        // (country, authorization, record date, mode, expected)
        let cases: Vec<Art52Case> = vec![
            (
                "US",
                valid.clone(),
                at(2026, 5, 4),
                Art52Mode::Block,
                vec![],
            ),
            ("TN", None, at(2026, 5, 4), Art52Mode::Block, vec![]),
            (
                "US",
                None,
                at(2026, 5, 4),
                Art52Mode::Block,
                vec![(Rule::Art52TransferAuthorization, Block)],
            ),
            (
                "US",
                None,
                at(2026, 5, 4),
                Art52Mode::Warn,
                vec![(Rule::Art52TransferAuthorization, Warn)],
            ),
            (
                "IE",
                valid.clone(),
                at(2027, 1, 15),
                Art52Mode::Block,
                vec![(Rule::Art52TransferAuthorization, Block)],
            ),
            (
                "IE",
                valid.clone(),
                at(2027, 1, 14),
                Art52Mode::Block,
                vec![],
            ),
            (
                "IE",
                valid.clone(),
                at(2026, 1, 14),
                Art52Mode::Block,
                vec![(Rule::Art52TransferAuthorization, Block)],
            ),
        ];
        for (country, auth, t, mode, want) in cases {
            let d = draft(|m| {
                m.destination.country = country.into();
                m.destination.transfer_authorization = auth.clone();
            });
            let got = evaluate(&d, mode, t);
            assert_eq!(rules(&got), want, "{country} {t} {mode:?}");
        }
        let d = draft(|m| m.destination.transfer_authorization = valid.clone());
        let got = evaluate(&d, Art52Mode::Block, at(2027, 2, 1));
        assert_eq!(got[0].article, "Art. 52");
        assert_eq!(got[0].message, "Art. 52 : transfert vers l'étranger (US) sans autorisation préalable de l'INPDP en cours de validité : l'autorisation de transfert indiquée est expirée ou pas encore en vigueur à la date de l'enregistrement.");
        let err = into_result(got).unwrap_err();
        assert_eq!(err.code(), crate::ErrorCode::TransferBlocked);
        assert!(err
            .to_string()
            .starts_with("Transfert refusé : 1 règle(s) de la loi organique 2004-63 s'y opposent"));
    }

    #[test]
    fn art13_14_and_minors_table() {
        use Severity::*;
        // (declared, health finding left in clear, authorization reference, subjects minors, expected)
        let cases: Vec<SensitiveCase> = vec![
            (vec![], false, None, false, vec![]),
            (
                vec![],
                true,
                None,
                false,
                vec![(Rule::Art14Sensitive, Block)],
            ),
            (vec![], true, Some("INPDP-AS-2026-7"), false, vec![]),
            (
                vec!["opinions religieuses"],
                false,
                None,
                false,
                vec![(Rule::Art14Sensitive, Block)],
            ),
            (
                vec!["origine raciale", "appartenance syndicale"],
                false,
                None,
                false,
                vec![(Rule::Art14Sensitive, Block)],
            ),
            (
                vec!["condamnations pénales"],
                false,
                None,
                false,
                vec![(Rule::Art13Criminal, Block)],
            ),
            (
                vec!["casier judiciaire", "santé"],
                false,
                None,
                false,
                vec![(Rule::Art14Sensitive, Block), (Rule::Art13Criminal, Block)],
            ),
            (
                vec!["casier judiciaire"],
                false,
                Some("Décision INPDP n° 12"),
                false,
                vec![],
            ),
            (vec![], false, Some("  "), false, vec![]),
            (vec![], false, None, true, vec![(Rule::Art28Minors, Warn)]),
        ];
        for (declared, health, reference, minors, want) in cases {
            let mut d = draft(|m| {
                m.sensitive_declared = declared.iter().map(|s| s.to_string()).collect();
                m.sensitive_authorization = reference.map(str::to_string);
                if minors {
                    m.data_subjects.push(SubjectCategory::Minors);
                }
            });
            d.findings.push(DraftFinding {
                entity: Entity::Health,
                detector: "health.lexicon".into(),
                score: 0.8,
                start: 0,
                end: 4,
                value: "x".into(),
                decision: if health {
                    Decision::Rejected
                } else {
                    Decision::Approved
                },
                decided_by: "t".into(),
                label: None,
            });
            let got = evaluate(&d, Art52Mode::Block, at(2026, 5, 4));
            assert_eq!(
                rules(&got),
                want,
                "{declared:?} {health} {reference:?} {minors}"
            );
        }
        let d = draft(|m| {
            m.sensitive_declared = vec!["opinions politiques".into(), "condamnations".into()]
        });
        let got = evaluate(&d, Art52Mode::Block, at(2026, 5, 4));
        assert_eq!(got[0].message, "Art. 14 : des données sensibles restent en clair dans le texte à envoyer (opinions politiques (déclarée)) sans référence d'autorisation : masquez-les ou indiquez l'autorisation (sensitive_authorization).");
        assert_eq!(got[1].message, "Art. 13 : des données relatives aux infractions ou condamnations restent dans le texte à envoyer (condamnations) sans référence d'autorisation (sensitive_authorization).");
        let d = draft(|m| m.data_subjects = vec![SubjectCategory::Minors]);
        let warnings = into_result(evaluate(&d, Art52Mode::Block, at(2026, 5, 4))).unwrap();
        assert_eq!(warnings[0].article, "Art. 28");
    }
}
