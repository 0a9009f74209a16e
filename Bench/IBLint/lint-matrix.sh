#!/bin/sh
# Lints every storyboard and XIB under a folder on every device in both orientations with a
# release-built rig and prints one JSON line: documents, screens laid out, wall seconds, screen
# layouts per second (reading, layout and lint included), CPU seconds (user + system) and screens
# per CPU second (the figure to compare on a shared machine), peak resident memory in kilobytes,
# and the findings by check.
# Usage: Bench/IBLint/lint-matrix.sh FOLDER [RIG]   (RIG defaults to .build/release/rig)
set -eu
folder=${1:?usage: lint-matrix.sh FOLDER [RIG]}
rig=${2:-.build/release/rig}
list=$(mktemp) report=$(mktemp) timing=$(mktemp)
trap 'rm -f "$list" "$report" "$timing"' EXIT
find "$folder" \( -name '*.storyboard' -o -name '*.xib' \) -type f | LC_ALL=C sort > "$list"
# xargs passes the documents as arguments; one rig process lints them all.
start=$(date +%s.%N)
/usr/bin/time -v -o "$timing" sh -c 'tr "\n" "\0" < "$1" | xargs -0 "$2" lint --device all --orientation both --format json -o "$3"' \
    sh "$list" "$rig" "$report" || true
end=$(date +%s.%N)
documents=$(wc -l < "$list")
screens=$(grep -c '"frames"' "$report" || true)
failed=$(grep -vc '"frames"' "$report" || true)
findings=$(grep -o '"check": "[a-zA-Z]*"' "$report" | sort | uniq -c | awk '{printf "%s\"%s\": %s", (n++ ? ", " : ""), substr($3, 2, length($3) - 2), $1}')
peak=$(awk -F': ' '/Maximum resident set size/ {print $2}' "$timing")
cpu=$(awk -F': ' '/User time|System time/ {c += $2} END {print c}' "$timing")
awk -v d="$documents" -v s="$screens" -v f="$failed" -v a="$start" -v b="$end" -v p="$peak" -v c="$cpu" -v k="$findings" 'BEGIN {
    t = b - a
    printf "{\"documents\": %d, \"screens\": %d, \"notLaidOut\": %d, \"seconds\": %.2f, \"screensPerSecond\": %.0f, \"cpuSeconds\": %.2f, \"screensPerCPUSecond\": %.0f, \"peakKB\": %d, \"findings\": {%s}}\n", d, s, f, t, s / t, c, s / c, p, k
}'
