import InterfaceBuilder
import XCTest

/// Attributes Xcode writes that decide nothing a layout depends on and that the reader reads
/// without a diagnostic: a stepper's and a slider's behaviour flags, and a constraint's
/// `symbolType`.
final class IBControlAttributeReadingTests: XCTestCase {
    /// A root view holding `subviews` and `constraints`, read, after checking it drew no
    /// diagnostic.
    private func readCleanly(_ subviews: String, constraints: String = "", line: UInt = #line) throws -> IBDocument {
        let document = try IBFixture.read(IBFixture.rootView(subviews: subviews, constraints: constraints), line: line)
        XCTAssertEqual(document.diagnostics, [], line: line)
        return document
    }

    /// A stepper that repeats, wraps and reports only on release, and a slider reporting only on
    /// release, are read like any other controls.
    func testStepperAndSliderBehaviourFlagsAreKnown() throws {
        let document = try readCleanly(
            """
            <stepper opaque="NO" contentMode="scaleToFill" continuous="NO" autorepeat="NO" wraps="YES" maximumValue="10" translatesAutoresizingMaskIntoConstraints="NO" id="step">
                <rect key="frame" x="20" y="20" width="94" height="32"/>
            </stepper>
            <slider opaque="NO" contentMode="scaleToFill" continuous="NO" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="slide">
                <rect key="frame" x="18" y="60" width="200" height="31"/>
            </slider>
            """)
        XCTAssertEqual(document.view(id: "step")?.kind, .stepper)
        XCTAssertEqual(document.view(id: "slide")?.kind, .slider)
    }

    /// `symbolType="layoutAnchor"`, which Xcode 9 writes on some baseline constraints, is read
    /// without a diagnostic and leaves the stored constant as it is.
    func testConstraintSymbolTypeIsKnown() throws {
        let document = try readCleanly(
            #"<label text="A" translatesAutoresizingMaskIntoConstraints="NO" id="a"/><label text="B" translatesAutoresizingMaskIntoConstraints="NO" id="b"/>"#,
            constraints: """
                <constraint firstItem="a" firstAttribute="firstBaseline" relation="greaterThanOrEqual" secondItem="b" secondAttribute="baseline" constant="56" symbolType="layoutAnchor" id="gap"/>
                """)
        XCTAssertEqual(document.constraint(id: "gap")?.constant, 56)
    }
}
