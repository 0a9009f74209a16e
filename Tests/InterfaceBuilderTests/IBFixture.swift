import Foundation
import InterfaceBuilder
import Rigging
import XCTest

/// Small hand-written documents in the style Xcode writes them, and the one way the tests read
/// them.
enum IBFixture {
    /// A XIB whose `<objects>` holds `objects` (File's Owner first), with `extra` elements after
    /// the objects (resources, designables).
    static func xib(
        _ objects: String, device: String = #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#,
        extra: String = ""
    ) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            \(device)
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
            </dependencies>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        \(objects)
            </objects>
        \(extra)
        </document>
        """
    }

    /// A storyboard of `scenes` on `device`, whose initial controller is `initial`.
    static func storyboard(
        _ scenes: String, initial: String? = nil, extra: String = "",
        device: String = #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#
    ) -> String {
        let initialAttribute = initial.map { #" initialViewController="\#($0)""# } ?? ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES"\(initialAttribute)>
                \(device)
                <scenes>
            \(scenes)
                </scenes>
            \(extra)
            </document>
            """
    }

    /// A storyboard scene of a plain controller `id` whose root view `ID-view` (with a safe-area
    /// guide `ID-safe`) is `width` × `height` and holds `content` (its `<subviews>` and
    /// `<constraints>`), with `extra` elements in the controller and `connections` (segues) from it.
    static func controllerScene(
        _ id: String, width: Double = 375, height: Double = 667, content: String = "", extra: String = "", connections: String = ""
    ) -> String {
        """
        <scene sceneID="\(id)-scene">
            <objects>
                <viewController id="\(id)">
                    <view key="view" contentMode="scaleToFill" id="\(id)-view">
                        <rect key="frame" x="0.0" y="0.0" width="\(number(width))" height="\(number(height))"/>
                        <viewLayoutGuide key="safeArea" id="\(id)-safe"/>
                        \(content)
                    </view>
                    \(extra)
                    <connections>\(connections)</connections>
                </viewController>
            </objects>
        </scene>
        """
    }

    /// `value` as a document writes it: whole numbers without a fraction.
    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// A storyboard scene of tab bar controller `tabs` whose tabs are the controllers `children`.
    static func tabScene(_ children: [String]) -> String {
        containerScene("tabBarController", id: "tabs", children: children.map { ("viewControllers", $0) })
    }

    /// A storyboard scene of split view controller `split` whose columns are `master` and `detail`.
    static func splitScene(master: String, detail: String) -> String {
        containerScene("splitViewController", id: "split", children: [("masterViewController", master), ("detailViewController", detail)])
    }

    /// A storyboard scene of container controller `id` (element `element`) holding each child
    /// controller by its relationship segue.
    static func containerScene(_ element: String, id: String, children: [(relationship: String, destination: String)]) -> String {
        let segues = children.enumerated().map { index, child in
            #"<segue destination="\#(child.destination)" kind="relationship" relationship="\#(child.relationship)" id="\#(id)-\#(index)"/>"#
        }
        return """
            <scene sceneID="\(id)-scene">
                <objects>
                    <\(element) id="\(id)">
                        <connections>\(segues.joined())</connections>
                    </\(element)>
                </objects>
            </scene>
            """
    }

    /// A storyboard scene of navigation controller `nav` whose root controller is `root`, its bar
    /// (`nav-bar`, stored at `barFrame`: by default 44 points high below a 20-point status bar)
    /// with `barAttributes`.
    static func navigationScene(root: String, barAttributes: String = "", barFrame: String = #"x="0.0" y="20" width="375" height="44""#) -> String {
        """
        <scene sceneID="nav-scene">
            <objects>
                <navigationController id="nav">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" \(barAttributes) id="nav-bar">
                        <rect key="frame" \(barFrame)/>
                    </navigationBar>
                    <connections>
                        <segue destination="\(root)" kind="relationship" relationship="rootViewController" id="rel"/>
                    </connections>
                </navigationController>
            </objects>
        </scene>
        """
    }

    /// A XIB whose only top-level view `root` (375 × 200) holds `subviews` and `constraints`.
    static func rootView(subviews: String, constraints: String = "", extra: String = "") -> String {
        xib(
            """
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
            \(subviews)
                    </subviews>
                    <constraints>
            \(constraints)
                    </constraints>
            \(extra)
                </view>
            """)
    }

    /// Constraints pinning view `id` to the top, leading and trailing edges of `root`'s view.
    static func pinsToTopAndSides(_ id: String) -> String {
        """
        <constraint firstItem="\(id)" firstAttribute="top" secondItem="root" secondAttribute="top" id="\(id)-pin-t"/>
        <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="\(id)-pin-l"/>
        <constraint firstAttribute="trailing" secondItem="\(id)" secondAttribute="trailing" id="\(id)-pin-r"/>
        """
    }

    /// A plain view `id` at (`x`, `y`), `width` × `height`, its height (and, with `fixedWidth`,
    /// its width) a required constraint of its own, with `attributes`, `subviews` (a
    /// `<subviews>` element) and further `constraints`.
    static func box(
        _ id: String, x: Double = 0, y: Double, width: Double = 375, height: Double, fixedWidth: Bool = false,
        attributes: String = "", subviews: String = "", constraints: String = ""
    ) -> String {
        let widthConstraint = fixedWidth ? #"<constraint firstAttribute="width" constant="\#(width)" id="\#(id)-w"/>"# : ""
        return """
            <view \(attributes) contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="\(height)"/>
                \(subviews)
                <constraints>
                    \(widthConstraint)
                    <constraint firstAttribute="height" constant="\(height)" id="\(id)-h"/>
                    \(constraints)
                </constraints>
            </view>
            """
    }

    /// A storyboard on an iPhone 8 whose only controller `vc` has a 375 × 667 root view `root`
    /// holding `subviews` and `constraints`, as `file`; `layoutGuides` are the controller's
    /// (`<viewControllerLayoutGuide>` elements).
    static func controllerRoot(subviews: String, constraints: String, file: String, layoutGuides: String = "") throws -> IBDocument {
        try read(
            storyboard(
                """
                <scene sceneID="s">
                    <objects>
                        <viewController id="vc">
                            \(layoutGuides.isEmpty ? "" : "<layoutGuides>\(layoutGuides)</layoutGuides>")
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                \(subviews)
                                </subviews>
                                <constraints>
                \(constraints)
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                """), file: file)
    }

    /// The document `text` reads to, failing the test when it throws.
    static func read(_ text: String, file: String = "Test.xib", line: UInt = #line) throws -> IBDocument {
        do {
            return try IBDocument.read(data: Data(text.utf8), file: file)
        } catch {
            XCTFail("\(error)", line: line)
            throw error
        }
    }

    /// The error reading `text` throws, or nil (failing the test) when it reads.
    static func error(_ text: String, file: String = "Bad.xib", line: UInt = #line) -> IBReadError? {
        do {
            let document = try IBDocument.read(data: Data(text.utf8), file: file)
            XCTFail("read a document: \(document.kind)", line: line)
            return nil
        } catch {
            return error
        }
    }

    /// The scene view that document id `id` maps to in hierarchy `root`, failing the test when
    /// there is none.
    static func sceneView(_ text: String, root: String, id: String, line: UInt = #line) throws -> SceneView {
        let mapped = try read(text, line: line).scene(forHierarchy: root)
        return try XCTUnwrap(mapped.scene.views.first { mapped.documentIDs[$0.name] == id }, line: line)
    }

    /// Every view's laid-out frame in the coordinates of hierarchy `root`, by document id, after
    /// checking that the mapping left nothing out.
    static func frames(_ text: String, root: String, file: String = "Test.xib", line: UInt = #line) throws -> [String: [Double]] {
        let mapped = try read(text, file: file, line: line).scene(forHierarchy: root)
        XCTAssertEqual(mapped.warnings, [], line: line)
        let layout = try ViewTreeBackend(PreparedScene(mapped.scene))
        var result: [String: [Double]] = [:]
        for (id, frame) in mapped.documentFrames(layout.layout()) { result[id] = [frame.x, frame.y, frame.width, frame.height] }
        return result
    }

    /// A table cell `row` `width` points wide (with `attributes`) whose content view `content`,
    /// 43.5 points high, holds a view `box` pinned to its four margins.
    static func marginCell(width: Int, attributes: String = "") -> String {
        """
        <tableViewCell contentMode="scaleToFill" selectionStyle="default" \(attributes) indentationWidth="10" rowHeight="44" id="row">
            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="44"/>
            <autoresizingMask key="autoresizingMask"/>
            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="row" id="content">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="43.5"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                        <rect key="frame" x="0" y="0" width="10" height="10"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c1"/>
                    <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="c2"/>
                    <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="c3"/>
                    <constraint firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" id="c4"/>
                </constraints>
            </tableViewCellContentView>
        </tableViewCell>
        """
    }

    /// A storyboard scene of a table view controller `list` whose table view `table` (of `style`,
    /// `width` × `height`, section headers and footers `sectionHeight` high) holds `cell`.
    static func tableControllerScene(_ cell: String, style: String = "plain", width: Int = 375, height: Int = 667, sectionHeight: Int = 28) -> String
    {
        """
        <scene sceneID="list-scene">
            <objects>
                <tableViewController id="list">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="\(style)" separatorStyle="default" rowHeight="44" sectionHeaderHeight="\(sectionHeight)" sectionFooterHeight="\(sectionHeight)" id="table">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                        <prototypes>
        \(cell)
                        </prototypes>
                    </tableView>
                </tableViewController>
            </objects>
        </scene>
        """
    }
}
