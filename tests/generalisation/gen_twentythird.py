#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""gen_twentythird.py -- held-out synthetic documents for Caviard (standard library only).

    python3 gen_twentythird.py --seed N --out DIR

Writes 48 documents (16 kinds x 3 variants; fr, ar, en and mixed French-Arabic;
txt, md, csv and docx) and DIR/manifest.json in the format read by score.py.
Everything is invented: names are assembled from syllables (Latin and Arabic
spellings paired), identifiers are syntactically valid (RIB key, IBAN mod-97,
Luhn) but belong to nobody.  The output is byte-identical for a given seed.
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
from xml.sax.saxutils import escape

# ---------------------------------------------------------------- text helpers
IND = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
AR_DIAC = re.compile("[\u064B-\u065F\u0670\u0640]")
CLITICS = ("و", "ب", "ل", "ف", "ك", "لل")


def ind(s):
    return s.translate(IND)


def fold(s):
    s = AR_DIAC.sub("", unicodedata.normalize("NFKC", s))
    s = "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))
    return unicodedata.normalize("NFC", s).casefold().translate({ord("ة"): "ه", ord("ى"): "ي"})


def words(s):
    return re.findall(r"[^\W\d_]+", fold(s))


with open(os.path.abspath(__file__), encoding="utf-8") as _fh:
    SRC_WORDS = set(words(_fh.read()))

# ---------------------------------------------------------------- name syllables (Latin, Arabic)
FS = [("Za", "زا"), ("Rou", "رو"), ("Ke", "كي"), ("Tha", "ثا"), ("Lou", "لو"), ("Bai", "باي"),
      ("Mi", "مي"), ("Do", "دو"), ("Fe", "في"), ("Gha", "غا"), ("Ne", "ني"), ("Sou", "سو"),
      ("Hu", "هو"), ("Ji", "جي"), ("Wa", "وا"), ("Yo", "يو"), ("Che", "شي"), ("Ti", "تي")]
FM = [("zil", "زيل"), ("mer", "مير"), ("bou", "بو"), ("tak", "تك"), ("nef", "نف"), ("gal", "قل"),
      ("dour", "دور"), ("sik", "سك"), ("lam", "لم"), ("hor", "حر"), ("jeb", "جب"), ("kaz", "كز"),
      ("rif", "ريف"), ("wen", "ون")]
FEND = [("na", "نة"), ("ya", "ية"), ("lia", "لية"), ("ssa", "سة"), ("ra", "رة"), ("ouda", "ودة"),
        ("ine", "ين"), ("fa", "فة")]
MEND = [("ran", "ران"), ("bek", "بك"), ("dil", "ديل"), ("mous", "موس"), ("tane", "تان"),
        ("zed", "زد"), ("far", "فار"), ("sem", "سم")]
LS = [("Zor", "زر"), ("Kha", "خا"), ("Mra", "مرا"), ("Tou", "تو"), ("Ghar", "غر"), ("Sba", "صبا"),
      ("Dje", "جي"), ("Fra", "فرا"), ("Kou", "كو"), ("Lab", "لب"), ("Nef", "نف"), ("Hed", "هد"),
      ("Waz", "وز"), ("Cher", "شر"), ("Rab", "رب"), ("Jal", "جل")]
LM = [("fou", "فو"), ("dri", "دري"), ("zen", "زن"), ("ker", "كر"), ("mab", "مب"), ("tou", "طو"),
      ("lek", "لك"), ("sem", "سم"), ("gib", "قب"), ("rouz", "روز"), ("nad", "ند")]
LE = [("ni", "ني"), ("chi", "شي"), ("oui", "وي"), ("aoui", "اوي"), ("ssi", "سي"), ("bi", "بي"),
      ("li", "لي"), ("ti", "تي"), ("mi", "مي"), ("ri", "ري"), ("ji", "جي")]

# ---------------------------------------------------------------- places
CITIES = [("Tunis", "تونس", "1000"), ("Ariana", "أريانة", "2080"), ("La Marsa", "المرسى", "2070"),
          ("Sousse", "سوسة", "4000"), ("Sfax", "صفاقس", "3000"), ("Monastir", "المنستير", "5000"),
          ("Nabeul", "نابل", "8000"), ("Bizerte", "بنزرت", "7000"), ("Gabès", "قابس", "6000"),
          ("Kairouan", "القيروان", "3100"), ("Béja", "باجة", "9000"), ("Gafsa", "قفصة", "2100"),
          ("Médenine", "مدنين", "4100"), ("Mahdia", "المهدية", "5100"), ("Ben Arous", "بن عروس", "2013"),
          ("La Manouba", "منوبة", "2010"), ("Jendouba", "جندوبة", "8100"), ("Kasserine", "القصرين", "1200"),
          ("Tozeur", "توزر", "2200"), ("Zaghouan", "زغوان", "1100"), ("Hammamet", "الحمامات", "8050"),
          ("El Mourouj", "المروج", "2074"), ("Radès", "رادس", "2040"), ("Menzah 6", "المنزه 6", "2091"),
          ("Ennasr 2", "النصر 2", "2037"), ("Msaken", "مساكن", "4070"), ("Houmt Souk", "حومة السوق", "4180"),
          ("Le Kef", "الكاف", "7100"), ("Siliana", "سليانة", "6100"), ("Tataouine", "تطاوين", "3200")]
STREETS = [("rue des Jasmins", "نهج الياسمين"), ("rue des Grenadiers", "نهج الرمان"),
           ("rue des Amandiers", "نهج اللوز"), ("avenue des Palmiers", "شارع النخيل"),
           ("impasse des Figuiers", "زنقة التين"), ("rue de l'Oasis", "نهج الواحة"),
           ("rue du Safran", "نهج الزعفران"), ("rue des Cigognes", "نهج اللقالق"),
           ("rue de la Mouette", "نهج النورس"), ("rue des Orangers", "نهج البرتقال"),
           ("rue Ibn Rachiq", "نهج ابن رشيق"), ("rue Jabal Chaambi", "نهج جبل الشعانبي"),
           ("rue de Mauritanie", "نهج موريتانيا"), ("rue du Lac Ichkeul", "نهج بحيرة إشكل"),
           ("avenue de l'Environnement", "شارع البيئة"), ("rue des Œillets", "نهج القرنفل")]
RESID = [("Les Pins", "الصنوبر"), ("Dar Essalam", "دار السلام"), ("Les Roses", "الورود"),
         ("El Bostene", "البستان"), ("Les Dunes", "الكثبان"), ("El Menzel", "المنزل"),
         ("Les Oliviers", "الزياتين"), ("Le Belvédère", "البلفيدير")]
ABROAD_BY = {"33": ["{n} rue Paul Bert, 69003 Lyon, France", "{n} boulevard Voltaire, 75011 Paris, France",
                    "{n} avenue Jean Médecin, 06000 Nice, France"],
             "39": ["Via Garibaldi {n}, 20121 Milano, Italia", "Corso Vittorio Emanuele {n}, 90133 Palermo, Italia"],
             "49": ["Sonnenallee {n}, 12045 Berlin, Deutschland"], "32": ["{n} rue Royale, 1000 Bruxelles, Belgique"],
             "1": ["{n} rue Saint-Denis, Montréal QC H2X 3K8, Canada"], "34": ["Calle de Atocha {n}, 28012 Madrid, España"]}
ABROAD = [a for k in sorted(ABROAD_BY) for a in ABROAD_BY[k]]
MOB = ["20", "21", "22", "23", "24", "25", "26", "27", "28", "29", "50", "51", "52", "53", "54", "55",
       "56", "58", "90", "92", "93", "94", "95", "96", "97", "98", "99", "40", "41", "42", "46"]
FIX = ["71", "72", "73", "74", "75", "76", "77", "78", "79", "70", "31", "32", "36"]
BANKS = ["01", "03", "04", "05", "07", "08", "10", "11", "12", "14", "17", "25", "26", "20"]
DOMAINS = ["boitemail.tn", "medinanet.tn", "sahelmail.tn", "carthago-mail.com", "ymail.tn",
           "courriel-tn.net", "postbox.tn", "jasminmail.com"]
MONTHS_FR = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
             "octobre", "novembre", "décembre"]
MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
             "October", "November", "December"]
MONTHS_AR = ["جانفي", "فيفري", "مارس", "أفريل", "ماي", "جوان", "جويلية", "أوت", "سبتمبر", "أكتوبر",
             "نوفمبر", "ديسمبر"]

# ---------------------------------------------------------------- identifiers


def rib_key(d18):
    return "%02d" % (97 - (int(d18) * 100) % 97)


def iban_check(bban):
    n = int(bban + "2923" + "00")       # T=29 N=23, check digits 00
    return "%02d" % (98 - n % 97)


def luhn_digit(d15):
    tot = 0
    for i, ch in enumerate(reversed(d15)):
        n = int(ch) * (2 if i % 2 == 0 else 1)
        tot += n - 9 if n > 9 else n
    return str((10 - tot % 10) % 10)


def luhn_ok(d):
    tot = 0
    for i, ch in enumerate(reversed(d)):
        n = int(ch) * (2 if i % 2 else 1)
        tot += n - 9 if n > 9 else n
    return tot % 10 == 0


class Person(object):
    """An invented person; attributes are drawn lazily from the document's rng."""

    def __init__(self, d, g=None):
        self.d = d
        self.g = g or d.r.choice("fm")
        self.fl, self.fa = d.gen_first(self.g)
        self.ll, self.la = d.gen_last()
        self._c = {}

    def _get(self, key, fn):
        if key not in self._c:
            self._c[key] = fn()
        return self._c[key]

    def set_age(self, y0, y1):
        r = self.d.r
        self._c["dob"] = (r.randint(y0, y1), r.randint(1, 12), r.randint(1, 28))
        return self

    @property
    def father(self):
        return self._get("father", lambda: self.d.gen_first("m"))

    @property
    def cin(self):
        r = self.d.r
        return self._get("cin", lambda: r.choice("01") + "".join(r.choice("0123456789") for _ in range(7)))

    @property
    def dob(self):
        r = self.d.r
        return self._get("dob", lambda: (r.randint(1944, 2006), r.randint(1, 12), r.randint(1, 28)))

    @property
    def mobile(self):
        r = self.d.r
        return self._get("mob", lambda: r.choice(MOB) + "%06d" % r.randint(0, 999999))

    @property
    def landline(self):
        r = self.d.r
        return self._get("fix", lambda: r.choice(FIX) + "%06d" % r.randint(100000, 999999))

    @property
    def rib(self):
        r = self.d.r

        def mk():
            d18 = r.choice(BANKS) + "%03d" % r.randint(1, 999) + "".join(r.choice("0123456789") for _ in range(13))
            return d18 + rib_key(d18)
        return self._get("rib", mk)

    @property
    def card(self):
        r = self.d.r

        def mk():
            pre = r.choice(["4", "4", "51", "52", "53", "55"])
            d15 = pre + "".join(r.choice("0123456789") for _ in range(15 - len(pre)))
            return d15 + luhn_digit(d15)
        return self._get("card", mk)

    @property
    def cnss(self):
        r = self.d.r
        return self._get("cnss", lambda: "%08d" % r.randint(1000000, 99999999) + "%02d" % r.randint(0, 99))

    @property
    def tax(self):
        r = self.d.r
        return self._get("tax", lambda: ("%07d" % r.randint(100000, 1999999), r.choice("ABCDEFGHJKLMNPQRSTVWXYZ"),
                                         r.choice("ABPDN"), r.choice("PCN")))

    @property
    def passport(self):
        r = self.d.r
        return self._get("pp", lambda: r.choice("ABCDEFGHJKLMNPRSTVWXYZ") + "%06d" % r.randint(100000, 999999))

    @property
    def plate(self):
        r = self.d.r
        return self._get("plate", lambda: (str(r.randint(101, 252)), str(r.randint(1000, 9999))))

    @property
    def home(self):
        r = self.d.r
        return self._get("home", lambda: (r.randint(1, 140), r.choice(STREETS), r.choice(RESID), r.choice("ABCDEF"),
                                          r.randint(1, 48), r.choice(CITIES)))


# ---------------------------------------------------------------- document
class Doc(object):
    def __init__(self, idx, kind, lang, fmt, seed):
        self.idx, self.kind, self.lang, self.fmt = idx, kind, lang, fmt
        self.r = random.Random("gen23-%d-%d-%s" % (seed, idx, kind))
        self.blocks = []
        self.vals, self._vs = [], set()
        self.decs, self._ds = [], set()
        self.parts = set()
        self.indic = False
        self.delim = ","

    # ---- recording
    def V(self, t, s):
        if (t, s) not in self._vs:
            self._vs.add((t, s))
            self.vals.append({"type": t, "value": s})
        return s

    def D(self, s):
        if s not in self._ds:
            self._ds.add(s)
            self.decs.append(s)
        return s

    def H(self, s):
        return self.V("HEALTH", s)

    # ---- blocks
    def p(self, *runs):
        self.blocks.append(("p", [x for x in runs if x != ""] or [""]))

    def blank(self):
        self.blocks.append(("p", [""]))

    def t(self, header, rows, style=None):
        self.blocks.append(("t", header, rows, style))

    def kv(self, pairs, style="colon"):
        self.blocks.append(("kv", pairs, style))

    def L(self, fr, en, ar):
        return {"fr": fr, "en": en, "ar": ar}.get(self.lang, "%s / %s" % (fr, ar))

    # ---- names
    def _name_ok(self, lat, ar):
        for w in [lat.lower(), ar]:
            fw = fold(w)
            if len(fw) < 4 or fw in SRC_WORDS or fw in self.parts:
                return False
            if re.search("[\u0600-\u06ff]", fw):
                if fw[::-1] in SRC_WORDS or any(c + fw in SRC_WORDS for c in CLITICS):
                    return False
                if fw.startswith("ال") and fw[2:] in SRC_WORDS:
                    return False
        return True

    def gen_first(self, g):
        r = self.r
        for _ in range(500):
            a, b, c = r.choice(FS), r.choice(FM), r.choice(FEND if g == "f" else MEND)
            lat, ar = a[0] + b[0] + c[0], a[1] + b[1] + c[1]
            if self._name_ok(lat, ar):
                self.parts.update([fold(lat), fold(ar)])
                return lat, ar
        raise RuntimeError("no first name")

    def gen_last(self):
        r = self.r
        for _ in range(500):
            a, b, c = r.choice(LS), r.choice(LM), r.choice(LE)
            lat, ar = a[0] + b[0] + c[0], a[1] + b[1] + c[1]
            x = r.random()
            if x < 0.18:
                lat, ar, core = "Ben " + lat, "بن " + ar, (lat, ar)
            elif x < 0.32:
                lat, ar, core = "El " + lat, "ال" + ar, (lat, "ال" + ar)
            else:
                core = (lat, ar)
            if self._name_ok(*core):
                self.parts.update([fold(core[0]), fold(core[1])])
                return lat, ar
        raise RuntimeError("no last name")

    def P(self, g=None):
        return Person(self, g)

    def name(self, p, style=None):
        r = self.r
        if style is None:
            style = "ar" if self.lang == "ar" else r.choice(["fl", "fl", "lf", "LF", "FL", "Lc"])
        last_core = p.ll.split(" ", 1)[1] if p.ll.startswith(("Ben ", "El ")) else p.ll
        if style == "fl":
            s = "%s %s" % (p.fl, p.ll)
        elif style == "lf":
            s = "%s %s" % (p.ll, p.fl)
        elif style == "LF":
            s = "%s %s" % (p.ll.upper(), p.fl)
        elif style == "FL":
            s = "%s %s" % (p.fl.upper(), p.ll.upper())
        elif style == "Lc":
            s = "%s, %s" % (p.ll.upper(), p.fl)
        elif style == "il" and p.fl[0] != "M":
            s = "%s. %s" % (p.fl[0], p.ll)
        elif style == "il":
            s = "%s %s" % (p.fl, p.ll)
        elif style == "l":
            s = last_core if p.ll.startswith("Ben ") else p.ll
        elif style == "L":
            s = p.ll.upper()
        elif style == "f":
            s = p.fl
        elif style == "fbl":
            s = "%s %s %s %s" % (p.fl, "bent" if p.g == "f" else "ben", p.father[0], p.ll)
        elif style == "ar":
            s = "%s %s" % (p.fa, p.la)
        elif style == "ar_lf":
            s = "%s %s" % (p.la, p.fa)
        elif style == "ar_fbl":
            s = "%s %s %s %s" % (p.fa, "بنت" if p.g == "f" else "بن", p.father[1], p.la)
        elif style == "ar_f":
            s = p.fa
        elif style == "ar_l":
            s = p.la.split(" ", 1)[1] if p.la.startswith("بن ") else p.la
        else:
            raise ValueError(style)
        return self.V("PERSON", s)

    # ---- identifiers
    def _dg(self, s, t):
        return ind(s) if self.indic else s

    def cin(self, p, style=None):
        c = p.cin
        style = style or self.r.choice(["plain", "plain", "plain", "sp"])
        s = c if style == "plain" else "%s %s" % (c[:2], c[2:]) if style == "sp" else "%s %s %s" % (c[:2], c[2:5], c[5:])
        return self.V("CIN", self._dg(s, "CIN"))

    def phone(self, p=None, style=None, fixed=False, num=None):
        a = num or (p.landline if fixed else p.mobile)
        styles = ["intl", "intl", "intlc", "intlp", "00", "00c", "sp", "sp", "dash", "dot", "pairs", "intld", "plain"]
        style = style or self.r.choice(styles)
        fm = {"intl": "+216 {0} {1} {2}", "intlc": "+216{0}{1}{2}", "intlp": "(+216) {0} {1} {2}",
              "00": "00216 {0} {1} {2}", "00c": "00216{0}{1}{2}", "sp": "{0} {1} {2}", "dash": "{0}-{1}-{2}",
              "dot": "{0}.{1}.{2}", "intld": "+216-{0}-{1}-{2}", "plain": "{0}{1}{2}"}
        if style == "pairs":
            s = "%s %s %s %s" % (a[:2], a[2:4], a[4:6], a[6:])
        elif style == "pairsdot":
            s = "%s.%s.%s.%s" % (a[:2], a[2:4], a[4:6], a[6:])
        else:
            s = fm[style].format(a[:2], a[2:5], a[5:])
        return self.V("PHONE", self._dg(s, "PHONE"))

    def phone_abroad(self, cc=None):
        r = self.r
        cc = cc or r.choice(["33", "39", "49", "32", "1", "34"])
        if cc == "33":
            s = "+33 %d %02d %02d %02d %02d" % (r.choice([6, 7]), r.randint(0, 99), r.randint(0, 99), r.randint(0, 99), r.randint(0, 99))
        elif cc == "39":
            s = "+39 3%02d %03d %04d" % (r.randint(20, 99), r.randint(0, 999), r.randint(0, 9999))
        elif cc == "49":
            s = "+49 15%d %04d %04d" % (r.randint(1, 9), r.randint(0, 9999), r.randint(0, 9999))
        elif cc == "32":
            s = "+32 4%02d %02d %02d %02d" % (r.randint(60, 99), r.randint(0, 99), r.randint(0, 99), r.randint(0, 99))
        elif cc == "1":
            s = "+1 514 %03d %04d" % (r.randint(200, 999), r.randint(0, 9999))
        else:
            s = "+34 6%02d %03d %03d" % (r.randint(0, 99), r.randint(0, 999), r.randint(0, 999))
        return self.V("PHONE", s)

    def email(self, p, style=None):
        r = self.r
        f = re.sub("[^a-z]", "", fold(p.fl))
        l = re.sub("[^a-z]", "", fold(p.ll.split(" ")[-1]))
        style = style if style is not None else r.randint(0, 5)
        local = [f + "." + l, f[0] + l, l + "." + f[0] + str(p.dob[0])[2:], f + "_" + l, l + f[0] + "%d" % r.randint(1, 99),
                 f + "." + l[:3]][style]
        return self.V("EMAIL", "%s@%s" % (local, r.choice(DOMAINS)))

    def email_work(self, p, domain):
        f = re.sub("[^a-z]", "", fold(p.fl))
        l = re.sub("[^a-z]", "", fold(p.ll.split(" ")[-1]))
        return self.V("EMAIL", "%s.%s@%s" % (f[0], l, domain))

    def dob(self, p, style=None):
        y, m, dd = p.dob
        r = self.r
        if style is None:
            style = {"fr": r.choice(["sl", "sl", "dot", "fr", "iso"]), "en": r.choice(["en", "us", "sl", "iso"]),
                     "ar": r.choice(["sl", "ar", "ar", "iso"]), "mixed": r.choice(["sl", "fr", "ar", "dot"])}[self.lang]
        s = {"sl": "%02d/%02d/%d" % (dd, m, y), "dot": "%02d.%02d.%d" % (dd, m, y), "iso": "%d-%02d-%02d" % (y, m, dd),
             "fr": "%d %s %d" % (dd, MONTHS_FR[m - 1], y), "en": "%d %s %d" % (dd, MONTHS_EN[m - 1], y),
             "us": "%s %d, %d" % (MONTHS_EN[m - 1], dd, y), "ar": "%d %s %d" % (dd, MONTHS_AR[m - 1], y),
             "arsl": "%d/%02d/%02d" % (y, m, dd)}[style]
        return self.V("DOB", self._dg(s, "DOB"))

    def addr(self, p, style=None, cc=None):
        n, st, res, bloc, apt, city = p.home
        r = self.r
        if style is None:
            style = {"fr": r.choice(["fr1", "fr2", "fr3", "fr4"]), "en": r.choice(["en1", "en2", "fr1"]),
                     "ar": r.choice(["ar1", "ar2", "ar3"]), "mixed": r.choice(["fr1", "ar1", "fr3", "ar2"])}[self.lang]
        if style == "fr1":
            s = "%d, %s, %s %s" % (n, st[0], city[2], city[0])
        elif style == "fr2":
            s = "%s n° %d, %s %s" % (st[0][0].upper() + st[0][1:], n, city[0], city[2])
        elif style == "fr3":
            s = "Résidence %s, bloc %s, appt %d, %s, %s %s" % (res[0], bloc, apt, st[0], city[2], city[0])
        elif style == "fr4":
            s = "%d %s - %s %s" % (n, st[0], city[2], city[0].upper())
        elif style == "frsplit":
            s = "%d, %s,\n%s %s" % (n, st[0], city[2], city[0])
        elif style == "en1":
            s = "%d %s, %s %s, Tunisia" % (n, st[0], city[0], city[2])
        elif style == "en2":
            s = "Apt %d, Bldg %s, %s Residence, %s, %s %s" % (apt, bloc, res[0], st[0], city[0], city[2])
        elif style == "ar1":
            s = "%d %s، %s %s" % (n, st[1], city[1], city[2])
        elif style == "ar2":
            s = "%s عدد %d، %s %s" % (st[1], n, city[2], city[1])
        elif style == "ar3":
            s = "إقامة %s، عمارة %s، شقة %d، %s، %s" % (res[1], bloc, apt, st[1], city[1])
        elif style == "abroad":
            s = r.choice(ABROAD_BY[cc] if cc else ABROAD).format(n=n)
        else:
            raise ValueError(style)
        return self.V("ADDRESS", self._dg(s, "ADDRESS"))

    def rib(self, p, style=None):
        d = p.rib
        style = style or self.r.choice(["sp", "sp", "plain", "dash", "sp4"])
        s = {"sp": "%s %s %s %s" % (d[:2], d[2:5], d[5:18], d[18:]), "plain": d,
             "dash": "%s-%s-%s-%s" % (d[:2], d[2:5], d[5:18], d[18:]),
             "sp4": " ".join(d[i:i + 4] for i in range(0, 20, 4))}[style]
        return self.V("RIB", self._dg(s, "RIB") if style != "sp4" else s)

    def iban(self, p, style=None):
        bban = p.rib
        ck = iban_check(bban)
        assert ck == "59", ck
        full = "TN" + ck + bban
        style = style or self.r.choice(["g4", "g4", "plain"])
        s = " ".join(full[i:i + 4] for i in range(0, 24, 4)) if style == "g4" else full
        return self.V("IBAN", s)

    def card(self, p, style=None):
        c = p.card
        style = style or self.r.choice(["sp", "sp", "dash", "plain"])
        s = {"sp": " ".join(c[i:i + 4] for i in range(0, 16, 4)), "dash": "-".join(c[i:i + 4] for i in range(0, 16, 4)),
             "plain": c}[style]
        return self.V("CARD", s)

    def cnss(self, p, style=None):
        c = p.cnss
        style = style or self.r.choice(["dash", "sp", "plain", "slash"])
        s = {"dash": c[:8] + "-" + c[8:], "sp": c[:8] + " " + c[8:], "plain": c, "slash": c[:8] + "/" + c[8:]}[style]
        return self.V("CNSS", self._dg(s, "CNSS"))

    def tax(self, p, style=None):
        n, k, tva, cat = p.tax
        style = style or self.r.choice(["full", "full", "slash", "sp", "short", "two"])
        s = {"full": "%s%s/%s/%s/000" % (n, k, tva, cat), "slash": "%s/%s/%s/%s/000" % (n, k, tva, cat),
             "sp": "%s %s %s %s 000" % (n, k, tva, cat), "short": "%s%s" % (n, k),
             "two": "%s%s/%s/000" % (n, k, cat)}[style]
        return self.V("TAX_ID", s)

    def passport(self, p, foreign=False):
        r = self.r
        if foreign:
            shapes = {"33": "%02d%s%s%05d" % (r.randint(10, 24), r.choice("ABCDEFGHJK"), r.choice("LMNPRSTUVW"), r.randint(0, 99999)),
                      "39": "%s%s%07d" % (r.choice("YZ"), r.choice("ABCDE"), r.randint(0, 9999999)),
                      "49": "C%s%07d" % (r.choice("FGHJK"), r.randint(0, 9999999)),
                      "32": "E%s%06d" % (r.choice("HJKLM"), r.randint(0, 999999)),
                      "1": "A%s%06d" % (r.choice("BCDEK"), r.randint(0, 999999)),
                      "34": "PA%s%06d" % (r.choice("ABCDE"), r.randint(0, 999999))}
            s = shapes[foreign] if foreign in shapes else shapes[r.choice(sorted(shapes))]
        else:
            s = p.passport
        return self.V("PASSPORT", s)

    def plate(self, p, style=None):
        a, b = p.plate
        style = style or self.r.choice(["tu", "ar", "ar_rtl", "tunis", "tu_first"])
        s = {"tu": "%s TU %s" % (a, b), "ar": "%s تونس %s" % (a, b), "ar_rtl": "%s تونس %s" % (b, a),
             "tunis": "%s Tunis %s" % (a, b), "tu_first": "TU %s %s" % (a, b), "tu_dash": "%s-TU-%s" % (a, b)}[style]
        return self.V("PLATE", self._dg(s, "PLATE") if style.startswith("ar") else s)

    # ---- decoys
    def d_law(self, topic=None):
        r = self.r
        lang = self.lang if self.lang != "mixed" else r.choice(["fr", "ar"])
        y, n = r.randint(1994, 2023), r.randint(11, 98)
        if topic == "health":
            s = {"fr": r.choice(["loi n° 91-63 du 29 juillet 1991", "article %d du Code de déontologie médicale" % r.randint(2, 120),
                                 "arrêté du ministre de la Santé du %d %s %d" % (r.randint(2, 28), r.choice(MONTHS_FR), y)]),
                 "en": r.choice(["Law No. 91-63 on health organisation", "Article %d of the Code of Medical Ethics" % r.randint(2, 120)]),
                 "ar": r.choice(["القانون عدد 63 لسنة 1991 المتعلق بالتنظيم الصحي", "الفصل %d من مجلة واجبات الطبيب" % r.randint(2, 120)])}[lang]
            return self.D(s)
        if lang == "fr":
            s = r.choice(["loi n° %d-%d du %d %s %d" % (y, n, r.randint(2, 28), r.choice(MONTHS_FR), y),
                          "article %d du Code du travail" % r.randint(6, 234), "décret n° %d-%d" % (y, r.randint(100, 2999)),
                          "loi organique n° 2004-63", "article %d de la loi n° %d-%d" % (r.randint(2, 60), y, n)])
        elif lang == "en":
            s = r.choice(["Law No. %d-%d" % (y, n), "Article %d of the Labour Code" % r.randint(6, 234),
                          "Decree No. %d-%d" % (y, r.randint(100, 2999)), "Organic Law No. 2004-63"])
        else:
            s = r.choice(["الفصل %d من مجلة الشغل" % r.randint(6, 234), "القانون عدد %d لسنة %d" % (n, y),
                          "الأمر الحكومي عدد %d لسنة %d" % (r.randint(100, 999), y), "القانون الأساسي عدد 63 لسنة 2004"])
        return self.D(s)

    def d_amount(self, lo=12, hi=98000):
        r = self.r
        v = r.randint(lo, hi)
        lang = self.lang if self.lang != "mixed" else r.choice(["fr", "ar"])
        if lang == "fr":
            s = r.choice(["%s DT" % "{:,}".format(v).replace(",", " "), "%s,%03d TND" % ("{:,}".format(v).replace(",", " "), r.randint(0, 999)),
                          "%d dinars" % v])
        elif lang == "en":
            s = r.choice(["TND %s.%03d" % ("{:,}".format(v), r.randint(0, 999)), "%s TND" % "{:,}".format(v)])
        else:
            s = r.choice(["%d دينارا" % v, "%d د.ت" % v])
        return self.D(s)

    def d_date(self, style=None):
        r = self.r
        y, m, dd = r.randint(2023, 2025), r.randint(1, 12), r.randint(1, 28)
        lang = self.lang if self.lang != "mixed" else "fr"
        style = style or {"fr": r.choice(["sl", "fr"]), "en": r.choice(["en", "iso"]), "ar": r.choice(["sl", "ar"])}[lang]
        s = {"sl": "%02d/%02d/%d" % (dd, m, y), "fr": "%d %s %d" % (dd, MONTHS_FR[m - 1], y),
             "en": "%d %s %d" % (dd, MONTHS_EN[m - 1], y), "iso": "%d-%02d-%02d" % (y, m, dd),
             "ar": "%d %s %d" % (dd, MONTHS_AR[m - 1], y)}[style]
        return self.D(s)

    def d_period(self):
        r = self.r
        y = r.randint(2023, 2025)
        m1 = r.randint(1, 10)
        a = "%02d/%02d/%d" % (r.randint(1, 15), m1, y)
        b = "%02d/%02d/%d" % (r.randint(16, 28), m1 + r.randint(0, 2), y)
        return self.D(a), self.D(b)

    def d_dates(self, n, style="sl"):
        """n chronologically ordered decoy dates within one year."""
        r = self.r
        y = r.randint(2023, 2025)
        ds = sorted((r.randint(1, 12), r.randint(1, 28)) for _ in range(n))
        out = []
        for m, dd in ds:
            s = {"sl": "%02d/%02d/%d" % (dd, m, y), "fr": "%d %s %d" % (dd, MONTHS_FR[m - 1], y),
                 "en": "%d %s %d" % (dd, MONTHS_EN[m - 1], y), "ar": "%d %s %d" % (dd, MONTHS_AR[m - 1], y)}[style]
            out.append(self.D(s))
        return out

    def d_badrib(self):
        r = self.r
        d18 = r.choice(BANKS) + "%03d" % r.randint(1, 999) + "".join(r.choice("0123456789") for _ in range(13))
        good = int(rib_key(d18))
        bad = (good + r.randint(1, 90)) % 97 or 1
        if bad == good:
            bad = (good % 96) + 1
        return self.D(d18 + "%02d" % bad)

    def d_badcard(self):
        r = self.r
        while True:
            d = r.choice("45") + "".join(r.choice("0123456789") for _ in range(15))
            if not luhn_ok(d):
                return self.D(" ".join(d[i:i + 4] for i in range(0, 16, 4)))

    def d_cophone(self):
        r = self.r
        a = r.choice(["71", "70", "73", "74", "31"])
        s = r.choice(["+216 %s %d00 %03d" % (a, r.randint(1, 9), r.randint(0, 999)), "%s %d00 %03d" % (a, r.randint(1, 9), r.randint(0, 999)),
                      "(+216) %s %d%02d 000" % (a, r.randint(1, 9), r.randint(0, 99))])
        return self.D(s)

    def d_code(self, pre):
        r = self.r
        return self.D("%s-%d%02d-%s%d" % (pre, r.randint(10, 99), r.randint(0, 99), r.choice("BCDFGH"), r.randint(1, 9)))


# ---------------------------------------------------------------- rendering
W_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"


def table_text(header, rows, style):
    allr = ([header] if header else []) + rows
    if style == "pipe":
        out = []
        if header:
            out.append("| " + " | ".join(header) + " |")
            out.append("|" + "|".join("---" for _ in header) + "|")
        out += ["| " + " | ".join(r) + " |" for r in rows]
        return out
    if style == "fixed":
        n = max(len(r) for r in allr)
        wd = [max(len(r[i]) if i < len(r) else 0 for r in allr) for i in range(n)]
        out = []
        for k, r in enumerate(allr):
            out.append("  ".join(c.ljust(wd[i]) for i, c in enumerate(r)).rstrip())
            if k == 0 and header:
                out.append("  ".join("-" * w for w in wd))
        return out
    if style == "tab":
        return ["\t".join(r) for r in allr]
    if style == "semi":
        return [" ; ".join(r) for r in allr]
    if style == "list":
        out = []
        for r in rows:
            out.append("- " + " — ".join("%s: %s" % (h, c) if header else c for h, c in zip(header or r, r)))
        return out
    raise ValueError(style)


def kv_lines(d, pairs, style):
    out = []
    for lab, val in pairs:
        if style == "colon":
            sep = " : " if d.lang in ("fr", "mixed") else ": "
            out.append(lab + sep + val)
        elif style == "dots":
            out.append(lab.ljust(30, ".") + " " + val)
        elif style == "md":
            out.append("**%s :** %s" % (lab, val) if d.lang == "fr" else "**%s:** %s" % (lab, val))
        elif style == "dash":
            out.append("- %s: %s" % (lab, val))
        elif style == "caps":
            out.append("%s: %s" % (lab.upper(), val))
        else:
            raise ValueError(style)
    return out


def render_text(d):
    out = []
    dflt = "pipe" if d.fmt == "md" else "fixed"
    for b in d.blocks:
        if b[0] == "p":
            out.append("".join(b[1]))
        elif b[0] == "t":
            out.extend(table_text(b[1], b[2], b[3] or dflt))
        else:
            if b[2] == "table":
                out.extend(table_text(None, [[a, v] for a, v in b[1]], "pipe" if d.fmt == "md" else "fixed"))
            else:
                out.extend(kv_lines(d, b[1], b[2]))
    return "\n".join(out) + "\n"


def render_csv(d):
    buf = io.StringIO()
    w = csv.writer(buf, delimiter=d.delim, lineterminator="\n", quoting=csv.QUOTE_MINIMAL)
    for b in d.blocks:
        if b[0] == "p":
            txt = "".join(b[1])
            if txt:
                w.writerow([txt])
            else:
                buf.write("\n")
        elif b[0] == "t":
            if b[1]:
                w.writerow(b[1])
            for r in b[2]:
                w.writerow(r)
        else:
            for a, v in b[1]:
                w.writerow([a, v])
    return buf.getvalue()


def _runs(d, text, bold=False):
    rtl = d.lang == "ar" or (d.lang == "mixed" and re.search("[\u0600-\u06ff]", text))
    pieces = [text]
    if len(text) > 14 and d.r.random() < 0.3:
        k = d.r.randint(3, len(text) - 3)
        pieces = [text[:k], text[k:]]
    out = []
    for pc in pieces:
        rpr = ("<w:b/>" if bold else "") + ("<w:rtl/>" if rtl else "")
        out.append('<w:r>%s<w:t xml:space="preserve">%s</w:t></w:r>' % ("<w:rPr>%s</w:rPr>" % rpr if rpr else "", escape(pc)))
    return "".join(out)


def _para(d, runs, bold=False, texts=None):
    text = "".join(runs)
    rtl = d.lang == "ar" or (d.lang == "mixed" and re.search("[\u0600-\u06ff]", text))
    ppr = "<w:pPr><w:bidi/><w:jc w:val=\"right\"/></w:pPr>" if rtl and d.lang == "ar" else ("<w:pPr><w:bidi/></w:pPr>" if rtl else "")
    if texts is not None:
        texts.append(text)
    return "<w:p>%s%s</w:p>" % (ppr, "".join(_runs(d, x, bold) for x in runs if x != ""))


def _table(d, header, rows, texts):
    allr = ([header] if header else []) + rows
    n = max(len(r) for r in allr)
    wdt = 9000 // n
    x = ['<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/><w:tblW w:w="0" w:type="auto"/>%s'
         '<w:tblBorders><w:top w:val="single" w:sz="4" w:space="0" w:color="auto"/><w:left w:val="single" w:sz="4" w:space="0" w:color="auto"/>'
         '<w:bottom w:val="single" w:sz="4" w:space="0" w:color="auto"/><w:right w:val="single" w:sz="4" w:space="0" w:color="auto"/>'
         '<w:insideH w:val="single" w:sz="4" w:space="0" w:color="auto"/><w:insideV w:val="single" w:sz="4" w:space="0" w:color="auto"/>'
         '</w:tblBorders></w:tblPr><w:tblGrid>' % ("<w:bidiVisual/>" if d.lang == "ar" else "")]
    x.append("".join('<w:gridCol w:w="%d"/>' % wdt for _ in range(n)))
    x.append("</w:tblGrid>")
    for k, r in enumerate(allr):
        x.append("<w:tr>")
        for i in range(n):
            c = r[i] if i < len(r) else ""
            x.append('<w:tc><w:tcPr><w:tcW w:w="%d" w:type="dxa"/></w:tcPr>%s</w:tc>' % (wdt, _para(d, [c], bold=(k == 0 and bool(header)), texts=texts)))
        x.append("</w:tr>")
    x.append("</w:tbl>")
    return "".join(x)


def render_docx(d):
    texts = []
    body = []
    for b in d.blocks:
        if b[0] == "p":
            body.append(_para(d, b[1], texts=texts))
        elif b[0] == "t":
            body.append(_table(d, b[1], b[2], texts))
            body.append(_para(d, [""], texts=texts))
        else:
            if b[2] == "table":
                body.append(_table(d, None, [[a, v] for a, v in b[1]], texts))
                body.append(_para(d, [""], texts=texts))
            else:
                for line in kv_lines(d, b[1], b[2] if b[2] != "md" else "colon"):
                    body.append(_para(d, [line], texts=texts))
    doc = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
           '<w:document xmlns:w="%s"><w:body>%s<w:sectPr><w:pgSz w:w="11906" w:h="16838"/>'
           '<w:pgMar w:top="1134" w:right="1134" w:bottom="1134" w:left="1134" w:header="708" w:footer="708" w:gutter="0"/>'
           '</w:sectPr></w:body></w:document>' % (W_NS, "".join(body)))
    ctypes = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
              '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
              '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
              '<Default Extension="xml" ContentType="application/xml"/>'
              '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>'
              '</Types>')
    rels = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
            '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
            '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>'
            '</Relationships>')
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for name, data in (("[Content_Types].xml", ctypes), ("_rels/.rels", rels), ("word/document.xml", doc)):
            zi = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o644 << 16
            z.writestr(zi, data.encode("utf-8"))
    return buf.getvalue(), "\n".join(texts)


# ================================================================ kinds
def pick(d, seq, k):
    """k distinct items of seq (order drawn from the document's rng)."""
    return d.r.sample(seq, k)


# ---------------------------------------------------------------- 1 hemophilia_factor_log
def k_hemophilia_factor_log(d, v):
    r = d.r
    if v == 0:                                            # fr csv, multi-patient infusion log
        d.delim = ";"
        dx = ["hémophilie A sévère", "hémophilie A modérée", "hémophilie B sévère", "hémophilie B mineure",
              "maladie de Willebrand de type 3", "hémophilie A sévère avec inhibiteur"]
        mot = ["hémarthrose du genou droit", "hémarthrose de la cheville gauche", "hématome du psoas droit",
               "saignement après extraction dentaire", "épistaxis prolongée", "hématome du mollet gauche",
               "hémarthrose du coude droit", "prophylaxie (3 injections/semaine)", "préparation à une circoncision",
               "chute avec traumatisme crânien léger"]
        trt = ["FVIII recombinant 25 UI/kg", "FVIII plasmatique 50 UI/kg", "FIX recombinant 40 UI/kg",
               "émicizumab 1,5 mg/kg/semaine", "rFVIIa 90 µg/kg", "acide tranexamique 15 mg/kg"]
        d.p("Centre de traitement de l'hémophilie - registre des perfusions de concentrés de facteur")
        d.p("Établissement : " + d.D("Service d'hématologie clinique, Hôpital Aziza Othmana"))
        d.p("Période : du %s au %s" % d.d_period())
        d.blank()
        nurses = [d.P("f"), d.P()]
        rows = []
        for i, m in enumerate(pick(d, mot, 7)):
            p = d.P()
            rows.append(["%02d/%02d" % (r.randint(1, 28), r.randint(1, 12)), d.name(p, r.choice(["LF", "fl", "Lc", "lf"])),
                         d.cin(p), d.dob(p, "sl"), d.H(r.choice(dx)), d.H(m), d.H(r.choice(trt)),
                         d.D("LOT %s%d-%02d" % (r.choice("ABKM"), r.randint(2000, 2999), r.randint(1, 40))),
                         d.name(r.choice(nurses), "il"), d.phone(p, r.choice(["sp", "dot", "intl", "dash"]))])
        d.t(["Date", "Patient", "CIN (patient ou tuteur)", "Né(e) le", "Diagnostic", "Motif", "Traitement administré",
             "Lot", "IDE", "Contact"], rows)
        d.blank()
        doc = d.P()
        d.kv([("Médecin responsable", "Dr " + d.name(doc, "fl")),
              ("Stock pharmacie", "Réf. " + d.d_code("PH") + " : 36 flacons"),
              ("Référence réglementaire", d.d_law("health")),
              ("Standard du service", d.d_cophone())], "colon")
    elif v == 1:                                          # ar docx, home infusion diary of one child
        d.indic = True
        child, father, mother, nurse, doc = d.P("m").set_age(2010, 2020), d.P("m"), d.P("f"), d.P("f"), d.P("f")
        father.ll, father.la = child.ll, child.la
        child._c["father"] = (father.fl, father.fa)
        d.p("دفتر متابعة الحقن المنزلي بعوامل التخثر")
        d.p("المؤسسة: ", d.D("مستشفى الأطفال البشير حمزة بتونس"))
        d.kv([("الاسم واللقب", d.name(child, "ar_fbl")), ("تاريخ الولادة", d.dob(child, "ar")),
              ("الولي", d.name(father, "ar")), ("رقم بطاقة التعريف الوطنية للولي", d.cin(father, "plain")),
              ("العنوان", d.addr(father, "ar2")), ("هاتف الأب", d.phone(father, "sp")),
              ("هاتف الأم", d.phone(mother, "dash")), ("رقم المضمون الاجتماعي", d.cnss(father, "dash"))], "table")
        d.p("التشخيص: ", d.H(r.choice(["ناعور من النوع أ شديد", "ناعور من النوع ب متوسط الشدة"])))
        d.p("يعاني الطفل ", d.name(child, "ar_f"), " منذ سن الثانية من نزيف متكرر، وقد تم تسجيل ",
            d.H("ظهور مثبطات ضد العامل الثامن سنة 2022"), " مما استوجب تغيير العلاج إلى ",
            d.H("إيميسيزوماب تحت الجلد أسبوعيا"), " حسب بروتوكول المركز، مع متابعة ", d.H("اعتلال مفصلي ناعوري في الكاحل الأيسر"), ".")
        ev = ["نزيف داخل مفصل الركبة اليمنى", "نزيف في مفصل الكاحل الأيسر", "ورم دموي في عضلة الفخذ",
              "رعاف متكرر", "نزيف بعد قلع ضرس", "ألم وتورم في المرفق الأيمن", "سقوط في المدرسة دون نزيف ظاهر"]
        pr = ["العامل الثامن المؤتلف 25 وحدة/كغ", "العامل الثامن المؤتلف 40 وحدة/كغ", "حمض الترانيكساميك عن طريق الفم"]
        rows = []
        for e in pick(d, ev, 6):
            rows.append([ind("%02d/%02d/2024" % (r.randint(1, 28), r.randint(1, 12))), d.H(e), d.H(r.choice(pr)),
                         r.choice(["الأب", "الأم", "الممرضة " + d.name(nurse, "ar")]),
                         "دفعة " + d.D("B%d-%03d" % (r.randint(20, 24), r.randint(1, 999)))])
        d.t(["التاريخ", "سبب الحقن", "المنتج والجرعة", "من قام بالحقن", "ملاحظات"], rows)
        d.p("الطبيب المعالج: الدكتورة ", d.name(doc, "ar"), " - ", d.D("قسم أمراض الدم"))
        d.p("في حالة نزيف حاد يرجى الاتصال بـ", d.D("الإسعاف الطبي الاستعجالي 190"), " وفق ", d.d_law("health"), ".")
    else:                                                 # en md, weekly clinic review
        dx = ["severe haemophilia A", "moderate haemophilia A", "severe haemophilia B", "mild haemophilia B",
              "type 3 von Willebrand disease", "haemophilia A with high-titre inhibitor"]
        reg = ["rFVIII 30 IU/kg prophylaxis 3x/week", "emicizumab 3 mg/kg weekly", "rFIX 50 IU/kg on demand",
               "bypassing agent aPCC 75 U/kg", "rFVIII 25 IU/kg alternate days"]
        bl = ["R knee haemarthrosis", "L ankle haemarthrosis", "iliopsoas bleed", "prolonged epistaxis",
              "post-dental-extraction bleeding", "L calf haematoma", "R elbow synovitis"]
        d.p("# Haemophilia Comprehensive Care Clinic - weekly review list")
        d.blank()
        d.p("Clinic: ", d.D("Haematology Day Unit, Hôpital La Rabta"), "  ")
        d.p("Week of ", d.d_date("en"), " - switchboard ", d.d_cophone())
        d.blank()
        pts = [d.P("m").set_age(1995, 2016) for _ in range(6)]
        rows = []
        for p, b in zip(pts, pick(d, bl, 6)):
            rows.append(["%02d:%02d" % (r.randint(8, 12), r.choice([0, 20, 40])), d.name(p, r.choice(["fl", "LF"])),
                         d.dob(p, r.choice(["en", "us"])), d.phone(p, r.choice(["intl", "00", "intlp"])), d.H(r.choice(dx)),
                         d.H(r.choice(reg)), d.H(b), d.d_date("en")])
        d.t(["Time", "Patient", "DOB", "Phone (patient/guardian)", "Diagnosis", "Current regimen", "Last bleed", "Next visit"], rows)
        d.blank()
        d.p("## Notes")
        d.blank()
        a, b, c = pts[0], pts[1], pts[2]
        d.p("- ", d.name(a, "l"), ": c/o ", d.H("recurrent swelling of the R knee"), " since Sun; hx ",
            d.H("target joint R knee"), "; plan: increase prophylaxis, physio referral.")
        d.p("- ", d.name(b, "l"), ": mother reports missed doses, school PE stopped; inhibitor screen (Bethesda) requested.")
        d.p("- ", d.name(c, "l"), " wants to travel to Sfax for a family wedding; he was given a travel letter and ",
            d.H("2 vials rFVIII 1000 IU for home use"), ".")
        d.blank()
        d.p("Contacts for the home-delivery pharmacy: ", d.email(a), ", ", d.email(b), ".")
        d.p("Stock check (not patient-specific): 24 vials, ref. ", d.d_code("HX"), "; budget line ", d.d_amount(), ".")


# ---------------------------------------------------------------- 2 organ_transplant_waitlist
def k_organ_transplant_waitlist(d, v):
    r = d.r
    if v == 0:                                            # fr docx table
        neph = ["néphropathie diabétique", "polykystose rénale autosomique dominante", "glomérulonéphrite à dépôts d'IgA",
                "néphropathie lupique", "hyalinose segmentaire et focale", "néphroangiosclérose", "uropathie malformative",
                "néphropathie tubulo-interstitielle chronique"]
        com = ["hépatite B guérie", "cardiopathie ischémique stentée", "diabète insulinotraité", "hyperparathyroïdie secondaire",
               "HTA sous trithérapie", "anémie sous EPO", "obésité (IMC 32)", "aucune comorbidité notable"]
        centres = ["Centre d'hémodialyse Ennour, Sfax", "Unité d'hémodialyse, hôpital régional de Béja",
                   "Clinique de dialyse Les Berges, Tunis", "Centre d'hémodialyse El Amen, Monastir"]
        d.p("Liste d'attente de greffe rénale - extrait pour la commission régionale d'attribution")
        d.p("Organisme : ", d.D("Centre National pour la Promotion de la Transplantation d'Organes"))
        d.p("Séance du ", d.d_date("fr"), " - cadre légal : ", d.D("loi n° 91-22 du 25 mars 1991"))
        rows = []
        for i, n in enumerate(pick(d, neph, 8)):
            p = d.P()
            rows.append([str(i + 1), d.name(p, r.choice(["LF", "fl", "FL"])), d.cin(p), d.dob(p, r.choice(["sl", "fr"])),
                         d.H(n), d.H(r.choice(com)), d.D("%02d/%d" % (r.randint(1, 12), r.randint(2014, 2023))),
                         d.D(r.choice(centres)), d.phone(p, r.choice(["sp", "intl", "dot"]))])
        d.t(["Rang", "Receveur", "CIN", "Né(e) le", "Néphropathie initiale", "Comorbidités", "Début de dialyse",
             "Centre de dialyse", "GSM"], rows)
        m1, m2, m3 = d.P(), d.P(), d.P("f")
        d.p("Membres présents : Pr ", d.name(m1, "fl"), " (néphrologie), Dr ", d.name(m2, "fl"), " (immunologie), Mme ",
            d.name(m3, "fl"), " (coordination).")
        q = d.P("m")
        d.p("Le dossier de ", d.name(q, "fl"), " (CIN ", d.cin(q), ") est réactivé après ",
            d.H("traitement d'une tuberculose ganglionnaire"), " ; il reste prioritaire en raison d'",
            d.H("une hyperimmunisation anti-HLA"), ".")
        d.p("Prochaine séance : ", d.d_date("fr"), ". Montant forfaitaire du bilan pré-greffe : ", d.d_amount(), ".")
    elif v == 1:                                          # mixed txt letter
        pat, don, doc = d.P("m"), d.P("m"), d.P()
        don.ll, don.la = pat.ll, pat.la
        d.p("Dr ", d.name(doc, "fl"), ", néphrologue")
        d.p(d.D("Service de néphrologie, Hôpital Habib Bourguiba de Sfax"))
        d.blank()
        d.p("À l'attention du coordinateur, ", d.D("Service de transplantation rénale, CHU Sahloul"))
        d.p("Objet : inscription sur liste d'attente - donneur vivant apparenté")
        d.p("Réf. : ", d.d_code("NEPH"), "        Sfax, le ", d.d_date("fr"))
        d.blank()
        d.p("Cher confrère,")
        d.p("Je vous adresse M. ", d.name(pat, "fl"), ", né le ", d.dob(pat, "fr"), ", suivi depuis 2016 pour une ",
            d.H("néphropathie diabétique"), " compliquée d'", d.H("insuffisance rénale chronique terminale"), ".")
        d.p("Il est en ", d.H("hémodialyse trois séances par semaine depuis 2020"), " et présente par ailleurs une ",
            d.H("rétinopathie diabétique non proliférante"), ".")
        d.blank()
        d.p("Identité du receveur / هوية المتلقي")
        d.kv([("Nom / الاسم", d.name(pat, "ar")), ("CIN / ب.ت.و", d.cin(pat)),
              ("Adresse / العنوان", d.addr(pat, "frsplit")), ("Tél. / الهاتف", d.phone(pat, "intl")),
              ("Téléphone fixe", d.phone(pat, "dot", fixed=True)), ("N° CNSS / رقم الضمان", d.cnss(pat, "sp"))], "colon")
        d.blank()
        d.p("Le donneur proposé est son frère, M. ", d.name(don, "fl"), " (", d.name(don, "ar"), "), né le ",
            d.dob(don, "sl"), ", CIN ", d.cin(don), ", joignable au ", d.phone(don, "dash"), ".")
        d.p("المتبرع شقيق المريض، ولا يعاني من أي مرض مزمن باستثناء ", d.H("ارتفاع طفيف في ضغط الدم"),
            " يستوجب المراقبة قبل العملية.")
        d.p("Bilan du donneur : ", d.H("HTA limite (142/91 mmHg)"), ", créatinine normale, ", d.H("lithiase rénale droite de 4 mm"), ".")
        d.blank()
        d.p("Je reste à votre disposition. M. ", d.name(pat, "l"), " a été informé des délais ; le dossier est conforme à la ",
            d.D("loi n° 91-22 du 25 mars 1991"), ".")
        d.p("Confraternellement,")
        d.p("Dr ", d.name(doc, "L"))
    else:                                                 # en csv export
        dis = ["diabetic nephropathy", "ADPKD", "IgA nephropathy", "lupus nephritis", "FSGS",
               "hypertensive nephrosclerosis", "reflux nephropathy", "Alport syndrome", "primary biliary cholangitis",
               "alcohol-related cirrhosis"]
        com = ["hepatitis C treated (SVR)", "coronary artery disease", "type 1 diabetes", "secondary hyperparathyroidism",
               "prior breast cancer (2016)", "on haemodialysis 3x/week", "peritoneal dialysis", "none recorded"]
        d.p("# source: " + d.D("Tunisian National Transplant Registry (CNPTO)"))
        d.p("# exported " + d.d_date("iso") + " by data manager - ref " + d.d_code("REG"))
        rows = []
        for i, x in enumerate(pick(d, dis, 10)):
            p = d.P()
            organ = "liver" if x in ("primary biliary cholangitis", "alcohol-related cirrhosis") else "kidney"
            rows.append([str(i + 1), d.name(p, r.choice(["fl", "Lc", "LF"])), d.cin(p, "plain"), d.dob(p, "iso"), organ,
                         d.H(x), d.H(r.choice(com)), d.D("%d-%02d" % (r.randint(2015, 2023), r.randint(1, 12))),
                         d.phone(p, r.choice(["intlc", "plain", "00c", "intl"])), d.email(p),
                         r.choice(CITIES)[0]])
        d.t(["rank", "recipient", "national_id", "dob", "organ", "primary_disease", "comorbidity", "waiting_since",
             "mobile", "email", "governorate"], rows)


# ---------------------------------------------------------------- 3 asthma_action_plan
def k_asthma_action_plan(d, v):
    r = d.r
    if v == 0:                                            # en txt, child plan
        ch, par, doc, nurse = d.P().set_age(2010, 2018), d.P(), d.P(), d.P("f")
        par.ll = ch.ll
        d.p("PERSONAL ASTHMA ACTION PLAN")
        d.p("=" * 30)
        d.kv([("Name", d.name(ch, "fl")), ("Date of birth", d.dob(ch, "en")), ("Home address", d.addr(ch, "en1")),
              ("Parent/guardian", d.name(par, "fl")), ("Mobile", d.phone(par, "intl")), ("Email", d.email(par)),
              ("Family doctor", "Dr " + d.name(doc, "fl")), ("Practice phone", d.d_cophone())], "colon")
        d.blank()
        d.p("Diagnosis: ", d.H("moderate persistent asthma"))
        d.p("Known triggers: ", d.H("house dust mite allergy"), "; ", d.H("exercise-induced bronchospasm"))
        d.p("Allergies: ", d.H("penicillin allergy (rash)"))
        d.blank()
        d.p("GREEN ZONE - doing well")
        d.p("Every day, even when well, ", d.name(ch, "f"), " takes ", d.H("fluticasone 125 mcg, two puffs twice daily"),
            " with a spacer, and has a ", d.H("personal best peak flow of 310 L/min"), ".")
        d.p("YELLOW ZONE - getting worse")
        d.p("If coughing at night or wheezing after play, give ", d.H("salbutamol 100 mcg, 4 puffs every 4 hours"),
            " and tell the school nurse, Mrs ", d.name(nurse, "fl"), ".")
        d.p("RED ZONE - medical alert")
        d.p("If lips turn blue or the child cannot speak in full sentences, give ", d.H("prednisolone 20 mg once daily for 3 days"),
            " as prescribed and call ", d.D("SAMU 190"), " straight away.")
        d.blank()
        d.p("School: ", d.D("École primaire Ibn Khaldoun, 9 rue de Marseille, 1000 Tunis"))
        d.p("Plan reviewed on ", d.d_date("en"), " following the ", d.D("GINA 2023 guidelines"), ".")
        d.p("Signed: Dr ", d.name(doc, "l"))
    elif v == 1:                                          # ar md
        ch, fa, doc = d.P("m").set_age(2009, 2017), d.P("m"), d.P()
        fa.ll, fa.la = ch.ll, ch.la
        d.p("# خطة العمل الخاصة بالربو")
        d.blank()
        d.p("**المؤسسة:** ", d.D("المستشفى الجهوي بنابل - قسم الأمراض الصدرية"))
        d.blank()
        d.kv([("اسم المريض", d.name(ch, "ar")), ("تاريخ الولادة", d.dob(ch, "ar")), ("اسم الولي", d.name(fa, "ar")),
              ("رقم بطاقة التعريف الوطنية للولي", d.cin(fa)), ("العنوان", d.addr(fa, "ar3")),
              ("الهاتف الجوال", d.phone(fa, "sp")), ("الطبيب المعالج", d.name(doc, "ar"))], "md")
        d.blank()
        d.p("**التشخيص:** ", d.H("ربو مزمن متوسط الشدة"))
        d.p("**عوامل الإثارة:** ", d.H("حساسية من عث الغبار المنزلي"), " و", d.H("التهاب الأنف التحسسي"))
        d.blank()
        d.t(["المنطقة", "العلامات", "العلاج"], [
            ["الخضراء", "تنفس عادي ونوم هادئ", d.H("بوديزونيد 200 ميكروغرام مرتين يوميا")],
            ["الصفراء", "سعال ليلي وصفير", d.H("بخاخ سالبوتامول 100 ميكروغرام عند الحاجة")],
            ["الحمراء", "ضيق شديد في التنفس", d.H("بريدنيزولون 20 ملغ لمدة ثلاثة أيام")]])
        d.blank()
        d.p("لاحظ الولي أن ", d.name(ch, "ar_f"), " يعاني من ", d.H("نوبات ضيق تنفس عند ممارسة الرياضة"),
            " وأن ", d.H("أقصى تدفق زفيري لديه 280 لتر/دقيقة"), "، لذلك يجب إعلام المدرسة بهذه الخطة.")
        d.blank()
        d.p("- تاريخ المراجعة: ", d.d_date("ar"))
        d.p("- رقم الاستعجالي: ", d.D("الإسعاف الطبي 190"))
        d.p("- المرجع: ", d.d_law("health"))
    else:                                                 # fr docx, adult worker
        w, doc, hr = d.P(), d.P(), d.P("f")
        d.p("PLAN D'ACTION PERSONNALISÉ - ASTHME (milieu de travail)")
        d.p("Entreprise : ", d.D("Textiles du Cap Bon SA"), " - service de santé au travail")
        d.kv([("Salarié(e)", d.name(w, "LF")), ("Né(e) le", d.dob(w, "fr")), ("CIN", d.cin(w)),
              ("N° CNSS", d.cnss(w)), ("Adresse", d.addr(w, "fr3")), ("GSM", d.phone(w, "dot")),
              ("Médecin du travail", "Dr " + d.name(doc, "fl"))], "table")
        d.p("Diagnostic : ", d.H("asthme persistant sévère"))
        d.p("Facteurs déclenchants : ", d.H("allergie aux pollens de graminées"), ", ", d.H("exposition aux poussières de coton"))
        d.p("Antécédents : ", d.H("intubation pour asthme aigu grave en 2019"))
        d.t(["Zone", "Signes", "Conduite à tenir"], [
            ["Verte", "pas de gêne, DEP > 80 %", d.H("budésonide/formotérol 200/6, 2 inhalations matin et soir")],
            ["Orange", "toux, sifflements, DEP 50-80 %", d.H("salbutamol 100 µg, 2 à 4 bouffées à la demande")],
            ["Rouge", "essoufflement au repos", d.H("prednisolone 40 mg et appel du 190")]])
        d.p("Mme/M. ", d.name(w, "l"), " présente également une ", d.H("intolérance à l'aspirine"),
            " ; son poste a été aménagé loin de la salle de cardage (référence : ", d.d_law("health"), ").")
        d.p("Personne à prévenir : ", d.name(hr, "fl"), " (RH), ", d.phone(hr, "intl"))
        d.p("Fait le ", d.d_date("fr"), " - visite annuelle suivante prévue à l'", d.D("Institut de Santé et Sécurité au Travail"), ".")


# ---------------------------------------------------------------- 4 stoma_care_followup
def k_stoma_care_followup(d, v):
    r = d.r
    if v == 0:                                            # fr txt nurse notes with abbreviations
        pt, dau, doc, ide = d.P("f"), d.P("f"), d.P(), d.P("f")
        d.p("FICHE DE SUIVI STOMATHÉRAPIE - consultation infirmière")
        d.p(d.D("Service de chirurgie viscérale, Hôpital Farhat Hached de Sousse"))
        d.p("-" * 60)
        d.kv([("Pte", d.name(pt, "LF")), ("DDN", d.dob(pt, "sl")), ("CIN", d.cin(pt)),
              ("Adr.", d.addr(pt, "frsplit")), ("Tél.", d.phone(pt, "pairs")),
              ("Aff. CNAM", d.cnss(pt, "slash")), ("Chir.", "Pr " + d.name(doc, "il"))], "dots")
        d.p("-" * 60)
        d.p("ATCD : ", d.H("cancer du rectum opéré (amputation abdomino-périnéale)"), ", ", d.H("diabète de type 2"))
        d.p("Type de stomie : ", d.H("colostomie gauche définitive"))
        d.blank()
        v1, v2, v3 = d.d_dates(3)
        d.p(v1, " - 1re visite à domicile. Stomie rosée, bien éversée. Pte anxieuse, ne manipule pas encore l'appareillage ; ",
            "éducation faite avec sa fille ", d.name(dau, "fl"), " (", d.phone(dau, "dash"), ").")
        d.p(v2, " - Pte signale des brûlures : ", d.H("irritation cutanée péristomiale"),
            " sur fuites répétées. Changement pour poche convexe, pâte protectrice. Revoir dans 10 j.")
        d.p(v3, " - Amélioration nette. Début de ", d.H("chimiothérapie adjuvante (FOLFOX)"),
            " ; prévoir ", d.H("surveillance d'une hernie parastomiale débutante"), ".")
        d.blank()
        d.p("Matériel délivré (hors prescription nominative) :")
        d.t(["Réf.", "Désignation", "Qté"], [[d.d_code("STO"), "poche vidable 1 pièce", "30"],
                                             [d.d_code("STO"), "anneau modelable", "10"]], "fixed")
        d.blank()
        d.p("IDE stomathérapeute : ", d.name(ide, "fl"), " - prise en charge CNAM selon ", d.d_law("health"))
    elif v == 1:                                          # mixed md table
        pt, son, ide = d.P("m"), d.P("m"), d.P("f")
        son.ll, son.la = pt.ll, pt.la
        d.p("# Suivi de stomie / متابعة الفغرة")
        d.blank()
        d.p("Établissement / المؤسسة : ", d.D("CHU Fattouma Bourguiba de Monastir"))
        d.blank()
        d.kv([("Patient / المريض", d.name(pt, "fl")), ("الاسم بالعربية", d.name(pt, "ar")),
              ("Date de naissance / تاريخ الولادة", d.dob(pt)), ("CIN / ب.ت.و", d.cin(pt)),
              ("Adresse / العنوان", d.addr(pt, "ar1")), ("Contact (fils) / الابن", d.name(son, "ar") + " - " + d.phone(son, "intl"))], "dash")
        d.blank()
        d.p("**Indication / دواعي الفغرة :** ", d.H("iléostomie de protection"), " après ", d.H("maladie de Crohn iléo-colique"))
        d.blank()
        rows = []
        obs = [("stomie œdémateuse", "فغرة متورمة قليلا"), ("fuites nocturnes", "تسرب ليلي"),
               ("peau saine", "الجلد سليم"), ("selles liquides abondantes", "إسهال بكمية كبيرة"),
               ("saignement au contact", "نزيف خفيف عند اللمس")]
        for i, (f, a) in enumerate(pick(d, obs, 4)):
            rows.append(["J%d" % (7 * (i + 1)), d.H(f), d.H(a), "%s" % r.choice(["pâte + anneau", "poche convexe", "RAS", "réhydratation orale"])])
        d.t(["Jour", "Observation", "الملاحظة", "Soins"], rows)
        d.blank()
        d.p("Le patient ", d.name(pt, "l"), " signale ", d.H("des douleurs abdominales crampoïdes après les repas"),
            " ; المريض يشتكي أيضا من ", d.H("تهيج الجلد حول الفغرة"), " منذ أسبوع.")
        d.blank()
        d.p("IDE / الممرضة : ", d.name(ide, "fl"), " - réf. matériel ", d.d_code("STO"), " - forfait ", d.d_amount(40, 300))
        d.p("Prochain RDV / الموعد القادم : ", d.d_date())
    else:                                                 # ar csv register
        d.indic = True
        types = ["فغر القولون الأيسر الدائم", "فغر اللفائفي المؤقت", "فغر القولون المستعرض", "فغر الحالب الجلدي"]
        causes = ["سرطان المستقيم", "داء كرون", "التهاب القولون التقرحي", "انسداد معوي", "سرطان المثانة", "إصابة بطلق ناري"]
        comp = ["تهيج الجلد حول الفغرة", "فتق حول الفغرة", "انكماش الفغرة", "إسهال بكمية كبيرة", "لا توجد مضاعفات", "تسرب متكرر"]
        d.p("سجل عيادة الفغرات - " + d.D("المستشفى الجامعي الحبيب بورقيبة بصفاقس"))
        d.p("الفترة: " + d.d_date("ar"))
        rows = []
        for i in range(8):
            p = d.P()
            rows.append([ind(str(i + 1)), d.name(p, r.choice(["ar", "ar_lf"])), d.cin(p), d.dob(p, r.choice(["sl", "arsl"])),
                         d.H(r.choice(types)), d.H(r.choice(causes)), d.H(r.choice(comp)), d.phone(p, r.choice(["sp", "plain", "dash"])),
                         d.d_date("sl")])
        d.t(["ع/ر", "الاسم واللقب", "رقم ب.ت.و", "تاريخ الولادة", "نوع الفغرة", "السبب", "المضاعفات", "الهاتف", "تاريخ الزيارة"], rows)
        d.p("")
        d.p("المعدات المسلمة: أكياس " + d.d_code("STO") + " - الكلفة الجملية " + d.d_amount())
        d.p("الممرض المسؤول: " + d.name(d.P("m"), "ar"))


# ---------------------------------------------------------------- 5 anticoagulation_inr_log
def k_anticoagulation_inr_log(d, v):
    r = d.r
    if v == 0:                                            # ar txt notebook, Arabic-Indic digits
        d.indic = True
        p, doc, wife = d.P("m"), d.P(), d.P("f")
        d.p("دفتر متابعة العلاج المضاد للتخثر")
        d.p("=" * 40)
        d.kv([("الاسم واللقب", d.name(p, "ar_fbl")), ("تاريخ الولادة", d.dob(p, "ar")), ("رقم بطاقة التعريف", d.cin(p)),
              ("العنوان", d.addr(p, "ar1")), ("الهاتف", d.phone(p, "sp")), ("هاتف الزوجة", d.phone(wife, "dash")),
              ("الطبيب المباشر", d.name(doc, "ar"))], "colon")
        d.blank()
        d.p("دواعي العلاج: ", d.H("رجفان أذيني"), " و", d.H("صمام تاجي ميكانيكي"))
        d.p("الدواء: ", d.H("وارفارين 5 ملغ"), " - الهدف INR بين 2.5 و3.5")
        d.blank()
        rows = []
        evs = ["نزيف لثوي خفيف", "كدمات في الذراعين", "بيلة دموية", "", "", "", "رعاف"]
        for e in pick(d, evs, 6):
            rows.append([ind("%02d/%02d" % (r.randint(1, 28), r.randint(1, 12))), ind("%.1f" % r.uniform(1.6, 4.4)),
                         r.choice(["قرص كامل", "ثلاثة أرباع قرص", "نصف قرص"]), d.H(e) if e else "-"])
        d.t(["التاريخ", "INR", "الجرعة اليومية", "ملاحظات"], rows, "fixed")
        d.blank()
        d.p("ملاحظة الطبيب: المريض ", d.name(p, "ar_l"), " تعرض سنة 2021 إلى ", d.H("جلطة وريدية عميقة في الساق اليسرى"),
            " ويتناول أيضا ", d.H("أميودارون 200 ملغ"), " مما يستوجب مراقبة INR كل أسبوع.")
        d.p("المخبر: ", d.D("مخبر التحاليل الطبية بالمستشفى الجهوي بقابس"), " - الهاتف ", d.d_cophone())
        d.p("تذكير: يحجز هذا الدفتر وفق ", d.d_law("health"), ".")
    elif v == 1:                                          # fr md session list
        ind_ = ["fibrillation atriale", "valve mécanique mitrale", "valve mécanique aortique", "TVP membre inférieur gauche",
                "embolie pulmonaire", "thrombus intra-VG", "syndrome des antiphospholipides"]
        drugs = ["acénocoumarol 4 mg", "warfarine 2 mg", "warfarine 5 mg", "fluindione 20 mg"]
        d.p("# Consultation anticoagulants (AVK) - séance du " + d.d_date("fr"))
        d.blank()
        d.p("> Unité : ", d.D("Service de cardiologie, Hôpital Charles Nicolle"), " - secrétariat ", d.d_cophone())
        d.blank()
        rows = []
        for i, x in enumerate(pick(d, ind_, 7)):
            p = d.P()
            inr = r.uniform(1.4, 5.2)
            rows.append([d.name(p, r.choice(["LF", "lf", "fl"])), d.cin(p), d.dob(p, "sl"), d.H(x), d.H(r.choice(drugs)),
                         "%.1f" % inr, "↓ 1/4 cp" if inr > 3.5 else "↑ 1/4 cp" if inr < 2 else "inchangé",
                         d.phone(p, r.choice(["sp", "dot", "dash", "pairs"])), d.d_date("sl")])
        d.t(["Patient", "CIN", "DDN", "Indication", "AVK", "INR", "Conduite", "Tél.", "Prochain contrôle"], rows)
        d.blank()
        d.p("## Événements signalés")
        d.blank()
        a = d.P("f")
        d.p("- Mme ", d.name(a, "fl"), " : ", d.H("hématurie macroscopique"), " le week-end, INR à 6,1 ; vitamine K per os, contrôle J+2.")
        d.p("- Rappel : le protocole de service prévoit l'usage de ", d.D("vitamine K1 10 mg/1 ml (chariot d'urgence)"),
            " pour tout INR > 5, conformément à la ", d.D("circulaire n° 2019-17"), ".")
        d.p("- Tarif de la séance : ", d.d_amount(10, 45))
    else:                                                 # mixed csv phone-call log
        d.delim = ","
        d.p("Journal des appels INR / سجل الاتصالات الهاتفية")
        d.p("Laboratoire / المخبر: " + d.D("Laboratoire de biologie médicale, Polyclinique Les Oliviers Sousse"))
        rows = []
        ind_ = [("fibrillation atriale", "رجفان أذيني"), ("prothèse valvulaire", "صمام اصطناعي"),
                ("TVP récidivante", "جلطات وريدية متكررة"), ("embolie pulmonaire", "انصمام رئوي")]
        for i in range(8):
            p = d.P()
            f, a = r.choice(ind_)
            lab_ar = r.random() < 0.5
            rows.append([d.d_date("sl") if i < 3 else "%02d:%02d" % (r.randint(8, 17), r.randint(0, 59)),
                         d.name(p, "ar" if lab_ar else r.choice(["fl", "LF"])), d.phone(p, r.choice(["intl", "sp", "00", "dot"])),
                         d.H(a if lab_ar else f), "%.1f" % r.uniform(1.5, 4.8),
                         r.choice(["message laissé / ترك رسالة", "patient informé", "rappeler demain", "تم الإعلام"])])
        d.t(["Date/Heure", "Patient / المريض", "Tél.", "Indication / دواعي العلاج", "INR", "Suite"], rows)
        d.p("")
        d.p("Opératrice / العاملة: " + d.name(d.P("f"), "fl"))
        d.p("Facturation CNAM: " + d.d_amount(100, 900))


# ---------------------------------------------------------------- 6 clinical_trial_screening_log
def k_clinical_trial_screening_log(d, v):
    r = d.r
    if v == 0:                                            # en docx screening log
        fail = ["eGFR below 30 mL/min/1.73m2", "uncontrolled hypertension (172/104 mmHg)", "HbA1c 11.2% (above range)",
                "active hepatitis C infection", "pregnancy", "history of pancreatitis", "recent myocardial infarction",
                "proliferative diabetic retinopathy", "BMI 44 (above limit)", "type 1 diabetes"]
        hx = ["type 2 diabetes since 2015", "type 2 diabetes since 2019", "type 2 diabetes with neuropathy",
              "type 2 diabetes and dyslipidaemia", "type 2 diabetes, prior gastric sleeve"]
        d.p("SCREENING AND ELIGIBILITY LOG")
        d.p("Protocol: ", d.D("CT-DM2-0471"), " - sponsor: ", d.D("Numidia Clinical Research SARL"),
            " - investigational product ", d.D("XR-218 extended-release tablets"), " (blinded).")
        d.p("Site: ", d.D("Endocrinology Department, Hôpital La Rabta"), " - ethics approval ", d.d_code("CPP"))
        d.kv([("Principal investigator", "Pr " + d.name(d.P(), "fl")), ("Study coordinator", d.name(d.P("f"), "fl"))], "table")
        rows = []
        for i in range(9):
            p = d.P()
            elig = r.random() < 0.4
            rows.append(["S%02d" % (i + 1), d.name(p, r.choice(["fl", "LF"])), d.dob(p, r.choice(["en", "iso"])),
                         d.phone(p, r.choice(["intl", "sp", "00"])), d.H(r.choice(hx)),
                         "yes" if elig else "no", "-" if elig else d.H(r.choice(fail)),
                         d.d_date("en")])
        d.t(["No.", "Participant", "DOB", "Phone", "Medical history", "Eligible", "Screen-failure reason", "Consent"], rows)
        q = d.P("f")
        d.p("Note: ", d.name(q, "fl"), " (", d.email(q), ") was pre-screened by phone but declined because of ",
            d.H("severe needle phobia"), "; she agreed to be contacted for the extension study.")
        d.p("Per-visit compensation ", d.d_amount(20, 150), " as approved under ", d.d_law("health"), ".")
    elif v == 1:                                          # fr csv pre-screening list, separate name columns
        d.delim = ";"
        ant = ["diabète de type 2 depuis 2012", "dyslipidémie", "HTA", "cholécystectomie en 2018", "goutte", "hypothyroïdie",
               "apnée du sommeil appareillée", "stéatose hépatique"]
        trt = ["metformine 850 mg x2", "gliclazide 60 mg", "lévothyroxine 75 µg", "atorvastatine 20 mg",
               "insuline glargine 18 UI", "sitagliptine 100 mg"]
        exc = ["DFG à 28 mL/min", "grossesse en cours", "hépatite B active", "rétinopathie proliférante",
               "insuffisance cardiaque NYHA III", "aucun"]
        d.p("Pré-sélection des volontaires - étude " + d.D("CT-DM2-0471"))
        d.p("Centre investigateur : " + d.D("Service d'endocrinologie, CHU Sahloul"))
        rows = []
        for i in range(9):
            p = d.P()
            e = r.choice(exc)
            rows.append([d.name(p, "L"), d.name(p, "f"), d.dob(p, "sl"), d.H(r.choice(ant)), d.H(r.choice(trt)),
                         e if e == "aucun" else d.H(e), d.phone(p, r.choice(["sp", "dot", "plain", "intl"])), d.email(p),
                         d.d_date("sl")])
        d.t(["Nom", "Prénom", "Date de naissance", "Antécédents", "Traitement en cours", "Critère d'exclusion", "GSM", "E-mail",
             "Visite de sélection"], rows)
        d.p("")
        d.p("Indemnité de déplacement : " + d.d_amount())
        d.p("Liste établie le " + d.d_date("sl") + " - ne pas diffuser hors de l'équipe.")
    else:                                                 # mixed md e-mail thread
        a, b, c, e = d.P("f"), d.P(), d.P("m"), d.P("f")
        d.p("**De :** ", d.name(a, "fl"), " <", d.email_work(a, "numidia-cr.tn"), ">  ")
        d.p("**À :** ", d.name(b, "fl"), " <", d.email_work(b, "numidia-cr.tn"), ">  ")
        d.p("**Objet :** Recrutement ", d.D("CT-DM2-0471"), " / مرشحون جدد  ")
        d.p("**Date :** ", d.d_date("fr"))
        d.blank()
        d.p("Bonjour,")
        d.blank()
        d.p("Deux nouveaux candidats adressés par le ", d.D("Centre de santé de base de Hay Ettadhamen"), " :")
        d.blank()
        d.p("1. ", d.name(c, "ar"), " (", d.name(c, "fl"), "), né le ", d.dob(c, "sl"), ", tél. ", d.phone(c, "sp"),
            " - ", d.H("diabète de type 2 déséquilibré (HbA1c 9,4 %)"), ", sous ", d.H("metformine 1000 mg x2"), ".")
        d.p("2. ", d.name(e, "ar"), "، المولودة في ", d.dob(e, "ar"), "، الهاتف ", d.phone(e, "dash"),
            " - تعاني من ", d.H("داء السكري من النوع الثاني"), " و", d.H("ارتفاع ضغط الدم"), ".")
        d.blank()
        d.p("Attention : Mme ", d.name(e, "l"), " a signalé ", d.H("une allergie aux sulfamides"), " ; à vérifier au screening.")
        d.blank()
        d.p("> **Réponse de ", d.name(b, "f"), " :** ok pour les deux. Pour M. ", d.name(c, "l"), ", vérifier la créatinine : ",
            "il a eu ", d.H("une insuffisance rénale aiguë en 2022"), ".")
        d.blank()
        d.p("| Visite | Fenêtre | Indemnité |")
        d.p("|---|---|---|")
        d.p("| V1 | J-14 à J0 | ", d.d_amount(30, 90), " |")
        d.p("| V2 | J28 ± 3 | 40 DT |")
        d.blank()
        d.p("Cordialement / مع التحية")


# ---------------------------------------------------------------- 7 infection_control_surveillance
def k_infection_control_surveillance(d, v):
    r = d.r
    if v == 0:                                            # mixed docx
        inf = ["bactériémie sur cathéter central", "pneumopathie acquise sous ventilation", "infection urinaire sur sonde",
               "infection du site opératoire", "colonisation à SARM", "Klebsiella pneumoniae productrice de carbapénémase",
               "diarrhée à Clostridioides difficile"]
        atb = ["vancomycine IV", "méropénème 1 g x3", "colistine IV", "métronidazole per os", "céfazoline",
               "pipéracilline-tazobactam"]
        d.p("FICHE DE SURVEILLANCE DES INFECTIONS ASSOCIÉES AUX SOINS / بطاقة رصد العدوى المرتبطة بالعلاج")
        d.p("Service : ", d.D("Réanimation médicale, Hôpital Habib Thameur"), " - Semaine ", str(r.randint(2, 50)))
        d.p("Comité de lutte contre les infections nosocomiales (CLIN) - référent : Dr ", d.name(d.P(), "fl"))
        rows = []
        for i, x in enumerate(pick(d, inf, 7)):
            p = d.P()
            arab = r.random() < 0.5
            rows.append(["Lit %d" % (i + 3), d.name(p, "ar" if arab else "LF"), d.dob(p, "sl"), d.H(x),
                         d.H(r.choice(atb)), r.choice(["contact", "gouttelettes", "standard", "contact renforcé"]), d.d_date("sl")])
        d.t(["Lit / السرير", "Patient / المريض", "DDN", "Infection / العدوى", "Antibiothérapie", "Isolement", "Prélèvement"], rows)
        a, b = d.P("m"), d.P("f")
        d.p("التشخيص: ", d.H("التهاب رئوي مكتسب في المستشفى"), " لدى المريض ", d.name(a, "ar"), " بعد ", d.H("جراحة في القلب"), ".")
        d.p("La patiente ", d.name(b, "fl"), " a été transférée en chambre seule ; son époux a été informé de ",
            d.H("son portage digestif de BLSE"), " et des mesures à domicile.")
        d.p("Audit hygiène des mains : taux d'observance ", d.D("78 % (audit du 3e trimestre)"), " ; produit utilisé ",
            d.D("solution hydro-alcoolique SHA-500"), " (hors patient).")
        d.p("Déclaration transmise à ", d.D("l'Observatoire National des Maladies Nouvelles et Émergentes"), " le ", d.d_date("sl"), ".")
    elif v == 1:                                          # en txt outbreak report
        idx, nurse, hd = d.P("m"), d.P("f"), d.P()
        d.p("OUTBREAK INVESTIGATION - INTERIM REPORT")
        d.p("Unit: ", d.D("Surgical ICU, Hôpital Sahloul"), "    Report date: ", d.d_date("en"))
        d.p("Prepared by: infection prevention team (lead: Dr ", d.name(hd, "fl"), ")")
        d.blank()
        d.p("1. Summary")
        d.p("On day 1 the index case, Mr ", d.name(idx, "fl"), " (DOB ", d.dob(idx, "en"), ", ID ", d.cin(idx), "), developed ",
            d.H("carbapenemase-producing Klebsiella pneumoniae (OXA-48) bloodstream infection"), " after ",
            d.H("emergency laparotomy for perforated diverticulitis"), ". He is now on ", d.H("colistin and tigecycline"), ".")
        d.blank()
        d.p("2. Line list")
        rows = []
        status = ["rectal carriage of OXA-48 K. pneumoniae", "ventilator-associated pneumonia", "catheter-associated urinary tract infection",
                  "surgical wound infection", "colonised, asymptomatic", "negative on repeat screening"]
        for i, s in enumerate(pick(d, status, 6)):
            p = d.P()
            rows.append(["C%d" % (i + 2), d.name(p, r.choice(["LF", "fl"])), d.dob(p, "iso"), "bed %d" % r.randint(1, 12),
                         d.D("%d %s" % (r.randint(1, 28), r.choice(MONTHS_EN[:6]))), d.H(s), d.phone(p, r.choice(["intl", "sp", "intlc"]))])
        d.t(["Case", "Patient", "DOB", "Location", "Onset", "Status", "Next of kin phone"], rows, "fixed")
        d.blank()
        d.p("3. Staff")
        d.p("Nurse ", d.name(nurse, "fl"), " (", d.phone(nurse, "dash"), ") was screened after a needlestick; result: ",
            d.H("no carriage detected"), ".")
        d.blank()
        d.p("4. Measures")
        d.p("Cohorting, contact precautions, terminal cleaning with ", d.D("sodium dichloroisocyanurate 5000 ppm"),
            ", and antimicrobial stewardship review per ", d.D("Ministry of Health circular 2018-44"), ".")
        d.p("Estimated cost of the outbreak so far: ", d.d_amount(), ".")
    else:                                                 # ar md bulletin
        d.indic = True
        inf = ["عدوى المكورات العنقودية الذهبية المقاومة للميثيسيلين", "التهاب رئوي مرتبط بجهاز التنفس الاصطناعي",
               "عدوى مجرى الدم المرتبطة بالقسطرة", "عدوى المسالك البولية المرتبطة بالقسطرة", "إسهال بالمطثية العسيرة",
               "عدوى موضع الجراحة بعد عملية قيصرية", "حمل معوي لبكتيريا منتجة لإنزيم الكاربابينيماز"]
        d.p("# النشرة الأسبوعية لرصد العدوى المرتبطة بالعلاج")
        d.blank()
        d.p("**المؤسسة:** ", d.D("المستشفى الجامعي فرحات حشاد بسوسة"))
        d.p("**الفترة:** ", d.d_date("ar"))
        d.blank()
        rows = []
        for i, x in enumerate(pick(d, inf, 6)):
            p = d.P()
            rows.append([ind(str(i + 1)), d.name(p, r.choice(["ar", "ar_lf"])), d.cin(p), d.dob(p, "sl"), d.H(x),
                         r.choice(["الإنعاش", "الجراحة العامة", "طب النساء", "أمراض القلب"]), d.d_date("ar")])
        d.t(["ع/ر", "المريض", "ب.ت.و", "تاريخ الولادة", "نوع العدوى", "القسم", "تاريخ ظهور العدوى"], rows)
        d.blank()
        a, b = d.P("f"), d.P()
        d.p("- **حالة خاصة:** ", d.H("تعفن دموي بعد الولادة"), " لدى السيدة ", d.name(a, "ar"), "، وقد تم إعلام زوجها على الرقم ",
            d.phone(b, "sp"), ".")
        d.p("- قامت المشرفة ", d.name(d.P("f"), "ar"), " بتدقيق نظافة الأيدي: نسبة الالتزام ", d.D("٧١ بالمائة"), ".")
        d.p("- المادة المستعملة للتطهير: ", d.D("محلول كحولي لتطهير الأيدي"), " (مخزون القسم).")
        d.p("- المرجع: ", d.d_law("health"))


# ---------------------------------------------------------------- 8 shareholder_register
def k_shareholder_register(d, v):
    r = d.r
    if v == 0:                                            # fr md
        d.p("# Registre des associés - ", d.D("Oliveraies du Centre SARL"))
        d.blank()
        d.p("Capital social : ", d.d_amount(20000, 900000), " - identifiant ", d.d_code("RNE"), "  ")
        d.p("Siège : ", d.D("Zone industrielle Sidi Abdelhamid, 4061 Sousse"))
        d.blank()
        rows, ppl = [], []
        for i in range(6):
            p = d.P()
            ppl.append(p)
            foreign = i == 5
            rows.append([str(i + 1), d.name(p, r.choice(["LF", "fl"])),
                         ("Passeport " + d.passport(p, "39")) if foreign else ("CIN " + d.cin(p)),
                         d.dob(p, r.choice(["sl", "fr"])), d.addr(p, "abroad", "39") if foreign else d.addr(p, r.choice(["fr1", "fr2", "fr3"])),
                         d.tax(p) if not foreign else "non résident", str(r.choice([50, 100, 150, 200, 250, 400])),
                         d.d_date("sl")])
        d.t(["N°", "Associé", "Pièce d'identité", "Né(e) le", "Adresse", "Matricule fiscal", "Parts", "Entrée"], rows)
        d.blank()
        d.p("## Mouvements de parts")
        d.blank()
        a, b = ppl[1], ppl[3]
        d.p("Par acte sous seing privé enregistré le ", d.d_date("fr"), ", M./Mme ", d.name(a, "l"), " a cédé 100 parts à ",
            d.name(b, "fl"), " moyennant ", d.d_amount(), ", conformément à l'", d.D("article 109 du Code des sociétés commerciales"), ".")
        d.p("Le prix a été versé sur le compte ", d.rib(a, "sp"), " ouvert au nom du cédant.")
        d.blank()
        g = ppl[0]
        d.p("Gérant : ", d.name(g, "fl"), " - ", d.phone(g, "intl"), " - ", d.email(g))
    elif v == 1:                                          # ar docx
        d.indic = True
        d.p("سجل الشركاء")
        d.p("الشركة: ", d.D("شركة المتوسط لتصبير الأغذية ش.ذ.م.م"), " - رأس المال: ", d.d_amount())
        rows, ppl = [], []
        for i in range(6):
            p = d.P()
            ppl.append(p)
            rows.append([ind(str(i + 1)), d.name(p, r.choice(["ar", "ar_fbl"])), d.cin(p), d.dob(p, "ar"),
                         d.addr(p, r.choice(["ar1", "ar2", "ar3"])), ind(str(r.choice([40, 60, 120, 300]))) + " حصة"])
        d.t(["ع/ر", "الشريك", "رقم بطاقة التعريف", "تاريخ الولادة", "العنوان", "عدد الحصص"], rows)
        a, b = ppl[0], ppl[2]
        d.p("بتاريخ ", d.d_date("ar"), " أحال الشريك ", d.name(a, "ar_l"), " جزءا من حصصه إلى ", d.name(b, "ar"),
            " طبقا لأحكام ", d.D("الفصل 109 من مجلة الشركات التجارية"), ".")
        d.p("المعرف الجبائي للشريك المحال إليه: ", d.tax(b, "slash"))
        d.p("للاتصال بالمسير ", d.name(ppl[1], "ar"), ": ", d.phone(ppl[1], "sp"), " أو ", d.email(ppl[1]))
        d.p("يمسك هذا السجل وفق ", d.d_law(), ".")
    else:                                                 # en csv ledger
        d.p("# Shareholder ledger - " + d.D("Carthage Logistique SA"))
        d.p("# registrar: " + d.D("Tunisie Clearing") + "; as of " + d.d_date("iso"))
        rows = []
        for i in range(8):
            p = d.P()
            foreign = r.random() < 0.35
            rows.append([d.name(p, r.choice(["fl", "Lc", "LF"])), "FR" if foreign else "TN",
                         "passport" if foreign else "CIN", d.passport(p, "33") if foreign else d.cin(p),
                         d.dob(p, r.choice(["iso", "en"])), d.addr(p, "abroad", "33") if foreign else d.addr(p, "en1"),
                         str(r.randint(5, 90) * 100), d.iban(p), d.email(p), d.d_amount()])
        d.t(["holder", "nationality", "id_type", "id_number", "date_of_birth", "address", "shares", "dividend_iban", "email",
             "gross_dividend"], rows)
        d.p("")
        d.p("# dividend per share " + d.d_amount(1, 9) + " approved under " + d.d_law())


# ---------------------------------------------------------------- 9 ppe_issue_register
def k_ppe_issue_register(d, v):
    r = d.r
    items_fr = ["Chaussures de sécurité S3", "Gants nitrile", "Casque antibruit", "Lunettes de protection",
                "Masque FFP2", "Gilet haute visibilité", "Harnais antichute"]
    if v == 0:                                            # ar csv
        items = ["حذاء السلامة", "قفازات النتريل", "واقي الأذنين", "نظارات الوقاية", "كمامة FFP2", "سترة عاكسة"]
        notes = ["حساسية من اللاتكس", "ربو مهني", "ضعف السمع في الأذن اليسرى", "إكزيما في اليدين", "ديسك قطني"]
        d.p("سجل تسليم معدات الوقاية الفردية - " + d.D("شركة الساحل للمكونات"))
        d.p("المرجع: " + d.d_law())
        rows = []
        for i in range(11):
            p = d.P()
            note = d.H(r.choice(notes)) if r.random() < 0.45 else "-"
            rows.append([d.name(p, r.choice(["ar", "ar_lf"])), d.cnss(p, r.choice(["dash", "plain"])), d.cin(p),
                         r.choice(items), d.d_code("EPI") if i < 4 else "-", str(r.choice([40, 41, 42, 43, 44])) if i % 2 else "L",
                         d.d_date("sl"), note])
        d.t(["الاسم واللقب", "رقم الضمان الاجتماعي", "رقم ب.ت.و", "المعدات", "المرجع", "المقاس", "تاريخ التسليم", "ملاحظات صحية"], rows)
        d.p("")
        d.p("مسؤول السلامة: " + d.name(d.P("m"), "ar") + " - الهاتف المهني " + d.d_cophone())
    elif v == 1:                                          # fr txt fixed width
        d.p("REGISTRE DE REMISE DES ÉQUIPEMENTS DE PROTECTION INDIVIDUELLE")
        d.p("Site : ", d.D("Atlas Plasturgie, zone industrielle de Bir El Kassaa"), " - atelier injection")
        d.blank()
        rows, ppl = [], []
        for i in range(10):
            p = d.P()
            ppl.append(p)
            rows.append(["M%04d" % r.randint(100, 9999), d.name(p, "LF"),
                         d.cnss(p, r.choice(["dash", "sp", "slash"])), r.choice(["Régleur", "Opérateur", "Magasinier", "Cariste"]),
                         r.choice(items_fr), d.d_code("EPI") if i % 3 == 0 else "-", "%02d/%02d" % (r.randint(1, 28), r.randint(1, 12))])
        d.t(["Matr.", "Nom Prénom", "N° CNSS", "Poste", "EPI", "Réf.", "Date"], rows, "fixed")
        d.blank()
        d.p("Observations du médecin du travail :")
        a, b, c = ppl[1], ppl[4], ppl[7]
        d.p("* ", d.name(a, "l"), " : ", d.H("allergie au nickel"), ", fournir des gants nitrile sans accessoire métallique.")
        d.p("* ", d.name(b, "l"), " : ", d.H("surdité de perception bilatérale"), " ; bouchons moulés sur mesure, audiogramme annuel.")
        d.p("* ", d.name(c, "l"), " : ", d.H("lombalgie chronique sur hernie discale L5-S1"), ", pas de port de charges > 15 kg.")
        d.blank()
        d.p("Budget EPI du trimestre : ", d.d_amount(), " - fournisseur ", d.D("Sécuritex SARL"), " (", d.d_cophone(), ")")
    else:                                                 # mixed docx
        d.p("Registre EPI / سجل معدات الوقاية")
        d.p("Entreprise / المؤسسة : ", d.D("Sahel Composants SA"))
        rows = []
        for i in range(8):
            p = d.P()
            arab = i % 2 == 0
            rows.append([d.name(p, "ar" if arab else "fl"), d.cin(p), d.cnss(p), r.choice(items_fr),
                         d.d_code("EPI") if i < 3 else "-", d.d_date("sl")])
        d.t(["Nom / الاسم", "CIN", "CNSS", "EPI / المعدات", "Réf.", "Date / التاريخ"], rows)
        a, b = d.P("f"), d.P("m")
        d.p("Remarque / ملاحظة : l'opératrice ", d.name(a, "fl"), " porte des gants en coton sous les gants nitrile en raison d'un ",
            d.H("eczéma de contact aux accélérateurs du caoutchouc"), ".")
        d.p("العامل ", d.name(b, "ar"), " معفى من ارتداء الكمامة لفترات طويلة بسبب ", d.H("قصور تنفسي مزمن"), ".")
        d.p("Signature du responsable HSE : ", d.name(d.P(), "L"), " - ", d.d_date("sl"))


# ---------------------------------------------------------------- 10 exit_clearance_form
def k_exit_clearance_form(d, v):
    r = d.r
    if v == 0:                                            # en md
        e = d.P()
        d.p("# Employee Exit Clearance Form")
        d.blank()
        d.p("Company: ", d.D("Medina Software Services SARL"), " - HR desk ", d.d_cophone())
        d.blank()
        d.kv([("Employee", d.name(e, "fl")), ("National ID (CIN)", d.cin(e)), ("CNSS no.", d.cnss(e)),
              ("Date of birth", d.dob(e, "en")), ("Last working day", d.d_date("en")), ("Personal email", d.email(e)),
              ("Mobile", d.phone(e, "intl")), ("Forwarding address", d.addr(e, "abroad")),
              ("Bank account for final payment", d.iban(e, "g4")), ("Vehicle registered for parking", d.plate(e, "tu"))], "md")
        d.blank()
        c = [d.P() for _ in range(5)]
        d.t(["Department", "Item", "Status", "Cleared by"], [
            ["IT", "Laptop, asset tag " + d.d_code("AST"), "returned", d.name(c[0], "fl")],
            ["Finance", "Corporate card " + d.card(e, "sp"), "cancelled", d.name(c[1], "fl")],
            ["Fleet", "Fuel card " + d.d_badcard(), "returned", d.name(c[2], "il")],
            ["Security", "Badge and parking sticker", "deactivated", d.name(c[3], "fl")],
            ["HR", "Handover notes", "pending", d.name(c[4], "fl")]])
        d.blank()
        d.p("Notes: ", d.name(e, "f"), " asked that the experience certificate be posted to the forwarding address; the ",
            "outstanding advance of ", d.d_amount(100, 3000), " is deducted under ", d.d_law(), ".")
    elif v == 1:                                          # fr docx
        e, chef = d.P(), d.P("m")
        d.p("QUITUS DE DÉPART - RESTITUTION DES MOYENS ET ACCÈS")
        d.p(d.D("Banque de l'Habitat"), " - Direction des ressources humaines")
        d.kv([("Nom et prénom", d.name(e, "LF")), ("CIN", d.cin(e)), ("N° CNSS", d.cnss(e)),
              ("Date de naissance", d.dob(e, "sl")), ("Adresse", d.addr(e, "fr1")),
              ("GSM personnel", d.phone(e, "dot")), ("E-mail personnel", d.email(e)),
              ("RIB pour le dernier virement", d.rib(e, "sp"))], "table")
        c = [d.P() for _ in range(4)]
        d.t(["Service", "Élément", "Observation", "Visa"], [
            ["Informatique", "PC portable " + d.d_code("INV"), "rendu", d.name(c[0], "il")],
            ["Moyens généraux", "Véhicule personnel " + d.plate(e, "ar"), "vignette parking retirée", d.name(c[1], "il")],
            ["Agence", "Carte de paiement " + d.card(e, "dash"), "détruite en présence du salarié", d.name(c[2], "il")],
            ["Médecine du travail", "Visite de fin de contrat", d.H("suivi d'une lombosciatique post-traumatique"), d.name(c[3], "il")]])
        d.p("Le responsable hiérarchique, M. ", d.name(chef, "fl"), ", atteste que M./Mme ", d.name(e, "l"),
            " a remis l'ensemble des dossiers. Solde à régler : ", d.d_amount(300, 9000), ".")
        d.p("Fait à Tunis, le ", d.d_date("fr"), " - référence interne ", d.d_code("RH"))
    else:                                                 # mixed txt
        e, chef = d.P("f"), d.P()
        d.p("FORMULAIRE DE SORTIE / استمارة مغادرة العمل")
        d.p(d.D("Société Tunisienne des Industries Laitières"), " - ", d.d_cophone())
        d.p("=" * 50)
        d.kv([("Nom / الاسم", d.name(e, "fl")), ("الاسم بالعربية", d.name(e, "ar_fbl")), ("CIN / ب.ت.و", d.cin(e)),
              ("CNSS / الضمان الاجتماعي", d.cnss(e)), ("Né(e) le / تاريخ الولادة", d.dob(e, "ar")),
              ("Adresse / العنوان", d.addr(e, "ar3")), ("Tél. / الهاتف", d.phone(e, "00")),
              ("Voiture / السيارة", d.plate(e, "ar_rtl"))], "colon")
        d.p("=" * 50)
        d.p("Restitutions / الإرجاعات :")
        d.p("  [x] Badge n° ", d.d_code("BDG"), " / الشارة")
        d.p("  [x] Téléphone de service ", d.d_cophone(), " / هاتف العمل")
        d.p("  [ ] Carte carburant / بطاقة الوقود ", d.d_badcard())
        d.blank()
        d.p("La salariée ", d.name(e, "l"), " quitte l'entreprise pour raison de santé (", d.H("sclérose en plaques"),
            ") ; تم إعلامها بحقها في ", d.D("منحة نهاية الخدمة"), ".")
        d.p("Virement du solde sur / تحويل الرصيد إلى : ", d.rib(e, "dash"))
        d.p("Visa du responsable / إمضاء المسؤول : ", d.name(chef, "ar"))
        d.p("Date : ", d.d_date("sl"))


# ---------------------------------------------------------------- 11 whistleblower_report
def k_whistleblower_report(d, v):
    r = d.r
    if v == 0:                                            # fr txt
        rep, acc, sup, wit = d.P(), d.P("m"), d.P("m"), d.P("f")
        d.p("SIGNALEMENT D'UNE SUSPICION DE CORRUPTION")
        d.p("Adressé à : ", d.D("Instance Nationale de Lutte Contre la Corruption"), " - cadre : ",
            d.D("loi organique n° 2017-10 du 7 mars 2017"))
        d.p("-" * 64)
        d.p("1) Identité du lanceur d'alerte (confidentielle)")
        d.kv([("Nom et prénom", d.name(rep, "LF")), ("CIN", d.cin(rep)), ("Adresse", d.addr(rep, "frsplit")),
              ("Téléphone", d.phone(rep, "sp")), ("Courriel", d.email(rep))], "colon")
        d.blank()
        d.p("2) Faits signalés")
        d.p("Depuis le ", d.d_date("fr"), ", le responsable des achats, M. ", d.name(acc, "fl"), ", attribue les marchés de ",
            "nettoyage à l'entreprise individuelle de M. ", d.name(sup, "fl"), " (matricule fiscal ", d.tax(sup, "full"), ").")
        d.p("Les factures ", d.d_code("FAC"), " et ", d.d_code("FAC"), " totalisent ", d.d_amount(),
            " alors qu'aucune prestation n'a été constatée. Une partie des fonds a été virée sur le compte ",
            d.rib(acc, "plain"), " appartenant à M. ", d.name(acc, "l"), ".")
        d.p("Le véhicule personnel de M. ", d.name(sup, "l"), ", immatriculé ", d.plate(sup, "tu"),
            ", a été vu à plusieurs reprises dans le parking de la direction.")
        d.blank()
        d.p("3) Témoin")
        d.p("Mme ", d.name(wit, "fl"), ", comptable, joignable au ", d.phone(wit, "dash"), ", a constaté les écritures.")
        d.blank()
        d.p("4) Conséquences")
        d.p("Après avoir questionné ces paiements, j'ai subi des pressions ; je suis en arrêt depuis ", d.d_date("fr"),
            " pour ", d.H("syndrome anxio-dépressif réactionnel"), " et je suis traité par ", d.H("sertraline 50 mg"), ".")
        d.p("Pièces jointes : relevés (compte fournisseur invalide relevé : ", d.d_badrib(), ").")
    elif v == 1:                                          # en docx hotline intake
        rep, acc1, acc2, vic = d.P("f"), d.P(), d.P(), d.P("f")
        d.p("ETHICS HOTLINE - INTAKE FORM")
        d.p("Received via ", d.D("ethics@medina-holding.tn"), " on ", d.d_date("en"), " - case ", d.d_code("ETH"))
        d.kv([("Reporter", d.name(rep, "fl")), ("Reporter phone", d.phone(rep, "intlp")), ("Reporter email", d.email(rep)),
              ("Anonymity requested", "yes, towards the accused")], "table")
        d.p("Allegation summary")
        d.p("The reporter states that ", d.name(acc1, "fl"), ", branch manager, and ", d.name(acc2, "fl"),
            ", a cashier, used a customer's card ", d.card(vic, "sp"), " to pay personal purchases worth ", d.d_amount(), ".")
        d.t(["Person", "Role", "ID", "Contact"], [
            [d.name(acc1, "LF"), "accused", d.cin(acc1), d.phone(acc1, "sp")],
            [d.name(acc2, "LF"), "accused", d.cin(acc2), d.phone(acc2, "dot")],
            [d.name(vic, "LF"), "victim (customer)", d.cin(vic), d.addr(vic, "en1")]])
        d.p("The customer, Ms ", d.name(vic, "l"), ", was hospitalised shortly afterwards for ", d.H("a hypertensive crisis"),
            " and asked the bank to cover her costs.")
        d.p("Vehicle seen at the meeting: ", d.plate(acc2, "tu_first"), ".")
        d.p("Handled under ", d.d_law(), " and the group's whistleblowing policy (", d.D("Policy GRP-ETH-04"), ").")
    else:                                                 # ar md
        rep, acc, wit = d.P("m"), d.P("m"), d.P("m")
        d.p("# إبلاغ عن شبهة فساد")
        d.blank()
        d.p("**إلى:** ", d.D("الهيئة الوطنية لمكافحة الفساد"))
        d.p("**الإطار القانوني:** ", d.D("القانون الأساسي عدد 10 لسنة 2017"))
        d.blank()
        d.p("## هوية المبلغ")
        d.blank()
        d.kv([("الاسم واللقب", d.name(rep, "ar")), ("رقم بطاقة التعريف الوطنية", d.cin(rep)), ("العنوان", d.addr(rep, "ar2")),
              ("الهاتف", d.phone(rep, "intl")), ("البريد الإلكتروني", d.email(rep))], "dash")
        d.blank()
        d.p("## الوقائع")
        d.blank()
        d.p("أفيدكم بأن المدير المالي ", d.name(acc, "ar"), " قام بتحويل مبلغ ", d.d_amount(), " إلى الحساب عدد ",
            d.rib(acc, "sp"), " بعنوان أتعاب وهمية، كما استعمل سيارة المؤسسة لأغراض شخصية.")
        d.p("وقد شاهد الزميل ", d.name(wit, "ar"), " (الهاتف ", d.phone(wit, "sp"), ") عملية تسليم الأموال يوم ", d.d_date("ar"), ".")
        d.p("سيارته الخاصة تحمل الرقم المنجمي ", d.plate(acc, "ar"), ".")
        d.blank()
        d.p("## ملاحظة")
        d.blank()
        d.p("بعد الإبلاغ الداخلي تعرضت لمضايقات وأصبت بـ", d.H("اضطراب القلق العام"), " وأنا أتابع علاجا عند طبيب نفسي.")
        d.p("المعرف الجبائي للشركة الوهمية المستفيدة (مؤسسة فردية باسم المدير): ", d.tax(acc, "sp"))


# ---------------------------------------------------------------- 12 conflict_of_interest_declaration
def k_conflict_of_interest_declaration(d, v):
    r = d.r
    rel_fr = ["frère", "sœur", "cousin", "beau-frère", "oncle", "nièce"]
    rel_g = "mfmmmf"
    rel_ar = ["أخ", "أخت", "ابن العم", "صهر", "خال", "ابنة الأخ"]
    cos = ["Sécuritex SARL", "Béton du Nord SA", "Imprimerie El Manar", "Carthage Logistique SA", "Numidia Clinical Research SARL",
           "Cap Bon Emballages"]
    if v == 0:                                            # mixed md
        e, sp = d.P(), d.P()
        d.p("# Déclaration d'intérêts / التصريح بالمصالح")
        d.blank()
        d.p("Organisme / الهيكل : ", d.D("Office des Céréales"), " - exercice ", str(r.randint(2023, 2025)))
        d.blank()
        d.kv([("Déclarant / المصرح", d.name(e, "fl")), ("الاسم بالعربية", d.name(e, "ar")), ("CIN", d.cin(e)),
              ("Né(e) le / تاريخ الولادة", d.dob(e)), ("Adresse / العنوان", d.addr(e)),
              ("Fonction", "membre de la commission des achats"), ("E-mail", d.email(e))], "dash")
        d.blank()
        d.p("## 1. Parents employés par des fournisseurs / الأقارب العاملون لدى المزودين")
        d.blank()
        rows = []
        for i in range(4):
            k = r.randrange(len(rel_fr))
            p = d.P(rel_g[k])
            rows.append([d.name(p, "ar" if i % 2 else "fl"), "%s / %s" % (rel_fr[k], rel_ar[k]), d.D(cos[i]),
                         r.choice(["commercial", "directeur technique", "comptable", "chauffeur"]), d.phone(p, r.choice(["sp", "intl"]))])
        d.t(["Nom / الاسم", "Lien / القرابة", "Société", "Fonction", "Tél."], rows)
        d.blank()
        d.p("## 2. Activités du conjoint / نشاط الزوج(ة)")
        d.blank()
        d.p("Mon conjoint, ", d.name(sp, "fl"), ", exploite un commerce de fournitures de bureau (matricule fiscal ",
            d.tax(sp, "full"), ") qui n'a jamais soumissionné auprès de l'Office.")
        d.blank()
        d.p("## 3. Cadeaux reçus / الهدايا")
        d.blank()
        d.p("- Panier de fin d'année d'une valeur estimée à ", d.d_amount(), " (déclaré selon ", d.d_law(), ").")
        d.blank()
        d.p("Signature / الإمضاء : ", d.name(e, "L"), " - ", d.d_date("sl"))
    elif v == 1:                                          # ar txt, Arabic-Indic digits
        d.indic = True
        e, sp, br = d.P("m"), d.P("f"), d.P("m")
        d.p("تصريح بتضارب المصالح")
        d.p("الهيكل: ", d.D("الشركة الوطنية لتوزيع البترول"), " - ", d.d_law())
        d.p("-" * 40)
        d.kv([("الاسم واللقب", d.name(e, "ar_fbl")), ("رقم بطاقة التعريف الوطنية", d.cin(e)), ("تاريخ الولادة", d.dob(e, "ar")),
              ("العنوان الشخصي", d.addr(e, "ar1")), ("الهاتف", d.phone(e, "sp")), ("رقم الانخراط في الضمان الاجتماعي", d.cnss(e, "sp"))], "dots")
        d.p("-" * 40)
        d.p("أصرح أن قريبي ", d.name(br, "ar"), " يشغل خطة مدير تجاري في ", d.D("شركة الشمال للخرسانة"),
            " التي تتعامل مع مؤسستنا، ورقم هاتفه ", d.phone(br, "dash"), ".")
        d.p("كما أن زوجتي ", d.name(sp, "ar"), " تملك مؤسسة فردية معرفها الجبائي ", d.tax(sp, "slash"),
            " ولم تتحصل على أي صفقة عمومية.")
        d.p("أمتلك سيارة خاصة رقمها المنجمي ", d.plate(e, "ar"), " اشتريتها بقرض بنكي بقيمة ", d.d_amount(), ".")
        d.p("أتعهد بإعلام الإدارة بكل تغيير، وأرفض المشاركة في لجان الشراء التي تخص الشركات المذكورة.")
        d.p("التاريخ: ", d.d_date("ar"), "   الإمضاء: ", d.name(e, "ar_l"))
    else:                                                 # en docx committee table
        d.p("PROCUREMENT COMMITTEE - ANNUAL CONFLICT-OF-INTEREST DECLARATIONS")
        d.p("Entity: ", d.D("Tunisian Company for Port Handling"), " - review date ", d.d_date("en"))
        rows = []
        for i in range(6):
            p, s = d.P(), d.P()
            has = r.random() < 0.6
            rows.append([d.name(p, r.choice(["fl", "LF"])), d.cin(p), d.name(s, "fl"),
                         d.tax(s, r.choice(["full", "two", "short"])) if has else "n/a",
                         d.D(cos[i]) if has else "none declared", d.email(p), d.d_date("en")])
        d.t(["Member", "CIN", "Spouse", "Spouse tax ID", "Related supplier", "Contact email", "Signed"], rows)
        ch = d.P()
        d.p("Chair: ", d.name(ch, "fl"), ". Members with a related supplier must recuse themselves under ", d.d_law(), ".")
        d.p("One member reported ", d.H("a recent cardiac bypass"), " and asked to be replaced for the site visits; a deputy ",
            "will sign on the member's behalf.")


# ---------------------------------------------------------------- 13 union_dues_checkoff_list
def k_union_dues_checkoff_list(d, v):
    r = d.r
    if v == 0:                                            # fr csv
        d.delim = ";"
        d.p("État des retenues de cotisations syndicales - mois de " + r.choice(MONTHS_FR) + " " + str(r.randint(2023, 2025)))
        d.p("Employeur : " + d.D("Société Méditerranéenne des Conserves"))
        d.p("Syndicat : " + d.D("Syndicat de base UGTT - industries alimentaires"))
        rows = []
        for i in range(13):
            p = d.P()
            sal = r.randint(650, 2400)
            rows.append(["%05d" % r.randint(100, 99999), d.name(p, "L"), d.name(p, "f"), d.cin(p), d.cnss(p, r.choice(["dash", "plain", "sp"])),
                         "%d,000" % sal, d.D(("%.3f DT" % (sal * 0.01)).replace(".", ","))])
        d.t(["Matricule", "Nom", "Prénom", "CIN", "N° CNSS", "Salaire de base", "Retenue 1 %"], rows)
        d.p("")
        d.kv([("Total versé", d.d_amount()), ("Compte du syndicat (à vérifier, clé erronée)", d.d_badrib()),
              ("Base légale", d.d_law())])
    elif v == 1:                                          # ar md, Arabic-Indic digits
        d.indic = True
        d.p("# قائمة اقتطاع الاشتراكات النقابية")
        d.blank()
        d.p("**المؤجر:** ", d.D("الشركة التونسية لصناعة الورق"), "  ")
        d.p("**النقابة:** ", d.D("النقابة الأساسية للاتحاد العام التونسي للشغل"))
        d.blank()
        rows = []
        for i in range(11):
            p = d.P()
            rows.append([ind(str(i + 1)), d.name(p, r.choice(["ar", "ar_lf", "ar_fbl"])), d.cin(p), d.cnss(p, "dash"),
                         d.D(ind("%d,%03d د" % (r.randint(6, 24), r.randint(0, 999))))])
        d.t(["ع/ر", "الاسم واللقب", "رقم ب.ت.و", "رقم الضمان الاجتماعي", "مبلغ الاقتطاع (د)"], rows)
        d.blank()
        d.p("- المجموع: ", d.d_amount())
        d.p("- تم الاقتطاع طبقا لأحكام ", d.d_law())
        d.p("- ملاحظة: طلب العامل ", d.name(d.P("m"), "ar"), " إيقاف الاقتطاع ابتداء من ", d.d_date("ar"), ".")
    else:                                                 # mixed docx letter + table
        d.p("Objet : régularisation des cotisations syndicales / تسوية الاشتراكات النقابية")
        d.p(d.D("Direction des ressources humaines, Groupe Chimique Tunisien"), " - ", d.d_date("sl"))
        d.p("Suite à une double retenue, les montants suivants seront remboursés par virement :")
        rows = []
        for i in range(8):
            p = d.P()
            rows.append([d.name(p, "ar" if i % 3 == 0 else "LF"), d.cin(p), d.cnss(p), d.rib(p, r.choice(["sp", "plain"])),
                         d.D("%d,%03d DT" % (r.randint(5, 30), r.randint(0, 999)))])
        d.t(["Nom / الاسم", "CIN / ب.ت.و", "CNSS", "RIB", "Montant / المبلغ"], rows)
        d.p("Le secrétaire général du syndicat de base, M. ", d.name(d.P("m"), "fl"), ", a validé la liste. ",
            "الرجاء الاتصال بالإدارة على ", d.d_cophone(), ".")
        d.p("Référence : ", d.d_law())


# ---------------------------------------------------------------- 14 pos_merchant_affiliation
def k_pos_merchant_affiliation(d, v):
    r = d.r
    shops = ["Librairie El Amel", "Épicerie du Marché Central", "Boulangerie Ennakhla", "Pharmacie de garde Sidi Mansour",
             "Quincaillerie Ettahrir", "Café des Arts", "Boutique Sabra Mode", "Garage Essaada", "Parfumerie Yasmina"]
    if v == 0:                                            # en csv
        d.p("# POS merchant affiliation batch - acquirer " + d.D("Amen Bank"))
        d.p("# processor " + d.D("Monétique Tunisie") + " - batch date " + d.d_date("iso"))
        rows = []
        for i, s in enumerate(pick(d, shops, 8)):
            p = d.P()
            rows.append([d.name(p, r.choice(["fl", "LF"])), d.D(s), d.tax(p), d.cin(p), d.phone(p, r.choice(["intl", "plain", "intlc"])),
                         d.email(p), d.iban(p, r.choice(["g4", "plain"])), d.D("TPE%08d" % r.randint(0, 99999999)),
                         r.choice(["5411", "5912", "5942", "5812", "7538"])])
        d.t(["merchant_name", "trade_name", "tax_id", "national_id", "mobile", "email", "settlement_iban", "terminal_id", "mcc"], rows)
        d.p("")
        d.p("# monthly rental per terminal " + d.d_amount(15, 60))
    elif v == 1:                                          # mixed txt contract summary
        m, sp, ag = d.P("m"), d.P("f"), d.P()
        shop = d.D(r.choice(shops))
        d.p("CONTRAT D'AFFILIATION COMMERÇANT - TERMINAL DE PAIEMENT / عقد انخراط تاجر")
        d.p("Banque : ", d.D("Banque Internationale Arabe de Tunisie"), " - agence ", r.choice(CITIES)[0])
        d.p("-" * 60)
        d.p("Commerçant / التاجر : ", d.name(m, "LF"), " (", d.name(m, "ar"), ")")
        d.p("Enseigne : ", shop)
        d.p("CIN : ", d.cin(m), "    Matricule fiscal : ", d.tax(m, "two"))
        d.p("Domicile / مقر السكنى : ", d.addr(m, "ar2"))
        d.p("GSM : ", d.phone(m, "dash"), " / ", d.phone(m, "dot", fixed=True))
        d.p("Compte de règlement (RIB) : ", d.rib(m, "sp"))
        d.p("Carte pour le prélèvement des frais : ", d.card(m, "sp"))
        d.p("Véhicule de livraison / سيارة التوزيع : ", d.plate(m, "tunis"))
        d.p("-" * 60)
        d.p("Caution solidaire / الضامنة : son épouse ", d.name(sp, "fl"), ", née le ", d.dob(sp, "fr"), ", CIN ", d.cin(sp),
            ", domiciliée à la même adresse.")
        d.blank()
        d.p("Commission : 0,8 % par transaction ; location du TPE ", d.d_amount(15, 60), " HT ; terminal ", d.D("TPE-%06d" % r.randint(0, 999999)), ".")
        d.p("Le présent contrat est régi par la ", d.D("circulaire BCT n° 2020-11"), " ainsi que par les textes en vigueur (", d.d_law(), ").")
        d.p("Chargé de clientèle : ", d.name(ag, "il"), " - ", d.d_cophone())
        d.p("Signé à ", r.choice(CITIES)[0], " le ", d.d_date("sl"))
    else:                                                 # fr md onboarding checklist
        d.p("# Dossier d'affiliation TPE - check-list de conformité")
        d.blank()
        d.p("Banque acquéreur : ", d.D("Union Internationale de Banques"), "  ")
        d.p("Dossier ", d.d_code("AFF"), " ouvert le ", d.d_date("fr"))
        d.blank()
        rows = []
        for i, s in enumerate(pick(d, shops, 6)):
            p = d.P()
            ok = r.random() < 0.7
            rows.append([d.name(p, r.choice(["fl", "Lc"])), d.D(s), d.tax(p, r.choice(["full", "slash"])),
                         d.rib(p, r.choice(["sp", "plain", "dash"])), d.phone(p, r.choice(["sp", "dot", "intl"])),
                         "conforme" if ok else "pièce manquante"])
        d.t(["Commerçant", "Enseigne", "Matricule fiscal", "RIB de règlement", "Téléphone", "Statut"], rows)
        d.blank()
        d.p("## Remarques")
        d.blank()
        q, c = d.P(), d.P()
        d.p("- ", d.name(q, "fl"), " : carte de débit ", d.card(q, "plain"), " à rattacher pour les frais ; adresse personnelle ",
            d.addr(q, "fr2"), ".")
        d.p("- Le numéro ", d.d_badcard(), " fourni par ", d.name(c, "fl"), " est invalide (contrôle de Luhn) : redemander la carte.")
        d.p("- Frais d'installation : ", d.d_amount(50, 400))


# ---------------------------------------------------------------- 15 dormant_account_reactivation
def k_dormant_account_reactivation(d, v):
    r = d.r
    if v == 0:                                            # ar docx form
        c, ag = d.P(), d.P("m")
        d.p("طلب إعادة تفعيل حساب غير متحرك")
        d.p("البنك: ", d.D("الشركة التونسية للبنك"), " - الفرع: ", d.D("فرع باب بحر"))
        d.kv([("الاسم واللقب", d.name(c, "ar_fbl")), ("رقم بطاقة التعريف الوطنية", d.cin(c)), ("رقم جواز السفر", d.passport(c)),
              ("تاريخ الولادة", d.dob(c, "ar")), ("العنوان الحالي", d.addr(c, "abroad", "33")), ("العنوان في تونس", d.addr(c, "ar3")),
              ("الهاتف في الخارج", d.phone_abroad("33")), ("الهاتف في تونس", d.phone(c, "sp")), ("البريد الإلكتروني", d.email(c))], "table")
        d.p("رقم الحساب (RIB): ", d.rib(c, "sp"))
        d.p("IBAN: ", d.iban(c, "g4"))
        d.p("أطلب إعادة تفعيل حسابي المجمد منذ ", d.d_date("ar"), " بسبب إقامتي بالخارج، وإصدار بطاقة جديدة بدلا من البطاقة عدد ",
            d.card(c, "sp"), " المنتهية الصلاحية.")
        d.t(["التاريخ", "العملية", "المبلغ"], [[d.d_date("sl"), "آخر سحب", d.d_amount()],
                                             [d.d_date("sl"), "فوائد", d.d_amount()]])
        d.p("ملاحظة: تم التثبت من الهوية من طرف المكلف بالحرفاء ", d.name(ag, "ar"), " طبقا لأحكام ", d.d_law(), ".")
    elif v == 1:                                          # en txt memo + e-mail thread
        c, ag, mg = d.P("m"), d.P("f"), d.P()
        d.p("INTERNAL MEMO - DORMANT ACCOUNT REACTIVATION")
        d.p("From: ", d.name(ag, "fl"), " (branch officer)    To: ", d.name(mg, "fl"), " (compliance)")
        d.p("Date: ", d.d_date("en"), "    Ref: ", d.d_code("DOR"))
        d.blank()
        d.p("Customer ", d.name(c, "LF"), ", CIN ", d.cin(c), ", born ", d.dob(c, "us"), ", came in person to reactivate account ",
            d.rib(c, "plain"), " (IBAN ", d.iban(c, "plain"), "), dormant since 2019.")
        d.p("He provided a new address: ", d.addr(c, "en2"), ", and mobile ", d.phone(c, "00"), ".")
        d.p("A previous attempt used the number ", d.d_badrib(), " which fails the RIB key check; please disregard it.")
        d.blank()
        d.p("----- Forwarded message -----")
        d.p("From: ", d.email(c))
        d.p("Subject: my old account")
        d.p("Dear Madam, I was abroad for treatment of ", d.H("chronic hepatitis B"), " and could not use the account. ",
            "Please send the new card to my home; the old card ", d.card(c, "dash"), " was lost. My wife ", d.name(d.P("f"), "fl"),
            " can be reached on ", d.phone(d.P("f"), "intl"), ". Regards, ", d.name(c, "f"))
        d.p("-----")
        d.p("Balance at reactivation: ", d.d_amount(), ". Applicable rule: ", d.D("BCT Circular No. 2017-08"), ".")
    else:                                                 # fr csv batch
        d.delim = ";"
        d.p("Comptes inactifs réactivés - " + d.D("Banque Nationale Agricole"))
        d.p("Période : du %s au %s" % d.d_period())
        rows = []
        for i in range(10):
            p = d.P()
            rows.append([d.name(p, r.choice(["LF", "fl", "Lc"])), d.cin(p), d.rib(p, r.choice(["plain", "sp", "dash"])),
                         d.d_date("sl"), d.d_amount() if i < 4 else "%d,%03d" % (r.randint(0, 900), r.randint(0, 999)),
                         r.choice(["Tunis Belvédère", "Sfax Médina", "Sousse Centre", "Nabeul", "Gabès"]),
                         d.phone(p, r.choice(["sp", "plain", "dot", "intl"]))])
        d.t(["Titulaire", "CIN", "RIB", "Dernière opération", "Solde (DT)", "Agence", "Téléphone"], rows)
        d.p("")
        d.p("Contrôle : numéros rejetés " + d.d_badrib() + " et " + d.d_badrib())
        d.p("Référence : " + d.d_law())


# ---------------------------------------------------------------- 16 expat_work_authorisation
def k_expat_work_authorisation(d, v):
    r = d.r
    nat = [("French", "française", "فرنسية", "33"), ("Italian", "italienne", "إيطالية", "39"), ("German", "allemande", "ألمانية", "49"),
           ("Belgian", "belge", "بلجيكية", "32"), ("Spanish", "espagnole", "إسبانية", "34"), ("Canadian", "canadienne", "كندية", "1")]
    if v == 0:                                            # en md
        e, tr, hr = d.P(), d.P(), d.P("f")
        n = r.choice(nat)
        d.p("# Application file - work contract for a foreign national")
        d.blank()
        d.p("Employer: ", d.D("Sahel Composants SA"), " - filed with the ",
            d.D("Ministry of Employment and Vocational Training"), "  ")
        d.p("Legal basis: ", d.D("Article 258 of the Labour Code"))
        d.blank()
        d.p("## Employee")
        d.blank()
        d.kv([("Name", d.name(e, "fl")), ("Nationality", n[0]), ("Passport", d.passport(e, n[3])),
              ("Date of birth", d.dob(e, "en")), ("Home address", d.addr(e, "abroad", n[3])),
              ("Address in Tunisia", d.addr(e, "en2")), ("Phone (home country)", d.phone_abroad(n[3])),
              ("Phone (Tunisia)", d.phone(e, "intl")), ("Email", d.email(e))], "dash")
        d.blank()
        d.p("## Position")
        d.blank()
        d.p("Senior process engineer for 24 months; gross salary ", d.d_amount(4000, 12000), " per month, paid to ", d.iban(e, "g4"), ".")
        d.p("Tunisian counterpart to be trained: ", d.name(tr, "fl"), " (CIN ", d.cin(tr), ", CNSS ", d.cnss(tr), ").")
        d.blank()
        d.p("## Contacts")
        d.blank()
        d.p("HR officer ", d.name(hr, "fl"), ", ", d.email_work(hr, "sahel-composants.tn"), ", switchboard ", d.d_cophone(), ".")
        d.p("Certificate from ", d.D("ANETI"), " attesting no local candidate, dated ", d.d_date("en"), ".")
    elif v == 1:                                          # fr txt letter
        e, g = d.P("f"), d.P("m")
        n = r.choice(nat)
        d.p("À Monsieur le Directeur de l'emploi des étrangers")
        d.p(d.D("Ministère de l'Emploi et de la Formation professionnelle"), ", ", d.D("10 avenue Ouled Haffouz, 1005 Tunis"))
        d.blank()
        d.p("Objet : demande de visa du contrat de travail d'une salariée de nationalité ", n[1])
        d.blank()
        d.p("Monsieur le Directeur,")
        d.p("Nous sollicitons le visa du contrat de Mme ", d.name(e, "fl"), ", née le ", d.dob(e, "fr"), ", titulaire du passeport n° ",
            d.passport(e, n[3]), ", domiciliée ", d.addr(e, "abroad", n[3]), ", recrutée en qualité de responsable qualité.")
        d.p("Pendant son séjour, elle résidera ", d.addr(e, "frsplit"), " ; elle est joignable au ", d.phone(e, "sp"),
            " ou au ", d.phone_abroad(n[3]), ".")
        d.p("Son salaire sera viré sur le compte ", d.rib(e, "sp"), ". Elle sera affiliée à la CNSS sous le n° ", d.cnss(e, "dash"), ".")
        d.p("Mme ", d.name(e, "l"), " déclare ", d.H("un diabète de type 1 sous pompe à insuline"),
            " ; le certificat d'aptitude du médecin du travail est joint.")
        d.blank()
        d.p("Conformément à l'", d.D("article 258 du Code du travail"), ", nous joignons l'attestation de l'",
            d.D("Agence Nationale pour l'Emploi et le Travail Indépendant"), ".")
        d.blank()
        d.p("Veuillez agréer, Monsieur le Directeur, nos salutations distinguées.")
        d.p(d.name(g, "FL"), ", gérant - ", d.D("Atlas Plasturgie SARL"), " - ", d.d_cophone())
    else:                                                 # mixed csv list
        d.p("Liste du personnel étranger / قائمة الأعوان الأجانب - " + d.D("Groupe Chimique Tunisien"))
        d.p("Situation au / الوضعية بتاريخ " + d.d_date("sl"))
        rows = []
        for i in range(8):
            p = d.P()
            n = r.choice(nat)
            rows.append([d.name(p, r.choice(["fl", "LF"])), "%s / %s" % (n[1], n[2]), d.passport(p, n[3]), d.dob(p, r.choice(["sl", "dot"])),
                         d.phone(p, r.choice(["intl", "sp"])) if i % 2 else d.phone_abroad(n[3]), d.email(p),
                         d.addr(p, r.choice(["fr1", "ar1", "fr3"])), r.choice(["visé / مؤشر", "en cours / بصدد الدرس", "à renouveler / للتجديد"]),
                         d.d_date("sl")])
        d.t(["Nom / الاسم", "Nationalité / الجنسية", "Passeport / جواز السفر", "Date de naissance / تاريخ الولادة",
             "Téléphone / الهاتف", "E-mail", "Adresse en Tunisie / العنوان بتونس", "Contrat / العقد", "Entrée / تاريخ الدخول"], rows)
        d.p("")
        d.p("Référence / المرجع: " + d.d_law())


# ================================================================ assembly
KINDS = [
    ("hemophilia_factor_log", k_hemophilia_factor_log, [("fr", "csv"), ("ar", "docx"), ("en", "md")]),
    ("organ_transplant_waitlist", k_organ_transplant_waitlist, [("fr", "docx"), ("mixed", "txt"), ("en", "csv")]),
    ("asthma_action_plan", k_asthma_action_plan, [("en", "txt"), ("ar", "md"), ("fr", "docx")]),
    ("stoma_care_followup", k_stoma_care_followup, [("fr", "txt"), ("mixed", "md"), ("ar", "csv")]),
    ("anticoagulation_inr_log", k_anticoagulation_inr_log, [("ar", "txt"), ("fr", "md"), ("mixed", "csv")]),
    ("clinical_trial_screening_log", k_clinical_trial_screening_log, [("en", "docx"), ("fr", "csv"), ("mixed", "md")]),
    ("infection_control_surveillance", k_infection_control_surveillance, [("mixed", "docx"), ("en", "txt"), ("ar", "md")]),
    ("shareholder_register", k_shareholder_register, [("fr", "md"), ("ar", "docx"), ("en", "csv")]),
    ("ppe_issue_register", k_ppe_issue_register, [("ar", "csv"), ("fr", "txt"), ("mixed", "docx")]),
    ("exit_clearance_form", k_exit_clearance_form, [("en", "md"), ("fr", "docx"), ("mixed", "txt")]),
    ("whistleblower_report", k_whistleblower_report, [("fr", "txt"), ("en", "docx"), ("ar", "md")]),
    ("conflict_of_interest_declaration", k_conflict_of_interest_declaration, [("mixed", "md"), ("ar", "txt"), ("en", "docx")]),
    ("union_dues_checkoff_list", k_union_dues_checkoff_list, [("fr", "csv"), ("ar", "md"), ("mixed", "docx")]),
    ("pos_merchant_affiliation", k_pos_merchant_affiliation, [("en", "csv"), ("mixed", "txt"), ("fr", "md")]),
    ("dormant_account_reactivation", k_dormant_account_reactivation, [("ar", "docx"), ("en", "txt"), ("fr", "csv")]),
    ("expat_work_authorisation", k_expat_work_authorisation, [("en", "md"), ("fr", "txt"), ("mixed", "csv")]),
]


def _compact(s):
    s = unicodedata.normalize("NFKC", s).translate({0x660 + i: str(i) for i in range(10)})
    return re.sub(r"[\W_]+", "", AR_DIAC.sub("", s).casefold())


def check(d, text):
    """Self-check: verbatim values/decoys, decoys neither overlapping nor containing values."""
    for s in d.vals:
        if s["value"] not in text:
            raise AssertionError("%s: value not verbatim: %r" % (d.kind, s))
        if d.fmt == "docx" and "\n" in s["value"]:
            raise AssertionError("%s: line break in a docx value" % d.kind)
    parts = set()
    for s in d.vals:
        if s["type"] == "PERSON":
            parts.update(w for w in words(s["value"]) if len(w) >= 3)
    spans = []
    for s in d.vals:
        i = text.find(s["value"])
        while i >= 0:
            spans.append((i, i + len(s["value"]), s["value"]))
            i = text.find(s["value"], i + 1)
    for v in d.decs:
        if v not in text:
            raise AssertionError("%s: decoy not verbatim: %r" % (d.kind, v))
        cv = _compact(v)
        for s in d.vals:
            cs = _compact(s["value"])
            if cs in cv or cv in cs:
                raise AssertionError("%s: decoy %r vs value %r" % (d.kind, v, s["value"]))
        i = text.find(v)
        while i >= 0:
            for a, b, sv in spans:
                if i < b and a < i + len(v):
                    raise AssertionError("%s: decoy %r overlaps %r" % (d.kind, v, sv))
            i = text.find(v, i + 1)
        if set(words(v)) & parts:
            raise AssertionError("%s: decoy %r holds a name part" % (d.kind, v))


def build(seed, out):
    os.makedirs(out, exist_ok=True)
    manifest, idx = [], 0
    for kind, fn, variants in KINDS:
        for v, (lang, fmt) in enumerate(variants):
            idx += 1
            d = Doc(idx, kind, lang, fmt, seed)
            fn(d, v)
            fname = "%03d_%s_%s.%s" % (idx, kind, lang, fmt)
            path = os.path.join(out, fname)
            if fmt == "docx":
                data, text = render_docx(d)
                with open(path, "wb") as fh:
                    fh.write(data)
            else:
                text = render_csv(d) if fmt == "csv" else render_text(d)
                with open(path, "w", encoding="utf-8", newline="") as fh:
                    fh.write(text)
            check(d, text)
            manifest.append({"file": fname, "lang": lang, "kind": kind, "format": fmt, "expect": "ok",
                             "sensitive": d.vals, "decoys": d.decs})
    with open(os.path.join(out, "manifest.json"), "w", encoding="utf-8", newline="") as fh:
        json.dump(manifest, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
    return manifest


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--out", required=True)
    a = ap.parse_args(argv)
    m = build(a.seed, a.out)
    nv = sum(len(d["sensitive"]) for d in m)
    nd = sum(len(d["decoys"]) for d in m)
    print("wrote %d documents, %d values, %d decoys to %s" % (len(m), nv, nd, a.out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
