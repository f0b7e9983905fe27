//! The review session the desktop app shows: a document, its findings and the officer's
//! decisions, cut into ready-to-render pieces.
//!
//! Spans are byte offsets inside Rust; the UI never computes with them (JavaScript counts UTF-16
//! units). It receives [`Paragraph`]s of [`Segment`]s instead: plain text, or exactly one finding.
//! Concatenating every segment of every paragraph gives back the text exactly. Decisions live in
//! the [`Review`] held by the [`Session`]; the UI only shows what the session returns.

use std::path::Path;

use serde::Serialize;
use unicode_bidi::{bidi_class, BidiClass};

use crate::detect::{self, Entity, Finding, ScanOptions};
use crate::error::Result;
use crate::extract::{self, Document, Format, Limits};
use crate::mask::{self, Policy};
use crate::review::{Decision, Review};

/// A piece of text: plain (`finding_id` and `entity` are `None`) or one whole finding.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Segment {
    pub text: String,
    pub finding_id: Option<usize>,
    pub entity: Option<Entity>,
}

/// A line of the text (its newline included, at the end of its last segment), with its base
/// direction: right to left when its first strong character is Arabic or Hebrew.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Paragraph {
    pub rtl: bool,
    pub segments: Vec<Segment>,
}

/// A finding as the review panel shows it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct FindingView {
    pub id: usize,
    pub entity: Entity,
    pub text: String,
    pub score: f32,
    /// The reasons in French ("clé RIB valide", "contexte : CIN").
    pub explanations: Vec<String>,
    pub status: Decision,
}

/// An opened document, ready for review.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct DocumentView {
    /// File name (no directory).
    pub name: String,
    pub format: Format,
    pub pages: Option<u32>,
    /// Characters (Unicode scalar values) in the extracted text.
    pub chars: usize,
    pub paragraphs: Vec<Paragraph>,
    pub findings: Vec<FindingView>,
    pub pending: usize,
}

/// Exactly the text that would be sent, with its replacements as segments.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Preview {
    pub text: String,
    /// The payload cut like the document: each replacement is one segment with its finding id.
    pub paragraphs: Vec<Paragraph>,
    pub chars: usize,
    /// A rough estimate (kept for the UI): see [`estimate_tokens`].
    pub estimated_tokens: usize,
    /// Tokens counted with the default encoding (`o200k_base`, [`crate::chunk`]).
    pub tokens: usize,
    /// Findings still undecided: nothing may be recorded while this is not zero.
    pub pending: usize,
}

/// One document under review.
#[derive(Debug)]
pub struct Session {
    name: String,
    doc: Document,
    findings: Vec<Finding>,
    review: Review,
    policy: Policy,
}

impl Session {
    /// Read, extract and scan a file; every finding starts pending.
    ///
    /// # Errors
    /// Whatever [`extract::extract_path`] refuses (unreadable, too large, encrypted, corrupt...).
    pub fn open(path: &Path, limits: &Limits, opts: &ScanOptions) -> Result<Session> {
        let doc = extract::extract_path(path, limits)?;
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        Ok(Session::new(name, doc, opts))
    }

    /// Scan an extracted document; every finding starts pending.
    pub fn new(name: String, doc: Document, opts: &ScanOptions) -> Session {
        let findings = detect::scan(&doc, opts);
        let review = Review::new(&findings);
        Session {
            name,
            doc,
            findings,
            review,
            policy: Policy::default(),
        }
    }

    /// The whole view: paragraphs, findings with their status, pending count.
    pub fn view(&self) -> DocumentView {
        let spans: Vec<_> = self
            .findings
            .iter()
            .map(|f| (f.start, f.end, f.id, f.entity))
            .collect();
        DocumentView {
            name: self.name.clone(),
            format: self.doc.format,
            pages: self.doc.pages,
            chars: self.doc.text.chars().count(),
            paragraphs: cut(&self.doc.text, &spans),
            findings: self.findings(),
            pending: self.review.pending(),
        }
    }

    /// The findings with their current status.
    pub fn findings(&self) -> Vec<FindingView> {
        self.findings
            .iter()
            .map(|f| FindingView {
                id: f.id,
                entity: f.entity,
                text: f.text.clone(),
                score: f.score,
                explanations: f.reasons.iter().map(|r| r.explain()).collect(),
                status: self.review.decision(f.id),
            })
            .collect()
    }

    /// Decide one finding; false when the id is unknown.
    pub fn decide(&mut self, id: usize, d: Decision) -> bool {
        self.review.decide(id, d)
    }

    /// Decide every finding of a type; returns how many findings it covered.
    pub fn decide_all(&mut self, entity: Entity, d: Decision) -> usize {
        let mut n = 0;
        for f in self.findings.iter().filter(|f| f.entity == entity) {
            self.review.decide(f.id, d);
            n += 1;
        }
        n
    }

    /// The payload as it stands: approved findings masked, everything else as in the document.
    pub fn preview(&self) -> Preview {
        let masked = mask::mask(
            &self.doc.text,
            &self.findings,
            |f| self.review.is_approved(f.id),
            &self.policy,
            &[0; 32],
        );
        let spans: Vec<_> = masked
            .replacements
            .iter()
            .map(|r| (r.start, r.end, r.finding, r.entity))
            .collect();
        Preview {
            paragraphs: cut(&masked.text, &spans),
            chars: masked.text.chars().count(),
            estimated_tokens: estimate_tokens(&masked.text),
            tokens: crate::chunk::count_tokens(&masked.text, crate::chunk::Encoding::default()),
            pending: self.review.pending(),
            text: masked.text,
        }
    }
}

/// A rough token estimate for a payload: about four characters per token for ASCII text, two
/// for other scripts (Arabic words split into more tokens). An estimate, not a tokenizer.
pub fn estimate_tokens(text: &str) -> usize {
    let (ascii, other) = text.chars().fold((0usize, 0usize), |(a, o), c| {
        if c.is_ascii() {
            (a + 1, o)
        } else {
            (a, o + 1)
        }
    });
    ascii.div_ceil(4) + other.div_ceil(2)
}

/// True when the first strong character of `s` is right to left.
fn is_rtl(s: &str) -> bool {
    s.chars()
        .find_map(|c| match bidi_class(c) {
            BidiClass::L => Some(false),
            BidiClass::R | BidiClass::AL => Some(true),
            _ => None,
        })
        .unwrap_or(false)
}

/// Cut `text` into paragraphs (lines) of segments. `spans` are (start, end, finding id, entity),
/// byte offsets on char boundaries, sorted and non-overlapping (a span starting inside the
/// previous one is skipped). A span containing a newline stays whole, in the paragraph where it
/// starts.
pub fn cut(text: &str, spans: &[(usize, usize, usize, Entity)]) -> Vec<Paragraph> {
    let mut paragraphs = Vec::new();
    let mut current = Vec::new();
    let mut pos = 0;
    for &(start, end, id, entity) in spans {
        if start < pos {
            continue;
        }
        push_plain(&text[pos..start], &mut current, &mut paragraphs);
        current.push(Segment {
            text: text[start..end].to_string(),
            finding_id: Some(id),
            entity: Some(entity),
        });
        pos = end;
    }
    push_plain(&text[pos..], &mut current, &mut paragraphs);
    if !current.is_empty() {
        close(&mut current, &mut paragraphs);
    }
    paragraphs
}

/// Append plain text, closing a paragraph after each newline.
fn push_plain(s: &str, current: &mut Vec<Segment>, paragraphs: &mut Vec<Paragraph>) {
    for piece in s.split_inclusive('\n') {
        current.push(Segment {
            text: piece.to_string(),
            finding_id: None,
            entity: None,
        });
        if piece.ends_with('\n') {
            close(current, paragraphs);
        }
    }
}

fn close(current: &mut Vec<Segment>, paragraphs: &mut Vec<Paragraph>) {
    let segments = std::mem::take(current);
    let line: String = segments.iter().map(|s| s.text.as_str()).collect();
    paragraphs.push(Paragraph {
        rtl: is_rtl(&line),
        segments,
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    fn session(text: &str) -> Session {
        let doc =
            extract::extract("note.txt", text.as_bytes().to_vec(), &Limits::default()).unwrap();
        Session::new("note.txt".into(), doc, &ScanOptions::default())
    }

    fn concat(paragraphs: &[Paragraph]) -> String {
        paragraphs
            .iter()
            .flat_map(|p| &p.segments)
            .map(|s| s.text.as_str())
            .collect()
    }

    /// Each finding id with the number of segments carrying it.
    fn segment_counts(v: &DocumentView) -> Vec<usize> {
        v.findings
            .iter()
            .map(|f| {
                v.paragraphs
                    .iter()
                    .flat_map(|p| &p.segments)
                    .filter(|s| s.finding_id == Some(f.id))
                    .count()
            })
            .collect()
    }

    const FR: &str = "Objet : dossier\n\nM. Sami Ben Salah, CIN n° 01234567, RIB 07 040 0058101111296 53.\nCordialement,\nLeila Trabelsi\n";
    const AR: &str =
        "السيد محمد بن علي، ب.ت.و عدد 01234567.\nالهاتف : 98 123 456\nM. Sami Ben Salah\n";

    #[test]
    fn segments_give_back_the_text_and_each_finding_once() {
        for text in [FR, AR, "", "sans rien", "CIN 01234567"] {
            let s = session(text);
            let v = s.view();
            assert_eq!(concat(&v.paragraphs), text);
            assert!(segment_counts(&v).iter().all(|&n| n == 1), "{text:?}");
            for seg in v.paragraphs.iter().flat_map(|p| &p.segments) {
                match seg.finding_id {
                    Some(id) => {
                        assert_eq!(seg.text, v.findings[id].text);
                        assert_eq!(seg.entity, Some(v.findings[id].entity));
                    }
                    None => assert_eq!(seg.entity, None),
                }
            }
        }
    }

    #[test]
    fn french_sample_findings() {
        let v = session(FR).view();
        let kinds: Vec<_> = v
            .findings
            .iter()
            .map(|f| (f.entity, f.text.as_str()))
            .collect();
        assert!(kinds.contains(&(Entity::Cin, "01234567")), "{kinds:?}");
        assert!(
            kinds.contains(&(Entity::Person, "Sami Ben Salah")),
            "{kinds:?}"
        );
        assert!(v.findings.iter().any(|f| f.entity == Entity::Rib));
        assert!(v.findings.iter().all(|f| f.status == Decision::Pending));
        assert_eq!(v.pending, v.findings.len());
        let cin = v.findings.iter().find(|f| f.entity == Entity::Cin).unwrap();
        assert!(
            cin.explanations.iter().any(|e| e.starts_with("contexte")),
            "{:?}",
            cin.explanations
        );
        // one paragraph per line, blank line included
        assert_eq!(v.paragraphs.len(), FR.lines().count());
        assert!(v.paragraphs.iter().all(|p| !p.rtl));
    }

    #[test]
    fn arabic_is_cut_on_char_boundaries_and_right_to_left() {
        let v = session(AR).view();
        assert!(v.findings.iter().any(|f| f.entity == Entity::Cin));
        assert!(v.findings.iter().any(|f| f.entity == Entity::Person
            && f.text
                .chars()
                .any(|c| ('\u{0600}'..='\u{06FF}').contains(&c))));
        let dirs: Vec<bool> = v.paragraphs.iter().map(|p| p.rtl).collect();
        assert_eq!(dirs, [true, true, false]);
        assert_eq!(v.chars, AR.chars().count());
    }

    #[test]
    fn cut_handles_spans_at_edges_and_multibyte_text() {
        let text = "نهج\nab";
        let spans = [
            (0, "نهج".len(), 0, Entity::Address),
            (text.len() - 2, text.len(), 1, Entity::Person),
        ];
        let p = cut(text, &spans);
        assert_eq!(concat(&p), text);
        assert_eq!(p.len(), 2);
        assert_eq!(p[0].segments[0].finding_id, Some(0));
        assert_eq!(p[0].segments[1].text, "\n");
        assert_eq!(
            p[1].segments,
            [Segment {
                text: "ab".into(),
                finding_id: Some(1),
                entity: Some(Entity::Person)
            }]
        );
        // a span crossing a newline stays whole in the paragraph where it starts
        let p = cut("a\nb c", &[(0, 3, 0, Entity::Address)]);
        assert_eq!(p.len(), 1);
        assert_eq!(concat(&p), "a\nb c");
        assert!(cut("", &[]).is_empty());
    }

    #[test]
    fn decisions_drive_the_preview() {
        let mut s = session(FR);
        let v = s.view();
        let cin = v
            .findings
            .iter()
            .find(|f| f.entity == Entity::Cin)
            .unwrap()
            .id;
        assert!(s.decide(cin, Decision::Rejected));
        assert!(!s.decide(999, Decision::Approved));
        let persons = v
            .findings
            .iter()
            .filter(|f| f.entity == Entity::Person)
            .count();
        assert_eq!(s.decide_all(Entity::Person, Decision::Approved), persons);
        let p = s.preview();
        assert_eq!(p.pending, v.findings.len() - persons - 1);
        assert!(p.text.contains("01234567"), "rejected value kept");
        assert!(!p.text.contains("Sami") && !p.text.contains("Leila"));
        assert!(p.text.contains("[NOM_1]"));
        assert_eq!(concat(&p.paragraphs), p.text);
        assert_eq!(p.chars, p.text.chars().count());
        let labels: Vec<_> = p
            .paragraphs
            .iter()
            .flat_map(|p| &p.segments)
            .filter(|s| s.finding_id.is_some())
            .map(|s| s.text.as_str())
            .collect();
        assert_eq!(labels.len(), persons);
        assert!(labels.iter().all(|l| l.starts_with("[NOM_")));
        let statuses: Vec<_> = s.findings().iter().map(|f| f.status).collect();
        assert_eq!(statuses[cin], Decision::Rejected);
    }

    #[test]
    fn token_estimate() {
        assert_eq!(estimate_tokens(""), 0);
        assert_eq!(estimate_tokens("abcd"), 1);
        assert_eq!(estimate_tokens("abcde"), 2);
        assert_eq!(estimate_tokens("محمد"), 2);
    }

    #[test]
    fn view_serialises_for_the_ui() {
        let v = session("CIN 01234567\n").view();
        let j = serde_json::to_value(&v).unwrap();
        assert_eq!(j["format"], "text");
        assert_eq!(j["findings"][0]["entity"], "CIN");
        assert_eq!(j["findings"][0]["status"], "pending");
        assert_eq!(j["paragraphs"][0]["segments"][1]["finding_id"], 0);
        assert_eq!(
            j["paragraphs"][0]["segments"][0]["finding_id"],
            serde_json::Value::Null
        );
    }
}
