#!/usr/bin/env bash
# Builds the DocC documentation of every public module (each Sources/<Module>/<Module>.docc plus
# every symbol's comment) and fails on any warning: a broken or ambiguous symbol link, an
# undocumented parameter. Part of CI (.ci/run). The sites go to .build-docs/site/<Module>.
#
# CoordinatorKitSwiftUI and CoordinatorKitUIKit are compiled only where SwiftUI and UIKit exist:
# elsewhere (Linux) their symbol graphs hold almost nothing, so their catalogs' topics cannot
# resolve and they are skipped with a note; on Apple platforms they are built like the others.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=.build-docs
graphs="$scratch/symbol-graphs"
modules=(CoordinatorKit CoordinatorKitTesting CoordinatorKitTerminal CoordinatorKitSwiftUI CoordinatorKitUIKit)
rm -rf "$scratch/site"
mkdir -p "$scratch/site"
mkdir -p "$graphs"
build() {
  swift build --target "$1" --scratch-path "$scratch" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs"
}
for module in "${modules[@]}"; do
  build "$module"
  # The graphs are written only when the module compiles: without them (deleted by hand after
  # an up-to-date build), build again from scratch.
  if [ ! -f "$graphs/$module.symbols.json" ]; then
    rm -rf "$scratch"
    mkdir -p "$graphs"
    build "$module"
  fi
done
for module in "${modules[@]}"; do
  case "$module" in
  CoordinatorKitSwiftUI) needs=NavigatorView ;;
  CoordinatorKitUIKit) needs=NavigatorHost ;;
  *) needs= ;;
  esac
  if [ -n "$needs" ] && ! grep -q "\"$needs\"" "$graphs/$module.symbols.json"; then
    echo "documentation: $module skipped: $needs is not compiled on this platform"
    continue
  fi
  # One module's graphs only (its own and its extensions of other modules' types).
  own="$scratch/graphs-$module"
  rm -rf "$own"
  mkdir -p "$own"
  cp "$graphs/$module.symbols.json" "$own/"
  cp "$graphs/$module@"*.symbols.json "$own/" 2>/dev/null || true
  docc convert "Sources/$module/$module.docc" --additional-symbol-graph-dir "$own" \
    --output-path "$scratch/site/$module" --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.coordinatorkit.$module" --warnings-as-errors
done
