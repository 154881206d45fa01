#!/usr/bin/env bash
# Counts the instructions of each benchmark case with valgrind's callgrind: figures that repeat
# exactly run to run, whatever else the machine is doing. Prints instructions per operation
# and the multiple of the array baseline at the same depth.
#   bash Benchmarks/instructions.sh            (builds the release binary first)
#   bash Benchmarks/instructions.sh hosts      (the hosts' cases only, with the baseline)
#   bash Benchmarks/instructions.sh hosts 20   (the same, 20 operations per host case and depth)
#   bash Benchmarks/instructions.sh "" 20      (every case, 20 operations per host case and depth)
#   bash Benchmarks/instructions.sh flowstacks (the engine's plans next to FlowStacks' algorithm)
#   bash Benchmarks/instructions.sh restore    (deep restores per screen, with the baseline)
#   bash Benchmarks/instructions.sh restore 1000 (the same up to 1,000 screens, for old commits)
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "instructions.sh needs valgrind (apt-get install valgrind)"; exit 1; }
swift build -c release --product coordinator-benchmarks >/dev/null || { echo "release build failed"; exit 1; }
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# A stripped copy: valgrind 3.19 (Debian 12) cannot read the DWARF 5 the toolchain writes and
# gives up; the counts do not need symbols, only the client requests that mark each case.
binary="$out/coordinator-benchmarks"
cp "$(swift build -c release --show-bin-path)/coordinator-benchmarks" "$binary"
strip "$binary"
SWIFT_DETERMINISTIC_HASHING=1 setarch "$(uname -m)" -R valgrind --tool=callgrind \
  --callgrind-out-file="$out/callgrind.out" "$binary" "instructions${1:+-$1}" ${2:+"$2"} >/dev/null 2>"$out/log" \
  || { cat "$out/log"; exit 1; }
python3 - "$out" <<'PY'
import glob, re, sys
rows = {}
for path in sorted(glob.glob(sys.argv[1] + "/callgrind.out*")):
    text = open(path).read()
    trigger = re.search(r"^desc: Trigger: Client Request: (.*)$", text, re.M)
    summary = re.search(r"^summary: (\d+)", text, re.M) or re.search(r"^totals: (\d+)", text, re.M)
    if not trigger or not summary:
        continue
    match = re.match(r"(.*) depth=(\d+) count=(\d+)", trigger.group(1))
    name, depth, count = match.group(1), int(match.group(2)), int(match.group(3))
    rows.setdefault(name, {})[depth] = int(summary.group(1)) / count
compared = {name: by for name, by in rows.items() if " · " in name}
rows = {name: by for name, by in rows.items() if " · " not in name}
depths = sorted({d for r in rows.values() for d in r})
baseline = rows.get("array append+removeLast", {})
if rows:
    print("instructions per operation (× array baseline at the same depth)")
    print(f"{'case':42}" + "".join(f"{'depth ' + str(d):>24}" for d in depths))
for name, by_depth in rows.items():
    cells = []
    for d in depths:
        value = by_depth.get(d)
        ratio = value / baseline[d] if value and baseline.get(d) else float("nan")
        cells.append(f"{value:>14.0f} (×{ratio:>6.1f})" if value else f"{'-':>24}")
    print(f"{name:42}" + "".join(cells))
# Each scenario planned by FlowStacks' algorithm and by the engine: the engine's cost as a
# multiple of FlowStacks' at each number of screens n.
sizes = sorted({n for r in compared.values() for n in r})
scenarios = [name[: -len(" · FlowStacks")] for name in compared if name.endswith(" · FlowStacks")]
if scenarios:
    if rows:
        print()
    print("instructions per operation: FlowStacks' step algorithm / CoordinatorKit (× FlowStacks)")
    print(f"{'scenario':38}" + "".join(f"{'n = ' + str(n):>30}" for n in sizes))
for scenario in scenarios:
    theirs = compared.get(scenario + " · FlowStacks", {})
    ours = compared.get(scenario + " · CoordinatorKit", {})
    cells = []
    for n in sizes:
        if n in theirs and n in ours:
            cells.append(f"{theirs[n]:>10.0f} / {ours[n]:>9.0f} (×{ours[n] / theirs[n]:>5.2f})")
        else:
            cells.append(f"{'-':>30}")
    print(f"{scenario:38}" + "".join(cells))
PY
