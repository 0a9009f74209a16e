import AutoLayout
import Foundation
import InterfaceBuilder
import RiggingUIKit
import Testing

/// The File's Owner of `ProfileHeader.xib`: a plain class receiving its outlets.
@MainActor
final class ProfileHeaderOwner: NibKeyValueCoding {
    var avatar: UIImageView?
    var nameLabel: UILabel?
    var badges: [UIView] = []

    func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "avatar": avatar = value as? UIImageView
        case "nameLabel": nameLabel = value as? UILabel
        case "badges": badges = value as? [UIView] ?? []
        default: break
        }
    }
}

/// A nib of a XIB whose top-level objects are `objects` (the elements' XML).
@MainActor
func xibNib(objects: String) -> UINib {
    let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701"
            targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
        \(objects)
            </objects>
        </document>
        """
    return UINib(data: Data(xml.utf8), bundle: nil)
}

/// Every view of a loaded tree with an accessibility identifier (the fixtures give each the id
/// of its element), by that identifier, with its frame in `root`'s coordinates.
@MainActor
func framesByIdentifier(in root: UIView) -> [String: CGRect] {
    var frames: [String: CGRect] = [:]
    func visit(_ view: UIView) {
        if let id = view.accessibilityIdentifier { frames[id] = view.superview.map { $0.convert(view.frame, to: root) } ?? view.frame }
        view.subviews.forEach(visit)
    }
    visit(root)
    return frames
}

/// `Shop.storyboard`, `ProfileCell.xib`, `ProfileHeader.xib` and `BadgeCell.xib` (Nibs/, SwiftPM
/// resources of this target) loaded as an app loads them, with the classes of
/// `Layouts/ShopNibs.swift`. Each document's stored frames are what Rigging's text model
/// measures (as Xcode stores what its fonts measure), so the frames of the loaded views are
/// compared with those `IBDocument.instantiate` gives for the same document (within 0.5 points,
/// the pixel-grid rounding of the 2x device).
@MainActor
@Suite struct ShopNibsTests {
    init() {
        NibClassRegistry.register(LoginViewController.self)
        NibClassRegistry.register(ItemCell.self)
        NibClassRegistry.register(ProfileCell.self)
        NibClassRegistry.register(ProfileBannerView.self)
    }

    static func document(_ name: String, _ ext: String) throws -> IBDocument {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: ext))
        return try IBDocument.read(path: url.path)
    }

    /// Every identified view's frame in `root` equals the Interface Builder instance's for the
    /// same document id, within 0.5 points; returns how many were compared.
    @discardableResult
    static func expectSameFrames(_ root: UIView, as instance: IBInstance, sourceLocation: SourceLocation = #_sourceLocation) -> Int {
        let loaded = framesByIdentifier(in: root)
        var compared = 0
        for (id, frame) in instance.frames() {
            guard let mine = loaded[id] else { continue }
            compared += 1
            let close =
                abs(mine.minX - frame.x) <= 0.5 && abs(mine.minY - frame.y) <= 0.5 && abs(mine.width - frame.width) <= 0.5
                && abs(mine.height - frame.height) <= 0.5
            #expect(close, "\(id): loaded \(mine), Interface Builder \(frame)", sourceLocation: sourceLocation)
        }
        return compared
    }

    @Test func theInitialControllerIsANavigationControllerWithItsRootFromTheRelationship() throws {
        let storyboard = UIStoryboard(name: "Shop", bundle: .module)
        #expect(storyboard.loadError == nil)
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let login = try #require(navigation.viewControllers.first as? LoginViewController)
        #expect(navigation.viewControllers.count == 1)
        #expect(login.awoke)
        #expect(login.title == "Sign In")
        #expect(login.storyboard === storyboard)
        // The scene's view loads when first read, as UIKit's does; the outlets connect then.
        #expect(!login.isViewLoaded && login.titleLabel == nil)
        login.loadViewIfNeeded()
        #expect(login.outletsAtViewDidLoad == ["titleLabel", "signInButton"])
    }

    @Test func theLoginSceneInAWindowHasTheDocumentsViewsAndInterfaceBuildersFrames() throws {
        let storyboard = UIStoryboard(name: "Shop", bundle: .module)
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let login = try #require(navigation.viewControllers.first as? LoginViewController)
        let window = UIWindow(screen: try UIScreen(deviceNamed: "retina6_1"))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let root = try #require(login.view)

        let title = try #require(login.titleLabel)
        #expect(title.text == "Welcome back" && title.font == .boldSystemFont(ofSize: 17) && title.textAlignment == .center)
        #expect(title.accessibilityIdentifier == "title")
        #expect(login.signInButton?.title(for: .normal) == "Sign In" && login.signInButton?.buttonType == .system)
        let height = try #require(login.buttonHeight)
        #expect(height.constant == 38 && height.priority == UILayoutPriority(999) && height.identifier == "signIn.height")
        let stack = try #require(title.superview as? UIStackView)
        #expect(stack.axis == .vertical && stack.spacing == 12 && stack.arrangedSubviews.count == 3)
        let banner = try #require(root.viewWithTag(7))
        #expect(banner.isHidden && banner.accessibilityIdentifier == "banner")
        let note = try #require(root.subviews.last as? UILabel)
        #expect(note.numberOfLines == 0 && note.lineBreakMode == .byWordWrapping)
        #expect(root.constraints.contains { $0.identifier == "note.top" })

        // Below the 48-point status bar and the 44-point navigation bar of an iPhone 11.
        #expect(root.safeAreaInsets.top == 92)
        #expect(stack.frame == CGRect(x: 20, y: 112, width: 374, height: 116.5))
        #expect(note.frame == CGRect(x: 20, y: 298.5, width: 374, height: 41))
        let instance = try Self.document("Shop", "storyboard").instantiate("Login")
        #expect(Self.expectSameFrames(root, as: instance) == 7)

        // The outlet the class does not take is left unconnected, with a warning naming it.
        #expect(storyboard.warnings.contains { $0.objectID == "login-o4" && $0.message.contains("'legalNote'") })
    }

    @Test func anOutletConstraintAnimatesAsInUIKit() throws {
        let storyboard = UIStoryboard(name: "Shop", bundle: .module)
        let login = try #require(storyboard.instantiateViewController(withIdentifier: "Login") as? LoginViewController)
        let window = UIWindow(screen: try UIScreen(deviceNamed: "retina6_1"))
        window.rootViewController = login
        window.makeKeyAndVisible()
        let button = try #require(login.signInButton)
        #expect(button.frame.height == 38)
        login.buttonHeight?.constant = 50
        UIView.animate(withDuration: 0.2) { login.view.layoutIfNeeded() }
        // The model frame is the end state at once; what is shown moves there over 0.2 s.
        #expect(button.frame.height == 50)
        try window.layoutWindow.runLoop.run(until: 0.1)
        let shown = button.layoutView.presentationFrame.height
        #expect(shown > 38 && shown < 50)
        try window.layoutWindow.runLoop.run(until: 0.3)
        #expect(button.layoutView.presentationFrame.height == 50)
    }

    @Test func theCreatorMakesTheControllerWithTheScenesCoder() throws {
        let storyboard = UIStoryboard(name: "Shop", bundle: .module)
        var made: LoginViewController?
        let controller = storyboard.instantiateViewController(identifier: "Login") { coder in
            made = LoginViewController(coder: coder)
            return made
        }
        #expect(controller === made)
        #expect((controller as? LoginViewController)?.titleLabel == nil)
        controller.loadViewIfNeeded()
        #expect((controller as? LoginViewController)?.titleLabel?.text == "Welcome back")
        // A creator returning nil: the scene's class makes it, as in UIKit.
        #expect(storyboard.instantiateViewController(identifier: "Login") { _ in nil } is LoginViewController)
    }

    @Test func aTabBarControllerHasItsRelationshipsTabsInOrder() throws {
        let storyboard = UIStoryboard(name: "Shop", bundle: .module)
        let tabs = try #require(storyboard.instantiateViewController(withIdentifier: "Tabs") as? UITabBarController)
        let children = try #require(tabs.viewControllers)
        #expect(children.count == 2)
        #expect(type(of: children[0]) == UIViewController.self)
        #expect(children[1] is LoginViewController)
    }

    @Test func aPrototypeCellIsDequeuedWithItsClassAndOutletsAndSizesItself() throws {
        let storyboard = UIStoryboard(name: "Shop", bundle: .module)
        let catalog = storyboard.instantiateViewController(withIdentifier: "Catalog")
        catalog.view.frame = CGRect(x: 0, y: 0, width: 414, height: 896)
        let table = try #require(catalog.view.subviews.first as? UITableView)
        #expect(table.rowHeight == UITableView.automaticDimension && table.estimatedRowHeight == 60)
        let source = ItemsDataSource(["Tea", "Coffee"])
        table.dataSource = source
        catalog.view.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? ItemCell)
        #expect(cell.reuseIdentifier == "Item")
        #expect(cell.nameLabel?.text == "Coffee")
        // 12 + 20.5 + 12 from the content view's constraints, and the separator's 0.5.
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 45, width: 414, height: 45))
        // The plain controller has no `tableView` property: that outlet is reported, not set.
        #expect(storyboard.warnings.contains { $0.objectID == "catalog-o1" })
    }

    @Test func nibCellsRegisteredWithATableSizeThemselvesThroughTheirConstraints() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), style: .plain)
        table.register(UINib(nibName: "ProfileCell", bundle: .module), forCellReuseIdentifier: "ProfileCell")
        table.estimatedRowHeight = 80
        let source = ProfilesDataSource([("Ada", "Mathematician"), ("Grace", "Admiral\nCompiler author\nTeacher")])
        table.dataSource = source
        table.layoutIfNeeded()
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? ProfileCell)
        #expect(first.awokeWithOutlets && first.reuseIdentifier == "ProfileCell")
        #expect(first.nameLabel?.text == "Ada")
        // 10 + 20.5 (name) + 4 + bio + 10, and the separator's 0.5: bios of one line (18) and
        // three (54: three 15-point lines, up to the 2x pixel grid).
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 63)
        let second = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? ProfileCell)
        #expect(second.bioLabel?.frame.height == 54)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 99)
    }

    @Test func aNibCellAtItsDocumentSizeHasInterfaceBuildersFrames() throws {
        let objects = UINib(nibName: "ProfileCell", bundle: .module).instantiate(withOwner: nil)
        let cell = try #require(objects.first as? ProfileCell)
        #expect(objects.count == 1)
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 62.5)
        cell.layoutIfNeeded()
        let instance = try Self.document("ProfileCell", "xib").instantiate("cell")
        #expect(Self.expectSameFrames(cell, as: instance) == 2)
    }

    @Test func loadNibNamedConnectsTheOwnersOutletsAndCollections() throws {
        let owner = ProfileHeaderOwner()
        let objects = try #require(Bundle.module.loadNibNamed("ProfileHeader", owner: owner, options: nil))
        let header = try #require(objects.first as? ProfileBannerView)
        #expect(header.subviewsAtInit == 3)
        #expect(owner.avatar?.image?.size == CGSize(width: 64, height: 64))
        #expect(owner.nameLabel?.text == "Ada" && owner.nameLabel?.font == .systemFont(ofSize: 17, weight: .semibold))
        #expect(owner.badges.compactMap(\.accessibilityIdentifier) == ["badge1", "badge2", "badge3"])
        header.layoutIfNeeded()
        #expect(owner.badges.map(\.frame.width) == [109, 109, 109])
        let instance = try Self.document("ProfileHeader", "xib").instantiate("header")
        #expect(Self.expectSameFrames(header, as: instance) == 7)
    }

    @Test func nibCellsRegisteredWithACollectionSizeThemselves() throws {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        layout.minimumInteritemSpacing = 10
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 200), collectionViewLayout: layout)
        collection.register(UINib(nibName: "BadgeCell", bundle: .module), forCellWithReuseIdentifier: "Badge")
        let source = BadgesDataSource()
        collection.dataSource = source
        collection.layoutIfNeeded()
        // 12 + "New" (34.5) + 12 wide, 10 + 20.5 + 10 high.
        #expect(collection.frameForItem(at: IndexPath(item: 1, section: 0))?.size == CGSize(width: 58.5, height: 40.5))
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.reuseIdentifier == "Badge")
    }
}

/// What a missing file, an unknown identifier and an unregistered class give: UIKit raises for
/// the first two; here the UIKit names return nil or empty results and say why.
@MainActor
@Suite struct NibBadInputTests {
    @Test func aMissingStoryboardGivesNoControllerAndSaysWhy() {
        let storyboard = UIStoryboard(name: "Nope", bundle: .module)
        #expect(storyboard.instantiateInitialViewController() == nil)
        guard case .fileNotFound(name: "Nope", fileExtension: "storyboard", _) = storyboard.loadError else {
            Issue.record("loadError is \(String(describing: storyboard.loadError))")
            return
        }
        #expect(throws: NibLoadingError.self) { try UIStoryboard.load(name: "Nope", bundle: .module) }
    }

    @Test func anUnknownIdentifierGivesAnEmptyControllerAndSaysWhy() {
        let storyboard = UIStoryboard(name: "Shop", bundle: .module)
        let controller = storyboard.instantiateViewController(withIdentifier: "Checkout")
        #expect(type(of: controller) == UIViewController.self)
        #expect(storyboard.loadError == .unknownIdentifier("Checkout", storyboard: "Shop"))
        #expect(throws: NibLoadingError.unknownIdentifier("Checkout", storyboard: "Shop")) {
            try storyboard.viewController(withIdentifier: "Checkout")
        }
    }

    @Test func aMissingNibGivesNilOrNoObjects() {
        #expect(Bundle.module.loadNibNamed("Nope", owner: nil) == nil)
        let nib = UINib(nibName: "Nope", bundle: .module)
        #expect(nib.instantiate(withOwner: nil).isEmpty)
        #expect(nib.loadError?.description.contains("Nope.xib") == true)
        #expect(UINib(data: Data("not a document".utf8), bundle: nil).loadError != nil)
    }

    @Test func anOwnerWithoutTheOutletsGetsAWarningForEach() throws {
        NibClassRegistry.register(ProfileBannerView.self)
        let nib = UINib(nibName: "ProfileHeader", bundle: .module)
        let objects = nib.instantiate(withOwner: UIView())
        #expect(objects.count == 1)
        // Outlets in document order, then the collection (reported at its first member).
        #expect(nib.warnings.map(\.objectID) == ["owner-o1", "owner-o2", "owner-o3", "owner-c1"])
        #expect(nib.warnings.allSatisfy { $0.file.hasSuffix("/ProfileHeader.xib") && $0.line > 0 })
        #expect(nib.warnings.last?.message.contains("not key value coding-compliant for the key 'badges'") == true)
    }

    /// A class reading keyed values from its coder, as classes archived by UIKit do.
    final class DecodingView: UIView {
        var decoded: [String] = []
        required init?(coder: NSCoder) {
            super.init(coder: coder)
            if let name = coder.decodeObject(forKey: "name") as? String { decoded.append(name) }
            if let title = coder.decodeObject(of: NSString.self, forKey: "title") { decoded.append(String(title)) }
            if coder.containsValue(forKey: "count") || coder.decodeBool(forKey: "flag") { decoded.append("value") }
            decoded.append("\(coder.decodeInteger(forKey: "count")) \(coder.decodeDouble(forKey: "scale"))")
        }
    }

    @Test func anArchiveWithoutValuesAnswersNilAndZero() throws {
        NibClassRegistry.register(DecodingView.self)
        let nib = xibNib(
            objects: """
                <view customClass="DecodingView" id="decoding">
                    <rect key="frame" x="0.0" y="0.0" width="40" height="20"/>
                </view>
                """)
        let view = try #require(nib.instantiate(withOwner: nil).first as? DecodingView)
        #expect(view.decoded == ["0 0.0"])
        #expect(view.frame == CGRect(x: 0, y: 0, width: 40, height: 20))
    }

    @Test func anUnregisteredCustomClassLoadsAsTheElementsClassWithAWarning() throws {
        let nib = xibNib(
            objects: """
                    <label text="Hi" customClass="FancyLabel" id="fancy">
                        <rect key="frame" x="0.0" y="0.0" width="40" height="20"/>
                    </label>
                    <switch id="toggle">
                        <rect key="frame" x="0.0" y="0.0" width="51" height="31"/>
                    </switch>
                """)
        let objects = nib.instantiate(withOwner: nil)
        #expect((objects.first as? UILabel)?.text == "Hi")
        #expect(type(of: objects[1]) == UIView.self)
        #expect(nib.warnings.map(\.objectID) == ["fancy", "toggle"])
        #expect(nib.warnings[0].message.contains("'FancyLabel' is not registered"))
    }
}
