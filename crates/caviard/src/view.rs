//! The review session the desktop app shows: a document, its findings and the officer's
//! decisions, cut into ready-to-render pieces.
//!
//! Spans are byte offsets inside Rust; the UI never computes with them (JavaScript counts UTF-16
//! units). It receives [`Paragraph`]s of [`Segment`]s instead: plain text, or exactly one finding.
//! Concatenating every segment of every paragraph gives back the text exactly. Decisions live in
//! the [`Review`] held by the [`Session`]; the UI only shows what the session returns.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use unicode_bidi::{bidi_class, BidiClass};

use crate::audit::{Draft, RecordMeta, ReviewMode};
use crate::detect::{self, Entity, Finding, ScanOptions};
use crate::error::{Error, Result};
use crate::extract::{self, Document, Format, Limits};
use crate::label::LabelTag;
use crate::mask::{Masked, Policy};
use crate::review::{Decision, Review};
use crate::transfer::Run;

pub use crate::detect::MANUAL;

/// A piece of text: plain (`finding_id` and `entity` are `None`) or one whole finding.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct Segment {
    pub text: String,
    pub finding_id: Option<usize>,
    pub entity: Option<Entity>,
}

/// A line of the text (its newline included, at the end of its last segment), with its base
/// direction: right to left when its first strong character is Arabic or Hebrew.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct Paragraph {
    pub rtl: bool,
    pub segments: Vec<Segment>,
}

/// A finding as the review panel shows it.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
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
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
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
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
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
    /// The operator per type the payload was masked with.
    pub policy: Policy,
}

/// One document under review.
#[derive(Debug)]
pub struct Session {
    name: String,
    /// The original bytes: the audit record holds their SHA-256.
    original: Vec<u8>,
    doc: Document,
    findings: Vec<Finding>,
    review: Review,
    policy: Policy,
    /// Seed of the pseudonym operator: the preview and the recorded payload use the same one.
    seed: [u8; 32],
    /// The scan's options (the leak check's second scan uses them too).
    scan: ScanOptions,
    /// Findings from this index on were added by hand.
    detected: usize,
    /// What each step changed, last first to undo.
    history: Vec<Step>,
    /// The file the decisions are saved to after each change (see [`Session::keep_in`]).
    sidecar: Option<PathBuf>,
}

/// One undoable step.
#[derive(Debug, Clone)]
enum Step {
    /// Findings and their previous decisions.
    Decided(Vec<(usize, Decision)>),
    /// Findings added by hand (the last ones).
    Added(usize),
}

/// Where a selection starts: a paragraph of the view and an offset in UTF-16 code units from
/// the paragraph's start (what the webview's selection counts); the core maps it to bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct Anchor {
    pub paragraph: usize,
    pub offset_utf16: usize,
}

/// Where opening a document has got, as the app's progress bar shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(tag = "stage", rename_all = "snake_case")]
pub enum OpenStage {
    /// Reading the file from disk.
    Reading,
    /// Extracting the text: `page` pages read of `pages` (both 0 when the format has no pages
    /// or the count is not known yet).
    Extracting { page: usize, pages: usize },
    /// Detecting personal data in the extracted text.
    Detecting,
    /// Done: the view follows.
    Ready,
}

/// How far a saved review has got: findings decided, of how many.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct ReviewProgress {
    pub decided: usize,
    pub findings: usize,
}

/// The progress of the review saved in `dir` for the document of SHA-256 `sha256` (see
/// [`Session::keep_in`]); `None` when there is none or it cannot be read.
pub fn saved_progress(dir: &Path, sha256: &str) -> Option<ReviewProgress> {
    let s = std::fs::read_to_string(dir.join(format!("{sha256}.json"))).ok()?;
    let saved: Saved = serde_json::from_str(&s).ok()?;
    (saved.sha256 == sha256).then_some(ReviewProgress {
        decided: saved.decisions.len(),
        findings: saved.findings.max(saved.decisions.len()),
    })
}

/// Delete the reviews saved in `dir` (see [`Session::keep_in`]) last written before `cutoff`,
/// except those of the documents in `keep` (SHA-256s, e.g. the recent documents). Only files
/// named `<64 hex digits>.json` are touched. Returns how many were deleted.
///
/// # Errors
/// [`Error::Io`] when `dir` or a file cannot be read or deleted (a missing `dir` is no error).
pub fn purge_saved_reviews(
    dir: &Path,
    cutoff: std::time::SystemTime,
    keep: &[&str],
) -> Result<usize> {
    let entries = match std::fs::read_dir(dir) {
        Ok(e) => e,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(0),
        Err(e) => return Err(e.into()),
    };
    let mut deleted = 0;
    for entry in entries {
        let entry = entry?;
        let name = entry.file_name();
        let Some(sha) = name.to_str().and_then(|n| n.strip_suffix(".json")) else {
            continue;
        };
        if sha.len() != 64 || !sha.bytes().all(|b| b.is_ascii_hexdigit()) || keep.contains(&sha) {
            continue;
        }
        if entry.metadata()?.modified()? < cutoff {
            std::fs::remove_file(entry.path())?;
            deleted += 1;
        }
    }
    Ok(deleted)
}

/// A review saved beside the app's data: spans, types and decisions, never the values.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
struct Saved {
    sha256: String,
    /// Findings in the review (detected and added by hand), for the recent documents' progress.
    #[serde(default)]
    findings: usize,
    /// Findings added by hand: (start, end, type).
    manual: Vec<(usize, usize, Entity)>,
    /// Decided findings: (start, end, type, decision).
    decisions: Vec<(usize, usize, Entity, Decision)>,
    /// The undo history, oldest first, findings named by span and type (ids may differ when
    /// the review is resumed).
    #[serde(default)]
    history: Vec<SavedStep>,
}

/// A [`Step`] as saved: the findings a decision changed, by (start, end, type, previous
/// decision), or how many findings were added by hand.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
enum SavedStep {
    Decided(Vec<(usize, usize, Entity, Decision)>),
    Added(usize),
}

impl Session {
    /// Read, extract and scan a file; every finding starts pending.
    ///
    /// # Errors
    /// Whatever [`extract::extract_path`] refuses (unreadable, too large, encrypted, corrupt...).
    pub fn open(path: &Path, limits: &Limits, opts: &ScanOptions) -> Result<Session> {
        Session::open_with(path, limits, opts, &mut |_| {})
    }

    /// As [`Session::open`], telling `progress` each stage (reading, extraction page by page for
    /// a PDF, detection, ready). The callback runs on the calling thread.
    ///
    /// # Errors
    /// As [`Session::open`].
    pub fn open_with(
        path: &Path,
        limits: &Limits,
        opts: &ScanOptions,
        progress: &mut dyn FnMut(OpenStage),
    ) -> Result<Session> {
        progress(OpenStage::Reading);
        let size = std::fs::metadata(path)?.len();
        if size > limits.max_file_bytes {
            return Err(Error::TooLarge {
                size,
                limit: limits.max_file_bytes,
            });
        }
        let bytes = std::fs::read(path)?;
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        progress(OpenStage::Extracting { page: 0, pages: 0 });
        let doc = extract::extract_with(&name, bytes.clone(), limits, &mut |page, pages| {
            progress(OpenStage::Extracting { page, pages })
        })?;
        progress(OpenStage::Detecting);
        let session = Session::new(name, bytes, doc, opts);
        progress(OpenStage::Ready);
        Ok(session)
    }

    /// Extract and scan a document's bytes; every finding starts pending.
    ///
    /// # Errors
    /// Whatever [`extract::extract`] refuses.
    pub fn from_bytes(
        name: String,
        bytes: Vec<u8>,
        limits: &Limits,
        opts: &ScanOptions,
    ) -> Result<Session> {
        let doc = extract::extract(&name, bytes.clone(), limits)?;
        Ok(Session::new(name, bytes, doc, opts))
    }

    /// Scan an extracted document (`original` its bytes); every finding starts pending.
    pub fn new(name: String, original: Vec<u8>, doc: Document, opts: &ScanOptions) -> Session {
        let findings = detect::scan(&doc, opts);
        let review = Review::new(&findings);
        Session {
            name,
            original,
            doc,
            findings,
            review,
            policy: Policy::default(),
            seed: [0; 32],
            scan: *opts,
            detected: 0,
            history: Vec::new(),
            sidecar: None,
        }
        .counted()
    }

    fn counted(mut self) -> Session {
        self.detected = self.findings.len();
        self
    }

    /// SHA-256 of the original bytes, hex: the key of the saved review.
    pub fn sha256(&self) -> String {
        use sha2::{Digest, Sha256};
        Sha256::digest(&self.original)
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect()
    }

    /// Save the review in `dir` (`<sha256>.json`) after every change, and resume what was saved
    /// there for the same bytes: manual masks and decisions come back (matched by span and type;
    /// findings a new threshold no longer reports are dropped). Atomic writes: a crash loses
    /// nothing already decided.
    ///
    /// # Errors
    /// [`Error::Io`] when the saved review cannot be read or `dir` cannot be created.
    pub fn keep_in(&mut self, dir: &Path) -> Result<()> {
        std::fs::create_dir_all(dir)?;
        let path = dir.join(format!("{}.json", self.sha256()));
        let saved: Option<Saved> = match std::fs::read_to_string(&path) {
            Ok(s) => serde_json::from_str(&s).ok(),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
            Err(e) => return Err(e.into()),
        };
        if let Some(saved) = saved.filter(|s| s.sha256 == self.sha256()) {
            let mut complete = true;
            for (start, end, entity) in saved.manual {
                complete &= self.push_manual(start, end, entity).is_some();
            }
            for (start, end, entity, d) in saved.decisions {
                if let Some(id) = self.find_span(start, end, entity) {
                    self.review.decide(id, d);
                }
            }
            // The undo history comes back only when every step still names the same findings
            // (a new threshold or a lost manual mask would make undo change the wrong ones).
            if complete {
                self.history = self.resume_history(saved.history).unwrap_or_default();
            }
        }
        self.sidecar = Some(path);
        // written at once, so the recent documents show this review's progress from the start
        self.persist()
    }

    fn find_span(&self, start: usize, end: usize, entity: Entity) -> Option<usize> {
        self.findings
            .iter()
            .find(|f| f.start == start && f.end == end && f.entity == entity)
            .map(|f| f.id)
    }

    fn resume_history(&self, saved: Vec<SavedStep>) -> Option<Vec<Step>> {
        saved
            .into_iter()
            .map(|step| match step {
                SavedStep::Added(n) => Some(Step::Added(n)),
                SavedStep::Decided(v) => v
                    .into_iter()
                    .map(|(start, end, entity, d)| Some((self.find_span(start, end, entity)?, d)))
                    .collect::<Option<Vec<_>>>()
                    .map(Step::Decided),
            })
            .collect()
    }

    fn persist(&self) -> Result<()> {
        let Some(path) = &self.sidecar else {
            return Ok(());
        };
        let saved = Saved {
            sha256: self.sha256(),
            findings: self.findings.len(),
            manual: self.findings[self.detected..]
                .iter()
                .map(|f| (f.start, f.end, f.entity))
                .collect(),
            decisions: self
                .findings
                .iter()
                .filter(|f| self.review.decision(f.id) != Decision::Pending)
                .map(|f| (f.start, f.end, f.entity, self.review.decision(f.id)))
                .collect(),
            history: self
                .history
                .iter()
                .map(|step| match step {
                    Step::Added(n) => SavedStep::Added(*n),
                    Step::Decided(v) => SavedStep::Decided(
                        v.iter()
                            .map(|&(id, d)| {
                                let f = &self.findings[id];
                                (f.start, f.end, f.entity, d)
                            })
                            .collect(),
                    ),
                })
                .collect(),
        };
        let json =
            serde_json::to_vec(&saved).map_err(|e| Error::Register(format!("relecture : {e}")))?;
        crate::settings::write_atomic(path, &json)
    }

    fn push_manual(&mut self, start: usize, end: usize, entity: Entity) -> Option<usize> {
        let text = &self.doc.text;
        if start >= end
            || end > text.len()
            || !text.is_char_boundary(start)
            || !text.is_char_boundary(end)
            || self.findings.iter().any(|f| f.start < end && start < f.end)
        {
            return None;
        }
        let id = self.review.push(Decision::Approved);
        self.findings.push(Finding {
            id,
            entity,
            start,
            end,
            text: text[start..end].to_string(),
            score: 1.0,
            detector: MANUAL,
            reasons: Vec::new(),
        });
        Some(id)
    }

    /// Mask by hand the text the officer selected, with its type: at `anchor` (or its first
    /// occurrence when the anchor does not hold that text), or at every occurrence. Occurrences
    /// overlapping a finding are skipped. Returns the ids added (approved, "ajouté à la main").
    ///
    /// # Errors
    /// [`Error::Io`] when the review cannot be saved.
    pub fn add_manual(
        &mut self,
        entity: Entity,
        selected: &str,
        anchor: Option<Anchor>,
        every: bool,
    ) -> Result<Vec<usize>> {
        let selected = selected.trim();
        if selected.is_empty() {
            return Ok(Vec::new());
        }
        let text = self.doc.text.clone();
        let starts: Vec<usize> = if every {
            text.match_indices(selected).map(|(i, _)| i).collect()
        } else {
            let at = anchor
                .and_then(|a| self.byte_offset(a))
                .filter(|&i| text[i..].starts_with(selected));
            at.into_iter()
                .chain(text.match_indices(selected).map(|(i, _)| i))
                .take(1)
                .collect()
        };
        let added: Vec<usize> = starts
            .into_iter()
            .filter_map(|s| self.push_manual(s, s + selected.len(), entity))
            .collect();
        if !added.is_empty() {
            self.history.push(Step::Added(added.len()));
            self.persist()?;
        }
        Ok(added)
    }

    /// The byte offset of an anchor in the text, `None` when it is outside or mid-character.
    fn byte_offset(&self, a: Anchor) -> Option<usize> {
        let v = self.view();
        let mut base = 0;
        for p in v.paragraphs.iter().take(a.paragraph) {
            base += p.segments.iter().map(|s| s.text.len()).sum::<usize>();
        }
        let para: String = v
            .paragraphs
            .get(a.paragraph)?
            .segments
            .iter()
            .map(|s| s.text.as_str())
            .collect();
        let mut units = 0;
        for (i, c) in para.char_indices() {
            if units == a.offset_utf16 {
                return Some(base + i);
            }
            units += c.len_utf16();
        }
        (units == a.offset_utf16).then_some(base + para.len())
    }

    /// Undo the last step (a decision, a type decided at once, or a manual mask); false when
    /// there is nothing to undo.
    ///
    /// # Errors
    /// [`Error::Io`] when the review cannot be saved.
    pub fn undo(&mut self) -> Result<bool> {
        match self.history.pop() {
            None => return Ok(false),
            Some(Step::Decided(prev)) => {
                for (id, d) in prev.into_iter().rev() {
                    self.review.decide(id, d);
                }
            }
            Some(Step::Added(n)) => {
                let len = self.findings.len() - n;
                self.findings.truncate(len);
                self.review.truncate(len);
            }
        }
        self.persist()?;
        Ok(true)
    }

    /// True when there is a step to undo.
    pub fn can_undo(&self) -> bool {
        !self.history.is_empty()
    }

    /// Set the pseudonym seed (a per-document secret; the core never draws randomness itself).
    pub fn set_seed(&mut self, seed: [u8; 32]) {
        self.seed = seed;
    }

    /// The masking policy in force.
    pub fn policy(&self) -> &Policy {
        &self.policy
    }

    /// Replace the operators per type (the preview follows); the label tag set with
    /// [`Session::set_label_tag`] stays.
    pub fn set_policy(&mut self, policy: Policy) {
        let tag = self.policy.label_tag.take();
        self.policy = Policy {
            label_tag: tag,
            ..policy
        };
    }

    /// The whole view: paragraphs, findings with their status, pending count.
    pub fn view(&self) -> DocumentView {
        let mut spans: Vec<_> = self
            .findings
            .iter()
            .map(|f| (f.start, f.end, f.id, f.entity))
            .collect();
        spans.sort_unstable();
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
                explanations: if f.detector == MANUAL {
                    vec!["ajouté à la main".to_string()]
                } else {
                    f.reasons.iter().map(|r| r.explain()).collect()
                },
                status: self.review.decision(f.id),
            })
            .collect()
    }

    /// Decide one finding (saved at once, see [`Session::keep_in`]); false when the id is unknown.
    ///
    /// # Errors
    /// [`Error::Io`] when the review cannot be saved.
    pub fn decide(&mut self, id: usize, d: Decision) -> Result<bool> {
        let prev = self.review.decision(id);
        if !self.review.decide(id, d) {
            return Ok(false);
        }
        self.history.push(Step::Decided(vec![(id, prev)]));
        self.persist()?;
        Ok(true)
    }

    /// Decide every finding of a type; returns how many findings it covered.
    ///
    /// # Errors
    /// [`Error::Io`] when the review cannot be saved.
    pub fn decide_all(&mut self, entity: Entity, d: Decision) -> Result<usize> {
        let mut prev = Vec::new();
        for f in self.findings.iter().filter(|f| f.entity == entity) {
            prev.push((f.id, self.review.decision(f.id)));
            self.review.decide(f.id, d);
        }
        let n = prev.len();
        if n > 0 {
            self.history.push(Step::Decided(prev));
            self.persist()?;
        }
        Ok(n)
    }

    fn masked(&self) -> Masked {
        self.run().masked()
    }

    /// The reviewed document as a recorded run needs it ([`crate::transfer::prepare`]): the
    /// payload it masks is exactly the one the preview shows.
    pub fn run(&self) -> Run<'_> {
        Run {
            file_name: &self.name,
            original: &self.original,
            doc: &self.doc,
            findings: &self.findings,
            review: &self.review,
            mode: ReviewMode::Manual,
            manual_from: self.detected,
            policy: &self.policy,
            seed: &self.seed,
            scan: self.scan,
        }
    }

    /// Set the record's label tag (reserved before the preview, so that the preview shows the
    /// labels that will be recorded); `None` for untagged labels.
    pub fn set_label_tag(&mut self, tag: Option<LabelTag>) {
        self.policy.label_tag = tag;
    }

    /// The audit draft of this review: exactly the payload the preview shows, every finding
    /// with the officer's decision (`ReviewMode::Manual`). Without the checks of a recorded run:
    /// [`crate::transfer::prepare`] adds them.
    ///
    /// # Errors
    /// [`Error::ReviewIncomplete`] while findings are pending; [`Error::RecordInvalid`] when
    /// `meta` lacks a required field.
    pub fn draft(&self, meta: RecordMeta) -> Result<Draft> {
        let pending = self.review.pending();
        if pending > 0 {
            return Err(Error::ReviewIncomplete { pending });
        }
        meta.check()?;
        let run = self.run();
        Ok(run.draft(meta, &run.masked()))
    }

    /// The payload as it stands: approved findings masked, everything else as in the document.
    pub fn preview(&self) -> Preview {
        let masked = self.masked();
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
            policy: self.policy.clone(),
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
        Session::from_bytes(
            "note.txt".into(),
            text.as_bytes().to_vec(),
            &Limits::default(),
            &ScanOptions::default(),
        )
        .unwrap()
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
        assert!(s.decide(cin, Decision::Rejected).unwrap());
        assert!(!s.decide(999, Decision::Approved).unwrap());
        let persons = v
            .findings
            .iter()
            .filter(|f| f.entity == Entity::Person)
            .count();
        assert_eq!(
            s.decide_all(Entity::Person, Decision::Approved).unwrap(),
            persons
        );
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

    fn meta() -> RecordMeta {
        RecordMeta::from_json(include_str!("../../../examples/record.json")).unwrap()
    }

    #[test]
    fn draft_is_refused_while_findings_are_pending() {
        let mut s = session(FR);
        let n = s.findings().len();
        assert!(s.decide(0, Decision::Approved).unwrap());
        let e = s.draft(meta()).unwrap_err();
        assert_eq!(e.code(), crate::ErrorCode::ReviewIncomplete);
        assert!(e
            .to_string()
            .starts_with(&format!("{} détection(s)", n - 1)));
    }

    #[test]
    fn draft_holds_the_previewed_payload_and_the_decisions() {
        let mut s = session(FR);
        let cin = s
            .findings()
            .iter()
            .find(|f| f.entity == Entity::Cin)
            .unwrap()
            .id;
        for f in s.findings() {
            s.decide(f.id, Decision::Approved).unwrap();
        }
        s.decide(cin, Decision::Rejected).unwrap();
        let mut bad = meta();
        bad.purpose = " ".into();
        assert_eq!(
            s.draft(bad).unwrap_err().code(),
            crate::ErrorCode::RecordInvalid
        );
        let d = s.draft(meta()).unwrap();
        assert_eq!(d.payload, s.preview().text);
        assert!(d.payload.contains("01234567") && !d.payload.contains("Sami"));
        assert_eq!(d.review, ReviewMode::Manual);
        assert_eq!(d.document.file_name, "note.txt");
        assert_eq!(d.document.bytes, FR.len() as u64);
        assert_eq!(d.findings.len(), s.findings().len());
        assert_eq!(d.findings[cin].decision, crate::audit::Decision::Rejected);
        assert_eq!(d.findings[cin].value, "01234567");
    }

    #[test]
    fn a_review_resumes_from_the_same_bytes() {
        let dir = tempfile::tempdir().unwrap();
        let mut s = session(FR);
        s.keep_in(dir.path()).unwrap();
        let cin = s
            .findings()
            .iter()
            .find(|f| f.entity == Entity::Cin)
            .unwrap()
            .id;
        s.decide(cin, Decision::Rejected).unwrap();
        s.decide_all(Entity::Person, Decision::Approved).unwrap();
        let added = s
            .add_manual(Entity::Address, "dossier", None, false)
            .unwrap();
        assert_eq!(added.len(), 1);
        let statuses: Vec<_> = s.findings().iter().map(|f| (f.entity, f.status)).collect();
        let saved =
            std::fs::read_to_string(dir.path().join(format!("{}.json", s.sha256()))).unwrap();
        assert!(
            !saved.contains("Sami") && !saved.contains("01234567"),
            "{saved}"
        );
        drop(s);
        let mut again = session(FR);
        again.keep_in(dir.path()).unwrap();
        let back: Vec<_> = again
            .findings()
            .iter()
            .map(|f| (f.entity, f.status))
            .collect();
        assert_eq!(back, statuses);
        assert!(again.preview().text.contains("Objet : [ADRESSE_1]"));
        // other bytes start afresh
        let mut other = session("CIN 01234567\n");
        other.keep_in(dir.path()).unwrap();
        assert!(other
            .findings()
            .iter()
            .all(|f| f.status == Decision::Pending));
    }

    #[test]
    fn old_saved_reviews_are_purged_unless_kept() {
        use std::time::{Duration, SystemTime};
        let dir = tempfile::tempdir().unwrap();
        let old = SystemTime::now() - Duration::from_secs(100 * 86_400);
        let mut names = Vec::new();
        for (i, text) in ["CIN 01234567\n", "CIN 08123456\n", "Rien\n"]
            .iter()
            .enumerate()
        {
            let mut s = session(text);
            s.keep_in(dir.path()).unwrap();
            let p = dir.path().join(format!("{}.json", s.sha256()));
            if i < 2 {
                std::fs::File::options()
                    .write(true)
                    .open(&p)
                    .unwrap()
                    .set_modified(old)
                    .unwrap();
            }
            names.push(s.sha256());
        }
        std::fs::write(dir.path().join("notes.json"), "{}").unwrap();
        let cutoff = SystemTime::now() - Duration::from_secs(90 * 86_400);
        let n = purge_saved_reviews(dir.path(), cutoff, &[names[1].as_str()]).unwrap();
        assert_eq!(n, 1);
        let left = |sha: &str| dir.path().join(format!("{sha}.json")).exists();
        assert!(!left(&names[0]), "old and not kept: deleted");
        assert!(left(&names[1]), "old but kept");
        assert!(left(&names[2]), "recent");
        assert!(dir.path().join("notes.json").exists(), "not a saved review");
        assert_eq!(
            purge_saved_reviews(&dir.path().join("absent"), cutoff, &[]).unwrap(),
            0
        );
    }

    #[test]
    fn open_with_reports_each_stage() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("note.txt");
        std::fs::write(&p, FR).unwrap();
        let mut stages = Vec::new();
        let s = Session::open_with(&p, &Limits::default(), &ScanOptions::default(), &mut |st| {
            stages.push(st)
        })
        .unwrap();
        assert_eq!(
            stages,
            [
                OpenStage::Reading,
                OpenStage::Extracting { page: 0, pages: 0 },
                OpenStage::Detecting,
                OpenStage::Ready
            ]
        );
        assert_eq!(s.findings(), session(FR).findings());
        let mut stages = Vec::new();
        let e = Session::open_with(
            &dir.path().join("absent.txt"),
            &Limits::default(),
            &ScanOptions::default(),
            &mut |st| stages.push(st),
        )
        .unwrap_err();
        assert_eq!(e.code(), crate::ErrorCode::Io);
        assert_eq!(stages, [OpenStage::Reading]);
        let json = serde_json::to_value(OpenStage::Extracting {
            page: 3,
            pages: 100,
        })
        .unwrap();
        assert_eq!(
            json,
            serde_json::json!({ "stage": "extracting", "page": 3, "pages": 100 })
        );
    }

    #[test]
    fn undo_history_survives_resuming() {
        let dir = tempfile::tempdir().unwrap();
        let mut s = session(FR);
        s.keep_in(dir.path()).unwrap();
        let n = s.findings().len();
        assert!(n >= 2, "{:?}", s.findings());
        s.decide(0, Decision::Approved).unwrap();
        s.add_manual(Entity::Address, "dossier", None, false)
            .unwrap();
        s.decide_all(s.findings()[1].entity, Decision::Rejected)
            .unwrap();
        let before = s.findings();
        drop(s);
        let mut again = session(FR);
        again.keep_in(dir.path()).unwrap();
        assert_eq!(again.findings(), before);
        assert!(again.can_undo());
        assert!(again.undo().unwrap()); // the type rejected at once
        assert_eq!(again.findings()[1].status, Decision::Pending);
        assert_eq!(again.findings()[0].status, Decision::Approved);
        // the undo itself is saved: a third session resumes after it
        drop(again);
        let mut third = session(FR);
        third.keep_in(dir.path()).unwrap();
        assert_eq!(third.findings()[1].status, Decision::Pending);
        assert!(third.undo().unwrap()); // the manual mask
        assert_eq!(third.findings().len(), n);
        assert!(third.undo().unwrap()); // the first approval
        assert_eq!(third.findings()[0].status, Decision::Pending);
        assert!(!third.undo().unwrap() && !third.can_undo());
        // a review resumed under another threshold, where a decided finding is no longer
        // reported, comes back without its history (undo would change the wrong findings)
        let dir = tempfile::tempdir().unwrap();
        let mut s = session(FR);
        s.keep_in(dir.path()).unwrap();
        let low = s.findings().iter().find(|f| f.score < 1.0).unwrap().id;
        s.decide(low, Decision::Approved).unwrap();
        drop(s);
        let mut strict = Session::from_bytes(
            "note.txt".into(),
            FR.as_bytes().to_vec(),
            &Limits::default(),
            &ScanOptions { threshold: 1.0 },
        )
        .unwrap();
        assert!(strict.findings().len() < n);
        strict.keep_in(dir.path()).unwrap();
        assert!(!strict.can_undo());
    }

    #[test]
    fn manual_masks_and_undo() {
        let text = "Réf. AB-12 et AB-12.\nالمرجع AB-12\n";
        let mut s = session(text);
        let n = s.findings().len();
        assert_eq!(n, 0, "{:?}", s.findings());
        // the second occurrence on the first line: UTF-16 offset 14 ("Réf. AB-12 et " is 14 units)
        let at = Anchor {
            paragraph: 0,
            offset_utf16: 14,
        };
        let id = s
            .add_manual(Entity::TaxId, " AB-12 ", Some(at), false)
            .unwrap();
        assert_eq!(id, [n]);
        let f = &s.findings()[n];
        assert_eq!((f.text.as_str(), f.status), ("AB-12", Decision::Approved));
        assert_eq!(f.explanations, ["ajouté à la main"]);
        assert_eq!(s.preview().text, "Réf. AB-12 et [MF_1].\nالمرجع AB-12\n");
        // an anchor on the Arabic line, counted in UTF-16 units
        let at = Anchor {
            paragraph: 1,
            offset_utf16: 7,
        };
        s.add_manual(Entity::TaxId, "AB-12", Some(at), false)
            .unwrap();
        assert_eq!(s.preview().text, "Réf. AB-12 et [MF_1].\nالمرجع [MF_1]\n");
        assert!(s.undo().unwrap());
        // every occurrence, the one already masked skipped
        assert_eq!(
            s.add_manual(Entity::TaxId, "AB-12", None, true)
                .unwrap()
                .len(),
            2
        );
        assert_eq!(s.preview().text, "Réf. [MF_1] et [MF_1].\nالمرجع [MF_1]\n");
        let v = s.view();
        assert_eq!(concat(&v.paragraphs), text);
        assert!(segment_counts(&v).iter().all(|&c| c == 1));
        s.decide(n, Decision::Rejected).unwrap();
        let d = s.draft(meta()).unwrap();
        assert_eq!(
            d.findings[n + 1].decision,
            crate::audit::Decision::AddedByHand
        );
        assert_eq!(d.findings[n + 1].detector, MANUAL);
        assert!(s.undo().unwrap()); // the rejection
        assert_eq!(s.findings()[n].status, Decision::Approved);
        assert!(s.undo().unwrap()); // the two added at once
        assert!(s.undo().unwrap()); // the first one
        assert_eq!(s.findings().len(), n);
        assert!(!s.undo().unwrap() && !s.can_undo());
        assert_eq!(s.preview().text, text);
    }
}
