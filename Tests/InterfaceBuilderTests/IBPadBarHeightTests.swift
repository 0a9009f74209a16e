import AutoLayout
import InterfaceBuilder
import Rigging
import XCTest

/// The height of an iPad's navigation bar and toolbar in a controller's safe area, by the Xcode
/// build that saved the document: 44 points before Xcode 10 (iOS 11 and earlier), 50 from it.
final class IBPadBarHeightTests: XCTestCase {
    private let pad = #"<device id="ipad9_7" orientation="portrait" appearance="light"/>"#

    private func root(_ scenes: String, tools: String, initial: String? = nil) throws -> SceneRoot {
        let text = IBFixture.storyboard(scenes, initial: initial, device: pad)
            .replacingOccurrences(of: #"toolsVersion="21701""#, with: #"toolsVersion="\#(tools)""#)
        return try IBFixture.read(text, file: "Test.storyboard").scene(forHierarchy: "main-view").scene.root
    }

    /// A scene simulating a navigation bar and a toolbar has them 44 points high below the
    /// 20-point status bar in documents of Xcode 9.4 (build 14109), 50 from Xcode 10's first.
    func testSimulatedBarsAre44PointsHighBeforeXcode10() throws {
        let bars = #"""
            <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
            <simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>
            """#
        for (tools, top, bottom) in [("14109", 64.0, 44.0), ("14113", 64, 44), ("14313.18", 70, 50), ("21701", 70, 50)] {
            let scene = IBFixture.controllerScene("main", width: 768, height: 1024, extra: bars)
            XCTAssertEqual(try root(scene, tools: tools).safeArea, EdgeInsets(top: top, left: 0, bottom: bottom, right: 0), tools)
        }
    }

    /// A navigation controller's root has the same bar: 44 points (96 with large titles) before
    /// Xcode 10, 50 (102) from it.
    func testNavigationControllersBarFollowsTheBuild() throws {
        let cases: [(tools: String, large: String, top: Double)] = [
            ("14109", "", 64), ("14109", #"largeTitles="YES""#, 116), ("14460.31", "", 70), ("14460.31", #"largeTitles="YES""#, 122),
        ]
        for (tools, large, top) in cases {
            let scenes =
                IBFixture.navigationScene(root: "main", barAttributes: large, barFrame: #"x="0.0" y="20" width="768" height="44""#)
                + IBFixture.controllerScene("main", width: 768, height: 1024)
            XCTAssertEqual(try root(scenes, tools: tools, initial: "nav").safeArea.top, top, "\(tools) \(large)")
        }
    }

    /// A phone's bars do not depend on the build before Xcode 26: 44 points in portrait.
    func testPhoneBarsAre44PointsInEveryBuildBeforeXcode26() throws {
        let bars = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#
        for tools in ["14109", "14460.31"] {
            let text = IBFixture.storyboard(IBFixture.controllerScene("main", extra: bars))
                .replacingOccurrences(of: #"toolsVersion="21701""#, with: #"toolsVersion="\#(tools)""#)
            let root = try IBFixture.read(text, file: "Test.storyboard").scene(forHierarchy: "main-view").scene.root
            XCTAssertEqual(root.safeArea.top, 64, tools)
        }
    }
}
