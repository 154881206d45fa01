#!/usr/bin/env bash
# Runs the whole test suite under ThreadSanitizer, then AddressSanitizer (LeakSanitizer on), each
# in its own scratch path (.build-tsan/, .build-asan/), and prints how long each took. Part of CI
# (.ci/run).
#   bash Scripts/sanitizers.sh            both
#   bash Scripts/sanitizers.sh thread     one of them (thread or address)
# A run that takes longer than SANITIZER_TIME_LIMIT seconds (default 900, build included) is
# stopped and fails: a hung test must not hold CI forever.
set -euo pipefail
cd "$(dirname "$0")/.."
# The model-based test runs 3,000 random sequences by default; 300 keep a sanitized run short.
export COORDINATORKIT_MODEL_SEQUENCES=${COORDINATORKIT_MODEL_SEQUENCES:-300}
# The extended model-based test (TabbedModelTests) likewise.
export MODEL_SEQUENCES=${MODEL_SEQUENCES:-300}
# Leaks that are not ours, each explained in the file; a leak in our code still fails. The test
# helpers pass these options on to the coordinator-demo programs they launch.
export LSAN_OPTIONS="suppressions=$PWD/Scripts/lsan-suppressions.txt:print_suppressions=0"
# The first data race fails the run with its report. Nothing is suppressed: ThreadSanitizer
# reports nothing in the runtime, Foundation or Swift Testing on this suite (Swift 6.3.1, Linux).
export TSAN_OPTIONS="halt_on_error=1"
time_limit=${SANITIZER_TIME_LIMIT:-900}
sanitizers=("$@")
if [ $# -eq 0 ]; then
  sanitizers=(thread address)
fi
for name in "${sanitizers[@]}"; do
  case $name in
    thread) scratch=.build-tsan ;;
    address) scratch=.build-asan ;;
    *) echo "unknown sanitizer '$name' (thread or address)" >&2; exit 2 ;;
  esac
  start=$SECONDS
  echo "== swift test --sanitize=$name --scratch-path $scratch"
  status=0
  COORDINATORKIT_SANITIZER=$name timeout --kill-after=30 "$time_limit" \
    swift test --disable-xctest --sanitize="$name" --scratch-path "$scratch" || status=$?
  if [ "$status" -eq 124 ] || [ "$status" -eq 137 ]; then
    echo "== $name sanitizer: stopped after $time_limit s (build and tests)" >&2
  fi
  echo "== $name sanitizer: $((SECONDS - start)) s (build and tests)"
  if [ "$status" -ne 0 ]; then
    exit "$status"
  fi
done
