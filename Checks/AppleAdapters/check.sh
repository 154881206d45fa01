#!/usr/bin/env bash
# Type-checks the SwiftUI and UIKit adapters and the Apple examples on Linux against the
# stand-in SwiftUI and UIKit modules (see Package.swift), then proves the check can fail: each
# file in MustNotCompile/ must be rejected with the diagnostic it names. Part of CI (.ci/run).
set -euo pipefail
cd "$(dirname "$0")"
scratch=../../.build-apple-check
start=$SECONDS
swift build --package-path . --scratch-path "$scratch" -Xswiftc -warnings-as-errors
modules="$(swift build --package-path . --scratch-path "$scratch" --show-bin-path)/Modules"
expect_rejected() {
  local file=$1 diagnostic=$2 output
  if output=$(swiftc -typecheck -swift-version 6 -I "$modules" "$file" 2>&1); then
    echo "FAIL: $file compiled, but the stand-ins must reject it" >&2
    exit 1
  fi
  if ! grep -qF -- "$diagnostic" <<<"$output"; then
    echo "FAIL: $file was rejected, but not with \"$diagnostic\":" >&2
    echo "$output" >&2
    exit 1
  fi
  echo "rejected as it must be: $file ($diagnostic)"
}
expect_rejected MustNotCompile/WrongArgumentLabel.swift "incorrect argument label"
expect_rejected MustNotCompile/WrongBindingType.swift "cannot convert value of type 'Binding<Bool>'"
echo "Apple adapters and examples type-check against the stand-ins ($((SECONDS - start)) s)."
