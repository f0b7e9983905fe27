//! Ordinary words of French and English (`data/words/words.fst`: about 593,000 words of the
//! MIT-licensed npm packages an-array-of-french-words and an-array-of-english-words, and their
//! forms without accents) and of Arabic (`data/words/arabic.fst`: about 503,000 word forms of
//! the wordfreq 3.1.1 Arabic list, CC BY-SA 4.0); see `data/words/README.md`. A capitalised word
//! that no dictionary knows is a clue that it names someone, and so are two Arabic words in a
//! row that none knows: [`ordinary`] and [`ordinary_arabic`] tell them apart.

use std::sync::OnceLock;

/// The set, as built by `data/words/build.py` (a finite-state set of the `fst` crate: 1.3 MB,
/// looked up in place, without loading it into a table).
static WORDS: &[u8] = include_bytes!("../../data/words/words.fst");

fn words() -> &'static fst::Set<&'static [u8]> {
    static SET: OnceLock<fst::Set<&'static [u8]>> = OnceLock::new();
    // the file is part of the binary and read by a test (`the_word_set_loads`): it cannot be
    // malformed at run time
    SET.get_or_init(|| fst::Set::new(WORDS).expect("data/words/words.fst is a valid fst set"))
}

/// The Arabic set, as built by `data/words/build_arabic.py` (1.9 MB, keys folded by
/// [`arabic_key`]).
static ARABIC: &[u8] = include_bytes!("../../data/words/arabic.fst");

fn arabic() -> &'static fst::Set<&'static [u8]> {
    static SET: OnceLock<fst::Set<&'static [u8]>> = OnceLock::new();
    // part of the binary and read by a test (`the_arabic_set_loads`)
    SET.get_or_init(|| fst::Set::new(ARABIC).expect("data/words/arabic.fst is a valid fst set"))
}

/// `word` as the Arabic set holds it (what `build_arabic.py`'s `fold` does): without tatweel
/// nor diacritics, each form of alef as a bare alef, alef maqsura as ya, ta marbuta as ha, and
/// the letters Tunisian and Persian spellings add as the letters they stand for (`ڨ` as `ق`).
pub(crate) fn arabic_key(word: &str, key: &mut String) {
    key.clear();
    for c in word.chars() {
        match c {
            '\u{0640}' | '\u{064B}'..='\u{065F}' | '\u{0670}' => {}
            'أ' | 'إ' | 'آ' | 'ٱ' => key.push('ا'),
            'ى' | 'ی' => key.push('ي'),
            'ة' => key.push('ه'),
            'ڨ' => key.push('ق'),
            'ڤ' => key.push('ف'),
            'پ' => key.push('ب'),
            'گ' | 'ک' => key.push('ك'),
            _ => key.push(c),
        }
    }
}

/// The article and the clitics glued to it (`وال`, `بال`, `لل`), longest first. Only these
/// are taken off a word before a second look-up: a single letter taken off (`و`, `ب`, `ل`)
/// or a pronoun after the word would make too many invented names ordinary words (on the
/// development sets, 1,231 runs of names read with the article taken off, 830 with every
/// clitic and pronoun taken off; the same 4 runs that are no names).
const ARABIC_PREFIXES: &[&str] = &["وال", "بال", "فال", "كال", "لل", "ال"];

/// Whether `word` (Arabic letters) is an ordinary Arabic word form: in the set once folded
/// ([`arabic_key`]), or after the article and its clitics are taken off (`بالمستشفى`), what is
/// left having two letters or more. A name of the lists may be ordinary too (`محمد`): the
/// names rules read the lists first.
pub(crate) fn ordinary_arabic(word: &str) -> bool {
    let mut key = String::with_capacity(word.len());
    arabic_key(word, &mut key);
    let set = arabic();
    set.contains(&key)
        || ARABIC_PREFIXES.iter().any(|p| {
            key.strip_prefix(p)
                .is_some_and(|rest| rest.chars().nth(1).is_some() && set.contains(rest))
        })
}

/// Parts of a hyphenated name that say nothing of it (`Ben-Salah`, `El-Amri`).
const PARTICLES: &[&str] = &[
    "ben", "bel", "bent", "ibn", "ould", "abd", "abou", "bou", "el",
];

/// Whether `key` (a word in lower case) is an ordinary French or English word, in any inflected
/// form, with or without its accents. An elided article's word is read after the apostrophe
/// (`d'espagne`); a hyphenated word is ordinary when one of its parts of three letters or more,
/// not a name particle, is (`sud-ouest`, `saint-germain`).
pub(crate) fn ordinary(key: &str) -> bool {
    let set = words();
    if set.contains(key) {
        return true;
    }
    let key = match key.rfind(['\'', '\u{2019}']) {
        Some(k) => &key[k + key[k..].chars().next().map_or(1, char::len_utf8)..],
        None => key,
    };
    if set.contains(key) {
        return true;
    }
    key.contains('-')
        && key
            .split('-')
            .any(|p| p.chars().count() >= 3 && !PARTICLES.contains(&p) && set.contains(p))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_word_set_loads() {
        assert!(words().len() > 500_000, "{}", words().len());
    }

    #[test]
    fn the_arabic_set_loads() {
        assert!(arabic().len() > 450_000, "{}", arabic().len());
    }

    #[test]
    fn arabic_words_with_their_clitics_and_spellings() {
        for w in [
            "المستشفى",
            "بالمستشفى",
            "للمريض",
            "والدته",
            "حقوقهم",
            "بالتعويض",
            "إقامة",
            "اقامه",
            "تونس",
            "ڨال",
            "المتضرر",
            "بالتعويض",
            "الـمحكمة",
        ] {
            assert!(ordinary_arabic(w), "{w}");
        }
        // invented names, one letter, nothing
        for w in ["بوتيجي", "القرتاني", "ڨدلتاماش", "حمحارد", "ب", "", "ـ"]
        {
            assert!(!ordinary_arabic(w), "{w}");
        }
        let mut key = String::new();
        arabic_key("أمـيرة", &mut key);
        assert_eq!(key, "اميره");
    }

    #[test]
    fn ordinary_words_in_any_form() {
        for w in [
            "rapport",
            "médical",
            "medical",
            "etat",
            "état",
            "pourrions",
            "hospitalisation",
            "keratin",
            "roaming",
            "d'ailleurs",
            "l'hôpital",
            "sud-ouest",
            "saint-germain",
            "treatment",
        ] {
            assert!(ordinary(w), "{w}");
        }
    }

    #[test]
    fn invented_names_are_not_ordinary() {
        for w in [
            "kasab",
            "roler",
            "selmar",
            "rochdoux",
            "ghaldouri",
            "rarachine-rinoufila",
            "ben-ghazrouni",
            "d'oumesmouki",
            "sfax",
            "zouhaier",
            "",
            "-",
            "'",
        ] {
            assert!(!ordinary(w), "{w}");
        }
    }
}
