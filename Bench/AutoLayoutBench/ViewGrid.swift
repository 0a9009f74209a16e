import AutoLayout
import Foundation

/// W2 of WORKLOADS.md as views: R x C boxes, each a view, its constraints LayoutConstraints,
/// inside a root whose frame is the W x H of the workload.
struct ViewGrid {
    let rows: Int, columns: Int
    var root = View(name: "root")
    var boxes: [View] = []

    init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
    }

    /// W = 8 + C*48 + 200 sin(k/30), H = 8 + R*38 + 100 cos(k/30).
    func rootSize(tick k: Int) -> (Double, Double) {
        (8 + Double(columns) * 48 + 200 * sin(Double(k) / 30), 8 + Double(rows) * 38 + 100 * cos(Double(k) / 30))
    }

    /// Frees the previous build (outside the timed region: freeing a tree is not laying one out).
    mutating func reset() {
        boxes = []
        root = View(name: "root")
    }

    /// Builds the views and constraints and runs the first layout pass.
    mutating func build() throws {
        let (w, h) = rootSize(tick: 0)
        root = View(name: "root", frame: Rect(x: 0, y: 0, width: w, height: h))
        boxes = (0..<rows * columns).map { i in
            let box = View(name: "box\(i)")
            box.translatesAutoresizingMaskIntoConstraints = false
            return box
        }
        for box in boxes { root.addSubview(box) }
        var constraints: [LayoutConstraint] = []
        constraints.reserveCapacity(boxes.count * 9)
        for r in 0..<rows {
            for c in 0..<columns {
                let box = boxes[r * columns + c]
                if c == 0 {
                    constraints.append(box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 8))
                } else {
                    constraints.append(box.leftAnchor.constraint(equalTo: boxes[r * columns + c - 1].rightAnchor, constant: 8))
                }
                if c == columns - 1 { constraints.append(root.rightAnchor.constraint(equalTo: box.rightAnchor, constant: 8)) }
                if r == 0 {
                    constraints.append(box.topAnchor.constraint(equalTo: root.topAnchor, constant: 8))
                } else {
                    constraints.append(box.topAnchor.constraint(equalTo: boxes[(r - 1) * columns + c].bottomAnchor, constant: 8))
                }
                if r == rows - 1 { constraints.append(root.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: 8)) }
                if c > 0 { constraints.append(box.widthAnchor.constraint(equalTo: boxes[r * columns + c - 1].widthAnchor)) }
                if r > 0 { constraints.append(box.heightAnchor.constraint(equalTo: boxes[(r - 1) * columns + c].heightAnchor)) }
                constraints.append(box.widthAnchor.constraint(greaterThanOrEqualToConstant: 1))
                constraints.append(box.heightAnchor.constraint(greaterThanOrEqualToConstant: 1))
                let weakWidth = box.widthAnchor.constraint(equalToConstant: 40)
                weakWidth.priority = .defaultLow
                let weakHeight = box.heightAnchor.constraint(equalToConstant: 30)
                weakHeight.priority = .defaultLow
                constraints.append(weakWidth)
                constraints.append(weakHeight)
            }
        }
        try LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        readAll()
    }

    /// One tick: the root's size changes, one layout pass, every frame read in root coordinates.
    func resize(tick k: Int) {
        let (w, h) = rootSize(tick: k)
        root.frame = Rect(x: 0, y: 0, width: w, height: h)
        root.layoutIfNeeded()
        readAll()
    }

    func readAll() {
        var sum = 0.0
        for frame in root.engine.rootFrames { sum += frame.minX + frame.minY + frame.width + frame.height }
        sink += sum
    }

    /// Every box of a row has the same width, (W - 8*(C+1)) / C.
    func check(tick k: Int) throws {
        let want = (rootSize(tick: k).0 - 8 * Double(columns + 1)) / Double(columns)
        for (i, box) in boxes.enumerated() where abs(box.frame.width - want) > 1e-6 {
            throw WrongAnswer(description: "views \(rows)x\(columns): box \(i) width \(box.frame.width), expected \(want)")
        }
        if !root.engine.unsatisfiableRecords.isEmpty { throw WrongAnswer(description: "unsatisfiable constraints in W2") }
    }
}
