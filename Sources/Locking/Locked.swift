#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A value behind a pthread mutex: `Synchronization.Mutex`'s `withLock`, on a lock that
/// ThreadSanitizer understands.
///
/// ThreadSanitizer models pthread mutexes (it intercepts `pthread_mutex_lock`), but not the
/// futex `Mutex` waits on under Linux, so it reported races between accesses that `Mutex`
/// did order. Uncontended, locking and unlocking are one atomic operation each, as in `Mutex`.
///
/// `@unchecked Sendable`: every access to `value` happens inside `withLock`, under `mutex`,
/// and `sending` keeps a non-Sendable value from escaping the lock still shared (the same
/// contract as `Mutex`). The mutex lives at a fixed address of its own, as pthreads require.
package final class Locked<Value>: @unchecked Sendable {
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
    @usableFromInline var value: Value

    /// A lock guarding `initialValue`.
    package init(_ initialValue: consuming sending Value) {
        value = initialValue
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        let status = pthread_mutex_init(mutex, nil)
        precondition(status == 0, "pthread_mutex_init failed with \(status)")
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with exclusive access to the value; not reentrant (locking again from
    /// `body` deadlocks). Keep `body` short: copy under the lock, work outside it.
    @inlinable
    package func withLock<Result, E: Error>(_ body: (inout sending Value) throws(E) -> sending Result) throws(E) -> sending Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
