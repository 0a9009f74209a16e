import InterfaceBuilder
import Rigging
import XCTest

/// Constraints with numbers no real layout uses, or a multiplier of 0: the hierarchy lays out,
/// each constraint UIKit would refuse or the engine cannot hold is left out with a warning
/// naming it (Docs/interface-builder.md, "Constraints").
final class IBExtremeConstraintTests: XCTestCase {
    /// A root holding a 50-point square `a` 10 points in, whose width constraint is `width`.
    private func document(width: String) throws -> IBDocument {
        try IBFixture.read(
            IBFixture.rootView(
                subviews: IBFixture.box("a", x: 10, y: 10, width: 50, height: 50),
                constraints: """
                    <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
                    <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c2"/>
                    <constraint firstItem="a" firstAttribute="width" constant="50" priority="250" id="c5"/>
                    \(width)
                    """))
    }

    /// The frame of `a` and the scene's warnings.
    private func layout(_ document: IBDocument) throws -> ([Double]?, [String]) {
        let mapped = try document.scene(forHierarchy: "root")
        let layout = try ViewTreeBackend(PreparedScene(mapped.scene))
        let frame = mapped.documentFrames(layout.layout()).first { $0.id == "a" }.map { [$0.frame.x, $0.frame.y, $0.frame.width, $0.frame.height] }
        return (frame, mapped.warnings.map { "\($0.objectID) \($0.reason)" })
    }

    /// A constant of 1e300 is left out (it would have been written in the engine's text as a
    /// number no grammar reads): `a` keeps its optional 50-point width.
    func testAHugeConstantIsLeftOut() throws {
        let (frame, warnings) = try layout(document(width: #"<constraint firstItem="a" firstAttribute="width" constant="1e300" id="c3"/>"#))
        XCTAssertEqual(frame, [10, 10, 50, 50])
        XCTAssertEqual(warnings, ["c3 has a multiplier or constant beyond a billion; skipped"])
        let (_, multiplied) = try layout(
            document(
                width: #"<constraint firstItem="a" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="1e12" id="c3"/>"#))
        XCTAssertEqual(multiplied, ["c3 has a multiplier or constant beyond a billion; skipped"])
    }

    /// A width equal to another width times 0 plus 30 is a width of 30, as UIKit reads it.
    func testASizeTimesZeroIsItsConstant() throws {
        let (frame, warnings) = try layout(
            document(
                width:
                    #"<constraint firstItem="a" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="0" constant="30" id="c3"/>"#
            ))
        XCTAssertEqual(frame, [10, 10, 30, 50])
        XCTAssertEqual(warnings, [])
    }

    /// A location equal to another item's times 0 is a constraint UIKit refuses: left out with a
    /// warning, the rest laid out.
    func testALocationTimesZeroIsLeftOut() throws {
        let (frame, warnings) = try layout(
            document(
                width: #"<constraint firstItem="a" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" multiplier="0" id="c3"/>"#))
        XCTAssertEqual(frame, [10, 10, 50, 50])
        XCTAssertEqual(warnings, ["c3 relates a location to another item times 0, which UIKit refuses; skipped"])
    }
}
