//! Extraction: bytes -> [`Document`]. A document is one text (what the officer reads and what the
//! masked payload is cut from) plus blocks that say where each part came from (page, paragraph,
//! table cell, header, footnote...). Detection never matches across a block boundary.

use serde::Serialize;

use crate::error::{Error, Result};

mod docx;
mod pdf;
mod plain;

/// The formats Caviard reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "lowercase")]
pub enum Format {
    Text,
    Markdown,
    Csv,
    Pdf,
    Docx,
}

/// Where a block of text came from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Origin {
    /// A paragraph of the body (text, Markdown, DOCX).
    Paragraph {
        index: u32,
    },
    /// A line of a PDF page (pages count from 1).
    Page {
        page: u32,
    },
    /// A table cell (CSV or DOCX table); `row` 0 is the header row when the table has one.
    TableCell {
        table: u32,
        row: u32,
        col: u32,
    },
    /// DOCX header, footer, footnote, endnote or comment.
    Header,
    Footer,
    Footnote,
    Comment,
    /// A property of the file that names a person (DOCX core properties, the author of a
    /// comment or of a tracked change, a PDF's Info or XMP author), written after the text as
    /// `label : value`; the block is the value.
    Metadata {
        field: MetaKind,
    },
}

/// Which property of the file a [`Origin::Metadata`] block holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum MetaKind {
    /// DOCX `dc:creator`, PDF `/Author` or XMP `dc:creator`.
    Creator,
    /// DOCX `cp:lastModifiedBy`.
    LastModifiedBy,
    /// The author of a DOCX comment.
    CommentAuthor,
    /// The author of a DOCX tracked change.
    ChangeAuthor,
}

impl MetaKind {
    /// The French label written before the value.
    pub fn label(self) -> &'static str {
        match self {
            MetaKind::Creator => "Auteur du fichier",
            MetaKind::LastModifiedBy => "Dernière modification par",
            MetaKind::CommentAuthor => "Auteur d'un commentaire",
            MetaKind::ChangeAuthor => "Auteur d'une modification suivie",
        }
    }
}

/// A block: a byte range of [`Document::text`] and its origin.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Block {
    pub start: usize,
    pub end: usize,
    pub origin: Origin,
}

/// An extracted document.
#[derive(Debug, Clone, Serialize)]
pub struct Document {
    pub format: Format,
    /// Number of pages for a PDF.
    pub pages: Option<u32>,
    /// The full text, in logical order (Arabic as written).
    pub text: String,
    /// Blocks in text order, non-overlapping.
    pub blocks: Vec<Block>,
    /// Index of header cells, (table, column) -> block, built on first use.
    #[serde(skip)]
    headers: std::sync::OnceLock<std::collections::BTreeMap<(u32, u32), usize>>,
}

impl Document {
    /// The header text of the column of the table cell containing byte `pos`, if any.
    pub fn column_header(&self, pos: usize) -> Option<&str> {
        self.column_header_span(pos).map(|(a, b)| &self.text[a..b])
    }

    /// The byte span of the header of the column of the table cell containing byte `pos`.
    pub fn column_header_span(&self, pos: usize) -> Option<(usize, usize)> {
        let i = self.blocks.partition_point(|b| b.end <= pos);
        let b = self.blocks.get(i).filter(|b| b.start <= pos)?;
        let Origin::TableCell { table, row, col } = b.origin else {
            return None;
        };
        if row == 0 {
            return None;
        }
        let headers = self.headers.get_or_init(|| {
            self.blocks
                .iter()
                .enumerate()
                .filter_map(|(i, h)| match h.origin {
                    Origin::TableCell { table, row: 0, col } => Some(((table, col), i)),
                    _ => None,
                })
                .collect()
        });
        let h = &self.blocks[*headers.get(&(table, col))?];
        Some((h.start, h.end))
    }
}

/// A growing document: push text and blocks in order.
#[derive(Debug)]
pub(crate) struct Builder {
    doc: Document,
}

impl Builder {
    pub(crate) fn new(format: Format) -> Self {
        Builder {
            doc: Document {
                format,
                pages: None,
                text: String::new(),
                blocks: Vec::new(),
                headers: std::sync::OnceLock::new(),
            },
        }
    }
    /// Append a block of text with its origin (empty blocks are skipped).
    pub(crate) fn block(&mut self, text: &str, origin: Origin) {
        if text.is_empty() {
            return;
        }
        let start = self.doc.text.len();
        self.doc.text.push_str(text);
        self.doc.blocks.push(Block {
            start,
            end: self.doc.text.len(),
            origin,
        });
    }
    /// Append one line of a file property that names a person (`Auteur du fichier : X`, see
    /// [`Origin::Metadata`]): a line break first unless `first`, the label, then the value as
    /// the block.
    pub(crate) fn meta_line(&mut self, field: MetaKind, value: &str, first: bool) {
        if !first {
            self.sep("\n");
        }
        self.sep(field.label());
        self.sep(" : ");
        self.block(value, Origin::Metadata { field });
    }
    /// Append text that belongs to no block (separators).
    pub(crate) fn sep(&mut self, s: &str) {
        self.doc.text.push_str(s);
    }
    pub(crate) fn pages(&mut self, n: u32) {
        self.doc.pages = Some(n);
    }
    pub(crate) fn finish(self) -> Document {
        self.doc
    }
}

/// Limits applied while extracting.
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    /// Largest input file accepted, in bytes.
    pub max_file_bytes: u64,
    /// Largest total inflated size of a DOCX's XML parts, in bytes.
    pub max_inflated_bytes: u64,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_file_bytes: 200 * 1024 * 1024,
            max_inflated_bytes: 256 * 1024 * 1024,
        }
    }
}

/// Guess the format from the file name (extension) and the first bytes.
pub fn sniff(name: &str, bytes: &[u8]) -> Format {
    let ext = name
        .rsplit_once('.')
        .map(|(_, e)| e.to_ascii_lowercase())
        .unwrap_or_default();
    match ext.as_str() {
        "pdf" => Format::Pdf,
        "docx" | "docm" => Format::Docx,
        "md" | "markdown" => Format::Markdown,
        "csv" | "tsv" => Format::Csv,
        _ if bytes.starts_with(b"%PDF") => Format::Pdf,
        _ => Format::Text,
    }
}

/// Extract a document from its bytes. `name` is the file name (used only to pick the format).
///
/// # Errors
/// A clear [`Error`] for a file over the size limit, a corrupt, encrypted or image-only PDF, a
/// `.docx` that is not a ZIP or would inflate past the limit, or text in no known encoding.
pub fn extract(name: &str, bytes: Vec<u8>, limits: &Limits) -> Result<Document> {
    extract_with(name, bytes, limits, &mut |_, _| {})
}

/// As [`extract`], telling `on_page` how far a PDF's reading has got: pages read, of how many
/// (`0, 0` once the file is loaded, before its page count is known). Other formats are read in
/// one go and report nothing. The callback runs on the calling thread.
///
/// # Errors
/// As [`extract`].
pub fn extract_with(
    name: &str,
    bytes: Vec<u8>,
    limits: &Limits,
    on_page: &mut dyn FnMut(usize, usize),
) -> Result<Document> {
    let size = bytes.len() as u64;
    if size > limits.max_file_bytes {
        return Err(Error::TooLarge {
            size,
            limit: limits.max_file_bytes,
        });
    }
    match sniff(name, &bytes) {
        Format::Pdf => pdf::extract_with(&bytes, on_page),
        Format::Docx => docx::extract(&bytes, limits),
        f @ (Format::Text | Format::Markdown) => plain::extract_text(bytes, f),
        Format::Csv => plain::extract_csv(bytes),
    }
}

/// Read a file and extract it, checking the size before reading.
///
/// # Errors
/// As [`extract`], plus an I/O error when the file cannot be read.
pub fn extract_path(path: &std::path::Path, limits: &Limits) -> Result<Document> {
    let size = std::fs::metadata(path)?.len();
    if size > limits.max_file_bytes {
        return Err(Error::TooLarge {
            size,
            limit: limits.max_file_bytes,
        });
    }
    let bytes = std::fs::read(path)?;
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
    extract(name, bytes, limits)
}
