import AutoLayout

/// A scene that cannot be loaded or laid out: the file, where in it (a JSON path such as
/// `events[2].animate.curve`), and what was expected.
///
/// Constraint text problems also carry the entry's index in `"constraints"` and the character
/// position in its text (a VFL caret, or where an equation stops parsing), as `rig layout --json`
/// reports them.
public struct SceneError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file name as given (`-` for standard input), or nil for in-memory scenes.
    public var file: String?
    /// The JSON path of the offending value (`""` for the whole document).
    public var path: String
    /// What went wrong.
    public var problem: Problem
    /// Index into the scene's constraints, for problems with a constraint entry.
    public var constraint: Int?
    /// Character position in that constraint's text, when known.
    public var position: Int?

    /// An error at `path` in `file` (nil for in-memory scenes), with the constraint entry's index
    /// and the character position in its text when known.
    public init(file: String? = nil, path: String, problem: Problem, constraint: Int? = nil, position: Int? = nil) {
        self.file = file
        self.path = path
        self.problem = problem
        self.constraint = constraint
        self.position = position
    }

    /// Every kind of problem a scene can have.
    public enum Problem: Hashable, Sendable {
        /// The file cannot be read (the system's reason).
        case unreadable(String)
        /// The text is not JSON.
        case syntax(JSONSyntaxError)
        /// A value of the wrong kind: what was expected and what was found.
        case expected(String, found: String)
        /// A required key is missing.
        case missingKey(String)
        /// A key the scene format does not define; the keys allowed there.
        case unknownKey(String, allowed: [String])
        /// A value out of range or malformed (the message says which).
        case invalid(String)
        /// A view name used but not defined; the names that are.
        case unknownView(String, known: [String])
        /// A name defined twice.
        case duplicateName(String)
        /// A constraint reference matching no id or selector; the ids that exist.
        case unknownConstraint(String, ids: [String])
        /// A selector matching more than one active constraint (their descriptions) or none.
        case ambiguousSelector(String, candidates: [String])
        /// A curve the scene format does not know.
        case unknownCurve(String)
        /// An event earlier than the one before it.
        case eventsOutOfOrder(previous: Double, time: Double)
        /// A visual format Apple would reject.
        case visualFormat(VisualFormatError)
        /// A constraint equation that does not parse or names unknown items.
        case constraintText(String)
        /// The input is not JSON at all (a scene is a JSON object); how it starts.
        case notJSON(start: String)
        /// The input is a frame dump (JSON Lines), not a scene.
        case frameDump
    }

    /// One line: `file: path: message`, with the VFL caret block on the following lines. Every
    /// piece of input it quotes (the file name, names, lists of names) is bounded and its control
    /// characters escaped (`InputQuote`).
    public var description: String {
        var prefix = file.map { InputQuote.bounded($0) + ": " } ?? ""
        if case .syntax(let syntax) = problem {
            prefix = (file.map(InputQuote.bounded) ?? "<scene>") + ":\(syntax.line):\(syntax.column): "
            return prefix + "invalid JSON: " + syntax.message
        }
        if !path.isEmpty { prefix += InputQuote.bounded(path) + ": " }
        return prefix + message
    }

    /// The message without file and path.
    public var message: String {
        switch problem {
        case .unreadable(let reason): return "cannot read the scene: \(reason)"
        case .syntax(let syntax): return "invalid JSON at line \(syntax.line), column \(syntax.column): \(syntax.message)"
        case .expected(let what, let found): return "expected \(what), found \(found)"
        case .missingKey(let key): return "missing key \"\(key)\""
        case .unknownKey(let key, let allowed):
            if let near = Suggestion.nearest(to: key, among: allowed) { return "unknown key \(InputQuote.quoted(key)); did you mean \"\(near)\"?" }
            return "unknown key \(InputQuote.quoted(key)); expected one of " + allowed.map { "\"\($0)\"" }.joined(separator: ", ")
        case .invalid(let message): return message
        case .unknownView(let name, let known):
            if let near = Suggestion.nearest(to: name, among: known) { return "unknown view \(InputQuote.quoted(name)); did you mean \"\(near)\"?" }
            return "unknown view \(InputQuote.quoted(name)); the views are " + InputQuote.list(known)
        case .duplicateName(let name): return "the name \(InputQuote.quoted(name)) is defined twice"
        case .unknownConstraint(let name, let ids):
            if let near = Suggestion.nearest(to: name, among: ids) {
                return "unknown constraint \(InputQuote.quoted(name)) (not an id, nor a selector view.attribute); did you mean \"\(near)\"?"
            }
            let list = ids.isEmpty ? "the scene has no constraint ids" : "the ids are " + InputQuote.list(ids)
            return "unknown constraint \(InputQuote.quoted(name)) (not an id, nor a selector view.attribute); \(list)"
        case .ambiguousSelector(let selector, let candidates):
            if candidates.isEmpty { return "the selector \(InputQuote.quoted(selector)) matches no active constraint" }
            return "the selector \(InputQuote.quoted(selector)) matches \(candidates.count) active constraints: "
                + InputQuote.list(candidates, separator: "; ") + "; give the one you mean an id"
        case .unknownCurve(let name):
            let names = ["linear", "easeIn", "easeOut", "easeInEaseOut", "default", "exponential", "bezier", "spring"]
            if let near = Suggestion.nearest(to: name, among: names) { return "unknown curve \(InputQuote.quoted(name)); did you mean \"\(near)\"?" }
            return "unknown curve \(InputQuote.quoted(name)); expected \"linear\", \"easeIn\", \"easeOut\", \"easeInEaseOut\", \"default\", "
                + "{\"exponential\": f}, {\"bezier\": [x1, y1, x2, y2]} or {\"spring\": {...}}"
        case .eventsOutOfOrder(let previous, let time):
            return "events out of order: at \(SceneError.number(time)) comes after an event at \(SceneError.number(previous))"
        case .visualFormat(let error): return error.description
        case .constraintText(let message): return message
        case .notJSON(let start):
            return "not JSON: a scene is a JSON object ({...}; see the scene format), but this starts with \(InputQuote.quoted(start))"
        case .frameDump:
            return
                "this is a frame dump (JSON Lines), not a scene: rig diff compares dumps, and rig check --expect compares a scene's replay with one"
        }
    }

    static func number(_ value: Double) -> String { NumberFormat.string(value) }
}
