import XCTest

/// Every example in Docs/rig.md (a `$ command` line in a code block and the lines after it)
/// runs and prints what the manual shows. `rig time` measures the machine, so its examples are
/// checked for their shape only.
final class RigManualTests: XCTestCase {
    struct Example {
        var command: String
        var output: String
    }

    static func examples(in document: String = "Docs/rig.md") throws -> [Example] {
        let text = try String(contentsOf: RigBinary.packageRoot.appendingPathComponent(document), encoding: .utf8)
        var examples: [Example] = []
        var inBlock = false
        var indent = 0  // the block's fence indentation (a block inside a list item is indented)
        var exampleOpen = false  // an example started in this block takes the lines that follow
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if rawLine.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inBlock.toggle()
                exampleOpen = false
                indent = rawLine.prefix { $0 == " " }.count
                continue
            }
            let line = String(rawLine.dropFirst(min(indent, rawLine.prefix { $0 == " " }.count)))
            guard inBlock else { continue }
            if line.hasPrefix("$ ") {
                examples.append(Example(command: String(line.dropFirst(2)), output: ""))
                exampleOpen = true
            } else if exampleOpen {
                examples[examples.count - 1].output += line + "\n"
            }
        }
        return examples
    }

    func testEveryExampleInTheManual() throws {
        let examples = try Self.examples()
        XCTAssertGreaterThan(examples.count, 15)
        try run(examples)
    }

    /// The command-line examples of the testing guide.
    func testEveryExampleInTheTestingGuide() throws {
        let examples = try Self.examples(in: "Docs/testing.md")
        XCTAssertGreaterThan(examples.count, 4)
        try run(examples)
    }

    func run(_ examples: [Example]) throws {
        for example in examples {
            let result = try RigShell.run(#"rig() { "$RIG" "$@"; }; cd "$ROOT" && "# + example.command)
            defer { RigShell.cleanUp(result) }
            if example.command.hasPrefix("rig time") {
                XCTAssertEqual(result.status, 0, example.command)
                let first = example.output.prefix { $0 != ":" && $0 != "," }
                XCTAssertTrue(result.standardOutput.hasPrefix(first), "\(example.command): \(result.standardOutput)")
                continue
            }
            XCTAssertEqual(result.standardOutput, example.output, example.command)
        }
    }
}
