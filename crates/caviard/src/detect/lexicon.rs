//! Lexicon detectors: HEALTH (Art. 14 sensitive data, from `data/health.txt` plus trigger phrases
//! such as "atteint de", "يعاني من", "diagnosed with") and ADDRESS (street types in French and
//! Arabic, house number, postal code and city).

use aho_corasick::automaton::{Automaton, StateID};
use aho_corasick::nfa::contiguous::NFA;
use aho_corasick::{Anchored, MatchKind};
use regex_automata::hybrid;
use regex_automata::meta::Regex;
use regex_automata::Input;
use std::sync::OnceLock;

use super::context::boundary_before;
use super::{Candidate, Detector, Entity, Reason, Text};

const HEALTH_TERMS: &str = include_str!("../../data/health.txt");

/// Words of packs a number counts after a medicine's name (a stock, an order), no dose.
const PACKS: &[&str] = &[
    "علبة", "علب", "boîte", "boîtes", "boite", "boites", "box", "boxes", "pack", "packs", "carton",
    "cartons", "unités", "units", "pièces",
];

/// Units of a dose after a medicine's name and a number: the number is the dose's, no type of
/// the term (`AMOXICILLINE 1 g`, not `AMOXICILLINE 1`).
const DOSE_UNITS: &[&str] = &[
    "mg", "g", "ml", "µg", "mcg", "ug", "ui", "iu", "cp", "ملغ", "مغ", "مل", "غ",
];

/// Words that qualify a condition and belong to it ("chronique", "de type 2", "C").
const QUALIFIERS: &[&str] = &[
    "chronique",
    "gauche",
    "droite",
    "droit",
    "chroniques",
    "sévère",
    "severe",
    "aigu",
    "aiguë",
    "aigue",
    "majeur",
    "majeure",
    "modéré",
    "modérée",
    "léger",
    "légère",
    "pulmonaire",
    "lombaire",
    "cervicale",
    "rénale",
    "rénal",
    "hépatique",
    "cardiaque",
    "ferriprive",
    "rhumatoïde",
    "professionnel",
    "professionnelle",
    "sévères",
    "évolutif",
    "évolutive",
    "invasif",
    "métastatique",
    "chronic",
    "acute",
    "mild",
    "moderate",
    "major",
    "disorder",
    "disease",
    "insulinodépendant",
    "artérielle",
    "gestationnel",
    "juvénile",
    "persistant",
    "persistante",
    // a symptom's qualities (`toux sèche`, `sueurs nocturnes`, `dry cough`)
    "sèche",
    "grasse",
    "productive",
    "nocturne",
    "nocturnes",
    "intense",
    "intenses",
    "diffuse",
    "diffuses",
    "récurrent",
    "récurrente",
    "récurrents",
    "récurrentes",
    "viral",
    "virale",
    "المزمن",
    "المزمنة",
    // Arabic qualifiers without the article, as a record writes them after an indefinite head
    // (`التهاب رئوي حاد`, `نزيف داخلي`, `صداع نصفي متكرر`)
    "مزمن",
    "مزمنة",
    "حاد",
    "حادة",
    "رئوي",
    "رئوية",
    "فيروسي",
    "فيروسية",
    "بكتيري",
    "بكتيرية",
    "وراثي",
    "وراثية",
    "شديد",
    "شديدة",
    "متقدم",
    "متقدمة",
    "نفسي",
    "نفسية",
    "داخلي",
    "داخلية",
    "نصفي",
    "نصفية",
    "متكرر",
    "متكررة",
    "عميق",
    "عميقة",
    "حميد",
    "حميدة",
    "خبيث",
    "خبيثة",
    "خفيف",
    "خفيفة",
    "متوسط",
    "متوسطة",
    "جزئي",
    "جزئية",
    "مستمر",
    "مستمرة",
    "دماغي",
    "دماغية",
    "قلبي",
    "قلبية",
    "كلوي",
    "كلوية",
    "جلدي",
    "جلدية",
    "عصبي",
    "عصبية",
    "تنفسي",
    "تنفسية",
    "معوي",
    "معوية",
    "بولي",
    "بولية",
    "اليمنى",
    "اليسرى",
    "الأيمن",
    "الأيسر",
    "الحاد",
    "الحادة",
    "الفيروسي",
    "الرئوي",
    "الرئوية",
    "الوراثي",
    "الشديد",
    "الشديدة",
    "المتقدم",
    "الحاد",
    "النفسي",
];
const LINKS: &[&str] = &[
    "du",
    "de",
    "des",
    "de la",
    "de l'",
    "d'",
    "of",
    "of the",
    "en",
    "type",
    "de type",
    "من النوع",
];

/// Words that may follow a trigger without naming anything.
const DETERMINERS: &[&str] = &[
    "un", "une", "des", "le", "la", "les", "l'", "de", "du", "d'", "a", "an", "the", "son", "sa",
    "ses",
];

const TRIGGERS: &[&str] = &[
    "atteint de",
    "atteinte de",
    "atteint d'",
    "atteinte d'",
    "souffre de",
    "souffre d'",
    "souffrant de",
    "souffrante de",
    "diagnostic :",
    "diagnostic:",
    "diagnostiqué",
    "diagnostiquée",
    "suivi pour",
    "suivie pour",
    "traité pour",
    "traitée pour",
    "pathologie :",
    "maladie :",
    "affection :",
    "diagnosed with",
    "diagnosis of",
    "diagnostic de",
    "diagnostic d'",
    "suffer from",
    "suffers from",
    "suffering from",
    "treated for",
    "diagnosis:",
    "diagnosis :",
    // a sick leave's reason
    "sick leave for",
    "arrêt maladie pour",
    "congé de maladie pour",
    "congé maladie pour",
    // the injuries of an accident report or an insurance claim
    "الأضرار البدنية:",
    "الأضرار البدنية :",
    "blessures :",
    "blessures:",
    "lésions :",
    "lésions:",
    "injuries:",
    "injuries :",
    "الإصابات:",
    "الإصابات :",
    "condition:",
    "يعاني من",
    "تعاني من",
    "مصاب ب",
    "مصابة ب",
    "مصاب بمرض",
    "مصابة بمرض",
    "التشخيص :",
    "التشخيص:",
    "يشكو من",
    "تشكو من",
    // the verbs of a clinical record: who was operated on, admitted, is allergic or treated
    "hospitalisé pour",
    "hospitalisée pour",
    "hospitalisé(e) pour",
    "opéré d'",
    "opérée d'",
    "opéré de",
    "opérée de",
    "opéré pour",
    "opérée pour",
    "allergique à",
    "allergique au",
    "allergique aux",
    "intolérant au",
    "intolérante au",
    "intolérant à",
    "intolérante à",
    "se plaint de",
    "se plaint d'",
    "sous traitement pour",
    "soigné pour",
    "soignée pour",
    "en rémission d'",
    "en rémission de",
    "has a history of",
    "with a history of",
    "known case of",
    "allergic to",
    "admitted for",
    "admitted with",
    "operated on for",
    "under treatment for",
    "presents with",
    "presented with",
    "complains of",
    "complaining of",
    "recovering from",
    "أجريت له عملية",
    "أجريت لها عملية",
    "خضع لعملية",
    "خضعت لعملية",
    "يتابع علاجا",
    "تتابع علاجا",
    "يتابع علاج",
    "تتابع علاج",
    "يخضع لعلاج",
    "تخضع لعلاج",
    "أصيب ب",
    "أصيبت ب",
    "يعالج من",
    "تعالج من",
    "يشتكي من",
    "تشتكي من",
    "إثر إصابته ب",
    "إثر إصابتها ب",
];

/// Word endings that make a word a diagnosis, a procedure or a medicine, whatever its root: the
/// Greek and Latin combining forms of medical vocabulary (`-pathie`, `-itis`, `-ectomie`), the
/// endings of diseases of one organ (`-arthrite`, `-sclérose`), and the stems the WHO gives
/// medicines' international non-proprietary names (`-pril`, `-sartan`, `-olol`, `-statine`,
/// `-cilline`, `-prazole`, `-mab`). No list holds every condition or drug; these endings name
/// most of them. Lower case; the first column is the ending, the second the words ending so that
/// are none ("sympathie", "diagnosis"). Medicines' endings follow, in [`MEDICINE_ENDINGS`].
const MEDICAL_ENDINGS: &[(&str, &[&str])] = &[
    // conditions (French, English)
    (
        "pathie",
        &[
            "sympathie",
            "antipathie",
            "télépathie",
            "empathie",
            "apathie",
        ],
    ),
    (
        "pathy",
        &["sympathy", "antipathy", "telepathy", "empathy", "apathy"],
    ),
    ("algie", &["nostalgie"]),
    ("algia", &["nostalgia"]),
    ("plégie", &[]),
    ("plegia", &[]),
    ("itis", &[]),
    (
        "osis",
        &[
            "diagnosis",
            "prognosis",
            "hypnosis",
            "osmosis",
            "symbiosis",
            "metamorphosis",
            "apotheosis",
        ],
    ),
    ("cardie", &[]),
    ("cardia", &[]),
    ("pnée", &[]),
    ("pnea", &[]),
    ("pnoea", &[]),
    ("rragie", &[]),
    ("rrhage", &[]),
    ("lepsie", &[]),
    ("lepsy", &[]),
    ("phrénie", &[]),
    ("phrenia", &[]),
    ("lexie", &[]),
    ("lexia", &[]),
    ("praxie", &[]),
    ("praxia", &[]),
    ("trophie", &[]),
    ("anémie", &[]),
    ("leucémie", &[]),
    ("cémie", &[]),
    ("lipidémie", &[]),
    ("térolémie", &[]),
    ("thalassémie", &[]),
    ("anemia", &[]),
    ("anaemia", &[]),
    ("leukemia", &[]),
    ("leukaemia", &[]),
    ("cemia", &[]),
    ("lipidemia", &[]),
    ("thalassemia", &[]),
    // inflammations of an organ
    ("arthrite", &[]),
    ("hépatite", &[]),
    ("bronchite", &[]),
    ("gastrite", &[]),
    ("sinusite", &[]),
    ("tendinite", &[]),
    ("onctivite", &[]),
    ("dermatite", &[]),
    ("méningite", &[]),
    ("céphalite", &[]),
    ("néphrite", &[]),
    ("colite", &[]),
    ("appendicite", &[]),
    ("ryngite", &[]),
    ("rhinite", &[]),
    ("cystite", &[]),
    ("créatite", &[]),
    ("péritonite", &[]),
    ("cardite", &[]),
    ("phlébite", &[]),
    ("kératite", &[]),
    ("gingivite", &[]),
    ("stomatite", &[]),
    ("phagite", &[]),
    ("prostatite", &[]),
    ("capsulite", &[]),
    ("condylite", &[]),
    ("myélite", &[]),
    ("thyroïdite", &[]),
    // degenerations, fibroses, infections, tumours
    ("rthrose", &[]),
    ("fibrose", &[]),
    ("sclérose", &[]),
    ("tuberculose", &[]),
    ("cirrhose", &[]),
    ("thrombose", &[]),
    ("sténose", &[]),
    ("scoliose", &[]),
    ("porose", &[]),
    ("nécrose", &[]),
    ("psychose", &[]),
    ("névrose", &[]),
    ("métriose", &[]),
    ("viscidose", &[]),
    ("cytose", &[]),
    ("plasmose", &[]),
    ("brucellose", &[]),
    ("candidose", &[]),
    ("sarcoïdose", &[]),
    ("carcinome", &[]),
    ("lymphome", &[]),
    ("mélanome", &[]),
    ("adénome", &[]),
    ("glaucome", &[]),
    ("fibrome", &[]),
    ("sarcome", &[]),
    ("hématome", &[]),
    ("gliome", &[]),
    ("blastome", &[]),
    ("myélome", &[]),
    ("inoma", &[]),
    ("phoma", &[]),
    ("lanoma", &[]),
    ("enoma", &[]),
    ("ucoma", &[]),
    ("rcoma", &[]),
    ("atoma", &[]),
    ("lioma", &[]),
    ("eloma", &[]),
    // procedures
    ("ectomie", &[]),
    ("ectomy", &[]),
    ("otomie", &["dichotomie"]),
    ("otomy", &["dichotomy"]),
    ("stomie", &[]),
    ("ostomy", &[]),
    ("plastie", &[]),
    ("plasty", &[]),
    ("dialyse", &[]),
    ("dialysis", &[]),
    // lacks and excesses of blood cells, sensations, knowledge of one's illness, urine, flows,
    // enlarged organs, stones, dilatations, growths, weakness, movements, speech, swallowing
    // (ICD-10 D70, R20, R40-R46, R30-R39, K80, N20, R16, J47, D46, R53, G24, R47, R13)
    ("pénie", &[]),
    ("penia", &[]),
    ("esthésie", &["anesthésie", "anésthésie", "anesthesie"]),
    ("esthesia", &["anesthesia", "anaesthesia"]),
    ("gnosie", &[]),
    ("gnosia", &[]),
    (
        "urie",
        &[
            "pénurie", "penurie", "incurie", "injurie", "écurie", "ecurie", "furie", "curie",
        ],
    ),
    ("uria", &["curia", "penuria", "asturia", "etruria"]),
    ("orrhée", &[]),
    ("rrhoea", &[]),
    ("rrhea", &[]),
    ("rroïde", &[]),
    ("rrhoïde", &[]),
    ("rrhoid", &[]),
    ("mégalie", &[]),
    ("megaly", &[]),
    ("lithiase", &[]),
    ("lithiasis", &[]),
    ("ectasie", &[]),
    ("ectasis", &[]),
    ("plasie", &[]),
    ("plasia", &[]),
    ("sthénie", &[]),
    ("sthenia", &[]),
    ("kinésie", &[]),
    ("kinesia", &[]),
    ("phasie", &[]),
    ("phasia", &[]),
    ("phagie", &[]),
    ("phagia", &[]),
    ("stéatose", &[]),
    ("acidose", &[]),
    ("kératose", &[]),
    // more inflammations of one organ (ICD-10 K20-K29, H20-H30, M65-M71, N30-N77, G51-G58)
    ("entérite", &[]),
    ("uvéite", &[]),
    ("rétinite", &[]),
    ("sclérite", &[]),
    ("choroïdite", &[]),
    ("blépharite", &[]),
    ("bursite", &[]),
    ("ostéite", &[]),
    ("mastite", &[]),
    ("vaginite", &[]),
    ("urétrite", &[]),
    ("fasciite", &[]),
    ("vascularite", &[]),
    ("spondylite", &[]),
    ("duodénite", &[]),
    ("iléite", &[]),
    ("diverticulite", &[]),
    ("salpingite", &[]),
    ("endométrite", &[]),
    ("orchite", &[]),
    ("épididymite", &[]),
    ("lymphangite", &[]),
    ("adénite", &[]),
    ("parotidite", &[]),
    ("névrite", &[]),
    ("radiculite", &[]),
    ("synovite", &[]),
    ("alvéolite", &[]),
    ("bronchiolite", &[]),
    ("trachéite", &[]),
    ("amygdalite", &[]),
    ("glossite", &[]),
    ("parodontite", &[]),
    ("cholangite", &[]),
    ("artérite", &[]),
    ("discite", &[]),
    ("myosite", &[]),
    ("folliculite", &[]),
    ("mastoïdite", &[]),
    ("labyrinthite", &[]),
];

/// The least characters of an ending that is a word of its own as well (`gastrite`, `dialyse`,
/// `glaucome`): shorter endings (`itis`, `algie`) need two letters before them.
const WHOLE_WORD_ENDING: usize = 6;

/// Medicines' endings: the stems the WHO gives international non-proprietary names (`-pril`,
/// `-sartan`, `-olol`, `-statine`, `-cilline`, `-prazole`, `-mab`...). A medicine's name ends the
/// finding (its dose is the `health.dose` pattern's).
const MEDICINE_ENDINGS: &[&str] = &[
    "pril",
    "sartan",
    "olol",
    "statine",
    "statin",
    "prazole",
    "cilline",
    "cillin",
    "mycine",
    "mycin",
    "floxacine",
    "floxacin",
    "azépam",
    "azepam",
    "zolam",
    "oxétine",
    "oxetine",
    "triptyline",
    "dipine",
    "formine",
    "formin",
    "gliptine",
    "gliptin",
    "parine",
    "ciclovir",
    "navir",
    "buvir",
    "conazole",
    "cycline",
    "butamol",
    "térol",
    "méthasone",
    "methasone",
    "nisolone",
    "lukast",
    "setron",
    "umab",
    "ximab",
    "tinib",
    "profène",
    "profen",
    "coxib",
    "péridone",
    "peridone",
    "quétiapine",
    "olanzapine",
    "clozapine",
];

struct HealthData {
    /// The terms, then the triggers, then the words of the address gate: one automaton, so the
    /// text is read once, not three times.
    all: NFA,
    /// The terms (pattern ids `0..terms.len()`); the triggers follow them in `all`.
    terms: Vec<String>,
    /// The first pattern id of the address gate's words in `all`.
    gate_from: usize,
    /// The first pattern id of the medical endings in `all` (after the gate's words): pattern
    /// `p` is ending `ending_of[p - endings_from]` of `MEDICAL_ENDINGS` then `MEDICINE_ENDINGS`
    /// (each in lower case, and in capitals when it holds a letter beyond ASCII, which the
    /// automaton's ASCII case folding does not fold).
    endings_from: usize,
    ending_of: Vec<usize>,
}

/// The patterns of the health lexicon: the terms (as written, capitalised, in capitals) and the
/// trigger phrases (as written, capitalised).
fn health_patterns() -> (Vec<String>, Vec<String>) {
    let mut terms: Vec<String> = Vec::new();
    for t in HEALTH_TERMS
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
    {
        // (an Arabic term, or one that starts with a digit, is its own capitalised and upper
        // case: the same pattern again would only cost the automaton's build)
        let (cap, upper) = (capitalise(t), t.to_uppercase());
        let upper_new = upper != t && upper != cap;
        terms.push(t.to_string());
        if cap != t {
            terms.push(cap);
        }
        if upper_new {
            terms.push(upper);
        }
    }
    let triggers: Vec<String> = TRIGGERS
        .iter()
        .flat_map(|t| [t.to_string(), capitalise(t)])
        .collect();
    (terms, triggers)
}

/// A match: start, end, pattern id.
type Hit = (usize, usize, usize);

/// What `find_iter` of a leftmost-longest automaton reports, rebuilt from every match
/// (overlapping ones included) of its patterns: the leftmost start, there the longest match
/// (then the first pattern), then the same again after its end.
fn leftmost_longest(mut all: Vec<Hit>) -> Vec<Hit> {
    all.sort_unstable_by_key(|&(a, b, p)| (a, std::cmp::Reverse(b), p));
    let mut pos = 0;
    all.retain(|&(a, b, _)| {
        let take = a >= pos;
        if take {
            pos = b;
        }
        take
    });
    all
}

/// The term matches `(start, end, term index)` and the trigger matches `(start, end)` of `s`,
/// as two leftmost-longest searches would give them, from one overlapping pass.
#[cfg(test)]
fn health_matches(s: &str) -> (Vec<Hit>, Vec<(usize, usize)>) {
    let hits = lexicon_and_endings(s);
    (hits.terms, hits.triggers)
}

/// Whether `s` (a label, a column header) names a condition, a procedure or a medicine: a term
/// of the lexicon or a word with a medical ending, as the HEALTH detector reads them
/// (`Type de surdité`, `Suivi de la polyarthrite`).
pub(super) fn names_a_condition(s: &str) -> bool {
    let h = health();
    let hits = lexicon_and_endings(s);
    let term = hits.terms.iter().any(|&(a, b, p)| {
        boundary_before(&s[..a], &h.terms[p]) && !s[b..].chars().next().is_some_and(is_word)
    });
    term || {
        let mut out = Vec::new();
        medical_words(s, &hits.endings, &mut out);
        !out.is_empty()
    }
}

/// What the one pass of HEALTH finds.
struct LexiconHits {
    /// The term matches `(start, end, term index)`, as a leftmost-longest search gives them.
    terms: Vec<Hit>,
    /// The trigger matches `(start, end)`, as a leftmost-longest search gives them.
    triggers: Vec<(usize, usize)>,
    /// Every word of the address gate `(start, end, GATE_* bit)`, in the order of their ends.
    gate: Vec<GateHit>,
    /// Every match of a medical ending `(start, end, index)`, in the order of their ends: an
    /// index into [`MEDICAL_ENDINGS`], then [`MEDICINE_ENDINGS`] after them.
    endings: Vec<Hit>,
}

/// The one pass over `s` of the HEALTH automaton (terms, triggers, the address gate's words and
/// the medical endings).
fn lexicon_and_endings(s: &str) -> LexiconHits {
    let h = health();
    let n = h.terms.len();
    let kinds = &address_gate().kinds;
    let mut terms = Vec::new();
    let mut triggers = Vec::new();
    let mut gate = Vec::new();
    let mut endings = Vec::new();
    for_each_match(&h.all, s.as_bytes(), |a, b, p| {
        if p < n {
            terms.push((a, b, p));
        } else if p < h.gate_from {
            triggers.push((a, b, p));
        } else if p < h.endings_from {
            gate.push((a, b, kinds[p - h.gate_from]));
        } else {
            endings.push((a, b, h.ending_of[p - h.endings_from]));
        }
    });
    let triggers = leftmost_longest(triggers)
        .into_iter()
        .map(|(a, b, _)| (a, b))
        .collect();
    LexiconHits {
        terms: leftmost_longest(terms),
        triggers,
        gate,
        endings,
    }
}

/// A word of the address gate: start, end, `GATE_*` bit.
type GateHit = (usize, usize, u8);

/// The words of the address gate in `s`, when the HEALTH pass has not found them.
fn gate_hits(s: &str) -> Vec<GateHit> {
    let h = health();
    let kinds = &address_gate().kinds;
    let mut gate = Vec::new();
    for_each_match(&h.all, s.as_bytes(), |a, b, p| {
        if (h.gate_from..h.endings_from).contains(&p) {
            gate.push((a, b, kinds[p - h.gate_from]));
        }
    });
    gate
}

/// Every match `(start, end, pattern)` of `nfa` (built with `MatchKind::Standard` and without a
/// prefilter) in `hay`, overlapping ones included, in the order of their ends: what
/// `find_overlapping_iter` reports, from a plain loop over the bytes. The library's overlapping
/// search keeps its position in a state struct in memory and re-checks it at every byte (about 19
/// instructions a byte); [`next_special`] keeps everything in registers.
fn for_each_match(nfa: &NFA, hay: &[u8], mut f: impl FnMut(usize, usize, usize)) {
    let Ok(mut sid) = nfa.start_state(Anchored::No) else {
        return;
    };
    let mut at = 0;
    while let Some((i, next)) = next_special(nfa, hay, at, sid) {
        sid = next;
        if nfa.is_dead(sid) {
            return;
        }
        if nfa.is_match(sid) {
            for k in 0..nfa.match_len(sid) {
                let p = nfa.match_pattern(sid, k);
                f(i + 1 - nfa.pattern_len(p), i + 1, p.as_usize());
            }
        }
        at = i + 1;
    }
}

/// From state `sid` before `hay[at]`: the first position from `at` on whose byte takes `nfa` to
/// a special (match or dead) state, and that state. Not inlined, so that the loop has the
/// automaton's fields in registers and nothing else to keep; four bytes a turn, so that the
/// loop's own count and test come once for four bytes.
#[inline(never)]
fn next_special(nfa: &NFA, hay: &[u8], at: usize, mut sid: StateID) -> Option<(usize, StateID)> {
    let rest = hay.get(at..)?;
    let mut quads = rest.chunks_exact(4);
    let mut i = at;
    for q in &mut quads {
        for (k, &byte) in q.iter().enumerate() {
            sid = nfa.next_state(Anchored::No, sid, byte);
            if nfa.is_special(sid) {
                return Some((i + k, sid));
            }
        }
        i += 4;
    }
    for (k, &byte) in quads.remainder().iter().enumerate() {
        sid = nfa.next_state(Anchored::No, sid, byte);
        if nfa.is_special(sid) {
            return Some((i + k, sid));
        }
    }
    None
}

/// "sami" -> "Sami" (first character upper-cased).
pub(super) fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

fn health() -> &'static HealthData {
    static H: OnceLock<HealthData> = OnceLock::new();
    H.get_or_init(|| {
        let (terms, triggers) = health_patterns();
        let gate = &address_gate().words;
        // Standard semantics: every match is reported (overlapping search), and
        // `leftmost_longest` picks, for terms and triggers apart, what two leftmost-longest
        // automata would have found; the gate's words are all reported
        let mut endings: Vec<String> = Vec::new();
        let mut ending_of = Vec::new();
        let all_endings = MEDICAL_ENDINGS
            .iter()
            .map(|(e, _)| *e)
            .chain(MEDICINE_ENDINGS.iter().copied());
        for (k, e) in all_endings.enumerate() {
            endings.push(e.to_string());
            ending_of.push(k);
            if !e.is_ascii() {
                endings.push(e.to_uppercase());
                ending_of.push(k);
            }
        }
        // a contiguous NFA, not a DFA: the lexicon's thousands of terms in three scripts made a
        // DFA of 52 MB that took 0.1 s to build at each start; the NFA holds them in a few MB and
        // the scan costs about 13 % more (docs/benchmarks.md, twenty-fifth round)
        let all = NFA::builder()
            .match_kind(MatchKind::Standard)
            .ascii_case_insensitive(true)
            .prefilter(false)
            .build(terms.iter().chain(&triggers).chain(gate).chain(&endings))
            .expect("health lexicon builds");
        let gate_from = terms.len() + triggers.len();
        let endings_from = gate_from + gate.len();
        HealthData {
            all,
            terms,
            gate_from,
            endings_from,
            ending_of,
        }
    })
}

fn is_word(c: char) -> bool {
    c.is_alphanumeric()
}

/// A term that ends in a preposition ("fracture du", "fracture of") names the part of the body
/// next: its end moves past an article and one word ("fracture du poignet", "fracture of the
/// wrist"); so does the Arabic "disease of" alone (`داء الاضطرابات`).
fn object_end(s: &str, term: &str, end: usize) -> usize {
    let lower = term.to_lowercase();
    if ![" du", " de la", " des", " of", " في"]
        .iter()
        .any(|p| lower.ends_with(p))
        && lower != "داء"
    {
        return end;
    }
    let word_after = |at: usize| -> Option<usize> {
        let rest = s[at..].strip_prefix(' ')?;
        let w = rest
            .find(|c: char| !(is_word(c) || c == '-'))
            .unwrap_or(rest.len());
        (w > 0).then(|| at + 1 + w)
    };
    let Some(first) = word_after(end) else {
        return end;
    };
    if ["the", "la", "le", "les"].contains(&s[end + 1..first].to_lowercase().as_str()) {
        word_after(first).unwrap_or(first)
    } else {
        first
    }
}

/// Extend a condition over its qualifiers: "insuffisance rénale" + " chronique", "hépatite" + " C".
fn extend(s: &str, mut end: usize) -> usize {
    for _ in 0..4 {
        let rest = &s[end..];
        let trimmed = rest.trim_start_matches(' ');
        if trimmed.len() == rest.len() || rest.len() - trimmed.len() > 1 {
            break;
        }
        let word_len = |t: &str| {
            t.find(|c: char| !(is_word(c) || c == '\'' || c == '-'))
                .unwrap_or(t.len())
        };
        // a single capital letter or digit: "hépatite C", "type 2"
        let w = word_len(trimmed);
        // enough for the first word and the longest link after it
        if w == 0 {
            break;
        }
        // the word, and enough of what follows for the longest link, lower-cased apart: the
        // rest of the text is never lower-cased (a text without line breaks made every match
        // lower-case all of it), and the word is cut in the original, where its end is a
        // character boundary (`İ` lower-cases to two characters)
        let lower = lower_head(trimmed, w + 16);
        let word_lower = trimmed[..w].to_lowercase();
        let word = word_lower.as_str();
        let single = w == 1 && trimmed.as_bytes()[0].is_ascii_uppercase();
        // (a number before a pack's word is a count of packs: `سيرترالين 50 علبة`; before a
        // dose's unit, a dose: `AMOXICILLINE 1 g`)
        let counted = || {
            trimmed[w..].strip_prefix(' ').is_some_and(|t| {
                let next = t
                    .split([' ', ',', ';', '.'])
                    .next()
                    .unwrap_or(t)
                    .to_lowercase();
                PACKS.contains(&next.as_str()) || DOSE_UNITS.contains(&next.as_str())
            })
        };
        if single
            || QUALIFIERS.contains(&word)
            || word.chars().all(|c| c.is_ascii_digit()) && w <= 2 && !counted()
        {
            end += rest.len() - trimmed.len() + w;
            continue;
        }
        if let Some(link) = LINKS
            .iter()
            .filter(|l| lower.starts_with(*l))
            .max_by_key(|l| l.len())
        {
            // the link in lower case has the length of the original only if nothing in it
            // changed length when lower-cased (`K`, the Kelvin sign, lower-cases to `k`)
            let Some(after) = trimmed.get(link.len()..) else {
                break;
            };
            if !(link.ends_with('\'') || after.starts_with(' ')) {
                break;
            }
            let after_t = after.trim_start_matches(' ');
            let w2 = word_len(after_t);
            let next = &after_t[..w2];
            // one lower-case word or a type number after the link ("du sein", "de type 2"); not
            // a clause that says why or when (`en application de la circulaire 12`, `en cours`)
            let clause = *link == "en"
                && matches!(
                    next,
                    "application" | "vertu" | "cours" | "attente" | "raison" | "date" | "charge"
                );
            if w2 > 0
                && !clause
                && (next.chars().all(|c| c.is_ascii_digit())
                    || next.chars().next().is_some_and(char::is_lowercase))
            {
                end += rest.len() - trimmed.len() + link.len() + (after.len() - after_t.len()) + w2;
                continue;
            }
        }
        break;
    }
    end
}

/// The lower-case form of `s` up to (and with) the first line break after which it holds at
/// least `need` bytes: a prefix of `s.to_lowercase()` (line by line, since a line break ends the
/// context of the final-sigma rule), without lower-casing the whole rest of the document at
/// every match. All of `s.to_lowercase()` when no such line break exists.
fn lower_head(s: &str, need: usize) -> String {
    let mut head = String::new();
    let mut from = 0;
    while head.len() < need && from < s.len() {
        // up to and with the next ASCII byte that is neither a letter, a digit nor one of the
        // case-ignorable `' . : ^ \``: the final-sigma rule never looks across such a byte, so
        // the pieces lower-case as the whole text would; a long run without one (hostile
        // input) is cut at a character boundary a little past `need` instead
        let bytes = &s.as_bytes()[from..];
        let cut = bytes
            .iter()
            .position(|&b| b.is_ascii() && !b.is_ascii_alphanumeric() && !b"'.:^`".contains(&b))
            .map_or(s.len(), |i| from + i + 1);
        let mut end = cut.min(from + need + 64).min(s.len());
        while !s.is_char_boundary(end) {
            end += 1;
        }
        head.push_str(&s[from..end].to_lowercase());
        from = end;
    }
    head
}

/// Whether a trigger after `head` is the object of a date's label (`Date du diagnostic :`,
/// `تاريخ التشخيص :`): the date follows it, not a condition.
fn dated(head: &str) -> bool {
    let head = head.trim_end_matches(' ');
    let tail = &head[head.floor_char_boundary(head.len().saturating_sub(12))..];
    let lower = tail.to_lowercase();
    ["تاريخ", "date du", "date de", "date d'", "date of"]
        .iter()
        .any(|d| {
            lower.ends_with(d)
                && head
                    .get(..head.len().saturating_sub(d.len()))
                    .is_some_and(|h| boundary_before(h, d))
        })
}

/// The HEALTH detector.
pub(super) struct Health;

impl Detector for Health {
    fn id(&self) -> &'static str {
        "health.lexicon"
    }
    fn detect(&self, text: &Text<'_>, out: &mut Vec<Candidate>) {
        let s = text.as_str();
        let h = health();
        let LexiconHits {
            terms,
            triggers,
            gate,
            endings,
        } = lexicon_and_endings(s);
        *text.gate_words.borrow_mut() = Some(gate);
        let first = out.len();
        medical_words(s, &endings, out);
        for (a, b, p) in terms {
            let term = &h.terms[p];
            if !boundary_before(&s[..a], term) || s[b..].chars().next().is_some_and(is_word) {
                continue;
            }
            // a file's reference that starts with the term (`fiche n° VHC-2026-37416`), not a
            // strain's or a type's number (`VIH-1`, `HPV-16`)
            if s[b..]
                .strip_prefix(['-', '/'])
                .is_some_and(|r| r.bytes().take_while(u8::is_ascii_digit).count() >= 4)
            {
                continue;
            }
            let end = extend(s, object_end(s, term, b));
            out.push(Candidate {
                entity: Entity::Health,
                start: a,
                end,
                score: 0.85,
                detector: "health.lexicon",
                reasons: vec![Reason::Lexicon {
                    term: term.to_lowercase(),
                }],
            });
        }
        // a condition that names a ward, a clinic or a centre is no one's (`Unité glaucome et
        // rétine`, `Centre de dialyse`, `Diabetes Unit`, `قسم أمراض السكري`)
        let mut k = first;
        while k < out.len() {
            if names_a_ward(s, out[k].start, out[k].end) || in_a_law_title(s, out[k].start) {
                out.swap_remove(k);
            } else {
                k += 1;
            }
        }
        // the terms and medical words found, by their start
        let mut found: Vec<(usize, usize, f32)> = out[first..]
            .iter()
            .map(|c| (c.start, c.end, c.score))
            .collect();
        found.sort_unstable_by_key(|f| f.0);
        for (m_start, m_end) in triggers {
            // (an Arabic trigger may take a conjunction: `ويعاني من`)
            if !boundary_before(&s[..m_start], &s[m_start..m_end]) || dated(&s[..m_start]) {
                continue;
            }
            // a trigger that ends with a Latin letter ends a word (`souffre de` is not the
            // start of `souffre depuis`); an Arabic one ending with `ب` is glued to its word
            let last = s[..m_end].chars().next_back();
            if last.is_some_and(|c| c.is_ascii_alphabetic())
                && s[m_end..].chars().next().is_some_and(is_word)
            {
                continue;
            }
            let start = m_end + (s[m_end..].len() - s[m_end..].trim_start_matches(' ').len());
            // (the phrase is read within 240 bytes, six long words: a line of triggers without
            // punctuation costs its length once, not once per trigger)
            let mut reach = (start + 240).min(s.len());
            while !s.is_char_boundary(reach) {
                reach -= 1;
            }
            let rest = &s[start..reach];
            let stop = rest
                .find(['.', ',', ';', ':', '\n', '(', ')', '،', '؛', '?', '!', '؟'])
                .unwrap_or(rest.len());
            let phrase = &rest[..stop];
            // at most 6 words
            let end = phrase
                .match_indices(' ')
                .nth(5)
                .map_or(phrase.len(), |(i, _)| i);
            let end = phrase[..end].trim_end().len();
            // a determiner alone is not a condition: in a payload whose condition was masked
            // (`arrêt maladie pour une [SANTE_1]`, the label blanked by the leak check) it
            // would be a new finding and refuse the record
            let only_determiners = phrase[..end]
                .split(' ')
                .filter(|w| !w.is_empty())
                .all(|w| DETERMINERS.iter().any(|d| d.eq_ignore_ascii_case(w)));
            if end >= 3 && !only_determiners {
                // a term or a medical word inside the phrase makes it as sure as the term, up
                // to the last one's end, so that the words before the term are kept with it,
                // not the term alone (`admitted for an [acute asthma]`, `known case of [sickle
                // cell anaemia]`), and what follows it is not (`[X] and needs 14 days of rest`).
                // The phrase without its determiners (`souffre de une [X]`):
                let mut a = start;
                while let Some((w, rest)) = s[a..start + end].split_once(' ') {
                    if !DETERMINERS.iter().any(|d| d.eq_ignore_ascii_case(w)) {
                        break;
                    }
                    a = start + end - rest.len();
                }
                // the terms inside it, the first one within two words of its start, these words
                // in lower case: modifiers, not a person (`أصيب السائق X بـY`)
                let k = found.partition_point(|f| f.0 < a);
                let inside = found[k..]
                    .iter()
                    .take_while(|f| f.0 < start + end)
                    .filter(|f| f.1 <= start + end);
                let lead_ok = |t: usize| {
                    let lead = &s[a..t];
                    lead.split_whitespace().count() <= 2 && !lead.chars().any(char::is_uppercase)
                };
                let first_inside = inside.clone().next();
                let boosted = first_inside.is_some_and(|f| lead_ok(f.0));
                let (start, e, score) = if boosted {
                    let (sc, e) = inside.fold((0.6f32, a), |(sc, _), f| (sc.max(f.2), f.1));
                    (a, e, sc)
                } else if let Some(f) = first_inside {
                    // (a term further on after a conjunction is another item: the phrase ends
                    // before them, `ويعاني من [ألم الطرف الشبحي] وقصور كلوي مزمن`; a term after
                    // other words is the phrase's own, `treated for three weeks of asthma`)
                    let head = s[start..f.0].trim_end();
                    let item = head
                        .strip_suffix(" و")
                        .or_else(|| head.strip_suffix('و'))
                        .or_else(|| head.strip_suffix(" et"))
                        .or_else(|| head.strip_suffix(" and"))
                        .map(|h| h.trim_end_matches([' ', ',', '،']))
                        .filter(|h| h.chars().filter(|c| c.is_alphabetic()).count() >= 3);
                    (start, start + item.map_or(end, str::len), 0.6)
                } else {
                    (start, start + end, 0.6)
                };
                out.push(Candidate {
                    entity: Entity::Health,
                    start,
                    end: e,
                    score,
                    detector: "health.trigger",
                    reasons: vec![Reason::Context {
                        word: s[m_start..m_end].trim().to_lowercase(),
                    }],
                });
            }
        }
    }
}

/// Capitalised words that name a ward, a clinic or a centre before the condition it treats
/// (`Unité glaucome`, `Centre de dialyse`, `Department of Oncology`), and Arabic ones at the start
/// of their line or after a punctuation mark (`قسم أمراض السكري`, `وحدة غسيل الكلى`).
const WARDS_BEFORE: &[&str] = &[
    "Unité",
    "Service",
    "Centre",
    "Département",
    "Pôle",
    "Clinique",
    "Institut",
    "Laboratoire",
    "Consultation",
    "Unit",
    "Department",
    "Center",
    "Clinic",
    "Institute",
    "Ward",
    "Laboratory",
    "Association",
    "Ligue",
    "Society",
    "Société",
    "Fondation",
    "Foundation",
    // a public health programme (`Programme national de lutte contre la tuberculose`)
    "Programme",
    "Program",
];
const WARDS_BEFORE_AR: &[&str] = &[
    "قسم",
    "وحدة",
    "مصلحة",
    "مركز",
    "معهد",
    "جمعية",
    "عيادة",
    "برنامج",
];
/// Capitalised words after a condition that make it the name of a ward or a clinic (`Diabetes
/// Unit`, `Tuberculosis Clinic`).
const WARDS_AFTER: &[&str] = &[
    "Unit",
    "Clinic",
    "Ward",
    "Department",
    "Centre",
    "Center",
    "Service",
    "Institute",
    "Society",
    "Association",
    "Foundation",
    "Programme",
    "Program",
];
/// Little words between a ward's word and its condition (`de lutte contre les`: a programme's).
const WARD_LINKS: &[&str] = &[
    "de ", "du ", "des ", "d'", "d’", "of ", "the ", "for ", "la ", "le ", "les ", "l'", "l’",
    "lutte ", "contre ", "against ", "control ",
];
/// The same bodies with their article (`المركز الجهوي لنقل الدم`): a ward whatever comes before.
const WARDS_BEFORE_AR_DEFINITE: &[&str] = &[
    "المركز",
    "القسم",
    "المعهد",
    "الوحدة",
    "المصلحة",
    "الجمعية",
    "البرنامج",
];
/// Adjectives between a body's word and its field (`Centre National de Transfusion Sanguine`,
/// `المركز الوطني لنقل الدم`).
const WARD_ADJECTIVES: &[&str] = &[
    "National",
    "Nationale",
    "Régional",
    "Régionale",
    "Regional",
    "Universitaire",
    "Hospitalier",
    "Tunisien",
    "Tunisienne",
    "national",
    "nationale",
    "régional",
    "régionale",
    "الوطني",
    "الجهوي",
    "الجامعي",
];

/// Words of a text of law (a law, a decree, an order, a circular) whose title names its subject
/// after `relatif à`, `on`, `المتعلق ب` (lower case).
const LAW_WORDS: &[&str] = &[
    "loi",
    "décret",
    "decret",
    "arrêté",
    "arrete",
    "circulaire",
    "law",
    "decree",
    "order",
    "circular",
    "القانون",
    "الأمر",
    "المنشور",
    "القرار",
    "منشور",
    "قانون",
    "أمر",
];
/// What introduces a text of law's subject.
const LAW_SUBJECT: &[&str] = &[
    " relative à",
    " relatif à",
    " relative au",
    " relatif au",
    " relative aux",
    " relatif aux",
    " relatifs",
    " relatives",
    " related to",
    " on the",
    " المتعلق",
    " المتعلقة",
];

/// Whether the finding starting at `a` is the subject of a text of law's title on its line
/// (`circulaire n° 31/2019 relative à la chirurgie bariatrique`): a subject within four words
/// of its `relative à`, after a law's word (at most 100 bytes back).
fn in_a_law_title(s: &str, a: usize) -> bool {
    let from = s.floor_char_boundary(a.saturating_sub(100));
    let line = &s[s[from..a].rfind('\n').map_or(from, |k| from + k + 1)..a];
    let Some((k, intro)) = LAW_SUBJECT
        .iter()
        .filter_map(|w| line.rfind(w).map(|k| (k, *w)))
        .max_by_key(|&(k, _)| k)
    else {
        return false;
    };
    let between = &line[k + intro.len()..];
    if between.split_whitespace().count() > 4 {
        return false;
    }
    let head = line[..k].to_lowercase();
    head.split(|c: char| !c.is_alphanumeric() && c != '\u{0640}')
        .any(|w| LAW_WORDS.contains(&w))
}

/// Whether the finding at `a..b` names a ward, a clinic or a centre ([`WARDS_BEFORE`],
/// [`WARDS_AFTER`]).
fn names_a_ward(s: &str, a: usize, b: usize) -> bool {
    let after = s[b..].strip_prefix(' ').unwrap_or("");
    if WARDS_AFTER.iter().any(|w| {
        after.starts_with(w) && !after[w.len()..].starts_with(|c: char| c.is_alphanumeric())
    }) {
        return true;
    }
    // the words before, on the line, the links (`de`, `of the`) taken off, then the Arabic
    // `أمراض` (diseases of): `Centre de dialyse`, `قسم أمراض السكري`
    // (80 bytes back at most: a text without line breaks costs each finding that much, not its
    // whole length)
    let mut from = a.saturating_sub(80);
    while !s.is_char_boundary(from) {
        from += 1;
    }
    let line = &s[s[from..a].rfind('\n').map_or(from, |k| from + k + 1)..a];
    let mut head = line.strip_suffix(' ').unwrap_or(line);
    if line.ends_with(['\'', '’']) {
        head = line;
    }
    loop {
        let before = head;
        for l in WARD_LINKS {
            let l = l.trim_end();
            if let Some(h) = head.strip_suffix(l) {
                if h.is_empty() || h.ends_with(' ') {
                    head = h.trim_end_matches(' ');
                }
            }
        }
        if let Some(h) = head.strip_suffix("أمراض") {
            head = h.trim_end_matches(' ');
        }
        // the Arabic `ل` glued to the term (`المركز الوطني لنقل الدم`), then the adjectives of a
        // body (`Centre National de`, `المركز الجهوي`)
        if let Some(h) = head.strip_suffix(" ل") {
            head = h;
        }
        // (a programme "for the fight against": `البرنامج الوطني لمكافحة`)
        if let Some(h) = head.strip_suffix(" لمكافحة") {
            head = h;
        }
        if let Some(h) = WARD_ADJECTIVES.iter().find_map(|w| {
            head.strip_suffix(w)
                .filter(|h| h.is_empty() || h.ends_with(' '))
        }) {
            head = h.trim_end_matches(' ');
        }
        if head == before {
            break;
        }
    }
    let word_start = head.rfind(|c: char| !c.is_alphabetic()).map_or(0, |k| {
        k + head[k..].chars().next().map_or(1, char::len_utf8)
    });
    let word = &head[word_start..];
    if WARDS_BEFORE.contains(&word) {
        return true;
    }
    WARDS_BEFORE_AR_DEFINITE.contains(&word)
        || WARDS_BEFORE_AR.contains(&word)
            && head[..word_start]
                .trim_end_matches(' ')
                .chars()
                .next_back()
                .is_none_or(|c| matches!(c, '،' | ',' | ':' | '|' | '-' | '.' | '\t'))
}

/// The words of `s` that end in one of the [`MEDICAL_ENDINGS`] (`endings`: every match of an
/// ending, in the order of their ends), or in their plural `s`: a word of letters whose ending
/// leaves two letters at least before it, or is the whole word when it is a word of its own
/// ([`WHOLE_WORD_ENDING`]), and that is none of the ending's exceptions.
fn medical_words(s: &str, endings: &[Hit], out: &mut Vec<Candidate>) {
    let mut last_end = 0;
    for &(a, b, e) in endings {
        // (a condition's plural in `s`: `paresthésies`, `haemorrhoids`)
        let medicine = e >= MEDICAL_ENDINGS.len();
        let plural = !medicine
            && s[b..].starts_with(['s', 'S'])
            && !s[b + 1..].chars().next().is_some_and(char::is_alphabetic);
        if b <= last_end || !plural && s[b..].chars().next().is_some_and(char::is_alphabetic) {
            continue;
        }
        let start = s[..a]
            .char_indices()
            .rev()
            .take_while(|&(_, c)| c.is_alphabetic())
            .last()
            .map_or(a, |(k, _)| k);
        let whole_word = || !medicine && MEDICAL_ENDINGS[e].0.chars().count() >= WHOLE_WORD_ENDING;
        let before = s[start..a].chars().count();
        if (before < 2 && !(before == 0 && whole_word()))
            || !s[start..a].chars().all(|c| c.is_alphabetic())
        {
            continue;
        }
        // a word glued to a digit or an underscore is a code (`ABC123pril`)
        if s[..start]
            .chars()
            .next_back()
            .is_some_and(|c| c.is_alphanumeric() || c == '_')
        {
            continue;
        }
        let (ending, end) = match MEDICAL_ENDINGS.get(e) {
            Some(&(ending, exceptions)) => {
                if exceptions.contains(&s[start..b].to_lowercase().as_str()) {
                    continue;
                }
                (ending, extend(s, b + usize::from(plural)))
            }
            None => (MEDICINE_ENDINGS[e - MEDICAL_ENDINGS.len()], b),
        };
        last_end = b;
        out.push(Candidate {
            entity: Entity::Health,
            start,
            end,
            score: 0.75,
            detector: "health.form",
            reasons: vec![Reason::Lexicon {
                term: format!("-{ending}"),
            }],
        });
    }
}

/// `a|b|c`, each word escaped.
fn alternation(words: &[&str]) -> String {
    words
        .iter()
        .map(|w| regex::escape(w))
        .collect::<Vec<_>>()
        .join("|")
}

/// The ADDRESS detector.
pub(super) struct Address;

/// The address patterns (without the `(?m)` flag), their scores and what they report.
fn address_specs() -> [(String, f32, &'static str); 13] {
    let fr_types = alternation(FR_TYPES);
    let ar_types = alternation(AR_TYPES);
    let post_box = alternation(&POST_BOX[..POST_BOX_LATIN]);
    let post_box_ar = alternation(&POST_BOX[POST_BOX_LATIN..]);
    // a city: up to four words after a 4-digit postal code
    let city_fr = r"(?:\p{Lu}[\p{L}'\-]*|El|La|Le|Les|de|du|des|el|ben|Ben)(?: (?:\p{Lu}[\p{L}'\-]*|El|La|de|du|des|el|Ben|Sidi|Houmt|Souk)){0,3}";
    let city_ar = r"\p{Arabic}+(?: \p{Arabic}+){0,3}";
    let num = r"(?-u:\b)[0-9]{1,4}(?: ?(?:bis|ter))?";
    let fr_parts = alternation(FR_PARTS);
    let fr_number = alternation(FR_NUMBER);
    let en_types = alternation(EN_TYPES);
    let ar_parts = alternation(AR_PARTS);
    // an Arabic street type starts a word (maybe after a proclitic: `بنهج`, `وإقامة`): the
    // character before it, not a letter, is part of the match and trimmed off
    let ar_start = r"(?:^|[^\p{L}\p{N}\n])[وبلف]?";
    // the named quarters and residences a flat's parts come before (`Apt 22, Bloc B, cité X`)
    let quarters = "cité|cite|résidence|residence|quartier|lotissement|hay|domaine";
    [
        (
            format!(
                r"{num},? (?i:{fr_types}) [^\n,;:()]{{1,60}}?(?:,? ?(?-u:\b)[0-9]{{4}} {city_fr}| {city_fr} (?-u:\b)[0-9]{{4}}(?:[,;\t|.]|$|\n)|(?:,|;|\t|\||$|\n| -|\.))"
            ),
            0.8,
            "numéro et voie",
        ),
        (
            format!(
                r"(?i:{fr_types}) (?:de |du |des |de la |de l'|d'|el |ibn |ben )?\p{{Lu}}[^\n,;:()]{{0,50}}?(?:,? |,)[0-9]{{4}} {city_fr}"
            ),
            // (the code after a space or a comma: `PLF/2024/8634 du` is a reference)
            0.75,
            "voie et code postal",
        ),
        (
            format!(
                r"{num} ?(?:{ar_types}) [^\n،,;:()]{{1,50}}?(?:[،,] ?(?-u:\b)[0-9]{{4}} {city_ar}| (?-u:\b)[0-9]{{4}}(?-u:\b)|[،,]|$|\n| -)"
            ),
            0.8,
            "رقم وطريق",
        ),
        (
            format!(
                r"(?:{ar_types}) \p{{Arabic}}[^\n،,;:()]{{0,40}}?[،,] ?(?-u:\b)[0-9]{{4}} {city_ar}"
            ),
            0.75,
            "طريق ورمز بريدي",
        ),
        // an ASCII `\b` never holds before an Arabic letter after a space: the Arabic words
        // take a Unicode one (not after a letter or a digit of any script)
        (
            format!(r"(?:(?-u:\b)(?:{post_box})|\b(?:{post_box_ar})) ?[0-9]{{1,5}}"),
            0.6,
            POST_BOX_WHAT,
        ),
        // `Résidence X, bloc B, appt 4, 2037 Ville`: a named building, then one to four of
        // its parts (block, staircase, floor, flat), each a word and a short number or letter
        (
            format!(
                r"(?-u:\b)(?i:{fr_types}) (?:de |du |des |de la |de l'|d'|el |ibn |ben )?\p{{Lu}}[^\n,;:()]{{0,50}}?(?:, ?(?i:{fr_parts}) ?(?:n° ?)?[\p{{L}}0-9]{{1,4}}(?-u:\b)){{1,4}}(?:,? ?(?-u:\b)[0-9]{{4}} {city_fr}|,? {city_fr},? (?-u:\b)[0-9]{{4}}(?-u:\b))?"
            ),
            0.8,
            "résidence et appartement",
        ),
        // `rue X n° 12, Ville 2037`: the street first, the number after `n°` (a street named
        // after a date starts with a digit: `Rue du 20 Mars n° 81`)
        (
            format!(
                r"(?-u:\b)(?i:{fr_types}) (?:de |du |des |de la |de l'|d'|el |ibn |ben )?[\p{{Lu}}0-9][^\n,;:()]{{0,50}}? (?i:{fr_number}) ?[0-9]{{1,4}}(?: ?(?:bis|ter))?(?:,? ?(?-u:\b)[0-9]{{4}} {city_fr}|,? {city_fr},? (?-u:\b)[0-9]{{4}}(?-u:\b)|,|$|\n| |\.)"
            ),
            0.8,
            "voie et numéro",
        ),
        // `Route de Mahdia km 10, Sfax`, `route de Tunis, km 7`: a road and its kilometre (the
        // way a house outside a town is found), then maybe its town or postal code
        (
            format!(
                r"(?-u:\b)(?i:route|chemin|road) (?:de |du |des |de la |de l'|d'|el |to )?\p{{Lu}}[^\n,;:()]{{0,40}}?,? (?i:km) ?[0-9]{{1,3}}(?:[.,][0-9])?(?-u:\b)(?:,? ?(?-u:\b)[0-9]{{4}} {city_fr}|, {city_fr}(?:,? (?-u:\b)[0-9]{{4}}(?-u:\b))?)?"
            ),
            0.8,
            ROAD_KM_WHAT,
        ),
        // `نهج X عدد 12، مدينة 4000`, `طريق X كلم 5، عدد 7`, `شارع X رقم 49 قابس`: the street
        // first, the number after `عدد` or `رقم` or the road's kilometre, maybe the town of one
        // or two words ending the line or the clause (a comma may set the number apart from a
        // road's kilometre; a street named
        // after a date or by a number starts with a digit: `شارع 7 نوفمبر عدد 133`, `نهج 8612
        // عدد 75`)
        (
            format!(
                r"{ar_start}(?:{ar_types}) [\p{{Arabic}}0-9][^\n،,;:()]{{0,40}}?(?:(?:[،,] ?| )(?:عدد|رقم) ?[0-9]{{1,4}}| كلم ?[0-9]{{1,3}}(?:[،,] ?(?:عدد|رقم) ?[0-9]{{1,4}})?)(?:[،,] ?(?:{city_ar} (?-u:\b)[0-9]{{4}}(?-u:\b)|(?-u:\b)[0-9]{{4}} {city_ar})|[،,]? \p{{Arabic}}+(?: \p{{Arabic}}+)?(?:[،,.;\t]|$|\n| -)|[،,]|$|\n| |\.)"
            ),
            0.8,
            "طريق وعدد",
        ),
        // `إقامة X، عمارة ب، شقة 4، مدينة`: a named building, then its parts (a block may be a
        // Latin letter: `عمارة B`), then the town
        (
            format!(
                r"{ar_start}(?:{ar_types}) \p{{Arabic}}[^\n،,;:()]{{0,40}}?(?:[،,] ?(?:{ar_parts}) ?(?:عدد ?)?[\p{{Arabic}}0-9A-Za-z]{{1,4}}){{1,4}}(?:[،,] ?(?:{city_ar} (?-u:\b)[0-9]{{4}}(?-u:\b)|(?-u:\b)[0-9]{{4}} {city_ar}|\p{{Arabic}}+(?: \p{{Arabic}}+)?(?:[،,.]|$| -))|[،,.]|$| )"
            ),
            0.8,
            "إقامة وشقة",
        ),
        // `عمارة ب شقة 110، إقامة النخيل، سوسة 4000`: the building's parts first, then the named
        // residence or quarter, then the town and its postal code
        (
            format!(
                r"{ar_start}(?:عمارة|العمارة) [\p{{Arabic}}0-9A-Za-z]{{1,4}}(?: ?[،,]? ?(?:{ar_parts}) ?(?:عدد ?)?[\p{{Arabic}}0-9A-Za-z]{{1,4}}){{0,3}}[،,] ?(?:{ar_types}) \p{{Arabic}}+(?: \p{{Arabic}}+){{0,2}}(?:[،,] ?(?:{city_ar} (?-u:\b)[0-9]{{4}}(?-u:\b)|(?-u:\b)[0-9]{{4}} {city_ar}))?"
            ),
            0.8,
            "عمارة وإقامة",
        ),
        // `71 Martyrs Street, 1200 Kasserine`, `120, Jugurtha Boulevard, Ariana 2080`: the
        // English order, the number, the name (capitalised words), then the street type
        (
            format!(
                r"{num},? (?:\p{{Lu}}[\p{{L}}'\-]*|ibn|el|ben)(?: (?:\p{{Lu}}[\p{{L}}'\-]*|ibn|el|ben|of|de)){{0,4}} (?:{en_types})(?-u:\b)(?:,? ?(?-u:\b)[0-9]{{4}} {city_fr}|, {city_fr},? (?-u:\b)[0-9]{{4}}(?-u:\b))?"
            ),
            0.8,
            "numéro, nom et voie",
        ),
        // `Apt 22, Bloc B, cité Erriadh, Sfax`: a flat's number, maybe more parts, then the
        // named quarter or residence, then its town or postcode or the line's end (the part's
        // word before the number is taken by `push_match`)
        (
            format!(
                r"(?-u:\b)[0-9]{{1,4}}, ?(?:(?i:{fr_parts}) ?[\p{{L}}0-9]{{1,4}}, ?){{0,3}}(?i:{quarters}) \p{{Lu}}[^\n,;:()]{{0,40}}?(?:,? ?(?-u:\b)[0-9]{{4}} {city_fr}|, ?{city_fr}(?:[,.;\t|]|$)|,?$)"
            ),
            0.8,
            FLAT_FIRST_WHAT,
        ),
    ]
}

/// What the flat-first pattern says of its match (`Apt 22, Bloc B, cité Erriadh, Sfax`).
const FLAT_FIRST_WHAT: &str = "appartement et quartier";

/// The words of a flat's or a house's part before its number, in lower case, without a dot.
const FLAT_WORDS: &[&str] = &[
    "apt",
    "appt",
    "app",
    "apartment",
    "appartement",
    "flat",
    "villa",
    "logement",
    "porte",
];

/// Where a flat-first match starting at `a` of `line` starts with the part's word before its
/// number (`Apt 22`, `appt. n° 4`): that word's start, else `a`.
fn flat_word_before(line: &str, a: usize) -> usize {
    let before = line[..a].trim_end();
    // (`n°` between the word and the number)
    let before = before
        .strip_suffix('°')
        .map_or(before, |b| b.trim_end_matches(['n', 'N']).trim_end());
    let before = before.trim_end_matches('.');
    let word = before
        .rsplit(|c: char| !c.is_alphabetic())
        .next()
        .unwrap_or_default();
    if FLAT_WORDS.contains(&word.to_lowercase().as_str()) {
        before.len() - word.len()
    } else {
        a
    }
}

/// The address patterns, in the order of [`NEEDS`] and [`STARTS`]. They are searched anchored,
/// at the few places where a match can start (a number, a street type or the character before
/// it, a post-box word): an unanchored search finds the end of the leftmost match first and then
/// its start with a reverse automaton, whose states (built lazily, from the bounded repetitions
/// of the patterns) cost more than the rest of the search.
fn address_res() -> &'static [(LazyAddressRe, f32, &'static str)] {
    static R: OnceLock<Vec<(LazyAddressRe, f32, &'static str)>> = OnceLock::new();
    R.get_or_init(|| {
        address_specs()
            .into_iter()
            .map(|(re, score, what)| {
                let pattern = format!("(?m){re}");
                (
                    LazyAddressRe {
                        pattern,
                        re: OnceLock::new(),
                    },
                    score,
                    what,
                )
            })
            .collect()
    })
}

/// An address pattern compiled the first time a line offers it a place to start: a short file
/// builds only the patterns its lines may match (each build costs millions of instructions).
struct LazyAddressRe {
    pattern: String,
    re: OnceLock<AddressRe>,
}

impl LazyAddressRe {
    fn get(&self) -> &AddressRe {
        self.re.get_or_init(|| AddressRe::new(&self.pattern))
    }
}

/// An address pattern, searched anchored only. Anchored, a forward lazy DFA finds the end of the
/// leftmost-first match and its start is the start of the search: that is what `meta::Regex`
/// does for an anchored search, without building what only an unanchored one needs (a reverse
/// NFA, prefilters, a PikeVM), which cost more than half of the build of these patterns and
/// more than their search (callgrind). A pattern the lazy DFA cannot search (a Unicode `\b`,
/// the Arabic post-box words) keeps a `meta::Regex`.
enum AddressRe {
    Forward(Box<hybrid::dfa::DFA>),
    Meta(Regex),
}

impl AddressRe {
    fn new(pattern: &str) -> Self {
        match hybrid::dfa::DFA::new(pattern) {
            Ok(dfa) => AddressRe::Forward(Box::new(dfa)),
            Err(_) => AddressRe::Meta(Regex::new(pattern).expect("address pattern")),
        }
    }

    /// The end of the leftmost-first match of `s` that starts at `a`, if any.
    fn end_at(&self, cache: &mut Option<hybrid::dfa::Cache>, s: &str, a: usize) -> Option<usize> {
        let input = Input::new(s)
            .span(a..s.len())
            .anchored(regex_automata::Anchored::Yes);
        match self {
            AddressRe::Meta(re) => re.search(&input).map(|m| m.end()),
            AddressRe::Forward(dfa) => {
                let cache = cache.get_or_insert_with(|| dfa.create_cache());
                // built without a Unicode word boundary (it would not build) and with no
                // minimum of cache clearings, the lazy DFA neither quits nor gives up
                dfa.try_search_fwd(cache, &input)
                    .expect("address search cannot fail")
                    .map(|m| m.offset())
            }
        }
    }
}

thread_local! {
    /// The lazy DFA caches of the address patterns (in their order), kept from one text to the
    /// next so that their states are built once per thread.
    static ADDRESS_CACHES: std::cell::RefCell<Vec<Option<hybrid::dfa::Cache>>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// What a line of a window holds that an address pattern needs (bits of `AddressGate::kinds`).
const GATE_FR: u8 = 1;
const GATE_AR: u8 = 2;
const GATE_BP: u8 = 4;
/// A character that Unicode case folding may match to an ASCII letter of a French street type
/// (see [`FOLDS_TO_ASCII`]): the French patterns search such a line whatever else it holds, and
/// the street types that the gate found there are not all the places where one starts.
const GATE_FOLD: u8 = 16;
/// For each address pattern (in the order of `address_res`), what its line must hold.
const NEEDS: [u8; 13] = [
    GATE_FR | GATE_FOLD,
    GATE_FR | GATE_FOLD,
    GATE_AR,
    GATE_AR,
    GATE_BP,
    GATE_FR | GATE_FOLD,
    GATE_FR | GATE_FOLD,
    GATE_FR | GATE_FOLD,
    GATE_AR,
    GATE_AR,
    GATE_AR,
    GATE_FR | GATE_FOLD,
    GATE_FR | GATE_FOLD,
];
/// Where a match of each address pattern can start.
#[derive(Clone, Copy)]
enum Start {
    /// At a house number: the first digit of a run of at most four, after a byte that is not an
    /// ASCII word byte (`(?-u:\b)`), followed by one of the bytes that may follow the number.
    Number,
    /// Where the gate found a word of this kind (`GATE_*`).
    Word(u8),
    /// On the character before a word of this kind, or before its proclitic (`ar_start` in the
    /// Arabic building and street-then-number forms), or on the word itself at a line start.
    BeforeWord(u8),
}
const STARTS: [Start; 13] = [
    Start::Number,
    Start::Word(GATE_FR),
    Start::Number,
    Start::Word(GATE_AR),
    Start::Word(GATE_BP),
    Start::Word(GATE_FR),
    Start::Word(GATE_FR),
    Start::Word(GATE_FR),
    Start::BeforeWord(GATE_AR),
    Start::BeforeWord(GATE_AR),
    Start::BeforeWord(GATE_AR),
    Start::Number,
    Start::Number,
];

/// French street types (as in the `(?i:...)` group of the address patterns, unescaped).
pub(super) const FR_TYPES: &[&str] = &[
    "rue",
    "avenue",
    "av.",
    "boulevard",
    "bd",
    "blvd",
    "impasse",
    "cité",
    "cite",
    "route",
    "chemin",
    "place",
    "résidence",
    "residence",
    "lotissement",
    "allée",
    "allee",
    "passage",
    "quartier",
    "immeuble",
    "rés.",
    "zone industrielle",
    "z.i.",
    "street",
    "st.",
    "road",
    "lane",
];
pub(super) const AR_TYPES: &[&str] = &[
    "نهج",
    "شارع",
    "طريق",
    "حي",
    "زنقة",
    "ساحة",
    "إقامة",
    "اقامة",
    "عمارة",
    "مدينة",
    "منطقة",
    "تقسيم",
    "ممر",
];
/// Street types written after the street's name, in English (`71 Martyrs Street`); each is in
/// [`FR_TYPES`] too, as the gate's words, in lower case (the gate ignores ASCII case).
pub(super) const EN_TYPES: &[&str] = &[
    "Street",
    "St.",
    "Avenue",
    "Av.",
    "Boulevard",
    "Blvd",
    "Bd",
    "Road",
    "Lane",
];
/// Parts of a building after its name (`bloc B`, `appt 4`), in `Résidence X, bloc B, appt 4`.
/// A match of that pattern starts with a street type, so these are not gate words.
pub(super) const FR_PARTS: &[&str] = &[
    "bloc",
    "bât.",
    "bat.",
    "bâtiment",
    "batiment",
    "immeuble",
    "imm.",
    "escalier",
    "esc.",
    "entrée",
    "étage",
    "etage",
    "appartement",
    "appt.",
    "appt",
    "app.",
    "apt.",
    "apt",
    "porte",
    "villa",
    "lot",
    "n°",
];
/// The number sign after a street name (`rue X n° 12`).
pub(super) const FR_NUMBER: &[&str] = &["n°", "nº", "n °", "no.", "numéro", "numero"];
/// Parts of a building after its name (`عمارة ب`, `شقة 4`), in `إقامة X، عمارة ب، شقة 4`.
pub(super) const AR_PARTS: &[&str] = &[
    "عمارة",
    "العمارة",
    "عمارات",
    "مدرج",
    "المدرج",
    "طابق",
    "الطابق",
    "شقة",
    "الشقة",
    "منزل",
    "فيلا",
];
const POST_BOX: &[&str] = &[
    "BP",
    "B.P.",
    "CP",
    "C.P.",
    "P.O. Box",
    "P.O.Box",
    "PO Box",
    "P.O. BOX",
    "PO BOX",
    "ص.ب",
    "صندوق بريد",
];
/// The Latin post-box words come first in [`POST_BOX`], the Arabic ones after them.
const POST_BOX_LATIN: usize = 9;
/// Characters that Unicode case folding, as the regex engine applies it to `(?i:...)`, may match
/// to an ASCII letter of a street type (`ſ` ~ `s`, `K` ~ `k`; `İ` and `ı` for safety): a line
/// holding one is searched by the French patterns whatever else it holds.
const FOLDS_TO_ASCII: &[char] = &['\u{17F}', '\u{212A}', '\u{130}', '\u{131}'];

/// The words the address patterns need, searched with the HEALTH lexicon in its one pass over
/// the text. Every match of a French pattern holds a French street type (in any case: ASCII
/// letters case-insensitively, `é` or `É`), every match of an Arabic one an Arabic street type,
/// every post-box match one of its words; no match runs over a line break except to end on it.
/// So a pattern finds in a window exactly what it finds in the lines of that window that hold
/// what it needs, searched one by one.
struct AddressGate {
    /// The words (searched ASCII-case-insensitively).
    words: Vec<String>,
    /// The `GATE_*` bit of each word.
    kinds: Vec<u8>,
}

fn address_gate() -> &'static AddressGate {
    static G: OnceLock<AddressGate> = OnceLock::new();
    G.get_or_init(|| {
        let mut words: Vec<String> = Vec::new();
        let mut kinds = Vec::new();
        let mut add = |p: String, k: u8| {
            words.push(p);
            kinds.push(k);
        };
        for t in FR_TYPES {
            add(t.to_string(), GATE_FR);
            if t.contains('é') {
                add(t.replace('é', "É"), GATE_FR);
            }
        }
        for c in FOLDS_TO_ASCII {
            add(c.to_string(), GATE_FOLD);
        }
        for t in AR_TYPES {
            add(t.to_string(), GATE_AR);
        }
        for t in POST_BOX {
            add(t.to_string(), GATE_BP);
        }
        AddressGate { words, kinds }
    })
}

/// A line of a window that holds something an address pattern needs: its span (after its line
/// break), the `GATE_*` bits of what it holds, and the range of its words in the words that
/// [`gated_lines`] returns.
struct GatedLine {
    start: usize,
    end: usize,
    kinds: u8,
    words: std::ops::Range<usize>,
}

/// The lines of the window `s` that hold something an address pattern needs, and where the
/// gate's words in them start `(start, GATE_* bit)`, from the gate's words that lie in the window
/// (`(start, end, bit)` in the window, in the order of their ends). A line ends after its line
/// break; only the lines that hold a word are read, each once, for their breaks.
fn gated_lines(s: &str, hits: &[GateHit]) -> (Vec<GatedLine>, Vec<(usize, u8)>) {
    let mut lines: Vec<GatedLine> = Vec::new();
    let mut words = Vec::new();
    for &(a, b, k) in hits {
        words.push((a, k));
        if let Some(l) = lines.last_mut().filter(|l| a >= l.start && b <= l.end) {
            l.kinds |= k;
            l.words.end = words.len();
            continue;
        }
        // no gate word holds a line break: the word lies in one line
        let start = s[..a].rfind('\n').map_or(0, |i| i + 1);
        let end = s[b..].find('\n').map_or(s.len(), |i| b + i + 1);
        lines.push(GatedLine {
            start,
            end,
            kinds: k,
            words: words.len() - 1..words.len(),
        });
    }
    (lines, words)
}

impl Detector for Address {
    fn id(&self) -> &'static str {
        "address"
    }
    fn detect(&self, text: &Text<'_>, out: &mut Vec<Candidate>) {
        let full = text.as_str();
        let hits = text
            .gate_words
            .borrow_mut()
            .take()
            .unwrap_or_else(|| gate_hits(full));
        // every address pattern holds a number: look only around numbers (windows are sorted
        // and disjoint, the words sorted by their ends)
        let mut from = 0;
        let mut in_window = Vec::new();
        for &(a, b) in &text.windows {
            from += hits[from..].partition_point(|h| h.1 <= a);
            let to = from + hits[from..].partition_point(|h| h.1 <= b);
            in_window.clear();
            in_window.extend(
                hits[from..to]
                    .iter()
                    .filter(|h| h.0 >= a)
                    .map(|&(s, e, k)| (s - a, e - a, k)),
            );
            from = to;
            if !in_window.is_empty() {
                self.detect_in(&full[a..b], a, &in_window, out);
            }
        }
    }
}

/// Whether a house number can start at `i` of `b` (see [`Start::Number`]): what `(?-u:\b)[0-9]{1,4}`
/// and the byte after it need in both number patterns (`,`, ` `, `bis`, `ter` or an Arabic
/// street type).
fn number_starts_at(b: &[u8], i: usize) -> bool {
    if !b[i].is_ascii_digit() || i > 0 && (b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_') {
        return false;
    }
    let run = b[i..]
        .iter()
        .take(5)
        .take_while(|c| c.is_ascii_digit())
        .count();
    run <= 4
        && b.get(i + run)
            .is_some_and(|&c| matches!(c, b' ' | b',' | b'b' | b't') || c >= 0x80)
}

/// Where a match of an `ar_start` pattern can start, given a street type at `p` of `line`: at
/// `p` (`^` at a line start), on the character before it, or on the character before a proclitic
/// before it. The pattern itself checks which of them, if any, it can start on.
fn before_word(line: &str, p: usize) -> impl Iterator<Item = usize> {
    let mut before = line[..p].char_indices().rev();
    let c1 = before.next();
    let c2 = c1
        .filter(|&(_, c)| matches!(c, 'و' | 'ب' | 'ل' | 'ف'))
        .and_then(|_| before.next());
    [c2.map(|c| c.0), c1.map(|c| c.0), Some(p)]
        .into_iter()
        .flatten()
}

impl Address {
    /// The addresses of the window `s` (at `base` in the text), given the gate's words in it.
    fn detect_in(&self, s: &str, base: usize, hits: &[GateHit], out: &mut Vec<Candidate>) {
        let (lines, words) = gated_lines(s, hits);
        if lines.is_empty() {
            return;
        }
        let res = address_res();
        ADDRESS_CACHES.with_borrow_mut(|caches| {
            caches.resize_with(res.len(), || None);
            Self::search_lines(s, base, &lines, &words, caches, out);
        });
    }

    /// The addresses of the gated lines of the window `s` (at `base` in the text). Not inlined:
    /// inlined into `detect`, it cost 40 M more instructions on the bench text (callgrind).
    #[inline(never)]
    fn search_lines(
        s: &str,
        base: usize,
        lines: &[GatedLine],
        words: &[(usize, u8)],
        caches: &mut [Option<hybrid::dfa::Cache>],
        out: &mut Vec<Candidate>,
    ) {
        let mut starts = Vec::new();
        let patterns = address_res().iter().zip(NEEDS).zip(STARTS).zip(caches);
        for ((((re, score, what), need), start), cache) in patterns {
            for l in lines.iter().filter(|l| l.kinds & need != 0) {
                let line = &s[l.start..l.end];
                starts.clear();
                match start {
                    Start::Word(kind) if kind == GATE_FR && l.kinds & GATE_FOLD != 0 => {
                        // a folded letter may start a street type the gate does not know:
                        // every character may start a match
                        starts.extend(line.char_indices().map(|(i, _)| i));
                    }
                    Start::Word(kind) => {
                        starts.extend(
                            words[l.words.clone()]
                                .iter()
                                .filter(|w| w.1 == kind)
                                .map(|w| w.0 - l.start),
                        );
                        starts.sort_unstable();
                    }
                    Start::Number => {
                        let b = line.as_bytes();
                        starts.extend((0..b.len()).filter(|&i| number_starts_at(b, i)));
                        // (a flat's number is followed by its comma: `Apt 22, Bloc B`)
                        if *what == FLAT_FIRST_WHAT {
                            starts.retain(|&i| {
                                let n = b[i..].iter().take_while(|x| x.is_ascii_digit()).count();
                                b.get(i + n) == Some(&b',')
                            });
                        }
                    }
                    Start::BeforeWord(kind) => {
                        for w in words[l.words.clone()].iter().filter(|w| w.1 == kind) {
                            starts.extend(before_word(line, w.0 - l.start));
                        }
                        starts.sort_unstable();
                        starts.dedup();
                    }
                }
                let org_above = *what == POST_BOX_WHAT && organisation_above(&s[..l.start]);
                let found = Found {
                    base: base + l.start,
                    score: *score,
                    what,
                    org_above,
                };
                if !starts.is_empty() {
                    push_anchored(re.get(), cache, line, &starts, found, out);
                }
            }
        }
    }
}

/// The matches of `re` in `s` (at `base` in the text) that a search from left to right finds,
/// given every place where one can start (in increasing order): the first start where `re`
/// matches anchored gives the leftmost match, then the same again after its end.
fn push_anchored(
    re: &AddressRe,
    cache: &mut Option<hybrid::dfa::Cache>,
    s: &str,
    starts: &[usize],
    found: Found,
    out: &mut Vec<Candidate>,
) {
    let mut pos = 0;
    for &a in starts {
        if a < pos {
            continue;
        }
        if let Some(b) = re.end_at(cache, s, a) {
            if !(found.org_above && s[..a].trim().is_empty()) {
                push_match(s, a, b, found.base, found.score, found.what, out);
            }
            pos = b;
        }
    }
}

/// Where the line searched lies in the text, and what its matches report.
#[derive(Clone, Copy)]
struct Found {
    base: usize,
    score: f32,
    what: &'static str,
    /// The line above names an organisation (read for post boxes only).
    org_above: bool,
}

/// What a post-box match reports.
const POST_BOX_WHAT: &str = "boîte postale";

/// What the road-and-kilometre pattern says of its match (`Route de Mahdia km 10, Sfax`).
const ROAD_KM_WHAT: &str = "route et kilomètre";

/// Words before a road's kilometre, on its line, that make it a farm's or a works' place, not a
/// person's home (`Domaine El Hana (route de Zaghouan km 12)`).
const ESTATE_WORDS: &[&str] = &[
    "domaine",
    "ferme",
    "exploitation",
    "usine",
    "dépôt",
    "entrepôt",
    "carrière",
    "farm",
    "estate",
    "factory",
    "warehouse",
    "plant",
];

/// The words that name an organisation: legal forms and kinds of bodies (compared in lower case,
/// without their dots: "S.A.R.L." is `sarl`).
const ORGANISATION_WORDS: &[&str] = &[
    "sa",
    "sarl",
    "suarl",
    "sas",
    "sasu",
    "snc",
    "ltd",
    "llc",
    "inc",
    "plc",
    "gmbh",
    "spa",
    "société",
    "societe",
    "ste",
    "sté",
    "ets",
    "établissements",
    "etablissements",
    "groupe",
    "group",
    "company",
    "corporation",
    "bank",
    "banque",
    "clinique",
    "hôpital",
    "hopital",
    "association",
    "ministère",
    "municipalité",
    "شركة",
    "مؤسسة",
    "بنك",
    "مصحة",
    "مستشفى",
    "جمعية",
    "وزارة",
    "بلدية",
];

/// Whether the start of a line before a match (`before`, from the line's start) names an
/// organisation: one of its words, dots dropped, is in [`ORGANISATION_WORDS`].
fn organisation_before(before: &str) -> bool {
    let line = before.rsplit('\n').next().unwrap_or(before);
    line.split(|c: char| !(c.is_alphanumeric() || c == '.'))
        .map(|w| w.replace('.', "").to_lowercase())
        .any(|w| ORGANISATION_WORDS.contains(&w.as_str()))
}

/// Whether one of the three lines at the end of `above` (up to a blank line) names an
/// organisation ([`organisation_before`]): a post box that starts the next line is in a letter's
/// signature block (`Atlas Informatique SARL`, `RC B123`, then `P.O. Box 3000 Sfax`).
fn organisation_above(mut above: &str) -> bool {
    for _ in 0..3 {
        above = above.strip_suffix('\n').unwrap_or(above);
        let from = above.rfind('\n').map_or(0, |k| k + 1);
        let line = &above[from..];
        if line.trim().is_empty() {
            return false;
        }
        if organisation_before(line) {
            return true;
        }
        above = &above[..from];
    }
    false
}

/// Words of a label that name a body's premises, not a person's home (in lower case; the label
/// is the text before the colon that ends just before an address).
const SEAT_WORDS: &[&str] = &[
    "siège",
    "siege",
    "agence",
    "succursale",
    "direction",
    "inspection",
    "administration",
    "délégation",
    "centre",
    "tribunal",
    "recette",
    "établissement",
    "branch",
    "office",
    "consulat",
    "consulate",
    "ambassade",
    "embassy",
    "headquarters",
    "center",
    "agency",
    "premises",
    "مقر",
    "الفرع",
    "فرع",
    "المركز",
    "مركز",
    "الإدارة",
    "الادارة",
    "إدارة",
    "التفقدية",
    "الوكالة",
    "وكالة",
    "المحكمة",
    "service",
    "département",
    "department",
    "bureau",
    "section",
    "opérateur",
    "operator",
    "dispensaire",
    "csb",
    "القسم",
    "قسم",
    "المصلحة",
    "مصلحة",
];

/// Words that name a practitioner or an agent who works at an address (lower case): a line
/// that names one before an address after a dash gives the practice's or the office's address
/// (`Signed: Dr X, endocrinologist - Avenue …`, `Agent : B. X - 45 avenue …`). Not a lawyer's,
/// a notary's or a bailiff's: their office is the address of the person they are, in every set
/// that shows one (`Avocat près la Cour d'appel – 44, rue …`).
const PRACTITIONER_WORDS: &[&str] = &[
    "dr",
    "docteur",
    "doctor",
    "pr",
    "professeur",
    "professor",
    "médecin",
    "expert",
    "experte",
    "agent",
    "agente",
    "د",
    "الدكتور",
    "الدكتورة",
    "الطبيب",
    "الطبيبة",
    "الخبير",
    "العون",
];

/// First words of a street's part of an address (lower case), read back over by
/// [`organisation_label`].
const STREET_FIRST: &[&str] = &[
    "rue",
    "avenue",
    "av.",
    "boulevard",
    "route",
    "impasse",
    "cité",
    "street",
    "road",
    "نهج",
    "شارع",
    "طريق",
];

/// Words that make a label a person's whatever else it names (`Adresse du client à l'agence`,
/// `مقر السكنى`, `مقر الإقامة`).
const HOME_WORDS: &[&str] = &[
    "domicile",
    "personnelle",
    "personal",
    "home",
    "client",
    "cliente",
    "patient",
    "patiente",
    "السكنى",
    "الإقامة",
    "الاقامة",
    "إقامة",
];

/// Whether the start of a line before an address (`before`) ends with a label, up to a colon
/// and spaces, that names a body's premises ([`SEAT_WORDS`]) and no person's home
/// ([`HOME_WORDS`]): `Direction régionale : 61 rue X, 1080 Tunis`.
pub(super) fn organisation_label(before: &str) -> bool {
    let raw = before.rsplit('\n').next().unwrap_or(before);
    let line = raw;
    // (a street pattern may start after the house's number: `Siège : 65 [rue X, 2013 Ville]`)
    let trim = |l: &'_ str| -> usize {
        l.trim_end_matches(|c: char| c.is_ascii_digit() || matches!(c, ' ' | ',' | '\t' | '*'))
            .len()
    };
    let mut line = &line[..trim(line)];
    // (the address's own street before the part matched: `Office: INNORPI, Rue X, [Cité Y,
    // 1003 Tunis]`)
    for _ in 0..2 {
        let Some((head, part)) = line.rsplit_once(", ") else {
            break;
        };
        let first = part.split(' ').next().unwrap_or_default().to_lowercase();
        if !STREET_FIRST.contains(&first.as_str()) {
            break;
        }
        line = &head[..trim(head)];
    }
    // (the body's acronym may come first: `Office: INNORPI, [Rue X, 1003 Tunis]`)
    let line = match line.rsplit_once(' ') {
        Some((head, acronym))
            if acronym.chars().count() >= 3
                && acronym.chars().all(|c| c.is_ascii_uppercase())
                && head.ends_with([':', '：']) =>
        {
            head
        }
        _ => line,
    };
    // (or a sentence says where it is: `Le consulat est situé [Via X 3, Milano]`)
    if let Some(clause) = [
        "est situé",
        "est située",
        "se trouve",
        "is located",
        "is located at",
    ]
    .iter()
    .find_map(|w| line.strip_suffix(w))
    {
        return names_premises(clause, &['.', ';', '|', '\t', '"', ':']);
    }
    // the label is what follows the last field or clause before it (its dot leaders aside:
    // `Centre address ........ :`)
    if line.strip_suffix([':', '：']).is_some_and(|label| {
        names_premises(
            label.trim_end_matches([' ', '.', '…', '\t']),
            &['|', '\t', '"', ';', '.'],
        )
    }) {
        return true;
    }
    // (a clause before the address, after a comma or a dash: `Lieu : salle de réunion du
    // siège, [Zone …]`, `Consular section, [515 …]`, or a practitioner's line, `Signed: Dr X,
    // endocrinologist - [Avenue …]`)
    let head = line.trim_end_matches([' ', '-', '–', '—']);
    let tail = &raw[head.len()..];
    if head.is_empty() || !tail.contains([',', '،', '-', '–', '—']) {
        return false;
    }
    let clause = head.rsplit(" - ").next().unwrap_or(head);
    let clause = clause.rsplit(['–', '—']).next().unwrap_or(clause);
    if names_premises(clause, &['|', '\t', '"', ';', '.', ':', ',', '،']) {
        return true;
    }
    // (a practitioner's line sets the name and the address apart with a dash, as a card does:
    // `Dr X, 86, impasse …` with commas alone is as often the doctor's own address)
    let value = head.rsplit([':', '：']).next().unwrap_or(head);
    (tail.contains(['-', '–', '—']) || [" - ", " – ", " — "].iter().any(|d| value.contains(d)))
        && practitioner(head)
}

/// Whether the last field of a line (after a cell's pipe, a tab or a semicolon), of eight words
/// at most, names a practitioner or an agent ([`PRACTITIONER_WORDS`]).
fn practitioner(line: &str) -> bool {
    // (eight words are within 200 bytes: a long line is not read whole for each address)
    let line = &line[line.floor_char_boundary(line.len().saturating_sub(200))..];
    let field = line.rsplit(['|', '\t', ';']).next().unwrap_or(line);
    let words: Vec<String> = field
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect();
    words.len() <= 8
        && words
            .iter()
            .any(|w| PRACTITIONER_WORDS.contains(&w.as_str()))
}

/// Whether the words of `head` after the last of `cuts` (at most six) name a body's premises
/// ([`SEAT_WORDS`]) and no person's home ([`HOME_WORDS`]).
fn names_premises(head: &str, cuts: &[char]) -> bool {
    let head = head.rsplit(cuts).next().unwrap_or(head);
    let words: Vec<String> = head
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(|w| {
            // (an Arabic article after its preposition: `للمركز` is `المركز`'s)
            let w = w.to_lowercase();
            super::context::article_after_li(&w).unwrap_or(w)
        })
        .collect();
    words.len() <= 6
        && words.iter().any(|w| SEAT_WORDS.contains(&w.as_str()))
        && !words.iter().any(|w| HOME_WORDS.contains(&w.as_str()))
}

/// A match `a..b` of `s` (at `base` in the text), without its trailing separators.
fn push_match(
    s: &str,
    a: usize,
    b: usize,
    base: usize,
    score: f32,
    what: &'static str,
    out: &mut Vec<Candidate>,
) {
    let v = s[a..b].trim_end_matches([',', '،', ' ', '\n', '.', '-', ';', '؛', '\t', '|']);
    // what comes before a word the match starts on (`ar_start` in the Arabic patterns)
    let w = v.trim_start_matches(|c: char| !c.is_alphanumeric());
    if w.is_empty() {
        return;
    }
    let a = a + (v.len() - w.len());
    let (a, w) = if what == FLAT_FIRST_WHAT {
        let from = flat_word_before(s, a);
        (from, &s[from..a + w.len()])
    } else {
        (a, w)
    };
    // a post box after an organisation's name on its line is the organisation's
    // ("Sfax Emballages SA — BP 8000 Nabeul"): not a person's address
    if what == POST_BOX_WHAT && organisation_before(&s[..a]) {
        return;
    }
    // the address after a label that names a body's seat (`Siège de l'inspection :`, `Branch
    // address:`, `عنوان الفرع:`) is that body's
    if organisation_label(&s[..a]) {
        return;
    }
    // a road's kilometre after an estate's or a firm's name on its line is theirs
    if what == ROAD_KM_WHAT {
        let line = s[..a].rsplit('\n').next().unwrap_or_default();
        let estate = line
            .split(|c: char| !c.is_alphanumeric())
            .any(|w| ESTATE_WORDS.contains(&w.to_lowercase().as_str()));
        if estate || organisation_before(&s[..a]) {
            return;
        }
    }
    out.push(Candidate {
        entity: Entity::Address,
        start: base + a,
        end: base + a + w.len(),
        score,
        detector: "address",
        reasons: vec![Reason::Structure { what }],
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use aho_corasick::AhoCorasickBuilder;

    /// Every match of two leftmost-longest automata, one for the terms and one for the triggers
    /// (how HEALTH searched before its single pass).
    fn two_pass_matches(s: &str) -> (Vec<Hit>, Vec<(usize, usize)>) {
        let (terms, triggers) = health_patterns();
        let build = |pats: &[String]| {
            AhoCorasickBuilder::new()
                .kind(Some(aho_corasick::AhoCorasickKind::DFA))
                .match_kind(MatchKind::LeftmostLongest)
                .ascii_case_insensitive(true)
                .build(pats)
                .unwrap()
        };
        let t = build(&terms)
            .find_iter(s)
            .map(|m| (m.start(), m.end(), m.pattern().as_usize()))
            .collect();
        let g = build(&triggers)
            .find_iter(s)
            .map(|m| (m.start(), m.end()))
            .collect();
        (t, g)
    }

    #[test]
    fn one_pass_finds_what_two_leftmost_longest_passes_found() {
        let (terms, triggers) = health_patterns();
        // every term and trigger in running text, glued together (overlaps, terms inside
        // longer terms, triggers followed by terms) and in other cases
        let mut s = String::new();
        for (k, t) in terms.iter().chain(&triggers).enumerate() {
            match k % 4 {
                0 => s.push_str(&format!("Le patient est atteint de {t} chronique. ")),
                1 => s.push_str(&format!("{t}{t} ")),
                2 => s.push_str(&format!("diagnostic : {} et ", t.to_lowercase())),
                _ => s.push_str(t),
            }
        }
        s.push_str("يعاني من السكري ومصاب بمرض القلب؛ souffrant de DIABÈTE de type 2");
        let got = health_matches(&s);
        let want = two_pass_matches(&s);
        assert!(want.0.len() > terms.len() / 3 && want.1.len() > triggers.len() / 3);
        assert_eq!(got, want);
        for s in ["", "rien à signaler", "atteint d'atteinte de"] {
            assert_eq!(health_matches(s), two_pass_matches(s), "{s:?}");
        }
    }

    #[test]
    fn leftmost_longest_from_overlapping_matches() {
        // "ab" at 0..2, "abc" at 0..3, "bcd" at 1..4, "d" at 3..4, "de" at 3..5, "e" at 4..5
        let all = vec![
            (1, 4, 2),
            (0, 2, 0),
            (3, 4, 3),
            (0, 3, 1),
            (4, 5, 5),
            (3, 5, 4),
        ];
        assert_eq!(leftmost_longest(all), [(0, 3, 1), (3, 5, 4)]);
        // the same span for two patterns: the first pattern
        assert_eq!(leftmost_longest(vec![(2, 4, 7), (2, 4, 3)]), [(2, 4, 3)]);
    }

    #[test]
    fn links_fit_in_the_lower_cased_head() {
        // `extend` lower-cases the first word and 16 more bytes: every link must fit
        assert!(LINKS.iter().all(|l| l.len() < 16));
    }

    #[test]
    fn lower_head_is_a_prefix_of_the_lower_case() {
        for s in [
            "Chronique de type 2\nSUITE",
            "ΟΔΟΣ\nx",
            "A\nB",
            "",
            "sans fin de ligne",
            "\u{212A}\u{212A}\u{212A}\nabc",
            "Σ\nΣΑΣ\nα\n",
            "\n\nX\n",
        ] {
            for need in [0, 1, 5, 40] {
                let h = lower_head(s, need);
                assert!(s.to_lowercase().starts_with(&h), "{s:?}");
                assert!(h.len() >= need.min(s.to_lowercase().len()), "{s:?} {need}");
                let l = s.to_lowercase();
                assert_eq!(h, l[..l.len().min(h.len())], "{s:?} {need}");
            }
        }
    }

    /// The HEALTH and PLATE findings of a scan of `s`, as their texts.
    fn health_and_plates(s: &str) -> Vec<(crate::detect::Entity, String)> {
        crate::detect::scan(&doc_of(s), &Default::default())
            .into_iter()
            .filter(|f| matches!(f.entity, Entity::Health | Entity::Plate))
            .map(|f| (f.entity, f.text))
            .collect()
    }

    #[test]
    fn hearing_speech_attention_mobility_and_marker_terms() {
        let h = |t: &str| (Entity::Health, t.to_string());
        let cases: &[(&str, Vec<(Entity, String)>)] = &[
            (
                // (after a trigger, the phrase from its first term to its last one)
                "Enfant suivi pour bégaiement et retard de parole ; otites à répétition.",
                vec![h("bégaiement et retard de parole"), h("otites")],
            ),
            (
                "He is profoundly deaf and wears a hearing aid; blood group O.",
                vec![h("deaf"), h("hearing aid"), h("blood group O")],
            ),
            (
                "الأذن اليمنى: ضعف سمع متوسط مع طنين",
                vec![h("ضعف سمع متوسط"), h("طنين")],
            ),
            (
                "viral load undetectable, HbA1c 8 %, se déplace en fauteuil roulant",
                vec![
                    h("viral load undetectable"),
                    h("HbA1c 8 %"),
                    h("fauteuil roulant"),
                ],
            ),
            // a decision not to resuscitate
            (
                "Advance decisions: DNACPR in place; ne pas réanimer en cas d'arrêt.",
                vec![h("DNACPR"), h("ne pas réanimer en cas d'arrêt")],
            ),
            // near misses: the terms inside longer words
            (
                "Le sourdinement du moteur, une otitelle, la hyperactivités, DNACPRX",
                vec![],
            ),
        ];
        for (text, want) in cases {
            assert_eq!(&health_and_plates(text), want, "{text:?}");
        }
    }

    #[test]
    fn hearing_heart_kidney_and_mood_terms_and_their_treatments() {
        let h = |t: &str| (Entity::Health, t.to_string());
        let cases: &[(&str, Vec<(Entity, String)>)] = &[
            (
                // (in prose: after a label, a medical document's value is read whole by the HEALTH slots)
                "Impression diagnostique : poussée hypertensive.\nÀ l'audiogramme, acouphènes permanents avec perte auditive.",
                vec![h("poussée hypertensive"), h("acouphènes"), h("perte auditive")],
            ),
            (
                "Il a subi un pontage coronarien et suit un traitement anticoagulant.",
                vec![h("pontage coronarien"), h("traitement anticoagulant")],
            ),
            (
                "The visit was for kidney stones; she declared bipolar II disorder.",
                vec![h("kidney stones"), h("bipolar II disorder")],
            ),
            (
                "بإصابتي باضطراب ثنائي القطب وتناولي دواء سيرترالين 50 ملغ؛ بسبب ضعف حاد في البصر",
                vec![h("اضطراب ثنائي القطب"), h("سيرترالين 50 ملغ"), h("ضعف حاد في البصر")],
            ),
            (
                "Observation : myopie forte ; bruxisme. Medical circumstances: sleep apnoea.",
                vec![h("myopie forte"), h("bruxisme"), h("sleep apnoea")],
            ),
            (
                "Véhicule loué : 241 TN 4018 ; parking : karhbet khali RS 267792",
                vec![
                    (Entity::Plate, "241 TN 4018".into()),
                    (Entity::Plate, "RS 267792".into()),
                ],
            ),
            (
                "تعاني من ربو الجهد؛ قصور في القلب؛ a sprained ankle, on antibiotic treatment; prothèse totale du genou ; عسر القراءة الحاد",
                vec![
                    h("ربو الجهد"),
                    h("قصور في القلب"),
                    h("sprained ankle"),
                    h("antibiotic treatment"),
                    h("prothèse totale du genou"),
                    h("عسر القراءة الحاد"),
                ],
            ),
            (
                "داء الثعلبة ; داء الاضطرابات الهضمية ; contact eczema ; lactose intolerance",
                vec![
                    h("داء الثعلبة"),
                    h("داء الاضطرابات الهضمية"),
                    h("contact eczema"),
                    h("lactose intolerance"),
                ],
            ),
            (
                "rupture du ligament croisé ; capsulite rétractile ; Ménière disease ; التهاب الأذن الوسطى المزمن ; keratoconus",
                vec![
                    h("rupture du ligament croisé"),
                    h("capsulite rétractile"),
                    h("Ménière disease"),
                    h("التهاب الأذن الوسطى المزمن"),
                    h("keratoconus"),
                ],
            ),
            // near misses: asthma's letters inside other words (`ربوع`, `وربوة`), an employee
            // dislocated from his post
            (
                "في ربوع الوطن وربوة عالية ; the porter was dislocated from his post",
                vec![],
            ),
            // near misses: a medicine's name and a number without a unit (the name is one of the
            // lexicon's medicines; the count of boxes after it is no dose), RS and a number with
            // no vehicle word, a sympathy
            (
                "سيرترالين 50 علبة ; RS 267792 ; avec toute notre sympathie",
                vec![h("سيرترالين")],
            ),
        ];
        for (s, want) in cases {
            assert_eq!(&health_and_plates(s), want, "{s:?}");
        }
    }

    #[test]
    fn qualifiers_extend_a_condition() {
        let s = "une hépatite C chronique. ";
        let a = s.find("hépatite").unwrap();
        assert_eq!(
            &s[a..extend(s, a + "hépatite".len())],
            "hépatite C chronique"
        );
        let s = "diabète de type 2 depuis";
        assert_eq!(&s[..extend(s, "diabète".len())], "diabète de type 2");
        let s = "cancer du sein traité";
        assert_eq!(&s[..extend(s, "cancer".len())], "cancer du sein");
        let s = "cancer Tunis";
        assert_eq!(&s[..extend(s, "cancer".len())], "cancer");
    }

    /// Every match `(start, end, what)` of the address patterns, searched in all of `s` by the
    /// `regex` crate (how ADDRESS searched each window before the line gate and the anchored
    /// searches).
    fn ungated(s: &str) -> Vec<(usize, usize, &'static str)> {
        static R: OnceLock<Vec<(regex::Regex, f32, &'static str)>> = OnceLock::new();
        let res = R.get_or_init(|| {
            address_specs()
                .into_iter()
                .map(|(re, score, what)| {
                    (
                        regex::Regex::new(&format!("(?m){re}")).unwrap(),
                        score,
                        what,
                    )
                })
                .collect()
        });
        let mut out = Vec::new();
        for (re, score, what) in res {
            for m in re.find_iter(s) {
                push_match(s, m.start(), m.end(), 0, *score, what, &mut out);
            }
        }
        out.iter()
            .map(|c| (c.start, c.end, reason_what(c)))
            .collect()
    }

    fn reason_what(c: &Candidate) -> &'static str {
        match c.reasons.as_slice() {
            [Reason::Structure { what }] => what,
            _ => panic!("address reason"),
        }
    }

    fn gated(s: &str) -> Vec<(usize, usize, &'static str)> {
        let mut out = Vec::new();
        Address.detect_in(s, 0, &gate_hits(s), &mut out);
        out.iter()
            .map(|c| (c.start, c.end, reason_what(c)))
            .collect()
    }

    #[test]
    fn arabic_post_box_spans() {
        // (window, post-box spans found)
        let cases: &[(&str, &[&str])] = &[
            ("ص.ب 1234 تونس", &["ص.ب 1234"]),
            ("العنوان: ص.ب 1234 تونس", &["ص.ب 1234"]),
            ("صندوق بريد 77، 1002 تونس", &["صندوق بريد 77"]),
            ("(ص.ب 45)", &["ص.ب 45"]),
            ("ص.ب45", &["ص.ب45"]),
            ("\nص.ب 12345\n", &["ص.ب 12345"]),
            ("ص.ب 123456", &["ص.ب 12345"]),
            ("BP 45 ou ص.ب 46", &["BP 45", "ص.ب 46"]),
            ("Tunis ص.ب 9", &["ص.ب 9"]),
            // glued to a letter or a digit of any script: not a post-box word
            ("وص.ب 12", &[]),
            ("xص.ب 12", &[]),
            ("3ص.ب 12", &[]),
            ("ٱص.ب 12", &[]),
            // no number, or Arabic-Indic digits: nothing
            ("ص.ب تونس", &[]),
            ("ص.ب ١٢٣٤", &[]),
            ("صندوق البريد 12", &[]),
            // the Latin words keep their ASCII boundary
            ("xBP 45, éBP 46", &["BP 46"]),
            // in English
            ("P.O. Box 34, 4000 Sousse", &["P.O. Box 34"]),
            ("PO Box 1200 and P.O.Box 7", &["PO Box 1200", "P.O.Box 7"]),
            ("a PO Boxer 12", &[]),
        ];
        for (s, want) in cases {
            let got: Vec<&str> = gated(s)
                .iter()
                .filter(|&&(_, _, what)| what == "boîte postale")
                .map(|&(a, b, _)| &s[a..b])
                .collect();
            assert_eq!(&got, want, "{s:?}");
            let whole: Vec<&str> = ungated(s)
                .iter()
                .filter(|&&(_, _, what)| what == "boîte postale")
                .map(|&(a, b, _)| &s[a..b])
                .collect();
            assert_eq!(&whole, want, "{s:?}");
        }
    }

    #[test]
    fn address_patterns_keep_their_words() {
        // the regexes are built from the same lists as the gate; the lists as the regexes had them
        assert_eq!(
            alternation(FR_TYPES),
            "rue|avenue|av\\.|boulevard|bd|blvd|impasse|cité|cite|route|chemin|place|résidence|residence|lotissement|allée|allee|passage|quartier|immeuble|rés\\.|zone industrielle|z\\.i\\.|street|st\\.|road|lane"
        );
        // the English street types are gate words too (the gate ignores ASCII case)
        for t in EN_TYPES {
            assert!(FR_TYPES.contains(&t.to_ascii_lowercase().as_str()), "{t}");
        }
        assert_eq!(
            alternation(AR_TYPES),
            "نهج|شارع|طريق|حي|زنقة|ساحة|إقامة|اقامة|عمارة|مدينة|منطقة|تقسيم|ممر"
        );
        assert_eq!(
            alternation(POST_BOX),
            "BP|B\\.P\\.|CP|C\\.P\\.|P\\.O\\. Box|P\\.O\\.Box|PO Box|P\\.O\\. BOX|PO BOX|ص\\.ب|صندوق بريد"
        );
    }

    #[test]
    fn the_gate_knows_every_case_variant_of_the_street_type_letters() {
        // what `(?i:...)` lets a letter of a French street type match: ASCII (the gate's
        // automaton ignores ASCII case), `é`/`É` (the gate has both), or a character that opens
        // the gate by itself
        let letters: String = {
            let mut l: Vec<char> = FR_TYPES.iter().flat_map(|t| t.chars()).collect();
            l.sort_unstable();
            l.dedup();
            l.into_iter().filter(|c| c.is_alphabetic()).collect()
        };
        let re = Regex::new(&format!("^(?i:[{letters}])$")).unwrap();
        let mut seen = 0;
        for c in (0..=0x10FFFF).filter_map(char::from_u32) {
            if re.is_match(&*c.encode_utf8(&mut [0; 4])) {
                seen += 1;
                assert!(
                    c.is_ascii_alphabetic() || "éÉ".contains(c) || FOLDS_TO_ASCII.contains(&c),
                    "{c:?} ({:X})",
                    c as u32
                );
            }
        }
        // both cases of every letter, and ſ for s
        assert!(re.is_match("\u{17F}"));
        assert!(seen > 2 * letters.chars().count(), "{seen}");
    }

    /// Windows with addresses of every kind, in every case, at the start, the end and the
    /// middle of lines, across line breaks, next to words that hold a street type.
    fn address_windows() -> Vec<String> {
        let mut v: Vec<String> = [
            "Adresse : 48, rue des Oliviers, 8050 Hammamet\nTél. : 71 234 567",
            "48, RUE des Oliviers, 8050 Hammamet",
            "12 Avenue Habib Bourguiba, 1001 Tunis",
            "3 bis, Rue de la Liberté\nsuite",
            "Résidence El Yasmine, 2036 La Soukra",
            "RÉSIDENCE Les Pins 2036 Ariana",
            "7 ALLÉE des Roses, 4000 Sousse.",
            "15 Zone Industrielle Charguia, 2035 Tunis",
            "Z.I. Ben Arous 2013 Ben Arous",
            "9 impaſſe du Port, 7000 Bizerte",
            "21 نهج الزيتون، 8050 الحمامات يعمل بصفة فني",
            "شارع الحبيب بورقيبة، 1000 تونس\n",
            "5 حي النصر، 2037 أريانة",
            "BP 45 Tunis, B.P. 120, CP 1002, C.P. 3000, ص.ب 77, صندوق بريد 12",
            "bp 45 ne compte pas",
            "prue 12, cruel 2020 Tunis, brûlée 45",
            "12 rue\n8050 Hammamet\n\n4 rue X,\n",
            "Réf. 2024/17 du 3 mars : rien à signaler ici, 1234 fois.",
            "\n\n48, rue des Oliviers",
            "48, rue des Oliviers",
            "12bis rue des Oliviers, 8050 Hammamet",
            "4 ter, RUE Ibn Khaldoun\n3ter avenue X.",
            "21نهج الزيتون، 8050 الحمامات",
            "x12 rue Y, _12 rue Y, 12345 rue Y, 9999 rue Y -",
            "BP12, B.P.7 et CP 1002a",
            "demeurant Résidence Les Pins, bloc C, appt 9, 2080 Ariana, immatriculé",
            "IMMEUBLE Carthage, bât. B, étage 3\nappt 4, 1002 Tunis",
            "avenue du Port n° 163, Nabeul 8000\nrue X n° 12",
            "القاطن بنهج الرمان عدد 12، المهدية 5100، نهج\nعدد 4",
            "العنوان: إقامة النخيل، عمارة ب، شقة 4، قابس\nص.ب 12، وصندوق بريد 7",
            "وبنهج الرمان عدد 3، (نهج الورد عدد 4) بَنهج النصر عدد 5 نهج الفل عدد 6 ونهج عدد 7",
            "لإقامة الورد، شقة 3،إقامة النخيل، عمارة ب فإقامة النصر، شقة 2.\nبإقامة الفل، شقة 1",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        // all of them in one window, lines joined in different ways
        v.push(v.join("\n"));
        v.push(v[..v.len() - 1].join(" "));
        v
    }

    #[test]
    fn only_the_arabic_post_box_pattern_needs_a_meta_regex() {
        let meta: Vec<&str> = address_res()
            .iter()
            .filter(|(re, _, _)| matches!(re.get(), AddressRe::Meta(_)))
            .map(|&(_, _, what)| what)
            .collect();
        assert_eq!(meta, ["boîte postale"]);
    }

    #[test]
    fn gated_search_finds_what_the_whole_window_search_finds() {
        let mut total = 0;
        for s in address_windows() {
            let want = ungated(&s);
            total += want.len();
            assert_eq!(gated(&s), want, "{s:?}");
        }
        assert!(total > 30, "{total}");
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(600))]
        /// The anchored searches at the places where a match can start find what the
        /// unanchored searches of the `regex` crate find in the whole window: texts glued from
        /// house numbers (with `bis`, glued to letters or to more digits), street types in
        /// every case (folded letters, `É`), Arabic street types, post-box words, capitalised
        /// and Arabic words, postal codes and every separator the patterns know.
        #[test]
        fn anchored_search_finds_what_the_unanchored_search_finds(parts in proptest::collection::vec((
            proptest::sample::select(vec![
                "", "", "12", "3", "12345", "2036", "12bis", "3 ter", "48,", "7 bis,", "x12", "_4", "9b", "1t", "٣",
            ]),
            proptest::sample::select(vec!["", " ", " ", ",", "\n"]),
            proptest::sample::select(vec![
                "", "rue", "RUE", "Rue", "avenue", "Av.", "bd", "résidence", "RÉSIDENCE", "rés.", "impaſſe",
                "ſt.", "\u{212A}", "zone industrielle", "Z.I.", "cité", "allée", "street", "road", "prue",
                "نهج", "شارع", "حي", "إقامة", "بنهج", "وإقامة", "BP", "B.P.", "CP", "C.P.", "bp", "ص.ب", "صندوق بريد",
            ]),
            proptest::sample::select(vec![
                "", " ", " des Oliviers", " de la Paix", " d'Oliviers", " el Menzah", " Ben Arous", " x",
                " الزيتون", " النصر", " 45", "12", " 8050 Hammamet", ", 2036 La Soukra", " 2036 Sidi Bou",
                "، 8050 الحمامات", " عدد 12", "، شقة 3", "، ", ", ", ",", ".", " -", "\n", ";", ":", "(", ")", " 1234 ", "bis",
            ]),
            proptest::sample::select(vec!["", " ", "\n", ", ", "، ", ". ", " 8050 Hammamet", "، 2037 أريانة"]),
        ), 0..12)) {
            let s: String = parts.iter().map(|(a, b, c, d, e)| format!("{a}{b}{c}{d}{e}")).collect();
            proptest::prop_assert_eq!(gated(&s), ungated(&s), "{:?}", s);
        }
    }

    fn text_of(doc: &crate::extract::Document) -> Text<'_> {
        let norm = crate::text::Normalized::new(&doc.text);
        let chunks = super::super::patterns::chunks(norm.as_str());
        let windows = super::super::patterns::windows(norm.as_str(), &chunks);
        Text {
            norm,
            doc,
            chunks,
            windows,
            gate_words: Default::default(),
        }
    }

    fn doc_of(s: &str) -> crate::extract::Document {
        crate::extract::extract("t.txt", s.as_bytes().to_vec(), &Default::default()).unwrap()
    }

    fn address_of(text: &Text<'_>) -> Vec<(usize, usize, &'static str)> {
        let mut out = Vec::new();
        Address.detect(text, &mut out);
        out.iter()
            .map(|c| (c.start, c.end, reason_what(c)))
            .collect()
    }

    #[test]
    fn address_reads_the_gate_words_of_the_health_pass_of_the_same_text_only() {
        // windows far apart (numbers more than 400 bytes apart), street types outside the
        // windows, at their borders and in lines of their own
        let filler = "la rue et la place du quartier sont calmes. ".repeat(12);
        let mut body = String::new();
        for (k, w) in address_windows().iter().take(20).enumerate() {
            body.push_str(&filler);
            body.push_str(if k % 2 == 0 { "\n" } else { " " });
            body.push_str(w);
        }
        body.push_str(&filler);
        let other = body.replace("rue", "ruz");
        let (doc, doc2) = (doc_of(&body), doc_of(&other));
        let (text, text2) = (text_of(&doc), text_of(&doc2));
        let full = text.as_str();
        assert!(text.windows.len() > 5, "{:?}", text.windows);
        // each window searched alone by the regex crate
        let want: Vec<_> = text
            .windows
            .iter()
            .flat_map(|&(a, b)| {
                ungated(&full[a..b])
                    .into_iter()
                    .map(move |(s, e, w)| (s + a, e + a, w))
            })
            .collect();
        assert!(want.len() > 15, "{want:?}");
        // nothing from HEALTH: ADDRESS reads the text itself
        assert!(text.gate_words.borrow().is_none());
        assert_eq!(address_of(&text), want);
        // after HEALTH on the same text: its words, used once
        Health.detect(&text, &mut Vec::new());
        assert!(text.gate_words.borrow().is_some());
        assert_eq!(address_of(&text), want);
        assert!(text.gate_words.borrow().is_none());
        // HEALTH on another text leaves its words with that text only
        assert_eq!(text2.as_str().len(), full.len());
        Health.detect(&text2, &mut Vec::new());
        assert!(text.gate_words.borrow().is_none());
        assert_eq!(address_of(&text), want);
        assert_ne!(address_of(&text2), want);
    }

    #[test]
    fn address_spans() {
        let cases: &[(&str, &[&str])] = &[
            (
                "Adresse : 48, rue des Oliviers, 8050 Hammamet\nTél. : 71 234 567",
                &[
                    "48, rue des Oliviers, 8050 Hammamet",
                    "rue des Oliviers, 8050 Hammamet",
                ],
            ),
            (
                "RÉSIDENCE Les Pins 2036 Ariana",
                &["RÉSIDENCE Les Pins 2036 Ariana"],
            ),
            (
                "9 impaſſe du Port, 7000 Bizerte",
                &[
                    "9 impaſſe du Port, 7000 Bizerte",
                    "impaſſe du Port, 7000 Bizerte",
                ],
            ),
            (
                "شارع الحبيب بورقيبة، 1000 تونس\n",
                &["شارع الحبيب بورقيبة، 1000 تونس"],
            ),
            // the Arabic post-box words start a word (`(?-u:\b)` never held before them)
            ("B.P. 120 et ص.ب 77", &["B.P. 120", "ص.ب 77"]),
            // an organisation's post box (a legal form or a kind of body before it on its
            // line) is not a person's address; a person's is
            ("Zarvane Emballages SA — BP 8000 Nabeul", &[]),
            ("Ets Koutali & Fils, B.P. 12 Sfax", &[]),
            ("شركة النور للتوزيع ص.ب 77", &[]),
            ("Kavrin Moutali, BP 45\nS.A. Zarvane", &["BP 45"]),
            ("bp 45, prue 12, cruel 2020 Tunis", &[]),
        ];
        for (s, want) in cases {
            let got: Vec<&str> = gated(s).iter().map(|&(a, b, _)| &s[a..b]).collect();
            assert_eq!(&got, want, "{s:?}");
        }
    }

    /// The spans `(value, what)` ADDRESS finds in `s`, in order.
    fn found(s: &str) -> Vec<(&str, &'static str)> {
        let mut v = gated(s);
        v.sort_unstable();
        v.iter().map(|&(a, b, w)| (&s[a..b], w)).collect()
    }

    #[test]
    fn a_street_then_its_town_and_postcode_in_a_cell() {
        let cases: &[(&str, &[(&str, &str)])] = &[
            // the town before the postcode; a CSV or tab-separated cell ends the address
            (
                "C1;Makdouki;11 rue Ibn Khaldoun Gafsa 2100;TN59 1",
                &[("11 rue Ibn Khaldoun Gafsa 2100", "numéro et voie")],
            ),
            (
                "Adresse\t12 rue des Oliviers\tSfax",
                &[("12 rue des Oliviers", "numéro et voie")],
            ),
            // a number of pages and a street word in running text with no end
            ("12 rue", &[]),
        ];
        for (s, want) in cases {
            assert_eq!(&found(s), want, "{s:?}");
        }
    }

    #[test]
    fn the_address_after_a_label_of_a_bodys_seat() {
        let cases: &[(&str, &[&str])] = &[
            (
                "Siège de l'inspection : 65 rue Ali Belhouane, 2013 Ben Arous\n",
                &[],
            ),
            (
                "Direction régionale : 61 rue Ibn Khaldoun, 1080 Tunis Cedex\n",
                &[],
            ),
            ("\"Centre address: avenue Hédi Chaker, 2080 Ariana\"\n", &[]),
            ("- **Adresse de l'agence** : 106 avenue Mohamed V\n", &[]),
            ("مقر التفقدية: 43 شارع محمد الخامس, 2013 بن عروس\n", &[]),
            // the body's acronym first, its street before the part matched; a sentence that says
            // where the body is
            (
                "Office: INNORPI, Rue de l'Assistance, Cité El Khadra, 1003 Tunis\n",
                &[],
            ),
            ("Le consulat est situé 12 rue de Rome, 1000 Tunis.\n", &[]),
            // near misses: a person's label, even with a body's word in it, or no label; a
            // person's flat where it is; a firm's acronym with no label
            (
                "L'appartement est situé 12 rue de Rome, 1000 Tunis.\n",
                &["12 rue de Rome, 1000 Tunis"],
            ),
            (
                "Client SOTUVER, 12 rue de Rome, 1000 Tunis\n",
                &["12 rue de Rome, 1000 Tunis"],
            ),
            (
                "Adresse du client à l'agence : 12 rue des Oliviers, 2000 Le Bardo\n",
                &["12 rue des Oliviers, 2000 Le Bardo"],
            ),
            (
                "Adresse : 65 rue Ali Belhouane, 2013 Ben Arous\n",
                &["65 rue Ali Belhouane, 2013 Ben Arous"],
            ),
            (
                "مقر السكنى: 43 شارع محمد الخامس، 2013 بن عروس\n",
                &["43 شارع محمد الخامس، 2013 بن عروس"],
            ),
            (
                "Le centre l'a reçu au 65 rue Ali Belhouane, 2013 Ben Arous\n",
                &["65 rue Ali Belhouane, 2013 Ben Arous"],
            ),
            // a clause before the address, after a comma or a dash, that names a body's
            // premises; a label with dot leaders; a practitioner's card line (a dash)
            (
                "Lieu : salle de réunion du siège, Zone industrielle Sidi Rezig, 2033 Mégrine\n",
                &[],
            ),
            ("Consular section, 515 O'Connor Street, Ottawa\n", &[]),
            (
                "3. Follow up with the governorate office, Avenue Habib Thameur, 8000 Nabeul.\n",
                &[],
            ),
            (
                "Opérateur national de téléphonie fixe, 1 rue de Rome, 1000 Tunis\n",
                &[],
            ),
            (
                "Centre address ......... : Rue Jebel Lakhdar, 1007 Tunis\n",
                &[],
            ),
            ("عنوان القسم : نهج جبل لخضر، 1007 تونس\n", &[]),
            (
                "Signed: Dr R. Jarhour, endocrinologist - Avenue Tahar Sfar, 4000 Sousse\n",
                &[],
            ),
            (
                "Agent : B. Jabrani - 45 avenue de Carthage, 1000 Tunis\n",
                &[],
            ),
            (
                "L'expert : H. Zatlati - expert agréé, rue de la République, 3140 Sbikha\n",
                &[],
            ),
            // near misses: a doctor's line with commas only, a person's card line, a person's
            // clause
            (
                "Dr T. Ghouraoui, 86, impasse des Oliviers, 1100 Zaghouan\n",
                &["86, impasse des Oliviers, 1100 Zaghouan"],
            ),
            (
                "Mme S. Ferchichi - 12 rue de Rome, 1000 Tunis\n",
                &["12 rue de Rome, 1000 Tunis"],
            ),
            (
                "Le locataire, 12 rue de Rome, 1000 Tunis\n",
                &["12 rue de Rome, 1000 Tunis"],
            ),
        ];
        for (s, want) in cases {
            // (the longest of the patterns' matches: the street pattern finds its part too)
            let got: Vec<&str> = found(s)
                .iter()
                .map(|&(v, _)| v)
                .max_by_key(|v| v.len())
                .into_iter()
                .collect();
            assert_eq!(&got, want, "{s:?}");
        }
    }

    #[test]
    fn an_arabic_street_and_its_number_end_before_a_dash() {
        assert_eq!(
            found("العنوان: 85 نهج الطاهر الحداد - رمز الفرع 942-D\n"),
            [("85 نهج الطاهر الحداد", "رقم وطريق")]
        );
        // the near miss: the line's end, or a comma, ends it as before
        assert_eq!(
            found("العنوان: 85 نهج الطاهر الحداد\n"),
            [("85 نهج الطاهر الحداد", "رقم وطريق")]
        );
    }

    #[test]
    fn a_flat_then_its_quarter_and_town() {
        let cases: &[(&str, &[&str])] = &[
            (
                "Four-room villa at Apt 28, Bloc B, cité Erriadh, Bizerte, land title 36429.\n",
                &["Apt 28, Bloc B, cité Erriadh, Bizerte"],
            ),
            // the line's end after the quarter; a postcode and its town; `appt. n° 4`
            (
                "Home : Apt 26, Bloc B, cité Ezzouhour,\nHammam-Lif\n",
                &["Apt 26, Bloc B, cité Ezzouhour"],
            ),
            (
                "Adresse : appt. n° 4, bloc C, cité El Khadra, 1003 Tunis\n",
                &["appt. n° 4, bloc C, cité El Khadra, 1003 Tunis"],
            ),
            // near misses: no quarter after the parts, a quarter in lower case
            ("Apt 28, Bloc B, floor 3\n", &[]),
            ("Apt 28, cité du bonheur\n", &[]),
        ];
        for (s, want) in cases {
            let got: Vec<&str> = found(s)
                .iter()
                .filter(|&&(_, w)| w == FLAT_FIRST_WHAT)
                .map(|&(v, _)| v)
                .collect();
            assert_eq!(&got, want, "{s:?}");
        }
    }

    #[test]
    fn building_parts_after_a_residence_name() {
        let cases: &[(&str, &[(&str, &str)])] = &[
            (
                "demeurant Résidence Les Oliviers, bloc C, appt 19, 8000 Nabeul, immatriculé",
                &[(
                    "Résidence Les Oliviers, bloc C, appt 19, 8000 Nabeul",
                    "résidence et appartement",
                )],
            ),
            (
                "(Immeuble Carthage, escalier 2, étage 3, appartement 12, Tunis 1002) était",
                &[(
                    "Immeuble Carthage, escalier 2, étage 3, appartement 12, Tunis 1002",
                    "résidence et appartement",
                )],
            ),
            // no postcode: the building and its parts
            (
                "residing at Cité El Khadra, bât. B4, apt 7.",
                &[("Cité El Khadra, bât. B4, apt 7", "résidence et appartement")],
            ),
            // a part numbered with `n°` (not cut before it: `villa n`)
            (
                "Demeurant à Sidi Bou Said, rue Habib Thameur, villa n° 3\n",
                &[("rue Habib Thameur, villa n° 3", "résidence et appartement")],
            ),
            // a street type inside a word is not one; no part after the name, no address
            ("Merci de votre résidence, bloc-notes 12, et la suite", &[]),
            ("Présidence Les Pins, bloc C, appt 19", &[]),
            ("La résidence fiscale, appt 2025", &[]),
        ];
        for (s, want) in cases {
            assert_eq!(&found(s), want, "{s:?}");
        }
    }

    #[test]
    fn a_road_and_its_kilometre() {
        let cases: &[(&str, &[(&str, &str)])] = &[
            (
                "Il demeure Route de Mahdia km 10, Sfax.",
                &[("Route de Mahdia km 10, Sfax", ROAD_KM_WHAT)],
            ),
            (
                "domicilié route de Tunis, km 7,5, 3000 Sfax",
                &[("route de Tunis, km 7,5, 3000 Sfax", ROAD_KM_WHAT)],
            ),
            (
                "Lieu : Route de Gremda km 4",
                &[("Route de Gremda km 4", ROAD_KM_WHAT)],
            ),
            // an estate's or a firm's place on its line; a road without its kilometre; a
            // distance that names no road
            ("Domaine El Hana (route de Zaghouan km 12)", &[]),
            ("Sfax Emballages SARL, route de Gabès km 3", &[]),
            ("La route de Sousse est fermée à la circulation.", &[]),
            ("Le trajet fait 12 km de Sfax à Mahdia.", &[]),
        ];
        for (s, want) in cases {
            assert_eq!(&found(s), want, "{s:?}");
        }
    }

    #[test]
    fn street_first_then_its_number() {
        let cases: &[(&str, &[(&str, &str)])] = &[
            (
                "demeurant avenue du Port n° 163, Nabeul 8000, titulaire",
                &[("avenue du Port n° 163, Nabeul 8000", "voie et numéro")],
            ),
            (
                "Cabinet : impasse de l'Artisanat N° 24 bis, Kasserine 1200 — tél.",
                &[(
                    "impasse de l'Artisanat N° 24 bis, Kasserine 1200",
                    "voie et numéro",
                )],
            ),
            // split over two lines: the street and its number
            (
                "Rue Ibn Khaldoun numéro 7\nKasserine 1200",
                &[("Rue Ibn Khaldoun numéro 7", "voie et numéro")],
            ),
            // a decree, a case number or a place glued to a year are not addresses
            ("décret n° 2007-3003 du 27 novembre", &[]),
            ("Place Rouge n° 2007-12, affaire", &[]),
            ("Il remplace Monsieur Ali n° 3 dans l'équipe", &[]),
            ("la route nationale n° 8 vers Bizerte", &[]),
        ];
        for (s, want) in cases {
            assert_eq!(&found(s), want, "{s:?}");
        }
    }

    #[test]
    fn arabic_street_then_its_number() {
        let cases: &[(&str, &[(&str, &str)])] = &[
            (
                "عنواني: نهج الرمان عدد 104، المهدية 5100 - الهاتف",
                &[("نهج الرمان عدد 104، المهدية 5100", "طريق وعدد")],
            ),
            // a proclitic glued to the street type belongs to the span
            (
                "القاطن بنهج ابن خلدون عدد 7، تونس 1002، رقم",
                &[("بنهج ابن خلدون عدد 7، تونس 1002", "طريق وعدد")],
            ),
            // "مكرر" (bis) at the end of the line is taken with the number
            (
                "شارع الحرية عدد 12 مكرر",
                &[("شارع الحرية عدد 12 مكرر", "طريق وعدد")],
            ),
            (
                "شارع الحرية عدد 12 مكرر في الطابق الثاني",
                &[("شارع الحرية عدد 12", "طريق وعدد")],
            ),
            // a road and its kilometre, a comma, then the number
            (
                "العنوان: طريق قابس كلم 4، عدد 15، 3000 صفاقس",
                &[("طريق قابس كلم 4، عدد 15، 3000 صفاقس", "طريق وعدد")],
            ),
            // a number of things after a comma is no street number
            ("منطقة صناعية، عدد العمال 45", &[]),
            // `رقم` for the number, the town after it ending the line or the clause; a road and
            // its kilometre without a number
            (
                "العنوان: شارع الحرية رقم 49 قابس\n",
                &[("شارع الحرية رقم 49 قابس", "طريق وعدد")],
            ),
            (
                "يقطن بشارع الهادي نويرة رقم 8 أريانة، تونسي",
                &[("بشارع الهادي نويرة رقم 8 أريانة", "طريق وعدد")],
            ),
            (
                "العنوان : طريق أريانة كلم 10، قابس",
                &[("طريق أريانة كلم 10، قابس", "طريق وعدد")],
            ),
            // running text after the number is no town
            (
                "نهج التحرير رقم 12 حيث يسكن منذ سنوات",
                &[("نهج التحرير رقم 12", "طريق وعدد")],
            ),
            // `حي` inside a word (`الصحي`) is not a street type; a number glued to more
            // digits is not a street number
            ("دفتر العلاج الصحي عدد 4521 بتاريخ", &[]),
            ("نهج التحرير عدد 2007-3003", &[]),
            ("يسكن حيث عدد 3، من الأطفال", &[]),
        ];
        for (s, want) in cases {
            assert_eq!(&found(s), want, "{s:?}");
        }
    }

    #[test]
    fn arabic_building_parts_after_a_residence_name() {
        let cases: &[(&str, &[(&str, &str)])] = &[
            (
                "العنوان: إقامة الياسمين، عمارة ب، شقة 15، القيروان",
                &[("إقامة الياسمين، عمارة ب، شقة 15، القيروان", "إقامة وشقة")],
            ),
            (
                "القاطنة بإقامة النصر، العمارة ج، الطابق 2، الشقة عدد 8، حمام الأنف، صاحبة",
                &[(
                    "بإقامة النصر، العمارة ج، الطابق 2، الشقة عدد 8، حمام الأنف",
                    "إقامة وشقة",
                )],
            ),
            (
                "إقامة الورد، شقة 3، 2080 أريانة",
                &[("إقامة الورد، شقة 3، 2080 أريانة", "إقامة وشقة")],
            ),
            // the town is one or two words: a longer run of words is prose, left out
            (
                "إقامة الورد، شقة 3، حيث يسكن منذ سنوات",
                &[("إقامة الورد، شقة 3", "إقامة وشقة")],
            ),
            // a part must be a short number or letter; no part, no address
            ("إقامة الورد، عمارة الياسمين الكبرى", &[]),
            ("إقامة طويلة، ثم عاد", &[]),
        ];
        for (s, want) in cases {
            assert_eq!(&found(s), want, "{s:?}");
        }
    }

    #[test]
    fn arabic_post_box_words() {
        let cases: &[(&str, &[&str])] = &[
            ("ص.ب 77، تونس", &["ص.ب 77"]),
            ("العنوان: صندوق بريد 1234 المنزه", &["صندوق بريد 1234"]),
            // glued to the conjunction: not taken (the post-box word must start a word; the
            // street types allow a proclitic, the post-box words not yet)
            ("وص.ب 5", &[]),
            // inside a word, no post box
            ("خاص.ب 12", &[]),
        ];
        for (s, want) in cases {
            let got: Vec<&str> = found(s).iter().map(|&(v, _)| v).collect();
            assert_eq!(&got, want, "{s:?}");
        }
    }

    #[test]
    fn plain_loop_reports_what_overlapping_search_reports() {
        let (terms, triggers) = health_patterns();
        let ac = AhoCorasickBuilder::new()
            .kind(Some(aho_corasick::AhoCorasickKind::DFA))
            .match_kind(MatchKind::Standard)
            .ascii_case_insensitive(true)
            .build(terms.iter().chain(&triggers))
            .unwrap();
        let h = health();
        for s in [
            "diabète",
            "DIABÈTE de type 2, hypertension artérielle et asthme",
            "يعاني من السكري",
            "xcancerx atteint d'atteinte de sida\n",
            "",
            "é",
        ]
        .iter()
        // every match at every position modulo the four bytes a turn of `next_special` reads
        .flat_map(|s| ["", "x", "xx", "xxx"].map(|p| format!("{p}{s}")))
        {
            let s = s.as_str();
            let mut want: Vec<Hit> = ac
                .find_overlapping_iter(s)
                .map(|m| (m.start(), m.end(), m.pattern().as_usize()))
                .collect();
            let mut got = Vec::new();
            for_each_match(&h.all, s.as_bytes(), |a, b, p| got.push((a, b, p)));
            want.sort_unstable();
            got.sort_unstable();
            assert_eq!(got, want, "{s:?}");
        }
    }
}
