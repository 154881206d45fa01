#!/usr/bin/env bash
# CI's short fuzz run: each target from its committed seed corpus for a few thousand inputs
# (FUZZ_SMOKE_RUNS), stopping after two minutes at most. A crash, a failed check or a leak
# fails it, with libFuzzer's report. A million runs is on demand: Fuzz/run.sh TARGET 1000000.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${FUZZ_SMOKE_RUNS:-2000}
mkdir -p .build-fuzz
for target in navigation-state key-decoder link-parser; do
  start=$SECONDS
  log=".build-fuzz/smoke-$target.log"
  if ! bash Fuzz/run.sh "$target" "$runs" -max_total_time=120 >"$log" 2>&1; then
    tail -60 "$log"
    echo "fuzz-$target failed: see above ($log)" >&2
    exit 1
  fi
  executed=$(grep -o 'number_of_executed_units: [0-9]*' "$log" | grep -o '[0-9]*$' || echo "?")
  echo "fuzz-$target: $executed inputs, no failure ($((SECONDS - start)) s with its build)"
done
