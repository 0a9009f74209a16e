#!/usr/bin/env bash
# Runs one libFuzzer target for a bounded time.
#
#   Fuzz/run.sh TARGET SECONDS [libFuzzer options...]
#   Fuzz/run.sh SolverOps 600
#   Fuzz/run.sh VisualFormat 300 -only_ascii=1
#   Fuzz/run.sh SolverOps 0 path/to/crash-file     # replay one input (SECONDS 0: no fuzzing loop)
#
# TARGET is a file name under Fuzz/Targets (SolverOps, VisualFormat, ConstraintString, Scene).
# The modules the target needs are compiled with `swiftc -sanitize=fuzzer,address` into
# .build-fuzz/ (rebuilt when a source is newer than its library), then the target is linked
# with libFuzzer and run on a scratch corpus seeded from Fuzz/Corpus/TARGET. At the end, inputs
# that add coverage are merged (minimised, libFuzzer's -merge=1) into Fuzz/Corpus/TARGET, which
# is committed and replayed by `swift test` (Fuzz/Replay). Crashes, leaks and failed checks
# are written to .build-fuzz/artifacts/TARGET/ and make the script exit non-zero.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
target="${1:?usage: Fuzz/run.sh TARGET SECONDS [libFuzzer options...]}"
seconds="${2:?usage: Fuzz/run.sh TARGET SECONDS [libFuzzer options...]}"
shift 2

case "$target" in
    SolverOps) modules="Locking Cassowary" ;;
    VisualFormat | ConstraintString) modules="Locking Cassowary AutoLayout" ;;
    Scene) modules="Locking Cassowary AutoLayout Motion Rigging" ;;
    *) echo "Error: unknown target '$target' (SolverOps, VisualFormat, ConstraintString, Scene)" >&2; exit 64 ;;
esac

out="$root/.build-fuzz"
mkdir -p "$out/modules" "$out/artifacts/$target" "$out/corpus/$target" "$root/Fuzz/Corpus/$target"
# One package name for all (Locking's `Locked` is `package`-visible, as under SwiftPM).
flags=(-sanitize=fuzzer,address -parse-as-library -swift-version 6 -O -g -I "$out/modules" -package-name Rigging)

# Modules, in dependency order; each is a static library plus its .swiftmodule.
libraries=()
for module in $modules; do
    library="$out/modules/lib$module.a"
    sources=$(find "$root/Sources/$module" -name '*.swift' | sort)
    if [[ ! -f "$library" ]] || [[ -n "$(find "$root/Sources/$module" -name '*.swift' -newer "$library")" ]] \
        || [[ -n "$(for l in "${libraries[@]}"; do [[ "$l" -nt "$library" ]] && echo newer; done)" ]]; then
        echo "== building $module (fuzzer, address)" >&2
        # shellcheck disable=SC2086
        swiftc "${flags[@]}" -module-name "$module" -emit-module -emit-module-path "$out/modules/$module.swiftmodule" \
            -emit-library -static -o "$library" $sources
    fi
    libraries=("$library" "${libraries[@]}")
done

# Files a target uses beside its own.
extra=""
[[ "$target" == SolverOps ]] && extra="$root/Fuzz/Targets/IllScaledOps.swift $root/Fuzz/Properties/ExactJudge.swift $root/Fuzz/Properties/ExactRational.swift"

binary="$out/fuzz-$target"
echo "== linking $binary" >&2
rm -f "$binary"
swiftc "${flags[@]}" -D "FUZZ_$target" -module-name "Fuzz$target" "$root/Fuzz/Targets/FuzzInput.swift" "$root/Fuzz/Targets/$target.swift" $extra \
    "$root/Fuzz/Entry/FuzzMain.swift" "${libraries[@]}" -o "$binary" 2>&1 | grep -v "Cannot export local symbol '__asan" >&2 || true
[[ -x "$binary" ]] || { echo "Error: link failed" >&2; exit 1; }

export SWIFT_BACKTRACE="${SWIFT_BACKTRACE:-enable=no}"  # the Swift crash handler and ASan fight over a crash
options=(-timeout=10 -rss_limit_mb=4096 -max_len=4096 -print_final_stats=1 -artifact_prefix="$out/artifacts/$target/")
dictionary="$root/Fuzz/Dictionaries/$target.dict"
[[ -f "$dictionary" ]] && options+=(-dict="$dictionary")

if [[ "$seconds" == 0 ]]; then
    exec "$binary" "${options[@]}" "$@"
fi
status=0
"$binary" "${options[@]}" -max_total_time="$seconds" "$@" "$out/corpus/$target" "$root/Fuzz/Corpus/$target" || status=$?
echo "== merging new coverage into Fuzz/Corpus/$target" >&2
"$binary" -merge=1 -detect_leaks=0 -artifact_prefix="$out/artifacts/$target/" "$root/Fuzz/Corpus/$target" "$out/corpus/$target" 2>&1 | tail -2 >&2 || true
exit "$status"
