import XCTest
@testable import AutoLayout

/// `MeasuredText`'s shortcuts (one character per byte for ASCII, the system font's advances
/// read from its tables) give the same characters and numbers as the measurer, character by
/// character.
final class MeasuredTextTests: XCTestCase {
    func testShortcutsMatchTheMeasurer() {
        let measurer = SystemFontTextMeasurer()
        let texts = ["plain words - and a hyphen", "lines\nand\r\nwindows\rreturns\ttabs", "café naïve 東京 👍🏽 e\u{301}", "", " "]
        for font in [Font.systemFont(ofSize: 17), .boldSystemFont(ofSize: 13), .systemFont(ofSize: 28, weight: .medium)] {
            for text in texts {
                let measured = MeasuredText(text, in: font, by: measurer)
                XCTAssertEqual(measured.characters, Array(text), text)
                let expected = Array(text).map { c -> Double in c == "\n" || c == "\r\n" ? 0 : measurer.advance(of: c, in: font) }
                XCTAssertEqual(measured.advances, expected, text)
                XCTAssertEqual(measured.kerning, [Double](repeating: 0, count: expected.count), text)
                let kinds = Array(text).map { c -> MeasuredText.Kind in
                    c == "\n" || c == "\r\n" ? .newline : c == " " ? .space : c == "-" ? .hyphen : .other
                }
                XCTAssertEqual(measured.kinds, kinds, text)
            }
        }
    }
}
