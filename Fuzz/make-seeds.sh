#!/usr/bin/env bash
# Rebuilds the committed seed corpora from real runs: navigation states saved by coordinator-demo
# (and the states of --dump-state, which keep alerts), and the bytes a terminal sends for real
# key scripts plus the escape sequences terminals send. Run from anywhere; needs `swift build`.
#   bash Fuzz/make-seeds.sh
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product coordinator-demo >/dev/null
demo="$(swift build --show-bin-path)/coordinator-demo"
states=Fuzz/Corpus/navigation-state
keys=Fuzz/Corpus/key-decoder
rm -rf "$states" "$keys"
mkdir -p "$states" "$keys"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# name | demo (or "-" for the picker) | options | keys
while IFS='|' read -r name kind options script; do
  args=()
  [ "$kind" != "-" ] && args+=("$kind")
  # shellcheck disable=SC2206
  [ -n "$options" ] && args+=($options)
  "$demo" "${args[@]}" --script "$script" --state-file "$work/$name.json" >/dev/null 2>&1
  cp "$work/$name.json" "$states/$name.json"
  "$demo" "${args[@]}" --script "$script" --dump-state \
    | python3 -c 'import json,sys; json.dump(json.load(sys.stdin)["state"], sys.stdout, indent=1)' \
    > "$states/$name-dump.json"
  printf '%s' "$script" > "$keys/$name.script"
done <<'LIST'
picker|-||
picker-rainbow-modal|-||1 n m
picker-master-detail|-||2 + + 1
picker-mvvmc-sheet|-||3 s
picker-menu-detail|-||4 Down Enter
rainbow-index-3|rainbow||n n n
rainbow-modal|rainbow||n m
rainbow-end|rainbow||e
rainbow-modal-end|rainbow||m e
master-detail-chain|master-detail||+ + 1 Enter 3
master-detail-sheets|master-detail|--detail-style sheet|+ 1 Enter 2 3
mvvmc-pushed|mvvmc||p
mvvmc-presented|mvvmc||s
mvvmc-alert|mvvmc||a
mvvmc-sheet-alert|mvvmc||s a
menu-detail|menu||Down Enter
menu-alert|menu||h
mail-sender-popover|mail||Enter s
mail-delete-dialog|mail||Enter d
mail-compose-detents|mail||c Tab
mail-split-wide|mail|--columns 120|Enter Down Enter
LIST

# Key scripts as a terminal sends them, and sequences terminals send that are no key.
python3 - "$keys" <<'PY'
import os, sys
folder = sys.argv[1]
named = {"Up": b"\x1b[A", "Down": b"\x1b[B", "Right": b"\x1b[C", "Left": b"\x1b[D",
         "Enter": b"\r", "Esc": b"\x1b", "Space": b" ", "Tab": b"\t", "Backspace": b"\x7f",
         "CtrlC": b"\x03", "CtrlD": b"\x04"}
for name in sorted(os.listdir(folder)):
    if not name.endswith(".script"):
        continue
    script = open(os.path.join(folder, name)).read()
    data = b"".join(named.get(key, key.encode()) for key in script.split())
    open(os.path.join(folder, name[:-len(".script")] + ".keys"), "wb").write(data)
    os.remove(os.path.join(folder, name))
extra = {
    "picker-tour": b"1nnm\x1b\x1b\x1b2++\x1b[B1\r3x\x1b\x1b3pbsda\r\x1b4\x1b[B\x1b[B\rbh\r\x1b",
    "modified-arrows": b"\x1b[1;5A\x1b[1;2B\x1b[1;3C\x1b[1;9D",
    "ss3-arrows": b"\x1bOA\x1bOB\x1bOC\x1bOD",
    "function-keys": b"\x1b[15~\x1b[17~\x1bOP\x1b[2~x",
    "bracketed-paste": b"\x1b[200~pasted text\x1b[201~",
    "utf8": "é€😀🇫🇷 e\u0301".encode(),
    "link-field-wide": ("gabc漢字" + "\x7f" * 3 + "😀" * 40 + "👨\u200d👩\u200d👧🇫🇷e\u0301\u202e"
                        + "\x7f" * 5 + "\x1b").encode(),
    "control-bytes": b"\r\n\x7f\x08\x03\x04\t \x01\x00",
    "lone-escapes": b"\x1b\x1b\x1b[\x1bO",
    "invalid-utf8": b"\xff\xc3A\x80b\xf0\x9f\x98",
    "runaway-sequence": b"\x1b[" + b"1;" * 40 + b"Aq",
    "device-reply": b"\x1b[?1;2c\x1b[24;80R",
}
for name, data in extra.items():
    open(os.path.join(folder, name + ".keys"), "wb").write(data)
PY
echo "seeds: $(ls "$states" | wc -l) states in $states, $(ls "$keys" | wc -l) key streams in $keys"
