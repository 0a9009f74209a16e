import AutoLayout
import InterfaceBuilder
import Rigging
import XCTest

/// Each check of `IBDocument.lint(_:)`, firing on another device and quiet at the document's own.
final class IBLintTests: XCTestCase {
    static let small = IBLayoutTarget(device: Device.named("retina3_5")!, orientation: .portrait)

    /// A XIB at retina6_1 whose top-level view (414 × 896, the screen) holds `subviews`.
    static func screen(_ subviews: String, constraints: String) -> String {
        IBFixture.xib(
            """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                <subviews>
            \(subviews)
                </subviews>
                <constraints>
            \(constraints)
                </constraints>
            </view>
            """)
    }

    private func checks(_ text: String, on target: IBLayoutTarget? = nil) throws -> [String] {
        let document = try IBFixture.read(text, file: "Lint.xib")
        return document.lint(try document.screen(forHierarchy: "root", on: target)).map { "\($0.check.rawValue) \($0.ids.joined(separator: ","))" }
    }

    func testViewsPushedOffScreenOutsideTheirSuperviewAndToZeroSize() throws {
        let text = Self.screen(
            """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pinned">
                <rect key="frame" x="360" y="100" width="40" height="40"/>
            </view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="shrinking">
                <rect key="frame" x="0.0" y="200" width="94" height="40"/>
            </view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                <rect key="frame" x="0.0" y="300" width="414" height="100"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                        <rect key="frame" x="350" y="10" width="40" height="40"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="badge" firstAttribute="leading" secondItem="card" secondAttribute="leading" constant="350" id="b1"/>
                    <constraint firstItem="badge" firstAttribute="top" secondItem="card" secondAttribute="top" constant="10" id="b2"/>
                    <constraint firstItem="badge" firstAttribute="width" constant="40" id="b3"/>
                    <constraint firstItem="badge" firstAttribute="height" constant="40" id="b4"/>
                </constraints>
            </view>
            """,
            constraints: """
                <constraint firstItem="pinned" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="360" id="p1"/>
                <constraint firstItem="pinned" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="p2"/>
                <constraint firstItem="pinned" firstAttribute="width" constant="40" id="p3"/>
                <constraint firstItem="pinned" firstAttribute="height" constant="40" id="p4"/>
                <constraint firstItem="shrinking" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="s1"/>
                <constraint firstItem="shrinking" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="s2"/>
                <constraint firstItem="shrinking" firstAttribute="width" secondItem="root" secondAttribute="width" constant="-320" id="s3"/>
                <constraint firstItem="shrinking" firstAttribute="height" constant="40" id="s4"/>
                <constraint firstItem="card" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                <constraint firstItem="card" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c2"/>
                <constraint firstItem="card" firstAttribute="top" secondItem="root" secondAttribute="top" constant="300" id="c3"/>
                <constraint firstItem="card" firstAttribute="height" constant="100" id="c4"/>
                """)
        XCTAssertEqual(try checks(text), [])
        XCTAssertEqual(try checks(text, on: Self.small), ["offScreen pinned", "zeroSize shrinking", "outsideSuperview badge,card"])
    }

    func testTruncatedTextAndOverlappingSiblings() throws {
        let long = "A headline long enough to fill most of a wide phone screen"
        let text = Self.screen(
            """
            <label text="\(long)" translatesAutoresizingMaskIntoConstraints="NO" id="headline">
                <rect key="frame" x="20" y="40" width="374" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            <label text="Left" translatesAutoresizingMaskIntoConstraints="NO" id="left">
                <rect key="frame" x="20" y="100" width="150" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            <label text="Right" translatesAutoresizingMaskIntoConstraints="NO" id="right">
                <rect key="frame" x="244" y="100" width="150" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """,
            constraints: """
                <constraint firstItem="headline" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="h1"/>
                <constraint firstItem="root" firstAttribute="trailing" secondItem="headline" secondAttribute="trailing" constant="20" id="h2"/>
                <constraint firstItem="headline" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="h3"/>
                <constraint firstItem="left" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l1"/>
                <constraint firstItem="left" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="l2"/>
                <constraint firstItem="left" firstAttribute="width" constant="150" id="l3"/>
                <constraint firstItem="root" firstAttribute="trailing" secondItem="right" secondAttribute="trailing" constant="20" id="r1"/>
                <constraint firstItem="right" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="r2"/>
                <constraint firstItem="right" firstAttribute="width" constant="150" id="r3"/>
                """)
        XCTAssertEqual(try checks(text), [])
        XCTAssertEqual(try checks(text, on: Self.small), ["truncatedText headline", "overlap left,right"])
    }

    func testFramesThatDifferFromTheDocumentAtItsOwnDevice() throws {
        let text = Self.screen(
            """
            <view contentMode="scaleToFill" misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="moved">
                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
            </view>
            """,
            constraints: """
                <constraint firstItem="moved" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="m1"/>
                <constraint firstItem="moved" firstAttribute="top" secondItem="root" secondAttribute="top" id="m2"/>
                <constraint firstItem="moved" firstAttribute="width" constant="100" id="m3"/>
                <constraint firstItem="moved" firstAttribute="height" constant="100" id="m4"/>
                """)
        let document = try IBFixture.read(text, file: "Lint.xib")
        let findings = document.lint(try document.screen(forHierarchy: "root"))
        XCTAssertEqual(findings.map(\.check), [.differsFromDocument])
        XCTAssertEqual(
            findings.first?.message,
            "'View' is at (10, 0, 100 × 100) in its superview, the document stores (0, 0, 100 × 100) (Xcode flags it misplaced)")
        XCTAssertEqual(findings.first?.severity, .warning)
        XCTAssertEqual(try checks(text, on: Self.small), [], "compared with the document at its own device only")
    }

    /// The four constraints that pin view `id` at `f` in `parent`.
    static func pins(_ id: String, in parent: String, _ f: (x: Int, y: Int, width: Int, height: Int)) -> String {
        let edges = [("leading", f.x), ("top", f.y)].map { edge, value in
            "<constraint firstItem=\"\(id)\" firstAttribute=\"\(edge)\" secondItem=\"\(parent)\" secondAttribute=\"\(edge)\" constant=\"\(value)\" id=\"\(id)-\(edge)\"/>"
        }
        let sizes = [("width", f.width), ("height", f.height)].map { side, value in
            "<constraint firstItem=\"\(id)\" firstAttribute=\"\(side)\" constant=\"\(value)\" id=\"\(id)-\(side)\"/>"
        }
        return (edges + sizes).joined(separator: "\n")
    }

    /// Xcode's `misplaced` compares a view's frame in its superview: a subview that only moves
    /// with its misplaced superview (stored 20 points left of where its constraints put it) is
    /// where the document stores it, and is not reported.
    func testASubviewMovingWithItsSuperviewDoesNotDifferFromTheDocument() throws {
        let text = Self.screen(
            """
            <view contentMode="scaleToFill" misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                <rect key="frame" x="0.0" y="100" width="200" height="100"/>
                <subviews>
                    <imageView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                        <rect key="frame" x="10" y="10" width="40" height="40"/>
                    </imageView>
                </subviews>
                <constraints>\(Self.pins("icon", in: "card", (10, 10, 40, 40)))</constraints>
            </view>
            """,
            constraints: Self.pins("card", in: "root", (20, 100, 200, 100)))
        XCTAssertEqual(try checks(text), ["differsFromDocument card"])
    }
}
