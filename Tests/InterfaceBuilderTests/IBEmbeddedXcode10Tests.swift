import AutoLayout
import InterfaceBuilder
import Rigging
import XCTest

/// An embedded controller's root safe area on the canvas of Xcode 9.3 and 10: none from the
/// screen where the root fits on the screen, in documents with safe-area layout guides.
final class IBEmbeddedXcode10Tests: XCTestCase {
    /// A storyboard whose `main` controller holds a container view 162 points high at the bottom
    /// of the screen embedding `child`, whose 375 × 162 root pins a 20-point box to its safe area's top.
    private func storyboard(tools: String, safeAreas: Bool = true) -> String {
        let container = """
            <subviews>
                <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="0.0" y="505" width="375" height="162"/>
                    <connections><segue destination="child" kind="embed" id="embed"/></connections>
                </containerView>
            </subviews>
            """
        let pinned = IBFixture.box("title", x: 16, y: 16, width: 20, height: 20, fixedWidth: true)
        let label = """
            <subviews>\(pinned)</subviews>
            <constraints>
                <constraint firstItem="title" firstAttribute="top" secondItem="child-safe" secondAttribute="top" constant="16" id="c1"/>
                <constraint firstItem="title" firstAttribute="leading" secondItem="child-view" secondAttribute="leading" constant="16" id="c2"/>
            </constraints>
            """
        var text = IBFixture.storyboard(
            IBFixture.controllerScene("main", content: container) + IBFixture.controllerScene("child", height: 162, content: label),
            initial: "main"
        )
        .replacingOccurrences(of: #"toolsVersion="21701""#, with: #"toolsVersion="\#(tools)""#)
        if !safeAreas { text = text.replacingOccurrences(of: #" useSafeAreas="YES""#, with: "") }
        return text
    }

    private func childRoot(tools: String, safeAreas: Bool = true) throws -> SceneRoot {
        try IBFixture.read(storyboard(tools: tools, safeAreas: safeAreas), file: "Test.storyboard").scene(forHierarchy: "child-view").scene.root
    }

    /// Xcode 9.2 gives the embedded root the status bar, Xcode 9.3 and 10 nothing, Xcode 11 the
    /// screen's insets as before.
    func testFittingEmbeddedRootHasNoScreenInsetsInXcode93To10() throws {
        for (tools, top) in [("13771", 20.0), ("14087.3", 0), ("14313.3.2", 0), ("14460.31", 0)] {
            XCTAssertEqual(try childRoot(tools: tools).safeArea.top, top, tools)
        }
    }

    /// A document with top and bottom layout guides keeps the status bar on the embedded root.
    func testLayoutGuideDocumentKeepsTheStatusBar() throws {
        XCTAssertEqual(try childRoot(tools: "14460.31", safeAreas: false).safeArea.top, 20)
    }

    /// The box pinned 16 points below the safe area's top lies 16 points below the root's top.
    func testContentPinnedToTheSafeAreaStartsAtTheRootsTop() throws {
        let frames = try IBFixture.frames(storyboard(tools: "14313.3.2"), root: "child-view", file: "Test.storyboard")
        XCTAssertEqual(frames["title"]?[1], 16)
    }
}
