import AutoLayout
import InterfaceBuilder
import XCTest

/// A view element's attributes and children, one feature at a time.
final class ViewReadingTests: XCTestCase {
    func testCommonAttributes() throws {
        let document = try IBFixture.read(
            IBFixture.rootView(
                subviews: """
                    <view hidden="YES" alpha="0.5" clipsSubviews="YES" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" customClass="CardView" customModule="App" customModuleProvider="target" userLabel="Card" restorationIdentifier="card" misplaced="YES" ambiguous="YES" opaque="NO" tag="7" id="card">
                        <rect key="frame" x="16" y="20.5" width="343" height="100"/>
                        <accessibility key="accessibilityConfiguration" identifier="card.view" label="Card"/>
                    </view>
                    """))
        let card = try XCTUnwrap(document.view(id: "card"))
        XCTAssertEqual(card.kind, .view)
        XCTAssertTrue(card.isHidden)
        XCTAssertEqual(card.alpha, 0.5)
        XCTAssertTrue(card.clipsSubviews)
        XCTAssertEqual(card.contentMode, "scaleAspectFit")
        XCTAssertFalse(card.translatesAutoresizingMaskIntoConstraints)
        XCTAssertEqual(card.customClass, "CardView")
        XCTAssertEqual(card.customModule, "App")
        XCTAssertEqual(card.userLabel, "Card")
        XCTAssertEqual(card.restorationIdentifier, "card")
        XCTAssertEqual(card.accessibilityIdentifier, "card.view")
        XCTAssertEqual(card.accessibilityLabel, "Card")
        XCTAssertTrue(card.isMisplaced)
        XCTAssertTrue(card.isAmbiguous)
        XCTAssertEqual(card.frame, Rect(x: 16, y: 20.5, width: 343, height: 100))
        XCTAssertEqual(card.properties, ["opaque": "NO", "tag": "7", "customModuleProvider": "target"])
        XCTAssertEqual(document.superviewID(of: "card"), "root")
        XCTAssertEqual(document.diagnostics, [])
    }

    func testDefaultsWhenAttributesAreAbsent() throws {
        let document = try IBFixture.read(IBFixture.rootView(subviews: #"<view id="plain"/>"#))
        let plain = try XCTUnwrap(document.view(id: "plain"))
        XCTAssertTrue(plain.translatesAutoresizingMaskIntoConstraints)
        XCTAssertNil(plain.autoresizingMask)
        XCTAssertFalse(plain.isHidden)
        XCTAssertEqual(plain.alpha, 1)
        XCTAssertNil(plain.frame)
        XCTAssertEqual(plain.contentPriorities, IBContentPriorities())
        XCTAssertEqual(plain.contentPriorities.resolvedHugging(.horizontal), 250)
        XCTAssertEqual(plain.contentPriorities.resolvedCompressionResistance(.vertical), 750)
        XCTAssertNil(plain.placeholderIntrinsicSize)
    }

    func testAutoresizingMask() throws {
        let document = try IBFixture.read(
            IBFixture.rootView(
                subviews: """
                    <view id="fixed">
                        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    </view>
                    <view id="every">
                        <autoresizingMask key="autoresizingMask" flexibleMinX="YES" widthSizable="YES" flexibleMaxX="YES" flexibleMinY="YES" heightSizable="YES" flexibleMaxY="YES"/>
                    </view>
                    <view id="none">
                        <autoresizingMask key="autoresizingMask"/>
                    </view>
                    """))
        XCTAssertEqual(document.view(id: "root")?.autoresizingMask, [.flexibleWidth, .flexibleHeight])
        XCTAssertEqual(document.view(id: "fixed")?.autoresizingMask, [.flexibleRightMargin, .flexibleBottomMargin])
        XCTAssertEqual(
            document.view(id: "every")?.autoresizingMask,
            [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin])
        XCTAssertEqual(document.view(id: "none")?.autoresizingMask, [])
    }

    func testPrioritiesAndLibraryDefaults() throws {
        let document = try IBFixture.read(
            IBFixture.rootView(
                subviews: """
                    <label horizontalHuggingPriority="251" verticalHuggingPriority="252" horizontalCompressionResistancePriority="749" verticalCompressionResistancePriority="1000" text="A" id="label"/>
                    <label verticalHuggingPriority="251" text="B" id="half"/>
                    """))
        let label = try XCTUnwrap(document.view(id: "label"))
        XCTAssertEqual(
            label.contentPriorities,
            IBContentPriorities(
                horizontalHugging: 251, verticalHugging: 252,
                horizontalCompressionResistance: 749, verticalCompressionResistance: 1000))
        let half = try XCTUnwrap(document.view(id: "half"))
        XCTAssertEqual(half.contentPriorities.resolvedHugging(.horizontal), 250)
        XCTAssertEqual(half.contentPriorities.resolvedHugging(.vertical), 251)
        XCTAssertEqual(IBViewKind.label.libraryHuggingPriority, 251)
        XCTAssertEqual(IBViewKind.imageView.libraryHuggingPriority, 251)
        XCTAssertEqual(IBViewKind.button.libraryHuggingPriority, 250)
        XCTAssertEqual(IBViewKind.textField.libraryCompressionResistancePriority, 750)
    }

    func testIntrinsicSizePlaceholders() throws {
        let document = try IBFixture.read(
            IBFixture.rootView(
                subviews: """
                    <view placeholderIntrinsicWidth="120" placeholderIntrinsicHeight="infinite" id="chart"/>
                    <view placeholderIntrinsicWidth="infinite" placeholderIntrinsicHeight="44.5" id="bar"/>
                    """))
        XCTAssertEqual(document.view(id: "chart")?.placeholderIntrinsicSize, IBIntrinsicSize(width: .points(120), height: IBIntrinsicDimension.none))
        XCTAssertEqual(document.view(id: "bar")?.placeholderIntrinsicSize, IBIntrinsicSize(width: IBIntrinsicDimension.none, height: .points(44.5)))
    }

    func testLayoutMarginsSettings() throws {
        let document = try IBFixture.read(
            IBFixture.rootView(
                subviews: """
                    <view preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" layoutMarginsFollowReadableWidth="YES" id="a">
                        <edgeInsets key="layoutMargins" top="4" left="12" bottom="6" right="20"/>
                    </view>
                    <view id="b">
                        <directionalEdgeInsets key="directionalLayoutMargins" top="1" leading="2" bottom="3" trailing="4"/>
                    </view>
                    """))
        XCTAssertEqual(
            document.view(id: "a")?.margins,
            IBLayoutMargins(
                layoutMargins: EdgeInsets(top: 4, left: 12, bottom: 6, right: 20), preservesSuperviewLayoutMargins: true,
                insetsLayoutMarginsFromSafeArea: false, layoutMarginsFollowReadableWidth: true))
        XCTAssertEqual(document.view(id: "b")?.margins.directionalLayoutMargins, DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    }

    func testGuides() throws {
        let document = try IBFixture.read(
            IBFixture.rootView(
                subviews: """
                    <scrollView id="scroll">
                        <viewLayoutGuide key="contentLayoutGuide" id="content"/>
                        <viewLayoutGuide key="frameLayoutGuide" id="frameGuide"/>
                    </scrollView>
                    """,
                extra: """
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <keyboardLayoutGuide key="keyboard" id="keys"/>
                    """))
        XCTAssertEqual(document.view(id: "root")?.safeArea?.id, "safe")
        XCTAssertEqual(document.guide(id: "keys")?.kind, .keyboard)
        XCTAssertEqual(document.guide(id: "content")?.kind, .contentLayoutGuide)
        XCTAssertEqual(document.guide(id: "frameGuide")?.kind, .frameLayoutGuide)
        XCTAssertEqual(document.index.guideOwnerIDs["content"], "scroll")
        XCTAssertEqual(document.object(id: "safe"), .guide(IBLayoutGuide(id: "safe", kind: .safeArea, line: document.guide(id: "safe")?.line ?? 0)))
    }

    func testLabelTextAndFonts() throws {
        let document = try IBFixture.read(
            IBFixture.rootView(
                subviews: """
                    <label text="Title" textAlignment="center" lineBreakMode="wordWrap" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" minimumScaleFactor="0.5" preferredMaxLayoutWidth="200" adjustsFontForContentSizeCategory="YES" id="system">
                        <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="17"/>
                    </label>
                    <label text="Body" id="style">
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </label>
                    <label text="Named" id="named">
                        <fontDescription key="fontDescription" name="Avenir-Book" family="Avenir" pointSize="14"/>
                    </label>
                    <label text="Bold" id="bold">
                        <fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>
                    </label>
                    <label id="old">
                        <font key="font" metaFont="system" size="12"/>
                    </label>
                    """))
        let system = try XCTUnwrap(document.view(id: "system")?.text)
        XCTAssertEqual(
            system,
            IBText(
                text: "Title", font: IBFont(design: .system(weight: "semibold"), pointSize: 17), numberOfLines: 0,
                lineBreakMode: "wordWrap", textAlignment: "center", adjustsFontSizeToFit: false,
                minimumScaleFactor: 0.5, preferredMaxLayoutWidth: 200, baselineAdjustment: "alignBaselines",
                adjustsFontForContentSizeCategory: true))
        XCTAssertEqual(document.view(id: "style")?.text?.font, IBFont(design: .textStyle("UICTFontTextStyleBody"), pointSize: nil))
        XCTAssertEqual(document.view(id: "named")?.text?.font, IBFont(design: .named("Avenir-Book", family: "Avenir"), pointSize: 14))
        XCTAssertEqual(document.view(id: "bold")?.text?.font, IBFont(design: .boldSystem, pointSize: 20))
        XCTAssertEqual(document.view(id: "old")?.text?.font, IBFont(design: .meta("system"), pointSize: 12))
        XCTAssertNil(document.view(id: "system")?.text?.isAttributed == true ? "attributed" : nil)
    }

    func testAttributedTextAndTextViewText() throws {
        let document = try IBFixture.read(
            IBFixture.rootView(
                subviews: """
                    <label id="rich">
                        <attributedString key="attributedText">
                            <fragment content="Hello, ">
                                <attributes>
                                    <font key="NSFont" size="14" name="Helvetica"/>
                                </attributes>
                            </fragment>
                            <fragment content="world"/>
                        </attributedString>
                    </label>
                    <textView id="notes">
                        <string key="text">Line one</string>
                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    </textView>
                    <textField placeholder="Email" borderStyle="roundedRect" id="email">
                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                        <textInputTraits key="textInputTraits" keyboardType="emailAddress"/>
                    </textField>
                    """))
        XCTAssertEqual(document.view(id: "rich")?.text?.text, "Hello, world")
        XCTAssertEqual(document.view(id: "rich")?.text?.isAttributed, true)
        // An attributed text without a font description of its own takes its first run's font.
        XCTAssertEqual(document.view(id: "rich")?.text?.font, IBFont(design: .named("Helvetica", family: nil), pointSize: 14))
        XCTAssertEqual(document.view(id: "notes")?.text?.text, "Line one")
        XCTAssertEqual(document.view(id: "email")?.text?.placeholder, "Email")
        XCTAssertEqual(document.view(id: "email")?.properties["borderStyle"], "roundedRect")
        XCTAssertEqual(document.diagnostics, [])
    }

    func testButtons() throws {
        let document = try IBFixture.read(
            IBFixture.rootView(
                subviews: """
                    <button opaque="NO" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="old">
                        <fontDescription key="fontDescription" type="system" pointSize="15"/>
                        <inset key="contentEdgeInsets" minX="10" minY="5" maxX="12" maxY="6"/>
                        <inset key="imageEdgeInsets" minX="0.0" minY="0.0" maxX="4" maxY="0.0"/>
                        <state key="normal" title="Save" image="disk"/>
                        <state key="highlighted" title="Saving"/>
                    </button>
                    <button buttonType="system" id="new">
                        <buttonConfiguration key="configuration" style="filled" title="Continue" buttonSize="large">
                            <fontDescription key="titleFontDescription" type="boldSystem" pointSize="18"/>
                            <directionalEdgeInsets key="contentInsets" top="8" leading="16" bottom="8" trailing="16"/>
                        </buttonConfiguration>
                    </button>
                    """))
        let old = try XCTUnwrap(document.view(id: "old")?.button)
        XCTAssertEqual(old.buttonType, "system")
        XCTAssertEqual(
            old.states, [IBButton.State(state: "normal", title: "Save", image: "disk"), IBButton.State(state: "highlighted", title: "Saving")])
        XCTAssertEqual(old.contentEdgeInsets, EdgeInsets(top: 5, left: 10, bottom: 6, right: 12))
        XCTAssertEqual(old.imageEdgeInsets, EdgeInsets(top: 0, left: 0, bottom: 0, right: 4))
        XCTAssertEqual(old.normalTitle, "Save")
        XCTAssertEqual(document.view(id: "old")?.text?.lineBreakMode, "middleTruncation")
        let new = try XCTUnwrap(document.view(id: "new")?.button?.configuration)
        XCTAssertEqual(
            new,
            IBButton.Configuration(
                style: "filled", title: "Continue", buttonSize: "large",
                titleFont: IBFont(design: .boldSystem, pointSize: 18),
                contentInsets: DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)))
        XCTAssertEqual(document.view(id: "new")?.button?.normalTitle, "Continue")
    }

    func testImageViewAndSegments() throws {
        let document = try IBFixture.read(
            IBFixture.rootView(
                subviews: """
                    <imageView image="avatar" id="avatar"/>
                    <segmentedControl segmentControlStyle="plain" selectedSegmentIndex="0" id="tabs">
                        <segments>
                            <segment title="First"/>
                            <segment title="Second"/>
                            <segment image="star"/>
                        </segments>
                    </segmentedControl>
                    """))
        XCTAssertEqual(document.view(id: "avatar")?.kind, .imageView)
        XCTAssertEqual(document.view(id: "avatar")?.image, "avatar")
        XCTAssertEqual(document.view(id: "tabs")?.segments, [IBSegment(title: "First"), IBSegment(title: "Second"), IBSegment(image: "star")])
    }

    func testStackViews() throws {
        let document = try IBFixture.read(
            IBFixture.rootView(
                subviews: """
                    <stackView axis="vertical" distribution="fillEqually" alignment="center" spacing="8" baselineRelativeArrangement="YES" layoutMarginsRelativeArrangement="YES" id="stack">
                        <subviews>
                            <label text="One" id="one"/>
                            <label text="Two" id="two"/>
                        </subviews>
                    </stackView>
                    <stackView spacingType="standard" id="standard"/>
                    """))
        let stack = try XCTUnwrap(document.view(id: "stack"))
        XCTAssertEqual(
            stack.stack,
            IBStackView(
                axis: "vertical", distribution: "fillEqually", alignment: "center", spacing: 8,
                isBaselineRelativeArrangement: true, isLayoutMarginsRelativeArrangement: true))
        XCTAssertEqual(stack.subviews.map(\.id), ["one", "two"])
        XCTAssertEqual(document.view(id: "standard")?.stack, IBStackView(usesStandardSpacing: true))
    }

    func testEveryKnownElementIsItsKind() throws {
        let elements = IBViewKind.allCases.filter { ![.tableViewCellContentView, .collectionViewCellContentView].contains($0) }
        let subviews = elements.map { #"<\#($0.rawValue) id="k-\#($0.rawValue)"/>"# }.joined(separator: "\n")
        let document = try IBFixture.read(IBFixture.rootView(subviews: subviews))
        for kind in elements {
            XCTAssertEqual(document.view(id: "k-\(kind.rawValue)")?.kind, kind)
        }
        XCTAssertEqual(document.diagnostics, [])
    }

    func testUnknownElementIsAPlainViewWithAWarning() throws {
        let text = IBFixture.rootView(
            subviews: """
                <hologramView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="holo">
                    <rect key="frame" x="1" y="2" width="3" height="4"/>
                    <subviews>
                        <label text="Inside" id="inside"/>
                    </subviews>
                </hologramView>
                """)
        let document = try IBFixture.read(text)
        let holo = try XCTUnwrap(document.view(id: "holo"))
        XCTAssertEqual(holo.kind, .view)
        XCTAssertEqual(holo.elementName, "hologramView")
        XCTAssertEqual(holo.frame, Rect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(document.view(id: "inside")?.kind, .label)
        let diagnostic = try XCTUnwrap(document.diagnostics.first)
        XCTAssertEqual(diagnostic.kind, .unknownElement("hologramView", parent: "subviews"))
        XCTAssertEqual(diagnostic.objectID, "holo")
        XCTAssertEqual(diagnostic.file, "Test.xib")
        XCTAssertEqual(diagnostic.line, lineNumber(of: "<hologramView", in: text))
        XCTAssertTrue(diagnostic.description.hasSuffix("unknown element <hologramView> read as a plain view (id holo)"), diagnostic.description)
    }

    func testUnknownAttributeAndChildAreWarnings() throws {
        let text = IBFixture.rootView(
            subviews: """
                <view glowRadius="3" id="glow">
                    <sparkle key="effect"/>
                </view>
                """)
        let document = try IBFixture.read(text)
        XCTAssertEqual(document.view(id: "glow")?.properties["glowRadius"], "3")
        XCTAssertEqual(
            document.diagnostics.map(\.kind), [.unknownAttribute("glowRadius", element: "view"), .unknownElement("sparkle", parent: "view")])
        XCTAssertEqual(document.diagnostics.map(\.objectID), ["glow", "glow"])
    }

    /// Attributes Xcode writes that no layout depends on (a Metal view's pixel formats, an
    /// outlet's access control, a Mac canvas's render mode) are known, so they draw no diagnostic.
    func testAttributesXcodeWritesWithoutLayoutDrawNoDiagnostic() throws {
        let text = IBFixture.rootView(
            subviews: """
                <mtkView colorPixelFormat="BGRA8Unorm" depthStencilPixelFormat="Depth32Float" id="metal"/>
                <label text="A" propertyAccessControl="none" id="name"/>
                """
        ).replacingOccurrences(
            of: #"<device id="retina6_1" orientation="portrait""#, with: #"<device id="retina6_1" orientation="portrait" renderMode="iPhone""#)
        XCTAssertTrue(text.contains("renderMode"))
        let document = try IBFixture.read(text)
        XCTAssertEqual(document.view(id: "metal")?.kind, .mtkView)
        XCTAssertEqual(document.diagnostics.map(\.kind), [])
    }

    func testMalformedNumbersReadAsAbsent() throws {
        let text = IBFixture.rootView(
            subviews: """
                <view alpha="half" horizontalHuggingPriority="2000" hidden="maybe" id="odd">
                    <rect key="frame" x="0.0" y="zero" width="10" height="10"/>
                </view>
                """)
        let document = try IBFixture.read(text)
        let odd = try XCTUnwrap(document.view(id: "odd"))
        XCTAssertEqual(odd.alpha, 1)
        XCTAssertNil(odd.contentPriorities.horizontalHugging)
        XCTAssertFalse(odd.isHidden)
        XCTAssertNil(odd.frame)
        XCTAssertEqual(Set(document.diagnostics.map(\.kindName)), ["malformed-number", "malformed-value"])
        XCTAssertEqual(document.diagnostics.count, 4)
        XCTAssertTrue(document.diagnostics.allSatisfy { $0.objectID == "odd" })
        XCTAssertTrue(document.diagnostics.contains { $0.kind == .malformedNumber("alpha", text: "half") })
    }

    func testViewWithoutIDIsSkippedWithAWarning() throws {
        let document = try IBFixture.read(IBFixture.rootView(subviews: #"<view contentMode="scaleToFill"/>"#))
        XCTAssertEqual(document.view(id: "root")?.subviews.count, 0)
        XCTAssertEqual(document.diagnostics.map(\.kind), [.missingAttribute("id", element: "view")])
    }

    func testFrameInsetOfEarlyXcode8Documents() throws {
        let document = try IBFixture.read(
            IBFixture.rootView(
                subviews: """
                    <view id="pinned">
                        <frame key="frameInset" minX="16" minY="8" maxX="16" height="44"/>
                    </view>
                    <view id="corner">
                        <frame key="frameInset" minY="10" width="30" maxX="5" maxY="20"/>
                    </view>
                    """))
        XCTAssertEqual(document.view(id: "pinned")?.frame, Rect(x: 16, y: 8, width: 343, height: 44))
        XCTAssertEqual(document.view(id: "corner")?.frame, Rect(x: 340, y: 10, width: 30, height: 170))
    }

    /// The 1-based line of the first line of `text` containing `needle`.
    func lineNumber(of needle: String, in text: String) -> Int {
        (text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(needle) } ?? -1) + 1
    }
}
