//! Whether a document is a medical one: the HEALTH slots read its clinical labels
//! (`Conclusion :`, `Observations`) and any label that names no administrative field, and the
//! measurements its weights and temperatures, only then. A leaf of `detect`: the slots and the
//! measurements both ask it.

use super::{Candidate, Entity};

/// The HEALTH lexicon's and the measurements' findings in a document from which it is a medical
/// one.
const MEDICAL_DOCUMENT: usize = 3;

/// Whether the findings so far make the document a medical one: [`MEDICAL_DOCUMENT`] HEALTH
/// findings or more, or one when its heading names a place or a branch of care
/// ([`care_heading`]: a poison centre's log names few conditions the lexicon knows), or when it
/// speaks of its patient ([`names_a_patient`]: a smoking cessation clinic's file).
pub(super) fn medical_document(s: &str, out: &[Candidate]) -> bool {
    let mut health = out.iter().filter(|c| c.entity == Entity::Health);
    match health.next() {
        None => false,
        Some(_) => {
            health.nth(MEDICAL_DOCUMENT - 2).is_some() || care_heading(s) || names_a_patient(s)
        }
    }
}

/// Words that name the person a document is about as a patient (whole words; Latin ones in
/// lower case or capitalised).
const PATIENT_WORDS: &[&str] = &[
    "patient",
    "patiente",
    "Patient",
    "Patiente",
    "المريض",
    "المريضة",
    "للمريض",
    "للمريضة",
];

/// Whether a word of [`PATIENT_WORDS`] stands whole in `s`.
fn names_a_patient(s: &str) -> bool {
    let b = s.as_bytes();
    PATIENT_WORDS.iter().any(|w| {
        memchr::memmem::find_iter(b, w.as_bytes()).any(|at| {
            let before = s[..at].chars().next_back();
            let after = s[at + w.len()..].chars().next();
            !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
        })
    })
}

/// Words of a document's heading that name a place or a branch of care (whole words, lower
/// case).
const CARE_WORDS: &[&str] = &[
    "hôpital",
    "hopital",
    "hospital",
    "chu",
    "clinique",
    "clinic",
    "polyclinique",
    "anti-poison",
    "antipoison",
    "poison",
    "médecine",
    "medicine",
    "médical",
    "médicale",
    "medical",
    "santé",
    "health",
    "soins",
    "réanimation",
    "urgences",
    "مستشفى",
    "المستشفى",
    "الصحة",
    "الطب",
    "الطبي",
    "الطبية",
    "طبي",
    "طبية",
    "مصحة",
    "المصحة",
    "الإنعاش",
    "السموم",
    // care of a wound, or care itself in Arabic (in French, `traitement` is also a file's
    // processing)
    "plaies",
    "wound",
    "wounds",
    "علاج",
    "العلاج",
];

/// Starts of words of a heading that name a branch of care or its staff (`Cardiologie`,
/// `Rheumatology`, `Soins infirmiers`, `عيادة التمريض`), in lower case.
const CARE_STEMS: &[&str] = &[
    "cardio",
    "neuro",
    "néphro",
    "nephro",
    "rhumato",
    "rheumato",
    "dermato",
    "pneumo",
    "oncolog",
    "hémato",
    "hemato",
    "pédiatr",
    "pediatr",
    "paediatr",
    "gynéco",
    "gyneco",
    "obstétri",
    "obstetri",
    "ophtalm",
    "ophthalm",
    "psychiatr",
    "gériatr",
    "geriatr",
    "physiothérap",
    "physiotherap",
    "kinésithérap",
    "ergothérap",
    "orthophon",
    "infirmi",
    "nursing",
    "palliati",
    "urolog",
    "endocrinolog",
    "radiolog",
    "chirurg",
    "surgical",
    "التمريض",
    "تمريض",
    "عيادة",
    "العيادة",
    "أمراض",
    "الأمراض",
];

/// The heading read by [`care_heading`]: the first lines of a document, up to this many bytes.
const HEADING: usize = 400;

/// Whether a document's first lines ([`HEADING`]) hold one of [`CARE_WORDS`], in a title: a
/// line that is no table's row (a CSV file's header `medical_notes,plan` titles nothing).
fn care_heading(s: &str) -> bool {
    let mut end = HEADING.min(s.len());
    while !s.is_char_boundary(end) {
        end -= 1;
    }
    s[..end].lines().any(|line| {
        let cells = line.matches([',', ';', '|', '\t']).count();
        cells < 2
            && line
                .to_lowercase()
                .split(|c: char| !(c.is_alphanumeric() || c == '-'))
                .any(|w| CARE_WORDS.contains(&w) || CARE_STEMS.iter().any(|p| w.starts_with(p)))
    })
}
