/// UIKit's `UIStoryboardSegue`: a transition from one view controller to another, as a
/// storyboard's `<segue>` describes it. `performSegue(withIdentifier:sender:)` and a segue's
/// control (a button's tap, a table cell's selection) make one, hand it to the source's
/// `prepare(for:sender:)` and perform it.
///
/// ```swift
/// let source = UIViewController()
/// let destination = UIViewController()
/// var performed = false
/// let segue = UIStoryboardSegue(identifier: "showDetail", source: source, destination: destination) {
///     performed = true
/// }
/// segue.perform()
/// // performed is true; segue.identifier is "showDetail"
/// ```
@MainActor
open class UIStoryboardSegue {
    /// The segue's identifier in its storyboard, nil when it has none.
    public let identifier: String?
    /// The controller the segue starts from.
    public let source: UIViewController
    /// The controller the segue leads to (an unwind segue's: the controller unwound to).
    public let destination: UIViewController
    private let performHandler: (@MainActor () -> Void)?

    /// A segue between two controllers; `perform()` does nothing until a subclass overrides it.
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        performHandler = nil
    }

    /// A segue whose `perform()` runs `performHandler`.
    public init(
        identifier: String?, source: UIViewController, destination: UIViewController,
        performHandler: @escaping @MainActor () -> Void
    ) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.performHandler = performHandler
    }

    /// Makes the transition: a storyboard's segue shows, presents or unwinds as its kind says;
    /// a subclass overrides this for a custom transition.
    open func perform() { performHandler?() }
}

/// UIKit's `UIStoryboardUnwindSegue`: the segue an unwind (Exit) connection makes; its
/// `destination` is the controller whose unwind action ran.
@MainActor
open class UIStoryboardUnwindSegue: UIStoryboardSegue {}
