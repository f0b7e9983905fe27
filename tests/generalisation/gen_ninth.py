#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Ninth held-out generator: 16 new document kinds x 3 language/format variants.

Provenance
----------
Written from scratch for Caviard's generalisation tests.  While writing it the
author read only /work/shared/README.md, /work/shared/corpus/README.md and
/work/shared/eval/score.py (manifest format, types, scoring rules).  No
detector source, no other generator, no corpus document and no name list was
opened by hand.  At run time the script reads, only to REFUSE invented names:
  * every *.txt file under --names-dir (default crates/caviard/data/names),
  * the PERSON values of --corpus-manifest (default ../shared/corpus/manifest.json,
    skipped when absent),
  * the words of this very file (its templates).
Every sentence and template is original.  All people are invented by combining
syllables; all identifiers are synthetic:
  * CIN: 8 digits.  PASSPORT: Tunisian letter + 6 digits, or French 2 digits +
    2 letters + 5 digits.
  * RIB: 2-digit bank + 3-digit branch + 13-digit account + 2-digit key,
    key = 97 - ((first 18 digits * 100) mod 97), i.e. the 20 digits are 0 mod 97.
  * IBAN: "TN" + ISO 13616 mod-97 check digits (always 59 for a valid RIB) + RIB.
  * CARD: 16 digits (Visa 4..., MasterCard 51-55...), Luhn-valid.
  * TAX_ID (matricule fiscal): 7 digits + check letter + VAT code + category +
    3-digit establishment.  The corpus README does not define the key, so the
    commonly published rule is used: letter = "ABCDEFGHJKLMNPQRSTVWXYZ"[sum(d_i *
    (7 - i)) mod 23] for the digits d_0..d_6.
  * CNSS: 8 digits + 2-digit key (97 - n mod 97), key format only (no published rule).
Decoys include 20-digit numbers with a wrong RIB key and 16-digit numbers that
fail Luhn, as the corpus README allows.

Usage
-----
    python3 tests/generalisation/gen_ninth.py --seed 9 --out /tmp/g9 \
        [--names-dir crates/caviard/data/names] [--corpus-manifest ../shared/corpus/manifest.json]

Writes 48 documents (NNN_<kind>_<lang>.<ext>, formats txt/md/csv/docx) and
DIR/manifest.json in the corpus manifest format.  Standard library only.

Randomness
----------
Deterministic for a seed.  Identifiers, decoys and layout choices of document
i come from random.Random("gen9|<seed>|<i>|values").  Each person slot draws
from its own stream random.Random("gen9|<seed>|<i>|<slot>") and re-draws until
no part of the name is refused (or already used by an earlier slot of the same
document), so a change in the name lists only changes the names it refuses.
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

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
DEF_NAMES = os.path.join(ROOT, "crates", "caviard", "data", "names")
DEF_MANIFEST = os.path.join(os.path.dirname(ROOT), "shared", "corpus", "manifest.json")

# --------------------------------------------------------------------- folding
PARTICLES = {"ben", "bent", "bin", "ibn", "el", "al", "ould", "بن", "بنت", "ابن"}


def fold(s):
    s = unicodedata.normalize("NFKC", s)
    s = "".join(ch for ch in unicodedata.normalize("NFD", s) if not unicodedata.combining(ch))
    s = s.casefold().replace("\u0640", "")
    s = s.replace("ة", "ه").replace("ى", "ي").replace("ٱ", "ا")
    return s


def name_parts(value):
    out = []
    for t in re.split(r"[\s\-]+", value):
        t = fold(t).strip(".,;:()")
        if len(t) >= 3 and t not in PARTICLES:
            out.append(t)
    return out


def words_of(text):
    return {fold(w) for w in re.findall(r"[^\W\d_]+", text)}


class Refuser:
    def __init__(self, names_dir, manifest):
        self.bad = set()
        if names_dir and os.path.isdir(names_dir):
            for fn in sorted(os.listdir(names_dir)):
                if fn.endswith(".txt"):
                    with open(os.path.join(names_dir, fn), encoding="utf-8", errors="replace") as fh:
                        self.bad |= words_of(fh.read())
        if manifest and os.path.exists(manifest):
            with open(manifest, encoding="utf-8") as fh:
                for d in json.load(fh):
                    for s in d.get("sensitive", []):
                        if s.get("type") == "PERSON":
                            self.bad |= set(name_parts(s["value"]))
        with open(os.path.abspath(__file__), encoding="utf-8") as fh:
            self.bad |= words_of(fh.read())
        self.bad -= PARTICLES

    def refused(self, part):
        f = fold(part)
        if f in self.bad:
            return True
        if f.startswith("ال") and f[2:] in self.bad:
            return True
        return False


# --------------------------------------------------------------------- names
ONSETS = [("b", "ب"), ("t", "ت"), ("j", "ج"), ("h", "ح"), ("kh", "خ"), ("d", "د"), ("r", "ر"),
          ("z", "ز"), ("s", "س"), ("ch", "ش"), ("f", "ف"), ("k", "ك"), ("q", "ق"), ("l", "ل"),
          ("m", "م"), ("n", "ن"), ("w", "و"), ("y", "ي"), ("gh", "غ"), ("dh", "ذ"), ("t", "ط"), ("s", "ص")]
VOWELS = [("a", "ا"), ("a", ""), ("i", "ي"), ("ou", "و"), ("e", "")]
CODAS = [("n", "ن"), ("r", "ر"), ("l", "ل"), ("m", "م"), ("d", "د"), ("s", "س"), ("f", "ف"),
         ("k", "ك"), ("b", "ب"), ("j", "ج")]
FOR_FIRST_A = ["Ele", "Mar", "Tho", "Isa", "Lor", "Fen", "Oda", "Bri", "Sev", "Ulr", "Ivo", "Gre", "Hal", "Ans"]
FOR_FIRST_B = ["lise", "vin", "ric", "dora", "mund", "nette", "sley", "ran", "tine", "ago", "wen", "della"]
FOR_LAST_A = ["Ber", "Kal", "Dre", "Mor", "Hal", "Vis", "Strat", "Lom", "Pell", "Gorm", "Tess", "Wend", "Quar", "Vel"]
FOR_LAST_B = ["inger", "oux", "ari", "sen", "ovic", "ford", "iere", "mann", "etti", "ard", "ska", "holt", "ency"]


ONSET_W = [3, 2, 2, 3, 1, 2, 3, 2, 3, 1, 2, 2, 1, 3, 3, 3, 1, 1, 1, 1, 1, 1]
VOWEL_W = [4, 2, 3, 3, 1]


def _syl(r):
    while True:
        o, v = r.choices(ONSETS, ONSET_W)[0], r.choices(VOWELS, VOWEL_W)[0]
        if (o[0], v[0]) in (("w", "ou"), ("y", "i")):
            continue
        return o, v


def _word(r, nsyl, coda, fem=False, nisba=False):
    lat, ar = "", ""
    for _ in range(nsyl):
        o, v = _syl(r)
        lat += o[0] + v[0]
        ar += o[1] + v[1]
    if fem:
        o = r.choice(ONSETS)
        lat += o[0] + "a"
        ar += o[1] + "ة"
    elif coda:
        c = r.choice(CODAS)
        lat += c[0]
        ar += c[1]
    if nisba and not fem:
        lat += "i"
        ar += "ي"
    return lat.capitalize(), ar


class Person:
    def __init__(self, first, last, first_ar, last_ar, father, father_ar, g, foreign):
        self.first, self.last, self.first_ar, self.last_ar = first, last, first_ar, last_ar
        self.father, self.father_ar, self.g, self.foreign = father, father_ar, g, foreign

    def form(self, f):
        fi, la = self.first, self.last
        if f == "fl":
            return f"{fi} {la}"
        if f == "FL":
            return f"{fi} {la.upper()}"
        if f == "LF":
            return f"{la.upper()} {fi}"
        if f == "Lf":
            return f"{la} {fi}"
        if f == "ini":
            return f"{fi[0]}. {la}"
        if f == "low":
            return f"{fi} {la}".lower()
        if f == "up":
            return f"{fi} {la}".upper()
        if f == "frbin":
            return f"{fi} {'ben' if self.g == 'm' else 'bent'} {self.father} {la}"
        if self.foreign:
            return f"{fi} {la}"
        if f == "ar":
            return f"{self.first_ar} {self.last_ar}"
        if f == "arLF":
            return f"{self.last_ar} {self.first_ar}"
        if f == "arbin":
            return f"{self.first_ar} {'بن' if self.g == 'm' else 'بنت'} {self.father_ar} {self.last_ar}"
        raise ValueError(f)


def make_person(r, g, foreign):
    if foreign:
        fi = r.choice(FOR_FIRST_A) + r.choice(FOR_FIRST_B)
        la = r.choice(FOR_LAST_A) + r.choice(FOR_LAST_B)
        return Person(fi, la, None, None, None, None, g, True)
    fem = g == "f"
    fi, fi_ar = _word(r, 2, r.random() < 0.5, fem=fem)
    fa, fa_ar = _word(r, 2, r.random() < 0.6)
    base, base_ar = _word(r, 2, True, nisba=r.random() < 0.45)
    style = r.random()
    if style < 0.25:
        la, la_ar = "Ben " + base, "بن " + base_ar
    elif style < 0.4:
        la, la_ar = "Bou" + base.lower(), "بو" + base_ar
    elif base.endswith("i"):
        la, la_ar = base, "ال" + base_ar
    else:
        la, la_ar = base, base_ar
    return Person(fi, la, fi_ar, la_ar, fa, fa_ar, g, False)


# --------------------------------------------------------------------- identifiers
AR_DIG = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
BANKS = ["01", "03", "04", "05", "07", "08", "10", "11", "12", "14", "17", "20", "25", "32"]
MF_LETTERS = "ABCDEFGHJKLMNPQRSTVWXYZ"


def digits(r, n):
    return "".join(str(r.randrange(10)) for _ in range(n))


def rib20(r):
    base = r.choice(BANKS) + f"{r.randrange(1, 1000):03d}" + digits(r, 13)
    return base + f"{97 - (int(base) * 100) % 97:02d}"


def bad_rib20(r):
    good = rib20(r)
    key = (int(good[-2:]) + r.randrange(1, 90)) % 100
    if int(good[:18] + f"{key:02d}") % 97 == 0:
        key = (key + 1) % 100
    return good[:18] + f"{key:02d}"


def iban_of(rib):
    chk = 98 - int(rib + "292300") % 97
    return f"TN{chk:02d}{rib}"


def luhn_digit(body):
    tot = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return str((10 - tot % 10) % 10)


def card16(r):
    pre = r.choice(["4", "4", "51", "52", "53", "54", "55"])
    body = pre + digits(r, 15 - len(pre))
    return body + luhn_digit(body)


def bad_card16(r):
    c = card16(r)
    return c[:-1] + str((int(c[-1]) + r.randrange(1, 10)) % 10)


def mf_key(d7):
    return MF_LETTERS[sum(int(d) * (7 - i) for i, d in enumerate(d7)) % 23]


def group(s, sizes, sep=" "):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    return sep.join(out)


MONTHS = {
    "fr": ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
           "octobre", "novembre", "décembre"],
    "en": ["January", "February", "March", "April", "May", "June", "July", "August", "September",
           "October", "November", "December"],
    "ar": ["جانفي", "فيفري", "مارس", "أفريل", "ماي", "جوان", "جويلية", "أوت", "سبتمبر", "أكتوبر",
           "نوفمبر", "ديسمبر"],
}

CITIES = [("Ariana", "أريانة", "2080"), ("Tunis", "تونس", "1002"), ("Sousse", "سوسة", "4000"),
          ("Sfax", "صفاقس", "3000"), ("Nabeul", "نابل", "8000"), ("Bizerte", "بنزرت", "7000"),
          ("Monastir", "المنستير", "5000"), ("Gabès", "قابس", "6000"), ("Kairouan", "القيروان", "3100"),
          ("Ben Arous", "بن عروس", "2013"), ("La Marsa", "المرسى", "2070"), ("Mahdia", "المهدية", "5100"),
          ("Béja", "باجة", "9000"), ("Le Kef", "الكاف", "7100"), ("Gafsa", "قفصة", "2100"),
          ("Médenine", "مدنين", "4100"), ("Jendouba", "جندوبة", "8100"), ("Tozeur", "توزر", "2200")]
STREETS_FR = ["rue des Orangers", "avenue de l'Indépendance", "rue du Jasmin", "impasse des Grenadiers",
              "rue de Palestine", "avenue de la République", "rue des Potiers", "rue de l'Artisanat",
              "rue des Salines", "avenue des Martyrs", "rue des Figuiers", "rue du Port"]
STREETS_AR = ["نهج البرتقال", "شارع الاستقلال", "نهج الياسمين", "نهج الرمان", "شارع الجمهورية",
              "نهج الفخارين", "نهج الملاحات", "شارع الشهداء", "نهج التين", "نهج الميناء"]
QUART_FR = ["Cité El Khadra", "El Menzah 5", "Cité Ennasr 2", "Cité Olympique", "Sahloul 3",
            "Cité Ezzouhour", "Cité des Pins", "Cité Essaada"]
QUART_AR = ["حي الخضراء", "المنزه 5", "حي النصر 2", "الحي الأولمبي", "سهلول 3", "حي الزهور",
            "حي الصنوبر", "حي السعادة"]
COMPANY_CP = ["1080", "2035", "3018", "8050", "4060", "5020", "1095", "2036"]

HEALTH = {
    "fr": ["diabète de type 2", "hypertension artérielle", "asthme d'effort", "insuffisance rénale chronique",
           "épilepsie", "hémiplégie droite", "sclérose en plaques", "hépatite B chronique",
           "dépression sévère", "ulcère du pied diabétique", "insulinothérapie", "hémodialyse",
           "myopie forte", "surdité partielle", "fracture du col du fémur", "allergie à la pénicilline",
           "bruxisme", "parodontite chronique", "allergie au nickel", "trisomie 21",
           "cécité de l'œil gauche", "anémie ferriprive", "lombosciatique", "psoriasis étendu"],
    "en": ["type 2 diabetes", "high blood pressure", "exercise-induced asthma", "chronic kidney disease",
           "epilepsy", "left-sided hemiplegia", "multiple sclerosis", "major depressive disorder",
           "insulin therapy", "hearing loss in the right ear", "penicillin allergy", "sleep apnoea",
           "bipolar disorder", "peanut allergy", "chronic periodontitis", "iron-deficiency anaemia",
           "post-operative wound infection", "coeliac disease", "wheelchair user (paraplegia)"],
    "ar": ["السكري من النوع الثاني", "ارتفاع ضغط الدم", "الربو", "القصور الكلوي المزمن", "الصرع",
           "شلل نصفي", "التصلب اللويحي", "الاكتئاب الحاد", "العلاج بالأنسولين", "حساسية من البنسلين",
           "إعاقة بصرية", "إعاقة حركية", "فقر الدم", "التهاب الكبد الفيروسي", "حساسية الفول السوداني",
           "غسيل الكلى", "كسر في عظم الفخذ", "ضعف السمع"],
}
BANK_NAMES = ["Banque de l'Habitat", "Société Tunisienne de Banque", "Amen Bank", "Banque Zitouna",
              "Attijari bank", "Banque Nationale Agricole", "Union Internationale de Banques"]
EMAIL_DOMAINS = ["gmail.com", "yahoo.fr", "topnet.tn", "gnet.tn", "outlook.fr", "planet.tn", "hotmail.com"]


# --------------------------------------------------------------------- blocks
def H(text, level=1):
    return ("h", text, level)


def P(text):
    return ("p", text)


def KV(pairs, style="colon"):
    return ("kv", pairs, style)


def T(headers, rows):
    return ("table", headers, rows)


def B(items, mark="-"):
    return ("bullets", items, mark)


def SIG(lines):
    return ("sig", lines)


def RAW(text):
    return ("raw", text)


def render_txt(blocks):
    out = []
    for b in blocks:
        t = b[0]
        if t == "h":
            out.append(b[1])
            out.append(("=" if b[2] == 1 else "-") * max(8, len(b[1])))
        elif t in ("p", "raw"):
            out.append(b[1])
        elif t == "kv":
            w = max(len(l) for l, _ in b[1]) + 2
            for lab, val in b[1]:
                if b[2] == "colon":
                    out.append(f"{lab} : {val}")
                elif b[2] == "nextline":
                    out.append(f"{lab}\n    {val}")
                elif b[2] == "dots":
                    out.append(f"{lab} {'.' * (w + 4 - len(lab))} {val}")
                elif b[2] == "paren":
                    out.append(f"{lab} ({val})")
                else:
                    out.append(f"{lab.ljust(w)}{val}")
        elif t == "table":
            rows = [b[1]] + b[2]
            widths = [max(len(str(r[i])) for r in rows) for i in range(len(b[1]))]
            for k, r in enumerate(rows):
                out.append(" | ".join(str(c).ljust(widths[i]) for i, c in enumerate(r)).rstrip())
                if k == 0:
                    out.append("-+-".join("-" * w for w in widths))
        elif t == "bullets":
            out.extend(f"{b[2]} {it}" for it in b[1])
        elif t == "sig":
            out.append("\n".join(b[1]))
        out.append("")
    return "\n".join(out).rstrip("\n") + "\n"


def render_md(blocks):
    out = []
    for b in blocks:
        t = b[0]
        if t == "h":
            out.append("#" * b[2] + " " + b[1])
        elif t == "p":
            out.append(b[1])
        elif t == "raw":
            out.append(b[1])
        elif t == "kv":
            if b[2] == "twocol":
                out.append("| | |\n|---|---|")
                out.extend(f"| {l} | {v} |" for l, v in b[1])
            elif b[2] == "nextline":
                out.extend(f"**{l}**  \n{v}\n" for l, v in b[1])
            elif b[2] == "paren":
                out.extend(f"- {l} ({v})" for l, v in b[1])
            else:
                out.extend(f"- **{l}** : {v}" for l, v in b[1])
        elif t == "table":
            out.append("| " + " | ".join(b[1]) + " |")
            out.append("|" + "|".join("---" for _ in b[1]) + "|")
            out.extend("| " + " | ".join(str(c) for c in r) + " |" for r in b[2])
        elif t == "bullets":
            out.extend(f"{'*' if b[2] == '*' else '-'} {it}" for it in b[1])
        elif t == "sig":
            out.append("\n\n".join(f"_{l}_" if l and not l.startswith("-") else l for l in b[1]))
        out.append("")
    return "\n".join(out).rstrip("\n") + "\n"


def _esc(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _is_ar(s):
    return any("\u0600" <= ch <= "\u06ff" for ch in s)


def _runs(text, r, bold=False):
    """Split text into several runs at random spaces (values may straddle runs)."""
    pieces, cur = [], ""
    for tok in re.split(r"( )", text):
        cur += tok
        if tok == " " and r.random() < 0.15:
            pieces.append(cur)
            cur = ""
    if cur:
        pieces.append(cur)
    rpr = ("<w:rPr>" + ("<w:b/>" if bold else "") + ("<w:rtl/>" if _is_ar(text) else "") + "</w:rPr>")
    xml = []
    for p in pieces:
        segs = p.split("\n")
        inner = "<w:br/>".join(f'<w:t xml:space="preserve">{_esc(s)}</w:t>' for s in segs)
        xml.append(f"<w:r>{rpr}{inner}</w:r>")
    return "".join(xml)


def _para(parts, r):
    txt = "".join(p for p, _ in parts)
    ppr = "<w:pPr><w:bidi/></w:pPr>" if _is_ar(txt) else ""
    return "<w:p>" + ppr + "".join(_runs(p, r, b) for p, b in parts if p) + "</w:p>"


def _table(rows, r, header=True):
    xml = ['<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/><w:tblW w:w="0" w:type="auto"/></w:tblPr>']
    for k, row in enumerate(rows):
        xml.append("<w:tr>")
        for c in row:
            xml.append("<w:tc><w:tcPr><w:tcW w:w=\"0\" w:type=\"auto\"/></w:tcPr>"
                       + _para([(str(c), header and k == 0)], r) + "</w:tc>")
        xml.append("</w:tr>")
    xml.append("</w:tbl>")
    return "".join(xml)


def render_docx_xml(blocks, r):
    body = []
    for b in blocks:
        t = b[0]
        if t == "h":
            body.append(_para([(b[1], True)], r))
        elif t in ("p", "raw"):
            for line in b[1].split("\n\n"):
                body.append(_para([(line, False)], r))
        elif t == "kv":
            if b[2] == "twocol":
                body.append(_table([[l, v] for l, v in b[1]], r, header=False))
            else:
                for l, v in b[1]:
                    if b[2] == "paren":
                        body.append(_para([(l + " ", True), ("(" + v + ")", False)], r))
                    elif b[2] == "nextline":
                        body.append(_para([(l, True)], r))
                        body.append(_para([(v, False)], r))
                    else:
                        body.append(_para([(l + " : ", True), (v, False)], r))
        elif t == "table":
            body.append(_table([b[1]] + b[2], r))
        elif t == "bullets":
            for it in b[1]:
                body.append(_para([("• " + it, False)], r))
        elif t == "sig":
            for l in b[1]:
                body.append(_para([(l, False)], r))
        if t != "h":
            body.append("<w:p/>")
    return ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
            '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>'
            + "".join(body) + '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/></w:sectPr></w:body></w:document>')


CT = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
      '<Default Extension="xml" ContentType="application/xml"/>'
      '<Override PartName="/word/document.xml" '
      'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>')
RELS = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/'
        'officeDocument" Target="word/document.xml"/></Relationships>')


def docx_bytes(doc_xml):
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for name, data in (("[Content_Types].xml", CT), ("_rels/.rels", RELS), ("word/document.xml", doc_xml)):
            zi = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(zi, data.encode("utf-8"))
    return buf.getvalue()


def docx_text(doc_xml):
    paras = []
    for m in re.finditer(r"<w:p(?:\s[^>]*)?>(.*?)</w:p>|<w:p/>", doc_xml, re.S):
        inner = m.group(1) or ""
        s = ""
        for t in re.finditer(r"<w:t(?:\s[^>]*)?>(.*?)</w:t>|<w:br/>|<w:tab/>", inner, re.S):
            tok = t.group(0)
            s += "\n" if tok == "<w:br/>" else "\t" if tok == "<w:tab/>" else t.group(1)
        paras.append(s.replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&"))
    return "\n".join(paras)


def csv_text(rows, delim):
    buf = io.StringIO()
    w = csv.writer(buf, delimiter=delim, lineterminator="\n")
    for row in rows:
        w.writerow(row)
    return buf.getvalue()


# --------------------------------------------------------------------- context
class Ctx:
    def __init__(self, seed, idx, lang, fmt, refuser, used_names):
        self.seed, self.idx, self.lang, self.fmt = seed, idx, lang, fmt
        self.r = random.Random(f"gen9|{seed}|{idx}|values")
        self.refuser = refuser
        self.sens, self.dec = [], []
        self._covered = set()
        self._health = set()
        self._used = used_names

    # ---- registration
    def S(self, typ, value):
        if not any(s["type"] == typ and s["value"] == value for s in self.sens):
            self.sens.append({"type": typ, "value": value})
        return value

    def dc(self, value):
        if value not in self.dec:
            self.dec.append(value)
        return value

    # ---- people
    def person(self, slot, g=None, foreign=False):
        r = random.Random(f"gen9|{self.seed}|{self.idx}|{slot}")
        if g is None:
            g = r.choice("mf")
        for _ in range(5000):
            p = make_person(r, g, foreign)
            parts = [p.first, p.last] + ([] if foreign else [p.first_ar, p.last_ar, p.father, p.father_ar])
            toks = [fold(t) for part in parts for t in re.split(r"[\s\-]+", part)]
            toks = [t for t in toks if t not in PARTICLES]
            if any(len(t) < (3 if _is_ar(t) else 4) for t in toks):
                continue
            folded = [x for part in parts for x in name_parts(part)]
            if any(self.refuser.refused(x) for x in folded):
                continue
            if any(x in self._used for x in folded):
                continue
            self._used |= set(folded)
            return p
        raise RuntimeError("no acceptable name for slot " + slot)

    def part(self, v):
        """A name part written alone (e.g. a surname column)."""
        self._covered |= set(name_parts(v))
        return self.S("PERSON", v)

    def N(self, p, f="fl"):
        v = p.form(f)
        parts = set(name_parts(v))
        if not parts <= self._covered:
            self.S("PERSON", v)
            self._covered |= parts
        return v

    def hon(self, p, lang=None, short=False):
        lang = lang or self.lang
        if lang == "ar":
            return "السيد" if p.g == "m" else "السيدة"
        if lang == "en":
            return "Mr" if p.g == "m" else self.r.choice(["Mrs", "Ms"])
        if short:
            return "M." if p.g == "m" else "Mme"
        return "Monsieur" if p.g == "m" else "Madame"

    # ---- identifiers
    def cin(self, arabic=False):
        v = self.r.choice("01") + digits(self.r, 7)
        return self.S("CIN", v.translate(AR_DIG) if arabic else v)

    def ph(self, style=None, land=False):
        r = self.r
        if land:
            d = r.choice(["71", "72", "73", "74", "75", "76", "77", "78", "79"]) + digits(r, 6)
        else:
            d = r.choice("2459") + digits(r, 7)
        style = style or r.choice(["intl_sp", "intl_compact", "00_dots", "paren_dash", "local_sp",
                                   "pairs_dots", "intl_dash", "00_sp", "pairs_sp", "local_compact"])
        v = {"intl_sp": "+216 " + group(d, [2, 3, 3]),
             "intl_compact": "+216" + d,
             "00_dots": "00216 " + group(d, [2, 3, 3], "."),
             "paren_dash": "(+216) " + group(d, [2, 3, 3], "-"),
             "local_sp": group(d, [2, 3, 3]),
             "pairs_dots": group(d, [2, 2, 2, 2], "."),
             "intl_dash": "+216-" + group(d, [2, 3, 3], "-"),
             "00_sp": "00216 " + group(d, [2, 3, 3]),
             "pairs_sp": "+216 " + group(d, [2, 2, 2, 2]),
             "local_compact": d,
             "arind": group(d, [2, 3, 3]).translate(AR_DIG)}[style]
        return self.S("PHONE", v)

    def em(self, p, domain=None):
        r = self.r
        base = [p.first.lower(), re.sub(r"[^a-z]", "", p.last.lower())]
        shape = r.choice(["{0}.{1}", "{0}_{1}{n}", "{i}.{1}", "{1}.{0}{n}", "{0}{1}"])
        local = shape.format(base[0], base[1], i=base[0][0], n=r.randrange(1, 99))
        return self.S("EMAIL", f"{local}@{domain or r.choice(EMAIL_DOMAINS)}")

    def rib(self, style=None):
        d = rib20(self.r)
        style = style or self.r.choice(["std", "compact", "dash", "four"])
        v = {"std": group(d, [2, 3, 13, 2]), "compact": d, "dash": group(d, [2, 3, 13, 2], "-"),
             "four": group(d, [4] * 5)}[style]
        return self.S("RIB", v)

    def iban(self, style=None):
        i = iban_of(rib20(self.r))
        style = style or self.r.choice(["four", "compact", "split"])
        v = {"four": group(i, [4] * 6), "compact": i,
             "split": i[:2] + " " + i[2:4] + " " + group(i[4:], [2, 3, 13, 2])}[style]
        return self.S("IBAN", v)

    def card(self, style=None):
        d = card16(self.r)
        style = style or self.r.choice(["sp", "dash", "compact"])
        v = {"sp": group(d, [4] * 4), "dash": group(d, [4] * 4, "-"), "compact": d}[style]
        return self.S("CARD", v)

    def mf(self, style=None):
        d7 = digits(self.r, 7)
        k, tva, cat = mf_key(d7), self.r.choice("ABPDN"), self.r.choice("MPCN")
        est = self.r.choice(["000", "000", "001"])
        style = style or self.r.choice(["slash", "glued", "spaced", "lead"])
        v = {"slash": f"{d7}{k}/{tva}/{cat}/{est}", "glued": f"{d7}{k}{tva}{cat}{est}",
             "spaced": f"{d7} {k} {tva} {cat} {est}", "lead": f"{d7}/{k}/{tva}/{cat}/{est}"}[style]
        return self.S("TAX_ID", v)

    def cnss(self, style=None, arabic=False):
        n = digits(self.r, 8)
        key = f"{97 - int(n) % 97:02d}"
        style = style or self.r.choice(["dash", "space", "slash"])
        v = {"dash": f"{n}-{key}", "space": f"{n} {key}", "slash": f"{n}/{key}"}[style]
        return self.S("CNSS", v.translate(AR_DIG) if arabic else v)

    def pp(self, kind="tn"):
        r = self.r
        if kind == "fr":
            v = f"{r.randrange(10, 24)}{r.choice('ABCDEFGHKLMPRT')}{r.choice('ABCDEFGHKLMPRT')}{digits(r, 5)}"
        else:
            v = r.choice("XYZ") + digits(r, 6)
        return self.S("PASSPORT", v)

    def dob(self, style=None, lang=None, child=False, years=None):
        r = self.r
        lang = lang or ("fr" if self.lang == "mixed" else self.lang)
        years = years or ((2008, 2017) if child else (1942, 2003))
        y = r.randrange(years[0], years[1] + 1)
        m, d = r.randrange(1, 13), r.randrange(1, 29)
        styles = {"fr": ["slash", "dash", "dot", "long", "iso"], "en": ["us", "uk", "iso", "slash"],
                  "ar": ["arlong", "arind", "ymd", "slash"]}[lang]
        style = style or r.choice(styles)
        v = {"slash": f"{d:02d}/{m:02d}/{y}", "dash": f"{d:02d}-{m:02d}-{y}", "dot": f"{d:02d}.{m:02d}.{y}",
             "long": f"{d} {MONTHS['fr'][m - 1]} {y}", "iso": f"{y}-{m:02d}-{d:02d}",
             "us": f"{MONTHS['en'][m - 1]} {d}, {y}", "uk": f"{d} {MONTHS['en'][m - 1]} {y}",
             "arlong": f"{d} {MONTHS['ar'][m - 1]} {y}",
             "arind": f"{d:02d}/{m:02d}/{y}".translate(AR_DIG), "ymd": f"{y}/{m:02d}/{d:02d}"}[style]
        return self.S("DOB", v)

    def addr(self, style=None, lang=None):
        r = self.r
        lang = lang or ("fr" if self.lang == "mixed" else self.lang)
        city = r.choice(CITIES)
        no = r.randrange(1, 140)
        if lang == "ar":
            st, q = r.choice(STREETS_AR), r.choice(QUART_AR)
            style = style or r.choice(["full", "resid"])
            if style == "resid":
                v = f"إقامة الواحة، الطابق {r.randrange(1, 6)}، {no} {st}، {city[2]} {city[1]}"
            else:
                v = f"{no} {st}، {q}، {city[2]} {city[1]}"
        elif lang == "en":
            st, q = r.choice(STREETS_FR), r.choice(QUART_FR)
            v = f"Apt {r.randrange(1, 30)}, {no} {st[0].upper() + st[1:]}, {q}, {city[0]} {city[2]}, Tunisia"
        else:
            st, q = r.choice(STREETS_FR), r.choice(QUART_FR)
            style = style or r.choice(["full", "resid", "short"])
            if style == "resid":
                v = f"Résidence Les Palmiers, appt {r.choice('ABCD')}{r.randrange(1, 20)}, {no} {st}, {city[2]} {city[0]}"
            elif style == "multiline":
                v = f"{no}, {st}\n{q}\n{city[2]} {city[0]}"
            elif style == "short":
                v = f"{no} {st}, {city[2]} {city[0]}"
            else:
                v = f"{no}, {st}, {q}, {city[2]} {city[0]}"
        return self.S("ADDRESS", v)

    def plate(self, style=None):
        r = self.r
        a, b = r.randrange(100, 260), r.randrange(1000, 10000)
        style = style or r.choice(["ar", "tu", "tuglued", "tun", "rs", "arind"])
        v = {"ar": f"{a} تونس {b}", "tu": f"{a} TU {b}", "tuglued": f"{a}TU{b}", "tun": f"{a} TUN {b}",
             "rs": f"RS {r.randrange(10000, 100000)}", "arind": f"{a} تونس {b}".translate(AR_DIG),
             "fr": f"{r.choice('BCDEFGH')}{r.choice('ABDEKLMRST')}-{r.randrange(100, 1000)}-"
                   f"{r.choice('BCDEFGH')}{r.choice('ABDEKLMRST')}"}[style]
        return self.S("PLATE", v)

    def hl(self, lang=None):
        lang = lang or ("fr" if self.lang == "mixed" else self.lang)
        pool = [h for h in HEALTH[lang] if h not in self._health]
        v = self.r.choice(pool)
        self._health.add(v)
        return self.S("HEALTH", v)

    # ---- decoys
    def amount(self, lang=None):
        r = self.r
        lang = lang or ("fr" if self.lang == "mixed" else self.lang)
        th, un, mil = r.randrange(1, 90), r.randrange(0, 1000), r.choice([0, 500, 250, 750, r.randrange(1, 1000)])
        if lang == "ar":
            v = r.choice([f"{th} {un:03d},{mil:03d} د.ت", f"{th} {un:03d} دينار"])
        elif lang == "en":
            v = r.choice([f"TND {th},{un:03d}.{mil:03d}", f"{th} {un:03d}.{mil:03d} TND"])
        else:
            v = r.choice([f"{th} {un:03d},{mil:03d} TND", f"{th}.{un:03d},{mil:03d} DT", f"{th} {un:03d} dinars"])
        return self.dc(v)

    def small_amount(self, unit="DT"):
        return self.dc(f"{self.r.randrange(5, 900)},{self.r.choice(['000', '500', '250'])} {unit}")

    def ddate(self, style="slash"):
        r = self.r
        y, m, d = r.choice([2023, 2024, 2025]), r.randrange(1, 13), r.randrange(1, 29)
        v = {"slash": f"{d:02d}/{m:02d}/{y}", "iso": f"{y}-{m:02d}-{d:02d}",
             "frlong": f"{d} {MONTHS['fr'][m - 1]} {y}", "enlong": f"{d} {MONTHS['en'][m - 1]} {y}",
             "arlong": f"{d} {MONTHS['ar'][m - 1]} {y}"}[style]
        return self.dc(v)

    def ref(self, prefix):
        return self.dc(f"{prefix}-{self.r.choice([2023, 2024, 2025])}/{self.r.randrange(100, 99999):05d}")

    def hour(self):
        return self.dc(f"{self.r.randrange(7, 20):02d}h{self.r.choice(['00', '15', '30', '45'])}")

    def cp(self):
        return self.dc(self.r.choice(COMPANY_CP))

    def bank(self):
        return self.dc(self.r.choice(BANK_NAMES))


# --------------------------------------------------------------------- 16 kinds
def k_notarial_deed(c, v):
    notary, seller, buyer = c.person("notary", "m"), c.person("seller"), c.person("buyer")
    if v == 0:   # fr docx
        tf = c.dc(f"titre foncier n° {c.r.randrange(10000, 99999)}/Nabeul")
        blocks = [
            H("ACTE DE VENTE IMMOBILIÈRE"),
            P(f"Étude de Maître {c.N(notary, 'fl')}, notaire à Hammamet — répertoire {c.ref('REP')}"),
            P(f"Le {c.ddate('frlong')}, par-devant le notaire soussigné, ont comparu :"),
            P(f"{c.hon(seller)} {c.N(seller, 'LF')}, né(e) le {c.dob('long')}, titulaire de la carte "
              f"d'identité nationale n° {c.cin()}, demeurant {c.addr('full')}, matricule fiscal "
              f"{c.mf('slash')}, ci-après « le vendeur » ;"),
            P("ET"),
            KV([("Acquéreur", c.N(buyer, "FL")), ("Né(e) le", c.dob("slash")), ("CIN", c.cin()),
                ("Domicile", c.addr("resid")), ("Téléphone", c.ph("intl_sp"))], "twocol"),
            P(f"Numéro d'ordre de l'enregistrement : {c.dc(group(bad_rib20(c.r), [2, 3, 13, 2]))}"),
            P(f"Le vendeur cède à l'acquéreur une villa de 212 m² inscrite au {tf}, conformément à "
              f"l'{c.dc('article 581 du Code des obligations et des contrats')}."),
            P(f"Le prix convenu de {c.amount()} sera versé par virement sur le RIB {c.rib('std')} "
              f"ouvert auprès de la {c.bank()}. Les droits d'enregistrement s'élèvent à {c.dc('5 %')} du prix."),
            SIG(["Le vendeur", "", "L'acquéreur", "", f"Maître {notary.form('ini')}, notaire"]),
        ]
        return blocks
    if v == 1:   # ar txt
        tf = c.dc(f"الرسم العقاري عدد {c.r.randrange(10000, 99999)}")
        blocks = [
            H("عقد بيع عقار"),
            P(f"حرر هذا العقد بمكتب الأستاذ {c.N(notary, 'ar')}، عدل إشهاد بسوسة، بتاريخ {c.ddate('arlong')}."),
            P(f"البائع: {c.hon(seller)} {c.N(seller, 'arbin')}، المولود في {c.dob('arlong')}، صاحب بطاقة "
              f"التعريف الوطنية عدد {c.cin(arabic=True)}، القاطن ب{c.addr('full')}."),
            P(f"المشتري: {c.hon(buyer)} {c.N(buyer, 'arbin')}، تاريخ الولادة {c.dob('ymd')}، بطاقة تعريف عدد "
              f"{c.cin()}، الهاتف {c.ph('arind')}."),
            P(f"موضوع البيع شقة بالطابق الثاني مسجلة تحت {tf}، والثمن المتفق عليه {c.amount()} "
              f"يدفع بتحويل إلى الحساب البنكي {c.iban('four')}."),
            P(f"ويخضع هذا العقد لأحكام {c.dc('الفصل 564 من مجلة الالتزامات والعقود')}."),
            SIG(["إمضاء البائع ........", "إمضاء المشتري ........", "ختم العدل"]),
        ]
        return blocks
    # mixed md
    return [
        H("Acte de vente d'un fonds de commerce / عقد بيع أصل تجاري"),
        P(f"Réf. étude : {c.ref('ACT')} — Maître {c.N(notary, 'FL')} / الأستاذ {c.N(notary, 'ar')}"),
        H("Les parties / الأطراف", 2),
        T(["", "Vendeur / البائع", "Acquéreur / المشتري"],
          [["Nom / الاسم", c.N(seller, "LF"), c.N(buyer, "fl")],
           ["الاسم بالعربية", c.N(seller, "ar"), c.N(buyer, "ar")],
           ["Date de naissance", c.dob("dot"), c.dob("arlong", lang="ar")],
           ["CIN / ب.ت.و", c.cin(), c.cin(arabic=True)],
           ["Matricule fiscal", c.mf("glued"), "—"]]),
        P(f"Adresse du vendeur : {c.addr('multiline')}"),
        P(f"عنوان المشتري: {c.addr('full', lang='ar')}"),
        B([f"Prix / الثمن : {c.amount()}", f"Fonds : épicerie fine, {c.dc('registre de commerce B0123452019')}",
           f"Paiement par carte bancaire n° {c.card('sp')}", f"Contact vendeur : {c.ph('00_dots')}"]),
        SIG(["Lu et approuvé — قرئ وصودق عليه", "", f"{c.N(seller, 'LF')}", f"{buyer.form('ar')}"]),
    ]


def k_pharmacy_log(c, v):
    if v == 0:   # fr csv ;
        rows = [["Pharmacie de la Corniche Zéphyr — registre des délivrances (tableau B)"],
                [f"Extraction du {c.ddate()}", "", "Pharmacien titulaire", ""],
                ["N°ord", "Date/heure", "Patient (NOM Prénom)", "CIN patient", "Produit", "Qté",
                 "Prescripteur", "Pathologie", "Tél. patient"]]
        for i in range(5):
            p, dr = c.person(f"patient{i}"), c.person(f"doc{i}")
            rows.append([c.dc(f"ORD-{c.r.randrange(1000, 9999)}"), f"{c.ddate()} {c.hour()}", c.N(p, "LF"),
                         c.cin(), c.dc(c.r.choice(["Lyrica 75 mg x56", "Rivotril 2 mg", "Tramadol 50 mg",
                                                   "Méthylphénidate 10 mg", "Morphine LP 30 mg"])),
                         c.dc(f"{c.r.randrange(1, 4)} boîte(s)"), "Dr " + c.N(dr, "ini"), c.hl(), c.ph()])
        return ("csv", rows, ";")
    if v == 1:   # ar csv
        rows = [["سجل صرف الأدوية الخاضعة للمراقبة", "", "", "", "", "", ""],
                ["التاريخ", "اسم المريض", "رقم بطاقة التعريف", "الدواء", "الكمية", "التشخيص", "الهاتف"]]
        for i in range(5):
            p = c.person(f"patient{i}")
            rows.append([c.ddate(), c.N(p, c.r.choice(["ar", "arbin"])), c.cin(arabic=c.r.random() < 0.3),
                         c.dc(c.r.choice(["أموكسيسيلين 1 غ", "ميتفورمين 850 مغ", "إنسولين سريع", "سالبوتامول بخاخ"])),
                         c.dc(f"{c.r.randrange(1, 5)} علب"), c.hl(), c.ph(c.r.choice(["local_sp", "arind", "intl_sp"]))])
        rows.append(["الصيدلي المسؤول", c.N(c.person("pharmacist"), "ar"), "", "", "", "", ""])
        return ("csv", rows, ",")
    # en md
    ph = c.person("pharmacist")
    rows = []
    for i in range(4):
        p = c.person(f"patient{i}", foreign=(i == 3))
        rows.append([c.ddate("iso"), c.N(p, c.r.choice(["fl", "FL", "ini"])), c.dob("iso"),
                     c.dc(c.r.choice(["Salbutamol inhaler 100 mcg", "Metformin 1000 mg", "Sertraline 50 mg",
                                      "Levetiracetam 500 mg"])), c.hl(), c.ph("intl_compact")])
    return [
        H("Dispensing log — night counter"),
        P(f"Pharmacy licence {c.ref('PH')}, operated under {c.dc('Law No. 73-55')}. "
          f"Responsible pharmacist: {c.N(ph, 'FL')} ({c.em(ph)})."),
        T(["Date", "Patient", "Born", "Item", "Indication", "Contact"], rows),
        P(f"Stock check total: {c.dc('412 units')}; discrepancies: {c.dc('0.5 %')}; "
          f"wholesaler batch {c.dc(bad_card16(c.r))}."),
    ]


def k_driving_school(c, v):
    cand, mon = c.person("candidate"), c.person("instructor")
    if v == 0:   # fr txt nextline
        return [
            H("AUTO-ÉCOLE LA BOUSSOLE — FICHE D'INSCRIPTION"),
            P(f"Dossier n° {c.ref('AE')}    Catégorie demandée : B    Date : {c.ddate()}"),
            KV([("NOM et prénom du candidat", c.N(cand, "LF")),
                ("Date de naissance", c.dob("dash")),
                ("N° de la carte d'identité", c.cin()),
                ("Adresse complète", c.addr("multiline")),
                ("Téléphone portable", c.ph("pairs_dots")),
                ("Courriel", c.em(cand))], "nextline"),
            P(f"Observation médicale : port de verres correcteurs ({c.hl()})."),
            B([f"Frais d'inscription : {c.small_amount()}", f"Forfait {c.dc('20 heures')} de conduite",
               f"Paiement : carte {c.card('dash')}", f"Moniteur référent : {c.N(mon, 'fl')}"], "*"),
            SIG(["Signature du candidat", "", "Cachet de l'auto-école"]),
        ]
    if v == 1:   # mixed docx
        par = c.person("parent", "f")
        return [
            H("Auto-école Le Phare — مدرسة تعليم السياقة المنارة"),
            P(f"Inscription au permis A1 (cyclomoteur) / ترسيم لرخصة السياقة صنف أ1 — {c.ref('INS')}"),
            KV([("Nom / اللقب", c.part(cand.last.upper())), ("Prénom / الاسم", c.part(cand.first)),
                ("الاسم واللقب بالعربية", c.N(cand, "arbin")),
                ("Date de naissance / تاريخ الولادة", c.dob("slash", years=(2006, 2009))),
                ("CIN / بطاقة التعريف", c.cin()),
                ("Adresse / العنوان", c.addr("full", lang="ar")),
                ("Tuteur légal / الولي", c.N(par, "FL")),
                ("Tél. tuteur / هاتف الولي", c.ph("paren_dash"))], "twocol"),
            P(f"Le candidat déclare : {c.hl()} — يصرح المترشح بأنه يعاني من {c.hl('ar')}."),
            P(f"Montant réglé / المبلغ المدفوع : {c.amount()} — véhicule école {c.plate('tun')}."),
            SIG([f"Moniteur / المدرب : {c.N(mon, 'ar')}", "Signature / الإمضاء"]),
        ]
    # en csv
    rows = [["# Sunrise Driving Academy - candidate roster - exported " + c.ddate("iso")],
            ["cand.", "born on", "ID card", "mobile", "theory exam", "instructor", "cat", "medical restriction"]]
    for i in range(5):
        p, m = c.person(f"cand{i}"), c.person(f"instr{i % 2}")
        rows.append([c.N(p, c.r.choice(["fl", "up", "Lf"])), c.dob(c.r.choice(["uk", "iso"])), c.cin(),
                     c.ph(c.r.choice(["intl_sp", "local_compact", "00_sp"])), c.ddate("enlong"),
                     c.N(m, "ini"), c.dc(c.r.choice(["B", "A1", "C"]) + f"-{c.r.randrange(10, 99)}"),
                     c.hl() if i % 2 == 0 else "none"])
    rows.append(["total fees collected", c.amount(), "", "", "", "", "", ""])
    return ("csv", rows, ",")


def k_sports_licence(c, v):
    ath, par = c.person("athlete"), c.person("parent")
    if v == 0:   # fr md
        return [
            H("Club Athlétique Zéphyr — Demande de licence saison 2024/2025"),
            P(f"Discipline : natation — licence n° {c.ref('LIC')} — cotisation {c.small_amount()}"),
            H("Licencié(e)", 2),
            KV([("Nom", ath.last.upper()), ("Prénom", ath.first), ("Identité complète", c.N(ath, "fl")),
                ("Né(e) le", c.dob(child=True, style="slash")), ("Groupe", c.dc("Benjamins 2"))], "colon"),
            H("Représentant légal", 2),
            KV([("Parent", f"{c.hon(par, short=True)} {c.N(par, 'LF')}"), ("CIN", c.cin()),
                ("Mobile", c.ph("intl_dash")), ("E-mail", c.em(par))], "paren"),
            P(f"Certificat médical : apte avec réserve — {c.hl()} ; prévoir un traitement de secours "
              f"pendant les entraînements de {c.hour()}."),
            P(f"Règlement conforme à l'{c.dc('article 9 des statuts')} du club."),
            SIG(["Signature du parent :", "", "Visa du médecin du club"]),
        ]
    if v == 1:   # ar docx
        return [
            H("جمعية النجم الساحلي للكرة الطائرة — مطلب إجازة"),
            P(f"الموسم الرياضي 2024-2025 — عدد الإجازة {c.ref('FTVB')}"),
            KV([("الاسم واللقب", c.N(ath, "arbin")), ("تاريخ الولادة", c.dob("arind", child=True)),
                ("الولي", f"{c.hon(par)} {c.N(par, 'ar')}"), ("بطاقة تعريف الولي", c.cin(arabic=True)),
                ("العنوان", c.addr("resid")), ("الهاتف", c.ph("local_sp"))], "twocol"),
            P(f"الملاحظات الطبية: {c.hl()}، ويجب إعلام المدرب قبل كل حصة."),
            P(f"معلوم الانخراط {c.amount()} يدفع قبل {c.ddate('arlong')}."),
            SIG(["إمضاء الولي", "ختم الجمعية"]),
        ]
    # en txt
    coach = c.person("coach", foreign=True)
    return [
        H("Ocean Riders Surf Club - adult membership licence"),
        P(f"Licence holder {c.N(ath, 'up')} (born {c.dob('us')}) joins the competitive squad for the "
          f"2025 season. ID card {c.cin()}; passport {c.pp()} for events abroad."),
        P(f"Emergency contact: {c.hon(par)} {c.N(par, 'fl')}, {c.ph('00_sp')}. "
          f"Known condition declared by the member: {c.hl()}."),
        P(f"Annual fee {c.amount()} paid with card {c.card('compact')} on {c.ddate('enlong')}."),
        P(f"Head coach: {c.N(coach, 'fl')}. Insurance policy {c.ref('POL')} covers {c.dc('85 %')} of costs."),
        SIG(["-- signed on the club tablet --"]),
    ]


def k_discharge_sheet(c, v):
    if v == 0:   # fr csv
        rows = [["Service de médecine interne - sorties de la semaine (fichier partagé, ne pas trier)"],
                ["Lit", "Patient", "NÉ(E) LE", "N° CIN", "Diag. sortie", "Traitement", "Contact famille",
                 "Médecin", "Sortie"]]
        for i in range(5):
            p, d = c.person(f"pat{i}"), c.person(f"md{i}")
            rows.append([c.dc(f"Lit {c.r.randrange(1, 40)}-{c.r.choice('ABC')}"), c.N(p, c.r.choice(["LF", "fl", "low"])),
                         c.dob(), c.cin(), c.hl(), c.hl(), c.ph(), "Dr " + c.N(d, "Lf"), c.ddate()])
        return ("csv", rows, ",")
    if v == 1:   # en csv ;
        rows = [["ward", "MRN", "surname", "given name", "d.o.b", "admission dx", "comorbidity",
                 "next of kin phone", "GP email"]]
        for i in range(5):
            p, gp = c.person(f"pat{i}"), c.person(f"gp{i}")
            rows.append([c.dc(c.r.choice(["Cardio-2", "Pneumo-1", "Neuro-3"])), c.dc(f"MRN{c.r.randrange(100000, 999999)}"),
                         c.part(p.last), c.part(p.first), c.dob(), c.hl(), c.hl(), c.ph("pairs_sp"), c.em(gp, "clinic-horizon.tn")])
        return ("csv", rows, ";")
    # mixed md
    rows = []
    for i in range(4):
        p = c.person(f"pat{i}")
        rows.append([c.N(p, "FL"), c.N(p, "ar"), c.dob("iso"), c.cin(), f"{c.hl()} / {c.hl('ar')}", c.ddate()])
    return [
        H("Résumé de sortie — ملخص الخروج (tableau partagé)"),
        P(f"Unité de soins intensifs, pavillon {c.dc('C4')} — export du {c.ddate()} à {c.hour()}."),
        T(["Patient", "المريض", "Naissance", "CIN", "Diagnostic / التشخيص", "Sortie"], rows),
        P(f"Taux d'occupation : {c.dc('87 %')} — المرجع {c.ref('SRT')}"),
    ]


def k_customs(c, v):
    trav = c.person("traveller")
    if v == 0:   # fr docx
        return [
            H("DÉCLARATION EN DOUANE — VOYAGEUR RÉSIDENT À L'ÉTRANGER"),
            P(f"Bureau : port de La Goulette — navire « Carthage Star » — déclaration {c.ref('DV')}"),
            KV([("Nom, prénom", c.N(trav, "LF")), ("Date de naissance", c.dob("dot")),
                ("Passeport", c.pp()), ("CIN", c.cin()), ("Adresse à l'étranger", c.dc("Lyon (France)")),
                ("Adresse en Tunisie", c.addr("short")), ("Téléphone", c.ph("00_sp")),
                ("Véhicule", c.plate("fr")), ("Remorque", c.plate("rs"))], "twocol"),
            T(["Article", "Quantité", "Valeur déclarée"],
              [[c.dc("Téléviseur 55 pouces"), c.dc("1 unité"), c.amount()],
               [c.dc("Ordinateur portable"), c.dc("2 unités"), c.amount()],
               [c.dc("Pièces détachées auto"), c.dc("14 kg"), c.amount()]]),
            P(f"Franchise accordée selon l'{c.dc('article 217 du Code des douanes')}. Droits payés par "
              f"carte {c.card('sp')}."),
            SIG([f"Fait le {c.ddate()}", "Signature du déclarant", "Visa de l'agent des douanes"]),
        ]
    if v == 1:   # en txt
        comp = c.person("companion", foreign=True)
        return [
            H("Passenger customs declaration - Tunis-Carthage arrivals"),
            P(f"Flight TU 745, seat 23C. Declarant: {c.hon(trav)} {c.N(trav, 'FL')}, date of birth "
              f"{c.dob('uk')}, passport no. {c.pp()}, national ID {c.cin()}."),
            P(f"Travelling with {c.N(comp, 'fl')} (passport {c.pp('fr')})."),
            P(f"Tunisian address: {c.addr()}"),
            P(f"Mobile: {c.ph('intl_sp')}   E-mail: {c.em(trav)}"),
            B([f"Cash carried: {c.amount()} (below the {c.dc('EUR 5,000')} threshold)",
               f"Medication for personal use: {c.hl()}, {c.dc('3 months')} supply",
               f"Goods: {c.dc('2 smartphones')}, {c.dc('1 drone')}"]),
            P(f"Declaration ref {c.ref('CD')}, checked at {c.hour()}."),
        ]
    # ar md
    return [
        H("تصريح ديواني للمسافرين"),
        P(f"مكتب ديوانة رأس جدير — عدد التصريح {c.ref('DW')} — بتاريخ {c.ddate('arlong')}"),
        KV([("الاسم واللقب", c.N(trav, "arbin")), ("تاريخ الولادة", c.dob("arlong")),
            ("جواز السفر", c.pp()), ("بطاقة التعريف الوطنية", c.cin()),
            ("العنوان", c.addr("full")), ("الهاتف", c.ph("00_dots")), ("رقم السيارة", c.plate("ar"))], "colon"),
        T(["البضاعة", "الكمية", "القيمة"],
          [[c.dc("أجهزة كهرومنزلية"), c.dc("3 قطع"), c.amount()], [c.dc("ملابس"), c.dc("12 كغ"), c.amount()]]),
        P(f"طبقا لأحكام {c.dc('الفصل 217 من مجلة الديوانة')}."),
        SIG(["إمضاء المصرح", "ختم الديوانة"]),
    ]


def k_tenant_complaint(c, v):
    ten, nb, syn = c.person("tenant"), c.person("neighbour"), c.person("syndic")
    if v == 0:   # fr txt letter
        return [
            RAW(f"{c.N(ten, 'FL')}\n{c.addr('multiline')}\nTél. {c.ph('local_sp')}\n{c.em(ten)}"),
            RAW(f"                                   À l'attention de {c.hon(syn)} {c.N(syn, 'ini')}\n"
                f"                                   Syndic de la Résidence Les Amandiers\n"
                f"                                   Zone Urbaine Nord, {c.cp()} Tunis"),
            P(f"Objet : nuisances répétées — lettre recommandée {c.ref('LR')}"),
            P(f"{c.hon(syn)},\n\nDepuis le {c.ddate()}, le véhicule immatriculé {c.plate('tu')}, appartenant à "
              f"{c.hon(nb)} {c.N(nb, 'LF')} (appartement {c.dc('B12')}), stationne chaque nuit devant "
              f"le garage. Mon état de santé ({c.hl()}) m'impose de pouvoir sortir à tout moment."),
            P(f"Je rappelle l'{c.dc('article 12 du règlement de copropriété')} et demande le remboursement "
              f"de {c.small_amount()} de frais de remorquage."),
            SIG(["Veuillez agréer mes salutations distinguées.", "", ten.form("FL")]),
        ]
    if v == 1:   # ar txt
        return [
            RAW(f"من: {c.N(ten, 'arbin')}\nالعنوان: {c.addr('resid')}\nالهاتف: {c.ph('intl_sp')}"),
            RAW(f"إلى {c.hon(syn)} {c.N(syn, 'ar')}، وكيل إقامة الياسمين"),
            P("الموضوع: شكوى بخصوص تسرب المياه"),
            P(f"تحية طيبة وبعد، أعلمكم أن جاري {c.hon(nb)} {c.N(nb, 'ar')} القاطن بالطابق العلوي لم يصلح "
              f"القنوات رغم تنبيهي بتاريخ {c.ddate('arlong')}، وقد تضررت غرفة ابني المصاب ب{c.hl()}."),
            P(f"كما أطالب بتطبيق {c.dc('الفصل 8 من النظام الداخلي')} وإرجاع مبلغ {c.amount()} "
              f"الذي دفعته للسباك. يمكنكم التحويل إلى الحساب {c.rib('compact')}."),
            SIG(["والسلام", ten.form("ar")]),
        ]
    # en docx
    return [
        H("Formal complaint to the building manager"),
        P(f"From: {c.hon(ten)} {c.N(ten, 'fl')}, {c.addr()}"),
        P(f"To: {c.N(syn, 'FL')}, Palm Court Residence management, ref {c.ref('PCR')}"),
        P(f"Dear {syn.form('fl')},\n\nI am writing about the noise coming from flat {c.dc('4B')} every night "
          f"after {c.dc('23:00')}. The occupant, {c.N(nb, 'up')}, ignores the house rules (clause {c.dc('7.2')})."),
        P(f"My doctor has documented {c.hl()} made worse by the lack of sleep. Please call me on "
          f"{c.ph('paren_dash')} or write to {c.em(ten)}."),
        P(f"The service charge of {c.amount()} has been paid for this quarter."),
        SIG(["Yours sincerely,", ten.form("fl")]),
    ]


def k_civil_status(c, v):
    hus, wif = c.person("groom", "m"), c.person("bride", "f")
    off = c.person("officer")
    w1, w2 = c.person("witness1"), c.person("witness2")
    if v == 0:   # ar docx
        return [
            H("الجمهورية التونسية — بلدية المنستير"),
            H("مضمون من رسم زواج", 2),
            P(f"{c.dc('رسم عدد 1274 لسنة 2023')} — {c.dc('دفتر عدد 3')}"),
            KV([("الزوج", c.N(hus, "arbin")), ("تاريخ ومكان ولادته", c.dob("arlong") + " بالمنستير"),
                ("بطاقة التعريف الوطنية", c.cin()), ("الزوجة", c.N(wif, "arbin")),
                ("تاريخ ولادتها", c.dob("slash")), ("بطاقة تعريفها", c.cin(arabic=True)),
                ("مقر الزوجين", c.addr("full"))], "twocol"),
            P(f"الشاهدان: {c.N(w1, 'ar')} و{c.N(w2, 'ar')}."),
            P(f"حرر طبقا لأحكام {c.dc('القانون عدد 3 لسنة 1957')} المتعلق بتنظيم الحالة المدنية في {c.ddate('arlong')}."),
            SIG([f"ضابط الحالة المدنية: {c.N(off, 'ar')}", "الختم"]),
        ]
    if v == 1:   # mixed txt
        return [
            H("Extrait d'acte de mariage — مضمون من رسم زواج"),
            P(f"Commune de Nabeul / بلدية نابل — acte n° {c.dc('0456/2024')}"),
            KV([("Époux / الزوج", c.N(hus, "LF")), ("الزوج بالعربية", c.N(hus, "arbin")),
                ("Né le / المولود في", c.dob("slash")), ("CIN", c.cin()),
                ("Épouse / الزوجة", c.N(wif, "frbin")), ("الزوجة بالعربية", c.N(wif, "arbin")),
                ("Née le / المولودة في", c.dob("arind", lang="ar")),
                ("Passeport de l'épouse", c.pp())], "dots"),
            P(f"Domicile conjugal / المسكن: {c.addr('full')}"),
            P(f"Témoins / الشهود : {c.N(w1, 'fl')} ({c.N(w1, 'ar')}), {c.N(w2, 'fl')}."),
            P(f"Délivré le {c.ddate()} — timbre fiscal {c.small_amount('DT')}"),
            SIG([f"L'officier de l'état civil / ضابط الحالة المدنية : {c.N(off, 'ini')}"]),
        ]
    # fr md
    return [
        H("Extrait d'acte de mariage"),
        P(f"République tunisienne — municipalité de Kairouan — acte {c.dc('n° 2291')}, registre {c.dc('2022')}"),
        B([f"Époux : {c.N(hus, 'FL')}, né le {c.dob('long')}, CIN {c.cin()}",
           f"Fils de {c.S('PERSON', hus.father + ' ' + hus.last)} (père)",
           f"Épouse : {c.N(wif, 'LF')}, née le {c.dob('iso')}, CIN {c.cin()}",
           f"Adresse : {c.addr('short')}",
           f"Témoins : {c.N(w1, 'ini')} et {c.N(w2, 'low')}"]),
        P(f"Mention marginale : néant. Délivré en application de la {c.dc('loi n° 57-3')}."),
        SIG([f"Pour l'officier de l'état civil, {c.N(off, 'fl')}"]),
    ]


def k_scholarship(c, v):
    stu, fat = c.person("student"), c.person("father", "m")
    if v == 0:   # fr docx
        return [
            H("DEMANDE DE BOURSE UNIVERSITAIRE — ANNÉE 2024-2025"),
            P(f"Office des œuvres universitaires du Centre — dossier {c.ref('BRS')} — "
              f"identifiant de suivi {c.dc(bad_rib20(c.r))}"),
            KV([("Étudiant(e)", c.N(stu, "LF")), ("Date de naissance", c.dob("slash", years=(1999, 2006))),
                ("CIN", c.cin()), ("Adresse familiale", c.addr("full")), ("Mobile", c.ph("intl_sp")),
                ("Courriel universitaire", c.em(stu, "etud.univ-centre.tn")),
                ("RIB pour le versement", c.rib("std"))], "twocol"),
            H("Situation familiale"),
            P(f"Père : {c.N(fat, 'fl')}, retraité, CNSS {c.cnss('dash')}. Revenu annuel du foyer : "
              f"{c.amount()} pour {c.dc('6 personnes')} à charge."),
            P(f"Situation particulière : l'étudiant(e) présente une {c.hl()} reconnue par la carte "
              f"d'handicap ; une majoration de {c.dc('30 %')} est sollicitée."),
            SIG([f"Fait à Sousse, le {c.ddate()}", "Signature de l'étudiant(e)"]),
        ]
    if v == 1:   # en md
        mom = c.person("mother", "f")
        return [
            H("Merit scholarship application"),
            P(f"Programme: MSc Renewable Energy — call {c.ref('MSC')} — deadline {c.ddate('enlong')}"),
            H("Applicant", 2),
            KV([("Full name", c.N(stu, "fl")), ("Date of birth", c.dob("us", years=(1996, 2002))), ("Passport", c.pp()),
                ("National ID", c.cin()), ("Address", c.addr()), ("Phone", c.ph("intl_compact")),
                ("Email", c.em(stu))], "colon"),
            H("Household", 2),
            B([f"Mother: {c.N(mom, 'FL')}, teacher, tax ID {c.mf('spaced')}",
               f"Household income: {c.amount()}", f"Bank account for the stipend: {c.iban('four')}"]),
            P(f"Medical circumstances (optional): {c.hl()}."),
            P(f"Grade point average {c.dc('15.42/20')}, ranked {c.dc('3rd of 118')}."),
        ]
    # mixed csv
    rows = [["N°", "Nom et prénom", "الاسم واللقب", "Date naiss.", "CIN", "Téléphone", "RIB", "Handicap / إعاقة", "Score"]]
    for i in range(5):
        p = c.person(f"app{i}")
        rows.append([c.dc(f"B{c.r.randrange(100, 999)}"), c.N(p, "LF"), c.N(p, "ar"), c.dob(years=(1998, 2006)), c.cin(),
                     c.ph(), c.rib(), (c.hl("ar") if i % 2 else c.hl()) if i < 4 else "",
                     c.dc(f"{c.r.randrange(50, 99)},{c.r.randrange(10, 99)} pts")])
    return ("csv", rows, ",")


def k_parking_fines(c, v):
    if v == 0:   # fr csv
        rows = [["N° PV", "Date", "Heure", "Immatriculation", "Lieu", "Montant", "Propriétaire",
                 "Adresse propriétaire", "Statut"]]
        for i in range(6):
            p = c.person(f"owner{i}")
            rows.append([c.dc(f"PV{c.r.randrange(1000000, 9999999)}"), c.ddate(), c.hour(),
                         c.plate(c.r.choice(["tu", "ar", "tuglued", "rs"])),
                         c.dc(c.r.choice(["Rue d'Espagne", "Place de la Monnaie", "Parking Lac 2"])),
                         c.small_amount("TND"), c.N(p, c.r.choice(["LF", "fl"])), c.addr("short"),
                         c.r.choice(["impayé", "payé", "contesté"])])
        return ("csv", rows, ",")
    if v == 1:   # ar md
        rows = []
        for i in range(4):
            p = c.person(f"owner{i}")
            rows.append([c.dc(f"م{c.r.randrange(10000, 99999)}"), c.ddate(), c.plate(c.r.choice(["ar", "arind"])),
                         c.N(p, c.r.choice(["ar", "arLF"])), c.cin(), c.small_amount("د")])
        agent = c.person("agent")
        return [
            H("قائمة المخالفات المرورية غير المستخلصة"),
            P(f"بلدية صفاقس — الشرطة البلدية — تم الاستخراج في {c.ddate('arlong')}"),
            T(["عدد المحضر", "التاريخ", "رقم السيارة", "المالك", "بطاقة التعريف", "الخطية"], rows),
            P(f"يجب الخلاص في أجل {c.dc('30 يوما')} طبقا لأحكام {c.dc('الفصل 85 من مجلة الطرقات')}."),
            SIG([f"العون المحرر: {c.N(agent, 'ar')}"]),
        ]
    # en csv |
    rows = [["ticket#", "issued", "plate", "zone", "fine", "owner", "owner phone", "paid with card"]]
    for i in range(5):
        p = c.person(f"owner{i}", foreign=(i == 2))
        rows.append([c.dc(f"T-{c.r.randrange(100000, 999999)}"), c.ddate("iso"),
                     c.plate("fr" if i == 2 else c.r.choice(["tu", "tun", "rs"])), c.dc(f"Zone {c.r.choice('ABCD')}"),
                     c.small_amount("TND"), c.N(p, c.r.choice(["fl", "up"])), c.ph(),
                     c.card() if i % 2 == 0 else c.dc(f"cash receipt {c.r.randrange(1000, 9999)}")])
    return ("csv", rows, "|")


def k_home_care(c, v):
    pat, nur = c.person("patient"), c.person("nurse")
    if v == 0:   # fr md
        fam = c.person("family")
        visits = [[c.ddate(), c.hour(), c.dc(f"TA {c.r.randrange(10, 16)}/{c.r.randrange(6, 10)}"),
                   c.dc(f"glycémie {c.r.randrange(80, 250) / 100:.2f} g/l".replace(".", ",")), c.N(nur, "ini")]
                  for _ in range(4)]
        return [
            H("Soins infirmiers à domicile — carnet de visites"),
            KV([("Patient(e)", c.N(pat, "LF")), ("Né(e) le", c.dob("long")), ("N° CNSS / CNAM", c.cnss("space")),
                ("Adresse", c.addr("resid")), ("Personne à prévenir", f"{c.N(fam, 'fl')} — {c.ph('intl_sp')}")], "colon"),
            P(f"Prescription : {c.hl()} ; pansement quotidien d'un {c.hl()}."),
            T(["Date", "Heure", "Tension", "Glycémie", "Infirmier(e)"], visits),
            P(f"Forfait mensuel : {c.amount()} — prise en charge {c.dc('80 %')}"),
        ]
    if v == 1:   # mixed txt
        return [
            H("Carnet de soins à domicile — دفتر العلاج بالمنزل"),
            RAW(f"Patient / المريض :\n{c.N(pat, 'FL')}\n{c.N(pat, 'arbin')}\n"
                f"Né le / تاريخ الولادة : {c.dob('slash')}\nCIN : {c.cin()}\n"
                f"Adresse / العنوان : {c.addr('full', lang='ar')}"),
            B([f"{c.ddate()} {c.hour()} — injection, {c.hl()}",
               f"{c.ddate()} {c.hour()} — حقنة، {c.hl('ar')}",
               f"{c.ddate()} {c.hour()} — contrôle tension {c.dc('14/9')}"], "•"),
            P(f"Infirmière / الممرضة : {c.N(nur, 'fl')} ({c.ph('00_sp')})"),
            P(f"Facture {c.ref('SAD')} — {c.amount()}"),
        ]
    # ar csv
    rows = [["سجل الزيارات المنزلية", f"المريض: {c.N(pat, 'arbin')}", f"رقم الضمان الاجتماعي: {c.cnss('dash', arabic=True)}"],
            ["التاريخ", "الساعة", "العلاج", "الممرض", "ملاحظات"]]
    for i in range(4):
        rows.append([c.ddate(), c.hour(), c.hl() if i < 2 else c.dc("قيس الضغط"), c.N(nur, "ar"),
                     c.dc(f"الحرارة {c.r.randrange(36, 39)}.{c.r.randrange(0, 9)}")])
    rows.append(["العنوان", c.addr("full"), "", "", f"هاتف العائلة {c.ph('local_sp')}"])
    return ("csv", rows, ",")


def k_pension(c, v):
    ret, spo = c.person("retiree"), c.person("spouse")
    if v == 0:   # fr txt dots
        return [
            H("CAISSE NATIONALE DE SÉCURITÉ SOCIALE — DOSSIER DE PENSION DE RETRAITE"),
            P(f"Bureau régional de Sfax — dossier {c.ref('RET')} — reçu le {c.ddate()}"),
            KV([("Assuré(e)", c.N(ret, "LF")), ("Date de naissance", c.dob("dot", years=(1940, 1964))), ("CIN", c.cin()),
                ("Matricule CNSS", c.cnss("dash")), ("Adresse", c.addr("short")), ("Téléphone", c.ph("00_dots")),
                ("Conjoint(e)", c.N(spo, "frbin")), ("RIB de versement", c.rib("dash"))], "dots"),
            P(f"Invalidité reconnue : {c.hl()} (taux {c.dc('60 %')}). Pension calculée selon la "
              f"{c.dc('loi n° 85-12')} : {c.amount()} par trimestre."),
            SIG(["Pièces jointes : attestation de carrière, extrait de naissance.", "", "Signature de l'assuré(e)"]),
        ]
    if v == 1:   # ar docx
        return [
            H("ملف جراية التقاعد"),
            P(f"الصندوق الوطني للضمان الاجتماعي — المرجع {c.ref('TQ')}"),
            KV([("المنخرط", c.N(ret, "arbin")), ("تاريخ الولادة", c.dob("ymd", years=(1940, 1964))),
                ("رقم بطاقة التعريف", c.cin(arabic=True)), ("المعرف بالصندوق", c.cnss("slash")),
                ("العنوان", c.addr("resid")), ("الهاتف القار", c.ph("local_sp", land=True)),
                ("الحساب البريدي الجاري", c.iban("split"))], "twocol"),
            P(f"القرين: {c.N(spo, 'ar')}، المولود(ة) في {c.dob('arlong')}."),
            P(f"الحالة الصحية: {c.hl()} مع {c.hl()}. المبلغ الشهري المقترح {c.amount()}."),
            SIG(["إمضاء المعني بالأمر", "ختم المصلحة"]),
        ]
    # en md
    return [
        H("Survivor pension file — summary"),
        P(f"File {c.ref('SP')} opened on {c.ddate('enlong')} after the death of the insured person."),
        KV([("Deceased member", c.N(ret, "FL")), ("Member's date of birth", c.dob("uk", years=(1945, 1975))),
            ("Social security no.", c.cnss("space")), ("Claimant (spouse)", c.N(spo, "fl")),
            ("Claimant ID card", c.cin()), ("Claimant address", c.addr()),
            ("Claimant phone", c.ph("intl_dash")), ("Payment IBAN", c.iban("compact"))], "nextline"),
        P(f"The claimant receives a disability allowance for {c.hl()}; the combined amount is capped at "
          f"{c.amount()} per month ({c.dc('Decree No. 2002-3178')})."),
    ]


def k_dental_lab(c, v):
    den = c.person("dentist")
    if v == 0:   # fr csv ;
        rows = [["Laboratoire Prothèse Émeraude", f"MF dentiste : {c.mf('glued')}", f"Dr {c.N(den, 'LF')}"],
                ["Bon", "Patient", "Dents", "Travail", "Teinte", "Remarque clinique", "Livraison"]]
        for i in range(5):
            p = c.person(f"pat{i}")
            rows.append([c.dc(f"LAB-{c.r.randrange(1000, 9999)}"),
                         c.N(p, c.r.choice(["ini", "LF", "fl"])), c.dc(f"{c.r.randrange(11, 48)}-{c.r.randrange(11, 48)}"),
                         c.dc(c.r.choice(["couronne zircone", "bridge céramo-métal", "gouttière occlusale", "stellite"])),
                         c.dc(c.r.choice(["A2", "A3", "B1", "A3.5"])), c.hl() if i != 2 else "RAS", c.ddate()])
        rows.append(["Cabinet", c.addr("short"), c.ph(land=True)])
        return ("csv", rows, ";")
    if v == 1:   # en docx
        p = c.person("patient")
        return [
            H("Dental laboratory work order"),
            P(f"Order {c.ref('DLO')} — due {c.ddate('enlong')} — lab: Pearl Ceramics, {c.cp()} Sousse — "
              f"courier tracking {c.dc(group(bad_card16(c.r), [4] * 4))}"),
            KV([("Prescribing dentist", f"Dr {c.N(den, 'fl')}"), ("Practice phone", c.ph("intl_sp", land=True)),
                ("Practice email", c.em(den)), ("Patient", c.N(p, "FL")), ("Patient DOB", c.dob("iso")),
                ("Medical alert", c.hl())], "twocol"),
            T(["Tooth", "Restoration", "Material", "Shade"],
              [[c.dc("tooth 36"), c.dc("crown"), c.dc("lithium disilicate"), c.dc("A2")],
               [c.dc("teeth 11-21"), c.dc("veneers"), c.dc("feldspathic porcelain"), c.dc("BL3")]]),
            P(f"Patient also presents {c.hl()}; avoid metal framework. Fee agreed: {c.amount()}."),
            SIG(["Signature of the dentist", "Received by the lab:"]),
        ]
    # mixed md
    p = c.person("patient")
    return [
        H("Bon de commande prothèse — طلب تركيب"),
        P(f"Cabinet du Dr {c.N(den, 'FL')} — الدكتور {c.N(den, 'ar')} — MF {c.mf('lead')}"),
        KV([("Patient / المريض", c.N(p, "Lf")), ("الاسم بالعربية", c.N(p, "ar")),
            ("Date de naissance", c.dob("slash")), ("Antécédents / السوابق", c.hl() + " / " + c.hl("ar"))], "paren"),
        T(["Dent", "Travail", "Teinte"], [[c.dc("dent 46"), c.dc("inlay-core"), c.dc("A3")],
                                          [c.dc("dent 47"), c.dc("couronne"), c.dc("A3")]]),
        P(f"Livraison avant le {c.ddate()} — montant {c.amount()}"),
    ]


def k_group_chat(c, v):
    ppl = [c.person(f"m{i}") for i in range(4)]
    if v == 0:   # mixed txt whatsapp android
        d = c.ddate()
        lines = [f"{d}, {c.dc('20:14')} - Les messages sont chiffrés de bout en bout.",
                 f"{d}, 20:15 - {c.N(ppl[0], 'fl')}: سلام عليكم، voici l'adresse pour la fête de samedi : {c.addr('short')}",
                 f"{d}, 20:17 - {c.ph('intl_sp')}: Merci ! c'est qui ce numéro ? je suis {c.N(ppl[1], 'ar')}",
                 f"{d}, 20:18 - {c.N(ppl[2], 'low')}: pour la cotisation ({c.small_amount()}) virez sur {c.rib('four')}",
                 f"{d}, 20:21 - {c.N(ppl[0], 'fl')}: ولدي عندو {c.hl('ar')} ما نجمش نجي نهار السبت",
                 f"{d}, 20:24 - {c.N(ppl[3], 'fl')}: je passe vous prendre avec la voiture {c.plate('ar')}",
                 f"{d}, 20:25 - {c.N(ppl[3], 'fl')}: <Médias omis>",
                 f"{d}, 20:31 - {c.N(ppl[1], 'ar')}: رقمي الجديد {c.ph('local_sp')} سجلوه"]
        return [RAW("\n".join(lines))]
    if v == 1:   # fr txt iOS
        d = c.ddate()
        lines = [f"[{d} 08:12:45] {c.N(ppl[0], 'FL')}: Bonjour à tous, réunion des parents d'élèves jeudi à {c.hour()}",
                 f"[{d} 08:13:10] {c.N(ppl[1], 'fl')}: Ok. Ma fille ne pourra pas faire le sport ({c.hl()})",
                 f"[{d} 08:15:02] {c.N(ppl[2], 'Lf')}: Qui a le numéro de la maîtresse ?",
                 f"[{d} 08:15:40] {c.N(ppl[0], 'FL')}: {c.ph('pairs_dots')}",
                 f"[{d} 08:16:05] {c.N(ppl[3], 'fl')}: et son mail {c.em(ppl[3])} (c'est moi qui fais le suivi)",
                 f"[{d} 08:20:11] {c.N(ppl[1], 'fl')}: sortie au musée : {c.small_amount()} par enfant, "
                 f"{c.dc('bus n° 17')}",
                 f"[{d} 08:22:30] {c.N(ppl[2], 'Lf')}: mon fils est né le {c.dob('slash', child=True)}, il a droit au tarif réduit ?",
                 f"[{d} 08:23:00] {c.N(ppl[0], 'FL')}: oui jusqu'à {c.dc('12 ans')}"]
        return [RAW("\n".join(lines))]
    # en txt generic export
    lines = [f"--- Chat export: Flatmates Sousse ({c.ddate('iso')}) ---",
             f"{c.N(ppl[0], 'fl')} [{c.dc('09:02')}]: rent is due, send your share ({c.amount()}) to {c.iban('four')}",
             f"{c.N(ppl[1], 'fl')} [09:05]: done. also my card {c.card('sp')} was charged twice for internet??",
             f"{c.N(ppl[2], 'fl')} [09:07]: the landlord's new number is {c.ph('00_sp')}",
             f"{c.N(ppl[3], 'fl')} [09:10]: I'm at the clinic, they confirmed {c.hl()} :(",
             f"{c.N(ppl[0], 'fl')} [09:11]: so sorry. I'll move your car ({c.plate('tu')}) before noon",
             f"{c.N(ppl[2], 'fl')} [09:15]: parcel came for you at {c.addr()}"]
    return [RAW("\n".join(lines))]


def k_internship(c, v):
    stu, tut, aca = c.person("intern"), c.person("tutor"), c.person("academic")
    if v == 0:   # fr docx
        return [
            H("CONVENTION DE STAGE D'INITIATION"),
            P(f"Entre l'Institut supérieur des études technologiques de Nabeul et la société Dunes Logiciels "
              f"SARL, {c.cp()} Nabeul, convention {c.ref('CS')}."),
            KV([("Stagiaire", c.N(stu, "FL")), ("Né(e) le", c.dob("slash", years=(1998, 2005))), ("CIN", c.cin()),
                ("Domicile", c.addr("full")), ("Portable", c.ph("intl_dash")),
                ("E-mail", c.em(stu)), ("N° d'affiliation CNSS", c.cnss("space"))], "twocol"),
            P(f"Encadrant en entreprise : {c.hon(tut)} {c.N(tut, 'LF')} ; encadrant académique : "
              f"{c.N(aca, 'fl')}."),
            P(f"Durée : {c.dc('8 semaines')}, du {c.ddate()} au {c.ddate()}, horaires {c.dc('8h30-17h00')}. "
              f"Gratification mensuelle de {c.small_amount()} virée sur le compte {c.rib('std')}."),
            P(f"Aménagement de poste demandé en raison de : {c.hl()}."),
            SIG(["Pour l'établissement", "Pour l'entreprise", "Le stagiaire"]),
        ]
    if v == 1:   # en txt
        return [
            H("INTERNSHIP AGREEMENT"),
            P(f"Agreement no. {c.ref('INT')} between Lagoon Analytics Ltd ({c.cp()} Monastir) and the intern "
              f"named below, under {c.dc('Law No. 2009-21')}."),
            KV([("Intern", c.N(stu, "fl")), ("Date of birth", c.dob("uk", years=(1998, 2005))), ("Passport", c.pp()),
                ("National ID", c.cin()), ("Home address", c.addr()), ("Mobile", c.ph("00_dots")),
                ("Social security", c.cnss("dash"))], "colon"),
            P(f"Supervisor: {c.N(tut, 'FL')} ({c.em(tut, 'lagoon-analytics.tn')}). Academic referee: "
              f"Prof. {c.N(aca, 'ini')}."),
            P(f"Stipend {c.amount()} per month, paid to {c.iban('split')}. The intern declared {c.hl()}; "
              f"reasonable adjustments apply."),
            SIG(["Signed:", "", "Intern ____________      Company ____________"]),
        ]
    # mixed docx
    return [
        H("Convention de stage — اتفاقية تربص"),
        P(f"Référence / المرجع : {c.ref('TRB')}"),
        KV([("Stagiaire / المتربص", c.N(stu, "LF")), ("بالعربية", c.N(stu, "arbin")),
            ("Date de naissance / تاريخ الولادة", c.dob("dash", years=(1998, 2005))),
            ("CIN / ب.ت.و", c.cin(arabic=True)), ("Adresse / العنوان", c.addr("full", lang="ar")),
            ("Téléphone / الهاتف", c.ph("pairs_sp")), ("E-mail", c.em(stu))], "twocol"),
        P(f"Tuteur / المؤطر : {c.N(tut, 'fl')} — {c.N(tut, 'ar')}"),
        P(f"Le stagiaire bénéficie d'une indemnité de {c.small_amount()} — يتمتع المتربص بمنحة شهرية."),
        P(f"Matricule fiscal de l'encadrant indépendant : {c.mf('slash')}"),
        SIG(["Signatures / الإمضاءات"]),
    ]


def k_vehicle_inspection(c, v):
    own = c.person("owner")
    if v == 0:   # fr md
        return [
            H("Procès-verbal de visite technique périodique"),
            P(f"Centre de contrôle de Ben Arous — PV {c.ref('VT')} — {c.ddate()} à {c.hour()}"),
            KV([("Immatriculation", c.plate("tu")), ("Propriétaire", c.N(own, "LF")), ("CIN", c.cin()),
                ("Adresse", c.addr("short")), ("Téléphone", c.ph("paren_dash"))], "nextline"),
            T(["Organe", "Constat", "Gravité"],
              [[c.dc("Freinage"), c.dc("déséquilibre 32 %"), c.dc("majeur")],
               [c.dc("Éclairage"), c.dc("feu de croisement gauche"), c.dc("mineur")],
               [c.dc("Pneumatiques"), c.dc("usure 1,4 mm"), c.dc("majeur")]]),
            P(f"Kilométrage relevé : {c.dc('148 532 km')}. Contre-visite avant le {c.ddate()}. "
              f"Redevance : {c.small_amount()}."),
        ]
    if v == 1:   # ar csv
        rows = [["محضر الفحص الفني للعربات", "", "", "", ""],
                ["رقم التسجيل", "المالك", "بطاقة التعريف", "النتيجة", "تاريخ الفحص"]]
        for i in range(5):
            p = c.person(f"own{i}")
            rows.append([c.plate(c.r.choice(["ar", "arind", "tu", "rs"])), c.N(p, c.r.choice(["ar", "arbin"])),
                         c.cin(), c.dc(c.r.choice(["مقبول", "مرفوض", "فحص مضاد"])), c.ddate()])
        rows.append(["العون الفاحص", c.N(c.person("inspector"), "ar"), "", c.dc("المعلوم 35 دينار"), ""])
        return ("csv", rows, ",")
    # mixed docx
    return [
        H("Rapport de visite technique — تقرير الفحص الفني"),
        KV([("Immatriculation / رقم التسجيل", c.plate("ar")), ("Ancienne plaque", c.plate("tuglued")),
            ("Propriétaire / المالك", c.N(own, "FL")), ("المالك بالعربية", c.N(own, "ar")),
            ("Né le / تاريخ الولادة", c.dob("slash")), ("CIN", c.cin()),
            ("Adresse / العنوان", c.addr("full"))], "twocol"),
        P(f"Résultat : favorable — النتيجة: مقبول — valable jusqu'au {c.ddate()}"),
        P(f"Le conducteur déclare : {c.hl()} — permis avec mention {c.dc('code 01')}."),
        P(f"Montant payé / المبلغ : {c.amount()} — reçu {c.ref('RC')}"),
    ]


KINDS = [
    ("notarial_deed", k_notarial_deed, [("fr", "docx"), ("ar", "txt"), ("mixed", "md")]),
    ("pharmacy_log", k_pharmacy_log, [("fr", "csv"), ("ar", "csv"), ("en", "md")]),
    ("driving_school", k_driving_school, [("fr", "txt"), ("mixed", "docx"), ("en", "csv")]),
    ("sports_licence", k_sports_licence, [("fr", "md"), ("ar", "docx"), ("en", "txt")]),
    ("discharge_sheet", k_discharge_sheet, [("fr", "csv"), ("en", "csv"), ("mixed", "md")]),
    ("customs_declaration", k_customs, [("fr", "docx"), ("en", "txt"), ("ar", "md")]),
    ("tenant_complaint", k_tenant_complaint, [("fr", "txt"), ("ar", "txt"), ("en", "docx")]),
    ("civil_status_extract", k_civil_status, [("ar", "docx"), ("mixed", "txt"), ("fr", "md")]),
    ("scholarship_application", k_scholarship, [("fr", "docx"), ("en", "md"), ("mixed", "csv")]),
    ("parking_fines", k_parking_fines, [("fr", "csv"), ("ar", "md"), ("en", "csv")]),
    ("home_care_log", k_home_care, [("fr", "md"), ("mixed", "txt"), ("ar", "csv")]),
    ("pension_file", k_pension, [("fr", "txt"), ("ar", "docx"), ("en", "md")]),
    ("dental_lab_order", k_dental_lab, [("fr", "csv"), ("en", "docx"), ("mixed", "md")]),
    ("group_chat_export", k_group_chat, [("mixed", "txt"), ("fr", "txt"), ("en", "txt")]),
    ("internship_agreement", k_internship, [("fr", "docx"), ("en", "txt"), ("mixed", "docx")]),
    ("vehicle_inspection", k_vehicle_inspection, [("fr", "md"), ("ar", "csv"), ("mixed", "docx")]),
]


# --------------------------------------------------------------------- driver
def _inside(small, big):
    """small occurs in big as a whole token run (no letter/digit glued on either side)."""
    return re.search(r"(?<![^\W_])" + re.escape(small) + r"(?![^\W_])", big) is not None


def _check(text, sens, decs, fname):
    for s in sens:
        if s["value"] not in text:
            raise AssertionError(f"{fname}: {s['type']} {s['value']!r} not verbatim")
    masked = text
    for s in sorted(sens, key=lambda s: -len(s["value"])):
        masked = masked.replace(s["value"], "\u2588")
    for d in decs:
        if d not in masked:
            raise AssertionError(f"{fname}: decoy {d!r} only inside sensitive values")
        for s in sens:
            if _inside(s["value"], d) or _inside(d, s["value"]):
                raise AssertionError(f"{fname}: decoy {d!r} overlaps {s['value']!r}")


def generate(seed, out, names_dir=DEF_NAMES, corpus_manifest=DEF_MANIFEST):
    refuser = Refuser(names_dir, corpus_manifest)
    os.makedirs(out, exist_ok=True)
    manifest, idx = [], 0
    for kind, fn, variants in KINDS:
        for v, (lang, fmt) in enumerate(variants):
            idx += 1
            c = Ctx(seed, idx, lang, fmt, refuser, set())
            res = fn(c, v)
            fname = f"{idx:03d}_{kind}_{lang}.{fmt}"
            path = os.path.join(out, fname)
            if fmt == "csv":
                assert res[0] == "csv", fname
                text = csv_text(res[1], res[2])
                data = text.encode("utf-8")
            elif fmt == "docx":
                xml = render_docx_xml(res, random.Random(f"gen9|{seed}|{idx}|runs"))
                text = docx_text(xml)
                data = docx_bytes(xml)
            else:
                text = (render_md if fmt == "md" else render_txt)(res)
                data = text.encode("utf-8")
            _check(text, c.sens, c.dec, fname)
            with open(path, "wb") as fh:
                fh.write(data)
            manifest.append({"file": fname, "lang": lang, "kind": kind, "format": fmt, "expect": "ok",
                             "sensitive": c.sens, "decoys": c.dec})
    with open(os.path.join(out, "manifest.json"), "w", encoding="utf-8") as fh:
        json.dump(manifest, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
    return manifest


def main(argv=None):
    ap = argparse.ArgumentParser(description="Ninth held-out document generator for Caviard.")
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--names-dir", default=DEF_NAMES)
    ap.add_argument("--corpus-manifest", default=DEF_MANIFEST)
    a = ap.parse_args(argv)
    m = generate(a.seed, a.out, a.names_dir, a.corpus_manifest)
    n = sum(len(d["sensitive"]) for d in m)
    print(f"wrote {len(m)} documents, {n} sensitive values, "
          f"{sum(len(d['decoys']) for d in m)} decoys to {a.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
