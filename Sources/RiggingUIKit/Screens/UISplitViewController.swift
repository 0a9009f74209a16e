import Rigging

/// UIKit's column-style `UISplitViewController` (Rigging's `SplitViewController`): a primary
/// column (and, in the triple-column style, a supplementary one) beside, over or hidden from a
/// secondary one by the display mode, collapsed to the primary in compact width, relaid out by
/// rotations. A column's controller that is not a navigation controller is shown in one the
/// split makes for it, as Apple documents, so each column has a navigation bar.
///
/// ```swift
/// let window = UIWindow(screen: try UIScreen(deviceNamed: "ipad11", orientation: .landscape))
/// let split = UISplitViewController(style: .doubleColumn)
/// let list = UIViewController(), detail = UIViewController()
/// split.setViewController(list, for: .primary)
/// split.setViewController(detail, for: .secondary)
/// window.rootViewController = split
/// window.makeKeyAndVisible()
/// // list.view.frame is (0, 0, 320, 834); detail.navigationController!.view.frame is (320, 0, 874, 834)
/// ```
open class UISplitViewController: UIViewController {
    /// The split's style. `.unspecified` (the classic split) lays out as `.doubleColumn`.
    public enum Style: Int, Sendable {
        /// The classic split view controller (laid out as `.doubleColumn` here).
        case unspecified
        /// A primary and a secondary column.
        case doubleColumn
        /// Primary, supplementary and secondary columns.
        case tripleColumn
    }

    /// A column of the split.
    public enum Column: Int, Sendable {
        /// The leading column.
        case primary
        /// The column between the primary and the secondary (the triple-column style only).
        case supplementary
        /// The content column.
        case secondary
        /// The column shown instead of the others while the split is collapsed, when it holds a
        /// view controller.
        case compact
    }

    /// How the sidebars share the window with the secondary column; each behaviour allows its
    /// own display modes, as Apple documents.
    public enum SplitBehavior: Int, Sendable {
        /// The display mode decides (Rigging's choice; see ``splitBehavior``).
        case automatic
        /// Sidebars beside the secondary: `.secondaryOnly`, `.oneBesideSecondary`, `.twoBesideSecondary`.
        case tile
        /// Sidebars over the full-width secondary: `.secondaryOnly`, `.oneOverSecondary`, `.twoOverSecondary`.
        case overlay
        /// Sidebars pushing the secondary partly off the trailing edge: `.secondaryOnly`,
        /// `.oneBesideSecondary`, `.twoDisplaceSecondary`.
        case displace
    }

    /// How the expanded split shows its columns.
    public enum DisplayMode: Int, Sendable {
        /// UIKit chooses: one sidebar beside the secondary in a window wider than tall, else the
        /// secondary only.
        case automatic
        /// The secondary column only.
        case secondaryOnly
        /// One sidebar (the primary; the supplementary in the triple-column style) beside the secondary.
        case oneBesideSecondary
        /// One sidebar over the full-width secondary.
        case oneOverSecondary
        /// The primary and the supplementary beside the secondary (triple-column style).
        case twoBesideSecondary
        /// The primary and the supplementary over the full-width secondary (triple-column style).
        case twoOverSecondary
        /// The primary and the supplementary pushing the secondary partly off the trailing edge
        /// (triple-column style).
        case twoDisplaceSecondary
    }

    /// The width UIKit's `automaticDimension` stands for when set as a column width or fraction.
    public static let automaticDimension = CGFloat(-1)

    override class func makeBacking(typeName: String) -> any ControllerBacking {
        let split = BackingSplitViewController(name: typeName)
        split.style = .classic
        return split
    }

    private var split: SplitViewController? { backing as? SplitViewController }

    /// The style given at creation.
    public private(set) var style = Style.unspecified

    /// A split view controller of `style`.
    public convenience init(style: Style) {
        self.init(nibName: nil, bundle: nil)
        self.style = style
        switch style {
        case .unspecified: split?.style = .classic
        case .doubleColumn: split?.style = .doubleColumn
        case .tripleColumn: split?.style = .tripleColumn
        }
    }

    /// Shows `vc` in `column` (the supplementary in the triple-column style; the `.compact`
    /// column's controller shows alone while the split is collapsed). As Apple documents for the
    /// column styles, a controller that is not a navigation controller is shown in one the split
    /// makes for it (so each column has a navigation bar), and a controller set for the secondary
    /// column while it holds such a made navigation controller is pushed onto it (without
    /// animation); set nil first to replace it instead. `viewController(for:)` gives back `vc`.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        makesNavigationControllers()
        columnControllers[column] = vc
        guard style != .unspecified, let vc, !(vc is UINavigationController) else {
            madeColumnNavigationControllers[column] = nil
            split?.setViewController(vc?.backing, for: column.layoutColumn)
            return
        }
        if column == .secondary, let made = madeColumnNavigationControllers[.secondary],
            split?.viewController(for: .secondary) === made.backing
        {
            made.pushViewController(vc, animated: false)
            return
        }
        let navigation = UINavigationController(rootViewController: vc)
        madeColumnNavigationControllers[column] = navigation
        split?.setViewController(navigation.backing, for: column.layoutColumn)
    }

    /// The controllers set for the columns, as given.
    private var columnControllers: [Column: UIViewController] = [:]
    /// The navigation controllers made around the columns' controllers that are not ones.
    private var madeColumnNavigationControllers: [Column: UINavigationController] = [:]

    /// The classic split's children: the primary and the secondary view controllers while
    /// expanded, the primary alone while collapsed (in the column styles, the columns' controllers
    /// in order). Setting it sets the primary and the secondary.
    open var viewControllers: [UIViewController] {
        get {
            guard let split else { return [] }
            let columns: [SplitViewController.Column] =
                split.isCollapsed ? [.primary] : style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
            return columns.compactMap { split.viewController(for: $0)?.uiViewController }
        }
        set {
            makesNavigationControllers()
            split?.setViewController(newValue.first?.backing, for: .primary)
            split?.setViewController(newValue.dropFirst().last?.backing, for: .secondary)
        }
    }

    /// Shows `vc` as the detail (`showDetailViewController(_:sender:)`).
    func showDetail(_ vc: UIViewController) {
        makesNavigationControllers()
        split?.showDetail(vc.backing, animated: true)
    }

    /// Shows `column`: while collapsed, the collapsed navigation stack pushes up to that column's
    /// view controller, or pops back to the primary's own stack for `.primary` (animated).
    /// Expanded, the split moves to the closest display mode in the split behaviour in effect where
    /// the column is fully visible (the primary beside, over or displacing the secondary; the
    /// secondary uncovered), as Apple documents; `preferredDisplayMode` keeps its value. The
    /// expanded change is laid out at once (call it inside `UIView.animate` to animate it).
    open func show(_ column: Column) { split?.show(column.layoutColumn, animated: true) }

    /// Hides `column`: the expanded split moves to the closest display mode in the split behaviour
    /// in effect where the column is hidden (`.secondaryOnly` for the primary of a double-column
    /// split or the supplementary; the supplementary alone for the primary of a triple-column
    /// split). The secondary cannot be hidden, and a collapsed split is left as it is.
    open func hide(_ column: Column) { split?.hide(column.layoutColumn) }

    /// The navigation controller made around a primary that is not one, held here (its Rigging
    /// controller refers to it weakly).
    private var madeNavigationController: UINavigationController?

    /// Lets the split make a `UINavigationController` around a primary that is not one, for the
    /// collapsed stack.
    private func makesNavigationControllers() {
        guard let split, split.makeNavigationController == nil else { return }
        split.makeNavigationController = { [weak self] in
            nonisolated(unsafe) var made: NavigationController?
            MainActor.assumeIsolated {
                let navigation = UINavigationController()
                self?.madeNavigationController = navigation
                made = navigation.layoutController as? NavigationController
            }
            return made ?? NavigationController(rootViewController: ViewController(name: "root"))
        }
    }

    /// The controller set for `column` (not the navigation controller made around it), or nil.
    open func viewController(for column: Column) -> UIViewController? {
        guard let shown = split?.viewController(for: column.layoutColumn)?.uiViewController else { return nil }
        guard let made = madeColumnNavigationControllers[column], made === shown else { return shown }
        return columnControllers[column] ?? shown
    }

    /// Receives the split's collapse and expansion: chooses the column shown when it collapses
    /// and the display mode when it expands (weak, as in UIKit).
    open weak var delegate: (any UISplitViewControllerDelegate)? {
        didSet {
            guard let split else { return }
            guard delegate != nil else {
                split.topColumnForCollapsing = nil
                split.displayModeForExpanding = nil
                split.collapseSecondary = nil
                split.separateSecondary = nil
                return
            }
            split.collapseSecondary = { [weak self] secondary, primary in
                MainActor.assumeIsolated {
                    guard let self, let delegate = self.delegate, let secondary = secondary.uiViewController,
                        let primary = primary.uiViewController
                    else { return false }
                    return delegate.splitViewController(self, collapseSecondary: secondary, onto: primary)
                }
            }
            split.separateSecondary = { [weak self] primary in
                nonisolated(unsafe) var separated: ViewController?
                MainActor.assumeIsolated {
                    guard let self, let delegate = self.delegate, let primary = primary.uiViewController else { return }
                    separated = delegate.splitViewController(self, separateSecondaryFrom: primary)?.backing
                }
                return separated
            }
            split.topColumnForCollapsing = { [weak self] proposed in
                MainActor.assumeIsolated {
                    guard let self, let delegate = self.delegate else { return proposed }
                    return delegate.splitViewController(self, topColumnForCollapsingToProposedTopColumn: Column(proposed))
                        .layoutColumn
                }
            }
            split.displayModeForExpanding = { [weak self] proposed in
                MainActor.assumeIsolated {
                    guard let self, let delegate = self.delegate else { return proposed }
                    return delegate.splitViewController(self, displayModeForExpandingToProposedDisplayMode: DisplayMode(proposed))
                        .layoutMode
                }
            }
        }
    }

    /// The display mode asked for.
    open var preferredDisplayMode: DisplayMode {
        get { DisplayMode(split?.preferredDisplayMode ?? .automatic) }
        set { split?.preferredDisplayMode = newValue.layoutMode }
    }

    /// The display mode in effect (`.secondaryOnly` while collapsed): the preferred one (or the
    /// delegate's choice on expanding) as the split behaviour allows it.
    open var displayMode: DisplayMode { DisplayMode(split?.displayMode ?? .automatic) }

    /// The split behaviour asked for: the display mode in effect is its form of the preferred
    /// mode (under `.tile`, `.oneOverSecondary` shows as `.oneBesideSecondary`, and so on).
    open var preferredSplitBehavior: SplitBehavior {
        get { SplitBehavior(split?.preferredSplitBehavior ?? .automatic) }
        set { split?.preferredSplitBehavior = newValue.layoutBehavior }
    }

    /// The split behaviour in effect: the preferred one, or for `.automatic` the one the display
    /// mode implies (Rigging's choice: UIKit's is unpublished): `.tile` for a "beside" mode,
    /// `.overlay` for an "over" one, `.displace` for `.twoDisplaceSecondary`, and for
    /// `.secondaryOnly` `.tile` in a window wider than tall, `.overlay` otherwise.
    open var splitBehavior: SplitBehavior { SplitBehavior(split?.splitBehavior ?? .automatic) }

    /// Whether the split shows one column (compact width).
    open var isCollapsed: Bool { split?.isCollapsed ?? false }

    /// The primary column's width in points, or `automaticDimension` for the fraction or the
    /// default width; a width takes precedence over `preferredPrimaryColumnWidthFraction`.
    open var preferredPrimaryColumnWidth: CGFloat {
        get { fraction(\.preferredPrimaryColumnWidth) }
        set { setFraction(newValue, \.preferredPrimaryColumnWidth) }
    }

    /// The primary column's width as a share of the window's width, or `automaticDimension`
    /// for UIKit's default width (320 points).
    open var preferredPrimaryColumnWidthFraction: CGFloat {
        get { fraction(\.preferredPrimaryColumnWidthFraction) }
        set { setFraction(newValue, \.preferredPrimaryColumnWidthFraction) }
    }

    /// The narrowest the primary column gets.
    open var minimumPrimaryColumnWidth: CGFloat {
        get { minimum(\.minimumPrimaryColumnWidth) }
        set { setMinimum(newValue, \.minimumPrimaryColumnWidth) }
    }

    /// The widest the primary column gets (`automaticDimension`: unbounded).
    open var maximumPrimaryColumnWidth: CGFloat {
        get { maximum(\.maximumPrimaryColumnWidth) }
        set { setMaximum(newValue, \.maximumPrimaryColumnWidth) }
    }

    /// The primary column's width now.
    open var primaryColumnWidth: CGFloat { CGFloat(split?.primaryColumnWidth ?? 0) }

    /// The supplementary column's width in points, or `automaticDimension` for the fraction or
    /// the default width; a width takes precedence over `preferredSupplementaryColumnWidthFraction`.
    open var preferredSupplementaryColumnWidth: CGFloat {
        get { fraction(\.preferredSupplementaryColumnWidth) }
        set { setFraction(newValue, \.preferredSupplementaryColumnWidth) }
    }

    /// The supplementary column's width as a share of the window's width, or
    /// `automaticDimension` for the default width (320 points here, as the primary's).
    open var preferredSupplementaryColumnWidthFraction: CGFloat {
        get { fraction(\.preferredSupplementaryColumnWidthFraction) }
        set { setFraction(newValue, \.preferredSupplementaryColumnWidthFraction) }
    }

    /// The narrowest the supplementary column gets.
    open var minimumSupplementaryColumnWidth: CGFloat {
        get { minimum(\.minimumSupplementaryColumnWidth) }
        set { setMinimum(newValue, \.minimumSupplementaryColumnWidth) }
    }

    /// The widest the supplementary column gets (`automaticDimension`: unbounded).
    open var maximumSupplementaryColumnWidth: CGFloat {
        get { maximum(\.maximumSupplementaryColumnWidth) }
        set { setMaximum(newValue, \.maximumSupplementaryColumnWidth) }
    }

    /// The supplementary column's width now.
    open var supplementaryColumnWidth: CGFloat { CGFloat(split?.supplementaryColumnWidth ?? 0) }

    /// A preferred width or width fraction of the split (nil: `automaticDimension`), and its
    /// setter (negative: nil).
    private func fraction(_ path: KeyPath<SplitViewController, Double?>) -> CGFloat {
        split?[keyPath: path].map { CGFloat($0) } ?? Self.automaticDimension
    }
    private func setFraction(_ value: CGFloat, _ path: ReferenceWritableKeyPath<SplitViewController, Double?>) {
        split?[keyPath: path] = value < 0 ? nil : Double(value)
    }
    /// A minimum width of the split, and its setter (negative: 0).
    private func minimum(_ path: KeyPath<SplitViewController, Double>) -> CGFloat { CGFloat(split?[keyPath: path] ?? 0) }
    private func setMinimum(_ value: CGFloat, _ path: ReferenceWritableKeyPath<SplitViewController, Double>) {
        split?[keyPath: path] = value < 0 ? 0 : Double(value)
    }
    /// A maximum width of the split (unbounded: `automaticDimension`), and its setter (negative: unbounded).
    private func maximum(_ path: KeyPath<SplitViewController, Double>) -> CGFloat {
        split.map { $0[keyPath: path].isFinite ? CGFloat($0[keyPath: path]) : Self.automaticDimension } ?? 0
    }
    private func setMaximum(_ value: CGFloat, _ path: ReferenceWritableKeyPath<SplitViewController, Double>) {
        split?[keyPath: path] = value < 0 ? .infinity : Double(value)
    }
}

extension UISplitViewController.Column {
    init(_ column: SplitViewController.Column) {
        switch column {
        case .primary: self = .primary
        case .supplementary: self = .supplementary
        case .secondary: self = .secondary
        case .compact: self = .compact
        }
    }

    var layoutColumn: SplitViewController.Column {
        switch self {
        case .primary: .primary
        case .supplementary: .supplementary
        case .secondary: .secondary
        case .compact: .compact
        }
    }
}

extension UISplitViewController.SplitBehavior {
    init(_ behavior: SplitViewController.SplitBehavior) {
        switch behavior {
        case .automatic: self = .automatic
        case .tile: self = .tile
        case .overlay: self = .overlay
        case .displace: self = .displace
        }
    }

    var layoutBehavior: SplitViewController.SplitBehavior {
        switch self {
        case .automatic: .automatic
        case .tile: .tile
        case .overlay: .overlay
        case .displace: .displace
        }
    }
}

extension UISplitViewController.DisplayMode {
    init(_ mode: SplitViewController.DisplayMode) {
        switch mode {
        case .automatic: self = .automatic
        case .secondaryOnly: self = .secondaryOnly
        case .oneBesideSecondary: self = .oneBesideSecondary
        case .oneOverSecondary: self = .oneOverSecondary
        case .twoBesideSecondary: self = .twoBesideSecondary
        case .twoOverSecondary: self = .twoOverSecondary
        case .twoDisplaceSecondary: self = .twoDisplaceSecondary
        }
    }

    var layoutMode: SplitViewController.DisplayMode {
        switch self {
        case .automatic: .automatic
        case .secondaryOnly: .secondaryOnly
        case .oneBesideSecondary: .oneBesideSecondary
        case .oneOverSecondary: .oneOverSecondary
        case .twoBesideSecondary: .twoBesideSecondary
        case .twoOverSecondary: .twoOverSecondary
        case .twoDisplaceSecondary: .twoDisplaceSecondary
        }
    }
}

extension UIViewController {
    /// The nearest split view controller above this controller (itself excluded), or nil.
    public var splitViewController: UISplitViewController? { nearestAncestor(of: UISplitViewController.self) }
}
