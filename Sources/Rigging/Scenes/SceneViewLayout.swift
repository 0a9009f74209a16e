import AutoLayout

/// A scene view's margins, safe-area and content priorities (the keys `layoutMargins`,
/// `directionalLayoutMargins`, `insetsLayoutMarginsFromSafeArea`, `preservesSuperviewLayoutMargins`,
/// `additionalSafeAreaInsets`, `hugging`, `compression`, `firstBaseline` and `lastBaseline`); every
/// field's default is UIKit's.
public struct SceneViewLayout: Sendable, Hashable {
    /// The margins set on the view; nil keeps UIKit's 8 on every edge.
    public var layoutMargins: SceneMargins?
    /// Whether the safe area is added to the margins (`insetsLayoutMarginsFromSafeArea`, default true).
    public var insetsLayoutMarginsFromSafeArea: Bool
    /// Whether the superview's margins reach into the view (`preservesSuperviewLayoutMargins`, default false).
    public var preservesSuperviewLayoutMargins: Bool
    /// Insets added to the view's safe area (`additionalSafeAreaInsets`, default zero).
    public var additionalSafeAreaInsets: EdgeInsets
    /// Content hugging priorities (`hugging`; nil on an axis keeps 250).
    public var hugging: SceneAxisPriorities
    /// Compression resistance priorities (`compression`; nil on an axis keeps 750).
    public var compression: SceneAxisPriorities
    /// The first baseline's distance below the view's top (`firstBaseline`; nil: the bottom, a
    /// view without text).
    public var firstBaseline: Double? = nil
    /// The last baseline's distance above the view's bottom (`lastBaseline`; nil: 0, the bottom).
    public var lastBaseline: Double? = nil

    /// UIKit's defaults, or the values given.
    public init(
        layoutMargins: SceneMargins? = nil, insetsLayoutMarginsFromSafeArea: Bool = true,
        preservesSuperviewLayoutMargins: Bool = false, additionalSafeAreaInsets: EdgeInsets = .zero,
        hugging: SceneAxisPriorities = SceneAxisPriorities(), compression: SceneAxisPriorities = SceneAxisPriorities()
    ) {
        self.layoutMargins = layoutMargins
        self.insetsLayoutMarginsFromSafeArea = insetsLayoutMarginsFromSafeArea
        self.preservesSuperviewLayoutMargins = preservesSuperviewLayoutMargins
        self.additionalSafeAreaInsets = additionalSafeAreaInsets
        self.hugging = hugging
        self.compression = compression
    }

    /// Sets these values on `view` (its content priorities only where given).
    func apply(to view: View) {
        switch layoutMargins {
        case .absolute(let m)?: view.layoutMargins = m
        case .directional(let m)?: view.directionalLayoutMargins = m
        case nil: break
        }
        view.insetsLayoutMarginsFromSafeArea = insetsLayoutMarginsFromSafeArea
        view.preservesSuperviewLayoutMargins = preservesSuperviewLayoutMargins
        view.additionalSafeAreaInsets = additionalSafeAreaInsets
        for axis in LayoutAxis.allCases {
            if let p = hugging[axis] { view.setContentHuggingPriority(LayoutPriority(Float(p)), for: axis) }
            if let p = compression[axis] { view.setContentCompressionResistancePriority(LayoutPriority(Float(p)), for: axis) }
        }
        if let firstBaseline { view.firstBaselineOffsetFromTop = firstBaseline }
        if let lastBaseline { view.lastBaselineOffsetFromBottom = lastBaseline }
    }
}

/// Margins as set on a view: by left and right, or by leading and trailing (which follow the
/// layout direction).
public enum SceneMargins: Sendable, Hashable {
    /// `layoutMargins` with `top`, `left`, `bottom`, `right`.
    case absolute(EdgeInsets)
    /// `directionalLayoutMargins` (or `layoutMargins` written with `leading` and `trailing`).
    case directional(DirectionalEdgeInsets)
}

/// A priority per axis; nil keeps the view's default on that axis.
public struct SceneAxisPriorities: Sendable, Hashable {
    /// The horizontal priority (1...1000), or nil.
    public var horizontal: Double?
    /// The vertical priority (1...1000), or nil.
    public var vertical: Double?

    /// Priorities for the axes given.
    public init(horizontal: Double? = nil, vertical: Double? = nil) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The priority along `axis`.
    public subscript(axis: LayoutAxis) -> Double? { axis == .horizontal ? horizontal : vertical }

    var isEmpty: Bool { horizontal == nil && vertical == nil }
}

/// A layout guide of a scene (`"guides": [{"name": "column", "owner": "view"}]`): a `LayoutGuide`
/// owned by the named view, whose identifier is its name, referred to in constraints as views are
/// (`column.leading`).
public struct SceneGuide: Sendable, Hashable {
    /// A C identifier, unique among the scene's views and guides.
    public var name: String
    /// The owning view's name.
    public var owner: String

    /// A guide named `name` owned by `owner`.
    public init(name: String, owner: String) {
        self.name = name
        self.owner = owner
    }
}
