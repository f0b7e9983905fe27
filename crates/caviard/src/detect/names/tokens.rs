//! The words of a piece of text as the PERSON rules read them ([`Tok`]: script, case, key, what
//! follows the word, the lists it is in), the lines of a piece, and a name's span taken from the
//! tokens ([`extend_name`], [`push`]).

use std::borrow::Cow;

use super::lists::{class, lists, Lists, TITLES_ARABIC};
use crate::detect::context::PROCLITICS;
use crate::detect::{Candidate, Entity, Reason};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Script {
    Latin,
    Arabic,
}

#[derive(Debug, Clone)]
pub(super) struct Tok<'a> {
    pub(super) start: usize,
    pub(super) end: usize,
    pub(super) script: Script,
    /// Lower-case form (Latin) or the word itself (Arabic); borrowed unless lower-casing
    /// changed it.
    pub(super) key: Cow<'a, str>,
    pub(super) cap: bool,
    pub(super) upper: bool,
    /// Only one space (or a hyphen) separates this token from the next.
    pub(super) tight_next: bool,
    /// A colon follows, after spaces or tabs at most (a label ends here).
    pub(super) colon_next: bool,
    /// A tab or at least two spaces follow, then more of the line: a form aligns its values
    /// so (`Nom et prénom      X`, a DOCX table row `Nom\tX`), and a label may end here too.
    pub(super) aligned_next: bool,
    /// A dash set apart by spaces follows (`* Époux — X Y`): a label may end here, if it
    /// starts its line, as an aligned one (`label_at`).
    pub(super) dash_next: bool,
    /// The lists the key is in (`class::*` bits).
    pub(super) class: u16,
}

pub(crate) fn is_arabic_letter(c: char) -> bool {
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
pub(super) fn latin1_upper(z: u8) -> bool {
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
pub(super) fn ascii_letters_end(b: &[u8], mut i: usize, to: usize, fold: u64) -> usize {
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
pub(super) fn label_aside(bytes: &[u8], k: usize) -> Option<(usize, usize)> {
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
        // the first cell of a CSV row (`Voyageur,X Y`): a comma right after the word and a value
        // right after the comma (running text puts a space after its commas). Like an aligned
        // value, the label must then start its line (`label_at`).
        Some(b',') => (
            false,
            k == end
                && bytes
                    .get(k + 1)
                    .is_some_and(|&x| x.is_ascii_alphabetic() || x >= 0x80 || x == b'"'),
        ),
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

/// After a word ending at `end` and blanks up to `k`, a dash set apart by spaces ends a label as
/// a colon does (`* Époux — X Y`: the normalised text reads `—` and `–` as `-`); the label
/// must still be known and start its line or follow a list's bullet (`label_at`).
#[inline]
fn spaced_dash(bytes: &[u8], end: usize, k: usize) -> bool {
    k > end && bytes.get(k) == Some(&b'-') && bytes.get(k + 1) == Some(&b' ')
}

/// After a word ending at `end`, the blanks `bytes[end..k]` align a value: a tab or at least two
/// spaces, then more of the line (not a colon, which makes a label of its own).
#[inline]
pub(super) fn aligned_after(bytes: &[u8], end: usize, k: usize) -> bool {
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
///
/// [`detect_piece`]: super::detect_piece
/// [`LOWER_BITS`]: super::lists::LOWER_BITS
pub(super) fn tokenize_lean<'a>(
    s: &'a str,
    arena: &'a mut String,
    from: usize,
    to: usize,
) -> Vec<Tok<'a>> {
    words::<false>(s, Some(arena), from, to)
}

pub(super) fn words<'a, const ALL_CLASSES: bool>(
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
        let dash_next = spaced_dash(bytes, end, k);
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
            dash_next,
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
    pub(super) fn is(&self, bits: u16) -> bool {
        self.class & bits != 0
    }
    pub(super) fn is_particle(&self) -> bool {
        self.is(class::PARTICLE)
    }
    /// A word that can be part of a name.
    pub(super) fn name_like(&self, l: &Lists) -> bool {
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
    /// A word that starts the name of a place or an institution named after a person
    /// ([`NAMED_PLACE_BEFORE`]), after an elided article (`l'Hôpital`) or a proclitic
    /// (`بمستشفى`).
    ///
    /// [`NAMED_PLACE_BEFORE`]: super::lists::NAMED_PLACE_BEFORE
    pub(super) fn names_a_place(&self) -> bool {
        match self.script {
            Script::Latin => place_word(&self.key),
            Script::Arabic => place_word(&self.key) || place_word(strip_proclitic(&self.key)),
        }
    }
    pub(super) fn first_name(&self) -> bool {
        match self.script {
            Script::Latin => self.cap && self.is(class::FIRST_LATIN),
            Script::Arabic => self.is(class::FIRST_ARABIC),
        }
    }
    pub(super) fn last_name(&self) -> bool {
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
pub(super) fn arabic_title(w: &str, class: u16) -> bool {
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

/// The character after byte `at` on its line, spaces, tabs and a carriage return skipped: `None`
/// at the line's or the text's end (what closes a name: `X Y ;`, `X Y` alone on its line).
pub(super) fn char_after(s: &str, at: usize) -> Option<char> {
    s[at..]
        .chars()
        .find(|&c| !matches!(c, ' ' | '\t' | '\r'))
        .filter(|&c| c != '\n')
}

pub(super) fn strip_proclitic(w: &str) -> &str {
    let mut c = w.chars();
    match c.next() {
        Some(p) if PROCLITICS.contains(&p) && w.chars().count() > 3 => c.as_str(),
        _ => w,
    }
}

/// Extend a name starting at token `i`: name-like tokens joined by single spaces, particles
/// inside. Returns the index one past the last token taken (or `i` when nothing fits).
pub(super) fn extend_name(toks: &[Tok], i: usize, l: &Lists, max: usize) -> usize {
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

pub(super) fn push(
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

impl Tok<'_> {
    /// The word is not a stop word or title (whatever its case).
    pub(super) fn name_like_key(&self, l: &Lists) -> bool {
        match self.script {
            Script::Latin => !self.is(class::STOP_LATIN | class::TITLE),
            Script::Arabic => self.name_like(l),
        }
    }

    pub(super) fn name_like_or_particle(&self, l: &Lists) -> bool {
        self.name_like(l) || self.is_particle()
    }
}

/// The lines of `s[from..to]` as `(start, end)` offsets in `s`, line breaks excluded: the pieces
/// `s[from..to].split('\n')` gives (an empty last one after a final line break), found by
/// `memchr`.
pub(super) fn lines(s: &str, from: usize, to: usize) -> impl Iterator<Item = (usize, usize)> + '_ {
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

/// Whether a word ending at `end` is the prefix of a reference: a dash, a slash or an
/// underscore then a digit right after it ("DAU-2018/54566", "REF/0042"). A name is not.
pub(super) fn reference_prefix(s: &str, end: usize) -> bool {
    let b = s.as_bytes();
    matches!(b.get(end), Some(b'-' | b'/' | b'_')) && b.get(end + 1).is_some_and(u8::is_ascii_digit)
}

/// Whether a word (lower case) starts a place's or an institution's name
/// ([`NAMED_PLACE_BEFORE`]), after an elided article (`l'hôpital`).
///
/// [`NAMED_PLACE_BEFORE`]: super::lists::NAMED_PLACE_BEFORE
pub(super) fn place_word(key: &str) -> bool {
    let word = key
        .split_once('\'')
        .filter(|(article, _)| article.len() <= 2)
        .map_or(key, |(_, word)| word);
    super::lists::NAMED_PLACE_BEFORE.contains(&word)
}

/// Whether a word that starts a place's or an institution's name comes one to three words
/// before token `a`, every word between them set apart by a space only and none a word of
/// grammar (`École primaire Aboul Kacem Chebbi`, `Lycée pilote Ibn Khaldoun`): the name there is
/// the place's, not a person's.
pub(super) fn place_before(toks: &[Tok], a: usize) -> bool {
    (1..=3).any(|d| {
        a >= d
            && toks[a - d..a].iter().all(|t| t.tight_next)
            && toks[a - d].names_a_place()
            // (no word of grammar between them: `l'hôpital par Charles Nicolle` is a person)
            && toks[a - d + 1..a]
                .iter()
                .all(|t| !t.is(class::STOP_LATIN | class::STOP_ARABIC))
    }) || institution_title_before(toks, a)
}

/// Words that link the capitalised words of an institution's title (`Institut National de
/// Neurologie`, `National Institute of Neurology`).
const TITLE_LINKS: &[&str] = &["de", "du", "des", "d", "of", "the", "la", "el"];

/// Whether the capitalised title of an institution runs up to token `a`: a place's or an
/// institution's word, then up to five capitalised words or links ([`TITLE_LINKS`]), set apart
/// by single spaces, none a title (`Institut National de Neurologie Mongi Ben Hmida`; not
/// `Hôpital Charles Nicolle Dr Ahmed Ben Salah`, nor `l'hôpital par Charles Nicolle`).
fn institution_title_before(toks: &[Tok], a: usize) -> bool {
    let mut k = a;
    for _ in 0..6 {
        if k == 0 || !toks[k - 1].tight_next {
            return false;
        }
        k -= 1;
        let t = &toks[k];
        if t.script == Script::Latin && t.names_a_place() && t.cap {
            return true;
        }
        let link = TITLE_LINKS.contains(&&*t.key) && k + 1 < a;
        if t.is(class::TITLE) || !(t.cap && t.script == Script::Latin || link) {
            return false;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::super::lists::{CUE_PHRASES, LOWER_BITS};
    use super::*;

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
                None => {
                    // the first cell of a CSV row: a comma, then at once its value
                    let csv_cell = k == end
                        && bytes.get(k) == Some(&b',')
                        && bytes
                            .get(k + 1)
                            .is_some_and(|&x| x.is_ascii_alphabetic() || x >= 0x80 || x == b'"');
                    (
                        leader_colon(k),
                        aligned(end, k) || leader_aligns(k) || csv_cell,
                    )
                }
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
                dash_next: spaced_dash(bytes, end, k),
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
            // (`ب` ends `الاتصال بـ X`; another proclitic alone ends no phrase)
            "ك",
            "bénéficiaires",
            "isx",
        ] {
            assert_eq!(l.class_of(w) & class::CUE_END, 0, "{w}");
        }
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
}
