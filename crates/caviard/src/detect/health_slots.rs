//! HEALTH by its place rather than its words ([`HealthSlots`]): the value of a field whose label
//! speaks of health (`Antécédents médicaux : X`, `Type of impairment: X`, `الأمراض المزمنة : X`)
//! and the cells of a table column whose header does (`| Pathologie |`), and the items of a list
//! under a heading that does (`Antécédents :` then `- X` lines). In a medical document, the
//! value of any label that names no administrative field too, when it reads as a clinician's
//! words or a measurement (`Circonstances : ingestion de pétrole lampant`, `| Poids / Taille |
//! 28 kg / 142 cm |`). No term list holds every condition a document may name; the forms that
//! hold them say what they hold.

use std::sync::OnceLock;

use aho_corasick::{AhoCorasick, MatchKind};

use super::medical::medical_document;
use super::{Candidate, Detector, Entity, Reason, Text};
use crate::extract::Origin;

/// Parts of words of a label or a column header that speak of a person's health, lower case
/// (Latin ones are matched whatever their case).
const HEALTH_STEMS: &[&str] = &[
    // French
    "diagnos",
    "patholog",
    "maladie",
    "antécédent",
    "antecedent",
    "allergi",
    "allergè",
    "allerge",
    "handicap",
    "infirmit",
    "déficien",
    "deficien",
    "symptôm",
    "symptom",
    "affection",
    "état de santé",
    "etat de santé",
    "etat de sante",
    "problème de santé",
    "problèmes de santé",
    "médical",
    "medical",
    "trouble",
    "médicament",
    "medicament",
    "blessure",
    "lésion",
    "incapacité",
    "invalidité",
    "groupe sanguin",
    "séquelle",
    "comorbidit",
    "souffrances endurées",
    "santé",
    // English
    "illness",
    "disease",
    "disorder",
    "disabilit",
    "impairment",
    "health",
    "medication",
    "chronic condition",
    "pre-existing condition",
    "injur",
    "blood type",
    "blood group",
    "sequela",
    "sequelae",
    "incapacity",
    // Arabic
    "تشخيص",
    "مرض",
    "أمراض",
    "امراض",
    "صحية",
    "الصحي",
    "حساسية",
    "إعاقة",
    "اعاقة",
    "السوابق",
    "الأعراض",
    "الإصابة",
    "فصيلة الدم",
    "صحة",
    "المخلفات",
    "العجز",
    "السبب الطبي",
];

/// Words of a label (whole words: `card` is not `cardiaques`, `clinic` not `clinique`) that make
/// it about something else than the person's health: an insurer, a
/// place of care, a doctor, a document's number or date (`Assurance maladie`, `Centre médical`,
/// `N° du dossier médical`, `Traitement de base` is a salary and has an amount).
const OTHER_STEMS: &[&str] = &[
    "assurance",
    "insurance",
    "caisse",
    "mutuelle",
    "centre",
    "center",
    "service",
    "hôpital",
    "hopital",
    "hospital",
    "clinique",
    "clinic",
    "médecin",
    "medecin",
    "doctor",
    "docteur",
    "numéro",
    "numero",
    "n°",
    "number",
    "date",
    "code",
    "carte",
    "card",
    "frais",
    "fee",
    "cost",
    "coût",
    "judiciaire",
    "judiciaires",
    "pénal",
    "penal",
    "disciplinaire",
    "disciplinary",
    "salaire",
    "salary",
    "ministère",
    "ministry",
    "port",
    "وزارة",
    "terms",
    "général",
    "general",
    "تأمين",
    "التأمين",
    "الصندوق",
    "مستشفى",
    "المستشفى",
    "الطبيب",
    // a nurse (`الممرضة`) holds the stem of a disease, `مرض`
    "ممرض",
    "ممرضة",
    "الممرض",
    "الممرضة",
    "ممرضون",
    "الممرضون",
    "ممرضين",
    "الممرضين",
    "ممرضات",
    "الممرضات",
    "عدد",
    "رقم",
];

/// Labels that hold a clinical finding, a decision or a treatment in a medical document, and
/// anything in another (`Conclusion :`, `Indication :`, `Proposed treatment:`, `الخلاصة :`):
/// read as [`HEALTH_STEMS`]' labels only in a medical document (three findings of the HEALTH
/// lexicon and `health.measure`, or one under a heading of care: [`medical_document`]). Whole
/// labels, lower case; a bilingual label (`Conclusion / الخلاصة`) is read in each language.
const CLINICAL_LABELS: &[&str] = &[
    "conclusion",
    "conclusions",
    "indication",
    "indications",
    "motif",
    "motif de consultation",
    "motif d'hospitalisation",
    "motif de la consultation",
    "reason for referral",
    "reason for consultation",
    "reason for visit",
    "avis",
    "avis médical",
    "avis de la commission médicale",
    "décision",
    "plan",
    "suite",
    "suivi",
    "traitement",
    "traitement proposé",
    "traitement prescrit",
    "conduite à tenir",
    "proposition",
    "recommandation",
    "examen",
    "examen clinique",
    "impression",
    "constat",
    "findings",
    "treatment",
    "proposed treatment",
    "follow-up",
    "recommendation",
    "board recommendation",
    "medical grounds",
    "care plan",
    "treatment plan",
    "plan de soins",
    "projet de soins",
    "plan de traitement",
    "toxicologie",
    "toxicology",
    "questionnaire",
    "خطة العلاج",
    "observation",
    "observations",
    // a partogram's or a chart's column of what happened to the patient
    "événement clinique",
    "événements cliniques",
    "evenement clinique",
    "clinical event",
    "clinical events",
    "الحدث السريري",
    "ملاحظات",
    "الملاحظات",
    "الخلاصة",
    "الاستنتاج",
    "النتيجة",
    "النتائج",
    "العلاج",
    "العلاج المقترح",
    "المتابعة",
    "دواعي الفحص",
    "سبب الاستشارة",
    "مقترح الاجتماع",
    "القرار",
    "التوصية",
    "الفحص",
    "الفحص السريري",
    "رأي اللجنة الطبية",
];

/// Whether a label is one of [`CLINICAL_LABELS`], in one of its languages.
fn clinical_label(label: &str) -> bool {
    label.split(" / ").any(|part| {
        let part = part.trim().to_lowercase();
        CLINICAL_LABELS.contains(&part.as_str())
    })
}

/// Why a label's value, a row's second cell or a column's cells are read as health data.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Slot {
    /// The label speaks of health ([`health_label`]).
    Health,
    /// A clinical label, in a medical document ([`clinical_label`]).
    Clinical,
    /// Any other label of a medical document that names no administrative field
    /// ([`presumed_label`]): its value is read only when it looks like a clinician's words
    /// ([`presumed_score`]).
    Presumed,
}

/// How a label's value is read as health data, `None` when it is not.
fn health_or_clinical(label: &str, medical: bool) -> Option<Slot> {
    if health_label(label) {
        Some(Slot::Health)
    } else if !medical {
        None
    } else if clinical_label(label) {
        Some(Slot::Clinical)
    } else {
        presumed_label(label).then_some(Slot::Presumed)
    }
}

/// Words of a label (whole words, lower case; an Arabic one with or without its article `ال`)
/// that name an administrative field of a medical document, whose value is no clinical finding:
/// who, when, where, which number, which room, who signs, what it costs
/// (`Date`, `Patient`, `Lieu`, `N° dossier`, `Chambre`, `IDE`, `Montant`, `الاسم`, `السرير`).
const ADMINISTRATIVE: &[&str] = &[
    // who
    "nom",
    "noms",
    "prénom",
    "prénoms",
    "prenom",
    "name",
    "names",
    "surname",
    "patient",
    "patiente",
    "patients",
    "malade",
    "victime",
    "victim",
    "appelant",
    "caller",
    "parent",
    "parents",
    "tuteur",
    "tutrice",
    "guardian",
    "père",
    "mère",
    "father",
    "mother",
    "famille",
    "family",
    "contact",
    "contacts",
    "proche",
    "proches",
    "relative",
    "next",
    "kin",
    "sexe",
    "sex",
    "gender",
    "âge",
    "age",
    "né",
    "née",
    "né(e)",
    "naissance",
    "birth",
    "born",
    "profession",
    "occupation",
    "emploi",
    "job",
    "employeur",
    "employer",
    "matricule",
    "cin",
    "passeport",
    "passport",
    "nationalité",
    "nationality",
    "mr",
    "mme",
    "mlle",
    "ms",
    "mrs",
    "m",
    "dr",
    "pr",
    "monsieur",
    "madame",
    "docteur",
    "doctor",
    "médecin",
    "medecin",
    "physician",
    "infirmier",
    "infirmière",
    "infirmiers",
    "nurse",
    "ide",
    "équipe",
    "team",
    "régulateur",
    "régulateurs",
    "regulator",
    "opérateur",
    "operator",
    "signataire",
    "signature",
    "visa",
    "cachet",
    "stamp",
    "auteur",
    "author",
    "rédacteur",
    "responsable",
    "chef",
    "major",
    "surveillant",
    "prescripteur",
    "prescriber",
    "référent",
    "interlocuteur",
    "assuré",
    "insured",
    "adhérent",
    "bénéficiaire",
    "beneficiary",
    "témoin",
    "witness",
    "destinataire",
    "recipient",
    "expéditeur",
    "sender",
    // when
    "date",
    "dates",
    "heure",
    "heures",
    "time",
    "jour",
    "day",
    "mois",
    "month",
    "année",
    "year",
    "période",
    "period",
    "durée",
    "duration",
    "semaine",
    "week",
    "depuis",
    "since",
    "début",
    "fin",
    "start",
    "end",
    "rendez-vous",
    "appointment",
    "prochain",
    "prochaine",
    "priorité",
    "priority",
    "triage",
    "plateforme",
    "platform",
    // where
    "adresse",
    "address",
    "lieu",
    "place",
    "ville",
    "city",
    "town",
    "gouvernorat",
    "governorate",
    "délégation",
    "région",
    "region",
    "pays",
    "country",
    "domicile",
    "home",
    "résidence",
    "établissement",
    "école",
    "school",
    "classe",
    "class",
    "hôpital",
    "hopital",
    "hospital",
    "clinique",
    "clinic",
    "centre",
    "center",
    "service",
    "unité",
    "unit",
    "ward",
    "département",
    "department",
    "chambre",
    "room",
    "lit",
    "bed",
    "box",
    "salle",
    "étage",
    "floor",
    "site",
    "provenance",
    "origine",
    "origin",
    "destination",
    "orientation",
    "transfert",
    "transfer",
    // which number, which contact
    "n°",
    "no",
    "numéro",
    "numero",
    "number",
    "num",
    "id",
    "identifiant",
    "code",
    "référence",
    "reference",
    "ref",
    "réf",
    // a laboratory's norms beside the patient's values
    "normes",
    "norme",
    "normales",
    "usuelles",
    "range",
    "المرجعية",
    "المرجعي",
    "dossier",
    "file",
    "record",
    "cycle",
    "appel",
    "call",
    "bon",
    "ordre",
    "order",
    "lot",
    "téléphone",
    "telephone",
    "tél",
    "tel",
    "phone",
    "mobile",
    "gsm",
    "fax",
    "email",
    "e-mail",
    "mail",
    "courriel",
    "site",
    "web",
    // what it costs, how it is paid
    "montant",
    "amount",
    "prix",
    "price",
    "total",
    "tarif",
    "coût",
    "cost",
    "frais",
    "fee",
    "fees",
    "facture",
    "invoice",
    "paiement",
    "payment",
    "règlement",
    "assurance",
    "insurance",
    "caisse",
    "mutuelle",
    "cnam",
    "cnss",
    "prise",
    "charge",
    "remboursement",
    "quantité",
    "quantity",
    "consommables",
    "stock",
    "commande",
    "pharmacie",
    "pharmacy",
    "travail",
    "work",
    "teinte",
    "shade",
    "matériau",
    "material",
    "produit",
    "product",
    "article",
    "livraison",
    "delivery",
    "tooth",
    "teeth",
    "dent",
    "dents",
    // the document itself
    "objet",
    "subject",
    "page",
    "version",
    "copie",
    "copy",
    "pièce",
    "pièces",
    "annexe",
    "annexes",
    "rappel",
    "reminder",
    "urgence",
    "urgences",
    "emergency",
    "langue",
    "language",
    "statut",
    "status",
    "catégorie",
    "category",
    "type",
    // Arabic
    "اسم",
    "الاسم",
    "لقب",
    "اللقب",
    "المريض",
    "المريضة",
    "الضحية",
    "المتصل",
    "الولي",
    "الأب",
    "الأم",
    "العائلة",
    "الجنس",
    "السن",
    "العمر",
    "الولادة",
    "تاريخ",
    "التاريخ",
    "الساعة",
    "الوقت",
    "المدة",
    "العنوان",
    "المكان",
    "الولاية",
    "المعتمدية",
    "المدينة",
    "المؤسسة",
    "المدرسة",
    "القسم",
    "المستشفى",
    "المصحة",
    "المركز",
    "الغرفة",
    "السرير",
    "رقم",
    "عدد",
    "الرقم",
    "الهاتف",
    "الجوال",
    "البريد",
    "الطبيب",
    "الطبيبة",
    "الدكتور",
    "السيد",
    "السيدة",
    "الممرض",
    "الممرضة",
    "الفريق",
    "الإمضاء",
    "الامضاء",
    "الختم",
    "المبلغ",
    "الثمن",
    "المجموع",
    "التأمين",
    "الصندوق",
    "المهنة",
    "الجنسية",
    "بطاقة",
    "التعريف",
    "جواز",
    "السفر",
    "المرجع",
    "الملف",
    "الموضوع",
    "النسخة",
    "الصفحة",
    "المسؤول",
    "الرئيس",
    "المستلم",
    "المغادر",
    "الأولوية",
    "المنصة",
    "التكفل",
];

/// A label of at most four words, none of them [`ADMINISTRATIVE`].
fn presumed_label(label: &str) -> bool {
    // (the words, and the Arabic ones without their article: `اسم` for `الاسم`; built once)
    static SET: OnceLock<std::collections::HashSet<&'static str>> = OnceLock::new();
    let set = SET.get_or_init(|| {
        ADMINISTRATIVE
            .iter()
            .flat_map(|w| [*w, w.strip_prefix("ال").unwrap_or(w)])
            .collect()
    });
    let lower = label.to_lowercase();
    let words: Vec<&str> = lower
        .split(|c: char| !(c.is_alphanumeric() || matches!(c, '°' | '\'' | '(' | ')' | '-')))
        .filter(|w| !w.is_empty())
        .collect();
    !words.is_empty()
        && words.len() <= 4
        && label.chars().next().is_some_and(char::is_alphabetic)
        && !words.iter().any(|w| {
            let w = w.trim_matches(|c: char| matches!(c, '\'' | '(' | ')' | '-'));
            let bare = w.strip_prefix("ال").unwrap_or(w);
            let bare = bare
                .strip_prefix('و')
                .filter(|_| w.starts_with('و'))
                .unwrap_or(bare);
            set.contains(w) || set.contains(bare) || w.split('\'').any(|part| set.contains(part))
        })
}

/// The finding in a slot's value `s[a..b]` (up to its line's or cell's end) and its score: a
/// condition ([`condition`], [`slot_score`]), or else a measurement
/// ([`measured_value`]).
fn slot_value(
    slot: Slot,
    s: &str,
    a: usize,
    b: usize,
    found: &Found,
) -> Option<(usize, usize, f32)> {
    if cut_off(&s[a..b]) {
        return None;
    }
    condition(&s[a..b])
        .and_then(|(x, y)| Some((a + x, a + y, slot_score(slot, s, a + x, a + y, found)?)))
        .or_else(|| measured_value(s, a, b, found))
}

/// The most bytes of a measurement read as a slot's value.
const MAX_MEASURED: usize = 80;

/// A slot's value `s[a..b]` that is a measurement (`28 kg / 142 cm (IMC 13,9)`, `AV OD 5/10 OG
/// 9/10`, `العين اليمنى 9/10`): a number with a clinical unit or a reading, in at most
/// [`MAX_MEASURED`] bytes, with no number of five digits or more, no colon (a field of its
/// own), and no other finding in it (a date, a phone). Scored as a presumed slot's value.
fn measured_value(s: &str, a: usize, b: usize, found: &Found) -> Option<(usize, usize, f32)> {
    let v = &s[a..b];
    let t = v.trim_start_matches([' ', '\t', '*', '_']);
    let x = a + v.len() - t.len();
    let t = t.trim_end_matches([' ', '\t', '\r', '*', '_', '.', ',', ';']);
    let y = x + t.len();
    if t.is_empty() || t.len() > MAX_MEASURED || digits_run(t, 5) || t.contains(':') {
        return None;
    }
    // (two capitalised words name a scale, a device or a place: `Boston Bowel Preparation
    // Scale 8/9`)
    if t.split_whitespace().filter(|w| capitalised(w)).count() >= 2
        || !super::health_measures::measured(t)
        || referenced(s, x, y)
    {
        return None;
    }
    Some((x, y, found.score(x, y)?))
}

/// The findings of the detectors that ran before the slots, sorted by their start, for
/// [`Found::inside`].
struct Found(Vec<(usize, usize, bool)>);

/// How far before a value [`Found::inside`] looks for a finding's start (a longer finding that
/// runs into a value is left to the overlaps' resolution).
const LOOK_BACK: usize = 512;

impl Found {
    fn of(out: &[Candidate]) -> Found {
        let mut v: Vec<(usize, usize, bool)> = out
            .iter()
            .map(|c| (c.start, c.end, c.entity == Entity::Health))
            .collect();
        v.sort_unstable();
        Found(v)
    }

    /// Whether a finding of another type than HEALTH overlaps `a..b` (`None`), else whether a
    /// HEALTH one does.
    fn inside(&self, a: usize, b: usize) -> Option<bool> {
        let from = self
            .0
            .partition_point(|t| t.0 < a.saturating_sub(LOOK_BACK));
        let mut health = false;
        for &(_, end, is_health) in self.0[from..].iter().take_while(|t| t.0 < b) {
            if end > a {
                if !is_health {
                    return None;
                }
                health = true;
            }
        }
        Some(health)
    }

    /// The score of a presumed value at `a..b` ([`Found::inside`]): [`SCORE`] when a HEALTH
    /// finding lies in it (the whole value is the finding), else [`SCORE_PRESUMED`]; `None` when
    /// a finding of another type does.
    /// Whether a HEALTH finding overlaps `a..b` (whatever else does).
    fn health_in(&self, a: usize, b: usize) -> bool {
        let from = self
            .0
            .partition_point(|t| t.0 < a.saturating_sub(LOOK_BACK));
        self.0[from..]
            .iter()
            .take_while(|t| t.0 < b)
            .any(|&(_, end, is_health)| is_health && end > a)
    }

    /// The start of the first HEALTH finding that starts in `a..b`.
    fn health_start(&self, a: usize, b: usize) -> Option<usize> {
        let from = self.0.partition_point(|t| t.0 < a);
        self.0[from..]
            .iter()
            .take_while(|t| t.0 < b)
            .find(|t| t.2)
            .map(|t| t.0)
    }

    fn score(&self, a: usize, b: usize) -> Option<f32> {
        Some(if self.inside(a, b)? {
            SCORE
        } else {
            SCORE_PRESUMED
        })
    }
}

/// A word whose first letter is a capital and second a small letter (`Monoyer`, not `CRDA`).
fn capitalised(w: &str) -> bool {
    let mut c = w.chars();
    c.next().is_some_and(char::is_uppercase) && c.next().is_some_and(char::is_lowercase)
}

/// Words of a label that say its value is a ward's general rule, not a patient's finding (lower
/// case): `Rappel du protocole du service (sans lien avec une patiente) :`, `Dose constraints
/// applied (departmental protocol, not patient-specific):`, `توصية عامة للوحدة:`.
const GENERAL_NOTES: &[&str] = &[
    "sans lien avec",
    "non nominatif",
    "non nominative",
    "non-nominatif",
    "non-nominative",
    "not patient-specific",
    "not patient specific",
    "non-patient-specific",
    "departmental protocol",
    "ward protocol",
    "unit protocol",
    "protocole du service",
    "protocole de l'unité",
    "consignes générales",
    "general instructions",
    "بروتوكول القسم",
    "بروتوكول المصلحة",
    "توصية عامة",
    "تعليمات عامة",
];

/// The most bytes of a label read for [`GENERAL_NOTES`], and of the table rows read up to the
/// label above them.
const GENERAL_LABEL: usize = 160;
const GENERAL_TABLE: usize = 4096;

/// Drop the HEALTH candidates in the value of a label that says it is a ward's general rule
/// ([`GENERAL_NOTES`]): the rest of its line, or, when the label ends its line, the table rows
/// under it (lines with a tab or a pipe).
pub(super) fn drop_general_notes(text: &Text<'_>, cands: &mut Vec<Candidate>) {
    let s = text.as_str();
    if !cands.iter().any(|c| c.entity == Entity::Health) {
        return;
    }
    // (a table row's answer, by its line's start: a table's many findings read its rows once)
    let mut rows: std::collections::HashMap<usize, bool> = Default::default();
    cands.retain(|c| {
        if c.entity != Entity::Health {
            return true;
        }
        // (a line's start within a table's reach: a hostile line of findings costs no more
        // per finding than a short one)
        let lo = c.start.saturating_sub(GENERAL_TABLE);
        let line = match memchr::memrchr(b'\n', &s.as_bytes()[lo..c.start]) {
            Some(k) => lo + k + 1,
            None if lo == 0 => 0,
            None => return true,
        };
        // the line's label: a colon within its first bytes, before the candidate
        let mut probe = (line + GENERAL_LABEL + 8).min(c.start);
        while !s.is_char_boundary(probe) {
            probe -= 1;
        }
        if let Some(k) = s[line..probe].find([':', '：']) {
            return !general_label(&s[line..line + k]);
        }
        !*rows.entry(line).or_insert_with(|| general_rows(s, line))
    });
}

/// Whether a label of [`GENERAL_LABEL`] bytes at most holds a word of [`GENERAL_NOTES`].
fn general_label(label: &str) -> bool {
    label.len() <= GENERAL_LABEL && {
        let lower = label.to_lowercase();
        GENERAL_NOTES.iter().any(|w| lower.contains(w))
    }
}

/// Whether the line that starts at `line` is a table row (it holds a tab or a pipe) under a
/// line that ends with a general note's label, up over the rows between them.
fn general_rows(s: &str, line: usize) -> bool {
    let row = |l: &str| l.contains(['\t', '|']);
    let line_end = s[line..].find('\n').map_or(s.len(), |k| line + k);
    if !row(&s[line..line_end]) {
        return false;
    }
    let mut start = line;
    while start > 0 && line - start <= GENERAL_TABLE {
        let above_end = start - 1;
        let above = s[..above_end].rfind('\n').map_or(0, |k| k + 1);
        let l = &s[above..above_end];
        if !row(l) {
            return l
                .trim_end()
                .strip_suffix([':', '：'])
                .is_some_and(general_label);
        }
        start = above;
    }
    false
}

/// Whether a word is a protocol's or a file's code: two capitals or more, a dash or a slash, then
/// digits (`OB-29`, `PR/12`), not a day's or an hour's mark (`J3`, `H+2`).
fn code(w: &str) -> bool {
    let caps = w.bytes().take_while(u8::is_ascii_uppercase).count();
    caps >= 2
        && w[caps..]
            .strip_prefix(['-', '/'])
            .is_some_and(|r| r.starts_with(|c: char| c.is_ascii_digit()))
}

/// Whether `t` holds a run of `n` ASCII digits or more.
fn digits_run(t: &str, n: usize) -> bool {
    t.as_bytes()
        .split(|c| !c.is_ascii_digit())
        .any(|run| run.len() >= n)
}

/// The score of a slot's value `s[a..b]`: [`SCORE`], or for a presumed one
/// [`presumed_score`].
fn slot_score(slot: Slot, s: &str, a: usize, b: usize, found: &Found) -> Option<f32> {
    match slot {
        Slot::Health | Slot::Clinical => Some(SCORE),
        Slot::Presumed => presumed_score(s, a, b, found),
    }
}

/// The first words of an Arabic value that name a place or an institution, not a finding
/// (`مركز محمود يعقوب`, `المدرسة الابتدائية`).
const INSTITUTION_FIRST: &[&str] = &[
    // a court and its palace (`قصر العدالة`)
    "العدالة",
    "محكمة",
    "المحكمة",
    "مركز",
    "المركز",
    "مستشفى",
    "المستشفى",
    "قسم",
    "مصحة",
    "المصحة",
    "وحدة",
    "إدارة",
    "الإدارة",
    "وزارة",
    "مدرسة",
    "المدرسة",
    "معهد",
    "المعهد",
    "بلدية",
    "ولاية",
    "معتمدية",
    "شركة",
    "الشركة",
    "بنك",
    "نهج",
    "شارع",
    "طريق",
    "حي",
    "مخبر",
    "صيدلية",
    "عيادة",
    "العيادة",
    "مكتب",
    "محكمة",
    "جامعة",
    "الجامعة",
    "صندوق",
    "الصندوق",
    "الحماية",
    "الفصل",
    "القانون",
    "المجلة",
    "الخط",
    "منصة",
    "المنصة",
];

/// Words after a count that make it a quantity of goods or an amount, not a finding (`2
/// boîte(s)`, `56 dinars`): whole words, without their plural's `s` or `(s)`.
const COUNTED_GOODS: &[&str] = &[
    "boîte", "boite", "box", "boxe", "flacon", "bottle", "ampoule", "sachet", "tube", "unité",
    "unit", "pack", "paquet", "dinar", "millime", "dt", "tnd", "euro", "dollar",
];

/// The first words of a Latin value that name a reference, a place or a room, not a finding
/// (`article 225 du Code pénal`, `salle Ibn Al Jazzar`).
const REFERENCE_FIRST: &[&str] = &[
    "article",
    "art",
    "art.",
    "loi",
    "décret",
    "arrêté",
    "circulaire",
    "code",
    "case",
    "title",
    "titre",
    "dossier",
    "file",
    "salle",
    "room",
    "ward",
    "rue",
    "avenue",
    "av.",
    "route",
    "cité",
    "street",
    "road",
    "bureau",
    "office",
    "lot",
    "ref",
    "réf",
    "n°",
    "no",
];

/// The score of a presumed slot's value `s[a..b]`, or `None` when it does not look like a
/// clinician's words: it starts with a lower-case letter (a capital starts a name, a place, a
/// firm), or in Arabic with none of [`INSTITUTION_FIRST`]; no other finding (a date, a number, a
/// phone) lies in it. Below the lexicon's, the names' and the addresses' scores
/// ([`SCORE_PRESUMED`]) — they win where they overlap it — unless a HEALTH finding lies in it
/// already: then the whole value is the finding ([`SCORE`], a tie the longer span wins).
/// A threshold or a norm (`≥ 24/30`, `< 5`): a test's cut-off, no one's result.
fn cut_off(v: &str) -> bool {
    v.trim_start().starts_with(['≥', '≤', '<', '>', '⩾', '⩽'])
}

fn presumed_score(s: &str, a: usize, b: usize, found: &Found) -> Option<f32> {
    let v = &s[a..b];
    let first = v.chars().next()?;
    if cut_off(v) {
        return None;
    }
    let arabic = ('\u{0600}'..='\u{06FF}').contains(&first);
    // (a count of one or two digits before a lower-case word: `10 ovocytes recueillis dont 7
    // matures`; not of boxes or of money, `2 boîte(s)`, `56 dinars`)
    let count = {
        let mut w = v.split(' ');
        w.next()
            .is_some_and(|n| (1..=2).contains(&n.len()) && n.bytes().all(|x| x.is_ascii_digit()))
            && w.next().is_some_and(|x| {
                x.chars().next().is_some_and(char::is_lowercase)
                    && !COUNTED_GOODS.contains(
                        &x.trim_end_matches([',', '.', ';'])
                            .trim_end_matches("(s)")
                            .trim_end_matches('s'),
                    )
            })
    };
    if !(first.is_lowercase() || arabic || count) {
        return None;
    }
    // (fields run on after a dash; a year, a reference or an amount has three digits or more)
    if digits_run(v, 3) || v.contains(" — ") || v.contains(" – ") {
        return None;
    }
    // (a product's or a document's reference in it: `siège de bain pivotant réf. SB-360`, `كرسي
    // استحمام مرجع CH-12`, an aid, not a finding)
    if referenced(s, a, b) {
        return None;
    }
    let mut words = v.split_whitespace();
    if arabic {
        // (one Arabic word is as likely a place as a finding: `مطماطة`)
        if v.split_whitespace().count() < 2
            || v.split_whitespace().any(|w| INSTITUTION_FIRST.contains(&w))
        {
            return None;
        }
    } else {
        let lead = words.next().unwrap_or_default().to_lowercase();
        // a capitalised word after the first names someone or somewhere (`délivré par le CRDA
        // de Siliana` has an acronym, `échelle de Monoyer` a name)
        // (or a code, `as per ward protocol OB-29`)
        let proper = words.any(|w| capitalised(w) || code(w));
        if proper || REFERENCE_FIRST.contains(&lead.as_str()) {
            return None;
        }
    }
    found.score(a, b)
}

/// Words that announce a reference (whole words, lower case, without a full stop).
const REFERENCE_WORDS: &[&str] = &["réf", "ref", "référence", "reference", "مرجع", "المرجع"];

/// Whether a value `s[a..b]` holds a word of [`REFERENCE_WORDS`] followed by a code (a word
/// with a digit). The value may end at the reference's full stop: the code is read after it, on
/// its line.
fn referenced(s: &str, a: usize, b: usize) -> bool {
    let mut end = (b + 24).min(s.len());
    while !s.is_char_boundary(end) {
        end -= 1;
    }
    let line = s[a..end].split('\n').next().unwrap_or_default();
    let mut words = line.split_whitespace().peekable();
    while let Some(w) = words.next() {
        let w = w.trim_end_matches(['.', ':']).to_lowercase();
        if REFERENCE_WORDS.contains(&w.as_str())
            && words
                .peek()
                .is_some_and(|next| next.bytes().any(|x| x.is_ascii_digit()))
        {
            return true;
        }
    }
    false
}

/// Answers that say there is nothing to say: no health data.
const NOTHING: &[&str] = &[
    "néant",
    "neant",
    "aucun",
    "aucune",
    "none",
    "n/a",
    "na",
    "nil",
    "ras",
    "r.a.s",
    "r.a.s.",
    "non",
    "no",
    "nothing",
    "sans",
    "normal",
    "normale",
    "rien",
    "-",
    "—",
    "–",
    "/",
    "لا",
    "لا يوجد",
    "لا شيء",
    "لاشيء",
    "سليم",
    "oui",
    "yes",
    "نعم",
];

/// A label is at most this many bytes, a value this many words.
const MAX_LABEL: usize = 60;
/// A label in two languages, its halves apart with ` / `, is at most this many bytes.
const MAX_BILINGUAL_LABEL: usize = 110;
const MAX_WORDS: usize = 12;
/// How far after a label's colon its value is read, in bytes (twelve long words).
const MAX_VALUE: usize = 400;

/// As sure as a term of the lexicon (0.85): the label says what the value is. A term found
/// inside the value then ties with it, and the longer span, the whole value, is kept.
const SCORE: f32 = 0.85;

/// A presumed slot's value ([`Slot::Presumed`]) with no HEALTH finding in it: above the
/// threshold (0.5), below the names' (0.7-0.8) and the other detectors' scores.
const SCORE_PRESUMED: f32 = 0.6;

struct Stems {
    health: AhoCorasick,
    other: AhoCorasick,
}

fn stems() -> &'static Stems {
    static S: OnceLock<Stems> = OnceLock::new();
    S.get_or_init(|| {
        let build = |words: &[&str]| {
            AhoCorasick::builder()
                .ascii_case_insensitive(true)
                .match_kind(MatchKind::LeftmostFirst)
                .build(words)
                .expect("fixed stems build an automaton")
        };
        Stems {
            health: build(HEALTH_STEMS),
            // (every match is tried for its word boundaries: an overlapping search)
            other: AhoCorasick::builder()
                .ascii_case_insensitive(true)
                .build(OTHER_STEMS)
                .expect("fixed words build an automaton"),
        }
    })
}

/// Whether a label or a header speaks of the person's health: one of [`HEALTH_STEMS`] or a
/// condition's, a procedure's or a medicine's name ([`names_a_condition`]: `Type de surdité`),
/// and none of [`OTHER_STEMS`]. Upper-case accented letters are lowered first (`ANTÉCÉDENTS`).
///
/// [`names_a_condition`]: super::lexicon::names_a_condition
pub(super) fn health_label(label: &str) -> bool {
    let st = stems();
    let lower;
    let label = if label.bytes().any(|b| b >= 0x80) && label.chars().any(char::is_uppercase) {
        lower = label.to_lowercase();
        lower.as_str()
    } else {
        label
    };
    let letter_at = |c: Option<char>| c.is_some_and(char::is_alphabetic);
    let other = st.other.find_overlapping_iter(label).any(|m| {
        !letter_at(label[..m.start()].chars().next_back())
            && !letter_at(label[m.end()..].chars().next())
    });
    !other && (st.health.is_match(label) || super::lexicon::names_a_condition(label))
}

/// The part of `value` (the text after a label, up to its line's or cell's end) that holds the
/// condition: up to a sentence's end or a bracket, at most [`MAX_WORDS`] words, a list's later
/// items while they hold no digit, trimmed; `None` when it
/// says nothing (empty, [`NOTHING`], a number, a date or an amount).
fn condition(value: &str) -> Option<(usize, usize)> {
    // (after a Markdown label in bold, `**Allergies :** X`, its closing stars)
    let lead = value.len() - value.trim_start_matches([' ', '\t', '*', '_']).len();
    let v = &value[lead..];
    // up to a sentence's end or a bracket (a rate, a note: `(taux 60 %)`), or the text of law
    // it follows (`… طبقا لأحكام القانون عدد 93`, `… conformément à l'article 12`)
    let mut end = v.len();
    for stop in [
        ". ",
        "(",
        ")",
        "؛",
        " طبقا ل",
        " وفقا ل",
        " conformément ",
        " en application d",
        " in accordance with",
        " pursuant to",
    ] {
        if let Some(k) = v.find(stop) {
            end = end.min(k);
        }
    }
    if let Some((k, _)) = v.match_indices(' ').nth(MAX_WORDS - 1) {
        end = end.min(k);
    }
    let trim = |x: &str| {
        x.trim_end_matches([' ', '.', ',', ';', '\t', '\r', '*', '_'])
            .len()
    };
    let says_something = |x: &str| {
        let letters = x.chars().filter(|c| c.is_alphabetic()).count();
        let digits = x.chars().filter(char::is_ascii_digit).count();
        let lower = x.to_lowercase();
        let nothing = NOTHING.iter().any(|n| lower == *n)
            || lower.starts_with("néant")
            || lower.starts_with("aucun");
        (letters >= 3 && digits * 2 < letters && !nothing, digits)
    };
    // a list of conditions (`pénicilline, arachides, latex`): the first item, then the next
    // ones while they hold no digit (`sleep apnoea, 3 months supply` stops at the quantity)
    let comma = |from: usize| {
        [", ", "، "]
            .iter()
            .filter_map(|c| v[from..end].find(c).map(|k| (from + k, c.len())))
            .min()
    };
    let first_end = comma(0).map_or(end, |(k, _)| k);
    if !says_something(&v[..trim(&v[..first_end])]).0 {
        return None;
    }
    let mut cur = first_end;
    while let Some((k, sep)) = comma(cur).filter(|&(k, _)| k == cur) {
        let from = k + sep;
        let to = comma(from).map_or(end, |(k, _)| k);
        let item = &v[from..from + trim(&v[from..to])];
        match says_something(item) {
            (true, 0) => cur = from + item.len(),
            _ => break,
        }
    }
    let v = &v[..trim(&v[..cur])];
    Some((lead, lead + v.len()))
}

/// See the module's documentation.
pub(super) struct HealthSlots;

impl Detector for HealthSlots {
    fn id(&self) -> &'static str {
        "health.slot"
    }

    fn detect(&self, text: &Text<'_>, out: &mut Vec<Candidate>) {
        // (the HEALTH lexicon's and the measurements' findings are in `out` already: they run
        // before the slots in the registry)
        let medical = medical_document(text.as_str(), out);
        let found = Found::of(out);
        labelled(text, medical, &found, out);
        columns(text, medical, &found, out);
        rows(text, medical, &found, out);
        listed(text, out);
        if medical {
            treated(text.as_str(), out);
            enumerated(text, &found, out);
        }
    }
}

/// The most bytes read on either side of a HEALTH finding for its enumeration, and the most
/// words of one of its items.
const ENUMERATION_REACH: usize = 400;
const MAX_ENUMERATED_WORDS: usize = 8;

/// Words that start a clause (`il vit seul`, `which`) or name a plan or a schedule (`protocole
/// de réhabilitation améliorée`, `rendez-vous dans un mois`), not an item of a list of findings.
const CLAUSE_FIRST: &[&str] = &[
    "il",
    "elle",
    "ils",
    "elles",
    "on",
    "je",
    "nous",
    "vous",
    "he",
    "she",
    "it",
    "they",
    "we",
    "i",
    "qui",
    "que",
    "dont",
    "which",
    "who",
    "that",
    "mais",
    "but",
    "puis",
    "then",
    "le",
    "la",
    "les",
    "the",
    "this",
    "ce",
    "cette",
    "protocole",
    "protocol",
    "programme",
    "program",
    "rendez",
    "appointment",
];

/// In a medical document, the other items of an enumeration that holds a HEALTH finding
/// (`PPS 30 %, ascite récidivante, escarre sacrée stade 2`, `Comorbidities: PAD, heart
/// failure, malnutrition`): items set apart by commas or semicolons (not inside brackets, not
/// a decimal comma), in one sentence of one line or cell; three items or more, or the
/// enumeration is a label's value. An item next to a finding's item, or to an item taken so,
/// is taken when it reads as a clinician's words ([`presumed_score`]: a lower-case start or
/// Arabic words, no proper name, no year or reference, no other finding in it) and does not
/// start a clause ([`CLAUSE_FIRST`]).
fn enumerated(text: &Text<'_>, found: &Found, out: &mut Vec<Candidate>) {
    let s = text.as_str();
    let b = s.as_bytes();
    let mut done_until = 0;
    // (the HEALTH findings, in order: `Found` is sorted)
    for &(fa, fb, _) in found.0.iter().filter(|t| t.2) {
        if fa < done_until || fb > s.len() {
            continue;
        }
        // the sentence around the finding: a line's, a cell's or a sentence's end, a colon
        let mut lo = fa.saturating_sub(ENUMERATION_REACH);
        while !s.is_char_boundary(lo) {
            lo += 1;
        }
        let mut hi = (fb + ENUMERATION_REACH).min(s.len());
        while !s.is_char_boundary(hi) {
            hi -= 1;
        }
        // (a dot or a comma between two digits is a number's: `28,5`, `0.83`)
        let in_number = |i: usize| {
            i > 0 && b[i - 1].is_ascii_digit() && b.get(i + 1).is_some_and(u8::is_ascii_digit)
        };
        let stop = |i: usize| match b[i] {
            b'\n' | b'|' | b'\t' | b':' | b'"' => true,
            b'.' => !in_number(i),
            _ => false,
        };
        // (a table's cell: a CSV file's delimiter is no item's)
        if let Some((ca, cb)) = text.cell_span(fa) {
            (lo, hi) = (lo.max(ca), hi.min(cb));
        }
        let start = (lo..fa).rev().find(|&i| stop(i)).map_or(lo, |i| i + 1);
        let end = (fb..hi).find(|&i| stop(i)).unwrap_or(hi);
        done_until = end;
        let labelled = start > 0 && b[start - 1] == b':';
        // the items: separators outside brackets, not between two digits
        let mut items: Vec<(usize, usize)> = Vec::new();
        let mut depth = 0i32;
        let mut from = start;
        for (i, c) in s[start..end].char_indices() {
            let i = start + i;
            match c {
                '(' | '[' => depth += 1,
                ')' | ']' => depth -= 1,
                ',' | ';' | '،' | '؛' if depth <= 0 && !(c == ',' && in_number(i)) => {
                    items.push((from, i));
                    from = i + c.len_utf8();
                }
                _ => {}
            }
        }
        items.push((from, end));
        let items: Vec<(usize, usize)> = items
            .into_iter()
            .map(|(x, y)| {
                let v = &s[x..y];
                let lead = v.len() - v.trim_start().len();
                let mut x = x + lead;
                let v = v.trim();
                if let Some(conj) = ["et ", "and ", "ou ", "or "]
                    .iter()
                    .find(|c| v.starts_with(*c))
                {
                    x += conj.len();
                }
                (x, x + s[x..y].trim_end().len())
            })
            .filter(|&(x, y)| y > x)
            .collect();
        if items.len() < 2 || !(labelled || items.len() >= 3) {
            continue;
        }
        let mut taken: Vec<bool> = items.iter().map(|&(x, y)| found.health_in(x, y)).collect();
        let acceptable = |(x, y): (usize, usize)| {
            let v = &s[x..y];
            let lead = v
                .split(|c: char| !c.is_alphanumeric())
                .next()
                .unwrap_or_default()
                .to_lowercase();
            v.split_whitespace().nth(MAX_ENUMERATED_WORDS).is_none()
                && !CLAUSE_FIRST.contains(&lead.as_str())
                && presumed_score(s, x, y, found).is_some()
        };
        let item = |(x, y): (usize, usize), score: f32| Candidate {
            entity: Entity::Health,
            start: x,
            end: y,
            score,
            detector: "health.slot",
            reasons: vec![Reason::Structure {
                what: "énumération de constats",
            }],
        };
        // an item that holds a finding and more is the whole item: the finding and what
        // qualifies it after it (`corticothérapie orale`, `classe ASA II`), or a measurement or
        // a grade before it (`79 x 48 mm with chronic venous insufficiency`, of which the
        // lexicon knows the end; `grade 3 pressure ulcer of the right heel`); not words before
        // it (`a sprained ankle`, `يعاني المريض من السكري`), nor an item that says since when
        // (`trouble panique évoluant depuis six mois`)
        let dated = |v: &str| {
            [" depuis ", " since ", " منذ ", " pendant ", " for "]
                .iter()
                .any(|w| v.contains(w))
        };
        let whole = |(x, y): (usize, usize)| {
            found
                .health_start(x, y)
                .is_some_and(|a| a == x || s[x..a].bytes().any(|c| c.is_ascii_digit()))
        };
        for (k, &(x, y)) in items.iter().enumerate() {
            if taken[k] && acceptable((x, y)) && !dated(&s[x..y]) && whole((x, y)) {
                if let Some(score) = found.score(x, y) {
                    out.push(item((x, y), score));
                }
            }
        }
        // spread from the findings' items to their neighbours, both ways
        for order in [false, true] {
            let idx: Vec<usize> = if order {
                (0..items.len()).rev().collect()
            } else {
                (0..items.len()).collect()
            };
            for w in idx.windows(2) {
                let (prev, k) = (w[0], w[1]);
                if taken[prev] && !taken[k] && acceptable(items[k]) {
                    taken[k] = true;
                    out.push(item(items[k], SCORE_PRESUMED));
                }
            }
        }
    }
}

/// Words after which a medical document names a treatment or a procedure (`fracture du fémur,
/// traitée par ostéosynthèse`, `treated by knee arthroscopy`), lower case.
const TREATED: &[&str] = &[
    "traité par ",
    "traitée par ",
    "traités par ",
    "traitées par ",
    "treated by ",
    "treated with ",
];

/// The most words of a treatment read after [`TREATED`].
const MAX_TREATMENT_WORDS: usize = 8;

/// How far before [`TREATED`] a condition found must end, in bytes, in the same sentence
/// (`fracture de la diaphyse fémorale droite et luxation de l'épaule, traitées par`).
const TREATED_AFTER: usize = 120;

/// In a medical document, the treatment or the procedure named after [`TREATED`], when a
/// condition found ends shortly before it ([`TREATED_AFTER`]: `La demande traitée par
/// courrier` treats no one): up to a comma, a sentence's end, a bracket or the line's end, when
/// it starts with a lower-case letter (`traitée par le Dr X`, `treated by Dr X` name a doctor:
/// the title is no treatment, and `le`, `the`, `un`, `a` start no treatment either).
fn treated(s: &str, out: &mut Vec<Candidate>) {
    let b = s.as_bytes();
    // the ends of the HEALTH findings so far, in order (gathered at the first cue)
    let mut ends: Option<Vec<usize>> = None;
    for k in memchr::memmem::find_iter(b, "trait").chain(memchr::memmem::find_iter(b, "treated")) {
        let Some(cue) = TREATED.iter().find(|c| b[k..].starts_with(c.as_bytes())) else {
            continue;
        };
        if k > 0 && b[k - 1].is_ascii_alphanumeric() {
            continue;
        }
        let ends = ends.get_or_insert_with(|| {
            let mut v: Vec<usize> = out
                .iter()
                .filter(|c| c.entity == Entity::Health)
                .map(|c| c.end)
                .collect();
            v.sort_unstable();
            v
        });
        // (in the same sentence: no line's nor sentence's end between them)
        let i = ends.partition_point(|&e| e <= k);
        if i == 0
            || k - ends[i - 1] > TREATED_AFTER
            || s[ends[i - 1]..k].contains(['\n', '|'])
            || s[ends[i - 1]..k].contains(". ")
        {
            continue;
        }
        let from = k + cue.len();
        // (read within MAX_VALUE bytes: a text of cues without punctuation costs its length once)
        let mut reach = (from + MAX_VALUE).min(s.len());
        while !s.is_char_boundary(reach) {
            reach -= 1;
        }
        let rest = &s[from..reach];
        let first = rest.split(' ').next().unwrap_or("");
        if !rest.starts_with(|c: char| c.is_lowercase())
            || matches!(
                first,
                "le" | "la"
                    | "les"
                    | "l'"
                    | "un"
                    | "une"
                    | "des"
                    | "the"
                    | "a"
                    | "an"
                    | "dr"
                    | "his"
                    | "her"
            )
        {
            continue;
        }
        let mut end = rest
            .find([',', ';', '.', '(', ')', '\n', '|', '،', '؛'])
            .unwrap_or(rest.len());
        if let Some((w, _)) = rest[..end].match_indices(' ').nth(MAX_TREATMENT_WORDS - 1) {
            end = w;
        }
        let Some((x, y)) = condition(&rest[..end]) else {
            continue;
        };
        out.push(Candidate {
            entity: Entity::Health,
            start: from + x,
            end: from + y,
            score: SCORE,
            detector: "health.slot",
            reasons: vec![Reason::Context {
                word: cue.trim().to_string(),
            }],
        });
    }
}

/// The most items read under one heading, and the most words of an item without a bullet.
const MAX_ITEMS: usize = 20;
const MAX_ITEM_WORDS: usize = 12;

/// The length of a list item's marker at the start of `line` (its spaces after it included):
/// a bullet (`-`, `*`, `•`, `·`, `–`, `▪`) or a number or a letter and a dot or a bracket
/// (`1.`, `2)`, `a)`); `None` when the line has none.
fn bullet(line: &str) -> Option<usize> {
    let t = line.trim_start();
    let lead = line.len() - t.len();
    let mark = if let Some(c) = t.chars().next().filter(|c| "-*•·–▪".contains(*c)) {
        c.len_utf8()
    } else {
        let n = t.bytes().take_while(u8::is_ascii_alphanumeric).count();
        let numbered = (1..=2).contains(&n)
            && (t.as_bytes()[..n].iter().all(u8::is_ascii_digit)
                || n == 1 && t.as_bytes()[0].is_ascii_lowercase());
        match t.as_bytes().get(n) {
            Some(b'.' | b')') if numbered => n + 1,
            _ => return None,
        }
    };
    let rest = &t[mark..];
    // (a dash glued to a word is a hyphen or a minus: `-5 %`)
    if !rest.starts_with([' ', '\t']) {
        return None;
    }
    Some(lead + mark + (rest.len() - rest.trim_start().len()))
}

/// The items of a list under a heading that speaks of health (`Antécédents médicaux :`,
/// `## Allergies`, `Medical history:`, `الأمراض المزمنة:`) are conditions, allergens or
/// treatments: each item's text up to a bracket, a sentence's end or a field's colon, read as a
/// field's value is ([`condition`]). The heading is a line of its own that ends with a colon,
/// or a Markdown heading; the items are the lines that follow it, a blank line after the
/// heading allowed, up to a blank line or a line that is no item. An item has a bullet or a
/// number; after a heading that ends with a colon, a short line without one that is no sentence
/// and starts with a letter is an item too (a DOCX list loses its bullets), when the first
/// item has none. An item that is itself a field (`Date : …`) is left to the
/// field's rules.
fn listed(text: &Text<'_>, out: &mut Vec<Candidate>) {
    let s = text.as_str();
    let b = s.as_bytes();
    let mut line_start = 0;
    while line_start < s.len() {
        let line_end = memchr::memchr(b'\n', &b[line_start..]).map_or(s.len(), |k| line_start + k);
        let line = s[line_start..line_end].trim_end();
        let next = line_end + 1;
        let md = line.starts_with('#');
        let colon = line.ends_with(':');
        // a heading of one to three words on a line of its own, right above a bulleted item
        // (`Medication` then `* MST 40 mg bd`)
        let plain = !md
            && !colon
            && line.starts_with(char::is_alphabetic)
            && line.split_whitespace().nth(3).is_none()
            && next < s.len()
            && bullet(&s[next..memchr::memchr(b'\n', &b[next..]).map_or(s.len(), |k| next + k)])
                .is_some();
        if !(md || colon || plain) || line.len() > MAX_LABEL + 8 || bullet(line).is_some() {
            line_start = next;
            continue;
        }
        let label = line
            .trim_start_matches(['#', ' '])
            .trim_end_matches([':', ' '])
            .trim_matches(|c: char| matches!(c, '*' | '_'));
        if label.is_empty()
            || label.contains(':')
            || label.bytes().any(|x| x.is_ascii_digit())
            || !health_label(label)
        {
            line_start = next;
            continue;
        }
        let mut at = next;
        let mut items = 0;
        let mut first = true;
        let mut list_marked: Option<bool> = None;
        while at < s.len() && items < MAX_ITEMS {
            let end = memchr::memchr(b'\n', &b[at..]).map_or(s.len(), |k| at + k);
            let item_line = &s[at..end];
            if item_line.trim().is_empty() {
                if first {
                    first = false;
                    at = end + 1;
                    continue;
                }
                break;
            }
            first = false;
            let (from, marked) = match bullet(item_line) {
                Some(k) => (k, true),
                None => (item_line.len() - item_line.trim_start().len(), false),
            };
            let item = item_line[from..].trim_end();
            // (the items are all marked or all not; a line without a bullet is no sentence)
            let style = *list_marked.get_or_insert(marked);
            if marked != style
                || !marked
                    && (!colon
                        || !item.starts_with(char::is_alphabetic)
                        || item.ends_with([':', '.'])
                        || item.split_whitespace().nth(MAX_ITEM_WORDS).is_some())
            {
                break;
            }
            items += 1;
            // an item that is a field of its own: its label's rules read it
            let field = item.find(':').is_some_and(|k| {
                k <= MAX_LABEL && !item[..k].ends_with(|c: char| c.is_ascii_digit())
            });
            if !field {
                if let Some((x, y)) = condition(item) {
                    out.push(Candidate {
                        entity: Entity::Health,
                        start: at + from + x,
                        end: at + from + y,
                        score: SCORE,
                        detector: "health.slot",
                        reasons: vec![Reason::Context {
                            word: label.to_lowercase(),
                        }],
                    });
                }
            }
            at = end + 1;
        }
        line_start = at.max(next);
    }
}

/// `Label : value` on a line (at its start, or after a table's pipe, a bullet or a semicolon),
/// the value a condition when the label speaks of health.
fn labelled(text: &Text<'_>, medical: bool, found: &Found, out: &mut Vec<Candidate>) {
    let s = text.as_str();
    fields(s, |label, after, line_end| {
        let Some(slot) = health_or_clinical(label, medical) else {
            return;
        };
        let Some((a, e, score)) = slot_value(slot, s, after, line_end, found) else {
            return;
        };
        out.push(Candidate {
            entity: Entity::Health,
            start: a,
            end: e,
            score,
            detector: "health.slot",
            reasons: vec![Reason::Context {
                word: label.to_lowercase(),
            }],
        });
    });
}

/// Every field `Label : value` of `s`: `f(label, after, line_end)` with the label trimmed (no
/// digit in it, at most [`MAX_LABEL`] bytes, starting its line, a cell, or after another field's
/// value or a sentence), and the value's bytes `after..line_end`, up to its line's end, a pipe,
/// a semicolon or a tab, within [`MAX_VALUE`] bytes of the colon.
pub(super) fn fields(s: &str, mut f: impl FnMut(&str, usize, usize)) {
    let b = s.as_bytes();
    for colon in memchr::memchr_iter(b':', b) {
        // a time (`10:30`) or a URL (`https://`) is no label
        if colon == 0
            || b[colon - 1].is_ascii_digit() && b.get(colon + 1).is_some_and(u8::is_ascii_digit)
            || b.get(colon + 1) == Some(&b'/')
        {
            continue;
        }
        // (a label padded to its colon with tabs or spaces, `التشخيص\t: X`, ends before them:
        // a tab there separates no field)
        let label_end = colon
            - b[..colon]
                .iter()
                .rev()
                .take_while(|&&x| x == b' ' || x == b'\t')
                .count();
        // (a label in two languages, `Nouvelle adresse / العنوان الجديد`, may be longer)
        let from = label_end.saturating_sub(MAX_BILINGUAL_LABEL);
        let head = &b[from..label_end];
        // the label starts its line, a cell, or follows another field's value or a sentence
        // (`Suivi pour : X. Coordonnées :` has the label `Coordonnées`)
        let start = match head.iter().enumerate().rposition(|(k, &x)| {
            matches!(x, b'\n' | b'|' | b';' | b'\t' | b':')
                // (a full stop after a letter ends a sentence; a dot leader does not)
                || x == b'.'
                    && head.get(k + 1) == Some(&b' ')
                    && k > 0
                    && head[k - 1] != b'.'
                    && head[k - 1] != b' '
        }) {
            Some(k) => from + k + 1,
            // no line start within reach: a longer label, or prose
            None if from == 0 => 0,
            None => continue,
        };
        if !s.is_char_boundary(start)
            || label_end - start > MAX_LABEL && !s[start..label_end].contains(" / ")
        {
            continue;
        }
        let label = without_date(s[start..label_end].trim_matches(|c: char| {
            c.is_whitespace() || matches!(c, '-' | '*' | '•' | '#' | '_' | '>' | '.')
        }));
        if label.is_empty() || label.bytes().any(|x| x.is_ascii_digit()) {
            continue;
        }
        let after = colon + 1;
        // (the value is read within MAX_VALUE bytes: a long line of labels costs its length
        // once, not once per colon)
        let mut reach = (after + MAX_VALUE).min(s.len());
        while !s.is_char_boundary(reach) {
            reach -= 1;
        }
        let line_end =
            memchr::memchr3(b'\n', b'|', b';', &b[after..reach]).map_or(reach, |k| after + k);
        // (a tab ends a field too: `Maladie: X\tVille: Y`)
        let line_end = memchr::memchr(b'\t', &b[after..line_end]).map_or(line_end, |k| after + k);
        f(label, after, line_end);
    }
}

/// The second cell of a table's row below its header, when the first one is a health label (`|
/// Séquelles | X |`, `Incapacité permanente,X` in a CSV file; in a medical document, `|
/// Conclusion | X |` too): a condition, as after a colon. Only the first cell labels a row: in a
/// table of records, a cell after a condition is another field (`hypothyroïdie;Chambre 226`).
fn rows(text: &Text<'_>, medical: bool, found: &Found, out: &mut Vec<Candidate>) {
    let s = text.as_str();
    row_fields(text, |label, a, b| {
        if label.bytes().any(|x| x.is_ascii_digit()) {
            return;
        }
        let Some(slot) = health_or_clinical(label, medical) else {
            return;
        };
        let Some((x, y, score)) = slot_value(slot, s, a, b, found) else {
            return;
        };
        out.push(Candidate {
            entity: Entity::Health,
            start: x,
            end: y,
            score,
            detector: "health.slot",
            reasons: vec![Reason::Context {
                word: label.to_lowercase(),
            }],
        });
    });
}

/// Every row of a table below its header whose first cell may be a label (at most
/// [`MAX_LABEL`] bytes): `f(label, a, b)` with the first cell's text, trimmed, and the second
/// cell's span in the normalised text (`Séquelles,X`, `| Adresse | X |`).
pub(super) fn row_fields(text: &Text<'_>, mut f: impl FnMut(&str, usize, usize)) {
    // the first cell of the row being read: its table, its row and its span in the original text
    let mut first: Option<(u32, u32, usize, usize)> = None;
    for block in &text.doc.blocks {
        let Origin::TableCell { table, row, col } = block.origin else {
            first = None;
            continue;
        };
        if col == 0 {
            first = (row > 0).then_some((table, row, block.start, block.end));
            continue;
        }
        let Some((t, r, a, b)) = first.take() else {
            continue;
        };
        if col != 1 || t != table || r != row || b - a > MAX_LABEL {
            continue;
        }
        let label = text.orig(a, b);
        let label = label.trim();
        if label.is_empty() {
            continue;
        }
        if let Some((x, y)) = norm_span(text, block.start, block.end) {
            f(label, x, y);
        }
    }
}

/// A block's span `start..end` of the original text in the normalised text, when it falls on
/// its characters' boundaries and is not empty.
pub(super) fn norm_span(text: &Text<'_>, start: usize, end: usize) -> Option<(usize, usize)> {
    let (a, b) = (text.norm.norm_of(start), text.norm.norm_of(end));
    let s = text.as_str();
    (a < b && b <= s.len() && s.is_char_boundary(a) && s.is_char_boundary(b)).then_some((a, b))
}

/// A label without the date written at its end in digits (`Avis de la commission médicale du
/// 6/10/2023`, `رأي اللجنة الطبية بتاريخ 10-04-2023`): the label before ` du `, ` le `, ` of `,
/// ` on ` or ` بتاريخ `; the label itself when it has no such date.
fn without_date(label: &str) -> &str {
    if !label.bytes().any(|x| x.is_ascii_digit()) {
        return label;
    }
    for word in [" du ", " le ", " of ", " on ", " بتاريخ "] {
        if let Some(k) = label.rfind(word) {
            let date = &label[k + word.len()..];
            if date.bytes().any(|x| x.is_ascii_digit())
                && date
                    .bytes()
                    .all(|x| x.is_ascii_digit() || matches!(x, b'/' | b'-' | b'.'))
            {
                return label[..k].trim_end();
            }
        }
    }
    label
}

/// The cells of a table column whose header speaks of health (in a medical document, a clinical
/// label too: `| Décision |`, `| Observations |`).
fn columns(text: &Text<'_>, medical: bool, found: &Found, out: &mut Vec<Candidate>) {
    let doc = text.doc;
    // (table, column) -> the header, when it speaks of health, and whether it is only a
    // clinical label
    let mut health_headers: std::collections::HashMap<(u32, u32), Option<(String, Slot)>> =
        Default::default();
    for block in &doc.blocks {
        let Origin::TableCell { table, row, col } = block.origin else {
            continue;
        };
        if row == 0 {
            continue;
        }
        let header = health_headers.entry((table, col)).or_insert_with(|| {
            let (a, b) = doc.column_header_span(block.start)?;
            let h = text.orig(a, b);
            let h = h.trim();
            if h.len() > MAX_LABEL * 2 {
                return None;
            }
            health_or_clinical(h, medical).map(|slot| (h.to_lowercase(), slot))
        });
        let Some((header, slot)) = header else {
            continue;
        };
        let slot = *slot;
        let Some((a, b)) = norm_span(text, block.start, block.end) else {
            continue;
        };
        let s = text.as_str();
        // (under a clinical label, a cell that is a field of its own is no finding: a table's
        // total, `عدد المفحوصين: 6 عمال`)
        if slot != Slot::Health && s[a..b].contains(':') {
            continue;
        }
        let Some((x, y, score)) = slot_value(slot, s, a, b, found).or_else(|| {
            restated(header, s, a, b).and_then(|(x, y)| Some((x, y, found.score(x, y)?)))
        }) else {
            continue;
        };
        out.push(Candidate {
            entity: Entity::Health,
            start: x,
            end: y,
            score,
            detector: "health.slot",
            reasons: vec![Reason::ColumnHeader {
                header: header.clone(),
            }],
        });
    }
}

/// A cell `s[a..b]` that restates its column's name with a value (`HbF 7 %` under `HbF`, `IMC
/// 42,7` under `IMC`, `CO 7 ppm` under `Exhaled CO (ppm)`; `header` in lower case): a word of
/// the header, then a number of at most three digits before its decimals, then at most a unit
/// of a few characters; a whole number needs the unit (`Séance 3` counts sessions).
fn restated(header: &str, s: &str, a: usize, b: usize) -> Option<(usize, usize)> {
    let v = &s[a..b];
    let x = a + v.len() - v.trim_start().len();
    let t = v.trim();
    let (word, rest) = t.split_once(' ')?;
    if word.chars().count() < 2
        || !word.chars().any(char::is_alphabetic)
        || !header
            .split(|c: char| !c.is_alphanumeric())
            .any(|h| h == word.to_lowercase())
    {
        return None;
    }
    let whole = rest.bytes().take_while(u8::is_ascii_digit).count();
    let decimals = match rest.as_bytes().get(whole) {
        Some(b'.' | b',') => rest[whole + 1..]
            .bytes()
            .take_while(u8::is_ascii_digit)
            .count(),
        _ => 0,
    };
    let number = whole + if decimals > 0 { decimals + 1 } else { 0 };
    let unit = rest[number..].trim();
    ((1..=3).contains(&whole)
        && unit.len() <= 8
        && !unit.bytes().any(|c| c.is_ascii_digit())
        && (decimals > 0 || !unit.is_empty()))
    .then_some((x, x + t.len()))
}

#[cfg(test)]
mod tests {
    use super::HealthSlots;
    use crate::detect::Text;

    /// The candidates of [`HealthSlots`] alone on `text`: their texts.
    fn slots(name: &str, text: &str) -> Vec<String> {
        Text::spans_of(&HealthSlots, name, text)
    }

    #[test]
    fn the_second_cell_of_a_row_that_a_health_label_heads() {
        let csv =
            "Rubrique,Valeur\nSéquelles,boiterie à la marche\nIncapacité permanente,IPP de 12 %\n";
        assert_eq!(slots("t.csv", csv), ["boiterie à la marche", "IPP de 12 %"]);
        // a table of records: a cell after a condition is another field; a label of a port's
        // health office, a header row
        // (the condition itself is found by its column's header)
        let csv = "N°,Nom,Pathologie,Chambre\n1,X,hypothyroïdie,Chambre 226\n";
        assert_eq!(slots("t.csv", csv), ["hypothyroïdie"]);
        let csv = "Field,Value\nPort health,Direction Régionale de Ben Arous\n";
        assert_eq!(slots("t.csv", csv), Vec::<String>::new());
        let csv = "Séquelles,Chambre\nX,Y\n";
        assert_eq!(slots("t.csv", csv), Vec::<String>::new());
    }

    /// The HEALTH findings of a whole scan of `text` as the file `name`.
    fn health_in(name: &str, text: &str) -> Vec<String> {
        let doc = crate::extract::extract(
            name,
            text.as_bytes().to_vec(),
            &crate::extract::Limits::default(),
        )
        .expect("extract");
        crate::detect::scan(&doc, &crate::detect::ScanOptions::default())
            .into_iter()
            .filter(|f| f.entity == crate::detect::Entity::Health)
            .map(|f| f.text)
            .collect()
    }

    #[test]
    fn a_clinical_column_in_a_medical_document_only() {
        // three conditions make the document a medical one: its `Observations` column holds
        // findings, but not a cell that is a field of its own (a total)
        let csv = "Nom,Pathologie,Observations\nX,asthme,risque de chute\nY,diabète,toux sèche la nuit\nZ,épilepsie,chute\n,,Total : 3 patients\n";
        assert_eq!(
            health_in("t.csv", csv),
            [
                "asthme",
                "risque de chute",
                "diabète",
                "toux sèche la nuit",
                "épilepsie",
                "chute"
            ]
        );
        // the same column in a document that names no condition
        let csv =
            "Nom,Montant,Observations\nX,120 TND,paiement partiel\nY,80 TND,relance envoyée\n";
        assert_eq!(health_in("t.csv", csv), Vec::<String>::new());
    }

    #[test]
    fn a_date_in_digits_at_the_end_of_a_label() {
        assert_eq!(
            slots(
                "t.txt",
                "Avis de la commission médicale du 6/10/2023 : inapte temporaire\n"
            ),
            ["inapte temporaire"]
        );
        assert_eq!(
            slots("t.txt", "الأمراض المزمنة بتاريخ 10-04-2023: ضغط الدم\n"),
            ["ضغط الدم"]
        );
        // a number that is no date stays in the label: no label
        assert_eq!(
            slots("t.txt", "Maladie n° 12 : grippe\n"),
            Vec::<String>::new()
        );
    }

    #[test]
    fn the_value_of_a_health_label() {
        let cases: &[(&str, &[&str])] = &[
            // a list of conditions, a tab or a line end after the value
            (
                "Allergies : pénicilline, arachides, latex\n",
                &["pénicilline, arachides, latex"],
            ),
            ("Maladie: diabète\tVille: Sousse\n", &["diabète"]),
            ("Allergies : pollen\r\n", &["pollen"]),
            // whole words of the other labels only: `cardiaques` holds `card`, `clinique` `clinic`
            (
                "Antécédents cardiaques : infarctus ancien\n",
                &["infarctus ancien"],
            ),
            (
                "Signes cliniques de la maladie : toux sèche\n",
                &["toux sèche"],
            ),
            (
                "Antécédents médicaux : asthme d'effort depuis l'enfance\n",
                &["asthme d'effort depuis l'enfance"],
            ),
            (
                "- Type of impairment: moderate bilateral hearing loss\n",
                &["moderate bilateral hearing loss"],
            ),
            (
                "ALLERGIES : arachides et fruits à coque\n",
                &["arachides et fruits à coque"],
            ),
            ("الأمراض المزمنة : ضغط الدم\n", &["ضغط الدم"]),
            // the value ends at its line, a pipe, a semicolon or a sentence's end
            (
                "| Troubles du langage : bégaiement sévère | suivi |\n",
                &["bégaiement sévère"],
            ),
            (
                "Handicap : fauteuil roulant. Accès par la rampe.\n",
                &["fauteuil roulant"],
            ),
            (
                "Invalidité reconnue : insulinothérapie (taux 60 %)\n",
                &["insulinothérapie"],
            ),
            (
                "- Medication for personal use: sleep apnoea, 3 months supply\n",
                &["sleep apnoea"],
            ),
            // nothing to say, a number, a date: no finding
            ("Allergies : néant\n", &[]),
            ("Antécédents médicaux : RAS\n", &[]),
            ("Maladie : 12/03/2024\n", &[]),
            // labels about an insurer, a place of care, a document, a salary, a contract
            ("Assurance maladie : Mutuelle des enseignants\n", &[]),
            ("Centre médical : Polyclinique les Jasmins\n", &[]),
            ("N° du dossier médical : DM-4471\n", &[]),
            ("Traitement de base : mille dinars\n", &[]),
            ("Conditions : paiement à trente jours\n", &[]),
            ("Antécédents judiciaires : aucun casier\n", &[]),
            // a time, a URL, a label without the words
            ("Rendez-vous à 10:30 avec le patient\n", &[]),
            ("Profession : enseignante\n", &[]),
            // the label after another field's value is that field's own
            (
                "Antécédents : asthme. Coordonnées : 12 rue X\n",
                &["asthme"],
            ),
            ("السوابق: ربو. العنوان: 12 نهج تونس\n", &["ربو"]),
            // a dot leader between a label and its colon
            (
                "Injuries ................. : mild concussion\n",
                &["mild concussion"],
            ),
            // a label that names a condition or a procedure
            (
                "Type de surdité : neurosensorielle bilatérale\n",
                &["neurosensorielle bilatérale"],
            ),
            (
                "Suivi de la polyarthrite : biothérapie hebdomadaire\n",
                &["biothérapie hebdomadaire"],
            ),
        ];
        for (text, want) in cases {
            assert_eq!(slots("t.txt", text), *want, "{text:?}");
        }
    }

    #[test]
    fn the_cells_of_a_health_column() {
        let csv = "Nom;Pathologie;Ville\nA. Zarbane;diabète de type 2;Sousse\nB. Kastelor;néant;Sfax\nC. Moudrane;goutte;Gabès\n";
        assert_eq!(slots("t.csv", csv), ["diabète de type 2", "goutte"]);
        let md = "| Patient | Diagnosis | Fee |\n|---|---|---|\n| A. Zarbane | otitis media | 40 TND |\n";
        assert_eq!(slots("t.md", md), ["otitis media"]);
        // a column of treatments given, of fees, of insurers: no finding
        let other = "Nom;Assurance maladie;Frais médicaux\nA. Zarbane;CNAM;120 TND\n";
        assert!(slots("t.csv", other).is_empty());
    }

    /// Through a whole scan, the values of health fields and columns are covered by HEALTH
    /// findings from their first to their last byte, and the other fields are not touched.
    #[test]
    fn a_scan_covers_the_whole_value() {
        let text = "Nom : A. Zarbane\nAntécédents médicaux : surdité congénitale partielle\nVille : Sousse\n";
        let doc = crate::extract::extract("t.txt", text.as_bytes().to_vec(), &Default::default())
            .expect("extract");
        let found = crate::detect::scan(&doc, &Default::default());
        let value = "surdité congénitale partielle";
        let a = text.find(value).unwrap();
        let covered = (a..a + value.len()).all(|k| {
            found
                .iter()
                .any(|f| f.entity == crate::detect::Entity::Health && f.start <= k && k < f.end)
        });
        assert!(covered, "{found:?}");
        assert!(
            !found.iter().any(|f| f.text.contains("Sousse")),
            "{found:?}"
        );
    }

    #[test]
    fn the_items_of_a_list_under_a_health_heading() {
        let cases: &[(&str, &[&str])] = &[
            // bullets, numbers, a Markdown heading, a blank line after the heading
            (
                "Antécédents médicaux :\n- Hypothyroïdie sous lévothyroxine\n- Anémie ferriprive\n",
                &["Hypothyroïdie sous lévothyroxine", "Anémie ferriprive"],
            ),
            (
                "## Allergies\n\n* fruits à coque\n* latex (réaction cutanée)\n",
                &["fruits à coque", "latex"],
            ),
            (
                "Medical history:\n1. Type 2 diabetes\n2) Left knee replacement, 2019\n",
                &["Type 2 diabetes", "Left knee replacement"],
            ),
            (
                "الأمراض المزمنة:\n• ارتفاع ضغط الدم\n• قصور كلوي\n",
                &["ارتفاع ضغط الدم", "قصور كلوي"],
            ),
            // a DOCX list without bullets: short lines that are no sentences, up to a blank line
            (
                "Allergies connues :\nPénicilline\nPollen de cyprès\n\nLe patient est calme.\n",
                &["Pénicilline", "Pollen de cyprès"],
            ),
            // the list ends at a line that is no item: the prose after it is not read
            (
                "Allergies :\n- arachides\nLe patient présente une toux.\n",
                &["arachides"],
            ),
            // an item that is a field of its own, `néant`, a number: nothing
            ("Antécédents :\n- Date : 12/03/2020\n- néant\n- 12\n", &[]),
            // a heading of another kind, or one that says where care is given
            (
                "Documents fournis :\n- copie de la CIN\n- justificatif de domicile\n",
                &[],
            ),
            ("Centre médical :\n- Polyclinique Les Jasmins\n", &[]),
            // a heading followed by prose, or a heading inside a line
            (
                "Antécédents :\nLe patient a été suivi à Sfax pendant deux ans.\n",
                &[],
            ),
            // a heading of a few words without a colon, right above bulleted items; not above
            // lines without bullets, nor a sentence, nor another kind of heading
            (
                "Medication\n* MST 40 mg bd\n* macrogol one sachet daily\n",
                &["MST 40 mg bd", "macrogol one sachet daily"],
            ),
            (
                "Allergies\n- pénicilline\n- pollen\n",
                &["pénicilline", "pollen"],
            ),
            ("Medication\nMST 40 mg bd\n", &[]),
            ("Medication\n\n* MST 40 mg bd\n", &[]),
            ("The medication was then changed\n* MST 40 mg bd\n", &[]),
            ("Documents fournis\n- copie de la CIN\n", &[]),
            // a dash glued to a word is no bullet, and a line without one starts with a letter
            ("Allergies :\n-5 % de remise\n", &[]),
            ("Allergies :\n-pollen\n", &[]),
        ];
        for (text, want) in cases {
            let got = slots("t.txt", text);
            assert_eq!(&got, want, "{text:?}");
        }
    }

    #[test]
    fn a_label_padded_to_its_colon_and_a_nurse() {
        // a tab between a label and its colon separates no field
        assert_eq!(
            slots(
                "t.txt",
                "التشخيص\t: قصور قلبي شامل\nالتشخيص  : حالة صرع مستمرة\n"
            ),
            ["قصور قلبي شامل", "حالة صرع مستمرة"]
        );
        // a nurse (`الممرضة`) holds the stem of a disease, `مرض`: her name is no health data
        assert_eq!(
            slots("t.txt", "الممرضة : سلمى العياري\nالممرض الرئيس: فلان\n"),
            Vec::<String>::new()
        );
        assert_eq!(slots("t.txt", "المرض : سكري\n"), ["سكري"]);
    }

    /// A medical document: three conditions the lexicon knows, then `rest`.
    fn medical(rest: &str) -> String {
        format!("Antécédents : diabète, asthme.\nHypertension artérielle connue.\n{rest}")
    }

    /// How many HEALTH findings [`medical`]'s own lines hold as the file `name` (`diabète,
    /// asthme` is one in a text file, two in a CSV file).
    fn prefix(name: &str) -> usize {
        health_in(name, &medical("")).len()
    }

    #[test]
    fn the_other_items_of_an_enumeration_that_holds_a_finding() {
        let cases: &[(&str, &str, &[&str])] = &[
            // three items or more in prose; a label's value of two; Arabic commas; a decimal
            // comma and brackets inside an item
            (
                "t.txt",
                "Elle est vue ce jour. PPS 30 %, ascite récidivante, insuffisance cardiaque, escarre sacrée stade 2.\n",
                // (the palliative performance scale, a measurement of its own)
                &["PPS 30 %", "ascite récidivante", "insuffisance cardiaque", "escarre sacrée stade 2"],
            ),
            (
                "t.txt",
                "Seen today with heart failure, malnutrition (albumin 28,5 g/L), frailty\n",
                &["heart failure", "malnutrition (albumin 28,5 g/L)", "frailty"],
            ),
            (
                "t.txt",
                "يعاني المريض من السكري، اضطراب الدهون تحت الستاتين، خمول مزمن\n",
                &["السكري", "اضطراب الدهون تحت الستاتين", "خمول مزمن"],
            ),
            // near misses: two items in prose, a clause, a proper name, a year, a plan
            (
                "t.txt",
                "Il présente une hypertension, il vit seul avec sa fille.\n",
                &["hypertension"],
            ),
            (
                "t.txt",
                "Vu ce jour pour asthme, il vit seul, marche difficile\n",
                &["asthme"],
            ),
            (
                "t.txt",
                "Vu pour asthme, suivi par Salah Zarvani, opéré en 2019, protocole de réhabilitation\n",
                &["asthme"],
            ),
        ];
        for (name, rest, want) in cases {
            let text = medical(rest);
            let got = health_in(name, &text);
            assert_eq!(&got[prefix(name)..], *want, "{rest:?}");
        }
        // a document that is no medical one: one finding spreads to nothing
        assert_eq!(
            health_in(
                "t.txt",
                "Note : hypertension, marche difficile, fatigue passagère\n"
            ),
            ["hypertension"]
        );
    }

    #[test]
    fn any_label_of_a_medical_document_that_names_no_administrative_field() {
        let cases: &[(&str, &[&str])] = &[
            // a clinician's words after a label the lists do not know
            (
                "Circonstances : ingestion de pétrole lampant, il y a 2 h\n",
                &["ingestion de pétrole lampant"],
            ),
            (
                "Épouse : obstruction tubaire bilatérale\n",
                &["obstruction tubaire bilatérale"],
            ),
            ("الإجراء : غسل معدي مع فحم منشط\n", &["غسل معدي مع فحم منشط"]),
            // a count before a lower-case word; not one of boxes or of money
            (
                "Résultat : 10 ovocytes recueillis dont 7 matures\n",
                &["10 ovocytes recueillis dont 7 matures"],
            ),
            ("Délivré : 2 boîte(s)\n", &[]),
            ("Reste à payer : 56 dinars\n", &[]),
            // an administrative label: who, where, which number, which room
            ("Lieu : domicile familial\n", &[]),
            ("Orientation : urgences du CHU\n", &[]),
            ("Chambre : box vitré\n", &[]),
            ("Référence : article 225 du code pénal\n", &[]),
            ("المؤسسة : المدرسة الابتدائية\n", &[]),
            // a laboratory's norms
            ("Normes : inférieure à 5 chez l'adulte\n", &[]),
            ("القيم المرجعية : أقل من خمسة\n", &[]),
            // a value that starts with a capital, holds a proper name, a reference, a year or
            // a field after a dash
            ("Circonstances : Route de Sousse\n", &[]),
            ("Mandat sanitaire : délivré par le CRDA de Siliana\n", &[]),
            ("Fondement : article 225 du code pénal\n", &[]),
            ("Note : renouveler la demande 373/2024 avant midi\n", &[]),
            ("Plateforme : téléconsultation — rappel à 17 h\n", &[]),
            // one Arabic word, or an institution's name
            ("الموطن : مطماطة\n", &[]),
            ("التكفل : الصندوق الوطني للتأمين على المرض\n", &[]),
            // a test's cut-off
            ("Seuil : ≥ 24/30\n", &[]),
            ("العتبة : < 26/30\n", &[]),
            (
                "Domaine | Résultat | Seuil\n---|---|---\nDépistage | MMSE 21/30 | ≥ 24/30\n",
                &["MMSE 21/30"],
            ),
            // a court's palace where a request is filed
            (
                "يودع المطلب بكتابة المكتب: قصر العدالة، شارع 9 أفريل\n",
                &[],
            ),
        ];
        for (rest, want) in cases {
            let text = medical(rest);
            let got = health_in("t.txt", &text);
            assert_eq!(&got[prefix("t.txt")..], *want, "{rest:?}");
        }
        // the same label in a document that names no condition
        assert_eq!(
            health_in("t.txt", "Circonstances : ingestion de pétrole lampant\n"),
            Vec::<String>::new()
        );
    }

    #[test]
    fn one_condition_under_a_heading_of_care_makes_a_medical_document() {
        let log = "Centre anti-poison de Tunis — permanence téléphonique\nSignes : toux sèche.\nCirconstances : ingestion de raticide\n";
        assert_eq!(
            health_in("t.txt", log),
            ["toux sèche", "ingestion de raticide"]
        );
        // no heading of care: one condition is not enough
        let log =
            "Registre des appels\nSignes : toux sèche.\nCirconstances : ingestion de raticide\n";
        assert_eq!(health_in("t.txt", log), ["toux sèche"]);
        // a CSV file's header row is no heading
        let csv = "member,medical_notes,plan\nX,asthma,gold plan\n";
        assert_eq!(health_in("t.csv", csv), ["asthma"]);
        // a branch of care or its staff in the heading: a specialty, nursing
        for heading in [
            "Service de rhumatologie",
            "Cardiology unit",
            "فريق التمريض بالمنزل",
        ] {
            let log =
                format!("{heading}\nSignes : toux sèche.\nCirconstances : ingestion de raticide\n");
            assert_eq!(
                health_in("t.txt", &log),
                ["toux sèche", "ingestion de raticide"],
                "{heading:?}"
            );
        }
        // the near miss: a word that only starts like one (`neutre` is no `neuro`)
        let log = "Registre neutre\nSignes : toux sèche.\nCirconstances : ingestion de raticide\n";
        assert_eq!(health_in("t.txt", log), ["toux sèche"]);
    }

    #[test]
    fn one_condition_in_a_file_that_speaks_of_its_patient_makes_a_medical_document() {
        for (text, want) in [
            (
                "Fiche de suivi\nLe patient fume depuis 20 ans.\nSignes : toux sèche.\nRechute : après un deuil\n",
                &["toux sèche", "après un deuil"][..],
            ),
            (
                "ملف المتابعة\nبدأ المريض التدخين مبكرا.\nالأعراض: سعال جاف\nالملاحظة: زيادة الوزن 3 كغ\n",
                &["سعال جاف", "الوزن 3 كغ"][..],
            ),
            // NEAR MISSES: a word that only holds `patient` (`impatient`, `patientèle`)
            (
                "Fiche de suivi\nUn client impatient.\nSignes : toux sèche.\nRechute : après un deuil\n",
                &["toux sèche"][..],
            ),
            (
                "Fiche de suivi\nLa patientèle du cabinet.\nSignes : toux sèche.\nRechute : après un deuil\n",
                &["toux sèche"][..],
            ),
        ] {
            assert_eq!(health_in("t.txt", text), want, "{text:?}");
        }
    }

    #[test]
    fn a_value_with_a_products_reference_is_no_finding() {
        let text = medical(
            "Remis : tire-lait manuel réf. TL-204.\nAide : rehausse WC 10 cm réf. RW-10\nالمقترح: كرسي استحمام مرجع CH-12\nConseil : siège de bain pivotant\nMarche : appui réf\n",
        );
        // (NEAR MISSES: no reference; a reference word with no code after it)
        assert_eq!(
            &health_in("t.txt", &text)[prefix("t.txt")..],
            ["siège de bain pivotant", "appui réf"]
        );
    }

    #[test]
    fn a_cell_that_restates_its_columns_name_with_a_value() {
        let csv = medical(
            "\nPatient,IMC,HbF,Exhaled CO (ppm),Séance,Salle\nX,\"IMC 42,7\",HbF 7 %,CO 7 ppm,Séance 3,Salle 2\nY,IMC élevé,HbF 2024,CO 12345 ppm,Séance 4,\"Salle 3,5 m\"\n",
        );
        let got = health_in("t.csv", &csv);
        // (NEAR MISSES in the second row: no number, a year, a number of five digits; a whole
        // number with no unit; an administrative column's cell)
        assert_eq!(
            &got[prefix("t.csv")..],
            ["IMC 42,7", "HbF 7 %", "CO 7 ppm"],
            "{got:?}"
        );
    }

    #[test]
    fn a_value_ends_before_the_text_of_law_it_follows() {
        let text = medical(
            "التوصية: تشخيص ما قبل الولادة طبقا لأحكام القانون عدد 93 لسنة 2001\nSuite : dépistage néonatal conformément à la loi n° 91-63\nPlan : kinésithérapie respiratoire en application de la circulaire 12\n",
        );
        assert_eq!(
            &health_in("t.txt", &text)[prefix("t.txt")..],
            [
                "تشخيص ما قبل الولادة",
                "dépistage néonatal",
                "kinésithérapie respiratoire"
            ]
        );
    }

    #[test]
    fn a_measurement_under_a_label_or_a_header_of_a_medical_document() {
        let csv = medical(
            "\nNom,Poids / Taille,Acuité visuelle,Prochain RDV,Taux\nX,28 kg / 142 cm (IMC 13),AV OD 5/10 OG 9/10,2025/04/17,\"7,25 %\"\n",
        );
        let got = health_in("t.csv", &csv);
        assert_eq!(
            &got[prefix("t.csv")..],
            ["28 kg / 142 cm (IMC 13)", "AV OD 5/10 OG 9/10"],
            "{got:?}"
        );
        let text = medical("Préparation : Boston Bowel Preparation Scale 8/9\nEndomètre : 8 mm\n");
        assert_eq!(&health_in("t.txt", &text)[prefix("t.txt")..], ["8 mm"]);
    }
}
