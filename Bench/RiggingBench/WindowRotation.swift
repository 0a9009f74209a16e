// The window workload: a window on an iPhone 15 whose view controller holds 100 multi-line
// labels (system font, 17 pt, `numberOfLines = 0`) in a column between the layout margins, so
// every label wraps at the width the safe area and margins leave it. Timed: a rotation without
// animation (traits, safe area and one layout with the re-wrap pass), and an animated rotation
// to its end on the window's 60 Hz virtual clock (the rotate call, then each tick).
// `RiggingBench --window` runs it alone.
import AutoLayout
import Dispatch
import Rigging

/// A column of `count` wrapping labels between the root view's margins.
final class LabelColumn: ViewController {
    let count: Int
    private(set) var labels: [Label] = []

    init(count: Int) {
        self.count = count
        super.init(name: "column")
    }

    override func viewDidLoad() {
        let words = [
            "layout", "the", "constraint", "wraps", "at", "a", "width", "label", "engine", "solves", "text",
            "rotation", "and", "height", "every", "line", "measures", "font",
        ]
        var above = view.layoutMarginsGuide.topAnchor
        var constraints: [LayoutConstraint] = []
        for k in 0..<count {
            let text = (0..<(4 + (k * 7) % 37)).map { words[($0 * 5 + k) % words.count] }.joined(separator: " ")
            let label = Label(name: "label\(k)", text: text)
            label.numberOfLines = 0
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
            constraints += [
                label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                label.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                label.topAnchor.constraint(equalTo: above, constant: 8),
            ]
            above = label.bottomAnchor
            labels.append(label)
        }
        try? LayoutConstraint.activate(constraints)
    }
}

@MainActor
func windowRotationBench() throws {
    func median(_ xs: [Double]) -> Double { xs.sorted()[xs.count / 2] }
    func seconds(_ body: () throws -> Void) rethrows -> Double {
        let t0 = now()
        try body()
        return Double(now() - t0) / 1e9
    }
    let window = Window(screen: Screen(device: try Device.lookup("iPhone 15")))
    let column = LabelColumn(count: 100)
    window.rootViewController = column
    let first = seconds { window.layoutIfNeeded() }
    var plain: [Double] = []
    for k in 0..<200 {
        plain.append(try seconds { try window.rotate(to: k % 2 == 0 ? .landscape : .portrait, animated: false) })
        sink += column.labels[99].frame.maxY
    }
    var starts: [Double] = []
    var ticks: [Double] = []
    let tickCount = Int((window.rotationDuration * 60).rounded(.up)) + 1
    for k in 0..<40 {
        starts.append(try seconds { try window.rotate(to: k % 2 == 0 ? .landscape : .portrait) })
        for _ in 0..<tickCount { ticks.append(seconds { sink += window.runLoop.step().views.last?.height ?? 0 }) }
    }
    emit([
        ("workload", "\"window rotation\""), ("labels", "100"), ("first_layout_s", "\(first)"),
        ("rotation_p50_s", "\(median(plain))"), ("animated_start_p50_s", "\(median(starts))"),
        ("animated_tick_p50_s", "\(median(ticks))"), ("ticks_per_rotation", "\(tickCount)"),
    ])
    rows.append(
        ("window rotation", "100 labels: \(us(median(plain))) unanimated; animated: start \(us(median(starts))), tick \(us(median(ticks))) (p50)"))
}
