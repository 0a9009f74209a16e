import AutoLayout
import InterfaceBuilder
import Rigging
import XCTest

/// What the geometry checks of `IBDocument.lint(_:)` leave out: views not shown (hidden for the
/// screen's size classes, fully transparent), views whose layout is ambiguous (reported as such),
/// and the text of a view with no size.
final class IBLintShownTests: XCTestCase {
    /// A view `id` as wide as the root less 320 points, so none at all on a 320-point screen,
    /// with `attributes` and `inside` (variations) in it.
    static func shrinking(_ id: String, y: Int, attributes: String = "", inside: String = "") -> (view: String, constraints: String) {
        let view = """
            <view contentMode="scaleToFill" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="\(y)" width="94" height="40"/>
                \(inside)
            </view>
            """
        let constraints = [
            #"<constraint firstItem="ID" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="ID-l"/>"#,
            #"<constraint firstItem="ID" firstAttribute="top" secondItem="root" secondAttribute="top" constant="Y" id="ID-t"/>"#,
            #"<constraint firstItem="ID" firstAttribute="width" secondItem="root" secondAttribute="width" constant="-320" id="ID-w"/>"#,
            #"<constraint firstItem="ID" firstAttribute="height" constant="40" id="ID-h"/>"#,
        ].map { $0.replacingOccurrences(of: "ID", with: id).replacingOccurrences(of: "\"Y\"", with: "\"\(y)\"") }
        return (view, constraints.joined(separator: "\n"))
    }

    private func checks(_ text: String) throws -> [String] {
        let document = try IBFixture.read(text, file: "Lint.xib")
        return document.lint(try document.screen(forHierarchy: "root", on: IBLintTests.small)).map {
            "\($0.check.rawValue) \($0.ids.joined(separator: ","))"
        }
    }

    func testViewsNotShownOnTheScreenAreLeftOut() throws {
        let shown = Self.shrinking("shown", y: 100)
        let transparent = Self.shrinking("transparent", y: 200, attributes: #"alpha="0.0""#)
        // retina3_5 in portrait is compact width, regular height.
        let compactHidden = Self.shrinking("compactHidden", y: 300, inside: #"<variation key="widthClass=compact" hidden="YES"/>"#)
        let regularHidden = Self.shrinking("regularHidden", y: 400, inside: #"<variation key="widthClass=regular" hidden="YES"/>"#)
        let all = [shown, transparent, compactHidden, regularHidden]
        let text = IBLintTests.screen(all.map(\.view).joined(separator: "\n"), constraints: all.map(\.constraints).joined(separator: "\n"))
        XCTAssertEqual(try checks(text), ["zeroSize shown", "zeroSize regularHidden"])
    }

    func testAnAmbiguousViewIsReportedAsAmbiguousOnly() throws {
        // Without its width constraint and with no intrinsic size, the engine leaves it 0 wide,
        // one width of many.
        let (view, constraints) = Self.shrinking("loose", y: 100)
        let loose = constraints.split(separator: "\n").filter { !$0.contains(#"id="loose-w""#) }.joined(separator: "\n")
        XCTAssertEqual(try checks(IBLintTests.screen(view, constraints: loose)), ["ambiguous loose"])
    }

    func testALabelOfNoSizeIsNotAlsoTruncated() throws {
        let (view, constraints) = Self.shrinking("caption", y: 100)
        let label = view.replacingOccurrences(of: "<view contentMode=\"scaleToFill\"", with: "<label text=\"Caption\"")
            .replacingOccurrences(of: "</view>", with: #"<fontDescription key="fontDescription" type="system" pointSize="17"/></label>"#)
        XCTAssertEqual(try checks(IBLintTests.screen(label, constraints: constraints)), ["zeroSize caption"])
    }
}
