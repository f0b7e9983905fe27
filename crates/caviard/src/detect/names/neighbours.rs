//! A found name's neighbours: the rest of a name in capitals after it (`Je suis KAZJANE` +
//! `JFOUSI`), and a second person joined to it by a conjunction (`X Y وZ W`, `X Y et Z W`).
//! Heirs, witnesses and notaries come in such pairs; the second one rarely has a cue of its own.

use super::lists::{class, lists};
use super::slots::arabic_family_shaped;
use super::tokens::is_arabic_letter;
use crate::detect::{Candidate, Entity, Reason, Taken, Text};

/// The score of a person found beside another: as a cue phrase's.
const SCORE: f32 = 0.7;

/// Whether `w` is a word of a name: letters of one script, two at least, in no stop list nor
/// title list (Latin: capitalised).
fn name_word(w: &str) -> bool {
    let l = lists();
    let Some(c) = w.chars().next() else {
        return false;
    };
    if w.chars().count() < 2 {
        return false;
    }
    if is_arabic_letter(c) {
        w.chars().all(is_arabic_letter) && l.class_of(w) & (class::STOP_ARABIC | class::TITLE) == 0
    } else {
        c.is_uppercase()
            && w.chars().all(char::is_alphabetic)
            && l.class_of(&w.to_lowercase()) & (class::STOP_LATIN | class::TITLE) == 0
    }
}

/// The words of `s` from `at`, each with its start, up to a line break.
fn words_from(s: &str, at: usize) -> impl Iterator<Item = (usize, &str)> {
    // three words are read at most: a window of 200 bytes, not the rest of a long line
    let to = s.ceil_char_boundary((at + 200).min(s.len()));
    let line = match s[at..to].find('\n') {
        Some(k) => &s[at..at + k],
        None if to == s.len() => &s[at..],
        // cut inside the line: its last word may be cut too, and is left out
        None => &s[at..at + s[at..to].rfind(' ').unwrap_or(0)],
    };
    line.split(' ').scan(at, |pos, w| {
        let start = *pos;
        *pos += w.len() + 1;
        Some((start, w))
    })
}

/// Add the neighbours of every PERSON of `found` (see the module's documentation), where the
/// text is free.
pub(crate) fn add_neighbours(text: &Text<'_>, found: &mut Vec<Candidate>) {
    let s = text.as_str();
    let taken = Taken::of(found);
    // spans added here, kept apart from `taken` (built once)
    let mut added: Vec<(usize, usize)> = Vec::new();
    let free = |added: &[(usize, usize)], x: usize, y: usize| {
        taken.free(x, y) && added.iter().all(|&(p, q)| q <= x || p >= y)
    };
    let mut new = Vec::new();
    for f in found.iter_mut() {
        let (a, b) = (f.start, f.end);
        if f.entity != Entity::Person || !s[b..].starts_with(' ') {
            continue;
        }
        let mut next = words_from(s, b + 1);
        let Some((w1_at, w1)) = next.next() else {
            continue;
        };
        let last = s[a..b].rsplit(' ').next().unwrap_or("");
        let latin = !last.chars().next().is_some_and(is_arabic_letter);
        // the rest of a name in capitals: `KAZJANE` + `JFOUSI`, `MATZOUJ` + `EL ZADJAOUI`
        let upper = |w: &str| w.chars().count() >= 3 && w.chars().all(char::is_uppercase);
        // (a name of three words at most, the rest one word: a run of capitals grows no more)
        if latin && upper(last) && s[a..b].split(' ').count() <= 3 {
            let rest = if matches!(w1, "EL" | "BEN" | "BOU" | "BEL") {
                next.next()
            } else {
                Some((w1_at, w1))
            };
            if let Some((at, w)) = rest {
                let w = w.trim_end_matches([',', '.', ';', ':']);
                if upper(w) && name_word(w) && free(&added, b, at + w.len()) {
                    added.push((b, at + w.len()));
                    f.end = at + w.len();
                    continue;
                }
            }
        }
        // a second person after a conjunction: `وZ W` glued, `et Z W`, `and Z W`, `& Z W`
        let (z_at, z) = match w1 {
            "et" | "and" | "&" if latin => match next.next() {
                Some(x) => x,
                None => continue,
            },
            w if !latin && w.starts_with('و') && !stop_word_as_written(w) => {
                (w1_at + 'و'.len_utf8(), &w['و'.len_utf8()..])
            }
            _ => continue,
        };
        let Some((mut w_at, mut w)) = next.next() else {
            continue;
        };
        // Arabic: the second word is a family name (a nisba, a word of the list) or a
        // filiation (`وZ بن W`); `وبمساعدة كاتب` is no name
        if !latin {
            if matches!(w, "بن" | "بنت") {
                let Some(x) = next.next() else { continue };
                (w_at, w) = x;
            }
            let w = w.trim_end_matches(['،', '؛', ',', '.']);
            let family = lists().class_of(w) & class::LAST_ARABIC != 0
                || arabic_family_shaped(w)
                || w.starts_with("ال") && w.ends_with('ي');
            if !family {
                continue;
            }
        }
        let w = w.trim_end_matches([',', '.', ';', ':', '،', '؛']);
        let end = w_at + w.len();
        if z.chars().count() >= 3 && name_word(z) && name_word(w) && free(&added, z_at, end) {
            added.push((z_at, end));
            new.push(coordinated(z_at, end));
        }
    }
    found.extend(new);
}

/// Whether a word starting with و is itself a word of the stop lists as written (`وكيل`,
/// `والدته`): then the و is no conjunction.
fn stop_word_as_written(w: &str) -> bool {
    lists().class_of(w) & (class::STOP_ARABIC | class::TITLE) != 0
}

/// A second person joined to a found one by a conjunction.
fn coordinated(start: usize, end: usize) -> Candidate {
    Candidate {
        entity: Entity::Person,
        start,
        end,
        score: SCORE,
        detector: "person.neighbour",
        reasons: vec![Reason::Structure {
            what: "nom coordonné",
        }],
    }
}
