#!/usr/bin/env bash
# Measures the Inbox example as a newcomer meets it, one app per host: the engine (routes,
# coordinators, links) with the SwiftUI half (the App, its views), and the engine with the UIKit
# half (the scene delegate, its view controllers). Counts each app's code lines (non-blank,
# non-comment: every file the app needs) and the distinct library symbols it names (types,
# functions, properties, enum cases and protocol requirements it implements), prints them, and
# fails when an app grows past its limits: 150 lines with SwiftUI, 180 with UIKit, and the symbols
# each names today (24 with SwiftUI, 25 with UIKit; the goal is at most 25). The count errs high:
# an app's own word that shares a library name where the code calls or reads it (its `route`
# parameter switched on) is counted. Part of CI (.ci/run, example size phase).
set -euo pipefail
cd "$(dirname "$0")/.."
engine=(Examples/Inbox/Engine/*.swift)
swiftui=(Examples/Inbox/InboxSwiftUI.swift)
uikit=(Examples/Inbox/InboxUIKit.swift)
limit_swiftui=150 limit_uikit=180 symbols_swiftui=24 symbols_uikit=25

# The code of files: without blank lines, `//` comments (DocC's `///` included) or `/* */`
# blocks.
code() {
  sed -e 's|//.*$||' "$@" | awk '
    /\/\*/ { comment = 1 }
    !comment && NF { print }
    /\*\// { comment = 0 }'
}

# Every name the library declares public, by kind-blind name (a method, a type, a case).
public_names=$(grep -rhoE '(public|open) ((final|static|mutating|nonisolated|override|convenience|indirect|class) )*(class|struct|enum|protocol|func|var|let|typealias|actor|case|associatedtype) [A-Za-z_][A-Za-z0-9_]*' \
  Sources/CoordinatorKit Sources/CoordinatorKitSwiftUI Sources/CoordinatorKitUIKit |
  awk '{print $NF}' | sort -u
  # Protocol requirements are declared without `public`: take them from the protocols' bodies.
  grep -rhoE '^  (func|var) [A-Za-z_][A-Za-z0-9_]*' Sources/CoordinatorKit/Coordinators \
    Sources/CoordinatorKit/LeaveGuards Sources/CoordinatorKit/PresentersAndViewModels |
    awk '{print $NF}' | sort -u
  # Enum cases (`case sheet`, `case push, pop`), which take their enum's access.
  grep -rhE '^ +case [a-z][A-Za-z0-9_]*( *[(,]|$)' Sources/CoordinatorKit Sources/CoordinatorKitSwiftUI \
    Sources/CoordinatorKitUIKit | sed -E 's/^ +case //; s/\([^)]*\)//g; s/ *\/\/.*$//' |
    tr ',' '\n' | sed -E 's/ //g; s/=.*$//' | grep -E '^[a-z][A-Za-z0-9_]*$')
public_names=$(sort -u <<<"$public_names")
# Words of the app's own (`InboxApp.links`), or Apple's (the scene delegate's `scene(_:willConnectTo:)`
# and `sceneDidBecomeActive(_:)`), that only share a name with a library declaration.
not_library='body cancel contacts count description draft encode id init links message messages model
  recipient scene sceneDidBecomeActive text title value window'

# The library symbols `files` name: a capitalized name anywhere; a lowercase one where the code
# calls, implements or reads it (after `.`, `func ` or `var `, or before `(`, `<` or a trailing
# closure).
symbols() {
  code "$@" | grep -oE '(\.|func |var |\b)[A-Za-z_][A-Za-z0-9_]*(\(|<| \{|\b)' |
    grep -vE '^[a-z_][A-Za-z0-9_]*$' | sed -E 's/^(\.|func |var )//; s/(\(|<| \{)$//' | sort -u |
    comm -12 - <(echo "$public_names") | comm -23 - <(tr ' \n' '\n\n' <<<"$not_library" | sort -u)
}

status=0
report() {
  local name=$1 limit=$2 limit_symbols=$3
  shift 3
  local lines names count
  lines=$(code "$@" | wc -l | tr -d ' ')
  names=$(symbols "$@")
  count=$(grep -c . <<<"$names" || true)
  echo "Inbox with $name: $lines code lines (limit $limit), $count library symbols (limit $limit_symbols)"
  echo "  $(tr '\n' ' ' <<<"$names")"
  if ((lines > limit)); then
    echo "FAIL: the $name app is $lines lines, over $limit" >&2
    status=1
  fi
  if ((count > limit_symbols)); then
    echo "FAIL: the $name app names $count library symbols, over $limit_symbols" >&2
    status=1
  fi
}
report SwiftUI "$limit_swiftui" "$symbols_swiftui" "${engine[@]}" "${swiftui[@]}"
report UIKit "$limit_uikit" "$symbols_uikit" "${engine[@]}" "${uikit[@]}"
exit $status
