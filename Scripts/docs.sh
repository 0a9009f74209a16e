#!/usr/bin/env bash
# Builds the DocC documentation of every library module with the toolchain's own `docc` (no
# package plugin): symbol graphs extracted from the package's debug build (`swift package
# dump-symbol-graph`, which reuses the build in `.build`, so CI builds nothing again), then one
# archive per module, each from its catalog Sources/MODULE/MODULE.docc. Warnings are errors, so a
# broken symbol link (``Name`` that resolves to nothing) fails the script. Prints DocC's coverage
# summary per module and, with jq installed, how many public symbols have no doc comment of their
# own.
#
#   Scripts/docs.sh            archives in .build-docs/archives/MODULE.doccarchive
#   Scripts/docs.sh Motion     one module
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
modules=("${@:-Cassowary Motion AutoLayout Rigging RiggingTesting RiggingUIKit}")
modules=(${modules[*]})
docc_bin="$(command -v docc || true)"
[[ -n "$docc_bin" ]] || docc_bin="$(dirname "$(readlink -f "$(command -v swift)")")/docc"
[[ -x "$docc_bin" ]] || { echo "Error: docc not found next to swift" >&2; exit 1; }

scratch="$root/.build-docs"
echo "== symbol graphs (swift package dump-symbol-graph)" >&2
graphs=$(swift package dump-symbol-graph --minimum-access-level public | tee /dev/stderr | sed -n 's/^Files written to //p' | tail -1)
[[ -d "$graphs" ]] || { echo "Error: swift package dump-symbol-graph wrote no symbol graphs" >&2; exit 1; }

mkdir -p "$scratch/archives"
status=0
for module in "${modules[@]}"; do
    catalog="Sources/$module/$module.docc"
    [[ -d "$catalog" ]] || { echo "Error: no catalog $catalog" >&2; exit 1; }
    # The module's own graph and its extensions of other modules' types, nothing else.
    own="$scratch/graphs-$module"
    rm -rf "$own" && mkdir -p "$own"
    cp "$graphs/$module.symbols.json" "$own/"
    cp "$graphs/$module@"*.symbols.json "$own/" 2>/dev/null || true
    echo "== $module" >&2
    if ! "$docc_bin" convert "$catalog" --additional-symbol-graph-dir "$own" \
        --fallback-display-name "$module" --fallback-bundle-identifier "rigging.$module" \
        --output-path "$scratch/archives/$module.doccarchive" --warnings-as-errors \
        --experimental-documentation-coverage --coverage-summary-level brief; then
        status=1
    fi
    # Public symbols written in the sources without a doc comment of their own (with jq, when it is
    # installed); members the compiler makes (`hashValue`, `init(rawValue:)`) have no source line.
    if command -v jq > /dev/null; then
        jq '[.symbols[] | select((.accessLevel == "public" or .accessLevel == "open") and .docComment == null and .location != null and (.location.uri | contains("/Sources/")))] | length' \
            "$own"/*.symbols.json | awk -v m="$module" '{n += $1} END {print m ": " n " public symbols without a doc comment"}'
    fi
done
exit "$status"
