#!/usr/bin/env bash
# Runs the whole test suite under ThreadSanitizer, then AddressSanitizer (LeakSanitizer on), each
# in its own scratch path, and prints how long each took. Part of CI (.ci/run).
#   bash Scripts/sanitizers.sh            both
#   bash Scripts/sanitizers.sh thread     one of them
set -euo pipefail
cd "$(dirname "$0")/.."
# The model-based test runs 3,000 random sequences by default; 300 keep a sanitized run short.
export COORDINATORKIT_MODEL_SEQUENCES=${COORDINATORKIT_MODEL_SEQUENCES:-300}
# Leaks that are not ours, each explained in the file; a leak in our code still fails.
export LSAN_OPTIONS="suppressions=$PWD/Scripts/lsan-suppressions.txt:print_suppressions=0"
export TSAN_OPTIONS="halt_on_error=1"
for sanitizer in "${@:-thread address}"; do
  for name in $sanitizer; do
    start=$SECONDS
    echo "== swift test --sanitize=$name"
    COORDINATORKIT_SANITIZER=$name swift test --disable-xctest --sanitize="$name" \
      --scratch-path ".build-$name"
    echo "== $name sanitizer: $((SECONDS - start)) s (build and tests)"
  done
done
