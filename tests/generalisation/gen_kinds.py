#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Held-out document generator: ~16 document KINDS not covered by the other generators.

  python3 tests/generalisation/gen_kinds.py --seed N --out DIR [--per-kind K]

Writes DIR/NNN_<kind>_<lang>.<ext> (.txt, .md, .csv, .docx) and DIR/manifest.json in the
format of shared/corpus/README.md.  Python 3.11 standard library only, deterministic:
the same --seed gives byte-identical output.

Independence: names are invented from paired Latin/Arabic syllables (so the same invented
person can be written in both scripts); combinations that happen to be in Caviard's name
or stop-word lists are rejected through the BLOCK set below (computed offline from those
lists, used only to *exclude* words).  Identifiers are syntactically valid (RIB key mod 97,
ISO 13616 IBAN check digits, Luhn, matricule fiscal layout).
"""
import argparse
import csv
import io
import json
import os
import random
import zipfile
from xml.sax.saxutils import escape

# ----------------------------------------------------------------------------- syllables
# (latin, arabic) pairs
ONSETS = [("Ba", "با"), ("Ra", "را"), ("Sa", "سا"), ("Na", "نا"), ("Ha", "حا"), ("Fa", "فا"),
          ("Ka", "كا"), ("Ta", "تا"), ("Za", "زا"), ("Ja", "جا"), ("Wa", "وا"), ("Cha", "شا"),
          ("Ya", "يا"), ("Mou", "مو"), ("Lou", "لو"), ("Nou", "نو"), ("Sou", "سو"), ("Khou", "خو"),
          ("Gha", "غا"), ("Dha", "ضا"), ("Tha", "ثا"), ("Ma", "ما"), ("La", "لا"), ("Da", "دا"),
          ("Bou", "بو"), ("Zou", "زو"), ("Hou", "هو"), ("Kha", "خا")]
CORES = [("dh", "ذ"), ("r", "ر"), ("l", "ل"), ("m", "م"), ("s", "س"), ("b", "ب"), ("k", "ك"),
         ("f", "ف"), ("z", "ز"), ("n", "ن"), ("j", "ج"), ("h", "ه"), ("t", "ت"), ("ch", "ش"),
         ("d", "د"), ("gh", "غ"), ("kh", "خ"), ("q", "ق"), ("ss", "ص"), ("th", "ث")]
CODA_M = [("ir", "ير"), ("ane", "ان"), ("ed", "د"), ("if", "يف"), ("id", "يد"), ("ad", "اد"),
          ("em", "م"), ("eb", "ب"), ("il", "يل"), ("ar", "ار"), ("ouk", "وك"), ("ine", "ين"),
          ("ass", "اس"), ("oun", "ون")]
CODA_F = [("ia", "ية"), ("a", "ة"), ("ira", "يرة"), ("ouna", "ونة"), ("ila", "يلة"),
          ("ima", "يمة"), ("ida", "يدة"), ("ouda", "ودة"), ("ina", "ينة")]
FAM_V = [("ou", "و"), ("a", "ا"), ("i", "ي"), ("e", "")]
FAM_SUF = [("aoui", "اوي"), ("ouni", "وني"), ("ari", "اري"), ("ani", "اني"), ("i", "ي"),
           ("oudi", "ودي"), ("ache", "اش"), ("ouche", "وش"), ("ali", "الي"), ("imi", "يمي"),
           ("ousi", "وسي")]

# Combinations present in Caviard's name/stop lists (lower case, Latin and Arabic); filled below.
BLOCK = set("""
bacha bakhouche bassem boukadi boukhari bouzid bouzidi chabane dalia dana data farid
farouk fatima ghazi hachemi hamadi hamadouche hamid hamidi hamoudi hana hania hassani
hassine hatem houda houssem jamar jamila janine jared jaziri kada kadi kahina kara kari
karima karina karine katia khaled khalid khalil lamine lara laribi larouche louka louna
madani madi maha mahi maria marina mata mazouzi mouna mounir mourad moussa moussaoui
nabil nadia nadine nadir nouri rabia racha rachedi rachid rachida radhia rami rania
sabine sacha safia salem salima samedi sami samia samir samira sana sara soudani souhir
soumia sousa taha taleb tami tania tara wafa walid yahi yahia yassine الخالدي الشامي
الكالوتي الماني باجة بوخاري بوران بوزيد بوزيدي ثاقب جاسم جانفي حاتم حازم حاشد حامد خالد
خالدي خوري خولان دارين دانة داني دانية داهي راجي رازي راسم راشد راغب رامي راني رانية
زاكي زاهي زوجة ساجد ساجي سارة ساسي سالم سالمي سامي ساهد سوداني سوسة سومية سوميرة شادي
شاهين غازي غالب غالي غامد غانم فادي كارم كاهينة لافي لوجين لورين لوسيف ماجد مالكي مامون
موساوي مولودة ناجي نادي نادية ناصيف ناهد نوري والد ياسين
""".split())


RARE = {"dh", "gh", "kh", "q", "ss", "th", "Khou", "Gha", "Dha", "Tha", "Kha", "Hou", "Zou"}
_CW = [1 if c[0] in RARE else 4 for c in CORES]
_OW = [1 if o[0] in RARE else 4 for o in ONSETS]
COMMON_CORES = [c for c in CORES if c[0] not in RARE]


def _ok(lat, ar):
    return (len(lat) >= 4 and lat.lower() not in BLOCK and ar not in BLOCK
            and lat.casefold() not in VOCAB and ar not in VOCAB and ("ال" + ar) not in VOCAB)


def gen_first(rng, g):
    while True:
        o, c = rng.choices(ONSETS, _OW)[0], rng.choices(CORES, _CW)[0]
        k = rng.choice(CODA_M if g == "M" else CODA_F)
        lat, ar = o[0] + c[0] + k[0], o[1] + c[1] + k[1]
        if _ok(lat, ar):
            return lat, ar


def gen_family(rng):
    while True:
        o, c = rng.choices(ONSETS, _OW)[0], rng.choices(CORES, _CW)[0]
        s = rng.choice(FAM_SUF)
        if rng.random() < 0.5:
            v, c2 = rng.choice(FAM_V), rng.choice(COMMON_CORES)
            lat, ar = o[0] + c[0] + v[0] + c2[0] + s[0], o[1] + c[1] + v[1] + c2[1] + s[1]
        else:
            lat, ar = o[0] + c[0] + s[0], o[1] + c[1] + s[1]
        lat = lat[0] + lat[1:].lower()
        if 5 <= len(lat) <= 11 and _ok(lat, ar) and ("ال" + ar) not in BLOCK:
            return lat, ar


# ----------------------------------------------------------------------------- identifiers
BANK_CODES = ["01", "03", "04", "05", "07", "08", "10", "11", "12", "14", "17", "20", "25"]
MONTHS_FR = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
             "octobre", "novembre", "décembre"]
MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
             "October", "November", "December"]
MONTHS_AR = ["جانفي", "فيفري", "مارس", "أفريل", "ماي", "جوان", "جويلية", "أوت", "سبتمبر", "أكتوبر",
             "نوفمبر", "ديسمبر"]


def digits(rng, n):
    return "".join(rng.choice("0123456789") for _ in range(n))


def rib_digits(rng):
    while True:
        first = rng.choice(BANK_CODES) + digits(rng, 3) + digits(rng, 13)
        key = 97 - (int(first) * 100 % 97)
        if key < 97:
            return first + "%02d" % key


def rib_valid(d):
    return len(d) == 20 and d.isdigit() and int(d) % 97 == 0


def fmt_rib(rng, d):
    style = rng.choice(["space", "space", "plain", "dot", "dash"])
    parts = [d[:2], d[2:5], d[5:18], d[18:]]
    return {"space": " ".join(parts), "plain": d, "dot": ".".join(parts), "dash": "-".join(parts)}[style]


def iban_check(country, bban):
    s = "".join(str(int(ch, 36)) for ch in bban + country + "00")
    return "%02d" % (98 - int(s) % 97)


def iban_valid(iban):
    s = iban.replace(" ", "")
    r = s[4:] + s[:4]
    return int("".join(str(int(ch, 36)) for ch in r)) % 97 == 1


def group4(s):
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


def iban_tn(rng, rib=None):
    rib = rib or rib_digits(rng)
    iban = "TN" + iban_check("TN", rib) + rib
    return group4(iban) if rng.random() < 0.7 else iban


def iban_foreign(rng):
    if rng.random() < 0.6:
        b, g, a = digits(rng, 5), digits(rng, 5), digits(rng, 11)
        key = 97 - ((89 * int(b) + 15 * int(g) + 3 * int(a)) % 97)
        bban = b + g + a + "%02d" % key
        iban = "FR" + iban_check("FR", bban) + bban
    else:
        bban = digits(rng, 8) + digits(rng, 10)
        iban = "DE" + iban_check("DE", bban) + bban
    return group4(iban) if rng.random() < 0.8 else iban


def luhn_ok(d):
    tot = 0
    for i, ch in enumerate(reversed(d)):
        n = int(ch)
        if i % 2 == 1:
            n *= 2
            if n > 9:
                n -= 9
        tot += n
    return tot % 10 == 0


def card_digits(rng):
    base = rng.choice(["4", "51", "52", "53", "54", "55"])
    base += digits(rng, 15 - len(base))
    for c in "0123456789":
        if luhn_ok(base + c):
            return base + c


def fmt_card(rng, d):
    return group4(d) if rng.random() < 0.75 else (d if rng.random() < 0.5 else "-".join(d[i:i + 4] for i in range(0, 16, 4)))


def bad_card(rng):
    d = card_digits(rng)
    d = d[:-1] + str((int(d[-1]) + rng.randint(1, 9)) % 10)
    return d


def bad_rib(rng):
    d = rib_digits(rng)
    return d[:-2] + "%02d" % ((int(d[-2:]) + rng.randint(1, 40)) % 97 or 1)


def cin(rng):
    return rng.choice("00001") + digits(rng, 7)


def passport(rng):
    return rng.choice("ZZZXKM") + digits(rng, rng.choice([6, 7, 7]))


def tax_id(rng):
    num = digits(rng, 7)
    key = rng.choice("ABCDEFGHJKLMNPQRSTVWXYZ")
    vat, cat, est = rng.choice("APBDN"), rng.choice("MPCNE"), rng.choice(["000", "000", "001", "002"])
    r = rng.random()
    if r < 0.6:
        return f"{num}{key}/{vat}/{cat}/{est}"
    if r < 0.8:
        return f"{num}{key}{vat}{cat}{est}"
    return f"{num}/{key}/{vat}/{cat}/{est}"


def cnss(rng):
    a, b = digits(rng, 8), digits(rng, 2)
    return f"{a}-{b}" if rng.random() < 0.65 else a + b


def phone(rng, kind="mobile", intl=None):
    if kind == "fr":
        d = "6" + digits(rng, 8)
        return "+33 " + d[0] + " " + " ".join(d[i:i + 2] for i in range(1, 9, 2))
    if kind == "mobile":
        d = rng.choice("2459") + digits(rng, 7)
    else:
        d = rng.choice(["71", "70", "72", "73", "74", "75", "36", "31"]) + digits(rng, 6)
    style = rng.choice(["2-3-3", "2-3-3", "plain", "dot", "pairs", "dash"])
    body = {"2-3-3": f"{d[:2]} {d[2:5]} {d[5:]}", "plain": d, "dot": f"{d[:2]}.{d[2:5]}.{d[5:]}",
            "pairs": " ".join(d[i:i + 2] for i in range(0, 8, 2)),
            "dash": "-".join(d[i:i + 2] for i in range(0, 8, 2))}[style]
    if intl is None:
        intl = rng.random() < 0.4
    if intl:
        return rng.choice(["+216 ", "+216 ", "00216 ", "(+216) "]) + body
    return body


# ----------------------------------------------------------------------------- dates
def rand_date(rng, y0, y1):
    y = rng.randint(y0, y1)
    m = rng.randint(1, 12)
    d = rng.randint(1, 28)
    return y, m, d


def fmt_date(rng, ymd, lang):
    y, m, d = ymd
    if lang == "fr":
        st = rng.choice(["num", "num", "txt", "txt", "dot", "iso"])
        if st == "txt":
            return f"{'1er' if d == 1 else d} {MONTHS_FR[m - 1]} {y}"
    elif lang == "en":
        st = rng.choice(["txt", "us", "iso", "num"])
        if st == "txt":
            return f"{d} {MONTHS_EN[m - 1]} {y}"
        if st == "us":
            return f"{MONTHS_EN[m - 1]} {d}, {y}"
    else:
        st = rng.choice(["artxt", "artxt", "num", "iso", "dash"])
        if st == "artxt":
            return f"{d} {MONTHS_AR[m - 1]} {y}"
    if st == "dot":
        return f"{d:02d}.{m:02d}.{y}"
    if st == "iso":
        return f"{y}-{m:02d}-{d:02d}"
    if st == "dash":
        return f"{d:02d}-{m:02d}-{y}"
    return f"{d:02d}/{m:02d}/{y}"


# ----------------------------------------------------------------------------- places
CITIES = [("1002", "Tunis", "تونس"), ("1053", "Les Berges du Lac", "البحيرة"), ("2037", "Ennasr", "النصر"),
          ("2080", "Ariana", "أريانة"), ("2000", "Le Bardo", "باردو"), ("4000", "Sousse", "سوسة"),
          ("3000", "Sfax", "صفاقس"), ("5000", "Monastir", "المنستير"), ("8000", "Nabeul", "نابل"),
          ("7000", "Bizerte", "بنزرت"), ("6000", "Gabès", "قابس"), ("4100", "Médenine", "مدنين"),
          ("2040", "Radès", "رادس"), ("1004", "El Menzah", "المنزه"), ("2092", "El Manar", "المنار"),
          ("3100", "Kairouan", "القيروان"), ("9000", "Béja", "باجة"), ("2100", "Gafsa", "قفصة"),
          ("8050", "Hammamet", "الحمامات"), ("2070", "La Marsa", "المرسى"), ("5100", "Mahdia", "المهدية")]
STREETS = [("rue des Glycines", "نهج الغليسين"), ("rue des Orangers", "نهج البرتقال"),
           ("rue de l'Artisanat", "نهج الصناعات التقليدية"), ("avenue de la République", "شارع الجمهورية"),
           ("rue du Lac Tanganyika", "نهج بحيرة تنجانيقا"), ("rue d'Espagne", "نهج إسبانيا"),
           ("rue des Myrtes", "نهج الريحان"), ("rue des Palmiers", "نهج النخيل"),
           ("rue 6002", "نهج 6002"), ("avenue de l'Environnement", "شارع البيئة"),
           ("rue du Nil", "نهج النيل"), ("rue d'Alger", "نهج الجزائر"), ("rue de Palestine", "نهج فلسطين"),
           ("avenue de Carthage", "شارع قرطاج"), ("rue des Oliviers", "نهج الزيتون"),
           ("rue de l'Andalousie", "نهج الأندلس"), ("rue des Tanneurs", "نهج الدباغين"),
           ("avenue du 7 Novembre", "شارع 7 نوفمبر"), ("rue de la Kasbah", "نهج القصبة"),
           ("rue des Roses", "نهج الورد"), ("rue de Jérusalem", "نهج القدس"), ("rue 8612", "نهج 8612")]
RESIDENCES = [("Les Jasmins", "الياسمين"), ("El Bousten", "البستان"), ("Les Pins", "الصنوبر"),
              ("Ennour", "النور"), ("Les Mimosas", "الميموزا"), ("El Fell", "الفل"), ("Azur", "الأزرق"),
              ("Les Cyprès", "السرو"), ("El Wafa", "الوفاء"), ("Horizon", "الأفق")]


def address(rng, lang):
    cp, city, city_ar = rng.choice(CITIES)
    st, st_ar = rng.choice(STREETS)
    n = rng.randint(1, 140)
    k = rng.randint(1, 24)
    res, res_ar = rng.choice(RESIDENCES)
    r = rng.random()
    if lang == "ar":
        if r < 0.45:
            return f"{n} {st_ar}، {cp} {city_ar}"
        if r < 0.7:
            return f"{st_ar} عدد {n}، {city_ar} {cp}"
        return f"إقامة {res_ar}، شقة عدد {k}، {cp} {city_ar}"
    if lang == "en":
        if r < 0.5:
            return f"{n} {st}, {city} {cp}"
        if r < 0.75:
            return f"Apt {k}, Résidence {res}, {st}, {cp} {city}"
        return f"{n}, {st}, {cp} {city}"
    if r < 0.4:
        return f"{n}, {st}, {cp} {city}"
    if r < 0.6:
        return f"{st[0].upper() + st[1:]} n° {n}, {cp} {city}"
    if r < 0.8:
        return f"Résidence {res}, appartement {k}, {cp} {city}"
    if r < 0.9:
        return f"Résidence {res}, bloc {rng.choice('ABCD')}, app. {k}, {st}, {cp} {city}"
    return f"{n} {st} {cp} {city}"


def plate(rng, lang):
    r = rng.random()
    if r < 0.15:
        return f"{rng.randint(100000, 299999)} RS"
    a, b = rng.randint(100, 245), rng.randint(1000, 9999)
    if lang == "ar" or r < 0.3:
        return f"{a} تونس {b}"
    return f"{a} TU {b}"


HEALTH = {
    "fr": ["diabète de type 2", "hypertension artérielle", "asthme", "dépression", "épilepsie",
           "insuffisance rénale chronique", "cancer du sein", "VIH", "hépatite C", "sclérose en plaques",
           "trouble bipolaire", "maladie de Crohn", "polyarthrite rhumatoïde", "cardiopathie ischémique",
           "hernie discale lombaire", "anémie ferriprive", "hypothyroïdie", "insuffisance cardiaque",
           "trouble anxieux généralisé", "BPCO", "tuberculose pulmonaire", "diabète insulinodépendant"],
    "ar": ["السكري", "ارتفاع ضغط الدم", "الربو", "الاكتئاب", "الصرع", "القصور الكلوي المزمن", "سرطان الثدي",
           "فيروس نقص المناعة", "التهاب الكبد الفيروسي", "فقر الدم", "قصور الغدة الدرقية",
           "داء السكري من النوع الثاني", "الانزلاق الغضروفي", "القصور القلبي", "التصلب اللويحي"],
    "en": ["type 2 diabetes", "diabetes", "asthma", "hypertension", "depression", "epilepsy",
           "chronic kidney disease", "breast cancer", "HIV", "hepatitis C", "multiple sclerosis",
           "bipolar disorder", "Crohn's disease", "rheumatoid arthritis", "heart failure",
           "generalised anxiety disorder", "lumbar disc herniation"],
}


# ----------------------------------------------------------------------------- vocabulary guard
def _source_vocab():
    """Every word written in this file (templates, lists): invented name parts must not be one of
    them, otherwise a template word would look like a surviving name part."""
    import re
    try:
        src = open(os.path.abspath(__file__), encoding="utf-8").read()
    except OSError:
        return set()
    out = set()
    for w in re.findall(r"[^\W\d_]+", src):
        w = w.casefold()
        out.add(w)
        for pre in ("و", "ب", "ل", "ف", "ك", "لل", "ال", "وال", "بال", "لل"):
            if w.startswith(pre) and len(w) > len(pre) + 2:
                out.add(w[len(pre):])
    return out


VOCAB = _source_vocab()


def _fresh(lat, ar):
    return lat.casefold() not in VOCAB and ar not in VOCAB


# ----------------------------------------------------------------------------- decoys
BANKS = {"fr": ["BIAT", "Amen Bank", "Attijari Bank", "Banque de l'Habitat", "STB", "UIB", "BNA",
                "Banque Zitouna", "UBCI", "Arab Tunisian Bank"],
         "en": ["BIAT", "Amen Bank", "Attijari Bank", "Banque de l'Habitat", "STB", "UIB", "BNA",
                "Arab Tunisian Bank"],
         "ar": ["البنك الوطني الفلاحي", "الشركة التونسية للبنك", "بنك الإسكان", "بنك الأمان",
                "التجاري بنك", "بنك الزيتونة"]}
INSTITUTIONS = {"fr": ["INPDP", "STEG", "SONEDE", "CNAM", "Banque Centrale de Tunisie", "CNRPS",
                       "Tribunal de première instance de Tunis", "Recette des finances de Tunis"],
                "en": ["INPDP", "STEG", "CNAM", "Central Bank of Tunisia", "Tunisian Revenue Office"],
                "ar": ["الهيئة الوطنية لحماية المعطيات الشخصية", "البنك المركزي التونسي",
                       "الشركة التونسية للكهرباء والغاز", "الصندوق الوطني للتأمين على المرض",
                       "المحكمة الابتدائية بتونس", "القباضة المالية"]}
COMPANIES = {"fr": ["Carthage Logistique SARL", "Méditerranée Services SA", "Atlas Distribution SUARL",
                    "Sahel Agro Export", "Cap Bon Conserverie", "Numidia Software SA",
                    "Tunisie Câbles Industrie", "Djerba Textiles SARL", "Oasis Pharma Distribution"],
             "en": ["Carthage Logistics Ltd", "Mediterranean Services SA", "Numidia Software SA",
                    "Sahel Agro Export", "Atlas Distribution"],
             "ar": ["شركة قرطاج للخدمات اللوجستية", "شركة الساحل للتصدير", "شركة نوميديا للبرمجيات",
                    "شركة الأطلس للتوزيع", "مؤسسة الواحة للأدوية"]}


def amount(rng, lang, lo=80, hi=95000):
    v = rng.randint(lo, hi)
    mil = rng.choice(["000", "500", "250", "750", "000"])
    th = f"{v:,}".replace(",", " ")
    if lang == "ar":
        return rng.choice([f"{v}.{mil} د.ت", f"{th},{mil} دينار", f"{v} د"])
    if lang == "en":
        return rng.choice([f"TND {v:,}.{mil}", f"{v:,} TND", f"{th} dinars"])
    return rng.choice([f"{th},{mil} TND", f"{th} DT", f"{th},{mil} dinars", f"{v} TND"])


class DecoyView:
    """Attributes register decoys on first access (cached per document)."""

    def __init__(self, doc, lang):
        self._doc, self._lang = doc, lang

    def __getattr__(self, name):
        if name.startswith("_"):
            raise AttributeError(name)
        doc, lang = self._doc, self._lang
        key = ("decoy", name, lang if name.startswith(("amount", "fee", "date", "inst", "bank", "company")) else "")
        if key not in doc.cache:
            base = name.rstrip("0123456789")
            for _ in range(20):
                v = self._make(base)
                if v not in doc.decoys:
                    break
            doc.cache[key] = v
            doc.D(v)
        return doc.cache[key]

    def _make(self, base):
        lang, rng = self._lang, self._doc.rng
        y = rng.choice([2023, 2024, 2025])
        if base == "amount":
            return amount(rng, lang)
        if base == "fee":
            return amount(rng, lang, 12, 900)
        if base == "date":
            # successive dates of a document move forward in time
            import datetime
            last = self._doc.cache.get("_last_date")
            if last is None:
                y, m, d = rand_date(rng, 2023, 2024)
                cur = datetime.date(y, m, d)
            else:
                cur = last + datetime.timedelta(days=rng.randint(2, 75))
            self._doc.cache["_last_date"] = cur
            return fmt_date(rng, (cur.year, cur.month, cur.day), lang)
        if base == "ticket":
            return rng.choice(["TCK", "INC", "SR", "REQ"]) + f"-{y}-{rng.randint(1000, 999999):06d}"
        if base == "ref":
            return rng.choice(["DOS", "REF", "CTX", "RC", "JUR"]) + f"/{y}/{rng.randint(100, 9999)}"
        if base == "invoice":
            return rng.choice(["FAC", "FA", "INV"]) + f"-{y}-{rng.randint(1, 9999):04d}"
        if base == "contract":
            return (rng.choice(["CTR", "ABN", "LOC"]) + "-" + rng.choice(["TT", "OR", "OO", "AV", "HB"])
                    + f"-{rng.randint(100000, 999999)}")
        if base == "product":
            return (rng.choice(["SKU", "ART", "PRD"]) + f"-{rng.choice(['TN', 'MX', 'B2'])}-"
                    f"{rng.randint(1000, 9999)}-{rng.choice('ABCDEFGH')}")
        if base == "badrib":
            return bad_rib(rng)
        if base == "badcard":
            d = bad_card(rng)
            return group4(d) if rng.random() < 0.6 else d
        if base == "inst":
            return rng.choice(INSTITUTIONS[lang])
        if base == "bank":
            return rng.choice(BANKS[lang])
        if base == "company":
            return rng.choice(COMPANIES[lang])
        if base == "order":
            return f"{rng.choice(['CMD', 'BC', 'OR'])}-{rng.randint(10000, 99999)}"
        if base == "rc":   # registre de commerce of a company
            return f"B{rng.randint(10, 99)}{rng.randint(100000, 999999)}{y % 100:02d}"
        raise AttributeError(base)


# ----------------------------------------------------------------------------- persons
TITLES = {"fr": {"M": ["M.", "Monsieur", "M."], "F": ["Mme", "Madame", "Mme"]},
          "en": {"M": ["Mr", "Mr."], "F": ["Ms", "Mrs"]},
          "ar": {"M": ["السيد"], "F": ["السيدة"]}}


class Person:
    def __init__(self, doc, g=None, born=(1952, 2004)):
        rng = doc.rng
        self.doc = doc
        self.born = born
        self.g = g or rng.choice("MF")
        while True:
            self.first = gen_first(rng, self.g)
            self.father = gen_first(rng, "M")
            if rng.random() < 0.14:
                b = gen_first(rng, "M")
                self.family = ("Ben " + b[0], "بن " + b[1])
                self.benfam = True
            else:
                self.family = gen_family(rng)
                self.benfam = False
            parts = {self.first[0], self.father[0], self.family[0].split()[-1]}
            if len(parts) == 3 and not parts & doc.used_parts:
                doc.used_parts |= parts
                break
        fam_ar = self.family[1]
        if not self.benfam and fam_ar.endswith("ي") and rng.random() < 0.5:
            fam_ar = "ال" + fam_ar
        self.fam_ar = fam_ar
        r = rng.random()
        self.form_lat = ("F LU" if r < 0.35 else "F L" if r < 0.6 else "LU F" if r < 0.8 else
                         "F L" if self.benfam else "CHAIN")
        self.form_ar = "F L" if rng.random() < 0.6 or self.benfam else "CHAIN"
        self.cache = {}

    def v(self, lang):
        return PV(self, lang)

    # -- name forms
    def full(self, script):
        f, fam, fa = self.first, self.family, self.father
        if script == "ar":
            if self.form_ar == "CHAIN":
                return f"{f[1]} {'بن' if self.g == 'M' else 'بنت'} {fa[1]} {self.fam_ar}"
            return f"{f[1]} {self.fam_ar}"
        form = self.form_lat
        if form == "F LU":
            return f"{f[0]} {fam[0].upper()}"
        if form == "LU F":
            return f"{fam[0].upper()} {f[0]}"
        if form == "CHAIN":
            return f"{f[0]} {'ben' if self.g == 'M' else 'bent'} {fa[0]} {fam[0]}"
        return f"{f[0]} {fam[0]}"

    def last(self, script):
        if script == "ar":
            return self.fam_ar
        return self.family[0].upper() if "U" in self.form_lat else self.family[0]


class PV:
    """Person seen from one paragraph language; attribute access registers sensitive values."""

    def __init__(self, p, lang):
        self.p, self.lang = p, lang
        self.script = "ar" if lang == "ar" else "lat"

    def _c(self, key, make, typ=None):
        c = self.p.cache
        if key not in c:
            c[key] = make()
            if typ:
                self.p.doc.S(typ, c[key])
        return c[key]

    def _title(self):
        rng = self.p.doc.rng
        return self._c(("title", self.lang), lambda: rng.choice(TITLES[self.lang][self.p.g]))

    # names
    @property
    def full(self):
        return self._c(("full", self.script), lambda: self.p.full(self.script), "PERSON")

    @property
    def t(self):
        return self._title() + " " + self.full

    @property
    def last(self):
        if ("full", self.script) not in self.p.cache:
            return self.full
        return self.p.last(self.script)

    @property
    def tl(self):
        if ("full", self.script) not in self.p.cache:
            return self.t
        return self._title() + " " + self.p.last(self.script)

    @property
    def fn(self):
        if ("full", self.script) not in self.p.cache:
            return self.full
        return self.p.first[1 if self.script == "ar" else 0]

    # grammar helpers
    @property
    def e(self):
        return "e" if self.p.g == "F" else ""

    @property
    def ne(self):
        return "née" if self.p.g == "F" else "né"

    @property
    def il(self):
        return "elle" if self.p.g == "F" else "il"

    @property
    def Il(self):
        return "Elle" if self.p.g == "F" else "Il"

    @property
    def he(self):
        return "she" if self.p.g == "F" else "he"

    @property
    def He(self):
        return "She" if self.p.g == "F" else "He"

    @property
    def his(self):
        return "her" if self.p.g == "F" else "his"

    @property
    def His(self):
        return "Her" if self.p.g == "F" else "His"

    @property
    def ta(self):      # Arabic feminine ending
        return "ة" if self.p.g == "F" else ""

    @property
    def tt(self):      # Arabic feminine past-tense ending
        return "ت" if self.p.g == "F" else ""

    @property
    def ha(self):      # Arabic attached pronoun
        return "ها" if self.p.g == "F" else "ه"

    @property
    def ar_title(self):
        return "السيدة" if self.p.g == "F" else "السيد"

    # identifiers
    @property
    def cin(self):
        return self._c("cin", lambda: cin(self.p.doc.rng), "CIN")

    @property
    def passport(self):
        return self._c("passport", lambda: passport(self.p.doc.rng), "PASSPORT")

    @property
    def dob(self):
        rng = self.p.doc.rng
        ymd = self._c("dob_ymd", lambda: rand_date(rng, *self.p.born))
        return self._c(("dob", self.lang), lambda: fmt_date(rng, ymd, self.lang), "DOB")

    @property
    def bp(self):          # birthplace: a city, not sensitive on its own
        c = self._c("bp", lambda: self.p.doc.rng.choice([x for x in CITIES if not x[1].startswith("Le")]))
        return c[2] if self.script == "ar" else c[1]

    @property
    def addr(self):
        return self._c(("addr", self.lang), lambda: address(self.p.doc.rng, self.lang), "ADDRESS")

    @property
    def phone(self):
        return self._c("phone", lambda: phone(self.p.doc.rng, "mobile"), "PHONE")

    @property
    def fixe(self):
        return self._c("fixe", lambda: phone(self.p.doc.rng, "fixed"), "PHONE")

    @property
    def phone_fr(self):
        return self._c("phone_fr", lambda: phone(self.p.doc.rng, "fr"), "PHONE")

    @property
    def email(self):
        def make():
            rng = self.p.doc.rng
            f = self.p.first[0].lower()
            la = self.p.family[0].lower().replace(" ", "")
            loc = rng.choice([f"{f}.{la}", f"{f[0]}.{la}", f"{la}.{f}", f"{f}{la[:4]}{rng.randint(1, 99)}",
                              f"{f}_{la}", f"{la}{f[0]}"])
            dom = rng.choice(["gmail.com", "yahoo.fr", "hotmail.com", "topnet.tn", "gnet.tn", "planet.tn",
                              "outlook.com", "live.fr", "laposte.net"])
            return f"{loc}@{dom}"
        return self._c("email", make, "EMAIL")

    @property
    def card(self):
        rng = self.p.doc.rng
        return self._c("card", lambda: fmt_card(rng, card_digits(rng)), "CARD")

    @property
    def rib(self):
        rng = self.p.doc.rng
        d = self._c("rib_d", lambda: rib_digits(rng))
        return self._c("rib", lambda: fmt_rib(rng, d), "RIB")

    @property
    def iban(self):
        rng = self.p.doc.rng
        d = self._c("rib_d", lambda: rib_digits(rng))
        return self._c("iban", lambda: iban_tn(rng, d), "IBAN")

    @property
    def iban_ext(self):
        return self._c("iban_ext", lambda: iban_foreign(self.p.doc.rng), "IBAN")

    @property
    def tax(self):
        return self._c("tax", lambda: tax_id(self.p.doc.rng), "TAX_ID")

    @property
    def cnss(self):
        return self._c("cnss", lambda: cnss(self.p.doc.rng), "CNSS")

    @property
    def plate(self):
        return self._c("plate", lambda: plate(self.p.doc.rng, self.lang), "PLATE")

    def _health(self, i):
        rng = self.p.doc.rng
        lang = self.lang if self.lang in HEALTH else "fr"
        idx = self._c(("hidx", lang), lambda: rng.sample(range(len(HEALTH[lang])), 3))
        return self._c(("health", lang, i), lambda: HEALTH[lang][idx[i]], "HEALTH")

    @property
    def health(self):
        return self._health(0)

    @property
    def health2(self):
        return self._health(1)

    @property
    def health3(self):
        return self._health(2)


# ----------------------------------------------------------------------------- document model
class Doc:
    def __init__(self, rng, lang, kind, fmt):
        self.rng, self.lang, self.kind, self.fmt = rng, lang, kind, fmt
        self.sensitive, self._seen = [], set()
        self.decoys = []
        self.blocks = []
        self.cache = {}
        self.used_parts = set()
        self.csv_rows = None

    # registration
    def S(self, typ, val):
        if (typ, val) not in self._seen:
            self._seen.add((typ, val))
            self.sensitive.append({"type": typ, "value": val})
        return val

    def D(self, val):
        if val not in self.decoys and len(self.decoys) < 6:
            self.decoys.append(val)
        return val

    def person(self, g=None, born=(1952, 2004)):
        return Person(self, g, born)

    # language helpers
    def pl(self, ar_share=0.35):
        if self.lang == "mixed":
            return "ar" if self.rng.random() < ar_share else "fr"
        return self.lang

    def vlang(self):
        """Language of values in label/value blocks."""
        return "fr" if self.lang == "mixed" else self.lang

    def lab(self, labels):
        if isinstance(labels, list):
            labels = self.rng.choice(labels)
        fr, ar, en = labels
        if self.lang == "mixed":
            return self.rng.choice([f"{fr} / {ar}", f"{fr} - {ar}", f"{ar} / {fr}"])
        return {"fr": fr, "ar": ar, "en": en}[self.lang]

    def f(self, tmpl, pl, **kw):
        import re
        args = {k: (v.v(pl) if isinstance(v, Person) else v) for k, v in kw.items()}
        args.setdefault("d", DecoyView(self, pl))
        s = tmpl.format(**args)

        def dec(m):
            return self.D(m.group(1))
        return re.sub(r"\[\[(.+?)\]\]", dec, s)

    def pick(self, T, pl):
        c = T[pl] if pl in T else T["fr"]
        return self.rng.choice(c) if isinstance(c, list) else c

    # blocks
    def title(self, T, **kw):
        if self.lang == "mixed":
            self.blocks.append(("title", self.f(self.pick(T, "fr"), "fr", **kw)))
            self.blocks.append(("title2", self.f(self.pick(T, "ar"), "ar", **kw)))
        else:
            self.blocks.append(("title", self.f(self.pick(T, self.lang), self.lang, **kw)))

    def h(self, T, **kw):
        if self.lang == "mixed":
            self.blocks.append(("h", self.f(self.pick(T, "fr"), "fr", **kw) + " / "
                                + self.f(self.pick(T, "ar"), "ar", **kw)))
        else:
            self.blocks.append(("h", self.f(self.pick(T, self.lang), self.lang, **kw)))

    def p(self, T, pl=None, **kw):
        pl = pl or self.pl()
        self.blocks.append(("p", self.f(self.pick(T, pl), pl, **kw)))
        return pl

    def lines(self, T, pl=None, **kw):
        """T: lang -> list of alternative line lists (or one line list)."""
        pl = pl or self.pl()
        c = T[pl] if pl in T else T["fr"]
        if c and isinstance(c[0], list):
            c = self.rng.choice(c)
        self.blocks.append(("lines", [self.f(x, pl, **kw) for x in c]))

    def kv(self, rows, **kw):
        """rows: [((fr, ar, en) labels, template)]; template may be a dict lang -> template."""
        vl = self.vlang()
        out = []
        for labels, tmpl in rows:
            if isinstance(tmpl, dict):
                tmpl = self.pick(tmpl, vl)
            out.append((self.lab(labels), self.f(tmpl, vl, **kw)))
        self.blocks.append(("kv", out))

    def table(self, header, rows, **kw):
        """header: list of label triples; rows: list of lists of templates (rendered in vlang)."""
        vl = self.vlang()
        out = [[self.lab(h) for h in header]]
        for r in rows:
            out.append([self.f(c if isinstance(c, str) else self.pick(c, vl), vl, **kw) for c in r])
        self.blocks.append(("table", out))


# ----------------------------------------------------------------------------- renderers
def render_txt(doc, md=False):
    rng = doc.rng
    sep = rng.choice([" : ", ": ", " : ", "\t: ", " .......... "]) if not md else None
    ul = rng.choice(["=", "-", "*"])
    out = []
    for b in doc.blocks:
        k = b[0]
        if k in ("title", "title2"):
            if md:
                out += ["# " + b[1] if k == "title" else "**" + b[1] + "**", ""]
            else:
                out += [b[1], ul * min(60, max(10, len(b[1]))), ""] if k == "title" else [b[1], ""]
        elif k == "h":
            out += ["## " + b[1] if md else (b[1] if rng.random() < 0.5 else b[1] + " :"), ""]
        elif k == "p":
            out += [b[1], ""]
        elif k == "lines":
            out += [x for x in b[1]] + [""]
        elif k == "kv":
            if md and rng.random() < 0.5:
                out += ["| | |", "|---|---|"] + [f"| {a} | {v} |" for a, v in b[1]]
            elif md:
                out += [f"- **{a}** : {v}" for a, v in b[1]]
            else:
                out += [f"{a}{sep}{v}" for a, v in b[1]]
            out.append("")
        elif k == "table":
            rows = b[1]
            if md:
                out.append("| " + " | ".join(rows[0]) + " |")
                out.append("|" + "---|" * len(rows[0]))
                out += ["| " + " | ".join(r) + " |" for r in rows[1:]]
            else:
                out.append(" | ".join(rows[0]))
                out.append("-" * min(100, len(" | ".join(rows[0]))))
                out += [" | ".join(r) for r in rows[1:]]
            out.append("")
    while out and out[-1] == "":
        out.pop()
    return "\n".join(out) + "\n"


def render_csv(doc):
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator=doc.rng.choice(["\n", "\r\n"]), delimiter=doc.csv_delim)
    for r in doc.csv_rows:
        w.writerow(r)
    return buf.getvalue()


W_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"


def _run(text, bold=False, rtl=False, size=None):
    rpr = ""
    if bold or rtl or size:
        rpr = "<w:rPr>" + ("<w:b/>" if bold else "") + (f'<w:sz w:val="{size}"/>' if size else "") + \
              ("<w:rtl/>" if rtl else "") + "</w:rPr>"
    return f'<w:r>{rpr}<w:t xml:space="preserve">{escape(text)}</w:t></w:r>'


def _para(text, bold=False, rtl=False, center=False, size=None):
    ppr = ""
    if rtl or center:
        ppr = "<w:pPr>" + ("<w:bidi/>" if rtl else "") + ('<w:jc w:val="center"/>' if center else "") + "</w:pPr>"
    return f"<w:p>{ppr}{_run(text, bold, rtl, size) if text else ''}</w:p>"


def _table(rows, rtl, header=True):
    x = ['<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/><w:tblW w:w="0" w:type="auto"/>'
         + ("<w:bidiVisual/>" if rtl else "")
         + '<w:tblBorders><w:top w:val="single" w:sz="4"/><w:left w:val="single" w:sz="4"/>'
         '<w:bottom w:val="single" w:sz="4"/><w:right w:val="single" w:sz="4"/>'
         '<w:insideH w:val="single" w:sz="4"/><w:insideV w:val="single" w:sz="4"/></w:tblBorders>'
         '</w:tblPr><w:tblGrid>' + "".join('<w:gridCol w:w="2400"/>' for _ in rows[0]) + "</w:tblGrid>"]
    for i, r in enumerate(rows):
        x.append("<w:tr>" + "".join(f'<w:tc><w:tcPr><w:tcW w:w="2400" w:type="dxa"/></w:tcPr>'
                                    f'{_para(c, bold=header and i == 0, rtl=rtl)}</w:tc>' for c in r) + "</w:tr>")
    x.append("</w:tbl>")
    return "".join(x)


def render_docx(doc):
    rng = doc.rng
    rtl = doc.lang == "ar"
    kv_table = rng.random() < 0.6
    body = []
    for b in doc.blocks:
        k = b[0]
        if k in ("title", "title2"):
            body.append(_para(b[1], bold=True, rtl=rtl or k == "title2", center=True, size=28))
        elif k == "h":
            body.append(_para(b[1], bold=True, rtl=rtl))
        elif k == "p":
            body.append(_para(b[1], rtl=rtl))
        elif k == "lines":
            body += [_para(x, rtl=rtl) for x in b[1]]
        elif k == "kv":
            if kv_table:
                body.append(_table([list(r) for r in b[1]], rtl, header=False))
                body.append(_para(""))
            else:
                body += [_para(f"{a} : {v}", rtl=rtl) for a, v in b[1]]
        elif k == "table":
            body.append(_table(b[1], rtl))
            body.append(_para(""))
    sect = ('<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1417" w:right="1417" '
            'w:bottom="1417" w:left="1417" w:header="708" w:footer="708" w:gutter="0"/></w:sectPr>')
    document = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
                f'<w:document xmlns:w="{W_NS}"><w:body>' + "".join(body) + sect + "</w:body></w:document>")
    ctypes = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
              '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
              '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
              '<Default Extension="xml" ContentType="application/xml"/>'
              '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-'
              'officedocument.wordprocessingml.document.main+xml"/></Types>')
    rels = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
            '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
            '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/'
            'relationships/officeDocument" Target="word/document.xml"/></Relationships>')
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for name, data in (("[Content_Types].xml", ctypes), ("_rels/.rels", rels), ("word/document.xml", document)):
            zi = zipfile.ZipInfo(name, date_time=(2024, 1, 1, 0, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o644 << 16
            z.writestr(zi, data.encode("utf-8"))
    return buf.getvalue()


# ----------------------------------------------------------------------------- kinds
KINDS = []


class Lazy:
    """A value computed (and registered) only if a template actually formats it."""

    def __init__(self, fn):
        self.fn, self.v = fn, None

    def __format__(self, spec):
        if self.v is None:
            self.v = self.fn()
        return self.v


def kind(name, formats):
    def deco(fn):
        KINDS.append((name, fn, formats))
        return fn
    return deco


def city(doc, pl):
    c = doc.cache.setdefault("city", doc.rng.choice([x for x in CITIES if not x[1].startswith("Le")]))
    return c[2] if pl == "ar" else c[1]


SIGN_PLACE = {"fr": ["Fait à {c}, le {d.date8}", "{c}, le {d.date8}", "Fait en deux exemplaires à {c}, le {d.date8}"],
              "ar": ["حرر ب{c} في {d.date8}", "{c} في {d.date8}", "حرر في نظيرين ب{c} بتاريخ {d.date8}"],
              "en": ["Done at {c} on {d.date8}", "{c}, {d.date8}", "Signed in {c} on {d.date8}"]}


def sign_place(doc, pl=None):
    pl = pl or doc.pl(0.3)
    doc.blocks.append(("p", doc.f(doc.rng.choice(SIGN_PLACE[pl]), pl, c=city(doc, pl))))


# -- 1. bank KYC / account opening form ------------------------------------------------------
@kind("kyc_form", ["docx", "txt", "md"])
def k_kyc(doc):
    rng = doc.rng
    a, b, c = doc.person(), doc.person(), doc.person()
    doc.lines({"fr": ["{d.bank} — Agence {ag}", "Direction de la conformité", "Dossier n° {d.ref}"],
               "ar": ["{d.bank} — فرع {ag}", "إدارة الامتثال", "ملف عدد {d.ref}"],
               "en": ["{d.bank} — {ag} branch", "Compliance department", "File no. {d.ref}"]},
              pl=doc.vlang(), ag=city(doc, doc.vlang()))
    doc.title({"fr": ["Fiche de connaissance client (KYC)", "Demande d'ouverture de compte — personne physique",
                      "Formulaire d'entrée en relation"],
               "ar": ["استمارة التعرف على الحريف", "مطلب فتح حساب لشخص طبيعي"],
               "en": ["Know Your Customer form", "Account opening application — individual"]})
    doc.h({"fr": ["1. Identité du titulaire", "Titulaire du compte"], "ar": ["1. هوية صاحب الحساب"],
           "en": ["1. Account holder", "Customer identity"]})
    foreign = doc.lang == "en" and rng.random() < 0.5
    rows = [([("Nom et prénom", "الاسم واللقب", "Full name"), ("Titulaire", "صاحب الحساب", "Holder name")], "{a.full}"),
            ([("Date de naissance", "تاريخ الولادة", "Date of birth"), ("Né(e) le", "تاريخ الميلاد", "Born on")], "{a.dob}"),
            (("Lieu de naissance", "مكان الولادة", "Place of birth"), "{a.bp}")]
    if foreign or rng.random() < 0.25:
        rows.append((("N° de passeport", "رقم جواز السفر", "Passport number"), "{a.passport}"))
    if not foreign:
        rows.append(([("CIN n°", "رقم بطاقة التعريف الوطنية", "National ID (CIN)"),
                      ("Pièce d'identité (CIN)", "ب.ت.و عدد", "ID card no.")], "{a.cin}"))
    rows += [([("Adresse de résidence", "عنوان الإقامة", "Residential address"), ("Domicile", "المقر", "Home address")], "{a.addr}"),
             (("Téléphone mobile", "الهاتف الجوال", "Mobile phone"), "{a.phone}"),
             (("Courriel", "البريد الإلكتروني", "E-mail"), "{a.email}"),
             (("Employeur", "المؤجر", "Employer"), "{d.company}")]
    if rng.random() < 0.4:
        rows.append((("N° d'affiliation CNSS", "رقم الانخراط بالصندوق الوطني للضمان الاجتماعي", "CNSS number"), "{a.cnss}"))
    else:
        rows.append((("Matricule fiscal (activité libérale)", "المعرف الجبائي", "Tax ID (matricule fiscal)"), "{a.tax}"))
    rng.shuffle(rows[3:])
    doc.kv(rows, a=a)
    doc.h({"fr": ["2. Compte et moyens de paiement"], "ar": ["2. الحساب ووسائل الدفع"], "en": ["2. Account and cards"]})
    doc.p({"fr": ["Le compte courant ouvert au nom du titulaire porte le RIB {a.rib} (IBAN {a.iban}). "
                  "Une carte de débit sera délivrée sous dix jours ouvrables.",
                  "RIB attribué : {a.rib}. IBAN correspondant : {a.iban}. Dépôt initial : {d.amount}.",
                  "Après validation par la conformité, le compte sera ouvert sous le RIB {a.rib} ; "
                  "le client a remis un dépôt initial de {d.amount}."],
           "ar": ["يفتح الحساب الجاري باسم الحريف تحت المعرف البنكي {a.rib} (IBAN {a.iban}) وتسلم له بطاقة سحب في أجل عشرة أيام عمل.",
                  "المعرف البنكي المسند: {a.rib}. الإيداع الأولي: {d.amount}."],
           "en": ["The current account opened in the holder's name has RIB {a.rib} (IBAN {a.iban}). A debit card "
                  "will be issued within ten working days.",
                  "Assigned RIB: {a.rib}. Initial deposit: {d.amount}. IBAN: {a.iban}."]}, a=a)
    if rng.random() < 0.6:
        doc.p({"fr": ["Le client souhaite recevoir ses fonds depuis l'étranger ; compte source déclaré : {a.iban_ext}.",
                      "Virements permanents attendus depuis le compte {a.iban_ext} (revenus de l'étranger)."],
               "ar": ["يصرح الحريف بأنه سيتلقى تحويلات من الخارج من الحساب {a.iban_ext}."],
               "en": ["Incoming transfers are expected from the customer's foreign account {a.iban_ext}."]}, a=a)
    doc.h({"fr": ["3. Mandataire", "3. Procuration sur le compte"], "ar": ["3. الوكيل"], "en": ["3. Authorised signatory"]})
    doc.p({"fr": ["Le titulaire donne procuration à {b.t}, {ne_b} le {b.dob}, CIN n° {b.cin}, joignable au {b.phone}.",
                  "Procuration accordée à {b.full} (CIN {b.cin}), demeurant {b.addr}.",
                  "Aucun mandataire n'est désigné ; en cas de décès, contacter {b.t} au {b.phone}."],
           "ar": ["يمنح صاحب الحساب توكيلا إلى {b.ar_title} {b.full} صاحب{b.ta} بطاقة التعريف عدد {b.cin} والقاطن{b.ta} في {b.addr}.",
                  "الوكيل: {b.full}، بطاقة تعريف وطنية عدد {b.cin}، الهاتف {b.phone}."],
           "en": ["The holder appoints {b.t}, born on {b.dob}, ID card {b.cin}, as authorised signatory.",
                  "Power to operate the account is granted to {b.full}, residing at {b.addr}."]},
          a=a, b=b, ne_b="née" if b.g == "F" else "né")
    doc.p({"fr": ["Le client déclare ne pas être une personne politiquement exposée et atteste de l'exactitude des "
                  "informations ci-dessus, conformément à la [[loi organique n° 2015-26]] et à la circulaire de la "
                  "[[Banque Centrale de Tunisie]] relative au devoir de vigilance.",
                  "Les données recueillies sont traitées conformément à la [[loi organique n° 2004-63]] ; le client "
                  "peut exercer ses droits auprès de l'[[INPDP]]."],
           "ar": ["يصرح الحريف بأنه ليس شخصا معرضا سياسيا وبصحة المعلومات المذكورة أعلاه طبقا لأحكام [[القانون الأساسي عدد 26 لسنة 2015]].",
                  "تعالج المعطيات طبقا لأحكام [[القانون الأساسي عدد 63 لسنة 2004]] ويمكن للحريف ممارسة حقوقه لدى [[الهيئة الوطنية لحماية المعطيات الشخصية]]."],
           "en": ["The customer declares not to be a politically exposed person, in accordance with "
                  "[[Organic Law No. 2015-26]] and the [[Central Bank of Tunisia]] due-diligence rules.",
                  "Personal data is processed under [[Organic Law No. 2004-63]]; rights may be exercised before the [[INPDP]]."]})
    sign_place(doc)
    doc.lines({"fr": [["Le chargé de clientèle : {c.full}", "Signature du client : ____________"],
                      ["Visa conformité : {c.full}"], ["Pour la banque, {c.t}", "Le titulaire, {a.full}"]],
               "ar": [["المكلف بالحرفاء: {c.full}", "إمضاء الحريف"], ["عن البنك: {c.full}"]],
               "en": [["Relationship manager: {c.full}", "Customer signature: ____________"],
                      ["For the bank, {c.t}"]]}, a=a, c=c)


# -- 2. resignation letter ---------------------------------------------------------------------
@kind("resignation_letter", ["txt", "md", "docx"])
def k_resign(doc):
    rng = doc.rng
    a, b, c = doc.person(), doc.person(), doc.person()
    pl = doc.pl(0.5) if doc.lang == "mixed" else doc.lang
    doc.lines({"fr": [["{a.full}", "{a.addr}", "Tél. : {a.phone}", "{a.email}"],
                      ["{a.full}", "CIN n° {a.cin}", "{a.addr}", "GSM {a.phone}"],
                      ["{a.full}", "{a.addr}", "{a.phone} / {a.email}"]],
               "ar": [["{a.full}", "{a.addr}", "الهاتف: {a.phone}", "البريد الإلكتروني: {a.email}"],
                      ["{a.full}", "ب.ت.و عدد {a.cin}", "{a.addr}", "الجوال: {a.phone}"]],
               "en": [["{a.full}", "{a.addr}", "Mobile: {a.phone}", "Email: {a.email}"]]}, pl=pl, a=a)
    doc.lines({"fr": [["À l'attention de {b.t}", "Direction des ressources humaines", "{d.company}"],
                      ["{d.company}", "Service du personnel", "À l'attention de {b.t}"]],
               "ar": [["إلى {b.ar_title} {b.full}", "مدير{b.ta} الموارد البشرية", "{d.company}"]],
               "en": [["For the attention of {b.t}", "Head of Human Resources", "{d.company}"]]}, pl=pl, b=b)
    doc.title({"fr": ["Objet : lettre de démission", "Objet : démission de mon poste", "Objet : notification de démission"],
               "ar": ["الموضوع: استقالة", "الموضوع: مطلب استقالة"],
               "en": ["Subject: resignation", "Subject: letter of resignation"]})
    doc.lines({"fr": [["Réf. : matricule CNSS {a.cnss}"], ["N° CNSS : {a.cnss} — né(e) le {a.dob}"]],
               "ar": [["رقم الضمان الاجتماعي: {a.cnss}"]], "en": [["CNSS no.: {a.cnss}"]]}, pl=pl, a=a)
    doc.p({"fr": ["{b.t},", "Madame, Monsieur,"], "ar": ["تحية طيبة وبعد،"], "en": ["Dear {b.tl},", "Dear Sir or Madam,"]}, pl=pl, b=b)
    doc.p({"fr": ["Je soussigné{a.e} {a.full}, titulaire de la CIN n° {a.cin}, employé{a.e} au sein de votre société depuis le "
                  "{d.date2}, vous informe par la présente de ma décision de démissionner de mon poste de {job}.",
                  "Par la présente, je vous notifie ma démission du poste de {job} que j'occupe depuis le {d.date2}. "
                  "Pour mémoire, mon numéro d'affiliation CNSS est le {a.cnss}.",
                  "Moi, {a.full}, {a.ne} le {a.dob}, vous présente ma démission du poste de {job}."],
           "ar": ["أنا الممضي{a.ta} أسفله {a.full} صاحب{a.ta} بطاقة التعريف الوطنية عدد {a.cin}، أعلمكم بقرار استقالتي من خطة {job_ar} "
                  "التي أشغلها منذ {d.date2}.",
                  "يشرفني أن أعلمكم باستقالتي من خطة {job_ar}، علما وأن رقم انخراطي بالضمان الاجتماعي هو {a.cnss}."],
           "en": ["I, {a.full}, holder of national ID card no. {a.cin}, hereby resign from my position as {job_en}, "
                  "which I have held since {d.date2}.",
                  "Please accept this letter as formal notice of my resignation as {job_en}. My CNSS number is {a.cnss}."]},
          pl=pl, a=a, job=rng.choice(["comptable", "technicien de maintenance", "chargée de clientèle", "juriste",
                                     "infirmier", "développeur"]),
          job_ar=rng.choice(["محاسب", "تقني صيانة", "مكلف بالحرفاء", "مستشار قانوني"]),
          job_en=rng.choice(["accountant", "maintenance technician", "legal officer", "software developer"]))
    if rng.random() < 0.5:
        doc.p({"fr": ["Cette décision est motivée par des raisons de santé (diagnostic : {a.health}) qui nécessitent "
                      "un suivi régulier.", "Mon état de santé ({a.health}) ne me permet plus d'assurer mes fonctions."],
               "ar": ["ويعود هذا القرار إلى أسباب صحية إذ أعاني من {a.health} ويتطلب ذلك متابعة منتظمة."],
               "en": ["This decision is due to health reasons: I have been diagnosed with {a.health}."]}, pl=pl, a=a)
    doc.p({"fr": ["Conformément à l'[[article 14]] de la convention collective, j'effectuerai un préavis d'un mois, soit "
                  "jusqu'au {d.date}.", "Je respecterai le préavis prévu par mon contrat, qui prendra fin le {d.date}."],
           "ar": ["وطبقا لمقتضيات [[الفصل 14]] من الاتفاقية المشتركة سأقضي مدة إعلام بشهر تنتهي في {d.date}."],
           "en": ["In line with [[clause 14]] of my contract, I will work a one-month notice period ending on {d.date}."]}, pl=pl)
    doc.p({"fr": ["Je vous remercie de verser mon solde de tout compte sur mon compte n° {a.rib} ouvert auprès de {d.bank} "
                  "et de m'adresser mon certificat de travail à l'adresse ci-dessus.",
                  "Merci de virer les sommes restant dues sur le RIB {a.rib} (IBAN {a.iban}). Je reste joignable au "
                  "{a.phone} ou à {a.email}."],
           "ar": ["أرجو تحويل مستحقاتي إلى حسابي البنكي عدد {a.rib} لدى {d.bank}."],
           "en": ["Please pay my final settlement into account {a.rib} held with {d.bank}."]}, pl=pl, a=a)
    doc.p({"fr": ["Copie : {c.t}, responsable de la paie.", "Je remercie {c.t} pour son accompagnement durant ces années."],
           "ar": ["نسخة إلى {c.ar_title} {c.full}، المسؤول{c.ta} عن الأجور."],
           "en": ["Copy: {c.t}, payroll officer."]}, pl=pl, c=c)
    doc.p({"fr": ["Veuillez agréer, {b.tl}, l'expression de mes salutations distinguées.",
                  "Je vous prie d'agréer, Madame, Monsieur, mes sincères salutations."],
           "ar": ["وتقبلوا فائق عبارات التقدير والاحترام."], "en": ["Yours sincerely,", "Kind regards,"]}, pl=pl, b=b)
    sign_place(doc, pl)
    doc.lines({"fr": [["{a.full}", "(signature)"], ["Signature : {a.full}"]], "ar": [["الإمضاء: {a.full}"]],
               "en": [["{a.full}"]]}, pl=pl, a=a)


# -- 3. support-ticket export (CSV, free-text column) ------------------------------------------
TICKET_TXT = {
    "fr": ["Client signale un débit inconnu sur sa carte {a.card}, demande opposition.",
           "Changement d'adresse demandé : nouvelle adresse {a.addr}.",
           "Demande d'attestation RIB pour le compte {a.rib}.",
           "Réclamation sur la facture {d.invoice}, montant {d.amount} contesté.",
           "Identité vérifiée avec la CIN {a.cin}, mot de passe réinitialisé.",
           "Rappeler le client au {a.fixe} après 17h.",
           "Souhaite résilier l'offre {d.product} ; a déjà appelé deux fois.",
           "Client hospitalisé ({a.health}), demande un report d'échéance.",
           "Passeport {a.passport} transmis pour mise à jour du dossier.",
           "Nouveau mail de contact : {a.email}",
           "Virement reçu du compte {a.iban}, non crédité.",
           "Client professionnel : mettre à jour le matricule fiscal {a.tax} sur les factures.",
           "Client résidant à l'étranger, joignable au {a.phone_fr}, passeport {a.passport}."],
    "ar": ["الحريف يشتكي من سحب مجهول من بطاقته {a.card} ويطلب إيقافها.",
           "طلب تغيير العنوان إلى {a.addr}.",
           "طلب شهادة في المعرف البنكي {a.rib}.",
           "اعتراض على الفاتورة {d.invoice} بمبلغ {d.amount}.",
           "تم التثبت من الهوية ببطاقة التعريف عدد {a.cin}.",
           "الرجاء الاتصال بالحريف على الرقم {a.fixe}.",
           "الحريف مريض ب{a.health} ويطلب تأجيل القسط.",
           "رقم جواز السفر {a.passport} للتحيين.",
           "تحيين المعرف الجبائي للحريف المهني: {a.tax}."],
    "en": ["Customer reports an unknown charge on card {a.card}; card blocked.",
           "Address change requested: {a.addr}.",
           "Requests a RIB certificate for account {a.rib}.",
           "Disputes invoice {d.invoice} for {d.amount}.",
           "Identity checked against ID card {a.cin}; password reset.",
           "Call back on {a.fixe} after 5 pm.",
           "Customer in hospital ({a.health}); asks to postpone instalment.",
           "Passport {a.passport} sent to update the file.",
           "New contact e-mail: {a.email}",
           "Business customer: update tax ID {a.tax} on invoices.",
           "Car insurance customer, vehicle {a.plate}, reports a windscreen claim."]}


@kind("support_tickets", ["csv"])
def k_tickets(doc):
    rng = doc.rng
    vl = doc.vlang()
    doc.csv_delim = rng.choice([",", ";", ","])
    hdr = {"fr": ["id_ticket", "date", "canal", "client", "telephone", "categorie", "description", "agent", "statut"],
           "ar": ["رقم التذكرة", "التاريخ", "القناة", "الحريف", "الهاتف", "الصنف", "الوصف", "العون", "الحالة"],
           "en": ["ticket_id", "opened", "channel", "customer", "phone", "category", "description", "agent", "status"]}
    if doc.lang == "mixed":
        head = [f"{x} / {y}" for x, y in zip(hdr["fr"], hdr["ar"])]
    else:
        head = hdr[vl]
    chans = {"fr": ["téléphone", "agence", "e-mail", "chat"], "ar": ["الهاتف", "الفرع", "البريد"],
             "en": ["phone", "branch", "email", "chat"]}
    cats = {"fr": ["carte", "compte", "facturation", "réclamation", "données"], "ar": ["بطاقة", "حساب", "فوترة", "شكوى"],
            "en": ["card", "account", "billing", "complaint"]}
    stat = {"fr": ["ouvert", "clos", "en cours"], "ar": ["مفتوح", "مغلق", "قيد المعالجة"], "en": ["open", "closed", "pending"]}
    agents = [doc.person(), doc.person()]
    rows = [head]
    n = rng.randint(6, 8)
    used = set()
    for i in range(n):
        if len(doc.sensitive) >= 21:
            break
        pl = doc.pl(0.4)
        a = doc.person()
        av = a.v(pl)
        tid = doc.f("{d.ticket%d}" % i, pl) if i < 3 else rng.choice(["TCK", "INC"]) + f"-{rng.randint(100000, 999999)}"
        tmpl = rng.choice([t for t in TICKET_TXT[pl] if t not in used])
        used.add(tmpl)
        if "{d.invoice}" in tmpl and "invoice" in str(doc.cache.keys()):
            tmpl = TICKET_TXT[pl][0]
        desc = doc.f(tmpl, pl, a=a)
        contact = av.phone if rng.random() < 0.7 else av.email
        date = f"2024-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d} {rng.randint(8, 18):02d}:{rng.randint(0, 59):02d}"
        ag = agents[rng.randint(0, 1)].v(vl if pl != "ar" else "ar")
        rows.append([tid, date, rng.choice(chans[pl]), av.full, contact, rng.choice(cats[pl]), desc,
                     ag.full, rng.choice(stat[pl])])
    doc.csv_rows = rows


# -- 4. loan guarantee deed (acte de cautionnement) --------------------------------------------
@kind("guarantee_deed", ["txt", "docx", "md"])
def k_caution(doc):
    rng = doc.rng
    a, b, c = doc.person(), doc.person(), doc.person()
    doc.title({"fr": ["Acte de cautionnement solidaire", "Contrat de caution personnelle et solidaire",
                      "Engagement de caution"],
               "ar": ["عقد كفالة تضامنية", "التزام بالكفالة الشخصية والتضامنية"],
               "en": ["Joint and several guarantee deed", "Personal guarantee agreement"]})
    doc.p({"fr": ["Entre les soussignés :", "Il a été convenu ce qui suit entre :"], "ar": ["بين الممضين أسفله:"],
           "en": ["Between the undersigned:", "This deed is made between:"]})
    doc.p({"fr": ["{d.bank}, société anonyme, représentée par {c.t}, directeur d'agence, ci-après « la Banque » ;",
                  "La banque {d.bank}, agissant par son représentant {c.full}, ci-après « le Créancier » ;"],
           "ar": ["{d.bank}، في شخص ممثله القانوني {c.ar_title} {c.full}، ويشار إليه فيما يلي بالبنك؛"],
           "en": ["{d.bank}, represented by {c.t}, branch manager (the \u201cBank\u201d);"]}, c=c)
    doc.p({"fr": ["{b.t}, {b.ne} le {b.dob} à {b.bp}, titulaire de la CIN n° {b.cin}, demeurant {b.addr}, "
                  "ci-après « la Caution » ;",
                  "{b.full}, de nationalité tunisienne, CIN {b.cin}, domicilié{b.e} {b.addr}, joignable au {b.phone}, "
                  "ci-après « la Caution » ;"],
           "ar": ["{b.ar_title} {b.full}، المولود{b.ta} في {b.dob} ب{b.bp}، صاحب{b.ta} بطاقة التعريف الوطنية عدد {b.cin}، "
                  "القاطن{b.ta} في {b.addr}، ويشار إلي{b.ha} فيما يلي بالكفيل؛"],
           "en": ["{b.t}, born on {b.dob} in {b.bp}, holder of ID card no. {b.cin}, residing at {b.addr} (the \u201cGuarantor\u201d);"]},
          b=b)
    doc.h({"fr": ["Article premier — Objet", "1. Objet de l'engagement"], "ar": ["الفصل الأول: الموضوع"],
           "en": ["Clause 1 — Purpose"]})
    doc.p({"fr": ["La Caution se porte garante, solidairement avec l'emprunteur {a.t}, CIN n° {a.cin}, du remboursement "
                  "du prêt n° {d.ref} d'un montant de {d.amount} consenti par la Banque.",
                  "Par le présent acte, la Caution garantit les engagements de {a.full}, {a.ne} le {a.dob}, au titre "
                  "du crédit immobilier référencé {d.ref}, pour un montant principal de {d.amount}."],
           "ar": ["يتعهد الكفيل بضمان خلاص القرض عدد {d.ref} بمبلغ {d.amount} الممنوح إلى {a.ar_title} {a.full} "
                  "صاحب{a.ta} بطاقة التعريف عدد {a.cin} بالتضامن مع{a.ha}."],
           "en": ["The Guarantor guarantees, jointly and severally with the borrower {a.t} (ID card {a.cin}), "
                  "repayment of loan no. {d.ref} for {d.amount}."]}, a=a)
    doc.p({"fr": ["L'emprunteur est domicilié au {a.addr} ; son compte de remboursement est le {a.rib}.",
                  "Les échéances sont prélevées sur le compte de l'emprunteur n° {a.rib}."],
           "ar": ["تقتطع الأقساط من حساب المقترض عدد {a.rib}."],
           "en": ["Instalments are debited from the borrower's account {a.rib}."]}, a=a)
    doc.h({"fr": ["Article 2 — Solidarité", "2. Renonciation"], "ar": ["الفصل 2: التضامن"], "en": ["Clause 2 — Waiver"]})
    doc.p({"fr": ["La Caution renonce aux bénéfices de discussion et de division prévus aux [[articles 1495 et suivants du COC]].",
                  "Conformément au [[Code des obligations et des contrats]], la Caution s'engage solidairement et renonce "
                  "au bénéfice de discussion."],
           "ar": ["يتخلى الكفيل عن حق التجريد وحق التقسيم طبق [[مجلة الالتزامات والعقود]]."],
           "en": ["The Guarantor waives the benefits of discussion and division under the [[Code of Obligations and Contracts]]."]})
    doc.h({"fr": ["Article 3 — Garanties de la Caution"], "ar": ["الفصل 3: ضمانات الكفيل"], "en": ["Clause 3 — Guarantor's means"]})
    doc.p({"fr": ["La Caution déclare disposer de revenus réguliers, être affiliée à la CNSS sous le "
                  "n° {b.cnss} et autorise la Banque à débiter son compte {b.rib} en cas de défaillance.",
                  "En cas d'impayé, la Banque pourra débiter le compte de la Caution (IBAN {b.iban}). "
                  "Numéro CNSS de la Caution : {b.cnss}."],
           "ar": ["يصرح الكفيل بأنه منخرط بالصندوق الوطني للضمان الاجتماعي تحت عدد {b.cnss} ويأذن للبنك بالخصم من حسابه عدد {b.rib}."],
           "en": ["The Guarantor is registered with the CNSS under no. {b.cnss} and authorises the Bank to debit "
                  "account {b.iban} in case of default."]}, b=b)
    if rng.random() < 0.6:
        e = doc.person("F" if b.g == "M" else "M")
        doc.p({"fr": ["Le conjoint de la Caution, {e.t}, CIN n° {e.cin}, déclare consentir au présent engagement.",
                      "Intervient également {e.full}, conjoint{e.e} de la Caution, qui donne son accord exprès."],
               "ar": ["ويتدخل قرين{e.ta} الكفيل {e.ar_title} {e.full} صاحب{e.ta} بطاقة التعريف عدد {e.cin} للموافقة على هذا الالتزام."],
               "en": ["The Guarantor's spouse, {e.t} (ID card {e.cin}), consents to this guarantee."]}, e=e)
    sign_place(doc)
    doc.lines({"fr": [["La Caution (« Lu et approuvé, bon pour caution solidaire ») : {b.full}",
                       "L'emprunteur : {a.full}", "Pour la Banque : {c.full}"],
                      ["Signatures légalisées à la municipalité le {d.date3}", "{b.full} — {a.full} — {c.full}"]],
               "ar": [["الكفيل: {b.full}", "المقترض: {a.full}", "عن البنك: {c.full}"]],
               "en": [["Guarantor: {b.full}", "Borrower: {a.full}", "For the Bank: {c.full}"]]}, a=a, b=b, c=c)


# -- 5. notarial sale deed (apartment or vehicle) ----------------------------------------------
@kind("sale_deed", ["txt", "docx", "md"])
def k_sale(doc):
    rng = doc.rng
    a, b, c = doc.person(), doc.person(), doc.person()
    car = rng.random() < 0.5
    doc.lines({"fr": [["Étude de Maître {c.full}", "Notaire", "Acte n° {d.ref}"],
                      ["Cabinet de Maître {c.full}, avocat", "Rédaction d'actes — réf. {d.ref}"]],
               "ar": [["مكتب الأستاذ{c.ta} {c.full}", "عدل إشهاد", "رسم عدد {d.ref}"]],
               "en": [["Office of {c.full}, notary", "Deed no. {d.ref}"]]}, pl=doc.vlang(), c=c)
    doc.title({"fr": ["Acte de vente d'un véhicule" if car else "Acte de vente d'un appartement",
                      "Contrat de vente" + (" de voiture" if car else " immobilière")],
               "ar": ["عقد بيع سيارة" if car else "عقد بيع شقة"],
               "en": ["Vehicle sale deed" if car else "Deed of sale of an apartment"]})
    doc.h({"fr": ["Les parties", "Comparants"], "ar": ["الأطراف"], "en": ["Parties"]})
    abroad = rng.random() < 0.4
    doc.p({"fr": ["{a.t}, {a.ne} le {a.dob}, titulaire du passeport n° {a.passport}, demeurant en France, joignable au {a.phone_fr}, "
                  "ci-après dénommé{a.e} « le vendeur »," if abroad else
                  "{a.t}, {a.ne} le {a.dob}, titulaire de la CIN n° {a.cin}, demeurant {a.addr}, ci-après dénommé{a.e} « le vendeur »,",
                  "D'une part, {a.full} (CIN {a.cin}), domicilié{a.e} {a.addr}, vendeur ;"],
           "ar": ["{a.ar_title} {a.full}، المولود{a.ta} في {a.dob}، صاحب{a.ta} بطاقة التعريف الوطنية عدد {a.cin}، القاطن{a.ta} في {a.addr}، بصفت{a.ha} بائعا،"],
           "en": ["{a.t}, born on {a.dob}, passport no. {a.passport}, living abroad (tel. {a.phone_fr}), the Seller," if abroad else
                  "{a.t}, born on {a.dob}, ID card {a.cin}, residing at {a.addr}, the Seller,"]}, a=a)
    doc.p({"fr": ["Et {b.t}, {b.ne} le {b.dob}, CIN n° {b.cin}, demeurant {b.addr}, ci-après « l'acquéreur ».",
                  "Et d'autre part, {b.full}, CIN {b.cin}, tél. {b.phone}, acquéreur."],
           "ar": ["و{b.ar_title} {b.full}، صاحب{b.ta} بطاقة التعريف عدد {b.cin}، القاطن{b.ta} في {b.addr}، بصفت{b.ha} مشتريا."],
           "en": ["And {b.t}, ID card {b.cin}, residing at {b.addr}, the Buyer."]}, b=b)
    doc.h({"fr": ["Désignation du bien", "Objet de la vente"], "ar": ["موضوع البيع"], "en": ["Property sold"]})
    if car:
        doc.p({"fr": ["Le vendeur cède à l'acquéreur un véhicule de marque Peugeot 301, immatriculé {a.plate}, "
                      "mis en circulation en 2019, référence catalogue {d.product}.",
                      "Véhicule de tourisme Kia Picanto, immatriculation {a.plate}, carte grise au nom du vendeur."],
               "ar": ["يحيل البائع إلى المشتري سيارة من نوع بيجو 301 تحمل رقم التسجيل {a.plate}."],
               "en": ["The Seller transfers a Peugeot 301 car, registration {a.plate}, first registered in 2019."]}, a=a)
    else:
        doc.p({"fr": ["Un appartement de type S+2 situé au {flat}, d'une superficie de 96 m², dépendant de la "
                      "copropriété {d.company}.",
                      "L'appartement objet de la vente est sis {flat} (troisième étage)."],
               "ar": ["شقة من نوع س+2 كائنة ب{flat_ar}، مساحتها 96 م²."],
               "en": ["An S+2 apartment located at {flat}, 96 m²."]},
              flat=Lazy(lambda: doc.S("ADDRESS", address(rng, "en" if doc.lang == "en" else "fr"))),
              flat_ar=Lazy(lambda: doc.S("ADDRESS", address(rng, "ar"))))
    doc.h({"fr": ["Prix et paiement"], "ar": ["الثمن وطريقة الخلاص"], "en": ["Price and payment"]})
    doc.p({"fr": ["La vente est consentie moyennant le prix de {d.amount}, payé par virement du compte de l'acquéreur "
                  "{b.iban} vers le compte du vendeur {a.rib}.",
                  "Prix : {d.amount}. Paiement par chèque certifié tiré sur {d.bank}, puis virement du solde sur le RIB {a.rib}."],
           "ar": ["تم البيع بثمن قدره {d.amount} دفع بتحويل من حساب المشتري {b.iban} إلى حساب البائع {a.rib}."],
           "en": ["The price of {d.amount} is paid by transfer from the Buyer's account {b.iban} to the Seller's account {a.rib}."]},
          a=a, b=b)
    doc.p({"fr": ["Les droits d'enregistrement sont à la charge de l'acquéreur conformément à l'[[article 20]] du Code des "
                  "droits d'enregistrement et de timbre.",
                  "Le présent acte sera enregistré à la [[Recette des finances de Tunis]] aux frais de l'acquéreur."],
           "ar": ["معاليم التسجيل محمولة على المشتري طبق [[الفصل 20]] من مجلة معاليم التسجيل والطابع الجبائي."],
           "en": ["Registration duties are borne by the Buyer under [[Article 20]] of the Registration Duties Code."]})
    if rng.random() < 0.5:
        w = doc.person()
        doc.p({"fr": ["En présence du témoin {w.t}, CIN {w.cin}.", "Témoin : {w.full}, demeurant {w.addr}."],
               "ar": ["بحضور الشاهد{w.ta} {w.full} صاحب{w.ta} بطاقة التعريف عدد {w.cin}."],
               "en": ["Witnessed by {w.t}, ID card {w.cin}."]}, w=w)
    sign_place(doc)
    doc.lines({"fr": [["Le vendeur : {a.full}", "L'acquéreur : {b.full}", "Maître {c.full}"]],
               "ar": [["البائع: {a.full}", "المشتري: {b.full}", "العدل: {c.full}"]],
               "en": [["Seller: {a.full}", "Buyer: {b.full}", "Notary: {c.full}"]]}, a=a, b=b, c=c)


# -- 6. hospital discharge summary --------------------------------------------------------------
HOSPITALS = {"fr": ["Polyclinique du Sahel", "Clinique Les Berges du Lac", "Hôpital La Rabta",
                    "Hôpital régional de Ben Arous", "Centre de traumatologie de Ben Arous"],
             "ar": ["مستشفى الرابطة", "المستشفى الجهوي ببن عروس", "مصحة الساحل"],
             "en": ["Sahel Polyclinic", "La Rabta Hospital", "Lac Clinic"]}


@kind("discharge_summary", ["txt", "md", "docx"])
def k_discharge(doc):
    rng = doc.rng
    a, c, e, b = doc.person(), doc.person(), doc.person(), doc.person()
    vl = doc.vlang()
    hosp = rng.choice(HOSPITALS[vl])
    doc.lines({"fr": ["[[{h}]]", "Service de médecine interne", "Chef de service : Pr {c.full}"],
               "ar": ["[[{h}]]", "قسم الطب الباطني", "رئيس القسم: الأستاذ{c.ta} {c.full}"],
               "en": ["[[{h}]]", "Internal medicine department", "Head of department: Prof. {c.full}"]}, pl=vl, h=hosp, c=c)
    doc.title({"fr": ["Compte rendu d'hospitalisation", "Lettre de sortie"], "ar": ["تقرير الخروج من المستشفى"],
               "en": ["Discharge summary"]})
    doc.kv([(("Patient", "المريض", "Patient"), "{a.full}"),
            ([("Date de naissance", "تاريخ الولادة", "Date of birth"), ("Né(e) le", "المولود في", "DOB")], "{a.dob}"),
            (("Adresse", "العنوان", "Address"), "{a.addr}"),
            (("Téléphone", "الهاتف", "Phone"), "{a.phone}"),
            (("N° CNSS / assuré social", "رقم الضمان الاجتماعي", "CNSS number"), "{a.cnss}"),
            (("Entrée / sortie", "الدخول / الخروج", "Admitted / discharged"), "{d.date} — {d.date2}")], a=a)
    doc.h({"fr": ["Motif d'hospitalisation"], "ar": ["سبب الإيواء"], "en": ["Reason for admission"]})
    doc.p({"fr": ["Patient{a.e} de {age} ans, suivi{a.e} pour {a.health2}, admis{a.e} pour bilan. Diagnostic principal : {a.health}.",
                  "{a.tl} a été hospitalisé{a.e} (diagnostic retenu : {a.health}) ; antécédents : {a.health2}."],
           "ar": ["تم إيواء {a.ar_title} {a.last} ({age} سنة) بسبب {a.health}، مع سوابق {a.health2}."],
           "en": ["{a.tl}, aged {age}, known for {a.health2}, was admitted for {a.health}."]},
          a=a, age=rng.randint(24, 80))
    doc.h({"fr": ["Évolution et traitement"], "ar": ["التطور والعلاج"], "en": ["Course and treatment"]})
    doc.p({"fr": ["Évolution favorable sous traitement. Sortie sous metformine 850 mg deux fois par jour et amlodipine 5 mg. "
                  "Contrôle dans un mois en consultation externe.",
                  "Bonne évolution clinique. Ordonnance de sortie remise au patient ; rendez-vous de contrôle fixé."],
           "ar": ["تطور إيجابي تحت العلاج. يغادر المريض مع وصفة طبية وموعد مراقبة بعد شهر."],
           "en": ["Uneventful course. Discharged on oral treatment with a follow-up visit in one month."]})
    doc.p({"fr": ["Personne à prévenir : {b.full}, tél. {b.phone}.", "En cas d'urgence, contacter {b.t} au {b.phone}."],
           "ar": ["الشخص الواجب إعلامه: {b.full}، الهاتف {b.phone}."],
           "en": ["Emergency contact: {b.full}, phone {b.phone}."]}, b=b)
    doc.p({"fr": ["Prise en charge [[CNAM]] — dossier {d.ref}. Document couvert par le secret médical.",
                  "Facturation : {d.amount}, réf. {d.invoice}."],
           "ar": ["تكفل [[الصندوق الوطني للتأمين على المرض]]، ملف عدد {d.ref}."],
           "en": ["Covered by the [[CNAM]], file {d.ref}."]})
    doc.lines({"fr": [["Dr {e.full}, médecin résident", "Pr {c.full}"], ["Le médecin traitant : Dr {e.full}"]],
               "ar": [["الطبيب المقيم: {e.full}"]], "en": [["Dr {e.full}, resident physician"]]}, e=e, c=c)


# -- 7. prescription record (ordonnance or pharmacy dispensing register) ------------------------
DRUGS = [("Metformine 850 mg", "1 cp matin et soir", "3 mois"), ("Amlodipine 5 mg", "1 cp/j", "1 mois"),
         ("Salbutamol 100 µg", "2 bouffées si besoin", "3 mois"), ("Sertraline 50 mg", "1 cp le matin", "6 mois"),
         ("Lévothyroxine 75 µg", "1 cp à jeun", "3 mois"), ("Valproate 500 mg", "1 cp x 2/j", "6 mois"),
         ("Paracétamol 1 g", "1 cp x 3/j", "5 jours"), ("Oméprazole 20 mg", "1 gél./j", "1 mois"),
         ("Insuline glargine", "20 UI le soir", "3 mois"), ("Fer 80 mg", "1 cp/j", "2 mois")]


@kind("prescription_record", ["csv", "txt", "md"])
def k_prescription(doc):
    rng = doc.rng
    vl = doc.vlang()
    docs_ = [doc.person(), doc.person()]
    if doc.fmt == "csv":
        doc.csv_delim = rng.choice([";", ","])
        hdr = {"fr": ["date", "num_ordonnance", "patient", "cin", "prescripteur", "medicament", "posologie",
                      "indication", "montant", "tel"],
               "ar": ["التاريخ", "عدد الوصفة", "المريض", "ب.ت.و", "الطبيب", "الدواء", "الجرعة", "دواعي الاستعمال",
                      "المبلغ", "الهاتف"],
               "en": ["date", "prescription_no", "patient", "id_card", "prescriber", "drug", "dosage", "indication",
                      "amount", "phone"]}
        head = [f"{x} / {y}" for x, y in zip(hdr["fr"], hdr["ar"])] if doc.lang == "mixed" else hdr[vl]
        rows = [head]
        for i in range(rng.randint(5, 6)):
            pl = doc.pl(0.4)
            a = doc.person().v(pl)
            dr = rng.choice(docs_).v(pl)
            drug = rng.choice(DRUGS)
            num = doc.f("{d.ref%d}" % i, pl) if i < 3 else f"ORD-{rng.randint(10000, 99999)}"
            rows.append([f"2024-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}", num, a.full, a.cin, dr.full,
                         drug[0], drug[1], a.health if rng.random() < 0.75 else "",
                         f"{rng.randint(3, 160)},{rng.choice(['000', '500', '250'])}",
                         a.phone if rng.random() < 0.4 else ""])
        doc.csv_rows = rows
        return
    a, b, c, e = doc.person(), doc.person(), docs_[0], doc.person()
    doc.lines({"fr": [["Dr {c.full}", "Médecin spécialiste en médecine interne", "Conventionné [[CNAM]]"],
                      ["Cabinet médical du Dr {c.full}", "Diplômé de la Faculté de médecine de Tunis"]],
               "ar": [["الدكتور{c.ta} {c.full}", "طبيب{c.ta} مختص{c.ta} في الأمراض الباطنية"]],
               "en": [["Dr {c.full}", "Internal medicine specialist"]]}, pl=vl, c=c)
    doc.title({"fr": ["Ordonnance", "Ordonnance médicale"], "ar": ["وصفة طبية"], "en": ["Prescription"]})
    doc.p({"fr": ["{c2}, le {d.date}", "Date : {d.date}"], "ar": ["{c3} في {d.date}"], "en": ["Date: {d.date}"]},
          pl=vl, c2=city(doc, "fr"), c3=city(doc, "ar"))
    doc.kv([(("Patient", "المريض", "Patient"), "{a.full}"),
            ([("Date de naissance", "تاريخ الولادة", "Date of birth")], "{a.dob}"),
            (("N° assuré social (CNSS)", "رقم الضمان الاجتماعي", "Social security no."), "{a.cnss}"),
            (("Diagnostic", "التشخيص", "Diagnosis"), "{a.health}")], a=a)
    drugs = rng.sample(DRUGS, 3)
    doc.table([("Médicament", "الدواء", "Drug"), ("Posologie", "الجرعة", "Dosage"), ("Durée", "المدة", "Duration")],
              [list(x) for x in drugs])
    doc.p({"fr": ["Renouvelable deux fois. Antécédents notés : {a.health2}.",
                  "À renouveler. Le patient est également suivi pour {a.health2}."],
           "ar": ["قابلة للتجديد مرتين. سوابق: {a.health2}."],
           "en": ["Repeat twice. Also followed for {a.health2}."]}, a=a)
    doc.h({"fr": ["Cadre réservé au pharmacien"], "ar": ["خاص بالصيدلي"], "en": ["Pharmacy use"]})
    doc.p({"fr": ["Délivré le {d.date2} par la pharmacie {e.full}. Médicament du tableau A remis à {b.full}, "
                  "CIN n° {b.cin}, pour le compte du patient.",
                  "Délivrance à domicile : {a.addr} (tél. {a.phone}). Porteur : {b.t}, CIN {b.cin}."],
           "ar": ["سلم الدواء بتاريخ {d.date2} من صيدلية {e.full} إلى {b.full} صاحب{b.ta} بطاقة التعريف عدد {b.cin}."],
           "en": ["Dispensed on {d.date2} by pharmacist {e.full} to {b.full} (ID card {b.cin})."]}, a=a, b=b, e=e)
    doc.p({"fr": ["Montant : {d.fee} — feuille de soins n° {d.invoice}. Tél. patient : {a.phone}.",
                  "Montant réglé : {d.fee}. Adresse du patient : {a.addr}."],
           "ar": ["المبلغ: {d.fee}، الهاتف: {a.phone}."],
           "en": ["Amount paid: {d.fee}. Patient phone: {a.phone}."]}, pl=vl, a=a)


# -- 8. occupational-medicine fitness certificate -----------------------------------------------
@kind("fitness_certificate", ["txt", "docx"])
def k_fitness(doc):
    rng = doc.rng
    a, b, c = doc.person(), doc.person(), doc.person()
    vl = doc.vlang()
    doc.lines({"fr": [["Service de médecine du travail", "{d.company}"], ["[[Groupement de médecine du travail de Tunis]]"]],
               "ar": [["مصلحة طب الشغل", "{d.company}"]], "en": [["Occupational health service", "{d.company}"]]}, pl=vl)
    doc.title({"fr": ["Certificat d'aptitude médicale", "Fiche d'aptitude au poste de travail"],
               "ar": ["شهادة طبية في القدرة على العمل"], "en": ["Occupational fitness certificate"]})
    doc.p({"fr": ["Je soussigné{c.e}, Dr {c.full}, médecin du travail, certifie avoir examiné ce jour :",
                  "Le Dr {c.full}, médecin du travail, atteste avoir procédé à la visite médicale de :"],
           "ar": ["أنا الممضي{c.ta} أسفله الدكتور{c.ta} {c.full}، طبيب{c.ta} الشغل، أشهد أنني فحصت اليوم:"],
           "en": ["I, Dr {c.full}, occupational physician, certify that I examined today:"]}, pl=vl, c=c)
    visit = {"fr": rng.choice(["visite d'embauche", "visite périodique", "visite de reprise"]),
             "ar": rng.choice(["فحص عند الانتداب", "فحص دوري", "فحص استئناف العمل"]),
             "en": rng.choice(["pre-employment", "periodic", "return-to-work"])}
    doc.kv([(("Nom et prénom", "الاسم واللقب", "Name"), "{a.full}"),
            (("Date de naissance", "تاريخ الولادة", "Date of birth"), "{a.dob}"),
            (("CIN", "بطاقة التعريف الوطنية", "ID card"), "{a.cin}"),
            (("Matricule CNSS", "رقم الضمان الاجتماعي", "CNSS no."), "{a.cnss}"),
            (("Poste occupé", "الخطة", "Position"), {"fr": "cariste", "ar": "سائق رافعة", "en": "forklift driver"}),
            (("Type de visite", "نوع الفحص", "Visit type"), visit[doc.vlang()])], a=a)
    doc.h({"fr": ["Conclusion"], "ar": ["الخلاصة"], "en": ["Conclusion"]})
    doc.p({"fr": ["Apte au poste, avec restriction : pas de travail de nuit ni de port de charges supérieures à 15 kg "
                  "({a.health}).",
                  "Apte sous réserve d'un suivi spécialisé pour {a.health}. Prochaine visite le {d.date2}.",
                  "Inapte temporairement pendant trois semaines ; reprise à réévaluer."],
           "ar": ["قادر{a.ta} على العمل مع تحفظ: عدم العمل الليلي بسبب {a.health}.",
                  "غير قادر{a.ta} مؤقتا على العمل لمدة ثلاثة أسابيع."],
           "en": ["Fit for the position with restrictions: no night shifts ({a.health}).",
                  "Fit, subject to specialist follow-up for {a.health}. Next visit on {d.date2}."]}, a=a)
    doc.h({"fr": ["Partie confidentielle (dossier médical)"], "ar": ["جزء سري"], "en": ["Confidential part"]})
    doc.p({"fr": ["Antécédents : {a.health2}. Traitement en cours déclaré. Joignable au {a.phone} ; adresse : {a.addr}.",
                  "Suivi en ville pour : {a.health2}. Coordonnées : {a.addr}, {a.phone}."],
           "ar": ["السوابق: {a.health2}. العنوان: {a.addr}، الهاتف: {a.phone}."],
           "en": ["History: {a.health2}. Contact: {a.addr}, {a.phone}."]}, a=a)
    doc.p({"fr": ["Copie transmise à {b.t}, responsable RH, sans mention diagnostique, conformément à l'[[article 152-2 du Code du travail]].",
                  "Copie à l'employeur (à l'attention de {b.full}) ; original remis au salarié."],
           "ar": ["نسخة إلى {b.ar_title} {b.full} بإدارة الموارد البشرية دون ذكر التشخيص."],
           "en": ["Copy to {b.t}, HR officer, without any diagnosis."]}, b=b)
    sign_place(doc)
    doc.lines({"fr": [["Dr {c.full}", "Cachet et signature"]], "ar": [["الإمضاء: {c.full}"]], "en": [["Dr {c.full}"]]}, c=c)


# -- 9. disciplinary hearing notice ---------------------------------------------------------------
@kind("disciplinary_notice", ["txt", "docx", "md"])
def k_disciplinary(doc):
    rng = doc.rng
    a, b, c, e = doc.person(), doc.person(), doc.person(), doc.person()
    vl = doc.vlang()
    doc.lines({"fr": [["{d.company}", "Direction des ressources humaines", "Lettre recommandée avec AR n° {d.ref}"]],
               "ar": [["{d.company}", "إدارة الموارد البشرية", "رسالة مضمونة الوصول عدد {d.ref}"]],
               "en": [["{d.company}", "Human Resources", "Registered letter no. {d.ref}"]]}, pl=vl)
    doc.lines({"fr": [["{a.t}", "{a.addr}"], ["À {a.t}", "Demeurant {a.addr}"]],
               "ar": [["إلى {a.ar_title} {a.full}", "{a.addr}"]], "en": [["{a.t}", "{a.addr}"]]}, pl=vl, a=a)
    doc.title({"fr": ["Objet : convocation devant le conseil de discipline", "Objet : convocation à un entretien disciplinaire"],
               "ar": ["الموضوع: استدعاء للمثول أمام مجلس التأديب"], "en": ["Subject: notice of disciplinary hearing"]})
    doc.p({"fr": ["{a.tl},", "Madame, Monsieur,"], "ar": ["وبعد،"], "en": ["Dear {a.tl},"]}, pl=vl, a=a)
    doc.p({"fr": ["Nous vous informons que vous êtes convoqué{a.e} devant le conseil de discipline qui se réunira le {d.date} "
                  "à 10 h, en raison des faits suivants : absences injustifiées répétées et altercation avec {b.t}, chef d'équipe.",
                  "Suite au rapport établi par {b.full}, votre supérieur hiérarchique, nous avons décidé d'engager à votre "
                  "encontre une procédure disciplinaire. Vous êtes convoqué{a.e} le {d.date}."],
           "ar": ["نعلمكم بأنه تقرر استدعاؤكم للمثول أمام مجلس التأديب يوم {d.date} على الساعة العاشرة صباحا وذلك من أجل "
                  "الغيابات غير المبررة والخلاف مع {b.ar_title} {b.full}، رئيس{b.ta} الفريق."],
           "en": ["You are required to attend a disciplinary hearing on {d.date} at 10 am regarding repeated unjustified "
                  "absences and an incident with {b.t}, team leader."]}, a=a, b=b)
    doc.p({"fr": ["Nos tentatives de vous joindre au {a.phone} et par courriel ({a.email}) sont restées sans réponse.",
                  "Cette convocation vous est également adressée par e-mail à {a.email}."],
           "ar": ["ولم تفلح محاولاتنا الاتصال بكم على الرقم {a.phone}."],
           "en": ["We were unable to reach you on {a.phone} or at {a.email}."]}, a=a)
    doc.p({"fr": ["Le certificat médical produit tardivement fait état du diagnostic suivant : {a.health} ; il sera examiné par le médecin du travail.",
                  "Nous avons pris note de votre arrêt maladie pour {a.health}, qui ne couvre toutefois pas la période concernée."],
           "ar": ["وقد أدليتم بشهادة طبية تفيد إصابتكم ب{a.health} خارج الآجال."],
           "en": ["The medical certificate you submitted late mentions {a.health}."]}, a=a)
    doc.p({"fr": ["Conformément à l'[[article 37]] de la convention collective sectorielle, vous pouvez vous faire assister "
                  "par un représentant du personnel ; {e.t} a été désigné{e.e} à cet effet.",
                  "Vous pourrez être assisté{a.e} de {e.full}, délégué{e.e} du personnel, ou de toute personne de votre choix."],
           "ar": ["وطبقا لمقتضيات [[الفصل 37]] من الاتفاقية المشتركة القطاعية يمكنكم الاستعانة بممثل عن العملة، وقد تم تعيين {e.full} لهذا الغرض."],
           "en": ["Under [[Article 37]] of the collective agreement you may be assisted by a staff representative, "
                  "{e.t}, or a colleague of your choice."]}, a=a, e=e)
    doc.kv([(("Matricule CNSS", "رقم الضمان الاجتماعي", "CNSS no."), "{a.cnss}"),
            (("CIN", "ب.ت.و", "ID card"), "{a.cin}"),
            (("Dossier", "الملف", "File"), "{d.ref2}")], a=a)
    doc.p({"fr": ["Copie : [[Inspection du travail de Tunis]].", "Veuillez agréer nos salutations distinguées."],
           "ar": ["نسخة إلى [[تفقدية الشغل بتونس]]."], "en": ["Copy: [[Labour Inspectorate of Tunis]]."]}, pl=vl)
    sign_place(doc, vl)
    doc.lines({"fr": [["Le directeur des ressources humaines", "{c.full}"], ["P/ la Direction, {c.t}"]],
               "ar": [["مدير الموارد البشرية", "{c.full}"]], "en": [["HR Director", "{c.full}"]]}, pl=vl, c=c)


# -- 10. recommendation letter ---------------------------------------------------------------------
@kind("recommendation_letter", ["txt", "docx"])
def k_reco(doc):
    rng = doc.rng
    a, b, c = doc.person(), doc.person(), doc.person()
    vl = doc.vlang()
    doc.lines({"fr": [["{c.full}", "Directeur technique — {d.company}", "Tél. : {c.phone}", "{c.email}"],
                      ["{d.company}", "{c.full}, responsable du département juridique", "Ligne directe {c.phone}"]],
               "ar": [["{c.full}", "مدير{c.ta} فني{c.ta} — {d.company}", "الهاتف: {c.phone}"]],
               "en": [["{c.full}", "Head of Engineering, {d.company}", "Phone: {c.phone}", "{c.email}"]]}, pl=vl, c=c)
    doc.title({"fr": ["Lettre de recommandation", "Attestation et recommandation"], "ar": ["رسالة توصية"],
               "en": ["Letter of recommendation", "Reference letter"]})
    doc.p({"fr": ["Objet : recommandation en faveur de {a.full} (CIN {a.cin})", "Candidat{a.e} : {a.full} — CIN n° {a.cin}"],
           "ar": ["الموضوع: توصية لفائدة {a.full} (ب.ت.و عدد {a.cin})"],
           "en": ["Re: {a.full} (ID card {a.cin})", "Candidate: {a.full}, ID card {a.cin}"]}, pl=vl, a=a)
    doc.p({"fr": ["À qui de droit,", "Madame, Monsieur,"], "ar": ["إلى من يهمه الأمر،"], "en": ["To whom it may concern,"]}, pl=vl)
    doc.p({"fr": ["J'ai eu le plaisir d'encadrer {a.t} au sein de notre équipe du {d.date} au {d.date2}. "
                  "{a.Il} y occupait le poste d'ingénieur{a.e} qualité.",
                  "{a.full} a rejoint {d.company} en tant que stagiaire puis a été recruté{a.e} ; j'ai supervisé son travail "
                  "pendant près de trois ans."],
           "ar": ["يسعدني أن أوصي ب{a.ar_title} {a.full} التي عملت تحت إشرافي منذ {d.date}." if a.g == "F" else
                  "يسعدني أن أوصي ب{a.ar_title} {a.full} الذي عمل تحت إشرافي منذ {d.date}."],
           "en": ["I had the pleasure of supervising {a.t} in our team from {d.date} to {d.date2}.",
                  "{a.full} joined us as an intern and was then hired as a quality engineer; I supervised {a.his} work for three years."]},
          a=a)
    doc.p({"fr": ["{a.tl} a fait preuve d'une grande rigueur et d'un excellent esprit d'équipe. Son co-encadrant, {b.t}, "
                  "partage pleinement cette appréciation.",
                  "Rigoureux{fem} et autonome, {a.fn} a mené à bien la migration de notre système qualité avec {b.full}."],
           "ar": ["وقد أثبت{a.tt} جدية كبيرة وروحا عالية في العمل الجماعي، وهو ما يؤكده زميلي {b.full}."],
           "en": ["{a.tl} showed great rigour and team spirit, as {b.t}, {a.his} co-supervisor, can confirm."]},
          a=a, b=b, fem="se" if a.g == "F" else "")
    doc.p({"fr": ["Dans le cadre de sa candidature à l'étranger, je précise qu'{a.il} est {a.ne} le {a.dob}, titulaire du "
                  "passeport n° {a.passport}, et réside {a.addr}.",
                  "{a.Il} réside actuellement {a.addr} et peut être joint{a.e} au {a.phone} ou à l'adresse {a.email}."],
           "ar": ["{a.ar_title} {a.last} مولود{a.ta} في {a.dob} وقاطن{a.ta} في {a.addr}، ويمكن الاتصال ب{a.ha} على الرقم "
                  "{a.phone} أو على العنوان {a.email}.",
                  "ولغرض ملف التأشيرة أشير إلى أن رقم جواز سفر{a.ha} هو {a.passport} وتاريخ ولادت{a.ha} {a.dob}، "
                  "وعنوان{a.ha} الحالي {a.addr}."],
           "en": ["For visa purposes: born on {a.dob}, passport no. {a.passport}, currently living at {a.addr}.",
                  "{a.He} currently lives at {a.addr} and can be reached on {a.phone} or at {a.email}."]}, a=a)
    doc.p({"fr": ["Je recommande sans réserve sa candidature. Je reste disponible au {c.phone} ou par e-mail ({c.email}).",
                  "Pour tout renseignement complémentaire, n'hésitez pas à me contacter à l'adresse {c.email}."],
           "ar": ["أوصي بترشح{a.ha} دون تحفظ، وأبقى على ذمتكم على الرقم {c.phone}."],
           "en": ["I recommend {a.fn} without reservation. Feel free to contact me at {c.email} or {c.phone}."]}, a=a, c=c)
    sign_place(doc, vl)
    doc.lines({"fr": [["{c.full}"], ["{c.t}", "(signature)"]], "ar": [["{c.full}"]], "en": [["{c.full}"]]}, pl=vl, c=c)


# -- 11. car rental agreement ---------------------------------------------------------------------
RENTERS = ["Hannibal Rent", "Carthage Car Location", "Sahel Auto Loc", "Jasmin Rent a Car", "Med Drive Location"]
CARS = ["Renault Clio 5", "Volkswagen Polo", "Hyundai i20", "Peugeot 208", "Kia Rio", "Dacia Logan"]


@kind("car_rental", ["txt", "docx", "md"])
def k_rental(doc):
    rng = doc.rng
    a, b, c = doc.person(), doc.person(), doc.person()
    vl = doc.vlang()
    agency = rng.choice(RENTERS)
    doc.lines({"fr": ["[[{ag}]]", "Contrat de location n° {d.contract}"], "ar": ["[[{ag}]]", "عقد كراء عدد {d.contract}"],
               "en": ["[[{ag}]]", "Rental agreement no. {d.contract}"]}, pl=vl, ag=agency)
    doc.title({"fr": ["Contrat de location de véhicule", "Contrat de location courte durée"], "ar": ["عقد كراء سيارة"],
               "en": ["Vehicle rental agreement", "Car hire contract"]})
    foreign = rng.random() < 0.4
    doc.h({"fr": ["Locataire / conducteur principal"], "ar": ["المكتري"], "en": ["Renter / main driver"]})
    rows = [(("Nom", "الاسم واللقب", "Name"), "{a.full}"),
            (("Date de naissance", "تاريخ الولادة", "Date of birth"), "{a.dob}"),
            ((("Passeport", "جواز السفر", "Passport") if foreign else ("CIN", "بطاقة التعريف", "ID card")),
             "{a.passport}" if foreign else "{a.cin}"),
            (("Adresse", "العنوان", "Address"), "{a.addr}"),
            (("Téléphone", "الهاتف", "Phone"), "{a.phone_fr}" if foreign else "{a.phone}"),
            (("E-mail", "البريد الإلكتروني", "E-mail"), "{a.email}")]
    doc.kv(rows, a=a)
    doc.h({"fr": ["Conducteur additionnel"], "ar": ["سائق إضافي"], "en": ["Additional driver"]})
    doc.p({"fr": ["{b.full}, {b.ne} le {b.dob}, CIN n° {b.cin}.", "Conducteur autorisé : {b.t} (CIN {b.cin}, né(e) le {b.dob})."],
           "ar": ["{b.full}، المولود{b.ta} في {b.dob}، بطاقة التعريف عدد {b.cin}."],
           "en": ["{b.full}, born {b.dob}, ID card {b.cin}."]}, b=b)
    doc.h({"fr": ["Véhicule et conditions"], "ar": ["السيارة والشروط"], "en": ["Vehicle and terms"]})
    pl_ = Lazy(lambda: doc.S("PLATE", plate(rng, vl)))
    doc.table([("Véhicule", "السيارة", "Vehicle"), ("Immatriculation", "رقم التسجيل", "Registration"),
               ("Départ", "الانطلاق", "Pick-up"), ("Retour", "الإرجاع", "Return"), ("Tarif", "المعلوم", "Price")],
              [[rng.choice(CARS), "{p}", "{d.date}", "{d.date2}", "{d.fee}"]], p=pl_)
    doc.p({"fr": ["Caution par empreinte de la carte bancaire n° {a.card} (exp. 0{m}/2{y}). Franchise : {d.amount2}.",
                  "Dépôt de garantie bloqué sur la carte {a.card}."],
           "ar": ["ضمان ببطاقة بنكية عدد {a.card}."],
           "en": ["Security deposit pre-authorised on card {a.card} (exp. 0{m}/2{y})."]},
          a=a, m=rng.randint(1, 9), y=rng.randint(6, 9))
    doc.p({"fr": ["Le locataire reconnaît avoir pris connaissance des conditions générales, notamment l'[[article 5]] relatif "
                  "aux dommages et l'[[article 9]] relatif aux infractions.",
                  "Toute infraction au code de la route pendant la location reste à la charge du locataire ([[article 9]] des CG)."],
           "ar": ["يقر المكتري بالاطلاع على الشروط العامة ولا سيما [[الفصل 9]] المتعلق بالمخالفات."],
           "en": ["The renter accepts the general terms, in particular [[Article 9]] on traffic offences."]})
    sign_place(doc, vl)
    doc.lines({"fr": [["Pour l'agence : {c.full}", "Le locataire : {a.full}"]], "ar": [["عن الوكالة: {c.full}", "المكتري: {a.full}"]],
               "en": [["For the agency: {c.full}", "Renter: {a.full}"]]}, pl=vl, a=a, c=c)


# -- 12. bailiff notice (exploit d'huissier de justice) ----------------------------------------
@kind("bailiff_notice", ["txt", "docx"])
def k_bailiff(doc):
    rng = doc.rng
    a, b, c, e = doc.person(), doc.person(), doc.person(), doc.person()
    vl = doc.vlang()
    doc.lines({"fr": [["Maître {c.full}", "Huissier de justice près le [[Tribunal de première instance de Tunis]]",
                       "Exploit n° {d.ref}"]],
               "ar": [["الأستاذ{c.ta} {c.full}", "عدل منفذ لدى [[المحكمة الابتدائية بتونس]]", "محضر عدد {d.ref}"]],
               "en": [["{c.full}, bailiff", "Court of First Instance of Tunis", "Writ no. {d.ref}"]]}, pl=vl, c=c)
    doc.title({"fr": ["Commandement de payer", "Procès-verbal de signification", "Sommation de payer"],
               "ar": ["محضر تنبيه بالدفع", "محضر تبليغ"], "en": ["Formal notice to pay"]})
    doc.p({"fr": ["Le {d.date}, à la requête de {b.t}, {b.ne} le {b.dob}, CIN n° {b.cin}, "
                  "demeurant {b.addr}, ayant pour avocat Maître {e.full},",
                  "À la demande de {b.full}, titulaire de la CIN {b.cin}, élisant domicile au cabinet de Maître {e.full},"],
           "ar": ["في يوم {d.date}، بطلب من {b.ar_title} {b.full}، صاحب{b.ta} بطاقة التعريف الوطنية عدد {b.cin}، القاطن{b.ta} في {b.addr}، "
                  "ونائب{b.ha} الأستاذ{e.ta} {e.full}،"],
           "en": ["On {d.date}, at the request of {b.t}, ID card {b.cin}, residing at {b.addr}, represented by {e.full}, attorney,"]},
          b=b, e=e)
    doc.p({"fr": ["Nous, Maître {c.full}, huissier de justice soussigné, nous sommes transporté au domicile de "
                  "{a.t}, {a.ne} le {a.dob}, CIN n° {a.cin}, sis {a.addr}, où étant et parlant à {w}, ainsi déclaré.",
                  "avons signifié à {a.full}, CIN {a.cin}, demeurant {a.addr}, la copie exécutoire du jugement n° {d.ref2}."],
           "ar": ["انتقلنا نحن الأستاذ{c.ta} {c.full} إلى {a.addr} مقر {a.ar_title} {a.full} صاحب{a.ta} بطاقة التعريف عدد {a.cin} "
                  "وبلغنا{a.ha} نسخة تنفيذية من الحكم عدد {d.ref2}."],
           "en": ["I went to {a.addr}, home of {a.t}, ID card {a.cin}, and served a copy of judgment no. {d.ref2}."]},
          a=a, c=c, w=rng.choice(["sa personne", "son épouse qui a accepté de recevoir l'acte", "son fils majeur"]))
    doc.p({"fr": ["Et lui avons fait commandement de payer dans un délai de vingt jours la somme de {d.amount} en principal, "
                  "outre les frais, faute de quoi il y sera contraint par toutes voies de droit, conformément à l'[[article 285]] "
                  "du Code de procédure civile et commerciale.",
                  "Sommation lui est faite de régler {d.amount} par virement au compte {b.rib} de {b.tl}, sous peine de saisie."],
           "ar": ["ونبهنا علي{a.ha} بدفع مبلغ {d.amount} في أجل عشرين يوما وإلا فإنه سيجبر على ذلك بكل الطرق القانونية طبق "
                  "[[الفصل 285]] من مجلة المرافعات المدنية والتجارية."],
           "en": ["and ordered payment of {d.amount} within twenty days, failing which enforcement will follow."]}, a=a, b=b)
    doc.p({"fr": ["Le débiteur est en outre propriétaire du véhicule immatriculé {a.plate}, susceptible de saisie.",
                  "La partie requérante signale que la partie signifiée exploite un commerce sous le matricule fiscal {a.tax}.",
                  "Renseignements recueillis : le débiteur perçoit un salaire versé par son employeur ; CNSS {a.cnss}."],
           "ar": ["ويملك المدين السيارة عدد {a.plate} القابلة للعقلة.", "المعرف الجبائي للمدين: {a.tax}."],
           "en": ["The debtor owns the vehicle registered {a.plate}, which may be seized."]}, a=a)
    doc.p({"fr": ["Coût de l'acte : {d.fee}. Dont acte.", "Pour toute information : étude de l'huissier, tél. {c.phone}."],
           "ar": ["كلفة المحضر: {d.fee}."], "en": ["Cost of the writ: {d.fee}."]}, c=c)
    doc.lines({"fr": [["L'huissier de justice", "{c.full}"]], "ar": [["العدل المنفذ", "{c.full}"]], "en": [["Bailiff", "{c.full}"]]},
              pl=vl, c=c)


# -- 13. debt-collection letter -------------------------------------------------------------------
@kind("debt_collection", ["txt", "md", "docx"])
def k_debt(doc):
    rng = doc.rng
    a, b, c = doc.person(), doc.person(), doc.person()
    vl = doc.vlang()
    agency = rng.choice(["Recouvra Tunisie", "Cabinet Mizan Recouvrement", "Créances Plus SARL"])
    doc.lines({"fr": ["[[{ag}]]", "Service contentieux", "Nos réf. : {d.ref} / votre contrat {d.contract}"],
               "ar": ["[[{ag}]]", "مصلحة النزاعات", "مرجعنا: {d.ref}"],
               "en": ["[[{ag}]]", "Collections department", "Our ref.: {d.ref}"]}, pl=vl, ag=agency)
    doc.lines({"fr": [["{a.t}", "{a.addr}"]], "ar": [["{a.ar_title} {a.full}", "{a.addr}"]], "en": [["{a.t}", "{a.addr}"]]}, pl=vl, a=a)
    doc.title({"fr": ["Mise en demeure avant poursuites", "Relance — créance impayée", "Dernier avis avant contentieux"],
               "ar": ["إنذار قبل التتبع القضائي"], "en": ["Final demand for payment"]})
    doc.p({"fr": ["{a.tl},", "Madame, Monsieur,"], "ar": ["وبعد،"], "en": ["Dear {a.tl},"]}, pl=vl, a=a)
    doc.p({"fr": ["Sauf erreur de notre part, vous restez redevable envers notre mandant {d.company} de la somme de {d.amount} "
                  "au titre de la facture {d.invoice}, demeurée impayée malgré nos relances.",
                  "Nous avons été mandatés par {d.company} pour le recouvrement d'une créance de {d.amount} "
                  "(facture {d.invoice})."],
           "ar": ["نعلمكم أنكم مطالبون تجاه {d.company} بمبلغ {d.amount} بعنوان الفاتورة {d.invoice} التي بقيت دون خلاص."],
           "en": ["Our client {d.company} informs us that {d.amount} remains unpaid under invoice {d.invoice}."]})
    doc.p({"fr": ["Le prélèvement présenté sur votre compte {a.rib} a été rejeté pour provision insuffisante.",
                  "Le paiement par la carte {a.card} enregistrée sur votre espace client a été refusé."],
           "ar": ["تم رفض الاقتطاع من حسابكم عدد {a.rib} لعدم توفر الرصيد."],
           "en": ["The direct debit from your account {a.rib} was rejected."]}, a=a)
    doc.p({"fr": ["Votre caution, {b.t} (CIN {b.cin}), sera informé{b.e} de la présente mise en demeure.",
                  "À défaut de règlement, nous nous réservons le droit de nous retourner contre votre garant, {b.full}, "
                  "domicilié{b.e} {b.addr}."],
           "ar": ["وسيتم إعلام الكفيل {b.full} صاحب{b.ta} بطاقة التعريف عدد {b.cin} بهذا الإنذار."],
           "en": ["Your guarantor, {b.t} (ID card {b.cin}), will be informed of this demand."]}, b=b)
    doc.p({"fr": ["Nous vous invitons à régulariser sous huit jours ou à contacter {c.t}, chargé{c.e} de votre dossier, au {c.phone}. "
                  "Passé ce délai, une procédure d'injonction de payer sera engagée ([[articles 59 et suivants du CPCC]]).",
                  "Contact : {c.full}, ligne directe {c.phone}. Une saisie-arrêt sur salaire pourra être demandée à votre "
                  "employeur (affiliation CNSS {a.cnss})."],
           "ar": ["نرجو تسوية الوضعية في أجل ثمانية أيام أو الاتصال ب{c.ar_title} {c.full} على الرقم {c.phone}."],
           "en": ["Please pay within eight days or contact {c.t} on {c.phone}."]}, a=a, c=c)
    doc.p({"fr": ["Le véhicule financé en leasing, immatriculé {a.plate}, pourra être repris par le bailleur.",
                  "Votre entreprise individuelle (matricule fiscal {a.tax}) reste solidairement tenue de la dette.",
                  "Nous rappelons que vous avez présenté lors de la souscription le passeport n° {a.passport}."],
           "ar": ["يمكن استرجاع السيارة المكتراة عدد {a.plate} من قبل المؤجر.", "المعرف الجبائي لمؤسستكم: {a.tax}."],
           "en": ["The leased vehicle registered {a.plate} may be repossessed.", "Your sole proprietorship (tax ID {a.tax}) "
                  "remains liable."]}, a=a)
    doc.p({"fr": ["Nous avons tenté de vous joindre au {a.phone} et à l'adresse {a.email}, sans succès."],
           "ar": ["حاولنا الاتصال بكم على الرقم {a.phone} دون جدوى."],
           "en": ["We tried to reach you on {a.phone} and at {a.email}."]}, a=a)
    sign_place(doc, vl)
    doc.lines({"fr": [["Le service contentieux", "{c.full}"]], "ar": [["مصلحة النزاعات", "{c.full}"]],
               "en": [["Collections department", "{c.full}"]]}, pl=vl, c=c)


# -- 14. telecom subscription contract ------------------------------------------------------------
OPERATORS = {"fr": ["Tunisie Telecom", "Ooredoo Tunisie", "Orange Tunisie"], "ar": ["اتصالات تونس", "أوريدو", "أورنج تونس"],
             "en": ["Tunisie Telecom", "Ooredoo Tunisia", "Orange Tunisia"]}


@kind("telecom_contract", ["txt", "docx", "md"])
def k_telecom(doc):
    rng = doc.rng
    a, c = doc.person(), doc.person()
    vl = doc.vlang()
    doc.lines({"fr": ["[[{op}]] — Boutique de {ct}", "Contrat d'abonnement n° {d.contract}"],
               "ar": ["[[{op}]] — فضاء {ct}", "عقد اشتراك عدد {d.contract}"],
               "en": ["[[{op}]] — {ct} shop", "Subscription contract no. {d.contract}"]},
              pl=vl, op=rng.choice(OPERATORS[vl]), ct=city(doc, vl))
    doc.title({"fr": ["Contrat d'abonnement mobile et internet", "Bulletin de souscription — offre Fibre"],
               "ar": ["عقد اشتراك في خدمات الهاتف الجوال والإنترنت"], "en": ["Mobile and broadband subscription contract"]})
    doc.h({"fr": ["Abonné"], "ar": ["المشترك"], "en": ["Subscriber"]})
    rows = [(("Nom et prénom", "الاسم واللقب", "Full name"), "{a.full}"),
            (("Né(e) le", "تاريخ الولادة", "Date of birth"), "{a.dob}"),
            ((("Pièce d'identité (CIN)", "بطاقة التعريف الوطنية", "ID card")), "{a.cin}") if rng.random() < 0.7 else
            ((("Passeport", "جواز السفر", "Passport")), "{a.passport}"),
            (("Adresse d'installation", "عنوان التركيز", "Installation address"), "{a.addr}"),
            (("Numéro attribué", "الرقم المسند", "Assigned number"), "{a.phone}"),
            (("Numéro de contact", "رقم الاتصال", "Contact number"), "{a.fixe}"),
            (("Adresse e-mail", "البريد الإلكتروني", "E-mail"), "{a.email}")]
    if rng.random() < 0.4:
        rows.append((("Matricule fiscal (professionnel)", "المعرف الجبائي", "Tax ID"), "{a.tax}"))
    doc.kv(rows, a=a)
    doc.h({"fr": ["Offre souscrite"], "ar": ["العرض"], "en": ["Plan"]})
    doc.table([("Offre", "العرض", "Plan"), ("Code", "الرمز", "Code"), ("Mensualité", "المعلوم الشهري", "Monthly fee"),
               ("Engagement", "مدة الالتزام", "Commitment")],
              [[{"fr": "Forfait Fibre 50 Mbps", "ar": "عرض الألياف 50", "en": "Fibre 50 Mbps"}, "{d.product}", "{d.fee}",
                {"fr": "12 mois", "ar": "12 شهرا", "en": "12 months"}]])
    doc.p({"fr": ["Mode de paiement : prélèvement automatique sur le compte {a.rib}.",
                  "Paiement mensuel par prélèvement (IBAN {a.iban}).",
                  "Paiement par carte bancaire n° {a.card}, renouvelé automatiquement chaque mois."],
           "ar": ["طريقة الخلاص: اقتطاع آلي من الحساب {a.rib}."],
           "en": ["Payment by direct debit from account {a.iban}.", "Monthly payment by card {a.card}."]}, a=a)
    doc.p({"fr": ["Conformément à la [[loi organique n° 2004-63]], l'abonné peut accéder à ses données et les faire rectifier "
                  "auprès du service clients. Frais d'activation : {d.fee2}.",
                  "Les conditions générales (voir [[article 12]]) prévoient des frais de résiliation anticipée de {d.fee2}."],
           "ar": ["طبقا لأحكام [[القانون الأساسي عدد 63 لسنة 2004]] يمكن للمشترك النفاذ إلى معطياته وإصلاحها."],
           "en": ["Under [[Organic Law No. 2004-63]] the subscriber may access and correct their data."]})
    sign_place(doc)
    doc.lines({"fr": [["Le conseiller commercial : {c.full}", "L'abonné : {a.full}"], ["Vendeur : {c.full} — signature de l'abonné"]],
               "ar": [["المستشار التجاري: {c.full}", "المشترك: {a.full}"]],
               "en": [["Sales adviser: {c.full}", "Subscriber: {a.full}"]]}, a=a, c=c)


# -- 15. succession declaration (heirs) -----------------------------------------------------------
@kind("succession_declaration", ["txt", "docx"])
def k_succession(doc):
    rng = doc.rng
    a = doc.person(born=(1938, 1962))
    sp = doc.person("F" if a.g == "M" else "M", born=(1940, 1966))
    kids = [doc.person(born=(1968, 1996)) for _ in range(rng.randint(2, 3))]
    n1 = doc.person("M")
    vl = doc.vlang()
    doc.title({"fr": ["Déclaration de succession", "Acte de notoriété — dévolution successorale"],
               "ar": ["حجة وفاة وتصريح بالتركة", "رسم وفاة وعدد ورثة"], "en": ["Declaration of succession"]})
    doc.p({"fr": ["Par-devant nous, {n1.full}, notaire à {ct}, a comparu {k0.t}, agissant en qualité {her} de "
                  "feu{fa} {a.full}, {a.ne} le {a.dob}, titulaire de son vivant de la CIN n° {a.cin}, décédé{a.e} à son "
                  "domicile, {a.addr}.",
                  "Il est déclaré que {a.full}, {a.ne} le {a.dob} à {a.bp} (CIN {a.cin}), en son vivant domicilié{a.e} {a.addr}, "
                  "est décédé{a.e} en laissant pour héritiers les personnes ci-après."],
           "ar": ["لدى عدلي الإشهاد {n1.full} ب{ct_ar} حضر{k0.tt} {k0.full} وصرح{k0.tt} بأن {a.full} المولود{a.ta} في {a.dob} "
                  "صاحب{a.ta} بطاقة التعريف عدد {a.cin} توفي{a.tt} بمحل سكنا{a.ha} الكائن في {a.addr}."],
           "en": ["Before us, {n1.full}, notary in {ct}, appeared {k0.t}, heir of the late {a.full}, born {a.dob}, "
                  "holder of ID card {a.cin}, who died at {a.his} home, {a.addr}."]},
          a=a, k0=kids[0], n1=n1, ct=city(doc, "fr"), ct_ar=city(doc, "ar"), fa="e" if a.g == "F" else "",
          her="d'héritière" if kids[0].g == "F" else "d'héritier")
    doc.h({"fr": ["Héritiers"], "ar": ["الورثة"], "en": ["Heirs"]})
    rel = {"fr": (("époux", "épouse"), ("fils", "fille")), "ar": (("الزوج", "الزوجة"), ("ابن", "ابنة")),
           "en": (("husband", "wife"), ("son", "daughter"))}[vl]
    heirs = [sp] + kids
    rows = []
    for i, h in enumerate(heirs):
        rows.append(["{h%d.full}" % i, rel[0 if i == 0 else 1][h.g == "F"], "{h%d.cin}" % i if i < 3 else "{h%d.dob}" % i,
                     rng.choice(["1/8", "7/24", "7/12", "1/4", "1/3"])])
    doc.table([("Nom", "الاسم", "Name"), ("Lien", "القرابة", "Relation"), ("CIN / naissance", "ب.ت.و / الولادة", "ID / birth"),
               ("Part", "المناب", "Share")], rows, **{f"h{i}": h for i, h in enumerate(heirs)})
    doc.h({"fr": ["Actif successoral"], "ar": ["مكونات التركة"], "en": ["Estate"]})
    doc.p({"fr": ["Un compte bancaire ouvert auprès de {d.bank} sous le RIB {a.rib}, présentant un solde de {d.amount}.",
                  "Avoirs : compte n° {a.rib} ({d.bank}) ; véhicule immatriculé {a.plate}."],
           "ar": ["حساب بنكي لدى {d.bank} عدد {a.rib} برصيد قدره {d.amount}.", "سيارة تحمل رقم {a.plate}."],
           "en": ["A bank account with {d.bank}, RIB {a.rib}, balance {d.amount}.", "A car registered {a.plate}."]}, a=a)
    doc.p({"fr": ["Le véhicule immatriculé {a.plate} est attribué à {h1.full}, qui en assurera l'usage.",
                  "Le conjoint survivant, {sp.t}, demeurant {sp.addr}, conserve la jouissance du logement familial."],
           "ar": ["تسند السيارة عدد {a.plate} إلى {h1.full}.", "يحتفظ{sp.tt} القرين{sp.ta} {sp.full} بحق السكنى في محل الزوجية."],
           "en": ["The surviving spouse, {sp.t}, keeps the use of the family home at {sp.addr}."]}, a=a, sp=sp, h1=kids[0])
    doc.p({"fr": ["La présente déclaration est déposée à la [[Recette des finances]] dans le délai prévu par l'[[article 23]] "
                  "du Code des droits d'enregistrement et de timbre.",
                  "Déclaration souscrite conformément au Code du statut personnel ([[article 85]] et suivants)."],
           "ar": ["يودع هذا التصريح لدى [[القباضة المالية]] في الأجل المنصوص عليه في [[الفصل 23]] من مجلة معاليم التسجيل والطابع الجبائي."],
           "en": ["This declaration is filed with the [[Tax Office]] within the period set by [[Article 23]] of the Registration Code."]})
    sign_place(doc, vl)
    doc.lines({"fr": [["Le notaire, {n1.full}", "Le déclarant, {k0.full}"]], "ar": [["العدل: {n1.full}", "المصرح{k0.ta}: {k0.full}"]],
               "en": [["Notary: {n1.full}", "Declarant: {k0.full}"]]}, pl=vl, n1=n1, k0=kids[0])


# -- 16. data-access request to the INPDP ---------------------------------------------------------
@kind("inpdp_request", ["txt", "md", "docx"])
def k_inpdp(doc):
    rng = doc.rng
    a, c, b = doc.person(), doc.person(), doc.person()
    vl = doc.vlang()
    doc.lines({"fr": [["{a.full}", "{a.addr}", "{a.phone} — {a.email}"]], "ar": [["{a.full}", "{a.addr}", "الهاتف: {a.phone}"]],
               "en": [["{a.full}", "{a.addr}", "{a.phone} | {a.email}"]]}, pl=vl, a=a)
    doc.lines({"fr": [["Monsieur le Président", "Instance nationale de protection des données personnelles ([[INPDP]])",
                       "1, rue Mohamed Moalla, 1002 Tunis"]],
               "ar": [["السيد رئيس [[الهيئة الوطنية لحماية المعطيات الشخصية]]"]],
               "en": [["The President", "National Authority for the Protection of Personal Data ([[INPDP]])"]]}, pl=vl)
    doc.title({"fr": ["Objet : plainte et demande d'accès à mes données personnelles", "Objet : exercice du droit d'accès"],
               "ar": ["الموضوع: شكوى ومطلب نفاذ إلى معطياتي الشخصية"], "en": ["Subject: complaint and data access request"]})
    doc.p({"fr": ["Je soussigné{a.e} {a.full}, {a.ne} le {a.dob}, titulaire de la CIN n° {a.cin}, ai l'honneur de saisir votre "
                  "Instance en application des [[articles 32 et 33]] de la [[loi organique n° 2004-63]].",
                  "Moi, {a.full}, CIN {a.cin}, {a.ne} le {a.dob}, sollicite votre intervention au titre du droit d'accès prévu "
                  "par la [[loi organique n° 2004-63]]."],
           "ar": ["أنا الممضي{a.ta} أسفله {a.full}، المولود{a.ta} في {a.dob}، صاحب{a.ta} بطاقة التعريف الوطنية عدد {a.cin}، "
                  "أتشرف بعرض ما يلي على أنظار هيئتكم طبقا لمقتضيات [[الفصل 32]] من [[القانون الأساسي عدد 63 لسنة 2004]]."],
           "en": ["I, {a.full}, born on {a.dob}, holder of ID card {a.cin}, hereby apply under [[Articles 32 and 33]] of "
                  "[[Organic Law No. 2004-63]]."]}, a=a)
    doc.p({"fr": ["Le {d.date}, j'ai demandé à {d.company} la communication des données me concernant, notamment l'historique "
                  "de la carte {a.card} et du compte {a.rib}. Aucune réponse ne m'a été donnée (réclamation {d.ticket}).",
                  "Malgré ma demande du {d.date} (réf. {d.ticket}), {d.company} refuse de me communiquer les données liées à "
                  "mon compte {a.rib}."],
           "ar": ["بتاريخ {d.date} طلبت من {d.company} تمكيني من المعطيات المتعلقة بي ولا سيما حسابي عدد {a.rib} "
                  "دون أن أتلقى أي رد (شكوى عدد {d.ticket})."],
           "en": ["On {d.date} I asked {d.company} for the data it holds about me, including card {a.card} and account "
                  "{a.rib}. I received no reply (ticket {d.ticket})."]}, a=a)
    doc.p({"fr": ["J'ai en outre appris que des informations sur mon état de santé ({a.health}) auraient été transmises à "
                  "mon employeur sans mon consentement.",
                  "Je crains que mon dossier médical, qui mentionne le diagnostic « {a.health} », ait été communiqué à un assureur."],
           "ar": ["كما علمت أن معلومات حول حالتي الصحية ({a.health}) أحيلت إلى مؤجري دون موافقتي."],
           "en": ["I also learned that information about my health ({a.health}) was shared with my employer without consent."]},
          a=a)
    doc.p({"fr": ["Je suis représenté{a.e} par Maître {c.full}, avocat, joignable au {c.phone}.",
                  "Pour toute correspondance, vous pouvez également contacter mon conseil, Maître {c.full} ({c.email})."],
           "ar": ["وينوبني الأستاذ{c.ta} {c.full}، المحامي{c.ta}، الهاتف {c.phone}."],
           "en": ["I am represented by {c.full}, attorney, reachable on {c.phone}."]}, a=a, c=c)
    if rng.random() < 0.6:
        doc.p({"fr": ["Témoin des échanges avec l'agence : {b.t}, CIN {b.cin}."],
               "ar": ["الشاهد{b.ta}: {b.full}، بطاقة التعريف عدد {b.cin}."],
               "en": ["Witness to the exchanges: {b.t}, ID card {b.cin}."]}, b=b)
    doc.p({"fr": ["Vous trouverez ci-joint une copie de ma CIN et de mes échanges avec le responsable du traitement.",
                  "Pièces jointes : copie de la CIN, accusé de réception de ma demande."],
           "ar": ["المرفقات: نسخة من بطاقة التعريف الوطنية."], "en": ["Enclosed: copy of my ID card and correspondence."]})
    sign_place(doc, vl)
    doc.lines({"fr": [["{a.full}"]], "ar": [["الإمضاء: {a.full}"]], "en": [["{a.full}"]]}, pl=vl, a=a)


# ----------------------------------------------------------------------------- driver
FOOTER = {"fr": ["Document généré le {d.date9} — réf. {d.ref9}", "Réf. interne : {d.ref9} | {d.inst9}",
                 "Traitement déclaré auprès de l'[[INPDP]] — réf. {d.ref9}"],
          "ar": ["وثيقة عدد {d.ref9} بتاريخ {d.date9}", "مرجع داخلي: {d.ref9}"],
          "en": ["Generated on {d.date9} — ref. {d.ref9}", "Internal ref.: {d.ref9}"]}


def finish(doc):
    k = 0
    while len(doc.decoys) < 3 and k < 3:
        pl = doc.vlang()
        line = doc.f(doc.rng.choice(FOOTER[pl]).replace("9}", f"9{k}}}"), pl)
        if doc.csv_rows is not None:
            doc.csv_rows.append([line] + [""] * (len(doc.csv_rows[0]) - 1))
        else:
            doc.blocks.append(("p", line))
        k += 1


def lang_plan(rng, n):
    counts = {"fr": round(n * 0.45), "ar": round(n * 0.30), "en": round(n * 0.15)}
    langs = [l for l, c in counts.items() for _ in range(c)]
    langs += ["mixed"] * (n - len(langs))
    rng.shuffle(langs)
    return langs[:n]


def generate(seed, out, per_kind=3, kinds=None):
    os.makedirs(out, exist_ok=True)
    rng = random.Random(seed)
    sel = [k for k in KINDS if kinds is None or k[0] in kinds]
    langs = lang_plan(rng, len(sel) * per_kind)
    manifest, idx = [], 0
    for name, fn, formats in sel:
        fmts = []
        for j in range(per_kind):
            if not fmts:
                fmts = list(formats)
                rng.shuffle(fmts)
            fmt = fmts.pop()
            lang = langs[idx]
            drng = random.Random(f"gen_kinds:{seed}:{name}:{j}")
            doc = Doc(drng, lang, name, fmt)
            fn(doc)
            finish(doc)
            fname = f"{idx + 1:03d}_{name}_{lang}.{fmt}"
            path = os.path.join(out, fname)
            if fmt == "csv":
                data = render_csv(doc).encode("utf-8")
            elif fmt == "docx":
                data = render_docx(doc)
            else:
                data = render_txt(doc, md=(fmt == "md")).encode("utf-8")
            with open(path, "wb") as fh:
                fh.write(data)
            manifest.append({"file": fname, "lang": lang, "kind": name, "format": fmt, "expect": "ok",
                             "sensitive": doc.sensitive, "decoys": doc.decoys})
            idx += 1
    with open(os.path.join(out, "manifest.json"), "w", encoding="utf-8") as fh:
        json.dump(manifest, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
    return manifest


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--per-kind", type=int, default=3)
    ap.add_argument("--kinds", help="comma-separated subset of kinds")
    a = ap.parse_args()
    m = generate(a.seed, a.out, a.per_kind, a.kinds.split(",") if a.kinds else None)
    print(f"{len(m)} documents, {sum(len(d['sensitive']) for d in m)} sensitive values -> {a.out}")


if __name__ == "__main__":
    main()
