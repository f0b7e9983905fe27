#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Independent synthetic test-document generator for Caviard (set 22).

    python3 gen_twentysecond.py --seed N --out DIR

Writes 48 documents (16 document kinds x 3 variants, languages fr/ar/en/mixed,
formats txt/md/csv/docx) and DIR/manifest.json in the corpus manifest format
read by shared/eval/score.py.  Standard library only; the output is
byte-identical for a given seed (every random generator is seeded from
"gen22:<seed>:<kind>:<variant>").

Everything is invented: person names are assembled from syllables, identifiers
are syntactically valid (RIB key, IBAN mod 97, Luhn) but belong to nobody.
"""
import argparse
import csv
import io
import json
import os
import random
import re
import unicodedata
import zipfile

LANGS = ["fr", "ar", "en", "mixed"]
FORMATS = ["txt", "md", "csv", "docx"]
DIG = "0123456789"
AI = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


def ai(s):
    """ASCII digits -> Arabic-Indic digits."""
    return s.translate(AI)


MARK = re.compile("\ue000(\\d+)\ue001")

# ---------------------------------------------------------------- invented names
# Syllables are paired (Latin spelling, Arabic spelling) so one invented person
# can be written in both scripts.  The middle syllables use clusters that are
# rare in Maghrebi names, so the assembled names are not real common names.
FS1 = [("Ka", "كا"), ("Zou", "زو"), ("Me", "مي"), ("Ta", "تا"), ("Sel", "سل"), ("Na", "نا"), ("Lou", "لو"),
       ("Dja", "جا"), ("Fe", "في"), ("Bou", "بو"), ("Ya", "يا"), ("Gha", "غا"), ("Sa", "صا"), ("Wa", "وا"),
       ("Cha", "شا"), ("Hou", "هو"), ("Ti", "تي"), ("Ou", "أو")]
FS2 = [("zgo", "زغو"), ("ktou", "كتو"), ("fnar", "فنار"), ("bzi", "بزي"), ("dhrou", "ذرو"), ("tzou", "تزو"),
       ("sfou", "سفو"), ("kdi", "كدي"), ("zbra", "زبرا"), ("ghlo", "غلو"), ("thfa", "ثفا"), ("dhna", "ظنا"),
       ("khtou", "ختو"), ("jlo", "جلو"), ("vni", "فني"), ("pta", "بتا")]
FM_END = [("ne", "ن"), ("m", "م"), ("r", "ر"), ("l", "ل"), ("d", "د"), ("ss", "س"), ("f", "ف"), ("k", "ك")]
FF_END = [("a", "ة"), ("ya", "ية"), ("na", "نة"), ("ra", "رة"), ("la", "لة"), ("ssa", "سة")]
LS1 = [("Ke", "كي"), ("Zo", "زو"), ("Ma", "ما"), ("Tou", "تو"), ("Ghe", "غي"), ("Ba", "با"), ("Dri", "دري"),
       ("Fa", "فا"), ("Lo", "لو"), ("Ho", "هو"), ("We", "وي"), ("Kha", "خا"), ("Mou", "مو"), ("Sou", "سو"),
       ("Je", "جي"), ("Ra", "را")]
LS2 = [("zgar", "زغار"), ("ktal", "كتال"), ("fnou", "فنو"), ("bzir", "بزير"), ("dhour", "ذور"), ("tzer", "تزر"),
       ("sfir", "سفير"), ("kdel", "كدل"), ("zbek", "زبك"), ("ghlou", "غلو"), ("thfal", "ثفال"), ("jlaf", "جلاف"),
       ("khtir", "ختير"), ("dzou", "دزو"), ("vrek", "فرك"), ("pkar", "بكار")]
LS3 = [("i", "ي"), ("aoui", "اوي"), ("ani", "اني"), ("ouli", "ولي"), ("ache", "اش"), ("ine", "ين"), ("er", "ر"),
       ("ou", "و")]


def asciify(s):
    return "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))


class Person:
    def __init__(self, r, g=None, taken=None):
        taken = taken if taken is not None else set()
        for _ in range(200):
            self.g = g or r.choice("MF")
            a, b = r.choice(FS1), r.choice(FS2)
            e = r.choice(FM_END if self.g == "M" else FF_END)
            self.fl, self.fa = a[0] + b[0] + e[0], a[1] + b[1] + e[1]
            fa1, fb1, fe1 = r.choice(FS1), r.choice(FS2), r.choice(FM_END)
            self.ffl, self.ffa = fa1[0] + fb1[0] + fe1[0], fa1[1] + fb1[1] + fe1[1]
            la, lb, lc = r.choice(LS1), r.choice(LS2), r.choice(LS3)
            self.ll, self.la0 = la[0] + lb[0] + lc[0], la[1] + lb[1] + lc[1]
            self.pre = r.choice(["", "", "", "Ben", "El"])
            self.al = self.pre == "El" or (self.pre == "" and r.random() < 0.4)
            toks = {self.fl.lower(), self.ffl.lower(), self.ll.lower(), self.fa, self.ffa, self.la0}
            if len(toks) == 6 and not toks & taken:
                taken.update(toks)
                return
        raise RuntimeError("could not invent a fresh name")

    # Latin script
    def last(self, caps=False):
        s = f"{self.pre} {self.ll}" if self.pre else self.ll
        return s.upper() if caps else s

    def last_ar(self):
        if self.pre == "Ben":
            return "بن " + self.la0
        return ("ال" + self.la0) if self.al else self.la0

    def lat(self, form):
        if form == "full":
            return f"{self.fl} {self.last()}"
        if form == "caps_first":
            return f"{self.last(True)} {self.fl}"
        if form == "first_caps":
            return f"{self.fl} {self.last(True)}"
        if form == "allcaps":
            return f"{self.fl.upper()} {self.last(True)}"
        if form == "initial":
            if self.fl[0] == "M":   # "M." would read as the title Monsieur
                return f"{self.fl} {self.last()}"
            return f"{self.fl[0]}. {self.last()}"
        if form == "father":
            link = "ben" if self.g == "M" else "bent"
            return f"{self.fl} {link} {self.ffl} {self.last()}"
        raise ValueError(form)

    def ar(self, form):
        if form == "full":
            return f"{self.fa} {self.last_ar()}"
        if form == "father":
            link = "بن" if self.g == "M" else "بنت"
            return f"{self.fa} {link} {self.ffa} {self.last_ar()}"
        if form == "last_first":
            return f"{self.last_ar()} {self.fa}"
        raise ValueError(form)

    def email(self, r, domain=None):
        f, l = asciify(self.fl).lower(), asciify(self.last()).lower().replace(" ", "")
        local = r.choice([f"{f}.{l}", f"{f[0]}.{l}", f"{l}.{f}", f"{f}{l}{r.randint(70, 99)}", f"{f}_{l}",
                          f"{l}{f[0]}"])
        dom = domain or r.choice(["gmail.com", "yahoo.fr", "topnet.tn", "planet.tn", "outlook.fr", "hotmail.com",
                                  "gnet.tn"])
        return f"{local}@{dom}"


# ---------------------------------------------------------------- identifiers
def rib_digits(r, bank=None):
    bank = bank or r.choice(["01", "03", "04", "07", "08", "10", "12", "14", "25"])
    b18 = bank + f"{r.randint(1, 999):03d}" + "".join(r.choice(DIG) for _ in range(13))
    return b18 + f"{97 - (int(b18) * 100) % 97:02d}"


def rib_bad(r):
    """20 digits whose RIB key is wrong (decoy)."""
    d = rib_digits(r)
    k = (int(d[18:]) + r.randint(1, 90)) % 100
    if k == int(d[18:]):
        k = (k + 1) % 100
    return d[:18] + f"{k:02d}"


def rib_fmt(d, r):
    return r.choice([f"{d[:2]} {d[2:5]} {d[5:18]} {d[18:]}", d, f"{d[:2]}-{d[2:5]}-{d[5:18]}-{d[18:]}",
                     " ".join(d[i:i + 4] for i in range(0, 20, 4)), f"{d[:5]} {d[5:18]} {d[18:]}"])


def iban_of(d):
    chk = 98 - int(d + "2923" + "00") % 97
    return f"TN{chk:02d}" + d


def iban_fmt(d, r):
    ib = iban_of(d)
    return r.choice([" ".join(ib[i:i + 4] for i in range(0, 24, 4)), ib,
                     f"{ib[:4]} {ib[4:6]} {ib[6:9]} {ib[9:22]} {ib[22:]}"])


def luhn_digit(body):
    tot = 0
    for i, ch in enumerate(reversed(body)):
        n = int(ch) * (2 if i % 2 == 0 else 1)
        tot += n - 9 if n > 9 else n
    return str((10 - tot % 10) % 10)


def card_digits(r):
    body = r.choice(["4", "5" + str(r.randint(1, 5))])
    body += "".join(r.choice(DIG) for _ in range(15 - len(body)))
    return body + luhn_digit(body)


def card_bad(r):
    d = card_digits(r)
    return d[:15] + str((int(d[15]) + r.randint(1, 9)) % 10)


def card_fmt(d, r):
    return r.choice([" ".join(d[i:i + 4] for i in range(0, 16, 4)), "-".join(d[i:i + 4] for i in range(0, 16, 4)),
                     d])


TAX_LET = "ABCDEFGHJKLMNPQRSTVWXYZ"


def tax_id(r):
    n = "".join(r.choice(DIG) for _ in range(7))
    k = r.choice(TAX_LET)
    tva, cat = r.choice("APBDN"), r.choice("PC")
    return r.choice([f"{n}/{k}/{tva}/{cat}/000", f"{n}{k}/{tva}/{cat}/000", f"{n} {k}/{tva}/{cat}/000", f"{n}{k}",
                     f"{n}/{k}"])


def cnss(r):
    n = "".join(r.choice(DIG) for _ in range(8))
    k = f"{int(n) % 97:02d}"
    return r.choice([f"{n}-{k}", f"{n} {k}", f"{n}{k}", f"{n}/{k}"])


def cin(r):
    return r.choice("01") + "".join(r.choice(DIG) for _ in range(7))


def passport(r, foreign=False):
    if not foreign:
        return r.choice("ABCDEFGHJKLMNPRSTVWXYZ") + "".join(r.choice(DIG) for _ in range(6))
    kind = r.randint(0, 3)
    up = "ABCDEFGHJKLMNPRSTVWXYZ"
    if kind == 0:   # French style
        return f"{r.randint(10, 24)}{r.choice(up)}{r.choice(up)}{r.randint(10000, 99999)}"
    if kind == 1:   # two letters + 7 digits
        return r.choice(up) + r.choice(up) + f"{r.randint(1000000, 9999999)}"
    if kind == 2:   # nine digits
        return f"{r.randint(100000000, 999999999)}"
    return r.choice(up) + f"{r.randint(10000000, 99999999)}"


def phone(r, x="fr", mobile=True, foreign=False):
    if foreign:
        return r.choice([f"+33 6 {r.randint(10, 99)} {r.randint(10, 99)} {r.randint(10, 99)} {r.randint(10, 99)}",
                         f"+49 151 {r.randint(1000, 9999)} {r.randint(1000, 9999)}",
                         f"+218 91 {r.randint(100, 999)} {r.randint(1000, 9999)}",
                         f"+39 347 {r.randint(100, 999)} {r.randint(1000, 9999)}"])
    first = r.choice("2459") if mobile else r.choice("73")
    n = first + "".join(r.choice(DIG) for _ in range(7))
    g2 = f"{n[:2]} {n[2:5]} {n[5:]}"
    g4 = f"{n[:2]} {n[2:4]} {n[4:6]} {n[6:]}"
    forms = [f"+216 {g2}", f"+216 {n}", f"(+216) {g4}", f"00216 {g2}", g2, f"{n[:2]}.{n[2:5]}.{n[5:]}",
             f"{n[:2]}-{n[2:5]}-{n[5:]}", n, g4, f"{n[:2]}.{n[2:4]}.{n[4:6]}.{n[6:]}", f"+216-{n[:2]}-{n[2:5]}-{n[5:]}"]
    s = r.choice(forms)
    if x == "ar" and r.random() < 0.4:
        s = ai(s)
    return s


# ---------------------------------------------------------------- dates
MON_FR = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
          "novembre", "décembre"]
MON_EN = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
MON_TN = ["جانفي", "فيفري", "مارس", "أفريل", "ماي", "جوان", "جويلية", "أوت", "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر"]
MON_ME = ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر", "نوفمبر",
          "ديسمبر"]


def rand_date(r, y0, y1):
    return (r.randint(y0, y1), r.randint(1, 12), r.randint(1, 28))


def fmt_date(dt, x, r):
    y, m, d = dt
    if x == "fr":
        day = "1er" if d == 1 else str(d)
        return r.choice([f"{d:02d}/{m:02d}/{y}", f"{d:02d}.{m:02d}.{y}", f"{d:02d}-{m:02d}-{y}",
                         f"{day} {MON_FR[m - 1]} {y}", f"{day} {MON_FR[m - 1]} {y}", f"{d}/{m}/{y}"])
    if x == "en":
        return r.choice([f"{MON_EN[m - 1]} {d}, {y}", f"{d} {MON_EN[m - 1]} {y}", f"{y}-{m:02d}-{d:02d}",
                         f"{d:02d}/{m:02d}/{y}", f"{d} {MON_EN[m - 1][:3]} {y}"])
    s = r.choice([f"{d} {MON_TN[m - 1]} {y}", f"{d} {MON_TN[m - 1]} {y}", f"{y}/{m:02d}/{d:02d}",
                  f"{d:02d}-{m:02d}-{y}", f"{d} {MON_ME[m - 1]} {y}", f"{d:02d}/{m:02d}/{y}"])
    return ai(s) if r.random() < 0.35 else s


# ---------------------------------------------------------------- places
TOWNS = [("1002", "Tunis Belvédère", "تونس البلفدير"), ("1004", "El Menzah", "المنزه"), ("2080", "Ariana", "أريانة"),
         ("2037", "Ennasr", "النصر"), ("2036", "La Soukra", "سكرة"), ("2040", "Radès", "رادس"),
         ("2070", "La Marsa", "المرسى"), ("2034", "Ezzahra", "الزهراء"), ("3000", "Sfax", "صفاقس"),
         ("3027", "Sfax El Jadida", "صفاقس الجديدة"), ("4000", "Sousse", "سوسة"), ("4051", "Sousse Khezama", "خزامة سوسة"),
         ("5000", "Monastir", "المنستير"), ("8000", "Nabeul", "نابل"), ("8050", "Hammamet", "الحمامات"),
         ("7000", "Bizerte", "بنزرت"), ("9000", "Béja", "باجة"), ("6000", "Gabès", "قابس"),
         ("3100", "Kairouan", "القيروان"), ("4100", "Médenine", "مدنين"), ("2100", "Gafsa", "قفصة"),
         ("8100", "Jendouba", "جندوبة"), ("1100", "Zaghouan", "زغوان"), ("5100", "Mahdia", "المهدية"),
         ("2013", "Ben Arous", "بن عروس"), ("1145", "Mornag", "مرناق")]
STREETS = [("rue des Jasmins", "نهج الياسمين"), ("rue des Orangers", "نهج البرتقال"), ("rue de Marseille", "نهج مرسيليا"),
           ("rue de la Palestine", "نهج فلسطين"), ("rue des Oliviers", "نهج الزيتون"), ("rue d'Alger", "نهج الجزائر"),
           ("rue de Kairouan", "نهج القيروان"), ("rue des Roses", "نهج الورد"), ("rue de la Mosquée", "نهج الجامع"),
           ("avenue de l'Indépendance", "شارع الاستقلال"), ("avenue de l'Environnement", "شارع البيئة"),
           ("avenue de la République", "شارع الجمهورية"), ("rue de l'Artisanat", "نهج الصناعات التقليدية"),
           ("rue des Amandiers", "نهج اللوز"), ("avenue des Martyrs", "شارع الشهداء"), ("rue Ennakhil", "نهج النخيل"),
           ("rue El Kods", "نهج القدس"), ("rue de Russie", "نهج روسيا"), ("impasse des Glycines", "زنقة الوستارية"),
           ("rue des Palmiers", "نهج النخلة"), ("rue du Lac Biwa", "نهج بحيرة بيوا"), ("rue de Hollande", "نهج هولندا")]
QUARTERS = [("Cité El Khadra", "حي الخضراء"), ("Cité Ennasr 2", "حي النصر 2"), ("Cité El Ghazala", "حي الغزالة"),
            ("El Menzah 6", "المنزه السادس"), ("El Manar 2", "المنار 2"), ("Cité Olympique", "الحي الأولمبي"),
            ("Hay Ettadhamen", "حي التضامن"), ("Cité Erriadh", "حي الرياض"), ("Hay Ennour", "حي النور"),
            ("Cité El Intilaka", "حي الانطلاقة"), ("Sahloul 3", "سهلول 3"), ("Les Berges du Lac", "ضفاف البحيرة"),
            ("Cité Mahrajène", "حي المهرجان"), ("Cité Jardins", "حي الحدائق"), ("Hay El Amal", "حي الأمل")]
ROUTES = [("route de Gabès km 6", "طريق قابس كلم 6"), ("route de Tunis km 3,5", "طريق تونس كلم 3,5"),
          ("route de Mahdia km 7", "طريق المهدية كلم 7"), ("route de l'Aéroport km 4", "طريق المطار كلم 4"),
          ("route de Sousse km 2", "طريق سوسة كلم 2"), ("route de la Marsa km 9", "طريق المرسى كلم 9")]
RESID = [("Les Pins", "الصنوبر"), ("El Bassatine", "البساتين"), ("Yasmine", "ياسمين"), ("Les Oliviers", "الزياتين"),
         ("Ennour", "النور"), ("Belle Vue", "المنظر الجميل")]


def address(r, x, split=False):
    cp, tfr, tar = r.choice(TOWNS)
    st, q, ro, res = r.choice(STREETS), r.choice(QUARTERS), r.choice(ROUTES), r.choice(RESID)
    n = r.randint(1, 160)
    nl = "\n" if split else " "
    if x in ("fr", "en"):
        k = r.randint(0, 6)
        if k == 0:
            s = f"{n}, {st[0]}, {q[0]},{nl}{cp} {tfr}"
        elif k == 1:
            s = f"{n} {st[0]},{nl}{cp} {tfr}"
        elif k == 2:
            s = f"{ro[0][0].upper() + ro[0][1:]},{nl}{cp} {tfr}"
        elif k == 3:
            s = f"Résidence {res[0]}, Bloc {r.choice('ABCD')}, App. {r.randint(1, 40)}, {q[0]},{nl}{cp} {tfr}"
        elif k == 4:
            s = f"{q[0]}, rue {r.randint(5100, 9900)} n° {n},{nl}{cp} {tfr}"
        elif k == 5 and x == "en":
            s = f"Apt {r.randint(1, 40)}, Residence {res[0]}, {q[0]},{nl}{tfr} {cp}"
        else:
            s = f"{n}, {st[0]},{nl}{q[0]}, {tfr} {cp}"
        return s
    k = r.randint(0, 4)
    if k == 0:
        s = f"{n} {st[1]}، {q[1]}،{nl}{cp} {tar}"
    elif k == 1:
        s = f"{ro[1]}،{nl}{cp} {tar}"
    elif k == 2:
        s = f"عمارة {res[1]}، شقة {r.randint(1, 40)}، {q[1]}،{nl}{cp} {tar}"
    elif k == 3:
        s = f"{q[1]}، نهج {r.randint(5100, 9900)} عدد {n}،{nl}{tar} {cp}"
    else:
        s = f"عدد {n}، {st[1]}،{nl}{q[1]} {cp} {tar}"
    if r.random() < 0.3:
        s = ai(s)
    return s


def plate(r, x):
    s, n = r.randint(100, 255), r.randint(1, 9999)
    k = r.random()
    if k < 0.12:
        return f"RS {r.randint(100000, 999999)}"
    if x == "ar" or (x == "mixed" and k < 0.5):
        p = f"{s} تونس {n}"
        return ai(p) if r.random() < 0.4 else p
    return r.choice([f"{s} TU {n}", f"{s} TU {n}", f"{s} TUN {n}", f"{s} تونس {n}", f"{s}-TU-{n}"])


# ---------------------------------------------------------------- decoy pools (fr, ar, en)
HOSPITALS = [("Hôpital Charles Nicolle", "مستشفى شارل نيكول", "Charles Nicolle Hospital"),
             ("Hôpital Habib Thameur", "مستشفى الحبيب ثامر", "Habib Thameur Hospital"),
             ("Hôpital Mongi Slim", "مستشفى المنجي سليم", "Mongi Slim Hospital"),
             ("Institut Salah Azaïez", "معهد صالح عزيز", "Salah Azaiez Institute"),
             ("Hôpital Farhat Hached", "مستشفى فرحات حشاد", "Farhat Hached Hospital"),
             ("Hôpital Hédi Chaker", "مستشفى الهادي شاكر", "Hedi Chaker Hospital"),
             ("Hôpital Habib Bougatfa", "مستشفى الحبيب بوقطفة", "Habib Bougatfa Hospital"),
             ("Hôpital Tahar Sfar", "مستشفى الطاهر صفر", "Tahar Sfar Hospital")]
SCHOOLS = [("Lycée Ibn Rochd", "معهد ابن رشد", "Ibn Rochd High School"),
           ("École primaire Aboul Kacem Chebbi", "المدرسة الابتدائية أبو القاسم الشابي", "Aboul Kacem Chebbi Primary School"),
           ("Collège Ibn Charaf", "المدرسة الإعدادية ابن شرف", "Ibn Charaf Middle School"),
           ("Lycée Tahar Haddad", "معهد الطاهر الحداد", "Tahar Haddad High School")]
PSTREETS = [("avenue Habib Bourguiba", "شارع الحبيب بورقيبة", "Habib Bourguiba Avenue"),
            ("avenue Mohamed V", "شارع محمد الخامس", "Mohamed V Avenue"),
            ("rue Ibn Khaldoun", "نهج ابن خلدون", "Ibn Khaldoun Street"),
            ("avenue Farhat Hached", "شارع فرحات حشاد", "Farhat Hached Avenue"),
            ("avenue Hédi Nouira", "شارع الهادي نويرة", "Hedi Nouira Avenue"),
            ("avenue Taïeb Mhiri", "شارع الطيب المهيري", "Taieb Mhiri Avenue")]
BANKS = {"01": ("Arab Tunisian Bank", "البنك العربي لتونس", "Arab Tunisian Bank"),
         "03": ("Banque Nationale Agricole", "البنك الوطني الفلاحي", "Banque Nationale Agricole"),
         "04": ("Attijari Bank", "التجاري بنك", "Attijari Bank"),
         "07": ("Amen Bank", "بنك الأمان", "Amen Bank"),
         "08": ("BIAT", "البنك الدولي العربي لتونس", "BIAT"),
         "10": ("Société Tunisienne de Banque", "الشركة التونسية للبنك", "Société Tunisienne de Banque"),
         "12": ("UIB", "الاتحاد الدولي للبنوك", "UIB"),
         "14": ("Banque de l'Habitat", "بنك الإسكان", "Banque de l'Habitat"),
         "25": ("Banque Zitouna", "مصرف الزيتونة", "Banque Zitouna")}
INPDP = ("INPDP", "الهيئة الوطنية لحماية المعطيات الشخصية", "INPDP")
BCT = ("Banque Centrale de Tunisie", "البنك المركزي التونسي", "Central Bank of Tunisia")
CNAM = ("CNAM", "الصندوق الوطني للتأمين على المرض", "CNAM")
CNSS_I = ("CNSS", "الصندوق الوطني للضمان الاجتماعي", "CNSS")


# ---------------------------------------------------------------- the document model
class Doc:
    """Blocks of text holding markers; values and decoys are registered through
    V()/D() and only those whose marker ends up in the rendered text are listed."""

    def __init__(self, kind, lang, fmt, r):
        self.kind, self.lang, self.fmt, self.r = kind, lang, fmt, r
        self.items, self.blocks, self.taken = [], [], set()
        self.style = {"kvsep": r.choice([" : ", ": ", " : "]), "txttab": r.choice(["tab", "pipe"]),
                      "mdkv": r.randint(0, 2), "delim": r.choice([",", ";"]), "dots": r.random() < 0.3}

    # registration
    def V(self, typ, val):
        self.items.append((typ, val))
        return "\ue000%d\ue001" % (len(self.items) - 1)

    def D(self, val):
        return self.V(None, val)

    # language helpers
    def x(self):
        if self.lang == "mixed":
            return "ar" if self.r.random() < 0.5 else "fr"
        return self.lang

    def T(self, fr, ar, en, x=None):
        return {"fr": fr, "ar": ar, "en": en}[x or self.x()]

    def L(self, fr, ar, en):
        if self.lang == "mixed":
            return f"{fr} / {ar}"
        return {"fr": fr, "ar": ar, "en": en}[self.lang]

    def pick(self, triple, x):
        return triple[{"fr": 0, "ar": 1, "en": 2}[x]]

    # blocks
    def title(self, s):
        self.blocks.append(("title", s))

    def h(self, s):
        self.blocks.append(("h", s))

    def p(self, s):
        self.blocks.append(("p", s))

    def kv(self, pairs):
        self.blocks.append(("kv", [pr for pr in pairs if pr]))

    def table(self, header, rows):
        self.blocks.append(("table", header, rows))

    def sig(self, lines):
        self.blocks.append(("sig", lines))

    def foot(self, lines):
        self.blocks.append(("foot", lines))

    # values
    def person(self, g=None):
        return Person(self.r, g, self.taken)

    def name(self, p, x, form=None):
        r = self.r
        if x == "ar":
            form = form or r.choice(["full", "full", "father", "last_first"])
            return self.V("PERSON", p.ar(form))
        form = form or r.choice(["full", "full", "caps_first", "first_caps", "allcaps", "father"])
        return self.V("PERSON", p.lat(form))

    def short(self, p, x, caps=None):
        if x == "ar":
            return self.V("PERSON", p.last_ar())
        caps = self.r.random() < 0.4 if caps is None else caps
        return self.V("PERSON", p.last(caps))

    def title_of(self, p, x, dr=False, me=False):
        if dr:
            return {"fr": "Dr", "en": "Dr", "ar": "الدكتور" if p.g == "M" else "الدكتورة"}[x]
        if me:
            return {"fr": "Me", "en": "Counsel", "ar": "الأستاذ" if p.g == "M" else "الأستاذة"}[x]
        if x == "ar":
            return "السيد" if p.g == "M" else "السيدة"
        if x == "en":
            if p.g == "M":
                return "Mr"
            p.__dict__.setdefault("en_title", self.r.choice(["Mrs", "Ms"]))
            return p.en_title
        return "M." if p.g == "M" else "Mme"

    def dob(self, x, y0=1950, y1=2000, dt=None):
        return self.V("DOB", fmt_date(dt or rand_date(self.r, y0, y1), x, self.r))

    def cin(self, x):
        s = cin(self.r)
        if self.r.random() < 0.15:
            s = f"{s[:2]} {s[2:5]} {s[5:]}"
        if x == "ar" and self.r.random() < 0.4:
            s = ai(s)
        return self.V("CIN", s)

    def phone(self, x, mobile=True, foreign=False):
        return self.V("PHONE", phone(self.r, x, mobile, foreign))

    def email(self, p, domain=None):
        return self.V("EMAIL", p.email(self.r, domain))

    def addr(self, x, split=None):
        if split is None:   # in plain text, the first address (and then one in four) runs over two lines
            split = self.fmt == "txt" and (not self.__dict__.get("_split") or self.r.random() < 0.25)
            self._split = self.__dict__.get("_split") or split
        return self.V("ADDRESS", address(self.r, x, split and self.fmt == "txt"))

    def rib(self, bank=None, digits=None):
        d = digits or rib_digits(self.r, bank)
        s = rib_fmt(d, self.r)
        return self.V("RIB", s), d

    def iban(self, digits):
        return self.V("IBAN", iban_fmt(digits, self.r))

    def card(self):
        return self.V("CARD", card_fmt(card_digits(self.r), self.r))

    def tax(self):
        return self.V("TAX_ID", tax_id(self.r))

    def cnss(self, x="fr"):
        s = cnss(self.r)
        if x == "ar" and self.r.random() < 0.3:
            s = ai(s)
        return self.V("CNSS", s)

    def passport(self, foreign=False):
        return self.V("PASSPORT", passport(self.r, foreign))

    def plate(self, x):
        return self.V("PLATE", plate(self.r, x))

    def H(self, triple, x):
        return self.V("HEALTH", self.pick(triple, x))

    def take(self, pool, n):
        return self.r.sample(pool, min(n, len(pool)))

    # decoys
    def ddate(self, x, y0=2022, y1=2025, p=1.0):
        s = fmt_date(rand_date(self.r, y0, y1), x, self.r)
        return self.D(s) if self.r.random() < p else s

    def amount(self, x, lo=20, hi=9000, big=False, p=1.0):
        r = self.r
        n = r.randint(lo, hi) if not big else r.randint(1_000_000, 40_000_000)
        mill = r.randint(0, 999)
        g = f"{n:,}".replace(",", " ")
        if x == "en":
            s = r.choice([f"TND {n:,}.{mill:03d}", f"{n:,}.{mill:03d} TND", f"{n:,} dinars"])
        elif x == "ar":
            s = r.choice([f"{g},{mill:03d} د.ت", f"{g} دينار", f"{g} دينارا", f"{g},{mill:03d} دينار"])
            if r.random() < 0.3:
                s = ai(s)
        else:
            s = r.choice([f"{g},{mill:03d} TND", f"{g},{mill:03d} DT", f"{g} dinars", f"{g} TND"])
        return self.D(s) if r.random() < p else s

    def ref(self, prefix, x=None):
        r = self.r
        s = r.choice([f"{prefix}-{r.randint(2022, 2025)}-{r.randint(100, 99999):05d}",
                      f"{prefix}/{r.randint(2022, 2025)}/{r.randint(100, 9999)}",
                      f"{prefix}{r.randint(100000, 999999)}"])
        return self.D(s)

    def law(self, x):
        r = self.r
        n = r.randint(3, 180)
        if x == "fr":
            s = r.choice(["loi n° 2004-63", "loi organique n° 2004-63", f"article {n}", f"article {n}",
                          f"décret n° {r.randint(2005, 2022)}-{r.randint(100, 3200)}",
                          f"loi n° {r.randint(1966, 2019)}-{r.randint(10, 99)}"])
        elif x == "en":
            s = r.choice(["Organic Law No. 2004-63", f"Article {n}", f"Decree No. {r.randint(2005, 2022)}-"
                          f"{r.randint(100, 3200)}", f"Law No. {r.randint(1966, 2019)}-{r.randint(10, 99)}"])
        else:
            s = r.choice([f"الفصل {n}", f"الفصل {n}", "القانون الأساسي عدد 63 لسنة 2004",
                          f"الأمر عدد {r.randint(100, 3200)} لسنة {r.randint(2005, 2022)}",
                          f"القانون عدد {r.randint(10, 99)} لسنة {r.randint(1966, 2019)}"])
        return self.D(s)

    def art(self, x):
        n = self.r.randint(2, 240)
        return self.D({"fr": f"article {n}", "en": f"Article {n}", "ar": f"الفصل {n}"}[x])

    def inst(self, triple, x):
        return self.D(self.pick(triple, x))


# ---------------------------------------------------------------- rendering
def xml_esc(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def has_ar(s):
    return bool(re.search("[\u0600-\u06ff]", s))


class Renderer:
    def __init__(self, doc):
        self.doc, self.used = doc, []

    def res(self, s):
        def sub(m):
            i = int(m.group(1))
            self.used.append(i)
            return self.doc.items[i][1]
        return MARK.sub(sub, s)

    # --- plain text
    def txt(self):
        d, st, out = self.doc, self.doc.style, []
        for b in d.blocks:
            if b[0] == "title":
                t = self.res(b[1])
                out += [t, "=" * min(len(t), 60), ""]
            elif b[0] == "h":
                t = self.res(b[1])
                out += ["", t, "-" * min(len(t), 60)]
            elif b[0] == "p":
                out += [self.res(b[1]), ""]
            elif b[0] == "kv":
                w = max([len(self.res(l)) for l, _ in b[1]] + [0])
                for l, v in b[1]:
                    l = self.res(l)
                    if st["dots"] and not has_ar(l):
                        out.append(f"{l} {'.' * (w - len(l) + 3)}{st['kvsep']}{self.res(v)}")
                    else:
                        out.append(f"{l}{st['kvsep']}{self.res(v)}")
                out.append("")
            elif b[0] == "table":
                sep = "\t" if st["txttab"] == "tab" else " | "
                out.append(sep.join(self.res(c) for c in b[1]))
                for row in b[2]:
                    out.append(sep.join(self.res(c) for c in row))
                out.append("")
            elif b[0] == "sig":
                out += [""] + [self.res(l) for l in b[1]] + [""]
            elif b[0] == "foot":
                out += ["", "-" * 40] + [self.res(l) for l in b[1]]
        return "\n".join(out).rstrip("\n") + "\n"

    # --- markdown
    def md(self):
        d, st, out = self.doc, self.doc.style, []
        for b in d.blocks:
            if b[0] == "title":
                out += ["# " + self.res(b[1]), ""]
            elif b[0] == "h":
                out += ["## " + self.res(b[1]), ""]
            elif b[0] == "p":
                out += [self.res(b[1]), ""]
            elif b[0] == "kv":
                for l, v in b[1]:
                    l, v = self.res(l), self.res(v)
                    if st["mdkv"] == 0:
                        out.append(f"- **{l}** : {v}")
                    elif st["mdkv"] == 1:
                        out.append(f"**{l} :** {v}  ")
                    else:
                        out.append(f"* {l}: {v}")
                out.append("")
            elif b[0] == "table":
                out.append("| " + " | ".join(self.res(c) for c in b[1]) + " |")
                out.append("|" + "|".join("---" for _ in b[1]) + "|")
                for row in b[2]:
                    out.append("| " + " | ".join(self.res(c) for c in row) + " |")
                out.append("")
            elif b[0] == "sig":
                out += [self.res(l) + "  " for l in b[1]] + [""]
            elif b[0] == "foot":
                out += ["---", ""] + ["*" + self.res(l) + "*  " for l in b[1]]
        return "\n".join(out).rstrip("\n") + "\n"

    # --- csv
    def csv(self):
        d, buf = self.doc, io.StringIO()
        w = csv.writer(buf, delimiter=d.style["delim"], lineterminator="\n")
        for b in d.blocks:
            if b[0] in ("title", "h", "p"):
                w.writerow([self.res(b[1])])
            elif b[0] == "kv":
                for l, v in b[1]:
                    w.writerow([self.res(l), self.res(v)])
            elif b[0] == "table":
                w.writerow([self.res(c) for c in b[1]])
                for row in b[2]:
                    w.writerow([self.res(c) for c in row])
            elif b[0] in ("sig", "foot"):
                for l in b[1]:
                    w.writerow([self.res(l)])
            w.writerow([])
        return buf.getvalue().rstrip("\n") + "\n"

    # --- docx
    def runs(self, text, bold=False):
        r = self.doc.r
        cuts = []
        if len(text) > 6 and r.random() < 0.6:
            cuts = sorted(set(r.randint(1, len(text) - 1) for _ in range(r.randint(1, 3))))
        pieces, prev = [], 0
        for c in cuts + [len(text)]:
            pieces.append(text[prev:c])
            prev = c
        out = []
        for p in pieces:
            if not p:
                continue
            rpr = ("<w:b/>" if bold else "") + ("<w:rtl/>" if has_ar(p) else "")
            rpr = f"<w:rPr>{rpr}</w:rPr>" if rpr else ""
            out.append(f'<w:r>{rpr}<w:t xml:space="preserve">{xml_esc(p)}</w:t></w:r>')
        return "".join(out)

    def para(self, parts, center=False):
        """parts: list of (text, bold)."""
        full = "".join(t for t, _ in parts)
        ppr = ("<w:bidi/>" if has_ar(full) else "") + ('<w:jc w:val="center"/>' if center else "")
        ppr = f"<w:pPr>{ppr}</w:pPr>" if ppr else ""
        self.paras.append(full)
        return f"<w:p>{ppr}{''.join(self.runs(t, b) for t, b in parts if t)}</w:p>"

    def docx(self):
        d, body = self.doc, []
        self.paras = []
        for b in d.blocks:
            if b[0] == "title":
                body.append(self.para([(self.res(b[1]), True)], center=True))
            elif b[0] == "h":
                body.append(self.para([(self.res(b[1]), True)]))
            elif b[0] == "p":
                body.append(self.para([(self.res(b[1]), False)]))
            elif b[0] == "kv":
                for l, v in b[1]:
                    body.append(self.para([(self.res(l) + " : ", True), (self.res(v), False)]))
            elif b[0] == "table":
                ncol = len(b[1])
                grid = "".join('<w:gridCol w:w="%d"/>' % (9000 // ncol) for _ in range(ncol))
                rows = []
                for i, row in enumerate([b[1]] + list(b[2])):
                    cells = "".join(
                        '<w:tc><w:tcPr><w:tcW w:w="%d" w:type="dxa"/></w:tcPr>%s</w:tc>'
                        % (9000 // ncol, self.para([(self.res(c), i == 0)])) for c in row)
                    rows.append(f"<w:tr>{cells}</w:tr>")
                body.append('<w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/><w:tblBorders>'
                            '<w:top w:val="single" w:sz="4" w:space="0" w:color="auto"/>'
                            '<w:bottom w:val="single" w:sz="4" w:space="0" w:color="auto"/>'
                            '<w:insideH w:val="single" w:sz="4" w:space="0" w:color="auto"/>'
                            '<w:insideV w:val="single" w:sz="4" w:space="0" w:color="auto"/>'
                            f'</w:tblBorders></w:tblPr><w:tblGrid>{grid}</w:tblGrid>{"".join(rows)}</w:tbl>')
                body.append(self.para([("", False)]))
            elif b[0] in ("sig", "foot"):
                for l in b[1]:
                    body.append(self.para([(self.res(l), False)]))
        xml = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
               '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>'
               + "".join(body) +
               '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1134" w:right="1134" w:bottom="1134" '
               'w:left="1134" w:header="708" w:footer="708" w:gutter="0"/></w:sectPr></w:body></w:document>')
        ct = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
              '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
              '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
              '<Default Extension="xml" ContentType="application/xml"/>'
              '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.'
              'wordprocessingml.document.main+xml"/></Types>')
        rels = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
                '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
                '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/'
                'officeDocument" Target="word/document.xml"/></Relationships>')
        buf = io.BytesIO()
        with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
            for name, data in (("[Content_Types].xml", ct), ("_rels/.rels", rels), ("word/document.xml", xml)):
                zi = zipfile.ZipInfo(name, date_time=(2024, 1, 1, 0, 0, 0))
                zi.compress_type = zipfile.ZIP_DEFLATED
                zi.external_attr = 0o644 << 16
                z.writestr(zi, data.encode("utf-8"))
        return buf.getvalue(), "\n".join(self.paras)

    def render(self):
        f = self.doc.fmt
        if f == "docx":
            return self.docx()
        text = {"txt": self.txt, "md": self.md, "csv": self.csv}[f]()
        return text.encode("utf-8"), text


def compact(s):
    s = unicodedata.normalize("NFKC", s).translate(str.maketrans("٠١٢٣٤٥٦٧٨٩", DIG)).casefold()
    return re.sub(r"[\W_]+", "", s)


def finalize(doc, text, used):
    """Manifest lists from the markers that were rendered; decoys that touch a value are dropped."""
    sens, seen, decs = [], set(), []
    for i in used:
        typ, val = doc.items[i]
        if typ is None:
            if val not in decs:
                decs.append(val)
        elif (typ, val) not in seen:
            seen.add((typ, val))
            sens.append({"type": typ, "value": val})
    for s in sens:
        if s["value"] not in text:
            raise AssertionError(f"{doc.kind}/{doc.lang}: value not verbatim: {s['value']!r}")
    spans = []
    for s in sens:
        j = text.find(s["value"])
        while j >= 0:
            spans.append((j, j + len(s["value"])))
            j = text.find(s["value"], j + 1)
    keep = []
    for v in decs:
        cv = compact(v)
        if not cv or any(cv in compact(s["value"]) or compact(s["value"]) in cv for s in sens):
            continue
        occ, j = [], text.find(v)
        while j >= 0:
            occ.append((j, j + len(v)))
            j = text.find(v, j + 1)
        if not occ or any(a < d and c < b for a, b in occ for c, d in spans):
            continue
        keep.append(v)
    return sens, keep


# KINDS-BEGIN
# ---------------------------------------------------------------- health vocabulary (fr, ar, en)
COMORB = [
    (("hypertension artérielle", "ارتفاع ضغط الدم", "high blood pressure"), ("amlodipine 5 mg", "أملوديبين 5 ملغ", "amlodipine 5 mg")),
    (("diabète de type 2", "داء السكري من النوع الثاني", "type 2 diabetes"), ("metformine 850 mg", "ميتفورمين 850 ملغ", "metformin 850 mg")),
    (("hypothyroïdie", "قصور الغدة الدرقية", "hypothyroidism"), ("lévothyroxine 50 µg", "ليفوثيروكسين 50 ميكروغرام", "levothyroxine 50 mcg")),
    (("fibrillation auriculaire", "رجفان أذيني", "atrial fibrillation"), ("apixaban 5 mg", "أبيكسابان 5 ملغ", "apixaban 5 mg")),
    (("syndrome dépressif", "متلازمة اكتئابية", "depressive syndrome"), ("sertraline 50 mg", "سيرترالين 50 ملغ", "sertraline 50 mg")),
    (("hypoacousie bilatérale", "ضعف السمع في الأذنين", "bilateral hearing loss"), ("appareillage auditif bilatéral", "سماعات طبية للأذنين", "bilateral hearing aids")),
    (("insomnie chronique", "أرق مزمن", "chronic insomnia"), ("zolpidem 10 mg", "زولبيديم 10 ملغ", "zolpidem 10 mg")),
    (("glaucome chronique", "الزرق المزمن", "chronic glaucoma"), ("collyre timolol 0,5 %", "قطرة تيمولول 0,5 %", "timolol 0.5% eye drops")),
    (("ostéoporose", "هشاشة العظام", "osteoporosis"), ("alendronate 70 mg", "أليندرونات 70 ملغ", "alendronate 70 mg")),
    (("asthme", "الربو", "asthma"), ("salbutamol en inhalation", "بخاخ سالبوتامول", "salbutamol inhaler")),
    (("épilepsie", "الصرع", "epilepsy"), ("valproate de sodium 500 mg", "فالبروات الصوديوم 500 ملغ", "sodium valproate 500 mg")),
    (("BPCO", "الانسداد الرئوي المزمن", "COPD"), ("tiotropium 18 µg", "تيوتروبيوم 18 ميكروغرام", "tiotropium 18 mcg")),
    (("insuffisance cardiaque", "قصور القلب", "heart failure"), ("furosémide 40 mg", "فوروسيميد 40 ملغ", "furosemide 40 mg")),
    (("goutte", "داء النقرس", "gout"), ("allopurinol 300 mg", "ألوبورينول 300 ملغ", "allopurinol 300 mg")),
]
ALLERGY = [("allergie à la pénicilline", "حساسية من البنسلين", "penicillin allergy"),
           ("allergie au latex", "حساسية من اللاتكس", "latex allergy"),
           ("allergie à l'arachide", "حساسية من الفول السوداني", "peanut allergy"),
           ("allergie aux produits de contraste iodés", "حساسية من مواد التباين اليودية", "allergy to iodinated contrast media"),
           ("allergie aux AINS", "حساسية من مضادات الالتهاب", "NSAID allergy"),
           ("allergie à l'aspirine", "حساسية من الأسبرين", "aspirin allergy"),
           ("allergie aux fruits de mer", "حساسية من المأكولات البحرية", "shellfish allergy"),
           ("allergie aux sulfamides", "حساسية من السلفاميدات", "sulfonamide allergy"),
           ("intolérance au lactose", "عدم تحمل اللاكتوز", "lactose intolerance")]
MENTAL = [("épisode dépressif majeur", "نوبة اكتئاب حادة", "major depressive episode"),
          ("trouble anxieux généralisé", "اضطراب القلق العام", "generalised anxiety disorder"),
          ("trouble bipolaire", "الاضطراب ثنائي القطب", "bipolar disorder"),
          ("état de stress post-traumatique", "اضطراب ما بعد الصدمة", "post-traumatic stress disorder"),
          ("attaques de panique", "نوبات هلع", "panic attacks"),
          ("trouble obsessionnel compulsif", "اضطراب الوسواس القهري", "obsessive-compulsive disorder"),
          ("burn-out", "الاحتراق النفسي", "burnout"),
          ("anorexie mentale", "فقدان الشهية العصبي", "anorexia nervosa")]
DISAB = [("surdité bilatérale", "صمم ثنائي", "bilateral deafness"),
         ("hémiplégie droite", "شلل نصفي أيمن", "right-sided hemiplegia"),
         ("paraplégie", "شلل سفلي", "paraplegia"),
         ("amputation de la jambe gauche", "بتر الساق اليسرى", "left leg amputation"),
         ("déficience visuelle sévère", "إعاقة بصرية شديدة", "severe visual impairment"),
         ("trisomie 21", "متلازمة داون", "Down syndrome"),
         ("infirmité motrice cérébrale", "الشلل الدماغي", "cerebral palsy"),
         ("handicap moteur à 60 %", "إعاقة حركية بنسبة 60 %", "60% motor disability")]


def preg(r):
    n = r.randint(8, 36)
    return (r.choice([f"grossesse de {n} SA", f"enceinte de {max(2, n // 4)} mois"]),
            r.choice([f"حامل في الشهر {max(2, n // 4)}", f"حمل في الأسبوع {n}"]), f"{n} weeks pregnant")


def num(r, lo, hi, dec=1):
    v = round(r.uniform(lo, hi), dec)
    s = f"{v:.{dec}f}"
    return s.replace(".", ","), s


def lab(r, which):
    if which == "hba1c":
        f, e = num(r, 7.1, 11.8)
        return (f"HbA1c à {f} %", f"الهيموغلوبين السكري {f} %", f"HbA1c {e}%"), ("4,0 – 6,0 %", "4,0 – 6,0 %", "4.0–6.0%")
    if which == "creat":
        f, e = num(r, 16, 48, 0)
        return (f"créatinine à {f} mg/L", f"الكرياتينين {f} ملغ/ل", f"creatinine {e} mg/L"), ("7 – 13 mg/L", "7 – 13 ملغ/ل", "7–13 mg/L")
    if which == "crp":
        f, e = num(r, 18, 140, 0)
        return (f"CRP à {f} mg/L", f"CRP بنسبة {f} ملغ/ل", f"CRP {e} mg/L"), ("0 – 5 mg/L", "0 – 5 ملغ/ل", "0–5 mg/L")
    if which == "hb":
        f, e = num(r, 6.8, 10.9)
        return (f"hémoglobine à {f} g/dL", f"الهيموغلوبين {f} غ/دل", f"haemoglobin {e} g/dL"), ("12 – 16 g/dL", "12 – 16 غ/دل", "12–16 g/dL")
    if which == "gly":
        f, e = num(r, 1.3, 2.9, 2)
        return (f"glycémie à jeun à {f} g/L", f"نسبة السكر في الدم {f} غ/ل", f"fasting glucose {e} g/L"), ("0,70 – 1,10 g/L", "0,70 – 1,10 غ/ل", "0.70–1.10 g/L")
    if which == "tsh":
        f, e = num(r, 6.2, 19.5)
        return (f"TSH à {f} mUI/L", f"TSH بنسبة {f} وحدة/ل", f"TSH {e} mIU/L"), ("0,4 – 4,0 mUI/L", "0,4 – 4,0 وحدة/ل", "0.4–4.0 mIU/L")
    raise ValueError(which)


LABS = ["hba1c", "creat", "crp", "hb", "gly", "tsh"]


def eva(r, lo=2, hi=9):
    n = r.randint(lo, hi)
    return (f"EVA {n}/10", f"سلم الألم {n}/10", f"pain score {n}/10")


def fe(p):
    return "e" if p.g == "F" else ""


def privacy(d, x):
    return d.T(f"Données traitées conformément à la {d.D('loi organique n° 2004-63')} ; droit d'accès et de "
               f"rectification auprès de l'{d.inst(INPDP, 'fr')}.",
               f"تتم معالجة المعطيات طبقا لأحكام {d.D('القانون الأساسي عدد 63 لسنة 2004')}، ولكم حق النفاذ والتصحيح لدى "
               f"{d.inst(INPDP, 'ar')}.",
               f"Data processed under {d.D('Organic Law No. 2004-63')}; rights of access and rectification "
               f"with the {d.inst(INPDP, 'en')}.", x)


def alt(d):
    if d.lang != "mixed":
        return d.lang
    d.__dict__.setdefault("_alt", d.r.random() < 0.5)
    d._alt = not d._alt
    return "ar" if d._alt else "fr"


Doc.alt = alt


# ================================================================ 1. memory clinic
MEM_DX = [("maladie d'Alzheimer au stade léger", "مرض الزهايمر في مرحلة مبكرة", "mild Alzheimer's disease"),
          ("démence vasculaire", "الخرف الوعائي", "vascular dementia"),
          ("trouble cognitif léger", "اضطراب إدراكي خفيف", "mild cognitive impairment"),
          ("démence à corps de Lewy", "خرف أجسام ليوي", "Lewy body dementia")]
MEM_SX = [("troubles mnésiques", "اضطرابات في الذاكرة", "memory complaints"),
          ("désorientation temporo-spatiale", "اضطراب في التوجه الزماني والمكاني", "disorientation in time and place"),
          ("hallucinations visuelles", "هلوسات بصرية", "visual hallucinations"),
          ("troubles du sommeil", "اضطرابات النوم", "sleep disturbance"),
          ("apathie", "فتور وانعدام الاهتمام", "apathy"),
          ("manque du mot", "صعوبة في إيجاد الكلمات", "word-finding difficulty")]
MEM_TX = [("donépézil 5 mg", "دونيبيزيل 5 ملغ", "donepezil 5 mg"),
          ("mémantine 10 mg", "ميمانتين 10 ملغ", "memantine 10 mg"),
          ("rivastigmine patch 9,5 mg", "لصقة ريفاستيغمين 9,5 ملغ", "rivastigmine 9.5 mg patch")]
MEM_IMG = [("atrophie hippocampique bilatérale", "ضمور الحصين في الجانبين", "bilateral hippocampal atrophy"),
           ("leucopathie vasculaire Fazekas 2", "اعتلال المادة البيضاء الوعائي فازيكاس 2", "Fazekas grade 2 white-matter disease"),
           ("lacunes ischémiques des noyaux gris", "احتشاءات جوبية في النوى الرمادية", "lacunar infarcts of the basal ganglia")]


def k_memory(d):
    r, L, T = d.r, d.L, d.T
    pat, aid, gp, neu = d.person(), d.person(), d.person(), d.person()
    hosp = r.choice(HOSPITALS)
    pdt = rand_date(r, 1934, 1958)
    d.title(L("Consultation mémoire – compte rendu", "استشارة الذاكرة – تقرير طبي", "Memory clinic – assessment report"))
    x = d.alt()
    d.p(T(f"Service de neurologie, {d.inst(hosp, 'fr')} – dossier {d.ref('MEM')} – consultation du {d.ddate('fr')}",
          f"قسم أمراض الأعصاب، {d.inst(hosp, 'ar')} – ملف عدد {d.ref('MEM')} – فحص بتاريخ {d.ddate('ar')}",
          f"Department of Neurology, {d.inst(hosp, 'en')} – file {d.ref('MEM')} – seen on {d.ddate('en')}", x))
    d.h(L("Identité", "الهوية", "Identity"))
    xs = [d.x() for _ in range(10)]
    rel = T("fils" if aid.g == "M" else "fille", "ابن" if aid.g == "M" else "ابنة",
            "son" if aid.g == "M" else "daughter", xs[5])
    d.kv([(L("Patient(e)", "المريض(ة)", "Patient"), d.name(pat, xs[0])),
          (L("Né(e) le", "تاريخ الولادة", "Date of birth"), d.dob(xs[1], dt=pdt)),
          (L("CIN", "بطاقة التعريف الوطنية", "National ID card"), d.cin(xs[2])),
          (L("Affiliation CNSS", "رقم الانخراط بالضمان الاجتماعي", "CNSS number"), d.cnss(xs[3])),
          (L("Adresse", "العنوان", "Address"), d.addr(xs[4])),
          (L("Aidant principal", "المرافق الرئيسي", "Main caregiver"), f"{d.name(aid, xs[5])} ({rel})"),
          (L("Téléphone de l'aidant", "هاتف المرافق", "Caregiver's phone"), d.phone(xs[6])),
          (L("Courriel", "البريد الإلكتروني", "E-mail"), d.email(aid)),
          (L("Médecin traitant", "الطبيب المباشر", "General practitioner"),
           f"{d.title_of(gp, xs[8], dr=True)} {d.name(gp, xs[8])}")])
    d.h(L("Antécédents et traitements en cours", "السوابق والأدوية الحالية", "Past history and current medication"))
    rows = []
    for dx, tx in d.take(COMORB, 3):
        xr = d.x()
        rows.append([d.H(dx, xr), str(r.randint(1998, 2021)), d.H(tx, xr),
                     T("bien toléré", "محتمل جيدا", "well tolerated", xr)])
    d.table([L("Pathologie", "المرض", "Condition"), L("Depuis", "منذ", "Since"), L("Traitement", "العلاج", "Treatment"),
             L("Tolérance", "التحمل", "Tolerance")], rows)
    d.h(L("Évaluation cognitive", "التقييم المعرفي", "Cognitive testing"))
    mm, mo = r.randint(14, 24), r.randint(12, 23)
    clock = ("test de l'horloge échoué", "فشل في اختبار رسم الساعة", "failed clock-drawing test")
    rows = []
    for tool, res, cut in ((L("Dépistage global", "الفحص الشامل", "Global screening"), (f"MMSE {mm}/30",) * 3, "≥ 24/30"),
                           (L("Fonctions exécutives", "الوظائف التنفيذية", "Executive functions"), (f"MoCA {mo}/30",) * 3, "≥ 26/30"),
                           (L("Praxies visuo-constructives", "المهارات البصرية البنائية", "Visuo-constructive skills"), clock, "—")):
        xr = d.x()
        rows.append([tool, d.ddate(xr, 2024, 2025, p=0.3), d.H(res, xr), d.D(cut) if cut != "—" else cut])
    d.table([L("Domaine", "المجال", "Domain"), L("Date", "التاريخ", "Date"), L("Résultat", "النتيجة", "Result"),
             L("Seuil", "العتبة", "Cut-off")], rows)
    xa = [d.x() for _ in range(3)]
    d.kv([(L("Allergies", "الحساسية", "Allergies"), d.H(r.choice(ALLERGY), xa[0])),
          (L("IRM cérébrale", "الرنين المغناطيسي للدماغ", "Brain MRI"), d.H(r.choice(MEM_IMG), xa[1])),
          (L("Humeur", "المزاج", "Mood"), d.H(r.choice(MENTAL[:2] + MENTAL[4:5]), xa[2]))])
    sx, dx, tx = d.take(MEM_SX, 3), r.choice(MEM_DX), r.choice(MEM_TX)
    n = r.randint(2, 5)
    for _ in range(2 if d.lang == "mixed" else 1):
        x = d.alt()
        d.p(T(f"{d.title_of(pat, 'fr')} {d.name(pat, 'fr', 'full')}, né{fe(pat)} le {d.dob('fr', dt=pdt)}, est adressé{fe(pat)} pour {d.H(sx[0], 'fr')} et "
              f"{d.H(sx[1], 'fr')} d'installation progressive depuis {n} ans. L'entretien avec son aidant "
              f"{d.name(aid, 'fr', 'full')} confirme une perte d'autonomie pour la gestion du budget et des "
              f"médicaments, avec {d.H(sx[2], 'fr')} le soir. Au terme du bilan, nous retenons le diagnostic de {d.H(dx, 'fr')} et "
              f"débutons {d.H(tx, 'fr')} avec réévaluation dans trois mois.",
              f"{d.title_of(pat, 'ar')} {d.name(pat, 'ar', 'full')} المولود{'ة' if pat.g == 'F' else ''} في {d.dob('ar', dt=pdt)} وجه{'ت' if pat.g == 'F' else ''} إلينا بسبب "
              f"{d.H(sx[0], 'ar')} و{d.H(sx[1], 'ar')} بصفة تدريجية منذ {n} سنوات. وقد أكد المرافق "
              f"{d.name(aid, 'ar', 'full')} تراجع الاستقلالية في تسيير الميزانية والأدوية مع {d.H(sx[2], 'ar')} "
              f"في المساء. وبعد الفحوص نرجح تشخيص {d.H(dx, 'ar')} ونبدأ العلاج بـ{d.H(tx, 'ar')} مع إعادة التقييم "
              f"بعد ثلاثة أشهر.",
              f"{d.title_of(pat, 'en')} {d.name(pat, 'en', 'full')} (DOB {d.dob('en', dt=pdt)}) was referred with {d.H(sx[0], 'en')} and "
              f"{d.H(sx[1], 'en')} of insidious onset over {n} years. The interview with the caregiver, "
              f"{d.name(aid, 'en', 'full')}, confirms loss of independence with money and medication, together with "
              f"{d.H(sx[2], 'en')} in the evening. The working diagnosis is {d.H(dx, 'en')}; we start {d.H(tx, 'en')}, "
              f"to be reviewed in three months.", x))
    x = d.alt()
    d.p(T(f"Prochain rendez-vous le {d.ddate('fr', 2025, 2025)}. Une demande de prise en charge sera adressée à la "
          f"{d.inst(CNAM, 'fr')} pour {d.title_of(pat, 'fr')} {d.short(pat, 'fr')}.",
          f"الموعد القادم يوم {d.ddate('ar', 2025, 2025)}. سيتم توجيه مطلب تكفل إلى {d.inst(CNAM, 'ar')} لفائدة "
          f"{d.title_of(pat, 'ar')} {d.short(pat, 'ar')}.",
          f"Next appointment on {d.ddate('en', 2025, 2025)}. A coverage request will be sent to the "
          f"{d.inst(CNAM, 'en')} for {d.title_of(pat, 'en')} {d.short(pat, 'en')}.", x))
    xs = d.x()
    d.sig([T("Le neurologue", "الطبيب المختص في الأعصاب", "Consultant neurologist", xs),
           f"{d.title_of(neu, xs, dr=True)} {d.name(neu, xs)}"])
    d.foot([privacy(d, d.alt())])


# ================================================================ 2. pain clinic
PAIN_DX = [("lombosciatique chronique droite", "عرق النسا المزمن الأيمن", "chronic right-sided sciatica"),
           ("hernie discale L4-L5", "انزلاق غضروفي L4-L5", "L4-L5 disc herniation"),
           ("fibromyalgie", "الألم العضلي الليفي", "fibromyalgia"),
           ("névralgie post-zostérienne", "ألم عصبي بعد الحزام الناري", "post-herpetic neuralgia"),
           ("gonarthrose bilatérale", "خشونة الركبتين", "bilateral knee osteoarthritis"),
           ("syndrome douloureux régional complexe", "متلازمة الألم الناحي المركب", "complex regional pain syndrome"),
           ("migraine chronique", "الشقيقة المزمنة", "chronic migraine"),
           ("neuropathie diabétique douloureuse", "اعتلال الأعصاب السكري المؤلم", "painful diabetic neuropathy")]
PAIN_TX = [("tramadol 50 mg", "ترامادول 50 ملغ", "tramadol 50 mg"),
           ("prégabaline 75 mg", "بريغابالين 75 ملغ", "pregabalin 75 mg"),
           ("duloxétine 60 mg", "دولوكستين 60 ملغ", "duloxetine 60 mg"),
           ("amitriptyline 25 mg", "أميتريبتيلين 25 ملغ", "amitriptyline 25 mg"),
           ("infiltration épidurale de corticoïdes", "حقن الكورتيزون فوق الجافية", "epidural steroid injection"),
           ("neurostimulation transcutanée", "التحفيز الكهربائي للأعصاب عبر الجلد", "transcutaneous nerve stimulation"),
           ("patch de lidocaïne 5 %", "لصقة ليدوكايين 5 %", "lidocaine 5% patch"),
           ("morphine LP 10 mg", "مورفين ممتد المفعول 10 ملغ", "slow-release morphine 10 mg")]


def k_pain(d):
    r, L, T = d.r, d.L, d.T
    dr_, pat, gp = d.person(), d.person(), d.person()
    d.title(L("Centre d'évaluation et de traitement de la douleur", "مركز تقييم وعلاج الألم",
              "Pain assessment and treatment centre"))
    x = d.x()
    d.p(T(f"Dr {d.name(dr_, 'fr', 'full')} – anesthésiste-réanimateur, algologue – MF {d.tax()} – GSM "
          f"{d.phone('fr')}",
          f"الدكتور{'ة' if dr_.g == 'F' else ''} {d.name(dr_, 'ar', 'full')} – {'مختصة' if dr_.g == 'F' else 'مختص'} في التخدير وعلاج الألم – المعرف "
          f"الجبائي {d.tax()} – الجوال {d.phone('ar')}",
          f"Dr {d.name(dr_, 'en', 'full')} – anaesthetist, pain specialist – tax ID {d.tax()} – mobile "
          f"{d.phone('en')}", x))
    d.h(L("Consultation initiale", "الاستشارة الأولى", "First consultation") + " – " + d.ddate(d.x(), 2024, 2025))
    xs = [d.x() for _ in range(8)]
    foreign = r.random() < 0.3
    d.kv([(L("Nom et prénom", "الاسم واللقب", "Name"), d.name(pat, xs[0])),
          (L("Date de naissance", "تاريخ الولادة", "Date of birth"), d.dob(xs[1], 1950, 1995)),
          (L("Passeport", "جواز السفر", "Passport") if foreign else L("CIN", "ب.ت.و", "ID card no."),
           d.passport(True) if foreign else d.cin(xs[2])),
          (L("Téléphone", "الهاتف", "Phone"), d.phone(xs[3], foreign=foreign)),
          (L("Adresse", "العنوان", "Address"), d.addr(xs[4])),
          (L("Matricule CNSS", "المعرف بالضمان الاجتماعي", "CNSS no."), d.cnss(xs[5])),
          (L("Adressé(e) par", "موجه(ة) من طرف", "Referred by"), f"{d.title_of(gp, xs[6], dr=True)} {d.name(gp, xs[6])}")])
    dx, tx = d.take(PAIN_DX, 2), d.take(PAIN_TX, 4)
    xk = [d.x() for _ in range(5)]
    d.kv([(L("Diagnostic principal", "التشخيص الرئيسي", "Main diagnosis"), d.H(dx[0], xk[0])),
          (L("Diagnostic associé", "تشخيص مرافق", "Associated diagnosis"), d.H(dx[1], xk[1])),
          (L("Comorbidités", "أمراض مصاحبة", "Comorbidities"), d.H(r.choice(COMORB)[0], xk[2])),
          (L("Allergie", "الحساسية", "Allergy"), d.H(r.choice(ALLERGY), xk[3])),
          (L("Retentissement psychologique", "الانعكاس النفسي", "Psychological impact"), d.H(r.choice(MENTAL), xk[4]))])
    d.h(L("Suivi des séances", "متابعة الحصص", "Session follow-up"))
    rows = []
    e0 = r.randint(6, 9)
    for i in range(3):
        xr = d.x()
        rows.append([str(i + 1), d.ddate(xr, 2024, 2025, p=0.3), d.H(eva(r, max(1, e0 - 2 * i - 1), e0 - 2 * i), xr),
                     d.H(tx[i], xr), T("amélioration partielle", "تحسن جزئي", "partial relief", xr)])
    d.table([L("Séance", "الحصة", "Session"), L("Date", "التاريخ", "Date"), L("Douleur", "الألم", "Pain"),
             L("Traitement", "العلاج", "Treatment"), L("Réponse", "الاستجابة", "Response")], rows)
    for _ in range(2 if d.lang == "mixed" else 1):
        x = d.alt()
        d.p(T(f"{d.title_of(pat, 'fr')} {d.short(pat, 'fr')} décrit une douleur ancienne, à type de brûlure, aggravée "
              f"par la station debout. Le sommeil est perturbé et l'évaluation retrouve un {d.H(eva(r, 6, 9), 'fr')} "
              f"au repos. Nous ajoutons {d.H(tx[3], 'fr')} au traitement et proposons une prise en charge "
              f"psychologique pour {d.H(r.choice(MENTAL), 'fr')} réactionnel à la douleur chronique.",
              f"{d.title_of(pat, 'ar')} {d.short(pat, 'ar')} {'تشكو' if pat.g == 'F' else 'يشكو'} من ألم قديم حارق يزداد عند الوقوف، مع اضطراب في النوم. "
              f"ويبين التقييم {d.H(eva(r, 6, 9), 'ar')} في حالة الراحة. نضيف {d.H(tx[3], 'ar')} إلى العلاج ونقترح "
              f"متابعة نفسية بسبب {d.H(r.choice(MENTAL), 'ar')} الناتج عن الألم المزمن.",
              f"{d.title_of(pat, 'en')} {d.short(pat, 'en')} describes a long-standing burning pain made worse by "
              f"standing, with poor sleep; today's {d.H(eva(r, 6, 9), 'en')} at rest. We add {d.H(tx[3], 'en')} and "
              f"suggest psychological support for {d.H(r.choice(MENTAL), 'en')} linked to chronic pain.", x))
    x = d.x()
    d.kv([(L("Honoraires", "الأتعاب", "Fee"), d.amount(x, 40, 150)),
          (L("Facture n°", "فاتورة عدد", "Invoice no."), d.ref("FAC")),
          (L("Prise en charge", "التكفل", "Coverage"), d.inst(CNAM, x))])
    xs = d.x()
    d.sig([T("Signature et cachet", "الإمضاء والختم", "Signature and stamp", xs),
           f"{d.title_of(dr_, xs, dr=True)} {d.name(dr_, xs)}"])


# ================================================================ 3. school infirmary register
SCH_EVENTS = [("crise d'asthme", "نوبة ربو", "asthma attack"), ("hypoglycémie", "هبوط السكر في الدم", "hypoglycaemia"),
              ("crise d'épilepsie", "نوبة صرع", "epileptic seizure"), ("malaise vagal", "إغماء عابر", "fainting episode"),
              ("entorse de la cheville", "التواء الكاحل", "sprained ankle"), ("céphalées", "صداع حاد", "severe headache"),
              ("dysménorrhée", "آلام الدورة الشهرية", "period pain"), ("épistaxis", "رعاف", "nosebleed"),
              ("crise d'angoisse", "نوبة قلق", "anxiety attack"), ("urticaire", "شرى جلدي", "hives"),
              ("fracture du poignet", "كسر في المعصم", "wrist fracture"), ("gastro-entérite", "التهاب المعدة والأمعاء", "gastroenteritis"),
              ("varicelle", "جدري الماء", "chickenpox"), ("conjonctivite", "التهاب الملتحمة", "conjunctivitis")]
SCH_CHRONIC = [(("diabète de type 1", "داء السكري من النوع الأول", "type 1 diabetes"), ("insuline rapide au stylo", "أنسولين سريع بالقلم", "rapid-acting insulin pen")),
               (("asthme persistant", "ربو مستمر", "persistent asthma"), ("salbutamol en inhalation", "بخاخ سالبوتامول", "salbutamol inhaler")),
               (("épilepsie absence", "صرع الغياب", "absence epilepsy"), ("éthosuximide 250 mg", "إيثوسوكسيميد 250 ملغ", "ethosuximide 250 mg")),
               (("drépanocytose", "فقر الدم المنجلي", "sickle cell disease"), ("acide folique 5 mg", "حمض الفوليك 5 ملغ", "folic acid 5 mg")),
               (("maladie cœliaque", "الداء الزلاقي", "coeliac disease"), ("régime sans gluten strict", "حمية صارمة خالية من الغلوتين", "strict gluten-free diet")),
               (("TDAH", "اضطراب فرط الحركة وتشتت الانتباه", "ADHD"), ("méthylphénidate 10 mg", "ميثيلفينيدات 10 ملغ", "methylphenidate 10 mg"))]
SCH_NEEDS = [("dyslexie", "عسر القراءة", "dyslexia"), ("surdité bilatérale", "صمم ثنائي", "bilateral deafness"),
             ("autisme", "اضطراب طيف التوحد", "autism spectrum disorder"), ("déficience visuelle sévère", "إعاقة بصرية شديدة", "severe visual impairment")]
MINEDU = ("Ministère de l'Éducation", "وزارة التربية", "Ministry of Education")


def k_school_infirmary(d):
    r, L, T = d.r, d.L, d.T
    school = r.choice(SCHOOLS)
    nurse = d.person("F")
    x = d.x()
    d.title(L("Registre de l'infirmerie scolaire", "سجل المصحة المدرسية", "School infirmary register"))
    d.p(T(f"{d.inst(MINEDU, 'fr')} – {d.inst(school, 'fr')} – année scolaire 2024-2025 – infirmière : "
          f"{d.name(nurse, 'fr')}",
          f"{d.inst(MINEDU, 'ar')} – {d.inst(school, 'ar')} – السنة الدراسية 2024-2025 – الممرضة : {d.name(nurse, 'ar')}",
          f"{d.inst(MINEDU, 'en')} – {d.inst(school, 'en')} – school year 2024-2025 – nurse: {d.name(nurse, 'en')}", x))
    rows, pupils = [], []
    nrow = r.randint(8, 9)
    ev = d.take(SCH_EVENTS, nrow)
    for i in range(nrow):
        p, par = d.person(), d.person()
        pupils.append((p, par))
        xr = d.x()
        cls = f"{r.randint(1, 4)}{T('e', '', 'th', xr) if xr != 'ar' else ''} {r.choice('ABCD')}"
        rows.append([d.ddate(xr, 2024, 2025, p=0.3), d.name(p, xr, None if xr == "ar" else "caps_first"), cls,
                     d.dob(xr, 2008, 2016), d.H(ev[i], xr),
                     T(r.choice(["retour en classe", "appel des parents", "orientation aux urgences"]),
                       r.choice(["عودة إلى القسم", "الاتصال بالولي", "توجيه إلى الاستعجالي"]),
                       r.choice(["back to class", "parents called", "sent to A&E"]), xr),
                     d.phone(xr)])
    d.h(L("Passages à l'infirmerie", "التردد على المصحة", "Infirmary visits"))
    d.table([L("Date", "التاريخ", "Date"), L("Élève", "التلميذ(ة)", "Pupil"), L("Classe", "القسم", "Class"),
             L("Né(e) le", "تاريخ الولادة", "DOB"), L("Motif", "السبب", "Reason"), L("Suite", "الإجراء", "Outcome"),
             L("Tél. parent", "هاتف الولي", "Parent phone")], rows)
    # individual care plan
    p, par = d.person(), d.person()
    chronic, treat = r.choice(SCH_CHRONIC)
    xs = [d.x() for _ in range(9)]
    d.h(L("Projet d'accueil individualisé (PAI)", "مشروع الإحاطة الفردية", "Individual health care plan"))
    d.kv([(L("Élève", "التلميذ(ة)", "Pupil"), d.name(p, xs[0])),
          (L("Date de naissance", "تاريخ الولادة", "Date of birth"), d.dob(xs[1], 2008, 2016)),
          (L("Pathologie", "المرض", "Condition"), d.H(chronic, xs[2])),
          (L("Traitement à l'école", "العلاج في المدرسة", "Treatment at school"), d.H(treat, xs[3])),
          (L("Allergies", "الحساسية", "Allergies"), d.H(r.choice(ALLERGY[2:3] + ALLERGY[5:7]), xs[4])),
          (L("Besoin particulier", "احتياج خاص", "Special need"), d.H(r.choice(SCH_NEEDS), xs[5])),
          (L("Responsable légal", "الولي", "Parent/guardian"), d.name(par, xs[6])),
          (L("Téléphone", "الهاتف", "Phone"), d.phone(xs[7])),
          (L("Adresse", "العنوان", "Address"), d.addr(xs[8])),
          (L("Courriel", "البريد الإلكتروني", "E-mail"), d.email(par))])
    q, qpar = pupils[r.randint(0, nrow - 1)]
    evx = r.choice([e for e in SCH_EVENTS if e not in ev])
    for _ in range(2 if d.lang == "mixed" else 1):
        x = d.alt()
        d.p(T(f"Le {d.ddate('fr', 2025, 2025)}, l'élève {d.name(q, 'fr', 'full')} a consulté l'infirmerie pour {d.H(evx, 'fr')} "
              f"pendant la séance d'éducation physique. Les premiers soins ont été donnés à l'infirmerie et "
              f"{d.title_of(qpar, 'fr')} {d.name(qpar, 'fr', 'full')} a été joint{fe(qpar)} au {d.phone('fr')}. "
              f"Conformément aux textes en vigueur ({d.law('fr')}), la fiche a été transmise au médecin scolaire.",
              f"بتاريخ {d.ddate('ar', 2025, 2025)} تعرض التلميذ(ة) {d.name(q, 'ar', 'full')} إلى {d.H(evx, 'ar')} "
              f"خلال حصة التربية البدنية، وقدمت له الإسعافات الأولية بالمصحة وتم الاتصال بالولي "
              f"{d.name(qpar, 'ar', 'full')} على الرقم {d.phone('ar')}. وطبقا لأحكام {d.law('ar')} أحيلت البطاقة على "
              f"طبيب الصحة المدرسية.",
              f"On {d.ddate('en', 2025, 2025)}, pupil {d.name(q, 'en', 'full')} had {d.H(evx, 'en')} during the PE "
              f"lesson. First aid was given in the infirmary and {d.title_of(qpar, 'en')} {d.name(qpar, 'en', 'full')} "
              f"was reached on {d.phone('en')}. Under {d.law('en')}, the record was passed to the school doctor.", x))
    xs = d.x()
    d.sig([T("Visa de l'infirmière", "إمضاء الممرضة", "Nurse's signature", xs), d.name(nurse, xs, "initial" if xs != "ar" else None)])


# ================================================================ 4. CNAM prior approval
ALD = [(("polyarthrite rhumatoïde", "التهاب المفاصل الروماتويدي", "rheumatoid arthritis"), ("adalimumab 40 mg toutes les deux semaines", "أداليموماب 40 ملغ كل أسبوعين", "adalimumab 40 mg every two weeks"), "crp"),
       (("sclérose en plaques", "التصلب اللويحي", "multiple sclerosis"), ("interféron bêta-1a 44 µg", "إنترفيرون بيتا 44 ميكروغرام", "interferon beta-1a 44 mcg"), "hb"),
       (("insuffisance rénale chronique terminale", "قصور كلوي مزمن نهائي", "end-stage kidney disease"), ("hémodialyse trois séances par semaine", "تصفية الدم ثلاث حصص أسبوعيا", "haemodialysis three sessions a week"), "creat"),
       (("cancer du sein", "سرطان الثدي", "breast cancer"), ("trastuzumab 600 mg", "تراستوزوماب 600 ملغ", "trastuzumab 600 mg"), "hb"),
       (("hépatite C chronique", "التهاب الكبد الفيروسي سي المزمن", "chronic hepatitis C"), ("sofosbuvir 400 mg", "سوفوسبوفير 400 ملغ", "sofosbuvir 400 mg"), "crp"),
       (("rectocolite hémorragique", "التهاب القولون التقرحي", "ulcerative colitis"), ("mésalazine 2 g par jour", "ميسالازين 2 غ يوميا", "mesalazine 2 g daily"), "crp"),
       (("psoriasis sévère", "الصدفية الشديدة", "severe psoriasis"), ("ustékinumab 45 mg", "أوستيكينوماب 45 ملغ", "ustekinumab 45 mg"), "crp"),
       (("infection par le VIH", "الإصابة بفيروس نقص المناعة", "HIV infection"), ("trithérapie antirétrovirale", "العلاج الثلاثي المضاد للفيروسات", "antiretroviral triple therapy"), "hb"),
       (("diabète de type 1 déséquilibré", "سكري من النوع الأول غير متوازن", "poorly controlled type 1 diabetes"), ("pompe à insuline", "مضخة الأنسولين", "insulin pump"), "hba1c")]


def k_cnam(d):
    r, L, T = d.r, d.L, d.T
    ins, ben, doc_ = d.person(), d.person(), d.person()
    d.title(L("Demande d'accord préalable – affection prise en charge intégralement (APCI)",
              "مطلب موافقة مسبقة – مرض مزمن يتكفل به كليا", "Prior approval request – fully covered long-term condition"))
    x = d.x()
    d.p(T(f"Destinataire : {d.inst(CNAM, 'fr')}, centre régional – dossier {d.ref('APCI')} – déposé le {d.ddate('fr')}",
          f"إلى {d.inst(CNAM, 'ar')}، المركز الجهوي – ملف عدد {d.ref('APCI')} – بتاريخ {d.ddate('ar')}",
          f"To: {d.inst(CNAM, 'en')}, regional office – file {d.ref('APCI')} – lodged on {d.ddate('en')}", x))
    d.h(L("1. Assuré social", "1. المضمون الاجتماعي", "1. Insured person"))
    xs = [d.x() for _ in range(8)]
    rv, rd = d.rib()
    d.kv([(L("Nom et prénom", "الاسم واللقب", "Full name"), d.name(ins, xs[0])),
          (L("Identifiant CNSS", "المعرف لدى الصندوق الوطني للضمان الاجتماعي", "CNSS number"), d.cnss(xs[1])),
          (L("N° CIN", "رقم بطاقة التعريف", "ID card"), d.cin(xs[2])),
          (L("Date de naissance", "تاريخ الولادة", "Date of birth"), d.dob(xs[3], 1955, 1990)),
          (L("Adresse", "العنوان", "Address"), d.addr(xs[4])),
          (L("GSM", "الجوال", "Mobile"), d.phone(xs[5])),
          (L("E-mail", "البريد الإلكتروني", "E-mail"), d.email(ins)),
          (L("RIB pour remboursement", "رقم الحساب البنكي للاسترجاع", "Bank account (RIB) for refunds"), rv),
          (L("IBAN", "IBAN", "IBAN"), d.iban(rd)),
          (L("Banque", "البنك", "Bank"), d.inst(BANKS[rd[:2]], xs[7]))])
    is_ben = r.random() < 0.6
    if is_ben:
        xb = [d.x() for _ in range(3)]
        d.h(L("2. Bénéficiaire", "2. المنتفع", "2. Beneficiary"))
        d.kv([(L("Nom et prénom", "الاسم واللقب", "Full name"), d.name(ben, xb[0])),
              (L("Lien", "القرابة", "Relationship"), T("conjoint(e)", "قرين(ة)", "spouse", xb[1])),
              (L("Né(e) le", "تاريخ الولادة", "Born on"), d.dob(xb[2], 1955, 1996))])
    pt = ben if is_ben else ins
    (dx, tx, lb) = r.choice(ALD if pt.g == "F" else [z for z in ALD if "sein" not in z[0][0]])
    lv, lref = lab(r, lb)
    co = d.take(COMORB, 2)
    d.h(L("3. Renseignements médicaux (sous pli confidentiel)", "3. معطيات طبية (سرية)", "3. Medical information (confidential)"))
    xm = [d.x() for _ in range(5)]
    d.kv([(L("Affection", "المرض", "Condition"), d.H(dx, xm[0])),
          (L("Date du diagnostic", "تاريخ التشخيص", "Diagnosed on"), d.ddate(xm[1], 2015, 2024)),
          (L("Dernier bilan", "آخر تحليل", "Latest result"), d.H(lv, xm[2]) + f" ({T('normes', 'المعدل', 'range', xm[2])} {d.D(d.pick(lref, xm[2]))})"),
          (L("Comorbidités", "أمراض مصاحبة", "Comorbidities"), d.H(co[0][0], xm[3])),
          (L("Allergie connue", "حساسية معروفة", "Known allergy"), d.H(r.choice(ALLERGY), xm[4]))])
    rows = []
    for _ in range(2):
        xr = d.x()
        rows.append([d.ddate(xr, 2018, 2024, p=0.3), d.inst(r.choice(HOSPITALS), xr),
                     d.H(r.choice(PROC[:6] if pt.g == "M" else PROC)[1] if r.random() < 0.5 else r.choice(PAIN_DX), xr),
                     f"{r.randint(2, 12)} j"])
    d.h(L("Hospitalisations antérieures", "الإقامات السابقة بالمستشفى", "Previous admissions"))
    d.table([L("Date", "التاريخ", "Date"), L("Établissement", "المؤسسة", "Hospital"), L("Motif", "السبب", "Reason"),
             L("Durée", "المدة", "Length")], rows)
    rows = []
    for item in (tx, co[0][1], co[1][1]):
        xr = d.x()
        rows.append([d.H(item, xr), d.ref("PCT"), T("12 mois", "12 شهرا", "12 months", xr), d.amount(xr, 300, 9000, p=0.4)])
    d.table([L("Médicament / acte", "الدواء / العمل الطبي", "Drug / procedure"), L("Code", "الرمز", "Code"),
             L("Durée", "المدة", "Duration"), L("Coût estimé", "الكلفة التقديرية", "Estimated cost")], rows)
    for _ in range(2 if d.lang == "mixed" else 1):
        x = d.alt()
        d.p(T(f"Je soussigné{fe(doc_)}, Dr {d.name(doc_, 'fr', 'full')}, certifie que {d.title_of(pt, 'fr')} "
              f"{d.name(pt, 'fr', 'full')} est suivi{fe(pt)} pour {d.H(dx, 'fr')}, avec comme comorbidité "
              f"{d.H(co[1][0], 'fr')}. Le traitement par {d.H(tx, 'fr')} est indispensable ; la demande relève de "
              f"la {d.D('loi n° 2004-71')} portant institution du régime d'assurance maladie.",
              f"أنا الممضي أسفله الدكتور{'ة' if doc_.g == 'F' else ''} {d.name(doc_, 'ar', 'full')} أشهد أن "
              f"{d.title_of(pt, 'ar')} {d.name(pt, 'ar', 'full')} يتابع علاج {d.H(dx, 'ar')} مع {d.H(co[1][0], 'ar')}. "
              f"ويعتبر العلاج بـ{d.H(tx, 'ar')} ضروريا، ويندرج هذا المطلب في إطار "
              f"{d.D('القانون عدد 71 لسنة 2004')} المتعلق بإحداث نظام التأمين على المرض.",
              f"I, Dr {d.name(doc_, 'en', 'full')}, certify that {d.title_of(pt, 'en')} {d.name(pt, 'en', 'full')} is "
              f"under my care for {d.H(dx, 'en')} complicated by {d.H(co[1][0], 'en')}. Treatment with "
              f"{d.H(tx, 'en')} is essential; this request is made under {d.D('Law No. 2004-71')} on health "
              f"insurance.", x))
    xs = d.x()
    d.sig([T("Cachet et signature du médecin traitant", "ختم وإمضاء الطبيب المعالج", "Treating physician's stamp and signature", xs),
           f"{d.title_of(doc_, xs, dr=True)} {d.name(doc_, xs)}", T("MF", "المعرف الجبائي", "Tax ID", xs) + " " + d.tax()])
    d.foot([privacy(d, d.alt())])


# ================================================================ 5. day-surgery checklist
PROC = [(("cholécystectomie par cœlioscopie", "استئصال المرارة بالمنظار", "laparoscopic cholecystectomy"), ("lithiase vésiculaire symptomatique", "حصى المرارة المصحوبة بأعراض", "symptomatic gallstones")),
        (("cure de hernie inguinale droite", "إصلاح فتق إربي أيمن", "right inguinal hernia repair"), ("hernie inguinale droite", "فتق إربي أيمن", "right inguinal hernia")),
        (("arthroscopie du genou gauche", "تنظير مفصل الركبة اليسرى", "left knee arthroscopy"), ("lésion du ménisque interne", "تمزق الغضروف الهلالي الداخلي", "medial meniscus tear")),
        (("phacoémulsification de l'œil droit", "إزالة الماء الأبيض من العين اليمنى", "right eye phacoemulsification"), ("cataracte de l'œil droit", "الماء الأبيض في العين اليمنى", "right eye cataract")),
        (("coloscopie avec polypectomie", "تنظير القولون مع استئصال سليلة", "colonoscopy with polypectomy"), ("polype colique", "سليلة في القولون", "colonic polyp")),
        (("exérèse d'un kyste sébacé", "استئصال كيس دهني", "excision of a sebaceous cyst"), ("kyste sébacé infecté", "كيس دهني ملتهب", "infected sebaceous cyst")),
        (("curetage utérin", "كحت الرحم", "uterine curettage"), ("fausse couche précoce", "إجهاض مبكر", "early miscarriage"))]
ASA = [("score ASA 1", "تصنيف ASA 1", "ASA grade 1"), ("score ASA 2", "تصنيف ASA 2", "ASA grade 2"), ("score ASA 3", "تصنيف ASA 3", "ASA grade 3")]
NEG_PREG = ("test de grossesse négatif", "اختبار الحمل سلبي", "negative pregnancy test")


def k_day_surgery(d):
    r, L, T = d.r, d.L, d.T
    pat, comp, surg, anest = d.person(), d.person(), d.person(), d.person()
    foreign = r.random() < 0.5
    d.title(L("Chirurgie ambulatoire – check-list du patient", "الجراحة اليومية – قائمة التحقق الخاصة بالمريض",
              "Day surgery – patient safety checklist"))
    x = d.x()
    d.p(T(f"Clinique Les Orangers – unité de chirurgie ambulatoire – bloc n° {r.randint(1, 6)} – séjour {d.ref('AMB')}",
          f"مصحة البرتقال – وحدة الجراحة اليومية – قاعة العمليات عدد {r.randint(1, 6)} – إقامة عدد {d.ref('AMB')}",
          f"Les Orangers Clinic – day-surgery unit – theatre {r.randint(1, 6)} – stay {d.ref('AMB')}", x))
    xs = [d.x() for _ in range(8)]
    d.kv([(L("Patient", "المريض", "Patient"), d.name(pat, xs[0])),
          (L("Date de naissance", "تاريخ الولادة", "Date of birth"), d.dob(xs[1], 1950, 2002)),
          (L("Passeport", "جواز السفر", "Passport") if foreign else L("CIN", "ب.ت.و", "National ID"),
           d.passport(True) if foreign else d.cin(xs[2])),
          (L("Téléphone", "الهاتف", "Phone"), d.phone(xs[3], foreign=foreign)),
          (L("E-mail", "البريد الإلكتروني", "E-mail"), d.email(pat)),
          (L("Accompagnant", "المرافق", "Escort"), d.name(comp, xs[4])),
          (L("CIN accompagnant", "ب.ت.و المرافق", "Escort's ID"), d.cin(xs[4])),
          (L("Téléphone accompagnant", "هاتف المرافق", "Escort's phone"), d.phone(xs[5])),
          (L("Adresse pendant le séjour", "العنوان أثناء الإقامة", "Address during stay"), d.addr(xs[6])),
          (L("Date d'intervention", "تاريخ العملية", "Date of surgery"), d.ddate(xs[7], 2025, 2025))])
    proc, dx = r.choice(PROC if pat.g == "F" else PROC[:6])
    co = r.choice(COMORB)
    al = r.choice(ALLERGY)
    female = pat.g == "F"
    items = [(L("Intervention prévue", "العملية المبرمجة", "Planned procedure"), proc),
             (L("Indication", "دواعي العملية", "Indication"), dx),
             (L("Allergies", "الحساسية", "Allergies"), al),
             (L("Antécédent", "سوابق", "Past history"), co[0]),
             (L("Traitement habituel", "العلاج المعتاد", "Usual medication"), co[1]),
             (L("Classification ASA", "تصنيف ASA", "ASA classification"), r.choice(ASA))]
    if female:
        items.append((L("Test de grossesse", "اختبار الحمل", "Pregnancy test"), NEG_PREG))
    rows = []
    for lbl, val in items:
        xr = d.x()
        rows.append([lbl, d.H(val, xr), T("vérifié", "تم التحقق", "checked", xr),
                     T("IDE", "ممرض", "RN", xr)])
    d.h(L("Vérifications avant l'induction", "التحقق قبل التخدير", "Checks before induction"))
    d.table([L("Item", "البند", "Item"), L("Réponse", "الإجابة", "Answer"), L("Statut", "الحالة", "Status"),
             L("Par", "من طرف", "By"), ], rows)
    nurse = d.person()
    rows = []
    for role, p_ in ((("Chirurgien", "الجراح", "Surgeon"), surg), (("Anesthésiste", "طبيب التخدير", "Anaesthetist"), anest),
                     (("Infirmier(ère) de bloc", "ممرض(ة) العمليات", "Theatre nurse"), nurse)):
        xr = d.x()
        rows.append([d.pick(role, xr), d.name(p_, xr), d.phone(xr)])
    d.h(L("Équipe", "الفريق", "Team"))
    d.table([L("Rôle", "الدور", "Role"), L("Nom", "الاسم", "Name"), L("Joignable au", "الهاتف", "Reachable on")], rows)
    gl, gref = lab(r, "gly")
    xk = [d.x() for _ in range(3)]
    d.kv([(L("Glycémie capillaire", "نسبة السكر الشعري", "Capillary glucose"), d.H(gl, xk[0])),
          (L("Douleur en salle de réveil", "الألم في قاعة الإفاقة", "Pain in recovery"), d.H(eva(r, 1, 4), xk[1])),
          (L("Réf. implant / lot", "مرجع المستلزم / الدفعة", "Implant ref / batch"), d.ref("LOT"))])
    for _ in range(2 if d.lang == "mixed" else 1):
        x = d.alt()
        d.p(T(f"{d.title_of(pat, 'fr')} {d.short(pat, 'fr')} a bénéficié d'une {d.H(proc, 'fr')} sous anesthésie "
              f"générale par Dr {d.name(surg, 'fr', 'full')} ; anesthésiste : Dr {d.name(anest, 'fr', 'full')}. "
              f"Les suites immédiates sont simples malgré des nausées ; compte tenu de {d.H(co[0], 'fr')}, la sortie "
              f"est autorisée à 18 h avec {d.name(comp, 'fr', 'full')}, qui reste joignable au {d.phone('fr')}.",
              f"خضع{'ت' if female else ''} {d.title_of(pat, 'ar')} {d.short(pat, 'ar')} إلى {d.H(proc, 'ar')} تحت "
              f"التخدير العام على يد {d.title_of(surg, 'ar', dr=True)} {d.name(surg, 'ar', 'full')} والتخدير من طرف {d.title_of(anest, 'ar', dr=True)} {d.name(anest, 'ar', 'full')}. "
              f"وكانت المضاعفات الفورية بسيطة رغم الغثيان، ونظرا إلى {d.H(co[0], 'ar')} تم الإذن بالخروج على الساعة "
              f"السادسة مساء برفقة {d.name(comp, 'ar', 'full')} الذي يمكن الاتصال به على {d.phone('ar')}.",
              f"{d.title_of(pat, 'en')} {d.short(pat, 'en')} underwent {d.H(proc, 'en')} under general anaesthesia "
              f"by Dr {d.name(surg, 'en', 'full')} (anaesthetist Dr {d.name(anest, 'en', 'full')}). Recovery was "
              f"uneventful apart from nausea; given {d.H(co[0], 'en')}, discharge was allowed at 6 pm with "
              f"{d.name(comp, 'en', 'full')}, reachable on {d.phone('en')}.", x))
    x = d.x()
    d.kv([(L("Forfait", "المعلوم الجملي", "Package price"), d.amount(x, 900, 4800)),
          (L("Facture", "الفاتورة", "Invoice"), d.ref("FA"))])
    d.foot([privacy(d, d.alt())])


# ================================================================ 6. radiology request
RAD_Q = [("suspicion de lithiase rénale droite", "اشتباه في حصى الكلية اليمنى", "suspected right kidney stone"),
         ("nodule thyroïdien palpable", "عقدة درقية محسوسة", "palpable thyroid nodule"),
         ("lombalgies avec sciatique gauche", "آلام أسفل الظهر مع عرق النسا الأيسر", "low back pain with left sciatica"),
         ("bilan d'extension d'un cancer du côlon", "تقييم انتشار سرطان القولون", "staging of colon cancer"),
         ("suspicion d'embolie pulmonaire", "اشتباه في انسداد رئوي", "suspected pulmonary embolism"),
         ("céphalées avec vertiges", "صداع مع دوار", "headache with vertigo"),
         ("masse mammaire gauche", "كتلة في الثدي الأيسر", "left breast lump")]
RAD_RES = [("nodule thyroïdien de {n} mm", "عقدة درقية قياسها {n} ملم", "{n} mm thyroid nodule"),
           ("calcul rénal droit de {n} mm", "حصاة في الكلية اليمنى قياسها {n} ملم", "{n} mm right renal stone"),
           ("hernie discale L5-S1", "انزلاق غضروفي L5-S1", "L5-S1 disc herniation"),
           ("kyste ovarien de {n} mm", "كيس مبيضي قياسه {n} ملم", "{n} mm ovarian cyst"),
           ("stéatose hépatique", "تشحم الكبد", "fatty liver"),
           ("lésion ACR 4 du sein gauche", "آفة ACR 4 في الثدي الأيسر", "ACR 4 lesion of the left breast")]
EXAMS = [("échographie abdominale", "تصوير بالصدى للبطن", "abdominal ultrasound"), ("scanner thoraco-abdominal", "سكانير الصدر والبطن", "chest and abdomen CT"),
         ("IRM lombaire", "رنين مغناطيسي للفقرات القطنية", "lumbar MRI"), ("mammographie bilatérale", "تصوير الثدي بالأشعة", "bilateral mammogram")]


def k_radiology(d):
    r, L, T = d.r, d.L, d.T
    pat, req, rad = d.person(), d.person(), d.person()
    hosp = r.choice(HOSPITALS)
    d.title(L("Demande d'examen d'imagerie", "مطلب فحص بالأشعة", "Imaging request form"))
    x = d.x()
    d.p(T(f"Service de radiologie – {d.inst(hosp, 'fr')} – demande n° {d.ref('RX')} du {d.ddate('fr')}",
          f"قسم الأشعة – {d.inst(hosp, 'ar')} – مطلب عدد {d.ref('RX')} بتاريخ {d.ddate('ar')}",
          f"Radiology department – {d.inst(hosp, 'en')} – request {d.ref('RX')} dated {d.ddate('en')}", x))
    xs = [d.x() for _ in range(7)]
    d.kv([(L("Nom", "الاسم واللقب", "Name"), d.name(pat, xs[0], "caps_first" if xs[0] != "ar" else None)),
          (L("Né(e) le", "تاريخ الولادة", "Born"), d.dob(xs[1], 1945, 2005)),
          (L("CIN", "ب.ت.و", "ID no."), d.cin(xs[2])),
          (L("Téléphone", "الهاتف", "Phone"), d.phone(xs[3])),
          (L("Adresse", "العنوان", "Address"), d.addr(xs[4])),
          (L("E-mail", "البريد الإلكتروني", "E-mail"), d.email(pat)),
          (L("N° CNSS", "رقم الضمان الاجتماعي", "CNSS no."), d.cnss(xs[5])),
          (L("Examen demandé", "الفحص المطلوب", "Examination requested"), d.pick(r.choice(EXAMS), xs[5])),
          (L("Médecin demandeur", "الطبيب الطالب", "Requesting doctor"), f"{d.title_of(req, xs[6], dr=True)} {d.name(req, xs[6])}")])
    q = r.choice(RAD_Q)
    xq = d.x()
    d.kv([(L("Renseignements cliniques", "معلومات سريرية", "Clinical information"), d.H(q, xq))])
    female = pat.g == "F"
    cl, cref = lab(r, "creat")
    rows = []
    conds = [(L("Grossesse en cours", "حمل", "Pregnancy"), preg(r) if female and r.random() < 0.6 else None),
             (L("Allergie", "حساسية", "Allergy"), ALLERGY[3]),
             (L("Fonction rénale", "وظيفة الكلى", "Renal function"), cl),
             (L("Dispositif implanté", "جهاز مزروع", "Implanted device"),
              ("porteur d'un stimulateur cardiaque", "يحمل جهاز تنظيم ضربات القلب", "has a cardiac pacemaker") if r.random() < 0.5 else None),
             (L("Anxiété / claustrophobie", "قلق / رهاب الأماكن المغلقة", "Anxiety / claustrophobia"),
              ("claustrophobie sévère", "رهاب شديد من الأماكن المغلقة", "severe claustrophobia")),
             (L("Diabète", "السكري", "Diabetes"), COMORB[1][1])]
    for lbl, val in conds:
        xr = d.x()
        if val is None:
            rows.append([lbl, T("non", "لا", "no", xr), "—"])
        else:
            extra = ""
            if val is cl:
                extra = f" ({T('N', 'المعدل', 'ref.', xr)} {d.D(d.pick(cref, xr))})"
            rows.append([lbl, T("oui", "نعم", "yes", xr), d.H(val, xr) + extra])
    d.h(L("Contre-indications et précautions", "موانع الاستعمال والاحتياطات", "Contraindications and precautions"))
    d.table([L("Question", "السؤال", "Question"), L("Réponse", "الإجابة", "Answer"), L("Précisions", "توضيحات", "Details")], rows)
    rows = []
    for prev in d.take(RAD_RES if pat.g == "F" else [z for z in RAD_RES if "ovarien" not in z[0] and "sein" not in z[0]], 3):
        xr = d.x()
        nn = r.randint(5, 30)
        rows.append([d.ddate(xr, 2019, 2024, p=0.3), d.pick(r.choice(EXAMS), xr), d.H(tuple(z.format(n=nn) for z in prev), xr),
                     d.inst(r.choice(HOSPITALS), xr)])
    d.h(L("Examens antérieurs", "الفحوص السابقة", "Previous imaging"))
    d.table([L("Date", "التاريخ", "Date"), L("Examen", "الفحص", "Examination"), L("Conclusion", "الخلاصة", "Conclusion"),
             L("Lieu", "المكان", "Where")], rows)
    res = r.choice(RAD_RES if pat.g == "F" else [z for z in RAD_RES if "ovarien" not in z[0] and "sein" not in z[0]])
    n = r.randint(6, 38)
    res = tuple(s.format(n=n) for s in res)
    for _ in range(2 if d.lang == "mixed" else 1):
        x = d.alt()
        d.p(T(f"Compte rendu : l'examen de {d.title_of(pat, 'fr')} {d.name(pat, 'fr', 'full')}, réalisé après "
              f"prémédication en raison d'une {d.H(ALLERGY[3], 'fr')}, met en évidence un aspect compatible avec "
              f"{d.H(res, 'fr')}. Un contrôle est conseillé dans six mois ; le résultat a été remis à "
              f"Dr {d.name(req, 'fr', 'full')}.",
              f"التقرير: بين الفحص الذي أجري لفائدة {d.title_of(pat, 'ar')} {d.name(pat, 'ar', 'full')} بعد تحضير دوائي "
              f"بسبب {d.H(ALLERGY[3], 'ar')} وجود {d.H(res, 'ar')}. وننصح بالمراقبة بعد ستة أشهر، وقد سلمت النتيجة "
              f"إلى {d.title_of(req, 'ar', dr=True)} {d.name(req, 'ar', 'full')}.",
              f"Report: the examination of {d.title_of(pat, 'en')} {d.name(pat, 'en', 'full')}, performed after "
              f"premedication for {d.H(ALLERGY[3], 'en')}, shows {d.H(res, 'en')}. Follow-up imaging in six months "
              f"is advised; the result was sent to Dr {d.name(req, 'en', 'full')}.", x))
    xs = d.x()
    d.sig([T("Le radiologue", "الطبيب المختص في الأشعة", "Consultant radiologist", xs),
           f"{d.title_of(rad, xs, dr=True)} {d.name(rad, xs)}",
           T("Tarif", "التعريفة", "Fee", xs) + " : " + d.amount(xs, 60, 450)])
# ================================================================ 7. payroll bank change form
def k_payroll_bank(d):
    r, L, T = d.r, d.L, d.T
    emp, hr, pay = d.person(), d.person(), d.person()
    company = r.choice(["Sotrafil SA", "Méditerranée Logistique SARL", "Carthage Câbles SA", "Oasis Agro-Export SA"])
    d.title(L("Demande de changement de domiciliation bancaire du salaire", "مطلب تغيير توطين الأجر البنكي",
              "Salary bank account change request"))
    x = d.x()
    d.p(T(f"{company} – Direction des ressources humaines – réf. {d.ref('DRH')} – {d.ddate('fr')}",
          f"{company} – إدارة الموارد البشرية – مرجع {d.ref('DRH')} – {d.ddate('ar')}",
          f"{company} – Human Resources – ref. {d.ref('HR')} – {d.ddate('en')}", x))
    xs = [d.x() for _ in range(9)]
    d.h(L("Salarié", "الأجير", "Employee"))
    d.kv([(L("Nom et prénom", "الاسم واللقب", "Full name"), d.name(emp, xs[0], "caps_first" if xs[0] != "ar" else "father")),
          (L("Matricule CNSS", "رقم الضمان الاجتماعي", "CNSS number"), d.cnss(xs[1])),
          (L("CIN", "بطاقة التعريف الوطنية", "National ID card"), d.cin(xs[2])),
          (L("Né(e) le", "تاريخ الولادة", "Date of birth"), d.dob(xs[3], 1965, 2001)),
          (L("Adresse personnelle", "العنوان الشخصي", "Home address"), d.addr(xs[4])),
          (L("GSM", "الهاتف الجوال", "Mobile"), d.phone(xs[5])),
          (L("E-mail", "البريد الإلكتروني", "E-mail"), d.email(emp)),
          (L("Service", "المصلحة", "Department"), T("Comptabilité", "المحاسبة", "Accounts", xs[7]))])
    old_v, old_d = d.rib()
    new_v, new_d = d.rib()
    rows = []
    for lbl, v, dg in ((L("Ancien compte", "الحساب القديم", "Old account"), old_v, old_d),
                       (L("Nouveau compte", "الحساب الجديد", "New account"), new_v, new_d)):
        xr = d.x()
        rows.append([lbl, d.inst(BANKS[dg[:2]], xr),
                     T("agence ", "فرع ", "branch ", xr) + d.inst(r.choice(PSTREETS), xr), v])
    d.h(L("Comptes", "الحسابات", "Accounts"))
    d.table([L("Compte", "الحساب", "Account"), L("Banque", "البنك", "Bank"), L("Agence", "الفرع", "Branch"),
             L("RIB", "رقم الحساب البنكي", "RIB")], rows)
    rows = []
    for _ in range(4):
        o = d.person()
        xr = d.x()
        ov, od = d.rib()
        rows.append([d.name(o, xr, "caps_first" if xr != "ar" else None), d.cnss(xr), d.inst(BANKS[od[:2]], xr), ov])
    d.h(L("Récapitulatif des changements du mois", "ملخص تغييرات الشهر", "This month's changes"))
    d.table([L("Salarié", "الأجير", "Employee"), L("CNSS", "الضمان الاجتماعي", "CNSS"), L("Banque", "البنك", "Bank"),
             L("Nouveau RIB", "الحساب الجديد", "New RIB")], rows)
    xi = d.x()
    d.kv([(L("IBAN du nouveau compte", "رقم IBAN للحساب الجديد", "New account IBAN"), d.iban(new_d)),
          (L("Référence de l'attestation bancaire", "مرجع شهادة الحساب", "Bank letter reference"), d.D(rib_fmt(rib_bad(r), r))),
          (L("Date d'effet", "تاريخ النفاذ", "Effective from"), d.ddate(xi, 2025, 2025))])
    for _ in range(2 if d.lang == "mixed" else 1):
        x = d.alt()
        d.p(T(f"Je soussigné{fe(emp)}, {d.name(emp, 'fr', 'full')}, demande que mon salaire soit viré à compter de la "
              f"paie de {r.choice(MON_FR[2:])} sur le compte {new_v} ouvert à la {d.inst(BANKS[new_d[:2]], 'fr')}. "
              f"Je joins un relevé d'identité bancaire et une copie de ma carte d'identité, conformément à "
              f"l'{d.art('fr')} du règlement intérieur.",
              f"أنا الممضي{'ة' if emp.g == 'F' else ''} أسفله {d.name(emp, 'ar', 'full')} أطلب تحويل أجري بداية من "
              f"شهر {r.choice(MON_TN[2:])} إلى الحساب عدد {new_v} المفتوح لدى {d.inst(BANKS[new_d[:2]], 'ar')}، "
              f"وأرفق شهادة في الحساب ونسخة من بطاقة التعريف طبقا لأحكام {d.art('ar')} من النظام الداخلي.",
              f"I, {d.name(emp, 'en', 'full')}, ask that my salary be paid from the {r.choice(MON_EN[2:])} payroll "
              f"into account {new_v} held with {d.inst(BANKS[new_d[:2]], 'en')}. A bank details slip and a copy of "
              f"my ID card are attached, as required by {d.art('en')} of the staff rules.", x))
    if r.random() < 0.5:
        x = d.alt()
        d.p(T(f"Note RH : {d.title_of(emp, 'fr')} {d.short(emp, 'fr')} est actuellement en mi-temps thérapeutique "
              f"({d.H(r.choice(MENTAL[:2] + MENTAL[6:7]), 'fr')}) ; le montant net de {d.amount('fr', 900, 2600)} "
              f"reste inchangé.",
              f"ملاحظة الموارد البشرية: {d.title_of(emp, 'ar')} {d.short(emp, 'ar')} يعمل حاليا بنصف توقيت علاجي "
              f"({d.H(r.choice(MENTAL[:2] + MENTAL[6:7]), 'ar')}) ويبقى المبلغ الصافي {d.amount('ar', 900, 2600)} "
              f"دون تغيير.",
              f"HR note: {d.title_of(emp, 'en')} {d.short(emp, 'en')} is on therapeutic part-time "
              f"({d.H(r.choice(MENTAL[:2] + MENTAL[6:7]), 'en')}); the net pay of {d.amount('en', 900, 2600)} is "
              f"unchanged.", x))
    xs = d.x()
    d.sig([T("Le salarié", "الأجير", "Employee", xs) + " : " + d.name(emp, xs, "initial" if xs != "ar" else None),
           T("Visa RH", "تأشيرة الموارد البشرية", "HR approval", xs) + " : " + d.name(hr, xs),
           T("Copie : service paie", "نسخة: مصلحة الأجور", "Copy: payroll", xs) + " – " + d.name(pay, xs) + " – "
           + d.email(pay, "sotrafil.com.tn")])


# ================================================================ 8. motor policy renewal notice
def k_motor_policy(d):
    r, L, T = d.r, d.L, d.T
    hold, drv2, agent = d.person(), d.person(), d.person()
    insurer = r.choice(["Assurances El Manar", "Carthage Assurances Mutuelles", "Assurances Tanit"])
    d.title(L("Avis d'échéance – assurance automobile", "إشعار بحلول الأجل – تأمين السيارات", "Motor policy renewal notice"))
    x = d.x()
    d.p(T(f"{insurer} – police n° {d.ref('AUTO')} – échéance du {d.ddate('fr', 2025, 2025)}",
          f"{insurer} – عقد عدد {d.ref('AUTO')} – أجل الخلاص {d.ddate('ar', 2025, 2025)}",
          f"{insurer} – policy no. {d.ref('AUTO')} – renewal date {d.ddate('en', 2025, 2025)}", x))
    xs = [d.x() for _ in range(8)]
    d.h(L("Souscripteur", "المكتتب", "Policyholder"))
    d.kv([(L("Nom", "الاسم واللقب", "Name"), d.name(hold, xs[0])),
          (L("Date de naissance", "تاريخ الولادة", "Date of birth"), d.dob(xs[1], 1950, 2002)),
          (L("CIN", "ب.ت.و", "ID card"), d.cin(xs[2])),
          (L("Adresse de correspondance", "عنوان المراسلة", "Correspondence address"), d.addr(xs[3])),
          (L("Téléphone", "الهاتف", "Phone"), d.phone(xs[4])),
          (L("E-mail", "البريد الإلكتروني", "E-mail"), d.email(hold))])
    d.h(L("Véhicule assuré", "العربة المؤمنة", "Insured vehicle"))
    xv = [d.x() for _ in range(4)]
    d.kv([(L("Immatriculation", "رقم التسجيل", "Registration"), d.plate(xv[0])),
          (L("Marque / modèle", "النوع", "Make / model"), r.choice(["Peugeot 208", "Kia Picanto", "Renault Clio", "Isuzu D-Max"])),
          (L("Puissance fiscale", "القوة الجبائية", "Fiscal horsepower"), f"{r.randint(4, 9)} CV"),
          (L("Valeur vénale", "القيمة التجارية", "Market value"), d.amount(xv[3], 18000, 95000))])
    rows = []
    for p_ in (hold, drv2):
        xr = d.x()
        rows.append([d.name(p_, xr, "caps_first" if xr != "ar" else None), d.dob(xr, 1955, 2004),
                     T("conducteur principal" if p_ is hold else "conducteur occasionnel",
                       "سائق رئيسي" if p_ is hold else "سائق عرضي",
                       "main driver" if p_ is hold else "occasional driver", xr),
                     d.ddate(xr, 1985, 2022, p=0.3)])
    d.table([L("Conducteur", "السائق", "Driver"), L("Né(e) le", "تاريخ الولادة", "Born"), L("Qualité", "الصفة", "Role"),
             L("Permis délivré le", "تاريخ رخصة السياقة", "Licence issued")], rows)
    xg = d.x()
    d.table([L("Garantie", "الضمان", "Cover"), L("Capital", "رأس المال", "Sum insured"), L("Prime", "القسط", "Premium")],
            [[T("Responsabilité civile", "المسؤولية المدنية", "Third-party liability", xg), T("illimité", "غير محدود", "unlimited", xg), d.amount(xg, 180, 600)],
             [T("Vol et incendie", "السرقة والحريق", "Theft and fire", xg), d.amount(xg, 15000, 60000), d.amount(xg, 90, 400)],
             [T("Bris de glace", "كسر البلور", "Glass breakage", xg), d.amount(xg, 800, 2500), d.amount(xg, 30, 120)],
             [T("Total TTC", "المجموع", "Total incl. tax", xg), "", d.amount(xg, 400, 1400)]])
    rows = []
    for _ in range(2):
        tp = d.person()
        xr = d.x()
        rows.append([d.ddate(xr, 2021, 2024, p=0.3), T(r.choice(["choc arrière", "accrochage en stationnement", "refus de priorité"]),
                                                r.choice(["اصطدام خلفي", "احتكاك عند الوقوف", "عدم احترام الأولوية"]),
                                                r.choice(["rear-end collision", "parking scrape", "failure to give way"]), xr),
                     d.name(tp, xr), d.plate(xr), d.amount(xr, 300, 6000, p=0.4)])
    d.h(L("Sinistres des trois dernières années", "الحوادث خلال السنوات الثلاث الأخيرة", "Claims in the last three years"))
    d.table([L("Date", "التاريخ", "Date"), L("Circonstances", "الظروف", "Circumstances"), L("Tiers", "الغير", "Third party"),
             L("Véhicule tiers", "عربة الغير", "Third-party vehicle"), L("Indemnité", "التعويض", "Paid")], rows)
    card = d.card()
    cm = r.choice(COMORB[1:2] + COMORB[10:11])[0]
    for _ in range(2 if d.lang == "mixed" else 1):
        x = d.alt()
        d.p(T(f"Conformément à l'{d.art('fr')} du Code des assurances, la prime sera prélevée le "
              f"{d.ddate('fr', 2025, 2025)} sur la carte {card}. Le conducteur occasionnel "
              f"{d.name(drv2, 'fr', 'full')} a déclaré une {d.H(cm, 'fr')} "
              f"stabilisée ; le certificat d'aptitude reste valable. Bonus-malus : classe {r.randint(1, 8)}.",
              f"طبقا لأحكام {d.art('ar')} من مجلة التأمين يقتطع القسط يوم {d.ddate('ar', 2025, 2025)} من البطاقة عدد {card}. "
              f"وقد صرح السائق العرضي {d.name(drv2, 'ar', 'full')} بإصابته بـ{d.H(cm, 'ar')} "
              f"في حالة مستقرة، وتبقى شهادة الكفاءة البدنية سارية.",
              f"Under {d.art('en')} of the Insurance Code, the premium will be charged on {d.ddate('en', 2025, 2025)} "
              f"to card {card}. The occasional driver {d.name(drv2, 'en', 'full')} declared stable "
              f"{d.H(cm, 'en')}; the fitness certificate remains valid.", x))
    xs = d.x()
    d.sig([T("Votre conseiller", "مستشاركم", "Your adviser", xs) + " : " + d.name(agent, xs) + " – " + d.phone(xs),
           T("Agence de l'", "وكالة ", "Branch on ", xs) + d.inst(r.choice(PSTREETS), xs)])
    d.foot([privacy(d, d.alt())])


# ================================================================ 9. card limit increase request
def k_card_limit(d):
    r, L, T = d.r, d.L, d.T
    cl, adv = d.person(), d.person()
    bank = r.choice(["04", "07", "08", "10", "12", "14"])
    d.title(L("Demande de relèvement du plafond de carte", "مطلب الترفيع في سقف البطاقة البنكية", "Card limit increase request"))
    x = d.x()
    d.p(T(f"{d.inst(BANKS[bank], 'fr')} – agence {d.inst(r.choice(PSTREETS), 'fr')} – demande {d.ref('PLF')} du {d.ddate('fr')}",
          f"{d.inst(BANKS[bank], 'ar')} – فرع {d.inst(r.choice(PSTREETS), 'ar')} – مطلب عدد {d.ref('PLF')} بتاريخ {d.ddate('ar')}",
          f"{d.inst(BANKS[bank], 'en')} – {d.inst(r.choice(PSTREETS), 'en')} branch – request {d.ref('LIM')} of {d.ddate('en')}", x))
    xs = [d.x() for _ in range(10)]
    rv, rd = d.rib(bank)
    selfemp = r.random() < 0.5
    d.h(L("Titulaire", "صاحب البطاقة", "Cardholder"))
    d.kv([(L("Nom et prénom", "الاسم واللقب", "Full name"), d.name(cl, xs[0])),
          (L("Date de naissance", "تاريخ الولادة", "Date of birth"), d.dob(xs[1], 1958, 1982)),
          (L("CIN", "بطاقة التعريف", "National ID"), d.cin(xs[2])),
          (L("Passeport", "جواز السفر", "Passport"), d.passport()),
          (L("Adresse", "العنوان", "Address"), d.addr(xs[4])),
          (L("Téléphone", "الهاتف", "Phone"), d.phone(xs[5])),
          (L("E-mail", "البريد الإلكتروني", "E-mail"), d.email(cl)),
          (L("Profession", "المهنة", "Occupation"), T("pharmacien d'officine" if selfemp else "cadre commercial",
                                                        ("صيدلانية" if cl.g == "F" else "صيدلي") if selfemp else "إطار تجاري",
                                                        "pharmacist" if selfemp else "sales manager", xs[7])),
          (L("Matricule fiscal", "المعرف الجبائي", "Tax ID"), d.tax()) if selfemp else
          (L("Employeur", "المؤجر", "Employer"), "Sotrafil SA"),
          (L("Compte (RIB)", "الحساب البنكي", "Account (RIB)"), rv),
          (L("IBAN", "IBAN", "IBAN"), d.iban(rd))])
    xc = [d.x() for _ in range(5)]
    d.h(L("Carte", "البطاقة", "Card"))
    d.kv([(L("Numéro de carte", "رقم البطاقة", "Card number"), d.card()),
          (L("N° de contrat carte", "رقم عقد البطاقة", "Card agreement no."), d.D(card_fmt(card_bad(r), r))),
          (L("Plafond actuel", "السقف الحالي", "Current limit"), d.amount(xc[2], 1000, 3000)),
          (L("Plafond demandé", "السقف المطلوب", "Requested limit"), d.amount(xc[3], 4000, 12000)),
          (L("Revenu mensuel net", "الدخل الشهري الصافي", "Net monthly income"), d.amount(xc[4], 1500, 9000))])
    rows = []
    sg = "M" if cl.g == "F" else "F"
    for rel, g, y0, y1 in d.take([(("conjoint(e)", "قرين(ة)", "spouse"), sg, 1958, 1985), (("fils", "ابن", "son"), "M", 2000, 2007),
                                  (("fille", "ابنة", "daughter"), "F", 2000, 2007)], 2 + r.randint(0, 1)):
        sp = d.person(g)
        xr = d.x()
        rows.append([d.name(sp, xr), d.pick(rel, xr), d.dob(xr, y0, y1), d.cin(xr), d.card()])
    d.h(L("Cartes supplémentaires", "بطاقات إضافية", "Additional cards"))
    d.table([L("Porteur", "الحامل", "Holder"), L("Lien", "القرابة", "Relationship"), L("Né(e) le", "تاريخ الولادة", "Born"),
             L("CIN", "ب.ت.و", "ID"), L("N° de carte", "رقم البطاقة", "Card no.")], rows)
    rows = []
    for _ in range(4):
        xr = d.x()
        rows.append([d.ddate(xr, 2025, 2025, p=0.3), r.choice(["CARREFOUR LA MARSA", "AMAZON EU", "TUNISAIR", "SHELL LAC 2",
                                                        "BOOKING.COM", "PHARMACIE CENTRALE"]), d.amount(xr, 20, 1800, p=0.4)])
    d.h(L("Dernières opérations", "آخر العمليات", "Recent transactions"))
    d.table([L("Date", "التاريخ", "Date"), L("Libellé", "البيان", "Description"), L("Montant", "المبلغ", "Amount")], rows)
    for _ in range(2 if d.lang == "mixed" else 1):
        x = d.alt()
        d.p(T(f"{d.title_of(cl, 'fr')} {d.short(cl, 'fr')} sollicite ce relèvement pour régler des frais de soins à "
              f"l'étranger liés à {d.H(r.choice(ALD)[0], 'fr')} de son enfant. Le dossier respecte la circulaire de la "
              f"{d.inst(BCT, 'fr')} et la réglementation des changes ({d.law('fr')}) ; avis favorable du conseiller {d.name(adv, 'fr', 'full')}.",
              f"{'تطلب' if cl.g == 'F' else 'يطلب'} {d.title_of(cl, 'ar')} {d.short(cl, 'ar')} هذا الترفيع لخلاص مصاريف "
              f"علاج بالخارج مرتبطة بـ{d.H(r.choice(ALD)[0], 'ar')} لدى أحد الأبناء، ويحترم الملف منشور "
              f"{d.inst(BCT, 'ar')} و{d.law('ar')}، مع رأي إيجابي من المستشار {d.name(adv, 'ar', 'full')}.",
              f"{d.title_of(cl, 'en')} {d.short(cl, 'en')} needs the higher limit to pay for treatment abroad for "
              f"a child's {d.H(r.choice(ALD)[0], 'en')}. The file complies with the {d.inst(BCT, 'en')} circular and "
              f"{d.law('en')}; recommended by adviser {d.name(adv, 'en', 'full')}.", x))
    xs = d.x()
    d.sig([T("Signature du client", "إمضاء الحريف", "Customer's signature", xs), d.name(cl, xs, "allcaps" if xs != "ar" else None)])


# ================================================================ 10. court hearing roll
CASE_OBJ = [("divorce pour préjudice", "طلاق للضرر", "divorce for harm"), ("pension alimentaire", "نفقة", "maintenance"),
            ("expulsion d'un occupant", "إخراج شاغل", "eviction of an occupant"), ("recouvrement de créance", "استخلاص دين", "debt recovery"),
            ("accident de la circulation", "حادث مرور", "road accident"), ("accident du travail", "حادث شغل", "work accident"),
            ("garde d'enfant", "حضانة", "child custody")]
IPP = ("incapacité permanente partielle de {n} %", "عجز مستمر جزئي بنسبة {n} %", "{n}% permanent partial disability")


def k_court_roll(d):
    r, L, T = d.r, d.L, d.T
    judge, clerk = d.person(), d.person()
    court = r.choice([("Tribunal de première instance de Tunis", "المحكمة الابتدائية بتونس", "Tunis Court of First Instance"),
                      ("Tribunal de première instance de Sfax", "المحكمة الابتدائية بصفاقس", "Sfax Court of First Instance"),
                      ("Tribunal cantonal de l'Ariana", "محكمة الناحية بأريانة", "Ariana District Court")])
    d.title(L("Rôle d'audience", "جدول الجلسة", "Hearing roll"))
    x = d.x()
    d.p(T(f"{d.inst(court, 'fr')} – chambre civile – audience du {d.ddate('fr', 2025, 2025)} à 9 h – présidée par "
          f"{d.name(judge, 'fr')}",
          f"{d.inst(court, 'ar')} – الدائرة المدنية – جلسة يوم {d.ddate('ar', 2025, 2025)} على الساعة التاسعة برئاسة "
          f"القاضي{'ة' if judge.g == 'F' else ''} {d.name(judge, 'ar')}",
          f"{d.inst(court, 'en')} – civil chamber – hearing of {d.ddate('en', 2025, 2025)} at 9 am – presiding judge "
          f"{d.name(judge, 'en')}", x))
    rows, parties = [], []
    objs = d.take(CASE_OBJ, 6)
    for i in range(6):
        a, b, law_ = d.person(), d.person(), d.person()
        parties.append((a, b, objs[i]))
        xr = d.x()
        rows.append([d.D(f"{r.randint(10000, 99999)}/{r.randint(2023, 2025)}"), d.name(a, xr), d.name(b, xr),
                     d.pick(objs[i], xr), f"{d.title_of(law_, xr, me=True)} {d.name(law_, xr, 'full')}",
                     T(r.choice(["renvoi", "délibéré", "radiation"]), r.choice(["تأخير", "حجز للمفاوضة", "شطب"]),
                       r.choice(["adjourned", "reserved", "struck out"]), xr)])
    d.table([L("N° affaire", "عدد القضية", "Case no."), L("Demandeur", "المدعي", "Claimant"),
             L("Défendeur", "المدعى عليه", "Defendant"), L("Objet", "الموضوع", "Subject"), L("Avocat", "المحامي", "Counsel"),
             L("Suite", "المآل", "Outcome")], rows)
    acc = [pp for pp in parties if pp[2][0].startswith("accident")]
    a, b, obj = acc[0] if acc else parties[0]
    n = r.choice([10, 15, 20, 25, 30, 40])
    ipp = tuple(s.format(n=n) for s in IPP)
    mh = r.choice(MENTAL[:4])
    for _ in range(2 if d.lang == "mixed" else 1):
        x = d.alt()
        d.p(T(f"Dans l'affaire opposant {d.name(a, 'fr', 'full')} à {d.name(b, 'fr', 'full')}, l'expert judiciaire "
              f"retient une {d.H(ipp, 'fr')} consécutive à {d.H(('fracture du fémur droit', 'كسر في عظم الفخذ الأيمن', 'right femur fracture'), 'fr')} "
              f"ainsi qu'un {d.H(mh, 'fr')}. Le véhicule en cause, immatriculé {d.plate('fr')}, était conduit par le "
              f"défendeur. Renvoi au {d.ddate('fr', 2025, 2025)} pour les conclusions sur l'{d.art('fr')}.",
              f"في القضية بين {d.name(a, 'ar', 'full')} و{' '}{d.name(b, 'ar', 'full')} أقر الخبير العدلي "
              f"{d.H(ipp, 'ar')} إثر {d.H(('fracture du fémur droit', 'كسر في عظم الفخذ الأيمن', 'right femur fracture'), 'ar')} "
              f"مع {d.H(mh, 'ar')}. وكانت السيارة عدد {d.plate('ar')} تحت سياقة المدعى عليه. وأخرت القضية إلى "
              f"{d.ddate('ar', 2025, 2025)} للرد على {d.art('ar')}.",
              f"In {d.name(a, 'en', 'full')} v. {d.name(b, 'en', 'full')}, the court expert assessed "
              f"{d.H(ipp, 'en')} following {d.H(('fracture du fémur droit', 'كسر في عظم الفخذ الأيمن', 'right femur fracture'), 'en')} "
              f"and {d.H(mh, 'en')}. The vehicle, registration {d.plate('en')}, was driven by the defendant. "
              f"Adjourned to {d.ddate('en', 2025, 2025)} for submissions under {d.art('en')}.", x))
    d.h(L("Convocations à notifier", "الاستدعاءات المطلوب تبليغها", "Summonses to serve"))
    for i, (pa, pb, _) in enumerate(parties[:3]):
        xk = d.x()
        d.p(T(f"{i + 1}. {d.name(pb, 'fr', 'caps_first')}, né{fe(pb)} le {d.dob('fr', 1950, 2000)}, demeurant au "
              f"{d.addr('fr')}, à la requête de {d.name(pa, 'fr', 'full')}.",
              f"{i + 1}. {d.name(pb, 'ar', 'father')} المولود{'ة' if pb.g == 'F' else ''} في {d.dob('ar', 1950, 2000)} "
              f"والقاطن{'ة' if pb.g == 'F' else ''} في {d.addr('ar')}، بطلب من {d.name(pa, 'ar', 'full')}.",
              f"{i + 1}. {d.name(pb, 'en', 'caps_first')}, DOB {d.dob('en', 1950, 2000)}, of {d.addr('en')}, at the "
              f"request of {d.name(pa, 'en', 'full')}.", xk))
    xs = d.x()
    d.sig([T("Le greffier", "كاتب الجلسة", "Court clerk", xs), d.name(clerk, xs),
           T("Standard du tribunal : 71 561 000", "هاتف المحكمة : 71 561 000", "Court switchboard: 71 561 000", xs)])
# ================================================================ 11. property handover inspection
def k_handover(d):
    r, L, T = d.r, d.L, d.T
    land, ten, agent = d.person(), d.person(), d.person()
    d.title(L("État des lieux de sortie", "محضر معاينة حالة المحل عند المغادرة", "Check-out inventory of the premises"))
    x = d.x()
    d.p(T(f"Agence Immobilière Les Dunes – bail n° {d.ref('BAIL')} – état des lieux établi le {d.ddate('fr', 2025, 2025)}",
          f"الوكالة العقارية الكثبان – عقد كراء عدد {d.ref('BAIL')} – بتاريخ {d.ddate('ar', 2025, 2025)}",
          f"Les Dunes Real Estate – lease no. {d.ref('LEASE')} – inspection made on {d.ddate('en', 2025, 2025)}", x))
    xs = [d.x() for _ in range(12)]
    foreign = r.random() < 0.4
    d.h(L("Parties", "الأطراف", "Parties"))
    d.kv([(L("Bailleur", "المسوغ", "Landlord"), d.name(land, xs[0])),
          (L("CIN du bailleur", "ب.ت.و المسوغ", "Landlord's ID"), d.cin(xs[1])),
          (L("Matricule fiscal du bailleur", "المعرف الجبائي للمسوغ", "Landlord's tax ID"), d.tax()),
          (L("Téléphone du bailleur", "هاتف المسوغ", "Landlord's phone"), d.phone(xs[2])),
          (L("Locataire", "المتسوغ", "Tenant"), d.name(ten, xs[3])),
          (L("Passeport du locataire", "جواز سفر المتسوغ", "Tenant's passport") if foreign else L("CIN du locataire", "ب.ت.و المتسوغ", "Tenant's ID"),
           d.passport(True) if foreign else d.cin(xs[4])),
          (L("Né(e) le", "تاريخ الولادة", "Date of birth"), d.dob(xs[5], 1960, 2001)),
          (L("Téléphone du locataire", "هاتف المتسوغ", "Tenant's phone"), d.phone(xs[6], foreign=foreign)),
          (L("E-mail du locataire", "بريد المتسوغ", "Tenant's e-mail"), d.email(ten)),
          (L("Logement", "المحل", "Premises"), d.addr(xs[8])),
          (L("Nouvelle adresse du locataire", "العنوان الجديد للمتسوغ", "Tenant's forwarding address"), d.addr(xs[9]))])
    rows = []
    for rel, y0, y1 in ((("conjoint(e)", "قرين(ة)", "spouse"), 1960, 2001), (("enfant", "ابن(ة)", "child"), 2008, 2021)):
        oc = d.person()
        xr = d.x()
        rows.append([d.name(oc, xr), d.pick(rel, xr), d.dob(xr, y0, y1)])
    d.h(L("Autres occupants déclarés", "الشاغلون الآخرون", "Other declared occupants"))
    d.table([L("Nom", "الاسم", "Name"), L("Lien", "القرابة", "Relationship"), L("Né(e) le", "تاريخ الولادة", "Born")], rows)
    rooms = [("Séjour", "قاعة الجلوس", "Living room"), ("Cuisine", "المطبخ", "Kitchen"), ("Chambre 1", "غرفة النوم 1", "Bedroom 1"),
             ("Salle d'eau", "بيت الاستحمام", "Shower room"), ("Balcon", "الشرفة", "Balcony")]
    rows = []
    for room in rooms:
        xr = d.x()
        rows.append([d.pick(room, xr), T(r.choice(["bon état", "état d'usage", "à repeindre", "joint à refaire"]),
                                         r.choice(["حالة جيدة", "حالة استعمال عادي", "يتطلب دهن", "يتطلب إصلاح"]),
                                         r.choice(["good", "fair wear", "needs repainting", "seal to redo"]), xr),
                     d.ref("PV") if r.random() < 0.3 else "—", d.amount(xr, 0, 380, p=0.4) if r.random() < 0.6 else "0"])
    d.h(L("Constat pièce par pièce", "المعاينة حسب الغرف", "Room by room"))
    d.table([L("Pièce", "الغرفة", "Room"), L("État", "الحالة", "Condition"), L("Réf. photo", "مرجع الصورة", "Photo ref."),
             L("Retenue", "الخصم", "Deduction")], rows)
    xm = [d.x() for _ in range(4)]
    rv, rd = d.rib()
    d.kv([(L("Index compteur STEG", "عداد الكهرباء والغاز", "STEG meter reading"), f"{r.randint(10000, 99999)} kWh"),
          (L("Dépôt de garantie", "مبلغ الضمان", "Security deposit"), d.amount(xm[1], 900, 4000)),
          (L("Restitution sur le compte", "الإرجاع إلى الحساب", "Refund to account"), rv),
          (L("IBAN", "IBAN", "IBAN"), d.iban(rd))])
    dis = r.choice(DISAB[1:4] + DISAB[7:8])
    for _ in range(2 if d.lang == "mixed" else 1):
        x = d.alt()
        d.p(T(f"Les lieux ont été visités en présence de {d.title_of(ten, 'fr')} {d.short(ten, 'fr')} et de "
              f"l'agent {d.name(agent, 'fr', 'full')}. La rampe d'accès installée en raison de la {d.H(dis, 'fr')} "
              f"du locataire est laissée en place avec l'accord du bailleur, conformément à l'{d.art('fr')} du "
              f"contrat ; les clés (3 jeux) sont remises ce jour.",
              f"تمت المعاينة بحضور {d.title_of(ten, 'ar')} {d.short(ten, 'ar')} والوكيل {d.name(agent, 'ar', 'full')}. "
              f"ويبقى المنحدر المركب بسبب {d.H(dis, 'ar')} لدى المتسوغ في مكانه بموافقة المسوغ طبقا لأحكام {d.art('ar')} "
              f"من العقد، وتم تسليم المفاتيح (3 نسخ) اليوم.",
              f"The premises were inspected with {d.title_of(ten, 'en')} {d.short(ten, 'en')} and agent "
              f"{d.name(agent, 'en', 'full')}. The access ramp fitted because of the tenant's {d.H(dis, 'en')} stays "
              f"in place with the landlord's consent under {d.art('en')} of the lease; three sets of keys returned.", x))
    xs = d.x()
    d.sig([T("Le bailleur", "المسوغ", "Landlord", xs) + " : " + d.name(land, xs, "initial" if xs != "ar" else None),
           T("Le locataire", "المتسوغ", "Tenant", xs) + " : " + d.name(ten, xs, "allcaps" if xs != "ar" else "last_first"),
           T("L'agent", "الوكيل", "Agent", xs) + " : " + d.phone(xs)])


# ================================================================ 12. exam deliberation minutes
def k_deliberation(d):
    r, L, T = d.r, d.L, d.T
    pres, mem1, mem2, sec = d.person(), d.person(), d.person(), d.person()
    fac = r.choice([("Faculté de Médecine Ibn El Jazzar", "كلية الطب ابن الجزار", "Ibn El Jazzar Faculty of Medicine"),
                    ("Institut Supérieur de Gestion", "المعهد العالي للتصرف", "Higher Institute of Management"),
                    ("École Nationale d'Ingénieurs de Gabès", "المدرسة الوطنية للمهندسين بقابس", "National Engineering School of Gabès")])
    d.title(L("Procès-verbal de délibération du jury", "محضر مداولات لجنة الامتحان", "Examination board minutes"))
    x = d.x()
    d.p(T(f"{d.inst(fac, 'fr')} – session principale de juin – réunion du {d.ddate('fr', 2025, 2025)} – "
          f"conformément à l'{d.art('fr')} du règlement des examens",
          f"{d.inst(fac, 'ar')} – الدورة الرئيسية لشهر جوان – اجتماع يوم {d.ddate('ar', 2025, 2025)} – طبقا لأحكام {d.art('ar')} "
          f"من نظام الامتحانات",
          f"{d.inst(fac, 'en')} – main June session – meeting of {d.ddate('en', 2025, 2025)} – under {d.art('en')} "
          f"of the examination regulations", x))
    xj = d.x()
    d.kv([(L("Président du jury", "رئيس اللجنة", "Chair"), f"Pr {d.name(pres, xj, 'full' if xj != 'ar' else None)}"),
          (L("Membres", "الأعضاء", "Members"), f"{d.name(mem1, xj)}, {d.name(mem2, xj)}"),
          (L("Secrétaire", "الكاتب", "Secretary"), d.name(sec, xj))])
    rows, studs, avgs = [], [], []
    for i in range(r.randint(9, 11)):
        s = d.person()
        studs.append(s)
        xr = d.x()
        avg = round(r.uniform(6.5, 16.8), 2)
        avgs.append(avg)
        rows.append([str(r.randint(20200000, 20249999)), d.name(s, xr, "caps_first" if xr != "ar" else None),
                     d.dob(xr, 1998, 2005), d.cin(xr), f"{avg:.2f}".replace(".", ","),
                     T("admis" if avg >= 10 else "ajourné", "ناجح" if avg >= 10 else "مؤجل",
                       "pass" if avg >= 10 else "resit", xr)])
    d.table([L("N° inscription", "رقم التسجيل", "Student no."), L("Nom et prénom", "الاسم واللقب", "Name"),
             L("Né(e) le", "تاريخ الولادة", "Born"), L("CIN", "ب.ت.و", "ID"), L("Moyenne", "المعدل", "Average"),
             L("Décision", "القرار", "Decision")], rows)
    i1 = min(range(len(studs)), key=lambda i: abs(avgs[i] - 9.8) if avgs[i] < 10 else 99)
    s1, s2, s3 = [studs[i] for i in [i1] + [j for j in (4, 6, 2) if j != i1][:2]]
    need = r.choice(SCH_NEEDS[:1] + DISAB[4:5])
    sick = r.choice([("appendicite aiguë", "التهاب الزائدة الدودية الحاد", "acute appendicitis"),
                     ("pneumopathie hospitalisée", "التهاب رئوي استوجب الإقامة بالمستشفى", "pneumonia requiring admission"),
                     ("épisode dépressif majeur", "نوبة اكتئاب حادة", "major depressive episode")])
    for _ in range(2 if d.lang == "mixed" else 1):
        x = d.alt()
        d.p(T(f"Le jury accorde le rachat à {d.name(s1, 'fr', 'full')} (moyenne proche de 10). L'absence de "
              f"{d.name(s2, 'fr', 'full')} à l'épreuve du {d.ddate('fr', 2025, 2025)} est justifiée par un certificat "
              f"médical ({d.H(sick, 'fr')}) ; l'étudiant{fe(s2)} est autorisé{fe(s2)} à la session de rattrapage. Un "
              f"tiers-temps est maintenu pour {d.name(s3, 'fr', 'full')} en raison d'une {d.H(need, 'fr')}.",
              f"قررت اللجنة إسعاف {d.name(s1, 'ar', 'full')} لاقتراب معدله من 10. ويعتبر غياب "
              f"{d.name(s2, 'ar', 'full')} عن اختبار يوم {d.ddate('ar', 2025, 2025)} مبررا بشهادة طبية "
              f"({d.H(sick, 'ar')}) ويسمح له بالمشاركة في دورة التدارك. كما يحافظ "
              f"{d.name(s3, 'ar', 'full')} على ثلث الوقت الإضافي بسبب {d.H(need, 'ar')}.",
              f"The board condones a pass for {d.name(s1, 'en', 'full')} (average close to 10). The absence of "
              f"{d.name(s2, 'en', 'full')} from the exam of {d.ddate('en', 2025, 2025)} is covered by a medical "
              f"certificate ({d.H(sick, 'en')}); resit allowed. Extra time is kept for {d.name(s3, 'en', 'full')} "
              f"because of {d.H(need, 'en')}.", x))
    s4 = d.person()
    xk = [d.x() for _ in range(4)]
    d.h(L("Étudiant étranger – équivalence", "طالب أجنبي – معادلة", "International student – equivalence"))
    d.kv([(L("Nom", "الاسم", "Name"), d.name(s4, xk[0])),
          (L("Passeport", "جواز السفر", "Passport"), d.passport(True)),
          (L("Contact", "للاتصال", "Contact"), d.email(s4)),
          (L("Téléphone", "الهاتف", "Phone"), d.phone(xk[3], foreign=True))])
    xs = d.x()
    d.sig([T("Le président du jury", "رئيس اللجنة", "Chair of the board", xs), d.name(pres, xs, "allcaps" if xs != "ar" else None)])


# ================================================================ 13. freight waybill
def k_waybill(d):
    r, L, T = d.r, d.L, d.T
    carrier, drv, cons = d.person("M"), d.person("M"), d.person()
    d.title(L("Lettre de voiture – transport routier de marchandises", "وثيقة نقل بضائع عبر الطرقات",
              "Road consignment note (waybill)"))
    x = d.x()
    d.p(T(f"LV n° {d.ref('LV')} – départ {r.choice(['Radès', 'Sfax', 'Bizerte'])} le {d.ddate('fr', 2025, 2025)} – "
          f"destination {r.choice(['Ras Jedir', 'Tripoli', 'Annaba', 'Gabès'])}",
          f"وثيقة عدد {d.ref('LV')} – الانطلاق من {r.choice(['رادس', 'صفاقس', 'بنزرت'])} يوم {d.ddate('ar', 2025, 2025)} – "
          f"الوجهة {r.choice(['رأس جدير', 'طرابلس', 'عنابة', 'قابس'])}",
          f"CMR no. {d.ref('CMR')} – departs {r.choice(['Radès', 'Sfax', 'Bizerte'])} on {d.ddate('en', 2025, 2025)} – "
          f"to {r.choice(['Ras Jedir', 'Tripoli', 'Annaba', 'Gabès'])}", x))
    xs = [d.x() for _ in range(14)]
    rv, rd = d.rib()
    d.h(L("Transporteur (personne physique)", "الناقل (شخص طبيعي)", "Carrier (sole trader)"))
    d.kv([(L("Nom", "الاسم واللقب", "Name"), d.name(carrier, xs[0], "father" if xs[0] != "en" else None)),
          (L("Matricule fiscal", "المعرف الجبائي", "Tax ID"), d.tax()),
          (L("Affiliation CNSS", "الانخراط بالضمان الاجتماعي", "CNSS"), d.cnss(xs[2])),
          (L("Adresse", "العنوان", "Address"), d.addr(xs[3])),
          (L("RIB de paiement", "الحساب البنكي للخلاص", "Payment RIB"), rv)])
    shp, co2 = d.person(), d.person("M")
    xq = [d.x() for _ in range(4)]
    d.h(L("Expéditeur", "المرسل", "Shipper"))
    d.kv([(L("Société", "الشركة", "Company"), "Oasis Agro-Export SA"),
          (L("Personne à contacter", "الشخص المكلف", "Contact person"), d.name(shp, xq[1])),
          (L("Tél.", "الهاتف", "Tel."), d.phone(xq[2])),
          (L("Courriel", "البريد الإلكتروني", "E-mail"), d.email(shp, "oasis-agro.tn"))])
    d.h(L("Chauffeur et véhicule", "السائق والعربة", "Driver and vehicle"))
    d.kv([(L("Chauffeur", "السائق", "Driver"), d.name(drv, xs[5])),
          (L("CIN", "ب.ت.و", "ID"), d.cin(xs[6])),
          (L("Passeport", "جواز السفر", "Passport"), d.passport()),
          (L("Né le", "تاريخ الولادة", "Born"), d.dob(xs[8], 1965, 2000)),
          (L("GSM", "الجوال", "Mobile"), d.phone(xs[9])),
          (L("Tracteur", "الجرار", "Tractor unit"), d.plate(xs[10])),
          (L("Semi-remorque", "المجرورة", "Semi-trailer"), d.V("PLATE", f"RS {r.randint(100000, 999999)}")),
          (L("Second chauffeur", "السائق الثاني", "Co-driver"), d.name(co2, xs[11])),
          (L("CIN / passeport", "ب.ت.و / جواز السفر", "ID / passport"), d.cin(xs[12]) + " / " + d.passport())])
    rows = []
    goods = [("huile d'olive en fûts", "زيت زيتون في براميل", "olive oil in drums"), ("câbles électriques", "أسلاك كهربائية", "electric cables"),
             ("dattes conditionnées", "تمور معلبة", "packed dates"), ("pièces détachées", "قطع غيار", "spare parts"),
             ("carreaux céramiques", "جليز", "ceramic tiles")]
    for g in d.take(goods, 4):
        xr = d.x()
        rows.append([d.D(f"{r.choice(['MSKU', 'CMAU', 'TGHU'])} {r.randint(100000, 999999)}-{r.randint(0, 9)}"),
                     d.pick(g, xr), f"{r.randint(300, 9800)} kg", d.amount(xr, 2000, 90000, p=0.4)])
    d.h(L("Marchandises", "البضائع", "Goods"))
    d.table([L("Conteneur / marque", "الحاوية", "Container / mark"), L("Nature", "النوع", "Goods"),
             L("Poids brut", "الوزن القائم", "Gross weight"), L("Valeur déclarée", "القيمة المصرح بها", "Declared value")], rows)
    xc = [d.x() for _ in range(4)]
    d.h(L("Destinataire", "المرسل إليه", "Consignee"))
    d.kv([(L("Contact", "المسؤول", "Contact"), d.name(cons, xc[0])),
          (L("Téléphone", "الهاتف", "Phone"), d.phone(xc[1], foreign=r.random() < 0.5)),
          (L("E-mail", "البريد الإلكتروني", "E-mail"), d.email(cons)),
          (L("Facture commerciale", "الفاتورة التجارية", "Commercial invoice"), d.ref("INV"))])
    cm = r.choice(COMORB[:2] + COMORB[3:4])[0]
    for _ in range(2 if d.lang == "mixed" else 1):
        x = d.alt()
        d.p(T(f"Réserves à la livraison : deux fûts endommagés. Le chauffeur {d.name(drv, 'fr', 'full')} déclare "
              f"prendre un traitement ({d.H(cm, 'fr')}) et a présenté son certificat "
              f"d'aptitude. Le fret de {d.amount('fr', 900, 6000)} est payable sous 30 jours conformément à l'"
              f"{d.art('fr')} du Code de commerce.",
              f"تحفظات عند التسليم: برميلان متضرران. وصرح السائق {d.name(drv, 'ar', 'full')} بأنه يتابع علاجا "
              f"({d.H(cm, 'ar')}) وقدم شهادة الكفاءة البدنية. ويدفع معلوم النقل "
              f"{d.amount('ar', 900, 6000)} في أجل 30 يوما طبقا لأحكام {d.art('ar')} من المجلة التجارية.",
              f"Reservations on delivery: two damaged drums. Driver {d.name(drv, 'en', 'full')} states he is treated "
              f"for {d.H(cm, 'en')} and showed his fitness certificate. Freight of "
              f"{d.amount('en', 900, 6000)} payable within 30 days under {d.art('en')} of the Commercial Code.", x))
    xs = d.x()
    d.sig([T("Signature du transporteur", "إمضاء الناقل", "Carrier's signature", xs), d.name(carrier, xs, "allcaps" if xs != "ar" else None),
           T("Tél.", "الهاتف", "Tel.", xs) + " " + d.phone(xs)])


# ================================================================ 14. vehicle title mutation
ATTT = ("Agence Technique des Transports Terrestres", "الوكالة الفنية للنقل البري", "Land Transport Technical Agency")


def k_title_mutation(d):
    r, L, T = d.r, d.L, d.T
    sel, buy, proxy = d.person(), d.person(), d.person()
    d.title(L("Demande de mutation de carte grise", "مطلب نقل ملكية بطاقة رمادية", "Vehicle registration transfer application"))
    x = d.x()
    d.p(T(f"{d.inst(ATTT, 'fr')} – agence de {r.choice(['Tunis', 'Sousse', 'Sfax', 'Nabeul'])} – dossier {d.ref('MUT')} – "
          f"déposé le {d.ddate('fr', 2025, 2025)}",
          f"{d.inst(ATTT, 'ar')} – فرع {r.choice(['تونس', 'سوسة', 'صفاقس', 'نابل'])} – ملف عدد {d.ref('MUT')} – بتاريخ "
          f"{d.ddate('ar', 2025, 2025)}",
          f"{d.inst(ATTT, 'en')} – {r.choice(['Tunis', 'Sousse', 'Sfax', 'Nabeul'])} office – file {d.ref('MUT')} – "
          f"lodged on {d.ddate('en', 2025, 2025)}", x))
    xv = [d.x() for _ in range(3)]
    d.h(L("Véhicule", "العربة", "Vehicle"))
    d.kv([(L("Immatriculation actuelle", "رقم التسجيل الحالي", "Current registration"), d.plate(xv[0])),
          (L("Genre / marque", "الصنف / النوع", "Type / make"), r.choice(["VP Hyundai i20", "VP Seat Ibiza", "CAM Isuzu NPR", "VP Dacia Logan"])),
          (L("Prix de cession", "ثمن البيع", "Sale price"), d.amount(xv[2], 12000, 85000))])
    rows = []
    for role, p_ in ((("Vendeur", "البائع", "Seller"), sel), (("Acheteur", "المشتري", "Buyer"), buy)):
        xr = d.x()
        rows.append([d.pick(role, xr), d.name(p_, xr), d.cin(xr), d.dob(xr, 1950, 2003), d.addr(xr, split=False),
                     d.phone(xr)])
    d.h(L("Parties", "الأطراف", "Parties"))
    d.table([L("Qualité", "الصفة", "Role"), L("Nom et prénom", "الاسم واللقب", "Name"), L("CIN", "ب.ت.و", "ID"),
             L("Né(e) le", "تاريخ الولادة", "Born"), L("Adresse", "العنوان", "Address"), L("Téléphone", "الهاتف", "Phone")], rows)
    rows = []
    y = r.randint(2006, 2011)
    for _ in range(2):
        po = d.person()
        xr = d.x()
        y2 = y + r.randint(2, 6)
        rows.append([f"{y}–{y2}", d.name(po, xr), d.cin(xr)])
        y = y2
    d.h(L("Propriétaires précédents", "المالكون السابقون", "Previous owners"))
    d.table([L("Période", "الفترة", "Period"), L("Propriétaire", "المالك", "Owner"), L("CIN", "ب.ت.و", "ID")], rows)
    dis = r.choice(DISAB[1:4] + DISAB[7:8])
    xk = [d.x() for _ in range(4)]
    d.kv([(L("E-mail de l'acquéreur", "البريد الإلكتروني للمشتري", "Buyer's e-mail"), d.email(buy)),
          (L("CIN du mandataire", "ب.ت.و الوكيل", "Attorney's ID"), d.cin(xk[1])),
          (L("Droits d'enregistrement", "معاليم التسجيل", "Registration duty"), d.amount(xk[0], 150, 2400)),
          (L("Paiement par carte", "الخلاص بالبطاقة", "Paid by card"), d.card()),
          (L("Exonération demandée", "إعفاء مطلوب", "Exemption requested"),
           T("oui – acquéreur titulaire d'une carte d'invalidité", "نعم – المشتري يحمل بطاقة إعاقة", "yes – buyer holds a disability card", xk[2])),
          (L("Handicap", "الإعاقة", "Disability"), d.H(dis, xk[3]))])
    for _ in range(2 if d.lang == "mixed" else 1):
        x = d.alt()
        d.p(T(f"Le dossier est déposé par {d.name(proxy, 'fr', 'full')}, mandataire de {d.title_of(buy, 'fr')} "
              f"{d.short(buy, 'fr')} en vertu d'une procuration légalisée le {d.ddate('fr', 2025, 2025)}. Le véhicule "
              f"sera aménagé (commandes au volant) compte tenu de la {d.H(dis, 'fr')} de l'acquéreur, conformément à "
              f"l'{d.art('fr')} du Code de la route. Contact du mandataire : {d.phone('fr')}.",
              f"أودع الملف {d.name(proxy, 'ar', 'full')} بصفته وكيلا عن {d.title_of(buy, 'ar')} {d.short(buy, 'ar')} "
              f"بموجب توكيل معرف بالإمضاء بتاريخ {d.ddate('ar', 2025, 2025)}. وسيتم تهيئة العربة نظرا لـ"
              f"{d.H(dis, 'ar')} لدى المشتري طبقا لأحكام {d.art('ar')} من مجلة الطرقات. هاتف الوكيل: {d.phone('ar')}.",
              f"The file is lodged by {d.name(proxy, 'en', 'full')}, attorney for {d.title_of(buy, 'en')} "
              f"{d.short(buy, 'en')} under a power of attorney certified on {d.ddate('en', 2025, 2025)}. The car will "
              f"be adapted (hand controls) given the buyer's {d.H(dis, 'en')}, as allowed by {d.art('en')} of the "
              f"Highway Code. Attorney's phone: {d.phone('en')}.", x))
    xs = d.x()
    d.sig([T("Signatures légalisées", "إمضاءات معرف بها", "Certified signatures", xs),
           d.name(sel, xs, "allcaps" if xs != "ar" else None) + " / " + d.name(buy, xs, "caps_first" if xs != "ar" else "father")])


# ================================================================ 15. deceased account release
DEATH = [("cancer du pancréas", "سرطان البنكرياس", "pancreatic cancer"), ("infarctus du myocarde", "احتشاء عضلة القلب", "myocardial infarction"),
         ("accident vasculaire cérébral", "جلطة دماغية", "stroke"), ("insuffisance respiratoire aiguë", "قصور تنفسي حاد", "acute respiratory failure"),
         ("cirrhose hépatique", "تليف الكبد", "liver cirrhosis")]


def k_deceased(d):
    r, L, T = d.r, d.L, d.T
    dec, notary, off = d.person(), d.person(), d.person()
    bank = r.choice(["03", "04", "07", "08", "10", "14", "25"])
    d.title(L("Déblocage des avoirs d'un client décédé", "تحرير أرصدة حريف متوفى", "Release of a deceased customer's funds"))
    x = d.x()
    d.p(T(f"{d.inst(BANKS[bank], 'fr')} – service successions – dossier {d.ref('SUC')} – {d.ddate('fr', 2025, 2025)}",
          f"{d.inst(BANKS[bank], 'ar')} – مصلحة التركات – ملف عدد {d.ref('SUC')} – {d.ddate('ar', 2025, 2025)}",
          f"{d.inst(BANKS[bank], 'en')} – estates department – file {d.ref('EST')} – {d.ddate('en', 2025, 2025)}", x))
    xs = [d.x() for _ in range(6)]
    rv, rd = d.rib(bank)
    d.h(L("Défunt(e)", "المتوفى(ة)", "Deceased"))
    d.kv([(L("Nom et prénom", "الاسم واللقب", "Full name"), d.name(dec, xs[0], "father" if xs[0] != "en" else "full")),
          (L("Date de naissance", "تاريخ الولادة", "Date of birth"), d.dob(xs[1], 1930, 1965)),
          (L("CIN", "ب.ت.و", "ID card"), d.cin(xs[2])),
          (L("Date du décès", "تاريخ الوفاة", "Date of death"), d.ddate(xs[3], 2023, 2024)),
          (L("Compte", "الحساب", "Account"), rv),
          (L("IBAN", "IBAN", "IBAN"), d.iban(rd)),
          (L("Carte à annuler", "البطاقة المطلوب إلغاؤها", "Card to cancel"), d.card())])
    rows = []
    rels = [(("veuf" if dec.g == "F" else "veuve", "أرمل" if dec.g == "F" else "أرملة", "widower" if dec.g == "F" else "widow"),
             "M" if dec.g == "F" else "F"), (("fils", "ابن", "son"), "M"), (("fille", "ابنة", "daughter"), "F"),
            (("fils", "ابن", "son"), "M")]
    for rel, g in rels:
        h = d.person(g)
        xr = d.x()
        hv, hd = d.rib()
        rows.append([d.name(h, xr, None if xr == "ar" else "full"), d.pick(rel, xr), d.cin(xr),
                     r.choice(["1/8", "7/24", "7/48", "14/48"]), hv, d.phone(xr)])
    d.h(L("Héritiers (selon l'acte de succession)", "الورثة (حسب حجة الوفاة)", "Heirs (per the succession deed)"))
    d.table([L("Héritier", "الوارث", "Heir"), L("Lien", "القرابة", "Relationship"), L("CIN", "ب.ت.و", "ID"),
             L("Part", "المناب", "Share"), L("RIB de virement", "حساب التحويل", "Transfer RIB"),
             L("Téléphone", "الهاتف", "Phone")], rows)
    cause = r.choice(DEATH)
    for _ in range(2 if d.lang == "mixed" else 1):
        x = d.alt()
        d.p(T(f"Au vu de l'acte établi par Me {d.name(notary, 'fr', 'full')}, notaire, et du certificat de décès "
              f"indiquant comme cause {d.H(cause, 'fr')}, le solde de {d.amount('fr', 3000, 250000)} sera réparti entre "
              f"les héritiers conformément à l'{d.art('fr')} du Code du statut personnel. Le contrat "
              f"{d.D(card_fmt(card_bad(r), r))} d'assurance emprunteur est résilié.",
              f"بناء على الحجة المحررة من طرف الأستاذ{'ة' if notary.g == 'F' else ''} {d.name(notary, 'ar', 'full')} "
              f"عدل الإشهاد وشهادة الوفاة التي تذكر {d.H(cause, 'ar')}، يوزع الرصيد البالغ {d.amount('ar', 3000, 250000)} "
              f"على الورثة طبقا لأحكام {d.art('ar')} من مجلة الأحوال الشخصية، ويفسخ عقد تأمين القرض عدد "
              f"{d.D(card_fmt(card_bad(r), r))}.",
              f"Based on the deed drawn up by notary {d.name(notary, 'en', 'full')} and the death certificate "
              f"recording {d.H(cause, 'en')}, the balance of {d.amount('en', 3000, 250000)} will be shared among the "
              f"heirs under {d.art('en')} of the Personal Status Code. Borrower insurance contract "
              f"{d.D(card_fmt(card_bad(r), r))} is terminated.", x))
    xs = d.x()
    d.sig([T("Notaire", "عدل الإشهاد", "Notary", xs) + " : " + d.name(notary, xs) + " – " + T("MF", "المعرف الجبائي", "tax ID", xs) + " " + d.tax(),
           T("Le chargé de clientèle", "المكلف بالحرفاء", "Relationship officer", xs), d.name(off, xs),
           d.email(off, "banque-" + r.choice(["nord", "sahel", "sud"]) + ".tn")])
    d.foot([privacy(d, d.alt())])


# ================================================================ 16. staff mission order
def k_mission(d):
    r, L, T = d.r, d.L, d.T
    emp, boss, fin = d.person(), d.person(), d.person()
    org = r.choice(["Office des Céréales", "Société Tunisienne d'Emballage", "Groupe Chimique de Gafsa-Sud"])
    d.title(L("Ordre de mission", "إذن بمهمة", "Travel authorisation (mission order)"))
    x = d.x()
    d.p(T(f"{org} – ordre de mission n° {d.ref('OM')} – {d.ddate('fr', 2025, 2025)}",
          f"{org} – إذن بمهمة عدد {d.ref('OM')} – {d.ddate('ar', 2025, 2025)}",
          f"{org} – mission order no. {d.ref('OM')} – {d.ddate('en', 2025, 2025)}", x))
    xs = [d.x() for _ in range(10)]
    d.kv([(L("Missionnaire", "المكلف بالمهمة", "Traveller"), d.name(emp, xs[0])),
          (L("Fonction", "الخطة", "Position"), T("ingénieur qualité", "مهندس جودة", "quality engineer", xs[1])),
          (L("CIN", "ب.ت.و", "ID card"), d.cin(xs[2])),
          (L("Passeport", "جواز السفر", "Passport"), d.passport()),
          (L("Date de naissance", "تاريخ الولادة", "Date of birth"), d.dob(xs[4], 1968, 2000)),
          (L("Matricule CNSS", "رقم الضمان الاجتماعي", "CNSS number"), d.cnss(xs[5])),
          (L("Téléphone", "الهاتف", "Phone"), d.phone(xs[6])),
          (L("E-mail", "البريد الإلكتروني", "E-mail"), d.email(emp)),
          (L("Domicile", "المقر", "Home address"), d.addr(xs[8])),
          (L("Destination", "الوجهة", "Destination"), T("Lyon (France) puis Sfax", "ليون (فرنسا) ثم صفاقس", "Lyon (France), then Sfax", xs[9]))])
    rows = []
    for leg in range(3):
        xr = d.x()
        rows.append([d.ddate(xr, 2025, 2025, p=0.3), T(r.choice(["Tunis-Carthage → Lyon", "Lyon → Tunis", "Tunis → Sfax"]),
                                                r.choice(["تونس قرطاج ← ليون", "ليون ← تونس", "تونس ← صفاقس"]),
                                                r.choice(["Tunis-Carthage → Lyon", "Lyon → Tunis", "Tunis → Sfax"]), xr),
                     T(r.choice(["avion", "voiture personnelle", "train"]), r.choice(["طائرة", "سيارة شخصية", "قطار"]),
                       r.choice(["flight", "own car", "train"]), xr), d.amount(xr, 80, 1900, p=0.4)])
    d.h(L("Itinéraire et frais", "المسار والمصاريف", "Itinerary and costs"))
    d.table([L("Date", "التاريخ", "Date"), L("Trajet", "المسار", "Route"), L("Moyen", "الوسيلة", "Means"),
             L("Coût", "الكلفة", "Cost")], rows)
    xk = [d.x() for _ in range(5)]
    rv, rd = d.rib()
    d.kv([(L("Véhicule personnel autorisé", "السيارة الشخصية المرخص فيها", "Own vehicle authorised"), d.plate(xk[0])),
          (L("Indemnité journalière", "المنحة اليومية", "Daily allowance"), d.amount(xk[1], 60, 250)),
          (L("Carte affaires", "بطاقة المهام", "Corporate card"), d.card()),
          (L("Remboursement sur RIB", "الإرجاع على الحساب", "Reimbursement to RIB"), rv + " (IBAN " + d.iban(rd) + ")"),
          (L("Imputation budgétaire", "التوظيف بالميزانية", "Budget line"), d.ref("BUD"))])
    rows = []
    for _ in range(2):
        ct = d.person()
        xr = d.x()
        rows.append([d.name(ct, xr), d.passport(), d.phone(xr), d.email(ct, "groupe-emballage.tn")])
    d.h(L("Autres missionnaires", "بقية أعضاء البعثة", "Other travellers"))
    d.table([L("Nom", "الاسم", "Name"), L("Passeport", "جواز السفر", "Passport"), L("GSM", "الجوال", "Mobile"),
             L("E-mail", "البريد الإلكتروني", "E-mail")], rows)
    med = r.choice([ALLERGY[6], ALLERGY[0], COMORB[9][0], COMORB[1][0]])
    for _ in range(2 if d.lang == "mixed" else 1):
        x = d.alt()
        d.p(T(f"{d.title_of(emp, 'fr')} {d.short(emp, 'fr')} est chargé{fe(emp)} de l'audit du fournisseur "
              f"d'emballages. L'agence de voyages est informée de son {d.H(med, 'fr')} pour les repas à bord. En cas "
              f"d'urgence, prévenir {d.name(boss, 'fr', 'full')} au {d.phone('fr')}. Frais remboursés selon le "
              f"barème officiel ({d.law('fr')}).",
              f"يكلف {d.title_of(emp, 'ar')} {d.short(emp, 'ar')} بتدقيق مزود مواد التعليب، وقد أعلمت وكالة الأسفار "
              f"بـ{d.H(med, 'ar')} {'لديها' if emp.g == 'F' else 'لديه'} بالنسبة للوجبات. وفي حالة الطوارئ يرجى الاتصال بـ{d.name(boss, 'ar', 'full')} "
              f"على الرقم {d.phone('ar')}. وتسترجع المصاريف طبقا لأحكام {d.law('ar')}.",
              f"{d.title_of(emp, 'en')} {d.short(emp, 'en')} will audit the packaging supplier. The travel agency "
              f"knows about the traveller's {d.H(med, 'en')} for in-flight meals. In an emergency call "
              f"{d.name(boss, 'en', 'full')} on {d.phone('en')}. Expenses refunded under {d.law('en')}.", x))
    xs = d.x()
    d.sig([T("Le directeur", "المدير", "Director", xs) + " : " + d.name(boss, xs, "initial" if xs != "ar" else None),
           T("Visa financier", "التأشيرة المالية", "Finance approval", xs) + " : " + d.name(fin, xs)])


KINDS = [("memory_clinic_assessment", k_memory), ("pain_clinic_consultation", k_pain),
         ("school_infirmary_register", k_school_infirmary), ("cnam_prior_approval_request", k_cnam),
         ("day_surgery_checklist", k_day_surgery), ("radiology_request_form", k_radiology),
         ("payroll_bank_change_form", k_payroll_bank), ("motor_policy_renewal_notice", k_motor_policy),
         ("card_limit_increase_request", k_card_limit), ("court_hearing_roll", k_court_roll),
         ("property_handover_inspection", k_handover), ("exam_deliberation_minutes", k_deliberation),
         ("freight_waybill", k_waybill), ("vehicle_title_mutation", k_title_mutation),
         ("deceased_account_release", k_deceased), ("staff_mission_order", k_mission)]
CLINICAL = {"memory_clinic_assessment", "pain_clinic_consultation", "school_infirmary_register",
            "cnam_prior_approval_request", "day_surgery_checklist", "radiology_request_form"}
# KINDS-END


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    manifest, idx = [], 0
    for k, (kind, builder) in enumerate(KINDS):
        for v in range(3):
            idx += 1
            lang = LANGS[(k + v) % 4]
            fmt = FORMATS[(k + 3 * v + k // 4) % 4]
            r = random.Random(f"gen22:{a.seed}:{kind}:{v}")
            doc = Doc(kind, lang, fmt, r)
            builder(doc)
            rd = Renderer(doc)
            data, text = rd.render()
            sens, decs = finalize(doc, text, rd.used)
            fname = f"{idx:03d}_{kind}_{lang}.{fmt}"
            with open(os.path.join(a.out, fname), "wb") as fh:
                fh.write(data)
            manifest.append({"file": fname, "lang": lang, "kind": kind, "format": fmt, "expect": "ok",
                             "sensitive": sens, "decoys": decs})
    with open(os.path.join(a.out, "manifest.json"), "w", encoding="utf-8") as fh:
        json.dump(manifest, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
