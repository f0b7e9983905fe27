//! Recall first for numbers: a number shaped like a personal identifier (eight digits, written
//! in one run or in pairs, as a CIN or a phone number is; ten, or eight and two, as a CNSS
//! number is) that no detector claimed and that
//! nothing around it explains is masked all the same, as a "numéro non expliqué", scored just
//! above the default threshold so that the officer sees it and can keep it in review. The
//! explanations that keep a number are few and stated: a date, an amount or a quantity, a
//! reference (invoice, file, contract, law, article...), a number glued to letters. The same
//! explanations are listed for `scan --json` ([`kept_numbers`]), for every number of six
//! digits or more that is left unmasked.

use serde::Serialize;

use super::{context, Candidate, Entity, Finding, Reason, Text};

/// Score of an unexplained number: above the default threshold (0.5), below every detector
/// that knows what the number is.
pub(super) const SCORE: f32 = 0.55;

/// Words before a number (on its line, within [`BEFORE`] characters) that make it a
/// reference of a document, a case or a text rather than a person's number. Lower case.
const REFERENCE_BEFORE: &[&str] = &[
    "réf",
    "ref",
    "référence",
    "reference",
    "facture",
    "invoice",
    "dossier",
    "file no",
    "contrat",
    "contract",
    "commande",
    "order",
    "affaire",
    "case",
    "rôle",
    "requête",
    "registre",
    "rne",
    "r.c",
    "rc ",
    "loi",
    "décret",
    "decret",
    "decree",
    "circulaire",
    "arrêté",
    "article",
    "art.",
    "code",
    "bon",
    "ticket",
    "lot",
    "série",
    "serial",
    "quittance",
    "reçu",
    "receipt",
    "transaction",
    "opération",
    "bordereau",
    "police",
    "sinistre",
    "claim",
    "tracking",
    "colis",
    "version",
    "pièce jointe",
    "annexe",
    "n° d'ordre",
    "القانون",
    "قانون",
    "الأمر",
    "المرسوم",
    "القرار",
    "قرار",
    "قضية",
    "القضية",
    "فاتورة",
    "الفاتورة",
    "ملف",
    "الملف",
    "مرجع",
    "المرجع",
    "وصل",
    "الفصل",
    "عقد",
];

/// Words before a number that make it an amount.
const AMOUNT_BEFORE: &[&str] = &[
    "tnd",
    "dt",
    "eur",
    "€",
    "usd",
    "$",
    "montant",
    "prix",
    "total",
    "somme",
    "salaire",
    "المبلغ",
    "مبلغ",
];

/// Words before a number that announce a payment card: a number there that fails the card's
/// check is no card and no other personal number.
const CARD_BEFORE: &[&str] = &[
    "carte bancaire",
    "carte de crédit",
    "carte de paiement",
    "n° de carte",
    "numéro de carte",
    "card number",
    "credit card",
    "debit card",
    "visa",
    "mastercard",
    "بطاقة بنكية",
    "بطاقة الدفع",
    "رقم البطاقة البنكية",
];

/// Characters of the line before a number read for [`REFERENCE_BEFORE`] and [`AMOUNT_BEFORE`].
const BEFORE: usize = 32;

/// Why a number is left as it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Why {
    Date,
    Amount,
    Reference,
    /// Part of a longer token (letters or other digits glued to it).
    Glued,
    /// Announced as a payment card, but its check (Luhn) fails.
    FailedCheck,
    /// Not the shape of a personal number (grouped by thousands, too long, too short).
    NotIdentifierShaped,
    /// A service number of the national numbering plan (toll-free `80`, shared-cost `81`,
    /// `82`, `88`): an organisation's line, no person's.
    ServiceNumber,
    /// Announced as an organisation's line (a hotline, a ward's line, a switchboard).
    OrganisationLine,
}

impl Why {
    /// In French, for the officer.
    pub fn explain(self) -> &'static str {
        match self {
            Why::Date => "une date",
            Why::Amount => "un montant ou une quantité",
            Why::Reference => "une référence (document, dossier, texte de loi)",
            Why::Glued => "collé à des lettres ou à d'autres chiffres",
            Why::FailedCheck => "annoncé comme carte bancaire, mais sa clé (Luhn) est fausse",
            Why::NotIdentifierShaped => "pas la forme d'un identifiant personnel",
            Why::ServiceNumber => "un numéro de service (numéro vert, coût partagé)",
            Why::OrganisationLine => "la ligne d'un organisme (standard, hotline, service)",
        }
    }
}

/// A number left unmasked, and why (`scan --json`'s `kept_numbers`).
#[derive(Debug, Clone, Serialize)]
pub struct KeptNumber {
    /// Byte offsets in the document's text.
    pub start: usize,
    pub end: usize,
    pub text: String,
    pub why: Why,
    /// [`Why::explain`].
    pub explanation: &'static str,
}

/// Eight digits in one run, or in four pairs with one kind of separator: the shapes of a CIN
/// and of a phone number; ten digits in one run, or eight and two set apart by a space, a
/// slash or a dash: the shapes of a CNSS number (and of a number with a trunk prefix).
fn identifier_shaped(m: &[u8]) -> bool {
    let digits = |r: &[u8]| r.iter().all(u8::is_ascii_digit);
    let sep = group_separator;
    // eight and two (a CNSS number): "12345678/42", "12345678.42"
    if m.len() == 11
        && matches!(m[8], b' ' | b'/' | b'-' | b'.')
        && digits(&m[..8])
        && digits(&m[9..])
    {
        return true;
    }
    // a CIN written with its first digit apart ("0 1234567", "0-8265987") or in two fours
    // ("0844 5509"),
    // not two years ("2023 2024")
    if m.len() == 9
        && matches!(m[1], b' ' | b'-' | b'.')
        && matches!(m[0], b'0' | b'1')
        && digits(&m[2..])
    {
        return true;
    }
    let year = |r: &[u8]| {
        let y = r.iter().fold(0u32, |a, &x| a * 10 + u32::from(x - b'0'));
        (1900..=2099).contains(&y)
    };
    if m.len() == 9 && sep(m[4]) && digits(&m[..4]) && digits(&m[5..]) {
        return !(year(&m[..4]) && year(&m[5..]));
    }
    // or its first two digits apart by a space, as the card prints them ("07 901486"; with a
    // dash, as often a meter's or a part's number: `48-924954`)
    if m.len() == 9 && m[2] == b' ' && digits(&m[..2]) && digits(&m[3..]) {
        return true;
    }
    // ten digits in fours and two ("6249 5826 18"): a CNSS number grouped
    if m.len() == 12
        && sep(m[4])
        && m[9] == m[4]
        && digits(&m[..4])
        && digits(&m[5..9])
        && digits(&m[10..])
    {
        return true;
    }
    // eight digits in 2-3-3 ("09.903.349"), one kind of separator (not one by one: "pages 1 2
    // 3 4 5 6 7 8" is as likely)
    if m.len() == 10 && sep(m[2]) && m[6] == m[2] && digits(&m[..2]) && digits(&m[3..6]) {
        return digits(&m[7..]);
    }
    // a CNSS number's key set apart by a spaced dash or slash ("5627 8665 - 20", "56278665 / 20")
    if m.len() > 5 && digits(&m[m.len() - 2..]) {
        let body = &m[..m.len() - 2];
        if let Some(body) = body
            .strip_suffix(b" - ")
            .or_else(|| body.strip_suffix(b" / "))
        {
            let eight = body.len() == 8 && digits(body)
                || body.len() == 9 && sep(body[4]) && digits(&body[..4]) && digits(&body[5..]);
            if eight {
                return true;
            }
        }
    }
    match m.len() {
        8 | 10 => digits(m),
        11 => {
            let sep = m[2];
            matches!(sep, b' ' | b'.' | b'-')
                && (0..11).all(|i| {
                    if i % 3 == 2 {
                        m[i] == sep
                    } else {
                        m[i].is_ascii_digit()
                    }
                })
        }
        _ => false,
    }
}

/// What sets the groups of a number apart: a space, a full stop or a dash.
fn group_separator(x: u8) -> bool {
    matches!(x, b' ' | b'.' | b'-')
}

/// A valid calendar date written `yyyymmdd` or `ddmmyyyy`.
fn date_digits(d: &[u8]) -> bool {
    let n = |a: usize, b: usize| -> u32 {
        d[a..b]
            .iter()
            .fold(0, |acc, &x| acc * 10 + u32::from(x - b'0'))
    };
    let ok = |y: u32, m: u32, day: u32| {
        (1900..=2099).contains(&y) && (1..=12).contains(&m) && (1..=31).contains(&day)
    };
    d.len() == 8 && (ok(n(0, 4), n(4, 6), n(6, 8)) || ok(n(4, 8), n(2, 4), n(0, 2)))
}

/// Why the number `s[a..e]` (a number chunk) is left as it is, or `None` when nothing explains
/// it.
fn why(s: &str, a: usize, e: usize, cell_end: bool) -> Option<Why> {
    let b = s.as_bytes();
    let glued = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
    let before = s[..a].chars().next_back();
    // `REF-12345678`, `n°12345678` is not glued (`°` is no letter)
    let hyphen_glued = matches!(before, Some('-' | '/')) && glued(s[..a - 1].chars().next_back());
    if glued(before) || glued(s[e..].chars().next()) || hyphen_glued {
        return Some(Why::Glued);
    }
    let m = &b[a..e];
    // a group of a longer grouped code (an IBAN, a card: "FR76 3000 6000 0112"): another
    // group of letters or digits one separator before or after it
    let grouped = m.iter().any(|x| !x.is_ascii_digit());
    // (a group holds a digit, or is itself after one: "NL91 ABNA 0417 1643 01"; "CIN 1686 5633"
    // is announced by a word, not grouped with it)
    let code = |x: u8| x.is_ascii_digit() || x.is_ascii_uppercase();
    // the group ending right before `end` (a separator at `end`), and whether it holds a digit
    let group_ending = |end: usize| -> Option<(usize, bool)> {
        if end < 1 || !group_separator(b[end]) {
            return None;
        }
        let len = b[..end].iter().rev().take_while(|&&x| code(x)).count();
        (len > 0).then(|| (end - len, b[end - len..end].iter().any(u8::is_ascii_digit)))
    };
    let group_before = a >= 1
        && group_ending(a - 1).is_some_and(|(g, digit)| {
            digit || g >= 1 && group_ending(g - 1).is_some_and(|(_, d)| d)
        });
    let group_after = b.get(e).copied().is_some_and(group_separator) && {
        let g = b[(e + 1).min(b.len())..].iter().take_while(|&&x| code(x));
        g.clone().next().is_some() && g.clone().any(u8::is_ascii_digit)
    };
    if grouped && (group_before || group_after) {
        return Some(Why::Glued);
    }
    if m.len() == 8 && m.iter().all(u8::is_ascii_digit) && date_digits(m) {
        return Some(Why::Date);
    }
    if super::patterns::service_number(m) {
        return Some(Why::ServiceNumber);
    }
    // a decimal part ("12345678,500"): one to three digits, not a CSV cell of its own
    // ("05254808,68746022/25", "12345678,500,")
    // (nor the start of the next cell's date or time: "0 8305240,07/05/1969")
    // (a CSV file's delimiter after a number that ends its cell: `05459978,97 040 526` is a
    // CIN then a phone)
    if s[e..].starts_with(',') && !cell_end {
        let dec = b[e + 1..].iter().take_while(|x| x.is_ascii_digit()).count();
        let next = b.get(e + 1 + dec).copied();
        let date_next = matches!(next, Some(b'/' | b'-' | b'.' | b':'))
            && b.get(e + 2 + dec).is_some_and(u8::is_ascii_digit);
        if (1..=3).contains(&dec) && next != Some(b',') && !date_next {
            return Some(Why::Amount);
        }
    }
    if context::followed_by(s, e, super::patterns::AMOUNT_AFTER, 12) {
        return Some(Why::Amount);
    }
    let line = clause_before(context::window_before(s, a, BEFORE)).to_lowercase();
    if super::patterns::organisation_line(&line) {
        return Some(Why::OrganisationLine);
    }
    // a whole word, maybe plural: "bon" is not "bonjour", "lot" not "lotissement", "loi" not
    // "loisir"; "factures" is "facture"
    let letter = |r: &str| r.starts_with(char::is_alphabetic);
    let has = |words: &[&str]| {
        words.iter().any(|w| {
            line.match_indices(w).any(|(i, _)| {
                let rest = &line[i + w.len()..];
                context::boundary_before(&line[..i], w)
                    && (!w.ends_with(char::is_alphabetic)
                        || !letter(rest)
                        || rest.starts_with('s') && !letter(&rest[1..]))
            })
        })
    };
    if has(AMOUNT_BEFORE) {
        return Some(Why::Amount);
    }
    if has(REFERENCE_BEFORE) {
        return Some(Why::Reference);
    }
    // announced as a payment card, but no card: its Luhn check fails
    if has(CARD_BEFORE) {
        let digits: String = m
            .iter()
            .filter(|x| x.is_ascii_digit())
            .map(|&x| char::from(x))
            .collect();
        if !super::checksum::luhn(&digits) {
            return Some(Why::FailedCheck);
        }
    }
    if !identifier_shaped(m) {
        return Some(Why::NotIdentifierShaped);
    }
    None
}

/// The end of `w` after the last line break, cell or clause mark, or sentence end (a full stop
/// before a capital: "Code 12. Pièce 34" — not "art. 34").
fn clause_before(w: &str) -> &str {
    // the clause's start, and the start of the one before it
    let (mut from, mut before) = (0, 0);
    for (i, c) in w.char_indices() {
        let cut = match c {
            '\n' | '\t' | '|' | ';' => true,
            '.' => w[i + 1..]
                .trim_start_matches(' ')
                .starts_with(char::is_uppercase),
            _ => false,
        };
        if cut {
            before = from;
            from = i + c.len_utf8();
        }
    }
    // a number that starts its cell (a country code aside) is read with the cell before it, a
    // key and its value (`Standard du service;(+216) 74 646 000`)
    if from > 0 && !w[from..].contains(char::is_alphabetic) && after_cell(w, from) {
        return &w[before..from];
    }
    &w[from..]
}

/// Whether the clause that starts at `from` follows a cell's separator (not a line break nor a
/// sentence's end).
fn after_cell(w: &str, from: usize) -> bool {
    matches!(w.as_bytes()[from - 1], b'\t' | b'|' | b';')
}

/// The entity an unexplained number is masked as: of ten digits, a phone number with its trunk
/// prefix (`0…`) or else a CNSS number; of eight, a phone number when the national numbering
/// plan gives one, else an identity card number.
fn entity_of(digits: &[u8]) -> Entity {
    if digits.len() == 10 {
        if digits[0] == b'0' {
            Entity::Phone
        } else {
            Entity::Cnss
        }
    } else if super::patterns::phone_lead(digits[0]) {
        Entity::Phone
    } else {
        Entity::Cin
    }
}

/// Add every unexplained identifier-shaped number not taken yet (after the overlaps are
/// resolved, so that every detector that knows what a number is had its say).
pub(super) fn add_unexplained(text: &Text<'_>, kept: &mut Vec<Candidate>) {
    let s = text.as_str();
    let b = s.as_bytes();
    let taken = super::Taken::of(kept);
    let mut add = Vec::new();
    for &(ca, ce) in &text.chunks {
        // the chunk itself, or each of its space-separated runs ("né le 12/03/1990 01234567"
        // is one chunk)
        for (a, e) in runs(b, ca, ce) {
            let cell_end = text.cell_span(a).is_some_and(|(_, ce)| ce == e);
            if !identifier_shaped(&b[a..e]) || !taken.free(a, e) || why(s, a, e, cell_end).is_some()
            {
                continue;
            }
            let digits: Vec<u8> = b[a..e].iter().copied().filter(u8::is_ascii_digit).collect();
            if super::checksum::all_same(std::str::from_utf8(&digits).unwrap_or("")) {
                continue;
            }
            add.push(Candidate {
                entity: entity_of(&digits),
                start: a,
                end: e,
                score: SCORE,
                detector: "number.unexplained",
                reasons: vec![Reason::Structure {
                    what: "numéro non expliqué",
                }],
            });
        }
    }
    kept.extend(add);
}

/// The spans of a chunk to judge: the whole chunk when it is identifier-shaped, else its runs
/// of digits set apart by spaces or line breaks (each a number of its own).
fn runs(b: &[u8], ca: usize, ce: usize) -> Vec<(usize, usize)> {
    if identifier_shaped(&b[ca..ce]) {
        return vec![(ca, ce)];
    }
    let mut out = Vec::new();
    // each line of the chunk whole ("0157 5708" before a line break and a chat's next date),
    // else each of its space-separated runs of digits
    let mut line = ca;
    while line < ce {
        let line_end = memchr::memchr(b'\n', &b[line..ce]).map_or(ce, |k| line + k);
        if line_end < ce && identifier_shaped(&b[line..line_end]) {
            out.push((line, line_end));
        } else {
            let mut i = line;
            while i < line_end {
                let start = i;
                while i < line_end && b[i] != b' ' {
                    i += 1;
                }
                if b[start..i].iter().all(u8::is_ascii_digit) && i > start {
                    out.push((start, i));
                }
                i += 1;
            }
        }
        line = line_end + 1;
    }
    out
}

/// Every number of six digits or more of the document left unmasked by `findings`, with why.
pub fn kept_numbers(doc: &crate::extract::Document, findings: &[Finding]) -> Vec<KeptNumber> {
    let text = Text {
        norm: crate::text::Normalized::new(&doc.text),
        doc,
        chunks: Vec::new(),
        windows: Vec::new(),
        gate_words: Default::default(),
    };
    let norm = &text.norm;
    let s = norm.as_str();
    let b = s.as_bytes();
    let chunks = super::patterns::chunks(s);
    let mut taken: Vec<(usize, usize)> = findings.iter().map(|f| (f.start, f.end)).collect();
    taken.sort_unstable();
    let taken = super::Taken(taken);
    let mut out = Vec::new();
    for (ca, ce) in chunks {
        for (a, e) in runs(b, ca, ce).into_iter().chain(
            // a chunk whose runs are all short is judged whole ("12 345 678")
            (!identifier_shaped(&b[ca..ce])).then_some((ca, ce)),
        ) {
            let digits = b[a..e].iter().filter(|x| x.is_ascii_digit()).count();
            if digits < 6 {
                continue;
            }
            let (oa, oe) = norm.orig_span(a, e);
            if !taken.free(oa, oe) || out.iter().any(|k: &KeptNumber| k.start < oe && oa < k.end) {
                continue;
            }
            let cell_end = text.cell_span(a).is_some_and(|(_, ce)| ce == e);
            let Some(why) = why(s, a, e, cell_end) else {
                continue;
            };
            out.push(KeptNumber {
                start: oa,
                end: oe,
                text: doc.text[oa..oe].to_string(),
                why,
                explanation: why.explain(),
            });
        }
    }
    out.sort_by_key(|k| (k.start, k.end));
    out
}
