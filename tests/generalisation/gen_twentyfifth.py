#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""gen_twentyfifth.py - held-out generator of labelled Tunisian test documents.

    python3 gen_twentyfifth.py --seed N --out DIR

Writes 48 documents (16 kinds x 3 language/format variants) and DIR/manifest.json in the
corpus manifest format. Deterministic per seed; standard library only; DOCX files are
assembled by hand with zipfile. Every name, identifier, value and sentence is invented
(names are built from consonant roots and vowel patterns, identifiers are random but
syntactically valid: RIB keys, IBAN check digits, Luhn).
"""
import argparse
import csv
import datetime
import io
import json
import os
import random
import re
import sys
import zipfile
from xml.sax.saxutils import escape

# --------------------------------------------------------------------------- constants
AR_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


def ard(s):
    return s.translate(AR_DIGITS)


MONTHS_FR = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
             "octobre", "novembre", "décembre"]
MONTHS_FR_ABBR = ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.",
                  "nov.", "déc."]
MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
             "October", "November", "December"]
MONTHS_EN_ABBR = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONTHS_AR = ["جانفي", "فيفري", "مارس", "أفريل", "ماي", "جوان", "جويلية", "أوت", "سبتمبر", "أكتوبر",
             "نوفمبر", "ديسمبر"]
FR_UNITS = ["zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix", "onze",
            "douze", "treize", "quatorze", "quinze", "seize", "dix-sept", "dix-huit", "dix-neuf"]
FR_TENS = {2: "vingt", 3: "trente", 4: "quarante", 5: "cinquante", 6: "soixante"}
EN_ORD = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
          "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth",
          "eighteenth", "nineteenth", "twentieth", "twenty-first", "twenty-second", "twenty-third",
          "twenty-fourth", "twenty-fifth", "twenty-sixth", "twenty-seventh", "twenty-eighth",
          "twenty-ninth", "thirtieth", "thirty-first"]


def fr99(n):
    if n < 20:
        return FR_UNITS[n]
    if n < 70:
        t, u = divmod(n, 10)
        return FR_TENS[t] if u == 0 else FR_TENS[t] + (" et un" if u == 1 else "-" + FR_UNITS[u])
    if n < 80:
        return "soixante et onze" if n == 71 else "soixante-" + FR_UNITS[n - 60]
    return "quatre-vingts" if n == 80 else "quatre-vingt-" + FR_UNITS[n - 80]


def fr_year_words(y):
    if y < 2000:
        return "mil neuf cent " + fr99(y - 1900) if y != 1900 else "mil neuf cent"
    return "deux mille" + ("" if y == 2000 else " " + fr99(y - 2000))


def fr_day_words(d):
    return "premier" if d == 1 else fr99(d)


# Real, common Tunisian names the generator must never produce by chance (they are in this
# source, so the source-token filter below rejects any invented name that equals one of them):
# Jlassi Trabelsi Gharbi Mejri Hamdi Dridi Ayari Sassi Zarrouk Hammami Bouzid Chebbi Jebali Mansouri
# Riahi Rezgui Khelifi Ferchichi Mabrouk Bouaziz Saidi Mzali Baccouche Ghannouchi Marzouki Sfaxi
# Gabsi Kefi Ouerghi Hajji Bouslama Mathlouthi Naceur Tlili Zouari Masmoudi Karoui Belhaj Hedhili
# Smaoui Fakhfakh Kallel Ellouze Chaabane Guesmi Zribi Jouini Amri Abidi Kamoun Sellami Dhaouadi
# Saber Nader Maher Taher Kamel Jamel Adel Hamed Rached Fares Samir Bachir Rachid Nabil Jalel Salem
# Hatem Hakim Karim Samira Latifa Salma Najla Nadia Rabeha Sabrine Nesrine Yasmine Marwane Radwane
# Sofiane Zied Malek Walid Khaled Tarek Fethi Lotfi Mourad Riadh Moncef Habib Hichem Sami Anis Amel
# Sonia Leila Najet Mounira Hayet Hela Rim Ines Olfa Wafa Faten Sihem Hanen Imen Asma Nour Jamila
# Nabila Jalila Hamida Hamid Majid Rafik Tawfik Nasser Sadok Bechir Lamine Hafedh Raouf Raja Lamia
# Sarra Dorra Souad Kalthoum Zeineb Fatma Emna Mariem Hajer Yosra Rania Chaima Ahlem Maha Rahma
# Farah Zahra Hana Alia Selma Bassem Wassim Haithem Mehdi Youssef Ahmed Mohamed Ali Omar Hamza Bilel
# Slim Skander Kais Ramzi Chokri Fadhel Rabeh Naoufel Noureddine Mokhtar Mustapha Sahbi Ridha Wahid
# Zaher Jaber Sakher Naji Nasri Bakri Ghazi Bahri Fadhila Chadia Nejia Zohra Salha Bariza Naziha
# Ghazala Hedia Jalloul Hammouda Boukhris Bouhlel Bougatef Bouzayen Zaghouani Kasraoui Feriani
# Lahmar Laabidi Mahjoub Makhlouf Marzouk Mestiri Najjar Nasraoui Rekik Sahli Sahraoui Soltani
# Touati Zayani Hamrouni Jerbi Dhahri Baklouti Gharsalli Charfi Chaari Derbel Haddad Hadded Hamza
# Cherif Mahfoudh Nefzi Ouni Rjeb Yahyaoui Gannouni Khemiri Khemissi Sghaier Slama Mrad Naffati
# Ghorbel Hmida Frikha Fendri Turki Jarraya Triki Bouraoui Belhadj Chahed Harbi Mahmoudi Mhiri
# Darin Marisa Salima Selmi Salmi Mounib Karima Halima Rachida Habiba Samia Nadhir Nadhira Zakia Hanene
# Hasna Jalila Basma Basima Nasima Nasim Wassila Rafika Rabia Safia Halim Jamil Kamil Nasir Zahir Sahar
# Samar Marwa Salwa Najwa Nawel Radhia Sabiha Latif Nabih Nabiha Fahima Fahmi Hamda Dalila Khalil Khalila
# Jalel Jelassi Bejaoui Mejdoub Mabrouka Mabrouki Fatnassi Ghali Ghalia Lamis Lina Dina Rima Nadim Nadima
# Sahbi Sabri Sabra Sabri Zakaria Bassma Hamdan Jamal Kamal Nizar Anouar Mondher Mounir Mounira Sofien
# Arabic forms: سليمة كريمة حليمة جميلة نبيلة رشيدة حبيبة لطيفة سامية سالم سالمي حمدي حبيب منيب منير
# منيرة نادر ناصر صابر ماهر طاهر كامل جمال عادل حامد راشد فارس سمير بشير رشيد نبيل جلال حاتم حكيم كريم
# سميرة سلمى نجلاء نادية رابحة صبرين نسرين ياسمين مروان رضوان سفيان مالك وليد خالد طارق فتحي لطفي مراد
# رياض منصف هشام سامي أنيس أمل سنية ليلى نجاة حياة هالة ريم إيناس ألفة وفاء فاتن سهام حنان إيمان أسماء
# نور جميل نسيم حسناء بسمة مبروك الجلاصي الطرابلسي الغربي الماجري الحمدي الدريدي العياري الساسي الزروق
# الحمامي الشابي الجبالي المنصوري الرياحي الرزقي الخليفي الفرشيشي الزواري المسعودي القروي السلامي
# Badel Bader Safir Safa Samah Samih Sadek Naima Naim Rajab Rafaa Hedi Hadi Hadia Haifa Hager Hayfa Zayneb
# Ziad Faris Farid Farida Fadia Fatima Fathi Ferid Jalil Kaouther Kamila Labib Lazhar Mahdi Majdi Majed Malak
# Manel Marouane Mazen Moez Monia Mona Nadra Najib Najiba Nazih Nefissa Nidhal Noura Rabii Ramla Rawdha Sabeur
# Sadri Saida Saif Sakina Salah Saloua Sana Selim Semia Sirine Soumaya Taieb Wajdi Yamina Yasmina Yassine Zina
# Zouhair Besma Belgacem Chedly Chiraz Dhafer Dorsaf Fakher Haythem Ilyes Jaouher Kacem Lassaad Makram Marwen
# Mehrez Nejib Tarak Yosri Nacer Jabeur Bedis Badis Hafsa Hafsi Sakher Fakhri Nadher Nasser Samer Tamer Zamel
# Arabic: سفير بادل بدر صافي صفاء سماح سميح صادق نعيمة نعيم رجاء رجب فريد فريدة فاضل فادية فاطمة جليل كاملة
# لبيب مهدي مجدي ماجد ملاك منال مازن معز منية منى نجيب نجيبة نزيه نفيسة نضال رفيق رملة رانية صدري سعيدة سيف
# سكينة صلاح صالحة سلوى سناء سارة سليم طيب وجدي يمينة ياسين زهرة زكرياء زينة زهير بلقاسم شاذلي شيراز ظافر
# درصاف فاخر قاسم لسعد مكرم مهرز رؤوف حفصة سامر تامر زامل ناظر جابر زاهر
# Named Wanda Karin Karine Karina Darin Marin Marina Sarin Randa Landa Sanda Halma Selma Telma Nilda Hilda
# Zelda Carina Sabina Rosina Tamara Samara Kamala Salam Martin Baron Karen Daren Barkan Kachef Zbid Zoubeida
# Hamid Hamida Rached Rachida Hasna Hasnaa Kamel Kamla Nadra Fadhel Jamel Jamila Saber Sabra Halim Halima
# Arabic: بركان كاشف زبيد زبيدة رندة كمال حسنة حمادي رشيدة فضيلة حليم ناجي ناجية نصر نصرة
# Cherni Hermi Nasri Masri Hosni Hasni Sebri Zemni Bekri Derbali Messaoudi Sehli Tersi Hedri Ghedira Khemir
# Arabic: الشرني الهرمي النصري المصري الحسني الصبري الزمني البكري الدربالي السهلي الترسي
# Sarhane Dahmane Rahmane Salmane Hamdane Othmane Chaabane Ramdane Kahlane Garza Gherbi Mradi Merdi Chelbi
# Arabic: سرحان دحمان رحمان سلمان حمدان عثمان شعبان رمضان المرادي الشلبي
# Nazim Nazima Farhane Farhan Jasmine Boukhalfa Salim Salima Basma Rasem Delhi Chamrane Samra Sajed Sajida
# Arabic: ناظم فرحان بوخلفة سليم باسمة راسم شمران ساجد ساجدة سمرة
# Mansour Mansoura Malik Malika Maher Mahran Marzouk Masoud Makhlouf Marwan Salman Sahnoun Khaldoun Zaitoun
# Arabic: منصور منصورة مالك مالكة مهران مرزوق مسعود مخلوف سحنون خلدون زيتون
AR_OF = {"b": "ب", "t": "ت", "j": "ج", "h": "ح", "kh": "خ", "d": "د", "dh": "ذ", "r": "ر", "z": "ز", "s": "س",
         "ch": "ش", "f": "ف", "k": "ك", "g": "ق", "l": "ل", "m": "م", "n": "ن", "gh": "غ", "w": "و"}
C_INIT = "b t j h d r z s ch f k g l m n w b h j m n s z r k f d kh gh".split()
C_MID = "b t j h d r z s ch f k l m n r l m n s b".split()
C_FIN = "b t j h d r z s ch f k l m n r l m n d b kh dh".split()
C_OBS = "b t j d z s f k g h m".split()
C_DBL = "b t d r z s f k l m n".split()
CLUSTERS = [tuple(x.split("+")) for x in (
    "l+m l+b l+k l+d l+f l+h l+j l+z l+t r+b r+d r+f r+h r+j r+k r+m r+n r+s r+t r+z m+b m+d m+r m+l m+z m+h "
    "n+b n+d n+j n+z n+t n+h n+s s+m s+n s+r s+l s+b s+k s+t j+l j+m j+d f+l f+r f+d f+s h+m h+b h+d h+l h+r "
    "h+s h+z k+r k+l k+m k+s b+l b+r b+s d+r d+l z+m z+r z+l z+n ch+r ch+m ch+l ch+k t+m t+r t+l").split()]


def _fold(w):
    return w.casefold().translate({ord("ة"): "ه", ord("ى"): "ي"})


def _src_tokens():
    try:
        with open(os.path.abspath(__file__), encoding="utf-8") as fh:
            toks = {_fold(t) for t in re.findall(r"[^\W\d_]+", fh.read())}
    except OSError:
        return set()
    return toks | {t[2:] for t in toks if t.startswith("ال") and len(t) > 4}


SRC_TOKENS = _src_tokens()


class Person:
    def __init__(self, fl, ll, fa, la, sex, g):
        self.fl, self.ll, self.fa, self.la, self.sex, self.g = fl, ll, fa, la, sex, g
        self._father = None

    def father(self):
        if self._father is None:
            self._father = self.g.first("m")
        return self._father

    def form(self, f):
        fl, ll, fa, la = self.fl, self.ll, self.fa, self.la
        if f == "full":
            return f"{fl} {ll}"
        if f == "FULL":
            return f"{ll.upper()} {fl}"
        if f == "FULL2":
            return f"{fl} {ll.upper()}"
        if f == "lf":
            return f"{ll} {fl}"
        if f == "init":
            return f"{fl[0]}. {ll}" if fl[0] != "M" else f"{fl} {ll}"
        if f == "last":
            return ll
        if f == "LAST":
            return ll.upper()
        if f == "first":
            return fl
        if f == "nasab":
            return f"{fl} {'ben' if self.sex == 'm' else 'bent'} {self.father()[0]} {ll}"
        if f == "ar":
            return f"{fa} {la}"
        if f == "ar_lf":
            return f"{la} {fa}"
        if f == "ar_last":
            return la
        if f == "ar_first":
            return fa
        if f == "ar_nasab":
            return f"{fa} {'بن' if self.sex == 'm' else 'بنت'} {self.father()[1]} {la}"
        raise ValueError(f)


# --------------------------------------------------------------------------- generator state
class G:
    def __init__(self, seed):
        self.r = random.Random(f"gen_twentyfifth/seed={seed}")
        self.used = set()

    # ---------------- names
    def _c(self, pool):
        c = self.r.choice(pool)
        return c, AR_OF[c]

    def _ok(self, *toks):
        for t in toks:
            for w in re.findall(r"[^\W\d_]+", t):
                w = _fold(w)
                if len(w) < 4 and w not in ("بن", "ben"):
                    return False
                forms = {w, w[2:]} if w.startswith("ال") and len(w) > 4 else {w}
                if forms & SRC_TOKENS or forms & self.used:
                    return False
        return True

    def _mark(self, *toks):
        for t in toks:
            for w in re.findall(r"[^\W\d_]+", t):
                w = _fold(w)
                if w not in ("بن", "ben"):
                    self.used.add(w)
                    if w.startswith("ال") and len(w) > 4:
                        self.used.add(w[2:])

    def _cl(self):
        a, b = self.r.choice(CLUSTERS)
        return a + b, AR_OF[a] + AR_OF[b]

    def _three(self):
        while True:
            c1, c2, c3 = self._c(C_INIT), self._c(C_MID), self._c(C_FIN)
            if len({c1[0], c2[0], c3[0]}) == 3:
                return c1, c2, c3

    def first(self, sex):
        for _ in range(3000):
            # the bare fa'il / fa'ila shapes (M1, F3) give too many real names in Arabic script: rare
            pat = self.r.choice(["M2", "M3", "M3", "M4", "M4", "M5", "M2", "M3", "M4", "M1"] if sex == "m" else
                                ["F1", "F1", "F2", "F4", "F4", "F5", "F1", "F2", "F4", "F3"])
            c1, c2, c3 = self._three()
            cl = self._cl()
            if cl[0].startswith(c1[0]) or cl[0].endswith(c3[0]):
                continue
            L = {"M1": f"{c1[0]}a{c2[0]}e{c3[0]}", "M2": f"{c1[0]}a{c2[0]}i{c3[0]}",
                 "M3": f"{c1[0]}a{cl[0]}ane", "M4": f"{c1[0]}a{cl[0]}a{c3[0]}", "M5": f"{c1[0]}a{cl[0]}oun",
                 "F1": f"{c1[0]}a{cl[0]}i{c3[0]}a", "F2": f"{c1[0]}a{cl[0]}a", "F3": f"{c1[0]}a{c2[0]}e{c3[0]}a",
                 "F4": f"{c1[0]}a{cl[0]}ine", "F5": f"{c1[0]}a{cl[0]}ouna"}[pat]
            A = {"M1": f"{c1[1]}ا{c2[1]}{c3[1]}", "M2": f"{c1[1]}ا{c2[1]}ي{c3[1]}",
                 "M3": f"{c1[1]}{cl[1]}ان", "M4": f"{c1[1]}{cl[1]}ا{c3[1]}", "M5": f"{c1[1]}{cl[1]}ون",
                 "F1": f"{c1[1]}{cl[1]}ي{c3[1]}ة", "F2": f"{c1[1]}{cl[1]}ة", "F3": f"{c1[1]}ا{c2[1]}{c3[1]}ة",
                 "F4": f"{c1[1]}{cl[1]}ين", "F5": f"{c1[1]}{cl[1]}ونة"}[pat]
            L = L[0].upper() + L[1:]
            if self._ok(L, A):
                self._mark(L, A)
                return L, A
        raise RuntimeError("name space exhausted")

    def last(self):
        for _ in range(6000):
            pat = self.r.choice(["S1", "S2", "S3", "S4", "S5", "S6", "S4", "S2", "S5"])
            c1, c2, c3 = self._three()
            cl = self._cl()
            if cl[0].startswith(c1[0]) or cl[0].endswith(c3[0]):
                continue
            if pat == "S3":
                L, A = f"Ben {c1[0].capitalize()}a{cl[0]}a{c3[0]}", f"بن {c1[1]}{cl[1]}ا{c3[1]}"
            elif pat == "S1":
                c1 = self._c(C_OBS)
                c2 = self._c(["l", "r", "l", "r", "m"])
                c3 = self._c(C_DBL)
                if len({c1[0], c2[0], c3[0]}) < 3:
                    continue
                L, A = f"{c1[0].upper()}{c2[0]}a{c3[0] * 2}i", f"ال{c1[1]}{c2[1]}ا{c3[1]}ي"
            elif pat == "S2":
                L, A = f"Bou{c1[0]}a{cl[0]}a", f"بو{c1[1]}{cl[1]}ة"
            elif pat == "S4":
                c4 = self._c(C_MID)
                if cl[0].endswith(c4[0]):
                    continue
                L, A = f"{c1[0].capitalize()}a{cl[0]}a{c4[0]}i", f"ال{c1[1]}{cl[1]}ا{c4[1]}ي"
            elif pat == "S5":
                L, A = f"{c1[0].capitalize()}e{cl[0]}i", f"ال{c1[1]}ا{cl[1]}ي"
            else:
                L, A = f"{c1[0].capitalize()}a{cl[0]}ou{c3[0]}", f"{c1[1]}{cl[1]}و{c3[1]}"
            if self._ok(L, A):
                self._mark(L, A)
                return L, A
        raise RuntimeError("surname space exhausted")

    def person(self, sex=None, last=None):
        sex = sex or self.r.choice("mf")
        fl, fa = self.first(sex)
        ll, la = last if last else self.last()
        return Person(fl, ll, fa, la, sex, self)

    def family(self, n, sex=None):
        last = self.last()
        return [self.person(sex, last) for _ in range(n)]

    # ---------------- identifiers
    def digits(self, n):
        return "".join(self.r.choice("0123456789") for _ in range(n))

    def cin(self):
        return self.r.choice("01") + self.digits(7)

    def passport(self):
        return self.r.choice("ABCDEFGHJKLMNPRSTXZ") + self.digits(self.r.choice([6, 6, 7]))

    def rib(self):
        bank = self.r.choice(["01", "03", "04", "05", "07", "08", "10", "11", "12", "14", "17", "20",
                              "23", "25", "26", "28", "32"])
        body = bank + self.digits(3) + self.digits(13)
        key = 97 - (int(body) * 100) % 97
        return body + f"{key:02d}"

    def fmt_rib(self, r, style=None):
        style = self.r.randrange(4) if style is None else style
        if style == 0:
            return f"{r[:2]} {r[2:5]} {r[5:18]} {r[18:]}"
        if style == 1:
            return r
        if style == 2:
            return f"{r[:2]}-{r[2:5]}-{r[5:18]}-{r[18:]}"
        return f"{r[:2]} {r[2:5]} {r[5:9]} {r[9:13]} {r[13:18]} {r[18:]}"

    def fmt_iban(self, r, style=None):
        s = "TN59" + r
        style = self.r.randrange(3) if style is None else style
        if style == 0:
            return " ".join(s[i:i + 4] for i in range(0, 24, 4))
        if style == 1:
            return s
        return f"TN59 {r[:2]} {r[2:5]} {r[5:18]} {r[18:]}"

    def card(self):
        for _ in range(100):
            body = self.r.choice(["4", "5"]) + self.digits(14)
            for ck in "0123456789":
                if luhn_ok(body + ck):
                    return body + ck
        raise RuntimeError

    def fmt_card(self, c, style=None):
        style = self.r.randrange(3) if style is None else style
        if style == 0:
            return " ".join(c[i:i + 4] for i in range(0, 16, 4))
        if style == 1:
            return "-".join(c[i:i + 4] for i in range(0, 16, 4))
        return c

    def tax_id(self, style=None):
        d = self.digits(7)
        k = self.r.choice("ABCDEFGHJKLMNPQRSTVWXYZ")
        t = self.r.choice("ABPDN")
        c = self.r.choice("MCPNE")
        e = self.r.choice(["000", "000", "000", "001", "002"])
        style = self.r.randrange(6) if style is None else style
        return [f"{d}{k}/{t}/{c}/{e}", f"{d}/{k}/{t}/{c}/{e}", f"{d}{k}{t}{c}{e}", f"{d} {k} {t} {c} {e}",
                f"{d}{k}", f"{d}/{k}"][style]

    def cnss(self, style=None):
        d, k = self.digits(8), self.digits(2)
        style = self.r.randrange(4) if style is None else style
        return [f"{d}-{k}", f"{d} {k}", f"{d}{k}", f"{d}/{k}"][style]

    def phone_digits(self, kind="m"):
        if kind == "m":
            return self.r.choice("2459") + self.digits(7)
        return self.r.choice(["71", "72", "73", "74", "75", "76", "77", "78", "79", "31"]) + self.digits(6)

    def fmt_phone(self, d, style=None):
        style = self.r.randrange(10) if style is None else style
        a, b, c = d[:2], d[2:5], d[5:]
        return [f"{a} {b} {c}", f"{a}.{b}.{c}", f"{a}-{b}-{c}", d, f"+216 {a} {b} {c}", f"(+216) {a} {b} {c}",
                f"00216 {a} {b} {c}", f"+216{d}", f"{a} {d[2:4]} {d[4:6]} {d[6:]}",
                f"216 {a} {b} {c}"][style]

    def phone(self, kind="m", style=None):
        return self.fmt_phone(self.phone_digits(kind), style)

    def plate(self, script="lat"):
        s, n = self.r.randint(100, 258), self.r.randint(1, 9999)
        if script == "ar":
            return self.r.choice([f"{s} تونس {n}", f"{n} تونس {s}", f"{s} تونس {n:04d}"])
        if script == "rs":
            return self.r.choice([f"RS {self.r.randint(10000, 999999)}", f"{self.r.randint(10000, 999999)} RS"])
        if script == "rs_ar":
            return f"{self.r.randint(10000, 999999)} ن ت"
        return self.r.choice([f"{s} TU {n}", f"{s} TU {n:04d}", f"{s}TU{n:04d}", f"{s} Tunis {n}"])

    def email(self, p, domain=None):
        dom = domain or self.r.choice(["gmail.com", "yahoo.fr", "topnet.tn", "planet.tn", "hotmail.com",
                                       "outlook.fr", "gnet.tn", "orange.tn"])
        f, l = p.fl.lower(), p.ll.lower().replace(" ", "")
        return self.r.choice([f"{f}.{l}@{dom}", f"{f[0]}.{l}@{dom}", f"{l}.{f}{self.r.randint(1, 99)}@{dom}",
                              f"{f}_{l}{self.r.randint(70, 99)}@{dom}", f"{f}{l[:4]}@{dom}"])

    # ---------------- dates
    def ymd(self, y0, y1):
        y = self.r.randint(y0, y1)
        m = self.r.randint(1, 12)
        d = self.r.randint(1, 28)
        return y, m, d

    def fmt_date(self, ymd, lang, style=None):
        y, m, d = ymd
        if lang == "fr":
            opts = [f"{d:02d}/{m:02d}/{y}", f"{d} {MONTHS_FR[m - 1]} {y}", f"{d}.{m}.{y}", f"{d:02d}-{m:02d}-{y}",
                    f"{fr_day_words(d)} {MONTHS_FR[m - 1]} {y}", f"{d} {MONTHS_FR_ABBR[m - 1]} {y}",
                    f"{d:02d}/{m:02d}/{y}"]
        elif lang == "en":
            opts = [f"{MONTHS_EN[m - 1]} {d}, {y}", f"{d} {MONTHS_EN[m - 1]} {y}", f"{y}-{m:02d}-{d:02d}",
                    f"{d:02d}/{m:02d}/{y}", f"{d} {MONTHS_EN_ABBR[m - 1]} {y}",
                    f"the {EN_ORD[d - 1]} of {MONTHS_EN[m - 1]} {y}", f"{MONTHS_EN_ABBR[m - 1]} {d}, {y}"]
        else:
            opts = [f"{d} {MONTHS_AR[m - 1]} {y}", ard(f"{d} {MONTHS_AR[m - 1]} {y}"), f"{y}/{m:02d}/{d:02d}",
                    f"{d:02d}/{m:02d}/{y}", ard(f"{d:02d}/{m:02d}/{y}"), f"{d:02d}-{m:02d}-{y}"]
        if style is None:
            return self.r.choice(opts)
        return opts[style % len(opts)]

    def date(self, lang, y0=2023, y1=2025, style=None):
        return self.fmt_date(self.ymd(y0, y1), lang, style)

    # ---------------- decoy helpers
    def amount(self, lang="fr", lo=20, hi=9000):
        v = self.r.randint(lo, hi)
        ms = self.r.choice(["000", "500", "250", "000", "750", "400"])
        if lang == "ar":
            return self.r.choice([f"{v},{ms} د.ت", f"{v} دينار", ard(f"{v}") + " دينارا", f"{v},{ms} دينار"])
        if lang == "en":
            return self.r.choice([f"TND {v:,}.{ms[:2]}", f"{v} TND", f"{v:,} dinars", f"TND {v}"])
        big = f"{v:,}".replace(",", " ")
        return self.r.choice([f"{big},{ms} DT", f"{v} TND", f"{big} dinars", f"{v},{ms[:3]} DT"])

    def ref(self, prefix, year=True, n=5):
        y = self.r.choice([2023, 2024, 2024, 2025])
        core = self.digits(n).lstrip("0").rjust(n, "7")
        return f"{prefix}-{y}-{core}" if year else f"{prefix}-{core}"

    def bad_card(self):
        while True:
            c = self.r.choice(["4", "5"]) + self.digits(15)
            if not luhn_ok(c):
                return c

    def bad_rib(self):
        while True:
            r = self.digits(20)
            if not rib_ok(r):
                return r


def luhn_ok(d):
    tot = 0
    for i, ch in enumerate(reversed(d)):
        n = int(ch) * (2 if i % 2 else 1)
        tot += n - 9 if n > 9 else n
    return tot % 10 == 0


def rib_ok(d):
    return len(d) == 20 and int(d[18:]) == 97 - (int(d[:18]) * 100) % 97


# --------------------------------------------------------------------------- addresses
STREETS_FR = ["rue des Glycines", "rue de l'Artisanat", "rue du Chott", "impasse des Capucines",
              "rue de la Mosquée", "avenue de l'Environnement", "rue des Orangers", "rue Oued Mellègue",
              "rue du Lac Ichkeul", "rue des Tisserands", "rue de la Pépinière", "rue Jebel Zaghouan",
              "passage des Potiers", "rue des Amandiers", "rue du Marché central", "rue de la Palmeraie",
              "avenue des Martyrs", "rue Kheireddine", "rue des Bougainvilliers", "rue du Minaret"]
STREETS_AR = ["نهج الياسمين", "نهج الصناعات التقليدية", "نهج الشط", "نهج الجامع", "نهج البرتقال",
              "نهج وادي ملاق", "نهج بحيرة إشكل", "نهج النساجين", "نهج المشتل", "نهج جبل زغوان",
              "نهج اللوز", "نهج السوق المركزية", "نهج الواحة", "شارع الشهداء", "نهج الصومعة", "زنقة القرنفل"]
CITES_FR = ["Cité El Amal", "Cité Ennasr 2", "Cité Ettadhamen", "Cité des Oliviers", "Cité Erriadh",
            "Cité El Ghazala", "Résidence Les Jardins, bloc C", "Cité Ezzouhour", "Cité El Mourouj 3"]
CITES_AR = ["حي الأمل", "حي النصر 2", "حي التضامن", "حي الزيتون", "حي الرياض", "حي الغزالة", "حي الزهور",
            "حي المروج 3"]
TOWNS = [("2080", "Ariana", "أريانة"), ("2040", "Radès", "رادس"), ("1002", "Tunis Belvédère", "تونس البلفدير"),
         ("4000", "Sousse", "سوسة"), ("3000", "Sfax", "صفاقس"), ("5000", "Monastir", "المنستير"),
         ("8000", "Nabeul", "نابل"), ("7000", "Bizerte", "بنزرت"), ("2100", "Gafsa", "قفصة"),
         ("9100", "Sidi Bouzid", "سيدي بوزيد"), ("6000", "Gabès", "قابس"), ("4100", "Médenine", "مدنين"),
         ("3100", "Kairouan", "القيروان"), ("2070", "La Marsa", "المرسى"), ("2036", "La Soukra", "سكرة"),
         ("2091", "El Menzah 6", "المنزه 6"), ("8050", "Hammamet", "الحمامات"), ("9000", "Béja", "باجة"),
         ("7100", "Le Kef", "الكاف"), ("3200", "Tataouine", "تطاوين"), ("2200", "Tozeur", "توزر"),
         ("6100", "Siliana", "سليانة"), ("8100", "Jendouba", "جندوبة"), ("5100", "Mahdia", "المهدية"),
         ("1100", "Zaghouan", "زغوان"), ("4200", "Kébili", "قبلي"), ("2013", "Ben Arous", "بن عروس"),
         ("3140", "Sbikha", "السبيخة"), ("9170", "Regueb", "الرقاب"), ("2130", "Métlaoui", "المتلوي")]


def address(g, lang, town=None, multiline=False):
    r = g.r
    pc, tfr, tar = town or r.choice(TOWNS)
    if lang == "ar":
        n = r.randint(1, 140)
        opts = [f"{r.choice(STREETS_AR)} عدد {n}، {pc} {tar}",
                f"{n} {r.choice(STREETS_AR)}، {r.choice(CITES_AR)}، {pc} {tar}",
                f"{r.choice(CITES_AR)}، عمارة {r.choice('أبجد')}، شقة {r.randint(1, 30)}، {pc} {tar}",
                f"{r.choice(STREETS_AR)} رقم {n} {tar} {pc}"]
        a = r.choice(opts)
        return ard(a) if r.random() < 0.2 else a
    n = r.randint(1, 140)
    opts = [f"{n}, {r.choice(STREETS_FR)}, {pc} {tfr}", f"{n} {r.choice(STREETS_FR)} {pc} {tfr}",
            f"{r.choice(CITES_FR)}, app. {r.randint(1, 40)}, {pc} {tfr}",
            f"{n} bis, {r.choice(STREETS_FR)}, {r.choice(CITES_FR)}, {pc} {tfr}",
            f"{r.choice(STREETS_FR)} n° {n}, {pc} {tfr}"]
    a = r.choice(opts)
    if multiline and ", " in a:
        i = a.rfind(", ")
        a = a[:i] + "\n" + a[i + 2:]
    return a


# --------------------------------------------------------------------------- document model
class Doc:
    def __init__(self, g, kind, lang, fmt):
        self.g, self.r = g, g.r
        self.kind, self.lang, self.fmt = kind, lang, fmt
        self.blocks = []
        self.csv = None
        self.sens, self._seen, self.dec = [], set(), []
        self.kvstyle = self.r.randrange(4)
        self.header = None
        self.footer = None

    # ---- recording
    def v(self, t, val):
        val = val.strip()
        if (t, val) not in self._seen:
            self._seen.add((t, val))
            self.sens.append({"type": t, "value": val})
        return val

    def d(self, val):
        if val not in self.dec:
            self.dec.append(val)
        return val

    def nm(self, p, form="full"):
        return self.v("PERSON", p.form(form))

    def H(self, val):
        return self.v("HEALTH", val)

    def CIN(self, ar=False):
        c = self.g.cin()
        if ar and self.r.random() < 0.35:
            c = ard(c)
        return self.v("CIN", c)

    def PASS(self):
        return self.v("PASSPORT", self.g.passport())

    def PHONE(self, kind="m", style=None, ar=False):
        p = self.g.phone(kind, style)
        if ar and self.r.random() < 0.3:
            p = ard(p)
        return self.v("PHONE", p)

    def EMAIL(self, p, domain=None):
        return self.v("EMAIL", self.g.email(p, domain))

    def RIB(self, style=None):
        raw = self.g.rib()
        return self.v("RIB", self.g.fmt_rib(raw, style)), raw

    def IBAN(self, raw=None, style=None):
        raw = raw or self.g.rib()
        return self.v("IBAN", self.g.fmt_iban(raw, style))

    def CARD(self, style=None):
        return self.v("CARD", self.g.fmt_card(self.g.card(), style))

    def TAX(self, style=None):
        return self.v("TAX_ID", self.g.tax_id(style))

    def CNSS(self, ar=False):
        c = self.g.cnss()
        if ar and self.r.random() < 0.3:
            c = ard(c)
        return self.v("CNSS", c)

    def DOB(self, y0=1950, y1=2000, lang=None, style=None):
        return self.v("DOB", self.g.fmt_date(self.g.ymd(y0, y1), lang or self.lang, style))

    def ADDR(self, lang=None, town=None, multiline=False):
        return self.v("ADDRESS", address(self.g, lang or self.lang, town, multiline))

    def PLATE(self, script="lat"):
        return self.v("PLATE", self.g.plate(script))

    # decoy shortcuts
    def AMT(self, lang=None, lo=20, hi=9000):
        return self.d(self.g.amount(lang or self.lang, lo, hi))

    def REF(self, prefix, year=True, n=5):
        return self.d(self.g.ref(prefix, year, n))

    def DT(self, lang=None, y0=2023, y1=2025, style=None):
        return self.d(self.g.date(lang or self.lang, y0, y1, style))

    def DTS(self, n, lang=None, y0=2024, y1=2025, style=None, gap=(6, 45)):
        """n increasing (non-birth) dates written in one style, recorded as decoys."""
        cur = self.g.ymd(y0, y1)
        st = self.r.randrange(7) if style is None else style
        out = []
        for _ in range(n):
            out.append(self.d(self.g.fmt_date(cur, lang or self.lang, st)))
            cur = shift(cur, self.r.randint(*gap))
        return out

    # ---- blocks
    def h(self, text, lvl=1):
        self.blocks.append(("h", lvl, text))

    def p(self, text):
        self.blocks.append(("p", text))

    def kv(self, label, value):
        self.blocks.append(("kv", label, value))

    def table(self, head, rows):
        self.blocks.append(("t", head, rows))

    def ul(self, items):
        self.blocks.append(("ul", items))

    def ol(self, items):
        self.blocks.append(("ol", items))

    def cb(self, items):
        self.blocks.append(("cb", items))

    def hr(self):
        self.blocks.append(("hr",))

    def blank(self):
        self.blocks.append(("blank",))

    def set_csv(self, head, rows, delim=";"):
        self.csv = (head, rows, delim)


# --------------------------------------------------------------------------- renderers
def _w(s):
    return len(s)


def render_txt(doc):
    out = []
    st = doc.kvstyle
    for b in doc.blocks:
        k = b[0]
        if k == "h":
            out.append("")
            out.append(b[2])
            out.append(("=" if b[1] == 1 else "-") * max(8, min(70, _w(b[2]))))
        elif k == "p":
            out.append(b[1])
            out.append("")
        elif k == "kv":
            lab, val = b[1], b[2]
            if st == 0:
                out.append(f"{lab} : {val}")
            elif st == 1:
                out.append(f"{lab}: {val}")
            elif st == 2:
                out.append(f"{lab} {'.' * max(2, 30 - _w(lab))} : {val}")
            else:
                out.append(f"- {lab} : {val}")
        elif k == "t":
            head, rows = b[1], b[2]
            widths = [max(_w(str(x[i])) for x in [head] + rows) for i in range(len(head))]
            sep = "+" + "+".join("-" * (w + 2) for w in widths) + "+"
            out.append(sep)
            out.append("| " + " | ".join(str(h).ljust(w) for h, w in zip(head, widths)) + " |")
            out.append(sep)
            for row in rows:
                out.append("| " + " | ".join(str(c).ljust(w) for c, w in zip(row, widths)) + " |")
            out.append(sep)
            out.append("")
        elif k == "ul":
            out += [f"  * {x}" if st % 2 else f"- {x}" for x in b[1]]
            out.append("")
        elif k == "ol":
            out += [f"{i + 1}. {x}" for i, x in enumerate(b[1])]
            out.append("")
        elif k == "cb":
            out += [f"[{'X' if c else ' '}] {x}" for c, x in b[1]]
            out.append("")
        elif k == "hr":
            out.append("-" * 60)
        elif k == "blank":
            out.append("")
    text = "\n".join(out).strip("\n") + "\n"
    if doc.header:
        text = doc.header + "\n" + "~" * 60 + "\n" + text
    if doc.footer:
        text = text + "~" * 60 + "\n" + doc.footer + "\n"
    return text


def render_md(doc):
    out = []
    st = doc.kvstyle
    if doc.header:
        out += [f"> {doc.header}", ""]
    for b in doc.blocks:
        k = b[0]
        if k == "h":
            out += ["#" * b[1] + " " + b[2], ""]
        elif k == "p":
            out += [b[1], ""]
        elif k == "kv":
            lab, val = b[1], b[2]
            if st == 0:
                out.append(f"**{lab} :** {val}  ")
            elif st == 1:
                out.append(f"- **{lab}** : {val}")
            elif st == 2:
                out.append(f"- {lab} : {val}")
            else:
                out.append(f"**{lab}:** {val}  ")
        elif k == "t":
            if out and out[-1] != "":
                out.append("")
            head, rows = b[1], b[2]
            out.append("| " + " | ".join(head) + " |")
            out.append("|" + "|".join("---" for _ in head) + "|")
            for row in rows:
                out.append("| " + " | ".join(str(c) for c in row) + " |")
            out.append("")
        elif k == "ul":
            if out and out[-1] != "":
                out.append("")
            out += [f"- {x}" for x in b[1]] + [""]
        elif k == "ol":
            if out and out[-1] != "":
                out.append("")
            out += [f"{i + 1}. {x}" for i, x in enumerate(b[1])] + [""]
        elif k == "cb":
            if out and out[-1] != "":
                out.append("")
            out += [f"- [{'x' if c else ' '}] {x}" for c, x in b[1]] + [""]
        elif k == "hr":
            out += ["", "---", ""]
        elif k == "blank":
            out.append("")
    if doc.footer:
        out += ["", "---", "", f"*{doc.footer}*"]
    text = "\n".join(out)
    text = re.sub(r"\n{3,}", "\n\n", text).strip("\n") + "\n"
    return text


def render_csv(doc):
    head, rows, delim = doc.csv
    buf = io.StringIO()
    w = csv.writer(buf, delimiter=delim, lineterminator="\n", quoting=csv.QUOTE_MINIMAL)
    w.writerow(head)
    for row in rows:
        w.writerow(row)
    return buf.getvalue()


# ---- docx
W_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
R_NS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"


def _run(text, bold=False, rtl=False, size=None):
    rpr = ""
    if bold or rtl or size:
        rpr = "<w:rPr>" + ("<w:b/>" if bold else "") + (f'<w:sz w:val="{size}"/>' if size else "") + \
              ("<w:rtl/>" if rtl else "") + "</w:rPr>"
    return f'<w:r>{rpr}<w:t xml:space="preserve">{escape(text)}</w:t></w:r>'


def _para(runs, rtl=False, style=None, align=None):
    ppr = ""
    if rtl or style or align:
        ppr = "<w:pPr>" + (f'<w:pStyle w:val="{style}"/>' if style else "") + ("<w:bidi/>" if rtl else "") + \
              (f'<w:jc w:val="{align}"/>' if align else "") + "</w:pPr>"
    return f"<w:p>{ppr}{''.join(runs)}</w:p>"


def _split_runs(doc, text, bold=False, rtl=False):
    """Cut longer texts into two or three runs at spaces (as word processors do)."""
    if len(text) > 14 and " " in text and doc.r.random() < 0.35:
        cuts = [m.start() for m in re.finditer(" ", text)]
        c = doc.r.choice(cuts)
        return [_run(text[:c], bold, rtl), _run(text[c:], bold and doc.r.random() < 0.5, rtl)]
    return [_run(text, bold, rtl)]


def render_docx_body(doc):
    rtl = doc.lang == "ar"
    parts = []
    st = doc.kvstyle
    for b in doc.blocks:
        k = b[0]
        if k == "h":
            parts.append(_para([_run(b[2], True, rtl, 32 if b[1] == 1 else 26)], rtl, f"Heading{b[1]}"))
        elif k == "p":
            parts.append(_para(_split_runs(doc, b[1], False, rtl), rtl))
        elif k == "kv":
            sep = " : " if st % 2 == 0 else ": "
            parts.append(_para([_run(b[1] + sep, True, rtl)] + _split_runs(doc, b[2], False, rtl), rtl))
        elif k == "t":
            head, rows = b[1], b[2]
            x = ['<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/>' + ("<w:bidiVisual/>" if rtl else "")
                 + '<w:tblW w:w="0" w:type="auto"/><w:tblBorders><w:top w:val="single" w:sz="4"/><w:left w:val="single" w:sz="4"/>'
                   '<w:bottom w:val="single" w:sz="4"/><w:right w:val="single" w:sz="4"/>'
                   '<w:insideH w:val="single" w:sz="4"/><w:insideV w:val="single" w:sz="4"/></w:tblBorders>'
                   '</w:tblPr>']
            for i, row in enumerate([head] + rows):
                x.append("<w:tr>")
                for c in row:
                    runs = [_run(str(c), True, rtl)] if i == 0 else _split_runs(doc, str(c), False, rtl)
                    x.append("<w:tc><w:tcPr><w:tcW w:w=\"0\" w:type=\"auto\"/></w:tcPr>" + _para(runs, rtl) + "</w:tc>")
                x.append("</w:tr>")
            x.append("</w:tbl>")
            parts.append("".join(x))
            parts.append(_para([], rtl))
        elif k in ("ul", "ol"):
            for i, it in enumerate(b[1]):
                mark = "• " if k == "ul" else f"{i + 1}. "
                parts.append(_para([_run(mark, False, rtl)] + _split_runs(doc, it, False, rtl), rtl))
        elif k == "cb":
            for c, it in b[1]:
                parts.append(_para([_run(("☒ " if c else "☐ "), False, rtl), _run(it, False, rtl)], rtl))
        elif k == "hr":
            parts.append(_para([_run("_" * 40, False, rtl)], rtl))
        elif k == "blank":
            parts.append(_para([], rtl))
    return "".join(parts)


def write_docx(doc, path, body):
    rtl = doc.lang == "ar"
    sect = ('<w:sectPr><w:headerReference w:type="default" r:id="rIdH"/>'
            '<w:footerReference w:type="default" r:id="rIdF"/>'
            '<w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1134" w:right="1134" w:bottom="1134" '
            'w:left="1134" w:header="567" w:footer="567" w:gutter="0"/>' + ("<w:bidi/>" if rtl else "") +
            '</w:sectPr>')
    document = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
                f'<w:document xmlns:w="{W_NS}" xmlns:r="{R_NS}"><w:body>{body}{sect}</w:body></w:document>')
    hdr = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
           f'<w:hdr xmlns:w="{W_NS}" xmlns:r="{R_NS}">' + _para([_run(doc.header or "", False, rtl)], rtl) + "</w:hdr>")
    ftr = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
           f'<w:ftr xmlns:w="{W_NS}" xmlns:r="{R_NS}">' + _para([_run(doc.footer or "", False, rtl)], rtl) + "</w:ftr>")
    ctypes = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
              '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
              '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
              '<Default Extension="xml" ContentType="application/xml"/>'
              '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>'
              '<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>'
              '<Override PartName="/word/header1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.header+xml"/>'
              '<Override PartName="/word/footer1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.footer+xml"/>'
              '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>'
              '</Types>')
    rels = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
            '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
            '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>'
            '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>'
            '</Relationships>')
    drels = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
             '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
             '<Relationship Id="rIdS" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>'
             '<Relationship Id="rIdH" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/header" Target="header1.xml"/>'
             '<Relationship Id="rIdF" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/footer" Target="footer1.xml"/>'
             '</Relationships>')
    styles = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
              f'<w:styles xmlns:w="{W_NS}">'
              '<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri" w:cs="Arial"/>'
              '<w:sz w:val="22"/></w:rPr></w:rPrDefault></w:docDefaults>'
              '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>'
              '<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/></w:style>'
              '<w:style w:type="paragraph" w:styleId="Heading2"><w:name w:val="heading 2"/><w:basedOn w:val="Normal"/></w:style>'
              '<w:style w:type="table" w:styleId="TableGrid"><w:name w:val="Table Grid"/></w:style>'
              '</w:styles>')
    core = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
            '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" '
            'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" '
            'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">'
            f'<dc:title>{escape(doc.kind)}</dc:title><dc:creator>gen_twentyfifth</dc:creator>'
            '<dcterms:created xsi:type="dcterms:W3CDTF">2024-01-01T00:00:00Z</dcterms:created>'
            '</cp:coreProperties>')
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        for name, data in [("[Content_Types].xml", ctypes), ("_rels/.rels", rels),
                           ("word/document.xml", document), ("word/_rels/document.xml.rels", drels),
                           ("word/styles.xml", styles), ("word/header1.xml", hdr), ("word/footer1.xml", ftr),
                           ("docProps/core.xml", core)]:
            zi = zipfile.ZipInfo(name, date_time=(2024, 1, 1, 0, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(zi, data.encode("utf-8"))


def docx_plain(doc, body):
    """The text a reader gets from word/document.xml: one line per paragraph (runs joined)."""
    import xml.etree.ElementTree as ET
    root = ET.fromstring(f'<w:body xmlns:w="{W_NS}">{body}</w:body>')
    W = "{" + W_NS + "}"
    return "\n".join("".join(t.text or "" for t in p.iter(W + "t")) for p in root.iter(W + "p"))


# =========================================================================== helpers for kinds
def shift(ymd, days):
    x = datetime.date(*ymd) + datetime.timedelta(days=days)
    return x.year, x.month, x.day


# =========================================================================== clinical kinds
# --------------------------------------------------------------------------- C1 labour ward
def labour_ward_partogram(g, lang, fmt):
    d = Doc(g, "labour_ward_partogram", lang, fmt)
    r = g.r
    if lang == "fr":
        mother, husband = g.person("f"), g.person("m")
        baby = g.person(r.choice("mf"), last=(husband.ll, husband.la))
        midwife, obst, anest = g.person("f"), g.person(), g.person()
        adm = g.ymd(2024, 2025)
        born = shift(adm, 1)
        d.header = "Centre de maternité et de néonatologie - Service de gynécologie-obstétrique B"
        d.footer = "Document médical confidentiel - à classer au dossier de la patiente - page 1/1"
        d.h("Dossier obstétrical : partogramme et compte rendu d'accouchement")
        d.kv("N° de dossier", d.REF("MAT"))
        d.kv("Admission", d.d(g.fmt_date(adm, "fr", 0)) + " à 22h15, " + d.d("salle de naissance n° 3"))
        d.h("Identité de la parturiente", 2)
        d.kv("Nom et prénom", d.nm(mother, "FULL"))
        d.kv("Date de naissance", d.DOB(1984, 2003))
        d.kv("CIN n°", d.CIN())
        d.kv("Adresse", d.ADDR())
        d.kv("Tél. portable", d.PHONE())
        d.kv("Conjoint (personne à prévenir)", d.nm(husband, "full") + " - " + d.PHONE())
        d.kv("N° CNSS de l'assuré (conjoint)", d.CNSS())
        d.kv("Groupe sanguin", d.H(r.choice(["O Rh négatif", "A Rh négatif", "B Rh négatif", "AB Rh négatif"])))
        d.h("Antécédents et grossesse actuelle", 2)
        gr = r.randint(2, 5)
        d.ul([
            "Gestité / parité : " + d.H(f"G{gr}P{gr - 1}"),
            "Antécédents : " + d.H(r.choice(["utérus cicatriciel (césarienne antérieure)",
                                            "fausse couche spontanée au premier trimestre",
                                            "hypothyroïdie sous lévothyroxine"])),
            "Pathologie gravidique : " + d.H(r.choice(["diabète gestationnel sous insuline",
                                                      "prééclampsie modérée", "cholestase gravidique"])),
            "Biologie : " + d.H("anémie ferriprive (Hb 9,6 g/dl)") + ", " + d.H("toxoplasmose non immune"),
            "Prélèvement vaginal à 36 SA : " + d.H("streptocoque B positif"),
            "Terme à l'admission : " + d.H(f"{r.randint(37, 40)} SA + {r.randint(1, 6)} jours"),
        ])
        d.h("Partogramme - surveillance du travail", 2)
        rows = [["22h30", d.H("col dilaté à 4 cm, poche des eaux intacte"), d.nm(midwife, "init")],
                ["23h45", d.H("rupture artificielle des membranes, liquide clair"), d.nm(midwife, "init")],
                ["00h30", d.H("analgésie péridurale posée"), "Dr " + d.nm(anest, "full")],
                ["01h50", d.H("ralentissements variables du rythme cardiaque fœtal"), "Dr " + d.nm(obst, "last")],
                ["03h20", d.H("dilatation complète, présentation céphalique engagée"), d.nm(midwife, "init")],
                ["03h40", d.H("extraction par ventouse"), "Dr " + d.nm(obst, "last")]]
        d.table(["Heure", "Événement clinique", "Intervenant(e)"], rows)
        d.h("Compte rendu d'accouchement", 2)
        sex = "féminin" if baby.sex == "f" else "masculin"
        d.p(f"Madame {d.nm(mother, 'full')} a accouché le {d.v('DOB', g.fmt_date(born, 'fr', 1))} "
            f"à 03h40 d'un nouveau-né de sexe {sex} après {d.H('extraction par ventouse')} pour "
            f"{d.H('défaut de progression à dilatation complète')}. La délivrance a été complète mais suivie d'une "
            f"{d.H('hémorragie du post-partum de 700 ml')} jugulée par massage utérin et utérotoniques. "
            f"On note une {d.H('déchirure périnéale du deuxième degré')} suturée sous anesthésie locale.")
        d.p(f"L'enfant, déclaré sous le nom de {d.nm(baby, 'full')}, présente un score d'{d.H('Apgar à 7 puis 9')} "
            f"et un {d.H('ictère néonatal précoce')} ayant nécessité une photothérapie de 24 heures. "
            f"Le père, M. {d.nm(husband, 'last')}, a été informé au téléphone par la sage-femme de garde.")
        d.p("Rappel du protocole du service (sans lien avec une patiente) : " + d.d("ocytocine 10 UI en IM")
            + " après la délivrance, " + d.d("acide tranexamique 1 g IV") + " si saignement supérieur à 500 ml.")
        d.kv("Sortie prévue", d.d(g.fmt_date(shift(born, 3), "fr", 0)))
        d.kv("Forfait accouchement facturé", d.AMT("fr", 300, 900))
        d.kv("Code acte", d.d("ACC-VB-" + g.digits(3)))
        d.hr()
        d.p("Sage-femme : Mme " + d.nm(midwife, "FULL2") + "          Obstétricien : Dr " + d.nm(obst, "full"))
        d.p("Anesthésiste-réanimateur : Dr " + d.nm(anest, "init"))
        d.p(d.d("Bab Saadoun, 1006 Tunis") + " - standard " + d.d("71 000 600"))
    elif lang == "ar":
        mother, husband = g.person("f"), g.person("m")
        baby = g.person(r.choice("mf"), last=(husband.ll, husband.la))
        midwife, obst, anest = g.person("f"), g.person(), g.person()
        adm = g.ymd(2024, 2025)
        born = shift(adm, 1)
        d.header = "مركز التوليد وطب الرضع - قسم أمراض النساء والتوليد"
        d.footer = "وثيقة طبية سرية"
        d.h("ملف الولادة ومخطط المخاض")
        d.kv("رقم الملف", d.REF("MAT"))
        d.kv("تاريخ الدخول", d.d(g.fmt_date(adm, "ar", 0)) + " على الساعة العاشرة ليلا")
        d.h("هوية الحامل", 2)
        d.kv("الاسم واللقب", d.nm(mother, "ar"))
        d.kv("تاريخ الولادة", d.DOB(1984, 2003))
        d.kv("رقم بطاقة التعريف الوطنية", d.CIN(ar=True))
        d.kv("العنوان", d.ADDR())
        d.kv("الهاتف الجوال", d.PHONE(ar=True))
        d.kv("الزوج", d.nm(husband, "ar_nasab") + " - الهاتف " + d.PHONE(style=0))
        d.kv("زمرة الدم", d.H(r.choice(["O سالب", "A سالب", "B سالب"])))
        d.h("السوابق والحمل الحالي", 2)
        d.ul(["عدد مرات الحمل والولادة: " + d.H("الحمل الثالث والولادة الثانية"),
              "السوابق الجراحية: " + d.H("عملية قيصرية سابقة سنة 2021"),
              "أمراض الحمل: " + d.H(r.choice(["سكري الحمل تحت الأنسولين", "تسمم الحمل المعتدل"])),
              "التحاليل: " + d.H("فقر الدم بنقص الحديد"),
              "عمر الحمل عند الدخول: " + d.H(f"{r.randint(37, 40)} أسبوعا و{r.randint(1, 6)} أيام")])
        d.h("مخطط المخاض", 2)
        d.table(["الساعة", "الملاحظة السريرية", "المتدخل"],
                [["22:30", d.H("اتساع عنق الرحم 4 سم"), "القابلة " + d.nm(midwife, "ar")],
                 ["23:40", d.H("تمزق اصطناعي للأغشية مع سائل صاف"), "القابلة " + d.nm(midwife, "ar")],
                 ["00:30", d.H("تخدير فوق الجافية"), "د. " + d.nm(anest, "ar")],
                 ["01:50", d.H("تباطؤ متغير في نبض الجنين"), "د. " + d.nm(obst, "ar_last")],
                 ["03:40", d.H("ولادة بالشفط"), "د. " + d.nm(obst, "ar_last")]])
        d.h("تقرير الولادة", 2)
        d.p(f"وضعت السيدة {d.nm(mother, 'ar')} مولودها يوم {d.v('DOB', g.fmt_date(born, 'ar', 0))} "
            f"على الساعة الثالثة وأربعين دقيقة فجرا بعد {d.H('ولادة بالشفط')} بسبب {d.H('توقف تقدم المخاض')}، "
            f"وقد تعقبت الولادة حالة {d.H('نزيف ما بعد الولادة')} تمت السيطرة عليها، مع {d.H('تمزق العجان من الدرجة الثانية')} تمت خياطته.")
        d.p(f"سجل المولود باسم {d.nm(baby, 'ar')} وحصل على {d.H('نقاط أبغار 7 ثم 9')}، ثم تبين أنه يعاني من "
            f"{d.H('اليرقان الوليدي')} فوضع تحت العلاج الضوئي. تم إعلام الأب السيد {d.nm(husband, 'ar_last')} هاتفيا.")
        d.p("تذكير ببروتوكول القسم: " + d.d("الأوكسيتوسين 10 وحدات في العضل") + " بعد خروج المشيمة.")
        d.kv("تاريخ الخروج المتوقع", d.d(g.fmt_date(shift(born, 3), "ar", 3)))
        d.kv("معلوم الإقامة", d.AMT("ar", 200, 800))
        d.kv("قاعة الولادة", d.d("القاعة رقم 3"))
        d.p("القابلة: " + d.nm(midwife, "ar_lf") + " - الطبيب المولد: د. " + d.nm(obst, "ar"))
        d.p("العنوان الإداري للمركز: " + d.d("باب سعدون، 1006 تونس"))
    else:  # en csv: delivery log
        head = ["log_no", "admitted", "mother", "mother_dob", "cin", "phone", "complications",
                "mode_of_delivery", "newborn", "newborn_dob", "apgar", "midwife", "notes"]
        rows = []
        comps = ["pre-eclampsia", "gestational diabetes on insulin", "placenta praevia", "breech presentation",
                 "premature rupture of membranes", "twin pregnancy", "previous caesarean scar",
                 "iron-deficiency anaemia", "intrahepatic cholestasis of pregnancy"]
        modes = ["spontaneous vaginal delivery", "emergency caesarean section", "elective caesarean section",
                 "vacuum-assisted delivery", "forceps delivery"]
        notes = ["mother Rh negative, anti-D immunoglobulin given", "postpartum haemorrhage of 900 ml, two units transfused",
                 "third-degree perineal tear repaired in theatre", "newborn admitted to NICU for respiratory distress",
                 "epidural analgesia, uneventful labour", "shoulder dystocia resolved by McRoberts manoeuvre",
                 "maternal fever in labour, IV antibiotics started"]
        mids = [g.person("f") for _ in range(2)]
        for i in range(6):
            m, f_ = g.person("f"), g.person("m")
            baby = g.person(r.choice("mf"), last=(f_.ll, f_.la))
            adm = g.ymd(2024, 2025)
            gr = r.randint(1, 5)
            rows.append([d.REF("LW", n=4), d.d(g.fmt_date(adm, "en", 2)), d.nm(m, r.choice(["full", "FULL"])),
                         d.DOB(1982, 2004, style=r.choice([2, 3])), d.CIN(), d.PHONE(style=r.choice([0, 3, 4])),
                         d.H(comps[i]), d.H(r.choice(modes)),
                         ("girl " if baby.sex == "f" else "boy ") + d.nm(baby, "full"),
                         d.v("DOB", g.fmt_date(shift(adm, r.choice([0, 1])), "en", 2)),
                         d.H(f"Apgar {r.randint(4, 8)}/{r.randint(8, 10)}"), d.nm(r.choice(mids), "init"),
                         "Seen by on-call team; " + d.H(notes[i % len(notes)]) + " as per ward protocol " + d.d(f"OB-{r.randint(10, 40)}")])
        d.set_csv(head, rows, ",")
    return d


# --------------------------------------------------------------------------- C2 lithotripsy
def urology_lithotripsy_record(g, lang, fmt):
    d = Doc(g, "urology_lithotripsy_record", lang, fmt)
    r = g.r
    pat, doc_, nurse, rel = g.person(), g.person(), g.person("f"), g.person()
    side_fr = r.choice(["gauche", "droit"])
    side_f = "gauche" if side_fr == "gauche" else "droite"
    size = r.randint(7, 18)
    if lang == "fr":
        d.header = "Unité de lithotripsie extracorporelle - Service d'urologie"
        d.footer = "Fiche établie en deux exemplaires"
        d.h("FICHE DE LITHOTRIPSIE EXTRACORPORELLE (LEC)")
        d.kv("Réf. fiche", d.REF("LEC"))
        ds = d.DTS(3, "fr", 2024, 2025, 0)
        d.kv("Date de la première séance", ds[0])
        d.blank()
        d.kv("Patient(e)", d.nm(pat, "FULL"))
        d.kv("Né(e) le", d.DOB(1950, 1998))
        d.kv("C.I.N.", d.CIN())
        d.kv("Domicile", d.ADDR(multiline=True))
        d.kv("GSM", d.PHONE(style=r.choice([0, 1, 2, 8])))
        d.kv("Courriel", d.EMAIL(pat))
        d.kv("Prise en charge", "CNAM, filière publique - n° d'assuré CNSS " + d.CNSS())
        d.blank()
        d.kv("Indication", d.H(f"lithiase pyélique {side_f} de {size} mm"))
        d.kv("Antécédents", d.H("colique néphrétique récidivante") + " ; " + d.H("hypertension artérielle"))
        d.kv("Traitement en cours", d.H("amlodipine 5 mg/j") + ", " + d.H("acide acétylsalicylique arrêté 7 jours avant"))
        d.kv("Allergie", d.H("allergie aux produits de contraste iodés"))
        d.blank()
        d.p("Déroulement des séances :")
        d.table(["Séance", "Date", "Tolérance / résultat", "Opérateur"],
                [["1", ds[0], d.H("fragmentation partielle, douleur modérée"), "Dr " + d.nm(doc_, "last")],
                 ["2", ds[1], d.H("hématurie macroscopique transitoire"), "Dr " + d.nm(doc_, "last")],
                 ["3", ds[2], d.H("fragments résiduels de 3 mm"), "Inf. " + d.nm(nurse, "last")]])
        d.p(f"Conclusion : {'M.' if pat.sex == 'm' else 'Mme'} {d.nm(pat, 'last')} a bénéficié de trois séances de LEC. Le contrôle échographique "
            f"montre une {d.H('hydronéphrose grade I résiduelle')} sans obstacle. Compte tenu d'une "
            f"{d.H('hypercalciurie idiopathique')} découverte au bilan métabolique, il est conseillé de boire deux litres "
            f"d'eau par jour et de revenir en consultation dans trois mois.")
        d.p("Personne à contacter en cas de besoin : " + d.nm(rel, "full") + " (" + d.PHONE(style=3) + ").")
        d.p("Paramètres de référence du générateur (non nominatifs) : " + d.d("3 000 impulsions maximum par séance")
            + ", contrôle qualité " + d.d("LT-QC-" + g.digits(4)) + ".")
        d.kv("Tarif par séance", d.AMT("fr", 150, 600))
        d.p("Hôpital : " + d.d("Service d'urologie, pavillon C, 1007 Tunis") + " - secrétariat " + d.d("71 000 274"))
        d.p("Signature du médecin : Dr " + d.nm(doc_, "full"))
    elif lang == "ar":
        d.header = "وحدة تفتيت الحصى من خارج الجسم - قسم جراحة المسالك البولية"
        d.footer = "سري - لا يسلم إلا للمعني بالأمر"
        d.h("بطاقة متابعة تفتيت الحصى من خارج الجسم")
        d.kv("رقم البطاقة", d.REF("LEC"))
        d.kv("اسم المريض ولقبه", d.nm(pat, "ar"))
        d.kv("تاريخ الولادة", d.DOB(1950, 1998))
        d.kv("عدد بطاقة التعريف", d.CIN(ar=True))
        d.kv("العنوان", d.ADDR())
        d.kv("الهاتف", d.PHONE(ar=True))
        d.kv("رقم الانخراط بالصندوق الوطني للضمان الاجتماعي", d.CNSS(ar=True))
        d.h("المعطيات الطبية", 2)
        d.kv("التشخيص", d.H(f"حصاة في الكلية {'اليسرى' if side_fr == 'gauche' else 'اليمنى'} قطرها {size} مم"))
        d.kv("السوابق", d.H("مغص كلوي متكرر") + "، " + d.H("داء السكري من النوع الثاني"))
        d.kv("الأدوية", d.H("ميتفورمين 850 مغ مرتين في اليوم"))
        d.kv("الحساسية", d.H("حساسية من البنسلين"))
        d.h("سير الحصص", 2)
        ds = d.DTS(3, "ar", 2024, 2025, 0)
        d.table(["الحصة", "التاريخ", "النتيجة", "الطبيب"],
                [["1", ds[0], d.H("تفتيت جزئي مع ألم متوسط"), "د. " + d.nm(doc_, "ar")],
                 ["2", ds[1], d.H("بيلة دموية عابرة"), "د. " + d.nm(doc_, "ar")],
                 ["3", ds[2], d.H("بقايا حصى بقطر 3 مم"), "د. " + d.nm(doc_, "ar")]])
        d.p(f"الخلاصة: {'استفاد المريض' if pat.sex == 'm' else 'استفادت المريضة'} {d.nm(pat, 'ar_first')} من ثلاث حصص لتفتيت الحصى، وأظهرت الفحوص بالصدى "
            f"{d.H('توسعا خفيفا في حويضة الكلية')} دون انسداد. وبالنظر إلى {d.H('فرط كالسيوم البول')} "
            f"ننصح بشرب لترين من الماء يوميا والعودة للفحص بعد ثلاثة أشهر.")
        d.p("الشخص الواجب الاتصال به: " + d.nm(rel, "ar") + " - " + d.PHONE(style=0))
        d.kv("معلوم الحصة الواحدة", d.AMT("ar", 150, 600))
        d.kv("عنوان القسم", d.d("نهج جبل لخضر، 1007 تونس"))
        d.kv("مرجع الجهاز", d.d("LT-QC-" + g.digits(4)))
        d.p("إمضاء الممرضة: " + d.nm(nurse, "ar") + " - ختم الطبيب المعالج")
    else:  # mixed md
        d.header = "Service d'urologie / قسم جراحة المسالك البولية"
        d.h("Fiche LEC - بطاقة تفتيت الحصى")
        d.kv("N° fiche / رقم البطاقة", d.REF("LEC"))
        d.kv("Patient / المريض", d.nm(pat, "full") + " - " + d.nm(pat, "ar"))
        d.kv("Date de naissance / تاريخ الولادة", d.DOB(1950, 1998, lang="fr"))
        d.kv("CIN / ب.ت.و", d.CIN())
        d.kv("Adresse / العنوان", d.ADDR("fr"))
        d.kv("Tél / الهاتف", d.PHONE(style=4))
        d.kv("Diagnostic / التشخيص", d.H(f"lithiase urétérale lombaire {side_f} de {size} mm")
             + " / " + d.H("حصاة في الحالب"))
        d.kv("Antécédents / السوابق", d.H("goutte sous allopurinol") + " ; " + d.H("insuffisance rénale chronique stade 3"))
        d.h("Séances / الحصص", 2)
        ds = d.DTS(3, "fr", 2024, 2025, 0)
        d.table(["N°", "Date / التاريخ", "Résultat / النتيجة", "Opérateur / الطبيب"],
                [["1", ds[0], d.H("fragmentation complète"), "Dr " + d.nm(doc_, "full")],
                 ["2", ds[1], d.H("colique néphrétique post-LEC"), "د. " + d.nm(doc_, "ar")],
                 ["3", ds[2], d.H("sonde double J retirée"), "Dr " + d.nm(doc_, "last")]])
        d.p(f"{'M.' if pat.sex == 'm' else 'Mme'} {d.nm(pat, 'last')} a présenté une {d.H('infection urinaire à E. coli')} après la deuxième séance, "
            f"traitée par voie orale pendant dix jours. المريض يشكو من {d.H('ألم في الخاصرة اليمنى')} "
            f"بعد الحصة الثانية وقد تحسنت حالته.")
        d.p("Accompagnant / المرافق : " + d.nm(rel, "ar") + " - " + d.PHONE(style=0))
        d.kv("Honoraires / المعلوم", d.AMT("fr", 150, 600))
        d.kv("Protocole / البروتوكول", d.d("PRO-URO-" + g.digits(3)))
        d.kv("Adresse du service", d.d("pavillon C, 1007 Tunis"))
        d.p("Infirmière / الممرضة : " + d.nm(nurse, "FULL2"))
    return d


# --------------------------------------------------------------------------- C3 thyroid clinic
def thyroid_clinic_followup(g, lang, fmt):
    d = Doc(g, "thyroid_clinic_followup", lang, fmt)
    r = g.r
    if lang == "en":
        pat, sis, gp, endo, surg = g.person("f"), None, g.person(), g.person(), g.person()
        sis = g.person("f", last=(pat.ll, pat.la))
        d.header = "Endocrinology & Diabetology Outpatient Clinic - Thyroid follow-up"
        d.footer = "Confidential medical information - not to be forwarded without the patient's consent"
        d.h("Thyroid clinic - follow-up note")
        d.kv("Clinic file", d.REF("END"))
        d.kv("Visit date", d.DT("en", 2024, 2025, 0))
        d.h("Patient", 2)
        d.kv("Name", d.nm(pat, "full"))
        d.kv("Date of birth", d.DOB(1958, 2001))
        d.kv("National ID (CIN)", d.CIN())
        d.kv("Mobile", d.PHONE(style=r.choice([4, 5, 7])))
        d.kv("E-mail", d.EMAIL(pat))
        d.kv("Home address", d.ADDR("fr"))
        d.kv("CNSS affiliation no.", d.CNSS())
        d.kv("Referred by", "Dr " + d.nm(gp, "full") + ", general practitioner")
        d.h("Diagnosis and treatment", 2)
        dx = r.choice(["Hashimoto's thyroiditis with overt hypothyroidism", "Graves' disease in remission",
                       "toxic multinodular goitre"])
        d.kv("Main diagnosis", d.H(dx))
        d.kv("Other conditions", d.H("vitamin D deficiency") + "; " + d.H("polycystic ovary syndrome"))
        d.kv("Current treatment", d.H(f"levothyroxine {r.choice([50, 75, 100, 125])} µg once daily"))
        d.kv("Family history", "sister " + d.nm(sis, "first") + " treated for " + d.H("Graves' disease"))
        d.h("Results", 2)
        ds = d.DTS(5, "en", 2023, 2024, 2, gap=(1, 60))
        d.table(["Date", "Test", "Result", "Comment"],
                [[ds[0], "TSH", d.H(f"TSH {r.randint(6, 14)}.{r.randint(1, 9)} mIU/L"), "above range"],
                 [ds[1], "Free T4", d.H(f"FT4 {r.randint(6, 9)}.{r.randint(1, 9)} pmol/L"), "low"],
                 [ds[2], "Anti-TPO", d.H(f"anti-TPO antibodies {r.randint(200, 900)} IU/mL"), "strongly positive"],
                 [ds[3], "Ultrasound", d.H(f"EU-TIRADS 4 nodule of {r.randint(9, 22)} mm, right lobe"), "FNA advised"],
                 [ds[4], "Cytology", d.H("Bethesda II, benign follicular nodule"), "surveillance"]])
        d.h("Assessment", 2)
        d.p(f"Ms {d.nm(pat, 'last')} reports {d.H('fatigue, weight gain and cold intolerance')} since the summer. "
            f"Her dose was increased after the last visit and she now describes {d.H('mild palpitations')} in the evening. "
            f"Given the nodule seen on ultrasound, Dr {d.nm(surg, 'full')} (endocrine surgery) was asked for an opinion "
            f"and did not recommend a {d.H('total thyroidectomy')} at this stage.")
        d.p("Standard reference interval printed by the laboratory, for information only: " + d.d("TSH 0.4-4.0 mIU/L") + ".")
        d.ol(["Repeat TSH in 6 weeks at the partner laboratory (" + d.d("lab order LB-" + g.digits(6)) + ").",
              "Next appointment on " + d.DT("en", 2025, 2025, 0) + ", room " + d.d("B-214") + ".",
              "Consultation fee paid: " + d.AMT("en", 40, 120) + " (receipt " + d.REF("RC", n=6) + ")."])
        d.p("Signed: Dr " + d.nm(endo, "full") + ", endocrinologist - " + d.d("Avenue Tahar Sfar, 4000 Sousse"))
    elif lang == "ar":
        pat, son, endo, surg = g.person("f"), None, g.person(), g.person()
        son = g.person("m")
        d.header = "عيادة أمراض الغدد الصماء والسكري - متابعة الغدة الدرقية"
        d.footer = "معطيات طبية سرية"
        d.h("بطاقة متابعة مرضى الغدة الدرقية")
        d.kv("رقم الملف", d.REF("END"))
        d.kv("تاريخ العيادة", d.DT("ar", 2024, 2025, 0))
        d.kv("اسم المريضة", d.nm(pat, "ar"))
        d.kv("تاريخ الولادة", d.DOB(1955, 2000))
        d.kv("بطاقة التعريف الوطنية عدد", d.CIN(ar=True))
        d.kv("العنوان", d.ADDR())
        d.kv("الهاتف", d.PHONE(ar=True))
        d.kv("رقم الضمان الاجتماعي", d.CNSS(ar=True))
        d.kv("المرافق", "ابنها " + d.nm(son, "ar_first") + " - الهاتف " + d.PHONE(style=3))
        d.kv("التشخيص", d.H(r.choice(["قصور الغدة الدرقية الناتج عن التهاب هاشيموتو", "تضخم الغدة الدرقية متعدد العقيدات",
                                       "فرط نشاط الغدة الدرقية"])))
        d.kv("الأمراض المصاحبة", d.H("ارتفاع ضغط الدم") + "، " + d.H("هشاشة العظام"))
        d.kv("العلاج الحالي", d.H(f"ليفوتيروكسين {r.choice([50, 75, 100])} ميكروغرام يوميا على الريق"))
        d.blank()
        d.p("جدول الزيارات:")
        ds = d.DTS(4, "ar", 2023, 2024, 3, gap=(20, 90))
        d.table(["التاريخ", "الفحص", "النتيجة", "الطبيب"],
                [[ds[0], "تحليل الدم", d.H(f"TSH {r.randint(5, 12)},{r.randint(1, 9)} وحدة/لتر"), "د. " + d.nm(endo, "ar_last")],
                 [ds[1], "الفحص بالصدى", d.H(f"عقيدة في الفص الأيمن قطرها {r.randint(10, 25)} مم"), "د. " + d.nm(endo, "ar_last")],
                 [ds[2], "الخزعة بالإبرة", d.H("نتيجة حميدة"), "د. " + d.nm(surg, "ar")],
                 [ds[3], "الجراحة", d.H("استئصال كلي للغدة الدرقية"), "د. " + d.nm(surg, "ar")]])
        d.p(f"ملاحظات: بعد العملية اشتكت السيدة {d.nm(pat, 'ar_last')} من {d.H('نقص الكالسيوم في الدم')} مع "
            f"{d.H('تنميل في الأطراف')} وتم وصف الكالسيوم وفيتامين د لمدة شهر. وأظهر التحليل النسيجي "
            f"{d.H('سرطانا حليميا مجهريا')} لا يستوجب علاجا باليود المشع حسب رأي الطبيب المعالج.")
        d.p("المرجع المخبري العادي (للإعلام فقط): " + d.d("TSH بين 0,4 و4 وحدة/لتر"))
        d.kv("الموعد القادم", d.DT("ar", 2025, 2025, 0))
        d.kv("معلوم العيادة", d.AMT("ar", 30, 90))
        d.kv("وصل الخلاص", d.REF("RC", n=6))
        d.p("الطبيب المعالج: د. " + d.nm(endo, "ar") + " - " + d.d("شارع الطاهر صفر، 4000 سوسة"))
    else:  # mixed csv
        head = ["N° dossier", "Patient / المريض", "Date naissance / تاريخ الولادة", "CIN", "Tél / الهاتف",
                "Diagnostic / التشخيص", "Traitement / العلاج", "Prochain RDV / الموعد", "Médecin", "Remarque / ملاحظة"]
        dx = [("goitre multinodulaire", "تضخم الغدة الدرقية"), ("hypothyroïdie post-thyroïdectomie", "قصور الغدة الدرقية بعد الجراحة"),
              ("maladie de Basedow", "داء غريفز"), ("thyroïdite de Hashimoto", "التهاب الغدة الدرقية المزمن"),
              ("nodule thyroïdien isolé", "عقيدة درقية معزولة"), ("cancer papillaire opéré", "سرطان حليمي بعد الاستئصال"),
              ("hyperthyroïdie gestationnelle", "فرط نشاط الغدة أثناء الحمل")]
        tx = ["surveillance échographique", "lévothyroxine 100 µg/j", "carbimazole 20 mg/j", "lévothyroxine 75 µg/j",
              "cytoponction programmée", "iode radioactif 3,7 GBq", "propylthiouracile 50 mg x 3/j"]
        docs = [g.person() for _ in range(2)]
        rows = []
        for i in range(6):
            p = g.person("f" if i in (1, 5) else r.choice("fmf"))
            ar_row = i % 2 == 1
            rows.append([d.REF("THY", year=False, n=5),
                         d.nm(p, "ar" if ar_row else r.choice(["full", "FULL"])),
                         d.DOB(1950, 2004, lang="ar" if ar_row else "fr", style=r.choice([0, 3]) if not ar_row else r.choice([2, 3, 4])),
                         d.CIN(ar=ar_row), d.PHONE(ar=ar_row, style=r.choice([0, 3, 8])),
                         d.H(dx[i][1] if ar_row else dx[i][0]), d.H(tx[i]),
                         d.DT("fr", 2025, 2025, 0), "Dr " + d.nm(r.choice(docs), "last"),
                         (d.H("المريضة حامل في الشهر الخامس") if ar_row and i == 1 else
                          "à revoir avec échographie, " + d.H(r.choice(["nodule de 12 mm stable", "exophtalmie modérée",
                                                                        "hypocalcémie transitoire", "fibrillation auriculaire"])))])
        d.set_csv(head, rows, ";")
    return d


# --------------------------------------------------------------------------- C4 leishmaniasis
def leishmaniasis_treatment_card(g, lang, fmt):
    d = Doc(g, "leishmaniasis_treatment_card", lang, fmt)
    r = g.r
    town = r.choice([t for t in TOWNS if t[1] in ("Sidi Bouzid", "Gafsa", "Kairouan", "Regueb", "Métlaoui", "Sbikha")])
    if lang == "mixed":
        child, mother, nurse, doc_ = g.person(), g.person("f"), g.person("f"), g.person()
        father = g.person("m", last=(child.ll, child.la))
        d.header = f"Centre de santé de base - {town[1]} / مركز الصحة الأساسية - {town[2]}"
        d.footer = "Programme national de lutte contre les leishmanioses / البرنامج الوطني لمقاومة اللشمانيات"
        d.h("Carte de traitement de la leishmaniose cutanée - بطاقة علاج اللشمانيا الجلدية")
        d.kv("N° de la carte / رقم البطاقة", d.REF("LC"))
        d.kv("Date de déclaration / تاريخ التصريح", d.DT("fr", 2024, 2025, 0))
        d.h("Identité / الهوية", 2)
        d.kv("Nom et prénom", d.nm(child, "FULL"))
        d.kv("الاسم واللقب", d.nm(child, "ar"))
        d.kv("Date de naissance / تاريخ الولادة", d.DOB(2008, 2019, lang="fr"))
        d.kv("Père / الأب", d.nm(father, "full") + " - CIN " + d.CIN())
        d.kv("Mère / الأم", d.nm(mother, "ar") + " - " + d.PHONE(style=0))
        d.kv("Adresse / العنوان", d.ADDR("ar", town=town))
        d.h("Lésions / الإصابات", 2)
        d.table(["N°", "Siège / المكان", "Description", "Durée d'évolution"],
                [["1", "visage / الوجه", d.H("ulcère croûteux de 2 cm à la joue gauche"), "6 semaines"],
                 ["2", "avant-bras / الساعد", d.H("nodule inflammatoire de 1 cm"), "4 semaines"],
                 ["3", "jambe / الساق", d.H("قرحة جافة بقطر 3 سم"), "8 semaines"]])
        d.kv("Diagnostic / التشخيص", d.H("leishmaniose cutanée zoonotique") + " - " + d.H("داء اللشمانيات الجلدي"))
        d.kv("Confirmation biologique", d.H("frottis positif (corps de Leishmania)"))
        d.h("Traitement / العلاج", 2)
        ds = d.DTS(3, "fr", 2024, 2025, 0, gap=(7, 7))
        d.table(["Date", "Acte / الإجراء", "Infirmier(e)"],
                [[ds[0], d.H("Glucantime intralésionnel, lésion 1"), d.nm(nurse, "init")],
                 [ds[1], d.H("cryothérapie à l'azote liquide, lésion 2"), d.nm(nurse, "init")],
                 [ds[2], d.H("حقن موضعي بالغلوكانتيم للإصابة الثالثة"), d.nm(nurse, "ar")]])
        d.p(f"L'enfant {d.nm(child, 'first')} a présenté une {d.H('surinfection bactérienne de la lésion du visage')} "
            f"traitée par antibiotique local ; l'évolution est favorable avec {d.H('cicatrice atrophique')} en cours de constitution. "
            f"الأم {d.nm(mother, 'ar_first')} أفادت بأن الطفل يعاني أيضا من {d.H('حكة شديدة ليلا')} وقد تم توجيهه إلى طبيب الجلد.")
        d.p("Protocole de référence (non nominatif) : " + d.d("antimoniate de méglumine 1 à 3 ml par lésion")
            + ", circulaire " + d.d("n° 57/2019") + ".")
        d.kv("Lot du médicament / رقم الحصة", d.d("LOT-" + g.digits(2) + "B" + g.digits(3)))
        d.kv("Médecin traitant / الطبيب", "Dr " + d.nm(doc_, "full"))
        d.kv("CSB", d.d(f"route de Gafsa km 3, {town[0]} {town[1]}") + " - tél. " + d.d("76 000 " + g.digits(3)))
    elif lang == "ar":
        kids = g.family(3)
        mother = g.person("f")
        nurse, doc_ = g.person(), g.person()
        d.header = f"مركز الصحة الأساسية بـ{town[2]}"
        d.footer = "البرنامج الوطني لمقاومة اللشمانيات - وثيقة داخلية"
        d.h("بطاقة علاج اللشمانيا الجلدية - حالات عائلية")
        d.kv("رقم الملف", d.REF("LC"))
        d.kv("تاريخ أول فحص", d.DT("ar", 2024, 2025, 0))
        d.kv("ولي الأمر", d.nm(mother, "ar") + "، بطاقة تعريف عدد " + d.CIN(ar=True))
        d.kv("الهاتف", d.PHONE(ar=True))
        d.kv("العنوان", d.ADDR(town=town))
        d.h("الأطفال المصابون", 2)
        les = ["قرحة في الوجه بقطر 2 سم", "ثلاث إصابات في الساعد الأيمن", "عقيدة ملتهبة في الساق اليسرى"]
        tr = ["حقن موضعي بالغلوكانتيم", "العلاج بالتبريد", "حقن عضلي بالغلوكانتيم لمدة 15 يوما"]
        rows = []
        for i, k in enumerate(kids):
            rows.append([d.nm(k, "ar"),
                         d.DOB(2010, 2021), d.H(les[i]), d.H(tr[i])])
        d.table(["الاسم واللقب", "تاريخ الولادة", "الإصابة", "العلاج"], rows)
        d.kv("التشخيص", d.H("داء اللشمانيات الجلدي الحيواني المصدر"))
        d.kv("التأكيد المخبري", d.H("لطاخة إيجابية"))
        d.h("تطور الحالة", 2)
        k0, k1, k2 = kids
        d.p(f"{'لاحظ الممرض' if nurse.sex == 'm' else 'لاحظت الممرضة'} {d.nm(nurse, 'ar')} أن "
            f"{'الطفل' if k0.sex == 'm' else 'الطفلة'} {d.nm(k0, 'ar_first')} {'أصيب' if k0.sex == 'm' else 'أصيبت'} "
            f"بـ{d.H('التهاب جرثومي ثانوي')} في إصابة الوجه، فتم وصف مضاد حيوي موضعي. أما {d.nm(k1, 'ar_first')} فقد ظهرت "
            f"{'لديه' if k1.sex == 'm' else 'لديها'} {d.H('ندبة ضامرة')} بعد الشفاء، في حين {'يعاني' if k2.sex == 'm' else 'تعاني'} "
            f"{d.nm(k2, 'ar_first')} من {d.H('حساسية من الغلوكانتيم')} أدت إلى إيقاف الحقن العضلي.")
        d.p("تذكير بالبروتوكول الوطني (غير شخصي): " + d.d("من 1 إلى 3 مل لكل إصابة") + " مرة في الأسبوع.")
        d.kv("رقم حصة الدواء", d.d("LOT-" + g.digits(2) + "B" + g.digits(3)))
        d.kv("المنشور المرجعي", d.d("المنشور عدد 57 لسنة 2019"))
        d.kv("الطبيب المشرف", "د. " + d.nm(doc_, "ar"))
        d.p("عنوان المركز: " + d.d(f"طريق قفصة كلم 3، {town[0]} {town[2]}"))
    else:  # fr csv register
        head = ["n_declaration", "date_declaration", "nom_prenom", "date_naissance", "sexe", "cin_patient_ou_tuteur",
                "telephone", "adresse", "siege", "traitement", "evolution"]
        rows = []
        sites = ["joue droite", "nez", "avant-bras gauche", "main droite", "jambe gauche", "front", "cou", "pied droit"]
        txs = ["Glucantime intralésionnel", "cryothérapie", "Glucantime IM 20 mg/kg/j pendant 15 j", "pansement simple et surveillance",
               "cryothérapie + Glucantime intralésionnel", "thermothérapie", "Glucantime intralésionnel"]
        evo = ["guérison avec cicatrice atrophique", "surinfection, antibiotique local", "amélioration partielle",
               "perdu de vue", "guérison complète", "cicatrice chéloïde", "réaction allergique au Glucantime"]
        for i in range(6):
            p = g.person()
            rows.append([d.REF("LC", n=4), d.DT("fr", 2024, 2025, 3), d.nm(p, r.choice(["FULL", "full", "lf"])),
                         d.DOB(1950, 2021, style=r.choice([0, 3])), "F" if p.sex == "f" else "M",
                         d.CIN(), d.PHONE(style=r.choice([0, 3, 1])), d.ADDR("fr", town=town),
                         d.H(f"lésion ulcérée {sites[i]}"), d.H(txs[i]), d.H(evo[i])])
        d.set_csv(head, rows, ";")
    return d


# --------------------------------------------------------------------------- C5 radiotherapy
def radiotherapy_planning_sheet(g, lang, fmt):
    d = Doc(g, "radiotherapy_planning_sheet", lang, fmt)
    r = g.r
    if lang == "en":
        pat, husb, dau, onc, phys, rtt = g.person("f"), g.person("m"), None, g.person(), g.person(), g.person("f")
        dau = g.person("f", last=(husb.ll, husb.la))
        side = r.choice(["left", "right"])
        d.header = "Radiation Oncology Department - Treatment planning unit"
        d.footer = "Planning document - confidential - retain in the patient's radiotherapy record"
        d.h("Radiotherapy planning sheet")
        d.kv("Planning ID", d.REF("RT"))
        d.kv("CT simulation", d.DT("en", 2024, 2025, 0) + ", scanner " + d.d("CT-SIM 2"))
        d.h("Patient details", 2)
        d.kv("Name", d.nm(pat, "FULL2"))
        d.kv("Date of birth", d.DOB(1948, 1992))
        d.kv("CIN", d.CIN())
        d.kv("Passport (resident abroad)", d.PASS())
        d.kv("Phone", d.PHONE(style=r.choice([4, 6, 5])))
        d.kv("E-mail", d.EMAIL(pat))
        d.kv("Address", d.ADDR("fr"))
        d.kv("Next of kin", d.nm(husb, "full") + " (husband), " + d.PHONE(style=0))
        d.h("Clinical summary", 2)
        d.kv("Diagnosis", d.H(f"invasive ductal carcinoma of the {side} breast"))
        d.kv("Stage", d.H("pT2 N1 M0, stage IIB"))
        d.kv("Receptor status", d.H("ER positive, PR positive, HER2 negative"))
        d.kv("Surgery", d.H(f"{side} lumpectomy with sentinel node biopsy"))
        d.kv("Systemic therapy", d.H("adjuvant chemotherapy, 4 cycles AC then 12 weekly paclitaxel"))
        d.kv("Comorbidities", d.H("type 2 diabetes") + "; " + d.H("cardiac pacemaker implanted in 2019"))
        d.h("Prescription", 2)
        d.table(["Volume", "Dose / fractions", "Schedule", "Technique"],
                [[f"Whole {side} breast (PTV)", d.H("50 Gy in 25 fractions"), "5 fractions per week", "3D conformal"],
                 ["Tumour bed boost", d.H("10 Gy in 5 fractions"), "sequential", "electrons"]])
        d.p("Dose constraints applied (departmental protocol, not patient-specific):")
        d.table(["Organ at risk", "Constraint"],
                [["Heart", d.d("mean dose < 4 Gy")], ["Ipsilateral lung", d.d("V20 < 20 %")],
                 ["Spinal cord", d.d("Dmax < 45 Gy")]])
        d.h("Course and toxicity", 2)
        d.p(f"Mrs {d.nm(pat, 'last')} started treatment on the linear accelerator and completed the first two weeks without interruption. "
            f"In the third week she developed {d.H('grade 2 radiation dermatitis')} in the inframammary fold and "
            f"{d.H('marked fatigue')}, managed with topical care. Because of her {d.H('pacemaker')}, the device was checked "
            f"by the cardiology team before and after the course. Her daughter {d.nm(dau, 'full')} attends every session.")
        d.p(f"After radiotherapy, {d.H('hormone therapy with letrozole 2.5 mg daily for five years')} is planned.")
        d.kv("Radiation oncologist", "Dr " + d.nm(onc, "full"))
        d.kv("Medical physicist", d.nm(phys, "init"))
        d.kv("Treatment radiographer", d.nm(rtt, "full"))
        d.kv("Estimated cost (CNAM agreement)", d.AMT("en", 3000, 9000))
        d.kv("Department", d.d("Boulevard du 9 Avril 1938, 1006 Tunis"))
    elif lang == "ar":
        pat, son, onc, phys = g.person("m"), None, g.person(), g.person()
        son = g.person("m", last=(pat.ll, pat.la))
        d.header = "قسم العلاج بالأشعة - وحدة التخطيط"
        d.footer = "وثيقة سرية"
        d.h("بطاقة تخطيط العلاج الإشعاعي")
        d.kv("رقم التخطيط", d.REF("RT"))
        d.kv("تاريخ التصوير المقطعي", d.DT("ar", 2024, 2025, 0))
        d.kv("المريض", d.nm(pat, "ar"))
        d.kv("تاريخ الولادة", d.DOB(1940, 1975))
        d.kv("بطاقة التعريف", d.CIN(ar=True))
        d.kv("العنوان", d.ADDR())
        d.kv("الهاتف", d.PHONE(ar=True))
        d.kv("رقم الضمان الاجتماعي", d.CNSS(ar=True))
        d.kv("الابن المرافق", d.nm(son, "ar_first") + " - " + d.PHONE(style=8))
        d.blank()
        d.kv("التشخيص", d.H("سرطان غدي في البروستاتا"))
        d.kv("درجة الورم", d.H("درجة غليسون 7 (3+4)"))
        d.kv("آخر تحليل", d.H("مستضد البروستاتا النوعي 12,4 نانوغرام/مل"))
        d.kv("العلاج المرافق", d.H("علاج هرموني بحقنة كل ثلاثة أشهر"))
        d.kv("أمراض أخرى", d.H("داء السكري") + "، " + d.H("قصور القلب المعتدل"))
        d.blank()
        d.p("الوصفة الإشعاعية:")
        d.table(["الحجم المستهدف", "الجرعة", "عدد الحصص"],
                [["البروستاتا والحويصلات المنوية", d.H("74 غراي"), d.H("37 حصة")],
                 ["العقد اللمفاوية الحوضية", d.H("46 غراي"), d.H("23 حصة")]])
        d.p("القيود المعتمدة في القسم (غير خاصة بالمريض): " + d.d("المستقيم V70 أقل من 20 %") + "، "
            + d.d("المثانة V65 أقل من 25 %") + ".")
        d.p(f"تطور العلاج: أتم السيد {d.nm(pat, 'ar_last')} عشرين حصة ثم اشتكى من {d.H('التهاب المثانة الإشعاعي من الدرجة الأولى')} "
            f"ومن {d.H('إسهال خفيف')}، فتم وصف علاج عرضي ونصح بشرب الماء بكثرة. رافقه ابنه {d.nm(son, 'ar_first')} في كل الحصص.")
        d.kv("الطبيب المختص", "د. " + d.nm(onc, "ar"))
        d.kv("الفيزيائي الطبي", d.nm(phys, "ar"))
        d.kv("الكلفة التقديرية", d.AMT("ar", 3000, 9000))
        d.kv("العنوان", d.d("شارع 9 أفريل 1938، 1006 تونس"))
    else:  # fr md
        pat, husb, onc, phys, mer = g.person("f"), g.person("m"), g.person(), g.person(), g.person("f")
        d.header = "Service de radiothérapie - Unité de dosimétrie"
        d.footer = "Fiche de planification - document confidentiel"
        d.h("Fiche de planification de radiothérapie")
        d.kv("Référence", d.REF("RT"))
        d.kv("Scanner de centrage", d.DT("fr", 2024, 2025, 0))
        d.h("Identification", 2)
        d.kv("Patiente", d.nm(pat, "FULL"))
        d.kv("Née le", d.DOB(1950, 1990))
        d.kv("CIN", d.CIN())
        d.kv("Adresse", d.ADDR())
        d.kv("Téléphone", d.PHONE(style=r.choice([1, 2, 3])))
        d.kv("Époux", d.nm(husb, "full") + ", " + d.PHONE(style=0))
        d.h("Données cliniques", 2)
        d.kv("Diagnostic", d.H("carcinome épidermoïde du col utérin"))
        d.kv("Stade", d.H("stade FIGO IIB"))
        d.kv("Antécédents", d.H("hépatite B chronique") + ", " + d.H("hypertension artérielle traitée"))
        d.kv("Biologie", d.H("anémie à 8,9 g/dl"))
        d.h("Prescription", 2)
        d.table(["Volume", "Dose", "Fractionnement", "Association"],
                [["Pelvis + ganglions iliaques", d.H("45 Gy en 25 fractions"), "1,8 Gy/fraction",
                  d.H("cisplatine hebdomadaire 40 mg/m²")],
                 ["Curiethérapie utéro-vaginale", d.H("28 Gy en 4 séances"), "HDR", "-"]])
        d.p("Contraintes de dose du protocole (non nominatives) : " + d.d("rectum D2cc < 75 Gy") + ", "
            + d.d("vessie D2cc < 90 Gy") + ".")
        d.h("Évolution", 2)
        d.p(f"Mme {d.nm(pat, 'last')} a reçu une {d.H('radiochimiothérapie concomitante')} bien tolérée jusqu'à la quatrième semaine, "
            f"puis est apparue une {d.H('rectite radique de grade 1')} avec des {d.H('nausées')} contrôlées par ondansétron. "
            f"L'{d.H('anémie')} a nécessité la {d.H('transfusion de deux culots globulaires')}. Son époux "
            f"{d.nm(husb, 'first')} l'accompagne aux séances ; elle avait été adressée par " + d.d("l'hôpital régional de Bir Ali Ben Khalifa") + ".")
        d.kv("Radiothérapeute", "Dr " + d.nm(onc, "full"))
        d.kv("Physicien médical", d.nm(phys, "full"))
        d.kv("Manipulatrice", d.nm(mer, "init"))
        d.kv("Coût estimé", d.AMT("fr", 3000, 9000))
        d.kv("Adresse du service", d.d("Boulevard du 9 Avril 1938, 1006 Tunis"))
    return d


# --------------------------------------------------------------------------- C6 spinal cord rehab
def spinal_cord_injury_rehab_chart(g, lang, fmt):
    d = Doc(g, "spinal_cord_injury_rehab_chart", lang, fmt)
    r = g.r
    if lang == "en":
        pat, wife, phys, pt, ot, psy = g.person("m"), g.person("f"), g.person(), g.person(), g.person("f"), g.person("f")
        acc = g.ymd(2024, 2025)
        d.header = "Functional Rehabilitation Centre - Spinal Cord Injury Unit"
        d.footer = "Chart page 1 - internal use"
        d.h("SPINAL CORD INJURY REHABILITATION CHART")
        d.kv("Chart no.", d.REF("SCI"))
        d.kv("Admission date", d.d(g.fmt_date(shift(acc, 21), "en", 0)))
        d.blank()
        d.kv("Patient", d.nm(pat, "FULL"))
        d.kv("Born", d.DOB(1960, 2004))
        d.kv("ID card", d.CIN())
        d.kv("Address", d.ADDR("fr", multiline=True))
        d.kv("Phone", d.PHONE())
        d.kv("CNSS no.", d.CNSS())
        d.kv("Emergency contact", d.nm(wife, "full") + " (wife) - " + d.PHONE(style=4))
        d.kv("Mechanism", f"road traffic accident on {d.d(g.fmt_date(acc, 'en', 1))}, driver of vehicle {d.PLATE('lat')}")
        d.blank()
        d.kv("Neurological level", d.H("complete T10 paraplegia (ASIA A)"))
        d.kv("Spine", d.H("T10 burst fracture treated by posterior fixation"))
        d.kv("Bladder", d.H("neurogenic bladder") + ", " + d.H("intermittent self-catheterisation 5 times a day"))
        d.kv("Bowel", d.H("neurogenic bowel"))
        d.kv("Skin", d.H("stage 2 sacral pressure ulcer"))
        d.kv("Medication", d.H("baclofen 10 mg three times a day") + "; " + d.H("enoxaparin 40 mg daily"))
        d.blank()
        d.p("Rehabilitation goals")
        d.table(["Goal", "Week 2", "Week 6", "Therapist"],
                [["Wheelchair transfers", d.H("maximal assistance"), d.H("independent with sliding board"), d.nm(pt, "init")],
                 ["Dressing lower body", d.H("dependent"), d.H("minimal assistance"), d.nm(ot, "init")],
                 ["Bladder management", d.H("catheterised by nurses"), d.H("self-catheterisation learnt"), "nursing team"]])
        d.p(f"Progress note: Mr {d.nm(pat, 'last')} remains motivated but describes {d.H('neuropathic pain below the level of injury')} "
            f"and {d.H('low mood with poor sleep')}; psychologist {d.nm(psy, 'full')} started weekly sessions. "
            f"A {d.H('deep vein thrombosis of the left calf')} was found on Doppler in week 3 and anticoagulation was adjusted. "
            f"His wife {d.nm(wife, 'first')} is being trained in pressure care and transfers before discharge home.")
        d.p("Unit reference for pressure care (generic): " + d.d("reposition every 2 hours") + "; cushion model "
            + d.d("ROHO-QS-" + g.digits(3)) + "; wheelchair tender " + d.REF("AO", n=4) + ".")
        d.kv("Daily rate (CNAM)", d.AMT("en", 80, 250))
        d.kv("Physician", "Dr " + d.nm(phys, "full"))
        d.kv("Centre address", d.d("Rue Jebel Lakhdar, 1007 Tunis"))
    elif lang == "ar":
        pat, bro, phys, pt, nurse = g.person("m"), None, g.person(), g.person(), g.person("f")
        bro = g.person("m", last=(pat.ll, pat.la))
        acc = g.ymd(2024, 2025)
        d.header = "مركز التأهيل الوظيفي - وحدة إصابات النخاع الشوكي"
        d.footer = "للاستعمال الداخلي"
        d.h("ملف تأهيل مصاب بالنخاع الشوكي")
        d.kv("رقم الملف", d.REF("SCI"))
        d.kv("تاريخ الدخول", d.d(g.fmt_date(shift(acc, 20), "ar", 0)))
        d.h("الهوية", 2)
        d.kv("الاسم واللقب", d.nm(pat, "ar_nasab"))
        d.kv("تاريخ الولادة", d.DOB(1965, 2005))
        d.kv("بطاقة التعريف الوطنية", d.CIN(ar=True))
        d.kv("العنوان", d.ADDR())
        d.kv("الهاتف", d.PHONE(ar=True))
        d.kv("الأخ المرافق", d.nm(bro, "ar") + " - " + d.PHONE(style=0))
        d.kv("ظروف الإصابة", f"حادث مرور يوم {d.d(g.fmt_date(acc, 'ar', 0))} على متن سيارته رقم {d.PLATE('ar')}")
        d.h("المعطيات الطبية", 2)
        d.kv("مستوى الإصابة", d.H("شلل نصفي سفلي كامل على مستوى الفقرة الصدرية الحادية عشرة"))
        d.kv("العمود الفقري", d.H("كسر في الفقرة الصدرية الحادية عشرة مع تثبيت خلفي"))
        d.kv("المثانة", d.H("مثانة عصبية") + " مع " + d.H("قسطرة ذاتية متقطعة"))
        d.kv("الجلد", d.H("قرحة الفراش من الدرجة الثانية في العجز"))
        d.kv("الأدوية", d.H("باكلوفين 10 مغ ثلاث مرات يوميا"))
        d.h("أهداف التأهيل", 2)
        d.table(["الهدف", "الأسبوع الثاني", "الأسبوع السادس", "المعالج"],
                [["التنقل من السرير إلى الكرسي", d.H("مساعدة كاملة"), d.H("استقلالية باستعمال لوح الانزلاق"), d.nm(pt, "ar")],
                 ["العناية بالمثانة", d.H("قسطرة من طرف الممرضين"), d.H("تعلم القسطرة الذاتية"), d.nm(nurse, "ar")]])
        d.h("ملاحظات التطور", 2)
        d.p(f"يبدي السيد {d.nm(pat, 'ar_last')} رغبة كبيرة في التقدم لكنه يعاني من {d.H('تشنج عضلي في الطرفين السفليين')} "
            f"ومن {d.H('آلام عصبية تحت مستوى الإصابة')}، كما لوحظت عليه علامات {d.H('اكتئاب تفاعلي')} "
            f"فتم توجيهه إلى الأخصائية النفسية. يتدرب أخوه {d.nm(bro, 'ar_first')} على الوقاية من قرح الفراش قبل الخروج.")
        d.p("توصية عامة للوحدة: " + d.d("تغيير وضعية المريض كل ساعتين") + "، نوع الوسادة " + d.d("ROHO-QS-" + g.digits(3)))
        d.kv("معلوم الإقامة اليومي", d.AMT("ar", 80, 250))
        d.kv("الطبيب المشرف", "د. " + d.nm(phys, "ar"))
        d.kv("عنوان المركز", d.d("نهج جبل لخضر، 1007 تونس"))
    else:  # mixed csv: weekly round
        head = ["Dossier", "Patient / المريض", "Né(e) le", "CIN", "Tél.", "Niveau lésionnel / مستوى الإصابة",
                "Complications", "Référent", "Revue suivante", "Commentaire"]
        lv = ["paraplégie complète T6 (ASIA A)", "tétraplégie incomplète C5 (ASIA C)", "شلل نصفي سفلي غير كامل L1",
              "paraplégie incomplète T12 (ASIA B)", "شلل رباعي غير كامل C6", "syndrome de la queue de cheval"]
        cx = ["escarre ischiatique stade 3", "infection urinaire récidivante", "قرحة الفراش في الكعب",
              "hyperréflexie autonome", "تشنج عضلي شديد", "douleurs neuropathiques"]
        refs = [g.person() for _ in range(2)]
        rows = []
        for i in range(6):
            p = g.person(r.choice("mmf"))
            ar_row = i in (2, 4)
            rows.append([d.REF("SCI", year=False, n=4), d.nm(p, "ar" if ar_row else "full"),
                         d.DOB(1955, 2005, lang="ar" if ar_row else "fr", style=r.choice([0, 3])),
                         d.CIN(ar=ar_row), d.PHONE(style=r.choice([0, 3])), d.H(lv[i]), d.H(cx[i]),
                         d.nm(r.choice(refs), "init"), d.DT("fr", 2025, 2025, 0),
                         ("حالة مستقرة، " + d.H("ضغط دم منخفض عند الجلوس")) if ar_row else
                         ("bonne évolution mais " + d.H(r.choice(["constipation neurologique", "anxiété importante",
                                                                  "ossifications hétérotopiques de hanche", "spasticité gênante"])))])
        d.set_csv(head, rows, ";")
    return d


# =========================================================================== other walks of life
FOREIGN = [("69003", "Lyon", "rue Paul Bert", "fr"), ("75011", "Paris", "boulevard Voltaire", "fr"),
           ("13003", "Marseille", "rue de Lodi", "fr"), ("16121", "Genova", "Via Assarotti", "it"),
           ("20127", "Milano", "Via Padova", "it"), ("10115", "Berlin", "Invalidenstraße", "de"),
           ("1000", "Bruxelles", "rue Haute", "be")]


def foreign_phone(g, country=None):
    c = country or g.r.choice(["fr", "fr", "it", "de", "be", "ca"])
    d = g.digits
    return {"fr": g.r.choice([f"+33 6 {d(2)} {d(2)} {d(2)} {d(2)}", f"0033 7 {d(2)} {d(2)} {d(2)} {d(2)}"]),
            "it": f"+39 3{d(2)} {d(3)} {d(4)}", "de": f"+49 15{d(1)} {d(4)} {d(4)}",
            "be": f"+32 4{d(2)} {d(2)} {d(2)} {d(2)}", "ca": f"+1 514 {d(3)} {d(4)}"}[c]


def foreign_contact(g, country=None):
    """(address, phone) of a Tunisian living abroad, in the same country."""
    opts = [x for x in FOREIGN if country in (None, x[3])]
    pc, city, street, c = g.r.choice(opts)
    n = g.r.randint(2, 180)
    addr = f"{street} {n}, {pc} {city}" if c in ("it", "de") else f"{n} {street}, {pc} {city}"
    return addr, foreign_phone(g, c)


# --------------------------------------------------------------------------- N1 grievance hearing
def grievance_hearing_record(g, lang, fmt):
    d = Doc(g, "grievance_hearing_record", lang, fmt)
    r = g.r
    if lang == "fr":
        emp, dele, drh, wit, chef = g.person("m"), g.person(), g.person("f"), g.person(), g.person("m")
        dom = "somecal.com.tn"
        d.header = "Société Méditerranéenne de Conserves Alimentaires - Direction des ressources humaines"
        d.footer = "PV établi en trois exemplaires originaux - diffusion restreinte"
        d.h("PROCÈS-VERBAL D'AUDITION - RÉCLAMATION INDIVIDUELLE")
        d.kv("Référence", d.REF("GRV", n=4))
        d.kv("Date de l'audition", d.DT("fr", 2024, 2025, 1) + " à 10h00")
        d.kv("Lieu", "salle de réunion du siège, " + d.d("Zone industrielle Sidi Rezig, 2033 Mégrine"))
        d.h("Personnes présentes", 2)
        d.table(["Qualité", "Nom et prénom", "Fonction", "Contact"],
                [["Réclamant", d.nm(emp, "FULL"), "ouvrier qualifié, ligne de conditionnement 3", d.PHONE()],
                 ["Délégué syndical", d.nm(dele, "full"), "représentant du personnel", d.PHONE(style=1)],
                 ["Direction", d.nm(drh, "full"), "directrice des ressources humaines", d.v("EMAIL", f"{drh.fl[0].lower()}.{drh.ll.lower().replace(' ', '')}@{dom}")],
                 ["Témoin", d.nm(wit, "full"), "chef d'équipe de nuit", "-"]])
        d.h("Identification du réclamant", 2)
        d.kv("CIN", d.CIN())
        d.kv("Date de naissance", d.DOB(1970, 2000))
        d.kv("N° d'affiliation CNSS", d.CNSS())
        d.kv("Adresse déclarée", d.ADDR())
        d.h("Objet de la réclamation", 2)
        ret = d.AMT("fr", 90, 600)
        d.p(f"M. {d.nm(emp, 'last')} conteste la retenue de {ret} opérée sur son salaire de "
            f"{r.choice(['janvier', 'février', 'mars', 'mai', 'juin', 'juillet'])}, consécutive à une absence de dix jours. Il affirme avoir transmis dans les délais "
            f"un certificat de repos pour {d.H('lombosciatique aiguë')}, ce que conteste le service du personnel. "
            f"Il invoque l'{d.d('article 14 du Code du travail')} et l'{d.d('article 38 de la convention collective sectorielle')}.")
        d.h("Déclarations", 2)
        d.ul([f"Le réclamant précise qu'il souffre d'une {d.H('hernie discale L5-S1')} connue du médecin du travail depuis {d.d('mars 2022')}.",
              f"Le témoin, M. {d.nm(wit, 'last')}, confirme avoir reçu le certificat le deuxième jour de l'absence.",
              f"Le délégué syndical {d.nm(dele, 'first')} demande le remboursement intégral et une régularisation sur la paie suivante.",
              f"Mme {d.nm(drh, 'last')} indique que le certificat n'a été enregistré qu'à la date du {d.DT('fr', 2024, 2025, 0)}."])
        d.h("Suite donnée", 2)
        d.cb([(True, "Remboursement de la retenue sur la paie de " + d.d(r.choice(["juin", "juillet", "septembre"]) + " 2025")),
              (False, "Saisine de l'inspection du travail"),
              (True, "Visite de reprise auprès du médecin du travail, Dr " + d.nm(chef, "full")),
              (False, "Classement sans suite")])
        d.kv("Prime de rendement maintenue", d.AMT("fr", 100, 400))
        d.hr()
        d.p("Lu et approuvé - le réclamant : " + d.nm(emp, "full"))
        d.p("Pour la direction : " + d.nm(drh, "init") + "     Le délégué : " + d.nm(dele, "init"))
    elif lang == "ar":
        head = ["الرقم", "تاريخ التظلم", "اسم العامل", "رقم بطاقة التعريف", "رقم الضمان الاجتماعي", "الهاتف",
                "القسم", "موضوع التظلم", "الممثل النقابي", "القرار"]
        subj = [("رفض احتساب عطلة مرض بسبب", "ربو مزمن"), ("خصم من الأجر رغم شهادة طبية تثبت", "كسر في المعصم"),
                ("طلب تغيير مركز العمل بسبب", "حساسية من الغبار"), ("نقلة تعسفية إلى الفرع الجهوي", None),
                ("عدم صرف منحة الإنتاج", None), ("رفض تكييف ساعات العمل رغم", "حمل في الشهر السابع"),
                ("خلاف حول الترقية المهنية", None)]
        deps = ["التعليب", "الصيانة", "المخزن", "المحاسبة", "النقل", "الجودة", "الإنتاج"]
        reps = [g.person() for _ in range(2)]
        dec = ["قبول التظلم", "رفض التظلم", "إحالة على لجنة التأديب", "قيد الدرس", "قبول جزئي", "قبول التظلم", "صلح"]
        rows = []
        for i in range(7):
            p = g.person()
            s0, h = subj[i]
            rows.append([d.REF("GRV", n=4), d.DT("ar", 2024, 2025, r.choice([0, 2, 3])), d.nm(p, r.choice(["ar", "ar_lf"])),
                         d.CIN(ar=True), d.CNSS(ar=True), d.PHONE(ar=True, style=r.choice([0, 3])), deps[i],
                         s0 + (" " + d.H(h) if h else " حسب " + d.d(f"الفصل {r.randint(10, 90)} من النظام الداخلي")),
                         d.nm(r.choice(reps), "ar"), dec[i]])
        d.set_csv(head, rows, ",")
    else:  # en md
        emp, mgr, hr, rep, nurse = g.person("f"), g.person("m"), g.person(), g.person(), g.person("f")
        dom = "medcontact-services.tn"
        d.header = "MedContact Services - Human Resources"
        d.footer = "Internal - grievance procedure, step 2"
        d.h("Grievance hearing record")
        d.kv("Case reference", d.REF("HR-GRV", n=4))
        hd = d.DTS(2, "en", 2025, 2025, 0, gap=(30, 60))
        d.kv("Hearing date", hd[0])
        d.kv("Venue", d.d("Meeting room Carthage, Technopark El Ghazala, 2088 Ariana"))
        d.h("Attendees", 2)
        d.table(["Role", "Name", "Contact"],
                [["Employee", d.nm(emp, "full"), d.v("EMAIL", f"{emp.fl.lower()}.{emp.ll.lower().replace(' ', '')}@{dom}")],
                 ["Team manager", d.nm(mgr, "full"), d.PHONE(style=4)],
                 ["HR business partner", d.nm(hr, "full"), d.v("EMAIL", f"{hr.fl[0].lower()}{hr.ll.lower().replace(' ', '')}@{dom}")],
                 ["Staff representative", d.nm(rep, "full"), d.PHONE(style=0)]])
        d.h("Employee details", 2)
        d.kv("Date of birth", d.DOB(1985, 2002))
        d.kv("CIN", d.CIN())
        d.kv("CNSS", d.CNSS())
        d.kv("Personal mobile", d.PHONE(style=7))
        d.kv("Home address", d.ADDR("fr"))
        d.h("Grievance", 2)
        d.p(f"{d.nm(emp, 'first')} states that since the new shift pattern introduced on {d.DT('en', 2024, 2024, 0)} she has been refused "
            f"the short breaks she needs to manage her {d.H('type 1 diabetes')}. She reports two episodes of "
            f"{d.H('hypoglycaemia')} at her workstation, one of which required assistance from the occupational nurse "
            f"{d.nm(nurse, 'full')}. She asks for a written adjustment allowing two additional ten-minute breaks.")
        d.p(f"{d.nm(mgr, 'last')} explains that break times are set by the client contract ({d.d('SLA clause 7.2')}) and that "
            f"the team must keep a service level of {d.d('80 % of calls answered in 20 seconds')}.")
        d.h("Outcome", 2)
        d.cb([(True, "Reasonable adjustment agreed: two extra breaks per shift"),
              (True, "Referral to the occupational physician"),
              (False, "Appeal to step 3 (general manager)")])
        d.p("Reference texts: " + d.d("Article 5 bis of the Labour Code") + "; internal policy " + d.d("HR-POL-014") + ".")
        d.kv("Review meeting", hd[1])
        d.p("Signed by " + d.nm(hr, "init") + " and " + d.nm(emp, "init"))
    return d


# --------------------------------------------------------------------------- N2 ATM dispute
def atm_dispute_claim(g, lang, fmt):
    d = Doc(g, "atm_dispute_claim", lang, fmt)
    r = g.r
    if lang == "en":
        head = ["case_id", "customer", "cin", "card_number", "account_rib", "mobile", "email", "atm_id",
                "transaction_time", "amount", "switch_reference", "status"]
        st = ["open", "refunded", "rejected - cash dispensed", "under investigation", "refunded", "chargeback sent", "open"]
        rows = []
        for i in range(7):
            p = g.person()
            rows.append([d.REF("ATM", n=5), d.nm(p, r.choice(["full", "FULL"])), d.CIN(),
                         d.CARD(style=r.choice([0, 2])), d.RIB(style=r.choice([1, 0]))[0], d.PHONE(style=r.choice([3, 4, 7])),
                         d.EMAIL(p), d.d(f"GAB-{r.randint(1000, 9999)}"),
                         d.d(g.date("en", 2024, 2025, 2) + f" {r.randint(0, 23):02d}:{r.randint(0, 59):02d}"),
                         d.AMT("en", 20, 1000), d.d(g.bad_card()), st[i]])
        d.set_csv(head, rows, ",")
    elif lang == "ar":
        cust, wife, agent = g.person("m"), g.person("f"), g.person()
        bank = "البنك الوطني للتنمية الجهوية"
        d.header = None
        op = g.ymd(2025, 2025)
        d.p(d.d("صفاقس في " + g.fmt_date(shift(op, 2), "ar", 0)))
        d.p("من: " + d.nm(cust, "ar"))
        d.p("العنوان: " + d.ADDR())
        d.p("الهاتف: " + d.PHONE(ar=True))
        d.p("صاحب محل تجاري - المعرف الجبائي: " + d.TAX(style=r.choice([0, 4])))
        d.blank()
        d.p(f"إلى السيد مدير فرع {bank} - {d.d('فرع شارع الحبيب ثامر، 3000 صفاقس')}")
        d.blank()
        d.p("الموضوع: اعتراض على عملية سحب لم يتم فيها تسليم الأوراق النقدية")
        d.blank()
        amt = d.AMT("ar", 100, 800)
        d.p(f"تحية طيبة وبعد، أنا الممضي أسفله {d.nm(cust, 'ar_nasab')}، المولود في {d.DOB(1960, 1998)}، "
            f"صاحب بطاقة التعريف الوطنية عدد {d.CIN(ar=True)}، أتشرف بإعلامكم أنني قمت يوم "
            f"{d.d(g.fmt_date(op, 'ar', 0))} بسحب مبلغ {amt} من الموزع الآلي {d.d('رقم 0457')} الكائن بمحطة الحافلات، "
            f"باستعمال بطاقتي البنكية رقم {d.CARD(style=0)}، غير أن الجهاز لم يسلمني المبلغ رغم أنه خصم من حسابي.")
        rib = d.RIB(style=0)[0]
        d.p(f"وقد تم خصم المبلغ من حسابي الجاري ذي المعرف البنكي {rib}، وكانت زوجتي {d.nm(wife, 'ar')} "
            f"حاضرة عند العملية ويمكنها الإدلاء بشهادتها، ورقم هاتفها {d.PHONE(style=3)}.")
        d.p(f"لذا أرجو منكم التفضل بفتح تحقيق في الغرض وإرجاع المبلغ إلى حسابي طبقا لـ{d.d('منشور البنك المركزي عدد 2020-11')}.")
        d.p("المرفقات: نسخة من بطاقة التعريف، وصل العملية عدد " + d.d(g.digits(6).lstrip("0") + "7") + "، كشف الحساب.")
        d.blank()
        d.p("الإمضاء: " + d.nm(cust, "ar_lf"))
        d.hr()
        d.p("خاص بالبنك:")
        d.kv("رقم الملف", d.REF("ATM", n=5))
        d.kv("تاريخ الاستلام", d.d(g.fmt_date(shift(op, 4), "ar", 3)))
        d.kv("المكلف بالملف", d.nm(agent, "ar"))
        d.kv("مرجع العملية في المنظومة", d.d(g.bad_card()))
        d.kv("البريد الإلكتروني للحريف", d.EMAIL(cust))
    else:  # mixed txt form
        cust, agent, wit = g.person("f"), g.person(), g.person()
        d.header = "Banque de l'Habitat et du Commerce / بنك الإسكان والتجارة - Service monétique"
        d.footer = "Formulaire F-MON-07 / الاستمارة"
        d.h("RÉCLAMATION GAB / اعتراض على عملية سحب آلي")
        d.kv("N° réclamation / رقم الاعتراض", d.REF("RCL", n=6))
        d.kv("Agence / الفرع", d.d("Agence Ennasr, 2037 Ariana"))
        d.blank()
        d.kv("Nom et prénom / الاسم واللقب", d.nm(cust, "FULL") + " / " + d.nm(cust, "ar"))
        d.kv("CIN / بطاقة التعريف", d.CIN())
        d.kv("Date de naissance / تاريخ الولادة", d.DOB(1955, 2001, lang="fr"))
        d.kv("Adresse / العنوان", d.ADDR("fr", multiline=True))
        d.kv("GSM / الجوال", d.PHONE(style=r.choice([0, 8])))
        d.kv("E-mail", d.EMAIL(cust))
        d.kv("N° carte / رقم البطاقة", d.CARD(style=1))
        d.kv("RIB / المعرف البنكي", d.RIB(style=2)[0])
        d.kv("IBAN", d.IBAN(style=0))
        d.blank()
        d.p("Type d'incident / نوع الإشكال :")
        d.cb([(True, "Billets non distribués / لم يتم تسليم الأوراق النقدية"),
              (False, "Montant partiel / مبلغ جزئي"),
              (False, "Carte capturée / حجز البطاقة"),
              (False, "Débit en double / خصم مزدوج")])
        d.kv("Date et heure de l'opération", d.DT("fr", 2025, 2025, 0) + " à " + f"{r.randint(8, 22)}h{r.randint(10, 59)}")
        d.kv("Montant / المبلغ", d.AMT("fr", 50, 900))
        d.kv("GAB n° / رقم الموزع", d.d(f"GAB-{r.randint(1000, 9999)}") + " - " + d.d("Centre commercial Manar City"))
        d.kv("Réf. transaction", d.d(g.bad_card()))
        d.blank()
        d.p(f"Déclaration : Mme {d.nm(cust, 'last')} déclare sur l'honneur n'avoir reçu aucun billet. "
            f"La cliente était accompagnée de {d.nm(wit, 'full')} (" + d.PHONE(style=2) + ") qui confirme les faits. "
            f"الحريفة تؤكد أن الجهاز أظهر رسالة خطأ ثم أرجع البطاقة دون أوراق نقدية.")
        d.p("Délai de traitement réglementaire : " + d.d("45 jours ouvrables") + ".")
        d.p("Reçu par / استلمها : " + d.nm(agent, "init") + "      Signature de la cliente / إمضاء الحريفة")
    return d


# --------------------------------------------------------------------------- N3 hail damage crop claim
def hail_damage_crop_claim(g, lang, fmt):
    d = Doc(g, "hail_damage_crop_claim", lang, fmt)
    r = g.r
    town = r.choice([t for t in TOWNS if t[1] in ("Kairouan", "Siliana", "Béja", "Jendouba", "Le Kef", "Sidi Bouzid", "Sbikha")])
    if lang == "ar":
        farmer, son, neigh, expert, agent = g.person("m"), None, g.person("m"), g.person(), g.person()
        son = g.person("m", last=(farmer.ll, farmer.la))
        d.header = "الصندوق التعاوني للتأمين الفلاحي - الإدارة الجهوية"
        d.footer = "تصريح بضرر - نسخة المؤمن له"
        d.h("تصريح بضرر البرد على المزروعات")
        d.kv("رقم عقد التأمين", d.REF("AGR", n=5))
        ev = d.DTS(2, "ar", 2025, 2025, 0, gap=(4, 15))
        d.kv("تاريخ الحادثة", ev[0] + " حوالي الساعة الخامسة مساء")
        d.h("المؤمن له", 2)
        d.kv("الاسم واللقب", d.nm(farmer, "ar_nasab"))
        d.kv("تاريخ الولادة", d.DOB(1948, 1985))
        d.kv("بطاقة التعريف الوطنية", d.CIN(ar=True))
        d.kv("المعرف الجبائي", d.TAX(style=r.choice([0, 2])))
        d.kv("العنوان", "هنشير الزيتون، " + d.ADDR(town=town))
        d.kv("الهاتف الجوال", d.PHONE(ar=True))
        d.kv("الحساب البنكي لصرف التعويض", d.RIB(style=0)[0])
        d.kv("الجرار الفلاحي", "رقم التسجيل " + d.PLATE("ar"))
        d.h("المزروعات المتضررة", 2)
        crops = [("قمح صلب", "الهنشير الشرقي"), ("شعير", "القطعة المحاذية للوادي"), ("زيتون مروي", "الغابة القديمة")]
        d.table(["القطعة", "الزراعة", "المساحة", "نسبة الضرر المقدرة"],
                [[c[1], c[0], f"{r.randint(2, 30)} هك", f"{r.randint(20, 90)} %"] for c in crops])
        d.h("وصف الحادثة", 2)
        d.p(f"صرح السيد {d.nm(farmer, 'ar_last')} أن عاصفة برد قوية اجتاحت المنطقة لمدة عشرين دقيقة تقريبا، وأتلفت السنابل "
            f"قبل الحصاد بأسبوعين. وقد عاين جاره {d.nm(neigh, 'ar')} الأضرار في نفس اليوم وهو مستعد للشهادة، ويمكن الاتصال به على الرقم "
            f"{d.PHONE(style=0)}. ويتولى ابنه {d.nm(son, 'ar_first')} متابعة الملف لأن المؤمن له يعاني من {d.H('ضعف شديد في البصر')}.")
        d.p("المراجع: " + d.d("قرار وزير الفلاحة المؤرخ في 20 فيفري 2024") + "، " + d.d("محطة الرصد الجوي بالقيروان") + ".")
        d.kv("رأس المال المؤمن", d.AMT("ar", 5000, 60000))
        d.kv("الخبير المعين", d.nm(expert, "ar"))
        d.kv("تاريخ المعاينة المبرمجة", ev[1])
        d.kv("العون المكلف", d.nm(agent, "ar") + " - مكتب " + d.d(f"{town[2]} المدينة"))
        d.p("إمضاء المؤمن له وختم الصندوق")
    elif lang == "fr":
        farmer, wife, expert, mayor, neigh = g.person("m"), g.person("f"), g.person(), g.person(), g.person("m")
        d.header = "Cabinet d'expertise agricole - Rapport de sinistre grêle"
        d.h("RAPPORT D'EXPERTISE - SINISTRE GRÊLE SUR CULTURES")
        d.kv("N° de sinistre", d.REF("SIN-GR", n=5))
        d.kv("Police d'assurance", d.REF("AGR", n=5))
        ev = d.DTS(2, "fr", 2025, 2025, 1, gap=(3, 12))
        d.kv("Date de l'événement", ev[0])
        d.kv("Date de la visite", ev[1])
        d.blank()
        d.p("ASSURÉ")
        d.kv("Nom", d.nm(farmer, "FULL"))
        d.kv("Né le", d.DOB(1950, 1988))
        d.kv("CIN", d.CIN())
        d.kv("Matricule fiscal", d.TAX(style=r.choice([0, 1, 3])))
        d.kv("Exploitation", d.ADDR(town=town, multiline=True))
        d.kv("Tél.", d.PHONE(style=r.choice([0, 1, 8])) + " / " + d.PHONE(style=0))
        d.kv("Conjointe (co-exploitante)", d.nm(wife, "full"))
        d.blank()
        d.p("CONSTATATIONS")
        d.table(["Parcelle", "Culture", "Surface (ha)", "Taux de perte"],
                [["Henchir El Bir", "blé dur", str(r.randint(3, 25)), f"{r.randint(30, 80)} %"],
                 ["Parcelle nord", "orge", str(r.randint(2, 12)), f"{r.randint(10, 60)} %"],
                 ["Verger", "amandiers", str(r.randint(1, 6)), f"{r.randint(10, 50)} %"]])
        d.p(f"Lors de notre visite, en présence de M. {d.nm(farmer, 'last')} et de son voisin {d.nm(neigh, 'full')}, nous avons constaté "
            f"des épis hachés et des amandes tombées au sol. Le chef de secteur (omda), M. {d.nm(mayor, 'full')}, a confirmé la chute "
            f"de grêle sur l'ensemble du secteur. L'assuré, qui souffre d'une {d.H('insuffisance cardiaque')} et ne peut plus conduire "
            f"son tracteur ({d.PLATE('lat')}), a délégué le suivi des travaux à son épouse.")
        d.p("Références : " + d.d("conditions générales, article 12") + " ; bulletin météo " + d.d("INM-BUL-" + g.digits(4)) + ".")
        d.kv("Indemnité proposée", d.AMT("fr", 2000, 30000))
        d.kv("Franchise contractuelle", d.d("10 % du capital assuré"))
        d.kv("Virement sur RIB", d.RIB(style=r.choice([0, 3]))[0])
        d.blank()
        d.p("L'expert : " + d.nm(expert, "full") + " - expert agréé, " + d.d(f"rue de la République, {town[0]} {town[1]}"))
    else:  # mixed md
        farmer, coop, wit = g.person(), g.person(), g.person()
        d.header = "Mutuelle agricole - Déclaration de sinistre / تصريح بحادث"
        d.h("Déclaration de sinistre grêle - تصريح بضرر البرد")
        d.kv("Police / عقد التأمين", d.REF("AGR", n=5))
        d.kv("Date du sinistre / تاريخ الحادثة", d.DT("fr", 2024, 2025, 0))
        d.h("Assuré / المؤمن له", 2)
        d.kv("Nom / الاسم", d.nm(farmer, "full") + " - " + d.nm(farmer, "ar"))
        d.kv("CIN", d.CIN())
        d.kv("Date de naissance", d.DOB(1955, 1990, lang="fr"))
        d.kv("Matricule fiscal / المعرف الجبائي", d.TAX(style=r.choice([2, 4, 5])))
        d.kv("Adresse / العنوان", d.ADDR("ar", town=town))
        d.kv("Téléphone", d.PHONE(style=5))
        d.kv("IBAN", d.IBAN(style=r.choice([0, 1])))
        d.h("Cultures / المزروعات", 2)
        d.table(["Culture / الزراعة", "Surface", "Stade", "Dégâts estimés"],
                [["blé tendre / قمح لين", f"{r.randint(2, 20)} ha", "épiaison", f"{r.randint(20, 70)} %"],
                 ["pommiers / تفاح", f"{r.randint(1, 5)} ha", "nouaison", f"{r.randint(20, 70)} %"]])
        d.cb([(True, "Grêle / برد"), (False, "Incendie / حريق"), (False, "Inondation / فيضان")])
        d.kv("Tracteur assuré / الجرار", d.PLATE(r.choice(["lat", "ar"])))
        d.p(f"Témoin / الشاهد : {d.nm(wit, 'ar')} ({d.PHONE(style=0)}). Le président de la coopérative, {d.nm(coop, 'full')}, "
            f"atteste que la grêle a touché tout le secteur. المؤمن له يطلب التعجيل بالمعاينة قبل موعد الحصاد.")
        d.p("Texte de référence : " + d.d("loi n° 86-62 du 16 juillet 1986") + " ; montant assuré " + d.AMT("fr", 5000, 50000) + ".")
        d.p("Fait à " + d.d(f"{town[1]}, le {g.date('fr', 2025, 2025, 0)}"))
    return d


# --------------------------------------------------------------------------- N4 lawyer fee agreement
def lawyer_fee_agreement(g, lang, fmt):
    d = Doc(g, "lawyer_fee_agreement", lang, fmt)
    r = g.r
    if lang == "fr":
        law, cli, adv, sec = g.person("m"), g.person(), g.person(), g.person("f")
        y, m, dd = g.ymd(1955, 1995)
        d.header = "Cabinet de Maître " + d.nm(law, "full") + " - Avocat à la Cour de cassation"
        d.h("CONVENTION D'HONORAIRES")
        d.p("Entre les soussignés :")
        d.p(f"**Maître {d.nm(law, 'full')}**, avocat inscrit au barreau de Tunis, matricule fiscal {d.TAX(style=r.choice([0, 1]))}, "
            f"dont le cabinet est situé {d.ADDR()}, téléphone {d.PHONE('f', style=0)}, courriel {d.EMAIL(law)}, "
            f"ci-après « l'Avocat », d'une part,")
        d.p(f"et **{d.nm(cli, 'FULL2')}**, né(e) le {d.v('DOB', f'{fr_day_words(dd)} {MONTHS_FR[m - 1]} {fr_year_words(y)}')}, "
            f"titulaire de la CIN n° {d.CIN()}, demeurant {d.ADDR()}, GSM {d.PHONE(style=r.choice([0, 2, 3]))}, "
            f"ci-après « le Client », d'autre part,")
        d.p("il a été convenu ce qui suit, conformément à la " + d.d("loi n° 89-87 du 7 septembre 1989") +
            " portant organisation de la profession d'avocat et au " + d.d("décret-loi n° 2011-79 du 20 août 2011") + ".")
        d.h("Article 1 - Objet", 2)
        d.p(f"Le Client confie à l'Avocat la défense de ses intérêts dans l'affaire l'opposant à {d.nm(adv, 'full')}, "
            f"enrôlée sous le numéro {d.d(f'{r.randint(10000, 99999)}/{r.choice([2024, 2025])}')} devant le "
            f"{d.d('Tribunal de première instance de Tunis 2')}.")
        d.h("Article 2 - Honoraires", 2)
        d.table(["Échéance", "Montant", "Mode de règlement"],
                [["À la signature", d.AMT("fr", 800, 3000), "espèces contre reçu"],
                 [d.DT("fr", 2025, 2025, 0), d.AMT("fr", 500, 2000), "virement"],
                 ["Au prononcé du jugement", d.d(f"{r.randint(5, 15)} % des sommes recouvrées"), "virement"]])
        d.p(f"Les virements sont effectués sur le compte de l'Avocat : RIB {d.RIB(style=0)[0]}. "
            f"Les frais de timbre et d'huissier, estimés à {d.AMT('fr', 60, 300)}, sont à la charge du Client.")
        d.h("Article 3 - Confidentialité", 2)
        d.p(f"L'Avocat est tenu au secret professionnel. Toute correspondance relative au dossier transite "
            f"par la secrétaire du cabinet, Mme {d.nm(sec, 'full')}, qui en assure le classement.")
        d.blank()
        d.p(f"Fait à Tunis, le {d.DT('fr', 2025, 2025, 1)}, en deux exemplaires.")
        d.p(f"L'Avocat : {d.nm(law, 'init')}                Le Client : {d.nm(cli, 'full')}")
    elif lang == "en":
        law, cli, firm2 = g.person(), g.person(), g.person()
        d.header = "Law Office - Tunis"
        d.footer = "Fee agreement - page 1 of 1"
        d.h("LEGAL SERVICES AND FEE AGREEMENT")
        d.kv("Agreement no.", d.REF("FA", n=4))
        ag = d.DTS(2, "en", 2025, 2025, 0, gap=(30, 90))
        d.kv("Date", ag[0])
        d.h("1. Parties", 2)
        d.kv("Attorney", "Maître " + d.nm(law, "full") + ", member of the Tunis Bar")
        d.kv("Attorney tax ID", d.TAX(style=r.choice([0, 2, 3])))
        d.kv("Office address", d.ADDR("fr"))
        d.kv("Client", d.nm(cli, "FULL2"))
        d.kv("Client date of birth", d.DOB(1960, 1995, lang="en"))
        d.kv("Client passport no.", d.PASS())
        d.kv("Client CIN", d.CIN())
        fa_, fp_ = foreign_contact(g)
        d.kv("Client address abroad", d.v("ADDRESS", fa_))
        d.kv("Client phone", d.v("PHONE", fp_) + " / " + d.PHONE(style=4))
        d.kv("Client e-mail", d.EMAIL(cli))
        d.h("2. Scope", 2)
        d.p(f"The Client instructs the Attorney to represent him or her in the inheritance proceedings concerning the estate "
            f"of the late {d.nm(firm2, 'full')}, including the registration of the property deed at the "
            f"{d.d('Land Registry Office, 1002 Tunis')} and any proceedings under {d.d('Article 85 of the Personal Status Code')}.")
        d.h("3. Fees", 2)
        d.table(["Item", "Amount", "Due"],
                [["Retainer", d.AMT("en", 1000, 4000), "on signature"],
                 ["Court phase", d.AMT("en", 1000, 4000), ag[1]],
                 ["Registration duties (estimate)", d.AMT("en", 200, 900), "on filing"]])
        d.p(f"Payments shall be made by transfer from the Client's account {d.IBAN(style=0)} to the Attorney's account "
            f"{d.IBAN(style=1)}. {d.d('VAT at 19 %')} is added to professional fees.")
        d.h("4. Signatures", 2)
        d.p("Attorney: " + d.nm(law, "init") + "        Client: " + d.nm(cli, "full"))
    else:  # mixed txt
        law, cli, cli2, wit = g.person("f"), g.person(), None, g.person()
        cli2 = g.person(r.choice("mf"), last=(cli.ll, cli.la))
        d.header = "مكتب الأستاذة " + d.nm(law, "ar") + " - محامية لدى الاستئناف / Avocate près la Cour d'appel"
        d.h("CONVENTION D'HONORAIRES - اتفاقية أتعاب")
        d.kv("Réf. / المرجع", d.REF("CH", n=4))
        d.blank()
        d.p("Entre / بين :")
        d.p(f"- Maître {d.nm(law, 'full')}, avocate, matricule fiscal / المعرف الجبائي : {d.TAX(style=r.choice([3, 4, 5]))},\n"
            f"  cabinet / المكتب : {d.ADDR('ar')}, هاتف {d.PHONE('f', style=2)}")
        d.p(f"- {'M.' if cli.sex == 'm' else 'Mme'} {d.nm(cli, 'FULL')} - {d.nm(cli, 'ar')}, CIN {d.CIN()},\n"
            f"  né(e) le / المولود في {d.DOB(1950, 1990, lang='ar', style=1)},\n"
            f"  demeurant / العنوان : {d.ADDR('fr')} - GSM {d.PHONE(style=9)}")
        d.p(f"- et son frère/sa sœur {d.nm(cli2, 'full')}, co-contractant(e), CIN {d.CIN()}")
        d.blank()
        d.p("Objet / الموضوع : دعوى استحقاق أمام " + d.d("المحكمة الابتدائية بسوسة") + " - affaire n° "
            + d.d(f"{r.randint(1000, 9999)}/{r.choice([2024, 2025])}"))
        d.p("Honoraires / الأتعاب :")
        d.table(["Échéance / الأجل", "Montant / المبلغ"],
                [["عند الإمضاء", d.AMT("ar", 500, 2500)], ["Après expertise", d.AMT("fr", 500, 2500)],
                 ["عند صدور الحكم", d.d(f"{r.randint(5, 12)} % من المبالغ المستخلصة")]])
        d.p("Paiement par virement / الدفع بالتحويل : RIB " + d.RIB(style=r.choice([0, 2]))[0])
        d.p("Texte applicable / النص المنطبق : " + d.d("الفصل 39 من المرسوم عدد 79 لسنة 2011"))
        d.blank()
        d.p("Témoin / الشاهد : " + d.nm(wit, "ar") + " - CIN " + d.CIN())
        d.p("Fait à Sousse / حرر بسوسة في " + d.DT("fr", 2025, 2025, 0))
    return d


# --------------------------------------------------------------------------- N5 passport renewal
def passport_renewal_application(g, lang, fmt):
    d = Doc(g, "passport_renewal_application", lang, fmt)
    r = g.r
    if lang == "ar":
        head = ["عدد الطلب", "تاريخ الإيداع", "الاسم واللقب", "اسم الأب", "تاريخ الولادة", "رقم بطاقة التعريف",
                "رقم الجواز القديم", "الهاتف", "العنوان", "الطابع الجبائي", "الملاحظات"]
        notes = ["تجديد عادي", "ضياع الجواز القديم - محضر عدد " , "تغيير المهنة", "تجديد مستعجل لأسباب صحية", "قاصر مرفوق بالولي",
                 "تجديد عادي", "تصحيح اللقب"]
        rows = []
        for i in range(7):
            p = g.person()
            f = p.father()
            note = notes[i]
            if i == 1:
                note = note + d.d(f"{r.randint(100, 999)}/{r.choice([2024, 2025])}")
            elif i == 3:
                note = note + " (" + d.H(r.choice(["مريض بالفشل الكلوي يتابع العلاج بالخارج", "علاج كيميائي بالخارج"])) + ")"
            rows.append([d.REF("PSP", n=6), d.DT("ar", 2025, 2025, r.choice([0, 3, 4])), d.nm(p, r.choice(["ar", "ar_lf"])),
                         d.v("PERSON", f[1]), d.DOB(1945, 2015, style=r.choice([0, 1, 2, 3])), d.CIN(ar=True),
                         d.PASS(), d.PHONE(ar=True, style=r.choice([0, 3])), d.ADDR(),
                         d.d(r.choice(["80 دينار", "٨٠ دينارا", "80,000 د.ت"])), note])
        d.set_csv(head, rows, ";")
    elif lang == "fr":
        head = ["N° demande", "Date dépôt", "Nom", "Prénom", "Date de naissance", "CIN", "Ancien passeport",
                "Adresse à l'étranger", "Téléphone", "E-mail", "Droit de chancellerie", "Observation"]
        obs = ["renouvellement ordinaire", "passeport expiré", "perte déclarée au commissariat", "pages épuisées",
               "mineur accompagné de son père", "changement d'état civil", "renouvellement ordinaire"]
        rows = []
        for i in range(7):
            p = g.person()
            fa_, fp_ = foreign_contact(g, "fr")
            last = d.v("PERSON", p.ll.upper() if i % 2 == 0 else p.ll)
            rows.append([d.REF("CGT-LY", n=5), d.DT("fr", 2025, 2025, 0), last, d.nm(p, "first"),
                         d.DOB(1950, 2016, style=r.choice([0, 3])), d.CIN(), d.PASS(), d.v("ADDRESS", fa_),
                         d.v("PHONE", fp_) if i % 3 else d.PHONE(style=4), d.EMAIL(p),
                         d.d(r.choice(["80,00 €", "42,50 EUR", "80 EUR"])) if i != 4 else d.d("gratuité (mineur)"),
                         obs[i]])
        d.set_csv(head, rows, ";")
    else:  # en txt application form
        app, fa, mo, emc, off = g.person(), g.person("m"), g.person("f"), g.person(), g.person()
        fa = g.person("m", last=(app.ll, app.la))
        d.header = "Embassy of Tunisia - Consular Section\nPASSPORT RENEWAL APPLICATION (adult applicant)"
        d.footer = "Keep this copy. Processing time is indicative only."
        d.kv("Application no.", d.REF("EMB-PP", n=6))
        d.kv("Received on", d.DT("en", 2025, 2025, 0))
        d.h("SECTION A - APPLICANT", 1)
        d.kv("Surname", d.nm(app, "LAST"))
        d.kv("Given name", d.nm(app, "first"))
        d.kv("Date of birth", d.DOB(1958, 2005, style=r.choice([0, 1, 4])))
        d.kv("National ID card no.", d.CIN())
        d.kv("Current passport no.", d.PASS())
        iss = g.ymd(2019, 2020)
        d.kv("Issued on", d.d(g.fmt_date(iss, "en", 2)) + " - expires " + d.d(g.fmt_date(shift(iss, 5 * 365 + 1), "en", 2)))
        d.kv("Profession", "civil engineer")
        d.kv("Address abroad", d.v("ADDRESS", f"{r.randint(100, 4999)} rue {r.choice(['Saint-Denis', 'Jarry Est', 'Beaubien Est'])}, "
                                              f"Montréal (QC) H2{r.choice('RSXP')} {r.randint(1, 9)}{r.choice('ABCKLM')}{r.randint(1, 9)}"))
        d.kv("Address in Tunisia", d.ADDR("fr"))
        d.kv("Telephone", d.v("PHONE", f"+1 {r.choice(['514', '438'])} {g.digits(3)} {g.digits(4)}"))
        d.kv("E-mail", d.EMAIL(app))
        d.h("SECTION B - PARENTS", 1)
        d.kv("Father's full name", d.nm(fa, "full"))
        d.kv("Mother's full name", d.nm(mo, "full"))
        d.h("SECTION C - EMERGENCY CONTACT", 1)
        d.kv("Name", d.nm(emc, "full"))
        d.kv("Relationship", "cousin")
        d.kv("Phone (Tunisia)", d.PHONE(style=6))
        d.h("SECTION D - REASON FOR RENEWAL", 1)
        d.cb([(True, "Passport expired or about to expire"), (False, "Passport full"),
              (False, "Change of personal details"), (False, "Lost or stolen passport (attach police report)")])
        d.p(f"I, {d.nm(app, 'full')}, declare that the information given above is true and complete. I understand that "
            f"false statements are punishable under {d.d('Law No. 75-40 of 14 May 1975')} on passports and travel documents.")
        d.kv("Fee paid", d.d(r.choice(["CAD 95.00", "GBP 55.00", "EUR 80.00"])) + " - receipt " + d.REF("RCPT", year=False, n=7))
        d.kv("Photographs", "2 (35 x 45 mm)")
        d.hr()
        d.p("FOR OFFICIAL USE: checked by " + d.nm(off, "init") + "   batch " + d.d("LOT-" + g.digits(3) + "/25"))
        d.p("Consular section, " + d.d("515 O'Connor Street, Ottawa ON K1S 3P8"))
    return d


# --------------------------------------------------------------------------- N6 school fee instalment plan
def school_fee_instalment_plan(g, lang, fmt):
    d = Doc(g, "school_fee_instalment_plan", lang, fmt)
    r = g.r
    if lang == "ar":
        fa, mo = g.person("m"), g.person("f")
        kids = [g.person(r.choice("mf"), last=(fa.ll, fa.la)) for _ in range(3)]
        acc, dirc = g.person(), g.person()
        d.header = "المدرسة الابتدائية الخاصة النجاح - الإدارة المالية"
        d.footer = "السنة الدراسية 2025-2026"
        d.h("اتفاقية تقسيط معاليم الدراسة")
        d.kv("رقم الاتفاقية", d.REF("ECO", n=4))
        d.kv("تاريخ الإمضاء", d.DT("ar", 2025, 2025, 0))
        d.h("الولي", 2)
        d.kv("اسم الولي", d.nm(fa, "ar_nasab"))
        d.kv("رقم بطاقة التعريف الوطنية", d.CIN(ar=True))
        d.kv("الهاتف", d.PHONE(ar=True) + " / " + d.PHONE(style=0))
        d.kv("البريد الإلكتروني", d.EMAIL(fa))
        d.kv("العنوان", d.ADDR())
        d.kv("الأم", d.nm(mo, "ar") + " - " + d.PHONE(style=3))
        d.h("التلاميذ المعنيون", 2)
        cls = ["السنة الأولى", "السنة الرابعة", "السنة السادسة"]
        notes = ["حساسية من الفول السوداني", "ربو يستعمل بخاخة عند الحاجة", "نظارات طبية بسبب قصر النظر"]
        d.table(["الاسم", "تاريخ الولادة", "القسم", "ملاحظة صحية"],
                [[d.nm(k, "ar_first"), d.DOB(2013, 2020), cls[i], d.H(notes[i])] for i, k in enumerate(kids)])
        d.h("جدول الأقساط", 2)
        d.table(["القسط", "تاريخ الاستحقاق", "المبلغ"],
                [[f"القسط {n}", dt, d.AMT("ar", 400, 1500)] for n, dt in
                 zip(("الأول", "الثاني", "الثالث", "الرابع"), d.DTS(4, "ar", 2025, 2025, 3, gap=(60, 92)))])
        d.p(f"يلتزم الولي {d.nm(fa, 'ar')} بتسديد الأقساط المذكورة أعلاه عن طريق الاقتطاع الآلي من حسابه البنكي ذي المعرف "
            f"{d.RIB(style=0)[0]}، ويتم تطبيق غرامة تأخير قدرها {d.d('2 % عن كل شهر')} طبقا لـ{d.d('الفصل 9 من النظام الداخلي للمدرسة')}. "
            f"وقد تم منح تخفيض بعنوان الأخوة لأن الأطفال الثلاثة مرسمون بالمدرسة، كما أعلمت الأم الإدارة بأن "
            f"{'ابنها' if kids[1].sex == 'm' else 'ابنتها'} {d.nm(kids[1], 'ar_first')} {'يحتاج' if kids[1].sex == 'm' else 'تحتاج'} إلى مرافقة خاصة بسبب {d.H('اضطراب نقص الانتباه وفرط الحركة')}.")
        d.kv("مرجع تفويض الاقتطاع", d.d(g.bad_rib()))
        d.kv("معلوم التسجيل السنوي", d.AMT("ar", 200, 600))
        d.kv("المكلف بالحسابات", d.nm(acc, "ar"))
        d.p("إمضاء الولي - إمضاء المدير " + d.nm(dirc, "ar_lf"))
        d.p("العنوان: " + d.d("نهج المدارس عدد 5، 2037 المنزه"))
    elif lang == "en":
        head = ["invoice_no", "student", "dob", "grade", "guardian", "guardian_mobile", "guardian_email", "payment_card",
                "instalment_1", "due_1", "balance_due", "medical_note"]
        meds = ["peanut allergy (EpiPen in office)", None, "asthma, inhaler kept by teacher", None, "type 1 diabetes",
                "hearing aid, left ear", None]
        rows = []
        for i in range(7):
            par = g.person()
            kid = g.person(r.choice("mf"), last=(par.ll, par.la))
            mn = d.H(meds[i]) if meds[i] else "none"
            rows.append([d.REF("INV", n=5), d.nm(kid, "full"), d.DOB(2008, 2021, style=r.choice([2, 3])),
                         f"Grade {r.randint(1, 12)}", d.nm(par, r.choice(["full", "FULL"])), d.PHONE(style=r.choice([4, 3, 0])),
                         d.EMAIL(par), d.CARD(style=r.choice([0, 2])) if i % 2 == 0 else "bank transfer",
                         d.AMT("en", 1500, 6000), d.DT("en", 2025, 2025, 2), "see statement", mn])
        d.set_csv(head, rows, ",")
    else:  # mixed docx
        par, par2, kid1, kid2, acc = g.person("f"), g.person("m"), None, None, g.person()
        kid1 = g.person(r.choice("mf"), last=(par2.ll, par2.la))
        kid2 = g.person(r.choice("mf"), last=(par2.ll, par2.la))
        d.header = "Collège privé Les Oliviers / المعهد الخاص الزياتين"
        d.footer = "Service comptabilité - المصلحة المالية"
        d.h("Échéancier de paiement des frais de scolarité / جدول تقسيط معاليم الدراسة")
        d.kv("N° échéancier", d.REF("ECH", n=4))
        d.kv("Année scolaire / السنة الدراسية", d.d("2025-2026"))
        d.h("Responsable légal / الولي", 2)
        d.kv("Nom et prénom", d.nm(par, "FULL"))
        d.kv("الاسم واللقب", d.nm(par, "ar"))
        d.kv("CIN", d.CIN())
        d.kv("Tél. / الهاتف", d.PHONE(style=r.choice([0, 4])))
        d.kv("E-mail", d.EMAIL(par))
        d.kv("Adresse / العنوان", d.ADDR("fr"))
        d.kv("Père / الأب", d.nm(par2, "full") + " - " + d.PHONE(style=2))
        d.kv("Profession du père", "médecin de libre pratique, matricule fiscal " + d.TAX(style=r.choice([0, 3])))
        d.h("Élèves / التلاميذ", 2)
        d.table(["Élève / التلميذ", "Né(e) le", "Classe", "Remarque / ملاحظة"],
                [[d.nm(kid1, "full"), d.DOB(2008, 2013, lang="fr"), "8e année", d.H("dyslexie, tiers-temps aux examens")],
                 [d.nm(kid2, "ar"), d.DOB(2009, 2014, lang="ar"), "7e année", d.H("صرع تحت العلاج")]])
        d.h("Échéances / الأقساط", 2)
        ds = d.DTS(3, "fr", 2025, 2025, 0, gap=(80, 100))
        d.table(["Échéance", "Date", "Montant"],
                [["1", ds[0], d.AMT("fr", 800, 2500)], ["2", ds[1], d.AMT("fr", 800, 2500)],
                 ["3", ds[2], d.AMT("fr", 800, 2500)]])
        d.p(f"Prélèvement sur le compte {d.IBAN(style=2)} au nom de Mme {d.nm(par, 'last')}. "
            f"En cas de retard, une pénalité de {d.d('1,5 % par mois')} est appliquée. "
            f"تم الاتفاق مع الولية على تأجيل القسط الثاني بسبب {d.H('إقامة الأب بالمستشفى إثر جلطة دماغية')}.")
        d.kv("Remise fratrie / تخفيض الأخوة", d.d("10 % du total annuel"))
        d.kv("Comptable", d.nm(acc, "init"))
        d.p("Adresse de l'établissement : " + d.d("Route de la Marsa km 9, 2046 Sidi Daoud"))
    return d


# --------------------------------------------------------------------------- N7 landline bill dispute
def landline_bill_dispute(g, lang, fmt):
    d = Doc(g, "landline_bill_dispute", lang, fmt)
    r = g.r
    if lang == "fr":
        sub, son, agent = g.person(), g.person("m"), g.person("f")
        son = g.person("m", last=(sub.ll, sub.la))
        line = g.phone_digits("f")
        d.p(d.nm(sub, "full"))
        d.p(d.ADDR(multiline=True))
        d.p("Ligne fixe professionnelle : " + d.v("PHONE", g.fmt_phone(line, 0)))
        d.p("CIN : " + d.CIN() + " - Matricule fiscal : " + d.TAX(style=r.choice([0, 1, 4])))
        d.blank()
        d.p("À l'attention du Service clients - Réclamations facturation")
        d.p(d.d("Opérateur national de téléphonie fixe, 1 rue de Rome, 1000 Tunis"))
        d.blank()
        p0 = g.ymd(2025, 2025)
        fd = lambda n: d.d(g.fmt_date(shift(p0, n), "fr", 0))
        d.p("Objet : contestation de la facture n° " + d.REF("FAC", n=8) + " du " + fd(34))
        d.blank()
        d.p("Madame, Monsieur,")
        tot = d.AMT("fr", 150, 900)
        d.p(f"Je conteste le montant de {tot} facturé sur ma ligne fixe pour la période du {fd(0)} au "
            f"{fd(30)}. Mon abonnement habituel ne dépasse jamais {d.AMT('fr', 30, 80)}. Or la facture "
            f"détaillée fait apparaître des appels internationaux que ni moi ni mon fils {d.nm(son, 'first')} n'avons passés :")
        rows = []
        for dt in [fd(k) for k in sorted(r.sample(range(1, 30), 5))]:
            dest = r.choice([lambda: d.v("PHONE", foreign_phone(g)), lambda: d.PHONE(style=r.choice([0, 3])),
                             lambda: d.PHONE("f", style=1)])()
            rows.append([dt, f"{r.randint(7, 23)}:{r.randint(10, 59)}", dest,
                         f"{r.randint(1, 95)} min", d.AMT("fr", 5, 120)])
        d.table(["Date", "Heure", "Numéro appelé", "Durée", "Montant"], rows)
        d.p(f"Je précise que je suis âgé(e) et atteint(e) d'une {d.H('maladie de Parkinson')} qui m'empêche de me déplacer ; "
            f"je vous prie donc de me contacter plutôt sur le portable de mon fils, {d.PHONE(style=r.choice([0, 8]))}, "
            f"ou par courriel à {d.EMAIL(son)}.")
        d.p("La facture est réglée par prélèvement automatique, référence de mandat " + d.d(g.bad_rib()) + ".")
        d.p("Conformément au " + d.d("Code des télécommunications, article 36") + ", je demande la suspension du recouvrement "
            "jusqu'à l'issue de l'enquête technique.")
        d.blank()
        d.p("Veuillez agréer, Madame, Monsieur, mes salutations distinguées.")
        d.p(d.nm(sub, "init"))
        d.hr()
        d.p("Réponse du service (" + fd(r.randint(50, 70)) + ") : dossier " + d.REF("TKT", n=6) + " traité par "
            + d.nm(agent, "full") + ". Avoir accordé : " + d.AMT("fr", 50, 300) + ". Numéro vert : " + d.d("80 100 200") + ".")
    elif lang == "ar":
        head = ["رقم الشكوى", "التاريخ", "اسم المشترك", "رقم الخط القار", "رقم بطاقة التعريف", "رقم الاتصال",
                "العنوان", "موضوع الشكوى", "المبلغ المتنازع عليه", "العون المكلف", "الحالة"]
        subj = ["مكالمات دولية غير معروفة", "فوترة بعد فسخ العقد", "انقطاع الخط لمدة شهر", "خطأ في معلوم الاشتراك",
                "خدمة إنترنت غير مطلوبة", "تحويل الخط دون موافقة", "فوترة مزدوجة"]
        agents = [g.person() for _ in range(2)]
        rows = []
        for i in range(7):
            p = g.person()
            rows.append([d.REF("RCL", n=6), d.DT("ar", 2025, 2025, r.choice([0, 3, 5])), d.nm(p, "ar"),
                         d.PHONE("f", ar=True, style=r.choice([0, 3])), d.CIN(ar=True), d.PHONE(style=r.choice([0, 4])),
                         d.ADDR(), subj[i], d.AMT("ar", 20, 700), d.nm(r.choice(agents), "ar_lf"),
                         r.choice(["مفتوحة", "مغلقة", "قيد المعالجة"])])
        d.set_csv(head, rows, ",")
    else:  # mixed md ticket
        sub, agent, tech = g.person("f"), g.person(), g.person("m")
        line = d.PHONE("f", style=r.choice([0, 1, 8]))
        d.header = "Centre de relation client - مركز العلاقة مع الحرفاء"
        d.h("Ticket de réclamation / تذكرة شكوى")
        d.kv("Ticket", d.REF("TKT", n=6))
        d.kv("Canal / القناة", "appel au " + d.d("1298") + " (numéro court)")
        d.kv("Abonné(e) / المشترك(ة)", d.nm(sub, "full") + " / " + d.nm(sub, "ar"))
        d.kv("Ligne fixe / الخط القار", line)
        d.kv("CIN", d.CIN())
        d.kv("Adresse d'installation / عنوان التركيز", d.ADDR("ar"))
        d.kv("Contact", d.PHONE(style=r.choice([4, 7])) + " - " + d.EMAIL(sub))
        d.h("Historique / السجل", 2)
        ds = d.DTS(3, "fr", 2025, 2025, 0, gap=(1, 6))
        d.table(["Date", "Intervenant", "Action"],
                [[ds[0], d.nm(agent, "init"), "ouverture du ticket, facture " + d.REF("FAC", n=8)],
                 [ds[1], d.nm(tech, "full"), "test de ligne : pas de dérangement"],
                 [ds[2], d.nm(agent, "init"), "avoir de " + d.AMT("fr", 20, 150) + " accordé"]])
        d.p(f"La cliente conteste des appels vers {d.PHONE(style=4)} et {d.v('PHONE', foreign_phone(g))} "
            f"facturés {d.AMT('fr', 40, 300)}. الحريفة تؤكد أنها كانت في المستشفى في تلك الفترة لإجراء "
            f"{d.H('عملية جراحية على القلب')} وأن المنزل كان مغلقا.")
        d.p("Référence réglementaire / المرجع : " + d.d("القانون عدد 1 لسنة 2001 المتعلق بمجلة الاتصالات"))
        d.kv("Statut / الحالة", "clôturé / مغلق")
    return d


# --------------------------------------------------------------------------- N8 ferry vehicle booking
def ferry_vehicle_booking(g, lang, fmt):
    d = Doc(g, "ferry_vehicle_booking", lang, fmt)
    r = g.r
    if lang == "en":
        lead = g.person("m")
        pax = [lead, g.person("f")] + [g.person(r.choice("mf"), last=(lead.ll, lead.la)) for _ in range(2)]
        agent = g.person()
        d.header = "Kerkennah Star Lines - Booking confirmation"
        d.footer = "Check-in closes 3 hours before departure. Terms and conditions apply."
        d.h("Booking confirmation and vehicle declaration")
        d.kv("Booking reference", d.d("KSL" + g.digits(7)))
        d.kv("Route", "La Goulette (Tunis) - Genoa")
        dep = d.DTS(2, "en", 2025, 2025, 0, gap=(10, 40))
        d.kv("Departure", dep[0] + " at 12:00, vessel " + d.d("M/S Kerkennah Star"))
        d.kv("Return", dep[1] + " at 19:00")
        d.h("Lead passenger", 2)
        d.kv("Name", d.nm(lead, "FULL"))
        fa_, fp_ = foreign_contact(g, "it")
        d.kv("Mobile", d.PHONE(style=4) + " / " + d.v("PHONE", fp_))
        d.kv("E-mail", d.EMAIL(lead))
        d.kv("Home address", d.v("ADDRESS", fa_))
        d.h("Passengers", 2)
        rows = []
        for i, p in enumerate(pax):
            rows.append([d.nm(p, "full"), d.DOB(1950 if i < 2 else 2008, 1995 if i < 2 else 2020, lang="en", style=r.choice([0, 2, 4])),
                         d.PASS(), "adult" if i < 2 else "child", d.d(f"Cabin {r.randint(7100, 8400)}") if i == 0 else "same cabin"])
        d.table(["Passenger", "Date of birth", "Passport", "Category", "Cabin"], rows)
        d.h("Vehicle", 2)
        d.kv("Registration", d.PLATE("lat"))
        d.kv("Make / model", "Peugeot 308 estate, grey")
        d.kv("Roof box / trailer", "roof box, total height 1.95 m")
        d.h("Special assistance", 2)
        d.p(f"Passenger {d.nm(pax[1], 'first')} travels with a {d.H('wheelchair following a hip replacement')} and needs a cabin near the lift; "
            f"the family asked for a fridge on board for {d.H('insulin pens')} used by {d.nm(pax[2], 'first')}.")
        d.h("Payment", 2)
        d.table(["Item", "Amount"],
                [["Passenger fares", d.AMT("en", 900, 2500)], ["Vehicle and roof box", d.AMT("en", 600, 1500)],
                 ["Port taxes", d.AMT("en", 80, 200)]])
        d.p(f"Paid by card {d.CARD(style=0)} (card holder {d.nm(lead, 'full')}), authorisation code {d.d('A' + g.digits(5))}.")
        d.p("Booked by agent " + d.nm(agent, "init") + " - " + d.d("Terminal passagers, port de La Goulette, 2060 La Goulette"))
    elif lang == "fr":
        fa, mo = g.person("m"), g.person("f")
        kids = [g.person(r.choice("mf"), last=(fa.ll, fa.la)) for _ in range(3)]
        d.header = "Compagnie de navigation - Réservation « Été TRE »"
        d.h("Réservation passagers et véhicules")
        d.kv("Dossier", d.d("RES-" + g.digits(8)))
        dep = (2025, 7, r.randint(1, 25))
        d.kv("Traversée", "Marseille - Tunis, le " + d.d(g.fmt_date(dep, "fr", 1)) + ", embarquement " + d.d("Môle J4"))
        d.kv("Retour", "Tunis - Marseille, le " + d.d(g.fmt_date(shift(dep, r.randint(25, 40)), "fr", 1)))
        d.h("Titulaire", 2)
        d.kv("Nom", d.nm(fa, "FULL"))
        fa_, fp_ = foreign_contact(g, "fr")
        d.kv("Adresse en France", d.v("ADDRESS", fa_))
        d.kv("Adresse en Tunisie", d.ADDR())
        d.kv("Portable", d.v("PHONE", fp_))
        d.kv("Portable en Tunisie", d.PHONE(style=r.choice([0, 5])))
        d.kv("E-mail", d.EMAIL(fa))
        d.h("Passagers", 2)
        rows = [[d.nm(p, "full"), d.DOB(1965, 1990) if i < 2 else d.DOB(2007, 2021), d.PASS() if i < 2 else d.CIN() if i == 2 else d.PASS(),
                 "fauteuil" if i == 4 else "cabine 4 places"] for i, p in enumerate([fa, mo] + kids)]
        d.table(["Nom et prénom", "Date de naissance", "Pièce d'identité", "Hébergement"], rows)
        d.h("Véhicules", 2)
        d.table(["Véhicule", "Immatriculation", "Régime"],
                [["Renault Trafic", d.PLATE("rs"), "régime suspensif (RS)"],
                 ["Dacia Duster", d.PLATE("lat"), "immatriculation tunisienne"]])
        d.p(f"Remarques : Mme {d.nm(mo, 'last')} est {d.H('enceinte de six mois')} ; un certificat médical de non-contre-indication au "
            f"voyage est joint. {'Le fils aîné' if kids[0].sex == 'm' else 'La fille aînée'}, {d.nm(kids[0], 'first')}, souffre d'un {d.H('mal de mer sévère')} et demande une cabine au centre du navire.")
        d.kv("Tarif famille", d.AMT("fr", 1500, 4500))
        d.kv("Taxe portuaire", d.AMT("fr", 50, 200))
        d.kv("Code promotion", d.d("ETE25TRE"))
        d.p("Paiement : virement depuis le compte " + d.IBAN(style=r.choice([0, 2])) + ".")
        d.p("Agence : " + d.d("61 boulevard des Dames, 13002 Marseille"))
    else:  # mixed txt
        cli, pas2, agent = g.person(), g.person(), g.person()
        d.header = "Agence de voyages Jasmin Tours - وكالة أسفار الياسمين"
        d.h("Demande de modification de réservation / طلب تعديل حجز")
        d.kv("Réservation / الحجز", d.d("KSL" + g.digits(7)))
        d.kv("Client / الحريف", d.nm(cli, "full") + " - " + d.nm(cli, "ar"))
        d.kv("CIN", d.CIN())
        d.kv("Passeport / جواز السفر", d.PASS())
        d.kv("Date de naissance / تاريخ الولادة", d.DOB(1960, 1999, lang="ar", style=1))
        d.kv("GSM", d.PHONE(style=r.choice([0, 8, 9])))
        d.kv("Adresse / العنوان", d.ADDR("ar"))
        d.blank()
        d.p("Modification demandée / التعديل المطلوب :")
        d.cb([(True, "Changement de date / تغيير التاريخ"), (True, "Changement de véhicule / تغيير السيارة"),
              (False, "Ajout d'un passager / إضافة مسافر"), (False, "Annulation / إلغاء")])
        d.kv("Ancien véhicule / السيارة القديمة", d.PLATE("ar"))
        d.kv("Nouveau véhicule / السيارة الجديدة", d.PLATE("lat"))
        d.kv("Nouvelle date / التاريخ الجديد", d.DT("fr", 2025, 2025, 0))
        d.blank()
        d.p(f"Motif : le passager accompagnant, {d.nm(pas2, 'full')}, doit subir une {d.H('chimiothérapie')} à Tunis à cette date. "
            f"الحريف يطلب تأجيل السفر أسبوعين ويقبل دفع فارق الثمن.")
        d.kv("Frais de modification / معلوم التعديل", d.AMT("fr", 30, 150))
        d.kv("Paiement par carte", d.CARD(style=1))
        d.p("Agent : " + d.nm(agent, "init") + " - " + d.d("45 avenue de Carthage, 1000 Tunis"))
    return d


# --------------------------------------------------------------------------- N9 social housing application
def social_housing_application(g, lang, fmt):
    d = Doc(g, "social_housing_application", lang, fmt)
    r = g.r
    if lang == "fr":
        app, sp = g.person("m"), g.person("f")
        kids = [g.person(r.choice("mf"), last=(app.ll, app.la)) for _ in range(3)]
        agent = g.person()
        d.header = "Ministère de l'Équipement et de l'Habitat - Programme spécifique pour le logement social"
        d.footer = "Formulaire à déposer au gouvernorat - تصريح على الشرف"
        d.h("DEMANDE D'ATTRIBUTION D'UN LOGEMENT SOCIAL")
        d.kv("N° de dossier", d.REF("PSLS", n=6))
        d.kv("Date de dépôt", d.DT("fr", 2025, 2025, 0))
        d.h("1. Demandeur", 2)
        d.kv("Nom et prénom", d.nm(app, "FULL"))
        d.kv("Date de naissance", d.DOB(1975, 1998))
        d.kv("CIN", d.CIN())
        d.kv("N° CNSS", d.CNSS())
        d.kv("Adresse actuelle", d.ADDR())
        d.kv("Téléphone", d.PHONE())
        d.kv("Courriel", d.EMAIL(app))
        d.kv("Employeur", d.d("Société Tunisienne des Industries de Briques, ZI Bir El Kassaa"))
        d.h("2. Conjoint(e)", 2)
        d.kv("Nom et prénom", d.nm(sp, "full"))
        d.kv("Date de naissance", d.DOB(1978, 2000))
        d.kv("CIN", d.CIN())
        d.kv("Véhicule du ménage", "utilitaire immatriculé " + d.PLATE("lat"))
        d.h("3. Enfants à charge", 2)
        d.table(["Prénom et nom", "Date de naissance", "Scolarité", "Situation particulière"],
                [[d.nm(kids[0], "full"), d.DOB(2008, 2015), "collège", "-"],
                 [d.nm(kids[1], "full"), d.DOB(2012, 2018), "école primaire", d.H("infirmité motrice cérébrale")],
                 [d.nm(kids[2], "full"), d.DOB(2016, 2022), "jardin d'enfants", "-"]])
        d.h("4. Situation du logement actuel", 2)
        d.cb([(True, "Locataire"), (False, "Hébergé chez la famille"), (False, "Logement insalubre / précaire"),
              (True, "Présence d'une personne handicapée dans le ménage")])
        d.p(f"Le ménage occupe deux pièces humides au rez-de-chaussée ; l'enfant {d.nm(kids[1], 'first')}, qui se déplace en fauteuil, "
            f"présente une {d.H('épilepsie')} et des {d.H('bronchites asthmatiformes à répétition')} selon le certificat joint. "
            f"L'épouse, {d.nm(sp, 'first')}, est titulaire d'une {d.H('carte de handicap pour déficience visuelle')}.")
        d.h("5. Logement demandé", 2)
        d.kv("Programme", d.d("programme « Premier logement »") + ", lot " + d.d("Cité El Wifak, 2094 Mnihla"))
        d.kv("Prix de cession indicatif", d.AMT("fr", 70000, 120000))
        d.kv("Texte de référence", d.d("décret n° 2012-1224 du 10 août 2012"))
        d.p("Je certifie sur l'honneur l'exactitude des renseignements ci-dessus.")
        d.p("Signature du demandeur : " + d.nm(app, "init") + "        Reçu par : " + d.nm(agent, "full"))
    elif lang == "en":
        app, sw, mo = g.person("f"), g.person(), g.person("f")
        mo = g.person("f", last=(app.ll, app.la))
        kid = g.person(r.choice("mf"))
        d.header = "Association for Decent Housing - Social work unit\nCASE SUMMARY - SOCIAL HOUSING APPLICATION"
        d.kv("Case no.", d.REF("ADH", n=4))
        hd = d.DTS(2, "en", 2025, 2025, 0, gap=(20, 50))
        d.kv("Prepared on", hd[0])
        d.kv("Social worker", d.nm(sw, "full"))
        d.blank()
        d.h("Applicant", 2)
        d.kv("Name", d.nm(app, "full"))
        d.kv("Date of birth", d.DOB(1980, 1999, lang="en", style=5))
        d.kv("ID card", d.CIN())
        d.kv("Social security (CNSS)", d.CNSS())
        d.kv("Phone", d.PHONE(style=r.choice([0, 3])))
        d.kv("Current address", d.ADDR("fr", multiline=True))
        d.h("Household", 2)
        d.table(["Member", "Relationship", "Date of birth", "Notes"],
                [[d.nm(kid, "full"), "son/daughter", d.DOB(2012, 2020, lang="en"), d.H("autism spectrum disorder")],
                 [d.nm(mo, "full"), "mother", d.DOB(1940, 1960, lang="en"), d.H("bedridden after a stroke")]])
        d.h("Summary", 2)
        d.p(f"{d.nm(app, 'first')} is a widowed seamstress who lives with her child and her mother in a single rented room. "
            f"The child's father, Mr {d.nm(kid, 'last')}, died in 2021, which is why the child carries a different surname. "
            f"She herself was treated last year for {d.H('breast cancer')} and is now in remission but cannot carry heavy loads. "
            f"The landlord has served notice to leave by {hd[1]}.")
        d.ol(["Apply to the regional programme under " + d.d("Government Decree No. 2012-1224") + ".",
              "Request the priority quota for households with a disabled member (" + d.d("quota of 5 %") + ").",
              "Follow up with the governorate office, " + d.d("Avenue Habib Thameur, 8000 Nabeul") + "."])
        d.kv("Estimated monthly instalment", d.AMT("en", 120, 300))
        d.p("Signed: " + d.nm(sw, "init"))
    else:  # mixed docx
        app, sp, wit = g.person("m"), g.person("f"), g.person()
        kid = g.person(r.choice("mf"), last=(app.ll, app.la))
        d.header = "Office National du Logement / الديوان الوطني للسكن"
        d.footer = "Formulaire bilingue - استمارة باللغتين"
        d.h("Demande de logement social - مطلب الحصول على مسكن اجتماعي")
        d.kv("N° / العدد", d.REF("PSLS", n=6))
        d.kv("Demandeur / الطالب", d.nm(app, "full") + " - " + d.nm(app, "ar"))
        d.kv("Né le / تاريخ الولادة", d.DOB(1970, 1995, lang="fr"))
        d.kv("CIN / بطاقة التعريف", d.CIN())
        d.kv("CNSS / الضمان الاجتماعي", d.CNSS())
        d.kv("Profession / المهنة", "artisan menuisier / نجار - MF " + d.TAX(style=r.choice([2, 3, 5])))
        d.kv("Adresse / العنوان", d.ADDR("ar"))
        d.kv("Tél. / الهاتف", d.PHONE(style=r.choice([1, 4])))
        d.kv("Épouse / الزوجة", d.nm(sp, "ar") + " - CIN " + d.CIN())
        d.kv("Enfant / الطفل", d.nm(kid, "full") + ", " + d.DOB(2010, 2020, lang="fr"))
        d.cb([(True, "Revenu inférieur à trois fois le SMIG / دخل أقل من ثلاثة أضعاف الأجر الأدنى"),
              (False, "Propriétaire d'un terrain / مالك لأرض"), (True, "Personne handicapée à charge / شخص ذو إعاقة في الكفالة")])
        d.p(f"Observations / ملاحظات : الزوجة {d.nm(sp, 'ar_first')} تعاني من {d.H('قصور كلوي مزمن')} وتخضع "
            f"{d.H('لتصفية الدم ثلاث مرات في الأسبوع')}. Le logement actuel est situé loin du centre de dialyse.")
        d.kv("Témoin / الشاهد", d.nm(wit, "full") + " - " + d.PHONE(style=0))
        d.kv("Programme / البرنامج", d.d("برنامج المسكن الأول"))
        d.kv("Prix / الثمن", d.AMT("fr", 70000, 120000))
        d.kv("Référence / المرجع", d.d("الأمر عدد 1224 لسنة 2012"))
        d.p("Bureau de dépôt / مكتب الإيداع : " + d.d("شارع محمد الخامس، 1002 تونس"))
    return d


# --------------------------------------------------------------------------- N10 orphan sponsorship register
def orphan_sponsorship_register(g, lang, fmt):
    d = Doc(g, "orphan_sponsorship_register", lang, fmt)
    r = g.r
    if lang == "fr":
        head = ["N°", "Orphelin(e)", "Date de naissance", "Classe", "Santé", "Tuteur/tutrice", "CIN tuteur", "Téléphone",
                "Adresse", "Parrain/marraine", "Montant mensuel", "Depuis"]
        health = ["asthme sous traitement de fond", None, "diabète de type 1", "surdité partielle appareillée", None,
                  "drépanocytose", "trisomie 21", None]
        sponsors = [g.person() for _ in range(4)]
        rows = []
        for i in range(8):
            mo = g.person("f")
            kid = g.person(r.choice("mf"))
            rows.append([str(i + 1), d.nm(kid, r.choice(["full", "FULL"])), d.DOB(2008, 2020, style=r.choice([0, 3])),
                         r.choice(["3e année primaire", "6e année primaire", "7e année de base", "1re année secondaire"]),
                         d.H(health[i]) if health[i] else "-", d.nm(mo, "full"), d.CIN(), d.PHONE(style=r.choice([0, 3])),
                         d.ADDR(), d.nm(sponsors[i % 4], r.choice(["full", "init"])), d.AMT("fr", 60, 200),
                         d.d(f"{r.choice(MONTHS_FR)} {r.choice([2021, 2022, 2023])}")])
        d.set_csv(head, rows, ";")
    elif lang == "en":
        sponsors = [g.person() for _ in range(4)]
        kids = [g.person(r.choice("mf")) for _ in range(4)]
        pres, tres = g.person(), g.person("f")
        d.header = "Association Kafil for Orphan Care - Annual letter to sponsors"
        d.footer = "Registered under Decree-Law No. 2011-88 - registration " + "JORT 2014/118"
        d.h("Sponsorship register and annual update")
        d.kv("Report period", d.d("September 2024 - June 2025"))
        d.kv("Prepared by", d.nm(tres, "full") + ", treasurer")
        d.h("Sponsors", 2)
        d.table(["Sponsor", "E-mail", "Phone", "Bank account (IBAN)", "Monthly gift"],
                [[d.nm(s, "full"), d.EMAIL(s), d.v("PHONE", foreign_phone(g)) if i % 2 else d.PHONE(style=4),
                  d.IBAN(style=r.choice([0, 1])), d.AMT("en", 60, 250)] for i, s in enumerate(sponsors)])
        d.h("Children supported", 2)
        hs = [("chronic asthma", "fewer hospital visits this year"), ("type 1 diabetes", "now injects insulin alone"),
              ("partial hearing loss", "fitted with a hearing aid in March"), ("iron-deficiency anaemia", "treated, levels normal")]
        d.table(["Child", "Date of birth", "Health follow-up", "Sponsor"],
                [[d.nm(k, "full"), d.DOB(2009, 2019, lang="en"), d.H(hs[i][0]), d.nm(sponsors[i], "init")] for i, k in enumerate(kids)])
        d.h("News from the children", 2)
        for i, k in enumerate(kids[:3]):
            d.p(f"{d.nm(k, 'first')} passed to the next grade. Regarding the {d.H(hs[i][0])}, "
                f"{d.H(hs[i][1])}. {'His' if k.sex == 'm' else 'Her'} mother thanks {d.nm(sponsors[i], 'first')} for the school supplies.")
        d.p("The association's bank details for new gifts: " + d.d("Association Kafil, account opened at the Ariana branch")
            + "; receipts are issued under " + d.d("Article 12 of Decree-Law No. 2011-88") + ".")
        d.kv("Total collected this year", d.AMT("en", 20000, 60000))
        d.kv("Office", d.d("12 rue de la Liberté, 2080 Ariana"))
        d.p("President: " + d.nm(pres, "full"))
    else:  # mixed csv
        head = ["رقم", "Orphelin / اليتيم", "Date naissance / تاريخ الولادة", "Tuteur / الولي", "CIN", "Tél / الهاتف",
                "Adresse / العنوان", "Santé / الصحة", "Parrain / الكافل", "Mode de paiement", "Montant / المبلغ"]
        hl = ["ربو مزمن", None, "épilepsie", "إعاقة ذهنية خفيفة", None, "انحراف في العمود الفقري", "eczéma sévère"]
        rows = []
        for i in range(7):
            ar_row = i % 2 == 0
            kid, tut, sp = g.person(r.choice("mf")), g.person("f"), g.person()
            pay = ("RIB " + d.RIB(style=r.choice([0, 1]))[0]) if i % 3 == 0 else (
                "carte " + d.CARD(style=0) if i % 3 == 1 else "espèces")
            rows.append([str(i + 1), d.nm(kid, "ar" if ar_row else "full"),
                         d.DOB(2007, 2020, lang="ar" if ar_row else "fr", style=r.choice([0, 3])),
                         d.nm(tut, "ar" if ar_row else "full"), d.CIN(ar=ar_row), d.PHONE(ar=ar_row, style=r.choice([0, 3])),
                         d.ADDR("ar" if ar_row else "fr"), d.H(hl[i]) if hl[i] else "-", d.nm(sp, "full"), pay,
                         d.AMT("ar" if ar_row else "fr", 50, 200)])
        d.set_csv(head, rows, ",")
    return d


# =========================================================================== assembly
KINDS = [
    (labour_ward_partogram, [("fr", "docx"), ("ar", "md"), ("en", "csv")]),
    (urology_lithotripsy_record, [("fr", "txt"), ("ar", "docx"), ("mixed", "md")]),
    (thyroid_clinic_followup, [("en", "md"), ("ar", "txt"), ("mixed", "csv")]),
    (leishmaniasis_treatment_card, [("mixed", "docx"), ("ar", "md"), ("fr", "csv")]),
    (radiotherapy_planning_sheet, [("en", "docx"), ("ar", "txt"), ("fr", "md")]),
    (spinal_cord_injury_rehab_chart, [("en", "txt"), ("ar", "docx"), ("mixed", "csv")]),
    (grievance_hearing_record, [("fr", "docx"), ("ar", "csv"), ("en", "md")]),
    (atm_dispute_claim, [("en", "csv"), ("ar", "txt"), ("mixed", "txt")]),
    (hail_damage_crop_claim, [("ar", "docx"), ("fr", "txt"), ("mixed", "md")]),
    (lawyer_fee_agreement, [("fr", "md"), ("en", "docx"), ("mixed", "txt")]),
    (passport_renewal_application, [("ar", "csv"), ("fr", "csv"), ("en", "txt")]),
    (school_fee_instalment_plan, [("ar", "md"), ("en", "csv"), ("mixed", "docx")]),
    (landline_bill_dispute, [("ar", "csv"), ("fr", "txt"), ("mixed", "md")]),
    (ferry_vehicle_booking, [("en", "docx"), ("fr", "md"), ("mixed", "txt")]),
    (social_housing_application, [("fr", "docx"), ("en", "txt"), ("mixed", "docx")]),
    (orphan_sponsorship_register, [("fr", "csv"), ("en", "md"), ("mixed", "csv")]),
]

_PARTICLES = {"ben", "bent", "bel", "ibn", "ould", "el", "abd", "haj", "hadj", "m.", "mme", "mlle", "mr", "mrs", "ms",
              "dr", "monsieur", "madame", "mademoiselle", "maître", "maitre", "بن", "بنت", "ابن", "عبد", "الدين",
              "الحاج", "السيد", "السيدة", "الدكتور", "الأستاذ"}


def _compact(s):
    return re.sub(r"[\W_]+", "", s.translate(str.maketrans("٠١٢٣٤٥٦٧٨٩", "0123456789")).casefold())


def _parts(v):
    out = []
    for t in re.split(r"[\s\-]+", v.casefold()):
        t = t.strip(".,;:()")
        if len(t) >= 3 and t not in _PARTICLES:
            out.append(t)
    return out


def finalize(doc, text):
    """Check every value is verbatim in the text, drop any decoy that touches a value, and make sure a
    perfect masking of the values leaves no name part behind."""
    vals = [s["value"] for s in doc.sens]
    for v in vals:
        if v not in text:
            raise AssertionError(f"{doc.kind}/{doc.lang}: value not verbatim: {v!r}")
    if doc.fmt == "docx":
        for v in vals:
            if doc.header and v in doc.header or doc.footer and v in doc.footer:
                raise AssertionError(f"{doc.kind}: personal value in a DOCX header/footer: {v!r}")
    spans = []
    for v in vals:
        i = text.find(v)
        while i >= 0:
            spans.append((i, i + len(v)))
            i = text.find(v, i + 1)
    parts = set()
    for s in doc.sens:
        if s["type"] == "PERSON":
            parts.update(_parts(s["value"]))
    cvals = [_compact(v) for v in vals]
    kept = []
    for dv in doc.dec:
        cd = _compact(dv)
        if not cd or dv not in text:
            continue
        if any(cv in cd or cd in cv for cv in cvals):
            continue
        occ, i = [], text.find(dv)
        while i >= 0:
            occ.append((i, i + len(dv)))
            i = text.find(dv, i + 1)
        if any(a < y and x < b for a, b in occ for x, y in spans):
            continue
        if set(re.findall(r"[^\W\d_]+", dv.casefold())) & parts:
            continue
        kept.append(dv)
    doc.dec = kept
    masked = text
    for v in sorted(set(vals), key=len, reverse=True):
        masked = masked.replace(v, " [XX] ")
    low = masked.casefold()
    for p in parts:
        pat = r"(?<![^\W\d_])(?:[وبلفك]|لل)?" + re.escape(p) + r"(?![^\W\d_])"
        m = re.search(pat, low)
        if m:
            raise AssertionError(f"{doc.kind}/{doc.lang}: name part {p!r} left after masking: "
                                 f"{low[max(0, m.start() - 40):m.end() + 40]!r}")


def build(seed, out):
    g = G(seed)
    os.makedirs(out, exist_ok=True)
    manifest = []
    idx = 0
    for fn, variants in KINDS:
        for lang, fmt in variants:
            idx += 1
            doc = fn(g, lang, fmt)
            assert (doc.csv is not None) == (fmt == "csv"), (doc.kind, lang, fmt)
            name = f"{idx:03d}_{doc.kind}_{lang}.{fmt}"
            path = os.path.join(out, name)
            if fmt == "docx":
                body = render_docx_body(doc)
                write_docx(doc, path, body)
                text = docx_plain(doc, body)
            else:
                text = {"csv": render_csv, "md": render_md, "txt": render_txt}[fmt](doc)
                with open(path, "w", encoding="utf-8", newline="") as fh:
                    fh.write(text)
            finalize(doc, text)
            manifest.append({"file": name, "lang": lang, "kind": doc.kind, "format": fmt, "expect": "ok",
                             "sensitive": doc.sens, "decoys": doc.dec})
    with open(os.path.join(out, "manifest.json"), "w", encoding="utf-8") as fh:
        json.dump(manifest, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
    return manifest


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, default=25)
    ap.add_argument("--out", required=True)
    ap.add_argument("--stats", action="store_true", help="print counts per type")
    a = ap.parse_args(argv)
    m = build(a.seed, a.out)
    if a.stats:
        per = {}
        for d in m:
            for s in d["sensitive"]:
                per[s["type"]] = per.get(s["type"], 0) + 1
        print(f"documents={len(m)} values={sum(per.values())} decoys={sum(len(d['decoys']) for d in m)}")
        print(" ".join(f"{k}={v}" for k, v in sorted(per.items())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
