//! Ordinary words of French and English (`data/words/words.fst`: about 593,000 words of the
//! MIT-licensed npm packages an-array-of-french-words and an-array-of-english-words, and their
//! forms without accents; see `data/words/README.md`). A capitalised word that no dictionary
//! knows is a clue that it names someone: [`ordinary`] tells the two apart.

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
