//! Dates written in words, as deeds, contracts and formal letters write a birth date: `né le
//! dix-sept septembre mil neuf cent soixante-dix-sept`, `six mai 2011`, `Date of birth: the
//! twenty-fifth of April 1989`. The day or the year (or both) is in words; dates all in digits
//! are `dob.text`'s.
//!
//! The regex is searched only around a month's name (found by one Aho-Corasick pass): a date in
//! words always holds one, and the words of numbers alone (`un`, `six`, `first`) are too
//! frequent to start a search at each.

use aho_corasick::{AhoCorasick, AhoCorasickBuilder, MatchKind};
use regex_automata::meta::Regex;
use regex_automata::Input;

/// French numbers from one to nineteen (index 1 to 19).
const FR_UNITS: [&str; 20] = [
    "", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix", "onze",
    "douze", "treize", "quatorze", "quinze", "seize", "dix-sept", "dix-huit", "dix-neuf",
];

/// English numbers from one to nineteen (index 1 to 19).
const EN_UNITS: [&str; 20] = [
    "",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
];

/// English ordinals from first to nineteenth (index 1 to 19).
const EN_ORDINALS: [&str; 20] = [
    "",
    "first",
    "second",
    "third",
    "fourth",
    "fifth",
    "sixth",
    "seventh",
    "eighth",
    "ninth",
    "tenth",
    "eleventh",
    "twelfth",
    "thirteenth",
    "fourteenth",
    "fifteenth",
    "sixteenth",
    "seventeenth",
    "eighteenth",
    "nineteenth",
];

/// The full names of the months (lower case), French then English.
const MONTHS_FR: &[&str] = &[
    "janvier",
    "février",
    "fevrier",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "aout",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
    "decembre",
];
const MONTHS_EN: &[&str] = &[
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
];

/// The French number `n` (1 to 99) in words, hyphens between its parts (`soixante-dix-sept`,
/// `vingt et un`, `quatre-vingts`).
fn fr(n: usize) -> String {
    const TENS: [&str; 7] = [
        "",
        "",
        "vingt",
        "trente",
        "quarante",
        "cinquante",
        "soixante",
    ];
    match n {
        1..=19 => FR_UNITS[n].to_string(),
        20..=69 => match n % 10 {
            0 => TENS[n / 10].to_string(),
            1 => format!("{} et un", TENS[n / 10]),
            u => format!("{}-{}", TENS[n / 10], FR_UNITS[u]),
        },
        70 => "soixante-dix".to_string(),
        71 => "soixante et onze".to_string(),
        72..=79 => format!("soixante-{}", FR_UNITS[n - 60]),
        80 => "quatre-vingts".to_string(),
        _ => format!("quatre-vingt-{}", FR_UNITS[n - 80]),
    }
}

/// The English number `n` (1 to 99) in words (`seventy-seven`).
fn en(n: usize) -> String {
    const TENS: [&str; 10] = [
        "", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety",
    ];
    match (n / 10, n % 10) {
        (0 | 1, _) => EN_UNITS[n].to_string(),
        (t, 0) => TENS[t].to_string(),
        (t, u) => format!("{}-{}", TENS[t], EN_UNITS[u]),
    }
}

/// The English ordinal `n` (1 to 31) in words (`twenty-fifth`, `thirtieth`).
fn en_ordinal(n: usize) -> String {
    match n {
        1..=19 => EN_ORDINALS[n].to_string(),
        20 => "twentieth".to_string(),
        30 => "thirtieth".to_string(),
        _ => format!("{}-{}", en(n - n % 10), EN_ORDINALS[n % 10]),
    }
}

/// An alternation of `words`, longest first (the regex takes the first alternative that
/// matches), a hyphen or a space allowed between their parts.
fn alternation(mut words: Vec<String>) -> String {
    words.sort_by_key(|w| std::cmp::Reverse(w.len()));
    words.dedup();
    words
        .iter()
        .map(|w| {
            w.split(['-', ' '])
                .map(regex::escape)
                .collect::<Vec<_>>()
                .join("[- ]")
        })
        .collect::<Vec<_>>()
        .join("|")
}

/// The regex of a date with its day or its year in words (case-insensitive; `\b` is made an
/// ASCII boundary by the caller).
pub(super) fn regex() -> String {
    let fr_days = alternation(
        std::iter::once("premier".to_string())
            .chain((2..=31).map(fr))
            .collect(),
    );
    let fr_1_99 = alternation(
        (1..=99)
            .map(fr)
            .chain(["quatre-vingt".to_string()])
            .collect(),
    );
    let en_days = alternation((1..=31).map(en_ordinal).collect());
    let en_1_99 = alternation((1..=99).map(en).collect());
    let months_fr = MONTHS_FR.join("|");
    let months_en = MONTHS_EN.join("|");
    let year = "(?:19|20)[0-9]{2}";
    let fr_year = format!(
        r"(?:mil|mille)[- ]neuf[- ]cents?(?:[- ](?:{fr_1_99}))?|deux[- ]mille(?:[- ](?:{fr_1_99}))?"
    );
    let en_year = format!(
        r"nineteen(?:[- ]hundred(?: and)?)?[- ](?:{en_1_99})|two thousand(?: and)?(?:[- ](?:{en_1_99}))?|twenty[- ](?:{en_1_99})"
    );
    [
        // `dix-sept septembre 1977`, `6 mai deux mille onze`
        format!(r"\b(?:{fr_days}) (?:{months_fr}) (?:{year}|{fr_year})\b"),
        format!(r"\b[0-9]{{1,2}}(?:er)? (?:{months_fr}) (?:{fr_year})\b"),
        // `the tenth of December 1976`, `December the tenth, 1976`, `the 5th of May 1980`
        format!(r"\b(?:the )?(?:{en_days}) (?:of )?(?:{months_en}),? (?:{year}|{en_year})\b"),
        format!(r"\b(?:{months_en}) (?:the )?(?:{en_days}),? (?:{year}|{en_year})\b"),
        format!(
            r"\b(?:the )?[0-9]{{1,2}}(?:st|nd|rd|th)? of (?:{months_en}),? (?:{year}|{en_year})\b"
        ),
        format!(r"\b[0-9]{{1,2}}(?:st|nd|rd|th)? (?:{months_en}),? (?:{en_year})\b"),
    ]
    .map(|alt| format!("(?i:{alt})"))
    .join("|")
}

/// The month names' finder (ASCII case ignored; the accented ones also in capitals).
pub(super) fn months() -> AhoCorasick {
    let upper: Vec<String> = MONTHS_FR
        .iter()
        .filter(|m| !m.is_ascii())
        .map(|m| m.to_uppercase())
        .collect();
    AhoCorasickBuilder::new()
        .match_kind(MatchKind::LeftmostLongest)
        .ascii_case_insensitive(true)
        .build(
            MONTHS_FR
                .iter()
                .chain(MONTHS_EN)
                .map(|m| m.to_string())
                .chain(upper),
        )
        .expect("month names build")
}

/// The most bytes before a month's name that a date's day takes (`the twenty-seventh of `), and
/// after it its year (`, nineteen hundred and seventy-seven`, `mil neuf cent
/// quatre-vingt-dix-neuf`).
const BEFORE: usize = 32;
const AFTER: usize = 64;

/// Each date in words of `s` (its span), found around the months' names.
pub(super) fn each(s: &str, re: &Regex, months: &AhoCorasick, mut f: impl FnMut(usize, usize)) {
    let mut done = 0;
    for m in months.find_iter(s) {
        if m.start() < done {
            continue;
        }
        let lo = s
            .floor_char_boundary(m.start().saturating_sub(BEFORE))
            .max(done);
        let hi = s.ceil_char_boundary((m.end() + AFTER).min(s.len()));
        let mut at = lo;
        while at < m.start() {
            let Some(d) = re.find(Input::new(s).range(at..hi)) else {
                break;
            };
            if d.start() > m.start() {
                break;
            }
            if d.end() >= m.end() {
                f(d.start(), d.end());
                done = d.end();
                break;
            }
            // (a date that ends before this month's name: the search goes on after it)
            at = d.end().max(at + 1);
            at = s.ceil_char_boundary(at);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_in_words() {
        assert_eq!(fr(17), "dix-sept");
        assert_eq!(fr(21), "vingt et un");
        assert_eq!(fr(71), "soixante et onze");
        assert_eq!(fr(77), "soixante-dix-sept");
        assert_eq!(fr(80), "quatre-vingts");
        assert_eq!(fr(84), "quatre-vingt-quatre");
        assert_eq!(fr(99), "quatre-vingt-dix-neuf");
        assert_eq!(en(77), "seventy-seven");
        assert_eq!(en(40), "forty");
        assert_eq!(en_ordinal(25), "twenty-fifth");
        assert_eq!(en_ordinal(30), "thirtieth");
        assert_eq!(en_ordinal(31), "thirty-first");
        assert_eq!(en_ordinal(12), "twelfth");
    }

    fn dates(s: &str) -> Vec<&str> {
        let re = Regex::new(&regex().replace(r"\b", r"(?-u:\b)")).unwrap();
        let mut out = Vec::new();
        each(s, &re, &months(), |a, b| out.push(&s[a..b]));
        out
    }

    #[test]
    fn dates_in_words_with_exact_spans() {
        let cases: &[(&str, &[&str])] = &[
            (
                "né le dix-sept septembre mil neuf cent soixante-dix-sept, CIN",
                &["dix-sept septembre mil neuf cent soixante-dix-sept"],
            ),
            (
                "née le vingt et un février 1968 à Sousse",
                &["vingt et un février 1968"],
            ),
            ("Date de naissance\tsix mai 2011\t", &["six mai 2011"]),
            (
                "le premier AOÛT deux mille onze.",
                &["premier AOÛT deux mille onze"],
            ),
            (
                "né le 4 décembre mille neuf cent quatre-vingt-quatre",
                &["4 décembre mille neuf cent quatre-vingt-quatre"],
            ),
            (
                "Date of birth: the twenty-fifth of April 1989\n",
                &["the twenty-fifth of April 1989"],
            ),
            (
                "born on the first of November 1998.",
                &["the first of November 1998"],
            ),
            (
                "born December the tenth, 1976",
                &["December the tenth, 1976"],
            ),
            ("born on the 5th of May 1980", &["the 5th of May 1980"]),
            (
                "born the ninth of July nineteen hundred and eighty-two",
                &["the ninth of July nineteen hundred and eighty-two"],
            ),
            (
                "six mai 2011 et seize mars 2018",
                &["six mai 2011", "seize mars 2018"],
            ),
        ];
        for (s, want) in cases {
            assert_eq!(dates(s), *want, "{s:?}");
        }
    }

    #[test]
    fn near_misses_are_no_date_in_words() {
        for s in [
            // all in digits: `dob.text`'s
            "né le 17 septembre 1977",
            "born on April 25, 1989",
            // no year, or no day
            "le dix-sept septembre, à Tunis",
            "septembre mil neuf cent soixante-dix-sept",
            "the first of May",
            // a month's name inside a word, a number word inside another
            "dix-sept maisons 1977",
            "dixsept mai 1977",
            "",
        ] {
            assert!(dates(s).is_empty(), "{s:?}: {:?}", dates(s));
        }
    }
}
