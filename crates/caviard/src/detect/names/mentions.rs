//! Every other mention of a found name: a part of it alone, in capitals or in lower case, and its
//! transcription in the other script in brackets ([`add_mentions`]).

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

use super::lists::{class, lists, PARTICLES_ARABIC, PARTICLES_LATIN};
use super::tokens::{ascii_letters_end, is_arabic_letter, words};
use crate::detect::context::PROCLITICS;
use crate::detect::lexicon::capitalise;
use crate::detect::{Candidate, Entity, Reason, Text};

/// Every other mention of a part of a found name (a family name alone, a first name alone, or
/// the name written in capitals) becomes a PERSON finding too.
#[inline(never)]
pub(crate) fn add_mentions(text: &Text<'_>, found: &mut Vec<Candidate>) {
    let s = text.as_str();
    let l = lists();
    let mut taken: std::collections::BTreeMap<usize, usize> =
        found.iter().map(|c| (c.start, c.end)).collect();
    let clashes = |taken: &std::collections::BTreeMap<usize, usize>, a: usize, b: usize| {
        taken.range(..b).next_back().is_some_and(|(_, &e)| e > a)
    };
    if !found.iter().any(|c| c.entity == Entity::Person) {
        return;
    }
    // a name followed by its transcription in the other script: "Mme Sami Ben Ali (سامي بن علي)",
    // "BEN ALI Sami - سامي بن علي" (a role in brackets, "X Y (CEO)", is in the same script: not
    // a transcription)
    // (the persons of `found[from..to]`, by index: `found` grows meanwhile, and a list of their
    // spans would be as long as the document's findings)
    let transcribe = |found: &mut Vec<Candidate>,
                      taken: &mut std::collections::BTreeMap<usize, usize>,
                      from: usize,
                      to: usize| {
        for i in from..to {
            let (a, b) = match &found[i] {
                c if c.entity == Entity::Person => (c.start, c.end),
                _ => continue,
            };
            let Some((x, y, what)) = transcription(s, b).or_else(|| apposed(s, b)) else {
                continue;
            };
            if is_arabic(&s[a..b]) == is_arabic(&s[x..y]) {
                continue;
            }
            if !clashes(taken, x, y) {
                taken.insert(x, y);
                found.push(Candidate {
                    entity: Entity::Person,
                    start: x,
                    end: y,
                    score: 0.75,
                    detector: "person.transcription",
                    reasons: vec![Reason::Structure { what }],
                });
            }
        }
    };
    let found_first = found.len();
    transcribe(found, &mut taken, 0, found_first);
    let before_mentions = found.len();
    // the parts of every name found (lower-case for Latin), and the name each belongs to
    let mut parts: std::collections::BTreeMap<String, String> = std::collections::BTreeMap::new();
    // the lower-case keys of a name's words go into one reused arena, not one allocation each
    let mut arena = String::new();
    // the Latin parts found written in lower case (a chat's writer, "bamene ghidachouk à
    // l'appareil"): the text writes that name so, and a lone lower-case mention of it is it
    let mut found_lower: HashSet<String> = HashSet::default();
    for c in found.iter().filter(|c| c.entity == Entity::Person) {
        arena.clear();
        for t in words::<true>(s, Some(&mut arena), c.start, c.end) {
            if t.key.chars().count() >= 3 && !t.is_particle() && t.name_like_key(l) {
                if s[t.start..].starts_with(|ch: char| ch.is_lowercase()) {
                    found_lower.insert(t.key.to_string());
                }
                if !parts.contains_key(&*t.key) {
                    parts.insert(t.key.to_string(), s[c.start..c.end].to_string());
                }
            }
        }
    }
    if parts.is_empty() {
        return;
    }
    // one pass over the text for every part, as written, capitalised or in capitals
    let mut pats: Vec<String> = Vec::with_capacity(parts.len() * 4);
    let mut owner: Vec<&str> = Vec::with_capacity(parts.len() * 4);
    for k in parts.keys() {
        let forms = if k.chars().next().is_some_and(is_arabic_letter) {
            vec![k.clone()]
        } else {
            // in lower case too (a chat, an e-mail address written out): kept below only
            // when two parts follow each other ("kamel trabelsi"), a lone lower-case word being
            // as often a common one
            vec![capitalise(k), k.to_uppercase(), k.clone()]
        };
        for p in forms {
            pats.push(p);
            owner.push(k);
        }
    }
    // (start, end, part) of each whole-word mention, then adjacent ones merged into one span
    let Some(found_hits) = mention_hits(s, &pats, &owner) else {
        return;
    };
    // (the form's index stays in the list and names its part through `owner`: a second list
    // of every hit would be as long as the first)
    let hits = found_hits;
    // only a space, a hyphen or a particle between two parts makes them one name
    let joins = |gap: &str| {
        matches!(gap, " " | "-")
            || gap.len() <= 10 && {
                let g = gap.trim().to_lowercase();
                gap.starts_with(' ') && gap.ends_with(' ') && PARTICLES_LATIN.contains(&g.as_str())
                    || PARTICLES_ARABIC.contains(&g.as_str())
            }
    };
    let mut k = 0;
    while k < hits.len() {
        let (a, mut b, form) = hits[k];
        let part = owner[form];
        let mut j = k + 1;
        while j < hits.len() && hits[j].0 >= b && joins(&s[b..hits[j].0]) {
            b = hits[j].1;
            j += 1;
        }
        let lower = s[a..].chars().next().is_some_and(char::is_lowercase);
        if lower && j == k + 1 && !found_lower.contains(part) {
            k = j;
            continue;
        }
        // a part alone, then a capitalised word that is no common word and ends the name: the
        // rest of the name ("Dear Tabez" found, then "Tabez Zastouchi, Head of ...")
        if j == k + 1 && !lower {
            b += family_after(s, b, l);
        }
        if !clashes(&taken, a, b) {
            taken.insert(a, b);
            found.push(Candidate {
                entity: Entity::Person,
                start: a,
                end: b,
                score: 0.7,
                detector: "person.mention",
                reasons: vec![Reason::Mention {
                    of: parts[part].clone(),
                }],
            });
        }
        k = j;
    }
    // the transcription of a name found only by its mention
    let mentioned_end = found.len();
    transcribe(found, &mut taken, before_mentions, mentioned_end);
}

/// The length of " Word" right after `b` when Word is a capitalised Latin word of three letters
/// or more, not a common word or a title, and no other capitalised word follows it (a firm's or
/// a place's name runs longer); 0 otherwise.
fn family_after(s: &str, b: usize, l: &super::lists::Lists) -> usize {
    let Some(rest) = s[b..].strip_prefix(' ') else {
        return 0;
    };
    if !rest.starts_with(|c: char| c.is_uppercase() && !is_arabic_letter(c)) {
        return 0;
    }
    let len = rest
        .find(|c: char| !(c.is_alphabetic() || c == '\'' || c == '-'))
        .unwrap_or(rest.len());
    let w = rest[..len].trim_end_matches(['-', '\'']);
    if w.chars().count() < 3 || w.chars().any(is_arabic_letter) {
        return 0;
    }
    if l.class_of(&w.to_lowercase()) & (class::STOP_LATIN | class::TITLE | class::PARTICLE) != 0 {
        return 0;
    }
    let after = &rest[w.len()..];
    if after
        .strip_prefix(' ')
        .is_some_and(|x| x.starts_with(char::is_uppercase))
    {
        return 0;
    }
    1 + w.len()
}

fn is_arabic(t: &str) -> bool {
    t.chars().any(is_arabic_letter)
}

/// The whole-word mentions of `forms` in `s` as `(start, end, form index)`, in text order:
/// the matches of a leftmost-longest search for the forms over the whole text that have no
/// letter or digit right before or after them (an Arabic proclitic glued before an Arabic
/// part is allowed). `owner[k]` is the part form `k` is written from. `None` when the search
/// cannot be built (nothing is then added, as before).
///
/// When every form is made of ASCII letters, apostrophes, hyphens, Latin-1 letters and the
/// characters U+0600–U+067F (names in French and Arabic), [`MentionScan`] gives the same
/// result with one cheap pass over the bytes; otherwise one automaton pass over the text.
fn mention_hits(s: &str, forms: &[String], owner: &[&str]) -> Option<Vec<(usize, usize, usize)>> {
    match MentionScan::new(forms, owner) {
        Some(scan) => scan.hits(s, forms, owner),
        None => {
            let ac = mention_automaton(forms, aho_corasick::AhoCorasickKind::DFA)?;
            Some(
                ac.find_iter(s)
                    .map(|m| (m.start(), m.end(), m.pattern().as_usize()))
                    .filter(|&(a, b, k)| whole_word(s, a, b, owner[k]))
                    .collect(),
            )
        }
    }
}

fn mention_automaton(
    forms: &[String],
    kind: aho_corasick::AhoCorasickKind,
) -> Option<aho_corasick::AhoCorasick> {
    aho_corasick::AhoCorasick::builder()
        .kind(Some(kind))
        .match_kind(aho_corasick::MatchKind::LeftmostLongest)
        .build(forms)
        .ok()
}

/// No letter or digit touches `s[a..b]` (a mention of `part`), except a proclitic glued before
/// an Arabic part: "وسامي".
fn whole_word(s: &str, a: usize, b: usize, part: &str) -> bool {
    let arabic = part.chars().next().is_some_and(is_arabic_letter);
    let after_ok = s[b..].chars().next().is_none_or(|c| !c.is_alphanumeric());
    let mut before = s[..a].chars().rev();
    let before_ok = match before.next() {
        None => true,
        Some(c) if !c.is_alphanumeric() => true,
        Some(c) if arabic && PROCLITICS.contains(&c) => {
            before.next().is_none_or(|c| !c.is_alphanumeric())
        }
        Some(_) => false,
    };
    after_ok && before_ok
}

/// The lead bytes of the two-byte characters a [`MentionScan`] handles: U+00C0–U+00FF,
/// U+0600–U+063F and U+0640–U+067F.
const SCAN_LEADS: [u8; 3] = [0xC3, 0xD8, 0xD9];

/// The class of each byte for [`MentionScan`]: [`NOT_REGION`], [`LETTER`] (an ASCII letter),
/// [`JOINER`] (`'`, `-`), or the index in [`SCAN_LEADS`] of a lead byte.
const NOT_REGION: u8 = 255;
const LETTER: u8 = 254;
const JOINER: u8 = 253;
const REGION_CLASS: [u8; 256] = {
    let mut t = [NOT_REGION; 256];
    let mut x = 0;
    while x < 256 {
        let b = x as u8;
        t[x] = match b {
            b'A'..=b'Z' | b'a'..=b'z' => LETTER,
            b'\'' | b'-' => JOINER,
            0xC3 => 0,
            0xD8 => 1,
            0xD9 => 2,
            _ => NOT_REGION,
        };
        x += 1;
    }
    t
};

/// The search of [`mention_hits`] without an automaton pass over the whole text.
///
/// Every form is made of bytes of "regions": ASCII letters, `'`, `-` and the two-byte
/// characters of [`SCAN_LEADS`]. A match of a form therefore lies inside one maximal run of
/// such characters (a region), and the leftmost-longest matches starting in a region are those
/// of the same search over the region alone. A whole-word match starts at the region's start,
/// after a character that is neither a letter nor a digit, or after a proclitic there; and it
/// ends at the region's end or before such a character. So a region of letters and digits only
/// holds a whole-word match only if the region itself, or the region without its first
/// (proclitic) character, is a form: one look-up, behind a 16-bit sketch. Only the regions that
/// hold a form, or a character that is neither letter nor digit and a start a form can begin
/// with, are searched with the automaton.
struct MentionScan<'f> {
    /// Form bytes to the first form index written so (the automaton reports that one).
    index: HashMap<&'f [u8], usize>,
    /// Forms written the same for two different parts: left to the automaton.
    ambiguous: HashSet<&'f [u8]>,
    /// One bit per [`sketch`] of a form.
    sketches: Vec<u64>,
    /// The first bytes of the forms.
    first: [bool; 256],
    /// For each lead byte of [`SCAN_LEADS`], bit `k`: a form starts with the character of
    /// continuation byte `0x80 + k` ([`MentionScan::next_start`]).
    first_pair: [u64; 3],
    /// The shortest form, in bytes.
    shortest: usize,
    /// For each lead byte of [`SCAN_LEADS`], bit `k`: the character of continuation byte
    /// `0x80 + k` is a letter or digit.
    alnum: [u64; 3],
    /// The same for the [`PROCLITICS`].
    proclitic: [u64; 3],
}

/// 16 bits from the length and the two first and two last bytes of `w` (at least 2 bytes).
fn sketch(w: &[u8]) -> usize {
    let n = w.len();
    let x = (n as u32)
        ^ (u32::from(w[0]) << 5)
        ^ (u32::from(w[1]) << 13)
        ^ (u32::from(w[n - 2]) << 21)
        ^ (u32::from(w[n - 1]) << 26);
    (x.wrapping_mul(0x9E37_79B1) >> 16) as usize
}

impl<'f> MentionScan<'f> {
    /// `None` when a form holds a character outside the regions, or is shorter than 2 bytes.
    fn new(forms: &'f [String], owner: &[&str]) -> Option<Self> {
        let mut scan = MentionScan {
            index: HashMap::default(),
            ambiguous: HashSet::default(),
            sketches: vec![0; 1 << 10],
            first: [false; 256],
            first_pair: [0; 3],
            shortest: usize::MAX,
            alnum: [0; 3],
            proclitic: [0; 3],
        };
        for (k, lead) in SCAN_LEADS.iter().enumerate() {
            for c in 0..64u32 {
                let ch = char::from_u32((u32::from(lead & 0x1F) << 6) | c)?;
                if ch.is_alphanumeric() {
                    scan.alnum[k] |= 1 << c;
                }
                if PROCLITICS.contains(&ch) {
                    scan.proclitic[k] |= 1 << c;
                }
            }
        }
        for (k, f) in forms.iter().enumerate() {
            let handled = f.chars().all(|c| {
                c.is_ascii_alphabetic()
                    || matches!(c, '\'' | '-' | '\u{00C0}'..='\u{00FF}' | '\u{0600}'..='\u{067F}')
            });
            if !handled || f.len() < 2 {
                return None;
            }
            let w = f.as_bytes();
            scan.first[usize::from(w[0])] = true;
            if let Some(&k) = SCAN_LEADS.iter().position(|&x| x == w[0]).as_ref() {
                scan.first_pair[k] |= 1 << (w[1] & 0x3F);
            }
            scan.shortest = scan.shortest.min(w.len());
            let h = sketch(w);
            scan.sketches[h >> 6] |= 1 << (h & 63);
            match scan.index.get(w) {
                Some(&j) if owner[j] != owner[k] => {
                    scan.ambiguous.insert(w);
                }
                Some(_) => {}
                None => {
                    scan.index.insert(w, k);
                }
            }
        }
        Some(scan)
    }

    /// The two bytes `x`, `y` are a proclitic.
    fn is_proclitic(&self, x: u8, y: u8) -> bool {
        let k = REGION_CLASS[usize::from(x)];
        usize::from(k) < SCAN_LEADS.len() && self.proclitic[usize::from(k)] >> (y & 0x3F) & 1 != 0
    }

    /// The first position at or after `i` (a character boundary) where a form can start: its
    /// first byte, and for a two-byte character its second byte too, start a form.
    #[inline]
    fn next_start(&self, b: &[u8], mut i: usize) -> Option<usize> {
        loop {
            let p = i + b[i..].iter().position(|&x| self.first[usize::from(x)])?;
            let k = usize::from(REGION_CLASS[usize::from(b[p])]);
            // valid UTF-8: a continuation byte follows a lead byte
            if k >= SCAN_LEADS.len() || self.first_pair[k] >> (b[p + 1] & 0x3F) & 1 != 0 {
                return Some(p);
            }
            i = p + 2;
        }
    }

    /// The start of the region that holds the character at `p`, not before `floor` (a character
    /// boundary, outside any region that holds `p` or at its start).
    #[inline]
    fn region_start(b: &[u8], floor: usize, mut p: usize) -> usize {
        while p > floor {
            let y = b[p - 1];
            match REGION_CLASS[usize::from(y)] {
                LETTER | JOINER => p -= 1,
                // the last byte of a two-byte character whose lead is one of SCAN_LEADS
                NOT_REGION
                    if (0x80..0xC0).contains(&y)
                        && p - 1 > floor
                        && usize::from(REGION_CLASS[usize::from(b[p - 2])]) < SCAN_LEADS.len() =>
                {
                    p -= 2
                }
                _ => break,
            }
        }
        p
    }

    /// The form `w` is written as, if any.
    fn form(&self, w: &[u8]) -> Option<usize> {
        if w.len() < self.shortest {
            return None;
        }
        let h = sketch(w);
        if self.sketches[h >> 6] & (1 << (h & 63)) == 0 {
            return None;
        }
        self.index.get(w).copied()
    }

    fn hits(
        &self,
        s: &str,
        forms: &[String],
        owner: &[&str],
    ) -> Option<Vec<(usize, usize, usize)>> {
        let b = s.as_bytes();
        let n = b.len();
        let mut hits = Vec::new();
        // built the first time a region needs it
        let mut ac: Option<aho_corasick::AhoCorasick> = None;
        let mut i = 0;
        while i < n {
            // a region holds a match only if a form starts in it: the regions before the next
            // position where one can are skipped without looking at their characters
            match self.next_start(b, i) {
                Some(p) => i = Self::region_start(b, i, p),
                None => break,
            }
            match b[i..]
                .iter()
                .position(|&x| REGION_CLASS[usize::from(x)] != NOT_REGION)
            {
                Some(k) => i += k,
                None => break,
            }
            let r0 = i;
            // every character is a letter or a digit
            let mut plain = true;
            // a form can start at one of the region's possible whole-word starts
            let mut may = false;
            // the current character can start a whole-word match
            let mut starts = true;
            while i < n {
                let x = b[i];
                match REGION_CLASS[usize::from(x)] {
                    NOT_REGION => break,
                    LETTER => {
                        if starts {
                            may |= self.first[usize::from(x)];
                            starts = false;
                        }
                        i = ascii_letters_end(b, i + 1, n, 0x2020_2020_2020_2020);
                    }
                    JOINER => {
                        plain = false;
                        starts = true;
                        i += 1;
                    }
                    k => {
                        // valid UTF-8: a continuation byte follows a lead byte
                        let k = usize::from(k);
                        let bit = 1u64 << (b[i + 1] & 0x3F);
                        if self.alnum[k] & bit == 0 {
                            plain = false;
                            starts = true;
                        } else if starts {
                            may |= self.first[usize::from(x)];
                            // after a proclitic, a match can start too
                            starts = self.proclitic[k] & bit != 0;
                        }
                        i += 2;
                        // the rest of an Arabic word: letters of U+0600–U+067F in one loop
                        if !starts {
                            while i + 1 < n
                                && b[i] | 1 == 0xD9
                                && self.alnum[usize::from(b[i] & 1) + 1] >> (b[i + 1] & 0x3F) & 1
                                    != 0
                            {
                                i += 2;
                            }
                        }
                    }
                }
            }
            let r1 = i;
            if !may {
                continue;
            }
            if plain {
                // the whole region, found as it is: the only match in it
                if let Some(k) = self.form(&b[r0..r1]) {
                    if !self.ambiguous.contains(&b[r0..r1]) {
                        if whole_word(s, r0, r1, owner[k]) {
                            hits.push((r0, r1, k));
                        }
                        continue;
                    }
                } else {
                    // else only the region without a leading proclitic can be a whole word
                    let after = r0 + 2;
                    let glued = after < r1
                        && self.is_proclitic(b[r0], b[r0 + 1])
                        && self.form(&b[after..r1]).is_some();
                    if !glued {
                        continue;
                    }
                }
            }
            if ac.is_none() {
                ac = Some(mention_automaton(
                    forms,
                    aho_corasick::AhoCorasickKind::NoncontiguousNFA,
                )?);
            }
            let ac = ac.as_ref()?;
            for m in ac.find_iter(&s[r0..r1]) {
                let (x, y, k) = (r0 + m.start(), r0 + m.end(), m.pattern().as_usize());
                if whole_word(s, x, y, owner[k]) {
                    hits.push((x, y, k));
                }
            }
        }
        Some(hits)
    }
}

/// After a name ending at `end`, the same name in the other script set off by a dash or a
/// slash (`BEN ALI Sami - سامي بن علي`, `سامي بن علي / Sami Ben Ali`): two to four words of
/// one script, none a common word, Latin ones capitalised, that end the line, a cell or a
/// clause (a bracket, a comma, a semicolon, a full stop, a pipe or another dash follows).
fn apposed(s: &str, end: usize) -> Option<(usize, usize, &'static str)> {
    let rest = &s[end..];
    let lead = rest.len() - rest.trim_start_matches([' ', '\t']).len();
    let after = rest[lead..].strip_prefix(['-', '–', '—', '/'])?;
    let pad = after.len() - after.trim_start_matches([' ', '\t']).len();
    if lead == 0 || pad == 0 {
        return None;
    }
    let start = end + lead + (rest.len() - lead - after.len()) + pad;
    let l = lists();
    let arabic = s[start..].starts_with(is_arabic_letter);
    let mut words = 0;
    let mut at = start;
    let b = s.as_bytes();
    loop {
        let w_len = s[at..]
            .find(|c: char| !(c.is_alphabetic() || c == '\'' || c == '-'))
            .unwrap_or(s.len() - at);
        let w = &s[at..at + w_len];
        if w.chars().count() < 2 || w.starts_with(is_arabic_letter) != arabic {
            return None;
        }
        let key = w.to_lowercase();
        let bits = l.class_of(&key);
        let common = if arabic {
            bits & (class::STOP_ARABIC | class::TITLE) != 0
        } else {
            // a particle may be in lower case; any other word is a capitalised non-stop word
            bits & class::PARTICLE == 0
                && (bits & (class::STOP_LATIN | class::TITLE) != 0
                    || !w.starts_with(char::is_uppercase))
        };
        if common {
            return None;
        }
        words += 1;
        at += w_len;
        if words > 4 {
            return None;
        }
        // one space to the next word, else the name ends here
        if b.get(at) == Some(&b' ') && s[at + 1..].starts_with(char::is_alphabetic) {
            at += 1;
            continue;
        }
        break;
    }
    let tail = s[at..].trim_start_matches([' ', '\t']);
    let ends = tail.is_empty()
        || tail.starts_with(['\n', '\r', ')', ',', ';', '.', '|', '-', '–', '—', '،', '؛']);
    (words >= 2 && ends).then_some((start, at, "transcription après un tiret"))
}

/// The span inside "(…)" right after `end` when it holds 1-4 words of letters only.
pub(super) fn transcription(s: &str, end: usize) -> Option<(usize, usize, &'static str)> {
    let rest = &s[end..];
    let open = rest.len() - rest.trim_start_matches(' ').len();
    let inner = rest[open..].strip_prefix('(')?;
    let close = inner.find(')')?;
    let body = &inner[..close];
    let words = body.split(' ').filter(|w| !w.is_empty()).count();
    let letters_only = body
        .chars()
        .all(|c| c.is_alphabetic() || c == ' ' || c == '-');
    if !(1..=4).contains(&words) || !letters_only || body.trim().is_empty() {
        return None;
    }
    let start = end + open + 1 + (body.len() - body.trim_start().len());
    Some((
        start,
        start + body.trim().len(),
        "transcription entre parenthèses",
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The forms `add_mentions` searches for `keys`, and the part each is written from.
    fn forms_of<'k>(keys: &[&'k str]) -> (Vec<String>, Vec<&'k str>) {
        forms_with(keys, true)
    }

    /// The same, the lower-case forms included or not.
    fn forms_with<'k>(keys: &[&'k str], lower: bool) -> (Vec<String>, Vec<&'k str>) {
        let mut forms = Vec::new();
        let mut owner = Vec::new();
        for &k in keys {
            let fs = if k.chars().next().is_some_and(is_arabic_letter) {
                vec![k.to_string()]
            } else if lower {
                vec![capitalise(k), k.to_uppercase(), k.to_string()]
            } else {
                vec![capitalise(k), k.to_uppercase()]
            };
            for f in fs {
                forms.push(f);
                owner.push(k);
            }
        }
        (forms, owner)
    }

    /// What [`MentionScan`] must reproduce: one automaton pass over the whole text.
    fn hits_by_automaton(s: &str, forms: &[String], owner: &[&str]) -> Vec<(usize, usize, usize)> {
        let ac = mention_automaton(forms, aho_corasick::AhoCorasickKind::DFA).unwrap();
        automaton_hits(&ac, s, owner)
    }

    fn automaton_hits(
        ac: &aho_corasick::AhoCorasick,
        s: &str,
        owner: &[&str],
    ) -> Vec<(usize, usize, usize)> {
        ac.find_iter(s)
            .map(|m| (m.start(), m.end(), m.pattern().as_usize()))
            .filter(|&(a, b, k)| whole_word(s, a, b, owner[k]))
            .collect()
    }

    const KEYS: [&str; 14] = [
        "sami",
        "samir",
        "ben-salah",
        "salah",
        "salah-eddine",
        "o'neil",
        "béji",
        "élodie",
        "mabouzi",
        "سامي",
        "علي",
        "وليد",
        "ليد",
        "بسمة",
    ];

    #[test]
    fn mention_scan_spans() {
        let (forms, owner) = forms_of(&KEYS);
        let scan = MentionScan::new(&forms, &owner).expect("all forms handled");
        let s = "Sami, SAMI Samir xSami Sami2 2Sami Sami-x Ben-Salah Salah-eddineX \
                 d'Élodie BÉJI-Sami «Mabouzi» وسامي بسامي وبسامي سامي٢ علي، عليه وليد ليدا بسمةـ Sami";
        let got: Vec<(&str, &str)> = scan
            .hits(s, &forms, &owner)
            .unwrap()
            .into_iter()
            .map(|(a, b, k)| (&s[a..b], owner[k]))
            .collect();
        assert_eq!(
            got,
            [
                ("Sami", "sami"),
                ("SAMI", "sami"),
                ("Samir", "samir"),
                ("Sami", "sami"),
                ("Salah", "salah"),
                ("Élodie", "élodie"),
                ("BÉJI", "béji"),
                ("Sami", "sami"),
                ("Mabouzi", "mabouzi"),
                ("سامي", "سامي"),
                ("سامي", "سامي"),
                ("علي", "علي"),
                ("وليد", "وليد"),
                ("Sami", "sami"),
            ]
        );
        assert_eq!(
            scan.hits(s, &forms, &owner).unwrap(),
            hits_by_automaton(s, &forms, &owner)
        );
    }

    #[test]
    fn mention_scan_skips_to_the_region_of_a_possible_start() {
        // the capitalised and upper-case forms only: a lower-case one starts at a lower-case
        // letter, which this text is about not starting at
        let (forms, owner) = forms_with(&KEYS, false);
        let scan = MentionScan::new(&forms, &owner).expect("all forms handled");
        // "é" and "à" share their first byte with "É" but start no form; "’" is a three-byte
        // character (outside the regions); "ب" starts "بسمة", inside "كتاب" too
        let s = "é à de la xSami, ’Élodie كتاب";
        let b = s.as_bytes();
        let p = scan.next_start(b, 0).unwrap();
        assert_eq!(&s[p..p + 4], "Sami");
        assert_eq!(&s[MentionScan::region_start(b, 0, p)..p], "x");
        // never before the floor
        assert_eq!(MentionScan::region_start(b, p, p), p);
        let q = scan.next_start(b, p + 1).unwrap();
        assert_eq!(&s[q..q + 7], "Élodie");
        assert_eq!(MentionScan::region_start(b, 0, q), q);
        let r = scan.next_start(b, q + 2).unwrap();
        assert_eq!(&s[r..], "ب");
        assert_eq!(&s[MentionScan::region_start(b, 0, r)..], "كتاب");
        assert_eq!(scan.next_start(b, r + 2), None);
        // the same hits as the automaton ("Élodie")
        assert_eq!(
            scan.hits(s, &forms, &owner).unwrap(),
            hits_by_automaton(s, &forms, &owner)
        );
    }

    #[test]
    fn mention_scan_agrees_with_the_automaton_on_random_texts() {
        // fragments of the forms, separators, digits, proclitics, non-region characters
        let bits = [
            "Sami",
            "SAMI",
            "sami",
            "Samir",
            "Sa",
            "mi",
            "Ben",
            "-",
            "'",
            "Salah",
            "SALAH-",
            "eddine",
            "Salah-eddine",
            "O'neil",
            "O'NEIL",
            "Béji",
            "BÉJI",
            "é",
            "É",
            "Élodie",
            "Mabouzi",
            "MABOUZI",
            " ",
            " ",
            "\n",
            "2",
            "x",
            "×",
            "÷",
            "’",
            "ł",
            "_",
            ",",
            "سامي",
            "علي",
            "وليد",
            "ليد",
            "بسمة",
            "و",
            "ب",
            "ل",
            "ا",
            "ـ",
            "٢",
            "،",
            "\u{064E}",
            "ۀ",
        ];
        let (forms, owner) = forms_of(&KEYS);
        let scan = MentionScan::new(&forms, &owner).unwrap();
        let ac = mention_automaton(&forms, aho_corasick::AhoCorasickKind::DFA).unwrap();
        let mut seed: u64 = 0x2545_F491_4F6C_DD1D;
        let mut found = 0;
        for _ in 0..4000 {
            let mut s = String::new();
            for _ in 0..12 {
                seed = seed
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1_442_695_040_888_963_407);
                s.push_str(bits[(seed >> 33) as usize % bits.len()]);
            }
            let want = automaton_hits(&ac, &s, &owner);
            found += want.len();
            assert_eq!(scan.hits(&s, &forms, &owner).unwrap(), want, "{s:?}");
        }
        // the texts hold mentions, so the comparison is not between two empty lists
        assert!(found > 1000, "{found}");
    }

    #[test]
    fn mentions_of_other_characters_use_the_automaton() {
        let (forms, owner) = forms_of(&["łukasz", "sami"]);
        assert!(MentionScan::new(&forms, &owner).is_none());
        let s = "Łukasz, ŁUKASZ et Sami; xŁukasz";
        let got: Vec<&str> = mention_hits(s, &forms, &owner)
            .unwrap()
            .into_iter()
            .map(|(a, b, _)| &s[a..b])
            .collect();
        assert_eq!(got, ["Łukasz", "ŁUKASZ", "Sami"]);
    }
}
