#!/usr/bin/env bash
# Every test of the project, as CI runs them: format, lints, unit/integration/CLI tests, and —
# when ../shared is present — the corpus and external-vector scores (printed; the run fails on a
# crash, a panic or a wrong edge-case outcome).
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== cargo fmt"
cargo fmt --all --check
echo "== cargo clippy"
cargo clippy --workspace --all-targets --locked -- -D warnings
echo "== cargo test"
cargo test --workspace --locked
echo "== release build"
cargo build --release --locked --bin caviard

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
