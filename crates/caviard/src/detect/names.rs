//! PERSON: names in Latin and Arabic script. No list can hold every name, so a name is found by
//! combining signals: a title before it (M., Mme, Dr, السيد, السيدة...), a label (`Nom :`,
//! `الاسم :`, `From:`), a table column (`nom`, `name`), a signature line after a closing formula,
//! the `NOM Prénom` shape, and the generic first/last-name lists in `data/names/`. Filiation
//! chains (`ben`, `bent`, `بن`, `بنت`) are part of the name. Once a person is found, every other
//! mention of any part of the name is found too ([`add_mentions`]).

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use std::borrow::Cow;
use std::sync::OnceLock;

use super::context::PROCLITICS;
use super::lexicon::capitalise;
use super::{Candidate, Detector, Entity, Reason, Text};

const FIRST_LATIN: &str = include_str!("../../data/names/first_latin.txt");
const LAST_LATIN: &str = include_str!("../../data/names/last_latin.txt");
const FIRST_ARABIC: &str = include_str!("../../data/names/first_arabic.txt");
const LAST_ARABIC: &str = include_str!("../../data/names/last_arabic.txt");

/// Capitalised words that are not names (document vocabulary, institutions, places, months).
const STOP_LATIN: &str = include_str!("../../data/names/stop_latin.txt");
/// Arabic words that end a name (function words, roles, document vocabulary).
const STOP_ARABIC: &str = include_str!("../../data/names/stop_arabic.txt");

const PARTICLES_LATIN: &[&str] = &[
    "ben", "bent", "bin", "ibn", "el", "ould", "ep", "épouse", "veuve", "abou", "abu", "ait",
    "aït", "al",
];
const PARTICLES_ARABIC: &[&str] = &["بن", "بنت", "ابن", "أبو", "ابو", "بو", "ولد"];

const TITLES_LATIN: &[&str] = &[
    "m",
    "mme",
    "mlle",
    "mr",
    "mrs",
    "ms",
    "miss",
    "monsieur",
    "madame",
    "mademoiselle",
    "dr",
    "docteur",
    "pr",
    "professeur",
    "maître",
    "maitre",
    "me",
    "sir",
    "mister",
    "doctor",
    "prof",
    "messrs",
];
const TITLES_ARABIC: &[&str] = &[
    "السيد",
    "السيدة",
    "الآنسة",
    "الانسة",
    "الدكتور",
    "الدكتورة",
    "الأستاذ",
    "الأستاذة",
    "الاستاذ",
    "الاستاذة",
    "المحامي",
    "المحامية",
    "الطبيب",
    "الطبيبة",
    "السادة",
    "الشيخ",
    "الحاج",
    "الحاجة",
    // a judge, a person a police report names ("المدعو X": "the one called X")
    "القاضي",
    "القاضية",
    "المدعو",
    "المدعوة",
];
/// Labels after which a name follows (lower case, without the colon).
const LABELS: &[&str] = &[
    "nom",
    "prénom",
    "prenom",
    "nom et prénom",
    "nom et prenom",
    "nom & prénom",
    "nom, prénom",
    "nom, prenom",
    "prénom et nom",
    "prénom, nom",
    "nom complet",
    "name",
    "full name",
    "first name",
    "last name",
    "surname",
    "employee",
    "employé",
    "employée",
    "salarié",
    "salariée",
    "patient",
    "patiente",
    "client",
    "cliente",
    "bénéficiaire",
    "titulaire",
    "demandeur",
    "demandeuse",
    "candidat",
    "candidate",
    "signataire",
    "emprunteur",
    "emprunteuse",
    "co-emprunteur",
    "garant",
    "from",
    "de",
    "à",
    "to",
    "cc",
    "cci",
    "bcc",
    "expéditeur",
    "destinataire",
    "attn",
    "attention",
    "contact",
    "réclamant",
    "plaignant",
    "plaignante",
    "applicant",
    "borrower",
    "tenant",
    "locataire",
    "requérant",
    "requérante",
    "représentant",
    "personne à prévenir",
    "contact d'urgence",
    "emergency contact",
    "next of kin",
    "assuré",
    "assurée",
    "conducteur",
    "conductrice",
    "الاسم الكامل",
    "المؤمن له",
    "صاحب الحساب",
    "صاحبة الحساب",
    // who signs or sells for the firm: "Pour l'agence : X Y", "Vendeur : X Y", "عن الوكالة: X"
    "pour l'agence",
    "pour la banque",
    "for the agency",
    "for the bank",
    "عن الوكالة",
    "عن البنك",
    "vendeur",
    "vendeuse",
    "conseiller",
    "conseillère",
    "conseiller clientèle",
    "sales adviser",
    "sales advisor",
    "sales agent",
    "المستشار التجاري",
    "المستشارة التجارية",
    // people named by their role in a form: the host of a visa applicant, a parent, the
    // contact person of a supplier or an account (at most three words: `label_at`)
    "personne invitante",
    "inviting person",
    "nom du père",
    "father's name",
    "mother's name",
    "اسم الأب",
    "اسم الأم",
    "account manager",
    "supplier contact",
    "personne de contact",
    "contact person",
    "interlocuteur",
    "interlocutrice",
    "identité",
    "identity",
    "holder",
    "name of holder",
    "account holder",
    "titulaire du compte",
    "الاسم",
    "الاسم واللقب",
    "الاسم و اللقب",
    "اللقب",
    "الإسم",
    "المريض",
    "المريضة",
    "العميل",
    "الحريف",
    "المشتكي",
    "المشتكية",
    "الطالب",
    "المترشح",
    "المترشحة",
    "الأجير",
    "الموظف",
    "الموظفة",
    "المقترض",
    "المرسل",
    "إلى",
    "من",
];
/// Column headers that mean "this column holds names".
const NAME_COLUMNS: &[&str] = &[
    "nom",
    "prénom",
    "prenom",
    "nom complet",
    "nom et prénom",
    "nom prénom",
    "name",
    "full name",
    "employee",
    "employé",
    "salarié",
    "patient",
    "client",
    "titulaire",
    "agent",
    "salarié(e)",
    "salariée",
    "employé(e)",
    "bénéficiaire",
    "beneficiary",
    "الاسم",
    "الاسم واللقب",
    "اللقب",
    "المستفيد",
    // the people of a register: who prescribed, who handled a ticket, the customer
    "médecin",
    "prescripteur",
    "médecin prescripteur",
    "prescriber",
    "doctor",
    "conseiller",
    "conseillère",
    "agent traitant",
    "الطبيب",
    "الطبيب المعالج",
    "العميل",
    "الحريف",
    "المكلف",
    "المكلف بالملف",
    "العون",
];
const CLOSINGS: &[&str] = &[
    "cordialement",
    "bien cordialement",
    "bien à vous",
    "salutations",
    "sincères salutations",
    "respectueusement",
    "regards",
    "best regards",
    "kind regards",
    "sincerely",
    "best",
    "thanks",
    "thank you",
    "merci",
    "signé",
    "signature",
    "مع تحياتي",
    "تحياتي",
    "مع فائق الاحترام",
    "مع خالص التحية",
    "والسلام",
    "الإمضاء",
    "الامضاء",
    "وتقبلوا فائق الاحترام",
];

/// The lists a word is in, one bit per list (see [`Lists::classes`]).
mod class {
    pub const FIRST_LATIN: u16 = 1;
    pub const LAST_LATIN: u16 = 1 << 1;
    pub const FIRST_ARABIC: u16 = 1 << 2;
    pub const LAST_ARABIC: u16 = 1 << 3;
    pub const STOP_LATIN: u16 = 1 << 4;
    pub const STOP_ARABIC: u16 = 1 << 5;
    /// Titles of both scripts.
    pub const TITLE: u16 = 1 << 6;
    /// Particles of both scripts.
    pub const PARTICLE: u16 = 1 << 7;
    /// "soussigné", "أسفله"...: [`super::undersigned`].
    pub const CUE: u16 = 1 << 8;
    /// "Bonjour", "Dear", "عزيزي"...: [`super::greetings`].
    pub const GREETING: u16 = 1 << 9;
    /// "ben", "bent", "بن"...: [`super::filiation`].
    pub const FILIATION: u16 = 1 << 10;
    /// The last word of a cue phrase ("is", "par", "لفائدة"...), and "by"/"par" of "signed ...
    /// by": [`super::cued`] tries the phrases only after such a word.
    pub const CUE_END: u16 = 1 << 11;
}

/// Words that start the undersigned formula.
const CUES: &[&str] = &[
    "soussigné",
    "soussignée",
    "soussigné(e)",
    "undersigned",
    "أسفله",
    "اسفله",
];
const GREETINGS: &[&str] = &[
    "bonjour",
    "bonsoir",
    // Tunisian greetings written in Latin letters in messages ("3aslema": the digit is no
    // letter, so the word read is "aslema")
    "aslema",
    "ahla",
    "cher",
    "chère",
    "chers",
    "dear",
    "hello",
    "hi",
    "salut",
    "مرحبا",
    "عزيزي",
    "عزيزتي",
];
/// Filiation particles between two name words.
const FILIATIONS: &[&str] = &["ben", "bent", "bin", "ibn", "بن", "بنت", "ابن"];

struct Lists {
    /// Every word of every list (Latin name lists in lower case, the others as written), with
    /// the bits of the lists it is in: a token is classified by one look-up, in [`words`].
    classes: HashMap<Box<str>, u16>,
    /// The longest word in `classes`, in bytes: longer tokens skip the look-up.
    longest: usize,
    /// The words of `classes` in a list that matters for a Latin word without a capital
    /// ([`LOWER_BITS`]), with all their bits.
    lower: HashMap<Box<str>, u16>,
    /// For each first byte, bit `n`: a word of `lower` of `n` bytes (`n` < 32) starts with it.
    lower_shapes: [u32; 256],
}

/// The lists whose membership is read for a Latin word that does not start with a capital:
/// titles (after "soussigné"), particles, undersigned cues, greetings, filiation particles,
/// the last words of cue phrases.
/// The other lists (names, stop words) are only read for capitalised Latin words (or Arabic
/// ones): see [`Tok::name_like`], [`Tok::first_name`], [`Tok::last_name`].
const LOWER_BITS: u16 = class::TITLE
    | class::PARTICLE
    | class::CUE
    | class::GREETING
    | class::FILIATION
    | class::CUE_END;

impl Lists {
    fn class_of(&self, key: &str) -> u16 {
        if key.len() > self.longest {
            return 0;
        }
        self.classes.get(key).copied().unwrap_or(0)
    }

    /// [`Lists::class_of`] for the words of [`LOWER_BITS`] lists, 0 for the others.
    fn lower_class_of(&self, key: &str) -> u16 {
        let n = key.len();
        let first = key.as_bytes().first().copied().unwrap_or(0);
        if n >= 32 || self.lower_shapes[usize::from(first)] >> n & 1 == 0 {
            return 0;
        }
        self.lower.get(key).copied().unwrap_or(0)
    }
}

fn set(s: &'static str) -> HashSet<&'static str> {
    s.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .collect()
}

/// Latin lists are matched on lower-case keys.
fn lower_set(s: &'static str) -> HashSet<String> {
    set(s).into_iter().map(str::to_lowercase).collect()
}

fn lists() -> &'static Lists {
    static L: OnceLock<Lists> = OnceLock::new();
    L.get_or_init(|| {
        let mut classes: HashMap<Box<str>, u16> = HashMap::default();
        let mut add = |words: &mut dyn Iterator<Item = String>, bit: u16| {
            for w in words {
                *classes.entry(w.into_boxed_str()).or_default() |= bit;
            }
        };
        let fixed = |list: &'static [&'static str]| list.iter().map(|w| w.to_string());
        let raw = |s: &'static str| set(s).into_iter().map(str::to_string);
        add(&mut lower_set(FIRST_LATIN).into_iter(), class::FIRST_LATIN);
        add(&mut lower_set(LAST_LATIN).into_iter(), class::LAST_LATIN);
        add(&mut raw(FIRST_ARABIC), class::FIRST_ARABIC);
        add(&mut raw(LAST_ARABIC), class::LAST_ARABIC);
        add(&mut raw(STOP_LATIN), class::STOP_LATIN);
        add(&mut raw(STOP_ARABIC), class::STOP_ARABIC);
        add(
            &mut fixed(TITLES_LATIN).chain(fixed(TITLES_ARABIC)),
            class::TITLE,
        );
        add(
            &mut fixed(PARTICLES_LATIN).chain(fixed(PARTICLES_ARABIC)),
            class::PARTICLE,
        );
        add(&mut fixed(CUES), class::CUE);
        add(&mut fixed(GREETINGS), class::GREETING);
        add(&mut fixed(FILIATIONS), class::FILIATION);
        add(&mut cue_ends(), class::CUE_END);
        let longest = classes.keys().map(|k| k.len()).max().unwrap_or(0);
        let lower: HashMap<Box<str>, u16> = classes
            .iter()
            .filter(|(_, &c)| c & LOWER_BITS != 0)
            .map(|(k, &c)| (k.clone(), c))
            .collect();
        let mut lower_shapes = [0u32; 256];
        for k in lower.keys() {
            // every such word is shorter than 32 bytes (checked by a test)
            if let Some(&b) = k.as_bytes().first().filter(|_| k.len() < 32) {
                lower_shapes[usize::from(b)] |= 1 << k.len();
            }
        }
        Lists {
            classes,
            longest,
            lower,
            lower_shapes,
        }
    })
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Script {
    Latin,
    Arabic,
}

#[derive(Debug, Clone)]
struct Tok<'a> {
    start: usize,
    end: usize,
    script: Script,
    /// Lower-case form (Latin) or the word itself (Arabic); borrowed unless lower-casing
    /// changed it.
    key: Cow<'a, str>,
    cap: bool,
    upper: bool,
    /// Only one space (or a hyphen) separates this token from the next.
    tight_next: bool,
    /// A colon follows, after spaces or tabs at most (a label ends here).
    colon_next: bool,
    /// A tab or at least two spaces follow, then more of the line: a form aligns its values
    /// so (`Nom et prénom      X`, a DOCX table row `Nom\tX`), and a label may end here too.
    aligned_next: bool,
    /// The lists the key is in (`class::*` bits).
    class: u16,
}

fn is_arabic_letter(c: char) -> bool {
    matches!(c, '\u{0621}'..='\u{064A}' | '\u{066E}'..='\u{06D3}' | '\u{06D5}' | '\u{06FA}'..='\u{06FF}')
}

/// `char::is_alphabetic`, answered without the Unicode tables for the Latin-1 letters and the
/// Arabic punctuation of French and Arabic text.
fn alphabetic(c: char) -> bool {
    match c {
        '\u{00C0}'..='\u{00FF}' => !matches!(c, '\u{00D7}' | '\u{00F7}'),
        '\u{0080}'..='\u{00BF}' => matches!(c, '\u{00AA}' | '\u{00B5}' | '\u{00BA}'),
        '\u{060C}' | '\u{061B}' | '\u{061F}' | '\u{066A}'..='\u{066D}' | '\u{06D4}' => false,
        _ => c.is_alphabetic(),
    }
}

/// The character starting at byte `k` of `s` (a character boundary) and its length. Two-byte
/// characters (accented Latin, all of the basic Arabic block) are decoded from their bytes.
#[inline]
fn char_len_at(s: &str, k: usize) -> Option<(char, usize)> {
    let b = s.as_bytes();
    let x = *b.get(k)?;
    if x < 0x80 {
        return Some((x as char, 1));
    }
    if x < 0xE0 {
        // a lead byte of a two-byte sequence: `s` is valid UTF-8, so the next byte continues it
        let cp = (u32::from(x & 0x1F) << 6) | u32::from(b[k + 1] & 0x3F);
        return char::from_u32(cp).map(|c| (c, 2));
    }
    s[k..].chars().next().map(|c| (c, c.len_utf8()))
}

/// The bytes a word can start with: ASCII letters and the first bytes of other characters
/// (continuation bytes never come first: a word is looked for at character boundaries).
const MAY_START: [bool; 256] = {
    let mut t = [false; 256];
    let mut x = 0;
    while x < 256 {
        t[x] = (x as u8).is_ascii_alphabetic() || x >= 0x80;
        x += 1;
    }
    t
};

/// The character of the bytes `0xC3`, `z` (U+00C0–U+00FF) is an upper-case letter.
#[inline]
fn latin1_upper(z: u8) -> bool {
    // U+00C0–U+00DE, but for × (U+00D7)
    z < 0x9F && z != 0x97
}

/// For the lead bytes 0xD8-0xDB, bit `k`: the character of continuation byte `0x80 + k` is an
/// Arabic letter ([`is_arabic_letter`]).
const ARABIC_LETTERS: [u64; 4] = {
    let mut t = [0u64; 4];
    let mut lead = 0;
    while lead < 4 {
        let mut k = 0;
        while k < 64 {
            let cp = ((0x18 + lead as u32) << 6) | k as u32;
            let letter = matches!(cp, 0x0621..=0x064A | 0x066E..=0x06D3 | 0x06D5 | 0x06FA..=0x06FF);
            if letter {
                t[lead] |= 1 << k;
            }
            k += 1;
        }
        lead += 1;
    }
    t
};

/// The end of the run of ASCII letters of `b[i..to]` that starts at `i`: lower-case letters only
/// when `fold` is 0, letters of both cases when it is `0x2020_2020_2020_2020`. Eight bytes are
/// tested at a time.
#[inline]
fn ascii_letters_end(b: &[u8], mut i: usize, to: usize, fold: u64) -> usize {
    const HIGH: u64 = 0x8080_8080_8080_8080;
    const ONES: u64 = 0x0101_0101_0101_0101;
    while i + 8 <= to {
        let mut w = [0u8; 8];
        w.copy_from_slice(&b[i..i + 8]);
        let w = u64::from_le_bytes(w);
        // each byte below 0x80, so the additions below never carry into the next byte
        let v = (w | fold) & !HIGH;
        let above_z = v + ONES * (0x7F - u64::from(b'z'));
        let from_a = v + ONES * (0x80 - u64::from(b'a'));
        let other = (w | above_z | !from_a) & HIGH;
        if other != 0 {
            return i + (other.trailing_zeros() / 8) as usize;
        }
        i += 8;
    }
    let fold = fold as u8;
    while i < to && (b[i] | fold).is_ascii_lowercase() && b[i] < 0x80 {
        i += 1;
    }
    i
}

/// Past a dot leader at `k` (three dots or more, then blanks): where a colon may stand.
#[inline]
fn leader_end(bytes: &[u8], mut k: usize) -> usize {
    if bytes[k..].starts_with(b"...") {
        while k < bytes.len() && matches!(bytes[k], b'.' | b' ' | b'\t') {
            k += 1;
        }
    }
    k
}

/// A bracketed translation or Markdown emphasis at `k` between a label and its colon
/// (`Nom et prénom (الاسم و اللقب) :`, `**Full name** :`, `Nom* :`): where it ends and where the
/// blanks after it end, if one is there. The bracket closes on its line within 80 bytes.
#[inline]
fn label_aside(bytes: &[u8], k: usize) -> Option<(usize, usize)> {
    let close = match bytes.get(k)? {
        b'(' => {
            let n = bytes[k + 1..]
                .iter()
                .take(80)
                .position(|&x| matches!(x, b')' | b'(' | b'\n' | b':'))?;
            if bytes[k + 1 + n] != b')' {
                return None;
            }
            k + n + 2
        }
        b'*' | b'_' => {
            let mut j = k;
            while matches!(bytes.get(j), Some(b'*' | b'_')) {
                j += 1;
            }
            j
        }
        _ => return None,
    };
    let mut j = close;
    while matches!(bytes.get(j), Some(b' ' | b'\t')) {
        j += 1;
    }
    Some((close, j))
}

/// What follows a word whose blanks end at `k` (`end`: the word's end): a colon (or a table
/// pipe, or a dot leader then one of them) ends a label; blanks aligning a value may too. A
/// bracketed translation or emphasis may come first ([`label_aside`]).
#[inline]
fn label_end_after(bytes: &[u8], end: usize, k: usize) -> (bool, bool) {
    match bytes.get(k) {
        None => (false, false),
        Some(b':' | b'|') => (true, aligned_after(bytes, end, k)),
        Some(b'.') => {
            // a dot leader ends a label before a colon, or aligns its value without one
            // (`الاسم واللقب .......... X`)
            let j = leader_end(bytes, k);
            let colon = matches!(bytes.get(j), Some(b':' | b'|'));
            let led = !colon && j > k && bytes.get(j).is_some_and(|&x| !matches!(x, b'\n' | b'\r'));
            (colon, led || aligned_after(bytes, end, k))
        }
        Some(b'(' | b'*' | b'_') => match label_aside(bytes, k) {
            Some((close, j)) => match bytes.get(j) {
                Some(b':' | b'|') => (true, false),
                Some(b'.') => (
                    matches!(bytes.get(leader_end(bytes, j)), Some(b':' | b'|')),
                    false,
                ),
                _ => (
                    false,
                    aligned_after(bytes, close, j) || k > end && aligned_after(bytes, end, k),
                ),
            },
            None => (false, k > end && aligned_after(bytes, end, k)),
        },
        Some(_) => (false, k > end && aligned_after(bytes, end, k)),
    }
}

/// After a word ending at `end`, the blanks `bytes[end..k]` align a value: a tab or at least two
/// spaces, then more of the line (not a colon, which makes a label of its own).
#[inline]
fn aligned_after(bytes: &[u8], end: usize, k: usize) -> bool {
    (k >= end + 2 || k > end && bytes[end] == b'\t')
        && bytes
            .get(k)
            .is_some_and(|&x| !matches!(x, b'\n' | b'\r' | b':'))
}

/// Words of `s[from..to]`, with offsets in `s`. ASCII bytes are classified without decoding,
/// two-byte characters with a direct decode.
#[cfg(test)]
fn tokenize(s: &str, from: usize, to: usize) -> Vec<Tok<'_>> {
    words::<true>(s, None, from, to)
}

/// [`words`] for [`detect_piece`]: a Latin word without a capital gets only the bits of
/// [`LOWER_BITS`] lists, the only ones read for it there (its look-up is then cheaper).
/// The lower-case keys of its ASCII words with a capital are written into `arena` (cleared by
/// the caller), not allocated one by one.
fn tokenize_lean<'a>(s: &'a str, arena: &'a mut String, from: usize, to: usize) -> Vec<Tok<'a>> {
    words::<false>(s, Some(arena), from, to)
}

fn words<'a, const ALL_CLASSES: bool>(
    s: &'a str,
    mut arena: Option<&'a mut String>,
    from: usize,
    to: usize,
) -> Vec<Tok<'a>> {
    let bytes = s.as_bytes();
    let latin = |c: char| alphabetic(c) && !is_arabic_letter(c);
    let l = lists();
    // about one word per 8 bytes in prose: one allocation instead of a dozen doublings
    let mut toks: Vec<Tok> = Vec::with_capacity((to - from) / 8);
    // (token, start, end in `arena`) of each key lowered into the arena: the keys are set
    // once the arena is complete
    let mut folded: Vec<(usize, usize, usize)> = Vec::new();
    let mut i = from;
    while i < to {
        // ASCII bytes that are not letters (spaces, digits, punctuation) start no word
        match bytes[i..to].iter().position(|&x| MAY_START[usize::from(x)]) {
            Some(k) => i += k,
            None => break,
        }
        let x = bytes[i];
        let (c, script) = if x < 0x80 {
            (x as char, Script::Latin)
        } else {
            // `to` is a character boundary, so a character starting before it ends by it
            let Some((c, n)) = char_len_at(s, i) else {
                break;
            };
            if is_arabic_letter(c) {
                (c, Script::Arabic)
            } else if alphabetic(c) {
                (c, Script::Latin)
            } else {
                i += n;
                continue;
            }
        };
        let mut end = i + c.len_utf8();
        // case flags gathered while scanning, used when every character of the word is ASCII
        // or in U+00C0–U+00FF (French words): `latin1` says so
        let mut latin1 = x < 0x80 || x == 0xC3;
        let mut any_upper = x.is_ascii_uppercase() || x == 0xC3 && latin1_upper(bytes[i + 1]);
        let mut all_upper = any_upper;
        match script {
            Script::Arabic => {
                // Arabic letters are all two-byte characters
                while end < to {
                    let y = bytes[end];
                    if !(0xD8..=0xDB).contains(&y)
                        || ARABIC_LETTERS[usize::from(y - 0xD8)] >> (bytes[end + 1] & 0x3F) & 1 == 0
                    {
                        break;
                    }
                    end += 2;
                }
            }
            Script::Latin => {
                while end < to {
                    let y = bytes[end];
                    if y.is_ascii_lowercase() {
                        // a run of lower-case ASCII letters, eight bytes at a time
                        all_upper = false;
                        end = ascii_letters_end(bytes, end + 1, to, 0);
                        continue;
                    }
                    if y.is_ascii_alphabetic() {
                        let up = y.is_ascii_uppercase();
                        any_upper |= up;
                        all_upper &= up;
                        end += 1;
                    } else if y < 0x80 {
                        // internal apostrophe or hyphen followed by a letter: "Ben-Salah"
                        let joins = matches!(y, b'\'' | b'-')
                            && end + 1 < to
                            && char_len_at(s, end + 1).is_some_and(|(d, _)| latin(d));
                        if !joins {
                            break;
                        }
                        end += 1;
                    } else if y == 0xC3 {
                        // U+00C0–U+00FF: letters, but for × and ÷
                        let z = bytes[end + 1];
                        if matches!(z, 0x97 | 0xB7) {
                            break;
                        }
                        let up = latin1_upper(z);
                        any_upper |= up;
                        all_upper &= up;
                        end += 2;
                    } else {
                        let Some((d, n)) = char_len_at(s, end) else {
                            break;
                        };
                        if !latin(d) {
                            break;
                        }
                        latin1 = false;
                        end += n;
                    }
                }
            }
        }
        let word = &s[i..end];
        let (cap, upper, key) = match script {
            // a word of ASCII and U+00C0–U+00FF (most Latin words): the same answers without
            // Unicode tables
            Script::Latin if latin1 => {
                let cap = x.is_ascii_uppercase() || x == 0xC3 && latin1_upper(bytes[i + 1]);
                let upper = cap && all_upper;
                let key = if !any_upper {
                    Cow::Borrowed(word)
                } else if word.is_ascii() {
                    match arena.as_deref_mut() {
                        Some(a) => {
                            let at = a.len();
                            a.push_str(word);
                            a[at..].make_ascii_lowercase();
                            folded.push((toks.len(), at, a.len()));
                            // set below, from the arena
                            Cow::Borrowed("")
                        }
                        None => Cow::Owned(word.to_ascii_lowercase()),
                    }
                } else {
                    Cow::Owned(word.to_lowercase())
                };
                (cap, upper, key)
            }
            Script::Latin => {
                let cap = c.is_uppercase();
                let any_upper = cap || word.chars().any(char::is_uppercase);
                let upper = cap
                    && word
                        .chars()
                        .filter(|c| c.is_alphabetic())
                        .all(char::is_uppercase);
                let key = if any_upper {
                    Cow::Owned(word.to_lowercase())
                } else {
                    Cow::Borrowed(word)
                };
                (cap, upper, key)
            }
            Script::Arabic => (false, false, Cow::Borrowed(word)),
        };
        if let Some(prev) = toks.last_mut() {
            // the gap is exactly one space or one hyphen
            prev.tight_next = i == prev.end + 1 && matches!(bytes[prev.end], b' ' | b'-');
        }
        let mut k = end;
        while k < bytes.len() && matches!(bytes[k], b' ' | b'\t') {
            k += 1;
        }
        // a dot leader may come before the colon (`Nom ........ : X`), and a table row's pipe
        // ends a label as a colon does (`| Nom | X |`); most words are followed by one space
        // and a letter, answered by the first test
        // most words are followed by blanks and a letter or a digit: answered here, the rest
        // by `label_end_after`
        let (colon_next, aligned_next) = match bytes.get(k) {
            Some(&x) if x.is_ascii_alphanumeric() || x >= 0x80 => {
                (false, k > end && aligned_after(bytes, end, k))
            }
            _ => label_end_after(bytes, end, k),
        };
        let class = {
            let key: &str = match (folded.last(), arena.as_deref()) {
                (Some(&(t, a, b)), Some(ar)) if t == toks.len() => &ar[a..b],
                _ => &key,
            };
            if !ALL_CLASSES && script == Script::Latin && !cap {
                l.lower_class_of(key)
            } else {
                l.class_of(key)
            }
        };
        toks.push(Tok {
            start: i,
            end,
            script,
            key,
            cap,
            upper,
            tight_next: false,
            colon_next,
            aligned_next,
            class,
        });
        i = end;
    }
    if let Some(ar) = arena {
        let ar: &'a String = ar;
        for (t, a, b) in folded {
            toks[t].key = Cow::Borrowed(&ar[a..b]);
        }
    }
    toks
}

impl Tok<'_> {
    fn is(&self, bits: u16) -> bool {
        self.class & bits != 0
    }
    fn is_particle(&self) -> bool {
        self.is(class::PARTICLE)
    }
    /// A word that can be part of a name.
    fn name_like(&self, l: &Lists) -> bool {
        match self.script {
            Script::Latin => {
                self.cap
                    && self.key.chars().nth(1).is_some()
                    && !self.is(class::STOP_LATIN | class::TITLE)
            }
            Script::Arabic => {
                // an Arabic key is made of two-byte letters: two characters are four bytes
                self.key.len() >= 4 && !self.is(class::STOP_ARABIC | class::TITLE) && {
                    // without a proclitic, the key's own bits (just read) answer
                    let bare = strip_proclitic(&self.key);
                    bare.len() == self.key.len() || l.class_of(bare) & class::STOP_ARABIC == 0
                }
            }
        }
    }
    fn first_name(&self) -> bool {
        match self.script {
            Script::Latin => self.cap && self.is(class::FIRST_LATIN),
            Script::Arabic => self.is(class::FIRST_ARABIC),
        }
    }
    fn last_name(&self) -> bool {
        match self.script {
            Script::Latin => self.cap && self.is(class::LAST_LATIN),
            Script::Arabic => self.is(class::LAST_ARABIC) || family_shape(&self.key),
        }
    }
}

/// Arabic family names are often nisba adjectives: ال + ... + ي (المزوغي).
fn family_shape(w: &str) -> bool {
    w.starts_with("ال") && w.ends_with('ي') && w.chars().nth(4).is_some()
}

/// An Arabic title with a proclitic: "والسيد", "للسيدة" (ل + السيدة drops the alif). `class`
/// is the word's own [`Lists::class_of`] (its token already holds it).
fn arabic_title(w: &str, class: u16) -> bool {
    // every Arabic title starts with "ال", after at most one proclitic (two bytes), or the word
    // starts with "لل": nothing else can match below, so most words skip the set look-ups
    if !(w.starts_with("ال")
        || w.get(2..).is_some_and(|r| r.starts_with("ال"))
        || w.starts_with("لل"))
    {
        return false;
    }
    if class & class::TITLE != 0 {
        return true;
    }
    let bare = strip_proclitic(w);
    if bare.len() != w.len() && lists().class_of(bare) & class::TITLE != 0 {
        return true;
    }
    w.strip_prefix("لل").is_some_and(|rest| {
        TITLES_ARABIC
            .iter()
            .any(|t| t.strip_prefix("ال") == Some(rest))
    })
}

fn strip_proclitic(w: &str) -> &str {
    let mut c = w.chars();
    match c.next() {
        Some(p) if PROCLITICS.contains(&p) && w.chars().count() > 3 => c.as_str(),
        _ => w,
    }
}

/// Extend a name starting at token `i`: name-like tokens joined by single spaces, particles
/// inside. Returns the index one past the last token taken (or `i` when nothing fits).
fn extend_name(toks: &[Tok], i: usize, l: &Lists, max: usize) -> usize {
    let Some(first) = toks.get(i) else { return i };
    let script = first.script;
    let mut j = i;
    let mut words = 0;
    while j < toks.len() && words < max {
        let t = &toks[j];
        if t.script != script {
            break;
        }
        if j > i && !toks[j - 1].tight_next {
            break;
        }
        if t.is_particle() {
            // a particle counts only inside a name, followed by a name word
            let next_ok = t.tight_next
                && toks.get(j + 1).is_some_and(|n| {
                    n.script == script && (n.name_like(l) || named_by_filiation(t, n))
                });
            if !next_ok {
                break;
            }
            j += 1;
            continue;
        }
        if !(t.name_like(l) || j > i && named_by_filiation(&toks[j - 1], t)) {
            break;
        }
        // Arabic: after two words, a third only if it looks like a family name, or if it ends a
        // filiation chain (`X بن Y W`: the word right after the father's name is the family
        // name; one word only, so the chain stays bounded)
        if script == Script::Arabic
            && words >= 2
            && !toks[j - 1].is_particle()
            && !t.last_name()
            && !(j >= i + 2 && toks[j - 2].is(class::FILIATION) && !and_name(t, l))
        {
            break;
        }
        words += 1;
        j += 1;
    }
    j
}

/// After an Arabic filiation particle comes a name: a word that is no stop word as written is
/// one, even when a proclitic would make it one ("بن كيلي" is no "ك" + "يلي").
fn named_by_filiation(p: &Tok, t: &Tok) -> bool {
    p.is(class::FILIATION)
        && t.script == Script::Arabic
        && t.key.len() >= 4
        && !t.is(class::STOP_ARABIC | class::TITLE)
}

/// "وسامي": the conjunction و glued to a known name starts another person, not a family name.
fn and_name(t: &Tok, l: &Lists) -> bool {
    t.key.starts_with('و')
        && l.class_of(strip_proclitic(&t.key)) & (class::FIRST_ARABIC | class::LAST_ARABIC) != 0
}

fn push(
    out: &mut Vec<Candidate>,
    toks: &[Tok],
    a: usize,
    b: usize,
    score: f32,
    reason: Reason,
    id: &'static str,
) {
    if b > a {
        out.push(Candidate {
            entity: Entity::Person,
            start: toks[a].start,
            end: toks[b - 1].end,
            score,
            detector: id,
            reasons: vec![reason],
        });
    }
}

/// The PERSON detector.
pub(super) struct Names;

impl Detector for Names {
    fn id(&self) -> &'static str {
        "person"
    }
    fn detect(&self, text: &Text<'_>, out: &mut Vec<Candidate>) {
        let s = text.as_str();
        // the lower-case keys of a piece's words, reused from piece to piece
        let mut arena = String::new();
        for (from, to) in pieces(s) {
            arena.clear();
            detect_piece(text, from, to, &mut arena, out);
        }
    }
}

/// Names never cross a line break, so the text is processed in pieces of whole lines: the word
/// list stays small however large the document is.
fn pieces(s: &str) -> impl Iterator<Item = (usize, usize)> + '_ {
    const PIECE: usize = 256 * 1024;
    let mut from = 0;
    std::iter::from_fn(move || {
        if from >= s.len() {
            return None;
        }
        let mut to = (from + PIECE).min(s.len());
        if to < s.len() {
            // end after a line break: the last one in the window, else the next one
            // (by bytes: `to` itself may fall inside a character, a line break never does)
            to = match memchr::memrchr(b'\n', &s.as_bytes()[from..to]) {
                Some(k) => from + k + 1,
                None => memchr::memchr(b'\n', &s.as_bytes()[to..]).map_or(s.len(), |k| to + k + 1),
            };
        }
        let piece = (from, to);
        from = to;
        Some(piece)
    })
}

/// How many words in capitals a name may have before a known first name (NOM Prénom).
const MAX_CAPITALS_BEFORE: usize = 8;

fn detect_piece(
    text: &Text<'_>,
    from: usize,
    to: usize,
    arena: &mut String,
    out: &mut Vec<Candidate>,
) {
    {
        let s = text.as_str();
        let l = lists();
        let toks = tokenize_lean(s, arena, from, to);
        // the few tokens the filiation, undersigned and greeting passes start from
        let mut marked: Vec<usize> = Vec::new();
        // the first token at or after `i` that a colon follows (`usize::MAX`: none)
        let mut colon_at = toks
            .iter()
            .position(|t| t.colon_next || t.aligned_next)
            .unwrap_or(usize::MAX);
        for i in 0..toks.len() {
            let t = &toks[i];
            if t.is(class::FILIATION | class::CUE | class::GREETING) {
                marked.push(i);
            }
            // 1. titles
            let is_title = match t.script {
                Script::Latin => {
                    t.cap
                        && t.is(class::TITLE)
                        && (t.key.len() > 1 || s[t.end..].starts_with('.'))
                        && (t.key != "me" || s[t.end..].starts_with(['.', ' ']))
                }
                Script::Arabic => arabic_title(&t.key, t.class),
            };
            if is_title {
                let gap_ok = toks.get(i + 1).is_some_and(|n| {
                    let gap = &s[t.end..n.start];
                    gap.len() <= 3
                        && !gap.contains('\n')
                        && gap.trim_start_matches('.').trim().is_empty()
                });
                if gap_ok {
                    let end = extend_name(&toks, i + 1, l, 4);
                    push(
                        out,
                        &toks,
                        i + 1,
                        end,
                        0.9,
                        Reason::Title {
                            title: s[t.start..t.end].to_string(),
                        },
                        "person.title",
                    );
                }
                continue;
            }
            // 2. labels ("Nom :", "From:", "الاسم :"): a label is at most three tokens, the last
            //    one followed by a colon, so only the tokens up to two before such a token are
            //    tried
            if colon_at < i {
                colon_at = toks[i..]
                    .iter()
                    .position(|t| t.colon_next || t.aligned_next)
                    .map_or(usize::MAX, |k| i + k);
            }
            if let Some(n) = (colon_at <= i + 2).then(|| label_at(s, &toks, i)).flatten() {
                let end = extend_name(&toks, n, l, 4);
                // a table's header row is made of labels, not of a label and its value
                // (`| Nom | Lien | CIN |`)
                if end > n
                    && !text.in_header_cell(toks[n].start)
                    && (end - n >= 2
                        || toks[n].first_name()
                        || toks[n].last_name()
                        || toks[n].upper
                        || name_field(&toks[n - 1]))
                {
                    push(
                        out,
                        &toks,
                        n,
                        end,
                        0.8,
                        Reason::Context {
                            word: toks[i].key.to_string(),
                        },
                        "person.label",
                    );
                }
            }
            // 3. generic lists: a known first name followed by a name word, or preceded by
            //    capitals (NOM Prénom)
            if t.first_name() && t.name_like(l) {
                let mut a = i;
                // at most MAX_CAPITALS_BEFORE words back: a real name has a few, and an unbounded
                // walk made a long run of capitals cost the square of its length
                while a > 0
                    && i - a < MAX_CAPITALS_BEFORE
                    && toks[a - 1].tight_next
                    && toks[a - 1].script == t.script
                    && (toks[a - 1].upper || toks[a - 1].is_particle() && toks[a - 1].cap)
                    && toks[a - 1].name_like_or_particle(l)
                {
                    a -= 1;
                }
                let mut end = extend_name(&toks, i, l, 4);
                if t.script == Script::Arabic {
                    // without a title, an Arabic name goes on only through particles and words
                    // that are themselves names ("علي إنه": "إنه" is not)
                    let mut k = i + 1;
                    while k < end
                        && (toks[k].is_particle()
                            || toks[k - 1].is_particle()
                            || toks[k].last_name()
                            || toks[k].first_name())
                    {
                        k += 1;
                    }
                    end = k;
                }
                if end > i + 1 || a < i {
                    push(
                        out,
                        &toks,
                        a,
                        end.max(i + 1),
                        0.8,
                        Reason::Gazetteer {
                            word: s[t.start..t.end].to_string(),
                        },
                        "person.gazetteer",
                    );
                }
            } else if t.script == Script::Latin
                && i > 0
                && toks[i - 1].tight_next
                && toks[i - 1].script == Script::Latin
                && !toks[i - 1].upper
                && t.last_name()
                && toks[i - 1].name_like(l)
            {
                let end = extend_name(&toks, i - 1, l, 4);
                if end > i {
                    push(
                        out,
                        &toks,
                        i - 1,
                        end,
                        0.7,
                        Reason::Gazetteer {
                            word: s[t.start..t.end].to_string(),
                        },
                        "person.gazetteer",
                    );
                }
            }
            // 4. NOM Prénom: capitals then a capitalised word
            if t.script == Script::Latin
                && t.upper
                && t.key.chars().nth(2).is_some()
                && t.name_like(l)
                && (i == 0 || !toks[i - 1].tight_next || !toks[i - 1].upper)
            {
                let mut j = i;
                while j < toks.len()
                    && toks[j].upper
                    && (toks[j].name_like(l) || toks[j].is_particle())
                    && toks[j].tight_next
                {
                    j += 1;
                }
                if j > i
                    && j < toks.len()
                    && toks[j].script == Script::Latin
                    && toks[j].cap
                    && !toks[j].upper
                    && toks[j].name_like(l)
                {
                    push(
                        out,
                        &toks,
                        i,
                        j + 1,
                        0.65,
                        Reason::Structure {
                            what: "NOM Prénom"
                        },
                        "person.structure",
                    );
                }
            }
            // 5. Prénom NOM: a capitalised word, then a word in capitals of three letters or
            //    more, both name words, on their own: no capitalised word right before or after
            //    them (a firm's name runs longer: "Groupe Alpha BETA Services")
            if t.script == Script::Latin
                && t.cap
                && !t.upper
                && t.tight_next
                && t.key.chars().nth(1).is_some()
                && t.name_like(l)
                && (i == 0 || !toks[i - 1].tight_next || !toks[i - 1].cap)
            {
                let n = toks.get(i + 1).filter(|n| {
                    n.script == Script::Latin
                        && n.upper
                        && n.key.chars().nth(2).is_some()
                        && n.name_like(l)
                        && !(n.tight_next && toks.get(i + 2).is_some_and(|m| m.cap))
                });
                if n.is_some() {
                    push(
                        out,
                        &toks,
                        i,
                        i + 2,
                        0.6,
                        Reason::Structure {
                            what: "Prénom NOM"
                        },
                        "person.structure",
                    );
                }
            }
        }
        filiation(&toks, &marked, l, out);
        initials(s, &toks, l, out);
        cued(s, &toks, l, out);
        undersigned(s, &toks, &marked, l, out);
        greetings(s, &toks, &marked, l, out);
        headings(s, from, to, &toks, l, out);
        signatures(s, from, to, &toks, l, out);
        columns(text, from, to, &toks, l, out);
        unannounced(s, from, to, &toks, l, out);
    }
}

impl Tok<'_> {
    /// The word is not a stop word or title (whatever its case).
    fn name_like_key(&self, l: &Lists) -> bool {
        match self.script {
            Script::Latin => !self.is(class::STOP_LATIN | class::TITLE),
            Script::Arabic => self.name_like(l),
        }
    }

    fn name_like_or_particle(&self, l: &Lists) -> bool {
        self.name_like(l) || self.is_particle()
    }
}

/// The longest label, in bytes.
const LABEL_MAX: usize = {
    let mut m = 0;
    let mut k = 0;
    while k < LABELS.len() {
        if LABELS[k].len() > m {
            m = LABELS[k].len();
        }
        k += 1;
    }
    m
};

/// The lower case of `span` is one of the [`LABELS`]. A span of ASCII, U+00C0–U+00FF and
/// U+0600–U+06FF characters (whose lower case has the same bytes, each lowered on its own) is
/// lowered on the stack; any other is lowered by `str::to_lowercase`.
fn is_label(span: &str) -> bool {
    let b = span.as_bytes();
    // continuation bytes (0x80–0xBF) follow one of these lead bytes
    if !b
        .iter()
        .all(|&x| x < 0xC0 || x == 0xC3 || (0xD8..=0xDB).contains(&x))
    {
        return LABELS.contains(&span.to_lowercase().as_str());
    }
    if b.len() > LABEL_MAX {
        return false;
    }
    let mut buf = [0u8; LABEL_MAX];
    let mut k = 0;
    while k < b.len() {
        if b[k] == 0xC3 {
            let z = b[k + 1];
            buf[k] = 0xC3;
            buf[k + 1] = if latin1_upper(z) { z + 0x20 } else { z };
            k += 2;
        } else {
            buf[k] = b[k].to_ascii_lowercase();
            k += 1;
        }
    }
    let lower = &buf[..b.len()];
    // one look-up, not a comparison with each of the labels
    static SET: OnceLock<HashSet<&'static [u8]>> = OnceLock::new();
    SET.get_or_init(|| LABELS.iter().map(|l| l.as_bytes()).collect())
        .contains(lower)
}

/// If tokens at `i` form a label followed by ':' (or a title-like "From"), the index of the
/// first token after the colon.
fn label_at(s: &str, toks: &[Tok], i: usize) -> Option<usize> {
    // a label is 1-3 tokens ending right before ':'
    for len in [3, 2, 1] {
        let last = i + len - 1;
        let Some(end_tok) = toks.get(last) else {
            continue;
        };
        // cheap checks first: a colon (or the blanks of an aligned form) must follow, before
        // anything is lower-cased
        if !(end_tok.colon_next || end_tok.aligned_next) {
            continue;
        }
        let aligned = !end_tok.colon_next;
        if (i..last).any(|k| {
            !toks[k].tight_next && !matches!(s[toks[k].end..toks[k + 1].start].trim(), "&" | ",")
        }) {
            continue;
        }
        if !is_label(&s[toks[i].start..end_tok.end]) {
            continue;
        }
        // the label must start a line or follow punctuation (the slash of a bilingual label,
        // `Nom & prénom / الاسم و اللقب :`); a label without a colon must start its line (or
        // follow such a slash)
        let before = s[..toks[i].start].trim_end_matches([' ', '\t', '*', '#']);
        let starts =
            before.is_empty() || before.ends_with(['\n', '/']) || after_enumeration(before);
        if !(starts
            || !aligned && before.ends_with(['.', ',', ';', '|', '>', '(', '-', '—', '–', '•']))
        {
            continue;
        }
        // the value starts after a bracketed translation or emphasis that ends the label
        let bytes = s.as_bytes();
        let mut from = end_tok.end;
        let mut k = from;
        while matches!(bytes.get(k), Some(b' ' | b'\t')) {
            k += 1;
        }
        if let Some((close, j)) = label_aside(bytes, k) {
            if matches!(bytes.get(j), Some(b':' | b'|' | b'.')) || aligned_after(bytes, close, j) {
                from = j;
            }
        }
        let mut next = last + 1;
        while toks.get(next).is_some_and(|t| t.start < from) {
            next += 1;
        }
        let n = toks.get(next)?;
        let gap = &s[from..n.start];
        let leader = gap.contains("...");
        let widest = if aligned || leader { 60 } else { 6 };
        if gap.contains('\n') || gap.chars().count() > widest {
            return None;
        }
        return Some(next);
    }
    None
}

/// `before` (the text before a label, blanks trimmed) ends with the number of a numbered form
/// field at the start of its line: `14. Personne invitante`, `5) Nom du père`.
fn after_enumeration(before: &str) -> bool {
    let Some(rest) = before.strip_suffix(['.', ')']) else {
        return false;
    };
    let digits = rest.bytes().rev().take_while(u8::is_ascii_digit).count();
    if !(1..=3).contains(&digits) {
        return false;
    }
    let rest = rest[..rest.len() - digits].trim_end_matches([' ', '\t']);
    rest.is_empty() || rest.ends_with('\n')
}

/// The last word of a label that asks for a name itself (`Prénom :`, `First name:`, `Nom :`,
/// `الاسم :`): one name word after it is enough, known to the lists or not.
fn name_field(label_end: &Tok) -> bool {
    matches!(
        &*label_end.key,
        "prénom" | "prenom" | "nom" | "name" | "surname" | "الاسم" | "الإسم" | "اللقب"
    )
}

/// `Prénom Ben Nom`, `X بن Y`: a filiation particle between two name words is a name.
/// `marked`: the indices, in order, of every token of a filiation, cue or greeting list.
fn filiation(toks: &[Tok], marked: &[usize], l: &Lists, out: &mut Vec<Candidate>) {
    for &k in marked {
        if k == 0 || k + 1 >= toks.len() {
            continue;
        }
        let p = &toks[k];
        let (prev, next) = (&toks[k - 1], &toks[k + 1]);
        if !p.is(class::FILIATION) {
            continue;
        }
        let ok_case = p.script == Script::Arabic || p.cap || p.key == "ben" || p.key == "bent";
        if !(p.is_particle() && ok_case) {
            continue;
        }
        if !(prev.tight_next && p.tight_next && prev.script == p.script && next.script == p.script)
        {
            continue;
        }
        if !(prev.name_like(l) && next.name_like(l)) || prev.is_particle() {
            continue;
        }
        // start at up to two name words before the particle
        let mut a = k - 1;
        while a > 0
            && k - a < 2
            && toks[a - 1].tight_next
            && toks[a - 1].script == p.script
            && toks[a - 1].name_like(l)
            && !toks[a - 1].is_particle()
            && (toks[a - 1].first_name() || p.script == Script::Latin)
        {
            a -= 1;
        }
        // an Arabic chain goes on through its next particles (`X بن Y بن Z W`), bounded by
        // extend_name; a Latin one takes two words
        let max = if p.script == Script::Arabic { 4 } else { 2 };
        let end = extend_name(toks, k + 1, l, max);
        push(
            out,
            toks,
            a,
            end.max(k + 2),
            0.75,
            Reason::Structure { what: "filiation" },
            "person.filiation",
        );
    }
}

/// `Prénom K. Nom`: a capital letter and a full stop between two Latin name words is a middle
/// initial, and the three make one name. At most two name words before the initial and one
/// after it.
fn initials(s: &str, toks: &[Tok], l: &Lists, out: &mut Vec<Candidate>) {
    let latin_name = |t: &Tok| t.script == Script::Latin && t.name_like(l) && !t.is_particle();
    for k in 1..toks.len().saturating_sub(1) {
        let t = &toks[k];
        if !(t.script == Script::Latin && t.upper && t.end - t.start == 1) {
            continue;
        }
        let (prev, next) = (&toks[k - 1], &toks[k + 1]);
        // "K. " exactly: the initial follows a name word after one space
        if !(prev.tight_next
            && s.as_bytes().get(t.end) == Some(&b'.')
            && next.start == t.end + 2
            && s.as_bytes()[t.end + 1] == b' '
            && latin_name(prev)
            && next.script == Script::Latin
            && next.name_like(l))
        {
            continue;
        }
        let mut a = k - 1;
        if a > 0 && k - a < 2 && toks[a - 1].tight_next && latin_name(&toks[a - 1]) {
            a -= 1;
        }
        // one family name after the initial (a particle inside it is fine): "Ltd" is not taken
        let end = extend_name(toks, k + 1, l, 1);
        push(
            out,
            toks,
            a,
            end.max(k + 2),
            0.9,
            Reason::Structure { what: "initiale" },
            "person.initial",
        );
    }
}

/// Words in running text that introduce a person (lower case, as tokens): "My name is X Y",
/// "représenté par X Y", "auprès de X Y", "بطلب من X Y".
const CUE_PHRASES: &[&[&str]] = &[
    &["my", "name", "is"],
    &["je", "m'appelle"],
    &["signed", "by"],
    &["signé", "par"],
    &["signée", "par"],
    &["represented", "by"],
    &["représenté", "par"],
    &["représentée", "par"],
    &["auprès", "de"],
    &["à", "la", "requête", "de"],
    &["à", "la", "demande", "de"],
    &["at", "the", "request", "of"],
    &["on", "behalf", "of"],
    &["beneficiary"],
    &["bénéficiaire"],
    &["passport", "for"],
    &["passport", "of"],
    &["passeport", "de"],
    &["le", "salarié"],
    &["la", "salariée"],
    &["the", "employee"],
    &["بطلب", "من"],
    &["لفائدة"],
    &["ملف", "الموظف"],
    &["ملف", "الموظفة"],
    &["fait", "par"],
    &["faite", "par"],
    // a newcomer announced by HR: "our new hire X Y", "notre nouvelle recrue X Y"
    &["new", "hire"],
    &["new", "employee"],
    &["new", "recruit"],
    &["new", "colleague"],
    &["nouvelle", "recrue"],
    &["nouvel", "employé"],
    &["nouvelle", "employée"],
    &["nouveau", "collaborateur"],
    &["nouvelle", "collaboratrice"],
    &["nouveau", "salarié"],
    &["nouvelle", "salariée"],
    &["الموظف", "الجديد"],
    &["الموظفة", "الجديدة"],
    // officers of a police report or a court: "Nous, commissaire X Y", "برئاسة القاضي X"
    // (a title), "وعضوية X", "كاتب الجلسة X", "محافظ الشرطة X"
    &["commissaire"],
    &["brigadier-chef"],
    &["brigadier"],
    &["inspecteur"],
    &["inspectrice"],
    &["greffier"],
    &["greffière"],
    &["وعضوية"],
    &["عضوية"],
    &["كاتب", "الجلسة"],
    &["محافظ", "الشرطة"],
    &["ملازم", "أول"],
    &["عريف"],
    &["رقيب"],
    &["نقيب"],
    // an HR file, a contact person, who is speaking in a chat ("معاك X Y من الوكالة")
    &["ملف", "العون"],
    &["يجب", "الاتصال", "به"],
    &["معاك"],
    // the author of a report, a colleague vouching for someone
    &["établi", "par"],
    &["établie", "par"],
    &["rédigé", "par"],
    &["rédigée", "par"],
    &["mon", "collègue"],
    &["ma", "collègue"],
    &["my", "colleague"],
    &["زميلي"],
    &["زميلتي"],
    // a person named in a report: "le nommé X Y", "la nommée X Y"
    &["le", "nommé"],
    &["la", "nommée"],
    // filiation spelled out: "fils de X Y et de Z W", "daughter of X Y"
    &["fils", "de"],
    &["fille", "de"],
    &["et", "de"],
    &["son", "of"],
    &["daughter", "of"],
];

/// The words a cue phrase can end with: the last word of each of [`CUE_PHRASES`], and "by"/"par"
/// (of "signed ... by"). Derived from the phrases, so the two cannot drift; each is a bit of
/// the token's classes ([`class::CUE_END`]), read at no cost per token.
fn cue_ends() -> impl Iterator<Item = String> {
    CUE_PHRASES
        .iter()
        .filter_map(|p| p.last())
        .chain(&["by", "par"])
        .map(|w| w.to_string())
}

/// The last words of cue phrases that are frequent words of running text: for each, the words
/// its phrases have right before it (derived from [`CUE_PHRASES`]). A token that ends none of
/// them is passed over without a look-up.
const FREQUENT_CUE_ENDS: [&str; 4] = ["de", "of", "par", "by"];

/// For a frequent last word of cue phrases ([`FREQUENT_CUE_ENDS`]), the words before it in its
/// phrases.
fn frequent_cue_end(key: &str) -> Option<&'static [&'static str]> {
    static BEFORE: OnceLock<[Vec<&'static str>; 4]> = OnceLock::new();
    let k = FREQUENT_CUE_ENDS.iter().position(|w| *w == key)?;
    let before = BEFORE.get_or_init(|| {
        FREQUENT_CUE_ENDS.map(|w| {
            CUE_PHRASES
                .iter()
                .filter(|p| p.len() >= 2 && p[p.len() - 1] == w)
                .map(|p| p[p.len() - 2])
                .collect()
        })
    });
    Some(&before[k])
}

/// The cue phrases whose last word is `key` (a token's key: lower case), in their order.
fn phrases_ending_in(key: &str) -> &'static [&'static [&'static str]] {
    type ByLast = HashMap<&'static str, Vec<&'static [&'static str]>>;
    static BY_LAST: OnceLock<ByLast> = OnceLock::new();
    BY_LAST
        .get_or_init(|| {
            let mut m: ByLast = Default::default();
            for p in CUE_PHRASES {
                if let Some(w) = p.last() {
                    m.entry(w).or_default().push(p);
                }
            }
            m
        })
        .get(key)
        .map_or(&[], Vec::as_slice)
}

/// A name after a cue phrase ([`CUE_PHRASES`], or "by" after "signed" in "Signed for the
/// employer by X Y"): two or three name words of one script, and the name must end where its
/// words end (a capitalised stop word right after it, "Attijari Bank", means an organisation).
fn cued(s: &str, toks: &[Tok], l: &Lists, out: &mut Vec<Candidate>) {
    for (i, t) in toks.iter().enumerate() {
        // every phrase ends in one of a few words (and "signed ... by" in "by"/"par"): a cheap
        // test on the word first, since this runs for every token
        if t.cap || !t.is(class::CUE_END) {
            continue;
        }
        // "Signed for the employer by": "signed" at most four words before "by"
        let signed_by = || {
            matches!(&*t.key, "by" | "par")
                && toks[i.saturating_sub(4)..i]
                    .iter()
                    .any(|w| matches!(&*w.key, "signed" | "signé" | "signée"))
        };
        // a frequent last word ("de", "of", "par", "by"): the word before it must be one its
        // phrases have there, before any look-up
        if let Some(before) = frequent_cue_end(&t.key) {
            let prev = i.checked_sub(1).map(|k| &*toks[k].key);
            if !prev.is_some_and(|p| before.contains(&p)) && !signed_by() {
                continue;
            }
        }
        // only the phrases that end in this word
        let phrase = phrases_ending_in(&t.key).iter().find(|p| {
            p.len() <= i + 1
                && p.iter().enumerate().all(|(k, w)| {
                    let tok = &toks[i + 1 - p.len() + k];
                    tok.key.eq_ignore_ascii_case(w) && (k + 1 == p.len() || tok.tight_next)
                })
        });
        if phrase.is_none() && !signed_by() {
            continue;
        }
        // "et de" names a mother after "fils de"/"fille de" only: elsewhere it joins anything
        let and_of = phrase.is_some_and(|p| p == &["et", "de"]);
        if and_of
            && !toks[i.saturating_sub(8)..i]
                .iter()
                .any(|w| matches!(&*w.key, "fils" | "fille"))
        {
            continue;
        }
        let n = i + 1;
        let Some(first) = toks.get(n) else { continue };
        let gap = &s[t.end..first.start];
        if gap.contains('\n') || gap.chars().count() > 3 || !gap.trim_matches([' ', ':']).is_empty()
        {
            continue;
        }
        let end = extend_name(toks, n, l, 3);
        if end < n + 2 {
            continue;
        }
        let last = &toks[end - 1];
        let cut = last.tight_next
            && toks
                .get(end)
                .is_some_and(|x| x.script == Script::Latin && x.cap);
        if cut {
            continue;
        }
        push(
            out,
            toks,
            n,
            end,
            0.75,
            Reason::Context {
                word: t.key.to_string(),
            },
            "person.cue",
        );
    }
}

/// "Je soussigné(e) X", "أنا الممضي أسفله X", "the undersigned X".
fn undersigned(s: &str, toks: &[Tok], marked: &[usize], l: &Lists, out: &mut Vec<Candidate>) {
    for &i in marked {
        let t = &toks[i];
        if !t.is(class::CUE) {
            continue;
        }
        let mut n = i + 1;
        // "soussigné(e)", "soussignée, Madame ..."
        while n < toks.len() && (toks[n].key == "e" || toks[n].is(class::TITLE)) {
            n += 1;
        }
        let Some(first) = toks.get(n) else { continue };
        let gap = &s[t.end..first.start];
        if gap.contains('\n') || gap.chars().count() > 8 {
            continue;
        }
        let end = extend_name(toks, n, l, 4);
        if end > n {
            push(
                out,
                toks,
                n,
                end,
                0.8,
                Reason::Context {
                    word: t.key.to_string(),
                },
                "person.undersigned",
            );
        }
    }
}

/// Whom a greeting addresses when it is no person: "Dear Team,", "Bonjour Collègues,", "Hi
/// All,". Lower case; words of the stop lists (Madame, Messieurs, Client...) are left out too.
const ADDRESSEES: &[&str] = &[
    "all",
    "everyone",
    "everybody",
    "there",
    "team",
    "sir",
    "sirs",
    "madam",
    "customer",
    "customers",
    "colleague",
    "colleagues",
    "friends",
    "folks",
    "guys",
    "partner",
    "partners",
    "world",
    "équipe",
    "equipe",
    "collègue",
    "collègues",
    "collegue",
    "collegues",
    "partenaire",
    "partenaires",
    "tous",
    "toutes",
    "ami",
    "amie",
    "amis",
    "amies",
    "maître",
    "maitre",
    "confrère",
    "consœur",
    "mesdames",
    "mesdemoiselles",
    "mademoiselle",
    "professeur",
    "professor",
    "doctor",
    "support",
    "admin",
    "collaborateurs",
    "collaboratrices",
    "adhérents",
    "adhérentes",
    "membres",
    "members",
    "parents",
    "famille",
    "family",
    "clients",
    "clientes",
    "candidats",
    "candidates",
    "participants",
    "participantes",
    "étudiants",
    "students",
    "employees",
    "employés",
    "salariés",
    "staff",
    "voisins",
    "neighbours",
    "citoyens",
    "abonnés",
    "subscribers",
    "users",
    "utilisateurs",
    "lecteurs",
    "readers",
    "team",
    "board",
];

/// "Bonjour Sami,", "Dear Leila Trabelsi,", "عزيزي سامي،": a greeting, then a known first name
/// or two name words, then a comma or the end of the line. A capitalised greeting ("Bonjour
/// Kached,", "Hi Selmel,", "Aslema Jalriwen,") takes one Latin word unknown to the lists too,
/// when a comma or '!' follows it and it is no addressee of a group ([`ADDRESSEES`]).
fn greetings(s: &str, toks: &[Tok], marked: &[usize], l: &Lists, out: &mut Vec<Candidate>) {
    for &i in marked {
        let t = &toks[i];
        if !(t.tight_next && t.is(class::GREETING)) {
            continue;
        }
        let end = extend_name(toks, i + 1, l, 3);
        if end <= i + 1 {
            continue;
        }
        let after = s[toks[end - 1].end..].trim_start_matches(' ');
        let closes = after.is_empty() || after.starts_with([',', '\n', '،', '!']);
        let one_unknown = || {
            let w = &toks[i + 1];
            // the greeting opens its sentence: a capital, or the start of a line or a message
            let opens = t.cap || {
                let before = s[..t.start].trim_end_matches(|c: char| c.is_ascii_digit());
                let before = before.trim_end_matches([' ', '\t']);
                before.is_empty() || before.ends_with(['\n', ':', ']'])
            };
            // a plural greeting addresses a group ("Chers Adhérents,")
            end == i + 2
                && !matches!(&*t.key, "chers" | "chères")
                && opens
                && w.script == Script::Latin
                && w.key.chars().nth(2).is_some()
                && after.starts_with([',', '!'])
                && !ADDRESSEES.contains(&&*w.key)
        };
        if closes && (end - i >= 3 || toks[i + 1].first_name() || one_unknown()) {
            push(
                out,
                toks,
                i + 1,
                end,
                0.75,
                Reason::Structure {
                    what: "formule d'appel",
                },
                "person.greeting",
            );
        }
    }
}

/// A heading (Markdown `#`, or the document's first line) made of 2-4 name words, one of them in
/// the name lists: the name on top of a CV or a letter.
fn headings(s: &str, from: usize, to: usize, toks: &[Tok], l: &Lists, out: &mut Vec<Candidate>) {
    for (n, (a, b)) in lines(s, from, to).enumerate() {
        let line = &s[a..b];
        let trimmed = line.trim_start();
        let first_line = from == 0 && n == 0;
        let is_heading = trimmed.starts_with('#') || (first_line && !trimmed.is_empty());
        if !is_heading || line.len() > 80 {
            continue;
        }
        let i = toks.partition_point(|t| t.start < a);
        let j = toks.partition_point(|t| t.start < b);
        if !(2..=4).contains(&(j - i)) {
            continue;
        }
        let words = &toks[i..j];
        let all_names = words.iter().all(|t| t.name_like(l) || t.is_particle());
        let known = words.iter().any(|t| t.first_name() || t.last_name());
        let tight = words[..words.len() - 1].iter().all(|t| t.tight_next);
        if all_names && known && tight {
            push(
                out,
                toks,
                i,
                j,
                0.75,
                Reason::Structure {
                    what: "titre du document",
                },
                "person.heading",
            );
        }
    }
}

/// The lines of `s[from..to]` as `(start, end)` offsets in `s`, line breaks excluded: the pieces
/// `s[from..to].split('\n')` gives (an empty last one after a final line break), found by
/// `memchr`.
fn lines(s: &str, from: usize, to: usize) -> impl Iterator<Item = (usize, usize)> + '_ {
    let bytes = &s.as_bytes()[..to];
    let mut next = Some(from);
    std::iter::from_fn(move || {
        let a = next?;
        match memchr::memchr(b'\n', &bytes[a..]) {
            Some(k) => {
                next = Some(a + k + 1);
                Some((a, a + k))
            }
            None => {
                next = None;
                Some((a, to))
            }
        }
    })
}

/// A line after a closing formula ("Cordialement,") made of 2-4 name words.
fn signatures(s: &str, from: usize, to: usize, toks: &[Tok], l: &Lists, out: &mut Vec<Candidate>) {
    let lower_line = |a: usize, b: usize| {
        s[a..b]
            .trim()
            .trim_end_matches([',', '.', '!', '،'])
            .to_lowercase()
    };
    for (a, b) in lines(s, from, to) {
        name_line(s, to, (a, b), toks, l, out);
        // cheap length tests before lower-casing: most lines are no closing formula
        if b - a > 60 {
            continue;
        }
        let t = s[a..b].trim().trim_end_matches([',', '.', '!', '،']);
        if !CLOSINGS.iter().any(|c| c.len() == t.len())
            || !CLOSINGS.contains(&lower_line(a, b).as_str())
        {
            continue;
        }
        // the next non-empty line (within two)
        let next = if b < to { Some(b + 1) } else { None };
        for (c, d) in next.into_iter().flat_map(|c| lines(s, c, to)).take(2) {
            if s[c..d].trim().is_empty() {
                continue;
            }
            let i = toks.partition_point(|t| t.start < c);
            let end = extend_name(toks, i, l, 4);
            if end >= i + 2 && toks[end - 1].end <= d {
                push(
                    out,
                    toks,
                    i,
                    end,
                    0.75,
                    Reason::Structure { what: "signature" },
                    "person.signature",
                );
            }
            break;
        }
    }
}

/// Table cells under a name column.
fn columns(
    text: &Text<'_>,
    from: usize,
    to: usize,
    toks: &[Tok],
    l: &Lists,
    out: &mut Vec<Candidate>,
) {
    use crate::extract::Origin;
    let doc = text.doc;
    // only the blocks of this piece
    let (o_from, o_to) = (text.norm.orig_start(from), text.norm.orig_end(to));
    let first = doc.blocks.partition_point(|b| b.end <= o_from);
    for b in doc.blocks[first..].iter().take_while(|b| b.start < o_to) {
        let Origin::TableCell { row, .. } = b.origin else {
            continue;
        };
        if row == 0 {
            continue;
        }
        let Some(h) = doc.column_header(b.start) else {
            continue;
        };
        let h = h
            .trim()
            .to_lowercase()
            .replace(['_', '-'], " ")
            .replace(" & ", " et ");
        // a bilingual header names the column in each language: `Nom / الاسم واللقب`
        if !h.split(" / ").any(|p| NAME_COLUMNS.contains(&p.trim())) {
            continue;
        }
        // map the block to normalised offsets through the tokens inside it
        let i = toks.partition_point(|t| text.norm.orig_start(t.start) < b.start);
        let mut j = i;
        while j < toks.len() && text.norm.orig_end(toks[j].end) <= b.end {
            j += 1;
        }
        if j > i
            && j - i <= 6
            && (i..j).all(|k| {
                toks[k].name_like(l) || toks[k].is_particle() || toks[k].script == Script::Arabic
            })
        {
            push(
                out,
                toks,
                i,
                j,
                0.85,
                Reason::ColumnHeader { header: h.clone() },
                "person.column",
            );
        }
    }
}

/// Rows of a plain-text table whose first cell holds a name and whose second cell holds an
/// identifier found: a transfer list `X Y      07 040 0058101111296 53   1 250 TND`, `X Y |
/// 98 123 456 | …`. The cells are set apart by a tab, two spaces or more, or a pipe; the name
/// cell is two to four name words of one script (Latin ones capitalised), and the document holds
/// at least two such rows for the same kind of identifier: a table, not one line.
pub(super) fn add_row_names(text: &Text<'_>, found: &mut Vec<Candidate>) {
    use crate::detect::Entity as E;
    let s = text.as_str();
    let b = s.as_bytes();
    let l = lists();
    let mut rows: Vec<(Entity, usize, usize)> = Vec::new();
    for c in found.iter() {
        if !matches!(
            c.entity,
            E::Rib | E::Iban | E::Cin | E::Phone | E::Email | E::Card | E::Passport | E::Cnss
        ) {
            continue;
        }
        // the start of the line, within 200 bytes
        let from = c.start.saturating_sub(200);
        let ls = match memchr::memrchr(b'\n', &b[from..c.start]) {
            Some(k) => from + k + 1,
            None if from == 0 => 0,
            None => continue,
        };
        let contact = matches!(c.entity, E::Phone | E::Email | E::Card);
        if let Some((x, y, known)) = row_name(s, l, ls, c.start) {
            if known || !contact {
                rows.push((c.entity, x, y));
            }
        }
    }
    if rows.len() < 2 {
        return;
    }
    // rows per kind of identifier
    let mut count = [0usize; Entity::ALL.len()];
    for r in &rows {
        count[r.0 as usize] += 1;
    }
    let taken = crate::detect::Taken::of(found);
    for &(e, x, y) in &rows {
        if count[e as usize] < 2 || !taken.free(x, y) {
            continue;
        }
        found.push(Candidate {
            entity: Entity::Person,
            start: x,
            end: y,
            score: 0.7,
            detector: "person.row",
            reasons: vec![Reason::Structure {
                what: "ligne de tableau",
            }],
        });
    }
}

/// Labels that may start the identifier's cell of a row ([`row_name`]).
const ROW_LABELS: &[&str] = &[
    "CIN",
    "C.I.N",
    "C.I.N.",
    "RIB",
    "IBAN",
    "Tél",
    "Tél.",
    "Tel",
    "Tel.",
    "GSM",
    "N°",
    "ID",
    "Passeport",
    "Passport",
    "ب.ت.و",
    "الهاتف",
];

/// The name in the first cell of a row `s[ls..at]` whose second cell starts at `at`, and
/// whether a word of it is in the name lists.
fn row_name(s: &str, l: &Lists, ls: usize, at: usize) -> Option<(usize, usize, bool)> {
    // the identifier's cell may start with its label ("CIN 04789061", "RIB : …")
    let head = s[ls..at].trim_end_matches([' ', ':']);
    let label = ROW_LABELS.iter().find(|w| {
        head.len() > w.len()
            && head.ends_with(*w)
            && matches!(
                head.as_bytes()[head.len() - w.len() - 1],
                b' ' | b'\t' | b'|'
            )
    });
    let line = &s.as_bytes()[ls..at];
    // the separator right before the identifier's cell
    let mut k = label.map_or(line.len(), |w| head.len() - w.len());
    while k > 0 && matches!(line[k - 1], b' ' | b'\t') {
        k -= 1;
    }
    let blanks = &line[k..];
    let piped = k > 0 && line[k - 1] == b'|';
    if piped {
        k -= 1;
        while k > 0 && matches!(line[k - 1], b' ' | b'\t') {
            k -= 1;
        }
    } else if !(blanks.len() >= 2 || blanks.contains(&b'\t')) {
        return None;
    }
    // the first cell: from the start of the line (after a leading pipe) to the separator
    let mut a = 0;
    while a < k && matches!(line[a], b' ' | b'\t' | b'|') {
        a += 1;
    }
    let cell = &line[a..k];
    // letters and single spaces only (a name cell), before the cell is tokenised
    if cell.is_empty()
        || cell.len() > 80
        || cell
            .iter()
            .any(|&x| x.is_ascii_digit() || matches!(x, b'|' | b'\t' | b':' | b'@' | b',' | b'('))
    {
        return None;
    }
    if cell.windows(2).any(|w| w == b"  ") {
        return None;
    }
    let toks = words::<true>(s, None, ls + a, ls + k);
    if !(2..=4).contains(&toks.len()) {
        return None;
    }
    // nothing but the words and the single spaces between them
    if toks[0].start != ls + a || toks[toks.len() - 1].end != ls + k {
        return None;
    }
    let script = toks[0].script;
    let last = toks.len() - 1;
    let ok = toks.iter().enumerate().all(|(n, t)| {
        t.script == script
            && (n == last || t.tight_next)
            && if t.is_particle() {
                n < last
            } else {
                t.name_like(l) && (script == Script::Arabic || t.cap)
            }
    });
    // a phone number, an e-mail address or a card is also listed beside a line, a service or
    // a card's brand ("Ligne directe   71 234 567", "Carte Visa   4970 …"): one word of the name
    // lists is needed there
    let known = toks
        .iter()
        .any(|t| !t.is_particle() && (t.first_name() || t.last_name()));
    ok.then(|| (toks[0].start, toks[last].end, known))
}

/// Every other mention of a part of a found name (a family name alone, a first name alone, or
/// the name written in capitals) becomes a PERSON finding too.
#[inline(never)]
pub(super) fn add_mentions(text: &Text<'_>, found: &mut Vec<Candidate>) {
    let s = text.as_str();
    let l = lists();
    let mut taken: std::collections::BTreeMap<usize, usize> =
        found.iter().map(|c| (c.start, c.end)).collect();
    let clashes = |taken: &std::collections::BTreeMap<usize, usize>, a: usize, b: usize| {
        taken.range(..b).next_back().is_some_and(|(_, &e)| e > a)
    };
    let persons: Vec<(usize, usize)> = found
        .iter()
        .filter(|c| c.entity == Entity::Person)
        .map(|c| (c.start, c.end))
        .collect();
    if persons.is_empty() {
        return;
    }
    // a name followed by its transcription in the other script: "Mme Sami Ben Ali (سامي بن علي)"
    // (a role in brackets, "X Y (CEO)", is in the same script: not a transcription)
    let arabic = |t: &str| t.chars().any(is_arabic_letter);
    for &(a, b) in &persons {
        let Some((x, y)) = transcription(s, b) else {
            continue;
        };
        if arabic(&s[a..b]) == arabic(&s[x..y]) {
            continue;
        }
        if !clashes(&taken, x, y) {
            taken.insert(x, y);
            found.push(Candidate {
                entity: Entity::Person,
                start: x,
                end: y,
                score: 0.75,
                detector: "person.transcription",
                reasons: vec![Reason::Structure {
                    what: "transcription entre parenthèses",
                }],
            });
        }
    }
    // the parts of every name found (lower-case for Latin), and the name each belongs to
    let mut parts: std::collections::BTreeMap<String, String> = std::collections::BTreeMap::new();
    // the lower-case keys of a name's words go into one reused arena, not one allocation each
    let mut arena = String::new();
    for c in found.iter().filter(|c| c.entity == Entity::Person) {
        arena.clear();
        for t in words::<true>(s, Some(&mut arena), c.start, c.end) {
            if t.key.chars().count() >= 3
                && !t.is_particle()
                && t.name_like_key(l)
                && !parts.contains_key(&*t.key)
            {
                parts.insert(t.key.to_string(), s[c.start..c.end].to_string());
            }
        }
    }
    if parts.is_empty() {
        return;
    }
    // one pass over the text for every part, as written, capitalised or in capitals
    let mut pats: Vec<String> = Vec::with_capacity(parts.len() * 4);
    let mut owner: Vec<&str> = Vec::with_capacity(parts.len() * 4);
    for k in parts.keys() {
        let forms = if k.chars().next().is_some_and(is_arabic_letter) {
            vec![k.clone()]
        } else {
            // in lower case too (a chat, an e-mail address written out): kept below only
            // when two parts follow each other ("kamel trabelsi"), a lone lower-case word being
            // as often a common one
            vec![capitalise(k), k.to_uppercase(), k.clone()]
        };
        for p in forms {
            pats.push(p);
            owner.push(k);
        }
    }
    // (start, end, part) of each whole-word mention, then adjacent ones merged into one span
    let Some(found_hits) = mention_hits(s, &pats, &owner) else {
        return;
    };
    let hits: Vec<(usize, usize, &str)> = found_hits
        .into_iter()
        .map(|(a, b, p)| (a, b, owner[p]))
        .collect();
    // only a space, a hyphen or a particle between two parts makes them one name
    let joins = |gap: &str| {
        matches!(gap, " " | "-")
            || gap.len() <= 10 && {
                let g = gap.trim().to_lowercase();
                gap.starts_with(' ') && gap.ends_with(' ') && PARTICLES_LATIN.contains(&g.as_str())
                    || PARTICLES_ARABIC.contains(&g.as_str())
            }
    };
    let mut k = 0;
    while k < hits.len() {
        let (a, mut b, part) = hits[k];
        let mut j = k + 1;
        while j < hits.len() && hits[j].0 >= b && joins(&s[b..hits[j].0]) {
            b = hits[j].1;
            j += 1;
        }
        let lower = s[a..].chars().next().is_some_and(char::is_lowercase);
        if lower && j == k + 1 {
            k = j;
            continue;
        }
        if !clashes(&taken, a, b) {
            taken.insert(a, b);
            found.push(Candidate {
                entity: Entity::Person,
                start: a,
                end: b,
                score: 0.7,
                detector: "person.mention",
                reasons: vec![Reason::Mention {
                    of: parts[part].clone(),
                }],
            });
        }
        k = j;
    }
}

/// The whole-word mentions of `forms` in `s` as `(start, end, form index)`, in text order:
/// the matches of a leftmost-longest search for the forms over the whole text that have no
/// letter or digit right before or after them (an Arabic proclitic glued before an Arabic
/// part is allowed). `owner[k]` is the part form `k` is written from. `None` when the search
/// cannot be built (nothing is then added, as before).
///
/// When every form is made of ASCII letters, apostrophes, hyphens, Latin-1 letters and the
/// characters U+0600–U+067F (names in French and Arabic), [`MentionScan`] gives the same
/// result with one cheap pass over the bytes; otherwise one automaton pass over the text.
fn mention_hits(s: &str, forms: &[String], owner: &[&str]) -> Option<Vec<(usize, usize, usize)>> {
    match MentionScan::new(forms, owner) {
        Some(scan) => scan.hits(s, forms, owner),
        None => {
            let ac = mention_automaton(forms, aho_corasick::AhoCorasickKind::DFA)?;
            Some(
                ac.find_iter(s)
                    .map(|m| (m.start(), m.end(), m.pattern().as_usize()))
                    .filter(|&(a, b, k)| whole_word(s, a, b, owner[k]))
                    .collect(),
            )
        }
    }
}

fn mention_automaton(
    forms: &[String],
    kind: aho_corasick::AhoCorasickKind,
) -> Option<aho_corasick::AhoCorasick> {
    aho_corasick::AhoCorasick::builder()
        .kind(Some(kind))
        .match_kind(aho_corasick::MatchKind::LeftmostLongest)
        .build(forms)
        .ok()
}

/// No letter or digit touches `s[a..b]` (a mention of `part`), except a proclitic glued before
/// an Arabic part: "وسامي".
fn whole_word(s: &str, a: usize, b: usize, part: &str) -> bool {
    let arabic = part.chars().next().is_some_and(is_arabic_letter);
    let after_ok = s[b..].chars().next().is_none_or(|c| !c.is_alphanumeric());
    let mut before = s[..a].chars().rev();
    let before_ok = match before.next() {
        None => true,
        Some(c) if !c.is_alphanumeric() => true,
        Some(c) if arabic && PROCLITICS.contains(&c) => {
            before.next().is_none_or(|c| !c.is_alphanumeric())
        }
        Some(_) => false,
    };
    after_ok && before_ok
}

/// The lead bytes of the two-byte characters a [`MentionScan`] handles: U+00C0–U+00FF,
/// U+0600–U+063F and U+0640–U+067F.
const SCAN_LEADS: [u8; 3] = [0xC3, 0xD8, 0xD9];

/// The class of each byte for [`MentionScan`]: [`NOT_REGION`], [`LETTER`] (an ASCII letter),
/// [`JOINER`] (`'`, `-`), or the index in [`SCAN_LEADS`] of a lead byte.
const NOT_REGION: u8 = 255;
const LETTER: u8 = 254;
const JOINER: u8 = 253;
const REGION_CLASS: [u8; 256] = {
    let mut t = [NOT_REGION; 256];
    let mut x = 0;
    while x < 256 {
        let b = x as u8;
        t[x] = match b {
            b'A'..=b'Z' | b'a'..=b'z' => LETTER,
            b'\'' | b'-' => JOINER,
            0xC3 => 0,
            0xD8 => 1,
            0xD9 => 2,
            _ => NOT_REGION,
        };
        x += 1;
    }
    t
};

/// The search of [`mention_hits`] without an automaton pass over the whole text.
///
/// Every form is made of bytes of "regions": ASCII letters, `'`, `-` and the two-byte
/// characters of [`SCAN_LEADS`]. A match of a form therefore lies inside one maximal run of
/// such characters (a region), and the leftmost-longest matches starting in a region are those
/// of the same search over the region alone. A whole-word match starts at the region's start,
/// after a character that is neither a letter nor a digit, or after a proclitic there; and it
/// ends at the region's end or before such a character. So a region of letters and digits only
/// holds a whole-word match only if the region itself, or the region without its first
/// (proclitic) character, is a form: one look-up, behind a 16-bit sketch. Only the regions that
/// hold a form, or a character that is neither letter nor digit and a start a form can begin
/// with, are searched with the automaton.
struct MentionScan<'f> {
    /// Form bytes to the first form index written so (the automaton reports that one).
    index: HashMap<&'f [u8], usize>,
    /// Forms written the same for two different parts: left to the automaton.
    ambiguous: HashSet<&'f [u8]>,
    /// One bit per [`sketch`] of a form.
    sketches: Vec<u64>,
    /// The first bytes of the forms.
    first: [bool; 256],
    /// For each lead byte of [`SCAN_LEADS`], bit `k`: a form starts with the character of
    /// continuation byte `0x80 + k` ([`MentionScan::next_start`]).
    first_pair: [u64; 3],
    /// The shortest form, in bytes.
    shortest: usize,
    /// For each lead byte of [`SCAN_LEADS`], bit `k`: the character of continuation byte
    /// `0x80 + k` is a letter or digit.
    alnum: [u64; 3],
    /// The same for the [`PROCLITICS`].
    proclitic: [u64; 3],
}

/// 16 bits from the length and the two first and two last bytes of `w` (at least 2 bytes).
fn sketch(w: &[u8]) -> usize {
    let n = w.len();
    let x = (n as u32)
        ^ (u32::from(w[0]) << 5)
        ^ (u32::from(w[1]) << 13)
        ^ (u32::from(w[n - 2]) << 21)
        ^ (u32::from(w[n - 1]) << 26);
    (x.wrapping_mul(0x9E37_79B1) >> 16) as usize
}

impl<'f> MentionScan<'f> {
    /// `None` when a form holds a character outside the regions, or is shorter than 2 bytes.
    fn new(forms: &'f [String], owner: &[&str]) -> Option<Self> {
        let mut scan = MentionScan {
            index: HashMap::default(),
            ambiguous: HashSet::default(),
            sketches: vec![0; 1 << 10],
            first: [false; 256],
            first_pair: [0; 3],
            shortest: usize::MAX,
            alnum: [0; 3],
            proclitic: [0; 3],
        };
        for (k, lead) in SCAN_LEADS.iter().enumerate() {
            for c in 0..64u32 {
                let ch = char::from_u32((u32::from(lead & 0x1F) << 6) | c)?;
                if ch.is_alphanumeric() {
                    scan.alnum[k] |= 1 << c;
                }
                if PROCLITICS.contains(&ch) {
                    scan.proclitic[k] |= 1 << c;
                }
            }
        }
        for (k, f) in forms.iter().enumerate() {
            let handled = f.chars().all(|c| {
                c.is_ascii_alphabetic()
                    || matches!(c, '\'' | '-' | '\u{00C0}'..='\u{00FF}' | '\u{0600}'..='\u{067F}')
            });
            if !handled || f.len() < 2 {
                return None;
            }
            let w = f.as_bytes();
            scan.first[usize::from(w[0])] = true;
            if let Some(&k) = SCAN_LEADS.iter().position(|&x| x == w[0]).as_ref() {
                scan.first_pair[k] |= 1 << (w[1] & 0x3F);
            }
            scan.shortest = scan.shortest.min(w.len());
            let h = sketch(w);
            scan.sketches[h >> 6] |= 1 << (h & 63);
            match scan.index.get(w) {
                Some(&j) if owner[j] != owner[k] => {
                    scan.ambiguous.insert(w);
                }
                Some(_) => {}
                None => {
                    scan.index.insert(w, k);
                }
            }
        }
        Some(scan)
    }

    /// The two bytes `x`, `y` are a proclitic.
    fn is_proclitic(&self, x: u8, y: u8) -> bool {
        let k = REGION_CLASS[usize::from(x)];
        usize::from(k) < SCAN_LEADS.len() && self.proclitic[usize::from(k)] >> (y & 0x3F) & 1 != 0
    }

    /// The first position at or after `i` (a character boundary) where a form can start: its
    /// first byte, and for a two-byte character its second byte too, start a form.
    #[inline]
    fn next_start(&self, b: &[u8], mut i: usize) -> Option<usize> {
        loop {
            let p = i + b[i..].iter().position(|&x| self.first[usize::from(x)])?;
            let k = usize::from(REGION_CLASS[usize::from(b[p])]);
            // valid UTF-8: a continuation byte follows a lead byte
            if k >= SCAN_LEADS.len() || self.first_pair[k] >> (b[p + 1] & 0x3F) & 1 != 0 {
                return Some(p);
            }
            i = p + 2;
        }
    }

    /// The start of the region that holds the character at `p`, not before `floor` (a character
    /// boundary, outside any region that holds `p` or at its start).
    #[inline]
    fn region_start(b: &[u8], floor: usize, mut p: usize) -> usize {
        while p > floor {
            let y = b[p - 1];
            match REGION_CLASS[usize::from(y)] {
                LETTER | JOINER => p -= 1,
                // the last byte of a two-byte character whose lead is one of SCAN_LEADS
                NOT_REGION
                    if (0x80..0xC0).contains(&y)
                        && p - 1 > floor
                        && usize::from(REGION_CLASS[usize::from(b[p - 2])]) < SCAN_LEADS.len() =>
                {
                    p -= 2
                }
                _ => break,
            }
        }
        p
    }

    /// The form `w` is written as, if any.
    fn form(&self, w: &[u8]) -> Option<usize> {
        if w.len() < self.shortest {
            return None;
        }
        let h = sketch(w);
        if self.sketches[h >> 6] & (1 << (h & 63)) == 0 {
            return None;
        }
        self.index.get(w).copied()
    }

    fn hits(
        &self,
        s: &str,
        forms: &[String],
        owner: &[&str],
    ) -> Option<Vec<(usize, usize, usize)>> {
        let b = s.as_bytes();
        let n = b.len();
        let mut hits = Vec::new();
        // built the first time a region needs it
        let mut ac: Option<aho_corasick::AhoCorasick> = None;
        let mut i = 0;
        while i < n {
            // a region holds a match only if a form starts in it: the regions before the next
            // position where one can are skipped without looking at their characters
            match self.next_start(b, i) {
                Some(p) => i = Self::region_start(b, i, p),
                None => break,
            }
            match b[i..]
                .iter()
                .position(|&x| REGION_CLASS[usize::from(x)] != NOT_REGION)
            {
                Some(k) => i += k,
                None => break,
            }
            let r0 = i;
            // every character is a letter or a digit
            let mut plain = true;
            // a form can start at one of the region's possible whole-word starts
            let mut may = false;
            // the current character can start a whole-word match
            let mut starts = true;
            while i < n {
                let x = b[i];
                match REGION_CLASS[usize::from(x)] {
                    NOT_REGION => break,
                    LETTER => {
                        if starts {
                            may |= self.first[usize::from(x)];
                            starts = false;
                        }
                        i = ascii_letters_end(b, i + 1, n, 0x2020_2020_2020_2020);
                    }
                    JOINER => {
                        plain = false;
                        starts = true;
                        i += 1;
                    }
                    k => {
                        // valid UTF-8: a continuation byte follows a lead byte
                        let k = usize::from(k);
                        let bit = 1u64 << (b[i + 1] & 0x3F);
                        if self.alnum[k] & bit == 0 {
                            plain = false;
                            starts = true;
                        } else if starts {
                            may |= self.first[usize::from(x)];
                            // after a proclitic, a match can start too
                            starts = self.proclitic[k] & bit != 0;
                        }
                        i += 2;
                        // the rest of an Arabic word: letters of U+0600–U+067F in one loop
                        if !starts {
                            while i + 1 < n
                                && b[i] | 1 == 0xD9
                                && self.alnum[usize::from(b[i] & 1) + 1] >> (b[i + 1] & 0x3F) & 1
                                    != 0
                            {
                                i += 2;
                            }
                        }
                    }
                }
            }
            let r1 = i;
            if !may {
                continue;
            }
            if plain {
                // the whole region, found as it is: the only match in it
                if let Some(k) = self.form(&b[r0..r1]) {
                    if !self.ambiguous.contains(&b[r0..r1]) {
                        if whole_word(s, r0, r1, owner[k]) {
                            hits.push((r0, r1, k));
                        }
                        continue;
                    }
                } else {
                    // else only the region without a leading proclitic can be a whole word
                    let after = r0 + 2;
                    let glued = after < r1
                        && self.is_proclitic(b[r0], b[r0 + 1])
                        && self.form(&b[after..r1]).is_some();
                    if !glued {
                        continue;
                    }
                }
            }
            if ac.is_none() {
                ac = Some(mention_automaton(
                    forms,
                    aho_corasick::AhoCorasickKind::NoncontiguousNFA,
                )?);
            }
            let ac = ac.as_ref()?;
            for m in ac.find_iter(&s[r0..r1]) {
                let (x, y, k) = (r0 + m.start(), r0 + m.end(), m.pattern().as_usize());
                if whole_word(s, x, y, owner[k]) {
                    hits.push((x, y, k));
                }
            }
        }
        Some(hits)
    }
}

/// The span inside "(…)" right after `end` when it holds 1-4 words of letters only.
fn transcription(s: &str, end: usize) -> Option<(usize, usize)> {
    let rest = &s[end..];
    let open = rest.len() - rest.trim_start_matches(' ').len();
    let inner = rest[open..].strip_prefix('(')?;
    let close = inner.find(')')?;
    let body = &inner[..close];
    let words = body.split(' ').filter(|w| !w.is_empty()).count();
    let letters_only = body
        .chars()
        .all(|c| c.is_alphabetic() || c == ' ' || c == '-');
    if !(1..=4).contains(&words) || !letters_only || body.trim().is_empty() {
        return None;
    }
    let start = end + open + 1 + (body.len() - body.trim_start().len());
    Some((start, start + body.trim().len()))
}

/// Names that no title, label, list word or cue phrase announces, found from the document
/// around them: an e-mail address spelled from the name ([`emailed`]), a date of birth right
/// after it ([`born_after`]). A name on a line of its own where a person signs or heads a
/// document is found line by line, in the pass of [`signatures`] ([`name_line`]).
fn unannounced(s: &str, from: usize, to: usize, toks: &[Tok], l: &Lists, out: &mut Vec<Candidate>) {
    emailed(s, from, to, toks, l, out);
    born_after(s, from, to, toks, l, out);
    id_holders_arabic(s, from, to, toks, l, out);
    senders(s, from, to, toks, l, out);
    attendees(s, toks, l, out);
}

/// The length of a chat export's time stamp at the start of `line`, up to the sender's name:
/// `12/03/2023, 11:37 - ` (Android), `[12/03/2023, 11:37:05] ` (iOS), `12/03/23 11:37 PM - `.
fn chat_stamp(line: &[u8]) -> Option<usize> {
    let mut k = usize::from(line.first() == Some(&b'['));
    let digits = |k: &mut usize, max: usize| {
        let a = *k;
        while *k < line.len() && *k - a < max && line[*k].is_ascii_digit() {
            *k += 1;
        }
        *k > a
    };
    // the date: d/m/y
    for _ in 0..2 {
        if !digits(&mut k, 2) || line.get(k) != Some(&b'/') {
            return None;
        }
        k += 1;
    }
    if !digits(&mut k, 4) {
        return None;
    }
    if line.get(k) == Some(&b',') {
        k += 1;
    }
    if line.get(k) != Some(&b' ') {
        return None;
    }
    k += 1;
    // the time: h:mm, maybe :ss, maybe AM/PM
    if !digits(&mut k, 2) || line.get(k) != Some(&b':') {
        return None;
    }
    k += 1;
    if !digits(&mut k, 2) {
        return None;
    }
    if line.get(k) == Some(&b':') {
        k += 1;
        digits(&mut k, 2);
    }
    for m in [&b" AM"[..], b" PM", b" am", b" pm"] {
        if line[k..].starts_with(m) {
            k += m.len();
        }
    }
    let rest = &line[k..];
    if line[0] == b'[' {
        rest.strip_prefix(b"] ").map(|_| k + 2)
    } else {
        rest.strip_prefix(b" - ").map(|_| k + 3)
    }
}

/// The sender of a chat message: after a chat export's time stamp, the name before the colon
/// (`12/03/2023, 11:37 - X Y: ...`), or a message header of a name and its time alone on a line
/// (`X Y (17:39)`). One to three name words of one script; a single word only after a stamp.
fn senders(s: &str, from: usize, to: usize, toks: &[Tok], l: &Lists, out: &mut Vec<Candidate>) {
    let b = s.as_bytes();
    for (a, e) in lines(s, from, to) {
        let line = &b[a..e];
        let (name_from, name_to, single, what) = if let Some(k) = chat_stamp(line) {
            let Some(c) = memchr::memchr(b':', &line[k..]) else {
                continue;
            };
            (a + k, a + k + c, true, "expéditeur d'un message")
        } else if line.len() <= 60 && line.ends_with(b")") && line.len() > 8 && {
            let t = &line[line.len() - 8..];
            t[0] == b' '
                && t[1] == b'('
                && t[2..4].iter().all(u8::is_ascii_digit)
                && t[4] == b':'
                && t[5..7].iter().all(u8::is_ascii_digit)
        } {
            (a, e - 8, false, "en-tête d'un message")
        } else {
            continue;
        };
        let i = toks.partition_point(|t| t.start < name_from);
        let j = toks.partition_point(|t| t.end <= name_to);
        if j <= i || j - i > 3 || !s[name_from..toks[i].start].trim().is_empty() {
            continue;
        }
        let words = &toks[i..j];
        let script = words[0].script;
        // a particle counts inside the name, not as its first word
        let fits = words.iter().enumerate().all(|(k, t)| {
            t.script == script
                && (t.name_like(l) || k > 0 && t.is_particle())
                && (t.cap || script == Script::Arabic)
        });
        let tight = words[..words.len() - 1].iter().all(|t| t.tight_next);
        let fills = s[words[words.len() - 1].end..name_to].trim().is_empty();
        if fits && tight && fills && (words.len() >= 2 || single) {
            push(
                out,
                toks,
                i,
                j,
                0.75,
                Reason::Structure { what },
                "person.chat",
            );
        }
    }
}

/// The labels of a list of the people present: `Present: X Y (CEO); Z W (CFO)`.
const ATTENDEE_LABELS: &[&str] = &[
    "present",
    "présents",
    "presents",
    "présent",
    "attendees",
    "participants",
    "الحاضرون",
    "الحضور",
];

/// The people of an attendance list: after one of [`ATTENDEE_LABELS`] and its colon, each item
/// of the line (between `;` or `,`) that starts with two to four name words of one script, maybe
/// followed by its role in brackets, is a name.
fn attendees(s: &str, toks: &[Tok], l: &Lists, out: &mut Vec<Candidate>) {
    for (i, t) in toks.iter().enumerate() {
        if !(t.colon_next && ATTENDEE_LABELS.contains(&&*t.key)) {
            continue;
        }
        // the colon itself, after blanks (a pipe or a dot leader also sets `colon_next`)
        let b = s.as_bytes();
        let mut colon = t.end;
        while colon < b.len() && matches!(b[colon], b' ' | b'\t') {
            colon += 1;
        }
        if b.get(colon) != Some(&b':') {
            continue;
        }
        let colon = colon + 1;
        let eol = memchr::memchr(b'\n', &b[colon..]).map_or(s.len(), |k| colon + k);
        let mut k = i + 1;
        let mut item_from = colon;
        while item_from < eol {
            let item_to = s[item_from..eol]
                .find([';', ',', '،', '؛'])
                .map_or(eol, |c| item_from + c);
            while k < toks.len() && toks[k].start < item_from {
                k += 1;
            }
            let end = extend_name(toks, k, l, 4);
            let ok = end >= k + 2
                && toks[end - 1].end <= item_to
                && s[item_from..toks[k].start].trim().is_empty()
                && {
                    let rest = s[toks[end - 1].end..item_to].trim();
                    rest.is_empty() || rest.starts_with('(') && rest.ends_with([')', '.'])
                };
            if ok {
                push(
                    out,
                    toks,
                    k,
                    end,
                    0.75,
                    Reason::Context {
                        word: t.key.to_string(),
                    },
                    "person.attendee",
                );
            }
            // past the separator (`،` and `؛` are two bytes)
            item_from = s[item_to..]
                .chars()
                .next()
                .map_or(eol, |c| item_to + c.len_utf8());
        }
    }
}

/// The longest e-mail local part compared, in letters.
const LOCAL_MAX: usize = 48;
/// How far from an e-mail address (in bytes, either side) the name it is spelled from is looked for.
const EMAIL_REACH: usize = 600;

/// The letters of the local part of the e-mail address whose `@` is at byte `at`, in lower case
/// and without digits or separators (`d.fakoumi85` → `dfakoumi`), written into `buf`. `None` when
/// `at` is no e-mail address (no local part, no dotted domain) or the part is too long.
fn local_letters<'b>(s: &str, at: usize, buf: &'b mut [u8; LOCAL_MAX]) -> Option<&'b [u8]> {
    let b = s.as_bytes();
    let is_local = |x: u8| x.is_ascii_alphanumeric() || matches!(x, b'.' | b'_' | b'-' | b'+');
    let mut a = at;
    while a > 0 && is_local(b[a - 1]) {
        a -= 1;
    }
    // the domain, without the full stop of a sentence that ends after it
    let domain = b[at + 1..]
        .iter()
        .take_while(|&&x| x.is_ascii_alphanumeric() || matches!(x, b'.' | b'-'))
        .count();
    let domain = &b[at + 1..at + 1 + domain];
    let domain = domain.strip_suffix(b".").unwrap_or(domain);
    let dotted = domain
        .iter()
        .rposition(|&x| x == b'.')
        .is_some_and(|k| k > 0 && k + 1 < domain.len());
    if a == at || !dotted {
        return None;
    }
    let mut n = 0;
    for &x in b[a..at].iter().filter(|x| x.is_ascii_alphabetic()) {
        *buf.get_mut(n)? = x.to_ascii_lowercase();
        n += 1;
    }
    Some(&buf[..n])
}

/// A Latin name word in lower-case ASCII letters (`Fabène` → `fabene`, `Ben-Salah` →
/// `bensalah`), written into `buf`; `None` for a letter without an ASCII form.
fn ascii_letters<'b>(key: &str, buf: &'b mut [u8; LOCAL_MAX]) -> Option<&'b [u8]> {
    let mut n = 0;
    for c in key.chars() {
        let x = match c {
            'a'..='z' => c as u8,
            'à' | 'á' | 'â' | 'ä' => b'a',
            'ç' => b'c',
            'è' | 'é' | 'ê' | 'ë' => b'e',
            'ì' | 'í' | 'î' | 'ï' => b'i',
            'ò' | 'ó' | 'ô' | 'ö' => b'o',
            'ù' | 'ú' | 'û' | 'ü' => b'u',
            '\'' | '-' => continue,
            _ => return None,
        };
        *buf.get_mut(n)? = x;
        n += 1;
    }
    Some(&buf[..n])
}

/// The local part is one name word in full and the start of the other (`nifabout`,
/// `dfakoumi`, `boujilgoubina`), in either order: the address was made from the name.
fn spelled_from(local: &[u8], a: &[u8], b: &[u8]) -> bool {
    let full_then_start = |x: &[u8], y: &[u8]| {
        x.len() >= 3
            && local.len() > x.len()
            && local.starts_with(x)
            && y.starts_with(&local[x.len()..])
    };
    let start_then_full = |x: &[u8], y: &[u8]| {
        y.len() >= 3
            && local.len() > y.len()
            && local.ends_with(y)
            && x.starts_with(&local[..local.len() - y.len()])
    };
    full_then_start(a, b) || full_then_start(b, a) || start_then_full(a, b) || start_then_full(b, a)
}

/// Two capitalised Latin name words next to each other, near an e-mail address spelled from
/// them: "Nifa Boutrouni, DOB ... / nifa-bout@topnet.tn", "JAMIMA GARILSSI" under a letter
/// whose sender writes from `jamima-gari@...`. A company whose address is its name
/// (`djerbaagro@`) has a stop word in it or around it most of the time; the rule needs both
/// words, one in full.
fn emailed(s: &str, from: usize, to: usize, toks: &[Tok], l: &Lists, out: &mut Vec<Candidate>) {
    let word = |t: &Tok| t.script == Script::Latin && t.cap && !t.is_particle() && t.name_like(l);
    for at in memchr::memchr_iter(b'@', &s.as_bytes()[from..to]).map(|k| from + k) {
        let mut lb = [0; LOCAL_MAX];
        let Some(local) = local_letters(s, at, &mut lb).filter(|x| x.len() >= 4) else {
            continue;
        };
        let lo = toks.partition_point(|t| t.start < at.saturating_sub(EMAIL_REACH));
        let hi = toks.partition_point(|t| t.start < at + EMAIL_REACH);
        for k in lo..hi.saturating_sub(1) {
            let (t, n) = (&toks[k], &toks[k + 1]);
            if !(t.tight_next && word(t) && word(n)) {
                continue;
            }
            let (mut ab, mut bb) = ([0; LOCAL_MAX], [0; LOCAL_MAX]);
            let (Some(a), Some(b)) = (
                ascii_letters(&t.key, &mut ab),
                ascii_letters(&n.key, &mut bb),
            ) else {
                continue;
            };
            if !spelled_from(local, a, b) {
                continue;
            }
            // the name goes on through its particles and name words ("Sami Ben Salah"); an
            // organisation's word around it ("Groupe Zarvane Textiles", "Zarvane Textiles
            // SARL") means the address is the organisation's
            let end = extend_name(toks, k, l, 4).max(k + 2);
            let org_before = k > 0 && {
                let p = &toks[k - 1];
                p.tight_next && p.cap && !p.name_like(l) && !p.is(class::TITLE | class::GREETING)
            };
            let org_after = toks[end - 1].tight_next
                && toks
                    .get(end)
                    .is_some_and(|x| x.script == Script::Latin && x.cap);
            if org_before || org_after {
                continue;
            }
            push(
                out,
                toks,
                k,
                end,
                0.8,
                Reason::Structure {
                    what: "adresse e-mail du nom",
                },
                "person.email",
            );
        }
    }
}

/// What follows ", " after a name to give its date of birth.
const BIRTH_CUES: &[&str] = &[
    "born ",
    "DOB ",
    "DOB:",
    "date of birth",
    "né le ",
    "née le ",
    "né(e) le ",
    "né à ",
    "née à ",
    "date de naissance",
];

/// What follows ", " after a name to give the person's profession, in apposition: "Nous, X Y,
/// huissier de justice", "X Y, avocate au barreau de Tunis", "X Y, notary public". A word
/// that a name of an organisation or a place is as often followed by ("Tunis, directeur") is
/// no cue alone: the rule needs two name words before the comma.
const PROFESSION_CUES: &[&str] = &[
    "huissier",
    "huissière",
    "avocat",
    "avocate",
    "notaire",
    "expert-comptable",
    "expert judiciaire",
    "médecin",
    "greffier",
    "président",
    "présidente",
    "juge",
    "greffière",
    "pharmacien",
    "pharmacienne",
    "infirmier",
    "infirmière",
    "ingénieur",
    "ingénieure",
    "architecte",
    "gérant",
    "gérante",
    // a domicile in apposition: "votre garant, X Y, domiciliée …", "X Y, demeurant à …"
    "domicilié",
    "domiciliée",
    "demeurant",
    "residing",
    "délégué du personnel",
    "déléguée du personnel",
    "bailiff",
    "lawyer",
    "attorney",
    "notary",
    "solicitor",
    "physician",
];

/// What follows ", " or " (" after a name to give the person's identity document: "the file of
/// X Y (CIN 01234567)", "X Y, titulaire de la CIN n° …". An identity card or a passport is a
/// person's: a firm or a place has none.
const ID_CUES: &[&str] = &[
    "CIN ",
    "CIN:",
    "CIN n",
    "C.I.N",
    "titulaire de la CIN",
    "titulaire de la carte",
    "titulaire du passeport",
    "passeport n",
    "passport n",
    "holder of ID",
    "holder of the ID",
    "holder of passport",
    "ID card",
];

/// What follows "، " after an Arabic name to give the person's identity document: "وهي X Y،
/// صاحبة ب.ت.و عدد …".
const ID_CUES_ARABIC: &[&str] = &[
    "صاحب ب.ت.و",
    "صاحبة ب.ت.و",
    "صاحب بطاقة التعريف",
    "صاحبة بطاقة التعريف",
    "حامل بطاقة التعريف",
    "حاملة بطاقة التعريف",
    "صاحب جواز السفر",
    "صاحبة جواز السفر",
    "ب.ت.و عدد",
];

/// The first bytes of [`BIRTH_CUES`], [`PROFESSION_CUES`] and [`ID_CUES`]: most commas are
/// followed by none.
const APPOSITION_LEADS: [bool; 256] = {
    let mut t = [false; 256];
    let mut k = 0;
    while k < BIRTH_CUES.len() {
        t[BIRTH_CUES[k].as_bytes()[0] as usize] = true;
        k += 1;
    }
    let mut k = 0;
    while k < PROFESSION_CUES.len() {
        t[PROFESSION_CUES[k].as_bytes()[0] as usize] = true;
        k += 1;
    }
    let mut k = 0;
    while k < ID_CUES.len() {
        t[ID_CUES[k].as_bytes()[0] as usize] = true;
        k += 1;
    }
    t
};

/// "… and Nifa Boutrouni, DOB 7 December 1955", "Toured Bouyaf, born on …", "Kavrin Moutali,
/// né le …": two or three capitalised Latin name words right before ", " and a birth cue
/// ([`BIRTH_CUES`]) are a person; so are two or three before ", " and a profession
/// ([`PROFESSION_CUES`]: "Nous, X Y, huissier de justice", "X Y, domiciliée"), and two or
/// three before ", " or " (" and an identity document ([`ID_CUES`]: "X Y (CIN …)"). The name
/// must start where the capitalised words start (a longer capitalised run, or a firm's word
/// before it, is an organisation's name, left alone).
fn born_after(s: &str, from: usize, to: usize, toks: &[Tok], l: &Lists, out: &mut Vec<Candidate>) {
    let word = |t: &Tok| t.script == Script::Latin && t.cap && t.name_like(l);
    let b = s.as_bytes();
    for c in memchr::memchr2_iter(b',', b'(', &b[from..to]).map(|k| from + k) {
        // most commas are followed by none of the cues: their first letters first. A bracket
        // opens after a space, right after the name, and only an identity document's cue
        // follows it.
        let bracket = b[c] == b'(';
        let rest = &b[c + 1..to];
        let (rest, name_end) = if bracket {
            if c == 0 || b[c - 1] != b' ' {
                continue;
            }
            (rest, c - 1)
        } else {
            let Some(rest) = rest.strip_prefix(b" ") else {
                continue;
            };
            (rest, c)
        };
        if !rest
            .first()
            .is_some_and(|&x| APPOSITION_LEADS[usize::from(x)])
        {
            continue;
        }
        let id = ID_CUES.iter().any(|q| rest.starts_with(q.as_bytes()));
        if bracket && !id {
            continue;
        }
        let birth = !id && BIRTH_CUES.iter().any(|q| rest.starts_with(q.as_bytes()));
        // a profession is a whole word: "avocat" but not "avocats" of a firm's name
        let profession = || {
            PROFESSION_CUES.iter().any(|q| {
                rest.starts_with(q.as_bytes())
                    && rest
                        .get(q.len())
                        .is_none_or(|&x| !x.is_ascii_alphabetic() && x < 0x80)
            })
        };
        if !id && !birth && !profession() {
            continue;
        }
        // the token that ends right at the comma (or at the space before the bracket)
        let e = toks.partition_point(|t| t.end < name_end);
        if toks.get(e).is_none_or(|t| t.end != name_end || !word(t)) {
            continue;
        }
        let mut a = e;
        while a > 0 && e - a < 3 && toks[a - 1].tight_next && toks[a - 1].script == Script::Latin {
            let p = &toks[a - 1];
            if !(word(p) || p.is_particle() && a < e) {
                break;
            }
            a -= 1;
        }
        let longer = a > 0 && toks[a - 1].tight_next && toks[a - 1].cap;
        // a firm's name before a domicile or a role: "la société Alpha Beta, domiciliée à"
        let firm = !id
            && !birth
            && a > 0
            && matches!(
                &*toks[a - 1].key,
                "société"
                    | "societe"
                    | "sarl"
                    | "entreprise"
                    | "firme"
                    | "company"
                    | "groupe"
                    | "cabinet"
                    | "agence"
                    | "banque"
                    | "bank"
                    | "association"
                    | "bureau"
                    | "firm"
            );
        if e - a < 1 || longer || firm || toks[a].is_particle() {
            continue;
        }
        let (what, detector) = if id {
            ("pièce d'identité", "person.id_holder")
        } else if birth {
            ("date de naissance", "person.birth")
        } else {
            ("profession", "person.profession")
        };
        push(
            out,
            toks,
            a,
            e + 1,
            0.75,
            Reason::Structure { what },
            detector,
        );
    }
}

/// "وهي X Y، صاحبة ب.ت.و عدد …": two Arabic name words (or a chain `X بن Y Z`) right before "، "
/// and an identity document's cue ([`ID_CUES_ARABIC`]) are a person, when "he is" / "she is"
/// comes before them or one of them is a known first name or a family name.
fn id_holders_arabic(
    s: &str,
    from: usize,
    to: usize,
    toks: &[Tok],
    l: &Lists,
    out: &mut Vec<Candidate>,
) {
    let b = s.as_bytes();
    let word = |t: &Tok| t.script == Script::Arabic && t.name_like(l) && !t.is_particle();
    for c in memchr::memmem::find_iter(&b[from..to], "، ".as_bytes()).map(|k| from + k) {
        let rest = &b[c + "، ".len()..to];
        if !ID_CUES_ARABIC
            .iter()
            .any(|q| rest.starts_with(q.as_bytes()))
        {
            continue;
        }
        let e = toks.partition_point(|t| t.end < c);
        if toks.get(e).is_none_or(|t| t.end != c || !word(t)) {
            continue;
        }
        // two name words, or a chain "X بن Y Z" (at most two particles): no more, as Arabic
        // has no capitals to say where running text ends and the name starts
        if e == 0 || !(toks[e - 1].tight_next && word(&toks[e - 1])) {
            continue;
        }
        let mut a = e - 1;
        for _ in 0..2 {
            if a >= 2
                && toks[a - 1].is_particle()
                && toks[a - 1].tight_next
                && toks[a - 2].tight_next
                && word(&toks[a - 2])
            {
                a -= 2;
            }
        }
        // without capitals, something more must say it is a name: a word of the lists or a
        // family name's shape (ال…ي), or "he is" / "she is" before it
        let announced = a > 0
            && toks[a - 1].tight_next
            && matches!(&*toks[a - 1].key, "وهي" | "وهو" | "هي" | "هو");
        if !(announced || toks[a].first_name() || toks[e].last_name()) {
            continue;
        }
        push(
            out,
            toks,
            a,
            e + 1,
            0.75,
            Reason::Structure {
                what: "pièce d'identité",
            },
            "person.id_holder",
        );
    }
}

/// What starts the line under a signature to give the signer's identity card or passport.
const ID_LINES: &[&str] = &[
    "CIN ",
    "CIN:",
    "CIN n",
    "C.I.N",
    "N° CIN",
    "Passeport ",
    "Passport ",
    "رقم بطاقة التعريف",
    "بطاقة التعريف",
];
/// What a contact line under a CV's name holds: an e-mail address or a phone word.
const CONTACT_WORDS: &[&str] = &["@", "Tél", "Tel", "Phone", "الهاتف", "+216"];
/// What a contact line under a Latin CV's name holds: a person's phone, not a switchboard's.
const PERSONAL_CONTACT: &[&str] = &["Mobile", "GSM", "Portable", "Cell"];

/// A name on a line of its own, where a document puts one:
/// - a signature: the line under it gives an identity card or passport ([`ID_LINES`]);
/// - a CV's heading: the first line of the document (or a Markdown heading), with contact data
///   on one of the next three lines: in Arabic script, any ([`CONTACT_WORDS`]) and a word of
///   the lists; in Latin script, a mobile number's word ([`PERSONAL_CONTACT`]: a Latin
///   letterhead over a phone number is as often a company's, which [`headings`] finds when a
///   word of it is in the lists, or [`emailed`]);
/// - after a closing formula on the same line: "مع التحية، X Y", "Cordialement, X Y".
///
/// The line holds nothing but two to four name words of one script (particles inside): a title
/// line of a document, a heading in capitals with a stop word, a company or a city keeps its
/// words.
///
/// `s[a..b]` is one line of the piece that ends at `to`; [`signatures`] calls this for each, in
/// its own pass over the lines.
fn name_line(
    s: &str,
    to: usize,
    (a, b): (usize, usize),
    toks: &[Tok],
    l: &Lists,
    out: &mut Vec<Candidate>,
) {
    let bytes = s.as_bytes();
    if b - a < 5 || b - a > 100 {
        return;
    }
    let line = &s[a..b];
    let next = |k: usize| lines(s, (b + 1).min(to), to).nth(k).map(|(c, d)| &s[c..d]);
    // after a closing formula on the same line, a Latin name needs a word of the lists:
    // "Merci, Bonne Journée", "Best regards, Human Resources" are no signatures
    let mut needs_known = false;
    let mut heading = false;
    let (kind, name_from) = if let Some(c) = closing_before(line) {
        needs_known = true;
        ("signature", a + c)
    } else if b - a <= 60 && b < to && {
        let below = &bytes[b + 1..to];
        ID_LINES.iter().any(|p| below.starts_with(p.as_bytes()))
    } {
        ("signature", a)
    } else if (line.starts_with('#') || a == 0) && b - a <= 60 && {
        let head = line.trim_start_matches(['#', ' ']);
        let contact = |words: &[&str]| {
            // within three lines: a Markdown underline and an empty line may come between
            (0..3).any(|k| next(k).is_some_and(|x| words.iter().any(|w| x.contains(w))))
        };
        if head.starts_with(is_arabic_letter) {
            // a document's first line over contact data is as often its title ("إشعار بتغيير
            // المعطيات", "سيرة ذاتية"): a word of the lists is needed, in either script
            needs_known = true;
            contact(CONTACT_WORDS)
        } else {
            // a Latin letterhead over a phone number is as often a company's; over a mobile
            // number, it is a person's (a CV's heading)
            head.starts_with(|c: char| c.is_uppercase()) && contact(PERSONAL_CONTACT)
        }
    } {
        heading = true;
        ("titre du document", a)
    } else {
        return;
    };
    let i = toks.partition_point(|t| t.start < name_from);
    let j = toks.partition_point(|t| t.start < b);
    if !(2..=4).contains(&(j - i)) {
        return;
    }
    let words = &toks[i..j];
    let script = words[0].script;
    let fits = words.iter().all(|t| {
        t.script == script
            && (t.name_like(l) || t.is_particle())
            && (t.cap || script == Script::Arabic)
    });
    let tight = words[..words.len() - 1].iter().all(|t| t.tight_next);
    let alone = s[name_from..words[0].start]
        .trim_matches([' ', '#', '*', '\t'])
        .is_empty()
        && s[words[words.len() - 1].end..b].trim().is_empty();
    let known = (script == Script::Arabic && !heading)
        || words.iter().any(|t| t.first_name() || t.last_name());
    if !(fits && tight && alone && (known || !needs_known))
        || words[0].is_particle()
        || words[words.len() - 1].is_particle()
    {
        return;
    }
    push(
        out,
        toks,
        i,
        j,
        0.75,
        Reason::Structure { what: kind },
        "person.line",
    );
}

/// If `line` starts with a closing formula ([`CLOSINGS`], or "مع التحية") and a comma, the byte
/// offset right after the comma.
fn closing_before(line: &str) -> Option<usize> {
    let head = &line.as_bytes()[..line.len().min(40)];
    // a Latin comma, or the Arabic one (U+060C: D8 8C)
    let k = memchr::memchr2(b',', 0x8C, head)?;
    let (cut, after) = match head[k] {
        b',' => (k, k + 1),
        _ if k > 0 && head[k - 1] == 0xD8 => (k - 1, k + 1),
        _ => return None,
    };
    let formula = line[..cut].trim();
    let is_closing = formula == "مع التحية"
        || CLOSINGS
            .iter()
            .any(|c| c.len() == formula.len() && c.eq_ignore_ascii_case(formula));
    is_closing.then_some(after)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The forms `add_mentions` searches for `keys`, and the part each is written from.
    fn forms_of<'k>(keys: &[&'k str]) -> (Vec<String>, Vec<&'k str>) {
        forms_with(keys, true)
    }

    /// The same, the lower-case forms included or not.
    fn forms_with<'k>(keys: &[&'k str], lower: bool) -> (Vec<String>, Vec<&'k str>) {
        let mut forms = Vec::new();
        let mut owner = Vec::new();
        for &k in keys {
            let fs = if k.chars().next().is_some_and(is_arabic_letter) {
                vec![k.to_string()]
            } else if lower {
                vec![capitalise(k), k.to_uppercase(), k.to_string()]
            } else {
                vec![capitalise(k), k.to_uppercase()]
            };
            for f in fs {
                forms.push(f);
                owner.push(k);
            }
        }
        (forms, owner)
    }

    /// What [`MentionScan`] must reproduce: one automaton pass over the whole text.
    fn hits_by_automaton(s: &str, forms: &[String], owner: &[&str]) -> Vec<(usize, usize, usize)> {
        let ac = mention_automaton(forms, aho_corasick::AhoCorasickKind::DFA).unwrap();
        automaton_hits(&ac, s, owner)
    }

    fn automaton_hits(
        ac: &aho_corasick::AhoCorasick,
        s: &str,
        owner: &[&str],
    ) -> Vec<(usize, usize, usize)> {
        ac.find_iter(s)
            .map(|m| (m.start(), m.end(), m.pattern().as_usize()))
            .filter(|&(a, b, k)| whole_word(s, a, b, owner[k]))
            .collect()
    }

    const KEYS: [&str; 14] = [
        "sami",
        "samir",
        "ben-salah",
        "salah",
        "salah-eddine",
        "o'neil",
        "béji",
        "élodie",
        "mabouzi",
        "سامي",
        "علي",
        "وليد",
        "ليد",
        "بسمة",
    ];

    #[test]
    fn mention_scan_spans() {
        let (forms, owner) = forms_of(&KEYS);
        let scan = MentionScan::new(&forms, &owner).expect("all forms handled");
        let s = "Sami, SAMI Samir xSami Sami2 2Sami Sami-x Ben-Salah Salah-eddineX \
                 d'Élodie BÉJI-Sami «Mabouzi» وسامي بسامي وبسامي سامي٢ علي، عليه وليد ليدا بسمةـ Sami";
        let got: Vec<(&str, &str)> = scan
            .hits(s, &forms, &owner)
            .unwrap()
            .into_iter()
            .map(|(a, b, k)| (&s[a..b], owner[k]))
            .collect();
        assert_eq!(
            got,
            [
                ("Sami", "sami"),
                ("SAMI", "sami"),
                ("Samir", "samir"),
                ("Sami", "sami"),
                ("Salah", "salah"),
                ("Élodie", "élodie"),
                ("BÉJI", "béji"),
                ("Sami", "sami"),
                ("Mabouzi", "mabouzi"),
                ("سامي", "سامي"),
                ("سامي", "سامي"),
                ("علي", "علي"),
                ("وليد", "وليد"),
                ("Sami", "sami"),
            ]
        );
        assert_eq!(
            scan.hits(s, &forms, &owner).unwrap(),
            hits_by_automaton(s, &forms, &owner)
        );
    }

    #[test]
    fn mention_scan_skips_to_the_region_of_a_possible_start() {
        // the capitalised and upper-case forms only: a lower-case one starts at a lower-case
        // letter, which this text is about not starting at
        let (forms, owner) = forms_with(&KEYS, false);
        let scan = MentionScan::new(&forms, &owner).expect("all forms handled");
        // "é" and "à" share their first byte with "É" but start no form; "’" is a three-byte
        // character (outside the regions); "ب" starts "بسمة", inside "كتاب" too
        let s = "é à de la xSami, ’Élodie كتاب";
        let b = s.as_bytes();
        let p = scan.next_start(b, 0).unwrap();
        assert_eq!(&s[p..p + 4], "Sami");
        assert_eq!(&s[MentionScan::region_start(b, 0, p)..p], "x");
        // never before the floor
        assert_eq!(MentionScan::region_start(b, p, p), p);
        let q = scan.next_start(b, p + 1).unwrap();
        assert_eq!(&s[q..q + 7], "Élodie");
        assert_eq!(MentionScan::region_start(b, 0, q), q);
        let r = scan.next_start(b, q + 2).unwrap();
        assert_eq!(&s[r..], "ب");
        assert_eq!(&s[MentionScan::region_start(b, 0, r)..], "كتاب");
        assert_eq!(scan.next_start(b, r + 2), None);
        // the same hits as the automaton ("Élodie")
        assert_eq!(
            scan.hits(s, &forms, &owner).unwrap(),
            hits_by_automaton(s, &forms, &owner)
        );
    }

    #[test]
    fn mention_scan_agrees_with_the_automaton_on_random_texts() {
        // fragments of the forms, separators, digits, proclitics, non-region characters
        let bits = [
            "Sami",
            "SAMI",
            "sami",
            "Samir",
            "Sa",
            "mi",
            "Ben",
            "-",
            "'",
            "Salah",
            "SALAH-",
            "eddine",
            "Salah-eddine",
            "O'neil",
            "O'NEIL",
            "Béji",
            "BÉJI",
            "é",
            "É",
            "Élodie",
            "Mabouzi",
            "MABOUZI",
            " ",
            " ",
            "\n",
            "2",
            "x",
            "×",
            "÷",
            "’",
            "ł",
            "_",
            ",",
            "سامي",
            "علي",
            "وليد",
            "ليد",
            "بسمة",
            "و",
            "ب",
            "ل",
            "ا",
            "ـ",
            "٢",
            "،",
            "\u{064E}",
            "ۀ",
        ];
        let (forms, owner) = forms_of(&KEYS);
        let scan = MentionScan::new(&forms, &owner).unwrap();
        let ac = mention_automaton(&forms, aho_corasick::AhoCorasickKind::DFA).unwrap();
        let mut seed: u64 = 0x2545_F491_4F6C_DD1D;
        let mut found = 0;
        for _ in 0..4000 {
            let mut s = String::new();
            for _ in 0..12 {
                seed = seed
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1_442_695_040_888_963_407);
                s.push_str(bits[(seed >> 33) as usize % bits.len()]);
            }
            let want = automaton_hits(&ac, &s, &owner);
            found += want.len();
            assert_eq!(scan.hits(&s, &forms, &owner).unwrap(), want, "{s:?}");
        }
        // the texts hold mentions, so the comparison is not between two empty lists
        assert!(found > 1000, "{found}");
    }

    #[test]
    fn mentions_of_other_characters_use_the_automaton() {
        let (forms, owner) = forms_of(&["łukasz", "sami"]);
        assert!(MentionScan::new(&forms, &owner).is_none());
        let s = "Łukasz, ŁUKASZ et Sami; xŁukasz";
        let got: Vec<&str> = mention_hits(s, &forms, &owner)
            .unwrap()
            .into_iter()
            .map(|(a, b, _)| &s[a..b])
            .collect();
        assert_eq!(got, ["Łukasz", "ŁUKASZ", "Sami"]);
    }

    /// [`tokenize`] as it was before its byte-run fast paths: the reference they must match.
    fn tokenize_reference(s: &str, from: usize, to: usize) -> Vec<Tok<'_>> {
        let bytes = s.as_bytes();
        let latin = |c: char| alphabetic(c) && !is_arabic_letter(c);
        let l = lists();
        // about one word per 8 bytes in prose: one allocation instead of a dozen doublings
        let mut toks: Vec<Tok> = Vec::with_capacity((to - from) / 8);
        let mut i = from;
        while i < to {
            let x = bytes[i];
            let (c, script) = if x < 0x80 {
                if !x.is_ascii_alphabetic() {
                    i += 1;
                    continue;
                }
                (x as char, Script::Latin)
            } else {
                // `to` is a character boundary, so a character starting before it ends by it
                let Some((c, n)) = char_len_at(s, i) else {
                    break;
                };
                if is_arabic_letter(c) {
                    (c, Script::Arabic)
                } else if alphabetic(c) {
                    (c, Script::Latin)
                } else {
                    i += n;
                    continue;
                }
            };
            let mut end = i + c.len_utf8();
            // ASCII case flags gathered while scanning (used when the whole word is ASCII)
            let mut ascii = x < 0x80;
            let mut any_upper = x.is_ascii_uppercase();
            let mut all_upper = any_upper;
            match script {
                Script::Arabic => {
                    // Arabic letters are all two-byte characters
                    while end < to {
                        let y = bytes[end];
                        if !(0xD8..=0xDB).contains(&y) {
                            break;
                        }
                        let cp = (u32::from(y & 0x1F) << 6) | u32::from(bytes[end + 1] & 0x3F);
                        if !char::from_u32(cp).is_some_and(is_arabic_letter) {
                            break;
                        }
                        end += 2;
                    }
                }
                Script::Latin => {
                    while end < to {
                        let y = bytes[end];
                        if y.is_ascii_alphabetic() {
                            let up = y.is_ascii_uppercase();
                            any_upper |= up;
                            all_upper &= up;
                            end += 1;
                        } else if y < 0x80 {
                            // internal apostrophe or hyphen followed by a letter: "Ben-Salah"
                            let joins = matches!(y, b'\'' | b'-')
                                && end + 1 < to
                                && char_len_at(s, end + 1).is_some_and(|(d, _)| latin(d));
                            if !joins {
                                break;
                            }
                            end += 1;
                        } else {
                            let Some((d, n)) = char_len_at(s, end) else {
                                break;
                            };
                            if !latin(d) {
                                break;
                            }
                            ascii = false;
                            end += n;
                        }
                    }
                }
            }
            let word = &s[i..end];
            let (cap, upper, key) = match script {
                // an ASCII word (most Latin words): the same answers without Unicode tables
                Script::Latin if ascii => {
                    let cap = x.is_ascii_uppercase();
                    let upper = cap && all_upper;
                    let key = if any_upper {
                        Cow::Owned(word.to_ascii_lowercase())
                    } else {
                        Cow::Borrowed(word)
                    };
                    (cap, upper, key)
                }
                Script::Latin => {
                    let cap = c.is_uppercase();
                    let any_upper = cap || word.chars().any(char::is_uppercase);
                    let upper = cap
                        && word
                            .chars()
                            .filter(|c| c.is_alphabetic())
                            .all(char::is_uppercase);
                    let key = if any_upper {
                        Cow::Owned(word.to_lowercase())
                    } else {
                        Cow::Borrowed(word)
                    };
                    (cap, upper, key)
                }
                Script::Arabic => (false, false, Cow::Borrowed(word)),
            };
            if let Some(prev) = toks.last_mut() {
                // the gap is exactly one space or one hyphen
                prev.tight_next = i == prev.end + 1 && matches!(bytes[prev.end], b' ' | b'-');
            }
            let mut k = end;
            while k < bytes.len() && matches!(bytes[k], b' ' | b'\t') {
                k += 1;
            }
            let aligned = |a: usize, b: usize| {
                let gap = &bytes[a..b];
                (gap.contains(&b'\t') || gap.len() >= 2)
                    && bytes
                        .get(b)
                        .is_some_and(|&x| !matches!(x, b'\n' | b'\r' | b':'))
            };
            let leader_colon = |mut k: usize| {
                if bytes[k..].starts_with(b"...") {
                    while k < bytes.len() && matches!(bytes[k], b'.' | b' ' | b'\t') {
                        k += 1;
                    }
                }
                matches!(bytes.get(k), Some(b':' | b'|'))
            };
            // a leader of three dots or more followed by more of the line and no colon
            let leader_aligns = |k: usize| {
                if !bytes[k..].starts_with(b"...") {
                    return false;
                }
                let j = k + bytes[k..]
                    .iter()
                    .take_while(|&&x| matches!(x, b'.' | b' ' | b'\t'))
                    .count();
                bytes
                    .get(j)
                    .is_some_and(|&x| !matches!(x, b'\n' | b'\r' | b':' | b'|'))
            };
            // a bracket closed on its line within 80 bytes, or a run of '*' / '_'
            let aside = match bytes.get(k) {
                Some(b'(') => {
                    let inner = &bytes[k + 1..(k + 81).min(bytes.len())];
                    let close = inner.iter().position(|&x| x == b')');
                    let stop = inner.iter().position(|&x| matches!(x, b'(' | b'\n' | b':'));
                    close
                        .filter(|&c| stop.is_none_or(|st| c < st))
                        .map(|c| k + c + 2)
                }
                Some(b'*' | b'_') => Some(
                    k + bytes[k..]
                        .iter()
                        .take_while(|&&x| x == b'*' || x == b'_')
                        .count(),
                ),
                _ => None,
            };
            let (colon_next, aligned_next) = match aside {
                Some(close) => {
                    let mut j = close;
                    while j < bytes.len() && matches!(bytes[j], b' ' | b'\t') {
                        j += 1;
                    }
                    match bytes.get(j) {
                        Some(b':' | b'|') => (true, false),
                        Some(b'.') => (leader_colon(j), false),
                        _ => (false, aligned(close, j) || aligned(end, k)),
                    }
                }
                None => (leader_colon(k), aligned(end, k) || leader_aligns(k)),
            };
            let class = l.class_of(&key);
            toks.push(Tok {
                start: i,
                end,
                script,
                key,
                cap,
                upper,
                tight_next: false,
                colon_next,
                aligned_next,
                class,
            });
            i = end;
        }
        toks
    }
    #[test]
    fn tokenize_agrees_with_its_reference() {
        let bits = [
            "sami",
            "Sami",
            "SAMI",
            "abcdefghijklmnopqrstuvwxyz",
            "ABCDEFGHIJ",
            "mcDonald",
            "é",
            "É",
            "ß",
            "ª",
            "µ",
            "×",
            "-",
            "'",
            "' ",
            " ",
            "  ",
            "\t",
            ":",
            " :",
            "\n",
            "2",
            "٢",
            "@",
            "[",
            "`",
            "{",
            "سامي",
            "بن",
            "علي",
            "ـ",
            "\u{064E}",
            "ۀ",
            "ڤ",
            "ﻻ",
            "’",
            "ł",
            "Ł",
            "ǅ",
            "I\u{0307}",
            "K",
            "Þ",
            "þ",
            "ÿ",
            "Ÿ",
            "÷",
            "Ö",
            "ö",
            "Éric",
            "ÈÀ",
            "àé",
            "\u{00C0}",
            "\u{00DE}",
            "\u{00DF}",
            // a bracketed translation or emphasis before a colon, a dot leader
            "(",
            ")",
            "(الاسم) ",
            "**",
            "*",
            "_",
            " ...",
            ".",
            "|",
        ];
        let mut seed: u64 = 0x9E37_79B9_7F4A_7C15;
        for _ in 0..6000 {
            let mut s = String::new();
            for _ in 0..10 {
                seed = seed
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1_442_695_040_888_963_407);
                s.push_str(bits[(seed >> 33) as usize % bits.len()]);
            }
            // the whole text, and a window ending inside it (at a character boundary)
            let cut = s.char_indices().nth(7).map_or(s.len(), |(k, _)| k);
            for (from, to) in [(0, s.len()), (0, cut), (cut, s.len())] {
                let got = format!("{:?}", tokenize(&s, from, to));
                let want = format!("{:?}", tokenize_reference(&s, from, to));
                assert_eq!(got, want, "{s:?} {from}..{to}");
            }
        }
    }

    #[test]
    fn arabic_letter_bits_agree_with_is_arabic_letter() {
        for cp in 0x0600..0x0700u32 {
            let c = char::from_u32(cp).unwrap();
            let bit = ARABIC_LETTERS[(cp >> 6) as usize - 0x18] >> (cp & 0x3F) & 1 != 0;
            assert_eq!(bit, is_arabic_letter(c), "{c:?}");
        }
    }

    #[test]
    fn lean_tokens_differ_only_in_unread_bits() {
        let l = lists();
        assert!(l.lower.len() >= 40, "{}", l.lower.len());
        for (k, &c) in &l.classes {
            let want = if c & LOWER_BITS != 0 { c } else { 0 };
            assert_eq!(l.lower_class_of(k), want, "{k}");
            if c & LOWER_BITS != 0 {
                assert!(k.len() < 32, "{k}");
            }
        }
        let s =
            "je soussigné Mme sami ben salah, bonjour el hadi et dr Ali ep Jebali de Sfax; eBay";
        // the arena starts with other text: keys are read at their own offsets
        let mut arena = String::from("SAMI sami ");
        let full = tokenize(s, 0, s.len());
        let lean = tokenize_lean(s, &mut arena, 0, s.len());
        assert_eq!(full.len(), lean.len());
        for (f, t) in full.iter().zip(&lean) {
            let latin_lower = f.script == Script::Latin && !f.cap;
            if latin_lower && f.class & LOWER_BITS == 0 {
                assert_eq!(t.class, 0, "{}", f.key);
            } else {
                assert_eq!(t.class, f.class, "{}", f.key);
            }
            let shape = |t: &Tok| format!("{:?}", (t.start, t.end, &t.key, t.cap, t.upper));
            assert_eq!(shape(f), shape(t));
        }
        let c = |w: &str| lean[full.iter().position(|t| t.key == w).unwrap()].class;
        assert_eq!(c("soussigné"), l.class_of("soussigné"));
        assert_ne!(c("ben") & class::FILIATION, 0);
        assert_ne!(c("bonjour") & class::GREETING, 0);
        assert_ne!(c("dr") & class::TITLE, 0);
        assert_ne!(c("el") & class::PARTICLE, 0);
        // a first name without its capital: the name list is not read for it, so not looked up
        assert_eq!(c("sami"), 0);
        assert_ne!(l.class_of("sami") & class::FIRST_LATIN, 0);
    }

    #[test]
    fn letter_runs_eight_bytes_at_a_time() {
        let s = b"abcdefghijklmnopqrstuvwxyzABC-defghijklmnop\xC3\xA9xyz";
        assert_eq!(ascii_letters_end(s, 0, s.len(), 0), 26);
        assert_eq!(ascii_letters_end(s, 0, s.len(), 0x2020_2020_2020_2020), 29);
        assert_eq!(ascii_letters_end(s, 30, s.len(), 0), 43);
        // the limit ends a run, with or without the eight-byte steps
        assert_eq!(ascii_letters_end(s, 0, 20, 0), 20);
        assert_eq!(ascii_letters_end(s, 0, 5, 0), 5);
        for w in ["@", "[", "`", "{", "A"] {
            assert_eq!(
                ascii_letters_end(format!("abcdefgh{w}").as_bytes(), 0, 9, 0),
                8,
                "{w}"
            );
        }
        assert_eq!(
            ascii_letters_end(b"abcdefgh[", 0, 9, 0x2020_2020_2020_2020),
            8
        );
    }

    #[test]
    fn transcriptions() {
        let s = "Mme Sami Ben Ali (سامي بن علي), née";
        let end = s.find(" (").unwrap();
        let (a, b) = transcription(s, end).unwrap();
        assert_eq!(&s[a..b], "سامي بن علي");
        assert_eq!(transcription("X (CIN 123)", 1), None);
        // a role in brackets is in the name's script: no transcription of it
        check_persons(&[
            (
                "Mme Tarvina Zoubadi (تارفينا زوبادي), née",
                &["Tarvina Zoubadi", "تارفينا زوبادي"],
            ),
            (
                "M. Kavrin Moutali (Directeur), présent",
                &["Kavrin Moutali"],
            ),
        ]);
        assert_eq!(transcription("X, (a)", 1), None);
    }

    #[test]
    fn tokens() {
        let s = "M. Ben-Salah, سامي بن علي";
        let t = tokenize(s, 0, s.len());
        let w: Vec<&str> = t.iter().map(|t| t.key.as_ref()).collect();
        assert_eq!(w, ["m", "ben-salah", "سامي", "بن", "علي"]);
        assert!(t[2].tight_next && t[3].tight_next && !t[4].tight_next);
        assert!(!t[0].tight_next);
    }

    #[test]
    fn ascii_and_unicode_words_get_the_same_case_flags() {
        // the ASCII fast path of `tokenize` must agree with the Unicode one
        let s = "SAMI Sami sami O'NEIL Ben-Salah McDonald BÉJI Béji ÉLODIE x";
        let t = tokenize(s, 0, s.len());
        let got: Vec<(&str, bool, bool)> =
            t.iter().map(|t| (t.key.as_ref(), t.cap, t.upper)).collect();
        assert_eq!(
            got,
            [
                ("sami", true, true),
                ("sami", true, false),
                ("sami", false, false),
                ("o'neil", true, true),
                ("ben-salah", true, false),
                ("mcdonald", true, false),
                ("béji", true, true),
                ("béji", true, false),
                ("élodie", true, true),
                ("x", false, false),
            ]
        );
        assert!(matches!(t[2].key, Cow::Borrowed(_)));
    }

    #[test]
    fn labels_of_one_to_three_words_before_a_colon() {
        // labels are tried only up to two tokens before a token a colon follows
        use crate::detect::{scan, ScanOptions};
        use crate::extract::{extract, Limits};
        let cases: [(&str, &[(&str, &str)]); 11] = [
            ("Nom et prénom : MABOUZI Slim\n", &[("MABOUZI Slim", "nom")]),
            (
                "NOM & PRÉNOM :\tLeila Trabelsi\n",
                &[("Leila Trabelsi", "nom")],
            ),
            (
                "Prénom et nom: Sami Ben Ali\n",
                &[("Sami Ben Ali", "prénom")],
            ),
            (
                "Réf. 12, Nom : Hédi Gharbi, Patient : Amel Jlassi.\n",
                &[("Hédi Gharbi", "nom"), ("Amel Jlassi", "patient")],
            ),
            (
                "Full name: Karim Mansour | Last name: Zouari\n",
                &[("Karim Mansour", "full"), ("Zouari", "last")],
            ),
            ("le nom : Sami Trabelsi\n", &[]),
            ("x y z Nom : Mounir Ayari\n", &[]),
            (
                "الاسم واللقب : سامي الطرابلسي\n",
                &[("سامي الطرابلسي", "الاسم")],
            ),
            (
                "Co-emprunteur : Nadia Ben Salah; Garant : Walid Hamdi\n",
                &[
                    ("Nadia Ben Salah", "co-emprunteur"),
                    ("Walid Hamdi", "garant"),
                ],
            ),
            ("Nom\n: Sami Trabelsi\n", &[]),
            ("A : B : C : Nom : Rim Khelifi\n", &[]),
        ];
        for (text, want) in cases {
            let doc = extract("t.txt", text.as_bytes().to_vec(), &Limits::default()).unwrap();
            let got: Vec<(String, String)> = scan(&doc, &ScanOptions::default())
                .iter()
                .filter(|f| f.detector == "person.label")
                .map(|f| {
                    let word = match &f.reasons[..] {
                        [Reason::Context { word }] => word.clone(),
                        other => format!("{other:?}"),
                    };
                    (f.text.clone(), word)
                })
                .collect();
            let want: Vec<(String, String)> = want
                .iter()
                .map(|&(t, w)| (t.to_string(), w.to_string()))
                .collect();
            assert_eq!(got, want, "{text:?}");
        }
    }

    #[test]
    fn lines_are_the_pieces_of_split() {
        for s in [
            "",
            "\n",
            "a",
            "a\n",
            "\na",
            "ab\n\ncd\n",
            "é\nسامي\n\n",
            "x\ny",
        ] {
            for from in (0..=s.len()).filter(|&k| s.is_char_boundary(k)) {
                for to in (from..=s.len()).filter(|&k| s.is_char_boundary(k)) {
                    let mut pos = from;
                    let want: Vec<(usize, usize)> = s[from..to]
                        .split('\n')
                        .map(|line| {
                            let r = (pos, pos + line.len());
                            pos += line.len() + 1;
                            r
                        })
                        .collect();
                    let got: Vec<(usize, usize)> = lines(s, from, to).collect();
                    assert_eq!(got, want, "{s:?} {from}..{to}");
                }
            }
        }
    }

    #[test]
    fn labels_are_found_as_by_to_lowercase() {
        let mut spans: Vec<String> = Vec::new();
        for l in LABELS {
            spans.push(l.to_string());
            spans.push(l.to_uppercase());
            spans.push(capitalise(l));
            spans.push(format!("{l}x"));
            spans.push(format!("{}\u{212A}", l.to_uppercase()));
        }
        let more = [
            "",
            "NOM",
            "Prénom",
            "PRÉNOM",
            "Nom Et Prénom",
            "ÀÉÎÕÜÞ",
            "\u{212A}",
            "İsim",
            "الاسم",
            "اللقب",
            "nom et prénom et nom et prénom et nom",
            "NOM ET PRÉNOM ET NOM ET PRÉNOM ET NOM ET PRÉNOM",
        ];
        spans.extend(more.iter().map(|w| w.to_string()));
        let mut found = 0;
        for w in &spans {
            let want = LABELS.contains(&w.to_lowercase().as_str());
            assert_eq!(is_label(w), want, "{w:?}");
            found += usize::from(want);
        }
        // every label in three cases (the Kelvin sign lowers to "k": none ends so)
        assert!(found >= 3 * LABELS.len(), "{found}");
        assert!(is_label("PRÉNOM") && is_label("Nom Et Prénom") && is_label("الاسم"));
    }

    #[test]
    fn latin1_words_get_their_case_flags_and_keys() {
        // words of U+00C0–U+00FF take the fast path of `tokenize`, others the Unicode one
        let s = "ÉLODIE Élodie élodie DÉJÀ déjà ÞÓR ßa Ÿves x×y Àb÷c ÖZ-Öz";
        let t = tokenize(s, 0, s.len());
        let got: Vec<(&str, &str, bool, bool)> = t
            .iter()
            .map(|t| (&s[t.start..t.end], t.key.as_ref(), t.cap, t.upper))
            .collect();
        assert_eq!(
            got,
            [
                ("ÉLODIE", "élodie", true, true),
                ("Élodie", "élodie", true, false),
                ("élodie", "élodie", false, false),
                ("DÉJÀ", "déjà", true, true),
                ("déjà", "déjà", false, false),
                ("ÞÓR", "þór", true, true),
                ("ßa", "ßa", false, false),
                ("Ÿves", "ÿves", true, false),
                ("x", "x", false, false),
                ("y", "y", false, false),
                ("Àb", "àb", true, false),
                ("c", "c", false, false),
                ("ÖZ-Öz", "öz-öz", true, false),
            ]
        );
        assert!(matches!(t[2].key, Cow::Borrowed(_)));
        assert!(matches!(t[4].key, Cow::Borrowed(_)));
    }

    #[test]
    fn one_lookup_gives_the_membership_of_every_list() {
        let l = lists();
        let owned = |s: HashSet<String>| s.into_iter().collect::<Vec<_>>();
        let raw = |s: &'static str| set(s).into_iter().map(str::to_string).collect::<Vec<_>>();
        let fixed =
            |a: &[&str], b: &[&str]| a.iter().chain(b).map(|w| w.to_string()).collect::<Vec<_>>();
        let lists: [(Vec<String>, u16); 12] = [
            (owned(lower_set(FIRST_LATIN)), class::FIRST_LATIN),
            (owned(lower_set(LAST_LATIN)), class::LAST_LATIN),
            (raw(FIRST_ARABIC), class::FIRST_ARABIC),
            (raw(LAST_ARABIC), class::LAST_ARABIC),
            (raw(STOP_LATIN), class::STOP_LATIN),
            (raw(STOP_ARABIC), class::STOP_ARABIC),
            (fixed(TITLES_LATIN, TITLES_ARABIC), class::TITLE),
            (fixed(PARTICLES_LATIN, PARTICLES_ARABIC), class::PARTICLE),
            (fixed(CUES, &[]), class::CUE),
            (fixed(GREETINGS, &[]), class::GREETING),
            (fixed(FILIATIONS, &[]), class::FILIATION),
            (cue_ends().collect(), class::CUE_END),
        ];
        // every word is found with its bits
        for (k, &c) in &l.classes {
            assert_eq!(l.class_of(k), c, "{k}");
        }
        for (words, bit) in &lists {
            assert!(words.len() >= 6, "list of bit {bit} too short");
            for w in words {
                assert_ne!(l.class_of(w) & bit, 0, "{w} lost bit {bit}");
            }
            // a bit only for the words of its list
            for (k, &c) in &l.classes {
                assert_eq!(
                    c & bit != 0,
                    words.contains(&k.to_string()),
                    "{k}, bit {bit}"
                );
            }
        }
        assert_eq!(l.class_of("sami") & class::FIRST_LATIN, class::FIRST_LATIN);
        assert_eq!(l.class_of("ben"), class::PARTICLE | class::FILIATION);
        for w in ["", "xyzzy", "qwvbnm", "ثثثث", &"a".repeat(l.longest + 1)] {
            assert_eq!(l.class_of(w), 0, "{w}");
        }
    }

    #[test]
    fn tokens_know_whether_a_colon_follows() {
        let s = "Nom : Sami\tPrénom\t\t:X Ben -: الاسم:علي";
        let t = tokenize(s, 0, s.len());
        let got: Vec<(&str, bool)> = t.iter().map(|t| (t.key.as_ref(), t.colon_next)).collect();
        assert_eq!(
            got,
            [
                ("nom", true),
                ("sami", false),
                ("prénom", true),
                ("x", false),
                ("ben", false),
                ("الاسم", true),
                ("علي", false),
            ]
        );
    }

    #[test]
    fn alphabetic_fast_path_agrees_with_unicode() {
        for c in (0..0x3000u32).filter_map(char::from_u32) {
            assert_eq!(alphabetic(c), c.is_alphabetic(), "{c:?}");
        }
    }

    /// The PERSON findings of `text` (scanned as a `.txt` file) as `(start, end, text)`.
    fn persons(text: &str) -> Vec<(usize, usize, String)> {
        let doc = crate::extract::extract(
            "t.txt",
            text.as_bytes().to_vec(),
            &crate::extract::Limits::default(),
        )
        .expect("extract");
        crate::detect::scan(&doc, &crate::detect::ScanOptions::default())
            .into_iter()
            .filter(|f| f.entity == Entity::Person)
            .map(|f| (f.start, f.end, f.text))
            .collect()
    }

    /// Each case: a text and the exact PERSON spans expected in it (as substrings, located by
    /// their first occurrence), nothing more.
    fn check_persons(cases: &[(&str, &[&str])]) {
        let mut failed = Vec::new();
        for (text, want) in cases {
            let want: Vec<(usize, usize, String)> = want
                .iter()
                .map(|w| {
                    let a = text.find(w).expect("expected name is in the text");
                    (a, a + w.len(), w.to_string())
                })
                .collect();
            let got = persons(text);
            if got != want {
                failed.push(format!("{text:?}\n  expected {want:?}\n  actual   {got:?}"));
            }
        }
        assert!(failed.is_empty(), "{}", failed.join("\n"));
    }

    #[test]
    fn arabic_chain_keeps_its_family_name() {
        check_persons(&[
            // the family name right after the last `بن X` is part of the name
            (
                "حضر السيد راشد بن عمار بن فرج قمودي، المولود بقابس.",
                &["راشد بن عمار بن فرج قمودي"],
            ),
            ("إلى السيدة نادرة بنت منصف زغدود", &["نادرة بنت منصف زغدود"]),
            // a word after the particle is a name even when a proclitic would make it a stop
            // word (ك + يلي); as written, a stop word still ends the chain
            ("إلى السيد راشد بن عمار بن كيلي", &["راشد بن عمار بن كيلي"]),
            ("إلى السيد راشد بن عمار بن يلي", &["راشد بن عمار"]),
            // without a title the chain keeps its first name and its family name
            (
                "ملف الموظف هادي بن رضا بن صالح الكناني / ملف",
                &["هادي بن رضا بن صالح الكناني"],
            ),
            // one word only after the chain: what follows is not taken
            (
                "حضر السيد راشد بن عمار قمودي وحده.",
                &["راشد بن عمار قمودي"],
            ),
            // a stop word after the chain ends it
            ("حضر السيد راشد بن عمار المولود بقابس.", &["راشد بن عمار"]),
            // a role or "holder of" after the chain is a stop word too (not a family name)
            (
                "يشهد أن السيد راشد بن عمار صاحب بطاقة التعريف الوطنية",
                &["راشد بن عمار"],
            ),
            (
                "وأن السيدة نادرة بنت منصف حاملة لجواز سفر",
                &["نادرة بنت منصف"],
            ),
            ("انتدب السيد راشد بن عمار فني أول", &["راشد بن عمار"]),
            // and so does "و" glued to a known name: another person
            ("حضر السيد راشد بن عمار ومحمد.", &["راشد بن عمار"]),
        ]);
    }

    #[test]
    fn a_name_field_takes_one_unknown_word() {
        check_persons(&[
            ("Prénom : Tarvina\n", &["Tarvina"]),
            ("First name: Zoulmira\n", &["Zoulmira"]),
            (
                "Nom : KARVOUDI\nPrénom : Sebtina\n",
                &["KARVOUDI", "Sebtina"],
            ),
            // a lower-case word is no name, and a label that does not ask for a name
            // ("À :", "De :") needs more than one unknown word
            ("Prénom : inconnu\n", &[]),
            ("À : Kantara\n", &[]),
            ("De : Zarvane\n", &[]),
        ]);
    }

    #[test]
    fn a_middle_initial_joins_the_name() {
        check_persons(&[
            (
                "représentée par M. Tavrin K. Zoubadi, gérant",
                &["Tavrin K. Zoubadi"],
            ),
            ("Tavrin K. Zoubadi;08123456;", &["Tavrin K. Zoubadi"]),
            ("Mme Sorla B. Ben Feknani, née", &["Sorla B. Ben Feknani"]),
            (
                "À la demande de Sorla B. Feknani Ltd.",
                &["Sorla B. Feknani"],
            ),
            // no full stop, a lower-case word, a stop word or a second letter: no initial
            ("Tavrin K Zoubadi a signé", &[]),
            ("le cas B. Zoubadi est clos", &[]),
            ("Article L. Pénal", &[]),
            ("voir annexe A. Zoubadi", &[]),
        ]);
    }

    #[test]
    fn the_cue_end_bit_marks_the_last_word_of_every_phrase() {
        let l = lists();
        let mut lasts: Vec<&str> = CUE_PHRASES.iter().map(|p| *p.last().unwrap()).collect();
        lasts.extend(["by", "par"]);
        for w in &lasts {
            // as the lean tokenizer reads a word without a capital, and as the full one does
            assert_ne!(l.lower_class_of(w) & class::CUE_END, 0, "{w}");
            assert_ne!(l.class_of(w) & class::CUE_END, 0, "{w}");
            // a word in capitals gets the bit of its lower-case key
            let upper = w.to_uppercase();
            let mut arena = String::new();
            let toks = tokenize_lean(&upper, &mut arena, 0, upper.len());
            assert!(toks.len() == 1 && toks[0].is(class::CUE_END), "{upper}");
        }
        // and no other word has it
        for (k, &c) in &l.classes {
            assert_eq!(c & class::CUE_END != 0, lasts.contains(&&**k), "{k}");
        }
        for w in [
            "",
            "d",
            "des",
            "name",
            "my",
            "the",
            "salariés",
            "ب",
            "bénéficiaires",
            "isx",
        ] {
            assert_eq!(l.class_of(w) & class::CUE_END, 0, "{w}");
        }
    }

    #[test]
    fn frequent_cue_ends_are_never_a_phrase_alone() {
        // a frequent last word is passed over unless the word before it is its phrases': a
        // phrase of that one word would never be tried
        for p in CUE_PHRASES {
            assert!(p.len() >= 2 || !FREQUENT_CUE_ENDS.contains(&p[0]), "{p:?}");
        }
        assert_eq!(
            frequent_cue_end("de"),
            Some(
                &[
                    "auprès",
                    "requête",
                    "demande",
                    "passeport",
                    "fils",
                    "fille",
                    "et"
                ][..]
            )
        );
        assert_eq!(frequent_cue_end("hire"), None);
    }

    #[test]
    fn a_cue_phrase_introduces_a_name() {
        check_persons(&[
            (
                "My name is Tarvina Zoubadi and I live here.",
                &["Tarvina Zoubadi"],
            ),
            (
                "Signed for the employer by Kavrin Moutali, ref. 12.",
                &["Kavrin Moutali"],
            ),
            (
                "Sur demande auprès de Sorla Feknani, au siège.",
                &["Sorla Feknani"],
            ),
            ("représentée par Sorla Feknani, gérante", &["Sorla Feknani"]),
            ("Le salarié : Kavrin Moutali — fin", &["Kavrin Moutali"]),
            ("(beneficiary Tarvina Zoubadi).", &["Tarvina Zoubadi"]),
            ("بطلب من زمراد كوتالي، بلغ", &["زمراد كوتالي"]),
            // a newcomer announced by HR
            (
                "Please welcome our new hire Tarvina Zoubadi who starts on Monday.",
                &["Tarvina Zoubadi"],
            ),
            (
                "Bienvenue à notre nouvelle recrue Sorla Feknani !",
                &["Sorla Feknani"],
            ),
            ("الموظف الجديد زمراد كوتالي يلتحق", &["زمراد كوتالي"]),
            (
                "avons entendu le nommé Kavrin Moutali, né le",
                &["Kavrin Moutali"],
            ),
            ("la nommée Sorla Feknani a déclaré", &["Sorla Feknani"]),
            ("le nommé ci-dessus a déclaré", &[]),
            ("our new hire policy, the New Hire Kit", &[]),
            ("the new employee Zoubadi.", &[]),
            // one word, a lower-case word, an organisation cut by a stop word, a line break
            ("auprès de Zoubadi seulement.", &[]),
            ("auprès de la Banque Centrale.", &[]),
            ("auprès de Zarvane Bank, agence", &[]),
            ("Signed by\nKavrin Moutali", &[]),
            // no cue before the words
            ("Rien pour Kavrin Moutali ici.", &[]),
        ]);
    }

    #[test]
    fn arabic_titles_with_and_without_proclitics() {
        for title in TITLES_ARABIC {
            assert!(arabic_title(title, lists().class_of(title)), "{title}");
            for p in PROCLITICS {
                let w = format!("{p}{title}");
                assert!(arabic_title(&w, lists().class_of(&w)), "{w}");
            }
            let rest = title.strip_prefix("ال").unwrap();
            let w = format!("لل{rest}");
            assert!(arabic_title(&w, lists().class_of(&w)), "{w}");
        }
        for w in ["سامي", "بن", "والي", "المدير", "للمدير", "وسامي", "ال"]
        {
            assert!(!arabic_title(w, lists().class_of(w)), "{w}");
        }
    }

    #[test]
    fn an_email_spelled_from_the_name_confirms_it() {
        check_persons(&[
            // one word in full and the start of the other, in either order, digits and
            // separators ignored, accents folded
            (
                "We need a few details for TARVINA ZOUBADI:\n* e-mail t.zoubadi@mail.tn\n",
                &["TARVINA ZOUBADI"],
            ),
            (
                "Contrat entre la société et Kavrin Moutali, ci-après.\nContact : kavrin-mout@mail.tn\n",
                &["Kavrin Moutali"],
            ),
            (
                "Références\nSorla Feknani, feknani_sorla77@mail.tn\n",
                &["Sorla Feknani"],
            ),
            (
                "Écrire à zebrine.ouk@x.tn.\n\nZébrine Oukali\n",
                &["Zébrine Oukali"],
            ),
            // a generic address, an address spelled from one word only, a lower-case pair, a
            // company with its form or its kind around it, no domain
            (
                "Zarvane Textiles\ncontact@zarvane.tn\n",
                &[],
            ),
            ("Kavrin Moutali\nmoutali@mail.tn\n", &[]),
            ("kavrin moutali, kavrinmoutali@mail.tn", &[]),
            (
                "Zarvane Textiles SARL, zarvanetextiles@mail.tn",
                &[],
            ),
            (
                "Groupe Zarvane Textiles, zarvanetextiles@mail.tn",
                &[],
            ),
            ("Kavrin Moutali @kavrinmoutali", &[]),
        ]);
    }

    #[test]
    fn a_birth_date_after_the_name_makes_it_a_person() {
        check_persons(&[
            (
                "made between the company and Tarvina Zoubadi, DOB 7 December 1955, holder",
                &["Tarvina Zoubadi"],
            ),
            (
                "and KAVRIN MOUTALI, born on 23rd August 1982, residing",
                &["KAVRIN MOUTALI"],
            ),
            (
                "et Sorla Ben Feknani, née le 2 mai 1970.",
                &["Sorla Ben Feknani"],
            ),
            // one word, a longer capitalised run (an organisation), a stop word, no comma,
            // a cue that is not a birth
            ("Zoubadi, born in 1970", &[]),
            ("Société Djerba Agro, née en 2001", &[]),
            ("la Banque Centrale, née de la réforme", &[]),
            ("Tarvina Zoubadi born on 7 May", &[]),
            ("Tarvina Zoubadi, director", &[]),
        ]);
    }

    #[test]
    fn officers_and_parents_named_by_their_role() {
        check_persons(&[
            (
                "Nous, commissaire Tarvina Zoubadi, officier de police judiciaire",
                &["Tarvina Zoubadi"],
            ),
            (
                "fille de Kavrin Moutali et de Sorla Feknani, titulaire",
                &["Kavrin Moutali", "Sorla Feknani"],
            ),
            (
                "برئاسة القاضي زمراد كوتالي وعضوية نادرة فقناني وبمساعدة كاتب الجلسة سامي زوبادي.",
                &["زمراد كوتالي", "نادرة فقناني", "سامي زوبادي"],
            ),
            (
                "نحن محافظ الشرطة زمراد كوتالي ضابط الشرطة العدلية، سمعنا المدعو نادر فقناني، المولود",
                &["زمراد كوتالي", "نادر فقناني"],
            ),
            (
                "par Tarvina Zoubadi, président, assisté de Kavrin Moutali, greffier.",
                &["Tarvina Zoubadi", "Kavrin Moutali"],
            ),
            (
                "نحن ملازم أول زمراد كوتالي ضابط الشرطة، ملف العون نادر فقناني",
                &["زمراد كوتالي", "نادر فقناني"],
            ),
            (
                "السلام عليكم، معاك نادرة فقناني من الوكالة. الشخص الذي يجب الاتصال به: زمراد كوتالي",
                &["نادرة فقناني", "زمراد كوتالي"],
            ),
            // "et de" without a filiation before it, a commissioner's office, a firm
            ("la société Zarvane et de Kavrin Moutali Conseil", &[]),
            ("le commissaire de police de Tunis", &[]),
            ("Cabinet Zarvane Moutali, avocats associés", &[]),
        ]);
    }

    #[test]
    fn names_under_a_name_column_of_a_csv_or_markdown_table() {
        use crate::extract::{extract, Limits};
        let cases: [(&str, &str, &[&str]); 12] = [
            // a register's prescriber, a ticket's customer (bilingual and Arabic headers)
            (
                "t.csv",
                "date;patient / المريض;prescripteur / الطبيب;medicament\n2024-01-02;Tarvina Zoubadi;Kavrin Moutali;Paracétamol\n",
                &["Tarvina Zoubadi", "Kavrin Moutali"],
            ),
            (
                "t.csv",
                "رقم التذكرة,القناة,الحريف,العون\nTCK-1,الفرع,زمراد كوتالي,علوان كوتي\n",
                &["زمراد كوتالي", "علوان كوتي"],
            ),
            (
                "t.csv",
                "Matricule;Nom & prénom;Ville\nE-1;Tarvina Zoubadi;Sfax\n",
                &["Tarvina Zoubadi"],
            ),
            // a header row is no label and its value ("Lien" after "Nom |"), in Markdown and in
            // a plain-text table under a rule
            (
                "t.md",
                "| Nom | Lien | CIN |\n|---|---|---|\n| Sorla Feknani | épouse | 02016184 |\n",
                &["Sorla Feknani"],
            ),
            (
                "t.txt",
                "Nom | Lien | Part\n-----------------\nSorla Feknani | épouse | 1/3\nKavrin Moutali | fils | 1/4\n",
                &["Sorla Feknani", "Kavrin Moutali"],
            ),
            // a payroll's "Agent" or "Salarié(e)" column, a transfer's beneficiary
            (
                "t.csv",
                "Identifiant;Agent;Service\nE-1;HOUVIEN TARCHALD;Production\n",
                &["HOUVIEN TARCHALD"],
            ),
            (
                "t.csv",
                "Identifiant,Service,Salarié(e)\nE-1,Ventes,Zoubir Kalfaji\n",
                &["Zoubir Kalfaji"],
            ),
            (
                "t.md",
                "| المستفيد | RIB |\n|---|---|\n| زمراد كوتالي | x |\n",
                &["زمراد كوتالي"],
            ),
            (
                "t.csv",
                "Id,Nom / الاسم واللقب,Tél\nE-2,زمراد كوتالي,x\n",
                &["زمراد كوتالي"],
            ),
            (
                "t.md",
                "# Annuaire\n\n| Matricule | الاسم واللقب | الخطة |\n|---|---|---|\n| EMP-1 | زمراد كوتالي | محاسب |\n",
                &["زمراد كوتالي"],
            ),
            // a column of another kind; the same rows without a delimiter row (no table)
            (
                "t.csv",
                "Matricule;Ville;Service\nE-1;Tarvina Zoubadi;Sfax\n",
                &[],
            ),
            (
                "t.md",
                "| Matricule | الاسم واللقب | الخطة |\n| EMP-1 | زمراد كوتالي | محاسب |\n",
                &[],
            ),
        ];
        for (name, text, want) in cases {
            let doc = extract(name, text.as_bytes().to_vec(), &Limits::default()).unwrap();
            let got: Vec<&str> = crate::detect::scan(&doc, &Default::default())
                .into_iter()
                .filter(|f| f.entity == Entity::Person)
                .map(|f| &text[f.start..f.end])
                .collect();
            assert_eq!(got, want, "{text:?}");
        }
    }

    #[test]
    fn places_and_institutions_named_after_people_are_no_names() {
        check_persons(&[
            ("لدى المحامي بالكاف، وبعد", &[]),
            ("Collège Ibn Rachiq, classe de 3e", &[]),
            ("Employeur : Nour Pharma SA", &[]),
            ("المدرسة الإعدادية ابن رشيق بسوسة", &[]),
            // a name after the same title stays one
            ("لدى المحامي زمراد كوتالي", &["زمراد كوتالي"]),
        ]);
    }

    #[test]
    fn chat_senders_and_attendance_lists() {
        check_persons(&[
            // the sender of an exported chat message, alone or with a family name
            (
                "12/03/2023, 11:37 - Tarvina Zoubadi: Bonjour\n12/03/2023, 11:38 - Kavrin: oui\n",
                &["Tarvina Zoubadi", "Kavrin"],
            ),
            ("[12/03/23, 11:39:05] Sorla Feknani: ok", &["Sorla Feknani"]),
            ("3/4/2024 9:05 PM - زمراد كوتالي: مرحبا", &["زمراد كوتالي"]),
            // a message header: a name and its time alone on a line
            ("Tarvina Zoubadi (17:39)\nBonjour", &["Tarvina Zoubadi"]),
            // the people present, with their roles in brackets (no transcription)
            (
                "Present: Tarvina Zoubadi (CEO); Kavrin Moutali (HR lead).",
                &["Tarvina Zoubadi", "Kavrin Moutali"],
            ),
            (
                "الحاضرون: زمراد كوتالي، نادرة فقناني",
                &["زمراد كوتالي", "نادرة فقناني"],
            ),
            // a phone number as the sender, a one-word header, a meeting's time, a list of
            // things, a date without its time
            ("12/03/2023, 11:40 - +216 98 123 456: allo", &[]),
            ("Réunion (10:30)\nSuite", &[]),
            ("Kavrin (17:39)\n", &[]),
            ("Participants : Direction Générale; Service Juridique", &[]),
            ("| Present | Tarvina Zoubadi |", &[]),
            ("12/03/2023 - Tarvina Zoubadi: ok", &[]),
        ]);
    }

    #[test]
    fn a_label_aligned_with_its_value_introduces_a_name() {
        check_persons(&[
            (
                "Nom et prénom        Tarvina Zoubadi\nClasse        3e",
                &["Tarvina Zoubadi"],
            ),
            // a DOCX table row, a bilingual label
            (
                "Nom & prénom / الاسم و اللقب\tKavrin Moutali\n",
                &["Kavrin Moutali"],
            ),
            ("الاسم الكامل\tزمراد كوتالي\n", &["زمراد كوتالي"]),
            (
                "Personne à prévenir : Sorla Feknani, tél. 98 000 000",
                &["Sorla Feknani"],
            ),
            // a dot leader before the colon, a table row's pipe after the label
            (
                "الاسم واللقب ................ : زمراد كوتالي",
                &["زمراد كوتالي"],
            ),
            ("| Name of holder | Tarvina ZOUBADI |", &["Tarvina ZOUBADI"]),
            ("| Nom | CIN | Téléphone |", &[]),
            ("Suite... : Tarvina Zoubadi", &[]),
            // people named by their role in a form
            (
                "14. Personne invitante : Houvia Tebbari",
                &["Houvia Tebbari"],
            ),
            (
                "Supplier contact: Satir Bouknali, +216 48 000 000",
                &["Satir Bouknali"],
            ),
            ("اسم الأب : زمراد كوتالي", &["زمراد كوتالي"]),
            ("صاحب الحساب .......... زمراد كوتالي", &["زمراد كوتالي"]),
            ("Personne invitante : Hôtel Carlton", &[]),
            // a label in the middle of a line without a colon, a word that is no label
            ("Texte Nom  Tarvina Zoubadi", &[]),
            ("Total  Montant Final\n", &[]),
            // a numbered field aligned with its value (a form exported to text, a DOCX row)
            (
                "5. Nom du père                Zarvane Moutali\n",
                &["Zarvane Moutali"],
            ),
            (
                "Dossier\n14) Personne invitante\tHouvia Tebbari\n",
                &["Houvia Tebbari"],
            ),
            // a translation in brackets or Markdown emphasis between the label and its colon
            (
                "Nom et prénom (الاسم و اللقب) : Tarvina Zoubadi",
                &["Tarvina Zoubadi"],
            ),
            (
                "Nom et prénom (الاسم واللقب)\tKavrin Moutali\n",
                &["Kavrin Moutali"],
            ),
            ("- **Full name** : Satir Bouknali", &["Satir Bouknali"]),
            ("Nom* : Zoubadi", &["Zoubadi"]),
            ("Nom, prénom      Sorla Feknani\n", &["Sorla Feknani"]),
            ("Nom, prénom (الاسم واللقب)    Sorla Feknani\n", &["Sorla Feknani"]),
            ("Prénom, nom : Kavrin Moutali", &["Kavrin Moutali"]),
            // NEGATIVES: a number that is no field's, in a sentence; a bracket left open or too
            // long; a bracket after a word that is no label
            ("Article 14. Personne invitante  Houvia Tebbari\n", &[]),
            ("Total 2024. Nom  Tarvina Zoubadi\n", &[]),
            ("Nom et prénom (voir : annexe) Tarvina Zoubadi", &[]),
            ("Nom, adresse      Tarvina Zoubadi\n", &[]),
            (
                "Nom (à compléter par le service des ressources humaines de l'agence de Sousse) : Zoubadi",
                &[],
            ),
            ("Remarque (urgent) : Tarvina Zoubadi", &[]),
        ]);
    }

    #[test]
    fn a_plain_text_table_row_names_the_holder_of_its_identifier() {
        check_persons(&[
            // cells aligned by blanks, a leading particle, pipes, tabs
            (
                "Tarvina Zoubadi   08 495 4290162976267 76  71 408 TND\n\
                 Kavrin Moutali    01 122 8246257628080 65  590 TND\n",
                &["Tarvina Zoubadi", "Kavrin Moutali"],
            ),
            (
                "زمراد كوتالي | 14 314 0265059649701 69 | 24927 دينارا\n\
                 بن علوان كوتي | 14-277-3624519405145-19 | 2618 دينارا\n",
                &["زمراد كوتالي", "بن علوان كوتي"],
            ),
            (
                "Sorla Feknani\tCIN 04789061\nZarvane Tebbari\tCIN 12811519\n",
                &["Sorla Feknani", "Zarvane Tebbari"],
            ),
            // NEGATIVES: one row is no table; lower-case words, a stop word; phone lines named
            // by a service (no word of the name lists); one space is no cell separator
            (
                "Tarvina Zoubadi   08 495 4290162976267 76  71 408 TND\n",
                &[],
            ),
            (
                "virement mensuel   08 495 4290162976267 76\n\
                 Compte Courant   01 122 8246257628080 65\n",
                &[],
            ),
            (
                "Ligne Directe   71 234 567\nStandard Central   71 000 000\n",
                &[],
            ),
            (
                "Carte Visa   4970 1012 3456 7899\nCarte Mastercard   5500 0055 5555 5559\n",
                &[],
            ),
            (
                "Tarvina Zoubadi 08 495 4290162976267 76\n\
                 Kavrin Moutali 01 122 8246257628080 65\n",
                &[],
            ),
        ]);
    }

    #[test]
    fn a_first_name_then_a_family_name_in_capitals() {
        check_persons(&[
            ("Vu le dossier de Tarvina ZOUBADI.", &["Tarvina ZOUBADI"]),
            (
                "Rakima NOUSOUCHALI — Kavrin MOUTALI — signataires",
                &["Rakima NOUSOUCHALI", "Kavrin MOUTALI"],
            ),
            // NEGATIVES: a stop word first, a two-letter acronym, a longer capitalised run (a
            // firm), capitals first (NOM Prénom's own rule), a lower-case word first
            ("la Société ZARVANE a payé", &[]),
            ("Tarvina TN a payé", &[]),
            ("Groupe Zarvane MOUTALI Services", &[]),
            ("le client Alpha ZARVANE Textiles", &[]),
            ("en tunisie ZARVANE", &[]),
            // a chapter's roman numeral, a card's brand, a file format, a committee
            ("voir le Chapitre III du règlement", &[]),
            ("payé par Carte VISA hier", &[]),
            ("envoyé au Format PDF", &[]),
            ("ordre du jour de la Réunion CODIR", &[]),
        ]);
    }

    #[test]
    fn roles_of_a_firm_and_reports_name_their_person() {
        check_persons(&[
            ("Pour l'agence : Tarvina Zoubadi", &["Tarvina Zoubadi"]),
            ("For the agency: Kavrin Moutali", &["Kavrin Moutali"]),
            ("عن الوكالة: زمراد كوتالي", &["زمراد كوتالي"]),
            ("Vendeur : Sorla Feknani — signature", &["Sorla Feknani"]),
            ("المستشار التجاري: زمراد كوتالي", &["زمراد كوتالي"]),
            (
                "Suite au rapport établi par Tarvina Zoubadi, votre supérieur",
                &["Tarvina Zoubadi"],
            ),
            ("وهو ما يؤكده زميلي زمراد كوتالي.", &["زمراد كوتالي"]),
            (
                "contre votre garant, Sorla Feknani, domiciliée à Ariana.",
                &["Sorla Feknani"],
            ),
            (
                "assistée de Kavrin Moutali, délégué du personnel, ou de",
                &["Kavrin Moutali"],
            ),
            // NEGATIVES: a firm as the agency's signatory, one word, a stop word
            ("Pour l'agence : Tunis Centre", &[]),
            ("Vendeur : Zoubadi", &[]),
            ("la Banque Zitouna, domiciliée à Tunis", &[]),
            ("la société Zarvane Moutali, domiciliée à Tunis", &[]),
            ("rapport établi par la direction", &[]),
        ]);
    }

    #[test]
    fn a_greeting_names_one_unknown_word() {
        check_persons(&[
            ("Bonjour Tarvina, c'est bien reçu.", &["Tarvina"]),
            ("Hi Zoubadi, can you send it?", &["Zoubadi"]),
            ("3aslema Kavrin, labes ?", &["Kavrin"]),
            ("Dear Sorla Feknani,\nPlease find", &["Sorla Feknani"]),
            // NEGATIVES: a group or a role addressed, a greeting in a sentence, no comma, a
            // two-letter word, a word of the stop lists
            ("Dear Team, please find", &[]),
            ("Bonjour Collègues, voici", &[]),
            ("Hi All, the meeting", &[]),
            ("Il m'a dit bonjour Tarvina, puis", &[]),
            ("Bonjour Tarvina et merci", &[]),
            ("Hi Jo, thanks", &[]),
            ("Bonjour Madame, merci", &[]),
            ("Bonjour Tunis!", &[]),
            ("Chers Adhérents, voici", &[]),
            ("Dear Members, the meeting", &[]),
            ("Bonjour Famille, merci", &[]),
        ]);
    }

    #[test]
    fn an_identity_document_after_the_name_makes_it_a_person() {
        check_persons(&[
            (
                "Bouknazi presented the file of Tarvina Zoubadi (CIN 03867644, CNSS 34727029).",
                &["Tarvina Zoubadi"],
            ),
            (
                "en faveur de Kavrin Ben Moutali, titulaire de la CIN n° 01234567, demeurant",
                &["Kavrin Ben Moutali"],
            ),
            (
                "the applicant Sorla Feknani, holder of passport no. Z1234567",
                &["Sorla Feknani"],
            ),
            (
                "تقودها امرأة تعرفت عليها لاحقا وهي زمراد كوتالي، صاحبة ب.ت.و عدد 02627418.",
                &["زمراد كوتالي"],
            ),
            (
                "وهو زمراد بن علوان كوتالي، صاحب بطاقة التعريف الوطنية عدد 06053691",
                &["زمراد بن علوان كوتالي"],
            ),
            // NEGATIVES: one word, an organisation (a longer capitalised run), no space before
            // the bracket, a bracket holding no identity document, Arabic prose with one word
            ("Zoubadi (CIN 03867644)", &[]),
            ("la Société Zarvane Moutali Textiles (CIN 03867644)", &[]),
            ("Tarvina Zoubadi(CIN 03867644)", &[]),
            ("Tarvina Zoubadi (voir annexe)", &[]),
            ("Tarvina Zoubadi (Cinéma)", &[]),
            ("قدمت الوثيقة، صاحبة ب.ت.و عدد 02627418", &[]),
            ("قدمت زمراد كوتالي، صاحبة ب.ت.و عدد 02627418", &[]),
            ("الطرف الثاني، صاحب بطاقة التعريف الوطنية عدد 01234567", &[]),
        ]);
    }

    #[test]
    fn a_profession_after_the_name_makes_it_a_person() {
        check_persons(&[
            (
                "Nous, Tarvina Zoubadi, huissier de justice près le tribunal, avons notifié",
                &["Tarvina Zoubadi"],
            ),
            (
                "en présence de Kavrin Ben Moutali, avocat au barreau de Tunis.",
                &["Kavrin Ben Moutali"],
            ),
            (
                "witnessed by SORLA FEKNANI, notary public in Sousse",
                &["SORLA FEKNANI"],
            ),
            // one word, a place, an organisation (a stop word, a longer capitalised run), a
            // word that is no profession cue, no comma
            ("Zoubadi, avocat", &[]),
            ("Tunis, huissier de justice", &[]),
            ("la Banque Centrale, notaire", &[]),
            ("Cabinet Zarvane Moutali, avocat conseil", &[]),
            ("Tarvina Zoubadi, directrice", &[]),
            ("Tarvina Zoubadi avocat au barreau", &[]),
        ]);
    }

    #[test]
    fn a_name_alone_on_its_line_where_a_person_signs_or_heads() {
        check_persons(&[
            // a signature over an identity card
            (
                "Copie adressée à la direction.\n\nTARVINA ZOUBADI\nCIN 01234567\n",
                &["TARVINA ZOUBADI"],
            ),
            (
                "Merci.\nKavrin Moutali\nPasseport X1234567\n",
                &["Kavrin Moutali"],
            ),
            // a CV's heading in Arabic over contact data, with a word of the lists
            (
                "محمد كوتالي\nنهج الزيتون، تونس\nالهاتف: 71 000 000\n",
                &["محمد كوتالي"],
            ),
            ("# محمد كوتالي\nالبريد: zk@mail.tn\n", &["محمد كوتالي"]),
            // without one it is as often the document's title
            ("زمراد كوتالي\nالهاتف: 71 000 000\n", &[]),
            ("إشعار بتغيير المعطيات\n\nالهاتف الجديد : ٩٨ ٧٦٥ ٤٣٢\n", &[]),
            ("سيرة ذاتية\nالهاتف: 71 000 000\n", &[]),
            // after a closing formula on the same line
            ("شكرا.\nمع التحية، زمراد كوتالي\n", &["زمراد كوتالي"]),
            ("Merci.\nCordialement, Sami Feknani\n", &["Sami Feknani"]),
            // a title line, a heading in capitals, a company, a city, a department: not names
            ("CONTRAT DE TRAVAIL\nCIN 01234567\n", &[]),
            ("Direction Générale\nCIN 01234567\n", &[]),
            ("Tunis\nCIN 01234567\n", &[]),
            ("# Curriculum Vitae\nTél : 71 000 000\n", &[]),
            // a CV's heading in Latin script over a mobile number, with or without a word of
            // the lists (a Markdown underline and an empty line between)
            (
                "Tarvina Zoubadi\n===============\n\nMobile : +216 98 000 000 · t@mail.tn\n",
                &["Tarvina Zoubadi"],
            ),
            ("# KAVRIN MOUTALI\nGSM : 98 000 000\n", &["KAVRIN MOUTALI"]),
            // a Latin letterhead over a phone number is as often a company's, and over a
            // mobile number when a word says so
            ("Zarvane Textiles\nTél : 71 000 000\n", &[]),
            ("Zarvane Textiles\nMobile : 98 000 000\n", &[]),
            ("# Curriculum Vitae\nMobile : 98 000 000\n", &[]),
            ("Texte.\nTarvina Zoubadi\nMobile : 98 000 000\n", &[]),
            ("# شركة الزيتونة\nالهاتف: 71 000 000\n", &[]),
            ("مع التحية، إدارة الموارد البشرية\n", &[]),
            ("Cordialement, Groupe Medina Logistique\n", &[]),
            ("Cordialement, la direction\n", &[]),
            // a Latin pair after a closing formula needs a word of the lists
            ("Merci, Bonne Journée\n", &[]),
            ("Best regards, Human Resources\n", &[]),
            ("Cordialement, Sorla Feknani\n", &[]),
            // a name that does not fill its line, or on a line not under a signature
            ("Tarvina Zoubadi a écrit\nCIN 01234567\n", &[]),
            ("Texte.\nTarvina Zoubadi\nAutre ligne\n", &[]),
        ]);
    }

    #[test]
    fn an_employee_file_cue_introduces_an_arabic_name() {
        check_persons(&[
            (
                "Objet : ملف الموظف زمراد كوتالي / dossier RH-1",
                &["زمراد كوتالي"],
            ),
            ("ملف الموظفة نادرة كوتالي", &["نادرة كوتالي"]),
            ("Fait par Kavrin Moutali, le 2 mai.", &["Kavrin Moutali"]),
            // a stop word after the cue, or one word
            ("ملف الموظف المعني", &[]),
            ("Fait par Moutali.", &[]),
        ]);
    }
}
