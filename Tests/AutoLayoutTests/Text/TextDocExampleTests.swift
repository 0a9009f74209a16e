import Foundation
import XCTest

@testable import AutoLayout

/// The code examples in the doc comments of the text types and controls, run as written (the
/// values their comments state checked).
final class TextDocExampleTests: XCTestCase {
    /// `Font`.
    func testFontExample() {
        let body = Font.systemFont(ofSize: 17)
        let title = Font.systemFont(ofSize: 28, weight: .bold)
        let brand = Font(name: "Avenir-Heavy", size: 15)
        XCTAssertTrue(body.isSystemFont)
        XCTAssertEqual(brand.familyName, "Avenir-Heavy")
        XCTAssertEqual(title.weight, .bold)
    }

    /// `TextMeasurer`.
    func testTextMeasurerExample() {
        let measurer = FixedAdvanceTextMeasurer()  // 8 points a character, 20 a line
        let lines = measurer.lines(of: "the quick brown fox", maxWidth: 80)
        XCTAssertEqual(lines, ["the quick", "brown fox"])
        let size = measurer.size(of: "the quick brown fox", maxWidth: 80)
        XCTAssertEqual(size, Size(width: 72, height: 40))
    }

    /// `SystemFontTextMeasurer`.
    func testSystemFontTextMeasurerExample() {
        let measurer = SystemFontTextMeasurer()
        let body = Font.systemFont(ofSize: 17)
        let line = measurer.metrics(for: body).lineHeight  // 20.287...
        let wider = measurer.width(of: "Save", in: .boldSystemFont(ofSize: 17)) > measurer.width(of: "Save", in: body)
        XCTAssertEqual(line, 20.287, accuracy: 0.001)
        XCTAssertTrue(wider)
    }

    /// `FontFileTextMeasurer`.
    func testFontFileTextMeasurerExample() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("Brand-\(UUID().uuidString).ttf").path
        try Data(TestFontFile().bytes).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let brand = try FontFile(contentsOf: path)
        let label = Label(
            name: "title", text: "Welcome", font: Font(name: "Brand", size: 20),
            measurer: FontFileTextMeasurer(regular: brand))
        XCTAssertEqual(label.intrinsicContentSize.height, 22)  // 21.8, rounded up to the 2x grid
    }

    /// `Label`.
    func testLabelExample() throws {
        let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 375, height: 667))
        let label = Label(name: "body", text: "Labels wrap by themselves at the width their constraints give them.")
        label.numberOfLines = 0
        root.addSubview(label)
        try LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(label.frame.width, 335)
        XCTAssertEqual(label.frame.height, 41)
        XCTAssertEqual(label.displayedLines.count, 2)
    }

    /// `Label.displayedLines(in:)`.
    func testDisplayedLinesExample() {
        let label = Label(name: "title", text: "A title that is far too long", measurer: FixedAdvanceTextMeasurer())
        let shown = label.displayedLines(in: Size(width: 80, height: 20))
        XCTAssertEqual(shown, ["A title t\u{2026}"])
    }

    /// `Button`.
    func testButtonExample() {
        let save = Button(name: "save", title: "Save")
        XCTAssertEqual(save.intrinsicContentSize.height, 30)
        save.contentEdgeInsets = EdgeInsets(top: 4, left: 12, bottom: 4, right: 12)
        XCTAssertEqual(save.intrinsicContentSize.height, 26)
    }

    /// `TextField`.
    func testTextFieldExample() {
        let email = TextField(name: "email", placeholder: "you@example.com")
        email.borderStyle = .roundedRect
        XCTAssertEqual(email.intrinsicContentSize.height, 34)
    }

    /// `TextView`.
    func testTextViewExample() throws {
        let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let notes = TextView(name: "notes", text: "Short note")
        notes.isScrollEnabled = false
        root.addSubview(notes)
        try LayoutConstraint.activate([
            notes.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            notes.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            notes.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(notes.frame.height, 30.5)
    }

    /// `SegmentedControl`.
    func testSegmentedControlExample() {
        let mode = SegmentedControl(name: "mode", titles: ["Solid", "Gradient"])
        XCTAssertEqual(mode.intrinsicContentSize, Size(width: 145, height: 32))
    }
}
