#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""gen_seventeenth.py - seventeenth held-out batch of synthetic Tunisian documents for Caviard.

Purpose
    Write 48 invented documents (16 document kinds x 3 variants) with a manifest in the
    format of shared/corpus/README.md, to measure once, as a black box, how well the
    detector masks personal data it has never seen: French, Arabic, English and mixed
    French/Arabic documents in .txt, .md, .csv and hand-made .docx; health documents
    (ophthalmology, psychiatry, oncology day-care, endoscopy, anaesthesia, emergency
    triage, tuberculosis follow-up, dietetics) and legal, HR, banking, insurance and
    administrative ones.  Everything is invented; identifiers are syntactically valid
    (RIB key mod 97, IBAN mod 97, Luhn, CIN, matricule fiscal, CNSS, phone prefixes).
    Person names are assembled from syllables at run time and redrawn when a part is
    found in the product's name lists, in the corpus PERSON values or among the words
    of this file.  Output depends only on the seed.

Usage
    python3 tests/generalisation/gen_seventeenth.py --seed N --out DIR \
        [--names-dir D] [--corpus-manifest M]

    then: python3 ../shared/eval/score.py --manifest DIR/manifest.json --cmd 'BIN mask {file}'

Provenance - files read while writing this generator (nothing else):
    /work/shared/README.md
    /work/shared/corpus/README.md
    /work/shared/eval/score.py
    /work/main/tests/generalisation/test_gen_twelfth.py
    /tmp/allkinds.txt
(the name lists and the corpus manifest are only read at run time, to refuse collisions)
"""
import argparse
import csv
import io
import json
import os
import random
import re
import sys
import unicodedata
import zipfile
from xml.sax.saxutils import escape as xml_escape

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
DEFAULT_NAMES = os.path.join(REPO, "crates", "caviard", "data", "names")
DEFAULT_CORPUS = os.path.normpath(os.path.join(REPO, "..", "shared", "corpus", "manifest.json"))

# ====================================================================== text helpers
AR_DIAC = re.compile("[\u064B-\u065F\u0670\u0640]")
TO_ASCII = str.maketrans("٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹", "01234567890123456789")
TO_INDIC = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
PARTICLES = {"ben", "bent", "bel", "ibn", "ould", "el", "abd", "haj", "hadj", "بن", "بنت", "ابن", "عبد", "ال"}


def fold(s):
    s = AR_DIAC.sub("", unicodedata.normalize("NFKC", s))
    s = "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))
    return unicodedata.normalize("NFC", s).casefold().translate({ord("ة"): "ه", ord("ى"): "ي"})


def tokens(s):
    return re.findall(r"[^\W\d_]+", fold(s))


def name_parts(v):
    out = []
    for t in tokens(v):
        if t in PARTICLES or len(t) < 3:
            continue
        out.append(t)
        if t.startswith("ال") and len(t) > 4:
            out.append(t[2:])
    return out


def indic(s):
    return s.translate(TO_INDIC)


def digits(s):
    return re.sub(r"\D", "", s.translate(TO_ASCII))


# --- a compact re-statement of the scorer's matching rules (used to drop conflicting decoys)
_INVISIBLE = re.compile("[\u00ad\u061c\u200b-\u200f\u2060-\u2064\ufeff]")
_EMBED = re.compile("[\u202a-\u202e\u2066-\u2069]")
_CHUNK = re.compile(r"\d+|[^\W\d_]+|[^\w]+|_+")
_SEP = r"[\s.\-/]{0,3}"


def snorm(s):
    s = unicodedata.normalize("NFKC", s)
    s = _INVISIBLE.sub("", s)
    s = _EMBED.sub(" ", s)
    s = s.translate(TO_ASCII)
    s = AR_DIAC.sub("", s).casefold()
    return re.sub(r"\s+", " ", s).strip()


def _is_ar(ch):
    return "\u0600" <= ch <= "\u06ff" or "\u0750" <= ch <= "\u077f"


def value_regex(v):
    nv = snorm(v)
    parts, prev = [], False
    for ch in _CHUNK.findall(nv):
        if ch[0].isdigit():
            if prev:
                parts.append(_SEP)
            parts.append(_SEP.join(ch))
            prev = True
        elif ch[0].isalpha():
            if prev:
                parts.append(_SEP)
            parts.append(re.escape(ch))
            prev = True
        else:
            if parts:
                parts.append(r"[\W_]{0,4}")
            prev = False
    while parts and parts[-1] == r"[\W_]{0,4}":
        parts.pop()
    al = [c for c in nv if c.isalnum()]
    if not al:
        return None

    def start(c):
        if c.isdigit():
            return r"(?<!\d)"
        if _is_ar(c):
            return r"(?<![^\W\d_])(?:[\u0648\u0628\u0644\u0641\u0643]|\u0644\u0644)?"
        return r"(?<![^\W\d_])" if c.isalpha() else ""

    def end(c):
        if c.isdigit():
            return r"(?!\d)"
        return r"(?![^\W\d_])" if c.isalpha() else ""
    return re.compile(start(al[0]) + "".join(parts) + end(al[-1]))


def spans(value, ntext):
    rx = value_regex(value)
    return [(m.start(), m.end()) for m in rx.finditer(ntext)] if rx else []


# ====================================================================== identifiers
BANKS = [("01", "ATB"), ("03", "BNA"), ("04", "Attijari bank"), ("05", "Banque de Tunisie"),
         ("07", "Amen Bank"), ("08", "BIAT"), ("10", "STB"), ("11", "UBCI"), ("12", "UIB"),
         ("14", "BH Bank"), ("17", "La Poste Tunisienne"), ("20", "BTK"), ("25", "Banque Zitouna"),
         ("26", "BTL"), ("32", "Al Baraka Bank")]


def rib_key(d18):
    return 97 - (int(d18) * 100) % 97


def make_rib(rng, bank=None):
    code = bank or rng.choice(BANKS)[0]
    body = code + "%03d" % rng.randint(1, 999) + "".join(str(rng.randint(0, 9)) for _ in range(13))
    return body + "%02d" % rib_key(body)


def bad_rib(rng):
    d = make_rib(rng)
    k = (int(d[18:]) + rng.randint(3, 40)) % 100
    return d[:18] + "%02d" % k


def fmt_rib(d, style):
    if style == 0:
        return d
    if style == 1:
        return f"{d[:2]} {d[2:5]} {d[5:18]} {d[18:]}"
    if style == 2:
        return f"{d[:2]}-{d[2:5]}-{d[5:18]}-{d[18:]}"
    if style == 3:
        return " ".join(d[i:i + 4] for i in range(0, 20, 4))
    return f"{d[:2]} {d[2:5]} {d[5:11]} {d[11:18]} {d[18:]}"


def iban_of(rib):
    num = int(rib + "2923" + "00")
    return "TN%02d" % (98 - num % 97) + rib


def fmt_iban(iban, style):
    if style == 0:
        return iban
    return " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))


def luhn_digit(partial):
    tot = 0
    for i, ch in enumerate(reversed(partial)):
        n = int(ch) * (2 if i % 2 == 0 else 1)
        tot += n - 9 if n > 9 else n
    return str((10 - tot % 10) % 10)


def luhn_ok(d):
    tot = 0
    for i, ch in enumerate(reversed(d)):
        n = int(ch) * (2 if i % 2 else 1)
        tot += n - 9 if n > 9 else n
    return tot % 10 == 0


def make_card(rng):
    first = rng.choice(["4", "4", "51", "52", "53", "54", "55"])
    p = first + "".join(str(rng.randint(0, 9)) for _ in range(15 - len(first)))
    return p + luhn_digit(p)


def bad_card(rng):
    d = make_card(rng)
    return d[:15] + str((int(d[15]) + rng.randint(1, 9)) % 10)


def fmt_card(d, style):
    if style == 0:
        return " ".join(d[i:i + 4] for i in range(0, 16, 4))
    if style == 1:
        return "-".join(d[i:i + 4] for i in range(0, 16, 4))
    return d


def make_cin(rng):
    return rng.choice("01") + "".join(str(rng.randint(0, 9)) for _ in range(7))


def make_passport(rng):
    letter = rng.choice("ABCDEFGHJKLMNPRSWXZ")
    if rng.random() < 0.8:
        return letter + "%06d" % rng.randint(100000, 999999)
    return letter + rng.choice("ABCDEFGHJKLMNPRSWXZ") + "%07d" % rng.randint(1000000, 9999999)


TAX_KEYS = "ABCDEFGHJKLMNPQRSTVWXYZ"


def make_tax(rng, style):
    num = "%07d" % rng.randint(100000, 1999999)
    key = rng.choice(TAX_KEYS)
    tva = rng.choice("APBDN")
    cat = rng.choice("MCPN")
    est = rng.choice(["000", "000", "001", "002"])
    return [f"{num}/{key}/{tva}/{cat}/{est}", f"{num}{key}/{tva}/{cat}/{est}", f"{num} {key} {tva} {cat} {est}",
            f"{num}/{key}", f"{num}{key}", f"{num}/{tva}/{cat}/{est}"][style]


def make_cnss(rng, style):
    a = "%08d" % rng.randint(1000000, 99999999)
    k = "%02d" % (int(a) % 97)
    return [f"{a}-{k}", f"{a}/{k}", f"{a} {k}", a + k][style]


MOBILE = ["20", "21", "22", "23", "24", "25", "26", "27", "28", "29", "40", "41", "44", "46", "50", "52",
          "53", "54", "55", "56", "58", "90", "92", "93", "94", "95", "96", "97", "98", "99"]
FIXED = ["71", "72", "73", "74", "75", "76", "77", "78"]


def make_phone(rng, style, fixed=False):
    p = rng.choice(FIXED if fixed else MOBILE)
    a, b = "%03d" % rng.randint(0, 999), "%03d" % rng.randint(0, 999)
    if fixed:
        a = str(rng.randint(1, 9)) + a[1:]
    return [f"+216 {p} {a} {b}", f"00216 {p} {a} {b}", f"{p} {a} {b}", f"{p}.{a}.{b}",
            f"(+216) {p} {a} {b}", f"+216{p}{a}{b}", f"{p}{a}{b}", f"{p}-{a}-{b}",
            f"+216 {p}{a}{b}", f"{p} {a[:2]} {a[2:]}{b[:1]} {b[1:]}"][style]


EMAIL_DOMAINS = ["example.com", "example.org", "example.net", "mail.example.tn", "example.com.tn"]


def ascii_fold(s):
    s = "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))
    return re.sub(r"[^a-z0-9]", "", s.lower())


# ====================================================================== dates
MONTHS_FR = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
             "novembre", "décembre"]
MONTHS_AR = ["جانفي", "فيفري", "مارس", "أفريل", "ماي", "جوان", "جويلية", "أوت", "سبتمبر", "أكتوبر", "نوفمبر",
             "ديسمبر"]
MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
             "November", "December"]


def fmt_date(y, m, d, lang, style):
    if lang == "fr":
        return [f"{d:02d}/{m:02d}/{y}", f"{d} {MONTHS_FR[m - 1]} {y}", f"{d:02d}.{m:02d}.{y}",
                f"{d:02d}-{m:02d}-{y}", ("1er" if d == 1 else str(d)) + f" {MONTHS_FR[m - 1].upper()} {y}",
                f"{d}/{m}/{y}"][style % 6]
    if lang == "ar":
        return [f"{d:02d}/{m:02d}/{y}", f"{d} {MONTHS_AR[m - 1]} {y}", indic(f"{d} ") + MONTHS_AR[m - 1] + indic(f" {y}"),
                indic(f"{d:02d}/{m:02d}/{y}"), f"{y}/{m:02d}/{d:02d}", f"{d:02d}-{m:02d}-{y}"][style % 6]
    return [f"{d} {MONTHS_EN[m - 1]} {y}", f"{MONTHS_EN[m - 1]} {d}, {y}", f"{y}-{m:02d}-{d:02d}",
            f"{d:02d}/{m:02d}/{y}", f"{d} {MONTHS_EN[m - 1][:3]} {y}", f"{d:02d}.{m:02d}.{y}"][style % 6]


# ====================================================================== places
CITIES = [("Tunis", "1000", "تونس"), ("Ariana", "2080", "أريانة"), ("La Marsa", "2070", "المرسى"),
          ("Ben Arous", "2013", "بن عروس"), ("Sfax", "3000", "صفاقس"), ("Sousse", "4000", "سوسة"),
          ("Monastir", "5000", "المنستير"), ("Nabeul", "8000", "نابل"), ("Bizerte", "7000", "بنزرت"),
          ("Kairouan", "3100", "القيروان"), ("Gabès", "6000", "قابس"), ("Gafsa", "2100", "قفصة"),
          ("Béja", "9000", "باجة"), ("Jendouba", "8100", "جندوبة"), ("Mahdia", "5100", "المهدية"),
          ("Le Kef", "7100", "الكاف"), ("Médenine", "4100", "مدنين"), ("Manouba", "2010", "منوبة"),
          ("Hammamet", "8050", "الحمامات"), ("Zarzis", "4170", "جرجيس"), ("Menzel Bourguiba", "7050", "منزل بورقيبة"),
          ("Le Bardo", "2000", "باردو"), ("Radès", "2040", "رادس"), ("Msaken", "4070", "مساكن")]
STREETS = [("rue Ibn Khaldoun", "نهج ابن خلدون"), ("rue de Marseille", "نهج مرسيليا"),
           ("avenue Farhat Hached", "شارع فرحات حشاد"), ("rue Ali Belhouane", "نهج علي بلهوان"),
           ("avenue de la Liberté", "شارع الحرية"), ("rue Tahar Sfar", "نهج الطاهر صفر"),
           ("rue des Orangers", "نهج البرتقال"), ("avenue Taïeb Mhiri", "شارع الطيب المهيري"),
           ("rue Abou el Kacem Chebbi", "نهج أبو القاسم الشابي"), ("rue de Palestine", "نهج فلسطين"),
           ("avenue Hédi Chaker", "شارع الهادي شاكر"), ("rue El Jazira", "نهج الجزيرة"),
           ("rue Om Kalthoum", "نهج أم كلثوم"), ("avenue de l'Environnement", "شارع البيئة"),
           ("rue du Lac Léman", "نهج بحيرة ليمان"), ("rue Mongi Slim", "نهج المنجي سليم"),
           ("rue des Tanneurs", "نهج الدباغين"), ("route de Gremda", "طريق قرمدة")]
CITES = [("Cité Ennasr 2", "حي النصر 2"), ("Cité El Khadra", "حي الخضراء"), ("Cité Ettahrir", "حي التحرير"),
         ("Cité Ibn Sina", "حي ابن سينا"), ("Cité Essalama", "حي السلامة"), ("Cité El Ghazala", "حي الغزالة"),
         ("Cité Hached", "حي حشاد"), ("Cité Erriadh", "حي الرياض")]
RURAL = [("Sbiba", "Kasserine", "1270", "سبيبة", "القصرين"), ("Bou Salem", "Jendouba", "8170", "بوسالم", "جندوبة"),
         ("Haffouz", "Kairouan", "3121", "حفوز", "القيروان"), ("Regueb", "Sidi Bouzid", "9170", "الرقاب", "سيدي بوزيد"),
         ("Nefza", "Béja", "9010", "نفزة", "باجة"), ("Tajerouine", "Le Kef", "7150", "تاجروين", "الكاف"),
         ("Mareth", "Gabès", "6080", "مارث", "قابس"), ("Ghomrassen", "Tataouine", "3220", "غمراسن", "تطاوين"),
         ("Bir Ali Ben Khalifa", "Sfax", "3040", "بئر علي بن خليفة", "صفاقس"),
         ("Menzel Bouzelfa", "Nabeul", "8010", "منزل بوزلفة", "نابل")]
DOUARS = [("Douar Ouled Amor", "دوار أولاد عمر"), ("Douar Ech-Chraya", "دوار الشرايع"),
          ("Douar El Gouazine", "دوار القوازين"), ("Henchir Souatir", "هنشير السواتير"),
          ("Douar Bir Lahmar", "دوار بئر الأحمر"), ("Douar Aïn Snoussi", "دوار عين السنوسي")]


def make_address(rng, lang, rural=False, style=None):
    """Return an address as a one-line string (use split_addr to break it over lines in .txt)."""
    n = rng.randint(1, 180)
    city, zp, city_ar = rng.choice(CITIES)
    st, st_ar = rng.choice(STREETS)
    cite, cite_ar = rng.choice(CITES)
    if style is None:
        style = rng.randint(0, 3)
    if rural:
        dl, gov, zr, dl_ar, gov_ar = rng.choice(RURAL)
        dv, dv_ar = rng.choice(DOUARS)
        if lang == "ar":
            return [f"{dv_ar}، معتمدية {dl_ar}، ولاية {gov_ar}",
                    f"{dv_ar} عمادة {dl_ar} {zr} {gov_ar}"][style % 2]
        if lang == "en":
            return f"{dv}, {dl} district, {gov} Governorate {zr}"
        return [f"{dv}, délégation de {dl}, {zr} {gov}", f"{dv}, {zr} {dl}, gouvernorat de {gov}",
                f"{dv} - imada {dl} - {gov}", f"Route de {dl} km {rng.randint(2, 19)}, {zr} {gov}"][style]
    if lang == "ar":
        nn = indic(str(n)) if rng.random() < 0.4 else str(n)
        return [f"{nn} {st_ar}، {zp} {city_ar}", f"{cite_ar}، عمارة {rng.choice('أبجد')}، شقة {n % 30 + 1}، {city_ar}",
                f"عدد {nn} {st_ar} {city_ar} {zp}", f"{st_ar} عدد {nn}، {cite_ar}، {city_ar}"][style]
    if lang == "en":
        return [f"{n} {st.replace('rue', 'Rue').replace('avenue', 'Avenue')}, {zp} {city}, Tunisia",
                f"Apt {n % 40 + 1}, Block {rng.choice('ABCD')}, {cite}, {city} {zp}",
                f"{n}, {st}, {city} {zp}", f"{cite}, {st} no. {n}, {city}"][style]
    return [f"{n}, {st}, {zp} {city}", f"{cite}, immeuble {rng.choice('ABCDE')}, app. {n % 40 + 1}, {zp} {city}",
            f"{n} {st} {cite} {zp} {city}", f"Résidence Les Jasmins, bloc {rng.choice('ABC')}, {st}, {city}"][style]


def split_addr(a):
    """Break an address over two lines at its last comma (for .txt documents)."""
    i = max(a.rfind(", "), a.rfind("، "))
    if i <= 0:
        return a
    return a[:i + 1] + "\n" + a[i + 2:]


def make_plate(rng, style):
    a, b = rng.randint(100, 259), rng.randint(1000, 9999)
    return [f"{a} TU {b}", f"{a} تونس {b}", f"{a}TU{b}", f"{a} Tunis {b}", indic(f"{a}") + " تونس " + indic(f"{b}"),
            f"{b} تونس {a}"][style]


# ====================================================================== invented names
# consonant pairs (Latin transcription as Tunisian clerks write it, Arabic letter)
CONS = [("b", "ب"), ("t", "ت"), ("j", "ج"), ("h", "ح"), ("kh", "خ"), ("d", "د"), ("r", "ر"), ("z", "ز"),
        ("s", "س"), ("ch", "ش"), ("s", "ص"), ("dh", "ض"), ("t", "ط"), ("gh", "غ"), ("f", "ف"), ("k", "ق"),
        ("k", "ك"), ("l", "ل"), ("m", "م"), ("n", "ن"), ("h", "ه"), ("th", "ث"), ("dh", "ذ")]


def _lat(s):
    s = re.sub(r"(?<=[aeiou])s(?=[aeiou])", "ss", s)
    return s[:1].upper() + s[1:]


CONS_W = [3, 2, 2, 2, 1, 2, 3, 2, 3, 2, 1, 1, 1, 1, 2, 2, 1, 3, 3, 3, 1, 0.3, 0.3]
HEAVY = set("خضطغصثذ")


def _three(rng, cluster):
    while True:
        c = rng.choices(CONS, weights=CONS_W, k=3)
        if sum(x[1] in HEAVY for x in c) > 1:
            continue
        if cluster and (len(c[1][0]) + len(c[2][0]) > 3 or c[1][0] == c[2][0] or c[1][1] == c[2][1]
                        or c[1][0][-1] + c[2][0][0] in ("sh", "ch", "kh", "gh", "th", "dh")):
            continue
        if c[0][1] == c[1][1]:
            continue
        return c


def _first(rng, g):
    kind = rng.randint(0, 2) if g == "m" else rng.randint(0, 3)
    if g == "m":
        if kind == 0:
            c = _three(rng, False)
            return _lat(c[0][0] + "a" + c[1][0] + "i" + c[2][0]), c[0][1] + c[1][1] + "ي" + c[2][1]
        if kind == 1:
            c = _three(rng, True)
            return _lat("ma" + c[1][0] + c[2][0] + "ou" + c[0][0]), "م" + c[1][1] + c[2][1] + "و" + c[0][1]
        c = _three(rng, True)
        return _lat(c[0][0] + "a" + c[1][0] + c[2][0] + "ane"), c[0][1] + c[1][1] + c[2][1] + "ان"
    if kind == 0:
        c = _three(rng, False)
        return _lat(c[0][0] + "a" + c[1][0] + "i" + c[2][0] + "a"), c[0][1] + c[1][1] + "ي" + c[2][1] + "ة"
    if kind == 1:
        c = _three(rng, True)
        return _lat(c[0][0] + "a" + c[1][0] + c[2][0] + "ia"), c[0][1] + c[1][1] + c[2][1] + "ية"
    if kind == 2:
        c = _three(rng, True)
        return _lat("ma" + c[1][0] + c[2][0] + "ou" + c[0][0] + "a"), "م" + c[1][1] + c[2][1] + "و" + c[0][1] + "ة"
    c = _three(rng, True)
    return _lat(c[0][0] + "i" + c[1][0] + c[2][0] + "ene"), c[0][1] + c[1][1] + c[2][1] + "ين"


def _family(rng):
    kind = rng.choice([0, 0, 1, 1, 2, 2, 3, 4])
    art = "ال" if rng.random() < 0.6 else ""
    if kind == 0:
        c = _three(rng, True)
        return _lat(c[0][0] + "a" + c[1][0] + c[2][0] + "aoui"), art + c[0][1] + c[1][1] + c[2][1] + "اوي"
    if kind == 1:
        c = _three(rng, True)
        return _lat(c[0][0] + "a" + c[1][0] + c[2][0] + "ouni"), art + c[0][1] + c[1][1] + c[2][1] + "وني"
    if kind == 2:
        c = _three(rng, False)
        return _lat(c[0][0] + "a" + c[1][0] + "i" + c[2][0] + "i"), art + c[0][1] + c[1][1] + "ي" + c[2][1] + "ي"
    if kind == 3:
        fl, fa = _first(rng, "m")
        return "Ben " + fl, "بن " + fa
    c = _three(rng, True)
    return _lat("bou" + c[0][0] + "a" + c[1][0] + c[2][0] + "a"), "بو" + c[0][1] + c[1][1] + c[2][1] + "ة"


class Person:
    def __init__(self, g, fl, fa, ll, la, pl, pa):
        self.g, self.fl, self.fa, self.ll, self.la, self.pl, self.pa = g, fl, fa, ll, la, pl, pa

    @property
    def fr(self):
        return f"{self.fl} {self.ll}"

    @property
    def caps(self):
        return f"{self.ll.upper()} {self.fl}"

    @property
    def capsall(self):
        return f"{self.fl.upper()} {self.ll.upper()}"

    @property
    def ar(self):
        return f"{self.fa} {self.la}"

    @property
    def filiation(self):
        return f"{self.fl} {'ben' if self.g == 'm' else 'bent'} {self.pl} {self.ll}"

    @property
    def filiation_ar(self):
        return f"{self.fa} {'بن' if self.g == 'm' else 'بنت'} {self.pa} {self.la}"

    @property
    def initial(self):
        if self.fl[0] == "M":          # "M. X" would read as "Monsieur X"
            return f"{self.ll} {self.fl[0]}."
        return f"{self.fl[0]}. {self.ll}"

    @property
    def last_word(self):
        return self.ll.split()[-1]

    @property
    def last_word_ar(self):
        return self.la.split()[-1]


class NameMaker:
    def __init__(self, rng, forbidden):
        self.rng, self.forbidden, self.used = rng, forbidden, set()

    def ok(self, *parts):
        for p in parts:
            toks = name_parts(p)
            if not toks:
                return False
            for t in toks:
                if t in self.forbidden or t in self.used:
                    return False
            for t in tokens(p):
                if t not in PARTICLES and len(t) < 4 and not _is_ar(t[0]):
                    return False
        return True

    def first(self, g):
        while True:
            fl, fa = _first(self.rng, g)
            if self.ok(fl, fa):
                self.used.update(name_parts(fl) + name_parts(fa))
                return fl, fa

    def family(self):
        while True:
            ll, la = _family(self.rng)
            if self.ok(ll, la):
                self.used.update(name_parts(ll) + name_parts(la))
                return ll, la

    def person(self, g=None, family=None):
        g = g or self.rng.choice("mf")
        fl, fa = self.first(g)
        pl, pa = self.first("m")
        ll, la = family if family else self.family()
        return Person(g, fl, fa, ll, la, pl, pa)


def load_forbidden(names_dir, corpus_manifest):
    bad = set()
    if names_dir and os.path.isdir(names_dir):
        for fn in sorted(os.listdir(names_dir)):
            path = os.path.join(names_dir, fn)
            if os.path.isfile(path):
                with open(path, encoding="utf-8", errors="replace") as fh:
                    for t in tokens(fh.read()):
                        bad.add(t)
                        if t.startswith("ال") and len(t) > 4:
                            bad.add(t[2:])
    if corpus_manifest and os.path.isfile(corpus_manifest):
        with open(corpus_manifest, encoding="utf-8") as fh:
            for d in json.load(fh):
                for s in d.get("sensitive", []):
                    if s.get("type") == "PERSON":
                        for t in tokens(s["value"]):
                            bad.add(t)
                            if t.startswith("ال") and len(t) > 4:
                                bad.add(t[2:])
    with open(os.path.abspath(__file__), encoding="utf-8") as fh:
        for t in tokens(fh.read()):
            bad.add(t)
            if t.startswith("ال") and len(t) > 4:
                bad.add(t[2:])
    return bad


# ====================================================================== document model
class B(str):
    """A bold text segment."""


class Doc:
    def __init__(self, gen, kind, lang, fmt):
        self.gen, self.rng, self.names = gen, gen.rng, gen.names
        self.kind, self.lang, self.fmt = kind, lang, fmt
        self.blocks, self.sens, self.decoys = [], [], []
        self.kv_style = self.rng.randint(0, 2)
        self.csv_delim = self.rng.choice([",", ";", ";"])

    # ---------------------------------------------------------------- recording
    def S(self, t, v):
        if (t, v) not in self.sens:
            self.sens.append((t, v))
        return v

    def D(self, v):
        if v not in self.decoys:
            self.decoys.append(v)
        return v

    def N(self, person, form="fr"):
        return self.S("PERSON", getattr(person, form))

    def person(self, g=None, family=None):
        return self.names.person(g, family)

    # ---------------------------------------------------------------- blocks
    def h(self, text, level=1):
        self.blocks.append(("h", text, level))

    def p(self, *segs):
        self.blocks.append(("p", list(segs)))

    def kv(self, pairs):
        self.blocks.append(("kv", [(a, b) for a, b in pairs if b is not None]))

    def table(self, rows, header=True):
        self.blocks.append(("tbl", [[str(c) for c in r] for r in rows], header))

    def raw(self, text):
        self.blocks.append(("raw", text))

    def L(self, fr, ar=None, en=None):
        """A label in the document's language (bilingual in mixed documents)."""
        if self.lang == "fr":
            return fr
        if self.lang == "ar":
            return ar or fr
        if self.lang == "en":
            return en or fr
        return f"{fr} / {ar}" if ar else fr

    # ---------------------------------------------------------------- values
    def ar_digits(self, v, p=0.5):
        return indic(v) if self.lang in ("ar", "mixed") and self.rng.random() < p else v

    def cin(self, indic_p=0.0):
        v = make_cin(self.rng)
        if indic_p and self.rng.random() < indic_p:
            v = indic(v)
        return self.S("CIN", v)

    def passport(self):
        return self.S("PASSPORT", make_passport(self.rng))

    def phone(self, style=None, fixed=False, indic_p=0.0):
        v = make_phone(self.rng, self.rng.randint(0, 9) if style is None else style, fixed)
        if indic_p and self.rng.random() < indic_p:
            v = indic(v)
        return self.S("PHONE", v)

    def email(self, person=None, style=None):
        r = self.rng
        dom = r.choice(EMAIL_DOMAINS)
        if person is None:
            local = r.choice(["contact", "secretariat", "accueil", "info", "rh", "service.client"])
            return self.D(f"{local}@{dom}")
        f, l = ascii_fold(person.fl), ascii_fold(person.ll.split()[-1])
        style = r.randint(0, 5) if style is None else style
        local = [f"{f}.{l}", f"{f[0]}.{l}", f"{f}{l[:1]}{r.randint(70, 99)}", f"{l}_{f}", f"{f}-{l}{r.randint(1, 9)}",
                 f"{l}.{f[:3]}"][style]
        return self.S("EMAIL", f"{local}@{dom}")

    def rib(self, style=None, bank=None):
        d = make_rib(self.rng, bank)
        return self.S("RIB", fmt_rib(d, self.rng.randint(0, 4) if style is None else style)), d

    def iban(self, style=None, rib=None):
        d = rib or make_rib(self.rng)
        return self.S("IBAN", fmt_iban(iban_of(d), self.rng.randint(0, 1) if style is None else style))

    def card(self, style=None):
        return self.S("CARD", fmt_card(make_card(self.rng), self.rng.randint(0, 2) if style is None else style))

    def tax(self, style=None):
        return self.S("TAX_ID", make_tax(self.rng, self.rng.randint(0, 5) if style is None else style))

    def cnss(self, style=None):
        return self.S("CNSS", make_cnss(self.rng, self.rng.randint(0, 3) if style is None else style))

    def dob(self, lang=None, y0=1945, y1=2003, style=None):
        r = self.rng
        y, m, d = r.randint(y0, y1), r.randint(1, 12), r.randint(1, 28)
        lang = lang or ("fr" if self.lang == "mixed" else self.lang)
        return self.S("DOB", fmt_date(y, m, d, lang, r.randint(0, 5) if style is None else style))

    def addr(self, lang=None, rural=False, style=None, split=False):
        lang = lang or ("fr" if self.lang == "mixed" else self.lang)
        a = make_address(self.rng, lang, rural, style)
        if split and self.fmt == "txt":
            a = split_addr(a)
        return self.S("ADDRESS", a)

    def plate(self, style=None):
        return self.S("PLATE", make_plate(self.rng, self.rng.randint(0, 5) if style is None else style))

    def H(self, v):
        return self.S("HEALTH", v)

    def x(self, lo, hi, dec=1, comma=None):
        """A measured number as the document writes it (decimal comma in French and Arabic)."""
        v = self.rng.uniform(lo, hi)
        t = f"{v:.{dec}f}" if dec else str(int(round(v)))
        if comma if comma is not None else self.lang != "en":
            t = t.replace(".", ",")
        return t

    def pick(self, *opts):
        return self.rng.choice(opts)

    # ---------------------------------------------------------------- decoys
    def date(self, lang=None, style=None, y0=2023, y1=2025):
        r = self.rng
        lang = lang or ("fr" if self.lang == "mixed" else self.lang)
        return self.D(fmt_date(r.randint(y0, y1), r.randint(1, 12), r.randint(1, 28), lang,
                               r.randint(0, 5) if style is None else style))

    def dates(self, n, lang=None, style=None, gap=(7, 21)):
        """n increasing dates (decoys: visit or session dates, never birth dates)."""
        r = self.rng
        lang = lang or ("fr" if self.lang == "mixed" else self.lang)
        style = r.randint(0, 5) if style is None else style
        y, m, dd = r.randint(2023, 2024), r.randint(1, 12), r.randint(1, 28)
        out = []
        for _ in range(n):
            out.append(self.D(fmt_date(y, m, dd, lang, style)))
            dd += r.randint(*gap)
            while dd > 28:
                dd -= 28
                m += 1
                if m > 12:
                    m, y = 1, y + 1
        return out

    def amount(self, lo=20, hi=90000, cur=None, lang=None):
        r = self.rng
        lang = lang or ("fr" if self.lang == "mixed" else self.lang)
        v = r.randint(lo, hi)
        mill = r.randint(0, 999)
        if lang == "ar":
            cur = cur or r.choice(["د.ت", "دينار", "د"])
            return self.D(f"{v:,}".replace(",", " ") + f",{mill:03d} {cur}" if r.random() < 0.5 else f"{v} {cur}")
        if lang == "en":
            cur = cur or r.choice(["TND", "TND", "DT"])
            return self.D(f"{cur} {v:,}.{mill:03d}" if r.random() < 0.5 else f"{v:,} {cur}")
        cur = cur or r.choice(["DT", "TND", "dinars"])
        return self.D(f"{v:,}".replace(",", " ") + (f",{mill:03d} {cur}" if r.random() < 0.6 else f" {cur}"))

    def ref(self, prefix, width=5, year=True):
        r = self.rng
        y = f"{r.randint(2023, 2025)}-" if year else ""
        return self.D(f"{prefix}-{y}{r.randint(1, 10 ** width - 1):0{width}d}")

    def badrib(self, style=None):
        return self.D(fmt_rib(bad_rib(self.rng), self.rng.randint(0, 3) if style is None else style))

    def badcard(self):
        return self.D(fmt_card(bad_card(self.rng), 0))


# ====================================================================== renderers
def _kv_width(pairs):
    return max([len(a) for a, _ in pairs] + [0])


def render_txt(doc):
    out = []
    for b in doc.blocks:
        if b[0] == "h":
            out += [b[1], ("=" if b[2] == 1 else "-") * min(len(b[1]), 72), ""]
        elif b[0] == "p":
            out += ["".join(b[1]), ""]
        elif b[0] == "raw":
            out += [b[1]]
        elif b[0] == "kv":
            w = _kv_width(b[1])
            for a, v in b[1]:
                if doc.kv_style == 0:
                    out.append(f"{a} : {v}")
                elif doc.kv_style == 1:
                    out.append(f"{a} " + "." * (w - len(a) + 3) + f" : {v}")
                else:
                    out.append(f"{a}:\t{v}")
            out.append("")
        elif b[0] == "tbl":
            rows = b[1]
            ws = [max(len(r[i]) if i < len(r) else 0 for r in rows) for i in range(max(len(r) for r in rows))]
            for j, r in enumerate(rows):
                out.append(" | ".join(c.ljust(ws[i]) for i, c in enumerate(r)).rstrip())
                if j == 0 and b[2]:
                    out.append("-+-".join("-" * w for w in ws))
            out.append("")
    text = "\n".join(out).rstrip() + "\n"
    return text.encode("utf-8"), text


def render_md(doc):
    out = []
    for b in doc.blocks:
        if b[0] == "h":
            out += ["#" * b[2] + " " + b[1], ""]
        elif b[0] == "p":
            out += ["".join(f"**{s}**" if isinstance(s, B) else s for s in b[1]), ""]
        elif b[0] == "raw":
            out += [b[1]]
        elif b[0] == "kv":
            if doc.kv_style == 2:
                out += ["| | |", "|---|---|"] + [f"| {a} | {v} |" for a, v in b[1]]
            elif doc.kv_style == 1:
                out += [f"**{a}** : {v}  " for a, v in b[1]]
            else:
                out += [f"- **{a} :** {v}" for a, v in b[1]]
            out.append("")
        elif b[0] == "tbl":
            rows = b[1]
            n = max(len(r) for r in rows)
            rows = [r + [""] * (n - len(r)) for r in rows]
            if not b[2]:
                rows = [[""] * n] + rows
            out.append("| " + " | ".join(rows[0]) + " |")
            out.append("|" + "|".join(["---"] * n) + "|")
            out += ["| " + " | ".join(r) + " |" for r in rows[1:]]
            out.append("")
    text = "\n".join(out).rstrip() + "\n"
    return text.encode("utf-8"), text


def render_csv(doc):
    buf = io.StringIO()
    w = csv.writer(buf, delimiter=doc.csv_delim, lineterminator="\n")
    for b in doc.blocks:
        if b[0] in ("h", "raw"):
            w.writerow([b[1]])
        elif b[0] == "p":
            w.writerow(["".join(b[1])])
        elif b[0] == "kv":
            for a, v in b[1]:
                w.writerow([a, v])
        elif b[0] == "tbl":
            for r in b[1]:
                w.writerow(r)
    text = buf.getvalue()
    return text.encode("utf-8"), text


# ---------------------------------------------------------------- docx
W_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
AR_LETTER = re.compile("[\u0600-\u06ff]")
LAT_LETTER = re.compile("[A-Za-zÀ-ÿ0-9]")


def _script_runs(text):
    """Split text into (segment, is_arabic) runs; neutral characters join the current run."""
    runs, cur, cur_ar = [], "", None
    for ch in text:
        if AR_LETTER.match(ch):
            kind = True
        elif LAT_LETTER.match(ch):
            kind = False
        else:
            kind = None
        if kind is None or kind == cur_ar or cur_ar is None:
            cur += ch
            if cur_ar is None and kind is not None:
                cur_ar = kind
        else:
            runs.append((cur, bool(cur_ar)))
            cur, cur_ar = ch, kind
    if cur:
        runs.append((cur, bool(cur_ar)))
    return runs


def _run(text, bold, rtl, size=None):
    pr = ""
    if bold:
        pr += "<w:b/>" + ("<w:bCs/>" if rtl else "")
    if size:
        pr += f'<w:sz w:val="{size}"/><w:szCs w:val="{size}"/>'
    if rtl:
        pr += "<w:rtl/>"
        pr = '<w:rFonts w:cs="Arial"/>' + pr
    pr = f"<w:rPr>{pr}</w:rPr>" if pr else ""
    return f'<w:r>{pr}<w:t xml:space="preserve">{xml_escape(text)}</w:t></w:r>'


class DocxWriter:
    def __init__(self, rng, rtl_tables=False):
        self.rng = rng
        self.rtl_tables = rtl_tables
        self.paras = []

    def para(self, segs, size=None, center=False):
        text = "".join(segs)
        self.paras.append(text)
        n_ar, n_lat = len(AR_LETTER.findall(text)), len(re.findall("[A-Za-z]", text))
        bidi = n_ar > n_lat
        ppr = ""
        if bidi:
            ppr += "<w:bidi/>"
        if center:
            ppr += '<w:jc w:val="center"/>'
        out = f"<w:p>{'<w:pPr>' + ppr + '</w:pPr>' if ppr else ''}"
        for s in segs:
            for seg, ar in _script_runs(s):
                pieces = [seg]
                if not ar and len(seg) > 14 and self.rng.random() < 0.3:   # Word splits runs (rsid, proofing)
                    k = self.rng.randint(3, len(seg) - 3)
                    pieces = [seg[:k], seg[k:]]
                for piece in pieces:
                    out += _run(piece, isinstance(s, B), ar, size)
        return out + "</w:p>"

    def table(self, rows, header):
        n = max(len(r) for r in rows)
        grid = "".join(f'<w:gridCol w:w="{9000 // n}"/>' for _ in range(n))
        x = ('<w:tbl><w:tblPr>' + ('<w:bidiVisual/>' if self.rtl_tables else '') + '<w:tblW w:w="0" w:type="auto"/>'
             '<w:tblBorders><w:top w:val="single" w:sz="4"/><w:left w:val="single" w:sz="4"/>'
             '<w:bottom w:val="single" w:sz="4"/><w:right w:val="single" w:sz="4"/>'
             '<w:insideH w:val="single" w:sz="4"/><w:insideV w:val="single" w:sz="4"/></w:tblBorders>'
             f'</w:tblPr><w:tblGrid>{grid}</w:tblGrid>')
        for j, r in enumerate(rows):
            x += "<w:tr>"
            for i in range(n):
                c = r[i] if i < len(r) else ""
                seg = B(c) if (header and j == 0) else c
                x += f'<w:tc><w:tcPr><w:tcW w:w="{9000 // n}" w:type="dxa"/></w:tcPr>{self.para([seg])}</w:tc>'
            x += "</w:tr>"
        return x + "</w:tbl>"


def render_docx(doc):
    dw = DocxWriter(doc.rng, rtl_tables=doc.lang == "ar")
    body = []
    for b in doc.blocks:
        if b[0] == "h":
            body.append(dw.para([B(b[1])], size=32 if b[2] == 1 else 26, center=b[2] == 1))
        elif b[0] == "p":
            body.append(dw.para(b[1]))
        elif b[0] == "raw":
            body.append(dw.para([b[1]]))
        elif b[0] == "kv":
            if doc.kv_style == 0:
                body.append(dw.table([[a, v] for a, v in b[1]], False))
                body.append(dw.para([""]))
            else:
                for a, v in b[1]:
                    body.append(dw.para([B(a + " :"), " " + v]))
        elif b[0] == "tbl":
            body.append(dw.table(b[1], b[2]))
            body.append(dw.para([""]))
    sect = ('<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1134" w:right="1134" '
            'w:bottom="1134" w:left="1134" w:header="709" w:footer="709" w:gutter="0"/></w:sectPr>')
    xml = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
           f'<w:document xmlns:w="{W_NS}" '
           'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">'
           f'<w:body>{"".join(body)}{sect}</w:body></w:document>')
    ctypes = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
              '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
              '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
              '<Default Extension="xml" ContentType="application/xml"/>'
              '<Override PartName="/word/document.xml" ContentType="application/'
              'vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>'
              '<Override PartName="/docProps/core.xml" ContentType="application/'
              'vnd.openxmlformats-package.core-properties+xml"/></Types>')
    rels = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
            '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
            '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/'
            'relationships/officeDocument" Target="word/document.xml"/>'
            '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/'
            'metadata/core-properties" Target="docProps/core.xml"/></Relationships>')
    core = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
            '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/'
            'core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>'
            f'{xml_escape(doc.kind)}</dc:title><dc:creator>gen_seventeenth</dc:creator></cp:coreProperties>')
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for name, data in (("[Content_Types].xml", ctypes), ("_rels/.rels", rels),
                           ("word/document.xml", xml), ("docProps/core.xml", core)):
            info = zipfile.ZipInfo(name, date_time=(2024, 5, 6, 10, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(info, data.encode("utf-8"))
    return buf.getvalue(), "\n".join(dw.paras)


RENDER = {"txt": render_txt, "md": render_md, "csv": render_csv, "docx": render_docx}


# ====================================================================== checks and driver
def check_and_filter(doc, text):
    """Every sensitive value must be in the rendered text (one paragraph for .docx); decoys that are
    missing, contain or overlap a sensitive value, or hold a name part, are left out."""
    units = text.split("\n") if doc.fmt == "docx" else [text]
    for t, v in doc.sens:
        if not any(v in u for u in units):
            raise RuntimeError(f"{doc.kind}/{doc.lang}: {t} value not rendered: {v!r}")
        if doc.fmt != "txt" and "\n" in v:
            raise RuntimeError(f"{doc.kind}/{doc.lang}: line break in a {doc.fmt} value")
    nt = snorm(text)
    sens_spans, parts = [], set()
    for t, v in doc.sens:
        sens_spans += spans(v, nt)
        if t == "PERSON":
            parts.update(name_parts(v))
    compact = lambda s: re.sub(r"[\W_]+", "", snorm(s))
    kept = []
    for v in doc.decoys:
        if "\n" in v or not any(v in u for u in units):
            continue
        cv = compact(v)
        if not cv or any(compact(sv) in cv or cv in compact(sv) for _, sv in doc.sens):
            continue
        if set(name_parts(v)) & parts or set(tokens(v)) & parts:
            continue
        free = [s for s in spans(v, nt) if not any(s[0] < b and a < s[1] for a, b in sens_spans)]
        if not free:
            continue
        # verbatim positions must not overlap any sensitive value either
        ok = False
        i = text.find(v)
        while i >= 0 and not ok:
            ok = True
            for _, sv in doc.sens:
                j = text.find(sv)
                while j >= 0:
                    if i < j + len(sv) and j < i + len(v):
                        ok = False
                    j = text.find(sv, j + 1)
            i = text.find(v, i + 1)
        if ok:
            kept.append(v)
    return kept


KINDS = []   # (kind, function, [(lang, format)] * 3)


def kind(name, variants):
    def deco(fn):
        KINDS.append((name, fn, variants))
        return fn
    return deco


class Generator:
    def __init__(self, seed, names_dir, corpus_manifest):
        self.rng = random.Random(seed)
        self.names = NameMaker(self.rng, load_forbidden(names_dir, corpus_manifest))

    def run(self, out):
        os.makedirs(out, exist_ok=True)
        manifest, n = [], 0
        for name, fn, variants in KINDS:
            for lang, fmt in variants:
                n += 1
                doc = Doc(self, name, lang, fmt)
                fn(doc)
                data, text = RENDER[fmt](doc)
                decoys = check_and_filter(doc, text)
                fname = f"{n:03d}_{name}_{lang}.{fmt}"
                with open(os.path.join(out, fname), "wb") as fh:
                    fh.write(data)
                manifest.append({"file": fname, "lang": lang, "kind": name, "format": fmt, "expect": "ok",
                                 "sensitive": [{"type": t, "value": v} for t, v in doc.sens],
                                 "decoys": decoys})
        with open(os.path.join(out, "manifest.json"), "w", encoding="utf-8") as fh:
            json.dump(manifest, fh, ensure_ascii=False, indent=1)
            fh.write("\n")
        return manifest


def main(argv=None):
    ap = argparse.ArgumentParser(description="Seventeenth held-out generator of Tunisian test documents.")
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--names-dir", default=DEFAULT_NAMES)
    ap.add_argument("--corpus-manifest", default=DEFAULT_CORPUS)
    a = ap.parse_args(argv)
    man = Generator(a.seed, a.names_dir, a.corpus_manifest).run(a.out)
    nv = sum(len(d["sensitive"]) for d in man)
    nd = sum(len(d["decoys"]) for d in man)
    print(f"gen_seventeenth: seed {a.seed}: {len(man)} documents, {nv} values, {nd} decoys -> {a.out}")
    return 0


# ====================================================================== kinds
# (each kind writes its blocks through the Doc helpers; values are recorded as they are written)

@kind("ophthalmology_consultation", [("fr", "docx"), ("ar", "txt"), ("en", "md")])
def k_ophthalmology(d):
    r = d.rng
    pt, dr = d.person(), d.person()
    if d.lang == "fr":
        d.h("Consultation d'ophtalmologie")
        d.p(d.D("Service d'ophtalmologie de l'Hôpital Habib Thameur"), " – ", d.D("Unité glaucome et rétine"))
        d.p("Dossier n° ", d.ref("OPH", 4), " – Tunis, le ", d.date("fr", 1))
        d.kv([("Patient(e)", d.N(pt, "caps")), ("Né(e) le", d.dob("fr", 1950, 1975)),
              ("CIN", d.cin()), ("Adresse", d.addr("fr")), ("Téléphone", d.phone(r.choice([0, 2, 3]))),
              ("Identifiant CNAM", d.cnss()), ("Médecin traitant", "Dr " + d.N(dr))])
        d.h("Motif et antécédents", 2)
        d.p("Motif : ", d.H("baisse progressive de la vision de l'œil gauche"), ". Antécédents : ",
            d.H(f"diabète de type 2 depuis {r.randint(5, 25)} ans"), ", ", d.H("allergie aux sulfamides"), ".")
        d.h("Examen", 2)
        pio = d.x(25, 34, 0)
        d.table([["", "OD", "OG"], ["Acuité visuelle corrigée", f"{r.randint(7, 10)}/10", f"{r.randint(1, 4)}/10"],
                 ["Tension oculaire", f"{r.randint(14, 20)} mmHg", f"{pio} mmHg"], ["Excavation papillaire", "0,4", "0,8"]])
        d.p("Tonométrie : ", d.H(f"PIO à {pio} mmHg à l'œil gauche"), " ; champ visuel ", d.D("Humphrey 24-2"),
            " : ", d.H("scotome arciforme supérieur gauche"), ".")
        d.p(B("Diagnostic : "), d.H(d.pick("glaucome primitif à angle ouvert de l'œil gauche", "glaucome chronique à angle ouvert évolué OG",
                   "glaucome pseudo-exfoliatif de l'œil gauche")), " et ",
            d.H("rétinopathie diabétique non proliférante modérée"), ".")
        d.p(B("Traitement : "), d.H("latanoprost 0,005 % collyre, une goutte le soir dans l'œil gauche"),
            " ; contrôle dans trois mois (", d.D("OCT papillaire"), ").")
        d.p("Honoraires : ", d.amount(40, 90, "DT"), " – ", d.D("tiers payant CNAM"), ".")
        d.p("Dr ", d.N(dr, "initial"), ", ophtalmologiste – cachet et signature")
    elif d.lang == "ar":
        d.h("مركز طب العيون – تقرير استشارة")
        d.p("ملف عدد ", d.ref("ع", 5), "   التاريخ : ", d.date("ar", 0))
        d.raw("الاسم واللقب : " + d.N(pt, "ar"))
        d.raw("تاريخ الولادة : " + d.dob("ar", 1960, 1995))
        d.raw("بطاقة التعريف الوطنية عدد : " + d.cin(0.6))
        d.raw("العنوان : " + d.addr("ar", split=True))
        d.raw("الهاتف الجوال : " + d.phone(r.choice([2, 6]), indic_p=0.6))
        d.raw("")
        d.p("سبب الاستشارة : ", d.H("احمرار وألم في العين اليمنى مع حساسية شديدة للضوء"), ".")
        d.p("السوابق المرضية : ", d.H("مرض بهجت منذ سنة ٢٠١٦"), " و", d.H("حساسية من البنسلين"), ".")
        d.p("الفحص : ", d.H("ضغط العين " + indic(str(r.randint(22, 30))) + " مم زئبق في العين اليمنى"), "، وحدة البصر ٤/١٠.")
        d.p("التشخيص : ", d.H("التهاب القزحية الأمامي الحاد في العين اليمنى"), ".")
        d.p("العلاج : ", d.H("قطرة ديكساميثازون أربع مرات يوميا لمدة أسبوعين"), " مع موعد مراقبة بعد عشرة أيام في ",
            d.D("معهد الهادي الرايس لأمراض العيون"), ".")
        d.p("معلوم الفحص : ", d.amount(30, 80, "د.ت", "ar"))
        d.p("الطبيب المباشر : د. ", d.N(dr, "ar"))
    else:
        d.h("Eye clinic - consultation report")
        d.p("Report ", d.ref("EYE", 5), ", seen on ", d.date("en", 0), " at the ", d.D("Corneal Unit"), ".")
        d.kv([("Patient", "Mr " + d.N(pt) if pt.g == "m" else "Ms " + d.N(pt)), ("Date of birth", d.dob("en", 1985, 2004)),
              ("Passport", d.passport()), ("Mobile", d.phone(0)), ("Email", d.email(pt)),
              ("Address in Tunisia", d.addr("en"))])
        d.p("History: ", d.H("contact lens intolerance for two years"), "; ", d.H("atopic eczema"), ".")
        d.p("Findings: ", d.H("keratoconus of both eyes, more advanced on the right"), "; ",
            d.H(f"thinnest corneal thickness {r.randint(405, 460)} µm in the right eye"), " on the ", d.D("Pentacam HR"), " map.")
        d.p("Plan: ", d.H("corneal cross-linking of the right eye"), " in the day unit; ",
            d.H("rigid gas-permeable lenses for the left eye"), ".")
        d.p("Paid ", d.amount(150, 400, "TND", "en"), " by card ", d.card(0), " (", d.D("Visa Classic"), ").")
        d.p("Seen by Dr ", d.N(dr), ", consultant ophthalmologist. Dr ", d.S("PERSON", dr.last_word),
            " will review the patient after the procedure.")


@kind("compulsory_psych_admission", [("fr", "txt"), ("mixed", "docx"), ("ar", "md")])
def k_psych_admission(d):
    r = d.rng
    pt = d.person("m")
    kin = d.person(family=(pt.ll, pt.la)) if r.random() < 0.6 else d.person()
    psy = d.person()
    law = "loi n° 92-83 du 3 août 1992"
    if d.lang == "fr":
        d.h("DEMANDE D'HOSPITALISATION À LA DEMANDE D'UN TIERS")
        d.p("(", d.D(law), " relative à la santé mentale, modifiée par la ", d.D("loi n° 2004-40"), ")")
        d.p("Je soussigné(e) ", d.N(kin), ", titulaire de la carte d'identité nationale n° ", d.cin(),
            ", demeurant ", d.addr("fr", split=True), ", téléphone ", d.phone(r.choice([2, 3, 7])),
            ", agissant en qualité de proche parent, sollicite l'admission à l'", d.D("Hôpital Razi de La Manouba"),
            " de :")
        d.kv([("Nom et prénom", d.N(pt, "filiation")), ("Né le", d.dob("fr", 1975, 2000, 1)),
              ("CIN", d.cin()), ("Domicile", d.addr("fr", rural=r.random() < 0.5)),
              ("Profession", "sans emploi")])
        d.p("Depuis trois semaines, il présente ", d.H("une insomnie totale, une agitation et des propos délirants de persécution"),
            ". Il a interrompu son traitement (", d.H("rispéridone 4 mg par jour"), ") et refuse tout soin. ",
            "Il a exprimé des ", d.H("idées suicidaires"), " devant la famille.")
        d.p("Certificat médical circonstancié du Dr ", d.N(psy), ", psychiatre : ",
            d.H(d.pick("schizophrénie paranoïde en phase de décompensation aiguë", "bouffée délirante aiguë polymorphe",
                   "trouble schizo-affectif décompensé")), ", ",
            d.H("anosognosie totale"), ", danger pour lui-même.")
        d.p("Enregistrée sous le ", d.ref("HDT", 4), " le ", d.date("fr", 0), " – admission en ", d.D("pavillon B"), ".")
        d.p("M. ", d.S("PERSON", pt.last_word), " a été informé de ses droits. Signature du demandeur : ", d.N(kin, "initial"))
    elif d.lang == "mixed":
        d.h("Demande d'hospitalisation à la demande d'un tiers – مطلب إيواء بطلب من الغير")
        d.p(d.D(law), " – القانون عدد 83 لسنة 1992 المتعلق بالصحة النفسية")
        d.h("Le tiers demandeur / الغير طالب الإيواء", 2)
        d.kv([(d.L("Nom et prénom", "الاسم واللقب"), d.N(kin, "ar")),
              (d.L("Nom en caractères latins", "الاسم بالأحرف اللاتينية"), d.N(kin, "capsall")),
              (d.L("CIN", "ب.ت.و"), d.cin(0.7)), (d.L("Téléphone", "الهاتف"), d.phone(r.choice([2, 3]), indic_p=0.5)),
              (d.L("Lien de parenté", "صلة القرابة"), "épouse / زوجة" if kin.g == "f" else "frère / أخ")])
        d.h("Le malade / المريض", 2)
        d.kv([(d.L("Nom et prénom", "الاسم واللقب"), d.N(pt, "filiation_ar")),
              (d.L("Date de naissance", "تاريخ الولادة"), d.dob("ar", 1965, 1995, 1)),
              (d.L("Adresse", "العنوان"), d.addr("ar"))])
        d.p("Motifs / الأسباب : ", d.H("اضطراب ثنائي القطب مع نوبة هوس حادة"), " – ",
            d.H("trouble bipolaire de type I, épisode maniaque avec caractéristiques psychotiques"), ".")
        d.p("Le patient a ", d.H("cessé le lithium depuis deux mois"), " et présente une ",
            d.H("agressivité envers son entourage"), ".")
        d.p("Avis du psychiatre / رأي الطبيب النفسي : Dr ", d.N(psy), " – ", d.H("hospitalisation nécessaire, consentement impossible"), ".")
        d.p(d.D("مستشفى الرازي بمنوبة"), " – ", d.ref("HDT", 4), " – ", d.date("fr", 0))
    else:
        d.h("مطلب إيواء بمستشفى الأمراض النفسية بطلب من الغير")
        d.p("طبقا لأحكام ", d.D("القانون عدد 83 لسنة 1992 المؤرخ في 3 أوت 1992"), " المتعلق بالصحة النفسية.")
        d.kv([("الطالب", d.N(kin, "ar")), ("رقم بطاقة التعريف", d.cin(0.5)),
              ("العنوان", d.addr("ar")), ("الهاتف", d.phone(r.choice([2, 6]), indic_p=0.5))])
        d.p("أطلب إيواء السيد ", d.N(pt, "filiation_ar"), " المولود في ", d.dob("ar", 1970, 1998, 2),
            " والقاطن بـ", d.addr("ar", rural=True), ".")
        d.p("الأعراض : ", d.H("هذيان واضطهاد وهلاوس سمعية"), " مع ", d.H("رفض الأكل والدواء منذ أسبوعين"), ".")
        d.p("التشخيص حسب الشهادة الطبية للدكتور ", d.N(psy, "ar"), " : ", d.H("ذهان حاد مع خطر الانتحار"), ".")
        d.p("تم نقل المريض على متن السيارة عدد ", d.plate(r.choice([1, 4, 5])), " إلى ", d.D("قسم الاستعجالي النفسي"), ".")
        d.p("مبلغ التسبقة : ", d.amount(50, 300, "د.ت", "ar"), " – سجل الإيواء عدد ", d.ref("HDT", 4))


@kind("chemotherapy_session_sheet", [("fr", "csv"), ("en", "docx"), ("mixed", "txt")])
def k_chemo(d):
    r = d.rng
    pt = d.person()
    onc = d.person()
    nurses = [d.person("f") for _ in range(2)]
    if d.lang == "fr":
        d.h("Hôpital de jour d'oncologie médicale – fiche de séances de chimiothérapie")
        d.kv([("Établissement", d.D("Institut Salah Azaiez")), ("Dossier", d.ref("ONC", 5)),
              ("Patient", d.N(pt, "caps")), ("Date de naissance", d.dob("fr", 1950, 1985, 0)),
              ("CIN", d.cin()), ("Téléphone", d.phone(6)), ("Matricule assuré", d.cnss(0)),
              ("Diagnostic", d.H(d.pick("adénocarcinome du côlon sigmoïde pT3N1M0", "adénocarcinome du rectum moyen ypT2N1",
                   "adénocarcinome gastrique métastatique au foie"))),
              ("Protocole", d.H("FOLFOX 4, 12 cures prévues")),
              ("Surface corporelle", d.H(f"surface corporelle {d.x(1.5, 2.0, 2)} m²")),
              ("Oncologue", d.N(onc))])
        rows = [["Date", "Cure", "Produit", "Dose administrée", "Tolérance", "Infirmière"]]
        tol = [d.H("nausées grade 1"), d.H("neutropénie grade 2, cure reportée d'une semaine"),
               d.H("paresthésies des extrémités grade 1"), d.H("diarrhée grade 2")]
        when = d.dates(4, "fr", 0)
        for i in range(4):
            rows.append([when[i], f"C{i + 3}", "Oxaliplatine" if i % 2 == 0 else "5-FU bolus",
                         "148 mg" if i % 2 == 0 else "696 mg", tol[i], d.N(nurses[i % 2], "initial")])
        d.table(rows)
        d.kv([("Lot oxaliplatine", d.D("Lot OXA2K4190")), ("Fauteuil", d.D("Salle 3 fauteuil 12")),
              ("Prochaine séance", d.date("fr", 3))])
    elif d.lang == "en":
        d.h("Chemotherapy day unit - session record")
        d.p(d.D("Oncology day hospital"), ", ", d.D("Abderrahmen Mami Hospital"), " - record ", d.ref("CDU", 5))
        d.kv([("Patient", d.N(pt)), ("Date of birth", d.dob("en", 1955, 1990, 1)), ("National ID", d.cin()),
              ("Phone", d.phone(0)), ("Email", d.email(pt, 0)), ("Home address", d.addr("en"))])
        d.p("Diagnosis: ", d.H("invasive ductal carcinoma of the left breast, HER2-positive"), ". Baseline ",
            d.H("LVEF 58 %"), " on echocardiography.")
        w = d.dates(2, "en", 2)
        d.table([["Date", "Cycle", "Drug and dose", "Observations"],
                 [w[0], "4", d.H("paclitaxel 80 mg/m² weekly"), d.H("peripheral neuropathy grade 1")],
                 [w[0], "4", d.H("trastuzumab 6 mg/kg every three weeks"), "no infusion reaction"],
                 [w[1], "5", "paclitaxel", d.H("ALT 3 times the upper limit")]])
        d.p("Nurse in charge: ", d.N(nurses[0]), ". Treating oncologist: Dr ", d.N(onc), ".")
        d.p("Drug cost covered under ", d.D("CNAM prior approval 24/118"), "; co-payment ", d.amount(30, 200, "TND", "en"), ".")
    else:
        d.h("HÔPITAL DE JOUR – ONCOLOGIE / مستشفى النهار لطب الأورام")
        d.raw("Patient / المريض : " + d.N(pt, "caps") + " – " + d.N(pt, "ar"))
        d.raw("Né le / تاريخ الولادة : " + d.dob("fr", 1980, 2004, 0))
        d.raw("N° affilié CNAM / رقم المنخرط : " + d.cnss(1))
        d.raw("Adresse / العنوان : " + d.addr("ar", split=True))
        d.raw("Personne à prévenir / شخص يتم الاتصال به : " + d.N(nurses[1], "ar") + " " + d.phone(2, indic_p=0.5))
        d.raw("")
        d.p("Diagnostic : ", d.H("lymphome de Hodgkin stade IIB"), " – التشخيص : ", d.H("ورم الغدد اللمفاوية هودجكين"), ".")
        d.p("Protocole ", d.H("ABVD cure 3/6"), " ; ", d.D("Bloc B – lit 7"), ".")
        day = d.date("fr", 0)
        d.table([["Date", "Produit / الدواء", "Effets / الأعراض"],
                 [day, "Doxorubicine 40 mg", d.H("تساقط الشعر")],
                 [day, "Bléomycine 16 mg", d.H("غثيان وقيء")],
                 [day, "Dacarbazine 620 mg", d.H("fièvre à 38,6 °C")]])
        d.p("Oncologue / الطبيب : ", d.N(onc, "ar"), " – ", d.ref("HDJ", 4))


@kind("endoscopy_report", [("fr", "md"), ("en", "txt"), ("ar", "docx")])
def k_endoscopy(d):
    r = d.rng
    pt, ref_dr, op = d.person(), d.person(), d.person()
    if d.lang == "fr":
        d.h("Compte rendu de fibroscopie œso-gastro-duodénale")
        d.p(d.D("Centre d'endoscopie digestive El Manar"), " – CR n° ", d.ref("END", 4), " du ", d.date("fr", 1))
        d.kv([("Patient", d.N(pt, "caps")), ("Date de naissance", d.dob("fr", 1950, 1990, 2)),
              ("CIN", d.cin()), ("Tél.", d.phone(3)), ("Adressé par", "Dr " + d.N(ref_dr))])
        d.p(B("Indication :"), " ", d.H(f"épigastralgies chroniques et anémie ferriprive (Hb {d.x(7.5, 10.5)} g/dl)"), ".")
        d.p(B("Appareil :"), " ", d.D("Vidéo-gastroscope Olympus GIF-H190"), ", sédation légère.")
        d.p(B("Résultats :"), " œsophage normal ; ", d.H("gastrite antrale nodulaire"), " ; ",
            d.H(f"ulcère bulbaire de {r.randint(5, 15)} mm à fond propre, Forrest III"), ".")
        d.p(B("Biopsies :"), " 5 biopsies (", d.D("protocole de Sydney"), "), ", d.H("test rapide à l'uréase positif"), ".")
        d.p(B("Conclusion :"), " ", d.H("infection à Helicobacter pylori"), ". Traitement proposé : ",
            d.H("quadrithérapie bismuthée pendant 10 jours"), ".")
        d.p("Dr ", d.N(op), ", gastro-entérologue. Copie au Dr ", d.S("PERSON", ref_dr.last_word.upper()), ".")
    elif d.lang == "en":
        d.h("COLONOSCOPY REPORT")
        d.raw("Report no.: " + d.ref("COL", 5) + "    Date of procedure: " + d.date("en", 0))
        d.raw("Patient: " + d.N(pt, "capsall"))
        d.raw("DOB: " + d.dob("en", 1955, 1980, 2))
        d.raw("ID card: " + d.cin() + "   Tel: " + d.phone(r.choice([0, 1, 8])))
        d.raw("Email: " + d.email(pt))
        d.raw("Address: " + d.addr("en", split=True))
        d.raw("")
        d.p("Indication: ", d.H("positive faecal immunochemical test"), " and ",
            d.H("family history of colorectal cancer"), ".")
        d.p("Bowel preparation: ", d.D("Boston Bowel Preparation Scale 8/9"), ".")
        d.p("Findings: ", d.H("sessile polyp of 12 mm in the sigmoid colon, removed by snare polypectomy"),
            "; ", d.H("internal haemorrhoids grade II"), ".")
        d.p("Histology: ", d.H("tubular adenoma with low-grade dysplasia"), ".")
        d.p("Follow-up colonoscopy in three years. Endoscopist: Dr ", d.N(op), ". Referring GP: Dr ", d.N(ref_dr), ".")
        d.p("Fee: ", d.amount(250, 600, "TND", "en"), " (", d.D("CNAM agreement 2024"), ").")
    else:
        d.h("تقرير منظار المعدة والمريء")
        d.p(d.D("قسم أمراض الجهاز الهضمي بمستشفى شارل نيكول"), " – تقرير عدد ", d.ref("م", 4))
        d.kv([("المريض", d.N(pt, "ar")), ("تاريخ الولادة", d.dob("ar", 1950, 1985, 1)),
              ("بطاقة التعريف", d.cin(0.5)), ("الهاتف", d.phone(2, indic_p=0.5)), ("العنوان", d.addr("ar"))])
        d.p("دواعي الفحص : ", d.H("نزيف هضمي علوي مع تقيؤ دموي"), ".")
        d.p("السوابق : ", d.H("تليف الكبد الناتج عن التهاب الكبد الفيروسي سي"), ".")
        d.p("النتائج : ", d.H("دوالي المريء من الدرجة الثالثة مع علامات حمراء"), ".")
        d.p("الإجراء : ", d.H("ربط الدوالي بالحلقات المطاطية"), " (", d.D("ست حلقات"), ").")
        d.p("الطبيب الفاحص : د. ", d.N(op, "ar"), " – الطبيب الموجه : د. ", d.N(ref_dr, "ar"), " – ", d.date("ar", 1))


@kind("pre_anaesthesia_consultation", [("fr", "docx"), ("mixed", "md"), ("en", "csv")])
def k_pre_anaesthesia(d):
    r = d.rng
    an = d.person()
    if d.lang == "fr":
        pt, surg = d.person("f"), d.person()
        d.h("Consultation pré-anesthésique")
        d.p(d.D("Clinique Les Oliviers"), " – ", d.D("Département d'anesthésie-réanimation"), " – fiche ", d.ref("CPA", 5))
        d.kv([("Nom et prénom", d.N(pt, "caps")), ("Date de naissance", d.dob("fr", 1960, 1995, 4)),
              ("CIN", d.cin()), ("Téléphone", d.phone(r.choice([0, 2, 4]))),
              ("Assurance", d.D("STAR Assurances") + ", police " + d.ref("SNT", 7, year=False)),
              ("Chirurgien", "Dr " + d.N(surg))])
        d.p(B("Intervention prévue : "), d.H(d.pick("cholécystectomie par cœlioscopie pour lithiase vésiculaire symptomatique",
                   "sleeve gastrectomie pour obésité morbide", "cure de hernie ombilicale étranglée")),
            " le ", d.date("fr", 1), ".")
        kg, cm = r.randint(78, 110), r.randint(155, 182)
        bmi = f"{kg / (cm / 100) ** 2:.1f}".replace(".", ",")
        d.table([["Paramètre", "Valeur"], ["Poids", f"{kg} kg"], ["Taille", f"{cm // 100},{cm % 100:02d} m"],
                 ["TA", f"{r.randint(135, 165)}/{r.randint(85, 100)} mmHg"]])
        d.p("Soit un ", d.H(f"IMC à {bmi} kg/m²"), ".")
        d.p(B("Antécédents : "), d.H("hypertension artérielle sous amlodipine 5 mg"), ", ", d.H("asthme allergique"),
            ", ", d.H("syndrome d'apnées du sommeil appareillé"), ".")
        d.p(B("Allergies : "), d.H("allergie au latex"), ".")
        d.p(B("Voies aériennes : "), d.H("Mallampati III, ouverture de bouche 3 cm"), " ; classe ", d.H("ASA II"), ".")
        d.p(B("Biologie : "), d.H(f"hémoglobine {d.x(10.5, 13.5)} g/dl"), ", ", d.H(f"kaliémie à {d.x(3.0, 3.4)} mmol/l"), ".")
        d.p(B("Consignes : "), d.H("arrêt de l'aspirine 100 mg cinq jours avant"), ", jeûne de six heures, ",
            d.D("protocole de réhabilitation améliorée"), ".")
        d.p("Médecin anesthésiste : Dr ", d.N(an), " – signature : ", d.N(an, "initial"))
    elif d.lang == "mixed":
        dad = d.person("m")
        child = d.person(family=(dad.ll, dad.la))
        d.h("Consultation pré-anesthésique pédiatrique / استشارة ما قبل التخدير للأطفال")
        d.p(d.D("Hôpital d'Enfants Béchir Hamza"), " – ", d.D("مصلحة التخدير والإنعاش"), " – ", d.ref("PED", 4))
        d.kv([(d.L("Enfant", "الطفل"), d.N(child, "ar")), (d.L("Nom (latin)", "الاسم بالفرنسية"), d.N(child, "caps")),
              (d.L("Date de naissance", "تاريخ الولادة"), d.dob("fr", 2014, 2020, 0)),
              (d.L("Père / tuteur", "الولي"), d.N(dad, "filiation")),
              (d.L("CIN du tuteur", "ب.ت.و الولي"), d.cin(0.5)),
              (d.L("Téléphone", "الهاتف"), d.phone(r.choice([2, 7]), indic_p=0.5)),
              (d.L("Adresse", "العنوان"), d.addr("ar"))])
        d.p("Intervention / العملية : ", d.H("استئصال اللوزتين واللحمية"), " – ", d.H("amygdalectomie pour angines à répétition"), ".")
        d.p("Antécédents / السوابق : ", d.H("ربو الأطفال تحت علاج بالبخاخ"), " ; ",
            d.H("choc anaphylactique au diclofénac en 2022"), ".")
        d.p("Examen / الفحص : ", d.H("poids 24 kg"), ", ", d.H("souffle cardiaque fonctionnel"), ", dents mobiles.")
        d.p("Consentement signé par le père / موافقة الولي : ", d.N(dad, "ar"), ".")
        d.p("Anesthésiste / طبيب التخدير : Dr ", d.N(an), " – ", d.date("fr", 0))
    else:
        d.h("Pre-anaesthesia clinic - weekly list")
        d.kv([("Unit", d.D("Day Surgery Unit, Sahloul University Hospital")), ("Anaesthetist", "Dr " + d.N(an)),
              ("Week", d.date("en", 2))])
        rows = [["Patient", "Date of birth", "Phone", "Procedure", "ASA", "Allergies / notes"]]
        procs = [("laparoscopic inguinal hernia repair", "ASA I", "no known allergy"),
                 ("total knee replacement", "ASA III", f"type 2 diabetes, HbA1c {d.x(7, 10)} %"),
                 ("thyroidectomy for multinodular goitre", "ASA II", "allergy to iodine contrast"),
                 ("septoplasty", "ASA I", "sleep apnoea, uses CPAP")]
        for proc, asa, note in procs:
            p = d.person()
            rows.append([d.N(p, "caps"), d.dob("en", 1950, 2002), d.phone(r.choice([0, 2, 6])), d.H(proc),
                         d.H(asa), d.H(note) if note != "no known allergy" else note])
        d.table(rows)
        d.kv([("Theatre", d.D("Theatre 2")), ("Form", d.D("SF-ANE-07 rev 3"))])


@kind("emergency_triage_sheet", [("fr", "csv"), ("ar", "txt"), ("en", "csv")])
def k_triage(d):
    r = d.rng
    if d.lang == "fr":
        d.h("Registre de tri – Service des urgences")
        d.kv([("Établissement", d.D("Urgences du CHU Farhat Hached")), ("Garde du", d.date("fr", 0)),
              ("Infirmier d'accueil", d.N(d.person(), "caps"))])
        rows = [["Arrivée", "Patient", "Né(e) le", "CIN", "Tél. accompagnant", "Motif", "Constantes", "Tri", "Orientation"]]
        cases = [("douleur thoracique constrictive depuis une heure", f"TA {r.randint(16, 20)}/{r.randint(9, 12)}, FC {r.randint(100, 130)}, SpO2 {r.randint(90, 95)} %", "1", "Salle de déchocage"),
                 ("crise d'asthme sévère", f"SpO2 {r.randint(82, 89)} %, FR {r.randint(28, 36)}/min", "2", "Box 4"),
                 ("plaie profonde de la main droite", "TA 12/7", "3", "Salle de suture"),
                 ("fièvre à 39,5 °C et raideur de la nuque", "T 39,5 °C", "2", "Isolement")]
        for i, (motif, cst, tri, ori) in enumerate(cases):
            p = d.person()
            rows.append([f"0{i + 1}:{r.randint(10, 59)}", d.N(p, "caps"), d.dob("fr", 1945, 2010, 0),
                         d.cin() if i != 2 else "non présentée", d.phone(r.choice([2, 6, 7])), d.H(motif), d.H(cst),
                         tri, d.D(ori)])
        p = d.person("m")
        rows.append(["04:50", d.N(p, "fr"), d.dob("fr", 1985, 2004, 0), d.cin(), d.phone(6),
                     "AVP, conducteur du véhicule " + d.plate(0) + ", " + d.H("traumatisme crânien avec perte de connaissance"),
                     d.H("Glasgow 13"), "1", d.D("Scanner cérébral")])
        d.table(rows)
        d.kv([("Régulation", d.D("SAMU 190")), ("Médecin de garde", d.N(d.person()))])
    elif d.lang == "ar":
        d.h("سجل الفرز بقسم الاستعجالي")
        d.p(d.D("قسم الاستعجالي بالمستشفى الجهوي بالقصرين"), " – حصة الاستمرار ليوم ", d.date("ar", 1))
        for i in range(3):
            p = d.person()
            kin = d.person()
            hs = [("ألم حاد في البطن مع تقيؤ", "ضغط الدم ٩/٦ ونبض ١٢٠"),
                  ("ضيق في التنفس مع ازرقاق الشفتين", "نسبة الأكسجين ٨٥ ٪"),
                  ("حروق من الدرجة الثانية في الذراع اليسرى", "حرارة ٣٨ درجة")][i]
            d.raw(f"الحالة {i + 1}")
            d.raw("الاسم واللقب : " + d.N(p, "ar"))
            d.raw("تاريخ الولادة : " + d.dob("ar", 1950, 2015))
            d.raw("بطاقة التعريف : " + (d.cin(0.5) if i != 1 else "غير متوفرة"))
            d.raw("المرافق : " + d.N(kin, "ar") + " – الهاتف " + d.phone(r.choice([2, 3, 6]), indic_p=0.7))
            d.raw("الشكوى : " + d.H(hs[0]))
            d.raw("العلامات الحيوية : " + d.H(hs[1]))
            d.raw("درجة الأولوية : " + d.D(["الأولوية القصوى", "أولوية متوسطة", "أولوية عادية"][i]))
            d.raw("")
        p = d.person("m")
        d.p("وصل على متن سيارة ", d.D("الحماية المدنية"), " المصاب ", d.N(p, "ar"), " إثر حادث مرور، السيارة عدد ",
            d.plate(r.choice([1, 4])), "، مع ", d.H("كسر مفتوح في الساق اليمنى"), ".")
        d.p("الطبيب المناوب : د. ", d.N(d.person(), "ar"))
    else:
        d.h("Emergency department - tourist triage log")
        d.kv([("Site", d.D("Djerba Midoun regional hospital, emergency unit")), ("Shift", d.date("en", 0))])
        rows = [["Time", "Name", "DOB", "Passport / ID", "Contact", "Hotel", "Complaint", "Vitals", "Level"]]
        cases = [("acute gastroenteritis with dehydration", "BP 90/60, HR 118"),
                 ("heat stroke, temperature 40.2 °C", "GCS 14"),
                 ("suspected fracture of the left wrist", "pain 8/10"),
                 ("allergic reaction to shellfish with lip swelling", "SpO2 96 %")]
        for i, (c, v) in enumerate(cases):
            p = d.person()
            rows.append([f"{10 + i}:{r.randint(10, 59)}", d.N(p, "fr"), d.dob("en", 1950, 2012),
                         d.passport() if i % 2 == 0 else d.cin(), d.phone(r.choice([0, 1, 5])),
                         d.D(["Hotel Les Dunes Bleues", "Residence Palm Azur", "Hotel Ulysse Garden", "Club Sidi Mahrez"][i]),
                         d.H(c), d.H(v), str(i % 3 + 2)])
        d.table(rows)
        d.kv([("Interpreter", d.N(d.person())), ("Incident book", d.ref("ED", 4))])


@kind("tb_treatment_card", [("fr", "txt"), ("ar", "csv"), ("mixed", "docx")])
def k_tb(d):
    r = d.rng
    if d.lang == "fr":
        pt = d.person()
        d.h("CARTE DE TRAITEMENT ANTITUBERCULEUX")
        d.p(d.D("Programme National de Lutte Antituberculeuse"), " – ", d.D("Centre de Santé de Base de Haffouz"))
        d.raw("N° registre TB : " + d.ref("TB", 3))
        d.raw("Nom et prénom : " + d.N(pt, "capsall"))
        d.raw("Date de naissance : " + d.dob("fr", 1950, 2000, 3))
        d.raw("CIN : " + d.cin())
        d.raw("Adresse : " + d.addr("fr", rural=True, split=True))
        d.raw("Téléphone : " + d.phone(r.choice([2, 3])))
        kin = d.person(family=(pt.ll, pt.la))
        d.raw("Superviseur du traitement (DOTS) : " + d.N(kin) + ", tél. " + d.phone(7))
        d.raw("")
        d.p("Diagnostic : ", d.H(f"tuberculose pulmonaire à microscopie positive (BK+ {r.choice([1, 2, 3])} croix)"), " ; ",
            d.H("GeneXpert MTB détecté, rifampicine sensible"), " ; ", d.H("sérologie VIH négative"), ".")
        d.p("Régime : ", d.H("2RHZE/4RH"), " – ", d.H(f"poids initial {r.randint(41, 66)} kg"), ", 4 comprimés par jour.")
        rows = [["Mois", "Date", "Prises observées", "Poids", "Contrôle"]]
        when = d.dates(4, "fr", 0, gap=(26, 28))
        ctrl = ["", d.H("BK de contrôle négatif au 2e mois"), d.H("hépatite médicamenteuse, ALAT 4 fois la normale"),
                d.H("BK négatif au 5e mois")]
        for i in range(4):
            rows.append([str(i + 1), when[i], f"{26 + i % 3}/28", f"{52 + i} kg", ctrl[i]])
        d.table(rows)
        d.p("Enquête autour du cas :")
        c1, c2 = d.person(family=(pt.ll, pt.la)), d.person(family=(pt.ll, pt.la))
        d.table([["Contact", "Né(e) le", "Résultat"],
                 [d.N(c1, "fr"), d.dob("fr", 2019, 2022, 0), d.H("chimioprophylaxie par isoniazide 6 mois")],
                 [d.N(c2, "fr"), d.dob("fr", 1960, 1990, 0), d.H("IDR 15 mm, radiographie normale")]])
        d.raw("Observance : " + d.S("PERSON", pt.fl) + " vient chaque matin au centre.")
        d.raw("Médecin : Dr " + d.N(d.person()))
    elif d.lang == "ar":
        d.h("سجل مرضى السل – مركز الصحة الأساسية")
        d.kv([("المركز", d.D("مركز الصحة الأساسية بالرقاب")), ("السنة", d.D("سنة 2024"))])
        rows = [["رقم السجل", "الاسم واللقب", "تاريخ الولادة", "ب.ت.و", "العنوان", "الهاتف", "نوع السل", "العلاج", "المتابعة"]]
        forms = [("سل رئوي إيجابي اللطاخة", "حمى ليلية وفقدان ٨ كغ من الوزن"), ("سل الغدد اللمفاوية بالرقبة", "انتفاخ الغدد"),
                 ("سل العمود الفقري", "ألم ظهر مزمن"), ("سل رئوي سلبي اللطاخة", "سعال مزمن مع بلغم دموي")]
        for i, (f, sx) in enumerate(forms):
            p = d.person()
            rows.append([d.D(f"TB-{r.randint(2023, 2024)}/{r.randint(10, 99)}{i}"), d.N(p, "ar"), d.dob("ar", 1950, 2005),
                         d.cin(0.5), d.addr("ar", rural=(i % 2 == 0)), d.phone(r.choice([2, 6]), indic_p=0.5), d.H(f),
                         "2RHZE/4RH", d.H(sx)])
        d.table(rows)
        d.kv([("الممرض المسؤول", d.N(d.person(), "ar")), ("تاريخ التحيين", d.date("ar", 4))])
    else:
        pt = d.person()
        d.h("Carte de suivi – Tuberculose / بطاقة متابعة مريض السل")
        d.p(d.D("Service de pneumologie, Hôpital Abderrahmen Mami de l'Ariana"), " – ", d.D("قسم الأمراض الصدرية"))
        d.kv([(d.L("Nom et prénom", "الاسم واللقب"), d.N(pt, "ar")),
              (d.L("Nom (latin)", "الاسم باللاتينية"), d.N(pt, "caps")),
              (d.L("Date de naissance", "تاريخ الولادة"), d.dob("ar", 1955, 1995, 1)),
              (d.L("N° assuré CNSS", "رقم الضمان الاجتماعي"), d.cnss(r.choice([0, 1]))),
              (d.L("Adresse", "العنوان"), d.addr("fr")),
              (d.L("Téléphone", "الهاتف"), d.phone(r.choice([0, 9])))])
        d.p("Localisation / الموقع : ", d.H("tuberculose ganglionnaire cervicale"), " – ", d.H("سل الغدد اللمفاوية بالرقبة"), ".")
        d.p("Comorbidités / أمراض مصاحبة : ", d.H(f"diabète déséquilibré, HbA1c {d.x(8.5, 12)} %"), " ; ", d.H("قصور كلوي خفيف"), ".")
        d.table([["Date / التاريخ", "Poids / الوزن", "Observation / ملاحظة"],
                 [d.date("fr", 0), "61 kg", d.H("douleurs articulaires sous pyrazinamide")],
                 [d.date("fr", 0), "63 kg", d.H("fistulisation ganglionnaire")]])
        d.p("Médecin référent / الطبيب : Dr ", d.N(d.person()), " – ", d.ref("PNE", 4))


@kind("dietitian_followup", [("fr", "md"), ("en", "docx"), ("mixed", "csv")])
def k_diet(d):
    r = d.rng
    if d.lang == "fr":
        pt = d.person()
        d.h("Suivi diététique")
        d.p(d.D("Cabinet de diététique Nutri-Equilibre"), " – séance n° 3 – ", d.date("fr", 1))
        d.kv([("Patient(e)", d.N(pt)), ("Date de naissance", d.dob("fr", 1970, 2000, 0)),
              ("Téléphone", d.phone(r.choice([2, 3, 9]))), ("Courriel", d.email(pt)), ("Adresse", d.addr("fr"))])
        d.p("Motif : ", d.H("obésité de grade II"), " ; ", d.H("diabète de type 2 sous metformine 850 mg"), ".")
        when = d.dates(3, "fr", 0, gap=(20, 28))
        d.table([["Date", "Poids", "Tour de taille"], [when[0], "104,2 kg", "118 cm"], [when[1], "101,7 kg", "115 cm"],
                 [when[2], "99,8 kg", "113 cm"]])
        d.p("Soit un ", d.H(f"IMC de {d.x(35, 39.9)} kg/m²"), " à la dernière mesure. Bilan : ", d.H("stéatose hépatique"), ", ",
            d.H(f"triglycérides à {d.x(1.8, 3.5)} g/l"), ".")
        d.p("Particularités : ", d.H("intolérance au lactose"), ". Objectif : perte de 5 % en trois mois.")
        d.p("Tarif de la séance : ", d.amount(30, 60, "DT"), ". Diététicienne : ", d.N(d.person("f")), ".")
    elif d.lang == "en":
        pt = d.person("f")
        d.h("Dietetic follow-up - pregnancy")
        d.p(d.D("Nutrition clinic, La Rabta Hospital"), " - file ", d.ref("NUT", 5))
        d.kv([("Client", d.N(pt)), ("Date of birth", d.dob("en", 1985, 2000, 1)), ("Mobile", d.phone(0)),
              ("Email", d.email(pt)), ("Address", d.addr("en"))])
        d.p("Reason for referral: ", d.H("gestational diabetes at 28 weeks"), " with ", d.H(f"fasting glucose {d.x(0.95, 1.2, 2)} g/L"), ".")
        d.p("Also noted: ", d.H(f"iron-deficiency anaemia, ferritin {r.randint(4, 14)} ng/mL"), " and ", d.H("coeliac disease"), ".")
        d.table([["Visit", "Weight", "Comment"], [d.date("en", 0), "71 kg", "start of gluten-free plan"],
                 [d.date("en", 0), "72.5 kg", d.H(f"postprandial glucose {d.x(1.3, 1.9, 2)} g/L")]])
        d.p("Fee paid online with card ", d.card(r.choice([0, 1])), "; receipt ", d.ref("RC", 6), ".")
        d.p("Dietitian: ", d.N(d.person()), ". Obstetrician informed: Dr ", d.N(d.person()), ".")
    else:
        d.h("Suivi nutritionnel – liste des patients / قائمة المتابعة الغذائية")
        rows = [["Nom / الاسم", "Nom latin", "Né(e) le", "Tél.", "Problème / المشكل", "Poids", "Prochain RDV"]]
        probs = ["السمنة المفرطة", "maladie cœliaque", "فقر الدم بنقص الحديد", "dénutrition après chimiothérapie",
                 "ارتفاع الكوليسترول"]
        when = d.dates(5, "fr", 0, gap=(1, 3))
        for i, pb in enumerate(probs):
            p = d.person()
            rows.append([d.N(p, "ar"), d.N(p, "caps"), d.dob("fr", 1950, 2010), d.phone(r.choice([2, 3, 6]), indic_p=0.3),
                         d.H(pb), f"{r.randint(45, 120)} kg", when[i]])
        d.table(rows)
        d.kv([("Centre", d.D("Centre de nutrition de Sfax")), ("Diététicienne / أخصائية التغذية", d.N(d.person("f"), "ar"))])


@kind("divorce_petition", [("fr", "docx"), ("ar", "txt"), ("mixed", "md")])
def k_divorce(d):
    r = d.rng
    wife, hus, lawyer = d.person("f"), d.person("m"), d.person()
    kids = [d.person(family=(hus.ll, hus.la)) for _ in range(2)]
    if d.lang == "fr":
        d.h("REQUÊTE EN DIVORCE POUR PRÉJUDICE")
        d.p("À Monsieur le Président du ", d.D("Tribunal de première instance de Tunis"), " – ", d.D("Chambre du statut personnel"))
        d.p(B("Pour : "), "Madame ", d.N(wife, "filiation"), ", née le ", d.dob("fr", 1980, 1995, 1),
            ", titulaire de la CIN n° ", d.cin(), ", demeurant ", d.addr("fr"), ", tél. ", d.phone(r.choice([0, 2])),
            ", ayant pour conseil Maître ", d.N(lawyer), ", avocat près la ", d.D("Cour d'appel de Tunis"), ".")
        d.p(B("Contre : "), "Monsieur ", d.N(hus, "capsall"), ", né le ", d.dob("fr", 1975, 1990, 0), ", CIN ",
            d.cin(), ", demeurant ", d.addr("fr"), ", employé à la ", d.D("Société Tunisienne de l'Électricité et du Gaz"), ".")
        d.h("Les faits", 2)
        d.p("Les époux se sont mariés le ", d.date("fr", 1, 2004, 2009), ". De cette union sont nés ", d.N(kids[0]),
            " le ", d.dob("fr", 2010, 2015, 0), " et ", d.N(kids[1]), " le ", d.dob("fr", 2015, 2019, 0), ".")
        d.p("Depuis deux ans, le défendeur a quitté le domicile conjugal. La requérante souffre d'un ",
            d.H("état dépressif réactionnel traité par sertraline 50 mg"), ", attesté par certificat médical, et l'enfant ",
            d.S("PERSON", kids[1].fl), " est suivi pour un ", d.H("asthme persistant modéré"), ".")
        d.h("Par ces motifs", 2)
        d.p("Vu l'", d.D("article 31 du Code du statut personnel"), ", plaise au Tribunal de prononcer le divorce, de confier la garde ",
            "des enfants à la mère, de fixer la pension alimentaire à ", d.amount(300, 600, "dinars"),
            " par mois et par enfant, à verser sur le compte n° ", d.rib(r.choice([1, 2]))[0],
            ", et d'attribuer à la requérante le véhicule immatriculé ", d.plate(r.choice([0, 1])), ".")
        d.p("Affaire n° ", d.ref("SP", 5), " – Tunis, le ", d.date("fr", 1))
        d.p("Pour la requérante, Maître ", d.S("PERSON", lawyer.last_word.upper()))
    elif d.lang == "ar":
        d.h("عريضة دعوى في الطلاق")
        d.p("إلى السيد رئيس ", d.D("المحكمة الابتدائية بصفاقس"), " – ", d.D("دائرة الأحوال الشخصية"))
        d.raw("المدعية : " + d.N(wife, "filiation_ar"))
        d.raw("المولودة في : " + d.dob("ar", 1980, 1996, 2))
        d.raw("صاحبة بطاقة التعريف الوطنية عدد : " + d.cin(0.6))
        d.raw("القاطنة بـ : " + d.addr("ar", split=True))
        d.raw("نائبها : الأستاذ " + d.N(lawyer, "ar") + " المحامي")
        d.raw("")
        d.raw("المدعى عليه : " + d.N(hus, "filiation_ar"))
        d.raw("المولود في : " + d.dob("ar", 1970, 1990, 1))
        d.raw("بطاقة التعريف عدد : " + d.cin(0.6))
        d.raw("العنوان : " + d.addr("ar", rural=True))
        d.raw("الهاتف : " + d.phone(r.choice([2, 6]), indic_p=0.5))
        d.raw("")
        d.p("الموضوع : طلب الطلاق إنشاء طبق ", d.D("الفصل 31 من مجلة الأحوال الشخصية"), ".")
        d.p("تزوج الطرفان بتاريخ ", d.date("ar", 1, 2005, 2012), " وأنجبا الطفلة ", d.N(kids[0], "ar"), " المولودة في ",
            d.dob("ar", 2008, 2014, 2), " المصابة ب", d.H("مرض السكري من النوع الأول"), " والتي تحتاج إلى ",
            d.H("حقن الأنسولين أربع مرات يوميا"), ".")
        d.p("تطلب المدعية نفقة قدرها ", d.amount(250, 500, "دينار", "ar"), " شهريا تحول إلى حسابها البنكي عدد ",
            d.rib(0)[0], " مع الحكم لها بالحضانة.")
        d.p("القضية عدد ", d.ref("ق", 5), " – ", d.D("صندوق ضمان النفقة وجراية الطلاق"))
    else:
        d.h("Requête en divorce par consentement mutuel / طلب طلاق بالتراضي")
        d.p(d.D("Tribunal de première instance de l'Ariana"), " – ", d.D("المحكمة الابتدائية بأريانة"))
        d.kv([(d.L("L'époux", "الزوج"), d.N(hus, "fr") + " – " + d.N(hus, "ar")),
              (d.L("Né le", "تاريخ الولادة"), d.dob("fr", 1970, 1990, 3)),
              (d.L("Passeport (résident à Lyon)", "جواز السفر"), d.passport()),
              (d.L("Courriel", "البريد الإلكتروني"), d.email(hus)),
              (d.L("L'épouse", "الزوجة"), d.N(wife, "caps") + " – " + d.N(wife, "ar")),
              (d.L("Née le", "تاريخ الولادة"), d.dob("ar", 1975, 1995, 1)),
              (d.L("CIN", "ب.ت.و"), d.cin(0.4)),
              (d.L("Téléphone", "الهاتف"), d.phone(r.choice([0, 1, 4]))),
              (d.L("Domicile", "المقر"), d.addr("fr"))])
        d.p("Enfant / الأبناء : ", d.N(kids[0], "fr"), " (", d.dob("fr", 2012, 2018, 0), "), atteint(e) d'une ",
            d.H("surdité bilatérale appareillée"), " – ", d.H("إعاقة سمعية"), ".")
        d.p("Accord / الاتفاق : le logement reste à l'épouse ; le véhicule ", d.plate(r.choice([1, 3])),
            " revient à l'époux ; pension de ", d.amount(350, 700, "DT"), " virée sur l'IBAN ", d.iban(1), ".")
        d.p("Avocat / المحامي : Maître ", d.N(lawyer), " – ", d.ref("DCM", 4), " – ", d.D("الفصل 31 من مجلة الأحوال الشخصية"))


@kind("final_pay_settlement", [("fr", "txt"), ("en", "md"), ("ar", "docx")])
def k_settlement(d):
    r = d.rng
    emp, hr = d.person(), d.person()
    if d.lang == "fr":
        d.h("REÇU POUR SOLDE DE TOUT COMPTE")
        d.raw("Employeur : " + d.D("Société Méditerranéenne de Câblage SARL") + " – MF " + d.tax(0))
        d.raw("Siège : " + d.D("Zone industrielle de Mghira, Ben Arous"))
        d.raw("")
        d.p("Je soussigné(e) ", d.N(emp, "capsall"), ", titulaire de la CIN n° ", d.cin(), ", immatriculé(e) à la CNSS sous le n° ",
            d.cnss(r.choice([0, 1, 2])), ", demeurant ", d.addr("fr", split=True),
            ", reconnais avoir reçu de mon employeur la somme de ", d.amount(2000, 9000, "DT"), " pour solde de tout compte.")
        d.p("Motif de la rupture : licenciement pour inaptitude médicale définitive au poste, après avis du ",
            d.D("Groupement de médecine du travail de Ben Arous"), " : ", d.H("lombalgie chronique sur hernie discale L5-S1"),
            " avec ", d.H("contre-indication au port de charges de plus de 5 kg"), ".")
        d.table([["Élément", "Montant"], ["Salaire du mois", d.amount(900, 1800, "DT")],
                 ["Indemnité compensatrice de congés payés", d.amount(300, 900, "DT")],
                 ["Indemnité de licenciement", d.amount(1500, 5000, "DT")]])
        d.p("Montant viré sur le compte bancaire n° ", d.rib(r.choice([0, 3]))[0], " le ", d.date("fr", 0), ".")
        d.p("Le salarié a restitué le badge et le véhicule de service immatriculé ", d.plate(0), ".")
        d.p("Fait à Ben Arous, le ", d.date("fr", 1), ", en deux exemplaires (", d.D("article 15 du Code du travail"), ").")
        d.raw("Lu et approuvé – " + d.N(emp, "initial"))
        d.raw("Pour l'employeur, le responsable RH : " + d.N(hr))
    elif d.lang == "en":
        d.h("Final settlement statement")
        d.p("Dear ", d.S("PERSON", emp.fl), ", please find below the detail of your final pay.")
        d.kv([("Employer", d.D("Offshore Contact Centre SARL")), ("Employer tax ID", d.tax(1)),
              ("Employee", d.N(emp)), ("Date of birth", d.dob("en", 1985, 2000)), ("National ID", d.cin()),
              ("CNSS number", d.cnss(0)), ("Personal email", d.email(emp)), ("Mobile", d.phone(r.choice([0, 8]))),
              ("Last day worked", d.date("en", 0))])
        d.p("The employee resigned after a period of sick leave for ", d.H("burn-out syndrome"), " and ",
            d.H("generalised anxiety disorder"), " certified by the occupational physician.")
        d.table([["Item", "Amount"], ["Salary for the month", d.amount(1200, 2500, "TND", "en")],
                 ["Unused leave (12.5 days)", d.amount(500, 1100, "TND", "en")],
                 ["Attendance bonus", d.amount(100, 300, "TND", "en")]])
        d.p("Net amount paid by transfer to IBAN ", d.iban(1), ". Reference ", d.ref("HR", 5), ".")
        d.p("Prepared by ", d.N(hr), ", HR business partner. Acknowledged by ", d.S("PERSON", emp.last_word.upper()), ".")
    else:
        d.h("وصل تصفية كل الحسابات")
        d.kv([("المؤجر", d.D("شركة الجنوب للنسيج")), ("المعرف الجبائي", d.tax(r.choice([0, 2]))),
              ("الأجير", d.N(emp, "ar")), ("تاريخ الولادة", d.dob("ar", 1970, 1995)), ("رقم بطاقة التعريف", d.cin(0.5)),
              ("رقم الانخراط بالصندوق الوطني للضمان الاجتماعي", d.cnss(r.choice([0, 3]))),
              ("العنوان", d.addr("ar"))])
        d.p("أقر أنا الممضي أسفله بأنني تسلمت من مؤجري مبلغ ", d.amount(1500, 7000, "د.ت", "ar"),
            " بعنوان تصفية كل الحسابات إثر انتهاء علاقة الشغل بسبب ", d.H("ربو مهني ناتج عن غبار القطن"), ".")
        d.p("تم تحويل المبلغ إلى الحساب عدد ", d.rib(1)[0], " بتاريخ ", d.date("ar", 0), " طبقا لـ",
            d.D("الفصل 14 من مجلة الشغل"), ".")
        d.p("إمضاء الأجير : ", d.N(emp, "ar"), " – عن المؤجر : ", d.N(hr, "ar"))


@kind("direct_debit_mandate", [("fr", "csv"), ("mixed", "txt"), ("en", "docx")])
def k_mandate(d):
    r = d.rng
    if d.lang == "fr":
        d.h("Lot de mandats de prélèvement – export du " + d.date("fr", 0))
        d.kv([("Créancier", d.D("Assurances Maghrebia")), ("Identifiant créancier", d.D("ICS TN-PRL-000417")),
              ("Lot", d.ref("LOT", 4))])
        rows = [["RUM", "Débiteur", "CIN", "RIB", "Montant", "Périodicité", "Téléphone", "Statut"]]
        for i in range(r.randint(4, 6)):
            p = d.person()
            bad = i == 3
            rows.append([d.ref("RUM", 6, year=False), d.N(p, "caps" if i % 2 else "fr"), d.cin(),
                         d.badrib(0) if bad else d.rib(r.choice([0, 1, 2]))[0], d.amount(40, 400, "DT"),
                         "mensuelle" if i % 2 else "trimestrielle", d.phone(r.choice([2, 6, 7])),
                         "Rejet : RIB invalide" if bad else "Actif"])
        d.table(rows)
    elif d.lang == "mixed":
        parent = d.person()
        child = d.person(family=(parent.ll, parent.la))
        d.h("MANDAT DE PRÉLÈVEMENT / إذن بالاقتطاع البنكي")
        d.raw("Créancier / الدائن : " + d.D("École Internationale de Carthage") + " – " + d.D("Référence créancier ECOLE-2024-88"))
        d.raw("")
        d.raw("Débiteur / المدين : " + d.N(parent, "caps"))
        d.raw("الاسم بالعربية : " + d.N(parent, "ar"))
        d.raw("CIN / ب.ت.و : " + d.cin(0.4))
        d.raw("Adresse / العنوان : " + d.addr("fr", split=True))
        d.raw("Tél. / الهاتف : " + d.phone(r.choice([0, 2, 7])))
        d.raw("E-mail : " + d.email(parent))
        d.raw("IBAN : " + d.iban(r.choice([0, 1])))
        d.raw("Banque / البنك : " + d.D("Banque de Tunisie"))
        d.raw("")
        d.p("Élève / التلميذ : ", d.N(child, "fr"), ", né(e) le ", d.dob("fr", 2010, 2018, 0), ", classe de 5e – ",
            "frais de scolarité de ", d.amount(600, 1500, "DT"), " prélevés le 5 de chaque mois.")
        d.p("Remarque infirmerie / ملاحظة صحية : ", d.H("allergie sévère à l'arachide, stylo d'adrénaline en classe"),
            " – ", d.H("حساسية من الفول السوداني"), ".")
        d.raw("Signature / الإمضاء : " + d.N(parent, "ar") + "    " + d.date("fr", 3))
    else:
        p = d.person()
        d.h("Direct debit mandate - motor insurance premium")
        d.p("Creditor: ", d.D("Comar Assurances"), ", policy ", d.ref("AUTO", 7, year=False), ".")
        d.kv([("Account holder", d.N(p, "capsall")), ("Address", d.addr("en")), ("Mobile", d.phone(0)),
              ("Email", d.email(p)), ("IBAN", d.iban(1)), ("Bank", d.D("Amen Bank")),
              ("Insured vehicle", "Kia Picanto, registration " + d.plate(r.choice([0, 2, 3]))),
              ("Backup card", d.card(r.choice([0, 1])))])
        d.p("Premium: ", d.amount(400, 1200, "TND", "en"), " per year, collected in four instalments.")
        d.p("Driver declaration: ", d.H("insulin-treated type 1 diabetes"), ", ", d.H("no hypoglycaemic episode while driving in 2023"), ".")
        d.p("Signed by ", d.N(p), " on ", d.date("en", 0), ". Not valid without the ", d.D("Amen Bank branch stamp"), ".")


@kind("takaful_policy_proposal", [("fr", "md"), ("ar", "csv"), ("en", "txt")])
def k_takaful(d):
    r = d.rng
    if d.lang == "fr":
        p = d.person()
        spouse = d.person("f" if p.g == "m" else "m")
        kid = d.person(family=(p.ll, p.la) if p.g == "m" else (spouse.ll, spouse.la))
        d.h("Proposition d'adhésion – Takaful Famille")
        d.p(d.D("Zitouna Takaful"), " – proposition n° ", d.ref("ZT", 6), " – agence de Sousse")
        d.kv([("Participant", d.N(p, "filiation")), ("Date de naissance", d.dob("fr", 1970, 1995, 2)),
              ("CIN", d.cin()), ("Adresse", d.addr("fr")), ("GSM", d.phone(r.choice([2, 3, 4]))),
              ("E-mail", d.email(p)), ("Matricule fiscal (activité libérale)", d.tax(r.choice([1, 3])))])
        d.h("Bénéficiaires en cas de décès", 2)
        d.table([["Nom", "Lien", "Né(e) le", "Part"], [d.N(spouse, "caps"), "conjoint", d.dob("fr", 1970, 1998, 0), "50 %"],
                 [d.N(kid, "caps"), "enfant", d.dob("fr", 2005, 2020, 0), "50 %"]])
        d.h("Questionnaire de santé", 2)
        d.p("1. Suivez-vous un traitement ? Oui : ", d.H("hypertension artérielle traitée par périndopril 5 mg"), ".")
        d.p("2. Intervention chirurgicale ? ", d.H("cure de hernie discale lombaire en 2019"), ".")
        d.p("3. Taille et poids : ", d.H(f"1,{r.randint(60, 85)} m pour {r.randint(70, 105)} kg"), ". 4. Tabac : ", d.H(f"fumeur de {r.choice([5, 10, 15, 20, 30])} cigarettes par jour"), ".")
        d.h("Contribution", 2)
        d.p("Capital décès ", d.amount(30000, 90000, "DT"), ", contribution annuelle ", d.amount(600, 1800, "DT"),
            ", prélevée sur le RIB ", d.rib(r.choice([1, 4]), bank="25")[0], " (", d.D("article 7 des conditions générales"), ").")
    elif d.lang == "ar":
        d.h("قائمة المنخرطين في التأمين التكافلي العائلي")
        d.kv([("الشركة", d.D("الزيتونة تكافل")), ("الفرع", d.D("فرع القيروان")), ("تاريخ الاستخراج", d.date("ar", 0))])
        rows = [["عدد المطلب", "المشارك", "تاريخ الولادة", "ب.ت.و", "الهاتف", "المستفيد", "التصريح الصحي", "المساهمة"]]
        decl = ["لا شيء", "ارتفاع ضغط الدم منذ 2018", "عملية استئصال المرارة سنة 2021", "مرض الغدة الدرقية تحت العلاج",
                "الربو المزمن"]
        for i, h in enumerate(decl):
            p, b = d.person(), d.person()
            rows.append([d.ref("ت", 5, year=False), d.N(p, "ar"), d.dob("ar", 1960, 2000), d.cin(0.5),
                         d.phone(r.choice([2, 6]), indic_p=0.5), d.N(b, "ar"), d.H(h) if i else h,
                         d.amount(300, 1500, "د.ت", "ar")])
        d.table(rows)
    else:
        p = d.person()
        d.h("MOTOR TAKAFUL PROPOSAL FORM")
        d.raw("Operator: " + d.D("El Amana Takaful") + "    Proposal: " + d.ref("MT", 6))
        d.raw("")
        d.raw("Proposer ........ " + d.N(p))
        d.raw("Date of birth ... " + d.dob("en", 1960, 2000, 1))
        d.raw("Passport ........ " + d.passport() + " (returning resident)")
        d.raw("Address ......... " + d.addr("en", split=True))
        d.raw("Phone ........... " + d.phone(r.choice([0, 1, 4])))
        d.raw("Email ........... " + d.email(p))
        d.raw("Vehicle ......... Renault Clio 2021, plate " + d.plate(r.choice([0, 2])))
        d.raw("")
        d.p("Medical declaration of the main driver: ", d.H("epilepsy controlled by valproate, no seizure since 2019"),
            "; ", d.H("wears corrective lenses"), ".")
        d.p("Contribution: ", d.amount(500, 1500, "TND", "en"), " paid by card ", d.card(0), " (", d.D("Mastercard Gold"), ").")
        d.p("Refunds, if any, to IBAN ", d.iban(0), ".")
        d.p("Declared at ", d.D("Sousse branch"), " on ", d.date("en", 1), ". Signature: ", d.N(p, "initial"))


@kind("residence_certificate_request", [("fr", "txt"), ("ar", "md"), ("mixed", "docx")])
def k_residence(d):
    r = d.rng
    ap, w1, w2, omda = d.person(), d.person(), d.person(), d.person("m")
    if d.lang == "fr":
        d.h("DEMANDE DE CERTIFICAT DE RÉSIDENCE")
        d.p("À Monsieur le Président de la ", d.D("Municipalité de La Marsa"), " – ", d.D("Arrondissement municipal de Gammarth"))
        d.p("Je soussigné(e) ", d.N(ap, "filiation"), ", né(e) le ", d.dob("fr", 1950, 1990, 5), " à Béja, titulaire de la CIN n° ",
            d.cin(), " délivrée à Tunis le ", d.date("fr", 0, 2015, 2020), ", demeurant à l'adresse suivante :")
        d.raw("    " + d.addr("fr", split=True, style=r.choice([0, 1])))
        d.raw("    téléphone : " + d.phone(r.choice([2, 3, 9])))
        d.raw("")
        d.p("sollicite la délivrance d'un certificat de résidence en vue de ma demande de carte de soins gratuits (",
            d.D("Assistance Médicale Gratuite"), "), étant atteint(e) d'une ",
            d.H("insuffisance rénale chronique terminale sous hémodialyse trois fois par semaine"), ".")
        d.p("Témoins :")
        d.table([["Nom et prénom", "CIN", "Adresse"], [d.N(w1, "caps"), d.cin(), d.addr("fr", style=0)],
                 [d.N(w2, "caps"), d.cin(), d.addr("fr", style=2)]])
        d.p("Pièces jointes : copie de la facture ", d.D("STEG n° 4471-09"), ", ", d.D("timbre fiscal de 3 dinars"), ".")
        d.p("Visa du chef de secteur (omda) : ", d.N(omda), " – La Marsa, le ", d.date("fr", 5))
    elif d.lang == "ar":
        d.h("مطلب في الحصول على شهادة إقامة")
        d.p("إلى السيد رئيس ", d.D("بلدية صفاقس"), " – ", d.D("الدائرة البلدية بالمدينة"))
        d.kv([("الاسم واللقب", d.N(ap, "filiation_ar")), ("تاريخ ومكان الولادة", d.dob("ar", 1950, 1995, 1) + " بصفاقس"),
              ("رقم بطاقة التعريف الوطنية", d.cin(0.6)), ("العنوان", d.addr("ar", style=r.choice([0, 2]))),
              ("الهاتف", d.phone(r.choice([2, 6]), indic_p=0.6))])
        d.p("الغرض : تكوين ملف للحصول على بطاقة إعاقة بسبب ", d.H("إعاقة حركية بنسبة 60 بالمائة إثر شلل نصفي أيمن"), ".")
        d.p("الشاهد الأول : ", d.N(w1, "ar"), "، بطاقة تعريف عدد ", d.cin(0.5))
        d.p("الشاهد الثاني : ", d.N(w2, "ar"), "، بطاقة تعريف عدد ", d.cin(0.5))
        d.p("ويشهد كل من ", d.N(w1, "ar"), " و", d.N(w2, "ar"), " بأن الطالب يقيم فعليا بالعنوان المذكور منذ أكثر من سنة.")
        d.p("تأشيرة العمدة : ", d.N(omda, "ar"), " – حرر بصفاقس في ", d.date("ar", 1))
        d.p("المرجع القانوني : ", d.D("القانون الأساسي عدد 29 لسنة 2018"), " المتعلق بمجلة الجماعات المحلية.")
    else:
        d.h("Demande de certificat de résidence / مطلب شهادة إقامة")
        d.p(d.D("Commune de Hammamet"), " – ", d.D("بلدية الحمامات"), " – dossier ", d.ref("RES", 4))
        d.kv([(d.L("Nom et prénom", "الاسم واللقب"), d.N(ap, "caps")),
              (d.L("Nom en arabe", "الاسم بالعربية"), d.N(ap, "ar")),
              (d.L("Date de naissance", "تاريخ الولادة"), d.dob("ar", 1960, 2000, 0)),
              (d.L("CIN", "ب.ت.و"), d.cin(0.3)),
              (d.L("Passeport", "جواز السفر"), d.passport()),
              (d.L("Adresse", "العنوان"), d.addr("ar", rural=True)),
              (d.L("Courriel", "البريد الإلكتروني"), d.email(ap)),
              (d.L("Téléphone", "الهاتف"), d.phone(r.choice([0, 4])))])
        d.p("Motif / السبب : inscription de l'enfant ", d.N(d.person(family=(ap.ll, ap.la)), "fr"),
            " au ", d.D("Centre d'éducation spécialisée de Nabeul"), " – ", d.H("trouble du spectre de l'autisme"), " – ",
            d.H("اضطراب طيف التوحد"), ".")
        d.table([["Témoin / الشاهد", "CIN / ب.ت.و"], [d.N(w1, "ar"), d.cin(0.5)], [d.N(w2, "fr"), d.cin()]])
        d.p("Omda / العمدة : ", d.N(omda, "ar"), " – ", d.date("fr", 1))


@kind("family_allowance_claim", [("fr", "docx"), ("mixed", "csv"), ("ar", "md")])
def k_allowance(d):
    r = d.rng
    if d.lang == "fr":
        ins = d.person("m")
        sp = d.person("f")
        kids = [d.person(family=(ins.ll, ins.la)) for _ in range(3)]
        d.h("Demande d'allocations familiales")
        d.p(d.D("Caisse Nationale de Sécurité Sociale"), " – ", d.D("Bureau régional de Sfax Sud"), " – dossier ", d.ref("AF", 6))
        d.h("L'assuré", 2)
        d.kv([("Nom et prénom", d.N(ins, "capsall")), ("Matricule CNSS", d.cnss(r.choice([0, 1]))),
              ("CIN", d.cin()), ("Né le", d.dob("fr", 1975, 1992, 1)), ("Adresse", d.addr("fr")),
              ("Téléphone", d.phone(r.choice([2, 7]))), ("RIB pour le versement", d.rib(r.choice([1, 2, 4]), bank="17")[0])])
        d.p("Employeur : ", d.D("Société des Industries Oléicoles du Centre"), ", matricule fiscal ", d.tax(r.choice([0, 5])), ".")
        d.h("Le conjoint", 2)
        d.kv([("Nom et prénom", d.N(sp)), ("Née le", d.dob("fr", 1978, 1995, 0)), ("Activité", "sans profession")])
        d.h("Les enfants à charge", 2)
        d.table([["Prénom et nom", "Date de naissance", "Situation", "Observation"],
                 [d.N(kids[0]), d.dob("fr", 2006, 2010, 0), "lycéen", ""],
                 [d.N(kids[1]), d.dob("fr", 2011, 2015, 0), "handicapé",
                  d.H("infirmité motrice cérébrale, taux d'incapacité 80 %")],
                 [d.N(kids[2]), d.dob("fr", 2016, 2020, 0), "écolière", d.H("épilepsie sous valproate")]])
        d.p("Références : ", d.D("loi n° 60-30 du 14 décembre 1960"), " ; allocation trimestrielle estimée à ", d.amount(30, 120, "DT"), ".")
        d.p("Fait à Sfax le ", d.date("fr", 0), " – signature de l'assuré : ", d.N(ins, "initial"))
    elif d.lang == "mixed":
        d.h("CNSS – dossiers d'allocations familiales / ملفات المنح العائلية")
        d.kv([("Bureau / المكتب", d.D("Bureau local de Kairouan")), ("Trimestre", d.D("T2-2024"))])
        rows = [["Matricule CNSS", "الاسم واللقب", "Nom", "CIN", "Enfants / الأبناء", "RIB", "Montant / المبلغ", "Observation / ملاحظة"]]
        obs = ["", "طفل معاق : شلل دماغي", "enfant atteint de mucoviscidose", "", "ابن مصاب بالصرع"]
        for i, o in enumerate(obs):
            p = d.person()
            rows.append([d.cnss(r.choice([0, 3])), d.N(p, "ar"), d.N(p, "caps"), d.cin(0.3), str(r.randint(1, 4)),
                         d.rib(r.choice([0, 1]))[0], d.amount(20, 90, "DT"), d.H(o) if o else "-"])
        d.table(rows)
        d.kv([("Agent / العون", d.N(d.person(), "ar")), ("Édité le", d.date("fr", 0))])
    else:
        ins = d.person("f")
        fam = d.names.family()
        kids = [d.person(family=fam) for _ in range(2)]
        d.h("مطلب في الانتفاع بالمنح العائلية")
        d.p(d.D("الصندوق الوطني للضمان الاجتماعي"), " – ", d.D("المكتب الجهوي بنابل"))
        d.kv([("المضمونة الاجتماعية", d.N(ins, "ar")), ("المعرف لدى الصندوق", d.cnss(r.choice([0, 2]))),
              ("بطاقة التعريف", d.cin(0.5)), ("تاريخ الولادة", d.dob("ar", 1980, 1995, 3)),
              ("العنوان", d.addr("ar")), ("الهاتف", d.phone(r.choice([2, 6]), indic_p=0.5)),
              ("المعرف الجبائي للمؤجر", d.tax(r.choice([1, 4]))),
              ("الحساب البريدي", d.rib(r.choice([0, 1]), bank="17")[0])])
        d.table([["الابن", "تاريخ الولادة", "ملاحظات"], [d.N(kids[0], "ar"), d.dob("ar", 2008, 2014, 2), d.H("مرض التوحد")],
                 [d.N(kids[1], "ar"), d.dob("ar", 2014, 2020, 1), "تلميذ"]])
        d.p("المرجع : ", d.D("القانون عدد 30 لسنة 1960"), " – المنحة الثلاثية : ", d.amount(30, 100, "د.ت", "ar"), " – ",
            d.date("ar", 1))


@kind("auto_leasing_file", [("fr", "md"), ("en", "csv"), ("mixed", "txt")])
def k_leasing(d):
    r = d.rng
    if d.lang == "fr":
        p, g = d.person(), d.person()
        d.h("Dossier de financement leasing – véhicule utilitaire")
        d.p(d.D("Tunisie Leasing et Factoring"), " – dossier ", d.ref("LS", 5), " – ", d.D("Agence Sfax Route de Tunis"))
        d.h("Preneur", 2)
        d.kv([("Nom et prénom", d.N(p, "caps")), ("Activité", "commerce de gros de fruits"),
              ("Matricule fiscal", d.tax(r.choice([0, 1, 2]))), ("CIN", d.cin()), ("Né(e) le", d.dob("fr", 1965, 1992, 4)),
              ("Adresse", d.addr("fr")), ("Mobile", d.phone(r.choice([0, 3, 8]))), ("E-mail", d.email(p)),
              ("RIB de prélèvement", d.rib(r.choice([0, 1]))[0]), ("IBAN (virements SWIFT)", d.iban(r.choice([0, 1])))])
        d.h("Bien financé", 2)
        d.p(d.D("Isuzu D-Max double cabine"), ", prix TTC ", d.amount(70000, 110000, "DT"), ", immatriculé ",
            d.plate(0), " au nom du bailleur.")
        when = d.dates(3, "fr", 0, gap=(28, 28))
        d.table([["Échéance", "Loyer TTC", "Statut"], [when[0], d.amount(1800, 2600, "DT"), "payé"],
                 [when[1], d.amount(1800, 2600, "DT"), "payé"], [when[2], d.amount(1800, 2600, "DT"), "impayé"]])
        d.h("Caution personnelle", 2)
        d.p("Caution : ", d.N(g), ", CIN ", d.cin(), ", tél. ", d.phone(2), ".")
        d.p("Assurance décès-invalidité : déclaration de santé du preneur : ", d.H("diabète de type 2 sous insuline"), ", ",
            d.H("angioplastie coronaire en 2021"), ".")
        d.p("Valeur résiduelle : ", d.D("1 % du prix HT"), " ; taux ", d.D("TMM + 4,5 points"), ".")
    elif d.lang == "en":
        d.h("Leasing portfolio - arrears report")
        d.kv([("Lessor", d.D("Attijari Leasing")), ("Extracted on", d.date("en", 2))])
        rows = [["Contract", "Lessee", "ID / tax ID", "Vehicle", "Plate", "Monthly rent", "Days overdue", "Phone", "Email"]]
        cars = r.sample(["Peugeot Partner", "Toyota Hilux", "Volkswagen Caddy", "Renault Kangoo", "Hyundai H1",
                         "Fiat Doblo", "Isuzu D-Max"], r.randint(4, 6))
        for i, c in enumerate(cars):
            p = d.person()
            ident = d.cin() if i % 2 == 0 else d.tax(r.choice([0, 1, 2, 3]))
            rows.append([d.ref("AL", 6, year=False), d.N(p, "fr" if i % 2 else "caps"), ident, d.D(c),
                         d.plate(r.choice([0, 2, 3])), d.amount(600, 2500, "TND", "en"), str(r.randint(15, 120)),
                         d.phone(r.choice([0, 6])), d.email(p)])
        d.table(rows)
        d.kv([("Collections officer", d.N(d.person())), ("Card on file for lessee 3", d.card(r.choice([0, 2])))])
    else:
        p, g = d.person(), d.person()
        d.h("FICHE DE LEASING AUTOMOBILE / بطاقة إيجار مالي لسيارة")
        d.raw("Société / الشركة : " + d.D("Hannibal Lease") + "   Réf. : " + d.ref("HL", 5))
        d.raw("")
        d.raw("Locataire / المستأجر : " + d.N(p, "capsall") + " – " + d.N(p, "ar"))
        d.raw("CIN / ب.ت.و : " + d.cin(0.4))
        d.raw("Date de naissance / تاريخ الولادة : " + d.dob("ar", 1970, 1995, 1))
        d.raw("Adresse / العنوان : " + d.addr("ar", split=True))
        d.raw("Tél. / الهاتف : " + d.phone(r.choice([1, 5, 9])))
        d.raw("Véhicule / السيارة : " + d.D("Kia Rio 1.4") + " – " + d.plate(r.choice([1, 4, 5])))
        d.raw("Prélèvement / الاقتطاع : RIB " + d.rib(r.choice([0, 3]))[0])
        d.raw("Carte de paiement / بطاقة الدفع : " + d.card(r.choice([0, 1])))
        d.raw("")
        d.p("Garant / الضامن : ", d.N(g, "ar"), " – ", d.phone(2, indic_p=0.5), ".")
        d.p("Premier loyer / القسط الأول : ", d.amount(900, 1600, "DT"), " – ", d.date("fr", 0))
        d.p("Déclaration de santé / تصريح صحي : ", d.H("ارتفاع ضغط الدم"), " ; ", d.H("hépatite B chronique"), ".")


@kind("crowdfunding_donor_list", [("fr", "csv"), ("ar", "csv"), ("en", "md")])
def k_crowdfunding(d):
    r = d.rng
    ben = d.person()
    if d.lang == "fr":
        d.h("Cagnotte solidaire – liste des dons reçus")
        d.kv([("Plateforme", d.D("Cha9a9a")), ("Campagne", "Opération de " + d.N(ben)),
              ("Besoin", d.H(d.pick("cardiopathie congénitale (tétralogie de Fallot) à opérer en urgence",
                   "communication interventriculaire large avec hypertension pulmonaire",
                   "leucémie aiguë lymphoblastique en attente de greffe de moelle"))),
              ("Objectif", d.amount(40000, 90000, "DT"))])
        rows = [["Date", "Donateur", "E-mail", "Téléphone", "Montant", "Mode", "Compte émetteur / réf."]]
        n = r.randint(5, 7)
        when = d.dates(n, "fr", 0, gap=(0, 2))
        for i in range(n):
            if i == 2:
                rows.append([when[i], "Anonyme", "", "", d.amount(10, 500, "DT"), "carte", d.badcard()])
                continue
            p = d.person()
            mode = "virement" if i % 2 else "carte"
            rows.append([when[i], d.N(p, "fr" if i % 3 else "caps"), d.email(p), d.phone(r.choice([2, 6, 8])),
                         d.amount(10, 2000, "DT"), mode, d.rib(r.choice([0, 1]))[0] if mode == "virement" else d.ref("TRX", 8, year=False)])
        d.table(rows)
        d.kv([("Association porteuse", d.D("Association Tunisienne d'Aide aux Enfants Cardiaques")),
              ("Agrément", d.D("décret-loi n° 2011-88"))])
    elif d.lang == "ar":
        d.h("قائمة المتبرعين لحملة علاج")
        d.kv([("المستفيد", d.N(ben, "ar")), ("الحالة", d.H("ضمور العضلات الشوكي من النوع الثاني")),
              ("الجمعية", d.D("جمعية الأمل للعمل الخيري")), ("الحساب الجاري للجمعية", d.D("حساب الجمعية بالبريد التونسي"))])
        rows = [["التاريخ", "اسم المتبرع", "ب.ت.و", "الهاتف", "المبلغ", "وصل جبائي"]]
        n = r.randint(4, 6)
        when = d.dates(n, "ar", 0, gap=(1, 4))
        for i in range(n):
            p = d.person()
            rows.append([when[i], d.N(p, "ar"), d.cin(0.5), d.phone(r.choice([2, 6, 7]), indic_p=0.5),
                         d.amount(20, 3000, "د.ت", "ar"), d.ref("وص", 5, year=False)])
        d.table(rows)
        d.kv([("أمين المال", d.N(d.person(), "ar")), ("تاريخ الضبط", d.date("ar", 1))])
    else:
        org = d.person()
        d.h("Crowdfunding campaign - donor report")
        d.p("Campaign ", d.D("Kidney for a Future"), " for ", d.N(ben), ", a 24-year-old student with ",
            d.H(d.pick("end-stage renal disease awaiting a kidney transplant", "focal segmental glomerulosclerosis with kidney failure")), " and ", d.H("haemodialysis three times a week"), ".")
        d.kv([("Organiser", d.N(org)), ("Organiser email", d.email(org)), ("Organiser phone", d.phone(0)),
              ("Payout account (IBAN)", d.iban(r.choice([0, 1]))),
              ("Identity check", "passport " + d.passport() + ", verified on " + d.date("en", 0))])
        rows = [["Donor", "Country", "Email", "Amount", "Message"]]
        for i in range(5):
            p = d.person()
            name = d.S("PERSON", p.fr.lower()) if i == 3 else d.N(p)     # typed by the donor
            rows.append([name, ["Tunisia", "France", "Canada", "Germany", "Qatar"][i], d.email(p),
                         d.amount(20, 1500, "TND", "en"), ["Get well soon", "Courage", "From your cousins", "", "Dua for you"][i]])
        d.table(rows)
        d.p("Platform fee: ", d.D("5 % of funds raised"), ". Hospital: ", d.D("Centre de greffe rénale de Sfax"), ".")


# ==== main guard (kinds are inserted above this line)
if __name__ == "__main__":
    sys.exit(main())
