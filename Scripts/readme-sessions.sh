#!/usr/bin/env bash
# Runs every shell session of README.md (a fenced block whose first line starts with `$ `) and
# checks that each command prints what the README shows under it, byte for byte (standard
# output and standard error together). A command with no output under it must exit 0; one with
# output may exit non-zero (`rig check` and `rig diff` report a difference with exit 1, a bad
# scene exits 65). `rig` is the debug build of this checkout; commands run in a scratch
# directory that sees the repository's Demos and Docs, so `-o` files land there.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
swift build --product rig 2>&1 | tail -1
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
ln -s "$root/Demos" "$work/Demos"
ln -s "$root/Docs" "$work/Docs"
PATH="$root/.build/debug:$PATH" python3 - "$root/README.md" "$work" <<'PY'
import re, subprocess, sys
readme, work = sys.argv[1], sys.argv[2]
text = open(readme).read()
sessions = [b for b in re.findall(r'^```\n(.*?)^```\n', text, flags=re.S | re.M) if b.startswith('$ ')]
if not sessions:
    sys.exit("Error: README.md has no shell session")

def complete(command):
    """True when bash parses `command` as finished (a quoted string may span lines)."""
    return subprocess.run(['bash', '-n', '-c', command], capture_output=True).returncode == 0

failures = 0
checked = 0
for session in sessions:
    lines = session.splitlines()
    i = 0
    while i < len(lines):
        if not lines[i].startswith('$ '):
            sys.exit(f"Error: README.md: a session line that is neither a command nor its output: {lines[i]!r}")
        command = lines[i][2:]
        i += 1
        while not complete(command) and i < len(lines):
            command += '\n' + lines[i]
            i += 1
        expected = []
        while i < len(lines) and not lines[i].startswith('$ '):
            expected.append(lines[i])
            i += 1
        run = subprocess.run(['bash', '-o', 'pipefail', '-c', command], cwd=work, capture_output=True, text=True)
        # A pipeline into `head` or `tail` may end its writer early; its exit code is not the point.
        actual = (run.stdout + run.stderr).splitlines()
        checked += 1
        if expected:
            if actual != expected:
                failures += 1
                print(f"FAIL: {command}\n  README shows:\n" + "\n".join("    " + l for l in expected)
                      + "\n  prints:\n" + "\n".join("    " + l for l in actual))
        elif run.returncode != 0:
            failures += 1
            print(f"FAIL: {command}\n  exit {run.returncode}\n" + "\n".join("    " + l for l in actual[-10:]))
print(f"{checked} README commands run, {failures} differ")
sys.exit(1 if failures else 0)
PY
