#!/usr/bin/env bash
# Runs the UIKit host on Linux against a behavioural model of UIKit (see Package.swift): builds
# the model, the host's sources and the UIKit examples unchanged against it, then runs the
# model's own tests, the examples' journeys and the random test through the host
# (UIKIT_MODEL_SEQUENCES sequences, 1,000 by default). Part of CI (.ci/run).
set -euo pipefail
cd "$(dirname "$0")"
root=$(cd ../.. && pwd)
# The check's package, assembled on each run in an ignored folder: this folder's manifest, the
# model and the tests, and links to the real sources under Linked/ (a package reaches only files
# inside its own folder, and the repository tracks no links).
package=$root/.build-uikit-model/package
scratch=$root/.build-uikit-model/build
rm -rf "$package"
mkdir -p "$package/Linked"
cp Package.swift "$package/"
ln -s "$PWD/UIKit" "$package/UIKit"
ln -s "$PWD/Tests" "$package/Tests"
for module in CoordinatorKit CoordinatorKitTesting CoordinatorKitUIKit NavigationTestSupport DemoApps; do
  ln -s "$root/Sources/$module" "$package/Linked/$module"
done
ln -s "$root/Examples" "$package/Linked/Examples"
start=$SECONDS
swift build --build-tests --package-path "$package" --scratch-path "$scratch" \
  -Xswiftc -warnings-as-errors
# One test at a time: the model's settings and what it recorded belong to the whole process.
swift test --skip-build --no-parallel --disable-xctest --package-path "$package" \
  --scratch-path "$scratch" "$@"
echo "The UIKit host ran against the UIKit model: its rules, the examples' journeys and the random test ($((SECONDS - start)) s)."
