import AutoLayout
import Rigging
import XCTest

/// Trait collections and the variations that follow them.
final class TraitCollectionTests: XCTestCase {
    /// `TraitCollection`'s doc comment example, run as written.
    func testDocExample() throws {
        let traits = TraitCollection(device: try Device.lookup("iPhone 15 Pro Max"), orientation: .landscape)
        XCTAssertEqual(traits.horizontalSizeClass, .regular)
        XCTAssertEqual(traits.verticalSizeClass, .compact)
        let compactHeight = TraitCollection(verticalSizeClass: .compact)
        XCTAssertTrue(traits.containsTraits(in: compactHeight))
    }

    func testContainmentOverridingAndDescription() {
        let phone = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: 3, userInterfaceIdiom: .phone)
        XCTAssertTrue(phone.containsTraits(in: TraitCollection()))
        XCTAssertFalse(phone.containsTraits(in: TraitCollection(userInterfaceIdiom: .pad)))
        XCTAssertFalse(phone.containsTraits(in: TraitCollection(displayScale: 2)))
        XCTAssertTrue(phone.containsTraits(in: TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)))
        XCTAssertEqual(phone.overriding(with: TraitCollection(horizontalSizeClass: .regular)).horizontalSizeClass, .regular)
        XCTAssertEqual(phone.overriding(with: TraitCollection()), phone)
        XCTAssertEqual(phone.description, "widthClass=compact heightClass=regular scale=3 idiom=phone")
        XCTAssertEqual(TraitCollection().description, "any")
        XCTAssertEqual(phone.specifiedTraitCount, 4)
    }

    final class Columns: ViewController {
        let side = View(name: "side")
        override func viewDidLoad() {
            side.translatesAutoresizingMaskIntoConstraints = false
            let width = side.widthAnchor.constraint(equalToConstant: 0)
            let regular = TraitCollection(horizontalSizeClass: .regular)
            traitVariations.install(side, in: view, when: regular)
            traitVariations.activate(
                [
                    width, side.heightAnchor.constraint(equalToConstant: 100),
                    side.topAnchor.constraint(equalTo: view.topAnchor),
                    side.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                ], when: regular)
            traitVariations.setConstant(320, for: width, when: regular)
            traitVariations.setConstant(
                200, for: width,
                when: TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .compact))
        }
    }

    /// `TraitVariations`' doc comment example, run as written, then on an iPad.
    func testVariationsDocExample() throws {
        let window = Window(screen: Screen(device: try Device.lookup("iPhone 15 Pro Max")))
        let columns = Columns()
        window.rootViewController = columns
        window.layoutIfNeeded()
        XCTAssertNil(columns.side.superview)
        try window.rotate(to: .landscape, animated: false)
        XCTAssertEqual(columns.side.frame, Rect(x: 0, y: 0, width: 200, height: 100))
        try window.rotate(to: .portrait, animated: false)
        XCTAssertNil(columns.side.superview)

        let pad = Window(screen: Screen(device: try Device.lookup("ipad10_2")))
        let onPad = Columns()
        pad.rootViewController = onPad
        pad.layoutIfNeeded()
        XCTAssertEqual(onPad.side.frame, Rect(x: 0, y: 0, width: 320, height: 100), "regular both ways: the less specific constant")
    }

    func testAConstraintPerSizeClassSwapsOnRotation() throws {
        final class Stack: ViewController {
            let a = View(name: "a"), b = View(name: "b")
            override func viewDidLoad() {
                for v in [a, b] {
                    v.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(v)
                    try? LayoutConstraint.activate([v.widthAnchor.constraint(equalToConstant: 100), v.heightAnchor.constraint(equalToConstant: 100)])
                }
                try? LayoutConstraint.activate([
                    a.topAnchor.constraint(equalTo: view.topAnchor), a.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                ])
                // Below a in compact width, beside it in regular width.
                traitVariations.activate(
                    [b.topAnchor.constraint(equalTo: a.bottomAnchor), b.leadingAnchor.constraint(equalTo: a.leadingAnchor)],
                    when: TraitCollection(horizontalSizeClass: .compact))
                traitVariations.activate(
                    [b.topAnchor.constraint(equalTo: a.topAnchor), b.leadingAnchor.constraint(equalTo: a.trailingAnchor)],
                    when: TraitCollection(horizontalSizeClass: .regular))
            }
        }
        let window = Window(screen: Screen(device: try Device.lookup("iPhone 8 Plus")))
        let stack = Stack()
        window.rootViewController = stack
        window.layoutIfNeeded()
        XCTAssertEqual(stack.b.frame.origin, Point(x: 0, y: 100))
        try window.rotate(to: .landscape, animated: false)
        XCTAssertEqual(stack.b.frame.origin, Point(x: 100, y: 0))
        XCTAssertTrue(window.view.engine.unsatisfiableRecords.isEmpty)
    }
}

/// Variations applied inside an animated rotation: a view installed mid-flight appears at its
/// new frame, the others animate.
final class TraitVariationsAnimationTests: XCTestCase {
    func testAViewInstalledByAnAnimatedRotation() throws {
        let window = Window(screen: Screen(device: try Device.lookup("iPhone 15 Pro Max")))
        let columns = TraitCollectionTests.Columns()
        window.rootViewController = columns
        window.layoutIfNeeded()
        window.runLoop.startRecording(name: "rotation")
        try window.rotate(to: .landscape)
        try window.runLoop.run(until: 0.2)
        XCTAssertEqual(columns.side.frame, Rect(x: 0, y: 0, width: 200, height: 100))
        try window.runLoop.run(until: 0.5)
        XCTAssertEqual(columns.side.presentationFrame, Rect(x: 0, y: 0, width: 200, height: 100))
        try window.rotate(to: .portrait)
        try window.runLoop.run(until: 1)
        XCTAssertNil(columns.side.superview)
        let dump = try XCTUnwrap(window.runLoop.stopRecording())
        XCTAssertEqual(dump.frames.last?.views.first, Rect(x: 0, y: 0, width: 430, height: 932))
    }
}
