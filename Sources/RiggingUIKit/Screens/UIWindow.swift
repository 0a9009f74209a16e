import AutoLayout
import Rigging

/// UIKit's `UIWindow`: the root view of a tree shown on a device's screen. Its frame is the
/// screen's bounds, its safe area the device's in the current orientation; it shows its root
/// view controller's view filling it, and its run loop is the one `UIView.animate` and
/// `UIViewPropertyAnimator` animate its views on.
///
/// UIKit makes a window for a scene's screen (`init(windowScene:)`); here a window is made for
/// a screen of Rigging's device catalogue. It runs through Rigging's `Window` (`layoutWindow`):
/// rotate it or resize its iPad split there.
///
/// ```swift
/// let window = UIWindow(screen: try UIScreen(deviceNamed: "iPhone 15"))
/// let controller = UIViewController()
/// window.rootViewController = controller
/// window.makeKeyAndVisible()
/// // controller.view.frame is (0, 0, 393, 852); controller.view.safeAreaInsets is {59, 0, 34, 0}
/// try window.layoutWindow.rotate(to: .landscape)
/// try window.layoutWindow.runLoop.run(until: window.layoutWindow.rotationDuration)
/// // controller.view.frame is (0, 0, 852, 393)
/// ```
open class UIWindow: UIView {
    /// The Rigging window this one runs through: its rotations, splits and run loop. Made by
    /// the initializer (lazily only because it lays out this view's backing view, which exists
    /// once `UIView`'s initializer has run).
    public private(set) lazy var layoutWindow = Window(screen: initialScreen, split: initialSplit, view: layoutView)
    private let initialScreen: Screen
    private let initialSplit: Device.SplitWidth

    /// A window filling `screen` (or taking `split` of an iPad's screen), its run loop at 60
    /// ticks per second registered for `UIView.animate`.
    public init(screen: UIScreen, split: Device.SplitWidth = .fullScreen) {
        initialScreen = screen.layoutScreen
        initialSplit = split
        super.init(frame: .zero)
        AnimationLoops.register(layoutWindow.runLoop)
        Self.latest.window = self
    }

    /// A window with `frame` on the main screen (`UIScreen.main`, in its current orientation):
    /// UIKit's common set-up, `UIWindow(frame: UIScreen.main.bounds)`. Its safe area is the part
    /// of the screen's safe-area insets that overlaps the frame, so a window filling the screen
    /// has the device's insets. A rotation or split resize gives it the whole screen again.
    ///
    /// ```swift
    /// let window = UIWindow(frame: UIScreen.main.bounds)
    /// let controller = UIViewController()
    /// window.rootViewController = controller
    /// window.makeKeyAndVisible()
    /// // controller.view.frame is (0, 0, 393, 852); controller.view.safeAreaInsets is {59, 0, 34, 0}
    /// ```
    public override init(frame: CGRect) {
        let screen = UIScreen.main.layoutScreen
        initialScreen = screen
        initialSplit = .fullScreen
        super.init(frame: .zero)
        AnimationLoops.register(layoutWindow.runLoop)
        Self.latest.window = self
        let insets = screen.device.safeArea(in: screen.orientation)
        let safe = CGRect(screen.bounds).inset(by: UIEdgeInsets(insets))
        layoutView.frame = frame.layoutRect
        layoutView.systemSafeAreaInsets =
            UIEdgeInsets(
                top: Self.clamp(safe.minY - frame.minY, frame.height),
                left: Self.clamp(safe.minX - frame.minX, frame.width),
                bottom: Self.clamp(frame.maxY - safe.maxY, frame.height),
                right: Self.clamp(frame.maxX - safe.maxX, frame.width)
            ).layoutInsets
    }

    /// `inset` kept between zero and `length`.
    private static func clamp(_ inset: CGFloat, _ length: CGFloat) -> CGFloat { min(max(inset, 0), max(length, 0)) }

    /// UIKit's archive initializer: nothing is decoded, and a window needs a screen, so it
    /// gives nil.
    public required init?(coder: NSCoder) { return nil }

    /// The screen, in its current orientation.
    public var screen: UIScreen { UIScreen(layoutWindow.screen) }

    /// The window's traits: the device's size classes for the orientation and split, its scale
    /// and idiom.
    public var traitCollection: UITraitCollection { UITraitCollection(layoutWindow.traitCollection) }

    /// The view controller whose view fills the window: setting it loads its view, puts it in
    /// the window (replacing the previous one's), tells it its traits and lays the window out,
    /// with the appearance hooks around.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            layoutWindow.rootViewController = rootViewController?.backing
        }
    }

    /// Shows the window: lays it out (Rigging has one window per tree, so "key" and "visible"
    /// say nothing more).
    open func makeKeyAndVisible() { layoutWindow.makeKeyAndVisible() }

    /// Whether this is the key window: a shown window always is here.
    public var isKeyWindow: Bool { true }
}

extension UIView {
    /// The window whose tree holds this view (the root of its tree, when that is a window), or nil.
    public var window: UIWindow? {
        var view = self
        while let parent = view.superview { view = parent }
        return view as? UIWindow
    }
}
