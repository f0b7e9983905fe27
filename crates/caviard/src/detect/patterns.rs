//! Pattern detectors: one generic detector built from data (a regex, a validator, context words
//! in French, Arabic and English, and reject rules). Digits are ASCII here: the text is
//! normalised before detection.
//!
//! Pure-digit identifiers (RIB, card, CIN, phone, CNSS, numeric dates) are matched inside
//! "number chunks" found by one byte scan, so that a dozen patterns do not each walk the whole
//! text; the others run on the whole text. Those whole-text patterns all hold digits (but
//! e-mail): their regex is tried, anchored, only at the few places next to a number where a
//! match can start (see [`Whole::starts_in`]), instead of scanning every window around numbers.

use regex_automata::hybrid;
use regex_automata::meta::Regex;
use regex_automata::{Anchored, Input};

use super::checksum;
use super::context;
use super::{Candidate, Detector, Entity, Reason, Text};

/// What must hold for a match to be kept, and what it earns.
#[derive(Debug, Clone, Copy)]
enum Check {
    None,
    Rib,
    Iban,
    Luhn,
    TaxId,
    Mrz,
    /// Tunisian numbering plan: the national number's leading digits.
    TnPhone,
    /// International number: 8 to 15 digits.
    IntlPhone,
    /// 20-digit-free 10-digit or 8+2 CNSS shapes are accepted as they are.
    Date,
    /// Letters and digits mixed: at least one digit and one capital letter (a foreign
    /// passport's number, not a word in capitals nor a plain number).
    Mixed,
}

struct Spec {
    id: &'static str,
    entity: Entity,
    name: &'static str,
    re: &'static str,
    check: Check,
    /// Score of a match that passed the check, without context.
    base: f32,
    /// Context words (lower case) and what they add.
    context: &'static [&'static str],
    boost: f32,
    /// Run inside number chunks (pure-digit patterns) rather than on the whole text.
    chunked: bool,
    /// Context only from a table column header (7-digit CIN whose leading zero a spreadsheet ate).
    header_only: bool,
}

const CIN_CTX: &[&str] = &[
    "cin",
    "c.i.n",
    "c.i.n.",
    "carte d'identité",
    "carte d'identite",
    "carte d’identité",
    "pièce d'identité",
    "n° pièce",
    "n° de pièce",
    "numéro de pièce",
    "id doc",
    "identité nationale",
    "national id",
    "id card",
    "identity card",
    "cni",
    "nic",
    "identifiant national",
    "identifiant unique",
    "numéro national",
    "numéro personnel",
    "n° personnel",
    "numéro d'identité",
    "n° d'identité",
    "carte nationale",
    "identity number",
    "national identity",
    "id number",
    "id no",
    "ب.ت.و",
    "ب ت و",
    "رقم الهوية",
    "الهوية",
    "بطاقة التعريف",
    "بطاقة تعريف",
    "رقم بطاقة",
    "ب.ت.ت",
];
const PHONE_CTX: &[&str] = &[
    "tél",
    "tel",
    "tél.",
    "tel.",
    "téléphone",
    "telephone",
    "phone",
    "gsm",
    "mobile",
    "portable",
    "fax",
    "mob",
    "joignable",
    "appeler",
    "whatsapp",
    "contact",
    "هاتف",
    "الهاتف",
    "الجوال",
    "جوال",
    "الهاتف الجوال",
    "رقم الهاتف",
    "فاكس",
    "call",
    "cell",
    // an invitation to call: "Pour toute question : 93 55 96 67", "للاستفسار: ..."
    "pour toute question",
    "للاستفسار",
    "للاتصال",
    // verbs of reaching someone: "me joindre au 45 89 21 12", "contactez-moi au ...",
    // "يمكن الاتصال على ..."
    "joindre",
    // a number to call back, a new number, the person to warn (derja "noumrou", the chat's
    // "new number", the HR form's emergency contact)
    "rappel",
    "call back",
    "call you back",
    "new number",
    "my number",
    "noumrou",
    "nouveau numéro",
    "personne à prévenir",
    "à prévenir",
    "emergency contact",
    "contacter",
    "contactez",
    "rappeler",
    "reach",
    "الاتصال",
    "اتصل",
];
const RIB_CTX: &[&str] = &[
    "rib",
    "r.i.b",
    "compte",
    "account",
    "virement",
    "bancaire",
    "حساب",
    "الحساب",
    "الحساب البنكي",
];
const CARD_CTX: &[&str] = &[
    "carte",
    "card",
    "visa",
    "mastercard",
    "cb",
    "بطاقة",
    "credit",
    "crédit",
];
const CNSS_CTX: &[&str] = &[
    "cnss",
    "cnrps",
    "sécurité sociale",
    "securite sociale",
    "social security",
    "affilié",
    "affiliation",
    "immatriculation",
    "matricule cnss",
    "assuré social",
    "assure social",
    "n° d'assuré",
    "numéro d'assuré",
    "social insurance",
    "الضمان الاجتماعي",
    "الصندوق الوطني للضمان الاجتماعي",
    "التقاعد والحيطة",
    "منخرط",
    "عدد الانخراط",
    "الانخراط",
];
const DOB_CTX: &[&str] = &[
    // a birth told as a delivery: the newborn's date (`a accouché le 18 septembre 2025`,
    // `وضعت السيدة X مولودها يوم`)
    "accouché le",
    "accouchée le",
    "gave birth on",
    "gave birth to",
    "مولودها",
    "مولودتها",
    // a birthday noted in a booking or a member file
    "anniversaire",
    "birthday",
    "né le",
    "née le",
    "né(e) le",
    "ne le",
    "nee le",
    "né",
    "née",
    "date de naissance",
    "naissance",
    "naiss.",
    "date de naiss",
    "né(e)",
    "born",
    "born on",
    "date of birth",
    // (the label's own `date` is no other date's label: `Birth date: 04/04/1987`)
    "birth date",
    "birth-date",
    "birth",
    "dob",
    "d.o.b",
    "birthdate",
    "المولود",
    "المولودة",
    "مولود",
    "مولودة",
    "تاريخ الولادة",
    "تاريخ الميلاد",
    // without the article, before whose birth (`تاريخ ولادة الطفل : X`)
    "تاريخ ولادة",
    "تاريخ ميلاد",
    "تاريخ الازدياد",
    "الازدياد",
    "الولادة",
    "مواليد",
    "من مواليد",
    // "her / his date of birth": the possessive suffix glued to the noun
    "تاريخ ولادتها",
    "تاريخ ولادته",
    // "his/her/my birth" after another word (`تاريخ ومكان ولادته`: date and place of his birth)
    "ولادته",
    "ولادتها",
    "ولادتي",
    // (the form's reader: `تاريخ ولادتكم`, your date of birth; `ولادتك` in the singular)
    "ولادتكم",
    "ولادتك",
    "تاريخ ميلادها",
    "تاريخ ميلاده",
    "ميلادكم",
    "ميلادك",
    "ميلادي",
    "ولد",
    "ولدت",
    // the abbreviation of date de naissance as a form label (`DN : 22 janvier 1965`); not
    // alone: `DN` also abbreviates dinars and nominal diameters
    "dn :",
    "dn:",
    // `DDN : 16/09/1989` (date de naissance)
    "ddn",
    // its abbreviation in forms and table headers: `Date naiss. : 28/04/1995`
    "naiss.",
    "date naiss",
    // children listed with their birth dates (`sont nés X le 06/02/2013`); not `enfants`
    // alone, which an allowance's or an absence's dates follow as well
    "nés",
    "nées",
];
const PASSPORT_CTX: &[&str] = &[
    "passeport",
    "passport",
    "passport no",
    "n° de passeport",
    "جواز السفر",
    "جواز سفر",
    "n° pièce",
    "id doc",
    "جواز",
    // with its article (`رقم الجواز`)
    "الجواز",
    // an identity document whose kind is not said: a passport's nine letters and digits
    // (a Tunisian CIN's eight digits keep their own context and score)
    "pièce d'identité",
    "document d'identité",
    "identity document",
    "وثيقة الهوية",
    // several people's passports (`The children's passports (B906665, T7883532)`)
    "passports",
    "passeports",
    "جوازات السفر",
    "جوازات سفر",
    // a passport by its other name
    "travel document",
    "document de voyage",
    "titre de voyage",
    "وثيقة السفر",
    "وثيقة سفر",
];
const TAX_CTX: &[&str] = &[
    "matricule fiscal",
    "mf",
    "m.f",
    "m.f.",
    "identifiant fiscal",
    "id fiscal",
    "tax id",
    "tax number",
    "code tva",
    "المعرف الجبائي",
    "المعرّف الجبائي",
    "الرقم الجبائي",
    "المعرف الجبائى",
    // "its tax identifier" (a firm's: معرفها, a person's: معرفه), "tax identifier"
    "معرفها الجبائي",
    "معرفه الجبائي",
    "tax identifier",
    "matricule",
    // a trader's or a liberal profession's tax registration (`patente`), as a form asks it
    "tax registration",
    "patente",
    "numéro fiscal",
    "n° fiscal",
];
const PLATE_CTX: &[&str] = &[
    "immatriculation",
    "immatriculé",
    "immatriculée",
    "plaque",
    "véhicule",
    "vehicle",
    "voiture",
    "plate",
    "سيارة",
    "السيارة",
    "بسيارته",
    "بسيارتها",
    "لوحة",
    "رقم التسجيل",
    "المنجمية",
    "régime suspensif",
    "immatriculé rs",
    "registration",
    "immatriculation d'origine",
    "سيارتي",
    "المسجلة",
    // the vehicle named otherwise: English, a truck, a motorbike, the registration document,
    // the Arabic "registration number" without its feminine ending
    "car",
    "auto",
    "automobile",
    "camion",
    "truck",
    "moto",
    "motorbike",
    "minéralogique",
    "carte grise",
    "licence plate",
    "license plate",
    "number plate",
    "reg. no",
    "المنجمي",
    "المركبة",
    "العربة",
    "الشاحنة",
    "الدراجة النارية",
    // a car's registration in English, the car park, and the car in Tunisian Arabic written
    // in Latin letters (`karhbet khali`, `karhbethom`)
    "registered",
    "parking",
    // a trailer (a truck's second plate, often an RS one), and a vehicle without its article
    "remorque",
    "trailer",
    "tracteur",
    "tractor",
    "الجرار",
    "مجرورة",
    "المجرورة",
    "عربة",
    "karhba",
    "karhbet",
    "karhbti",
    "karhbtou",
    "karhbethom",
];

/// Amount and quantity words: a number followed by one of these is not an identifier.
pub(super) const AMOUNT_AFTER: &[&str] = &[
    "tnd",
    "dt",
    "dinar",
    "dinars",
    "د.ت",
    "دينار",
    "eur",
    "€",
    "usd",
    "$",
    "millimes",
    "mill",
    "%",
    "kg",
    "km",
    "m²",
];

/// English month names of `dob.text` (its second form starts with one).
const MONTHS_EN: &str = "january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec";

const D: &str = r"[ .\-]?"; // optional separator inside grouped numbers
const DN: &str = r"(?:[ .\-] ?)?\n? ?"; // the same, where a line may break inside the value (RIB)
/// Between two digits of a phone number, grouped in any way and broken by a line break or a wrap
/// anywhere (`52 873\n376`, `54.94\n4.505`, `22 -\n31 45 67`): nothing, a separator, or a line
/// break with a separator before it or a space around it. The numbering plan's check and (without
/// the +216 code) a phone word say it is a phone; the grouping does not.
const ANY: &str = r"(?: ?[.\-]? ?\n ?|[.\-] | [.\-] ?|[ .\-])?";
/// The same, not optional: what sets two groups apart.
const SEP: &str = r"(?: ?[.\-]? ?\n ?|[.\-] | [.\-] ?|[ .\-])";

/// Eight digits with at least one separator or line break among them ([`SEP`] first after the
/// first group of `k` digits, [`ANY`] after): a run of eight is `tn.phone.bare`'s.
fn wrapped_eight() -> String {
    (1..8)
        .map(|k| {
            let rest = 7 - k;
            format!(r"\b[0-9]{{{k}}}{SEP}[0-9](?:{ANY}[0-9]){{{rest}}}\b")
        })
        .collect::<Vec<_>>()
        .join("|")
}

fn specs() -> Vec<Spec> {
    // (and their abbreviations: `déc.`, `févr.`; `sept`, `oct`, `nov`, `dec` are English ones too)
    let months_fr = "janvier|février|fevrier|mars|avril|mai|juin|juillet|août|aout|septembre|octobre|novembre|décembre|decembre|janv|févr|fevr|avr|juil|déc";
    let months_en = MONTHS_EN;
    let months_ar = "جانفي|فيفري|مارس|أفريل|افريل|ماي|جوان|جويلية|أوت|اوت|سبتمبر|أكتوبر|اكتوبر|نوفمبر|ديسمبر|يناير|فبراير|أبريل|ابريل|مايو|يونيو|يوليو|أغسطس|اغسطس|كانون الثاني|شباط|آذار|نيسان|أيار|حزيران|تموز|آب|أيلول|تشرين الأول|تشرين الثاني|كانون الأول";
    let year = "(?:19|20)[0-9]{2}";
    let leak = |s: String| -> &'static str { Box::leak(s.into_boxed_str()) };
    vec![
        Spec {
            id: "tn.rib",
            entity: Entity::Rib,
            name: "RIB 20 chiffres",
            check: Check::Rib,
            base: 0.95,
            context: RIB_CTX,
            boost: 0.05,
            chunked: true,
            header_only: false,
            re: leak(format!(r"\b[0-9](?:{DN}[0-9]){{19}}\b")),
        },
        Spec {
            id: "iban",
            entity: Entity::Iban,
            name: "IBAN",
            check: Check::Iban,
            base: 0.97,
            context: RIB_CTX,
            boost: 0.03,
            chunked: false,
            header_only: false,
            re: r"(?i)\b[A-Z]{2} ?[0-9]{2}(?:[ .\-]?\n?[A-Z0-9]){11,30}\b",
        },
        Spec {
            id: "card",
            entity: Entity::Card,
            name: "carte 13-19 chiffres",
            check: Check::Luhn,
            base: 0.8,
            context: CARD_CTX,
            boost: 0.15,
            chunked: true,
            header_only: false,
            re: r"\b[0-9]{4}(?:[ \-]?\n?[0-9]{4}){2}[ \-]?\n?[0-9]{1,7}\b|\b[0-9]{4}[ \-]?\n?[0-9]{6}[ \-]?\n?[0-9]{4,6}\b",
        },
        Spec {
            id: "tn.cin",
            entity: Entity::Cin,
            name: "CIN 8 chiffres",
            check: Check::None,
            base: 0.3,
            context: CIN_CTX,
            boost: 0.6,
            chunked: true,
            header_only: false,
            // eight digits, 2-3-3, or one by one as on a form's boxes ("0 5 8 2 1 6 0 3", as
            // often page numbers: a CIN word is needed, as for the others)
            // (two groups of four, or the leading digit set apart: `0487 7986`, `0 0813794`, or the
            // first two, as the card prints them: `07 901486`)
            re: r"\b[0-9]{8}\b|\b[0-9]{2}[ .\-][0-9]{6}\b|\b[0-9]{2} [0-9]{3} [0-9]{3}\b|\b[0-9]{2}-[0-9]{3}-[0-9]{3}\b|\b[0-9]{2}\.[0-9]{3}\.[0-9]{3}\b|\b[0-9](?: [0-9]){7}\b|\b[0-9]{4} [0-9]{4}\b|\b[01] [0-9]{7}\b",
        },
        Spec {
            id: "tn.cin.7",
            entity: Entity::Cin,
            name: "CIN sans zéro initial",
            check: Check::None,
            base: 0.2,
            context: CIN_CTX,
            boost: 0.7,
            chunked: true,
            header_only: true,
            re: r"\b[1-9][0-9]{6}\b",
        },
        Spec {
            id: "tn.phone",
            entity: Entity::Phone,
            name: "téléphone +216",
            check: Check::TnPhone,
            base: 0.95,
            context: PHONE_CTX,
            boost: 0.05,
            chunked: true,
            header_only: false,
            re: leak(format!(
                r"(?:\(\+216\)|\+216|\(216\)|\b00 ?216|\b216(?: |\.))(?:{D} ?\n? ?)?[0-9](?:{ANY}[0-9]){{7}}\b"
            )),
        },
        Spec {
            id: "tn.phone.local",
            entity: Entity::Phone,
            name: "téléphone groupé",
            check: Check::TnPhone,
            base: 0.6,
            context: PHONE_CTX,
            boost: 0.35,
            chunked: true,
            header_only: false,
            re: r"\b[0-9]{2}(?:[ .\-][0-9]{3}){2}\b|\b[0-9]{2}/[0-9]{3}/[0-9]{3}\b|\b[0-9]{2}(?:([ .\-])[0-9]{2})(?:[ .\-][0-9]{2}){2}\b",
        },
        Spec {
            // a grouped number whose line breaks inside it: the same shapes as
            // `tn.phone.local`, but only with a phone word (a line of figures over another is as
            // often two numbers)
            id: "tn.phone.wrapped",
            entity: Entity::Phone,
            name: "téléphone coupé par un retour à la ligne",
            check: Check::TnPhone,
            base: 0.3,
            context: PHONE_CTX,
            boost: 0.6,
            chunked: true,
            header_only: false,
            re: leak(wrapped_eight()),
        },
        Spec {
            id: "tn.phone.bare",
            entity: Entity::Phone,
            name: "téléphone 8 chiffres",
            check: Check::TnPhone,
            base: 0.3,
            context: PHONE_CTX,
            boost: 0.6,
            chunked: true,
            header_only: false,
            re: r"\b[0-9]{8}\b",
        },
        Spec {
            id: "phone.intl",
            entity: Entity::Phone,
            name: "téléphone international",
            check: Check::IntlPhone,
            base: 0.75,
            context: PHONE_CTX,
            boost: 0.2,
            chunked: true,
            header_only: false,
            re: r"(?:\+|\b00)[1-9][0-9]{0,2}[ .\-]?(?:\(0\)[ .\-]?)?[0-9]{1,4}(?:[ .\-]?[0-9]{2,4}){1,5}\b",
        },
        Spec {
            id: "phone.nanp",
            entity: Entity::Phone,
            name: "téléphone nord-américain",
            check: Check::IntlPhone,
            base: 0.75,
            context: PHONE_CTX,
            boost: 0.2,
            // the area code in brackets splits the number chunks
            chunked: false,
            header_only: false,
            re: r"\+1[ .\-]?\([2-9][0-9]{2}\)[ .\-]?[2-9][0-9]{2}[ .\-]?[0-9]{4}\b",
        },
        Spec {
            id: "tn.cnss",
            entity: Entity::Cnss,
            name: "CNSS",
            check: Check::None,
            base: 0.25,
            context: CNSS_CTX,
            boost: 0.6,
            chunked: true,
            header_only: false,
            re: r"\b[0-9]{8}(?:[ /\-]| ?[/\-] ?)?[0-9]{2}\b|\b[0-9]{8,10}\b",
        },
        Spec {
            id: "dob.numeric",
            entity: Entity::Dob,
            name: "date",
            check: Check::Date,
            base: 0.3,
            context: DOB_CTX,
            boost: 0.55,
            chunked: true,
            header_only: false,
            re: leak(format!(
                r"\b[0-9]{{1,2}}[/\-.][0-9]{{1,2}}[/\-.]{year}\b|\b{year}-[0-9]{{2}}-[0-9]{{2}}\b|\b{year}[/.][0-9]{{1,2}}[/.][0-9]{{1,2}}\b"
            )),
        },
        Spec {
            id: "dob.short",
            entity: Entity::Dob,
            name: "date (année sur deux chiffres)",
            check: Check::Date,
            base: 0.2,
            context: DOB_CTX,
            boost: 0.6,
            chunked: true,
            header_only: false,
            re: r"\b[0-3]?[0-9][/.][01]?[0-9][/.][0-9]{2}\b",
        },
        Spec {
            // a date written without separators (`01051966`, `15021949`), as forms and
            // spreadsheets strip them: eight digits as a CIN is, so the birth word is needed
            id: "dob.compact",
            entity: Entity::Dob,
            name: "date (sans séparateurs)",
            check: Check::Date,
            base: 0.2,
            context: DOB_CTX,
            boost: 0.7,
            chunked: true,
            header_only: false,
            re: r"\b(?:0[1-9]|[12][0-9]|3[01])(?:0[1-9]|1[0-2])(?:19|20)[0-9]{2}\b",
        },
        Spec {
            // the month in Roman numerals (`13/VII/1993`, `né le 20/IX/1971`), as older civil
            // registers and some forms write it
            id: "dob.roman",
            entity: Entity::Dob,
            name: "date de naissance",
            check: Check::Date,
            base: 0.3,
            context: DOB_CTX,
            boost: 0.55,
            chunked: false,
            header_only: false,
            re: r"\b(?:0?[1-9]|[12][0-9]|3[01])[/.\-](?:I|II|III|IV|V|VI|VII|VIII|IX|X|XI|XII)[/.\-](?:19|20)[0-9]{2}\b",
        },
        Spec {
            id: "dob.text",
            entity: Entity::Dob,
            name: "date en lettres",
            check: Check::Date,
            base: 0.3,
            context: DOB_CTX,
            boost: 0.55,
            chunked: false,
            header_only: false,
            re: leak(format!(
                r"(?i)\b[0-9]{{1,2}}(?:(?:er|st|nd|rd|th)? (?:{months_fr}|{months_en})\.? |-(?:{months_fr}|{months_en})-){year}\b|\b(?:{months_en})\.? [0-9]{{1,2}}(?:st|nd|rd|th)?,? {year}\b|\b[0-9]{{1,2}} ?(?:{months_ar}) ?{year}\b"
            )),
        },
        Spec {
            // the day or the year in words (`dix-sept septembre mil neuf cent soixante-dix-sept`,
            // `the twenty-fifth of April 1989`): searched around a month's name only
            id: "dob.words",
            entity: Entity::Dob,
            name: "date en toutes lettres",
            check: Check::Date,
            base: 0.3,
            context: DOB_CTX,
            boost: 0.55,
            chunked: false,
            header_only: false,
            re: leak(super::word_dates::regex()),
        },
        Spec {
            id: "passport",
            entity: Entity::Passport,
            name: "numéro de passeport",
            check: Check::None,
            base: 0.2,
            context: PASSPORT_CTX,
            boost: 0.7,
            chunked: false,
            header_only: false,
            // (the digits may be written in groups of three: `Z 123 456`, `AB 123 4567`)
            re: r"\b[A-Z]{1,2}[ \-]?[0-9]{6,8}\b|\b[A-Z]{1,2} ?[0-9]{3} [0-9]{3,4}\b|\b[0-9]{8,9}\b",
        },
        Spec {
            // letters and digits in a column of national identity numbers (`national_id`,
            // `CIN`): a foreign resident's card or a passport given in its place
            id: "passport.id_column",
            entity: Entity::Passport,
            name: "numéro d'identité (lettres et chiffres)",
            check: Check::None,
            base: 0.2,
            context: CIN_CTX,
            boost: 0.7,
            chunked: false,
            header_only: true,
            re: r"\b[A-Z]{1,2}[0-9]{6,8}\b",
        },
        Spec {
            // the nine letters and digits of a passport in another country's series
            // (`AD5202867`, `85NA87438`), with a passport word: as often a reference otherwise
            id: "passport.alnum",
            entity: Entity::Passport,
            name: "numéro de passeport (lettres et chiffres)",
            check: Check::Mixed,
            base: 0.3,
            context: PASSPORT_CTX,
            boost: 0.6,
            chunked: false,
            header_only: false,
            // nine characters, the first digit after zero to seven capitals
            re: r"\b(?:[0-9][A-Z0-9]{8}|[A-Z][0-9][A-Z0-9]{7}|[A-Z]{2}[0-9][A-Z0-9]{6}|[A-Z]{3}[0-9][A-Z0-9]{5}|[A-Z]{4}[0-9][A-Z0-9]{4}|[A-Z]{5}[0-9][A-Z0-9]{3}|[A-Z]{6}[0-9][A-Z0-9]{2}|[A-Z]{7}[0-9][A-Z0-9])\b",
        },
        Spec {
            id: "passport.mrz",
            entity: Entity::Passport,
            name: "MRZ ICAO 9303",
            check: Check::Mrz,
            base: 0.99,
            context: &[],
            boost: 0.0,
            chunked: false,
            header_only: false,
            re: r"P[A-Z<][A-Z<]{3}[A-Z<]{39}\n?[A-Z0-9<]{9}[0-9][A-Z<]{3}[0-9]{6}[0-9][MF<][0-9]{6}[0-9][A-Z0-9<]{14}[0-9<][0-9]|\b[A-Z0-9<]{9}[0-9][A-Z<]{3}[0-9]{6}[0-9][MF<][0-9]{6}[0-9][A-Z0-9<]{14}[0-9<][0-9]\b",
        },
        Spec {
            id: "tn.tax_id",
            entity: Entity::TaxId,
            name: "matricule fiscal",
            check: Check::TaxId,
            base: 0.3,
            context: TAX_CTX,
            boost: 0.6,
            chunked: false,
            header_only: false,
            re: r"(?i)\b[0-9]{1,7}(?: [0-9]{3})?[ /.\-]{0,3}[A-Z](?:(?:[ /.\-]{0,3}[A-Z]){1,2}[ /.\-]{0,3}[0-9]{3})?\b",
        },
        Spec {
            // the matricule fiscal written whole: seven digits, its key letter, the VAT code, the
            // category and the establishment number (`1234567/A/M/N/000`, `1234567 A B C 000`,
            // `1234567ABC000`): a shape no amount or reference has, found without a word
            id: "tn.tax_id.full",
            entity: Entity::TaxId,
            name: "matricule fiscal",
            check: Check::TaxId,
            base: 0.85,
            context: TAX_CTX,
            boost: 0.1,
            chunked: false,
            header_only: false,
            re: r"\b[0-9]{7}(?:/[A-Z]/[A-Z]/[A-Z]/| [A-Z] [A-Z] [A-Z] |[A-Z]{3})[0-9]{3}\b",
        },
        Spec {
            id: "tn.plate",
            entity: Entity::Plate,
            name: "plaque minéralogique",
            check: Check::None,
            base: 0.85,
            context: PLATE_CTX,
            boost: 0.1,
            chunked: false,
            header_only: false,
            // `TN` is how a foreigner's rental form writes the series; the last form: a plate
            // read from a PDF in visual order, its two numbers before the word (`117 7794 تونس`
            // for `7794 تونس 117`)
            // `ت` alone is the series word abbreviated (`153 ت 6193`), always between spaces
            re: r"\b[0-9]{1,3}(?: ?(?:TUN|TU|TN|tun|tu|Tu|tn|تونس) ?|-(?:TUN|TU|TN|tu)-| ت )[0-9]{1,4}\b|\b[0-9]{4,6} ?(?:RS\b|ن ت)|\b[0-9]{1,4} [0-9]{1,4} ?تونس",
        },
        Spec {
            // the series word first (`TU 165 8354`), as a rental or access log writes it: two
            // numbers after it (a flight, `TU 658`, has one)
            id: "tn.plate.tu_first",
            entity: Entity::Plate,
            name: "plaque minéralogique",
            check: Check::None,
            base: 0.6,
            context: PLATE_CTX,
            boost: 0.3,
            chunked: false,
            header_only: false,
            re: r"\bTU [0-9]{1,3} [0-9]{4}\b",
        },
        Spec {
            // the number before the series (`2881 تونس 238`, `2881 TU 238`, as the plate reads
            // left to right):
            // as often a postal code and a town before a number, so a vehicle word is needed
            id: "tn.plate.reversed",
            entity: Entity::Plate,
            name: "plaque minéralogique",
            check: Check::None,
            base: 0.3,
            context: PLATE_CTX,
            boost: 0.6,
            chunked: false,
            header_only: false,
            re: r"\b[0-9]{4} ?(?:تونس|TU|TN) ?[0-9]{1,3}\b",
        },
        Spec {
            // a treatment: a medicine and its dose (`Lithium 400 mg`, `metformine 1000 mg`):
            // Art. 14 health data whatever the medicine's name
            id: "health.dose",
            entity: Entity::Health,
            name: "traitement (médicament et dose)",
            check: Check::None,
            base: 0.85,
            context: &[],
            boost: 0.0,
            chunked: false,
            header_only: false,
            // (the Arabic form has no `\b`, which is ASCII here: `سيرترالين 50 ملغ`)
            re: r"\b\p{L}[\p{L}\-]{3,30} [0-9]{1,4}(?:[.,][0-9]{1,2})? ?(?:mg|µg|mcg|UI)\b|\p{Arabic}{4,31} [0-9]{1,4}(?:[.,][0-9]{1,2})? ?ملغ",
        },
        Spec {
            // a foreign car's plate in the European series form (`AB-123-CD`), as customs and
            // accident forms copy it: as often a product code, so a vehicle word is needed
            id: "plate.foreign",
            entity: Entity::Plate,
            name: "plaque étrangère",
            check: Check::None,
            base: 0.3,
            context: PLATE_CTX,
            boost: 0.6,
            chunked: false,
            header_only: false,
            re: r"\b[A-Z]{2}[- ][0-9]{3}[- ][A-Z]{2}\b",
        },
        Spec {
            // an Algerian plate (serial number, vehicle category and year, wilaya:
            // `12345 116 16`), as a Tunisian accident or rental form copies it: three numbers
            // that may be anything, so a vehicle word is needed
            id: "plate.dz",
            entity: Entity::Plate,
            name: "plaque étrangère",
            check: Check::None,
            base: 0.3,
            context: PLATE_CTX,
            boost: 0.6,
            chunked: false,
            header_only: false,
            re: r"\b[0-9]{5,6} [0-9]{3} [0-9]{2}\b",
        },
        Spec {
            // the series word written out (`115 Tunis 81`): as often a street number and a
            // town, so a vehicle word is needed
            id: "tn.plate.word",
            entity: Entity::Plate,
            name: "plaque minéralogique",
            check: Check::None,
            base: 0.3,
            context: PLATE_CTX,
            boost: 0.6,
            chunked: false,
            header_only: false,
            re: r"\b[0-9]{1,3} (?:Tunis|TUNIS) [0-9]{1,4}\b",
        },
        Spec {
            id: "tn.plate.rs",
            entity: Entity::Plate,
            name: "plaque RS (régime suspensif)",
            check: Check::None,
            // `RS` first is as often an abbreviation: a vehicle word is needed
            base: 0.3,
            context: PLATE_CTX,
            boost: 0.6,
            chunked: false,
            header_only: false,
            re: r"\bRS ?[0-9]{4,6}\b",
        },
        Spec {
            id: "email",
            entity: Entity::Email,
            name: "adresse e-mail",
            check: Check::None,
            base: 0.95,
            context: &[],
            boost: 0.0,
            chunked: false,
            header_only: false,
            re: r"\b[A-Za-z0-9][A-Za-z0-9._%+\-]*@[A-Za-z0-9](?:[A-Za-z0-9\-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9\-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,24}\b",
        },
    ]
}

/// A compiled pattern detector.
struct Pattern {
    spec: Spec,
    re: Compiled,
    /// Shared by the patterns with the same context words (built once, see [`all`]).
    context: std::sync::Arc<context::Words>,
}

/// A pattern's regex. E-mail is searched with `find_iter` over the whole text (a `meta::Regex`);
/// every other pattern only anchored, at the places where a match can start, so as a forward
/// lazy DFA: anchored, the end of its leftmost-first match is what `meta::Regex` finds, and its
/// start is the start of the search, without building what only an unanchored search needs (a
/// reverse NFA, prefilters, a PikeVM), which costs more than half of the build of a pattern.
enum Compiled {
    Anchored(Box<hybrid::dfa::DFA>),
    Unanchored(Regex),
    /// Searched around the months' names only ([`super::word_dates::each`]).
    AroundMonths(Regex, aho_corasick::AhoCorasick),
}

/// The regex of a pattern: ASCII word boundaries (Unicode \b defeats the regex crate's DFA, and
/// Arabic letters are then non-word characters, so a digit glued to a proclitic still starts a
/// number).
fn regex_of(spec: &Spec) -> String {
    spec.re.replace(r"\b", r"(?-u:\b)")
}

/// The forward lazy DFA of a pattern searched anchored only.
fn forward_dfa(spec: &Spec) -> hybrid::dfa::DFA {
    hybrid::dfa::DFA::new(&regex_of(spec)).unwrap_or_else(|e| panic!("pattern {}: {e}", spec.id))
}

/// A forward lazy DFA and its cache, searched anchored.
struct Forward<'d> {
    dfa: &'d hybrid::dfa::DFA,
    cache: hybrid::dfa::Cache,
}

impl<'d> Forward<'d> {
    fn new(dfa: &'d hybrid::dfa::DFA) -> Self {
        Forward {
            dfa,
            cache: dfa.create_cache(),
        }
    }

    /// The end of the leftmost-first match that starts where the anchored `input` starts.
    fn end(&mut self, input: &Input<'_>) -> Option<usize> {
        // no Unicode word boundary (see `regex_of`) and no minimum of cache clearings: the
        // lazy DFA neither quits nor gives up
        self.dfa
            .try_search_fwd(&mut self.cache, input)
            .expect("anchored pattern search cannot fail")
            .map(|m| m.offset())
    }
}

/// Another date's label (the word `تاريخ` or `date`) between the context word of `reason` and
/// `start`, within the context window.
fn date_label_between(s: &str, start: usize, reason: &Reason) -> bool {
    let Reason::Context { word } = reason else {
        return false;
    };
    let from = s.floor_char_boundary(start.saturating_sub(4 * 48));
    let hay = s[from..start].to_lowercase();
    let Some(k) = hay.rfind(word.as_str()) else {
        return false;
    };
    // the label's word alone: `بتاريخ` ("on the date of") follows a birth word
    hay[k + word.len()..]
        .split(|c: char| !c.is_alphanumeric())
        .any(|w| matches!(w, "تاريخ" | "date"))
}

/// `m` is a date written `yyyy-mm-dd` or `dd-mm-yyyy` (one separator of `-`, `/`, `.`, used
/// twice), with a month and a day that exist and a year from 1900 to 2099.
pub(crate) fn calendar_date(m: &str) -> bool {
    let b = m.as_bytes();
    if b.len() != 10 {
        return false;
    }
    let num = |r: std::ops::Range<usize>| -> Option<u32> {
        b[r].iter().try_fold(0u32, |n, &x| {
            x.is_ascii_digit().then(|| n * 10 + u32::from(x - b'0'))
        })
    };
    let sep = |i: usize| matches!(b[i], b'-' | b'/' | b'.');
    let (y, mo, d) = if sep(4) && sep(7) && b[4] == b[7] {
        (num(0..4), num(5..7), num(8..10))
    } else if sep(2) && sep(5) && b[2] == b[5] {
        (num(6..10), num(3..5), num(0..2))
    } else {
        return false;
    };
    matches!((y, mo, d), (Some(y), Some(mo), Some(d))
        if (1900..=2099).contains(&y) && (1..=12).contains(&mo) && (1..=31).contains(&d))
}

impl Pattern {
    fn check(&self, m: &str) -> Option<Option<Reason>> {
        // only the checks that count digits need them folded (an allocation)
        let digits = || crate::text::ascii_digits(m);
        let v = |s: &str| {
            Some(Some(Reason::Validation {
                check: s.to_string(),
            }))
        };
        match self.spec.check {
            Check::None | Check::Date => Some(None),
            Check::Rib => checksum::rib(m).and_then(|bank| v(&format!("clé RIB valide ({bank})"))),
            Check::Iban => checksum::iban(m)
                .then(|| v("IBAN valide (mod 97)"))
                .flatten(),
            Check::Luhn => {
                let digits = digits();
                // (a SIM card's serial, its ICCID, starts with 89, the telecommunications
                // industry's identifier: no payment card does)
                let ok = (13..=19).contains(&digits.len())
                    && checksum::luhn(m)
                    && !checksum::all_same(&digits)
                    && !(digits.len() >= 18 && digits.starts_with("89"));
                ok.then(|| v("numéro de carte valide (Luhn)")).flatten()
            }
            Check::TaxId => checksum::matricule_fiscal(m)
                .then(|| v("matricule fiscal bien formé"))
                .flatten(),
            Check::Mixed => {
                let digits = m.bytes().filter(u8::is_ascii_digit).count();
                (m.len() == 9 && digits >= 1 && m.bytes().any(|x| x.is_ascii_uppercase()))
                    .then_some(None)
            }
            Check::Mrz => {
                let l2 = m.rsplit('\n').next().unwrap_or(m);
                let l2 = if l2.len() > 44 {
                    &l2[l2.len() - 44..]
                } else {
                    l2
                };
                checksum::mrz_td3_line2(l2)
                    .then(|| v("chiffres de contrôle MRZ valides"))
                    .flatten()
            }
            Check::TnPhone => {
                // a calendar date is no phone number, whatever its digits (`2024-03-20` in a
                // table's date column is eight digits that start with 2)
                if calendar_date(m) {
                    return None;
                }
                let digits = digits();
                let n = digits
                    .strip_prefix("00216")
                    .or_else(|| digits.strip_prefix("216"))
                    .unwrap_or(&digits);
                let n = if digits.len() > 8 { n } else { &digits };
                let ok = n.len() == 8
                    && (phone_lead(n.as_bytes()[0]) || service_number(n.as_bytes()))
                    && !checksum::all_same(n);
                ok.then_some(None)
            }
            Check::IntlPhone => (8..=15).contains(&digits().len()).then_some(None),
        }
    }

    fn push(
        &self,
        text: &Text<'_>,
        ctx: &mut context::Lookup,
        start: usize,
        end: usize,
        out: &mut Vec<Candidate>,
    ) {
        let s = text.as_str();
        let m = &s[start..end];
        let Some(valid) = self.check(m) else { return };
        // a number glued to more digits ("12 345 678 901") or followed by a currency is not ours
        let before = s[..start].trim_end_matches([' ', '.', '-']);
        let prev_is_digit =
            before.len() + 1 >= start && before.ends_with(|c: char| c.is_ascii_digit());
        let after = &s[end..];
        let next_is_digit = after
            .trim_start_matches([' ', '.', '-'])
            .starts_with(|c: char| c.is_ascii_digit())
            && after.len() - after.trim_start_matches([' ', '.', '-']).len() <= 1;
        let numeric = m.starts_with(|c: char| c.is_ascii_digit() || c == '+' || c == '(');
        if self.spec.chunked {
            let glued = |c: Option<char>| c.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_');
            if glued(s[..start].chars().next_back()) || glued(after.chars().next()) {
                return;
            }
        }
        if numeric
            && !matches!(
                self.spec.entity,
                Entity::Dob | Entity::TaxId | Entity::Plate
            )
        {
            if prev_is_digit && !m.starts_with(['+', '(']) || next_is_digit {
                return;
            }
            // a decimal comma ("6 207,962 TND"), not a CSV delimiter before another number
            if let Some(dec) = after
                .strip_prefix(',')
                .filter(|_| !text.in_table_cell(start))
            {
                let n = dec.bytes().take_while(u8::is_ascii_digit).count();
                let more = dec[n..]
                    .trim_start_matches(' ')
                    .starts_with(|c: char| c.is_ascii_digit());
                if (1..=3).contains(&n) && !more {
                    return;
                }
            }
            if ctx.followed_by(s, end, AMOUNT_AFTER, 12) {
                return;
            }
        }
        // a number after a code's letters and a dash is the code's (`LC-2025-6515`), not after
        // a phone's own word (`GSM-98 123 456`)
        if self.spec.entity == Entity::Phone
            && s[..start].strip_suffix('-').is_some_and(|h| {
                let code = &h[h.trim_end_matches(|c: char| c.is_ascii_uppercase()).len()..];
                !code.is_empty() && !matches!(code, "GSM" | "TEL" | "FAX" | "MOB" | "TLF" | "PORT")
            })
        {
            return;
        }
        // a service number named as one is an organisation's line (`numéro vert 80 100 255`,
        // `helpline 80 106 336`, `الرقم الأخضر`)
        if self.spec.entity == Entity::Phone && service_line(s, start, m) {
            return;
        }
        // a firm's tax number is no person's (`Matricule fiscal de la société débitrice : X`,
        // `Debtor company tax no.;X (company)`)
        if self.spec.entity == Entity::TaxId && (a_firms(s, end) || elided(s, end)) {
            return;
        }
        let found = if self.spec.context.is_empty() {
            None
        } else {
            let window = if self.spec.header_only { 0 } else { 48 };
            ctx.find(text, start, &self.context, window)
        };
        // a birth word before another date's label belongs to that other date's neighbour:
        // `تاريخ ومكان ولادته` … `تاريخ الزواج` `3 ماي 2023` is no birth date
        let found = found.filter(|f| {
            self.spec.entity != Entity::Dob || !date_label_between(s, start, &f.reason)
        });
        // the next of an enumeration of births: `nés X le 06/02/2013 et Y le 25/11/2017`
        let found = found.or_else(|| {
            (self.spec.entity == Entity::Dob && follows_a_birth_date(s, start, out)).then_some(
                context::Found {
                    reason: Reason::Structure {
                        what: "date de naissance d'une énumération",
                    },
                    closeness: 1.0,
                },
            )
        });
        // the answer to a question asking for a birth date, in a chat or a mail's reply
        let found = found.or_else(|| {
            (self.spec.entity == Entity::Dob && answers_a_birth_question(s, start)).then_some(
                context::Found {
                    reason: Reason::Structure {
                        what: "réponse à une question sur la date de naissance",
                    },
                    closeness: 1.0,
                },
            )
        });
        // a bare number set apart among the contact details of a line that holds an e-mail
        // address ("2050 Hammam-Lif · 57642163 · prenom.nom@…"): no word, but the layout
        let found = found.or_else(|| {
            (self.spec.id == "tn.phone.bare" && in_contact_line(s, start, end)).then_some(
                context::Found {
                    reason: Reason::Structure {
                        what: "coordonnées sur une ligne avec une adresse e-mail",
                    },
                    closeness: 0.5,
                },
            )
        });
        // the reasons in one allocation of the right size
        let n = 1 + usize::from(valid.is_some()) + usize::from(found.is_some());
        let mut reasons = Vec::with_capacity(n);
        reasons.push(Reason::Pattern {
            name: self.spec.name,
        });
        reasons.extend(valid);
        let mut score = self.spec.base;
        if let Some(f) = found {
            score += self.spec.boost * f.closeness;
            reasons.push(f.reason);
        }
        out.push(Candidate {
            entity: self.spec.entity,
            start,
            end,
            score,
            detector: self.spec.id,
            reasons,
        });
    }
}

/// Words that say, in brackets right after a tax number, that it is a firm's (lower case).
const FIRM_TAX_WORDS: &[&str] = &[
    "société",
    "societe",
    "company",
    "entreprise",
    "firm",
    "corporation",
    "شركة",
    "الشركة",
];

/// Whether the letter that ends a match at `end` is an elided article or preposition (`2045
/// L'Aouina`, `1002 D'Ennasr`: a postal code and its town), not a tax number's key letter.
fn elided(s: &str, end: usize) -> bool {
    s[end..]
        .strip_prefix('\'')
        .is_some_and(|r| r.starts_with(char::is_alphabetic))
}

/// Whether the tax number ending at `end` is said to be a firm's by a word in brackets right
/// after it (`8500598/D/A/M/000 (société)`). (Not from a firm's word before it on its line: an
/// employer's number in a contract, `la société X, MF …`, is a value in most of the sets.)
fn a_firms(s: &str, end: usize) -> bool {
    s[end..]
        .trim_start_matches(' ')
        .strip_prefix('(')
        .is_some_and(|r| {
            r.split(|c: char| !c.is_alphanumeric())
                .next()
                .is_some_and(|w| FIRM_TAX_WORDS.contains(&w.to_lowercase().as_str()))
        })
}

/// Words of a question that asks for a birth date (lower case).
const BIRTH_QUESTION: &[&str] = &[
    "naissance",
    "birth",
    "born",
    "né le",
    "née le",
    "ولادت",
    "ميلاد",
    "الازدياد",
];

/// Whether the date at `start` opens its line (after a quote's `>`, a bullet or a dash) and
/// answers a question asking for a birth date, whose last sentence ends one of the three lines
/// before it with `?` or `؟`; only short lines (a speaker's name and time) may stand between:
/// `Pouvez-vous confirmer votre date de naissance ?` … `> 17/03/1952 — …`.
fn answers_a_birth_question(s: &str, start: usize) -> bool {
    // (read back over the quote's marks only: a line of thousands of dates costs each of them
    // nothing more)
    let prefix = s[..start].trim_end_matches([' ', '>', '-', '*']);
    if !(prefix.is_empty() || prefix.ends_with('\n')) {
        return false;
    }
    let line_start = prefix.len();
    let from = s.floor_char_boundary(line_start.saturating_sub(400));
    for l in s[from..line_start]
        .lines()
        .rev()
        .filter(|l| !l.trim().is_empty())
        .take(3)
    {
        let t = l.trim_end();
        if let Some(q) = t.strip_suffix(['?', '؟']) {
            let q = q
                .rsplit(['.', '!', '?', '؟'])
                .next()
                .unwrap_or(q)
                .to_lowercase();
            return BIRTH_QUESTION.iter().any(|w| q.contains(w));
        }
        if t.len() > 80 {
            return false;
        }
    }
    false
}

/// Whether the date at `start` follows, in the same sentence and within 80 bytes, a birth date
/// found with its birth word (the last of `out`'s few last findings), with only words and a
/// link of an enumeration between them (`et`, `and`, `و`, a comma): `nés X le 06/02/2013 et Y
/// le 25/11/2017`.
fn follows_a_birth_date(s: &str, start: usize, out: &[Candidate]) -> bool {
    let Some(prev) = out
        .iter()
        .rev()
        .take(8)
        .find(|c| c.entity == Entity::Dob && c.end <= start)
    else {
        return false;
    };
    let has_context = prev.reasons.iter().any(|r| {
        matches!(
            r,
            Reason::Context { .. } | Reason::ColumnHeader { .. } | Reason::Structure { .. }
        )
    });
    if !has_context || start - prev.end > 80 {
        return false;
    }
    let gap = &s[prev.end..start];
    // (a few words, the last one the date's own preposition: `since`, `du` start other dates)
    gap.split_whitespace().count() <= 6
        && !gap.contains([
            '\n', ';', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9', ':', '|', '\t',
        ])
        && !gap.contains(". ")
        && [" le ", " on ", " في ", " بتاريخ ", " ("]
            .iter()
            .any(|p| gap.ends_with(p) || gap.ends_with(p.trim_start()))
        && [" et ", " and ", " و", ", ", "، "]
            .iter()
            .any(|l| gap.contains(l))
}

/// The first digits the Tunisian numbering plan gives an eight-digit phone number (fixed 3, 7;
/// mobile 2, 4, 5, 9); a CIN starts with 0 or 1.
pub(super) fn phone_lead(d: u8) -> bool {
    matches!(d, b'2' | b'3' | b'4' | b'5' | b'7' | b'9')
}

/// Words before a service number, on its line, that name it as a service's line (lower case;
/// those that name any number so are [`ORGANISATION_LINE`]'s).
const SERVICE_LINE: &[&str] = &[
    "numero vert",
    "n° vert",
    "appel gratuit",
    "ligne",
    "permanence",
    "toll-free",
    "toll free",
    "freephone",
    "green number",
    "line",
    "رقم أخضر",
    "الخط",
];

/// Whether the number `m` at `start` is a service number ([`service_number`], maybe after the
/// country code) that the words before it on its line, within 48 bytes, name as a service's
/// line ([`SERVICE_LINE`]), or any number they name as an organisation's line
/// ([`ORGANISATION_LINE`]).
fn service_line(s: &str, start: usize, m: &str) -> bool {
    let digits: Vec<u8> = m.bytes().filter(u8::is_ascii_digit).collect();
    let national = match digits.len() {
        11 => digits.strip_prefix(b"216"),
        13 => digits.strip_prefix(b"00216"),
        _ => Some(&digits[..]),
    };
    let before = line_before(s, start);
    if national.is_some_and(service_number) && SERVICE_LINE.iter().any(|w| before.contains(w)) {
        return true;
    }
    // (any number, when the words name an organisation's line: `Emergency line of the
    // maternity ward: 71 570 000`, `consulate hotline (+39 02 4801 2290)`)
    organisation_line(&before)
}

/// The lower case of the clause before `start` on its line, within 48 bytes (after a sentence's
/// end, a semicolon, a cell's pipe or tab); of a number that starts its cell, the cell before
/// it (a key and its value: `Standard du service;73 800 936`).
fn line_before(s: &str, start: usize) -> String {
    let mut from = start.saturating_sub(48);
    while !s.is_char_boundary(from) {
        from += 1;
    }
    let line = s[from..start].rsplit('\n').next().unwrap_or_default();
    let mut cells = line.rsplit([';', '|', '\t']);
    let clause = match cells.next() {
        Some(last) if !last.contains(char::is_alphabetic) => cells.next().unwrap_or(last),
        last => last.unwrap_or(line),
    };
    let clause = clause.rsplit(". ").next().unwrap_or(clause);
    clause.to_lowercase()
}

/// Words that name an organisation's line, whatever its number (lower case): a person's line is
/// `ligne directe`, `mobile`, never a hotline or a ward's line.
const ORGANISATION_LINE: &[&str] = &[
    "hotline",
    "helpline",
    "switchboard",
    "standard téléphonique",
    "permanence téléphonique",
    "numéro vert",
    "ligne du centre",
    "ligne du service",
    "ligne de l'hôpital",
    "ligne de la clinique",
    "line of the",
    "standard du",
    "standard de",
    "standard :",
    "secrétariat",
    "secretariat",
    "hr desk",
    "front desk",
    "téléphone de service",
    "الخط الساخن",
    "الرقم الأخضر",
    "بالإدارة",
];

/// Whether `before` (lower case) holds a word of [`ORGANISATION_LINE`], or ends with the
/// switchboard's word after a place's dash or comma (`Bab Saadoun, 1006 Tunis - standard 71 000
/// 600`; `Standard (+216) 71 234 567` alone may be anyone's).
pub(super) fn organisation_line(before: &str) -> bool {
    ORGANISATION_LINE.iter().any(|w| before.contains(w)) || {
        let t = before.trim_end_matches([' ', ':', '.']);
        t.strip_suffix("standard").is_some_and(|h| {
            let h = h.trim_end_matches(' ');
            h.ends_with(['-', '–', '—', ',']) && h.len() > 1
        })
    }
}

/// Eight digits (in one run or grouped as a phone number is) that the national numbering plan
/// gives a service: toll-free (`80`), shared-cost or premium (`81`, `82`, `88`).
pub(super) fn service_number(m: &[u8]) -> bool {
    let mut digits = m.iter().filter(|x| x.is_ascii_digit());
    let lead = [digits.next(), digits.next()];
    digits.count() == 6 && matches!(lead, [Some(b'8'), Some(b'0' | b'1' | b'2' | b'8')])
}

/// True when `s[start..end]` stands between contact-detail separators (`·`, `|`, `•`, `;`, `,`,
/// `/` or a dash, or the line's start or end, blanks aside) on a line that also holds an e-mail
/// address (an `@` between word characters).
fn in_contact_line(s: &str, start: usize, end: usize) -> bool {
    // a contact line is short: the line breaks are looked for within `MAX` bytes only, so that
    // a hostile text of one long line costs no more per number than a short one
    const MAX: usize = 400;
    let bytes = s.as_bytes();
    let lo = start.saturating_sub(MAX);
    let line_start = match memchr::memrchr(b'\n', &bytes[lo..start]) {
        Some(i) => lo + i + 1,
        None if lo == 0 => 0,
        None => return false,
    };
    let hi = (end + MAX).min(bytes.len());
    let line_end = match memchr::memchr(b'\n', &bytes[end..hi]) {
        Some(i) => end + i,
        None if hi == bytes.len() => hi,
        None => return false,
    };
    if line_end - line_start > MAX {
        return false;
    }
    let b = &bytes[line_start..line_end];
    let email = (1..b.len().saturating_sub(1)).any(|i| {
        b[i] == b'@' && b[i - 1].is_ascii_alphanumeric() && b[i + 1].is_ascii_alphanumeric()
    });
    if !email {
        return false;
    }
    let sep = |c: Option<char>| {
        c.is_none_or(|c| matches!(c, '·' | '|' | '•' | ';' | ',' | '/' | '-' | '–' | '—'))
    };
    let before = s[line_start..start].trim_end_matches([' ', '\t']);
    let after = s[end..line_end].trim_start_matches([' ', '\t']);
    sep(before.chars().next_back()) && sep(after.chars().next())
}

/// Pure-digit patterns, run inside number chunks, each with what a chunk needs for it to be
/// searched (its fewest digits and its [`Gate`]), worked out once.
struct Chunked {
    patterns: Vec<(Pattern, usize, Gate)>,
}

/// Whole-text patterns.
struct Whole {
    pattern: Pattern,
}

impl Detector for Whole {
    fn id(&self) -> &'static str {
        self.pattern.spec.id
    }
    fn detect(&self, text: &Text<'_>, out: &mut Vec<Candidate>) {
        let s = text.as_str();
        let mut ctx = context::Lookup::default();
        match &self.pattern.re {
            Compiled::Unanchored(re) => {
                for m in re.find_iter(s) {
                    self.pattern.push(text, &mut ctx, m.start(), m.end(), out);
                }
            }
            Compiled::AroundMonths(re, months) => super::word_dates::each(s, re, months, |a, b| {
                self.pattern.push(text, &mut ctx, a, b, out)
            }),
            Compiled::Anchored(dfa) => {
                self.each_match(dfa, s, &text.chunks, &text.windows, |a, b| {
                    self.pattern.push(text, &mut ctx, a, b, out)
                })
            }
        }
    }
}

/// The names of [`MONTHS_EN`], split once.
fn months_en() -> &'static [&'static [u8]] {
    static M: std::sync::OnceLock<Vec<&'static [u8]>> = std::sync::OnceLock::new();
    M.get_or_init(|| MONTHS_EN.split('|').map(str::as_bytes).collect())
}

/// How far before its number chunk a whole-text match can start (the MRZ's first line: 58).
const MAX_BACK: usize = 64;

/// The start of the letter of `(?i)[A-Z]` that ends at byte `t`: an ASCII letter, `ſ` or the
/// Kelvin sign `K` (the only other characters whose case folds into `A-Z`).
fn letter_before(b: &[u8], t: usize) -> Option<usize> {
    if t >= 1 && b[t - 1].is_ascii_alphabetic() {
        Some(t - 1)
    } else if t >= 2 && b[t - 2..t] == [0xC5, 0xBF] {
        Some(t - 2)
    } else if t >= 3 && b[t - 3..t] == [0xE2, 0x84, 0xAA] {
        Some(t - 3)
    } else {
        None
    }
}

/// The runs of ASCII digits inside `b[cs..ce]`, as `(start, end)`.
fn digit_runs(b: &[u8], cs: usize, ce: usize) -> impl Iterator<Item = (usize, usize)> + '_ {
    let mut i = cs;
    std::iter::from_fn(move || {
        while i < ce && !b[i].is_ascii_digit() {
            i += 1;
        }
        if i >= ce {
            return None;
        }
        let p = i;
        while i < ce && b[i].is_ascii_digit() {
            i += 1;
        }
        Some((p, i))
    })
}

/// Where the anchored searches of one pattern stand: matches do not overlap (as `find_iter`'s),
/// and each lies in one window.
struct Search<'r> {
    re: Forward<'r>,
    iban: bool,
    /// No match may start before this (the end of the last one).
    pos: usize,
    /// The window of the last start tried.
    w: usize,
}

impl Search<'_> {
    /// Try a match at `st`: the starts come in increasing order.
    fn try_at(
        &mut self,
        s: &str,
        windows: &[(usize, usize)],
        st: usize,
        f: &mut impl FnMut(usize, usize),
    ) {
        if st < self.pos || !s.is_char_boundary(st) {
            return;
        }
        while self.w < windows.len() && windows[self.w].1 <= st {
            self.w += 1;
        }
        let Some(&(wa, wb)) = windows.get(self.w) else {
            return;
        };
        if st < wa {
            return;
        }
        // The window ends at a blank (or the end of the text), so `\b` sees there what it saw
        // at the end of the window's slice.
        let input = Input::new(s).span(st..wb).anchored(Anchored::Yes);
        let Some(m_end) = self.re.end(&input) else {
            return;
        };
        if !self.iban {
            f(st, m_end);
            self.pos = m_end;
            return;
        }
        // A greedy IBAN match may run into the next words ("… 9653 et IBAN TN59 …"): try
        // shorter ends, and resume the search right after what was accepted.
        let v = &s[st..m_end];
        let mut end = v.len();
        let mut accepted = None;
        while end >= 15 {
            if checksum::iban(&v[..end]) {
                accepted = Some(end);
                break;
            }
            let shorter = v[..end]
                .trim_end_matches(|c: char| c.is_ascii_alphanumeric())
                .trim_end_matches([' ', '-', '.', '\n'])
                .len();
            if shorter >= end {
                break;
            }
            end = shorter;
        }
        match accepted {
            Some(end) => {
                f(st, st + end);
                self.pos = st + end;
            }
            None => self.pos = st + 1,
        }
    }
}

impl Whole {
    /// Every match of the pattern (but e-mail's) in the windows, in order, as a `find_iter` on
    /// each window would give them: the regex is tried anchored at each place where a match
    /// can start, in increasing order, never before the end of the last match.
    fn each_match(
        &self,
        dfa: &hybrid::dfa::DFA,
        s: &str,
        chunks: &[(usize, usize)],
        windows: &[(usize, usize)],
        mut f: impl FnMut(usize, usize),
    ) {
        let b = s.as_bytes();
        let mut search = Search {
            re: Forward::new(dfa),
            iban: matches!(self.pattern.spec.check, Check::Iban),
            pos: 0,
            w: 0,
        };
        // starts found but not tried yet; a later chunk adds none below its start - MAX_BACK
        let mut pending: Vec<usize> = Vec::new();
        for &(cs, ce) in chunks {
            let floor = cs.saturating_sub(MAX_BACK);
            let n = pending.partition_point(|&st| st < floor);
            for &st in &pending[..n] {
                search.try_at(s, windows, st, &mut f);
            }
            pending.drain(..n);
            let from = pending.len();
            self.starts_in(b, cs, ce, &mut pending);
            debug_assert!(pending[from..].iter().all(|&st| st >= floor));
            if pending.len() > from {
                pending.sort_unstable();
                pending.dedup();
            }
        }
        for &st in &pending {
            search.try_at(s, windows, st, &mut f);
        }
    }

    /// Push every byte where a match of the pattern that holds digits of the chunk `b[cs..ce]`
    /// can start (and maybe more: the anchored search decides). Every match of these patterns
    /// holds digits, and every digit lies in a chunk. What each rule relies on is the shape of
    /// its regex in `specs`.
    fn starts_in(&self, b: &[u8], cs: usize, ce: usize, out: &mut Vec<usize>) {
        let at = |i: usize| b.get(i).copied().unwrap_or(0);
        match self.pattern.spec.id {
            // `[A-Z]{2} ?[0-9]{2}`: two letters, maybe a space, then a run of 2+ digits
            "iban" => {
                for (p, q) in digit_runs(b, cs, ce) {
                    if q - p < 2 {
                        continue;
                    }
                    let t = if p >= 1 && b[p - 1] == b' ' { p - 1 } else { p };
                    if let Some(l) = letter_before(b, t).and_then(|l| letter_before(b, l)) {
                        out.push(l);
                    }
                }
            }
            // `[A-Z]{1,2}[ \-]?[0-9]{6,8}\b` (a whole run of 6-8 digits after one or two
            // capitals, maybe set apart by a space or a dash) or `\b[0-9]{8,9}\b` (a whole run)
            "passport" | "passport.id_column" => {
                for (p, q) in digit_runs(b, cs, ce) {
                    let r = q - p;
                    let l = if p >= 2 && matches!(b[p - 1], b' ' | b'-') {
                        p - 1
                    } else {
                        p
                    };
                    if (6..=8).contains(&r) && l >= 1 && b[l - 1].is_ascii_uppercase() {
                        if l >= 2 && b[l - 2].is_ascii_uppercase() {
                            out.push(l - 2);
                        }
                        out.push(l - 1);
                    }
                    if r == 8 || r == 9 {
                        out.push(p);
                    }
                    // `[A-Z]{1,2} ?[0-9]{3} [0-9]{3,4}\b`: three digits, a space, three or four
                    if r == 3
                        && at(q) == b' '
                        && l >= 1
                        && b[l - 1].is_ascii_uppercase()
                        && digit_runs(b, q + 1, b.len().min(q + 6))
                            .next()
                            .is_some_and(|(p2, _)| p2 == q + 1)
                    {
                        if l >= 2 && b[l - 2].is_ascii_uppercase() {
                            out.push(l - 2);
                        }
                        out.push(l - 1);
                    }
                }
            }
            // `\b[0-9]{1,7}(?: [0-9]{3})?[ /.\-]{0,3}[A-Z]`: the digits end where the chunk ends
            // (after any other run come a separator and a digit), then at most three of
            // ` /.-` and a letter; they start at the last run, or at the one before it when the
            // last is ` ` + three digits
            "tn.tax_id" => {
                let mut k = ce;
                while k < b.len() && matches!(b[k], b' ' | b'/' | b'.' | b'-') {
                    k += 1;
                }
                let x = at(k);
                if k - ce > 3 || !(x.is_ascii_alphabetic() || x == 0xC5 || x == 0xE2) {
                    return;
                }
                let mut pl = ce;
                while pl > cs && b[pl - 1].is_ascii_digit() {
                    pl -= 1;
                }
                if ce - pl == 3 && pl >= 2 && b[pl - 1] == b' ' && b[pl - 2].is_ascii_digit() {
                    let mut p0 = pl - 1;
                    while p0 > 0 && b[p0 - 1].is_ascii_digit() {
                        p0 -= 1;
                    }
                    out.push(p0);
                }
                out.push(pl);
            }
            // `\b[0-9]{1,3} ?(?:TU|tu|Tu|تونس)` or `\b[0-9]{4,6} ?(?:RS\b|ن ت)`: a whole run
            "tn.plate" => {
                for (p, q) in digit_runs(b, cs, ce) {
                    let r = q - p;
                    let x = if matches!(at(q), b' ' | b'-') {
                        at(q + 1)
                    } else {
                        at(q)
                    };
                    // ت is D8 AA, ن is D9 86
                    if r <= 3 && matches!(x, b'T' | b't' | 0xD8)
                        || (4..=6).contains(&r) && matches!(x, b'R' | 0xD9)
                    {
                        out.push(p);
                    }
                }
                // visual order: `[0-9]{1,4} [0-9]{1,4} ?تونس`, two runs set apart by one
                // space, then ت
                let runs: Vec<(usize, usize)> = digit_runs(b, cs, ce).collect();
                for w in runs.windows(2) {
                    let ((p, q), (p2, q2)) = (w[0], w[1]);
                    let x = if at(q2) == b' ' { at(q2 + 1) } else { at(q2) };
                    if q - p <= 4 && p2 == q + 1 && at(q) == b' ' && q2 - p2 <= 4 && x == 0xD8 {
                        out.push(p);
                    }
                }
            }
            // nine capitals and digits, the first digit after at most seven capitals: where such
            // a run of exactly nine starts (most numbers are no such run)
            "passport.alnum" => {
                let code = |x: u8| x.is_ascii_uppercase() || x.is_ascii_digit();
                for (p, q) in digit_runs(b, cs, ce) {
                    let mut a = p;
                    while a > 0 && p - a < 7 && b[a - 1].is_ascii_uppercase() {
                        a -= 1;
                    }
                    let mut e = q;
                    while e < b.len() && e - a <= 9 && code(b[e]) {
                        e += 1;
                    }
                    let mut z = a;
                    while z > 0 && a - z <= 9 && code(b[z - 1]) {
                        z -= 1;
                    }
                    if e - a == 9 && z == a {
                        out.push(a);
                    }
                }
            }
            // `\b[A-Z]{2}[- ][0-9]{3}[- ][A-Z]{2}\b`: two capitals and a dash or a space before
            // a run of three
            "plate.foreign" => {
                for (p, q) in digit_runs(b, cs, ce) {
                    if q - p == 3
                        && p >= 3
                        && matches!(b[p - 1], b'-' | b' ')
                        && b[p - 2].is_ascii_uppercase()
                        && b[p - 3].is_ascii_uppercase()
                    {
                        out.push(p - 3);
                    }
                }
            }
            // `\b[0-9]{5,6} [0-9]{3} [0-9]{2}\b`: a run of five or six digits starts it
            "plate.dz" => {
                for (p, q) in digit_runs(b, cs, ce) {
                    if (5..=6).contains(&(q - p)) {
                        out.push(p);
                    }
                }
            }
            // `\b\p{L}[\p{L}\-]{3,30} [0-9]{1,4}...(?:mg|µg|mcg|UI)`: the word before a space
            // before a run of one to four digits followed (after a decimal part and a space)
            // by m, µ or U; the regex is tried on every byte of that word back to 31 letters
            // (its start is found by the regex's own `\b`)
            "health.dose" => {
                for (p, q) in digit_runs(b, cs, ce) {
                    if q - p > 4 || p < 5 || b[p - 1] != b' ' {
                        continue;
                    }
                    let mut k = q;
                    if matches!(at(k), b'.' | b',') && at(k + 1).is_ascii_digit() {
                        k += 1;
                        while at(k).is_ascii_digit() {
                            k += 1;
                        }
                    }
                    if at(k) == b' ' {
                        k += 1;
                    }
                    // the unit itself, whole: `mg`, `mcg`, `µg` (C2 B5 g), `UI`, or the Arabic
                    // `ملغ` (م is D9 85; a date's `12 mars` or `3 mai` stops here)
                    let unit = matches!(
                        (at(k), at(k + 1), at(k + 2)),
                        (b'm', b'g', _)
                            | (0xC2, 0xB5, b'g')
                            | (b'm', b'c', b'g')
                            | (b'U', b'I', _)
                            | (0xD9, 0x85, _)
                    );
                    if !unit {
                        continue;
                    }
                    // back over the word's bytes (letters of any script, a dash)
                    let w = p - 1;
                    let mut a = w;
                    while a > 0
                        && w - a < 4 * 31
                        && (b[a - 1] >= 0x80 || b[a - 1].is_ascii_alphabetic() || b[a - 1] == b'-')
                    {
                        a -= 1;
                    }
                    out.extend(a..w);
                }
            }
            // `\b[0-9]{1,3} (?:Tunis|TUNIS) [0-9]{1,4}\b`: a run of one to three digits, a space,
            // then T
            "tn.plate.word" => {
                for (p, q) in digit_runs(b, cs, ce) {
                    if q - p <= 3 && at(q) == b' ' && at(q + 1) == b'T' {
                        out.push(p);
                    }
                }
            }
            // `\b[0-9]{7}(?:/|  ?)[A-Z]`: a run of seven digits, then a slash, a space or a capital
            "tn.tax_id.full" => {
                for (p, q) in digit_runs(b, cs, ce) {
                    if q - p == 7
                        && (at(q).is_ascii_uppercase()
                            || matches!(at(q), b'/' | b' ') && at(q + 1).is_ascii_uppercase())
                    {
                        out.push(p);
                    }
                }
            }
            // `\bTU [0-9]{1,3} [0-9]{4}`: `TU ` before a run of one to three digits
            "tn.plate.tu_first" => {
                for (p, q) in digit_runs(b, cs, ce) {
                    if q - p <= 3 && p >= 3 && &b[p - 3..p] == b"TU " {
                        out.push(p - 3);
                    }
                }
            }
            // `\b[0-9]{4} ?(?:تونس|TU|TN)`: a run of four digits, maybe a space, then ت (D8 AA)
            // or T
            "tn.plate.reversed" => {
                let series = |x: u8| x == 0xD8 || x == b'T';
                for (p, q) in digit_runs(b, cs, ce) {
                    if q - p == 4 && (series(at(q)) || at(q) == b' ' && series(at(q + 1))) {
                        out.push(p);
                    }
                }
            }
            // `\bRS ?[0-9]{4,6}\b`: `RS`, maybe a space, then a whole run of four to six digits
            "tn.plate.rs" => {
                for (p, q) in digit_runs(b, cs, ce) {
                    if (4..=6).contains(&(q - p)) {
                        let t = if p >= 1 && b[p - 1] == b' ' { p - 1 } else { p };
                        if t >= 2 && &b[t - 2..t] == b"RS" {
                            out.push(t - 2);
                        }
                    }
                }
            }
            // `\+1[ .\-]?\(`: a `+` before a run of digits
            "phone.nanp" => {
                for (p, _) in digit_runs(b, cs, ce) {
                    if p >= 1 && b[p - 1] == b'+' {
                        out.push(p - 1);
                    }
                }
            }
            // line 2 holds `[A-Z<]{3}[0-9]{6}[0-9][MF<]` at byte 10: a run of exactly seven
            // digits; line 1 (44 bytes and maybe a line break) comes before it
            "passport.mrz" => {
                for (p, q) in digit_runs(b, cs, ce) {
                    if q - p == 7
                        && p >= 13
                        && matches!(b[p - 1], b'A'..=b'Z' | b'<')
                        && matches!(at(q), b'M' | b'F' | b'<')
                    {
                        let l2 = p - 13;
                        for back in [45, 44] {
                            if l2 >= back {
                                out.push(l2 - back);
                            }
                        }
                        out.push(l2);
                    }
                }
            }
            // `\b[0-9]{1,2}(?:er|st|nd|rd|th)? (?:months)` or `\b[0-9]{1,2} ?(?:months_ar)`: a
            // run of one or two digits, then `e`, `s` (or `ſ`), `n`, `r`, `t`, a space or an
            // Arabic letter; or
            // `\b(?:months_en)\.? [0-9]{1,2}`: an English month name, maybe a dot, a space,
            // and a run of one or two digits
            // `\b[0-9]{1,2}[/.\-][IVX]`: a run of one or two digits, a separator, a Roman digit
            "dob.roman" => {
                for (p, q) in digit_runs(b, cs, ce) {
                    if q - p <= 2
                        && matches!(at(q), b'/' | b'.' | b'-')
                        && matches!(at(q + 1), b'I' | b'V' | b'X')
                    {
                        out.push(p);
                    }
                }
            }
            "dob.text" => {
                for (p, q) in digit_runs(b, cs, ce) {
                    if q - p > 2 {
                        continue;
                    }
                    // the second form has `(?:st|nd|rd|th)?,? ` then a year `19..`/`20..`
                    // after the day: a space and `19` or `20` within five bytes (`ſt, `)
                    let year_after = (q + 1..=q + 5).any(|k| {
                        at(k - 1) == b' '
                            && matches!((at(k), at(k + 1)), (b'1', b'9') | (b'2', b'0'))
                    });
                    if year_after && p >= 2 && b[p - 1] == b' ' {
                        let t = if b[p - 2] == b'.' { p - 2 } else { p - 1 };
                        if b[t.saturating_sub(10)..t].contains(&0xC5) {
                            // `ſ` folds to `s`: any start up to ten bytes back
                            out.extend(t.saturating_sub(10)..t.saturating_sub(2));
                        } else if t >= 1 && b[t - 1].is_ascii_alphabetic() {
                            let last = b[t - 1].to_ascii_lowercase();
                            for name in months_en() {
                                let l = name.len();
                                if name[l - 1] == last
                                    && t >= l
                                    && b[t - l..t].eq_ignore_ascii_case(name)
                                {
                                    out.push(t - l);
                                }
                            }
                        }
                    }
                    // (a dash only before a month's letter: `15-Aug-1957`, not `12-03-1990`)
                    if at(q) == b'-' && at(q + 1).is_ascii_alphabetic()
                        || matches!(
                            at(q),
                            b' ' | b'e'
                                | b'E'
                                | b's'
                                | b'S'
                                | 0xC5
                                | b'n'
                                | b'N'
                                | b'r'
                                | b'R'
                                | b't'
                                | b'T'
                                | 0xD8..=0xDB
                        )
                    {
                        out.push(p);
                    }
                }
            }
            _ => {
                // not a digit pattern: every place of every chunk (never used)
                out.extend(cs.saturating_sub(MAX_BACK)..ce);
            }
        }
    }
}

/// Regions of the text around numbers (a margin of `MARGIN` bytes, widened to whitespace):
/// patterns that need digits only look there.
pub(super) fn windows(s: &str, chunks: &[(usize, usize)]) -> Vec<(usize, usize)> {
    const MARGIN: usize = 200;
    let b = s.as_bytes();
    let mut out: Vec<(usize, usize)> = Vec::new();
    for &(cs, ce) in chunks {
        // Chunks come in order, so both walks can stop where the previous window ends: a start
        // found further back would merge into that window all the same, and an end beyond it is
        // the same whitespace the previous walk found. Without that, a text without whitespace
        // made every chunk walk the whole text (quadratic).
        let prev_end = out.last().map_or(0, |w| w.1);
        let mut a = cs.saturating_sub(MARGIN);
        while a > prev_end && !matches!(b[a - 1], b' ' | b'\n' | b'\t') {
            a -= 1;
        }
        let mut e = (ce + MARGIN).min(b.len());
        if e <= prev_end {
            e = prev_end;
        }
        while e < b.len() && !matches!(b[e], b' ' | b'\n' | b'\t') {
            e += 1;
        }
        match out.last_mut() {
            Some(last) if a <= last.1 => last.1 = last.1.max(e),
            _ => out.push((a, e)),
        }
    }
    out
}

/// The first ASCII digit at or after `i` (`b.len()` if none): eight bytes at a time, since
/// digits are rare in prose.
fn next_digit(b: &[u8], mut i: usize) -> usize {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGHS: u64 = 0x8080_8080_8080_8080;
    while i + 8 <= b.len() {
        let mut w = [0u8; 8];
        w.copy_from_slice(&b[i..i + 8]);
        // a byte is a digit iff (byte ^ 0x30) < 10: the "has a byte less than n" test
        let x = u64::from_le_bytes(w) ^ (ONES * 0x30);
        if x.wrapping_sub(ONES * 10) & !x & HIGHS != 0 {
            break;
        }
        i += 8;
    }
    while i < b.len() && !b[i].is_ascii_digit() {
        i += 1;
    }
    i
}

/// Byte ranges of number chunks: digits with single separators (space, `.`, `-`, `/`) and an
/// optional `+`, `00` or `(+216)` prefix.
pub(super) fn chunks(s: &str) -> Vec<(usize, usize)> {
    let b = s.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if !b[i].is_ascii_digit() {
            i = next_digit(b, i + 1);
            continue;
        }
        let mut start = i;
        if start >= 1 && b[start - 1] == b'+' {
            start -= 1;
            if start >= 1 && b[start - 1] == b'(' {
                start -= 1;
            }
        }
        let mut j = i;
        loop {
            while j < b.len() && b[j].is_ascii_digit() {
                j += 1;
            }
            // separators: up to three bytes of blanks, line break and one mark of " .-/)", at
            // most one line break ("52 873\n376", "98 123 -\n456", "12345678 / 42", "01-394- 1762")
            let k = {
                let (mut k, mut marks, mut breaks) = (j, 0, 0);
                while k < b.len() && k - j < 3 {
                    match b[k] {
                        b' ' => {}
                        b'\n' => breaks += 1,
                        b'.' | b'-' | b'/' | b')' => marks += 1,
                        _ => break,
                    }
                    if marks > 1 || breaks > 1 {
                        break;
                    }
                    k += 1;
                }
                k
            };
            if k > j && k < b.len() && b[k].is_ascii_digit() {
                j = k;
            } else {
                break;
            }
        }
        out.push((start, j));
        i = j.max(i + 1);
    }
    out
}

impl Detector for Chunked {
    fn id(&self) -> &'static str {
        "numbers"
    }
    fn detect(&self, text: &Text<'_>, out: &mut Vec<Candidate>) {
        let s = text.as_str();
        let mut ctx = context::Lookup::default();
        let mut starts = Vec::new();
        // the lazy DFAs' caches, made for the patterns searched only
        let mut forward: Vec<Option<Forward>> = self.patterns.iter().map(|_| None).collect();
        for &(cs, ce) in &text.chunks {
            let chunk = &s[cs..ce];
            let shape = Shape::of(chunk);
            starts.clear();
            for ((p, min, gate), fwd) in self.patterns.iter().zip(&mut forward) {
                if shape.digits < *min || !shape.admits(*gate) {
                    continue;
                }
                if starts.is_empty() {
                    chunk_starts(chunk.as_bytes(), &mut starts);
                }
                let Compiled::Anchored(dfa) = &p.re else {
                    unreachable!("a chunked pattern is built anchored (see `all`)");
                };
                let fwd = fwd.get_or_insert_with(|| Forward::new(dfa));
                chunk_matches(fwd, chunk, &starts, |a, b| {
                    p.push(text, &mut ctx, cs + a, cs + b, out)
                });
            }
        }
    }
}

/// The places of a number chunk where a match of a chunked pattern can start: each of their
/// regexes begins with `\b[0-9]`, `\b00`, `\+` or `\(\+`, so at a digit that does not follow
/// a digit (inside a chunk, what is not a digit is not a word character either), a `+` or a
/// `(`. In increasing order.
fn chunk_starts(b: &[u8], out: &mut Vec<usize>) {
    for (i, &x) in b.iter().enumerate() {
        let run_start = x.is_ascii_digit() && (i == 0 || !b[i - 1].is_ascii_digit());
        if run_start || x == b'+' || x == b'(' {
            out.push(i);
        }
    }
}

/// The matches of `re` in `chunk`, as `find_iter` gives them (leftmost first, not
/// overlapping), found by anchored searches at `starts` (see [`chunk_starts`]): the leftmost
/// match is the one anchored at the first start where one begins, and no reverse search is
/// needed to find where it starts.
fn chunk_matches(
    re: &mut Forward<'_>,
    chunk: &str,
    starts: &[usize],
    mut f: impl FnMut(usize, usize),
) {
    let mut pos = 0;
    for &st in starts {
        if st < pos {
            continue;
        }
        let input = Input::new(chunk)
            .span(st..chunk.len())
            .anchored(Anchored::Yes);
        if let Some(end) = re.end(&input) {
            f(st, end);
            // no chunked pattern matches the empty string
            pos = end.max(st + 1);
        }
    }
}

/// What a number chunk holds, for the cheap tests that spare a regex search which cannot match.
struct Shape {
    digits: usize,
    /// The longest run of consecutive digits.
    run: usize,
    space: bool,
    dot: bool,
    dash: bool,
    slash: bool,
    plus: bool,
    /// "00" somewhere (the international prefix).
    double_zero: bool,
    /// "216" somewhere (the Tunisian country code).
    tn_code: bool,
    /// A line break ("52 873\n376").
    wrap: bool,
}

impl Shape {
    /// One pass over the chunk's bytes.
    fn of(chunk: &str) -> Shape {
        let mut s = Shape {
            digits: 0,
            run: 0,
            space: false,
            dot: false,
            dash: false,
            slash: false,
            plus: false,
            double_zero: false,
            tn_code: false,
            wrap: false,
        };
        let (mut cur, mut p1, mut p2) = (0, 0u8, 0u8);
        for &x in chunk.as_bytes() {
            if x.is_ascii_digit() {
                s.digits += 1;
                cur += 1;
                s.run = s.run.max(cur);
                s.double_zero |= x == b'0' && p1 == b'0';
                s.tn_code |= x == b'6' && p1 == b'1' && p2 == b'2';
            } else {
                cur = 0;
                s.wrap |= x == b'\n';
                match x {
                    b' ' => s.space = true,
                    b'.' => s.dot = true,
                    b'-' => s.dash = true,
                    b'/' => s.slash = true,
                    b'+' => s.plus = true,
                    _ => {}
                }
            }
            (p2, p1) = (p1, x);
        }
        s
    }

    /// False only when the pattern `id` cannot match in the chunk: each test is a piece of text
    /// that every match of its regex holds (see `specs`).
    #[cfg(test)]
    fn may_match(&self, id: &str) -> bool {
        self.admits(Gate::of(id))
    }

    fn admits(&self, gate: Gate) -> bool {
        match gate {
            // `+216`, `(+216)`, `00216`, `(216)` or `216 ` (the check then wants a phone's
            // eight digits after it)
            Gate::TnCode => self.tn_code,
            // `+` or `00` first
            Gate::Intl => self.plus || self.double_zero,
            // grouped digits: a space, dot, dash or slash between the groups
            Gate::Grouped => self.space || self.dot || self.dash || self.slash,
            // eight digits in a row, or 2-3-3 spaced
            Gate::Cin => self.run >= 8 || self.space || self.dash || self.dot,
            Gate::Run8 => self.run >= 8,
            Gate::Run7 => self.run >= 7,
            // a date has separators
            Gate::Date => self.slash || self.dash || self.dot,
            Gate::ShortDate => self.slash || self.dot,
            // groups set apart by a separator or a line break
            Gate::Wrapped => self.wrap || self.space || self.dot || self.dash,
            Gate::Any => true,
        }
    }
}

/// What a chunk must hold for a chunked pattern to be searched in it (see [`Shape::admits`]).
#[derive(Debug, Clone, Copy)]
enum Gate {
    TnCode,
    Intl,
    Grouped,
    Cin,
    Run8,
    Run7,
    Date,
    ShortDate,
    Wrapped,
    Any,
}

impl Gate {
    fn of(id: &str) -> Gate {
        match id {
            "tn.phone" => Gate::TnCode,
            "phone.intl" => Gate::Intl,
            "tn.phone.local" => Gate::Grouped,
            "tn.cin" => Gate::Cin,
            "tn.phone.bare" | "tn.cnss" => Gate::Run8,
            "tn.cin.7" => Gate::Run7,
            "dob.numeric" => Gate::Date,
            "dob.short" => Gate::ShortDate,
            "tn.phone.wrapped" => Gate::Wrapped,
            _ => Gate::Any,
        }
    }
}

/// The fewest digits a chunked pattern can match: shorter number chunks skip it.
fn min_digits(id: &str) -> usize {
    match id {
        "tn.rib" => 20,
        "card" => 13,
        "tn.cin.7" => 7,
        "dob.numeric" => 6,
        "dob.short" => 4,
        _ => 8,
    }
}

/// The context words of each spec, built once for each list: several patterns share one (the
/// phones, the dates), and each build of a search automaton costs as much as a search of many
/// candidates' windows.
fn shared_context_words(specs: &[Spec]) -> Vec<std::sync::Arc<context::Words>> {
    let mut built: Vec<(&[&str], std::sync::Arc<context::Words>)> = Vec::new();
    specs
        .iter()
        .map(
            |spec| match built.iter().find(|(w, _)| *w == spec.context) {
                Some((_, words)) => words.clone(),
                None => {
                    let words = std::sync::Arc::new(context::Words::new(spec.context));
                    built.push((spec.context, words.clone()));
                    words
                }
            },
        )
        .collect()
}

/// A bare Tunisian phone number right after a name found: `Monsieur X Y, 40536758`,
/// `الدكتور X Y، 75180292`, `auprès de X Y (54705185)`, `Dr X Y - 74635340`. No word says
/// what the number is, but a number set after a person is the way to reach them (a CIN starts
/// with 0 or 1, which the numbering plan does not give a phone). Added after the overlaps are resolved, where nothing
/// else was found.
pub(super) fn add_numbers_after_names(text: &Text<'_>, kept: &mut Vec<Candidate>) {
    let s = text.as_str();
    let b = s.as_bytes();
    let taken = super::Taken::of(kept);
    let ends: Vec<usize> = kept
        .iter()
        .filter(|c| c.entity == Entity::Person)
        .map(|c| c.end)
        .collect();
    for end in ends {
        let rest = &b[end..];
        let sep = [&b", "[..], "، ".as_bytes(), b" (", b" - ", b" : "]
            .iter()
            .find(|p| rest.starts_with(p))
            .map_or(usize::MAX, |p| p.len());
        if sep == usize::MAX {
            continue;
        }
        let a = end + sep;
        let n = b[a..]
            .iter()
            .take(9)
            .take_while(|x| x.is_ascii_digit())
            .count();
        let e = a + n;
        if n != 8 || b.get(e).is_some_and(|&x| x.is_ascii_alphanumeric()) {
            continue;
        }
        // an amount: `X Y, 25000000 TND`
        let after: String = s[e..]
            .trim_start_matches(' ')
            .chars()
            .take(12)
            .collect::<String>()
            .to_lowercase();
        if AMOUNT_AFTER.iter().any(|w| after.starts_with(w)) {
            continue;
        }
        if !phone_lead(b[a]) || checksum::all_same(&s[a..e]) || !taken.free(a, e) {
            continue;
        }
        // (two of these numbers never overlap: each follows its own name, and a name holds
        // no digit)
        kept.push(Candidate {
            entity: Entity::Phone,
            start: a,
            end: e,
            score: 0.6,
            detector: "tn.phone.after_name",
            reasons: vec![
                Reason::Pattern {
                    name: "téléphone 8 chiffres",
                },
                Reason::Structure {
                    what: "numéro après un nom",
                },
            ],
        });
    }
}

/// An identity card number given as the answer to the message before it: "Bonjour, voici :
/// 01859007", "هاهو: 09150208", "Sure: 17911908" on the line after a question about the CIN.
/// A number of eight digits that starts with 0 or 1 (no Tunisian phone number does) and ends a
/// short line, when one of the three lines before it names an identity card
/// ([`CIN_CTX`], read within 400 bytes); no word near the number itself says what it is, so the
/// context window of the CIN pattern misses it. Added after the overlaps are resolved, where
/// nothing else was found.
pub(super) fn add_replies(text: &Text<'_>, kept: &mut Vec<Candidate>) {
    let s = text.as_str();
    let b = s.as_bytes();
    let mut taken: Option<super::Taken> = None;
    for &(a, e) in &text.chunks {
        if e - a != 8 || !matches!(b[a], b'0' | b'1') || !b[a..e].iter().all(u8::is_ascii_digit) {
            continue;
        }
        // most such numbers were found already (a CIN after its word): the look-up first
        if !taken
            .get_or_insert_with(|| super::Taken::of(kept))
            .free(a, e)
        {
            continue;
        }
        // a short line: a message's stamp and sender, a few words, the number
        let from = a.saturating_sub(120);
        let Some(ls) = memchr::memrchr(b'\n', &b[from..a]).map(|k| from + k + 1) else {
            continue;
        };
        if s[ls..a].chars().count() > 80 || checksum::all_same(&s[a..e]) {
            continue;
        }
        // the number ends its line (blanks, a full stop or '!' at most after it)
        let tail = b[e..]
            .iter()
            .take_while(|&&x| matches!(x, b' ' | b'.' | b'\r' | b'!'))
            .count();
        if b.get(e + tail).is_some_and(|&x| x != b'\n') {
            continue;
        }
        // a date written without separators (`Délivrée le : 12032019`) is no card number
        if date_shaped(&b[a..e]) {
            continue;
        }
        // the three lines before, within 400 bytes
        let mut start = ls.saturating_sub(1);
        for _ in 0..3 {
            match memchr::memrchr(b'\n', &b[start.saturating_sub(400)..start]) {
                Some(k) => start = start.saturating_sub(400) + k,
                None => {
                    start = start.saturating_sub(400);
                    break;
                }
            }
        }
        while !s.is_char_boundary(start) {
            start += 1;
        }
        let before = s[start..ls].to_lowercase();
        let Some(word) = CIN_CTX.iter().find(|w| {
            before.match_indices(*w).any(|(k, _)| {
                // a whole word: "cin" but not "cinéma" or "médecin"
                let prev = before[..k].chars().next_back();
                let next = before[k + w.len()..].chars().next();
                !prev.is_some_and(char::is_alphanumeric) && !next.is_some_and(char::is_alphanumeric)
            })
        }) else {
            continue;
        };
        kept.push(Candidate {
            entity: Entity::Cin,
            start: a,
            end: e,
            score: 0.6,
            detector: "tn.cin.reply",
            reasons: vec![
                Reason::Pattern {
                    name: "CIN 8 chiffres",
                },
                Reason::Context {
                    word: format!("message précédent : {word}"),
                },
            ],
        });
    }
}

/// Eight digits that read as a date DDMMYYYY of the years 1900-2099.
fn date_shaped(d: &[u8]) -> bool {
    let n = |k: usize| u32::from(d[k] - b'0') * 10 + u32::from(d[k + 1] - b'0');
    d.len() == 8 && (1..=31).contains(&n(0)) && (1..=12).contains(&n(2)) && matches!(n(4), 19 | 20)
}

/// Every pattern detector.
pub(super) fn all() -> Vec<Box<dyn Detector>> {
    let mut chunked = Vec::new();
    let mut out: Vec<Box<dyn Detector>> = Vec::new();
    let specs = specs();
    let words = shared_context_words(&specs);
    for (spec, context) in specs.into_iter().zip(words) {
        let re = if spec.id == "email" {
            Compiled::Unanchored(
                Regex::new(&regex_of(&spec)).unwrap_or_else(|e| panic!("pattern {}: {e}", spec.id)),
            )
        } else if spec.id == "dob.words" {
            Compiled::AroundMonths(
                Regex::new(&regex_of(&spec)).unwrap_or_else(|e| panic!("pattern {}: {e}", spec.id)),
                super::word_dates::months(),
            )
        } else {
            Compiled::Anchored(Box::new(forward_dfa(&spec)))
        };
        let p = Pattern { spec, re, context };
        if p.spec.chunked {
            let (min, gate) = (min_digits(p.spec.id), Gate::of(p.spec.id));
            chunked.push((p, min, gate));
        } else {
            out.push(Box::new(Whole { pattern: p }));
        }
    }
    out.insert(0, Box::new(Chunked { patterns: chunked }));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The chunked patterns, as a `meta::Regex` and as `all` compiles them, once for the
    /// property tests.
    fn chunked_res() -> &'static [(&'static str, Regex, hybrid::dfa::DFA)] {
        type Res = Vec<(&'static str, Regex, hybrid::dfa::DFA)>;
        static R: std::sync::OnceLock<Res> = std::sync::OnceLock::new();
        R.get_or_init(|| {
            specs()
                .into_iter()
                .filter(|s| s.chunked)
                .map(|s| (s.id, Regex::new(&regex_of(&s)).unwrap(), forward_dfa(&s)))
                .collect()
        })
    }

    proptest::proptest! {
        /// A chunk skipped by `Shape::may_match` has no match of the pattern: the test only
        /// spares searches, it never drops a match.
        #[test]
        fn shape_never_skips_a_match(chunk in "[0-9 .\\-/+()\n]{1,40}|[0-9]{6,22}|(\\(\\+216\\)|\\+216|00216|\\+33|00)?[0-9 .\\-/]{4,30}") {
            let shape = Shape::of(&chunk);
            for (id, re, _) in chunked_res() {
                if !shape.may_match(id) {
                    proptest::prop_assert!(re.find(&chunk).is_none(), "{} {:?}", id, chunk);
                }
            }
        }
    }

    #[test]
    fn patterns_with_the_same_context_words_share_one_search() {
        let specs = specs();
        let words = shared_context_words(&specs);
        for (i, a) in specs.iter().enumerate() {
            for (j, b) in specs.iter().enumerate() {
                let shared = std::sync::Arc::ptr_eq(&words[i], &words[j]);
                assert_eq!(shared, a.context == b.context, "{} {}", a.id, b.id);
            }
        }
        // the six phone patterns share one search
        let phone = specs.iter().position(|s| s.context == PHONE_CTX).unwrap();
        assert_eq!(std::sync::Arc::strong_count(&words[phone]), 6);
    }

    /// The whole-text patterns (but e-mail) as `all` builds them.
    fn whole() -> &'static [Whole] {
        static W: std::sync::OnceLock<Vec<Whole>> = std::sync::OnceLock::new();
        W.get_or_init(|| {
            specs()
                .into_iter()
                .filter(|s| !s.chunked && s.id != "email")
                .map(|spec| {
                    let re = Compiled::Anchored(Box::new(forward_dfa(&spec)));
                    let context = std::sync::Arc::new(context::Words::new(spec.context));
                    Whole {
                        pattern: Pattern { spec, re, context },
                    }
                })
                .collect()
        })
    }

    /// What the whole-text patterns found before the anchored searches: `find_iter` of the
    /// `regex` crate over each window (and, for IBAN, shorter ends tried after a greedy match).
    fn reference(id: &str, s: &str) -> Vec<(usize, usize)> {
        static R: std::sync::OnceLock<Vec<(&'static str, regex::Regex)>> =
            std::sync::OnceLock::new();
        let all = R.get_or_init(|| {
            specs()
                .into_iter()
                .map(|p| {
                    let re = regex::Regex::new(&p.re.replace(r"\b", r"(?-u:\b)")).unwrap();
                    (p.id, re)
                })
                .collect()
        });
        let re = &all.iter().find(|(i, _)| *i == id).unwrap().1;
        let windows = windows(s, &chunks(s));
        let mut out = Vec::new();
        for (a, b) in windows {
            let w = &s[a..b];
            if id != "iban" {
                out.extend(re.find_iter(w).map(|m| (a + m.start(), a + m.end())));
                continue;
            }
            let mut pos = 0;
            while let Some(m) = re.find_at(w, pos) {
                let v = m.as_str();
                let mut end = v.len();
                let mut accepted = None;
                while end >= 15 {
                    if checksum::iban(&v[..end]) {
                        accepted = Some(end);
                        break;
                    }
                    let shorter = v[..end]
                        .trim_end_matches(|c: char| c.is_ascii_alphanumeric())
                        .trim_end_matches([' ', '-', '.', '\n'])
                        .len();
                    if shorter >= end {
                        break;
                    }
                    end = shorter;
                }
                match accepted {
                    Some(end) => {
                        out.push((a + m.start(), a + m.start() + end));
                        pos = m.start() + end;
                    }
                    None => pos = m.start() + 1,
                }
            }
        }
        out
    }

    fn fast(w: &Whole, s: &str) -> Vec<(usize, usize)> {
        let chunks = chunks(s);
        let windows = windows(s, &chunks);
        let mut out = Vec::new();
        let Compiled::Anchored(dfa) = &w.pattern.re else {
            panic!("{} is searched anchored", w.pattern.spec.id);
        };
        w.each_match(dfa, s, &chunks, &windows, |a, b| out.push((a, b)));
        out
    }

    /// The windows as first written: each chunk walks to whitespace on its own.
    fn windows_reference(s: &str, chunks: &[(usize, usize)]) -> Vec<(usize, usize)> {
        let b = s.as_bytes();
        let mut out: Vec<(usize, usize)> = Vec::new();
        for &(cs, ce) in chunks {
            let mut a = cs.saturating_sub(200);
            while a > 0 && !matches!(b[a - 1], b' ' | b'\n' | b'\t') {
                a -= 1;
            }
            let mut e = (ce + 200).min(b.len());
            while e < b.len() && !matches!(b[e], b' ' | b'\n' | b'\t') {
                e += 1;
            }
            match out.last_mut() {
                Some(last) if a <= last.1 => last.1 = last.1.max(e),
                _ => out.push((a, e)),
            }
        }
        out
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(400))]
        /// Windows that stop their walks at the previous window are the windows of the walk
        /// to whitespace (texts long enough for the 200-byte margins to matter).
        #[test]
        fn windows_equal_the_walk_to_whitespace(parts in proptest::collection::vec("([0-9]{1,4}|[a-z<]{1,90}|[ \n\t]|x{150,400})", 0..60)) {
            let s: String = parts.concat();
            let c = chunks(&s);
            proptest::prop_assert_eq!(windows(&s, &c), windows_reference(&s, &c));
        }
    }

    proptest::proptest! {
        /// The eight-bytes-at-a-time digit search finds the first digit, from any start, among
        /// bytes of every value (digits next to `/` 0x2F and `:` 0x3A, high bytes).
        #[test]
        fn next_digit_finds_the_first_digit(b in proptest::collection::vec(proptest::prop_oneof![proptest::num::u8::ANY, 0x2Fu8..=0x3A], 0..40), from in 0usize..40) {
            let from = from.min(b.len());
            let want = b[from..].iter().position(u8::is_ascii_digit).map_or(b.len(), |p| from + p);
            proptest::prop_assert_eq!(next_digit(&b, from), want);
        }
    }

    #[test]
    fn windows_of_a_text_without_whitespace_merge_into_one_and_others_end_at_whitespace() {
        // 40,000 chunks in 160 KB without whitespace (the walk to whitespace of every chunk
        // took about 40,000 x 160,000 steps before the walks stopped at the previous window;
        // this checks the windows, not the time)
        let s = "a<1b".repeat(40_000);
        let c = chunks(&s);
        assert_eq!(c.len(), 40_000);
        assert_eq!(windows(&s, &c), vec![(0, s.len())]);
        let t = format!("{} 12 {}", "x".repeat(1000), "y".repeat(1000));
        let c = chunks(&t);
        assert_eq!(windows(&t, &c), vec![(0, t.len())]);
        let u = format!(
            "{} {} 12 {} {}",
            "w".repeat(300),
            "x".repeat(300),
            "y".repeat(300),
            "z".repeat(300)
        );
        let c = chunks(&u);
        assert_eq!(windows(&u, &c), vec![(301, 301 + 300 + 4 + 300)]);
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(600))]
        /// The anchored searches at the computed starts find exactly what a search of every
        /// window found: same spans, same order, for every whole-text pattern.
        #[test]
        fn anchored_starts_find_what_window_search_found(s in "([0-9]{1,9}|[0-9]{2}|[ .\\-/<\n]|TN|tn|TU|tu|Tu|RS|ن ت| ت |تونس|/VII/|-IX-|.XII.|P|[A-Z]{1,3}|[a-z]{1,2}|er|mars|Sept|sept\\.|dec|ſep|ſ|K|é|É|ب|, |1er|19|20|2020|  |st|nd|rd|TH|ſt|february|Aug|\\+|\\+1 \\(|\\(|\\) |555){0,40}") {
            for w in whole() {
                let got = fast(w, &s);
                let want = reference(w.pattern.spec.id, &s);
                proptest::prop_assert_eq!(got, want, "{} {:?}", w.pattern.spec.id, s);
            }
        }

        /// The same on long random runs of the characters these patterns hold.
        #[test]
        fn anchored_starts_on_dense_text(s in "[0-9A-Z<MF \n.\\-/a-z]{0,200}") {
            for w in whole() {
                proptest::prop_assert_eq!(fast(w, &s), reference(w.pattern.spec.id, &s), "{} {:?}", w.pattern.spec.id, s);
            }
        }
    }

    /// The texts of the findings of one type in a scan of `s`, read as the file `name`.
    fn found_in(name: &str, s: &str, entity: Entity) -> Vec<String> {
        let doc =
            crate::extract::extract(name, s.as_bytes().to_vec(), &Default::default()).unwrap();
        crate::detect::scan(&doc, &Default::default())
            .into_iter()
            .filter(|f| f.entity == entity)
            .map(|f| f.text)
            .collect()
    }

    #[test]
    fn a_birth_date_on_the_line_after_his_or_her_birth() {
        let s = "الزوج\nتاريخ ومكان ولادته\n1 مارس 1945 بالمنستير\nتاريخ الزواج\n3 ماي 2023\n";
        let dobs = found_in("t.txt", s, Entity::Dob);
        assert_eq!(dobs, ["1 مارس 1945"]);
        // `بتاريخ` ("on the date of") after the birth word is no other date's label
        let s = "مولودة بتاريخ 24 أفريل 1986، صاحبة بطاقة التعريف";
        let dobs = found_in("t.txt", s, Entity::Dob);
        assert_eq!(dobs, ["24 أفريل 1986"]);
    }

    #[test]
    fn a_date_that_answers_a_question_on_the_birth_date() {
        // (text, the birth dates found): the question ends one of the three lines before the
        // date, a speaker's short line may stand between, the date opens its line
        for (s, want) in [
            (
                "**Agent** – 11:00\n\n> Merci. Pouvez-vous confirmer votre date de naissance ?\n\n**Client** – 11:02\n\n> 17/03/1952 — rue X, Sousse.\n",
                &["17/03/1952"][..],
            ),
            ("What is your date of birth?\n- 1949/06/19\n", &["1949/06/19"]),
            ("ما هو تاريخ ولادتك؟\n3 مارس 1961\n", &["3 مارس 1961"]),
            // NEAR MISSES: a question on another date; the date inside a sentence; a long
            // line of prose between the question and the date; a question that asked for the
            // birth date in an earlier sentence than its last
            ("Quelle est la date de l'accident ?\n17/03/2024\n", &[]),
            (
                "Votre date de naissance ?\nMerci, le dossier ouvert au guichet numéro deux le 17/03/2024 est clos.\n",
                &[],
            ),
            (
                "Votre date de naissance ?\nNous avons bien reçu votre demande et la traitons dans les meilleurs délais possibles.\n17/03/2024\n",
                &[],
            ),
            (
                "Date de naissance notée dans le dossier, merci. Quand était votre dernier rendez-vous ?\n17/03/2024\n",
                &[],
            ),
        ] {
            assert_eq!(found_in("t.md", s, Entity::Dob), want, "{s}");
        }
    }

    #[test]
    fn a_calendar_date_is_no_phone_number() {
        for (m, want) in [
            ("2024-03-20", true),
            ("20/03/2024", true),
            ("20.03.2024", true),
            ("2024-13-20", false),
            ("2024-03/20", false),
            ("20 24 03 20", false),
            ("22-11-20-19", false),
            ("98-765-432", false),
            ("2024-03-200", false),
        ] {
            assert_eq!(calendar_date(m), want, "{m}");
        }
        let s =
            "ticket#|issued|plate|owner phone\nT-675207|2024-03-20|222 TUN 4461|+216 22 707 612\n";
        let phones = found_in("t.csv", s, Entity::Phone);
        assert_eq!(phones, ["+216 22 707 612"]);
    }

    #[test]
    fn anchored_starts_exact_spans() {
        let by_id = |id: &str| whole().iter().find(|w| w.pattern.spec.id == id).unwrap();
        let mrz1 = format!("P<TUNDOE<<JANE{}", "<".repeat(30));
        let mrz2 = "A1234567<5TUN8001014F3001012<<<<<<<<<<<<<<02";
        let mrz = format!("{mrz1}\n{mrz2}");
        let cases: Vec<(&str, String, Vec<&str>)> = vec![
            // at both ends of the text, after Arabic and accents, glued to letters
            ("tn.plate", "123 TU 4567".into(), vec!["123 TU 4567"]),
            (
                "tn.plate",
                "سيارة 123 تونس 4567 و 45678 RS".into(),
                vec!["123 تونس 4567", "45678 RS"],
            ),
            ("tn.plate", "x123 TU 4567 1234 TU 5".into(), vec![]),
            (
                "tn.plate",
                "241 TN 4018,12 tn 7, 1234 TN 5, TN 4018".into(),
                vec!["241 TN 4018", "12 tn 7"],
            ),
            (
                "tn.plate",
                "173-TU-7629 12-TU 4".into(),
                vec!["173-TU-7629"],
            ),
            (
                "health.dose",
                "Traitement : Lithium 400 mg le soir ; metformine 1000 mg, Lévothyrox 75 µg, 2,5 mg".into(),
                vec!["Lithium 400 mg", "metformine 1000 mg", "Lévothyrox 75 µg"],
            ),
            (
                "health.dose",
                "وتناولي دواء سيرترالين 50 ملغ؛ باراسيتامول 500 ملغ يوميا ; عدد 50 ملغ، الملفات 50 ملفا".into(),
                vec!["سيرترالين 50 ملغ", "باراسيتامول 500 ملغ"],
            ),
            (
                "passport.alnum",
                "AD5202867, 85NA87438; KNKRF7FZN xAD5202867 ABCDEFGH12".into(),
                vec!["AD5202867", "85NA87438", "KNKRF7FZN"],
            ),
            (
                "plate.foreign",
                "HJ-632-BH, xHJ-632-BH, H-632-BH, HJ-6321-BH, FG 417 KD, FG 4170 KD".into(),
                vec!["HJ-632-BH", "FG 417 KD"],
            ),
            (
                "plate.dz",
                "12345 116 16, 012345 216 31, 1234 116 16, 12345 1160 16, 12345 116 160".into(),
                vec!["12345 116 16", "012345 216 31"],
            ),
            // the series word abbreviated, between spaces; not the start of a word
            (
                "tn.plate",
                "شارة 153 ت 6193، 216 ت 4626؛ 12 تلميذ 45، 1234 ت 5، 12 ت5".into(),
                vec!["153 ت 6193", "216 ت 4626"],
            ),
            // the series word first, two numbers after it; not a flight's single number
            (
                "tn.plate.tu_first",
                "| TU 165 8354 | TU 94 6976 ; vol TU 658 le 12 ; TU 1650 8354 ; TU 165 83541".into(),
                vec!["TU 165 8354", "TU 94 6976"],
            ),
            // the number first: four digits, then the series
            (
                "tn.plate.reversed",
                "السيارة 2881 تونس 238 و 4419 تونس 92، 12881 تونس 238، 2881 تونس 2380, 281 تونس 23; 4567 TU 123, 4567 TN 12, 4567 TUX 123, 4567 TU 1234".into(),
                vec!["2881 تونس 238", "4419 تونس 92", "4567 TU 123", "4567 TN 12"],
            ),
            // the matricule fiscal whole, with slashes, spaces or nothing between its parts; not
            // with a part missing, not glued to more digits
            (
                "tn.tax_id.full",
                "8151668/S/P/C/000, 9376649 P N N 000, 8043549RBM000; 8151668/S/P/000, 18043549RBM000, 8043549RBM0001".into(),
                vec!["8151668/S/P/C/000", "9376649 P N N 000", "8043549RBM000"],
            ),
            // the month in Roman numerals; not an unknown numeral, not a day of three digits
            (
                "dob.roman",
                "né le 13/VII/1993, le 20.IX.1971 et le 3-XII-2001 ; 13/VIIII/1993, 113/VII/1993, 13/VII/1793".into(),
                vec!["13/VII/1993", "20.IX.1971", "3-XII-2001"],
            ),
            (
                "tn.plate.word",
                "115 Tunis 81, 2000 Tunis 1000, 12 TUNIS 4567".into(),
                vec!["115 Tunis 81", "12 TUNIS 4567"],
            ),
            (
                "passport",
                "passeport X1234567, 123456789".into(),
                vec!["X1234567", "123456789"],
            ),
            (
                "passport",
                "AB12345678 ABC123456 1234567".into(),
                vec!["AB12345678"],
            ),
            ("passport", "é12345678é".into(), vec!["12345678"]),
            // the letters set apart by a space or a dash; not a longer word's end
            (
                "passport",
                "Z 7654321, AB-123456, XZ 1234567".into(),
                vec!["Z 7654321", "AB-123456", "XZ 1234567"],
            ),
            ("passport", "ABC 1234567 Z 12345".into(), vec![]),
            // the digits in groups of three; not a group of two, nor more than seven digits
            (
                "passport",
                "n° Z 123 456, AB 123 4567, X123 456".into(),
                vec!["Z 123 456", "AB 123 4567", "X123 456"],
            ),
            ("passport", "Z 12 345, Z 123 45678".into(), vec![]),
            (
                "tn.tax_id",
                "MF 1234567A/M/A/000, 12 345/P".into(),
                vec!["1234567A/M/A/000", "12 345/P"],
            ),
            ("tn.tax_id", "1234567 - - -B".into(), vec![]),
            (
                "dob.text",
                "née le 1er mars 1990, le 5 Août 2001".into(),
                vec!["1er mars 1990", "5 Août 2001"],
            ),
            (
                "dob.text",
                "24 déc. 1979, 15-Aug-1957, 3-mars 1990, 12 janvier-2001".into(),
                vec!["24 déc. 1979", "15-Aug-1957"],
            ),
            (
                "dob.text",
                "born 23rd February 1963, 1ST May 2001, 2nd june 1996, 16th Aug. 1987".into(),
                vec![
                    "23rd February 1963",
                    "1ST May 2001",
                    "2nd june 1996",
                    "16th Aug. 1987",
                ],
            ),
            // an ordinal suffix glued to more letters, or on a three-digit number, is no day
            (
                "dob.text",
                "the 23rds February 1963 and 123rd May 2001".into(),
                vec![],
            ),
            (
                "dob.text",
                "born March 5, 1990 or Sept. 12 2001".into(),
                vec!["March 5, 1990", "Sept. 12 2001"],
            ),
            (
                "dob.text",
                "ſept 3 1999 xſept 3 1999 وُلد 12 جويلية 1985".into(),
                vec!["ſept 3 1999", "12 جويلية 1985"],
            ),
            (
                "iban",
                "IBAN TN59 0704 0005 8101 1112 9653 et".into(),
                vec!["TN59 0704 0005 8101 1112 9653"],
            ),
            (
                "iban",
                "tn5907040005810111129653".into(),
                vec!["tn5907040005810111129653"],
            ),
            (
                "phone.nanp",
                "+1 (514) 555-0123, +1(212)555 0199; x+1 (514) 555-0123".into(),
                vec!["+1 (514) 555-0123", "+1(212)555 0199", "+1 (514) 555-0123"],
            ),
            // an area code or exchange from 0 or 1, a short or long number: not North American
            (
                "phone.nanp",
                "+1 (014) 555-0123 +1 (514) 155-0123 +1 (514) 555-012 +1 (514) 555-01234".into(),
                vec![],
            ),
            ("passport.mrz", mrz.clone(), vec![mrz.as_str()]),
            ("passport.mrz", format!("x {mrz2}"), vec![mrz2]),
        ];
        for (id, text, want) in cases {
            let got: Vec<&str> = fast(by_id(id), &text)
                .into_iter()
                .map(|(a, b)| &text[a..b])
                .collect();
            assert_eq!(got, want, "{id} {text:?}");
            let reference: Vec<&str> = reference(id, &text)
                .into_iter()
                .map(|(a, b)| &text[a..b])
                .collect();
            assert_eq!(got, reference, "{id} {text:?}");
        }
    }

    /// Pieces of text around numbers: every context word of every pattern as written and in
    /// capitals, the amount words, proclitics, letters that lower-case to other lengths (`İ`,
    /// the Kelvin sign), accents, blanks, punctuation and digits.
    fn context_pieces() -> Vec<String> {
        let mut v: Vec<String> = specs()
            .iter()
            .flat_map(|s| s.context.iter())
            .chain(AMOUNT_AFTER)
            .flat_map(|w| [w.to_string(), w.to_uppercase()])
            .collect();
        for x in [
            " ", "  ", "\n", "\n\n", "\t", ":", ".", "-", "_", ",", "'", "é", "É", "À", "ÿ", "÷",
            "İ", "\u{212A}", "Ω", "\u{a0}", "«", "’", "و", "ب", "ال", "س", "a", "Zx", "de", "le ",
            "1", "12", "345", "(", "€",
        ] {
            v.push(x.to_string());
        }
        v
    }

    type ContextWords = (Vec<context::Words>, Vec<context::ReferenceWords>);

    /// The context words of every spec, in `specs` order, and their reference search (built
    /// once for the property tests).
    fn context_words() -> &'static ContextWords {
        static W: std::sync::OnceLock<ContextWords> = std::sync::OnceLock::new();
        W.get_or_init(|| {
            let specs = specs();
            (
                specs
                    .iter()
                    .map(|p| context::Words::new(p.context))
                    .collect(),
                specs
                    .iter()
                    .map(|p| context::ReferenceWords::new(p.context))
                    .collect(),
            )
        })
    }

    fn context_text() -> impl proptest::strategy::Strategy<Value = String> {
        use proptest::strategy::Strategy;
        proptest::collection::vec(proptest::sample::select(context_pieces()), 0..24)
            .prop_map(|p| p.concat())
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(300))]
        /// The amount test without lower-casing ASCII windows answers as the lower-cased
        /// window did, at every place of the text.
        #[test]
        fn followed_by_fast_path_equals_lower_cased_window(s in context_text()) {
            let mut ctx = context::Lookup::default();
            for end in (0..=s.len()).filter(|&i| s.is_char_boundary(i)) {
                for chars in [0, 1, 3, 12] {
                    proptest::prop_assert_eq!(
                        ctx.followed_by(&s, end, AMOUNT_AFTER, chars),
                        context::followed_by(&s, end, AMOUNT_AFTER, chars),
                        "{:?} at {} within {}", s, end, chars
                    );
                }
            }
        }

        /// Context look-ups with one reused buffer, searching windows that only need ASCII
        /// capitals lowered as they are, find for every pattern what the look-up on the
        /// lower-cased window found (word, closeness, column header), in a table with headers
        /// and in paragraphs.
        #[test]
        fn context_look_ups_equal_the_lower_cased_search(
            cells in proptest::collection::vec(context_text(), 1..7),
            para in context_text(),
            asks in proptest::collection::vec((0usize..400, 0usize..64, proptest::bool::ANY), 1..40),
        ) {
            use crate::extract::{Builder, Format, Origin};
            let mut b = Builder::new(Format::Csv);
            b.block(&para, Origin::Paragraph { index: 0 });
            b.sep("\n");
            for (i, c) in cells.iter().enumerate() {
                let (row, col) = ((i / 2) as u32, (i % 2) as u32);
                b.block(&format!("{c} {i}"), Origin::TableCell { table: 0, row, col });
                b.sep(if col == 1 { "\n" } else { ";" });
            }
            let doc = b.finish();
            let norm = crate::text::Normalized::new(&doc.text);
            let chunks = chunks(norm.as_str());
            let windows = windows(norm.as_str(), &chunks);
            let text = Text {
                norm,
                doc: &doc,
                chunks,
                windows,
                gate_words: Default::default(),
            };
            let s = text.as_str();
            let specs = specs();
            let (words, reference) = context_words();
            let mut ctx = context::Lookup::default();
            for (at, k, header_only) in asks {
                let Some(start) = (at % (s.len() + 1)..=s.len()).find(|&i| s.is_char_boundary(i)) else {
                    continue;
                };
                let k = k % specs.len();
                let p = &specs[k];
                let chars = if header_only { 0 } else { 48 };
                let got = ctx.find(&text, start, &words[k], chars).map(|f| (f.reason, f.closeness));
                let want = context::find(&text, start, &reference[k], chars).map(|f| (f.reason, f.closeness));
                proptest::prop_assert_eq!(got, want, "{} at {} in {:?}", p.id, start, s);
                // the next pattern at the same start reuses the look-up's window and header
                let k2 = (k + 1) % specs.len();
                let got = ctx.find(&text, start, &words[k2], chars).map(|f| (f.reason, f.closeness));
                let want = context::find(&text, start, &reference[k2], chars).map(|f| (f.reason, f.closeness));
                proptest::prop_assert_eq!(got, want, "{} after {} at {} in {:?}", specs[k2].id, p.id, start, s);
            }
        }
    }

    #[test]
    fn context_exact_answers() {
        let by_id = |id: &str| {
            let spec = specs().into_iter().find(|p| p.id == id).unwrap();
            context::Words::new(spec.context)
        };
        // capitals, accents and Arabic searched as they are; the closest word wins
        let dob = by_id("dob.numeric");
        assert_eq!(
            dob.find_in("DATE DE NAISSANCE : "),
            Some(("date de naissance", 3))
        );
        assert_eq!(dob.find_in("Née le "), Some(("née le", 1)));
        let phone = by_id("tn.phone");
        assert_eq!(phone.find_in("Tél. 12 / GSM "), Some(("gsm", 1)));
        assert_eq!(
            phone.find_in("TÉL "),
            None,
            "É is not lower-cased by the search"
        );
        let cin = by_id("tn.cin");
        assert_eq!(cin.find_in("le MÉDECIN "), None);
        assert_eq!(cin.find_in("وب.ت.و عدد "), Some(("ب.ت.و", 8)));
        let mut ctx = context::Lookup::default();
        assert!(ctx.followed_by("12 TND", 2, AMOUNT_AFTER, 12));
        assert!(ctx.followed_by("12\u{a0}Dinars", 2, AMOUNT_AFTER, 12));
        assert!(ctx.followed_by("12 \u{212A}m", 2, AMOUNT_AFTER, 12));
        assert!(!ctx.followed_by("12 \nTND", 2, AMOUNT_AFTER, 12));
        assert!(!ctx.followed_by("12           TND", 2, AMOUNT_AFTER, 12));
        assert!(ctx.followed_by("12 د.ت", 2, AMOUNT_AFTER, 12));
        assert!(!ctx.followed_by("12 dossiers", 2, AMOUNT_AFTER, 12));
    }

    #[test]
    fn only_two_non_ascii_letters_fold_into_a_to_z() {
        // `letter_before` and the tax-id rule rely on it
        let re = regex::Regex::new("^(?i)[A-Z]$").unwrap();
        let others: Vec<char> = (0..=0x10FFFFu32)
            .filter_map(char::from_u32)
            .filter(|c| !c.is_ascii_alphabetic() && re.is_match(c.encode_utf8(&mut [0; 4])))
            .collect();
        assert_eq!(others, ['\u{17F}', '\u{212A}']);
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(3000))]
        /// Anchored searches at the chunk's starts find what `find_iter` found in the chunk:
        /// same spans, same order, for every chunked pattern.
        #[test]
        fn chunk_matches_equal_find_iter(
            text in "([0-9]{1,22}|[ .\\-/]|\\) |/ |\\n|\\(\\+216\\) ?|\\+216|00216|\\+|00|\\(0\\)|\\+33 ?){1,14}"
        ) {
            for &(cs, ce) in &chunks(&text) {
                let chunk = &text[cs..ce];
                let mut starts = Vec::new();
                chunk_starts(chunk.as_bytes(), &mut starts);
                for (id, re, dfa) in chunked_res() {
                    let mut got = Vec::new();
                    chunk_matches(&mut Forward::new(dfa), chunk, &starts, |a, b| got.push((a, b)));
                    let want: Vec<(usize, usize)> = re.find_iter(chunk).map(|m| (m.start(), m.end())).collect();
                    proptest::prop_assert_eq!(got, want, "{} {:?}", id, chunk);
                }
            }
        }
    }

    #[test]
    fn chunk_matches_exact_spans() {
        let dfa = |id: &str| &chunked_res().iter().find(|(i, _, _)| *i == id).unwrap().2;
        let cases: &[(&str, &str, &[&str])] = &[
            ("tn.cin", "14617305", &["14617305"]),
            ("tn.cin", "12 345 678 14617305", &["12 345 678", "14617305"]),
            ("tn.cin", "146173051", &[]),
            ("tn.cin", "0 5 8 2 1 6 0 3", &["0 5 8 2 1 6 0 3"]),
            ("tn.cin", "0 5 8 2 1 6 0", &[]),
            // two groups of four, the leading digit set apart; not five and three, not a 2 first
            ("tn.cin", "0487 7986", &["0487 7986"]),
            ("tn.cin", "0 0813794", &["0 0813794"]),
            ("tn.cin", "04877 986", &[]),
            (
                "tn.cin",
                "16-025-055 et 11.663.055",
                &["16-025-055", "11.663.055"],
            ),
            ("tn.cin", "16-025-0551", &[]),
            ("tn.cin", "2 0813794", &[]),
            // the first two digits set apart, as on the card; not one and seven, nor three and five
            (
                "tn.cin",
                "07 901486 et 15-985861",
                &["07 901486", "15-985861"],
            ),
            ("tn.cin", "079 01486", &[]),
            ("tn.cin", "07 9014861", &[]),
            ("tn.phone", "(+216) 71 234 567", &["(+216) 71 234 567"]),
            ("tn.phone", "00216 98.123.456", &["00216 98.123.456"]),
            // the international prefix set apart from the country code
            ("tn.phone", "00 216 98 123 456", &["00 216 98 123 456"]),
            ("tn.phone", "100216 98 123 456", &[]),
            // the country code without `+` or `00`
            (
                "tn.phone",
                "(216) 70 204 367 et 216 71 774 583",
                &["(216) 70 204 367", "216 71 774 583"],
            ),
            ("phone.intl", "+33 1 23 45 67 89", &["+33 1 23 45 67 89"]),
            ("dob.numeric", "20/12/1980", &["20/12/1980"]),
            ("dob.numeric", "2020/12/1980-01-02", &["1980-01-02"]),
            ("dob.short", "3/4/99 12.05.87", &["3/4/99", "12.05.87"]),
            (
                "tn.rib",
                "07 040 0058101111296 53",
                &["07 040 0058101111296 53"],
            ),
            (
                "tn.cnss",
                "12345678/90 1234567890",
                &["12345678/90", "1234567890"],
            ),
        ];
        for &(id, chunk, want) in cases {
            let mut starts = Vec::new();
            chunk_starts(chunk.as_bytes(), &mut starts);
            let mut got = Vec::new();
            chunk_matches(&mut Forward::new(dfa(id)), chunk, &starts, |a, b| {
                got.push(&chunk[a..b])
            });
            assert_eq!(got, want, "{id} {chunk:?}");
        }
    }

    #[test]
    fn shapes_skip_what_cannot_match() {
        let s = Shape::of("12345678");
        assert!(s.may_match("tn.cin") && s.may_match("tn.phone.bare"));
        assert!(!s.may_match("tn.phone") && !s.may_match("dob.numeric"));
        assert!(!s.may_match("tn.phone.local") && !s.may_match("phone.intl"));
        let s = Shape::of("(+216) 71.23.45.67");
        assert!(s.may_match("tn.phone") && s.may_match("tn.phone.local"));
        assert!(!s.may_match("tn.cin.7") && !s.may_match("tn.cnss"));
        let s = Shape::of("12/12/1966");
        assert!(s.may_match("dob.numeric") && s.may_match("dob.short"));
        assert_eq!((s.digits, s.run), (8, 4));
    }

    #[test]
    fn number_chunks() {
        let s = "Tél (+216) 75.09.78.00, RIB 04 004 9582710797506 52 et 12/12/1966.";
        let got: Vec<&str> = chunks(s).into_iter().map(|(a, b)| &s[a..b]).collect();
        assert_eq!(
            got,
            [
                "(+216) 75.09.78.00",
                "04 004 9582710797506 52",
                "12/12/1966"
            ]
        );
    }
}
