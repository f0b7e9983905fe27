#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""List every leak and destroyed decoy of a score.py JSON report with the line it came from.

    misses.py --report score.json --set DIR [--cmd 'caviard mask {file}']

With --cmd, the masked line is printed under the source line (the tool is run again on the
documents that leaked).  Python standard library only; .docx is read with zipfile.
"""
import argparse
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


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--report", required=True, help="score.py --json output (its last line is ignored)")
    ap.add_argument("--set", required=True, help="directory holding the documents")
    ap.add_argument("--cmd", help="masking command, to show the masked line too")
    a = ap.parse_args()
    with open(a.report, encoding="utf-8") as f:
        raw = f.read()
    rep = json.loads(raw[:raw.rstrip().rfind("\n")] if raw.rstrip().endswith("errors_ok=" + raw.rstrip().split("errors_ok=")[-1]) else raw)
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
