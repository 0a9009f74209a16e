import XCTest

// Finding views by tag, converting between coordinate spaces and reordering siblings, as a
// badge overlay or a drag-and-drop controller does.
#if canImport(UIKit)
    import UIKit
#else
    import RiggingUIKit
#endif

final class HierarchyCompatibilityTests: XCTestCase {
    @MainActor private func board() -> (root: UIView, board: UIView, tiles: [UIView]) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let board = UIView(frame: CGRect(x: 27.5, y: 100, width: 320, height: 320))
        root.addSubview(board)
        var tiles: [UIView] = []
        for row in 0..<4 {
            for column in 0..<4 {
                let tile = UIView(frame: CGRect(x: CGFloat(column) * 80, y: CGFloat(row) * 80, width: 80, height: 80).insetBy(dx: 2, dy: 2))
                tile.tag = 1 + row * 4 + column
                board.addSubview(tile)
                tiles.append(tile)
            }
        }
        return (root, board, tiles)
    }

    @MainActor func testTagsAndConversions() async throws {
        let (root, board, _) = board()
        let tile = try XCTUnwrap(root.viewWithTag(7))
        XCTAssertEqual(tile.frame, CGRect(x: 162, y: 82, width: 76, height: 76))
        XCTAssertNil(board.viewWithTag(99))
        XCTAssertTrue(root.viewWithTag(0) === root)
        XCTAssertEqual(tile.convert(CGPoint(x: 10, y: 10), to: root), CGPoint(x: 199.5, y: 192))
        XCTAssertEqual(root.convert(CGPoint(x: 199.5, y: 192), to: tile), CGPoint(x: 10, y: 10))
        XCTAssertEqual(board.convert(tile.frame, to: root), CGRect(x: 189.5, y: 182, width: 76, height: 76))
        XCTAssertEqual(tile.convert(tile.bounds, to: nil), CGRect(x: 189.5, y: 182, width: 76, height: 76))
        XCTAssertEqual(board.convert(CGRect(x: 0, y: 0, width: 10, height: 10), from: tile), CGRect(x: 162, y: 82, width: 10, height: 10))
        XCTAssertEqual(tile.convert(CGPoint.zero, from: root), CGPoint(x: -189.5, y: -182))
    }

    @MainActor func testZOrderReordersSubviewsAndKeepsFrames() async throws {
        let (_, board, tiles) = board()
        let first = tiles[0]
        board.bringSubviewToFront(first)
        XCTAssertTrue(board.subviews.last === first)
        XCTAssertEqual(first.frame, CGRect(x: 2, y: 2, width: 76, height: 76))
        let highlight = UIView(frame: first.frame.insetBy(dx: -4, dy: -4))
        board.insertSubview(highlight, belowSubview: first)
        XCTAssertTrue(board.subviews[board.subviews.count - 2] === highlight)
        board.sendSubviewToBack(first)
        XCTAssertTrue(board.subviews.first === first)
        let shadow = UIView()
        board.insertSubview(shadow, aboveSubview: tiles[1])
        XCTAssertEqual(board.subviews.firstIndex { $0 === shadow }, 2)
        board.exchangeSubview(at: 0, withSubviewAt: 1)
        XCTAssertTrue(board.subviews[1] === first)
        XCTAssertEqual(board.subviews.count, 18)
        highlight.removeFromSuperview()
        XCTAssertNil(highlight.superview)
        XCTAssertTrue(first.isDescendant(of: board))
    }

    @MainActor func testATransformChangesTheFrameNotTheBounds() async {
        let (root, board, _) = board()
        board.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        XCTAssertEqual(board.bounds, CGRect(x: 0, y: 0, width: 320, height: 320))
        XCTAssertEqual(board.center, CGPoint(x: 187.5, y: 260))
        XCTAssertEqual(board.frame, CGRect(x: 107.5, y: 180, width: 160, height: 160))
        XCTAssertEqual(board.convert(CGPoint(x: 320, y: 320), to: root), CGPoint(x: 267.5, y: 340))
        board.transform = .identity
        XCTAssertEqual(board.frame, CGRect(x: 27.5, y: 100, width: 320, height: 320))
        board.transform = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
        XCTAssertEqual(board.frame.width, 640)
        XCTAssertTrue(board.transform.isIdentity == false)
    }
}
