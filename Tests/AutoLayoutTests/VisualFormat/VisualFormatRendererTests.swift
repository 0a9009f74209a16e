import XCTest

@testable import AutoLayout

final class VisualFormatRendererTests: XCTestCase {
    func testRendersEachForm() {
        XCTAssertEqual(make(v("b"), .leading, .equal, v("a"), .trailing, 8).visualFormat, "H:[a]-(8)-[b]")
        XCTAssertEqual(make(v("b"), .left, .equal, v("a"), .right, 8).visualFormat, "H:[a]-(8)-[b]")
        XCTAssertEqual(make(v("b"), .top, .equal, v("a"), .bottom, -2.5).visualFormat, "V:[a]-(-2.5)-[b]")
        XCTAssertEqual(
            make(v("purpleView"), .height, .equal, nil, .notAnAttribute, 0, .defaultHigh).visualFormat,
            "V:[purpleView(==0@750)]")
        XCTAssertEqual(make(v("a"), .leading, .equal, sup("a"), .leading, 20).visualFormat, "H:|-(20)-[a]")
        XCTAssertEqual(
            make(sup("a"), .trailing, .greaterThanOrEqual, v("a"), .trailing, 8, .defaultHigh).visualFormat,
            "H:[a]-(>=8@750)-|")
        XCTAssertEqual(make(v("a"), .width, .equal, v("b"), .width, 0).visualFormat, "H:[a(==b)]")
        XCTAssertEqual(
            make(v("a"), .width, .greaterThanOrEqual, nil, .notAnAttribute, 80, .defaultLow).visualFormat,
            "H:[a(>=80@250)]")
        XCTAssertEqual(make(v("a"), .top, .equal, sup("a"), .topMargin, 0).visualFormat, "V:|-[a]")
        XCTAssertEqual(make(sup("a"), .trailingMargin, .equal, v("a"), .trailing, 0).visualFormat, "H:[a]-|")
    }

    func testNilWhenVFLCannotSayIt() {
        XCTAssertNil(make(v("a"), .centerX, .equal, v("b"), .centerX, 0).visualFormat)
        XCTAssertNil(make(v("a"), .top, .equal, v("b"), .top, 0).visualFormat)
        XCTAssertNil(make(v("a"), .width, .equal, v("b"), .height, 0).visualFormat)
        XCTAssertNil(make(v("a"), .width, .equal, v("b"), .width, 10).visualFormat)
        XCTAssertNil(make(v("b"), .firstBaseline, .equal, v("a"), .lastBaseline, 8).visualFormat)
        XCTAssertNil(make(v("b"), .leading, .equal, v("a"), .bottom, 8).visualFormat)
        XCTAssertNil(make(v("a"), .leading, .equal, sup("a"), .leadingMargin, 4).visualFormat)
        var scaled = make(v("a"), .width, .equal, v("b"), .width, 0)
        scaled.multiplier = 2
        XCTAssertNil(scaled.visualFormat)
    }

    /// Every constraint a format makes (bar alignments and baselines) renders to a line that
    /// parses back to that same constraint.
    func testRoundTrip() throws {
        let formats = [
            "H:|-[cancelButton]-12-[acceptButton]-|",
            "V:|[_redView(>=80@1000)][_purpleView(==0@750)]|",
            "|-[someButton(>=80@250)]-[someOtherButton(>=90@1000)]-|",
            "[someOtherButton(>=80,<=90)]",
            "V:|-80-[imageView]-30-[titleLabel(>=0)]-[artistLabel]-15-[button]-(>=0)-|",
            "V:[superview]-(<=1)-[subview]",
            "[a]-(>=8@999.5,<=20.25)-[b(==a@1)]-(-0.5)-[c(0x10)]|",
            "V:|-(-10)-[a(1e1,<=b)]->=0-[b]",
        ]
        for format in formats {
            for constraint in try parse(format) {
                let line = try XCTUnwrap(constraint.visualFormat, "\(format): \(constraint)")
                let names = Set(
                    [constraint.firstItem, constraint.secondItem].compactMap { item -> String? in
                        if case .view(let name)? = item { return name } else { return nil }
                    })
                var again = try parse(line, views: names.union(viewNames(in: line)))
                XCTAssertEqual(again.count, 1, line)
                // A parsed `|` names its neighbour; the original may name the same superview.
                XCTAssertEqual(again.removeFirst(), constraint, "\(format) -> \(line)")
            }
        }
        let margin = make(v("a"), .leading, .equal, sup("a"), .leadingMargin, 0)
        XCTAssertEqual(
            try parse(try XCTUnwrap(margin.visualFormat), spacing: VisualFormatSpacing(usesLayoutMargins: true)),
            [margin])
    }
}

final class VisualFormatEquationTests: XCTestCase {
    func testEquationForm() {
        XCTAssertEqual(make(v("a"), .centerX, .equal, v("b"), .centerX, 0).equationFormat(), "a.centerX == b.centerX")
        XCTAssertEqual(
            make(v("b"), .firstBaseline, .equal, v("a"), .lastBaseline, -8, .defaultHigh).equationFormat(),
            "b.firstBaseline == a.lastBaseline - 8 @750")
        XCTAssertEqual(make(v("a"), .width, .greaterThanOrEqual, nil, .notAnAttribute, 80).equationFormat(), "a.width >= 80")
        XCTAssertEqual(
            make(v("a"), .leading, .equal, sup("a"), .leading, 20).equationFormat(superviewName: { _ in "view" }),
            "a.leading == view.leading + 20")
        var scaled = make(v("a"), .width, .equal, v("b"), .height, 1.5)
        scaled.multiplier = 1.7778
        XCTAssertEqual(scaled.equationFormat(), "a.width == b.height * 1.7778 + 1.5")
    }

    /// What `rig vfl` prints for the centering trick: VFL where possible, equations otherwise.
    func testListingFallsBackToEquations() throws {
        let lines = try parse("V:[superview]-(<=1)-[subview]", options: .alignAllCenterX).map(\.description)
        XCTAssertEqual(lines, ["V:[superview]-(<=1)-[subview]", "superview.centerX == subview.centerX"])
    }
}
