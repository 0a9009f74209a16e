#!/usr/bin/env bash
# Builds and runs each Swift program of README.md that imports Rigging as its own executable in a
# fresh package that depends on this checkout (Swift 6 mode), as a user would: the README's
# programs are complete (imports included). Their output is checked by ReadmeExampleTests.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
programs=$(RIGGING_ROOT="$root" python3 - "$root/README.md" "$work" <<'PY'
import re, sys, os
readme, work = sys.argv[1], sys.argv[2]
blocks = [b for b in re.findall(r'```swift\n(.*?)```\n', open(readme).read(), flags=re.S) if 'import Rigging' in b]
names = []
for i, block in enumerate(blocks):
    name = f"Program{i + 1}"
    os.makedirs(f"{work}/Sources/{name}")
    open(f"{work}/Sources/{name}/main.swift", "w").write(block)
    names.append(name)
targets = ",\n        ".join(f'.executableTarget(name: "{n}", dependencies: [.product(name: "Rigging", package: "Rigging")])' for n in names)
open(f"{work}/Package.swift", "w").write(f'''// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "ReadmePrograms",
    dependencies: [.package(name: "Rigging", path: "{os.environ.get("RIGGING_ROOT")}")],
    targets: [
        {targets}
    ],
    swiftLanguageModes: [.v6]
)
''')
print(" ".join(names))
PY
)
[ -n "$programs" ] || { echo "Error: README.md has no Swift program that imports Rigging" >&2; exit 1; }
cd "$work"
swift build 2>&1 | tail -1
for program in $programs; do
    echo "== $program"
    ".build/debug/$program" > /dev/null
done
