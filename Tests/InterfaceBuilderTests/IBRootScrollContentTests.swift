import XCTest

/// A controller's root view that is a scroll view has a content area as any scroll view has:
/// constraints between its edges or margins and the views it holds, and its legacy bottom layout
/// guide, attach to the content area, whose size the content decides (a rule of
/// Docs/interface-builder.md).
final class IBRootScrollContentTests: XCTestCase {
    /// A 20.5-point `title` 20 points below the top layout guide (the 20-point status bar), a
    /// segmented control `mode` (29 points high, hugging 250) 8 below it, and the bottom layout
    /// guide 10 below the control. The guide lies at the content area's bottom, so the control
    /// keeps its height; attached to the scroll view's frame, it would stretch down to the screen's
    /// bottom.
    func testTheBottomGuideEndsTheContentArea() throws {
        let frames = try IBFixture.frames(document(), root: "root", file: "Test.storyboard")
        XCTAssertEqual(frames["root"], [0, 0, 375, 667])
        XCTAssertEqual(frames["title"], [16, 40, 343, 20.5])
        XCTAssertEqual(frames["mode"], [16, 68.5, 343, 29])
    }

    /// A button `more` (54 points wide, hugging 1) 10 points after a 200-point `field`, its
    /// trailing edge at the root's trailing margin: the margin is the content area's, which the
    /// button ends, so it keeps its width; the frame's margin would stretch it to 133.
    func testTheTrailingMarginIsTheContentAreas() throws {
        let frames = try IBFixture.frames(document(), root: "root", file: "Test.storyboard")
        XCTAssertEqual(frames["field"], [16, 120, 200, 30])
        XCTAssertEqual(frames["more"], [226, 120, 54, 30])
    }

    /// Under a simulated tab bar the bottom layout guide is 49 points high at the content area's
    /// bottom: a 10-point `foot` pinned to the guide's bottom ends 59 points below the segmented
    /// control's alignment rectangle (a point above its frame's bottom), where the content area
    /// ends, not at the screen's bottom.
    func testTheBottomGuideIsAsHighAsTheBottomInset() throws {
        let foot = IBFixture.box("foot", x: 16, y: 145.5, width: 100, height: 10, fixedWidth: true)
        let pins = """
            <constraint firstItem="foot" firstAttribute="bottom" secondItem="bottom" secondAttribute="bottom" id="foot-b"/>
            <constraint firstItem="foot" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="foot-l"/>
            """
        let text = document(tabBar: #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#, foot: foot, footPins: pins)
        let frames = try IBFixture.frames(text, root: "root", file: "Test.storyboard")
        XCTAssertEqual(frames["mode"], [16, 68.5, 343, 29])
        XCTAssertEqual(frames["foot"], [16, 145.5, 100, 10])
    }

    /// An iPhone 8 storyboard whose controller's root view `root` is a scroll view holding
    /// `title`, `mode`, `field`, `more` and `foot` (pinned by `footPins`), with the legacy layout
    /// guides `top` and `bottom` and the simulated `tabBar`.
    private func document(tabBar: String = "", foot: String = "", footPins: String = "") -> String {
        // Each constraint: its id, first item and attribute, second item and attribute, constant.
        let pins: [(String, String, String, String, String, Double)] = [
            ("title-t", "title", "top", "top", "bottom", 20), ("title-l", "title", "leading", "root", "leadingMargin", 0),
            ("title-w", "title", "width", "root", "width", -32), ("mode-t", "mode", "top", "title", "bottom", 8),
            ("mode-l", "mode", "leading", "root", "leadingMargin", 0), ("mode-w", "mode", "width", "title", "width", 0),
            ("mode-b", "bottom", "top", "mode", "bottom", 10), ("field-t", "field", "top", "top", "bottom", 100),
            ("field-l", "field", "leading", "root", "leadingMargin", 0), ("more-t", "more", "top", "field", "top", 0),
            ("more-l", "more", "leading", "field", "trailing", 10), ("more-r", "more", "trailing", "root", "trailingMargin", 0),
        ]
        let constraints =
            pins.map { id, first, attribute, second, secondAttribute, constant in
                #"<constraint firstItem="\#(first)" firstAttribute="\#(attribute)" secondItem="\#(second)" secondAttribute="\#(secondAttribute)" constant="\#(IBFixture.number(constant))" id="\#(id)"/>"#
            }.joined()
            + #"<constraint firstItem="more" firstAttribute="width" relation="greaterThanOrEqual" constant="54" id="more-w"/>"# + footPins
        return IBFixture.storyboard(
            """
            <scene sceneID="s">
                <objects>
                    <viewController id="vc">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="top"/>
                            <viewControllerLayoutGuide type="bottom" id="bottom"/>
                        </layoutGuides>
                        <scrollView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Mode" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                    <rect key="frame" x="16" y="40" width="343" height="20.5"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                                <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="mode">
                                    <rect key="frame" x="16" y="68.5" width="343" height="29"/>
                                    <segments>
                                        <segment title="Auto"/>
                                        <segment title="Manual"/>
                                    </segments>
                                </segmentedControl>
                                <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                                    <rect key="frame" x="16" y="120" width="200" height="30"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="200" id="field-w"/>
                                    </constraints>
                                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                    <textInputTraits key="textInputTraits"/>
                                </textField>
                                <button opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="1" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="more">
                                    <rect key="frame" x="226" y="120" width="54" height="30"/>
                                    <state key="normal" title="More"/>
                                </button>
                                \(foot)
                            </subviews>
                            <constraints>\(constraints)</constraints>
                        </scrollView>
                        \(tabBar)
                    </viewController>
                </objects>
            </scene>
            """)
    }
}
