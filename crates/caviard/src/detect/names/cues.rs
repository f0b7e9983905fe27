//! The cues that announce a name: a label and its colon (`Nom :`, `الاسم :`), a filiation
//! particle, a middle initial, a cue phrase ("représenté par"), the undersigned formula, a
//! greeting, a heading, a closing formula over a signature, a table's name column, and a row of a
//! plain-text table beside an identifier.

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use std::sync::OnceLock;

use super::lists::{
    class, is_name_column, lists, Lists, CLOSINGS, CUE_PHRASES, LABELS, ONE_WORD_CUES,
};
use super::tokens::{
    aligned_after, char_after, extend_name, label_aside, latin1_upper, lines, push, words, Script,
    Tok,
};
use super::unannounced::name_line;
use crate::detect::{Candidate, Entity, Reason, Text};

/// The longest label, in bytes.
const LABEL_MAX: usize = {
    let mut m = 0;
    let mut k = 0;
    while k < LABELS.len() {
        if LABELS[k].len() > m {
            m = LABELS[k].len();
        }
        k += 1;
    }
    m
};

/// The lower case of `span` is one of the [`LABELS`]. A span of ASCII, U+00C0–U+00FF and
/// U+0600–U+06FF characters (whose lower case has the same bytes, each lowered on its own) is
/// lowered on the stack; any other is lowered by `str::to_lowercase`.
pub(super) fn is_label(span: &str) -> bool {
    let b = span.as_bytes();
    // continuation bytes (0x80–0xBF) follow one of these lead bytes
    if !b
        .iter()
        .all(|&x| x < 0xC0 || x == 0xC3 || (0xD8..=0xDB).contains(&x))
    {
        return known_label(span.to_lowercase().replace('\u{2019}', "'").as_bytes());
    }
    if b.len() > LABEL_MAX {
        return signature_label(&span.to_ascii_lowercase());
    }
    let mut buf = [0u8; LABEL_MAX];
    let mut k = 0;
    while k < b.len() {
        if b[k] == 0xC3 {
            let z = b[k + 1];
            buf[k] = 0xC3;
            buf[k + 1] = if latin1_upper(z) { z + 0x20 } else { z };
            k += 2;
        } else {
            buf[k] = b[k].to_ascii_lowercase();
            k += 1;
        }
    }
    known_label(&buf[..b.len()])
}

/// A lower-case span is one of the [`LABELS`], maybe after its elided article ("L'assuré :",
/// "L'emprunteur :"); "le", "la" before a label are running text ("Indiquez le nom : …"),
/// unless both are capitalised at the start of a line ([`label_at`]: "Le Locataire :").
fn known_label(lower: &[u8]) -> bool {
    // one look-up, not a comparison with each of the labels
    static SET: OnceLock<HashSet<&'static [u8]>> = OnceLock::new();
    let set = SET.get_or_init(|| LABELS.iter().map(|l| l.as_bytes()).collect());
    set.contains(lower)
        || lower
            .strip_prefix(b"l'")
            .is_some_and(|rest| !rest.is_empty() && set.contains(rest))
        || agent_label(lower)
        || role_label(lower)
        || std::str::from_utf8(lower).is_ok_and(signature_label)
        // a label of a name column's shape, whatever the role it names (`Nom du locataire`,
        // `اسم الطفلة ولقبها`)
        || std::str::from_utf8(lower).is_ok_and(is_name_column)
}

/// Nouns of a role that a person holds towards the document (Arabic ones with their article,
/// French ones in lower case).
const ROLES: &[&str] = &[
    "الطبيب",
    "الطبيبة",
    "الممرض",
    "الممرضة",
    "المحامي",
    "المحامية",
    "المريض",
    "المريضة",
    "الأستاذ",
    "الأستاذة",
    "المهندس",
    "المهندسة",
    "المستشار",
    "المستشارة",
    "médecin",
    "infirmier",
    "infirmière",
];

/// A role and the one word that qualifies it (`الطبيب المتابع`, `الممرضة المكلفة`, `Médecin
/// référent`, `Infirmière coordinatrice`): an Arabic adjective with its article, or a French
/// one of four letters or more (not `de`, `du`, `des`: `médecin du travail` is the list's).
fn role_label(lower: &[u8]) -> bool {
    let Ok(label) = std::str::from_utf8(lower) else {
        return false;
    };
    let mut words = label.split(' ').filter(|w| !w.is_empty());
    let (Some(role), Some(what), None) = (words.next(), words.next(), words.next()) else {
        return false;
    };
    ROLES.contains(&role)
        && if role.starts_with("ال") {
            what.starts_with("ال")
                && what.chars().count() >= 5
                && what.chars().all(|c| ('\u{0621}'..='\u{064A}').contains(&c))
        } else {
            what.chars().count() >= 4 && what.chars().all(char::is_alphabetic)
        }
}

/// A signature's line, maybe with whose it is in one or two words (`Signature :`, `Signature du
/// responsable HSE :`, `Signature of the employee :`).
fn signature_label(lower: &str) -> bool {
    let mut words = lower.split(' ').filter(|w| !w.is_empty());
    if words.next() != Some("signature") {
        return false;
    }
    let Some(of) = words.next() else {
        return true;
    };
    let rest = words.collect::<Vec<_>>();
    let rest = match (of, rest.first()) {
        ("of", Some(&"the")) | ("de", Some(&"la")) => &rest[1..],
        ("du" | "de" | "des" | "of", _) => &rest[..],
        _ => return false,
    };
    (1..=2).contains(&rest.len())
}

/// Who did something to the document: a participle then `by` or `par`, maybe one word after
/// (`handled by`, `received by`, `saisi par`, `enregistré par`, `checked by procurement`). The
/// participle is told by its ending: English `-ed`, French `-é(e)`, `-i(e)`, `-u(e)`.
fn agent_label(lower: &[u8]) -> bool {
    let mut words = lower.split(|&b| b == b' ').filter(|w| !w.is_empty());
    let (Some(first), Some(by)) = (words.next(), words.next()) else {
        return false;
    };
    let rest = words.count();
    let participle = |w: &[u8]| {
        let w = w.strip_suffix(b"e").unwrap_or(w);
        w.len() >= 4
            && (w.ends_with(b"ed")
                || w.ends_with("é".as_bytes())
                || w.ends_with(b"i")
                || w.ends_with(b"u"))
    };
    rest <= 1 && matches!(by, b"by" | b"par") && participle(first)
}

/// If tokens at `i` form a label followed by ':' (or a title-like "From"), the index of the
/// first token after the colon.
pub(super) fn label_at(s: &str, toks: &[Tok], i: usize) -> Option<usize> {
    // a label is 1-4 tokens ending right before ':'
    for len in [4, 3, 2, 1] {
        let last = i + len - 1;
        let Some(label_tok) = toks.get(last) else {
            continue;
        };
        // cheap checks first: a colon (or the blanks of an aligned form) must follow, before
        // anything is lowered; or the label's translation after a slash, then the colon
        // (`Formateur / المكون :`)
        // a gender mark ends the label (`العامل(ة) :`, `Salarié(e) :`): the label is the words
        // before it, the colon follows its bracket
        let marked = last > i
            && matches!(&*label_tok.key, "ة" | "e")
            && &s[toks[last - 1].end..label_tok.start] == "("
            && s[label_tok.end..]
                .strip_prefix(')')
                .is_some_and(|r| r.trim_start_matches([' ', '\t']).starts_with(':'));
        let label_last = if marked { last - 1 } else { last };
        let end_tok =
            if label_tok.colon_next || label_tok.aligned_next || label_tok.dash_next || marked {
                label_tok
            } else if let Some(k) = translated_label(s, toks, last) {
                &toks[k]
            } else {
                continue;
            };
        let aligned = !end_tok.colon_next && !marked;
        if (i..label_last).any(|k| {
            !toks[k].tight_next && !matches!(s[toks[k].end..toks[k + 1].start].trim(), "&" | ",")
        }) {
            continue;
        }
        if !is_label(&s[toks[i].start..toks[label_last].end]) {
            continue;
        }
        // the label must start a line or follow punctuation (the slash of a bilingual label,
        // `Nom & prénom / الاسم و اللقب :`); a label without a colon must start its line (or
        // follow such a slash)
        // (`_X :_`, `**X :**`: Markdown emphasis around a label)
        let before = s[..toks[i].start].trim_end_matches([' ', '\t', '*', '#', '_']);
        // a contract's party, its article and the label capitalised at the start of a line
        // ("Le Locataire : X Y")
        let article = toks[i].cap
            && before
                .rsplit('\n')
                .next()
                .is_some_and(|l| matches!(l.trim_start_matches(['*', '#', ' ']), "Le" | "La"));
        // or the article of a second field (`X          Le greffier : Y`)
        let field_article = ["Le", "La"].iter().any(|a| {
            before
                .strip_suffix(a)
                .is_some_and(|r| r.ends_with('\t') || r.ends_with("   "))
        });
        let starts = before.is_empty()
            || before.ends_with(['\n', '/'])
            || after_enumeration(before)
            || article
            || field_article;
        // a second field of a form's line, set apart by a tab or three spaces or more
        // (`Signature A : X Y          Signature B : Z W`)
        let blank = &s[..toks[i].start];
        let second_field = blank.ends_with('\t') || blank.ends_with("   ");
        if !(starts
            || !aligned
                && (second_field
                    || before.ends_with(['.', ',', ';', '|', '>', '(', '-', '—', '–', '•'])))
        {
            continue;
        }
        // the value starts after a bracketed translation or emphasis that ends the label
        let bytes = s.as_bytes();
        let mut from = end_tok.end;
        let mut k = from;
        while matches!(bytes.get(k), Some(b' ' | b'\t')) {
            k += 1;
        }
        if let Some((close, j)) = label_aside(bytes, k) {
            if matches!(bytes.get(j), Some(b':' | b'|' | b'.')) || aligned_after(bytes, close, j) {
                from = j;
            }
        }
        let mut next = last + 1;
        while toks.get(next).is_some_and(|t| t.start < from) {
            next += 1;
        }
        let n = toks.get(next)?;
        // the blanks that align the colons of a form (`Sender       : X`) count for nothing
        let gap = s[from..n.start].trim_start_matches([' ', '\t']);
        let leader = gap.contains("...");
        let widest = if aligned || leader { 60 } else { 6 };
        if gap.contains('\n') || gap.chars().count() > widest {
            return None;
        }
        return Some(next);
    }
    None
}

/// The label ending at token `last` is followed by a slash and its translation of one to three
/// words, the last one before a colon (`Formateur / المكون :`, `Sender / Expéditeur :`): the
/// index of that last token. The translation need not be a known label: the first one is.
fn translated_label(s: &str, toks: &[Tok], last: usize) -> Option<usize> {
    let next = toks.get(last + 1)?;
    let gap = &s[toks[last].end..next.start];
    if gap.trim_matches([' ', '\t']) != "/" {
        return None;
    }
    (last + 1..(last + 4).min(toks.len()))
        .take_while(|&k| k == last + 1 || toks[k - 1].tight_next)
        .find(|&k| toks[k].colon_next)
}

/// `before` (the text before a label, blanks trimmed) ends with the number of a numbered form
/// field at the start of its line: `14. Personne invitante`, `5) Nom du père`.
fn after_enumeration(before: &str) -> bool {
    let Some(rest) = before.strip_suffix(['.', ')']) else {
        return false;
    };
    let digits = rest.bytes().rev().take_while(u8::is_ascii_digit).count();
    if !(1..=3).contains(&digits) {
        return false;
    }
    let rest = rest[..rest.len() - digits].trim_end_matches([' ', '\t']);
    rest.is_empty() || rest.ends_with('\n')
}

/// The label ending at token `end` asks for a name itself (`Prénom :`, `First name:`, `Nom :`,
/// `الاسم :`) or for a parent's given name (`Fils de :`, `Père :`, `Father:`, `اسم الأب :`):
/// one name word after it is enough, known to the lists or not.
pub(super) fn name_field(toks: &[Tok], end: usize) -> bool {
    match &*toks[end].key {
        // a name, a parent's name
        "prénom" | "prenom" | "nom" | "name" | "surname" | "الاسم" | "الإسم" | "اللقب" | "père"
        | "pere" | "mère" | "mere" | "father" | "mother" | "الأب" | "الاب" | "الأم" | "الام"
        | "ابن" | "بنت" | "إبن" => true,
        // `Fils de`, `Daughter of`
        "de" | "of" => end
            .checked_sub(1)
            .is_some_and(|k| matches!(&*toks[k].key, "fils" | "fille" | "son" | "daughter")),
        _ => false,
    }
}

/// `Prénom Ben Nom`, `X بن Y`: a filiation particle between two name words is a name.
/// `marked`: the indices, in order, of every token of a filiation, cue or greeting list.
pub(super) fn filiation(toks: &[Tok], marked: &[usize], l: &Lists, out: &mut Vec<Candidate>) {
    for &k in marked {
        if k == 0 || k + 1 >= toks.len() {
            continue;
        }
        let p = &toks[k];
        let (prev, next) = (&toks[k - 1], &toks[k + 1]);
        if !p.is(class::FILIATION) {
            continue;
        }
        let ok_case = p.script == Script::Arabic || p.cap || p.key == "ben" || p.key == "bent";
        if !(p.is_particle() && ok_case) {
            continue;
        }
        if !(prev.tight_next && p.tight_next && prev.script == p.script && next.script == p.script)
        {
            continue;
        }
        if !(prev.name_like(l) && next.name_like(l)) || prev.is_particle() {
            continue;
        }
        // start at up to two name words before the particle
        let mut a = k - 1;
        while a > 0
            && k - a < 2
            && toks[a - 1].tight_next
            && toks[a - 1].script == p.script
            && toks[a - 1].name_like(l)
            && !toks[a - 1].is_particle()
            && (toks[a - 1].first_name() || p.script == Script::Latin)
        {
            a -= 1;
        }
        // an institution named after a person (`Institut National de Neurologie Mongi Ben
        // Hmida`)
        if super::tokens::place_before(toks, a) || super::tokens::place_before(toks, k - 1) {
            continue;
        }
        // an Arabic chain goes on through its next particles (`X بن Y بن Z W`), bounded by
        // extend_name; a Latin one takes two words
        let max = if p.script == Script::Arabic { 4 } else { 2 };
        let end = extend_name(toks, k + 1, l, max);
        push(
            out,
            toks,
            a,
            end.max(k + 2),
            0.75,
            Reason::Structure { what: "filiation" },
            "person.filiation",
        );
    }
}

/// A capitalised Latin word right after the name ending before token `end` ("X Y Conseil",
/// "Attijari Bank"): the words are a firm's longer name, not a person's.
fn capitalised_after(toks: &[Tok], end: usize) -> bool {
    toks[end - 1].tight_next
        && toks
            .get(end)
            .is_some_and(|x| x.script == Script::Latin && x.cap)
}

/// A pharmacy bears its pharmacist's name (`Pharmacie Lamia TRABELSI`, `صيدلية لمياء الطرابلسي`):
/// after "Pharmacie" or "صيدلية", two or three name words that look like a person's, not a
/// place's: in Latin script one of them known as a name or in capitals, and no particle (`de`,
/// `du`: "Pharmacie Centrale de Tunisie"); in Arabic script the first one without the article
/// (`صيدلية النصر` is named after a quarter).
pub(super) fn pharmacies(toks: &[Tok], l: &Lists, out: &mut Vec<Candidate>) {
    for (i, t) in toks.iter().enumerate() {
        if !matches!(&*t.key, "pharmacie" | "صيدلية") || !t.tight_next {
            continue;
        }
        let n = i + 1;
        let end = extend_name(toks, n, l, 3);
        if end < n + 2 {
            continue;
        }
        let words = &toks[n..end];
        let ok = match words[0].script {
            Script::Latin => {
                !words.iter().any(Tok::is_particle)
                    && words.iter().any(|w| {
                        w.first_name() || w.last_name() || w.upper && w.key.chars().nth(2).is_some()
                    })
                    && !capitalised_after(toks, end)
            }
            Script::Arabic => !words[0].key.starts_with("ال"),
        };
        if ok {
            push(
                out,
                toks,
                n,
                end,
                0.75,
                Reason::Context {
                    word: t.key.to_string(),
                },
                "person.pharmacy",
            );
        }
    }
}

/// `Prénom K. Nom`: a capital letter and a full stop between two Latin name words is a middle
/// initial, and the three make one name. At most two name words before the initial and one
/// after it.
pub(super) fn initials(s: &str, toks: &[Tok], l: &Lists, out: &mut Vec<Candidate>) {
    let latin_name = |t: &Tok| t.script == Script::Latin && t.name_like(l) && !t.is_particle();
    for k in 1..toks.len().saturating_sub(1) {
        let t = &toks[k];
        if !(t.script == Script::Latin && t.upper && t.end - t.start == 1) {
            continue;
        }
        let (prev, next) = (&toks[k - 1], &toks[k + 1]);
        // "K. " exactly: the initial follows a name word after one space
        if !(prev.tight_next
            && s.as_bytes().get(t.end) == Some(&b'.')
            && next.start == t.end + 2
            && s.as_bytes()[t.end + 1] == b' '
            && latin_name(prev)
            && next.script == Script::Latin
            && next.name_like(l))
        {
            continue;
        }
        let mut a = k - 1;
        if a > 0 && k - a < 2 && toks[a - 1].tight_next && latin_name(&toks[a - 1]) {
            a -= 1;
        }
        // one family name after the initial (a particle inside it is fine): "Ltd" is not taken
        let end = extend_name(toks, k + 1, l, 1);
        push(
            out,
            toks,
            a,
            end.max(k + 2),
            0.9,
            Reason::Structure { what: "initiale" },
            "person.initial",
        );
    }
}

/// Words before a capital letter that numbers a part, not a person (`Article L. 122`, `annexe
/// A.`, `bloc B.`).
const LETTERED: &[&str] = &[
    "article",
    "art",
    "annexe",
    "annex",
    "appendix",
    "appendice",
    "section",
    "chapitre",
    "chapter",
    "partie",
    "part",
    "titre",
    "livre",
    "alinéa",
    "paragraphe",
    "point",
    "tableau",
    "table",
    "figure",
    "fig",
    "schedule",
    "pièce",
    "lot",
    "bloc",
    "block",
    "bâtiment",
    "immeuble",
    "escalier",
    "zone",
    "type",
    "catégorie",
    "category",
    "classe",
    "class",
    "groupe",
    "group",
    "niveau",
    "level",
    "série",
    "series",
    "option",
    "plan",
    "vitamine",
    "vitamin",
    "hépatite",
    "hepatitis",
];

/// A capital letter followed by `. ` (an initial): the letter token at `k`.
fn initial_at(s: &str, toks: &[Tok], k: usize) -> bool {
    let t = &toks[k];
    let b = s.as_bytes();
    t.script == Script::Latin
        && t.upper
        && t.end - t.start == 1
        && b.get(t.end) == Some(&b'.')
        // not inside a dotted abbreviation (`N.B.`, `J.-C.`)
        && (t.start == 0 || !matches!(b[t.start - 1], b'.' | b'-'))
}

/// What stands on the line before byte `at`, spaces and tabs skipped: `None` at the line's start,
/// else the last byte.
fn byte_before(s: &str, at: usize) -> Option<u8> {
    s.as_bytes()[..at]
        .iter()
        .rev()
        .find(|&&c| c != b' ' && c != b'\t')
        .filter(|&&c| c != b'\n')
        .copied()
}

/// A name written with its given name's initial: `R. Ghaldouri`, `D. Ben Hbitiache`,
/// `T. GHALMINE` (initial first) or `BEN HAMZITTI Y. ;` (family name in capitals first, as a
/// list of members writes it).
///
/// Initial first: the initial does not follow a name word (that is a middle initial, see
/// [`initials`]) and the name is not followed by a lower-case word on its line (`B. Obligations
/// du locataire` is a heading). A line starting with a lettered item whose neighbouring letter
/// starts another line (`A. Objet` ... `B. Durée`) is an enumeration, not a name. Family name
/// first: one to three capitalised words (a particle among them), the last of three letters or
/// more, between the line's start or a list's separator and a separator or the line's end.
pub(super) fn initial_names(s: &str, toks: &[Tok], l: &Lists, out: &mut Vec<Candidate>) {
    let b = s.as_bytes();
    // the letters that start a line as an initial does (`A. `): one bit each
    let mut line_items = [false; 256];
    for k in 0..toks.len() {
        if initial_at(s, toks, k) && byte_before(s, toks[k].start).is_none() {
            line_items[b[toks[k].start] as usize] = true;
        }
    }
    let enumerated =
        |c: u8| line_items[c.wrapping_add(1) as usize] || line_items[c.wrapping_sub(1) as usize];
    let latin_name = |t: &Tok| t.script == Script::Latin && t.name_like(l) && !t.is_particle();
    for k in 0..toks.len() {
        if !initial_at(s, toks, k) {
            continue;
        }
        let t = &toks[k];
        // initial first: "R. " then the name, on the same line
        let next = toks.get(k + 1).filter(|n| n.start == t.end + 2);
        if next.is_some_and(|n| n.script == Script::Latin)
            && b[t.end + 1] == b' '
            && !(k > 0
                && LETTERED.contains(&toks[k - 1].key.as_ref())
                && !b[toks[k - 1].end..t.start].contains(&b'\n'))
            && !(k > 0 && toks[k - 1].tight_next && latin_name(&toks[k - 1]))
            && !(byte_before(s, t.start).is_none() && enumerated(b[t.start]))
        {
            let end = extend_name(toks, k + 1, l, 2);
            // (two blanks or a tab set a field apart: `checked by D. X   batch LOT-6`)
            let lower_next = toks.get(end).is_some_and(|n| {
                let gap = &s[toks[end - 1].end..n.start];
                n.script == Script::Latin
                    && !n.cap
                    && !gap.contains(['\n', ',', ';', '(', ')', '|', '\t'])
                    && !gap.contains("  ")
                    && !matches!(n.key.as_ref(), "and" | "et" | "ou" | "or")
            });
            if end > k + 1 && latin_name(&toks[end - 1]) && !lower_next {
                push(
                    out,
                    toks,
                    k,
                    end,
                    0.8,
                    Reason::Structure { what: "initiale" },
                    "person.initial",
                );
            }
        }
        // family name first: "BEN HAMZITTI Y." then a separator or the line's end
        let sep = |c: Option<char>| matches!(c, None | Some(';' | ',' | '|' | '/' | ')'));
        if k > 0
            && toks[k - 1].tight_next
            && toks[k - 1].upper
            && toks[k - 1].end - toks[k - 1].start >= 3
            && latin_name(&toks[k - 1])
            && !matches!(b[t.start], b'I' | b'V' | b'X')
            && sep(char_after(s, t.end + 1))
        {
            let mut a = k - 1;
            while a > 0
                && k - a < 3
                && toks[a - 1].tight_next
                && toks[a - 1].upper
                && (latin_name(&toks[a - 1]) || toks[a - 1].is_particle())
            {
                a -= 1;
            }
            let open = byte_before(s, toks[a].start);
            if matches!(open, None | Some(b':' | b';' | b',' | b'|' | b'(')) {
                out.push(Candidate {
                    entity: Entity::Person,
                    start: toks[a].start,
                    end: t.end + 1,
                    score: 0.8,
                    detector: "person.initial",
                    reasons: vec![Reason::Structure { what: "initiale" }],
                });
            }
        }
    }
}

/// The last words of cue phrases that are frequent words of running text: for each, the words
/// its phrases have right before it (derived from [`CUE_PHRASES`]). A token that ends none of
/// them is passed over without a look-up.
const FREQUENT_CUE_ENDS: [&str; 4] = ["de", "of", "par", "by"];

/// For a frequent last word of cue phrases ([`FREQUENT_CUE_ENDS`]), the words before it in its
/// phrases.
fn frequent_cue_end(key: &str) -> Option<&'static [&'static str]> {
    static BEFORE: OnceLock<[Vec<&'static str>; 4]> = OnceLock::new();
    let k = FREQUENT_CUE_ENDS.iter().position(|w| *w == key)?;
    let before = BEFORE.get_or_init(|| {
        FREQUENT_CUE_ENDS.map(|w| {
            CUE_PHRASES
                .iter()
                .filter(|p| p.len() >= 2 && p[p.len() - 1] == w)
                .map(|p| p[p.len() - 2])
                .collect()
        })
    });
    Some(&before[k])
}

/// The cue phrases whose last word is `key` (a token's key: lower case), in their order.
fn phrases_ending_in(key: &str) -> &'static [&'static [&'static str]] {
    type ByLast = HashMap<&'static str, Vec<&'static [&'static str]>>;
    static BY_LAST: OnceLock<ByLast> = OnceLock::new();
    BY_LAST
        .get_or_init(|| {
            let mut m: ByLast = Default::default();
            for p in CUE_PHRASES {
                if let Some(w) = p.last() {
                    m.entry(w).or_default().push(p);
                }
            }
            m
        })
        .get(key)
        .map_or(&[], Vec::as_slice)
}

/// A name after a cue phrase ([`CUE_PHRASES`], or "by" after "signed" in "Signed for the
/// employer by X Y"): two or three name words of one script, and the name must end where its
/// words end (a capitalised stop word right after it, "Attijari Bank", means an organisation).
pub(super) fn cued(s: &str, toks: &[Tok], l: &Lists, out: &mut Vec<Candidate>) {
    for (i, t) in toks.iter().enumerate() {
        // every phrase ends in one of a few words (and "signed ... by" in "by"/"par"): a cheap
        // test on the word first, since this runs for every token
        if !t.is(class::CUE_END) {
            continue;
        }
        // a married or maiden name: one word is enough, the cue may be capitalised or
        // abbreviated ("Ep. Z")
        let one_word = ONE_WORD_CUES.contains(&&*t.key);
        if t.cap && !one_word {
            continue;
        }
        // "Signed for the employer by": "signed" at most four words before "by"
        let signed_by = || {
            matches!(&*t.key, "by" | "par")
                && toks[i.saturating_sub(4)..i]
                    .iter()
                    .any(|w| matches!(&*w.key, "signed" | "signé" | "signée"))
        };
        // who did something, in running text or a table's cell: a participle right before
        // `par` or `by` (`Parrainé par X Y`, `referred by X Y`), as [`agent_label`] reads it
        let agent = matches!(&*t.key, "by" | "par")
            && i > 0
            && toks[i - 1].tight_next
            && agent_label(format!("{} {}", toks[i - 1].key, t.key).as_bytes());
        // a frequent last word ("de", "of", "par", "by"): the word before it must be one its
        // phrases have there, before any look-up
        if let Some(before) = frequent_cue_end(&t.key) {
            let prev = i.checked_sub(1).map(|k| &*toks[k].key);
            if !prev.is_some_and(|p| before.contains(&p)) && !signed_by() && !agent {
                continue;
            }
        }
        // only the phrases that end in this word
        let phrase = phrases_ending_in(&t.key).iter().find(|p| {
            p.len() <= i + 1
                && p.iter().enumerate().all(|(k, w)| {
                    let tok = &toks[i + 1 - p.len() + k];
                    tok.key.eq_ignore_ascii_case(w) && (k + 1 == p.len() || tok.tight_next)
                })
        });
        if phrase.is_none() && !signed_by() && !agent {
            continue;
        }
        // "et de" names a mother after "fils de"/"fille de" only: elsewhere it joins anything
        let and_of = phrase.is_some_and(|p| p == &["et", "de"]);
        if and_of
            && !toks[i.saturating_sub(8)..i]
                .iter()
                .any(|w| matches!(&*w.key, "fils" | "fille"))
        {
            continue;
        }
        let n = i + 1;
        let Some(first) = toks.get(n) else { continue };
        let gap = &s[t.end..first.start];
        let gap = match gap.strip_prefix('.') {
            Some(rest) if one_word || &*t.key == "attn" => rest,
            _ => gap,
        };
        // (a comma sets an apposition apart: `Mon père, X Y, doit être opéré`)
        if gap.contains('\n')
            || gap.chars().count() > 3
            || !gap.trim_matches([' ', ':', ',']).is_empty()
        {
            continue;
        }
        let end = extend_name(toks, n, l, 3);
        // (after an Arabic word of kin, one word set apart is a given name: `ابنها X - الهاتف`,
        // `الابن المرافق : X -`)
        let kin_word = end == n + 1
            && phrase.is_some_and(|p| p.len() == 1)
            && t.script == Script::Arabic
            && ARABIC_KIN.iter().any(|k| {
                let key = t.key.strip_prefix('و').unwrap_or(&t.key);
                key.starts_with(k)
            })
            && !first.key.starts_with("ال")
            && set_apart(s, first.end);
        if end < n + if one_word || kin_word { 1 } else { 2 } {
            continue;
        }
        // after a participle only, no word of the name is a dictionary's word unless the name
        // lists know it: `employed by Yorkshire Water`, `printed by Access Control Desk` are
        // a firm's and a desk's
        if agent
            && phrase.is_none()
            && toks[n..end].iter().any(|w| {
                !w.is(class::FIRST_LATIN
                    | class::LAST_LATIN
                    | class::FIRST_ARABIC
                    | class::LAST_ARABIC)
                    && crate::detect::dictionary::ordinary(&w.key)
            })
        {
            continue;
        }
        if capitalised_after(toks, end) {
            continue;
        }
        // an Arabic given name takes no article: `في مطلب التمويل` is a request for funding
        if first.script == Script::Arabic && first.key.starts_with("ال") && !first.first_name() {
            continue;
        }
        push(
            out,
            toks,
            n,
            end,
            0.75,
            Reason::Context {
                word: t.key.to_string(),
            },
            "person.cue",
        );
    }
}

/// The stems of the Arabic words of kin that cue a name (a son, a daughter, a spouse, a brother
/// or a sister, with their possessive endings).
const ARABIC_KIN: &[&str] = &["ابن", "زوج", "أخ", "اخ", "بنت"];

/// Whether what follows byte `at` on its line sets a name apart: the line's end, a dash or a
/// comma (not a full stop, which ends a verb as often: `ابنها سيأتي.`).
fn set_apart(s: &str, at: usize) -> bool {
    let rest = s[at..].trim_start_matches([' ', '\t', '\r']);
    rest.is_empty() || rest.starts_with(['\n', '-', '–', '—', '،', ','])
}

/// The words after a name that say who is on the phone: "X Y à l'appareil", "X Y speaking".
/// The last word of each, then the words before it.
const SPEAKING: &[(&str, &[&str])] = &[("l'appareil", &["à"]), ("speaking", &[])];

/// "Oui bonjour, X Y à l'appareil", "Hi, X Y speaking": the one to three name words right
/// before the phrase are a name. A transcript writes names in any case: two words that are no
/// stop word are enough; one word must be capitalised and in the name lists.
pub(super) fn speaking(s: &str, toks: &[Tok], l: &Lists, out: &mut Vec<Candidate>) {
    for (i, t) in toks.iter().enumerate() {
        let Some((_, before)) = SPEAKING.iter().find(|(w, _)| *w == t.key) else {
            continue;
        };
        let Some(last) = i.checked_sub(before.len() + 1) else {
            continue;
        };
        let phrase = &toks[last + 1..=i];
        if !before.iter().zip(phrase).all(|(w, p)| p.key == *w)
            || !phrase[..phrase.len() - 1].iter().all(|p| p.tight_next)
            || !toks[last].tight_next
        {
            continue;
        }
        // a Latin word without a capital was read without its stop-list bits
        // (`tokenize_lean`): looked up here, on this rare path
        let name_word = |w: &Tok| {
            w.name_like_key(l)
                && !(w.script == Script::Latin
                    && !w.cap
                    && l.class_of(&w.key) & (class::STOP_LATIN | class::TITLE) != 0)
        };
        // back over the name words, joined by one space, all of the script of the last one
        let script = toks[last].script;
        let mut first = last + 1;
        while first > 0 && last + 1 - first < 4 {
            let w = &toks[first - 1];
            let joined = first == last + 1 || w.tight_next;
            if !joined || w.script != script || !name_word(w) || w.is_particle() {
                break;
            }
            first -= 1;
        }
        let n = last + 1 - first;
        if n == 0 || n > 3 {
            continue;
        }
        // the name starts a clause: a line, or after punctuation or a word that is no name
        let before_name = s[..toks[first].start].trim_end_matches([' ', '\t']);
        let starts = before_name.is_empty()
            || before_name.ends_with(['\n', ',', '.', ':', ';', '!', '?', '-', '—'])
            || first > 0 && !name_word(&toks[first - 1]);
        let one = &toks[first];
        if !starts || n == 1 && !(one.cap && (one.first_name() || one.last_name())) {
            continue;
        }
        push(
            out,
            toks,
            first,
            last + 1,
            0.75,
            Reason::Context {
                word: s[toks[last + 1].start..t.end].to_string(),
            },
            "person.cue",
        );
    }
}

/// A transcript's speaker named in brackets after a role that is a label: "CONSEILLER (X) :",
/// "AGENT (X Y):", "Témoin (X) :". The label starts its line; the bracket holds one to three
/// capitalised name words (not a translation of the label: "Nom (en arabe) :" holds stop words).
pub(super) fn bracketed_names(s: &str, toks: &[Tok], l: &Lists, out: &mut Vec<Candidate>) {
    let b = s.as_bytes();
    for (i, t) in toks.iter().enumerate() {
        if b.get(t.end) != Some(&b' ') || b.get(t.end + 1) != Some(&b'(') {
            continue;
        }
        let line_start = memchr::memrchr(b'\n', &b[..t.end]).map_or(0, |k| k + 1);
        let label = s[line_start..t.end].trim_start_matches([' ', '\t', '*', '#', '-']);
        if label.is_empty() || label.len() > LABEL_MAX || !is_label(label) {
            continue;
        }
        let open = t.end + 1;
        let Some(close) = b[open..]
            .iter()
            .take(64)
            .position(|&x| matches!(x, b')' | b'\n'))
            .map(|k| open + k)
            .filter(|&k| b[k] == b')')
        else {
            continue;
        };
        let mut k = close + 1;
        while matches!(b.get(k), Some(b' ' | b'\t')) {
            k += 1;
        }
        if b.get(k) != Some(&b':') {
            continue;
        }
        let first = i + 1;
        let Some(n) = toks.get(first).filter(|n| n.start == open + 1) else {
            continue;
        };
        let end = extend_name(toks, first, l, 3);
        if end == first || toks[end - 1].end != close || n.script == Script::Latin && !n.cap {
            continue;
        }
        push(
            out,
            toks,
            first,
            end,
            0.8,
            Reason::Context {
                word: label.to_lowercase(),
            },
            "person.label",
        );
    }
}

/// Whom a chat export names as the writer of its own messages: no person's name.
const CHAT_SELF: &[&str] = &["vous", "you", "moi", "me", "أنت", "انت", "أنا", "انا"];

/// The end of a chat export's time stamp at the start of a line: `[12/01/2017 08:48] `,
/// `[12/01/2017, 08:48:05] `, `12/01/2017, 08:48 - ` (WhatsApp's and Signal's text exports),
/// with an optional AM/PM.
fn chat_stamp_end(line: &[u8]) -> Option<usize> {
    let mut k = usize::from(line.first() == Some(&b'['));
    let digits = |k: &mut usize, min: usize, max: usize| {
        let n = line[*k..]
            .iter()
            .take(max + 1)
            .take_while(|x| x.is_ascii_digit())
            .count();
        *k += n;
        (min..=max).contains(&n)
    };
    let byte = |k: &mut usize, c: u8| {
        let ok = line.get(*k) == Some(&c);
        *k += usize::from(ok);
        ok
    };
    let date = digits(&mut k, 1, 4)
        && matches!(line.get(k), Some(b'/' | b'.' | b'-'))
        && {
            k += 1;
            digits(&mut k, 1, 2)
        }
        && matches!(line.get(k), Some(b'/' | b'.' | b'-'))
        && {
            k += 1;
            digits(&mut k, 2, 4)
        };
    if !date {
        return None;
    }
    byte(&mut k, b',');
    if !(byte(&mut k, b' ') && digits(&mut k, 1, 2) && byte(&mut k, b':') && digits(&mut k, 2, 2)) {
        return None;
    }
    if byte(&mut k, b':') && !digits(&mut k, 2, 2) {
        return None;
    }
    for ampm in [&b" AM"[..], b" PM", b" am", b" pm"] {
        if line[k..].starts_with(ampm) {
            k += 3;
        }
    }
    if line[0] == b'[' {
        byte(&mut k, b']').then_some(())?;
        byte(&mut k, b' ').then_some(k)
    } else {
        line[k..].starts_with(b" - ").then_some(k + 3)
    }
}

/// Labels of a list of children (lower case).
const CHILDREN_LABELS: &[&str] = &[
    "enfants",
    "enfant",
    "enfants à charge",
    "children",
    "child",
    "kids",
    "dependants",
    "dependents",
    "الأبناء",
    "الابناء",
    "الأطفال",
    "الاطفال",
    "الأولاد",
    "الاولاد",
    "أبناء",
    "أطفال",
];

/// Children listed with their birth dates (`Enfants : X (22/01/2009) et Y (12/06/2014)`,
/// `الأبناء : X (…)`): on a line that a children's label starts, each name of one to three
/// words right before a bracketed calendar date is a person, and the date its birth date.
pub(super) fn children(s: &str, from: usize, to: usize, out: &mut Vec<Candidate>) {
    for (a, e) in lines(s, from, to) {
        let line = &s[a..e];
        let t = line.trim_start_matches([' ', '-', '*', '•', '\t']);
        let Some(colon) = t.find(':').filter(|&c| c <= 40) else {
            continue;
        };
        // (compared without lower-casing a copy: this runs for every line with a colon)
        let label = t[..colon].trim();
        if !CHILDREN_LABELS
            .iter()
            .any(|l| l.len() == label.len() && l.eq_ignore_ascii_case(label))
        {
            continue;
        }
        let base = a + (line.len() - t.len()) + colon + 1;
        for (k, _) in s[base..e].match_indices(" (") {
            let open = base + k + 2;
            let Some(close) = s[open..e].find(')').map(|c| open + c) else {
                continue;
            };
            if !crate::detect::patterns::calendar_date(&s[open..close]) {
                continue;
            }
            // the name: back to the label, a comma or semicolon, or `et`/`and`/`و`
            let head = &s[base..base + k];
            let mut ns = head.rfind([',', ';']).map_or(0, |p| p + 1);
            for joiner in [" et ", " and ", " و"] {
                if let Some(p) = head[ns..].rfind(joiner) {
                    ns += p + joiner.len();
                }
            }
            let name = head[ns..].trim_start();
            let na = base + k - name.len();
            let words: Vec<&str> = name.split(' ').collect();
            let name_word = |w: &&str| {
                w.chars().count() >= 2
                    && (w.chars().all(super::tokens::is_arabic_letter)
                        || w.starts_with(char::is_uppercase)
                            && w.chars()
                                .all(|c| c.is_alphabetic() || matches!(c, '-' | '\'')))
            };
            if !(1..=3).contains(&words.len()) || !words.iter().all(name_word) {
                continue;
            }
            let reasons = || {
                vec![Reason::Structure {
                    what: "enfant et sa date de naissance",
                }]
            };
            out.push(Candidate {
                entity: Entity::Person,
                start: na,
                end: base + k,
                score: 0.8,
                detector: "person.children",
                reasons: reasons(),
            });
            out.push(Candidate {
                entity: Entity::Dob,
                start: open,
                end: close,
                score: 0.8,
                detector: "person.children",
                reasons: reasons(),
            });
        }
    }
}

/// The length of the writer's name in a line `X Y [09:02]: …` (the time in brackets, with or
/// without seconds, then a colon), within the line's first 48 bytes.
fn name_before_stamp(line: &[u8]) -> Option<usize> {
    let n = line.iter().take(48).position(|&x| x == b'[')?;
    let rest = &line[n + 1..];
    let close = rest.iter().take(9).position(|&x| x == b']')?;
    let stamp = &rest[..close];
    let time = stamp.len() >= 4
        && stamp.iter().all(|&x| x.is_ascii_digit() || x == b':')
        && stamp.iter().filter(|&&x| x == b':').count() >= 1
        && stamp[0].is_ascii_digit();
    (n >= 2 && line[n - 1] == b' ' && time && rest.get(close + 1) == Some(&b':')).then_some(n - 1)
}

/// The writer of each message of a chat export (`[12/01/2017 08:48] X Y: …`,
/// `12/01/2017, 08:48 - X: …`): one to three words of letters before the colon, in any case
/// (people name their contacts as they like). A phone number in that place is the phone
/// detector's.
pub(super) fn chat_speakers(s: &str, from: usize, to: usize, out: &mut Vec<Candidate>) {
    let b = s.as_bytes();
    for (a, e) in lines(s, from, to) {
        let line = &b[a..e];
        let (na, ne) = if line
            .first()
            .is_some_and(|&x| x == b'[' || x.is_ascii_digit())
        {
            let Some(k) = chat_stamp_end(line) else {
                continue;
            };
            let Some(colon) = line[k..].iter().take(48).position(|&x| x == b':') else {
                continue;
            };
            (a + k, a + k + colon)
        } else if let Some(n) = name_before_stamp(line) {
            // the writer first, then the time in brackets: `X Y [09:02]: …`
            (a, a + n)
        } else {
            continue;
        };
        let name = &s[na..ne];
        let words: Vec<&str> = name.split(' ').collect();
        let lettered = |w: &&str| {
            w.chars().count() >= 2
                && w.chars()
                    .all(|c| c.is_alphabetic() || matches!(c, '\'' | '-' | '.'))
        };
        // a role ("Client", "Agent", "Support") or a word of running text is no name
        let l = lists();
        let stop = |w: &&str| {
            let k = w.to_lowercase();
            l.class_of(&k) & (class::STOP_LATIN | class::STOP_ARABIC | class::TITLE) != 0
        };
        if !(1..=3).contains(&words.len())
            || !words.iter().all(lettered)
            || words.len() == 1 && CHAT_SELF.contains(&name.to_lowercase().as_str())
            || is_label(name)
            || words.iter().all(stop)
        {
            continue;
        }
        out.push(Candidate {
            entity: Entity::Person,
            start: na,
            end: ne,
            score: 0.8,
            detector: "person.chat",
            reasons: vec![Reason::Structure {
                what: "auteur d'un message (export de discussion)",
            }],
        });
    }
}

/// "Je soussigné(e) X", "أنا الممضي أسفله X", "the undersigned X".
pub(super) fn undersigned(
    s: &str,
    toks: &[Tok],
    marked: &[usize],
    l: &Lists,
    out: &mut Vec<Candidate>,
) {
    for &i in marked {
        let t = &toks[i];
        if !t.is(class::CUE) {
            continue;
        }
        let mut n = i + 1;
        // "soussigné(e)", "soussignée, Madame ..."
        while n < toks.len() && (toks[n].key == "e" || toks[n].is(class::TITLE)) {
            n += 1;
        }
        let Some(first) = toks.get(n) else { continue };
        let gap = &s[t.end..first.start];
        if gap.contains('\n') || gap.chars().count() > 8 {
            continue;
        }
        let end = extend_name(toks, n, l, 4);
        if end > n {
            push(
                out,
                toks,
                n,
                end,
                0.8,
                Reason::Context {
                    word: t.key.to_string(),
                },
                "person.undersigned",
            );
        }
    }
}

/// Whom a greeting addresses when it is no person: "Dear Team,", "Bonjour Collègues,", "Hi
/// All,". Lower case; words of the stop lists (Madame, Messieurs, Client...) are left out too.
const ADDRESSEES: &[&str] = &[
    "all",
    "everyone",
    "everybody",
    "there",
    "team",
    "sir",
    "sirs",
    "madam",
    "customer",
    "customers",
    "colleague",
    "colleagues",
    "friends",
    "folks",
    "guys",
    "partner",
    "partners",
    "world",
    "équipe",
    "equipe",
    "collègue",
    "collègues",
    "collegue",
    "collegues",
    "partenaire",
    "partenaires",
    "tous",
    "toutes",
    "ami",
    "amie",
    "amis",
    "amies",
    "maître",
    "maitre",
    "confrère",
    "consœur",
    "mesdames",
    "mesdemoiselles",
    "mademoiselle",
    "professeur",
    "professor",
    "doctor",
    "support",
    "admin",
    "collaborateurs",
    "collaboratrices",
    "adhérents",
    "adhérentes",
    "membres",
    "members",
    "parents",
    "famille",
    "family",
    "clients",
    "clientes",
    "candidats",
    "candidates",
    "participants",
    "participantes",
    "étudiants",
    "students",
    "employees",
    "employés",
    "salariés",
    "staff",
    "voisins",
    "neighbours",
    "citoyens",
    "abonnés",
    "subscribers",
    "users",
    "utilisateurs",
    "lecteurs",
    "readers",
    "team",
    "board",
];

/// "Bonjour Sami,", "Dear Leila Trabelsi,", "عزيزي سامي،": a greeting, then a known first name
/// or two name words, then a comma or the end of the line. A capitalised greeting ("Bonjour
/// Kached,", "Hi Selmel,", "Aslema Jalriwen,") takes one Latin word unknown to the lists too,
/// when a comma or '!' follows it and it is no addressee of a group ([`ADDRESSEES`]).
pub(super) fn greetings(
    s: &str,
    toks: &[Tok],
    marked: &[usize],
    l: &Lists,
    out: &mut Vec<Candidate>,
) {
    for &i in marked {
        let t = &toks[i];
        if !(t.tight_next && t.is(class::GREETING)) {
            continue;
        }
        let end = extend_name(toks, i + 1, l, 3);
        if end <= i + 1 {
            continue;
        }
        let after = s[toks[end - 1].end..].trim_start_matches(' ');
        let closes = after.is_empty() || after.starts_with([',', '\n', '،', '!']);
        let one_unknown = || {
            let w = &toks[i + 1];
            // the greeting opens its sentence: a capital, or the start of a line or a message
            let opens = t.cap || {
                let before = s[..t.start].trim_end_matches(|c: char| c.is_ascii_digit());
                let before = before.trim_end_matches([' ', '\t']);
                before.is_empty() || before.ends_with(['\n', ':', ']'])
            };
            // a plural greeting addresses a group ("Chers Adhérents,")
            end == i + 2
                && !matches!(&*t.key, "chers" | "chères")
                && opens
                && w.script == Script::Latin
                && w.key.chars().nth(2).is_some()
                && after.starts_with([',', '!'])
                && !ADDRESSEES.contains(&&*w.key)
        };
        if closes && (end - i >= 3 || toks[i + 1].first_name() || one_unknown()) {
            push(
                out,
                toks,
                i + 1,
                end,
                0.75,
                Reason::Structure {
                    what: "formule d'appel",
                },
                "person.greeting",
            );
        }
    }
}

/// A heading (Markdown `#`, or the document's first line) made of 2-4 name words, one of them in
/// the name lists: the name on top of a CV or a letter.
pub(super) fn headings(
    s: &str,
    from: usize,
    to: usize,
    toks: &[Tok],
    l: &Lists,
    out: &mut Vec<Candidate>,
) {
    for (n, (a, b)) in lines(s, from, to).enumerate() {
        let line = &s[a..b];
        let trimmed = line.trim_start();
        let first_line = from == 0 && n == 0;
        let is_heading = trimmed.starts_with('#') || (first_line && !trimmed.is_empty());
        if !is_heading || line.len() > 80 {
            continue;
        }
        let i = toks.partition_point(|t| t.start < a);
        let j = toks.partition_point(|t| t.start < b);
        if !(2..=4).contains(&(j - i)) {
            continue;
        }
        let words = &toks[i..j];
        let all_names = words.iter().all(|t| t.name_like(l) || t.is_particle());
        let known = words.iter().any(|t| t.first_name() || t.last_name());
        let tight = words[..words.len() - 1].iter().all(|t| t.tight_next);
        // a label on the first line is no heading (`الرقم الداخلي : 1234`)
        let label = words[words.len() - 1].colon_next;
        if all_names && known && tight && !label {
            push(
                out,
                toks,
                i,
                j,
                0.75,
                Reason::Structure {
                    what: "titre du document",
                },
                "person.heading",
            );
        }
    }
}

/// A line after a closing formula ("Cordialement,") made of 2-4 name words.
pub(super) fn signatures(
    s: &str,
    from: usize,
    to: usize,
    toks: &[Tok],
    l: &Lists,
    out: &mut Vec<Candidate>,
) {
    let lower_line = |a: usize, b: usize| {
        s[a..b]
            .trim()
            .trim_end_matches([',', '.', '!', '،'])
            .to_lowercase()
    };
    for (a, b) in lines(s, from, to) {
        name_line(s, to, (a, b), toks, l, out);
        // cheap length tests before lower-casing: most lines are no closing formula
        if b - a > 60 {
            continue;
        }
        let t = s[a..b].trim().trim_end_matches([',', '.', '!', '،']);
        // a closing formula, alone or after a word or two (`Yours sincerely`, `Bien
        // cordialement`): its last word first, before lower-casing the line
        let last = t.rsplit(' ').next().unwrap_or(t);
        if !CLOSINGS
            .iter()
            .any(|c| c.len() >= last.len() && c.len() <= t.len())
            || t.split(' ').count() > 4
            || !CLOSINGS.iter().any(|c| {
                c.rsplit(' ')
                    .next()
                    .is_some_and(|w| w.len() == last.len() && w.eq_ignore_ascii_case(last))
            })
        {
            continue;
        }
        let low = lower_line(a, b);
        if !CLOSINGS.iter().any(|c| {
            low == *c
                || low
                    .strip_suffix(c)
                    .is_some_and(|r| r.ends_with(' ') && !r.trim().contains(','))
        }) {
            continue;
        }
        // the next non-empty line (within two)
        let next = if b < to { Some(b + 1) } else { None };
        for (c, d) in next.into_iter().flat_map(|c| lines(s, c, to)).take(2) {
            if s[c..d].trim().is_empty() {
                continue;
            }
            let i = toks.partition_point(|t| t.start < c);
            let end = extend_name(toks, i, l, 4);
            if end >= i + 2 && toks[end - 1].end <= d {
                push(
                    out,
                    toks,
                    i,
                    end,
                    0.75,
                    Reason::Structure { what: "signature" },
                    "person.signature",
                );
            }
            break;
        }
    }
}

/// Table cells under a name column.
pub(super) fn columns(
    text: &Text<'_>,
    from: usize,
    to: usize,
    toks: &[Tok],
    l: &Lists,
    out: &mut Vec<Candidate>,
) {
    use crate::extract::Origin;
    let doc = text.doc;
    // only the blocks of this piece
    let (o_from, o_to) = (text.norm.orig_start(from), text.norm.orig_end(to));
    let first = doc.blocks.partition_point(|b| b.end <= o_from);
    for b in doc.blocks[first..].iter().take_while(|b| b.start < o_to) {
        let Origin::TableCell { row, .. } = b.origin else {
            continue;
        };
        if row == 0 {
            continue;
        }
        let Some(h) = text.column_header(b.start) else {
            continue;
        };
        // (`Infirmier(e)`, `cand.`: the header without its gender mark or abbreviation dot)
        let h = h
            .trim()
            .to_lowercase()
            .replace(['_', '-'], " ")
            .replace(" & ", " et ")
            .replace("(e)", "")
            .trim_end_matches('.')
            .to_string();
        // a bilingual header names the column in each language: `Nom / الاسم واللقب`
        if !h.split(" / ").any(is_name_column) {
            continue;
        }
        // map the block to normalised offsets through the tokens inside it
        let i = toks.partition_point(|t| text.norm.orig_start(t.start) < b.start);
        let mut j = i;
        while j < toks.len() && text.norm.orig_end(toks[j].end) <= b.end {
            j += 1;
        }
        // a name column's cell may be written in lower case (`tisita boujidhar`): two words at
        // least then, none a common word nor a word of the dictionary (`in person` under
        // `Represented by`)
        let lower_name = |t: &Tok| {
            t.script == Script::Latin
                && !t.cap
                && t.key.chars().count() >= 2
                && !t.is(class::STOP_LATIN | class::TITLE)
                && (t.is(class::FIRST_LATIN | class::LAST_LATIN)
                    || !crate::detect::dictionary::ordinary(&t.key))
        };
        // (a lower-case name is in lower case throughout, and no name holds a digit:
        // `Booking ref. TCK-043349` is no name)
        let all_lower = (i..j).all(|k| toks[k].script != Script::Latin || !toks[k].cap);
        let digits = text
            .orig(b.start, b.end)
            .bytes()
            .any(|x| x.is_ascii_digit());
        // a place's, an agency's or a shop's name in a column of clients (`فضاء خدمات المنار`,
        // `Agence X`), with or without the Arabic article
        let place = j > i && {
            let k = &toks[i].key;
            super::tokens::place_word(k)
                || k.strip_prefix("ال").is_some_and(super::tokens::place_word)
        };
        if j > i
            && j - i <= 6
            && !digits
            && !place
            && (i..j).all(|k| {
                toks[k].name_like(l)
                    || toks[k].is_particle()
                    || toks[k].script == Script::Arabic
                    || j - i >= 2 && all_lower && lower_name(&toks[k])
                    // an initial before the family name (`Z. Midhal`)
                    || k + 1 < j && toks[k].upper && toks[k].key.len() == 1
            })
        {
            push(
                out,
                toks,
                i,
                j,
                0.85,
                Reason::ColumnHeader { header: h.clone() },
                "person.column",
            );
        }
    }
}

/// Rows of a plain-text table whose first cell holds a name and whose second cell holds an
/// identifier found: a transfer list `X Y      07 040 0058101111296 53   1 250 TND`, `X Y |
/// 98 123 456 | …`. The cells are set apart by a tab, two spaces or more, or a pipe; the name
/// cell is two to four name words of one script (Latin ones capitalised), and the document holds
/// at least two such rows for the same kind of identifier: a table, not one line.
pub(crate) fn add_row_names(text: &Text<'_>, found: &mut Vec<Candidate>) {
    use crate::detect::Entity as E;
    let s = text.as_str();
    let b = s.as_bytes();
    let l = lists();
    let mut rows: Vec<(Entity, usize, usize)> = Vec::new();
    for c in found.iter() {
        if !matches!(
            c.entity,
            E::Rib | E::Iban | E::Cin | E::Phone | E::Email | E::Card | E::Passport | E::Cnss
        ) {
            continue;
        }
        // the start of the line, within 200 bytes
        let from = c.start.saturating_sub(200);
        let ls = match memchr::memrchr(b'\n', &b[from..c.start]) {
            Some(k) => from + k + 1,
            None if from == 0 => 0,
            None => continue,
        };
        let contact = matches!(c.entity, E::Phone | E::Email | E::Card);
        if let Some((x, y, known)) = row_name(s, l, ls, c.start) {
            if known || !contact {
                rows.push((c.entity, x, y));
            }
        }
    }
    if rows.len() < 2 {
        return;
    }
    // rows per kind of identifier
    let mut count = [0usize; Entity::ALL.len()];
    for r in &rows {
        count[r.0 as usize] += 1;
    }
    let taken = crate::detect::Taken::of(found);
    for &(e, x, y) in &rows {
        if count[e as usize] < 2 || !taken.free(x, y) {
            continue;
        }
        found.push(Candidate {
            entity: Entity::Person,
            start: x,
            end: y,
            score: 0.7,
            detector: "person.row",
            reasons: vec![Reason::Structure {
                what: "ligne de tableau",
            }],
        });
    }
}

/// Labels that may start the identifier's cell of a row ([`row_name`]).
const ROW_LABELS: &[&str] = &[
    "CIN",
    "C.I.N",
    "C.I.N.",
    "RIB",
    "IBAN",
    "Tél",
    "Tél.",
    "Tel",
    "Tel.",
    "GSM",
    "N°",
    "ID",
    "Passeport",
    "Passport",
    "ب.ت.و",
    "الهاتف",
];

/// The name in the first cell of a row `s[ls..at]` whose second cell starts at `at`, and
/// whether a word of it is in the name lists.
fn row_name(s: &str, l: &Lists, ls: usize, at: usize) -> Option<(usize, usize, bool)> {
    // the identifier's cell may start with its label ("CIN 04789061", "RIB : …")
    let head = s[ls..at].trim_end_matches([' ', ':']);
    let label = ROW_LABELS.iter().find(|w| {
        head.len() > w.len()
            && head.ends_with(*w)
            && matches!(
                head.as_bytes()[head.len() - w.len() - 1],
                b' ' | b'\t' | b'|'
            )
    });
    let line = &s.as_bytes()[ls..at];
    // the separator right before the identifier's cell
    let mut k = label.map_or(line.len(), |w| head.len() - w.len());
    while k > 0 && matches!(line[k - 1], b' ' | b'\t') {
        k -= 1;
    }
    let blanks = &line[k..];
    let piped = k > 0 && line[k - 1] == b'|';
    if piped {
        k -= 1;
        while k > 0 && matches!(line[k - 1], b' ' | b'\t') {
            k -= 1;
        }
    } else if !(blanks.len() >= 2 || blanks.contains(&b'\t')) {
        return None;
    }
    // the first cell: from the start of the line (after a leading pipe) to the separator
    let mut a = 0;
    while a < k && matches!(line[a], b' ' | b'\t' | b'|') {
        a += 1;
    }
    let cell = &line[a..k];
    // letters and single spaces only (a name cell), before the cell is tokenised
    if cell.is_empty()
        || cell.len() > 80
        || cell
            .iter()
            .any(|&x| x.is_ascii_digit() || matches!(x, b'|' | b'\t' | b':' | b'@' | b',' | b'('))
    {
        return None;
    }
    if cell.windows(2).any(|w| w == b"  ") {
        return None;
    }
    let toks = words::<true>(s, None, ls + a, ls + k);
    if !(2..=4).contains(&toks.len()) {
        return None;
    }
    // nothing but the words and the single spaces between them
    if toks[0].start != ls + a || toks[toks.len() - 1].end != ls + k {
        return None;
    }
    let script = toks[0].script;
    let last = toks.len() - 1;
    let ok = toks.iter().enumerate().all(|(n, t)| {
        t.script == script
            && (n == last || t.tight_next)
            && if t.is_particle() {
                n < last
            } else {
                t.name_like(l) && (script == Script::Arabic || t.cap)
            }
    });
    // a phone number, an e-mail address or a card is also listed beside a line, a service or
    // a card's brand ("Ligne directe   71 234 567", "Carte Visa   4970 …"): one word of the name
    // lists is needed there
    let known = toks
        .iter()
        .any(|t| !t.is_particle() && (t.first_name() || t.last_name()));
    ok.then(|| (toks[0].start, toks[last].end, known))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::detect::lexicon::capitalise;

    #[test]
    fn labels_of_one_to_three_words_before_a_colon() {
        // labels are tried only up to two tokens before a token a colon follows
        use crate::detect::{scan, ScanOptions};
        use crate::extract::{extract, Limits};
        let cases: [(&str, &[(&str, &str)]); 15] = [
            // a role and the word that qualifies it; the near misses: a role with a complement
            // (`de garde`), a word that is no role
            ("الطبيب المتابع: مزدة روقري\n", &[("مزدة روقري", "الطبيب")]),
            (
                "Médecin référent : Kemla Zarbouti\n",
                &[("Kemla Zarbouti", "médecin")],
            ),
            ("Médecin de garde : Kemla Zarbouti\n", &[]),
            ("المركز المتابع: مزدة روقري\n", &[]),
            ("Nom et prénom : MABOUZI Slim\n", &[("MABOUZI Slim", "nom")]),
            (
                "NOM & PRÉNOM :\tLeila Trabelsi\n",
                &[("Leila Trabelsi", "nom")],
            ),
            (
                "Prénom et nom: Sami Ben Ali\n",
                &[("Sami Ben Ali", "prénom")],
            ),
            (
                "Réf. 12, Nom : Hédi Gharbi, Patient : Amel Jlassi.\n",
                &[("Hédi Gharbi", "nom"), ("Amel Jlassi", "patient")],
            ),
            (
                "Full name: Karim Mansour | Last name: Zouari\n",
                &[("Karim Mansour", "full"), ("Zouari", "last")],
            ),
            ("le nom : Sami Trabelsi\n", &[]),
            ("x y z Nom : Mounir Ayari\n", &[]),
            (
                "الاسم واللقب : سامي الطرابلسي\n",
                &[("سامي الطرابلسي", "الاسم")],
            ),
            (
                "Co-emprunteur : Nadia Ben Salah; Garant : Walid Hamdi\n",
                &[
                    ("Nadia Ben Salah", "co-emprunteur"),
                    ("Walid Hamdi", "garant"),
                ],
            ),
            ("Nom\n: Sami Trabelsi\n", &[]),
            ("A : B : C : Nom : Rim Khelifi\n", &[]),
        ];
        for (text, want) in cases {
            let doc = extract("t.txt", text.as_bytes().to_vec(), &Limits::default()).unwrap();
            let got: Vec<(String, String)> = scan(&doc, &ScanOptions::default())
                .iter()
                .filter(|f| f.detector == "person.label")
                .map(|f| {
                    let word = match &f.reasons[..] {
                        [Reason::Context { word }] => word.clone(),
                        other => format!("{other:?}"),
                    };
                    (f.text.clone(), word)
                })
                .collect();
            let want: Vec<(String, String)> = want
                .iter()
                .map(|&(t, w)| (t.to_string(), w.to_string()))
                .collect();
            assert_eq!(got, want, "{text:?}");
        }
    }

    #[test]
    fn labels_are_found_as_by_to_lowercase() {
        let mut spans: Vec<String> = Vec::new();
        for l in LABELS {
            spans.push(l.to_string());
            spans.push(l.to_uppercase());
            spans.push(capitalise(l));
            spans.push(format!("{l}x"));
            spans.push(format!("{}\u{212A}", l.to_uppercase()));
        }
        let more = [
            "",
            "NOM",
            "Prénom",
            "PRÉNOM",
            "Nom Et Prénom",
            "ÀÉÎÕÜÞ",
            "\u{212A}",
            "İsim",
            "الاسم",
            "اللقب",
            "nom et prénom et nom et prénom et nom",
            "NOM ET PRÉNOM ET NOM ET PRÉNOM ET NOM ET PRÉNOM",
            "Signature du responsable HSE",
            "SIGNATURE OF THE EMPLOYEE",
            "Signature de la direction",
            "Signature du responsable de la sécurité",
            "Signature et cachet",
            "Signatures",
        ];
        spans.extend(more.iter().map(|w| w.to_string()));
        let mut found = 0;
        for w in &spans {
            // (a label of a name column's shape is one too: `اسم الوليx`)
            let lower = w.to_lowercase();
            let want = LABELS.contains(&lower.as_str())
                || is_name_column(&lower)
                || role_label(lower.as_bytes())
                || signature_label(&lower);
            assert_eq!(is_label(w), want, "{w:?}");
            found += usize::from(want);
        }
        // every label in three cases (the Kelvin sign lowers to "k": none ends so)
        assert!(found >= 3 * LABELS.len(), "{found}");
        assert!(is_label("PRÉNOM") && is_label("Nom Et Prénom") && is_label("الاسم"));
        // a signature's line with whose it is, in at most two words after `du`, `of the`
        assert!(is_label("Signature du responsable HSE") && is_label("SIGNATURE OF THE EMPLOYEE"));
        assert!(!is_label("Signature du responsable de la sécurité"));
        assert!(!is_label("Signature et cachet") && !is_label("Signature pour accord"));
    }

    #[test]
    fn frequent_cue_ends_are_never_a_phrase_alone() {
        // a frequent last word is passed over unless the word before it is its phrases': a
        // phrase of that one word would never be tried
        for p in CUE_PHRASES {
            assert!(p.len() >= 2 || !FREQUENT_CUE_ENDS.contains(&p[0]), "{p:?}");
        }
        assert_eq!(
            frequent_cue_end("de"),
            Some(
                &[
                    "auprès",
                    "requête",
                    "demande",
                    "passeport",
                    "fils",
                    "fille",
                    "et"
                ][..]
            )
        );
        assert_eq!(frequent_cue_end("hire"), None);
    }
}
