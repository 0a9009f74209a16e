import AutoLayout
import Rigging

/// UIKit's `UIView`: a rectangle in a tree, laid out by constraints, never drawn.
///
/// Subclass it and override `layoutSubviews()`, `intrinsicContentSize`, `updateConstraints()`,
/// `safeAreaInsetsDidChange()` or `layoutMarginsDidChange()` as in UIKit: the layout engine calls
/// them. Each view lays out through an AutoLayout view it owns (`layoutView`), so frames follow
/// UIKit's rules exactly as AutoLayout's do. Drawing, touches and colours compile and do nothing
/// (see the RiggingUIKit documentation's list).
///
/// ```swift
/// let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
/// let box = UIView()
/// box.translatesAutoresizingMaskIntoConstraints = false
/// root.addSubview(box)
/// NSLayoutConstraint.activate([
///     box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
///     box.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
///     box.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
///     box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
/// ])
/// root.layoutIfNeeded()
/// // box.frame is (20, 40, 335, 167.5)
/// ```
@MainActor
open class UIView: @MainActor CustomStringConvertible {
    /// The AutoLayout view this view lays out through: hand it to Rigging's run loop, recorder
    /// or RiggingTesting's assertions. Change the tree through this view, not through it.
    public var layoutView: View { backing }
    /// The same view, with the hooks that reach AutoLayout's implementations. Nonisolated
    /// because the engine's side reaches it from its own (nonisolated) code, which runs on the
    /// thread that drives layout: the main actor's for UIKit-spelled views, as in UIKit.
    nonisolated(unsafe) let backing: any LayoutBacking
    /// The subviews, retained (the AutoLayout tree keeps their backing views; this keeps the
    /// UIKit objects, which may be user subclasses with state of their own).
    private var retainedSubviews: [ObjectIdentifier: UIView] = [:]
    /// Guides added with `addLayoutGuide(_:)`, retained as UIKit's views retain theirs.
    var retainedGuides: [UILayoutGuide] = []

    /// The view controller whose root view this is: its `viewWillLayoutSubviews()` and
    /// `viewDidLayoutSubviews()` run around this view's `layoutSubviews()`.
    weak var viewDelegate: UIViewController?

    /// The run loop made over this view as its root (`LayoutRunLoop(root:)`), which drives the
    /// animated scrolls of the scroll views in its tree.
    weak var animationLoop: LayoutRunLoop?

    /// Creates a view with a frame in its superview's coordinates.
    public init(frame: CGRect) {
        backing = Self.makeBacking()
        backing.owner = self
        backing.translatesAutoresizingMaskIntoConstraints = true
        backing.frame = frame.layoutRect
    }

    /// UIKit's archive initializer. Given the coder a storyboard or nib passes (see `UINib`),
    /// the view has its element's properties, subviews and constraints when it returns, as in
    /// UIKit; given any other coder nothing is decoded and the view starts as
    /// `init(frame: .zero)` would.
    public required init?(coder: NSCoder) {
        backing = Self.makeBacking()
        backing.owner = self
        backing.translatesAutoresizingMaskIntoConstraints = true
        if let decoder = coder as? NibDecoder, let element = decoder.view, let loader = decoder.loader as? NibLoader {
            loader.decode(element, into: self)
        }
    }

    /// Creates a view with a zero frame.
    public convenience init() { self.init(frame: .zero) }

    /// The backing view a class lays out through; each UIKit class overrides it with its own
    /// (`backing(_:)` names it). Unnamed, as UIKit's views are: outputs name it by its
    /// `accessibilityIdentifier`, else by this object's class and its place in the tree.
    class func makeBacking() -> any LayoutBacking { backing(BackingView()) }

    /// `view`, reporting the class of the object being made (a user's subclass's name, not the
    /// backing class's) in descriptions and outputs.
    static func backing(_ view: any LayoutBacking) -> any LayoutBacking {
        view.typeNameOverride = String(describing: Self.self)
        return view
    }

    /// `<ClassName: frame = (x y; w h)>`.
    open var description: String { "<\(String(describing: type(of: self))): frame = \(frame)>" }

    // MARK: Hooks a subclass overrides (the engine calls them; the defaults are AutoLayout's)

    /// The natural size of the content, or `UIView.noIntrinsicMetric` on an axis without one.
    /// Call `invalidateIntrinsicContentSize()` when what it returns changes.
    open var intrinsicContentSize: CGSize { CGSize(backing.baseIntrinsicContentSize) }

    /// Lays out the subviews; the default applies the engine's frames. Called top-down in a
    /// layout pass for views whose bounds changed or that asked with `setNeedsLayout()`; call
    /// `super.layoutSubviews()` first, as in UIKit.
    open func layoutSubviews() { backing.baseLayoutSubviews() }

    /// Whether the view depends on constraint-based layout (UIKit's hint to install the engine
    /// for a view that adds its constraints in `updateConstraints()`). Every view here lays out
    /// through the engine, so the answer changes nothing; the default is false, as in UIKit.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Brings this view's constraints up to date; called bottom-up before a layout pass for views
    /// that asked with `setNeedsUpdateConstraints()`. Call `super.updateConstraints()` last.
    open func updateConstraints() { backing.baseUpdateConstraints() }

    /// The size that best fits `size`, frame-based; the default is AutoLayout's (the current size
    /// for a plain view, the content's for views with text). `sizeToFit()` calls it.
    open func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(backing.baseSizeThatFits(size.layoutSize)) }

    /// The engine's layout call: `layoutSubviews()` (a subclass's override), between the view
    /// controller's `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()` for a root view.
    func forwardLayoutSubviews() {
        viewDelegate?.viewWillLayoutSubviews()
        layoutSubviews()
        viewDelegate?.viewDidLayoutSubviews()
    }

    // MARK: Loading from a storyboard or nib

    /// Called on every object a storyboard or nib made, once all its outlets are connected.
    /// Override to finish setting up (call `super`, as in UIKit). The default does nothing.
    open func awakeFromNib() {}

    /// Sets the property `key` to `value`: what a storyboard or nib calls to connect an outlet,
    /// as UIKit connects them by key-value coding. Swift on Linux has no key-value coding, so a
    /// class with outlets overrides this, sets the properties it knows and calls `super` for the
    /// rest. The default calls `setValue(_:forUndefinedKey:)`.
    open func setValue(_ value: Any?, forKey key: String) { setValue(value, forUndefinedKey: key) }

    /// Called for a key the class does not take. UIKit raises
    /// (`NSUnknownKeyException`); the default here leaves the outlet unconnected, with a
    /// `NibLoadingWarning` in the load's warnings.
    open func setValue(_ value: Any?, forUndefinedKey key: String) { NibLoader.connecting?.undefinedKey(key, on: self) }

    /// The method the action `action` names, taking the sender, or nil when the class has none:
    /// what `UIControl` and a storyboard's `<action>` connections call, as UIKit sends a selector
    /// through the Objective-C runtime, which Swift on Linux lacks (see `ActionHandling`). The
    /// default has none.
    open func handler(for action: Selector) -> (@MainActor (Any?) -> Void)? { nil }

    /// Called when `safeAreaInsets` changed. The default does nothing.
    open func safeAreaInsetsDidChange() {}

    /// Called when the layout margins changed. The default does nothing.
    open func layoutMarginsDidChange() {}

    // MARK: Kept, never drawn (nothing is drawn, touched or composited here)

    /// Kept, never drawn.
    open var backgroundColor: UIColor?
    // UIKit declares it implicitly unwrapped.
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// Kept, never drawn.
    open var tintColor: UIColor!
    /// The view's Core Animation layer: its appearance properties are kept, with no effect.
    open var layer: CALayer { appearanceLayer }
    private let appearanceLayer = CALayer()
    /// Kept; frames are never clipped (a frame dump shows every view whole).
    open var clipsToBounds = false
    /// Kept.
    open var isOpaque = true
    /// Kept; there are no touches.
    open var isUserInteractionEnabled = true
    /// Kept; there is no content to place.
    open var contentMode: ContentMode = .scaleToFill
    /// Never called: nothing is drawn.
    open func draw(_ rect: CGRect) {}
    /// Does nothing: nothing is drawn.
    open func setNeedsDisplay() {}

    /// UIKit's content modes (kept on the view; nothing is drawn).
    public enum ContentMode: Int, Sendable, Hashable {
        /// Scale to fill the bounds.
        case scaleToFill = 0
        /// Scale to fit, keeping the aspect ratio.
        case scaleAspectFit
        /// Scale to fill, keeping the aspect ratio.
        case scaleAspectFill
        /// Redraw on bounds change.
        case redraw
        /// Centred.
        case center
        /// Top.
        case top
        /// Bottom.
        case bottom
        /// Left.
        case left
        /// Right.
        case right
        /// Top left.
        case topLeft
        /// Top right.
        case topRight
        /// Bottom left.
        case bottomLeft
        /// Bottom right.
        case bottomRight
    }

    // MARK: Hierarchy

    /// The superview, or nil for a root.
    public var superview: UIView? { layoutView.superview?.uiView }

    /// The subviews, back to front.
    public var subviews: [UIView] { layoutView.subviews.compactMap(\.uiView) }

    /// Adds `view` as the frontmost subview (moving it from its previous superview).
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: layoutView.subviews.count)
    }

    /// Inserts `view` among the subviews at `index`.
    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self else { return }
        let previous = view.superview
        layoutView.insertSubview(view.layoutView, at: index)
        adopt(view, from: previous)
    }

    /// Retains `view` after the AutoLayout tree made it a subview of this view, releasing it from
    /// `previous`, its superview before.
    func adopt(_ view: UIView, from previous: UIView?) {
        guard view.layoutView.superview === layoutView else { return }
        if previous !== self { previous?.retainedSubviews[ObjectIdentifier(view)] = nil }
        retainedSubviews[ObjectIdentifier(view)] = view
        didAddSubview(view)
    }

    /// Inserts `view` just above `siblingSubview` (a subview of this view).
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard let index = layoutView.subviews.firstIndex(where: { $0 === siblingSubview.layoutView }) else { return }
        insertSubview(view, at: index + 1)
    }

    /// Inserts `view` just below `siblingSubview` (a subview of this view).
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard let index = layoutView.subviews.firstIndex(where: { $0 === siblingSubview.layoutView }) else { return }
        insertSubview(view, at: index)
    }

    /// Removes the view from its superview, deactivating constraints between its tree and the rest.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        layoutView.removeFromSuperview()
        parent.retainedSubviews[ObjectIdentifier(self)] = nil
    }

    /// Called after a subview is added; override to react. The default does nothing.
    open func didAddSubview(_ subview: UIView) {}

    /// Called before a subview is removed; override to react. The default does nothing.
    open func willRemoveSubview(_ subview: UIView) {}

    /// True when this view is `view` or one of its descendants.
    public func isDescendant(of view: UIView) -> Bool { layoutView.isDescendant(of: view.layoutView) }

    // MARK: Geometry

    /// The frame in the superview's coordinates (the bounding box of the transformed bounds
    /// while `transform` is not the identity, as UIKit returns).
    open var frame: CGRect {
        get { CGRect(layoutView.frame) }
        set { layoutView.frame = newValue.layoutRect }
    }

    /// The bounds: the frame's size at the origin (bounds origins other than zero, which scroll
    /// views use, are not modelled here).
    open var bounds: CGRect {
        get { CGRect(layoutView.bounds) }
        set {
            let f = layoutView.untransformedFrame
            let size = newValue.size.layoutSize
            layoutView.untransformedFrame = Rect(
                x: f.midX - size.width / 2, y: f.midY - size.height / 2,
                width: size.width, height: size.height)
        }
    }

    /// The centre of the frame, in the superview's coordinates.
    open var center: CGPoint {
        get { CGPoint(layoutView.center) }
        set { layoutView.center = newValue.layoutPoint }
    }

    /// The transform applied about the centre; it changes `frame`, never `bounds` or `center`.
    open var transform: CGAffineTransform {
        get { CGAffineTransform(layoutView.transform) }
        set { layoutView.transform = newValue.layoutTransform }
    }

    /// Whether the view is hidden (a hidden view is still laid out; a stack view collapses it).
    open var isHidden: Bool {
        get { layoutView.isHidden }
        set { layoutView.isHidden = newValue }
    }

    /// How the autoresizing mask's flexible parts follow the superview's size.
    open var autoresizingMask: AutoresizingMask {
        get { layoutView.autoresizingMask }
        set { layoutView.autoresizingMask = newValue }
    }

    /// Whether the frame and autoresizing mask become constraints (true for views made in code).
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutView.translatesAutoresizingMaskIntoConstraints }
        set { layoutView.translatesAutoresizingMaskIntoConstraints = newValue }
    }

    /// UIKit's `UIView.AutoresizingMask`, with its bit values (AutoLayout's mask).
    public typealias AutoresizingMask = AutoLayout.AutoresizingMask
}
