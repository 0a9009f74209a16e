/// A problem `IBDocument.lint(_:)` finds on one laid-out screen.
public struct IBLintFinding: Sendable, Hashable {
    /// What is checked.
    public enum Check: String, Sendable, Hashable, CaseIterable {
        /// Required constraints that cannot all hold: the engine broke one.
        case unsatisfiable
        /// A view whose frame the constraints do not decide.
        case ambiguous
        /// A view that lies (partly) outside its superview, where Xcode's frames placed it inside.
        case outsideSuperview
        /// A subview of the root that lies (partly) outside the screen, where Xcode's frames placed it on it.
        case offScreen
        /// A visible view with no width or height (or a negative one), which Xcode's frames gave a size.
        case zeroSize
        /// Two sibling controls or texts that overlap, where Xcode's frames kept them apart.
        case overlap
        /// A label or button narrower or shorter than its text.
        case truncatedText
        /// At the document's own device, a frame other than the one Xcode stored (what Xcode's
        /// Update Frames would move).
        case differsFromDocument
        /// Something of the document the reader or the scene mapping could not understand and
        /// left out, named by file, line and object id (the rest is still laid out).
        case skipped
    }

    /// How bad a finding is.
    public enum Severity: String, Sendable, Hashable {
        /// The constraints are wrong on this device: unsatisfiable or ambiguous.
        case error
        /// The layout holds but looks wrong.
        case warning
    }

    /// What is checked.
    public var check: Check
    /// The document ids of the views (or, for an unsatisfiable set, constraints) involved.
    public var ids: [String]
    /// The document ids of the views the finding is about, which a drawing of the screen
    /// outlines: `ids` for the checks of views; for an unsatisfiable set, the views its
    /// document constraints relate, in constraint order (a layout guide counts as the view
    /// that declares it, so a constraint to the safe area names the guide's view).
    public var views: [String]
    /// What is wrong, naming the views and constraints by outline name.
    public var message: String

    /// A finding of `check` about `ids`, which names `views` (`ids` when nil).
    public init(check: Check, ids: [String], views: [String]? = nil, message: String) {
        self.check = check
        self.ids = ids
        self.views = views ?? ids
        self.message = message
    }

    /// Errors for unsatisfiable and ambiguous layouts; warnings for the rest.
    public var severity: Severity { check == .unsatisfiable || check == .ambiguous ? .error : .warning }
}
