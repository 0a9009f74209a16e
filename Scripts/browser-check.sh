#!/usr/bin/env bash
# Loads rig's pages in headless Chromium (Debian's `chromium`) and fails on:
# - any console message (an error, an uncaught exception, a warning: the pages log nothing);
# - a failed self-test: the page's own check (`#selftest`, see Sources/Rigging/Pages/PlayerScript.js) of its elements, of
#   the frame that the `#frame=N` fragment names, of the keyboard, and of a `hashchange`;
# - a plain load of `#frame=N` whose readout does not show frame N;
# - a redraw slower than the budget (median of 60 frame changes, Performance API, default 16 ms)
#   on a 10,000-view, 300-frame dump.
# Pages: the replay player and the compare page of every demo, the two-run diff page when
# `rig diff` exists, and the large dump's player. Prints one line per page and the figures.
# Usage: Scripts/browser-check.sh [--budget MS] (CHROMIUM=path overrides the browser).
set -euo pipefail
cd "$(dirname "$0")/.."
budget=16
[ "${1:-}" = "--budget" ] && budget=$2
chromium=${CHROMIUM:-$(command -v chromium || command -v chromium-browser || true)}
[ -n "$chromium" ] || { echo "browser-check: chromium not found (apt-get install -y chromium)"; exit 1; }
swift build --product rig > /dev/null
rig="$(swift build --show-bin-path)/rig"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
failures=0
pages=0

# load URL BUDGET_MS: the dumped DOM goes to $out/dom, console lines to $out/log.
load() {
    timeout 180 "$chromium" --headless --disable-gpu --no-sandbox --user-data-dir="$out/profile" \
        --enable-logging=stderr --v=0 --virtual-time-budget="$2" --dump-dom "$1" > "$out/dom" 2> "$out/stderr" || true
    grep -a ":CONSOLE" "$out/stderr" > "$out/log" || true
}

fail() {
    echo "FAIL $1: $2"
    failures=$((failures + 1))
}

# check NAME FILE FRAME: a plain load at FRAME, then the self-test at FRAME with a hashchange to 3.
check() {
    local name=$1 file=$2 frame=$3 url="file://$(realpath "$2")"
    pages=$((pages + 1))
    load "$url#frame=$frame" 5000
    [ -s "$out/log" ] && fail "$name" "console: $(head -3 "$out/log")"
    grep -q "id=\"readout\" data-frame=\"$frame\"" "$out/dom" || fail "$name" "#frame=$frame does not show frame $frame"
    load "$url#frame=$frame&selftest&hashtest=3" 20000
    [ -s "$out/log" ] && fail "$name" "console during self-test: $(head -3 "$out/log")"
    result=$(grep -ao 'selftest [a-z][^<]*' "$out/dom" || true)
    case "$result" in
        "selftest pass frame=$frame "*"hashchange=ok") echo "ok   $name: ${result#selftest pass }" ;;
        "") fail "$name" "no self-test result (the script did not run)" ;;
        *) fail "$name" "$result" ;;
    esac
}

for scene in Demos/*.json; do
    demo=$(basename "$scene" .json)
    "$rig" replay "$scene" --format html -o "$out/$demo.html"
    check "replay $demo" "$out/$demo.html" 7
    "$rig" compare "$scene" --format html -o "$out/$demo-compare.html"
    check "compare $demo" "$out/$demo-compare.html" 12
done

# The two-run diff page: a demo's dump against a copy whose lamp moves 5 pt from frame 10 on.
if "$rig" help diff > /dev/null 2>&1; then
    awk 'NR >= 12 && match($0, /"lamp": \[[0-9.]+/) {
        x = substr($0, RSTART + 9, RLENGTH - 9) + 5
        $0 = substr($0, 1, RSTART + 8) x substr($0, RSTART + RLENGTH)
    } { print }' Demos/players.jsonl > "$out/moved.jsonl"
    "$rig" diff Demos/players.jsonl "$out/moved.jsonl" --format html > "$out/diff.html" || [ -s "$out/diff.html" ]
    check "diff players" "$out/diff.html" 20
    # Opacity: the same dump with the lamp fading out from frame 10 on (the `alpha` member).
    awk 'NR >= 12 { a = (NR - 12) / 40; if (a > 1) a = 1; sub(/, "constants"/, ", \"alpha\": {\"lamp\": " 1 - a "}, \"constants\"") } { print }' \
        Demos/players.jsonl > "$out/faded.jsonl"
    "$rig" diff Demos/players.jsonl "$out/faded.jsonl" --format html > "$out/faded.html" || [ -s "$out/faded.html" ]
    grep -q '"alphas": \[\[' "$out/faded.html" || fail "diff faded" "the page carries no opacity"
    check "diff faded (opacity)" "$out/faded.html" 30
fi

# A 10,000-view, 300-frame dump: a 100 x 100 grid whose root grows over a 9.8 s transition, so
# every view moves at every frame.
awk -v R=100 -v C=100 'BEGIN {
  printf "{\"name\": \"grid\", \"root\": {\"size\": [1000, 600]}, \"views\": ["
  for (i = 0; i < R; i++) for (j = 0; j < C; j++) printf "%s{\"name\": \"b%d_%d\"}", (i || j) ? ", " : "", i, j
  printf "],\n \"constraints\": ["
  for (i = 0; i < R; i++) for (j = 0; j < C; j++) {
    n = sprintf("b%d_%d", i, j)
    printf "%s{\"constraint\": \"%s.left == view.right * %g\"}, {\"constraint\": \"%s.width == view.width * %g\"}, ", (i || j) ? ", " : "", n, (j + 0.1) / C, n, 0.8 / C
    printf "{\"constraint\": \"%s.top == view.bottom * %g\"}, {\"constraint\": \"%s.height == view.height * %g\"}\n", n, (i + 0.1) / R, n, 0.8 / R
  }
  printf "], \"hz\": 30, \"duration\": 9.95, \"events\": [{\"at\": 0.1, \"resize\": [1400, 800], \"transition\": {\"duration\": 9.8}}]}\n"
}' > "$out/grid.json"
"$rig" replay "$out/grid.json" --format html -o "$out/grid.html"
check "replay grid (10,000 views, 300 frames, $(($(wc -c < "$out/grid.html") / 1024)) KiB)" "$out/grid.html" 150
median=$(grep -ao 'redraw_median_ms=[0-9][0-9.]*' "$out/dom" | cut -d= -f2 || true)
if [ -z "$median" ]; then
    fail "grid redraw" "no measurement"
elif awk -v m="$median" -v b="$budget" 'BEGIN { exit !(m >= b) }'; then
    fail "grid redraw" "median redraw ${median} ms is over the ${budget} ms budget"
else
    echo "ok   grid redraw: median ${median} ms per frame change (budget ${budget} ms)"
fi

echo "browser-check: $pages pages, $failures failures"
[ "$failures" -eq 0 ]
