import XCTest

@testable import AutoLayout

/// `readableContentGuide`, `keyboardLayoutGuide` and `keyboardHeight`.
final class ViewContentGuidesTests: XCTestCase {
    private func assertFrame(_ r: Rect, _ x: Double, _ y: Double, _ w: Double, _ h: Double, file: StaticString = #filePath, line: UInt = #line) {
        for (got, want) in zip(r.components, [x, y, w, h]) { XCTAssertEqual(got, want, accuracy: 1e-6, file: file, line: line) }
    }

    /// The example of `readableContentGuide`: a wide view centres a 672-point column.
    func testAWideViewCentresAReadableColumn() {
        let root = View(frame: Rect(x: 0, y: 0, width: 1024, height: 768))
        let guide = root.readableContentGuide
        root.layoutIfNeeded()
        assertFrame(guide.layoutFrame, 176, 8, 672, 752)
        XCTAssertTrue(root.readableContentGuide === guide)
        XCTAssertEqual(guide.identifier, "UIViewReadableContentGuide")
        XCTAssertFalse(guide.hasAmbiguousLayout)
    }

    func testANarrowViewGivesTheMarginsAndFollowsThem() {
        let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 600))
        root.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        let guide = root.readableContentGuide
        root.layoutIfNeeded()
        assertFrame(guide.layoutFrame, 20, 10, 350, 580)
        root.frame = Rect(x: 0, y: 0, width: 900, height: 600)
        root.layoutIfNeeded()
        assertFrame(guide.layoutFrame, 114, 10, 672, 580)
    }

    func testContentPinnedToTheReadableGuide() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 1000, height: 400))
        let text = View()
        text.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(text)
        let guide = root.readableContentGuide
        try LayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            text.topAnchor.constraint(equalTo: guide.topAnchor), text.heightAnchor.constraint(equalToConstant: 40),
        ])
        root.layoutIfNeeded()
        assertFrame(text.frame, 164, 8, 672, 40)
    }

    /// The example of `keyboardHeight`.
    func testTheKeyboardGuideFollowsTheSafeAreaThenTheKeyboard() {
        let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        root.systemSafeAreaInsets = EdgeInsets(top: 47, bottom: 34)
        let guide = root.keyboardLayoutGuide
        root.layoutIfNeeded()
        assertFrame(guide.layoutFrame, 0, 810, 390, 34)
        root.keyboardHeight = 336
        root.layoutIfNeeded()
        assertFrame(guide.layoutFrame, 0, 508, 390, 336)
        root.keyboardHeight = 300
        root.layoutIfNeeded()
        assertFrame(guide.layoutFrame, 0, 544, 390, 300)
        root.keyboardHeight = -5
        XCTAssertEqual(root.keyboardHeight, 0)
        root.layoutIfNeeded()
        assertFrame(guide.layoutFrame, 0, 810, 390, 34)
        root.keyboardHeight = .nan
        XCTAssertEqual(root.keyboardHeight, 0)
    }

    func testAFieldAboveTheKeyboardRises() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        root.keyboardHeight = 200
        let field = View()
        field.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(field)
        try LayoutConstraint.activate([
            field.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor, constant: -8),
            field.leadingAnchor.constraint(equalTo: root.leadingAnchor), field.widthAnchor.constraint(equalToConstant: 100),
            field.heightAnchor.constraint(equalToConstant: 44),
        ])
        root.layoutIfNeeded()
        assertFrame(field.frame, 0, 592, 100, 44)
        root.keyboardHeight = 0
        root.layoutIfNeeded()
        assertFrame(field.frame, 0, 792, 100, 44)
    }
}
