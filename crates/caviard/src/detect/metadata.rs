//! The authors a file's properties name (DOCX creator, last editor, authors of comments and
//! tracked changes; a PDF's Info and XMP author). The extractor writes each after the text as a
//! block of [`Origin::Metadata`]; the whole value is a person unless it is one of the generic
//! account names office software writes by itself ("Microsoft Office User", "Admin"...).
//! A login ("s.benali") or a user name is masked too: it names the person as surely.

use super::{Candidate, Detector, Entity, Reason, Text};
use crate::extract::Origin;

/// Accounts and programs written in author fields that name nobody (compared in lower case,
/// blanks folded).
const GENERIC: &[&str] = &[
    "admin",
    "administrateur",
    "administrator",
    "auteur",
    "author",
    "dell",
    "hp",
    "lenovo",
    "libreoffice",
    "microsoft office user",
    "microsoft office",
    "microsoft word",
    "owner",
    "pc",
    "python-docx",
    "relecteur",
    "reviewer",
    "réviseur",
    "unknown",
    "user",
    "utilisateur",
    "utilisateur de microsoft office",
    "utilisateur windows",
    "windows user",
    "مستخدم",
];

/// True when an author value names nobody.
fn generic(value: &str) -> bool {
    let v = value
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase();
    v.chars().all(|c| !c.is_alphabetic()) || GENERIC.contains(&v.as_str())
}

pub(super) struct Authors;

impl Detector for Authors {
    fn id(&self) -> &'static str {
        "person.metadata"
    }

    fn detect(&self, text: &Text<'_>, out: &mut Vec<Candidate>) {
        let doc = text.doc;
        // metadata blocks are written last: walk back from the end
        for b in doc.blocks.iter().rev() {
            let Origin::Metadata { field } = b.origin else {
                break;
            };
            let value = text.orig(b.start, b.end);
            if generic(&value) {
                continue;
            }
            let (start, end) = (text.norm.norm_of(b.start), text.norm.norm_of(b.end));
            if start >= end {
                continue;
            }
            out.push(Candidate {
                entity: Entity::Person,
                start,
                end,
                score: 0.9,
                detector: "person.metadata",
                reasons: vec![Reason::Structure {
                    what: match field {
                        crate::extract::MetaKind::Creator => {
                            "auteur dans les propriétés du fichier"
                        }
                        crate::extract::MetaKind::LastModifiedBy => {
                            "dernier modificateur dans les propriétés du fichier"
                        }
                        crate::extract::MetaKind::CommentAuthor => "auteur d'un commentaire",
                        crate::extract::MetaKind::ChangeAuthor => {
                            "auteur d'une modification suivie"
                        }
                    },
                }],
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::detect::{scan, Entity, ScanOptions};
    use crate::extract::{Builder, Format, MetaKind, Origin};

    /// A body paragraph, then one metadata line per `(field, value)`, as the extractors write.
    fn doc(body: &str, metas: &[(MetaKind, &str)]) -> crate::extract::Document {
        let mut b = Builder::new(Format::Docx);
        b.block(body, Origin::Paragraph { index: 0 });
        for (i, (field, value)) in metas.iter().enumerate() {
            if i == 0 {
                b.sep("\n");
            }
            b.meta_line(*field, value, false);
        }
        b.finish()
    }

    /// (field, value, masked as a person?): every value that names someone, whatever its
    /// script, case or shape (a login too); the generic accounts office software writes are
    /// kept.
    #[test]
    fn author_values_are_people_but_generic_accounts() {
        let cases: &[(MetaKind, &str, bool)] = &[
            (MetaKind::Creator, "Walid Ben Ammar", true),
            (MetaKind::LastModifiedBy, "s.benammar", true),
            (MetaKind::CommentAuthor, "نادية الورغي", true),
            (MetaKind::ChangeAuthor, "ZOUARI Hedi", true),
            (MetaKind::Creator, "Microsoft Office User", false),
            (MetaKind::LastModifiedBy, "Utilisateur  Windows", false),
            (MetaKind::CommentAuthor, "Relecteur", false),
            (MetaKind::Creator, "python-docx", false),
            (MetaKind::Creator, "1234", false),
        ];
        for &(field, value, person) in cases {
            let d = doc("Contrat de prestation.", &[(field, value)]);
            let found = scan(&d, &ScanOptions::default());
            let start = d.text.len() - value.len();
            let hit = found.iter().find(|f| f.detector == "person.metadata");
            if person {
                let f = hit.unwrap_or_else(|| panic!("{value}: not found in {found:?}"));
                assert_eq!(
                    (f.entity, f.start, f.end, f.text.as_str()),
                    (Entity::Person, start, d.text.len(), value),
                    "{value}"
                );
            } else {
                assert!(hit.is_none(), "{value}: {hit:?}");
            }
        }
    }

    /// The author found in the properties is then found where the body names them, and the
    /// masked text holds the name nowhere.
    #[test]
    fn the_author_is_masked_in_the_body_too() {
        let d = doc(
            "Rédigé par Ammar pour le service.",
            &[
                (MetaKind::Creator, "Walid Ammar"),
                (MetaKind::LastModifiedBy, "Walid Ammar"),
            ],
        );
        let found = scan(&d, &ScanOptions::default());
        let masked = crate::mask::mask(
            &d.text,
            &found,
            |_| true,
            &crate::mask::Policy::default(),
            &[0; 32],
        )
        .text;
        assert!(!masked.contains("Ammar"), "{masked}");
        assert!(!masked.contains("Walid"), "{masked}");
    }
}
