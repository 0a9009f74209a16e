import Synchronization

/// A value behind a `Mutex`, shared by reference between the threads of a measurement (the
/// library's own lock type is internal to the root package; benchmarks do not run under
/// ThreadSanitizer, so the futex-based `Mutex` serves).
final class Locked<Value>: Sendable {
    private let mutex: Mutex<Value>

    /// A lock guarding `initialValue`.
    init(_ initialValue: sending Value) {
        mutex = Mutex(initialValue)
    }

    /// Runs `body` with exclusive access to the value.
    func withLock<Result>(_ body: (inout sending Value) -> sending Result) -> sending Result {
        mutex.withLock(body)
    }
}
