#!/usr/bin/env bash
# Every test of the project, as CI runs them: the UI (svelte-check, vitest, build), format,
# lints, unit/integration/CLI and Tauri wiring tests, the desktop app build and smoke run, and —
# when ../shared is present — the corpus and external-vector scores (printed; the run fails on a
# crash, a panic or a wrong edge-case outcome).
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== ui: type check, unit tests, build (the app embeds ui/dist)"
(cd ui && npm run check && npm test && npm run build)
echo "== cargo fmt"
cargo fmt --all --check
echo "== cargo clippy"
cargo clippy --workspace --all-targets --locked -- -D warnings
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
echo "== desktop app build (ui/dist embedded)"
cargo build --locked -p caviard-app --features tauri/custom-protocol
if command -v xvfb-run >/dev/null; then
  echo "== desktop app smoke run under Xvfb"
  # The app must still be running (killed by timeout: 124) after opening the sample.
  rc=0
  xvfb-run -a -s "-screen 0 1280x800x24" \
      timeout 10 ./target/debug/caviard-app examples/sample_fr.txt || rc=$?
  if [ "$rc" != 124 ]; then
    echo "caviard-app exited early (status $rc)" >&2
    exit 1
  fi
else
  echo "== xvfb-run not found: desktop smoke run skipped"
fi

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
echo "== all tests passed"
