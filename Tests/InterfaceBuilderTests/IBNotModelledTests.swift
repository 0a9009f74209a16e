import InterfaceBuilder
import XCTest

/// What a document uses that the layout does not model is reported once per document, at its
/// first use, with the number of uses; a root forcing right-to-left lays its hierarchy out right
/// to left (Docs/interface-builder.md, "Errors and diagnostics" and "What the mapping does not
/// express").
final class IBNotModelledTests: XCTestCase {
    /// The not-modelled diagnostics of `document`, as `(what, line, id, uses)`.
    private func notModelled(_ document: IBDocument) -> [String] {
        document.diagnostics.compactMap { diagnostic in
            guard case .notModelled(let what, _, let uses) = diagnostic.kind else { return nil }
            return "\(what) @\(diagnostic.line) \(diagnostic.objectID ?? "-") x\(uses)"
        }
    }

    /// A view 100 points wide pinned 20 points from the root's leading edge.
    private func leadingBox(_ id: String, attributes: String = "") -> String {
        IBFixture.box(id, x: 20, y: 0, width: 100, height: 40, fixedWidth: true, attributes: attributes)
    }

    private func pinLeading(_ id: String) -> String {
        #"<constraint firstItem="\#(id)" firstAttribute="top" secondItem="root" secondAttribute="top" id="\#(id)-t"/>"#
            + #"<constraint firstItem="\#(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="\#(id)-l"/>"#
    }

    /// A root that forces right-to-left puts a view pinned to its leading edge at its right: 20
    /// points from the 375-point root's right edge.
    func testARootForcingRightToLeftLaysOutRightToLeft() throws {
        let text = IBFixture.rootView(subviews: leadingBox("a"), constraints: pinLeading("a"))
            .replacingOccurrences(
                of: #"<view contentMode="scaleToFill" id="root">"#,
                with: #"<view contentMode="scaleToFill" semanticContentAttribute="forceRightToLeft" id="root">"#)
        let frames = try IBFixture.frames(text, root: "root")
        XCTAssertEqual(frames["a"], [255, 0, 100, 40])
        XCTAssertEqual(notModelled(try IBFixture.read(text)), [])
        let plain = try IBFixture.frames(IBFixture.rootView(subviews: leadingBox("a"), constraints: pinLeading("a")), root: "root")
        XCTAssertEqual(plain["a"], [20, 0, 100, 40])
    }

    /// Views below the root that force a direction other than the root's are one diagnostic,
    /// at the first one's line, counting both; a view forcing the root's own direction (and
    /// `playback`, which is left to right) is not reported.
    func testForcedDirectionsBelowTheRootAreReportedOnce() throws {
        let text = IBFixture.rootView(
            subviews: leadingBox("a", attributes: #"semanticContentAttribute="forceRightToLeft""#)
                + leadingBox("b", attributes: #"semanticContentAttribute="forceRightToLeft""#)
                + leadingBox("c", attributes: #"semanticContentAttribute="forceLeftToRight""#)
                + leadingBox("d", attributes: #"semanticContentAttribute="playback""#))
        let document = try IBFixture.read(text)
        let line = try XCTUnwrap(document.view(id: "a")?.line)
        XCTAssertEqual(notModelled(document), [#"semanticContentAttribute="forceRightToLeft" below a hierarchy's root @\#(line) a x2"#])
        let message = try XCTUnwrap(document.diagnostics.first).description
        XCTAssertTrue(message.hasPrefix("Test.xib:\(line): warning: semanticContentAttribute"), message)
        XCTAssertTrue(message.contains("(first of 2 uses in the document)"), message)
    }

    /// A device the table does not hold is reported at the `<device>` line; the document still
    /// lays out, at its root's stored size.
    func testAnUnknownDeviceIsReported() throws {
        let text = IBFixture.rootView(subviews: leadingBox("a"), constraints: pinLeading("a"))
            .replacingOccurrences(of: "retina6_1", with: "retina9_9")
        let document = try IBFixture.read(text)
        XCTAssertNil(document.namedDevice)
        XCTAssertEqual(notModelled(document), ["device 'retina9_9' @3 - x1"])
        XCTAssertEqual(try IBFixture.frames(text, root: "root")["a"], [20, 0, 100, 40])
        let split = IBFixture.rootView(subviews: "").replacingOccurrences(
            of: #"appearance="light"/>"#, with: #"appearance="light"><adaptation id="splitview1_3"/></device>"#)
        XCTAssertEqual(notModelled(try IBFixture.read(split)), ["adaptation 'splitview1_3' @3 - x1"])
        let full = split.replacingOccurrences(of: "splitview1_3", with: "fullscreen")
        XCTAssertEqual(notModelled(try IBFixture.read(full)), [])
    }

    /// Size-class variations of margins, of a text field's font and of attributes other than
    /// those the layout applies are reported; masks, constants, `hidden`, a stack's settings and
    /// a label's font are not.
    func testVariationContentNotAppliedIsReported() throws {
        let text = IBFixture.rootView(
            subviews: """
                <label text="Title" numberOfLines="2" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                    <rect key="frame" x="20" y="0" width="100" height="40"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <variation key="heightClass=compact">
                        <fontDescription key="fontDescription" type="system" pointSize="12"/>
                    </variation>
                    <variation key="widthClass=regular" numberOfLines="1" hidden="YES"/>
                </label>
                <textField text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                    <rect key="frame" x="20" y="100" width="100" height="34"/>
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    <variation key="heightClass=compact">
                        <fontDescription key="fontDescription" type="system" pointSize="12"/>
                    </variation>
                </textField>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="20" y="50" width="100" height="40"/>
                    <variation key="widthClass=regular">
                        <edgeInsets key="layoutMargins" top="0.0" left="40" bottom="0.0" right="40"/>
                    </variation>
                    <variation key="widthClass=compact"><directionalEdgeInsets key="directionalLayoutMargins" leading="10" trailing="10"/></variation>
                    <variation key="heightClass=compact"><edgeInsets key="layoutMargins" left="4" right="4"/></variation>
                </view>
                """)
        let document = try IBFixture.read(text)
        XCTAssertEqual(
            notModelled(document).map { $0.replacingOccurrences(of: #" @\d+"#, with: "", options: .regularExpression) },
            [
                "numberOfLines in a size-class <variation> title x1", "a font in a size-class <variation> name x1",
                #"<edgeInsets key="layoutMargins"> in a size-class <variation> box x2"#,
                #"<directionalEdgeInsets key="directionalLayoutMargins"> in a size-class <variation> box x1"#,
            ])
    }

    /// A view that does not autoresize its subviews while one translates a flexible mask is
    /// reported; without such a subview it is not.
    func testAutoresizesSubviewsOffIsReported() throws {
        let flexible = """
            <view contentMode="scaleToFill" autoresizesSubviews="NO" translatesAutoresizingMaskIntoConstraints="NO" id="holder">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <subviews>
                    <view contentMode="scaleToFill" id="inner">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    </view>
                </subviews>
            </view>
            """
        XCTAssertEqual(notModelled(try IBFixture.read(IBFixture.rootView(subviews: flexible))).count, 1)
        let fixed = flexible.replacingOccurrences(of: #"<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>"#, with: "")
        XCTAssertEqual(notModelled(try IBFixture.read(IBFixture.rootView(subviews: fixed))), [])
    }

    /// A `toolsVersion` that is not a build number is a malformed-number warning.
    func testAMalformedToolsVersionIsReported() throws {
        let document = try IBFixture.read(
            IBFixture.rootView(subviews: "").replacingOccurrences(of: #"toolsVersion="21701""#, with: #"toolsVersion="next""#))
        XCTAssertEqual(document.diagnostics.map(\.kind), [.malformedNumber("toolsVersion", text: "next")])
        XCTAssertNil(document.interfaceBuilderBuild)
    }

    /// A keyboard guide written as a view layout guide keyed `keyboard` is the keyboard guide.
    func testAKeyboardKeyedViewLayoutGuideIsTheKeyboardGuide() throws {
        let document = try IBFixture.read(IBFixture.rootView(subviews: "", extra: #"<viewLayoutGuide key="keyboard" id="kb"/>"#))
        XCTAssertEqual(document.guide(id: "kb")?.kind, .keyboard)
    }

    /// A controller element this reader does not know reads as a view controller, with a
    /// warning: its root view is a hierarchy that lays out.
    func testAnUnknownControllerElementReadsAsAController() throws {
        let scene = IBFixture.controllerScene(
            "future", width: 375, height: 667,
            content: """
                <subviews>\(IBFixture.box("a", x: 20, y: 0, width: 100, height: 40, fixedWidth: true))</subviews>
                <constraints>
                    <constraint firstItem="a" firstAttribute="top" secondItem="future-view" secondAttribute="top" id="a-t"/>
                    <constraint firstItem="a" firstAttribute="leading" secondItem="future-view" secondAttribute="leading" constant="20" id="a-l"/>
                </constraints>
                """
        ).replacingOccurrences(of: "<viewController id=", with: "<futureViewController id=").replacingOccurrences(
            of: "</viewController>", with: "</futureViewController>")
        let search = #"<searchDisplayController id="search"/>"#
        let text = IBFixture.storyboard(scene.replacingOccurrences(of: "</objects>", with: search + "</objects>"))
        let document = try IBFixture.read(text, file: "Future.storyboard")
        XCTAssertEqual(document.hierarchyRoots.map(\.id), ["future-view"])
        XCTAssertNil(document.viewController(id: "search"), "a known object whose name ends in Controller stays an object")
        XCTAssertEqual(document.diagnostics.map(\.kind), [.unknownElement("futureViewController", parent: "objects")])
        XCTAssertTrue(document.diagnostics[0].description.hasSuffix("unknown element <futureViewController> read as a view controller (id future)"))
        XCTAssertEqual(try IBFixture.frames(text, root: "future-view", file: "Future.storyboard")["a"], [20, 0, 100, 40])
    }
}
