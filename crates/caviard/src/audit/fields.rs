//! The French text of a record's fields that the CSV export and the PDF report both show: the
//! counts, the sensitive categories, the chunks, the checks, the events and the fields of law
//! 2004-63.

use super::db::time_key;
use super::event::{Event, EventKind};
use super::record::{
    Adequacy, Art50Assessment, Art50Conclusion, Authorization, BasisKind, Checks, Consent,
    Controller, HealthJustification, MinorsAuthorization, Recipient, Record, SensitiveCategory,
};
use crate::chunk::Chunk;
use crate::law::Article;
use crate::rules::Severity;

pub(super) fn yes_no(b: bool) -> &'static str {
    if b {
        "oui"
    } else {
        "non"
    }
}

/// The per-type counts as `PERSON 3/0, CIN 1/0` (before/after).
pub fn counts_text(r: &Record) -> String {
    r.counts
        .iter()
        .map(|(e, c)| format!("{} {}/{}", e.as_str(), c.before, c.after))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The Art. 13/14 categories remaining, in French.
pub fn sensitive_text(r: &Record) -> String {
    let mut v: Vec<String> = r
        .legal
        .sensitive_detected_remaining
        .iter()
        .map(|e| format!("{} (détecté)", e.as_str()))
        .collect();
    v.extend(
        r.legal
            .sensitive_declared
            .iter()
            .map(|s| format!("{s} (déclaré)")),
    );
    if v.is_empty() {
        "aucune".into()
    } else {
        v.join(", ")
    }
}

/// A record's chunks: `2 morceau(x) : 1/2 octets 0–812, 198 jetons, SHA-256 … ; 2/2 …`.
pub fn chunks_text(chunks: &[Chunk]) -> String {
    if chunks.is_empty() {
        return "aucun découpage (envoyé en une fois)".into();
    }
    let each: Vec<String> = chunks
        .iter()
        .map(|c| {
            format!(
                "{}/{} octets {}–{}, {} jetons, SHA-256 {}",
                c.index, c.of, c.start, c.end, c.tokens, c.sha256
            )
        })
        .collect();
    format!("{} morceau(x) : {}", chunks.len(), each.join(" ; "))
}

/// The checks run before a record was written, and their outcomes.
pub fn checks_text(checks: Option<&Checks>) -> String {
    let Some(c) = checks else {
        return "non enregistrés (enregistrement antérieur aux contrôles)".into();
    };
    let l = &c.leak_check;
    let rules = if c.warnings.is_empty() {
        "aucune alerte".to_string()
    } else {
        c.warnings
            .iter()
            .map(|w| {
                let sev = match w.severity {
                    Severity::Block => "bloquant",
                    Severity::Warn => "avertissement",
                };
                format!("{} ({sev}) : {}", w.article, w.message)
            })
            .collect::<Vec<_>>()
            .join(" ; ")
    };
    format!(
        "recherche des valeurs approuvées dans le texte envoyé : {} valeur(s) cherchée(s), {} fuite(s) ; nouvelle détection sur le texte envoyé : {} ; règles de transfert : {rules}",
        l.approved_values_searched,
        l.leaks,
        if l.rescanned { "faite" } else { "non faite" },
    )
}

/// One event on one line: `n° 3 2026-…Z envoi au destinataire : morceau 1/2 …`.
pub fn event_text(e: &Event) -> String {
    let head = format!("n° {} {} {}", e.id, time_key(&e.at), e.kind.label_fr());
    match e.kind {
        EventKind::Sent => match &e.sent {
            Some(s) => format!(
                "{head} par {} : morceau {}/{} à {} (modèle {}, profil {} v{}), {} octets envoyés (SHA-256 {}), {}",
                e.operator,
                s.index,
                s.of,
                s.url,
                s.model,
                s.profile.name,
                s.profile.version,
                s.content_bytes,
                s.content_sha256,
                match (&s.error, s.status) {
                    (Some(err), Some(st)) => format!("statut HTTP {st}, échec : {err}"),
                    (Some(err), None) => format!("échec : {err}"),
                    (None, st) => format!(
                        "statut HTTP {}, réponse de {} octets (SHA-256 {})",
                        st.map(|s| s.to_string()).unwrap_or_default(),
                        e.response.bytes,
                        e.response.sha256
                    ),
                }
            ),
            None => head,
        },
        EventKind::Reidentification => format!(
            "{head} par {} : {} étiquette(s) rétablie(s), réponse SHA-256 {}",
            e.operator,
            e.restored.len(),
            e.response.sha256
        ),
        EventKind::Incident => format!(
            "{head} (vérifié par {}) : {} constat(s) — {}",
            e.operator,
            e.found.len(),
            e.found
                .iter()
                .map(|o| {
                    let mut t = o.kind.label_fr().to_string();
                    if let Some(en) = o.entity {
                        t.push_str(&format!(" ({})", en.as_str()));
                    }
                    if let Some(r) = o.issued_by {
                        t.push_str(&format!(", émise par l'enregistrement n° {r}"));
                    }
                    format!("{t} « {} »", o.excerpt)
                })
                .collect::<Vec<_>>()
                .join(" ; ")
        ),
    }
}

/// The fields of law 2004-63 a record holds from schema 3 (all absent from older ones), as the
/// CSV and the PDF show them.
#[derive(Debug, Clone, Copy)]
pub struct LawFields<'a> {
    pub controller: Option<&'a Controller>,
    pub basis: BasisKind,
    pub consent: Option<&'a Consent>,
    pub recipient: Option<&'a Recipient>,
    pub retention_days: Option<u32>,
    pub authorization_scope: Option<&'a str>,
    pub adequacy: Option<Adequacy>,
    pub art50: Option<&'a Art50Assessment>,
    pub categories: &'a [SensitiveCategory],
    pub art15: Option<&'a Authorization>,
    pub health: Option<&'a HealthJustification>,
    pub minors: Option<&'a MinorsAuthorization>,
}

impl<'a> LawFields<'a> {
    pub fn of(r: &'a Record) -> LawFields<'a> {
        let d = &r.destination;
        let l = &r.legal;
        LawFields {
            controller: r.controller.as_ref(),
            basis: l.legal_basis.kind,
            consent: l.legal_basis.consent.as_ref(),
            recipient: d.recipient.as_ref(),
            retention_days: d.commitments.as_ref().and_then(|c| c.retention_days),
            authorization_scope: d
                .transfer_authorization
                .as_ref()
                .and_then(|a| a.scope.as_deref()),
            adequacy: d.adequacy,
            art50: d.art50_assessment.as_ref(),
            categories: &l.sensitive_categories,
            art15: l.art15_authorization.as_ref(),
            health: l.health_justification.as_ref(),
            minors: l.minors_authorization.as_ref(),
        }
    }
}

/// The headers of the law columns, each citing its article from the table in [`crate::law`].
pub fn law_headers() -> Vec<String> {
    let n = |a: Article| a.number().to_lowercase();
    vec![
        "responsable du traitement".into(),
        "représentant légal".into(),
        format!("déclaration INPDP ({}) n°", n(Article::Art7)),
        format!("déclaration INPDP ({}) du", n(Article::Art7)),
        format!("consentement ({}) : forme", n(Article::Art27)),
        format!("consentement ({}) : date", n(Article::Art27)),
        format!("consentement ({}) : retiré le", n(Article::Art27)),
        format!("exception ({})", n(Article::Art29)),
        "destinataire (personne morale)".into(),
        "rôle du destinataire".into(),
        "conservation chez le destinataire (jours)".into(),
        format!(
            "portée de l'autorisation de transfert ({})",
            n(Article::Art52)
        ),
        format!("adéquation du pays ({})", n(Article::Art51)),
        format!("évaluation sécurité publique ({})", n(Article::Art50)),
        "catégories sensibles déclarées".into(),
        format!("autorisation INPDP ({})", n(Article::Art15)),
        format!("justification des données de santé ({})", n(Article::Art63)),
        format!("autorisation du juge de la famille ({})", n(Article::Art28)),
    ]
}

fn adequacy_fr(a: Adequacy) -> &'static str {
    match a {
        Adequacy::Adequate => "adéquat",
        Adequacy::NotAdequate => "non adéquat",
        Adequacy::Unknown => "non évalué",
    }
}

fn authorization_fr(a: &Authorization) -> String {
    format!(
        "n° {} du {}{}{}",
        a.number,
        a.date,
        a.expiry
            .map(|e| format!(", expire le {e}"))
            .unwrap_or_default(),
        a.scope
            .as_deref()
            .map(|s| format!(", portée : {s}"))
            .unwrap_or_default()
    )
}

/// The cells of the law columns, in the order of [`law_headers`]; empty where a field is absent.
pub fn law_cells(f: &LawFields<'_>) -> Vec<String> {
    let c = f.controller;
    let decl = c.and_then(|c| c.declaration.as_ref());
    vec![
        c.map(|c| c.organisation.clone()).unwrap_or_default(),
        c.map(|c| c.legal_representative.clone())
            .unwrap_or_default(),
        decl.map(|d| d.number.clone()).unwrap_or_default(),
        decl.map(|d| d.date.to_string()).unwrap_or_default(),
        f.consent
            .map(|c| c.form.label_fr().to_string())
            .unwrap_or_default(),
        f.consent.map(|c| c.date.to_string()).unwrap_or_default(),
        f.consent
            .and_then(|c| c.withdrawn)
            .map(|w| w.to_string())
            .unwrap_or_default(),
        if f.basis.article() == Some(Article::Art29) {
            f.basis.label_fr().to_string()
        } else {
            String::new()
        },
        f.recipient
            .map(|r| r.legal_entity.clone())
            .unwrap_or_default(),
        f.recipient
            .map(|r| r.role.label_fr().to_string())
            .unwrap_or_default(),
        f.retention_days.map(|d| d.to_string()).unwrap_or_default(),
        f.authorization_scope.unwrap_or_default().to_string(),
        f.adequacy.map(adequacy_fr).unwrap_or_default().to_string(),
        f.art50
            .map(|a| {
                format!(
                    "{} le {} par {}{}",
                    match a.conclusion {
                        Art50Conclusion::NoRisk => "aucun risque",
                        Art50Conclusion::Risk => "RISQUE (transfert interdit)",
                    },
                    a.date,
                    a.assessed_by,
                    a.reference
                        .as_deref()
                        .map(|r| format!(" ({r})"))
                        .unwrap_or_default()
                )
            })
            .unwrap_or_default(),
        f.categories
            .iter()
            .map(|c| format!("{} ({})", c.label_fr(), c.regime().number().to_lowercase()))
            .collect::<Vec<_>>()
            .join(", "),
        f.art15.map(authorization_fr).unwrap_or_default(),
        f.health
            .map(|h| {
                format!(
                    "{} — {} du {}, sous la responsabilité de {}",
                    h.ground.label_fr(),
                    h.reference,
                    h.date,
                    h.responsible
                )
            })
            .unwrap_or_default(),
        f.minors
            .map(|m| {
                format!(
                    "{} du {} ; consentement du tuteur : {}",
                    m.judge_reference,
                    m.date,
                    yes_no(m.guardian_consent)
                )
            })
            .unwrap_or_default(),
    ]
}
