import AutoLayout

/// UIKit's `UITextField`: one line of text, sized by its text (or placeholder), font and border.
open class UITextField: UIView {
    override class func makeBacking() -> any LayoutBacking { backing(BackingTextField()) }

    /// The backing field (a `UITextField` is always made with a `BackingTextField`).
    var field: TextField { unsafeDowncast(layoutView, to: BackingTextField.self) }

    /// The text.
    open var text: String? {
        get { field.text }
        set { field.text = newValue ?? "" }
    }

    /// The placeholder shown while the text is empty (its size counts when the text is empty).
    open var placeholder: String? {
        get { field.placeholder.isEmpty ? nil : field.placeholder }
        set { field.placeholder = newValue ?? "" }
    }

    /// The font (the system font at 17 points by default).
    open var font: UIFont? {
        get { UIFont(field.font) }
        set { field.font = newValue?.font ?? .label }
    }

    /// The border, which adds to the intrinsic size.
    open var borderStyle: BorderStyle {
        get { BorderStyle(rawValue: field.borderStyle.rawValue) ?? .none }
        set { field.borderStyle = TextField.BorderStyle(rawValue: newValue.rawValue) ?? .none }
    }

    /// Kept; text is never aligned on screen.
    open var textAlignment: NSTextAlignment = .natural

    /// UIKit's border styles.
    public enum BorderStyle: Int, Sendable, Hashable {
        /// No border.
        case none = 0
        /// A thin line.
        case line
        /// A bezel.
        case bezel
        /// A rounded rectangle.
        case roundedRect
    }
}
