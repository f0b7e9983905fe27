//! Deterministic synthetic corpus for benchmarks: French and Arabic paragraphs of ordinary
//! administrative prose (certificates, payment orders, minutes, forms, legal recitals) with a
//! realistic density of personal data.
//!
//! Everything is invented: first names come from short generic lists, family names are built
//! from syllables, numbers come from a seeded LCG. RIBs are valid (known bank code, key making
//! the 20-digit number 0 mod 97), phones follow the Tunisian numbering plan, e-mail domains are
//! reserved example domains. A few non-breaking spaces and Arabic-Indic digits are sprinkled in,
//! as in real office documents, so the normaliser has folding to do.
//!
//! Shared by `benches/scan_mask.rs` and `examples/gen_text.rs` (included with `#[path]`); it is
//! not part of the library's API.

use std::fmt::Write;

/// The seed the benchmark and `gen_text` use unless told otherwise.
pub const SEED: u64 = 2026;

/// A 64-bit linear congruential generator (Knuth's MMIX constants). Deterministic everywhere.
struct Lcg(u64);

impl Lcg {
    fn next_u32(&mut self) -> u32 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 33) as u32
    }
    /// Uniform-ish in `0..n` (`n` > 0).
    fn below(&mut self, n: u32) -> u32 {
        ((u64::from(self.next_u32()) * u64::from(n)) >> 31) as u32
    }
    /// Uniform-ish in `lo..=hi`.
    fn range(&mut self, lo: u32, hi: u32) -> u32 {
        lo + self.below(hi - lo + 1)
    }
    fn pick<'a, T>(&mut self, xs: &'a [T]) -> &'a T {
        &xs[self.below(xs.len() as u32) as usize]
    }
    /// True with probability `pct` percent.
    fn chance(&mut self, pct: u32) -> bool {
        self.below(100) < pct
    }
    fn digits(&mut self, n: usize, out: &mut String) {
        for _ in 0..n {
            out.push(char::from(b'0' + self.below(10) as u8));
        }
    }
}

// --- invented people -------------------------------------------------------------------------

/// Generic first names, Latin and Arabic spellings aligned.
const MALE: &[(&str, &str)] = &[
    ("Sami", "سامي"),
    ("Karim", "كريم"),
    ("Mohamed", "محمد"),
    ("Ahmed", "أحمد"),
    ("Walid", "وليد"),
    ("Hichem", "هشام"),
    ("Nabil", "نبيل"),
    ("Anis", "أنيس"),
    ("Youssef", "يوسف"),
    ("Mehdi", "مهدي"),
    ("Slim", "سليم"),
    ("Fares", "فارس"),
    ("Hamza", "حمزة"),
    ("Omar", "عمر"),
];
const FEMALE: &[(&str, &str)] = &[
    ("Leila", "ليلى"),
    ("Sonia", "سنية"),
    ("Amel", "آمال"),
    ("Rim", "ريم"),
    ("Ines", "إيناس"),
    ("Salma", "سلمى"),
    ("Nadia", "نادية"),
    ("Mouna", "منى"),
    ("Asma", "أسماء"),
    ("Hela", "هالة"),
    ("Olfa", "ألفة"),
    ("Sarra", "سارة"),
];
/// Family-name syllables, Latin and Arabic aligned: names like "Karoumi" / "الكرومي".
const STEM: &[(&str, &str)] = &[
    ("Kar", "كر"),
    ("Zen", "زن"),
    ("Mab", "مب"),
    ("Tor", "طر"),
    ("Fel", "فل"),
    ("Dar", "در"),
    ("Sal", "سل"),
    ("Mek", "مك"),
    ("Rab", "رب"),
    ("Gha", "غا"),
    ("Bel", "بل"),
    ("Ham", "هم"),
    ("Tal", "طل"),
    ("Jer", "جر"),
    ("Nef", "نف"),
    ("Sou", "سو"),
];
const MID: &[(&str, &str)] = &[("ou", "و"), ("a", "ا"), ("i", "ي"), ("", "")];
const END: &[(&str, &str)] = &[
    ("mi", "مي"),
    ("di", "دي"),
    ("li", "لي"),
    ("ni", "ني"),
    ("ssi", "سي"),
    ("ri", "ري"),
    ("zi", "زي"),
    ("bi", "بي"),
    ("ki", "كي"),
];

struct Person {
    female: bool,
    first: &'static str,
    first_ar: &'static str,
    last: String,
    last_ar: String,
}

impl Person {
    fn new(r: &mut Lcg) -> Person {
        let female = r.chance(45);
        let &(first, first_ar) = r.pick(if female { FEMALE } else { MALE });
        let (s, m, e) = (*r.pick(STEM), *r.pick(MID), *r.pick(END));
        let stem_lat = format!("{}{}{}", s.0, m.0, e.0);
        let stem_ar = format!("{}{}{}", s.1, m.1, e.1);
        let (last, last_ar) = if r.chance(25) {
            (format!("Ben {stem_lat}"), format!("بن {stem_ar}"))
        } else {
            (stem_lat, format!("ال{stem_ar}"))
        };
        Person {
            female,
            first,
            first_ar,
            last,
            last_ar,
        }
    }
    fn title(&self) -> &'static str {
        if self.female {
            "Mme"
        } else {
            "M."
        }
    }
    fn title_ar(&self) -> &'static str {
        if self.female {
            "السيدة"
        } else {
            "السيد"
        }
    }
    fn e(&self) -> &'static str {
        if self.female {
            "e"
        } else {
            ""
        }
    }
    fn ar_fem(&self) -> &'static str {
        if self.female {
            "ة"
        } else {
            ""
        }
    }
    fn full(&self) -> String {
        format!("{} {}", self.first, self.last)
    }
    fn full_ar(&self) -> String {
        format!("{} {}", self.first_ar, self.last_ar)
    }
    fn email(&self, r: &mut Lcg, out: &mut String) {
        const DOMAINS: &[&str] = &[
            "example.com",
            "example.org",
            "example.net",
            "courrier.example",
            "mail.example",
        ];
        let last = self.last.to_ascii_lowercase().replace(' ', "");
        let first = self.first.to_ascii_lowercase();
        match r.below(3) {
            0 => write!(out, "{first}.{last}"),
            1 => write!(out, "{}{last}", &first[..1]),
            _ => write!(out, "{first}_{last}{}", r.range(1, 99)),
        }
        .unwrap();
        write!(out, "@{}", r.pick(DOMAINS)).unwrap();
    }
}

// --- identifiers -----------------------------------------------------------------------------

fn cin(r: &mut Lcg, out: &mut String) {
    out.push(if r.chance(70) { '0' } else { '1' });
    r.digits(7, out);
}

fn phone(r: &mut Lcg, out: &mut String) {
    const MOBILE: &[&str] = &["2", "5", "9", "4"];
    const FIXED: &[&str] = &["71", "72", "73", "74", "75", "76", "77", "78", "79"];
    let mut n = String::new();
    if r.chance(60) {
        let m = *r.pick(MOBILE);
        n.push_str(m);
        r.digits(7, &mut n);
    } else {
        let m = *r.pick(FIXED);
        n.push_str(m);
        r.digits(6, &mut n);
    }
    match r.below(5) {
        0 | 1 => write!(out, "{} {} {}", &n[..2], &n[2..5], &n[5..]),
        2 => write!(out, "+216 {} {} {}", &n[..2], &n[2..5], &n[5..]),
        3 => write!(
            out,
            "(+216) {}.{}.{}.{}",
            &n[..2],
            &n[2..4],
            &n[4..6],
            &n[6..]
        ),
        _ => write!(out, "{}.{}.{}", &n[..2], &n[2..5], &n[5..]),
    }
    .unwrap();
}

/// A valid Tunisian RIB: bank (2) branch (3) account (13) key (2), 0 mod 97.
fn rib(r: &mut Lcg, out: &mut String) {
    const BANKS: &[&str] = &[
        "01", "03", "04", "05", "07", "08", "10", "11", "12", "14", "17", "20", "25",
    ];
    let mut d = String::with_capacity(20);
    let bank = *r.pick(BANKS);
    d.push_str(bank);
    r.digits(16, &mut d);
    let rem = d
        .bytes()
        .fold(0u32, |acc, b| (acc * 10 + u32::from(b - b'0')) % 97);
    // d * 100 + key == 0 (mod 97); a key of 0 is written 97
    let key = match (97 - rem * 100 % 97) % 97 {
        0 => 97,
        k => k,
    };
    write!(d, "{key:02}").unwrap();
    debug_assert_eq!(
        d.bytes()
            .fold(0u32, |acc, b| (acc * 10 + u32::from(b - b'0')) % 97),
        0
    );
    if r.chance(60) {
        write!(out, "{} {} {} {}", &d[..2], &d[2..5], &d[5..18], &d[18..]).unwrap();
    } else {
        out.push_str(&d);
    }
}

const MONTHS_FR: &[&str] = &[
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
];
const MONTHS_AR: &[&str] = &[
    "جانفي",
    "فيفري",
    "مارس",
    "أفريل",
    "ماي",
    "جوان",
    "جويلية",
    "أوت",
    "سبتمبر",
    "أكتوبر",
    "نوفمبر",
    "ديسمبر",
];

/// A date: numeric (`12/03/1985`) or in words, French or Arabic months.
fn date(r: &mut Lcg, years: (u32, u32), arabic: bool, out: &mut String) {
    let (d, m, y) = (r.range(1, 28), r.range(1, 12), r.range(years.0, years.1));
    if r.chance(55) {
        write!(out, "{d:02}/{m:02}/{y}").unwrap();
    } else if arabic {
        write!(out, "{d} {} {y}", MONTHS_AR[m as usize - 1]).unwrap();
    } else {
        write!(out, "{d} {} {y}", MONTHS_FR[m as usize - 1]).unwrap();
    }
}

/// Postal codes and localities (public geography, not personal data).
const PLACES: &[(&str, &str, &str)] = &[
    ("2037", "Ennasr", "النصر"),
    ("1002", "Tunis Belvédère", "تونس البلفيدير"),
    ("3027", "Sfax El Jadida", "صفاقس الجديدة"),
    ("4000", "Sousse", "سوسة"),
    ("2080", "Ariana", "أريانة"),
    ("8050", "Hammamet", "الحمامات"),
    ("5000", "Monastir", "المنستير"),
    ("7000", "Bizerte", "بنزرت"),
    ("6000", "Gabès", "قابس"),
    ("2045", "L'Aouina", "العوينة"),
    ("3100", "Kairouan", "القيروان"),
    ("8000", "Nabeul", "نابل"),
];
const STREETS: &[(&str, &str)] = &[
    ("rue des Jasmins", "نهج الياسمين"),
    ("rue des Orangers", "نهج البرتقال"),
    ("avenue de la République", "شارع الجمهورية"),
    ("rue Ibn Khaldoun", "نهج ابن خلدون"),
    ("avenue de l'Indépendance", "شارع الاستقلال"),
    ("rue des Oliviers", "نهج الزيتون"),
    ("impasse des Roses", "نهج الورد"),
    ("boulevard de l'Environnement", "شارع البيئة"),
    ("rue du Lac Léman", "نهج البحيرة"),
    ("cité des Pins", "حي الصنوبر"),
];

fn address(r: &mut Lcg, arabic: bool, out: &mut String) {
    let &(cp, city, city_ar) = r.pick(PLACES);
    let &(street, street_ar) = r.pick(STREETS);
    let n = r.range(1, 140);
    if arabic {
        write!(out, "{n} {street_ar}، {cp} {city_ar}").unwrap();
    } else {
        write!(out, "{n}, {street}, {cp} {city}").unwrap();
    }
}

/// An amount in dinars: `2 450,000 TND`, `350,500 DT`, `12 000 دينار`.
fn amount(r: &mut Lcg, arabic: bool, out: &mut String) {
    let dinars = match r.below(3) {
        0 => r.range(20, 999),
        1 => r.range(1_000, 9_999),
        _ => r.range(10_000, 250_000),
    };
    let mill = *r.pick(&[0, 0, 500, 250, 750, 125]);
    let mut grouped = String::new();
    let s = dinars.to_string();
    for (i, c) in s.chars().enumerate() {
        if i > 0 && (s.len() - i) % 3 == 0 {
            grouped.push(' ');
        }
        grouped.push(c);
    }
    if arabic {
        let unit = *r.pick(&["د.ت", "دينار", "دينارا"]);
        write!(out, "{grouped},{mill:03} {unit}").unwrap();
    } else {
        let unit = *r.pick(&["TND", "DT", "dinars"]);
        write!(out, "{grouped},{mill:03} {unit}").unwrap();
    }
}

/// A legal reference: `loi n° 2004-63 du 27 juillet 2004`, `الأمر الحكومي عدد 417 لسنة 2018`.
fn legal(r: &mut Lcg, arabic: bool, out: &mut String) {
    let y = r.range(1990, 2024);
    let n = r.range(1, 1200);
    if arabic {
        let kind = *r.pick(&[
            "القانون عدد",
            "القانون الأساسي عدد",
            "الأمر الحكومي عدد",
            "الأمر عدد",
            "المنشور عدد",
        ]);
        write!(out, "{kind} {n} لسنة {y} المؤرخ في ").unwrap();
        let (d, m) = (r.range(1, 28), r.range(1, 12));
        write!(out, "{d} {} {y}", MONTHS_AR[m as usize - 1]).unwrap();
    } else {
        let kind = *r.pick(&[
            "la loi",
            "la loi organique",
            "le décret gouvernemental",
            "le décret",
            "la circulaire",
            "l'arrêté",
        ]);
        let (d, m) = (r.range(1, 28), r.range(1, 12));
        write!(
            out,
            "{kind} n°{}{y}-{n} du {d} {} {y}",
            nbsp(r),
            MONTHS_FR[m as usize - 1]
        )
        .unwrap();
    }
}

/// Mostly a plain space, sometimes a non-breaking one (Word puts them after "n°").
fn nbsp(r: &mut Lcg) -> &'static str {
    if r.chance(15) {
        "\u{a0}"
    } else {
        " "
    }
}

/// A file reference with no personal data: `DRE/2023/01457`.
fn dossier(r: &mut Lcg, out: &mut String) {
    let unit = *r.pick(&["DRE", "DGAF", "SG", "DAJ", "BO", "DRH"]);
    write!(out, "{unit}/{}/", r.range(2015, 2024)).unwrap();
    r.digits(5, out);
}

// --- paragraphs ------------------------------------------------------------------------------

const GOVS: &[(&str, &str)] = &[
    ("Tunis", "تونس"),
    ("Ariana", "أريانة"),
    ("Sfax", "صفاقس"),
    ("Sousse", "سوسة"),
    ("Nabeul", "نابل"),
    ("Bizerte", "بنزرت"),
    ("Gabès", "قابس"),
    ("Kairouan", "القيروان"),
];
const JOBS: &[(&str, &str)] = &[
    ("de technicien principal", "فني أول"),
    ("d'administrateur conseiller", "متصرف مستشار"),
    ("d'ingénieur en chef", "مهندس رئيس"),
    ("d'attaché d'administration", "ملحق إدارة"),
    ("de secrétaire de direction", "كاتب مدير"),
    ("d'agent d'exécution", "عون تنفيذ"),
];

const FR_PROSE: &[&str] = &[
    "La commission s'est réunie en présence de la majorité de ses membres et a examiné l'ensemble des dossiers inscrits à l'ordre du jour, conformément au règlement intérieur.",
    "Après délibération, il a été décidé de reporter l'examen des demandes incomplètes à la prochaine session et d'inviter les services concernés à compléter les pièces manquantes.",
    "Les directions régionales sont priées de transmettre les états récapitulatifs avant la fin du mois, accompagnés des justificatifs nécessaires et visés par le contrôleur des dépenses.",
    "Le présent rapport présente le bilan des activités de l'exercice écoulé ainsi que les perspectives de l'année à venir, notamment en matière de modernisation des procédures.",
    "Il est rappelé que toute demande de congé doit être déposée au bureau d'ordre au moins quinze jours avant la date prévue, sauf cas de force majeure dûment justifié.",
    "La direction des affaires financières a procédé à la vérification des pièces comptables et n'a relevé aucune anomalie de nature à remettre en cause la régularité des opérations.",
    "Les candidats retenus seront convoqués par voie administrative pour passer l'épreuve orale, dont la date sera fixée ultérieurement par décision du président du jury.",
    "Conformément aux orientations du ministère, les services veilleront à la dématérialisation progressive des échanges et à la protection des données à caractère personnel.",
];
const AR_PROSE: &[&str] = &[
    "اجتمعت اللجنة بحضور أغلبية أعضائها ونظرت في جميع الملفات المدرجة بجدول الأعمال طبقا للنظام الداخلي.",
    "وبعد التداول تقرر تأجيل النظر في المطالب غير المكتملة إلى الدورة القادمة ودعوة المصالح المعنية إلى استكمال الوثائق الناقصة.",
    "يطلب من الإدارات الجهوية موافاة الإدارة العامة بالكشوفات التلخيصية قبل نهاية الشهر مرفقة بالمؤيدات اللازمة.",
    "يتضمن هذا التقرير حصيلة نشاط السنة المنقضية وآفاق السنة القادمة خاصة في مجال تعصير الإجراءات الإدارية.",
    "نذكر بأن كل مطلب عطلة يجب أن يودع بمكتب الضبط قبل خمسة عشر يوما على الأقل من التاريخ المحدد.",
    "قامت إدارة الشؤون المالية بالتثبت في الوثائق المحاسبية ولم تسجل أي إخلال من شأنه أن يمس من سلامة العمليات.",
    "سيتم استدعاء المترشحين المقبولين بالطرق الإدارية لاجتياز الاختبار الشفاهي في تاريخ يحدد لاحقا.",
    "وتحرص المصالح طبقا لتوجهات الوزارة على الرقمنة التدريجية للمراسلات وعلى حماية المعطيات الشخصية.",
];

fn prose(r: &mut Lcg, sentences: &[&str], n: u32, out: &mut String) {
    for k in 0..n {
        if k > 0 {
            out.push(' ');
        }
        let sentence = *r.pick(sentences);
        out.push_str(sentence);
    }
}

fn fr_paragraph(r: &mut Lcg, out: &mut String) {
    let p = Person::new(r);
    let e = p.e();
    match r.below(14) {
        // certificate: the full identity
        0 | 1 => {
            let &(gov, _) = r.pick(GOVS);
            let &(job, _) = r.pick(JOBS);
            write!(
                out,
                "Le directeur régional de {gov} certifie que {} {}, titulaire de la CIN n°{}",
                p.title(),
                p.full(),
                nbsp(r)
            )
            .unwrap();
            cin(r, out);
            write!(out, ", né{e} le ").unwrap();
            date(r, (1955, 2003), false, out);
            write!(out, " à {}, demeurant au ", r.pick(GOVS).0).unwrap();
            address(r, false, out);
            write!(out, ", exerce en qualité {job} depuis le ").unwrap();
            date(r, (2005, 2023), false, out);
            out.push_str(" et perçoit un salaire mensuel brut de ");
            amount(r, false, out);
            out.push_str(". La présente attestation est délivrée à l'intéressé");
            out.push_str(if p.female { "e" } else { "" });
            out.push_str(" pour servir et valoir ce que de droit.");
        }
        // payment order
        2 => {
            out.push_str("En application de ");
            legal(r, false, out);
            out.push_str(", le montant de ");
            amount(r, false, out);
            write!(
                out,
                " sera versé par virement au compte bancaire de {} {} (RIB ",
                p.title(),
                p.full()
            )
            .unwrap();
            rib(r, out);
            out.push_str("), au titre du dossier ");
            dossier(r, out);
            out.push_str(". ");
            prose(r, FR_PROSE, 1, out);
        }
        // contact
        3 => {
            prose(r, FR_PROSE, 1, out);
            write!(
                out,
                " Pour toute information complémentaire, veuillez contacter {} {}, chargé{e} du dossier, au ",
                p.title(),
                p.last
            )
            .unwrap();
            phone(r, out);
            out.push_str(" ou par courriel à l'adresse ");
            p.email(r, out);
            out.push('.');
        }
        // legal recitals, no personal data
        4 => {
            for _ in 0..r.range(2, 4) {
                out.push_str("Vu ");
                legal(r, false, out);
                out.push_str(",\n");
            }
            out.push_str("Vu le dossier ");
            dossier(r, out);
            out.push_str(" et l'avis de la commission en date du ");
            date(r, (2015, 2024), false, out);
            out.push('.');
        }
        // minutes: people present
        5 => {
            out.push_str("Étaient présents : ");
            for k in 0..r.range(2, 4) {
                if k > 0 {
                    out.push_str(", ");
                }
                let q = Person::new(r);
                write!(out, "{} {}", q.title(), q.full()).unwrap();
            }
            write!(
                out,
                ". La séance est ouverte à {}h{:02}. ",
                r.range(8, 15),
                r.range(0, 5) * 10
            )
            .unwrap();
            prose(r, FR_PROSE, 2, out);
        }
        // a form
        6 => {
            write!(
                out,
                "Nom et prénom : {} {}\nCIN n°{}: ",
                p.last.to_uppercase(),
                p.first,
                nbsp(r)
            )
            .unwrap();
            cin(r, out);
            out.push_str("\nDate de naissance : ");
            date(r, (1955, 2003), false, out);
            out.push_str("\nAdresse : ");
            address(r, false, out);
            out.push_str("\nTél. : ");
            phone(r, out);
            out.push_str("\nE-mail : ");
            p.email(r, out);
        }
        // a letter's end
        7 => {
            prose(r, FR_PROSE, 1, out);
            out.push_str(
                " Veuillez agréer l'expression de nos salutations distinguées.\nCordialement,\n",
            );
            out.push_str(&p.full());
        }
        // plain prose with a file number and a date
        _ => {
            write!(out, "Réf. : ").unwrap();
            dossier(r, out);
            out.push_str(" du ");
            date(r, (2015, 2024), false, out);
            out.push_str(". ");
            let n = r.range(2, 3);
            prose(r, FR_PROSE, n, out);
        }
    }
}

/// Arabic digits, sometimes written with Arabic-Indic digits (٠١٢...).
fn indic(r: &mut Lcg, s: &str, out: &mut String) {
    if r.chance(10) {
        out.extend(s.chars().map(|c| match c {
            '0'..='9' => char::from_u32(0x0660 + (c as u32 - '0' as u32)).unwrap_or(c),
            _ => c,
        }));
    } else {
        out.push_str(s);
    }
}

fn ar_paragraph(r: &mut Lcg, out: &mut String) {
    let p = Person::new(r);
    let f = p.ar_fem();
    let mut tmp = String::new();
    match r.below(14) {
        0 | 1 => {
            let &(_, gov) = r.pick(GOVS);
            let &(_, job) = r.pick(JOBS);
            write!(
                out,
                "يشهد المدير الجهوي ب{gov} أن {} {} صاحب{f} بطاقة التعريف الوطنية عدد ",
                p.title_ar(),
                p.full_ar()
            )
            .unwrap();
            cin(r, &mut tmp);
            indic(r, &tmp, out);
            write!(out, " المولود{f} في ").unwrap();
            tmp.clear();
            date(r, (1955, 2003), true, &mut tmp);
            indic(r, &tmp, out);
            out.push_str(" والقاطن");
            out.push_str(f);
            out.push_str(" ب");
            address(r, true, out);
            write!(out, " يعمل بصفة {job} منذ ").unwrap();
            date(r, (2005, 2023), true, out);
            out.push_str(" ويتقاضى أجرا شهريا خاما قدره ");
            amount(r, true, out);
            out.push_str(". وقد سلمت له هذه الشهادة للإدلاء بها عند الحاجة.");
        }
        2 => {
            out.push_str("عملا بأحكام ");
            legal(r, true, out);
            out.push_str("، يتم تحويل مبلغ ");
            amount(r, true, out);
            write!(out, " إلى الحساب البنكي عدد ").unwrap();
            rib(r, out);
            write!(
                out,
                " الراجع إلى {} {} بعنوان الملف عدد ",
                p.title_ar(),
                p.full_ar()
            )
            .unwrap();
            dossier(r, out);
            out.push_str(". ");
            prose(r, AR_PROSE, 1, out);
        }
        3 => {
            prose(r, AR_PROSE, 1, out);
            write!(
                out,
                " وللمزيد من المعلومات يرجى الاتصال ب{} {} المكلف{f} بالملف على الهاتف ",
                p.title_ar(),
                p.last_ar
            )
            .unwrap();
            phone(r, out);
            out.push_str(" أو عبر البريد الإلكتروني ");
            p.email(r, out);
            out.push('.');
        }
        4 => {
            for _ in 0..r.range(2, 4) {
                out.push_str("بعد الاطلاع على ");
                legal(r, true, out);
                out.push_str("،\n");
            }
            out.push_str("وعلى الملف عدد ");
            dossier(r, out);
            out.push_str(" ورأي اللجنة بتاريخ ");
            date(r, (2015, 2024), true, out);
            out.push('.');
        }
        5 => {
            out.push_str("حضر الاجتماع: ");
            for k in 0..r.range(2, 4) {
                if k > 0 {
                    out.push_str(" و");
                }
                let q = Person::new(r);
                write!(out, "{} {}", q.title_ar(), q.full_ar()).unwrap();
            }
            write!(out, ". افتتحت الجلسة على الساعة {}. ", r.range(8, 15)).unwrap();
            prose(r, AR_PROSE, 2, out);
        }
        6 => {
            write!(out, "الاسم واللقب : {}\nرقم بطاقة التعريف : ", p.full_ar()).unwrap();
            cin(r, &mut tmp);
            indic(r, &tmp, out);
            out.push_str("\nتاريخ الولادة : ");
            date(r, (1955, 2003), true, out);
            out.push_str("\nالعنوان : ");
            address(r, true, out);
            out.push_str("\nالهاتف : ");
            phone(r, out);
        }
        7 => {
            prose(r, AR_PROSE, 1, out);
            write!(
                out,
                " وتقبلوا فائق عبارات التقدير والاحترام.\nالإمضاء: {}",
                p.full_ar()
            )
            .unwrap();
        }
        _ => {
            out.push_str("المرجع: ");
            dossier(r, out);
            out.push_str(" بتاريخ ");
            date(r, (2015, 2024), true, out);
            out.push_str(". ");
            let n = r.range(2, 3);
            prose(r, AR_PROSE, n, out);
        }
    }
}

/// At least `bytes` bytes of text (paragraphs separated by blank lines, about 60 % French and
/// 40 % Arabic), the same for the same `seed`.
pub fn generate(bytes: usize, seed: u64) -> String {
    let mut r = Lcg(seed ^ 0x9E37_79B9_7F4A_7C15);
    let mut out = String::with_capacity(bytes + 4096);
    while out.len() < bytes {
        if !out.is_empty() {
            out.push_str("\n\n");
        }
        if r.chance(60) {
            fr_paragraph(&mut r, &mut out);
        } else {
            ar_paragraph(&mut r, &mut out);
        }
    }
    out.push('\n');
    out
}
