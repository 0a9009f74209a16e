import AutoLayout
import InterfaceBuilder
import XCTest

/// `<constraint>` elements: items, attributes, relation, multiplier, constant, priority, flags.
final class ConstraintReadingTests: XCTestCase {
    func read(_ constraints: String) throws -> IBDocument {
        try IBFixture.read(
            IBFixture.rootView(
                subviews: """
                    <label text="A" translatesAutoresizingMaskIntoConstraints="NO" id="a"/>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="b"/>
                    """, constraints: constraints, extra: #"<viewLayoutGuide key="safeArea" id="safe"/>"#))
    }

    func testAFullConstraint() throws {
        let document = try read(
            """
            <constraint firstItem="a" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="b" secondAttribute="trailing" multiplier="2" constant="-8.5" priority="750" identifier="gap" id="c1"/>
            """)
        let constraint = try XCTUnwrap(document.constraint(id: "c1"))
        XCTAssertEqual(
            constraint,
            IBConstraint(
                id: "c1", holderID: "root", firstItem: "a", firstAttribute: .leading,
                relation: .greaterThanOrEqual, secondItem: "b", secondAttribute: .trailing,
                multiplier: IBMultiplier(value: 2, text: "2"), constant: -8.5, priority: 750,
                identifier: "gap", line: constraint.line))
        XCTAssertGreaterThan(constraint.line, 1)
        XCTAssertEqual(document.diagnostics, [])
    }

    func testAbsentAttributesMeanUIKitsDefaults() throws {
        let document = try read(#"<constraint firstAttribute="height" constant="44" id="h"/>"#)
        let constraint = try XCTUnwrap(document.constraint(id: "h"))
        XCTAssertEqual(constraint.firstItem, "root", "an absent firstItem is the view holding the constraint")
        XCTAssertEqual(constraint.relation, .equal)
        XCTAssertNil(constraint.secondItem)
        XCTAssertEqual(constraint.secondAttribute, .notAnAttribute)
        XCTAssertEqual(constraint.multiplier, .one)
        XCTAssertEqual(constraint.priority, .required)
        XCTAssertFalse(constraint.isSymbolic)
        XCTAssertFalse(constraint.isPlaceholder)
    }

    func testRatioMultipliers() throws {
        let document = try read(
            """
            <constraint firstItem="b" firstAttribute="width" secondItem="b" secondAttribute="height" multiplier="16:9" id="r1"/>
            <constraint firstItem="b" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="1/4" id="r2"/>
            """)
        XCTAssertEqual(document.constraint(id: "r1")?.multiplier.value ?? 0, 16.0 / 9.0, accuracy: 1e-12)
        XCTAssertEqual(document.constraint(id: "r1")?.multiplier.text, "16:9")
        XCTAssertEqual(document.constraint(id: "r2")?.multiplier.value, 0.25)
        XCTAssertNil(IBMultiplier(parsing: "1:0"))
        XCTAssertNil(IBMultiplier(parsing: "two"))
        XCTAssertNil(IBMultiplier(parsing: "1:2:3"))
    }

    func testEveryAttributeName() throws {
        let names = [
            "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY",
            "lastBaseline", "firstBaseline", "leftMargin", "rightMargin", "topMargin", "bottomMargin",
            "leadingMargin", "trailingMargin", "centerXWithinMargins", "centerYWithinMargins",
        ]
        let constraints = names.enumerated().map { index, name in
            #"<constraint firstItem="a" firstAttribute="\#(name)" secondItem="root" secondAttribute="\#(name)" id="n\#(index)"/>"#
        }.joined(separator: "\n")
        let document = try read(
            constraints + "\n" + #"<constraint firstItem="a" firstAttribute="baseline" secondItem="b" secondAttribute="baseline" id="base"/>"#)
        for (index, name) in names.enumerated() {
            XCTAssertEqual(document.constraint(id: "n\(index)")?.firstAttribute.rawValue, name)
            XCTAssertEqual(document.constraint(id: "n\(index)")?.secondAttribute.rawValue, name)
        }
        XCTAssertEqual(document.constraint(id: "base")?.firstAttribute, .lastBaseline)
        XCTAssertEqual(document.diagnostics, [])
    }

    func testSymbolicAndPlaceholderConstraints() throws {
        let document = try read(
            """
            <constraint firstItem="a" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="8" symbolic="YES" id="std"/>
            <constraint firstItem="b" firstAttribute="height" constant="10" placeholder="YES" id="ph"/>
            """)
        XCTAssertEqual(document.constraint(id: "std")?.isSymbolic, true)
        XCTAssertEqual(document.constraint(id: "std")?.constant, 8)
        XCTAssertEqual(document.constraint(id: "ph")?.isPlaceholder, true)
    }

    func testBadAttributeSkipsTheConstraintWithAWarning() throws {
        let document = try read(
            """
            <constraint firstItem="a" firstAttribute="middle" secondItem="b" secondAttribute="top" id="bad"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="b" secondAttribute="top" id="good"/>
            """)
        XCTAssertNil(document.constraint(id: "bad"))
        XCTAssertNotNil(document.constraint(id: "good"))
        XCTAssertEqual(document.diagnostics.count, 1)
        guard case .malformedValue(let name, let text, _) = document.diagnostics.first?.kind else { return XCTFail("\(document.diagnostics)") }
        XCTAssertEqual([name, text], ["firstAttribute", "middle"])
        XCTAssertEqual(document.diagnostics.first?.objectID, "bad")
    }

    func testMalformedNumbersAndRelation() throws {
        let document = try read(
            """
            <constraint firstItem="a" firstAttribute="top" relation="about" secondItem="b" secondAttribute="top" multiplier="x:2" constant="8pt" priority="0" id="odd"/>
            """)
        let constraint = try XCTUnwrap(document.constraint(id: "odd"))
        XCTAssertEqual(constraint.relation, .equal)
        XCTAssertEqual(constraint.multiplier, .one)
        XCTAssertEqual(constraint.constant, 0)
        XCTAssertEqual(constraint.priority, .required)
        XCTAssertEqual(document.diagnostics.map(\.kindName).sorted(), ["malformed-number", "malformed-number", "malformed-value", "malformed-value"])
        XCTAssertEqual(
            document.diagnostics.filter { $0.kindName == "malformed-value" }.map(\.message),
            [
                #"relation="about" is not one of lessThanOrEqual, equal, greaterThanOrEqual; read as absent"#,
                #"priority="0" is not a priority from 1 to 1000; read as absent"#,
            ])
    }

    func testMissingItemsAreWarnings() throws {
        let document = try read(#"<constraint firstItem="ghost" firstAttribute="top" secondItem="phantom" secondAttribute="top" id="lost"/>"#)
        XCTAssertNotNil(document.constraint(id: "lost"))
        XCTAssertEqual(
            document.diagnostics.map(\.kind), [.missingReference("firstItem", id: "ghost"), .missingReference("secondItem", id: "phantom")])
        XCTAssertEqual(document.diagnostics.map(\.objectID), ["lost", "lost"])
        XCTAssertEqual(document.diagnostics.first?.line, document.constraint(id: "lost")?.line)
    }

    func testUnknownConstraintAttributeIsAWarning() throws {
        let document = try read(#"<constraint firstItem="a" firstAttribute="top" secondItem="b" secondAttribute="top" springiness="2" id="c"/>"#)
        XCTAssertEqual(document.diagnostics.map(\.kind), [.unknownAttribute("springiness", element: "constraint")])
    }
}
