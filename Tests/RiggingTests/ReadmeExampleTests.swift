import Foundation
import XCTest

/// The README's Swift programs for Rigging, run here with their output captured: each
/// `example` body below is a README block verbatim (its imports are the file's), and
/// `testTheReadmeShowsTheseProgramsAndTheirOutput` checks that the README shows each body and
/// the output it prints.
final class ReadmeExampleTests: XCTestCase {
    static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("README.md")

    func testTheReadmeShowsTheseProgramsAndTheirOutput() throws {
        let readme = try String(contentsOf: Self.readme, encoding: .utf8)
        let source = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("ReadmeExamples.swift"), encoding: .utf8)
        let blocks = Self.fencedBlocks(readme, language: "swift").filter { $0.contains("import Rigging\n") }
        XCTAssertEqual(blocks.count, 2, "the README's Rigging programs")
        for block in blocks {
            let body = block.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.hasPrefix("import ") && !$0.isEmpty }
            for line in body {
                XCTAssertTrue(source.contains(String(line)), "README line not run by this test: \(line)")
            }
        }
        for output in [try ReadmeOutput.capture(sliderExample), try ReadmeOutput.capture(doubiExample)] {
            XCTAssertFalse(output.isEmpty)
            XCTAssertTrue(readme.contains(output), "the README shows this output:\n\(output)")
        }
    }

    static func fencedBlocks(_ text: String, language: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if let lines = current {
                if line == "```" {
                    blocks.append(lines.joined(separator: "\n"))
                    current = nil
                } else {
                    current?.append(line)
                }
            } else if line == "```\(language)" {
                current = []
            }
        }
        return blocks
    }
}
