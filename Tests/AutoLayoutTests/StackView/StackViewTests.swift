import XCTest

@testable import AutoLayout

/// `StackView` as `UIStackView`, with the three views of kean's "Let's Build UIStackView"
/// (intrinsic 160×200, 80×100, 40×50; hugging 250, compression 750): frames worked out by hand
/// from UIKit's documented rules, and the constraints UIKit prints for each configuration.
final class StackViewTests: XCTestCase {
    /// A root 320×480 with a stack pinned at its top left (its size free unless `width` is
    /// given) arranging a (160×200), b (80×100) and c (40×50).
    func makeStack(
        width: Double? = nil, height: Double? = nil, configure: (StackView) -> Void = { _ in }
    )
        -> (root: View, stack: StackView, a: View, b: View, c: View)
    {
        let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        root.engine.logHandler = { _ in }
        let a = View(name: "a")
        let b = View(name: "b")
        let c = View(name: "c")
        a.fixedIntrinsicContentSize = Size(width: 160, height: 200)
        b.fixedIntrinsicContentSize = Size(width: 80, height: 100)
        c.fixedIntrinsicContentSize = Size(width: 40, height: 50)
        let stack = StackView(name: "stack", arrangedSubviews: [a, b, c])
        stack.translatesAutoresizingMaskIntoConstraints = false
        configure(stack)
        root.addSubview(stack)
        var pins = [
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
        ]
        if let width { pins.append(stack.widthAnchor.constraint(equalToConstant: width)) }
        if let height { pins.append(stack.heightAnchor.constraint(equalToConstant: height)) }
        XCTAssertNoThrow(try LayoutConstraint.activate(pins))
        root.layoutIfNeeded()
        return (root, stack, a, b, c)
    }

    /// The identifiers of the stack's constraints and its subviews', sorted, with counts.
    func identifiers(_ stack: StackView) -> [String: Int] {
        var counts: [String: Int] = [:]
        for c in stack.arrangementConstraints { counts[c.identifier ?? "", default: 0] += 1 }
        return counts
    }

    // MARK: Distribution

    func testFillSizesTheStackToItsViews() {
        let s = makeStack()
        assertFrame(s.stack, 0, 0, 280, 200)
        assertFrame(s.a, 0, 0, 160, 200)
        assertFrame(s.b, 160, 0, 80, 200)
        assertFrame(s.c, 240, 0, 40, 200)
        XCTAssertEqual(identifiers(s.stack), ["UISV-canvas-connection": 4, "UISV-alignment": 4, "UISV-spacing": 2])
        XCTAssertFalse(s.stack.hasAmbiguousLayout || s.a.hasAmbiguousLayout || s.c.hasAmbiguousLayout)
    }

    /// kean prints `StackView.leading == Subview0.leading`, `Subview2.trailing == StackView.trailing`,
    /// `Subview0.top == Subview1.top`, `H:[Subview0]-(0)-[Subview1]`: the same items and attributes.
    func testFillConstraintsReadAsUIKitPrintsThem() {
        let s = makeStack { $0.spacing = 10 }
        let lines = s.stack.constraints.map(\.description)
        for expected in [
            "<LayoutConstraint 'UISV-spacing' H:[a]-(10)-[b] (active)>",
            "<LayoutConstraint 'UISV-alignment' a.top == b.top (active)>",
            "<LayoutConstraint 'UISV-alignment' a.bottom == c.bottom (active)>",
        ] {
            XCTAssertTrue(lines.contains(expected), "\(expected) not in \(lines)")
        }
        XCTAssertEqual(lines.filter { $0.contains("UISV-canvas-connection") }.count, 4, "\(lines)")
    }

    /// The stretching view is the one with the lowest hugging priority; the others keep their widths.
    func testFillStretchesTheLowestHuggingView() {
        let s = makeStack(width: 320) { stack in
            stack.arrangedSubviews[2].setContentHuggingPriority(200, for: .horizontal)
        }
        assertFrame(s.a, 0, 0, 160, 200)
        assertFrame(s.b, 160, 0, 80, 200)
        assertFrame(s.c, 240, 0, 80, 200)
        XCTAssertFalse(s.c.hasAmbiguousLayout)
    }

    /// Too narrow, the view with the lowest compression resistance shrinks.
    func testFillShrinksTheLowestCompressionResistanceView() {
        let s = makeStack(width: 200) { stack in
            stack.arrangedSubviews[0].setContentCompressionResistancePriority(700, for: .horizontal)
        }
        assertFrame(s.a, 0, 0, 80, 200)
        assertFrame(s.b, 80, 0, 80, 200)
        assertFrame(s.c, 160, 0, 40, 200)
    }

    /// Tied hugging priorities leave the stretch ambiguous, as in UIKit (Interface Builder warns
    /// of it; UIKit adds no constraint along the axis to break the tie).
    func testFillWithTiedHuggingIsAmbiguous() {
        let s = makeStack(width: 320)
        XCTAssertEqual(s.a.frame.width + s.b.frame.width + s.c.frame.width, 320, accuracy: 1e-6)
        XCTAssertTrue(s.a.hasAmbiguousLayout || s.b.hasAmbiguousLayout || s.c.hasAmbiguousLayout)
    }

    /// Free, every view takes the largest intrinsic width (UIKit documents it); at 320 with
    /// spacing 10 they share 300.
    func testFillEqually() {
        let free = makeStack { $0.distribution = .fillEqually }
        assertFrame(free.stack, 0, 0, 480, 200)
        assertFrame(free.c, 320, 0, 160, 200)
        XCTAssertEqual(identifiers(free.stack)["UISV-fill-equally"], 2)
        let fixed = makeStack(width: 320) {
            $0.distribution = .fillEqually
            $0.spacing = 10
        }
        assertFrame(fixed.a, 0, 0, 100, 200)
        assertFrame(fixed.b, 110, 0, 100, 200)
        assertFrame(fixed.c, 220, 0, 100, 200)
    }

    /// kean's example: width 200, multipliers 160/280, 80/280, 40/280 at priorities 999, 998, 997.
    func testFillProportionally() {
        let s = makeStack(width: 200) { $0.distribution = .fillProportionally }
        assertFrame(s.a, 0, 0, 200 * 160 / 280, 200)
        assertFrame(s.b, 200 * 160 / 280, 0, 200 * 80 / 280, 200)
        let proportional = s.stack.arrangementConstraints.filter { $0.identifier == "UISV-fill-proportionally" }
        XCTAssertEqual(proportional.map(\.priority.rawValue), [999, 998, 997])
        XCTAssertEqual(proportional[0].multiplier, 160.0 / 280, accuracy: 1e-12)
        XCTAssertTrue(proportional[0].secondItem === s.stack)
    }

    /// With spacing the shares cannot all hold once the stack is larger than its natural size:
    /// the last view's constraint (997) gives way and takes the rest.
    func testFillProportionallyWithSpacingGivesTheRestToTheLastView() {
        let s = makeStack(width: 600) {
            $0.distribution = .fillProportionally
            $0.spacing = 10
        }
        assertFrame(s.a, 0, 0, 320, 200)
        assertFrame(s.b, 330, 0, 160, 200)
        assertFrame(s.c, 500, 0, 100, 200)
    }

    func testFillProportionallyFollowsIntrinsicSizeChanges() {
        let s = makeStack(width: 280) { $0.distribution = .fillProportionally }
        s.c.fixedIntrinsicContentSize = Size(width: 120, height: 50)
        s.root.layoutIfNeeded()
        assertFrame(s.a, 0, 0, 280 * 160 / 360, 200)
        assertFrame(s.c, 280 * 240 / 360, 0, 280 * 120 / 360, 200)
    }

    /// 400 wide: 120 points left over, two gaps of 60 (each at least the spacing, 10).
    func testEqualSpacing() {
        let s = makeStack(width: 400) {
            $0.distribution = .equalSpacing
            $0.spacing = 10
        }
        assertFrame(s.a, 0, 0, 160, 200)
        assertFrame(s.b, 220, 0, 80, 200)
        assertFrame(s.c, 360, 0, 40, 200)
        XCTAssertEqual(s.stack.layoutGuides.map(\.identifier), ["UISV-distributing", "UISV-distributing"])
        XCTAssertEqual(s.stack.layoutGuides[0].layoutFrame.width, 60, accuracy: 1e-6)
        XCTAssertEqual(identifiers(s.stack)["UISV-distributing-edge"], 4)
        XCTAssertEqual(identifiers(s.stack)["UISV-fill-equally"], 1)
        XCTAssertFalse(s.stack.layoutGuides.contains { $0.hasAmbiguousLayout })
        let spacing = s.stack.arrangementConstraints.filter { $0.identifier == "UISV-spacing" }
        XCTAssertEqual(spacing.map(\.relation), [.greaterThanOrEqual, .greaterThanOrEqual])
    }

    /// Too narrow for the spacing: the gaps stay at the spacing and compression resistance decides.
    func testEqualSpacingTooNarrowCompresses() {
        let s = makeStack(width: 260) { stack in
            stack.distribution = .equalSpacing
            stack.spacing = 10
            stack.arrangedSubviews[0].setContentCompressionResistancePriority(700, for: .horizontal)
        }
        assertFrame(s.a, 0, 0, 120, 200)
        assertFrame(s.b, 130, 0, 80, 200)
        assertFrame(s.c, 220, 0, 40, 200)
    }

    /// Nothing sizes the stack along its axis: `UISV-canvas-fit` (its width `== 0` at priority
    /// 49, as UIKit adds for the gap distributions) pulls it tight, so the gaps are the spacing
    /// (10) and nothing is ambiguous; `equalCentering` steps its centres by the larger step the
    /// spacing needs.
    func testGapDistributionsWithAFreeLengthPackAtTheSpacing() {
        let spacing = makeStack {
            $0.distribution = .equalSpacing
            $0.spacing = 10
        }
        assertFrame(spacing.stack, 0, 0, 300, 200)
        assertFrame(spacing.b, 170, 0, 80, 200)
        assertFrame(spacing.c, 260, 0, 40, 200)
        let fit = spacing.stack.arrangementConstraints.filter { $0.identifier == "UISV-canvas-fit" }
        XCTAssertEqual(fit.map(\.firstAttribute), [.width])
        XCTAssertEqual(fit.map(\.priority.rawValue), [49])
        XCTAssertFalse(spacing.stack.hasAmbiguousLayout || spacing.stack.layoutGuides.contains { $0.hasAmbiguousLayout })

        // a's centre is at 80; b starts at least 10 after a (170, centre 210, a step of 130);
        // c's centre one more step on, 340, puts it at 320, clear of b's trailing 250 by 70.
        let centering = makeStack {
            $0.distribution = .equalCentering
            $0.spacing = 10
        }
        assertFrame(centering.b, 170, 0, 80, 200)
        assertFrame(centering.c, 320, 0, 40, 200)
        assertFrame(centering.stack, 0, 0, 360, 200)
    }

    /// 400 wide: centres at 80 and 380, so b's centre is at 230.
    func testEqualCentering() {
        let s = makeStack(width: 400) { $0.distribution = .equalCentering }
        assertFrame(s.a, 0, 0, 160, 200)
        assertFrame(s.b, 190, 0, 80, 200)
        assertFrame(s.c, 360, 0, 40, 200)
        let equal = s.stack.arrangementConstraints.filter { $0.identifier == "UISV-fill-equally" }
        XCTAssertEqual(equal.map(\.priority.rawValue), [149])
    }

    // MARK: Alignment

    func testAlignments() {
        let expected: [(StackView.Alignment, [Double])] = [
            (.fill, [0, 0, 0]), (.top, [0, 0, 0]),
            (.center, [0, 50, 75]), (.bottom, [0, 100, 150]),
        ]
        for (alignment, ys) in expected {
            let s = makeStack { $0.alignment = alignment }
            assertFrame(s.stack, 0, 0, 280, 200)
            let heights = alignment == .fill ? [200.0, 200, 200] : [200.0, 100, 50]
            for (i, view) in [s.a, s.b, s.c].enumerated() {
                XCTAssertEqual(view.frame.minY, ys[i], "\(alignment) \(view.name)")
                XCTAssertEqual(view.frame.height, heights[i], "\(alignment) \(view.name)")
            }
            XCTAssertFalse(s.b.hasAmbiguousLayout, "\(alignment)")
            XCTAssertFalse(s.stack.layoutGuides.contains { $0.hasAmbiguousLayout }, "\(alignment)")
        }
    }

    /// Leading (top) alignment makes UIKit's set: the spanner, its boundary, fit and suppression.
    func testLeadingAlignmentConstraints() {
        let s = makeStack { $0.alignment = .leading }
        let ids = identifiers(s.stack)
        XCTAssertEqual(ids["UISV-spanning-boundary"], 6)
        XCTAssertEqual(ids["UISV-spanning-fit"], 1)
        XCTAssertEqual(ids["UISV-ambiguity-suppression"], 3)
        XCTAssertEqual(ids["UISV-alignment"], 2)
        XCTAssertEqual(s.stack.layoutGuides.map(\.identifier), ["UISV-alignment-spanner"])
        let boundary = s.stack.arrangementConstraints.filter { $0.identifier == "UISV-spanning-boundary" }
        XCTAssertEqual(boundary.map(\.priority.rawValue), [999.5, 1000, 999.5, 1000, 999.5, 1000])
        let line = s.stack.constraints.first { $0.identifier == "UISV-spanning-boundary" }?.description
        XCTAssertEqual(line, "<LayoutConstraint 'UISV-spanning-boundary' LayoutGuide:stack'UISV-alignment-spanner'.top == a.top @999.5 (active)>")
        // Back to fill: the spanner goes.
        s.stack.alignment = .fill
        s.root.layoutIfNeeded()
        XCTAssertTrue(s.stack.layoutGuides.isEmpty)
    }

    /// Labels of two sizes (ascenders 16 and 32): the first baselines line up, the stack spans both.
    func testBaselineAlignments() {
        for alignment in [StackView.Alignment.firstBaseline, .lastBaseline] {
            let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 320, height: 480))
            let small = Label(name: "small", text: "ab", measurer: FixedAdvanceTextMeasurer())
            let large = Label(name: "large", text: "ab", measurer: FixedAdvanceTextMeasurer(advance: 16, lineHeight: 40, ascender: 32))
            let stack = StackView(name: "stack", arrangedSubviews: [small, large])
            stack.translatesAutoresizingMaskIntoConstraints = false
            stack.alignment = alignment
            stack.spacing = 8
            root.addSubview(stack)
            XCTAssertNoThrow(
                try LayoutConstraint.activate([
                    stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                    stack.topAnchor.constraint(equalTo: root.topAnchor),
                ]))
            root.layoutIfNeeded()
            assertFrame(small, 0, 16, 16, 20)
            assertFrame(large, 24, 0, 32, 40)
            assertFrame(stack, 0, 0, 56, 40)
            XCTAssertEqual(identifiers(stack)["UISV-canvas-fit"], 1)
        }
    }

    /// A vertical stack: the column is as wide as the widest view (alignment fill), or each view
    /// keeps its width at the leading, centre or trailing edge.
    func testVerticalStack() {
        let s = makeStack {
            $0.axis = .vertical
            $0.spacing = 5
        }
        assertFrame(s.stack, 0, 0, 160, 360)
        assertFrame(s.b, 0, 205, 160, 100)
        assertFrame(s.c, 0, 310, 160, 50)
        let centered = makeStack {
            $0.axis = .vertical
            $0.alignment = .center
        }
        assertFrame(centered.b, 40, 200, 80, 100)
        assertFrame(centered.c, 60, 300, 40, 50)
        let trailing = makeStack {
            $0.axis = .vertical
            $0.alignment = .trailing
        }
        assertFrame(trailing.c, 120, 300, 40, 50)
    }

    /// Right to left, a horizontal stack runs from the right: leading is the right edge.
    func testRightToLeft() {
        let s = makeStack(width: 320) { stack in
            stack.spacing = 10
            stack.semanticContentAttribute = .forceRightToLeft
            stack.arrangedSubviews[2].setContentHuggingPriority(200, for: .horizontal)
        }
        assertFrame(s.a, 160, 0, 160, 200)
        assertFrame(s.b, 70, 0, 80, 200)
        assertFrame(s.c, 0, 0, 60, 200)
        s.b.isHidden = true
        s.root.layoutIfNeeded()
        assertFrame(s.c, 0, 0, 150, 200)
    }

    // MARK: Spacing, margins, baselines

    func testCustomSpacing() {
        let s = makeStack { stack in
            stack.spacing = 10
            stack.setCustomSpacing(20, after: stack.arrangedSubviews[0])
        }
        XCTAssertEqual(s.stack.customSpacing(after: s.a), 20)
        XCTAssertEqual(s.stack.customSpacing(after: s.b), StackView.spacingUseDefault)
        assertFrame(s.b, 180, 0, 80, 200)
        assertFrame(s.c, 270, 0, 40, 200)
        s.stack.setCustomSpacing(StackView.spacingUseSystem, after: s.a)
        s.stack.setCustomSpacing(StackView.spacingUseDefault, after: s.b)
        s.root.layoutIfNeeded()
        assertFrame(s.b, 168, 0, 80, 200)
        assertFrame(s.c, 258, 0, 40, 200)
    }

    /// Margins-relative: the canvas connections use the stack's margins (UIKit's 8 on every side).
    func testLayoutMarginsRelativeArrangement() {
        let s = makeStack { $0.isLayoutMarginsRelativeArrangement = true }
        assertFrame(s.stack, 0, 0, 296, 216)
        assertFrame(s.a, 8, 8, 160, 200)
        assertFrame(s.c, 248, 8, 40, 200)
        let canvas = s.stack.arrangementConstraints.filter { $0.identifier == "UISV-canvas-connection" }
        XCTAssertTrue(canvas.allSatisfy { $0.firstAttribute.isMargin || $0.secondAttribute.isMargin })
    }

    /// Baseline-relative vertical stack: 12 points from one label's last baseline to the next's first.
    func testBaselineRelativeArrangement() {
        let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let one = Label(name: "one", text: "one", measurer: FixedAdvanceTextMeasurer())
        let two = Label(name: "two", text: "two", measurer: FixedAdvanceTextMeasurer())
        let stack = StackView(name: "stack", arrangedSubviews: [one, two])
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.axis = .vertical
        stack.spacing = 12
        stack.isBaselineRelativeArrangement = true
        root.addSubview(stack)
        XCTAssertNoThrow(
            try LayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                stack.topAnchor.constraint(equalTo: root.topAnchor),
            ]))
        root.layoutIfNeeded()
        // one's last baseline at 16; two's first baseline at 28, so two's top at 12.
        assertFrame(two, 0, 12, 24, 20)
        let spacing = stack.constraints.first { $0.identifier == "UISV-spacing" }
        XCTAssertEqual(spacing?.firstAttribute, .firstBaseline)
        XCTAssertEqual(spacing?.secondAttribute, .lastBaseline)
    }

    // MARK: Hiding

    func testHidingCollapsesAViewAndItsSpacing() {
        let s = makeStack { $0.spacing = 10 }
        s.b.isHidden = true
        s.root.layoutIfNeeded()
        assertFrame(s.stack, 0, 0, 210, 200)
        assertFrame(s.b, 170, 0, 0, 200)
        assertFrame(s.c, 170, 0, 40, 200)
        let hiding = s.stack.arrangementConstraints.filter { $0.identifier == "UISV-hiding" }.map(\.description)
        XCTAssertEqual(hiding, ["<LayoutConstraint 'UISV-hiding' H:[b(==0)] (active)>"])
        s.b.isHidden = false
        s.root.layoutIfNeeded()
        assertFrame(s.stack, 0, 0, 300, 200)
        assertFrame(s.c, 260, 0, 40, 200)
        XCTAssertNil(s.stack.arrangementConstraints.first { $0.identifier == "UISV-hiding" })
    }

    /// Under `fill`, a hide or show updates the arrangement in place: the spacing constraints
    /// stay (their constants change), the hidden view's boundary pair goes and its `UISV-hiding`
    /// comes; the frames are those of an arrangement built with the view hidden.
    func testVisibilityChangesUpdateInPlace() {
        let s = makeStack {
            $0.spacing = 10
            $0.alignment = .center
        }
        let spacing = s.stack.arrangementConstraints.filter { $0.identifier == "UISV-spacing" }
        s.b.isHidden = true
        s.root.layoutIfNeeded()
        let after = s.stack.arrangementConstraints.filter { $0.identifier == "UISV-spacing" }
        XCTAssertTrue(zip(spacing, after).allSatisfy { $0 === $1 })
        XCTAssertEqual(after.map(\.constant), [10, 0])
        XCTAssertEqual(identifiers(s.stack)["UISV-spanning-boundary"], 4)
        XCTAssertEqual(identifiers(s.stack)["UISV-hiding"], 1)
        let fresh = makeStack {
            $0.spacing = 10
            $0.alignment = .center
            $0.arrangedSubviews[1].isHidden = true
        }
        for (view, expected) in [(s.a, fresh.a), (s.b, fresh.b), (s.c, fresh.c), (s.stack, fresh.stack)] {
            XCTAssertEqual(view.frame, expected.frame, view.name)
        }
        XCTAssertEqual(identifiers(s.stack), identifiers(fresh.stack))
        s.b.isHidden = false
        s.root.layoutIfNeeded()
        XCTAssertEqual(s.stack.arrangementConstraints.filter { $0.identifier == "UISV-spacing" }.map(\.constant), [10, 10])
        XCTAssertEqual(
            identifiers(s.stack),
            identifiers(
                makeStack {
                    $0.spacing = 10
                    $0.alignment = .center
                }.stack))
        assertFrame(s.c, 260, 75, 40, 50)
    }

    /// The first or last view hidden: no spacing is left at either end.
    func testHidingAtTheEnds() {
        let first = makeStack {
            $0.spacing = 10
            $0.arrangedSubviews[0].isHidden = true
        }
        assertFrame(first.stack, 0, 0, 130, 200)
        assertFrame(first.b, 0, 0, 80, 200)
        assertFrame(first.c, 90, 0, 40, 200)
        let last = makeStack {
            $0.spacing = 10
            $0.arrangedSubviews[2].isHidden = true
        }
        assertFrame(last.stack, 0, 0, 250, 200)
        assertFrame(last.c, 250, 0, 0, 200)
    }

    /// A hidden view leaves the equal sizes and gaps, and no longer sizes the stack across the axis.
    func testHidingInOtherDistributions() {
        let equally = makeStack(width: 320) {
            $0.distribution = .fillEqually
            $0.spacing = 20
        }
        equally.a.isHidden = true
        equally.root.layoutIfNeeded()
        assertFrame(equally.b, 0, 0, 150, 200)
        assertFrame(equally.c, 170, 0, 150, 200)
        let spaced = makeStack(width: 400) {
            $0.distribution = .equalSpacing
            $0.alignment = .center
        }
        spaced.b.isHidden = true
        spaced.a.isHidden = true
        spaced.root.layoutIfNeeded()
        // A single visible view has no gap to pad: it fills the stack, as in UIKit.
        assertFrame(spaced.c, 0, 0, 400, 50)
        XCTAssertEqual(spaced.stack.layoutGuides.filter { $0.identifier == "UISV-distributing" }.count, 0)
        XCTAssertFalse(spaced.c.hasAmbiguousLayout || spaced.a.hasAmbiguousLayout || spaced.b.hasAmbiguousLayout)
        spaced.a.isHidden = false
        spaced.root.layoutIfNeeded()
        assertFrame(spaced.a, 0, 0, 160, 200)
        assertFrame(spaced.c, 360, 75, 40, 50)
    }

    /// A required size on a hidden view conflicts with `UISV-hiding`, and the log names both.
    func testHidingAgainstARequiredWidthIsLoggedAsUIKitLogsIt() throws {
        let s = makeStack()
        var log: [String] = []
        s.root.engine.logHandler = { log.append($0) }
        try s.b.widthAnchor.constraint(equalToConstant: 80).activate()
        s.b.isHidden = true
        s.root.layoutIfNeeded()
        let text = log.joined(separator: "\n")
        XCTAssertTrue(text.contains("\"<LayoutConstraint 'UISV-hiding' H:[b(==0)] (active)>\""), text)
        XCTAssertTrue(text.contains("\"<LayoutConstraint H:[b(==80)] (active)>\""), text)
    }

    // MARK: Arrangement

    func testAddInsertRemove() {
        let s = makeStack { $0.spacing = 10 }
        let d = View(name: "d")
        d.fixedIntrinsicContentSize = Size(width: 20, height: 20)
        s.stack.insertArrangedSubview(d, at: 1)
        XCTAssertFalse(d.translatesAutoresizingMaskIntoConstraints)
        XCTAssertEqual(s.stack.arrangedSubviews.map(\.name), ["a", "d", "b", "c"])
        XCTAssertEqual(s.stack.subviews.map(\.name), ["a", "b", "c", "d"])
        s.root.layoutIfNeeded()
        assertFrame(d, 170, 0, 20, 200)
        assertFrame(s.b, 200, 0, 80, 200)
        // Moving an arranged view moves it in the arrangement only.
        s.stack.insertArrangedSubview(s.c, at: 0)
        XCTAssertEqual(s.stack.arrangedSubviews.map(\.name), ["c", "a", "d", "b"])
        s.stack.removeArrangedSubview(s.a)
        XCTAssertTrue(s.a.superview === s.stack)
        XCTAssertEqual(s.stack.arrangedSubviews.map(\.name), ["c", "d", "b"])
        s.root.layoutIfNeeded()
        assertFrame(s.stack, 0, 0, 160, 100)
        XCTAssertTrue(s.stack.constraints.allSatisfy { !$0.mentions(s.a) })
        d.removeFromSuperview()
        XCTAssertEqual(s.stack.arrangedSubviews.map(\.name), ["c", "b"])
        s.root.layoutIfNeeded()
        assertFrame(s.b, 50, 0, 80, 100)
        // Adding an arranged view to another superview takes it out of the arrangement.
        s.root.addSubview(s.c)
        XCTAssertEqual(s.stack.arrangedSubviews.map(\.name), ["b"])
        s.stack.removeArrangedSubview(s.b)
        s.root.layoutIfNeeded()
        XCTAssertTrue(s.stack.arrangementConstraints.isEmpty)
    }

    /// Releasing a deep nest of stacks frees it without recursing once per level.
    func testReleasingDeeplyNestedStacks() {
        final class Watch { weak var view: View? }
        let deepest = Watch()
        do {
            let root = StackView(name: "s0")
            var inner = root
            for i in 1...100_000 {
                let next = StackView(name: "s\(i)")
                inner.addArrangedSubview(next)
                inner = next
            }
            deepest.view = inner
        }
        XCTAssertNil(deepest.view)
    }

    /// A vertical stack of two horizontal rows; hiding a view in a row resizes the column.
    func testNestedStacks() throws {
        let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        func box(_ name: String, _ w: Double, _ h: Double) -> View {
            let v = View(name: name)
            v.fixedIntrinsicContentSize = Size(width: w, height: h)
            return v
        }
        let row1 = StackView(name: "row1", arrangedSubviews: [box("a", 100, 40), box("b", 60, 20)])
        let tall = box("d", 50, 80)
        let row2 = StackView(name: "row2", arrangedSubviews: [box("c", 30, 30), tall])
        row1.spacing = 10
        row2.alignment = .center
        let column = StackView(name: "column", arrangedSubviews: [row1, row2])
        column.translatesAutoresizingMaskIntoConstraints = false
        column.axis = .vertical
        column.spacing = 8
        column.alignment = .leading
        root.addSubview(column)
        try LayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            column.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
        ])
        root.layoutIfNeeded()
        assertFrame(column, 20, 40, 170, 128)
        assertFrame(row2, 0, 48, 80, 80)
        assertFrame(row2.arrangedSubviews[0], 0, 25, 30, 30)
        tall.isHidden = true
        root.layoutIfNeeded()
        assertFrame(row2, 0, 48, 30, 30)
        assertFrame(column, 20, 40, 170, 78)
        row1.isHidden = true
        root.layoutIfNeeded()
        assertFrame(column, 20, 40, 30, 30)
        assertFrame(row2, 0, 0, 30, 30)
    }
}

extension LayoutAttribute {
    /// Whether the attribute is one of the layout margins'.
    var isMargin: Bool {
        switch self {
        case .leadingMargin, .trailingMargin, .topMargin, .bottomMargin, .leftMargin, .rightMargin,
            .centerXWithinMargins, .centerYWithinMargins, .widthWithinMargins, .heightWithinMargins:
            return true
        default: return false
        }
    }
}
