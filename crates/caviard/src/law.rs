//! The articles of law 2004-63 (loi organique n° 2004-63 du 27 juillet 2004 portant sur la
//! protection des données à caractère personnel) that Caviard applies, in one table: number and
//! short title in French, Arabic and English. Every transfer rule ([`crate::rules`]), record
//! field label and export cites an article through this table, never a literal of its own.
//!
//! The titles summarise what the article governs for a transfer to an AI provider; they are not
//! the text of the law. Check the wording against the official text (JORT n° 61 du 30 juillet
//! 2004) with counsel.

use serde::Serialize;

/// A text in the three languages of the interface.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct Localized {
    pub fr: String,
    pub ar: String,
    pub en: String,
}

impl Localized {
    pub fn new(fr: impl Into<String>, ar: impl Into<String>, en: impl Into<String>) -> Localized {
        Localized {
            fr: fr.into(),
            ar: ar.into(),
            en: en.into(),
        }
    }
}

/// An article of law 2004-63 that a rule or a record field rests on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "snake_case")]
pub enum Article {
    /// Prior declaration of every processing to the INPDP.
    Art7,
    /// Purpose of the processing.
    Art10,
    /// Data on offences, prosecutions, penalties and criminal records.
    Art13,
    /// Sensitive data: racial or genetic origin, religious beliefs, political, philosophical or
    /// trade-union opinions, health.
    Art14,
    /// The INPDP's authorisation of the processing of Art. 14 data other than health.
    Art15,
    /// Express and written consent of the data subject.
    Art27,
    /// Children: the guardian's consent and the family judge's authorisation.
    Art28,
    /// Processing without consent: the exceptions.
    Art29,
    /// Transfer abroad banned when it may endanger public security or Tunisia's vital interests.
    Art50,
    /// Transfer abroad only to a country with an adequate level of protection.
    Art51,
    /// The INPDP's authorisation of every transfer abroad.
    Art52,
    /// Health data: their own regime (Art. 62 to 65).
    Art63,
    /// Penalty of a transfer abroad made in breach of Art. 50 to 52.
    Art90,
}

/// One row of the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ArticleInfo {
    pub article: Article,
    /// `Art. 52`.
    pub number: &'static str,
    pub title_fr: &'static str,
    pub title_ar: &'static str,
    pub title_en: &'static str,
}

/// Every article Caviard cites, in the order of the law.
pub const ARTICLES: &[ArticleInfo] = &[
    ArticleInfo {
        article: Article::Art7,
        number: "Art. 7",
        title_fr: "Déclaration préalable du traitement à l'INPDP",
        title_ar: "التصريح المسبق بالمعالجة لدى الهيئة الوطنية لحماية المعطيات الشخصية",
        title_en: "Prior declaration of the processing to the INPDP",
    },
    ArticleInfo {
        article: Article::Art10,
        number: "Art. 10",
        title_fr: "Finalité du traitement",
        title_ar: "الغرض من المعالجة",
        title_en: "Purpose of the processing",
    },
    ArticleInfo {
        article: Article::Art13,
        number: "Art. 13",
        title_fr: "Infractions, poursuites pénales, peines et antécédents judiciaires : traitement interdit",
        title_ar: "الجرائم والتتبعات الجزائية والعقوبات والسوابق العدلية: معالجة ممنوعة",
        title_en: "Offences, prosecutions, penalties and criminal records: processing prohibited",
    },
    ArticleInfo {
        article: Article::Art14,
        number: "Art. 14",
        title_fr: "Données sensibles : origine raciale ou génétique, convictions religieuses, opinions politiques, philosophiques ou syndicales, santé",
        title_ar: "المعطيات الحساسة: الأصول العرقية أو الجينية، المعتقدات الدينية، الآراء السياسية أو الفلسفية أو النقابية، الصحة",
        title_en: "Sensitive data: racial or genetic origin, religious beliefs, political, philosophical or trade-union opinions, health",
    },
    ArticleInfo {
        article: Article::Art15,
        number: "Art. 15",
        title_fr: "Autorisation de l'INPDP pour les données sensibles (hors santé)",
        title_ar: "ترخيص الهيئة لمعالجة المعطيات الحساسة (باستثناء الصحة)",
        title_en: "INPDP authorisation for sensitive data (except health)",
    },
    ArticleInfo {
        article: Article::Art27,
        number: "Art. 27",
        title_fr: "Consentement exprès et écrit de la personne concernée",
        title_ar: "الموافقة الصريحة والكتابية للمعني بالأمر",
        title_en: "Express and written consent of the data subject",
    },
    ArticleInfo {
        article: Article::Art28,
        number: "Art. 28",
        title_fr: "Données d'un enfant : consentement du tuteur et autorisation du juge de la famille",
        title_ar: "معطيات الطفل: موافقة الولي وإذن قاضي الأسرة",
        title_en: "A child's data: the guardian's consent and the family judge's authorisation",
    },
    ArticleInfo {
        article: Article::Art29,
        number: "Art. 29",
        title_fr: "Traitement sans consentement : exceptions",
        title_ar: "المعالجة دون موافقة المعني بالأمر: الاستثناءات",
        title_en: "Processing without consent: the exceptions",
    },
    ArticleInfo {
        article: Article::Art50,
        number: "Art. 50",
        title_fr: "Transfert interdit s'il peut porter atteinte à la sécurité publique ou aux intérêts vitaux de la Tunisie",
        title_ar: "منع الإحالة إلى الخارج إذا كان من شأنها المساس بالأمن العام أو بالمصالح الحيوية للبلاد التونسية",
        title_en: "Transfer banned if it may endanger public security or Tunisia's vital interests",
    },
    ArticleInfo {
        article: Article::Art51,
        number: "Art. 51",
        title_fr: "Niveau de protection adéquat du pays destinataire",
        title_ar: "مستوى الحماية الملائم في البلد المستقبل",
        title_en: "Adequate level of protection in the recipient country",
    },
    ArticleInfo {
        article: Article::Art52,
        number: "Art. 52",
        title_fr: "Autorisation de l'INPDP pour tout transfert à l'étranger",
        title_ar: "ترخيص الهيئة لكل إحالة للمعطيات الشخصية إلى الخارج",
        title_en: "INPDP authorisation for every transfer abroad",
    },
    ArticleInfo {
        article: Article::Art63,
        number: "Art. 63",
        title_fr: "Données de santé : régime propre (art. 62 à 65)",
        title_ar: "المعطيات المتعلقة بالصحة: نظام خاص (الفصول 62 إلى 65)",
        title_en: "Health data: their own regime (Art. 62 to 65)",
    },
    ArticleInfo {
        article: Article::Art90,
        number: "Art. 90",
        title_fr: "Sanction pénale du transfert à l'étranger contraire aux art. 50 à 52",
        title_ar: "العقوبة الجزائية للإحالة إلى الخارج خلافا للفصول 50 إلى 52",
        title_en: "Criminal penalty for a transfer abroad in breach of Art. 50 to 52",
    },
];

impl Article {
    /// The table's row of this article.
    pub fn info(self) -> &'static ArticleInfo {
        ARTICLES
            .iter()
            .find(|i| i.article == self)
            .expect("every article has its row in ARTICLES")
    }

    /// `Art. 52`.
    pub fn number(self) -> &'static str {
        self.info().number
    }

    /// The short title in the three languages.
    pub fn title(self) -> Localized {
        let i = self.info();
        Localized::new(i.title_fr, i.title_ar, i.title_en)
    }

    /// `Art. 52 (Autorisation de l'INPDP pour tout transfert à l'étranger)`: how exports cite it.
    pub fn cite_fr(self) -> String {
        let i = self.info();
        format!("{} ({})", i.number, i.title_fr)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_article_has_exactly_one_row_in_order_with_three_titles() {
        let all = [
            Article::Art7,
            Article::Art10,
            Article::Art13,
            Article::Art14,
            Article::Art15,
            Article::Art27,
            Article::Art28,
            Article::Art29,
            Article::Art50,
            Article::Art51,
            Article::Art52,
            Article::Art63,
            Article::Art90,
        ];
        assert_eq!(ARTICLES.len(), all.len());
        for (row, a) in ARTICLES.iter().zip(all) {
            assert_eq!(row.article, a);
            assert_eq!(a.info().number, row.number);
            let n: u32 = row.number.trim_start_matches("Art. ").parse().unwrap();
            assert_eq!(format!("{:?}", a), format!("Art{n}"));
            for t in [row.title_fr, row.title_ar, row.title_en] {
                assert!(!t.trim().is_empty(), "{a:?}");
            }
            assert!(
                row.title_ar
                    .chars()
                    .any(|c| ('\u{600}'..='\u{6ff}').contains(&c)),
                "{a:?} Arabic title"
            );
        }
        assert_eq!(
            Article::Art52.cite_fr(),
            "Art. 52 (Autorisation de l'INPDP pour tout transfert à l'étranger)"
        );
    }
}
