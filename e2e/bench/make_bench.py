#!/usr/bin/env python3
"""Generate the synthetic documents of the desktop app's performance run (e2e/bench).

    python3 e2e/bench/make_bench.py OUT_DIR

writes OUT_DIR/bench_100_pages.pdf (100 pages of French prose with a few identifiers per page,
text layer in Helvetica/WinAnsi, written by hand with tests/fixtures/make_fixtures.py's helpers)
and OUT_DIR/bench_5000.txt (lines of invented people, each with a CIN, a phone number and an
e-mail: 5 000 findings with the names). Standard library only; every name and number is invented
(CINs and phones are generated from a counter). The output is deterministic.
"""

import importlib.util
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
spec = importlib.util.spec_from_file_location(
    "make_fixtures", HERE.parent.parent / "tests" / "fixtures" / "make_fixtures.py"
)
mf = importlib.util.module_from_spec(spec)
spec.loader.exec_module(mf)

FIRST = ["Sami", "Leila", "Karim", "Nadia", "Hichem", "Amel", "Walid", "Sonia", "Mehdi", "Ines"]
LAST = ["Gharbi", "Mansour", "Trabelsi", "Jaziri", "Ben Salah", "Hammami", "Ayari", "Dridi"]

PROSE = (
    "Le present rapport decrit les operations du service au cours de la periode. "
    "Les dossiers ont ete traites dans les delais prevus et transmis au comite de suivi. "
    "Aucune anomalie n'a ete relevee lors du controle interne du mois ecoule."
)


def page_lines(n: int):
    """About 45 lines: prose, and two people with their identifiers."""
    lines = [f"Rapport d'activite - page {n + 1}", ""]
    for k in range(2):
        i = 2 * n + k
        first, last = FIRST[i % len(FIRST)], LAST[(i // len(FIRST)) % len(LAST)]
        lines.append(f"M. {first} {last}, titulaire de la CIN n\u00b0 {10000000 + 7919 * i:08d},")
        lines.append(f"GSM : 98 {100 + i % 900:03d} {(123 + 37 * i) % 1000:03d}, dossier suivi.")
    words = PROSE.split()
    line = []
    while len(lines) < 45:
        for w in words:
            line.append(w)
            if len(" ".join(line)) > 80:
                lines.append(" ".join(line))
                line = []
                if len(lines) >= 45:
                    break
    return lines


def pdf_pages(pages) -> bytes:
    """A PDF with one text page per item of `pages` (lists of lines)."""
    n = len(pages)
    # 1 catalog, 2 pages, 3 font, then (page, content) pairs.
    kids = b" ".join(b"%d 0 R" % (4 + 2 * i) for i in range(n))
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [" + kids + b"] /Count %d >>" % n,
        mf.FONT,
    ]
    for i, lines in enumerate(pages):
        objects.append(
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] "
            b"/Resources << /Font << /F1 3 0 R >> >> /Contents %d 0 R >>" % (5 + 2 * i)
        )
        content = mf.text_content(lines).replace(b"/F1 12 Tf", b"/F1 10 Tf", 1)
        content = content.replace(b"72 720 Td", b"50 800 Td", 1).replace(b"14 TL", b"16 TL", 1)
        objects.append(mf.stream(b"", content))
    return mf.build_pdf(objects)


def many_findings(people: int) -> str:
    """`people` lines, each a name, a CIN, a phone and an e-mail (4 findings a line)."""
    out = ["Liste des adherents (document synthetique)", ""]
    for i in range(people):
        first, last = FIRST[i % len(FIRST)], LAST[(i // len(FIRST)) % len(LAST)]
        mail = f"{first.lower()}.{last.lower().replace(' ', '')}{i}@example.tn"
        out.append(
            f"M. {first} {last}, CIN n\u00b0 {10000000 + 7919 * i:08d}, "
            f"GSM : 98 {100 + i % 900:03d} {(123 + 37 * i) % 1000:03d}, e-mail {mail}"
        )
    return "\n".join(out) + "\n"


def main() -> None:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else ".")
    out.mkdir(parents=True, exist_ok=True)
    (out / "bench_100_pages.pdf").write_bytes(pdf_pages([page_lines(n) for n in range(100)]))
    (out / "bench_5000.txt").write_text(many_findings(1250), encoding="utf-8")


if __name__ == "__main__":
    main()
