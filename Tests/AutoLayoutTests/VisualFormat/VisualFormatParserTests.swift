import XCTest

@testable import AutoLayout

// MARK: Helpers shared by the VisualFormat*Tests files

/// A view item.
func v(_ name: String) -> VisualFormatItem { .view(name) }
/// The superview of a view (`|` next to it).
func sup(_ name: String) -> VisualFormatItem { .superview(of: name) }

/// A constraint description, written in the order it reads: `first.attr REL second.attr + c @p`.
func make(
    _ first: VisualFormatItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
    _ second: VisualFormatItem?, _ secondAttribute: LayoutAttribute, _ constant: Double,
    _ priority: LayoutPriority = .required
) -> VisualFormatConstraint {
    VisualFormatConstraint(
        first, firstAttribute, relation, second, secondAttribute,
        constant: constant, priority: priority)
}

/// The identifiers in a format that can name views: every C identifier not directly preceded
/// by a digit, letter, `_` or `.` (so the `e` of `1e5` is left out), minus the metrics.
func viewNames(in format: String, metrics: [String: Double] = [:]) -> Set<String> {
    let bytes = Array(format.utf8)
    var names: Set<String> = []
    var i = 0
    func isBody(_ c: UInt8) -> Bool { VisualFormatParser.isNameBody(c) }
    while i < bytes.count {
        if VisualFormatParser.isNameStart(bytes[i]), i == 0 || !(isBody(bytes[i - 1]) || bytes[i - 1] == UInt8(ascii: ".")) {
            var j = i + 1
            while j < bytes.count, isBody(bytes[j]) { j += 1 }
            names.insert(String(decoding: bytes[i..<j], as: UTF8.self))
            i = j
        } else {
            i += 1
        }
    }
    return names.subtracting(metrics.keys).subtracting(["H", "V"])
}

/// Parses with every identifier of the format available as a view unless `views` is given.
func parse(
    _ format: String, options: VisualFormatOptions = [], metrics: [String: Double] = [:],
    views: Set<String>? = nil, spacing: VisualFormatSpacing = .standard,
    hasSuperview: (String) -> Bool = { _ in true }
) throws -> [VisualFormatConstraint] {
    try VisualFormatConstraint.constraints(
        withVisualFormat: format, options: options, metrics: metrics,
        views: views ?? viewNames(in: format, metrics: metrics), spacing: spacing, hasSuperview: hasSuperview)
}

/// Asserts the format makes exactly these constraints, in this order.
func assertConstraints(
    _ format: String, options: VisualFormatOptions = [], metrics: [String: Double] = [:],
    views: Set<String>? = nil, spacing: VisualFormatSpacing = .standard,
    _ expected: [VisualFormatConstraint], file: StaticString = #filePath, line: UInt = #line
) {
    do {
        let actual = try parse(format, options: options, metrics: metrics, views: views, spacing: spacing)
        XCTAssertEqual(actual.count, expected.count, "\(format): count", file: file, line: line)
        for (index, (a, e)) in zip(actual, expected).enumerated() where a != e {
            XCTFail("\(format): constraint \(index) is \(a), expected \(e)", file: file, line: line)
        }
    } catch {
        XCTFail("\(format): unexpected error \(error)", file: file, line: line)
    }
}

// MARK: Constructs

final class VisualFormatParserTests: XCTestCase {
    func testSingleViewMakesNothing() {
        assertConstraints("[a]", [])
        assertConstraints("H:[a]", [])
        assertConstraints("V:[a]", [])
    }

    func testStandardSpacingBetweenSiblings() {
        assertConstraints("[a]-[b]", [make(v("b"), .leading, .equal, v("a"), .trailing, 8)])
        assertConstraints("H:[a]-[b]", [make(v("b"), .leading, .equal, v("a"), .trailing, 8)])
        assertConstraints("V:[a]-[b]", [make(v("b"), .top, .equal, v("a"), .bottom, 8)])
    }

    func testFlushConnectionIsZero() {
        assertConstraints("[a][b]", [make(v("b"), .leading, .equal, v("a"), .trailing, 0)])
        assertConstraints("V:[a][b]", [make(v("b"), .top, .equal, v("a"), .bottom, 0)])
    }

    func testSuperviewEdges() {
        assertConstraints(
            "|-[a]-|",
            [
                make(v("a"), .leading, .equal, sup("a"), .leading, 20),
                make(sup("a"), .trailing, .equal, v("a"), .trailing, 20),
            ])
        assertConstraints(
            "|[a]|",
            [
                make(v("a"), .leading, .equal, sup("a"), .leading, 0),
                make(sup("a"), .trailing, .equal, v("a"), .trailing, 0),
            ])
        assertConstraints(
            "V:|-5-[a]-(>=6)-|",
            [
                make(v("a"), .top, .equal, sup("a"), .top, 5),
                make(sup("a"), .bottom, .greaterThanOrEqual, v("a"), .bottom, 6),
            ])
    }

    func testConnectionPredicates() {
        assertConstraints("[a]-10-[b]", [make(v("b"), .leading, .equal, v("a"), .trailing, 10)])
        assertConstraints("[a]-(10)-[b]", [make(v("b"), .leading, .equal, v("a"), .trailing, 10)])
        assertConstraints("[a]-(-10)-[b]", [make(v("b"), .leading, .equal, v("a"), .trailing, -10)])
        assertConstraints("[a]->=0-[b]", [make(v("b"), .leading, .greaterThanOrEqual, v("a"), .trailing, 0)])
        assertConstraints("[a]-<=4-[b]", [make(v("b"), .leading, .lessThanOrEqual, v("a"), .trailing, 4)])
        assertConstraints("[a]-==4-[b]", [make(v("b"), .leading, .equal, v("a"), .trailing, 4)])
        assertConstraints("[a]-20@750-[b]", [make(v("b"), .leading, .equal, v("a"), .trailing, 20, .defaultHigh)])
        assertConstraints(
            "[a]-(>=8,<=20)-[b]",
            [
                make(v("b"), .leading, .greaterThanOrEqual, v("a"), .trailing, 8),
                make(v("b"), .leading, .lessThanOrEqual, v("a"), .trailing, 20),
            ])
        assertConstraints(
            "[a]-(>=8@999.5,==12@1)-[b]",
            [
                make(v("b"), .leading, .greaterThanOrEqual, v("a"), .trailing, 8, LayoutPriority(999.5)),
                make(v("b"), .leading, .equal, v("a"), .trailing, 12, LayoutPriority(1)),
            ])
    }

    func testNumbersReadAsStrtodReadsThem() {
        let cases: [(String, Double)] = [
            ("10.", 10), ("1e1", 10), ("-.5", -0.5), ("1.5e+1", 15), ("2E-1", 0.2),
            ("0x10", 16), ("0x1.8p1", 3), ("007", 7), ("-0", 0),
        ]
        for (literal, value) in cases {
            assertConstraints("[a]-(\(literal))-[b]", [make(v("b"), .leading, .equal, v("a"), .trailing, value)])
            assertConstraints("[a(\(literal))]", [make(v("a"), .width, .equal, nil, .notAnAttribute, value)])
        }
        // strtod stops before an exponent with no digits, leaving "e" to the grammar.
        XCTAssertThrowsError(try parse("[a(1e)]"))
    }

    func testMetrics() {
        let metrics: [String: Double] = ["pad": 12, "hi": 750, "w": 80]
        assertConstraints(
            "|-pad-[a(w@hi)]-(>=pad@hi)-|", metrics: metrics,
            [
                make(v("a"), .leading, .equal, sup("a"), .leading, 12),
                make(v("a"), .width, .equal, nil, .notAnAttribute, 80, .defaultHigh),
                make(sup("a"), .trailing, .greaterThanOrEqual, v("a"), .trailing, 12, .defaultHigh),
            ])
    }

    func testSizePredicates() {
        assertConstraints("[a(100)]", [make(v("a"), .width, .equal, nil, .notAnAttribute, 100)])
        assertConstraints("V:[a(100)]", [make(v("a"), .height, .equal, nil, .notAnAttribute, 100)])
        assertConstraints("[a(>=80@250)]", [make(v("a"), .width, .greaterThanOrEqual, nil, .notAnAttribute, 80, .defaultLow)])
        assertConstraints("[a(==b)]", [make(v("a"), .width, .equal, v("b"), .width, 0)])
        assertConstraints("[a(b)]", [make(v("a"), .width, .equal, v("b"), .width, 0)])
        assertConstraints("V:[a(<=b@500)]", [make(v("a"), .height, .lessThanOrEqual, v("b"), .height, 0, 500)])
        assertConstraints("[a(==a)]", [make(v("a"), .width, .equal, v("a"), .width, 0)])
    }

    func testMetricShadowsViewInsideAView() {
        assertConstraints(
            "[a(b)]", metrics: ["b": 5], views: ["a", "b"],
            [make(v("a"), .width, .equal, nil, .notAnAttribute, 5)])
    }

    func testOrderIsTextOrderWithSizesAfterTheirConnection() {
        assertConstraints(
            "[a(10)]-[b(20)]-[c(30,>=5)]",
            [
                make(v("a"), .width, .equal, nil, .notAnAttribute, 10),
                make(v("b"), .leading, .equal, v("a"), .trailing, 8),
                make(v("b"), .width, .equal, nil, .notAnAttribute, 20),
                make(v("c"), .leading, .equal, v("b"), .trailing, 8),
                make(v("c"), .width, .equal, nil, .notAnAttribute, 30),
                make(v("c"), .width, .greaterThanOrEqual, nil, .notAnAttribute, 5),
            ])
        assertConstraints(
            "|-[a(10)]-[b(20)]-|",
            [
                make(v("a"), .leading, .equal, sup("a"), .leading, 20),
                make(v("a"), .width, .equal, nil, .notAnAttribute, 10),
                make(v("b"), .leading, .equal, v("a"), .trailing, 8),
                make(v("b"), .width, .equal, nil, .notAnAttribute, 20),
                make(sup("b"), .trailing, .equal, v("b"), .trailing, 20),
            ])
    }

    func testDirectionOptions() {
        assertConstraints(
            "|-[a]-[b]-|", options: .directionLeftToRight,
            [
                make(v("a"), .left, .equal, sup("a"), .left, 20),
                make(v("b"), .left, .equal, v("a"), .right, 8),
                make(sup("b"), .right, .equal, v("b"), .right, 20),
            ])
        assertConstraints(
            "|-[a]-[b]-|", options: .directionLeadingToTrailing,
            [
                make(v("a"), .leading, .equal, sup("a"), .leading, 20),
                make(v("b"), .leading, .equal, v("a"), .trailing, 8),
                make(sup("b"), .trailing, .equal, v("b"), .trailing, 20),
            ])
        // Right to left: left/right read from the right, so the text-earlier item is on the right.
        assertConstraints(
            "|-[a]-[b]-|", options: .directionRightToLeft,
            [
                make(sup("a"), .right, .equal, v("a"), .right, 20),
                make(v("a"), .left, .equal, v("b"), .right, 8),
                make(v("b"), .left, .equal, sup("b"), .left, 20),
            ])
        // V: lines ignore the direction.
        assertConstraints(
            "V:|-[a]-[b]", options: .directionRightToLeft,
            [
                make(v("a"), .top, .equal, sup("a"), .top, 20),
                make(v("b"), .top, .equal, v("a"), .bottom, 8),
            ])
    }

    func testLayoutMarginsOption() {
        let margins = VisualFormatSpacing(usesLayoutMargins: true)
        assertConstraints(
            "|-[a]-[b]-|", spacing: margins,
            [
                make(v("a"), .leading, .equal, sup("a"), .leadingMargin, 0),
                make(v("b"), .leading, .equal, v("a"), .trailing, 8),
                make(sup("b"), .trailingMargin, .equal, v("b"), .trailing, 0),
            ])
        assertConstraints(
            "V:|-[a]-|", spacing: margins,
            [
                make(v("a"), .top, .equal, sup("a"), .topMargin, 0),
                make(sup("a"), .bottomMargin, .equal, v("a"), .bottom, 0),
            ])
        assertConstraints(
            "|-[a]-|", options: .directionLeftToRight, spacing: margins,
            [
                make(v("a"), .left, .equal, sup("a"), .leftMargin, 0),
                make(sup("a"), .rightMargin, .equal, v("a"), .right, 0),
            ])
        // Only a bare "-" means the margin; explicit spacing and flush edges use the edge.
        assertConstraints(
            "|-10-[a]|", spacing: margins,
            [
                make(v("a"), .leading, .equal, sup("a"), .leading, 10),
                make(sup("a"), .trailing, .equal, v("a"), .trailing, 0),
            ])
    }

    func testCustomStandardSpacing() {
        assertConstraints(
            "|-[a]-[b]-|", spacing: VisualFormatSpacing(sibling: 4, superview: 16),
            [
                make(v("a"), .leading, .equal, sup("a"), .leading, 16),
                make(v("b"), .leading, .equal, v("a"), .trailing, 4),
                make(sup("b"), .trailing, .equal, v("b"), .trailing, 16),
            ])
    }

    func testAlignmentConstraintsComeLastInAttributeOrder() {
        assertConstraints(
            "H:[a]-[b]-(>=1,<=9)-[c]", options: [.alignAllBottom, .alignAllTop],
            [
                make(v("b"), .leading, .equal, v("a"), .trailing, 8),
                make(v("c"), .leading, .greaterThanOrEqual, v("b"), .trailing, 1),
                make(v("c"), .leading, .lessThanOrEqual, v("b"), .trailing, 9),
                make(v("a"), .top, .equal, v("b"), .top, 0),
                make(v("a"), .bottom, .equal, v("b"), .bottom, 0),
                make(v("b"), .top, .equal, v("c"), .top, 0),
                make(v("b"), .bottom, .equal, v("c"), .bottom, 0),
            ])
        assertConstraints(
            "V:[a][b]", options: [.alignAllLeading, .alignAllCenterX],
            [
                make(v("b"), .top, .equal, v("a"), .bottom, 0),
                make(v("a"), .leading, .equal, v("b"), .leading, 0),
                make(v("a"), .centerX, .equal, v("b"), .centerX, 0),
            ])
        assertConstraints(
            "[a][b]", options: [.alignAllLastBaseline, .alignAllFirstBaseline, .alignAllCenterY],
            [
                make(v("b"), .leading, .equal, v("a"), .trailing, 0),
                make(v("a"), .centerY, .equal, v("b"), .centerY, 0),
                make(v("a"), .lastBaseline, .equal, v("b"), .lastBaseline, 0),
                make(v("a"), .firstBaseline, .equal, v("b"), .firstBaseline, 0),
            ])
        // Right to left swaps the two items, as it does for spacing.
        assertConstraints(
            "H:[a][b]", options: [.alignAllTop, .directionRightToLeft],
            [
                make(v("a"), .left, .equal, v("b"), .right, 0),
                make(v("b"), .top, .equal, v("a"), .top, 0),
            ])
    }

    func testAlignmentNeedsTwoViews() {
        // Connections to the superview align nothing; a lone view is never an error.
        assertConstraints(
            "H:|-[a]-|", options: .alignAllTop,
            [
                make(v("a"), .leading, .equal, sup("a"), .leading, 20),
                make(sup("a"), .trailing, .equal, v("a"), .trailing, 20),
            ])
        assertConstraints("H:[a(20)]", options: .alignAllLeft, [make(v("a"), .width, .equal, nil, .notAnAttribute, 20)])
        assertConstraints(
            "V:|[a]|", options: .alignAllTop,
            [
                make(v("a"), .top, .equal, sup("a"), .top, 0),
                make(sup("a"), .bottom, .equal, v("a"), .bottom, 0),
            ])
    }

    func testBaselineToBaselineSpacing() {
        assertConstraints(
            "V:|-[a]-[b]-|", options: .spacingBaselineToBaseline,
            [
                make(v("a"), .firstBaseline, .equal, sup("a"), .top, 20),
                make(v("b"), .firstBaseline, .equal, v("a"), .lastBaseline, 8),
                make(sup("b"), .bottom, .equal, v("b"), .lastBaseline, 20),
            ])
        // An H: line without a connection never finishes one, so it does not complain.
        assertConstraints(
            "H:[a(10)]", options: .spacingBaselineToBaseline,
            [
                make(v("a"), .width, .equal, nil, .notAnAttribute, 10)
            ])
    }

    func testSuperviewIsTheNeighboursSuperview() throws {
        let constraints = try parse("|[a]-[b]|", hasSuperview: { $0 == "a" || $0 == "b" })
        XCTAssertEqual(constraints.first?.secondItem, sup("a"))
        XCTAssertEqual(constraints.last?.firstItem, sup("b"))
        XCTAssertTrue(constraints.allSatisfy { $0.multiplier == 1 })
    }

    // MARK: Classic formats

    func testClassicCancelAccept() {
        assertConstraints(
            "H:|-[cancelButton]-12-[acceptButton]-|",
            [
                make(v("cancelButton"), .leading, .equal, sup("cancelButton"), .leading, 20),
                make(v("acceptButton"), .leading, .equal, v("cancelButton"), .trailing, 12),
                make(sup("acceptButton"), .trailing, .equal, v("acceptButton"), .trailing, 20),
            ])
    }

    func testClassicRedPurple() {
        assertConstraints(
            "V:|[_redView(>=80@1000)][_purpleView(==0@750)]|",
            [
                make(v("_redView"), .top, .equal, sup("_redView"), .top, 0),
                make(v("_redView"), .height, .greaterThanOrEqual, nil, .notAnAttribute, 80),
                make(v("_purpleView"), .top, .equal, v("_redView"), .bottom, 0),
                make(v("_purpleView"), .height, .equal, nil, .notAnAttribute, 0, .defaultHigh),
                make(sup("_purpleView"), .bottom, .equal, v("_purpleView"), .bottom, 0),
            ])
    }

    func testClassicButtonsWithPriorities() {
        assertConstraints(
            "|-[someButton(>=80@250)]-[someOtherButton(>=90@1000)]-|",
            [
                make(v("someButton"), .leading, .equal, sup("someButton"), .leading, 20),
                make(v("someButton"), .width, .greaterThanOrEqual, nil, .notAnAttribute, 80, .defaultLow),
                make(v("someOtherButton"), .leading, .equal, v("someButton"), .trailing, 8),
                make(v("someOtherButton"), .width, .greaterThanOrEqual, nil, .notAnAttribute, 90),
                make(sup("someOtherButton"), .trailing, .equal, v("someOtherButton"), .trailing, 20),
            ])
    }

    func testClassicWidthRange() {
        assertConstraints(
            "[someOtherButton(>=80,<=90)]",
            [
                make(v("someOtherButton"), .width, .greaterThanOrEqual, nil, .notAnAttribute, 80),
                make(v("someOtherButton"), .width, .lessThanOrEqual, nil, .notAnAttribute, 90),
            ])
    }

    func testClassicVerticalStack() {
        assertConstraints(
            "V:|-80-[imageView]-30-[titleLabel(>=0)]-[artistLabel]-15-[button]-(>=0)-|",
            [
                make(v("imageView"), .top, .equal, sup("imageView"), .top, 80),
                make(v("titleLabel"), .top, .equal, v("imageView"), .bottom, 30),
                make(v("titleLabel"), .height, .greaterThanOrEqual, nil, .notAnAttribute, 0),
                make(v("artistLabel"), .top, .equal, v("titleLabel"), .bottom, 8),
                make(v("button"), .top, .equal, v("artistLabel"), .bottom, 15),
                make(sup("button"), .bottom, .greaterThanOrEqual, v("button"), .bottom, 0),
            ])
    }

    func testClassicCenteringTrick() {
        assertConstraints(
            "V:[superview]-(<=1)-[subview]", options: .alignAllCenterX,
            [
                make(v("subview"), .top, .lessThanOrEqual, v("superview"), .bottom, 1),
                make(v("superview"), .centerX, .equal, v("subview"), .centerX, 0),
            ])
        assertConstraints(
            "H:[superview]-(<=1)-[subview]", options: .alignAllCenterY,
            [
                make(v("subview"), .leading, .lessThanOrEqual, v("superview"), .trailing, 1),
                make(v("superview"), .centerY, .equal, v("subview"), .centerY, 0),
            ])
    }

    func testClassicSelfWidthMetric() {
        assertConstraints(
            "H:[self(theWidth@750)]", metrics: ["theWidth": 240],
            [
                make(v("self"), .width, .equal, nil, .notAnAttribute, 240, .defaultHigh)
            ])
    }
}
