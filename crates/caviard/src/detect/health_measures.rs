//! HEALTH by measurement ([`Measures`]): a vital sign or a laboratory result with its value
//! (`FC 118/min`, `IgE spécifiques 18,4 kU/L`, `السكر التراكمي 11,6 %`, `heart rate of 132`,
//! `morphine 2,100 ng/mL`). A person's glycaemia, blood pressure or blood alcohol is health data
//! (Art. 14) even where no condition is named. Two anchors, found in one search:
//! - the name of a measurement, then its number within a few words (and a unit, where the name
//!   alone could be something else);
//! - a unit only a clinical laboratory uses (`mmol/L`, `ng/mL`, `mmHg`) after a number: the word
//!   before the number says what was measured.

use std::sync::OnceLock;

use aho_corasick::{AhoCorasick, AhoCorasickKind, MatchKind};

use super::{Candidate, Detector, Entity, Reason, Text};

/// What a measurement's name needs after it.
#[derive(Clone, Copy, PartialEq)]
enum Needs {
    /// A number is enough (`glycémie 2,8`, `GCS 8`).
    Number,
    /// A number with a unit, or a reading `n/n` (`FC 118/min`, `PA 90/60`): the name alone is a
    /// common word or an acronym of other things.
    Unit,
    /// A number with a unit or a reading, in a medical document only (`poids 24 kg`, `T 39,5
    /// °C`, `pain 8/10`): elsewhere the name is a parcel's weight, a size, a letter.
    Medical,
}

/// Names of measurements, lower case; `Unit` names are acronyms matched in their exact case (as
/// written here) as well. Written by the Caviard team from general clinical vocabulary (vital
/// signs, usual blood and urine tests, in the three languages).
const NAMES: &[(&str, Needs)] = &[
    // French
    ("glycémie", Needs::Number),
    ("glycemie", Needs::Number),
    ("glycémie capillaire", Needs::Number),
    ("glycémie à jeun", Needs::Number),
    ("hémoglobine glyquée", Needs::Number),
    ("hemoglobine glyquee", Needs::Number),
    ("hba1c", Needs::Number),
    ("tension artérielle", Needs::Number),
    ("pression artérielle", Needs::Number),
    ("fréquence cardiaque", Needs::Number),
    ("fréquence respiratoire", Needs::Number),
    ("pouls", Needs::Number),
    ("température", Needs::Number),
    ("saturation", Needs::Number),
    ("saturation en oxygène", Needs::Number),
    ("spo2", Needs::Number),
    ("sao2", Needs::Number),
    ("score de glasgow", Needs::Number),
    ("glasgow", Needs::Number),
    ("cholestérol", Needs::Number),
    ("cholestérolémie", Needs::Number),
    ("triglycérides", Needs::Number),
    ("créatinine", Needs::Number),
    ("créatininémie", Needs::Number),
    ("clairance de la créatinine", Needs::Number),
    ("urée", Needs::Unit),
    ("hémoglobine", Needs::Number),
    ("ferritine", Needs::Number),
    ("plaquettes", Needs::Number),
    ("leucocytes", Needs::Number),
    ("globules blancs", Needs::Number),
    ("procalcitonine", Needs::Number),
    ("troponine", Needs::Number),
    ("d-dimères", Needs::Number),
    ("ige", Needs::Number),
    ("ige spécifiques", Needs::Number),
    ("ige totales", Needs::Number),
    ("tryptase", Needs::Number),
    ("charge virale", Needs::Number),
    ("alcoolémie", Needs::Number),
    ("taux d'alcoolémie", Needs::Number),
    ("acuité visuelle", Needs::Number),
    ("prick-test", Needs::Number),
    ("prick test", Needs::Number),
    ("imc", Needs::Unit),
    ("indice de masse corporelle", Needs::Number),
    ("kaliémie", Needs::Number),
    ("natrémie", Needs::Number),
    ("bilirubine", Needs::Number),
    ("vems", Needs::Number),
    ("débit expiratoire de pointe", Needs::Number),
    // English
    ("blood pressure", Needs::Number),
    ("heart rate", Needs::Number),
    ("pulse rate", Needs::Number),
    ("pulse", Needs::Number),
    ("respiratory rate", Needs::Number),
    ("temperature", Needs::Number),
    ("oxygen saturation", Needs::Number),
    ("blood glucose", Needs::Number),
    ("capillary glucose", Needs::Number),
    ("fasting glucose", Needs::Number),
    ("glucose", Needs::Unit),
    ("glycaemia", Needs::Number),
    ("haemoglobin", Needs::Number),
    ("hemoglobin", Needs::Number),
    ("glycated haemoglobin", Needs::Number),
    ("cholesterol", Needs::Number),
    ("triglycerides", Needs::Number),
    ("creatinine", Needs::Number),
    ("egfr", Needs::Number),
    ("ferritin", Needs::Number),
    ("platelets", Needs::Number),
    ("white cell count", Needs::Number),
    ("troponin", Needs::Number),
    ("viral load", Needs::Number),
    ("blood alcohol", Needs::Number),
    ("blood alcohol level", Needs::Number),
    ("visual acuity", Needs::Number),
    ("body mass index", Needs::Number),
    ("bmi", Needs::Unit),
    ("peak flow", Needs::Number),
    ("birth weight", Needs::Number),
    ("poids de naissance", Needs::Number),
    ("apgar", Needs::Number),
    ("score d'apgar", Needs::Number),
    ("apgar score", Needs::Number),
    ("bilirubin", Needs::Number),
    // acronyms of vital signs and tests, in capitals (or as written here)
    ("GCS", Needs::Number),
    ("FC", Needs::Unit),
    ("FR", Needs::Unit),
    ("PA", Needs::Unit),
    ("TA", Needs::Unit),
    ("BP", Needs::Unit),
    ("HR", Needs::Unit),
    ("RR", Needs::Unit),
    ("Hb", Needs::Unit),
    ("CRP", Needs::Unit),
    ("TSH", Needs::Unit),
    ("INR", Needs::Number),
    ("PSA", Needs::Unit),
    ("CD4", Needs::Unit),
    ("WBC", Needs::Unit),
    ("LDL", Needs::Unit),
    ("HDL", Needs::Unit),
    ("DFG", Needs::Unit),
    // the apnoea-hypopnoea index of a sleep study, a pain score, a forensic report's total
    // incapacity for work (days)
    ("IAH", Needs::Unit),
    ("AHI", Needs::Unit),
    ("EVA", Needs::Unit),
    // the pain scale and a permanent incapacity's rate in Arabic (`سلم الألم 9/10`, `عجز مستمر
    // جزئي بنسبة 10 %`), and the ASA grade of an anaesthesia's check
    ("سلم الألم", Needs::Number),
    ("عجز مستمر جزئي بنسبة", Needs::Number),
    ("عجز مستمر بنسبة", Needs::Number),
    ("عجز بدني مستمر بنسبة", Needs::Number),
    ("نسبة العجز", Needs::Number),
    ("asa grade", Needs::Number),
    ("grade asa", Needs::Number),
    ("ITT", Needs::Number),
    ("IPP", Needs::Number),
    ("ODI", Needs::Unit),
    ("epworth", Needs::Number),
    ("score d'epworth", Needs::Number),
    // clinical scores and scales (neurology, rheumatology, oncology, geriatrics, intensive
    // care, addiction): their names are no everyday words; those that are (`sofa`, `wagner`,
    // `braden`) only with what they score
    ("nihss", Needs::Number),
    ("score nihss", Needs::Number),
    ("das28", Needs::Number),
    ("das 28", Needs::Number),
    ("sdai", Needs::Number),
    ("cdai", Needs::Number),
    ("karnofsky", Needs::Number),
    ("indice de karnofsky", Needs::Number),
    ("ecog", Needs::Number),
    ("edss", Needs::Number),
    ("mmse", Needs::Number),
    ("moca", Needs::Number),
    ("meld", Needs::Number),
    ("qsofa", Needs::Number),
    ("score sofa", Needs::Number),
    ("sofa score", Needs::Number),
    ("cha2ds2-vasc", Needs::Number),
    ("has-bled", Needs::Number),
    ("phq-9", Needs::Number),
    ("gad-7", Needs::Number),
    ("fagerström", Needs::Number),
    ("fagerstrom", Needs::Number),
    ("score de braden", Needs::Number),
    ("braden score", Needs::Number),
    ("échelle de braden", Needs::Number),
    ("indice de barthel", Needs::Number),
    ("barthel index", Needs::Number),
    ("score de norton", Needs::Number),
    ("score de silverman", Needs::Number),
    ("grade de wagner", Needs::Number),
    ("wagner grade", Needs::Number),
    ("classification de wagner", Needs::Number),
    ("échelle de rankin", Needs::Number),
    ("modified rankin", Needs::Number),
    ("palliative performance scale", Needs::Number),
    ("timed up and go", Needs::Number),
    ("fio2", Needs::Number),
    ("hbco", Needs::Number),
    ("co expiré", Needs::Number),
    ("exhaled co", Needs::Number),
    ("diurèse", Needs::Number),
    ("urine output", Needs::Number),
    ("PPS", Needs::Unit),
    ("TUG", Needs::Unit),
    ("GDS", Needs::Unit),
    ("MNA", Needs::Unit),
    ("CFA", Needs::Unit),
    ("BW", Needs::Unit),
    ("PN", Needs::Unit),
    ("الوزن عند الولادة", Needs::Number),
    ("سلم فاغرستروم", Needs::Number),
    ("index de désaturation", Needs::Number),
    ("pretium doloris", Needs::Number),
    ("eosinophils", Needs::Number),
    ("éosinophiles", Needs::Number),
    // a body's weight, height, temperature and pain, the size of its parts, the heart's ejection
    // fraction, the eye's pressure and cornea, the tuberculin skin test
    ("poids", Needs::Medical),
    ("weight", Needs::Medical),
    ("body weight", Needs::Medical),
    ("taille", Needs::Medical),
    ("height", Needs::Medical),
    ("T", Needs::Medical),
    ("T°", Needs::Medical),
    ("douleur", Needs::Medical),
    ("pain", Needs::Medical),
    ("surface corporelle", Needs::Number),
    ("body surface area", Needs::Number),
    ("périmètre abdominal", Needs::Number),
    ("tour de taille", Needs::Number),
    ("waist circumference", Needs::Number),
    ("périmètre crânien", Needs::Number),
    ("head circumference", Needs::Number),
    ("fraction d'éjection", Needs::Number),
    ("fraction d’éjection", Needs::Number),
    ("ejection fraction", Needs::Number),
    ("FEVG", Needs::Number),
    ("LVEF", Needs::Number),
    ("pression intraoculaire", Needs::Number),
    ("intraocular pressure", Needs::Number),
    ("PIO", Needs::Unit),
    ("IOP", Needs::Unit),
    ("pachymétrie", Needs::Number),
    ("épaisseur cornéenne", Needs::Number),
    ("corneal thickness", Needs::Number),
    ("IDR", Needs::Unit),
    ("intradermoréaction", Needs::Number),
    ("tuberculin skin test", Needs::Number),
    // Arabic
    ("HGPO", Needs::Number),
    ("OGTT", Needs::Number),
    ("oral glucose tolerance test", Needs::Number),
    ("مؤشر كتلة الجسم", Needs::Number),
    ("مؤشر إبوورث", Needs::Number),
    ("مؤشر انقطاع التنفس", Needs::Number),
    ("مؤشر نقص التشبع", Needs::Number),
    ("تشبع بالأكسجين", Needs::Number),
    ("اختبار تحمل الغلوكوز", Needs::Number),
    ("الغلوكوز", Needs::Unit),
    ("الوزن", Needs::Medical),
    ("وزن", Needs::Medical),
    ("الطول", Needs::Medical),
    ("حرارة", Needs::Unit),
    ("السكر التراكمي", Needs::Number),
    ("نسبة السكر", Needs::Number),
    ("نسبة السكر في الدم", Needs::Number),
    ("السكر في الدم", Needs::Number),
    ("سكر الدم", Needs::Number),
    ("ضغط الدم", Needs::Number),
    ("الضغط الدموي", Needs::Number),
    ("الضغط", Needs::Unit),
    ("نبض القلب", Needs::Number),
    ("النبض", Needs::Number),
    ("نبضات القلب", Needs::Number),
    ("دقات القلب", Needs::Number),
    ("درجة الحرارة", Needs::Number),
    ("الحرارة", Needs::Unit),
    ("نسبة الكحول في الدم", Needs::Number),
    ("الكحول في الدم", Needs::Number),
    ("الكوليسترول", Needs::Number),
    ("الهيموغلوبين", Needs::Number),
    ("الكرياتينين", Needs::Number),
    ("تشبع الأكسجين", Needs::Number),
    ("نسبة الأكسجين", Needs::Number),
];

/// Units of a clinical measurement, lower case, longest first where one starts another.
const UNITS: &[&str] = &[
    "mmhg",
    "mm hg",
    "cmhg",
    "/min",
    "bpm",
    "batt/min",
    "bat/min",
    "c/min",
    "cycles/min",
    "g/100ml",
    "g/dl",
    "g/l",
    "mg/dl",
    "mg/l",
    "mg/24h",
    "mmol/mol",
    "mmol/l",
    "µmol/l",
    "umol/l",
    "%",
    "°c",
    "°",
    "kua/l",
    "ku/l",
    "kui/l",
    "u/ml",
    "ui/l",
    "ui/ml",
    "iu/l",
    "iu/ml",
    "mui/l",
    "mu/l",
    "µui/ml",
    "µg/l",
    "ug/l",
    "µg/ml",
    "ng/ml",
    "ng/l",
    "pg/ml",
    "copies/ml",
    "cp/ml",
    "/mm3",
    "/mm³",
    "kg/m2",
    "kg/m²",
    "ml/min",
    "ml/24 h",
    "ml/24h",
    "ml/h",
    "l/min",
    "/h",
    "kg",
    "g",
    "mm",
    "cm",
    "m²",
    "m2",
    "m",
    "µm",
    "um",
    "كغ",
    "كلغ",
    "سم",
    "غ/ل",
    "غرام/ل",
    "غرام",
    "غ",
    "ملغ/دل",
    "مم زئبق",
    "ملم زئبقي",
    "درجة",
    "نبضة في الدقيقة",
    "في الدقيقة",
    "بالمائة",
    "٪",
    // seconds (a walking test), parts per million: carbon monoxide in exhaled air
    "s",
    "ppm",
    "جزء من المليون",
];

/// Units only a clinical laboratory or a vital sign uses: after a number, they make a
/// measurement of the word before it, named or not (`morphine 2,100 ng/mL`).
const LAB_UNITS: &[&str] = &[
    "mmhg",
    "mmol/l",
    "µmol/l",
    "umol/l",
    "mmol/mol",
    "mg/dl",
    "g/dl",
    "ng/ml",
    "ng/l",
    "pg/ml",
    "µg/l",
    "ug/l",
    "ku/l",
    "kua/l",
    "ui/l",
    "mui/l",
    "µui/ml",
    "iu/l",
    "copies/ml",
    "cp/ml",
    "مم زئبق",
    // counts of cells, tumour markers, a dose of radiotherapy, a ventilator's pressure
    "kui/l",
    "u/ml",
    "ui/ml",
    "mui/ml",
    "/mm3",
    "/mm³",
    "gy",
    "cmh2o",
    // a pregnancy's term
    "semaines d'aménorrhée",
    "semaines d’aménorrhée",
    "weeks of gestation",
    "weeks' gestation",
    "weeks of pregnancy",
    "أسبوعا من الحمل",
    "أسبوع من الحمل",
];

/// [`LAB_UNITS`] matched in their case only, after a number of one or two digits: `32 SA`
/// (weeks of amenorrhoea; `SA` is also a firm's form, after a name, not a number).
const EXACT_LAB_UNITS: &[&str] = &["SA"];

/// Words between a measurement's name and its number that say it is no person's (a room's
/// temperature, a sample's storage).
const NOT_A_PERSON: &[&str] = &[
    "ambiante",
    "stockage",
    "conservation",
    "transport",
    "storage",
    "room",
    "ambient",
    "extérieure",
    "outside",
    "moteur",
    "engine",
    "réfrigérateur",
    "fridge",
    "الغرفة",
    "التخزين",
];

/// Little words between a name and its number that say nothing of it (`heart rate of 132`,
/// `glycémie à 2,8`): a number alone may follow them.
const FILLERS: &[&str] = &[
    "de", "du", "à", "a", "est", "était", "of", "at", "is", "was", "the", "la", "le", "في",
];

/// The most words between a name and its number (little words apart), and their most bytes.
const MAX_GAP_WORDS: usize = 4;
const MAX_GAP: usize = 48;

/// Above a term of the lexicon (0.85): a measurement holding a term (`HbA1c 8,2 %`) keeps its
/// number.
const SCORE: f32 = 0.86;

/// See the module's documentation.
pub(super) struct Measures;

struct Data {
    search: AhoCorasick,
    /// What each pattern is.
    what: Vec<What>,
}

#[derive(Clone, Copy)]
enum What {
    /// A name of [`NAMES`].
    Name(usize),
    /// A unit of [`LAB_UNITS`] or [`EXACT_LAB_UNITS`].
    Unit,
    /// The heart of a notation read whole ([`notation`]): a tumour's stage `T3N`, a pregnancy
    /// history `G2P`.
    Notation,
}

/// A tumour's TNM stage (`pT3N2aM0`, `cT2N1M0`, `ypT1N0`: UICC) and a woman's obstetric history
/// (`G3P2`, gravida and para): found by their middle, `T` and its size then `N`, or `G` and a
/// count then `P`, and read whole around it.
fn notation_cores() -> Vec<String> {
    let mut v = Vec::new();
    for t in ["0", "1", "2", "3", "4", "is", "x", "X"] {
        for sub in ["", "a", "b", "c", "d"] {
            if sub.is_empty() || t.len() == 1 && t.as_bytes()[0].is_ascii_digit() {
                v.push(format!("T{t}{sub}N"));
            }
        }
    }
    for g in 1..=9 {
        v.push(format!("G{g}P"));
    }
    v
}

fn data() -> &'static Data {
    static D: OnceLock<Data> = OnceLock::new();
    D.get_or_init(|| {
        let mut pats: Vec<String> = Vec::new();
        let mut what = Vec::new();
        // a name in its spellings ([`spellings`]); an acronym as written only (a search without
        // case would stop at every `pa`, `ta` or `fr` of the text)
        for (i, (name, _)) in NAMES.iter().enumerate() {
            let acronym = name.bytes().any(|c| c.is_ascii_uppercase());
            let forms = if acronym {
                vec![name.to_string()]
            } else {
                spellings(name, true)
            };
            for f in forms {
                pats.push(f);
                what.push(What::Name(i));
            }
        }
        for u in EXACT_LAB_UNITS {
            pats.push(u.to_string());
            what.push(What::Unit);
        }
        for c in notation_cores() {
            pats.push(c);
            what.push(What::Notation);
        }
        for u in LAB_UNITS {
            for f in spellings(u, false) {
                pats.push(f);
                what.push(What::Unit);
            }
        }
        // (a DFA: the names start with most letters, so no prefilter helps, and the search
        // runs over every byte of the text)
        let search = AhoCorasick::builder()
            .kind(Some(AhoCorasickKind::DFA))
            .match_kind(MatchKind::LeftmostLongest)
            .build(&pats)
            .expect("the measurement names build an automaton");
        Data { search, what }
    })
}

/// The spellings a search in their case needs of `w` (lower case): as written, in capitals and,
/// if `capitalised`, with its first letter upper-cased; and every case of its ASCII letters
/// when it has five or fewer (`HbA1c`, `SpO2`, `ng/mL`).
fn spellings(w: &str, capitalised: bool) -> Vec<String> {
    let mut forms = vec![w.to_string(), w.to_uppercase()];
    if capitalised {
        forms.push(super::lexicon::capitalise(w));
    }
    if ascii_letters(w) <= 5 {
        forms.extend(mixed_case(w));
    }
    forms.sort();
    forms.dedup();
    forms
}

fn ascii_letters(w: &str) -> usize {
    w.bytes().filter(u8::is_ascii_alphabetic).count()
}

/// Every spelling of a word with its ASCII letters in either case (`hba1c`: `HbA1c`, `HBA1c`...,
/// `µg/l`: `µg/L`), for short words only: 2^letters spellings.
fn mixed_case(w: &str) -> impl Iterator<Item = String> + '_ {
    let letters = ascii_letters(w) as u32;
    (0..1u32 << letters).map(move |mask| {
        let mut k = 0;
        w.chars()
            .map(|c| {
                if c.is_ascii_alphabetic() {
                    k += 1;
                    if mask >> (k - 1) & 1 == 1 {
                        return c.to_ascii_uppercase();
                    }
                }
                c
            })
            .collect()
    })
}

impl Detector for Measures {
    fn id(&self) -> &'static str {
        "health.measure"
    }

    fn detect(&self, text: &Text<'_>, out: &mut Vec<Candidate>) {
        let from = out.len();
        // (the HEALTH lexicon runs before: its findings make a medical document)
        let medical = super::medical::medical_document(text.as_str(), out);
        measures(text.as_str(), medical, out);
        // a measurement ends with its table cell: in `GCS 14,142 TU 1025` the comma is a CSV
        // file's, not a decimal one
        for c in &mut out[from..] {
            if let Some((_, e)) = text.cell_span(c.start) {
                c.end = c.end.min(e);
            }
        }
    }
}

fn measures(s: &str, medical: bool, out: &mut Vec<Candidate>) {
    let d = data();
    let mut last_end = 0;
    let mut matches = d.search.find_iter(s).peekable();
    while let Some(m) = matches.next() {
        let (a, b) = (m.start(), m.end());
        let what = d.what[m.pattern().as_usize()];
        if a < last_end {
            continue;
        }
        let found = match what {
            What::Notation => notation(s, a, b).map(|(start, end)| {
                let what = "stade TNM ou gestité-parité";
                (start, end, Reason::Structure { what })
            }),
            _ if !super::word_starts_at(s, a) || s[b..].chars().next().is_some_and(is_word) => None,
            // (a name's words end where the next name or unit starts: in `glycémie du
            // laboratoire glycémie 1,32 g/l` the number is the second one's)
            What::Name(i) if NAMES[i].1 == Needs::Medical && !medical => None,
            What::Name(i) => {
                let next = matches.peek().map_or(s.len(), |n| n.start());
                after_name(s, a, b, next, NAMES[i])
            }
            What::Unit => before_unit(s, a, b),
        };
        if let Some((start, end, reason)) = found {
            last_end = end;
            out.push(Candidate {
                entity: Entity::Health,
                start,
                end,
                score: SCORE,
                detector: "health.measure",
                reasons: vec![reason],
            });
        }
    }
}

fn is_word(c: char) -> bool {
    c.is_alphanumeric()
}

/// The whole notation around its core at `a..b` ([`notation_cores`]): a TNM stage with its
/// prefixes (`c`, `p`, `yp`, `r`) and its `N` and `M` parts, or `G` and `P` counts (and an `A`
/// count of abortions); `None` when the word holds anything else (`GT3N`, `AT3Nx`).
fn notation(s: &str, a: usize, b: usize) -> Option<(usize, usize)> {
    let bytes = s.as_bytes();
    let digit = |i: usize| bytes.get(i).is_some_and(u8::is_ascii_digit);
    let mut start = a;
    let mut e = b;
    if bytes[a] == b'T' {
        // prefixes: clinical, pathological, after treatment, recurrence
        while start > a.saturating_sub(2) && start > 0 && b"cpyr".contains(&bytes[start - 1]) {
            start -= 1;
        }
        // N: 0-3 or x, a letter a-c
        if !(bytes.get(e).is_some_and(|c| b"0123xX".contains(c))) {
            return None;
        }
        e += 1;
        if bytes.get(e).is_some_and(|c| b"abc".contains(c)) {
            e += 1;
        }
        // M: 0, 1 or x, a letter a-c
        if bytes.get(e) == Some(&b'M') && bytes.get(e + 1).is_some_and(|c| b"01xX".contains(c)) {
            e += 2;
            if bytes.get(e).is_some_and(|c| b"abc".contains(c)) {
                e += 1;
            }
        }
    } else {
        // G then P: one or two digits each, an `A` count after them
        let count = |mut i: usize| {
            let from = i;
            while digit(i) && i - from < 2 {
                i += 1;
            }
            (i > from).then_some(i)
        };
        e = count(e)?;
        if bytes.get(e) == Some(&b'A') {
            e = count(e + 1)?;
        }
    }
    let before = s[..start].chars().next_back();
    let after = s[e..].chars().next();
    (!before.is_some_and(is_word) && !after.is_some_and(is_word)).then_some((start, e))
}

/// A measurement named at `a..b`: its name, the words between (up to `next`, the next name's
/// start), its number and its unit, as `(start, end, reason)`; `None` when no number follows
/// closely enough.
fn after_name(
    s: &str,
    a: usize,
    b: usize,
    next: usize,
    (name, needs): (&str, Needs),
) -> Option<(usize, usize, Reason)> {
    let written = &s[a..b];
    // an acronym in its own case (`FC`, `Hb`): `fc`, `pa` are other things
    let acronym = name.bytes().any(|c| c.is_ascii_uppercase());
    if acronym && written != name {
        return None;
    }
    let mut at = b;
    let mut words = 0;
    let mut limit = (b + MAX_GAP).min(next);
    while !s.is_char_boundary(limit) {
        limit -= 1;
    }
    // the gap: spaces, `:` or `=`, and a few words
    loop {
        let rest = &s[at..limit];
        let skipped = rest.len() - rest.trim_start_matches([' ', ':', '=', '\u{a0}']).len();
        at += skipped;
        let c = s[at..].chars().next()?;
        if c.is_ascii_digit() {
            break;
        }
        if !c.is_alphabetic() || words == MAX_GAP_WORDS {
            return None;
        }
        let w_len = s[at..limit]
            .find(|c: char| !(c.is_alphabetic() || c == '\'' || c == '’' || c == '-'))
            .unwrap_or(s[at..limit].len());
        if w_len == 0 || at + w_len >= limit {
            return None;
        }
        let w = s[at..at + w_len].to_lowercase();
        if NOT_A_PERSON.contains(&w.as_str()) {
            return None;
        }
        words += usize::from(!FILLERS.contains(&w.as_str()));
        at += w_len;
    }
    let (mut num_end, reading) = number(s, at)?;
    let mut unit_end = unit(s, num_end);
    // a number grouped by thousands with a space, when a unit follows it (`3 250 g`)
    if let Some(grouped) = thousands(s, at, num_end) {
        if let Some(u) = unit(s, grouped) {
            (num_end, unit_end) = (grouped, Some(u));
        }
    }
    let enough = unit_end.is_some() || reading;
    if !enough && (needs != Needs::Number || words > 0) {
        return None;
    }
    let end = unit_end.unwrap_or(num_end);
    Some((
        a,
        end,
        Reason::Lexicon {
            term: name.to_lowercase(),
        },
    ))
}

/// A laboratory unit at `a..b`: the number before it and the word before that, as
/// `(start, end, reason)`.
fn before_unit(s: &str, a: usize, b: usize) -> Option<(usize, usize, Reason)> {
    let before = s[..a].trim_end_matches(' ');
    // the number: digits, with a decimal or thousands separator inside
    let digits = before.len()
        - before
            .trim_end_matches(|c: char| c.is_ascii_digit() || c == ',' || c == '.')
            .len();
    let num_start = before.len() - digits;
    if digits == 0 || !before[num_start..].starts_with(|c: char| c.is_ascii_digit()) {
        return None;
    }
    if EXACT_LAB_UNITS.contains(&&s[a..b]) && digits > 2 {
        return None;
    }
    // the upper bound of a reference interval (`13 – 17 g/dL`, `3,5 à 5 mmol/L`), a
    // laboratory's norm, not the patient's value
    if reference_interval(&before[..num_start]) {
        return None;
    }
    // the word before it (`morphine 2,100 ng/mL`, `(MDMA 320 ng/mL`)
    let head = before[..num_start].trim_end_matches([' ', ':', '=']);
    let word_len = head.len()
        - head
            .trim_end_matches(|c: char| c.is_alphanumeric() || c == '-')
            .len();
    let word = &head[head.len() - word_len..];
    // (a little word says nothing of what was measured: `à 32 SA`)
    let start = if word.starts_with(char::is_alphabetic)
        && !FILLERS.contains(&word.to_lowercase().as_str())
    {
        head.len() - word_len
    } else {
        num_start
    };
    Some((
        start,
        b,
        Reason::Structure {
            what: "mesure de laboratoire (unité)",
        },
    ))
}

/// Whether `head`, the text before a number, ends with the lower bound of an interval and its
/// link (`13 -`, `3,5 à `, `2.5 to `; en dashes are hyphens in the normalised text).
fn reference_interval(head: &str) -> bool {
    let h = head.trim_end_matches(' ');
    let Some(h) = ["-", " à", " a", " to", " إلى"]
        .iter()
        .find_map(|link| h.strip_suffix(link))
    else {
        return false;
    };
    h.trim_end_matches(' ')
        .ends_with(|c: char| c.is_ascii_digit())
}

/// The number starting at `at` (`118`, `18,4`, `2,100`, `90/60`, `2/10`): its end, and whether
/// it is a reading `n/n`. `None` when it is a date (`12/03/2024`) or runs into letters.
fn number(s: &str, at: usize) -> Option<(usize, bool)> {
    let b = s.as_bytes();
    let digits = |mut i: usize| {
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        i
    };
    let frac = |i: usize| {
        if i + 1 < b.len() && matches!(b[i], b',' | b'.') && b[i + 1].is_ascii_digit() {
            digits(i + 1)
        } else {
            i
        }
    };
    let int_end = digits(at);
    let mut end = frac(int_end);
    let mut reading = false;
    if end + 1 < b.len() && b[end] == b'/' && b[end + 1].is_ascii_digit() {
        let second = digits(end + 1);
        // (a reading's parts are small: `90/60`, `2/10`; `2024/15` is a reference)
        reading = int_end - at <= 3 && second - (end + 1) <= 3;
        end = frac(second);
        // a date, not a reading (a full stop ends a sentence: `douleur 8/10.`)
        if end < b.len()
            && (matches!(b[end], b'/' | b'-')
                || b[end] == b'.' && b.get(end + 1).is_some_and(u8::is_ascii_digit))
        {
            return None;
        }
    }
    if s[end..].starts_with(|c: char| c.is_alphabetic()) && unit(s, end).is_none() {
        return None;
    }
    Some((end, reading))
}

/// Whether `v` holds a number with a clinical unit other than a percentage, or a reading (`28
/// kg / 142 cm`, `AV OD 5/10`, `endomètre 8 mm`): a measurement whose name a header or a label
/// gives. A number starts `v` or follows a space or a bracket (`2025/04/17` holds no reading
/// `04/17`); a percentage is as often a rate (`7,25 %`).
pub(super) fn measured(v: &str) -> bool {
    let b = v.as_bytes();
    (0..b.len()).any(|at| {
        b[at].is_ascii_digit()
            && (at == 0 || matches!(b[at - 1], b' ' | b'(' | b'\t') || b[at - 1] >= 0x80)
            && !reference_interval(&v[..at])
            && number(v, at).is_some_and(|(end, reading)| {
                reading
                    || unit(v, end).is_some_and(|u| {
                        let u = v[end..u].trim_start_matches([' ', '\u{a0}']);
                        !matches!(u, "%" | "٪" | "بالمائة")
                    })
            })
    })
}

/// The end of the number at `at..end` grouped by thousands with a space (`3 250`, `12 500,5`):
/// one to three digits, then groups of three.
fn thousands(s: &str, at: usize, end: usize) -> Option<usize> {
    let b = s.as_bytes();
    if !(1..=3).contains(&(end - at)) || !b[at..end].iter().all(u8::is_ascii_digit) {
        return None;
    }
    let mut e = end;
    while e + 4 <= b.len()
        && b[e] == b' '
        && b[e + 1..e + 4].iter().all(u8::is_ascii_digit)
        && !b.get(e + 4).is_some_and(u8::is_ascii_digit)
    {
        e += 4;
    }
    if e + 1 < b.len() && b[e] == b',' && b[e + 1].is_ascii_digit() {
        e += 1;
        while e < b.len() && b[e].is_ascii_digit() {
            e += 1;
        }
    }
    (e > end).then_some(e)
}

/// The end of a unit at `at` (after an optional space), if one is there.
fn unit(s: &str, at: usize) -> Option<usize> {
    let rest = &s[at..];
    let rest_t = rest.trim_start_matches([' ', '\u{a0}']);
    let from = at + rest.len() - rest_t.len();
    UNITS
        .iter()
        .filter_map(|u| {
            let n = u.len();
            let w = rest_t.get(..n)?;
            let same = if u.is_ascii() {
                w.eq_ignore_ascii_case(u)
            } else {
                w.to_lowercase() == *u
            };
            let ends = !rest_t[n..].starts_with(|c: char| c.is_alphanumeric())
                || u.starts_with(['%', '°']);
            (same && ends).then_some(from + n)
        })
        .max()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn found(s: &str) -> Vec<&str> {
        let mut out = Vec::new();
        measures(s, true, &mut out);
        out.iter().map(|c| &s[c.start..c.end]).collect()
    }

    #[test]
    fn a_number_with_a_clinical_unit_or_a_reading() {
        for v in [
            "28 kg / 142 cm",
            "AV OD 5/10",
            "endomètre 8 mm",
            "(36 كغ)",
            "E2 2339 pg/mL",
            "320 µmol/L",
            "CO expiré 27 ppm",
            "أحادي أكسيد الكربون 2 جزء من المليون",
        ] {
            assert!(measured(v), "{v:?}");
        }
        // a reference interval
        for v in ["53 - 115 µmol/L", "3,5 à 5 mmol/L", "13 to 17 g/dL"] {
            assert!(!measured(v), "{v:?}");
        }
        // a date, a rate, an amount, a number in a word, no unit
        for v in [
            "2025/04/17",
            "7,25 %",
            "80 %",
            "26 TND",
            "A3.5",
            "LAB-12 mm",
            "tooth 36",
        ] {
            assert!(!measured(v), "{v:?}");
        }
    }

    #[test]
    fn a_reference_interval_is_no_measurement() {
        let cases: &[(&str, &[&str])] = &[
            ("| Hb 8,7 g/dL | 13 - 17 g/dL |\n", &["Hb 8,7 g/dL"]),
            ("K+ 5,8 mmol/L (3,5 à 5 mmol/L)\n", &["5,8 mmol/L"]),
            (
                "potassium 6.1 mmol/L, normal 3.5 to 5 mmol/L\n",
                &["potassium 6.1 mmol/L"],
            ),
            // near misses: a value after a dash that ends a word, a single number
            ("Bilan - 17 g/dL\n", &["17 g/dL"]),
            ("créatinine 479 mmol/L\n", &["créatinine 479 mmol/L"]),
        ];
        for (s, want) in cases {
            assert_eq!(found(s), *want, "{s:?}");
        }
    }

    #[test]
    fn a_unit_with_the_micro_sign_through_the_normalised_text() {
        let s = "Bilan rénal du patient\nCréatinine 479 \u{00B5}mol/L et TSH 2,1 \u{00B5}UI/mL\n\
                 Diabète, hypertension artérielle, insuffisance rénale chronique.\n";
        let doc =
            crate::extract::extract("t.txt", s.as_bytes().to_vec(), &Default::default()).unwrap();
        let got: Vec<String> = crate::detect::scan(&doc, &Default::default())
            .iter()
            .filter(|f| f.entity == Entity::Health)
            .map(|f| s[f.start..f.end].to_string())
            .collect();
        for want in ["479 \u{00B5}mol/L", "2,1 \u{00B5}UI/mL"] {
            assert!(got.iter().any(|g| g.contains(want)), "{want:?} in {got:?}");
        }
    }

    #[test]
    fn a_vital_sign_or_a_test_with_its_value() {
        let cases: &[(&str, &[&str])] = &[
            (
                "Constantes : FC 118/min, PA 90/60, GCS 8\n",
                &["FC 118/min", "PA 90/60", "GCS 8"],
            ),
            // clinical scores and scales, with their number, unit or reading
            (
                "NIHSS 17 à l'admission ; DAS28 4,6 ; PPS 30 % ; TUG 24 s ; GDS 9/15\n",
                &["NIHSS 17", "DAS28 4,6", "PPS 30 %", "TUG 24 s", "GDS 9/15"],
            ),
            (
                "BW 1,374 g, FiO2 40%, HbCO 26 %, diurèse 669 ml/24 h\n",
                &["BW 1,374 g", "FiO2 40%", "HbCO 26 %", "diurèse 669 ml/24 h"],
            ),
            ("الوزن عند الولادة 1541 غ\n", &["الوزن عند الولادة 1541 غ"]),
            (
                "IgE spécifiques 18,4 kU/L, prick-test 9 mm.\n",
                &["IgE spécifiques 18,4 kU/L", "prick-test 9 mm"],
            ),
            (
                "SpO2 97% with a heart rate of 132 at arrival\n",
                &["SpO2 97%", "heart rate of 132"],
            ),
            (
                "Température : 39,2 °C le soir\n",
                &["Température : 39,2 °C"],
            ),
            (
                "acuité visuelle réduite à 2/10 aux deux yeux\n",
                &["acuité visuelle réduite à 2/10"],
            ),
            (
                "specific IgE to Apis mellifera venom 18 kUA/L\n",
                &["IgE to Apis mellifera venom 18 kUA/L"],
            ),
            (
                "alcoolémie 1,24 g/L au contrôle\n",
                &["alcoolémie 1,24 g/L"],
            ),
            (
                "السكر التراكمي 11,6 % في مارس\n",
                &["السكر التراكمي 11,6 %"],
            ),
            ("وضغط الدم 14/9 عند الوصول\n", &["ضغط الدم 14/9"]),
            // a laboratory unit makes a measurement of the word before the number
            (
                "positive for opiates (morphine 2,100 ng/mL)\n",
                &["morphine 2,100 ng/mL"],
            ),
            (
                "LDL 1,9 g/L, HbA1c 8,2 %\n",
                &["LDL 1,9 g/L", "HbA1c 8,2 %"],
            ),
            // a sleep study, a newborn, a pregnancy's term, a forensic report
            (
                "IAH 32/h ; poids de naissance 3 250 g, Apgar 9/10\n",
                &["IAH 32/h", "poids de naissance 3 250 g", "Apgar 9/10"],
            ),
            ("Grossesse à 32 SA, suivie.\n", &["32 SA"]),
            ("at 28 weeks of gestation\n", &["28 weeks of gestation"]),
            ("ITT de 21 jours\n", &["ITT de 21"]),
            // a tumour's stage, a pregnancy history
            (
                "Stade pT3N2aM0 ; initial cT2N1M0, après traitement ypT1N0.\n",
                &["pT3N2aM0", "cT2N1M0", "ypT1N0"],
            ),
            ("Patiente G3P2, suivie.\n", &["G3P2"]),
            // cell counts, a dose, a sleepiness score, a forensic rate
            (
                "IgE totales = 398 kUI/L ; éosinophiles 975 /mm3\n",
                &["IgE totales = 398 kUI/L", "éosinophiles 975 /mm3"],
            ),
            (
                "radiotherapy 50 Gy in 25 fractions\n",
                &["radiotherapy 50 Gy"],
            ),
            (
                "Epworth score 20/24; IPP de 13 %\n",
                &["Epworth score 20/24", "IPP de 13 %"],
            ),
            ("G2P1A1\n", &["G2P1A1"]),
        ];
        for (text, want) in cases {
            assert_eq!(&found(text), want, "{text:?}");
        }
    }

    #[test]
    fn a_measurement_ends_with_its_cell() {
        let csv = "heure,état,plaque\n02:21,GCS 14,142 TU 1025\n02:40,\"FC 92/min, TA 13/8\",x\n";
        assert_eq!(
            Text::spans_of(&Measures, "run.csv", csv),
            ["GCS 14", "FC 92/min", "TA 13/8"]
        );
    }

    #[test]
    fn numbers_that_are_no_measurement() {
        let cases: &[&str] = &[
            // acronyms in lower case are words; an acronym without a unit
            "Il ne pa 12 fois\n",
            "fc 118/min\n",
            "PA 12 (parcelle)\n",
            "Dossier TA 2025 du tribunal\n",
            // a date after a name; a room's or a sample's temperature
            "Glycémie du 12/03/2024 à contrôler\n",
            "Température de stockage : 4 °C\n",
            "temperature of the room 21 °C\n",
            // too far, or in another sentence
            "La glycémie sera contrôlée par le laboratoire central dans les trois mois 12\n",
            "Pouls. 12 patients vus\n",
            // a name inside a longer word; a reference after an acronym
            "Impulse 12 fois\n",
            "Dossier PA 2024/15\n",
            // no number before a laboratory unit; a firm's form after a long number
            "Unités : ng/mL et mmol/L\n",
            "Capital social 100000 SA\n",
            // a reference or a model holding the letters
            "Réf. GT3N2 et AT1N0\n",
            "modèle G2P-X et T3N\n",
            "Evaluation EVA 7 fois\n",
            // a score's acronym in lower case or without its unit or reading, a word that starts
            // with a unit's letter (`24 semaines` is no `24 s`)
            "Le pps 30 du dossier\n",
            "Bureau PN 1604\n",
            "Lot TUG 24 semaines\n",
            // a sofa, a composer, a nurse's surname with a number and no score's word
            "Sofa 3 places livré\n",
            "Wagner 1813-1883\n",
        ];
        for text in cases {
            assert_eq!(found(text), Vec::<&str>::new(), "{text:?}");
        }
    }
}
