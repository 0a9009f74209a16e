import Rigging

/// UIKit's column-style `UISplitViewController` with the double-column style (Rigging's
/// `SplitViewController`): a primary column beside, over or hidden from a secondary one by the
/// display mode, collapsed to the primary in compact width, relaid out by rotations.
///
/// ```swift
/// let window = UIWindow(screen: try UIScreen(deviceNamed: "ipad11", orientation: .landscape))
/// let split = UISplitViewController(style: .doubleColumn)
/// let list = UIViewController(), detail = UIViewController()
/// split.setViewController(list, for: .primary)
/// split.setViewController(detail, for: .secondary)
/// window.rootViewController = split
/// window.makeKeyAndVisible()
/// // list.view.frame is (0, 0, 320, 834); detail.view.frame is (320, 0, 874, 834)
/// ```
open class UISplitViewController: UIViewController {
    /// The split's style. Only the double-column style is modelled: `.tripleColumn` lays out as
    /// `.doubleColumn` (no supplementary column), and `.unspecified` (the classic split) too.
    public enum Style: Int, Sendable {
        /// The classic split view controller (laid out as `.doubleColumn` here).
        case unspecified
        /// A primary and a secondary column.
        case doubleColumn
        /// Primary, supplementary and secondary columns (laid out as `.doubleColumn` here).
        case tripleColumn
    }

    /// A column of the split.
    public enum Column: Int, Sendable {
        /// The leading column.
        case primary
        /// The column between the primary and the secondary (not modelled: nothing shows there).
        case supplementary
        /// The content column.
        case secondary
        /// The column shown in compact width (not modelled: the primary shows).
        case compact
    }

    /// How the expanded split shows its columns.
    public enum DisplayMode: Int, Sendable {
        /// UIKit chooses: the primary beside the secondary in a window wider than tall, else the
        /// secondary only.
        case automatic
        /// The secondary column only.
        case secondaryOnly
        /// The primary beside the secondary.
        case oneBesideSecondary
        /// The primary over the full-width secondary.
        case oneOverSecondary
    }

    /// The width UIKit's `automaticDimension` stands for when set as a column width or fraction.
    public static let automaticDimension = CGFloat(-1)

    override class func makeBacking(typeName: String) -> any ControllerBacking {
        BackingSplitViewController(name: typeName)
    }

    private var split: SplitViewController? { backing as? SplitViewController }

    /// The style given at creation.
    public private(set) var style = Style.unspecified

    /// A split view controller of `style`.
    public convenience init(style: Style) {
        self.init(nibName: nil, bundle: nil)
        self.style = style
    }

    /// Shows `vc` in `column` (the primary or the secondary; the others are ignored).
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        guard let column = Self.layoutColumn(column) else { return }
        split?.setViewController(vc?.backing, for: column)
    }

    /// The controller shown in `column`, or nil.
    open func viewController(for column: Column) -> UIViewController? {
        guard let column = Self.layoutColumn(column) else { return nil }
        return split?.viewController(for: column)?.uiViewController
    }

    /// The display mode asked for.
    open var preferredDisplayMode: DisplayMode {
        get { DisplayMode(split?.preferredDisplayMode ?? .automatic) }
        set { split?.preferredDisplayMode = newValue.layoutMode }
    }

    /// The display mode in effect (`.secondaryOnly` while collapsed).
    open var displayMode: DisplayMode { DisplayMode(split?.displayMode ?? .automatic) }

    /// Whether the split shows one column (compact width).
    open var isCollapsed: Bool { split?.isCollapsed ?? false }

    /// The primary column's width as a share of the window's width, or `automaticDimension`
    /// for UIKit's default width (320 points).
    open var preferredPrimaryColumnWidthFraction: CGFloat {
        get { split?.preferredPrimaryColumnWidthFraction.map { CGFloat($0) } ?? Self.automaticDimension }
        set { split?.preferredPrimaryColumnWidthFraction = newValue < 0 ? nil : Double(newValue) }
    }

    /// The narrowest the primary column gets.
    open var minimumPrimaryColumnWidth: CGFloat {
        get { CGFloat(split?.minimumPrimaryColumnWidth ?? 0) }
        set { split?.minimumPrimaryColumnWidth = newValue < 0 ? 0 : Double(newValue) }
    }

    /// The widest the primary column gets (`automaticDimension`: unbounded).
    open var maximumPrimaryColumnWidth: CGFloat {
        get { split.map { $0.maximumPrimaryColumnWidth.isFinite ? CGFloat($0.maximumPrimaryColumnWidth) : Self.automaticDimension } ?? 0 }
        set { split?.maximumPrimaryColumnWidth = newValue < 0 ? .infinity : Double(newValue) }
    }

    /// The primary column's width now.
    open var primaryColumnWidth: CGFloat { CGFloat(split?.primaryColumnWidth ?? 0) }

    private static func layoutColumn(_ column: Column) -> SplitViewController.Column? {
        switch column {
        case .primary: .primary
        case .secondary: .secondary
        case .supplementary, .compact: nil
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
        }
    }

    var layoutMode: SplitViewController.DisplayMode {
        switch self {
        case .automatic: .automatic
        case .secondaryOnly: .secondaryOnly
        case .oneBesideSecondary: .oneBesideSecondary
        case .oneOverSecondary: .oneOverSecondary
        }
    }
}

extension UIViewController {
    /// The nearest split view controller above this controller (itself excluded), or nil.
    public var splitViewController: UISplitViewController? { nearestAncestor(of: UISplitViewController.self) }
}
