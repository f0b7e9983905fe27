//! The PDF report, in French: the register's head hash and integrity, then each record with its
//! legal fields, counts per type, chunks, the checks run and their outcomes, and its events
//! (requests sent, re-identifications, incidents).
//!
//! Pure Rust: text is split into bidi runs by `unicode-bidi` (UAX #9, per line), each run is
//! shaped by `rustybuzz` (HarfBuzz's algorithm: Arabic joining forms, lam-alef ligatures,
//! mirrored brackets in right-to-left runs), and the glyphs are written by `pdf-writer` with the
//! DejaVu Sans font embedded whole (`data/fonts`, Bitstream Vera licence) as a CID font
//! (Identity-H), with a ToUnicode map so the text can be searched and copied.
//! Limits: vertical mark offsets (Arabic vowel signs) are not applied; one font, so scripts
//! DejaVu Sans lacks would show as missing glyphs.

use std::collections::BTreeMap;
use std::io::Write;

use pdf_writer::types::{CidFontType, FontFlags, SystemInfo};
use pdf_writer::{Content, Filter as PdfFilter, Finish, Name, Pdf, Rect, Ref, Str};
use rustybuzz::{Direction, Face, UnicodeBuffer};
use unicode_bidi::{Level, ParagraphBidiInfo};

use super::event::Event;
use super::fields::{checks_text, chunks_text, counts_text, event_text, sensitive_text};
use super::query::{Filter, Stored, VerifyReport};
use crate::error::Result;

static FONT: &[u8] = include_bytes!("../../data/fonts/DejaVuSans.ttf");

const PAGE_W: f32 = 595.0;
const PAGE_H: f32 = 842.0;
const MARGIN: f32 = 50.0;
const BODY: f32 = 9.0;

fn face() -> Face<'static> {
    Face::from_slice(FONT, 0).expect("the embedded font parses")
}

/// A glyph ready to draw, left to right.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Glyph {
    pub gid: u16,
    /// Advance and horizontal offset, in font units.
    pub advance: i32,
    pub x_offset: i32,
    /// The text this glyph stands for (empty for the 2nd+ glyph of a cluster).
    pub text: String,
}

/// Shape one run of a single direction. The glyphs come back in visual order.
pub(crate) fn shape_run(face: &Face<'_>, text: &str, rtl: bool) -> Vec<Glyph> {
    let mut buf = UnicodeBuffer::new();
    buf.push_str(text);
    buf.guess_segment_properties();
    buf.set_direction(if rtl {
        Direction::RightToLeft
    } else {
        Direction::LeftToRight
    });
    let out = rustybuzz::shape(face, &[], buf);
    let mut bounds: Vec<usize> = out
        .glyph_infos()
        .iter()
        .map(|i| i.cluster as usize)
        .collect();
    bounds.push(text.len());
    bounds.sort_unstable();
    bounds.dedup();
    let mut seen = std::collections::BTreeSet::new();
    out.glyph_infos()
        .iter()
        .zip(out.glyph_positions())
        .map(|(i, p)| {
            let c = i.cluster as usize;
            let end = bounds[bounds.partition_point(|b| *b <= c)..]
                .first()
                .copied()
                .unwrap_or(text.len());
            Glyph {
                gid: i.glyph_id as u16,
                advance: p.x_advance,
                x_offset: p.x_offset,
                text: if seen.insert(c) {
                    text[c..end].to_string()
                } else {
                    String::new()
                },
            }
        })
        .collect()
}

/// Lay out a paragraph: wrap it to `width` points at `size`, then reorder and shape each line.
pub(crate) fn layout(face: &Face<'_>, text: &str, size: f32, width: f32) -> Vec<Vec<Glyph>> {
    let scale = size / face.units_per_em() as f32;
    let measure = |s: &str| -> f32 {
        shape_run(face, s, false)
            .iter()
            .map(|g| g.advance as f32)
            .sum::<f32>()
            * scale
    };
    // greedy wrap at spaces, on the logical text
    let space = measure(" ");
    let mut lines: Vec<std::ops::Range<usize>> = Vec::new();
    let mut start = 0;
    let mut end = 0;
    let mut w = 0.0;
    for (i, word) in text.split(' ').scan(0usize, |pos, w| {
        let s = *pos;
        *pos += w.len() + 1;
        Some((s, w))
    }) {
        let ww = measure(word);
        if end > start && w + space + ww > width {
            lines.push(start..end);
            start = i;
            w = ww;
        } else {
            w += if end > start { space + ww } else { ww };
        }
        end = i + word.len();
    }
    lines.push(start..end.max(start));
    let bidi = ParagraphBidiInfo::new(text, Some(Level::ltr()));
    lines
        .into_iter()
        .map(|line| {
            if line.is_empty() {
                return Vec::new();
            }
            let (levels, runs) = bidi.visual_runs(line);
            let mut glyphs = Vec::new();
            for run in runs {
                let rtl = levels[run.start].is_rtl();
                glyphs.extend(shape_run(face, &text[run], rtl));
            }
            glyphs
        })
        .collect()
}

/// One line placed on a page.
struct Placed {
    x: f32,
    y: f32,
    size: f32,
    glyphs: Vec<Glyph>,
}

struct Pages {
    face: Face<'static>,
    pages: Vec<Vec<Placed>>,
    y: f32,
}

impl Pages {
    fn new() -> Pages {
        Pages {
            face: face(),
            pages: vec![Vec::new()],
            y: PAGE_H - MARGIN,
        }
    }

    fn para(&mut self, text: &str, size: f32, indent: f32) {
        let lead = size * 1.4;
        for glyphs in layout(&self.face, text, size, PAGE_W - 2.0 * MARGIN - indent) {
            if self.y - lead < MARGIN + 20.0 {
                self.pages.push(Vec::new());
                self.y = PAGE_H - MARGIN;
            }
            self.y -= lead;
            let y = self.y;
            self.pages.last_mut().expect("one page").push(Placed {
                x: MARGIN + indent,
                y,
                size,
                glyphs,
            });
        }
    }

    fn gap(&mut self, h: f32) {
        self.y -= h;
    }
}

/// "déclaration" -> "Déclaration".
fn upper_first(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

fn record_lines(s: &Stored, events: &[Event]) -> Vec<String> {
    let r = &s.record;
    let d = &r.destination;
    let mut v = vec![format!(
        "Opérateur : {} ({})",
        r.operator.name, r.operator.role
    )];
    if let Some(a) = &r.approver {
        v.push(format!("Approbateur : {} ({})", a.name, a.role));
    }
    v.push(format!(
        "Document : {} — {}{}, {} caractères, {} octets",
        r.document.file_name,
        r.document.format,
        r.document
            .pages
            .map(|p| format!(", {p} page(s)"))
            .unwrap_or_default(),
        r.document.chars,
        r.document.bytes
    ));
    v.push(format!("SHA-256 du document : {}", r.document.sha256));
    v.push(format!(
        "Destinataire : {}, modèle {}, {} — pays de traitement {}{}",
        d.provider,
        d.model,
        d.endpoint,
        d.country,
        if d.abroad {
            " (à l'étranger)"
        } else {
            " (Tunisie)"
        }
    ));
    v.push(match &d.transfer_authorization {
        Some(a) => format!(
            "Autorisation de transfert INPDP (art. 52) : n° {} du {}{} — {}",
            a.number,
            a.date,
            a.expiry
                .map(|e| format!(", expire le {e}"))
                .unwrap_or_default(),
            d.authorization_status.label_fr()
        ),
        None => format!(
            "Autorisation de transfert INPDP (art. 52) : aucune — {}",
            d.authorization_status.label_fr()
        ),
    });
    v.push(format!("Finalité (art. 10) : {}", r.legal.purpose));
    v.push(format!(
        "Base légale : {}{}",
        r.legal.legal_basis.kind.label_fr(),
        r.legal
            .legal_basis
            .reference
            .as_deref()
            .map(|x| format!(" — {x}"))
            .unwrap_or_default()
    ));
    v.push(format!(
        "Personnes concernées : {}",
        r.legal
            .data_subjects
            .iter()
            .map(|c| c.label_fr())
            .collect::<Vec<_>>()
            .join(", ")
    ));
    v.push(format!(
        "Catégories art. 13/14 restant dans le texte envoyé : {}",
        sensitive_text(r)
    ));
    // the fields of law 2004-63 (schema 3), those the record holds
    for (h, c) in super::fields::law_headers()
        .into_iter()
        .zip(super::fields::law_cells(&super::fields::LawFields::of(r)))
    {
        if !c.is_empty() {
            v.push(format!("{} : {c}", upper_first(&h)));
        }
    }
    v.push(format!(
        "Données personnelles : {} trouvée(s), {} masquée(s) ; par type (avant/après) : {}",
        r.findings.len(),
        r.masked_count(),
        if r.counts.is_empty() {
            "aucune".to_string()
        } else {
            counts_text(r)
        }
    ));
    v.push(format!(
        "Texte envoyé : {} caractères, {}{}",
        r.payload.chars,
        match (r.payload.tokens, r.payload.tokenizer) {
            (Some(n), Some(e)) => format!("{n} jetons ({})", e.as_str()),
            _ => format!(
                "environ {} jetons (caractères / 4)",
                r.payload.estimated_tokens
            ),
        },
        match &s.purged_at {
            Some(p) => format!(", texte purgé le {p}"),
            None => String::new(),
        }
    ));
    v.push(format!("SHA-256 du texte envoyé : {}", r.payload.sha256));
    v.push(format!("Découpage : {}", chunks_text(&r.chunks)));
    v.push(format!(
        "Contrôles avant enregistrement : {}",
        checks_text(r.checks.as_ref())
    ));
    if events.is_empty() {
        v.push("Événements : aucun (ni envoi, ni restitution, ni incident)".into());
    } else {
        v.push(format!("Événements ({}) :", events.len()));
        v.extend(events.iter().map(|e| format!("• {}", event_text(e))));
    }
    v.push(format!(
        "Versions : Caviard {}, détecteurs {}",
        r.caviard_version, r.detector_set_version
    ));
    v.push(format!("Empreinte : {}", s.hash));
    v.push(format!("Empreinte précédente : {}", r.prev_hash));
    v
}

pub(crate) fn write_pdf(
    records: &[Stored],
    events: &BTreeMap<u64, Vec<Event>>,
    filter: &Filter,
    report: &VerifyReport,
    mut out: impl Write,
) -> Result<u64> {
    let mut pages = Pages::new();
    pages.para("Registre d'audit Caviard — rapport", 16.0, 0.0);
    pages.gap(6.0);
    pages.para(
        &format!(
            "Intégrité : chaîne vérifiée, {} enregistrement(s) intègre(s).",
            report.records
        ),
        BODY,
        0.0,
    );
    pages.para(
        &format!("Empreinte de tête du registre : {}", report.head),
        BODY,
        0.0,
    );
    let mut crit = Vec::new();
    if let Some(i) = filter.id {
        crit.push(format!("enregistrement n° {i}"));
    }
    if let Some(f) = &filter.from {
        crit.push(format!("à partir du {}", f.format("%Y-%m-%d %H:%M UTC")));
    }
    if let Some(t) = &filter.to {
        crit.push(format!("avant le {}", t.format("%Y-%m-%d %H:%M UTC")));
    }
    if let Some(d) = &filter.destination {
        crit.push(format!("destinataire {d}"));
    }
    if let Some(o) = &filter.operator {
        crit.push(format!("opérateur {o}"));
    }
    pages.para(
        &format!(
            "Sélection : {}",
            if crit.is_empty() {
                "tous les enregistrements".to_string()
            } else {
                crit.join(", ")
            }
        ),
        BODY,
        0.0,
    );
    let mut n = 0;
    for s in records {
        n += 1;
        pages.gap(8.0);
        pages.para(
            &format!(
                "Enregistrement n° {} — {}",
                s.id,
                s.record.at.format("%Y-%m-%d %H:%M:%S UTC")
            ),
            11.0,
            0.0,
        );
        let ev = events.get(&s.id).map_or(&[][..], Vec::as_slice);
        for l in record_lines(s, ev) {
            pages.para(&l, BODY, 10.0);
        }
    }
    pages.gap(8.0);
    pages.para(
        &format!("{n} enregistrement(s) dans ce rapport."),
        BODY,
        0.0,
    );
    out.write_all(&render(&pages))?;
    out.flush()?;
    Ok(n)
}

fn render(pages: &Pages) -> Vec<u8> {
    let face = &pages.face;
    let upem = face.units_per_em() as f32;
    let k = 1000.0 / upem;
    let mut pdf = Pdf::new();
    let catalog = Ref::new(1);
    let tree = Ref::new(2);
    let type0 = Ref::new(3);
    let cid = Ref::new(4);
    let descriptor = Ref::new(5);
    let file = Ref::new(6);
    let cmap = Ref::new(7);
    let first_page = 8;
    let font_name = Name(b"F1");
    let total = pages.pages.len();
    let page_refs: Vec<Ref> = (0..total)
        .map(|i| Ref::new(first_page + 2 * i as i32))
        .collect();
    pdf.catalog(catalog).pages(tree);
    pdf.pages(tree)
        .kids(page_refs.iter().copied())
        .count(total as i32);

    let mut used: BTreeMap<u16, String> = BTreeMap::new();
    for (i, lines) in pages.pages.iter().enumerate() {
        let mut c = Content::new();
        let footer = Placed {
            x: MARGIN,
            y: MARGIN - 10.0,
            size: 7.5,
            glyphs: layout(
                face,
                &format!("Caviard — registre d'audit — page {} / {total}", i + 1),
                7.5,
                PAGE_W,
            )
            .into_iter()
            .next()
            .unwrap_or_default(),
        };
        for l in lines.iter().chain(std::iter::once(&footer)) {
            c.begin_text();
            c.set_font(font_name, l.size);
            c.set_text_matrix([1.0, 0.0, 0.0, 1.0, l.x, l.y]);
            {
                let mut tj = c.show_positioned();
                let mut items = tj.items();
                for g in &l.glyphs {
                    let natural = f32::from(
                        face.glyph_hor_advance(rustybuzz::ttf_parser::GlyphId(g.gid))
                            .unwrap_or(0),
                    ) * k;
                    if g.x_offset != 0 {
                        items.adjust(-(g.x_offset as f32) * k);
                    }
                    items.show(Str(&g.gid.to_be_bytes()));
                    let wanted = g.advance as f32 * k;
                    let fix = natural - wanted + g.x_offset as f32 * k;
                    if fix.abs() > 0.01 {
                        items.adjust(fix);
                    }
                    if !g.text.is_empty() {
                        used.entry(g.gid).or_insert_with(|| g.text.clone());
                    } else {
                        used.entry(g.gid).or_default();
                    }
                }
            }
            c.end_text();
        }
        let data = miniz_oxide::deflate::compress_to_vec_zlib(&c.finish(), 6);
        let content_ref = Ref::new(first_page + 2 * i as i32 + 1);
        let mut page = pdf.page(page_refs[i]);
        page.media_box(Rect::new(0.0, 0.0, PAGE_W, PAGE_H))
            .parent(tree)
            .contents(content_ref);
        page.resources().fonts().pair(font_name, type0);
        page.finish();
        pdf.stream(content_ref, &data)
            .filter(PdfFilter::FlateDecode);
    }

    let base = Name(b"DejaVuSans");
    let info = SystemInfo {
        registry: Str(b"Adobe"),
        ordering: Str(b"Identity"),
        supplement: 0,
    };
    pdf.type0_font(type0)
        .base_font(base)
        .encoding_predefined(Name(b"Identity-H"))
        .descendant_font(cid)
        .to_unicode(cmap);
    {
        let mut f = pdf.cid_font(cid);
        f.subtype(CidFontType::Type2)
            .base_font(base)
            .system_info(info)
            .font_descriptor(descriptor)
            .default_width(0.0)
            .cid_to_gid_map_predefined(Name(b"Identity"));
        let mut w = f.widths();
        for gid in used.keys() {
            let adv = face
                .glyph_hor_advance(rustybuzz::ttf_parser::GlyphId(*gid))
                .unwrap_or(0);
            w.consecutive(*gid, [f32::from(adv) * k]);
        }
    }
    let bb = face.global_bounding_box();
    pdf.font_descriptor(descriptor)
        .name(base)
        .flags(FontFlags::SYMBOLIC)
        .bbox(Rect::new(
            f32::from(bb.x_min) * k,
            f32::from(bb.y_min) * k,
            f32::from(bb.x_max) * k,
            f32::from(bb.y_max) * k,
        ))
        .italic_angle(0.0)
        .ascent(f32::from(face.ascender()) * k)
        .descent(f32::from(face.descender()) * k)
        .cap_height(f32::from(face.capital_height().unwrap_or(face.ascender())) * k)
        .stem_v(80.0)
        .font_file2(file);
    let font = miniz_oxide::deflate::compress_to_vec_zlib(FONT, 6);
    pdf.stream(file, &font)
        .filter(PdfFilter::FlateDecode)
        .pair(Name(b"Length1"), FONT.len() as i32);
    let mut map = pdf_writer::types::UnicodeCmap::new(Name(b"Custom"), info);
    for (gid, text) in &used {
        if !text.is_empty() {
            map.pair_with_multiple(*gid, text.chars());
        }
    }
    pdf.cmap(cmap, &map.finish());
    pdf.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arabic_is_shaped_and_right_to_left() {
        let f = face();
        let word = "سامي";
        let joined = shape_run(&f, word, true);
        assert_eq!(joined.len(), 4);
        // visual order: the last letter (ي) is drawn first, the first letter (س) last
        assert_eq!(joined[0].text, "ي");
        assert_eq!(joined[3].text, "س");
        // contextual forms: each letter's glyph differs from its isolated form, except final ي
        // which is a final form too; compare with the letters shaped alone
        let alone: Vec<u16> = word
            .chars()
            .map(|c| shape_run(&f, &c.to_string(), true)[0].gid)
            .collect();
        let drawn: Vec<u16> = joined.iter().rev().map(|g| g.gid).collect();
        assert_ne!(drawn[0], alone[0], "initial seen");
        assert_ne!(drawn[3], alone[3], "final yeh");
        // lam-alef ligature: two letters, one glyph
        assert_eq!(shape_run(&f, "لا", true).len(), 1);
    }

    #[test]
    fn mixed_line_is_reordered() {
        let f = face();
        let lines = layout(&f, "Approbateur : نور الهدى (DPO)", 9.0, 500.0);
        assert_eq!(lines.len(), 1);
        let text: String = lines[0].iter().map(|g| g.text.as_str()).collect();
        // Latin stays left to right, the Arabic run is drawn right to left (reversed words)
        assert!(text.starts_with("Approbateur : "), "{text}");
        let arabic: String = text
            .chars()
            .filter(|c| ('\u{0600}'..='\u{06FF}').contains(c) || *c == ' ')
            .collect();
        assert!(arabic.contains("ىدهلا رون"), "{arabic}");
        assert!(text.ends_with("(DPO)"), "{text}");
    }

    #[test]
    fn long_text_wraps() {
        let f = face();
        let text = "mot ".repeat(200);
        let lines = layout(&f, text.trim_end(), 9.0, 200.0);
        assert!(lines.len() > 5);
    }
}
