/// A JSON value as a scene file holds it: objects keep their keys in document order.
///
/// Read with `JSONValue.parse(_:)`, a strict RFC 8259 reader that rejects duplicate keys,
/// nesting deeper than `JSONValue.maximumDepth`, numbers that overflow to infinity, invalid
/// UTF-8 and trailing garbage, each with a `JSONSyntaxError` naming the byte, line and column.
indirect enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// Deepest nesting of arrays and objects the reader accepts.
    static let maximumDepth = 256

    /// What kind of value this is, as error messages name it ("a number", "an object", ...).
    var kindDescription: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// A JSON object: its members in document order, keys unique.
struct JSONObject: Sendable, Hashable {
    /// The members in document order.
    var members: [(key: String, value: JSONValue)]

    /// An object with these members (keys must be unique; the reader guarantees it).
    init(_ members: [(key: String, value: JSONValue)]) { self.members = members }

    /// The value for `key`, or nil.
    subscript(key: String) -> JSONValue? {
        for member in members where member.key == key { return member.value }
        return nil
    }

    /// The keys in document order.
    var keys: [String] { members.map(\.key) }

    static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.members.count == rhs.members.count
            && zip(lhs.members, rhs.members).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(members.count)
        for member in members {
            hasher.combine(member.key)
            hasher.combine(member.value)
        }
    }
}

/// Malformed JSON text: what was expected and where (byte offset, 1-based line and column).
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What the reader expected or found wrong, e.g. `expected ',' or '}' after an object member`.
    public let message: String
    /// 0-based byte offset of the problem.
    public let offset: Int
    /// 1-based line of the problem.
    public let line: Int
    /// 1-based column (in bytes) of the problem.
    public let column: Int

    /// The error as `line L, column C: message`.
    public var description: String { "line \(line), column \(column): \(message)" }
}
