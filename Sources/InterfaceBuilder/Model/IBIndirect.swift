/// Keeps a large, often absent part of a value on the heap (a view's text, button, table, ...),
/// so that the value holding it stays small to copy and to hold on the stack while a document's
/// tree is read. Copies share the stored part, which is never changed in place: setting stores
/// a new one, so the holder keeps the value semantics of `Value`.
@propertyWrapper
public struct IBIndirect<Value: Hashable & Sendable>: Hashable, Sendable {
    private indirect enum Storage: Hashable, Sendable {
        case value(Value)
    }

    private var storage: Storage

    /// Stores `wrappedValue`.
    public init(wrappedValue: Value) {
        storage = .value(wrappedValue)
    }

    /// The stored value.
    public var wrappedValue: Value {
        get {
            switch storage {
            case .value(let value): return value
            }
        }
        set { storage = .value(newValue) }
    }
}
