#!/usr/bin/env bash
# Compiles, with public API only, what users see: the SwiftUI and UIKit adapters and the Apple
# examples against the stand-in SwiftUI and UIKit modules, the demo apps' host-independent code
# (DemoApps, as a package of its own) and the README's and articles' code (see Package.swift);
# then proves the check can fail: each file in MustNotCompile/ must be rejected with the
# diagnostic it names. Part of CI (.ci/run).
set -euo pipefail
cd "$(dirname "$0")"
root=$(cd ../.. && pwd)
# The check's package, assembled on each run in an ignored folder: this folder's manifest and
# stand-ins, and links to the real sources under Linked/ (a package reaches only files inside
# its own folder, and the repository tracks no links).
package=$root/.build-public-api/package
scratch=$root/.build-public-api/build
rm -rf "$package"
mkdir -p "$package/Linked"
cp Package.swift "$package/"
ln -s "$PWD/StandIns" "$package/StandIns"
for module in CoordinatorKit CoordinatorKitSwiftUI CoordinatorKitUIKit CoordinatorKitTesting DemoApps; do
  ln -s "$root/Sources/$module" "$package/Linked/$module"
done
ln -s "$root/Tests/CoordinatorKitTests/Documentation" "$package/Linked/DocumentationCode"
ln -s "$root/Examples" "$package/Linked/Examples"
start=$SECONDS
swift build --package-path "$package" --scratch-path "$scratch" -Xswiftc -warnings-as-errors
modules="$(swift build --package-path "$package" --scratch-path "$scratch" --show-bin-path)/Modules"
expect_rejected() {
  local file=$1 diagnostic=$2 output
  shift 2  # Any further arguments are compiler flags, as the target compiled like it has them.
  if output=$(swiftc -typecheck -swift-version 6 -I "$modules" "$@" "$file" 2>&1); then
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
expect_rejected MustNotCompile/PackageSymbol.swift "is inaccessible due to 'package' protection level"
expect_rejected MustNotCompile/DemoReachesPackageSymbol.swift \
  "is inaccessible due to 'package' protection level" -package-name DemoAppsOutsideCoordinatorKit
echo "The Apple adapters, the examples, the demo apps and the documentation's code compile with public API only ($((SECONDS - start)) s)."
