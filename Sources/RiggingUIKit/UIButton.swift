import AutoLayout

/// UIKit's `UIButton`: sized by its normal-state title, its title font and its content insets.
///
/// ```swift
/// let button = UIButton(type: .system)
/// button.setTitle("Sign in", for: .normal)
/// print(button.intrinsicContentSize.height)  // 30.0 at the 15-point system font
/// ```
open class UIButton: UIControl {
    override class func makeBacking() -> any LayoutBacking { backing(BackingButton()) }

    /// The backing button (a `UIButton` is always made with a `BackingButton`).
    var button: Button { unsafeDowncast(layoutView, to: BackingButton.self) }

    private var titles: [UInt: String] = [:]

    /// A button of a type (every type lays out alike here).
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// A button of a type whose `.primaryActionTriggered` runs `primaryAction`, titled with
    /// the action's title, as in UIKit.
    public convenience init(type buttonType: ButtonType, primaryAction: UIAction?) {
        self.init(type: buttonType)
        adopt(primaryAction)
    }

    /// A custom button whose `.primaryActionTriggered` runs `primaryAction`, titled with the
    /// action's title, as in UIKit.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        adopt(primaryAction)
    }

    private func adopt(_ primaryAction: UIAction?) {
        guard let primaryAction else { return }
        addAction(primaryAction, for: .primaryActionTriggered)
        if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
    }

    /// The button's type.
    public internal(set) var buttonType: ButtonType = .custom

    /// Sets the title for a state; the normal state's title sizes the button.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        if state == .normal { button.title = title ?? "" }
    }

    /// The title for a state (the normal one when the state has none).
    open func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

    /// The title shown (the normal state's: states do not change here).
    open var currentTitle: String? { titles[State.normal.rawValue] }

    /// Space around the title; zero means UIKit's default 6 points above and below.
    open var contentEdgeInsets: UIEdgeInsets {
        get { UIEdgeInsets(button.contentEdgeInsets) }
        set { button.contentEdgeInsets = newValue.layoutInsets }
    }

    /// The label UIKit code reaches the title through (`button.titleLabel?.font = ...`): a
    /// stand-in outside the tree whose `font` and `text` are the button's title font and normal
    /// title; its other properties change nothing.
    public var titleLabel: UILabel? {
        if let label = titleLabelStorage { return label }
        let label = ButtonTitleLabel(frame: .zero)
        label.button = self
        titleLabelStorage = label
        return label
    }
    private var titleLabelStorage: ButtonTitleLabel?

    /// The title's font (`titleLabel?.font` sets the same).
    open var titleFont: UIFont {
        get { UIFont(button.font) }
        set { button.font = newValue.font }
    }

    /// UIKit's button types.
    public enum ButtonType: Int, Sendable, Hashable {
        /// No style.
        case custom = 0
        /// The system style.
        case system
        /// A detail disclosure button.
        case detailDisclosure
        /// An info button (light).
        case infoLight
        /// An info button (dark).
        case infoDark
        /// A contact-add button.
        case contactAdd
        /// A close button.
        case close
    }
}

/// `UIButton.titleLabel`: reads and writes the button's title font and normal title.
final class ButtonTitleLabel: UILabel {
    weak var button: UIButton?

    // UIKit declares it implicitly unwrapped.

    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    override var font: UIFont! {
        get { button?.titleFont ?? super.font }
        set { button?.titleFont = newValue ?? .systemFont(ofSize: 15) }
    }

    override var text: String? {
        get { button?.currentTitle }
        set { button?.setTitle(newValue, for: .normal) }
    }
}
