import Rigging

/// `rig diff <expected> <actual> [--format F] [-o FILE] [--tolerance T]`: compares two JSON Lines
/// dumps (`FrameDumpDifference`) and reports, per view and constant, the largest difference over
/// time and where; `html` is the player page with both runs, labelled by their file names.
///
/// Exit status, as diff(1): 0 when the dumps match, 1 when they differ or a dump cannot be read
/// or the output cannot be written; 64 for a usage error.
package struct DiffCommand: RigSubcommand {
    /// Output formats.
    package enum Format: String, Sendable, CaseIterable {
        /// The verdict and one table per view and per constant (the default).
        case text
        /// The report as one JSON object.
        case json
        /// The player page with both runs, labelled by their file names, and the text report.
        case html
    }

    package static let spec = CommandSpec(
        name: "diff", overview: "Compare two frame dumps and report where and how far they differ.",
        arguments: [
            .init(name: "expected", help: "The expected dump (JSON Lines), or - for standard input.", isPath: true),
            .init(name: "actual", help: "The actual dump (JSON Lines), or - for standard input.", isPath: true),
        ],
        options: [formatOption.declaration, CommonOptions.output.declaration, CommonOptions.tolerance.declaration],
        discussion: "EXIT STATUS: 0 the dumps match, 1 they differ or one cannot be read, 64 bad usage.")

    static let formatOption = CommandOption<Format>.choice(["--format"], valueName: "format", help: "The output format.", default: .text)

    /// The expected dump's path (`-` for standard input).
    package var expected: String
    /// The actual dump's path (`-` for standard input).
    package var actual: String
    /// The output format (`--format`), `text` by default.
    package var format: Format = .text
    /// The `-o` file, replaced atomically; nil writes to standard output.
    package var output: String?
    /// How far apart two values may be, per field, in points (`--tolerance`; 0 by default).
    package var tolerance = FrameDumpDifference.defaultTolerance

    /// A comparison of the dump at `actual` with the one at `expected`, with the default options.
    package init(expected: String, actual: String) {
        self.expected = expected
        self.actual = actual
    }

    package init(_ p: ParsedArguments) throws(RigUsageError) {
        expected = p.positionals[0]
        actual = p.positionals[1]
        if expected == "-" && actual == "-" { throw p.fail("Only one of '<expected>' and '<actual>' can be '-' (standard input)") }
        format = try p.read(Self.formatOption)
        output = try p.read(CommonOptions.output)
        tolerance = try p.read(CommonOptions.tolerance) ?? FrameDumpDifference.defaultTolerance
    }

    package func run(_ context: RigContext) throws(RigFailure) -> Int32 {
        let expectedDump = try load(expected, context)
        let actualDump = try load(actual, context)
        let difference = FrameDumpDifference(expected: expectedDump, actual: actualDump, tolerance: tolerance)
        let text: String
        switch format {
        case .text: text = difference.text(expected: expected, actual: actual)
        case .json: text = difference.json(expected: expected, actual: actual)
        case .html:
            text = FrameDump.playerHTML(
                title: "\(expected) vs \(actual)", runs: [(expected, expectedDump), (actual, actualDump)],
                notes: difference.text(expected: expected, actual: actual))
        }
        try context.emit(text, to: try context.output(to: output))
        return difference.matches ? 0 : 1
    }

    /// The dump at `path` (standard input for `-`); a dump that cannot be read is a failure naming it.
    private func load(_ path: String, _ context: RigContext) throws(RigFailure) -> FrameDump {
        do throws(GoldenDumpError) {
            if path == "-" {
                let bytes: [UInt8]
                do {
                    bytes = try context.tool.readStandardInput()
                } catch {
                    throw GoldenDumpError(path: path, problem: .unreadable(error.description))
                }
                do {
                    return try FrameDump.parse(jsonLines: bytes)
                } catch {
                    throw GoldenDumpError(path: path, problem: .malformed(error))
                }
            }
            return try FrameDump.load(goldenPath: path)
        } catch {
            throw .message(Self.message(error))
        }
    }

    /// The error with "dump" for "golden dump": `rig diff` compares any two dumps.
    static func message(_ error: GoldenDumpError) -> String {
        let path = InputQuote.bounded(error.path)
        switch error.problem {
        case .missing: return "cannot read dump \(path): no such file"
        case .unreadable(let reason): return "cannot read dump \(path): \(reason)"
        case .malformed(let problem): return "dump \(path): \(problem)"
        }
    }
}
