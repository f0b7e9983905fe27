//! PDF extraction: one block per page, text in logical order.
//!
//! The text layer is read with `pdf-extract` (on top of `lopdf`), page by page, and laid out
//! here from glyph positions. Around it:
//!
//! * refusals: an encrypted PDF that does not open with the empty user password is
//!   [`Error::Encrypted`], a PDF whose pages hold no text (a scan) is [`Error::NoTextLayer`], and a
//!   truncated or malformed file is [`Error::Corrupt`] with a short French reason that never quotes
//!   the document;
//! * robustness: both libraries may panic on odd files, so every call into them runs under
//!   `catch_unwind`, on a worker thread with a large stack, watched by a stall timer. Before
//!   `pdf-extract` runs, the page tree and the form XObjects are checked for the loops and
//!   exponential nesting that would make it recurse forever, and image XObjects are replaced by
//!   empty forms (`pdf-extract` would otherwise parse image bytes as drawing operators);
//! * layout: glyphs are grouped into lines by baseline (per text direction, so a rotated margin
//!   note does not cut into body lines) and read left to right by position, whatever order they
//!   were drawn in; wide gaps become tabs (table cells), wide line spacing a blank line;
//! * Arabic: a line read left to right holds Arabic in visual order (`ةيحايسلا` for
//!   `السياحية`, digit groups of `22 03 10 07` as `07 10 03 22`). Each line holding
//!   right-to-left letters is turned back into logical order by [`visual_to_logical`], with the
//!   paragraph direction guessed from the line's letters, its alignment and the line before.

use std::borrow::Cow;
use std::collections::{HashMap, HashSet};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc};
use std::time::Duration;

use lopdf::content::Content;
use lopdf::{Dictionary, Object, ObjectId, Stream};
use pdf_extract::{MediaBox, OutputDev, OutputError, Transform};
use unicode_bidi::{bidi_class, BidiClass, Level, ParagraphBidiInfo};

use super::{Builder, Document, Format, MetaKind, Origin};
use crate::error::{Error, Result};

/// How long the worker may go without reporting progress (loading, or one page) before the
/// extraction is abandoned.
const STALL_TIMEOUT: Duration = Duration::from_secs(120);
/// Stack of the worker thread: the parsers recurse on nested objects.
const WORKER_STACK_BYTES: usize = 256 * 1024 * 1024;
/// Most text bytes accepted from one page (a real page holds a few kilobytes).
const MAX_PAGE_TEXT_BYTES: usize = 4 * 1024 * 1024;
/// Most glyphs accepted on one page (a dense page holds a few thousand).
const MAX_PAGE_GLYPHS: usize = 1_000_000;
/// Most text bytes accepted from the whole document.
const MAX_TOTAL_TEXT_BYTES: usize = 256 * 1024 * 1024;
/// Deepest chain of `/Parent` links or nested form XObjects accepted.
const MAX_NESTING: usize = 64;
/// Most form XObject executions one page may cause (nested forms multiply).
const MAX_FORM_RUNS_PER_PAGE: u64 = 100_000;

/// The tests' shorthand for [`extract_with`] without progress.
#[cfg(test)]
fn extract(bytes: &[u8]) -> Result<Document> {
    extract_with(bytes, &mut |_, _| {})
}

/// Extract the text of a PDF, one block per page, telling `on_page` the pages read, of how
/// many (on the calling thread; the reading itself runs on a guarded worker).
///
/// # Errors
/// [`Error::Encrypted`] for a password-protected PDF, [`Error::NoTextLayer`] for a PDF whose pages
/// hold no text, [`Error::Corrupt`] for a truncated or malformed file (including one that makes
/// the PDF libraries panic or stall).
pub(super) fn extract_with(
    bytes: &[u8],
    on_page: &mut dyn FnMut(usize, usize),
) -> Result<Document> {
    if !has_pdf_header(bytes) {
        return Err(corrupt("en-tête PDF absent"));
    }
    let (pages, authors) = run_guarded(bytes, STALL_TIMEOUT, read_pages, on_page)?;
    build(&pages, &authors)
}

/// What the worker reads: each page's text, and the authors of the file's properties.
type Read = (Vec<String>, Vec<String>);

/// Assemble the document: one block per non-empty page, pages separated by a blank line, then
/// the authors named by the file's properties, one line each (see [`Origin::Metadata`]).
fn build(pages: &[String], authors: &[String]) -> Result<Document> {
    if pages.iter().all(|p| p.trim().is_empty()) {
        return Err(Error::NoTextLayer);
    }
    let mut builder = Builder::new(Format::Pdf);
    let mut first = true;
    for (i, text) in pages.iter().enumerate() {
        if text.is_empty() {
            continue;
        }
        if !first {
            builder.sep("\n\n");
        }
        first = false;
        let page = u32::try_from(i + 1).unwrap_or(u32::MAX);
        builder.block(text, Origin::Page { page });
    }
    for (i, a) in authors.iter().enumerate() {
        if i == 0 {
            builder.sep("\n");
        }
        builder.meta_line(MetaKind::Creator, a, false);
    }
    builder.pages(u32::try_from(pages.len()).unwrap_or(u32::MAX));
    Ok(builder.finish())
}

fn corrupt(reason: &str) -> Error {
    Error::Corrupt(reason.to_owned())
}

/// `%PDF-` within the first kilobyte (readers tolerate leading junk up to there).
fn has_pdf_header(bytes: &[u8]) -> bool {
    let head = &bytes[..bytes.len().min(1024)];
    head.windows(5).any(|w| w == b"%PDF-")
}

// ---------------------------------------------------------------------------------------------
// Worker thread and stall timer
// ---------------------------------------------------------------------------------------------

enum Msg {
    /// The worker is alive and moving on: pages read so far, of how many (0 of 0 while loading).
    Progress(usize, usize),
    Done(Result<Read>),
}

/// The work run under guard: bytes, a progress callback (pages read, of how many), a
/// cancellation flag.
type Work = fn(&[u8], &dyn Fn(usize, usize), &AtomicBool) -> Result<Read>;

/// Run `work` (that is [`read_pages`]) on a worker thread and wait for it, giving up when it
/// reports no progress for `stall`. A worker that stalls inside `pdf-extract` is told to stop
/// through the cancellation flag; one stuck inside `lopdf` cannot be interrupted and is left to
/// finish on its own, its result discarded. `on_page` hears the worker's progress on the
/// calling thread (pages read, of how many).
fn run_guarded(
    bytes: &[u8],
    stall: Duration,
    work: Work,
    on_page: &mut dyn FnMut(usize, usize),
) -> Result<Read> {
    let (tx, rx) = mpsc::channel::<Msg>();
    let cancel = Arc::new(AtomicBool::new(false));
    let worker_cancel = Arc::clone(&cancel);
    let data = bytes.to_vec();
    let spawned = std::thread::Builder::new()
        .name("caviard-pdf".to_owned())
        .stack_size(WORKER_STACK_BYTES)
        .spawn(move || {
            // Sends fail only once the receiver gave up waiting: nothing to do then.
            let progress = |done, total| {
                let _ = tx.send(Msg::Progress(done, total));
            };
            let result = catch_unwind(AssertUnwindSafe(|| work(&data, &progress, &worker_cancel)))
                .unwrap_or_else(|_| Err(corrupt(UNSUPPORTED)));
            let _ = tx.send(Msg::Done(result));
        });
    if spawned.is_err() {
        // No thread available: read in place, still without letting a panic through.
        let cancel = AtomicBool::new(false);
        return catch_unwind(AssertUnwindSafe(|| work(bytes, &|_, _| {}, &cancel)))
            .unwrap_or_else(|_| Err(corrupt(UNSUPPORTED)));
    }
    loop {
        match rx.recv_timeout(stall) {
            Ok(Msg::Progress(done, total)) => on_page(done, total),
            Ok(Msg::Done(result)) => return result,
            Err(mpsc::RecvTimeoutError::Timeout) => {
                cancel.store(true, Ordering::Relaxed);
                return Err(corrupt(TIMED_OUT));
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => return Err(corrupt(UNSUPPORTED)),
        }
    }
}

const UNSUPPORTED: &str = "structure PDF non prise en charge";
const TIMED_OUT: &str = "délai de lecture dépassé";

// ---------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------

/// Load, check and read every page; returns one logical-order text per page.
fn read_pages(bytes: &[u8], progress: &dyn Fn(usize, usize), cancel: &AtomicBool) -> Result<Read> {
    let mut doc = load(bytes)?;
    progress(0, 0);
    if doc.trailer.get(b"Encrypt").is_ok() {
        // A PDF with only an owner password (printing or copying restrictions) opens without a
        // password in every viewer: accept it when the empty user password decrypts it.
        let opened = catch_unwind(AssertUnwindSafe(|| doc.decrypt(""))).map(|r| r.is_ok());
        if !matches!(opened, Ok(true)) || doc.trailer.get(b"Encrypt").is_ok() {
            return Err(Error::Encrypted);
        }
    }
    let page_ids: Vec<(u32, ObjectId)> =
        catch_unwind(AssertUnwindSafe(|| doc.get_pages().into_iter().collect()))
            .map_err(|_| corrupt("arborescence des pages illisible"))?;
    if page_ids.is_empty() {
        return Err(corrupt("aucune page trouvée"));
    }
    neutralize_images(&mut doc);
    let doc = doc;

    let mut scan = FormScan::new(&doc);
    let count = page_ids.len();
    progress(0, count);
    let mut pages = Vec::with_capacity(count);
    let mut total = 0usize;
    for (number, id) in page_ids {
        if cancel.load(Ordering::Relaxed) {
            return Err(corrupt(TIMED_OUT));
        }
        check_page(&mut scan, id)?;
        let text = read_page(&doc, number, cancel)?;
        total = total.saturating_add(text.len());
        if total > MAX_TOTAL_TEXT_BYTES {
            return Err(corrupt("texte du document trop volumineux"));
        }
        pages.push(text);
        progress(pages.len(), count);
    }
    let authors = catch_unwind(AssertUnwindSafe(|| authors(&doc))).unwrap_or_default();
    Ok((pages, authors))
}

/// Largest author value kept (a hostile file could hold megabytes there).
const MAX_AUTHOR_BYTES: usize = 512;

/// The `/Author` of the Info dictionary and the `dc:creator` entries of the XMP metadata
/// stream, each distinct value once; blank values and values of more than one line are skipped.
fn authors(doc: &lopdf::Document) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut add = |v: String| {
        let v = v.trim().to_owned();
        if !v.is_empty() && v.len() <= MAX_AUTHOR_BYTES && !v.contains('\n') && !out.contains(&v) {
            out.push(v);
        }
    };
    let info = doc
        .trailer
        .get(b"Info")
        .ok()
        .and_then(|o| deref(doc, o))
        .and_then(|o| o.as_dict().ok());
    if let Some(author) = info
        .and_then(|i| i.get(b"Author").ok())
        .and_then(|o| deref(doc, o))
    {
        if let Ok(bytes) = author.as_str() {
            add(pdf_text_string(bytes));
        }
    }
    let catalog = doc.catalog().ok();
    let xmp = catalog
        .and_then(|c| c.get(b"Metadata").ok())
        .and_then(|o| deref(doc, o))
        .and_then(|o| o.as_stream().ok());
    if let Some(stream) = xmp {
        let data = stream
            .decompressed_content()
            .unwrap_or_else(|_| stream.content.clone());
        if data.len() <= 1 << 20 {
            for v in xmp_creators(&String::from_utf8_lossy(&data)) {
                add(v);
            }
        }
    }
    out
}

/// A PDF text string: UTF-16BE with its byte-order mark, else PDFDocEncoding (read as Latin-1,
/// which it equals for the letters of names).
fn pdf_text_string(b: &[u8]) -> String {
    if let Some(rest) = b.strip_prefix(&[0xFE, 0xFF]) {
        let units = rest
            .chunks_exact(2)
            .map(|c| u16::from_be_bytes([c[0], c[1]]));
        char::decode_utf16(units)
            .map(|c| c.unwrap_or(char::REPLACEMENT_CHARACTER))
            .collect()
    } else {
        b.iter().map(|&c| char::from(c)).collect()
    }
}

/// The `rdf:li` values inside `dc:creator` of an XMP packet (entities `&amp;` `&lt;` `&gt;`
/// `&quot;` `&apos;` decoded).
fn xmp_creators(xml: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = xml;
    while let Some(i) = rest.find("<dc:creator") {
        rest = &rest[i..];
        let end = rest.find("</dc:creator>").unwrap_or(rest.len());
        let mut inner = &rest[..end];
        while let Some(j) = inner.find("<rdf:li") {
            inner = &inner[j..];
            let Some(open) = inner.find('>') else { break };
            let body = &inner[open + 1..];
            let close = body.find("</rdf:li>").unwrap_or(body.len());
            let v = body[..close]
                .replace("&lt;", "<")
                .replace("&gt;", ">")
                .replace("&quot;", "\"")
                .replace("&apos;", "'")
                .replace("&amp;", "&");
            out.push(v);
            inner = &body[close..];
        }
        rest = &rest[end..];
        if rest.is_empty() {
            break;
        }
        rest = &rest[1..];
    }
    out
}

fn load(bytes: &[u8]) -> Result<lopdf::Document> {
    match catch_unwind(AssertUnwindSafe(|| lopdf::Document::load_mem(bytes))) {
        Ok(Ok(doc)) => Ok(doc),
        // An encrypted file whose structure lopdf cannot rebuild is still best reported as
        // encrypted: that is what the user has to act on.
        _ if contains(bytes, b"/Encrypt") => Err(Error::Encrypted),
        Ok(Err(e)) => Err(corrupt(load_reason(&e))),
        Err(_) => Err(corrupt("structure du fichier illisible")),
    }
}

fn load_reason(e: &lopdf::Error) -> &'static str {
    match e {
        lopdf::Error::Xref(_) | lopdf::Error::MissingXrefEntry | lopdf::Error::InvalidOffset(_) => {
            "fichier tronqué ou table des objets invalide"
        }
        lopdf::Error::Decryption(_) | lopdf::Error::UnsupportedSecurityHandler(_) => {
            "chiffrement non pris en charge"
        }
        _ => "structure du fichier illisible",
    }
}

fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    haystack.windows(needle.len()).any(|w| w == needle)
}

/// Replace every image XObject by an empty form: `pdf-extract` runs the `Do` of an image as if
/// its pixels were drawing operators, which is slow and can panic. Text never lives in images.
fn neutralize_images(doc: &mut lopdf::Document) {
    for object in doc.objects.values_mut() {
        let Object::Stream(stream) = object else {
            continue;
        };
        let is_image = matches!(stream.dict.get(b"Subtype"), Ok(Object::Name(n)) if n == b"Image");
        if is_image {
            let mut dict = Dictionary::new();
            dict.set("Type", Object::Name(b"XObject".to_vec()));
            dict.set("Subtype", Object::Name(b"Form".to_vec()));
            dict.set(
                "BBox",
                Object::Array(vec![0.into(), 0.into(), 1.into(), 1.into()]),
            );
            *object = Object::Stream(Stream::new(dict, Vec::new()));
        }
    }
}

/// Run `pdf-extract` on one page and lay its glyphs out as text in logical order.
fn read_page(doc: &lopdf::Document, number: u32, cancel: &AtomicBool) -> Result<String> {
    let mut sink = PageSink {
        glyphs: Vec::new(),
        text: String::new(),
        words: 0,
        cancel,
        stop: None,
    };
    let outcome = catch_unwind(AssertUnwindSafe(|| {
        pdf_extract::output_doc_page(doc, &mut sink, number)
    }));
    match (outcome, sink.stop) {
        (_, Some(Stop::Cancelled)) => Err(corrupt(TIMED_OUT)),
        (_, Some(Stop::TooLong)) => Err(Error::Corrupt(format!(
            "texte de la page {number} trop volumineux"
        ))),
        (Ok(Ok(())), None) => Ok(page_text(&sink.glyphs, &sink.text)),
        (Ok(Err(_)) | Err(_), None) => Err(Error::Corrupt(format!(
            "contenu de la page {number} illisible"
        ))),
    }
}

enum Stop {
    Cancelled,
    TooLong,
}

/// One glyph as drawn, in the frame of its text direction.
#[derive(Debug, Clone, Copy)]
struct Glyph {
    /// Text direction, by quarter turns: 0 horizontal, 1 upwards, 2 upside down, 3 downwards.
    turn: u8,
    /// Position along the text direction (left to right for horizontal text).
    along: f64,
    /// Position across it, growing towards the next line (downwards for horizontal text).
    across: f64,
    /// Advance width along the text direction.
    advance: f64,
    /// Font size in page units.
    size: f64,
    /// Which text-showing string drew it (glyphs of one string advance left to right).
    word: usize,
    /// Byte range of the glyph's text in [`PageSink::text`].
    start: usize,
    end: usize,
}

/// Collects the glyphs `pdf-extract` reports with their positions, under a size cap and a
/// cancellation check. Glyphs are laid out afterwards by position, not in drawing order:
/// producers draw right-to-left text in either direction.
struct PageSink<'a> {
    glyphs: Vec<Glyph>,
    text: String,
    words: usize,
    cancel: &'a AtomicBool,
    stop: Option<Stop>,
}

impl OutputDev for PageSink<'_> {
    fn begin_page(
        &mut self,
        _page_num: u32,
        _media_box: &MediaBox,
        _art_box: Option<(f64, f64, f64, f64)>,
    ) -> std::result::Result<(), OutputError> {
        Ok(())
    }
    fn end_page(&mut self) -> std::result::Result<(), OutputError> {
        Ok(())
    }
    fn output_character(
        &mut self,
        trm: &Transform,
        width: f64,
        _spacing: f64,
        font_size: f64,
        char: &str,
    ) -> std::result::Result<(), OutputError> {
        if self.cancel.load(Ordering::Relaxed) {
            self.stop = Some(Stop::Cancelled);
            return Err(OutputError::FormatError(std::fmt::Error));
        }
        if self.text.len() + char.len() > MAX_PAGE_TEXT_BYTES
            || self.glyphs.len() >= MAX_PAGE_GLYPHS
        {
            self.stop = Some(Stop::TooLong);
            return Err(OutputError::FormatError(std::fmt::Error));
        }
        if char.is_empty() {
            return Ok(());
        }
        // Text space to page: the x axis of text space gives the direction and horizontal
        // scale, the y axis the vertical scale (the font size itself is not in `trm`).
        let (dx, dy) = (trm.m11, trm.m12);
        let scale_x = dx.hypot(dy);
        let scale_y = trm.m21.hypot(trm.m22);
        let (x, y) = (trm.m31, trm.m32);
        if !(x.is_finite() && y.is_finite()) {
            return Ok(());
        }
        let turn = if !(scale_x.is_finite() && scale_x > 0.0) || dx.abs() >= dy.abs() {
            if dx < 0.0 {
                2
            } else {
                0
            }
        } else if dy > 0.0 {
            1
        } else {
            3
        };
        let (ux, uy) = match turn {
            0 => (1.0, 0.0),
            1 => (0.0, 1.0),
            2 => (-1.0, 0.0),
            _ => (0.0, -1.0),
        };
        let finite_or = |v: f64, default: f64| if v.is_finite() && v > 0.0 { v } else { default };
        let size = finite_or(font_size.abs() * scale_y, 1.0);
        let advance = finite_or(width * font_size.abs() * scale_x, 0.0);
        let start = self.text.len();
        self.text.push_str(char);
        self.glyphs.push(Glyph {
            turn,
            along: x * ux + y * uy,
            across: x * uy - y * ux,
            advance,
            size,
            word: self.words,
            start,
            end: self.text.len(),
        });
        Ok(())
    }
    fn begin_word(&mut self) -> std::result::Result<(), OutputError> {
        self.words += 1;
        Ok(())
    }
    fn end_word(&mut self) -> std::result::Result<(), OutputError> {
        Ok(())
    }
    fn end_line(&mut self) -> std::result::Result<(), OutputError> {
        Ok(())
    }
}

// ---------------------------------------------------------------------------------------------
// Layout: glyphs -> lines -> page text
// ---------------------------------------------------------------------------------------------

/// A gap wider than this many font sizes between two glyphs of a line separates columns (a tab).
const COLUMN_GAP: f64 = 2.0;
/// Glyphs whose baselines differ by less than this many font sizes share a line.
const SAME_LINE: f64 = 0.5;
/// A gap wider than this many font sizes between two glyphs of a line is a space.
const WORD_GAP: f64 = 0.1;
/// Lines further apart than this many font sizes are separated by a blank line.
const PARAGRAPH_GAP: f64 = 1.6;
/// A line ending within this many font sizes of the text block's edge is flush with it...
const FLUSH: f64 = 1.0;
/// ... and one ending further than this from it is ragged.
const RAGGED: f64 = 3.0;

/// One laid-out line, in visual order.
struct Line {
    turn: u8,
    across: f64,
    size: f64,
    /// Extent along the text direction, spaces left out.
    start: f64,
    end: f64,
    visual: String,
}

/// The text of a page in logical order: glyphs grouped into lines by direction and baseline,
/// each line read by position, then tidied and put in logical order (see
/// [`visual_to_logical`]); a wide gap between lines becomes a blank line.
fn page_text(glyphs: &[Glyph], text: &str) -> String {
    let lines = lay_out(glyphs, text);
    // The text block of each direction: where lines start and end at the furthest.
    let mut margins: HashMap<u8, (f64, f64)> = HashMap::new();
    for line in lines.iter().filter(|l| l.start <= l.end) {
        let m = margins.entry(line.turn).or_insert((line.start, line.end));
        *m = (m.0.min(line.start), m.1.max(line.end));
    }
    let mut out = String::new();
    let mut previous: Option<(u8, f64, f64)> = None;
    let mut direction: Option<Level> = None;
    for line in &lines {
        let tidy = tidy_line(&line.visual);
        if tidy.is_empty() {
            continue;
        }
        let mut continued = false;
        if let Some((turn, across, size)) = previous {
            out.push('\n');
            if turn != line.turn {
                direction = None;
            }
            if turn != line.turn || line.across - across > PARAGRAPH_GAP * size.max(line.size) {
                out.push('\n');
            } else {
                continued = true;
            }
        }
        previous = Some((line.turn, line.across, line.size));
        let alignment = margins.get(&line.turn).and_then(|&(left, right)| {
            let flush = |gap: f64| gap <= FLUSH * line.size;
            let ragged = |gap: f64| gap > RAGGED * line.size;
            let (left_gap, right_gap) = (line.start - left, right - line.end);
            if flush(right_gap) && ragged(left_gap) {
                Some(Level::rtl())
            } else if flush(left_gap) && ragged(right_gap) {
                Some(Level::ltr())
            } else {
                None
            }
        });
        let context = LineContext {
            alignment,
            previous: direction,
            continued,
        };
        let (logical, used) = visual_to_logical(&tidy, &context);
        direction = used;
        out.push_str(&logical);
    }
    out
}

/// What the page says about the direction of a line besides its letters.
#[derive(Debug, Clone, Copy, Default)]
struct LineContext {
    /// The direction its alignment suggests: flush right and ragged left is right-to-left.
    alignment: Option<Level>,
    /// The direction of the line before.
    previous: Option<Level>,
    /// Whether it follows that line without a paragraph gap.
    continued: bool,
}

fn lay_out(glyphs: &[Glyph], text: &str) -> Vec<Line> {
    let mut order: Vec<usize> = (0..glyphs.len()).collect();
    order.sort_by(|&a, &b| {
        let (ga, gb) = (&glyphs[a], &glyphs[b]);
        ga.turn
            .cmp(&gb.turn)
            .then(ga.across.total_cmp(&gb.across))
            .then(a.cmp(&b))
    });
    let mut lines = Vec::new();
    let mut current: Vec<usize> = Vec::new();
    for i in order {
        let g = &glyphs[i];
        if let Some(&first) = current.first() {
            let f = &glyphs[first];
            if f.turn != g.turn || g.across - f.across > SAME_LINE * f.size.max(g.size) {
                lines.push(line_of(glyphs, text, &mut current));
            }
        }
        current.push(i);
    }
    if !current.is_empty() {
        lines.push(line_of(glyphs, text, &mut current));
    }
    lines
}

/// Read the glyphs of one line left to right (along their direction) and empty `members`.
///
/// Glyphs are first gathered, in drawing order, into pieces of words: consecutive glyphs of
/// one string with no gap or space between them. The pieces are then put in order by position,
/// and a space goes where two pieces are apart. Keeping drawing order inside a piece guards
/// against glyph widths that do not quite match the positions the producer used; ordering
/// pieces by position copes with producers that draw right-to-left text glyph by glyph from the
/// right.
fn line_of(glyphs: &[Glyph], text: &str, members: &mut Vec<usize>) -> Line {
    members.sort_unstable();
    let mut pieces: Vec<Piece> = Vec::new();
    for &i in members.iter() {
        let g = &glyphs[i];
        let Some(t) = text.get(g.start..g.end) else {
            continue;
        };
        let blank = t.chars().all(char::is_whitespace);
        if let Some(piece) = pieces.last_mut() {
            let joins = !blank
                && !piece.blank
                && piece.last + 1 == i
                && glyphs[piece.last].word == g.word
                && g.along - piece.end <= WORD_GAP * g.size;
            if joins {
                piece.push(g, i, t);
                continue;
            }
        }
        pieces.push(Piece::new(g, i, t, blank));
    }
    pieces.sort_by(|a, b| a.along.total_cmp(&b.along).then(a.first.cmp(&b.first)));

    let first = &glyphs[members[0]];
    let mut line = Line {
        turn: first.turn,
        across: first.across,
        size: first.size,
        start: f64::INFINITY,
        end: f64::NEG_INFINITY,
        visual: String::new(),
    };
    let mut previous: Option<&Piece> = None;
    for piece in &pieces {
        line.size = line.size.max(piece.size);
        if !piece.blank {
            line.start = line.start.min(piece.along);
            line.end = line.end.max(piece.end);
        }
        if let Some(p) = previous {
            if p.text == piece.text && (piece.along - p.along).abs() < WORD_GAP * piece.size {
                // The same text drawn twice (fake bold, shadow): keep one.
                continue;
            }
            let gap = piece.along - p.end;
            if gap > COLUMN_GAP * piece.size {
                line.visual.push('\t');
            } else if !(p.blank || piece.blank) && gap > WORD_GAP * piece.size {
                line.visual.push(' ');
            }
        }
        line.visual.push_str(&piece.text);
        previous = Some(piece);
    }
    members.clear();
    line
}

/// Consecutive glyphs of one string, in drawing order.
struct Piece {
    /// Index of the first glyph (drawing order).
    first: usize,
    /// Index of the last glyph.
    last: usize,
    along: f64,
    end: f64,
    size: f64,
    blank: bool,
    /// The text in visual order.
    text: String,
}

impl Piece {
    fn new(g: &Glyph, i: usize, t: &str, blank: bool) -> Piece {
        let mut piece = Piece {
            first: i,
            last: i,
            along: g.along,
            end: g.along,
            size: g.size,
            blank,
            text: String::new(),
        };
        piece.push(g, i, t);
        piece
    }

    fn push(&mut self, g: &Glyph, i: usize, t: &str) {
        self.last = i;
        self.end = self.end.max(g.along + g.advance);
        self.size = self.size.max(g.size);
        if t.chars().nth(1).is_some() && t.chars().any(is_rtl) {
            // A ligature's text is in logical order: in a visual line it reads reversed.
            self.text.extend(t.chars().rev());
        } else {
            self.text.push_str(t);
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Structure checks (what would make pdf-extract recurse without end)
// ---------------------------------------------------------------------------------------------

fn deref<'a>(doc: &'a lopdf::Document, object: &'a Object) -> Option<&'a Object> {
    match object {
        Object::Reference(id) => doc.objects.get(id),
        other => Some(other),
    }
}

fn dict_entry<'a>(
    doc: &'a lopdf::Document,
    dict: &'a Dictionary,
    key: &[u8],
) -> Option<&'a Object> {
    dict.get(key).ok().and_then(|o| deref(doc, o))
}

/// Check one page: a finite `/Parent` chain, and form XObjects that neither call themselves nor
/// nest so deep or so wide that running them would never end.
fn check_page(scan: &mut FormScan<'_>, page_id: ObjectId) -> Result<()> {
    let doc = scan.doc;
    let Some(Object::Dictionary(page)) = doc.objects.get(&page_id) else {
        return Err(corrupt("arborescence des pages invalide"));
    };
    // The page's resources, inherited like pdf-extract does (first /Resources up the tree).
    let mut seen = HashSet::from([page_id]);
    let mut node = page;
    let mut resources = None;
    for _ in 0..=MAX_NESTING {
        if resources.is_none() {
            resources = dict_entry(doc, node, b"Resources").and_then(|o| o.as_dict().ok());
        }
        let Ok(Object::Reference(parent)) = node.get(b"Parent") else {
            break;
        };
        if !seen.insert(*parent) {
            return Err(corrupt("arborescence des pages en boucle"));
        }
        match doc.objects.get(parent) {
            Some(Object::Dictionary(d)) => node = d,
            _ => break,
        }
    }
    if seen.len() > MAX_NESTING {
        return Err(corrupt("arborescence des pages trop profonde"));
    }
    let Some(resources) = resources else {
        return Ok(());
    };
    // The page content may call any form of its resources (an over-approximation: the page
    // itself cannot be part of a loop).
    let mut runs = 0u64;
    for id in form_ids(doc, resources) {
        runs = runs.saturating_add(scan.runs(id, resources, 1)?);
    }
    if runs > MAX_FORM_RUNS_PER_PAGE {
        return Err(corrupt("structure graphique trop complexe"));
    }
    Ok(())
}

/// The form XObjects named in a resource dictionary.
fn form_ids(doc: &lopdf::Document, resources: &Dictionary) -> Vec<ObjectId> {
    let Some(Object::Dictionary(xobjects)) = dict_entry(doc, resources, b"XObject") else {
        return Vec::new();
    };
    xobjects
        .iter()
        .filter_map(|(_, o)| match o {
            Object::Reference(id) if matches!(doc.objects.get(id), Some(Object::Stream(_))) => {
                Some(*id)
            }
            _ => None,
        })
        .collect()
}

/// Walks form XObjects; what it learns is kept from one page to the next.
struct FormScan<'a> {
    doc: &'a lopdf::Document,
    on_stack: HashSet<ObjectId>,
    /// Runs caused by executing a form once, by (form, address of the inherited resources).
    memo: HashMap<(ObjectId, usize), u64>,
    /// The names each form calls with `Do`.
    calls: HashMap<ObjectId, Vec<Vec<u8>>>,
}

impl<'a> FormScan<'a> {
    fn new(doc: &'a lopdf::Document) -> Self {
        FormScan {
            doc,
            on_stack: HashSet::new(),
            memo: HashMap::new(),
            calls: HashMap::new(),
        }
    }

    /// How many form executions running form `id` once causes (itself included), with
    /// `inherited` the resources in force where it is called.
    fn runs(&mut self, id: ObjectId, inherited: &'a Dictionary, depth: usize) -> Result<u64> {
        if depth > MAX_NESTING {
            return Err(corrupt("objets graphiques trop imbriqués"));
        }
        let key = (id, std::ptr::from_ref(inherited) as usize);
        if let Some(&n) = self.memo.get(&key) {
            return Ok(n);
        }
        if !self.on_stack.insert(id) {
            return Err(corrupt("objets graphiques imbriqués en boucle"));
        }
        let doc = self.doc;
        let mut total = 1u64;
        if let Some(Object::Stream(stream)) = doc.objects.get(&id) {
            let resources = dict_entry(doc, &stream.dict, b"Resources")
                .and_then(|o| o.as_dict().ok())
                .unwrap_or(inherited);
            let called = self
                .calls
                .entry(id)
                .or_insert_with(|| called_names(stream))
                .clone();
            if !called.is_empty() {
                if let Some(Object::Dictionary(xobjects)) = dict_entry(doc, resources, b"XObject") {
                    for name in &called {
                        if let Ok(Object::Reference(child)) = xobjects.get(name) {
                            let n = self.runs(*child, resources, depth + 1)?;
                            total = total.saturating_add(n);
                            if total > MAX_FORM_RUNS_PER_PAGE {
                                return Err(corrupt("structure graphique trop complexe"));
                            }
                        }
                    }
                }
            }
        }
        self.on_stack.remove(&id);
        self.memo.insert(key, total);
        Ok(total)
    }
}

/// The XObject names a form's content calls with `Do`, once per call.
fn called_names(stream: &Stream) -> Vec<Vec<u8>> {
    let content: Cow<[u8]> = match stream.decompressed_content() {
        Ok(c) => Cow::Owned(c),
        Err(_) => Cow::Borrowed(&stream.content),
    };
    if !contains(&content, b"Do") {
        return Vec::new();
    }
    let Ok(ops) = Content::decode(&content) else {
        return Vec::new();
    };
    ops.operations
        .into_iter()
        .filter(|op| op.operator == "Do")
        .filter_map(|op| match op.operands.into_iter().next() {
            Some(Object::Name(n)) => Some(n),
            _ => None,
        })
        .collect()
}

// ---------------------------------------------------------------------------------------------
// Text clean-up and bidi
// ---------------------------------------------------------------------------------------------

/// Drop control and bidi format characters (the latter mean nothing in visual text), collapse
/// runs of spaces to one space and runs of blanks holding a tab (a column gap) to one tab, trim.
fn tidy_line(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut blank: Option<char> = None;
    for c in line.chars() {
        if c == ' ' || c == '\t' {
            blank = Some(if c == '\t' || blank == Some('\t') {
                '\t'
            } else {
                ' '
            });
        } else if !c.is_control() && !is_bidi_control(c) {
            if let Some(b) = blank.take() {
                if !out.is_empty() {
                    out.push(b);
                }
            }
            out.push(c);
        }
    }
    out.trim().to_owned()
}

fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{200e}' | '\u{200f}' | '\u{061c}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

fn is_rtl(c: char) -> bool {
    matches!(bidi_class(c), BidiClass::R | BidiClass::AL)
}

/// Turn one line of text extracted in visual order (left to right as drawn) back into logical
/// order, given what the page says about its direction (`context`). Also returns the paragraph
/// direction taken for the line, to pass on to the next one.
///
/// The visual line is run through the Unicode bidi algorithm as if it were logical text: its
/// right-to-left runs are reversed (combining marks kept after their base, brackets mirrored)
/// while left-to-right runs keep their inner order; digit groups split by spaces are separate
/// runs, so their group order is restored too. For the lines PDFs hold (Arabic with embedded
/// numbers and Latin words, or French with embedded Arabic) this inverts the display reordering,
/// provided the base direction is right (see [`guess_base_level`]). What the algorithm cannot
/// invert by itself is handled around it: digits that were Arabic numbers
/// ([`arabic_context_digits`]), a number before a Latin word such as a currency
/// ([`split_amounts`]), bracket text from producers that do not mirror it
/// ([`pair_brackets`]).
///
/// A line without right-to-left letters is left as it is, except when it continues a
/// right-to-left line and is flush right: the end of a wrapped right-to-left paragraph, such as
/// a number that went to the next line.
fn visual_to_logical(line: &str, context: &LineContext) -> (String, Option<Level>) {
    if !line.chars().any(is_rtl) {
        let rtl = |level: Option<Level>| level.is_some_and(|l| l.is_rtl());
        if context.continued && rtl(context.alignment) && rtl(context.previous) {
            return (
                reorder_with_base(line, Level::rtl(), true),
                context.previous,
            );
        }
        let latin = line.chars().any(|c| bidi_class(c) == BidiClass::L);
        return (
            line.to_owned(),
            if latin {
                Some(Level::ltr())
            } else {
                context.previous
            },
        );
    }
    let base = guess_base_level(line, context);
    let arabic_before =
        context.continued && base.is_rtl() && context.previous.is_some_and(|l| l.is_rtl());
    (reorder_with_base(line, base, arabic_before), Some(base))
}

/// Reorder a drawn line as a paragraph of direction `base`; `arabic_before` tells that the
/// logical text before the line (the end of the line before) is Arabic.
fn reorder_with_base(line: &str, base: Level, arabic_before: bool) -> String {
    let line = &pair_brackets(line);
    let chars: Vec<char> = line.chars().collect();
    let shadow = arabic_context_digits(&chars, arabic_before);
    let info = ParagraphBidiInfo::new(&shadow, Some(base));
    let mut levels = info.reordered_levels_per_char(0..shadow.len());
    if levels.len() != chars.len() {
        return line.to_owned();
    }
    if base.is_rtl() {
        split_amounts(&chars, &mut levels, base);
    }
    // Clusters: a character and the combining marks after it move as one unit.
    let mut units: Vec<(usize, usize)> = Vec::with_capacity(chars.len());
    let mut unit_levels: Vec<Level> = Vec::with_capacity(chars.len());
    for (i, &c) in chars.iter().enumerate() {
        if bidi_class(c) == BidiClass::NSM {
            if let Some(last) = units.last_mut() {
                last.1 = i + 1;
                continue;
            }
        }
        units.push((i, i + 1));
        unit_levels.push(levels[i]);
    }
    let mut out = String::with_capacity(line.len());
    for u in ParagraphBidiInfo::reorder_visual(&unit_levels) {
        let (Some(&(start, end)), Some(level)) = (units.get(u), unit_levels.get(u)) else {
            continue;
        };
        for (k, &c) in chars[start..end].iter().enumerate() {
            out.push(if k == 0 && level.is_rtl() {
                mirror(c)
            } else {
                c
            });
        }
    }
    out
}

const BRACKETS: [(char, char); 4] = [('(', ')'), ('[', ']'), ('{', '}'), ('«', '»')];

/// Brackets of a drawn line as they show. A bracket glyph in right-to-left text is mirrored;
/// most producers give it the text of what it shows, some the text of the source character,
/// which then reads inverted (`)يماس(` for what shows as `(يماس)`). Swap such inverted pairs,
/// unless that leaves more brackets unpaired.
fn pair_brackets(line: &str) -> String {
    let swapped = swap_inverted_brackets(line);
    if swapped != line && unpaired_brackets(&swapped) <= unpaired_brackets(line) {
        swapped
    } else {
        line.to_owned()
    }
}

/// Turn each closing bracket that has no opening one before it, and is followed by an opening
/// one with no bracket of that kind between, into a pair (`)X(` -> `(X)`).
fn swap_inverted_brackets(line: &str) -> String {
    let mut chars: Vec<char> = line.chars().collect();
    for (open, close) in BRACKETS {
        let mut depth = 0usize;
        let mut i = 0;
        while i < chars.len() {
            if chars[i] == open {
                depth += 1;
            } else if chars[i] == close {
                if depth > 0 {
                    depth -= 1;
                } else if let Some(n) = chars[i + 1..].iter().position(|&c| c == open || c == close)
                {
                    let j = i + 1 + n;
                    if chars[j] == open {
                        chars.swap(i, j);
                        i = j;
                    }
                }
            }
            i += 1;
        }
    }
    chars.into_iter().collect()
}

/// How many brackets of `line` have no partner.
fn unpaired_brackets(line: &str) -> usize {
    BRACKETS
        .iter()
        .map(|&(open, close)| {
            let (mut depth, mut stray) = (0usize, 0usize);
            for c in line.chars() {
                if c == open {
                    depth += 1;
                } else if c == close {
                    if depth == 0 {
                        stray += 1;
                    } else {
                        depth -= 1;
                    }
                }
            }
            depth + stray
        })
        .sum()
}

/// The line with the European digits that follow an Arabic letter in logical order written as
/// Arabic-Indic digits, for computing levels only.
///
/// The bidi algorithm treats digits after an Arabic letter as Arabic numbers (rule W2), which a
/// hyphen does not join: `99-85-40-44` after Arabic text is drawn `44-40-85-99`. Run on the
/// drawing, the algorithm sees the digits at the start of the line (or after other letters)
/// and would join them back into one number. In logical order, what precedes a digit group is
/// drawn to its right; so a group with an Arabic letter as the nearest letter on its right and
/// no Latin letter as the nearest on its left (that would make it part of a Latin run such as
/// `TN59 2030`) is taken as an Arabic number; so is one with nothing on its right when the line
/// continues Arabic text (`arabic_before`).
fn arabic_context_digits(chars: &[char], arabic_before: bool) -> String {
    let strong = |c: char| match bidi_class(c) {
        class @ (BidiClass::L | BidiClass::R | BidiClass::AL) => Some(class),
        _ => None,
    };
    let mut out = String::with_capacity(chars.len() * 2);
    let mut left = None;
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if !c.is_ascii_digit() {
            if let Some(class) = strong(c) {
                left = Some(class);
            }
            out.push(c);
            i += 1;
            continue;
        }
        let end = chars[i..]
            .iter()
            .position(|c| !c.is_ascii_digit())
            .map_or(chars.len(), |n| i + n);
        let right = chars[end..]
            .iter()
            .find_map(|&c| strong(c))
            .or(arabic_before.then_some(BidiClass::AL));
        let arabic = right == Some(BidiClass::AL) && left != Some(BidiClass::L);
        for &d in &chars[i..end] {
            let shadow = if arabic {
                char::from_u32(u32::from(d) - u32::from('0') + 0x660)
            } else {
                None
            };
            out.push(shadow.unwrap_or(d));
        }
        i = end;
    }
    out
}

/// In a right-to-left line, a number written before a Latin word is drawn after it: `6 040
/// dinars` is drawn `dinars 040 6`, and the bidi algorithm run on that drawing keeps it as one
/// left-to-right run (digits after a Latin letter count as Latin), which is right for `CIN
/// 01234567` or `TN59 2030 ...` but not for amounts. When a left-to-right run ends with a word
/// that numbers come before (a currency; the `TU` of a plate number, which keeps one group after
/// it: `131 TU 9329`) followed only by digit groups, make the spaces between the groups that
/// belong before the word right-to-left again so they are put back in their order.
fn split_amounts(chars: &[char], levels: &mut [Level], base: Level) {
    let mut i = 0;
    while i < chars.len() {
        if levels[i] == base || levels[i].is_rtl() {
            i += 1;
            continue;
        }
        let start = i;
        while i < chars.len() && levels[i] != base && !levels[i].is_rtl() {
            i += 1;
        }
        split_amount_run(&chars[start..i], &mut levels[start..i], base);
    }
}

fn split_amount_run(chars: &[char], levels: &mut [Level], base: Level) {
    // Tokens (start, end) separated by whitespace.
    let mut tokens: Vec<(usize, usize)> = Vec::new();
    let mut start = None;
    for (i, c) in chars.iter().enumerate() {
        match (c.is_whitespace(), start) {
            (true, Some(s)) => {
                tokens.push((s, i));
                start = None;
            }
            (false, None) => start = Some(i),
            _ => {}
        }
    }
    if let Some(s) = start {
        tokens.push((s, chars.len()));
    }
    let Some(word) = tokens
        .iter()
        .rposition(|&(s, e)| chars[s..e].iter().any(|&c| bidi_class(c) == BidiClass::L))
    else {
        return;
    };
    let (ws, we) = tokens[word];
    let Some(kept) = groups_after(&chars[ws..we]) else {
        return;
    };
    let after = &tokens[word + 1..];
    if after.len() <= kept || !after.iter().all(|&(s, e)| is_digit_group(&chars[s..e])) {
        return;
    }
    let split_from = if kept == 0 { we } else { after[kept - 1].1 };
    for (level, c) in levels.iter_mut().zip(chars).skip(split_from) {
        if c.is_whitespace() {
            *level = base;
        }
    }
}

fn is_digit_group(chars: &[char]) -> bool {
    let digit = |c: &char| {
        c.is_ascii_digit()
            || ('\u{660}'..='\u{669}').contains(c)
            || ('\u{6f0}'..='\u{6f9}').contains(c)
    };
    chars.first().is_some_and(digit)
        && chars.last().is_some_and(digit)
        && chars
            .iter()
            .all(|c| digit(c) || matches!(c, '.' | ',' | '\u{66b}' | '\u{66c}'))
}

/// For a word that numbers are written before, how many digit groups after it still belong
/// to it (see [`split_amounts`]).
fn groups_after(word: &[char]) -> Option<usize> {
    let word: String = word.iter().collect::<String>();
    let word = word.trim_end_matches(['.', ',', ';', ':']).to_lowercase();
    match word.as_str() {
        "tnd" | "dt" | "dnt" | "dinar" | "dinars" | "millime" | "millimes" | "eur" | "euro"
        | "euros" | "usd" | "dollar" | "dollars" | "mad" | "dzd" | "lyd" | "gbp" | "chf" => Some(0),
        "tu" => Some(1),
        _ => None,
    }
}

/// The paragraph direction the line was laid out with, guessed from its strong letters. A
/// logical line starts with its first strong letter, drawn at the left end for a left-to-right
/// paragraph and at the right end for a right-to-left one; so right-to-left letters at both
/// ends mean a right-to-left paragraph, Latin letters at both ends a left-to-right one. The
/// mixed cases go to the side the line is aligned on when it is known, else to the direction
/// of the line before, else to the script with more letters.
fn guess_base_level(line: &str, context: &LineContext) -> Level {
    let mut leftmost = None;
    let mut rightmost = None;
    let (mut ltr, mut rtl) = (0usize, 0usize);
    for c in line.chars() {
        let is_rtl = match bidi_class(c) {
            BidiClass::L => false,
            BidiClass::R | BidiClass::AL => true,
            _ => continue,
        };
        leftmost.get_or_insert(is_rtl);
        rightmost = Some(is_rtl);
        if is_rtl {
            rtl += 1;
        } else {
            ltr += 1;
        }
    }
    let rtl_base = match (leftmost, rightmost) {
        (Some(true), Some(true)) => true,
        (Some(false), Some(false)) => false,
        _ => context
            .alignment
            .or(context.previous)
            .map_or(rtl >= ltr, |level| level.is_rtl()),
    };
    if rtl_base {
        Level::rtl()
    } else {
        Level::ltr()
    }
}

/// The mirrored form of a paired bracket, as a right-to-left run displays it.
fn mirror(c: char) -> char {
    match c {
        '(' => ')',
        ')' => '(',
        '[' => ']',
        ']' => '[',
        '{' => '}',
        '}' => '{',
        '<' => '>',
        '>' => '<',
        '«' => '»',
        '»' => '«',
        '‹' => '›',
        '›' => '‹',
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use lopdf::content::Operation;
    use lopdf::{dictionary, EncryptionState, EncryptionVersion, Permissions, StringFormat};

    use super::*;

    /// `/F2` shows bytes `a` `b` `c` `d` `e` `f` `g` as س ا م ي ل د ة (Helvetica glyphs, 6.672
    /// wide at 12 points).
    const ARABIC_CMAP: &[u8] = b"/CIDInit /ProcSet findresource begin 12 dict begin begincmap
/CMapName /Test def /CMapType 2 def
1 begincodespacerange <00> <FF> endcodespacerange
7 beginbfchar
<61> <0633> <62> <0627> <63> <0645> <64> <064A> <65> <0644> <66> <062F> <67> <0629>
endbfchar
endcmap CMapName currentdict /CMap defineresource pop end end";

    /// Width of `a` to `g` in `/F2` at 12 points.
    const GLYPH: f64 = 6.672;

    /// A PDF whose pages have the given content streams, a Helvetica font `/F1`, the
    /// Arabic-mapped `/F2` and the given XObjects in their resources.
    fn pdf_doc(pages: &[Vec<Operation>], xobjects: Dictionary) -> lopdf::Document {
        let mut doc = lopdf::Document::with_version("1.5");
        add_pages(&mut doc, pages, xobjects);
        doc
    }

    /// Add the page tree, catalog and trailer to `doc` (which may already hold XObjects).
    fn add_pages(doc: &mut lopdf::Document, pages: &[Vec<Operation>], xobjects: Dictionary) {
        let pages_id = doc.new_object_id();
        let font_id = doc.add_object(dictionary! {
            "Type" => "Font",
            "Subtype" => "Type1",
            "BaseFont" => "Helvetica",
            "Encoding" => "WinAnsiEncoding",
        });
        let to_unicode = doc.add_object(Stream::new(dictionary! {}, ARABIC_CMAP.to_vec()));
        let arabic_id = doc.add_object(dictionary! {
            "Type" => "Font",
            "Subtype" => "Type1",
            "BaseFont" => "Helvetica",
            "Encoding" => "WinAnsiEncoding",
            "ToUnicode" => to_unicode,
        });
        let resources_id = doc.add_object(dictionary! {
            "Font" => dictionary! { "F1" => font_id, "F2" => arabic_id },
            "XObject" => xobjects,
        });
        let mut kids = Vec::new();
        for operations in pages {
            let content = Content {
                operations: operations.clone(),
            };
            let bytes = content.encode().expect("encode content");
            let content_id = doc.add_object(Stream::new(dictionary! {}, bytes));
            let page_id = doc.add_object(dictionary! {
                "Type" => "Page",
                "Parent" => pages_id,
                "Contents" => content_id,
            });
            kids.push(Object::Reference(page_id));
        }
        let count = i64::try_from(kids.len()).expect("page count");
        doc.objects.insert(
            pages_id,
            Object::Dictionary(dictionary! {
                "Type" => "Pages",
                "Kids" => kids,
                "Count" => count,
                "Resources" => resources_id,
                "MediaBox" => media_box(),
            }),
        );
        let catalog_id = doc.add_object(dictionary! { "Type" => "Catalog", "Pages" => pages_id });
        doc.trailer.set("Root", catalog_id);
        let id = Object::String(b"0123456789abcdef".to_vec(), StringFormat::Hexadecimal);
        doc.trailer.set("ID", Object::Array(vec![id.clone(), id]));
    }

    fn media_box() -> Vec<Object> {
        [0, 0, 595, 842].into_iter().map(Object::Integer).collect()
    }

    fn form(body: &[u8], resources: Option<Dictionary>) -> Stream {
        let mut dict = dictionary! {
            "Type" => "XObject",
            "Subtype" => "Form",
            "BBox" => media_box(),
        };
        if let Some(resources) = resources {
            dict.set("Resources", resources);
        }
        Stream::new(dict, body.to_vec())
    }

    fn save(doc: &mut lopdf::Document) -> Vec<u8> {
        let mut bytes = Vec::new();
        doc.save_to(&mut bytes).expect("save PDF");
        bytes
    }

    fn text_ops(lines: &[&str]) -> Vec<Operation> {
        let mut ops = vec![
            Operation::new("BT", vec![]),
            Operation::new("Tf", vec!["F1".into(), 12.into()]),
            Operation::new("Td", vec![72.into(), 720.into()]),
        ];
        for (i, line) in lines.iter().enumerate() {
            if i > 0 {
                ops.push(Operation::new("Td", vec![0.into(), (-14).into()]));
            }
            ops.push(Operation::new("Tj", vec![Object::string_literal(*line)]));
        }
        ops.push(Operation::new("ET", vec![]));
        ops
    }

    /// A one-page PDF with this raw content stream.
    fn pdf_with_content(content: &str) -> Vec<u8> {
        let mut doc = lopdf::Document::with_version("1.5");
        add_pages(&mut doc, &[], dictionary! {});
        let page_id = doc.new_object_id();
        let content_id = doc.add_object(Stream::new(dictionary! {}, content.as_bytes().to_vec()));
        let pages_id = match doc.catalog().and_then(|c| c.get(b"Pages")) {
            Ok(Object::Reference(id)) => *id,
            _ => panic!("no page tree"),
        };
        doc.objects.insert(
            page_id,
            Object::Dictionary(dictionary! {
                "Type" => "Page",
                "Parent" => pages_id,
                "Contents" => content_id,
            }),
        );
        if let Some(Object::Dictionary(pages)) = doc.objects.get_mut(&pages_id) {
            pages.set("Kids", vec![Object::Reference(page_id)]);
            pages.set("Count", 1);
        }
        save(&mut doc)
    }

    fn text_of(content: &str) -> String {
        extract(&pdf_with_content(content)).expect("extract").text
    }

    fn pdf_with_text(pages: &[&[&str]]) -> Vec<u8> {
        let pages: Vec<Vec<Operation>> = pages.iter().map(|lines| text_ops(lines)).collect();
        save(&mut pdf_doc(&pages, dictionary! {}))
    }

    /// The Info dictionary's `/Author` (PDFDocEncoding and UTF-16BE) and the XMP packet's
    /// `dc:creator` follow the pages, each value once, as blocks of their own.
    #[test]
    fn authors_of_info_and_xmp_follow_the_pages() {
        let pages = vec![text_ops(&["Page un"])];
        let mut doc = pdf_doc(&pages, dictionary! {});
        let info = doc.add_object(dictionary! {
            "Author" => Object::String(b"Mounir Jlassi".to_vec(), lopdf::StringFormat::Literal),
            "Title" => Object::string_literal("Contrat 2026-114"),
        });
        doc.trailer.set("Info", info);
        let xmp = "<x:xmpmeta xmlns:x=\"adobe:ns:meta/\"><rdf:RDF><rdf:Description><dc:creator><rdf:Seq><rdf:li>Mounir Jlassi</rdf:li><rdf:li>\u{633}\u{627}\u{645}\u{64a} &amp; Co</rdf:li></rdf:Seq></dc:creator><dc:title><rdf:Alt><rdf:li>Titre</rdf:li></rdf:Alt></dc:title></rdf:Description></rdf:RDF></x:xmpmeta>";
        let meta = doc.add_object(Stream::new(
            dictionary! { "Type" => "Metadata", "Subtype" => "XML" },
            xmp.as_bytes().to_vec(),
        ));
        let root = doc
            .trailer
            .get(b"Root")
            .and_then(Object::as_reference)
            .expect("root");
        doc.get_object_mut(root)
            .and_then(Object::as_dict_mut)
            .expect("catalog")
            .set("Metadata", meta);
        let extracted = extract(&save(&mut doc)).expect("pdf");
        assert_eq!(
            extracted.text,
            "Page un\n\nAuteur du fichier : Mounir Jlassi\nAuteur du fichier : \u{633}\u{627}\u{645}\u{64a} & Co"
        );
        let metas: Vec<&str> = extracted
            .blocks
            .iter()
            .filter(|b| {
                matches!(
                    b.origin,
                    Origin::Metadata {
                        field: MetaKind::Creator
                    }
                )
            })
            .map(|b| &extracted.text[b.start..b.end])
            .collect();
        assert_eq!(
            metas,
            ["Mounir Jlassi", "\u{633}\u{627}\u{645}\u{64a} & Co"]
        );

        // UTF-16BE with its byte-order mark
        let mut utf16 = vec![0xFE, 0xFF];
        utf16.extend("Amel Béji".encode_utf16().flat_map(u16::to_be_bytes));
        let mut doc = pdf_doc(&pages, dictionary! {});
        let info = doc.add_object(dictionary! {
            "Author" => Object::String(utf16, lopdf::StringFormat::Hexadecimal),
        });
        doc.trailer.set("Info", info);
        let extracted = extract(&save(&mut doc)).expect("pdf");
        assert_eq!(extracted.text, "Page un\n\nAuteur du fichier : Amel Béji");
    }

    #[test]
    fn extract_with_reports_each_page_read() {
        let bytes = pdf_with_text(&[&["Page un"], &["Page deux"], &["Page trois"]]);
        let mut heard = Vec::new();
        let doc = extract_with(&bytes, &mut |page, pages| heard.push((page, pages))).expect("pdf");
        assert_eq!(heard, [(0, 0), (0, 3), (1, 3), (2, 3), (3, 3)]);
        assert_eq!(doc.pages, Some(3));
        assert!(doc.text.contains("Page deux"), "{}", doc.text);
    }

    /// A line read with no context from the page.
    fn logical(line: &str) -> String {
        visual_to_logical(line, &LineContext::default()).0
    }

    fn corrupt_reason<T: std::fmt::Debug>(result: Result<T>) -> String {
        match result {
            Err(Error::Corrupt(reason)) => reason,
            other => panic!("expected Corrupt, got {other:?}"),
        }
    }

    #[test]
    fn extracts_helvetica_text() {
        let doc = extract(&pdf_with_text(&[&["Contrat de Sami Ben Salah"]])).expect("extract");
        assert!(
            doc.text.contains("Contrat de Sami Ben Salah"),
            "{:?}",
            doc.text
        );
        assert_eq!(doc.format, Format::Pdf);
        assert_eq!(doc.pages, Some(1));
        assert_eq!(doc.blocks.len(), 1);
        assert_eq!(doc.blocks[0].origin, Origin::Page { page: 1 });
        assert_eq!(
            &doc.text[doc.blocks[0].start..doc.blocks[0].end],
            doc.text.as_str()
        );
    }

    #[test]
    fn one_block_per_page_separated_by_a_blank_line() {
        let bytes = pdf_with_text(&[&["Page un", "seconde ligne"], &["Page deux"]]);
        let doc = extract(&bytes).expect("extract");
        assert_eq!(doc.pages, Some(2));
        assert_eq!(doc.text, "Page un\nseconde ligne\n\nPage deux");
        let origins: Vec<_> = doc.blocks.iter().map(|b| b.origin.clone()).collect();
        assert_eq!(
            origins,
            [Origin::Page { page: 1 }, Origin::Page { page: 2 }]
        );
        assert_eq!(
            &doc.text[doc.blocks[0].start..doc.blocks[0].end],
            "Page un\nseconde ligne"
        );
        assert_eq!(
            &doc.text[doc.blocks[1].start..doc.blocks[1].end],
            "Page deux"
        );
    }

    #[test]
    fn empty_page_between_text_pages_is_counted_but_has_no_block() {
        let bytes = pdf_with_text(&[&["Avant"], &[], &["Apres"]]);
        let doc = extract(&bytes).expect("extract");
        assert_eq!(doc.pages, Some(3));
        assert_eq!(doc.text, "Avant\n\nApres");
        let origins: Vec<_> = doc.blocks.iter().map(|b| b.origin.clone()).collect();
        assert_eq!(
            origins,
            [Origin::Page { page: 1 }, Origin::Page { page: 3 }]
        );
    }

    #[test]
    fn page_without_text_operators_is_no_text_layer() {
        let ops = vec![
            Operation::new("m", vec![10.into(), 10.into()]),
            Operation::new("l", vec![200.into(), 200.into()]),
            Operation::new("S", vec![]),
        ];
        let bytes = save(&mut pdf_doc(&[ops], dictionary! {}));
        assert!(matches!(extract(&bytes), Err(Error::NoTextLayer)));
    }

    #[test]
    fn image_only_page_is_no_text_layer() {
        let mut doc = lopdf::Document::with_version("1.5");
        let image_id = doc.add_object(Stream::new(
            dictionary! {
                "Type" => "XObject",
                "Subtype" => "Image",
                "Width" => 16,
                "Height" => 16,
                "ColorSpace" => "DeviceGray",
                "BitsPerComponent" => 8,
            },
            // Pixels that happen to read as text operators if run as a content stream.
            b"BT /F1 12 Tf (pixels) Tj ET".repeat(10),
        ));
        let ops = vec![
            Operation::new("q", vec![]),
            Operation::new(
                "cm",
                vec![
                    500.into(),
                    0.into(),
                    0.into(),
                    700.into(),
                    40.into(),
                    60.into(),
                ],
            ),
            Operation::new("Do", vec![Object::Name(b"Im1".to_vec())]),
            Operation::new("Q", vec![]),
        ];
        add_pages(&mut doc, &[ops], dictionary! { "Im1" => image_id });
        assert!(matches!(extract(&save(&mut doc)), Err(Error::NoTextLayer)));
    }

    #[test]
    fn text_drawn_by_a_form_is_extracted() {
        let mut doc = lopdf::Document::with_version("1.5");
        let form_id = doc.add_object(form(
            b"BT /F1 12 Tf 72 720 Td (Dans un formulaire) Tj ET",
            None,
        ));
        let ops = vec![Operation::new("Do", vec![Object::Name(b"Fm1".to_vec())])];
        add_pages(
            &mut doc,
            &[ops.clone(), ops],
            dictionary! { "Fm1" => form_id },
        );
        let doc = extract(&save(&mut doc)).expect("extract");
        assert_eq!(doc.text, "Dans un formulaire\n\nDans un formulaire");
    }

    #[test]
    fn truncated_file_is_corrupt() {
        let bytes = pdf_with_text(&[&["Contrat de Sami Ben Salah"]]);
        let half = &bytes[..bytes.len() / 2];
        let reason = corrupt_reason(extract(half));
        assert!(!reason.contains("Sami"));
    }

    #[test]
    fn garbage_is_corrupt() {
        let mut state = 0x2545_f491_u32;
        let garbage: Vec<u8> = (0..4096)
            .map(|_| {
                state ^= state << 13;
                state ^= state >> 17;
                state ^= state << 5;
                state.to_le_bytes()[0]
            })
            .collect();
        assert_eq!(corrupt_reason(extract(&garbage)), "en-tête PDF absent");
        let mut with_header = b"%PDF-1.7\n".to_vec();
        with_header.extend_from_slice(&garbage);
        corrupt_reason(extract(&with_header));
        corrupt_reason(extract(b""));
        corrupt_reason(extract(b"%PDF-1.4\n%%EOF\n"));
    }

    #[test]
    fn encrypt_entry_in_trailer_is_encrypted() {
        let mut doc = pdf_doc(&[text_ops(&["Contrat de Sami Ben Salah"])], dictionary! {});
        let encrypt_id = doc.add_object(dictionary! {
            "Filter" => "Standard",
            "V" => 2,
            "R" => 3,
            "Length" => 128,
            "P" => -4,
            "O" => Object::String(vec![0x11; 32], StringFormat::Hexadecimal),
            "U" => Object::String(vec![0x22; 32], StringFormat::Hexadecimal),
        });
        doc.trailer.set("Encrypt", encrypt_id);
        assert!(matches!(extract(&save(&mut doc)), Err(Error::Encrypted)));
    }

    fn encrypted_pdf(owner: &str, user: &str) -> Vec<u8> {
        let mut doc = pdf_doc(&[text_ops(&["Contrat de Sami Ben Salah"])], dictionary! {});
        let version = EncryptionVersion::V2 {
            document: &doc,
            owner_password: owner,
            user_password: user,
            key_length: 128,
            permissions: Permissions::empty(),
        };
        let state = EncryptionState::try_from(version).expect("encryption state");
        doc.encrypt(&state).expect("encrypt");
        save(&mut doc)
    }

    #[test]
    fn user_password_is_encrypted() {
        let bytes = encrypted_pdf("proprietaire", "secret");
        assert!(!contains(&bytes, b"Sami"));
        assert!(matches!(extract(&bytes), Err(Error::Encrypted)));
    }

    #[test]
    fn owner_password_only_opens() {
        let doc = extract(&encrypted_pdf("proprietaire", "")).expect("extract");
        assert!(
            doc.text.contains("Contrat de Sami Ben Salah"),
            "{:?}",
            doc.text
        );
    }

    #[test]
    fn self_calling_form_is_corrupt_not_a_stack_overflow() {
        let mut doc = lopdf::Document::with_version("1.5");
        let form_id = doc.new_object_id();
        let resources = dictionary! { "XObject" => dictionary! { "Fm1" => form_id } };
        let body = b"BT /F1 12 Tf 72 720 Td (boucle) Tj ET /Fm1 Do";
        doc.objects
            .insert(form_id, Object::Stream(form(body, Some(resources))));
        let ops = vec![Operation::new("Do", vec![Object::Name(b"Fm1".to_vec())])];
        add_pages(&mut doc, &[ops], dictionary! { "Fm1" => form_id });
        let reason = corrupt_reason(extract(&save(&mut doc)));
        assert_eq!(reason, "objets graphiques imbriqués en boucle");
    }

    #[test]
    fn forms_calling_each_other_without_resources_are_corrupt() {
        // Neither form has resources: each runs with the page's, where both are named.
        let mut doc = lopdf::Document::with_version("1.5");
        let a = doc.add_object(form(b"/B Do", None));
        let b = doc.add_object(form(b"/A Do", None));
        let ops = [
            text_ops(&["texte"]),
            vec![Operation::new("Do", vec![Object::Name(b"A".to_vec())])],
        ]
        .concat();
        add_pages(&mut doc, &[ops], dictionary! { "A" => a, "B" => b });
        let reason = corrupt_reason(extract(&save(&mut doc)));
        assert_eq!(reason, "objets graphiques imbriqués en boucle");
    }

    #[test]
    fn exponential_forms_are_corrupt() {
        // Form k calls form k-1 ten times: 10^8 runs for 8 levels.
        let mut doc = lopdf::Document::with_version("1.5");
        let mut child = doc.add_object(form(b"0 0 m 1 1 l S", None));
        for _ in 0..8 {
            let resources = dictionary! { "XObject" => dictionary! { "X" => child } };
            child = doc.add_object(form(&b"/X Do ".repeat(10), Some(resources)));
        }
        let ops = [
            text_ops(&["texte"]),
            vec![Operation::new("Do", vec![Object::Name(b"Top".to_vec())])],
        ]
        .concat();
        add_pages(&mut doc, &[ops], dictionary! { "Top" => child });
        let reason = corrupt_reason(extract(&save(&mut doc)));
        assert_eq!(reason, "structure graphique trop complexe");
    }

    #[test]
    fn parent_loop_is_corrupt() {
        let mut doc = pdf_doc(&[text_ops(&["texte"])], dictionary! {});
        let page_id = doc.get_pages().values().next().copied().expect("one page");
        if let Some(Object::Dictionary(page)) = doc.objects.get_mut(&page_id) {
            page.set("Parent", page_id);
            page.set("MediaBox", media_box());
        }
        let reason = corrupt_reason(extract(&save(&mut doc)));
        assert_eq!(reason, "arborescence des pages en boucle");
    }

    #[test]
    fn mangled_files_never_panic_through() {
        let bytes = pdf_with_text(&[
            &["Contrat de Sami Ben Salah", "CIN 01234567"],
            &["Page deux"],
        ]);
        let mut state = 0x9e37_79b9_u32;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 17;
            state ^= state << 5;
            state as usize
        };
        for round in 0..120 {
            let mut mangled = bytes.clone();
            match round % 3 {
                0 => mangled.truncate(next() % bytes.len()),
                1 => {
                    for _ in 0..8 {
                        let i = next() % mangled.len();
                        mangled[i] = (next() & 0xff) as u8;
                    }
                }
                _ => {
                    let i = next() % mangled.len();
                    let j = (i + next() % 64).min(mangled.len());
                    mangled.drain(i..j);
                }
            }
            // Any outcome but a panic is fine; errors must be one of the PDF refusals.
            match extract(&mangled) {
                Ok(_) | Err(Error::Corrupt(_) | Error::NoTextLayer | Error::Encrypted) => {}
                Err(other) => panic!("unexpected error {other:?}"),
            }
        }
    }

    // --- layout -------------------------------------------------------------------------------

    #[test]
    fn arabic_drawn_left_to_right_in_visual_order() {
        // يماس drawn as one string, as most producers do: reads سامي.
        assert_eq!(text_of("BT /F2 12 Tf 300 700 Td (dcba) Tj ET"), "سامي");
    }

    #[test]
    fn arabic_drawn_glyph_by_glyph_from_the_right() {
        // The same word drawn in logical order, each glyph placed leftwards of the one before.
        let mut content = String::from("BT /F2 12 Tf");
        for (i, glyph) in ["a", "b", "c", "d"].iter().enumerate() {
            let x = 330.0 - GLYPH * (i as f64);
            content.push_str(&format!(" 1 0 0 1 {x:.3} 700 Tm ({glyph}) Tj"));
        }
        content.push_str(" ET");
        assert_eq!(text_of(&content), "سامي");
    }

    #[test]
    fn phone_number_inside_an_arabic_line() {
        // السيد سامي : 22 03 10 07 drawn as a right-to-left line: 07 10 03 22 : يماس ديسلا
        let content = "BT /F1 12 Tf 100 700 Td (07 10 03 22 : ) Tj /F2 12 Tf (dcba fdaeb) Tj ET";
        assert_eq!(text_of(content), "السيد سامي : 22 03 10 07");
    }

    #[test]
    fn lines_are_read_top_down_whatever_the_drawing_order() {
        let content = "BT /F1 12 Tf 72 686 Td (seconde ligne) Tj ET BT /F1 12 Tf 72 700 Td (premiere ligne) Tj ET";
        assert_eq!(text_of(content), "premiere ligne\nseconde ligne");
    }

    #[test]
    fn table_cells_are_separated_by_a_tab() {
        let content = "BT /F1 12 Tf 72 700 Td (CIN) Tj 200 0 Td (01234567) Tj ET";
        assert_eq!(text_of(content), "CIN\t01234567");
    }

    #[test]
    fn vertical_text_does_not_break_into_lines() {
        // A margin note running upwards across the body line.
        let content = "BT /F1 12 Tf 72 700 Td (CIN 01234567) Tj ET \
                       BT /F1 8 Tf 0 1 -1 0 40 650 Tm (Document confidentiel) Tj ET";
        assert_eq!(text_of(content), "CIN 01234567\n\nDocument confidentiel");
    }

    #[test]
    fn words_split_over_strings_keep_their_letters_in_order() {
        // A producer placing the last letter itself, slightly left of where the font's widths
        // would put it: the word must not come out scrambled.
        let content =
            "BT /F1 12 Tf 72 700 Td (dinar) Tj ET BT /F1 12 Tf 1 0 0 1 98.2 700 Tm (s) Tj ET";
        assert_eq!(text_of(content), "dinars");
    }

    #[test]
    fn fake_bold_is_read_once() {
        let content = "BT /F1 12 Tf 72 700 Td (Sami) Tj ET BT /F1 12 Tf 72.3 700 Td (Sami) Tj ET";
        assert_eq!(text_of(content), "Sami");
    }

    // --- guard --------------------------------------------------------------------------------

    fn stalls_until_cancelled(
        _: &[u8],
        _: &dyn Fn(usize, usize),
        cancel: &AtomicBool,
    ) -> Result<Read> {
        while !cancel.load(Ordering::Relaxed) {
            std::thread::sleep(Duration::from_millis(5));
        }
        Ok((vec!["trop tard".to_owned()], Vec::new()))
    }

    fn slow_but_steady(_: &[u8], progress: &dyn Fn(usize, usize), _: &AtomicBool) -> Result<Read> {
        for i in 1..=6 {
            std::thread::sleep(Duration::from_millis(40));
            progress(i, 6);
        }
        Ok((vec!["fini".to_owned()], Vec::new()))
    }

    fn panics(_: &[u8], _: &dyn Fn(usize, usize), _: &AtomicBool) -> Result<Read> {
        panic!("simulated library panic")
    }

    #[test]
    fn stalled_worker_is_abandoned() {
        let started = std::time::Instant::now();
        let result = run_guarded(
            b"",
            Duration::from_millis(100),
            stalls_until_cancelled,
            &mut |_, _| {},
        );
        assert_eq!(corrupt_reason(result), TIMED_OUT);
        assert!(started.elapsed() < Duration::from_secs(5));
    }

    #[test]
    fn progress_keeps_a_slow_worker_alive_and_reaches_the_caller() {
        let mut heard = Vec::new();
        let result = run_guarded(
            b"",
            Duration::from_millis(150),
            slow_but_steady,
            &mut |done, total| heard.push((done, total)),
        );
        assert_eq!(result.expect("finished").0, ["fini"]);
        assert_eq!(heard, (1..=6).map(|i| (i, 6)).collect::<Vec<_>>());
    }

    #[test]
    fn worker_panic_becomes_corrupt() {
        let result = run_guarded(b"", Duration::from_secs(10), panics, &mut |_, _| {});
        assert_eq!(corrupt_reason(result), UNSUPPORTED);
    }

    // --- visual -> logical -------------------------------------------------------------------

    #[test]
    fn latin_lines_are_unchanged() {
        assert_eq!(
            logical("Contrat de Sami Ben Salah"),
            "Contrat de Sami Ben Salah"
        );
        assert_eq!(logical("22 03 10 07"), "22 03 10 07");
    }

    #[test]
    fn arabic_words_are_put_back_in_order() {
        assert_eq!(logical("يماس ديسلا"), "السيد سامي");
    }

    #[test]
    fn phone_groups_keep_their_order() {
        assert_eq!(
            logical("07 10 03 22 : فتاهلا يماس ديسلا"),
            "السيد سامي الهاتف : 22 03 10 07"
        );
    }

    #[test]
    fn rib_groups_keep_their_order() {
        assert_eq!(
            logical("كنبلا ىدل 29 9091644085835 985 04 باسحلا مقر"),
            "رقم الحساب 04 985 9091644085835 29 لدى البنك"
        );
    }

    #[test]
    fn arabic_indic_digit_groups_keep_their_order() {
        assert_eq!(logical("٧٤١ ٤٢ ٠٠٢١٦ فتاهلا"), "الهاتف ٠٠٢١٦ ٤٢ ٧٤١");
    }

    #[test]
    fn latin_codes_inside_arabic_stay_whole() {
        assert_eq!(
            logical("FAC-2022-50134 ةروتاف صوصخب ىوكش"),
            "شكوى بخصوص فاتورة FAC-2022-50134"
        );
        assert_eq!(
            logical("TN59 2030 9174 9929 باسحلا"),
            "الحساب TN59 2030 9174 9929"
        );
    }

    #[test]
    fn amount_before_latin_currency() {
        assert_eq!(logical("طقف dinars 040 6 غلبم"), "مبلغ 6 040 dinars فقط");
        assert_eq!(logical(".TND 140 995 27 غلبم"), "مبلغ 27 995 140 TND.");
        // Not a currency: digits after a Latin word stay after it.
        assert_eq!(logical("CIN 01234567 ددع"), "عدد CIN 01234567");
    }

    #[test]
    fn arabic_inside_a_french_line() {
        assert_eq!(
            logical("Monsieur Tahar Belhadj (جاحلب رهاطلا), né le 21 juillet"),
            "Monsieur Tahar Belhadj (الطاهر بلحاج), né le 21 juillet"
        );
        assert_eq!(
            logical("Emprunteur / ضرتقملا : Mme Saida Zammit"),
            "Emprunteur / المقترض : Mme Saida Zammit"
        );
    }

    #[test]
    fn brackets_are_mirrored_in_arabic_runs() {
        assert_eq!(logical("رضح (يماس) ديسلا"), "السيد (سامي) حضر");
    }

    #[test]
    fn combining_marks_stay_after_their_letter() {
        // Visual clusters د|مَّ|حَ|مُ -> logical مُ|حَ|مَّ|د
        assert_eq!(
            logical("\u{62f}\u{645}\u{651}\u{64e}\u{62d}\u{64e}\u{645}\u{64f}"),
            "\u{645}\u{64f}\u{62d}\u{64e}\u{645}\u{651}\u{64e}\u{62f}"
        );
    }

    #[test]
    fn hyphenated_digits_after_arabic_keep_their_group_order() {
        // After an Arabic letter digits are Arabic numbers, which a hyphen does not join: the
        // groups of 99-85-40-44 are drawn in reverse order.
        assert_eq!(logical("44-40-85-99 مقرلا"), "الرقم 99-85-40-44");
        assert_eq!(logical("%15 ةبسنب"), "بنسبة 15%");
        // Joined by a common separator they stay one number.
        assert_eq!(logical("12/03/2024 خيراتب"), "بتاريخ 12/03/2024");
    }

    #[test]
    fn plate_number_inside_an_arabic_line() {
        assert_eq!(logical("ةرايسلل TU 9329 131"), "131 TU 9329 للسيارة");
    }

    #[test]
    fn inverted_brackets_from_source_text_are_paired() {
        // Glyph text as shown, and glyph text of the source character (inverted).
        assert_eq!(logical("(يماس) ديسلا"), "السيد (سامي)");
        assert_eq!(logical(")يماس( ديسلا"), "السيد (سامي)");
        assert_eq!(
            logical("Monsieur Belhadj )جاحلب رهاطلا(, né le"),
            "Monsieur Belhadj (الطاهر بلحاج), né le"
        );
    }

    #[test]
    fn alignment_settles_mixed_lines() {
        let visual = "DEMANDE DE CRÉDIT HABITAT (BNA) — ينكس ضرق بلط";
        let right = LineContext {
            alignment: Some(Level::rtl()),
            ..LineContext::default()
        };
        let left = LineContext {
            alignment: Some(Level::ltr()),
            ..LineContext::default()
        };
        assert_eq!(
            visual_to_logical(visual, &right).0,
            "طلب قرض سكني — DEMANDE DE CRÉDIT HABITAT (BNA)"
        );
        assert_eq!(
            visual_to_logical(visual, &left).0,
            "DEMANDE DE CRÉDIT HABITAT (BNA) — طلب قرض سكني"
        );
    }

    #[test]
    fn end_of_a_wrapped_arabic_paragraph() {
        let rtl = Some(Level::rtl());
        let tail = LineContext {
            alignment: rtl,
            previous: rtl,
            continued: true,
        };
        assert_eq!(
            visual_to_logical(".22.05.51.83", &tail),
            ("22.05.51.83.".to_owned(), rtl)
        );
        assert_eq!(visual_to_logical(".44-40-85-99", &tail).0, "99-85-40-44.");
        // Not after a right-to-left line, or not flush right: left alone.
        assert_eq!(logical(".22.05.51.83"), ".22.05.51.83");
        let left = LineContext {
            alignment: Some(Level::ltr()),
            ..tail
        };
        assert_eq!(visual_to_logical(".22.05.51.83", &left).0, ".22.05.51.83");
    }

    #[test]
    fn line_tidy_up() {
        assert_eq!(
            tidy_line("  Contrat  de Sami \u{202b}Ben\u{202c} \u{0}Salah "),
            "Contrat de Sami Ben Salah"
        );
        assert_eq!(tidy_line("CIN  \t 01234567\t"), "CIN\t01234567");
    }
}
