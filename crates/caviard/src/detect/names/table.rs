//! A table's names by their place ([`add_table_names`]): a column where several cells hold a
//! name found by another rule holds names in its other cells too, whatever its header says, and
//! a found name's transcription in the other script sits in the next cell of its row
//! (`| Mouyad HOUKAB | موياد حوكب |`).

use rustc_hash::FxHashMap as HashMap;

use super::cues::is_label;
use super::lists::{class, is_name_column, lists, Lists};
use super::tokens::{is_arabic_letter, place_word, Script};
use crate::detect::{Candidate, Entity, Reason, Taken, Text};
use crate::extract::Origin;

/// A data cell: its table, column and row, and its trimmed span in the normalised text.
#[derive(Clone, Copy)]
struct Cell {
    table: u32,
    col: u32,
    row: u32,
    start: usize,
    end: usize,
}

/// Names in the other cells of a column where at least two cells, and half of the filled ones,
/// hold a found name; a found name's transcription in the next or previous cell of its row.
/// The candidate cells must look like a name ([`name_shaped`]).
pub(crate) fn add_table_names(text: &Text<'_>, found: &mut Vec<Candidate>) {
    let s = text.as_str();
    let blocks = &text.doc.blocks;
    // the data cell of block `i`, trimmed, in the normalised text
    let cell = |i: usize| -> Option<Cell> {
        let b = blocks.get(i)?;
        let Origin::TableCell { table, row, col } = b.origin else {
            return None;
        };
        if row == 0 {
            return None;
        }
        let (a, e) = (text.norm.norm_of(b.start), text.norm.norm_of(b.end));
        let t = s.get(a..e)?;
        let start = a + (t.len() - t.trim_start().len());
        let end = e - (t.len() - t.trim_end().len());
        (start < end).then_some(Cell {
            table,
            col,
            row,
            start,
            end,
        })
    };
    if !blocks
        .iter()
        .any(|b| matches!(b.origin, Origin::TableCell { row: 1.., .. }))
    {
        return;
    }
    let mut persons: Vec<(usize, usize)> = found
        .iter()
        .filter(|c| c.entity == Entity::Person)
        .map(|c| (c.start, c.end))
        .collect();
    let l = lists();
    let mut add: Vec<(usize, usize, &'static str, &'static str)> = Vec::new();
    labelled_cells(text, &mut add);
    if persons.len() < 2 && add.is_empty() {
        return;
    }
    persons.sort_unstable();
    // a found name lies in the cell
    let named = |c: &Cell| {
        let i = persons.partition_point(|p| p.0 < c.start);
        persons.get(i).is_some_and(|&(_, y)| y <= c.end)
    };
    // per column: its filled cells, and those that hold a found name (one pass over the cells;
    // a second one below decides, so that no list of the cells is kept)
    let mut columns: HashMap<(u32, u32), (usize, usize)> = HashMap::default();
    for c in (0..blocks.len()).filter_map(cell) {
        let n = columns.entry((c.table, c.col)).or_default();
        n.0 += 1;
        n.1 += usize::from(named(&c));
    }
    // the found spans, sorted once a cell needs them (most tables add nothing)
    let mut taken: Option<Taken> = None;
    let mut free = |a: usize, e: usize| taken.get_or_insert_with(|| Taken::of(found)).free(a, e);
    add.retain(|a| free(a.0, a.1));
    for i in 0..blocks.len() {
        let Some(c) = cell(i) else {
            continue;
        };
        if named(&c) {
            // its transcription beside it (cells come in row order: the blocks around it)
            let Some(script) = name_shaped(&s[c.start..c.end], l) else {
                continue;
            };
            let beside = [i.checked_sub(1), Some(i + 1)];
            for n in beside.into_iter().flatten().filter_map(cell) {
                if n.table == c.table
                    && n.row == c.row
                    && n.col.abs_diff(c.col) == 1
                    && !named(&n)
                    && name_shaped(&s[n.start..n.end], l).is_some_and(|x| x != script)
                    && free(n.start, n.end)
                {
                    add.push((
                        n.start,
                        n.end,
                        "person.transcription",
                        "transcription dans la cellule voisine",
                    ));
                }
            }
            continue;
        }
        let (filled, with_name) = columns[&(c.table, c.col)];
        if with_name >= 2
            && with_name * 2 >= filled
            && name_shaped(&s[c.start..c.end], l).is_some()
            && free(c.start, c.end)
        {
            add.push((c.start, c.end, "person.table", "colonne de noms"));
        }
    }
    add.sort_unstable();
    add.dedup_by_key(|a| (a.0, a.1));
    found.reserve(add.len());
    for (start, end, detector, what) in add {
        found.push(Candidate {
            entity: Entity::Person,
            start,
            end,
            score: 0.75,
            detector,
            reasons: vec![Reason::Structure { what }],
        });
    }
}

/// The items of a bulleted list (`- X Y, role`, `* X Y (role)`): when the head of one item (what
/// comes before its first comma, bracket or dash) holds a found name, and at least half of the
/// list's items do, the other heads written like a name are names too (`- namib gartti,
/// finance` under `- S. Hamnache, operations manager`). Blank lines may part the items; any other
/// line ends the list.
pub(crate) fn add_list_names(text: &Text<'_>, found: &mut Vec<Candidate>) {
    let s = text.as_str();
    if !(s.contains("- ") || s.contains("* ") || s.contains("• ")) {
        return;
    }
    let mut persons: Vec<(usize, usize)> = found
        .iter()
        .filter(|c| c.entity == Entity::Person)
        .map(|c| (c.start, c.end))
        .collect();
    if persons.is_empty() {
        return;
    }
    persons.sort_unstable();
    let named = |a: usize, e: usize| {
        let i = persons.partition_point(|p| p.1 <= a);
        persons.get(i).is_some_and(|&(x, _)| x < e)
    };
    let l = lists();
    let mut add: Vec<(usize, usize)> = Vec::new();
    // the heads of the current list: (start, end, holds a found name)
    let mut items: Vec<(usize, usize, bool)> = Vec::new();
    let flush = |items: &mut Vec<(usize, usize, bool)>, add: &mut Vec<(usize, usize)>| {
        let n = items.iter().filter(|i| i.2).count();
        if items.len() >= 2 && n >= 1 && n * 2 >= items.len() {
            for &(a, e, _) in items.iter().filter(|i| !i.2) {
                if name_shaped(&s[a..e], l).is_some() {
                    add.push((a, e));
                }
            }
        }
        items.clear();
    };
    let mut at = 0;
    for line in s.split_inclusive('\n') {
        let start = at;
        at += line.len();
        let body = line.trim_end();
        let Some(rest) = ["- ", "* ", "• "]
            .iter()
            .find_map(|m| body.trim_start().strip_prefix(m))
        else {
            if !body.trim().is_empty() {
                flush(&mut items, &mut add);
            }
            continue;
        };
        let rest = rest.trim_start();
        let a = start + (body.len() - rest.len());
        let head = rest
            .find([',', '(', '—', '–', ';'])
            .map_or(rest, |k| &rest[..k]);
        let head = head.find(" - ").map_or(head, |k| &head[..k]).trim_end();
        if !head.is_empty() && head.len() <= 80 {
            let e = a + head.len();
            items.push((a, e, named(a, e)));
        } else {
            flush(&mut items, &mut add);
        }
    }
    flush(&mut items, &mut add);
    if add.is_empty() {
        return;
    }
    let taken = Taken::of(found);
    add.retain(|&(a, e)| taken.free(a, e));
    for (start, end) in add {
        found.push(Candidate {
            entity: Entity::Person,
            start,
            end,
            score: 0.7,
            detector: "person.list",
            reasons: vec![Reason::Structure {
                what: "liste de noms",
            }],
        });
    }
}

/// A label alone in its cell names who the next cell of its row holds: `Emprunteur;X Y;`,
/// `رئيس المجلس|X Y|ممثل النقابة|Z W`, `Responsable de nuit / المسؤول الليلي|X Y` (a label of
/// [`LABELS`], without its colon or gender mark, in one language or in each of two). Any row,
/// the header's too: a form of two columns is as often fields as a header and its rows.
fn labelled_cells(text: &Text<'_>, add: &mut Vec<(usize, usize, &'static str, &'static str)>) {
    let s = text.as_str();
    let blocks = &text.doc.blocks;
    let l = lists();
    let span = |i: usize| -> Option<(u32, u32, u32, usize, usize)> {
        let b = blocks.get(i)?;
        let Origin::TableCell { table, row, col } = b.origin else {
            return None;
        };
        let (a, e) = (text.norm.norm_of(b.start), text.norm.norm_of(b.end));
        let t = s.get(a..e)?;
        let start = a + (t.len() - t.trim_start().len());
        let end = e - (t.len() - t.trim_end().len());
        (start < end).then_some((table, row, col, start, end))
    };
    for i in 0..blocks.len().saturating_sub(1) {
        let Some((table, row, col, a, e)) = span(i) else {
            continue;
        };
        if e - a > 60 || text.in_header_cell(a) || !is_label_cell(&s[a..e]) {
            continue;
        }
        let Some((t2, r2, c2, a2, e2)) = span(i + 1) else {
            continue;
        };
        // (not a header's next label: `Nom,الاسم`, `Candidat;Moniteur`)
        let next = &s[a2..e2];
        if (t2, r2, c2) == (table, row, col + 1)
            && name_shaped(next, l).is_some()
            && !is_label_cell(next)
            && !next
                .split(" / ")
                .any(|p| is_name_column(&p.trim().to_lowercase()))
        {
            add.push((a2, e2, "person.label_cell", "nom après son libellé"));
        }
    }
}

/// A cell holding only a label of [`LABELS`] (`Emprunteur`, `Conseiller(e) :`, `Nom / الاسم`).
fn is_label_cell(t: &str) -> bool {
    let t = t.trim().trim_end_matches([':', ' ']);
    let t = t.strip_suffix("(e)").unwrap_or(t);
    t.split(" / ").any(|p| {
        let p = p.trim();
        is_label(p)
            && !matches!(
                p.to_lowercase().as_str(),
                "de" | "à" | "to" | "from" | "من" | "إلى"
            )
    })
}

/// The words of a firm's name: its legal form, a group (a cell holding one is no person).
const LEGAL_FORMS: &[&str] = &[
    "sa",
    "sarl",
    "suarl",
    "sas",
    "sasu",
    "snc",
    "bv",
    "nv",
    "gmbh",
    "ag",
    "ltd",
    "llc",
    "inc",
    "plc",
    "spa",
    "srl",
    "sl",
    "co",
    "corp",
    "holding",
    "group",
    "groupe",
    "société",
    "company",
    "sicav",
    "fund",
    "fonds",
    "bank",
    "banque",
    "شركة",
    "مجمع",
    "بنك",
];

/// The script of a cell written like a name: one to four words of letters of one script (an
/// initial's dot, a hyphen or an apostrophe inside), no digit, three letters at least, no word
/// a common word or a title (particles allowed); a single Latin word is capitalised.
fn name_shaped(t: &str, l: &Lists) -> Option<Script> {
    // (`MESZIOUI/FALOUF`: a booking's family and given names, set apart by a slash)
    let words: Vec<&str> = t
        .split([' ', '\t', '/'])
        .filter(|w| !w.is_empty())
        .collect();
    if words.is_empty() || words.len() > 4 {
        return None;
    }
    // a place's or an institution's name (`معهد بورقيبة`, `École Ibn Khaldoun`) in a column of
    // names
    // (with or without the Arabic article: `المعهد`)
    let first = words[0].to_lowercase();
    if place_word(&first) || first.strip_prefix("ال").is_some_and(place_word) {
        return None;
    }
    let mut script = None;
    let mut letters = 0;
    for w in &words {
        for ch in w.chars() {
            let s = if is_arabic_letter(ch) {
                Script::Arabic
            } else if ch.is_alphabetic() {
                Script::Latin
            } else if matches!(ch, '.' | '-' | '\'') {
                continue;
            } else {
                return None;
            };
            if *script.get_or_insert(s) != s {
                return None;
            }
            letters += 1;
        }
        let key = w.trim_end_matches('.').to_lowercase();
        // a shareholders' or a suppliers' column mixes people and firms
        if LEGAL_FORMS.contains(&key.as_str()) {
            return None;
        }
        let c = l.class_of(&key);
        if c & class::PARTICLE == 0
            && c & (class::STOP_LATIN | class::STOP_ARABIC | class::TITLE) != 0
        {
            return None;
        }
    }
    let script = script?;
    let single_lower = words.len() == 1
        && script == Script::Latin
        && !words[0].starts_with(|c: char| c.is_uppercase());
    (letters >= 3 && !single_lower).then_some(script)
}
