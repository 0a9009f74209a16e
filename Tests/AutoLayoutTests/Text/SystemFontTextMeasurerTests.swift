import XCTest

@testable import AutoLayout

/// The default model: UIKit's system-font metrics, and widths that scale with the font. The
/// reference widths are what Xcode gives single-line labels (tolerance: one point, the model's
/// stated accuracy for most labels).
final class SystemFontTextMeasurerTests: XCTestCase {
    let model = SystemFontTextMeasurer()

    func testMetricsAreSFPros() {
        let m17 = model.metrics(for: .systemFont(ofSize: 17))
        XCTAssertEqual(m17.lineHeight, 20.287, accuracy: 0.001)
        XCTAssertEqual(m17.ascender, 16.186, accuracy: 0.001)
        XCTAssertEqual(m17.descender, -4.101, accuracy: 0.001)
        XCTAssertEqual(m17.leading, 0)
        XCTAssertEqual(model.metrics(for: .systemFont(ofSize: 34)).lineHeight, 40.574, accuracy: 0.001)
        XCTAssertEqual(model.metrics(for: .systemFont(ofSize: 12)).lineHeight, 14.320, accuracy: 0.001)
    }

    func testWidthsScaleWithSizeAndWeight() {
        let text = "Settings"
        let w12 = model.width(of: text, in: .systemFont(ofSize: 12))
        let w17 = model.width(of: text, in: .systemFont(ofSize: 17))
        let w34 = model.width(of: text, in: .systemFont(ofSize: 34))
        XCTAssertLessThan(w12, w17)
        XCTAssertLessThan(w17, w34)
        XCTAssertEqual(w34 / w17, 2, accuracy: 0.15, "about proportional to the size")
        let medium = model.width(of: text, in: .systemFont(ofSize: 17, weight: .medium))
        let bold = model.width(of: text, in: .boldSystemFont(ofSize: 17))
        let light = model.width(of: text, in: .systemFont(ofSize: 17, weight: .light))
        XCTAssertLessThan(light, w17)
        XCTAssertLessThan(w17, medium)
        XCTAssertLessThan(medium, bold)
        XCTAssertGreaterThan(model.width(of: text, in: .systemFont(ofSize: 17, weight: .black)), bold)
    }

    func testCharacterShapesDiffer() {
        let f = Font.systemFont(ofSize: 17)
        XCTAssertLessThan(model.advance(of: "i", in: f), model.advance(of: "n", in: f))
        XCTAssertLessThan(model.advance(of: "n", in: f), model.advance(of: "m", in: f))
        XCTAssertLessThan(model.advance(of: "l", in: f), model.advance(of: "W", in: f))
        XCTAssertLessThan(model.advance(of: " ", in: f), model.advance(of: "a", in: f))
    }

    func testKnownLabelWidths() {
        // Widths of one-line labels as Xcode lays them out at 2x (UIKit rounds up to the pixel grid).
        let cases: [(String, Font, Double)] = [
            ("Label", .systemFont(ofSize: 17), 42),
            ("Button", .systemFont(ofSize: 15), 46),
        ]
        for (text, font, expected) in cases {
            let label = Label(name: "l", text: text, font: font)
            XCTAssertEqual(label.intrinsicContentSize.width, expected, accuracy: 1.0, "\(text) at \(font)")
        }
    }

    func testCharactersOutsideASCIIFollowTheRule() {
        let f = Font.systemFont(ofSize: 20)
        XCTAssertEqual(model.advance(of: "é", in: f), model.advance(of: "e", in: f), accuracy: 1e-9)
        XCTAssertEqual(model.advance(of: "Å", in: f), model.advance(of: "A", in: f), accuracy: 1e-9)
        XCTAssertEqual(model.advance(of: "漢", in: f), 20 + SystemFontTextMeasurer.tracking(at: 20), accuracy: 1e-9)
        XCTAssertEqual(model.advance(of: "\u{200B}", in: f), SystemFontTextMeasurer.tracking(at: 20), accuracy: 1e-9)
        XCTAssertGreaterThan(model.advance(of: "😀", in: f), 20)
        XCTAssertGreaterThan(model.advance(of: "ж", in: f), 0)
        XCTAssertEqual(model.width(of: "", in: f), 0)
    }

    func testNamedFontsMeasureAsTheSystemFont() {
        let named = Font(name: "Avenir-Book", size: 17)
        XCTAssertEqual(model.width(of: "Avenir", in: named), model.width(of: "Avenir", in: .systemFont(ofSize: 17)))
        XCTAssertEqual(named.familyName, "Avenir-Book")
        XCTAssertFalse(named.isSystemFont)
        XCTAssertEqual(named.description, "<Avenir-Book 17 pt>")
        XCTAssertEqual(Font.boldSystemFont(ofSize: 12.5).description, "<system 12.5 pt weight 0.4>")
    }
}
