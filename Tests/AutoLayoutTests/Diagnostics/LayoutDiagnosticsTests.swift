import XCTest

@testable import AutoLayout

final class LayoutDiagnosticsTests: XCTestCase {
    func testUnsatisfiableSetIsLoggedWithExactlyTheMinimalConflict() throws {
        let (root, views) = layoutRoot(320, 568, subviews: ["a", "b"])
        var log: [String] = []
        root.engine.logHandler = { log.append($0) }
        let made = activateStrings(
            [
                "a.left == view.left", "a.top == view.top", "a.height == 50",
                "b.left == view.left", "b.top == view.top", "b.height == 50", "b.width == 10",
                "a.width == 100",
            ], views)
        made[7].identifier = "aWidth"
        let conflicting = try LayoutConstraint.parse("a.width == 200", views: views)
        conflicting.identifier = "aWide"
        try conflicting.activate()
        root.layoutIfNeeded()
        XCTAssertEqual(root.engine.unsatisfiableRecords.count, 1)
        let record = try XCTUnwrap(root.engine.unsatisfiableRecords.first)
        XCTAssertTrue(record.broken === conflicting)
        XCTAssertEqual(record.conflict.map(\.identifier), ["aWidth", "aWide"])
        XCTAssertTrue(conflicting.isActive)
        XCTAssertTrue(conflicting.isBroken)
        assertFrame(views["a"]!, 0, 0, 100, 50)
        XCTAssertEqual(log.count, 1)
        XCTAssertEqual(
            log[0],
            """
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. 
            \tTry this: 
            \t\t(1) look at each constraint and try to figure out which you don't expect; 
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
            (
                "<LayoutConstraint 'aWidth' H:[a(==100)] (active)>",
                "<LayoutConstraint 'aWide' H:[a(==200)] (active)>"
            )

            Will attempt to recover by breaking constraint 
            <LayoutConstraint 'aWide' H:[a(==200)] (active)>

            Make a symbolic breakpoint at LayoutEngine.alertForUnsatisfiableConstraints to catch this in the debugger.
            The methods in the constraint-based layout debugging extension on View listed in View+Debugging.swift may also be helpful.
            """)
        XCTAssertEqual(record.brokenDescription, "<LayoutConstraint 'aWide' H:[a(==200)] (active)>")
        // Deactivating the other side lets the broken constraint back in, silently.
        made[7].deactivate()
        root.layoutIfNeeded()
        XCTAssertFalse(conflicting.isBroken)
        assertFrame(views["a"]!, 0, 0, 200, 50)
        XCTAssertEqual(log.count, 1)
    }

    func testMinimalConflictLeavesOutUninvolvedConstraints() throws {
        let (root, views) = layoutRoot(300, 100, subviews: ["a", "b", "c"])
        activateStrings(
            [
                "a.left == view.left", "b.left == a.right", "c.left == b.right", "view.right == c.right",
                "a.width == 100", "c.width == 100",
                "a.top == view.top", "b.top == view.top", "c.top == view.top", "a.height == 10",
            ], views)
        let extra = activateStrings(["b.width == 120"], views)
        root.layoutIfNeeded()
        let record = try XCTUnwrap(root.engine.unsatisfiableRecords.first)
        XCTAssertTrue(record.broken === extra[0])
        // In creation order (the root's constraints are made with the engine, before any other).
        // The root's width, the chain and the other two widths conflict with the new one; nothing else does.
        XCTAssertEqual(
            record.conflict.map(\.equation),
            [
                "view.width == 300", "a.left == view.left", "b.left == a.right", "c.left == b.right",
                "view.right == c.right", "a.width == 100", "c.width == 100", "b.width == 120",
            ])
    }

    func testAutoresizingMaskConflictsGetApplesNote() throws {
        let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        var log: [String] = []
        root.engine.logHandler = { log.append($0) }
        let child = View(name: "child", frame: Rect(x: 10, y: 10, width: 100, height: 100))
        root.addSubview(child)
        let width = child.widthAnchor.constraint(equalToConstant: 50)
        try width.activate()
        root.layoutIfNeeded()
        assertFrame(child, 10, 10, 100, 100)
        XCTAssertEqual(root.engine.unsatisfiableRecords.count, 1)
        XCTAssertTrue(log[0].contains("(Note: If you're seeing AutoresizingMaskLayoutConstraints"))
        XCTAssertTrue(log[0].contains("<AutoresizingMaskLayoutConstraint h=--- v=--- H:[child(==100)] (active)>"), log[0])
    }

    func testAmbiguousLayoutFlaggedAndDeterminedNot() {
        let (root, views) = layoutRoot(320, 480, subviews: ["fixed", "loose"])
        activateStrings(
            [
                "fixed.left == view.left + 10", "fixed.top == view.top + 10", "fixed.width == 100", "fixed.height == 50",
                "loose.left == fixed.right + 8", "loose.width == 60", "loose.height == 40", "loose.top >= view.top",
            ], views)
        root.layoutIfNeeded()
        XCTAssertFalse(views["fixed"]!.hasAmbiguousLayout)
        XCTAssertTrue(views["loose"]!.hasAmbiguousLayout)
        XCTAssertEqual(views["loose"]!.ambiguousAttributes, ["minY"])
        XCTAssertFalse(root.hasAmbiguousLayout)
        XCTAssertEqual(root.engine.ambiguousViews.map(\.name), ["loose"])
        XCTAssertEqual(
            root.autolayoutTrace,
            """
            •<View: view>
            |   *<View: fixed>
            |   *<View: loose> - AMBIGUOUS LAYOUT for loose.minY
            """)
        let before = views["loose"]!.frame
        XCTAssertTrue(views["loose"]!.exerciseAmbiguityInLayout())
        let after = views["loose"]!.frame
        XCTAssertNotEqual(before.minY, after.minY)
        XCTAssertGreaterThanOrEqual(after.minY, 0)
        XCTAssertEqual(after.minX, before.minX)
        XCTAssertTrue(views["loose"]!.hasAmbiguousLayout, "still ambiguous after exercising")
        XCTAssertTrue(views["loose"]!.exerciseAmbiguityInLayout())
        XCTAssertNotEqual(views["loose"]!.frame.minY, after.minY, "the next call moves it the other way")
        XCTAssertFalse(views["fixed"]!.exerciseAmbiguityInLayout())
        // Pinning the top removes the ambiguity.
        activateStrings(["loose.top == view.top + 5"], views)
        root.layoutIfNeeded()
        XCTAssertFalse(views["loose"]!.hasAmbiguousLayout)
        assertFrame(views["loose"]!, 118, 5, 60, 40)
    }

    func testDescriptions() throws {
        let (root, views) = layoutRoot(320, 480, subviews: ["redView", "purpleView", "kid"])
        let gap = views["purpleView"]!.leadingAnchor.constraint(equalTo: views["redView"]!.trailingAnchor, constant: 8)
        gap.identifier = "id"
        try gap.activate()
        XCTAssertEqual(gap.description, "<LayoutConstraint 'id' H:[redView]-(8)-[purpleView] (active)>")
        let height = views["purpleView"]!.heightAnchor.constraint(equalToConstant: 0)
        height.priority = .defaultHigh
        XCTAssertEqual(height.description, "<LayoutConstraint V:[purpleView(==0@750)]>")
        let center = try LayoutConstraint.parse("kid.centerX == view.centerX - 80 @999", views: views)
        XCTAssertEqual(center.description, "<LayoutConstraint kid.centerX == view.centerX - 80 @999>")
        let edge = try LayoutConstraint.parse("redView.leading == view.leading + 20", views: views)
        try edge.activate()
        XCTAssertEqual(edge.description, "<LayoutConstraint H:|-(20)-[redView] (active, names: '|':view)>")
        XCTAssertEqual(edge.equation, "redView.leading == view.leading + 20")
        activateStrings(["redView.top == view.top", "redView.width == 100", "redView.height == 50"], views)
        root.layoutIfNeeded()
        XCTAssertEqual(
            root.recursiveDescription,
            """
            <View: view; frame = (0 0; 320 480)>
               | <View: redView; frame = (20 0; 100 50)>
               | <View: purpleView; frame = (128 0; 0 0)>
               | <View: kid; frame = (0 0; 0 0)>
            """)
    }

    func testEquationsParseBack() throws {
        let (_, views) = layoutRoot(100, 100, subviews: ["a", "b"])
        for text in [
            "a.centerX == view.centerX - 80 @999", "a.width == b.height * 1.5 + 3",
            "a.firstBaseline >= b.lastBaseline + 4 @250", "b.height <= 40",
            "a.leadingMargin == view.trailingMargin",
        ] {
            let c = try LayoutConstraint.parse(text, views: views)
            XCTAssertEqual(c.equation, text)
            let again = try LayoutConstraint.parse(c.equation, views: views)
            XCTAssertTrue(again.matches(c))
            XCTAssertEqual(again.priority, c.priority)
        }
    }

    func testLayoutHookThatKeepsInvalidatingIsStopped() {
        final class Restless: View {
            var calls = 0
            override func layoutSubviews() {
                super.layoutSubviews()
                calls += 1
                setNeedsLayout()
            }
        }
        let root = Restless(name: "view", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        var log: [String] = []
        root.engine.logHandler = { log.append($0) }
        root.layoutIfNeeded()
        XCTAssertEqual(root.calls, root.engine.maximumLayoutPasses)
        XCTAssertEqual(root.engine.diagnostics.count, 1)
        XCTAssertTrue(log[0].hasPrefix("Layout did not settle after 10 passes"), log[0])
        root.layoutIfNeeded()
        XCTAssertEqual(root.engine.diagnostics.count, 1, "a settled engine does nothing until invalidated")
    }
}
