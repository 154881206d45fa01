#!/usr/bin/env bash
# Builds one libFuzzer target (release, -sanitize=fuzzer,address) and runs it for RUNS inputs,
# starting from its committed seed corpus and dictionary. New inputs libFuzzer finds go to
# .build-fuzz/corpus/TARGET (never into the committed seeds); a crash is saved under
# .build-fuzz/artifacts/TARGET/ and ends the run with a non-zero status.
#   Fuzz/run.sh navigation-state [RUNS] [libFuzzer flags...]     (RUNS defaults to 100000)
#   Fuzz/run.sh key-decoder 1000000 -jobs=2
# Reproduce a crash: Fuzz/run.sh TARGET 1 .build-fuzz/artifacts/TARGET/crash-...
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:-}
case "$target" in
  navigation-state | key-decoder | link-parser) ;;
  *)
    echo "usage: Fuzz/run.sh navigation-state|key-decoder|link-parser [RUNS] [libFuzzer flags...]" >&2
    exit 2
    ;;
esac
runs=${2:-100000}
shift $(($# < 2 ? $# : 2))
scratch=.build-fuzz
build=(swift build -c release --package-path Fuzz --scratch-path "$scratch")
# lld: gold stops with an internal error (dwarf_reader.cc) linking the link-parser target.
"${build[@]}" --product "fuzz-$target" -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld
binary="$("${build[@]}" --show-bin-path)/fuzz-$target"
work="$scratch/corpus/$target"
artifacts="$scratch/artifacts/$target"
mkdir -p "$work" "$artifacts"
inputs=("$work" "Fuzz/Corpus/$target")
# A file given as a flag's place (a crash to reproduce) replaces the corpora.
for argument in "$@"; do
  [ -f "$argument" ] && inputs=()
done
exec "$binary" -runs="$runs" -dict="Fuzz/Dictionaries/$target.dict" -max_len=8192 -timeout=20 \
  -artifact_prefix="$artifacts/" -print_final_stats=1 "$@" "${inputs[@]}"
