//! Exports of a record or a period: CSV, JSON Lines, PDF.
//!
//! CSV: RFC 4180 quoting, CRLF line ends, UTF-8 with a byte-order mark and `;` as separator.
//! A spreadsheet in a French locale (Excel fr-FR, LibreOffice fr) uses `,` as the decimal mark and
//! `;` as its list separator, so it splits `;` files into columns on a double-click; without the
//! BOM Excel reads UTF-8 as Windows-1252 and garbles accents and Arabic. A text cell that starts
//! with `=`, `+`, `-`, `@`, a tab or a carriage return is prefixed with `'` so that the spreadsheet
//! does not run it as a formula (CSV injection); JSON Lines is the byte-exact export.
//!
//! JSON Lines: one object per record, `{"id", "hash", "record", "payload", "purged_at"}`, the
//! record exactly as hashed (its `chunks` and `checks` included), then one line per event about
//! those records (`{"kind", "id", "record", "hash", "event"}`: sent, reidentification, incident).
//!
//! CSV and PDF carry the same content per record in French: the chunks ([`chunks_text`]), the
//! checks run before the record was written and their outcomes ([`checks_text`]) and the events
//! ([`event_text`]: requests sent, re-identifications, incidents with their masked excerpts).

use std::borrow::Cow;
use std::collections::BTreeMap;
use std::io::Write;

use chrono::{DateTime, NaiveDate, Utc};
use serde::de::IgnoredAny;
use serde::{Deserialize, Serialize};

use super::event::{Event, EventKind};
use super::record::{
    Adequacy, Art50Assessment, Art50Conclusion, Authorization, AuthorizationStatus, BasisKind,
    Checks, Commitments, Consent, Controller, Counts, HealthJustification, MinorsAuthorization,
    Recipient, Record, SensitiveCategory, SubjectCategory,
};
use super::{Filter, RawStored, Register, Stored};
use crate::chunk::{Chunk, Encoding};
use crate::detect::Entity;
use crate::error::{Error, Result};
use crate::law::Article;
use crate::rules::Severity;

/// Export formats.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    Csv,
    Jsonl,
    Pdf,
}

impl Format {
    /// Parse `csv`, `jsonl`, `pdf`.
    pub fn parse(s: &str) -> Option<Format> {
        match s {
            "csv" => Some(Format::Csv),
            "jsonl" | "json-lines" => Some(Format::Jsonl),
            "pdf" => Some(Format::Pdf),
            _ => None,
        }
    }
}

/// What an export wrote.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Summary {
    pub records: u64,
    /// Head hash of the whole register at the time of export.
    pub head: String,
    /// Number of records in the register.
    pub total: u64,
}

/// Export the records matching `filter`, verifying the whole register in the same pass.
///
/// # Errors
/// [`Error::RegisterTampered`] when the register does not verify: the export stops there and
/// what `out` received is incomplete and must be discarded (the CLI writes to a temporary file
/// and only renames it on success); [`Error::Io`] when writing fails.
pub fn export(
    reg: &Register,
    filter: &Filter,
    format: Format,
    out: impl Write + Send,
) -> Result<Summary> {
    let mut out = std::io::BufWriter::with_capacity(1 << 16, out);
    let (report, records) = match format {
        Format::Jsonl => {
            let mut n = 0;
            let mut ids = std::collections::BTreeSet::new();
            let mut report = reg.scan(Some(filter), |s| {
                write_jsonl_line(&mut out, &s)?;
                ids.insert(s.id);
                n += 1;
                Ok(())
            })?;
            // then the response checks (re-identifications, incidents) about those records
            if report.is_intact() {
                if let Some(bad) = super::event::write_jsonl(reg, &ids, &mut out)? {
                    report.first_bad = Some(bad);
                }
            }
            (report, n)
        }
        Format::Csv => {
            // The events first (their chain verified), to put each record's in its row.
            let (events, bad_event) = super::event::by_record(reg)?;
            let events = &events;
            // The register is read and verified on this thread while a second one parses the
            // records and writes the rows, in order.
            let (mut report, n) = std::thread::scope(|scope| -> Result<_> {
                let (tx, rx) = std::sync::mpsc::sync_channel::<RawStored>(512);
                let out = &mut out;
                let writer = scope.spawn(move || -> Result<u64> {
                    out.write_all("\u{feff}".as_bytes())?;
                    let mut w = csv::WriterBuilder::new()
                        .delimiter(b';')
                        .terminator(csv::Terminator::CRLF)
                        .quote_style(csv::QuoteStyle::Necessary)
                        .from_writer(out);
                    w.write_record(csv_headers()).map_err(csv_io)?;
                    let mut n = 0;
                    for raw in rx {
                        let v: CsvView<'_> = serde_json::from_str(&raw.body).map_err(|e| {
                            Error::Register(format!("enregistrement n° {} illisible : {e}", raw.id))
                        })?;
                        let ev = events.get(&raw.id).map_or(&[][..], Vec::as_slice);
                        w.write_record(csv_row(&raw, &v, ev).iter().map(|c| c.as_bytes()))
                            .map_err(csv_io)?;
                        n += 1;
                    }
                    w.flush()?;
                    Ok(n)
                });
                let report = reg.scan(Some(filter), |s| {
                    tx.send(s)
                        .map_err(|_| Error::Io(std::io::Error::other("export interrompu")))
                });
                drop(tx);
                let n = writer
                    .join()
                    .map_err(|_| Error::Io(std::io::Error::other("export interrompu")))??;
                Ok((report?, n))
            })?;
            if report.is_intact() && bad_event.is_some() {
                report.first_bad = bad_event;
            }
            (report, n)
        }
        Format::Pdf => {
            let mut all = Vec::new();
            let report = reg.scan(Some(filter), |s| {
                all.push(s.parse()?);
                Ok(())
            })?;
            let mut n = 0;
            let mut report = report;
            if report.is_intact() {
                let (events, bad) = super::event::by_record(reg)?;
                if bad.is_some() {
                    report.first_bad = bad;
                } else {
                    n = super::pdf::write_pdf(&all, &events, filter, &report, &mut out)?;
                }
            }
            (report, n)
        }
    };
    let report = report.into_result()?;
    out.flush()?;
    Ok(Summary {
        records,
        head: report.head,
        total: report.records,
    })
}

fn csv_io(e: csv::Error) -> Error {
    Error::Io(std::io::Error::other(e.to_string()))
}

#[derive(Serialize)]
struct Line<'a> {
    id: u64,
    hash: &'a str,
    /// The body as stored and hashed, not re-serialised.
    record: &'a serde_json::value::RawValue,
    payload: Option<&'a str>,
    purged_at: Option<&'a str>,
}

fn write_jsonl_line(out: &mut impl Write, s: &RawStored) -> Result<()> {
    let record: &serde_json::value::RawValue = serde_json::from_str(&s.body)
        .map_err(|e| Error::Register(format!("enregistrement n° {} illisible : {e}", s.id)))?;
    serde_json::to_writer(
        &mut *out,
        &Line {
            id: s.id,
            hash: &s.hash,
            record,
            payload: s.payload.as_deref(),
            purged_at: s.purged_at.as_deref(),
        },
    )
    .map_err(|e| Error::Io(e.into()))?;
    out.write_all(b"\n")?;
    Ok(())
}

/// The CSV columns, in order (French headers for the officer): [`BASE_HEADERS`] with the
/// fields of law 2004-63 ([`law_headers`]) inserted before `texte envoyé`.
pub fn csv_headers() -> Vec<String> {
    let at = LAW_AT;
    let mut h: Vec<String> = BASE_HEADERS[..at].iter().map(|s| s.to_string()).collect();
    h.extend(law_headers());
    h.extend(BASE_HEADERS[at..].iter().map(|s| s.to_string()));
    h
}

/// Where the law columns go in [`BASE_HEADERS`]: before `texte envoyé`.
const LAW_AT: usize = 36;

/// The CSV columns other than the law fields, in order.
pub const BASE_HEADERS: &[&str] = &[
    "n°",
    "date (UTC)",
    "opérateur",
    "rôle",
    "approbateur",
    "fichier",
    "SHA-256 du document",
    "format",
    "pages",
    "caractères",
    "version Caviard",
    "version des détecteurs",
    "fournisseur",
    "modèle",
    "adresse d'accès",
    "pays de traitement",
    "à l'étranger",
    "autorisation INPDP n°",
    "autorisation du",
    "autorisation expire le",
    "état de l'autorisation",
    "finalité (art. 10)",
    "base légale",
    "référence",
    "personnes concernées",
    "catégories art. 13/14 restantes",
    "données trouvées",
    "données masquées",
    "par type (avant/après)",
    "SHA-256 du texte envoyé",
    "caractères envoyés",
    "jetons estimés (car./4)",
    "jetons (BPE)",
    "morceaux",
    "contrôles avant enregistrement",
    "événements (envois, restitutions, incidents)",
    "texte envoyé",
    "purgé le",
    "empreinte précédente",
    "empreinte",
];

fn cell(s: &str) -> Cow<'_, str> {
    if s.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        Cow::Owned(format!("'{s}"))
    } else {
        Cow::Borrowed(s)
    }
}

fn yes_no(b: bool) -> &'static str {
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
    let head = format!(
        "n° {} {} {}",
        e.id,
        super::store::time_key(&e.at),
        e.kind.label_fr()
    );
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

// What a CSV row needs of a record, borrowed from its stored body: parsing the whole `Record`
// (an owned `String` per field of every finding) was most of the export's time. The findings
// are only counted. Fields are taken by name, so the row does not depend on the body's order.
#[derive(Deserialize)]
struct CsvView<'a> {
    at: DateTime<Utc>,
    #[serde(borrow)]
    caviard_version: Cow<'a, str>,
    #[serde(borrow)]
    detector_set_version: Cow<'a, str>,
    #[serde(borrow)]
    operator: ActorView<'a>,
    #[serde(borrow)]
    approver: Option<ActorView<'a>>,
    #[serde(default)]
    controller: Option<Controller>,
    #[serde(borrow)]
    document: DocumentView<'a>,
    findings: Vec<IgnoredAny>,
    counts: BTreeMap<Entity, Counts>,
    #[serde(borrow)]
    payload: PayloadView<'a>,
    #[serde(borrow)]
    destination: DestinationView<'a>,
    #[serde(borrow)]
    legal: LegalView<'a>,
    #[serde(default)]
    chunks: Vec<Chunk>,
    #[serde(default)]
    checks: Option<Checks>,
    #[serde(borrow)]
    prev_hash: Cow<'a, str>,
}

#[derive(Deserialize)]
struct ActorView<'a> {
    #[serde(borrow)]
    name: Cow<'a, str>,
    #[serde(borrow)]
    role: Cow<'a, str>,
}

#[derive(Deserialize)]
struct DocumentView<'a> {
    #[serde(borrow)]
    file_name: Cow<'a, str>,
    #[serde(borrow)]
    sha256: Cow<'a, str>,
    #[serde(borrow)]
    format: Cow<'a, str>,
    pages: Option<u32>,
    chars: u64,
}

#[derive(Deserialize)]
struct PayloadView<'a> {
    #[serde(borrow)]
    sha256: Cow<'a, str>,
    chars: u64,
    estimated_tokens: u64,
    #[serde(default)]
    tokens: Option<u64>,
    #[serde(default)]
    tokenizer: Option<Encoding>,
}

#[derive(Deserialize)]
struct AuthorizationView<'a> {
    #[serde(borrow)]
    number: Cow<'a, str>,
    date: NaiveDate,
    expiry: Option<NaiveDate>,
    #[serde(default)]
    scope: Option<String>,
}

#[derive(Deserialize)]
struct DestinationView<'a> {
    #[serde(borrow)]
    provider: Cow<'a, str>,
    #[serde(borrow)]
    model: Cow<'a, str>,
    #[serde(borrow)]
    endpoint: Cow<'a, str>,
    #[serde(borrow)]
    country: Cow<'a, str>,
    abroad: bool,
    #[serde(borrow)]
    transfer_authorization: Option<AuthorizationView<'a>>,
    authorization_status: AuthorizationStatus,
    #[serde(default)]
    adequacy: Option<Adequacy>,
    #[serde(default)]
    commitments: Option<Commitments>,
    #[serde(default)]
    recipient: Option<Recipient>,
    #[serde(default)]
    art50_assessment: Option<Art50Assessment>,
}

#[derive(Deserialize)]
struct BasisView<'a> {
    kind: BasisKind,
    #[serde(borrow)]
    reference: Option<Cow<'a, str>>,
    #[serde(default)]
    consent: Option<Consent>,
}

#[derive(Deserialize)]
struct LegalView<'a> {
    #[serde(borrow)]
    purpose: Cow<'a, str>,
    #[serde(borrow)]
    legal_basis: BasisView<'a>,
    data_subjects: Vec<SubjectCategory>,
    sensitive_detected_remaining: Vec<Entity>,
    #[serde(borrow)]
    sensitive_declared: Vec<Cow<'a, str>>,
    #[serde(default)]
    sensitive_categories: Vec<SensitiveCategory>,
    #[serde(default)]
    art15_authorization: Option<Authorization>,
    #[serde(default)]
    health_justification: Option<HealthJustification>,
    #[serde(default)]
    minors_authorization: Option<MinorsAuthorization>,
}

/// The CSV row of a verified record, one cell per [`csv_headers`] column.
fn csv_row<'a>(s: &'a RawStored, r: &'a CsvView<'a>, events: &[Event]) -> Vec<Cow<'a, str>> {
    let d = &r.destination;
    let a = d.transfer_authorization.as_ref();
    let opt = |o: Option<String>| o.map(Cow::Owned).unwrap_or_default();
    let counts = r
        .counts
        .iter()
        .map(|(e, c)| format!("{} {}/{}", e.as_str(), c.before, c.after))
        .collect::<Vec<_>>()
        .join(", ");
    let mut sensitive: Vec<String> = r
        .legal
        .sensitive_detected_remaining
        .iter()
        .map(|e| format!("{} (détecté)", e.as_str()))
        .collect();
    sensitive.extend(
        r.legal
            .sensitive_declared
            .iter()
            .map(|s| format!("{s} (déclaré)")),
    );
    let sensitive = if sensitive.is_empty() {
        "aucune".to_string()
    } else {
        sensitive.join(", ")
    };
    let masked: u64 = r.counts.values().map(|c| c.before - c.after).sum();
    let law = law_cells(&LawFields {
        controller: r.controller.as_ref(),
        basis: r.legal.legal_basis.kind,
        consent: r.legal.legal_basis.consent.as_ref(),
        recipient: d.recipient.as_ref(),
        retention_days: d.commitments.as_ref().and_then(|c| c.retention_days),
        authorization_scope: a.and_then(|a| a.scope.as_deref()),
        adequacy: d.adequacy,
        art50: d.art50_assessment.as_ref(),
        categories: &r.legal.sensitive_categories,
        art15: r.legal.art15_authorization.as_ref(),
        health: r.legal.health_justification.as_ref(),
        minors: r.legal.minors_authorization.as_ref(),
    });
    let mut row = vec![
        Cow::Owned(s.id.to_string()),
        Cow::Owned(super::store::time_key(&r.at)),
        cell(&r.operator.name),
        cell(&r.operator.role),
        r.approver
            .as_ref()
            .map(|a| Cow::Owned(cell(&format!("{} ({})", a.name, a.role)).into_owned()))
            .unwrap_or_default(),
        cell(&r.document.file_name),
        Cow::Borrowed(&r.document.sha256),
        Cow::Borrowed(&r.document.format),
        opt(r.document.pages.map(|p| p.to_string())),
        Cow::Owned(r.document.chars.to_string()),
        Cow::Borrowed(&r.caviard_version),
        Cow::Borrowed(&r.detector_set_version),
        cell(&d.provider),
        cell(&d.model),
        cell(&d.endpoint),
        Cow::Borrowed(&d.country),
        Cow::Borrowed(yes_no(d.abroad)),
        a.map(|a| cell(&a.number)).unwrap_or_default(),
        opt(a.map(|a| a.date.to_string())),
        opt(a.and_then(|a| a.expiry).map(|e| e.to_string())),
        Cow::Borrowed(d.authorization_status.label_fr()),
        cell(&r.legal.purpose),
        Cow::Borrowed(r.legal.legal_basis.kind.label_fr()),
        r.legal
            .legal_basis
            .reference
            .as_deref()
            .map(cell)
            .unwrap_or_default(),
        Cow::Owned(
            r.legal
                .data_subjects
                .iter()
                .map(|c| c.label_fr())
                .collect::<Vec<_>>()
                .join(", "),
        ),
        Cow::Owned(sensitive),
        Cow::Owned(r.findings.len().to_string()),
        Cow::Owned(masked.to_string()),
        Cow::Owned(counts),
        Cow::Borrowed(&r.payload.sha256),
        Cow::Owned(r.payload.chars.to_string()),
        Cow::Owned(r.payload.estimated_tokens.to_string()),
        opt(r
            .payload
            .tokens
            .map(|n| format!("{n} ({})", r.payload.tokenizer.unwrap_or_default().as_str()))),
        Cow::Owned(chunks_text(&r.chunks)),
        Cow::Owned(cell(&checks_text(r.checks.as_ref())).into_owned()),
        Cow::Owned(if events.is_empty() {
            "aucun".to_string()
        } else {
            cell(
                &events
                    .iter()
                    .map(event_text)
                    .collect::<Vec<_>>()
                    .join(" | "),
            )
            .into_owned()
        }),
        s.payload.as_deref().map(cell).unwrap_or_default(),
        Cow::Borrowed(s.purged_at.as_deref().unwrap_or_default()),
        Cow::Borrowed(&r.prev_hash),
        Cow::Borrowed(&s.hash),
    ];
    row.splice(
        LAW_AT..LAW_AT,
        law.into_iter().map(|c| Cow::Owned(cell(&c).into_owned())),
    );
    row
}

/// A record's summary for `audit list --json`.
#[derive(Debug, Clone, Serialize)]
pub struct ListEntry<'a> {
    pub id: u64,
    pub at: String,
    pub operator: &'a str,
    pub file_name: &'a str,
    pub provider: &'a str,
    pub model: &'a str,
    pub country: &'a str,
    pub findings: usize,
    pub masked: u64,
    pub payload_sha256: &'a str,
    pub purged: bool,
    pub hash: &'a str,
}

pub fn list_entry(s: &Stored) -> ListEntry<'_> {
    let r = &s.record;
    ListEntry {
        id: s.id,
        at: super::store::time_key(&r.at),
        operator: &r.operator.name,
        file_name: &r.document.file_name,
        provider: &r.destination.provider,
        model: &r.destination.model,
        country: &r.destination.country,
        findings: r.findings.len(),
        masked: r.masked_count(),
        payload_sha256: &r.payload.sha256,
        purged: s.payload.is_none(),
        hash: &s.hash,
    }
}

/// A record's summary line for `audit list`.
pub fn list_line(s: &Stored) -> String {
    let r = &s.record;
    format!(
        "{}\t{}\t{}\t{}\t{} / {} ({})\t{} donnée(s), {} masquée(s){}",
        s.id,
        r.at.format("%Y-%m-%d %H:%M:%S UTC"),
        r.operator.name,
        r.document.file_name,
        r.destination.provider,
        r.destination.model,
        r.destination.country,
        r.findings.len(),
        r.masked_count(),
        if s.payload.is_none() {
            ", texte purgé"
        } else {
            ""
        }
    )
}

/// What `audit verify` prints.
pub fn verify_text(r: &super::VerifyReport) -> String {
    match &r.first_bad {
        None => format!(
            "Registre intègre : {} enregistrement(s) vérifié(s).\nEmpreinte de tête : {}",
            r.records, r.head
        ),
        Some((n, why)) => format!(
            "Registre altéré : premier enregistrement invalide n° {n} ({why}).\n{} enregistrement(s) intègre(s) avant lui ; empreinte du dernier enregistrement intègre : {}",
            r.records, r.head
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn law_columns_cite_the_table_and_sit_before_the_payload() {
        assert_eq!(BASE_HEADERS[LAW_AT], "texte envoyé");
        let h = csv_headers();
        assert_eq!(
            (h[0].as_str(), h.last().unwrap().as_str()),
            ("n°", "empreinte")
        );
        assert_eq!(h.len(), BASE_HEADERS.len() + law_headers().len());
        let blank = LawFields {
            controller: None,
            basis: BasisKind::Contract,
            consent: None,
            recipient: None,
            retention_days: None,
            authorization_scope: None,
            adequacy: None,
            art50: None,
            categories: &[],
            art15: None,
            health: None,
            minors: None,
        };
        let cells = law_cells(&blank);
        assert_eq!(cells.len(), law_headers().len());
        assert!(cells.iter().all(String::is_empty), "{cells:?}");
        for (header, article) in [
            ("déclaration INPDP (art. 7) n°", Article::Art7),
            ("exception (art. 29)", Article::Art29),
            ("autorisation INPDP (art. 15)", Article::Art15),
            (
                "justification des données de santé (art. 63)",
                Article::Art63,
            ),
            (
                "autorisation du juge de la famille (art. 28)",
                Article::Art28,
            ),
            ("évaluation sécurité publique (art. 50)", Article::Art50),
            ("adéquation du pays (art. 51)", Article::Art51),
        ] {
            assert!(h.iter().any(|x| x == header), "{header}");
            assert!(header.contains(&article.number().to_lowercase()));
        }
    }
}
