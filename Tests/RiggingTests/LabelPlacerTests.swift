import XCTest

@testable import Rigging

final class LabelPlacerTests: XCTestCase {
    typealias Box = LabelPlacer.Box

    /// The players demo's container and its first bar: the container's name may not sit on the
    /// bar, the bar's name fits inside it, and a 12-unit-wide spacer gets its name beside it.
    func testNoOverlapParentsNeverCoverChildrenNarrowViewsGetLeaders() {
        let names = ["view", "container", "p1", "spacer"]
        let boxes = [
            Box(x: 0, y: 0, w: 568, h: 320), Box(x: 164, y: 40, w: 240, h: 120),
            Box(x: 172, y: 48, w: 42, h: 104), Box(x: 272, y: 48, w: 12, h: 104),
        ]
        let labels = LabelPlacer(area: boxes[0], charWidth: 6, lineHeight: 12).place(names: names, boxes: boxes)
        XCTAssertEqual(Set(labels.map(\.view)), [1, 2, 3])
        for a in labels {
            for b in labels where a.view != b.view { XCTAssertFalse(a.box.overlaps(b.box), "\(names[a.view]) over \(names[b.view])") }
            for (u, o) in boxes.enumerated() where u != a.view && !o.contains(boxes[a.view]) {
                XCTAssertFalse(o.overlaps(a.box), "\(names[a.view])'s label over \(names[u])")
            }
        }
        XCTAssertNotNil(labels.first { $0.view == 3 }?.leader, "the spacer's name sits beside it")
        XCTAssertNil(labels.first { $0.view == 2 }?.leader, "p1's name fits inside")
    }

    func testManyViewsStayBounded() {
        let boxes = [Box(x: 0, y: 0, w: 1000, h: 1000)] + (0..<10_000).map { Box(x: Double($0 % 100) * 10, y: Double($0 / 100) * 10, w: 9, h: 9) }
        let labels = LabelPlacer(area: boxes[0], charWidth: 6, lineHeight: 12).place(names: ["view"] + (0..<10_000).map { "v\($0)" }, boxes: boxes)
        XCTAssertTrue(labels.isEmpty, "names that fit nowhere inside are left to the legend")
    }
}
