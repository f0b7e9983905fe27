//! Lexicon detectors: HEALTH (Art. 14 sensitive data, from `data/health.txt` plus trigger phrases
//! such as "atteint de", "يعاني من", "diagnosed with") and ADDRESS (street types in French and
//! Arabic, house number, postal code and city).

use aho_corasick::{AhoCorasick, AhoCorasickBuilder, MatchKind};
use regex::Regex;
use std::sync::OnceLock;

use super::context::boundary_before;
use super::{Candidate, Detector, Entity, Reason, Text};

const HEALTH_TERMS: &str = include_str!("../../data/health.txt");

/// Words that qualify a condition and belong to it ("chronique", "de type 2", "C").
const QUALIFIERS: &[&str] = &[
    "chronique",
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
    "viral",
    "virale",
    "المزمن",
    "المزمنة",
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
    "suffers from",
    "suffering from",
    "treated for",
    "diagnosis:",
    "diagnosis :",
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
];

struct HealthData {
    /// The terms, then the triggers: one automaton, so the text is read once, not twice.
    all: AhoCorasick,
    /// The terms (pattern ids `0..terms.len()`); the triggers follow them in `all`.
    terms: Vec<String>,
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
        terms.push(t.to_string());
        terms.push(capitalise(t));
        terms.push(t.to_uppercase());
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
fn health_matches(s: &str) -> (Vec<Hit>, Vec<(usize, usize)>) {
    let h = health();
    let n = h.terms.len();
    let mut terms = Vec::new();
    let mut triggers = Vec::new();
    for m in h.all.find_overlapping_iter(s) {
        let p = m.pattern().as_usize();
        if p < n {
            terms.push((m.start(), m.end(), p));
        } else {
            triggers.push((m.start(), m.end(), p));
        }
    }
    let triggers = leftmost_longest(triggers)
        .into_iter()
        .map(|(a, b, _)| (a, b))
        .collect();
    (leftmost_longest(terms), triggers)
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
        // Standard semantics: every match is reported (overlapping search), and
        // `leftmost_longest` picks, for terms and triggers apart, what two leftmost-longest
        // automata would have found
        let all = AhoCorasickBuilder::new()
            .kind(Some(aho_corasick::AhoCorasickKind::DFA))
            .match_kind(MatchKind::Standard)
            .ascii_case_insensitive(true)
            .build(terms.iter().chain(&triggers))
            .expect("health lexicon builds");
        HealthData { all, terms }
    })
}

fn is_word(c: char) -> bool {
    c.is_alphanumeric()
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
        let lower = lower_head(trimmed, w + 16);
        if w == 0 {
            break;
        }
        let word = &lower[..lower.len().min(w)];
        let single = w == 1 && trimmed.as_bytes()[0].is_ascii_uppercase();
        if single
            || QUALIFIERS.contains(&word)
            || word.chars().all(|c| c.is_ascii_digit()) && w <= 2
        {
            end += rest.len() - trimmed.len() + w;
            continue;
        }
        if let Some(link) = LINKS
            .iter()
            .filter(|l| lower.starts_with(*l))
            .max_by_key(|l| l.len())
        {
            let after = &trimmed[link.len()..];
            if !(link.ends_with('\'') || after.starts_with(' ')) {
                break;
            }
            let after_t = after.trim_start_matches(' ');
            let w2 = word_len(after_t);
            let next = &after_t[..w2];
            // one lower-case word or a type number after the link ("du sein", "de type 2")
            if w2 > 0
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
    while head.len() < need {
        match s[from..].find('\n') {
            Some(i) => {
                head.push_str(&s[from..=from + i].to_lowercase());
                from += i + 1;
            }
            None => {
                head.push_str(&s[from..].to_lowercase());
                break;
            }
        }
    }
    head
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
        let (terms, triggers) = health_matches(s);
        for (a, b, p) in terms {
            let term = &h.terms[p];
            if !boundary_before(&s[..a], term) || s[b..].chars().next().is_some_and(is_word) {
                continue;
            }
            let end = extend(s, b);
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
        for (m_start, m_end) in triggers {
            if !boundary_before(&s[..m_start], "a") {
                continue;
            }
            let start = m_end + (s[m_end..].len() - s[m_end..].trim_start_matches(' ').len());
            let rest = &s[start..];
            let stop = rest
                .find(['.', ',', ';', ':', '\n', '(', ')', '،', '؛'])
                .unwrap_or(rest.len());
            let phrase = &rest[..stop];
            // at most 6 words
            let end = phrase
                .match_indices(' ')
                .nth(5)
                .map_or(phrase.len(), |(i, _)| i);
            let end = phrase[..end].trim_end().len();
            if end >= 3 {
                out.push(Candidate {
                    entity: Entity::Health,
                    start,
                    end: start + end,
                    score: 0.6,
                    detector: "health.trigger",
                    reasons: vec![Reason::Context {
                        word: s[m_start..m_end].trim().to_lowercase(),
                    }],
                });
            }
        }
    }
}

/// The ADDRESS detector.
pub(super) struct Address;

fn address_res() -> &'static [(Regex, f32, &'static str)] {
    static R: OnceLock<Vec<(Regex, f32, &'static str)>> = OnceLock::new();
    R.get_or_init(|| {
        let fr_types = "rue|avenue|av\\.|boulevard|bd|impasse|cité|cite|route|chemin|place|résidence|residence|lotissement|allée|allee|passage|quartier|immeuble|rés\\.|zone industrielle|z\\.i\\.|street|st\\.|road|lane";
        let ar_types = "نهج|شارع|طريق|حي|زنقة|ساحة|إقامة|اقامة|عمارة|مدينة|منطقة|تقسيم|ممر";
        // a city: up to four words after a 4-digit postal code
        let city_fr = r"(?:\p{Lu}[\p{L}'\-]*|El|La|Le|Les|de|du|des|el|ben|Ben)(?: (?:\p{Lu}[\p{L}'\-]*|El|La|de|du|des|el|Ben|Sidi|Houmt|Souk)){0,3}";
        let city_ar = r"\p{Arabic}+(?: \p{Arabic}+){0,3}";
        let num = r"(?-u:\b)[0-9]{1,4}(?: ?(?:bis|ter))?";
        let specs = [
            (format!(r"{num},? (?i:{fr_types}) [^\n,;:()]{{1,60}}?(?:,? ?(?-u:\b)[0-9]{{4}} {city_fr}|(?:,|$|\n| -|\.))"), 0.8, "numéro et voie"),
            (format!(r"(?i:{fr_types}) (?:de |du |des |de la |de l'|d'|el |ibn |ben )?\p{{Lu}}[^\n,;:()]{{0,50}}?,? ?(?-u:\b)[0-9]{{4}} {city_fr}"), 0.75, "voie et code postal"),
            (format!(r"{num} ?(?:{ar_types}) [^\n،,;:()]{{1,50}}?(?:[،,] ?(?-u:\b)[0-9]{{4}} {city_ar}|[،,]|$|\n)"), 0.8, "رقم وطريق"),
            (format!(r"(?:{ar_types}) \p{{Arabic}}[^\n،,;:()]{{0,40}}?[،,] ?(?-u:\b)[0-9]{{4}} {city_ar}"), 0.75, "طريق ورمز بريدي"),
            (r"(?-u:\b)(?:BP|B\.P\.|CP|C\.P\.|ص\.ب|صندوق بريد) ?[0-9]{1,5}".to_string(), 0.6, "boîte postale"),
        ];
        specs
            .into_iter()
            .map(|(re, score, what)| (Regex::new(&format!("(?m){re}")).expect("address pattern"), score, what))
            .collect()
    })
}

impl Detector for Address {
    fn id(&self) -> &'static str {
        "address"
    }
    fn detect(&self, text: &Text<'_>, out: &mut Vec<Candidate>) {
        let full = text.as_str();
        // every address pattern holds a number: look only around numbers
        for &(a, b) in &text.windows {
            let s = &full[a..b];
            self.detect_in(s, a, out);
        }
    }
}

impl Address {
    fn detect_in(&self, s: &str, base: usize, out: &mut Vec<Candidate>) {
        for (re, score, what) in address_res() {
            for m in re.find_iter(s) {
                let v = m.as_str().trim_end_matches([',', '،', ' ', '\n', '.', '-']);
                if v.is_empty() {
                    continue;
                }
                out.push(Candidate {
                    entity: Entity::Address,
                    start: base + m.start(),
                    end: base + m.start() + v.len(),
                    score: *score,
                    detector: "address",
                    reasons: vec![Reason::Structure { what }],
                });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
}
