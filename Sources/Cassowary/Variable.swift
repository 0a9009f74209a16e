import Synchronization

/// An unknown of the linear system, compared by identity; `name` is for diagnostics only.
///
/// A solver writes `value` in `Solver.updateVariables()`. The value lives in an atomic cell so
/// that a variable may be read from any thread (a reader sees the last value written).
public final class Variable: Sendable, CustomStringConvertible {
    /// The name shown in descriptions and dumps.
    public let name: String
    @usableFromInline let bits = Atomic<UInt64>(0)
    /// Which solver has this variable's symbol, and which (Tableau+Registry.swift).
    let registryHint = Atomic<UInt64>(0)

    private static let serial = Atomic<Int>(0)

    /// Creates a variable; an unnamed one is called `v1`, `v2`, ... in creation order.
    public init(_ name: String = "") {
        self.name = name.isEmpty ? "v\(Variable.serial.add(1, ordering: .relaxed).newValue)" : name
    }

    /// The value the solver last wrote (0 before any `updateVariables()`).
    /// (Inlinable: a read is one load, with no call that would make a caller retain the variable.)
    public internal(set) var value: Double {
        @inlinable get { Double(bitPattern: bits.load(ordering: .relaxed)) }
        set { bits.store(newValue.bitPattern, ordering: .relaxed) }
    }

    /// The variable's `name`.
    public var description: String { name }
}
