#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A visual format Apple would reject: what went wrong, the format, and where parsing gave up.
///
/// `description` renders Apple's exception reason byte for byte:
/// `"Unable to parse constraint format: \n" + reason + " \n" + format + " \n" + caretLine`
/// (Apple puts a space before each newline), except for the two whole-string problems
/// (`emptyFormat`, `nonASCII`) which Apple reports on one line without a caret.
public struct VisualFormatError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong; `reason` gives Apple's wording.
    public let problem: Problem
    /// The format string as given.
    public let format: String
    /// The 0-based caret position in UTF-16 code units (Apple's NSString index), 0...format.utf16.count.
    ///
    /// Apple rejects non-ASCII formats before parsing, so for every error with a caret the format
    /// is ASCII and this is also its byte offset. For `nonASCII` it is the first non-ASCII character.
    public let index: Int

    /// Makes an error; `index` is clamped to 0...format.utf16.count.
    public init(problem: Problem, format: String, index: Int) {
        self.problem = problem
        self.format = format
        self.index = max(0, min(index, format.utf16.count))
    }

    /// The caret position in Characters (what `format.count` counts), for tools that index
    /// Swift strings. Equals `index` unless the format holds a `\r\n` pair before the caret.
    public var characterIndex: Int {
        let utf16 = format.utf16
        let end = utf16.index(utf16.startIndex, offsetBy: index)
        return format[..<end].count
    }

    /// Apple's description of the problem (the line above the format in the message).
    public var reason: String { problem.reason }

    /// The line of spaces and `^` that points at `index`.
    public var caretLine: String { String(repeating: " ", count: index) + "^" }

    /// False for the whole-string problems Apple reports without a caret.
    public var hasCaret: Bool {
        switch problem {
        case .emptyFormat, .nonASCII: return false
        default: return true
        }
    }

    /// Apple's full exception reason.
    public var description: String {
        guard hasCaret else { return "Unable to parse constraint format: " + reason }
        return "Unable to parse constraint format: \n" + reason + " \n" + format + " \n" + caretLine
    }

    /// Everything that can stop a visual format, one case per message Apple's parser can give.
    public enum Problem: Hashable, Sendable {
        /// The format is the empty string.
        case emptyFormat
        /// The format holds a character outside ASCII.
        case nonASCII
        /// `H` or `V` was not followed by `:` (the axis says which).
        case expectedColonAfterOrientation(LayoutAxis)
        /// The line is a lone `|` (after the orientation).
        case expectedConnectionAfterSuperview
        /// A connection was followed by something other than `[` or `|`.
        case expectedViewOrSuperview
        /// Text follows the closing `|`.
        case expectedEndOfFormat
        /// A view (`[`) was expected, or `[` ended the format.
        case expectedView
        /// `[` was not followed by a C identifier.
        case invalidViewName
        /// The name in `[name]` is not one of the views.
        case unknownView(String)
        /// The view name was followed by something other than `]` or `(`.
        case expectedViewEnd
        /// The format ended right after `[name(`.
        case unexpectedEndInView
        /// A view's predicate list did not end with `)`.
        case expectedPredicateEndInView
        /// A view's `)` was not followed by `]`.
        case expectedViewEndAfterPredicates
        /// A connection's predicate was not followed by `-`.
        case expectedDash
        /// A connection's predicate was followed by `,` outside parentheses.
        case expectedDashBeforeList
        /// `--`: a minus sign without parentheses, or an extra dash.
        case ambiguousMinus
        /// A connection's parenthesized list did not end with `)`.
        case expectedClosingParenthesis
        /// The format ended where a predicate should start.
        case expectedMoreInput
        /// `<`, `>` or `=` was not followed by `=`.
        case unknownRelation
        /// A constant or priority did not start with a digit, `-`, letter or `_`.
        case expectedNumberOrMetric
        /// A constant or priority starting with `-` was not a number (`strtod` read nothing).
        case expectedNumber
        /// A name is neither a metric nor a view.
        case unknownMetric(String)
        /// A view name was used as a connection's spacing or priority.
        case viewUsedAsSpacing
        /// A priority was not greater than 0 (the value as parsed).
        case priorityTooLow(Double)
        /// A priority was greater than 1000 (the value as parsed).
        case priorityTooHigh(Double)
        /// A constant was infinite or not a number (a Rigging addition; Apple accepts it).
        case nonFiniteConstant(Double)
        /// `spacingBaselineToBaseline` with an `H:` line.
        case baselineSpacingInHorizontalLayout
        /// An alignment option along the line's own axis (the axis of the line).
        case alignmentAlongLayout(LayoutAxis)
        /// `|` next to a view that has no superview (the view's name).
        case noSuperview(String)

        /// Apple's wording.
        public var reason: String {
            switch self {
            case .emptyFormat: return "It's an empty string."
            case .nonASCII: return "It contains non-ASCII characters."
            case .expectedColonAfterOrientation(.horizontal):
                return "Expected ':' after 'H' to specify horizontal arrangement"
            case .expectedColonAfterOrientation(.vertical):
                return "Expected ':' after 'V' to specify vertical arrangement"
            case .expectedConnectionAfterSuperview: return "Expected a connection after the '|' character"
            case .expectedViewOrSuperview: return "Expected a view or '|'"
            case .expectedEndOfFormat: return "Expected the end of the format string"
            case .expectedView: return "Expected a view"
            case .invalidViewName:
                return "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores."
            case .unknownView(let name): return "\(name) is not a key in the views dictionary."
            case .expectedViewEnd: return "Expected a ']' here. That is how you give the end of a view."
            case .unexpectedEndInView:
                return "Unexpectedly ran out of character fodder in the middle of parsing a view"
            case .expectedPredicateEndInView:
                return "A predicate on a view's thickness must end with ')' and the view must end with ']'"
            case .expectedViewEndAfterPredicates: return "Expected ']' after specifying thickness."
            case .expectedDash: return "Expected a '-' here"
            case .expectedDashBeforeList:
                return "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints"
            case .ambiguousMinus:
                return "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers."
            case .expectedClosingParenthesis:
                return "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier"
            case .expectedMoreInput: return "Expected more input"
            case .unknownRelation: return "Unknown relation. Must be ==, >=, or <="
            case .expectedNumberOrMetric:
                return "Expected a number or key from the metrics dictionary, but encountered something else"
            case .expectedNumber:
                return "Expected a number or a key from the metrics dictionary, but encountered something else"
            case .unknownMetric(let name):
                return "Encountered metric with name \"\(name)\", but value was not specified in metrics or views dictionaries"
            case .viewUsedAsSpacing:
                return
                    "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]"
            case .priorityTooLow(let value):
                return "Invalid priority specified: \(formatG(value)). Priority must be greater than 0"
            case .priorityTooHigh(let value):
                return "Invalid priority specified: \(formatG(value)). Priority cannot be higher than NSLayoutPriorityRequired, which is 1000."
            case .nonFiniteConstant(let value):
                return "Invalid constant specified: \(formatG(value)). Constants must be finite numbers"
            case .baselineSpacingInHorizontalLayout:
                return "BaselineToBaseline format option not valid for horizontal layout"
            case .alignmentAlongLayout(.horizontal):
                return "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal."
            case .alignmentAlongLayout(.vertical):
                return "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical."
            case .noSuperview:
                return "Unable to interpret '|' character, because the related view doesn't have a superview"
            }
        }
    }
}

/// `value` as C's `printf("%g")` prints it, which is how Apple formats priorities in messages.
func formatG(_ value: Double) -> String {
    var buffer = [CChar](repeating: 0, count: 64)
    let written = withVaList([value]) { vsnprintf(&buffer, buffer.count, "%g", $0) }
    let length = max(0, min(Int(written), buffer.count - 1))
    return String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
