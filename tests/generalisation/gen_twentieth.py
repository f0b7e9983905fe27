#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""gen_twentieth.py - held-out Tunisian test documents for Caviard (standard library only).

    python3 gen_twentieth.py --seed N --out DIR

Writes 48 documents (16 document kinds x 3 language/format variants; txt, md, csv, docx;
fr, ar, en, mixed) and a manifest.json in the corpus schema (file, lang, kind, format,
expect, sensitive[{type, value}], decoys[]).  Deterministic for a seed.

Names are built from syllables and rejected when any part is found in the product's name
lists (<repo>/crates/caviard/data/names/*.txt), in the corpus PERSON values or in this
file's own words; the lists are read only for that rejection.

Values are inserted into the templates through markers, so that only the values that end
up in the final text are written to the manifest; the finished text is checked (every
value and decoy verbatim; decoys neither overlap nor contain a value, nor hold a name part).
"""
import argparse
import csv
import glob
import io
import json
import os
import random
import re
import sys
import unicodedata
import zipfile
from xml.sax.saxutils import escape

HERE = os.path.dirname(os.path.abspath(__file__))


def _repo():
    r = os.path.dirname(os.path.dirname(HERE))
    return r if os.path.isdir(os.path.join(r, "crates")) else "/work/main"


REPO = _repo()
NAMES_DIR = os.path.join(REPO, "crates", "caviard", "data", "names")


def _corpus_manifest():
    p = os.path.normpath(os.path.join(REPO, "..", "shared", "corpus", "manifest.json"))
    return p if os.path.isfile(p) else "/work/shared/corpus/manifest.json"


AI = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
TO_ASCII = str.maketrans("٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹", "01234567890123456789")
AR_DIAC = re.compile("[\u064B-\u065F\u0670\u0640]")
PARTICLES = {"ben", "bent", "bel", "ibn", "ould", "el", "abd", "haj", "hadj", "بن", "بنت", "ابن", "عبد", "ال"}


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


def name_parts(v):
    out = []
    for t in tokens(v):
        if t in PARTICLES or len(t) < 3:
            continue
        out.append(t)
        if t.startswith("ال") and len(t) > 4:
            out.append(t[2:])
    return out


# ---------------------------------------------------------------- forbidden name parts
def load_forbidden():
    bad = set()
    for path in sorted(glob.glob(os.path.join(NAMES_DIR, "*.txt"))):
        with open(path, encoding="utf-8", errors="replace") as fh:
            for line in fh:
                bad.update(tokens(line))
    cm = _corpus_manifest()
    if os.path.isfile(cm):
        with open(cm, encoding="utf-8") as fh:
            for d in json.load(fh):
                for s in d.get("sensitive", []):
                    if s.get("type") == "PERSON":
                        bad.update(tokens(s["value"]))
    with open(os.path.abspath(__file__), encoding="utf-8") as fh:
        bad.update(tokens(fh.read()))
    return bad


# ---------------------------------------------------------------- syllables (latin, arabic)
SYL = [("za", "زا"), ("ri", "ري"), ("mo", "مو"), ("ka", "كا"), ("lu", "لو"), ("ne", "ني"), ("fa", "فا"),
       ("di", "دي"), ("sou", "سو"), ("ra", "را"), ("ti", "تي"), ("ha", "ها"), ("jo", "جو"), ("mi", "مي"),
       ("na", "نا"), ("si", "سي"), ("ta", "طا"), ("wa", "وا"), ("ya", "يا"), ("zou", "زو"), ("kha", "خا"),
       ("che", "شي"), ("gha", "غا"), ("dar", "دار"), ("fen", "فن"), ("kel", "كل"), ("mar", "مر"),
       ("nal", "نال"), ("sab", "صاب"), ("tor", "طور"), ("zim", "زيم"), ("bak", "باك"), ("dou", "دو"),
       ("lam", "لام"), ("rab", "رب"), ("sal", "سال"), ("ber", "بر"), ("gou", "قو"), ("taf", "تاف"),
       ("nou", "نو"), ("kim", "كيم"), ("rou", "رو"), ("sel", "سل"), ("jar", "جار"), ("hel", "هل"),
       ("bou", "بو"), ("fir", "فير"), ("qar", "قار"), ("zel", "زل"), ("dib", "ديب")]
END_M = [("", ""), ("ane", "ان"), ("ir", "ير"), ("oun", "ون"), ("ed", "د"), ("i", "ي"), ("ez", "ز")]
END_F = [("a", "ة"), ("ina", "ينة"), ("iya", "ية"), ("ouna", "ونة"), ("ia", "يا"), ("ene", "ين")]
FAM_SUF = [("aoui", "اوي"), ("i", "ي"), ("ani", "اني"), ("ouli", "ولي"), ("ari", "اري"), ("ichi", "يشي"),
           ("ane", "ان"), ("", ""), ("si", "سي"), ("ouch", "وش")]


class Person:
    def __init__(self, gender, given, father, family, fam_prefix):
        self.g = gender
        self.given, self.father, self.family, self.prefix = given, father, family, fam_prefix

    # latin
    def fam_lat(self):
        p = self.prefix[0]
        return (p + self.family[0]) if p in ("", "Bou") else (p + " " + self.family[0].capitalize())

    def lat(self, style):
        g, f = self.given[0], self.fam_lat()
        if style == "Gf":
            return f"{g} {f}"
        if style == "FG":
            return f"{f.upper()} {g}"
        if style == "GF":
            return f"{g} {f.upper()}"
        if style == "FGU":
            return f"{f.upper()} {g.upper()}"
        if style == "Fg":
            return f"{f} {g}"
        if style == "ben":
            return f"{g} {'ben' if self.g == 'M' else 'bent'} {self.father[0]} {f}"
        if style == "BEN":
            return f"{f.upper()} {g} {'ben' if self.g == 'M' else 'bent'} {self.father[0]}"
        if style == "Fi":
            return f"{f} {g[0]}."
        raise ValueError(style)

    def short_lat(self, caps):
        f = self.fam_lat()
        return f.upper() if caps else f

    # arabic
    def fam_ar(self):
        p = self.prefix[1]
        if p == "بن":
            return "بن " + self.family[1]
        return p + self.family[1]

    def ar(self, style):
        g, f = self.given[1], self.fam_ar()
        if style == "gf":
            return f"{g} {f}"
        if style == "gbf":
            return f"{g} {'بن' if self.g == 'M' else 'بنت'} {self.father[1]} {f}"
        if style == "fg":
            return f"{f} {g}"
        raise ValueError(style)

    def short_ar(self):
        return self.fam_ar()

    def email_local(self, rng):
        g = self.given[0].lower()
        f = self.fam_lat().lower().replace(" ", "")
        return rng.choice([f"{g}.{f}", f"{g[0]}.{f}", f"{f}.{g}", f"{g}_{f}{rng.randint(70, 99)}",
                           f"{g}.{f}{rng.randint(1, 9)}", f"{f}{g[0]}"])


# ---------------------------------------------------------------- places
CITIES = [("Tunis", "تونس", "1002"), ("Ariana", "أريانة", "2080"), ("La Marsa", "المرسى", "2070"),
          ("Sousse", "سوسة", "4000"), ("Sfax", "صفاقس", "3027"), ("Nabeul", "نابل", "8000"),
          ("Bizerte", "بنزرت", "7000"), ("Monastir", "المنستير", "5000"), ("Gabès", "قابس", "6000"),
          ("Kairouan", "القيروان", "3100"), ("Ben Arous", "بن عروس", "2013"), ("Manouba", "منوبة", "2010"),
          ("Médenine", "مدنين", "4100"), ("Gafsa", "قفصة", "2100"), ("Béja", "باجة", "9000"),
          ("Jendouba", "جندوبة", "8100"), ("Mahdia", "المهدية", "5100"), ("Le Kef", "الكاف", "7100"),
          ("Hammam-Lif", "حمام الأنف", "2050"), ("Radès", "رادس", "2040"), ("Mégrine", "مقرين", "2033"),
          ("Zarzis", "جرجيس", "4170"), ("Tozeur", "توزر", "2200"), ("Msaken", "مساكن", "4070")]
STREETS = [("rue des Orangers", "نهج البرتقال"), ("rue du Jasmin", "نهج الياسمين"),
           ("rue des Amandiers", "نهج اللوز"), ("impasse des Glycines", "زنقة الوستارية"),
           ("rue Jebel Zaghouan", "نهج جبل زغوان"), ("rue de Kairouan", "نهج القيروان"),
           ("rue de la Mosquée", "نهج الجامع"), ("rue des Palmiers", "نهج النخيل"),
           ("avenue de l'Environnement", "شارع البيئة"), ("rue du Lac Tanganyika", "نهج بحيرة تنجانيقا"),
           ("rue des Grenadiers", "نهج الرمان"), ("rue de l'Oued Medjerda", "نهج وادي مجردة"),
           ("rue des Figuiers", "نهج التين"), ("rue Bir Lahmar", "نهج بئر الأحمر"),
           ("rue des Coquelicots", "نهج شقائق النعمان"), ("avenue de l'Union du Maghreb", "شارع اتحاد المغرب العربي")]
QUARTERS = [("cité Ennasr 2", "حي النصر 2"), ("cité El Khadra", "حي الخضراء"), ("cité Erriadh", "حي الرياض"),
            ("cité Ezzouhour", "حي الزهور"), ("cité El Moez", "حي المعز"), ("cité Sidi Daoud", "حي سيدي داود")]
FAMOUS_STREETS = [("avenue Habib Bourguiba", "شارع الحبيب بورقيبة"), ("avenue Farhat Hached", "شارع فرحات حشاد"),
                  ("rue Ibn Khaldoun", "نهج ابن خلدون"), ("rue Tahar Haddad", "نهج الطاهر الحداد"),
                  ("avenue Hédi Chaker", "شارع الهادي شاكر"), ("rue Aboul Kacem Chebbi", "نهج أبو القاسم الشابي"),
                  ("avenue Mohamed V", "شارع محمد الخامس"), ("rue Ali Belhouane", "نهج علي البلهوان")]
MONTHS_FR = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
             "novembre", "décembre"]
MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
             "November", "December"]
MONTHS_AR = ["جانفي", "فيفري", "مارس", "أفريل", "ماي", "جوان", "جويلية", "أوت", "سبتمبر", "أكتوبر", "نوفمبر",
             "ديسمبر"]
BANKS = ["01", "03", "04", "05", "07", "08", "10", "11", "12", "14", "17", "20", "25", "26"]
M1, M2, M3 = "\x01", "\x02", "\x03"     # value marker: \x01<id>\x02 ; decoy marker: \x03<id>\x02


def luhn_digit(body):
    tot = 0
    for i, ch in enumerate(reversed(body)):
        n = int(ch) * (2 if i % 2 == 0 else 1)
        tot += n - 9 if n > 9 else n
    return str((10 - tot % 10) % 10)


def luhn_ok(d):
    tot = 0
    for i, ch in enumerate(reversed(d)):
        n = int(ch) * (2 if i % 2 else 1)
        tot += n - 9 if n > 9 else n
    return tot % 10 == 0


def rib_key(first18):
    return "%02d" % (97 - (int(first18) * 100) % 97)


# ---------------------------------------------------------------- document builder
class Doc:
    def __init__(self, gen, kind, lang, fmt):
        self.gen, self.kind, self.lang, self.fmt = gen, kind, lang, fmt
        self.rng = gen.rng
        self.blocks = []
        self.reg = []
        self.used_parts = set()
        self._mx = 0
        self.nl = "\n" if fmt == "txt" else " "

    # ---- registration
    def S(self, typ, val):
        self.reg.append(("S", typ, val))
        return f"{M1}{len(self.reg) - 1}{M2}"

    def D(self, val):
        self.reg.append(("D", None, val))
        return f"{M3}{len(self.reg) - 1}{M2}"

    # ---- language helpers
    def t(self, fr, ar, en):
        if self.lang == "fr":
            return fr
        if self.lang == "ar":
            return ar
        if self.lang == "en":
            return en
        self._mx += 1
        return ar if self._mx % 2 == 0 else fr

    def L(self, fr, ar, en):
        if self.lang == "mixed":
            return f"{fr} / {ar}"
        return self.t(fr, ar, en)

    def ch(self, seq):
        return self.rng.choice(seq)

    def arabic_digits(self, p=0.35):
        return self.lang == "ar" and self.rng.random() < p or self.lang == "mixed" and self.rng.random() < p / 3

    # ---- blocks
    def h(self, text):
        self.blocks.append(("h", text))

    def p(self, text):
        self.blocks.append(("p", text))

    def kv(self, pairs):
        self.blocks.append(("kv", [(a, b) for a, b in pairs if b is not None]))

    def tbl(self, header, rows):
        self.blocks.append(("tbl", header, rows))

    def ul(self, items, bullet="-"):
        self.blocks.append(("ul", [f"{bullet} {x}" for x in items]))

    @property
    def c(self):
        return "، " if self.lang == "ar" else ", "

    # ---- persons
    def person(self, gender=None):
        R, bad = self.rng, self.gen.forbidden
        for _ in range(5000):
            g = gender or R.choice("MF")

            def given(gg):
                a, b = R.sample(SYL, 2)
                e = R.choice(END_M if gg == "M" else END_F)
                lat = (a[0] + b[0] + e[0]).capitalize()
                return lat, a[1] + b[1] + e[1]

            gv, fa = given(g), given("M")
            n = R.choice([1, 2, 2])
            syl = R.sample(SYL, n)
            suf = R.choice(FAM_SUF)
            fam = ("".join(s[0] for s in syl) + suf[0]).capitalize(), "".join(s[1] for s in syl) + suf[1]
            pre = R.choice([("", ""), ("", ""), ("", ""), ("Ben", "بن"), ("Bou", "بو"), ("El", "ال")])
            if pre[0] == "Bou":
                fam = (fam[0].lower(), fam[1])
            if len(fam[0]) < 4 or len(gv[0]) < 4 or len(fa[0]) < 4:
                continue
            p = Person(g, gv, fa, fam, pre)
            parts = set()
            for v in (p.lat("ben"), p.ar("gbf")):
                parts.update(name_parts(v))
            if len(parts) < 4 or any(x in bad or x in self.gen.used_global for x in parts):
                continue
            if parts & self.used_parts:
                continue
            if any(len(x) < 3 for x in tokens(p.ar("gbf")) if x not in PARTICLES):
                continue
            self.used_parts |= parts
            self.gen.used_global |= parts
            return p
        raise RuntimeError("no name")

    def script(self):
        if self.lang == "ar":
            return "ar"
        if self.lang == "mixed":
            return self.ch(["ar", "lat"])
        return "lat"

    def P(self, p, script=None, style=None):
        sc = script or self.script()
        if sc == "ar":
            st = style or self.ch(["gf", "gbf", "gbf", "fg"])
            return self.S("PERSON", p.ar(st))
        st = style or self.ch(["Gf", "FG", "GF", "FGU", "Gf", "FG", "ben", "BEN", "Fg"])
        return self.S("PERSON", p.lat(st))

    def Sh(self, p, script=None):
        sc = script or self.script()
        if sc == "ar":
            return self.S("PERSON", p.short_ar())
        return self.S("PERSON", p.short_lat(self.rng.random() < 0.6))

    def title(self, p, script=None):
        sc = script or ("ar" if self.lang == "ar" else "lat")
        if sc == "ar":
            return "السيد" if p.g == "M" else "السيدة"
        if self.lang == "en":
            return "Mr" if p.g == "M" else "Ms"
        return "M." if p.g == "M" else "Mme"

    def dr(self, p, script=None):
        sc = script or self.script()
        if sc == "ar":
            return ("الدكتور " if p.g == "M" else "الدكتورة ") + self.P(p, "ar")
        return "Dr " + self.P(p, "lat")

    # ---- identifiers
    def digits(self, n):
        return "".join(self.ch("0123456789") for _ in range(n))

    def cin(self):
        n = self.ch("01") + self.digits(7)
        r = self.rng.random()
        if self.arabic_digits(0.4):
            return self.S("CIN", n.translate(AI))
        if r < 0.12:
            s = f"{n[:2]} {n[2:5]} {n[5:]}"
        elif r < 0.2:
            s = f"{n[:4]} {n[4:]}"
        else:
            s = n
        return self.S("CIN", s)

    def tel(self, fixed=False):
        R = self.rng
        if fixed:
            n = self.ch(["71", "72", "73", "74", "75", "76", "78", "79", "31", "36"]) + self.digits(6)
        else:
            n = self.ch(["2", "5", "9", "4"]) + self.digits(7)
        a = f"{n[:2]} {n[2:5]} {n[5:]}"
        forms = [a, n, f"{n[:2]}.{n[2:5]}.{n[5:]}", f"{n[:2]} {n[2:4]} {n[4:6]} {n[6:]}", f"+216 {a}",
                 f"+216{n}", f"00216 {a}", f"(+216) {a}", f"+216 {n[:2]} {n[2:4]} {n[4:6]} {n[6:]}",
                 f"{n[:2]}-{n[2:5]}-{n[5:]}", f"+216 {n}", a]
        s = R.choice(forms)
        if self.arabic_digits(0.4):
            s = s.translate(AI)
        return self.S("PHONE", s)

    def mail(self, p, domain=None):
        dom = domain or self.ch(["gmail.com", "yahoo.fr", "topnet.tn", "gnet.tn", "planet.tn", "outlook.com",
                                 "hotmail.fr", "laposte.net", "gmail.com"])
        return self.S("EMAIL", f"{p.email_local(self.rng)}@{dom}")

    def date_parts(self, y0, y1):
        R = self.rng
        return R.randint(1, 28), R.randint(1, 12), R.randint(y0, y1)

    def fmt_date(self, d, m, y, kind_lang=None):
        lang = kind_lang or self.lang
        R = self.rng
        if lang == "mixed":
            lang = R.choice(["fr", "ar"])
        if lang == "fr":
            forms = [f"{d:02d}/{m:02d}/{y}", f"{d:02d}-{m:02d}-{y}", f"{d:02d}.{m:02d}.{y}",
                     f"{'1er' if d == 1 else d} {MONTHS_FR[m - 1]} {y}", f"{d}/{m}/{y}", f"{y}-{m:02d}-{d:02d}",
                     f"{d:02d}/{m:02d}/{y}"]
        elif lang == "en":
            forms = [f"{d} {MONTHS_EN[m - 1]} {y}", f"{MONTHS_EN[m - 1]} {d}, {y}", f"{d:02d}/{m:02d}/{y}",
                     f"{y}-{m:02d}-{d:02d}", f"{d} {MONTHS_EN[m - 1][:3]} {y}", f"{d:02d}.{m:02d}.{y}"]
        else:
            forms = [f"{d} {MONTHS_AR[m - 1]} {y}", f"{d:02d}/{m:02d}/{y}", f"{d:02d}/{m:02d}/{y}".translate(AI),
                     f"{d} {MONTHS_AR[m - 1]} {y}".translate(AI), f"{y}/{m:02d}/{d:02d}", f"{d:02d}-{m:02d}-{y}"]
        return R.choice(forms)

    def dob(self, y0=1938, y1=2006):
        dd, mm, yy = self.date_parts(y0, y1)
        self.last_year = yy
        return self.S("DOB", self.fmt_date(dd, mm, yy))

    def adr(self, split=False, lang=None):
        R = self.rng
        lang = lang or self.lang
        if lang == "mixed":
            lang = R.choice(["fr", "ar"])
        city = R.choice(CITIES)
        n = R.randint(2, 148)
        sep = self.nl if split else " "
        if lang == "ar":
            st = R.choice(STREETS + QUARTERS)[1]
            forms = [f"{n} {st}،{sep}{city[2]} {city[1]}", f"{st} عدد {n}،{sep}{city[1]} {city[2]}",
                     f"عمارة {R.choice('أبج')} شقة {R.randint(1, 30)}، {R.choice(QUARTERS)[1]}،{sep}{city[1]}"]
            s = R.choice(forms)
            if R.random() < 0.3:
                s = s.translate(AI)
        else:
            st = R.choice(STREETS)[0]
            q = R.choice(QUARTERS)[0]
            if lang == "en":
                forms = [f"{n} {st}, {city[0]} {city[2]}", f"{n} {st},{sep}{city[2]} {city[0]}",
                         f"Apt {R.randint(1, 30)}, Bloc {R.choice('ABCD')}, {q},{sep}{city[0]}"]
            else:
                forms = [f"{n} {st}, {city[2]} {city[0]}", f"{n}, {st},{sep}{city[2]} {city[0]}",
                         f"{st}, n° {n},{sep}{city[2]} {city[0]}",
                         f"Résidence Les {R.choice(['Pins', 'Oliviers', 'Mimosas', 'Lauriers'])}, bloc {R.choice('ABCD')}, app. {R.randint(1, 30)},{sep}{q}, {city[0]}"]
            s = R.choice(forms)
        return self.S("ADDRESS", s)

    def rib_digits(self):
        b = self.ch(BANKS) + self.digits(3) + self.digits(13)
        return b + rib_key(b)

    def rib(self):
        r = self.rib_digits()
        forms = [f"{r[:2]} {r[2:5]} {r[5:18]} {r[18:]}", r, f"{r[:2]}-{r[2:5]}-{r[5:18]}-{r[18:]}",
                 f"{r[:5]} {r[5:18]} {r[18:]}", f"{r[:2]} {r[2:5]} {r[5:18]} {r[18:]}"]
        s = self.ch(forms)
        if self.arabic_digits(0.3):
            s = s.translate(AI)
        return self.S("RIB", s)

    def iban(self, rib_digits=None):
        r = rib_digits or self.rib_digits()
        s = "TN59" + r
        forms = [" ".join(s[i:i + 4] for i in range(0, 24, 4)), s, " ".join(s[i:i + 4] for i in range(0, 24, 4))]
        return self.S("IBAN", self.ch(forms))

    def card(self):
        R = self.rng
        body = self.ch(["4", "4", "51", "52", "53", "54", "55"])
        body += self.digits(15 - len(body))
        n = body + luhn_digit(body)
        s = R.choice([" ".join(n[i:i + 4] for i in range(0, 16, 4)), n, "-".join(n[i:i + 4] for i in range(0, 16, 4)),
                      " ".join(n[i:i + 4] for i in range(0, 16, 4))])
        return self.S("CARD", s)

    def mf_parts(self):
        return (self.digits(7), self.ch("ABCDEFGHJKLMNPQRSTVWXYZ"), self.ch("APBDN"), self.ch("MCPNE"),
                self.ch(["000", "000", "000", "001", "002"]))

    def mf(self):
        n, k, a, c, e = self.mf_parts()
        s = self.ch([f"{n}/{k}/{a}/{c}/{e}", f"{n}{k}/{a}/{c}/{e}", f"{n} {k} {a} {c} {e}", f"{n}/{k}/{c}/{e}",
                     f"{n}/{k}", f"{n}{k}", f"{n}/{k}/{a}/{c}/{e}"])
        return self.S("TAX_ID", s)

    def cnss(self):
        n, k = self.digits(8), self.digits(2)
        s = self.ch([f"{n}-{k}", f"{n}{k}", f"{n} {k}", f"{n}/{k}", f"{n}-{k}"])
        if self.arabic_digits(0.3):
            s = s.translate(AI)
        return self.S("CNSS", s)

    def pp(self, foreign=False):
        R = self.rng
        L = "ABCDEFGHJKLMNPRSTVWXYZ"
        if not foreign:
            s = R.choice(L) + self.digits(6)
        else:
            s = R.choice([self.digits(2) + R.choice(L) + R.choice(L) + self.digits(5),      # FR
                          R.choice(L) + R.choice(L) + self.digits(7),                       # IT
                          "C" + "".join(R.choice("CFGHJKLMNPRTVWXYZ0123456789") for _ in range(8)),  # DE
                          R.choice(L) + R.choice(L) + self.digits(6),                       # MA / CA
                          self.digits(9)])                                                  # UK / DZ
        return self.S("PASSPORT", s)

    def plate(self, rs=False):
        R = self.rng
        if rs:
            n = str(R.randint(10000, 299999))
            s = R.choice([f"RS {n}", f"{n} RS", f"{n} ن ت"])
        else:
            a, b = str(R.randint(80, 258)), str(R.randint(1, 9999))
            if len(a + b) < 5:
                b = str(R.randint(1000, 9999))
            if self.lang in ("ar",) or self.lang == "mixed" and R.random() < 0.5:
                s = R.choice([f"{a} تونس {b}", f"{a} تونس {b}".translate(AI), f"{b} تونس {a}"])
            else:
                s = R.choice([f"{a} TU {b}", f"{a} TU {b}", f"{a}TU{b}", f"{a} تونس {b}", f"{a} TUN {b}",
                              f"{a}-TU-{b}"])
        return self.S("PLATE", s)

    def H(self, fr, ar, en):
        if self.lang == "mixed":
            return self.S("HEALTH", fr if self.rng.random() < 0.65 else ar)
        return self.S("HEALTH", {"fr": fr, "ar": ar, "en": en}[self.lang])

    # ---- decoys
    def Dd(self, y=2024, month=None):
        d, m, yy = self.date_parts(y, y)
        m = month or m
        return self.D(self.fmt_date(d, m, yy))

    def Da(self, lo=10, hi=90000):
        R = self.rng
        v = R.randint(lo, hi)
        mil = R.choice([0, 0, 500, 250, 750, 400])
        intp = f"{v:,}".replace(",", " ")
        if self.lang == "en":
            s = R.choice([f"TND {v:,}.{mil:03d}", f"{v:,} TND", f"{v:,}.{mil:03d} DT"])
        elif self.lang == "ar" or self.lang == "mixed" and R.random() < 0.4:
            s = R.choice([f"{intp} دينار", f"{intp},{mil:03d} د.ت", f"{v} دينارا"])
        else:
            s = R.choice([f"{intp},{mil:03d} DT", f"{intp} TND", f"{intp},{mil:03d} TND", f"{intp} dinars"])
        return self.D(s)

    def Dref(self, prefix, sep="-"):
        R = self.rng
        return self.D(f"{prefix}{sep}{R.choice(['23', '24', '2024'])}{sep}{R.randint(100, 99999):05d}")

    def Dstreet(self):
        st = self.ch(FAMOUS_STREETS)
        return self.D(st[1] if self.lang == "ar" else st[0])

    def Dbadrib(self):
        r = self.rib_digits()
        k = (int(r[18:]) + self.rng.randint(1, 90)) % 100
        if "%02d" % k == r[18:]:
            k = (k + 1) % 100
        r = r[:18] + "%02d" % k
        return self.D(self.ch([f"{r[:2]} {r[2:5]} {r[5:18]} {r[18:]}", r]))

    def Dbadcard(self):
        body = self.digits(15)
        good = luhn_digit(body)
        bad = str((int(good) + self.rng.randint(1, 9)) % 10)
        n = body + bad
        return self.D(self.ch([" ".join(n[i:i + 4] for i in range(0, 16, 4)), n]))

    def Dmf(self):
        n, k, a, c, e = self.mf_parts()
        return self.D(self.ch([f"{n}/{k}/{a}/{c}/{e}", f"{n}{k}/{a}/{c}/{e}", f"{n}/{k}/{a}/M/000"]))


# ---------------------------------------------------------------- rendering
def _is_ar(ch):
    return "\u0600" <= ch <= "\u06ff"


def segments(doc, s, used):
    """Split a marked string into (text, is_value) pieces.  A value that starts with a Latin
    letter or a digit is never glued to a preceding Arabic letter (e.g. the conjunction و)."""
    out, pos = [], 0
    for m in re.finditer("([\x01\x03])(\\d+)\x02", s):
        if m.start() > pos:
            out.append((s[pos:m.start()], False))
        i = int(m.group(2))
        used.append(i)
        val = doc.reg[i][2]
        if out and out[-1][0] and _is_ar(out[-1][0][-1]) and not _is_ar(val[0]):
            out[-1] = (out[-1][0] + " ", out[-1][1])
        out.append((val, True))
        pos = m.end()
    if pos < len(s):
        out.append((s[pos:], False))
    return out


def resolve(doc, s, used):
    return "".join(t for t, _ in segments(doc, s, used))


def render_text(doc, used):
    lang, fmt = doc.lang, doc.fmt
    R = doc.rng
    out = []
    if fmt == "csv":
        buf = io.StringIO()
        w = csv.writer(buf, lineterminator="\n")
        for b in doc.blocks:
            if b[0] in ("h", "p"):
                w.writerow([resolve(doc, b[1], used)])
            elif b[0] == "ul":
                for x in b[1]:
                    w.writerow([resolve(doc, x, used)])
            elif b[0] == "kv":
                for a, v in b[1]:
                    w.writerow([resolve(doc, a, used), resolve(doc, v, used)])
            else:
                w.writerow([resolve(doc, x, used) for x in b[1]])
                for row in b[2]:
                    w.writerow([resolve(doc, x, used) for x in row])
        return buf.getvalue()
    first = True
    for b in doc.blocks:
        if b[0] == "h":
            t = resolve(doc, b[1], used)
            if fmt == "md":
                out.append(("# " if first else "## ") + t)
            else:
                out.append(t)
                out.append(("=" if first else "-") * max(8, min(len(t), 70)))
            first = False
        elif b[0] == "p":
            out.append(resolve(doc, b[1], used))
        elif b[0] == "ul":
            out.extend(resolve(doc, x, used) for x in b[1])
        elif b[0] == "kv":
            for a, v in b[1]:
                a, v = resolve(doc, a, used), resolve(doc, v, used)
                if fmt == "md":
                    out.append(f"- **{a}** : {v}" if lang != "ar" else f"- **{a}**: {v}")
                else:
                    out.append(f"{a} : {v}" if lang != "ar" else f"{a}: {v}")
        else:
            head = [resolve(doc, x, used) for x in b[1]]
            rows = [[resolve(doc, x, used) for x in row] for row in b[2]]
            if fmt == "md":
                out.append("| " + " | ".join(head) + " |")
                out.append("|" + "|".join("---" for _ in head) + "|")
                for r in rows:
                    out.append("| " + " | ".join(r) + " |")
            else:
                sep = " | " if R.random() < 0.6 else "\t"
                out.append(sep.join(head))
                if sep == " | ":
                    out.append("-" * min(90, len(sep.join(head))))
                for r in rows:
                    out.append(sep.join(r))
        out.append("")
    return "\n".join(out).rstrip("\n") + "\n"


W_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"


def _run(text, bold=False, rtl=False, size=None):
    props = ("<w:b/>" if bold else "") + (f'<w:sz w:val="{size}"/>' if size else "") + ("<w:rtl/>" if rtl else "")
    rpr = f"<w:rPr>{props}</w:rPr>" if props else ""
    return f'<w:r>{rpr}<w:t xml:space="preserve">{escape(text)}</w:t></w:r>'


def _para(doc, pieces, rtl=False, bold_all=False, size=None):
    """pieces: list of (text, is_value, bold).  Values are sometimes split over two runs."""
    R = doc.rng
    runs = []
    for text, isval, bold in pieces:
        if not text:
            continue
        if isval and " " in text and R.random() < 0.35:
            cut = R.choice([i for i, c in enumerate(text) if c == " "])
            runs.append(_run(text[:cut], bold or bold_all, rtl, size))
            runs.append(_run(text[cut:], bold or bold_all, rtl, size))
        else:
            runs.append(_run(text, bold or bold_all, rtl, size))
    ppr = "<w:pPr><w:bidi/><w:jc w:val=\"right\"/></w:pPr>" if rtl else ""
    return f"<w:p>{ppr}{''.join(runs)}</w:p>"


def render_docx(doc, path, used):
    rtl = doc.lang == "ar"
    body = []
    for b in doc.blocks:
        if b[0] == "h":
            segs = segments(doc, b[1], used)
            body.append(_para(doc, [(t, v, True) for t, v in segs], rtl, True, 28))
        elif b[0] == "p":
            segs = segments(doc, b[1], used)
            body.append(_para(doc, [(t, v, False) for t, v in segs], rtl))
        elif b[0] == "ul":
            for x in b[1]:
                body.append(_para(doc, [(t, v, False) for t, v in segments(doc, x, used)], rtl))
        elif b[0] == "kv":
            for a, v in b[1]:
                pieces = [(t, iv, True) for t, iv in segments(doc, a, used)]
                pieces.append((": " if rtl else " : ", False, True))
                pieces += [(t, iv, False) for t, iv in segments(doc, v, used)]
                body.append(_para(doc, pieces, rtl))
        else:
            ncol = len(b[1])
            wcol = 9000 // ncol
            rows_xml = []
            for ri, row in enumerate([b[1]] + list(b[2])):
                cells = []
                for c in row:
                    segs = segments(doc, c, used)
                    cells.append(f'<w:tc><w:tcPr><w:tcW w:w="{wcol}" w:type="dxa"/></w:tcPr>'
                                 + _para(doc, [(t, v, ri == 0) for t, v in segs], rtl) + "</w:tc>")
                rows_xml.append("<w:tr>" + "".join(cells) + "</w:tr>")
            borders = "".join(f'<w:{e} w:val="single" w:sz="4" w:space="0" w:color="000000"/>'
                              for e in ("top", "left", "bottom", "right", "insideH", "insideV"))
            body.append('<w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/>'
                        + ("<w:bidiVisual/>" if rtl else "")
                        + f"<w:tblBorders>{borders}</w:tblBorders></w:tblPr><w:tblGrid>"
                        + "".join(f'<w:gridCol w:w="{wcol}"/>' for _ in range(ncol)) + "</w:tblGrid>"
                        + "".join(rows_xml) + "</w:tbl>")
            body.append("<w:p/>")
    xml = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
           f'<w:document xmlns:w="{W_NS}"><w:body>' + "".join(body)
           + '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1134" w:right="1134" w:bottom="1134" '
             'w:left="1134" w:header="709" w:footer="709" w:gutter="0"/></w:sectPr></w:body></w:document>')
    ct = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
          '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
          '<Default Extension="xml" ContentType="application/xml"/>'
          '<Override PartName="/word/document.xml" '
          'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>'
          '</Types>')
    rels = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
            '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
            '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/'
            'officeDocument" Target="word/document.xml"/></Relationships>')
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        for name, data in (("[Content_Types].xml", ct), ("_rels/.rels", rels), ("word/document.xml", xml)):
            zi = zipfile.ZipInfo(name, date_time=(2024, 1, 1, 0, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(zi, data.encode("utf-8"))
    # extracted text, the way a reader joins runs: one line per paragraph
    root_paras = re.findall(r"<w:p>(.*?)</w:p>|<w:p/>", xml)
    texts = []
    for p in root_paras:
        ts = re.findall(r'<w:t xml:space="preserve">(.*?)</w:t>', p)
        texts.append("".join(unescape_xml(t) for t in ts))
    return "\n".join(texts)


def unescape_xml(s):
    return s.replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")


# ---------------------------------------------------------------- kinds
def kin(child, father):
    """The child carries the father's family name and, in patronymic forms, his given name."""
    child.family, child.prefix, child.father = father.family, father.prefix, father.given


def num(d, x, nd=1):
    s = f"{x:.{nd}f}"
    return s if d.lang == "en" else s.replace(".", ",")


def ref(d, p, script=None):
    sc = script or d.script()
    return f"{d.title(p, sc)} {d.Sh(p, sc)}"


def k_nephrology(d):
    R = d.rng
    pat, wife, gp, neph = d.person("M"), d.person("F"), d.person(), d.person()
    dfg = R.randint(11, 29)
    st = 4 if dfg >= 15 else 5
    creat, uree, k = R.randint(240, 560), R.randint(14, 38), R.randint(52, 64) / 10
    hb, prot, pth = R.randint(78, 108) / 10, R.randint(8, 45) / 10, R.randint(180, 640)
    ta = f"{R.randint(142, 186)}/{R.randint(78, 104)}"
    yr = R.randint(1996, 2012)
    d.h(d.t("Compte rendu de consultation de néphrologie", "تقرير استشارة في أمراض الكلى",
            "Nephrology consultation report"))
    d.p(d.D(d.t("Service de Néphrologie – Hôpital La Rabta", "قسم أمراض الكلى – مستشفى الرابطة",
                "Nephrology Department – La Rabta Hospital")) + " – "
        + d.t(f"consultation du {d.Dd()}", f"استشارة بتاريخ {d.Dd()}", f"seen on {d.Dd()}") + " – "
        + d.t("dossier n° ", "ملف عدد ", "file no. ") + d.Dref("NEPH"))
    born = d.dob(1945, 1976)
    age = 2024 - d.last_year
    d.kv([(d.L("Patient", "المريض", "Patient"), d.P(pat)),
          (d.L("Né le", "تاريخ الولادة", "Date of birth"), born),
          (d.L("CIN", "ب.ت.و", "ID card (CIN)"), d.cin()),
          (d.L("N° affilié CNSS", "رقم الانخراط بالصندوق الوطني للضمان الاجتماعي", "CNSS number"), d.cnss()),
          (d.L("Adresse", "العنوان", "Address"), d.adr(split=True)),
          (d.L("Tél.", "الهاتف", "Phone"), d.tel()),
          (d.L("Personne à prévenir", "شخص يتم إعلامه", "Next of kin"),
           f"{d.P(wife)} ({d.t('épouse', 'الزوجة', 'wife')}){d.c}{d.tel()}"),
          (d.L("Adressé par", "موجه من طرف", "Referred by"), d.dr(gp))])
    d.h(d.t("Motif et antécédents", "سبب الاستشارة والسوابق", "Reason for referral and history"))
    ckd = d.H(f"IRC stade {st} (DFG {dfg} mL/min/1,73 m²)", f"قصور كلوي مزمن في المرحلة {st}",
              f"CKD stage {st} (eGFR {dfg} mL/min/1.73 m²)")
    d.p(d.t(f"{ref(d, pat)}, {age} ans, suivi pour une {ckd} sur {d.H('néphropathie diabétique', 'اعتلال الكلية السكري', 'diabetic nephropathy')}. "
            f"ATCD : {d.H(f'diabète de type 2 depuis {yr}', f'داء السكري من النوع الثاني منذ {yr}', f'type 2 diabetes since {yr}')}, "
            f"{d.H('HTA', 'ارتفاع ضغط الدم', 'hypertension')}, {d.H('rétinopathie diabétique stade 2', 'اعتلال الشبكية السكري', 'diabetic retinopathy')}.",
            f"{ref(d, pat)}، {age} سنة، يتابع من أجل {ckd} ناتج عن {d.H('néphropathie diabétique', 'اعتلال الكلية السكري', 'diabetic nephropathy')}. "
            f"السوابق: {d.H(f'diabète de type 2 depuis {yr}', f'داء السكري من النوع الثاني منذ {yr}', f'type 2 diabetes since {yr}')}، "
            f"{d.H('HTA', 'ارتفاع ضغط الدم', 'hypertension')}، {d.H('rétinopathie diabétique stade 2', 'اعتلال الشبكية السكري', 'diabetic retinopathy')}.",
            f"{ref(d, pat)}, {age}-year-old man followed for {ckd} secondary to {d.H('néphropathie diabétique', 'اعتلال الكلية السكري', 'diabetic nephropathy')}. "
            f"PMH: {d.H(f'diabète de type 2 depuis {yr}', f'داء السكري من النوع الثاني منذ {yr}', f'type 2 diabetes since {yr}')}, "
            f"{d.H('HTA', 'ارتفاع ضغط الدم', 'hypertension')}, {d.H('rétinopathie diabétique stade 2', 'اعتلال الشبكية السكري', 'diabetic retinopathy')}."))
    d.p(d.t("Examen : ", "الفحص: ", "Examination: ") + d.H(f"TA {ta} mmHg", f"ضغط الدم {ta} ملم زئبق", f"BP {ta} mmHg")
        + ", " + d.H("œdèmes des membres inférieurs prenant le godet", "وذمة في الطرفين السفليين", "pitting oedema of both legs")
        + ", " + d.H(f"poids {R.randint(62, 104)} kg", f"الوزن {R.randint(62, 104)} كغ", f"weight {R.randint(62, 104)} kg") + ".")
    d.h(d.t("Bilan biologique du ", "التحاليل البيولوجية بتاريخ ", "Laboratory results of ") + d.Dd())
    d.tbl([d.L("Paramètre", "التحليل", "Test"), d.L("Résultat", "النتيجة", "Result"), d.L("Normes", "القيم المرجعية", "Reference")],
          [[d.t("Créatinine", "الكرياتينين", "Creatinine"), d.H(f"{creat} µmol/L", f"{creat} µmol/L", f"{creat} µmol/L"), d.D("53 – 115 µmol/L")],
           [d.t("Urée", "اليوريا", "Urea"), d.H(f"{uree} mmol/L", f"{uree} mmol/L", f"{uree} mmol/L"), f"{num(d, 2.5)} – {num(d, 7.5)}"],
           [d.t("Kaliémie", "البوتاسيوم", "Potassium"), d.H(f"K+ {num(d, k)} mmol/L", f"K+ {num(d, k)} mmol/L", f"K+ {num(d, k)} mmol/L"), f"{num(d, 3.5)} – {num(d, 5.0)}"],
           [d.t("Hémoglobine", "الهيموغلوبين", "Haemoglobin"), d.H(f"Hb {num(d, hb)} g/dL", f"Hb {num(d, hb)} g/dL", f"Hb {num(d, hb)} g/dL"), d.D("13 – 17 g/dL")],
           [d.t("Protéinurie", "البروتين في البول", "Proteinuria"), d.H(f"{num(d, prot)} g/24 h", f"{num(d, prot)} غ/24 س", f"{num(d, prot)} g/24 h"), f"< {num(d, 0.15, 2)}"],
           [d.t("PTH intacte", "هرمون الغدة جار الدرقية", "Intact PTH"), d.H(f"PTH {pth} pg/mL", f"PTH {pth} pg/mL", f"PTH {pth} pg/mL"), "15 – 65"]])
    d.h(d.t("Traitement en cours", "العلاج الحالي", "Current medication"))
    meds = [("Amlodipine 10 mg : 1 cp/j", "أملوديبين 10 ملغ قرص واحد يوميا", "amlodipine 10 mg once daily"),
            (f"Furosémide 40 mg : {R.choice([1, 2])} cp le matin", "فوروسيميد 40 ملغ صباحا", "furosemide 40 mg mane"),
            ("Époétine bêta 4000 UI SC 2 fois/semaine", "إريثروبويتين 4000 وحدة تحت الجلد مرتين أسبوعيا", "epoetin beta 4,000 IU SC twice weekly"),
            ("Carbonate de calcium 500 mg x3/j", "كربونات الكالسيوم 500 ملغ ثلاث مرات يوميا", "calcium carbonate 500 mg tds"),
            (f"Insuline glargine {R.randint(14, 36)} UI au coucher", f"أنسولين غلارجين {R.randint(14, 36)} وحدة عند النوم", f"insulin glargine {R.randint(14, 36)} units at night")]
    d.ul([d.H(*m) for m in R.sample(meds, 4)])
    d.h(d.t("Conclusion et conduite à tenir", "الخلاصة والمتابعة", "Impression and plan"))
    d.p(d.t(f"{ckd} compliquée d'{d.H('anémie rénale', 'فقر الدم الكلوي', 'renal anaemia')} et d'{d.H('hyperparathyroïdie secondaire', 'فرط نشاط الغدة جار الدرقية الثانوي', 'secondary hyperparathyroidism')}. "
            f"Préparation à l'épuration extrarénale : {d.H('création d’une FAV radio-céphalique gauche', 'إحداث ناسور شرياني وريدي في الساعد الأيسر', 'left radiocephalic AV fistula')} programmée ; "
            f"{d.H('vaccination anti-VHB en cours', 'التلقيح ضد التهاب الكبد ب جار', 'hepatitis B vaccination under way')}. Prochain contrôle le {d.Dd()}.",
            f"{ckd} مع {d.H('anémie rénale', 'فقر الدم الكلوي', 'renal anaemia')} و{d.H('hyperparathyroïdie secondaire', 'فرط نشاط الغدة جار الدرقية الثانوي', 'secondary hyperparathyroidism')}. "
            f"التحضير لتصفية الدم: {d.H('création d’une FAV radio-céphalique gauche', 'إحداث ناسور شرياني وريدي في الساعد الأيسر', 'left radiocephalic AV fistula')} مبرمج؛ "
            f"{d.H('vaccination anti-VHB en cours', 'التلقيح ضد التهاب الكبد ب جار', 'hepatitis B vaccination under way')}. المراقبة القادمة يوم {d.Dd()}.",
            f"{ckd} complicated by {d.H('anémie rénale', 'فقر الدم الكلوي', 'renal anaemia')} and {d.H('hyperparathyroïdie secondaire', 'فرط نشاط الغدة جار الدرقية الثانوي', 'secondary hyperparathyroidism')}. "
            f"Dialysis preparation: {d.H('création d’une FAV radio-céphalique gauche', 'إحداث ناسور شرياني وريدي في الساعد الأيسر', 'left radiocephalic AV fistula')} booked; "
            f"{d.H('vaccination anti-VHB en cours', 'التلقيح ضد التهاب الكبد ب جار', 'hepatitis B vaccination under way')}. Next review on {d.Dd()}."))
    d.p(d.t("Honoraires APC : ", "معلوم الاستشارة: ", "Fee (private activity): ") + d.Da(40, 80))
    d.p(f"{d.dr(neph)} – {d.t('néphrologue', 'طبيب مختص في أمراض الكلى', 'consultant nephrologist')} – MF {d.mf()} – {d.mail(neph)}")


def k_stroke(d):
    R = d.rng
    pat, son, neuro, nurse = d.person("M"), d.person("M"), d.person(), d.person("F")
    kin(son, pat)
    side = R.choice([("gauche", "أيسر", "left", "droite", "أيمن", "right"),
                     ("droit", "أيمن", "right", "gauche", "أيسر", "left")])
    nihss, dtn = R.randint(7, 21), R.randint(28, 75)
    d.h(d.t("Unité neurovasculaire – feuille de surveillance", "وحدة الجلطات الدماغية – ورقة المراقبة",
            "Stroke unit – observation chart"))
    d.p(d.D(d.t("UNV – Institut National de Neurologie Mongi Ben Hmida", "وحدة الجلطات الدماغية – المعهد الوطني لطب الأعصاب",
                "Stroke Unit – National Institute of Neurology Mongi Ben Hmida")) + " – "
        + d.L("lit", "سرير", "bed") + " " + d.D(f"UNV-{R.randint(1, 14):02d}") + " – " + d.L("admission", "الدخول", "admitted") + " " + d.Dd())
    d.kv([(d.L("Nom et prénom", "الاسم واللقب", "Patient name"), d.P(pat)),
          (d.L("Date de naissance", "تاريخ الولادة", "Date of birth"), d.dob(1938, 1975)),
          (d.L("CIN", "رقم بطاقة التعريف", "CIN"), d.cin()),
          (d.L("N° CNSS", "رقم الضمان الاجتماعي", "CNSS no."), d.cnss()),
          (d.L("Domicile", "المقر", "Home address"), d.adr()),
          (d.L("Fils (contact)", "الابن (للاتصال)", "Son (contact)"), f"{d.P(son)} – {d.tel()}"),
          (d.L("Véhicule de la famille (parking urgences)", "سيارة العائلة (موقف الاستعجالي)", "Family car (ED car park)"), d.plate())])
    d.h(d.t("Observation médicale", "الملاحظة الطبية", "Medical note"))
    avc = d.H(f"AVC ischémique sylvien {side[0]}", f"جلطة دماغية إقفارية في المنطقة السيلفية اليسرى" if side[2] == "left" else "جلطة دماغية إقفارية في المنطقة السيلفية اليمنى",
              f"{side[2]} MCA ischaemic stroke")
    d.p(d.t(f"{ref(d, pat)} admis pour {avc}, {d.H(f'NIHSS {nihss} à l’admission', f'NIHSS {nihss} عند القبول', f'NIHSS {nihss} on arrival')}, "
            f"{d.H(f'hémiparésie {side[3]}', f'شلل نصفي {side[4]}', f'{side[5]} hemiparesis')} et {d.H('aphasie de Broca', 'حبسة كلامية تعبيرية', 'expressive aphasia')}. "
            f"{d.H('Thrombolyse IV par altéplase 0,9 mg/kg', 'إذابة الجلطة بالألتيبلاز عبر الوريد 0,9 ملغ/كغ', 'IV alteplase 0.9 mg/kg')} (délai porte-aiguille {dtn} min).",
            f"{ref(d, pat)} تم قبوله من أجل {avc}، {d.H(f'NIHSS {nihss} à l’admission', f'NIHSS {nihss} عند القبول', f'NIHSS {nihss} on arrival')}، "
            f"{d.H(f'hémiparésie {side[3]}', f'شلل نصفي {side[4]}', f'{side[5]} hemiparesis')} و{d.H('aphasie de Broca', 'حبسة كلامية تعبيرية', 'expressive aphasia')}. "
            f"{d.H('Thrombolyse IV par altéplase 0,9 mg/kg', 'إذابة الجلطة بالألتيبلاز عبر الوريد 0,9 ملغ/كغ', 'IV alteplase 0.9 mg/kg')} ({dtn} دقيقة بين الوصول والحقن).",
            f"{ref(d, pat)} admitted with {avc}, {d.H(f'NIHSS {nihss} à l’admission', f'NIHSS {nihss} عند القبول', f'NIHSS {nihss} on arrival')}, "
            f"{d.H(f'hémiparésie {side[3]}', f'شلل نصفي {side[4]}', f'{side[5]} hemiparesis')} and {d.H('aphasie de Broca', 'حبسة كلامية تعبيرية', 'expressive aphasia')}. "
            f"{d.H('Thrombolyse IV par altéplase 0,9 mg/kg', 'إذابة الجلطة بالألتيبلاز عبر الوريد 0,9 ملغ/كغ', 'IV alteplase 0.9 mg/kg')} given, door-to-needle {dtn} min."))
    d.p(d.L("ATCD", "السوابق", "Past history") + " : " + d.c.join([
        d.H("HTA mal équilibrée", "ارتفاع ضغط الدم غير متوازن", "poorly controlled hypertension"),
        d.H(f"tabagisme actif {R.randint(15, 45)} PA", f"تدخين {R.randint(15, 45)} علبة-سنة", f"current smoker, {R.randint(15, 45)} pack-years"),
        d.H("dyslipidémie", "اضطراب الدهون في الدم", "dyslipidaemia")]) + ". "
        + d.t("Scope : ", "المراقبة: ", "Telemetry: ") + d.H("FA paroxystique", "رجفان أذيني انتيابي", "paroxysmal AF") + ". "
        + d.t("Déglutition : ", "البلع: ", "Swallow: ") + d.H("test de déglutition échoué – SNG posée", "فشل اختبار البلع – تركيب أنبوب أنفي معدي", "failed bedside swallow screen – NG tube inserted") + ".")
    d.h(d.t("Surveillance neurologique", "المراقبة العصبية", "Neuro observations"))
    rows = []
    n = nihss
    for hh in ("H0", "H2", "H6", "H24", "J3"):
        n = max(2, n - R.randint(0, 3))
        rows.append([hh, d.H(f"NIHSS {n}", f"NIHSS {n}", f"NIHSS {n}"),
                     d.H(f"{R.randint(140, 195)}/{R.randint(75, 105)} mmHg", f"{R.randint(140, 195)}/{R.randint(75, 105)} mmHg", f"{R.randint(140, 195)}/{R.randint(75, 105)} mmHg"),
                     d.H(f"GCS {R.randint(12, 15)}", f"GCS {R.randint(12, 15)}", f"GCS {R.randint(12, 15)}"),
                     d.H(f"glycémie {num(d, R.randint(95, 260) / 100, 2)} g/L", f"السكر {num(d, R.randint(95, 260) / 100, 2)} غ/ل", f"glucose {R.randint(52, 145) / 10} mmol/L")])
    d.tbl([d.L("Heure", "التوقيت", "Time"), "NIHSS", d.L("TA", "الضغط", "BP"), "GCS", d.L("Glycémie", "السكر", "Glucose")], rows)
    d.p(d.t("Traitement : ", "العلاج: ", "Treatment: ") + d.c.join([
        d.H("aspirine 250 mg IV à H24", "أسبرين 250 ملغ عبر الوريد", "aspirin 300 mg at 24 h"),
        d.H("atorvastatine 80 mg/j", "أتورفاستاتين 80 ملغ يوميا", "atorvastatin 80 mg daily"),
        d.H("HBPM préventive", "هيبارين وقائي", "prophylactic LMWH")]) + ". "
        + d.t("Protocole ", "البروتوكول ", "Protocol ") + d.D("UNV-THR-03") + ", " + d.t("altéplase ", "ألتيبلاز ", "alteplase ") + d.D(f"lot {R.randint(20, 24)}B{R.randint(100, 999)}") + ".")
    d.p(f"{d.dr(neuro)} – {d.t('IDE', 'الممرضة', 'RN')} {d.P(nurse)}")


def k_neonatal(d):
    R = d.rng
    baby, mom, dad, neo, sf = d.person(), d.person("F"), d.person("M"), d.person(), d.person("F")
    sa, jj, pn = R.randint(27, 34), R.randint(0, 6), R.randint(890, 2100)
    ap1, ap5 = R.randint(3, 6), R.randint(6, 9)
    crp, bili, fio2 = R.randint(12, 90), R.randint(150, 290), R.randint(25, 45)
    # the newborn carries the father's family name
    baby.family, baby.prefix, baby.father = dad.family, dad.prefix, dad.given
    d.h(d.t("Admission en néonatologie – réanimation néonatale", "دخول قسم الإنعاش لحديثي الولادة",
            "Neonatal intensive care admission"))
    d.p(d.D(d.t("Service de réanimation néonatale – Centre de Maternité et de Néonatologie de Tunis",
                "قسم إنعاش المواليد الجدد – مركز التوليد وطب الرضع بتونس",
                "Neonatal Intensive Care Unit – Tunis Maternity and Neonatology Centre")) + " – "
        + d.L("couveuse", "الحاضنة", "incubator") + " " + d.D(f"C{R.randint(1, 12)}-{R.choice('ABC')}"))
    d.h(d.t("Nouveau-né", "المولود", "Newborn"))
    d.kv([(d.L("Nom", "الاسم", "Name"), d.P(baby)),
          (d.L("Né(e) le", "تاريخ الولادة", "Date of birth"), d.dob(2024, 2024)),
          (d.L("Terme", "مدة الحمل", "Gestation"), d.H(f"prématurité {sa} SA + {jj} j", f"خداج {sa} أسبوعا و{jj} أيام", f"preterm {sa}+{jj} weeks")),
          (d.L("Poids de naissance", "وزن الولادة", "Birth weight"), d.H(f"PN {pn} g", f"الوزن عند الولادة {pn} غ", f"BW {pn:,} g")),
          ("Apgar", d.H(f"Apgar {ap1}/{ap5}", f"أبغار {ap1}/{ap5}", f"Apgar {ap1} and {ap5}"))])
    d.h(d.t("Parents", "الوالدان", "Parents"))
    foreign = R.random() < 0.5
    d.tbl([d.L("Rôle", "الصفة", "Role"), d.L("Nom", "الاسم", "Name"), d.L("Naissance", "الولادة", "Born"),
           d.L("Pièce d'identité", "وثيقة الهوية", "ID document"), d.L("Téléphone", "الهاتف", "Phone")],
          [[d.t("Mère", "الأم", "Mother"), d.P(mom), d.dob(1978, 2003), (d.t("passeport ", "جواز سفر ", "passport ") + d.pp(True)) if foreign else ("CIN " + d.cin()), d.tel()],
           [d.t("Père", "الأب", "Father"), d.P(dad), d.dob(1970, 2000), "CIN " + d.cin(), d.tel()]])
    d.kv([(d.L("Adresse des parents", "عنوان الوالدين", "Parents' address"), d.adr()),
          (d.L("Courriel du père", "البريد الإلكتروني للأب", "Father's e-mail"), d.mail(dad)),
          (d.L("Assuré social (père)", "المضمون الاجتماعي (الأب)", "Insured parent (father)"), "CNSS " + d.cnss())])
    d.h(d.t("Histoire et examen", "السوابق والفحص", "History and examination"))
    d.p(d.t(f"Mère G{R.randint(1, 4)}P{R.randint(1, 3)}, {d.H('prééclampsie sévère', 'تسمم الحمل الشديد', 'severe pre-eclampsia')}, "
            f"{d.H('césarienne en urgence', 'عملية قيصرية مستعجلة', 'emergency caesarean section')}. Nouveau-né en {d.H('détresse respiratoire (maladie des membranes hyalines)', 'ضائقة تنفسية (مرض الأغشية الزجاجية)', 'respiratory distress syndrome')}, "
            f"{d.H(f'CPAP nasale FiO2 {fio2} %', f'تهوئة CPAP بنسبة أكسجين {fio2} %', f'nasal CPAP FiO2 {fio2}%')}, {d.H('surfactant 200 mg/kg (Curosurf)', 'سورفاكتانت 200 ملغ/كغ', 'surfactant 200 mg/kg (poractant)')}.",
            f"الأم: {d.H('prééclampsie sévère', 'تسمم الحمل الشديد', 'severe pre-eclampsia')}، {d.H('césarienne en urgence', 'عملية قيصرية مستعجلة', 'emergency caesarean section')}. "
            f"المولود يعاني من {d.H('détresse respiratoire (maladie des membranes hyalines)', 'ضائقة تنفسية (مرض الأغشية الزجاجية)', 'respiratory distress syndrome')}، "
            f"{d.H(f'CPAP nasale FiO2 {fio2} %', f'تهوئة CPAP بنسبة أكسجين {fio2} %', f'nasal CPAP FiO2 {fio2}%')}، {d.H('surfactant 200 mg/kg (Curosurf)', 'سورفاكتانت 200 ملغ/كغ', 'surfactant 200 mg/kg (poractant)')}.",
            f"Mother G{R.randint(1, 4)}P{R.randint(1, 3)} with {d.H('prééclampsie sévère', 'تسمم الحمل الشديد', 'severe pre-eclampsia')}, "
            f"{d.H('césarienne en urgence', 'عملية قيصرية مستعجلة', 'emergency caesarean section')}. Baby developed {d.H('détresse respiratoire (maladie des membranes hyalines)', 'ضائقة تنفسية (مرض الأغشية الزجاجية)', 'respiratory distress syndrome')}, "
            f"on {d.H(f'CPAP nasale FiO2 {fio2} %', f'تهوئة CPAP بنسبة أكسجين {fio2} %', f'nasal CPAP FiO2 {fio2}%')}, given {d.H('surfactant 200 mg/kg (Curosurf)', 'سورفاكتانت 200 ملغ/كغ', 'surfactant 200 mg/kg (poractant)')}."))
    d.p(d.t("Infection : ", "التعفن: ", "Sepsis: ") + d.H(f"suspicion d'infection materno-fœtale, CRP {crp} mg/L", f"اشتباه في تعفن أمومي جنيني، CRP {crp} ملغ/ل", f"suspected early-onset sepsis, CRP {crp} mg/L")
        + " – " + d.H("ampicilline + gentamicine", "أمبيسيلين + جنتاميسين", "ampicillin + gentamicin") + ".")
    rows = []
    w = pn
    for j in range(1, 5):
        w = w - R.randint(0, 40) + (R.randint(10, 35) if j > 2 else 0)
        rows.append([f"J{j}" if d.lang != "en" else f"D{j}",
                     d.H(f"{w} g", f"{w} غ", f"{w} g"),
                     d.H(f"FiO2 {max(21, fio2 - 4 * j)} %", f"FiO2 {max(21, fio2 - 4 * j)} %", f"FiO2 {max(21, fio2 - 4 * j)}%"),
                     d.H(f"bilirubine {bili - 20 * (j % 3)} µmol/L", f"البيليروبين {bili - 20 * (j % 3)} µmol/L", f"bilirubin {bili - 20 * (j % 3)} µmol/L"),
                     d.H(f"LM {6 * j} mL x8", f"حليب الأم {6 * j} مل ×8", f"EBM {6 * j} mL 3-hourly")])
    d.tbl([d.L("Jour", "اليوم", "Day"), d.L("Poids", "الوزن", "Weight"), "FiO2", d.L("Bilirubine", "البيليروبين", "Bilirubin"),
           d.L("Alimentation", "التغذية", "Feeds")], rows)
    d.p(d.t("Photothérapie intensive pour ", "علاج ضوئي مكثف من أجل ", "Intensive phototherapy for ")
        + d.H("ictère néonatal", "يرقان الوليد", "neonatal jaundice") + ". "
        + d.t("Dépistage auditif à programmer avant la sortie.", "يبرمج فحص السمع قبل الخروج.", "Hearing screen before discharge."))
    d.p(f"{d.dr(neo)} – {d.t('sage-femme', 'القابلة', 'midwife')} {d.P(sf)} – {d.t('transfert du ', 'نقل بتاريخ ', 'transferred on ')}{d.Dd()}")


def k_diabetic_foot(d):
    R = d.rng
    pat, son, podo, diab = d.person("M"), d.person("M"), d.person(), d.person()
    kin(son, pat)
    wag, ips, a1c = R.randint(1, 3), R.randint(48, 88) / 100, R.randint(78, 126) / 10
    mono = R.randint(2, 7)
    sidefr, sidear = R.choice([("droit", "اليمنى"), ("gauche", "اليسرى")])
    d.h(d.t("Consultation pied diabétique – fiche de suivi", "استشارة القدم السكرية – بطاقة متابعة", "Diabetic foot clinic – follow-up sheet"))
    d.p(d.D(d.t("Unité du pied diabétique – Institut National de Nutrition", "وحدة القدم السكرية – المعهد الوطني للتغذية",
                "Diabetic Foot Unit – National Institute of Nutrition")) + " – " + d.t("fiche n° ", "بطاقة عدد ", "sheet no. ") + d.Dref("PD", "/"))
    d.kv([(d.L("Patient", "المريض", "Patient"), d.P(pat)),
          (d.L("Date de naissance", "تاريخ الولادة", "Born"), d.dob(1940, 1972)),
          (d.L("CIN", "بطاقة التعريف", "CIN"), d.cin()),
          (d.L("CNSS", "الضمان الاجتماعي", "CNSS"), d.cnss()),
          (d.L("Adresse", "العنوان", "Address"), d.adr(split=True)),
          (d.L("GSM", "الجوال", "Mobile"), d.tel()),
          (d.L("Accompagnant", "المرافق", "Accompanied by"), f"{d.P(son)} ({d.t('fils', 'الابن', 'son')}) {d.tel()}")])
    d.h(d.t("Bilan initial", "التقييم الأولي", "Initial assessment"))
    d.p(d.t(f"{ref(d, pat)} : {d.H('diabète de type 2 sous insuline depuis 12 ans', 'داء السكري من النوع الثاني تحت الأنسولين منذ 12 سنة', 'insulin-treated type 2 diabetes for 12 years')}, "
            f"{d.H(f'HbA1c {num(d, a1c)} %', f'الهيموغلوبين السكري {num(d, a1c)} %', f'HbA1c {a1c}%')}, {d.H(f'neuropathie périphérique (monofilament {mono}/10)', f'اعتلال الأعصاب المحيطية (اختبار الخيط {mono}/10)', f'peripheral neuropathy (monofilament {mono}/10)')}, "
            f"{d.H(f'artériopathie des membres inférieurs, IPS {num(d, ips, 2)}', f'اعتلال شرايين الساقين، مؤشر الكاحل {num(d, ips, 2)}', f'peripheral arterial disease, ABPI {ips}')}.",
            f"{ref(d, pat)}: {d.H('diabète de type 2 sous insuline depuis 12 ans', 'داء السكري من النوع الثاني تحت الأنسولين منذ 12 سنة', 'insulin-treated type 2 diabetes for 12 years')}، "
            f"{d.H(f'HbA1c {num(d, a1c)} %', f'الهيموغلوبين السكري {num(d, a1c)} %', f'HbA1c {a1c}%')}، {d.H(f'neuropathie périphérique (monofilament {mono}/10)', f'اعتلال الأعصاب المحيطية (اختبار الخيط {mono}/10)', f'peripheral neuropathy (monofilament {mono}/10)')}، "
            f"{d.H(f'artériopathie des membres inférieurs, IPS {num(d, ips, 2)}', f'اعتلال شرايين الساقين، مؤشر الكاحل {num(d, ips, 2)}', f'peripheral arterial disease, ABPI {ips}')}.",
            f"{ref(d, pat)}: {d.H('diabète de type 2 sous insuline depuis 12 ans', 'داء السكري من النوع الثاني تحت الأنسولين منذ 12 سنة', 'insulin-treated type 2 diabetes for 12 years')}, "
            f"{d.H(f'HbA1c {num(d, a1c)} %', f'الهيموغلوبين السكري {num(d, a1c)} %', f'HbA1c {a1c}%')}, {d.H(f'neuropathie périphérique (monofilament {mono}/10)', f'اعتلال الأعصاب المحيطية (اختبار الخيط {mono}/10)', f'peripheral neuropathy (monofilament {mono}/10)')}, "
            f"{d.H(f'artériopathie des membres inférieurs, IPS {num(d, ips, 2)}', f'اعتلال شرايين الساقين، مؤشر الكاحل {num(d, ips, 2)}', f'peripheral arterial disease, ABPI {ips}')}."))
    d.kv([(d.L("Lésion", "الإصابة", "Lesion"), d.H(f"ulcère plantaire de la 1re tête métatarsienne, pied {sidefr}", f"قرحة أخمصية تحت رأس المشط الأول للقدم {sidear}", "plantar ulcer under the 1st metatarsal head")),
          (d.L("Classification", "التصنيف", "Grade"), d.H(f"Wagner {wag}", f"واغنر {wag}", f"Wagner grade {wag}")),
          (d.L("Infection", "التعفن", "Infection"), d.H("sondage osseux positif – ostéite suspectée", "اختبار العظم إيجابي – اشتباه في التهاب العظم", "probe-to-bone positive – suspected osteomyelitis")),
          (d.L("Antécédent", "سوابق", "History"), d.H("amputation du 2e orteil gauche (2021)", "بتر الإصبع الثاني للقدم اليسرى (2021)", "amputation of left 2nd toe (2021)"))])
    d.h(d.t("Suivi des soins", "متابعة العلاج", "Wound follow-up"))
    rows = []
    L_, W_ = R.randint(20, 45), R.randint(12, 30)
    for i in range(4):
        rows.append([d.Dd() if i == 0 else (f"S{i * 2}" if d.lang != "en" else f"W{i * 2}"),
                     d.H(f"{L_} x {W_} mm", f"{L_} × {W_} ملم", f"{L_} x {W_} mm"),
                     d.H(R.choice(["fond fibrineux 50 %", "bourgeonnement 70 %", "hyperkératose périlésionnelle"]),
                         R.choice(["قاع ليفي 50 %", "تبرعم 70 %", "تقرن حول الجرح"]),
                         R.choice(["50% slough", "70% granulation", "callus around the wound"])),
                     d.H(R.choice(["décharge par botte", "pansement à l'argent", "détersion mécanique"]),
                         R.choice(["حذاء لتخفيف الضغط", "ضمادة بالفضة", "تنظيف ميكانيكي"]),
                         R.choice(["offloading boot", "silver dressing", "sharp debridement"]))])
        L_, W_ = max(4, L_ - R.randint(3, 9)), max(3, W_ - R.randint(2, 6))
    d.tbl([d.L("Date", "التاريخ", "Date"), d.L("Taille", "المقاس", "Size"), d.L("Aspect", "المظهر", "Aspect"), d.L("Soins", "العلاج", "Care")], rows)
    d.p(d.t("Antibiothérapie : ", "المضادات الحيوية: ", "Antibiotics: ")
        + d.H("amoxicilline-acide clavulanique 1 g x3/j pendant 6 semaines", "أموكسيسيلين-حمض الكلافولانيك 1 غ ثلاث مرات يوميا لمدة 6 أسابيع", "co-amoxiclav 1 g tds for 6 weeks")
        + ". " + d.t("Pansement réf. ", "ضمادة مرجع ", "Dressing ref. ") + d.D(f"PA-AG {R.randint(10, 15)}x{R.randint(10, 15)}") + ".")
    d.p(f"{d.t('Podologue', 'أخصائي القدم', 'Podiatrist')} : {d.P(podo)} – {d.dr(diab)} ({d.t('diabétologue', 'طبيب السكري', 'diabetologist')}), MF {d.mf()}")


def k_palliative(d):
    R = d.rng
    pat = d.person()
    spouse = d.person("F" if pat.g == "M" else "M")
    dau, doc_, nurse = d.person("F"), d.person(), d.person("F")
    kin(dau, pat if pat.g == "M" else spouse)
    eva, pps, mor = R.randint(5, 9), R.choice([30, 40, 50]), R.choice([20, 30, 40, 60])
    d.h(d.t("Plan de soins palliatifs à domicile", "خطة الرعاية التلطيفية بالمنزل", "Palliative care plan (home)"))
    d.p(d.D(d.t("Équipe mobile de soins palliatifs – Institut Salah Azaiez", "الفريق المتنقل للرعاية التلطيفية – معهد صالح عزيز",
                "Mobile palliative care team – Salah Azaiez Institute")) + " – " + d.t("réunion du ", "اجتماع بتاريخ ", "meeting of ") + d.Dd())
    d.kv([(d.L("Patient(e)", "المريض(ة)", "Patient"), d.P(pat)),
          (d.L("Date de naissance", "تاريخ الولادة", "Date of birth"), d.dob(1936, 1970)),
          (d.L("CIN", "بطاقة التعريف الوطنية", "National ID"), d.cin()),
          (d.L("Domicile", "مكان الإقامة", "Home"), d.adr()),
          (d.L("N° CNSS", "رقم الضمان الاجتماعي", "CNSS no."), d.cnss()),
          (d.L("Conjoint(e)", "الزوج(ة)", "Spouse"), d.P(spouse)),
          (d.L("Aidante principale", "المرافقة الرئيسية", "Main carer"), f"{d.P(dau)}{d.c}{d.tel()}{d.c}{d.mail(dau)}")])
    d.h(d.t("Situation clinique", "الوضعية السريرية", "Clinical situation"))
    d.p(d.t(f"{d.H('Adénocarcinome du pancréas métastatique (foie, péritoine)', 'سرطان غدي في البنكرياس منتشر (الكبد والصفاق)', 'Metastatic pancreatic adenocarcinoma (liver, peritoneum)')}, "
            f"arrêt de la chimiothérapie après 3 lignes. {d.H(f'PPS {pps} %', f'مؤشر الأداء PPS {pps} %', f'PPS {pps}%')}, {d.H('ascite récidivante', 'استسقاء متكرر', 'recurrent ascites')}, "
            f"{d.H('escarre sacrée stade 2', 'قرحة فراش عجزية من الدرجة الثانية', 'grade 2 sacral pressure ulcer')}.",
            f"{d.H('Adénocarcinome du pancréas métastatique (foie, péritoine)', 'سرطان غدي في البنكرياس منتشر (الكبد والصفاق)', 'Metastatic pancreatic adenocarcinoma (liver, peritoneum)')}، "
            f"توقف العلاج الكيميائي بعد 3 خطوط. {d.H(f'PPS {pps} %', f'مؤشر الأداء PPS {pps} %', f'PPS {pps}%')}، {d.H('ascite récidivante', 'استسقاء متكرر', 'recurrent ascites')}، "
            f"{d.H('escarre sacrée stade 2', 'قرحة فراش عجزية من الدرجة الثانية', 'grade 2 sacral pressure ulcer')}.",
            f"{d.H('Adénocarcinome du pancréas métastatique (foie, péritoine)', 'سرطان غدي في البنكرياس منتشر (الكبد والصفاق)', 'Metastatic pancreatic adenocarcinoma (liver, peritoneum)')}; "
            f"chemotherapy stopped after three lines. {d.H(f'PPS {pps} %', f'مؤشر الأداء PPS {pps} %', f'PPS {pps}%')}, {d.H('ascite récidivante', 'استسقاء متكرر', 'recurrent ascites')}, "
            f"{d.H('escarre sacrée stade 2', 'قرحة فراش عجزية من الدرجة الثانية', 'grade 2 sacral pressure ulcer')}."))
    d.h(d.t("Évaluation des symptômes (ESAS)", "تقييم الأعراض", "Symptom assessment (ESAS)"))
    syms = [("douleur", "الألم", "pain", eva), ("nausées", "الغثيان", "nausea", R.randint(1, 6)),
            ("fatigue", "التعب", "tiredness", R.randint(5, 9)), ("anxiété", "القلق", "anxiety", R.randint(2, 8)),
            ("dyspnée", "ضيق التنفس", "breathlessness", R.randint(1, 7))]
    d.tbl([d.L("Symptôme", "العرض", "Symptom"), d.L("Score", "الدرجة", "Score"), d.L("Objectif", "الهدف", "Target")],
          [[d.t(a, b, c), d.H(f"{a} {n}/10", f"{b} {n}/10", f"{c} {n}/10"), "≤ 3/10"] for a, b, c, n in syms])
    d.h(d.t("Prescriptions", "الوصفات", "Medication"))
    meds = []
    for m in [(f"Morphine LP {mor} mg matin et soir", f"مورفين ممتد المفعول {mor} ملغ صباحا ومساء", f"MST {mor} mg bd"),
              (f"Interdoses morphine {mor // 6 or 5} mg PO si EVA > 4", f"جرعات إضافية من المورفين {mor // 6 or 5} ملغ عند الحاجة", f"oral morphine {mor // 6 or 5} mg PRN for breakthrough pain"),
              ("Métoclopramide 10 mg x3/j", "ميتوكلوبراميد 10 ملغ ثلاث مرات يوميا", "metoclopramide 10 mg tds"),
              ("Macrogol 1 sachet/j", "ماكروغول كيس يوميا", "macrogol one sachet daily")]:
        meds.append(d.H(*m))
    d.ul(meds, "*")
    d.p(d.t("Directives anticipées : ", "التوجيهات المسبقة: ", "Advance decisions: ")
        + d.H("pas de réanimation cardio-pulmonaire en cas d'arrêt", "عدم الإنعاش القلبي الرئوي عند التوقف", "DNACPR in place") + ". "
        + d.t("Location lit médicalisé : ", "كراء سرير طبي: ", "Hospital bed rental: ") + d.Da(120, 260) + d.t(" par mois, remboursé sur le RIB de l'aidante ", " شهريا، يسترجع على حساب المرافقة ", " per month, refunded to the carer's account ") + d.rib() + ".")
    d.p(d.t("Cadre : ", "الإطار القانوني: ", "Framework: ") + d.D(d.t("loi n° 91-63 du 29 juillet 1991", "القانون عدد 63 لسنة 1991", "Law No. 91-63 of 29 July 1991")) + ".")
    d.p(f"{d.dr(doc_)} – {d.t('infirmière référente', 'الممرضة المرجعية', 'key nurse')} {d.P(nurse)} ({d.tel()})")


def k_rheumatology(d):
    R = d.rng
    pat, gp, rh = d.person("F"), d.person(), d.person()
    das, ccp, crp, vs = R.randint(38, 64) / 10, R.randint(120, 340), R.randint(8, 60), R.randint(20, 90)
    nad, nag, mtx = R.randint(4, 14), R.randint(2, 10), R.choice([10, 15, 20])
    foreign = R.random() < 0.5
    d.h(d.t("Consultation de rhumatologie", "استشارة في أمراض المفاصل", "Rheumatology clinic letter"))
    d.p(d.D(d.t("Service de Rhumatologie – Hôpital Mohamed Kassab", "قسم أمراض الروماتيزم – مستشفى محمد القصاب",
                "Rheumatology Department – Mohamed Kassab Hospital")) + " – " + d.t("consultation du ", "بتاريخ ", "clinic date ") + d.Dd())
    d.kv([(d.L("Patiente", "المريضة", "Patient"), d.P(pat)),
          (d.L("Née le", "تاريخ الولادة", "DOB"), d.dob(1950, 1995)),
          (d.L("Pièce d'identité", "وثيقة الهوية", "ID"), (d.t("passeport ", "جواز سفر ", "passport ") + d.pp(True)) if foreign else ("CIN " + d.cin())),
          (d.L("Adresse", "العنوان", "Address"), d.adr(split=True)),
          (d.L("Téléphone", "الهاتف", "Telephone"), d.tel()),
          (d.L("E-mail", "البريد الإلكتروني", "Email"), d.mail(pat)),
          (d.L("Médecin traitant", "الطبيب المعالج", "GP"), d.dr(gp))])
    d.h(d.t("Diagnostic", "التشخيص", "Diagnosis"))
    d.p(d.t(f"{ref(d, pat)} est suivie pour une {d.H('polyarthrite rhumatoïde séropositive érosive', 'التهاب المفاصل الروماتويدي المصلي الإيجابي', 'seropositive erosive rheumatoid arthritis')} "
            f"(anti-CCP {d.H(f'{ccp} U/mL', f'{ccp} U/mL', f'{ccp} U/mL')}), avec {d.H('érosions carpiennes bilatérales', 'تآكل في عظام الرسغين', 'bilateral carpal erosions')}. "
            f"ATCD : {d.H('tuberculose latente traitée (2019)', 'سل كامن معالج (2019)', 'treated latent TB (2019)')}, {d.H('ostéoporose (T-score -2,8)', 'هشاشة العظام (T-score -2,8)', 'osteoporosis (T-score -2.8)')}.",
            f"{ref(d, pat)} تتابع من أجل {d.H('polyarthrite rhumatoïde séropositive érosive', 'التهاب المفاصل الروماتويدي المصلي الإيجابي', 'seropositive erosive rheumatoid arthritis')} "
            f"(anti-CCP {d.H(f'{ccp} U/mL', f'{ccp} U/mL', f'{ccp} U/mL')}) مع {d.H('érosions carpiennes bilatérales', 'تآكل في عظام الرسغين', 'bilateral carpal erosions')}. "
            f"السوابق: {d.H('tuberculose latente traitée (2019)', 'سل كامن معالج (2019)', 'treated latent TB (2019)')}، {d.H('ostéoporose (T-score -2,8)', 'هشاشة العظام (T-score -2,8)', 'osteoporosis (T-score -2.8)')}.",
            f"{ref(d, pat)} has {d.H('polyarthrite rhumatoïde séropositive érosive', 'التهاب المفاصل الروماتويدي المصلي الإيجابي', 'seropositive erosive rheumatoid arthritis')} "
            f"(anti-CCP {d.H(f'{ccp} U/mL', f'{ccp} U/mL', f'{ccp} U/mL')}) with {d.H('érosions carpiennes bilatérales', 'تآكل في عظام الرسغين', 'bilateral carpal erosions')}. "
            f"Background: {d.H('tuberculose latente traitée (2019)', 'سل كامن معالج (2019)', 'treated latent TB (2019)')}, {d.H('ostéoporose (T-score -2,8)', 'هشاشة العظام (T-score -2,8)', 'osteoporosis (T-score -2.8)')}."))
    d.h(d.t("Activité de la maladie", "نشاط المرض", "Disease activity"))
    d.tbl([d.L("Indice", "المؤشر", "Measure"), d.L("Valeur", "القيمة", "Value")],
          [["DAS28-CRP", d.H(f"DAS28 {num(d, das)}", f"DAS28 {num(d, das)}", f"DAS28 {das}")],
           [d.t("Articulations douloureuses", "المفاصل المؤلمة", "Tender joints"), d.H(f"NAD {nad}/28", f"{nad}/28 مفصلا مؤلما", f"TJC {nad}/28")],
           [d.t("Articulations gonflées", "المفاصل المتورمة", "Swollen joints"), d.H(f"NAG {nag}/28", f"{nag}/28 مفصلا متورما", f"SJC {nag}/28")],
           ["CRP", d.H(f"CRP {crp} mg/L", f"CRP {crp} ملغ/ل", f"CRP {crp} mg/L")],
           [d.t("VS", "سرعة الترسب", "ESR"), d.H(f"VS {vs} mm 1re h", f"سرعة الترسب {vs} ملم", f"ESR {vs} mm/h")],
           [d.t("Facteur rhumatoïde", "العامل الروماتويدي", "Rheumatoid factor"), d.H(f"FR {R.randint(40, 300)} UI/mL", f"FR {R.randint(40, 300)} UI/mL", f"RF {R.randint(40, 300)} IU/mL")]])
    d.h(d.t("Traitement", "العلاج", "Treatment"))
    meds = []
    for m in [(f"Méthotrexate {mtx} mg/semaine (lundi)", f"ميثوتريكسات {mtx} ملغ أسبوعيا", f"methotrexate {mtx} mg weekly"),
              ("Acide folique 5 mg le lendemain", "حمض الفوليك 5 ملغ في اليوم الموالي", "folic acid 5 mg the day after"),
              (f"Prednisone {R.choice(['5', '7,5', '10'])} mg/j en décroissance", "بريدنيزون 5 ملغ يوميا مع التخفيض", "prednisolone 7.5 mg daily, tapering"),
              ("Alendronate 70 mg/semaine", "أليندرونات 70 ملغ أسبوعيا", "alendronate 70 mg weekly")]:
        meds.append(d.H(*m))
    d.ul(meds)
    d.p(d.t("Demande de biothérapie (anti-TNF) adressée à la CNAM, accord préalable n° ", "طلب علاج بيولوجي موجه إلى الكنام، الموافقة المسبقة عدد ",
            "Biologic (anti-TNF) request sent to CNAM, prior approval no. ") + d.Dref("APCI", "/") + ". "
        + d.t("Prochain rendez-vous : ", "الموعد القادم: ", "Next appointment: ") + d.Dd() + ".")
    d.p(f"{d.dr(rh)} – {d.t('rhumatologue', 'طبيب الروماتيزم', 'consultant rheumatologist')}")


def k_stress_test(d):
    R = d.rng
    pat, cardio, refd, tech = d.person("M"), d.person(), d.person(), d.person()
    fcmax, pct = R.randint(128, 162), R.randint(78, 96)
    st, mets = R.choice(["1,5", "2", "2,5", "3"]), R.randint(55, 95) / 10
    tar, tam = f"{R.randint(125, 150)}/{R.randint(75, 90)}", f"{R.randint(190, 225)}/{R.randint(90, 110)}"
    foreign = R.random() < 0.4
    d.h(d.t("Compte rendu d'épreuve d'effort", "تقرير اختبار الجهد", "Exercise stress test report"))
    d.p(d.D(d.t("Centre de cardiologie du Lac – Tunis", "مركز أمراض القلب بالبحيرة – تونس", "Lac Cardiology Centre – Tunis"))
        + " – " + d.t("examen du ", "بتاريخ ", "test date ") + d.Dd() + " – " + d.D(d.t("protocole de Bruce", "بروتوكول بروس", "Bruce protocol")))
    d.kv([(d.L("Patient", "المريض", "Patient"), d.P(pat)),
          (d.L("Date de naissance", "تاريخ الولادة", "Date of birth"), d.dob(1945, 1985)),
          (d.L("Identité", "الهوية", "Identity document"), (d.t("passeport ", "جواز السفر ", "passport ") + d.pp(True)) if foreign else ("CIN " + d.cin())),
          (d.L("Adresse", "العنوان", "Address"), d.adr(split=True)),
          (d.L("Tél.", "الهاتف", "Tel."), d.tel()),
          (d.L("Demandé par", "بطلب من", "Requested by"), d.dr(refd)),
          (d.L("Assurance", "التأمين", "Cover"), "CNSS " + d.cnss())])
    d.p(d.t("Indication : ", "دواعي الفحص: ", "Indication: ") + d.H("douleur thoracique atypique d'effort", "ألم صدري غير نمطي عند الجهد", "atypical exertional chest pain")
        + ". " + d.t("Facteurs de risque : ", "عوامل الخطورة: ", "Risk factors: ")
        + d.c.join([d.H("diabète de type 2", "السكري من النوع الثاني", "type 2 diabetes"),
                     d.H(f"tabagisme {R.randint(15, 40)} PA", f"تدخين {R.randint(15, 40)} علبة-سنة", f"smoker {R.randint(15, 40)} pack-years"),
                     d.H("dyslipidémie sous statine", "اضطراب الدهون تحت الستاتين", "dyslipidaemia on statin")])
        + ". " + d.t("Traitement arrêté 48 h avant : ", "علاج تم إيقافه قبل 48 ساعة: ", "Withheld 48 h before: ") + d.H("bisoprolol 5 mg", "بيسوبرولول 5 ملغ", "bisoprolol 5 mg") + ".")
    rows = []
    fc = R.randint(72, 92)
    for i in range(1, 5):
        fc = min(fcmax, fc + R.randint(14, 26))
        rows.append([d.t(f"Palier {i}", f"المرحلة {i}", f"Stage {i}"), "3 min",
                     d.H(f"FC {fc}/min", f"النبض {fc}/د", f"HR {fc} bpm"),
                     d.H(f"TA {R.randint(140, 215)}/{R.randint(80, 105)}", f"الضغط {R.randint(140, 215)}/{R.randint(80, 105)}", f"BP {R.randint(140, 215)}/{R.randint(80, 105)}"),
                     d.H("douleur angineuse" if i >= 3 else "RAS", "ألم ذبحي" if i >= 3 else "لا شيء", "anginal pain" if i >= 3 else "nil")])
    d.tbl([d.L("Palier", "المرحلة", "Stage"), d.L("Durée", "المدة", "Duration"), d.L("FC", "النبض", "HR"), d.L("TA", "الضغط", "BP"), d.L("Symptômes", "الأعراض", "Symptoms")], rows)
    d.kv([(d.L("TA de repos", "الضغط في الراحة", "Resting BP"), d.H(f"{tar} mmHg", f"{tar} ملم زئبق", f"{tar} mmHg")),
          (d.L("TA maximale", "أقصى ضغط", "Peak BP"), d.H(f"{tam} mmHg", f"{tam} ملم زئبق", f"{tam} mmHg")),
          (d.L("FC maximale", "أقصى نبض", "Peak HR"), d.H(f"{fcmax}/min ({pct} % de la FMT)", f"{fcmax} نبضة/د ({pct} % من الحد الأقصى النظري)", f"{fcmax} bpm ({pct}% of predicted)")),
          (d.L("Capacité", "القدرة", "Workload"), d.H(f"{num(d, mets)} METs", f"{num(d, mets)} METs", f"{mets} METs")),
          (d.L("ECG", "تخطيط القلب", "ECG"), d.H(f"sous-décalage ST horizontal de {st} mm en V4-V6", f"انخفاض أفقي للقطعة ST بمقدار {st} ملم في V4-V6", f"{st.replace(',', '.')} mm horizontal ST depression in V4–V6")),
          (d.L("Récupération", "فترة الاسترجاع", "Recovery"), d.H("ESV bigéminées en récupération", "انقباضات بطينية مبكرة متزاوجة", "ventricular bigeminy in recovery"))])
    d.p(d.t("Conclusion : ", "الخلاصة: ", "Conclusion: ") + d.H("épreuve d'effort positive cliniquement et électriquement – ischémie myocardique", "اختبار جهد إيجابي سريريا وكهربائيا – نقص تروية عضلة القلب", "clinically and electrically positive test – myocardial ischaemia")
        + ". " + d.t("Coronarographie recommandée. Appareil ", "ينصح بتصوير الشرايين التاجية. الجهاز ", "Coronary angiography advised. System ") + d.D(f"CASE V{R.randint(6, 7)}.{R.randint(10, 80)}")
        + " – " + d.t("honoraires ", "المعلوم ", "fee ") + d.Da(90, 180) + ".")
    d.p(f"{d.dr(cardio)} – {d.t('cardiologue', 'طبيب القلب', 'cardiologist')} – MF {d.mf()} – {d.t('technicien', 'التقني', 'technician')} {d.P(tech)}")


def k_wound_care(d):
    R = d.rng
    pat, nurse, carer, gp = d.person(), d.person(), d.person("F"), d.person()
    L_, W_ = R.randint(40, 90), R.randint(25, 60)
    d.h(d.t("Soins de plaies à domicile – fiche de passage", "علاج الجروح بالمنزل – بطاقة الزيارات", "Home wound care – visit record"))
    d.p(d.t("Cabinet de soins infirmiers – ", "عيادة التمريض – ", "Nursing practice – ") + d.P(nurse) + ", MF " + d.mf() + ", " + d.tel())
    d.kv([(d.L("Patient", "المريض", "Patient"), d.P(pat)),
          (d.L("Date de naissance", "تاريخ الولادة", "Date of birth"), d.dob(1932, 1965)),
          (d.L("Adresse des soins", "عنوان العلاج", "Care address"), d.adr()),
          (d.L("CIN", "بطاقة التعريف", "CIN"), d.cin()),
          (d.L("Affiliation", "الانخراط", "Social insurance"), "CNSS " + d.cnss()),
          (d.L("Aidante", "المرافقة", "Carer"), f"{d.P(carer)} – {d.tel()}"),
          (d.L("Prescripteur", "الطبيب الواصف", "Prescriber"), d.dr(gp)),
          (d.L("Véhicule de l'infirmier (indemnités km)", "سيارة الممرض (منحة الكيلومترات)", "Nurse's car (mileage)"), d.plate())])
    d.h(d.t("Plaies", "الجروح", "Wounds"))
    d.p(d.t(f"{d.H(f'Ulcère veineux de la jambe gauche {L_} x {W_} mm', f'قرحة وريدية في الساق اليسرى {L_} × {W_} ملم', f'venous leg ulcer, left, {L_} x {W_} mm')} sur {d.H('insuffisance veineuse chronique', 'قصور وريدي مزمن', 'chronic venous insufficiency')} ; "
            f"{d.H('escarre du talon droit stade 3', 'قرحة فراش في الكعب الأيمن من الدرجة الثالثة', 'grade 3 pressure ulcer of the right heel')}. Prélèvement : {d.H('Staphylococcus aureus méti-S', 'المكورات العنقودية الذهبية', 'MSSA')}.",
            f"{d.H(f'Ulcère veineux de la jambe gauche {L_} x {W_} mm', f'قرحة وريدية في الساق اليسرى {L_} × {W_} ملم', f'venous leg ulcer, left, {L_} x {W_} mm')} على خلفية {d.H('insuffisance veineuse chronique', 'قصور وريدي مزمن', 'chronic venous insufficiency')}؛ "
            f"{d.H('escarre du talon droit stade 3', 'قرحة فراش في الكعب الأيمن من الدرجة الثالثة', 'grade 3 pressure ulcer of the right heel')}. العينة: {d.H('Staphylococcus aureus méti-S', 'المكورات العنقودية الذهبية', 'MSSA')}.",
            f"{d.H(f'Ulcère veineux de la jambe gauche {L_} x {W_} mm', f'قرحة وريدية في الساق اليسرى {L_} × {W_} ملم', f'venous leg ulcer, left, {L_} x {W_} mm')} with {d.H('insuffisance veineuse chronique', 'قصور وريدي مزمن', 'chronic venous insufficiency')}; "
            f"{d.H('escarre du talon droit stade 3', 'قرحة فراش في الكعب الأيمن من الدرجة الثالثة', 'grade 3 pressure ulcer of the right heel')}. Swab: {d.H('Staphylococcus aureus méti-S', 'المكورات العنقودية الذهبية', 'MSSA')}."))
    d.p(d.t("Comorbidités : ", "الأمراض المصاحبة: ", "Comorbidities: ") + d.c.join([
        d.H(f"AOMI (IPS {num(d, R.randint(80, 95) / 100, 2)})", f"اعتلال شرايين الأطراف السفلى (مؤشر {num(d, R.randint(80, 95) / 100, 2)})", f"PAD (ABPI {R.randint(80, 95) / 100})"),
        d.H("insuffisance cardiaque", "قصور القلب", "heart failure"),
        d.H("dénutrition (albumine 28 g/L)", "سوء التغذية (ألبومين 28 غ/ل)", "malnutrition (albumin 28 g/L)")]) + ".")
    rows = []
    for i in range(4):
        rows.append([d.Dd() if i == 0 else d.t(f"visite {i + 1}", f"زيارة {i + 1}", f"visit {i + 1}"),
                     d.H(f"{L_} x {W_} mm", f"{L_} × {W_} ملم", f"{L_} x {W_} mm"),
                     d.H(R.choice(["fibrine 60 %", "bourgeon 50 %", "exsudat abondant", "berges macérées"]),
                         R.choice(["ليفين 60 %", "نسيج حبيبي 50 %", "إفرازات غزيرة", "حواف متعطنة"]),
                         R.choice(["60% slough", "50% granulation", "heavy exudate", "macerated edges"])),
                     d.H(R.choice(["pansement hydrocellulaire + compression 2 bandes", "alginate + hydrocellulaire", "détersion + tulle"]),
                         R.choice(["ضمادة رغوية مع ضغط بضمادتين", "ضمادة ألجينات", "تنظيف الجرح"]),
                         R.choice(["foam dressing + two-layer compression", "alginate + foam", "debridement + tulle"])),
                     d.H(f"douleur {R.randint(2, 7)}/10", f"الألم {R.randint(2, 7)}/10", f"pain {R.randint(2, 7)}/10")])
        L_, W_ = max(5, L_ - R.randint(2, 8)), max(4, W_ - R.randint(1, 6))
    d.tbl([d.L("Passage", "الزيارة", "Visit"), d.L("Dimensions", "المقاس", "Size"), d.L("Aspect", "المظهر", "Wound bed"),
           d.L("Soin réalisé", "العلاج المنجز", "Care given"), d.L("Douleur", "الألم", "Pain")], rows)
    d.p(d.t("Matériel : ", "المستلزمات: ", "Supplies: ") + d.D(f"REF {R.randint(280000, 299999)}") + d.t(" ; tarif AMI 4 : ", "؛ التعريفة: ", "; fee per visit: ")
        + d.Da(8, 25) + d.t(" ; trajet ", "؛ المسافة ", "; distance ") + d.D(f"{R.randint(6, 45)} km") + ".")


def k_labour(d):
    R = d.rng
    emp, boss, lawyer, insp, clerk = d.person("M"), d.person("M"), d.person(), d.person(), d.person()
    co = d.ch(["Sotrabat Medjerda SARL", "Confection Kheireddine SA", "Tapis du Sahel SARL", "Agrumes Cap Bon SA"])
    ipp = R.randint(5, 15)
    d.h(d.t("Procès-verbal de conciliation – litige individuel de travail", "محضر صلح – نزاع شغل فردي",
            "Conciliation record – individual labour dispute"))
    d.p(d.L("Inspection régionale du travail de Ben Arous", "التفقدية الجهوية للشغل ببن عروس", "Regional Labour Inspectorate, Ben Arous") + " – " + d.t("affaire n° ", "القضية عدد ", "case no. ") + d.D(f"{R.randint(1000, 9999)}/2024")
        + " – " + d.t("séance du ", "جلسة ", "hearing of ") + d.Dd())
    d.p(d.t("Siège de l'inspection : ", "مقر التفقدية: ", "Inspectorate office: ") + f"{R.randint(1, 80)} " + d.Dstreet() + ", " + d.D(d.t("2013 Ben Arous", "2013 بن عروس", "2013 Ben Arous")))
    d.p(d.t("Entre les soussignés :", "بين الممضين أسفله:", "Between:"))
    d.kv([(d.L("Le salarié", "العامل", "Employee"), d.P(emp)),
          (d.L("Né le", "المولود في", "Born"), d.dob(1962, 2000)),
          (d.L("CIN", "بطاقة التعريف الوطنية عدد", "ID card"), d.cin()),
          (d.L("Immatriculation CNSS", "المعرف بالضمان الاجتماعي", "CNSS registration"), d.cnss()),
          (d.L("Demeurant", "القاطن ب", "Residing at"), d.adr(split=True)),
          (d.L("Joignable", "الهاتف", "Contact"), f"{d.tel()} / {d.mail(emp)}"),
          (d.L("Assisté de", "بمساعدة", "Assisted by"), d.t("Maître ", "الأستاذ ", "Counsel ") + d.P(lawyer))])
    d.p(d.t(f"Et la société {d.D(co)}, matricule fiscal {d.Dmf()}, représentée par son gérant {d.P(boss)} (CIN {d.cin()}).",
            f"والشركة {d.D(co)}، المعرف الجبائي {d.Dmf()}، في شخص مسيرها {d.P(boss)} (ب.ت.و {d.cin()}).",
            f"And {d.D(co)}, tax no. {d.Dmf()}, represented by its manager {d.P(boss)} (ID {d.cin()})."))
    d.h(d.t("Objet du litige", "موضوع النزاع", "Subject"))
    d.p(d.t(f"{ref(d, emp)} conteste son licenciement intervenu après un accident du travail ({d.H('fracture du poignet droit', 'كسر في المعصم الأيمن', 'fracture of the right wrist')}, "
            f"{d.H(f'IPP {ipp} %', f'نسبة عجز مستمر {ipp} %', f'permanent disability {ipp}%')}) et invoque {d.D('l’article 14 du Code du travail')}.",
            f"{ref(d, emp)} يطعن في طرده إثر حادث شغل ({d.H('fracture du poignet droit', 'كسر في المعصم الأيمن', 'fracture of the right wrist')}، "
            f"{d.H(f'IPP {ipp} %', f'نسبة عجز مستمر {ipp} %', f'permanent disability {ipp}%')}) ويستند إلى {d.D('الفصل 14 من مجلة الشغل')}.",
            f"{ref(d, emp)} disputes a dismissal following a work accident ({d.H('fracture du poignet droit', 'كسر في المعصم الأيمن', 'fracture of the right wrist')}, "
            f"{d.H(f'IPP {ipp} %', f'نسبة عجز مستمر {ipp} %', f'permanent disability {ipp}%')}) and relies on {d.D('Article 14 of the Labour Code')}."))
    d.p(d.t("Certificat médical joint : ", "الشهادة الطبية المرفقة: ", "Medical certificate attached: ")
        + d.H("raideur séquellaire du poignet, port de charges > 5 kg contre-indiqué", "تيبس متبق في المعصم، يمنع حمل أكثر من 5 كغ", "residual wrist stiffness, no lifting over 5 kg") + ".")
    d.h(d.t("Accord intervenu", "الاتفاق الحاصل", "Settlement"))
    d.tbl([d.L("Rubrique", "البيان", "Item"), d.L("Montant", "المبلغ", "Amount")],
          [[d.t("Indemnité de licenciement", "منحة الطرد", "Severance pay"), d.Da(2000, 9000)],
           [d.t("Préavis", "أجل الإعلام", "Notice"), d.Da(600, 2000)],
           [d.t("Congés non pris", "العطل غير المستهلكة", "Unused leave"), d.Da(200, 900)]])
    d.p(d.t(f"Le montant sera viré au plus tard le {d.Dd()} sur le compte du salarié, RIB {d.rib()}. Les parties déclarent se désister de toute action en application de {d.D('l’article 337 du Code du travail')}.",
            f"يحول المبلغ في أجل أقصاه {d.Dd()} إلى حساب العامل، رقم الحساب {d.rib()}. ويتخلى الطرفان عن كل دعوى طبقا لأحكام {d.D('الفصل 337 من مجلة الشغل')}.",
            f"The sum will be transferred by {d.Dd()} to the employee's account, RIB {d.rib()}. Both parties waive any claim under {d.D('Article 337 of the Labour Code')}."))
    d.p(f"{d.t('Inspecteur du travail', 'متفقد الشغل', 'Labour inspector')} : {d.P(insp)} – {d.t('secrétaire', 'الكاتب', 'clerk')} : {d.P(clerk)}")


def k_appraisal(d):
    R = d.rng
    emp, mgr, hr, n2 = d.person(), d.person(), d.person("F"), d.person()
    co, dom = d.ch([("Société Tunisienne de Composants Auto", "stca.com.tn"), ("Medina Logistique SARL", "medinalog.tn"),
                    ("Cap Bon Conserves SA", "capbon-conserves.tn"), ("Atlas Câblage Tunisie", "atlas-cablage.com")])
    d.h(d.t("Entretien annuel d'évaluation 2024", "مقابلة التقييم السنوي 2024", "Annual performance appraisal 2024"))
    d.p(d.D(co) + " – " + d.L("Direction des ressources humaines", "إدارة الموارد البشرية", "Human Resources") + " – " + d.t("entretien du ", "بتاريخ ", "held on ") + d.Dd())
    d.kv([(d.L("Collaborateur", "الموظف", "Employee"), d.P(emp)),
          (d.L("Date de naissance", "تاريخ الولادة", "Date of birth"), d.dob(1965, 2001)),
          (d.L("CIN", "بطاقة التعريف", "CIN"), d.cin()),
          (d.L("N° CNSS", "رقم الضمان الاجتماعي", "CNSS no."), d.cnss()),
          (d.L("Adresse", "العنوان", "Address"), d.adr(split=True)),
          (d.L("Mobile", "الجوال", "Mobile"), d.tel()),
          (d.L("E-mail professionnel", "البريد المهني", "Work e-mail"), d.mail(emp, dom)),
          (d.L("Carte corporate", "بطاقة الشركة", "Corporate card"), d.card()),
          (d.L("Véhicule de fonction", "سيارة وظيفية", "Company car"), d.plate()),
          (d.L("Évaluateur (N+1)", "المسؤول المباشر", "Line manager"), d.P(mgr)),
          (d.L("Validation N+2", "المصادقة", "Second-level approval"), d.P(n2))])
    d.h(d.t("Objectifs", "الأهداف", "Objectives"))
    rows = []
    objs = [("Réduire les rebuts de la ligne 3", "تقليص الفواقد في الخط 3", "Cut scrap on line 3"),
            ("Former deux opérateurs", "تكوين عاملين", "Train two operators"),
            ("Déployer le 5S", "تطبيق منهجية 5S", "Roll out 5S"),
            ("Respecter les délais clients", "احترام آجال الحرفاء", "Meet customer deadlines")]
    R.shuffle(objs)
    for i in range(1, 5):
        rows.append([d.D(f"OBJ-2024-{i:02d}-{R.randint(10, 99)}"),
                     d.t(*objs[i - 1]),
                     d.D(d.t(f"{R.randint(72, 128)} % de la cible", f"{R.randint(72, 128)} % من الهدف", f"{R.randint(72, 128)}% of target")), d.t(R.choice(["atteint", "partiellement atteint", "dépassé"]), R.choice(["محقق", "محقق جزئيا"]), R.choice(["met", "partly met", "exceeded"]))])
    d.tbl([d.L("Code", "الرمز", "Code"), d.L("Objectif", "الهدف", "Objective"), d.L("Réalisation", "نسبة الإنجاز", "Achievement"), d.L("Statut", "الحالة", "Status")], rows)
    d.h(d.t("Commentaires", "ملاحظات", "Comments"))
    d.p(d.t(f"{ref(d, emp)} a repris à {d.H('temps partiel thérapeutique suite à une hernie discale L5-S1', 'عمل بنصف الوقت لأسباب علاجية إثر انزلاق غضروفي L5-S1', 'part-time on medical grounds after an L5-S1 disc herniation')} "
            f"jusqu'au {d.Dd()} ; poste aménagé (pas de port de charges). {d.H('Travailleur handicapé reconnu – surdité partielle gauche', 'حامل إعاقة معترف بها – صمم جزئي في الأذن اليسرى', 'registered disability – partial left-sided deafness')}.",
            f"{ref(d, emp)} استأنف العمل في إطار {d.H('temps partiel thérapeutique suite à une hernie discale L5-S1', 'عمل بنصف الوقت لأسباب علاجية إثر انزلاق غضروفي L5-S1', 'part-time on medical grounds after an L5-S1 disc herniation')} "
            f"إلى غاية {d.Dd()}. {d.H('Travailleur handicapé reconnu – surdité partielle gauche', 'حامل إعاقة معترف بها – صمم جزئي في الأذن اليسرى', 'registered disability – partial left-sided deafness')}.",
            f"{ref(d, emp)} returned {d.H('temps partiel thérapeutique suite à une hernie discale L5-S1', 'عمل بنصف الوقت لأسباب علاجية إثر انزلاق غضروفي L5-S1', 'part-time on medical grounds after an L5-S1 disc herniation')} "
            f"until {d.Dd()}; adapted workstation. {d.H('Travailleur handicapé reconnu – surdité partielle gauche', 'حامل إعاقة معترف بها – صمم جزئي في الأذن اليسرى', 'registered disability – partial left-sided deafness')}."))
    d.p(d.t(f"Prime de performance proposée : {d.Da(400, 2500)}, versée sur le RIB {d.rib()} (réf. {d.D('article 6 de la convention collective de la métallurgie')}).",
            f"منحة المردودية المقترحة: {d.Da(400, 2500)} تحول إلى الحساب {d.rib()} (طبقا لأحكام {d.D('الفصل 6 من الاتفاقية المشتركة')}).",
            f"Proposed bonus: {d.Da(400, 2500)}, paid to RIB {d.rib()} (under {d.D('Article 6 of the sector collective agreement')})."))
    d.p(f"{d.t('RRH', 'مسؤولة الموارد البشرية', 'HR business partner')} : {d.P(hr)} – {d.mail(hr, 'rh-groupe.tn')}")


def k_cheque_book(d):
    R = d.rng
    holder, co, agent, proxy = d.person(), d.person(), d.person(), d.person()
    bank = d.ch([("Banque Nationale Agricole", "البنك الوطني الفلاحي"), ("Banque de l'Habitat", "بنك الإسكان"),
                 ("Union Internationale de Banques", "الاتحاد الدولي للبنوك"), ("Banque de Tunisie", "بنك تونس")])
    r = d.rib_digits()
    d.h(d.t("Demande de chéquier", "مطلب دفتر صكوك", "Cheque book request"))
    d.p(d.D(bank[1] if d.lang == "ar" else bank[0]) + " – " + d.t("agence ", "فرع ", "branch ") + d.D(d.t("Ennasr II", "النصر 2", "Ennasr II")) + " – "
        + d.t("demande n° ", "مطلب عدد ", "request no. ") + d.Dbadrib())
    d.p(d.t("Adresse de l'agence : ", "عنوان الفرع: ", "Branch address: ") + f"{R.randint(1, 120)} " + d.Dstreet() + " – " + d.t("code agence ", "رمز الفرع ", "branch code ") + d.D(f"{R.randint(100, 999)}"[:3] + "-" + R.choice("ABCDE")))
    d.kv([(d.L("Titulaire", "صاحب الحساب", "Account holder"), d.P(holder)),
          (d.L("Date de naissance", "تاريخ الولادة", "Date of birth"), d.dob(1950, 2003)),
          (d.L("CIN", "بطاقة التعريف الوطنية", "National ID card"), d.cin()),
          (d.L("Activité", "النشاط", "Occupation"), d.t("commerçant – matricule fiscal ", "تاجر – المعرف الجبائي ", "trader – tax ID ") + d.mf()),
          (d.L("Adresse", "العنوان", "Address"), d.adr(split=True)),
          (d.L("Téléphone", "الهاتف", "Phone"), d.tel()),
          (d.L("E-mail", "البريد الإلكتروني", "E-mail"), d.mail(holder)),
          (d.L("RIB", "المعرف البنكي", "RIB"), d.rib()),
          (d.L("IBAN", "رقم الحساب الدولي", "IBAN"), d.iban(r)),
          (d.L("Carte de débit liée", "البطاقة البنكية المرتبطة", "Linked debit card"), d.card())])
    d.p(d.t(f"Co-titulaire : {d.P(co)}, résident à l'étranger, passeport {d.pp(R.random() < 0.5)}, né(e) le {d.dob(1950, 2003)}.",
            f"صاحب الحساب المشترك: {d.P(co)}، مقيم بالخارج، جواز سفر عدد {d.pp(R.random() < 0.5)}، مولود في {d.dob(1950, 2003)}.",
            f"Joint holder: {d.P(co)}, non-resident, passport {d.pp(R.random() < 0.5)}, born {d.dob(1950, 2003)}."))
    d.tbl([d.L("Type", "النوع", "Type"), d.L("Nombre", "العدد", "Quantity"), d.L("Série", "السلسلة", "Serial range"), d.L("Frais", "المعلوم", "Fee")],
          [[d.t("Chéquier 25 formules", "دفتر 25 صكا", "25-leaf cheque book"), "1", d.D(f"{R.randint(4000000, 4999999)}-{R.randint(10, 99)}"), d.Da(5, 12)],
           [d.t("Chéquier certifié", "صكوك مشهود بها", "Certified cheques"), "2", d.D(f"C{R.randint(100000, 999999)}"), d.Da(8, 20)]])
    d.p(d.t(f"Retrait par mandataire : {d.P(proxy)}, CIN {d.cin()}, {d.tel()}. Le titulaire reconnaît avoir pris connaissance de {d.D('l’article 410 bis du Code de commerce')} relatif aux chèques sans provision.",
            f"السحب بواسطة وكيل: {d.P(proxy)}، ب.ت.و {d.cin()}، {d.tel()}. يقر صاحب الحساب بالاطلاع على {d.D('الفصل 410 مكرر من المجلة التجارية')} المتعلق بالصكوك دون رصيد.",
            f"Collection by proxy: {d.P(proxy)}, ID {d.cin()}, {d.tel()}. The holder acknowledges {d.D('Article 410 bis of the Commercial Code')} on bounced cheques."))
    d.p(d.t("Référence d'envoi : ", "مرجع الإرسال: ", "Dispatch tracking: ") + d.Dbadcard() + " – " + d.t("chargé de clientèle ", "المكلف بالحرفاء ", "relationship officer ") + d.P(agent) + " – " + d.Dd())


def k_fire_claim(d):
    R = d.rng
    ins = d.person()
    spouse = d.person("F" if ins.g == "M" else "M")
    child, neigh, expert, tenant = d.person(), d.person(), d.person(), d.person()
    dad = ins if ins.g == "M" else spouse
    child.family, child.prefix, child.father = dad.family, dad.prefix, dad.given
    co = d.ch([("STAR Assurances", "الشركة التونسية للتأمين وإعادة التأمين ستار"), ("COMAR Assurances", "كومار للتأمين"),
               ("GAT Assurances", "التأمينات العامة التونسية"), ("Assurances BIAT", "تأمينات البيات")])
    d.h(d.t("Déclaration de sinistre incendie – habitation", "تصريح بحادث حريق – مسكن", "Fire damage claim – home"))
    d.p(d.D(co[1] if d.lang == "ar" else co[0]) + " – " + d.t("police multirisque habitation n° ", "عقد تأمين متعدد المخاطر عدد ", "home policy no. ")
        + d.D(f"MRH-{R.randint(10, 99)}-{R.randint(100000, 999999)}") + " – " + d.t("sinistre n° ", "حادث عدد ", "claim no. ") + d.Dref("SIN"))
    d.p(d.t("Direction régionale : ", "الإدارة الجهوية: ", "Regional office: ") + f"{R.randint(1, 120)} " + d.Dstreet() + ", " + d.D(d.t("1080 Tunis Cedex", "1080 تونس", "1080 Tunis Cedex")))
    d.kv([(d.L("Assuré", "المؤمن له", "Policyholder"), d.P(ins)),
          (d.L("Date de naissance", "تاريخ الولادة", "Date of birth"), d.dob(1948, 1998)),
          (d.L("CIN", "بطاقة التعريف", "ID"), d.cin()),
          (d.L("Profession", "المهنة", "Occupation"), d.t("menuisier (atelier au rez-de-chaussée), MF ", "نجار (ورشة بالطابق الأرضي)، المعرف الجبائي ", "carpenter (ground-floor workshop), tax ID ") + d.mf()),
          (d.L("Adresse du risque", "عنوان المحل المؤمن", "Insured address"), d.adr()),
          (d.L("Téléphones", "الهواتف", "Phones"), f"{d.tel()} / {d.tel()}"),
          (d.L("Courriel", "البريد الإلكتروني", "Email"), d.mail(ins))])
    d.h(d.t("Circonstances", "ظروف الحادث", "Circumstances"))
    d.p(d.t(f"Le {d.Dd()} vers 23 h, un court-circuit dans l'atelier a provoqué un incendie. Intervention de la {d.D('Protection civile de Ben Arous')} (rapport n° {d.D(f'{R.randint(10, 99)}/{R.randint(1000, 9999)}')}). "
            f"Le voisin {d.P(neigh)} ({d.tel()}) a donné l'alerte.",
            f"يوم {d.Dd()} حوالي الساعة 23، تسبب تماس كهربائي في الورشة في اندلاع حريق. تدخلت {d.D('الحماية المدنية ببن عروس')} (تقرير عدد {d.D(f'{R.randint(10, 99)}/{R.randint(1000, 9999)}')}). "
            f"الجار {d.P(neigh)} ({d.tel()}) هو من أطلق الإنذار.",
            f"On {d.Dd()} around 11 pm a short circuit in the workshop started a fire. The {d.D('Ben Arous Civil Protection')} attended (report {d.D(f'{R.randint(10, 99)}/{R.randint(1000, 9999)}')}). "
            f"Neighbour {d.P(neigh)} ({d.tel()}) raised the alarm."))
    d.tbl([d.L("Personne", "الشخص", "Person"), d.L("Lien", "الصفة", "Relation"), d.L("Dommage corporel", "الضرر البدني", "Injury")],
          [[d.P(ins), d.t("assuré", "المؤمن له", "policyholder"), d.H("brûlures du 2e degré de la main droite (4 % SCT)", "حروق من الدرجة الثانية في اليد اليمنى (4 %)", "2nd-degree burns to the right hand (4% TBSA)")],
           [d.P(spouse), d.t("conjoint(e)", "الزوج(ة)", "spouse"), d.H(f"intoxication au CO, HbCO {R.randint(12, 30)} %", f"تسمم بأحادي أكسيد الكربون {R.randint(12, 30)} %", f"CO poisoning, COHb {R.randint(12, 30)}%")],
           [d.P(child), d.t("enfant", "الابن", "child"), d.H("crise d'asthme aggravée par les fumées", "نوبة ربو بسبب الدخان", "smoke-induced asthma attack")]])
    d.h(d.t("Biens endommagés", "الممتلكات المتضررة", "Damaged property"))
    d.p(d.t(f"Véhicule de l'assuré {d.plate()} partiellement brûlé dans le garage ; véhicule du locataire du 1er étage, {d.P(tenant)} (passeport {d.pp(True)}), immatriculé {d.plate(rs=True)}.",
            f"سيارة المؤمن له {d.plate()} احترقت جزئيا في المستودع؛ سيارة المتسوغ بالطابق الأول {d.P(tenant)} (جواز سفر {d.pp(True)})، رقمها {d.plate(rs=True)}.",
            f"Policyholder's car {d.plate()} partly burnt in the garage; first-floor tenant {d.P(tenant)} (passport {d.pp(True)}) had car {d.plate(rs=True)} damaged."))
    d.tbl([d.L("Poste", "البند", "Item"), d.L("Estimation", "التقدير", "Estimate")],
          [[d.t("Bâtiment", "البناية", "Building"), d.Da(8000, 40000)], [d.t("Machines de l'atelier", "آلات الورشة", "Workshop machines"), d.Da(3000, 20000)],
           [d.t("Mobilier", "الأثاث", "Furniture"), d.Da(1000, 9000)]])
    d.p(d.t(f"Indemnité à verser sur {d.iban()} ; la prime a été réglée par carte {d.card()}. Expert mandaté : {d.P(expert)}. Délai de déclaration : {d.D('article 19 du Code des assurances')}.",
            f"يتم تحويل التعويض إلى الحساب {d.iban()}؛ تم دفع القسط بالبطاقة {d.card()}. الخبير المكلف: {d.P(expert)}. أجل التصريح: {d.D('الفصل 19 من مجلة التأمين')}.",
            f"Indemnity to be paid to {d.iban()}; premium was paid by card {d.card()}. Appointed loss adjuster: {d.P(expert)}. Notice period: {d.D('Article 19 of the Insurance Code')}."))


def k_nationality(d):
    R = d.rng
    app, dad, mom, gdad, kid, agent = d.person(), d.person("M"), d.person("F"), d.person("M"), d.person(), d.person()
    dad.family, dad.prefix = app.family, app.prefix
    gdad.family, gdad.prefix = app.family, app.prefix
    app.father, dad.father = dad.given, gdad.given
    kid.family, kid.prefix, kid.father = app.family, app.prefix, app.given
    d.h(d.t("Demande de certificat de nationalité tunisienne", "مطلب شهادة في الجنسية التونسية", "Application for a Tunisian nationality certificate"))
    d.p(d.t("Au Président du ", "إلى السيد رئيس ", "To the President of the ") + d.D(d.t("Tribunal de première instance de Tunis", "المحكمة الابتدائية بتونس", "Court of First Instance of Tunis"))
        + " – " + d.t("demande n° ", "مطلب عدد ", "application no. ") + d.D(f"{R.randint(1000, 9999)}/2024") + " – " + d.Dd())
    d.kv([(d.L("Demandeur", "الطالب", "Applicant"), d.P(app)),
          (d.L("Date de naissance", "تاريخ الولادة", "Date of birth"), d.dob(1966, 1996)),
          (d.L("Lieu de naissance", "مكان الولادة", "Place of birth"), d.t("Marseille (France)", "مرسيليا (فرنسا)", "Marseille (France)")),
          (d.L("CIN", "بطاقة التعريف الوطنية", "CIN"), d.cin()),
          (d.L("Passeport tunisien", "جواز السفر التونسي", "Tunisian passport"), d.pp()),
          (d.L("Adresse", "العنوان", "Address"), d.adr()),
          (d.L("Téléphone", "الهاتف", "Phone"), d.tel()),
          (d.L("Courriel", "البريد الإلكتروني", "E-mail"), d.mail(app))])
    d.h(d.t("Filiation", "النسب", "Parentage"))
    d.tbl([d.L("Lien", "الصفة", "Relation"), d.L("Nom complet", "الاسم الكامل", "Full name"), d.L("Date de naissance", "تاريخ الولادة", "Date of birth"),
           d.L("Nationalité / pièce", "الجنسية / الوثيقة", "Nationality / document")],
          [[d.t("Père", "الأب", "Father"), d.P(dad), d.dob(1940, 1962), d.t("tunisienne – CIN ", "تونسية – ب.ت.و ", "Tunisian – CIN ") + d.cin()],
           [d.t("Mère", "الأم", "Mother"), d.P(mom), d.dob(1942, 1966), d.t("française – passeport ", "فرنسية – جواز سفر ", "French – passport ") + d.pp(True)],
           [d.t("Grand-père paternel", "الجد للأب", "Paternal grandfather"), d.P(gdad), d.dob(1921, 1936), d.t("tunisienne (décédé)", "تونسية (متوفى)", "Tunisian (deceased)")]])
    d.p(d.t(f"La demande vise aussi l'enfant mineur {d.P(kid)}, né(e) le {d.dob(2010, 2020)}. Fondement : {d.D('article 6 du Code de la nationalité tunisienne')} ; timbre fiscal de {d.Da(5, 30)}.",
            f"ويشمل المطلب الابن القاصر {d.P(kid)}، المولود في {d.dob(2010, 2020)}. السند: {d.D('الفصل 6 من مجلة الجنسية التونسية')}؛ طابع جبائي بقيمة {d.Da(5, 30)}.",
            f"The application also covers the minor child {d.P(kid)}, born {d.dob(2010, 2020)}. Legal basis: {d.D('Article 6 of the Tunisian Nationality Code')}; revenue stamp {d.Da(5, 30)}."))
    d.p(d.t("Pièces jointes : extrait de naissance, copie de la CIN du père, ", "الوثائق المصاحبة: مضمون ولادة، نسخة من بطاقة تعريف الأب، ",
            "Enclosures: birth extract, copy of father's ID, ") + d.D(d.t("décret n° 63-6 du 28 février 1963", "المرسوم عدد 6 لسنة 1963", "Decree No. 63-6 of 28 February 1963")) + ".")
    d.p(d.t("Reçu par l'agent ", "تسلمه العون ", "Received by officer ") + d.P(agent) + " – " + d.Dd())


def k_exam_roster(d):
    R = d.rng
    head, sec = d.person(), d.person("F")
    d.h(d.t("Liste de surveillance des examens – Baccalauréat 2024", "قائمة المراقبة في الامتحانات – باكالوريا 2024",
            "Exam invigilation roster – Baccalaureate 2024"))
    d.p(d.t("Centre d'examen : ", "مركز الامتحان: ", "Exam centre: ") + d.D(d.t("Lycée Pilote de l'Ariana", "المعهد النموذجي بأريانة", "Ariana Pilot Secondary School"))
        + " – " + d.D(d.t("session principale juin 2024", "الدورة الرئيسية جوان 2024", "main session June 2024")) + " – " + d.t("code centre ", "رمز المركز ", "centre code ") + d.D(f"{R.randint(100, 999)}{R.choice('ABC')}{R.randint(10, 99)}"))
    d.p(d.t("Adresse du centre : ", "عنوان المركز: ", "Centre address: ") + d.Dstreet() + ", " + d.D(d.t("2080 Ariana", "2080 أريانة", "2080 Ariana")))
    rows = []
    for i in range(6):
        p = d.person()
        rows.append([d.P(p), d.cin(), d.tel(), d.mail(p, d.ch(["education.tn", "gmail.com", "yahoo.fr"])), d.rib(),
                     d.D(f"{d.t('salle', 'قاعة', 'room')} {R.choice('ABCD')}{R.randint(1, 24)}")])
    d.tbl([d.L("Enseignant", "الأستاذ", "Teacher"), d.L("CIN", "ب.ت.و", "ID"), d.L("Tél.", "الهاتف", "Phone"), d.L("E-mail", "البريد", "E-mail"),
           d.L("RIB (indemnité)", "المعرف البنكي", "RIB (allowance)"), d.L("Salle", "القاعة", "Room")], rows)
    sick, pregnant, car = d.person(), d.person("F"), d.person()
    d.p(d.t(f"Remplacement : {d.P(sick)} est remplacé(e) pour raison de santé ({d.H('fracture de la cheville gauche, plâtre 6 semaines', 'كسر في الكاحل الأيسر، جبس لمدة 6 أسابيع', 'left ankle fracture, cast for 6 weeks')}) ; "
            f"{d.P(pregnant)} est affectée au secrétariat ({d.H('grossesse de 7 mois', 'حمل في شهره السابع', '7 months pregnant')}).",
            f"تعويض: يعوض {d.P(sick)} لأسباب صحية ({d.H('fracture de la cheville gauche, plâtre 6 semaines', 'كسر في الكاحل الأيسر، جبس لمدة 6 أسابيع', 'left ankle fracture, cast for 6 weeks')})؛ "
            f"وتكلف {d.P(pregnant)} بالكتابة ({d.H('grossesse de 7 mois', 'حمل في شهره السابع', '7 months pregnant')}).",
            f"Replacement: {d.P(sick)} is replaced on health grounds ({d.H('fracture de la cheville gauche, plâtre 6 semaines', 'كسر في الكاحل الأيسر، جبس لمدة 6 أسابيع', 'left ankle fracture, cast for 6 weeks')}); "
            f"{d.P(pregnant)} moves to the exam office ({d.H('grossesse de 7 mois', 'حمل في شهره السابع', '7 months pregnant')})."))
    d.p(d.t(f"Stationnement autorisé dans l'enceinte : véhicule {d.plate()} ({d.P(car)}, né(e) le {d.dob(1965, 1995)}).",
            f"يسمح بالوقوف داخل المعهد: السيارة {d.plate()} ({d.P(car)}، المولود في {d.dob(1965, 1995)}).",
            f"Parking permitted on site: car {d.plate()} ({d.P(car)}, born {d.dob(1965, 1995)})."))
    d.tbl([d.L("Épreuve", "الاختبار", "Paper"), d.L("Date", "التاريخ", "Date"), d.L("Horaire", "التوقيت", "Time")],
          [[d.t("Philosophie", "الفلسفة", "Philosophy"), d.Dd(month=6), "08:00-11:00"], [d.t("Mathématiques", "الرياضيات", "Mathematics"), d.Dd(month=6), "08:00-11:00"]])
    d.p(d.t(f"Indemnité : {d.Da(15, 40)} par demi-journée ({d.D('arrêté du 12 mai 2018')}). Ordre de virement n° {d.Dbadrib()}.",
            f"المنحة: {d.Da(15, 40)} عن كل نصف يوم ({d.D('القرار المؤرخ في 12 ماي 2018')}). أمر بالتحويل عدد {d.Dbadrib()}.",
            f"Allowance: {d.Da(15, 40)} per half-day ({d.D('order of 12 May 2018')}). Transfer order no. {d.Dbadrib()}."))
    d.p(f"{d.t('Chef de centre', 'رئيس المركز', 'Centre head')} : {d.P(head)} ({d.tel()}) – {d.t('secrétaire', 'الكاتبة', 'secretary')} : {d.P(sec)}")


def k_property_mandate(d):
    R = d.rng
    o1, o2, neg = d.person(), d.person(), d.person()
    agency = d.ch(["Agence Immobilière Dar El Bahr SARL", "Immobilière Les Berges du Lac", "Carthage Habitat Conseil"])
    r = d.rib_digits()
    d.h(d.t("Mandat de vente exclusif", "توكيل بيع حصري", "Exclusive sale mandate"))
    d.p(d.D(agency) + d.t(", MF ", "، المعرف الجبائي ", ", tax no. ") + d.Dmf() + " – " + d.D(d.t("2045 L'Aouina", "2045 العوينة", "2045 L'Aouina")) + " – " + d.t("mandat n° ", "توكيل عدد ", "mandate no. ") + d.Dref("MV", "/"))
    d.h(d.t("Les mandants", "الموكلون", "The principals"))
    d.kv([(d.L("Propriétaire 1", "المالك 1", "Owner 1"), d.P(o1)),
          (d.L("Né(e) le", "تاريخ الولادة", "Born"), d.dob(1945, 1990)),
          (d.L("CIN", "ب.ت.و", "ID card"), d.cin()),
          (d.L("Profession", "المهنة", "Occupation"), d.t("architecte, MF ", "مهندس معماري، المعرف الجبائي ", "architect, tax ID ") + d.mf()),
          (d.L("Domicile", "المقر", "Home"), d.adr(split=True)),
          (d.L("Tél.", "الهاتف", "Phone"), d.tel()),
          (d.L("Propriétaire 2", "المالك 2", "Owner 2"), d.P(o2)),
          (d.L("Passeport", "جواز السفر", "Passport"), d.pp(R.random() < 0.5)),
          (d.L("Résidence à l'étranger", "الإقامة بالخارج", "Address abroad"), d.S("ADDRESS", d.ch([f"{R.randint(2, 90)} rue Lamartine, 69003 Lyon", f"{R.randint(2, 90)} boulevard Voltaire, 75011 Paris",
                                f"Via Garibaldi {R.randint(2, 90)}, 20121 Milano", f"{R.randint(2, 90)} rue de Brabant, 1210 Bruxelles",
                                f"Lindenstraße {R.randint(2, 90)}, 10969 Berlin"]))),
          (d.L("E-mail", "البريد الإلكتروني", "E-mail"), d.mail(o2)),
          (d.L("Véhicule (RS)", "السيارة", "Car (RS)"), d.plate(rs=True))])
    d.h(d.t("Bien mis en vente", "العقار المعروض للبيع", "Property"))
    d.p(d.t(f"Villa de 4 pièces sise {d.adr()}, titre foncier n° {R.randint(10000, 99999)}. Prix demandé : {d.Da(250000, 900000)} ; honoraires de l'agence : {d.D('3 % HT')}.",
            f"فيلا من 4 غرف كائنة ب{d.adr()}، رسم عقاري عدد {R.randint(10000, 99999)}. الثمن المطلوب: {d.Da(250000, 900000)}؛ عمولة الوكالة: {d.D('3 % دون احتساب الأداءات')}.",
            f"Four-room villa at {d.adr()}, land title {R.randint(10000, 99999)}. Asking price: {d.Da(250000, 900000)}; agency fee: {d.D('3% excl. VAT')}."))
    d.p(d.t(f"Le dépôt de garantie de l'acquéreur sera versé sur le compte des mandants : RIB {d.rib()} / IBAN {d.iban(r)}. Frais de publicité réglés par carte {d.card()}.",
            f"يدفع مبلغ الضمان على حساب الموكلين: {d.rib()} / {d.iban(r)}. دفعت مصاريف الإشهار بالبطاقة {d.card()}.",
            f"The buyer's deposit will be paid to the principals' account: RIB {d.rib()} / IBAN {d.iban(r)}. Advertising fees paid by card {d.card()}."))
    d.p(d.t(f"Durée : 6 mois à compter du {d.Dd()}, conformément à {d.D('l’article 1104 du Code des obligations et des contrats')}. Négociateur : {d.P(neg)}, {d.tel()}.",
            f"المدة: 6 أشهر بداية من {d.Dd()}، طبقا لأحكام {d.D('الفصل 1104 من مجلة الالتزامات والعقود')}. الوسيط: {d.P(neg)}، {d.tel()}.",
            f"Term: 6 months from {d.Dd()}, under {d.D('Article 1104 of the Code of Obligations and Contracts')}. Negotiator: {d.P(neg)}, {d.tel()}."))
    d.p(d.t("Visites : ", "الزيارات: ", "Viewings: ") + d.t("accès par ", "الدخول من ", "access via ") + d.Dstreet() + ".")


def k_rail_pass(d):
    R = d.rng
    line = d.ch([("Tunis – Borj Cédria (banlieue sud)", "تونس – برج السدرية (الضاحية الجنوبية)", "Tunis – Borj Cedria (southern suburbs)"),
                 ("Tunis – Sousse (grandes lignes)", "تونس – سوسة (الخطوط البعيدة)", "Tunis – Sousse (main line)"),
                 ("Sfax – Gabès", "صفاقس – قابس", "Sfax – Gabes")])
    d.h(d.t("Abonnement ferroviaire – demande et renouvellement", "اشتراك في القطار – مطلب وتجديد", "Rail season ticket – application and renewal"))
    d.p(d.D("SNCFT") + " – " + d.D(d.t(line[0], line[1], line[2])) + " – " + d.t("gare de délivrance : ", "محطة التسليم: ", "issuing station: ") + d.D(d.t("Gare de Tunis Ville", "محطة تونس المدينة", "Tunis Ville station")))
    rows = []
    for i in range(4):
        p = d.person()
        minor = i == 1
        rows.append([d.P(p), d.dob(2006, 2012) if minor else d.dob(1960, 2004), d.cin() if not minor else d.t("mineur", "قاصر", "minor"),
                     d.tel(), d.mail(p) if not minor else "-",
                     d.t(R.choice(["scolaire", "étudiant", "travail"]), R.choice(["مدرسي", "طالب", "شغل"]), R.choice(["school", "student", "work"])),
                     d.D(f"{d.t('zone', 'منطقة', 'zone')} {R.randint(1, 6)}")])
    d.tbl([d.L("Abonné", "المشترك", "Holder"), d.L("Naissance", "الولادة", "Born"), d.L("CIN", "ب.ت.و", "ID"), d.L("Tél.", "الهاتف", "Phone"),
           d.L("E-mail", "البريد", "E-mail"), d.L("Type", "النوع", "Type"), d.L("Zone", "المنطقة", "Zone")], rows)
    guard, payer, rsd = d.person(), d.person(), d.person()
    d.p(d.t(f"Pour l'abonné mineur, le tuteur légal {d.P(guard)} (CIN {d.cin()}, domicilié {d.adr()}) signe l'engagement.",
            f"بالنسبة للمشترك القاصر، يمضي الولي {d.P(guard)} (ب.ت.و {d.cin()}، القاطن ب{d.adr()}) على التعهد.",
            f"For the minor, the legal guardian {d.P(guard)} (ID {d.cin()}, of {d.adr()}) signs the undertaking."))
    d.kv([(d.L("Paiement", "الدفع", "Payment"), d.t("carte bancaire ", "بطاقة بنكية ", "bank card ") + d.card()),
          (d.L("Prélèvement mensuel", "الاقتطاع الشهري", "Monthly direct debit"), d.rib()),
          (d.L("Titulaire du compte", "صاحب الحساب", "Account holder"), d.P(payer)),
          (d.L("IBAN", "رقم الحساب الدولي", "IBAN"), d.iban()),
          (d.L("Parking relais", "موقف السيارات", "Park and ride"), f"{d.plate()} ({d.P(rsd)})"),
          (d.L("Réduction", "التخفيض", "Concession"), d.t("carte d'invalidité – ", "بطاقة إعاقة – ", "disability card – ") + d.H("malvoyance, acuité 2/10 aux deux yeux", "ضعف البصر، حدة 2/10 في العينين", "low vision, acuity 2/10 both eyes"))])
    d.tbl([d.L("Formule", "الصيغة", "Option"), d.L("Tarif", "التعريفة", "Fare"), d.L("Validité", "الصلوحية", "Valid until")],
          [[d.t("Mensuel", "شهري", "Monthly"), d.Da(12, 60), d.Dd()], [d.t("Trimestriel", "ثلاثي", "Quarterly"), d.Da(40, 150), d.Dd()]])
    d.p(d.t("N° d'abonnement : ", "رقم الاشتراك: ", "Pass number: ") + d.Dbadcard() + " – " + d.D(d.t("arrêté du ministre du Transport du 5 juin 2019", "قرار وزير النقل المؤرخ في 5 جوان 2019", "Transport Minister's order of 5 June 2019")))


KINDS = [
    ("nephrology_consult_note", k_nephrology, [("fr", "docx"), ("ar", "txt"), ("en", "md")]),
    ("stroke_unit_chart", k_stroke, [("fr", "csv"), ("en", "docx"), ("mixed", "txt")]),
    ("neonatal_unit_admission", k_neonatal, [("ar", "docx"), ("en", "csv"), ("mixed", "md")]),
    ("diabetic_foot_clinic_sheet", k_diabetic_foot, [("fr", "txt"), ("ar", "csv"), ("mixed", "docx")]),
    ("palliative_care_plan", k_palliative, [("ar", "md"), ("en", "csv"), ("mixed", "docx")]),
    ("rheumatology_consult", k_rheumatology, [("fr", "md"), ("en", "txt"), ("mixed", "csv")]),
    ("cardiology_stress_test", k_stress_test, [("fr", "txt"), ("ar", "docx"), ("en", "csv")]),
    ("wound_care_visit", k_wound_care, [("fr", "md"), ("ar", "csv"), ("en", "docx")]),
    ("labour_court_conciliation", k_labour, [("fr", "docx"), ("ar", "txt"), ("mixed", "md")]),
    ("performance_appraisal", k_appraisal, [("fr", "csv"), ("en", "md"), ("mixed", "txt")]),
    ("cheque_book_request", k_cheque_book, [("ar", "md"), ("en", "docx"), ("mixed", "txt")]),
    ("fire_damage_claim", k_fire_claim, [("fr", "md"), ("ar", "csv"), ("mixed", "docx")]),
    ("nationality_certificate_request", k_nationality, [("fr", "txt"), ("ar", "docx"), ("mixed", "csv")]),
    ("exam_invigilation_roster", k_exam_roster, [("ar", "txt"), ("en", "csv"), ("mixed", "md")]),
    ("property_sale_mandate", k_property_mandate, [("fr", "docx"), ("en", "txt"), ("mixed", "md")]),
    ("rail_season_pass", k_rail_pass, [("fr", "txt"), ("ar", "md"), ("en", "csv")]),
]


# ---------------------------------------------------------------- generation
class Gen:
    def __init__(self, seed):
        self.rng = random.Random(seed)
        self.forbidden = load_forbidden()
        self.used_global = set()


def finish(doc, text, used):
    """Build manifest lists from the markers present in the text; check values/decoys."""
    sens, seen, decs = [], set(), []
    for i in used:
        kind, typ, val = doc.reg[i]
        if kind == "S":
            if (typ, val) not in seen:
                seen.add((typ, val))
                sens.append({"type": typ, "value": val})
        elif val not in decs:
            decs.append(val)
    for s in sens:
        if s["value"] not in text:
            raise AssertionError(f"value not verbatim: {s}")
    parts = set()
    for s in sens:
        if s["type"] == "PERSON":
            parts.update(name_parts(s["value"]))
    spans = []
    for s in sens:
        j = text.find(s["value"])
        while j >= 0:
            spans.append((j, j + len(s["value"])))
            j = text.find(s["value"], j + 1)
    keep = []
    for v in decs:
        cv = compact(v)
        if not cv or v not in text:
            continue
        if any(compact(s["value"]) in cv or cv in compact(s["value"]) for s in sens):
            continue
        if set(tokens(v)) & parts:
            continue
        bad = False
        i = text.find(v)
        while i >= 0 and not bad:
            bad = any(i < b and a < i + len(v) for a, b in spans)
            i = text.find(v, i + 1)
        if not bad:
            keep.append(v)
    if os.environ.get("GEN20_DEBUG"):
        for v in decs:
            if v not in keep:
                print(f"{doc.kind}/{doc.lang}: decoy dropped: {v!r}", file=sys.stderr)
    return sens, keep


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--out", required=True)
    a = ap.parse_args(argv)
    os.makedirs(a.out, exist_ok=True)
    gen = Gen(a.seed)
    manifest = []
    n = 0
    for kind, fn, variants in KINDS:
        for lang, fmt in variants:
            n += 1
            doc = Doc(gen, kind, lang, fmt)
            fn(doc)
            fname = f"{n:03d}_{kind}_{lang}.{fmt}"
            path = os.path.join(a.out, fname)
            used = []
            if fmt == "docx":
                text = render_docx(doc, path, used)
            else:
                text = render_text(doc, used)
                with open(path, "w", encoding="utf-8", newline="") as fh:
                    fh.write(text)
            sens, decs = finish(doc, text, used)
            manifest.append({"file": fname, "lang": lang, "kind": kind, "format": fmt, "expect": "ok",
                             "sensitive": sens, "decoys": decs})
    with open(os.path.join(a.out, "manifest.json"), "w", encoding="utf-8") as fh:
        json.dump(manifest, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
