//! The context-size guard: a real token count of the payload, and its split into chunks under a
//! destination's limit.
//!
//! Tokens are counted with OpenAI's BPE encodings (`o200k_base` for GPT-4o and later,
//! `cl100k_base` for GPT-4 and GPT-3.5) through `tiktoken-rs`, whose ranks are compiled into the
//! binary: counting never touches the network. Special-token spellings in the payload
//! (`<|endoftext|>`) are counted as ordinary text, as the API does for user content.
//!
//! [`split`] cuts a payload into consecutive chunks of at most `max_tokens` tokens each: on
//! paragraph boundaries first (a blank line), then sentence or line ends, then whitespace, and
//! only as a last resort between characters. It never cuts inside a protected span (the mask
//! labels and other replacements), so a label is whole in exactly one chunk; labels are issued
//! before splitting, so the same value has the same label in every chunk. The chunks'
//! concatenation is the payload, byte for byte, and the split is deterministic.

use serde::{Deserialize, Serialize};

use crate::error::{Error, Result};

/// A BPE encoding.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "snake_case")]
pub enum Encoding {
    /// GPT-4o, GPT-4.1, o-series and later.
    #[default]
    O200kBase,
    /// GPT-4, GPT-3.5.
    Cl100kBase,
}

impl Encoding {
    pub fn as_str(self) -> &'static str {
        match self {
            Encoding::O200kBase => "o200k_base",
            Encoding::Cl100kBase => "cl100k_base",
        }
    }

    /// Parse `o200k_base` or `cl100k_base`.
    pub fn parse(s: &str) -> Option<Encoding> {
        [Encoding::O200kBase, Encoding::Cl100kBase]
            .into_iter()
            .find(|e| e.as_str() == s)
    }

    fn bpe(self) -> &'static tiktoken_rs::CoreBPE {
        match self {
            Encoding::O200kBase => tiktoken_rs::o200k_base_singleton(),
            Encoding::Cl100kBase => tiktoken_rs::cl100k_base_singleton(),
        }
    }
}

/// The number of tokens of `text` in `encoding`.
pub fn count_tokens(text: &str, encoding: Encoding) -> usize {
    if text.is_empty() {
        return 0;
    }
    encoding.bpe().encode_ordinary(text).len()
}

/// One chunk of a payload: `payload[start..end]`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Chunk {
    /// Position, from 1.
    pub index: u32,
    /// Number of chunks of the payload.
    pub of: u32,
    /// Byte offsets in the payload.
    pub start: u64,
    pub end: u64,
    pub chars: u64,
    pub tokens: u64,
    /// SHA-256 of the chunk's UTF-8 bytes, hex.
    pub sha256: String,
}

/// Boundary levels, coarsest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Level {
    Paragraph,
    Sentence,
    Whitespace,
    Char,
}

impl Level {
    fn finer(self) -> Option<Level> {
        match self {
            Level::Paragraph => Some(Level::Sentence),
            Level::Sentence => Some(Level::Whitespace),
            Level::Whitespace => Some(Level::Char),
            Level::Char => None,
        }
    }
}

struct Splitter<'a> {
    text: &'a str,
    /// Sorted, non-overlapping spans never cut.
    protected: &'a [(usize, usize)],
    max: usize,
    encoding: Encoding,
    out: Vec<(usize, usize, usize)>,
}

impl Splitter<'_> {
    fn count(&self, s: usize, e: usize) -> usize {
        count_tokens(&self.text[s..e], self.encoding)
    }

    /// True when a cut at byte `at` falls strictly inside a protected span.
    fn inside_protected(&self, at: usize) -> bool {
        let i = self.protected.partition_point(|p| p.1 <= at);
        self.protected.get(i).is_some_and(|p| p.0 < at)
    }

    /// Cut points inside `s..e` at `level` (each is the start of a unit), in order.
    fn cuts(&self, s: usize, e: usize, level: Level) -> Vec<usize> {
        let t = &self.text[s..e];
        let mut cuts = Vec::new();
        let mut it = t.char_indices().peekable();
        while let Some((i, c)) = it.next() {
            let cut_after_ws = match level {
                Level::Paragraph => c == '\n',
                Level::Sentence => {
                    matches!(c, '.' | '!' | '?' | '؟' | '…' | ';' | '؛' | '\n')
                }
                Level::Whitespace => c.is_whitespace(),
                Level::Char => {
                    if i > 0 {
                        cuts.push(s + i);
                    }
                    continue;
                }
            };
            if !cut_after_ws {
                continue;
            }
            // the run of whitespace after it belongs to this unit
            let mut newlines = usize::from(c == '\n');
            let mut end = i + c.len_utf8();
            while let Some(&(j, d)) = it.peek() {
                if !d.is_whitespace() {
                    break;
                }
                newlines += usize::from(d == '\n');
                end = j + d.len_utf8();
                it.next();
            }
            let ok = match level {
                Level::Paragraph => newlines >= 2,
                Level::Sentence => {
                    (end > i + c.len_utf8() || c == '\n') && !(c == '.' && abbreviation(&t[..i]))
                }
                Level::Whitespace | Level::Char => true,
            };
            if ok && end < t.len() {
                cuts.push(s + end);
            }
        }
        cuts.retain(|&c| !self.inside_protected(c));
        cuts
    }

    /// Emit the chunks of `s..e`, every one at most `max` tokens.
    fn pack(&mut self, s: usize, e: usize, level: Level) -> Result<()> {
        let whole = self.count(s, e);
        if whole <= self.max {
            self.out.push((s, e, whole));
            return Ok(());
        }
        let mut bounds = vec![s];
        bounds.extend(self.cuts(s, e, level));
        bounds.push(e);
        // units with their own counts
        let mut group: Vec<(usize, usize, usize)> = Vec::new();
        let mut sum = 0;
        for w in bounds.windows(2) {
            let (us, ue) = (w[0], w[1]);
            let t = self.count(us, ue);
            if t > self.max {
                self.flush(&mut group)?;
                sum = 0;
                match level.finer() {
                    Some(f) => self.pack(us, ue, f)?,
                    None => {
                        return Err(Error::ChunkLimit {
                            max_tokens: self.max as u64,
                            tokens: t as u64,
                        })
                    }
                }
                continue;
            }
            if sum + t > self.max {
                self.flush(&mut group)?;
                sum = 0;
            }
            group.push((us, ue, t));
            sum += t;
        }
        self.flush(&mut group)
    }

    /// Emit a group of consecutive units as chunks: the longest prefix that really fits (token
    /// counts are not exactly additive across a cut), then the rest.
    fn flush(&mut self, group: &mut Vec<(usize, usize, usize)>) -> Result<()> {
        while !group.is_empty() {
            let mut k = group.len();
            loop {
                let (s, e) = (group[0].0, group[k - 1].1);
                let c = if k == 1 { group[0].2 } else { self.count(s, e) };
                if c <= self.max {
                    self.out.push((s, e, c));
                    break;
                }
                k -= 1;
            }
            group.drain(..k);
        }
        Ok(())
    }
}

/// True when `before` (the text up to a full stop) ends with an abbreviation (`M.`, `Dr.`).
fn abbreviation(before: &str) -> bool {
    let word = before
        .rsplit(|c: char| !c.is_alphabetic())
        .next()
        .unwrap_or("");
    matches!(
        word,
        "M" | "MM"
            | "Mme"
            | "Mmes"
            | "Mlle"
            | "Dr"
            | "Me"
            | "Pr"
            | "St"
            | "Ste"
            | "art"
            | "Art"
            | "cf"
            | "p"
            | "n"
    )
}

/// Split `payload` into chunks of at most `max_tokens` tokens each, never cutting inside a
/// `protected` span (byte ranges; the replacements of the masking run).
///
/// # Errors
/// [`Error::ChunkLimit`] when `max_tokens` is 0 or a protected span (or a single character)
/// alone is larger than the limit.
pub fn split(
    payload: &str,
    protected: &[(usize, usize)],
    max_tokens: u64,
    encoding: Encoding,
) -> Result<Vec<Chunk>> {
    if max_tokens == 0 {
        return Err(Error::ChunkLimit {
            max_tokens,
            tokens: count_tokens(payload, encoding) as u64,
        });
    }
    let mut protected = protected.to_vec();
    protected.sort_unstable();
    let mut sp = Splitter {
        text: payload,
        protected: &protected,
        max: usize::try_from(max_tokens).unwrap_or(usize::MAX),
        encoding,
        out: Vec::new(),
    };
    if !payload.is_empty() {
        sp.pack(0, payload.len(), Level::Paragraph)?;
    }
    let n = sp.out.len() as u32;
    Ok(sp
        .out
        .iter()
        .enumerate()
        .map(|(i, &(s, e, t))| {
            let text = &payload[s..e];
            Chunk {
                index: i as u32 + 1,
                of: n,
                start: s as u64,
                end: e as u64,
                chars: text.chars().count() as u64,
                tokens: t as u64,
                sha256: crate::digest::sha256_hex(text.as_bytes()),
            }
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts<'a>(payload: &'a str, chunks: &[Chunk]) -> Vec<&'a str> {
        chunks
            .iter()
            .map(|c| &payload[c.start as usize..c.end as usize])
            .collect()
    }

    #[test]
    fn counts_known_strings() {
        // published vectors (OpenAI's tiktoken README and cookbook)
        let cl = tiktoken_rs::cl100k_base_singleton();
        assert_eq!(cl.encode_ordinary("hello world"), [15339, 1917]);
        assert_eq!(
            cl.encode_ordinary("tiktoken is great!"),
            [83, 1609, 5963, 374, 2294, 0]
        );
        assert_eq!(count_tokens("tiktoken is great!", Encoding::Cl100kBase), 6);
        assert_eq!(count_tokens("hello world", Encoding::O200kBase), 2);
        assert_eq!(count_tokens("", Encoding::O200kBase), 0);
        // Arabic costs more tokens per character than French
        let ar = count_tokens("السيد سامي بن صالح", Encoding::Cl100kBase);
        assert!(ar > 4, "{ar}");
    }

    #[test]
    fn fits_in_one_chunk() {
        let p = "Objet : [NOM_1].";
        let c = split(p, &[], 100, Encoding::O200kBase).unwrap();
        assert_eq!(c.len(), 1);
        assert_eq!((c[0].index, c[0].of, c[0].start, c[0].end), (1, 1, 0, 16));
        assert_eq!(c[0].tokens, count_tokens(p, Encoding::O200kBase) as u64);
        assert_eq!(c[0].chars, 16);
        assert_eq!(c[0].sha256, crate::digest::sha256_hex(p.as_bytes()));
    }

    #[test]
    fn paragraphs_first_then_sentences_then_words() {
        let p = "Premier paragraphe court.\n\nDeuxième paragraphe. Il a deux phrases.\n\nfin";
        let enc = Encoding::O200kBase;
        let para = count_tokens("Deuxième paragraphe. Il a deux phrases.\n\n", enc) as u64;
        let c = split(p, &[], para, enc).unwrap();
        assert_eq!(
            texts(p, &c),
            [
                "Premier paragraphe court.\n\n",
                "Deuxième paragraphe. Il a deux phrases.\n\n",
                "fin"
            ]
        );
        // a limit below a paragraph cuts it at its sentence
        let c = split(p, &[], 6, enc).unwrap();
        assert_eq!(
            texts(p, &c),
            [
                "Premier paragraphe court.\n\n",
                "Deuxième ",
                "paragraphe. ",
                "Il a deux phrases.\n\n",
                "fin"
            ]
        );
        // a limit below a sentence cuts at spaces
        let c = split(p, &[], 2, enc).unwrap();
        assert!(c.iter().all(|c| c.tokens <= 2));
        assert_eq!(texts(p, &c).concat(), p);
    }

    #[test]
    fn never_cuts_inside_a_protected_span() {
        // a pseudonym has a space inside: it must stay whole
        let p = "Vu Personne A et Personne B ce jour.";
        let prot = [(3, 13), (17, 27)];
        for max in 1..12 {
            let c = split(p, &prot, max, Encoding::O200kBase);
            let Ok(c) = c else {
                // only possible when a protected span alone exceeds the limit
                assert!(count_tokens("Personne A", Encoding::O200kBase) as u64 > max);
                continue;
            };
            for ch in &c {
                for &(s, e) in &prot {
                    let (cs, ce) = (ch.start as usize, ch.end as usize);
                    assert!(ce <= s || cs >= e || (cs <= s && e <= ce), "{max}: {ch:?}");
                }
            }
            assert_eq!(texts(p, &c).concat(), p);
        }
        let err = split("[NOM_1]", &[(0, 7)], 1, Encoding::O200kBase).unwrap_err();
        assert_eq!(err.code(), crate::ErrorCode::ChunkLimit);
        assert_eq!(
            err.to_string(),
            "Le texte ne peut pas être découpé sous la limite du destinataire (1 jetons) : un libellé ou un caractère en demande à lui seul 5. Augmentez la limite (max_tokens) du profil de destination."
        );
    }

    proptest::proptest! {
        #![proptest_config(proptest::test_runner::Config::with_cases(48))]
        /// Every chunk is under the limit, the concatenation is the payload, no label is cut,
        /// and the split is deterministic.
        #[test]
        fn chunks_are_under_the_limit_and_concatenate(
            words in proptest::collection::vec(proptest::sample::select(vec![
                "le", "dossier", "[NOM_1]", "[CIN_12]", "مراسلة", "عدد", ".", "\n", "\n\n", " ", "  ", "؟", "123456",
            ]), 0..120),
            max in 8u64..40,
        ) {
            let mut p = String::new();
            let mut prot = Vec::new();
            for (i, w) in words.iter().enumerate() {
                if i > 0 && !w.starts_with('\n') && !w.starts_with(' ') {
                    p.push(' ');
                }
                if w.starts_with('[') {
                    prot.push((p.len(), p.len() + w.len()));
                }
                p.push_str(w);
            }
            let a = split(&p, &prot, max, Encoding::O200kBase).unwrap();
            let b = split(&p, &prot, max, Encoding::O200kBase).unwrap();
            proptest::prop_assert_eq!(&a, &b);
            proptest::prop_assert_eq!(texts(&p, &a).concat(), p.clone());
            for c in &a {
                proptest::prop_assert!(c.tokens <= max);
                proptest::prop_assert_eq!(c.tokens as usize, count_tokens(&p[c.start as usize..c.end as usize], Encoding::O200kBase));
                proptest::prop_assert_eq!(c.of as usize, a.len());
                for &(s, e) in &prot {
                    let (cs, ce) = (c.start as usize, c.end as usize);
                    proptest::prop_assert!(ce <= s || cs >= e || (cs <= s && e <= ce));
                }
            }
        }
    }
}
