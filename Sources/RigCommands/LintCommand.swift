import Foundation
import InterfaceBuilder
import Rigging

/// `rig lint DOC... [--device ID|all] [--orientation portrait|landscape|both] [--format
/// text|json|html] [--strict] [--shard K/N] [-o FILE]`, or `rig lint --merge REPORT.json...`:
/// lays out every hierarchy of every document on every device and orientation asked for, on all
/// cores, and reports what `IBDocument.lint(_:)` finds.
package struct LintCommand: RigSubcommand {
    /// Output formats.
    package enum Format: String, Sendable, CaseIterable {
        /// The findings per screen and a summary (the default).
        case text
        /// One JSON object per screen and line (`LintRecord`), which `--merge` reads back.
        case json
        /// A self-contained page drawing every screen on every device, problems outlined in red.
        case html
    }

    package static let spec = CommandSpec(
        name: "lint", overview: "Lay out Interface Builder documents on every device and report the problems.",
        arguments: [
            .init(
                name: "document", help: "The .storyboard and .xib files (with --merge: lint reports in JSON, - for standard input).",
                isPath: true, isRepeating: true)
        ],
        options: [
            DocumentTargets.deviceOption.declaration, DocumentTargets.orientationOption.declaration, formatOption.declaration,
            strictOption.declaration, shardOption.declaration, mergeOption.declaration, CommonOptions.output.declaration,
        ],
        discussion: """
            EXIT STATUS: 0 linted (with --strict: and nothing found), 1 a document, hierarchy or report that could not be read \
            or laid out, 2 an ambiguous layout (--strict), 3 an unsatisfiable constraint (--strict; wins over 2), \
            4 only warnings (--strict), 64 bad usage.
            """,
        examples: [
            .init(
                command: "rig lint Main.storyboard Cell.xib",
                help: "Each document on its own device and orientation: the findings per screen and a summary."),
            .init(
                command: "rig lint Main.storyboard --device retina4_0,iPhone-15 --orientation both --strict",
                help: "On a 4-inch iPhone and an iPhone 15, held both ways; exit 3, 2 or 4 if anything is found."),
            .init(
                command: "rig lint Main.storyboard --device all --orientation both --format html -o lint.html",
                help: "A page drawing every screen on every device, the views of each finding outlined in red."),
            .init(
                command: "rig lint Main.storyboard Cell.xib --format json --shard 2/4 -o lint-2.json",
                help: "The second of four shards (a CI machine's part) as JSON Lines, one screen a line."),
            .init(
                command: "rig lint --merge lint-1.json lint-2.json lint-3.json lint-4.json --format html -o lint.html",
                help: "The shards' reports as one, here a page."),
        ])

    static let formatOption = CommandOption<Format>.choice(
        ["--format"], valueName: "format",
        help:
            "text: the findings per screen and a summary; json: one object per screen and line (--merge reads it); html: a page drawing every screen.",
        default: .text)
    static let strictOption = CommandOption<Bool>.flag(
        ["--strict"], help: "Exit 3 if a constraint is unsatisfiable, else 2 if a layout is ambiguous, else 4 if anything else is found.")
    static let shardOption = CommandOption<String?>.text(
        ["--shard"], valueName: "K/N", help: "Lint only shard K of N (1-based): the documents whose path, as given, hashes to K.")
    static let mergeOption = CommandOption<Bool>.flag(
        ["--merge"], help: "Read the arguments as JSON lint reports (shards; - for standard input) and report them as one.")

    /// The documents, or with `merge` the reports.
    package var documents: [String]
    /// The devices and orientations.
    var targets = DocumentTargets()
    package var format: Format = .text
    package var strict = false
    /// The shard (`K/N`, 1-based) of the documents to lint; nil for all.
    package var shard: (index: Int, count: Int)?
    package var merge = false
    /// The `-o` file, replaced atomically; nil writes to standard output.
    package var output: String?

    /// A lint of `documents` on their own devices, as text.
    package init(documents: [String]) { self.documents = documents }

    package init(_ p: ParsedArguments) throws(RigUsageError) {
        documents = p.positionals
        targets = try DocumentTargets(p)
        format = try p.read(Self.formatOption)
        strict = try p.read(Self.strictOption)
        merge = try p.read(Self.mergeOption)
        output = try p.read(CommonOptions.output)
        if let text = try p.read(Self.shardOption) {
            let parts = text.split(separator: "/", omittingEmptySubsequences: false).map { Int($0) }
            guard parts.count == 2, let k = parts[0], let n = parts[1], n >= 1, (1...n).contains(k) else {
                throw RigUsageError.invalidValue(
                    text, for: Self.shardOption.declaration, subcommand: p.spec.name,
                    expected: "K/N with 1 <= K <= N")
            }
            shard = (k, n)
        }
        if merge, shard != nil || targets != DocumentTargets() {
            throw RigUsageError(message: "--merge reads reports: --device, --orientation and --shard apply to documents", subcommand: p.spec.name)
        }
    }

    package static func == (a: LintCommand, b: LintCommand) -> Bool {
        a.documents == b.documents && a.targets == b.targets && a.format == b.format && a.strict == b.strict
            && a.shard?.index == b.shard?.index && a.shard?.count == b.shard?.count && a.merge == b.merge && a.output == b.output
    }

    /// Writes the report as the records come (merged reports once all are read and sorted), so
    /// a lint holds a batch of documents at a time (`LintRun.forEachRecord`), not all of them.
    package func run(_ context: RigContext) throws(RigFailure) -> Int32 {
        let out = try context.output(to: output)
        var report = LintOutput(format: format)
        func write(_ record: LintRecord) throws(RigFailure) {
            let text = report.add(record)
            guard !text.isEmpty else { return }
            do { try out.write(text) } catch { throw .output(error) }
        }
        if merge {
            var records = try Self.readReports(documents, standardInput: context.tool.readStandardInput)
            records.sort { $0.sortKey.lexicographicallyPrecedes($1.sortKey) }
            for record in records { try write(record) }
        } else {
            try LintRun(targets: targets).forEachRecord(of: shardDocuments, write)
        }
        try context.emit(report.finish(), to: out)
        return Self.status(report.tally, strict: strict)
    }

    /// The documents of this shard, in the order given.
    var shardDocuments: [String] {
        guard let shard else { return documents }
        return documents.filter { Self.shard(of: $0, count: shard.count) == shard.index }
    }

    /// The 1-based shard of `path` among `count`: FNV-1a of the path's UTF-8 bytes, so every
    /// machine of a CI matrix given the same paths splits them the same way.
    static func shard(of path: String, count: Int) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in path.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return Int(hash % UInt64(count)) + 1
    }

    /// 1 when something could not be read or laid out; with `strict`, else 3, 2 or 4 as found.
    static func status(_ tally: LintTally, strict: Bool) -> Int32 {
        if tally.failed > 0 { return 1 }
        guard strict else { return 0 }
        if tally.checks.contains(IBLintFinding.Check.unsatisfiable.rawValue) { return 3 }
        if tally.checks.contains(IBLintFinding.Check.ambiguous.rawValue) { return 2 }
        return tally.checks.isEmpty ? 0 : 4
    }

    /// The records of JSON lint reports, in file order; `-` reads `standardInput`.
    static func readReports(_ paths: [String], standardInput: RigTool.InputReader) throws(RigFailure) -> [LintRecord] {
        var records: [LintRecord] = []
        for path in paths {
            let text: String
            if path == "-" {
                do {
                    text = String(decoding: try standardInput(), as: UTF8.self)
                } catch {
                    throw .message("-: cannot read the report: \(error.description)")
                }
            } else {
                do {
                    text = try String(contentsOfFile: path, encoding: .utf8)
                } catch {
                    throw .message("\(path): cannot read the report: \(error.localizedDescription)")
                }
            }
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where !line.isEmpty {
                switch LintRecord.parse(line: String(line)) {
                case .success(let record): records.append(record)
                case .failure(var error):
                    error.file = path
                    error.line = number + 1
                    throw .message("\(error)")
                }
            }
        }
        return records
    }
}
