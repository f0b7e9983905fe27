#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Tests for gen_fifteenth.py (standard library only).

    python3 tests/generalisation/test_gen_fifteenth.py

Runs the generator as a subprocess (seed 15 twice, seed 16 once) into temporary
directories and checks its output with checks written independently of the
generator (nothing is imported from it): determinism, manifest schema, 16 new
kinds x 3 variants, language/format/type coverage, every value and decoy verbatim
in its document (DOCX: unzip, parse word/document.xml, join the runs of each
paragraph), RIB keys, IBAN mod 97, Luhn, CIN/TAX_ID/CNSS/phone/plate shapes,
invented names absent from the name lists, the corpus PERSON values and the
generator's own words, decoys that neither overlap nor contain a sensitive value,
and (when ../shared/eval/score.py is there) that the scorer's own matcher finds
every value and decoy in the unmasked document.  The product is never run.
"""
import glob
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unicodedata
import unittest
import zipfile
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
GEN = os.path.join(HERE, "gen_fifteenth.py")
NAMES_DIR = os.path.join(REPO, "crates", "caviard", "data", "names")
CORPUS_MANIFEST = os.path.normpath(os.path.join(REPO, "..", "shared", "corpus", "manifest.json"))
SCORER = os.path.normpath(os.path.join(REPO, "..", "shared", "eval", "score.py"))

TYPES = {"PERSON", "CIN", "PASSPORT", "RIB", "IBAN", "PHONE", "EMAIL", "CARD", "TAX_ID", "CNSS", "DOB",
         "ADDRESS", "PLATE", "HEALTH"}
LANGS = {"fr", "ar", "en", "mixed"}
FORMATS = {"txt", "md", "csv", "docx"}
PARTICLES = {"ben", "bent", "bel", "ibn", "ould", "el", "abd", "haj", "hadj", "بن", "بنت", "ابن", "عبد", "ال"}
TITLES = {"m", "mme", "mlle", "mr", "mrs", "ms", "dr", "pr", "monsieur", "madame", "maitre", "maître",
          "السيد", "السيدة", "الدكتور", "الدكتورة", "الأستاذ", "الأستاذة"}
# kinds other generators already cover (from the brief); a new kind must be none of them
EXCLUDED = set("""accident_constat accident_report account_closure agm_minutes artisan_card_application attendance_sheet
bailiff_notice bank_account_opening bank_guarantee bank_letter bank_transfer beneficiaries_sheet blood_donation_register
bounced_cheque_notice building_permit burial_permit callcentre_transcript car_rental chat_transcript civil_status_extract
club_membership cnam_reimbursement cnrps_pension complaint condo_arrears_notice court_judgment court_summons cover_letter
coworking_access_log customs_declaration customs_form cv data_access_request daycare_registration debt_acknowledgement
debt_collection deed_of_sale dental_invoice dental_lab_order disability_card discharge_summary disciplinary_minutes
disciplinary_notice driving_school email_thread employment_certificate employment_contract exam_appeal expense_report
faridha_inheritance film_call_sheet fishing_licence fitness_certificate group_chat_export guarantee_deed gym_membership
hall_booking harvest_crew_register hearing_aid_fitting hearing_test_report heirs_statement home_care_log hospital_discharge
hotel_incident_report hotel_register hr_email hr_onboarding hr_records hr_roster hunting_permit_application id_card_renewal
inpdp_request insurance_claim internship_agreement interview_evaluation invoice job_application job_offer kyc_form
kyc_update lab_report land_title_request lease leave_request legal_memo legal_notice loan_application
loan_guarantor_declaration lost_id_declaration louage_operator_permit marriage_extract medical_leave medical_referral
meeting_minutes microfinance_file mise_en_demeure mobile_money_receipt mobile_subscription mortgage_offer
mortgage_simulation motor_rally_entry municipal_permit mutual_refund ngo_volunteer_register notarial_act notarial_deed
number_porting occupational_health olive_press_ledger optician_order overdraft_dispute parcel_claim parking_fines
passport_copy pawn_loan_ticket payroll_export payslip pension_file pharmacy_log physio_plan pilgrimage_registration
police_complaint police_report police_statement power_of_attorney prescription_record prize_claim_form psych_referral
realestate_visits recommendation_letter refugee_intake rental_contract resignation_letter sale_deed sale_promise
salon_bookings scholarship scholarship_application school_absence school_enrolment solar_subsidy_file
speech_therapy_assessment sports_licence staff_directory staff_table student_housing_allocation succession_declaration
supplier_onboarding support_chat support_tickets sworn_translation_certificate tax_certificate tax_objection
telecom_contract telemedicine_note tenancy tenant_complaint thesis_defence_minutes transcript_request transfer_order
transit_pass_application travel_booking utility_subscription vaccination_record vehicle_inspection vehicle_sale
visa_application visa_invitation voicemail_transcript water_meter_dispute whatsapp_chat whatsapp_export witness_summons
works_council_minutes youth_camp_registration dialysis_schedule school_bus_subscription steg_connection_request
cooperative_membership fuel_card_allocation roadside_assistance_report kafala_social_inquiry cardiac_rehab_referral
kuttab_registration card_chargeback_claim swimming_club_membership social_affiliation souk_stall_allocation
disability_card_application vehicle_pledge_deed remittance_declaration medical credit_application complaint_email""".split())
# roots of covered kinds: a new kind name must not contain any of them (guards against close variants)
COVERED_ROOTS = ["payslip", "contract", "certificate", "prescription", "account", "kyc", "invoice", "judgment",
                 "guarantee", "telemedicine", "occupational", "transcript", "supplier", "leave", "rental", "mobile",
                 "microfinance", "hall", "expense", "data_access", "minutes", "transfer", "police", "insurance",
                 "enrol", "lease", "support", "email", "notar", "pharmacy", "driving", "licence_sport", "discharge",
                 "customs", "tenan", "marriage", "scholarship", "parking", "home_care", "pension", "dental", "chat",
                 "internship", "inspection", "interview", "guarantor", "hotel", "thesis", "blood", "gym", "burial",
                 "lost_id", "travel", "volunteer", "bailiff", "fishing", "mortgage", "daycare", "disciplinary",
                 "witness", "mutual", "permit", "absence", "overdraft", "porting", "job_", "sale", "attorney",
                 "exam_appeal", "vaccination", "tax_", "accident", "attendance", "salon", "medical", "credit",
                 "hr_", "legal_notice", "complaint", "inheritance", "heirs", "succession", "loan", "visa", "kafala",
                 "dialysis", "cardiac", "disability", "referral", "pilgrimage", "refugee", "passport", "hearing",
                 "roster", "register_volunteer", "harvest", "olive", "cooperative", "subsidy_solar", "pledge",
                 "remittance", "chargeback", "souk", "kuttab", "youth_camp", "school", "swimming", "club"]
W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
AR_DIAC = re.compile("[\u064B-\u065F\u0670\u0640]")
TO_ASCII = str.maketrans("٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹", "01234567890123456789")


def fold(s):
    s = AR_DIAC.sub("", unicodedata.normalize("NFKC", s))
    s = "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))
    return unicodedata.normalize("NFC", s).casefold().translate({ord("ة"): "ه", ord("ى"): "ي"})


def tokens(s):
    return re.findall(r"[^\W\d_]+", fold(s))


def norm(s):
    s = unicodedata.normalize("NFKC", s).translate(TO_ASCII)
    return re.sub(r"\s+", " ", AR_DIAC.sub("", s).casefold()).strip()


def compact(s):
    return re.sub(r"[\W_]+", "", norm(s))


def digits(s):
    return re.sub(r"\D", "", s.translate(TO_ASCII))


def rib_ok(d):
    return len(d) == 20 and int(d[18:]) == 97 - (int(d[:18]) * 100) % 97


def iban_ok(s):
    s = re.sub(r"\s", "", s.translate(TO_ASCII)).upper()
    if not re.fullmatch(r"TN\d{22}", s):
        return False
    return int("".join(str(int(ch, 36)) for ch in s[4:] + s[:4])) % 97 == 1


def luhn_ok(d):
    tot = 0
    for i, ch in enumerate(reversed(d)):
        n = int(ch) * (2 if i % 2 else 1)
        tot += n - 9 if n > 9 else n
    return tot % 10 == 0


def docx_text(path):
    with zipfile.ZipFile(path) as z:
        if z.testzip() is not None:
            raise AssertionError(f"{path}: corrupt member")
        names = set(z.namelist())
        for need in ("[Content_Types].xml", "_rels/.rels", "word/document.xml"):
            if need not in names:
                raise AssertionError(f"{path}: missing {need}")
        ct = ET.fromstring(z.read("[Content_Types].xml"))
        rels = ET.fromstring(z.read("_rels/.rels"))
        root = ET.fromstring(z.read("word/document.xml"))
    if not any(o.get("PartName") == "/word/document.xml" for o in ct):
        raise AssertionError(f"{path}: document.xml not declared in [Content_Types].xml")
    if not any(r.get("Target", "").lstrip("/") == "word/document.xml" for r in rels):
        raise AssertionError(f"{path}: _rels/.rels does not point to word/document.xml")
    paras = ["".join(t.text or "" for t in p.iter(W + "t")) for p in root.iter(W + "p")]
    return "\n".join(paras), root


def run_gen(seed, out):
    t = subprocess.run([sys.executable, GEN, "--seed", str(seed), "--out", out],
                       capture_output=True, text=True, timeout=120)
    if t.returncode != 0:
        raise AssertionError(f"generator failed (seed {seed}):\n{t.stderr}")
    with open(os.path.join(out, "manifest.json"), encoding="utf-8") as fh:
        return json.load(fh)


def name_parts(v):
    out = []
    for t in tokens(v):
        if t in PARTICLES or len(t) < 3:
            continue
        out.append(t)
        if t.startswith("ال") and len(t) > 4:
            out.append(t[2:])
    return out


def load_scorer():
    if not os.path.isfile(SCORER):
        return None
    spec = importlib.util.spec_from_file_location("caviard_score_for_tests", SCORER)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


class GenFifteenth(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.mkdtemp(prefix="gen_fifteenth_")
        cls.dirs = {k: os.path.join(cls.tmp, k) for k in ("a15", "b15", "c16")}
        cls.man = {"a15": run_gen(15, cls.dirs["a15"]), "b15": run_gen(15, cls.dirs["b15"]),
                   "c16": run_gen(16, cls.dirs["c16"])}
        cls.texts, cls.roots = {}, {}
        for k in ("a15", "c16"):
            for d in cls.man[k]:
                path = os.path.join(cls.dirs[k], d["file"])
                if d["format"] == "docx":
                    cls.texts[(k, d["file"])], cls.roots[(k, d["file"])] = docx_text(path)
                else:
                    with open(path, encoding="utf-8") as fh:
                        cls.texts[(k, d["file"])] = fh.read()
        cls.list_tokens = set()
        cls.names_lists_used = os.path.isdir(NAMES_DIR)
        for path in glob.glob(os.path.join(NAMES_DIR, "*.txt")):
            with open(path, encoding="utf-8", errors="replace") as fh:
                for line in fh:
                    cls.list_tokens.update(tokens(line))
        cls.corpus_tokens = set()
        if os.path.isfile(CORPUS_MANIFEST):
            with open(CORPUS_MANIFEST, encoding="utf-8") as fh:
                for d in json.load(fh):
                    for s in d.get("sensitive", []):
                        if s.get("type") == "PERSON":
                            cls.corpus_tokens.update(tokens(s["value"]))
        with open(GEN, encoding="utf-8") as fh:
            cls.source_tokens = set(tokens(fh.read()))

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.tmp, ignore_errors=True)

    runs = ("a15", "c16")

    # ------------------------------------------------------------------ determinism
    def test_deterministic_per_seed(self):
        a, b = self.dirs["a15"], self.dirs["b15"]
        fa, fb = sorted(os.listdir(a)), sorted(os.listdir(b))
        self.assertEqual(fa, fb)
        for f in fa:
            with open(os.path.join(a, f), "rb") as x, open(os.path.join(b, f), "rb") as y:
                self.assertEqual(x.read(), y.read(), f)

    def test_other_seed_differs(self):
        va = [s["value"] for d in self.man["a15"] for s in d["sensitive"]]
        vc = [s["value"] for d in self.man["c16"] for s in d["sensitive"]]
        self.assertNotEqual(va, vc)
        self.assertEqual([d["file"] for d in self.man["a15"]], [d["file"] for d in self.man["c16"]])

    # ------------------------------------------------------------------ schema & coverage
    def test_manifest_schema(self):
        for k in self.runs:
            files = set(os.listdir(self.dirs[k]))
            self.assertEqual(len(files), 49)
            self.assertIn("manifest.json", files)
            seen = set()
            for d in self.man[k]:
                self.assertEqual(set(d), {"file", "lang", "kind", "format", "expect", "sensitive", "decoys"}, d["file"])
                self.assertNotIn(d["file"], seen)
                seen.add(d["file"])
                self.assertIn(d["file"], files)
                self.assertRegex(d["file"], r"^\d{3}_[a-z_]+_(fr|ar|en|mixed)\.(txt|md|csv|docx)$")
                self.assertTrue(d["file"].endswith("." + d["format"]))
                self.assertIn(f"_{d['kind']}_{d['lang']}.", d["file"])
                self.assertEqual(d["expect"], "ok")
                self.assertIn(d["lang"], LANGS)
                self.assertIn(d["format"], FORMATS)
                self.assertGreater(len(d["sensitive"]), 0, d["file"])
                self.assertGreater(len(d["decoys"]), 0, d["file"])
                pairs = [(s["type"], s["value"]) for s in d["sensitive"]]
                self.assertEqual(len(pairs), len(set(pairs)), d["file"])
                self.assertEqual(len(d["decoys"]), len(set(d["decoys"])), d["file"])
                for s in d["sensitive"]:
                    self.assertEqual(set(s), {"type", "value"})
                    self.assertIn(s["type"], TYPES)
                    self.assertIsInstance(s["value"], str)
                    self.assertTrue(s["value"])
                    self.assertEqual(s["value"], s["value"].strip())
                    if d["format"] != "txt":
                        self.assertNotIn("\n", s["value"], d["file"])
                for v in d["decoys"]:
                    self.assertIsInstance(v, str)
                    self.assertTrue(v.strip())

    def test_kinds_are_new(self):
        kinds = {d["kind"] for d in self.man["a15"]}
        self.assertEqual(len(kinds), 16)
        for kind in kinds:
            self.assertNotIn(kind, EXCLUDED)
            for root in COVERED_ROOTS:
                self.assertNotIn(root, kind, f"kind {kind} looks like an already covered kind ({root})")

    def test_kinds_languages_formats_types(self):
        for k in self.runs:
            m = self.man[k]
            self.assertEqual(len(m), 48)
            kinds = {}
            for d in m:
                kinds.setdefault(d["kind"], []).append((d["lang"], d["format"]))
            self.assertEqual(len(kinds), 16)
            for kind, variants in kinds.items():
                self.assertEqual(len(variants), 3, kind)
                self.assertEqual(len({l for l, _ in variants}), 3, kind)
            self.assertEqual({d["lang"] for d in m}, LANGS)
            self.assertEqual({d["format"] for d in m}, FORMATS)
            for x in LANGS:
                self.assertGreaterEqual(sum(d["lang"] == x for d in m), 8, x)
            for x in FORMATS:
                self.assertGreaterEqual(sum(d["format"] == x for d in m), 8, x)
            counts = {}
            for d in m:
                for s in d["sensitive"]:
                    counts[s["type"]] = counts.get(s["type"], 0) + 1
            self.assertEqual(set(counts), TYPES)
            for t, n in counts.items():
                self.assertGreaterEqual(n, 5, f"{k}: type {t} only {n} times")
            docs_per_type = {t: sum(any(s["type"] == t for s in d["sensitive"]) for d in m) for t in TYPES}
            for t, n in docs_per_type.items():
                self.assertGreaterEqual(n, 3, f"{k}: type {t} in only {n} documents")

    def test_variety_of_writing(self):
        for k in self.runs:
            m = self.man[k]
            vals = [s for d in m for s in d["sensitive"]]
            self.assertTrue(any(re.search("[٠-٩]", s["value"]) for s in vals), "no Arabic-Indic digits")
            ar_names = [s["value"] for s in vals if s["type"] == "PERSON" and re.search("[\u0600-\u06ff]", s["value"])]
            self.assertTrue(any(re.search(r"(^| )بنت? ", v) for v in ar_names), "no Arabic name with بن")
            self.assertTrue(any(not re.search(r"(^| )بنت? ", v) and " " in v for v in ar_names), "no Arabic name without بن")
            self.assertTrue(any(s["type"] == "PERSON" and re.search(r"\b[A-Z]{4,}\b", s["value"]) for s in vals))
            self.assertTrue(any(s["type"] == "PERSON" and s["value"] == s["value"].lower() and re.search("[a-z]", s["value"])
                                for s in vals), "no lower-case name")
            self.assertTrue(any(s["type"] == "PHONE" and s["value"].startswith("+216") for s in vals))
            self.assertTrue(any(s["type"] == "PHONE" and re.fullmatch(r"[2459]\d{7}", s["value"]) for s in vals))
            self.assertTrue(any("\n" in s["value"] for s in vals), "no value split over a line break")
            plates = [s["value"] for s in vals if s["type"] == "PLATE"]
            self.assertTrue(any("تونس" in v for v in plates) and any(" TU " in v for v in plates))
            dobs = [s["value"] for s in vals if s["type"] == "DOB"]
            self.assertTrue(any(re.search("[a-zA-Zéû\u0600-\u06ff]", v) for v in dobs), "no DOB with a month name")
            self.assertTrue(any(re.fullmatch(r"\d{4}-\d\d-\d\d", v) for v in dobs), "no ISO DOB")
            short = 0
            for d in m:
                ps = [s["value"] for s in d["sensitive"] if s["type"] == "PERSON"]
                for a in ps:
                    if len(tokens(a)) == 1 and any(a != b and fold(a) in tokens(b) for b in ps):
                        short += 1
            self.assertGreater(short, 5, "few names written in full and later alone")

    def test_health_variety(self):
        for k in self.runs:
            m = self.man[k]
            langs = set()
            in_table = in_list = 0
            for d in m:
                text = self.texts[(k, d["file"])]
                for s in d["sensitive"]:
                    if s["type"] != "HEALTH":
                        continue
                    v = s["value"]
                    langs.add("ar" if re.search("[\u0600-\u06ff]", v) else "latin")
                    for line in text.split("\n"):
                        if v in line:
                            if d["format"] == "csv" or line.lstrip().startswith("|") or "\t" in line or " | " in line:
                                in_table += 1
                            if re.match(r"\s*([-•*–]|\d+[.)]) ", line):
                                in_list += 1
            self.assertEqual(langs, {"ar", "latin"})
            self.assertGreater(in_table, 10, f"{k}: health values rarely in tables")
            self.assertGreater(in_list, 5, f"{k}: health values rarely in lists")
            en = [s["value"] for d in m if d["lang"] == "en" for s in d["sensitive"] if s["type"] == "HEALTH"]
            fr = [s["value"] for d in m if d["lang"] == "fr" for s in d["sensitive"] if s["type"] == "HEALTH"]
            self.assertGreater(len(en), 10)
            self.assertGreater(len(fr), 10)

    def test_docx_structure(self):
        for k in self.runs:
            tables = 0
            n = 0
            for d in self.man[k]:
                if d["format"] == "docx":
                    n += 1
                    root = self.roots[(k, d["file"])]
                    self.assertIsNotNone(root.find(W + "body"))
                    self.assertGreater(len(list(root.iter(W + "p"))), 3)
                    tables += len(list(root.iter(W + "tbl")))
            self.assertGreaterEqual(n, 8)
            self.assertGreater(tables, n // 2)

    def test_mixed_documents_mix_scripts(self):
        for k in self.runs:
            for d in self.man[k]:
                t = self.texts[(k, d["file"])]
                has_ar = bool(re.search("[\u0600-\u06ff]", t))
                has_lat = bool(re.search("[A-Za-zÀ-ÿ]{4,}", t))
                if d["lang"] == "mixed":
                    self.assertTrue(has_ar and has_lat, d["file"])
                if d["lang"] == "ar":
                    self.assertTrue(has_ar, d["file"])
                if d["lang"] in ("fr", "en"):
                    self.assertTrue(has_lat, d["file"])

    # ------------------------------------------------------------------ verbatim
    def test_values_and_decoys_verbatim(self):
        for k in self.runs:
            for d in self.man[k]:
                t = self.texts[(k, d["file"])]
                for s in d["sensitive"]:
                    self.assertIn(s["value"], t, f"{k}/{d['file']}: {s}")
                for v in d["decoys"]:
                    self.assertIn(v, t, f"{k}/{d['file']}: decoy {v!r}")

    def test_docx_values_within_one_paragraph(self):
        for k in self.runs:
            for d in self.man[k]:
                if d["format"] != "docx":
                    continue
                paras = self.texts[(k, d["file"])].split("\n")
                for v in [s["value"] for s in d["sensitive"]] + d["decoys"]:
                    self.assertTrue(any(v in p for p in paras), f"{d['file']}: {v!r} not inside one paragraph")

    def test_scorer_finds_everything_unmasked(self):
        sc = load_scorer()
        if sc is None:
            self.skipTest("score.py not found")
        for k in self.runs:
            for d in self.man[k]:
                nt = sc.norm(self.texts[(k, d["file"])])
                for s in d["sensitive"]:
                    self.assertIsNotNone(sc.leaked(s, nt), f"{k}/{d['file']}: scorer cannot see {s}")
                for v in d["decoys"]:
                    self.assertTrue(sc.present(v, nt), f"{k}/{d['file']}: scorer cannot see decoy {v!r}")

    # ------------------------------------------------------------------ checksums & shapes
    def test_checksums_and_shapes(self):
        for k in self.runs:
            for d in self.man[k]:
                for s in d["sensitive"]:
                    t, v, dg = s["type"], s["value"], digits(s["value"])
                    where = f"{k}/{d['file']}: {v!r}"
                    if t == "RIB":
                        self.assertTrue(re.fullmatch(r"[\d\s\-]+", v.translate(TO_ASCII)), where)
                        self.assertTrue(rib_ok(dg), where)
                    elif t == "IBAN":
                        self.assertTrue(iban_ok(v), where)
                        self.assertTrue(rib_ok(digits(v)[2:]), where)
                    elif t == "CARD":
                        self.assertEqual(len(dg), 16, where)
                        self.assertTrue(luhn_ok(dg), where)
                    elif t == "CIN":
                        self.assertTrue(re.fullmatch(r"[01]\d{7}", v.translate(TO_ASCII)), where)
                    elif t == "TAX_ID":
                        self.assertTrue(re.fullmatch(r"\d{7}[ /]?[A-Z](?:[ /]?[A-Z][ /]?[A-Z][ /]?\d{3})?", v), where)
                        self.assertNotIn(v[7:].strip("/ ")[:1], "IOU", where)
                    elif t == "CNSS":
                        self.assertTrue(re.fullmatch(r"\d{8}[ \-/]?\d{2}", v), where)
                    elif t == "PHONE":
                        va = v.translate(TO_ASCII).lstrip("(")
                        if va.startswith("00216"):
                            self.assertEqual(len(dg), 13, where)
                            self.assertIn(dg[5], "24579", where)
                        elif va.startswith(("+216", "216")):
                            self.assertEqual(len(dg), 11, where)
                            self.assertIn(dg[3], "24579", where)
                        else:
                            self.assertEqual(len(dg), 8, where)
                            self.assertIn(dg[0], "24579", where)
                    elif t == "EMAIL":
                        self.assertTrue(re.fullmatch(r"[a-z0-9._\-]+@[a-z0-9.\-]+\.[a-z]{2,}", v), where)
                    elif t == "DOB":
                        years = [int(y) for y in re.findall(r"(?<!\d)\d{4}(?!\d)", v.translate(TO_ASCII))]
                        self.assertTrue(years and 1925 <= years[0] <= 2025, where)
                    elif t == "PASSPORT":
                        self.assertTrue(re.fullmatch(r"[A-Z0-9]{7,9}", v), where)
                    elif t == "PLATE":
                        va = v.translate(TO_ASCII)
                        self.assertTrue(re.fullmatch(r"\d{1,3} (TU|تونس|Tunis) \d{1,4}|RS \d{6}", va), where)
                    elif t == "PERSON":
                        toks = tokens(v)
                        self.assertTrue(toks, where)
                        self.assertNotIn(toks[0], TITLES, where)

    def test_decoy_lookalikes_fail_checksums(self):
        n16 = n20 = 0
        for k in self.runs:
            for d in self.man[k]:
                for v in d["decoys"]:
                    if re.fullmatch(r"[\d\s.\-]+", v):
                        dg = digits(v)
                        if len(dg) == 16:
                            n16 += 1
                            self.assertFalse(luhn_ok(dg), v)
                        if len(dg) == 20:
                            n20 += 1
                            self.assertFalse(rib_ok(dg), v)
        self.assertGreaterEqual(n16, 4)
        self.assertGreaterEqual(n20, 4)

    # ------------------------------------------------------------------ names
    def test_names_are_unknown(self):
        if not self.names_lists_used:
            print(f"\nnote: {NAMES_DIR} not found; name-list check skipped", file=sys.stderr)
        n = 0
        for k in self.runs:
            for d in self.man[k]:
                for s in d["sensitive"]:
                    if s["type"] != "PERSON":
                        continue
                    for t in name_parts(s["value"]):
                        n += 1
                        where = f"{k}/{d['file']}: a PERSON part"
                        self.assertNotIn(t, self.list_tokens, where + " is in a name list")
                        self.assertNotIn(t, self.corpus_tokens, where + " is a corpus PERSON part")
                        self.assertNotIn(t, self.source_tokens, where + " is a template word")
        self.assertGreater(n, 300)

    def test_name_parts_only_inside_values(self):
        """Every whole-word occurrence of a name part lies inside an occurrence of a sensitive value."""
        for k in self.runs:
            for d in self.man[k]:
                t = norm(self.texts[(k, d["file"])])
                ft = fold(t)
                if len(ft) != len(t):
                    continue
                spans = []
                for s in d["sensitive"]:
                    spans += [(m.start(), m.end()) for m in re.finditer(re.escape(norm(s["value"])), t)]
                for s in d["sensitive"]:
                    if s["type"] != "PERSON":
                        continue
                    for part in name_parts(s["value"]):
                        for m in re.finditer(r"(?<![^\W\d_])" + re.escape(part) + r"(?![^\W\d_])", ft):
                            self.assertTrue(any(a <= m.start() and m.end() <= b for a, b in spans),
                                            f"{k}/{d['file']}: a name part occurs outside any value")

    # ------------------------------------------------------------------ decoys
    def test_decoys_do_not_overlap_sensitive(self):
        for k in self.runs:
            for d in self.man[k]:
                text = self.texts[(k, d["file"])]
                parts = set()
                for s in d["sensitive"]:
                    if s["type"] == "PERSON":
                        parts.update(name_parts(s["value"]))
                for v in d["decoys"]:
                    cv = compact(v)
                    self.assertTrue(cv, v)
                    for s in d["sensitive"]:
                        cs = compact(s["value"])
                        self.assertFalse(cs in cv or cv in cs, f"{k}/{d['file']}: decoy {v!r} vs {s['value']!r}")
                        i = text.find(v)
                        while i >= 0:
                            j = text.find(s["value"])
                            while j >= 0:
                                self.assertFalse(i < j + len(s["value"]) and j < i + len(v),
                                                 f"{k}/{d['file']}: decoy {v!r} overlaps {s['value']!r}")
                                j = text.find(s["value"], j + 1)
                            i = text.find(v, i + 1)
                    self.assertFalse(set(tokens(v)) & parts, f"{k}/{d['file']}: decoy {v!r} holds a name part")

    def test_decoy_variety(self):
        for k in self.runs:
            decoys = [v for d in self.man[k] for v in d["decoys"]]
            self.assertGreaterEqual(len(decoys), 150)
            self.assertTrue(all(len(d["decoys"]) >= 2 for d in self.man[k]))
            self.assertTrue(any(re.search(r"(article|الفصل|loi|law|القانون)", v, re.I) for v in decoys), "no legal reference")
            self.assertTrue(any(re.search(r"(TND|DT|dinars|دينار|د\.ت)", v) for v in decoys), "no amount decoy")
            self.assertTrue(any(re.search(r"(avenue|rue|شارع|نهج)", v, re.I) for v in decoys), "no street decoy")
            self.assertTrue(any(re.search(r"(hôpital|CHU|مستشفى|المستشفى)", v, re.I) for v in decoys), "no hospital decoy")
            self.assertTrue(any(re.search(r"\d{4}", v) and re.search(r"(20(24|25))", v) for v in decoys), "no dated reference")


if __name__ == "__main__":
    unittest.main(verbosity=1)
