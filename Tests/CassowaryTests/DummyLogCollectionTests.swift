import TestHelpers
import XCTest

@testable import Cassowary

/// `DummyLog.collect` against a plain reference: the same entries kept, in order, with their
/// values, where a replay's values start, and every old position mapped to where the
/// entries before it now end. Records span several chunks, with stretches where every entry
/// stays (a prefix nothing moves in), where almost every entry goes (kept entries travel
/// chunks back), and mixed ones.
final class DummyLogCollectionTests: XCTestCase {
    typealias Written = (op: DummyLog.Op, target: Int32, source: Int32, value: Double)

    /// What `collect` must keep: the backward pass written out per entry, one flag each.
    func referenceKept(_ written: [Written], rows: Int, live liveRows: [Bool]) -> [Bool] {
        var live = [Int32: Bool]()
        for r in 0..<rows where liveRows[r] { live[Int32(r)] = true }
        var kept = [Bool](repeating: false, count: written.count)
        for k in written.indices.reversed() {
            let e = written[k]
            guard live[e.target] == true else { continue }
            kept[k] = true
            switch e.op {
            case .axpy: live[e.source] = true
            case .copy:
                live[e.target] = false
                live[e.source] = true
            case .clear: live[e.target] = false
            case .scale, .unit: break
            }
        }
        return kept
    }

    /// Entries for a record of `rows` row slots, in stretches: `.stays` targets only rows in
    /// `steady` and never overwrites them, `.goes` targets only rows that are not live, `.mixed`
    /// anything, the pending slot and the phase-one objective included.
    enum Stretch { case stays, goes, mixed }
    func entries(
        _ stretches: [(Stretch, Int)], rows: Int, steady: Range<Int>, dead: Range<Int>,
        using rng: inout SeededGenerator
    ) -> [Written] {
        let values: [Double] = [1, -1, 1, -1, 1, 0.5, -2.25, 3e7]
        var written: [Written] = []
        for (stretch, length) in stretches {
            for _ in 0..<length {
                let target: Int32
                let source: Int32
                var op = [DummyLog.Op.axpy, .axpy, .axpy, .scale, .unit, .clear, .copy].randomElement(using: &rng)!
                switch stretch {
                case .stays:
                    if op == .clear || op == .copy { op = .axpy }
                    target = Int32(Int.random(in: steady, using: &rng))
                    source = Int32(Int.random(in: steady, using: &rng))
                case .goes:
                    target = Int32(Int.random(in: dead, using: &rng))
                    source = Int32(Int.random(in: 0..<rows, using: &rng))
                case .mixed:
                    target = Int32(Int.random(in: -3..<rows, using: &rng))
                    source = Int32(Int.random(in: -3..<rows, using: &rng))
                }
                let slotOrDummy = op == .unit ? Int32(Int.random(in: 0..<1_000_000, using: &rng)) : source
                let value = op == .clear || op == .copy ? 0 : values.randomElement(using: &rng)!
                written.append((op, target == -1 ? -2 : target, slotOrDummy == -1 ? -3 : slotOrDummy, value))
            }
        }
        return written
    }

    func check(_ stretches: [(Stretch, Int)], seed: UInt64, file: StaticString = #filePath, line: UInt = #line) {
        var rng = SeededGenerator(seed: seed)
        let rows = 64
        let steady = 0..<16
        let dead = 40..<64
        let live = (0..<rows).map { steady.contains($0) || (!dead.contains($0) && Bool.random(using: &rng)) }
        let written = entries(stretches, rows: rows, steady: steady, dead: dead, using: &rng)
        var log = DummyLog()
        for e in written { log.record(e.op, e.target, e.source, e.value) }
        let original = log
        let kept = referenceKept(written, rows: rows, live: live)
        let moved = log.collect(rows: rows, isLive: { live[$0] }, positions: Array(0...written.count))
        let want = written.indices.filter { kept[$0] }.map { written[$0] }
        let context = "seed \(seed), \(stretches)"

        XCTAssertEqual(log.count, want.count, context, file: file, line: line)
        XCTAssertEqual(log.values, want.filter { !Self.implicit($0) }.map(\.value), context, file: file, line: line)
        var wrong = 0
        log.forEach(from: 0) { k, e, value in
            let w = want[k]
            if e.op != w.op || e.target != w.target || e.source != w.source || value != w.value { wrong += 1 }
        }
        XCTAssertEqual(wrong, 0, "entries differ from the reference's, \(context)", file: file, line: line)
        // A replay from any position finds its first value (a count from the nearer end).
        var stored = 0
        for k in 0...log.count {
            if k % 4_099 == 0 || k == log.count || k == log.count / 2 {
                XCTAssertEqual(log.valueIndex(at: k), stored, "value index at \(k), \(context)", file: file, line: line)
            }
            if k < log.count && log[k].storesValue { stored += 1 }
        }
        // Old positions map to how many kept entries were before them.
        var before = 0
        var misplaced = 0
        for k in 0...written.count {
            if moved[k] != before { misplaced += 1 }
            if k < written.count && kept[k] { before += 1 }
        }
        XCTAssertEqual(misplaced, 0, "positions mapped wrong, \(context)", file: file, line: line)
        XCTAssertEqual(log.layoutProblems, [], context, file: file, line: line)
        // The record goes on: appends land after the kept entries, and the copy taken before
        // the collection still reads what it held.
        log.record(.axpy, 3, 4, 0.75)
        XCTAssertEqual(log.count, want.count + 1, context, file: file, line: line)
        XCTAssertEqual(log.values.last, 0.75, context, file: file, line: line)
        XCTAssertEqual(log.layoutProblems, [], context, file: file, line: line)
        XCTAssertEqual(original.count, written.count, context, file: file, line: line)
        var unchanged = true
        original.forEach(from: 0) { k, e, value in if e.target != written[k].target || value != written[k].value { unchanged = false } }
        XCTAssertTrue(unchanged, "the copy before the collection changed, \(context)", file: file, line: line)
    }

    /// True when `e`'s value is implied by its operation (+1, -1; a scale by -1).
    static func implicit(_ e: Written) -> Bool {
        switch e.op {
        case .axpy, .unit: return e.value == 1 || e.value == -1
        case .scale: return e.value == -1
        case .clear, .copy: return true
        }
    }

    func testCollectionKeepsWhatTheReferenceKeeps() {
        let chunk = 1 << Tuning.dummyChunkShift
        check([], seed: 1)
        check([(.mixed, 700)], seed: 2)
        check([(.goes, 700)], seed: 3)
        check([(.stays, 700)], seed: 4)
        // A prefix that stays whole, then entries that travel one chunk back and many.
        check([(.stays, chunk + 300), (.goes, 2 * chunk), (.mixed, chunk + 77), (.stays, 5_000), (.goes, chunk / 2)], seed: 5)
        // Chunks left exactly full or exactly empty, and a first chunk that drops.
        check([(.stays, chunk), (.goes, chunk), (.stays, chunk)], seed: 6)
        check([(.goes, 10), (.stays, 2 * chunk - 10), (.mixed, 3 * chunk)], seed: 7)
        for seed in UInt64(8)..<12 { check([(.mixed, Int(seed) * 9_000), (.goes, 20_000), (.mixed, 40_000)], seed: seed) }
    }
}
