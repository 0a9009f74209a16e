import Dispatch
import Locking
import XCTest

final class LockedTests: XCTestCase {
    func testConcurrentIncrementsAreAllCounted() {
        let counter = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<10_000 { counter.withLock { $0 += 1 } }
        }
        XCTAssertEqual(counter.withLock { $0 }, 80_000)
    }

    func testAThrowingBodyLeavesTheValueItWroteAndUnlocks() {
        struct Refused: Error, Equatable { let value: Int }
        let lock = Locked([1])
        XCTAssertThrowsError(
            try lock.withLock { (values: inout [Int]) throws(Refused) in
                values.append(2)
                throw Refused(value: values.count)
            }
        ) { XCTAssertEqual($0 as? Refused, Refused(value: 2)) }
        // Locking again would deadlock had the throw left the mutex held.
        XCTAssertEqual(lock.withLock { $0 }, [1, 2])
    }
}
