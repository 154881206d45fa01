#!/usr/bin/env bash
# Proves that the build keeps the feature modules of Examples/Modular apart: a file importing
# one feature from another must fail the build that CI runs
# (`--explicit-target-dependency-import-check error`). It adds such a file to ContactsFeature
# for one build of that target (reusing .build, so only the target recompiles), expects the
# build to fail naming the import, and removes the file whatever happens. Part of CI (.ci/run).
set -euo pipefail
cd "$(dirname "$0")/../.."
probe=Examples/Modular/ContactsFeature/ImportsAnotherFeature.swift
trap 'rm -f "$probe"' EXIT
# The check proves anything only if the target builds without the probe.
swift build --target ContactsFeature --explicit-target-dependency-import-check error >/dev/null
printf 'import MailFeature\n\nlet borrowed = MailRoute.inbox\n' >"$probe"
if output=$(swift build --target ContactsFeature \
  --explicit-target-dependency-import-check error 2>&1); then
  echo "FAIL: ContactsFeature built while importing MailFeature" >&2
  exit 1
fi
expected="Target ContactsFeature imports another target (MailFeature)"
if ! grep -qF "$expected" <<<"$output"; then
  echo "FAIL: the build failed, but not with \"$expected\":" >&2
  echo "$output" >&2
  exit 1
fi
echo "rejected as it must be: ContactsFeature importing MailFeature ($expected)"
