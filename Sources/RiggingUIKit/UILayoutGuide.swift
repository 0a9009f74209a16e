import AutoLayout

/// UIKit's `UILayoutGuide`: a rectangle in a view's layout that is not a view (no subviews, not
/// in `subviews`). Its anchors relate like a view's.
///
/// The guides a view gives (`safeAreaLayoutGuide`, `layoutMarginsGuide`) are instances of this
/// class too; reading one twice gives two instances for the same guide, equal by `==`.
///
/// ```swift
/// let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
/// let spacer = UILayoutGuide()
/// root.addLayoutGuide(spacer)
/// NSLayoutConstraint.activate([
///     spacer.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
///     spacer.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
///     spacer.topAnchor.constraint(equalTo: root.topAnchor),
///     spacer.heightAnchor.constraint(equalToConstant: 20),
/// ])
/// root.layoutIfNeeded()
/// // spacer.layoutFrame is (10, 0, 150, 20)
/// ```
@MainActor
open class UILayoutGuide: @MainActor Hashable {
    enum Kind {
        /// A guide made with `init()`, or a view's safe area guide.
        case guide(LayoutGuide)
        /// A view's margins guide (AutoLayout models it as the view's margin attributes).
        case margins(LayoutMarginsGuide)
    }

    let kind: Kind

    /// Creates a guide; add it to a view with `addLayoutGuide(_:)`.
    public init() { kind = .guide(LayoutGuide()) }

    init(wrapping guide: LayoutGuide) { kind = .guide(guide) }

    init(margins guide: LayoutMarginsGuide) { kind = .margins(guide) }

    /// The AutoLayout guide, for a guide that is not a margins guide.
    var base: LayoutGuide? {
        if case .guide(let guide) = kind { return guide }
        return nil
    }

    /// The item constraints of the item form refer to.
    var anchorView: View { leadingAnchor.view }

    /// A name shown in descriptions.
    public var identifier: String {
        get {
            switch kind {
            case .guide(let guide): guide.identifier
            case .margins(let guide): guide.identifier
            }
        }
        set { base?.identifier = newValue }
    }

    /// The view that owns the guide.
    public var owningView: UIView? {
        switch kind {
        case .guide(let guide): guide.owningView?.uiView
        case .margins(let guide): guide.owningView.uiView
        }
    }

    /// The guide's rectangle in its owning view's coordinates, from the last layout pass.
    public var layoutFrame: CGRect {
        switch kind {
        case .guide(let guide): CGRect(guide.layoutFrame)
        case .margins(let guide): CGRect(guide.layoutFrame)
        }
    }

    /// Equal when both stand for the same guide.
    public static func == (lhs: UILayoutGuide, rhs: UILayoutGuide) -> Bool {
        lhs.anchorView === rhs.anchorView && lhs.leadingAnchor.attribute == rhs.leadingAnchor.attribute
    }

    /// Hashes the guide's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(anchorView)) }
}

extension UILayoutGuide {
    private func x(_ guide: (LayoutGuide) -> XAxisAnchor, _ margins: (LayoutMarginsGuide) -> XAxisAnchor) -> NSLayoutXAxisAnchor {
        switch kind {
        case .guide(let g): NSLayoutXAxisAnchor(guide(g))
        case .margins(let g): NSLayoutXAxisAnchor(margins(g))
        }
    }

    private func y(_ guide: (LayoutGuide) -> YAxisAnchor, _ margins: (LayoutMarginsGuide) -> YAxisAnchor) -> NSLayoutYAxisAnchor {
        switch kind {
        case .guide(let g): NSLayoutYAxisAnchor(guide(g))
        case .margins(let g): NSLayoutYAxisAnchor(margins(g))
        }
    }

    private func dimension(
        _ guide: (LayoutGuide) -> DimensionAnchor,
        _ margins: (LayoutMarginsGuide) -> DimensionAnchor
    ) -> NSLayoutDimension {
        switch kind {
        case .guide(let g): NSLayoutDimension(guide(g))
        case .margins(let g): NSLayoutDimension(margins(g))
        }
    }

    /// The leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { x(\.leadingAnchor, \.leadingAnchor) }
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { x(\.trailingAnchor, \.trailingAnchor) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { x(\.leftAnchor, \.leftAnchor) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { x(\.rightAnchor, \.rightAnchor) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { x(\.centerXAnchor, \.centerXAnchor) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { y(\.topAnchor, \.topAnchor) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { y(\.bottomAnchor, \.bottomAnchor) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { y(\.centerYAnchor, \.centerYAnchor) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { dimension(\.widthAnchor, \.widthAnchor) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { dimension(\.heightAnchor, \.heightAnchor) }
}
