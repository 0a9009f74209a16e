import XCTest

@testable import Cassowary

/// Untracked dummies (Internal/DummyLog.swift): required equalities' dummy markers kept as a
/// record of row operations instead of cells, tracked on first use. Each test compares with a
/// fresh solver or with the values the equations force, and checks the invariants.
final class DummyRecordTests: XCTestCase {
    /// A chain x0 = 8, x[i] = x[i-1] + w + 8, closed by x[n-1] + w + 8 = W: every row depends
    /// on every link's constant, the case the record exists for.
    struct Chain {
        let solver = Solver()
        let W = Variable("W"), w = Variable("w")
        var x: [Variable] = []
        var links: [Constraint] = []
        init(_ n: Int) throws {
            x = (0..<n).map { Variable("x\($0)") }
            try solver.addEditVariable(W, strength: .strong)
            try solver.suggestValue(8 + Double(n) * 48, for: W)
            links.append(x[0] == 8)
            for i in 1..<n { links.append(x[i] == x[i - 1] + w + 8) }
            links.append(x[n - 1] + w + 8 == W)
            try solver.addConstraints(links)
            try solver.addConstraint(w >= 1)
            try solver.addConstraint((w == 40) | .weak)
        }
    }

    /// Every operation with every kind of value reads back as written, forward and backward,
    /// and a truncation drops exactly the values of the entries it drops.
    func testEntriesReadBackTheirOperationsAndValues() {
        let ops: [DummyLog.Op] = [.axpy, .scale, .unit, .clear, .copy]
        var written: [(DummyLog.Op, Int32, Int32, Double)] = []
        var log = DummyLog()
        for (i, op) in ops.enumerated() {
            for value in [1.0, -1.0, 0.25, -3e7] {
                let target: Int32 = [0, 5, DummyLog.pending, DummyLog.artificial, 99_999_999][i]
                let source = Int32(7 * i) - 2
                let stored = op == .clear || op == .copy ? 0 : value
                log.record(op, target, source, stored)
                written.append((op, target, source, stored))
            }
        }
        XCTAssertEqual(log.count, written.count)
        log.forEach(from: 0) { k, e, value in
            let (op, target, source, stored) = written[k]
            XCTAssertEqual(e.op, op)
            XCTAssertEqual(e.target, target)
            XCTAssertEqual(e.source, source)
            XCTAssertEqual(value, stored, "\(op) forward")
        }
        var next = log.values.count
        for k in written.indices.reversed() {
            XCTAssertEqual(log.value(of: log[k], previous: &next), written[k].3, "\(written[k].0) backward")
        }
        XCTAssertEqual(next, 0)
        log.truncate(to: 6)
        XCTAssertEqual(log.count, 6)
        XCTAssertEqual(log.values, [0.25, -3e7, 1])  // a scale by 1 is stored (the tableau logs none)
    }

    /// The record across its chunks: entries read back after growing past two chunks, after
    /// truncations to inside a chunk and to a chunk's edge, and after appending again.
    func testChunksReadBackAcrossTruncations() {
        let chunk = 1 << Tuning.dummyChunkShift
        var log = DummyLog()
        func value(_ k: Int) -> Double { k % 3 == 0 ? 1 : Double(k) + 0.5 }
        func append(_ range: Range<Int>) { for k in range { log.record(.axpy, Int32(k % 1000), Int32(k / 1000), value(k)) } }
        func check(_ n: Int, _ label: String) {
            XCTAssertEqual(log.count, n, label)
            var wrong = 0
            log.forEach(from: 0) { k, e, v in if e.target != Int32(k % 1000) || v != value(k) { wrong += 1 } }
            XCTAssertEqual(wrong, 0, label)
            XCTAssertEqual(log.valueIndex(at: n), log.values.count, label)
        }
        append(0..<(2 * chunk + 100))
        check(2 * chunk + 100, "grown")
        for n in [chunk + 5, chunk, chunk - 1, 3] {
            log.truncate(to: n)
            check(n, "truncated to \(n)")
        }
        append(3..<(chunk + 10))
        check(chunk + 10, "grown again")
        log = DummyLog()
        check(0, "emptied")
    }

    func testRowsHoldNoDummyCellsUntilOneIsNeeded() throws {
        let chain = try Chain(20)
        XCTAssertFalse(chain.solver.dump().contains("*d"), "dummy cells in rows:\n\(chain.solver.dump())")
        XCTAssertEqual(chain.solver.value(of: chain.w), 40, accuracy: 1e-9)
        assertSound(chain.solver, "after the build")
    }

    func testChangingAnEarlyLinkTracksItsDummyAndMovesEveryBox() throws {
        let chain = try Chain(20)
        try chain.solver.setConstant(-20, of: chain.links[0])  // x0 == 20
        assertSound(chain.solver, "after the change")
        XCTAssertEqual(chain.solver.value(of: chain.x[0]), 20, accuracy: 1e-9)
        // W = 8 + 20 * 48 = 968 still holds (strong), so w shrinks: 20 + 19 * (w + 8) + w + 8 = 968.
        let w = (968 - 20 - 20 * 8) / 20.0
        XCTAssertEqual(chain.solver.value(of: chain.w), w, accuracy: 1e-9)
        XCTAssertEqual(chain.solver.value(of: chain.x[19]), 20 + 19 * (w + 8), accuracy: 1e-9)
        // A batch of link changes tracks several dummies with one replay.
        try chain.solver.setConstants([(chain.links[5], -10), (chain.links[9], -10)])
        assertSound(chain.solver, "after the batch")
        let fresh = Solver()
        try fresh.addEditVariable(chain.W, strength: .strong)
        try fresh.suggestValue(968, for: chain.W)
        try fresh.addConstraints(chain.solver.constraints.filter { $0.strength.isRequired || $0.strength == .weak })
        for v in chain.x + [chain.w] { XCTAssertEqual(chain.solver.value(of: v), fresh.value(of: v), accuracy: 1e-9, "\(v)") }
    }

    /// A dummy made after the build has few entries against the tableau's rows: it replays
    /// from its own birth. Changing and removing its constraint gives what a fresh solver
    /// gives, and the solver stays sound.
    func testYoungDummyReplaysFromItsBirth() throws {
        let chain = try Chain(60)
        let z = Variable("z")
        let u = Variable("u")
        let young = z == chain.x[30] + u + 3
        try chain.solver.addConstraint(u == 2)
        try chain.solver.addConstraint(young)
        let tableau = chain.solver.tableau
        let born = try XCTUnwrap(tableau.registeredTag(of: young).map { tableau.symbols[tableau.tags[$0].marker].dummyBorn })
        XCTAssertGreaterThanOrEqual(born, 0, "the young dummy is untracked")
        XCTAssertLessThan(tableau.dummyLog.count - born, tableau.rows.count, "its record is short")
        try chain.solver.setConstant(-10, of: young)  // z - x30 - u - 10 == 0
        assertSound(chain.solver, "after the change")
        chain.solver.updateVariables()
        XCTAssertEqual(z.value, chain.x[30].value + 12, accuracy: 1e-9)
        let fresh = Solver()
        try fresh.addEditVariable(chain.W, strength: .strong)
        try fresh.suggestValue(8 + 60 * 48, for: chain.W)
        try fresh.addConstraints(chain.solver.constraints)
        for v in chain.x + [chain.w, z] { XCTAssertEqual(chain.solver.value(of: v), fresh.value(of: v), accuracy: 1e-9, "\(v)") }
        try chain.solver.removeConstraint(young)
        assertSound(chain.solver, "after the removal")
        XCTAssertFalse(chain.solver.hasConstraint(young))
        XCTAssertEqual(chain.solver.value(of: chain.x[59]), 8 + 59 * 48, accuracy: 1e-9)
    }

    /// A constraint added expecting its removal (a stack view's hiding constraint) has its
    /// dummy tracked from the start: rows hold its cells, and removing it needs no replay. The
    /// solutions are those of an ordinary add, before and after the removal.
    func testConstraintExpectingRemovalIsTrackedFromTheStart() throws {
        let chain = try Chain(40)
        let plain = try Chain(40)
        let pinned = chain.x[10] == chain.x[9] + 30
        let plainPinned = plain.x[10] == plain.x[9] + 30
        try chain.solver.addConstraint(pinned, expectingRemoval: true)
        try plain.solver.addConstraint(plainPinned)
        let tableau = chain.solver.tableau
        let marker = try XCTUnwrap(tableau.registeredTag(of: pinned).map { tableau.tags[$0].marker })
        XCTAssertLessThan(tableau.symbols[marker].dummyBorn, 0, "its dummy is tracked")
        XCTAssertFalse(tableau.symbols.columns[marker].isEmpty, "rows hold its cells")
        let plainTableau = plain.solver.tableau
        let plainMarker = try XCTUnwrap(plainTableau.registeredTag(of: plainPinned).map { plainTableau.tags[$0].marker })
        XCTAssertGreaterThanOrEqual(plainTableau.symbols[plainMarker].dummyBorn, 0, "an ordinary add leaves it untracked")
        assertSound(chain.solver, "after the add")
        for i in chain.x.indices { XCTAssertEqual(chain.solver.value(of: chain.x[i]), plain.solver.value(of: plain.x[i]), accuracy: 1e-9) }
        try chain.solver.removeConstraint(pinned)
        try plain.solver.removeConstraint(plainPinned)
        assertSound(chain.solver, "after the removal")
        for i in chain.x.indices { XCTAssertEqual(chain.solver.value(of: chain.x[i]), plain.solver.value(of: plain.x[i]), accuracy: 1e-9) }
        XCTAssertEqual(chain.solver.value(of: chain.x[39]), 8 + 39 * 48, accuracy: 1e-9)
    }

    func testRemovingAnEarlyLinkAndAddingItBack() throws {
        let chain = try Chain(20)
        try chain.solver.removeConstraint(chain.links[3])
        assertSound(chain.solver, "after removing a link")
        XCTAssertFalse(chain.solver.hasConstraint(chain.links[3]))
        try chain.solver.addConstraint(chain.links[3])
        assertSound(chain.solver, "after adding it back")
        XCTAssertEqual(chain.solver.value(of: chain.w), 40, accuracy: 1e-9)
        XCTAssertEqual(chain.solver.value(of: chain.x[19]), 8 + 19 * 48, accuracy: 1e-9)
    }

    func testConflictsNameTheUntrackedLinks() throws {
        let chain = try Chain(6)
        let pin = chain.x[5] == 1000  // required: w grows to 190.4, W's strong edit gives way
        try chain.solver.addConstraint(pin)
        let clash = chain.w == 2  // with x0 = 8 and x5 = 1000, w = (1000 - 8 - 40) / 5 = 190.4
        XCTAssertThrowsError(try chain.solver.addConstraint(clash)) { error in
            guard case SolverError.unsatisfiable(_, let conflicts) = error else { return XCTFail("\(error)") }
            // Minimal: the pin, x0 == 8 and the five links up to x5.
            XCTAssertEqual(
                Set(conflicts.map(ObjectIdentifier.init)),
                Set(([pin] + chain.links[0...5]).map(ObjectIdentifier.init)), "\(conflicts)")
        }
        assertSound(chain.solver, "after the refusal")
    }

    func testRedundantEqualityKeepsItsDummyRow() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        let a = x == 10
        let b = y == x + 5
        let c = y == 15
        try solver.addConstraints([a, b, c])  // c is implied by a and b
        assertSound(solver, "after the redundant equality")
        // Moving c alone now contradicts a and b.
        XCTAssertThrowsError(try solver.setConstant(-16, of: c))
        try solver.removeConstraint(a)
        try solver.setConstant(-16, of: c)  // y == 16 now holds with x == 11
        XCTAssertEqual(solver.value(of: x), 11, accuracy: 1e-9)
        assertSound(solver, "after removing the pin")
    }

    func testCompactingTracksEveryDummyAndChangesNothing() throws {
        let chain = try Chain(20)
        let before = chain.x.map { chain.solver.value(of: $0) }
        chain.solver.tableau.compactDummyLog(force: true)
        XCTAssertEqual(chain.solver.tableau.dummyLog.count, 0)
        XCTAssertTrue(chain.solver.dump().contains("*d"), "compaction should track the dummies")
        assertSound(chain.solver, "after compaction")
        XCTAssertEqual(chain.x.map { chain.solver.value(of: $0) }, before)
        try chain.solver.setConstant(-20, of: chain.links[0])
        assertSound(chain.solver, "a change after compaction")
        XCTAssertEqual(chain.solver.value(of: chain.x[0]), 20, accuracy: 1e-9)
    }

    /// Churn (optional constraints removed and added again, as W3 does) writes entries about
    /// rows that are gone; collecting drops them and leaves every live row's dummy content, and
    /// every later replay, exactly as it was.
    func testCollectingDropsDeadEntriesAndChangesNoReplay() throws {
        var chain = try Chain(12)
        let extra = (0..<chain.x.count).map { (chain.x[$0] >= Double($0) * 30) | .medium }
        for round in 0..<6 {
            try chain.solver.addConstraints(extra)
            for c in extra { try chain.solver.removeConstraint(c) }
            try chain.solver.suggestValue(8 + 12 * 48 + Double(round) * 7, for: chain.W)
        }
        chain.links.append(chain.x[3] == chain.x[2] + chain.w + 8)  // a redundant link
        try chain.solver.addConstraint(chain.links.last!)
        let before = chain.solver.tableau
        var after = before
        after.collectDummyLog()
        XCTAssertLessThan(after.dummyLog.count, before.dummyLog.count / 2)
        XCTAssertEqual(after.invariantViolations(), [])
        // Backward replays: each live row names the same dummies with the same weights.
        for r in before.rows.indices where before.rows[r].basic >= 0 {
            let want = before.untrackedDummies(of: Int32(r))
            let have = after.untrackedDummies(of: Int32(r))
            XCTAssertEqual(want.map(\.dummy), have.map(\.dummy), "row \(r)")
            for (a, b) in zip(want, have) { XCTAssertEqual(a.coefficient, b.coefficient, accuracy: 1e-12, "row \(r)") }
        }
        // Forward replays: tracking one dummy, then all, gives the same rows.
        let first = chain.solver.tableau.symbols.indices.first { before.isUntracked($0) && before.symbols.basicRow[$0] < 0 }
        var trackedBefore = before
        var trackedAfter = after
        if let d = first {
            trackedBefore.track(d)
            trackedAfter.track(d)
        }
        trackedBefore.compactDummyLog(force: true)
        trackedAfter.compactDummyLog(force: true)
        for r in before.rows.indices {
            let want = trackedBefore.row(r)
            let have = trackedAfter.row(r)
            XCTAssertEqual(want.basic, have.basic, "row \(r)")
            XCTAssertEqual(want.cells.map(\.symbol), have.cells.map(\.symbol), "row \(r)")
            for (a, b) in zip(want.cells, have.cells) { XCTAssertEqual(a.coefficient, b.coefficient, accuracy: 1e-12, "row \(r)") }
        }
        // The solver goes on from the collected record: a link's constant changes, a link goes.
        chain.solver.tableau = after
        try chain.solver.setConstant(-20, of: chain.links[0])
        try chain.solver.removeConstraint(chain.links[5])
        assertSound(chain.solver, "after changes on the collected record")
        let fresh = Solver()
        try fresh.addEditVariable(chain.W, strength: .strong)
        try fresh.suggestValue(8 + 12 * 48 + 5 * 7, for: chain.W)
        try fresh.addConstraints(chain.solver.constraints)
        XCTAssertEqual(chain.solver.value(of: chain.x[0]), 20, accuracy: 1e-9)
        for v in chain.x + [chain.w] { XCTAssertEqual(chain.solver.value(of: v), fresh.value(of: v), accuracy: 1e-9, "\(v)") }
    }
}
