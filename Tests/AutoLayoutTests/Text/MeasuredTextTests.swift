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
                XCTAssertEqual((0..<measured.count).map { measured.string($0..<$0 + 1) }, Array(text).map(String.init), text)
                XCTAssertEqual(measured.ascii == nil, !text.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }, text)
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

    /// The shared measurements are the measurer's own, for every text and font; a text and a
    /// font measured twice come from the cache.
    func testSharedMeasurementsAreTheSame() {
        let measurer = SystemFontTextMeasurer()
        let texts = ["a shared text - measured once", "café 東京\nline", "", "Note 12"]
        for font in [Font.systemFont(ofSize: 17), .boldSystemFont(ofSize: 17), .systemFont(ofSize: 12, weight: .light)] {
            for text in texts {
                let fresh = MeasuredText(text, in: font, by: measurer)
                for _ in 0..<2 {
                    let shared = MeasuredText.shared(text, in: font, by: measurer)
                    XCTAssertEqual(shared.advances, fresh.advances, text)
                    XCTAssertEqual(shared.kinds, fresh.kinds, text)
                    XCTAssertEqual(shared.lineHeight, fresh.lineHeight, text)
                    XCTAssertEqual(shared.lines(maxWidth: 60, anywhere: false), fresh.lines(maxWidth: 60, anywhere: false), text)
                }
            }
        }
        // Another measurer's numbers are its own, never the system model's cached ones.
        let fixed = MeasuredText.shared("a shared text - measured once", in: .systemFont(ofSize: 17), by: FixedAdvanceTextMeasurer())
        XCTAssertEqual(Set(fixed.advances.filter { $0 > 0 }), [8])
    }

    /// The cache holds at most two generations of `capacity` characters; a text found in the
    /// old generation moves back to the young one and survives the next turnover.
    func testCacheGenerationsAreBounded() {
        let measurer = SystemFontTextMeasurer()
        var cache = MeasuredTextCache(capacity: 10)
        func key(_ text: String) -> MeasuredTextCache.Key { MeasuredTextCache.Key(text: text, font: .label) }
        for text in ["abcd", "efgh"] { cache.insert(MeasuredText(text, in: .label, by: measurer), for: key(text)) }
        XCTAssertEqual(Set(cache.young.keys.map(\.text)), ["abcd", "efgh"])
        cache.insert(MeasuredText("ijkl", in: .label, by: measurer), for: key("ijkl"))  // 12 > 10: a turnover
        XCTAssertEqual(Set(cache.young.keys.map(\.text)), ["ijkl"])
        XCTAssertEqual(Set(cache.old.keys.map(\.text)), ["abcd", "efgh"])
        XCTAssertNotNil(cache.find(key("abcd")))  // promoted
        XCTAssertEqual(Set(cache.young.keys.map(\.text)), ["ijkl", "abcd"])
        cache.insert(MeasuredText("mnop", in: .label, by: measurer), for: key("mnop"))
        XCTAssertEqual(Set(cache.old.keys.map(\.text)), ["ijkl", "abcd"])
        XCTAssertNil(cache.find(key("efgh")))
        XCTAssertLessThanOrEqual((cache.young.values.map(\.count) + cache.old.values.map(\.count)).reduce(0, +), 20)
    }
}
