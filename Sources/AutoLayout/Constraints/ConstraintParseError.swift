/// Why a constraint string did not parse: what went wrong and the 0-based character position.
public struct ConstraintParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public let problem: Problem
    /// The text that was parsed.
    public let text: String
    /// The 0-based character where parsing failed (may be one past the end).
    public let position: Int
    /// The known name nearest to an unknown view, attribute or metric, when one is close.
    public let suggestion: String?

    /// Creates an error.
    public init(problem: Problem, text: String, position: Int, suggestion: String? = nil) {
        self.problem = problem
        self.text = text
        self.position = position
        self.suggestion = suggestion
    }

    /// The kinds of failure.
    public enum Problem: Hashable, Sendable {
        /// A name that is not among the views given.
        case unknownView(String)
        /// A name after `.` that is not a layout attribute.
        case unknownAttribute(String)
        /// A name in a number's place that is not among the metrics.
        case unknownMetric(String)
        /// Text that should be a number but is not one (or is not finite).
        case badNumber(String)
        /// Something else was expected here (e.g. "a relation (==, >=, <=)").
        case expected(String)
        /// Text left after a complete constraint.
        case trailingText
        /// The parts parsed but do not make a valid constraint (e.g. an x attribute tied to y).
        case invalidConstraint(String)
    }

    /// The message without the position.
    public var message: String {
        switch problem {
        case .unknownView(let name): return "Unknown view '\(name)'"
        case .unknownAttribute(let name): return "Unknown attribute '\(name)'"
        case .unknownMetric(let name): return "Unknown metric '\(name)'"
        case .badNumber(let text): return "Bad number '\(text)'"
        case .expected(let what): return "Expected \(what)"
        case .trailingText: return "Unexpected text after the constraint"
        case .invalidConstraint(let why): return why
        }
    }

    /// The message, the text and a caret under the position, on three lines; a suggestion
    /// follows the position (`Unknown view 'stak' at character 0 (did you mean 'stack'?):`).
    public var description: String {
        "\(message) at character \(position)" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "") + ":\n\(text)\n"
            + String(repeating: " ", count: position) + "^"
    }
}
