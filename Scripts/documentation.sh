#!/usr/bin/env bash
# Builds CoordinatorKit's DocC documentation (Sources/CoordinatorKit/CoordinatorKit.docc plus
# every symbol's comment) and fails on any warning: a broken or ambiguous symbol link, an
# undocumented parameter. Part of CI (.ci/run). The site goes to .build-docs/site.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=.build-docs
graphs="$scratch/symbol-graphs"
rm -rf "$scratch/site"
mkdir -p "$graphs"
build() {
  swift build --target CoordinatorKit --scratch-path "$scratch" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs"
}
build
# The graphs are written only when CoordinatorKit compiles: without them (deleted by hand after
# an up-to-date build), build again from scratch.
if [ ! -f "$graphs/CoordinatorKit.symbols.json" ]; then
  rm -rf "$scratch"
  mkdir -p "$graphs"
  build
fi
docc convert Sources/CoordinatorKit/CoordinatorKit.docc --additional-symbol-graph-dir "$graphs" \
  --output-path "$scratch/site" --fallback-display-name CoordinatorKit \
  --fallback-bundle-identifier org.coordinatorkit.CoordinatorKit --warnings-as-errors
