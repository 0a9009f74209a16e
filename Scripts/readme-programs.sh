#!/usr/bin/env bash
# Builds and runs each Swift program of README.md that imports Rigging or RiggingUIKit as its own
# executable in a fresh package that depends on this checkout and on the products it imports
# (Swift 6 mode), as a user would: the README's
# programs are complete (imports included). Their output is checked by ReadmeExampleTests.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
programs=$(RIGGING_ROOT="$root" python3 - "$root/README.md" "$work" <<'PY'
import re, sys, os
readme, work = sys.argv[1], sys.argv[2]
products = {"Cassowary", "Motion", "AutoLayout", "Rigging", "RiggingTesting", "InterfaceBuilder", "RiggingUIKit"}
blocks = [b for b in re.findall(r'```swift\n(.*?)```\n', open(readme).read(), flags=re.S)
          if re.search(r'^import Rigging', b, flags=re.M)]
names, targets = [], []
for i, block in enumerate(blocks):
    name = f"Program{i + 1}"
    os.makedirs(f"{work}/Sources/{name}")
    open(f"{work}/Sources/{name}/main.swift", "w").write(block)
    names.append(name)
    imported = sorted(set(re.findall(r'^import (\w+)', block, flags=re.M)) & products)
    dependencies = ", ".join(f'.product(name: "{p}", package: "Rigging")' for p in imported)
    targets.append(f'.executableTarget(name: "{name}", dependencies: [{dependencies}])')
targets = ",\n        ".join(targets)
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
