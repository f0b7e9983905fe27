//! The fields of law 2004-63 (record schema 3) read back from every export, and a register
//! written by the schema-2 build still verifying and exporting.

mod support;

use caviard::audit::export::{self, Format};
use caviard::audit::{
    Art50Conclusion, Authorization, Filter, HealthGround, HealthJustification, MinorsAuthorization,
    Register, SensitiveCategory, SubjectCategory,
};
use chrono::NaiveDate;

fn date(y: i32, m: u32, d: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(y, m, d).unwrap()
}

fn export_bytes(reg: &Register, format: Format) -> Vec<u8> {
    let mut out = Vec::new();
    export::export(reg, &Filter::default(), format, &mut out).unwrap();
    out
}

/// Header -> cell of every CSV row.
fn csv_rows(bytes: &[u8]) -> Vec<std::collections::BTreeMap<String, String>> {
    let text = std::str::from_utf8(bytes).unwrap();
    let text = text.strip_prefix('\u{feff}').expect("UTF-8 BOM");
    let mut r = csv::ReaderBuilder::new()
        .delimiter(b';')
        .from_reader(text.as_bytes());
    let headers: Vec<String> = r.headers().unwrap().iter().map(String::from).collect();
    assert_eq!(headers, export::csv_headers());
    r.records()
        .map(|row| {
            let row = row.unwrap();
            assert_eq!(row.len(), headers.len());
            headers
                .iter()
                .cloned()
                .zip(row.iter().map(String::from))
                .collect()
        })
        .collect()
}

#[test]
fn every_law_field_reads_back_from_csv_jsonl_and_pdf() {
    let dir = tempfile::tempdir().unwrap();
    let mut reg = Register::open(&dir.path().join("r.sqlite")).unwrap();
    let mut meta = support::meta();
    meta.destination
        .transfer_authorization
        .as_mut()
        .unwrap()
        .scope = Some("Dossiers RH, identifiants masqués".into());
    meta.destination.commitments = Some(caviard::audit::Commitments {
        retention_days: Some(30),
        ..Default::default()
    });
    meta.data_subjects.push(SubjectCategory::Minors);
    meta.sensitive_categories = vec![
        SensitiveCategory::TradeUnionMembership,
        SensitiveCategory::Health,
    ];
    meta.art15_authorization = Some(Authorization {
        number: "INPDP-AS-2026-31".into(),
        date: date(2026, 2, 2),
        expiry: Some(date(2027, 2, 1)),
        scope: Some("Appartenance syndicale des salariés".into()),
    });
    meta.health_justification = Some(HealthJustification {
        ground: HealthGround::CareOfThePerson,
        reference: "Convention médecine du travail MT-4".into(),
        date: date(2026, 2, 3),
        responsible: "Médecin du travail".into(),
    });
    meta.minors_authorization = Some(MinorsAuthorization {
        judge_reference: "Juge de la famille de Sfax, n° 2026/12".into(),
        date: date(2026, 2, 4),
        guardian_consent: true,
    });
    meta.legal_basis.consent.as_mut().unwrap().withdrawn = Some(date(2026, 12, 31));
    let draft = support::draft(meta, "L-1");
    reg.append(&draft, support::t(4, 9)).unwrap();
    // an old-style record beside it: no law field, empty cells
    let mut old = support::meta();
    old.controller = None;
    old.destination.recipient = None;
    old.destination.art50_assessment = None;
    old.legal_basis.kind = caviard::audit::BasisKind::Art29ProvidedByLaw;
    old.legal_basis.consent = None;
    reg.append(&support::draft(old, "L-2"), support::t(5, 9))
        .unwrap();

    // CSV
    let rows = csv_rows(&export_bytes(&reg, Format::Csv));
    assert_eq!(rows.len(), 2);
    let r = &rows[0];
    let want = [
        ("responsable du traitement", "Société Exemple de Services SA"),
        ("représentant légal", "Directrice générale de la Société Exemple"),
        ("déclaration INPDP (art. 7) n°", "INPDP-DEC-2025-0187"),
        ("déclaration INPDP (art. 7) du", "2025-11-03"),
        ("consentement (art. 27) : forme", "écrit signé"),
        ("consentement (art. 27) : date", "2026-01-20"),
        ("consentement (art. 27) : retiré le", "2026-12-31"),
        ("exception (art. 29)", ""),
        ("destinataire (personne morale)", "OpenAI Ireland Ltd"),
        ("rôle du destinataire", "sous-traitant"),
        ("conservation chez le destinataire (jours)", "30"),
        ("portée de l'autorisation de transfert (art. 52)", "Dossiers RH, identifiants masqués"),
        ("adéquation du pays (art. 51)", "adéquat"),
        ("évaluation sécurité publique (art. 50)", "aucun risque le 2026-01-10 par Leila Trabelsi, Responsable conformité (Note de conformité CONF-2026-003)"),
        ("catégories sensibles déclarées", "appartenance syndicale (art. 15), santé (art. 63)"),
        ("autorisation INPDP (art. 15)", "n° INPDP-AS-2026-31 du 2026-02-02, expire le 2027-02-01, portée : Appartenance syndicale des salariés"),
        ("justification des données de santé (art. 63)", "soins de la personne concernée — Convention médecine du travail MT-4 du 2026-02-03, sous la responsabilité de Médecin du travail"),
        ("autorisation du juge de la famille (art. 28)", "Juge de la famille de Sfax, n° 2026/12 du 2026-02-04 ; consentement du tuteur : oui"),
        ("personnes concernées", "salariés, clients, mineurs"),
        ("base légale", "consentement exprès et écrit (art. 27)"),
    ];
    for (h, v) in want {
        assert_eq!(r[h], v, "{h}");
    }
    let o = &rows[1];
    assert_eq!(
        o["exception (art. 29)"],
        "art. 29 : traitement prévu par la loi"
    );
    for h in [
        "responsable du traitement",
        "déclaration INPDP (art. 7) n°",
        "consentement (art. 27) : forme",
        "destinataire (personne morale)",
        "évaluation sécurité publique (art. 50)",
        "autorisation INPDP (art. 15)",
        "justification des données de santé (art. 63)",
        "autorisation du juge de la famille (art. 28)",
    ] {
        assert_eq!(o[h], "", "{h} of a record without it");
    }

    // JSON Lines: the record as hashed, every field in it
    let jsonl = String::from_utf8(export_bytes(&reg, Format::Jsonl)).unwrap();
    let line: serde_json::Value = serde_json::from_str(jsonl.lines().next().unwrap()).unwrap();
    let rec = &line["record"];
    assert_eq!(rec["schema"], 3);
    assert_eq!(rec["controller"]["declaration"]["date"], "2025-11-03");
    assert_eq!(
        rec["legal"]["legal_basis"]["consent"]["withdrawn"],
        "2026-12-31"
    );
    assert_eq!(rec["destination"]["recipient"]["role"], "processor");
    assert_eq!(rec["destination"]["commitments"]["retention_days"], 30);
    assert_eq!(
        rec["destination"]["art50_assessment"]["conclusion"],
        "no_risk"
    );
    assert_eq!(
        rec["legal"]["sensitive_categories"],
        serde_json::json!(["trade_union_membership", "health"])
    );
    assert_eq!(
        rec["legal"]["art15_authorization"]["number"],
        "INPDP-AS-2026-31"
    );
    assert_eq!(
        rec["legal"]["health_justification"]["ground"],
        "care_of_the_person"
    );
    assert_eq!(
        rec["legal"]["minors_authorization"]["guardian_consent"],
        true
    );
    let stored = reg.get(1).unwrap().record;
    assert_eq!(
        stored
            .destination
            .art50_assessment
            .as_ref()
            .unwrap()
            .conclusion,
        Art50Conclusion::NoRisk
    );

    // PDF: the same fields, in French, under the record
    let pdf = export_bytes(&reg, Format::Pdf);
    let text = pdf_extract::extract_text_from_mem(&pdf).unwrap();
    let flat: String = text.split_whitespace().collect::<Vec<_>>().join(" ");
    for want in [
        "Responsable du traitement : Société Exemple de Services SA",
        "Déclaration INPDP (art. 7) n° : INPDP-DEC-2025-0187",
        "Consentement (art. 27) : forme : écrit signé",
        "Destinataire (personne morale) : OpenAI Ireland Ltd",
        "Conservation chez le destinataire (jours) : 30",
        "Autorisation INPDP (art. 15) : n° INPDP-AS-2026-31",
        "Justification des données de santé (art. 63) : soins de la personne concernée",
        "Autorisation du juge de la famille (art. 28) : Juge de la famille de Sfax",
        "Évaluation sécurité publique (art. 50) : aucun risque",
        "Exception (art. 29) : art. 29 : traitement prévu par la loi",
    ] {
        assert!(flat.contains(want), "{want:?} not in {flat}");
    }
    assert!(reg.verify().unwrap().is_intact());
}

/// A copy of the register written by the schema-2 build (three records, one event).
fn schema2_register() -> (tempfile::TempDir, std::path::PathBuf) {
    let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/fixtures/register_schema2");
    let dir = tempfile::tempdir().unwrap();
    for f in ["registre.sqlite", "registre.sqlite.vaultkey"] {
        std::fs::copy(src.join(f), dir.path().join(f)).unwrap();
    }
    let db = dir.path().join("registre.sqlite");
    (dir, db)
}

#[test]
fn a_schema_2_register_still_verifies_and_exports() {
    let (_dir, db) = schema2_register();
    let reg = Register::open(&db).unwrap();
    let v = reg.verify().unwrap();
    assert!(v.is_intact(), "{v:?}");
    assert_eq!(v.records, 3);
    assert_eq!(
        v.head,
        "caaaa003e71d09cae2faabee7c2770dcbd8c63e4c7e4126174584ccdd27ae825"
    );
    // JSON Lines byte for byte as the schema-2 build exported it
    let want = std::fs::read(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../tests/fixtures/register_schema2/export.jsonl"),
    )
    .unwrap();
    assert_eq!(export_bytes(&reg, Format::Jsonl), want);
    // every record parses, with its schema-2 fields
    for id in 1..=3 {
        let r = reg.get(id).unwrap().record;
        assert_eq!(r.schema, 2);
        assert!(r.controller.is_none());
    }
    let r3 = reg.get(3).unwrap().record;
    assert_eq!(
        r3.legal.sensitive_authorization.as_deref(),
        Some("INPDP-AS-2026-7")
    );
    assert_eq!(
        r3.legal.legal_basis.kind,
        caviard::audit::BasisKind::Contract
    );
    // the warnings of record 2 (art. 52 and art. 28, the old warn rules) still read
    let w = &reg.get(2).unwrap().record.checks.unwrap().warnings;
    let articles: Vec<&str> = w.iter().map(|w| w.article.as_str()).collect();
    assert_eq!(articles, ["Art. 52", "Art. 28"]);
    // CSV: three rows, the old columns filled, the law columns empty
    let rows = csv_rows(&export_bytes(&reg, Format::Csv));
    assert_eq!(rows.len(), 3);
    assert_eq!(
        rows[0]["base légale"],
        "exécution d'un contrat (antérieur au schéma 3)"
    );
    assert_eq!(rows[0]["pays de traitement"], "US");
    assert_eq!(
        rows[2]["catégories art. 13/14 restantes"],
        "santé (déclaré)"
    );
    for row in &rows {
        for h in export::law_headers() {
            assert_eq!(row[&h], "", "{h}");
        }
    }
    let pdf = export_bytes(&reg, Format::Pdf);
    assert!(pdf.starts_with(b"%PDF-"));
}
