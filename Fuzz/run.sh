#!/usr/bin/env bash
# Builds one libFuzzer target (release, -sanitize=fuzzer,address) and runs it for RUNS inputs,
# starting from its committed seed corpus and dictionary. New inputs libFuzzer finds go to
# .build-fuzz/corpus/TARGET (never into the committed seeds); a crash is saved under
# .build-fuzz/artifacts/TARGET/ and ends the run with a non-zero status; with -jobs, each job's
# log is .build-fuzz/logs/TARGET/fuzz-N.log.
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
build=(swift build -c release --scratch-path "$scratch")
# lld: gold stops with an internal error (dwarf_reader.cc) linking the link-parser target.
"${build[@]}" --product "fuzz-$target" -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld
binary="$("${build[@]}" --show-bin-path)/fuzz-$target"
root=$PWD
work="$root/$scratch/corpus/$target"
artifacts="$root/$scratch/artifacts/$target"
logs="$root/$scratch/logs/$target"
mkdir -p "$work" "$artifacts" "$logs"
inputs=("$work" "$root/Fuzz/Corpus/$target")
# A file given as a flag's place (a crash to reproduce) replaces the corpora.
arguments=()
for argument in "$@"; do
  if [ -f "$argument" ]; then
    inputs=()
    argument=$(realpath "$argument")
  fi
  arguments+=("$argument")
done
# With -jobs, libFuzzer writes one fuzz-N.log per job in the working directory: keep them here.
cd "$logs"
exec "$binary" -runs="$runs" -dict="$root/Fuzz/Dictionaries/$target.dict" -max_len=8192 \
  -timeout=20 -artifact_prefix="$artifacts/" -print_final_stats=1 "${arguments[@]}" "${inputs[@]}"
