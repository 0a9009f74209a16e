import XCTest

@testable import AutoLayout

/// Rejected formats, each with the problem and caret Apple's parser gives.
/// Cases marked "Apple doc" are the documented examples of Apple's Visual Format Language guide.
final class VisualFormatErrorTests: XCTestCase {
    let views: Set<String> = [
        "a", "b", "c", "backgroundBox", "whiteBox1", "whiteBox2", "blackBox4", "redBox",
    ]
    let metrics: [String: Double] = ["m": 10, "big": 2000, "blackWidth": 50]

    struct Case {
        var format: String
        var problem: VisualFormatError.Problem
        var index: Int
        var options: VisualFormatOptions = []
    }

    func rejection(
        _ format: String, options: VisualFormatOptions = [], views: Set<String>? = nil,
        hasSuperview: (String) -> Bool = { _ in true }
    ) -> VisualFormatError? {
        do {
            let made = try VisualFormatConstraint.constraints(
                withVisualFormat: format, options: options, metrics: metrics,
                views: views ?? self.views, hasSuperview: hasSuperview)
            XCTFail("\(format) parsed to \(made)")
            return nil
        } catch {
            return error
        }
    }

    func testRejectedFormats() {
        let cases: [Case] = [
            // Orientation
            Case(format: "V|[backgroundBox]|", problem: .expectedColonAfterOrientation(.vertical), index: 1),  // Apple doc
            Case(format: "H[a]", problem: .expectedColonAfterOrientation(.horizontal), index: 1),
            Case(format: "H", problem: .expectedColonAfterOrientation(.horizontal), index: 1),
            Case(format: "V", problem: .expectedColonAfterOrientation(.vertical), index: 1),
            // Line structure
            Case(format: "|", problem: .expectedConnectionAfterSuperview, index: 1),
            Case(format: "V:|", problem: .expectedConnectionAfterSuperview, index: 3),
            Case(format: "H:", problem: .expectedView, index: 2),
            Case(format: "a", problem: .expectedView, index: 0),
            Case(format: "h:[a]", problem: .expectedView, index: 0),
            Case(format: " [a]", problem: .expectedView, index: 0),
            Case(format: "-[a]", problem: .expectedView, index: 0),
            Case(format: "||", problem: .expectedView, index: 1),
            Case(format: "|-|", problem: .expectedView, index: 2),
            Case(format: "[a]x", problem: .expectedViewOrSuperview, index: 3),
            Case(format: "[a] [b]", problem: .expectedViewOrSuperview, index: 3),
            Case(format: "[a]-10-", problem: .expectedViewOrSuperview, index: 7),
            Case(format: "[a]-(10)-", problem: .expectedViewOrSuperview, index: 9),
            Case(format: "|[a]|[b]", problem: .expectedEndOfFormat, index: 5),
            Case(format: "[a]||", problem: .expectedEndOfFormat, index: 4),
            Case(format: "|[a]|-", problem: .expectedEndOfFormat, index: 5),
            Case(format: "V:|[a]| ", problem: .expectedEndOfFormat, index: 7),
            // Views
            Case(format: "[", problem: .expectedView, index: 1),
            Case(format: "[]", problem: .invalidViewName, index: 1),
            Case(format: "[1a]", problem: .invalidViewName, index: 1),
            Case(format: "[ a]", problem: .invalidViewName, index: 1),
            Case(format: "|[whiteBox2][blackBox]", problem: .unknownView("blackBox"), index: 21),  // Apple doc
            Case(format: "[self.arrow]", problem: .unknownView("self"), index: 5),
            Case(format: "[A]", problem: .unknownView("A"), index: 2),
            Case(format: "[a", problem: .expectedViewEnd, index: 2),
            Case(format: "[a}", problem: .expectedViewEnd, index: 2),
            Case(format: "[a ]", problem: .expectedViewEnd, index: 2),
            Case(format: "[a][b", problem: .expectedViewEnd, index: 5),
            Case(format: "[a(", problem: .unexpectedEndInView, index: 3),
            Case(format: "|[whiteBox1][blackBox4(blackWidth][redBox]|", problem: .expectedPredicateEndInView, index: 33),  // Apple doc
            Case(format: "[a(10 )]", problem: .expectedPredicateEndInView, index: 5),
            Case(format: "[a(10", problem: .expectedPredicateEndInView, index: 5),
            Case(format: "[a(2b)]", problem: .expectedPredicateEndInView, index: 4),
            Case(format: "[a(10)", problem: .expectedViewEndAfterPredicates, index: 6),
            Case(format: "[a(10)b]", problem: .expectedViewEndAfterPredicates, index: 6),
            // Predicates
            Case(format: "V:|[blackBox4(>30)]|", problem: .unknownRelation, index: 15),  // Apple doc
            Case(format: "[a(=10)]", problem: .unknownRelation, index: 4),
            Case(format: "[a(<10)]", problem: .unknownRelation, index: 4),
            Case(format: "[a(=>10)]", problem: .unknownRelation, index: 4),
            Case(format: "[a]-=10-[b]", problem: .unknownRelation, index: 5),
            Case(format: "[a()]", problem: .expectedNumberOrMetric, index: 3),
            Case(format: "[a(==)]", problem: .expectedNumberOrMetric, index: 5),
            Case(format: "[a(10,)]", problem: .expectedNumberOrMetric, index: 6),
            Case(format: "[a(10@)]", problem: .expectedNumberOrMetric, index: 6),
            Case(format: "[a(.5)]", problem: .expectedNumberOrMetric, index: 3),
            Case(format: "[a(+5)]", problem: .expectedNumberOrMetric, index: 3),
            Case(format: "[a]- 10-[b]", problem: .expectedNumberOrMetric, index: 4),
            Case(format: "[a(>=", problem: .expectedNumberOrMetric, index: 5),
            Case(format: "[a(-x)]", problem: .expectedNumber, index: 3),
            Case(format: "[a]-(-)-[b]", problem: .expectedNumber, index: 5),
            Case(format: "[a(x)]", problem: .unknownMetric("x"), index: 4),
            Case(format: "[a]-x-[b]", problem: .unknownMetric("x"), index: 5),
            Case(format: "[a]-(m,y)-[b]", problem: .unknownMetric("y"), index: 8),
            Case(format: "[a]-b-[c]", problem: .viewUsedAsSpacing, index: 5),
            Case(format: "[a]-10@b-[c]", problem: .viewUsedAsSpacing, index: 8),
            // Priorities
            Case(format: "[a(10@0)]", problem: .priorityTooLow(0), index: 7),
            Case(format: "[a(10@-5)]", problem: .priorityTooLow(-5), index: 8),
            Case(format: "[a(10@b)]", problem: .priorityTooLow(0), index: 7),
            Case(format: "[a(10@1001)]", problem: .priorityTooHigh(1001), index: 10),
            Case(format: "[a(10@1000.5)]", problem: .priorityTooHigh(1000.5), index: 12),
            Case(format: "[a(10@big)]", problem: .priorityTooHigh(2000), index: 9),
            Case(format: "[a(10@1e999)]", problem: .priorityTooHigh(.infinity), index: 11),
            Case(format: "[a]-8@0-[b]", problem: .priorityTooLow(0), index: 7),
            // Connections
            Case(format: "[a]-", problem: .expectedMoreInput, index: 4),
            Case(format: "|-", problem: .expectedMoreInput, index: 2),
            Case(format: "[a]--[b]", problem: .ambiguousMinus, index: 4),
            Case(format: "[a]--10-[b]", problem: .ambiguousMinus, index: 4),
            Case(format: "[a]-10[b]", problem: .expectedDash, index: 6),
            Case(format: "[a]-(10)[b]", problem: .expectedDash, index: 8),
            Case(format: "[a]-10,20-[b]", problem: .expectedDashBeforeList, index: 6),
            Case(format: "[a]-(10[b]", problem: .expectedClosingParenthesis, index: 7),
            Case(format: "[a]-(>=8,<=20-[b]", problem: .expectedClosingParenthesis, index: 13),
            // Non-finite constants (a Rigging addition)
            Case(format: "[a]-1e999-[b]", problem: .nonFiniteConstant(.infinity), index: 9),
            Case(format: "[a(-inf)]", problem: .nonFiniteConstant(-.infinity), index: 7),
            Case(format: "[a(-Infinity)]", problem: .nonFiniteConstant(-.infinity), index: 12),
            // Options
            Case(format: "H:[a][b]", problem: .alignmentAlongLayout(.horizontal), index: 8, options: .alignAllLeft),
            Case(format: "[a]-(>=0)-[b(20)]", problem: .alignmentAlongLayout(.horizontal), index: 17, options: .alignAllCenterX),
            Case(format: "V:[a][b]", problem: .alignmentAlongLayout(.vertical), index: 8, options: .alignAllTop),
            Case(format: "V:[a]-[b]-[c]", problem: .alignmentAlongLayout(.vertical), index: 9, options: .alignAllLastBaseline),
            Case(format: "V:[a][b]", problem: .alignmentAlongLayout(.vertical), index: 8, options: [.alignAllLeft, .alignAllBottom]),
            Case(format: "H:[a]-[b]", problem: .baselineSpacingInHorizontalLayout, index: 9, options: .spacingBaselineToBaseline),
            Case(format: "|-[a]", problem: .baselineSpacingInHorizontalLayout, index: 5, options: .spacingBaselineToBaseline),
            // First problem wins: the view's own error comes before the connection's.
            Case(format: "H:[a][b(", problem: .unexpectedEndInView, index: 8, options: .alignAllLeft),
        ]
        XCTAssertGreaterThanOrEqual(cases.count, 40)
        for test in cases {
            guard let error = rejection(test.format, options: test.options) else { continue }
            XCTAssertEqual(error.problem, test.problem, test.format)
            XCTAssertEqual(error.index, test.index, "\(test.format): caret\n\(error)")
            XCTAssertEqual(error.format, test.format)
            XCTAssertTrue(error.hasCaret)
        }
    }

    func testWholeStringProblems() {
        let empty = rejection("")
        XCTAssertEqual(empty?.problem, .emptyFormat)
        XCTAssertEqual(empty?.description, "Unable to parse constraint format: It's an empty string.")
        let accented = rejection("[a]-[é]")
        XCTAssertEqual(accented?.problem, .nonASCII)
        XCTAssertEqual(accented?.index, 5)
        XCTAssertEqual(accented?.description, "Unable to parse constraint format: It contains non-ASCII characters.")
        XCTAssertEqual(accented?.hasCaret, false)
    }

    func testNaNPriorityIsRejected() {
        let error = rejection("[a(10@-nan)]")
        XCTAssertEqual(error?.index, 10)
        XCTAssertEqual(error?.reason, "Invalid priority specified: nan. Priority must be greater than 0")
    }

    func testMissingSuperview() {
        let leading = rejection("|-[a]", hasSuperview: { _ in false })
        XCTAssertEqual(leading?.problem, .noSuperview("a"))
        XCTAssertEqual(leading?.index, 5)
        let trailing = rejection("[a]-[b]-|", hasSuperview: { $0 == "a" })
        XCTAssertEqual(trailing?.problem, .noSuperview("b"))
        XCTAssertEqual(trailing?.index, 9)
        XCTAssertEqual(
            trailing?.reason,
            "Unable to interpret '|' character, because the related view doesn't have a superview")
    }

    func testFullMessages() {
        XCTAssertEqual(
            rejection("V:|[blackBox4(>30)]|")?.description,
            """
            Unable to parse constraint format: \nUnknown relation. Must be ==, >=, or <= \nV:|[blackBox4(>30)]| \n               ^
            """)
        XCTAssertEqual(
            rejection("|[whiteBox2][blackBox]")?.description,
            """
            Unable to parse constraint format: \nblackBox is not a key in the views dictionary. \n|[whiteBox2][blackBox] \n                     ^
            """)
        XCTAssertEqual(
            rejection("V|[backgroundBox]|")?.description,
            """
            Unable to parse constraint format: \nExpected ':' after 'V' to specify vertical arrangement \nV|[backgroundBox]| \n ^
            """)
        XCTAssertEqual(
            rejection("[a]-10-")?.description,
            """
            Unable to parse constraint format: \nExpected a view or '|' \n[a]-10- \n       ^
            """)
        XCTAssertEqual(
            rejection("[a(10@1001)]")?.reason,
            "Invalid priority specified: 1001. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.")
    }

    func testCaretLineAndCharacterIndex() {
        let error = VisualFormatError(problem: .expectedView, format: "ab", index: 2)
        XCTAssertEqual(error.caretLine, "  ^")
        XCTAssertEqual(VisualFormatError(problem: .expectedView, format: "ab", index: 9).index, 2)
        let crlf = VisualFormatError(problem: .expectedView, format: "[a]\r\n[b]", index: 6)
        XCTAssertEqual(crlf.characterIndex, 5)
    }
}

final class VisualFormatEdgeCaseTests: XCTestCase {
    func testPriorityBounds() throws {
        XCTAssertEqual(try parse("[a(10@0.5e-3)]").first?.priority, LayoutPriority(0.0005))
        XCTAssertEqual(try parse("[a(10@1000)]").first?.priority, .required)
        XCTAssertThrowsError(try parse("[a(10@1e-50)]")) { error in
            XCTAssertEqual((error as? VisualFormatError)?.problem, .priorityTooLow(1e-50))
        }
    }

    func testNonFiniteMetricIsRejectedAfterItsName() {
        XCTAssertThrowsError(try parse("[a]-gap-[b]", metrics: ["gap": .infinity])) { error in
            XCTAssertEqual((error as? VisualFormatError)?.problem, .nonFiniteConstant(.infinity))
            XCTAssertEqual((error as? VisualFormatError)?.index, 7)
        }
    }

    func testEmbeddedNULIsAnOrdinaryUnexpectedCharacter() {
        XCTAssertThrowsError(try parse("[a]\u{0}[b]", views: ["a", "b"])) { error in
            XCTAssertEqual((error as? VisualFormatError)?.problem, .expectedViewOrSuperview)
            XCTAssertEqual((error as? VisualFormatError)?.index, 3)
        }
    }

    func testSuperviewIsAskedAboutOnlyWhenABarIsUsed() throws {
        var asked: [String] = []
        _ = try VisualFormatConstraint.constraints(
            withVisualFormat: "[a]-[b]", views: ["a", "b"],
            hasSuperview: {
                asked.append($0)
                return false
            })
        XCTAssertEqual(asked, [])
    }
}
