#!/usr/bin/env bash
# Counts the Inbox example's code lines (non-blank, non-comment) and fails when the example grows
# past what it may be: engine + SwiftUI ≤ 220, engine + UIKit ≤ 230; lists the library
# API the example uses, by concept (≤ 15), and fails when that list is no longer true. Part of CI
# (.ci/run, public API phase).
set -euo pipefail
cd "$(dirname "$0")/.."
engine=Examples/Inbox/Engine/InboxApp.swift
swiftui=Examples/Inbox/InboxSwiftUI.swift
uikit=Examples/Inbox/InboxUIKit.swift
limit_swiftui=220 limit_uikit=230

# The code of a file: without blank lines, `//` comments (DocC's `///` included) or `/* */`
# blocks.
code() {
  sed -e 's|//.*$||' "$1" | awk '
    /\/\*/ { comment = 1 }
    !comment && NF { print }
    /\*\// { comment = 0 }'
}
lines() { code "$1" | wc -l | tr -d ' '; }

engine_lines=$(lines "$engine") swiftui_lines=$(lines "$swiftui") uikit_lines=$(lines "$uikit")
with_swiftui=$((engine_lines + swiftui_lines)) with_uikit=$((engine_lines + uikit_lines))
echo "Inbox example, code lines: engine $engine_lines, SwiftUI $swiftui_lines, UIKit $uikit_lines"
echo "  engine + SwiftUI: $with_swiftui (limit $limit_swiftui)"
echo "  engine + UIKit:   $with_uikit (limit $limit_uikit)"

# The library API a newcomer learns to write the example, one concept a line: the concept, then
# the public names of it the code uses. Kept true both ways: every name listed must appear in the
# code, and every public name of the library the code mentions must be listed (or be one of the
# app's or Apple's own words that only share a library name, in `not_library`).
concepts='Navigator: Navigator update pop replace updateRoute NavigationState Tab
Coordinator: Coordinator start startAsRoot coordinate
FlowCoordinatorBase: FlowCoordinatorBase navigator
flow requests: show resetFlow ownScreens finishFlow finishFlowAfterAsking
NavigationError: NavigationError
RouteFollowing: RouteFollowing next RouteStep PresentationStyle push
ScreenModelMaking: ScreenModelMaking makeModel NavigationScreen route
EventViewModel: EventViewModel eventHandler send
LeaveGuarding: LeaveGuarding shouldLeave guardLeaving ScreenID confirm
links: LinkTable LinkPattern parameter NavigationTarget pushing presenting open
restoration: restore restoringNavigation SceneNavigationRestoration
ScreenDestinations: ScreenDestinations destination
NavigatorView: NavigatorView splitViewPlaceholder
NavigatorHost: NavigatorHost rootViewController'
not_library='cancel count encode id init message model standard title'
limit_concepts=15

all_code=$(code "$engine"; code "$swiftui"; code "$uikit")
words=$(grep -oE '[A-Za-z_][A-Za-z0-9_]*' <<<"$all_code" | sort -u)
# A lowercase name counts where the code calls, implements or reads it: after `.` or `func `, or
# before `(`, `<` or a trailing closure; a capitalized one anywhere.
mentions=$(grep -oE '(\.|func |\b)[A-Za-z_][A-Za-z0-9_]*(\(|<| \{|\b)' <<<"$all_code" |
  grep -vE '^[a-z_][A-Za-z0-9_]*$' | sed -E 's/^(\.|func )//; s/(\(|<| \{)$//' | sort -u)
public_names=$(grep -rhoE '(public|open) ((final|static|mutating|nonisolated|override|convenience|indirect) )*(class|struct|enum|protocol|func|var|let|typealias|actor|case) [A-Za-z_][A-Za-z0-9_]*' \
  Sources/CoordinatorKit Sources/CoordinatorKitSwiftUI Sources/CoordinatorKitUIKit |
  awk '{print $NF}' | sort -u)
listed=$(cut -d: -f2 <<<"$concepts" | tr ' ' '\n' | grep . | sort -u)
concept_count=$(grep -c . <<<"$concepts")
echo "Library API the example uses: $concept_count concepts (limit $limit_concepts)"
sed 's/^/  /' <<<"$concepts"

status=0
unused=$(comm -23 <(echo "$listed") <(echo "$words"))
if [[ -n $unused ]]; then
  echo "FAIL: listed but not in the example's code: $(tr '\n' ' ' <<<"$unused")" >&2
  status=1
fi
unlisted=$(comm -12 <(echo "$public_names") <(echo "$mentions") | comm -23 - <(echo "$listed") |
  comm -23 - <(tr ' ' '\n' <<<"$not_library" | sort -u))
if [[ -n $unlisted ]]; then
  echo "FAIL: the example uses library API not listed here: $(tr '\n' ' ' <<<"$unlisted")" >&2
  status=1
fi
if ((concept_count > limit_concepts)); then
  echo "FAIL: the example needs $concept_count concepts, over $limit_concepts" >&2
  status=1
fi
if ((with_swiftui > limit_swiftui)); then
  echo "FAIL: engine + SwiftUI is $with_swiftui lines, over $limit_swiftui" >&2
  status=1
fi
if ((with_uikit > limit_uikit)); then
  echo "FAIL: engine + UIKit is $with_uikit lines, over $limit_uikit" >&2
  status=1
fi
exit $status
