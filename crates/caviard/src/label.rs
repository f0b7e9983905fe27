//! Record-tagged labels: each recorded payload issues its own label namespace, so that a label
//! found in an API response can be traced to the record that issued it.
//!
//! A tagged label is `[NOM_1-K7Q2XR]`: the usual prefix and number, a hyphen, and the record's
//! six-character [`LabelTag`]. Why this shape:
//!
//! * ASCII only. A middle dot or another symbol is split by BPE tokenizers into odd byte
//!   tokens and is often "corrected" (to `.` or `•`) or dropped by a model; `[`, `]`, `_`, `-`
//!   and capitals are copied back verbatim.
//! * No space inside, brackets around: models treat it as one opaque identifier and repeat it
//!   as is, like a variable name.
//! * The tag uses Crockford's base-32 alphabet (no `I`, `L`, `O`, `U`: nothing to misread) and
//!   starts with a letter, so it never looks like a number or a word of French or Arabic prose;
//!   ordinary text does not contain `[WORD_N-XXXXXX]`.
//! * The tag is random (30 bits) and its uniqueness in the register is enforced by the vault
//!   table (`UNIQUE`), so it is known before the payload is final (the payload hash is in the
//!   record) without waiting for the record's number.

use std::sync::OnceLock;

use regex::Regex;
use serde::{Deserialize, Serialize};

use crate::detect::Entity;
use crate::error::{Error, Result};

const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/// Length of a tag.
pub const TAG_LEN: usize = 6;

/// A record's label namespace: six characters of Crockford base 32, the first a letter.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct LabelTag(String);

impl LabelTag {
    /// A tag from 8 bytes of entropy (deterministic: tests pass fixed bytes).
    pub fn from_entropy(bytes: [u8; 8]) -> LabelTag {
        let mut v = u64::from_le_bytes(bytes);
        let letters = &ALPHABET[10..];
        let mut s = String::with_capacity(TAG_LEN);
        s.push(letters[(v % letters.len() as u64) as usize] as char);
        v /= letters.len() as u64;
        for _ in 1..TAG_LEN {
            s.push(ALPHABET[(v % 32) as usize] as char);
            v /= 32;
        }
        LabelTag(s)
    }

    /// A fresh random tag from the operating system's generator.
    ///
    /// # Errors
    /// [`Error::Register`] when the system has no random source.
    pub fn random() -> Result<LabelTag> {
        let mut b = [0u8; 8];
        getrandom::fill(&mut b).map_err(|e| Error::Register(e.to_string()))?;
        Ok(LabelTag::from_entropy(b))
    }

    /// Parse a tag (case-insensitive, as Crockford base 32 is).
    pub fn parse(s: &str) -> Option<LabelTag> {
        let up = s.to_ascii_uppercase();
        let ok = up.len() == TAG_LEN
            && up.as_bytes()[0].is_ascii_uppercase()
            && up.bytes().all(|b| ALPHABET.contains(&b));
        ok.then_some(LabelTag(up))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Display for LabelTag {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl TryFrom<String> for LabelTag {
    type Error = String;
    fn try_from(s: String) -> std::result::Result<Self, String> {
        LabelTag::parse(&s).ok_or_else(|| format!("étiquette d'enregistrement invalide : {s}"))
    }
}

impl From<LabelTag> for String {
    fn from(t: LabelTag) -> String {
        t.0
    }
}

/// The label prefix of an entity, in French (the interface's first language).
pub fn label_prefix(e: Entity) -> &'static str {
    match e {
        Entity::Person => "NOM",
        Entity::Cin => "CIN",
        Entity::Passport => "PASSEPORT",
        Entity::Rib => "RIB",
        Entity::Iban => "IBAN",
        Entity::Phone => "TEL",
        Entity::Email => "EMAIL",
        Entity::Card => "CARTE",
        Entity::TaxId => "MF",
        Entity::Cnss => "CNSS",
        Entity::Dob => "DATE_NAISSANCE",
        Entity::Address => "ADRESSE",
        Entity::Plate => "PLAQUE",
        Entity::Health => "SANTE",
    }
}

/// The label text: `[NOM_1]`, or `[NOM_1-K7Q2XR]` with a tag.
pub fn format_label(entity: Entity, n: usize, tag: Option<&LabelTag>) -> String {
    // written piece by piece: `format!` costs about a thousand instructions a label, and a
    // document can have tens of thousands
    let prefix = label_prefix(entity);
    let mut digits = [0u8; 20];
    let mut i = digits.len();
    let mut v = n;
    loop {
        i -= 1;
        digits[i] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 {
            break;
        }
    }
    let digits = &digits[i..];
    // the exact length: a payload keeps one label per replacement
    let tag_len = tag.map_or(0, |t| t.as_str().len() + 1);
    let mut s = String::with_capacity(prefix.len() + digits.len() + tag_len + 3);
    s.push('[');
    s.push_str(prefix);
    s.push('_');
    s.extend(digits.iter().map(|&d| d as char));
    if let Some(t) = tag {
        s.push('-');
        s.push_str(t.as_str());
    }
    s.push(']');
    s
}

/// A label-shaped token found in a text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FoundLabel {
    /// Byte offsets of the whole token, brackets included.
    pub start: usize,
    pub end: usize,
    /// The token as written.
    pub text: String,
    /// The prefix as written (`NOM`, `DATE_NAISSANCE`).
    pub prefix: String,
    /// The entity of a known prefix (`NOM` -> person), `None` for an unknown prefix.
    pub entity: Option<Entity>,
    pub number: u64,
    /// The tag, upper-cased, when the token carries one.
    pub tag: Option<LabelTag>,
}

impl FoundLabel {
    /// The canonical form (prefix, number and upper-case tag) to look the label up.
    pub fn canonical(&self) -> String {
        match &self.tag {
            Some(t) => format!("[{}_{}-{t}]", self.prefix, self.number),
            None => format!("[{}_{}]", self.prefix, self.number),
        }
    }
}

fn entity_of(prefix: &str) -> Option<Entity> {
    Entity::ALL
        .iter()
        .copied()
        .find(|e| label_prefix(*e) == prefix)
}

/// Every label-shaped token of `text`, in order: a tagged token with any upper-case prefix
/// (`[CLIENT_3-K7Q2XR]` is well-formed), an untagged one only with a Caviard prefix
/// (`[NOM_2]`, not `[REF_2]`).
pub fn find_labels(text: &str) -> Vec<FoundLabel> {
    static RE: OnceLock<Regex> = OnceLock::new();
    let re = RE.get_or_init(|| {
        Regex::new(r"\[([A-Z][A-Z_]{0,30})_([0-9]{1,9})(?:-([0-9A-Za-z]{6}))?\]")
            .expect("label regex")
    });
    re.captures_iter(text)
        .filter_map(|c| {
            let m = c.get(0)?;
            let prefix = c.get(1)?.as_str();
            let entity = entity_of(prefix);
            let tag = match c.get(3) {
                Some(t) => Some(LabelTag::parse(t.as_str())?),
                None => None,
            };
            if tag.is_none() && entity.is_none() {
                return None;
            }
            Some(FoundLabel {
                start: m.start(),
                end: m.end(),
                text: m.as_str().to_string(),
                prefix: prefix.to_string(),
                entity,
                number: c.get(2)?.as_str().parse().ok()?,
                tag,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_are_crockford_and_start_with_a_letter() {
        let t = LabelTag::from_entropy([0; 8]);
        assert_eq!(t.as_str(), "A00000");
        let t = LabelTag::from_entropy([255; 8]);
        assert_eq!(t.as_str().len(), TAG_LEN);
        assert!(t.as_str().as_bytes()[0].is_ascii_uppercase());
        assert!(t.as_str().bytes().all(|b| ALPHABET.contains(&b)));
        assert_eq!(LabelTag::parse("k7q2xr").unwrap().as_str(), "K7Q2XR");
        assert_eq!(LabelTag::parse("7K7Q2X"), None, "a digit first");
        assert_eq!(LabelTag::parse("K7Q2XI"), None, "I is not Crockford");
        assert_eq!(LabelTag::parse("K7Q2X"), None);
        let a = LabelTag::random().unwrap();
        let b = LabelTag::random().unwrap();
        assert_ne!(a, b);
    }

    #[test]
    fn labels_are_formatted_and_found() {
        let t = LabelTag::parse("K7Q2XR").unwrap();
        assert_eq!(format_label(Entity::Person, 1, Some(&t)), "[NOM_1-K7Q2XR]");
        assert_eq!(format_label(Entity::Dob, 2, None), "[DATE_NAISSANCE_2]");
        for n in [0, 9, 10, 99, 100, 12_345, 1_000_000, usize::MAX] {
            let label = format_label(Entity::Cin, n, None);
            assert_eq!(label, format!("[CIN_{n}]"));
            assert_eq!(label.capacity(), label.len());
            assert_eq!(
                format_label(Entity::Health, n, Some(&t)),
                format!("[SANTE_{n}-K7Q2XR]")
            );
        }
        let text = "Voir [NOM_1-K7Q2XR], [DATE_NAISSANCE_2-k7q2xr] et [CLIENT_3-B00000] ; \
                    [NOM_2], [REF_2], [NOM_1-K7Q2XI], [nom_1], [NOM_-K7Q2XR].";
        let found = find_labels(text);
        let shown: Vec<(&str, Option<Entity>, u64, Option<&str>)> = found
            .iter()
            .map(|f| {
                (
                    f.text.as_str(),
                    f.entity,
                    f.number,
                    f.tag.as_ref().map(|t| t.as_str()),
                )
            })
            .collect();
        assert_eq!(
            shown,
            vec![
                ("[NOM_1-K7Q2XR]", Some(Entity::Person), 1, Some("K7Q2XR")),
                (
                    "[DATE_NAISSANCE_2-k7q2xr]",
                    Some(Entity::Dob),
                    2,
                    Some("K7Q2XR")
                ),
                ("[CLIENT_3-B00000]", None, 3, Some("B00000")),
                ("[NOM_2]", Some(Entity::Person), 2, None),
            ]
        );
        assert_eq!(found[1].canonical(), "[DATE_NAISSANCE_2-K7Q2XR]");
        assert_eq!(&text[found[0].start..found[0].end], "[NOM_1-K7Q2XR]");
    }
}
