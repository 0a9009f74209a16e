import AutoLayout

/// A view's layout margins settings as its document records them; nil where it writes none.
///
/// A document writes margins only when they differ from UIKit's defaults (8 points on each side,
/// or the system minimum of a view controller's root view), as either `layoutMargins` or
/// `directionalLayoutMargins`.
public struct IBLayoutMargins: Hashable, Sendable {
    /// `<edgeInsets key="layoutMargins">`.
    public var layoutMargins: EdgeInsets?
    /// `<directionalEdgeInsets key="directionalLayoutMargins">`.
    public var directionalLayoutMargins: DirectionalEdgeInsets?
    /// `preservesSuperviewLayoutMargins` (UIKit's default: false).
    public var preservesSuperviewLayoutMargins: Bool?
    /// `insetsLayoutMarginsFromSafeArea` (UIKit's default: true).
    public var insetsLayoutMarginsFromSafeArea: Bool?
    /// `layoutMarginsFollowReadableWidth` (UIKit's default: false).
    public var layoutMarginsFollowReadableWidth: Bool?

    /// Settings as given; nil for those the document does not write.
    public init(
        layoutMargins: EdgeInsets? = nil, directionalLayoutMargins: DirectionalEdgeInsets? = nil,
        preservesSuperviewLayoutMargins: Bool? = nil, insetsLayoutMarginsFromSafeArea: Bool? = nil,
        layoutMarginsFollowReadableWidth: Bool? = nil
    ) {
        self.layoutMargins = layoutMargins
        self.directionalLayoutMargins = directionalLayoutMargins
        self.preservesSuperviewLayoutMargins = preservesSuperviewLayoutMargins
        self.insetsLayoutMarginsFromSafeArea = insetsLayoutMarginsFromSafeArea
        self.layoutMarginsFollowReadableWidth = layoutMarginsFollowReadableWidth
    }
}
