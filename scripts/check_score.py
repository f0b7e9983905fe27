#!/usr/bin/env python3
"""Gate on a score.py --json report: fail on a crash, a panic, a timeout, or any document whose
outcome differs from the manifest's expectation (a refused 'ok' document, an accepted 'error'
one). Recall floors are reported, not enforced: they are the issue's goal, not a landing gate."""
import json
import sys

text = open(sys.argv[1], encoding="utf-8").read()
report, _ = json.JSONDecoder().raw_decode(text)
bad = []
for d in report["documents"]:
    if d.get("crash") or d.get("timeout") or "panicked" in (d.get("stderr") or ""):
        bad.append(f"{d['file']}: crash/panic/timeout (rc={d.get('rc')})")
    elif d.get("outcome") != "ok":
        bad.append(f"{d['file']}: expected {d['expect']}, outcome {d.get('outcome')} rc={d.get('rc')} {d.get('stderr', '')[:120]}")
print(f"corpus: recall={report['recall']} decoy_survival={report['decoy_survival']} "
      f"errors_ok={report['errors_ok']}/{report['errors_expected']}")
for t, v in sorted(report["per_type"].items()):
    print(f"  {t:<9} recall={v['recall']}  ({v['total'] - v['leaked']}/{v['total']})")
if bad:
    print("corpus gate FAILED:")
    for b in bad:
        print("  " + b)
    sys.exit(1)
print("corpus gate: no crash, every document has its expected outcome")
