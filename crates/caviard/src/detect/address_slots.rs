//! ADDRESS by its place ([`AddressSlots`]): the value of a field whose label says it is where a
//! person lives (`Adresse :`, `Home address:`, `العنوان :`, `محل السكنى :`). The street patterns
//! find an address by its street word and number; an address without them (`Cité El Ons, bloc
//! E, appt 9`, `الحي الأولمبي، عمارة 23 شقة 16`, `Apt 22, El Amen Residence, Gremda Road`) is
//! found by its label; a rural address (a douar and the divisions it lies in) by its parts.

use super::health_slots::{fields, norm_span, row_fields};
use super::{Candidate, Detector, Entity, Reason, Text};
use crate::extract::Origin;

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
    // where a person lives abroad, and at home (a consulate's register)
    "adresse à l'étranger",
    "adresse en tunisie",
    "address abroad",
    "address in tunisia",
    "foreign address",
    "العنوان بالخارج",
    "العنوان بتونس",
    // the dwelling a lease or a handover names, where its tenant lives
    "premises",
    "logement",
    "logement loué",
    "المحل",
    "المحل المسوغ",
];

/// The most bytes of an address read after its label.
const MAX_ADDRESS: usize = 160;

/// As sure as the street patterns' matches with a number (0.8): the label says what it is.
const SCORE: f32 = 0.8;

/// See the module's documentation.
pub(super) struct AddressSlots;

/// An address found by its place at `start..end`, and why.
fn slot(start: usize, end: usize, reason: Reason) -> Candidate {
    Candidate {
        entity: Entity::Address,
        start,
        end,
        score: SCORE,
        detector: "address.slot",
        reasons: vec![reason],
    }
}

impl Detector for AddressSlots {
    fn id(&self) -> &'static str {
        "address.slot"
    }

    fn detect(&self, text: &Text<'_>, out: &mut Vec<Candidate>) {
        let s = text.as_str();
        let mut found = Vec::new();
        rural(s, &mut found);
        lives_at(s, &found, out);
        out.append(&mut found);
        row_labels(text, out);
        columns(text, out);
        fields(s, |label, after, line_end| {
            if !address_label(label) {
                return;
            }
            let line_end = continued(s, after, line_end);
            let Some((a, e)) = address_value(&s[after..line_end]) else {
                return;
            };
            out.push(slot(
                after + a,
                after + e,
                Reason::Context {
                    word: label.to_lowercase(),
                },
            ));
        });
    }
}

/// The words of running text after which a person's address follows (`lives at`, `habite
/// au`, `يقطن ب`): matched whatever the case of the Latin ones.
const LIVES_AT: &[&str] = &[
    "lives at",
    "living at",
    "resides at",
    "residing at",
    "domiciled at",
    "habite au",
    "habite à",
    "résidant au",
    "résidant à",
    "réside au",
    "réside à",
    "يقطن ب",
    "تقطن ب",
    "يقيم ب",
    "تقيم ب",
    "يسكن ب",
    "تسكن ب",
];

/// Words of a dwelling or a street, one of which the value after [`LIVES_AT`] must hold (`lives
/// at home with her parents`, `habite à Tunis depuis 2010` are no address), lower case.
const DWELLING_WORDS: &[&str] = &[
    "apt",
    "appt",
    "app",
    "apartment",
    "appartement",
    "flat",
    "block",
    "bloc",
    "imm",
    "immeuble",
    "building",
    "résidence",
    "residence",
    "cité",
    "cite",
    "rue",
    "avenue",
    "av",
    "road",
    "street",
    "boulevard",
    "bd",
    "route",
    "impasse",
    "lotissement",
    "villa",
    "حي",
    "نهج",
    "شارع",
    "عمارة",
    "إقامة",
    "شقة",
    "طريق",
    "زنقة",
    "دوار",
];

/// Where a person lives, after the words that say so in running text ([`LIVES_AT`]): the rest
/// of the sentence, on the next line too after a comma, cut as a label's value is
/// ([`address_value`]) and before `since`, `with`, `and`, `who` (and their French and Arabic
/// words); it must hold a word of a dwelling or a street ([`DWELLING_WORDS`]).
fn lives_at(s: &str, rural: &[Candidate], out: &mut Vec<Candidate>) {
    static AC: std::sync::OnceLock<aho_corasick::AhoCorasick> = std::sync::OnceLock::new();
    let ac = AC.get_or_init(|| {
        aho_corasick::AhoCorasick::builder()
            .ascii_case_insensitive(true)
            .build(LIVES_AT)
            .expect("address cues")
    });
    for m in ac.find_iter(s) {
        // a whole word before it
        if s[..m.start()]
            .chars()
            .next_back()
            .is_some_and(char::is_alphanumeric)
        {
            continue;
        }
        let after = m.end();
        // (within twice an address's longest: a line of thousands of cues costs each of them
        // no more than that)
        let lim = s.floor_char_boundary((after + 2 * MAX_ADDRESS).min(s.len()));
        let line_end = s[after..lim].find('\n').map_or(lim, |k| after + k);
        let line_end = continued(s, after, line_end);
        let mut value = &s[after..line_end];
        for stop in [
            " since ", " depuis ", " with ", " avec ", " and ", " et ", " who ", " qui ",
            " where ", " منذ ", " مع ",
        ] {
            if let Some(k) = value.find(stop) {
                value = &value[..k];
            }
        }
        // (the sentence goes on after the address, a clause in lower case: `residing at 116 Rue
        // X, 7000 Bizerte, Tunisia, request an extract of …`)
        if let Some(k) = value.match_indices(", ").map(|(k, _)| k).find(|&k| {
            let next = &value[k + 2..];
            let word = next
                .split(|c: char| !c.is_alphanumeric())
                .next()
                .unwrap_or("");
            next.starts_with(|c: char| c.is_ascii_lowercase()) && !DWELLING_WORDS.contains(&word)
        }) {
            value = &value[..k];
        }
        let Some((a, e)) = address_value(value) else {
            continue;
        };
        let lower = value[a..e].to_lowercase();
        if !lower
            .split(|c: char| !c.is_alphanumeric())
            .any(|w| DWELLING_WORDS.contains(&w))
        {
            continue;
        }
        // (a rural address found by its parts already holds it: `rural`'s candidates, in
        // order)
        let k = rural[..].partition_point(|c| c.start <= after + a);
        if k > 0 && rural[k - 1].end >= after + e {
            continue;
        }
        out.push(slot(
            after + a,
            after + e,
            Reason::Context {
                word: LIVES_AT[m.pattern().as_usize()].to_string(),
            },
        ));
    }
}

/// Words that start a rural address: a douar (a hamlet) and the parts of the country's
/// administrative divisions that follow it, one per comma-separated part: a sector (imada), a
/// delegation (mootamadiya), a governorate (wilaya). Latin ones in lower case.
const DOUAR: &[&str] = &["douar", "dowar", "دوار", "henchir", "hanchir", "هنشير"];
const DIVISIONS: &[&str] = &[
    "secteur",
    "imada",
    "cheikhat",
    "délégation",
    "delegation",
    "gouvernorat",
    "governorate",
    "عمادة",
    "معتمدية",
    "مشيخة",
    "ولاية",
];

/// Words in the 80 bytes before a henchir (an estate, where a douar is a hamlet) that make it a
/// farm's address, not a person's home (`Adresse de l'exploitation : Henchir X, délégation Y`).
const FARM_WORDS: &[&str] = &[
    "exploitation",
    "ferme",
    "farm",
    "domaine agricole",
    "الضيعة",
    "المستغلة",
    "الاستغلال",
];

/// Words after a region's name that make it a part of a rural address (`Ariana countryside`).
const REGIONS: &[&str] = &["countryside", "campagne"];

/// The most characters of a rural address's first part (a douar, maybe with its sector without a
/// comma between them), and the most bytes of each other part.
const MAX_PART: usize = 60;

/// Rural addresses, which have no street nor number: a douar, then at least one of the
/// administrative divisions it lies in, each a comma-separated part that starts with its word
/// (`Douar Ech-Chott, secteur Ech-Chott, délégation de Msaken`, `دوار الشط، عمادة الشط، معتمدية
/// بنزرت`), and a postcode with its town after them (`2080 Ariana`). A douar named alone is a
/// place, not an address.
fn rural(s: &str, out: &mut Vec<Candidate>) {
    let word_char = |c: char| c.is_alphanumeric();
    // every `douar` (any case) or `دوار`: their letters after the first are searched with
    // memchr's vectorised search (a text has few), then the word is checked
    let b = s.as_bytes();
    let mut starts: Vec<usize> = Vec::new();
    for needle in [
        "وار", "ouar", "OUAR", "owar", "OWAR", "نشير", "nchir", "NCHIR",
    ] {
        let first_len = match needle {
            "وار" => "د".len(),
            "نشير" => "ه".len(),
            "nchir" | "NCHIR" => 2,
            _ => 1,
        };
        for k in memchr::memmem::find_iter(b, needle.as_bytes()) {
            let Some(start) = k.checked_sub(first_len) else {
                continue;
            };
            let ascii = |w: &[u8]| {
                w.eq_ignore_ascii_case(b"douar")
                    || w.eq_ignore_ascii_case(b"dowar")
                    || w.eq_ignore_ascii_case(b"hench")
                    || w.eq_ignore_ascii_case(b"hanch")
            };
            if (needle.is_ascii() && b.get(start..start + 5).is_some_and(ascii))
                || (needle == "وار" && b[start..k] == *"د".as_bytes())
                || (needle == "نشير" && b[start..k] == *"ه".as_bytes())
            {
                starts.push(start);
            }
        }
    }
    starts.sort_unstable();
    let mut last_end = 0;
    for start in starts {
        // (an Arabic douar may carry its preposition: `بدوار X`, `وهنشير X`)
        let proclitic = s[..start]
            .strip_suffix(['ب', 'و', 'ل'])
            .is_some_and(|before| super::word_starts_at(s, before.len()));
        if start < last_end || !(super::word_starts_at(s, start) || proclitic) {
            continue;
        }
        let mut from = start.saturating_sub(80);
        while !s.is_char_boundary(from) {
            from += 1;
        }
        let estate = !s[start..].starts_with(['d', 'D', 'د']);
        if estate {
            let before = s[from..start].to_lowercase();
            if FARM_WORDS.iter().any(|w| before.contains(w)) {
                continue;
            }
        }
        let first_word = s[start..]
            .split(|c: char| !word_char(c))
            .next()
            .unwrap_or("");
        if !DOUAR.contains(&first_word.to_lowercase().as_str()) {
            continue;
        }
        // the comma-separated parts, up to a line's or a sentence's end, a semicolon, a bracket
        let (mut end, mut divisions, mut at) = (start, 0, start);
        loop {
            // (a part is searched within its longest length: a text of douars with no end
            // costs its length once, not once per douar)
            let mut reach = (at + 4 * MAX_PART + 1).min(s.len());
            while !s.is_char_boundary(reach) {
                reach -= 1;
            }
            let rest = &s[at..reach];
            // (a tab or a quote ends a table's or a CSV file's cell)
            let part_len = rest
                .find([',', '،', ';', '\n', '\t', '"', '|', '(', ')'])
                .unwrap_or(rest.len())
                .min(rest.find(". ").unwrap_or(usize::MAX))
                .min(rest.find(".\n").unwrap_or(usize::MAX));
            let part = &rest[..part_len];
            let trimmed = part.trim();
            // (the douar's own part counts characters, for it may hold its sector; the others
            // count bytes, which stops an Arabic division before the words after it: `معتمدية
            // تطاوين في شخص نائبه الأستاذ X`)
            let long = if at == start {
                part.chars().count() > MAX_PART
            } else {
                part.len() > MAX_PART
            };
            if trimmed.is_empty() || long {
                break;
            }
            // a division named inside the part, after a space: `دوار X عمادة Y 8170 جندوبة`
            let inside = trimmed
                .split(' ')
                .skip(1)
                .any(|w| DIVISIONS.contains(&w.to_lowercase().as_str()));
            let word = trimmed
                .split(|c: char| !word_char(c))
                .next()
                .unwrap_or("")
                .to_lowercase();
            let t = trimmed.as_bytes();
            let postcode = t.len() > 5
                && t[..4].iter().all(u8::is_ascii_digit)
                && t[4] == b' '
                && divisions > 0;
            // (`Ariana countryside`: the region a douar lies in, named before its word)
            let region = trimmed.chars().next().is_some_and(char::is_uppercase)
                && trimmed
                    .rsplit(|c: char| !word_char(c))
                    .next()
                    .is_some_and(|w| REGIONS.contains(&w.to_lowercase().as_str()));
            if at > start && !DIVISIONS.contains(&word.as_str()) && !region && !postcode {
                break;
            }
            divisions += usize::from(at > start && !postcode) + usize::from(inside);
            end = at + part.trim_end().len();
            let next = at + part_len;
            match s[next..].chars().next() {
                Some(c @ (',' | '،')) => at = next + c.len_utf8(),
                _ => break,
            }
            // (a space after the comma; or the comma ends its line and the next part starts
            // the next one: `القاطن بـ دوار X،` then `عمادة Y، معتمدية Z`)
            at += s[at..].len() - s[at..].trim_start_matches([' ', '\t', '\r']).len();
            if s[at..].starts_with('\n') {
                at += 1;
                at += s[at..].len() - s[at..].trim_start_matches([' ', '\t']).len();
            }
        }
        // (the douar's part starts with its word: `Douar X`)
        if divisions > 0 {
            last_end = end;
            out.push(slot(
                start,
                end,
                Reason::Structure {
                    what: "adresse rurale (douar, secteur, délégation)",
                },
            ));
        }
    }
}

/// The second cell of a table's row below its header, when the first one is an address's label
/// (`Home address,"Cité X, rue 12, 3100 Ville"` in a CSV file, `| Adresse | X |` in a DOCX
/// table): the address, as after a colon.
fn row_labels(text: &Text<'_>, out: &mut Vec<Candidate>) {
    let s = text.as_str();
    row_fields(text, |label, a, b| {
        let label = label.to_lowercase();
        if !address_label(&label) {
            return;
        }
        let Some((x, y)) = address_value(&s[a..b]) else {
            return;
        };
        out.push(slot(a + x, a + y, Reason::Context { word: label }));
    });
}

/// The cells of a table column whose header names a person's address ([`address_label`]:
/// `Adresse`, `Adresse à l'étranger`, `العنوان`): the address, as after a colon (`Via dei Mille
/// 46, 90133 Palermo`, which no street pattern knows).
fn columns(text: &Text<'_>, out: &mut Vec<Candidate>) {
    let doc = text.doc;
    let mut headers: std::collections::HashMap<(u32, u32), Option<String>> = Default::default();
    for block in &doc.blocks {
        let Origin::TableCell { table, row, col } = block.origin else {
            continue;
        };
        if row == 0 {
            continue;
        }
        let header = headers.entry((table, col)).or_insert_with(|| {
            let (a, b) = doc.column_header_span(block.start)?;
            let h = text.orig(a, b);
            let h = h.trim();
            address_label(h).then(|| h.to_lowercase())
        });
        let Some(header) = header else {
            continue;
        };
        let Some((a, b)) = norm_span(text, block.start, block.end) else {
            continue;
        };
        // (a cell that is a label itself, `Adresse IP`, is a row of fields)
        let cell = &text.as_str()[a..b];
        if ["adresse", "address", "العنوان"]
            .iter()
            .any(|w| cell.to_lowercase().starts_with(w))
        {
            continue;
        }
        let Some((x, y)) = address_value(cell) else {
            continue;
        };
        out.push(slot(
            a + x,
            a + y,
            Reason::ColumnHeader {
                header: header.clone(),
            },
        ));
    }
}

/// The end of a field's value that ends its line with a comma (`Address : 128,` then `avenue X,
/// Ville 1200`): the end of the next line, when that line is no other field (no colon in it) and
/// the two fit in [`MAX_ADDRESS`]; `line_end` otherwise.
fn continued(s: &str, after: usize, line_end: usize) -> usize {
    if !s[after..line_end].trim_end().ends_with([',', '،']) || !s[line_end..].starts_with('\n') {
        return line_end;
    }
    let next = line_end + 1;
    let next_end = s[next..].find('\n').map_or(s.len(), |k| next + k);
    let line = s[next..next_end].trim();
    if line.is_empty() || line.contains(':') || next_end - after > MAX_ADDRESS {
        return line_end;
    }
    next_end
}

/// Whether a field's label names a person's address ([`LABELS`]), whatever its case, with a
/// gender mark (`Domicilié(e) à`) or a note in brackets (`Adresse (domicile)`) after it.
fn address_label(label: &str) -> bool {
    // (a bilingual label, `Adresse / العنوان`, in each of its languages)
    if label.contains(" / ") {
        return label.split(" / ").any(address_label);
    }
    // (most labels are of other things: a cheap test of the stems of every label first)
    let stems = [
        "dres", "DRES", "domicil", "Domicil", "DOMICIL", "siden", "SIDEN", "emeur", "EMEUR",
        "emises", "EMISES", "ogement", "OGEMENT",
    ];
    let arabic = ["عنوان", "سكنى", "الإقامة", "المحل"];
    if label.len() > 48 || !stems.iter().chain(&arabic).any(|st| label.contains(st)) {
        return false;
    }
    let lower = label
        .to_lowercase()
        .replace("(e)", "")
        .replace("(es)", "")
        .replace("(s)", "");
    let mut l = lower.trim();
    if let Some(k) = l.find('(') {
        l = l[..k].trim_end();
    }
    l.len() <= 40 && LABELS.contains(&l) || qualified(l)
}

/// Words of an address label that make it a body's or a thing's address (its seat, an e-mail or
/// a web address), not a person's.
const NOT_A_HOME: &[&str] = &[
    "mail",
    "électronique",
    "electronique",
    "ip",
    "web",
    "site",
    "url",
    "siège",
    "siege",
    "société",
    "societe",
    "entreprise",
    "agence",
    "banque",
    "employeur",
    "cabinet",
    "clinique",
    "hôpital",
    "école",
    "etablissement",
    "établissement",
    "company",
    "office",
    "firm",
    "employer",
    "branch",
    "bank",
    "business",
    "hospital",
    "school",
    "billing",
    "facturation",
    "الإلكتروني",
    "البريد",
    "المؤسسة",
    "الشركة",
    "الوكالة",
    "البنك",
    "المشغل",
    "المقر",
    "الموقع",
    "الفرع",
    "المركز",
    "المعهد",
    "المدرسة",
    "الإدارة",
    "المصلحة",
    "centre",
    "center",
    "direction",
    "service",
    "département",
    "institut",
    "lycée",
    "faculté",
    "mairie",
    "municipalité",
    "tribunal",
    "court",
    "ministère",
    "ministry",
    "consulat",
    "consulate",
    "ambassade",
    "embassy",
    "exploitation",
    "chantier",
    "magasin",
    "boutique",
    "usine",
    "dépôt",
    "atelier",
    "shop",
    "store",
    "warehouse",
    "factory",
    "travail",
    "work",
    "professionnelle",
    "professionnel",
    "professional",
    "bureau",
    "القسم",
    "الإداري",
];

/// A label of one to six words whose head names an address, with a qualifier of whose or which
/// one it is (`Nouvelle adresse du locataire`, `Tenant's forwarding address`, `العنوان الجديد
/// للمتسوغ`), unless a word of it names a body or a thing ([`NOT_A_HOME`]).
fn qualified(l: &str) -> bool {
    let words: Vec<&str> = l
        .split([' ', '\'', '’'])
        .filter(|w| !w.is_empty())
        .collect();
    // (an Arabic article after its preposition: `للمركز` is `المركز`'s)
    let not_a_home =
        |w: &str| NOT_A_HOME.contains(&super::context::article_after_li(w).as_deref().unwrap_or(w));
    if words.len() < 2
        || words.len() > 6
        || words
            .iter()
            .any(|w| not_a_home(w) || w.ends_with("mail") || w.starts_with("courriel"))
    {
        return false;
    }
    let adjective = [
        "nouvelle",
        "ancienne",
        "new",
        "old",
        "previous",
        "forwarding",
    ];
    let head = words
        .iter()
        .position(|w| !adjective.contains(w))
        .map_or("", |k| words[k]);
    // (`عنوان X` is X's address, as often a body's: only `العنوان` takes a qualifier)
    // (`Domicile familial`, `Domicile actuel`: a home with whose or which one it is)
    matches!(head, "adresse" | "domicile" | "العنوان") || words[words.len() - 1] == "address"
}

/// Abbreviations of an address's parts that a full stop ends (lower case).
const ADDRESS_ABBREVIATIONS: &[&str] = &[
    "imm", "app", "appt", "apt", "av", "ave", "bd", "bld", "blvd", "rés", "res", "bât", "bat",
    "bt", "esc", "ét", "étg", "rte", "rd", "st", "ch", "n", "no", "km", "cp", "bp",
];

/// Where the first sentence of `v` ends: the first `. ` whose word before it is no
/// abbreviation of an address's part ([`ADDRESS_ABBREVIATIONS`]).
fn sentence_end(v: &str) -> Option<usize> {
    let mut from = 0;
    while let Some(k) = v[from..].find(". ").map(|k| from + k) {
        let word = v[..k]
            .rsplit(|c: char| !c.is_alphabetic())
            .next()
            .unwrap_or("")
            .to_lowercase();
        if !ADDRESS_ABBREVIATIONS.contains(&word.as_str()) {
            return Some(k);
        }
        from = k + 2;
    }
    None
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
    // (a full stop after an abbreviation of a building, a floor or a road is none: `Imm. B`)
    if let Some(k) = sentence_end(&v[..end]) {
        end = k;
    }
    for stop in [
        "(",
        ")",
        " - Tél",
        " Tél",
        " tél",
        " Tel",
        " Phone",
        " الهاتف",
        // (a clause of its own after it: `…, Menzah 6 2091, and mobile 94 276 259`)
        ", and ",
        ", et ",
        " mobile",
        " Mobile",
        " GSM",
    ] {
        if let Some(k) = v[..end].find(stop) {
            end = k;
        }
    }
    let v = v[..end].trim_end_matches([' ', '.', ',', '،', '\r', '*', '_']);
    let letters = v.chars().filter(|c| c.is_alphabetic()).count();
    let lower = v.to_lowercase();
    // (a town alone, `Lyon (France)`, is where, not an address)
    let town = !v.contains(|c: char| c.is_ascii_digit() || c.is_whitespace());
    let no_address = letters < 4
        || town
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
    use crate::detect::Text;

    /// The candidates of [`AddressSlots`] alone on `text`: their texts.
    fn slots(text: &str) -> Vec<String> {
        Text::spans_of(&AddressSlots, "t.txt", text)
    }

    #[test]
    fn the_cells_of_an_address_column() {
        let csv = "Nom,Adresse à l'étranger,Adresse en Tunisie,Agence\nX,\"Via dei Mille 46, 90133 Palermo\",\"Cité Ennour, bloc B\",Agence Lac\nY,Lyon (France),néant,Agence Sfax\nZ,Hauptstraße 5 50667 Köln,voir ci-dessus,Agence Sousse\n";
        // (NEAR MISSES: a town alone, `néant`, a cross-reference, a column of other things)
        assert_eq!(
            Text::spans_of(&AddressSlots, "t.csv", csv),
            [
                "Via dei Mille 46, 90133 Palermo",
                "Cité Ennour, bloc B",
                "Hauptstraße 5 50667 Köln"
            ]
        );
        // a town alone after a label is no address either
        assert_eq!(slots("Adresse : Tataouine\n"), Vec::<String>::new());
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
            // up to a clause of its own after it
            (
                "He provided a new address: Apt 8, Bldg B, rue X, Menzah 6 2091, and mobile 00216 94 276 259.\n",
                &["Apt 8, Bldg B, rue X, Menzah 6 2091"],
            ),
            ("Adresse : 5 rue X, 2091 Menzah 6, et GSM 94 276 259\n", &["5 rue X, 2091 Menzah 6"]),
            // after a Markdown label in bold; up to a phone number after it on the line
            ("**العنوان :** 12 نهج X، نابل  \n", &["12 نهج X، نابل"]),
            (
                "ADRESSE : Cité Ennasr, Ariana Tél. 71 000 000\n",
                &["Cité Ennasr, Ariana"],
            ),
            // a label in two languages, longer than one; a label that says whose address it is
            (
                "Nouvelle adresse du locataire / العنوان الجديد للمتسوغ : 145 شارع البيئة، حي الانطلاقة، 3100 القيروان\n",
                &["145 شارع البيئة، حي الانطلاقة، 3100 القيروان"],
            ),
            (
                "Tenant's forwarding address : 69, rue de la Mosquée, Cité Ennasr\n",
                &["69, rue de la Mosquée, Cité Ennasr"],
            ),
            // the dwelling of a lease, its town on the next line
            (
                "Premises : 20 rue des Palmiers,\n3027 Sfax El Jadida\nTenant : X\n",
                &["20 rue des Palmiers,\n3027 Sfax El Jadida"],
            ),
            // near misses: the address of a body (`عنوان X`, an agency's, a centre's, a farm's)
            ("عنوان الفرع: 106 نهج علي البلهوان – رمز الفرع 783-C\n", &[]),
            ("Adresse de l'agence : 12 rue de Rome\n", &[]),
            ("Adresse de l'exploitation : Henchir Ouled Saïd, délégation d'El Fahs\n", &[]),
            ("Adresse e-mail professionnelle : x@y.tn\n", &[]),
            ("Adresse e-mail : hello-world.\n", &[]),
            // other labels: an e-mail address, a firm's seat, a web address, a number
            ("Adresse e-mail : x@y.tn\n", &[]),
            ("Adresse électronique : x@y.tn\n", &[]),
            ("Siège social : Zone industrielle, Sousse\n", &[]),
            // a body's address whose word takes a preposition glued to its article, or that
            // says it is the administrative one
            ("العنوان الإداري للمركز: باب سعدون، 1006 تونس\n", &[]),
            ("العنوان الجديد للمركز : حي الزهور، 4000 سوسة\n", &[]),
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
            // a rural address: a douar and its divisions, whatever announces it
            (
                "Éleveur installé au Douar Ech-Chott, secteur Ech-Chott, délégation de Msaken.\n",
                &["Douar Ech-Chott, secteur Ech-Chott, délégation de Msaken"],
            ),
            (
                "يقيم في دوار الشط، عمادة الشط، معتمدية بنزرت الجنوبية، منذ 2010\n",
                &["دوار الشط، عمادة الشط، معتمدية بنزرت الجنوبية"],
            ),
            (
                "Farm at Douar El Hjar, delegation of Kalaat, 2080 Ariana; owner absent\n",
                &["Douar El Hjar, delegation of Kalaat, 2080 Ariana"],
            ),
            // a douar alone is a place; a word holding `douar`; no division after it
            ("La fête du Douar Ech-Chott aura lieu demain.\n", &[]),
            ("Les Douaristes, secteur privé\n", &[]),
            ("Douar Ech-Chott, 12 têtes de bétail\n", &[]),
            // in a table's cells and a CSV file's quoted field: one address per cell
            (
                "Adresse\tDouar Ain Sbaa, secteur Ain Sbaa, délégation de Kasserine\tDouar X, secteur X\n",
                &[
                    "Douar Ain Sbaa, secteur Ain Sbaa, délégation de Kasserine",
                    "Douar X, secteur X",
                ],
            ),
            (
                "W02,\"Douar El Mrah, secteur El Mrah, délégation de Sidi Bouzid\",49\n",
                &["Douar El Mrah, secteur El Mrah, délégation de Sidi Bouzid"],
            ),
            // a preposition glued to the douar's word; the region named before its word
            (
                "والقاطن بدوار الشط، عمادة الشط، معتمدية بنزرت، تمت زيارة\n",
                &["دوار الشط، عمادة الشط، معتمدية بنزرت"],
            ),
            (
                "Farm: Douar El Hjar, Ariana countryside, 2080 Ariana\n",
                &["Douar El Hjar, Ariana countryside, 2080 Ariana"],
            ),
            // a word ending in a douar's letters; a region word alone
            ("كبدوار الشط، عمادة الشط\n", &[]),
            ("Douar El Hjar, la campagne\n", &[]),
            // a comma ends the line, the next division starts the next one
            (
                "القاطن بـ دوار الشط،\nعمادة الشط، معتمدية بنزرت، الهاتف\n",
                &["دوار الشط،\nعمادة الشط، معتمدية بنزرت"],
            ),
            ("Douar Ech-Chott,\nLe secteur privé\n", &[]),
            // (a division that runs on into the words after it is left out: the address stops
            // before it)
            (
                "والقاطن بـدوار الزرقان، عمادة بئر الحفي، معتمدية تطاوين في شخص نائبه الأستاذ زرقان بن زرقاني،\n",
                &["دوار الزرقان، عمادة بئر الحفي"],
            ),
            // a douar and its sector without a comma, with its preposition; a henchir (an
            // estate) as a home, but not as a farm's address
            (
                "يقيم في دوار أولاد زرقان عمادة بوسالم 8170 جندوبة\n",
                &["دوار أولاد زرقان عمادة بوسالم 8170 جندوبة"],
            ),
            (
                "يقطن بدوار الزرقان عمادة منزل بوزلفة 8010 نابل\n",
                &["دوار الزرقان عمادة منزل بوزلفة 8010 نابل"],
            ),
            (
                "T-12,هنشير الزرقان، معتمدية منزل بوزلفة، ولاية نابل,93771500\n",
                &["هنشير الزرقان، معتمدية منزل بوزلفة، ولاية نابل"],
            ),
            (
                "Adresse de l'exploitation : Henchir Ouled Zarga, délégation d'El Fahs\n",
                &[],
            ),
            // (a douar inside another word, after a letter other than a preposition; a douar's
            // name with no division inside it)
            ("مدوار الزرقان عمادة بوسالم\n", &[]),
            ("دوار الزرقان الكبير والصغير\n", &[]),
            // a label's value that ends its line with a comma goes on on the next line, unless
            // that line is another field
            (
                "Address           : 128,\navenue des Glycines, Kasserine 1200\nPhone : 1\n",
                &["128,\navenue des Glycines, Kasserine 1200"],
            ),
            ("Adresse : Cité El Ons,\nTél : 71 000 000\n", &["Cité El Ons"]),
            ("Adresse : Cité El Ons,\n\nSuite du texte\n", &["Cité El Ons"]),
            // a home with which one it is; a full stop after an abbreviation of a building
            // ends no sentence, and the value goes on on the next line after its comma
            (
                "Domicile familial : Appt 13, Imm. B,\nZahret Est, 3000 Sfax\nSuite : X\n",
                &["Appt 13, Imm. B,\nZahret Est, 3000 Sfax"],
            ),
            // (near misses: a professional domicile; a sentence's full stop after a town)
            ("Domicile professionnel : 12 rue X, Tunis\n", &[]),
            (
                "Adresse : Cité El Ons, Sfax. Le patient vit seul.\n",
                &["Cité El Ons, Sfax"],
            ),
        ];
        for (text, want) in cases {
            assert_eq!(&slots(text), want, "{text:?}");
        }
    }

    #[test]
    fn an_address_after_the_words_that_say_where_a_person_lives() {
        let cases: &[(&str, &[&str])] = &[
            // on the next line after its comma, up to the sentence's end
            (
                "Zarbi Qortab (CIN 04512387), lives at Apt 8, Block B, Résidence Les Oliviers,\n4070 Msaken. She has three children.\n",
                &["Apt 8, Block B, Résidence Les Oliviers,\n4070 Msaken"],
            ),
            // a part in lower case that names a dwelling goes on; a clause after it does not
            (
                "Mme X habite à Cité El Ons, bloc E, appt 9, Béja. Elle est veuve.\n",
                &["Cité El Ons, bloc E, appt 9, Béja"],
            ),
            (
                "I, X, residing at 116 Rue de Marseille, 7000 Bizerte, Tunisia, request an extract of land title no. 77419/Nabeul.\n",
                &["116 Rue de Marseille, 7000 Bizerte, Tunisia"],
            ),
            // the Arabic preposition glued to the address
            (
                "السيد س يقطن بحي الانطلاقة، عمارة 3، القيروان. وهو عاطل عن العمل.\n",
                &["حي الانطلاقة، عمارة 3، القيروان"],
            ),
            // NEAR MISSES: no word of a dwelling or a street; the cue inside a word
            ("He lives at home with his parents.\n", &[]),
            ("Elle habite à Tunis depuis 2010.\n", &[]),
            ("She lives at the same address as her sister.\n", &[]),
            ("The olives at Apt 8 are ripe.\n", &[]),
        ];
        for (text, want) in cases {
            assert_eq!(&slots(text), want, "{text:?}");
        }
    }

    #[test]
    fn the_cell_after_an_address_label_on_a_row() {
        let csv = "Field,Value\nFull name,X\nHome address,\"Cité Ezzahra, rue 12, n° 6, 3100 Kairouan\"\nCity,Sousse\n";
        assert_eq!(
            Text::spans_of(&AddressSlots, "t.csv", csv),
            ["Cité Ezzahra, rue 12, n° 6, 3100 Kairouan"]
        );
        // a header row's label (its column's cell is found under it, not after it), another
        // label, a value that is no address
        let csv = "Adresse,Ville\nCité El Ons,Sousse\nAdresse IP,10.0.0.1\nAdresse,néant\n";
        assert_eq!(Text::spans_of(&AddressSlots, "t.csv", csv), ["Cité El Ons"]);
        // a bilingual label, in each of its languages; not a bilingual label of another thing
        let md = "| Champ | Valeur |\n|---|---|\n| Adresse / العنوان | Cité El Ons, Sousse |\n| Ville / المدينة | Sousse centre |\n";
        assert_eq!(
            Text::spans_of(&AddressSlots, "t.md", md),
            ["Cité El Ons, Sousse"]
        );
        assert_eq!(
            Text::spans_of(
                &AddressSlots,
                "t.txt",
                "العنوان / Address : Cité El Ons, Sousse\n"
            ),
            ["Cité El Ons, Sousse"]
        );
    }
}
