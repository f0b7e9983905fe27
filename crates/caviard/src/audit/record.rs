//! What one audit record holds, and how it is built from a masking run.
//!
//! [`RecordMeta`] is what the officer states (operator, destination, legal fields; the CLI reads
//! it from `--record META.json`, see `docs/record-json.md`). [`Draft`] adds what Caviard measured
//! (document, findings and decisions with their values, payload). [`Record`] is what is stored and
//! hashed: the values are replaced by their HMAC, the payload by its hash (the text is stored
//! beside the record, outside the hash chain's serialisation, so it can be purged).
//!
//! Every type here is serialised canonically: structs in declaration order, `BTreeMap`s, no
//! `HashMap`. Changing a field is a new record schema (`RECORD_SCHEMA`) and a new migration.

use std::collections::BTreeMap;

use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::detect::{Entity, Finding};
use crate::error::{Error, Result};
use crate::extract::{Document, Format};

/// The stored name of a format (the CLI's JSON name).
pub fn format_name(f: Format) -> &'static str {
    match f {
        Format::Text => "text",
        Format::Markdown => "markdown",
        Format::Csv => "csv",
        Format::Pdf => "pdf",
        Format::Docx => "docx",
    }
}
use crate::chunk::{self, Chunk, Encoding};
use crate::mask::{Masked, Policy};
use crate::review::{self, Review};

/// Version of the record layout, stored in every record.
///
/// 1: the first layout. 2: adds, each omitted when absent so that a schema-1 body still parses,
/// `payload.tokens` / `payload.tokenizer` (a real BPE count), `chunks` (the split under the
/// destination's limit) and `checks` (the residual leak check and the transfer rules).
pub const RECORD_SCHEMA: u32 = 2;

/// A person acting on the record.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(deny_unknown_fields)]
pub struct Actor {
    pub name: String,
    pub role: String,
}

/// An INPDP transfer authorization (law 2004-63, art. 52).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(deny_unknown_fields)]
pub struct Authorization {
    pub number: String,
    pub date: NaiveDate,
    #[serde(default)]
    pub expiry: Option<NaiveDate>,
    /// What the authorization covers (purposes, data, recipients), as written in it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scope: Option<String>,
}

/// Where the payload goes, as stated by the officer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(deny_unknown_fields)]
pub struct DestinationMeta {
    pub provider: String,
    pub model: String,
    pub endpoint: String,
    /// Country where the data is processed, ISO 3166-1 alpha-2 (`TN`, `US`, `IE`...).
    pub country: String,
    /// The INPDP authorization for a transfer abroad, or `null` when there is none.
    #[serde(default)]
    pub transfer_authorization: Option<Authorization>,
    /// Largest request the destination accepts, in tokens: a longer payload is split into
    /// chunks under it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_tokens: Option<u64>,
    /// The encoding tokens are counted in (default `o200k_base`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tokenizer: Option<Encoding>,
    /// Whether the country of processing ensures an adequate level of protection.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub adequacy: Option<Adequacy>,
    /// What the provider committed to.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub commitments: Option<Commitments>,
    /// Whether Caviard itself may send records to this destination, and how it finds the API
    /// key. Absent (the default): Caviard never opens a connection for this destination.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sending: Option<Sending>,
    /// The stored profile this destination was taken from (`--destination NAME`): set by
    /// Caviard, not written in META.json.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub profile: Option<ProfileRef>,
}

/// Sending settings of a destination profile (`caviard send`, crate `caviard-send`). The API
/// key itself is never stored: only where to read it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(deny_unknown_fields)]
pub struct Sending {
    /// Sending is allowed only when true.
    pub enabled: bool,
    /// Where the API key is read at send time.
    pub api_key: KeySource,
    /// A PEM file of the certificate authorities to trust instead of the built-in roots (a
    /// private gateway); absent: the Mozilla roots compiled into Caviard.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ca_file: Option<String>,
    /// Longest a request may take, connection to last byte of the answer, in seconds (default
    /// 120).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub timeout_secs: Option<u32>,
}

/// Where an API key is read: an environment variable, or a file only its owner can read.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum KeySource {
    /// The name of an environment variable holding the key.
    Env(String),
    /// The path of a file (mode 0600) holding the key.
    File(String),
}

/// Adequacy of the country of processing's protection level.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "snake_case")]
pub enum Adequacy {
    Adequate,
    NotAdequate,
    Unknown,
}

/// A provider's commitments, as accepted in its terms.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(deny_unknown_fields)]
pub struct Commitments {
    /// Days the provider keeps requests (0: not kept).
    #[serde(default)]
    pub retention_days: Option<u32>,
    /// No training on the customer's data.
    #[serde(default)]
    pub no_training: bool,
    /// Data isolated between customers.
    #[serde(default)]
    pub customer_isolation: bool,
    /// Hours within which the provider notifies an incident.
    #[serde(default)]
    pub incident_notification_hours: Option<u32>,
    #[serde(default)]
    pub terms_url: Option<String>,
    /// SHA-256 (hex) of the accepted version of the terms.
    #[serde(default)]
    pub terms_sha256: Option<String>,
}

/// A stored destination profile, by name and version.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(deny_unknown_fields)]
pub struct ProfileRef {
    pub name: String,
    pub version: u32,
}

impl DestinationMeta {
    /// Parse and check a destination profile (the `destination` object of a `META.json`).
    ///
    /// # Errors
    /// [`Error::RecordInvalid`] naming the field at fault.
    pub fn from_json(s: &str) -> Result<DestinationMeta> {
        let d: DestinationMeta =
            serde_json::from_str(s).map_err(|e| Error::RecordInvalid(e.to_string()))?;
        d.check()?;
        Ok(d)
    }

    fn check(&self) -> Result<()> {
        let bad = |m: &str| Err(Error::RecordInvalid(m.to_string()));
        let blank = |s: &str| s.trim().is_empty();
        if blank(&self.provider) || blank(&self.model) || blank(&self.endpoint) {
            return bad("le destinataire doit indiquer le fournisseur, le modèle et l'adresse d'accès (destination.provider, model, endpoint).");
        }
        if self.country.len() != 2 || !self.country.chars().all(|c| c.is_ascii_uppercase()) {
            return bad("le pays de traitement doit être un code ISO à deux lettres majuscules, par exemple TN ou US (destination.country).");
        }
        if let Some(a) = &self.transfer_authorization {
            if blank(&a.number) {
                return bad("le numéro de l'autorisation de transfert INPDP est vide (destination.transfer_authorization.number).");
            }
            if a.expiry.is_some_and(|e| e < a.date) {
                return bad("l'autorisation de transfert expire avant sa date de délivrance.");
            }
        }
        if let Some(h) = self
            .commitments
            .as_ref()
            .and_then(|c| c.terms_sha256.as_deref())
        {
            if h.len() != 64 || !h.chars().all(|c| c.is_ascii_hexdigit()) {
                return bad("l'empreinte des conditions acceptées doit être un SHA-256 en hexadécimal, 64 caractères (destination.commitments.terms_sha256).");
            }
        }
        if self.max_tokens == Some(0) {
            return bad(
                "la taille maximale d'une requête doit être positive (destination.max_tokens).",
            );
        }
        if let Some(s) = &self.sending {
            let k = match &s.api_key {
                KeySource::Env(k) | KeySource::File(k) => k,
            };
            if blank(k) {
                return bad("indiquez où lire la clé d'API : le nom d'une variable d'environnement ou le chemin d'un fichier (destination.sending.api_key.env ou .file). La clé elle-même n'est jamais écrite dans le profil.");
            }
            if s.timeout_secs == Some(0) {
                return bad("le délai maximal d'une requête doit être positif (destination.sending.timeout_secs).");
            }
            if s.enabled && !self.endpoint.starts_with("https://") {
                return bad("l'envoi n'est possible que vers une adresse chiffrée https:// (destination.endpoint).");
            }
        }
        Ok(())
    }
}

/// The legal basis of the processing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "snake_case")]
pub enum BasisKind {
    Consent,
    Contract,
    LegalObligation,
    VitalInterest,
    PublicInterest,
    Other,
}

impl BasisKind {
    pub fn label_fr(self) -> &'static str {
        match self {
            BasisKind::Consent => "consentement",
            BasisKind::Contract => "exécution d'un contrat",
            BasisKind::LegalObligation => "obligation légale",
            BasisKind::VitalInterest => "intérêt vital",
            BasisKind::PublicInterest => "intérêt public",
            BasisKind::Other => "autre",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(deny_unknown_fields)]
pub struct LegalBasis {
    pub kind: BasisKind,
    /// Consent reference, contract number, text of law... Required for consent and other.
    #[serde(default)]
    pub reference: Option<String>,
}

/// Categories of data subjects.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "snake_case")]
pub enum SubjectCategory {
    Employees,
    Clients,
    Candidates,
    Minors,
    Patients,
    Suppliers,
    Other,
}

impl SubjectCategory {
    pub fn label_fr(self) -> &'static str {
        match self {
            SubjectCategory::Employees => "salariés",
            SubjectCategory::Clients => "clients",
            SubjectCategory::Candidates => "candidats",
            SubjectCategory::Minors => "mineurs",
            SubjectCategory::Patients => "patients",
            SubjectCategory::Suppliers => "fournisseurs",
            SubjectCategory::Other => "autres",
        }
    }
}

/// What the officer states for a record (the CLI's `--record META.json`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(deny_unknown_fields)]
pub struct RecordMeta {
    pub operator: Actor,
    /// The person who approved the transfer, when not the operator.
    #[serde(default)]
    pub approver: Option<Actor>,
    pub destination: DestinationMeta,
    /// Purpose of the processing (art. 10).
    pub purpose: String,
    pub legal_basis: LegalBasis,
    pub data_subjects: Vec<SubjectCategory>,
    /// Art. 13/14 categories the officer knows remain in the payload (offences, health, origin,
    /// opinions, beliefs, union membership...), beyond what the detectors report.
    #[serde(default)]
    pub sensitive_declared: Vec<String>,
    /// The reference of the authorization under which art. 13/14 data may remain in the payload
    /// (INPDP authorization number, consent reference, text of law). Without it, such data
    /// refuses the record.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sensitive_authorization: Option<String>,
}

impl RecordMeta {
    /// Parse and check a `META.json`.
    ///
    /// # Errors
    /// [`Error::RecordInvalid`] naming the field at fault.
    pub fn from_json(s: &str) -> Result<RecordMeta> {
        let m: RecordMeta =
            serde_json::from_str(s).map_err(|e| Error::RecordInvalid(e.to_string()))?;
        if m.destination.profile.is_some() {
            return Err(Error::RecordInvalid("destination.profile est renseigné par Caviard (--destination NOM), pas dans la fiche.".into()));
        }
        m.check()?;
        Ok(m)
    }

    /// Parse a `META.json` whose destination comes from a stored profile: its `destination`
    /// may be omitted, and is replaced by `destination` when present.
    ///
    /// # Errors
    /// [`Error::RecordInvalid`] naming the field at fault.
    pub fn from_json_with_destination(
        s: &str,
        destination: &DestinationMeta,
    ) -> Result<RecordMeta> {
        let mut v: serde_json::Value =
            serde_json::from_str(s).map_err(|e| Error::RecordInvalid(e.to_string()))?;
        let obj = v
            .as_object_mut()
            .ok_or_else(|| Error::RecordInvalid("la fiche doit être un objet JSON.".into()))?;
        obj.insert(
            "destination".into(),
            serde_json::to_value(destination).map_err(|e| Error::RecordInvalid(e.to_string()))?,
        );
        let m: RecordMeta =
            serde_json::from_value(v).map_err(|e| Error::RecordInvalid(e.to_string()))?;
        m.check()?;
        Ok(m)
    }

    /// Check the fields a record requires (what [`RecordMeta::from_json`] checks after parsing).
    ///
    /// # Errors
    /// [`Error::RecordInvalid`] naming the field at fault.
    pub fn check(&self) -> Result<()> {
        let bad = |m: &str| Err(Error::RecordInvalid(m.to_string()));
        let blank = |s: &str| s.trim().is_empty();
        if blank(&self.operator.name) || blank(&self.operator.role) {
            return bad("le nom et le rôle de l'opérateur sont obligatoires (operator.name, operator.role).");
        }
        if let Some(a) = &self.approver {
            if blank(&a.name) || blank(&a.role) {
                return bad(
                    "l'approbateur doit avoir un nom et un rôle (approver.name, approver.role).",
                );
            }
        }
        self.destination.check()?;
        if blank(&self.purpose) {
            return bad("la finalité du traitement (art. 10) est obligatoire (purpose).");
        }
        if matches!(self.legal_basis.kind, BasisKind::Consent | BasisKind::Other)
            && self.legal_basis.reference.as_deref().is_none_or(blank)
        {
            return bad("une base légale « consentement » ou « autre » exige une référence (legal_basis.reference).");
        }
        if self.data_subjects.is_empty() {
            return bad("indiquez au moins une catégorie de personnes concernées (data_subjects).");
        }
        Ok(())
    }
}

/// The decision recorded for a finding.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Decision {
    Approved,
    Rejected,
    Pending,
    /// Added by hand by the reviewer (not found by a detector); always masked.
    AddedByHand,
}

impl Decision {
    pub fn label_fr(self) -> &'static str {
        match self {
            Decision::Approved => "approuvé",
            Decision::Rejected => "rejeté",
            Decision::Pending => "non tranché",
            Decision::AddedByHand => "ajouté à la main",
        }
    }
    pub fn masks(self) -> bool {
        matches!(self, Decision::Approved | Decision::AddedByHand)
    }
}

/// How findings were decided.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(tag = "mode", rename_all = "snake_case")]
pub enum ReviewMode {
    /// Every finding at or above the threshold approved (the CLI's `mask`).
    Automatic { threshold: f32 },
    /// Decided one by one by the reviewer.
    Manual,
}

/// A finding and its decision, with the value in clear: lives only in memory.
#[derive(Debug, Clone)]
pub struct DraftFinding {
    pub entity: Entity,
    pub detector: String,
    pub score: f32,
    pub start: usize,
    pub end: usize,
    pub value: String,
    pub decision: Decision,
    pub decided_by: String,
    pub label: Option<String>,
}

/// The document as recorded.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DocumentInfo {
    pub file_name: String,
    /// SHA-256 of the original bytes, hex.
    pub sha256: String,
    pub bytes: u64,
    /// `text`, `markdown`, `csv`, `pdf` or `docx`.
    pub format: String,
    pub pages: Option<u32>,
    /// Characters (Unicode scalar values) of the extracted text.
    pub chars: u64,
}

/// Everything needed to append a record, values in clear (they are HMACed on append).
#[derive(Debug, Clone)]
pub struct Draft {
    pub meta: RecordMeta,
    pub document: DocumentInfo,
    pub review: ReviewMode,
    pub policy: Policy,
    pub findings: Vec<DraftFinding>,
    /// The payload exactly as it would be sent.
    pub payload: String,
    /// Measured on the payload before appending (tokens, chunks, checks).
    pub transfer: TransferDraft,
}

/// What the pre-transfer steps measured and decided, filled before [`Register::append`]
/// (`crate::audit::Register::append`) so that nothing slow runs inside its transaction.
#[derive(Debug, Clone, Default)]
pub struct TransferDraft {
    /// The encoding and the payload's token count ([`Draft::from_run`] fills it).
    pub tokens: Option<(Encoding, u64)>,
    /// The chunks, when the destination sets a maximum request size ([`Draft::split`]).
    pub chunks: Vec<Chunk>,
    /// The checks run before the record was allowed.
    pub checks: Option<Checks>,
}

/// The checks run on a payload before its record was written, and their outcomes. A record is
/// only written when no check blocked it, so only passes and warnings are ever stored.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Checks {
    /// The residual leak check ([`crate::leak::check`]): approved values searched for (distinct
    /// folded spellings) and whether the detectors ran again on the payload. It passed.
    pub leak_check: LeakCheck,
    /// Transfer rules that warned (blocking ones refuse the record).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub warnings: Vec<crate::rules::RuleFinding>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LeakCheck {
    pub approved_values_searched: u64,
    pub rescanned: bool,
    pub leaks: u64,
}

impl Draft {
    /// Build a draft from a masking run: the document and its original bytes, the findings, the
    /// review that decided them and the masked payload. `decided_by` names who decided (the
    /// approver if there is one, else the operator).
    #[allow(clippy::too_many_arguments)]
    pub fn from_run(
        meta: RecordMeta,
        file_name: &str,
        original: &[u8],
        doc: &Document,
        findings: &[Finding],
        review: &Review,
        review_mode: ReviewMode,
        policy: &Policy,
        masked: &Masked,
    ) -> Draft {
        let encoding = meta.destination.tokenizer.unwrap_or_default();
        let decided_by = meta
            .approver
            .as_ref()
            .unwrap_or(&meta.operator)
            .name
            .clone();
        let labels: BTreeMap<usize, &str> = masked
            .replacements
            .iter()
            .map(|r| (r.finding, r.replacement.as_str()))
            .collect();
        let findings = findings
            .iter()
            .map(|f| DraftFinding {
                entity: f.entity,
                detector: f.detector.to_string(),
                score: f.score,
                start: f.start,
                end: f.end,
                value: f.text.clone(),
                decision: match review.decision(f.id) {
                    review::Decision::Approved => Decision::Approved,
                    review::Decision::Rejected => Decision::Rejected,
                    review::Decision::Pending => Decision::Pending,
                },
                decided_by: decided_by.clone(),
                label: labels.get(&f.id).map(|s| s.to_string()),
            })
            .collect();
        Draft {
            meta,
            document: DocumentInfo {
                file_name: file_name.to_string(),
                sha256: sha256_hex(original),
                bytes: original.len() as u64,
                format: format_name(doc.format).to_string(),
                pages: doc.pages,
                chars: doc.text.chars().count() as u64,
            },
            review: review_mode,
            policy: policy.clone(),
            findings,
            payload: masked.text.clone(),
            transfer: TransferDraft {
                tokens: Some((encoding, chunk::count_tokens(&masked.text, encoding) as u64)),
                ..TransferDraft::default()
            },
        }
    }

    /// Split the payload into chunks of at most `max_tokens` tokens in the draft's encoding,
    /// never inside a replacement of `masked` (the run the draft was built from); the chunks
    /// become part of the record.
    ///
    /// # Errors
    /// [`Error::ChunkLimit`] when one replacement alone exceeds the limit.
    pub fn split(&mut self, masked: &Masked, max_tokens: u64) -> Result<()> {
        let encoding = self.encoding();
        let spans: Vec<(usize, usize)> = masked
            .replacements
            .iter()
            .map(|r| (r.start, r.end))
            .collect();
        self.transfer.chunks = chunk::split(&self.payload, &spans, max_tokens, encoding)?;
        Ok(())
    }

    /// The encoding tokens are counted in.
    pub fn encoding(&self) -> Encoding {
        self.transfer.tokens.map(|(e, _)| e).unwrap_or_default()
    }
}

/// A finding as stored: the value only as its HMAC.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FindingRecord {
    pub entity: Entity,
    pub detector: String,
    pub score: f32,
    /// Byte offsets in the extracted text.
    pub start: usize,
    pub end: usize,
    pub decision: Decision,
    pub decided_by: String,
    /// The label or replacement written in the payload, when masked.
    pub label: Option<String>,
    /// HMAC-SHA256 of the value under the register's key, hex.
    pub value_hmac: String,
}

/// Occurrences of an entity type before and after masking.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Counts {
    /// Found in the document (detected or added by hand).
    pub before: u64,
    /// Still in clear in the payload (rejected or pending).
    pub after: u64,
}

/// The payload, by hash.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PayloadInfo {
    pub sha256: String,
    pub bytes: u64,
    pub chars: u64,
    /// Estimated tokens: characters / 4, rounded up (a rule of thumb, not a tokenizer).
    pub estimated_tokens: u64,
    /// Tokens counted with `tokenizer` (schema 2; absent from older records).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tokens: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tokenizer: Option<Encoding>,
}

/// State of the INPDP transfer authorization at the record's time.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AuthorizationStatus {
    /// Processing in Tunisia: no transfer abroad.
    NotRequired,
    /// Abroad, and no authorization stated.
    Missing,
    Valid,
    /// Abroad, the authorization has expired or is not yet in force.
    Expired,
}

impl AuthorizationStatus {
    pub fn label_fr(self) -> &'static str {
        match self {
            AuthorizationStatus::NotRequired => "non requise (traitement en Tunisie)",
            AuthorizationStatus::Missing => "ABSENTE (transfert à l'étranger sans autorisation)",
            AuthorizationStatus::Valid => "en vigueur",
            AuthorizationStatus::Expired => "EXPIRÉE ou pas encore en vigueur",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Destination {
    pub provider: String,
    pub model: String,
    pub endpoint: String,
    pub country: String,
    /// True when the country of processing is not Tunisia.
    pub abroad: bool,
    pub transfer_authorization: Option<Authorization>,
    pub authorization_status: AuthorizationStatus,
    /// Schema 2, when stated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_tokens: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tokenizer: Option<Encoding>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub adequacy: Option<Adequacy>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub commitments: Option<Commitments>,
    /// The profile snapshot's name and version (`--destination NAME`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub profile: Option<ProfileRef>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Legal {
    pub purpose: String,
    pub legal_basis: LegalBasis,
    pub data_subjects: Vec<SubjectCategory>,
    /// Art. 14 types the detectors found that remain in clear in the payload.
    pub sensitive_detected_remaining: Vec<Entity>,
    /// Art. 13/14 categories the officer declared as remaining.
    pub sensitive_declared: Vec<String>,
    /// True when any Art. 13/14 category remains in the payload (detected or declared).
    pub art_13_14_in_payload: bool,
    /// Schema 2: the authorization reference for the art. 13/14 data, when stated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sensitive_authorization: Option<String>,
}

/// One audit record, as hashed and stored.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record {
    pub schema: u32,
    /// Position in the register, from 1.
    pub id: u64,
    pub at: DateTime<Utc>,
    pub caviard_version: String,
    pub detector_set_version: String,
    pub operator: Actor,
    pub approver: Option<Actor>,
    pub document: DocumentInfo,
    pub review: ReviewMode,
    pub policy: Policy,
    pub findings: Vec<FindingRecord>,
    pub counts: BTreeMap<Entity, Counts>,
    pub payload: PayloadInfo,
    pub destination: Destination,
    pub legal: Legal,
    /// The payload's chunks under the destination's limit (schema 2; empty when it sets none).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub chunks: Vec<Chunk>,
    /// The checks run before the record was written (schema 2).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub checks: Option<Checks>,
    /// Hash of the previous record (64 zeros for the first).
    pub prev_hash: String,
}

/// State of a destination's INPDP transfer authorization at time `at` (its UTC date).
pub fn authorization_status(d: &DestinationMeta, at: DateTime<Utc>) -> AuthorizationStatus {
    let today = at.date_naive();
    match (&d.transfer_authorization, d.country != "TN") {
        (_, false) => AuthorizationStatus::NotRequired,
        (None, true) => AuthorizationStatus::Missing,
        (Some(a), true) if a.date > today || a.expiry.is_some_and(|e| e < today) => {
            AuthorizationStatus::Expired
        }
        (Some(_), true) => AuthorizationStatus::Valid,
    }
}

/// Entity types that are Art. 14 sensitive data.
pub(crate) fn is_sensitive(e: Entity) -> bool {
    e == Entity::Health
}

pub(crate) fn sha256_hex(bytes: &[u8]) -> String {
    hex(&Sha256::digest(bytes))
}

pub(crate) fn hex(bytes: &[u8]) -> String {
    const H: &[u8; 16] = b"0123456789abcdef";
    let mut s = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        s.push(H[(b >> 4) as usize] as char);
        s.push(H[(b & 15) as usize] as char);
    }
    s
}

impl Record {
    /// Build the record for `draft`, at position `id` after `prev_hash`, at time `at` (kept to
    /// the microsecond); `hmac` turns a value into its keyed hash.
    pub(crate) fn build(
        draft: &Draft,
        id: u64,
        prev_hash: String,
        at: DateTime<Utc>,
        hmac: impl Fn(&str) -> String,
    ) -> Record {
        let mut counts: BTreeMap<Entity, Counts> = BTreeMap::new();
        for f in &draft.findings {
            let c = counts.entry(f.entity).or_default();
            c.before += 1;
            if !f.decision.masks() {
                c.after += 1;
            }
        }
        let findings = draft
            .findings
            .iter()
            .map(|f| FindingRecord {
                entity: f.entity,
                detector: f.detector.clone(),
                score: f.score,
                start: f.start,
                end: f.end,
                decision: f.decision,
                decided_by: f.decided_by.clone(),
                label: f.label.clone(),
                value_hmac: hmac(&f.value),
            })
            .collect();
        let at = chrono::SubsecRound::trunc_subsecs(at, 6);
        let chars = draft.payload.chars().count() as u64;
        let m = &draft.meta;
        let d = &m.destination;
        let abroad = d.country != "TN";
        let authorization_status = authorization_status(d, at);
        let sensitive_detected_remaining: Vec<Entity> = counts
            .iter()
            .filter(|(e, c)| is_sensitive(**e) && c.after > 0)
            .map(|(e, _)| *e)
            .collect();
        let mut subjects = m.data_subjects.clone();
        subjects.sort();
        subjects.dedup();
        Record {
            schema: RECORD_SCHEMA,
            id,
            at,
            caviard_version: crate::VERSION.to_string(),
            detector_set_version: crate::detect::DETECTOR_SET_VERSION.to_string(),
            operator: m.operator.clone(),
            approver: m.approver.clone().filter(|a| *a != m.operator),
            document: draft.document.clone(),
            review: draft.review,
            policy: draft.policy.clone(),
            findings,
            counts,
            payload: PayloadInfo {
                sha256: sha256_hex(draft.payload.as_bytes()),
                bytes: draft.payload.len() as u64,
                chars,
                estimated_tokens: chars.div_ceil(4),
                tokens: draft.transfer.tokens.map(|(_, n)| n),
                tokenizer: draft.transfer.tokens.map(|(e, _)| e),
            },
            destination: Destination {
                provider: d.provider.clone(),
                model: d.model.clone(),
                endpoint: d.endpoint.clone(),
                country: d.country.clone(),
                abroad,
                transfer_authorization: d.transfer_authorization.clone(),
                authorization_status,
                max_tokens: d.max_tokens,
                tokenizer: d.tokenizer,
                adequacy: d.adequacy,
                commitments: d.commitments.clone(),
                profile: d.profile.clone(),
            },
            legal: Legal {
                purpose: m.purpose.clone(),
                legal_basis: m.legal_basis.clone(),
                data_subjects: subjects,
                art_13_14_in_payload: !sensitive_detected_remaining.is_empty()
                    || !m.sensitive_declared.is_empty(),
                sensitive_detected_remaining,
                sensitive_declared: m.sensitive_declared.clone(),
                sensitive_authorization: m.sensitive_authorization.clone(),
            },
            chunks: draft.transfer.chunks.clone(),
            checks: draft.transfer.checks.clone(),
            prev_hash,
        }
    }

    /// Findings masked in the payload.
    pub fn masked_count(&self) -> u64 {
        self.counts.values().map(|c| c.before - c.after).sum()
    }
}
