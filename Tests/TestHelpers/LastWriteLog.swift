import Dispatch
import Locking

/// For stress tests of "the last write wins", with writes racing from several threads.
///
/// `write` performs a write and records it under one lock, so the record's order is the order
/// in which the writes landed. `finish` reports, from any thread, that a write took effect and
/// what it produced. Once every write is done, `waitForLast` waits until the last write
/// recorded for a key has been reported finished.
public final class LastWriteLog<Value: Equatable & Sendable, Outcome: Sendable>: Sendable {
    private struct Entry {
        var last: Value?
        var finished: [(value: Value, outcome: Outcome)] = []
    }

    private let entries: Locked<[Entry]>
    private let reports: [DispatchSemaphore]

    /// A log for keys `0..<keys`.
    public init(keys: Int) {
        entries = Locked(Array(repeating: Entry(), count: keys))
        reports = (0..<keys).map { _ in DispatchSemaphore(value: 0) }
    }

    /// Runs `write`, then records `value` as `key`'s last write unless `write` threw; both under
    /// the lock, so writes through this log land in the order recorded.
    public func write<E: Error>(_ key: Int, _ value: Value, _ write: () throws(E) -> Void) throws(E) {
        try entries.withLock { entries throws(E) in
            try write()
            entries[key].last = value
        }
    }

    /// The last value written for `key`, nil if none.
    public func last(_ key: Int) -> Value? { entries.withLock { $0[key].last } }

    /// Reports that `key`'s write of `value` took effect with `outcome` (from any thread).
    public func finish(_ key: Int, _ value: Value, _ outcome: Outcome) {
        entries.withLock { $0[key].finished.append((value, outcome)) }
        reports[key].signal()
    }

    /// Waits until `key`'s last write is reported finished and returns its outcome; nil if
    /// `key` was never written or no report came for `timeout` seconds (a deadlock, or the last
    /// write never took effect).
    public func waitForLast(_ key: Int, timeout: Double) -> Outcome? {
        guard let last = last(key) else { return nil }
        while true {
            if let outcome = entries.withLock({ $0[key].finished.last { $0.value == last }?.outcome }) { return outcome }
            guard reports[key].wait(timeout: .now() + timeout) == .success else { return nil }
        }
    }
}
