//! PERSON: names in Latin and Arabic script. No list can hold every name, so a name is found by
//! combining signals: a title before it (M., Mme, Dr, السيد, السيدة...), a label (`Nom :`,
//! `الاسم :`, `From:`), a table column (`nom`, `name`), a signature line after a closing formula,
//! the `NOM Prénom` shape, and the generic first/last-name lists in `data/names/`. Filiation
//! chains (`ben`, `bent`, `بن`, `بنت`) are part of the name. Once a person is found, every other
//! mention of any part of the name is found too ([`add_mentions`]).

mod cues;
mod lists;
mod mentions;
mod neighbours;
mod slots;
mod table;
mod tokens;
mod unannounced;

use super::{Candidate, Detector, Reason, Text};
use cues::{
    bracketed_names, chat_speakers, children, columns, cued, filiation, greetings, headings,
    initial_names, initials, label_at, name_field, pharmacies, signatures, speaking, undersigned,
};
use lists::{class, lists, FIRM_AFTER, FIRM_WORDS};
use tokens::{
    arabic_title, char_after, extend_name, push, reference_prefix, strip_proclitic, tokenize_lean,
    Script,
};
use unannounced::{may_start_run, unannounced, unknown_arabic, unknown_words};

pub(super) use cues::add_row_names;
pub(super) use mentions::add_mentions;
pub(super) use neighbours::add_neighbours;
pub(super) use table::{add_list_names, add_table_names};
pub(super) use tokens::is_arabic_letter;

/// The PERSON detector.
pub(super) struct Names;

impl Detector for Names {
    fn id(&self) -> &'static str {
        "person"
    }
    fn detect(&self, text: &Text<'_>, out: &mut Vec<Candidate>) {
        let s = text.as_str();
        // the lower-case keys of a piece's words, reused from piece to piece
        let mut arena = String::new();
        for (from, to) in pieces(s) {
            arena.clear();
            let first = out.len();
            detect_piece(text, from, to, &mut arena, out);
            // a name proposed by several passes is kept once per piece: the list stays small
            super::drop_shadowed(text, out, first);
        }
    }
}

/// Names never cross a line break, so the text is processed in pieces of whole lines: the word
/// list stays small however large the document is.
fn pieces(s: &str) -> impl Iterator<Item = (usize, usize)> + '_ {
    const PIECE: usize = 256 * 1024;
    let mut from = 0;
    std::iter::from_fn(move || {
        if from >= s.len() {
            return None;
        }
        let mut to = (from + PIECE).min(s.len());
        if to < s.len() {
            // end after a line break: the last one in the window, else the next one
            // (by bytes: `to` itself may fall inside a character, a line break never does)
            to = match memchr::memrchr(b'\n', &s.as_bytes()[from..to]) {
                Some(k) => from + k + 1,
                None => memchr::memchr(b'\n', &s.as_bytes()[to..]).map_or(s.len(), |k| to + k + 1),
            };
        }
        let piece = (from, to);
        from = to;
        Some(piece)
    })
}

/// How many words in capitals a name may have before a known first name (NOM Prénom).
const MAX_CAPITALS_BEFORE: usize = 8;

/// A first name's initial then the family name (`K. Boukhrif`, `Z. Madhlousi`) at token `n`,
/// after a title or a label: the index one past the name's last token. `None` when token `n` is
/// no single Latin capital followed by a full stop, a space and a name word.
fn initial_then_name(s: &str, toks: &[tokens::Tok], n: usize, l: &lists::Lists) -> Option<usize> {
    let t = toks.get(n)?;
    let next = toks.get(n + 1)?;
    let initial = t.script == Script::Latin && t.upper && t.key.chars().count() == 1;
    if !(initial && &s[t.end..next.start] == ". " && next.script == Script::Latin) {
        return None;
    }
    let end = extend_name(toks, n + 1, l, 3);
    (end > n + 1).then_some(end)
}

/// French and English words of grammar, never a name in lower case.
const FUNCTION_WORDS: &[&str] = &[
    "le", "la", "les", "un", "une", "des", "du", "de", "en", "pour", "par", "avec", "sans", "sur",
    "sous", "dans", "et", "ou", "au", "aux", "à", "qui", "que", "est", "son", "sa", "ses", "ce",
    "cette", "ces", "il", "elle", "se", "ne", "pas", "plus", "très", "the", "an", "of", "for",
    "and", "to", "in", "on", "at", "with", "by", "from", "is", "was", "his", "her", "not",
    // what fills an empty field: `non renseigné`, `néant`, `not provided`
    "non", "néant", "neant", "inconnu", "inconnue", "none", "unknown", "provided", "given", "voir",
    "idem", "aucun", "aucune", "sans",
];

/// Endings of French and English words that are no name (`renseigné`, `attente`... `-ment`,
/// `-tion`, `-ing`): a lower-case name is not read from them.
fn vocabulary_ending(w: &str) -> bool {
    [
        "é", "ée", "és", "ées", "ment", "tion", "sion", "ing", "ness", "able", "ible",
    ]
    .iter()
    .any(|e| w.ends_with(e))
}

/// After an abbreviated title (`Dr`, `Pr`, `M.`, `Mme`, `Mr`...) at token `i`, a name in lower
/// case ([`lower_name`] from token `first`), in a list of titled people only: another title on
/// the line (`Pr K. Sahssi ; Dr wal hbimiache`). `titled`: the indices of the piece's capitalised
/// titles, in order (only the nearest one on each side is looked at, so that a long line of
/// titles costs its length once). The end of the name, or `first`.
fn lower_name_after_title(
    s: &str,
    toks: &[tokens::Tok],
    i: usize,
    first: usize,
    l: &lists::Lists,
    titled: &[usize],
) -> usize {
    if !matches!(
        &*toks[i].key,
        "dr" | "pr"
            | "m"
            | "mme"
            | "mlle"
            | "mr"
            | "mrs"
            | "ms"
            | "me"
            | "maître"
            | "maitre"
            | "docteur"
            | "doctor"
            | "monsieur"
            | "madame"
            | "mademoiselle"
            | "professeur"
            | "professor"
    ) {
        return first;
    }
    let same_line = |a: usize, b: usize| {
        memchr::memchr(b'\n', &s.as_bytes()[toks[a].end..toks[b].start]).is_none()
    };
    let k = titled.partition_point(|&t| t < i);
    let before = k.checked_sub(1).is_some_and(|k| same_line(titled[k], i));
    let after = titled[k..]
        .iter()
        .find(|&&t| t > i)
        .is_some_and(|&t| same_line(i, t));
    if before || after {
        lower_name(s, toks, first, l)
    } else {
        unknown_lower_name(s, toks, first, l)
    }
}

/// After any label, an Arabic name from token `first`: two or three Arabic words one space
/// apart, none a stop word or a title, the first one (a given name) a word no dictionary knows
/// nor a name particle, then the line's end or a punctuation mark (`الخماس : X حيف،`: the
/// family name may be a word of the language). The end of the name, or `first`.
fn arabic_after_label(s: &str, toks: &[tokens::Tok], first: usize, l: &lists::Lists) -> usize {
    let word = |t: &tokens::Tok| t.script == Script::Arabic && t.name_like(l);
    let head = &toks[first];
    if !word(head)
        || head.is_particle()
        || head.key.chars().nth(2).is_none()
        || crate::detect::dictionary::ordinary_arabic(&head.key)
    {
        return first;
    }
    let mut j = first + 1;
    while j < toks.len() && j - first < 3 && toks[j - 1].tight_next && word(&toks[j]) {
        j += 1;
    }
    if j - first < 2 || toks[j - 1].is_particle() {
        return first;
    }
    let closed = char_after(s, toks[j - 1].end)
        .is_none_or(|c| matches!(c, '،' | ',' | '.' | '؛' | ';' | '(' | '|' | ')' | '-'));
    if closed {
        j
    } else {
        first
    }
}

/// A name in lower case ([`lower_name`]) whose words no dictionary knows, but names of the lists
/// and particles, one of them at least unknown to the dictionary: `sathacha khamaoui` after
/// `Personne de confiance :` or after `Dr` alone, not `en attente`, `rose pâle` nor `cas
/// suspect`. The end of the name, or `first`.
fn unknown_lower_name(s: &str, toks: &[tokens::Tok], first: usize, l: &lists::Lists) -> usize {
    let end = lower_name_in(s, toks, first, l, true);
    if end == first {
        return first;
    }
    // every word a particle, or of three letters or more, a name of the lists or unknown to the
    // dictionary, and no place's or car's word (`menzel bourguiba`, `kia picanto`: in no
    // dictionary); one word at least unknown (each word looked up once)
    let mut any_unknown = false;
    for t in &toks[first..end] {
        if t.is_particle() {
            continue;
        }
        let unknown = !crate::detect::dictionary::ordinary(&t.key);
        any_unknown |= unknown;
        let word = t.key.chars().nth(2).is_some()
            && (unknown || t.is(class::FIRST_LATIN | class::LAST_LATIN))
            && !unannounced::not_names().contains(&*t.key);
        if !word {
            return first;
        }
    }
    if any_unknown {
        end
    } else {
        first
    }
}

/// After a label or a title, an Arabic name of two words may have a third (an unknown family
/// name: `الاسم واللقب : X Y Z`) when it ends the line or a punctuation mark follows it. The end of
/// the name from `first` to `end`, one word further in that case.
fn arabic_third(
    s: &str,
    toks: &[tokens::Tok],
    first: usize,
    end: usize,
    l: &lists::Lists,
) -> usize {
    let two = end == first + 2
        && toks[first..end]
            .iter()
            .all(|t| t.script == Script::Arabic && !t.is_particle());
    let Some(t) = toks.get(end).filter(|t| {
        two && toks[end - 1].tight_next && t.script == Script::Arabic && t.name_like(l)
    }) else {
        return end;
    };
    let closed = char_after(s, t.end)
        .is_none_or(|c| matches!(c, '،' | ',' | '.' | '؛' | ';' | '|' | '(' | '-' | '—'));
    if closed {
        end + 1
    } else {
        end
    }
}

/// A name written in lower case from token `first`: two or three Latin words (a particle
/// inside), none a word of grammar or a common word, then the line's end or a punctuation mark
/// (`dassia hbimine ;`, `laniha el dhajsi`, `rakana katsaoui (fils)`). Its end, or `first`.
fn lower_name(s: &str, toks: &[tokens::Tok], first: usize, l: &lists::Lists) -> usize {
    lower_name_in(s, toks, first, l, false)
}

/// [`lower_name`]; when `words_after` (words no dictionary knows: [`unknown_lower_name`]), the
/// name may also end before a column's gap of two spaces or a tab, or before a word of grammar on
/// its line (`Maître chagkouda harmouzi pour me représenter`, `Dr doufdi hassaoui     Embryologist`).
fn lower_name_in(
    s: &str,
    toks: &[tokens::Tok],
    first: usize,
    l: &lists::Lists,
    words_after: bool,
) -> usize {
    let mut j = first;
    while j < toks.len() && j - first < 3 {
        let w = &toks[j];
        let word = w.script == Script::Latin
            && !w.cap
            && w.key.chars().nth(1).is_some()
            && !FUNCTION_WORDS.contains(&&*w.key)
            && !vocabulary_ending(&w.key)
            && (w.is_particle() || l.class_of(&w.key) & (class::STOP_LATIN | class::TITLE) == 0);
        if !word || j > first && !toks[j - 1].tight_next {
            break;
        }
        j += 1;
    }
    if j - first < 2 || toks[j - 1].is_particle() || toks[first].is_particle() {
        return first;
    }
    // (a dash set off by a space: `hatej kour - Dr X`, not `jean-marc`)
    let end = toks[j - 1].end;
    let closed = char_after(s, end).is_none_or(|c| {
        matches!(c, ',' | ';' | '.' | ')' | '(' | '|')
            || matches!(c, '-' | '–' | '—') && s[end..].starts_with([' ', '\t'])
            // (the end of a bold run of Markdown: `**Dr x y** -`)
            || s[end..].starts_with("**")
    });
    let closed = closed
        || words_after
            && (s[end..].starts_with("  ")
                || s[end..].starts_with('\t')
                || toks.get(j).is_some_and(|n| {
                    !n.cap
                        && FUNCTION_WORDS.contains(&&*n.key)
                        && s[end..n.start].bytes().all(|b| b == b' ')
                }));
    if closed {
        j
    } else {
        first
    }
}

fn detect_piece(
    text: &Text<'_>,
    from: usize,
    to: usize,
    arena: &mut String,
    out: &mut Vec<Candidate>,
) {
    {
        let s = text.as_str();
        let l = lists();
        let piece_first = out.len();
        let toks = tokenize_lean(s, arena, from, to);
        // the capitalised titles' indices, for a lower-case name after a title (rarely needed)
        let titled = std::cell::OnceCell::new();
        // the few tokens the filiation, undersigned and greeting passes start from
        let mut marked: Vec<usize> = Vec::new();
        // the first token at or after `i` that a colon follows (`usize::MAX`: none)
        let mut colon_at = toks
            .iter()
            .position(|t| t.colon_next || t.aligned_next || t.dash_next)
            .unwrap_or(usize::MAX);
        // the tokens that may start a run of words no dictionary knows
        let mut run_starts: Vec<u32> = Vec::new();
        for i in 0..toks.len() {
            let t = &toks[i];
            if t.is(class::FILIATION | class::CUE | class::GREETING) {
                marked.push(i);
            }
            if may_start_run(t) {
                run_starts.push(i as u32);
            }
            // 1. titles
            let is_title = match t.script {
                Script::Latin => {
                    // (a chat writes a title in lower case: `num docteur Chamra El Keghakhi`)
                    (t.cap
                        || matches!(
                            &*t.key,
                            "docteur"
                                | "doctor"
                                | "dr"
                                | "monsieur"
                                | "madame"
                                | "mademoiselle"
                                | "maître"
                                | "maitre"
                                | "professeur"
                                | "professor"
                        ))
                        && t.is(class::TITLE)
                        && (t.key.len() > 1 || s[t.end..].starts_with('.'))
                        && (t.key != "me" || s[t.end..].starts_with(['.', ' ']))
                }
                // (and `د.`, the doctor's abbreviation, before a space: `د.ت` is the dinar's)
                Script::Arabic => {
                    arabic_title(&t.key, t.class) || &*t.key == "د" && s[t.end..].starts_with(". ")
                }
            };
            if is_title {
                // a title's gender mark, a token of its own: `الدكتور(ة) X`, `Infirmier(e) X`
                let marked = toks.get(i + 1).is_some_and(|m| {
                    matches!(&*m.key, "ة" | "e")
                        && &s[t.end..m.start] == "("
                        && s[m.end..].starts_with(')')
                });
                let (first, gap_from) = if marked {
                    (i + 2, toks[i + 1].end + 1)
                } else {
                    (i + 1, t.end)
                };
                let gap_ok = toks.get(first).is_some_and(|n| {
                    let gap = &s[gap_from..n.start];
                    gap.len() <= 3
                        && !gap.contains('\n')
                        && gap.trim_start_matches('.').trim().is_empty()
                });
                // after a role (not an honorific, which may come before a family name with its
                // article: `الأستاذ الزفغي X`), a word with the article is an adjective:
                // `الممرض المناوب` is the nurse on duty
                let article = t.script == Script::Arabic
                    && matches!(
                        strip_proclitic(&t.key),
                        "الممرض" | "الممرضة" | "الطبيب" | "الطبيبة" | "المحامي" | "المحامية"
                    )
                    && toks.get(first).is_some_and(|n| {
                        n.script == Script::Arabic && n.key.starts_with("ال") && !n.first_name()
                    });
                let end = if gap_ok && !article {
                    initial_then_name(s, &toks, first, l)
                        .unwrap_or_else(|| extend_name(&toks, first, l, 4))
                } else {
                    first
                };
                // an abbreviated title before a name in lower case (`Dr wal hbimiache ;`)
                let end = if end == first && gap_ok && t.script == Script::Latin {
                    let titled = titled.get_or_init(|| {
                        (0..toks.len())
                            .filter(|&k| toks[k].cap && toks[k].is(class::TITLE))
                            .collect::<Vec<usize>>()
                    });
                    lower_name_after_title(s, &toks, i, first, l, titled)
                } else {
                    end
                };
                if end > first {
                    push(
                        out,
                        &toks,
                        first,
                        end,
                        0.9,
                        Reason::Title {
                            title: s[t.start..t.end].to_string(),
                        },
                        "person.title",
                    );
                    continue;
                }
                // a title that takes no name may start a label (`الطبيبة المعالجة : X Y`)
            }
            // 2. labels ("Nom :", "From:", "الاسم :"): a label is at most four tokens, the last
            //    one followed by a colon, so only the tokens up to three before such a token
            //    are tried
            if colon_at < i {
                colon_at = toks[i..]
                    .iter()
                    .position(|t| t.colon_next || t.aligned_next || t.dash_next)
                    .map_or(usize::MAX, |k| i + k);
            }
            if let Some(n) = (colon_at <= i + 3).then(|| label_at(s, &toks, i)).flatten() {
                let initial = initial_then_name(s, &toks, n, l);
                let end = initial.unwrap_or_else(|| extend_name(&toks, n, l, 4));
                // a name in lower case after its label (`Le Locataire : laniha el dhajsi`)
                let end = if end == n {
                    lower_name(s, &toks, n, l)
                } else {
                    arabic_third(s, &toks, n, end, l)
                };
                // a table's header row is made of labels, not of a label and its value
                // (`| Nom | Lien | CIN |`)
                // (a firm's name ends with its word: `Operator: El Amana Takaful`)
                let firm_end = end > n + 1 && FIRM_AFTER.contains(&&*toks[end - 1].key);
                if end > n
                    && !firm_end
                    && !text.in_header_cell(toks[n].start)
                    && (end - n >= 2
                        || initial.is_some()
                        || toks[n].first_name()
                        || toks[n].last_name()
                        || toks[n].upper
                        || name_field(&toks, n - 1))
                {
                    push(
                        out,
                        &toks,
                        n,
                        end,
                        0.8,
                        Reason::Context {
                            word: toks[i].key.to_string(),
                        },
                        "person.label",
                    );
                }
            } else if toks.get(i + 1).is_some_and(|n| {
                (n.script == Script::Arabic || !n.cap)
                    // (a colon, maybe after the end of a bold run: `**Appelé** : x y`)
                    && s[t.end..n.start].trim_matches([' ', '\t', '*']) == ":"
            }) && !text.in_header_cell(toks[i + 1].start)
            {
                // any label, then a name in lower case that no dictionary knows: `Joint renter:
                // toudal jalani (ID …)`, `Personne de confiance : sathacha khamaoui (`; or two
                // or three Arabic words, the first one no dictionary knows (`أمين المال : X Y`)
                let end = if toks[i + 1].script == Script::Arabic {
                    arabic_after_label(s, &toks, i + 1, l)
                } else {
                    unknown_lower_name(s, &toks, i + 1, l)
                };
                if end > i + 1 {
                    push(
                        out,
                        &toks,
                        i + 1,
                        end,
                        0.7,
                        Reason::Context {
                            word: toks[i].key.to_string(),
                        },
                        "person.label",
                    );
                }
            }
            // 3. generic lists: a known first name followed by a name word, or preceded by
            //    capitals (NOM Prénom)
            if t.first_name() && t.name_like(l) {
                let mut a = i;
                // at most MAX_CAPITALS_BEFORE words back: a real name has a few, and an unbounded
                // walk made a long run of capitals cost the square of its length
                while a > 0
                    && i - a < MAX_CAPITALS_BEFORE
                    && toks[a - 1].tight_next
                    && toks[a - 1].script == t.script
                    && (toks[a - 1].upper || toks[a - 1].is_particle() && toks[a - 1].cap)
                    && toks[a - 1].name_like_or_particle(l)
                {
                    a -= 1;
                }
                let mut end = extend_name(&toks, i, l, 4);
                if t.script == Script::Arabic {
                    // without a title, an Arabic name goes on only through particles and words
                    // that are themselves names ("علي إنه": "إنه" is not)
                    let mut k = i + 1;
                    while k < end
                        && (toks[k].is_particle()
                            || toks[k - 1].is_particle()
                            || toks[k].last_name()
                            || toks[k].first_name())
                    {
                        k += 1;
                    }
                    end = k;
                }
                // a firm's name: `Agence Nour El Houda`; a place's or an institution's, its
                // word maybe two words before (`École primaire Aboul Kacem Chebbi`)
                let firm = (a == i
                    && i > 0
                    && toks[i - 1].tight_next
                    && toks[i - 1].cap
                    && FIRM_WORDS.contains(&&*toks[i - 1].key))
                    || tokens::place_before(&toks, a)
                    || firm_after(&toks, i, end);
                if (end > i + 1 || a < i) && !firm {
                    push(
                        out,
                        &toks,
                        a,
                        end.max(i + 1),
                        0.8,
                        Reason::Gazetteer {
                            word: s[t.start..t.end].to_string(),
                        },
                        "person.gazetteer",
                    );
                }
            } else if t.script == Script::Latin
                && i > 0
                && toks[i - 1].tight_next
                && toks[i - 1].script == Script::Latin
                && !toks[i - 1].upper
                && t.last_name()
                && toks[i - 1].name_like(l)
            {
                let end = extend_name(&toks, i - 1, l, 4);
                // (nor a place's or a firm's named after a person: `Tahar Haddad High School`)
                if end > i && !tokens::place_before(&toks, i - 1) && !firm_after(&toks, i, end) {
                    push(
                        out,
                        &toks,
                        i - 1,
                        end,
                        0.7,
                        Reason::Gazetteer {
                            word: s[t.start..t.end].to_string(),
                        },
                        "person.gazetteer",
                    );
                }
            }
            // 4. NOM Prénom: capitals then a capitalised word (not a firm's word: `CHU X`); the
            //    family name may start with its particle (`EL KITOUCH Hanout`)
            let capital_name = |n: &tokens::Tok| {
                n.script == Script::Latin
                    && n.upper
                    && n.key.chars().nth(2).is_some()
                    && n.name_like(l)
            };
            let particle_then_name = |k: usize| {
                toks[k].upper
                    && toks[k].is_particle()
                    && toks[k].tight_next
                    && toks.get(k + 1).is_some_and(capital_name)
            };
            if t.script == Script::Latin
                && t.upper
                && (t.key.chars().nth(2).is_some() && t.name_like(l) || particle_then_name(i))
                && !FIRM_WORDS.contains(&&*t.key)
                && (i == 0 || !toks[i - 1].tight_next || !toks[i - 1].upper)
            {
                let mut j = i;
                while j < toks.len()
                    && toks[j].upper
                    && (toks[j].name_like(l) || toks[j].is_particle())
                    && toks[j].tight_next
                {
                    j += 1;
                }
                if j > i
                    && j < toks.len()
                    && toks[j].script == Script::Latin
                    && toks[j].cap
                    && !toks[j].upper
                    && toks[j].name_like(l)
                    // (a given name then a name in capitals after it: the capitals before are
                    // an acronym or a role, `IDE Jokelina KAANE`, read as Prénom NOM below)
                    && !(toks[j].tight_next && toks.get(j + 1).is_some_and(capital_name))
                    // (a word of the dictionary that is no known name ends a firm's name:
                    // `STAR Insurance`, `GAT Assurances`)
                    && (toks[j].first_name()
                        || toks[j].last_name()
                        || !crate::detect::dictionary::ordinary(&toks[j].key))
                {
                    push(
                        out,
                        &toks,
                        i,
                        j + 1,
                        0.65,
                        Reason::Structure {
                            what: "NOM Prénom"
                        },
                        "person.structure",
                    );
                }
            }
            // 5. Prénom NOM: a capitalised word, then a word in capitals of three letters or
            //    more, both name words, on their own: no capitalised word right before or after
            //    them (a firm's name runs longer: "Groupe Alpha BETA Services")
            if t.script == Script::Latin
                && t.cap
                && !t.upper
                && t.tight_next
                && t.key.chars().nth(1).is_some()
                && t.name_like(l)
                // (a word in capitals before it is an acronym or a role: `IDE Jokelina KAANE`)
                && (i == 0 || !toks[i - 1].tight_next || !toks[i - 1].cap || toks[i - 1].upper)
            {
                // (the family name may start with its particle: `Ghiwafa EL HINIJANI`)
                let at = if i + 1 < toks.len() && particle_then_name(i + 1) {
                    i + 2
                } else {
                    i + 1
                };
                let n = toks.get(at).filter(|n| {
                    capital_name(n)
                        && !(n.tight_next && toks.get(at + 1).is_some_and(|m| m.cap))
                        && !reference_prefix(s, n.end)
                });
                // (a word of the dictionary that is no known name is the head of a phrase:
                // `Score AUDIT`, `Dossier CNAM`)
                let given = || {
                    t.first_name() || t.last_name() || !crate::detect::dictionary::ordinary(&t.key)
                };
                if n.is_some() && given() {
                    push(
                        out,
                        &toks,
                        i,
                        at + 1,
                        0.6,
                        Reason::Structure {
                            what: "Prénom NOM"
                        },
                        "person.structure",
                    );
                }
            }
        }
        filiation(&toks, &marked, l, out);
        initials(s, &toks, l, out);
        initial_names(s, &toks, l, out);
        pharmacies(&toks, l, out);
        cued(s, &toks, l, out);
        speaking(s, &toks, l, out);
        chat_speakers(s, from, to, out);
        children(s, from, to, out);
        bracketed_names(s, &toks, l, out);
        undersigned(s, &toks, &marked, l, out);
        greetings(s, &toks, &marked, l, out);
        headings(s, from, to, &toks, l, out);
        signatures(s, from, to, &toks, l, out);
        columns(text, from, to, &toks, l, out);
        unannounced(s, from, to, &toks, l, out);
        slots::shaped_names(text, &toks, l, out);
        slots::shaped_in_prose(text, &toks, l, out);
        unknown_words(text, &toks, &run_starts, piece_first, out);
        unknown_arabic(text, &toks, piece_first, out);
    }
}

/// Whether a word of a firm's or a place's name ([`FIRM_AFTER`], capitalised) follows the
/// name word `toks[i]` within the name read up to `end`, or right after it (`Nour Voyages`,
/// `Tahar Haddad High School`).
fn firm_after(toks: &[tokens::Tok], i: usize, end: usize) -> bool {
    (i + 1..=end).any(|k| {
        toks.get(k)
            .is_some_and(|w| w.cap && toks[k - 1].tight_next && FIRM_AFTER.contains(&&*w.key))
    })
}

#[cfg(test)]
mod tests;
