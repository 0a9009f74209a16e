import InterfaceBuilder
import XCTest

/// A constraint of a custom `NSLayoutConstraint` subclass reads with its class and lays out with
/// the document's constant (Docs/interface-builder.md).
final class IBConstraintClassTests: XCTestCase {
    /// A 40-point-high view `bar` 12 points below the root's top, that top constraint of the
    /// app's class `ScaledConstraint` in module `App`.
    static let document = IBFixture.rootView(
        subviews: IBFixture.box("bar", y: 12, height: 40),
        constraints: """
            <constraint firstItem="bar" firstAttribute="top" secondItem="root" secondAttribute="top" constant="12" id="bar-top" customClass="ScaledConstraint" customModule="App" customModuleProvider="target"/>
            <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="bar-l"/>
            <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="bar-r"/>
            """)

    /// The class and module land on the constraint, the document reads without a diagnostic,
    /// and `bar` sits at the constraint's document constant.
    func testACustomConstraintClassReadsAndKeepsItsConstant() throws {
        let document = try IBFixture.read(Self.document)
        let top = try XCTUnwrap(document.view(id: "root")?.constraints.first { $0.id == "bar-top" })
        XCTAssertEqual(top.customClass, "ScaledConstraint")
        XCTAssertEqual(top.customModule, "App")
        XCTAssertEqual(document.diagnostics.map(\.kind), [])
        XCTAssertEqual(try IBFixture.frames(Self.document, root: "root")["bar"], [0, 12, 375, 40])
    }
}
