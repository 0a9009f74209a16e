import AutoLayout

/// UIKit's `UILabel`: text measured by AutoLayout's text model, sized by it, and wrapped by the
/// engine at the width layout gives it when `numberOfLines` is not 1 (UIKit's automatic
/// `preferredMaxLayoutWidth`).
///
/// ```swift
/// let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
/// let label = UILabel()
/// label.text = "A label that wraps by itself when it runs out of room"
/// label.numberOfLines = 0
/// label.translatesAutoresizingMaskIntoConstraints = false
/// root.addSubview(label)
/// NSLayoutConstraint.activate([
///     label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
///     label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
///     label.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
/// ])
/// root.layoutIfNeeded()
/// // label.frame is (16, 16, 168, 61): three lines of the 17-point system font
/// ```
open class UILabel: UIView {
    override class func makeBacking() -> any LayoutBacking { backing(BackingLabel()) }

    /// The backing label (a `UILabel` is always made with a `BackingLabel`).
    var label: Label { unsafeDowncast(layoutView, to: BackingLabel.self) }

    /// The text; nil reads back as nil and lays out as an empty label.
    open var text: String? {
        get { hasText ? label.text : nil }
        set {
            hasText = newValue != nil
            label.text = newValue ?? ""
        }
    }
    private var hasText = false

    // UIKit declares it implicitly unwrapped.

    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// The font (the system font at 17 points by default); setting nil restores it.
    open var font: UIFont! {
        get { UIFont(label.font) }
        set { label.font = newValue?.font ?? .label }
    }

    /// Lines at most; 0 means as many as the text needs.
    open var numberOfLines: Int {
        get { label.numberOfLines }
        set { label.numberOfLines = newValue }
    }

    /// How lines break and truncate.
    open var lineBreakMode: NSLineBreakMode {
        get { label.lineBreakMode }
        set { label.lineBreakMode = newValue }
    }

    /// How lines align (it changes no frame).
    open var textAlignment: NSTextAlignment {
        get { label.textAlignment }
        set { label.textAlignment = newValue }
    }

    /// The width a multi-line label wraps at; 0 (the default) wraps at the width layout gives it.
    open var preferredMaxLayoutWidth: CGFloat {
        get { CGFloat(label.preferredMaxLayoutWidth) }
        set { label.preferredMaxLayoutWidth = Double(newValue) }
    }

    // UIKit declares it implicitly unwrapped.

    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// Kept, never drawn.
    open var textColor: UIColor! = .label
    /// Kept; the font never shrinks here (the text model does not fit text to a width).
    open var adjustsFontSizeToFitWidth = false
    /// Kept; there is no content size category here, so a text style's font never changes.
    open var adjustsFontForContentSizeCategory = false
    /// Kept; see `adjustsFontSizeToFitWidth`.
    open var minimumScaleFactor: CGFloat = 0
}
