import XCTest

@testable import AutoLayout

final class ActivationFailureRecordTests: XCTestCase {
    func testNoCommonAncestorIsLoggedAsUIKitNamesItAndRecorded() throws {
        let (root, views) = layoutRoot(100, 100, subviews: ["a"])
        var log: [String] = []
        root.engine.logHandler = { log.append($0) }
        let stranger = View(name: "stranger")
        let c = views["a"]!.leadingAnchor.constraint(equalTo: stranger.leadingAnchor, constant: 8)
        c.isActive = true
        XCTAssertFalse(c.isActive)
        guard case .noCommonAncestor(_, "a", "stranger")? = c.lastError else { return XCTFail("\(String(describing: c.lastError))") }
        XCTAssertEqual(
            log,
            [
                """
                Unable to activate constraint with anchors <XAxisAnchor "a.leading"> and <XAxisAnchor "stranger.leading"> \
                because they have no common ancestor.  Does the constraint or its anchors reference items in different view \
                hierarchies?  That's illegal.
                The constraint stays inactive: <LayoutConstraint a.leading == stranger.leading + 8>
                Make a symbolic breakpoint at LayoutEngine.alertForFailedActivation to catch this in the debugger.
                """
            ])
        XCTAssertEqual(root.engine.activationFailures.count, 1)
        let record = try XCTUnwrap(root.engine.activationFailures.first)
        XCTAssertTrue(record.constraint === c)
        XCTAssertEqual(record.error, c.lastError)
        // The stranger's tree had no engine; none is made for it.
        XCTAssertNil(stranger.engineCache)
        root.layoutIfNeeded()
        XCTAssertEqual(root.engine.activationFailures.count, 1)
    }

    func testItemsInTwoTreesWithEnginesAreRecordedInBothAndLoggedOnce() {
        let (root, views) = layoutRoot(100, 100, subviews: ["a"])
        let (other, others) = layoutRoot(50, 50, subviews: ["b"])
        var log: [String] = []
        var otherLog: [String] = []
        root.engine.logHandler = { log.append($0) }
        other.engine.logHandler = { otherLog.append($0) }
        let c = views["a"]!.heightAnchor.constraint(equalTo: others["b"]!.heightAnchor)
        c.isActive = true
        XCTAssertEqual(log.count, 1)
        XCTAssertTrue(
            log[0].hasPrefix("Unable to activate constraint with anchors <DimensionAnchor \"a.height\"> and <DimensionAnchor \"b.height\">"))
        XCTAssertEqual(otherLog, [])
        XCTAssertEqual(root.engine.activationFailures.map(\.constraint.description), [c.description])
        XCTAssertEqual(other.engine.activationFailures.map(\.constraint.description), [c.description])
    }

    func testAGuideNoViewOwnsNamesTheGuide() {
        let (root, views) = layoutRoot(100, 100, subviews: ["a"])
        var log: [String] = []
        root.engine.logHandler = { log.append($0) }
        let guide = LayoutGuide()
        guide.identifier = "column"
        views["a"]!.topAnchor.constraint(equalTo: guide.topAnchor).isActive = true
        XCTAssertEqual(root.engine.activationFailures.count, 1)
        XCTAssertEqual(log.count, 1)
        XCTAssertTrue(log[0].hasPrefix("Unable to activate constraint with anchors <YAxisAnchor \"a.top\"> and <YAxisAnchor \"LayoutGuide:"), log[0])
    }

    func testOtherRefusalsAreLoggedWithTheirError() {
        let (root, views) = layoutRoot(100, 100, subviews: ["a"])
        var log: [String] = []
        root.engine.logHandler = { log.append($0) }
        let c = views["a"]!.widthAnchor.constraint(equalToConstant: .infinity)
        c.isActive = true
        XCTAssertFalse(c.isActive)
        XCTAssertEqual(root.engine.activationFailures.first?.reason, "Non-finite constant in \(c.description)")
        XCTAssertEqual(log.first?.components(separatedBy: "\n").first, "Non-finite constant in \(c.description)")
    }

    func testThrowingActivationAndSuccessLogNothing() throws {
        let (root, views) = layoutRoot(100, 100, subviews: ["a"])
        var log: [String] = []
        root.engine.logHandler = { log.append($0) }
        XCTAssertThrowsError(try views["a"]!.leadingAnchor.constraint(equalTo: View(name: "stranger").leadingAnchor).activate())
        views["a"]!.widthAnchor.constraint(equalToConstant: 10).isActive = true
        XCTAssertEqual(log, [])
        XCTAssertEqual(root.engine.activationFailures.count, 0)
    }
}
