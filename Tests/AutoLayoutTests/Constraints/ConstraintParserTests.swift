import XCTest

@testable import AutoLayout

final class ConstraintParserTests: XCTestCase {
    let views: [String: View] = {
        let root = View(name: "view")
        var out = ["view": root]
        for name in ["purpleView", "view1", "kid"] {
            let child = View(name: name)
            root.addSubview(child)
            out[name] = child
        }
        return out
    }()

    func testTheSceneExamples() throws {
        let height = try LayoutConstraint.parse("purpleView.height == 0 @750", views: views)
        XCTAssertTrue(height.firstItem === views["purpleView"])
        XCTAssertEqual(height.firstAttribute, .height)
        XCTAssertNil(height.secondItem)
        XCTAssertEqual(height.secondAttribute, .notAnAttribute)
        XCTAssertEqual(height.constant, 0)
        XCTAssertEqual(height.priority, .defaultHigh)

        let aspect = try LayoutConstraint.parse("view1.width == view1.height * 1.7778", views: views)
        XCTAssertTrue(aspect.secondItem === views["view1"])
        XCTAssertEqual(aspect.secondAttribute, .height)
        XCTAssertEqual(aspect.multiplier, 1.7778)
        XCTAssertEqual(aspect.priority, .required)

        let kid = try LayoutConstraint.parse("kid.centerX == view.centerX - 80 @999", views: views)
        XCTAssertEqual(kid.constant, -80)
        XCTAssertEqual(kid.priority, 999)
        XCTAssertEqual(kid.relation, .equal)
    }

    func testMetricsRelationsAndSpacing() throws {
        let c = try LayoutConstraint.parse(
            "  kid.width>=view.width*half+pad@low ", views: views,
            metrics: ["half": 0.5, "pad": 12, "low": 250])
        XCTAssertEqual(c.relation, .greaterThanOrEqual)
        XCTAssertEqual(c.multiplier, 0.5)
        XCTAssertEqual(c.constant, 12)
        XCTAssertEqual(c.priority, .defaultLow)
        let d = try LayoutConstraint.parse("kid.height <= -1.5e1 @defaultHigh", views: views)
        XCTAssertEqual(d.relation, .lessThanOrEqual)
        XCTAssertEqual(d.constant, -15)
        XCTAssertEqual(d.priority, .defaultHigh)
        let e = try LayoutConstraint.parse("kid.baseline == purpleView.firstBaseline", views: views)
        XCTAssertEqual(e.firstAttribute, .lastBaseline)
    }

    func testErrorsCarryThePosition() {
        let cases: [(String, ConstraintParseError.Problem, Int)] = [
            ("nobody.width == 10", .unknownView("nobody"), 0),
            ("kid.wide == 10", .unknownAttribute("wide"), 4),
            ("kid.width = 10", .expected("a relation (==, >=, <=)"), 10),
            ("kid.width == 10 extra", .trailingText, 16),
            ("kid.width == pad", .unknownMetric("pad"), 13),
            ("kid.width == view.width * x", .unknownMetric("x"), 26),
            ("kid.width == 1.2.3", .badNumber("1.2.3"), 13),
            ("kid.width == ", .expected("an item, a number or a metric name"), 13),
            ("kid.width == 10 @", .expected("a number or a metric name"), 17),
            ("kid.width == 10 @0", .invalidConstraint("Priority 0 is not in 1...1000"), 17),
            ("kid width == 10", .expected("'.' and an attribute after 'kid'"), 3),
            ("kid.left == nobody.left", .unknownView("nobody"), 12),
            ("== 4", .expected("a view name"), 0),
            ("kid.width == @750", .expected("an item, a number or a metric name"), 13),
        ]
        for (text, problem, position) in cases {
            XCTAssertThrowsError(try LayoutConstraint.parse(text, views: views), text) { error in
                guard let error = error as? ConstraintParseError else { return XCTFail("\(error)") }
                XCTAssertEqual(error.problem, problem, text)
                XCTAssertEqual(error.position, position, text)
            }
        }
    }

    func testInvalidPairsAreParseErrorsAtTheRightSide() {
        for text in ["kid.left == view.top", "kid.width == view.left", "kid.left == 10", "kid.leading == view.left"] {
            XCTAssertThrowsError(try LayoutConstraint.parse(text, views: views), text) { error in
                guard let error = error as? ConstraintParseError, case .invalidConstraint = error.problem else { return XCTFail("\(error)") }
                let rightSide = text.distance(from: text.startIndex, to: text.range(of: "== ")!.upperBound)
                XCTAssertEqual(error.position, rightSide, text)
            }
        }
    }

    func testErrorDescriptionPointsAtTheCharacter() {
        XCTAssertThrowsError(try LayoutConstraint.parse("kid.wide == 10", views: views)) { error in
            XCTAssertEqual("\(error)", "Unknown attribute 'wide' at character 4:\nkid.wide == 10\n    ^")
        }
    }
}
