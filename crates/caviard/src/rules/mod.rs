//! Transfer rules of law 2004-63 (loi organique du 27 juillet 2004), evaluated on a draft
//! record before it is written. Every rule cites its article through [`crate::law`], and says
//! why in French, Arabic and English ([`Fired::text`]; the French text is what the record keeps).
//!
//! | rule | blocks when | lifted by |
//! |---|---|---|
//! | Art. 7 | no controller, no declaration, or a declaration dated after the record | `controller.declaration` |
//! | Art. 13 | offences declared | nothing: the data must be masked or removed |
//! | Art. 15 | Art. 14 categories other than health declared | `art15_authorization` in force |
//! | Art. 63 | health data in clear (detected or declared) | `health_justification` (not an Art. 15 authorisation) |
//! | Art. 27 | consent given orally, dated after the record, or withdrawn | a written consent in force |
//! | Art. 28 | minors among the data subjects | `minors_authorization` (judge and guardian) |
//! | Art. 50 | abroad, no assessment, or one concluding to a risk | `destination.art50_assessment` concluding `no_risk` |
//! | Art. 51 | abroad to a country `not_adequate` (warns when not assessed) | — |
//! | Art. 52 | abroad without an INPDP authorisation in force | `destination.transfer_authorization`; the organisation may choose to warn instead, a transfer still punishable under Art. 90 |
//! | four-eyes | the organisation requires it and no approver distinct from the operator is named | `approver` |

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use crate::audit::record::{
    authorization_status, is_sensitive, Art50Conclusion, AuthorizationStatus, BasisKind,
    ConsentForm, Controller, Draft, SensitiveCategory,
};
use crate::audit::SubjectCategory;
use crate::error::{Error, Result};
use crate::law::{Article, Localized};

pub(crate) mod rule;

pub use rule::{Rule, RuleFinding, Severity};

/// What the four-eyes rule cites in place of an article.
pub const INTERNAL_RULE: &str = "Règle interne";

/// One rule that fired, with its reason in the three languages of the interface.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fired {
    pub rule: Rule,
    pub severity: Severity,
    /// Each starts with the article's number (`Art. 52 : …`).
    pub text: Localized,
}

impl Fired {
    /// `Art. 52`, or [`INTERNAL_RULE`].
    pub fn article(&self) -> &'static str {
        self.rule.article().map_or(INTERNAL_RULE, Article::number)
    }

    /// As the record keeps it.
    pub fn finding(&self) -> RuleFinding {
        RuleFinding {
            rule: self.rule,
            article: self.article().to_string(),
            severity: self.severity,
            message: self.text.fr.clone(),
        }
    }
}

/// The organisation's setting for art. 52.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(rename_all = "snake_case")]
pub enum Art52Mode {
    /// Refuse the record (the default: such a transfer is an offence, Art. 90).
    #[default]
    Block,
    /// Record it, with a warning that says the transfer is punishable.
    Warn,
}

impl Art52Mode {
    pub fn as_str(self) -> &'static str {
        match self {
            Art52Mode::Block => "block",
            Art52Mode::Warn => "warn",
        }
    }

    /// Parse `block` or `warn`.
    pub fn parse(s: &str) -> Option<Art52Mode> {
        match s {
            "block" => Some(Art52Mode::Block),
            "warn" => Some(Art52Mode::Warn),
            _ => None,
        }
    }

    /// What the setting does, in the three languages (the settings screen and the CLI).
    pub fn describe(self) -> Localized {
        match self {
            Art52Mode::Block => Localized::new(
                "bloquer : un transfert à l'étranger sans autorisation de l'INPDP en cours de validité est refusé (art. 52)",
                "منع: تُرفض كل إحالة إلى الخارج دون ترخيص ساري المفعول من الهيئة (الفصل 52)",
                "block: a transfer abroad without an INPDP authorisation in force is refused (Art. 52)",
            ),
            Art52Mode::Warn => Localized::new(
                "avertir : le transfert est enregistré avec un avertissement ; il reste une infraction punie par l'art. 90 de la loi 2004-63",
                "تنبيه: تُسجَّل الإحالة مع تنبيه؛ وتبقى جريمة يعاقب عليها الفصل 90 من القانون الأساسي 2004-63",
                "warn: the transfer is recorded with a warning; it remains an offence punishable under Art. 90 of law 2004-63",
            ),
        }
    }
}

/// The organisation's settings the rules apply, kept in the register.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[serde(deny_unknown_fields)]
pub struct Organisation {
    pub art52: Art52Mode,
    /// Every record needs an approver distinct from the operator.
    pub four_eyes: bool,
    /// The data controller used when a record does not name one.
    pub controller: Option<Controller>,
}

struct Out {
    fired: Vec<Fired>,
}

impl Out {
    fn push(&mut self, rule: Rule, severity: Severity, fr: String, ar: String, en: String) {
        self.fired.push(Fired {
            rule,
            severity,
            text: Localized { fr, ar, en },
        });
    }
    fn block(&mut self, rule: Rule, fr: String, ar: String, en: String) {
        self.push(rule, Severity::Block, fr, ar, en);
    }
}

/// Arabic-script article numbers read `الفصل 52`.
fn fasl(a: Article) -> String {
    format!("الفصل {}", a.number().trim_start_matches("Art. "))
}

/// Evaluate every rule on `draft` as it would be recorded at `at` under the organisation's
/// settings. Blocking findings first, then by rule.
pub fn evaluate(draft: &Draft, org: &Organisation, at: DateTime<Utc>) -> Vec<Fired> {
    let m = &draft.meta;
    let d = &m.destination;
    let today = at.date_naive();
    let abroad = d.country != "TN";
    let mut out = Out { fired: Vec::new() };

    // Art. 7: the controller and its declaration
    let a7 = Article::Art7.number();
    let controller = m.controller.as_ref().or(org.controller.as_ref());
    match controller.map(|c| &c.declaration) {
        None => out.block(
            Rule::Art7Declaration,
            format!("{a7} : le responsable du traitement n'est pas indiqué : renseignez l'organisme, son représentant légal et le récépissé de sa déclaration préalable à l'INPDP (réglages de l'organisation)."),
            format!("{} : لم يُذكر المسؤول عن المعالجة: أدخلوا الهيكل وممثله القانوني ووصل التصريح المسبق لدى الهيئة (إعدادات المؤسسة).", fasl(Article::Art7)),
            format!("{a7}: the data controller is not given: enter the organisation, its legal representative and the receipt of its prior declaration to the INPDP (organisation settings)."),
        ),
        Some(None) => out.block(
            Rule::Art7Declaration,
            format!("{a7} : aucune déclaration préalable à l'INPDP n'est indiquée pour ce traitement : tout traitement doit être déclaré avant d'être mis en œuvre."),
            format!("{} : لم يُذكر أي تصريح مسبق لدى الهيئة لهذه المعالجة: يجب التصريح بكل معالجة قبل الشروع فيها.", fasl(Article::Art7)),
            format!("{a7}: no prior declaration to the INPDP is given for this processing: every processing must be declared before it starts."),
        ),
        Some(Some(decl)) if decl.date > today => out.block(
            Rule::Art7Declaration,
            format!("{a7} : la déclaration n° {} est datée du {}, après la date de l'enregistrement.", decl.number, decl.date),
            format!("{} : التصريح عدد {} مؤرخ في {}، أي بعد تاريخ التسجيل.", fasl(Article::Art7), decl.number, decl.date),
            format!("{a7}: declaration no. {} is dated {}, after the record's date.", decl.number, decl.date),
        ),
        Some(Some(_)) => {}
    }

    // Art. 52: the INPDP authorisation of a transfer abroad
    let a52 = Article::Art52.number();
    let status = authorization_status(d, at);
    if matches!(
        status,
        AuthorizationStatus::Missing | AuthorizationStatus::Expired
    ) {
        let (why_fr, why_ar, why_en) = match status {
            AuthorizationStatus::Missing => (
                "aucune autorisation de transfert n'est indiquée",
                "لم يُذكر أي ترخيص في الإحالة",
                "no transfer authorisation is given",
            ),
            _ => (
                "l'autorisation de transfert indiquée est expirée ou pas encore en vigueur à la date de l'enregistrement",
                "الترخيص المذكور منتهي الصلاحية أو غير ساري المفعول بعد في تاريخ التسجيل",
                "the transfer authorisation given has expired or is not yet in force on the record's date",
            ),
        };
        let c = &d.country;
        let fr = format!("{a52} : transfert vers l'étranger ({c}) sans autorisation préalable de l'INPDP en cours de validité : {why_fr}.");
        let ar = format!(
            "{} : إحالة إلى الخارج ({c}) دون ترخيص مسبق ساري المفعول من الهيئة: {why_ar}.",
            fasl(Article::Art52)
        );
        let en = format!(
            "{a52}: transfer abroad ({c}) without a prior INPDP authorisation in force: {why_en}."
        );
        match org.art52 {
            Art52Mode::Block => out.block(Rule::Art52TransferAuthorization, fr, ar, en),
            Art52Mode::Warn => {
                let a90 = Article::Art90.number();
                out.push(
                    Rule::Art52TransferAuthorization,
                    Severity::Warn,
                    format!("{fr} Ce transfert est une infraction punie par l'{} ({a90}) ; il n'est enregistré que parce que l'organisation a choisi d'avertir au lieu de bloquer.", a90.to_lowercase()),
                    format!("{ar} هذه الإحالة جريمة يعاقب عليها {}؛ ولا تُسجَّل إلا لأن المؤسسة اختارت التنبيه بدل المنع.", fasl(Article::Art90)),
                    format!("{en} This transfer is an offence punishable under {a90}; it is recorded only because the organisation chose to warn instead of block."),
                );
            }
        }
    }

    // Art. 51: adequacy of the recipient country
    if abroad {
        let a51 = Article::Art51.number();
        let c = &d.country;
        match d.adequacy {
            Some(crate::audit::Adequacy::NotAdequate) => out.block(
                Rule::Art51Adequacy,
                format!("{a51} : le pays de traitement ({c}) est déclaré sans niveau de protection adéquat : le transfert n'est pas permis."),
                format!("{} : بلد المعالجة ({c}) مصنف دون مستوى حماية ملائم: الإحالة غير مسموح بها.", fasl(Article::Art51)),
                format!("{a51}: the country of processing ({c}) is stated not to ensure an adequate level of protection: the transfer is not allowed."),
            ),
            Some(crate::audit::Adequacy::Adequate) => {}
            Some(crate::audit::Adequacy::Unknown) | None => out.push(
                Rule::Art51Adequacy,
                Severity::Warn,
                format!("{a51} : le niveau de protection du pays de traitement ({c}) n'est pas évalué : faites-le évaluer et indiquez-le dans le profil du destinataire (adequacy)."),
                format!("{} : لم يُقيَّم مستوى الحماية في بلد المعالجة ({c}): يرجى تقييمه وذكره في ملف الجهة المستقبلة.", fasl(Article::Art51)),
                format!("{a51}: the protection level of the country of processing ({c}) is not assessed: have it assessed and state it in the destination profile (adequacy)."),
            ),
        }
    }

    // Art. 50: public security and vital interests
    if abroad {
        let a50 = Article::Art50.number();
        match &d.art50_assessment {
            None => out.block(
                Rule::Art50PublicSecurity,
                format!("{a50} : aucune évaluation n'établit que ce transfert ne peut porter atteinte à la sécurité publique ou aux intérêts vitaux de la Tunisie : enregistrez-la dans le profil du destinataire (art50_assessment)."),
                format!("{} : لا يوجد تقييم يثبت أن هذه الإحالة لا تمس بالأمن العام أو بالمصالح الحيوية للبلاد التونسية: سجلوه في ملف الجهة المستقبلة.", fasl(Article::Art50)),
                format!("{a50}: no assessment establishes that this transfer cannot endanger public security or Tunisia's vital interests: record it in the destination profile (art50_assessment)."),
            ),
            Some(a) if a.conclusion == Art50Conclusion::Risk => out.block(
                Rule::Art50PublicSecurity,
                format!("{a50} : l'évaluation du {} conclut que ce transfert peut porter atteinte à la sécurité publique ou aux intérêts vitaux de la Tunisie : il est interdit.", a.date),
                format!("{} : خلص تقييم {} إلى أن هذه الإحالة قد تمس بالأمن العام أو بالمصالح الحيوية للبلاد التونسية: فهي ممنوعة.", fasl(Article::Art50), a.date),
                format!("{a50}: the assessment of {} concludes that this transfer may endanger public security or Tunisia's vital interests: it is banned.", a.date),
            ),
            Some(a) if a.date > today => out.block(
                Rule::Art50PublicSecurity,
                format!("{a50} : l'évaluation est datée du {}, après la date de l'enregistrement.", a.date),
                format!("{} : التقييم مؤرخ في {}، أي بعد تاريخ التسجيل.", fasl(Article::Art50), a.date),
                format!("{a50}: the assessment is dated {}, after the record's date.", a.date),
            ),
            Some(_) => {}
        }
    }

    // Art. 13, 14-15 and 62-65: the sensitive categories remaining in the payload
    let declared = m.declared_categories();
    let health_detected = draft
        .findings
        .iter()
        .any(|f| is_sensitive(f.entity) && !f.decision.masks());
    let health = health_detected || declared.contains(&SensitiveCategory::Health);
    let art14: Vec<SensitiveCategory> = declared
        .iter()
        .copied()
        .filter(|c| c.regime() == Article::Art15)
        .collect();
    if declared.contains(&SensitiveCategory::Offences) {
        let a13 = Article::Art13.number();
        let (fr, ar, en) = if m.art15_authorization.is_some() || m.health_justification.is_some() {
            (
                " Une autorisation de l'art. 15 ou une justification de santé ne couvre pas ces données.",
                " ولا يغطي ترخيص الفصل 15 أو تبرير المعطيات الصحية هذه المعطيات.",
                " An Art. 15 authorisation or a health justification does not cover these data.",
            )
        } else {
            ("", "", "")
        };
        out.block(
            Rule::Art13Criminal,
            format!("{a13} : des données relatives aux infractions, poursuites, peines ou antécédents judiciaires restent dans le texte à envoyer ; leur traitement est interdit et aucune autorisation ne lève cette interdiction : masquez-les ou retirez-les.{fr}"),
            format!("{} : تبقى في النص المراد إرساله معطيات تتعلق بالجرائم أو التتبعات أو العقوبات أو السوابق العدلية؛ معالجتها ممنوعة ولا يرفع أي ترخيص هذا المنع: احجبوها أو احذفوها.{ar}", fasl(Article::Art13)),
            format!("{a13}: data on offences, prosecutions, penalties or criminal records remain in the text to send; their processing is prohibited and no authorisation lifts the ban: mask or remove them.{en}"),
        );
    }
    if !art14.is_empty() {
        let a15 = Article::Art15.number();
        let list_fr = art14
            .iter()
            .map(|c| c.label_fr())
            .collect::<Vec<_>>()
            .join(", ");
        let list_ar = art14
            .iter()
            .map(|c| c.label_ar())
            .collect::<Vec<_>>()
            .join("، ");
        let list_en = art14
            .iter()
            .map(|c| c.label_en())
            .collect::<Vec<_>>()
            .join(", ");
        match &m.art15_authorization {
            None => {
                let (fr, ar, en) = if m.health_justification.is_some() {
                    (
                        " La justification des données de santé ne couvre pas ces catégories.",
                        " ولا يغطي تبرير المعطيات الصحية هذه الأصناف.",
                        " The health-data justification does not cover these categories.",
                    )
                } else {
                    ("", "", "")
                };
                out.block(
                    Rule::Art15SensitiveAuthorization,
                    format!("{a15} : des données sensibles de l'art. 14 restent dans le texte à envoyer ({list_fr}) sans autorisation de l'INPDP : masquez-les ou indiquez l'autorisation (numéro, date, échéance).{fr}"),
                    format!("{} : تبقى في النص المراد إرساله معطيات حساسة وفق الفصل 14 ({list_ar}) دون ترخيص من الهيئة: احجبوها أو أدخلوا الترخيص (العدد والتاريخ وتاريخ الانتهاء).{ar}", fasl(Article::Art15)),
                    format!("{a15}: Art. 14 sensitive data remain in the text to send ({list_en}) without an INPDP authorisation: mask them or enter the authorisation (number, date, expiry).{en}"),
                );
            }
            Some(a) if !a.in_force(today) => out.block(
                Rule::Art15SensitiveAuthorization,
                format!("{a15} : l'autorisation n° {} ne couvre pas la date de l'enregistrement (expirée ou pas encore en vigueur) ; des données sensibles restent ({list_fr}).", a.number),
                format!("{} : الترخيص عدد {} لا يغطي تاريخ التسجيل (منتهي الصلاحية أو غير ساري المفعول بعد)؛ وتبقى معطيات حساسة ({list_ar}).", fasl(Article::Art15), a.number),
                format!("{a15}: authorisation no. {} does not cover the record's date (expired or not yet in force); sensitive data remain ({list_en}).", a.number),
            ),
            Some(_) => {}
        }
    }
    if health {
        let a63 = Article::Art63.number();
        let what_fr = if health_detected {
            "détectées"
        } else {
            "déclarées"
        };
        let what_en = if health_detected {
            "detected"
        } else {
            "declared"
        };
        match &m.health_justification {
            None => {
                let (fr, ar, en) = if m.art15_authorization.is_some() {
                    (
                        " Une autorisation au titre de l'art. 15 ne couvre pas la santé, qui relève de son propre régime.",
                        " ولا يغطي ترخيص الفصل 15 المعطيات الصحية التي تخضع لنظامها الخاص.",
                        " An Art. 15 authorisation does not cover health, which has its own regime.",
                    )
                } else {
                    ("", "", "")
                };
                out.block(
                    Rule::Art63Health,
                    format!("{a63} : des données de santé ({what_fr}) restent en clair dans le texte à envoyer sans justification au titre du régime des données de santé (art. 62 à 65) : masquez-les ou indiquez le fondement, sa référence et le médecin ou la personne tenue au secret professionnel qui en répond.{fr}"),
                    format!("{} : تبقى معطيات صحية ظاهرة في النص المراد إرساله دون تبرير وفق نظام المعطيات الصحية (الفصول 62 إلى 65): احجبوها أو أدخلوا الأساس ومرجعه والطبيب أو الشخص الملزم بالسر المهني المسؤول عنها.{ar}", fasl(Article::Art63)),
                    format!("{a63}: health data ({what_en}) remain in clear in the text to send without a justification under the health-data regime (Art. 62 to 65): mask them or enter the ground, its reference and the physician or person bound by professional secrecy answerable for them.{en}"),
                );
            }
            Some(h) if h.date > today => out.block(
                Rule::Art63Health,
                format!("{a63} : la justification des données de santé est datée du {}, après la date de l'enregistrement.", h.date),
                format!("{} : تبرير المعطيات الصحية مؤرخ في {}، أي بعد تاريخ التسجيل.", fasl(Article::Art63), h.date),
                format!("{a63}: the health-data justification is dated {}, after the record's date.", h.date),
            ),
            Some(_) => {}
        }
    }

    // Art. 27: consent
    if let (BasisKind::Consent, Some(c)) = (m.legal_basis.kind, &m.legal_basis.consent) {
        let a27 = Article::Art27.number();
        if c.form == ConsentForm::Oral {
            out.block(
                Rule::Art27Consent,
                format!("{a27} : un consentement oral ou par simple clic n'est pas le consentement exprès et écrit que la loi exige."),
                format!("{} : الموافقة الشفاهية أو بمجرد نقرة ليست الموافقة الصريحة والكتابية التي يشترطها القانون.", fasl(Article::Art27)),
                format!("{a27}: an oral or mere-click consent is not the express and written consent the law requires."),
            );
        } else if c.date > today {
            out.block(
                Rule::Art27Consent,
                format!(
                    "{a27} : le consentement est daté du {}, après la date de l'enregistrement.",
                    c.date
                ),
                format!(
                    "{} : الموافقة مؤرخة في {}، أي بعد تاريخ التسجيل.",
                    fasl(Article::Art27),
                    c.date
                ),
                format!(
                    "{a27}: the consent is dated {}, after the record's date.",
                    c.date
                ),
            );
        } else if let Some(w) = c.withdrawn.filter(|w| *w <= today) {
            out.block(
                Rule::Art27Consent,
                format!("{a27} : le consentement a été retiré le {w} : il ne couvre plus le traitement."),
                format!("{} : سُحبت الموافقة في {w}: لم تعد تغطي المعالجة.", fasl(Article::Art27)),
                format!("{a27}: the consent was withdrawn on {w}: it no longer covers the processing."),
            );
        }
    }

    // Art. 28: minors
    if m.data_subjects.contains(&SubjectCategory::Minors) {
        let a28 = Article::Art28.number();
        match &m.minors_authorization {
            None => {
                let (fr, ar, en) = if m.legal_basis.kind == BasisKind::Consent {
                    (
                        " Le consentement du tuteur ne suffit pas.",
                        " ولا تكفي موافقة الولي.",
                        " The guardian's consent is not enough.",
                    )
                } else {
                    ("", "", "")
                };
                out.block(
                    Rule::Art28Minors,
                    format!("{a28} : le document concerne des mineurs : leur traitement exige le consentement du tuteur et l'autorisation du juge de la famille ; indiquez la référence et la date de cette autorisation.{fr}"),
                    format!("{} : تتعلق الوثيقة بأطفال: تستوجب معالجة معطياتهم موافقة الولي وإذن قاضي الأسرة؛ أدخلوا مرجع هذا الإذن وتاريخه.{ar}", fasl(Article::Art28)),
                    format!("{a28}: the document concerns minors: their processing needs the guardian's consent and the family judge's authorisation; enter that authorisation's reference and date.{en}"),
                );
            }
            Some(a) if !a.guardian_consent => out.block(
                Rule::Art28Minors,
                format!("{a28} : l'autorisation du juge de la famille ({}) est indiquée, mais pas le consentement du tuteur.", a.judge_reference),
                format!("{} : ذُكر إذن قاضي الأسرة ({}) دون موافقة الولي.", fasl(Article::Art28), a.judge_reference),
                format!("{a28}: the family judge's authorisation ({}) is given, but not the guardian's consent.", a.judge_reference),
            ),
            Some(a) if a.date > today => out.block(
                Rule::Art28Minors,
                format!("{a28} : l'autorisation du juge de la famille ({}) est datée du {}, après la date de l'enregistrement.", a.judge_reference, a.date),
                format!("{} : إذن قاضي الأسرة ({}) مؤرخ في {}، أي بعد تاريخ التسجيل.", fasl(Article::Art28), a.judge_reference, a.date),
                format!("{a28}: the family judge's authorisation ({}) is dated {}, after the record's date.", a.judge_reference, a.date),
            ),
            Some(_) => {}
        }
    }

    // the organisation's four-eyes review
    if org.four_eyes {
        let same = |a: &str, b: &str| a.trim().to_lowercase() == b.trim().to_lowercase();
        let ok = m
            .approver
            .as_ref()
            .is_some_and(|a| !same(&a.name, &m.operator.name));
        if !ok {
            out.block(
                Rule::FourEyesReview,
                format!("{INTERNAL_RULE} : l'organisation exige une double validation : indiquez un approbateur distinct de l'opérateur."),
                "قاعدة داخلية: تشترط المؤسسة مصادقة ثانية: أدخلوا مصادقا غير المشغّل.".to_string(),
                "Internal rule: the organisation requires four-eyes review: name an approver other than the operator.".to_string(),
            );
        }
    }

    let mut fired = out.fired;
    fired.sort_by_key(|f| (f.severity, f.rule));
    fired
}

/// What a destination profile lacks for a transfer abroad (Art. 50, 51, 52), in French, each
/// citing its article: records made with it are refused until it is completed. Empty for a
/// processing in Tunisia or a complete profile. Dates are not checked here (they are against
/// each record's date).
pub fn profile_gaps(d: &crate::audit::DestinationMeta) -> Vec<String> {
    if d.country == "TN" {
        return Vec::new();
    }
    let mut out = Vec::new();
    match &d.art50_assessment {
        None => out.push(format!(
            "{} : aucune évaluation de l'atteinte possible à la sécurité publique ou aux intérêts vitaux de la Tunisie (art50_assessment).",
            Article::Art50.number()
        )),
        Some(a) if a.conclusion == Art50Conclusion::Risk => out.push(format!(
            "{} : l'évaluation conclut à un risque : tout transfert vers ce destinataire est interdit.",
            Article::Art50.number()
        )),
        Some(_) => {}
    }
    if d.adequacy == Some(crate::audit::Adequacy::NotAdequate) {
        out.push(format!(
            "{} : le pays de traitement ({}) est déclaré sans niveau de protection adéquat.",
            Article::Art51.number(),
            d.country
        ));
    }
    if d.transfer_authorization.is_none() {
        out.push(format!(
            "{} : aucune autorisation de transfert de l'INPDP (transfer_authorization).",
            Article::Art52.number()
        ));
    }
    out
}

/// `Ok(warnings)` when no finding blocks, else [`Error::TransferBlocked`] listing the blocking
/// ones (French).
///
/// # Errors
/// [`Error::TransferBlocked`].
pub fn into_result(fired: &[Fired]) -> Result<Vec<RuleFinding>> {
    let blocking: Vec<&Fired> = fired
        .iter()
        .filter(|f| f.severity == Severity::Block)
        .collect();
    if blocking.is_empty() {
        return Ok(fired.iter().map(Fired::finding).collect());
    }
    Err(Error::TransferBlocked {
        count: blocking.len(),
        details: blocking
            .iter()
            .map(|f| f.text.fr.as_str())
            .collect::<Vec<_>>()
            .join("\n  "),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::audit::record::{Decision, DraftFinding, HealthGround, HealthJustification};
    use crate::audit::{Adequacy, Authorization, Declaration, MinorsAuthorization, RecordMeta};
    use crate::detect::Entity;
    use chrono::{NaiveDate, TimeZone};

    /// A draft of the example record (abroad, every authorisation in force on 2026-05-04),
    /// edited by `edit`; `health` adds a health finding left in clear.
    fn draft(health: bool, edit: impl FnOnce(&mut RecordMeta)) -> Draft {
        let mut meta =
            RecordMeta::from_json(include_str!("../../../../examples/record.json")).unwrap();
        edit(&mut meta);
        let doc = crate::extract::extract(
            "t.txt",
            b"Dossier [NOM_1].".to_vec(),
            &crate::extract::Limits::default(),
        )
        .unwrap();
        let masked = crate::mask::Masked {
            text: doc.text.clone(),
            replacements: Vec::new(),
        };
        let mut d = Draft::from_run(
            meta,
            "t.txt",
            b"x",
            &doc,
            &[],
            &crate::review::Review::new(&[]),
            crate::audit::ReviewMode::Manual,
            &crate::mask::Policy::default(),
            &masked,
        );
        if health {
            d.findings.push(DraftFinding {
                entity: Entity::Health,
                detector: "health.lexicon".into(),
                score: 0.8,
                start: 0,
                end: 4,
                value: "x".into(),
                decision: Decision::Rejected,
                decided_by: "t".into(),
                label: None,
            });
        }
        d
    }

    fn at(y: i32, m: u32, d: u32) -> DateTime<Utc> {
        Utc.with_ymd_and_hms(y, m, d, 10, 0, 0).unwrap()
    }

    fn date(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap()
    }

    fn auth(number: &str, from: NaiveDate, to: Option<NaiveDate>) -> Authorization {
        Authorization {
            number: number.into(),
            date: from,
            expiry: to,
            scope: None,
        }
    }

    fn health_ok() -> HealthJustification {
        HealthJustification {
            ground: HealthGround::CareOfThePerson,
            reference: "Convention de soins CS-7".into(),
            date: date(2026, 2, 1),
            responsible: "Dr Médecin du travail".into(),
        }
    }

    fn judge(date_: NaiveDate, guardian: bool) -> MinorsAuthorization {
        MinorsAuthorization {
            judge_reference: "Juge de la famille, Tunis, n° 2026/118".into(),
            date: date_,
            guardian_consent: guardian,
        }
    }

    const NOW: (i32, u32, u32) = (2026, 5, 4);

    fn now() -> DateTime<Utc> {
        at(NOW.0, NOW.1, NOW.2)
    }

    /// (rule exercised, what the case is, health finding in clear, edit) -> the rules that fire.
    type Case = (
        &'static str,
        bool,
        Box<dyn Fn(&mut RecordMeta)>,
        Vec<(Rule, Severity)>,
    );

    fn fired(f: &[Fired]) -> Vec<(Rule, Severity)> {
        f.iter().map(|f| (f.rule, f.severity)).collect()
    }

    #[test]
    fn the_example_record_passes_every_rule() {
        let f = evaluate(&draft(false, |_| {}), &Organisation::default(), now());
        assert_eq!(fired(&f), vec![]);
    }

    /// Each rule × (no reference, wrong kind of reference, expired or not yet in force, valid).
    #[test]
    fn each_rule_against_no_wrong_expired_and_valid_references() {
        use Rule::*;
        use Severity::*;
        let cases: Vec<Case> = vec![
            // Art. 7: the controller's declaration
            (
                "art7 none",
                false,
                Box::new(|m| m.controller = None),
                vec![(Art7Declaration, Block)],
            ),
            (
                "art7 not declared",
                false,
                Box::new(|m| m.controller.as_mut().unwrap().declaration = None),
                vec![(Art7Declaration, Block)],
            ),
            (
                "art7 declared later",
                false,
                Box::new(|m| {
                    m.controller.as_mut().unwrap().declaration = Some(Declaration {
                        number: "D-1".into(),
                        date: date(2026, 6, 1),
                    })
                }),
                vec![(Art7Declaration, Block)],
            ),
            (
                "art7 valid",
                false,
                Box::new(|m| {
                    m.controller.as_mut().unwrap().declaration = Some(Declaration {
                        number: "D-1".into(),
                        date: date(2026, 5, 4),
                    })
                }),
                vec![],
            ),
            // Art. 13: nothing lifts it
            (
                "art13 none",
                false,
                Box::new(|m| m.sensitive_categories = vec![SensitiveCategory::Offences]),
                vec![(Art13Criminal, Block)],
            ),
            (
                "art13 with art15",
                false,
                Box::new(|m| {
                    m.sensitive_categories = vec![SensitiveCategory::Offences];
                    m.art15_authorization = Some(auth("INPDP-AS-1", date(2026, 1, 1), None));
                }),
                vec![(Art13Criminal, Block)],
            ),
            (
                "art13 free text",
                false,
                Box::new(|m| m.sensitive_declared = vec!["casier judiciaire".into()]),
                vec![(Art13Criminal, Block)],
            ),
            (
                "art13 with health justification",
                false,
                Box::new(|m| {
                    m.sensitive_categories = vec![SensitiveCategory::Offences];
                    m.health_justification = Some(health_ok());
                }),
                vec![(Art13Criminal, Block)],
            ),
            // Art. 15: Art. 14 data other than health
            (
                "art15 none",
                false,
                Box::new(|m| m.sensitive_categories = vec![SensitiveCategory::ReligiousBeliefs]),
                vec![(Art15SensitiveAuthorization, Block)],
            ),
            (
                "art15 wrong kind",
                false,
                Box::new(|m| {
                    m.sensitive_categories = vec![SensitiveCategory::TradeUnionMembership];
                    m.health_justification = Some(health_ok());
                }),
                vec![(Art15SensitiveAuthorization, Block)],
            ),
            (
                "art15 expired",
                false,
                Box::new(|m| {
                    m.sensitive_categories = vec![SensitiveCategory::PoliticalOpinions];
                    m.art15_authorization =
                        Some(auth("INPDP-AS-1", date(2025, 1, 1), Some(date(2026, 5, 3))));
                }),
                vec![(Art15SensitiveAuthorization, Block)],
            ),
            (
                "art15 not yet",
                false,
                Box::new(|m| {
                    m.sensitive_categories = vec![SensitiveCategory::PoliticalOpinions];
                    m.art15_authorization = Some(auth("INPDP-AS-1", date(2026, 5, 5), None));
                }),
                vec![(Art15SensitiveAuthorization, Block)],
            ),
            (
                "art15 valid",
                false,
                Box::new(|m| {
                    m.sensitive_categories = vec![
                        SensitiveCategory::RacialOrGeneticOrigin,
                        SensitiveCategory::PhilosophicalOpinions,
                    ];
                    m.art15_authorization =
                        Some(auth("INPDP-AS-1", date(2026, 1, 1), Some(date(2026, 5, 4))));
                }),
                vec![],
            ),
            (
                "art15 free text valid",
                false,
                Box::new(|m| {
                    m.sensitive_declared = vec!["opinions religieuses".into()];
                    m.art15_authorization = Some(auth("INPDP-AS-1", date(2026, 1, 1), None));
                }),
                vec![],
            ),
            // Art. 63: health, detected or declared
            (
                "art63 detected none",
                true,
                Box::new(|_| {}),
                vec![(Art63Health, Block)],
            ),
            (
                "art63 declared none",
                false,
                Box::new(|m| m.sensitive_categories = vec![SensitiveCategory::Health]),
                vec![(Art63Health, Block)],
            ),
            (
                "art63 free text",
                false,
                Box::new(|m| m.sensitive_declared = vec!["dossier médical".into()]),
                vec![(Art63Health, Block)],
            ),
            (
                "art63 wrong kind (art15)",
                true,
                Box::new(|m| {
                    m.art15_authorization = Some(auth("INPDP-AS-1", date(2026, 1, 1), None))
                }),
                vec![(Art63Health, Block)],
            ),
            (
                "art63 not yet",
                true,
                Box::new(|m| {
                    m.health_justification = Some(HealthJustification {
                        date: date(2026, 5, 5),
                        ..health_ok()
                    })
                }),
                vec![(Art63Health, Block)],
            ),
            (
                "art63 valid",
                true,
                Box::new(|m| m.health_justification = Some(health_ok())),
                vec![],
            ),
            (
                "art63 and art15 both valid",
                true,
                Box::new(|m| {
                    m.sensitive_categories = vec![SensitiveCategory::ReligiousBeliefs];
                    m.health_justification = Some(health_ok());
                    m.art15_authorization = Some(auth("INPDP-AS-1", date(2026, 1, 1), None));
                }),
                vec![],
            ),
            // Art. 27: consent
            (
                "art27 oral",
                false,
                Box::new(|m| m.legal_basis.consent.as_mut().unwrap().form = ConsentForm::Oral),
                vec![(Art27Consent, Block)],
            ),
            (
                "art27 given later",
                false,
                Box::new(|m| m.legal_basis.consent.as_mut().unwrap().date = date(2026, 5, 5)),
                vec![(Art27Consent, Block)],
            ),
            (
                "art27 withdrawn",
                false,
                Box::new(|m| {
                    m.legal_basis.consent.as_mut().unwrap().withdrawn = Some(date(2026, 5, 4))
                }),
                vec![(Art27Consent, Block)],
            ),
            (
                "art27 withdrawn later",
                false,
                Box::new(|m| {
                    m.legal_basis.consent.as_mut().unwrap().withdrawn = Some(date(2026, 5, 5))
                }),
                vec![],
            ),
            (
                "art27 electronic",
                false,
                Box::new(|m| {
                    m.legal_basis.consent.as_mut().unwrap().form = ConsentForm::ElectronicSignature
                }),
                vec![],
            ),
            (
                "art29 exception",
                false,
                Box::new(|m| {
                    m.legal_basis.kind = BasisKind::Art29ProvidedByLaw;
                    m.legal_basis.consent = None;
                }),
                vec![],
            ),
            // Art. 28: minors
            (
                "art28 none",
                false,
                Box::new(|m| m.data_subjects.push(SubjectCategory::Minors)),
                vec![(Art28Minors, Block)],
            ),
            (
                "art28 wrong kind (guardian only)",
                false,
                Box::new(|m| {
                    m.data_subjects.push(SubjectCategory::Minors);
                    m.minors_authorization = Some(judge(date(2026, 2, 1), false));
                }),
                vec![(Art28Minors, Block)],
            ),
            (
                "art28 not yet",
                false,
                Box::new(|m| {
                    m.data_subjects.push(SubjectCategory::Minors);
                    m.minors_authorization = Some(judge(date(2026, 6, 1), true));
                }),
                vec![(Art28Minors, Block)],
            ),
            (
                "art28 valid",
                false,
                Box::new(|m| {
                    m.data_subjects.push(SubjectCategory::Minors);
                    m.minors_authorization = Some(judge(date(2026, 2, 1), true));
                }),
                vec![],
            ),
            // Art. 50: the destination's assessment
            (
                "art50 none",
                false,
                Box::new(|m| m.destination.art50_assessment = None),
                vec![(Art50PublicSecurity, Block)],
            ),
            (
                "art50 risk",
                false,
                Box::new(|m| {
                    m.destination.art50_assessment.as_mut().unwrap().conclusion =
                        Art50Conclusion::Risk
                }),
                vec![(Art50PublicSecurity, Block)],
            ),
            (
                "art50 later",
                false,
                Box::new(|m| {
                    m.destination.art50_assessment.as_mut().unwrap().date = date(2026, 5, 5)
                }),
                vec![(Art50PublicSecurity, Block)],
            ),
            (
                "art50 in Tunisia",
                false,
                Box::new(|m| {
                    m.destination.country = "TN".into();
                    m.destination.art50_assessment = None;
                    m.destination.transfer_authorization = None;
                    m.destination.adequacy = None;
                }),
                vec![],
            ),
            // Art. 51: adequacy
            (
                "art51 not adequate",
                false,
                Box::new(|m| m.destination.adequacy = Some(Adequacy::NotAdequate)),
                vec![(Art51Adequacy, Block)],
            ),
            (
                "art51 unknown",
                false,
                Box::new(|m| m.destination.adequacy = Some(Adequacy::Unknown)),
                vec![(Art51Adequacy, Warn)],
            ),
            (
                "art51 not stated",
                false,
                Box::new(|m| m.destination.adequacy = None),
                vec![(Art51Adequacy, Warn)],
            ),
            // Art. 52: the transfer authorisation (block by default)
            (
                "art52 none",
                false,
                Box::new(|m| m.destination.transfer_authorization = None),
                vec![(Art52TransferAuthorization, Block)],
            ),
            (
                "art52 expired",
                false,
                Box::new(|m| {
                    m.destination.transfer_authorization =
                        Some(auth("INPDP-AT-1", date(2025, 1, 1), Some(date(2026, 5, 3))))
                }),
                vec![(Art52TransferAuthorization, Block)],
            ),
            (
                "art52 not yet",
                false,
                Box::new(|m| {
                    m.destination.transfer_authorization =
                        Some(auth("INPDP-AT-1", date(2026, 5, 5), None))
                }),
                vec![(Art52TransferAuthorization, Block)],
            ),
            (
                "art52 valid on its last day",
                false,
                Box::new(|m| {
                    m.destination.transfer_authorization =
                        Some(auth("INPDP-AT-1", date(2025, 5, 4), Some(date(2026, 5, 4))))
                }),
                vec![],
            ),
            // several at once: blocks first, then by rule
            (
                "many",
                true,
                Box::new(|m| {
                    m.destination.adequacy = None;
                    m.destination.transfer_authorization = None;
                    m.sensitive_categories = vec![SensitiveCategory::Offences];
                }),
                vec![
                    (Art13Criminal, Block),
                    (Art52TransferAuthorization, Block),
                    (Art63Health, Block),
                    (Art51Adequacy, Warn),
                ],
            ),
        ];
        for (name, health, edit, want) in cases {
            let d = draft(health, |m| edit(m));
            let got = evaluate(&d, &Organisation::default(), now());
            assert_eq!(fired(&got), want, "{name}");
            for f in &got {
                let n = f.article();
                assert!(
                    f.text.fr.starts_with(&format!("{n} : ")),
                    "{name}: {}",
                    f.text.fr
                );
                assert!(
                    f.text.en.starts_with(&format!("{n}: ")),
                    "{name}: {}",
                    f.text.en
                );
                let num = n.trim_start_matches("Art. ");
                assert!(
                    f.text.ar.starts_with(&format!("الفصل {num} : ")),
                    "{name}: {}",
                    f.text.ar
                );
            }
        }
    }

    #[test]
    fn wrong_kinds_say_why_they_do_not_count() {
        let org = Organisation::default();
        let health_with_art15 = evaluate(
            &draft(true, |m| {
                m.art15_authorization = Some(auth("INPDP-AS-1", date(2026, 1, 1), None))
            }),
            &org,
            now(),
        );
        assert!(
            health_with_art15[0]
                .text
                .fr
                .ends_with("Une autorisation au titre de l'art. 15 ne couvre pas la santé, qui relève de son propre régime."),
            "{}",
            health_with_art15[0].text.fr
        );
        let minors_consent = evaluate(
            &draft(false, |m| m.data_subjects.push(SubjectCategory::Minors)),
            &org,
            now(),
        );
        assert!(minors_consent[0]
            .text
            .fr
            .ends_with("Le consentement du tuteur ne suffit pas."));
        let art13 = evaluate(
            &draft(false, |m| {
                m.sensitive_categories = vec![SensitiveCategory::Offences]
            }),
            &org,
            now(),
        );
        assert!(art13[0]
            .text
            .fr
            .contains("aucune autorisation ne lève cette interdiction"));
        assert!(!art13[0].text.fr.contains("ne couvre pas"));
    }

    #[test]
    fn art52_warn_mode_says_the_transfer_is_punishable_in_three_languages() {
        let d = draft(false, |m| m.destination.transfer_authorization = None);
        let warn = Organisation {
            art52: Art52Mode::Warn,
            ..Organisation::default()
        };
        let got = evaluate(&d, &warn, now());
        assert_eq!(
            fired(&got),
            vec![(Rule::Art52TransferAuthorization, Severity::Warn)]
        );
        let t = &got[0].text;
        assert_eq!(t.fr, "Art. 52 : transfert vers l'étranger (IE) sans autorisation préalable de l'INPDP en cours de validité : aucune autorisation de transfert n'est indiquée. Ce transfert est une infraction punie par l'art. 90 (Art. 90) ; il n'est enregistré que parce que l'organisation a choisi d'avertir au lieu de bloquer.");
        assert!(t.ar.contains("الفصل 90"), "{}", t.ar);
        assert!(t.en.contains("punishable under Art. 90"), "{}", t.en);
        let stored = got[0].finding();
        assert_eq!(
            (stored.article.as_str(), stored.message.as_str()),
            ("Art. 52", t.fr.as_str())
        );
        assert!(into_result(&got).is_ok());
        for mode in [Art52Mode::Block, Art52Mode::Warn] {
            let w = mode.describe();
            assert_eq!(w.fr.contains("art. 90"), mode == Art52Mode::Warn);
            assert_eq!(w.ar.contains("90"), mode == Art52Mode::Warn);
            assert_eq!(w.en.contains("Art. 90"), mode == Art52Mode::Warn);
        }
        // the default blocks
        assert_eq!(Art52Mode::default(), Art52Mode::Block);
        let err = into_result(&evaluate(&d, &Organisation::default(), now())).unwrap_err();
        assert_eq!(err.code(), crate::ErrorCode::TransferBlocked);
        assert!(err
            .to_string()
            .contains("Art. 52 : transfert vers l'étranger (IE)"));
    }

    #[test]
    fn four_eyes_needs_an_approver_other_than_the_operator() {
        let org = Organisation {
            four_eyes: true,
            ..Organisation::default()
        };
        let cases: Vec<(&str, Option<&str>, bool)> = vec![
            ("no approver", None, true),
            ("the operator again", Some(" leila TRABELSI "), true),
            ("someone else", Some("Approbatrice Distincte"), false),
        ];
        for (name, approver, blocks) in cases {
            let d = draft(false, |m| {
                m.approver = approver.map(|a| crate::audit::Actor {
                    name: a.into(),
                    role: "DPO".into(),
                })
            });
            let got = evaluate(&d, &org, now());
            let want = if blocks {
                vec![(Rule::FourEyesReview, Severity::Block)]
            } else {
                vec![]
            };
            assert_eq!(fired(&got), want, "{name}");
            if blocks {
                assert_eq!(got[0].finding().article, INTERNAL_RULE);
            }
        }
        // off by default: no approver is fine
        let d = draft(false, |m| m.approver = None);
        assert!(evaluate(&d, &Organisation::default(), now()).is_empty());
    }

    #[test]
    fn the_organisation_controller_stands_in_for_a_record_without_one() {
        let d = draft(false, |m| m.controller = None);
        let org_controller = draft(false, |_| {}).meta.controller;
        let org = Organisation {
            controller: org_controller,
            ..Organisation::default()
        };
        assert!(evaluate(&d, &org, now()).is_empty());
        assert_eq!(
            fired(&evaluate(&d, &Organisation::default(), now())),
            vec![(Rule::Art7Declaration, Severity::Block)]
        );
    }

    #[test]
    fn profile_gaps_name_what_a_destination_abroad_lacks() {
        let complete = draft(false, |_| {}).meta.destination;
        assert!(profile_gaps(&complete).is_empty());
        let mut bare = complete.clone();
        bare.art50_assessment = None;
        bare.transfer_authorization = None;
        bare.adequacy = Some(crate::audit::Adequacy::NotAdequate);
        let gaps = profile_gaps(&bare);
        let articles: Vec<&str> = gaps.iter().map(|g| &g[..7]).collect();
        assert_eq!(articles, ["Art. 50", "Art. 51", "Art. 52"], "{gaps:?}");
        let mut risk = complete.clone();
        risk.art50_assessment.as_mut().unwrap().conclusion = Art50Conclusion::Risk;
        assert_eq!(profile_gaps(&risk), ["Art. 50 : l'évaluation conclut à un risque : tout transfert vers ce destinataire est interdit."]);
        bare.country = "TN".into();
        assert!(profile_gaps(&bare).is_empty(), "no transfer abroad");
    }

    #[test]
    fn free_text_categories_are_classified() {
        let cases = [
            ("condamnations pénales", SensitiveCategory::Offences),
            ("Casier judiciaire", SensitiveCategory::Offences),
            ("السوابق العدلية", SensitiveCategory::Offences),
            ("santé mentale", SensitiveCategory::Health),
            ("Medical history", SensitiveCategory::Health),
            ("ملف طبي", SensitiveCategory::Health),
            ("antécédents médicaux", SensitiveCategory::Health),
            ("opinions religieuses", SensitiveCategory::ReligiousBeliefs),
            (
                "appartenance syndicale",
                SensitiveCategory::TradeUnionMembership,
            ),
            (
                "Trade union membership",
                SensitiveCategory::TradeUnionMembership,
            ),
            ("engagement politique", SensitiveCategory::PoliticalOpinions),
            ("origine ethnique", SensitiveCategory::RacialOrGeneticOrigin),
            ("الانتماء النقابي", SensitiveCategory::TradeUnionMembership),
            ("orientation de vie", SensitiveCategory::OtherArt14),
        ];
        for (text, want) in cases {
            assert_eq!(SensitiveCategory::of_text(text), want, "{text}");
        }
        for c in SensitiveCategory::ALL {
            let regime = match c {
                SensitiveCategory::Offences => Article::Art13,
                SensitiveCategory::Health => Article::Art63,
                _ => Article::Art15,
            };
            assert_eq!(c.regime(), regime, "{c:?}");
        }
    }
}
