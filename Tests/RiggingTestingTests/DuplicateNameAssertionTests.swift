import AutoLayout
import RiggingTesting
import XCTest

/// Layout assertions address views that share a name (`row`, `row#2`) and views without one.
final class DuplicateNameAssertionTests: XCTestCase {
    /// Three rows made in a loop, stacked 40 points apart, and an unnamed footer.
    private func list() throws -> View {
        let root = View(name: "list", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        var above = root.topAnchor
        for _ in 0..<3 {
            let row = View(name: "row")
            row.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(row)
            try LayoutConstraint.activate([
                row.topAnchor.constraint(equalTo: above), row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                row.widthAnchor.constraint(equalToConstant: 200), row.heightAnchor.constraint(equalToConstant: 40),
            ])
            above = row.bottomAnchor
        }
        let footer = View(frame: Rect(x: 0, y: 180, width: 200, height: 20))
        root.addSubview(footer)
        return root
    }

    func testEachRowIsAddressedByItsKey() throws {
        let root = try list()
        XCTAssertNil(
            verifyLayout(
                root,
                frames: [
                    "row": Rect(x: 0, y: 0, width: 200, height: 40),
                    "row#2": Rect(x: 0, y: 40, width: 200, height: 40),
                    "row#3": Rect(x: 0, y: 80, width: 200, height: 40),
                    "View[3]": Rect(x: 0, y: 180, width: 200, height: 20),
                ]))
        XCTAssertEqual(
            verifyLayout(root, frames: ["row#3": Rect(x: 0, y: 40, width: 200, height: 40)]),
            """
            layout of list:
              view row#3: frame (0, 80, 200, 40), expected (0, 40, 200, 40) (y off by 40 pt)
            """)
        XCTAssertEqual(
            verifyLayout(root, frames: ["row#4": .zero]),
            """
            layout of list:
              no view named "row#4" in the tree (views: list, row, row#2, row#3, View[3])
            """)
    }
}
