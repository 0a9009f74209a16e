import Cassowary
import Foundation

/// W2 of WORKLOADS.md on the bare solver, written from the workload text, for comparison in the same run.
/// With `requiredRoot`, W and H are held by required constraints `W == w`, `H == h` whose constants
/// change with one `setConstants` per tick: the solver operation the view layer makes for a root resize.
struct SolverGrid {
    let rows: Int, columns: Int
    var requiredRoot = false
    var rootWidth: Constraint?, rootHeight: Constraint?
    var solver = Solver()
    let W = Variable("W"), H = Variable("H")
    var x: [Variable] = [], y: [Variable] = [], w: [Variable] = [], h: [Variable] = []
    /// Every variable of the boxes, not retained (the arrays above own them): what a tick reads.
    var reads: [Unmanaged<Variable>] = []

    init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
    }

    func rootSize(tick k: Int) -> (Double, Double) {
        (8 + Double(columns) * 48 + 200 * sin(Double(k) / 30), 8 + Double(rows) * 38 + 100 * cos(Double(k) / 30))
    }

    /// Frees the previous build (outside the timed region, as for the views).
    mutating func reset() {
        solver = Solver()
        (x, y, w, h) = ([], [], [], [])
        reads = []
        (rootWidth, rootHeight) = (nil, nil)
    }

    mutating func build() throws {
        solver = Solver()
        let n = rows * columns
        x = (0..<n).map { Variable("x\($0)") }
        y = (0..<n).map { Variable("y\($0)") }
        w = (0..<n).map { Variable("w\($0)") }
        h = (0..<n).map { Variable("h\($0)") }
        reads = (x + y + w + h).map { Unmanaged.passUnretained($0) }
        if requiredRoot {
            let (width, height) = rootSize(tick: 0)
            let cw = W == width
            let ch = H == height
            try solver.addConstraint(cw)
            try solver.addConstraint(ch)
            rootWidth = cw
            rootHeight = ch
        } else {
            try solver.addEditVariable(W, strength: .strong)
            try solver.addEditVariable(H, strength: .strong)
        }
        for r in 0..<rows {
            for c in 0..<columns {
                let i = r * columns + c
                try solver.addConstraint(c == 0 ? x[i] == 8 : x[i] == x[i - 1] + w[i - 1] + 8)
                if c == columns - 1 { try solver.addConstraint(x[i] + w[i] + 8 == W) }
                try solver.addConstraint(r == 0 ? y[i] == 8 : y[i] == y[i - columns] + h[i - columns] + 8)
                if r == rows - 1 { try solver.addConstraint(y[i] + h[i] + 8 == H) }
                if c > 0 { try solver.addConstraint(w[i] == w[i - 1]) }
                if r > 0 { try solver.addConstraint(h[i] == h[i - columns]) }
                try solver.addConstraint(w[i] >= 1)
                try solver.addConstraint(h[i] >= 1)
                try solver.addConstraint((w[i] == 40) | .weak)
                try solver.addConstraint((h[i] == 30) | .weak)
            }
        }
        try tick(0)
    }

    func tick(_ k: Int) throws {
        let (width, height) = rootSize(tick: k)
        if let rootWidth, let rootHeight {
            try solver.setConstants([(rootWidth, -width), (rootHeight, -height)])
        } else {
            try solver.suggestValue(width, for: W)
            try solver.suggestValue(height, for: H)
        }
        solver.updateVariables()
        // Every value read, without a retain per variable (as the view layer reads them).
        var sum = 0.0
        for v in reads { sum += v._withUnsafeGuaranteedRef { $0.value } }
        sink += sum
    }
}
