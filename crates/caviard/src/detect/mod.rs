//! Detection: a registry of detectors run over the normalised text of a [`Document`].
//!
//! The pipeline runs in a fixed order: every detector adds [`Candidate`]s, candidates crossing a
//! block boundary are dropped, context words raise scores (once, for all), overlaps are resolved
//! (highest score, then longest), the threshold applies, later mentions of found names are added,
//! and findings are sorted and numbered. Output is deterministic and overlap-free; every finding
//! carries the reasons it was flagged.

use serde::{Deserialize, Serialize};

use crate::extract::Document;
use crate::text::Normalized;

mod address_chain;
mod address_slots;
pub mod checksum;
mod context;
mod dictionary;
mod health_measures;
mod health_slots;
mod lexicon;
mod medical;
mod metadata;
mod names;
pub mod numbers;
mod patterns;
pub mod report;
mod word_dates;

/// The kinds of personal data Caviard finds. The serialised names are the CLI's JSON `entity`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Entity {
    Person,
    Cin,
    Passport,
    Rib,
    Iban,
    Phone,
    Email,
    Card,
    TaxId,
    Cnss,
    Dob,
    Address,
    Plate,
    Health,
}

impl Entity {
    /// Every entity, in display order.
    pub const ALL: [Entity; 14] = [
        Entity::Person,
        Entity::Cin,
        Entity::Passport,
        Entity::Rib,
        Entity::Iban,
        Entity::Phone,
        Entity::Email,
        Entity::Card,
        Entity::TaxId,
        Entity::Cnss,
        Entity::Dob,
        Entity::Address,
        Entity::Plate,
        Entity::Health,
    ];

    /// The JSON name (`PERSON`, `CIN`, ...).
    pub fn as_str(self) -> &'static str {
        match self {
            Entity::Person => "PERSON",
            Entity::Cin => "CIN",
            Entity::Passport => "PASSPORT",
            Entity::Rib => "RIB",
            Entity::Iban => "IBAN",
            Entity::Phone => "PHONE",
            Entity::Email => "EMAIL",
            Entity::Card => "CARD",
            Entity::TaxId => "TAX_ID",
            Entity::Cnss => "CNSS",
            Entity::Dob => "DOB",
            Entity::Address => "ADDRESS",
            Entity::Plate => "PLATE",
            Entity::Health => "HEALTH",
        }
    }

    /// Parse a JSON name.
    pub fn parse(s: &str) -> Option<Entity> {
        Entity::ALL
            .into_iter()
            .find(|e| e.as_str().eq_ignore_ascii_case(s))
    }
}

/// Why a span was flagged. Rendered for the officer by [`Reason::explain`].
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Reason {
    /// Matched a pattern (its name).
    Pattern { name: &'static str },
    /// Passed a validation (checksum, registry).
    Validation { check: String },
    /// A context word was found near the value.
    Context { word: String },
    /// The table column header says what the cell holds.
    ColumnHeader { header: String },
    /// A title (M., Mme, السيد...) precedes the name.
    Title { title: String },
    /// A word is in the generic name lists.
    Gazetteer { word: String },
    /// A term of the health lexicon.
    Lexicon { term: String },
    /// The shape of the text (NOM Prénom, signature line, e-mail header...).
    Structure { what: &'static str },
    /// Another mention of a person found elsewhere in the document.
    Mention { of: String },
}

impl Reason {
    /// A short French explanation ("clé RIB valide", "contexte : CIN").
    pub fn explain(&self) -> String {
        match self {
            Reason::Pattern { name } => format!("motif : {name}"),
            Reason::Validation { check } => check.clone(),
            Reason::Context { word } => format!("contexte : {word}"),
            Reason::ColumnHeader { header } => format!("colonne : {header}"),
            Reason::Title { title } => format!("civilité : {title}"),
            Reason::Gazetteer { word } => format!("prénom ou nom connu : {word}"),
            Reason::Lexicon { term } => format!("terme médical : {term}"),
            Reason::Structure { what } => format!("structure : {what}"),
            Reason::Mention { of } => format!("autre mention de : {of}"),
        }
    }
}

/// A proposed span before overlap resolution (offsets in the normalised text).
#[derive(Debug, Clone)]
pub struct Candidate {
    pub entity: Entity,
    pub start: usize,
    pub end: usize,
    pub score: f32,
    pub detector: &'static str,
    pub reasons: Vec<Reason>,
}

/// A finding: a span of the original text, its type, score and reasons.
#[derive(Debug, Clone, Serialize)]
pub struct Finding {
    /// Index in the document's findings (0-based, in text order).
    pub id: usize,
    pub entity: Entity,
    /// Byte offsets in [`Document::text`].
    pub start: usize,
    pub end: usize,
    /// The original text of the span.
    pub text: String,
    pub score: f32,
    /// Stable detector id (`tn.rib`, `person.title`...).
    pub detector: &'static str,
    pub reasons: Vec<Reason>,
}

/// The detector id of findings added by hand.
pub const MANUAL: &str = "manual";

/// The text a detector sees: normalised, with the document for column headers and blocks.
pub struct Text<'a> {
    pub norm: Normalized<'a>,
    pub doc: &'a Document,
    /// Number chunks of the normalised text (digits with single separators).
    pub(crate) chunks: Vec<(usize, usize)>,
    /// Regions around the chunks, where patterns that need digits look.
    pub(crate) windows: Vec<(usize, usize)>,
    /// The address gate's words `(start, end, kind)`, found by the HEALTH pass (which reads the
    /// whole text anyway) for ADDRESS, which takes them; ADDRESS finds them itself when absent.
    pub(crate) gate_words: std::cell::RefCell<Option<Vec<(usize, usize, u8)>>>,
}

impl Text<'_> {
    pub fn as_str(&self) -> &str {
        self.norm.as_str()
    }

    /// The original text of bytes `a..b` of the document (read back from the normalised text
    /// when the scan normalised the document in place).
    pub fn orig(&self, a: usize, b: usize) -> std::borrow::Cow<'_, str> {
        self.norm.orig_slice(&self.doc.text, a, b)
    }

    /// The header of the column of the table cell holding original byte `pos`, as written.
    pub fn column_header(&self, pos: usize) -> Option<std::borrow::Cow<'_, str>> {
        let (a, b) = self.doc.column_header_span(pos)?;
        Some(self.orig(a, b))
    }

    /// The block holding normalised byte `pos`, and its index.
    fn block_at(&self, pos: usize) -> Option<(usize, &crate::extract::Block)> {
        let o = self.norm.orig_start(pos);
        let blocks = &self.doc.blocks;
        let i = blocks.partition_point(|b| b.end <= o);
        blocks.get(i).filter(|b| b.start <= o).map(|b| (i, b))
    }

    /// The table cell (CSV, DOCX table) holding normalised byte `pos`, as normalised bytes
    /// `a..b`, its surrounding white space left out.
    pub fn cell_span(&self, pos: usize) -> Option<(usize, usize)> {
        let (_, b) = self.block_at(pos)?;
        if !matches!(b.origin, crate::extract::Origin::TableCell { .. }) {
            return None;
        }
        let (a, e) = (self.norm.norm_of(b.start), self.norm.norm_of(b.end));
        let t = self.as_str().get(a..e)?;
        let a = a + (t.len() - t.trim_start().len());
        Some((a, a + t.trim().len()))
    }

    /// The texts of the candidates `detector` alone finds in `text` read as the file `name`
    /// (its spans exactly; the other detectors may find parts of them too). For the tests of
    /// one detector.
    #[cfg(test)]
    pub(crate) fn spans_of(detector: &dyn Detector, name: &str, text: &str) -> Vec<String> {
        let doc = crate::extract::extract(
            name,
            text.as_bytes().to_vec(),
            &crate::extract::Limits::default(),
        )
        .expect("extract");
        let t = Text {
            norm: crate::text::Normalized::new(&doc.text),
            doc: &doc,
            chunks: Vec::new(),
            windows: Vec::new(),
            gate_words: Default::default(),
        };
        let mut out = Vec::new();
        detector.detect(&t, &mut out);
        out.iter()
            .map(|c| t.as_str()[c.start..c.end].to_string())
            .collect()
    }

    /// True when normalised byte `pos` lies in a table cell (CSV, DOCX table).
    pub fn in_table_cell(&self, pos: usize) -> bool {
        self.block_at(pos)
            .is_some_and(|(_, b)| matches!(b.origin, crate::extract::Origin::TableCell { .. }))
    }

    /// True when normalised byte `pos` lies in the header row of a table of three columns or
    /// more of a CSV, Markdown or text file (a CSV's first line, a Markdown or plain-text table's
    /// header). The first row of a two-column table, or of a DOCX table, is as often fields and
    /// their values (a DOCX form: `Nom et prénom | X`, `Nom | X | Prénom | Y`).
    pub fn in_header_cell(&self, pos: usize) -> bool {
        use crate::extract::{Format, Origin};
        if !matches!(
            self.doc.format,
            Format::Csv | Format::Markdown | Format::Text
        ) {
            return false;
        }
        let Some((i, b)) = self.block_at(pos) else {
            return false;
        };
        let Origin::TableCell { table, row: 0, .. } = b.origin else {
            return false;
        };
        // the header's cells are consecutive blocks: a third one within two of this one
        let blocks = &self.doc.blocks;
        blocks[i.saturating_sub(2)..(i + 3).min(blocks.len())]
            .iter()
            .any(|b| matches!(b.origin, Origin::TableCell { table: t, row: 0, col } if t == table && col >= 2))
    }
}

/// The spans of the findings kept so far, sorted: the passes that add findings after the
/// overlaps are resolved add one only where the span is free.
pub(crate) struct Taken(Vec<(usize, usize)>);

impl Taken {
    /// The spans of `kept` (no two of which overlap).
    pub(crate) fn of(kept: &[Candidate]) -> Taken {
        let mut t: Vec<(usize, usize)> = kept.iter().map(|c| (c.start, c.end)).collect();
        t.sort_unstable();
        Taken(t)
    }

    /// No kept span overlaps `a..e`.
    pub(crate) fn free(&self, a: usize, e: usize) -> bool {
        let i = self.0.partition_point(|t| t.1 <= a);
        self.0.get(i).is_none_or(|t| t.0 >= e)
    }
}

/// A detector: finds candidates. Detection cannot fail.
pub trait Detector: Send + Sync {
    /// Stable id, written to the audit log, never renamed.
    fn id(&self) -> &'static str;
    fn detect(&self, text: &Text<'_>, out: &mut Vec<Candidate>);
}

/// Score of a number nothing explains (see [`numbers`]).
const SCORE_UNEXPLAINED: f32 = numbers::SCORE;

/// Options of a scan.
#[derive(Debug, Clone, Copy)]
pub struct ScanOptions {
    /// Findings scoring below this are dropped.
    pub threshold: f32,
}

impl Default for ScanOptions {
    fn default() -> Self {
        ScanOptions { threshold: 0.5 }
    }
}

/// The detectors, in their fixed order.
pub struct Registry {
    detectors: Vec<Box<dyn Detector>>,
}

/// Version of the detector set, recorded with every audit record.
pub const DETECTOR_SET_VERSION: &str = "2026.12.122";

impl Default for Registry {
    fn default() -> Self {
        let mut detectors: Vec<Box<dyn Detector>> = patterns::all();
        detectors.push(Box::new(lexicon::Health));
        // (the slots read the lexicon's and the measurements' findings: they run after them)
        detectors.push(Box::new(health_measures::Measures));
        detectors.push(Box::new(health_slots::HealthSlots));
        detectors.push(Box::new(lexicon::Address));
        detectors.push(Box::new(address_chain::AddressChain));
        detectors.push(Box::new(address_slots::AddressSlots));
        detectors.push(Box::new(names::Names));
        detectors.push(Box::new(metadata::Authors));
        Registry { detectors }
    }
}

/// The text length from which [`Registry::scan_in_place`] normalises in place. Turning the
/// buffer back into text checks it is UTF-8 twice (about 4 % of a 10 MiB scan); below this
/// size, a copy costs less than that time is worth.
const IN_PLACE_FROM: usize = 16 << 20;

impl Registry {
    /// Run every detector on a document.
    pub fn scan(&self, doc: &Document, opts: &ScanOptions) -> Vec<Finding> {
        let (kept, spans, norm) = self.detect(doc, Normalized::new(&doc.text), opts);
        // the normalised copy (as large as the document) is freed before the findings are
        // built: the scan's peak memory
        drop(norm);
        findings(&doc.text, kept, spans)
    }

    /// [`Registry::scan`], the same findings, without a normalised copy of the document: the
    /// document's text is normalised in its own buffer, read back where a detector needs the
    /// original, and given back before the findings are built (a large file's peak memory is
    /// one copy of its text less). Falls back to [`Registry::scan`] when the text cannot be
    /// normalised in place (see [`Normalized::in_place`]).
    pub fn scan_in_place(&self, doc: &mut Document, opts: &ScanOptions) -> Vec<Finding> {
        self.scan_in_place_from(doc, opts, IN_PLACE_FROM)
    }

    /// [`Registry::scan_in_place`] for a text of `min_len` bytes or more, [`Registry::scan`]
    /// below.
    fn scan_in_place_from(
        &self,
        doc: &mut Document,
        opts: &ScanOptions,
        min_len: usize,
    ) -> Vec<Finding> {
        if doc.text.len() < min_len {
            return self.scan(doc, opts);
        }
        let norm = match Normalized::in_place(std::mem::take(&mut doc.text)) {
            Ok(norm) => norm,
            Err(orig) => {
                doc.text = orig;
                return self.scan(doc, opts);
            }
        };
        let (kept, spans, norm) = self.detect(doc, norm, opts);
        let orig = norm.into_original();
        doc.text = orig;
        findings(&doc.text, kept, spans)
    }

    /// The kept candidates of every detector on the normalised text `norm` of `doc`, sorted, with
    /// their spans in the original text; the normalised text is given back.
    fn detect<'a>(
        &self,
        doc: &'a Document,
        norm: Normalized<'a>,
        opts: &ScanOptions,
    ) -> (Vec<Candidate>, Vec<(usize, usize)>, Normalized<'a>) {
        let chunks = patterns::chunks(norm.as_str());
        let windows = patterns::windows(norm.as_str(), &chunks);
        let mut text = Text {
            chunks,
            windows,
            norm,
            doc,
            gate_words: Default::default(),
        };
        let mut cands = Vec::new();
        for d in &self.detectors {
            let from = cands.len();
            d.detect(&text, &mut cands);
            // Below-threshold candidates can be dropped before overlap resolution: a candidate is
            // only ever beaten by one scoring at least as high, so those that pass the threshold
            // keep the same outcome. Dropping them early keeps the candidate list small.
            let mut i = 0;
            cands.retain(|c| {
                i += 1;
                i <= from || c.score >= opts.threshold
            });
            drop_shadowed(&text, &mut cands, from);
        }
        drop_cross_block(&text, &mut cands);
        health_slots::drop_general_notes(&text, &mut cands);
        // the windows served the detectors only
        text.windows = Vec::new();
        let mut kept = resolve_overlaps(cands);
        names::add_row_names(&text, &mut kept);
        names::add_neighbours(&text, &mut kept);
        names::add_table_names(&text, &mut kept);
        names::add_list_names(&text, &mut kept);
        names::add_mentions(&text, &mut kept);
        // the mentions' own neighbours (`Bonjour X` ... `Je suis X` + `Y`)
        names::add_neighbours(&text, &mut kept);
        patterns::add_numbers_after_names(&text, &mut kept);
        patterns::add_replies(&text, &mut kept);
        if SCORE_UNEXPLAINED >= opts.threshold {
            numbers::add_unexplained(&text, &mut kept);
        }
        kept.sort_by_key(|c| (c.start, c.end));
        let spans: Vec<(usize, usize)> = kept
            .iter()
            .map(|c| text.norm.orig_span(c.start, c.end))
            .collect();
        (kept, spans, text.norm)
    }
}

/// Whether a word starts at byte `at` of `s`: after no letter nor digit, or, before an Arabic
/// letter, after a one-letter conjunction or preposition glued to it that is itself a word's
/// start (`القاطن بدوار الشط`, `وضغط الدم 14/9`).
pub(crate) fn word_starts_at(s: &str, at: usize) -> bool {
    let mut before = s[..at].chars().rev();
    match before.next() {
        None => true,
        Some('ب' | 'و' | 'ف' | 'ل')
            if s[at..].starts_with(|c| ('\u{0600}'..='\u{06ff}').contains(&c)) =>
        {
            !before.next().is_some_and(char::is_alphanumeric)
        }
        Some(c) => !c.is_alphanumeric(),
    }
}

/// The findings of the kept candidates, their spans in the original text `orig`.
fn findings(orig: &str, kept: Vec<Candidate>, spans: Vec<(usize, usize)>) -> Vec<Finding> {
    kept.into_iter()
        .zip(spans)
        .enumerate()
        .map(|(id, (c, (start, end)))| Finding {
            id,
            entity: c.entity,
            start,
            end,
            text: orig[start..end].to_string(),
            score: (c.score.min(1.0) * 100.0).round() / 100.0,
            detector: c.detector,
            reasons: c.reasons,
        })
        .collect()
}

/// Drop candidates that span two blocks (two CSV cells, two pages...). A passport's machine
/// readable zone is two lines by definition: it may span two consecutive paragraphs (DOCX) or
/// two lines of a PDF page, which are blocks of their own.
fn drop_cross_block(text: &Text<'_>, cands: &mut Vec<Candidate>) {
    use crate::extract::Origin;
    let blocks = &text.doc.blocks;
    if blocks.len() < 2 {
        return;
    }
    let lines = |o: &Origin| matches!(o, Origin::Paragraph { .. } | Origin::Page { .. });
    cands.retain(|c| {
        let Some((i, s, e)) = crossed_block(text, c) else {
            return true;
        };
        let b = &blocks[i];
        // A value may run on into the next line block (a PDF line, a DOCX paragraph the author
        // broke with Enter) only when its shape proves it is one value: the MRZ's two lines, a
        // checksum-validated number (RIB, IBAN, card), a phone number after +216 or announced by
        // its word in its own block.
        let spans_lines = match c.detector {
            "passport.mrz" | "tn.rib" | "iban" | "card" | "tn.phone" => true,
            // the phone word in the same block, before the number (not one of an earlier
            // paragraph, that the context window also reaches)
            d if d.starts_with("tn.phone") || d.starts_with("phone.") => {
                let before = text.orig(b.start, s).to_lowercase();
                c.reasons.iter().any(|r| match r {
                    Reason::Context { word } => before.contains(word.as_str()),
                    _ => false,
                })
            }
            _ => false,
        };
        spans_lines
            && blocks.get(i + 1).is_some_and(|n| {
                e <= n.end
                    && lines(&b.origin)
                    && std::mem::discriminant(&b.origin) == std::mem::discriminant(&n.origin)
            })
    });
}

/// The block a candidate starts in and runs past, with the candidate's original span:
/// `(block index, start, end)`; `None` when the span stays in its block or starts in none.
fn crossed_block(text: &Text<'_>, c: &Candidate) -> Option<(usize, usize, usize)> {
    let blocks = &text.doc.blocks;
    let s = text.norm.orig_start(c.start);
    let e = text.norm.orig_end(c.end);
    let i = blocks.partition_point(|b| b.end <= s);
    let b = blocks.get(i)?;
    (b.start <= s && e > b.end).then_some((i, s, e))
}

/// Drop from `cands[from..]` each candidate that another one of the same span, also in
/// `cands[from..]`, ranks before in [`resolve_overlaps`] (a higher score, or the same score and
/// added first). Such a candidate is never kept: the one before it is either kept, and overlaps
/// it, or refused for a kept span that overlaps both. So the findings do not change, and the
/// candidate list (the scan's largest allocation after the two copies of the text) is smaller:
/// the PERSON passes propose one name several times. Spans that cross a block and scores that
/// are NaN are left alone: [`drop_cross_block`] and the threshold judge those candidates one by
/// one, by their detector and reasons.
pub(crate) fn drop_shadowed(text: &Text<'_>, cands: &mut Vec<Candidate>, from: usize) {
    // (a document of one block has no span crossing one: `drop_cross_block` keeps all)
    let one_block = text.doc.blocks.len() < 2;
    drop_shadowed_by(cands, from, |c| {
        !one_block && crossed_block(text, c).is_some()
    });
}

/// [`drop_shadowed`], with the test of a span crossing a block given.
fn drop_shadowed_by(cands: &mut Vec<Candidate>, from: usize, crosses: impl Fn(&Candidate) -> bool) {
    if cands.len() < from + 2 {
        return;
    }
    // (start, end, rank: the better the smaller, index)
    let mut keys: Vec<(usize, usize, u32, u32)> = cands[from..]
        .iter()
        .enumerate()
        .filter(|(_, c)| c.start < c.end && !c.score.is_nan())
        .map(|(i, c)| (c.start, c.end, !total_order(c.score), i as u32))
        .collect();
    if keys.len() < 2 {
        return;
    }
    keys.sort_unstable();
    let mut shadowed = vec![false; cands.len() - from];
    // each run of one span: all but its best are shadowed, unless the span crosses a block
    // (asked once per run of two or more: most spans are proposed once)
    let mut a = 0;
    while a < keys.len() {
        let span = (keys[a].0, keys[a].1);
        let mut b = a + 1;
        while b < keys.len() && (keys[b].0, keys[b].1) == span {
            b += 1;
        }
        if b - a >= 2 && !crosses(&cands[from + keys[a].3 as usize]) {
            for k in &keys[a + 1..b] {
                shadowed[k.3 as usize] = true;
            }
        }
        a = b;
    }
    let mut i = 0;
    cands.retain(|_| {
        i += 1;
        i <= from || !shadowed[i - from - 1]
    });
}

/// Keep the best of overlapping candidates: higher score, then longer, then earlier detector.
/// The result is in that order. Works in place: no second list of candidates.
pub(crate) fn resolve_overlaps(mut cands: Vec<Candidate>) -> Vec<Candidate> {
    // The order, as one key per candidate: higher score (`f32::total_cmp`), then longer, then
    // earlier start, then added first (what a stable sort by the first three gives). Sorting
    // plain keys is several times cheaper than comparing candidates through an index.
    let mut order: Vec<(u64, u64, u32)> = cands
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let len = c.end.saturating_sub(c.start).min(u32::MAX as usize) as u32;
            let rank = (u64::from(!total_order(c.score)) << 32) | u64::from(!len);
            (rank, c.start as u64, i as u32)
        })
        .collect();
    order.sort_unstable();
    let mut keep = vec![false; cands.len()];
    let mut taken: std::collections::BTreeMap<usize, usize> = std::collections::BTreeMap::new();
    for &(_, _, i) in &order {
        let c = &cands[i as usize];
        if c.start >= c.end {
            continue;
        }
        let clash = taken
            .range(..c.end)
            .next_back()
            .is_some_and(|(_, &e)| e > c.start);
        if !clash {
            taken.insert(c.start, c.end);
            keep[i as usize] = true;
        }
    }
    // where each kept candidate goes in the result, listed in the input order
    let mut dest = vec![0u32; cands.len()];
    let mut next = 0u32;
    for &(_, _, i) in &order {
        if keep[i as usize] {
            dest[i as usize] = next;
            next += 1;
        }
    }
    let mut k = keep.iter();
    dest.retain(|_| k.next().copied().unwrap_or(false));
    let mut k = keep.into_iter();
    cands.retain(|_| k.next().unwrap_or(false));
    // put each in its place, one cycle of the permutation at a time
    for j in 0..cands.len() {
        while dest[j] as usize != j {
            let d = dest[j] as usize;
            cands.swap(j, d);
            dest.swap(j, d);
        }
    }
    cands
}

/// An unsigned key ordered as `f32::total_cmp` orders the floats.
fn total_order(x: f32) -> u32 {
    let b = x.to_bits();
    if b >> 31 == 1 {
        !b
    } else {
        b | 0x8000_0000
    }
}

/// Scan a document with the default registry.
pub fn scan(doc: &Document, opts: &ScanOptions) -> Vec<Finding> {
    registry().scan(doc, opts)
}

/// [`scan`] without a normalised copy of the document (see [`Registry::scan_in_place`]): for
/// callers that own the document, such as the command line with a large file.
pub fn scan_in_place(doc: &mut Document, opts: &ScanOptions) -> Vec<Finding> {
    registry().scan_in_place(doc, opts)
}

/// The default registry, built once.
pub fn registry() -> &'static Registry {
    static R: std::sync::OnceLock<Registry> = std::sync::OnceLock::new();
    R.get_or_init(Registry::default)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scanning_in_place_finds_the_same_and_gives_the_text_back() {
        let docs: Vec<(&str, String)> = vec![
            (
                "a.txt",
                "Nom : Tarvin Zoubadek\nCIN ٠٦٢٨١٢٩٩, tél. 22\u{00A0}333\u{00A0}444\nالسيد مُحَمَّد بن سالم ـــ العنوان: نهج ٣ تونس\n".into(),
            ),
            (
                "b.csv",
                "Registre|Banque X||\nNom|CIN|Date naiss.|Tél\nZorbal Mounet|٠١٢٣٤٥٦٧|3 mai 1990|22 333 444\n".into(),
            ),
            ("c.txt", "plain text, no change: Sami Ben Salah 01234567".into()),
            // a ligature that grows at the start: normalised in a copy instead
            ("d.txt", "ﷲ Nom : Tarvin Zoubadek, CIN 01234567".into()),
        ];
        for (name, text) in docs {
            let mut doc = crate::extract::extract(
                name,
                text.as_bytes().to_vec(),
                &crate::extract::Limits::default(),
            )
            .unwrap();
            let want = scan(&doc, &ScanOptions::default());
            assert!(!want.is_empty(), "{name}");
            let before = doc.text.clone();
            let got = registry().scan_in_place_from(&mut doc, &ScanOptions::default(), 0);
            assert_eq!(doc.text, before, "{name}: the text given back");
            let key = |f: &Finding| (f.start, f.end, f.text.clone(), f.entity, f.detector);
            assert_eq!(
                got.iter().map(key).collect::<Vec<_>>(),
                want.iter().map(key).collect::<Vec<_>>(),
                "{name}"
            );
            assert_eq!(
                serde_json::to_string(&got).unwrap(),
                serde_json::to_string(&want).unwrap(),
                "{name}: reasons"
            );
        }
    }

    /// The overlap resolution before integer keys: a stable sort of indices by comparing the
    /// candidates, then a second sort of the kept ones.
    fn reference(mut cands: Vec<Candidate>) -> Vec<Candidate> {
        let order = |a: &Candidate, b: &Candidate| {
            b.score
                .total_cmp(&a.score)
                .then((b.end - b.start).cmp(&(a.end - a.start)))
                .then(a.start.cmp(&b.start))
        };
        let mut idx: Vec<usize> = (0..cands.len()).collect();
        idx.sort_by(|&i, &j| order(&cands[i], &cands[j]));
        let mut keep = vec![false; cands.len()];
        let mut taken = std::collections::BTreeMap::new();
        for i in idx {
            let c = &cands[i];
            if c.start >= c.end {
                continue;
            }
            if taken
                .range(..c.end)
                .next_back()
                .is_none_or(|(_, &e)| e <= c.start)
            {
                taken.insert(c.start, c.end);
                keep[i] = true;
            }
        }
        let mut k = keep.into_iter();
        cands.retain(|_| k.next().unwrap_or(false));
        cands.sort_by(order);
        cands
    }

    const DETECTORS: [&str; 4] = ["a", "b", "c", "d"];

    /// A xorshift generator from `seed`: `rnd(n)` is in `0..n`.
    fn xorshift(seed: u64) -> impl FnMut(u64) -> usize {
        let mut x = seed;
        move |n| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x % n) as usize
        }
    }

    fn cand(start: usize, end: usize, score: f32, detector: &'static str) -> Candidate {
        Candidate {
            entity: Entity::Cin,
            start,
            end,
            score,
            detector,
            reasons: Vec::new(),
        }
    }

    fn shown(cands: &[Candidate]) -> Vec<(usize, usize, u32, &'static str)> {
        cands
            .iter()
            .map(|c| (c.start, c.end, c.score.to_bits(), c.detector))
            .collect()
    }

    #[test]
    fn overlaps_resolved_as_the_reference_does() {
        // few positions and scores, so that ties of every kind (score, length, start) are common
        let scores = [0.5, 0.6, 0.6, 0.9, 1.0, 1.2, -0.0, 0.0, f32::NAN];
        let mut rnd = xorshift(0x9E37_79B9_7F4A_7C15);
        for round in 0..300 {
            let n = rnd(40) + round % 3;
            let cands: Vec<Candidate> = (0..n)
                .map(|_| {
                    let start = rnd(30);
                    let end = start + rnd(6); // empty spans too
                    cand(start, end, scores[rnd(9)], DETECTORS[rnd(4)])
                })
                .collect();
            let want = reference(cands.clone());
            let got = resolve_overlaps(cands);
            assert_eq!(shown(&got), shown(&want), "round {round}");
        }
    }

    #[test]
    fn shadowed_candidates_are_never_kept() {
        // the same random lists as above, a threshold after (the PERSON pieces drop shadowed
        // candidates before it) and some spans said to cross a block: the kept ones are the same
        let scores = [0.5, 0.6, 0.6, 0.9, 1.0, 1.2, -0.0, 0.0, f32::NAN, -f32::NAN];
        let mut rnd = xorshift(0x2545_F491_4F6C_DD1D);
        let mut dropped = 0;
        for round in 0..400 {
            let n = rnd(40) + round % 3;
            let cands: Vec<Candidate> = (0..n)
                .map(|_| {
                    let start = rnd(12);
                    let end = start + rnd(4);
                    cand(start, end, scores[rnd(10)], DETECTORS[rnd(4)])
                })
                .collect();
            let from = rnd(n as u64 + 1);
            let crosses = |c: &Candidate| c.start % 5 == 4;
            let threshold = |v: Vec<Candidate>| -> Vec<Candidate> {
                v.into_iter().filter(|c| c.score >= 0.6).collect()
            };
            let mut fewer = cands.clone();
            drop_shadowed_by(&mut fewer, from, crosses);
            dropped += cands.len() - fewer.len();
            assert_eq!(
                shown(&fewer[..from]),
                shown(&cands[..from]),
                "round {round}: before `from`"
            );
            assert_eq!(
                shown(&resolve_overlaps(threshold(fewer.clone()))),
                shown(&resolve_overlaps(threshold(cands.clone()))),
                "round {round}"
            );
            for c in &fewer[from..] {
                // whatever was dropped, each span of the list is still there
                assert!(fewer.iter().any(|k| (k.start, k.end) == (c.start, c.end)));
            }
        }
        assert!(dropped > 100, "only {dropped} candidates dropped");
    }

    #[test]
    fn a_span_proposed_twice_is_kept_once_at_its_best() {
        let mut cands = vec![
            cand(0, 4, 0.9, "a"),
            cand(0, 4, 0.7, "b"),
            cand(0, 4, 0.95, "c"),
            cand(0, 5, 0.7, "d"),
            cand(0, 4, 0.95, "e"),
            cand(6, 8, 0.6, "f"),
            cand(6, 8, 0.6, "g"),
            cand(10, 12, 0.8, "h"),
            cand(10, 12, 0.9, "i"),
        ];
        drop_shadowed_by(&mut cands, 0, |c| c.detector == "h" || c.detector == "i");
        let ids: Vec<&str> = cands.iter().map(|c| c.detector).collect();
        assert_eq!(ids, ["c", "d", "f", "h", "i"]);
        let mut cands = vec![
            cand(0, 4, 0.9, "a"),
            cand(0, 4, 0.95, "b"),
            cand(0, 4, 0.7, "c"),
        ];
        drop_shadowed_by(&mut cands, 1, |_| false);
        let ids: Vec<&str> = cands.iter().map(|c| c.detector).collect();
        assert_eq!(
            ids,
            ["a", "b"],
            "the candidates before `from` are neither dropped nor judges"
        );
    }

    #[test]
    fn best_candidate_wins_then_longest_then_first() {
        let cands = vec![
            cand(0, 8, 0.6, "short"),
            cand(0, 12, 0.6, "long"),
            cand(10, 14, 0.9, "best"),
            cand(20, 24, 0.7, "first"),
            cand(20, 24, 0.7, "second"),
            cand(30, 30, 1.0, "empty"),
        ];
        let got = resolve_overlaps(cands);
        assert_eq!(
            shown(&got),
            [
                (10, 14, 0.9f32.to_bits(), "best"),
                (20, 24, 0.7f32.to_bits(), "first"),
                (0, 8, 0.6f32.to_bits(), "short"),
            ]
        );
    }
}
