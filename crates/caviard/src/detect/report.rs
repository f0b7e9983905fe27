//! The scan report: what `caviard scan --json` prints, one object per file. Its schema is
//! documented in `docs/scan-json.md`; fields are only ever added.

use serde::Serialize;

use super::{Finding, Reason};
use crate::extract::{Document, Format};

/// One file's findings.
#[derive(Debug, Serialize)]
pub struct ScanReport {
    pub file: String,
    pub format: Format,
    pub pages: Option<u32>,
    /// Characters (Unicode scalar values) in the extracted text.
    pub chars: usize,
    pub findings: Vec<FindingReport>,
    /// Every number of six digits or more left unmasked, and why (a date, an amount, a
    /// reference...): what the officer checks to trust that no identifier was missed.
    pub kept_numbers: Vec<super::numbers::KeptNumber>,
}

/// One finding, with its span in bytes and in characters.
#[derive(Debug, Serialize)]
pub struct FindingReport {
    pub id: usize,
    pub entity: &'static str,
    pub start: usize,
    pub end: usize,
    pub char_start: usize,
    pub char_end: usize,
    pub text: String,
    pub score: f32,
    pub detector: &'static str,
    /// The reasons in French, for the officer.
    pub explanation: Vec<String>,
    pub reasons: Vec<Reason>,
}

impl ScanReport {
    pub fn new(file: &str, doc: &Document, findings: &[Finding]) -> Self {
        // char offsets by one walk over the text
        let mut chars_before = Vec::with_capacity(findings.len() * 2);
        let mut offsets: Vec<usize> = findings.iter().flat_map(|f| [f.start, f.end]).collect();
        offsets.sort_unstable();
        let mut count = 0;
        let mut last = 0;
        for &o in &offsets {
            count += doc.text[last..o].chars().count();
            last = o;
            chars_before.push((o, count));
        }
        let char_at = |b: usize| {
            chars_before
                .binary_search_by_key(&b, |x| x.0)
                .map(|i| chars_before[i].1)
                .unwrap_or(0)
        };
        ScanReport {
            file: file.to_string(),
            format: doc.format,
            pages: doc.pages,
            chars: doc.text.chars().count(),
            findings: findings
                .iter()
                .map(|f| FindingReport {
                    id: f.id,
                    entity: f.entity.as_str(),
                    start: f.start,
                    end: f.end,
                    char_start: char_at(f.start),
                    char_end: char_at(f.end),
                    text: f.text.clone(),
                    score: f.score,
                    detector: f.detector,
                    explanation: f.reasons.iter().map(Reason::explain).collect(),
                    reasons: f.reasons.clone(),
                })
                .collect(),
            kept_numbers: super::numbers::kept_numbers(doc, findings),
        }
    }
}
