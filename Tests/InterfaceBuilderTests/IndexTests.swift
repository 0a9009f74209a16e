import AutoLayout
import InterfaceBuilder
import XCTest

/// Reaching objects by document id, by outlet name and by constraint identifier.
final class IndexTests: XCTestCase {
    func testOutletsReachViewsAndConstraints() throws {
        let document = try IBFixture.read(SceneReadingTests.storyboard)
        guard case .view(let label)? = document.outlet("emptyLabel") else { return XCTFail("\(String(describing: document.outlet("emptyLabel")))") }
        XCTAssertEqual(label.id, "empty")
        guard case .constraint(let pin)? = document.outlet("topPin", from: "list") else { return XCTFail("no topPin") }
        XCTAssertEqual(pin.constant, 20)
        XCTAssertNil(document.outlet("topPin", from: "nav"))
        XCTAssertNil(document.outlet("nothing"))
        XCTAssertEqual(document.outlets(named: "emptyLabel").map(\.sourceID), ["list"])
    }

    func testObjectsByID() throws {
        let document = try IBFixture.read(SceneReadingTests.storyboard)
        guard case .viewController? = document.object(id: "nav") else { return XCTFail() }
        guard case .placeholder? = document.object(id: "list-exit") else { return XCTFail() }
        XCTAssertEqual(
            document.object(id: "tap"),
            .object(
                IBOtherObject(
                    element: "tapGestureRecognizer", id: "tap",
                    connections: [
                        IBConnection(
                            id: "a1", sourceID: "tap", destination: "list", kind: .action(selector: "tapped:", eventType: nil),
                            line: document.index.connections.first { $0.id == "a1" }?.line ?? 0)
                    ])))
        XCTAssertEqual(document.object(id: "item"), .other(element: "navigationItem"))
        XCTAssertNil(document.object(id: "missing"))
        XCTAssertEqual(document.guide(id: "top")?.kind, .topLayoutGuide)
        XCTAssertEqual(document.index.guideOwnerIDs["top"], "list")
    }

    func testConstraintsByIdentifierAndOutletCollections() throws {
        let document = try IBFixture.read(
            IBFixture.rootView(
                subviews: """
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="a"/>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="b"/>
                    """,
                constraints: """
                    <constraint firstItem="a" firstAttribute="height" constant="10" identifier="rowHeight" id="h1"/>
                    <constraint firstItem="b" firstAttribute="height" constant="12" identifier="rowHeight" id="h2"/>
                    """,
                extra: """
                    <connections>
                        <outletCollection property="rows" destination="a" collectionClass="NSMutableArray" id="oc1"/>
                        <outletCollection property="rows" destination="b" collectionClass="NSMutableArray" id="oc2"/>
                        <outlet property="ghost" destination="gone" id="o3"/>
                    </connections>
                    """))
        XCTAssertEqual(document.constraints(identifier: "rowHeight").map(\.id), ["h1", "h2"])
        XCTAssertEqual(document.outlets(named: "rows").map(\.destination), ["a", "b"])
        XCTAssertEqual(document.outlets(named: "rows").first?.kind, .outletCollection(property: "rows"))
        XCTAssertEqual(document.diagnostics.map(\.kind), [.missingReference("destination", id: "gone")])
        XCTAssertEqual(document.diagnostics.first?.objectID, "o3")
    }

    func testDocumentIsSendableAndComparable() async throws {
        let text = SceneReadingTests.storyboard
        let first = try IBFixture.read(text)
        let second = try IBFixture.read(text)
        XCTAssertEqual(first, second, "reading is deterministic")
        let task = Task.detached { first.scenes.count }
        let count = await task.value
        XCTAssertEqual(count, 2)
    }
}

extension IndexTests {
    /// Actions and segues from bar button items, in a controller's navigation item, in its
    /// toolbar items and in a toolbar's items, are connections of the document.
    func testBarItemConnections() throws {
        let document = try IBFixture.read(
            IBFixture.storyboard(
                """
                <scene sceneID="s">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <subviews>
                                    <toolbar opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tools">
                                        <items>
                                            <barButtonItem title="Share" id="share">
                                                <connections>
                                                    <action selector="share:" destination="vc" id="share-action"/>
                                                </connections>
                                            </barButtonItem>
                                        </items>
                                    </toolbar>
                                </subviews>
                                <connections>
                                    <outlet property="delegate" destination="vc" id="root-delegate"/>
                                </connections>
                            </view>
                            <toolbarItems>
                                <barButtonItem systemItem="trash" id="trash">
                                    <connections>
                                        <action selector="trash:" destination="vc" id="trash-action"/>
                                    </connections>
                                </barButtonItem>
                            </toolbarItems>
                            <navigationItem key="navigationItem" title="Home" id="nav">
                                <barButtonItem key="rightBarButtonItem" systemItem="add" id="add">
                                    <connections>
                                        <segue destination="vc" kind="show" id="add-segue"/>
                                    </connections>
                                </barButtonItem>
                            </navigationItem>
                        </viewController>
                    </objects>
                </scene>
                """))
        XCTAssertEqual(document.diagnostics, [])
        let controller = try XCTUnwrap(document.viewController(id: "vc"))
        XCTAssertEqual(controller.itemConnections.map(\.id), ["trash-action", "add-segue"])
        XCTAssertEqual(controller.itemConnections.map(\.sourceID), ["trash", "add"])
        XCTAssertEqual(document.view(id: "root")?.connections.map(\.id), ["root-delegate"])
        XCTAssertEqual(document.view(id: "tools")?.connections.map(\.id), ["share-action"])
        XCTAssertEqual(Set(document.index.connections.map(\.id)), ["share-action", "root-delegate", "trash-action", "add-segue"])
    }
}
