import AutoLayout
import InterfaceBuilder
import XCTest

/// Storyboard scenes and their controllers; XIB top-level objects.
final class SceneReadingTests: XCTestCase {
    static let storyboard = IBFixture.storyboard(
        """
        <scene sceneID="nav-scene">
            <objects>
                <navigationController storyboardIdentifier="Root" id="nav" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" id="bar">
                        <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <connections>
                        <segue destination="list" kind="relationship" relationship="rootViewController" id="rel"/>
                    </connections>
                </navigationController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="nav-fr" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="-100" y="50"/>
        </scene>
        <scene sceneID="list-scene">
            <objects>
                <viewController storyboardIdentifier="List" title="Items" id="list" customClass="ListViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                    <layoutGuides>
                        <viewControllerLayoutGuide type="top" id="top"/>
                        <viewControllerLayoutGuide type="bottom" id="bottom"/>
                    </layoutGuides>
                    <view key="view" contentMode="scaleToFill" id="list-view">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <label text="Empty" translatesAutoresizingMaskIntoConstraints="NO" id="empty"/>
                        </subviews>
                        <constraints>
                            <constraint firstItem="empty" firstAttribute="top" secondItem="top" secondAttribute="bottom" constant="20" id="below-top"/>
                        </constraints>
                    </view>
                    <extendedEdge key="edgesForExtendedLayout" top="YES"/>
                    <navigationItem key="navigationItem" title="Items" largeTitleDisplayMode="never" id="item">
                        <barButtonItem key="rightBarButtonItem" id="add">
                            <view key="customView" contentMode="scaleToFill" id="add-view">
                                <rect key="frame" x="0.0" y="0.0" width="44" height="44"/>
                            </view>
                        </barButtonItem>
                    </navigationItem>
                    <simulatedStatusBarMetrics key="simulatedStatusBarMetrics" statusBarStyle="lightContent"/>
                    <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                    <nil key="simulatedBottomBarMetrics"/>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    <size key="freeformSize" width="375" height="400"/>
                    <connections>
                        <outlet property="emptyLabel" destination="empty" id="o1"/>
                        <outlet property="topPin" destination="below-top" id="o2"/>
                        <segue destination="nav" kind="show" identifier="again" id="s1"/>
                    </connections>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="list-fr" sceneMemberID="firstResponder"/>
                <exit id="list-exit" userLabel="Exit" sceneMemberID="exit"/>
                <tapGestureRecognizer id="tap">
                    <connections>
                        <action selector="tapped:" destination="list" id="a1"/>
                    </connections>
                </tapGestureRecognizer>
            </objects>
        </scene>
        """, initial: "nav")

    func testScenesAndControllers() throws {
        let document = try IBFixture.read(Self.storyboard, file: "Main.storyboard")
        XCTAssertEqual(document.diagnostics, [])
        XCTAssertEqual(document.scenes.map(\.sceneID), ["nav-scene", "list-scene"])
        XCTAssertEqual(document.scenes[0].canvasLocation, Point(x: -100, y: 50))
        let nav = try XCTUnwrap(document.scenes[0].viewController)
        XCTAssertEqual(nav.elementName, "navigationController")
        XCTAssertEqual(nav.storyboardIdentifier, "Root")
        XCTAssertEqual(nav.bars.map(\.id), ["bar"])
        XCTAssertEqual(nav.bars.first?.kind, .navigationBar)
        XCTAssertEqual(nav.connections.first?.kind, .segue(kind: "relationship", identifier: nil, relationship: "rootViewController"))
        let list = try XCTUnwrap(document.viewController(storyboardIdentifier: "List"))
        XCTAssertEqual(list.id, "list")
        XCTAssertEqual(list.customClass, "ListViewController")
        XCTAssertEqual(list.customModule, "App")
        XCTAssertEqual(list.title, "Items")
        XCTAssertEqual(list.view?.id, "list-view")
        XCTAssertEqual(list.topLayoutGuideID, "top")
        XCTAssertEqual(list.bottomLayoutGuideID, "bottom")
        XCTAssertEqual(list.extendedEdges, ["top"])
        XCTAssertEqual(list.navigationItem, IBBarItem(id: "item", title: "Items", largeTitleDisplayMode: "never"))
        XCTAssertEqual(list.itemViews.map(\.id), ["add-view"])
        XCTAssertEqual(document.view(id: "add-view")?.key, "customView")
    }

    func testSimulatedMetrics() throws {
        let list = try XCTUnwrap(try IBFixture.read(Self.storyboard).viewController(id: "list"))
        XCTAssertEqual(
            list.simulatedMetrics,
            IBSimulatedMetrics(
                statusBar: .bar(element: "simulatedStatusBarMetrics", attributes: ["statusBarStyle": "lightContent"]),
                topBar: .bar(element: "simulatedNavigationBarMetrics", attributes: ["prompted": "NO"]),
                bottomBar: IBSimulatedBar.none, sizeMode: "freeform", freeformSize: Size(width: 375, height: 400)))
        XCTAssertTrue(try XCTUnwrap(try IBFixture.read(Self.storyboard).viewController(id: "nav")).simulatedMetrics.isEmpty)
    }

    func testEveryControllerElement() throws {
        let elements = [
            "viewController", "tableViewController", "collectionViewController", "navigationController",
            "tabBarController", "pageViewController", "splitViewController", "hostingController",
            "viewControllerPlaceholder",
        ]
        let scenes = elements.map { #"<scene sceneID="s-\#($0)"><objects><\#($0) id="c-\#($0)" sceneMemberID="viewController"/></objects></scene>"# }
        let document = try IBFixture.read(IBFixture.storyboard(scenes.joined(separator: "\n")))
        XCTAssertEqual(document.scenes.compactMap(\.viewController?.elementName), elements)
        XCTAssertEqual(document.diagnostics, [])
    }

    func testTableViewControllerWithPrototypesAndStaticSections() throws {
        let document = try IBFixture.read(
            IBFixture.storyboard(
                """
                <scene sceneID="t">
                    <objects>
                        <tableViewController id="tvc" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" rowHeight="-1" estimatedRowHeight="44" sectionHeaderHeight="18" sectionFooterHeight="18" id="table">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <sections>
                                    <tableViewSection headerTitle="Account" id="sec">
                                        <cells>
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" id="cell">
                                                <rect key="frame" x="0.0" y="18" width="375" height="44"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cell" id="cell-content">
                                                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                                    <subviews>
                                                        <label text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="name"/>
                                                    </subviews>
                                                    <constraints>
                                                        <constraint firstItem="name" firstAttribute="leading" secondItem="cell-content" secondAttribute="leadingMargin" id="name-leading"/>
                                                    </constraints>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
                """))
        XCTAssertEqual(document.diagnostics, [])
        let table = try XCTUnwrap(document.view(id: "table")?.table)
        XCTAssertEqual(table.style, "grouped")
        XCTAssertEqual(table.dataMode, "static")
        XCTAssertEqual(table.rowHeight, -1)
        XCTAssertEqual(table.estimatedRowHeight, 44)
        XCTAssertEqual(table.sections.map(\.headerTitle), ["Account"])
        XCTAssertEqual(table.sections.first?.cells.map(\.id), ["cell"])
        XCTAssertEqual(document.view(id: "cell")?.contentView?.kind, .tableViewCellContentView)
        XCTAssertEqual(document.superviewID(of: "cell-content"), "cell")
        XCTAssertEqual(document.superviewID(of: "cell"), "table")
        XCTAssertEqual(document.constraint(id: "name-leading")?.secondAttribute, .leadingMargin)
        XCTAssertEqual(document.hierarchyRoots.map(\.id), ["table", "cell"])
    }

    func testCollectionViewWithFlowLayoutCellsAndHeader() throws {
        let document = try IBFixture.read(
            IBFixture.rootView(
                subviews: """
                    <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="grid">
                        <collectionViewFlowLayout key="collectionViewLayout" scrollDirection="horizontal" automaticEstimatedItemSize="YES" minimumLineSpacing="10" minimumInteritemSpacing="5" id="flow">
                            <size key="itemSize" width="50" height="60"/>
                            <size key="headerReferenceSize" width="0.0" height="30"/>
                            <size key="footerReferenceSize" width="0.0" height="0.0"/>
                            <inset key="sectionInset" minX="8" minY="4" maxX="8" maxY="4"/>
                        </collectionViewFlowLayout>
                        <cells>
                            <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="tile">
                                <rect key="frame" x="8" y="4" width="50" height="60"/>
                                <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                                    <rect key="frame" x="0.0" y="0.0" width="50" height="60"/>
                                </view>
                            </collectionViewCell>
                        </cells>
                        <collectionReusableView key="sectionHeaderView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="header"/>
                    </collectionView>
                    """))
        XCTAssertEqual(document.diagnostics, [])
        let collection = try XCTUnwrap(document.view(id: "grid")?.collection)
        XCTAssertEqual(
            collection.flowLayout,
            IBCollectionView.FlowLayout(
                scrollDirection: "horizontal", minimumLineSpacing: 10, minimumInteritemSpacing: 5, itemSize: Size(width: 50, height: 60),
                usesAutomaticEstimatedItemSize: true, headerReferenceSize: Size(width: 0, height: 30), footerReferenceSize: Size(width: 0, height: 0),
                sectionInset: EdgeInsets(top: 4, left: 8, bottom: 4, right: 8)))
        XCTAssertEqual(collection.cells.map(\.id), ["tile"])
        XCTAssertEqual(collection.reusableViews.map(\.key), ["sectionHeaderView"])
        XCTAssertEqual(document.view(id: "tile")?.contentView?.id, "tile/contentView", "an id-less content view is named after its cell")
        XCTAssertEqual(document.hierarchyRoots.map(\.id), ["root", "tile", "header"])
    }

    func testXibTopLevelObjects() throws {
        let document = try IBFixture.read(
            IBFixture.xib(
                """
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Row" id="row">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="row" id="row-content">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    </tableViewCellContentView>
                </tableViewCell>
                <view contentMode="scaleToFill" id="panel">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
                <customObject id="helper" customClass="Helper"/>
                """
            ).replacingOccurrences(of: #"userLabel="File's Owner""#, with: #"userLabel="File's Owner" customClass="RowOwner""#))
        XCTAssertEqual(document.diagnostics, [])
        XCTAssertEqual(document.objects.map(\.id), ["-1", "-2", "row", "panel", "helper"])
        guard case .placeholder(let owner) = document.objects[0] else { return XCTFail("\(document.objects[0])") }
        XCTAssertEqual(owner.identifier, "IBFilesOwner")
        XCTAssertEqual(owner.customClass, "RowOwner")
        XCTAssertEqual(document.view(id: "row")?.properties["reuseIdentifier"], "Row")
        XCTAssertEqual(document.view(id: "panel")?.simulatedMetrics.sizeMode, "freeform")
        XCTAssertEqual(document.object(id: "helper"), .object(IBOtherObject(element: "customObject", id: "helper", customClass: "Helper")))
        XCTAssertEqual(document.hierarchyRoots.map(\.id), ["row", "panel"])
    }

    func testUnknownTopLevelObjectIsKeptByIDWithAWarning() throws {
        let document = try IBFixture.read(IBFixture.xib(#"<hologram id="h1"/>"#))
        XCTAssertEqual(document.object(id: "h1"), .object(IBOtherObject(element: "hologram", id: "h1")))
        XCTAssertEqual(document.diagnostics.map(\.kind), [.unknownElement("hologram", parent: "objects")])
    }
}
