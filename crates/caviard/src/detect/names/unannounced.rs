//! Names that no title, label, list word or cue phrase announces ([`unannounced`]): a chat's
//! senders, an attendance list, an e-mail address spelled from the name, a birth date, a
//! profession or an identity document after it, a name alone on its line ([`name_line`]).

use super::lists::{class, Lists, CLOSINGS, FIRM_WORDS, LABELS};
use super::tokens::{extend_name, is_arabic_letter, lines, push, reference_prefix, Script, Tok};
use crate::detect::lexicon::{AR_TYPES, FR_TYPES};
use crate::detect::{Candidate, Entity, Reason, Text};

/// Names that no title, label, list word or cue phrase announces, found from the document
/// around them: an e-mail address spelled from the name ([`emailed`]), a date of birth right
/// after it ([`born_after`]). A name on a line of its own where a person signs or heads a
/// document is found line by line, in the pass of [`signatures`] ([`name_line`]).
///
/// [`signatures`]: super::cues::signatures
pub(super) fn unannounced(
    s: &str,
    from: usize,
    to: usize,
    toks: &[Tok],
    l: &Lists,
    out: &mut Vec<Candidate>,
) {
    emailed(s, from, to, toks, l, out);
    born_after(s, from, to, toks, l, out);
    id_holders_arabic(s, from, to, toks, l, out);
    senders(s, from, to, toks, l, out);
    attendees(s, toks, l, out);
}

/// The most name words (particles aside) a run of unknown capitalised words may have to be
/// read as a name: a longer run is a heading or a foreign phrase.
const MAX_UNKNOWN_RUN: usize = 4;

/// Words of Tunisian places' names (`Dar Lasram`, `Ksar Ouled Soltane`, `Bab Bhar`, `Henchir
/// X`) and makes of cars (`Kia Picanto`) that no dictionary holds: a run with one is no name.
const PLACE_AND_MAKE_WORDS: &[&str] = &[
    "dar",
    "ksar",
    "bab",
    "henchir",
    "hanchir",
    "ouled",
    "oulad",
    "oued",
    "djebel",
    "jebel",
    "borj",
    "bordj",
    "souk",
    "menzel",
    "hammam",
    "ain",
    "bir",
    "zaouia",
    "zaouiet",
    "douar",
    "sebkha",
    "chott",
    "medina",
    "médina",
    "kasbah",
    "sidi",
    "lella",
    "djerba",
    "jerba",
    "gmbh",
    "kia",
    "hyundai",
    "peugeot",
    "renault",
    "citroën",
    "citroen",
    "toyota",
    "volkswagen",
    "isuzu",
    "mazda",
    "nissan",
    "suzuki",
    "chery",
    "dacia",
    "skoda",
    "mitsubishi",
    "geely",
    "mahindra",
    "chevrolet",
    "opel",
    "haval",
    "picanto",
];

/// Whether a token may start a run of [`unknown_words`]: a capitalised Latin word, or one with an
/// apostrophe as its second or third character (`l'Hôpital`: its case is read there). Gathered
/// by the piece's main loop, so that the pass reads only these tokens of the piece.
pub(super) fn may_start_run(t: &Tok) -> bool {
    t.script == Script::Latin
        && (t.cap
            || t.key
                .as_bytes()
                .get(1..3)
                .is_some_and(|b| b.contains(&b'\'') || b.contains(&0xE2)))
}

/// [`FIRM_WORDS`] and [`PLACE_AND_MAKE_WORDS`], hashed: a name of the lists is looked up in both.
pub(super) fn not_names() -> &'static rustc_hash::FxHashSet<&'static str> {
    static SET: std::sync::OnceLock<rustc_hash::FxHashSet<&'static str>> =
        std::sync::OnceLock::new();
    SET.get_or_init(|| {
        FIRM_WORDS
            .iter()
            .chain(PLACE_AND_MAKE_WORDS)
            .copied()
            .collect()
    })
}

/// Words before the name of a thing: a product, a medicine, a make or a model. A firm's word
/// ([`FIRM_WORDS`]) comes before a firm's name too, but for [`SIGNED_FOR`].
const THING_WORDS: &[&str] = &[
    "produit",
    "médicament",
    "medicament",
    "marque",
    "modèle",
    "modele",
    "product",
    "medicine",
    "drug",
    "brand",
    "model",
    "make",
];

/// Firms' words in lower case that are often followed by who signs for the firm, not by its
/// name: `pour la banque X Y`, `le cabinet X Y` (a lawyer's office bears the lawyer's name).
const SIGNED_FOR: &[&str] = &["banque", "bank", "cabinet", "bureau"];

/// A capitalised phrase of two to four Latin words (or one word after a lower-case word of its
/// sentence: `fille Jasisane joignable`, `care by Bigham:`), one space apart, none of which the French
/// or English dictionary knows ([`dictionary::ordinary`]) nor a stop list, title or firm's word
/// (`Dagharine Kasab`, `Hérenis ROCHDOUX`, `Ghasaj El Fajni`): a name, whatever announces it.
/// The phrase is the whole run of capitalised words around it: one ordinary word in the run
/// makes it an institution's or a place's name (`Arab Tunisian Bank`, `Hôpital Charles
/// Nicolle`). A name particle may join two words; a known first or family name counts as
/// unknown (`Martin` is also a word). Not read: a run all in capitals (an acronym, a heading:
/// `SONEDE STEG`) unless it is two or three words of five letters or more with a vowel each
/// (`HOUYOURA SICHIR`), a word of fewer than three letters, a label (`Kasab Roler :`), a street's,
/// a firm's or a product's name (`avenue X Y`, `X Y Street`, `hôtel X Y`), a reference (`Zeta-2024`), a place's or a car's name
/// ([`PLACE_AND_MAKE_WORDS`]), a cell of a column of firms or places. One word alone is not read
/// after an article or a preposition of place ([`BEFORE_PLACES`]: `à Gammarth`), within three
/// words after a firm's or a street's word (`École primaire Ennour`), nor in capitals (`l'INPDP`).
///
/// `starts`: the indices of the tokens that may start a run ([`may_start_run`]), in order.
///
/// [`dictionary::ordinary`]: crate::detect::dictionary::ordinary
pub(super) fn unknown_words<'t>(
    text: &Text<'_>,
    toks: &'t [Tok<'t>],
    starts: &[u32],
    first_cand: usize,
    out: &mut Vec<Candidate>,
) {
    // the names the other rules found in the piece, by their start, sorted on the first
    // `NOM, Prénom` (a title's name `Dr BEN CHIZ` is widened to its given name)
    let mut earlier: Option<Vec<(usize, usize)>> = None;
    let s = text.as_str();
    let b = s.as_bytes();
    // after an elided article (an apostrophe as the token's second or third character), the word
    // itself: `l'Hôpital`, `d'Espagne`, `qu'Ali`
    let elided = |t: &Tok| -> usize {
        for k in [t.start + 1, t.start + 2] {
            if k < t.end {
                if b[k] == b'\'' {
                    return k + 1;
                }
                // (by bytes: `k` may fall inside an accented letter)
                if b[k..t.end].starts_with("\u{2019}".as_bytes()) {
                    return k + '\u{2019}'.len_utf8();
                }
            }
        }
        t.start
    };
    let capitalised = |t: &Tok| {
        t.script == Script::Latin
            && (t.cap || {
                let e = elided(t);
                e > t.start && s[e..].starts_with(char::is_uppercase)
            })
    };
    // (list bits first, then the dictionary, which says `ordinary` for most capitalised words
    // of prose, then the short lists)
    // (a word of a piece is looked up in the dictionary once: a look-up walks the set's nodes
    // through memory, and a document repeats its words)
    let looked_up: std::cell::RefCell<rustc_hash::FxHashMap<&'t str, bool>> = Default::default();
    let unknown = |t: &'t Tok<'t>| {
        !t.is(class::STOP_LATIN | class::TITLE | class::PARTICLE)
            && t.key.chars().nth(2).is_some()
            && (t.is(class::FIRST_LATIN | class::LAST_LATIN)
                || !*looked_up
                    .borrow_mut()
                    .entry(&t.key)
                    .or_insert_with(|| crate::detect::dictionary::ordinary(&t.key)))
            && !not_names().contains(&*t.key)
    };
    // a street's, a hotel's or a product's name: `avenue X Y`, `hôtel X Y`, `produit X Y` (a
    // firm's word in lower case is often followed by its signatory: `pour la banque X Y`)
    let named_thing = |t: Option<&Tok>, before: bool| {
        t.is_some_and(|t| {
            let key = s[elided(t)..t.end].to_lowercase();
            t.script == Script::Latin
                && (FR_TYPES.contains(&key.as_str())
                    || matches!(key.as_str(), "av" | "bd" | "st")
                    || before
                        && (THING_WORDS.contains(&key.as_str())
                            || FIRM_WORDS.contains(&key.as_str())
                                && !SIGNED_FOR.contains(&key.as_str())))
        })
    };
    let mut c = 0;
    while c < starts.len() {
        let first = starts[c] as usize;
        c += 1;
        if !capitalised(&toks[first]) {
            continue;
        }
        // the whole run of capitalised words (particles of any case inside), one space apart
        let mut i = first + 1;
        while i < toks.len()
            && matches!(&s[toks[i - 1].end..toks[i].start], " " | "-")
            && (capitalised(&toks[i]) || toks[i].is_particle() && toks[i].script == Script::Latin)
        {
            i += 1;
        }
        // a title or titles may lead (`M. X Y`): the name is what follows
        let mut a = first;
        while a < i && toks[a].is(class::TITLE) {
            a += 1;
        }
        // so may a person's role or a label written without its colon (`- Spouse X Y on`,
        // `Patient X Y`): a word the dictionary knows, which would make the run an
        // institution's name
        if i - a >= 3 && LABELS.contains(&&*toks[a].key) {
            a += 1;
        }
        let mut b = i;
        while b > a && toks[b - 1].is_particle() {
            b -= 1;
        }
        let run = &toks[a..b];
        let words = run.iter().filter(|t| !t.is_particle()).count();
        // one word alone: after a lower-case word of the same sentence that is no article or
        // preposition of place (`fille Jasisane joignable`, `care by Bigham:`, not `à Gammarth`)
        // (not an acronym after an elided article: `l'INPDP`; not the end of an institution's
        // name: `École primaire Ennour`, `avenue de la Liberté Kasab`)
        // (or before a verb of speech: `Follow-up: Khafwa reported ...`, `Zoubadi a déclaré`)
        let speaks = || {
            let next = |k: usize| {
                toks.get(k)
                    .filter(|n| &s[toks[k - 1].end..n.start] == " " && !n.cap)
                    .map(|n| &*n.key)
            };
            next(i).is_some_and(|v| {
                SPEECH_VERBS.contains(&v)
                    || v == "a" && next(i + 1).is_some_and(|p| SPEECH_PARTICIPLES.contains(&p))
            })
        };
        let in_capitals = run.len() == 1
            && s[elided(&run[0])..run[0].end]
                .chars()
                .all(|c| c.is_uppercase() || !c.is_alphabetic());
        // (one word in capitals after a profession is a family name, not an acronym, when it
        // is five letters or more with a vowel: `l'expert-comptable DIKOULI`, `the accountant
        // KACHIMANI`)
        let after_profession = || {
            first.checked_sub(1).is_some_and(|k| {
                let p = &toks[k];
                let key = s[elided(p)..p.end].to_lowercase();
                &s[p.end..run[0].start] == " "
                    && (PROFESSION_CUES.contains(&key.as_str())
                        || PROFESSIONS_BEFORE.contains(&key.as_str()))
            }) && run[0].key.chars().count() >= 5
                && run[0].key.chars().any(|c| "aeiouyéèàâîôû".contains(c))
        };
        let capitals_after_profession = words == 1
            && run.len() == 1
            && a == first
            && in_capitals
            && !run[0].is(class::STOP_LATIN | class::TITLE)
            && after_profession();
        let single = words == 1
            && run.len() == 1
            && a == first
            && run[0].key.chars().nth(3).is_some()
            && (first.checked_sub(1).is_some_and(|k| {
                let p = &toks[k];
                p.script == Script::Latin
                    && !p.cap
                    && &s[p.end..run[0].start] == " "
                    && !BEFORE_PLACES.contains(&&*p.key)
            }) || speaks())
            && (!in_capitals || capitals_after_profession)
            // (a model's or a room's number after it: `champ visuel Humphrey 24-2`)
            && !s[run[0].end..].strip_prefix(' ').is_some_and(|r| r.starts_with(|c: char| c.is_ascii_digit()));
        // the word before the run, on its line
        let before_on_line = first
            .checked_sub(1)
            .map(|k| &toks[k])
            .filter(|p| !s[p.end..toks[first].start].contains('\n'));
        // the cheap tests of the run's shape first, the words' look-ups after them
        let named = ((2..=MAX_UNKNOWN_RUN).contains(&words) || single)
            && !run[0].is_particle()
            // (a run in capitals is an acronym or a heading, unless it is two or three words
            // of five letters or more with a vowel each: `HOUYOURA SICHIR`, not `SONEDE STEG`)
            && (!run.iter().all(|t| t.upper || t.is_particle())
                || capitals_after_profession
                || !single
                    && words <= 3
                    && run.iter().all(|t| {
                        t.is_particle()
                            || t.key.chars().count() >= 5
                                && t.key.chars().any(|c| "aeiouyéèàâîôû".contains(c))
                    }))
            // (a label starts its line: one word after a lower-case word is none, `care by X:`)
            && (single
                || !s[run[run.len() - 1].end..]
                    .trim_start_matches([' ', '\t'])
                    .starts_with(':'))
            && !reference_prefix(s, run[run.len() - 1].end)
            && run.iter().all(|t| t.is_particle() || unknown(t))
            // (the word before or after on the same line only: an address block's street on the
            // next line says nothing of the name above it)
            && !named_thing(before_on_line, true)
            && !named_thing(
                toks.get(i)
                    .filter(|n| !s[toks[i - 1].end..n.start].contains('\n')),
                false,
            )
            && !(single
                && (first.saturating_sub(3)..first).any(|k| {
                    named_thing(Some(&toks[k]), true) || FIRM_WORDS.contains(&&*toks[k].key)
                }))
            && !super::slots::other_column(text, run[0].start)
            // (an institution's word one to three words before: `École primaire Aboul Kacem
            // Chebbi`)
            && !super::tokens::place_before(toks, first);
        // `NOM, Prénom`: one to three words in capitals no dictionary knows (four letters or
        // more), a comma, then one or two capitalised words it does not know either
        // (`MEKHOUGA, Kenahane`, `BEN ZAFINE, Sedizi`): a family name, then the given names
        let given_end = (!named && b == i && (1..=3).contains(&words))
            .then(|| {
                let g = toks.get(i)?;
                let shaped = |t: &'t Tok<'t>| {
                    t.script == Script::Latin
                        && t.cap
                        && !t.upper
                        && t.key.chars().nth(2).is_some()
                        && unknown(t)
                };
                if &s[toks[i - 1].end..g.start] != ", " || !shaped(g) {
                    return None;
                }
                let mut e = i + 1;
                if toks
                    .get(e)
                    .is_some_and(|n| &s[toks[e - 1].end..n.start] == " " && shaped(n))
                {
                    e += 1;
                }
                // (a third capitalised word: a phrase, not a name)
                if toks
                    .get(e)
                    .is_some_and(|n| &s[toks[e - 1].end..n.start] == " " && capitalised(n))
                {
                    return None;
                }
                let family = run.iter().all(|t| {
                    t.is_particle() || t.upper && t.key.chars().nth(3).is_some() && unknown(t)
                });
                let ok = family
                    && !named_thing(before_on_line, true)
                    && !super::slots::other_column(text, run[0].start);
                ok.then(|| toks[e - 1].end)
            })
            .flatten();
        if named {
            // an elided article is no part of the name (`d'Ébrane X`)
            push_unknown(out, elided(&toks[a]), toks[b - 1].end);
        } else if let Some(e) = given_end {
            let (fa, fe) = (toks[a].start, toks[b - 1].end);
            let earlier = earlier.get_or_insert_with(|| {
                let mut v: Vec<(usize, usize)> = (first_cand..out.len())
                    .filter(|&k| out[k].entity == Entity::Person)
                    .map(|k| (out[k].start, k))
                    .collect();
                v.sort_unstable();
                v
            });
            let k = earlier.partition_point(|&(start, _)| start < fa);
            for &(start, c) in &earlier[k..] {
                if start >= fe {
                    break;
                }
                if out[c].end == fe {
                    out[c].end = e;
                }
            }
            out.push(Candidate {
                entity: Entity::Person,
                start: toks[a].start,
                end: e,
                score: SCORE_COMMA_FORM,
                detector: "person.unknown_words",
                reasons: vec![Reason::Structure {
                    what: "NOM, Prénom (nom en capitales, virgule, prénom)",
                }],
            });
        }
        while c < starts.len() && (starts[c] as usize) < i {
            c += 1;
        }
    }
}

/// Arabic words before the name of a firm, a place, a thing or an illness (`شركة X Y`, `ولاية
/// X`, `دواء X`, `داء X Y`), besides the street types ([`AR_TYPES`]); read without a clitic.
const ARABIC_NAMED_THING: &[&str] = &[
    "شركة",
    "مؤسسة",
    "مصحة",
    "مستشفى",
    "جمعية",
    "وزارة",
    "بلدية",
    "بنك",
    "مصرف",
    "مكتب",
    "صيدلية",
    "نزل",
    "فندق",
    "مطعم",
    "مقهى",
    "معهد",
    "كلية",
    "مدرسة",
    "مركز",
    "وكالة",
    "مجمع",
    "ولاية",
    "معتمدية",
    "عمادة",
    "قرية",
    "دوار",
    "جهة",
    "دواء",
    "عقار",
    "علامة",
    "ماركة",
    "طراز",
    "داء",
    "مرض",
    "متلازمة",
];

/// Two to four Arabic words in a row, one space apart, of which none is an ordinary word
/// ([`dictionary::ordinary_arabic`]) but names of the lists, and at least one is in no list
/// (`حمحارد ڨدلتاماش`, `ناجمون سلكامد بن عبفنلماش`): a name, whatever announces it. Arabic has
/// no capitals, so the run is the longest one of such words: an ordinary word, a title or a
/// stop word ends it, and a run of more than four words is a foreign phrase. A name particle
/// (`بن`) may join two of its words. Not read: a word of fewer than three letters, a run after
/// a street's, a firm's, a place's, a thing's or an illness's word ([`AR_TYPES`],
/// [`ARABIC_NAMED_THING`]), a label (a colon after it), a cell of a column of firms or places.
/// A conjunction or a preposition glued to the run's first word inside a sentence is no part of
/// the name (`وغديف القرتاني` is `و` and a name).
///
/// [`dictionary::ordinary_arabic`]: crate::detect::dictionary::ordinary_arabic
///
/// `first`: the first candidate of the piece in `out`.
pub(super) fn unknown_arabic<'t>(
    text: &Text<'_>,
    toks: &'t [Tok<'t>],
    first: usize,
    out: &mut Vec<Candidate>,
) {
    let s = text.as_str();
    // the names the other rules found in the piece, by their start (a run widens those inside
    // it; sorted once, so that a piece of many runs costs no more than its runs)
    let mut earlier: Vec<(usize, usize)> = (first..out.len())
        .filter(|&i| out[i].entity == Entity::Person)
        .map(|i| (out[i].start, i))
        .collect();
    earlier.sort_unstable();
    // (each word of a piece is looked up once, as in [`unknown_words`])
    let mut looked_up: rustc_hash::FxHashMap<&'t str, bool> = Default::default();
    let mut unknown = |t: &'t Tok<'t>| {
        *looked_up
            .entry(&t.key)
            .or_insert_with(|| !crate::detect::dictionary::ordinary_arabic(&t.key))
    };
    let letters = |t: &Tok| t.key.chars().filter(|&c| c != '\u{0640}').nth(2).is_some();
    let named_thing = |t: &Tok| {
        let key = super::tokens::strip_proclitic(&t.key);
        AR_TYPES.contains(&key)
            || ARABIC_NAMED_THING.contains(&key)
            || ARABIC_NAMED_THING.contains(&&*t.key)
    };
    let mut i = 0;
    while i < toks.len() {
        if toks[i].script != Script::Arabic || toks[i].is_particle() {
            i += 1;
            continue;
        }
        // the run from `i`: words no dictionary knows or names of the lists, particles between
        let (mut j, mut words, mut unknowns) = (i, 0, 0);
        while j < toks.len() {
            let t = &toks[j];
            if t.script != Script::Arabic || j > i && &s[toks[j - 1].end..t.start] != " " {
                break;
            }
            if j > i && t.is_particle() {
                j += 1;
                continue;
            }
            if t.is(class::STOP_ARABIC | class::TITLE) || !letters(t) {
                break;
            }
            // a conjunction glued to a word joins a second name (`فشيز شكازي وغديف القرتاني`)
            // (but for the last of two words alone on their line, a signature's name under its
            // role: `لوذرونة ويثفالر`)
            if j > i
                && t.key.starts_with('و')
                && !t.is(class::FIRST_ARABIC | class::LAST_ARABIC)
                && !(j == i + 1 && alone_on_line(s, toks[i].start, t.end))
            {
                break;
            }
            let listed = t.is(class::FIRST_ARABIC | class::LAST_ARABIC);
            let unheard = unknown(t);
            if !(listed || unheard) {
                break;
            }
            words += 1;
            unknowns += usize::from(unheard && !listed);
            j += 1;
        }
        let mut b = j;
        while b > i && toks[b - 1].is_particle() {
            b -= 1;
        }
        let same_line = |k: usize| !s[toks[k].end..toks[k + 1].start].contains('\n');
        let named = (2..=MAX_UNKNOWN_RUN).contains(&words)
            && unknowns > 0
            && !s[toks[b - 1].end..]
                .trim_start_matches([' ', '\t'])
                .starts_with(':')
            && !i
                .checked_sub(1)
                .is_some_and(|k| same_line(k) && named_thing(&toks[k]))
            && !super::slots::other_column(text, toks[i].start);
        if named {
            let (mut ra, mut rb) = (toks[i].start, toks[b - 1].end);
            let cell = text.cell_span(ra);
            if let Some((a, e)) = cell {
                // a cell of Arabic words alone that holds the run is the name, from its first
                // word: the run may have left out an ordinary word that is also a first name
                // (`وامسية`, `and an evening`)
                let words = &s[a..e];
                if a < ra
                    && rb <= e
                    && words.split(' ').count() <= MAX_UNKNOWN_RUN + 1
                    && words.chars().all(|c| c == ' ' || is_arabic_letter(c))
                {
                    (ra, rb) = (a, e);
                }
            } else if i > 0
                && toks[i - 1].script == Script::Arabic
                && &s[toks[i - 1].end..ra] == " "
                && !toks[i].is(class::FIRST_ARABIC | class::LAST_ARABIC)
            {
                // a conjunction or a preposition glued to the first word inside a sentence
                // (the word before it is Arabic, one space apart): `وغديف القرتاني`,
                // `لـشسزان بكشاوي`
                let key = &toks[i].key;
                if let Some(c) = ["و", "ل", "ب", "ف"].iter().find(|c| key.starts_with(**c)) {
                    let rest = key[c.len()..].trim_start_matches('\u{0640}');
                    // (the word without the letter is still no ordinary word: the letter was a clitic)
                    if rest.chars().nth(2).is_some()
                        && !crate::detect::dictionary::ordinary_arabic(rest)
                    {
                        ra = toks[i].end - rest.len();
                    }
                }
            }
            // a name another rule found in part is the whole run (`X Y بن Z` of which the
            // filiation found `Y بن Z`: its higher score would keep the shorter span)
            let k = earlier.partition_point(|&(start, _)| start < ra);
            for &(start, i) in &earlier[k..] {
                if start >= rb {
                    break;
                }
                let c = &mut out[i];
                if c.end <= rb {
                    (c.start, c.end) = (ra, rb);
                }
            }
            push_unknown(out, ra, rb);
        }
        i = j.max(i + 1);
    }
}

/// Whether `s[start..end]` stands alone on its line, spaces and Markdown's emphasis aside (read
/// at most [`ALONE_REACH`] bytes each way: a text of one long line costs no more per word).
fn alone_on_line(s: &str, start: usize, end: usize) -> bool {
    let blank = |x: &str| {
        x.chars()
            .all(|c| matches!(c, ' ' | '\t' | '*' | '_' | '\r'))
    };
    let from = s.floor_char_boundary(start.saturating_sub(ALONE_REACH));
    let head = &s[from..start];
    let before = match head.rfind('\n') {
        Some(k) => &head[k + 1..],
        None if from == 0 => head,
        None => return false,
    };
    let to = s.ceil_char_boundary((end + ALONE_REACH).min(s.len()));
    let tail = &s[end..to];
    let after = match tail.find('\n') {
        Some(k) => &tail[..k],
        None if to == s.len() => tail,
        None => return false,
    };
    blank(before) && blank(after)
}

/// How far [`alone_on_line`] looks for the ends of a line.
const ALONE_REACH: usize = 64;

/// A name read from words no dictionary knows, at bytes `start..end` ([`unknown_words`],
/// [`unknown_arabic`]).
fn push_unknown(out: &mut Vec<Candidate>, start: usize, end: usize) {
    out.push(Candidate {
        entity: Entity::Person,
        start,
        end,
        score: SCORE_UNKNOWN_WORDS,
        detector: "person.unknown_words",
        reasons: vec![Reason::Structure {
            what: "mots absents des dictionnaires",
        }],
    });
}

/// Verbs of speech after a word no dictionary knows that make it a person's name, alone
/// (`Khafwa reported`, `Zoubadi déclare`); French ones also as a participle after `a`.
const SPEECH_VERBS: &[&str] = &[
    "reported",
    "said",
    "says",
    "stated",
    "declared",
    "explained",
    "confirmed",
    "complained",
    "mentioned",
    "added",
    "indicated",
    "told",
    "asked",
    "replied",
    "déclare",
    "indique",
    "explique",
    "affirme",
    "précise",
    "signale",
    "confirme",
    "rapporte",
    "ajoute",
    "répond",
];
const SPEECH_PARTICIPLES: &[&str] = &[
    "déclaré",
    "indiqué",
    "expliqué",
    "affirmé",
    "précisé",
    "signalé",
    "confirmé",
    "rapporté",
    "ajouté",
    "répondu",
    "appelé",
];

/// Lower-case words after which a capitalised word is a place or a thing more often than a
/// person: articles and prepositions of place.
const BEFORE_PLACES: &[&str] = &[
    "le", "la", "les", "l", "un", "une", "des", "du", "de", "d", "à", "au", "aux", "en", "vers",
    "depuis", "sur", "sous", "dans", "près", "entre", "route", "the", "a", "an", "of", "to", "in",
    "at", "from", "near", "into", "via", "on", "et", "and", "ou", "or",
];

/// Above the default threshold (0.5), below every rule that has a cue: a name read from the
/// words alone.
const SCORE_UNKNOWN_WORDS: f32 = 0.55;

/// A family name in capitals, a comma and a given name, none of them a word (`ZAROUDA,
/// Kenichane`): the shape is a name's, above a name in its cell (0.7), which may be its given
/// part alone.
const SCORE_COMMA_FORM: f32 = 0.75;

/// The length of a chat export's time stamp at the start of `line`, up to the sender's name:
/// `12/03/2023, 11:37 - ` (Android), `[12/03/2023, 11:37:05] ` (iOS), `12/03/23 11:37 PM - `.
fn chat_stamp(line: &[u8]) -> Option<usize> {
    let mut k = usize::from(line.first() == Some(&b'['));
    let digits = |k: &mut usize, max: usize| {
        let a = *k;
        while *k < line.len() && *k - a < max && line[*k].is_ascii_digit() {
            *k += 1;
        }
        *k > a
    };
    // the date: d/m/y
    for _ in 0..2 {
        if !digits(&mut k, 2) || line.get(k) != Some(&b'/') {
            return None;
        }
        k += 1;
    }
    if !digits(&mut k, 4) {
        return None;
    }
    if line.get(k) == Some(&b',') {
        k += 1;
    }
    if line.get(k) != Some(&b' ') {
        return None;
    }
    k += 1;
    // the time: h:mm, maybe :ss, maybe AM/PM
    if !digits(&mut k, 2) || line.get(k) != Some(&b':') {
        return None;
    }
    k += 1;
    if !digits(&mut k, 2) {
        return None;
    }
    if line.get(k) == Some(&b':') {
        k += 1;
        digits(&mut k, 2);
    }
    for m in [&b" AM"[..], b" PM", b" am", b" pm"] {
        if line[k..].starts_with(m) {
            k += m.len();
        }
    }
    let rest = &line[k..];
    if line[0] == b'[' {
        rest.strip_prefix(b"] ").map(|_| k + 2)
    } else {
        rest.strip_prefix(b" - ").map(|_| k + 3)
    }
}

/// The sender of a chat message: after a chat export's time stamp, the name before the colon
/// (`12/03/2023, 11:37 - X Y: ...`), or a message header of a name and its time alone on a line
/// (`X Y (17:39)`). One to three name words of one script; a single word only after a stamp.
fn senders(s: &str, from: usize, to: usize, toks: &[Tok], l: &Lists, out: &mut Vec<Candidate>) {
    let b = s.as_bytes();
    for (a, e) in lines(s, from, to) {
        let line = &b[a..e];
        let (name_from, name_to, single, what) = if let Some(k) = chat_stamp(line) {
            let Some(c) = memchr::memchr(b':', &line[k..]) else {
                continue;
            };
            (a + k, a + k + c, true, "expéditeur d'un message")
        } else if line.len() <= 60 && line.ends_with(b")") && line.len() > 8 && {
            let t = &line[line.len() - 8..];
            t[0] == b' '
                && t[1] == b'('
                && t[2..4].iter().all(u8::is_ascii_digit)
                && t[4] == b':'
                && t[5..7].iter().all(u8::is_ascii_digit)
        } {
            (a, e - 8, false, "en-tête d'un message")
        } else {
            continue;
        };
        let i = toks.partition_point(|t| t.start < name_from);
        let j = toks.partition_point(|t| t.end <= name_to);
        if j <= i || j - i > 3 || !s[name_from..toks[i].start].trim().is_empty() {
            continue;
        }
        let words = &toks[i..j];
        let script = words[0].script;
        // a particle counts inside the name, not as its first word
        let fits = words.iter().enumerate().all(|(k, t)| {
            t.script == script
                && (t.name_like(l) || k > 0 && t.is_particle())
                && (t.cap || script == Script::Arabic)
        });
        let tight = words[..words.len() - 1].iter().all(|t| t.tight_next);
        let fills = s[words[words.len() - 1].end..name_to].trim().is_empty();
        if fits && tight && fills && (words.len() >= 2 || single) {
            push(
                out,
                toks,
                i,
                j,
                0.75,
                Reason::Structure { what },
                "person.chat",
            );
        }
    }
}

/// The labels of a list of people: those present or excused at a meeting, the witnesses or the
/// notaries of a deed (`Present: X Y (CEO); Z W (CFO)`, `Témoins : X Y et Z W`).
const ATTENDEE_LABELS: &[&str] = &[
    "present",
    "présents",
    "presents",
    "présent",
    "attendees",
    "participants",
    "absents",
    "excusés",
    "excused",
    "apologies",
    "témoins",
    "witnesses",
    "notaires",
    "الحاضرون",
    "الحضور",
    "الشهود",
    "الشاهدان",
    "العدلان",
    "الإشهاد",
];

/// The people of a list: after one of [`ATTENDEE_LABELS`] and its colon, each item of the line
/// (between `;` or `,`, or joined by "et", "and", "&" or the Arabic و glued to the next name)
/// that starts with two to four name words of one script, maybe followed by its role in
/// brackets, is a name.
fn attendees(s: &str, toks: &[Tok], l: &Lists, out: &mut Vec<Candidate>) {
    for (i, t) in toks.iter().enumerate() {
        if !(t.colon_next && ATTENDEE_LABELS.contains(&&*t.key)) {
            continue;
        }
        // the colon itself, after blanks (a pipe or a dot leader also sets `colon_next`)
        let b = s.as_bytes();
        let mut colon = t.end;
        while colon < b.len() && matches!(b[colon], b' ' | b'\t') {
            colon += 1;
        }
        if b.get(colon) != Some(&b':') {
            continue;
        }
        let colon = colon + 1;
        let eol = memchr::memchr(b'\n', &b[colon..]).map_or(s.len(), |k| colon + k);
        let mut k = i + 1;
        let mut item_from = colon;
        while item_from < eol {
            let item_to = s[item_from..eol]
                .find([';', ',', '،', '؛'])
                .map_or(eol, |c| item_from + c);
            while k < toks.len() && toks[k].start < item_from {
                k += 1;
            }
            // the names of the item, joined by a conjunction
            let mut from = item_from;
            // the name starts after a glued "و" (two bytes) of the token at `k`
            let mut glued = false;
            while k < toks.len() && toks[k].start < item_to {
                let end = extend_name(toks, k, l, 4);
                if !(end >= k + 2
                    && toks[end - 1].end <= item_to
                    && s[from..toks[k].start].trim().is_empty())
                {
                    break;
                }
                let rest = s[toks[end - 1].end..item_to].trim();
                let next = toks.get(end).filter(|n| n.start < item_to);
                let and_glued = next.is_some_and(|n| {
                    n.script == Script::Arabic
                        && s[toks[end - 1].end..n.start] == *" "
                        && n.key.starts_with('و')
                        && n.key.len() >= 8
                });
                let and_word =
                    next.is_some_and(|n| matches!(&*n.key, "et" | "and")) || rest.starts_with('&');
                let whole =
                    matches!(rest, "" | ".") || rest.starts_with('(') && rest.ends_with([')', '.']);
                if !(whole || and_glued || and_word) {
                    break;
                }
                let start = toks[k].start + if glued { 'و'.len_utf8() } else { 0 };
                out.push(Candidate {
                    entity: Entity::Person,
                    start,
                    end: toks[end - 1].end,
                    score: 0.75,
                    detector: "person.attendee",
                    reasons: vec![Reason::Context {
                        word: t.key.to_string(),
                    }],
                });
                if whole {
                    break;
                }
                glued = and_glued;
                if and_glued {
                    // the next name starts inside that token, after its "و"
                    k = end;
                    from = toks[k].start;
                } else if rest.starts_with('&') {
                    // past "&" (no token): the next name starts at the next token
                    k = end;
                    from = toks[end - 1].end + s[toks[end - 1].end..].find('&').unwrap_or(0) + 1;
                } else {
                    // past the token "et" or "and"
                    k = end + 1;
                    from = toks[end].end;
                }
            }
            // past the separator (`،` and `؛` are two bytes)
            item_from = s[item_to..]
                .chars()
                .next()
                .map_or(eol, |c| item_to + c.len_utf8());
        }
    }
}

/// The longest e-mail local part compared, in letters.
const LOCAL_MAX: usize = 48;
/// How far from an e-mail address (in bytes, either side) the name it is spelled from is looked for.
const EMAIL_REACH: usize = 600;

/// The letters of the local part of the e-mail address whose `@` is at byte `at`, in lower case
/// and without digits or separators (`d.fakoumi85` → `dfakoumi`), written into `buf`. `None` when
/// `at` is no e-mail address (no local part, no dotted domain) or the part is too long.
fn local_letters<'b>(s: &str, at: usize, buf: &'b mut [u8; LOCAL_MAX]) -> Option<&'b [u8]> {
    let b = s.as_bytes();
    let is_local = |x: u8| x.is_ascii_alphanumeric() || matches!(x, b'.' | b'_' | b'-' | b'+');
    let mut a = at;
    while a > 0 && is_local(b[a - 1]) {
        a -= 1;
    }
    // the domain, without the full stop of a sentence that ends after it
    let domain = b[at + 1..]
        .iter()
        .take_while(|&&x| x.is_ascii_alphanumeric() || matches!(x, b'.' | b'-'))
        .count();
    let domain = &b[at + 1..at + 1 + domain];
    let domain = domain.strip_suffix(b".").unwrap_or(domain);
    let dotted = domain
        .iter()
        .rposition(|&x| x == b'.')
        .is_some_and(|k| k > 0 && k + 1 < domain.len());
    if a == at || !dotted {
        return None;
    }
    let mut n = 0;
    for &x in b[a..at].iter().filter(|x| x.is_ascii_alphabetic()) {
        *buf.get_mut(n)? = x.to_ascii_lowercase();
        n += 1;
    }
    Some(&buf[..n])
}

/// A Latin name word in lower-case ASCII letters (`Fabène` → `fabene`, `Ben-Salah` →
/// `bensalah`), written into `buf`; `None` for a letter without an ASCII form.
fn ascii_letters<'b>(key: &str, buf: &'b mut [u8; LOCAL_MAX]) -> Option<&'b [u8]> {
    let mut n = 0;
    for c in key.chars() {
        let x = match c {
            'a'..='z' => c as u8,
            'à' | 'á' | 'â' | 'ä' => b'a',
            'ç' => b'c',
            'è' | 'é' | 'ê' | 'ë' => b'e',
            'ì' | 'í' | 'î' | 'ï' => b'i',
            'ò' | 'ó' | 'ô' | 'ö' => b'o',
            'ù' | 'ú' | 'û' | 'ü' => b'u',
            '\'' | '-' => continue,
            _ => return None,
        };
        *buf.get_mut(n)? = x;
        n += 1;
    }
    Some(&buf[..n])
}

/// The local part is one name word in full and the start of the other (`nifabout`,
/// `dfakoumi`, `boujilgoubina`), in either order: the address was made from the name.
fn spelled_from(local: &[u8], a: &[u8], b: &[u8]) -> bool {
    let full_then_start = |x: &[u8], y: &[u8]| {
        x.len() >= 3
            && local.len() > x.len()
            && local.starts_with(x)
            && y.starts_with(&local[x.len()..])
    };
    let start_then_full = |x: &[u8], y: &[u8]| {
        y.len() >= 3
            && local.len() > y.len()
            && local.ends_with(y)
            && x.starts_with(&local[..local.len() - y.len()])
    };
    full_then_start(a, b) || full_then_start(b, a) || start_then_full(a, b) || start_then_full(b, a)
}

/// Two capitalised Latin name words next to each other, near an e-mail address spelled from
/// them: "Nifa Boutrouni, DOB ... / nifa-bout@topnet.tn", "JAMIMA GARILSSI" under a letter
/// whose sender writes from `jamima-gari@...`. A company whose address is its name
/// (`djerbaagro@`) has a stop word in it or around it most of the time; the rule needs both
/// words, one in full.
fn emailed(s: &str, from: usize, to: usize, toks: &[Tok], l: &Lists, out: &mut Vec<Candidate>) {
    let word = |t: &Tok| t.script == Script::Latin && t.cap && !t.is_particle() && t.name_like(l);
    for at in memchr::memchr_iter(b'@', &s.as_bytes()[from..to]).map(|k| from + k) {
        let mut lb = [0; LOCAL_MAX];
        let Some(local) = local_letters(s, at, &mut lb).filter(|x| x.len() >= 4) else {
            continue;
        };
        let lo = toks.partition_point(|t| t.start < at.saturating_sub(EMAIL_REACH));
        let hi = toks.partition_point(|t| t.start < at + EMAIL_REACH);
        for k in lo..hi.saturating_sub(1) {
            let (t, n) = (&toks[k], &toks[k + 1]);
            if !(t.tight_next && word(t) && word(n)) {
                continue;
            }
            let (mut ab, mut bb) = ([0; LOCAL_MAX], [0; LOCAL_MAX]);
            let (Some(a), Some(b)) = (
                ascii_letters(&t.key, &mut ab),
                ascii_letters(&n.key, &mut bb),
            ) else {
                continue;
            };
            if !spelled_from(local, a, b) {
                continue;
            }
            // the name goes on through its particles and name words ("Sami Ben Salah"); an
            // organisation's word around it ("Groupe Zarvane Textiles", "Zarvane Textiles
            // SARL") means the address is the organisation's
            let end = extend_name(toks, k, l, 4).max(k + 2);
            let org_before = k > 0 && {
                let p = &toks[k - 1];
                p.tight_next && p.cap && !p.name_like(l) && !p.is(class::TITLE | class::GREETING)
            };
            let org_after = toks[end - 1].tight_next
                && toks
                    .get(end)
                    .is_some_and(|x| x.script == Script::Latin && x.cap);
            if org_before || org_after {
                continue;
            }
            push(
                out,
                toks,
                k,
                end,
                0.8,
                Reason::Structure {
                    what: "adresse e-mail du nom",
                },
                "person.email",
            );
        }
    }
}

/// What follows ", " after a name to give its date of birth.
const BIRTH_CUES: &[&str] = &[
    "born ",
    "DOB ",
    "DOB:",
    "date of birth",
    "né le ",
    "née le ",
    "né(e) le ",
    "né à ",
    "née à ",
    "date de naissance",
];

/// Professions before a name, in English (the French ones are [`PROFESSION_CUES`]): `the
/// accountant X`.
const PROFESSIONS_BEFORE: &[&str] = &[
    "accountant",
    "lawyer",
    "notary",
    "bailiff",
    "nurse",
    "doctor",
    "engineer",
    "technician",
    "pharmacist",
    "clerk",
    "comptable",
    "technicien",
    "technicienne",
];

/// What follows ", " after a name to give the person's profession, in apposition: "Nous, X Y,
/// huissier de justice", "X Y, avocate au barreau de Tunis", "X Y, notary public". A word
/// that a name of an organisation or a place is as often followed by ("Tunis, directeur") is
/// no cue alone: the rule needs two name words before the comma.
const PROFESSION_CUES: &[&str] = &[
    "huissier",
    "huissière",
    "avocat",
    "avocate",
    "notaire",
    "expert-comptable",
    "expert judiciaire",
    "médecin",
    "greffier",
    "président",
    "présidente",
    "juge",
    "greffière",
    "pharmacien",
    "pharmacienne",
    "infirmier",
    "infirmière",
    "ingénieur",
    "ingénieure",
    "architecte",
    "gérant",
    "gérante",
    // a domicile in apposition: "votre garant, X Y, domiciliée …", "X Y, demeurant à …"
    "domicilié",
    "domiciliée",
    "demeurant",
    "residing",
    "délégué du personnel",
    "déléguée du personnel",
    "bailiff",
    "lawyer",
    "attorney",
    "notary",
    "solicitor",
    "physician",
];

/// What follows ", " or " (" after a name to give the person's identity document: "the file of
/// X Y (CIN 01234567)", "X Y, titulaire de la CIN n° …". An identity card or a passport is a
/// person's: a firm or a place has none.
const ID_CUES: &[&str] = &[
    "CIN ",
    "CIN:",
    "CIN n",
    "C.I.N",
    "titulaire de la CIN",
    "titulaire de la carte",
    "titulaire du passeport",
    "passeport n",
    "passport n",
    "holder of ID",
    "holder of the ID",
    "holder of passport",
    "ID card",
];

/// What follows "، " after an Arabic name to give the person's identity document: "وهي X Y،
/// صاحبة ب.ت.و عدد …".
const ID_CUES_ARABIC: &[&str] = &[
    "صاحب ب.ت.و",
    "صاحبة ب.ت.و",
    "صاحب بطاقة التعريف",
    "صاحبة بطاقة التعريف",
    "حامل بطاقة التعريف",
    "حاملة بطاقة التعريف",
    "صاحب جواز السفر",
    "صاحبة جواز السفر",
    "ب.ت.و عدد",
    "بطاقة تعريف",
    "بطاقة التعريف",
    "رقم بطاقة التعريف",
];

/// What follows "، " after an Arabic name to give the person's birth, read as
/// [`ID_CUES_ARABIC`] are: "X Y، المولودة في 1960-10-05".
const BIRTH_CUES_ARABIC: &[&str] = &[
    "المولود في",
    "المولودة في",
    "المولود ب",
    "المولودة ب",
    "مولود في",
    "مولودة في",
    "تاريخ الولادة",
    "تاريخ الميلاد",
];

/// The first bytes of [`BIRTH_CUES`], [`PROFESSION_CUES`] and [`ID_CUES`]: most commas are
/// followed by none.
const APPOSITION_LEADS: [bool; 256] = {
    let mut t = [false; 256];
    let mut k = 0;
    while k < BIRTH_CUES.len() {
        t[BIRTH_CUES[k].as_bytes()[0] as usize] = true;
        k += 1;
    }
    let mut k = 0;
    while k < PROFESSION_CUES.len() {
        t[PROFESSION_CUES[k].as_bytes()[0] as usize] = true;
        k += 1;
    }
    let mut k = 0;
    while k < ID_CUES.len() {
        t[ID_CUES[k].as_bytes()[0] as usize] = true;
        k += 1;
    }
    t
};

/// "… and Nifa Boutrouni, DOB 7 December 1955", "Toured Bouyaf, born on …", "Kavrin Moutali,
/// né le …": two or three capitalised Latin name words right before ", " and a birth cue
/// ([`BIRTH_CUES`]) are a person; so are two or three before ", " and a profession
/// ([`PROFESSION_CUES`]: "Nous, X Y, huissier de justice", "X Y, domiciliée"), and two or
/// three before ", " or " (" and an identity document ([`ID_CUES`]: "X Y (CIN …)"). The name
/// must start where the capitalised words start (a longer capitalised run, or a firm's word
/// before it, is an organisation's name, left alone).
fn born_after(s: &str, from: usize, to: usize, toks: &[Tok], l: &Lists, out: &mut Vec<Candidate>) {
    let word = |t: &Tok| t.script == Script::Latin && t.cap && t.name_like(l);
    let b = s.as_bytes();
    for c in memchr::memchr2_iter(b',', b'(', &b[from..to]).map(|k| from + k) {
        // most commas are followed by none of the cues: their first letters first. A bracket
        // opens after a space, right after the name, and only an identity document's cue
        // follows it.
        let bracket = b[c] == b'(';
        let rest = &b[c + 1..to];
        let (rest, name_end) = if bracket {
            if c == 0 || b[c - 1] != b' ' {
                continue;
            }
            (rest, c - 1)
        } else {
            let Some(rest) = rest.strip_prefix(b" ") else {
                continue;
            };
            (rest, c)
        };
        if !rest
            .first()
            .is_some_and(|&x| APPOSITION_LEADS[usize::from(x)])
        {
            continue;
        }
        let id = ID_CUES.iter().any(|q| rest.starts_with(q.as_bytes()));
        if bracket && !id {
            continue;
        }
        let birth = !id && BIRTH_CUES.iter().any(|q| rest.starts_with(q.as_bytes()));
        // a profession is a whole word: "avocat" but not "avocats" of a firm's name
        let profession = || {
            PROFESSION_CUES.iter().any(|q| {
                rest.starts_with(q.as_bytes())
                    && rest
                        .get(q.len())
                        .is_none_or(|&x| !x.is_ascii_alphabetic() && x < 0x80)
            })
        };
        if !id && !birth && !profession() {
            continue;
        }
        // the token that ends right at the comma (or at the space before the bracket)
        let e = toks.partition_point(|t| t.end < name_end);
        if toks.get(e).is_none_or(|t| t.end != name_end || !word(t)) {
            continue;
        }
        let mut a = e;
        while a > 0 && e - a < 3 && toks[a - 1].tight_next && toks[a - 1].script == Script::Latin {
            let p = &toks[a - 1];
            if !(word(p) || p.is_particle() && a < e) {
                break;
            }
            a -= 1;
        }
        let longer = a > 0 && toks[a - 1].tight_next && toks[a - 1].cap;
        // a firm's name before a domicile or a role: "la société Alpha Beta, domiciliée à"
        let firm = !id && !birth && a > 0 && FIRM_WORDS.contains(&&*toks[a - 1].key);
        if e - a < 1 || longer || firm || toks[a].is_particle() {
            continue;
        }
        let (what, detector) = if id {
            ("pièce d'identité", "person.id_holder")
        } else if birth {
            ("date de naissance", "person.birth")
        } else {
            ("profession", "person.profession")
        };
        push(
            out,
            toks,
            a,
            e + 1,
            0.75,
            Reason::Structure { what },
            detector,
        );
    }
}

/// "وهي X Y، صاحبة ب.ت.و عدد …": two Arabic name words (or a chain `X بن Y Z`) right before "، "
/// and an identity document's cue ([`ID_CUES_ARABIC`]) are a person, when "he is" / "she is"
/// comes before them or one of them is a known first name or a family name.
fn id_holders_arabic(
    s: &str,
    from: usize,
    to: usize,
    toks: &[Tok],
    l: &Lists,
    out: &mut Vec<Candidate>,
) {
    let b = s.as_bytes();
    let word = |t: &Tok| t.script == Script::Arabic && t.name_like(l) && !t.is_particle();
    for c in memchr::memmem::find_iter(&b[from..to], "، ".as_bytes()).map(|k| from + k) {
        let rest = &b[c + "، ".len()..to];
        let cue = |cues: &[&str]| cues.iter().any(|q| rest.starts_with(q.as_bytes()));
        let what = if cue(ID_CUES_ARABIC) {
            "pièce d'identité"
        } else if cue(BIRTH_CUES_ARABIC) {
            "date de naissance"
        } else {
            continue;
        };
        let e = toks.partition_point(|t| t.end < c);
        if toks.get(e).is_none_or(|t| t.end != c || !word(t)) {
            continue;
        }
        // two name words, or a chain "X بن Y Z" (at most two particles): no more, as Arabic
        // has no capitals to say where running text ends and the name starts
        if e == 0 || !(toks[e - 1].tight_next && word(&toks[e - 1])) {
            continue;
        }
        let mut a = e - 1;
        for _ in 0..2 {
            if a >= 2
                && toks[a - 1].is_particle()
                && toks[a - 1].tight_next
                && toks[a - 2].tight_next
                && word(&toks[a - 2])
            {
                a -= 2;
            }
        }
        // without capitals, something more must say it is a name: a word of the lists or a
        // family name's shape (ال…ي), or "he is" / "she is" before it
        let announced = a > 0
            && toks[a - 1].tight_next
            && matches!(&*toks[a - 1].key, "وهي" | "وهو" | "هي" | "هو");
        if !(announced || toks[a].first_name() || toks[e].last_name()) {
            continue;
        }
        push(
            out,
            toks,
            a,
            e + 1,
            0.75,
            Reason::Structure { what },
            "person.id_holder",
        );
    }
}

/// What starts the line under a signature to give the signer's identity card or passport.
const ID_LINES: &[&str] = &[
    "CIN ",
    "CIN:",
    "CIN n",
    "C.I.N",
    "N° CIN",
    "Passeport ",
    "Passport ",
    "رقم بطاقة التعريف",
    "بطاقة التعريف",
];
/// What a contact line under a CV's name holds: an e-mail address or a phone word.
const CONTACT_WORDS: &[&str] = &["@", "Tél", "Tel", "Phone", "الهاتف", "+216"];
/// What a contact line under a Latin CV's name holds: a person's phone, not a switchboard's.
const PERSONAL_CONTACT: &[&str] = &["Mobile", "GSM", "Portable", "Cell"];

/// A name on a line of its own, where a document puts one:
/// - a signature: the line under it gives an identity card or passport ([`ID_LINES`]);
/// - a CV's heading: the first line of the document (or a Markdown heading), with contact data
///   on one of the next three lines: in Arabic script, any ([`CONTACT_WORDS`]) and a word of
///   the lists; in Latin script, a mobile number's word ([`PERSONAL_CONTACT`]: a Latin
///   letterhead over a phone number is as often a company's, which [`headings`] finds when a
///   word of it is in the lists, or [`emailed`]);
/// - after a closing formula on the same line: "مع التحية، X Y", "Cordialement, X Y".
///
/// The line holds nothing but two to four name words of one script (particles inside): a title
/// line of a document, a heading in capitals with a stop word, a company or a city keeps its
/// words.
///
/// `s[a..b]` is one line of the piece that ends at `to`; [`signatures`] calls this for each, in
/// its own pass over the lines.
///
/// [`headings`]: super::cues::headings
/// [`signatures`]: super::cues::signatures
pub(super) fn name_line(
    s: &str,
    to: usize,
    (a, b): (usize, usize),
    toks: &[Tok],
    l: &Lists,
    out: &mut Vec<Candidate>,
) {
    let bytes = s.as_bytes();
    if b - a < 5 || b - a > 100 {
        return;
    }
    let line = &s[a..b];
    let next = |k: usize| lines(s, (b + 1).min(to), to).nth(k).map(|(c, d)| &s[c..d]);
    // after a closing formula on the same line, a Latin name needs a word of the lists:
    // "Merci, Bonne Journée", "Best regards, Human Resources" are no signatures
    let mut needs_known = false;
    let mut heading = false;
    let (kind, name_from) = if let Some(c) = closing_before(line) {
        needs_known = true;
        ("signature", a + c)
    } else if b - a <= 60 && b < to && {
        let below = &bytes[b + 1..to];
        ID_LINES.iter().any(|p| below.starts_with(p.as_bytes()))
    } {
        ("signature", a)
    } else if (line.starts_with('#') || a == 0) && b - a <= 60 && {
        let head = line.trim_start_matches(['#', ' ']);
        let contact = |words: &[&str]| {
            // within three lines: a Markdown underline and an empty line may come between
            (0..3).any(|k| next(k).is_some_and(|x| words.iter().any(|w| x.contains(w))))
        };
        if head.starts_with(is_arabic_letter) {
            // a document's first line over contact data is as often its title ("إشعار بتغيير
            // المعطيات", "سيرة ذاتية"): a word of the lists is needed, in either script
            needs_known = true;
            contact(CONTACT_WORDS)
        } else {
            // a Latin letterhead over a phone number is as often a company's; over a mobile
            // number, it is a person's (a CV's heading)
            head.starts_with(|c: char| c.is_uppercase()) && contact(PERSONAL_CONTACT)
        }
    } {
        heading = true;
        ("titre du document", a)
    } else {
        return;
    };
    let i = toks.partition_point(|t| t.start < name_from);
    let j = toks.partition_point(|t| t.start < b);
    if !(2..=4).contains(&(j - i)) {
        return;
    }
    let words = &toks[i..j];
    let script = words[0].script;
    let fits = words.iter().all(|t| {
        t.script == script
            && (t.name_like(l) || t.is_particle())
            && (t.cap || script == Script::Arabic)
    });
    let tight = words[..words.len() - 1].iter().all(|t| t.tight_next);
    let alone = s[name_from..words[0].start]
        .trim_matches([' ', '#', '*', '\t'])
        .is_empty()
        && s[words[words.len() - 1].end..b].trim().is_empty();
    let known = (script == Script::Arabic && !heading)
        || words.iter().any(|t| t.first_name() || t.last_name());
    if !(fits && tight && alone && (known || !needs_known))
        || words[0].is_particle()
        || words[words.len() - 1].is_particle()
    {
        return;
    }
    push(
        out,
        toks,
        i,
        j,
        0.75,
        Reason::Structure { what: kind },
        "person.line",
    );
}

/// If `line` starts with a closing formula ([`CLOSINGS`], or "مع التحية") and a comma, the byte
/// offset right after the comma.
fn closing_before(line: &str) -> Option<usize> {
    let head = &line.as_bytes()[..line.len().min(40)];
    // a Latin comma, or the Arabic one (U+060C: D8 8C)
    let k = memchr::memchr2(b',', 0x8C, head)?;
    let (cut, after) = match head[k] {
        b',' => (k, k + 1),
        _ if k > 0 && head[k - 1] == 0xD8 => (k - 1, k + 1),
        _ => return None,
    };
    let formula = line[..cut].trim();
    let is_closing = formula == "مع التحية"
        || CLOSINGS
            .iter()
            .any(|c| c.len() == formula.len() && c.eq_ignore_ascii_case(formula));
    is_closing.then_some(after)
}
