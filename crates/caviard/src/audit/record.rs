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

use crate::detect::{Entity, Finding};
use crate::digest::sha256_hex;
use crate::error::{Error, Result};
use crate::extract::{Document, Format};
use crate::law::Article;

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
/// 3: the fields of law 2004-63 as written, each omitted when absent so that schema-1 and
/// schema-2 bodies still parse and verify byte for byte: `controller` (organisation, legal
/// representative, Art. 7 declaration), `legal_basis.consent` (form, date, withdrawal) and the
/// Art. 29 exceptions, `destination.recipient` and `destination.art50_assessment`,
/// `legal.sensitive_categories`, `legal.art15_authorization`, `legal.health_justification`,
/// `legal.minors_authorization`.
pub const RECORD_SCHEMA: u32 = 3;

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

impl Authorization {
    /// In force on `day`: issued on or before it, not expired before it (the expiry day counts).
    pub fn in_force(&self, day: NaiveDate) -> bool {
        self.date <= day && self.expiry.is_none_or(|e| e >= day)
    }

    /// A number, and an expiry not before the date of issue; `what` names the authorisation
    /// (`de transfert`), `field` where it is written.
    fn check(&self, what: &str, field: &str) -> Result<()> {
        if self.number.trim().is_empty() {
            return Err(Error::RecordInvalid(format!(
                "le numéro de l'autorisation {what} de l'INPDP est vide ({field}.number)."
            )));
        }
        if self.expiry.is_some_and(|e| e < self.date) {
            return Err(Error::RecordInvalid(format!(
                "l'autorisation {what} expire avant sa date de délivrance ({field}.expiry)."
            )));
        }
        Ok(())
    }
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
    /// What the provider committed to (`retention_days`: the retention at the recipient).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub commitments: Option<Commitments>,
    /// The legal entity that receives the data, and its role.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub recipient: Option<Recipient>,
    /// The assessment that this transfer may not endanger public security or Tunisia's vital
    /// interests (Art. 50), required for every destination abroad.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub art50_assessment: Option<Art50Assessment>,
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

/// The legal entity receiving the data abroad, and what it does with them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(deny_unknown_fields)]
pub struct Recipient {
    /// The company as registered (`OpenAI Ireland Ltd`), not the brand.
    pub legal_entity: String,
    pub role: RecipientRole,
}

/// The recipient's role in the processing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "snake_case")]
pub enum RecipientRole {
    /// Processes on the controller's behalf (sous-traitant).
    Processor,
    /// Decides purposes and means itself (responsable du traitement).
    Controller,
}

impl RecipientRole {
    pub fn label_fr(self) -> &'static str {
        match self {
            RecipientRole::Processor => "sous-traitant",
            RecipientRole::Controller => "responsable du traitement",
        }
    }
}

/// The Art. 50 assessment of a destination: may the transfer endanger public security or
/// Tunisia's vital interests?
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(deny_unknown_fields)]
pub struct Art50Assessment {
    pub date: NaiveDate,
    /// Who made it (name and role).
    pub assessed_by: String,
    pub conclusion: Art50Conclusion,
    /// Where it is written down (a note, a minute).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reference: Option<String>,
}

/// What the Art. 50 assessment concluded.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "snake_case")]
pub enum Art50Conclusion {
    /// The transfer does not endanger public security or vital interests.
    NoRisk,
    /// It may: the transfer is banned.
    Risk,
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
            a.check("de transfert", "destination.transfer_authorization")?;
        }
        if let Some(r) = &self.recipient {
            if blank(&r.legal_entity) {
                return bad("indiquez la personne morale destinataire (destination.recipient.legal_entity).");
            }
        }
        if let Some(a) = &self.art50_assessment {
            if blank(&a.assessed_by) {
                return bad("indiquez qui a mené l'évaluation de l'art. 50 (destination.art50_assessment.assessed_by).");
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

/// The legal basis of the processing under law 2004-63: the data subject's express and written
/// consent (Art. 27), or one of the exceptions of Art. 29.
///
/// `contract`, `legal_obligation`, `vital_interest`, `public_interest` and `other` are the
/// bases of records written before schema 3 (GDPR's list): they still parse, so those records
/// verify and export, but a new record is refused with them ([`RecordMeta::check`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "snake_case")]
pub enum BasisKind {
    /// Art. 27: express and written consent; `legal_basis.consent` gives its form and date.
    Consent,
    /// Art. 29: the processing is manifestly in the data subject's interest and their consent
    /// cannot be obtained.
    Art29ManifestInterest,
    /// Art. 29: the processing is provided for by a law (the reference names it).
    Art29ProvidedByLaw,
    /// Art. 29: the processing is provided for by an agreement to which the data subject is a
    /// party (the reference names it).
    Art29Agreement,
    /// Before schema 3 only.
    Contract,
    /// Before schema 3 only.
    LegalObligation,
    /// Before schema 3 only.
    VitalInterest,
    /// Before schema 3 only.
    PublicInterest,
    /// Before schema 3 only.
    Other,
}

impl BasisKind {
    pub fn label_fr(self) -> &'static str {
        match self {
            BasisKind::Consent => "consentement exprès et écrit (art. 27)",
            BasisKind::Art29ManifestInterest => "art. 29 : dans l'intérêt manifeste de la personne, consentement impossible à obtenir",
            BasisKind::Art29ProvidedByLaw => "art. 29 : traitement prévu par la loi",
            BasisKind::Art29Agreement => "art. 29 : traitement prévu par une convention à laquelle la personne est partie",
            BasisKind::Contract => "exécution d'un contrat (antérieur au schéma 3)",
            BasisKind::LegalObligation => "obligation légale (antérieur au schéma 3)",
            BasisKind::VitalInterest => "intérêt vital (antérieur au schéma 3)",
            BasisKind::PublicInterest => "intérêt public (antérieur au schéma 3)",
            BasisKind::Other => "autre (antérieur au schéma 3)",
        }
    }

    /// A basis a new record may rest on.
    pub fn is_current(self) -> bool {
        matches!(
            self,
            BasisKind::Consent
                | BasisKind::Art29ManifestInterest
                | BasisKind::Art29ProvidedByLaw
                | BasisKind::Art29Agreement
        )
    }

    /// The article the basis rests on.
    pub fn article(self) -> Option<Article> {
        match self {
            BasisKind::Consent => Some(Article::Art27),
            BasisKind::Art29ManifestInterest
            | BasisKind::Art29ProvidedByLaw
            | BasisKind::Art29Agreement => Some(Article::Art29),
            BasisKind::Contract
            | BasisKind::LegalObligation
            | BasisKind::VitalInterest
            | BasisKind::PublicInterest
            | BasisKind::Other => None,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(deny_unknown_fields)]
pub struct LegalBasis {
    pub kind: BasisKind,
    /// Where the consent is kept (form number, file), or the law or agreement an Art. 29
    /// exception rests on. Required for every basis of a new record.
    #[serde(default)]
    pub reference: Option<String>,
    /// Schema 3: the consent itself, for `consent`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub consent: Option<Consent>,
}

/// The data subject's consent (Art. 27: express and written).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(deny_unknown_fields)]
pub struct Consent {
    pub form: ConsentForm,
    /// When it was given.
    pub date: NaiveDate,
    /// When it was withdrawn, if it was: from that day on it no longer covers the processing.
    #[serde(default)]
    pub withdrawn: Option<NaiveDate>,
}

/// How consent was given.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "snake_case")]
pub enum ConsentForm {
    /// Signed on paper.
    Written,
    /// Signed electronically.
    ElectronicSignature,
    /// Given orally or by a mere click: not the written consent Art. 27 requires.
    Oral,
}

impl ConsentForm {
    pub fn label_fr(self) -> &'static str {
        match self {
            ConsentForm::Written => "écrit signé",
            ConsentForm::ElectronicSignature => "signature électronique",
            ConsentForm::Oral => "oral ou par simple clic",
        }
    }
}

/// The data controller (responsable du traitement) and its Art. 7 declaration to the INPDP.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(deny_unknown_fields)]
pub struct Controller {
    pub organisation: String,
    pub legal_representative: String,
    /// The receipt of the prior declaration (Art. 7); `null` when none was filed.
    #[serde(default)]
    pub declaration: Option<Declaration>,
}

/// The receipt of a declaration to the INPDP.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(deny_unknown_fields)]
pub struct Declaration {
    pub number: String,
    pub date: NaiveDate,
}

/// Art. 13 and 14 categories the officer declares as remaining in the payload.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "snake_case")]
pub enum SensitiveCategory {
    /// Art. 13: offences, prosecutions, penalties, preventive measures, criminal records.
    Offences,
    /// Art. 14.
    RacialOrGeneticOrigin,
    /// Art. 14.
    ReligiousBeliefs,
    /// Art. 14.
    PoliticalOpinions,
    /// Art. 14.
    PhilosophicalOpinions,
    /// Art. 14.
    TradeUnionMembership,
    /// Art. 14, under the health-data regime (Art. 62 to 65).
    Health,
    /// A free-text declaration that names none of the above: still Art. 14 data, under Art. 15.
    OtherArt14,
}

impl SensitiveCategory {
    pub const ALL: [SensitiveCategory; 8] = [
        SensitiveCategory::Offences,
        SensitiveCategory::RacialOrGeneticOrigin,
        SensitiveCategory::ReligiousBeliefs,
        SensitiveCategory::PoliticalOpinions,
        SensitiveCategory::PhilosophicalOpinions,
        SensitiveCategory::TradeUnionMembership,
        SensitiveCategory::Health,
        SensitiveCategory::OtherArt14,
    ];

    pub fn label_fr(self) -> &'static str {
        match self {
            SensitiveCategory::Offences => "infractions, poursuites, condamnations",
            SensitiveCategory::RacialOrGeneticOrigin => "origine raciale ou génétique",
            SensitiveCategory::ReligiousBeliefs => "convictions religieuses",
            SensitiveCategory::PoliticalOpinions => "opinions politiques",
            SensitiveCategory::PhilosophicalOpinions => "opinions philosophiques",
            SensitiveCategory::TradeUnionMembership => "appartenance syndicale",
            SensitiveCategory::Health => "santé",
            SensitiveCategory::OtherArt14 => "autre donnée sensible de l'art. 14",
        }
    }

    pub fn label_ar(self) -> &'static str {
        match self {
            SensitiveCategory::Offences => "الجرائم والتتبعات والعقوبات",
            SensitiveCategory::RacialOrGeneticOrigin => "الأصول العرقية أو الجينية",
            SensitiveCategory::ReligiousBeliefs => "المعتقدات الدينية",
            SensitiveCategory::PoliticalOpinions => "الآراء السياسية",
            SensitiveCategory::PhilosophicalOpinions => "الآراء الفلسفية",
            SensitiveCategory::TradeUnionMembership => "الانتماء النقابي",
            SensitiveCategory::Health => "الصحة",
            SensitiveCategory::OtherArt14 => "معطيات حساسة أخرى وفق الفصل 14",
        }
    }

    pub fn label_en(self) -> &'static str {
        match self {
            SensitiveCategory::Offences => "offences, prosecutions, convictions",
            SensitiveCategory::RacialOrGeneticOrigin => "racial or genetic origin",
            SensitiveCategory::ReligiousBeliefs => "religious beliefs",
            SensitiveCategory::PoliticalOpinions => "political opinions",
            SensitiveCategory::PhilosophicalOpinions => "philosophical opinions",
            SensitiveCategory::TradeUnionMembership => "trade-union membership",
            SensitiveCategory::Health => "health",
            SensitiveCategory::OtherArt14 => "other Art. 14 sensitive data",
        }
    }

    /// The article whose regime applies: Art. 13 (banned), Art. 15 (INPDP authorisation) or
    /// Art. 63 (the health regime).
    pub fn regime(self) -> Article {
        match self {
            SensitiveCategory::Offences => Article::Art13,
            SensitiveCategory::Health => Article::Art63,
            SensitiveCategory::RacialOrGeneticOrigin
            | SensitiveCategory::ReligiousBeliefs
            | SensitiveCategory::PoliticalOpinions
            | SensitiveCategory::PhilosophicalOpinions
            | SensitiveCategory::TradeUnionMembership
            | SensitiveCategory::OtherArt14 => Article::Art15,
        }
    }

    /// The category of a free-text `sensitive_declared` entry, by the stems of its words
    /// (French, English, Arabic); an entry that names none is [`SensitiveCategory::OtherArt14`],
    /// still under Art. 15: a declared category is never dropped.
    pub fn of_text(text: &str) -> SensitiveCategory {
        use SensitiveCategory::*;
        const STEMS: &[(SensitiveCategory, &[&str])] = &[
            (
                Offences,
                &[
                    "infraction",
                    "pénal",
                    "penal",
                    "condamn",
                    "crimin",
                    "judiciaire",
                    "casier",
                    "offence",
                    "offense",
                    "conviction",
                    "poursuite",
                    "prosecut",
                    "جزائ",
                    "جريم",
                    "سوابق",
                    "عدلي",
                ],
            ),
            (
                Health,
                &[
                    "santé", "sante", "health", "médic", "medic", "maladi", "malad", "soin",
                    "handicap", "disab", "psych", "patholog", "diagnos", "الصح", "صحي", "طب",
                    "مرض", "إعاق",
                ],
            ),
            (
                RacialOrGeneticOrigin,
                &[
                    "racial", "race", "ethni", "génét", "genet", "origine", "origin", "عرق", "جين",
                ],
            ),
            (
                ReligiousBeliefs,
                &[
                    "relig",
                    "croyance",
                    "belief",
                    "confession",
                    "foi ",
                    "دين",
                    "معتقد",
                ],
            ),
            (PoliticalOpinions, &["politi", "سياس"]),
            (PhilosophicalOpinions, &["philosoph", "فلسف"]),
            (TradeUnionMembership, &["syndic", "union", "نقاب"]),
        ];
        let c = text.to_lowercase();
        STEMS
            .iter()
            .find(|(_, stems)| stems.iter().any(|w| c.contains(w)))
            .map_or(OtherArt14, |(cat, _)| *cat)
    }
}

/// How Art. 62 to 65 allow health data to be processed, as the officer records it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "snake_case")]
pub enum HealthGround {
    /// The data subject (or their heirs or guardian) consented.
    Consent,
    /// A law provides for the processing.
    ProvidedByLaw,
    /// Protection of public health.
    PublicHealth,
    /// The data subject's own care (diagnosis, treatment).
    CareOfThePerson,
    /// Scientific research in the field of health (authorised by the INPDP).
    ScientificResearch,
}

impl HealthGround {
    pub fn label_fr(self) -> &'static str {
        match self {
            HealthGround::Consent => {
                "consentement de la personne, de ses héritiers ou de son tuteur"
            }
            HealthGround::ProvidedByLaw => "traitement prévu par la loi",
            HealthGround::PublicHealth => "protection de la santé publique",
            HealthGround::CareOfThePerson => "soins de la personne concernée",
            HealthGround::ScientificResearch => {
                "recherche scientifique dans le domaine de la santé"
            }
        }
    }
}

/// The justification of health data under their own regime (Art. 62 to 65), not an Art. 15
/// authorisation.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(deny_unknown_fields)]
pub struct HealthJustification {
    pub ground: HealthGround,
    /// The consent form, the law, the research authorisation...
    pub reference: String,
    /// Its date: it covers records from that day on.
    pub date: NaiveDate,
    /// The physician or person bound by professional secrecy under whose responsibility the
    /// data are processed (Art. 63).
    pub responsible: String,
}

/// The family judge's authorisation for a child's data, with the guardian's consent (Art. 28).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(deny_unknown_fields)]
pub struct MinorsAuthorization {
    /// The judge's decision (court, number).
    pub judge_reference: String,
    pub date: NaiveDate,
    /// The guardian consented as well.
    pub guardian_consent: bool,
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
    /// The person who approved the transfer, when not the operator (required, and distinct
    /// from the operator, when the organisation requires four-eyes review).
    #[serde(default)]
    pub approver: Option<Actor>,
    /// The data controller and its Art. 7 declaration; absent, the organisation's setting
    /// kept in the register is used.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub controller: Option<Controller>,
    pub destination: DestinationMeta,
    /// Purpose of the processing (art. 10).
    pub purpose: String,
    pub legal_basis: LegalBasis,
    pub data_subjects: Vec<SubjectCategory>,
    /// Art. 13/14 categories the officer knows remain in the payload, beyond what the
    /// detectors report.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub sensitive_categories: Vec<SensitiveCategory>,
    /// The same in free text; each entry is classified by [`SensitiveCategory::of_text`].
    #[serde(default)]
    pub sensitive_declared: Vec<String>,
    /// Before schema 3: one free-text reference that lifted every Art. 13/14 block. Refused
    /// now: Art. 13 data cannot be lifted, Art. 14 data need `art15_authorization`, health
    /// data `health_justification`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sensitive_authorization: Option<String>,
    /// The INPDP authorisation (Art. 15) under which Art. 14 data other than health may remain.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub art15_authorization: Option<Authorization>,
    /// The justification of health data under their regime (Art. 62 to 65).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub health_justification: Option<HealthJustification>,
    /// The family judge's authorisation when the data subjects include minors (Art. 28).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub minors_authorization: Option<MinorsAuthorization>,
}

impl RecordMeta {
    /// The Art. 13/14 categories declared, typed or in free text ([`SensitiveCategory::of_text`]).
    pub fn declared_categories(&self) -> std::collections::BTreeSet<SensitiveCategory> {
        self.sensitive_categories
            .iter()
            .copied()
            .chain(
                self.sensitive_declared
                    .iter()
                    .filter(|t| !t.trim().is_empty())
                    .map(|t| SensitiveCategory::of_text(t)),
            )
            .collect()
    }

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
        if let Some(c) = &self.controller {
            if blank(&c.organisation) || blank(&c.legal_representative) {
                return bad("indiquez l'organisme responsable du traitement et son représentant légal (controller.organisation, controller.legal_representative).");
            }
            if c.declaration.as_ref().is_some_and(|d| blank(&d.number)) {
                return bad("le numéro de la déclaration à l'INPDP (art. 7) est vide (controller.declaration.number).");
            }
        }
        let basis = &self.legal_basis;
        if !basis.kind.is_current() {
            return bad("cette base légale n'est pas prévue par la loi 2004-63 : le traitement repose sur le consentement exprès et écrit de la personne (art. 27, legal_basis.kind = consent) ou sur une exception de l'art. 29 (art29_manifest_interest, art29_provided_by_law, art29_agreement).");
        }
        if basis.reference.as_deref().is_none_or(blank) {
            return bad(match basis.kind {
                BasisKind::Consent => "indiquez où le consentement est conservé (legal_basis.reference : formulaire, dossier).",
                _ => "une exception de l'art. 29 exige la référence de la loi ou de la convention sur laquelle elle repose, ou des circonstances (legal_basis.reference).",
            });
        }
        match (&basis.consent, basis.kind) {
            (None, BasisKind::Consent) => {
                return bad("indiquez la forme et la date du consentement (legal_basis.consent : form, date, withdrawn).");
            }
            (Some(_), k) if k != BasisKind::Consent => {
                return bad("legal_basis.consent ne s'indique que pour la base « consentement ».");
            }
            (Some(c), _) if c.withdrawn.is_some_and(|w| w < c.date) => {
                return bad("le consentement est retiré avant la date à laquelle il a été donné (legal_basis.consent).");
            }
            _ => {}
        }
        if self.sensitive_authorization.is_some() {
            return bad("sensitive_authorization n'est plus accepté : une référence libre ne lève pas les règles des art. 13 et 14. Les données de l'art. 13 ne peuvent pas être envoyées ; pour celles de l'art. 14 indiquez l'autorisation de l'INPDP (art15_authorization : number, date, expiry) ; pour la santé, la justification de son régime (health_justification).");
        }
        if let Some(a) = &self.art15_authorization {
            a.check("de l'art. 15", "art15_authorization")?;
        }
        if let Some(h) = &self.health_justification {
            if blank(&h.reference) || blank(&h.responsible) {
                return bad("la justification des données de santé exige sa référence et le médecin ou la personne tenue au secret professionnel qui en répond (health_justification.reference, responsible ; art. 63).");
            }
        }
        if let Some(m) = &self.minors_authorization {
            if blank(&m.judge_reference) {
                return bad("indiquez la référence de l'autorisation du juge de la famille (minors_authorization.judge_reference ; art. 28).");
            }
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
    pub warnings: Vec<crate::rules::rule::RuleFinding>,
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
    /// Schema 3.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub recipient: Option<Recipient>,
    /// Schema 3.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub art50_assessment: Option<Art50Assessment>,
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
    /// Schema 2: the authorization reference for the art. 13/14 data, when stated (never
    /// written from schema 3 on).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sensitive_authorization: Option<String>,
    /// Schema 3: the categories declared by type.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub sensitive_categories: Vec<SensitiveCategory>,
    /// Schema 3: the Art. 15 INPDP authorisation of the Art. 14 data.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub art15_authorization: Option<Authorization>,
    /// Schema 3: the justification of the health data (Art. 62 to 65).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub health_justification: Option<HealthJustification>,
    /// Schema 3: the family judge's authorisation for minors (Art. 28).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub minors_authorization: Option<MinorsAuthorization>,
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
    /// Schema 3: the data controller and its Art. 7 declaration.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub controller: Option<Controller>,
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
        (Some(a), true) if !a.in_force(today) => AuthorizationStatus::Expired,
        (Some(_), true) => AuthorizationStatus::Valid,
    }
}

/// Entity types that are Art. 14 sensitive data.
pub(crate) fn is_sensitive(e: Entity) -> bool {
    e == Entity::Health
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
            controller: m.controller.clone(),
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
                recipient: d.recipient.clone(),
                art50_assessment: d.art50_assessment.clone(),
            },
            legal: Legal {
                purpose: m.purpose.clone(),
                legal_basis: m.legal_basis.clone(),
                data_subjects: subjects,
                art_13_14_in_payload: !sensitive_detected_remaining.is_empty()
                    || !m.sensitive_declared.is_empty()
                    || !m.sensitive_categories.is_empty(),
                sensitive_detected_remaining,
                sensitive_declared: m.sensitive_declared.clone(),
                sensitive_authorization: m.sensitive_authorization.clone(),
                sensitive_categories: {
                    let mut c = m.sensitive_categories.clone();
                    c.sort();
                    c.dedup();
                    c
                },
                art15_authorization: m.art15_authorization.clone(),
                health_justification: m.health_justification.clone(),
                minors_authorization: m.minors_authorization.clone(),
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
