//! Names that fill a slot of their own: a line, a table cell, a label's value, the head of a line
//! before a comma or a dash (`X Y — Head of Risk`), made of two or three name words of which one
//! has the shape of a Maghrebi family name ([`family_shaped`]: `Gabsi`, `Yahyaoui`).
//!
//! No list holds every name, and the cues of a document vary without end; but most Tunisian
//! family names are nisbas (`Trabelsi`, `Jendoubi`, `Zaouali`), a shape few capitalised words of
//! French or English share. So a slot holding nothing but such words is a name, whatever
//! announces it or not. A word in the stop lists (institutions, places, document vocabulary)
//! is never a name word here.

use super::lists::Lists;
use super::tokens::{push, Script, Tok};
use crate::detect::{Candidate, Reason, Text};

/// The score of a name found by its shape alone: above the threshold, below a title or a label.
const SCORE: f32 = 0.7;

/// Whether a Latin key (lower case) has the shape of a Maghrebi family name: five letters or
/// more, ending in `-oui` (`Yahyaoui`, `Bouraoui`) or in `-i` after a consonant (`Gabsi`,
/// `Trabelsi`, `Mhiri`). Ordinary French words of that shape (`mardi`, `merci`, `suivi`) are
/// in the stop lists, and so never reach here as name words.
pub(super) fn family_shaped(key: &str) -> bool {
    let mut rev = key.chars().rev();
    let (Some('i' | 'ï'), Some(p)) = (rev.next(), rev.next()) else {
        return false;
    };
    if key.chars().nth(4).is_none() || !key.chars().all(char::is_alphabetic) {
        return false;
    }
    match p {
        'u' => rev.next() == Some('o'),
        p => p.is_ascii_lowercase() && !matches!(p, 'a' | 'e' | 'i' | 'o' | 'y'),
    }
}

/// The ASCII characters that end a slot, besides a line break: a table's or a CSV's cell
/// separators, a label's colon, punctuation around an apposition, and a slash between two
/// scripts.
fn delimiter(c: char) -> bool {
    matches!(
        c,
        '|' | ';' | '\t' | ':' | ',' | '(' | ')' | '[' | ']' | '"' | '/' | '=' | '<' | '>'
    )
}

/// The other characters that end a slot: a line break, an em or en dash, the Arabic comma and
/// semicolon.
fn wide_delimiter(c: char) -> bool {
    matches!(c, '\n' | '\r' | '—' | '–' | '،' | '؛')
}

/// Whether a slot opens at byte `a`: after the start of the text, a line break or a delimiter,
/// a dash between spaces or three spaces; the marks of a list item or a heading may come between.
fn opens_slot(s: &str, a: usize) -> bool {
    let head = s[..a].trim_end_matches([' ', '*', '#', '-', '•', '>', '_']);
    let gap = &s[head.len()..a];
    head.chars()
        .next_back()
        .is_none_or(|c| delimiter(c) || wide_delimiter(c))
        || gap.contains("   ")
        || gap.contains(" - ")
}

/// Whether a slot closes at byte `b` (the mirror of [`opens_slot`]), emphasis and a full stop
/// aside. A colon closes a label, not a value: no slot.
fn closes_slot(s: &str, b: usize) -> bool {
    let rest = &s[b..];
    let tail = rest.trim_start_matches([' ', '*', '_', '.']);
    let gap = &rest[..rest.len() - tail.len()];
    match tail.chars().next() {
        None => true,
        Some(':') => false,
        Some(c) => {
            delimiter(c)
                || wide_delimiter(c)
                || gap.contains("   ")
                || gap.ends_with(' ') && tail.starts_with("- ")
        }
    }
}

/// Names alone in a slot of the tokens of a piece (see the module's documentation): each
/// maximal run of two to four words one space apart is tried, then the text around it.
#[inline(never)]
pub(super) fn shaped_names(text: &Text<'_>, toks: &[Tok], l: &Lists, out: &mut Vec<Candidate>) {
    let s = text.as_str();
    let mut i = 0;
    while i < toks.len() {
        let first = i;
        i += 1;
        // one space apart, or an initial's full stop and a space (`T. Kesraoui`)
        while i < toks.len()
            && (toks[i - 1].tight_next
                || i - 1 == first && &s[toks[first].end..toks[i].start] == ". ")
        {
            i += 1;
        }
        if !(2..=4).contains(&(i - first)) {
            continue;
        }
        let (a, b) = (toks[first].start, toks[i - 1].end);
        if b - a >= 7
            && opens_slot(s, a)
            && closes_slot(s, b)
            && slot_is_name(s, &toks[first..i], l)
            && !other_column(text, a)
        {
            push(
                out,
                toks,
                first,
                i,
                SCORE,
                Reason::Structure {
                    what: "nom seul dans sa case",
                },
                "person.shape",
            );
        }
    }
}

/// Words in the headers of columns that hold firms, places or things, where a firm named after
/// its founder (`Koutali`) or a town of a name's shape is no person.
const OTHER_COLUMNS: &[&str] = &[
    "company",
    "société",
    "societe",
    "entreprise",
    "raison sociale",
    "firm",
    "employer",
    "employeur",
    "fournisseur",
    "supplier",
    "vendor",
    "ville",
    "town",
    "city",
    "localité",
    "gouvernorat",
    "délégation",
    "agence",
    "branch",
    "banque",
    "bank",
    "établissement",
    "etablissement",
    "hôtel",
    "hotel",
    "organisme",
    "institution",
    "école",
    "school",
    "lycée",
    "université",
    "university",
    "produit",
    "product",
    "désignation",
    "libellé",
    "marque",
    "make",
    "modèle",
    "model",
    "الشركة",
    "المؤسسة",
    "المدينة",
    "الولاية",
    "المعتمدية",
    "البنك",
];

/// Whether normalised byte `pos` lies in a table cell whose column holds firms, places or things.
pub(super) fn other_column(text: &Text<'_>, pos: usize) -> bool {
    if !text.in_table_cell(pos) {
        return false;
    }
    text.column_header(text.norm.orig_start(pos))
        .is_some_and(|h| {
            let h = h.to_lowercase();
            OTHER_COLUMNS.iter().any(|w| h.contains(w))
        })
}

/// The words of a slot, and nothing else, are one name: an optional initial (`T.`), then one to
/// three capitalised name words (two at least without the initial), particles (`El`, `Ben`)
/// inside, single spaces between them, and one word of a family name's shape.
fn slot_is_name(s: &str, words: &[Tok], l: &Lists) -> bool {
    if words[0].script == Script::Arabic {
        return arabic_slot_is_name(s, words, l);
    }
    let initial = words[0].script == Script::Latin
        && words[0].upper
        && words[0].key.chars().count() == 1
        && &s[words[0].end..words[1].start] == ". ";
    let rest = &words[usize::from(initial)..];
    let last = rest.len() - 1;
    let mut names = 0;
    let mut shaped = false;
    for (k, t) in rest.iter().enumerate() {
        if t.script != Script::Latin {
            return false;
        }
        if k < last && s[t.end..rest[k + 1].start] != *" " {
            return false;
        }
        if t.is_particle() && k < last && t.cap {
            continue;
        }
        if !(t.cap && t.name_like(l)) {
            return false;
        }
        names += 1;
        shaped |= family_shaped(&t.key);
    }
    shaped && names + usize::from(initial) >= 2 && names <= 3
}

/// An Arabic slot is a name when it holds two or three name words, single spaces between them,
/// the last with the shape of a nisba ([`arabic_family_shaped`]).
fn arabic_slot_is_name(s: &str, words: &[Tok], l: &Lists) -> bool {
    // three words: a verb or a noun may lead (`قدمت X Y`); a particle or a first name of the
    // lists must then say that all three are one name
    if words.len() > 3 || words.len() == 3 && !(words[1].is_particle() || words[0].first_name()) {
        return false;
    }
    let last = words.len() - 1;
    for (k, t) in words.iter().enumerate() {
        if t.script != Script::Arabic {
            return false;
        }
        if k < last && s[t.end..words[k + 1].start] != *" " {
            return false;
        }
        if !(t.name_like(l) || t.is_particle() && k < last && k > 0) {
            return false;
        }
        // before the family name, a word with the article is a noun of the document
        // (`الرقم الداخلي`, `المعرف الجبائي`), unless it is a first name of the lists (`الهادي`)
        if k < last && t.key.starts_with("ال") && !(t.first_name() || t.last_name()) {
            return false;
        }
    }
    arabic_family_shaped(&words[last].key)
}

/// An Arabic family name's shape: a nisba of five letters or more ending in `-اوي` or `-اني`
/// (`مكناوي`, `الدقناني`), or of six or more ending in `-ي`.
pub(super) fn arabic_family_shaped(w: &str) -> bool {
    let n = w.chars().count();
    (n >= 5 && (w.ends_with("اوي") || w.ends_with("اني"))) || (n >= 6 && w.ends_with('ي'))
}

/// The score of a name found by its shape in running text, where no slot sets it apart.
const SCORE_PROSE: f32 = 0.6;

/// Names in running text: two or three capitalised name words one space apart (`lives with
/// Dalmour Kesraoui at`), one of them of a family name's shape, with no other capitalised word
/// of the run around them (a firm's or a place's longer name).
#[inline(never)]
pub(super) fn shaped_in_prose(text: &Text<'_>, toks: &[Tok], l: &Lists, out: &mut Vec<Candidate>) {
    let s = text.as_str();
    let word = |t: &Tok| t.script == Script::Latin && t.cap;
    let mut i = 0;
    while i < toks.len() {
        if !word(&toks[i]) {
            i += 1;
            continue;
        }
        let mut first = i;
        i += 1;
        while i < toks.len() && word(&toks[i]) && &s[toks[i - 1].end..toks[i].start] == " " {
            i += 1;
        }
        // a person's role or a label without its colon is no part of the name (`Spouse X Y`)
        if i - first >= 3 && super::lists::LABELS.contains(&&*toks[first].key) {
            first += 1;
        }
        // a label is no name (`Dalmour Kesraoui :` heads a field)
        let label = toks[i - 1].colon_next;
        // a place named after a person (`avenue X Y`, `l'Institut X Y`, `École primaire X Y`)
        let place = super::tokens::place_before(toks, first);
        if (2..=3).contains(&(i - first))
            && !label
            && !place
            && slot_is_name(s, &toks[first..i], l)
            && !other_column(text, toks[first].start)
        {
            push(
                out,
                toks,
                first,
                i,
                SCORE_PROSE,
                Reason::Structure {
                    what: "nom dans le texte",
                },
                "person.shape",
            );
        }
    }
}
