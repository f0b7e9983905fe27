//! The PERSON detector's tests through a whole scan: the spans each rule finds in a text, and
//! what it leaves alone.

use super::mentions::transcription;
use crate::detect::Entity;

#[test]
fn transcriptions() {
    let s = "Mme Sami Ben Ali (سامي بن علي), née";
    let end = s.find(" (").unwrap();
    let (a, b, _) = transcription(s, end).unwrap();
    assert_eq!(&s[a..b], "سامي بن علي");
    assert_eq!(transcription("X (CIN 123)", 1), None);
    // a role in brackets is in the name's script: no transcription of it
    check_persons(&[
        (
            "Mme Tarvina Zoubadi (تارفينا زوبادي), née",
            &["Tarvina Zoubadi", "تارفينا زوبادي"],
        ),
        (
            "M. Kavrin Moutali (Directeur), présent",
            &["Kavrin Moutali"],
        ),
    ]);
    assert_eq!(transcription("X, (a)", 1), None);
}

/// The PERSON findings of `text` (scanned as a `.txt` file) as `(start, end, text)`.
fn persons(text: &str) -> Vec<(usize, usize, String)> {
    persons_in("t.txt", text)
}

/// The PERSON findings of `text` scanned as the file `name`.
fn persons_in(name: &str, text: &str) -> Vec<(usize, usize, String)> {
    let doc = crate::extract::extract(
        name,
        text.as_bytes().to_vec(),
        &crate::extract::Limits::default(),
    )
    .expect("extract");
    crate::detect::scan(&doc, &crate::detect::ScanOptions::default())
        .into_iter()
        .filter(|f| f.entity == Entity::Person)
        .map(|f| (f.start, f.end, f.text))
        .collect()
}

/// Each case: a text and the exact PERSON spans expected in it (as substrings, located by
/// their first occurrence), nothing more.
fn check_persons(cases: &[(&str, &[&str])]) {
    let mut failed = Vec::new();
    for (text, want) in cases {
        let want: Vec<(usize, usize, String)> = want
            .iter()
            .map(|w| {
                let a = text.find(w).expect("expected name is in the text");
                (a, a + w.len(), w.to_string())
            })
            .collect();
        let got = persons(text);
        if got != want {
            failed.push(format!("{text:?}\n  expected {want:?}\n  actual   {got:?}"));
        }
    }
    assert!(failed.is_empty(), "{}", failed.join("\n"));
}

#[test]
fn arabic_chain_keeps_its_family_name() {
    check_persons(&[
        // the family name right after the last `بن X` is part of the name
        (
            "حضر السيد راشد بن عمار بن فرج قمودي، المولود بقابس.",
            &["راشد بن عمار بن فرج قمودي"],
        ),
        ("إلى السيدة نادرة بنت منصف زغدود", &["نادرة بنت منصف زغدود"]),
        // a word after the particle is a name even when a proclitic would make it a stop
        // word (ك + يلي); as written, a stop word still ends the chain
        ("إلى السيد راشد بن عمار بن كيلي", &["راشد بن عمار بن كيلي"]),
        ("إلى السيد راشد بن عمار بن يلي", &["راشد بن عمار"]),
        // without a title the chain keeps its first name and its family name
        (
            "ملف الموظف هادي بن رضا بن صالح الكناني / ملف",
            &["هادي بن رضا بن صالح الكناني"],
        ),
        // one word only after the chain: what follows is not taken
        (
            "حضر السيد راشد بن عمار قمودي وحده.",
            &["راشد بن عمار قمودي"],
        ),
        // a stop word after the chain ends it
        ("حضر السيد راشد بن عمار المولود بقابس.", &["راشد بن عمار"]),
        // a role or "holder of" after the chain is a stop word too (not a family name)
        (
            "يشهد أن السيد راشد بن عمار صاحب بطاقة التعريف الوطنية",
            &["راشد بن عمار"],
        ),
        (
            "وأن السيدة نادرة بنت منصف حاملة لجواز سفر",
            &["نادرة بنت منصف"],
        ),
        ("انتدب السيد راشد بن عمار فني أول", &["راشد بن عمار"]),
        // and so does "و" glued to a known name: another person
        ("حضر السيد راشد بن عمار ومحمد.", &["راشد بن عمار"]),
    ]);
}

#[test]
fn a_name_field_takes_one_unknown_word() {
    check_persons(&[
        ("Prénom : Tarvina\n", &["Tarvina"]),
        ("First name: Zoulmira\n", &["Zoulmira"]),
        (
            "Nom : KARVOUDI\nPrénom : Sebtina\n",
            &["KARVOUDI", "Sebtina"],
        ),
        // a lower-case word is no name, and a label that does not ask for a name
        // ("À :", "De :") needs more than one unknown word
        ("Prénom : inconnu\n", &[]),
        ("À : Kantara\n", &[]),
        ("De : Zarvane\n", &[]),
        // a parent's given name alone: `Fils de :`, `Père :`, `Father:`
        ("Fils de : Toubrach\n", &["Toubrach"]),
        ("Fils de / ابن : Kelmous\n", &["Kelmous"]),
        ("Père : Zaghbou\n", &["Zaghbou"]),
        ("Father: Kelmous\n", &["Kelmous"]),
        ("Date de : Zarvane\n", &[]),
    ]);
}

#[test]
fn a_name_in_lower_case_that_no_dictionary_knows_after_any_label_or_a_title() {
    check_persons(&[
        // a label no list holds, then two or three words no dictionary knows, closed
        (
            "Personne à prévenir : koubra zentaoui (+216 52 000 111)\n",
            &["koubra zentaoui"],
        ),
        (
            "Co-signer: tifal ben ghazrou (ID 01234567).\n",
            &["tifal ben ghazrou"],
        ),
        // a dash set off by spaces closes it
        (
            "Operator: hemza kadrouni - Dr Sabtine KORVA\n",
            &["hemza kadrouni", "Sabtine KORVA"],
        ),
        // after an abbreviated title alone on its line, too
        ("| Adressé par | Dr kinaba zoutari |\n", &["kinaba zoutari"]),
        // words of the dictionary, a place's or a car's words, a phrase that goes on
        ("Statut : en attente\n", &[]),
        ("Couleur : gris métallisé\n", &[]),
        ("Lieu : menzel bourguiba\n", &[]),
        ("Marque : kia picanto\n", &[]),
        ("Operator: hemza kadrouni will call\n", &[]),
        ("Dr en médecine générale\n", &[]),
        // one word is not enough
        ("Login : zentaoui\n", &[]),
        // the label in bold (Markdown), the name in bold after a title
        ("- **Appelé** : touhar ben zidri\n", &["touhar ben zidri"]),
        (
            "- **Dr kinaba zoutari** - orthoptiste\n",
            &["kinaba zoutari"],
        ),
        // after a title in full, too; words no dictionary knows may end before a word of
        // grammar or a column's gap
        (
            "Je demande la désignation de Maître tomsida kelfaoui pour me représenter.\n",
            &["tomsida kelfaoui"],
        ),
        (
            "Représentée par Maître zarnia bouchtali, ci-après la demanderesse.\n",
            &["zarnia bouchtali"],
        ),
        (
            "Gynaecologist: Dr houdni sassaroui     Embryologist: KORVA Sabtine\n",
            &["houdni sassaroui", "KORVA Sabtine"],
        ),
        // near misses: words of the dictionary after a title, and a phrase that goes on with a
        // word that is no word of grammar
        ("Madame la présidente du tribunal\n", &[]),
        ("Maître de conférences en droit privé\n", &[]),
        ("Dr en médecine pour le service\n", &[]),
    ]);
}

#[test]
fn two_arabic_words_after_any_label_the_first_one_unknown() {
    check_persons(&[
        ("أمين الصندوق : ثوملاس حيف، ب.ت.و 01234567\n", &["ثوملاس حيف"]),
        (
            "الشاهد الثاني: كرفوش بن سلطيم (هاتف)\n",
            &["كرفوش بن سلطيم"],
        ),
        // the first word known to the dictionary, a phrase that goes on, one word alone
        ("الموضوع : طلب شهادة\n", &[]),
        ("الولاية : سيدي بوزيد\n", &[]),
        ("المرجع : ثوملاس حيف 2024\n", &[]),
        ("الرمز : ثوملاس\n", &[]),
    ]);
}

#[test]
fn a_family_name_in_capitals_may_start_with_its_particle() {
    check_persons(&[
        (
            "Trésorier : EL MARZOUG Tibaha (20 569 719).\n",
            &["EL MARZOUG Tibaha"],
        ),
        (
            "| Soutien | Kinafa EL HAMROUCHI : absent |\n",
            &["Kinafa EL HAMROUCHI"],
        ),
        // a firm's name: a firm's word after the capitals
        ("La société EL MAZRAA Services\n", &[]),
    ]);
}

#[test]
fn a_phrase_of_the_dictionary_before_capitals_is_no_given_name_and_family_name() {
    check_persons(&[
        ("Score AUDIT 21 /40.\n", &[]),
        ("Rapport ANNUEL 2024\n", &[]),
        // a given name no dictionary knows, or one of the lists, is read
        ("Signé : Kavrin MOUTALI\n", &["Kavrin MOUTALI"]),
        ("Vu avec Tarvina ZOUBADI hier\n", &["Tarvina ZOUBADI"]),
    ]);
}

#[test]
fn a_middle_initial_joins_the_name() {
    check_persons(&[
        (
            "représentée par M. Tavrin K. Zoubadi, gérant",
            &["Tavrin K. Zoubadi"],
        ),
        ("Tavrin K. Zoubadi;08123456;", &["Tavrin K. Zoubadi"]),
        ("Mme Sorla B. Ben Feknani, née", &["Sorla B. Ben Feknani"]),
        (
            "À la demande de Sorla B. Feknani Ltd.",
            &["Sorla B. Feknani"],
        ),
        // no full stop, a lower-case word, a stop word or a second letter: no initial
        ("Tavrin K Zoubadi a signé", &[]),
        ("le cas B. Zoubadi est clos", &[]),
        ("Article L. Pénal", &[]),
        ("voir annexe A. Zoubadi", &[]),
    ]);
}

#[test]
fn a_cue_phrase_introduces_a_name() {
    check_persons(&[
        (
            "My name is Tarvina Zoubadi and I live here.",
            &["Tarvina Zoubadi"],
        ),
        (
            "Signed for the employer by Kavrin Moutali, ref. 12.",
            &["Kavrin Moutali"],
        ),
        (
            "Sur demande auprès de Sorla Feknani, au siège.",
            &["Sorla Feknani"],
        ),
        ("représentée par Sorla Feknani, gérante", &["Sorla Feknani"]),
        ("Le salarié : Kavrin Moutali — fin", &["Kavrin Moutali"]),
        ("(beneficiary Tarvina Zoubadi).", &["Tarvina Zoubadi"]),
        ("بطلب من زمراد كوتالي، بلغ", &["زمراد كوتالي"]),
        // a newcomer announced by HR
        (
            "Please welcome our new hire Tarvina Zoubadi who starts on Monday.",
            &["Tarvina Zoubadi"],
        ),
        (
            "Bienvenue à notre nouvelle recrue Sorla Feknani !",
            &["Sorla Feknani"],
        ),
        ("الموظف الجديد زمراد كوتالي يلتحق", &["زمراد كوتالي"]),
        (
            "avons entendu le nommé Kavrin Moutali, né le",
            &["Kavrin Moutali"],
        ),
        ("la nommée Sorla Feknani a déclaré", &["Sorla Feknani"]),
        ("le nommé ci-dessus a déclaré", &[]),
        ("our new hire policy, the New Hire Kit", &[]),
        // one word no dictionary knows, after a lower-case word: a name (`unknown_words`)
        ("the new employee Zoubadi.", &["Zoubadi"]),
        // one word, a lower-case word, an organisation cut by a stop word, a line break
        ("auprès de Zoubadi seulement.", &[]),
        ("auprès de la Banque Centrale.", &[]),
        ("auprès de Zarvane Bank, agence", &[]),
        ("Signed by\nKavrin Moutalek", &["Kavrin Moutalek"]),
        // no cue before the words
        ("Rien pour Kavrin Moutalek ici.", &["Kavrin Moutalek"]),
    ]);
}

#[test]
fn an_email_spelled_from_the_name_confirms_it() {
    check_persons(&[
        // one word in full and the start of the other, in either order, digits and
        // separators ignored, accents folded
        (
            "We need a few details for TARVINA ZOUBADI:\n* e-mail t.zoubadi@mail.tn\n",
            &["TARVINA ZOUBADI"],
        ),
        (
            "Contrat entre la société et Kavrin Moutali, ci-après.\nContact : kavrin-mout@mail.tn\n",
            &["Kavrin Moutali"],
        ),
        (
            "Références\nSorla Feknani, feknani_sorla77@mail.tn\n",
            &["Sorla Feknani"],
        ),
        (
            "Écrire à zebrine.ouk@x.tn.\n\nZébrine Oukali\n",
            &["Zébrine Oukali"],
        ),
        // a generic address, an address spelled from one word only, a lower-case pair, a
        // company with its form or its kind around it, no domain
        (
            "Zarvane Textiles\ncontact@zarvane.tn\n",
            &[],
        ),
        ("Kavrin Moutalek\nmoutalek@mail.tn\n", &["Kavrin Moutalek"]),
        ("kavrin moutali, kavrinmoutali@mail.tn", &[]),
        (
            "Zarvane Textiles SARL, zarvanetextiles@mail.tn",
            &[],
        ),
        (
            "Groupe Zarvane Textiles, zarvanetextiles@mail.tn",
            &[],
        ),
        ("Kavrin Moutalek @kavrinmoutali", &["Kavrin Moutalek"]),
    ]);
}

#[test]
fn a_birth_date_after_the_name_makes_it_a_person() {
    check_persons(&[
        (
            "made between the company and Tarvina Zoubadi, DOB 7 December 1955, holder",
            &["Tarvina Zoubadi"],
        ),
        (
            "and KAVRIN MOUTALI, born on 23rd August 1982, residing",
            &["KAVRIN MOUTALI"],
        ),
        (
            "et Sorla Ben Feknani, née le 2 mai 1970.",
            &["Sorla Ben Feknani"],
        ),
        // one word, a longer capitalised run (an organisation), a stop word, no comma,
        // a cue that is not a birth
        ("Zoubadi, born in 1970", &[]),
        ("Société Djerba Agro, née en 2001", &[]),
        ("la Banque Centrale, née de la réforme", &[]),
        ("Tarvina Zoubadek born on 7 May", &["Tarvina Zoubadek"]),
        ("Tarvina Zoubadek, director", &["Tarvina Zoubadek"]),
    ]);
}

#[test]
fn officers_and_parents_named_by_their_role() {
    check_persons(&[
        (
            "Nous, commissaire Tarvina Zoubadi, officier de police judiciaire",
            &["Tarvina Zoubadi"],
        ),
        (
            "fille de Kavrin Moutali et de Sorla Feknani, titulaire",
            &["Kavrin Moutali", "Sorla Feknani"],
        ),
        (
            "برئاسة القاضي زمراد كوتالي وعضوية نادرة فقناني وبمساعدة كاتب الجلسة سامي زوبادي.",
            &["زمراد كوتالي", "نادرة فقناني", "سامي زوبادي"],
        ),
        (
            "نحن محافظ الشرطة زمراد كوتالي ضابط الشرطة العدلية، سمعنا المدعو نادر فقناني، المولود",
            &["زمراد كوتالي", "نادر فقناني"],
        ),
        (
            "par Tarvina Zoubadi, président, assisté de Kavrin Moutali, greffier.",
            &["Tarvina Zoubadi", "Kavrin Moutali"],
        ),
        (
            "نحن ملازم أول زمراد كوتالي ضابط الشرطة، ملف العون نادر فقناني",
            &["زمراد كوتالي", "نادر فقناني"],
        ),
        (
            "السلام عليكم، معاك نادرة فقناني من الوكالة. الشخص الذي يجب الاتصال به: زمراد كوتالي",
            &["نادرة فقناني", "زمراد كوتالي"],
        ),
        // "et de" without a filiation before it, a commissioner's office, a firm
        ("la société Zarvane et de Kavrin Moutali Conseil", &[]),
        ("le commissaire de police de Tunis", &[]),
        ("Cabinet Zarvane Moutali, avocats associés", &[]),
    ]);
}

#[test]
fn names_under_a_name_column_of_a_csv_or_markdown_table() {
    use crate::extract::{extract, Limits};
    let cases: [(&str, &str, &[&str]); 19] = [
        // a register's prescriber, a ticket's customer (bilingual and Arabic headers)
        (
            "t.csv",
            "date;patient / المريض;prescripteur / الطبيب;medicament\n2024-01-02;Tarvina Zoubadi;Kavrin Moutali;Paracétamol\n",
            &["Tarvina Zoubadi", "Kavrin Moutali"],
        ),
        (
            "t.csv",
            "رقم التذكرة,القناة,الحريف,العون\nTCK-1,الفرع,زمراد كوتالي,علوان كوتي\n",
            &["زمراد كوتالي", "علوان كوتي"],
        ),
        (
            "t.csv",
            "Matricule;Nom & prénom;Ville\nE-1;Tarvina Zoubadi;Sfax\n",
            &["Tarvina Zoubadi"],
        ),
        // a header row is no label and its value ("Lien" after "Nom |"), in Markdown and in
        // a plain-text table under a rule
        (
            "t.md",
            "| Nom | Lien | CIN |\n|---|---|---|\n| Sorla Feknani | épouse | 02016184 |\n",
            &["Sorla Feknani"],
        ),
        (
            "t.txt",
            "Nom | Lien | Part\n-----------------\nSorla Feknani | épouse | 1/3\nKavrin Moutali | fils | 1/4\n",
            &["Sorla Feknani", "Kavrin Moutali"],
        ),
        // a payroll's "Agent" or "Salarié(e)" column, a transfer's beneficiary
        (
            "t.csv",
            "Identifiant;Agent;Service\nE-1;HOUVIEN TARCHALD;Production\n",
            &["HOUVIEN TARCHALD"],
        ),
        (
            "t.csv",
            "Identifiant,Service,Salarié(e)\nE-1,Ventes,Zoubir Kalfaji\n",
            &["Zoubir Kalfaji"],
        ),
        (
            "t.md",
            "| المستفيد | RIB |\n|---|---|\n| زمراد كوتالي | x |\n",
            &["زمراد كوتالي"],
        ),
        (
            "t.csv",
            "Id,Nom / الاسم واللقب,Tél\nE-2,زمراد كوتالي,x\n",
            &["زمراد كوتالي"],
        ),
        (
            "t.md",
            "# Annuaire\n\n| Matricule | الاسم واللقب | الخطة |\n|---|---|---|\n| EMP-1 | زمراد كوتالي | محاسب |\n",
            &["زمراد كوتالي"],
        ),
        // a hotel's guests, a home carer's visits, a course's trainees (Arabic header)
        (
            "t.csv",
            "Room,Guest name,Nationality\n12,Zarvane Koutali,Libyan\n",
            &["Zarvane Koutali"],
        ),
        (
            "t.csv",
            "Date;Patient;Intervenant;Acte\n01/02/2025;KOUTALI Sorla;Talvek Moudrani;Pansement\n",
            &["KOUTALI Sorla", "Talvek Moudrani"],
        ),
        (
            "t.csv",
            "ع/ر,المتربص,الاختصاص\n1,زمراد كوتالي,محاسبة\n",
            &["زمراد كوتالي"],
        ),
        // a column of another kind: the guest's nationality, the company's name
        (
            "t.csv",
            "Room,Company name,Nationality\n12,Zarvane Koutali,Libyan\n",
            &[],
        ),
        // a column of another kind; the same rows without a delimiter row (no table)
        (
            "t.csv",
            "Matricule;Ville;Service\nE-1;Tarvina Zoubadi;Sfax\n",
            &[],
        ),
        (
            "t.md",
            "| Matricule | الاسم واللقب | الخطة |\n| EMP-1 | زمراد كوتال | محاسب |\n",
            // (not as a column's name: as two words no Arabic dictionary knows)
            &["زمراد كوتال"],
        ),
        // a shop's, an agency's name in a column of clients is no person's (with or without
        // the article)
        (
            "t.csv",
            "التاريخ,الحريف,ملاحظات\n10/08/2025,زمراد كوتالي,\n,فضاء خدمات المنار,خدمة الحرفاء\n,الفضاء التجاري نهج فلسطين,\n,وكالة الإقامة الهادئة,\n",
            &["زمراد كوتالي"],
        ),
        // who did something, in a remark's cell: a participle before `par`, `by`
        (
            "t.csv",
            "ID;Statut;Remarque\nDRV-1;Actif;Parrainé par Tarvina Zoubadi\nDRV-2;Actif;referred by Kavrin Moutali\n",
            &["Tarvina Zoubadi", "Kavrin Moutali"],
        ),
        // (NEAR MISS: a participle before an organisation, a word that is no participle)
        (
            "t.csv",
            "ID;Remarque\nDRV-1;Validé par la Direction Générale\nDRV-2;Paiement par Carte Bancaire\n",
            &[],
        ),
    ];
    for (name, text, want) in cases {
        let doc = extract(name, text.as_bytes().to_vec(), &Limits::default()).unwrap();
        let got: Vec<&str> = crate::detect::scan(&doc, &Default::default())
            .into_iter()
            .filter(|f| f.entity == Entity::Person)
            .map(|f| &text[f.start..f.end])
            .collect();
        assert_eq!(got, want, "{text:?}");
    }
}

#[test]
fn places_and_institutions_named_after_people_are_no_names() {
    check_persons(&[
        ("لدى المحامي بالكاف، وبعد", &[]),
        ("Collège Ibn Rachiq, classe de 3e", &[]),
        // an airport's name, an agency's
        ("Rapport – Aéroport international Djerba-Zarzis", &[]),
        ("Agence immobilière Dar El Jasmine", &[]),
        ("Employeur : Nour Pharma SA", &[]),
        ("المدرسة الإعدادية ابن رشيق بسوسة", &[]),
        // a name after the same title stays one
        ("لدى المحامي زمراد كوتالي", &["زمراد كوتالي"]),
        // a hospital, an institute, a street named after a person, the word before the name in
        // any case, after an elided article or a proclitic, or the word after it
        ("adressé à l'Hôpital Charles Nicolle de Tunis", &[]),
        ("Referred from Charles Nicolle Hospital, Tunis", &[]),
        ("Suivi à l'Institut Salah Zarvani.", &[]),
        ("Seen at the Salah Zarvani Institute.", &[]),
        ("تمت إحالته إلى معهد صالح زرواني.", &[]),
        ("تمت إحالته بمستشفى صالح زرواني.", &[]),
        ("Siège : avenue Alain Savary, Tunis", &[]),
        ("Assureur : STAR Insurance.", &[]),
        ("Assureur : GAT Assurances.", &[]),
        // the place's word up to three words before, one space apart (`primaire`, `pilote`)
        ("Élève inscrit à l'École primaire Aboul Kacem Chebbi depuis 2020.", &[]),
        ("Lycée pilote Salah Zarvani, section sciences", &[]),
        // a column of names holds no institution's name
        (
            "| Enfant | École |\n|---|---|\n| Kavrin Moutali | Collège Sorla Feknani |\n| Tarvina Zoubadi | معهد بورقيبة |\n",
            &["Kavrin Moutali", "Tarvina Zoubadi"],
        ),
        // near misses: the same first names of people, the place word further away, a family
        // name in capitals before a given name
        (
            "adressé à l'hôpital par Charles Nicolle hier",
            &["Charles Nicolle"],
        ),
        ("Le Dr Salah Zarvani, de l'Institut", &["Salah Zarvani"]),
        ("صالح زرواني، معهد", &["صالح زرواني"]),
        ("l'école, puis Salah Zarvani est venu", &["Salah Zarvani"]),
        ("Assuré : ZARVANI Salah.", &["ZARVANI Salah"]),
        // an institution's capitalised title up to the name, with its links, in French and
        // in English; a title in the chain, a lower-case word or a comma breaks it
        (
            "UNV – Institut National de Neurologie Mongi Ben Hmida – lit 4",
            &[],
        ),
        (
            "Stroke Unit – National Institute of Neurology Mongi Ben Hmida – bed 6",
            &[],
        ),
        (
            "Centre Hospitalier Universitaire Salah Zarvani, service de pédiatrie",
            &[],
        ),
        (
            "Hôpital Régional Dr Salah Zarvani reçoit",
            &["Salah Zarvani"],
        ),
        (
            "l'Institut national a reçu Mongi Ben Hmida hier",
            &["Mongi Ben Hmida"],
        ),
        ("Institut National, Mongi Ben Hmida", &["Mongi Ben Hmida"]),
    ]);
}

#[test]
fn one_family_name_in_capitals_after_a_profession() {
    check_persons(&[
        (
            "Déposé par l'expert-comptable ZIKOULANI, 22 septembre 2023",
            &["ZIKOULANI"],
        ),
        (
            "Filed by the chartered accountant KACHIMARO, 2024-03-12",
            &["KACHIMARO"],
        ),
        ("Vu par le notaire BOUZAHRI.", &["BOUZAHRI"]),
        // near misses: an acronym of four letters, a word without a vowel, a word the
        // dictionary knows, no profession before it, a profession's complement between
        ("Déposé par l'expert-comptable STEG, 2023", &[]),
        ("Filed by the accountant KPMGS, 2024", &[]),
        ("Vu par le notaire ANNEXE.", &[]),
        ("Déposé par ZIKOULANI, 2023", &[]),
        ("Signé par l'huissier de justice ZIKOULANI.", &[]),
    ]);
}

#[test]
fn a_model_with_its_number_and_a_firm_after_a_label_are_no_names() {
    check_persons(&[
        // a single unknown word followed by a model's number; a label's value ending with a
        // firm's word
        ("champ visuel Humphrey 24-2 : normal", &[]),
        ("Operator: El Amana Takaful    Proposal: MT-1", &[]),
        ("Assureur : Zarvani Assurances", &[]),
        // near misses: the same word without a number, a label's value that is a name
        ("examiné par Humphrey hier", &["Humphrey"]),
        ("Operator: Zarvani Kasbouri", &["Zarvani Kasbouri"]),
    ]);
}

#[test]
fn chat_senders_and_attendance_lists() {
    check_persons(&[
        // the sender of an exported chat message, alone or with a family name
        (
            "12/03/2023, 11:37 - Tarvina Zoubadi: Bonjour\n12/03/2023, 11:38 - Kavrin: oui\n",
            &["Tarvina Zoubadi", "Kavrin"],
        ),
        ("[12/03/23, 11:39:05] Sorla Feknani: ok", &["Sorla Feknani"]),
        ("3/4/2024 9:05 PM - زمراد كوتالي: مرحبا", &["زمراد كوتالي"]),
        // a message header: a name and its time alone on a line
        ("Tarvina Zoubadi (17:39)\nBonjour", &["Tarvina Zoubadi"]),
        // the people present, with their roles in brackets (no transcription)
        (
            "Present: Tarvina Zoubadi (CEO); Kavrin Moutali (HR lead).",
            &["Tarvina Zoubadi", "Kavrin Moutali"],
        ),
        (
            "الحاضرون: زمراد كوتالي، نادرة فقناني",
            &["زمراد كوتالي", "نادرة فقناني"],
        ),
        // a phone number as the sender, a one-word header, a meeting's time, a list of
        // things, a date without its time
        ("12/03/2023, 11:40 - +216 98 123 456: allo", &[]),
        ("Réunion (10:30)\nSuite", &[]),
        ("Kavrin (17:39)\n", &[]),
        ("Participants : Direction Générale; Service Juridique", &[]),
        ("| Present | Tarvina Zoubadek |", &["Tarvina Zoubadek"]),
        ("12/03/2023 - Tarvina Zoubadek: ok", &[]),
    ]);
}

#[test]
fn a_label_aligned_with_its_value_introduces_a_name() {
    check_persons(&[
        (
            "Nom et prénom        Tarvina Zoubadi\nClasse        3e",
            &["Tarvina Zoubadi"],
        ),
        // a DOCX table row, a bilingual label
        (
            "Nom & prénom / الاسم و اللقب\tKavrin Moutali\n",
            &["Kavrin Moutali"],
        ),
        ("الاسم الكامل\tزمراد كوتالي\n", &["زمراد كوتالي"]),
        (
            "Personne à prévenir : Sorla Feknani, tél. 98 000 000",
            &["Sorla Feknani"],
        ),
        // a dot leader before the colon, a table row's pipe after the label
        (
            "الاسم واللقب ................ : زمراد كوتالي",
            &["زمراد كوتالي"],
        ),
        ("| Name of holder | Tarvina ZOUBADI |", &["Tarvina ZOUBADI"]),
        ("| Nom | CIN | Téléphone |", &[]),
        ("Suite... : Tarvina Zoubadek", &["Tarvina Zoubadek"]),
        // people named by their role in a form
        (
            "14. Personne invitante : Houvia Tebbari",
            &["Houvia Tebbari"],
        ),
        (
            "Supplier contact: Satir Bouknali, +216 48 000 000",
            &["Satir Bouknali"],
        ),
        ("اسم الأب : زمراد كوتالي", &["زمراد كوتالي"]),
        ("صاحب الحساب .......... زمراد كوتالي", &["زمراد كوتالي"]),
        ("Personne invitante : Hôtel Carlton", &[]),
        // a label in the middle of a line without a colon, a word that is no label
        ("Texte Nom  Tarvina Zoubadek", &["Tarvina Zoubadek"]),
        ("Total  Montant Final\n", &[]),
        // a numbered field aligned with its value (a form exported to text, a DOCX row)
        (
            "5. Nom du père                Zarvane Moutali\n",
            &["Zarvane Moutali"],
        ),
        (
            "Dossier\n14) Personne invitante\tHouvia Tebbari\n",
            &["Houvia Tebbari"],
        ),
        // a translation in brackets or Markdown emphasis between the label and its colon
        (
            "Nom et prénom (الاسم و اللقب) : Tarvina Zoubadi",
            &["Tarvina Zoubadi"],
        ),
        (
            "Nom et prénom (الاسم واللقب)\tKavrin Moutali\n",
            &["Kavrin Moutali"],
        ),
        ("- **Full name** : Satir Bouknali", &["Satir Bouknali"]),
        ("Nom* : Zoubadi", &["Zoubadi"]),
        ("Nom, prénom      Sorla Feknani\n", &["Sorla Feknani"]),
        ("Nom, prénom (الاسم واللقب)    Sorla Feknani\n", &["Sorla Feknani"]),
        ("Prénom, nom : Kavrin Moutali", &["Kavrin Moutali"]),
        // NEGATIVES: a number that is no field's, in a sentence; a bracket left open or too
        // long; a bracket after a word that is no label
        ("Article 14. Personne invitante  Houvia Tebbarek\n", &["Houvia Tebbarek"]),
        ("Total 2024. Nom  Tarvina Zoubadek\n", &["Tarvina Zoubadek"]),
        ("Nom et prénom (voir : annexe) Tarvina Zoubadek", &["Tarvina Zoubadek"]),
        ("Nom, adresse      Tarvina Zoubadek\n", &["Tarvina Zoubadek"]),
        (
            "Nom (à compléter par le service des ressources humaines de l'agence de Sousse) : Zoubadi",
            &[],
        ),
        ("Remarque (urgent) : Tarvina Zoubadek", &["Tarvina Zoubadek"]),
    ]);
}

#[test]
fn a_plain_text_table_row_names_the_holder_of_its_identifier() {
    check_persons(&[
        // cells aligned by blanks, a leading particle, pipes, tabs
        (
            "Tarvina Zoubadi   08 495 4290162976267 76  71 408 TND\n\
             Kavrin Moutali    01 122 8246257628080 65  590 TND\n",
            &["Tarvina Zoubadi", "Kavrin Moutali"],
        ),
        (
            "زمراد كوتالي | 14 314 0265059649701 69 | 24927 دينارا\n\
             بن علوان كوتي | 14-277-3624519405145-19 | 2618 دينارا\n",
            &["زمراد كوتالي", "بن علوان كوتي"],
        ),
        (
            "Sorla Feknani\tCIN 04789061\nZarvane Tebbari\tCIN 12811519\n",
            &["Sorla Feknani", "Zarvane Tebbari"],
        ),
        // NEGATIVES: one row is no table; lower-case words, a stop word; phone lines named
        // by a service (no word of the name lists); one space is no cell separator
        (
            "Tarvina Zoubadek   08 495 4290162976267 76  71 408 TND\n",
            &["Tarvina Zoubadek"],
        ),
        (
            "virement mensuel   08 495 4290162976267 76\n\
             Compte Courant   01 122 8246257628080 65\n",
            &[],
        ),
        (
            "Ligne Directe   71 234 567\nStandard Central   71 000 000\n",
            &[],
        ),
        (
            "Carte Visa   4970 1012 3456 7899\nCarte Mastercard   5500 0055 5555 5559\n",
            &[],
        ),
        (
            "Tarvina Zoubadek 08 495 4290162976267 76\n\
             Kavrin Moutalek 01 122 8246257628080 65\n",
            &["Tarvina Zoubadek", "Kavrin Moutalek"],
        ),
    ]);
}

#[test]
fn a_first_name_then_a_family_name_in_capitals() {
    check_persons(&[
        ("Vu le dossier de Tarvina ZOUBADI.", &["Tarvina ZOUBADI"]),
        (
            "Rakima NOUSOUCHALI — Kavrin MOUTALI — signataires",
            &["Rakima NOUSOUCHALI", "Kavrin MOUTALI"],
        ),
        // NEGATIVES: a stop word first, a two-letter acronym, a longer capitalised run (a
        // firm), capitals first (NOM Prénom's own rule), a lower-case word first
        ("la Société ZARVANE a payé", &[]),
        ("Tarvina TN a payé", &[]),
        ("Groupe Zarvane MOUTALI Services", &[]),
        ("le client Alpha ZARVANE Textiles", &[]),
        ("en tunisie ZARVANE", &[]),
        // a chapter's roman numeral, a card's brand, a file format, a committee
        ("voir le Chapitre III du règlement", &[]),
        ("payé par Carte VISA hier", &[]),
        ("envoyé au Format PDF", &[]),
        ("ordre du jour de la Réunion CODIR", &[]),
    ]);
}

#[test]
fn roles_of_a_firm_and_reports_name_their_person() {
    check_persons(&[
        ("Pour l'agence : Tarvina Zoubadi", &["Tarvina Zoubadi"]),
        ("For the agency: Kavrin Moutali", &["Kavrin Moutali"]),
        ("عن الوكالة: زمراد كوتالي", &["زمراد كوتالي"]),
        ("Vendeur : Sorla Feknani — signature", &["Sorla Feknani"]),
        ("المستشار التجاري: زمراد كوتالي", &["زمراد كوتالي"]),
        (
            "Suite au rapport établi par Tarvina Zoubadi, votre supérieur",
            &["Tarvina Zoubadi"],
        ),
        ("وهو ما يؤكده زميلي زمراد كوتالي.", &["زمراد كوتالي"]),
        (
            "contre votre garant, Sorla Feknani, domiciliée à Ariana.",
            &["Sorla Feknani"],
        ),
        (
            "assistée de Kavrin Moutali, délégué du personnel, ou de",
            &["Kavrin Moutali"],
        ),
        // NEGATIVES: a firm as the agency's signatory, one word, a stop word
        ("Pour l'agence : Tunis Centre", &[]),
        ("Vendeur : Zoubadi", &[]),
        ("la Banque Zitouna, domiciliée à Tunis", &[]),
        ("la société Zarvane Moutalek, domiciliée à Tunis", &[]),
        ("rapport établi par la direction", &[]),
    ]);
}

#[test]
fn a_greeting_names_one_unknown_word() {
    check_persons(&[
        ("Bonjour Tarvina, c'est bien reçu.", &["Tarvina"]),
        ("Hi Zoubadi, can you send it?", &["Zoubadi"]),
        ("3aslema Kavrin, labes ?", &["Kavrin"]),
        ("Dear Sorla Feknani,\nPlease find", &["Sorla Feknani"]),
        // NEGATIVES: a group or a role addressed, a greeting in a sentence, no comma, a
        // two-letter word, a word of the stop lists
        ("Dear Team, please find", &[]),
        ("Bonjour Collègues, voici", &[]),
        ("Hi All, the meeting", &[]),
        // one word no dictionary knows, after a lower-case word: a name (`unknown_words`)
        ("Il m'a dit bonjour Tarvina, puis", &["Tarvina"]),
        ("Bonjour Tarvina et merci", &[]),
        ("Hi Jo, thanks", &[]),
        ("Bonjour Madame, merci", &[]),
        ("Bonjour Tunis!", &[]),
        ("Chers Adhérents, voici", &[]),
        ("Dear Members, the meeting", &[]),
        ("Bonjour Famille, merci", &[]),
    ]);
}

#[test]
fn an_identity_document_after_the_name_makes_it_a_person() {
    check_persons(&[
        (
            "Bouknazi presented the file of Tarvina Zoubadi (CIN 03867644, CNSS 34727029).",
            &["Tarvina Zoubadi"],
        ),
        (
            "en faveur de Kavrin Ben Moutali, titulaire de la CIN n° 01234567, demeurant",
            &["Kavrin Ben Moutali"],
        ),
        (
            "the applicant Sorla Feknani, holder of passport no. Z1234567",
            &["Sorla Feknani"],
        ),
        (
            "تقودها امرأة تعرفت عليها لاحقا وهي زمراد كوتالي، صاحبة ب.ت.و عدد 02627418.",
            &["زمراد كوتالي"],
        ),
        (
            "وهو زمراد بن علوان كوتالي، صاحب بطاقة التعريف الوطنية عدد 06053691",
            &["زمراد بن علوان كوتالي"],
        ),
        // NEGATIVES: one word, an organisation (a longer capitalised run), no space before
        // the bracket, a bracket holding no identity document, Arabic prose with one word
        ("Zoubadi (CIN 03867644)", &[]),
        ("la Société Zarvane Moutali Textiles (CIN 03867644)", &[]),
        ("Tarvina Zoubadek(CIN 03867644)", &["Tarvina Zoubadek"]),
        ("Tarvina Zoubadek (voir annexe)", &["Tarvina Zoubadek"]),
        ("Tarvina Zoubadek (Cinéma)", &["Tarvina Zoubadek"]),
        ("قدمت الوثيقة، صاحبة ب.ت.و عدد 02627418", &[]),
        // (two words no Arabic dictionary knows are a name whatever follows: `unknown_arabic`)
        (
            "قدمت زمراد كوتالي، صاحبة ب.ت.و عدد 02627418",
            &["زمراد كوتالي"],
        ),
        ("الطرف الثاني، صاحب بطاقة التعريف الوطنية عدد 01234567", &[]),
    ]);
}

#[test]
fn a_profession_after_the_name_makes_it_a_person() {
    check_persons(&[
        (
            "Nous, Tarvina Zoubadi, huissier de justice près le tribunal, avons notifié",
            &["Tarvina Zoubadi"],
        ),
        (
            "en présence de Kavrin Ben Moutali, avocat au barreau de Tunis.",
            &["Kavrin Ben Moutali"],
        ),
        (
            "witnessed by SORLA FEKNANI, notary public in Sousse",
            &["SORLA FEKNANI"],
        ),
        // one word, a place, an organisation (a stop word, a longer capitalised run), a
        // word that is no profession cue, no comma
        ("Zoubadi, avocat", &[]),
        ("Tunis, huissier de justice", &[]),
        ("la Banque Centrale, notaire", &[]),
        ("Cabinet Zarvane Moutali, avocat conseil", &[]),
        ("Tarvina Zoubadek, directrice", &["Tarvina Zoubadek"]),
        ("Tarvina Zoubadek avocat au barreau", &["Tarvina Zoubadek"]),
    ]);
}

#[test]
fn a_name_alone_on_its_line_where_a_person_signs_or_heads() {
    check_persons(&[
        // a signature over an identity card
        (
            "Copie adressée à la direction.\n\nTARVINA ZOUBADI\nCIN 01234567\n",
            &["TARVINA ZOUBADI"],
        ),
        (
            "Merci.\nKavrin Moutali\nPasseport X1234567\n",
            &["Kavrin Moutali"],
        ),
        // a CV's heading in Arabic over contact data, with a word of the lists
        (
            "محمد كوتالي\nنهج الزيتون، تونس\nالهاتف: 71 000 000\n",
            &["محمد كوتالي"],
        ),
        ("# محمد كوتالي\nالبريد: zk@mail.tn\n", &["محمد كوتالي"]),
        // without one it is as often the document's title; but two words no Arabic dictionary
        // knows are a name (`unknown_arabic`)
        ("زمراد كوتال\nالهاتف: 71 000 000\n", &["زمراد كوتال"]),
        ("إشعار بتغيير المعطيات\n\nالهاتف الجديد : ٩٨ ٧٦٥ ٤٣٢\n", &[]),
        ("سيرة ذاتية\nالهاتف: 71 000 000\n", &[]),
        // after a closing formula on the same line
        ("شكرا.\nمع التحية، زمراد كوتالي\n", &["زمراد كوتالي"]),
        ("Merci.\nCordialement, Sami Feknani\n", &["Sami Feknani"]),
        // a title line, a heading in capitals, a company, a city, a department: not names
        ("CONTRAT DE TRAVAIL\nCIN 01234567\n", &[]),
        ("Direction Générale\nCIN 01234567\n", &[]),
        ("Tunis\nCIN 01234567\n", &[]),
        ("# Curriculum Vitae\nTél : 71 000 000\n", &[]),
        // a CV's heading in Latin script over a mobile number, with or without a word of
        // the lists (a Markdown underline and an empty line between)
        (
            "Tarvina Zoubadi\n===============\n\nMobile : +216 98 000 000 · t@mail.tn\n",
            &["Tarvina Zoubadi"],
        ),
        ("# KAVRIN MOUTALI\nGSM : 98 000 000\n", &["KAVRIN MOUTALI"]),
        // a Latin letterhead over a phone number is as often a company's, and over a
        // mobile number when a word says so
        ("Zarvane Textiles\nTél : 71 000 000\n", &[]),
        ("Zarvane Textiles\nMobile : 98 000 000\n", &[]),
        ("# Curriculum Vitae\nMobile : 98 000 000\n", &[]),
        (
            "Texte.\nTarvina Zoubadek\nMobile : 98 000 000\n",
            &["Tarvina Zoubadek"],
        ),
        ("# شركة الزيتونة\nالهاتف: 71 000 000\n", &[]),
        ("مع التحية، إدارة الموارد البشرية\n", &[]),
        ("Cordialement, Groupe Medina Logistique\n", &[]),
        ("Cordialement, la direction\n", &[]),
        // a Latin pair after a closing formula needs a word of the lists
        ("Merci, Bonne Journée\n", &[]),
        ("Best regards, Human Resources\n", &[]),
        ("Cordialement, Sorla Feknanek\n", &["Sorla Feknanek"]),
        // a name that does not fill its line, or on a line not under a signature
        (
            "Tarvina Zoubadek a écrit\nCIN 01234567\n",
            &["Tarvina Zoubadek"],
        ),
        (
            "Texte.\nTarvina Zoubadek\nAutre ligne\n",
            &["Tarvina Zoubadek"],
        ),
    ]);
}

#[test]
fn an_employee_file_cue_introduces_an_arabic_name() {
    check_persons(&[
        (
            "Objet : ملف الموظف زمراد كوتالي / dossier RH-1",
            &["زمراد كوتالي"],
        ),
        ("ملف الموظفة نادرة كوتالي", &["نادرة كوتالي"]),
        ("Fait par Kavrin Moutali, le 2 mai.", &["Kavrin Moutali"]),
        // a stop word after the cue, or one word
        ("ملف الموظف المعني", &[]),
        // one word no dictionary knows, after a lower-case word: a name (`unknown_words`)
        ("Fait par Moutali.", &["Moutali"]),
    ]);
}

#[test]
fn a_married_or_maiden_name_after_one_word_cues() {
    // synthetic names; one word is enough after "Ep.", "épouse", "veuve", "née", "أرملة"
    check_persons(&[
        (
            "2) Mme Tarvina Zoubadi Ep. KOUTALI, née le 05/05/1988",
            &["Tarvina Zoubadi", "KOUTALI"],
        ),
        // "épouse" between two names is a particle of one name
        (
            "Mme Tarvina Zoubadi épouse Moutali a signé.",
            &["Tarvina Zoubadi épouse Moutali"],
        ),
        ("Madame, épouse Moutali, a signé.", &["Moutali"]),
        (
            "Mme Tarvina Zoubadi née Moutali",
            &["Tarvina Zoubadi", "Moutali"],
        ),
        (
            "فحصت السيدة زمراد كوتالي أرملة فيكناني المولودة في",
            &["زمراد كوتالي", "فيكناني"],
        ),
        // a date, a place word, a stop word after the cue: no name
        ("née le 05/05/1988 à Sfax", &[]),
        ("l'épouse du défunt", &[]),
        ("veuve de guerre", &[]),
    ]);
}

#[test]
fn officers_and_people_a_statement_names_after_a_cue() {
    check_persons(&[
        (
            "L'huissier de justice : DAZIM SOULTAVI",
            &["DAZIM SOULTAVI"],
        ),
        ("العدل المنفذ: زمراد كوتالي", &["زمراد كوتالي"]),
        ("اعترضني شخص يدعى زمراد كوتالي عندما", &["زمراد كوتالي"]),
        (
            "Vehicle B: registration 96035 RS, driven by Tarvina Zoubadi.",
            &["Tarvina Zoubadi"],
        ),
        (
            "un véhicule conduit par Kavrin Moutali",
            &["Kavrin Moutali"],
        ),
        // a company, one word, a common noun after the cue
        // one word no dictionary knows, after a lower-case word: a name (`unknown_words`)
        ("driven by Zoubadi.", &["Zoubadi"]),
        ("conduit par la suite", &[]),
        ("un homme nommé directeur", &[]),
    ]);
}

#[test]
fn who_is_on_the_phone_and_who_speaks_in_a_transcript() {
    check_persons(&[
        (
            "CLIENT : Oui bonjour, tarvina zoubadi à l'appareil, je souhaite",
            &["tarvina zoubadi"],
        ),
        ("Hi, Kavrin Moutali speaking.", &["Kavrin Moutali"]),
        (
            "CONSEILLER (Zoubadi) : Bonjour, service clients.",
            &["Zoubadi"],
        ),
        (
            "AGENT (Kavrin Moutali): Thank you for calling",
            &["Kavrin Moutali"],
        ),
        // a role, a common noun, one lower-case word, a translation in brackets
        (
            "Le conseiller à l'appareil vous répond. Madame à l'appareil.",
            &[],
        ),
        ("Public speaking is hard; the man speaking loudly", &[]),
        ("Oui, zoubadi à l'appareil", &[]),
        ("Nom (en arabe) : —", &[]),
        ("Client (Mme) : oui", &[]),
        ("Remarque (Important) : voir", &[]),
    ]);
}

#[test]
fn the_writers_of_a_chat_export_and_their_lower_case_mentions() {
    // WhatsApp's iOS and Android text exports; a name written in lower case by the text is
    // found in lower case alone elsewhere
    let text = "Discussion WhatsApp avec zoubadi\n\
                [09/01/2021 09:34] kavrin: slm zoubadi cv?\n\
                [09/01/2021 10:06] zoubadi: hmd\n\
                12/01/2017, 08:48 - Tarvina Moutali: salut\n\
                [3/4/21, 9:05:11 PM] Vous: ok\n\
                12/03/2023, 11:39 - Client: Bonjour, voici\n\
                12/01/2017 08:48 facture payée: oui\n";
    let got: Vec<String> = persons(text).into_iter().map(|p| p.2).collect();
    assert_eq!(
        got,
        ["zoubadi", "kavrin", "zoubadi", "zoubadi", "Tarvina Moutali"]
    );
    // a lone lower-case word that only a capitalised name has is no mention
    let got: Vec<String> = persons("Mme Tarvina Zoubadi est venue. la zoubadi est un plat.")
        .into_iter()
        .map(|p| p.2)
        .collect();
    assert_eq!(got, ["Tarvina Zoubadi"]);
}

#[test]
fn a_label_and_its_value_in_the_cells_of_a_csv_row() {
    check_persons(&[
        (
            "field,value\nVoyageur,DAZIM SOULTAVI\nPasseport,X",
            &["DAZIM SOULTAVI"],
        ),
        ("Traveller,Kavrin Moutali\n", &["Kavrin Moutali"]),
        // a comma and a space is running text; a label inside a line is no cell
        ("Voyageur, bienvenue à bord", &[]),
        ("Le voyageur,Kavrin Moutalek", &["Kavrin Moutalek"]),
    ]);
}

#[test]
fn a_capitalised_word_before_a_reference_code_is_no_name() {
    // "Prénom NOM" needs the word in capitals to be a name, not a reference's prefix
    check_persons(&[
        ("Déclaration DAU-2018/54566", &[]),
        ("Dossier REF/0042 du 12 mai", &[]),
        ("Dossier ZOUBADI/Kavrin", &[]),
        ("Tarvina ZOUBADI a signé", &["Tarvina ZOUBADI"]),
    ]);
}

#[test]
fn a_given_name_and_a_name_in_capitals_after_an_acronym() {
    // the acronym of a role before `Prénom NOM` is neither the family name (`NOM Prénom`) nor
    // a reason to drop the name; near misses: `NOM Prénom` alone, and a firm's capitals
    check_persons(&[
        ("Visa UNV Quirbelo MASTOUFI, 21/02", &["Quirbelo MASTOUFI"]),
        ("ZOUBADI Tarvina a signé", &["ZOUBADI Tarvina"]),
        ("Groupe ALPHA Beta SERVICES", &[]),
    ]);
}

#[test]
fn an_arabic_name_before_its_birth_or_card_and_after_a_role() {
    check_persons(&[
        // a birth apposition: two name words (one of a family name's shape) before "، المولودة"
        (
            "زمراد الكوتالي، المولودة في 1960-10-05، بطاقة التعريف عدد 12904032.",
            &["زمراد الكوتالي"],
        ),
        (
            "الوكيل: زمراد كوتالي، بطاقة تعريف وطنية عدد 05533889",
            &["زمراد كوتالي"],
        ),
        // a role as a label
        ("العدل: زمراد كوتالي", &["زمراد كوتالي"]),
        ("المكلفة بالحرفاء: زمراد كوتالي", &["زمراد كوتالي"]),
        ("Gérante : Tarvina Zoubadi", &["Tarvina Zoubadi"]),
        ("Bailleur : Kavrin Moutali", &["Kavrin Moutali"]),
        // no name shape, a company, an amount after the role
        ("وثيقة جديدة، المولودة في 1960", &[]),
        ("المدين: شركة النور للتوزيع", &[]),
        ("Caution : 5 000 dinars", &[]),
    ]);
}

#[test]
fn who_speaks_introduces_themself_and_a_label_with_its_elided_article() {
    check_persons(&[
        (
            "Bonjour, c'est Tarvina Zoubadi, je vous appelle au sujet",
            &["Tarvina Zoubadi"],
        ),
        (
            "Bonjour madame, ici Kavrin Moutali de la pharmacie",
            &["Kavrin Moutali"],
        ),
        (
            "Hello, this is Kavrin Moutali from the bank.",
            &["Kavrin Moutali"],
        ),
        (
            "L'assuré : Kavrin Moutali (matricule 1)",
            &["Kavrin Moutali"],
        ),
        ("L\u{2019}emprunteur : Kavrin Moutali", &["Kavrin Moutali"]),
        // a place, a brand, a common phrase after the cue; "le" before a label
        ("C'est Google Maps qui indique la route.", &[]),
        ("Ici Radio Tunis Chaîne Internationale.", &[]),
        ("This is Very Important.", &[]),
        ("c'est la vie", &[]),
        ("Indiquez le nom : Kavrin", &[]),
    ]);
}

#[test]
fn bilingual_labels_and_role_labels() {
    check_persons(&[
        // a known label, a slash, its translation (known or not), the colon
        ("Formateur / المكون : Talvek Moudrani", &["Talvek Moudrani"]),
        ("Sender / Expéditeur : Orsina Kelbadi", &["Orsina Kelbadi"]),
        ("Stagiaire / المتربصة : ZEFRANI Morvia", &["ZEFRANI Morvia"]),
        // the blanks that align a form's colons
        ("Sender       : ORSINA KELBADI", &["ORSINA KELBADI"]),
        ("المستفيد: زمراد كوتالي", &["زمراد كوتالي"]),
        ("Relationship manager: Orsina Kelbadi", &["Orsina Kelbadi"]),
        // near misses: an unknown first label, a translation that runs past three words, a
        // value that is no name, a slash with no colon after it
        ("Note / ملاحظة : Talvek Moudranek", &["Talvek Moudranek"]),
        (
            "Formateur / voir la liste jointe : Talvek Moudranek",
            &["Talvek Moudranek"],
        ),
        ("Formateur / المكون : Excel avancé", &[]),
        ("Formateur / Talvek Moudranek", &["Talvek Moudranek"]),
    ]);
    check_persons(&[
        // a label with its article, a second field of the line, an initial
        ("Le Locataire : TALVEK MOUDRANI", &["TALVEK MOUDRANI"]),
        (
            "إمضاء المسوغ: تالفك مودراني          إمضاء المتسوغ: زمراد كوتالي",
            &["تالفك مودراني", "زمراد كوتالي"],
        ),
        ("Signature du déclarant : Z. Moudrani", &["Z. Moudrani"]),
        ("Entre : Mme K. Moudrani, née le", &["K. Moudrani"]),
        ("الشخص الواجب إعلامه: زمراد كوتالي", &["زمراد كوتالي"]),
        // near misses: an article in running text (its words, which no dictionary knows, still
        // make a name), a firm after a declarant's label, an initial with no name after it, a
        // second field that is running text
        ("Indiquez le nom : Talvek Moudranek", &["Talvek Moudranek"]),
        ("Déclarant : Sté Sahel Immobilier & Cie", &[]),
        ("Signature du déclarant : Z. le 3 mars", &[]),
        ("Voir plus bas   le client : néant", &[]),
    ]);
}

#[test]
fn lists_of_witnesses_joined_by_a_conjunction() {
    check_persons(&[
        (
            "Témoins : Talvek Moudrani et Orsina Kelbadi.",
            &["Talvek Moudrani", "Orsina Kelbadi"],
        ),
        (
            "Witnesses: Talvek Moudrani and Orsina Kelbadi",
            &["Talvek Moudrani", "Orsina Kelbadi"],
        ),
        (
            "Notaires / العدلان : Talvek Moudrani & Orsina Ben Kelbadi",
            &["Talvek Moudrani", "Orsina Ben Kelbadi"],
        ),
        // the Arabic و glued to the second name is no part of it
        (
            "عدلا الإشهاد: زمراد كوتالي ونادرة فقناني",
            &["زمراد كوتالي", "نادرة فقناني"],
        ),
        ("Apologies: Talvek Moudrani.", &["Talvek Moudrani"]),
        // near misses: one word, words that are no names, a sentence after the list
        ("Témoins : Talvek et Orsina", &[]),
        ("Témoins : néant", &[]),
        (
            "Témoins : Talvek Moudrani et les voisins du quartier",
            &["Talvek Moudrani"],
        ),
    ]);
}

#[test]
fn a_name_and_its_transcription_after_a_dash() {
    check_persons(&[
        (
            "Nom / الاسم : MOUDRANI Talvek - تالفك مودراني",
            &["MOUDRANI Talvek", "تالفك مودراني"],
        ),
        (
            "Client : Talvek Moudrani / تالفك مودراني, né le",
            &["Talvek Moudrani", "تالفك مودراني"],
        ),
        (
            "الاسم: تالفك مودراني - Talvek Moudrani",
            &["تالفك مودراني", "Talvek Moudrani"],
        ),
        // a name found only as a mention gets its transcription too
        (
            "Client : Talvek Moudrani\nCopie : TALVEK MOUDRANI (تالفك مودراني)",
            &["Talvek Moudrani", "TALVEK MOUDRANI", "تالفك مودراني"],
        ),
        // near misses: the same script (a role), one word, a sentence going on, a town
        (
            "Client : Talvek Moudrani - Directeur Commercial",
            &["Talvek Moudrani"],
        ),
        ("Client : Talvek Moudrani - تونس", &["Talvek Moudrani"]),
        (
            "Client : Talvek Moudrani - يرجى الاتصال به غدا في المكتب",
            &["Talvek Moudrani"],
        ),
        (
            "Client : Talvek Moudrani - مدينة تونس",
            &["Talvek Moudrani"],
        ),
    ]);
}

#[test]
fn a_pharmacy_bears_its_pharmacists_name() {
    check_persons(&[
        (
            "Cachet : Pharmacie Orsina KELBADI - MF 1234567A",
            &["Orsina KELBADI"],
        ),
        ("الختم: صيدلية تالفك مودراني - سوسة", &["تالفك مودراني"]),
        ("Pharmacien : Talvek Moudrani", &["Talvek Moudrani"]),
        // near misses: a pharmacy named after a place or a quarter, a firm's longer name, one
        // word, unknown capitalised words
        ("Achat à la Pharmacie Centrale de Tunisie.", &[]),
        ("Pharmacie du Lac ; Pharmacie Nouvelle Ariana", &[]),
        ("صيدلية النصر الجديدة", &[]),
        ("Pharmacie KELBADI", &[]),
        ("Pharmacie Orsina KELBADI Services Médicaux", &[]),
    ]);
}

#[test]
fn approvers_and_the_rest_of_a_name_found_alone() {
    check_persons(&[
        (
            "Approved by Talvek Moudrani,,,,batch 12",
            &["Talvek Moudrani"],
        ),
        ("Visé par Talvek Moudrani le 3 mars", &["Talvek Moudrani"]),
        // a first name found alone, then written with its family name
        (
            "Dear Talvek,\nThanks.\nTalvek Zoumerani, Head of Sales",
            &["Talvek", "Talvek Zoumerani"],
        ),
        ("approved by the board", &[]),
    ]);
    // near misses: a common word, a firm's longer name after the part: the part alone
    let text = "Dear Talvek,\nTalvek Conseil\nTalvek Zoumerani Trading Group";
    let got: Vec<String> = persons(text).into_iter().map(|p| p.2).collect();
    assert_eq!(got, ["Talvek", "Talvek", "Talvek"], "{text:?}");
}

#[test]
fn an_architect_a_principal_and_a_signature_in_arabic() {
    check_persons(&[
        (
            "المعدة من طرف المهندس المعماري زمراد كوتالي (z@example.tn)",
            &["زمراد كوتالي"],
        ),
        ("إمضاء الموكل: زمراد كوتالي", &["زمراد كوتالي"]),
        ("الإمضاء: زمراد كوتالي", &["زمراد كوتالي"]),
        // near misses: an engineer's adjective and his office, a signature with no name
        ("المهندس المدني للبلدية", &[]),
        ("الإمضاء: غير موجود", &[]),
    ]);
}

#[test]
fn who_signed_prepared_or_is_invited() {
    check_persons(&[
        (
            "Signé : Talvek Moudrani, chargé de recouvrement",
            &["Talvek Moudrani"],
        ),
        (
            "Re: letter of invitation for Talvek MOUDRANI",
            &["Talvek MOUDRANI"],
        ),
        (
            "Prepared by Talvek Moudrani on 05/07/2025.",
            &["Talvek Moudrani"],
        ),
        // near misses: a role after the label, an invitation for a thing
        ("Signé : le directeur", &[]),
        ("an invitation for the conference", &[]),
    ]);
}

#[test]
fn a_name_alone_in_its_slot_by_the_shape_of_its_family_name() {
    check_persons(&[
        // a line, a table cell beside a role, the head of a line before a dash or a comma
        (
            "Objet : rappel de paiement\n\nDalmour Kesraoui\nService recouvrement",
            &["Dalmour Kesraoui"],
        ),
        ("| Dalmour Kesraoui | Président |", &["Dalmour Kesraoui"]),
        (
            "Dalmour Kesraoui — Head of Risk, Numidia Group",
            &["Dalmour Kesraoui"],
        ),
        (
            "Farjoun Tebnaoui, Head of Talent Acquisition",
            &["Farjoun Tebnaoui"],
        ),
        // a label no list holds, its value up to a bracket
        ("Carer: Dalmour Kesraoui (neighbour)", &["Dalmour Kesraoui"]),
        // an initial then the family name, capitals and a particle
        ("| Chargé de clientèle | T. Kesraoui |", &["T. Kesraoui"]),
        ("Le gérant\n\nFAROUD EL MEKNI\n", &["FAROUD EL MEKNI"]),
        // Arabic: a nisba ends the name, after an unknown label or in a cell
        ("الولي: سلموق الزرداني، الجوال", &["سلموق الزرداني"]),
        ("| المنخرط | سلموق الزرداني |", &["سلموق الزرداني"]),
        // near misses: document words, places and makes of that shape, a label, nouns with
        // the article before an adjective, a name's shape inside running text
        ("Suivi Médical\nRempli Par", &[]),
        ("| Véhicule | Suzuki Swift |", &[]),
        ("| Banque Attijari | Agence Métlaoui |", &[]),
        ("| Rapport Annuel | 2024 |", &[]),
        ("الرقم الداخلي: 1234", &[]),
        ("| المعرف الجبائي | 1234567A |", &[]),
        ("إمضاء الشاكي", &[]),
        ("Dalmour Kesraoui :", &[]),
    ]);
}

#[test]
fn a_name_of_that_shape_in_running_text() {
    check_persons(&[
        (
            "The applicant lives with Dalmour Kesraoui at the address below.",
            &["Dalmour Kesraoui"],
        ),
        (
            "Le dossier a été transmis par Farjoun Tebnaoui le 3 mars.",
            &["Farjoun Tebnaoui"],
        ),
        // near misses: a longer capitalised run (a firm, an institution), a country, a place,
        // one word alone, a name in lower case (not found: a known gap)
        (
            "Le contrat avec Groupe Numidia Kesraoui Services est résilié.",
            &[],
        ),
        ("He moved to Saudi Arabia in 2019.", &[]),
        ("Le bureau de Borj Cedria est fermé.", &[]),
        // one word no dictionary knows, after a lower-case word: a name (`unknown_words`)
        ("Le client Kesraoui a appelé.", &["Kesraoui"]),
        ("le dossier de dalmour kesraoui", &[]),
    ]);
}

#[test]
fn kin_named_after_their_tie() {
    check_persons(&[
        ("- زوجته زمراد كوتال، ب.ت.و", &["زمراد كوتال"]),
        ("- وابنته سلموق زرداك المولودة في", &["سلموق زرداك"]),
        (
            "Il est accompagné de sa fille Tarvina Zoubadek.",
            &["Tarvina Zoubadek"],
        ),
        (
            "Contact: his wife Tarvina Zoubadek, on 22 333 444",
            &["Tarvina Zoubadek"],
        ),
        // near misses: the tie and an adjective, a tie then lower-case words, one word only
        ("- ابنيه زمراد المذكور، ب.ت.و", &[]),
        ("أمي مريضة شوية", &[]),
        ("sa fille est malade", &[]),
        // one word no dictionary knows, after a lower-case word: a name (`unknown_words`)
        ("his wife Tarvina", &["Tarvina"]),
    ]);
}

#[test]
fn the_rest_of_a_name_in_capitals_and_a_second_person_joined_to_it() {
    check_persons(&[
        (
            "Bonjour Dalmour,\nVous: C'est pas moi. Je suis DALMOUR EL KESRAOUX CIN 1 0 7 1 8 5 8 0",
            &["Dalmour", "DALMOUR EL KESRAOUX"],
        ),
        (
            "السيد زمراد كوتال وسلموق الزرداني حضرا",
            &["زمراد كوتال", "سلموق الزرداني"],
        ),
        // (a filiation is found by its own rule, the conjunction with it)
        ("السيد زمراد كوتال وسلموق بن زرداك", &["زمراد كوتال", "وسلموق بن زرداك"]),
        (
            "M. Dalmour Kesraoux et Farjoun Tebnak, témoins.",
            &["Dalmour Kesraoux", "Farjoun Tebnak"],
        ),
        // near misses: a role after the conjunction, a word that starts with و, lower case
        (
            "M. Dalmour Kesraoux et Directeur Général",
            &["Dalmour Kesraoux"],
        ),
        ("السيد زمراد كوتال وكيل الشركة", &["زمراد كوتال"]),
        ("السيد زمراد كوتال وبمساعدة كاتب الجلسة", &["زمراد كوتال"]),
        ("M. Dalmour Kesraoux et ses enfants", &["Dalmour Kesraoux"]),
    ]);
}

#[test]
fn who_handled_received_or_signed_off_a_document() {
    check_persons(&[
        // a participle then `by`/`par` (maybe one word after) is a label whatever the verb
        (
            "Handled by: Tarvossa Quellin — Trade Finance Officer",
            &["Tarvossa Quellin"],
        ),
        (
            "Checked by procurement: Dravelle Kunsmar, Category Buyer",
            &["Dravelle Kunsmar"],
        ),
        (
            "Enregistré par : Kalbouna Terrach — le 21/07/2025",
            &["Kalbouna Terrach"],
        ),
        ("Vérifiée par : Zorvane Dellouche", &["Zorvane Dellouche"]),
        // a court's clerk after a second field, a department's head, the treating doctor
        // (a title that takes no name: the label), who received a request, a letter's addressee
        (
            "Le président : BEN DRAGOUS Velkan          Le greffier : A. Kachelon",
            &["BEN DRAGOUS Velkan", "A. Kachelon"],
        ),
        ("رئيس المصلحة: أمدب قجرون", &["أمدب قجرون"]),
        ("الطبيبة المعالجة: سجيفة لصخرون", &["سجيفة لصخرون"]),
        (
            "خاص بالإدارة — تلقته: رحيصة صبقرون — وصل عدد 4391/25",
            &["رحيصة صبقرون"],
        ),
        (
            "attn. Vorlane Prusset, +49 151 45760582",
            &["Vorlane Prusset"],
        ),
        // near misses: no participle before `par`, a lower-case value, `by` far in a sentence
        ("Paiement par : Virement Bancaire", &[]),
        ("Reçu par : virement bancaire", &[]),
        ("The form was handled carefully by: Trade Finance", &[]),
    ]);
}

#[test]
fn chat_writers_before_the_time_and_register_labels() {
    check_persons(&[
        (
            "Mija Touwerk [09:02]: rent is due\nHouka Jabrel [09:05:12]: done",
            &["Mija Touwerk", "Houka Jabrel"],
        ),
        ("* Moniteur référent : Chamacha Joujrel", &["Chamacha Joujrel"]),
        ("Head coach: Fenvin Wendinger. Insurance policy", &["Fenvin Wendinger"]),
        (
            "Encadrant en entreprise : Monsieur SANAM Kouhrel ; encadrant académique : Jousil Qasrel.",
            &["SANAM Kouhrel", "Jousil Qasrel"],
        ),
        (
            "L'officier de l'état civil / ضابط الحالة المدنية : R. Ben Lilrel",
            &["R. Ben Lilrel"],
        ),
        ("_العون المحرر: فاشو رموكل_", &["فاشو رموكل"]),
        (
            "Travelling with Marmund Pelloux (passport 11PK69254).",
            &["Marmund Pelloux"],
        ),
        // near misses: a bracketed note that is no time, a time with no colon after it, a
        // lower-case traveller
        ("Note [x]: nothing\nMija Touwerk [09:02] rent", &["Mija Touwerk"]),
        ("Travelling with children (two).", &[]),
    ]);
}

/// The PERSON findings of a CSV file's text.
fn csv_persons(text: &str) -> Vec<String> {
    persons_in("t.csv", text).into_iter().map(|p| p.2).collect()
}

#[test]
fn name_columns_in_lower_case_with_initials_under_a_title_row() {
    // a title row whose only filled cell is the first is no header: the header is the next row
    let csv = "Registre des sorties,,,\nLit,Patient,Moniteur,Note\n\
               Lit 26-C,tisita boujidral,Z. Midhral,Booking ref. TCK-043349\n\
               Lit 11-C,koubama soudajil,B. Ben Tamilal,néant\n";
    assert_eq!(
        csv_persons(csv),
        [
            "tisita boujidral",
            "Z. Midhral",
            "koubama soudajil",
            "B. Ben Tamilal"
        ]
    );
    // near misses under a name column: one lower-case word, capitals mixed with lower-case
    // words, a digit in the cell
    let csv = "Lit,Patient\nA,néant\nB,Booking ref TCK\nC,Chambre 12 Bis\n";
    assert_eq!(csv_persons(csv), Vec::<String>::new());
}

#[test]
fn a_column_of_found_names_and_a_transcription_in_the_next_cell() {
    // half of the column's cells hold a name found by its title: the others are names too,
    // but a firm and a reference in the same column are not
    let csv = "Réf,Responsable,Ville\n\
               R-1,M. Tarvin Zoubadek,Sousse\n\
               R-2,Mme Selma Kortavek,Sfax\n\
               R-3,Vorlane Prusset,Tunis\n\
               R-4,Nordhaven Holding BV,Tunis\n\
               R-5,Lot 4 B,Tunis\n\
               R-6,Dr Kamran Obelisek,Tunis\n";
    assert_eq!(
        csv_persons(csv),
        [
            "Tarvin Zoubadek",
            "Selma Kortavek",
            "Vorlane Prusset",
            "Kamran Obelisek"
        ]
    );
    // one found name is no column of names (`Vorlane Prusset` is found by its words alone, which
    // no dictionary knows; `Service Achats` stays)
    let csv = "Réf,Responsable\nR-1,M. Tarvin Zoubadek\nR-2,Vorlane Prusset\nR-3,Service Achats\n";
    assert_eq!(csv_persons(csv), ["Tarvin Zoubadek", "Vorlane Prusset"]);
    // the next cell in the other script
    let csv =
        "Réf,Nom,الاسم\nR-1,M. Tarvin Zoubadek,تارفين زوبادك\nR-2,Mme Selma Kortavek,سلمى كورتافك\n";
    assert_eq!(
        csv_persons(csv),
        [
            "Tarvin Zoubadek",
            "تارفين زوبادك",
            "Selma Kortavek",
            "سلمى كورتافك"
        ]
    );
}

#[test]
fn kin_in_apposition_colleagues_couples_and_children_with_their_birth_dates() {
    check_persons(&[
        (
            "Mon père, Kouddet Sattrel, doit être opéré le 7 mars 2024.",
            &["Kouddet Sattrel"],
        ),
        (
            "يعوضني خلال فترة غيابي الزميل فنيل الطشفرون الذي اطلع على الملفات.",
            &["فنيل الطشفرون"],
        ),
        (
            "بين الحق العام والقائمة بالحق الشخصي خستة نلامرو، نائبها",
            &["خستة نلامرو"],
        ),
        (
            "Mariés : Akhdagh Ballrat & Tadla Ben Tassrid",
            &["Akhdagh Ballrat", "Tadla Ben Tassrid"],
        ),
        (
            "- Enfants : Takihra (22/01/2009) et Maghsouhra (12/06/2014), scolarisés.",
            &["Takihra", "Maghsouhra"],
        ),
        // near misses: a lower-case word or a weekday under another label before a date, a
        // kin word with no name after it
        ("Enfants : aucun (01/01/2020)", &[]),
        ("Réunion : Lundi (12/05/2024)", &[]),
        ("Mon père, souvent absent, doit venir.", &[]),
    ]);
    let s = "Children: Sara Belrik (01/02/2010), Amin (03/04/2012) ; meeting (05/06/2024)";
    let doc = crate::extract::extract(
        "t.txt",
        s.as_bytes().to_vec(),
        &crate::extract::Limits::default(),
    )
    .expect("extract");
    let dobs: Vec<String> = crate::detect::scan(&doc, &crate::detect::ScanOptions::default())
        .into_iter()
        .filter(|f| f.entity == Entity::Dob)
        .map(|f| f.text)
        .collect();
    assert_eq!(dobs, ["01/02/2010", "03/04/2012"]);
}

#[test]
fn arabic_owner_borrower_notaries_and_a_title_with_its_gender_mark() {
    check_persons(&[
        (
            "المالك: تدكية نزيبرو - الهاتف: 5239 5466",
            &["تدكية نزيبرو"],
        ),
        (
            "الإمضاء والختم: خغفى طحازرو، المدير المالي",
            &["خغفى طحازرو"],
        ),
        (
            "العدلان: مانش فقاجرو — مدزوم بن حغيكرو",
            &["مانش فقاجرو", "مدزوم بن حغيكرو"],
        ),
        (
            "عيادة طب الأسنان — الدكتور(ة) فلزان بفاجرو",
            &["فلزان بفاجرو"],
        ),
        // near misses: a gender mark with nothing after it; `ونحن` ("and we") is no cue, as
        // often before a verb as before an officer's name
        ("الدكتور(ة) المعالج", &[]),
        ("ونحن نطلب منكم تسوية وضعيتكم", &[]),
    ]);
}

#[test]
fn names_written_with_an_initial() {
    check_persons(&[
        // initial first: alone on a line, after `by`, in apposition, with a particle, in capitals
        ("Le garant\nS. El Zorbadi\n", &["S. El Zorbadi"]),
        (
            "Simulation prepared on 2026-06-16 by R. Ghaltouni",
            &["R. Ghaltouni"],
        ),
        (
            "The supervisor, Z. Dhroumi, reminded the panel.",
            &["Z. Dhroumi"],
        ),
        ("Chair of the panel: T. GHALBINE", &["T. GHALBINE"]),
        (
            "Board: D. Ben Hbirouche (HR) and others.",
            &["D. Ben Hbirouche"],
        ),
        // family name in capitals first, between list separators
        (
            "Présents : SAHMOUCHE H. ; BEN HAMZOUTI Y. ; EL WERTOUNI L.",
            &["SAHMOUCHE H.", "BEN HAMZOUTI Y.", "EL WERTOUNI L."],
        ),
        // near misses: a lettered heading followed by lower-case words, an enumeration of
        // lettered lines, a dotted abbreviation, a middle initial (one name), a roman numeral,
        // a capitalised word in running text before a letter
        ("B. Obligations du locataire", &[]),
        // (the first item is taken by the shape of a name alone before a comma, not by this
        // rule: without the enumeration both are names)
        (
            "Plan :\nintro\nB. Zorbadi, annexe\nC. Tarmouche, annexe\n",
            &["B. Zorbadi"],
        ),
        (
            "Plan :\nintro\nB. Zorbadi, annexe\nD. Tarmouche, annexe\n",
            &["B. Zorbadi", "D. Tarmouche"],
        ),
        ("N.B. Tarmouche", &[]),
        ("TITRE I.\nCHAPITRE V.", &[]),
        ("la catégorie GHALBINE B. du permis", &[]),
    ]);
}

#[test]
fn a_label_cell_names_the_next_cell_and_slashed_booking_names() {
    // a form of two columns: the label's cell, then the name's
    let csv = "champ;valeur;\nEmprunteur;EL DHKOUMA Mouiba;\nTaux;7.64%;\n";
    assert_eq!(csv_persons(csv), ["EL DHKOUMA Mouiba"]);
    // labels in a signature row, in Arabic, and one bilingual label
    let csv = "العون|التاريخ|العقوبة|ملاحظات\n\
               ريسمار وردوني|2025-03-15|توبيخ|—\n\
               رئيس المجلس|سادوة خمغيرن|ممثل النقابة|دارة بنت إزوف\n";
    let got = csv_persons(csv);
    assert!(got.contains(&"سادوة خمغيرن".to_string()), "{got:?}");
    assert!(got.contains(&"دارة بنت إزوف".to_string()), "{got:?}");
    let csv = "Date|Client|Suite\n2025-12-13|Zorbal Mounet|ambulance\n\
               Responsable de nuit / المسؤول الليلي|ريدر وركاوني||\n";
    assert!(csv_persons(csv).contains(&"ريدر وركاوني".to_string()));
    // near misses: a label before a value that is no name, a word that is no label
    let csv = "champ;valeur\nEmprunteur;155.573,000 dinars\nTaux;variable TMM\n";
    assert!(csv_persons(csv).is_empty());
    // a booking's `FAMILY/GIVEN` names in a column of found names
    let csv = "ref\tdeclarant\tnationality\n\
               LD-1\tMAKBROU Kaloussen\tFrench\n\
               LD-2\tLAGMIRANI/HABAMOR\tTunisian\n\
               LD-3\tB. Mesghoune\tItalian\n";
    assert_eq!(
        csv_persons(csv),
        ["MAKBROU Kaloussen", "LAGMIRANI/HABAMOR", "B. Mesghoune"]
    );
}

#[test]
fn lists_of_people_firms_and_arabic_cues_with_their_article() {
    check_persons(&[
        // a bulleted list whose other items hold found names
        (
            "## Panel\n\n- Chair: Mr. Bader BEN HBOUGHATTI (HR)\n\n- S. Hamnouche, operations manager\n\n- namib garttoui, finance\n",
            &["Bader BEN HBOUGHATTI", "S. Hamnouche", "namib garttoui"],
        ),
        // near miss: a list of things, no name in it
        (
            "Pièces :\n- copie de la CIN, recto verso\n- Relevé bancaire, trois mois\n",
            &[],
        ),
        // a lower-case name after an abbreviated title, in a list of titled people
        (
            "Rapporteurs : Pr K. Sahsoui ; Dr dassia hbimoune",
            &["K. Sahsoui", "dassia hbimoune"],
        ),
        // alone on its line, words no dictionary knows (`unknown_lower_name`); near misses:
        // words of grammar or of the dictionary after the title
        ("Dr wal hbimouche", &["wal hbimouche"]),
        ("Dr vacataire absent", &[]),
        ("M. le maire et Mme la directrice ; Dr en médecine.", &[]),
        // a known first name right after a firm's word is the firm's name
        ("Omra — Agence Nour El Haramoun — réf. OM-25-242", &[]),
        // who declared a death, whose request was examined; not an article's noun
        (
            "صرّح بالوفاة لاية قركاوني، الهاتف 0021649502086",
            &["لاية قركاوني"],
        ),
        (
            "نظرت اللجنة في مطلب ياباد نفتيوني المتعلق بتغيير مركز العمل",
            &["ياباد نفتيوني"],
        ),
        ("نظرت اللجنة في مطلب التمويل المقدم من الشركة", &[]),
        ("أعلن بالوفاة المفاجئة للمدير", &[]),
    ]);
}

#[test]
fn lower_case_names_after_labels_gender_marked_labels_and_lower_case_titles() {
    check_persons(&[
        // a name in lower case after its label, before a bracket or at the line's end
        (
            "Le Locataire : laniha el dhajoussi",
            &["laniha el dhajoussi"],
        ),
        (
            "Personne à prévenir: rakana katsaouni (fils) 91-879-872",
            &["rakana katsaouni"],
        ),
        // near misses: what fills an empty field, words of grammar, vocabulary endings
        ("Nom : non renseigné", &[]),
        ("Client : en attente de validation", &[]),
        ("Patient : pending review", &[]),
        // a gender mark after the label, in Arabic and French
        ("العامل(ة) : بوفبيط مقسدي", &["بوفبيط مقسدي"]),
        ("Salarié(e) : Tarvin Zoubadek", &["Tarvin Zoubadek"]),
        ("Importer: Zafkane Bouzkiha", &["Zafkane Bouzkiha"]),
        // a title in lower case, as a chat writes it, before a capitalised name
        (
            "num docteur Chamra El Keghakhou : +216 95 632 147",
            &["Chamra El Keghakhou"],
        ),
        // near misses: a title before no name, or before words in lower case alone
        ("le docteur traitant et monsieur le directeur", &[]),
    ]);
}

#[test]
fn firms_named_after_people_nurses_witnesses_and_who_to_call() {
    check_persons(&[
        // a first name in a firm's or an institution's name is not a person's
        ("Jasmin Rent a Car", &[]),
        ("Voyages Jasmin Tours — BOOKING", &[]),
        ("CHU Farhat Hached de Sousse — Service de neurologie", &[]),
        // a nurse's role as a title, with its gender mark; not before an adjective
        ("علاج طبيعي - الممرض(ة) رموح مساتيني", &["رموح مساتيني"]),
        ("الممرض المناوب ليلا", &[]),
        // an honorific before a family name with its article stays a name
        ("رئيس القسم: الأستاذ الزفغوني كاردة", &["الزفغوني كاردة"]),
        ("الطبيب المقيم: نوثيلة سوثوشي", &["نوثيلة سوثوشي"]),
        (
            "بحضور الشاهدة شاريمة الرانوسني صاحبة بطاقة التعريف",
            &["شاريمة الرانوسني"],
        ),
        (
            "في حالة الطوارئ يرجى الاتصال بـ غلفان تباحني على الرقم",
            &["غلفان تباحني"],
        ),
    ]);
}

#[test]
fn a_child_and_its_parents_an_account_manager_and_closings_after_a_word() {
    check_persons(&[
        (
            "Enfant .............: Abnadia-Khamesia El Ougharouch\nPère ...............: Salemed El Ougharouch\n",
            &["Abnadia-Khamesia El Ougharouch", "Salemed El Ougharouch"],
        ),
        (
            "my account, managed by Tadal El Zimesouch. On my statement",
            &["Tadal El Zimesouch"],
        ),
        (
            "Please sign.\n\nYours sincerely,\nRabekine Moudhamouch\nHR Director\n",
            &["Rabekine Moudhamouch"],
        ),
        ("Bien cordialement,\nZorbal Mounette\n", &["Zorbal Mounette"]),
        // near misses: a closing's word inside a sentence, a line too long to be a closing
        (
            "We thank you sincerely, Human Resources\nRabekine Moudhamouch\n",
            &["Rabekine Moudhamouch"],
        ),
        ("Les parents, père et mère, sont informés.", &[]),
    ]);
}

#[test]
fn an_arabic_third_name_after_a_label_when_it_ends_the_line() {
    check_persons(&[
        (
            "الاسم واللقب : داريف بولمي نازافباري\n",
            &["داريف بولمي نازافباري"],
        ),
        ("كاتب التحقيق: موصد غاهلوسي", &["موصد غاهلوسي"]),
        // near miss: a third word that the sentence goes on after
        ("الاسم واللقب : داريف بولمي في المكتب", &["داريف بولمي"]),
    ]);
}

#[test]
fn the_deceased_a_delegate_a_spouse_and_arabic_roles() {
    check_persons(&[
        (
            "الموضوع: تركة المرحوم نولول صغراوني المتوفى بتاريخ",
            &["نولول صغراوني"],
        ),
        (
            "لا أستطيع الحضور، وأفوض زانيب الشرماسني لتسلم الجائزة",
            &["زانيب الشرماسني"],
        ),
        (
            "Accompanied by spouse Ouslou Mbenissou (born 1974).",
            &["Ouslou Mbenissou"],
        ),
        ("المعالج: ناتيم بزكاينو", &["ناتيم بزكاينو"]),
        ("المستغل: كاكول قسغيو - المعرف الجبائي", &["كاكول قسغيو"]),
        // near misses: the late as an adjective before a word with the article; a spouse's
        // role in lower case
        ("المرحوم الذي توفي", &[]),
        ("the spouse is informed", &[]),
    ]);
}

#[test]
fn capitalised_words_no_dictionary_knows_make_a_name() {
    check_persons(&[
        // a CSV field, a list item after a time, a value after a colon, in prose
        ("C002;Dagharine Kasab;Marseille;", &["Dagharine Kasab"]),
        ("* 15:15  Erfanina Roler  +49 159", &["Erfanina Roler"]),
        (
            "Contact du bord : Roranke Kaseira, second.",
            &["Roranke Kaseira"],
        ),
        (
            "réclamations déposées par le cabinet Zanouf Lagad / ok",
            &["Zanouf Lagad"],
        ),
        // a family name in capitals, a particle inside, a hyphenated given name
        ("Réception : Hérenis ROCHDOUX ;", &["Hérenis ROCHDOUX"]),
        ("signé Ghasaj El Fajni le 3 mai", &["Ghasaj El Fajni"]),
        (
            "| BL-5764 | Hamesa-Maharouda Hamfenous | 7126485Z |",
            &["Hamesa-Maharouda Hamfenous"],
        ),
        // a title leads: the name is what follows
        ("vu Me Zoubrane Kastelli, avocat", &["Zoubrane Kastelli"]),
        // after words that start with an accented letter or an elided article
        (
            "échéance été réglée par Zoubrane Kastelor",
            &["Zoubrane Kastelor"],
        ),
        ("l’avis d’Ébrane Kastelor suit", &["Ébrane Kastelor"]),
        // one word after a lower-case word of its sentence
        ("Toilette;fille Jasisane joignable au 98", &["Jasisane"]),
        (
            "- 10:11 - Personal care by Bigham: mild oedema",
            &["Bigham"],
        ),
    ]);
}

#[test]
fn one_unknown_word_that_is_no_name() {
    check_persons(&[
        // after an article or a preposition of place, at a sentence's start, in capitals
        ("séjour à Gammarth puis retour", &[]),
        ("Gammarth est calme.", &[]),
        ("plainte auprès de l'INPDP ce jour", &[]),
        ("réclamation auprès du INTT hier", &[]),
        // the end of an institution's or a street's name
        ("inscrit à l'École primaire Ennour depuis", &[]),
        ("situé avenue de la Liberté Zarbane", &[]),
        // a short word, a reference
        ("voir note Zeb ci-jointe", &[]),
        ("code Zarbane-2024 validé", &[]),
    ]);
}

#[test]
fn capitalised_runs_that_are_no_name() {
    check_persons(&[
        // an ordinary word in the run: an institution's or a place's name
        ("virement de Arab Tunisian Bank ce jour", &[]),
        ("admis à l'Hôpital Zarbane Nicolor hier", &[]),
        ("orienté vers le CHU Farhat Hached de Sousse", &[]),
        ("Réunion sur Microsoft Teams et Google Drive.", &[]),
        // a street, a hotel, a product before the run or a street word after it
        ("domicilié avenue Hédi Nouira, Ennasr", &[]),
        ("au 12 Habib Thameur Avenue, Tunis", &[]),
        ("séjour à l'hôtel Movenpick Gammarth", &[]),
        ("le produit Doliprane Codoliprane", &[]),
        // places and makes without a dictionary word
        ("tournage à Dar Lasram, Medina", &[]),
        ("Ksar Ouled Soltane, Tataouine", &[]),
        ("véhicule Kia Picanto gris", &[]),
        // capitals only (acronyms, a heading), a label, a short word, a reference, one word
        ("factures SONEDE STEG jointes", &[]),
        ("Zoubrane Kastelor : voir annexe", &[]),
        ("Lot Zx Kastelor", &[]),
        ("code Zoubrane Kastelor-2024 validé", &[]),
        ("Bonjour, Kastelli est absent.", &[]),
        // more than four unknown words: a foreign phrase
        ("Zorba Kastelli Moudrane Tifouli Zagrane partent", &[]),
    ]);
}

#[test]
fn words_in_capitals_no_dictionary_knows() {
    check_persons(&[
        // two or three words of five letters or more, each with a vowel: a name
        (
            "The occupant, ZAROUDA TAKHIBEN, ignores the rules.",
            &["ZAROUDA TAKHIBEN"],
        ),
        (
            "Licence holder HOUMARA SICHALI (born 2001)",
            &["HOUMARA SICHALI"],
        ),
        // acronyms (a short word), a place's words, ordinary words, one word, four words
        ("factures SONEDE STEG jointes", &[]),
        ("Ville : SIDI BOUZID", &[]),
        ("REPUBLIQUE TUNISIENNE - MINISTERE DE LA SANTE", &[]),
        ("Opérateur : TUNISIE TELECOM", &[]),
        ("réf. ZAROUDA seule", &[]),
        ("ZAROUDA TAKHIBEN MOURALI SICHALI partent", &[]),
    ]);
}

#[test]
fn one_word_no_dictionary_knows_before_a_verb_of_speech() {
    check_persons(&[
        (
            "Follow-up: Khafwouna reported two episodes.",
            &["Khafwouna"],
        ),
        ("Zoubadine a déclaré ne rien savoir.", &["Zoubadine"]),
        // an ordinary word, an acronym, a word of three letters; no verb of speech
        ("Management reported losses.", &[]),
        ("STEG reported an outage.", &[]),
        ("Ali said so.", &[]),
        ("Follow-up: Khafwouna two episodes.", &[]),
    ]);
}

#[test]
fn a_role_without_its_colon_before_words_no_dictionary_knows() {
    check_persons(&[
        (
            "- Spouse Kenichane Sichali on leave",
            &["Kenichane Sichali"],
        ),
        ("Patient Zarouda Takhiben admis", &["Zarouda Takhiben"]),
        // one word after the role; the role inside an institution's name
        ("Spouse Kenichane on leave", &[]),
        ("Patient Care Unit", &[]),
    ]);
}

#[test]
fn a_family_name_in_capitals_a_comma_then_the_given_name() {
    check_persons(&[
        (
            "The father, ZAROUDA, Kenichane, can be reached later.",
            &["ZAROUDA, Kenichane"],
        ),
        (
            "Detainee\tBEN TAKHIBEN, Soudira\n",
            &["BEN TAKHIBEN, Soudira"],
        ),
        // after a title, which found the family name alone
        (
            "Referred by: Dr BEN TAKHIBEN, Soudira\n",
            &["BEN TAKHIBEN, Soudira"],
        ),
        (
            "HOUMARA, Sichali Bentala (referee) said it.",
            &["HOUMARA, Sichali Bentala"],
        ),
        // a place, an acronym, an ordinary word in capitals; a given name that is a word; no
        // comma
        ("TUNIS, Kenichane", &[]),
        ("STE, Kenichane", &[]),
        ("URGENT, Kenichane", &[]),
        ("ZAROUDA, Tunisie", &[]),
        ("ZAROUDA; Kenichane", &[]),
        // three capitalised words after the comma: a phrase of its own, not the given names
        // (the three words no dictionary knows are a name by themselves)
        (
            "ZAROUDA, Kenichane Sichali Bentala visitent",
            &["Kenichane Sichali Bentala"],
        ),
    ]);
}

#[test]
fn name_columns_by_their_header_shape() {
    use super::lists::is_name_column;
    for h in [
        "nom",
        "nom du locataire",
        "nom de la cliente",
        "اسم الفلاح",
        "اسم ولقب المنخرط",
        "farmer name",
        "tenant's name",
        "المدين",
        "guarantor",
        "received by",
        "released by",
        "signé par",
        "prélevé par",
    ] {
        assert!(is_name_column(h), "{h}");
    }
    for h in [
        "nom de la société",
        "nom du produit",
        "اسم الشركة",
        "product name",
        "bank name",
        "nom commercial",
        "legal name",
        "medication name",
        "nom du médicament",
        "name",
        "ville",
        "nom de",
        "اسم",
        // a participle of a thing or a time, not of a person's act
        "sorted by",
        "classé par",
        "par",
        "by",
    ] {
        assert_eq!(is_name_column(h), h == "name", "{h}");
    }
    // a chain of custody: who released and who received, one word each (a family name)
    let csv = "Step\tReleased by\tReceived by\tDate\n1\tZarbane Kastelor\tFabsouni\t8 March 2025\n";
    assert_eq!(csv_persons(csv), ["Zarbane Kastelor", "Fabsouni"]);
    // the cells of such a column, in Arabic, with the family name first
    let csv = "رقم الوصل,التاريخ,اسم الفلاح,الهاتف\nو-1,12/01/2025,الفطقوني كتاه,24 297 501\nو-2,02/02/2025,مازصي قاجط,28523954\n";
    assert_eq!(csv_persons(csv), ["الفطقوني كتاه", "مازصي قاجط"]);
    // a label of that shape names who follows it
    check_persons(&[
        ("- اسم الطفلة ولقبها : غشامة غصاذي", &["غشامة غصاذي"]),
        ("Nom du locataire : Zarbane Kastelor", &["Zarbane Kastelor"]),
        ("Legal name: Atlas Textiles", &[]),
        // a street on the next line says nothing of the name above it
        ("Dagharine Kasab\nRue de Marseille", &["Dagharine Kasab"]),
    ]);
    // a column of firms' names stays
    let csv = "Réf,Nom de la société,Ville\nR-1,Zarbane Kastelor Services,Sousse\n";
    assert_eq!(csv_persons(csv), Vec::<String>::new());
}

#[test]
fn arabic_words_no_dictionary_knows_make_a_name() {
    check_persons(&[
        // two to four words in a row that no Arabic dictionary knows, a particle between
        ("وحضر حمحارد ڨدلتاماش للجلسة", &["حمحارد ڨدلتاماش"]),
        (
            "المطالب بالأداء : زاطال خازاف مودلولي",
            &["زاطال خازاف مودلولي"],
        ),
        (
            "تسلم الملف زاجمون سلكامد بن عبفنلماش.",
            &["زاجمون سلكامد بن عبفنلماش"],
        ),
        ("رئيس مصلحة الاستخلاص\nجاغف طوزيقاني\n", &["جاغف طوزيقاني"]),
        // a conjunction glued to the first word inside a sentence is no part of it
        (
            "حضر الشاهدان فشيز شكازي وغديف القرتاني اليوم",
            &["فشيز شكازي", "غديف القرتاني"],
        ),
        // the rest of a name another rule found in part
        (
            "وجاء فيه أن جاليجد ياكوران ماتامولي حضر",
            &["جاليجد ياكوران ماتامولي"],
        ),
    ]);
    // a cell of Arabic words alone: the whole cell, though its first word is ordinary
    // (`وامسية`, `and an evening`); in running text, only the words no dictionary knows
    let csv =
        "التاريخ,الحريفة,الخدمة\n14/05/2025,وامسية حمراشين لاكامدلاني,قص\n15/05/2025,شامية,صبغ\n";
    let got: Vec<String> = persons_in("t.csv", csv).into_iter().map(|p| p.2).collect();
    assert_eq!(got, ["وامسية حمراشين لاكامدلاني"]);
    check_persons(&[("قضينا وامسية حمراشين لاكامدلاني", &["حمراشين لاكامدلاني"])]);
}

#[test]
fn arabic_runs_that_are_no_name() {
    check_persons(&[
        // ordinary words, with their article and its clitics, in any spelling
        ("المتضرر طالب بالتعويض عن الأضرار اللاحقة به", &[]),
        ("الـمحكمة الابتدائية بتونس", &[]),
        // one unknown word alone, a word of two letters
        ("اتصل بنا حمحارد اليوم", &[]),
        // after a street's, a firm's, a place's, a thing's or an illness's word
        ("يقطن بنهج حمحارد ڨدلتاماش عدد 4", &[]),
        ("تعمل لدى شركة حمحارد ڨدلتاماش للتجارة", &[]),
        ("وصف له دواء حمحارد ڨدلتاماش مرتين", &[]),
        ("يعاني من داء حمحارد ڨدلتاماش منذ سنة", &[]),
        // a label, a run of more than four words (a foreign phrase)
        ("حمحارد ڨدلتاماش : انظر الملحق", &[]),
        ("قال حمحارد ڨدلتاماش زاطال خازاف مودلولي كلاما", &[]),
    ]);
}

#[test]
fn a_signature_label_of_four_words_and_a_wider_family() {
    check_persons(&[
        // a signature's line, with whose it is; one name word in capitals after it
        (
            "Signature du responsable HSE : ZOUBADI - 05/01/2023",
            &["ZOUBADI"],
        ),
        ("Signature of the employee: ZOUBADI", &["ZOUBADI"]),
        ("Signature : EL MOUTALI - 05/01/2023", &["EL MOUTALI"]),
        // near misses: no name after it, a formula, a department; a label of more words
        ("Signature du client : ___________", &[]),
        ("Signature : Lu et approuvé", &[]),
        ("Signature : Direction Générale", &[]),
        ("Signature du responsable de la sécurité : ZOUBADI", &[]),
        // a cousin, a niece, a relative
        (
            "أصرح أن قريبي زمراد كوتالي يشغل خطة مدير تجاري.",
            &["زمراد كوتالي"],
        ),
        (
            "Mon cousin Kavrin Moutali travaille chez eux.",
            &["Kavrin Moutali"],
        ),
        (
            "Her niece Sorla Feknani signed for her.",
            &["Sorla Feknani"],
        ),
        // near miss: a relative's word before no name
        ("أصرح أن قريبي يشغل خطة مدير تجاري.", &[]),
    ]);
}

#[test]
fn a_label_ended_by_a_spaced_dash_at_the_start_of_its_line() {
    check_persons(&[
        ("* Époux — EL ZORLEKI DANSET\n", &["EL ZORLEKI DANSET"]),
        ("* Arbitre – EL DAREL BAJIHIA\n", &["EL DAREL BAJIHIA"]),
        ("Nom - Kavrin Moutali\n", &["Kavrin Moutali"]),
        (
            "Tunis, l'arbitre / المحكم : Ould Takjaoui\n",
            &["Ould Takjaoui"],
        ),
        // near misses: a role's word after a name in the line (a firm follows it), a place and
        // a date, a name with a dash and a date after it (found whole by its cue)
        (
            "MITAKRAN RABFOULI, gérant - Atlas Plasturgie SARL - +216 71 500 093\n",
            &["MITAKRAN RABFOULI"],
        ),
        ("Tunis - Le 12 mai 2024\n", &[]),
        (
            "Reçu par l'agent Ben Faouli Douselina – 19 janvier 2024\n",
            &["Ben Faouli Douselina"],
        ),
    ]);
}
