#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Twenty-first synthetic test-document generator for Caviard (held-out evaluation set).

    python3 gen_twentyfirst.py --seed N --out DIR

Writes 48 documents (16 kinds x 3 variants: languages fr/ar/en/mixed, formats
txt/md/csv/docx) and DIR/manifest.json in the corpus format read by
shared/eval/score.py.  Standard library only; the output is byte-identical for
a given seed.  Everything is invented: names are assembled from syllables and
checked against a small list of hashed collisions, identifiers are random but
syntactically valid (RIB key, IBAN mod-97, Luhn).
"""
import argparse
import csv
import hashlib
import io
import json
import os
import random
import re
import unicodedata
import zipfile
from xml.sax.saxutils import escape as _xesc

# ---------------------------------------------------------------------------- text helpers
_AR_DIAC = re.compile("[\u064B-\u065F\u0670\u0640]")
AR_DIG = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


def fold(s):
    s = _AR_DIAC.sub("", unicodedata.normalize("NFKC", s))
    s = "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))
    return unicodedata.normalize("NFC", s).casefold().translate({ord("ة"): "ه", ord("ى"): "ي"})


def words(s):
    return re.findall(r"[^\W\d_]+", fold(s))


def compact(s):
    s = unicodedata.normalize("NFKC", s).translate(str.maketrans("٠١٢٣٤٥٦٧٨٩", "0123456789"))
    return re.sub(r"[\W_]+", "", _AR_DIAC.sub("", s).casefold())


def ard(s):
    """Arabic-Indic digits."""
    return s.translate(AR_DIG)


# ---------------------------------------------------------------------------- invented names
# Syllables (Latin spelling, Arabic spelling); names are assembled from them at run time.
SYL = [("zar", "زر"), ("bou", "بو"), ("tal", "طل"), ("mek", "مك"), ("sou", "صو"), ("dra", "درا"),
       ("fel", "فل"), ("gha", "غا"), ("hen", "هن"), ("jem", "جم"), ("kar", "كر"), ("lou", "لو"),
       ("mar", "مر"), ("nef", "نف"), ("rach", "رش"), ("sel", "سل"), ("tou", "تو"), ("wer", "ور"),
       ("yed", "يد"), ("zou", "زو"), ("ber", "بر"), ("cher", "شر"), ("dab", "دب"), ("fou", "فو"),
       ("gar", "قر"), ("ham", "حم"), ("kha", "خا"), ("lem", "لم"), ("nou", "نو"), ("rab", "رب"),
       ("sab", "صب"), ("tem", "تم"), ("zel", "زل"), ("bech", "بش"), ("dou", "دو"), ("fer", "فر"),
       ("gou", "قو"), ("jal", "جل"), ("kem", "كم"), ("mou", "مو"), ("ner", "نر"), ("rou", "رو"),
       ("sem", "سم"), ("tar", "تر"), ("yal", "يل"), ("zem", "زم"), ("chou", "شو"), ("mez", "مز")]
FAM_TAIL = [("i", "ي"), ("aoui", "اوي"), ("ani", "اني"), ("ouli", "ولي"), ("ssi", "سي"), ("ri", "ري"),
            ("ti", "تي"), ("ji", "جي")]
F_TAIL = [("ima", "يمة"), ("ouna", "ونة"), ("ssa", "سة"), ("lia", "لية"), ("rine", "رين"), ("da", "دة"),
          ("nia", "نية")]
M_TAIL = [("dane", "دان"), ("rek", "رك"), ("mil", "ميل"), ("sen", "سن"), ("bir", "بير"), ("had", "حد"),
          ("nes", "نس")]
# sha1[:10] of folded syllable assemblies that happen to be real or already used names
_TAKEN = {'0687c08164', '0d19d86289', '137591da2e', '223f16c098', '38e327bc01', '5c135ff2db', '7941f49d57',
          '7a26fded5e', '95316e5c1f', 'a3269516e5', 'aaef7f5b17', 'af62717234', 'ba84e974b0', 'c4616d71d8',
          'c97564522b', 'ce96304a6a'}
try:
    with open(os.path.abspath(__file__), encoding="utf-8") as _fh:
        _SOURCE_WORDS = set(words(_fh.read()))
except OSError:  # pragma: no cover
    _SOURCE_WORDS = set()


def _usable(tok):
    f = fold(tok)
    return (hashlib.sha1(f.encode()).hexdigest()[:10] not in _TAKEN and f not in _SOURCE_WORDS
            and len(f) >= 4)


class Person:
    def __init__(self, rng, used, gender=None):
        self.g = gender or rng.choice("FM")
        while True:
            a, b = rng.sample(SYL, 2)
            t = rng.choice(FAM_TAIL)
            fl, fa = (a[0] + b[0] + t[0]).capitalize(), a[1] + b[1] + t[1]
            s = rng.choice(SYL)
            e = rng.choice(F_TAIL if self.g == "F" else M_TAIL)
            gl, ga = (s[0] + e[0]).capitalize(), s[1] + e[1]
            s2, e2 = rng.choice(SYL), rng.choice(M_TAIL)
            pl, pa = (s2[0] + e2[0]).capitalize(), s2[1] + e2[1]
            toks = [fl, fa, gl, ga, pl, pa]
            if not all(_usable(x) for x in toks):
                continue
            if fold(fl) in used or fold(gl) == fold(pl) or fold(gl) in used and rng.random() < 0.7:
                continue
            break
        used.add(fold(fl))
        used.add(fold(gl))
        self.ben = rng.random() < 0.15
        self.fl, self.fa, self.gl, self.ga, self.pl, self.pa = fl, fa, gl, ga, pl, pa
        if self.ben:
            self.fl, self.fa = "Ben " + fl, "بن " + fa
        self.rng = rng

    # Latin forms
    def lat(self, form="full"):
        p = "bent" if self.g == "F" else "ben"
        if form == "init" and self.gl[0] == "M":
            form = "full"
        return {"full": f"{self.gl} {self.fl}",
                "up": f"{self.fl.upper()} {self.gl}",
                "inv": f"{self.fl} {self.gl}",
                "fil": f"{self.gl} {p} {self.pl} {self.fl}",
                "init": f"{self.gl[0]}. {self.fl}",
                "fam": self.fl,
                "famup": self.fl.upper(),
                "given": self.gl}[form]

    def ar(self, form="full"):
        p = "بنت" if self.g == "F" else "بن"
        return {"full": f"{self.ga} {self.fa}",
                "inv": f"{self.fa} {self.ga}",
                "fil": f"{self.ga} {p} {self.pa} {self.fa}",
                "fam": self.fa,
                "given": self.ga}[form]

    def email(self, rng):
        dom = rng.choice(["gnet.tn", "topnet.tn", "planet.tn", "gmail.com", "yahoo.fr", "hotmail.com",
                          "outlook.fr", "laposte.net", "orange.tn"])
        f, g = self.fl.lower().replace(" ", ""), self.gl.lower()
        loc = rng.choice([f"{g}.{f}", f"{g[0]}.{f}", f"{f}.{g}", f"{g}{f[:4]}{rng.randint(1, 99)}",
                          f"{f}_{g[0]}", f"{g}-{f}{rng.randint(70, 99)}"])
        return f"{loc}@{dom}"

    @property
    def title_fr(self):
        return "Mme" if self.g == "F" else "M."

    @property
    def title_ar(self):
        return "السيدة" if self.g == "F" else "السيد"

    @property
    def title_en(self):
        return "Mrs" if self.g == "F" else "Mr"


# ---------------------------------------------------------------------------- identifiers
BANKS = [("01", "ATB"), ("03", "BNA"), ("04", "Attijari bank"), ("05", "Banque de Tunisie"), ("07", "Amen Bank"),
         ("08", "BIAT"), ("10", "STB"), ("11", "UBCI"), ("12", "UIB"), ("14", "BH Bank"), ("17", "La Poste tunisienne"),
         ("20", "BTK"), ("25", "Banque Zitouna"), ("32", "Al Baraka Bank")]


def rib_digits(rng, bank=None):
    b = bank or rng.choice(BANKS)[0]
    body = b + "%03d" % rng.randint(1, 999) + "".join(rng.choice("0123456789") for _ in range(13))
    key = 97 - (int(body) * 100) % 97
    return body + "%02d" % key


def bad_rib_digits(rng):
    d = rib_digits(rng)
    k = (int(d[18:]) + rng.randint(1, 90)) % 97
    if k == int(d[18:]):
        k = (k + 1) % 97
    return d[:18] + "%02d" % k


def fmt_rib(rng, d, style=None):
    style = style if style is not None else rng.randrange(4)
    if style == 0:
        return d
    if style == 1:
        return f"{d[:2]} {d[2:5]} {d[5:18]} {d[18:]}"
    if style == 2:
        return f"{d[:2]}-{d[2:5]}-{d[5:18]}-{d[18:]}"
    return f"{d[:2]} {d[2:5]} {d[5:9]} {d[9:13]} {d[13:18]} {d[18:]}"


def iban_of(d):
    num = int(d + "292300")  # T=29 N=23 00
    ck = 98 - num % 97
    return "TN%02d" % ck + d


def fmt_iban(rng, d, style=None):
    s = iban_of(d)
    style = style if style is not None else rng.randrange(3)
    if style == 0:
        return s
    if style == 1:
        return " ".join(s[i:i + 4] for i in range(0, len(s), 4))
    return s[:4] + " " + fmt_rib(rng, d, 1)


def luhn_digit(partial):
    tot = 0
    for i, ch in enumerate(reversed(partial)):
        n = int(ch) * (1 if i % 2 else 2)
        tot += n - 9 if n > 9 else n
    return str((10 - tot % 10) % 10)


def luhn_ok(d):
    tot = 0
    for i, ch in enumerate(reversed(d)):
        n = int(ch) * (2 if i % 2 else 1)
        tot += n - 9 if n > 9 else n
    return tot % 10 == 0


def card(rng, style=None):
    pre = rng.choice(["4", "51", "52", "53", "54", "55"])
    p = pre + "".join(rng.choice("0123456789") for _ in range(15 - len(pre)))
    d = p + luhn_digit(p)
    style = style if style is not None else rng.randrange(3)
    sep = [" ", "-", ""][style]
    return sep.join(d[i:i + 4] for i in range(0, 16, 4))


def bad_card(rng):
    while True:
        d = "".join(rng.choice("0123456789") for _ in range(16))
        if not luhn_ok(d):
            return " ".join(d[i:i + 4] for i in range(0, 16, 4)) if rng.random() < 0.5 else d


def cin(rng, style=0):
    d = rng.choice("01") + "".join(rng.choice("0123456789") for _ in range(7))
    return d if style == 0 else f"{d[:2]} {d[2:5]} {d[5:]}" if style == 1 else f"{d[:4]} {d[4:]}"


def passport(rng):
    f = rng.randrange(4)
    D = lambda n: "".join(rng.choice("0123456789") for _ in range(n))
    L = lambda: rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ")
    if f == 0:
        return L() + D(6)
    if f == 1:
        return L() + D(7)
    if f == 2:
        return D(2) + L() + L() + D(5)
    return L() + L() + D(7)


def phone(rng, kind="mobile", style=None):
    if kind == "mobile":
        first = rng.choice(["2", "4", "5", "9"])
    else:
        first = "7"
    while True:
        if first == "7":
            n = "7" + rng.choice("1234568") + "".join(rng.choice("0123456789") for _ in range(6))
        else:
            n = first + "".join(rng.choice("0123456789") for _ in range(7))
        if not n.startswith("216"):  # would read as a country code
            break
    style = style if style is not None else rng.randrange(9)
    if style == 0:
        return f"{n[:2]} {n[2:5]} {n[5:]}"
    if style == 1:
        return f"+216 {n[:2]} {n[2:5]} {n[5:]}"
    if style == 2:
        return f"00216 {n[:2]} {n[2:5]} {n[5:]}"
    if style == 3:
        return f"(+216) {n[:2]}-{n[2:5]}-{n[5:]}"
    if style == 4:
        return f"{n[:2]}.{n[2:4]}.{n[4:6]}.{n[6:]}"
    if style == 5:
        return n
    if style == 6:
        return "+216" + n
    if style == 7:
        return f"216 {n[:2]} {n[2:4]} {n[4:6]} {n[6:]}"
    return f"{n[:2]} {n[2:4]} {n[4:6]} {n[6:]}"


def foreign_phone(rng):
    c = rng.choice(["+33 6", "+39 3", "+49 15", "+1 514", "+974 5", "+971 5"])
    return c + " " + " ".join("".join(rng.choice("0123456789") for _ in range(2)) for _ in range(4))


def tax_id(rng, style=None):
    d = "".join(rng.choice("0123456789") for _ in range(7))
    k = rng.choice("ABCDEFGHJKLMNPQRSTVWXYZ")
    tva = rng.choice("ABPDN")
    cat = rng.choice("PCN")
    style = style if style is not None else rng.randrange(5)
    if style == 0:
        return f"{d}/{k}/{tva}/{cat}/000"
    if style == 1:
        return f"{d}{k}/{tva}/{cat}/000"
    if style == 2:
        return f"{d} {k} {tva} {cat} 000"
    if style == 3:
        return f"{d}{k}"
    return f"{d}/{k}"


def cnss(rng, style=None):
    d = "".join(rng.choice("0123456789") for _ in range(8))
    k = "%02d" % rng.randint(0, 99)
    style = style if style is not None else rng.randrange(4)
    return [f"{d}-{k}", f"{d}{k}", f"{d} {k}", f"{d}/{k}"][style]


def plate(rng, style=None):
    a, b = rng.randint(100, 249), rng.randint(1000, 9999)
    style = style if style is not None else rng.randrange(5)
    if style == 0:
        return f"{a} تونس {b}"
    if style == 1:
        return f"{a} TU {b}"
    if style == 2:
        return f"{a}TU{b}"
    if style == 3:
        return f"RS {rng.randint(100000, 999999)}"
    return f"{a} Tunis {b}"


FR_M = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]
EN_M = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December"]
AR_M = ["جانفي", "فيفري", "مارس", "أفريل", "ماي", "جوان", "جويلية", "أوت", "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر"]


def ymd(rng, lo, hi):
    return rng.randint(lo, hi), rng.randint(1, 12), rng.randint(1, 28)


def date_s(rng, t, lang, style=None):
    y, m, d = t
    style = style if style is not None else rng.randrange(4)
    if lang == "ar":
        return [f"{d:02d}/{m:02d}/{y}", f"{d} {AR_M[m - 1]} {y}", ard(f"{d:02d}/{m:02d}/{y}"),
                f"{y}-{m:02d}-{d:02d}"][style]
    if lang == "en":
        return [f"{d:02d}/{m:02d}/{y}", f"{d} {EN_M[m - 1]} {y}", f"{EN_M[m - 1]} {d}, {y}",
                f"{y}-{m:02d}-{d:02d}"][style]
    return [f"{d:02d}/{m:02d}/{y}", f"{d} {FR_M[m - 1]} {y}", f"{d:02d}.{m:02d}.{y}", f"{y}-{m:02d}-{d:02d}"][style]


def age_of(t, ref=2025):
    return ref - t[0]


# addresses -------------------------------------------------------------------------------
CITIES = [("2080", "Ariana", "أريانة"), ("2036", "La Soukra", "سكرة"), ("2013", "Ben Arous", "بن عروس"),
          ("4000", "Sousse", "سوسة"), ("3000", "Sfax", "صفاقس"), ("8000", "Nabeul", "نابل"),
          ("5000", "Monastir", "المنستير"), ("7000", "Bizerte", "بنزرت"), ("6000", "Gabès", "قابس"),
          ("3100", "Kairouan", "القيروان"), ("2015", "Le Kram", "الكرم"), ("2034", "Ezzahra", "الزهراء"),
          ("1004", "El Menzah", "المنزه"), ("2091", "El Mourouj", "المروج"), ("8050", "Hammamet", "الحمامات"),
          ("4011", "Hammam Sousse", "حمام سوسة"), ("5100", "Mahdia", "المهدية"), ("9000", "Béja", "باجة"),
          ("2100", "Gafsa", "قفصة"), ("4100", "Médenine", "مدنين"), ("7100", "Le Kef", "الكاف"),
          ("1100", "Zaghouan", "زغوان"), ("2073", "Borj Louzir", "برج الوزير"), ("2045", "L'Aouina", "العوينة")]
STREETS_FR = ["rue des Orangers", "rue de l'Olivier", "rue des Jasmins", "rue du Lac Turkana", "rue Ennakhil",
              "rue des Glaïeuls", "impasse des Mimosas", "rue de la Palmeraie", "rue El Yasmine", "rue des Cigognes",
              "avenue de l'Environnement", "rue des Amandiers", "rue du Grenadier", "rue des Roses", "rue Ennasr",
              "rue des Tisserands", "rue de la Source", "rue du Figuier", "avenue des Pins", "rue des Potiers"]
STREETS_AR = ["نهج الياسمين", "نهج الزيتون", "نهج البرتقال", "نهج النخيل", "نهج الرمان", "نهج الورد",
              "نهج العنبر", "نهج الصنوبر", "نهج اللوز", "نهج التين", "نهج الحدائق", "نهج السوسن", "نهج الغدير",
              "نهج القرنفل", "نهج المرجان", "نهج الخزامى"]
CITES = [("Cité El Khadra", "حي الخضراء"), ("Cité Ennasr 2", "حي النصر 2"), ("Cité El Ghazala", "حي الغزالة"),
         ("Cité Erriadh", "حي الرياض"), ("Cité Olympique", "الحي الأولمبي"), ("Cité Ettadhamen", "حي التضامن")]


def address(rng, lang="fr", style=None):
    cp, cf, ca = rng.choice(CITIES)
    n = rng.randint(1, 140)
    style = style if style is not None else rng.randrange(4)
    if lang == "ar":
        st = rng.choice(STREETS_AR)
        if style == 0:
            return f"{n} {st}، {cp} {ca}"
        if style == 1:
            return f"{st} عدد {n}، {ca} {cp}"
        if style == 2:
            c = rng.choice(CITES)[1]
            return f"{c}، عمارة {rng.randint(1, 30)}، شقة {rng.randint(1, 20)}، {ca}"
        return ard(f"{n}، {st}، {ca} {cp}")
    st = rng.choice(STREETS_FR)
    if lang == "en" and style == 0:
        return f"{n} {st.replace('rue ', 'Rue ')}, {cf} {cp}, Tunisia"
    if style == 0:
        return f"{n}, {st}, {cp} {cf}"
    if style == 1:
        return f"{n} {st} - {cf} {cp}"
    if style == 2:
        c = rng.choice(CITES)[0]
        return f"{c}, bloc {rng.choice('ABCDEFG')}{rng.randint(1, 9)}, appt {rng.randint(1, 40)}, {cp} {cf}"
    return f"Résidence {rng.choice(['Les Palmiers', 'El Bousten', 'Les Jardins', 'Le Golfe', 'Yasmina'])}, " \
           f"{st}, {cf}"


def foreign_address(rng):
    return rng.choice([
        f"{rng.randint(2, 90)} rue des Tanneurs, {rng.choice(['69003 Lyon', '13001 Marseille', '31000 Toulouse'])}",
        f"Via dei Mille {rng.randint(2, 90)}, {rng.choice(['20129 Milano', '90133 Palermo'])}",
        f"{rng.randint(2, 90)} Wellington Street, {rng.choice(['Montreal QC H3C 1T4', 'Ottawa ON K1P 5N2'])}",
        f"Hauptstraße {rng.randint(2, 90)}, {rng.choice(['10827 Berlin', '50667 Köln'])}"])


def split_lines(s):
    """Insert a line break inside an address after its first comma (for .txt letters)."""
    i = s.find(", ")
    if i < 0:
        return s
    return s[:i + 1] + "\n" + s[i + 2:]


# ---------------------------------------------------------------------------- document model
W_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"


class Doc:
    def __init__(self, kind, lang, fmt, rng, used):
        self.kind, self.lang, self.fmt, self.rng, self.used = kind, lang, fmt, rng, used
        self.blocks = []
        self.sens, self._seen, self.decoys = [], set(), []

    # recording
    def v(self, t, s):
        s = str(s)
        if (t, s) not in self._seen:
            self._seen.add((t, s))
            self.sens.append({"type": t, "value": s})
        return s

    def d(self, s):
        if s not in self.decoys:
            self.decoys.append(s)
        return s

    def hv(self, s):
        """A table cell: '!text' is a HEALTH value, anything else plain text."""
        return self.v("HEALTH", s[1:]) if s.startswith("!") else s

    def dd(self, s, p=0.4):
        """Record s as a decoy with probability p (long registers would otherwise be all dates)."""
        return self.d(s) if self.rng.random() < p else s

    def person(self, gender=None):
        return Person(self.rng, self.used, gender)

    def P(self, p, form="full", ar=False):
        return self.v("PERSON", p.ar(form) if ar else p.lat(form))

    # layout
    def line(self, s=""):
        self.blocks.append(("p", s))

    def lines(self, *ss):
        for s in ss:
            self.line(s)

    def h(self, s, level=1):
        self.blocks.append(("h", s, level))

    def table(self, header, rows, style=None):
        self.blocks.append(("t", list(header), [list(r) for r in rows],
                            style if style is not None else self.rng.randrange(3)))

    # rendering
    def render(self):
        if self.fmt == "docx":
            return self._docx()
        if self.fmt == "csv":
            return self._csv().encode("utf-8")
        return self._text().encode("utf-8")

    def _text(self):
        out = []
        md = self.fmt == "md"
        for b in self.blocks:
            if b[0] == "p":
                out.append(b[1])
            elif b[0] == "h":
                if md:
                    out.append("#" * b[2] + " " + b[1])
                else:
                    out.append(b[1].upper() if b[2] == 1 and not re.search("[\u0600-\u06ff]", b[1]) else b[1])
                    out.append(("=" if b[2] == 1 else "-") * max(8, min(70, len(b[1]))))
            else:
                _, hd, rows, st = b
                if md:
                    out.append("| " + " | ".join(hd) + " |")
                    out.append("|" + "|".join("---" for _ in hd) + "|")
                    for r in rows:
                        out.append("| " + " | ".join(r) + " |")
                elif st == 0:
                    w = [max(len(x[i]) for x in [hd] + rows) for i in range(len(hd))]
                    out.append("  ".join(h.ljust(w[i]) for i, h in enumerate(hd)).rstrip())
                    out.append("  ".join("-" * w[i] for i in range(len(hd))))
                    for r in rows:
                        out.append("  ".join(c.ljust(w[i]) for i, c in enumerate(r)).rstrip())
                elif st == 1:
                    out.append(" | ".join(hd))
                    for r in rows:
                        out.append(" | ".join(r))
                else:
                    out.append("\t".join(hd))
                    for r in rows:
                        out.append("\t".join(r))
                out.append("")
        return "\n".join(out).rstrip("\n") + "\n"

    def _csv(self):
        buf = io.StringIO()
        w = csv.writer(buf, lineterminator="\n")
        for b in self.blocks:
            if b[0] == "p":
                if b[1]:
                    w.writerow([b[1]])
            elif b[0] == "h":
                w.writerow([b[1]])
            else:
                w.writerow(b[1])
                for r in b[2]:
                    w.writerow(r)
        return buf.getvalue()

    # docx ---------------------------------------------------------------------------------
    def _runs(self, text, bold=False, size=None):
        rng = self.rng
        rtl = bool(re.search("[\u0600-\u06ff]", text))
        cuts = sorted(set(rng.randrange(1, len(text)) for _ in range(rng.randint(0, 3)))) if len(text) > 3 else []
        pieces, prev = [], 0
        for c in cuts + [len(text)]:
            pieces.append(text[prev:c])
            prev = c
        xml = []
        for i, piece in enumerate(pieces):
            rpr = []
            if bold or (rng.random() < 0.15 and len(pieces) > 1):
                rpr.append("<w:b/>")
            if size:
                rpr.append(f'<w:sz w:val="{size}"/>')
            if rtl:
                rpr.append("<w:rtl/>")
            rp = "<w:rPr>" + "".join(rpr) + "</w:rPr>" if rpr else ""
            xml.append(f'<w:r>{rp}<w:t xml:space="preserve">{_xesc(piece)}</w:t></w:r>')
            if i < len(pieces) - 1 and rng.random() < 0.3:
                xml.append('<w:proofErr w:type="spellStart"/>')
        return "".join(xml), rtl

    def _para(self, text, bold=False, size=None):
        runs, rtl = self._runs(text, bold, size) if text else ("", False)
        ppr = "<w:pPr><w:bidi/><w:jc w:val=\"right\"/></w:pPr>" if rtl else ""
        return f"<w:p>{ppr}{runs}</w:p>"

    def _docx(self):
        body = []
        for b in self.blocks:
            if b[0] == "p":
                body.append(self._para(b[1]))
            elif b[0] == "h":
                body.append(self._para(b[1], bold=True, size=32 if b[2] == 1 else 26))
            else:
                _, hd, rows, _st = b
                t = ['<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/><w:tblW w:w="0" w:type="auto"/>'
                     '<w:tblBorders><w:top w:val="single" w:sz="4"/><w:bottom w:val="single" w:sz="4"/>'
                     '<w:insideH w:val="single" w:sz="4"/><w:insideV w:val="single" w:sz="4"/></w:tblBorders>'
                     '</w:tblPr><w:tblGrid>' + "".join('<w:gridCol w:w="%d"/>' % (9638 // len(hd)) for _ in hd)
                     + '</w:tblGrid>']
                for ri, r in enumerate([hd] + rows):
                    t.append("<w:tr>")
                    for c in r:
                        t.append("<w:tc><w:tcPr><w:tcW w:w=\"0\" w:type=\"auto\"/></w:tcPr>"
                                 + self._para(c, bold=ri == 0) + "</w:tc>")
                    t.append("</w:tr>")
                t.append("</w:tbl>")
                body.append("".join(t))
                body.append("<w:p/>")
        doc = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
               f'<w:document xmlns:w="{W_NS}"><w:body>' + "".join(body) +
               '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/>'
               '<w:pgMar w:top="1134" w:right="1134" w:bottom="1134" w:left="1134"/></w:sectPr>'
               '</w:body></w:document>')
        ct = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
              '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
              '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
              '<Default Extension="xml" ContentType="application/xml"/>'
              '<Override PartName="/word/document.xml" ContentType="application/'
              'vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>')
        rels = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
                '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
                '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/'
                'relationships/officeDocument" Target="word/document.xml"/></Relationships>')
        buf = io.BytesIO()
        with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
            for name, data in (("[Content_Types].xml", ct), ("_rels/.rels", rels), ("word/document.xml", doc)):
                zi = zipfile.ZipInfo(name, date_time=(2025, 1, 1, 0, 0, 0))
                zi.compress_type = zipfile.ZIP_DEFLATED
                z.writestr(zi, data.encode("utf-8"))
        return buf.getvalue()

    def plain(self):
        """The text a reader sees (DOCX: one line per paragraph)."""
        if self.fmt != "docx":
            return self.render().decode("utf-8")
        out = []
        for b in self.blocks:
            if b[0] in ("p", "h"):
                out.append(b[1])
            else:
                for r in [b[1]] + b[2]:
                    out.extend(r)
                out.append("")
        return "\n".join(out)

    def finish(self):
        """Drop decoys that touch a value (they would make the ground truth ambiguous)."""
        text = self.plain()
        keep = []
        for dv in self.decoys:
            if dv not in text:
                raise AssertionError(f"{self.kind}: decoy not in text: {dv!r}")
            cd, bad = compact(dv), False
            for s in self.sens:
                cs = compact(s["value"])
                if not cd or cs in cd or cd in cs:
                    bad = True
                    break
                i = text.find(dv)
                while i >= 0 and not bad:
                    j = text.find(s["value"])
                    while j >= 0:
                        if i < j + len(s["value"]) and j < i + len(dv):
                            bad = True
                            break
                        j = text.find(s["value"], j + 1)
                    i = text.find(dv, i + 1)
            if not bad:
                keep.append(dv)
        self.decoys = keep
        for s in self.sens:
            if s["value"] not in text:
                raise AssertionError(f"{self.kind}: value not in text: {s!r}")


# ---------------------------------------------------------------------------- shared decoy material
def amount(rng, lang, lo, hi):
    x = rng.randint(lo, hi)
    mill = rng.choice([0, 500, 250, 750, 0])
    s = f"{x:,}".replace(",", " ")
    if lang == "ar":
        return rng.choice([f"{s} دينار", f"{s},{mill:03d} د.ت", ard(str(x)) + " دينارا"])
    if lang == "en":
        return rng.choice([f"TND {x:,}.{mill:03d}", f"{s} TND", f"{x:,} dinars"])
    return rng.choice([f"{s},{mill:03d} DT", f"{s} TND", f"{s} dinars"])


def visit_date(rng, lang, style=None, year=2025, months=(1, 9)):
    return date_s(rng, (year, rng.randint(*months), rng.randint(1, 28)), lang, style)


def ref_no(rng, prefix):
    return f"{prefix}-{rng.randint(2023, 2025)}-{rng.randint(100, 99999):05d}"


HIST_STREETS_FR = ["avenue Habib Bourguiba", "rue Ibn Khaldoun", "avenue Mohamed V", "rue Farhat Hached",
                   "avenue Hédi Chaker", "rue Tahar Haddad", "avenue Alain Savary", "rue Aboulkacem Chebbi",
                   "boulevard du 9 Avril 1938", "avenue Jugurtha"]
HIST_STREETS_AR = ["شارع الحبيب بورقيبة", "نهج ابن خلدون", "شارع فرحات حشاد", "نهج الطاهر الحداد",
                   "شارع محمد الخامس", "نهج أبو القاسم الشابي", "شارع الهادي شاكر"]
HOSPITALS_FR = ["Hôpital Charles Nicolle de Tunis", "Hôpital La Rabta", "CHU Sahloul de Sousse",
                "CHU Hédi Chaker de Sfax", "Hôpital Habib Thameur", "Institut Salah Azaiez",
                "CHU Fattouma Bourguiba de Monastir", "Hôpital d'enfants Béchir Hamza"]
HOSPITALS_AR = ["مستشفى الرابطة", "المستشفى الجامعي سهلول بسوسة", "المستشفى الجامعي الهادي شاكر بصفاقس",
                "مستشفى شارل نيكول", "مستشفى الحبيب ثامر", "معهد صالح عزيز", "مستشفى الأطفال البشير حمزة"]


def toll_free(rng):
    return f"80 {rng.randint(100, 109)} {rng.randint(100, 999)}"


# ============================================================================ clinical kinds
def k_lactation(doc):
    r, L = doc.rng, doc.lang
    mom, baby, ibclc, dad, orl = doc.person("F"), doc.person(), doc.person("F"), doc.person("M"), doc.person()
    baby.fl, baby.fa = dad.fl, dad.fa
    m_dob, b_dob = ymd(r, 1984, 2003), (2025, r.randint(1, 2), r.randint(1, 28))
    if L == "fr":
        hosp = doc.d(r.choice(HOSPITALS_FR))
        doc.h("Consultation de lactation — compte rendu")
        doc.lines(f"Service de gynécologie-obstétrique, {hosp}",
                  f"Date de la consultation : {doc.d(visit_date(r, 'fr', 0))}    Réf. dossier : {doc.d(ref_no(r, 'LACT'))}",
                  f"Consultante en lactation IBCLC : {ibclc.title_fr} {doc.P(ibclc)}", "")
        doc.lines("MÈRE",
                  f"  Nom et prénom ...... {doc.P(mom, 'up')}",
                  f"  Née le ............. {doc.v('DOB', date_s(r, m_dob, 'fr', 0))}",
                  f"  CIN ................ {doc.v('CIN', cin(r))}",
                  f"  Joignable au ....... {doc.v('PHONE', phone(r, style=r.choice([0, 4, 8])))}",
                  f"  Domicile ........... {doc.v('ADDRESS', address(r, 'fr', r.choice([0, 2])))}",
                  f"  Affiliée CNSS sous le n° {doc.v('CNSS', cnss(r))} (via l'employeur)", "")
        doc.lines("ENFANT",
                  f"  {doc.P(baby)}, né(e) le {doc.v('DOB', date_s(r, b_dob, 'fr', 1))} à 38 SA + 4 j,",
                  f"  poids de naissance 3 120 g, poids ce jour 2 860 g, soit {doc.v('HEALTH', 'une perte de poids de 8,3 % à J6')}.",
                  "")
        doc.lines(f"Motif : {doc.v('HEALTH', 'crevasses mamelonnaires bilatérales')} avec douleurs à chaque tétée.",
                  f"Antécédents maternels : {doc.v('HEALTH', 'hypothyroïdie sous lévothyroxine 75 µg')} ; "
                  f"{doc.v('HEALTH', 'césarienne en urgence pour anomalies du rythme cardiaque fœtal')}.",
                  f"Allergie connue : {doc.v('HEALTH', 'allergie à l’amoxicilline (urticaire)')}", "")
        doc.line(f"Observation d'une tétée : succion peu efficace, claquements ; l'examen buccal du nourrisson "
                 f"retrouve {doc.v('HEALTH', 'un frein de langue court de grade 2')} limitant l'élévation de la langue. "
                 f"Le sein gauche présente {doc.v('HEALTH', 'un engorgement sans fièvre')}, la mère se dit épuisée "
                 f"et évoque {doc.v('HEALTH', 'des idées de découragement depuis le retour à domicile')}.")
        doc.line("")
        doc.table(["Heure", "Sein", "Durée", "Observation"],
                  [["07h40", "G", "12 min", "déglutitions audibles"], ["10h15", "D", "6 min", "endormissement rapide"],
                   ["13h00", "G+D", "18 min", "position en madone inversée"]], 0)
        doc.lines(f"Conduite à tenir : correction de la position, expression manuelle, avis ORL auprès du "
                  f"Dr {doc.P(orl)} pour discuter une frénotomie. Le père, {doc.P(dad, 'fil')}, "
                  f"assistera à la prochaine séance ; son numéro : {doc.v('PHONE', phone(r, style=1))}.",
                  f"Rappel : {doc.d('Code international de commercialisation des substituts du lait maternel')} ; "
                  f"échantillon remis : {doc.d('tire-lait manuel réf. TL-204')}.",
                  f"Prochain rendez-vous : {doc.d(visit_date(r, 'fr', 1))}. Urgences : SAMU {doc.d('190')}.",
                  "", f"Signature : {doc.P(ibclc, 'init')}")
    elif L == "ar":
        hosp = doc.d(r.choice(HOSPITALS_AR))
        doc.h("مذكرة استشارة في الرضاعة الطبيعية")
        doc.lines(f"قسم طب النساء والتوليد — {hosp}",
                  f"تاريخ الاستشارة: {doc.d(visit_date(r, 'ar', 1))}",
                  f"المستشارة: {ibclc.title_ar} {doc.P(ibclc, ar=True)}")
        doc.h("بيانات الأم", 2)
        doc.lines(f"الاسم واللقب: {doc.P(mom, 'fil', ar=True)}",
                  f"تاريخ الولادة: {doc.v('DOB', date_s(r, m_dob, 'ar', 2))}",
                  f"رقم بطاقة التعريف الوطنية: {doc.v('CIN', ard(cin(r)))}",
                  f"الهاتف الجوال: {doc.v('PHONE', ard(phone(r, style=0)))}",
                  f"مقر السكنى: {doc.v('ADDRESS', address(r, 'ar', r.choice([0, 1, 2])))}")
        doc.h("بيانات الرضيع", 2)
        doc.lines(f"الاسم: {doc.P(baby, ar=True)} — تاريخ الولادة: {doc.v('DOB', date_s(r, b_dob, 'ar', 1))}",
                  f"الأب: {doc.P(dad, ar=True)}، رقم الهاتف {doc.v('PHONE', phone(r, style=1))}")
        doc.h("الفحص والملاحظات", 2)
        doc.line(f"تشكو الأم من {doc.v('HEALTH', 'تشقق الحلمتين مع نزيف خفيف')} منذ اليوم الثالث بعد الولادة، "
                 f"وتذكر أنها تتابع علاجا من {doc.v('HEALTH', 'قصور الغدة الدرقية')}. وعند ملاحظة الرضعة تبين أن الرضيع "
                 f"يعاني من {doc.v('HEALTH', 'لجام لسان قصير')} يعيق الالتقام الجيد للثدي.")
        rows = []
        for dx in ["احتقان الثدي الأيسر", "يرقان فيزيولوجي خفيف", "نقص الوزن بنسبة 9 بالمائة"]:
            rows.append([doc.d(visit_date(r, "ar", 0)), f"{r.randint(2700, 3300)} غ", doc.v("HEALTH", dx)])
        doc.table(["التاريخ", "وزن الرضيع", "الملاحظة الطبية"], rows)
        doc.lines(f"الحساسية: {doc.v('HEALTH', 'حساسية من البنسلين')}",
                  f"التوصيات: تصحيح وضعية الرضاعة، وتوجيه الرضيع إلى الدكتور {doc.P(orl, ar=True)} (أنف وأذن وحنجرة).",
                  f"مرجع: {doc.d('البرنامج الوطني لتشجيع الرضاعة الطبيعية')}، الرقم الأخضر {doc.d(toll_free(r))}.",
                  f"ثمن الاستشارة: {doc.d(amount(r, 'ar', 30, 60))}")
    else:
        doc.h("Lactation Clinic — Consultation Note")
        doc.lines(f"**Clinic:** {doc.d('Polyclinique Les Berges du Lac')}, Tunis  ",
                  f"**Visit date:** {doc.d(visit_date(r, 'en', 2))}  ", f"**Seen by:** {doc.P(ibclc)}, IBCLC", "")
        doc.h("Mother", 2)
        doc.table(["Field", "Details"],
                  [["Name", doc.P(mom)], ["Date of birth", doc.v("DOB", date_s(r, m_dob, "en", 1))],
                   ["National ID", doc.v("CIN", cin(r, 1))], ["Mobile", doc.v("PHONE", phone(r, style=6))],
                   ["Email", doc.v("EMAIL", mom.email(r))], ["Home", doc.v("ADDRESS", address(r, "en", 0))],
                   ["Relevant history", doc.v("HEALTH", "gestational diabetes treated with insulin")],
                   ["Allergies", doc.v("HEALTH", "latex allergy")]], 0)
        doc.line("")
        doc.line(f"**Reason for visit:** painful latch and "
                 f"{doc.v('HEALTH', r.choice(['nipple vasospasm with blanching', 'recurrent blocked ducts', 'nipple thrush']))}")
        doc.h("Infant", 2)
        doc.line(f"{doc.P(baby)} (born {doc.v('DOB', date_s(r, b_dob, 'en', 2))}), second child. "
                 f"Father: {doc.P(dad, 'inv')}.")
        doc.h("Assessment", 2)
        doc.line(f"Mrs {doc.P(mom, 'fam')} reports {doc.v('HEALTH', 'low milk supply')} since week two and a "
                 f"painful, red area of the right breast. Examination is consistent with "
                 f"{doc.v('HEALTH', 'mastitis of the right breast')}; temperature 38.4 °C. The baby shows "
                 f"{doc.v('HEALTH', 'a posterior tongue-tie')} and shallow latch.")
        doc.line("")
        doc.table(["Day", "Weight (g)", "Feeds/24 h", "Comment"],
                  [["D3", "3 050", "9", "-"], ["D7", "2 980", "10", doc.v("HEALTH", "weight loss of 7 % at day 7")],
                   ["D14", "3 240", "11", "back above birth weight"]], 0)
        doc.lines("", "## Plan",
                  f"- Referral to Dr {doc.P(orl)} (ENT) for frenotomy assessment.",
                  f"- Breast pump loan, device code {doc.d('BP-EL-3318')}; deposit {doc.d(amount(r, 'en', 50, 90))}.",
                  f"- Follow the {doc.d('WHO/UNICEF Baby-friendly Hospital Initiative')} ten steps.",
                  f"- Emergency line of the maternity ward: {doc.d('71 570 000')}.")


def k_orthoptic(doc):
    r, L = doc.rng, doc.lang
    child, parent, ortho, ophth = doc.person(), doc.person(), doc.person("F"), doc.person()
    child.fl, child.fa = parent.fl, parent.fa
    c_dob = ymd(r, 2013, 2020)
    if L == "fr":
        doc.h("Bilan orthoptique")
        doc.lines(f"Cabinet d'orthoptie — {doc.d(r.choice(HIST_STREETS_FR))}, Tunis",
                  f"Orthoptiste : {doc.P(ortho)}    Prescripteur : Dr {doc.P(ophth, 'up')}",
                  f"Date du bilan : {doc.d(visit_date(r, 'fr', 0))}")
        doc.h("Patient", 2)
        doc.table(["Rubrique", "Renseignement"],
                  [["Enfant", doc.P(child, "up")], ["Date de naissance", doc.v("DOB", date_s(r, c_dob, "fr", 0))],
                   ["Représentant légal", f"{parent.title_fr} {doc.P(parent)}"],
                   ["GSM du représentant", doc.v("PHONE", phone(r, style=0))],
                   ["Courriel", doc.v("EMAIL", parent.email(r))],
                   ["N° d'assuré social (parent)", doc.v("CNSS", cnss(r, 0))],
                   ["Établissement scolaire", doc.d("École primaire rue de Marseille, Tunis")]])
        doc.h("Motif et anamnèse", 2)
        doc.line(f"Adressé pour {doc.v('HEALTH', 'strabisme convergent intermittent de l’œil gauche')} remarqué par "
                 f"l'enseignante. Port de lunettes depuis un an pour {doc.v('HEALTH', 'hypermétropie +4,00 OD / +4,50 OG')}. "
                 f"Antécédent familial : la mère présente {doc.v('HEALTH', 'un kératocône opéré')}.")
        doc.lines(f"Antécédents personnels : {doc.v('HEALTH', r.choice(['prématurité à 32 SA', 'prématurité à 34 SA', 'convulsions fébriles à 2 ans']))}",
                  f"Traitement en cours : {doc.v('HEALTH', 'pénalisation atropinique de l’œil droit')}")
        doc.h("Mesures", 2)
        doc.table(["Test", "Résultat", "Interprétation"],
                  [[doc.d("Échelle de Monoyer"), "OD 8/10 — OG 4/10", doc.v("HEALTH", "amblyopie fonctionnelle OG")],
                   ["Écran unilatéral de près", "ésotropie 18 Δ", doc.v("HEALTH", "ésotropie accommodative partielle")],
                   [doc.d("Test de Lang II"), "négatif", doc.v("HEALTH", "absence de vision stéréoscopique")],
                   ["Motilité", "hyperaction des obliques inférieurs", "-"]])
        doc.lines(f"Conclusion : rééducation par occlusion 4 h/jour de l'œil droit, {doc.d('10 séances de 30 minutes')}, "
                  f"contrôle chez le Dr {doc.P(ophth, 'fam')} dans trois mois.",
                  f"Honoraires : {doc.d(amount(r, 'fr', 25, 45))} par séance — {doc.d('nomenclature CNAM, acte AMO 12')}.")
    elif L == "en":
        doc.h("Orthoptic assessment report")
        doc.lines(f"Paediatric eye unit, {doc.d(r.choice(HOSPITALS_FR))}",
                  f"Report no. {doc.d(ref_no(r, 'ORT'))}   Assessment date: {doc.d(visit_date(r, 'en', 1))}", "",
                  f"Child: {doc.P(child)}    DOB: {doc.v('DOB', date_s(r, c_dob, 'en', 2))}",
                  f"Accompanied by: {doc.P(parent, 'inv')} (parent) — tel {doc.v('PHONE', phone(r, style=2))}",
                  f"Address on file: {doc.v('ADDRESS', split_lines(address(r, 'en', 0)))}",
                  f"Referred by: Dr {doc.P(ophth)}", "")
        doc.lines(f"Diagnosis on referral: {doc.v('HEALTH', r.choice(['intermittent exotropia', 'accommodative esotropia', 'fourth nerve palsy (right)']))}",
                  f"Family history: {doc.v('HEALTH', 'father treated for amblyopia as a child')}", "")
        doc.line("History:")
        doc.line(f"The parent reports {doc.v('HEALTH', 'headaches after reading and blurred near vision')}; "
                 f"the school noticed the child covers one eye. Previous diagnosis of "
                 f"{doc.v('HEALTH', 'convergence insufficiency')}; no surgery. Known "
                 f"{doc.v('HEALTH', 'asthma treated with salbutamol')}.")
        doc.line("")
        doc.table(["Measure", "Right eye", "Left eye", "Comment"],
                  [["Visual acuity (logMAR)", "0.0", "0.1", "-"],
                   ["Near point of convergence", "14 cm", "", doc.v("HEALTH", "receded near point of convergence (14 cm)")],
                   ["Prism cover test (near)", "12 PD exophoria", "", doc.v("HEALTH", "decompensating exophoria")],
                   [doc.d("TNO stereo test"), "240 sec arc", "", "reduced"]], 0)
        doc.lines("", f"Plan: pencil push-ups and vergence exercises, 6 sessions; review with Dr {doc.P(ophth, 'fam')}.",
                  f"Orthoptist: {doc.P(ortho, 'init')}    Fee: {doc.d(amount(r, 'en', 30, 60))}")
    else:
        doc.h("Bilan orthoptique / تقييم تقويم البصر")
        doc.lines(f"**Orthoptiste / المختصة:** {doc.P(ortho)} — {doc.P(ortho, ar=True)}",
                  f"**Date / التاريخ:** {doc.d(visit_date(r, 'fr', 0))}", "")
        doc.table(["Rubrique", "البيان", "Valeur / القيمة"],
                  [["Enfant", "الطفل", doc.P(child, "up")], ["", "الاسم بالعربية", doc.P(child, ar=True)],
                   ["Né(e) le", "تاريخ الولادة", doc.v("DOB", date_s(r, c_dob, "fr", 1))],
                   ["Parent", "الولي", doc.P(parent, "fil", ar=True)],
                   ["Téléphone", "الهاتف", doc.v("PHONE", phone(r, style=3))],
                   ["Adresse", "العنوان", doc.v("ADDRESS", address(r, "ar", 0))],
                   ["Diagnostic", "التشخيص", doc.v("HEALTH", "حول إنسي في العين اليمنى")],
                   ["Acuité", "حدة البصر", doc.v("HEALTH", "كسل العين اليمنى (3/10)")]])
        doc.line("")
        doc.line(f"Le Dr {doc.P(ophth)} a prescrit une rééducation pour {doc.v('HEALTH', 'amblyopie profonde de l’œil droit')}. "
                 f"يشير الولي إلى أن الطفل يعاني من {doc.v('HEALTH', 'صداع متكرر عند القراءة')} منذ بداية السنة الدراسية.")
        doc.lines("", f"- **Antécédents / السوابق :** {doc.v('HEALTH', r.choice(['ولادة مبكرة في الأسبوع 33', 'التهاب السحايا في سن الثانية']))}",
                  f"- Séances prévues : {doc.d('12 séances de 20 minutes')}",
                  f"- Référence de l'ordonnance : {doc.d(ref_no(r, 'ORD'))}",
                  f"- Remboursement selon {doc.d('la nomenclature des actes de la CNAM')}")


HBO_IND_FR = ["intoxication au monoxyde de carbone", "ulcère du pied diabétique grade 3 de Wagner",
              "radionécrose mandibulaire", "surdité brusque unilatérale droite", "cystite radique hémorragique",
              "gangrène gazeuse de la jambe", "greffe cutanée compromise", "ostéomyélite chronique du tibia",
              "embolie gazeuse après plongée", "rectite radique", "ischémie aiguë traumatique de l'avant-bras",
              "surdité brusque bilatérale", "brûlure profonde de la main gauche", "abcès cérébral opéré"]
HBO_INC_FR = ["barotraumatisme de l'oreille moyenne", "crise de claustrophobie", "hypoglycémie à 0,55 g/L",
              "douleur sinusienne", "crise convulsive hyperoxique", "myopie transitoire"]
HBO_IND_AR = ["تسمم بأول أكسيد الكربون", "قرحة القدم السكرية", "نخر إشعاعي في الفك السفلي", "صمم مفاجئ في الأذن اليسرى",
              "التهاب المثانة الإشعاعي", "غرغرينا غازية", "التهاب العظم المزمن", "انصمام غازي بعد الغوص",
              "حرق عميق في الساعد", "فشل ترقيع جلدي"]
HBO_INC_AR = ["رضح ضغطي في الأذن الوسطى", "نوبة رهاب الأماكن المغلقة", "انخفاض السكر في الدم", "ألم في الجيوب الأنفية"]
HBO_IND_EN = ["carbon monoxide poisoning", "non-healing diabetic foot ulcer", "osteoradionecrosis of the jaw",
              "sudden sensorineural hearing loss", "radiation cystitis", "necrotising soft-tissue infection",
              "compromised skin flap", "refractory osteomyelitis of the femur", "decompression sickness type II",
              "crush injury of the left leg", "radiation proctitis", "central retinal artery occlusion"]
HBO_INC_EN = ["middle-ear barotrauma", "confinement anxiety", "hypoglycaemia (3.1 mmol/L)", "sinus squeeze",
              "oxygen toxicity seizure"]


def k_hyperbaric(doc):
    r, L = doc.rng, doc.lang
    docs_ = [doc.person() for _ in range(3)]
    n = 11 if L == "fr" else 10
    if L == "fr":
        doc.line(f"Registre des séances — Service de médecine hyperbare — {doc.d('Hôpital militaire principal d’instruction de Tunis')}")
        hdr = ["Date séance", "Caisson", "Patient", "Né(e) le", "CIN", "Indication", "Profil", "Événement",
               "Médecin", "Tél. patient"]
        rows = []
        inds = r.sample(HBO_IND_FR, n)
        for i in range(n):
            p = doc.person()
            ev = doc.v("HEALTH", r.choice(HBO_INC_FR)) if r.random() < 0.45 else "RAS"
            dr = r.choice(docs_)
            rows.append([doc.dd(visit_date(r, "fr", 0)), doc.d(r.choice(["Caisson multiplace HB-2", "Caisson monoplace HB-1"])),
                         doc.P(p, r.choice(["up", "full", "inv"])), doc.v("DOB", date_s(r, ymd(r, 1940, 2008), "fr", r.choice([0, 2]))),
                         doc.v("CIN", cin(r)), doc.v("HEALTH", inds[i]), doc.d(r.choice(["2,5 ATA / 90 min", "2,8 ATA / 75 min", "2,4 ATA / 120 min"])),
                         ev, "Dr " + doc.P(dr, "fam"), doc.v("PHONE", phone(r, style=r.choice([0, 5, 8])))])
        doc.table(hdr, rows)
        q = doc.person()
        doc.line(f"Séance refusée pour {doc.P(q)} — contre-indication : {doc.v('HEALTH', r.choice(['pneumothorax non drainé', 'emphysème bulleux', 'otite moyenne aiguë bilatérale']))}")
        doc.line(f"Lot d'oxygène médical : {doc.d('O2-MED-' + str(r.randint(1000, 9999)))} ; médecins de garde : "
                 + ", ".join(doc.P(x) for x in docs_))
    elif L == "ar":
        doc.h("سجل جلسات العلاج بالأكسجين عالي الضغط")
        doc.lines(f"**المؤسسة:** {doc.d(r.choice(HOSPITALS_AR))} — وحدة الطب تحت الضغط العالي",
                  f"**الفترة:** من {doc.d(visit_date(r, 'ar', 1, months=(1, 4)))} إلى {doc.d(visit_date(r, 'ar', 1, months=(5, 9)))}", "")
        rows = []
        inds = r.sample(HBO_IND_AR, min(n, len(HBO_IND_AR)))
        for i in range(len(inds)):
            p = doc.person()
            rows.append([ard(str(i + 1)), doc.P(p, r.choice(["full", "fil", "inv"]), ar=True),
                         doc.v("DOB", date_s(r, ymd(r, 1945, 2008), "ar", r.choice([0, 1, 2]))),
                         doc.v("CIN", ard(cin(r)) if r.random() < 0.5 else cin(r)), doc.v("HEALTH", inds[i]),
                         doc.v("HEALTH", r.choice(HBO_INC_AR)) if r.random() < 0.4 else "لا شيء",
                         doc.v("PHONE", phone(r, style=r.choice([0, 1]))), doc.dd(f"{ard(str(r.randint(10, 30)))} جلسة", 0.3)])
        doc.table(["ع/ر", "المريض", "تاريخ الولادة", "ب.ت.و", "دواعي العلاج", "الحوادث", "الهاتف", "عدد الجلسات"], rows)
        p1, p2 = doc.person("M"), doc.person("F")
        doc.line("")
        doc.line(f"**موانع العلاج المسجلة هذا الأسبوع:** {doc.v('HEALTH', r.choice(['استرواح صدري غير معالج', 'انتفاخ رئوي فقاعي']))}")
        doc.h("تقرير حادث", 2)
        doc.line(f"خلال الجلسة الصباحية أصيب المريض {doc.P(p1, ar=True)} بـ{doc.v('HEALTH', 'نوبة صرع ناتجة عن سمية الأكسجين')} "
                 f"في الدقيقة الخامسة والأربعين، فتم إيقاف الضغط تدريجيا تحت إشراف الدكتورة {doc.P(p2, ar=True)}. "
                 f"تم إعلام عائلته على الرقم {doc.v('PHONE', ard(phone(r, style=0)))}.")
        doc.line(f"المرجع: {doc.d('البروتوكول الداخلي عدد 7 لسنة 2023')} — الضغط المعتمد {doc.d('2,5 ضغط جوي مطلق')}.")
    else:
        doc.h("HYPERBARIC OXYGEN UNIT — WEEKLY TREATMENT LOG")
        doc.lines(f"Unit: {doc.d('Centre de Traumatologie et des Grands Brûlés de Ben Arous')}",
                  f"Week starting {doc.d(visit_date(r, 'en', 1))}; chamber {doc.d('HC-12 multiplace')}", "")
        rows = []
        inds = r.sample(HBO_IND_EN, n)
        for i in range(n):
            p = doc.person()
            rows.append([doc.P(p, r.choice(["full", "up"])), doc.v("DOB", date_s(r, ymd(r, 1942, 2007), "en", r.choice([0, 3]))),
                         doc.v("PASSPORT", passport(r)) if r.random() < 0.3 else doc.v("CIN", cin(r)),
                         doc.v("HEALTH", inds[i]), f"{r.randint(3, 30)}/{r.randint(30, 40)}",
                         doc.v("HEALTH", r.choice(HBO_INC_EN)) if r.random() < 0.35 else "none"])
        doc.table(["Patient", "DOB", "ID / passport", "Indication", "Sessions", "Adverse event"], rows, 0)
        a, b, c = doc.person(), doc.person("F"), doc.person()
        doc.lines(f"Contraindication noted at screening: {doc.v('HEALTH', r.choice(['untreated pneumothorax', 'bullous lung disease', 'acute otitis media']))}",
                  "", "INCIDENT NARRATIVE",
                  f"On Wednesday the session was aborted at 14 msw because {doc.P(a)} developed "
                  f"{doc.v('HEALTH', 'acute chest pain with ST depression')}. Dr {doc.P(b)} decompressed the chamber and the "
                  f"patient was transferred to cardiology. The tender, {doc.P(c, 'inv')}, reported "
                  f"{doc.v('HEALTH', 'ear pain after rapid ascent')} and was seen by occupational health.",
                  f"Next of kin for {doc.P(a, 'fam')}: {doc.v('PHONE', phone(r, style=2))}.",
                  f"Reference: {doc.d('UHMS indication list, 14th edition')}; incident form {doc.d(ref_no(r, 'INC'))}.")


GEN_EN = [("BRCA1 pathogenic variant c.5266dupC", "breast cancer at age 41"),
          ("cystic fibrosis, F508del homozygous", "recurrent chest infections"),
          ("beta-thalassaemia trait", "microcytic anaemia"),
          ("Duchenne muscular dystrophy", "loss of ambulation at 11"),
          ("GJB2 35delG homozygous deafness", "bilateral cochlear implants")]


def k_genetic(doc):
    r, L = doc.rng, doc.lang
    prob, cons, geneticist = doc.person("F" if L == "en" else "M"), doc.person("F"), doc.person()
    pdob = ymd(r, 1970, 1998)

    def relatives(spec):
        out = []
        for label, g, (lo, hi), same in spec:
            x = doc.person(g)
            if same:
                x.fl, x.fa = prob.fl, prob.fa
            a, b = max(1932, pdob[0] + lo), min(2023, pdob[0] + hi)
            out.append((label, x, ymd(r, a, max(a, b))))
        return out
    spouse = doc.person("M" if prob.g == "F" else "F")
    other_dr = doc.person()
    if L == "en":
        doc.h("Genetic counselling — clinic letter")
        doc.lines(f"Department of Medical Genetics, {doc.d(r.choice(HOSPITALS_FR))}",
                  f"Clinic date: {doc.d(visit_date(r, 'en', 1))}    Lab accession: {doc.d(ref_no(r, 'GEN'))}", "",
                  f"Patient: {doc.P(prob)}", f"Date of birth: {doc.v('DOB', date_s(r, pdob, 'en', 1))}",
                  f"Passport (for the sample sent abroad): {doc.v('PASSPORT', passport(r))}",
                  f"Contact: {doc.v('PHONE', phone(r, style=1))} / {doc.v('EMAIL', prob.email(r))}", "")
        doc.line(f"Referral reason: {doc.v('HEALTH', 'family history of early-onset breast cancer')}")
        doc.line(f"Dear Dr {doc.P(geneticist, 'fam')},")
        doc.line(f"Thank you for referring {doc.P(prob, 'given')}, whose sister was recently found to carry "
                 f"{doc.v('HEALTH', 'a BRCA2 frameshift variant')}. She herself had "
                 f"{doc.v('HEALTH', 'a benign phyllodes tumour excised in 2019')} and is otherwise well. "
                 f"We discussed predictive testing, the {doc.d('50 % transmission risk')} and the options of "
                 f"risk-reducing surgery.")
        rows = []
        spec = [("Mother", "F", (-35, -20), False), ("Father", "M", (-40, -22), True), ("Sister", "F", (-8, 8), True),
                ("Brother", "M", (-8, 8), True), ("Maternal aunt", "F", (-38, -15), False),
                ("Paternal cousin", "M", (-12, 12), True)]
        for rel, x, born in relatives(spec):
            if born[0] < 1975:
                dx = r.choice(["breast cancer at 44", "ovarian cancer at 52", "a BRCA2 frameshift variant",
                               "no cancer, not tested", "pancreatic cancer at 47"] if x.g == "F" else
                              ["prostate cancer at 48", "pancreatic cancer at 45", "a BRCA2 frameshift variant",
                               "no cancer, not tested", "male breast cancer at 44"])
            else:
                dx = r.choice(["a BRCA2 frameshift variant", "no cancer, not tested", "melanoma at 26",
                               "breast cancer at 29" if x.g == "F" else "no cancer, not tested"])
            if rel == "Sister":
                dx = "a BRCA2 frameshift variant"
            st = doc.v("HEALTH", dx) if not dx.startswith("no cancer") else dx
            rows.append([rel, doc.P(x, r.choice(["full", "up"])), doc.v("DOB", date_s(r, born, "en", 0)), st])
        doc.table(["Relation", "Name", "Born", "Status"], rows)
        doc.lines(f"Consent signed for analysis at {doc.d('Laboratoire Cerba, Frépillon')}; cost "
                  f"{doc.d(amount(r, 'en', 900, 1800))}, not covered by {doc.d('CNAM')}.",
                  f"Yours sincerely, {doc.P(cons)} (genetic counsellor)")
    elif L == "fr":
        doc.h("Consultation de conseil génétique")
        doc.lines(f"**Service :** génétique médicale — {doc.d(r.choice(HOSPITALS_FR))}  ",
                  f"**Date :** {doc.d(visit_date(r, 'fr', 1))}  ",
                  f"**Conseillère en génétique :** {doc.P(cons)}  ", f"**Médecin généticien :** Pr {doc.P(geneticist)}", "")
        doc.h("Consultants", 2)
        p2 = spouse
        doc.lines(f"- {doc.P(prob, 'fil')}, né le {doc.v('DOB', date_s(r, pdob, 'fr', 1))}, CIN {doc.v('CIN', cin(r))}",
                  f"- son épouse {doc.P(p2)}, née le {doc.v('DOB', date_s(r, ymd(r, 1975, 2000), 'fr', 0))}, "
                  f"tél. {doc.v('PHONE', phone(r, style=0))}",
                  f"- domicile : {doc.v('ADDRESS', address(r, 'fr', 0))}", "")
        doc.h("Motif", 2)
        doc.line(f"Couple apparenté (cousins germains) dont le premier enfant est atteint de "
                 f"{doc.v('HEALTH', 'mucoviscidose (F508del homozygote)')} ; désir d'une nouvelle grossesse. "
                 f"Les deux parents sont {doc.v('HEALTH', 'hétérozygotes F508del')}, risque de récurrence de "
                 f"{doc.d('25 % à chaque grossesse')}.")
        doc.lines("", f"- **Test de la sueur de l'enfant :** {doc.v('HEALTH', 'chlore sudoral ' + str(r.randint(80, 120)) + ' mmol/L')}",
                  f"- **Statut de l'épouse :** {doc.v('HEALTH', r.choice(['grossesse de 7 SA', 'grossesse de 9 SA', 'fausse couche spontanée en 2023']))}", "")
        doc.h("Arbre généalogique (extrait)", 2)
        rows = []
        spec = [("Enfant", None, (22, 40), True), ("Grand-père paternel", "M", (-60, -42), True),
                ("Oncle paternel", "M", (-25, -3), True), ("Tante maternelle", "F", (-25, -3), False)]
        for rel, x, born in relatives(spec):
            dx = "mucoviscidose (F508del homozygote)" if rel == "Enfant" else r.choice(
                ["bronchectasies diffuses", "décès d'une détresse respiratoire à l'âge de 2 ans", "diabète de type 1",
                 "surdité congénitale"] + (["infertilité masculine par ABCD"] if x.g == "M" else []))
            rows.append([rel, doc.P(x), doc.v("DOB", date_s(r, born, "fr", 0)), doc.v("HEALTH", dx)])
        doc.table(["Lien", "Nom", "Naissance", "Statut clinique"], rows)
        doc.lines("", f"Options discutées : diagnostic prénatal par biopsie de trophoblaste, diagnostic préimplantatoire "
                      f"({doc.d('loi n° 2001-93 du 7 août 2001')}). Compte rendu adressé au Dr {doc.P(other_dr)}.")
    else:
        doc.h("تقرير استشارة وراثية")
        doc.lines(f"قسم علم الوراثة الطبية — {doc.d(r.choice(HOSPITALS_AR))}",
                  f"تاريخ الاستشارة: {doc.d(visit_date(r, 'ar', 1))}", "",
                  f"المعني بالأمر: {doc.P(prob, 'fil', ar=True)}",
                  f"تاريخ الولادة: {doc.v('DOB', date_s(r, pdob, 'ar', 1))}",
                  f"رقم ب.ت.و: {doc.v('CIN', ard(cin(r)))}",
                  f"الهاتف: {doc.v('PHONE', phone(r, style=0))}", "")
        doc.line(f"حضر الزوجان {doc.P(prob, ar=True)} و{doc.P(spouse, ar=True)} للاستشارة بعد ولادة طفل مصاب بـ"
                 f"{doc.v('HEALTH', 'الثلاسيميا الكبرى (بيتا)')}، وقد تبين من التحاليل أن الأب "
                 f"{doc.v('HEALTH', 'حامل لسمة الثلاسيميا بيتا')} وأن الأم تحمل الطفرة نفسها.")
        doc.line(f"نتيجة التحليل الجزيئي: {doc.v('HEALTH', r.choice(['طفرة IVS1-110 متغايرة الزيجوت', 'طفرة codon 39 متغايرة الزيجوت']))}")
        doc.line("")
        rows = []
        spec = [("الطفل", None, (22, 40), True), ("الجد للأب", "M", (-60, -42), True), ("العم", "M", (-25, -3), True),
                ("الخالة", "F", (-25, -3), False)]
        for rel, x, born in relatives(spec):
            dx = "الثلاسيميا الكبرى (بيتا)" if rel == "الطفل" else r.choice(
                ["فقر دم مزمن", "حامل لسمة الثلاسيميا بيتا", "سكري من النوع الأول", "صمم خلقي", "ضمور عضلي"])
            rows.append([rel, doc.P(x, ar=True), doc.v("DOB", date_s(r, born, "ar", 2)), doc.v("HEALTH", dx)])
        doc.table(["القرابة", "الاسم", "تاريخ الولادة", "الحالة"], rows, 1)
        doc.lines(f"التوصية: تشخيص ما قبل الولادة في الحمل القادم طبقا لأحكام {doc.d('القانون عدد 93 لسنة 2001')}.",
                  f"الطبيب المختص: الأستاذ {doc.P(geneticist, ar=True)} — كلفة التحليل {doc.d(amount(r, 'ar', 400, 900))}.")


ERGO_FR = ["hémiplégie droite séquellaire d'un AVC ischémique", "aphasie de Broca", "héminégligence gauche",
           "arthrose sévère des deux genoux", "amputation transtibiale gauche", "maladie de Parkinson évoluée",
           "incontinence urinaire d'effort", "chutes à répétition", "sclérose en plaques forme progressive",
           "lésion médullaire incomplète D10"]


def k_ergo(doc):
    r, L = doc.rng, doc.lang
    pat, carer, ot, md = doc.person(), doc.person("F"), doc.person(), doc.person()
    pdob = ymd(r, 1938, 1975)
    if L == "fr":
        doc.h("Évaluation ergothérapique à domicile")
        dxs = r.sample(ERGO_FR, 3)
        doc.lines(f"**Ergothérapeute :** {doc.P(ot)}  ", f"**Prescription du Dr** {doc.P(md, 'up')} "
                  f"du {doc.d(visit_date(r, 'fr', 0))}  ", f"**Visite effectuée le :** {doc.d(visit_date(r, 'fr', 1))}", "")
        doc.h("Personne évaluée", 2)
        doc.table(["", ""], [["Nom", doc.P(pat, "up")], ["Naissance", doc.v("DOB", date_s(r, pdob, "fr", 1))],
                             ["Logement", doc.v("ADDRESS", address(r, "fr", 2))],
                             ["Aidant principal", f"{doc.P(carer)} (fille), {doc.v('PHONE', phone(r, style=4))}"],
                             ["Immatriculation CNSS", doc.v("CNSS", cnss(r, 2))],
                             ["Diagnostic principal", doc.v("HEALTH", dxs[0])]])
        doc.line("")
        doc.line(f"{pat.title_fr} {doc.P(pat, 'fam')} vit au deuxième étage sans ascenseur. Depuis le diagnostic "
                 f"({doc.v('HEALTH', dxs[1])}), les transferts lit-fauteuil nécessitent une aide ; le tableau associe "
                 f"aussi : {doc.v('HEALTH', dxs[2])}, ce qui complique la toilette. {doc.v('HEALTH', 'Score de Barthel : 45/100')}, "
                 f"{doc.v('HEALTH', 'MIF motrice 52/91')}.")
        doc.line("")
        doc.line(f"**Traitements en cours :** {doc.v('HEALTH', r.choice(['apixaban 5 mg x2 et lévétiracétam', 'baclofène 10 mg x3 et sertraline 50 mg']))}")
        doc.h("Préconisations par pièce", 2)
        doc.table(["Pièce", "Obstacle", "Aménagement proposé"],
                  [["Salle de bain", "baignoire haute", doc.d("siège de bain pivotant réf. SB-360")],
                   ["Couloir", "tapis, seuil de 4 cm", "suppression des seuils"],
                   ["WC", "cuvette basse", doc.d("rehausse WC 10 cm réf. RW-10")],
                   ["Entrée", "3 marches", doc.d("rampe amovible pente 1:12")]])
        doc.lines("", f"Véhicule de l'aidante à adapter (boule au volant) : immatriculation {doc.v('PLATE', plate(r, 0))}.",
                  f"Devis estimé : {doc.d(amount(r, 'fr', 1200, 3500))}, aide possible au titre de "
                  f"{doc.d('la loi d’orientation n° 2005-83 du 15 août 2005')}.")
    elif L == "mixed":
        doc.h("Home assessment — ergothérapie / تقييم منزلي في العلاج الوظيفي")
        doc.lines(f"Therapist / المعالج : {doc.P(ot)} ({doc.P(ot, ar=True)})",
                  f"Date : {doc.d(visit_date(r, 'fr', 0))}   Dossier : {doc.d(ref_no(r, 'ERG'))}")
        doc.table(["Item", "البيان", "Réponse"],
                  [["Patient", "المنتفع", doc.P(pat)], ["", "الاسم بالعربية", doc.P(pat, "fil", ar=True)],
                   ["Date de naissance", "تاريخ الولادة", doc.v("DOB", date_s(r, pdob, "fr", 0))],
                   ["Adresse", "العنوان", doc.v("ADDRESS", address(r, "ar", 1))],
                   ["Téléphone aidant", "هاتف المرافق", doc.v("PHONE", phone(r, style=1))],
                   ["Aidant", "المرافق", doc.P(carer, ar=True)],
                   ["Pathologie", "المرض", doc.v("HEALTH", "شلل نصفي أيسر إثر جلطة دماغية")],
                   ["Autre", "أمراض أخرى", doc.v("HEALTH", "diabète de type 2 compliqué de neuropathie")]])
        doc.line(f"Observation : le patient se déplace avec un déambulateur ; {doc.v('HEALTH', 'troubles de l’équilibre')} "
                 f"et {doc.v('HEALTH', 'baisse de l’acuité visuelle par rétinopathie')} augmentent le risque de chute.")
        doc.line(f"ملاحظة: يعاني المنتفع من {doc.v('HEALTH', 'صعوبة في البلع')} ويحتاج إلى مساعدة أثناء الأكل، "
                 f"كما أشار الطبيب {doc.P(md, ar=True)} إلى {doc.v('HEALTH', 'اكتئاب ما بعد الجلطة')}.")
        doc.table(["Recommandation", "التوصية", "Coût / الكلفة"],
                  [["Barres d'appui", "قضبان إسناد", doc.d(amount(r, "fr", 90, 200))],
                   ["Lit médicalisé", "سرير طبي", doc.d(amount(r, "fr", 900, 1600))],
                   ["Fauteuil roulant", "كرسي متحرك", doc.d("réf. FR-24 Confort")]])
        doc.line(f"Voiture de la famille (transferts) : {doc.v('PLATE', plate(r, 1))} — transport adapté demandé à "
                 f"{doc.d('l’Union Tunisienne d’Aide aux Insuffisants Moteurs')}.")
    else:
        doc.h("تقرير زيارة منزلية للعلاج الوظيفي")
        doc.lines(f"المعالج الوظيفي: {doc.P(ot, ar=True)}", f"بطلب من الدكتور: {doc.P(md, 'fil', ar=True)}",
                  f"تاريخ الزيارة: {doc.d(visit_date(r, 'ar', 1))}", "",
                  f"الاسم واللقب: {doc.P(pat, ar=True)}", f"تاريخ الولادة: {doc.v('DOB', date_s(r, pdob, 'ar', 2))}",
                  f"عنوان المسكن: {doc.v('ADDRESS', address(r, 'ar', 0))}",
                  f"رقم الانخراط بالصندوق الوطني للضمان الاجتماعي: {doc.v('CNSS', ard(cnss(r, 0)))}",
                  f"هاتف المرافقة {doc.P(carer, ar=True)}: {doc.v('PHONE', ard(phone(r, style=0)))}",
                  f"التشخيص الرئيسي: {doc.v('HEALTH', r.choice(['داء السكري من النوع الثاني مع اعتلال الأعصاب', 'تصلب الشرايين في الساقين']))}", "")
        doc.line(f"تم تقييم المنزل بعد {doc.v('HEALTH', 'بتر تحت الركبة في الساق اليمنى')}. يستعمل المنتفع كرسيا متحركا "
                 f"ويعاني من {doc.v('HEALTH', 'ألم الطرف الشبحي')} و{doc.v('HEALTH', 'قصور كلوي مزمن')}.")
        doc.line("")
        doc.table(["الغرفة", "العائق", "المقترح"],
                  [["الحمام", "حوض استحمام مرتفع", doc.d("كرسي استحمام مرجع CH-12")],
                   ["المدخل", "درجتان", "منحدر متنقل"], ["المطبخ", "رفوف عالية", "إعادة ترتيب الرفوف"]], 0)
        doc.lines(f"السيارة المعنية بالتهيئة: {doc.v('PLATE', plate(r, 0))}",
                  f"الإطار القانوني: {doc.d('القانون التوجيهي عدد 83 لسنة 2005')} — الكلفة التقديرية {doc.d(amount(r, 'ar', 800, 2500))}.")


def k_bariatric(doc):
    r, L = doc.rng, doc.lang
    if L == "mixed":
        doc.line("Suivi pré-opératoire chirurgie bariatrique / متابعة ما قبل عملية السمنة — export")
        hdr = ["N°", "Patient(e)", "الاسم", "Né(e) le", "CIN", "IMC", "Comorbidités / الأمراض المصاحبة",
               "Bilan psy", "Tél", "Intervention prévue", "Date RDV"]
        rows = []
        com = ["diabète de type 2 sous insuline", "syndrome d'apnées du sommeil appareillé", "ارتفاع ضغط الدم",
               "stéatose hépatique", "الارتجاع المعدي المريئي", "hypothyroïdie", "gonarthrose bilatérale",
               "مرض السكري من النوع الثاني", "syndrome des ovaires polykystiques", "dyslipidémie sous statine",
               "توقف التنفس أثناء النوم", "hernie ombilicale"]
        psy = ["favorable", "favorable", "trouble de l'hyperphagie boulimique", "réservé : dépression non stabilisée",
               "favorable", "اضطراب الأكل الشره"]
        for i in range(10):
            p = doc.person()
            bmi = f"IMC {r.randint(38, 55)},{r.randint(0, 9)}"
            rows.append([str(i + 1), doc.P(p, r.choice(["up", "full"])), doc.P(p, ar=True),
                         doc.v("DOB", date_s(r, ymd(r, 1970, 2004), "fr", 0)), doc.v("CIN", cin(r)),
                         doc.v("HEALTH", bmi), doc.v("HEALTH", r.choice(com)),
                         (lambda x: doc.v("HEALTH", x) if x != "favorable" else x)(r.choice(psy)),
                         doc.v("PHONE", phone(r, style=r.choice([0, 5, 6]))),
                         doc.d(r.choice(["sleeve gastrectomie", "bypass gastrique en Y", "تكميم المعدة"])),
                         doc.dd(visit_date(r, "fr", 0))])
        doc.table(hdr, rows)
        q = doc.person()
        doc.line(f"Dossier suspendu / ملف معلق : {doc.P(q)} — motif : {doc.v('HEALTH', r.choice(['grossesse en cours', 'cirrhose Child B', 'psychose non stabilisée']))}")
        doc.line(f"Source: {doc.d('Clinique Pasteur, service de chirurgie digestive')} — {doc.d('forfait 9 800 TND')}")
        return
    pat, surg, diet, psy = doc.person(), doc.person(), doc.person("F"), doc.person()
    pdob = ymd(r, 1975, 2003)
    if L == "fr":
        doc.h("Bilan préopératoire — chirurgie de l'obésité")
        doc.lines(f"Clinique {doc.d('Les Oliviers')}, {doc.d(r.choice(HIST_STREETS_FR))}, Sousse",
                  f"Chirurgien : Dr {doc.P(surg)}     Dossier : {doc.d(ref_no(r, 'BAR'))}", "",
                  "IDENTITÉ",
                  f"Patiente/Patient : {doc.P(pat, 'fil')}",
                  f"Date de naissance : {doc.v('DOB', date_s(r, pdob, 'fr', 1))}",
                  f"Carte d'identité : {doc.v('CIN', cin(r, 2))}",
                  f"Adresse : {doc.v('ADDRESS', split_lines(address(r, 'fr', 0)))}",
                  f"Portable : {doc.v('PHONE', phone(r, style=7))}   Mail : {doc.v('EMAIL', pat.email(r))}",
                  f"Affiliation : CNSS {doc.v('CNSS', cnss(r, 1))}", "")
        doc.lines("DONNÉES CLINIQUES",
                  f"Poids 128 kg, taille 1,66 m → {doc.v('HEALTH', 'obésité morbide (IMC 46,4 kg/m²)')}",
                  f"Comorbidités : {doc.v('HEALTH', 'syndrome d’apnées obstructives du sommeil sévère (IAH 38/h)')}, "
                  f"{doc.v('HEALTH', 'diabète de type 2 sous metformine 1000 mg x2')}, "
                  f"{doc.v('HEALTH', 'reflux gastro-œsophagien avec œsophagite grade B')}", "")
        doc.table(["Examen", "Résultat", "Date"],
                  [["HbA1c", doc.v("HEALTH", "HbA1c 8,4 %"), doc.d(visit_date(r, "fr", 0))],
                   ["Échographie abdominale", doc.v("HEALTH", "stéatose hépatique diffuse"), doc.d(visit_date(r, "fr", 0))],
                   ["Vitamine D", doc.v("HEALTH", "carence en vitamine D (11 ng/mL)"), doc.d(visit_date(r, "fr", 0))],
                   ["Fibroscopie", doc.v("HEALTH", "hernie hiatale de 3 cm"), "—"]], 1)
        doc.lines("", f"Évaluation psychologique ({doc.P(psy)}) : {doc.v('HEALTH', 'épisode dépressif traité par sertraline')}, "
                      f"pas de contre-indication. Diététicienne : {doc.P(diet, 'init')}.",
                  f"Acompte réglé par carte n° {doc.v('CARD', card(r, 0))} ; le solde "
                  f"({doc.d(amount(r, 'fr', 6000, 9000))}) sera remboursé en cas d'annulation sur le RIB "
                  f"{doc.v('RIB', fmt_rib(r, rib_digits(r), 1))}.",
                  f"Réf. réglementaire : {doc.d('circulaire n° 31/2019 relative à la chirurgie bariatrique')}",
                  f"Code-barres de la facture proforma : {doc.d(bad_card(r))}")
    else:
        doc.h("Bariatric surgery — pre-operative work-up summary")
        doc.lines(f"Multidisciplinary meeting of {doc.d(visit_date(r, 'en', 1))}", "")
        doc.table(["Item", "Entry"],
                  [["Patient", doc.P(pat)], ["Date of birth", doc.v("DOB", date_s(r, pdob, "en", 2))],
                   ["Passport", doc.v("PASSPORT", passport(r))], ["Phone (WhatsApp)", doc.v("PHONE", phone(r, style=6))],
                   ["Email", doc.v("EMAIL", pat.email(r))], ["Home address", doc.v("ADDRESS", address(r, "en", 0))],
                   ["BMI", doc.v("HEALTH", "BMI 44.7 kg/m2")],
                   ["Comorbidities", doc.v("HEALTH", "type 2 diabetes with peripheral neuropathy")],
                   ["Sleep study", doc.v("HEALTH", "moderate obstructive sleep apnoea, AHI 24/h")],
                   ["Previous surgery", doc.v("HEALTH", "laparoscopic gastric band removed in 2020")]])
        doc.line("")
        doc.line(f"Mr/Ms {doc.P(pat, 'fam')} was reviewed by Dr {doc.P(surg)} (surgeon), {doc.P(diet)} (dietitian) "
                 f"and {doc.P(psy, 'inv')} (psychologist). Binge-eating was explored; the patient disclosed "
                 f"{doc.v('HEALTH', 'a history of bulimia nervosa in adolescence')} and is currently stable. "
                 f"Ferritin was low, consistent with {doc.v('HEALTH', 'iron-deficiency anaemia')}.")
        doc.lines("", f"Anaesthetic assessment: {doc.v('HEALTH', r.choice(['ASA III, difficult airway expected', 'ASA III, Mallampati 4']))}")
        doc.lines("", "Payment and logistics",
                  f"- Deposit charged to card {doc.v('CARD', card(r, 1))} (expiry 08/27)",
                  f"- Refund account IBAN {doc.v('IBAN', fmt_iban(r, rib_digits(r), 1))}",
                  f"- Package price {doc.d(amount(r, 'en', 9000, 14000))}; medical tourism agency licence {doc.d('LIC-ONTT-2211')}",
                  f"- Hotel: {doc.d('Hotel Mouradi Gammarth')}, transfer from {doc.d('Tunis-Carthage Airport')}")


SC_FR = ["drépanocytose homozygote SS", "drépanocytose S/β0-thalassémie", "hémoglobinose SC",
         "antécédent de syndrome thoracique aigu", "AVC ischémique à 6 ans", "ostéonécrose de la tête fémorale droite",
         "séquestration splénique aiguë", "priapisme récidivant", "ulcère de jambe chronique",
         "alloimmunisation anti-Kell", "hypertension artérielle pulmonaire", "lithiase biliaire pigmentaire"]
SC_TX_FR = ["hydroxyurée 20 mg/kg/j", "hydroxyurée 25 mg/kg/j", "programme transfusionnel mensuel",
            "échanges transfusionnels", "acide folique 5 mg/j", "pénicilline V orale", "chélation par déférasirox"]


def k_sicklecell(doc):
    r, L = doc.rng, doc.lang
    if L == "fr":
        doc.line("Centre de référence des maladies de l'hémoglobine — registre des patients suivis")
        doc.line(f"Extraction du {doc.d(visit_date(r, 'fr', 0))} ; établissement : {doc.d(r.choice(HOSPITALS_FR))}")
        hdr = ["Patient", "Date de naissance", "Génotype / diagnostic", "Complication", "Traitement de fond",
               "HbF", "Hb de base", "Parent référent", "CIN parent", "Tél. urgence", "Adresse"]
        rows = []
        for i in range(10):
            p, par = doc.person(), doc.person()
            p.fl = par.fl
            rows.append([doc.P(p, r.choice(["up", "full"])), doc.v("DOB", date_s(r, ymd(r, 2005, 2022), "fr", 0)),
                         doc.v("HEALTH", r.choice(SC_FR[:3])), doc.v("HEALTH", r.choice(SC_FR[3:])),
                         doc.v("HEALTH", r.choice(SC_TX_FR)), doc.v("HEALTH", f"HbF {r.randint(4, 25)} %"),
                         doc.v("HEALTH", f"Hb {r.randint(6, 10)},{r.randint(0, 9)} g/dL"), doc.P(par),
                         doc.v("CIN", cin(r)), doc.v("PHONE", phone(r, style=r.choice([0, 4, 5]))),
                         doc.v("ADDRESS", address(r, "fr", r.choice([0, 1])))])
        doc.table(hdr, rows)
        q = doc.person()
        doc.line(f"Décès signalé ce trimestre : {doc.P(q)} — cause : {doc.v('HEALTH', r.choice(['syndrome thoracique aigu', 'sepsis à pneumocoque']))}")
        doc.line(f"Protocole : {doc.d('PNDS drépanocytose 2024')} ; ligne patients {doc.d(toll_free(r))}")
        return
    pat, par, hem = doc.person(), doc.person("F"), doc.person()
    pat.fl, pat.fa = par.fl, par.fa
    pdob = ymd(r, 2008, 2020)
    if L == "ar":
        doc.h("بطاقة متابعة مريض فقر الدم المنجلي")
        doc.lines(f"المؤسسة: {doc.d(r.choice(HOSPITALS_AR))} — وحدة أمراض الدم عند الأطفال",
                  f"رقم الملف: {doc.d(ref_no(r, 'DRP'))}")
        doc.table(["البيان", "المعطيات"],
                  [["اسم الطفل", doc.P(pat, "fil", ar=True)], ["تاريخ الولادة", doc.v("DOB", date_s(r, pdob, "ar", 1))],
                   ["الولية", doc.P(par, ar=True)], ["رقم بطاقة التعريف للولية", doc.v("CIN", ard(cin(r)))],
                   ["هاتف الطوارئ", doc.v("PHONE", phone(r, style=1))], ["العنوان", doc.v("ADDRESS", address(r, "ar", 3))],
                   ["التشخيص", doc.v("HEALTH", "فقر الدم المنجلي من النوع SS")],
                   ["فصيلة الدم", doc.v("HEALTH", "O موجب مع أجسام مضادة anti-E")],
                   ["العلاج الأساسي", doc.v("HEALTH", "هيدروكسي يوريا 20 ملغ/كغ يوميا")],
                   ["الحساسية", doc.v("HEALTH", "حساسية من الإيبوبروفين")]])
        doc.line("")
        doc.line(f"تعرض الطفل خلال السنة الماضية إلى {doc.v('HEALTH', 'ثلاث نوبات ألم انسدادية')} استوجبت الإقامة بالمستشفى، "
                 f"كما أصيب بـ{doc.v('HEALTH', 'متلازمة صدرية حادة')} في شهر جانفي. يتابع حالته الدكتور {doc.P(hem, ar=True)}.")
        rows = []
        for _ in range(4):
            rows.append([doc.d(visit_date(r, "ar", 0)), doc.v("HEALTH", f"الهيموغلوبين {r.randint(6, 9)},{r.randint(0, 9)} غ/دل"),
                         doc.v("HEALTH", f"الهيموغلوبين الجنيني {r.randint(5, 22)} ٪"), r.choice(["لا شيء", "حمى", "ألم"])])
        doc.table(["التاريخ", "Hb", "HbF", "ملاحظات"], rows)
        doc.line(f"آخر إقامة بالمستشفى: {doc.v('HEALTH', r.choice(['نوبة انحباس طحالي حاد', 'التهاب رئوي حاد', 'نوبة ألم في العظام']))}")
        doc.line(f"في حالة الحمى أكثر من 38,5 درجة: التوجه فورا إلى الاستعجالي — الإسعاف {doc.d('190')}.")
    else:
        doc.h("Sickle Cell Clinic — Patient-held Card")
        doc.lines(f"> Keep this card with you. Issued {doc.d(visit_date(r, 'en', 1))} by {doc.d(r.choice(HOSPITALS_FR))}.", "")
        doc.lines(f"**Name:** {doc.P(pat)}  ", f"**Born:** {doc.v('DOB', date_s(r, pdob, 'en', 1))}  ",
                  f"**Parent/guardian:** {doc.P(par)} — {doc.v('PHONE', phone(r, style=2))}  ",
                  f"**Lives at:** {doc.v('ADDRESS', address(r, 'en', 0))}", "")
        doc.table(["Clinical data", "Value"],
                  [["Diagnosis", doc.v("HEALTH", "sickle cell disease HbSS")],
                   ["Baseline haemoglobin", doc.v("HEALTH", "Hb 7.9 g/dL")],
                   ["Red-cell phenotype", doc.v("HEALTH", "alloimmunised: anti-Kell, anti-C")],
                   ["Long-term treatment", doc.v("HEALTH", "hydroxycarbamide 500 mg daily")],
                   ["Allergies", doc.v("HEALTH", "morphine (pruritus, vomiting)")],
                   ["Past events", doc.v("HEALTH", "splenectomy in 2019 after splenic sequestration")]])
        doc.lines("", f"**Transfusion history:** {doc.v('HEALTH', str(r.randint(6, 30)) + ' transfusions, delayed haemolytic reaction once')}")
        doc.lines("", f"In a painful crisis {doc.P(pat, 'given')} needs fast analgesia within 30 minutes. "
                      f"Dr {doc.P(hem)} notes {doc.v('HEALTH', 'silent cerebral infarcts on MRI')} and yearly "
                      f"transcranial Doppler follow-up.",
                  f"Guideline: {doc.d('NICE CG143')}; clinic reference {doc.d(ref_no(r, 'SCD'))}.")


SMK_EN = ["COPD GOLD 2", "hypertension", "anxiety disorder", "type 2 diabetes", "asthma", "peripheral artery disease",
          "depression on sertraline", "chronic bronchitis", "pregnant, 14 weeks", "post myocardial infarction"]
SMK_TX_EN = ["nicotine patch 21 mg/24 h", "nicotine patch 14 mg/24 h", "varenicline 1 mg twice daily",
             "nicotine gum 4 mg", "bupropion 150 mg", "nicotine inhaler"]


def k_smoking(doc):
    r, L = doc.rng, doc.lang
    if L == "en":
        doc.line(f"Smoking cessation clinic — follow-up export ({doc.d('Centre de tabacologie, Ariana')})")
        hdr = ["Visit date", "Patient", "Mobile", "Email", "Exhaled CO (ppm)", "Fagerström", "Comorbidity",
               "Treatment", "Status"]
        rows = []
        for i in range(12):
            p = doc.person()
            rows.append([doc.dd(visit_date(r, "en", 3)), doc.P(p, r.choice(["full", "up", "inv"])),
                         doc.v("PHONE", phone(r, style=r.choice([0, 1, 5, 6]))),
                         doc.v("EMAIL", p.email(r)) if r.random() < 0.6 else "",
                         doc.v("HEALTH", f"CO {r.randint(2, 35)} ppm"), doc.v("HEALTH", f"Fagerström {r.randint(2, 10)}/10"),
                         doc.v("HEALTH", r.choice(SMK_EN)), doc.v("HEALTH", r.choice(SMK_TX_EN)),
                         doc.hv(r.choice(["abstinent", "reduced", "!relapse at week 6", "lost to follow-up"]))])
        doc.table(hdr, rows)
        q = doc.person()
        doc.line(f"Flag for {doc.P(q)} — varenicline withheld: {doc.v('HEALTH', r.choice(['history of suicidal ideation', 'severe renal impairment']))}")
        doc.line(f"Programme funded by {doc.d('the National Tobacco Control Programme')}; helpline {doc.d(toll_free(r))}")
        return
    pat, tab, gp = doc.person("M"), doc.person("F"), doc.person()
    pdob = ymd(r, 1960, 1995)
    if L == "mixed":
        doc.h("Consultation de tabacologie — عيادة الإقلاع عن التدخين", 1)
        doc.lines(f"Tabacologue : Dr {doc.P(tab)} / الدكتورة {doc.P(tab, ar=True)}",
                  f"Date : {doc.d(visit_date(r, 'fr', 1))}", "",
                  f"Patient : {doc.P(pat, 'up')}   المريض: {doc.P(pat, 'fil', ar=True)}",
                  f"Né le / تاريخ الولادة : {doc.v('DOB', date_s(r, pdob, 'fr', 0))}",
                  f"GSM : {doc.v('PHONE', phone(r, style=3))}",
                  f"Adresse / العنوان : {doc.v('ADDRESS', address(r, 'fr', 1))}", "")
        doc.line(f"Fumeur depuis l'âge de 16 ans (32 paquets-années), le patient consulte après "
                 f"{doc.v('HEALTH', 'un infarctus du myocarde stenté en mars')}. Test de dépendance : "
                 f"{doc.v('HEALTH', 'Fagerström 8/10 (dépendance forte)')} ; {doc.v('HEALTH', 'CO expiré 27 ppm')}.")
        doc.line(f"يعاني المريض أيضا من {doc.v('HEALTH', 'التهاب القصبات المزمن')} و{doc.v('HEALTH', 'قلق مزمن')}، "
                 f"وقد أوصى طبيب العائلة {doc.P(gp, ar=True)} بعدم استعمال البوبروبيون.")
        doc.line("")
        doc.table(["Semaine", "CO (ppm)", "Traitement", "Remarque"],
                  [["S0", "27", doc.v("HEALTH", "patch 21 mg + gommes 2 mg"), "-"],
                   ["S2", "9", "idem", "craving le soir"],
                   ["S4", "3", doc.v("HEALTH", "patch 14 mg"), doc.v("HEALTH", "insomnie et rêves intenses")],
                   ["S8", "2", "idem", "abstinence confirmée"]], 0)
        doc.lines("", f"Prix d'un paquet : {doc.d('8,500 DT')} ; {doc.d('loi n° 98-17 du 23 février 1998')} "
                      f"relative à la prévention des méfaits du tabagisme.")
    else:
        doc.h("ملف متابعة الإقلاع عن التدخين")
        doc.lines(f"**المركز:** {doc.d('مركز مكافحة التدخين بأريانة')}  ", f"**الطبيب المتابع:** {doc.P(tab, ar=True)}  ",
                  f"**تاريخ الفتح:** {doc.d(visit_date(r, 'ar', 1))}", "")
        doc.lines(f"- **الاسم واللقب:** {doc.P(pat, ar=True)}", f"- **تاريخ الولادة:** {doc.v('DOB', date_s(r, pdob, 'ar', 1))}",
                  f"- **رقم الهاتف:** {doc.v('PHONE', ard(phone(r, style=0)))}",
                  f"- **البريد الإلكتروني:** {doc.v('EMAIL', pat.email(r))}",
                  f"- **الأمراض المزمنة:** {doc.v('HEALTH', 'انسداد رئوي مزمن من الدرجة الثانية')}", "")
        doc.line(f"بدأ المريض التدخين في سن الرابعة عشرة ويستهلك علبة ونصف يوميا. سجل الاختبار "
                 f"{doc.v('HEALTH', 'درجة اعتماد 9 من 10 على سلم فاغرستروم')}، وتم وصف "
                 f"{doc.v('HEALTH', 'لصقات النيكوتين 21 ملغ')}.")
        doc.line("")
        rows = []
        for w in ["الأسبوع 1", "الأسبوع 3", "الأسبوع 6", "الأسبوع 12"]:
            rows.append([w, doc.d(visit_date(r, "ar", 0)), doc.v("HEALTH", f"أحادي أكسيد الكربون {ard(str(r.randint(2, 30)))} جزء من المليون"),
                         doc.hv(r.choice(["مستقر", "!انتكاسة بعد ضغط مهني", "!زيادة الوزن 3 كغ"]))])
        doc.table(["المرحلة", "التاريخ", "القياس", "الملاحظة"], rows)
        doc.line(f"المرجع: {doc.d('القانون عدد 17 لسنة 1998')} المتعلق بالوقاية من مضار التدخين.")


MRI_EN = ["cardiac pacemaker (MR-conditional, implanted 2019)", "claustrophobia", "chronic kidney disease stage 3b (eGFR 38)",
          "previous urticaria after gadolinium", "pregnancy, 12 weeks", "cochlear implant (left)",
          "metal fragment in the right eye", "insulin pump", "epilepsy on levetiracetam", "deep brain stimulator",
          "hip prosthesis", "programmable VP shunt"]
MRI_AR = ["جهاز تنظيم ضربات القلب", "رهاب الأماكن المغلقة", "قصور كلوي مزمن", "حساسية من مادة الغادولينيوم",
          "حمل في الشهر الثالث", "زرع قوقعة في الأذن اليمنى", "شظية معدنية في العين", "مضخة أنسولين",
          "صرع تحت العلاج", "مفصل ورك اصطناعي", "صمام قلب اصطناعي", "قصور القلب"]


def k_mri(doc):
    r, L = doc.rng, doc.lang
    if L == "ar":
        doc.line("قائمة مواعيد التصوير بالرنين المغناطيسي — نتائج استبيان السلامة")
        doc.line(f"القسم: {doc.d('قسم الأشعة — مستشفى الرابطة')} — اليوم {doc.d(visit_date(r, 'ar', 0))}")
        hdr = ["الاسم واللقب", "تاريخ الولادة", "رقم ب.ت.و", "الهاتف", "الفحص", "موانع/مخاطر", "القرار"]
        rows = []
        for i in range(13):
            p = doc.person()
            risk = r.choice(MRI_AR + ["لا شيء"] * 3)
            rows.append([doc.P(p, r.choice(["full", "fil", "inv"]), ar=True),
                         doc.v("DOB", date_s(r, ymd(r, 1940, 2015), "ar", r.choice([0, 2]))),
                         doc.v("CIN", cin(r) if r.random() < 0.6 else ard(cin(r))),
                         doc.v("PHONE", phone(r, style=r.choice([0, 5]))),
                         doc.d(r.choice(["رنين الدماغ", "رنين العمود الفقري القطني", "رنين الركبة", "رنين البطن"])),
                         doc.v("HEALTH", risk) if risk != "لا شيء" else risk,
                         r.choice(["مقبول", "مؤجل", "بعد استشارة الطبيب"])])
        doc.table(hdr, rows)
        q = doc.person()
        doc.line(f"ملاحظة: تم تأجيل فحص {doc.P(q, ar=True)} بسبب: {doc.v('HEALTH', r.choice(['ارتفاع الكرياتينين', 'حمل غير مصرح به سابقا']))}")
        doc.line(f"الجهاز: {doc.d('Siemens Magnetom 1,5 T')}")
        return
    pat, ref, rad = doc.person(), doc.person(), doc.person("F")
    pdob = ymd(r, 1945, 2005)
    risks = r.sample(MRI_EN, 3)
    if L == "en":
        doc.h("MRI SAFETY SCREENING QUESTIONNAIRE")
        doc.lines(f"Imaging centre: {doc.d('Centre d’imagerie El Manar')}, {doc.d(r.choice(HIST_STREETS_FR))}",
                  f"Examination: {doc.d('MRI brain with contrast, code IRM-ENC-04')}   Date: {doc.d(visit_date(r, 'en', 1))}", "",
                  f"Full name ........... {doc.P(pat, 'up')}",
                  f"Date of birth ....... {doc.v('DOB', date_s(r, pdob, 'en', 0))}",
                  f"ID/passport ......... {doc.v('PASSPORT', passport(r))}",
                  f"Telephone ........... {doc.v('PHONE', phone(r, style=2))}",
                  f"Address ............. {doc.v('ADDRESS', split_lines(address(r, 'fr', 0)))}",
                  f"Referring doctor .... Dr {doc.P(ref)}",
                  f"Relevant history .... {doc.v('HEALTH', r.choice(['brain aneurysm clipped in 1998', 'shrapnel injury to the thigh']))}", "")
        qs = [("Do you have a pacemaker, defibrillator or other implanted device?", risks[0]),
              ("Have you ever had surgery on your head, eyes or ears?", "no"),
              ("Any kidney disease or previous reaction to contrast?", risks[1]),
              ("Could you be pregnant? Do you suffer from claustrophobia?", risks[2])]
        doc.table(["Question", "Answer"], [[q, doc.v("HEALTH", a) if a != "no" else a] for q, a in qs], 1)
        doc.lines(f"Radiographer's note: patient weighs 92 kg; {doc.v('HEALTH', 'severe back pain, unable to lie flat for long')}. "
                  f"The radiologist, Dr {doc.P(rad)}, agreed to proceed after checking the device card.",
                  f"Contrast agent batch {doc.d('GD-2291-B')}; field strength {doc.d('1.5 T')}; fee {doc.d(amount(r, 'en', 250, 450))}.")
    else:
        doc.h("Questionnaire de sécurité IRM")
        doc.lines(f"Centre : {doc.d('Centre d’imagerie médicale Ibn Sina')}, Sfax — examen du {doc.d(visit_date(r, 'fr', 1))}",
                  f"Médecin demandeur : Dr {doc.P(ref, 'up')}")
        doc.table(["Renseignement", "Réponse du patient"],
                  [["Nom et prénom", doc.P(pat)], ["Date de naissance", doc.v("DOB", date_s(r, pdob, "fr", 1))],
                   ["N° CIN", doc.v("CIN", cin(r))], ["Téléphone", doc.v("PHONE", phone(r, style=0))],
                   ["Adresse", doc.v("ADDRESS", address(r, "fr", 2))],
                   ["Stimulateur cardiaque / implant ?", doc.v("HEALTH", "valve cardiaque mécanique (remplacement mitral)")],
                   ["Insuffisance rénale ?", doc.v("HEALTH", "insuffisance rénale chronique, créatinine 190 µmol/L")],
                   ["Allergies", doc.v("HEALTH", "allergie à l’iode et aux fruits de mer")],
                   ["Grossesse", "non"], ["Claustrophobie", doc.v("HEALTH", "claustrophobie sévère, prémédication nécessaire")]])
        doc.line("")
        doc.line(f"Après entretien, {pat.title_fr} {doc.P(pat, 'fam')} signale également {doc.v('HEALTH', 'une épilepsie traitée par valproate')} ; "
                 f"le Dr {doc.P(rad)} décide de réaliser l'examen sans injection. Accompagnant joignable au "
                 f"{doc.v('PHONE', phone(r, style=4))}.")
        doc.line(f"Antécédents chirurgicaux : {doc.v('HEALTH', r.choice(['prothèse totale de hanche gauche', 'arthrodèse lombaire L4-L5']))}")
        doc.line(f"Code de l'acte : {doc.d('IRM-RAC-02')} — tarif conventionné {doc.d(amount(r, 'fr', 250, 400))}.")


# ============================================================================ other kinds
COMPANIES = [("Société Méditerranéenne des Conserves", "SOMECO SA"), ("Tunisie Câbles Industries", "TCI SARL"),
             ("Atlas Textile Monastir", "ATM SA"), ("Dar Logistique", "DARLOG SARL"),
             ("Société des Plastiques du Sahel", "SPS SA"), ("Carthage Call Services", "CCS SARL")]


def rc_no(rng):
    return f"B{rng.randint(10, 99)}{rng.randint(100000, 999999)}{rng.randint(2005, 2022)}"


def k_garnish(doc):
    r, L = doc.rng, doc.lang
    debtor, creditor, bailiff, hr = doc.person(), doc.person("M" if L == "ar" else None), doc.person(), doc.person("F")
    comp, short = r.choice(COMPANIES)
    rib_c = rib_digits(r)
    court_fr = r.choice(["Tribunal de première instance de Sousse", "Tribunal cantonal de l'Ariana",
                         "Tribunal de première instance de Tunis 2"])
    if L == "fr":
        doc.h("Procès-verbal de saisie-arrêt sur salaire")
        doc.lines(f"Nous, Maître {doc.P(bailiff)}, huissier de justice près le {doc.d(court_fr)} (sis "
                  f"{doc.d(r.choice(HIST_STREETS_FR))}), joignable au {doc.v('PHONE', phone(r, 'fixe', 0))},",
                  f"agissant à la requête de {creditor.title_fr} {doc.P(creditor, 'fil')}, titulaire de la CIN n° "
                  f"{doc.v('CIN', cin(r))}, matricule fiscal {doc.v('TAX_ID', tax_id(r, 0))}, demeurant "
                  f"{doc.v('ADDRESS', address(r, 'fr', 0))},",
                  f"en vertu du jugement n° {doc.d(str(r.randint(10000, 99999)) + '/' + str(r.randint(2021, 2024)))} et "
                  f"conformément aux {doc.d('articles 351 et suivants du Code de procédure civile et commerciale')},",
                  f"avons signifié à la société {doc.d(comp)} ({doc.d('RC ' + rc_no(r))}), tiers saisi, "
                  f"la saisie des sommes dues à son salarié :")
        doc.table(["Désignation", "Salarié débiteur"],
                  [["Nom et prénom", doc.P(debtor, "up")], ["Date de naissance", doc.v("DOB", date_s(r, ymd(r, 1965, 1998), "fr", 0))],
                   ["CIN", doc.v("CIN", cin(r))], ["N° CNSS", doc.v("CNSS", cnss(r, 0))],
                   ["Domicile déclaré", doc.v("ADDRESS", address(r, "fr", 1))]])
        doc.line("")
        doc.line(f"Montant de la créance en principal : {doc.d(amount(r, 'fr', 4000, 20000))}, outre les frais. Les retenues "
                 f"mensuelles seront virées sur le compte du créancier, RIB {doc.v('RIB', fmt_rib(r, rib_c, 1))} "
                 f"(IBAN {doc.v('IBAN', fmt_iban(r, rib_c, 0))}).")
        rows = []
        for m in ["janvier", "février", "mars", "avril"]:
            rows.append([f"{m} 2025", doc.d(amount(r, "fr", 900, 2200)), doc.d(amount(r, "fr", 90, 400))])
        doc.table(["Mois", "Salaire net", "Quotité retenue"], rows)
        doc.h("Annexe — autres saisies en cours chez l'employeur", 2)
        rows = []
        for _ in range(6):
            p = doc.person()
            rows.append([doc.P(p, r.choice(["up", "full"])), doc.v("CIN", cin(r)), doc.v("CNSS", cnss(r)),
                         doc.d(f"dossier {r.randint(100, 999)}/{r.randint(2022, 2025)}")])
        doc.table(["Salarié", "CIN", "CNSS", "Référence"], rows)
        doc.lines(f"Reçu par {doc.P(hr)}, responsable paie, qui déclare que le salarié perçoit un salaire régulier. "
                  f"Les virements partiront du compte de l'employeur n° {doc.d(fmt_rib(r, bad_rib_digits(r), 1))}.",
                  f"Coût de l'acte : {doc.d(amount(r, 'fr', 40, 90))}.")
    elif L == "ar":
        doc.h("محضر عقلة توقيفية على الأجر")
        doc.lines(f"نحن {doc.P(bailiff, ar=True)}، عدل منفذ لدى {doc.d('المحكمة الابتدائية بصفاقس')} الكائنة بـ"
                  f"{doc.d(r.choice(HIST_STREETS_AR))}، الهاتف {doc.v('PHONE', ard(phone(r, 'fixe', 0)))}،",
                  f"بطلب من {creditor.title_ar} {doc.P(creditor, 'fil', ar=True)}، صاحب بطاقة التعريف الوطنية عدد "
                  f"{doc.v('CIN', ard(cin(r)))}، القاطن بـ{doc.v('ADDRESS', address(r, 'ar', 1))}،",
                  f"وتنفيذا للحكم عدد {doc.d(ard(str(r.randint(1000, 9999))))} وطبقا لأحكام "
                  f"{doc.d('الفصل 354 من مجلة المرافعات المدنية والتجارية')}،",
                  f"قمنا بإعلام المؤجر {doc.d('الشركة التونسية للصناعات الغذائية')} بعقلة ما يتخلد بذمته لفائدة الأجير:", "",
                  f"    الاسم واللقب: {doc.P(debtor, 'fil', ar=True)}",
                  f"    تاريخ الولادة: {doc.v('DOB', date_s(r, ymd(r, 1965, 1998), 'ar', 1))}",
                  f"    رقم بطاقة التعريف: {doc.v('CIN', cin(r))}",
                  f"    المعرف بالضمان الاجتماعي: {doc.v('CNSS', ard(cnss(r, 0)))}",
                  f"    المعرف الجبائي: {doc.v('TAX_ID', tax_id(r, 1))}", "")
        doc.line(f"وذلك في حدود مبلغ {doc.d(amount(r, 'ar', 3000, 15000))} مع المصاريف، على أن تحول الاقتطاعات الشهرية إلى "
                 f"حساب الدائن عدد {doc.v('RIB', fmt_rib(r, rib_c, 0))}.")
        rows = []
        for _ in range(5):
            p = doc.person()
            rows.append([doc.P(p, ar=True), doc.v("CIN", ard(cin(r))), doc.v("CNSS", cnss(r, 0)), doc.d(amount(r, "ar", 50, 300))])
        doc.table(["الأجير", "ب.ت.و", "رقم الضمان الاجتماعي", "الاقتطاع الشهري"], rows, 1)
        doc.line(f"تسلم نظيرا من المحضر {doc.P(hr, ar=True)} بصفته مسؤول الأجور. الأجرة: {doc.d(amount(r, 'ar', 40, 80))}.")
        doc.line(f"حساب المؤجر الذي تصرف منه الاقتطاعات: {doc.d(bad_rib_digits(r))}")
    else:
        doc.h("Saisie-arrêt sur salaire — عقلة على الأجر — suivi RH")
        doc.lines(f"**Employeur / المؤجر :** {doc.d(comp)} — {doc.d('RC ' + rc_no(r))}  ",
                  f"**Huissier / العدل المنفذ :** Me {doc.P(bailiff)} ({doc.P(bailiff, ar=True)})  ",
                  f"**Juridiction :** {doc.d(court_fr)}", "")
        doc.table(["Champ", "الحقل", "Valeur"],
                  [["Salarié", "الأجير", doc.P(debtor)], ["", "بالعربية", doc.P(debtor, ar=True)],
                   ["CIN", "ب.ت.و", doc.v("CIN", cin(r, 1))], ["CNSS", "الضمان الاجتماعي", doc.v("CNSS", cnss(r, 3))],
                   ["Adresse", "العنوان", doc.v("ADDRESS", address(r, "fr", 0))],
                   ["Créancier", "الدائن", doc.P(creditor, "inv")],
                   ["IBAN créancier", "الحساب البنكي للدائن", doc.v("IBAN", fmt_iban(r, rib_c, 1))],
                   ["MF créancier", "المعرف الجبائي", doc.v("TAX_ID", tax_id(r, 3))]])
        doc.lines("", f"Note RH : {doc.P(hr)} a informé le salarié le {doc.d(visit_date(r, 'fr', 1))} ; "
                      f"retenue mensuelle plafonnée selon {doc.d('l’article 355 du CPCC')}.",
                  f"ملاحظة: يتم تحويل المبالغ شهريا إلى الدائن مع إعلامه على الرقم {doc.v('PHONE', phone(r, style=1))}.",
                  f"Référence interne : {doc.d(ref_no(r, 'SAL'))}")


def cheque_no(rng):
    return "%07d" % rng.randint(1000000, 9999999)


def k_cheque(doc):
    r, L = doc.rng, doc.lang
    holder = doc.person("M" if L == "ar" else None)
    bcode, bank = r.choice(BANKS)
    rib = rib_digits(r, bcode)
    pdob = ymd(r, 1955, 2000)
    if L == "fr":
        doc.lines(doc.P(holder, "up"), doc.v("ADDRESS", split_lines(address(r, "fr", 0))),
                  f"Tél. : {doc.v('PHONE', phone(r, style=8))}", "",
                  f"                                   À l'attention du Directeur de l'agence {doc.d(bank)} "
                  f"{doc.d(r.choice(HIST_STREETS_FR))}", "",
                  "Objet : opposition au paiement de chèques (perte du chéquier)", "",
                  "Monsieur le Directeur,", "")
        doc.line(f"Je soussigné(e) {doc.P(holder, 'fil')}, né(e) le {doc.v('DOB', date_s(r, pdob, 'fr', 1))}, titulaire de la "
                 f"CIN n° {doc.v('CIN', cin(r))}, vous informe de la perte, le {doc.d(visit_date(r, 'fr', 1))}, de mon "
                 f"chéquier rattaché au compte n° {doc.v('RIB', fmt_rib(r, rib, 3))}. Conformément à "
                 f"{doc.d('l’article 374 du Code de commerce')}, je fais opposition au paiement des chèques suivants :")
        doc.line("")
        rows = []
        for _ in range(5):
            b = doc.person() if r.random() < 0.6 else None
            rows.append([doc.d(cheque_no(r)), doc.P(b) if b else "non rempli", doc.d(amount(r, "fr", 100, 4000)) if b else "—"])
        doc.table(["N° de chèque", "Bénéficiaire", "Montant"], rows, 0)
        doc.lines(f"Ma carte bancaire n° {doc.v('CARD', card(r, 1))} se trouvait dans le même portefeuille ; je vous "
                  f"prie d'en bloquer l'usage. Une déclaration a été faite au {doc.d('poste de police de Bab Bhar')} "
                  f"(récépissé {doc.d(ref_no(r, 'PV'))}).",
                  f"Vous pouvez me joindre par courriel : {doc.v('EMAIL', holder.email(r))}.", "",
                  "Veuillez agréer, Monsieur le Directeur, l'expression de mes salutations distinguées.",
                  f"{doc.P(holder, 'init')}", "",
                  f"Cadre réservé à la banque : opposition enregistrée sous la référence {doc.d(bad_card(r))}, "
                  f"frais {doc.d('15,000 DT')}.")
    elif L == "en":
        doc.h("Stop-payment request — cheques")
        doc.lines(f"Bank: **{doc.d(bank)}**, branch {doc.d(r.choice(['Lac 2', 'Sousse Corniche', 'Sfax El Jadida']))}", "")
        doc.table(["Account holder details", ""],
                  [["Name", doc.P(holder)], ["Date of birth", doc.v("DOB", date_s(r, pdob, "en", 1))],
                   ["Passport", doc.v("PASSPORT", passport(r))], ["National ID card", doc.v("CIN", cin(r, 1))],
                   ["Account (IBAN)", doc.v("IBAN", fmt_iban(r, rib, 1))], ["Mobile", doc.v("PHONE", phone(r, style=1))],
                   ["Email", doc.v("EMAIL", holder.email(r))]])
        doc.lines("", "## Cheques concerned")
        rows = []
        for _ in range(4):
            b = doc.person()
            rows.append([doc.d(cheque_no(r)), doc.d(visit_date(r, "en", 0)), doc.P(b, r.choice(["full", "inv"])),
                         doc.d(amount(r, "en", 200, 5000)), r.choice(["stolen", "lost", "disputed — goods not delivered"])])
        doc.table(["Cheque no.", "Issued", "Payee", "Amount", "Reason"], rows)
        co = doc.person()
        doc.lines("", f"I confirm that the cheque issued to {doc.P(co)} was stolen from my car together with my debit "
                      f"card {doc.v('CARD', card(r, 0))}. I understand that a stop on a cheque for a reason other than loss, "
                      f"theft or fraudulent use may be sanctioned under {doc.d('Article 410 of the Commercial Code')}.",
                  f"Reply address: {doc.v('ADDRESS', address(r, 'en', 0))}",
                  f"Internal transaction reference: {doc.d(''.join(bad_rib_digits(r)))}",
                  f"Fee: {doc.d(amount(r, 'en', 10, 25))}")
    else:
        doc.h("طلب اعتراض على خلاص صكوك")
        doc.lines(f"إلى السيد مدير فرع {doc.d(bank)}", "", "الموضوع: اعتراض على خلاص صكوك ضائعة", "")
        doc.line(f"أنا الممضي أسفله {doc.P(holder, 'fil', ar=True)}، المولود في {doc.v('DOB', date_s(r, pdob, 'ar', 1))}، "
                 f"صاحب بطاقة التعريف الوطنية عدد {doc.v('CIN', ard(cin(r)))}، والقاطن بـ{doc.v('ADDRESS', address(r, 'ar', 0))}، "
                 f"أعلمكم بضياع دفتر الصكوك المتعلق بحسابي عدد {doc.v('RIB', fmt_rib(r, rib, 1))}، وأطلب الاعتراض على "
                 f"خلاص الصكوك المبينة أسفله طبقا لأحكام {doc.d('الفصل 374 من المجلة التجارية')}.")
        rows = []
        for _ in range(5):
            b = doc.person()
            rows.append([doc.d(cheque_no(r)), doc.P(b, ar=True), doc.d(amount(r, "ar", 100, 3000))])
        doc.table(["رقم الصك", "المستفيد", "المبلغ"], rows)
        doc.lines(f"رقم الهاتف: {doc.v('PHONE', ard(phone(r, style=0)))}",
                  f"البريد الإلكتروني: {doc.v('EMAIL', holder.email(r))}",
                  f"كما أطلب إيقاف البطاقة البنكية عدد {doc.v('CARD', card(r, 0))}.",
                  f"المرجع الداخلي للبنك: {doc.d(bad_card(r))} — المعاليم: {doc.d(amount(r, 'ar', 10, 20))}",
                  f"الإمضاء: {doc.P(holder, ar=True)}")


def k_boundary(doc):
    r, L = doc.rng, doc.lang
    surv, owner, owner2 = doc.person(), doc.person("M"), doc.person("F")
    tf = f"{r.randint(10000, 99999)}/{r.choice(['Ariana', 'Nabeul', 'Sousse', 'Ben Arous'])}"
    if L == "fr":
        doc.h("Procès-verbal de bornage contradictoire")
        doc.lines(f"**Géomètre-expert :** {doc.P(surv)}, inscrit à l'Ordre sous le n° {doc.d('OGE-' + str(r.randint(100, 999)))}, "
                  f"MF {doc.v('TAX_ID', tax_id(r, 1))}, tél. {doc.v('PHONE', phone(r, style=0))}  ",
                  f"**Propriété :** {doc.d('titre foncier n° ' + tf)}, {doc.d('parcelle n° ' + str(r.randint(10, 400)))}, "
                  f"superficie {doc.d(str(r.randint(300, 4000)) + ' m²')}  ",
                  f"**Date des opérations :** {doc.d(visit_date(r, 'fr', 1))}", "")
        doc.h("Requérants", 2)
        doc.lines(f"1. {doc.P(owner, 'fil')}, CIN {doc.v('CIN', cin(r))}, demeurant {doc.v('ADDRESS', address(r, 'fr', 0))}, "
                  f"téléphone {doc.v('PHONE', phone(r, style=5))} ;",
                  f"2. {doc.P(owner2)}, CIN {doc.v('CIN', cin(r))}, née le {doc.v('DOB', date_s(r, ymd(r, 1950, 1990), 'fr', 1))}, "
                  f"courriel {doc.v('EMAIL', owner2.email(r))}.", "")
        doc.h("Riverains convoqués", 2)
        rows = []
        for side in ["Nord", "Est", "Sud", "Ouest", "Nord-Est"]:
            p = doc.person()
            rows.append([side, doc.P(p, r.choice(["up", "full"])), doc.v("CIN", cin(r)),
                         r.choice(["présent", "présent", "absent, convoqué par LRAR", "représenté"])])
        doc.table(["Limite", "Riverain", "CIN", "Présence"], rows)
        doc.lines("", f"Les bornes B1 à B6 ont été implantées ; coordonnées de B1 : {doc.d('X = 512 344,28 ; Y = 4 083 917,55')} "
                      f"(système {doc.d('NTT / Carthage 34')}). Conformément à {doc.d('l’article 19 du Code des droits réels')}, "
                      f"les parties présentes ont signé. Frais : {doc.d(amount(r, 'fr', 600, 1500))}.",
                  f"Transmis à {doc.d('l’Office de la Topographie et du Cadastre')}.")
    elif L == "ar":
        doc.h("محضر تحديد حضوري")
        doc.lines(f"المهندس المساح الخبير: {doc.P(surv, ar=True)} — المعرف الجبائي {doc.v('TAX_ID', tax_id(r, 0))}",
                  f"العقار: {doc.d('الرسم العقاري عدد ' + ard(tf.split('/')[0]) + ' نابل')} — المساحة {doc.d(ard(str(r.randint(300, 4000))) + ' م²')}",
                  f"تاريخ العمليات: {doc.d(visit_date(r, 'ar', 1))}", "",
                  "الطالبون:",
                  f"  - {doc.P(owner, 'fil', ar=True)}، ب.ت.و {doc.v('CIN', ard(cin(r)))}، العنوان: {doc.v('ADDRESS', address(r, 'ar', 1))}",
                  f"  - {doc.P(owner2, ar=True)}، ب.ت.و {doc.v('CIN', cin(r))}، الهاتف {doc.v('PHONE', ard(phone(r, style=0)))}", "")
        rows = []
        for side in ["الشمال", "الشرق", "الجنوب", "الغرب"]:
            p = doc.person()
            rows.append([side, doc.P(p, r.choice(["full", "fil"]), ar=True), doc.v("CIN", ard(cin(r))),
                         r.choice(["حاضر", "غائب", "ممثل بوكيل"])])
        doc.table(["الحد", "المجاور", "ب.ت.و", "الحضور"], rows, 0)
        doc.line(f"وقع تركيز ستة معالم طبقا لأحكام {doc.d('الفصل 19 من مجلة الحقوق العينية')}، وتم توجيه نسخة إلى "
                 f"{doc.d('ديوان قيس الأراضي والمسح العقاري')}. المعاليم: {doc.d(amount(r, 'ar', 500, 1200))}.")
    else:
        doc.h("Procès-verbal de bornage — محضر تحديد")
        doc.lines(f"Géomètre / المساح : {doc.P(surv)} — {doc.v('PHONE', phone(r, style=1))}",
                  f"Titre foncier / الرسم العقاري : {doc.d('TF ' + tf)}")
        doc.table(["Partie / الطرف", "Nom", "الاسم", "CIN", "Adresse / العنوان"],
                  [["Requérant / طالب", doc.P(owner), doc.P(owner, ar=True), doc.v("CIN", cin(r)),
                    doc.v("ADDRESS", address(r, "fr", 1))],
                   ["Requérante / طالبة", doc.P(owner2, "up"), doc.P(owner2, ar=True), doc.v("CIN", cin(r)),
                    doc.v("ADDRESS", address(r, "ar", 0))]] +
                  [[f"Riverain {i + 1} / مجاور", doc.P(p), doc.P(p, ar=True), doc.v("CIN", cin(r)), "—"]
                   for i, p in enumerate([doc.person() for _ in range(4)])])
        doc.line("")
        doc.line(f"Les parties ont constaté un empiètement de 1,20 m sur la limite Est ; اتفق الطرفان على إزالة الجدار "
                 f"خلال {doc.d('ثلاثين يوما')}. Coordonnées borne B3 : {doc.d('X = 498 120,04 ; Y = 4 071 552,90')}.")
        doc.line(f"Honoraires : {doc.d(amount(r, 'fr', 500, 1400))} — {doc.d('Ordre des Géomètres-Experts de Tunisie')}.")


REL_HEALTH_EN = ["autism spectrum disorder", "severe asthma requiring specialist follow-up", "type 1 diabetes",
                 "cerebral palsy (wheelchair user)", "epilepsy", "Down syndrome", "hearing impairment (cochlear implant)",
                 "dialysis three times a week"]
REL_HEALTH_FR = ["trouble du spectre de l'autisme", "asthme sévère nécessitant un suivi spécialisé", "diabète de type 1",
                 "infirmité motrice cérébrale", "épilepsie pharmacorésistante", "insuffisance rénale terminale dialysée",
                 "déficience auditive appareillée", "trisomie 21"]


def k_relocation(doc):
    r, L = doc.rng, doc.lang
    sites = ["Tunis Lac", "Sfax Thyna", "Bizerte Menzel Bourguiba", "Sousse Technopole", "Gabès Ghannouch", "Paris La Défense"]
    if L == "en":
        doc.line(f"HR mobility campaign {doc.d('2025-Q3')} — relocation requests (export from {doc.d('SIRH module MOB-7')})")
        hdr = ["Employee no.", "Name", "Date of birth", "National ID", "Passport", "From", "To", "Dependants",
               "Medical/other reason", "IBAN for allowance", "Mobile", "Email", "Vehicle"]
        rows = []
        for i in range(9):
            p = doc.person()
            dep = doc.P(doc.person(), "full") if r.random() < 0.5 else "none"
            why = doc.v("HEALTH", r.choice(REL_HEALTH_EN)) if r.random() < 0.5 else "career move"
            a, b = r.sample(sites, 2)
            rows.append([doc.dd(f"EMP-{r.randint(1000, 9999)}"), doc.P(p, r.choice(["full", "up"])),
                         doc.v("DOB", date_s(r, ymd(r, 1968, 2000), "en", 3)), doc.v("CIN", cin(r)),
                         doc.v("PASSPORT", passport(r)) if "Paris" in (a + b) or r.random() < 0.3 else "",
                         a, b, dep, why, doc.v("IBAN", fmt_iban(r, rib_digits(r), 0)),
                         doc.v("PHONE", phone(r, style=r.choice([5, 6, 0]))), doc.v("EMAIL", p.email(r)),
                         doc.v("PLATE", plate(r, r.choice([1, 2, 4]))) if r.random() < 0.4 else ""])
        doc.table(hdr, rows)
        doc.line(f"Allowance scale: {doc.d('1 500 TND lump sum')} per household; policy {doc.d('HR-POL-031')}")
        return
    emp, spouse, kid, mgr = doc.person("M"), doc.person("F"), doc.person("M"), doc.person()
    kid.fl, kid.fa = emp.fl, emp.fa
    rib = rib_digits(r)
    if L == "fr":
        doc.lines(f"{doc.P(emp)}", f"Matricule interne : {doc.d('M-' + str(r.randint(10000, 99999)))}",
                  f"Service maintenance — site de {doc.d('Gabès Ghannouch')}", "",
                  f"À l'attention de {doc.P(mgr, 'init')}, Direction des ressources humaines", "",
                  "Objet : demande de mutation pour raisons familiales et de santé", "")
        doc.line(f"Madame, Monsieur, je sollicite ma mutation vers le site de Tunis. Notre fils {doc.P(kid, 'given')}, "
                 f"né le {doc.v('DOB', date_s(r, ymd(r, 2012, 2020), 'fr', 1))}, est atteint "
                 f"d'{doc.v('HEALTH', r.choice(['un trouble du spectre de l’autisme', 'une épilepsie pharmacorésistante', 'une insuffisance rénale terminale dialysée']))} "
                 f"et doit être suivi au {doc.d(r.choice(HOSPITALS_FR))}, loin de notre domicile actuel "
                 f"({doc.v('ADDRESS', split_lines(address(r, 'fr', 0)))}). Mon épouse, {doc.P(spouse)}, souffre par ailleurs "
                 f"{doc.v('HEALTH', 'd’une sclérose en plaques récemment diagnostiquée')}.")
        doc.line("")
        doc.lines("Renseignements pour le dossier :",
                  f"  - CIN : {doc.v('CIN', cin(r))}      - CNSS : {doc.v('CNSS', cnss(r, 0))}",
                  f"  - Date de naissance : {doc.v('DOB', date_s(r, ymd(r, 1975, 1995), 'fr', 0))}",
                  f"  - Téléphone : {doc.v('PHONE', phone(r, style=0))}   - Courriel : {doc.v('EMAIL', emp.email(r))}",
                  f"  - Compte pour l'indemnité de déménagement : {doc.v('RIB', fmt_rib(r, rib, 2))}",
                  f"  - Véhicule personnel (déménagement) : {doc.v('PLATE', plate(r, 1))}", "",
                  f"Pièces jointes : certificat médical, {doc.d('attestation de la CNAM n° ' + str(r.randint(100000, 999999)))}.",
                  f"Conformément à {doc.d('l’article 26 de la convention collective sectorielle')}, je reste disponible.",
                  "", f"{doc.P(emp, 'up')}")
    else:
        doc.h("Demande de mobilité interne / مطلب نقلة")
        doc.table(["Rubrique", "البيان", "Réponse / الإجابة"],
                  [["Salarié", "العون", doc.P(emp)], ["", "الاسم بالعربية", doc.P(emp, "fil", ar=True)],
                   ["Né le", "تاريخ الولادة", doc.v("DOB", date_s(r, ymd(r, 1975, 1995), "fr", 0))],
                   ["CIN", "ب.ت.و", doc.v("CIN", cin(r))], ["Passeport", "جواز السفر", doc.v("PASSPORT", passport(r))],
                   ["Adresse actuelle", "العنوان الحالي", doc.v("ADDRESS", address(r, "ar", 0))],
                   ["Adresse future", "العنوان المقبل", doc.v("ADDRESS", address(r, "fr", 2))],
                   ["Conjoint(e)", "القرين", doc.P(spouse, ar=True)],
                   ["Enfant à charge", "الطفل", f"{doc.P(kid)} — {doc.v('DOB', date_s(r, ymd(r, 2010, 2020), 'fr', 0))}"],
                   ["Motif médical", "السبب الصحي", doc.v("HEALTH", "إعاقة حركية عند الطفل (شلل دماغي)")],
                   ["Téléphone", "الهاتف", doc.v("PHONE", phone(r, style=7))],
                   ["IBAN", "الحساب البنكي", doc.v("IBAN", fmt_iban(r, rib, 2))]])
        doc.line("")
        doc.line(f"Avis du responsable ({doc.P(mgr)}) : favorable. يستحق العون منحة النقلة طبقا لأحكام "
                 f"{doc.d('الفصل 26 من الاتفاقية المشتركة القطاعية')}، ويُنصح بتوفير سكن قريب من "
                 f"{doc.d(r.choice(HOSPITALS_AR))} نظرا إلى {doc.v('HEALTH', 'الحاجة إلى ترويض طبي أسبوعي')}.")
        doc.line(f"- Prime : {doc.d(amount(r, 'fr', 800, 2000))} — référence {doc.d(ref_no(r, 'MOB'))}")


LOG_TASKS_FR = ["vidange + filtre à huile", "remplacement plaquettes AV", "diagnostic valise, défaut sonde lambda",
                "changement courroie de distribution", "géométrie train avant", "recharge climatisation",
                "remplacement embrayage", "contrôle freinage"]
LOG_TASKS_AR = ["تغيير الزيت والمصفاة", "تغيير وسادات الفرامل", "فحص إلكتروني", "تغيير حزام التوزيع",
                "ضبط الإطارات", "شحن المكيف", "تغيير القابض"]
LOG_TASKS_EN = ["oil and filter change", "front brake pads", "OBD diagnosis, misfire cylinder 2", "timing belt kit",
                "wheel alignment", "A/C recharge", "clutch replacement", "battery test"]


def k_apprentice(doc):
    r, L = doc.rng, doc.lang
    app, tutor, trainer = doc.person(), doc.person(), doc.person("F")
    adob = ymd(r, 2003, 2008)
    if L == "fr":
        doc.line(f"Carnet d'apprentissage — {doc.d('Centre de formation professionnelle automobile de Sousse')} — "
                 f"apprenti {doc.P(app, 'up')} (né le {doc.v('DOB', date_s(r, adob, 'fr', 0))}, CIN {doc.v('CIN', cin(r))}, "
                 f"CNSS {doc.v('CNSS', cnss(r, 0))}) — tuteur {doc.P(tutor)} ({doc.v('PHONE', phone(r, style=0))})")
        hdr = ["Date", "Véhicule client", "Propriétaire", "Tél. propriétaire", "Travaux", "Module", "Durée", "Visa tuteur",
               "Observation"]
        rows = []
        for i in range(12):
            c = doc.person()
            obs = ""
            if i == 4:
                obs = doc.v("HEALTH", "brûlure du 2e degré de l'avant-bras droit (pot d'échappement)")
            elif i == 8:
                obs = doc.v("HEALTH", "dermatite de contact aux gants en latex")
            rows.append([doc.dd(visit_date(r, "fr", 0)), doc.v("PLATE", plate(r, r.choice([1, 2, 4, 1]))),
                         doc.P(c, r.choice(["full", "init", "up"])), doc.v("PHONE", phone(r, style=r.choice([5, 8]))),
                         r.choice(LOG_TASKS_FR), doc.dd(f"MA-{r.randint(1, 12):02d}"), f"{r.randint(1, 6)} h",
                         doc.P(tutor, "init"), obs])
        doc.table(hdr, rows)
        doc.line(f"Cadre : {doc.d('loi n° 93-10 du 17 février 1993')} ; formatrice référente {doc.P(trainer)}")
    elif L == "ar":
        doc.h("دفتر التكوين بالتداول — ميكانيك السيارات")
        doc.lines(f"مركز التكوين: {doc.d('مركز التكوين والتدريب المهني بنابل')}",
                  f"المتكون: {doc.P(app, 'fil', ar=True)}", f"تاريخ الولادة: {doc.v('DOB', date_s(r, adob, 'ar', 1))}",
                  f"رقم بطاقة التعريف: {doc.v('CIN', ard(cin(r)))}", f"رقم الضمان الاجتماعي: {doc.v('CNSS', cnss(r, 0))}",
                  f"المؤطر بالمؤسسة: {doc.P(tutor, ar=True)} — الهاتف {doc.v('PHONE', ard(phone(r, style=0)))}",
                  f"ولي المتكون: {doc.P(doc.person(), ar=True)} — {doc.v('PHONE', phone(r, style=1))}")
        rows = []
        for i in range(9):
            c = doc.person()
            rows.append([doc.dd(visit_date(r, "ar", 0), 0.5), doc.v("PLATE", plate(r, 0)), doc.P(c, ar=True), r.choice(LOG_TASKS_AR),
                         f"{ard(str(r.randint(1, 6)))} س"])
        doc.table(["التاريخ", "رقم السيارة", "الحريف", "الأشغال", "المدة"], rows)
        doc.line(f"حادث شغل: أصيب المتكون يوم {doc.d(visit_date(r, 'ar', 1))} بـ{doc.v('HEALTH', 'جرح عميق في راحة اليد اليسرى استوجب خمس غرز')}، "
                 f"ومنح راحة لمدة أسبوع. ويعاني كذلك من {doc.v('HEALTH', 'ربو خفيف')} مما يستوجب تجنب غرفة الطلاء.")
        doc.line(f"الإطار القانوني: {doc.d('القانون عدد 10 لسنة 1993')} — المنحة الشهرية {doc.d(amount(r, 'ar', 150, 300))}.")
    else:
        doc.h("Apprenticeship logbook — motor vehicle technician")
        doc.lines(f"- **Apprentice:** {doc.P(app)} (DOB {doc.v('DOB', date_s(r, adob, 'en', 1))})",
                  f"- **National ID:** {doc.v('CIN', cin(r, 2))}  **Social security:** {doc.v('CNSS', cnss(r, 2))}",
                  f"- **Email:** {doc.v('EMAIL', app.email(r))}",
                  f"- **Workplace tutor:** {doc.P(tutor, 'inv')}, {doc.v('PHONE', phone(r, style=1))}",
                  f"- **Training centre:** {doc.d('ATFP — Centre sectoriel de formation en mécanique de Bir El Kassaa')}", "")
        rows = []
        for i in range(10):
            c = doc.person()
            rows.append([doc.dd(visit_date(r, "en", 3)), doc.v("PLATE", plate(r, r.choice([1, 0, 2]))), doc.P(c),
                         r.choice(LOG_TASKS_EN), doc.d(f"part {r.choice(['W712/75', 'GDB1550', 'KTB319', 'CT1028K2'])}"),
                         f"{r.randint(1, 5)} h"])
        doc.table(["Date", "Vehicle", "Customer", "Job", "Parts", "Time"], rows)
        doc.lines("", "### Tutor's half-term review",
                  f"{doc.P(app, 'given')} is punctual and careful. Following {doc.v('HEALTH', 'a lower back strain in March')} "
                  f"{'she' if app.g == 'F' else 'he'} was kept off heavy lifting for two weeks; {'her' if app.g == 'F' else 'his'} "
                  f"{doc.v('HEALTH', 'colour vision deficiency (deuteranopia)')} "
                  f"means wiring work must be double-checked. — {doc.P(trainer)}, training coordinator",
                  f"Monthly allowance: {doc.d(amount(r, 'en', 150, 300))}; contract ref. {doc.d(ref_no(r, 'APP'))}.")


def k_consular(doc):
    r, L = doc.rng, doc.lang
    city = r.choice([("Lyon", "ليون"), ("Milan", "ميلانو"), ("Montréal", "مونريال"), ("Bonn", "بون")])
    if L == "mixed":
        doc.line(f"Registre d'immatriculation consulaire / سجل الترسيم القنصلي — Consulat de Tunisie à {doc.d(city[0])}")
        hdr = ["N° dossier", "Nom", "الاسم", "Date de naissance", "CIN", "Passeport", "Adresse à l'étranger",
               "Adresse en Tunisie", "Téléphone", "E-mail", "Véhicule RS"]
        rows = []
        for i in range(9):
            p = doc.person()
            rows.append([doc.dd(f"IMM/{city[0][:3].upper()}/{r.randint(10000, 99999)}"), doc.P(p, r.choice(["up", "full"])),
                         doc.P(p, r.choice(["full", "fil"]), ar=True), doc.v("DOB", date_s(r, ymd(r, 1950, 2006), "fr", 0)),
                         doc.v("CIN", cin(r)), doc.v("PASSPORT", passport(r)), doc.v("ADDRESS", foreign_address(r)),
                         doc.v("ADDRESS", address(r, r.choice(["fr", "ar"]), r.choice([0, 1]))),
                         doc.v("PHONE", foreign_phone(r) if r.random() < 0.5 else phone(r, style=1)),
                         doc.v("EMAIL", p.email(r)) if r.random() < 0.7 else "",
                         doc.v("PLATE", plate(r, 3)) if r.random() < 0.3 else ""])
        doc.table(hdr, rows)
        doc.line(f"Droits de chancellerie : {doc.d('gratuit')} ; {doc.d('loi n° 75-40 du 14 mai 1975')}")
        return
    app, spouse, k1, k2, officer = doc.person(), doc.person(), doc.person(), doc.person(), doc.person("F")
    for k in (k1, k2):
        k.fl, k.fa = app.fl, app.fa
    if L == "fr":
        doc.h(f"Demande d'immatriculation consulaire — Consulat général de Tunisie à {city[0]}")
        doc.line(f"N° d'enregistrement : {doc.d(ref_no(r, 'CGT'))}    Reçu le : {doc.d(visit_date(r, 'fr', 0))}")
        doc.line(f"Quittance électronique : {doc.d(bad_card(r))}")
        doc.h("1. Demandeur", 2)
        doc.table(["Champ", "Réponse"],
                  [["Nom, prénom", doc.P(app, "up")], ["Nom en arabe", doc.P(app, "fil", ar=True)],
                   ["Date de naissance", doc.v("DOB", date_s(r, ymd(r, 1960, 2000), "fr", 1))],
                   ["Carte d'identité nationale", doc.v("CIN", cin(r))], ["Passeport", doc.v("PASSPORT", passport(r))],
                   ["Adresse dans le pays de résidence", doc.v("ADDRESS", foreign_address(r))],
                   ["Adresse en Tunisie", doc.v("ADDRESS", address(r, "fr", 0))],
                   ["Téléphone local", doc.v("PHONE", foreign_phone(r))], ["Téléphone en Tunisie", doc.v("PHONE", phone(r, style=2))],
                   ["Courriel", doc.v("EMAIL", app.email(r))],
                   ["Véhicule en admission temporaire", doc.v("PLATE", plate(r, 3))]])
        doc.h("2. Famille", 2)
        doc.table(["Lien", "Nom et prénom", "Date de naissance", "Passeport"],
                  [["Conjoint(e)", doc.P(spouse), doc.v("DOB", date_s(r, ymd(r, 1965, 2000), "fr", 0)), doc.v("PASSPORT", passport(r))],
                   ["Enfant", doc.P(k1), doc.v("DOB", date_s(r, ymd(r, 2008, 2022), "fr", 0)), doc.v("PASSPORT", passport(r))],
                   ["Enfant", doc.P(k2), doc.v("DOB", date_s(r, ymd(r, 2008, 2022), "fr", 0)), "en cours"]])
        doc.line("")
        doc.line(f"Le consulat est situé {doc.d('14 avenue du Maréchal Foch, 69006 Lyon' if city[0] == 'Lyon' else 'Via Guglielmo Marconi 3, Milano')} ; "
                 f"permanence téléphonique {doc.d('+33 4 78 93 42 85')}. Dossier instruit par {doc.P(officer)}, "
                 f"conformément au {doc.d('décret n° 2019-1130')}.")
    else:
        doc.h("CONSULAR REGISTRATION FORM")
        doc.lines(f"Embassy/Consulate: {doc.d('Consulate General of Tunisia in ' + city[0])}",
                  f"Form received {doc.d(visit_date(r, 'en', 2))}, ref {doc.d(ref_no(r, 'REG'))}", "",
                  "SECTION A — APPLICANT",
                  f"  Surname / given name : {doc.P(app, 'inv')}",
                  f"  Name in Arabic script : {doc.P(app, ar=True)}",
                  f"  Born on              : {doc.v('DOB', date_s(r, ymd(r, 1960, 2000), 'en', 2))}",
                  f"  Passport             : {doc.v('PASSPORT', passport(r))}   National ID: {doc.v('CIN', cin(r, 1))}",
                  f"  Residence abroad     : {doc.v('ADDRESS', foreign_address(r))}",
                  f"  Address in Tunisia   : {doc.v('ADDRESS', split_lines(address(r, 'fr', 0)))}",
                  f"  Phones               : {doc.v('PHONE', foreign_phone(r))} / {doc.v('PHONE', phone(r, style=6))}",
                  f"  Email                : {doc.v('EMAIL', app.email(r))}", "",
                  "SECTION B — FAMILY MEMBERS")
        doc.table(["Relation", "Name", "DOB", "Passport"],
                  [["spouse", doc.P(spouse), doc.v("DOB", date_s(r, ymd(r, 1965, 2000), "en", 0)), doc.v("PASSPORT", passport(r))],
                   ["son/daughter", doc.P(k1), doc.v("DOB", date_s(r, ymd(r, 2006, 2022), "en", 0)), doc.v("PASSPORT", passport(r))],
                   ["son/daughter", doc.P(k2), doc.v("DOB", date_s(r, ymd(r, 2006, 2022), "en", 0)), "-"]], 0)
        doc.lines("SECTION C — EMERGENCY CONTACT IN TUNISIA",
                  f"  {doc.P(officer, 'fil')}, {doc.v('PHONE', phone(r, style=0))}", "",
                  f"Processing fee: {doc.d('free of charge')}; legal basis {doc.d('Law No. 75-40 of 14 May 1975')}.",
                  f"The consulate hotline ({doc.d({'Montréal': '+1 514 844 9240', 'Bonn': '+49 228 82 26 80', 'Lyon': '+33 4 78 93 42 85'}.get(city[0], '+39 02 4801 2290'))}) "
                  f"does not handle visa questions.")


def k_trademark(doc):
    r, L = doc.rng, doc.lang
    app, agent, co = doc.person(), doc.person("M"), doc.person("F")
    mark = r.choice(["DAR EL YASMINE", "ZITOUNA GOLD", "SAHEL BREEZE", "NOUR DU CAP", "OASIS KHADRA"])
    rib = rib_digits(r)
    if L == "fr":
        doc.lines(f"INSTITUT NATIONAL DE LA NORMALISATION ET DE LA PROPRIÉTÉ INDUSTRIELLE ({doc.d('INNORPI')})",
                  "Demande d'enregistrement de marque de fabrique, de commerce ou de service", "",
                  f"N° de dépôt : {doc.d('TN/T/2025/' + str(r.randint(1000, 9999)))}     Date de dépôt : {doc.d(visit_date(r, 'fr', 0))}",
                  f"Marque : « {doc.d(mark)} » (verbale et figurative)",
                  f"Classes de Nice : {doc.d('classes 29, 30 et 43')}", "",
                  "DÉPOSANT (personne physique)",
                  f"  Nom : {doc.P(app, 'up')}",
                  f"  CIN : {doc.v('CIN', cin(r))}          Matricule fiscal : {doc.v('TAX_ID', tax_id(r, 2))}",
                  f"  Adresse : {doc.v('ADDRESS', split_lines(address(r, 'fr', 1)))}",
                  f"  Tél. : {doc.v('PHONE', phone(r, style=0))} / {doc.v('PHONE', phone(r, 'fixe', 0))}",
                  f"  Courriel : {doc.v('EMAIL', app.email(r))}", "",
                  "CO-DÉPOSANTE",
                  f"  {doc.P(co, 'fil')}, CIN {doc.v('CIN', cin(r))}, MF {doc.v('TAX_ID', tax_id(r, 0))}", "",
                  "MANDATAIRE",
                  f"  Cabinet de conseil en propriété industrielle, représenté par {doc.P(agent)} ; domicile élu : "
                  f"42, {r.choice(STREETS_FR)}, 1000 Tunis", "")
        doc.line(f"Redevance de dépôt {doc.d(amount(r, 'fr', 150, 300))} payée par virement du compte {doc.v('RIB', fmt_rib(r, rib, 0))}, "
                 f"conformément à {doc.d('la loi n° 2001-36 du 17 avril 2001')} relative à la protection des marques.")
        doc.line(f"Priorité revendiquée : aucune. Le déposant déclare exploiter la marque depuis 2021.")
    elif L == "en":
        doc.h("Trademark application — individual applicant")
        doc.lines(f"Office: {doc.d('INNORPI')}, {doc.d('Rue de l’Assistance, Cité El Khadra, 1003 Tunis')}",
                  f"Filing number {doc.d('TN/T/2025/' + str(r.randint(1000, 9999)))}, filed {doc.d(visit_date(r, 'en', 1))}")
        doc.table(["Applicant data", ""],
                  [["Name", doc.P(app)], ["Date of birth", doc.v("DOB", date_s(r, ymd(r, 1960, 2000), "en", 1))],
                   ["National ID", doc.v("CIN", cin(r))], ["Tax ID", doc.v("TAX_ID", tax_id(r, 1))],
                   ["Address", doc.v("ADDRESS", address(r, "en", 0))], ["Telephone", doc.v("PHONE", phone(r, style=1))],
                   ["E-mail", doc.v("EMAIL", app.email(r))]])
        doc.line("")
        doc.table(["Mark", "Type", "Nice classes", "Goods/services"],
                  [[doc.d(mark), "word", doc.d("Class 3"), "soaps, essential oils"],
                   [doc.d(mark + " ORGANIC"), "figurative", doc.d("Class 35"), "online retail"]])
        doc.line("")
        doc.line(f"The applicant appoints {doc.P(agent)} as representative and declares that {doc.P(co)} "
                 f"(ID {doc.v('CIN', cin(r, 1))}) is co-owner of the mark. The fee of {doc.d(amount(r, 'en', 150, 300))} was "
                 f"paid online with card {doc.v('CARD', card(r, 0))}; a refund, if any, goes to IBAN "
                 f"{doc.v('IBAN', fmt_iban(r, rib, 1))}.")
        doc.line(f"Payment gateway transaction: {doc.d(bad_card(r))} (keep for your records).")
        doc.line(f"Opposition period: {doc.d('two months from publication')} ({doc.d('Article 49 of Law No. 2001-36')}).")
    else:
        doc.h("مطلب تسجيل علامة صنع أو تجارة أو خدمات")
        doc.lines(f"**الجهة:** {doc.d('المعهد الوطني للمواصفات والملكية الصناعية')}  ",
                  f"**رقم الإيداع:** {doc.d('TN/T/2025/' + str(r.randint(1000, 9999)))}  ",
                  f"**العلامة:** {doc.d(mark)} — {doc.d('الصنف 30')}", "")
        doc.h("المودع", 2)
        doc.lines(f"- الاسم واللقب: {doc.P(app, 'fil', ar=True)}", f"- بالأحرف اللاتينية: {doc.P(app, 'up')}",
                  f"- رقم بطاقة التعريف الوطنية: {doc.v('CIN', ard(cin(r)))}",
                  f"- المعرف الجبائي: {doc.v('TAX_ID', tax_id(r, 4))}",
                  f"- العنوان: {doc.v('ADDRESS', address(r, 'ar', 2))}",
                  f"- الهاتف: {doc.v('PHONE', ard(phone(r, style=0)))}",
                  f"- البريد الإلكتروني: {doc.v('EMAIL', app.email(r))}", "")
        doc.h("الشركاء في الإيداع", 2)
        rows = []
        for p in [co, doc.person(), doc.person()]:
            rows.append([doc.P(p, ar=True), doc.v("CIN", cin(r)), doc.v("TAX_ID", tax_id(r, r.choice([0, 1, 3])))])
        doc.table(["الاسم", "ب.ت.و", "المعرف الجبائي"], rows)
        doc.line("")
        doc.line(f"وكّل المودع السيد {doc.P(agent, ar=True)} لتمثيله، ودفع المعاليم المقدرة بـ{doc.d(amount(r, 'ar', 150, 300))} "
                 f"بواسطة تحويل من الحساب عدد {doc.v('RIB', fmt_rib(r, rib, 1))} طبقا لأحكام {doc.d('القانون عدد 36 لسنة 2001')}.")


# ============================================================================ driver
KINDS = [
    ("lactation_consultation_note", k_lactation, [("fr", "txt"), ("ar", "docx"), ("en", "md")]),
    ("orthoptic_assessment", k_orthoptic, [("fr", "docx"), ("en", "txt"), ("mixed", "md")]),
    ("hyperbaric_oxygen_log", k_hyperbaric, [("fr", "csv"), ("ar", "md"), ("en", "txt")]),
    ("genetic_counselling_note", k_genetic, [("en", "docx"), ("fr", "md"), ("ar", "txt")]),
    ("ergotherapy_home_assessment", k_ergo, [("fr", "md"), ("mixed", "docx"), ("ar", "txt")]),
    ("bariatric_surgery_workup", k_bariatric, [("fr", "txt"), ("en", "docx"), ("mixed", "csv")]),
    ("sickle_cell_clinic_card", k_sicklecell, [("ar", "docx"), ("fr", "csv"), ("en", "md")]),
    ("smoking_cessation_followup", k_smoking, [("mixed", "txt"), ("en", "csv"), ("ar", "md")]),
    ("mri_safety_questionnaire", k_mri, [("en", "txt"), ("fr", "docx"), ("ar", "csv")]),
    ("payroll_garnishment_order", k_garnish, [("fr", "docx"), ("ar", "txt"), ("mixed", "md")]),
    ("cheque_stop_payment_request", k_cheque, [("fr", "txt"), ("en", "md"), ("ar", "docx")]),
    ("land_boundary_survey_report", k_boundary, [("fr", "md"), ("ar", "txt"), ("mixed", "docx")]),
    ("staff_relocation_request", k_relocation, [("en", "csv"), ("fr", "txt"), ("mixed", "md")]),
    ("apprenticeship_logbook", k_apprentice, [("fr", "csv"), ("ar", "docx"), ("en", "md")]),
    ("consular_registration_form", k_consular, [("fr", "docx"), ("en", "txt"), ("mixed", "csv")]),
    ("trademark_filing_form", k_trademark, [("fr", "txt"), ("en", "docx"), ("ar", "md")]),
]


def generate(seed, out):
    os.makedirs(out, exist_ok=True)
    used = set()
    manifest = []
    n = 0
    for ki, (kind, fn, variants) in enumerate(KINDS):
        for vi, (lang, fmt) in enumerate(variants):
            n += 1
            rng = random.Random(f"gen21:{seed}:{kind}:{vi}")
            doc = Doc(kind, lang, fmt, rng, used)
            fn(doc)
            doc.finish()
            fname = f"{n:03d}_{kind}_{lang}.{fmt}"
            with open(os.path.join(out, fname), "wb") as fh:
                fh.write(doc.render())
            manifest.append({"file": fname, "lang": lang, "kind": kind, "format": fmt, "expect": "ok",
                             "sensitive": doc.sens, "decoys": doc.decoys})
    with open(os.path.join(out, "manifest.json"), "w", encoding="utf-8") as fh:
        json.dump(manifest, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
    return manifest


def main():
    ap = argparse.ArgumentParser(description="Caviard held-out generator #21")
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    m = generate(a.seed, a.out)
    nv = sum(len(d["sensitive"]) for d in m)
    nd = sum(len(d["decoys"]) for d in m)
    print(f"{len(m)} documents, {nv} values, {nd} decoys -> {a.out}")


if __name__ == "__main__":
    main()
