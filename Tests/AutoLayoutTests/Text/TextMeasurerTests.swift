import TestHelpers
import XCTest

@testable import AutoLayout

final class TextMeasurerTests: XCTestCase {
    let measurer = FixedAdvanceTextMeasurer()  // 8 per character, 20 per line

    func testSizesClimbEmptyOneTwoMany() {
        XCTAssertEqual(measurer.size(of: ""), .zero)
        XCTAssertEqual(measurer.size(of: "a"), Size(width: 8, height: 20))
        XCTAssertEqual(measurer.size(of: "ab cd"), Size(width: 40, height: 20))
        XCTAssertEqual(measurer.size(of: "ab cd", maxWidth: 16), Size(width: 16, height: 40))
        XCTAssertEqual(measurer.lines(of: "abcdefgh ij", maxWidth: 24), ["abc", "def", "gh", "ij"])
        XCTAssertEqual(measurer.size(of: "one\ntwo three", maxWidth: nil), Size(width: 72, height: 40))
        XCTAssertEqual(measurer.size(of: "a b c d", maxWidth: 8, numberOfLines: 2), Size(width: 8, height: 40))
    }

    func testLineBreakingEdges() {
        // A trailing newline starts an empty last line; CRLF is one break; spaces hang at a break.
        XCTAssertEqual(measurer.lines(of: "ab\n", maxWidth: nil), ["ab", ""])
        XCTAssertEqual(measurer.lines(of: "ab\r\ncd", maxWidth: 100), ["ab", "cd"])
        XCTAssertEqual(
            measurer.measuredLines(of: "ab    cd", maxWidth: 24), [MeasuredLine(text: "ab", width: 16), MeasuredLine(text: "cd", width: 16)])
        // Breaks after a hyphen; anywhere in char wrapping.
        XCTAssertEqual(measurer.lines(of: "well-known", maxWidth: 48), ["well-", "known"])
        XCTAssertEqual(measurer.lines(of: "well-known", maxWidth: 48, lineBreakMode: .byCharWrapping), ["well-k", "nown"])
        XCTAssertEqual(measurer.lines(of: "ab cd", maxWidth: 40, lineBreakMode: .byCharWrapping), ["ab cd"])
        // A line narrower than one character still takes one (no endless loop).
        XCTAssertEqual(measurer.lines(of: "abc", maxWidth: 1), ["a", "b", "c"])
        XCTAssertEqual(measurer.size(of: "abc", maxWidth: .nan), Size(width: 24, height: 20))
        XCTAssertEqual(measurer.size(of: "\n\n"), Size(width: 0, height: 60))
    }

    func testKerningCountsInsideALineOnly() {
        struct Kerned: TextMeasurer {
            func metrics(for font: Font) -> FontMetrics { FontMetrics(ascender: 8, descender: -2) }
            func advance(of character: Character, in font: Font) -> Double { 10 }
            func kerning(between left: Character, and right: Character, in font: Font) -> Double { left == "A" && right == "V" ? -3 : 0 }
        }
        let m = Kerned()
        XCTAssertEqual(m.width(of: "AVA"), 27)
        XCTAssertEqual(m.size(of: "AV"), Size(width: 17, height: 10))
        // Broken between A and V, the pair's kerning is not applied to the second line's start.
        XCTAssertEqual(m.measuredLines(of: "AAV", maxWidth: 20).map(\.width), [20, 10])
    }

    func testLabelIntrinsicSizeAndBaselines() {
        let label = Label(name: "label", text: "Hello world", measurer: FixedAdvanceTextMeasurer())
        XCTAssertEqual(label.intrinsicContentSize, Size(width: 88, height: 20))
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 48
        XCTAssertEqual(label.intrinsicContentSize, Size(width: 40, height: 40))
        XCTAssertEqual(label.firstBaselineOffsetFromTop, 16)
        XCTAssertEqual(label.lastBaselineOffsetFromBottom, 4)
        XCTAssertFalse(label.translatesAutoresizingMaskIntoConstraints)
    }

    func testIntrinsicSizeChangesFollowIncrementally() {
        let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 300, height: 100))
        let label = Label(name: "label", text: "abc", measurer: FixedAdvanceTextMeasurer())
        root.addSubview(label)
        activateStrings(["label.left == view.left", "label.top == view.top"], ["view": root, "label": label])
        root.layoutIfNeeded()
        assertFrame(label, 0, 0, 24, 20)
        let hug = label.contentSizeConstraints[0]
        label.text = "abcdef"
        root.layoutIfNeeded()
        assertFrame(label, 0, 0, 48, 20)
        XCTAssertTrue(label.contentSizeConstraints[0] === hug, "the hugging constraint's constant changed in place")
        let plain = View(name: "plain")
        plain.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(plain)
        plain.fixedIntrinsicContentSize = Size(width: 10, height: View.noIntrinsicMetric)
        activateStrings(["plain.left == view.left", "plain.top == view.top", "plain.height == 5"], ["view": root, "plain": plain])
        root.layoutIfNeeded()
        assertFrame(plain, 0, 0, 10, 5)
        XCTAssertEqual(plain.contentSizeConstraints.compactMap { $0 }.count, 2)
    }

    func testParserNeverCrashesOnRandomInput() {
        var generator = SeededGenerator(seed: 0x5EED)
        let views: [String: View] = ["a": View(name: "a"), "view": View(name: "view")]
        let alphabet = Array("a.view.width height left == >= <= + - * @ 0123456789 e metric _ ()\t")
        let seeds = ["a.width == view.width * 2 + 3 @750", "a.left >= view.left - 1e2", "a.height <= m @m"]
        for round in 0..<3000 {
            var text: [Character]
            if round % 2 == 0 {
                text = (0..<Int.random(in: 0...30, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? " " }
            } else {
                text = Array(seeds[round % seeds.count])
                for _ in 0..<Int.random(in: 1...3, using: &generator) where !text.isEmpty {
                    let at = Int.random(in: 0..<text.count, using: &generator)
                    text[at] = alphabet.randomElement(using: &generator) ?? " "
                }
            }
            let string = String(text)
            do {
                _ = try LayoutConstraint.parse(string, views: views, metrics: ["m": 5])
            } catch {
                XCTAssert((0...string.count).contains(error.position), "\(string): position \(error.position)")
            }
        }
    }
}
