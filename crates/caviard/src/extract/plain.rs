//! Plain text, Markdown and CSV: decoding (UTF-8 with or without BOM, UTF-16 with BOM, legacy
//! Windows-1252 / Latin-1) and splitting into blocks (paragraphs, or CSV cells kept apart).

use super::{Builder, Document, Format, Origin};
use crate::error::{Error, Result};

/// Decode bytes to text: BOM first (UTF-8, UTF-16 LE/BE), then strict UTF-8, then Windows-1252
/// (a superset of printable Latin-1), which is what legacy French office files use.
///
/// # Errors
/// [`Error::Encoding`] when the bytes look binary (NUL bytes in a file without a UTF-16 BOM).
pub fn decode(bytes: Vec<u8>) -> Result<String> {
    if let Some((enc, bom_len)) = encoding_rs::Encoding::for_bom(&bytes) {
        let (text, had_errors) = enc.decode_without_bom_handling(&bytes[bom_len..]);
        if had_errors {
            return Err(Error::Encoding(format!("{} invalide", enc.name())));
        }
        return Ok(text.into_owned());
    }
    if memchr::memchr(0, &bytes).is_some() {
        return Err(Error::Encoding("fichier binaire".into()));
    }
    match String::from_utf8(bytes) {
        Ok(s) => Ok(s),
        Err(e) => {
            let bytes = e.into_bytes();
            let (text, _, _) = encoding_rs::WINDOWS_1252.decode(&bytes);
            Ok(text.into_owned())
        }
    }
}

/// Text and Markdown: one block per paragraph (text between blank lines). In Markdown, a pipe
/// table (a header row, a `|---|` delimiter row, then rows) is one block per cell instead, row 0
/// its header, so that column headers give their context as a CSV's do.
pub(super) fn extract_text(bytes: Vec<u8>, format: Format) -> Result<Document> {
    let text = decode(bytes)?;
    let mut doc = Builder::new(format).finish();
    doc.blocks = paragraphs(&text);
    let mut tables = 0;
    if memchr::memchr(b'|', text.as_bytes()).is_some() {
        (doc.blocks, tables) = markdown_tables(&text, doc.blocks, b'|', tables);
    }
    // (a table copied from a spreadsheet or a word processor: its cells set apart by tabs)
    if memchr::memchr(b'\t', text.as_bytes()).is_some() {
        (doc.blocks, tables) = markdown_tables(&text, doc.blocks, b'\t', tables);
    }
    // (a report printed in columns: a header, a rule of dashes under each column, then rows)
    // (or with no rule: its header's cells and its rows' set apart by blanks)
    if memchr::memmem::find(text.as_bytes(), b"-  -").is_some()
        || memchr::memmem::find(text.as_bytes(), b"- -").is_some()
        || memchr::memmem::find(text.as_bytes(), b"  ").is_some()
    {
        doc.blocks = aligned_tables(&text, doc.blocks, tables);
    }
    doc.text = text;
    Ok(doc)
}

/// A Markdown delimiter row: `|---|:--:|`, `--- | ---` (cells of dashes, maybe colons).
fn delimiter_row(line: &str) -> bool {
    let t = line.trim().trim_matches('|');
    t.contains('-')
        && t.split('|').all(|c| {
            let c = c.trim().trim_start_matches(':').trim_end_matches(':');
            !c.is_empty() && c.bytes().all(|x| x == b'-')
        })
}

/// A rule under a plain-text table's header: dashes or equals signs, maybe with pipes, plus
/// signs, colons and blanks (`-----------`, `---+------`, `|====|====|`).
fn rule_row(line: &str) -> bool {
    let t = line.trim();
    t.bytes().filter(|&x| x == b'-' || x == b'=').count() >= 3
        && t.bytes()
            .all(|x| matches!(x, b'-' | b'=' | b'+' | b'|' | b':' | b' ' | b'\t'))
}

/// The cells of a table row `line` (at byte `at` of the text): trimmed, between unescaped
/// separators (`sep`: pipes, or tabs); nothing before the first separator or after the last one
/// is a cell when it is blank.
fn row_cells(line: &str, at: usize, sep: u8) -> Vec<(usize, usize)> {
    let b = line.as_bytes();
    // the segments between separators: (start, end) in `line`
    let mut segs = Vec::new();
    let (mut from, mut k) = (0, 0);
    while k < b.len() {
        match b[k] {
            b'\\' if sep == b'|' => k += 1,
            x if x == sep => {
                segs.push((from, k));
                from = k + 1;
            }
            _ => {}
        }
        k += 1;
    }
    segs.push((from, b.len()));
    let last = segs.len() - 1;
    segs.into_iter()
        .enumerate()
        .filter(|&(n, (a, e))| !(line[a..e].trim().is_empty() && (n == 0 || n == last)))
        .map(|(_, (a, e))| {
            let cell = &line[a..e];
            let lead = cell.len() - cell.trim_start().len();
            (at + a + lead, at + a + lead + cell.trim().len())
        })
        .collect()
}

/// The paragraphs left around tables, numbered again in order.
#[derive(Default)]
struct Paragraphs {
    index: u32,
}

impl Paragraphs {
    /// A paragraph `text[a..e]` without its trailing blanks, when anything is left.
    fn push(&mut self, text: &str, out: &mut Vec<super::Block>, a: usize, e: usize) {
        let e = a + text[a..e].trim_end().len();
        if e > a {
            out.push(super::Block {
                start: a,
                end: e,
                origin: Origin::Paragraph { index: self.index },
            });
            self.index += 1;
        }
    }
}

/// The lines of `text[start..end]` and where each starts.
fn lines_of(text: &str, start: usize, end: usize) -> Vec<(usize, &str)> {
    let mut lines = Vec::new();
    let mut at = start;
    for l in text[start..end].split('\n') {
        lines.push((at, l));
        at += l.len() + 1;
    }
    lines
}

/// The non-empty cells of a table's rows, in order (row 0 the header), as blocks of `table`.
fn push_cells<'a>(
    out: &mut Vec<super::Block>,
    table: u32,
    rows: impl Iterator<Item = &'a Vec<(usize, usize)>>,
) {
    for (row, cells) in rows.enumerate() {
        for (col, &(s, e)) in cells.iter().enumerate() {
            if e > s {
                out.push(super::Block {
                    start: s,
                    end: e,
                    origin: Origin::TableCell {
                        table,
                        row: row as u32,
                        col: col as u32,
                    },
                });
            }
        }
    }
}

/// `blocks` (paragraphs) with each table of a paragraph split into its cells: the lines
/// before the table and after it stay paragraphs, the cells found before (`blocks` that are no
/// paragraph) stay as they are. `sep` sets the cells apart: a pipe (Markdown and plain-text
/// tables), or a tab (a table pasted from a spreadsheet). Tables are numbered in order from
/// `table`, paragraphs keep their order and are numbered again; the next table's number is
/// returned.
fn markdown_tables(
    text: &str,
    blocks: Vec<super::Block>,
    sep: u8,
    mut table: u32,
) -> (Vec<super::Block>, u32) {
    let mut out = Vec::with_capacity(blocks.len());
    let has = |l: &str| l.as_bytes().contains(&sep);
    let mut paras = Paragraphs::default();
    for b in blocks {
        if !matches!(b.origin, Origin::Paragraph { .. }) {
            out.push(b);
            continue;
        }
        let lines = lines_of(text, b.start, b.end);
        let mut from = b.start;
        let mut k = 0;
        while k + 1 < lines.len() {
            let (h_at, h) = lines[k];
            if !has(h) {
                k += 1;
                continue;
            }
            let header = row_cells(h, h_at, sep);
            let width = header.len();
            // the rows after `from` with as many cells as the header
            let same = |from: usize| {
                lines[from..]
                    .iter()
                    .take_while(|l| has(l.1) && row_cells(l.1, l.0, sep).len() == width)
                    .count()
            };
            // A Markdown table: a delimiter row with one cell per header cell (else `---` under
            // a line holding a pipe is a heading's underline), then every row holding a pipe.
            // A plain-text table: a header of two cells or more, a rule under it, then rows of
            // as many cells; without a rule, three cells or more and two rows at least (lines
            // of two cells are as often a list of fields and values: `Nom | X`, `Ville | Y`).
            let delims = lines[k + 1].1.trim().trim_matches('|').split('|').count();
            let markdown = sep == b'|' && delimiter_row(lines[k + 1].1) && delims == width;
            let (first, count) = if markdown {
                let n = lines[k + 2..].iter().take_while(|l| has(l.1)).count();
                (k + 2, n)
            } else if width < 2 || header.iter().any(|&(a, e)| e == a) {
                k += 1;
                continue;
            } else if let Some(n) = rule_row(lines[k + 1].1)
                .then(|| same(k + 2))
                .filter(|&n| n >= 1)
            {
                (k + 2, n)
            } else if let Some(n) = (width >= 3).then(|| same(k + 1)).filter(|&n| n >= 2) {
                (k + 1, n)
            } else {
                k += 1;
                continue;
            };
            paras.push(text, &mut out, from, h_at);
            let mut rows = vec![header];
            let mut j = first;
            while j < first + count {
                rows.push(row_cells(lines[j].1, lines[j].0, sep));
                j += 1;
            }
            push_cells(&mut out, table, rows.iter());
            table += 1;
            from = lines.get(j).map_or(b.end, |l| l.0);
            k = j;
        }
        paras.push(text, &mut out, from, b.end);
    }
    (out, table)
}

/// The columns of a fixed-width table's rule (`----------  ----------  ---`): two runs of dashes
/// or equals signs or more, of two at least each, set apart by blanks; each run's first and
/// last column (in characters: the rule is ASCII).
fn column_rule(line: &str) -> Option<Vec<(usize, usize)>> {
    let t = line.trim_end_matches(['\r', ' ']);
    if t.is_empty() || !t.bytes().all(|x| matches!(x, b'-' | b'=' | b' ')) {
        return None;
    }
    let mut runs = Vec::new();
    let mut start = None;
    for (i, x) in t.bytes().enumerate() {
        match (x, start) {
            (b' ', Some(a)) => {
                runs.push((a, i));
                start = None;
            }
            (b' ', None) | (_, Some(_)) => {}
            (_, None) => start = Some(i),
        }
    }
    if let Some(a) = start {
        runs.push((a, t.len()));
    }
    (runs.len() >= 2 && runs.iter().all(|&(a, e)| e - a >= 2)).then_some(runs)
}

/// The cells of a line of a fixed-width table whose columns start at `starts` (characters), at
/// byte `at` of the text: each from its column's start to the next one's, trimmed (an empty
/// cell is `(x, x)`); `None` when the line does not fit the columns (a character right before
/// a column's start, the text of a cell running into the next one) or is blank.
fn aligned_cells(line: &str, at: usize, starts: &[usize]) -> Option<Vec<(usize, usize)>> {
    let line = line.trim_end_matches(['\r', ' ']);
    if line.trim().is_empty() {
        return None;
    }
    // the byte offset of each column's start, and of the line's end
    let mut bounds = Vec::with_capacity(starts.len() + 1);
    let mut chars = line.char_indices().enumerate().peekable();
    for &col in starts {
        while chars.peek().is_some_and(|&(n, _)| n < col) {
            let (n, (_, c)) = chars.next()?;
            if n + 1 == col && col > 0 && c != ' ' {
                return None;
            }
        }
        bounds.push(chars.peek().map_or(line.len(), |&(_, (i, _))| i));
    }
    bounds.push(line.len());
    Some(
        bounds
            .windows(2)
            .map(|w| {
                let cell = &line[w[0]..w[1]];
                let lead = cell.len() - cell.trim_start().len();
                let a = at + w[0] + lead;
                (a, a + cell.trim().len())
            })
            .collect(),
    )
}

/// `blocks` with each fixed-width table of a paragraph split into its cells: a header line, a
/// rule of dashes under each column ([`column_rule`]), then the lines that fit its columns
/// ([`aligned_cells`]), up to a line that does not, a rule or the paragraph's end. The header
/// has two cells filled at least, and one row follows. Tables are numbered from `table`;
/// paragraphs are numbered again, as [`markdown_tables`] does.
fn aligned_tables(text: &str, blocks: Vec<super::Block>, mut table: u32) -> Vec<super::Block> {
    let mut out = Vec::with_capacity(blocks.len());
    let mut paras = Paragraphs::default();
    for b in blocks {
        if !matches!(b.origin, Origin::Paragraph { .. }) {
            out.push(b);
            continue;
        }
        let lines = lines_of(text, b.start, b.end);
        let mut from = b.start;
        let mut k = 0;
        while k + 1 < lines.len() {
            let Some(runs) = (k > 0).then(|| column_rule(lines[k].1)).flatten() else {
                // a table whose header has no rule under it
                if let Some((starts, j)) = gutter_table(&lines, k) {
                    let rows: Vec<Vec<(usize, usize)>> = lines[k..j]
                        .iter()
                        .filter_map(|l| aligned_cells(l.1, l.0, &starts))
                        .collect();
                    paras.push(text, &mut out, from, lines[k].0);
                    push_cells(&mut out, table, rows.iter());
                    table += 1;
                    from = lines.get(j).map_or(b.end, |l| l.0);
                    k = j + 1;
                    continue;
                }
                k += 1;
                continue;
            };
            let mut starts: Vec<usize> = runs.iter().map(|r| r.0).collect();
            starts[0] = 0;
            let (h_at, h) = lines[k - 1];
            let header = aligned_cells(h, h_at, &starts)
                .filter(|cells| cells.iter().filter(|&&(a, e)| e > a).count() >= 2);
            let mut rows: Vec<Vec<(usize, usize)>> = Vec::new();
            let mut j = k + 1;
            while let Some(cells) = lines
                .get(j)
                .filter(|l| column_rule(l.1).is_none())
                .and_then(|l| aligned_cells(l.1, l.0, &starts))
            {
                rows.push(cells);
                j += 1;
            }
            let Some(header) = header.filter(|_| !rows.is_empty()) else {
                k += 1;
                continue;
            };
            paras.push(text, &mut out, from, h_at);
            push_cells(&mut out, table, std::iter::once(&header).chain(&rows));
            table += 1;
            from = lines.get(j).map_or(b.end, |l| l.0);
            k = j + 1;
        }
        paras.push(text, &mut out, from, b.end);
    }
    out
}

/// Blanks that set a header's cells apart when no rule marks its columns.
const GUTTER: usize = 2;

/// Whether `line` (as characters) is blank at character `c`, or ends before it.
fn blank_at(line: &[char], c: usize) -> bool {
    line.get(c).is_none_or(|&x| x == ' ')
}

/// Whether `line` (as characters, trimmed at its end) holds a run of [`GUTTER`] blanks or more
/// between two of its characters.
fn has_gutter(line: &[char]) -> bool {
    let first = line.iter().position(|&c| c != ' ').unwrap_or(line.len());
    line[first..]
        .split(|&c| c != ' ')
        .any(|run| run.len() >= GUTTER)
}

/// A fixed-width table with no rule under its header, whose header is `lines[k]`: the
/// header's cells set apart by [`GUTTER`] blanks or more, three cells at least (the first may
/// be empty, over a column of row labels); then the lines that are blank right before each of
/// those cells in every row, each holding a gutter and two cells filled at least, up to a line
/// that is not (two such rows at least). A header's cell set apart by one blank only
/// (`Rang Nom`) is a column of its own when every row leaves that blank too and fills it
/// somewhere. The columns' starts (characters, the first at 0) and the end of the rows (an
/// index of `lines`, exclusive).
fn gutter_table(lines: &[(usize, &str)], k: usize) -> Option<(Vec<usize>, usize)> {
    let chars = |l: &str| -> Vec<char> { l.trim_end_matches(['\r', ' ']).chars().collect() };
    let header = chars(lines[k].1);
    if header.iter().all(|&c| c == ' ') || column_rule(lines[k].1).is_some() {
        return None;
    }
    // each cell's start after a blank, and how many blanks lie before it
    let cells: Vec<(usize, usize)> = (1..header.len())
        .filter(|&c| header[c] != ' ' && header[c - 1] == ' ')
        .map(|c| {
            (
                c,
                header[..c].iter().rev().take_while(|&&x| x == ' ').count(),
            )
        })
        .collect();
    let wide: Vec<usize> = cells
        .iter()
        .filter(|c| c.1 >= GUTTER)
        .map(|c| c.0)
        .collect();
    // (labels whose colons are aligned, `Défunt        : X`, are a form's lines, not a header)
    let colon = |&(c, n): &(usize, usize)| header[c] == ':' || (c > n && header[c - n - 1] == ':');
    if wide.len() < 2 || cells.iter().any(colon) {
        return None;
    }
    let mut rows: Vec<Vec<char>> = Vec::new();
    let mut j = k + 1;
    while let Some(l) = lines.get(j).map(|l| chars(l.1)) {
        let fits = !l.iter().all(|&c| c == ' ')
            && column_rule(lines[j].1).is_none()
            && has_gutter(&l)
            && wide.iter().all(|&c| blank_at(&l, c - 1))
            && std::iter::once(0)
                .chain(wide.iter().copied())
                .zip(wide.iter().copied().chain(std::iter::once(usize::MAX)))
                .filter(|&(a, e)| l.iter().take(e).skip(a).any(|&c| c != ' '))
                .count()
                >= 2;
        if !fits {
            break;
        }
        rows.push(l);
        j += 1;
    }
    if rows.len() < 2 {
        return None;
    }
    let mut starts = vec![0];
    starts.extend(cells.iter().map(|c| c.0).filter(|&c| {
        wide.contains(&c)
            || (rows.iter().all(|r| blank_at(r, c - 1)) && rows.iter().any(|r| !blank_at(r, c)))
    }));
    Some((starts, j))
}

fn paragraphs(text: &str) -> Vec<super::Block> {
    let mut blocks = Vec::new();
    let b = text.as_bytes();
    let mut start = 0;
    let mut i = 0;
    let mut index = 0;
    // from one line feed to the next (memchr: most of a text has none)
    while let Some(k) = memchr::memchr(b'\n', &b[i..]) {
        i += k;
        // a blank line: "\n" followed by optional spaces/CR and another "\n"
        let mut j = i + 1;
        while j < b.len() && matches!(b[j], b' ' | b'\t' | b'\r') {
            j += 1;
        }
        if j < b.len() && b[j] == b'\n' {
            push_block(&mut blocks, text, start, i, &mut index);
            while j < b.len() && matches!(b[j], b' ' | b'\t' | b'\r' | b'\n') {
                j += 1;
            }
            start = j;
            i = j;
            continue;
        }
        i += 1;
    }
    push_block(&mut blocks, text, start, b.len(), &mut index);
    blocks
}

fn push_block(
    blocks: &mut Vec<super::Block>,
    text: &str,
    start: usize,
    end: usize,
    index: &mut u32,
) {
    let end = text[start..end]
        .trim_end_matches(['\r', ' ', '\t', '\n'])
        .len()
        + start;
    if end > start {
        blocks.push(super::Block {
            start,
            end,
            origin: Origin::Paragraph { index: *index },
        });
        *index += 1;
    }
}

/// Lines read to guess a CSV's delimiter.
const CSV_SNIFF_LINES: usize = 20;

/// The delimiter of a CSV among `,` `;` tab `|`: the one found on the most of its first lines,
/// then the most often (a spreadsheet's export may start with a title line that holds none); on
/// a tie, the first of that list.
fn csv_delimiter(text: &str) -> u8 {
    let lines: Vec<&str> = text
        .lines()
        .filter(|l| !l.trim().is_empty())
        .take(CSV_SNIFF_LINES)
        .collect();
    [b',', b';', b'\t', b'|']
        .into_iter()
        .rev()
        .max_by_key(|&d| {
            let on = lines.iter().filter(|l| l.as_bytes().contains(&d)).count();
            let total: usize = lines
                .iter()
                .map(|l| l.bytes().filter(|&c| c == d).count())
                .sum();
            (on, total)
        })
        .unwrap_or(b',')
}

/// CSV (RFC 4180, delimiter guessed among `,` `;` tab `|`): one block per cell, the text kept as is.
/// Lines of fewer cells before the first row of the table's usual width (a spreadsheet's title,
/// its issuer and period) are paragraphs: the table, and its header row 0, start at that row.
pub(super) fn extract_csv(bytes: Vec<u8>) -> Result<Document> {
    let text = decode(bytes)?;
    let delim = csv_delimiter(&text);
    let mut blocks = Vec::new();
    // the number of cells of each row
    let mut widths: Vec<u32> = Vec::new();
    let b = text.as_bytes();
    let (mut row, mut col) = (0u32, 0u32);
    let mut i = 0;
    while i <= b.len() {
        // one cell starting at i
        let (start, end, next) = if i < b.len() && b[i] == b'"' {
            let s = i + 1;
            let mut j = s;
            loop {
                match b.get(j) {
                    None => break,
                    Some(b'"') if b.get(j + 1) == Some(&b'"') => j += 2,
                    Some(b'"') => break,
                    Some(_) => j += 1,
                }
            }
            let mut k = (j + 1).min(b.len());
            while k < b.len() && b[k] != delim && b[k] != b'\n' {
                k += 1;
            }
            (s, j.min(b.len()), k)
        } else {
            let mut j = i;
            while j < b.len() && b[j] != delim && b[j] != b'\n' {
                j += 1;
            }
            let e = if j > i && b[j - 1] == b'\r' { j - 1 } else { j };
            (i, e, j)
        };
        if end > start {
            blocks.push(super::Block {
                start,
                end,
                origin: Origin::TableCell { table: 0, row, col },
            });
        }
        match b.get(next) {
            Some(&c) if c == delim => col += 1,
            Some(b'\n') => {
                widths.push(col + 1);
                row += 1;
                col = 0;
            }
            _ => {
                widths.push(col + 1);
                break;
            }
        }
        i = next + 1;
    }
    // the table's usual width: the width of the rows of two cells or more that hold the most
    // cells (the widest on a tie: a spreadsheet's table of seven columns under and above more
    // rows of two, `Centre,X` ... `Salle,Y`, is the table); the narrower rows before the first
    // row of that width are a title
    let mut counts: std::collections::BTreeMap<u32, usize> = std::collections::BTreeMap::new();
    for &w in widths.iter().filter(|&&w| w >= 2) {
        *counts.entry(w).or_default() += 1;
    }
    let usual = counts
        .iter()
        .max_by_key(|&(w, n)| (*n * *w as usize, *w))
        .map(|(w, _)| *w);
    // a row whose only filled cell is its first (`Titre du registre,,,,,`) is a title too,
    // whatever its width
    let mut filled: std::collections::HashMap<u32, (usize, bool)> = Default::default();
    for block in &blocks {
        if let Origin::TableCell { row, col, .. } = block.origin {
            let f = filled.entry(row).or_default();
            f.0 += 1;
            f.1 |= col == 0;
        }
    }
    let lone_first = |r: usize| filled.get(&(r as u32)).is_some_and(|&(n, c0)| n == 1 && c0);
    // and so is a row as wide as the table with fewer than half its cells filled, above a row
    // with more (`Grille d'entretien;session RH-12;Banque X;;;;` above `Nom;CIN;Date naiss.;...`)
    let count = |r: usize| filled.get(&(r as u32)).map_or(0, |f| f.0);
    // (the header below holds no digit: a sparse header above its first row stays the header)
    let mut letters_only: std::collections::HashMap<u32, bool> = Default::default();
    for block in &blocks {
        if let Origin::TableCell { row, .. } = block.origin {
            let cell = &text[block.start..block.end];
            *letters_only.entry(row).or_insert(true) &= !cell.bytes().any(|c| c.is_ascii_digit());
        }
    }
    let letters = |r: usize| letters_only.get(&(r as u32)) == Some(&true);
    let title = |r: usize, u: u32| {
        lone_first(r) || count(r) * 2 < u as usize && count(r + 1) > count(r) && letters(r + 1)
    };
    let first = usual
        .and_then(|u| (0..widths.len()).find(|&r| widths[r] == u && !title(r, u)))
        .filter(|&r| usual.is_some_and(|u| (0..r).all(|k| widths[k] < u || title(k, u))))
        .unwrap_or(0) as u32;
    // below the header, a narrower row of labels, every cell filled and none with a digit,
    // above a row as wide that holds one starts a table of its own (`Évaluateur;Signature;Date` above the
    // signatures under a list of candidates): its cells are not under the first header
    let mut subtables: Vec<u32> = Vec::new();
    if let Some(u) = usual {
        for r in (first as usize + 1)..widths.len().saturating_sub(1) {
            let w = widths[r];
            // (not a run of ragged rows: the row above is of another width, and the row below
            // holds a digit, as signatures' dates do)
            if (2..u).contains(&w)
                && widths[r - 1] != w
                && widths[r + 1] == w
                && count(r) == w as usize
                && letters(r)
                && !letters(r + 1)
            {
                subtables.push(r as u32);
            }
        }
    }
    // after a blank row or a title row (`# Enfants`), a row of labels, every cell filled and
    // none with a digit, above a row as wide starts a table of its own too: a spreadsheet of
    // sections, each with its header (`Nom,Date de naissance,École` under `# Enfants`)
    for r in (first as usize + 1)..widths.len().saturating_sub(1) {
        let w = widths[r];
        if (count(r - 1) == 0 || lone_first(r - 1))
            && w >= 2
            && count(r) == w as usize
            && letters(r)
            && widths[r + 1] == w
            && count(r + 1) >= 2
        {
            subtables.push(r as u32);
        }
    }
    subtables.sort_unstable();
    subtables.dedup();
    // the rows of the file from `first` on, in segments: (first row, table, the row that is the
    // table's header); a table of its own ends at a row of another width than its header, whose
    // rows go back to the first table (`Nom,CIN,Date de naissance,Centre` then, after a blank
    // row, `Foyer,Observations,Dépôt le 20 janvier 2025`; `Bank,RIB,IBAN` and its row, then a
    // line of prose)
    let mut segments: Vec<(u32, u32, u32)> = vec![(first, 0, first)];
    let mut next = 0;
    for r in first as usize + 1..widths.len() {
        if subtables.get(next) == Some(&(r as u32)) {
            next += 1;
            segments.push((r as u32, next as u32, r as u32));
            continue;
        }
        let &(_, table, head) = segments.last().expect("the first segment");
        if table > 0 && count(r) > 0 && widths[r] != widths[head as usize] {
            segments.push((r as u32, 0, first));
        }
    }
    // a line with no delimiter below a table of two columns or more is a line of prose or a
    // heading (`Medication`, `Framework: Law No. 91-63 of 29 July 1991.`), not a cell under
    // the first column's header
    let prose = |r: u32| r > first && widths[r as usize] == 1 && usual.is_some_and(|u| u >= 2);
    let mut index = 0;
    for block in &mut blocks {
        if let Origin::TableCell { table, row, .. } = &mut block.origin {
            if *row < first || prose(*row) {
                block.origin = Origin::Paragraph { index };
                index += 1;
            } else {
                let k = segments.partition_point(|&(from, _, _)| from <= *row) - 1;
                let (_, t, head) = segments[k];
                *table = t;
                *row -= head;
            }
        }
    }
    let mut doc = Builder::new(Format::Csv).finish();
    doc.blocks = blocks;
    doc.text = text;
    Ok(doc)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cells(doc: &Document) -> Vec<(&str, u32, u32)> {
        doc.blocks
            .iter()
            .map(|b| match b.origin {
                Origin::TableCell { row, col, .. } => (&doc.text[b.start..b.end], row, col),
                _ => panic!("not a cell"),
            })
            .collect()
    }

    #[test]
    fn decodes_every_supported_encoding() {
        let cases: Vec<(Vec<u8>, &str)> = vec![
            (b"Sami \xe9t\xe9 \x80".to_vec(), "Sami été €"),
            (b"\xef\xbb\xbfligne\r\nsuite".to_vec(), "ligne\r\nsuite"),
            (vec![0xff, 0xfe, b'A', 0, 0x27, 0x06], "Aا"),
            (vec![0xfe, 0xff, 0, b'A', 0x06, 0x27], "Aا"),
            ("déjà سامي".as_bytes().to_vec(), "déjà سامي"),
        ];
        for (bytes, want) in cases {
            assert_eq!(decode(bytes).unwrap(), want);
        }
        assert_eq!(
            decode(vec![b'a', 0, b'b']).unwrap_err().code(),
            crate::ErrorCode::Encoding
        );
    }

    /// (text, origin) of every block.
    fn blocks(doc: &Document) -> Vec<(&str, Origin)> {
        doc.blocks
            .iter()
            .map(|b| (&doc.text[b.start..b.end], b.origin.clone()))
            .collect()
    }

    #[test]
    fn markdown_pipe_tables_are_cells_under_their_header() {
        let md = "# Annuaire\n\nListe :\n| Nom | CIN |\n|---|:--:|\n| Sami Ben Salah | 01234567 |\n|  | a \\| b |\nFin du tableau.\n\n| pas | un tableau |\n";
        let doc = extract_text(md.as_bytes().to_vec(), Format::Markdown).unwrap();
        assert_eq!(doc.text, md, "the text is kept as is");
        let cell = |row, col| Origin::TableCell { table: 0, row, col };
        assert_eq!(
            blocks(&doc),
            [
                ("# Annuaire", Origin::Paragraph { index: 0 }),
                ("Liste :", Origin::Paragraph { index: 1 }),
                ("Nom", cell(0, 0)),
                ("CIN", cell(0, 1)),
                ("Sami Ben Salah", cell(1, 0)),
                ("01234567", cell(1, 1)),
                ("a \\| b", cell(2, 1)),
                ("Fin du tableau.", Origin::Paragraph { index: 2 }),
                ("| pas | un tableau |", Origin::Paragraph { index: 3 }),
            ]
        );
        let at = md.find("01234567").unwrap();
        assert_eq!(doc.column_header(at), Some("CIN"));
        // the same text as plain text: a text export holding a Markdown table, the same cells
        let txt = extract_text(md.as_bytes().to_vec(), Format::Text).unwrap();
        assert_eq!(blocks(&txt), blocks(&doc));
        // a heading underlined under a line holding a pipe is no table
        let doc = extract_text(b"Prix | taxes\n---\nSuite".to_vec(), Format::Markdown).unwrap();
        assert_eq!(
            blocks(&doc),
            [("Prix | taxes\n---\nSuite", Origin::Paragraph { index: 0 })]
        );
        // a delimiter row needs dashes in every cell
        for not_delim in ["|---|x|", "| |", "---", "|:|"] {
            assert_eq!(delimiter_row(not_delim), not_delim == "---", "{not_delim}");
        }
    }

    #[test]
    fn plain_text_pipe_tables_are_cells_under_their_header() {
        let cell = |row, col| Origin::TableCell { table: 0, row, col };
        // a rule of dashes under the header, then rows of as many cells
        let txt = "Héritiers :\nNom | Lien | CIN\n--------------------\nSorla Feknani | épouse | 02016184\nKavrin Moutali | fils | 09499111\nFin.";
        let doc = extract_text(txt.as_bytes().to_vec(), Format::Text).unwrap();
        assert_eq!(
            blocks(&doc),
            [
                ("Héritiers :", Origin::Paragraph { index: 0 }),
                ("Nom", cell(0, 0)),
                ("Lien", cell(0, 1)),
                ("CIN", cell(0, 2)),
                ("Sorla Feknani", cell(1, 0)),
                ("épouse", cell(1, 1)),
                ("02016184", cell(1, 2)),
                ("Kavrin Moutali", cell(2, 0)),
                ("fils", cell(2, 1)),
                ("09499111", cell(2, 2)),
                ("Fin.", Origin::Paragraph { index: 1 }),
            ]
        );
        assert_eq!(
            doc.column_header(txt.find("09499111").unwrap()),
            Some("CIN")
        );
        // no rule: three cells or more and two rows of as many cells at least
        let txt =
            "الاسم | القرابة | ب.ت.و\nزمراد كوتالي | ابن | 15196855\nعلوان كوتي | ابن | 02999634\n";
        let doc = extract_text(txt.as_bytes().to_vec(), Format::Text).unwrap();
        assert_eq!(
            doc.column_header(txt.find("02999634").unwrap()),
            Some("ب.ت.و")
        );
        // NEGATIVES: one row after a header without a rule; rows of other widths; a line with
        // pipes alone; a rule with no row under it; lines of a field and its value
        for txt in [
            "Nom | Lien | CIN\nSorla Feknani | épouse | 02016184\n",
            "Nom | Tarvina Zoubadi\nVille | Sfax\nProfession | Ingénieur\n",
            "Nom | Lien | CIN\nSorla Feknani | 02016184\nKavrin | fils\n",
            "Tél. 71 000 000 | contact@example.tn\n",
            "Prix | taxes\n======\nSuite",
        ] {
            assert_no_table(txt);
        }
    }

    /// `txt` read as plain text is paragraphs only: no table in it.
    fn assert_no_table(txt: &str) {
        let doc = extract_text(txt.as_bytes().to_vec(), Format::Text).unwrap();
        assert!(
            doc.blocks
                .iter()
                .all(|b| matches!(b.origin, Origin::Paragraph { .. })),
            "{txt:?}"
        );
    }

    #[test]
    fn tab_separated_tables_are_cells_under_their_header() {
        let cell = |table, row, col| Origin::TableCell { table, row, col };
        // a table pasted from a spreadsheet (tabs), after a pipe table: numbered after it
        let txt = "A | B | C\nx | y | z\nu | v | w\n\nName\tDOB\tID\nDhiyoub X\t8 May 2009\t—\nKamik Y\t03/03/1993\t19397147\nFin.";
        let doc = extract_text(txt.as_bytes().to_vec(), Format::Text).unwrap();
        let tab: Vec<(&str, Origin)> = blocks(&doc)
            .into_iter()
            .filter(|(_, o)| matches!(o, Origin::TableCell { table: 1, .. }))
            .collect();
        assert_eq!(
            tab,
            [
                ("Name", cell(1, 0, 0)),
                ("DOB", cell(1, 0, 1)),
                ("ID", cell(1, 0, 2)),
                ("Dhiyoub X", cell(1, 1, 0)),
                ("8 May 2009", cell(1, 1, 1)),
                ("—", cell(1, 1, 2)),
                ("Kamik Y", cell(1, 2, 0)),
                ("03/03/1993", cell(1, 2, 1)),
                ("19397147", cell(1, 2, 2)),
            ]
        );
        assert_eq!(
            doc.column_header(txt.find("03/03/1993").unwrap()),
            Some("DOB")
        );
        assert_eq!(
            blocks(&doc).last(),
            Some(&("Fin.", Origin::Paragraph { index: 0 }))
        );
        // NEGATIVES: fields and their values set apart by a tab; one row under a header
        for txt in [
            "Nom\tX\nVille\tSfax\nCIN\t01234567\n",
            "Nom\tDate\tCIN\nX\t01/02/2003\t01234567\n",
        ] {
            assert_no_table(txt);
        }
    }

    #[test]
    fn fixed_width_tables_are_cells_under_their_header() {
        let cell = |table, row, col| Origin::TableCell { table, row, col };
        // a report printed in columns: the header, a rule of dashes per column, rows that fit;
        // an empty cell, an accented and an Arabic cell (columns count characters, not bytes)
        let txt = "Rapport hebdomadaire\n\nPatient         Né(e) le    Passeport  Motif\n--------------  ----------  ---------  ------------\nÉlyane Qortabi  1961-07-03  Q4566296   ulcère\nكمال زربوطي      17/03/1991             otite moyenne\n\nFin du rapport.";
        let doc = extract_text(txt.as_bytes().to_vec(), Format::Text).unwrap();
        assert_eq!(
            blocks(&doc),
            [
                ("Rapport hebdomadaire", Origin::Paragraph { index: 0 }),
                ("Patient", cell(0, 0, 0)),
                ("Né(e) le", cell(0, 0, 1)),
                ("Passeport", cell(0, 0, 2)),
                ("Motif", cell(0, 0, 3)),
                ("Élyane Qortabi", cell(0, 1, 0)),
                ("1961-07-03", cell(0, 1, 1)),
                ("Q4566296", cell(0, 1, 2)),
                ("ulcère", cell(0, 1, 3)),
                ("كمال زربوطي", cell(0, 2, 0)),
                ("17/03/1991", cell(0, 2, 1)),
                ("otite moyenne", cell(0, 2, 3)),
                ("Fin du rapport.", Origin::Paragraph { index: 1 }),
            ]
        );
        assert_eq!(
            doc.column_header(txt.find("Q4566296").unwrap()),
            Some("Passeport")
        );
        // after a pipe table, numbered after it; a line that does not fit the columns (a cell
        // running into the next one) ends the table and stays prose
        let txt = "A | B | C\nx | y | z\nu | v | w\n\nNom     Ville\n------  ------\nZarbi   Sfax\nun texte qui déborde des colonnes\n";
        let doc = extract_text(txt.as_bytes().to_vec(), Format::Text).unwrap();
        assert_eq!(doc.column_header(txt.find("Sfax").unwrap()), Some("Ville"));
        assert!(matches!(
            doc.blocks.last().unwrap().origin,
            Origin::Paragraph { .. }
        ));
        assert_eq!(doc.column_header(txt.find("déborde").unwrap()), None);
        // NEGATIVES: a title's underline (one run), a rule with no header over it, a header of
        // one filled cell, a header and a rule and no row
        for txt in [
            "RAPPORT\n=======\nPatient X, né le 03/03/1993.\n",
            "------  ------\nZarbi   Sfax\n",
            "Nom\n------  ------\nZarbi   Sfax\n",
            "Nom     Ville\n------  ------\n\nZarbi   Sfax\n",
            "Texte - - - avec des tirets\n",
        ] {
            assert_no_table(txt);
        }
    }

    #[test]
    fn fixed_width_tables_without_a_rule_are_cells_under_their_header() {
        let cell = |table, row, col| Origin::TableCell { table, row, col };
        // a list printed in columns with no rule under its header: cells set apart by two
        // blanks or more; `Rang Nom` set apart by one blank is two columns because every row
        // leaves that blank too; `Né(e) le` is one (a row's date fills its blank); an Arabic cell
        let txt = "Liste des demandes\nRang Nom            CIN        Né(e) le    Motif\n1    Zarbi Qortab   04512387   03/02/1981  ulcère\n2    كمال زربوطي    05512388   17/03/1991  otite moyenne\nFin.";
        let doc = extract_text(txt.as_bytes().to_vec(), Format::Text).unwrap();
        assert_eq!(
            blocks(&doc),
            [
                ("Liste des demandes", Origin::Paragraph { index: 0 }),
                ("Rang", cell(0, 0, 0)),
                ("Nom", cell(0, 0, 1)),
                ("CIN", cell(0, 0, 2)),
                ("Né(e) le", cell(0, 0, 3)),
                ("Motif", cell(0, 0, 4)),
                ("1", cell(0, 1, 0)),
                ("Zarbi Qortab", cell(0, 1, 1)),
                ("04512387", cell(0, 1, 2)),
                ("03/02/1981", cell(0, 1, 3)),
                ("ulcère", cell(0, 1, 4)),
                ("2", cell(0, 2, 0)),
                ("كمال زربوطي", cell(0, 2, 1)),
                ("05512388", cell(0, 2, 2)),
                ("17/03/1991", cell(0, 2, 3)),
                ("otite moyenne", cell(0, 2, 4)),
                ("Fin.", Origin::Paragraph { index: 1 }),
            ]
        );
        assert_eq!(
            doc.column_header(txt.find("17/03/1991").unwrap()),
            Some("Né(e) le")
        );
        // a header whose first cell is empty, over a column of row labels
        let txt = "           Pred    Pre     Post\nFVC (L)    5.11    4.51    4.61\nFEV1 (L)   3.29    2.39    2.74\n";
        let doc = extract_text(txt.as_bytes().to_vec(), Format::Text).unwrap();
        assert_eq!(doc.column_header(txt.find("2.39").unwrap()), Some("Pre"));
        // NEGATIVES: a form's labels with aligned colons; one row only; a header of two cells;
        // a row that runs over a column's start ends the table before it has two rows; a prose
        // paragraph with double blanks that do not line up
        for txt in [
            "Défunt        : Zarbi Qortab  |  ب\nNé le         : 8 octobre 2003  |  x\nCIN           : 04512387  |  y\n",
            "Nom    CIN        Ville\nZarbi  04512387   Sfax\n",
            "Nom          Ville\nZarbi        Sfax\nQortab       Gabès\n",
            "Nom    CIN        Ville\nZarbi  04512387   Sfax\nun texte qui déborde  des colonnes et  va loin\n",
            "Le patient  est venu.  Il a dit\nque la douleur  persistait depuis  deux jours\net qu'il  souhaitait revenir.\n",
        ] {
            assert_no_table(txt);
        }
    }

    #[test]
    fn a_line_without_a_delimiter_below_a_table_is_prose() {
        let csv = "Plan de soins\nSymptôme,Score,Cible\ndouleur,douleur 9/10,3/10\nnausée,1/10,3/10\nCadre : loi n° 91-63 du 29 juillet 1991.\n\"Note, avec une virgule\"\n";
        let doc = extract_csv(csv.as_bytes().to_vec()).unwrap();
        let header = |cell: &str| doc.column_header(csv.find(cell).unwrap());
        assert_eq!(header("Cadre"), None);
        assert_eq!(header("Note, avec"), None);
        // the near miss: a row of the table's width, one cell filled, stays under its header
        let csv = "Symptôme,Score,Cible\ndouleur,9/10,3/10\nnausée,,\n";
        let doc = extract_csv(csv.as_bytes().to_vec()).unwrap();
        assert_eq!(
            doc.column_header(csv.find("nausée").unwrap()),
            Some("Symptôme")
        );
    }

    #[test]
    fn a_spreadsheet_of_sections_has_a_table_under_each_header() {
        // key-value rows, then a section's title and its own header of four columns: the dates
        // are under `Date de naissance`; after a row of another width, the rows go back to the
        // first table (a filing date is no birth date)
        let csv = "# Rapport\nRapport,Tribunal,Tunis 2\nRapport,Dossier,MF-2025/1\nRapport,Juge,X\nRapport,Greffier,Y\n\n# Enfants\nEnfant,CIN,Date de naissance,École\nZ,01234567,2016/05/03,Collège A\nW,07654321,2017/05/12,Collège B\n\nRapport,Observations,Dépôt le 20 janvier 2025\n";
        let doc = extract_csv(csv.as_bytes().to_vec()).unwrap();
        let header = |cell: &str| doc.column_header(csv.find(cell).unwrap());
        assert_eq!(header("2017/05/12"), Some("Date de naissance"));
        assert_eq!(header("Collège B"), Some("École"));
        assert_eq!(header("Dépôt"), Some("Tunis 2"));
        assert_eq!(header("MF-2025/1"), Some("Tunis 2"));
    }

    #[test]
    fn paragraphs_split_on_blank_lines() {
        let doc = extract_text(b"Un\ndeux\r\n\r\n  \ntrois \n".to_vec(), Format::Text).unwrap();
        let got: Vec<&str> = doc
            .blocks
            .iter()
            .map(|b| &doc.text[b.start..b.end])
            .collect();
        assert_eq!(got, ["Un\ndeux", "trois"]);
        assert_eq!(doc.blocks[1].origin, Origin::Paragraph { index: 1 });
        // (text, paragraphs): blank lines of every form, at the ends, and none at all
        let cases: [(&str, &[&str]); 7] = [
            ("", &[]),
            ("\n\n\n", &[]),
            ("une seule ligne", &["une seule ligne"]),
            ("\n\nA\n \t\r\nB\n\n", &["A", "B"]),
            ("A\nB\nC", &["A\nB\nC"]),
            ("سامي\n\nعلي \r\n\r\n\r\né", &["سامي", "علي", "é"]),
            ("A\n", &["A"]),
        ];
        for (text, want) in cases {
            let doc = extract_text(text.as_bytes().to_vec(), Format::Text).unwrap();
            let got: Vec<&str> = doc
                .blocks
                .iter()
                .map(|b| &doc.text[b.start..b.end])
                .collect();
            assert_eq!(got, want, "{text:?}");
            let indexes: Vec<Origin> = doc.blocks.iter().map(|b| b.origin.clone()).collect();
            let want_idx: Vec<Origin> = (0..want.len() as u32)
                .map(|index| Origin::Paragraph { index })
                .collect();
            assert_eq!(indexes, want_idx, "{text:?}");
        }
    }

    #[test]
    fn csv_cells_are_kept_apart_with_quotes_and_crlf() {
        let doc =
            extract_csv(b"nom;cin\r\n\"Ben Salah; Sami\";01234567\r\n\"a \"\"b\"\"\";\n".to_vec())
                .unwrap();
        assert_eq!(
            cells(&doc),
            [
                ("nom", 0, 0),
                ("cin", 0, 1),
                ("Ben Salah; Sami", 1, 0),
                ("01234567", 1, 1),
                ("a \"\"b\"\"", 2, 0)
            ]
        );
        let pos = doc.text.find("01234567").unwrap();
        assert_eq!(doc.column_header(pos), Some("cin"));
        assert_eq!(doc.column_header(0), None);
    }

    #[test]
    fn a_spreadsheet_title_before_the_header_is_no_row() {
        // a title line with no delimiter, another with a comma: the delimiter is the rows' (;),
        // the header is the first row of the table's width
        let csv = "Liste des ayants droit\r\nRéunion du 11/11/2024, salle 3\r\n\
                   N°;Nom;CIN\r\n1;Zoubadi;01234567\r\n2;Moutali;\r\n";
        let doc = extract_csv(csv.as_bytes().to_vec()).unwrap();
        let cell = |row, col| Origin::TableCell { table: 0, row, col };
        assert_eq!(
            blocks(&doc),
            [
                ("Liste des ayants droit", Origin::Paragraph { index: 0 }),
                (
                    "Réunion du 11/11/2024, salle 3",
                    Origin::Paragraph { index: 1 }
                ),
                ("N°", cell(0, 0)),
                ("Nom", cell(0, 1)),
                ("CIN", cell(0, 2)),
                ("1", cell(1, 0)),
                ("Zoubadi", cell(1, 1)),
                ("01234567", cell(1, 2)),
                ("2", cell(2, 0)),
                ("Moutali", cell(2, 1)),
            ]
        );
        let pos = doc.text.find("01234567").unwrap();
        assert_eq!(doc.column_header(pos), Some("CIN"));
        // the comma-separated table with a title; a table of one column stays one
        let doc = extract_csv(b"Titre\nnom,cin\nA,1\n".to_vec()).unwrap();
        assert_eq!(
            doc.column_header(doc.text.find("1\n").unwrap()),
            Some("cin")
        );
        let doc = extract_csv(b"nom\nA\n".to_vec()).unwrap();
        assert_eq!(cells(&doc), [("nom", 0, 0), ("A", 1, 0)]);
        // a title of several cells (the issuer, the period) before a wider header
        let doc =
            extract_csv(b"Journal;Mai 2024;MF 1234567A\nN;Nom;CIN;Net\n1;A;01234567;9\n".to_vec())
                .unwrap();
        assert_eq!(
            doc.column_header(doc.text.find("01234567").unwrap()),
            Some("CIN")
        );
        // more rows of two cells (a form's fields) around a table of five columns than rows of
        // it (8 against 3): the table holds the most cells, its header is the first row of its
        // width
        let doc = extract_csv(
            b"Centre,X\nTheme,Y\nDate,22.11.2025\nAnimatrice,Z\nNom,DDN,Tel,Type,Note\n\
              A B,04-07-1968,1,t,n\nC D,03/10/1973,2,t,n\nRemarque,R\nSalle,S\n"
                .to_vec(),
        )
        .unwrap();
        assert_eq!(
            doc.column_header(doc.text.find("04-07-1968").unwrap()),
            Some("DDN")
        );
        assert_eq!(doc.column_header(doc.text.find("X\n").unwrap()), None);
        // a header wider than its rows stays the header
        let doc = extract_csv(b"N;Nom;CIN;Note\n1;A;01234567\n2;B;7\n".to_vec()).unwrap();
        assert_eq!(
            doc.column_header(doc.text.find("01234567").unwrap()),
            Some("CIN")
        );
        // a title whose only filled cell is the first, as wide as the table, is no header
        let doc = extract_csv(
            b"Registre,,
N,Nom,CIN
1,A,01234567
"
            .to_vec(),
        )
        .unwrap();
        assert_eq!(
            doc.column_header(doc.text.find("01234567").unwrap()),
            Some("CIN")
        );
        assert_eq!(
            blocks(&doc)[0],
            ("Registre", Origin::Paragraph { index: 0 })
        );
        // a title as wide as the table with fewer than half its cells filled, above a fuller
        // row, is no header either
        let doc = extract_csv(
            "Grille|session 12|Banque X||||
Nom|CIN|Date naiss.|Tél|Note|Oral|Avis
A B|01234567|3 mai 1990|22 333 444|15|12|ok
"
            .as_bytes()
            .to_vec(),
        )
        .unwrap();
        assert_eq!(
            doc.column_header(doc.text.find("3 mai").unwrap()),
            Some("Date naiss.")
        );
        // the signatures' own header below the list starts a table of its own
        let sig = "Évaluateur|Signature|Date\nS. Kallou|lu et approuvé|01.08.2026\n";
        let doc = extract_csv(
            format!("Nom|CIN|Date naiss.|Tél\nA B|01234567|3 mai 1990|22 333 444\n{sig}")
                .into_bytes(),
        )
        .unwrap();
        assert_eq!(
            doc.column_header(doc.text.find("01.08").unwrap()),
            Some("Date")
        );
        assert_eq!(
            doc.column_header(doc.text.find("3 mai").unwrap()),
            Some("Date naiss.")
        );
        // near misses: a narrower row with a digit, or with no row as wide below it, stays
        // under the header
        let doc =
            extract_csv(b"Nom;CIN;Date naiss.;Tel\nA;1;2;3\nB;C;D\nE;01.08.2026;F;G\n".to_vec())
                .unwrap();
        assert_eq!(
            doc.column_header(doc.text.find("01.08").unwrap()),
            Some("CIN")
        );
        let doc =
            extract_csv(b"Nom;CIN;Date naiss.;Tel\nA;1;2;3\nB;C;D\nE;F;01.08.2026;G\n".to_vec())
                .unwrap();
        assert_eq!(
            doc.column_header(doc.text.find("01.08").unwrap()),
            Some("Date naiss.")
        );
        // near misses: ragged rows of names stay under the header; a sparse header above a
        // data row stays the header
        let doc = extract_csv(
            "Nom;Prénom;Ville;Tél\nDupont;Jean;Paris;22 333 444\nMartin;Luc;Tunis\nBenali;Sami;Sfax\nX;Y;Z;01.08.2026\n"
                .as_bytes()
                .to_vec(),
        )
        .unwrap();
        assert_eq!(
            doc.column_header(doc.text.find("Sami").unwrap()),
            Some("Prénom")
        );
        let doc = extract_csv(b"Nom;CIN;;;;\nA;01234567;x;y;z;w\n".to_vec()).unwrap();
        assert_eq!(
            doc.column_header(doc.text.find("01234567").unwrap()),
            Some("CIN")
        );
        // near miss: a header with half its cells filled stays the header
        let doc = extract_csv(
            b"N;Nom;CIN;
1;A;01234567;
2;B;7;x
"
            .to_vec(),
        )
        .unwrap();
        assert_eq!(
            doc.column_header(doc.text.find("01234567").unwrap()),
            Some("CIN")
        );
    }

    #[test]
    fn a_pipe_separated_export_and_its_amounts_with_commas() {
        let doc = extract_csv(
            b"ticket|fine|owner
T-1|424,500 TND|Zoubadi
T-2|37,250 TND|Moutali
"
            .to_vec(),
        )
        .unwrap();
        assert_eq!(
            cells(&doc),
            [
                ("ticket", 0, 0),
                ("fine", 0, 1),
                ("owner", 0, 2),
                ("T-1", 1, 0),
                ("424,500 TND", 1, 1),
                ("Zoubadi", 1, 2),
                ("T-2", 2, 0),
                ("37,250 TND", 2, 1),
                ("Moutali", 2, 2),
            ]
        );
        // a comma-separated file whose cells hold a pipe keeps its commas
        let doc = extract_csv(
            b"a,b
x|y,z
1,2
"
            .to_vec(),
        )
        .unwrap();
        assert_eq!(
            cells(&doc),
            [
                ("a", 0, 0),
                ("b", 0, 1),
                ("x|y", 1, 0),
                ("z", 1, 1),
                ("1", 2, 0),
                ("2", 2, 1)
            ]
        );
    }
}
