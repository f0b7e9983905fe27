//! Context words: looking around a candidate for words that say what it is ("CIN", "ب.ت.و",
//! "Tél", "né le"...) and for column headers of table cells. Matching is case-insensitive on the
//! normalised text, and a word must start and end at a word boundary ("cin" is not in "médecin").

use super::{Reason, Text};

/// Lower-case `s` into a reusable buffer. Runs of characters that stay as they are (ASCII
/// other than capitals, and the [`caseless`] ones: most of the non-ASCII characters here are
/// Arabic letters) are copied whole; only the others are decoded.
fn lower_into(s: &str, buf: &mut String) {
    buf.clear();
    buf.reserve(s.len());
    let b = s.as_bytes();
    // `s[run..i]` is copied unchanged
    let mut run = 0;
    let mut i = 0;
    while i < b.len() {
        let x = b[i];
        if x < 0x80 {
            if x.is_ascii_uppercase() {
                buf.push_str(&s[run..i]);
                buf.push(char::from(x.to_ascii_lowercase()));
                run = i + 1;
            }
            i += 1;
        } else if x == 0xC2 || (0xD8..=0xDB).contains(&x) {
            // the lead byte of U+0080..U+00BF or of U+0600..U+06FF: caseless, two bytes
            i += 2;
        } else {
            let Some(c) = s[i..].chars().next() else {
                break;
            };
            buf.push_str(&s[run..i]);
            buf.extend(c.to_lowercase());
            i += c.len_utf8();
            run = i;
        }
    }
    buf.push_str(&s[run..]);
}

/// Characters whose lower case is themselves: the Arabic block (Arabic has no case) and the
/// Latin-1 symbols U+0080..U+00BF (`°`, `«`, `»`, the no-break space...). [`lower_into`]
/// recognises them by their lead byte; the tests check this list.
#[cfg(test)]
fn caseless(c: char) -> bool {
    matches!(c, '\u{0080}'..='\u{00BF}' | '\u{0600}'..='\u{06FF}')
}

fn is_word_char(c: char) -> bool {
    c.is_alphanumeric()
}

/// Arabic proclitics that glue to the next word (and, with, for, so, like).
pub(crate) const PROCLITICS: [char; 5] = ['و', 'ب', 'ل', 'ف', 'ك'];

/// An Arabic word whose article is glued to the preposition `ل` (`للمركز`), written with its
/// article alone (`المركز`), as word lists hold it; `None` for any other word.
pub(crate) fn article_after_li(w: &str) -> Option<String> {
    w.strip_prefix("لل").map(|rest| format!("ال{rest}"))
}

fn is_arabic(c: char) -> bool {
    ('\u{0600}'..='\u{06FF}').contains(&c)
}

/// A word boundary before a word starting after `head`: no word character, or one Arabic
/// proclitic glued to an Arabic word.
pub(crate) fn boundary_before(head: &str, word: &str) -> bool {
    let mut it = head.chars().rev();
    match it.next() {
        None => true,
        Some(c) if !is_word_char(c) => true,
        Some(c) if PROCLITICS.contains(&c) && word.chars().next().is_some_and(is_arabic) => {
            it.next().is_none_or(|c| !is_word_char(c))
        }
        Some(_) => false,
    }
}

/// A set of context words (lower case), searched in one pass.
pub(crate) struct Words {
    words: Vec<&'static str>,
    /// Every occurrence (standard semantics, no prefilter: walked byte by byte by
    /// [`Words::find_in`]). ASCII letters match in either case: a window whose lower case
    /// changes nothing but ASCII capitals is searched as it is (see [`Lookup::find`]).
    dfa: aho_corasick::dfa::DFA,
}

impl Words {
    pub(crate) fn new(words: &[&'static str]) -> Self {
        let dfa = aho_corasick::dfa::DFA::builder()
            .match_kind(aho_corasick::MatchKind::Standard)
            .ascii_case_insensitive(true)
            .prefilter(false)
            .build(words)
            .expect("context words build");
        Words {
            words: words.to_vec(),
            dfa,
        }
    }

    /// The occurrence of a word (at word boundaries) in `hay` closest to its end, with the byte
    /// distance from the end of the occurrence to the end of `hay`. `hay` is in lower case but
    /// for ASCII capitals, which change neither the matches nor the word boundaries. The
    /// occurrences are those `find_overlapping_iter` reports, in its order (by end, then as the
    /// match state lists them), from a plain loop over the bytes.
    pub(crate) fn find_in(&self, hay: &str) -> Option<(&'static str, usize)> {
        use aho_corasick::automaton::Automaton;
        let dfa = &self.dfa;
        let mut best: Option<(&'static str, usize)> = None;
        let Ok(mut sid) = dfa.start_state(aho_corasick::Anchored::No) else {
            return None;
        };
        for (at, &byte) in hay.as_bytes().iter().enumerate() {
            sid = dfa.next_state(aho_corasick::Anchored::No, sid, byte);
            if !dfa.is_special(sid) {
                continue;
            }
            if dfa.is_dead(sid) {
                break;
            }
            if !dfa.is_match(sid) {
                continue;
            }
            let j = at + 1;
            for k in 0..dfa.match_len(sid) {
                let p = dfa.match_pattern(sid, k);
                let w = self.words[p.as_usize()];
                let i = j - dfa.pattern_len(p);
                if !hay.is_char_boundary(i) || !hay.is_char_boundary(j) {
                    continue;
                }
                // a word ending in '.' or ':' carries its own boundary
                let after_ok = w.ends_with(['.', ':', ' '])
                    || hay[j..].chars().next().is_none_or(|c| !is_word_char(c));
                if after_ok && boundary_before(&hay[..i], w) {
                    let dist = hay.len() - j;
                    if best.is_none_or(|(_, d)| dist < d) {
                        best = Some((w, dist));
                    }
                }
            }
        }
        best
    }
}

/// [`Words`] as first written, case-sensitive on a lower-cased window: the reference of the
/// tests.
#[cfg(test)]
pub(crate) struct ReferenceWords {
    words: Vec<&'static str>,
    ac: aho_corasick::AhoCorasick,
}

#[cfg(test)]
impl ReferenceWords {
    pub(crate) fn new(words: &[&'static str]) -> Self {
        let ac = aho_corasick::AhoCorasick::new(words).unwrap();
        ReferenceWords {
            words: words.to_vec(),
            ac,
        }
    }
}

#[cfg(test)]
fn find_in_reference(words: &ReferenceWords, hay: &str) -> Option<(&'static str, usize)> {
    let mut best: Option<(&'static str, usize)> = None;
    for m in words.ac.find_overlapping_iter(hay) {
        let w = words.words[m.pattern().as_usize()];
        let (i, j) = (m.start(), m.end());
        if !hay.is_char_boundary(i) || !hay.is_char_boundary(j) {
            continue;
        }
        let after_ok = w.ends_with(['.', ':', ' '])
            || hay[j..].chars().next().is_none_or(|c| !is_word_char(c));
        if after_ok && boundary_before(&hay[..i], w) {
            let dist = hay.len() - j;
            if best.is_none_or(|(_, d)| dist < d) {
                best = Some((w, dist));
            }
        }
    }
    best
}

/// True when the lower case of `s` differs from `s` in ASCII capitals only: every other
/// character is ASCII, a [`caseless`] one (lead byte `C2`, `D8`..`DB`) or a small Latin-1
/// letter U+00E0..U+00FF (`C3` then `A0`..`BF`: `é`, `è`, `à`, `ç`...), its own lower case.
fn lower_changes_ascii_only(s: &str) -> bool {
    let b = s.as_bytes();
    let mut i = 0;
    while i < b.len() {
        let x = b[i];
        if x < 0x80 {
            i += 1;
            continue;
        }
        match x {
            0xC2 | 0xD8..=0xDB => {}
            0xC3 if b.get(i + 1).is_some_and(|&y| y >= 0xA0) => {}
            _ => return false,
        }
        i += 2;
    }
    true
}

#[cfg(test)]
fn find_word(hay: &str, words: &[&'static str]) -> Option<(&'static str, usize)> {
    Words::new(words).find_in(hay)
}

/// The `chars` characters before byte `pos` (stopping at a blank line).
pub(crate) fn window_before(text: &str, pos: usize, chars: usize) -> &str {
    let head = &text[..pos];
    let start = head
        .char_indices()
        .rev()
        .nth(chars.saturating_sub(1))
        .map_or(0, |(i, _)| i);
    let w = &head[start..];
    // after the last blank line (`rfind("\n\n")`): the last line feed preceded by another
    let b = w.as_bytes();
    let mut end = b.len();
    while let Some(i) = memchr::memrchr(b'\n', &b[..end]) {
        if i >= 1 && b[i - 1] == b'\n' {
            return &w[i + 1..];
        }
        end = i;
    }
    w
}

/// The `chars` characters after byte `pos` (stopping at a line break).
pub(crate) fn window_after(text: &str, pos: usize, chars: usize) -> &str {
    let tail = &text[pos..];
    let end = tail
        .char_indices()
        .nth(chars)
        .map_or(tail.len(), |(i, _)| i);
    let w = &tail[..end];
    match w.find('\n') {
        Some(i) => &w[..i],
        None => w,
    }
}

/// Context found for a candidate: the word, and how close it is (1.0 adjacent .. 0.5 far).
pub(crate) struct Found {
    pub reason: Reason,
    pub closeness: f32,
}

/// The window of a look-up: its candidate's start, its width in characters, and a range of the
/// text when it is searched as it is (`None`: its lower case is in [`Lookup`]'s `win`).
type Window = (usize, usize, Option<(usize, usize)>);

/// The buffer the look-ups of one detector reuse (no allocation per candidate), and what the
/// last look-up computed for its candidate's start: several patterns match at the same start
/// (an 8-digit run is tried as a CIN, a phone and a CNSS number), and each asks for the same
/// column header and window with its own words.
#[derive(Default)]
pub(crate) struct Lookup {
    buf: String,
    /// The start, the window's width and the window of the last look-up: a range of the text
    /// when the window is searched as it is, else `None` (its lower case is in `win`).
    last: Option<Window>,
    win: String,
    /// The start of the last header look-up and the header there (lower case, `_` and `-` as
    /// blanks), if the candidate is in a table cell under one.
    header: Option<(usize, Option<String>)>,
}

impl Lookup {
    /// Look for `words` before the candidate (within `chars`) or in its column header.
    pub(crate) fn find(
        &mut self,
        text: &Text<'_>,
        start: usize,
        words: &Words,
        chars: usize,
    ) -> Option<Found> {
        if self.header.as_ref().is_none_or(|h| h.0 != start) {
            let hb = text.column_header(text.norm.orig_start(start)).map(|h| {
                let h = crate::text::Normalized::new(&h);
                lower_into(h.as_str(), &mut self.buf);
                self.buf.replace(['_', '-'], " ")
            });
            self.header = Some((start, hb));
        }
        if let Some((_, Some(hb))) = &self.header {
            if words.find_in(hb).is_some() {
                return Some(Found {
                    reason: Reason::ColumnHeader {
                        header: hb.trim().to_string(),
                    },
                    closeness: 1.0,
                });
            }
        }
        if chars == 0 {
            return None;
        }
        let s = text.as_str();
        if self.last.is_none_or(|(st, c, _)| st != start || c != chars) {
            let w = window_before(s, start, chars);
            // most windows (French, Arabic) lower-case to themselves but for ASCII capitals,
            // which the search ignores: searched as they are, without a copy
            let range = if lower_changes_ascii_only(w) {
                let a = w.as_ptr() as usize - s.as_ptr() as usize;
                Some((a, a + w.len()))
            } else {
                lower_into(w, &mut self.win);
                None
            };
            self.last = Some((start, chars, range));
        }
        let hay = match self.last {
            Some((_, _, Some((a, b)))) => &s[a..b],
            _ => self.win.as_str(),
        };
        let (word, dist) = words.find_in(hay)?;
        let closeness = 1.0 - 0.5 * (dist as f32 / hay.len().max(1) as f32);
        Some(Found {
            reason: Reason::Context {
                word: word.trim_end_matches([' ', ':']).to_string(),
            },
            closeness,
        })
    }

    /// True when one of `words` follows byte `end` closely (amounts: "TND", "dinars"): the
    /// lower case of the `chars` characters after it (to a line break), blanks trimmed, starts
    /// with one of them.
    pub(crate) fn followed_by(
        &mut self,
        s: &str,
        end: usize,
        words: &[&str],
        chars: usize,
    ) -> bool {
        let tail = &s.as_bytes()[end..];
        let head = &tail[..tail.len().min(chars)];
        if head.is_ascii() {
            // ASCII: the first `chars` characters are the first `chars` bytes, their lower case
            // is byte by byte, and a word holding other characters cannot match
            let w = match memchr::memchr(b'\n', head) {
                Some(i) => &head[..i],
                None => head,
            };
            let t = match w.iter().position(|&x| !matches!(x, b'\t'..=b'\r' | b' ')) {
                // a tab sets apart the next cell of a table row: not this number's unit
                Some(i) if w[..i].contains(&b'\t') => &[],
                Some(i) => &w[i..],
                None => &[],
            };
            return words.iter().any(|w| {
                let w = w.as_bytes();
                t.len() >= w.len() && t[..w.len()].eq_ignore_ascii_case(w)
            });
        }
        lower_into(window_after(s, end, chars), &mut self.buf);
        let t = self.buf.trim_start();
        !next_cell(&self.buf, t) && words.iter().any(|w| t.starts_with(w))
    }
}

/// `t` (the end of `w` after its leading blanks) starts after a tab: in the next cell of a table
/// row, not beside the number before it.
fn next_cell(w: &str, t: &str) -> bool {
    w[..w.len() - t.len()].contains('\t')
}

/// Look for `words` before the candidate (within `chars`) or in its column header: the
/// reference of [`Lookup::find`].
#[cfg(test)]
pub(crate) fn find(
    text: &Text<'_>,
    start: usize,
    words: &ReferenceWords,
    chars: usize,
) -> Option<Found> {
    let mut buf = String::new();
    if let Some(h) = text.column_header(text.norm.orig_start(start)) {
        let h = crate::text::Normalized::new(&h);
        lower_into(h.as_str(), &mut buf);
        let hb = buf.replace(['_', '-'], " ");
        if find_in_reference(words, &hb).is_some() {
            return Some(Found {
                reason: Reason::ColumnHeader {
                    header: hb.trim().to_string(),
                },
                closeness: 1.0,
            });
        }
    }
    if chars == 0 {
        return None;
    }
    let w = window_before(text.as_str(), start, chars);
    lower_into(w, &mut buf);
    let (word, dist) = find_in_reference(words, &buf)?;
    let closeness = 1.0 - 0.5 * (dist as f32 / buf.len().max(1) as f32);
    Some(Found {
        reason: Reason::Context {
            word: word.trim_end_matches([' ', ':']).to_string(),
        },
        closeness,
    })
}

/// True when one of `words` follows the candidate closely, in its cell: the reference of
/// [`Lookup::followed_by`], and what explains a kept number's unit.
pub(crate) fn followed_by(s: &str, end: usize, words: &[&str], chars: usize) -> bool {
    let mut buf = String::new();
    lower_into(window_after(s, end, chars), &mut buf);
    let t = buf.trim_start();
    !next_cell(&buf, t) && words.iter().any(|w| t.starts_with(w))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_need_boundaries() {
        assert_eq!(find_word("le médecin a dit", &["cin"]), None);
        assert_eq!(find_word("sa cin n° ", &["cin"]).map(|w| w.0), Some("cin"));
        assert_eq!(find_word("c.i.n ", &["c.i.n"]).map(|w| w.0), Some("c.i.n"));
        assert_eq!(find_word("gsm : ", &["tél", "gsm"]), Some(("gsm", 3)));
        assert_eq!(
            find_word("وب.ت.و عدد ", &["ب.ت.و"]).map(|w| w.0),
            Some("ب.ت.و")
        );
        assert_eq!(find_word("سب.ت.و ", &["ب.ت.و"]), None);
    }

    #[test]
    fn caseless_characters_lower_case_to_themselves() {
        // the fast path of `lower_into` must give what `to_lowercase` gives
        for c in ('\u{0080}'..='\u{00BF}').chain('\u{0600}'..='\u{06FF}') {
            assert!(caseless(c));
            assert_eq!(c.to_lowercase().collect::<String>(), c.to_string(), "{c:?}");
        }
        assert!(!caseless('\u{00C9}'));
        let mut buf = String::new();
        lower_into("Né LE ١٢ بطاقة «CIN» Ω", &mut buf);
        assert_eq!(buf, "Né LE ١٢ بطاقة «CIN» Ω".to_lowercase());
    }

    #[test]
    fn lower_into_gives_what_to_lowercase_gives() {
        // every kind of run: ASCII capitals at both ends, Latin-1 symbols, Arabic, accented
        // capitals, characters whose lower case is longer (İ), other scripts, and a reused buffer
        let cases = [
            "",
            "A",
            "a",
            "CIN N° 01234567",
            "Tél.\u{a0}: +216 71 234 567",
            "NÉ LE 12 Août; ÉLODIE Ben-Salah",
            "بطاقة التعريف الوطنية عدد ١٢٣٤٥٦٧٨",
            "ب.ت.و ABC بطاقة «CIN» xyz",
            "İSTANBUL ΣΟΦΙΑ Ωmega ǅ",
            "«»°\u{a0}\u{ad}ÀÉÎÕÜ",
            "mixed: Rue بن Ali السيد ÇA Z",
        ];
        let mut buf = String::from("left over from before");
        for s in cases {
            lower_into(s, &mut buf);
            assert_eq!(buf, s.to_lowercase(), "{s:?}");
        }
    }

    #[test]
    fn lower_changes_ascii_only_says_when_the_lower_case_changes_ascii_capitals_only() {
        // every character alone, and after each other kind of character
        for c in (0..=0x10FFFFu32).filter_map(char::from_u32) {
            let s = c.to_string();
            let ascii_only = s.to_lowercase() == s.to_ascii_lowercase();
            if lower_changes_ascii_only(&s) {
                assert!(ascii_only, "{c:?}");
            }
            if c.is_ascii() || caseless(c) || ('\u{E0}'..='\u{FF}').contains(&c) {
                assert!(lower_changes_ascii_only(&s), "{c:?}");
            }
        }
        for (s, want) in [
            ("CIN N° : ", true),
            ("Née le ", true),
            ("رقم بطاقة التعريف ", true),
            ("élève à Tunis ÷ ÿ", true),
            ("NÉE LE ", false),
            ("À ", false),
            ("carte d’identité ", false),
            ("\u{212A}m", false),
        ] {
            assert_eq!(lower_changes_ascii_only(s), want, "{s:?}");
            if want {
                assert_eq!(s.to_lowercase(), s.to_ascii_lowercase(), "{s:?}");
            }
        }
    }

    #[test]
    fn windows() {
        // cut after the last blank line, however many line feeds
        for (text, want) in [
            ("ab\n\ncd ef", "cd ef"),
            ("ab\n\n\ncd", "cd"),
            ("\n\n", ""),
            ("\n\nx\ny\n", "x\ny\n"),
            ("a\nb\nc", "a\nb\nc"),
            ("\n", "\n"),
            ("x\n\n\n\n", ""),
            ("x\n\ny\n\nz", "z"),
            ("", ""),
        ] {
            assert_eq!(window_before(text, text.len(), 40), want, "{text:?}");
            let reference = match text.rfind("\n\n") {
                Some(i) => &text[i + 2..],
                None => text,
            };
            assert_eq!(want, reference, "{text:?}");
        }
        assert_eq!(window_before("ab\n\ncd ef", 9, 4), "d ef");
        assert_eq!(window_before("ab\n\ncd ef", 9, 40), "cd ef");
        assert_eq!(window_after("12 TND\nx", 2, 10), " TND");
    }
}
