#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""List every leak and destroyed decoy of a score.py JSON report with the line it came from.

    misses.py --report score.json --set DIR [--cmd 'caviard mask {file}']
    misses.py --by-cause --report score.json --set DIR [--report ... --set ...] [--examples N]
    misses.py --summary --report score.json --set DIR [--fail-on-crash]
    misses.py --by-form --report score.json --set DIR [--report ... --set ...]

With --cmd, the masked line is printed under the source line (the tool is run again on the
documents that leaked).  With --by-cause, leaks are grouped by the form of the value and its
context (the forms gen.py writes), with a count, the share of all leaks and three examples;
several report/set pairs (seeds) can be pooled.  --summary prints recall per type, decoy
survival and the score.py summary line (--fail-on-crash: exit 1 on a crash, a timeout or a
refused document).  --by-form counts masked/total for every PERSON, ADDRESS, DOB and PHONE
value by its written form (it needs the set's manifest.json).  Python standard library only; .docx is read
with zipfile.
"""
import argparse
import collections
import json
import os
import re
import shlex
import subprocess
import sys
import zipfile


def read_text(path):
    if path.endswith(".docx"):
        with zipfile.ZipFile(path) as z:
            xml = z.read("word/document.xml").decode("utf-8")
        paras = re.findall(r"<w:p>(.*?)</w:p>", xml)
        out = []
        for p in paras:
            t = "".join(re.findall(r"<w:t[^>]*>(.*?)</w:t>", p))
            out.append(t.replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&"))
        return "\n".join(out)
    with open(path, encoding="utf-8") as f:
        return f.read()


def line_of(text, value):
    first = value.split("\n")[0]
    for line in text.split("\n"):
        if first in line:
            return line.strip()
    return "?"


def _ar(s):
    return re.search("[\u0600-\u06ff]", s) is not None


def cause(leak, src):
    """The reason a value most likely leaked, from its written form and its line."""
    v, f, t = leak["value"], leak["found"], leak["type"]
    whole = f.casefold() == re.sub(r"\s+", " ", v).casefold()
    if t == "PERSON":
        chain = _ar(v) and re.search(r" (بن|بنت) ", v)
        line = src.lstrip("# ")
        if " " not in v:
            return "PERSON: a first or family name alone in a form field (\"Prénom : X\")"
        if chain and not whole and v.split()[-1] == f:
            return "PERSON: Arabic filiation chain, the family name after the chain is left"
        if chain and not whole:
            return "PERSON: Arabic filiation chain, another part is left"
        if re.search(r"(?<!\w)\w\. ", v):
            return "PERSON: Latin name with a middle initial (\"X K. Y\")"
        if not whole:
            return "PERSON: only one part of a two-part name is masked"
        if line == v or re.match(re.escape(v) + r"\s*[,;|(]", line):
            return "PERSON: name alone on its line (CV header, signature, list)"
        if _ar(v):
            return "PERSON: Arabic name without a title, in running text"
        if re.search(r"\b(the|for|by|and|name|of|Copy|beneficiary|Signed)\b", src):
            return "PERSON: Latin name without a title, in English running text"
        return "PERSON: Latin name without a title, in French running text"
    if t == "ADDRESS":
        if v.startswith("Résidence"):
            return "ADDRESS: \"Résidence X, bloc B, appt N, CP Ville\""
        if v.startswith("إقامة"):
            return "ADDRESS: \"إقامة X، عمارة ب، شقة N، مدينة\""
        if re.search(r" n° \d+", v):
            return "ADDRESS: street first, number after \"n°\" (\"avenue X n° 12, Ville CP\")"
        if re.search(r" عدد \d+", v):
            return "ADDRESS: Arabic street first, number after \"عدد\""
        if "شارع" in v:
            return "ADDRESS: Arabic \"N شارع X، مدينة\" without a postcode"
        return "ADDRESS: other form" + (" (split over two lines)" if "\n" in v else "")
    if t == "DOB":
        if re.search(r"\bDN :", src):
            return "DOB: after the abbreviation \"DN :\""
        if re.search(r"\d(st|nd|rd|th) ", v):
            return "DOB: English ordinal day (\"23rd February 1963\")"
        return "DOB: other form"
    if t == "PHONE":
        if re.fullmatch(r"\d{8}", v):
            return "PHONE: bare 8-digit national number without a phone word"
        if not v.startswith(("+216", "(+216", "00216")):
            return "PHONE: foreign number"
        return "PHONE: other form"
    return f"{t}: other"


def form(item, src, fmt):
    """The written form of a value (PERSON, ADDRESS, DOB, PHONE), whether it leaked or not."""
    v, t = item["value"], item["type"]
    if t == "PERSON":
        if re.search(r" (بن|بنت) ", v):
            return "PERSON: Arabic filiation chain (الاسم بن الأب [بن الجد] اللقب)"
        if _ar(v):
            return "PERSON: Arabic name (الاسم اللقب)"
        if " " not in v:
            return "PERSON: one name alone (form field, CSV name column)"
        if re.search(r"(?<!\w)\w\. ", v):
            return "PERSON: Latin name with a middle initial"
        if v.split()[0].isupper():
            return "PERSON: Latin NOM Prénom / PRÉNOM NOM"
        return "PERSON: Latin Prénom Nom"
    if t == "ADDRESS":
        c = cause({"value": v, "found": v, "type": t}, "")
        if c.startswith("ADDRESS: other form"):
            return "ADDRESS: number first (\"12, rue X, CP Ville\", \"12 نهج X، CP مدينة\")" + (
                " (split over two lines)" if "\n" in v else "")
        return c
    if t == "DOB":
        c = cause({"value": v, "found": v, "type": t}, src)
        return "DOB: other birth contexts and forms" if c == "DOB: other form" else c
    if t == "PHONE":
        if re.fullmatch(r"\d{8}", v):
            if fmt == "csv":
                return "PHONE: bare 8 digits in a CSV column"
            if re.search(r"(?i)(t[ée]l|الهاتف)", src):
                return "PHONE: bare 8 digits after a phone word"
            return "PHONE: bare 8 digits without a phone word"
        if v.startswith(("+216", "(+216", "00216")):
            return "PHONE: +216 / 00216 forms"
        if re.fullmatch(r"[\d .\-]+", v):
            return "PHONE: national number with separators"
        return "PHONE: foreign " + ("+1 (NNN) NNN-NNNN" if v.startswith("+1 ") else "other countries")
    return None


def by_form(pairs):
    tot, lk = collections.Counter(), collections.Counter()
    for rep_path, set_dir in pairs:
        rep = load_report(rep_path)
        with open(os.path.join(set_dir, "manifest.json"), encoding="utf-8") as f:
            manifest = json.load(f)
        leaked = {(l["file"], l["type"], l["value"]) for l in rep["leaks"]}
        for d in manifest:
            text = None
            for item in d["sensitive"]:
                if item["type"] not in ("PERSON", "ADDRESS", "DOB", "PHONE"):
                    continue
                text = text if text is not None else read_text(os.path.join(set_dir, d["file"]))
                k = form(item, line_of(text, item["value"]), d.get("format", ""))
                tot[k] += 1
                lk[k] += (d["file"], item["type"], item["value"]) in leaked
    for k in sorted(tot):
        print(f"{tot[k] - lk[k]:5d}/{tot[k]:<5d} masked  {k}")
    return 0


def load_report(path):
    with open(path, encoding="utf-8") as f:
        raw = f.read().rstrip()
    last = raw.rfind("\n")
    if last > 0 and raw[last + 1:].startswith("recall="):   # score.py --json ends with its summary line
        raw = raw[:last]
    return json.loads(raw)


def summary(rep, fail_on_crash):
    print(f"{'type':<10}{'masked':>8}{'total':>7}{'recall':>9}")
    for t, v in rep["per_type"].items():
        if v["total"]:
            print(f"{t:<10}{v['total'] - v['leaked']:>8}{v['total']:>7}{v['recall']:>9.3f}")
    print(f"{'ALL':<10}{rep['sensitive_total'] - rep['leaked_total']:>8}{rep['sensitive_total']:>7}{rep['recall'] or 0:>9.3f}")
    print(f"decoys kept {rep['decoys_kept']}/{rep['decoys_total']}; crashes {rep['crashes']}, timeouts {rep['timeouts']}, "
          f"refused documents {rep['unexpected_errors']}, tool time {rep['total_seconds']} s")
    print(f"recall={rep['recall'] or 0:.3f} decoy_survival={rep['decoy_survival'] or 0:.3f} "
          f"errors_ok={rep['errors_ok']}/{rep['errors_expected']}")
    bad = sum(1 for d in rep["documents"] if d["outcome"] != "ok")
    if fail_on_crash and bad:
        print(f"misses.py: {bad} document(s) crashed, timed out or were refused", file=sys.stderr)
        return 1
    return 0


def by_cause(pairs, examples=3):
    groups = collections.defaultdict(list)
    total = 0
    for rep_path, set_dir in pairs:
        rep = load_report(rep_path)
        for l in rep["leaks"]:
            src = line_of(read_text(os.path.join(set_dir, l["file"])), l["value"])
            groups[cause(l, src)].append((l, src))
            total += 1
    print(f"{total} leaks")
    for c, items in sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        print(f"{len(items):5d} {100 * len(items) / total:5.1f}%  {c}")
        for l, src in items[:examples]:
            print(f"              {l['file']}: {l['value']!r} (left: {l['found']!r}) | {src[:120]}")
    return 0


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--report", required=True, action="append", help="score.py --json output (repeatable)")
    ap.add_argument("--set", required=True, action="append", help="directory holding the documents (one per --report)")
    ap.add_argument("--cmd", help="masking command, to show the masked line too")
    ap.add_argument("--by-cause", action="store_true", help="group the leaks by cause instead of listing them")
    ap.add_argument("--examples", type=int, default=3, help="examples per cause with --by-cause (default 3)")
    ap.add_argument("--summary", action="store_true", help="print recall per type and decoy survival")
    ap.add_argument("--by-form", action="store_true", help="masked/total per written form of PERSON, ADDRESS, DOB, PHONE")
    ap.add_argument("--fail-on-crash", action="store_true", help="with --summary: exit 1 on crash/timeout/refusal")
    a = ap.parse_args()
    if len(a.report) != len(a.set):
        ap.error("give one --set per --report")
    if a.summary:
        rc = summary(load_report(a.report[0]), a.fail_on_crash)
        if a.by_cause:
            by_cause(list(zip(a.report, a.set)), a.examples)
        return rc
    if a.by_form:
        return by_form(list(zip(a.report, a.set)))
    if a.by_cause:
        return by_cause(list(zip(a.report, a.set)), a.examples)
    if len(a.report) > 1:
        ap.error("listing takes one --report (pool several with --by-cause)")
    rep = load_report(a.report[0])
    a.set = a.set[0]
    masked = {}

    def masked_text(fn):
        if fn not in masked:
            full = a.cmd.replace("{file}", shlex.quote(os.path.join(a.set, fn)))
            masked[fn] = subprocess.run(full, shell=True, capture_output=True).stdout.decode("utf-8", "replace")
        return masked[fn]

    for l in sorted(rep["leaks"], key=lambda x: (x["type"], x["file"])):
        text = read_text(os.path.join(a.set, l["file"]))
        print(f"LEAK {l['type']:<8} {l['file']}: {l['value']!r} (found {l['found']!r})")
        print(f"   src: {line_of(text, l['value'])}")
        if a.cmd:
            out = masked_text(l["file"])
            frag = l["found"]
            hit = [ln for ln in out.split("\n") if frag.casefold() in ln.casefold()]
            print(f"   out: {hit[0].strip() if hit else '?'}")
    for d in rep["documents"]:
        for v in d.get("decoys_destroyed", []):
            text = read_text(os.path.join(a.set, d["file"]))
            print(f"OVERMASK {d['file']}: {v!r}")
            print(f"   src: {line_of(text, v)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
