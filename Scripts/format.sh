#!/usr/bin/env bash
# Formats the Swift sources in place with the toolchain's swift-format (`swift format`) and the
# checked-in configuration, .swift-format. The same tool as a lint
# (`swift format lint --strict --recursive Sources Tests Bench Demos Fuzz Plugins`) lists every
# file this script would change and every rule a file breaks.
#
# The configuration: 4-space indentation and lines of at most 150 columns (the sources' own
# width: 99% of their lines fit in 137), existing line breaks kept, multi-line collections with
# a trailing comma. The rules swift-format enables by default are on but two, and four it leaves
# off are on because the project holds to them: every public declaration documented
# (AllPublicDeclarationsHaveDocumentation), no `try!` (NeverUseForceTry), no implicitly
# unwrapped optionals, no leading underscores. Off, and why:
# - AlwaysUseLowerCamelCase: the workloads and the tests that follow a paper keep its notation
#   (`W` and `H` for the root's width and height, as Bench/Workloads/WORKLOADS.md writes them).
# - ReplaceForEachWithForLoop: the solver's term and column lists have a `forEach` of their own
#   that walks the storage in place; a `for` loop would copy the elements out through an
#   iterator, retaining each variable.
# - NeverForceUnwrap: the rule is that nothing reachable from user input force-unwraps; a `!`
#   on a value the code has just established (a non-empty array's first element, a test's
#   fixture) is clearer than a guard that cannot fail, and the rule cannot tell the two apart.
# - BeginDocumentationCommentWithOneLineSummary: doc comments here open with a sentence that
#   states the contract, which often runs past one line.
# - ValidateDocumentationComments: parameters are described in the prose of the summary (as
#   Apple's own headers do for short signatures), not in `- Parameters:` sections.
# - UseEarlyExits: an `if`/`else` whose two branches are both real outcomes reads better than a
#   `guard` that makes one of them an exit.
# - OmitExplicitReturns, UseWhereClausesInForLoops, AlwaysUseLiteralForEmptyCollectionInit,
#   NoEmptyLinesOpeningClosingBraces: matters of taste either way; left to the author.
#
#   Scripts/format.sh            formats every Swift file of the repository
#   Scripts/format.sh PATH...    formats these files or folders
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "$#" -eq 0 ]; then
    set -- Sources Tests Bench Demos Fuzz Plugins
fi
swift format format --in-place --parallel --recursive "$@"
