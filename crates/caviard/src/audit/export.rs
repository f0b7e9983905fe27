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

use super::event::Event;
use super::fields::yes_no;
use super::record::{
    Adequacy, Art50Assessment, Authorization, AuthorizationStatus, BasisKind, Checks, Commitments,
    Consent, Controller, Counts, HealthJustification, MinorsAuthorization, Recipient,
    SensitiveCategory, SubjectCategory,
};
use super::{Filter, RawStored, Register, Stored};
use crate::chunk::{Chunk, Encoding};
use crate::detect::Entity;
use crate::error::{Error, Result};

pub use super::fields::{
    checks_text, chunks_text, counts_text, event_text, law_cells, law_headers, sensitive_text,
    LawFields,
};

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
        Cow::Owned(super::db::time_key(&r.at)),
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
        at: super::db::time_key(&r.at),
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
    use crate::law::Article;

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
