import TestHelpers
import XCTest

@testable import AutoLayout

/// Random sequences of arranged-view changes (hide, show, insert, remove, axis, alignment,
/// distribution, spacing) on a stack of fixed size: after every layout no constraint is broken,
/// the visible views tile the stack along its axis in order with the spacing between them, and
/// hidden views have no extent along it. (A stack whose views are all hidden cannot fill its
/// fixed size: that conflict is logged, and is the only one allowed.)
final class StackViewPropertyTests: XCTestCase {
    func testRandomChangesKeepTheArrangement() throws {
        let seed: UInt64 = 0x5EED_57AC
        var random = SeededGenerator(seed: seed)
        let (root, _) = layoutRoot(300, 200)
        let stack = StackView(name: "stack")
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.distribution = .fillEqually
        root.addSubview(stack)
        try LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor), stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor), stack.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        var made = 0
        func newView() -> View {
            made += 1
            let view = View(name: "v\(made)")
            view.fixedIntrinsicContentSize = Size(
                width: Double.random(in: 5...40, using: &random),
                height: Double.random(in: 5...40, using: &random))
            return view
        }
        for _ in 0..<4 { stack.addArrangedSubview(newView()) }
        for step in 0..<150 {
            let arranged = stack.arrangedSubviews
            let records = root.engine.unsatisfiableRecords.count
            switch Int.random(in: 0..<8, using: &random) {
            case 0, 1: arranged.randomElement(using: &random)?.isHidden.toggle()
            case 2: stack.insertArrangedSubview(newView(), at: Int.random(in: 0...arranged.count, using: &random))
            case 3: if arranged.count > 1 { arranged.randomElement(using: &random)?.removeFromSuperview() }
            case 4: stack.axis = Bool.random(using: &random) ? .horizontal : .vertical
            case 5: stack.alignment = StackView.Alignment.allCases.randomElement(using: &random) ?? .fill
            case 6: stack.spacing = Double(Int.random(in: 0...12, using: &random))
            default:
                if let view = arranged.randomElement(using: &random) {
                    stack.setCustomSpacing(Double(Int.random(in: 0...20, using: &random)), after: view)
                }
            }
            root.layoutIfNeeded()
            let context = "seed \(seed), step \(step)"
            let visible = stack.arrangedSubviews.filter { !$0.isHidden }
            // Only a stack of hidden views conflicts: it has no extent, and its size is fixed.
            if !visible.isEmpty { XCTAssertEqual(root.engine.unsatisfiableRecords.count, records, context) }
            let horizontal = stack.axis == .horizontal
            func low(_ r: Rect) -> Double { horizontal ? r.minX : r.minY }
            func extent(_ r: Rect) -> Double { horizontal ? r.width : r.height }
            for view in stack.arrangedSubviews where view.isHidden && !visible.isEmpty {
                XCTAssertEqual(extent(view.frame), 0, accuracy: 1e-6, context)
            }
            guard let first = visible.first, let last = visible.last else { continue }
            XCTAssertEqual(low(first.frame), 0, accuracy: 1e-6, context)
            XCTAssertEqual(low(last.frame) + extent(last.frame), horizontal ? 300 : 200, accuracy: 1e-6, context)
            for (a, b) in zip(visible, visible.dropFirst()) {
                let custom = stack.customSpacing(after: a)
                let gap = custom == StackView.spacingUseDefault ? stack.spacing : custom
                XCTAssertEqual(low(b.frame) - (low(a.frame) + extent(a.frame)), gap, accuracy: 1e-6, context)
                XCTAssertEqual(extent(a.frame), extent(b.frame), accuracy: 1e-6, context)
            }
        }
    }
}
