//! Addresses as a chain of parts: `Apt 22, Block C, El Amen Residence, Khezama Est, Béja 9000`,
//! `Cité El Ghazala, rue 6228, n° 146, 4000 Sousse`, `إقامة الأمان، نهج مرسيليا، باردو 2000`.
//!
//! The address patterns of [`lexicon`](super::lexicon) each describe one order of the parts; an
//! address written in another order escaped them all. Here the town and its postal code anchor
//! the address, and the parts before it are read back, one comma at a time, for as long as each
//! looks like a part of an address: a street or a building named by its type (`rue`, `Residence`,
//! `نهج`, `إقامة`), a part of a building (`Apt 22`, `Block C`, `شقة 4`), a number (`n° 146`,
//! `عدد 12`), or a quarter's capitalised name (`Khezama Est`). The chain must hold one typed
//! part at least, so that `Service X, Direction Y, 1002 Tunis` is no address.

use super::lexicon::{AR_PARTS, AR_TYPES, EN_TYPES, FR_NUMBER, FR_PARTS, FR_TYPES};
use super::names::is_arabic_letter;
use super::{Candidate, Detector, Entity, Reason, Text};

/// The score of a chained address: as the address patterns score a number and a street.
const SCORE: f32 = 0.8;

/// How far from a postal code an address may start or end, in bytes.
const REACH: usize = 400;

/// The most parts read back before the town: a real address has fewer.
const MAX_PARTS: usize = 8;

/// Parts of a building in English (`Block C`, `Flat 4`), besides the French ones.
const EN_PARTS: &[&str] = &[
    "block",
    "flat",
    "floor",
    "suite",
    "building",
    "bldg",
    "apartment",
    "unit",
];

/// Particles and small words a town's or a quarter's name may hold (`Le Bardo`, `Sidi Bou Said`,
/// `El Mourouj 3`).
const NAME_WORDS: &[&str] = &[
    "el", "le", "la", "les", "de", "du", "des", "ben", "bou", "ibn", "sidi", "ezzahra",
];

/// The kinds of part.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Part {
    /// A street, building or part of a building named by its type, or a house number.
    Typed,
    /// Capitalised words only: a quarter, a district.
    Named,
}

/// The ADDRESS detector of chained parts (see the module's documentation). Its findings report
/// the detector id `address`, as the patterns' do.
pub(super) struct AddressChain;

impl Detector for AddressChain {
    fn id(&self) -> &'static str {
        "address.chain"
    }
    fn detect(&self, text: &Text<'_>, out: &mut Vec<Candidate>) {
        chains(text, out);
    }
}

/// The chained addresses of `text`.
fn chains(text: &Text<'_>, out: &mut Vec<Candidate>) {
    let s = text.as_str();
    let b = s.as_bytes();
    for &(cs, ce) in &text.chunks {
        let mut i = cs;
        while i < ce {
            if !b[i].is_ascii_digit() {
                i += 1;
                continue;
            }
            let j = i + b[i..ce].iter().take_while(|c| c.is_ascii_digit()).count();
            let bounded = (i == 0 || !b[i - 1].is_ascii_alphanumeric())
                && b.get(j).is_none_or(|c| !c.is_ascii_alphanumeric());
            if (4..=5).contains(&(j - i)) && bounded {
                if let Some(c) = chain_at(s, i, j) {
                    out.push(c);
                }
            }
            i = j;
        }
    }
}

/// The chained address whose postal code is `s[i..j]`, if any.
fn chain_at(s: &str, i: usize, j: usize) -> Option<Candidate> {
    // the line, within REACH bytes of the code: a text of one long line costs no more per number
    let from = s.floor_char_boundary(i.saturating_sub(REACH));
    let to = s.ceil_char_boundary((j + REACH).min(s.len()));
    let line_start = s[from..i].rfind('\n').map_or(from, |k| from + k + 1);
    let line_end = s[j..to].find('\n').map_or(to, |k| j + k);
    // the town after the code (`4000 Sousse`), else before it (`Béja 9000`, `باردو 2000`)
    // a European postal code of five digits comes before its town (`50693 Köln`)
    let (anchor_start, anchor_end) = if let Some(e) = town_after(s, j, line_end) {
        (i, country_after(s, e, line_end))
    } else if j - i == 4 {
        (town_before(s, line_start, i)?, j)
    } else {
        return None;
    };
    // read the parts back, one separator at a time; the chain starts at the earliest typed
    // part (a quarter's name before it may be a person's or a firm's: `Numidia Conseil, rue X`)
    let mut at = anchor_start;
    let (mut parts, mut start, mut kept) = (0, None, 0);
    // the part that ends at `end`: whether the reading goes on before it
    // (`glued`: a part before the code with no separator must be typed; a quarter's capitalised
    // name there is as often a firm's or a box's: `BP 1080 Tunis`)
    let mut read = |end: usize, parts: &mut usize, at: &mut usize, glued: bool| -> bool {
        let raw = &s[part_start_before(s, line_start, end)..end];
        let part = raw.trim();
        if part.is_empty() {
            return false;
        }
        let lead = end - raw.trim_start().len();
        // (but for a quarter's name with its number: `سهلول 3 5100`, `El Menzah 6 1004`)
        let numbered_quarter = || {
            part.rsplit(' ')
                .next()
                .is_some_and(|w| w.len() <= 2 && w.bytes().all(|c| c.is_ascii_digit()))
        };
        match kind_of(part).filter(|&k| !glued || k == Part::Typed || numbered_quarter()) {
            Some(k) => {
                *parts += 1;
                *at = lead;
                if k == Part::Typed {
                    (start, kept) = (Some(lead), *parts);
                }
                true
            }
            None => {
                // a sentence that ends with a typed part: `Dalej lives at Apt 19`, `والقاطنة
                // في عدد 12`; or with the house number of the street after it: `demeurant au
                // 145, rue X`
                let number = || {
                    let after = start.map(|a| s[a..anchor_start].to_lowercase());
                    let w = part.rsplit(' ').next().unwrap_or(part);
                    (is_number(w)
                        && after.is_some_and(|a| a.split(' ').next().is_some_and(is_type)))
                    .then(|| part.len() - w.len())
                };
                if let Some(k) = typed_suffix(part).or_else(number) {
                    *parts += 1;
                    (start, kept) = (Some(lead + k), *parts);
                }
                false
            }
        }
    };
    // a part right before the code, with no separator between (`حي التضامن 9000 باجة`,
    // `Cité Ennasr 2037 Ariana`)
    let glued = anchor_start == i
        && separator_before(s, line_start, at).is_none()
        && s[..i].ends_with(' ')
        && !s[..i - 1].ends_with([' ', ':']);
    let mut go_on = !glued || read(i - 1, &mut parts, &mut at, true);
    while let Some(sep) = separator_before(s, line_start, at).filter(|_| go_on && parts < MAX_PARTS)
    {
        go_on = read(sep, &mut parts, &mut at, false);
    }
    // two parts, or a typed part with its number
    let start = start?;
    let numbered = s[start..anchor_start].bytes().any(|c| c.is_ascii_digit());
    if kept < 2 && !numbered {
        return None;
    }
    // (after a label or a sentence that names a body's premises, the body's)
    if super::lexicon::organisation_label(&s[..start]) {
        return None;
    }
    Some(Candidate {
        entity: Entity::Address,
        start,
        end: anchor_end,
        score: SCORE,
        detector: "address",
        reasons: vec![Reason::Structure {
            what: "adresse en plusieurs parties",
        }],
    })
}

/// The end of a town's name of one to three words after the postal code ending at `j`, on the
/// line ending at `line_end`.
fn town_after(s: &str, j: usize, line_end: usize) -> Option<usize> {
    let rest = s[j..line_end].strip_prefix(' ')?;
    let mut end = None;
    let mut at = j + 1;
    for (n, w) in rest.split(' ').enumerate() {
        // (the word up to a punctuation mark: `Hammamet;30 jours` in a CSV row)
        let w = w.split([',', '.', ';', '،', '|', ')']).next().unwrap_or(w);
        if n >= 3 || !town_word(w, n == 0) {
            break;
        }
        end = Some(at + w.len());
        // the word ended where punctuation was trimmed: the town ends there
        if s[at..].len() > w.len() && !s[at + w.len()..].starts_with(' ') {
            break;
        }
        at += w.len() + 1;
    }
    end
}

/// Countries written after the town of a foreign address (`50693 Köln, Deutschland`).
const COUNTRIES: &[&str] = &[
    "France",
    "Deutschland",
    "Germany",
    "Allemagne",
    "Italia",
    "Italy",
    "Italie",
    "España",
    "Spain",
    "Espagne",
    "Belgique",
    "Belgium",
    "Suisse",
    "Schweiz",
    "Switzerland",
    "Nederland",
    "Netherlands",
    "Tunisie",
    "Tunisia",
    "Algérie",
    "Algeria",
    "Maroc",
    "Morocco",
    "Libye",
    "Libya",
];

/// The end of a country's name after the town ending at `e` (`, Deutschland`), else `e`.
fn country_after(s: &str, e: usize, line_end: usize) -> usize {
    let rest = &s[e..line_end];
    let Some(name) = rest.strip_prefix(", ") else {
        return e;
    };
    COUNTRIES
        .iter()
        .find(|c| {
            name.starts_with(*c)
                && !name[c.len()..]
                    .chars()
                    .next()
                    .is_some_and(char::is_alphanumeric)
        })
        .map_or(e, |c| e + 2 + c.len())
}

/// The start of a town's name of one to three words before the postal code starting at `i`
/// (`Béja 9000`, `باردو 2000`), right after a separator: the town is one part of the chain.
fn town_before(s: &str, line_start: usize, i: usize) -> Option<usize> {
    let before = s[line_start..i].strip_suffix(' ')?;
    let mut end = before.len();
    for _ in 0..3 {
        let head = &before[..end];
        let w_start = head
            .char_indices()
            .rev()
            .find(|&(_, c)| matches!(c, ' ' | ',' | '،'))
            .map_or(0, |(k, c)| k + c.len_utf8());
        let w = &head[w_start..];
        let rest = head[..w_start].trim_end_matches(' ');
        if rest.ends_with([',', '،']) && town_word(w, true) {
            return Some(line_start + w_start);
        }
        if w_start == 0 || !town_word(w, false) || !head[..w_start].ends_with(' ') {
            return None;
        }
        end = w_start - 1;
    }
    None
}

/// A word of a town's name: capitalised (the first one) or a small word, or Arabic letters.
fn town_word(w: &str, first: bool) -> bool {
    let Some(c) = w.chars().next() else {
        return false;
    };
    if is_arabic_letter(c) {
        return w.chars().all(is_arabic_letter) && w.chars().count() >= 3;
    }
    if !w
        .chars()
        .all(|c| c.is_alphabetic() || c == '-' || c == '\'')
    {
        return false;
    }
    c.is_uppercase() || !first && NAME_WORDS.contains(&w.to_lowercase().as_str())
}

/// The separator (`,`, `،`) right before the part ending at `end` (spaces aside): the byte
/// where it starts.
fn separator_before(s: &str, line_start: usize, end: usize) -> Option<usize> {
    let head = s[line_start..end].trim_end_matches(' ');
    let sep = head.strip_suffix(',').or_else(|| head.strip_suffix('،'))?;
    Some(line_start + sep.len())
}

/// Where the part ending at `end` starts: after the previous separator, a label's colon, a
/// table's or a CSV's cell separator, an opening bracket or quote, or the line's start.
/// A comma between two digits is a decimal one (`km 4,5`), no separator.
fn part_start_before(s: &str, line_start: usize, end: usize) -> usize {
    let b = s.as_bytes();
    s[line_start..end]
        .char_indices()
        .rev()
        .find(|&(k, c)| {
            let at = line_start + k;
            matches!(c, ',' | '،' | ':' | '|' | ';' | '\t' | '(' | '"')
                && !(c == ','
                    && at > 0
                    && b[at - 1].is_ascii_digit()
                    && b.get(at + 1).is_some_and(u8::is_ascii_digit))
        })
        .map_or(line_start, |(k, c)| line_start + k + c.len_utf8())
}

/// The kind of a part of an address, or `None` when it is no part of one.
fn kind_of(part: &str) -> Option<Part> {
    let words: Vec<&str> = part.split(' ').filter(|w| !w.is_empty()).collect();
    if words.is_empty() || words.len() > 6 {
        return None;
    }
    let first = words[0].to_lowercase();
    let last = words[words.len() - 1];
    // a street's type after its name (`88 Liberty Avenue`, `El Amen Residence`): the words
    // before it are its name (capitalised, small words) or its number
    let named_street = || {
        (EN_TYPES.iter().any(|t| t.eq_ignore_ascii_case(last))
            || matches!(last.to_lowercase().as_str(), "residence" | "résidence"))
            && words[..words.len() - 1]
                .iter()
                .enumerate()
                .all(|(n, w)| is_number(w) && n == 0 || town_word(w, false))
    };
    let typed = is_type(&first)
        || words.len() > 1 && named_street()
        // a house number before its street (`145 شارع البيئة`, `12 rue X`)
        || words.len() > 2 && is_number(words[0]) && is_type(&words[1].to_lowercase())
        || FR_NUMBER.contains(&first.as_str()) && words.len() == 2 && is_number(last)
        || matches!(first.as_str(), "عدد" | "رقم") && words.len() == 2 && is_number(last)
        // a road's kilometre (`km 4.5`, `km 12`)
        || first == "km" && words.len() == 2 && is_kilometre(last);
    if typed {
        return Some(Part::Typed);
    }
    // a quarter's name: capitalised words and small ones, maybe a number (`El Mourouj 3`)
    let named = words.len() <= 4
        && words
            .iter()
            .enumerate()
            .all(|(n, w)| town_word(w, n == 0) || n > 0 && n + 1 == words.len() && is_number(w));
    named.then_some(Part::Named)
}

/// Street types of European addresses (`Via Roma 12`, `Calle Mayor 5`), and the endings of
/// German and Dutch street names (`Bergstraße 102`, `Kerkstraat 4`).
const EUROPEAN_TYPES: &[&str] = &[
    "via", "viale", "piazza", "corso", "calle", "carrer", "plaza", "rua", "straat", "laan",
];
const STREET_ENDINGS: &[&str] = &["straße", "strasse", "gasse", "platz", "allee", "straat"];

/// A street or building type, or a part of a building, maybe after an Arabic proclitic.
fn is_type(lower: &str) -> bool {
    if EUROPEAN_TYPES.contains(&lower)
        || STREET_ENDINGS
            .iter()
            .any(|e| lower.len() > e.len() + 2 && lower.ends_with(e))
    {
        return true;
    }
    let bare = lower
        .strip_prefix(['و', 'ب'])
        .filter(|r| r.chars().count() >= 2)
        .unwrap_or(lower);
    FR_TYPES.contains(&lower)
        || FR_PARTS.contains(&lower)
        || EN_PARTS.contains(&lower)
        || AR_TYPES.contains(&bare)
        || AR_PARTS.contains(&bare)
}

/// A kilometre: digits, maybe with one decimal point or comma (`4.5`, `4,5`, `12`).
fn is_kilometre(w: &str) -> bool {
    let mut parts = w.split(['.', ',']);
    let whole = parts.next().unwrap_or("");
    let dec = parts.next();
    parts.next().is_none()
        && (1..=3).contains(&whole.len())
        && whole.bytes().all(|c| c.is_ascii_digit())
        && dec.is_none_or(|d| (1..=2).contains(&d.len()) && d.bytes().all(|c| c.is_ascii_digit()))
}

fn is_number(w: &str) -> bool {
    !w.is_empty() && w.len() <= 5 && w.bytes().all(|c| c.is_ascii_digit())
}

/// In a part that is no part of an address as a whole (`Dalej lives at Apt 19`), the offset of
/// its first word that starts a typed part of the rest.
fn typed_suffix(part: &str) -> Option<usize> {
    let mut at = 0;
    let mut before: Option<(usize, &str)> = None;
    for w in part.split(' ') {
        let lower = w.to_lowercase();
        if !w.is_empty() && at > 0 {
            // a house number before the street (`في 48 نهج X`), a number after its word at the
            // end (`في عدد 12`, `au n° 4`)
            let tail = &part[at..];
            let numbered = (FR_NUMBER.contains(&lower.as_str()) || matches!(w, "عدد" | "رقم"))
                && kind_of(tail) == Some(Part::Typed);
            if numbered || is_type(&lower) && kind_of(tail) == Some(Part::Typed) {
                return Some(match before {
                    Some((b, n)) if !numbered && is_number(n) => b,
                    _ => at,
                });
            }
        }
        before = Some((at, w));
        at += w.len() + 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use crate::detect::{scan, Entity, ScanOptions};
    use crate::extract::{extract, Limits};

    /// The ADDRESS findings of `text` (a `.txt` file).
    fn addresses(text: &str) -> Vec<String> {
        let doc = extract("t.txt", text.as_bytes().to_vec(), &Limits::default()).unwrap();
        scan(&doc, &ScanOptions::default())
            .into_iter()
            .filter(|f| f.entity == Entity::Address)
            .map(|f| f.text)
            .collect()
    }

    #[test]
    fn an_address_read_back_from_its_town_one_part_at_a_time() {
        let cases: &[(&str, &[&str])] = &[
            // a road and its kilometre, with a decimal point or comma
            (
                "Mailing address ..... Route de Gabès, km 4.5, Mahdia 5100",
                &["Route de Gabès, km 4.5, Mahdia 5100"],
            ),
            (
                "F04149;Route de Mégrine km 4,5, 8050 Hammamet;30 jours",
                &["Route de Mégrine km 4,5, 8050 Hammamet"],
            ),
            // near misses: an amount with a decimal comma before a town is no part, nor a
            // kilometre without its number
            ("Montant 4,5, 8050 Hammamet", &[]),
            ("Distance : km, 8050 Hammamet", &[]),
            // the building first, in English; a quarter's name between
            (
                "Apt 22, Block C, El Amen Residence, Khezama Est, Béja 9000",
                &["Apt 22, Block C, El Amen Residence, Khezama Est, Béja 9000"],
            ),
            // the quarter, the street by its number, the house number, after a label
            (
                "Adresse : Cité El Ghazala, rue 6228, n° 146, 4000 Sousse",
                &["Cité El Ghazala, rue 6228, n° 146, 4000 Sousse"],
            ),
            // Arabic: a residence, a street, the town before its code
            (
                "العنوان: إقامة الأمان، نهج مرسيليا، باردو 2000",
                &["إقامة الأمان، نهج مرسيليا، باردو 2000"],
            ),
            // inside a sentence: from the building's part on
            (
                "Dalej lives at Apt 19, Les Pins Residence, Liberty Avenue, 7000 Bizerte and can be reached",
                &["Apt 19, Les Pins Residence, Liberty Avenue, 7000 Bizerte"],
            ),
            (
                "Yes. Address is 88 Liberty Avenue, Médenine 4100",
                &["88 Liberty Avenue, Médenine 4100"],
            ),
            // a foreign address: a German street, a five-digit code before the town, the country
            (
                "Adresse à l'étranger;Bergstraße 102, 50693 Köln, Deutschland",
                &["Bergstraße 102, 50693 Köln, Deutschland"],
            ),
            (
                "domiciliée Via Roma 12, 20121 Milano",
                &["Via Roma 12, 20121 Milano"],
            ),
            // near misses: no typed part, a firm's departments, amounts, a quarter's name first
            ("Service X, Direction Y, 1002 Tunis", &[]),
            ("Numidia Conseil, Direction Générale, 1002 Tunis", &[]),
            // a firm's name before the address is left out of it
            (
                "Numidia Conseil, Apt 4, Block B, 1002 Tunis",
                &["Apt 4, Block B, 1002 Tunis"],
            ),
            // the house number before its street, after its comma (`au 145, rue X`) or as a
            // word of a sentence (`في 48 نهج`, `في عدد 138، نهج`); a quarter right before the
            // code, with no comma, typed or numbered (`حي التضامن 9000`, `سهلول 3 5100`)
            (
                "Il demeure au 145, rue de Marseille, Cité Mahrajène, 1082 Tunis.",
                &["145, rue de Marseille, Cité Mahrajène, 1082 Tunis"],
            ),
            (
                "والقاطنة في 48 نهج الصناعات التقليدية، حي التضامن 9000 باجة، بطلب من فلان.",
                &["48 نهج الصناعات التقليدية، حي التضامن 9000 باجة"],
            ),
            (
                "والقاطنة في عدد 138، نهج الجزائر، سهلول 3 5100 المهدية، بطلب من فلان.",
                &["عدد 138، نهج الجزائر، سهلول 3 5100 المهدية"],
            ),
            // near misses: a land title's number and its town (no house number, and the words
            // before it no quarter)
            ("موضوع الرسم العقاري عدد 56479 المنستير.", &[]),
            ("الشقة الكائنة بالطابق الثالث، موضوع الرسم العقاري عدد 56479 المنستير.", &[]),
            ("Le montant de 2500 Dinars, soit 1200 Euros", &[]),
            ("Réunion du comité, Salle B, 2024 Bilan", &[]),
            ("Envoyé via DHL, 12345 Colis", &[]),
            ("Commande 50693 Köln, Deutschland", &[]),
        ];
        let mut failed = Vec::new();
        for (text, want) in cases {
            let got = addresses(text);
            if got != *want {
                failed.push(format!("{text:?}\n  expected {want:?}\n  actual   {got:?}"));
            }
        }
        assert!(failed.is_empty(), "{}", failed.join("\n"));
    }
}
