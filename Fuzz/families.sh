#!/usr/bin/env bash
# Runs the ill-scaled families (Fuzz/Targets/IllScaledOps.swift) optimized, 40 seeds each, and
# prints per family the operations made and refused (unsatisfiable, inexact, out of range) and
# the internal errors (give-ups, which fail the run).
#
#   Fuzz/families.sh                       # every family, 1,000 operations a seed
#   FAMILY_OPERATIONS=150 Fuzz/families.sh "optional ratios" "mixed scales"
#   FAMILY_BLAND_AFTER=0 Fuzz/families.sh  # every simplex loop under Bland's rule from its first pivot
#   FAMILY_JUDGE=1000 Fuzz/families.sh     # the exact judge on up to 1,000 refusals of each kind
#   FAMILY_JUDGE=1000 FAMILY_JUDGE_SHOW=1 Fuzz/families.sh   # and the seed and operation of each feasible one the judge does not put down to rounding
#   FAMILY_ADVERSARIAL=1000 Fuzz/families.sh none   # the fuzz target's FA CE families, judged
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="$root/.build-families"
mkdir -p "$out/modules"
flags=(-parse-as-library -swift-version 6 -O -I "$out/modules" -package-name Rigging)
libraries=()
for module in Locking Cassowary; do
    library="$out/modules/lib$module.a"
    if [[ ! -f "$library" ]] || [[ -n "$(find "$root/Sources/$module" -name '*.swift' -newer "$library")" ]] \
        || [[ -n "$(for l in "${libraries[@]}"; do [[ "$l" -nt "$library" ]] && echo newer; done)" ]]; then
        echo "== building $module (optimized)" >&2
        # shellcheck disable=SC2046
        swiftc "${flags[@]}" -module-name "$module" -emit-module -emit-module-path "$out/modules/$module.swiftmodule" \
            -emit-library -static -o "$library" $(find "$root/Sources/$module" -name '*.swift' | sort)
    fi
    libraries=("$library" "${libraries[@]}")
done
binary="$out/families"
swiftc "${flags[@]}" -module-name Families "$root/Fuzz/Targets/IllScaledOps.swift" "$root/Fuzz/Families/FamiliesMain.swift" \
    "$root/Fuzz/Properties/ExactJudge.swift" "$root/Fuzz/Properties/ExactRational.swift" \
    "$root/Fuzz/Targets/SolverOps.swift" "$root/Fuzz/Targets/FuzzInput.swift" \
    "$root/Tests/TestHelpers/SeededGenerator.swift" \
    "${libraries[@]}" -o "$binary"
exec "$binary" "$@"
