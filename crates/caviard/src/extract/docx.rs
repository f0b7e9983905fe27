//! DOCX extraction: owns turning a Word `.docx` file (an OOXML ZIP package) into a [`Document`].
//!
//! Two layers:
//! - the package: opening the ZIP (a file that is not one is [`Error::NotZip`], a broken one is
//!   [`Error::Corrupt`]) and reading its XML parts through a byte budget, so that the inflated
//!   bytes actually read, not the sizes the archive declares, are capped at
//!   [`Limits::max_inflated_bytes`] ([`Error::ZipBomb`]);
//! - the WordprocessingML walk: body paragraphs, tables (one block per cell), headers, footers,
//!   footnotes, endnotes and comments. Everything that is in the file and could leak is kept:
//!   tracked insertions *and* deletions (inline, where they stand), hidden runs (`w:vanish`) and
//!   text boxes. Field instructions (`w:instrText`), the VML duplicate of a text box
//!   (`mc:Fallback`) and properties are not text and are skipped.
//!
//! Order of the text: headers, body, footnotes and endnotes, comments, footers; sections are
//! separated by a blank line, paragraphs by `\n`, table cells by `\t` and table rows by `\n`.

use std::borrow::Cow;
use std::io::{Cursor, Read};

use quick_xml::events::{BytesStart, BytesText, Event};
use quick_xml::name::{Namespace, ResolveResult};
use quick_xml::NsReader;
use zip::result::ZipError;
use zip::ZipArchive;

use super::{Builder, Document, Format, Limits, MetaKind, Origin};
use crate::error::{Error, Result};

/// WordprocessingML namespace (transitional, what Word writes).
const W_NS: &[u8] = b"http://schemas.openxmlformats.org/wordprocessingml/2006/main";
/// WordprocessingML namespace (strict OOXML).
const W_NS_STRICT: &[u8] = b"http://purl.oclc.org/ooxml/wordprocessingml/main";
/// Markup compatibility namespace (`mc:AlternateContent`).
const MC_NS: &[u8] = b"http://schemas.openxmlformats.org/markup-compatibility/2006";

/// The main document part.
const DOCUMENT: &str = "word/document.xml";

/// How a ZIP file starts: local file header, end record (empty archive), spanned archive.
const ZIP_MAGIC: [&[u8]; 3] = [b"PK\x03\x04", b"PK\x05\x06", b"PK\x07\x08"];

/// Paragraphs and tables open at once, past which the part is refused: real documents nest a
/// few levels (a table in a cell, a text box in a paragraph); this only bounds hostile input.
const MAX_NESTING: usize = 256;

/// Largest `w:gridSpan` taken into account (a cell spanning more columns is clamped).
const MAX_SPAN: u32 = 1024;

/// Distinct authors kept per part (a hostile file could name millions).
const MAX_AUTHORS: usize = 256;

/// Cell and row separators inside a table.
const CELL_SEP: &str = "\t";
const ROW_SEP: &str = "\n";

/// Extract a `.docx` file.
///
/// # Errors
/// [`Error::NotZip`] when the bytes are not a ZIP archive, [`Error::Corrupt`] for a truncated or
/// broken archive, a missing `word/document.xml`, an encrypted part or malformed XML, and
/// [`Error::ZipBomb`] when the parts read would inflate past `limits.max_inflated_bytes`.
pub(super) fn extract(bytes: &[u8], limits: &Limits) -> Result<Document> {
    let mut package = Package::open(bytes, limits)?;
    let names: Vec<String> = package.zip.file_names().map(str::to_owned).collect();
    if !names.iter().any(|n| n == DOCUMENT) {
        return Err(Error::Corrupt("word/document.xml absent".into()));
    }

    let body = package.parse(DOCUMENT, Part::Body)?;
    let headers = package.parse_all(&numbered(&names, "word/header"), Part::Header)?;
    let footers = package.parse_all(&numbered(&names, "word/footer"), Part::Footer)?;
    let mut notes = package.parse_optional("word/footnotes.xml", Part::Footnotes)?;
    let endnotes = package.parse_optional("word/endnotes.xml", Part::Endnotes)?;
    notes.items.extend(endnotes.items);
    notes.authors.extend(endnotes.authors);
    let comments = package.parse_optional("word/comments.xml", Part::Comments)?;
    let core = package.core_properties()?;

    let mut out = Output::new();
    out.section(&headers.items, Part::Header);
    out.section(&body.items, Part::Body);
    out.section(&notes.items, Part::Footnotes);
    out.section(&comments.items, Part::Comments);
    out.section(&footers.items, Part::Footer);
    // Who wrote the file: the core properties, then the authors of comments and of tracked
    // changes, each name once, in that order (hidden in Word's window, sent with the file).
    let mut fields: Vec<(MetaKind, String)> = core;
    for (parsed, field) in [
        (&comments, MetaKind::CommentAuthor),
        (&body, MetaKind::ChangeAuthor),
        (&headers, MetaKind::ChangeAuthor),
        (&footers, MetaKind::ChangeAuthor),
        (&notes, MetaKind::ChangeAuthor),
    ] {
        for a in &parsed.authors {
            fields.push((field, a.clone()));
        }
    }
    out.metadata(&fields);
    Ok(out.builder.finish())
}

/// Largest core-properties part read (it holds a few short fields).
const MAX_CORE: u64 = 1 << 20;

// ------------------------------------------------------------------------------------------------
// The package

/// The kinds of parts read, for origins and error messages.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Part {
    Body,
    Header,
    Footer,
    Footnotes,
    Endnotes,
    Comments,
    Properties,
}

impl Part {
    /// Where the part is, in French, for error messages (never a value from the document).
    fn label(self) -> &'static str {
        match self {
            Part::Body => "le document principal",
            Part::Header => "un en-tête",
            Part::Footer => "un pied de page",
            Part::Footnotes => "les notes de bas de page",
            Part::Endnotes => "les notes de fin",
            Part::Comments => "les commentaires",
            Part::Properties => "les propriétés du document",
        }
    }

    /// The origin of every block of the part, or `None` for the body (paragraph / table cell).
    fn origin(self) -> Option<Origin> {
        match self {
            Part::Body => None,
            Part::Header => Some(Origin::Header),
            Part::Footer => Some(Origin::Footer),
            Part::Footnotes | Part::Endnotes => Some(Origin::Footnote),
            Part::Comments => Some(Origin::Comment),
            Part::Properties => None,
        }
    }
}

/// An open archive and what is left of the inflation budget.
struct Package<'a> {
    zip: ZipArchive<Cursor<&'a [u8]>>,
    /// Bytes that may still be inflated.
    left: u64,
    limit: u64,
}

impl<'a> Package<'a> {
    fn open(bytes: &'a [u8], limits: &Limits) -> Result<Self> {
        let zip = match ZipArchive::new(Cursor::new(bytes)) {
            Ok(zip) => zip,
            // A ZIP starts with a local file header (or, when empty, the end record): anything
            // else that the ZIP reader refuses is another kind of file renamed `.docx`.
            Err(_) if !ZIP_MAGIC.iter().any(|m| bytes.starts_with(m)) => return Err(Error::NotZip),
            Err(ZipError::UnsupportedArchive(_)) => {
                return Err(Error::Corrupt(
                    "archive ZIP d'un type non pris en charge".into(),
                ))
            }
            Err(_) => return Err(Error::Corrupt("archive ZIP tronquée ou illisible".into())),
        };
        Ok(Package {
            zip,
            left: limits.max_inflated_bytes,
            limit: limits.max_inflated_bytes,
        })
    }

    /// Inflate one part, charging its real inflated size to the budget.
    fn read(&mut self, name: &str, part: Part) -> Result<Vec<u8>> {
        let bomb = Error::ZipBomb { limit: self.limit };
        let file = self.zip.by_name(name).map_err(|e| zip_error(&e, part))?;
        // The declared size is only a first, cheap check: the real bound is the `take` below.
        if file.size() > self.left {
            return Err(bomb);
        }
        let mut data = Vec::new();
        file.take(self.left.saturating_add(1))
            .read_to_end(&mut data)
            .map_err(|_| {
                Error::Corrupt(format!(
                    "données compressées illisibles dans {}",
                    part.label()
                ))
            })?;
        let read = u64::try_from(data.len()).unwrap_or(u64::MAX);
        if read > self.left {
            return Err(bomb);
        }
        self.left -= read;
        Ok(data)
    }

    fn parse(&mut self, name: &str, part: Part) -> Result<Parsed> {
        let data = self.read(name, part)?;
        parse_part(&data, part)
    }

    fn parse_optional(&mut self, name: &str, part: Part) -> Result<Parsed> {
        if self.zip.index_for_name(name).is_none() {
            return Ok(Parsed::default());
        }
        self.parse(name, part)
    }

    fn parse_all(&mut self, names: &[String], part: Part) -> Result<Parsed> {
        let mut all = Parsed::default();
        for name in names {
            let p = self.parse(name, part)?;
            all.items.extend(p.items);
            all.authors.extend(p.authors);
        }
        Ok(all)
    }

    /// `dc:creator` and `cp:lastModifiedBy` of `docProps/core.xml` (absent, empty or unreadable
    /// properties give nothing: they are not the document's text, and a broken one must not
    /// refuse a readable document).
    fn core_properties(&mut self) -> Result<Vec<(MetaKind, String)>> {
        const CORE: &str = "docProps/core.xml";
        let Some(i) = self.zip.index_for_name(CORE) else {
            return Ok(Vec::new());
        };
        let size = self.zip.by_index(i).map(|f| f.size()).unwrap_or(u64::MAX);
        if size > MAX_CORE {
            return Ok(Vec::new());
        }
        let data = self.read(CORE, Part::Properties)?;
        Ok(core_fields(&data))
    }
}

/// The person fields of a core-properties part, in the order they are written.
fn core_fields(data: &[u8]) -> Vec<(MetaKind, String)> {
    let data = to_utf8(data);
    let mut reader = NsReader::from_reader(data.as_ref());
    let mut out = Vec::new();
    let mut field = None;
    let mut value = String::new();
    loop {
        match reader.read_event() {
            Ok(Event::Start(e)) => {
                field = match e.local_name().as_ref() {
                    b"creator" => Some(MetaKind::Creator),
                    b"lastModifiedBy" => Some(MetaKind::LastModifiedBy),
                    _ => None,
                };
                value.clear();
            }
            Ok(Event::Text(t)) if field.is_some() => value.push_str(&decode(&t)),
            Ok(Event::End(_)) => {
                if let Some(f) = field.take() {
                    out.push((f, std::mem::take(&mut value)));
                }
            }
            // a truncated part: what was read of the open field is still a name
            Ok(Event::Eof) | Err(_) => {
                if let Some(f) = field {
                    out.push((f, value));
                }
                break;
            }
            _ => {}
        }
    }
    out
}

/// One part's paragraphs and tables, and the authors its revisions and comments name.
#[derive(Debug, Default)]
struct Parsed {
    items: Vec<Item>,
    authors: Vec<String>,
}

fn zip_error(e: &ZipError, part: Part) -> Error {
    let what = match e {
        ZipError::UnsupportedArchive(m) if *m == ZipError::PASSWORD_REQUIRED => "partie chiffrée",
        ZipError::UnsupportedArchive(_) => "méthode de compression non prise en charge",
        _ => "entrée ZIP illisible",
    };
    Error::Corrupt(format!("{what} dans {}", part.label()))
}

/// The parts `word/<stem>N.xml` (e.g. `word/header1.xml`), in numeric order.
fn numbered(names: &[String], prefix: &str) -> Vec<String> {
    let mut found: Vec<(u64, &String)> = names
        .iter()
        .filter_map(|name| {
            let middle = name.strip_prefix(prefix)?.strip_suffix(".xml")?;
            if middle.contains('/') {
                return None;
            }
            Some((middle.parse().unwrap_or(u64::MAX), name))
        })
        .collect();
    found.sort();
    found.dedup();
    found.into_iter().map(|(_, name)| name.clone()).collect()
}

// ------------------------------------------------------------------------------------------------
// The XML walk

/// What a part is made of, at its top level.
#[derive(Debug, PartialEq, Eq)]
enum Item {
    Para(String),
    /// Rows of cells.
    Table(Vec<Vec<Cell>>),
}

#[derive(Debug, PartialEq, Eq)]
struct Cell {
    /// First grid column the cell covers.
    col: u32,
    text: String,
}

/// An element being filled.
#[derive(Debug)]
enum Frame {
    /// A paragraph. `after` holds paragraphs nested in it (text boxes, tables in them), emitted
    /// right after it. `implicit` marks text found outside any paragraph (kept, never dropped).
    Para {
        text: String,
        after: Vec<String>,
        implicit: bool,
    },
    Table {
        rows: Vec<Vec<Cell>>,
    },
    Row {
        cells: Vec<Cell>,
        next_col: u32,
    },
    Cell {
        col: u32,
        span: u32,
        paras: Vec<String>,
    },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Para,
    Table,
    Row,
    Cell,
}

impl Frame {
    fn kind(&self) -> Kind {
        match self {
            Frame::Para { .. } => Kind::Para,
            Frame::Table { .. } => Kind::Table,
            Frame::Row { .. } => Kind::Row,
            Frame::Cell { .. } => Kind::Cell,
        }
    }
}

/// The WordprocessingML elements the walk acts on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum El {
    P,
    Tbl,
    Tr,
    Tc,
    /// `w:t` or `w:delText`: their character data is text.
    Text,
    /// Inline characters: `w:tab`, `w:br`, ...
    Char(&'static str),
    GridSpan,
    GridBefore,
    /// A tracked change or a comment: its `w:author` names a person.
    Authored,
    /// A subtree without text (properties, the VML fallback of a text box).
    Skip,
    Other,
}

fn classify(ns: &ResolveResult, local: &[u8]) -> El {
    match ns {
        ResolveResult::Bound(Namespace(n)) if *n == W_NS || *n == W_NS_STRICT => match local {
            b"p" => El::P,
            b"tbl" => El::Tbl,
            b"tr" => El::Tr,
            b"tc" => El::Tc,
            b"t" | b"delText" => El::Text,
            b"tab" | b"ptab" => El::Char("\t"),
            b"br" | b"cr" => El::Char("\n"),
            b"noBreakHyphen" => El::Char("-"),
            b"gridSpan" => El::GridSpan,
            // revisions and comments carry their author as an attribute
            b"ins" | b"del" | b"moveFrom" | b"moveTo" | b"comment" => El::Authored,
            b"gridBefore" => El::GridBefore,
            // Properties hold no text (and `w:pPr` holds tab stops, which are not tabs).
            b"pPr" | b"rPr" | b"sectPr" | b"tblPr" | b"tblGrid" | b"tblPrEx" | b"tcPrChange"
            | b"trPrChange" => El::Skip,
            _ => El::Other,
        },
        // `mc:Fallback` repeats the `mc:Choice` content (the VML copy of a text box).
        ResolveResult::Bound(Namespace(n)) if *n == MC_NS && local == b"Fallback" => El::Skip,
        _ => El::Other,
    }
}

/// Walks one part's XML and collects its paragraphs and tables.
#[derive(Debug, Default)]
struct Walker {
    stack: Vec<Frame>,
    items: Vec<Item>,
    /// Inside `w:t` / `w:delText`.
    in_text: bool,
    /// `w:author` of revisions and comments, each once, in order.
    authors: Vec<String>,
}

impl Walker {
    fn push(&mut self, frame: Frame) -> std::result::Result<(), ()> {
        if self.stack.len() >= MAX_NESTING {
            return Err(());
        }
        self.stack.push(frame);
        Ok(())
    }

    /// Start of an element; `empty` for `<x/>`.
    fn open(&mut self, el: El, e: &BytesStart<'_>, empty: bool) -> std::result::Result<(), ()> {
        match el {
            El::P | El::Tbl | El::Tr | El::Tc => {
                self.close_implicit();
                let frame = match el {
                    El::P => Frame::Para {
                        text: String::new(),
                        after: Vec::new(),
                        implicit: false,
                    },
                    El::Tbl => Frame::Table { rows: Vec::new() },
                    El::Tr => Frame::Row {
                        cells: Vec::new(),
                        next_col: 0,
                    },
                    _ => {
                        let col = match self.stack.last() {
                            Some(Frame::Row { next_col, .. }) => *next_col,
                            _ => 0,
                        };
                        Frame::Cell {
                            col,
                            span: 1,
                            paras: Vec::new(),
                        }
                    }
                };
                self.push(frame)?;
                if empty {
                    self.close(el);
                }
            }
            El::Text => self.in_text = !empty,
            El::Char(c) => self.text(c),
            El::GridSpan => {
                if let (Some(Frame::Cell { span, .. }), Some(v)) = (self.stack.last_mut(), val(e)) {
                    *span = v.clamp(1, MAX_SPAN);
                }
            }
            El::GridBefore => {
                if let (Some(Frame::Row { next_col, .. }), Some(v)) =
                    (self.stack.last_mut(), val(e))
                {
                    *next_col = next_col.saturating_add(v.min(MAX_SPAN));
                }
            }
            El::Authored => {
                let author = e
                    .attributes()
                    .flatten()
                    .find(|a| a.key.local_name().as_ref() == b"author")
                    .and_then(|a| a.unescape_value().ok().map(|v| v.trim().to_owned()));
                if let Some(a) = author.filter(|a| !a.is_empty()) {
                    if !self.authors.contains(&a) && self.authors.len() < MAX_AUTHORS {
                        self.authors.push(a);
                    }
                }
            }
            El::Skip | El::Other => {}
        }
        Ok(())
    }

    /// End of an element.
    fn end(&mut self, el: El) {
        match el {
            El::P | El::Tbl | El::Tr | El::Tc => self.close(el),
            El::Text => self.in_text = false,
            _ => {}
        }
    }

    /// Close the innermost open frame of the element's kind (and whatever is still open in it).
    fn close(&mut self, el: El) {
        let kind = match el {
            El::P => Kind::Para,
            El::Tbl => Kind::Table,
            El::Tr => Kind::Row,
            El::Tc => Kind::Cell,
            _ => return,
        };
        if !self.stack.iter().any(|f| f.kind() == kind) {
            return;
        }
        while let Some(frame) = self.stack.pop() {
            let done = frame.kind() == kind;
            self.deliver(frame);
            if done {
                break;
            }
        }
    }

    /// Close the paragraph opened for text found outside any paragraph, if it is the top frame.
    fn close_implicit(&mut self) {
        if matches!(self.stack.last(), Some(Frame::Para { implicit: true, .. })) {
            if let Some(frame) = self.stack.pop() {
                self.deliver(frame);
            }
        }
    }

    /// Hand a finished frame to the frame under it (or to the part's items).
    fn deliver(&mut self, frame: Frame) {
        match frame {
            Frame::Para { text, after, .. } => {
                self.deliver_para(text);
                for t in after {
                    self.deliver_para(t);
                }
            }
            Frame::Cell { col, span, paras } => {
                let text = paras.join("\n");
                match self.stack.last_mut() {
                    Some(Frame::Row { cells, next_col }) => {
                        cells.push(Cell { col, text });
                        *next_col = col.saturating_add(span);
                    }
                    _ => self.deliver_para(text),
                }
            }
            Frame::Row { cells, .. } => match self.stack.last_mut() {
                Some(Frame::Table { rows }) => {
                    if !cells.is_empty() {
                        rows.push(cells);
                    }
                }
                _ => self.deliver_para(flatten_row(&cells)),
            },
            Frame::Table { rows } => {
                let nested = self
                    .stack
                    .iter()
                    .any(|f| matches!(f, Frame::Para { .. } | Frame::Cell { .. }));
                if nested {
                    // A table in a cell or a text box: flattened into the enclosing block.
                    let text = rows
                        .iter()
                        .map(|r| flatten_row(r))
                        .collect::<Vec<_>>()
                        .join(ROW_SEP);
                    self.deliver_para(text);
                } else if rows.iter().flatten().any(|c| !c.text.trim().is_empty()) {
                    self.items.push(Item::Table(rows));
                }
            }
        }
    }

    /// A finished paragraph goes to the innermost open cell or paragraph, else to the items.
    fn deliver_para(&mut self, text: String) {
        if text.trim().is_empty() {
            return;
        }
        for frame in self.stack.iter_mut().rev() {
            match frame {
                Frame::Para { after, .. } => {
                    after.push(text);
                    return;
                }
                Frame::Cell { paras, .. } => {
                    paras.push(text);
                    return;
                }
                Frame::Table { .. } | Frame::Row { .. } => {}
            }
        }
        self.items.push(Item::Para(text));
    }

    fn text(&mut self, s: &str) {
        if let Some(Frame::Para { text, .. }) = self.stack.last_mut() {
            text.push_str(s);
        } else {
            // Text outside a paragraph (not valid WordprocessingML, but it is in the file).
            self.stack.push(Frame::Para {
                text: s.to_owned(),
                after: Vec::new(),
                implicit: true,
            });
        }
    }

    fn finish(mut self) -> Parsed {
        while let Some(frame) = self.stack.pop() {
            self.deliver(frame);
        }
        Parsed {
            items: self.items,
            authors: self.authors,
        }
    }
}

fn flatten_row(cells: &[Cell]) -> String {
    cells
        .iter()
        .map(|c| c.text.as_str())
        .collect::<Vec<_>>()
        .join(CELL_SEP)
}

/// The `w:val` attribute as a number.
fn val(e: &BytesStart<'_>) -> Option<u32> {
    let attr = e
        .attributes()
        .flatten()
        .find(|a| a.key.local_name().as_ref() == b"val")?;
    std::str::from_utf8(&attr.value).ok()?.trim().parse().ok()
}

/// Character data with entities decoded; kept raw (lossily decoded) if it cannot be unescaped.
fn decode(t: &BytesText<'_>) -> String {
    match t.unescape() {
        Ok(s) => s.into_owned(),
        Err(_) => String::from_utf8_lossy(t).into_owned(),
    }
}

/// XML parts are UTF-8; a UTF-16 part (allowed by OOXML, announced by its BOM) is transcoded.
fn to_utf8(data: &[u8]) -> Cow<'_, [u8]> {
    let le = data.starts_with(&[0xFF, 0xFE]);
    if !le && !data.starts_with(&[0xFE, 0xFF]) {
        return Cow::Borrowed(data);
    }
    let units = data
        .get(2..)
        .unwrap_or_default()
        .chunks_exact(2)
        .map(|c| match c {
            [a, b] if le => u16::from_le_bytes([*a, *b]),
            [a, b] => u16::from_be_bytes([*a, *b]),
            _ => 0xFFFD,
        });
    let text: String = char::decode_utf16(units)
        .map(|c| c.unwrap_or(char::REPLACEMENT_CHARACTER))
        .collect();
    Cow::Owned(text.into_bytes())
}

/// Parse one XML part into its paragraphs and tables.
fn parse_part(data: &[u8], part: Part) -> Result<Parsed> {
    let corrupt = || Error::Corrupt(format!("XML mal formé dans {}", part.label()));
    let data = to_utf8(data);
    let mut reader = NsReader::from_reader(data.as_ref());
    reader.config_mut().trim_text(false);
    let mut walker = Walker::default();
    let mut depth: usize = 0;
    // Depth inside a skipped subtree (0: not skipping).
    let mut skip: usize = 0;
    let mut root = false;
    loop {
        let (ns, event) = reader.read_resolved_event().map_err(|_| corrupt())?;
        match event {
            Event::Start(e) => {
                depth += 1;
                root = true;
                if skip > 0 {
                    skip += 1;
                    continue;
                }
                match classify(&ns, e.local_name().as_ref()) {
                    El::Skip => skip = 1,
                    el => walker.open(el, &e, false).map_err(|()| corrupt())?,
                }
            }
            Event::Empty(e) => {
                root = true;
                if skip == 0 {
                    let el = classify(&ns, e.local_name().as_ref());
                    walker.open(el, &e, true).map_err(|()| corrupt())?;
                }
            }
            Event::End(e) => {
                depth = depth.checked_sub(1).ok_or_else(corrupt)?;
                if skip > 0 {
                    skip -= 1;
                    continue;
                }
                walker.end(classify(&ns, e.local_name().as_ref()));
            }
            Event::Text(t) if walker.in_text && skip == 0 => walker.text(&decode(&t)),
            Event::CData(c) if walker.in_text && skip == 0 => {
                walker.text(&String::from_utf8_lossy(&c));
            }
            Event::Eof => break,
            _ => {}
        }
    }
    if depth != 0 || !root {
        return Err(corrupt());
    }
    Ok(walker.finish())
}

// ------------------------------------------------------------------------------------------------
// Output

/// Writes the parts' items into the document, in reading order.
struct Output {
    builder: Builder,
    /// A section has already been written (the next one starts after a blank line).
    any: bool,
    /// Next body paragraph index and body table number.
    paragraph: u32,
    table: u32,
}

impl Output {
    fn new() -> Self {
        Output {
            builder: Builder::new(Format::Docx),
            any: false,
            paragraph: 0,
            table: 0,
        }
    }

    fn section(&mut self, items: &[Item], part: Part) {
        let mut first = true;
        for item in items {
            if first {
                if self.any {
                    self.builder.sep("\n\n");
                }
                first = false;
                self.any = true;
            } else {
                self.builder.sep("\n");
            }
            match item {
                Item::Para(text) => {
                    let origin = part.origin().unwrap_or_else(|| {
                        let index = self.paragraph;
                        self.paragraph = self.paragraph.saturating_add(1);
                        Origin::Paragraph { index }
                    });
                    self.builder.block(text, origin);
                }
                Item::Table(rows) => self.table(rows, part),
            }
        }
    }

    /// The file's properties that name a person, one line each after the text (`Auteur : X`),
    /// each distinct value once, under the field where it first appears.
    fn metadata(&mut self, fields: &[(MetaKind, String)]) {
        let mut seen: Vec<&str> = Vec::new();
        for (field, value) in fields {
            let value = value.trim();
            if value.is_empty() || value.contains('\n') || seen.contains(&value) {
                continue;
            }
            if seen.is_empty() && self.any {
                self.builder.sep("\n");
            }
            self.builder
                .meta_line(*field, value, seen.is_empty() && !self.any);
            seen.push(value);
            self.any = true;
        }
    }

    fn table(&mut self, rows: &[Vec<Cell>], part: Part) {
        let table = self.table;
        if part == Part::Body {
            self.table = self.table.saturating_add(1);
        }
        for (r, cells) in rows.iter().enumerate() {
            if r > 0 {
                self.builder.sep(ROW_SEP);
            }
            let row = u32::try_from(r).unwrap_or(u32::MAX);
            for (i, cell) in cells.iter().enumerate() {
                if i > 0 {
                    self.builder.sep(CELL_SEP);
                }
                let origin = part.origin().unwrap_or(Origin::TableCell {
                    table,
                    row,
                    col: cell.col,
                });
                self.builder.block(&cell.text, origin);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use std::io::Write;

    use zip::write::SimpleFileOptions;
    use zip::{CompressionMethod, ZipWriter};

    use super::*;

    const NS: &str = r#"xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape""#;

    fn limits() -> Limits {
        Limits::default()
    }

    /// A ZIP of the given parts (deflated).
    fn zip(parts: &[(&str, &[u8])]) -> Vec<u8> {
        let mut w = ZipWriter::new(Cursor::new(Vec::new()));
        let opts = SimpleFileOptions::default().compression_method(CompressionMethod::Deflated);
        for (name, data) in parts {
            w.start_file(*name, opts).unwrap();
            w.write_all(data).unwrap();
        }
        w.finish().unwrap().into_inner()
    }

    fn document_xml(body: &str) -> String {
        format!(
            r#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document {NS}><w:body>{body}<w:sectPr><w:pgSz w:w="11906"/></w:sectPr></w:body></w:document>"#
        )
    }

    fn part_xml(root: &str, inner: &str) -> String {
        format!(r#"<?xml version="1.0" encoding="UTF-8"?><w:{root} {NS}>{inner}</w:{root}>"#)
    }

    fn p(text: &str) -> String {
        format!("<w:p><w:r><w:t xml:space=\"preserve\">{text}</w:t></w:r></w:p>")
    }

    /// A `.docx` with this body and extra parts.
    fn docx(body: &str, extra: &[(&str, String)]) -> Vec<u8> {
        let doc = document_xml(body);
        let mut parts: Vec<(&str, &[u8])> = vec![
            ("[Content_Types].xml", b"<Types/>"),
            ("word/document.xml", doc.as_bytes()),
        ];
        for (name, data) in extra {
            parts.push((name, data.as_bytes()));
        }
        zip(&parts)
    }

    fn extract_ok(bytes: &[u8]) -> Document {
        extract(bytes, &limits()).expect("extraction should succeed")
    }

    /// (text of each block, origin)
    fn blocks(doc: &Document) -> Vec<(&str, Origin)> {
        doc.blocks
            .iter()
            .map(|b| (&doc.text[b.start..b.end], b.origin.clone()))
            .collect()
    }

    fn para(index: u32) -> Origin {
        Origin::Paragraph { index }
    }

    fn cell(table: u32, row: u32, col: u32) -> Origin {
        Origin::TableCell { table, row, col }
    }

    #[test]
    fn body_paragraphs() {
        let body = format!(
            "{}<w:p/><w:p><w:pPr><w:pStyle w:val=\"Titre\"/></w:pPr></w:p>{}<w:p><w:r><w:t>Sami </w:t></w:r><w:r><w:rPr><w:b/></w:rPr><w:t>Ben Salah</w:t></w:r></w:p>",
            p("Contrat de travail"),
            p("Entre les soussignés :")
        );
        let doc = extract_ok(&docx(&body, &[]));
        assert_eq!(doc.format, Format::Docx);
        assert_eq!(
            doc.text,
            "Contrat de travail\nEntre les soussignés :\nSami Ben Salah"
        );
        assert_eq!(
            blocks(&doc),
            vec![
                ("Contrat de travail", para(0)),
                ("Entre les soussignés :", para(1)),
                ("Sami Ben Salah", para(2)),
            ]
        );
    }

    fn tc(inner: &str) -> String {
        format!("<w:tc><w:tcPr><w:tcW w:w=\"2000\" w:type=\"dxa\"/></w:tcPr>{inner}</w:tc>")
    }

    fn table(rows: &[&[&str]]) -> String {
        let mut s = String::from(
            "<w:tbl><w:tblPr><w:tblW w:w=\"0\" w:type=\"auto\"/></w:tblPr><w:tblGrid><w:gridCol/></w:tblGrid>",
        );
        for row in rows {
            s.push_str("<w:tr>");
            for c in *row {
                s.push_str(&tc(&p(c)));
            }
            s.push_str("</w:tr>");
        }
        s.push_str("</w:tbl>");
        s
    }

    /// A passport's machine readable zone is two paragraphs in a DOCX: it is found and masked
    /// as one value, both lines (the first holds the holder's names), not dropped for spanning
    /// two blocks; two lines that are no MRZ stay apart.
    #[test]
    fn a_machine_readable_zone_over_two_paragraphs_is_one_passport() {
        use crate::detect::{scan, Entity, ScanOptions};
        let l1 = format!("P&lt;TUNKOUTALI&lt;&lt;ZEMRAD{}", "&lt;".repeat(24));
        let l2 = format!("A1234567&lt;6TUN8001014F3001019{}0", "&lt;".repeat(15));
        let body = format!("{}{}{}{}", p("Passeport :"), p(&l1), p(&l2), p("Fin"));
        let doc = extract_ok(&docx(&body, &[]));
        assert_eq!(doc.blocks.len(), 4);
        let found = scan(&doc, &ScanOptions::default());
        let mrz: Vec<&str> = found
            .iter()
            .filter(|f| f.entity == Entity::Passport)
            .map(|f| &doc.text[f.start..f.end])
            .collect();
        let (t1, t2) = (l1.replace("&lt;", "<"), l2.replace("&lt;", "<"));
        assert_eq!(mrz, [format!("{t1}\n{t2}").as_str()]);
        let masked = crate::mask::mask(
            &doc.text,
            &found,
            |_| true,
            &crate::mask::Policy::default(),
            &[0; 32],
        );
        assert!(!masked.text.contains("KOUTALI") && !masked.text.contains("A1234567"));
        assert!(masked.text.starts_with("Passeport :\n[") && masked.text.ends_with("]\nFin"));
        // a line of digits over another, in two paragraphs: not one value
        let body = format!("{}{}", p("Réf. 12345678"), p("Lot 87654321"));
        let doc = extract_ok(&docx(&body, &[]));
        assert!(scan(&doc, &ScanOptions::default())
            .iter()
            .all(|f| f.entity != Entity::Passport));
    }

    /// A RIB, an IBAN or a +216 phone number that the author broke with Enter is two paragraphs:
    /// its checksum or its code proves it is one value, found and masked whole; a number with
    /// no such proof does not run on into the next paragraph.
    #[test]
    fn a_checked_number_over_two_paragraphs_is_one_value() {
        use crate::detect::{scan, Entity, ScanOptions};
        let body = [
            p("RIB : 07 434"),
            p("6645043820615 93"),
            p("IBAN TN59 0704 0005"),
            p("8101 1112 9653"),
            p("Tél. 00216 5"),
            p("5585725"),
            p("Quantité 52 873"),
            p("376 unités"),
        ]
        .concat();
        let doc = extract_ok(&docx(&body, &[]));
        assert_eq!(doc.blocks.len(), 8);
        let found: Vec<(Entity, &str)> = scan(&doc, &ScanOptions::default())
            .iter()
            .map(|f| (f.entity, &doc.text[f.start..f.end]))
            .collect();
        assert_eq!(
            found,
            [
                (Entity::Rib, "07 434\n6645043820615 93"),
                (Entity::Iban, "TN59 0704 0005\n8101 1112 9653"),
                (Entity::Phone, "00216 5\n5585725"),
            ]
        );
    }

    #[test]
    fn table_two_by_two_with_header_row() {
        let body = format!(
            "{}{}{}",
            p("Identité"),
            table(&[&["Nom", "CIN"], &["Sami Ben Salah", "12345678"]]),
            p("Fin")
        );
        let doc = extract_ok(&docx(&body, &[]));
        assert_eq!(
            doc.text,
            "Identité\nNom\tCIN\nSami Ben Salah\t12345678\nFin"
        );
        assert_eq!(
            blocks(&doc),
            vec![
                ("Identité", para(0)),
                ("Nom", cell(0, 0, 0)),
                ("CIN", cell(0, 0, 1)),
                ("Sami Ben Salah", cell(0, 1, 0)),
                ("12345678", cell(0, 1, 1)),
                ("Fin", para(1)),
            ]
        );
        let pos = doc.text.find("12345678").unwrap();
        assert_eq!(doc.column_header(pos), Some("CIN"));
        let pos = doc.text.find("Sami").unwrap();
        assert_eq!(doc.column_header(pos), Some("Nom"));
    }

    #[test]
    fn cell_paragraphs_share_one_block_and_tables_are_numbered() {
        let two = format!("{}{}", p("Rue des Jasmins"), p("Tunis"));
        let body = format!(
            "<w:tbl><w:tr>{}{}</w:tr><w:tr>{}<w:tc/>{}</w:tr></w:tbl>{}",
            tc(&p("Adresse")),
            tc(&p("Note")),
            tc(&two),
            tc(&p("ok")),
            table(&[&["Téléphone"], &["12345678"]])
        );
        let doc = extract_ok(&docx(&body, &[]));
        assert_eq!(
            doc.text,
            "Adresse\tNote\nRue des Jasmins\nTunis\t\tok\nTéléphone\n12345678"
        );
        assert_eq!(
            blocks(&doc),
            vec![
                ("Adresse", cell(0, 0, 0)),
                ("Note", cell(0, 0, 1)),
                ("Rue des Jasmins\nTunis", cell(0, 1, 0)),
                ("ok", cell(0, 1, 2)),
                ("Téléphone", cell(1, 0, 0)),
                ("12345678", cell(1, 1, 0)),
            ]
        );
    }

    #[test]
    fn merged_cells_keep_grid_columns() {
        let body = "<w:tbl><w:tr><w:tc><w:tcPr><w:gridSpan w:val=\"2\"/></w:tcPr><w:p><w:r><w:t>Nom complet</w:t></w:r></w:p></w:tc><w:tc><w:p><w:r><w:t>CIN</w:t></w:r></w:p></w:tc></w:tr>\
             <w:tr><w:trPr><w:gridBefore w:val=\"1\"/></w:trPr><w:tc><w:p><w:r><w:t>Ben Salah</w:t></w:r></w:p></w:tc><w:tc><w:p><w:r><w:t>12345678</w:t></w:r></w:p></w:tc></w:tr></w:tbl>";
        let doc = extract_ok(&docx(body, &[]));
        assert_eq!(
            blocks(&doc),
            vec![
                ("Nom complet", cell(0, 0, 0)),
                ("CIN", cell(0, 0, 2)),
                ("Ben Salah", cell(0, 1, 1)),
                ("12345678", cell(0, 1, 2)),
            ]
        );
        let pos = doc.text.find("12345678").unwrap();
        assert_eq!(doc.column_header(pos), Some("CIN"));
    }

    #[test]
    fn nested_table_is_flattened_into_its_cell() {
        let inner = table(&[&["a", "b"], &["c", "d"]]);
        let body = format!(
            "<w:tbl><w:tr>{}{}</w:tr></w:tbl>",
            tc(&format!("{}{inner}", p("x"))),
            tc(&p("y"))
        );
        let doc = extract_ok(&docx(&body, &[]));
        assert_eq!(
            blocks(&doc),
            vec![("x\na\tb\nc\td", cell(0, 0, 0)), ("y", cell(0, 0, 1))]
        );
    }

    #[test]
    fn headers_footers_notes_and_comments_in_order() {
        let body = format!(
            "{}<w:p><w:r><w:t>Voir note</w:t></w:r><w:r><w:footnoteReference w:id=\"1\"/></w:r><w:commentRangeStart w:id=\"0\"/><w:r><w:t>.</w:t></w:r><w:commentRangeEnd w:id=\"0\"/></w:p>",
            p("Corps")
        );
        let footnotes = part_xml(
            "footnotes",
            "<w:footnote w:type=\"separator\" w:id=\"-1\"><w:p><w:r><w:separator/></w:r></w:p></w:footnote><w:footnote w:type=\"continuationSeparator\" w:id=\"0\"><w:p><w:r><w:continuationSeparator/></w:r></w:p></w:footnote><w:footnote w:id=\"1\"><w:p><w:r><w:footnoteRef/></w:r><w:r><w:t xml:space=\"preserve\"> Né le 01/01/1990</w:t></w:r></w:p></w:footnote>",
        );
        let endnotes = part_xml(
            "endnotes",
            &format!("<w:endnote w:id=\"1\">{}</w:endnote>", p("Note de fin")),
        );
        let comments = part_xml(
            "comments",
            &format!(
                "<w:comment w:id=\"0\" w:author=\"Relecteur\" w:initials=\"R\">{}{}</w:comment>",
                p("Vérifier la CIN"),
                p("12345678")
            ),
        );
        let extra = [
            ("word/header2.xml", part_xml("hdr", &p("En-tête deux"))),
            ("word/header1.xml", part_xml("hdr", &p("Société Exemple"))),
            ("word/footer1.xml", part_xml("ftr", &p("Page"))),
            ("word/footnotes.xml", footnotes),
            ("word/endnotes.xml", endnotes),
            ("word/comments.xml", comments),
        ];
        let doc = extract_ok(&docx(&body, &extra));
        assert_eq!(
            doc.text,
            "Société Exemple\nEn-tête deux\n\nCorps\nVoir note.\n\n Né le 01/01/1990\nNote de fin\n\nVérifier la CIN\n12345678\n\nPage\n\nAuteur d'un commentaire : Relecteur"
        );
        assert_eq!(
            blocks(&doc),
            vec![
                ("Société Exemple", Origin::Header),
                ("En-tête deux", Origin::Header),
                ("Corps", para(0)),
                ("Voir note.", para(1)),
                (" Né le 01/01/1990", Origin::Footnote),
                ("Note de fin", Origin::Footnote),
                ("Vérifier la CIN", Origin::Comment),
                ("12345678", Origin::Comment),
                ("Page", Origin::Footer),
                ("Relecteur", meta(MetaKind::CommentAuthor)),
            ]
        );
    }

    fn meta(field: MetaKind) -> Origin {
        Origin::Metadata { field }
    }

    /// The people the file's properties name: core properties first, then the authors of
    /// comments and of tracked changes (insertions, deletions, moves, in headers too), each
    /// value once; blank and multi-line values, and the rest of the properties, are not text.
    #[test]
    fn authors_of_properties_comments_and_tracked_changes_follow_the_text() {
        let core = r#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/"><dc:title>Contrat 2026-114</dc:title><dc:creator>Walid Ben Ammar</dc:creator><cp:lastModifiedBy>Sonia K&amp;B</cp:lastModifiedBy><cp:keywords> </cp:keywords><dcterms:created>2026-01-02T10:00:00Z</dcterms:created></cp:coreProperties>"#;
        let body = format!(
            "{}<w:p><w:ins w:id=\"1\" w:author=\"نادية الورغي\" w:date=\"2026-01-03T00:00:00Z\"><w:r><w:t>ajouté</w:t></w:r></w:ins><w:del w:id=\"2\" w:author=\"Walid Ben Ammar\"><w:r><w:delText>retiré</w:delText></w:r></w:del><w:moveTo w:id=\"3\" w:author=\"  \"/></w:p>",
            p("Corps")
        );
        let comments = part_xml(
            "comments",
            &format!(
                "<w:comment w:id=\"0\" w:author=\"Hedi Zouari\">{}</w:comment><w:comment w:id=\"1\" w:author=\"Hedi Zouari\">{}</w:comment>",
                p("À revoir"),
                p("OK")
            ),
        );
        let header = part_xml(
            "hdr",
            "<w:p><w:ins w:id=\"4\" w:author=\"Rim Jaziri\"><w:r><w:t>En-tête</w:t></w:r></w:ins></w:p>",
        );
        let extra = [
            ("docProps/core.xml", core.to_owned()),
            ("word/comments.xml", comments),
            ("word/header1.xml", header),
        ];
        let doc = extract_ok(&docx(&body, &extra));
        assert_eq!(
            doc.text,
            "En-tête\n\nCorps\najoutéretiré\n\nÀ revoir\nOK\n\n\
             Auteur du fichier : Walid Ben Ammar\n\
             Dernière modification par : Sonia K&B\n\
             Auteur d'un commentaire : Hedi Zouari\n\
             Auteur d'une modification suivie : نادية الورغي\n\
             Auteur d'une modification suivie : Rim Jaziri"
        );
        let metas: Vec<_> = blocks(&doc)
            .into_iter()
            .filter(|(_, o)| matches!(o, Origin::Metadata { .. }))
            .collect();
        assert_eq!(
            metas,
            vec![
                ("Walid Ben Ammar", meta(MetaKind::Creator)),
                ("Sonia K&B", meta(MetaKind::LastModifiedBy)),
                ("Hedi Zouari", meta(MetaKind::CommentAuthor)),
                ("نادية الورغي", meta(MetaKind::ChangeAuthor)),
                ("Rim Jaziri", meta(MetaKind::ChangeAuthor)),
            ]
        );
    }

    /// A broken core-properties part does not refuse a readable document, and a file without
    /// properties gains no line.
    #[test]
    fn broken_or_absent_properties_change_nothing() {
        let broken = [(
            "docProps/core.xml",
            "<cp:coreProperties><dc:creator>Ali".to_owned(),
        )];
        let doc = extract_ok(&docx(&p("Corps"), &broken));
        assert_eq!(doc.text, "Corps\n\nAuteur du fichier : Ali");
        let doc = extract_ok(&docx(&p("Corps"), &[]));
        assert_eq!(doc.text, "Corps");
    }

    #[test]
    fn header_and_footer_only_around_body() {
        let extra = [
            ("word/header1.xml", part_xml("hdr", &p("Société Exemple"))),
            (
                "word/footer1.xml",
                part_xml("ftr", &table(&[&["Tél.", "12345678"]])),
            ),
            ("word/header3.xml", part_xml("hdr", "<w:p/>")),
        ];
        let doc = extract_ok(&docx(&p("Corps"), &extra));
        assert_eq!(doc.text, "Société Exemple\n\nCorps\n\nTél.\t12345678");
        assert_eq!(
            blocks(&doc),
            vec![
                ("Société Exemple", Origin::Header),
                ("Corps", para(0)),
                ("Tél.", Origin::Footer),
                ("12345678", Origin::Footer),
            ]
        );
    }

    #[test]
    fn tracked_changes_and_hidden_text_are_kept_inline() {
        let body = "<w:p><w:r><w:t xml:space=\"preserve\">Nom : </w:t></w:r>\
            <w:del w:id=\"1\" w:author=\"X\"><w:r><w:delText>Sami Ben Salah</w:delText></w:r></w:del>\
            <w:ins w:id=\"2\" w:author=\"X\"><w:r><w:t>S. B. S.</w:t></w:r></w:ins>\
            <w:r><w:rPr><w:vanish/></w:rPr><w:t xml:space=\"preserve\"> CIN 12345678</w:t></w:r></w:p>\
            <w:p><w:pPr><w:rPr><w:del w:id=\"3\" w:author=\"X\"/></w:rPr></w:pPr><w:moveFrom w:id=\"4\"><w:r><w:delText>ancien</w:delText></w:r></w:moveFrom><w:moveTo w:id=\"5\"><w:r><w:t>nouveau</w:t></w:r></w:moveTo></w:p>";
        let doc = extract_ok(&docx(body, &[]));
        assert_eq!(
            doc.text,
            "Nom : Sami Ben SalahS. B. S. CIN 12345678\nanciennouveau\n\nAuteur d'une modification suivie : X"
        );
        assert_eq!(blocks(&doc).len(), 3);
    }

    #[test]
    fn tabs_breaks_and_hyphens() {
        let body = "<w:p><w:pPr><w:tabs><w:tab w:val=\"left\" w:pos=\"720\"/></w:tabs></w:pPr>\
            <w:r><w:t>Nom</w:t><w:tab/><w:t>Sami</w:t><w:br/><w:t>Ligne</w:t><w:cr/><w:t>Ben</w:t><w:noBreakHyphen/><w:t>Salah</w:t><w:softHyphen/></w:r>\
            <w:r><w:br w:type=\"page\"/><w:t>Fin</w:t></w:r></w:p>";
        let doc = extract_ok(&docx(body, &[]));
        assert_eq!(doc.text, "Nom\tSami\nLigne\nBen-Salah\nFin");
        assert_eq!(
            blocks(&doc),
            vec![("Nom\tSami\nLigne\nBen-Salah\nFin", para(0))]
        );
    }

    #[test]
    fn entities_and_cdata_are_decoded() {
        let body = "<w:p><w:r><w:t>A &amp; B &lt;c&gt; &quot;d&quot; &apos;e&apos; caf&#233; 10&#x20AC;</w:t></w:r><w:r><w:t><![CDATA[x<y]]></w:t></w:r></w:p>";
        let doc = extract_ok(&docx(body, &[]));
        assert_eq!(doc.text, "A & B <c> \"d\" 'e' café 10€x<y");
    }

    #[test]
    fn text_box_is_read_once_after_its_paragraph() {
        let body = format!(
            "<w:p><w:r><w:t xml:space=\"preserve\">Avant </w:t></w:r><w:r><mc:AlternateContent><mc:Choice Requires=\"wps\"><w:drawing><wps:wsp><wps:txbx><w:txbxContent>{}</w:txbxContent></wps:txbx></wps:wsp></w:drawing></mc:Choice><mc:Fallback><w:pict><w:txbxContent>{}</w:txbxContent></w:pict></mc:Fallback></mc:AlternateContent></w:r><w:r><w:t>après</w:t></w:r></w:p>{}",
            p("Sami Ben Salah"),
            p("Sami Ben Salah"),
            p("Suite")
        );
        let doc = extract_ok(&docx(&body, &[]));
        assert_eq!(doc.text, "Avant après\nSami Ben Salah\nSuite");
        assert_eq!(
            blocks(&doc),
            vec![
                ("Avant après", para(0)),
                ("Sami Ben Salah", para(1)),
                ("Suite", para(2))
            ]
        );
    }

    #[test]
    fn other_prefixes_and_strict_namespace() {
        let xml = r#"<?xml version="1.0"?><x:document xmlns:x="http://purl.oclc.org/ooxml/wordprocessingml/main" xmlns:a="urn:other"><x:body><x:p><x:r><x:t>Sami</x:t><a:t>ignoré</a:t></x:r></x:p></x:body></x:document>"#;
        let doc = extract_ok(&zip(&[("word/document.xml", xml.as_bytes())]));
        assert_eq!(doc.text, "Sami");
    }

    #[test]
    fn bom_and_utf16_parts() {
        let xml = document_xml(&p("Sami Ben Salah"));
        let mut bom = vec![0xEF, 0xBB, 0xBF];
        bom.extend_from_slice(xml.as_bytes());
        assert_eq!(
            extract_ok(&zip(&[("word/document.xml", &bom)])).text,
            "Sami Ben Salah"
        );
        let xml16 = xml.replace("UTF-8", "UTF-16");
        let mut le = vec![0xFF, 0xFE];
        le.extend(xml16.encode_utf16().flat_map(u16::to_le_bytes));
        assert_eq!(
            extract_ok(&zip(&[("word/document.xml", &le)])).text,
            "Sami Ben Salah"
        );
        let mut be = vec![0xFE, 0xFF];
        be.extend(xml16.encode_utf16().flat_map(u16::to_be_bytes));
        assert_eq!(
            extract_ok(&zip(&[("word/document.xml", &be)])).text,
            "Sami Ben Salah"
        );
    }

    #[test]
    fn empty_document_is_empty() {
        let doc = extract_ok(&docx("<w:p/>", &[]));
        assert_eq!(doc.text, "");
        assert!(doc.blocks.is_empty());
    }

    #[test]
    fn not_a_zip() {
        for bytes in [
            &b"Ceci n'est pas un document Word.\nCIN 12345678\n"[..],
            b"",
            b"PK",
            b"PKI: certificat",
            b"%PDF-1.7",
        ] {
            assert!(
                matches!(extract(bytes, &limits()), Err(Error::NotZip)),
                "{bytes:?}"
            );
        }
    }

    #[test]
    fn zip_without_document_is_corrupt() {
        let bytes = zip(&[
            ("word/styles.xml", b"<w:styles/>"),
            ("docProps/core.xml", b"<x/>"),
        ]);
        let Err(Error::Corrupt(why)) = extract(&bytes, &limits()) else {
            panic!("expected Corrupt")
        };
        assert!(why.contains("document.xml"), "{why}");
    }

    #[test]
    fn malformed_xml_is_corrupt_without_content() {
        let bad = [
            "<w:document><w:body><w:p><w:r><w:t>Sami Ben Salah</w:t></w:p></w:body></w:document>",
            &document_xml("<w:p><w:r><w:t>Sami Ben Salah</w:t></w:r>").replace("</w:document>", ""),
            "Sami Ben Salah",
            "",
        ];
        for xml in bad {
            let bytes = zip(&[("word/document.xml", xml.as_bytes())]);
            match extract(&bytes, &limits()) {
                Err(e @ Error::Corrupt(_)) => assert!(!e.to_string().contains("Sami"), "{e}"),
                other => panic!("expected Corrupt for {xml:?}, got {other:?}"),
            }
        }
        // A broken header refuses the file too (no text is silently dropped).
        let bytes = docx(&p("Corps"), &[("word/header1.xml", "<w:hdr><w:p>".into())]);
        let Err(Error::Corrupt(why)) = extract(&bytes, &limits()) else {
            panic!("expected Corrupt")
        };
        assert!(why.contains("en-tête"), "{why}");
    }

    #[test]
    fn truncated_zip_is_refused_without_panic() {
        let body = format!(
            "{}{}",
            p("Sami Ben Salah"),
            table(&[&["CIN"], &["12345678"]])
        );
        let bytes = docx(
            &body,
            &[("word/header1.xml", part_xml("hdr", &p("Société Exemple")))],
        );
        let half = bytes.get(..bytes.len() / 2).unwrap();
        assert!(matches!(
            extract(half, &limits()),
            Err(Error::NotZip | Error::Corrupt(_))
        ));
        // Every cut, and a few damaged bytes: an error or a document, never a panic.
        for cut in 0..bytes.len() {
            let r = extract(bytes.get(..cut).unwrap(), &limits());
            assert!(
                matches!(r, Err(Error::NotZip | Error::Corrupt(_))),
                "cut {cut}: {r:?}"
            );
        }
        let mut seed = 0x2545_f491_u32;
        for _ in 0..2000 {
            let mut damaged = bytes.clone();
            for _ in 0..3 {
                seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12_345);
                let i = usize::try_from(seed >> 8).unwrap() % damaged.len();
                damaged[i] = damaged[i].wrapping_add(u8::try_from(seed & 0x7f).unwrap() | 1);
            }
            let _ = extract(&damaged, &limits());
        }
    }

    #[test]
    fn xml_walk_never_panics_on_damaged_markup() {
        let xml = document_xml(&format!(
            "{}<w:tbl><w:tr>{}{}</w:tr></w:tbl><w:p><w:r><w:t>a&amp;b</w:t><w:tab/></w:r></w:p>",
            p("Sami"),
            tc(&table(&[&["x"]])),
            tc(&p("y"))
        ));
        let bytes = xml.as_bytes();
        let mut seed = 7_u32;
        for _ in 0..5000 {
            let mut damaged = bytes.to_vec();
            seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12_345);
            let i = usize::try_from(seed >> 8).unwrap() % damaged.len();
            let j = usize::try_from(seed >> 4).unwrap() % damaged.len();
            let (lo, hi) = (i.min(j), i.max(j));
            if seed & 1 == 0 {
                damaged.drain(lo..hi.min(lo + 40));
            } else {
                damaged[lo] = b"<>/&\"'w:pt"[usize::try_from(seed % 10).unwrap()];
            }
            let _ = parse_part(&damaged, Part::Body);
        }
    }

    #[test]
    fn text_outside_paragraphs_is_kept() {
        let body = "<w:r><w:t>libre</w:t></w:r><w:tbl><w:tr><w:r><w:t>hors cellule</w:t></w:r><w:tc><w:p><w:r><w:t>x</w:t></w:r></w:p></w:tc></w:tr></w:tbl>";
        let doc = extract_ok(&docx(body, &[]));
        assert!(doc.text.contains("libre"), "{}", doc.text);
        assert!(doc.text.contains("hors cellule"), "{}", doc.text);
        assert!(doc.text.contains('x'), "{}", doc.text);
    }

    #[test]
    fn deep_nesting_is_refused() {
        let body = "<w:tbl><w:tr><w:tc>".repeat(200);
        let xml = document_xml(&(body + &"</w:tc></w:tr></w:tbl>".repeat(200)));
        let bytes = zip(&[("word/document.xml", xml.as_bytes())]);
        assert!(matches!(extract(&bytes, &limits()), Err(Error::Corrupt(_))));
    }

    const MB: u64 = 1024 * 1024;

    #[test]
    fn zip_bomb_is_refused() {
        let spaces = " ".repeat(3 * 1024 * 1024);
        let bytes = docx(&format!("<w:p><w:r><w:t>{spaces}</w:t></w:r></w:p>"), &[]);
        assert!(
            bytes.len() < 64 * 1024,
            "the test archive should be small ({})",
            bytes.len()
        );
        let small = Limits {
            max_inflated_bytes: MB,
            ..Limits::default()
        };
        assert!(matches!(extract(&bytes, &small), Err(Error::ZipBomb { limit }) if limit == MB));
        // The same file passes under a limit it fits in.
        let big = Limits {
            max_inflated_bytes: 8 * MB,
            ..Limits::default()
        };
        assert!(extract(&bytes, &big).is_ok());
    }

    #[test]
    fn zip_bomb_counts_all_parts() {
        let pad = " ".repeat(400 * 1024);
        let hdr = part_xml("hdr", &format!("<w:p><w:r><w:t>{pad}x</w:t></w:r></w:p>"));
        let extra = [
            ("word/header1.xml", hdr.clone()),
            ("word/header2.xml", hdr.clone()),
            ("word/header3.xml", hdr),
        ];
        let bytes = docx(&p("Corps"), &extra);
        let small = Limits {
            max_inflated_bytes: MB,
            ..Limits::default()
        };
        assert!(matches!(
            extract(&bytes, &small),
            Err(Error::ZipBomb { .. })
        ));
    }

    #[test]
    fn zip_bomb_with_lying_sizes_is_refused() {
        let spaces = " ".repeat(3 * 1024 * 1024);
        let mut bytes = zip(&[(
            "word/document.xml",
            document_xml(&format!("<w:p><w:r><w:t>{spaces}</w:t></w:r></w:p>")).as_bytes(),
        )]);
        // Declare a 100-byte part in the local header (offset 22) and the central directory
        // (offset 24).
        let lie = 100_u32.to_le_bytes();
        let local = bytes.windows(4).position(|w| w == b"PK\x03\x04").unwrap();
        bytes[local + 22..local + 26].copy_from_slice(&lie);
        let central = bytes.windows(4).position(|w| w == b"PK\x01\x02").unwrap();
        bytes[central + 24..central + 28].copy_from_slice(&lie);
        let small = Limits {
            max_inflated_bytes: MB,
            ..Limits::default()
        };
        let r = extract(&bytes, &small);
        assert!(matches!(r, Err(Error::ZipBomb { .. })), "{r:?}");
    }

    #[test]
    fn unknown_compression_is_corrupt() {
        let mut bytes = zip(&[("word/document.xml", document_xml(&p("Sami")).as_bytes())]);
        // Compression method 12 (bzip2, not built in): offset 10 / 8 in the headers.
        let central = bytes.windows(4).position(|w| w == b"PK\x01\x02").unwrap();
        bytes[central + 10..central + 12].copy_from_slice(&12_u16.to_le_bytes());
        let local = bytes.windows(4).position(|w| w == b"PK\x03\x04").unwrap();
        bytes[local + 8..local + 10].copy_from_slice(&12_u16.to_le_bytes());
        let r = extract(&bytes, &limits());
        assert!(matches!(r, Err(Error::Corrupt(_))), "{r:?}");
    }

    #[test]
    fn numbered_parts_sort_numerically() {
        let names: Vec<String> = [
            "word/header10.xml",
            "word/header2.xml",
            "word/footnotes.xml",
            "word/header1.xml",
            "word/headerx.xml",
            "word/header1.xml/",
            "word/sub/header1.xml",
            "word/header/1.xml",
        ]
        .iter()
        .map(|s| (*s).to_owned())
        .collect();
        assert_eq!(
            numbered(&names, "word/header"),
            vec![
                "word/header1.xml",
                "word/header2.xml",
                "word/header10.xml",
                "word/headerx.xml"
            ]
        );
        assert!(numbered(&names, "word/footer").is_empty());
    }
}
