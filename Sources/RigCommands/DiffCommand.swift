import Rigging

/// `rig diff <expected> <actual> [--format F] [-o FILE] [--tolerance T]`: compares two JSON Lines
/// dumps (`FrameDumpDifference`) and reports, per view and constant, the largest difference over
/// time and where; `html` is the player page with both runs, labelled by their file names.
///
/// Exit status, as diff(1): 0 when the dumps match, 1 when they differ or a dump cannot be read
/// or the output cannot be written; 64 for a usage error.
public struct DiffCommand: RigSubcommand {
    /// Output formats.
    public enum Format: String, Sendable, CaseIterable {
        /// The verdict and one table per view and per constant (the default).
        case text
        /// The report as one JSON object.
        case json
        /// The player page with both runs, labelled by their file names, and the text report.
        case html
    }

    static let spec = CommandSpec(
        name: "diff", overview: "Compare two frame dumps and report where and how far they differ.",
        arguments: [.init(name: "expected", help: "The expected dump (JSON Lines), or - for standard input.", isPath: true),
                    .init(name: "actual", help: "The actual dump (JSON Lines), or - for standard input.", isPath: true)],
        options: [
            .init(names: ["--format"], valueName: "format", help: "The output format.", defaultValue: "text",
                  allowedValues: Format.allCases.map(\.rawValue)),
            CommandSpec.outputOption,
            .init(names: ["--tolerance"], valueName: "points",
                  help: "How far apart two values may be, per field, in points (absolute).", defaultValue: "0, the dump's 1e-6 rounding"),
        ],
        discussion: "Exits 0 when the dumps match, 1 when they differ.")

    /// The expected dump's path (`-` for standard input).
    public var expected: String
    /// The actual dump's path (`-` for standard input).
    public var actual: String
    /// The output format (`--format`), `text` by default.
    public var format: Format = .text
    /// The `-o` file, replaced atomically; nil writes to standard output.
    public var output: String?
    /// How far apart two values may be, per field, in points (`--tolerance`; 0 by default).
    public var tolerance = FrameDumpDifference.defaultTolerance

    /// A comparison of the dump at `actual` with the one at `expected`, with the default options.
    public init(expected: String, actual: String) {
        self.expected = expected
        self.actual = actual
    }

    init(_ p: ParsedArguments) throws(RigUsageError) {
        expected = p.positionals[0]
        actual = p.positionals[1]
        if expected == "-" && actual == "-" { throw p.fail("Only one of '<expected>' and '<actual>' can be '-' (standard input)") }
        if let format: Format = try p.choice("--format") { self.format = format }
        output = p.value("--output")
        tolerance = try p.number("--tolerance", positive: false) ?? FrameDumpDifference.defaultTolerance
    }

    func run(_ context: RigContext) throws(RigFailure) -> Int32 {
        let expectedDump = try load(expected, context), actualDump = try load(actual, context)
        let difference = FrameDumpDifference(expected: expectedDump, actual: actualDump, tolerance: tolerance)
        let text: String
        switch format {
        case .text: text = difference.text(expected: expected, actual: actual)
        case .json: text = difference.json(expected: expected, actual: actual)
        case .html:
            text = FrameDump.playerHTML(title: "\(expected) vs \(actual)", runs: [(expected, expectedDump), (actual, actualDump)],
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
