//! The residual leak check: the last look at a payload before it may be recorded as sendable.
//!
//! Two searches, both on the payload exactly as it would be sent:
//!
//! 1. every value the officer approved for masking is looked for in all its spellings: spacing
//!    and punctuation removed, Arabic-Indic digits folded, case folded, NFKC and the Arabic
//!    normalisation of [`crate::text`] (tatweel, diacritics, presentation forms), plus alef,
//!    alef maqsura and ta marbuta variants. A match must start and end on a word boundary (a
//!    change between letters and digits counts as one, and so does a single Arabic proclitic
//!    و ب ل ف ك), so `Ali` is not found inside `totalité`;
//! 2. the detectors run again on the payload. A finding that overlaps a replacement (a mask
//!    label, a pseudonym) is ignored; a finding whose value the officer explicitly kept (a
//!    rejected finding) is allowed; anything else is a new finding nobody decided on.
//!
//! Each problem says where it is (byte offset, line and column) with an excerpt in which the
//! offending value itself is replaced by its type: the report never repeats the value.

use serde::Serialize;

use crate::detect::{self, Entity, Finding, ScanOptions};
use crate::error::{Error, Result};
use crate::extract;
use crate::mask::Masked;
use crate::review::{Decision, Review};
use crate::text::Normalized;

/// A value of the original document and what the officer decided about it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Known<'a> {
    pub entity: Entity,
    pub value: &'a str,
    pub decision: Decision,
}

impl<'a> Known<'a> {
    /// The findings of a document with their decisions in `review`.
    pub fn from_review(findings: &'a [Finding], review: &Review) -> Vec<Known<'a>> {
        findings
            .iter()
            .map(|f| Known {
                entity: f.entity,
                value: &f.text,
                decision: review.decision(f.id),
            })
            .collect()
    }
}

/// What kind of residual leak was found.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum LeakKind {
    /// A value approved for masking is still in the payload (possibly spelt differently).
    ApprovedValue { entity: Entity },
    /// The detectors find personal data in the payload that nobody kept explicitly.
    NewFinding { entity: Entity },
}

/// One residual leak, located in the payload.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Leak {
    #[serde(flatten)]
    pub kind: LeakKind,
    /// Byte offsets in the payload.
    pub start: usize,
    pub end: usize,
    /// Line and column (characters) of `start`, from 1.
    pub line: usize,
    pub column: usize,
    /// Up to 30 characters on each side, the value itself replaced by `‹TYPE›`.
    pub excerpt: String,
}

impl Leak {
    /// One line for the officer, in French.
    pub fn message(&self) -> String {
        let what = match self.kind {
            LeakKind::ApprovedValue { entity } => format!(
                "{} approuvé pour masquage encore présent en clair",
                entity.as_str()
            ),
            LeakKind::NewFinding { entity } => format!(
                "{} détecté dans le texte à envoyer, sans décision de le conserver",
                entity.as_str()
            ),
        };
        format!(
            "ligne {}, colonne {} (octet {}) : {what} — « {} »",
            self.line, self.column, self.start, self.excerpt
        )
    }
}

/// The result of [`check`]: empty when the payload may be recorded.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct LeakReport {
    /// Sorted by position, one per span.
    pub leaks: Vec<Leak>,
    /// Distinct folded spellings of approved values searched for.
    pub searched: usize,
    /// True when the detectors ran again on the payload.
    pub rescanned: bool,
}

impl LeakReport {
    pub fn is_clean(&self) -> bool {
        self.leaks.is_empty()
    }

    /// What the record keeps of this check.
    pub fn summary(&self) -> crate::audit::record::LeakCheck {
        crate::audit::record::LeakCheck {
            approved_values_searched: self.searched as u64,
            rescanned: self.rescanned,
            leaks: self.leaks.len() as u64,
        }
    }

    /// `Ok` when clean, else [`Error::ResidualLeak`] listing every leak.
    ///
    /// # Errors
    /// [`Error::ResidualLeak`].
    pub fn into_result(self) -> Result<()> {
        if self.is_clean() {
            return Ok(());
        }
        let details: Vec<String> = self.leaks.iter().map(|l| l.message()).collect();
        Err(Error::ResidualLeak {
            count: self.leaks.len(),
            details: details.join("\n  "),
        })
    }
}

/// Extra folding for matching only: Arabic letters that are commonly written for each other.
fn fold_arabic(c: char) -> char {
    match c {
        'أ' | 'إ' | 'آ' | 'ٱ' => 'ا',
        'ى' => 'ي',
        'ة' => 'ه',
        _ => c,
    }
}

fn is_proclitic(c: char) -> bool {
    matches!(c, 'و' | 'ب' | 'ل' | 'ف' | 'ك')
}

/// The matching key of a value: folded letters and digits only.
pub fn leak_key(value: &str) -> String {
    let n = Normalized::new(value);
    n.as_str()
        .chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .map(fold_arabic)
        .collect()
}

const START: u8 = 1;
const END: u8 = 2;
/// Separates runs that must not be matched across (a replacement, a document boundary).
const SENTINEL: char = '\u{1}';

/// The payload as one key string, with the original offset of every key byte.
struct KeyText {
    key: String,
    /// Payload byte offset of the character that produced each key byte.
    orig: Vec<u32>,
    /// [`START`] / [`END`] flags of each key byte (set on the first / last byte of a character).
    flags: Vec<u8>,
}

fn class(c: char) -> u8 {
    if c.is_numeric() {
        1
    } else {
        2
    }
}

impl KeyText {
    /// `skip`: sorted, non-overlapping payload spans left out (replacements).
    fn new(payload: &str, skip: &[(usize, usize)]) -> KeyText {
        let norm = Normalized::new(payload);
        let n = norm.as_str();
        let mut kt = KeyText {
            key: String::with_capacity(n.len()),
            orig: Vec::with_capacity(n.len()),
            flags: Vec::with_capacity(n.len()),
        };
        let mut skip_i = 0;
        // class of the previous normalised character (0: not alphanumeric)
        let mut prev_cl = 0u8;
        // the previous character is a proclitic letter that started a word
        let mut proclitic = false;
        let mut last_end: Option<usize> = None;
        for (i, c) in n.char_indices() {
            let o = norm.orig_start(i);
            while skip_i < skip.len() && skip[skip_i].1 <= o {
                skip_i += 1;
            }
            let skipped = skip.get(skip_i).is_some_and(|s| s.0 <= o);
            if skipped || !c.is_alphanumeric() {
                if let Some(e) = last_end.take() {
                    kt.flags[e] |= END;
                }
                if skipped && !kt.key.is_empty() && !kt.key.ends_with(SENTINEL) {
                    kt.push(SENTINEL, o, 0);
                }
                prev_cl = 0;
                proclitic = false;
                continue;
            }
            let cl = class(c);
            let word_start = prev_cl != cl;
            if word_start {
                if let Some(e) = last_end {
                    kt.flags[e] |= END;
                }
            }
            let start = word_start || (cl == 2 && proclitic);
            let mut first = true;
            for d in c.to_lowercase().map(fold_arabic) {
                let at = kt.key.len();
                kt.push(d, o, if first && start { START } else { 0 });
                first = false;
                last_end = Some(at + d.len_utf8() - 1);
            }
            proclitic = word_start && is_proclitic(c);
            prev_cl = cl;
        }
        if let Some(e) = last_end {
            kt.flags[e] |= END;
        }
        kt
    }

    fn push(&mut self, c: char, orig: usize, flag: u8) {
        let len = c.len_utf8();
        self.key.push(c);
        for k in 0..len {
            self.orig.push(orig as u32);
            self.flags.push(if k == 0 { flag } else { 0 });
        }
    }
}

/// Up to 30 characters each side of `start..end`, the span replaced by `‹TYPE›`, on one line.
fn excerpt(payload: &str, start: usize, end: usize, entity: Entity) -> String {
    let before: String = {
        let mut v: Vec<char> = payload[..start].chars().rev().take(30).collect();
        v.reverse();
        v.into_iter().collect()
    };
    let after: String = payload[end..].chars().take(30).collect();
    format!("…{before}‹{}›{after}…", entity.as_str()).replace(['\n', '\r', '\t'], " ")
}

fn line_col(payload: &str, at: usize) -> (usize, usize) {
    let head = &payload[..at];
    let line = head.bytes().filter(|b| *b == b'\n').count() + 1;
    let col = head[head.rfind('\n').map_or(0, |i| i + 1)..]
        .chars()
        .count()
        + 1;
    (line, col)
}

fn overlaps(spans: &[(usize, usize)], s: usize, e: usize) -> bool {
    let i = spans.partition_point(|r| r.1 <= s);
    spans.get(i).is_some_and(|r| r.0 < e)
}

/// Check a masked payload against the document's known values.
///
/// `masked` is the payload with its replacements (their spans are never searched);
/// `known` every finding of the original document with its decision (approved and added by
/// hand values must be gone; rejected ones may stay); `opts` the scan options of the original
/// scan (its threshold applies to the re-scan too).
pub fn check(masked: &Masked, known: &[Known<'_>], opts: &ScanOptions) -> LeakReport {
    let payload = masked.text.as_str();
    let mut skip: Vec<(usize, usize)> = masked
        .replacements
        .iter()
        .map(|r| (r.start, r.end))
        .collect();
    skip.sort_unstable();
    let mut leaks = Vec::new();

    // 1. approved values, every spelling
    let mut patterns: Vec<(String, Entity)> = known
        .iter()
        .filter(|k| k.decision == Decision::Approved)
        .map(|k| (leak_key(k.value), k.entity))
        .filter(|(p, _)| p.chars().count() >= 3)
        .collect();
    patterns.sort();
    patterns.dedup_by(|a, b| a.0 == b.0);
    let searched = patterns.len();
    let mut rescanned = false;
    if !patterns.is_empty() {
        let kt = KeyText::new(payload, &skip);
        let ac = aho_corasick::AhoCorasick::builder()
            .match_kind(aho_corasick::MatchKind::Standard)
            .build(patterns.iter().map(|p| p.0.as_str()))
            .expect("patterns of folded values always build");
        let mut taken: Vec<(usize, usize)> = Vec::new();
        for m in ac.find_overlapping_iter(&kt.key) {
            let (s, e) = (m.start(), m.end());
            if kt.flags[s] & START == 0 || kt.flags[e - 1] & END == 0 {
                continue;
            }
            let os = kt.orig[s] as usize;
            let last = kt.orig[e - 1] as usize;
            let oe = last + payload[last..].chars().next().map_or(0, |c| c.len_utf8());
            taken.push((os, oe));
            let entity = patterns[m.pattern().as_usize()].1;
            let (line, column) = line_col(payload, os);
            leaks.push(Leak {
                kind: LeakKind::ApprovedValue { entity },
                start: os,
                end: oe,
                line,
                column,
                excerpt: excerpt(payload, os, oe, entity),
            });
        }
        taken.sort_unstable();
        skip.extend(taken);
        skip.sort_unstable();
    }

    // 2. the detectors again, on the payload as a plain text
    let kept: Vec<String> = known
        .iter()
        .filter(|k| k.decision == Decision::Rejected)
        .map(|k| leak_key(k.value))
        .collect();
    let limits = extract::Limits {
        max_file_bytes: u64::MAX,
        ..extract::Limits::default()
    };
    // The replacements are blanked (same byte length, so offsets hold): a label such as
    // `[DATE_NAISSANCE_1]` must not act as a context word for the detectors.
    let mut blanked = payload.as_bytes().to_vec();
    for r in &masked.replacements {
        blanked[r.start..r.end].fill(b' ');
    }
    if let Ok(doc) = extract::extract("payload.txt", blanked, &limits) {
        // a leading BOM is the only thing decoding may drop
        let shift = payload.len() - doc.text.len();
        rescanned = true;
        for f in detect::scan(&doc, opts) {
            let (s, e) = (f.start + shift, f.end + shift);
            if overlaps(&skip, s, e) {
                continue;
            }
            let k = leak_key(&f.text);
            if kept.iter().any(|r| !k.is_empty() && r.contains(&k)) {
                continue;
            }
            let (line, column) = line_col(payload, s);
            leaks.push(Leak {
                kind: LeakKind::NewFinding { entity: f.entity },
                start: s,
                end: e,
                line,
                column,
                excerpt: excerpt(payload, s, e, f.entity),
            });
        }
    }
    leaks.sort_by_key(|l| (l.start, l.end));
    leaks.dedup_by(|a, b| a.start < b.end && b.start < a.end);
    LeakReport {
        leaks,
        searched,
        rescanned,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mask::{self, Policy};

    fn known(entity: Entity, value: &str, decision: Decision) -> Known<'_> {
        Known {
            entity,
            value,
            decision,
        }
    }

    fn plain(text: &str) -> Masked {
        Masked {
            text: text.to_string(),
            replacements: Vec::new(),
        }
    }

    #[test]
    fn approved_value_in_another_spelling_is_caught() {
        // (payload, approved value, entity, expected excerpt)
        let cases = [
            (
                "Dossier du client, CIN 0123 4567, à traiter.",
                "01234567",
                Entity::Cin,
                "…Dossier du client, CIN ‹CIN›, à traiter.…",
            ),
            (
                "رقم البطاقة ٠١٢٣٤٥٦٧ فقط",
                "01234567",
                Entity::Cin,
                "…رقم البطاقة ‹CIN› فقط…",
            ),
            (
                "Appeler le 98.123.456 demain",
                "98 123 456",
                Entity::Phone,
                "…Appeler le ‹PHONE› demain…",
            ),
            (
                "Signé : SAMI BEN-SALAH.",
                "Sami Ben Salah",
                Entity::Person,
                "…Signé : ‹PERSON›.…",
            ),
            (
                "حضر وسامي اليوم",
                "سامي",
                Entity::Person,
                "…حضر و‹PERSON› اليوم…",
            ),
            ("السيد أحمـــد", "احمد", Entity::Person, "…السيد ‹PERSON›…"),
            (
                "ref CIN01234567 ok",
                "01234567",
                Entity::Cin,
                "…ref CIN‹CIN› ok…",
            ),
        ];
        for (payload, value, entity, want) in cases {
            let r = check(
                &plain(payload),
                &[known(entity, value, Decision::Approved)],
                &ScanOptions { threshold: 2.0 },
            );
            assert_eq!(r.leaks.len(), 1, "{payload}");
            let l = &r.leaks[0];
            assert_eq!(l.kind, LeakKind::ApprovedValue { entity }, "{payload}");
            assert_eq!(l.excerpt, want, "{payload}");
            assert!(!l.message().contains(value));
        }
    }

    #[test]
    fn no_match_inside_a_word_or_a_longer_number() {
        let r = check(
            &plain("La totalité du dossier 990123456799 est close."),
            &[
                known(Entity::Person, "Ali", Decision::Approved),
                known(Entity::Cin, "01234567", Decision::Approved),
            ],
            &ScanOptions { threshold: 2.0 },
        );
        assert!(r.is_clean(), "{r:?}");
    }

    #[test]
    fn location_is_line_and_column() {
        let r = check(
            &plain("Objet : relance\nPièce : CIN 01234567\n"),
            &[known(Entity::Cin, "01234567", Decision::Approved)],
            &ScanOptions { threshold: 2.0 },
        );
        let l = &r.leaks[0];
        assert_eq!((l.line, l.column, l.start), (2, 13, 29));
        let err = r.into_result().unwrap_err();
        assert_eq!(err.code(), crate::ErrorCode::ResidualLeak);
        assert_eq!(
            err.to_string(),
            "Fuite résiduelle : 1 donnée(s) personnelle(s) encore en clair dans le texte à envoyer ; l'enregistrement est refusé.\n  ligne 2, colonne 13 (octet 29) : CIN approuvé pour masquage encore présent en clair — « …Objet : relance Pièce : CIN ‹CIN› … »"
        );
    }

    fn run(text: &str, reject: &[&str]) -> (Masked, LeakReport) {
        let doc = extract::extract(
            "t.txt",
            text.as_bytes().to_vec(),
            &extract::Limits::default(),
        )
        .unwrap();
        let findings = detect::scan(&doc, &ScanOptions::default());
        let mut review = Review::approve_all(&findings);
        for f in &findings {
            if reject.contains(&f.text.as_str()) {
                review.decide(f.id, Decision::Rejected);
            }
        }
        let masked = mask::mask(
            &doc.text,
            &findings,
            |f| review.is_approved(f.id),
            &Policy::default(),
            &[0; 32],
        );
        let r = check(
            &masked,
            &Known::from_review(&findings, &review),
            &ScanOptions::default(),
        );
        (masked, r)
    }

    #[test]
    fn masked_payload_passes_and_rejected_value_is_kept() {
        let text = "M. Sami Ben Salah, CIN n° 01234567, tél. 98 123 456.\n\nM. Karim Jaziri, CIN n° 07654321.";
        let (m, r) = run(text, &[]);
        assert_eq!(
            m.text,
            "M. [NOM_1], CIN n° [CIN_1], tél. [TEL_1].\n\nM. [NOM_2], CIN n° [CIN_2]."
        );
        assert!(r.is_clean(), "{r:?}");
        let (m, r) = run(text, &["07654321"]);
        assert_eq!(
            m.text,
            "M. [NOM_1], CIN n° [CIN_1], tél. [TEL_1].\n\nM. [NOM_2], CIN n° 07654321."
        );
        assert!(r.is_clean(), "{r:?}");
    }

    #[test]
    fn a_new_finding_in_the_payload_blocks() {
        // the CIN was never found in the document (as when an officer edits the payload)
        let m = plain("Le client CIN n° 01234567 a écrit.");
        let r = check(&m, &[], &ScanOptions::default());
        assert_eq!(r.leaks.len(), 1);
        assert_eq!(
            r.leaks[0].kind,
            LeakKind::NewFinding {
                entity: Entity::Cin
            }
        );
        assert_eq!(r.leaks[0].excerpt, "…Le client CIN n° ‹CIN› a écrit.…");
        // kept explicitly: allowed
        let r = check(
            &m,
            &[known(Entity::Cin, "01234567", Decision::Rejected)],
            &ScanOptions::default(),
        );
        assert!(r.is_clean());
        // pending is not a decision to keep it
        let r = check(
            &m,
            &[known(Entity::Cin, "01234567", Decision::Pending)],
            &ScanOptions::default(),
        );
        assert_eq!(r.leaks.len(), 1);
    }

    #[test]
    fn replacements_are_not_searched() {
        // a pseudonym that happens to spell an approved value is the replacement, not a leak
        let m = Masked {
            text: "Vu [NOM_1] et 01234567.".into(),
            replacements: vec![mask::Replacement {
                finding: 0,
                entity: Entity::Cin,
                replacement: "01234567".into(),
                start: 14,
                end: 22,
            }],
        };
        let r = check(
            &m,
            &[known(Entity::Cin, "01234567", Decision::Approved)],
            &ScanOptions::default(),
        );
        assert!(r.is_clean(), "{r:?}");
    }

    #[test]
    fn labels_are_not_context_words_for_the_rescan() {
        // found on the benchmark corpus: `[DATE_NAISSANCE_1]` made a hiring date look like a
        // birth date to the re-scan
        let text = "الأجير [NOM_1] ([DATE_NAISSANCE_1]) يعمل منذ 13/09/2011 بالشركة.";
        let label = "[DATE_NAISSANCE_1]";
        let replacements = text
            .match_indices(label)
            .map(|(i, _)| mask::Replacement {
                finding: 0,
                entity: Entity::Dob,
                replacement: label.into(),
                start: i,
                end: i + label.len(),
            })
            .collect();
        let m = Masked {
            text: text.into(),
            replacements,
        };
        let r = check(
            &m,
            &[known(Entity::Dob, "01/02/1990", Decision::Approved)],
            &ScanOptions::default(),
        );
        assert!(r.is_clean(), "{r:?}");
    }

    #[test]
    fn a_masked_condition_after_a_trigger_leaves_no_finding() {
        // found recording a sick-leave note: the trigger `arrêt maladie pour` took the
        // determiner left before the blanked label for a condition, and refused the record
        let cases = [
            "M. [NOM_1] est en arrêt maladie pour une [SANTE_1].",
            "Mme [NOM_1] est suivie pour un [SANTE_1] depuis 2024.",
            "He was treated for a [SANTE_1].",
            "Arrêt maladie pour [SANTE_1] ; reprise le lundi.",
        ];
        for text in cases {
            let replacements = text
                .match_indices('[')
                .map(|(i, _)| {
                    let end = i + text[i..].find(']').unwrap() + 1;
                    mask::Replacement {
                        finding: 0,
                        entity: if text[i..].starts_with("[NOM") {
                            Entity::Person
                        } else {
                            Entity::Health
                        },
                        replacement: text[i..end].into(),
                        start: i,
                        end,
                    }
                })
                .collect();
            let m = Masked {
                text: text.into(),
                replacements,
            };
            let r = check(
                &m,
                &[known(Entity::Health, "dépression", Decision::Approved)],
                &ScanOptions::default(),
            );
            assert!(r.is_clean(), "{text}: {r:?}");
        }
        // the same trigger before a condition the detectors do not know is still a finding
        let r = check(
            &plain("M. [NOM_1] est en arrêt maladie pour une lassitude aiguë."),
            &[],
            &ScanOptions::default(),
        );
        assert_eq!(r.leaks.len(), 1, "{r:?}");
        let l = &r.leaks[0];
        assert_eq!(
            &"M. [NOM_1] est en arrêt maladie pour une lassitude aiguë."[l.start..l.end],
            "une lassitude aiguë"
        );
    }

    proptest::proptest! {
        /// An approved value re-inserted with any separators and digit script is always caught.
        #[test]
        fn approved_value_with_any_separators_is_caught(
            digits in proptest::collection::vec(0u32..10, 8..9),
            seps in proptest::collection::vec(proptest::sample::select(vec!["", " ", ".", "-", "\u{a0}", " / "]), 8),
            arabic in proptest::collection::vec(proptest::bool::ANY, 8),
        ) {
            let value: String = digits.iter().map(|d| char::from_digit(*d, 10).unwrap()).collect();
            let mut spelt = String::new();
            for (i, d) in digits.iter().enumerate() {
                if i > 0 {
                    spelt.push_str(seps[i]);
                }
                spelt.push(if arabic[i] { char::from_u32(0x0660 + d).unwrap() } else { char::from_digit(*d, 10).unwrap() });
            }
            let payload = format!("Réf. {spelt} à vérifier");
            let r = check(&plain(&payload), &[known(Entity::Cin, &value, Decision::Approved)], &ScanOptions { threshold: 2.0 });
            proptest::prop_assert_eq!(r.leaks.len(), 1);
            proptest::prop_assert_eq!(&payload[r.leaks[0].start..r.leaks[0].end], spelt.as_str());
        }
    }
}
