import XCTest

@testable import AutoLayout

/// Malformed, empty, huge and hostile input at every public entry point of AutoLayout: a typed
/// error naming the input and the position, never a crash or a hang, and a rejected operation
/// leaves the engine as it was. Each test runs well under a second.
final class BadInputTests: XCTestCase {
    static let names = (0..<1000).map { "v\($0)" }

    // MARK: Visual format

    func testEmptyAndWhitespaceFormatsAreTypedErrors() {
        for format in ["", " ", "H:", "V:", "|", "H:|", "\u{0}", "[", "]", "-", "(", "@", "H:[a]\u{0}"] {
            XCTAssertThrowsError(try VisualFormatConstraint.constraints(withVisualFormat: format, views: ["a"])) { error in
                guard let error = error as? VisualFormatError else { return XCTFail("\(format.debugDescription): \(error)") }
                XCTAssertEqual(error.format, format)
                XCTAssertTrue((0...format.utf16.count).contains(error.index), "\(format.debugDescription): \(error.index)")
            }
        }
    }

    func testHostileNumbersAndNamesAreTypedErrors() {
        let cases: [(String, VisualFormatError.Problem?)] = [
            ("[a(1e400)]", nil), ("[a(-1e400)]", nil), ("[a(==nan)]", nil), ("[a(==inf)]", nil),
            ("[a(>=10@0)]", .priorityTooLow(0)), ("[a(>=10@1001)]", .priorityTooHigh(1001)),
            ("[a(>=10@-5)]", nil), ("[a]-(1e999)-[b]", nil), ("[é]", .nonASCII), ("[a]-[✓]", .nonASCII),
            ("[a" + String(repeating: "b", count: 5000) + "]", nil),
        ]
        for (format, expected) in cases {
            do {
                let made = try VisualFormatConstraint.constraints(
                    withVisualFormat: format, metrics: ["nan": .nan, "inf": .infinity], views: ["a", "b"])
                for c in made { XCTAssertTrue(c.constant.isFinite && c.priority.isValid, "\(format): \(c)") }
            } catch {
                XCTAssertEqual(error.format, format)
                XCTAssertTrue((0...format.utf16.count).contains(error.index))
                if let expected { XCTAssertEqual(error.problem, expected, format) }
            }
        }
    }

    /// A 100,000-character format parses (linear time), and one with an error at its very end
    /// reports that position.
    func testHundredThousandCharacterFormats() throws {
        var format = "H:|"
        var i = 0
        while format.utf16.count < 100_000 {
            format += "-8-[\(Self.names[i % Self.names.count])]"
            i += 1
        }
        format += "|"
        let made = try VisualFormatConstraint.constraints(withVisualFormat: format, views: Set(Self.names))
        XCTAssertEqual(made.count, i + 1)
        let broken = String(format.dropLast()) + "-[nope]|"
        XCTAssertThrowsError(try VisualFormatConstraint.constraints(withVisualFormat: broken, views: Set(Self.names))) { error in
            guard let error = error as? VisualFormatError else { return XCTFail("\(error)") }
            XCTAssertEqual(error.problem, .unknownView("nope"))
            XCTAssertEqual(error.index, broken.utf16.count - 2)  // Apple's caret: after the name
        }
        let unclosed = String(repeating: "[v1(", count: 25_000)
        XCTAssertThrowsError(try VisualFormatConstraint.constraints(withVisualFormat: unclosed, views: Set(Self.names)))
        let dashes = "H:[v1]" + String(repeating: "-", count: 100_000) + "[v2]"
        XCTAssertThrowsError(try VisualFormatConstraint.constraints(withVisualFormat: dashes, views: Set(Self.names)))
    }

    // MARK: Constraint strings

    func testMalformedConstraintStringsNameThePosition() {
        let (_, views) = layoutRoot(100, 100, subviews: ["a", "b"])
        let cases: [(String, Int)] = [
            ("", 0), ("   ", 3), ("a", 1), ("a.", 2), ("a.width", 7), ("a.width ==", 10), ("a.width == ", 11),
            ("a.width = 10", 8), ("a.width === 10", 10), ("a.wdth == 10", 2), ("x.width == 10", 0),
            ("a.width == b.width * ", 21), ("a.width == 10 @", 15), ("a.width == 10 @ 0", 16),
            ("a.width == 10 @1001", 15), ("a.width == 1e400", 11), ("a.width == 10 10", 14),
            ("a.width == nope", 11), ("a.width == 10\u{0}", 13), ("a.left == b.width", 10),
            ("a.width == b.width * 0", 11), ("é.width == 10", 0),
        ]
        for (text, position) in cases {
            XCTAssertThrowsError(try LayoutConstraint.parse(text, views: views)) { error in
                guard let error = error as? ConstraintParseError else { return XCTFail("\(text.debugDescription): \(error)") }
                XCTAssertEqual(error.text, text)
                XCTAssertEqual(error.position, position, "\(text.debugDescription): \(error)")
                XCTAssertFalse(error.description.isEmpty)
            }
        }
    }

    func testHugeConstraintStringsAreRejectedQuickly() {
        let (_, views) = layoutRoot(100, 100, subviews: ["a", "b"])
        let long = "a.width == " + String(repeating: "9", count: 100_000)
        XCTAssertThrowsError(try LayoutConstraint.parse(long, views: views)) { error in
            XCTAssertEqual((error as? ConstraintParseError)?.position, 11)  // not finite
        }
        let name = "a" + String(repeating: "x", count: 100_000) + ".width == 1"
        XCTAssertThrowsError(try LayoutConstraint.parse(name, views: views)) { error in
            XCTAssertEqual((error as? ConstraintParseError)?.position, 0)
        }
        let spaces = "a.width" + String(repeating: " ", count: 100_000) + "== 1"
        XCTAssertNoThrow(try LayoutConstraint.parse(spaces, views: views))
    }

    // MARK: LayoutConstraint and View API

    /// Every refused activation throws a typed error and leaves the frames, the active set and
    /// the solver exactly as they were.
    func testRefusedActivationsLeaveTheEngineUnchanged() throws {
        let (root, views) = layoutRoot(320, 480, subviews: ["a", "b"])
        guard let a = views["a"], let b = views["b"] else { return XCTFail("views") }
        activateStrings(
            [
                "a.left == view.left + 10", "a.top == view.top", "a.width == 100", "a.height == 50",
                "b.left == a.right + 8", "b.top == a.top", "b.width == a.width", "b.height == a.height",
            ], views)
        root.layoutIfNeeded()
        let frames = root.engine.framesInRoot().map(\.frame)
        let active = root.engine.activeConstraints.count
        let solver = root.engine.dumpSolver()
        let stranger = View(name: "stranger")
        let hostile: [LayoutConstraint] = [
            LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: .nan),
            LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: .infinity),
            LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: b, attribute: .width, multiplier: .nan),
            LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: b, attribute: .width, multiplier: 0),
            LayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: b, attribute: .top),
            LayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: 5),
            LayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: b, attribute: .left),
            LayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: stranger, attribute: .left),
            LayoutConstraint(
                item: a, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                constant: 10, priority: LayoutPriority(0)),
            LayoutConstraint(
                item: a, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                constant: 10, priority: LayoutPriority(1001)),
        ]
        for c in hostile {
            XCTAssertThrowsError(try c.activate(), "\(c)")
            XCTAssertFalse(c.isActive, "\(c)")
            c.isActive = true  // the setter keeps the error instead
            XCTAssertNotNil(c.lastError, "\(c)")
            root.layoutIfNeeded()
            XCTAssertEqual(root.engine.framesInRoot().map(\.frame), frames, "\(c)")
            XCTAssertEqual(root.engine.activeConstraints.count, active, "\(c)")
            XCTAssertEqual(root.engine.dumpSolver(), solver, "\(c)")
        }
        // Priority changes that cross required on an active constraint are refused, state kept.
        guard let width = root.engine.activeConstraints.first(where: { $0.equation == "a.width == 100" }) else {
            return XCTFail("no width constraint")
        }
        XCTAssertThrowsError(try width.setPriority(LayoutPriority(750)))
        XCTAssertThrowsError(try width.setPriority(LayoutPriority(-1)))
        XCTAssertThrowsError(try width.setPriority(LayoutPriority(.nan)))
        XCTAssertEqual(width.priority, .required)
        // Non-finite constants on an active constraint: the frames stay finite.
        width.constant = .nan
        width.constant = .infinity
        root.layoutIfNeeded()
        for frame in root.engine.framesInRoot().map(\.frame) {
            XCTAssertTrue(frame.minX.isFinite && frame.width.isFinite, "\(frame)")
        }
    }

    func testHostileHierarchyOperationsAreIgnored() {
        let (root, views) = layoutRoot(320, 480, subviews: ["a"])
        guard let a = views["a"] else { return XCTFail("views") }
        root.insertSubview(View(name: "low"), at: -5)
        root.insertSubview(View(name: "high"), at: Int.max)
        root.insertSubview(View(name: "min"), at: Int.min)
        a.addSubview(root)  // an ancestor into its descendant: ignored
        a.addSubview(a)  // itself: ignored
        root.removeFromSuperview()  // a root: nothing to do
        XCTAssertNil(root.superview)
        XCTAssertTrue(a.superview === root)
        XCTAssertEqual(root.subviews.map(\.name), ["min", "low", "a", "high"])
        let weird = View(name: "weird", frame: Rect(x: .nan, y: .infinity, width: -.infinity, height: .nan))
        root.addSubview(weird)
        root.layoutIfNeeded()
        XCTAssertTrue(a.frame.width.isFinite)
    }
}
