//! ADDRESS by its place ([`AddressSlots`]): the value of a field whose label says it is where a
//! person lives (`Adresse :`, `Home address:`, `العنوان :`, `محل السكنى :`). The street patterns
//! find an address by its street word and number; an address without them (`Cité El Ons, bloc
//! E, appt 9`, `الحي الأولمبي، عمارة 23 شقة 16`, `Apt 22, El Amen Residence, Gremda Road`) is
//! found by its label.

use super::health_slots::fields;
use super::{Candidate, Detector, Entity, Reason, Text};

/// Labels of a person's address, whole, in lower case (a label is compared without its case, its
/// trailing `(e)` or `(s)`, nor its Arabic possessive).
const LABELS: &[&str] = &[
    "adresse",
    "adresse postale",
    "adresse personnelle",
    "adresse du domicile",
    "adresse de domicile",
    "adresse actuelle",
    "adresse de correspondance",
    "adresse de livraison",
    "adresse complète",
    "adresse du client",
    "adresse de la cliente",
    "adresse du locataire",
    "adresse du patient",
    "adresse de la patiente",
    "adresse du salarié",
    "adresse de l'employé",
    "adresse des parents",
    "domicile",
    "lieu de résidence",
    "résidence",
    "demeurant",
    "demeurant à",
    "domicilié à",
    "domiciliée à",
    "address",
    "home address",
    "postal address",
    "residential address",
    "current address",
    "mailing address",
    "permanent address",
    "residence",
    "العنوان",
    "عنوانه",
    "عنوانها",
    "عنوان",
    "عنوان السكنى",
    "العنوان الشخصي",
    "العنوان الحالي",
    "عنوان الإقامة",
    "مقر السكنى",
    "محل السكنى",
    "مكان السكنى",
    "مقر الإقامة",
    "مكان الإقامة",
    "السكنى",
];

/// The most bytes of an address read after its label.
const MAX_ADDRESS: usize = 160;

/// As sure as the street patterns' matches with a number (0.8): the label says what it is.
const SCORE: f32 = 0.8;

/// See the module's documentation.
pub(super) struct AddressSlots;

impl Detector for AddressSlots {
    fn id(&self) -> &'static str {
        "address.slot"
    }

    fn detect(&self, text: &Text<'_>, out: &mut Vec<Candidate>) {
        let s = text.as_str();
        fields(s, |label, after, line_end| {
            if !address_label(label) {
                return;
            }
            let Some((a, e)) = address_value(&s[after..line_end]) else {
                return;
            };
            out.push(Candidate {
                entity: Entity::Address,
                start: after + a,
                end: after + e,
                score: SCORE,
                detector: "address.slot",
                reasons: vec![Reason::Context {
                    word: label.to_lowercase(),
                }],
            });
        });
    }
}

/// Whether a field's label names a person's address ([`LABELS`]), whatever its case, with a
/// gender mark (`Domicilié(e) à`) or a note in brackets (`Adresse (domicile)`) after it.
fn address_label(label: &str) -> bool {
    let lower = label
        .to_lowercase()
        .replace("(e)", "")
        .replace("(es)", "")
        .replace("(s)", "");
    let mut l = lower.trim();
    if let Some(k) = l.find('(') {
        l = l[..k].trim_end();
    }
    l.len() <= 40 && LABELS.contains(&l)
}

/// The part of a field's value that is the address: up to a sentence's end or a bracket, at
/// most [`MAX_ADDRESS`] bytes, trimmed; `None` when it is no address (fewer than four letters,
/// an e-mail address, a web address, `néant`, a cross-reference: `voir ci-dessus`, `idem`).
fn address_value(value: &str) -> Option<(usize, usize)> {
    // (after a Markdown label in bold, `**Adresse :** X`, its closing stars)
    let lead = value.len() - value.trim_start_matches([' ', '\t', '*', '_']).len();
    let v = &value[lead..];
    let mut end = v.len().min(MAX_ADDRESS);
    while !v.is_char_boundary(end) {
        end -= 1;
    }
    for stop in [
        ". ",
        "(",
        ")",
        " - Tél",
        " Tél",
        " tél",
        " Tel",
        " Phone",
        " الهاتف",
    ] {
        if let Some(k) = v[..end].find(stop) {
            end = k;
        }
    }
    let v = v[..end].trim_end_matches([' ', '.', ',', '،', '\r', '*', '_']);
    let letters = v.chars().filter(|c| c.is_alphabetic()).count();
    let lower = v.to_lowercase();
    let no_address = letters < 4
        || v.contains('@')
        || lower.starts_with("http")
        || lower.starts_with("www.")
        || [
            "néant",
            "neant",
            "voir",
            "idem",
            "même",
            "same",
            "see ",
            "n/a",
            "نفس",
            "أعلاه",
        ]
        .iter()
        .any(|w| lower.starts_with(w));
    (!no_address).then_some((lead, lead + v.len()))
}

#[cfg(test)]
mod tests {
    use super::AddressSlots;
    use crate::detect::{Detector, Text};

    /// The candidates of [`AddressSlots`] alone on `text` (a `.txt` file): their texts.
    fn slots(text: &str) -> Vec<String> {
        let doc = crate::extract::extract(
            "t.txt",
            text.as_bytes().to_vec(),
            &crate::extract::Limits::default(),
        )
        .expect("extract");
        let norm = crate::text::Normalized::new(&doc.text);
        let t = Text {
            norm,
            doc: &doc,
            chunks: Vec::new(),
            windows: Vec::new(),
            gate_words: Default::default(),
        };
        let mut out = Vec::new();
        AddressSlots.detect(&t, &mut out);
        out.iter()
            .map(|c| t.as_str()[c.start..c.end].to_string())
            .collect()
    }

    #[test]
    fn the_value_of_an_address_label() {
        let cases: &[(&str, &[&str])] = &[
            (
                "العنوان: الحي الأولمبي، عمارة 23 شقة 16، سيدي بوزيد\n",
                &["الحي الأولمبي، عمارة 23 شقة 16، سيدي بوزيد"],
            ),
            (
                "Adresse : Cité El Ons, bloc E, appt 9, 9000 Béja\n",
                &["Cité El Ons, bloc E, appt 9, 9000 Béja"],
            ),
            (
                "Home address: Apt 22, El Amen Residence, Gremda Road, Sfax\n",
                &["Apt 22, El Amen Residence, Gremda Road, Sfax"],
            ),
            (
                "Domicilié(e) à : Route de Kélibia km 4,5, Nabeul. Profession : agent\n",
                &["Route de Kélibia km 4,5, Nabeul"],
            ),
            (
                "| محل السكنى : إقامة الياسمين، المنار 2 | الهاتف : 71 000 000 |\n",
                &["إقامة الياسمين، المنار 2"],
            ),
            // after a Markdown label in bold; up to a phone number after it on the line
            ("**العنوان :** 12 نهج X، نابل  \n", &["12 نهج X، نابل"]),
            (
                "ADRESSE : Cité Ennasr, Ariana Tél. 71 000 000\n",
                &["Cité Ennasr, Ariana"],
            ),
            // other labels: an e-mail address, a firm's seat, a web address, a number
            ("Adresse e-mail : x@y.tn\n", &[]),
            ("Adresse électronique : x@y.tn\n", &[]),
            ("Siège social : Zone industrielle, Sousse\n", &[]),
            ("Adresse IP : 10.0.0.1\n", &[]),
            ("N° de l'adresse : 12\n", &[]),
            // a value that is no address
            ("Adresse : voir ci-dessus\n", &[]),
            ("Adresse : néant\n", &[]),
            ("Address: x@y.tn\n", &[]),
            ("Adresse : 12\n", &[]),
            // a label inside prose is none
            (
                "Merci de confirmer votre adresse : nous vous écrirons.\n",
                &[],
            ),
        ];
        for (text, want) in cases {
            assert_eq!(&slots(text), want, "{text:?}");
        }
    }
}
