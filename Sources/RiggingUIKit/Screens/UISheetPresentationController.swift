import AutoLayout
import Rigging

/// UIKit's `UISheetPresentationController` (iOS 15 and later): the detents a sheet rests at,
/// the selected one, and its shape in compact height, as Rigging's `SheetPresentationController`
/// (`layoutSheet`) lays it out. Get it from the presented controller's
/// `sheetPresentationController` before or while presenting it.
///
/// ```swift
/// let window = UIWindow(screen: try UIScreen(deviceNamed: "iPhone 15"))
/// let home = UIViewController()
/// window.rootViewController = home
/// window.makeKeyAndVisible()
/// let picker = UIViewController()
/// if let sheet = picker.sheetPresentationController {
///     sheet.detents = [.medium(), .large()]
/// }
/// home.present(picker, animated: false)
/// window.layoutIfNeeded()
/// // picker.view.frame's top is 443 2/3: the medium detent's 443.5 on the 3x pixel grid
/// ```
///
/// What has no layout here (the grabber, the corner radius, dimming, the delegate) is kept or
/// absent.
@MainActor
public final class UISheetPresentationController {
    /// The Rigging sheet this one runs through.
    public let layoutSheet: SheetPresentationController
    /// The detents as set, kept so that reading them gives the same objects back.
    private var storedDetents: [Detent] = [.large()]

    /// The sheet of a controller, running through `sheet`.
    init(_ sheet: SheetPresentationController) { layoutSheet = sheet }

    /// The heights the sheet rests at (`[.large()]` by default).
    public var detents: [Detent] {
        get { storedDetents }
        set {
            storedDetents = newValue
            layoutSheet.detents = newValue.map(\.layoutDetent)
        }
    }

    /// The detent the sheet rests at; nil rests it at the smallest detent.
    public var selectedDetentIdentifier: Detent.Identifier? {
        get { layoutSheet.selectedDetentIdentifier.map { Detent.Identifier($0.rawValue) } }
        set { layoutSheet.selectedDetentIdentifier = newValue.map { SheetDetent.Identifier(rawValue: $0.rawValue) } }
    }

    /// The largest detent that leaves the view behind undimmed: kept (nothing is dimmed here).
    public var largestUndimmedDetentIdentifier: Detent.Identifier? {
        get { layoutSheet.largestUndimmedDetentIdentifier.map { Detent.Identifier($0.rawValue) } }
        set { layoutSheet.largestUndimmedDetentIdentifier = newValue.map { SheetDetent.Identifier(rawValue: $0.rawValue) } }
    }

    /// Whether the sheet attaches to the bottom edge in compact height (false: it fills the window).
    public var prefersEdgeAttachedInCompactHeight: Bool {
        get { layoutSheet.prefersEdgeAttachedInCompactHeight }
        set { layoutSheet.prefersEdgeAttachedInCompactHeight = newValue }
    }

    /// Whether an edge-attached sheet in compact height takes the presented controller's
    /// `preferredContentSize` width in place of the safe area's.
    public var widthFollowsPreferredContentSizeWhenEdgeAttached: Bool {
        get { layoutSheet.widthFollowsPreferredContentSizeWhenEdgeAttached }
        set { layoutSheet.widthFollowsPreferredContentSizeWhenEdgeAttached = newValue }
    }

    /// Whether a grabber shows at the top: kept, not drawn.
    public var prefersGrabberVisible: Bool {
        get { layoutSheet.prefersGrabberVisible }
        set { layoutSheet.prefersGrabberVisible = newValue }
    }

    /// Whether scrolling at a scroll view's top expands the sheet: kept (no touches here).
    public var prefersScrollingExpandsWhenScrolledToEdge: Bool {
        get { layoutSheet.prefersScrollingExpandsWhenScrolledToEdge }
        set { layoutSheet.prefersScrollingExpandsWhenScrolledToEdge = newValue }
    }

    /// The corner radius (`UISheetPresentationController.automaticDimension`, -1, for the
    /// system's): kept, not drawn.
    public var preferredCornerRadius: CGFloat {
        get { layoutSheet.preferredCornerRadius ?? -1 }
        set { layoutSheet.preferredCornerRadius = newValue < 0 ? nil : newValue }
    }

    /// Runs `changes` and animates the sheet to where they put it, on its window's run loop.
    public func animateChanges(_ changes: () -> Void) { layoutSheet.animateChanges(changes) }

    /// Resolves the custom detents again: the sheet moves at the next layout.
    public func invalidateDetents() { layoutSheet.invalidateDetents() }
}

extension UISheetPresentationController {
    /// UIKit's `UISheetPresentationController.Detent`: a height where a sheet rests.
    @MainActor
    public final class Detent {
        /// A detent's name.
        public struct Identifier: Hashable, Sendable, RawRepresentable {
            /// The name.
            public var rawValue: String
            /// The identifier named `rawValue`.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// The identifier named `rawValue`.
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// The system's medium detent.
            public static let medium = Identifier(SheetDetent.Identifier.medium.rawValue)
            /// The system's large detent.
            public static let large = Identifier(SheetDetent.Identifier.large.rawValue)
        }

        /// The Rigging detent this one stands for.
        let layoutDetent: SheetDetent

        private init(_ detent: SheetDetent) { layoutDetent = detent }

        /// The detent's identifier.
        public var identifier: Identifier { Identifier(layoutDetent.identifier.rawValue) }

        /// The system's detent at full height.
        public static func large() -> Detent { Detent(.large) }

        /// The system's detent at about half the screen, inactive in compact height (Rigging
        /// takes half the large detent's value; Apple publishes no figure).
        public static func medium() -> Detent { Detent(.medium) }

        /// A detent whose value `resolver` computes: the sheet's height within its safe area, or
        /// nil where the detent is inactive. Without an identifier one is made up, as in UIKit.
        public static func custom(
            identifier: Identifier? = nil,
            resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> Detent {
            let name = identifier?.rawValue ?? UUID().uuidString
            return Detent(
                .custom(identifier: SheetDetent.Identifier(rawValue: name)) { context in
                    MainActor.assumeIsolated { resolver(DetentResolutionContext(context)).map(Double.init) }
                })
        }

        /// The detent's value in `context`, or nil where it is inactive.
        public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            let layoutContext = SheetDetent.Context(
                traits: context.containerTraitCollection.layoutTraits, maximumDetentValue: Double(context.maximumDetentValue))
            return layoutDetent.resolvedValue(in: layoutContext).map { CGFloat($0) }
        }
    }
}

/// UIKit's `UISheetPresentationControllerDetentResolutionContext`: what a custom detent's
/// resolver sees.
@MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: AnyObject {
    /// The traits of the sheet's container (the window's).
    var containerTraitCollection: UITraitCollection { get }
    /// The large detent's value: the sheet's full height within its safe area.
    var maximumDetentValue: CGFloat { get }
}

/// The context Rigging hands a custom detent's resolver, in UIKit's spelling.
private final class DetentResolutionContext: UISheetPresentationControllerDetentResolutionContext {
    let containerTraitCollection: UITraitCollection
    let maximumDetentValue: CGFloat

    init(_ context: SheetDetent.Context) {
        containerTraitCollection = UITraitCollection(context.traits)
        maximumDetentValue = CGFloat(context.maximumDetentValue)
    }
}
