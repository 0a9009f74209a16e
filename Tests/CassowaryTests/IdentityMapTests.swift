import TestHelpers
import XCTest

@testable import Cassowary

/// The registry's open-addressing map against `Dictionary`, through growth, deletion with
/// backward shifts, runs that wrap around the end of the table, and keys reused after removal.
final class IdentityMapTests: XCTestCase {
    /// Keys as object identities (addresses are never 0; the map never dereferences them).
    private func key(_ n: UInt) -> ObjectIdentifier { unsafeBitCast(n &* 16 &+ 16, to: ObjectIdentifier.self) }

    func testRandomOperationsMatchDictionary() {
        var random = SeededGenerator(seed: 7)
        for universe in [5, 40, 600] as [UInt] {
            var map = IdentityMap()
            var model: [ObjectIdentifier: Int] = [:]
            for step in 0..<20_000 {
                let k = key(UInt.random(in: 0..<universe, using: &random))
                switch Int.random(in: 0..<3, using: &random) {
                case 0:
                    map[k] = step
                    model[k] = step
                case 1:
                    map[k] = nil
                    model[k] = nil
                default: XCTAssertEqual(map[k], model[k], "universe \(universe), step \(step)")
                }
                XCTAssertEqual(map.count, model.count)
            }
            for n in 0..<universe { XCTAssertEqual(map[key(n)], model[key(n)], "universe \(universe), key \(n)") }
        }
    }

    func testRealObjectsAndRemovalOfEveryOther() {
        let objects = (0..<1_000).map { Variable("v\($0)") }
        var map = IdentityMap()
        for (i, v) in objects.enumerated() { map[ObjectIdentifier(v)] = i }
        for (i, v) in objects.enumerated() where i % 2 == 0 { map[ObjectIdentifier(v)] = nil }
        XCTAssertEqual(map.count, 500)
        for (i, v) in objects.enumerated() { XCTAssertEqual(map[ObjectIdentifier(v)], i % 2 == 0 ? nil : i) }
        map[ObjectIdentifier(objects[0])] = nil  // absent: nothing happens
        XCTAssertEqual(map.count, 500)
    }
}
