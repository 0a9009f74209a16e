import AutoLayout
import Dispatch
import Foundation
import Rigging

/// The W2 grid (R rows, C columns) built in Swift as views, as `gridScene` builds it from a scene:
/// a `grid` view whose width and height constraints stand for W2's W and H, each row's H: line
/// chaining x and tying widths, each column's V: line chaining y and tying heights. With
/// `rowWidths`, each row's last box ends at its own width constraint (`rowWidth_i`, the row's
/// right edge from the grid's left) instead of at the grid's right edge.
struct SwiftGrid {
    let root: View
    let gridWidth: LayoutConstraint
    let rowWidths: [LayoutConstraint]

    init(rows r: Int, columns c: Int, rowWidths perRow: Bool) throws {
        root = View(name: "view", frame: Rect(x: 0, y: 0, width: 40_000, height: 40_000))
        let grid = View(name: "grid")
        grid.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(grid)
        var views: [String: View] = [:]
        func box(_ i: Int, _ j: Int) -> String { "b\(i)_\(j)" }
        for i in 0..<r {
            for j in 0..<c {
                let view = View(name: box(i, j))
                view.translatesAutoresizingMaskIntoConstraints = false
                grid.addSubview(view)
                views[box(i, j)] = view
            }
        }
        gridWidth = grid.widthAnchor.constraint(equalToConstant: Double(8 + c * 48))
        var constraints = [
            gridWidth, grid.heightAnchor.constraint(equalToConstant: Double(8 + r * 38)),
            grid.leftAnchor.constraint(equalTo: root.leftAnchor), grid.topAnchor.constraint(equalTo: root.topAnchor),
        ]
        var widths: [LayoutConstraint] = []
        for i in 0..<r {
            var line = "H:|-8-[\(box(i, 0))(>=1,==40@1)]"
            for j in 1..<c { line += "-8-[\(box(i, j))(==\(box(i, 0)))]" }
            if perRow {
                constraints += try LayoutConstraint.constraints(withVisualFormat: line, views: views)
                let last = try XCTUnwrapLike(views[box(i, c - 1)])
                let width = last.rightAnchor.constraint(equalTo: grid.leftAnchor, constant: Double(c * 48))
                width.identifier = "rowWidth_\(i)"
                widths.append(width)
            } else {
                constraints += try LayoutConstraint.constraints(withVisualFormat: line + "-8-|", views: views)
            }
        }
        for j in 0..<c {
            var line = "V:|-8-[\(box(0, j))(>=1,==30@1)]"
            for i in 1..<r { line += "-8-[\(box(i, j))(==\(box(0, j)))]" }
            constraints += try LayoutConstraint.constraints(withVisualFormat: line + "-8-|", views: views)
        }
        try LayoutConstraint.activate(constraints + widths)
        rowWidths = widths
    }
}

struct MissingView: Error {}

func XCTUnwrapLike<T>(_ value: T?) throws -> T {
    guard let value else { throw MissingView() }
    return value
}

/// W4 through the Swift API: the grid on a `LayoutRunLoop` ticking in real time on the main
/// queue; a background thread retargets the animated constraints every 7 ticks, as a user's
/// code would, and times each call. Between those retargets it wakes once a tick as well and
/// sends one animated constraint (each in turn) the target it already has: a full call that
/// leaves the motion as it is. So every tick period the thread makes a call after waiting about
/// 33 ms, at both sizes alike, and the first call after each wait (cold: its code and data have
/// left the caches while the thread slept) is measured often enough for a p99. Returns tick
/// costs, and the latency of every call and of the first call after each wait.
@MainActor
func runW4Swift(
    grid: SwiftGrid, animated: [LayoutConstraint], base: Double, ticks: Int
) async throws
    -> (costs: [Double], retargets: [Double], firstCalls: [Double])
{
    let loop = try LayoutRunLoop(root: grid.root)
    let handles = try animated.map { try loop.animator(for: $0) }
    var costs: [Double] = []
    let latencies = LatencyLog()
    let stopped = DispatchSemaphore(value: 0)
    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        loop.tickObserver = { _, cost in
            costs.append(cost)
            if costs.count == ticks {
                loop.tickObserver = nil
                loop.stop()
                stopped.signal()
                continuation.resume()
            }
        }
        do { try loop.start() } catch { continuation.resume(throwing: error) }
        DispatchQueue.global().async {
            var flip = false
            var call = 0
            var period = 0
            var target = base
            var deadline = DispatchTime.now().uptimeNanoseconds
            // Sleep in short steps until each call is due, as `SceneTiming`'s caller does, so
            // the latency measured is the call's, not a long-parked thread's wake-up.
            while stopped.wait(timeout: .now()) == .timedOut {
                if DispatchTime.now().uptimeNanoseconds < deadline {
                    usleep(500)
                    continue
                }
                deadline += 1_000_000_000 / 30
                let retarget = period % 7 == 0
                if retarget {
                    target = base + (flip ? -300.0 : 300.0) + Double(call % 3)
                    flip.toggle()
                    call += 1
                }
                let due = retarget ? Array(handles.indices) : [period % handles.count]
                for (n, i) in due.enumerated() {
                    let t0 = DispatchTime.now().uptimeNanoseconds
                    try? handles[i].animate(to: target)
                    latencies.append(Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e9, first: n == 0)
                }
                period += 1
            }
        }
    }
    return (costs, latencies.values, latencies.firstValues)
}

/// Latencies appended from the retargeting thread, read once it has stopped.
final class LatencyLog: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Double] = []
    private var firstStorage: [Double] = []
    /// Notes a call's latency; `first`: the first call after a wait.
    func append(_ value: Double, first: Bool) {
        lock.lock()
        storage.append(value)
        if first { firstStorage.append(value) }
        lock.unlock()
    }
    var values: [Double] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
    var firstValues: [Double] {
        lock.lock()
        defer { lock.unlock() }
        return firstStorage
    }
}

/// W4's ticks on the virtual clock: the same grid, animators and retarget schedule as
/// `runW4Swift`, stepped back to back on the caller's thread, so that the tick cost is measured
/// without the real clock's scheduling (and can be profiled).
@MainActor
func runW4Virtual(grid: SwiftGrid, animated: [LayoutConstraint], base: Double, ticks: Int) throws -> [Double] {
    let loop = try LayoutRunLoop(root: grid.root)
    let handles = try animated.map { try loop.animator(for: $0) }
    var costs: [Double] = []
    loop.tickObserver = { _, cost in costs.append(cost) }
    var flip = false
    for k in 0..<ticks {
        if k % 7 == 0 {
            let target = base + (flip ? -300.0 : 300.0)
            for handle in handles { try handle.animate(to: target + Double(k / 7 % 3)) }
            flip.toggle()
        }
        loop.step()
    }
    return costs
}
