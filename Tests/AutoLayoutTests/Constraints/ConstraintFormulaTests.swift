import AutoLayout
import XCTest

/// Constraint strings parsed to formulas (names, attributes, numbers) before any view exists.
final class ConstraintFormulaTests: XCTestCase {
    /// The doc comment's example, run as written.
    func testDocExample() throws {
        let formula = try ConstraintFormula.parse("title.top==view.safeArea.top+8", views: ["view", "title"])
        XCTAssertEqual("\(formula.first.name) \(formula.first.attribute) \(formula.second?.isSafeArea ?? false)", "title top true")
    }

    func testSpacingDoesNotChangeTheFormula() throws {
        let loose = try ConstraintFormula.parse("  box.height  ==  other.width * 2 - 4 @ 750 ", views: ["box", "other"])
        XCTAssertEqual(loose.first, ConstraintFormula.Item("box", .height))
        let written = try ConstraintFormula.parse("box.height==other.width*2-4@750", views: ["box", "other"])
        XCTAssertEqual(written, loose)
        XCTAssertEqual(written.multiplier, 2)
        XCTAssertEqual(written.constant, -4)
        XCTAssertEqual(written.priority, .defaultHigh)
    }

    func testMarginsReadAsMarginAttributesAndGuidesByName() throws {
        let margins = try ConstraintFormula.parse("a.leading == view.margins.leading", views: ["view", "a"])
        XCTAssertEqual(margins.second, ConstraintFormula.Item("view", .leadingMargin))
        XCTAssertTrue(margins.relates("view", .leadingMargin))
        XCTAssertFalse(margins.relates("view", .leading))
        let guide = try ConstraintFormula.parse("a.width == column.width", views: ["view", "a"], guides: ["column"])
        XCTAssertEqual(guide.second?.name, "column")
        let safe = try ConstraintFormula.parse("a.top == view.safeArea.top", views: ["view", "a"])
        XCTAssertFalse(safe.relates("view", .top), "the safe-area guide is not the view")
    }

    func testErrorsNameThePositionBeforeAnyViewExists() {
        XCTAssertThrowsError(try ConstraintFormula.parse("a.top == b.top", views: ["a"])) { error in
            XCTAssertEqual((error as? ConstraintParseError)?.position, 9)
        }
        XCTAssertThrowsError(try ConstraintFormula.parse("a.width == w", views: ["a"], metrics: ["h": 1])) { error in
            XCTAssertEqual((error as? ConstraintParseError)?.position, 11)
        }
    }

    func testTheFormulaBuildsTheConstraintParseWouldMake() throws {
        let root = View(name: "view")
        let a = View(name: "a")
        root.addSubview(a)
        let views = ["view": root, "a": a]
        let text = "a.top == view.safeArea.top + 8 @750"
        let formula = try ConstraintFormula.parse(text, views: Set(views.keys))
        let built = try XCTUnwrap(formula.constraint(views: views))
        let parsed = try LayoutConstraint.parse(text, views: views)
        XCTAssertTrue(built.secondItem === root.safeAreaLayoutGuide)
        XCTAssertEqual(built.description, parsed.description)
        XCTAssertNil(formula.constraint(views: ["a": a]), "a name that is not there builds nothing")
    }
}
