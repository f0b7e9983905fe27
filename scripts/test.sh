#!/usr/bin/env bash
# Every test of the project, as CI runs them: the UI (svelte-check, vitest, build), format,
# lints, unit/integration/CLI and Tauri wiring tests, the desktop app's .deb and its WebDriver
# end-to-end tests under Xvfb (screenshots in target/e2e), and —
# when ../shared is present — the corpus, external-vector and generalisation-set scores (printed;
# the run fails on a crash, a panic or a wrong edge-case outcome). The generalisation set is
# generated on every run (tests/generalisation); a failure of its generator fails the run.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== ui: type check, unit tests, build (the app embeds ui/dist)"
(cd ui && npm run check && npm test && npm run build)
echo "== cargo fmt"
cargo fmt --all --check
echo "== cargo clippy"
cargo clippy --workspace --all-targets --locked -- -D warnings
echo "== module import cycles of the core (scripts/module_cycles.py: fails on any cycle)"
python3 scripts/module_cycles.py
echo "== cargo test"
cargo test --workspace --locked
echo "== TypeScript bindings (ts-rs): regenerate from the core, fail on drift"
rm -rf ui/src/lib/bindings
cargo test -p caviard --features ts --locked --lib export_bindings
if [ -n "$(git status --porcelain -- ui/src/lib/bindings)" ]; then
  echo "ui/src/lib/bindings differs from the core's types: commit the regenerated files" >&2
  git status --short -- ui/src/lib/bindings >&2
  exit 1
fi
echo "== release build"
cargo build --release --locked --bin caviard
echo "== desktop app: release build and .deb bundle (ui/dist embedded)"
# One release build serves both the .deb and the end-to-end tests below. TAURI_FRONTEND_PATH:
# the Tauri CLI would otherwise take the first package.json it finds (e2e/) as the frontend.
TAURI_FRONTEND_PATH="$PWD/ui" ui/node_modules/.bin/tauri build --bundles deb --ci
scripts/check_deb.sh target/release/bundle/deb/*.deb
echo "== desktop app end to end (WebDriver: tauri-driver + WebKitWebDriver, under Xvfb)"
# Fails with a clear message when tauri-driver, WebKitWebDriver, the binary or Xvfb is missing.
command -v xvfb-run >/dev/null || { echo "xvfb-run not found (apt-get install xvfb xauth)" >&2; exit 1; }
CAVIARD_APP=target/release/caviard-app \
    xvfb-run -a -s "-screen 0 1280x800x24" node e2e/run.mjs

shared=../shared
if [ -f "$shared/eval/score.py" ]; then
  echo "== corpus score ($shared/corpus)"
  python3 "$shared/eval/score.py" --manifest "$shared/corpus/manifest.json" \
      --cmd 'target/release/caviard mask {file}' --json > target/score.json || true
  python3 scripts/check_score.py target/score.json
  echo "== external vectors"
  python3 "$shared/eval/vectors.py" --cmd 'target/release/caviard mask {file}' | tail -n 12
else
  echo "== ../shared not found: corpus scoring skipped"
fi
echo "== generalisation set (tests/generalisation: invented names, unseen documents; recall is printed, not enforced)"
# The generator and its checks must succeed; the score is a measurement (docs/generalisation.md),
# except that a crash, a timeout or a refused document fails the run as on the corpus.
rm -rf target/generalisation
python3 tests/generalisation/gen.py --out target/generalisation
python3 tests/generalisation/test_gen.py 2>&1 | tail -n 1
python3 tests/generalisation/test_gen_kinds.py 2>&1 | tail -n 1
python3 tests/generalisation/test_gen_wild.py 2>&1 | tail -n 1
python3 tests/generalisation/test_gen_fresh.py 2>&1 | tail -n 1
python3 tests/generalisation/test_gen_sixth.py 2>&1 | tail -n 1
python3 tests/generalisation/test_gen_seventh.py 2>&1 | tail -n 1
python3 tests/generalisation/test_gen_eighth.py 2>&1 | tail -n 1
python3 tests/generalisation/test_gen_ninth.py 2>&1 | tail -n 1
python3 tests/generalisation/test_gen_tenth.py 2>&1 | tail -n 1
python3 tests/generalisation/test_gen_eleventh.py 2>&1 | tail -n 1
python3 tests/generalisation/test_gen_twelfth.py 2>&1 | tail -n 1
python3 tests/generalisation/test_gen_thirteenth.py 2>&1 | tail -n 1
python3 tests/generalisation/test_gen_fourteenth.py 2>&1 | tail -n 1
python3 tests/generalisation/test_gen_fifteenth.py 2>&1 | tail -n 1
python3 tests/generalisation/test_gen_sixteenth.py 2>&1 | tail -n 1
python3 tests/generalisation/test_gen_seventeenth.py 2>&1 | tail -n 1
python3 tests/generalisation/test_gen_eighteenth.py 2>&1 | tail -n 1
python3 tests/generalisation/test_gen_nineteenth.py 2>&1 | tail -n 1
python3 tests/generalisation/test_gen_twentieth.py 2>&1 | tail -n 1
python3 tests/generalisation/test_gen_twentyfirst.py 2>&1 | tail -n 1
python3 tests/generalisation/test_gen_twentysecond.py 2>&1 | tail -n 1
python3 tests/generalisation/test_gen_twentythird.py 2>&1 | tail -n 1
python3 tests/generalisation/test_gen_twentyfourth.py 2>&1 | tail -n 1
python3 tests/generalisation/test_gen_twentyfifth.py 2>&1 | tail -n 1
python3 tests/generalisation/test_gen_twentysixth.py 2>&1 | tail -n 1
if [ -f "$shared/eval/score.py" ]; then
  python3 "$shared/eval/score.py" --manifest target/generalisation/manifest.json \
      --cmd 'target/release/caviard mask {file}' --json > target/generalisation-score.json || true
  python3 tests/generalisation/misses.py --summary --by-cause --examples 0 --fail-on-crash \
      --report target/generalisation-score.json --set target/generalisation
  # score_set NAME GENERATOR ARGS...: writes the set into target/NAME with the generator (its
  # --out is added), scores it and prints its last two summary lines; a crash, a timeout or a
  # refused document fails the run
  score_set() {
    local name=$1
    shift
    rm -rf "target/$name"
    "$@" --out "target/$name"
    python3 "$shared/eval/score.py" --manifest "target/$name/manifest.json" \
        --cmd 'target/release/caviard mask {file}' --json > "target/$name-score.json" || true
    python3 tests/generalisation/misses.py --summary --fail-on-crash \
        --report "target/$name-score.json" --set "target/$name" | tail -n 2
  }
  g=tests/generalisation
  echo "== generalisation set with held-out real-looking Arabic names (gen.py --names held-out)"
  score_set generalisation-held-out python3 $g/gen.py --names held-out
  echo "== the corpus' layouts with invented names (tests/generalisation/swap_names.py; printed, not enforced)"
  score_set swapped python3 $g/swap_names.py --corpus "$shared/corpus"
  echo "== layouts of an independent generator (tests/generalisation/gen_layouts.py, seed 2; printed, not enforced)"
  score_set layouts python3 $g/gen_layouts.py --seed 2
  echo "== document kinds of a third independent generator (tests/generalisation/gen_kinds.py, seed 3; printed, not enforced)"
  score_set kinds python3 $g/gen_kinds.py --seed 3
  echo "== documents as they arrive (tests/generalisation/gen_wild.py, seed 4242; printed, not enforced)"
  score_set wild python3 $g/gen_wild.py --seed 4242
  echo "== new document kinds of a fifth independent generator (tests/generalisation/gen_fresh.py, seed 5; printed, not enforced)"
  score_set fresh python3 $g/gen_fresh.py --seed 5
  echo "== a sixth independent generator (tests/generalisation/gen_sixth.py, seed 6; printed, not enforced)"
  score_set sixth python3 $g/gen_sixth.py --seed 6
  echo "== a seventh independent generator (tests/generalisation/gen_seventh.py, seed 7; printed, not enforced)"
  score_set seventh python3 $g/gen_seventh.py --seed 7
  echo "== an eighth independent generator (tests/generalisation/gen_eighth.py, seed 8; printed, not enforced)"
  score_set eighth python3 $g/gen_eighth.py --seed 8
  echo "== a ninth independent generator (tests/generalisation/gen_ninth.py, seed 9; printed, not enforced)"
  score_set ninth python3 $g/gen_ninth.py --seed 9
  echo "== a tenth independent generator (tests/generalisation/gen_tenth.py, seed 10; printed, not enforced)"
  score_set tenth python3 $g/gen_tenth.py --seed 10
  echo "== an eleventh independent generator (tests/generalisation/gen_eleventh.py, seed 11; printed, not enforced)"
  score_set eleventh python3 $g/gen_eleventh.py --seed 11
  echo "== a twelfth independent generator (tests/generalisation/gen_twelfth.py, seed 12; printed, not enforced)"
  score_set twelfth python3 $g/gen_twelfth.py --seed 12
  echo "== a thirteenth independent generator (tests/generalisation/gen_thirteenth.py, seed 13; printed, not enforced)"
  score_set thirteenth python3 $g/gen_thirteenth.py --seed 13
  echo "== a fourteenth independent generator (tests/generalisation/gen_fourteenth.py, seed 14; printed, not enforced)"
  score_set fourteenth python3 $g/gen_fourteenth.py --seed 14
  echo "== a fifteenth independent generator (tests/generalisation/gen_fifteenth.py, seed 15; printed, not enforced)"
  score_set fifteenth python3 $g/gen_fifteenth.py --seed 15
  echo "== a sixteenth independent generator (tests/generalisation/gen_sixteenth.py, seed 16; printed, not enforced)"
  score_set sixteenth python3 $g/gen_sixteenth.py --seed 16
  echo "== a seventeenth independent generator (tests/generalisation/gen_seventeenth.py, seed 17; printed, not enforced)"
  score_set seventeenth python3 $g/gen_seventeenth.py --seed 17
  echo "== an eighteenth independent generator (tests/generalisation/gen_eighteenth.py, seed 18; printed, not enforced)"
  score_set eighteenth python3 $g/gen_eighteenth.py --seed 18
  echo "== a nineteenth independent generator (tests/generalisation/gen_nineteenth.py, seed 19; printed, not enforced)"
  score_set nineteenth python3 $g/gen_nineteenth.py --seed 19
  echo "== a twentieth independent generator (tests/generalisation/gen_twentieth.py, seed 20; printed, not enforced)"
  score_set twentieth python3 $g/gen_twentieth.py --seed 20
  echo "== a twenty-first independent generator (tests/generalisation/gen_twentyfirst.py, seed 21; printed, not enforced)"
  score_set twentyfirst python3 $g/gen_twentyfirst.py --seed 21
  echo "== a twenty-second independent generator (tests/generalisation/gen_twentysecond.py, seed 22; printed, not enforced)"
  score_set twentysecond python3 $g/gen_twentysecond.py --seed 22
  echo "== a twenty-third independent generator (tests/generalisation/gen_twentythird.py, seed 23; printed, not enforced)"
  score_set twentythird python3 $g/gen_twentythird.py --seed 23
  echo "== a twenty-fourth independent generator (tests/generalisation/gen_twentyfourth.py, seed 24; printed, not enforced)"
  score_set twentyfourth python3 $g/gen_twentyfourth.py --seed 24
  echo "== a twenty-fifth independent generator (tests/generalisation/gen_twentyfifth.py, seed 25; printed, not enforced)"
  score_set twentyfifth python3 $g/gen_twentyfifth.py --seed 25
  echo "== a twenty-sixth independent generator (tests/generalisation/gen_twentysixth.py, seed 26; printed, not enforced)"
  score_set twentysixth python3 $g/gen_twentysixth.py --seed 26
else
  echo "== ../shared not found: generalisation scoring skipped"
fi
echo "== all tests passed"
