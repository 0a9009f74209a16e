#!/bin/bash
# W1 on Kiwi's C++ core and on this package, interleaved, so both are measured in the same
# machine state (the machines here switch between a fast and a slow state over seconds).
# Needs g++, python3, pip and network: kiwisolver's sdist is fetched from PyPI at run time
# into a temporary directory (Kiwi's sources are never kept in this repository).
# Usage: Bench/KiwiCompare/run.sh [rounds=5] [kiwisolver version, default latest]
set -o errexit -o nounset -o pipefail
rounds=${1:-5}
version=${2:-}
here=$(cd "$(dirname "$0")" && pwd)
package=$(cd "$here/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

pip download --quiet --no-deps --no-binary :all: "kiwisolver${version:+==$version}" -d "$work" >&2
tar xzf "$work"/kiwisolver-*.tar.gz -C "$work"
kiwi=$(echo "$work"/kiwisolver-*/)
echo "Kiwi: $(basename "$kiwi"), g++ $(g++ -dumpfullversion) -O2" >&2

data="$package/Bench/Workloads/enaml_like.json"
python3 "$here/gen_data.py" "$data" > "$work/enaml_data.h"
# -isystem: Kiwi's own headers draw -Wuse-after-free false positives from g++ 12.
g++ -std=c++17 -O2 -Wall -isystem "$kiwi" -I "$work" "$here/driver.cpp" -o "$work/kiwi_w1"
(cd "$package/Bench" && swift build -c release --product CassowaryBench >&2)

for round in $(seq "$rounds"); do
    "$work/kiwi_w1"
    "$package/Bench/.build/release/CassowaryBench" --only W1 --data "$data" | grep '^{' | sed 's/^{/{"solver": "rigging", /'
done
