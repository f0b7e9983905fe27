//! Texts shaped to break the detectors' assumptions: no line break for hundreds of kilobytes
//! (the PERSON detector cuts its work into 256 KiB pieces at line breaks, HEALTH looked ahead to
//! the next line break), characters whose lower case is longer than they are (`İ`), long runs of
//! capitals. Each must scan without a panic and give the findings of a normal text. (Their cost
//! is linear: measured in docs/benchmarks.md, "Hostile texts".)

use caviard::detect::{scan, Entity, ScanOptions};
use caviard::extract::{extract, Limits};

fn findings(text: &str) -> Vec<(Entity, usize, String)> {
    let doc = extract("t.txt", text.as_bytes().to_vec(), &Limits::default()).expect("extract");
    scan(&doc, &ScanOptions::default())
        .into_iter()
        .map(|f| {
            assert_eq!(&doc.text[f.start..f.end], f.text);
            (f.entity, f.start, f.text)
        })
        .collect()
}

#[test]
fn arabic_text_without_line_breaks_past_a_piece_boundary() {
    // 19 bytes of ASCII-free text repeated: the 256 KiB mark falls inside a character
    let unit = "السيد محمد بن علي، ";
    let text = unit.repeat(600 * 1024 / unit.len());
    assert!(!text.is_char_boundary(256 * 1024) || !text.is_char_boundary(256 * 1024 + 1));
    let found = findings(&text);
    let persons: Vec<_> = found.iter().filter(|f| f.0 == Entity::Person).collect();
    // every occurrence is found, before and after the mark
    assert_eq!(persons.len(), text.matches("محمد بن علي").count());
    assert!(persons.iter().any(|f| f.1 > 256 * 1024));
    assert!(persons.iter().all(|f| f.2 == "محمد بن علي"));
}

#[test]
fn lower_case_longer_than_the_word_after_a_diagnosis() {
    // `İ` lower-cases to `i` + U+0307: the word after the term is longer in lower case
    for text in [
        "Le patient souffre de diabète aİ depuis 2019.\n",
        "Le patient souffre de diabète İİİ.\n",
        "Le patient souffre de diabète \u{212A}de la mère.\n",
    ] {
        let found = findings(text);
        assert!(
            found
                .iter()
                .any(|f| f.0 == Entity::Health && f.2.starts_with("diabète")),
            "{text:?}: {found:?}"
        );
    }
}

#[test]
fn health_terms_in_a_text_without_line_breaks() {
    let text = "Antécédents : diabète de type 2, asthme, ".repeat(8_000);
    let found = findings(&text);
    let health: Vec<_> = found.iter().filter(|f| f.0 == Entity::Health).collect();
    // every one of the 16,000 conditions lies inside a HEALTH finding (a field's value may hold
    // two of them: `diabète de type 2, asthme`)
    let covered = |at: usize, len: usize| {
        health
            .iter()
            .any(|f| f.1 <= at && at + len <= f.1 + f.2.len())
    };
    let mut n = 0;
    for term in ["diabète de type 2", "asthme"] {
        for (at, _) in text.match_indices(term) {
            assert!(
                covered(at, term.len()),
                "{term} at {at}: {:?}",
                &health[..4]
            );
            n += 1;
        }
    }
    assert_eq!(n, 16_000);
    assert!(health.len() >= 8_000, "{}", health.len());
}

#[test]
fn long_run_of_capitalised_first_names() {
    let text = "SAMI ".repeat(40_000);
    let found = findings(&text);
    // a run of capitals before a first name is taken as a name, in spans of a few words
    assert!(!found.is_empty());
    assert!(found.iter().all(|f| f.0 == Entity::Person));
    assert!(
        found.iter().all(|f| f.2.split(' ').count() <= 13),
        "{:?}",
        &found[..2]
    );
    let covered: usize = found.iter().map(|f| f.2.len()).sum();
    assert!(covered > text.len() * 9 / 10);
}

#[test]
fn digits_in_a_text_without_whitespace() {
    // every digit run is a number chunk; each chunk's window walked to the nearest whitespace,
    // i.e. through the whole text (MRZ-like `<` fillers, 256 KiB: minutes in a debug build)
    let filler = "a<1".repeat(256 * 1024 / 3);
    let rib = "07 040 0058101111296 53";
    let text = format!("{filler} RIB {rib} {filler}");
    let found = findings(&text);
    // the look-alikes stay, the valid RIB in the middle is found at its place
    assert_eq!(
        found
            .iter()
            .map(|f| (f.0, f.1, f.2.as_str()))
            .collect::<Vec<_>>(),
        vec![(Entity::Rib, filler.len() + 5, rib)]
    );
    let mrz = "P<TUN<<<<<<<<<<1234567<".repeat(256 * 1024 / 23);
    assert_eq!(findings(&mrz), vec![]);
}

#[test]
fn numbers_on_one_long_line_after_a_question_about_the_card() {
    // every number of a long line was checked for ending its line by a scan to the line's end:
    // quadratic in the line's length. Only the short line after the question is an answer.
    let text = format!(
        "Votre CIN, s'il vous plaît, pour finaliser le dossier de location ?\n{}\nvoici : 01859007\n",
        "01234567,".repeat(50_000)
    );
    let found = findings(&text);
    let cins: Vec<_> = found.iter().filter(|f| f.0 == Entity::Cin).collect();
    // no answer to the question; the numbers nothing explains are masked as such: every
    // number of the list (eight digits after a comma are a cell, not a decimal part) and the
    // number on the last line
    let mut expected: Vec<usize> = text.match_indices("01234567,").map(|(i, _)| i).collect();
    assert_eq!(expected.len(), 50_000);
    expected.push(text.rfind("01859007").expect("answer"));
    let got: Vec<usize> = cins.iter().map(|f| f.1).collect();
    assert!(
        got == expected,
        "{} CIN, first {:?}",
        got.len(),
        &cins[..cins.len().min(3)]
    );
}

#[test]
fn one_long_line_of_address_parts_and_names() {
    // every postal code reads its address back a few parts at most, and every name looks a few
    // words ahead: a text of one line costs no more per number or name than a text of many
    let text = format!("Apt 1, {}", "Tunis 1234, ".repeat(50_000));
    let found = findings(&text);
    let addresses: Vec<_> = found.iter().filter(|f| f.0 == Entity::Address).collect();
    assert!(!addresses.is_empty());
    assert!(
        addresses.iter().all(|f| f.2.matches(", ").count() <= 8),
        "{:?}",
        &addresses[..1]
    );
    let names = "M. Dalmour KESRAOUX et ".repeat(20_000);
    let found = findings(&names);
    assert!(found.iter().filter(|f| f.0 == Entity::Person).count() >= 20_000);
}

#[test]
fn arabic_names_no_dictionary_knows_on_one_long_line() {
    // one piece of 24,000 runs: each run widens the names found inside it, looked up by their
    // start, not by reading every name of the piece again (quadratic before: 9 s for 2.4 MB)
    let unit = "زمراد كوتال، ";
    let text = unit.repeat(24_000);
    let found = findings(&text);
    let persons: Vec<_> = found.iter().filter(|f| f.0 == Entity::Person).collect();
    assert_eq!(persons.len(), 24_000);
    assert!(persons.iter().all(|f| f.2 == "زمراد كوتال"));
}

#[test]
fn arabic_names_whose_second_word_starts_with_waw_on_one_long_line() {
    // each run's second word starts with `و`, so whether the two words stand alone on their line
    // is asked once per run: read within a few bytes, not to the line's ends (quadratic before)
    let unit = "زمراد وكوتال، ";
    let text = unit.repeat(100_000);
    let found = findings(&text);
    assert!(found.len() <= 200_000);
    assert!(found
        .iter()
        .all(|f| !f.2.contains('،') && f.2.chars().count() < 20));
}

#[test]
fn douars_on_one_long_line() {
    // a part of a rural address is searched within its longest length (quadratic before:
    // 345 s for 1.8 MB of `Douar X, `)
    let text = "Douar Zitoun, secteur Zitoun, délégation de Msaken, ".repeat(10_000);
    let found = findings(&text);
    let addresses: Vec<_> = found.iter().filter(|f| f.0 == Entity::Address).collect();
    assert_eq!(addresses.len(), 10_000);
    assert!(addresses
        .iter()
        .all(|f| f.2 == "Douar Zitoun, secteur Zitoun, délégation de Msaken"));
    assert!(findings(&"Douar X, ".repeat(100_000))
        .iter()
        .all(|f| f.0 != Entity::Address));
}

#[test]
fn health_triggers_on_one_long_line_without_punctuation() {
    // a trigger's phrase is read within 240 bytes (quadratic before: over 60 s for 4.8 MB of
    // `Il souffre de asthme et `, at every commit since the triggers were written)
    let text = "Il souffre de asthme et admitted for an acute asthma attack and ".repeat(8_000);
    let found = findings(&text);
    let health: Vec<_> = found.iter().filter(|f| f.0 == Entity::Health).collect();
    // every `asthme` and `asthma` lies inside a HEALTH finding
    for (at, w) in text.match_indices("asthm") {
        assert!(
            health
                .iter()
                .any(|f| f.1 <= at && at + w.len() <= f.1 + f.2.len()),
            "{at}"
        );
    }
}

#[test]
fn measurements_on_one_long_line() {
    // a measurement's words are read within 48 bytes after its name (up to the next name), and a
    // laboratory unit looks back over the number and the word before it only
    let text =
        "glycémie 1,32 g/l TA 12/8 morphine 2,100 ng/mL glycémie du laboratoire ".repeat(20_000);
    let found = findings(&text);
    let measured: Vec<_> = found
        .iter()
        .filter(|f| f.0 == Entity::Health && f.2.contains(|c: char| c.is_ascii_digit()))
        .collect();
    for f in &measured {
        assert!(
            ["glycémie 1,32 g/l", "TA 12/8", "morphine 2,100 ng/mL"].contains(&f.2.as_str()),
            "{} {}",
            f.1,
            f.2
        );
    }
    assert_eq!(measured.len(), 3 * 20_000);
    // a number grouped by thousands without end, after a name (read once, by the last name)
    let text = format!(
        "{}poids de naissance 1{} g",
        "glycémie ".repeat(50_000),
        " 234".repeat(200_000)
    );
    let found = findings(&text);
    assert!(found
        .iter()
        .any(|f| f.2.starts_with("poids de naissance 1 234") && f.2.ends_with(" g")));
    // spaces and digits without end before a unit
    let text = format!("{} ng/mL", " 1".repeat(500_000));
    assert!(findings(&text).iter().any(|f| f.2 == "1 ng/mL"));
}

#[test]
fn treatments_after_their_cue_without_punctuation() {
    // a treatment after `traitée par` (a condition before it, `entorse`) is read within 400
    // bytes up to a punctuation mark: one line of cues without any costs its length once per
    // cue, not the rest of the text
    let text = format!(
        "Antécédents : asthme, diabète, épilepsie.\n{}",
        "entorse traitée par ostéosynthèse ".repeat(50_000)
    );
    let found = findings(&text);
    let treated = found
        .iter()
        .filter(|f| f.0 == Entity::Health && f.2.starts_with("ostéosynthèse"))
        .count();
    assert!(treated > 0);
}

#[test]
fn conditions_in_a_line_without_end_and_their_wards() {
    // each condition found looks back for a ward's word (`Unité glaucome`) within 80 bytes of its
    // line: a text of conditions without a line break costs that much per condition, not the
    // line's length; the conditions after a ward's word are its name, the others are found
    let text = format!(
        "{}{}",
        "gastrite, ".repeat(100_000),
        "Unité glaucome et rétine ; ".repeat(20_000)
    );
    let found = findings(&text);
    let health = |w: &str| {
        found
            .iter()
            .filter(|f| f.0 == Entity::Health && f.2.starts_with(w))
            .count()
    };
    assert_eq!(health("gastrite"), 100_000);
    assert_eq!(health("glaucome"), 0);
}

#[test]
fn many_labelled_lines_of_a_medical_document() {
    // every value of a label that names no administrative field is checked for the findings in
    // it: a sorted search, so that 100 000 labelled lines cost each their own findings, not every
    // finding of the document
    let text = format!(
        "Antécédents : diabète, asthme.\nHypertension artérielle connue.\n{}{}",
        "Remarque : joindre le 22 123 456 demain\n".repeat(50_000),
        "Circonstances : chute dans l'escalier\n".repeat(50_000)
    );
    let found = findings(&text);
    let count = |e: Entity, w: &str| found.iter().filter(|f| f.0 == e && f.2 == w).count();
    assert_eq!(count(Entity::Phone, "22 123 456"), 50_000);
    assert_eq!(count(Entity::Health, "chute dans l'escalier"), 50_000);
    // a value with a phone in it is no clinician's words
    assert!(!found
        .iter()
        .any(|f| f.0 == Entity::Health && f.2.contains("joindre")));
}

#[test]
fn one_long_enumeration_of_findings_in_a_medical_document() {
    // a line of 200 000 items, one in ten a condition the lexicon knows: each item is read
    // once for its enumeration, and its findings are looked up, not scanned
    let items: Vec<&str> = (0..200_000)
        .map(|k| {
            if k % 10 == 0 {
                "asthme"
            } else {
                "marche lente"
            }
        })
        .collect();
    let text = format!(
        "Antécédents : diabète, asthme.\nHypertension artérielle connue.\nVu ce jour pour {}.\n",
        items.join(", ")
    );
    let found = findings(&text);
    let health = found.iter().filter(|f| f.0 == Entity::Health).count();
    // the items next to a condition are taken (the enumeration's reach is bounded)
    assert!(health > 20_000, "{health}");
    assert!(found
        .iter()
        .any(|f| f.0 == Entity::Health && f.2 == "marche lente"));
}

#[test]
fn a_fixed_width_table_of_many_rows_and_a_rule_of_many_columns() {
    // 100 000 rows under one rule, then a rule of 50 000 columns over a line of as many cells:
    // each line is cut once at its columns, and a rule's rows end at the next rule
    let mut text = String::from(
        "Patient          Téléphone   Passeport\n---------------  ----------  ---------\n",
    );
    for _ in 0..100_000 {
        text.push_str("Kemla Zarbouti   22 123 456  Q4566296\n");
    }
    text.push('\n');
    text.push_str(&"Nom ".repeat(50_000));
    text.push('\n');
    text.push_str(&"--  ".repeat(50_000));
    text.push('\n');
    text.push_str(&"ab  ".repeat(50_000));
    text.push('\n');
    let found = findings(&text);
    let count = |e: Entity, w: &str| found.iter().filter(|f| f.0 == e && f.2 == w).count();
    assert_eq!(count(Entity::Phone, "22 123 456"), 100_000);
    assert_eq!(count(Entity::Passport, "Q4566296"), 100_000);
}

#[test]
fn dates_on_one_long_line_after_a_question_about_the_birth_date() {
    // a date that opens its line may answer the question before it: whether it opens its line
    // is read back over a quote's marks only, not to the line's start (quadratic on one line of
    // 50,000 dates otherwise). Only the dates near the question's birth word are birth dates.
    let text = format!(
        "Pouvez-vous confirmer votre date de naissance ?\n{}\n",
        "12/03/2020 ".repeat(50_000)
    );
    let found = findings(&text);
    let dobs: Vec<_> = found.iter().filter(|f| f.0 == Entity::Dob).collect();
    assert!(!dobs.is_empty() && dobs.len() <= 5, "{} DOB", dobs.len());
    assert_eq!(dobs[0].1, text.find("12/03/2020").unwrap());
    assert!(dobs.iter().all(|f| f.1 < 120));
}

#[test]
fn the_words_that_say_where_a_person_lives_on_one_long_line() {
    // each `lives at` reads a few hundred bytes after it, not to its line's end (quadratic on
    // one line of 20,000 of them otherwise: 13.7 s for 360 KB)
    let text = "X lives at Apt 1, ".repeat(20_000);
    let found = findings(&text);
    let addresses: Vec<_> = found.iter().filter(|f| f.0 == Entity::Address).collect();
    assert!(!addresses.is_empty());
    assert!(
        addresses.iter().all(|f| f.2.len() <= 160),
        "{:?}",
        &addresses[..1]
    );
}

#[test]
fn dates_in_words_on_one_long_line() {
    // a date in words is searched within a few dozen bytes around each month's name, not from
    // its line's start: one line of 20,000 of them, and of 100,000 months' names alone
    let date = "dix-sept septembre mil neuf cent soixante-dix-sept";
    let text = format!(
        "{}\n{}\n",
        format!("né le {date}, ").repeat(20_000),
        "mai septembre ".repeat(100_000)
    );
    let found = findings(&text);
    let dobs: Vec<_> = found.iter().filter(|f| f.0 == Entity::Dob).collect();
    assert_eq!(dobs.len(), 20_000);
    assert!(dobs.iter().all(|f| f.2 == date));
}

#[test]
fn a_general_note_on_one_long_line_and_over_a_long_table() {
    // a ward's general rule reads its label within its line's first bytes and a table's rows
    // up to 4 KiB above: what lies further is kept (masked), never read at a quadratic cost
    let mut text = String::from("Rappel du protocole du service (sans lien avec une patiente) : ");
    text.push_str(&"diabète de type 2, ".repeat(50_000));
    text.push_str("\nDose constraints (departmental protocol, not patient-specific):\n");
    text.push_str(&"Heart\tdiabète de type 2\n".repeat(20_000));
    let found = findings(&text);
    let health: Vec<_> = found.iter().filter(|f| f.0 == Entity::Health).collect();
    let table = text.find("Dose constraints").unwrap();
    // nothing in the note's first 4 KiB, nor in the table's
    assert!(health
        .iter()
        .all(|f| f.1 >= 4000 && !(table..table + 4000).contains(&f.1)));
    assert!(!health.is_empty());
}
