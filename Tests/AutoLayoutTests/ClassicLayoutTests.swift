import XCTest

@testable import AutoLayout

/// The classic tutorial layouts, laid out and checked frame by frame.
final class ClassicLayoutTests: XCTestCase {
    /// The red/purple slider: `V:|[red(>=80@1000)][purple(==h@750)]|`, both full width.
    func makeSlider(height: Double) -> (View, View, View, LayoutConstraint) {
        let (root, views) = layoutRoot(320, height, subviews: ["redView", "purpleView"])
        let red = views["redView"]!
        let purple = views["purpleView"]!
        let purpleHeight = purple.heightAnchor.constraint(equalToConstant: 0)
        purpleHeight.priority = .defaultHigh
        XCTAssertNoThrow(
            try LayoutConstraint.activate([
                red.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                red.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                purple.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                purple.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                red.topAnchor.constraint(equalTo: root.topAnchor),
                red.heightAnchor.constraint(greaterThanOrEqualToConstant: 80),
                purple.topAnchor.constraint(equalTo: red.bottomAnchor),
                purpleHeight,
                root.bottomAnchor.constraint(equalTo: purple.bottomAnchor),
            ]))
        return (root, red, purple, purpleHeight)
    }

    func testSliderAtSeveralHeightsWithAnchors() {
        for rootHeight in [568.0, 480, 200, 80] {
            let (root, red, purple, purpleHeight) = makeSlider(height: rootHeight)
            for h in [0.0, 100, 300, 480, 600] {
                purpleHeight.constant = h
                root.layoutIfNeeded()
                let purpleH = min(h, rootHeight - 80)
                assertFrame(red, 0, 0, 320, rootHeight - purpleH)
                assertFrame(purple, 0, rootHeight - purpleH, 320, purpleH)
                XCTAssertTrue(root.engine.unsatisfiableRecords.isEmpty)
            }
        }
    }

    func testSliderViaVisualFormat() throws {
        let (root, views) = layoutRoot(320, 568, subviews: ["redView", "purpleView"])
        var all: [LayoutConstraint] = []
        all += try LayoutConstraint.constraints(withVisualFormat: "H:|[redView]|", views: views)
        all += try LayoutConstraint.constraints(withVisualFormat: "H:|[purpleView]|", views: views)
        all += try LayoutConstraint.constraints(
            withVisualFormat: "V:|[redView(>=80@1000)][purpleView(==h@750)]|",
            metrics: ["h": 300], views: views)
        try LayoutConstraint.activate(all)
        root.layoutIfNeeded()
        assertFrame(views["redView"]!, 0, 0, 320, 268)
        assertFrame(views["purpleView"]!, 0, 268, 320, 300)
        let purpleHeight = all.first { $0.firstAttribute == .height && $0.firstItem === views["purpleView"] }
        XCTAssertEqual(purpleHeight?.description, "<LayoutConstraint V:[purpleView(==300@750)] (active)>")
        purpleHeight?.constant = 540
        root.layoutIfNeeded()
        assertFrame(views["redView"]!, 0, 0, 320, 80)
        assertFrame(views["purpleView"]!, 0, 80, 320, 488)
    }

    func testSliderViaConstraintStrings() {
        let (root, views) = layoutRoot(320, 568, subviews: ["redView", "purpleView"])
        let made = activateStrings(
            [
                "redView.leading == view.leading", "redView.trailing == view.trailing",
                "purpleView.leading == view.leading", "purpleView.trailing == view.trailing",
                "redView.top == view.top", "redView.height >= 80", "purpleView.top == redView.bottom",
                "purpleView.height == h @750", "view.bottom == purpleView.bottom",
            ], views, metrics: ["h": 100])
        root.layoutIfNeeded()
        assertFrame(views["purpleView"]!, 0, 468, 320, 100)
        made[7].constant = 0
        root.layoutIfNeeded()
        assertFrame(views["redView"]!, 0, 0, 320, 568)
    }

    /// Four player bars around a central spacer in a container whose width constraint changes.
    func testPlayerBarsWidenWithTheContainer() {
        let (root, views) = layoutRoot(600, 400, subviews: ["container"])
        let container = views["container"]!
        var all = views
        for name in ["top", "bottom", "left", "right", "spacer"] {
            let bar = View(name: name)
            bar.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(bar)
            all[name] = bar
        }
        let made = activateStrings(
            [
                "container.left == view.left + 20", "container.top == view.top + 20",
                "container.width == 300", "container.height == 200",
                "spacer.centerX == container.centerX", "spacer.centerY == container.centerY",
                "spacer.width == container.width * 0.5", "spacer.height == container.height * 0.5",
                "top.left == container.left", "top.right == container.right",
                "top.top == container.top", "top.bottom == spacer.top",
                "bottom.left == container.left", "bottom.right == container.right",
                "bottom.top == spacer.bottom", "bottom.bottom == container.bottom",
                "left.left == container.left", "left.right == spacer.left",
                "left.top == spacer.top", "left.bottom == spacer.bottom",
                "right.left == spacer.right", "right.right == container.right",
                "right.top == spacer.top", "right.bottom == spacer.bottom",
            ], all)
        root.layoutIfNeeded()
        assertFrame(all["left"]!, 0, 50, 75, 100)
        assertFrame(all["right"]!, 225, 50, 75, 100)
        assertFrame(all["top"]!, 0, 0, 300, 50)
        assertFrame(all["right"]!, 245, 70, 75, 100, inRoot: true)
        let width = made[2]
        width.constant = 500
        root.layoutIfNeeded()
        assertFrame(all["left"]!, 0, 50, 125, 100)
        assertFrame(all["right"]!, 375, 50, 125, 100)
        assertFrame(all["top"]!, 0, 0, 500, 50)
        assertFrame(all["spacer"]!, 125, 50, 250, 100)
    }

    /// 16:9 toggled to 4:3 and back, with `>= 300 @750` sizes that give way to the ratio.
    func testAspectRatioToggle() throws {
        let (root, views) = layoutRoot(800, 600, subviews: ["view1"])
        let v1 = views["view1"]!
        activateStrings(
            [
                "view1.left == view.left + 10", "view1.top == view.top + 10",
                "view1.width >= 300 @750", "view1.height >= 300 @750",
                "view1.width <= view.width - 20", "view1.width == 400 @500",
            ], views)
        var aspect = try v1.constrainAspectRatio(16.0 / 9.0)
        root.layoutIfNeeded()
        XCTAssertEqual(v1.frame.width / v1.frame.height, 16.0 / 9.0, accuracy: 1e-9)
        XCTAssertGreaterThanOrEqual(v1.frame.width, 300 - 1e-9)
        aspect = try v1.replaceAspectRatio(aspect, with: 4.0 / 3.0)
        root.layoutIfNeeded()
        assertFrame(v1, 10, 10, 400, 300)
        aspect = try v1.replaceAspectRatio(aspect, with: 16.0 / 9.0)
        root.layoutIfNeeded()
        XCTAssertEqual(v1.frame.width / v1.frame.height, 16.0 / 9.0, accuracy: 1e-9)
        XCTAssertTrue(root.engine.unsatisfiableRecords.isEmpty)
        XCTAssertTrue(aspect.equation.hasPrefix("view1.width == view1.height * 1.777"), aspect.equation)
    }

    /// A portrait set swapped for a landscape set on a root resize.
    func testPortraitLandscapeSwapOnResize() {
        let (root, views) = layoutRoot(320, 568, subviews: ["a", "b"])
        let common = activateStrings(["a.top == view.top", "a.left == view.left"], views)
        XCTAssertEqual(common.count, 2)
        let portrait = activateStrings(
            [
                "a.width == view.width", "a.height == view.height * 0.5",
                "b.left == view.left", "b.top == a.bottom", "b.width == view.width", "b.bottom == view.bottom",
            ], views)
        let landscape = [
            "a.width == view.width * 0.5", "a.height == view.height",
            "b.left == a.right", "b.top == view.top", "b.right == view.right", "b.height == view.height",
        ].compactMap { try? LayoutConstraint.parse($0, views: views) }
        root.layoutIfNeeded()
        assertFrame(views["a"]!, 0, 0, 320, 284)
        assertFrame(views["b"]!, 0, 284, 320, 284)
        root.frame = Rect(x: 0, y: 0, width: 568, height: 320)
        LayoutConstraint.deactivate(portrait)
        XCTAssertNoThrow(try LayoutConstraint.activate(landscape))
        root.layoutIfNeeded()
        assertFrame(views["a"]!, 0, 0, 284, 320)
        assertFrame(views["b"]!, 284, 0, 284, 320)
        XCTAssertTrue(root.engine.unsatisfiableRecords.isEmpty)
    }

    /// Two labels competing for a row: hugging decides who grows, compression who shrinks.
    func testHuggingAndCompressionResolveTwoLabels() {
        let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 300, height: 100))
        let name = Label(name: "name", text: "Name", measurer: FixedAdvanceTextMeasurer())  // 32 wide
        let value = Label(name: "value", text: "Value text", measurer: FixedAdvanceTextMeasurer())  // 80 wide
        root.addSubview(name)
        root.addSubview(value)
        let views = ["view": root, "name": name, "value": value]
        activateStrings(
            [
                "name.leading == view.leading + 8", "value.leading == name.trailing + 8",
                "view.trailing == value.trailing + 8", "name.top == view.top", "value.top == view.top",
            ], views)
        value.setContentHuggingPriority(251, for: .horizontal)
        root.layoutIfNeeded()
        assertFrame(value, 212, 0, 80, 20)
        assertFrame(name, 8, 0, 196, 20)
        // Too narrow: the lower compression resistance gives way.
        root.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        name.setContentCompressionResistancePriority(749, for: .horizontal)
        root.layoutIfNeeded()
        assertFrame(value, 12, 0, 80, 20)
        assertFrame(name, 8, 0, -4, 20)
        name.setContentCompressionResistancePriority(751, for: .horizontal)
        root.layoutIfNeeded()
        assertFrame(name, 8, 0, 32, 20)
        assertFrame(value, 48, 0, 44, 20)
    }
}
