import AutoLayout
import InterfaceBuilder
import Rigging
import XCTest

/// A controller's root view in its window: the window's margins where the root preserves its
/// superview's, and the status bar a navigation controller's simulated metrics and a full-screen
/// presentation decide.
final class IBRootWindowMarginTests: XCTestCase {
    /// A storyboard on an iPhone 8 whose controller `vc` (inside navigation controller `nav` when
    /// `navigation`) has a 375 × 667 root `root` with `rootAttributes`, holding a 50-point box
    /// `top` pinned to its top margin and a 50-point box `bottom` pinned to its bottom margin,
    /// both between its side margins.
    private func marginFrames(rootAttributes: String, navigation: Bool = false) throws -> [String: [Double]] {
        let sides = { (id: String) in
            """
            <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="\(id)-l"/>
            <constraint firstAttribute="trailingMargin" secondItem="\(id)" secondAttribute="trailing" id="\(id)-r"/>
            """
        }
        let controller = """
            <scene sceneID="s">
                <objects>
                    <viewController id="vc">
                        <view key="view" contentMode="scaleToFill" \(rootAttributes) id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                \(IBFixture.box("top", y: 28, height: 50))
                                \(IBFixture.box("bottom", y: 609, height: 50))
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="safe"/>
                            <constraints>
                                <constraint firstItem="top" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="top-t"/>
                                <constraint firstAttribute="bottomMargin" secondItem="bottom" secondAttribute="bottom" id="bottom-b"/>
                                \(sides("top"))
                                \(sides("bottom"))
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
            """
        let text = IBFixture.storyboard(
            (navigation ? IBFixture.navigationScene(root: "vc") : "") + controller, initial: navigation ? "nav" : "vc")
        return try IBFixture.frames(text, root: "root", file: "Test.storyboard")
    }

    /// A root that preserves its superview's margins keeps the window's: 8 points inside the
    /// screen's safe area at its top (below the 20-point status bar) and bottom, the system
    /// minimum 16 at its sides. Without it, the root has no margins at top and bottom.
    func testRootPreservingSuperviewMarginsHasTheWindowsMargins() throws {
        let preserving = try marginFrames(rootAttributes: #"preservesSuperviewLayoutMargins="YES""#)
        XCTAssertEqual(preserving["top"], [16, 28, 343, 50])
        XCTAssertEqual(preserving["bottom"], [16, 609, 343, 50])
        let plain = try marginFrames(rootAttributes: "")
        XCTAssertEqual(plain["top"], [16, 20, 343, 50])
        XCTAssertEqual(plain["bottom"], [16, 617, 343, 50])
    }

    /// Under a navigation bar the root's safe area reaches further than the window's margins: its
    /// top margin starts at the bar's bottom, and its bottom keeps the window's 8 points.
    func testRootPreservingSuperviewMarginsUnderANavigationBar() throws {
        let frames = try marginFrames(rootAttributes: #"preservesSuperviewLayoutMargins="YES""#, navigation: true)
        XCTAssertEqual(frames["top"], [16, 64, 343, 50])
        XCTAssertEqual(frames["bottom"], [16, 609, 343, 50])
    }

    /// The safe area of navigation controller `nav`'s root controller `list` on an iPhone 8, the
    /// navigation controller's scene changed by `navigation` and the root's by `root`.
    private func rootSafeArea(navigation: (String) -> String = { $0 }, root: (String) -> String = { $0 }) throws -> EdgeInsets {
        let text = IBFixture.storyboard(
            navigation(IBFixture.navigationScene(root: "list")) + root(IBFixture.controllerScene("list")), initial: "nav")
        return try IBFixture.read(text, file: "Test.storyboard").scene(forHierarchy: "list-view").scene.root.safeArea
    }

    /// A navigation controller that simulates no status bar gives its stack's controllers none
    /// (Interface Builder infers the metrics a scene does not set from its container): the root's
    /// top inset is the 44-point bar alone. A controller that simulates a status bar itself keeps it.
    func testNavigationControllerWithoutStatusBarGivesItsStackNone() throws {
        let noStatusBar = { (scene: String) in
            scene.replacingOccurrences(of: "<navigationBar key=", with: #"<nil key="simulatedStatusBarMetrics"/><navigationBar key="#)
        }
        XCTAssertEqual(try rootSafeArea().top, 64)
        XCTAssertEqual(try rootSafeArea(navigation: noStatusBar).top, 44)
        let ownStatusBar = { (scene: String) in
            scene.replacingOccurrences(
                of: "<connections>", with: #"<simulatedStatusBarMetrics key="simulatedStatusBarMetrics"/><connections>"#)
        }
        XCTAssertEqual(try rootSafeArea(navigation: noStatusBar, root: ownStatusBar).top, 64)
    }

    /// The top safe-area inset of controller `shown`'s root, presented from `home` with segue
    /// attributes `segue`, in a document saved by `toolsVersion`, on the document's iPhone 8 or
    /// on `target`.
    private func presentedTopInset(segue: String, toolsVersion: String, target: IBLayoutTarget? = nil) throws -> Double {
        let home = IBFixture.controllerScene("home", connections: #"<segue destination="shown" kind="presentation" \#(segue) id="present"/>"#)
        let text = IBFixture.storyboard(home + IBFixture.controllerScene("shown"), initial: "home")
            .replacingOccurrences(of: #"toolsVersion="21701""#, with: #"toolsVersion="\#(toolsVersion)""#)
        let document = try IBFixture.read(text, file: "Test.storyboard")
        return try document.scene(forHierarchy: "shown-view", on: target).scene.root.safeArea.top
    }

    /// From Xcode 15 the canvas draws a controller presented full screen without the status bar
    /// at its top; earlier versions, other presentations and other devices keep it.
    func testControllerPresentedFullScreenHasNoTopInsetOnXcode15sCanvas() throws {
        let fullScreen = #"modalPresentationStyle="fullScreen""#
        XCTAssertEqual(try presentedTopInset(segue: fullScreen, toolsVersion: "22505"), 0)
        XCTAssertEqual(try presentedTopInset(segue: fullScreen, toolsVersion: "21701"), 20)
        XCTAssertEqual(try presentedTopInset(segue: #"modalPresentationStyle="overFullScreen""#, toolsVersion: "22505"), 20)
        let phone = try XCTUnwrap(Device.named("retina5_5"))
        let other = IBLayoutTarget(device: phone, orientation: .portrait)
        XCTAssertEqual(try presentedTopInset(segue: fullScreen, toolsVersion: "22505", target: other), 20)
    }
}
