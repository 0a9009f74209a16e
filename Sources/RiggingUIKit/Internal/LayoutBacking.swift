import AutoLayout

/// The AutoLayout view a UIKit-spelled view lays out through (see INTERNALS, "RiggingUIKit").
///
/// The engine calls the backing view's hooks; each backing class forwards them to its owner, so
/// that a `UIView` subclass's overrides run, and the owner's default implementations call back
/// into the backing class's own (`base...`), which are AutoLayout's. The owner holds its backing
/// view; the backing view refers to its owner weakly (a backing view outlives its owner only
/// while the engine still lists it).
protocol LayoutBacking: View {
    var owner: UIView? { get set }
    var baseIntrinsicContentSize: Size { get }
    func baseLayoutSubviews()
    func baseUpdateConstraints()
    func baseSizeThatFits(_ size: Size) -> Size
}

extension LayoutBacking {
    /// `body` run on the owner, or nil when there is none. The engine calls the backing view's
    /// hooks on the thread the app drives layout from, which for UIKit-spelled views is the main
    /// actor's (as in UIKit); `MainActor.assumeIsolated` checks that it is.
    func onOwner<Result: Sendable>(_ body: @MainActor (UIView) -> Result) -> Result? {
        guard let owner else { return nil }
        return MainActor.assumeIsolated { body(owner) }
    }
}

// One backing class per AutoLayout class a UIKit class stands on. Each forwards the six hooks
// UIKit lets a subclass override; the bodies cannot be shared because each calls its own `super`.

final class BackingView: View, LayoutBacking {
    weak var owner: UIView?
    override var intrinsicContentSize: Size { onOwner { $0.intrinsicContentSize.layoutSize } ?? super.intrinsicContentSize }
    override func layoutSubviews() { if onOwner({ $0.forwardLayoutSubviews() }) == nil { super.layoutSubviews() } }
    override func updateConstraints() { if onOwner({ $0.updateConstraints() }) == nil { super.updateConstraints() } }
    override func safeAreaInsetsDidChange() { onOwner { $0.safeAreaInsetsDidChange() } }
    override func layoutMarginsDidChange() { onOwner { $0.layoutMarginsDidChange() } }
    var baseIntrinsicContentSize: Size { super.intrinsicContentSize }
    func baseLayoutSubviews() { super.layoutSubviews() }
    func baseUpdateConstraints() { super.updateConstraints() }
    override func sizeThatFits(_ size: Size) -> Size { onOwner { $0.sizeThatFits(CGSize(size)).layoutSize } ?? super.sizeThatFits(size) }
    func baseSizeThatFits(_ size: Size) -> Size { super.sizeThatFits(size) }
}

final class BackingLabel: Label, LayoutBacking {
    weak var owner: UIView?
    override var intrinsicContentSize: Size { onOwner { $0.intrinsicContentSize.layoutSize } ?? super.intrinsicContentSize }
    override func layoutSubviews() { if onOwner({ $0.forwardLayoutSubviews() }) == nil { super.layoutSubviews() } }
    override func updateConstraints() { if onOwner({ $0.updateConstraints() }) == nil { super.updateConstraints() } }
    override func safeAreaInsetsDidChange() { onOwner { $0.safeAreaInsetsDidChange() } }
    override func layoutMarginsDidChange() { onOwner { $0.layoutMarginsDidChange() } }
    var baseIntrinsicContentSize: Size { super.intrinsicContentSize }
    func baseLayoutSubviews() { super.layoutSubviews() }
    func baseUpdateConstraints() { super.updateConstraints() }
    override func sizeThatFits(_ size: Size) -> Size { onOwner { $0.sizeThatFits(CGSize(size)).layoutSize } ?? super.sizeThatFits(size) }
    func baseSizeThatFits(_ size: Size) -> Size { super.sizeThatFits(size) }
}

final class BackingButton: Button, LayoutBacking {
    weak var owner: UIView?
    override var intrinsicContentSize: Size { onOwner { $0.intrinsicContentSize.layoutSize } ?? super.intrinsicContentSize }
    override func layoutSubviews() { if onOwner({ $0.forwardLayoutSubviews() }) == nil { super.layoutSubviews() } }
    override func updateConstraints() { if onOwner({ $0.updateConstraints() }) == nil { super.updateConstraints() } }
    override func safeAreaInsetsDidChange() { onOwner { $0.safeAreaInsetsDidChange() } }
    override func layoutMarginsDidChange() { onOwner { $0.layoutMarginsDidChange() } }
    var baseIntrinsicContentSize: Size { super.intrinsicContentSize }
    func baseLayoutSubviews() { super.layoutSubviews() }
    func baseUpdateConstraints() { super.updateConstraints() }
    override func sizeThatFits(_ size: Size) -> Size { onOwner { $0.sizeThatFits(CGSize(size)).layoutSize } ?? super.sizeThatFits(size) }
    func baseSizeThatFits(_ size: Size) -> Size { super.sizeThatFits(size) }
}

final class BackingTextField: TextField, LayoutBacking {
    weak var owner: UIView?
    override var intrinsicContentSize: Size { onOwner { $0.intrinsicContentSize.layoutSize } ?? super.intrinsicContentSize }
    override func layoutSubviews() { if onOwner({ $0.forwardLayoutSubviews() }) == nil { super.layoutSubviews() } }
    override func updateConstraints() { if onOwner({ $0.updateConstraints() }) == nil { super.updateConstraints() } }
    override func safeAreaInsetsDidChange() { onOwner { $0.safeAreaInsetsDidChange() } }
    override func layoutMarginsDidChange() { onOwner { $0.layoutMarginsDidChange() } }
    var baseIntrinsicContentSize: Size { super.intrinsicContentSize }
    func baseLayoutSubviews() { super.layoutSubviews() }
    func baseUpdateConstraints() { super.updateConstraints() }
    override func sizeThatFits(_ size: Size) -> Size { onOwner { $0.sizeThatFits(CGSize(size)).layoutSize } ?? super.sizeThatFits(size) }
    func baseSizeThatFits(_ size: Size) -> Size { super.sizeThatFits(size) }
}

final class BackingTextView: TextView, LayoutBacking {
    weak var owner: UIView?
    override var intrinsicContentSize: Size { onOwner { $0.intrinsicContentSize.layoutSize } ?? super.intrinsicContentSize }
    override func layoutSubviews() { if onOwner({ $0.forwardLayoutSubviews() }) == nil { super.layoutSubviews() } }
    override func updateConstraints() { if onOwner({ $0.updateConstraints() }) == nil { super.updateConstraints() } }
    override func safeAreaInsetsDidChange() { onOwner { $0.safeAreaInsetsDidChange() } }
    override func layoutMarginsDidChange() { onOwner { $0.layoutMarginsDidChange() } }
    var baseIntrinsicContentSize: Size { super.intrinsicContentSize }
    func baseLayoutSubviews() { super.layoutSubviews() }
    func baseUpdateConstraints() { super.updateConstraints() }
    override func sizeThatFits(_ size: Size) -> Size { onOwner { $0.sizeThatFits(CGSize(size)).layoutSize } ?? super.sizeThatFits(size) }
    func baseSizeThatFits(_ size: Size) -> Size { super.sizeThatFits(size) }
}

final class BackingStackView: StackView, LayoutBacking {
    weak var owner: UIView?
    override var intrinsicContentSize: Size { onOwner { $0.intrinsicContentSize.layoutSize } ?? super.intrinsicContentSize }
    override func layoutSubviews() { if onOwner({ $0.forwardLayoutSubviews() }) == nil { super.layoutSubviews() } }
    override func updateConstraints() { if onOwner({ $0.updateConstraints() }) == nil { super.updateConstraints() } }
    override func safeAreaInsetsDidChange() { onOwner { $0.safeAreaInsetsDidChange() } }
    override func layoutMarginsDidChange() { onOwner { $0.layoutMarginsDidChange() } }
    var baseIntrinsicContentSize: Size { super.intrinsicContentSize }
    func baseLayoutSubviews() { super.layoutSubviews() }
    func baseUpdateConstraints() { super.updateConstraints() }
    override func sizeThatFits(_ size: Size) -> Size { onOwner { $0.sizeThatFits(CGSize(size)).layoutSize } ?? super.sizeThatFits(size) }
    func baseSizeThatFits(_ size: Size) -> Size { super.sizeThatFits(size) }
}

final class BackingScrollView: ScrollView, LayoutBacking {
    weak var owner: UIView?
    override var intrinsicContentSize: Size { onOwner { $0.intrinsicContentSize.layoutSize } ?? super.intrinsicContentSize }
    override func layoutSubviews() { if onOwner({ $0.forwardLayoutSubviews() }) == nil { super.layoutSubviews() } }
    override func updateConstraints() { if onOwner({ $0.updateConstraints() }) == nil { super.updateConstraints() } }
    override func safeAreaInsetsDidChange() { onOwner { $0.safeAreaInsetsDidChange() } }
    override func layoutMarginsDidChange() { onOwner { $0.layoutMarginsDidChange() } }
    override func adjustedContentInsetDidChange() { onOwner { ($0 as? UIScrollView)?.adjustedContentInsetDidChange() } }
    var baseIntrinsicContentSize: Size { super.intrinsicContentSize }
    func baseLayoutSubviews() { super.layoutSubviews() }
    func baseUpdateConstraints() { super.updateConstraints() }
    override func sizeThatFits(_ size: Size) -> Size { onOwner { $0.sizeThatFits(CGSize(size)).layoutSize } ?? super.sizeThatFits(size) }
    func baseSizeThatFits(_ size: Size) -> Size { super.sizeThatFits(size) }
}

extension View {
    /// The UIKit-spelled view this view backs, if any.
    var uiView: UIView? { (self as? LayoutBacking)?.owner }
}
