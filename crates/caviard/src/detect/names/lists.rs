//! The words the PERSON rules look for: the name and stop lists of `data/names/`, titles,
//! particles, labels, name columns, closing formulas, undersigned cues, greetings, filiation
//! particles and cue phrases; and the bits of the lists each word is in, found by one look-up
//! ([`lists`]).

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use std::sync::OnceLock;

const FIRST_LATIN: &str = include_str!("../../../data/names/first_latin.txt");
const LAST_LATIN: &str = include_str!("../../../data/names/last_latin.txt");
const FIRST_ARABIC: &str = include_str!("../../../data/names/first_arabic.txt");
const LAST_ARABIC: &str = include_str!("../../../data/names/last_arabic.txt");

/// Capitalised words that are not names (document vocabulary, institutions, places, months).
const STOP_LATIN: &str = include_str!("../../../data/names/stop_latin.txt");
/// Arabic words that end a name (function words, roles, document vocabulary).
const STOP_ARABIC: &str = include_str!("../../../data/names/stop_arabic.txt");

pub(super) const PARTICLES_LATIN: &[&str] = &[
    "ben", "bent", "bin", "ibn", "el", "ould", "ep", "épouse", "veuve", "abou", "abu", "ait",
    "aït", "al",
];
pub(super) const PARTICLES_ARABIC: &[&str] = &["بن", "بنت", "ابن", "أبو", "ابو", "بو", "ولد"];

const TITLES_LATIN: &[&str] = &[
    "m",
    "mme",
    "mlle",
    "mr",
    "mrs",
    "ms",
    "miss",
    "monsieur",
    "madame",
    "mademoiselle",
    "dr",
    "docteur",
    "pr",
    "professeur",
    "maître",
    "maitre",
    "me",
    "sir",
    "mister",
    "doctor",
    "prof",
    "professor",
    "messrs",
    // a lawyer, as English translations of court papers write `Maître`
    "counsel",
];
pub(super) const TITLES_ARABIC: &[&str] = &[
    "السيد",
    "السيدة",
    "الآنسة",
    "الانسة",
    "الدكتور",
    "الدكتورة",
    "الأستاذ",
    "الأستاذة",
    "الاستاذ",
    "الاستاذة",
    "المحامي",
    "المحامية",
    "الطبيب",
    "الطبيبة",
    "السادة",
    "الشيخ",
    "الحاج",
    "الحاجة",
    // a judge, a person a police report names ("المدعو X": "the one called X")
    "القاضي",
    "القاضية",
    "المدعو",
    "المدعوة",
    // the deceased of an estate (`تركة المرحوم X Y`)
    "المرحوم",
    "المرحومة",
    // a nurse, as a care log writes the one who came (`الممرض(ة) X Y`)
    "الممرض",
    "الممرضة",
];
/// Labels after which a name follows (lower case, without the colon).
pub(super) const LABELS: &[&str] = &[
    "nom",
    "prénom",
    "prenom",
    "nom et prénom",
    "nom et prenom",
    "nom & prénom",
    "nom, prénom",
    "nom, prenom",
    "prénom et nom",
    "prénom, nom",
    "nom complet",
    "name",
    "full name",
    "first name",
    "last name",
    "surname",
    "employee",
    "employé",
    "employée",
    "salarié",
    "salariée",
    "patient",
    "patiente",
    "client",
    "cliente",
    "bénéficiaire",
    "titulaire",
    "demandeur",
    "demandeuse",
    "candidat",
    "candidate",
    "signataire",
    "emprunteur",
    "emprunteuse",
    "co-emprunteur",
    "garant",
    "from",
    "de",
    "à",
    "to",
    "cc",
    "cci",
    "bcc",
    "expéditeur",
    "destinataire",
    "attn",
    "attention",
    "contact",
    "réclamant",
    "plaignant",
    "plaignante",
    "applicant",
    "borrower",
    "tenant",
    "locataire",
    "requérant",
    "requérante",
    "représentant",
    "personne à prévenir",
    "contact d'urgence",
    "emergency contact",
    "next of kin",
    "assuré",
    "assurée",
    "conducteur",
    "conductrice",
    // a traveller, a witness, a spouse, a court's officer, a pupil and the parent of a form
    "voyageur",
    "voyageuse",
    "passager",
    "passagère",
    "traveller",
    "traveler",
    "passenger",
    "témoin",
    "witness",
    "conjoint",
    "conjointe",
    "époux",
    "épouse",
    "spouse",
    "huissier",
    "huissier de justice",
    // the speakers of a call's transcript ("AGENT (X) :", "Opératrice : X")
    "agent",
    "opérateur",
    "opératrice",
    "operator",
    "advisor",
    "adviser",
    "caller",
    "customer",
    "notaire",
    "élève",
    "tuteur",
    "tutrice",
    "pupil",
    "student",
    "guardian",
    "المسافر",
    "المسافرة",
    "الشاهد",
    "الشاهدة",
    "الزوج",
    "الزوجة",
    "العدل المنفذ",
    "التلميذ",
    "التلميذة",
    "الولي",
    "اسم الولي",
    "اسم التلميذ",
    "اسم التلميذ ولقبه",
    "اسم المريض",
    "اسم الأجير",
    "إمضاء الولي",
    "إمضاء",
    "توقيع",
    // people in a role, as forms and minutes name them: an agent, a notary, a nurse, a lawyer,
    // a manager, an officer in charge, the parties of a lease, a sale or a debt
    "الوكيل",
    "الوكيلة",
    "العدل",
    "عدل الإشهاد",
    "الممرض",
    "الممرضة",
    "المكلف بالحرفاء",
    "المكلفة بالحرفاء",
    "الممثل القانوني",
    "المتصرف",
    "المسير",
    "المستأجر",
    "المستأجرة",
    "المؤجر",
    "المؤجرة",
    "البائع",
    "المشتري",
    "الكفيل",
    "المدين",
    "médecin traitant",
    "infirmier",
    "infirmière",
    "avocat",
    "avocate",
    "mandataire",
    "gérant",
    "gérante",
    "chargé de clientèle",
    "chargée de clientèle",
    "bailleur",
    "bailleresse",
    "acheteur",
    "acheteuse",
    "caution",
    "débiteur",
    "débitrice",
    "attending physician",
    "physician",
    "nurse",
    "landlord",
    "guarantor",
    "debtor",
    "buyer",
    "seller",
    "الاسم الكامل",
    "المؤمن له",
    "صاحب الحساب",
    "صاحبة الحساب",
    // who signs or sells for the firm: "Pour l'agence : X Y", "Vendeur : X Y", "عن الوكالة: X"
    "pour l'agence",
    "pour la banque",
    "for the agency",
    "for the bank",
    "عن الوكالة",
    "عن البنك",
    "vendeur",
    "vendeuse",
    "conseiller",
    "conseillère",
    "conseiller clientèle",
    "sales adviser",
    "sales advisor",
    "sales agent",
    "المستشار التجاري",
    "المستشارة التجارية",
    // people named by their role in a form: the host of a visa applicant, a parent, the
    // contact person of a supplier or an account (at most three words: `label_at`)
    "personne invitante",
    "inviting person",
    "nom du père",
    "father's name",
    "mother's name",
    "اسم الأب",
    "اسم الأم",
    "account manager",
    "supplier contact",
    "personne de contact",
    "contact person",
    "interlocuteur",
    "interlocutrice",
    "identité",
    "identity",
    "holder",
    "name of holder",
    "account holder",
    "titulaire du compte",
    "الاسم",
    "الاسم واللقب",
    "الاسم و اللقب",
    "اللقب",
    "الإسم",
    "المريض",
    "المريضة",
    "العميل",
    "الحريف",
    "المشتكي",
    "المشتكية",
    "الطالب",
    "المترشح",
    "المترشحة",
    "الأجير",
    "الموظف",
    "الموظفة",
    "المقترض",
    "المرسل",
    "إلى",
    "من",
    // the trainer, the trainee and the tutor of an internship or a course; the sender and the
    // receiver of a transfer; a subscriber, a supervisor, who approved or validated a sheet
    "formateur",
    "formatrice",
    "trainer",
    "stagiaire",
    "trainee",
    "intern",
    "المكون",
    "المكونة",
    "المؤطر",
    "المؤطرة",
    "المتربص",
    "المتربصة",
    "sender",
    "receiver",
    "recipient",
    "beneficiary",
    "co-borrower",
    "co-emprunteuse",
    "relationship manager",
    "supervisor",
    "superviseur",
    "superviseuse",
    "approved by",
    "validated by",
    "validé par",
    "visé par",
    "abonné",
    "abonnée",
    "subscriber",
    "المستفيد",
    "المستفيدة",
    "المشترك",
    "المشتركة",
    "العون",
    "القرين",
    "القرينة",
    "المصادقة",
    // the person to inform, the enforcement officer, the landlord and the tenant of a Tunisian
    // lease (المسوغ, المتسوغ) and their signatures, a parent's full name, a customs declarant
    // who signed ("Signé : X Y, chargé de recouvrement")
    "signé",
    "signée",
    "signed",
    // the principal of a power of attorney, a signature
    "الموكل",
    "الموكلة",
    "إمضاء الموكل",
    "إمضاء الموكلة",
    "إمضاء الوكيل",
    "الإمضاء",
    "الشخص الواجب إعلامه",
    "عدل التنفيذ",
    "المسوغ",
    "المتسوغ",
    "إمضاء المسوغ",
    "إمضاء المتسوغ",
    "mother's full name",
    "father's full name",
    "importateur",
    "importatrice",
    "exportateur",
    "déclarant",
    "signature du déclarant",
    "pharmacie",
    "pharmacien",
    "pharmacienne",
    "pharmacist",
    "pharmacy",
    "الصيدلية",
    "الصيدلي",
    // a court's bench and clerk, a department's head, the treating doctor, who received a
    // request or wrote it up, the person a letter is for
    "greffier",
    "greffière",
    "arbitre",
    "arbitrator",
    "المحكم",
    "président",
    "présidente",
    "chef de service",
    "head of department",
    "clerk",
    "الرئيس",
    "الرئيسة",
    "كاتب الجلسة",
    "كاتبة الجلسة",
    "رئيس المصلحة",
    "رئيسة المصلحة",
    "الطبيب المعالج",
    "الطبيبة المعالجة",
    "تلقته",
    "تلقاه",
    "حرره",
    "حررته",
    "أعده",
    "أعدته",
    "من طرف",
    "بواسطة",
    "attn",
    "attn.",
    // a driving instructor, a coach, an internship's supervisors, the witnesses of a civil
    // act, the officer who drew up a fine or inspected a vehicle, the pharmacist in charge,
    // the civil registrar
    "moniteur",
    "monitrice",
    "moniteur référent",
    "monitrice référente",
    "head coach",
    "coach",
    "entraîneur",
    "encadrant",
    "encadrante",
    "encadrant académique",
    "encadrante académique",
    "encadrant en entreprise",
    "encadrante en entreprise",
    "témoins",
    "witnesses",
    "العون المحرر",
    "العون الفاحص",
    "الصيدلي المسؤول",
    "ضابط الحالة المدنية",
    // an owner, a borrower, who signed and stamped, a deed's notaries
    "المالك",
    "المالكة",
    "المقترض",
    "المقترضة",
    "المقترض الأول",
    "المقترضة الأولى",
    "المقترض الثاني",
    "المقترضة الثانية",
    "الإمضاء والختم",
    "العدلان",
    "العدل",
    // a wedding's couple
    "mariés",
    "les mariés",
    "marié",
    "mariée",
    "bride",
    "groom",
    "العريس",
    "العروس",
    // who declared a death, the adviser of a simulation, a register's coordinator, a council's
    // chair and union delegate, the nurse or manager on duty, the person to call, who travels
    // with a group, the employee a disciplinary board hears, the board and its defence
    "المصرح",
    "المصرحة",
    "المستشار",
    "المستشارة",
    "المنسق",
    "المنسقة",
    "رئيس المجلس",
    "رئيسة المجلس",
    "ممثل النقابة",
    "ممثلة النقابة",
    "المسؤول الليلي",
    "المسؤولة الليلية",
    "عند الطوارئ",
    "en cas d'urgence",
    "in case of emergency",
    "nurse in charge",
    "duty manager",
    "night manager",
    "responsable de nuit",
    "accompagnateur",
    "accompagnatrice",
    "agent concerné",
    "agente concernée",
    "board",
    "présidence",
    "défense",
    "signatures",
    // an importer or exporter, a worker on an Arabic payslip
    "importer",
    "exporter",
    // a child's record: the child and the parents; an owner; who manages an account
    "enfant",
    "père",
    "mère",
    "fils de",
    "fille de",
    "son of",
    "daughter of",
    "child",
    "father",
    "mother",
    "owner",
    "الطبيب المقيم",
    "كاتب التحقيق",
    // a farm's operator, a therapist, an installer
    "المستغل",
    "المعالج",
    "المعالجة",
    "المركب",
    "الولية",
    "الطبيبة المقيمة",
    "العامل",
    "العاملة",
];
/// Words that start a firm's or a place's name (`Agence Nour El Houda`, `la société Alpha Beta`):
/// a known first name right after one is the firm's name, not a person's. (`Pharmacie X` is left
/// out: a Tunisian pharmacy bears its pharmacist's name.)
pub(super) const FIRM_WORDS: &[&str] = &[
    "société",
    "societe",
    "sarl",
    "entreprise",
    "firme",
    "company",
    "groupe",
    "cabinet",
    "agence",
    "banque",
    "bank",
    "association",
    "bureau",
    "firm",
    "clinique",
    "hôtel",
    "hotel",
    "résidence",
    "restaurant",
    "café",
    "institut",
    "école",
    "centre",
    "fondation",
    "librairie",
    "boutique",
    "agency",
    "clinic",
    "school",
    "chu",
    "hôpital",
    "hopital",
    "hospital",
    "lycée",
    "collège",
    "faculté",
    "voyages",
    "travel",
];

/// Words that start the name of a public place or institution named after a person, in lower
/// case as well (`avenue Alain Savary`, `l'Hôpital Charles Nicolle`, `معهد صالح عزيز`): a known
/// first name right after one is the place's name, not a person's. Latin words are matched after
/// an elided article (`l'`, `d'`); Arabic ones with one proclitic letter (`بمستشفى`).
pub(super) const NAMED_PLACE_BEFORE: &[&str] = &[
    "hôpital",
    "hopital",
    "institut",
    "école",
    "ecole",
    "lycée",
    "lycee",
    "collège",
    "college",
    "faculté",
    "faculte",
    "université",
    "universite",
    // an airport's, an agency's or a shop's name (`Aéroport international Djerba-Zarzis`,
    // `وكالة الإقامة الهادئة`, `فضاء خدمات المنار`)
    "aéroport",
    "aeroport",
    "airport",
    "agence",
    "agency",
    "مطار",
    "وكالة",
    "فضاء",
    "clinique",
    "centre",
    "fondation",
    "stade",
    "mosquée",
    "rue",
    "avenue",
    "boulevard",
    "impasse",
    "chemin",
    "quai",
    "allée",
    // streets abroad (`Via Guglielmo Marconi 3, Milano`, `Calle X`, `Rua Y`)
    "via",
    "viale",
    "piazza",
    "corso",
    "calle",
    "avenida",
    "rua",
    "hospital",
    "institute",
    "university",
    "faculty",
    "school",
    "clinic",
    "center",
    "مستشفى",
    "المستشفى",
    "معهد",
    "مدرسة",
    "جامعة",
    "كلية",
    "مصحة",
    "مؤسسة",
    "جامع",
    "مسجد",
    "ملعب",
    "شارع",
    "نهج",
    "زنقة",
];

/// Words that end a firm's name after a first name (`Jasmin Rent a Car`, `Nour Voyages`).
pub(super) const FIRM_AFTER: &[&str] = &[
    // a public place or institution named after a person (`Charles Nicolle Hospital`, `STAR
    // Insurance`)
    "hospital",
    "institute",
    "university",
    "school",
    "high",
    "primary",
    "academy",
    "hotel",
    "residence",
    "library",
    "museum",
    "airport",
    "street",
    "clinic",
    "college",
    "foundation",
    "avenue",
    "road",
    "stadium",
    "mosque",
    "center",
    "centre",
    "insurance",
    "assurance",
    "assurances",
    "takaful",
    "rent",
    "tours",
    "travel",
    "voyages",
    "immobilier",
    "services",
    "consulting",
    "group",
    "groupe",
    "import",
    "export",
    "transport",
    "transports",
    "sarl",
    "suarl",
    "ltd",
    "company",
    "holding",
    "industries",
    "trading",
    "distribution",
    "pharma",
    "assurances",
    "bank",
    "banque",
];

/// Column headers that mean "this column holds names".
pub(super) const NAME_COLUMNS: &[&str] = &[
    "nom",
    "prénom",
    "prenom",
    "nom complet",
    "nom et prénom",
    "nom prénom",
    "name",
    "full name",
    "employee",
    "employé",
    "salarié",
    "patient",
    "client",
    "titulaire",
    "agent",
    "salarié(e)",
    "salariée",
    "employé(e)",
    "bénéficiaire",
    "beneficiary",
    "الاسم",
    "الاسم واللقب",
    "اللقب",
    "المستفيد",
    // the people of a register: who prescribed, who handled a ticket, the customer
    "médecin",
    "prescripteur",
    "médecin prescripteur",
    "prescriber",
    "doctor",
    "conseiller",
    "conseillère",
    "agent traitant",
    "الطبيب",
    "الطبيب المعالج",
    "العميل",
    "الحريف",
    "المكلف",
    "المكلف بالملف",
    "العون",
    // a name split in two columns
    "surname",
    "given name",
    "given names",
    "first name",
    "last name",
    "family name",
    "nom de famille",
    "prénoms",
    // who is named in a register: a hotel's guest, a carer, a nurse, a trainee, a witness, a
    // tenant, a subscriber, the holder of an account
    "guest",
    "guest name",
    "customer",
    "customer name",
    "client name",
    "employee name",
    "patient name",
    "nom du client",
    "nom du patient",
    "nom du bénéficiaire",
    "beneficiary name",
    "voyageur",
    "traveller",
    "passenger",
    "intervenant",
    "intervenante",
    "soignant",
    "soignante",
    "infirmier",
    "infirmière",
    "nurse",
    "caregiver",
    "carer",
    "stagiaire",
    "trainee",
    "participant",
    "témoin",
    "witness",
    "locataire",
    "tenant",
    "abonné",
    "subscriber",
    "account holder",
    "titulaire du compte",
    "النزيل",
    "الممرض",
    "الممرضة",
    "المتدخل",
    "المنتفع",
    "اسم المنتفع",
    "المشترك",
    "المتربص",
    "الشاهد",
    // who a register is about or kept by: a driving school's candidate and instructor, a
    // vehicle's or a fine's owner, a licence holder, a coach, a patient in Arabic
    "candidate",
    "cand",
    "candidat",
    "candidate name",
    "instructor",
    "moniteur",
    "monitrice",
    "owner",
    "propriétaire",
    "holder",
    "licence holder",
    "coach",
    "entraîneur",
    "المالك",
    "المالكة",
    "المريض",
    "المريضة",
    "اسم المريض",
    "اسم المريضة",
    "المترشح",
    "المترشحة",
    "المدرب",
    // a member's full name written as one word, who declared a loss, a register's volunteer
    "fullname",
    "déclarant",
    "declarant",
    "déclarante",
    "member",
    "membre",
    "volunteer",
    "bénévole",
    "المتطوع",
    "المصرح",
    // the parties of a debt or a guarantee
    "débiteur",
    "débitrice",
    "debtor",
    "créancier",
    "garant",
    "guarantor",
    "caution",
    "المدين",
    "الكفيل",
    "الضامن",
];

/// Words of a column header's `Nom du X` / `اسم X` / `X name` that name a thing, not a person:
/// `Nom de la société`, `اسم الشركة`, `Product name`.
const THING_HEADERS: &[&str] = &[
    "société",
    "societe",
    "entreprise",
    "produit",
    "fichier",
    "banque",
    "établissement",
    "etablissement",
    "projet",
    "rue",
    "ville",
    "commune",
    "service",
    "article",
    "modèle",
    "marque",
    "navire",
    "hôtel",
    "hotel",
    "agence",
    "organisme",
    "école",
    "ecole",
    "domaine",
    "commercial",
    "company",
    "product",
    "file",
    "bank",
    "street",
    "city",
    "project",
    "brand",
    "model",
    "ship",
    "vessel",
    "school",
    "business",
    "médicament",
    "medicament",
    "maladie",
    "hôpital",
    "hopital",
    "clinique",
    "fournisseur",
    "item",
    "drug",
    "medication",
    "account",
    "trading",
    "legal",
    "registered",
    "display",
    "user",
    "domain",
    "host",
    "trade",
    "branch",
    "site",
    "event",
    "course",
    "الشركة",
    "المؤسسة",
    "المنتج",
    "البنك",
    "المستشفى",
    "الشارع",
    "المدينة",
    "الولاية",
    "الملف",
    "المشروع",
    "الفرع",
    "المدرسة",
    "النهج",
    "الجمعية",
    "الوكالة",
];

/// Whether a column header (lower case, one language of a bilingual header) says its cells hold
/// people's names: one of [`NAME_COLUMNS`], or a header of that shape whatever the role it names
/// (`Nom du locataire`, `اسم الفلاح`, `Farmer name`), unless it names a thing ([`THING_HEADERS`]).
pub(super) fn is_name_column(h: &str) -> bool {
    let h = h.trim();
    if NAME_COLUMNS.contains(&h) {
        return true;
    }
    let rest = [
        "nom du ",
        "nom de la ",
        "nom de l'",
        "nom de ",
        "nom et prénom ",
        "اسم ",
        "لقب ",
    ]
    .iter()
    .find_map(|p| h.strip_prefix(p))
    .or_else(|| h.strip_suffix("'s name"))
    .or_else(|| h.strip_suffix(" name"));
    // who did something to a thing, one participle then `by` or `par` (`Received by`, `Released
    // by`, `Signé par`, `Prélevé par`): a person, in a chain of custody, a register, a visa
    let by = h
        .strip_suffix(" by")
        .filter(|r| !r.contains(' ') && r.ends_with("ed"))
        .or_else(|| {
            h.strip_suffix(" par").filter(|r| {
                !r.contains(' ')
                    && ["é", "ée", "u", "ue", "is", "ise", "it"]
                        .iter()
                        .any(|e| r.ends_with(e))
            })
        });
    // (not an order, a filter or a program: `Sorted by`, `Classé par`, `Generated by`)
    let not_acts = [
        "sorted",
        "ordered",
        "grouped",
        "filtered",
        "generated",
        "powered",
        "followed",
        "classé",
        "trié",
        "groupé",
        "filtré",
        "généré",
        "suivi",
    ];
    if by.is_some_and(|r| r.chars().count() >= 4 && !not_acts.contains(&r)) {
        return true;
    }
    rest.is_some_and(|r| {
        let r = r.trim();
        // (a role of one to four words: `الطفلة ولقبها`, `la personne à prévenir`)
        !r.is_empty()
            && r.split(' ').count() <= 4
            && r.split(' ').all(|w| !THING_HEADERS.contains(&w))
    })
}

pub(super) const CLOSINGS: &[&str] = &[
    "cordialement",
    "bien cordialement",
    "bien à vous",
    "salutations",
    "sincères salutations",
    "respectueusement",
    "regards",
    "best regards",
    "kind regards",
    "sincerely",
    "best",
    "thanks",
    "thank you",
    "merci",
    "signé",
    "signature",
    "مع تحياتي",
    "تحياتي",
    "مع فائق الاحترام",
    "مع خالص التحية",
    "والسلام",
    "الإمضاء",
    "الامضاء",
    "وتقبلوا فائق الاحترام",
];

/// The lists a word is in, one bit per list (see [`Lists::classes`]).
pub(super) mod class {
    pub const FIRST_LATIN: u16 = 1;
    pub const LAST_LATIN: u16 = 1 << 1;
    pub const FIRST_ARABIC: u16 = 1 << 2;
    pub const LAST_ARABIC: u16 = 1 << 3;
    pub const STOP_LATIN: u16 = 1 << 4;
    pub const STOP_ARABIC: u16 = 1 << 5;
    /// Titles of both scripts.
    pub const TITLE: u16 = 1 << 6;
    /// Particles of both scripts.
    pub const PARTICLE: u16 = 1 << 7;
    /// "soussigné", "أسفله"...: [`undersigned`](super::super::cues::undersigned).
    pub const CUE: u16 = 1 << 8;
    /// "Bonjour", "Dear", "عزيزي"...: [`greetings`](super::super::cues::greetings).
    pub const GREETING: u16 = 1 << 9;
    /// "ben", "bent", "بن"...: [`filiation`](super::super::cues::filiation).
    pub const FILIATION: u16 = 1 << 10;
    /// The last word of a cue phrase ("is", "par", "لفائدة"...), and "by"/"par" of "signed ...
    /// by": [`cued`](super::super::cues::cued) tries the phrases only after such a word.
    pub const CUE_END: u16 = 1 << 11;
}

/// Words that start the undersigned formula.
const CUES: &[&str] = &[
    "soussigné",
    "soussignée",
    "soussigné(e)",
    "undersigned",
    "أسفله",
    "اسفله",
];
const GREETINGS: &[&str] = &[
    "bonjour",
    "bonsoir",
    // Tunisian greetings written in Latin letters in messages ("3aslema": the digit is no
    // letter, so the word read is "aslema")
    "aslema",
    "ahla",
    "cher",
    "chère",
    "chers",
    "dear",
    "hello",
    "hi",
    "salut",
    "مرحبا",
    "عزيزي",
    "عزيزتي",
];
/// Filiation particles between two name words.
const FILIATIONS: &[&str] = &["ben", "bent", "bin", "ibn", "بن", "بنت", "ابن"];

pub(super) struct Lists {
    /// Every word of every list (Latin name lists in lower case, the others as written), with
    /// the bits of the lists it is in: a token is classified by one look-up, in [`words`].
    ///
    /// [`words`]: super::tokens::words
    pub(super) classes: HashMap<Box<str>, u16>,
    /// The longest word in `classes`, in bytes: longer tokens skip the look-up.
    longest: usize,
    /// The words of `classes` in a list that matters for a Latin word without a capital
    /// ([`LOWER_BITS`]), with all their bits.
    pub(super) lower: HashMap<Box<str>, u16>,
    /// For each first byte, bit `n`: a word of `lower` of `n` bytes (`n` < 32) starts with it.
    lower_shapes: [u32; 256],
}

/// The lists whose membership is read for a Latin word that does not start with a capital:
/// titles (after "soussigné"), particles, undersigned cues, greetings, filiation particles,
/// the last words of cue phrases.
/// The other lists (names, stop words) are only read for capitalised Latin words (or Arabic
/// ones): see [`Tok::name_like`], [`Tok::first_name`], [`Tok::last_name`].
///
/// [`Tok::name_like`]: super::tokens::Tok::name_like
/// [`Tok::first_name`]: super::tokens::Tok::first_name
/// [`Tok::last_name`]: super::tokens::Tok::last_name
pub(super) const LOWER_BITS: u16 = class::TITLE
    | class::PARTICLE
    | class::CUE
    | class::GREETING
    | class::FILIATION
    | class::CUE_END;

impl Lists {
    pub(super) fn class_of(&self, key: &str) -> u16 {
        if key.len() > self.longest {
            return 0;
        }
        self.classes.get(key).copied().unwrap_or(0)
    }

    /// [`Lists::class_of`] for the words of [`LOWER_BITS`] lists, 0 for the others.
    pub(super) fn lower_class_of(&self, key: &str) -> u16 {
        let n = key.len();
        let first = key.as_bytes().first().copied().unwrap_or(0);
        if n >= 32 || self.lower_shapes[usize::from(first)] >> n & 1 == 0 {
            return 0;
        }
        self.lower.get(key).copied().unwrap_or(0)
    }
}

fn set(s: &'static str) -> HashSet<&'static str> {
    s.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .collect()
}

/// Latin lists are matched on lower-case keys.
fn lower_set(s: &'static str) -> HashSet<String> {
    set(s).into_iter().map(str::to_lowercase).collect()
}

pub(super) fn lists() -> &'static Lists {
    static L: OnceLock<Lists> = OnceLock::new();
    L.get_or_init(|| {
        let mut classes: HashMap<Box<str>, u16> = HashMap::default();
        let mut add = |words: &mut dyn Iterator<Item = String>, bit: u16| {
            for w in words {
                *classes.entry(w.into_boxed_str()).or_default() |= bit;
            }
        };
        let fixed = |list: &'static [&'static str]| list.iter().map(|w| w.to_string());
        let raw = |s: &'static str| set(s).into_iter().map(str::to_string);
        add(&mut lower_set(FIRST_LATIN).into_iter(), class::FIRST_LATIN);
        add(&mut lower_set(LAST_LATIN).into_iter(), class::LAST_LATIN);
        add(&mut raw(FIRST_ARABIC), class::FIRST_ARABIC);
        add(&mut raw(LAST_ARABIC), class::LAST_ARABIC);
        add(&mut raw(STOP_LATIN), class::STOP_LATIN);
        add(&mut raw(STOP_ARABIC), class::STOP_ARABIC);
        add(
            &mut fixed(TITLES_LATIN).chain(fixed(TITLES_ARABIC)),
            class::TITLE,
        );
        add(
            &mut fixed(PARTICLES_LATIN).chain(fixed(PARTICLES_ARABIC)),
            class::PARTICLE,
        );
        add(&mut fixed(CUES), class::CUE);
        add(&mut fixed(GREETINGS), class::GREETING);
        add(&mut fixed(FILIATIONS), class::FILIATION);
        add(&mut cue_ends(), class::CUE_END);
        let longest = classes.keys().map(|k| k.len()).max().unwrap_or(0);
        let lower: HashMap<Box<str>, u16> = classes
            .iter()
            .filter(|(_, &c)| c & LOWER_BITS != 0)
            .map(|(k, &c)| (k.clone(), c))
            .collect();
        let mut lower_shapes = [0u32; 256];
        for k in lower.keys() {
            // every such word is shorter than 32 bytes (checked by a test)
            if let Some(&b) = k.as_bytes().first().filter(|_| k.len() < 32) {
                lower_shapes[usize::from(b)] |= 1 << k.len();
            }
        }
        Lists {
            classes,
            longest,
            lower,
            lower_shapes,
        }
    })
}

/// Words in running text that introduce a person (lower case, as tokens): "My name is X Y",
/// "représenté par X Y", "auprès de X Y", "بطلب من X Y".
pub(super) const CUE_PHRASES: &[&[&str]] = &[
    &["my", "name", "is"],
    &["je", "m'appelle"],
    &["signed", "by"],
    // a letter's addressee (`attn. X Y`, `Attn: X Y`)
    &["attn"],
    // a fellow traveller
    &["travelling", "with"],
    &["traveling", "with"],
    &["voyageant", "avec"],
    &["signé", "par"],
    &["signée", "par"],
    &["represented", "by"],
    &["représenté", "par"],
    &["représentée", "par"],
    &["auprès", "de"],
    &["à", "la", "requête", "de"],
    &["à", "la", "demande", "de"],
    &["at", "the", "request", "of"],
    &["on", "behalf", "of"],
    &["beneficiary"],
    &["bénéficiaire"],
    &["passport", "for"],
    &["passport", "of"],
    &["passeport", "de"],
    &["le", "salarié"],
    &["la", "salariée"],
    &["the", "employee"],
    &["بطلب", "من"],
    &["لفائدة"],
    &["ملف", "الموظف"],
    &["ملف", "الموظفة"],
    &["fait", "par"],
    &["faite", "par"],
    // a newcomer announced by HR: "our new hire X Y", "notre nouvelle recrue X Y"
    &["new", "hire"],
    &["new", "employee"],
    &["new", "recruit"],
    &["new", "colleague"],
    &["nouvelle", "recrue"],
    &["nouvel", "employé"],
    &["nouvelle", "employée"],
    &["nouveau", "collaborateur"],
    &["nouvelle", "collaboratrice"],
    &["nouveau", "salarié"],
    &["nouvelle", "salariée"],
    &["الموظف", "الجديد"],
    &["الموظفة", "الجديدة"],
    // officers of a police report or a court: "Nous, commissaire X Y", "برئاسة القاضي X"
    // (a title), "وعضوية X", "كاتب الجلسة X", "محافظ الشرطة X"
    &["commissaire"],
    &["brigadier-chef"],
    &["brigadier"],
    &["inspecteur"],
    &["inspectrice"],
    &["greffier"],
    &["greffière"],
    &["وعضوية"],
    &["عضوية"],
    &["كاتب", "الجلسة"],
    &["محافظ", "الشرطة"],
    &["ملازم", "أول"],
    &["عريف"],
    &["رقيب"],
    &["نقيب"],
    // an HR file, a contact person, who is speaking in a chat ("معاك X Y من الوكالة")
    &["ملف", "العون"],
    &["يجب", "الاتصال", "به"],
    &["معاك"],
    // the author of a report, a colleague vouching for someone
    &["établi", "par"],
    &["établie", "par"],
    &["rédigé", "par"],
    &["rédigée", "par"],
    &["mon", "collègue"],
    &["ma", "collègue"],
    &["my", "colleague"],
    &["زميلي"],
    &["زميلتي"],
    // who declared a death (`صرّح بالوفاة X`), whose request a committee examined (`في مطلب X`)
    &["بالوفاة"],
    // who is given a power (`وأفوض X`), who speaks (`أنا X،`), a spouse who comes along
    &["وأفوض"],
    &["أفوض"],
    &["spouse"],
    // the adviser who manages an account (`managed by X Y`)
    &["managed", "by"],
    // a witness present, who to call, who a copy is for
    &["بحضور", "الشاهد"],
    &["بحضور", "الشاهدة"],
    &["الاتصال", "ب"],
    &["في", "مطلب"],
    // a person named in a report: "le nommé X Y", "la nommée X Y"
    &["le", "nommé"],
    &["la", "nommée"],
    // filiation spelled out: "fils de X Y et de Z W", "daughter of X Y"
    &["fils", "de"],
    &["fille", "de"],
    &["et", "de"],
    &["son", "of"],
    &["daughter", "of"],
    // a court's officer in a heading or a notice: "L'huissier de justice : X Y", "العدل المنفذ: X"
    &["huissier", "de", "justice"],
    &["l'huissier", "de", "justice"],
    &["العدل", "المنفذ"],
    &["عدل", "منفذ"],
    // someone a statement names: "un homme nommé X Y", "شخص يدعى X Y", "driven by X Y"
    &["nommé"],
    &["nommée"],
    &["dénommé"],
    &["dénommée"],
    &["named"],
    &["يدعى"],
    &["تدعى"],
    &["يسمى"],
    &["تسمى"],
    // who speaks introduces themself: "Bonjour, c'est X Y", "ici X Y de la pharmacie",
    // "this is X Y from the bank" (not "je suis", as often before a job title in capitals)
    &["c'est"],
    &["ici"],
    &["this", "is"],
    // the architect of a building permit's plans ("المهندس المعماري X Y"; "المهندس" alone is
    // as often followed by an adjective: "المهندس المدني للبلدية")
    &["المهندس", "المعماري"],
    &["المهندسة", "المعمارية"],
    &["l'architecte"],
    // who prepared a sheet, whom a letter invites ("Prepared by X Y", "invitation for X Y")
    &["prepared", "by"],
    &["préparé", "par"],
    &["invitation", "for"],
    // who approved or checked a sheet: "Approved by X Y", "Visé par X Y"
    &["approved", "by"],
    &["validated", "by"],
    &["checked", "by"],
    &["validé", "par"],
    &["validée", "par"],
    &["visé", "par"],
    &["visée", "par"],
    &["approuvé", "par"],
    &["approuvée", "par"],
    &["driven", "by"],
    &["conduit", "par"],
    &["conduite", "par"],
    // kin named after their tie to someone: an heir, a guardian, a next of kin ("son épouse X Y",
    // "his daughter X Y", "زوجته X Y", "وابنته X Y": the conjunction glued to the Arabic word)
    &["son", "épouse"],
    &["sa", "femme"],
    &["son", "mari"],
    &["son", "époux"],
    &["son", "fils"],
    &["sa", "fille"],
    &["son", "frère"],
    &["sa", "sœur"],
    &["son", "père"],
    &["mon", "père"],
    &["ma", "mère"],
    &["mon", "frère"],
    &["ma", "sœur"],
    &["my", "father"],
    &["my", "mother"],
    // a wider family: cousins, nephews and nieces, uncles and aunts, a relative (`قريبي X Y`)
    &["mon", "cousin"],
    &["ma", "cousine"],
    &["son", "cousin"],
    &["sa", "cousine"],
    &["mon", "neveu"],
    &["ma", "nièce"],
    &["son", "neveu"],
    &["sa", "nièce"],
    &["mon", "oncle"],
    &["ma", "tante"],
    &["son", "oncle"],
    &["sa", "tante"],
    &["my", "cousin"],
    &["his", "cousin"],
    &["her", "cousin"],
    &["my", "nephew"],
    &["my", "niece"],
    &["his", "nephew"],
    &["his", "niece"],
    &["her", "nephew"],
    &["her", "niece"],
    &["my", "uncle"],
    &["my", "aunt"],
    &["my", "relative"],
    &["قريبي"],
    &["وقريبي"],
    &["قريبتي"],
    &["وقريبتي"],
    &["قريبه"],
    &["قريبها"],
    &["قريبته"],
    &["قريبتها"],
    &["his", "father"],
    &["her", "father"],
    &["his", "mother"],
    &["her", "mother"],
    // a colleague who stands in (`الزميل X Y`), a court's civil party (`القائمة بالحق الشخصي`)
    &["الزميل"],
    &["الزميلة"],
    &["بالحق", "الشخصي"],
    &["sa", "mère"],
    &["son", "conjoint"],
    &["sa", "conjointe"],
    &["mon", "fils"],
    &["ma", "fille"],
    &["mon", "épouse"],
    &["mon", "mari"],
    &["his", "wife"],
    &["her", "husband"],
    &["his", "son"],
    &["her", "son"],
    &["his", "daughter"],
    &["her", "daughter"],
    &["his", "brother"],
    &["her", "brother"],
    &["his", "sister"],
    &["her", "sister"],
    &["my", "wife"],
    &["my", "husband"],
    &["my", "son"],
    &["my", "daughter"],
    &["my", "brother"],
    &["my", "sister"],
    &["زوجته"],
    &["وزوجته"],
    &["زوجها"],
    &["وزوجها"],
    &["زوجتي"],
    &["وزوجتي"],
    &["زوجي"],
    &["وزوجي"],
    &["ابنه"],
    &["وابنه"],
    &["ابنها"],
    &["وابنها"],
    &["ابني"],
    &["وابني"],
    &["ابنته"],
    &["وابنته"],
    &["ابنتها"],
    &["وابنتها"],
    &["ابنتي"],
    &["وابنتي"],
    &["ابنيه"],
    &["وابنيه"],
    &["ابنتيه"],
    &["وابنتيه"],
    &["ابناه"],
    &["وابناه"],
    &["أخوه"],
    &["وأخوه"],
    &["أخاه"],
    &["وأخاه"],
    &["أخيه"],
    &["وأخيه"],
    &["أخته"],
    &["وأخته"],
    &["أختها"],
    &["وأختها"],
    &["أخي"],
    &["وأخي"],
    &["أختي"],
    &["وأختي"],
    &["شقيقه"],
    &["وشقيقه"],
    &["شقيقها"],
    &["وشقيقها"],
    &["شقيقته"],
    &["وشقيقته"],
    &["شقيقتها"],
    &["وشقيقتها"],
    &["والده"],
    &["ووالده"],
    &["والدها"],
    &["ووالدها"],
    &["والدي"],
    &["ووالدي"],
    &["والدته"],
    &["ووالدته"],
    &["والدتها"],
    &["ووالدتها"],
    &["والدتي"],
    &["ووالدتي"],
    &["أمه"],
    &["وأمه"],
    &["أمها"],
    &["وأمها"],
    &["أمي"],
    &["وأمي"],
    &["أبوه"],
    &["وأبوه"],
    &["أباه"],
    &["وأباه"],
    &["أبيه"],
    &["وأبيه"],
    &["أبي"],
    &["وأبي"],
    &["حفيده"],
    &["وحفيده"],
    &["حفيدته"],
    &["وحفيدته"],
    &["أرملته"],
    &["وأرملته"],
    // a married or maiden name after the person's own ("Mme X Y Ep. Z", "née Z", "أرملة Z"):
    // one word is enough ([`ONE_WORD_CUES`])
    &["ep"],
    &["épouse"],
    &["veuve"],
    &["née"],
    &["أرملة"],
    &["حرم"],
    &["زوجة"],
];

/// The last words of the cue phrases after which one name word is enough: a married or maiden
/// name (the person's own name is before it, found by its own cue). They may be capitalised
/// ("Ep.", "Épouse") and an abbreviation's full stop may follow ("Ep. Z").
pub(super) const ONE_WORD_CUES: &[&str] = &["ep", "épouse", "veuve", "née", "أرملة", "حرم", "زوجة"];

/// The words a cue phrase can end with: the last word of each of [`CUE_PHRASES`], and "by"/"par"
/// (of "signed ... by"). Derived from the phrases, so the two cannot drift; each is a bit of
/// the token's classes ([`class::CUE_END`]), read at no cost per token.
fn cue_ends() -> impl Iterator<Item = String> {
    CUE_PHRASES
        .iter()
        .filter_map(|p| p.last())
        .chain(&["by", "par"])
        .map(|w| w.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_lookup_gives_the_membership_of_every_list() {
        let l = lists();
        let owned = |s: HashSet<String>| s.into_iter().collect::<Vec<_>>();
        let raw = |s: &'static str| set(s).into_iter().map(str::to_string).collect::<Vec<_>>();
        let fixed =
            |a: &[&str], b: &[&str]| a.iter().chain(b).map(|w| w.to_string()).collect::<Vec<_>>();
        let lists: [(Vec<String>, u16); 12] = [
            (owned(lower_set(FIRST_LATIN)), class::FIRST_LATIN),
            (owned(lower_set(LAST_LATIN)), class::LAST_LATIN),
            (raw(FIRST_ARABIC), class::FIRST_ARABIC),
            (raw(LAST_ARABIC), class::LAST_ARABIC),
            (raw(STOP_LATIN), class::STOP_LATIN),
            (raw(STOP_ARABIC), class::STOP_ARABIC),
            (fixed(TITLES_LATIN, TITLES_ARABIC), class::TITLE),
            (fixed(PARTICLES_LATIN, PARTICLES_ARABIC), class::PARTICLE),
            (fixed(CUES, &[]), class::CUE),
            (fixed(GREETINGS, &[]), class::GREETING),
            (fixed(FILIATIONS, &[]), class::FILIATION),
            (cue_ends().collect(), class::CUE_END),
        ];
        // every word is found with its bits
        for (k, &c) in &l.classes {
            assert_eq!(l.class_of(k), c, "{k}");
        }
        for (words, bit) in &lists {
            assert!(words.len() >= 6, "list of bit {bit} too short");
            for w in words {
                assert_ne!(l.class_of(w) & bit, 0, "{w} lost bit {bit}");
            }
            // a bit only for the words of its list
            for (k, &c) in &l.classes {
                assert_eq!(
                    c & bit != 0,
                    words.contains(&k.to_string()),
                    "{k}, bit {bit}"
                );
            }
        }
        assert_eq!(l.class_of("sami") & class::FIRST_LATIN, class::FIRST_LATIN);
        assert_eq!(l.class_of("ben"), class::PARTICLE | class::FILIATION);
        for w in ["", "xyzzy", "qwvbnm", "ثثثث", &"a".repeat(l.longest + 1)] {
            assert_eq!(l.class_of(w), 0, "{w}");
        }
    }
}
