#!/usr/bin/env bash
# Runs the extended model-based test (TabbedModelTests) on many sequences, in release mode (with
# -enable-testing: other suites of the test target import the engine with @testable), split
# into shards that run in parallel, and sums what they checked. On demand, not part of CI.
#   bash Scripts/model-check.sh                    1,000,000 sequences in as many shards as cores
#   bash Scripts/model-check.sh 100000 2           100,000 sequences in 2 shards
# Each shard runs every n-th sequence (MODEL_SHARD=k/n); a failing sequence prints its seed and a
# shortened reproduction, which `MODEL_SEED=<seed> MODEL_OPS=<…> swift test --filter
# TabbedModelTests` replays (add MODEL_TRACE=1 to print the state after every operation).
set -euo pipefail
cd "$(dirname "$0")/.."
total=${1:-1000000}
shards=${2:-$(nproc)}
length=${MODEL_LENGTH:-60}
logs=$(mktemp -d)
echo "building the tests in release mode…"
swift build -c release --build-tests -Xswiftc -enable-testing 2>&1 | grep -E "error|warning: " || true
# The test binary itself, not `swift test`: each `swift test` holds the build directory's lock
# while it runs, so shards started through it would run one after the other.
tests="$(swift build -c release --show-bin-path)/CoordinatorKitPackageTests.xctest"
start=$SECONDS
pids=()
for ((k = 0; k < shards; k++)); do
  MODEL_SEQUENCES=$total MODEL_SHARD="$k/$shards" MODEL_LENGTH=$length \
    "$tests" --testing-library swift-testing --filter TabbedModelTests \
    >"$logs/shard-$k.log" 2>&1 &
  pids+=($!)
done
status=0
for pid in "${pids[@]}"; do
  wait "$pid" || status=1
done
elapsed=$((SECONDS - start))
# Each shard prints: "TabbedModelTests: S sequences, O operations, C steps checked, F failing (…)".
summary=$(cat "$logs"/shard-*.log | grep -h "^TabbedModelTests: " | awk '
  { sequences += $2; operations += $4; steps += $6; failing += $9 }
  END { printf "%d sequences, %d operations, %d steps checked, %d failing", sequences, operations, steps, failing }')
echo "$summary in ${elapsed}s on $shards shards of $length operations per sequence"
if [ "$status" -ne 0 ]; then
  echo "failures (logs in $logs):"
  grep -h -A12 "Issue recorded" "$logs"/shard-*.log | grep -v "^↳ ///" || true
  exit 1
fi
rm -rf "$logs"
