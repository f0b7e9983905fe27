//! Normalisation for matching, with a map back to original byte offsets.
//!
//! Detectors run on the normalised text: NFKC (Arabic presentation forms, full-width forms),
//! Arabic-Indic and Persian digits folded to ASCII, tatweel and Arabic diacritics dropped, bidi and
//! zero-width marks dropped, every Unicode space folded to U+0020 and every dash to `-`. Case is
//! kept (names need it). A span found in the normalised text maps back to the smallest original
//! span covering the same characters, so masking cuts the original text.

use std::borrow::Cow;

use unicode_normalization::UnicodeNormalization;

/// A run of the normalised text: `copied` runs advance byte for byte with the original; a run
/// of replaced characters maps each character's whole normalised output (`unit` bytes) to its
/// whole original character (`orig_len` bytes). Consecutive replaced characters of the same
/// lengths share one run (a number in Arabic-Indic digits is one run, not one per digit).
#[derive(Debug, Clone, Copy)]
struct Seg {
    norm: usize,
    orig: usize,
    orig_len: u32,
    unit: u32,
    copied: bool,
}

/// Record a replaced character of `len` original bytes at `at`, written as `out` bytes at
/// normalised `start`: the last run grows when it holds characters of the same lengths and ends
/// right there in both texts.
fn push_replaced(segs: &mut Vec<Seg>, start: usize, at: usize, len: usize, out: usize) {
    if let Some(last) = segs.last() {
        let (l, u) = (last.orig_len as usize, last.unit as usize);
        if !last.copied && l == len && u == out {
            let count = (start - last.norm) / out;
            if last.norm + count * out == start && last.orig + count * len == at {
                return;
            }
        }
    }
    segs.push(Seg {
        norm: start,
        orig: at,
        orig_len: len as u32,
        unit: out as u32,
        copied: false,
    });
}

/// A normalised view of an original text.
#[derive(Debug)]
pub struct Normalized<'a> {
    text: Cow<'a, str>,
    segs: Vec<Seg>,
    /// After [`Normalized::in_place`]: what is needed to give the original back.
    kept: Option<Kept>,
}

/// What one character becomes.
enum Fold {
    Keep,
    Drop,
    Char(char),
    Str(String),
}

/// Characters known to be unchanged by [`fold`] (Arabic letters, Latin letters with accents),
/// checked before the slower Unicode normalisation test.
fn stable(c: char) -> bool {
    matches!(c,
        '\u{0621}'..='\u{063A}' | '\u{0641}'..='\u{064A}'
        | '\u{00C0}'..='\u{00FF}' | '\u{0100}'..='\u{0131}' | '\u{0134}'..='\u{013E}'
        | '\u{0141}'..='\u{0148}' | '\u{014A}'..='\u{017E}'
        | '\u{00AB}' | '\u{00BB}' | '\u{00B0}' | '\u{20AC}' | '\u{00A7}')
}

fn fold(c: char) -> Fold {
    match c {
        '\u{0660}'..='\u{0669}' => Fold::Char((b'0' + (c as u32 - 0x0660) as u8) as char),
        '\u{06F0}'..='\u{06F9}' => Fold::Char((b'0' + (c as u32 - 0x06F0) as u8) as char),
        '\u{0640}' | '\u{064B}'..='\u{065F}' | '\u{0670}' | '\u{06D6}'..='\u{06ED}' => Fold::Drop,
        '\u{00AD}' | '\u{061C}' | '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}' => Fold::Drop,
        '\u{2060}'..='\u{2069}' | '\u{FEFF}' => Fold::Drop,
        '\u{00A0}'
        | '\u{1680}'
        | '\u{2000}'..='\u{200A}'
        | '\u{202F}'
        | '\u{205F}'
        | '\u{3000}' => Fold::Char(' '),
        '\u{2010}'..='\u{2015}' | '\u{2212}' | '\u{FE58}' | '\u{FE63}' | '\u{FF0D}' => {
            Fold::Char('-')
        }
        '\u{2018}' | '\u{2019}' | '\u{02BC}' => Fold::Char('\''),
        // the micro sign stays (NFKC makes it a Greek mu, which no unit list writes: `µmol/L`,
        // `75 µg` were never found), and a Greek mu written as a unit becomes one
        '\u{00B5}' => Fold::Keep,
        '\u{03BC}' => Fold::Char('\u{00B5}'),
        _ if c.is_ascii() => Fold::Keep,
        _ => {
            if unicode_normalization::is_nfkc_quick(std::iter::once(c))
                == unicode_normalization::IsNormalized::Yes
            {
                return Fold::Keep;
            }
            let s: String = std::iter::once(c).nfkc().collect();
            if s.chars().eq(std::iter::once(c)) {
                return Fold::Keep;
            }
            // NFKC may itself yield diacritics or tatweel (presentation forms of shadda...).
            let s: String = s
                .chars()
                .filter_map(|d| match fold(d) {
                    Fold::Keep => Some(d),
                    Fold::Char(e) => Some(e),
                    Fold::Drop | Fold::Str(_) => None,
                })
                .collect();
            Fold::Str(s)
        }
    }
}

/// True when the two bytes `b` (a lead byte), `next` encode a character [`stable`] keeps: an
/// Arabic letter (U+0621–U+063A is `D8 A1`–`D8 BA`, U+0641–U+064A is `D9 81`–`D9 8A`) or
/// U+00C0–U+00FF (`C3 80`–`C3 BF`: the accented Latin letters, × and ÷).
#[inline]
fn stable_pair(b: u8, next: Option<u8>) -> bool {
    match (b, next) {
        (0xC3, Some(_)) => true,
        (0xD8, Some(n)) => (0xA1..=0xBA).contains(&n),
        (0xD9, Some(n)) => (0x81..=0x8A).contains(&n),
        _ => false,
    }
}

/// The first character boundary at or after `i` that starts neither an ASCII byte nor a
/// [`stable_pair`] (or `bytes.len()`): what [`Normalized::new`] can step over without decoding.
/// Whole ASCII words of eight bytes are passed at once.
#[inline]
fn skip_stable(bytes: &[u8], mut i: usize) -> usize {
    loop {
        match bytes.get(i) {
            Some(&b) if b < 0x80 => {
                i += 1;
                // within a run of ASCII (not after each space of an Arabic text), a word at a time
                if bytes.get(i).is_some_and(|&b| b < 0x80) {
                    while let Some(w) = bytes.get(i..i + 8) {
                        let w =
                            u64::from_ne_bytes([w[0], w[1], w[2], w[3], w[4], w[5], w[6], w[7]]);
                        if w & 0x8080_8080_8080_8080 != 0 {
                            break;
                        }
                        i += 8;
                    }
                }
            }
            Some(&b) if stable_pair(b, bytes.get(i + 1).copied()) => i += 2,
            _ => return i,
        }
    }
}

/// Arabic letters U+0621–U+063A and U+0641–U+064A: alphanumeric, caseless, unchanged by [`fold`].
#[inline]
fn arabic_letter(c: char) -> bool {
    matches!(c, '\u{0621}'..='\u{063A}' | '\u{0641}'..='\u{064A}')
}

/// `c.is_alphanumeric()`, with the ASCII and Arabic letters answered without the Unicode tables.
#[inline]
pub(crate) fn is_alnum(c: char) -> bool {
    if c.is_ascii() {
        c.is_ascii_alphanumeric()
    } else {
        arabic_letter(c) || c.is_alphanumeric()
    }
}

/// A character the normalisation changes: its byte offset, its length and what it becomes.
struct Change {
    at: usize,
    len: usize,
    fold: Fold,
}

/// Every character of `orig` that normalisation changes, in order.
fn changes(orig: &str) -> impl Iterator<Item = Change> + '_ {
    let bytes = orig.as_bytes();
    let mut next = 0;
    std::iter::from_fn(move || {
        let c = next_change(bytes, next)?;
        next = c.at + c.len;
        Some(c)
    })
}

/// The first character at or after byte `from` of `bytes` (valid UTF-8 from `from` on, `from` a
/// character boundary) that normalisation changes. A byte loop: ASCII bytes (most of a Latin
/// text) are passed over without decoding. Read from bytes, not a `str`, so that
/// [`Normalized::in_place`] can read the part of its buffer not yet written.
fn next_change(bytes: &[u8], from: usize) -> Option<Change> {
    let mut next = from;
    while next < bytes.len() {
        let i = next;
        let b = bytes[i];
        if b < 0x80 || stable_pair(b, bytes.get(i + 1).copied()) {
            next = skip_stable(bytes, next);
            continue;
        }
        // `i` is a character boundary: only whole characters are stepped over
        let c = if (0xC2..=0xDF).contains(&b) {
            // a two-byte character (accented Latin, the Arabic block), decoded from its bytes:
            // the text is valid UTF-8, so `bytes[i + 1]` is its continuation byte
            char::from_u32(((b as u32 & 0x1F) << 6) | (bytes[i + 1] as u32 & 0x3F))
        } else {
            let len = match b {
                0xE0..=0xEF => 3,
                0xF0..=0xF7 => 4,
                _ => 1,
            };
            bytes
                .get(i..i + len)
                .and_then(|w| std::str::from_utf8(w).ok())
                .and_then(|w| w.chars().next())
        };
        let c = c?;
        next += c.len_utf8();
        if stable(c) {
            continue;
        }
        let fold = fold(c);
        if let Fold::Keep = fold {
            continue;
        }
        return Some(Change {
            at: i,
            len: c.len_utf8(),
            fold,
        });
    }
    None
}

impl Fold {
    /// The bytes this fold writes (none for a dropped or kept character), given to `f`.
    fn with_bytes<R>(&self, f: impl FnOnce(&[u8]) -> R) -> R {
        match self {
            Fold::Keep | Fold::Drop => f(&[]),
            Fold::Char(d) => f(d.encode_utf8(&mut [0u8; 4]).as_bytes()),
            Fold::Str(s) => f(s.as_bytes()),
        }
    }
}

/// What an in-place normalisation keeps of the original text: the bytes of the characters it
/// changed, by original range `(start, end, offset in bytes)` (adjacent ones merged), and the
/// original length.
#[derive(Debug, Default)]
struct Kept {
    ranges: Vec<(usize, usize, usize)>,
    bytes: Vec<u8>,
    len: usize,
}

impl<'a> Normalized<'a> {
    /// Normalise `orig`. Borrows it unchanged when nothing needs folding.
    pub fn new(orig: &'a str) -> Self {
        let mut out: Option<String> = None;
        let mut segs: Vec<Seg> = Vec::new();
        // start of the pending run of unchanged characters (copied in one go)
        let mut run = 0;
        for Change { at: i, len, fold } in changes(orig) {
            let o = out.get_or_insert_with(|| String::with_capacity(orig.len()));
            if i > run {
                segs.push(Seg {
                    norm: o.len(),
                    orig: run,
                    orig_len: 0,
                    unit: 0,
                    copied: true,
                });
                o.push_str(&orig[run..i]);
            }
            run = i + len;
            let start = o.len();
            match fold {
                Fold::Keep | Fold::Drop => {}
                Fold::Char(d) => o.push(d),
                Fold::Str(s) => o.push_str(&s),
            }
            if o.len() > start {
                push_replaced(&mut segs, start, i, len, o.len() - start);
            }
        }
        if let Some(o) = out.as_mut() {
            if orig.len() > run {
                segs.push(Seg {
                    norm: o.len(),
                    orig: run,
                    orig_len: 0,
                    unit: 0,
                    copied: true,
                });
                o.push_str(&orig[run..]);
            }
        }
        match out {
            None => Normalized {
                text: Cow::Borrowed(orig),
                segs: Vec::new(),
                kept: None,
            },
            Some(s) => Normalized {
                text: Cow::Owned(s),
                segs,
                kept: None,
            },
        }
    }

    /// Normalise `orig` in its own buffer, keeping only the bytes of the characters that change:
    /// the same text and offsets as [`Normalized::new`] without a second copy of the document.
    /// [`Normalized::orig_slice`] reads the original back, and [`Normalized::into_original`]
    /// gives it back whole. `Err(orig)`, untouched, when a character grows so much that the
    /// normalised text would overtake the original (NFKC of some ligatures): then normalise a
    /// copy with [`Normalized::new`].
    pub fn in_place(orig: String) -> std::result::Result<Normalized<'static>, String> {
        // first pass: the write position never passes the end of the character being read
        let (mut w, mut run, mut any, mut grows) = (0usize, 0usize, false, false);
        for c in changes(&orig) {
            any = true;
            w += c.at - run + c.fold.with_bytes(<[u8]>::len);
            run = c.at + c.len;
            if w > run {
                grows = true;
                break;
            }
        }
        if grows {
            return Err(orig);
        }
        if !any {
            let len = orig.len();
            return Ok(Normalized {
                text: Cow::Owned(orig),
                segs: Vec::new(),
                kept: Some(Kept {
                    len,
                    ..Kept::default()
                }),
            });
        }
        let len = orig.len();
        let mut buf = orig.into_bytes();
        let mut segs: Vec<Seg> = Vec::new();
        let mut kept = Kept {
            len,
            ..Kept::default()
        };
        // second pass, in the buffer: each change is read from the part not yet written
        let (mut w, mut run) = (0usize, 0usize);
        while let Some(Change { at: i, len, fold }) = next_change(&buf, run) {
            if i > run {
                segs.push(Seg {
                    norm: w,
                    orig: run,
                    orig_len: 0,
                    unit: 0,
                    copied: true,
                });
                buf.copy_within(run..i, w);
                w += i - run;
            }
            run = i + len;
            match kept.ranges.last_mut() {
                Some(r) if r.1 == i => r.1 = i + len,
                _ => kept.ranges.push((i, i + len, kept.bytes.len())),
            }
            kept.bytes.extend_from_slice(&buf[i..i + len]);
            let n = fold.with_bytes(|out| {
                buf[w..w + out.len()].copy_from_slice(out);
                out.len()
            });
            if n > 0 {
                push_replaced(&mut segs, w, i, len, n);
            }
            w += n;
        }
        if len > run {
            segs.push(Seg {
                norm: w,
                orig: run,
                orig_len: 0,
                unit: 0,
                copied: true,
            });
            buf.copy_within(run..len, w);
            w += len - run;
        }
        buf.truncate(w);
        // whole characters were moved and written: valid UTF-8 (anything else is a bug here,
        // which must not pass as a shifted text whose findings would mask the wrong bytes)
        let text = String::from_utf8(buf).expect("in-place normalisation keeps UTF-8");
        Ok(Normalized {
            text: Cow::Owned(text),
            segs,
            kept: Some(kept),
        })
    }

    /// The original text of bytes `a..b` (character boundaries of the original): a slice of
    /// `orig` (the text [`Normalized::new`] was given), or, after [`Normalized::in_place`],
    /// rebuilt from the normalised text and the kept bytes.
    pub fn orig_slice<'s>(&'s self, orig: &'s str, a: usize, b: usize) -> Cow<'s, str> {
        let Some(k) = &self.kept else {
            return Cow::Borrowed(&orig[a..b]);
        };
        if k.ranges.is_empty() {
            return Cow::Borrowed(&self.text[a..b]);
        }
        let norm = self.text.as_bytes();
        // within one unchanged run (most column headers): the normalised text's own bytes
        let j = k.ranges.partition_point(|r| r.1 <= a);
        if k.ranges.get(j).is_none_or(|r| r.0 >= b) {
            let n = self.norm_of(a);
            return Cow::Borrowed(&self.text[n..n + (b - a)]);
        }
        let mut out = Vec::with_capacity(b.saturating_sub(a));
        let mut o = a;
        while o < b {
            let j = k.ranges.partition_point(|r| r.1 <= o);
            match k.ranges.get(j) {
                Some(&(s, e, off)) if s <= o => {
                    let e = e.min(b);
                    out.extend_from_slice(&k.bytes[off + (o - s)..off + (e - s)]);
                    o = e;
                }
                next => {
                    let e = next.map_or(b, |r| r.0.min(b));
                    let n = self.norm_of(o);
                    out.extend_from_slice(&norm[n..n + (e - o)]);
                    o = e;
                }
            }
        }
        Cow::Owned(String::from_utf8_lossy(&out).into_owned())
    }

    /// The original text back in the normalised text's buffer, after [`Normalized::in_place`]
    /// (for a normalisation of a borrowed text: its normalised form).
    pub fn into_original(self) -> String {
        let Some(k) = self.kept else {
            return self.text.into_owned();
        };
        if k.ranges.is_empty() {
            return self.text.into_owned();
        }
        let mut buf = self.text.into_owned().into_bytes();
        let n = buf.len();
        // the original is never shorter at any point (see `in_place`): each run moves right,
        // the last first, onto bytes no run still to move reads
        buf.resize(k.len, 0);
        for (i, seg) in self.segs.iter().enumerate().rev() {
            if seg.copied {
                let end = self.segs.get(i + 1).map_or(n, |s| s.norm);
                buf.copy_within(seg.norm..end, seg.orig);
            }
        }
        for &(s, e, off) in &k.ranges {
            buf[s..e].copy_from_slice(&k.bytes[off..off + (e - s)]);
        }
        String::from_utf8(buf).expect("the original text is given back whole")
    }

    /// The normalised text.
    pub fn as_str(&self) -> &str {
        &self.text
    }

    fn seg_at(&self, n: usize) -> Option<&Seg> {
        let i = self.segs.partition_point(|s| s.norm <= n);
        i.checked_sub(1).map(|i| &self.segs[i])
    }

    /// Original byte offset of the character that produced normalised byte `n`.
    pub fn orig_start(&self, n: usize) -> usize {
        match self.seg_at(n) {
            None => n,
            Some(s) if s.copied => s.orig + (n - s.norm),
            Some(s) => s.orig + (n - s.norm) / s.unit as usize * s.orig_len as usize,
        }
    }

    /// Original byte offset just past the character that produced normalised byte `n - 1`.
    pub fn orig_end(&self, n: usize) -> usize {
        if n == 0 {
            return 0;
        }
        match self.seg_at(n - 1) {
            None => n,
            Some(s) if s.copied => s.orig + (n - s.norm),
            Some(s) => s.orig + ((n - 1 - s.norm) / s.unit as usize + 1) * s.orig_len as usize,
        }
    }

    /// Normalised byte offset of original byte `o` (a character boundary): where the character
    /// starting there begins in the normalised text, or where the next kept one does when that
    /// character is dropped. The inverse of [`Normalized::orig_start`] on kept characters.
    pub fn norm_of(&self, o: usize) -> usize {
        let i = self.segs.partition_point(|s| s.orig <= o);
        let Some(seg) = i.checked_sub(1).map(|i| &self.segs[i]) else {
            // before the first run: an unchanged text, or characters dropped at its start
            return self.segs.first().map_or(o.min(self.text.len()), |f| f.norm);
        };
        let next = self.segs.get(i).map_or(self.text.len(), |s| s.norm);
        if seg.copied {
            return (seg.norm + (o - seg.orig)).min(next);
        }
        // the k-th character of a run of replaced ones; past the run, a dropped character
        let (len, unit) = (seg.orig_len as usize, seg.unit as usize);
        let k = (o - seg.orig) / len;
        let at = seg.norm + k * unit;
        if o == seg.orig + k * len && at < next {
            at
        } else {
            (at + unit).min(next)
        }
    }

    /// Map a normalised span to the original span covering it.
    pub fn orig_span(&self, start: usize, end: usize) -> (usize, usize) {
        (self.orig_start(start), self.orig_end(end))
    }
}

/// Fold Arabic-Indic and Persian digits to ASCII and keep only digits: the one helper every
/// checksum uses.
pub fn ascii_digits(s: &str) -> String {
    s.chars()
        .filter_map(|c| match c {
            '0'..='9' => Some(c),
            '\u{0660}'..='\u{0669}' => char::from_u32('0' as u32 + (c as u32 - 0x0660)),
            '\u{06F0}'..='\u{06F9}' => char::from_u32('0' as u32 + (c as u32 - 0x06F0)),
            _ => None,
        })
        .collect()
}

/// Canonical key of a value for "same value, same label": case-folded, digits folded, separators
/// and marks dropped.
pub fn canonical_key(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    canonical_key_into(s, &mut out);
    out
}

/// [`canonical_key`] of a value made only of ASCII, U+00C0–U+00FF and the Arabic letters of
/// [`stable_pair`] (most names and identifiers), appended to `out` byte by byte: normalisation
/// leaves such a value as it is. False, with `out` as it was, for any other value.
fn canonical_key_of_stable(s: &str, out: &mut String) -> bool {
    let b = s.as_bytes();
    let at = out.len();
    let mut i = 0;
    while i < b.len() {
        let x = b[i];
        if x < 0x80 {
            if x.is_ascii_alphanumeric() {
                out.push(x.to_ascii_lowercase() as char);
            }
            i += 1;
            continue;
        }
        let Some(&y) = b.get(i + 1) else { break };
        if !stable_pair(x, Some(y)) {
            break;
        }
        let y = match (x, y) {
            // × and ÷ are not alphanumeric
            (0xC3, 0x97 | 0xB7) => {
                i += 2;
                continue;
            }
            // À–Þ lower-case to à–þ, 0x20 further
            (0xC3, 0x80..=0x9E) => y + 0x20,
            _ => y,
        };
        // a two-byte character: five bits of the lead byte, six of the continuation byte
        let cp = (u32::from(x & 0x1F) << 6) | u32::from(y & 0x3F);
        match char::from_u32(cp) {
            Some(c) => out.push(c),
            None => break,
        }
        i += 2;
    }
    if i == b.len() {
        return true;
    }
    out.truncate(at);
    false
}

/// [`canonical_key`] appended to `out` (a buffer reused for many keys).
pub(crate) fn canonical_key_into(s: &str, out: &mut String) {
    // ASCII and the stable two-byte letters are never changed by normalisation
    if canonical_key_of_stable(s, out) {
        return;
    }
    let n = Normalized::new(s);
    for c in n.as_str().chars() {
        if c.is_ascii() {
            if c.is_ascii_alphanumeric() {
                out.push(c.to_ascii_lowercase());
            }
        } else if arabic_letter(c) {
            out.push(c);
        } else if c.is_alphanumeric() {
            out.extend(c.to_lowercase());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The character-by-character normalisation the byte loop of [`Normalized::new`] replaced:
    /// the fast paths (eight ASCII bytes at a time, two-byte characters decoded from their bytes)
    /// must give the same text and the same map back.
    fn reference(orig: &str) -> (String, Vec<(usize, usize)>) {
        let mut out = String::new();
        let mut map = Vec::new();
        for (i, c) in orig.char_indices() {
            let piece = match fold(c) {
                Fold::Keep => c.to_string(),
                Fold::Drop => String::new(),
                Fold::Char(d) => d.to_string(),
                Fold::Str(s) => s,
            };
            for _ in 0..piece.len() {
                map.push((i, c.len_utf8()));
            }
            out.push_str(&piece);
        }
        (out, map)
    }

    /// A deterministic mix of every kind of character the fast paths tell apart.
    fn mixed(seed: u64, len: usize) -> String {
        const PIECES: &[&str] = &[
            "a",
            "Z",
            "7",
            " ",
            ":",
            "\n",
            "abcdefghij",
            "0123456789 ",
            "é",
            "À",
            "ç",
            "°",
            "«",
            "ا",
            "ل",
            "ي",
            "ة",
            "،",
            "؟",
            "ـ",
            "َ",
            "ّ",
            "٣",
            "۷",
            "\u{00A0}",
            "\u{202F}",
            "\u{200F}",
            "\u{202B}",
            "\u{FEFF}",
            "ﻣ",
            "ﷲ",
            "０",
            "\u{2013}",
            "’",
            "€",
            "😀",
            "ß",
            "İ",
            "ﬁ",
            "Ω",
            "\u{0301}",
        ];
        let mut x = seed | 1;
        let mut s = String::new();
        while s.len() < len {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            s.push_str(PIECES[(x % PIECES.len() as u64) as usize]);
        }
        s
    }

    #[test]
    fn the_micro_sign_of_a_unit_stays_and_a_greek_mu_becomes_one() {
        for (orig, want) in [
            ("479 \u{00B5}mol/L", "479 \u{00B5}mol/L"),
            ("Lévothyrox 75 \u{03BC}g", "Lévothyrox 75 \u{00B5}g"),
            ("\u{00B5}\u{03BC}", "\u{00B5}\u{00B5}"),
        ] {
            let n = Normalized::new(orig);
            assert_eq!(n.as_str(), want, "{orig:?}");
            assert_eq!(n.orig_end(n.as_str().len()), orig.len(), "{orig:?}");
        }
        // other compatibility characters still fold
        assert_eq!(Normalized::new("\u{FB01}n").as_str(), "fin");
    }

    #[test]
    fn fast_paths_match_the_character_loop() {
        for seed in 0..400u64 {
            let orig = mixed(seed, (seed as usize % 97) + 1);
            let n = Normalized::new(&orig);
            let (want, map) = reference(&orig);
            assert_eq!(n.as_str(), want, "{orig:?}");
            // at every character boundary of the normalised text, the map gives exactly the
            // original character that produced it
            for (k, c) in want.char_indices() {
                assert_eq!(n.orig_start(k), map[k].0, "{orig:?} byte {k}");
                let last = k + c.len_utf8() - 1;
                let (o, len2) = map[last];
                assert_eq!(n.orig_end(last + 1), o + len2, "{orig:?} byte {k}");
            }
            assert_eq!(canonical_key(&orig), reference_key(&orig), "{orig:?}");
            // and back: each original character starts where its output does (a dropped one,
            // where the next output does)
            let mut at = 0;
            for (o, c) in orig.char_indices() {
                assert_eq!(n.norm_of(o), at, "{orig:?} original byte {o}");
                at += match fold(c) {
                    Fold::Keep => c.len_utf8(),
                    Fold::Drop => 0,
                    Fold::Char(d) => d.len_utf8(),
                    Fold::Str(s) => s.len(),
                };
            }
        }
    }

    /// The canonical key before its ASCII and Arabic fast paths.
    fn reference_key(s: &str) -> String {
        Normalized::new(s)
            .as_str()
            .chars()
            .filter(|c| c.is_alphanumeric())
            .flat_map(char::to_lowercase)
            .collect()
    }

    #[test]
    fn the_byte_path_of_canonical_keys_equals_the_character_loop() {
        // every character the byte path handles, alone and between others
        let mut chars: Vec<char> = ('\u{00C0}'..='\u{00FF}').collect();
        chars.extend('\u{0621}'..='\u{063A}');
        chars.extend('\u{0641}'..='\u{064A}');
        chars.extend(['a', 'Q', '7', ' ', '-', '.']);
        for &c in &chars {
            for s in [c.to_string(), format!("Ab{c}9 {c}")] {
                let mut out = String::from("x");
                assert!(canonical_key_of_stable(&s, &mut out), "{s:?}");
                assert_eq!(out, format!("x{}", reference_key(&s)), "{s:?}");
            }
        }
        // any other character sends the value to the character loop, the buffer untouched
        for s in [
            "Ab\u{0640}c",
            "مُحَمَّد",
            "ﻣ",
            "a\u{00A0}b",
            "٣",
            "İ",
            "é\u{0301}",
            "Ω",
        ] {
            let mut out = String::from("x");
            assert!(!canonical_key_of_stable(s, &mut out), "{s:?}");
            assert_eq!(out, "x");
            assert_eq!(canonical_key(s), reference_key(s), "{s:?}");
        }
        // random values of the handled characters
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..500 {
            let mut s = String::new();
            for _ in 0..(x % 12) {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                s.push(chars[(x % chars.len() as u64) as usize]);
            }
            assert_eq!(canonical_key(&s), reference_key(&s), "{s:?}");
        }
    }

    #[test]
    fn canonical_keys() {
        let cases = [
            ("Ben-Salah  SAMI", "bensalahsami"),
            ("07 040 0058101111296 53", "07040005810111129653"),
            ("محمد بن علي", "محمدبنعلي"),
            ("مُحَمَّد", "محمد"),
            ("ÉLODIE Ménard", "élodieménard"),
            ("١٢٣ ABC", "123abc"),
            ("İstanbul", "i\u{307}stanbul"),
            ("", ""),
        ];
        for (s, want) in cases {
            assert_eq!(canonical_key(s), want, "{s:?}");
            assert_eq!(reference_key(s), want, "{s:?}");
            assert_eq!(
                is_alnum_all(s),
                s.chars().filter(|c| c.is_alphanumeric()).count()
            );
        }
    }

    fn is_alnum_all(s: &str) -> usize {
        s.chars().filter(|&c| is_alnum(c)).count()
    }

    #[test]
    fn unchanged_text_is_borrowed() {
        let n = Normalized::new("Sami Ben Salah 12345678");
        assert!(matches!(n.text, Cow::Borrowed(_)));
        assert_eq!(n.orig_span(5, 8), (5, 8));
    }

    #[test]
    fn folds_and_maps_back() {
        // (original, normalised)
        let cases = [
            ("عدد ١٧٣٦٦٤٠٠", "عدد 17366400"),
            ("۱۲۳", "123"),
            ("محـــمد", "محمد"),
            ("مُحَمَّد", "محمد"),
            ("a\u{200F}b\u{202B}c\u{202C}", "abc"),
            ("12\u{00A0}345\u{202F}678", "12 345 678"),
            ("ﻣﺤﻤﺪ", "محمد"),
            ("０７", "07"),
            ("a\u{2013}b", "a-b"),
        ];
        for (orig, want) in cases {
            let n = Normalized::new(orig);
            assert_eq!(n.as_str(), want, "{orig:?}");
            let (s, e) = n.orig_span(0, n.as_str().len());
            assert_eq!(&orig[s..e], orig.trim_end_matches(['\u{202C}']), "{orig:?}");
        }
    }

    #[test]
    fn span_inside_folded_text_maps_to_original_characters() {
        let orig = "CIN : ١٧٣٦٦٤٠٠ ok";
        let n = Normalized::new(orig);
        let start = n.as_str().find("17366400").unwrap();
        let (s, e) = n.orig_span(start, start + 8);
        assert_eq!(&orig[s..e], "١٧٣٦٦٤٠٠");
        let ok = n.as_str().find("ok").unwrap();
        assert_eq!(&orig[n.orig_start(ok)..n.orig_end(ok + 2)], "ok");
    }

    proptest::proptest! {
        /// The run-copying fast path gives the same text and spans as folding every character.
        #[test]
        fn fast_path_matches_per_character_folding(v in proptest::collection::vec(proptest::prelude::any::<char>(), 0..40)) {
            let orig: String = v.into_iter().collect();
            let n = Normalized::new(&orig);
            let mut want = String::new();
            for c in orig.chars() {
                match fold(c) {
                    Fold::Keep => want.push(c),
                    Fold::Drop => {}
                    Fold::Char(d) => want.push(d),
                    Fold::Str(s) => want.push_str(&s),
                }
            }
            proptest::prop_assert_eq!(n.as_str(), want.as_str());
            let (a, b) = n.orig_span(0, n.as_str().len());
            proptest::prop_assert!(a <= b && b <= orig.len());
        }
    }

    /// `in_place` against `new` on one text: the same normalised text and map, every original
    /// slice between character boundaries read back, and the original given back whole.
    fn check_in_place(orig: &str) -> Result<(), String> {
        let copy = Normalized::new(orig);
        let Ok(n) = Normalized::in_place(orig.to_string()) else {
            // refused only when a character's fold grows past what was read
            let mut grows = false;
            let (mut w, mut run) = (0, 0);
            for c in changes(orig) {
                w += c.at - run + c.fold.with_bytes(<[u8]>::len);
                run = c.at + c.len;
                grows |= w > run;
            }
            return if grows {
                Ok(())
            } else {
                Err("refused without cause".into())
            };
        };
        if n.as_str() != copy.as_str() {
            return Err(format!("text {:?} vs {:?}", n.as_str(), copy.as_str()));
        }
        for k in 0..=n.as_str().len() {
            if n.as_str().is_char_boundary(k)
                && (n.orig_start(k), n.orig_end(k), n.norm_of(k.min(orig.len())))
                    != (
                        copy.orig_start(k),
                        copy.orig_end(k),
                        copy.norm_of(k.min(orig.len())),
                    )
            {
                return Err(format!("map at {k}"));
            }
        }
        let bounds: Vec<usize> = orig
            .char_indices()
            .map(|(i, _)| i)
            .chain([orig.len()])
            .collect();
        for (x, &a) in bounds.iter().enumerate() {
            for &b in &bounds[x..] {
                if n.orig_slice("", a, b) != orig[a..b] {
                    return Err(format!("slice {a}..{b}"));
                }
            }
        }
        if n.into_original() != orig {
            return Err("original not given back".into());
        }
        Ok(())
    }

    #[test]
    fn in_place_gives_the_same_text_and_the_original_back() {
        for orig in [
            "",
            "plain ASCII only",
            "CIN ٠٦٢٨١٢٩٩ et مُحَمَّد\u{00A0}: 12\u{2013}34 ’ok’",
            "\u{FEFF}\u{200F}ﻣﺤﻤﺪ ـــ ٣ ۷",
            "tail change ٣",
            "٣ head change",
        ] {
            check_in_place(orig).unwrap();
        }
        // a ligature that grows at the start is refused, the text untouched
        let grows = "ﷲ abc";
        assert_eq!(Normalized::in_place(grows.to_string()).unwrap_err(), grows);
        // after enough shrinking, it fits
        check_in_place("٣٣٣٣٣٣٣٣ ﷲ").unwrap();
        for seed in 1..200u64 {
            let orig = mixed(seed, 60);
            check_in_place(&orig).unwrap_or_else(|e| panic!("{orig:?}: {e}"));
        }
    }

    proptest::proptest! {
        #[test]
        fn in_place_matches_a_copy(v in proptest::collection::vec(proptest::prelude::any::<char>(), 0..30)) {
            let orig: String = v.into_iter().collect();
            proptest::prop_assert_eq!(check_in_place(&orig), Ok(()));
        }
    }

    #[test]
    fn stable_characters_really_are() {
        for c in (0..0x3000u32)
            .filter_map(char::from_u32)
            .filter(|&c| stable(c))
        {
            assert!(matches!(fold(c), Fold::Keep), "{c:?}");
        }
    }

    #[test]
    fn stable_pairs_are_stable_characters() {
        let mut pairs = 0;
        for c in (0x80..0x800u32).filter_map(char::from_u32) {
            let mut buf = [0u8; 2];
            let b = c.encode_utf8(&mut buf).as_bytes();
            if stable_pair(b[0], Some(b[1])) {
                pairs += 1;
                assert!(stable(c), "{c:?}");
            }
        }
        // 26 + 10 Arabic letters and the 64 characters U+00C0–U+00FF
        assert_eq!(pairs, 100);
        assert!(!stable_pair(0xD8, None));
        assert_eq!(skip_stable("abc étéالجمل\u{0640}x".as_bytes(), 0), 19);
        assert_eq!(skip_stable("0123456789abcdef٣".as_bytes(), 3), 16);
    }

    #[test]
    fn helpers() {
        assert_eq!(ascii_digits("07 ٠٤٠-۵"), "070405");
        assert_eq!(canonical_key("Ben-Salah  SAMI"), "bensalahsami");
    }
}
