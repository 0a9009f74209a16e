import AutoLayout

/// UIKit's `UITextView` as layout sees it: with scrolling off it is sized by its text, wrapped at
/// the width layout gives it; with scrolling on (the default) it has no intrinsic size.
open class UITextView: UIView {
    override class func makeBacking() -> any LayoutBacking { backing(BackingTextView()) }

    /// The backing text view (a `UITextView` is always made with a `BackingTextView`).
    var textView: TextView { unsafeDowncast(layoutView, to: BackingTextView.self) }

    // UIKit declares it implicitly unwrapped.

    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// The text.
    open var text: String! {
        get { textView.text }
        set { textView.text = newValue ?? "" }
    }

    /// The font (the system font at 12 points by default, as UIKit's).
    open var font: UIFont? {
        get { UIFont(textView.font) }
        set { textView.font = newValue?.font ?? .systemFont(ofSize: 12) }
    }

    /// Whether the text scrolls; false makes the view as tall as its text.
    open var isScrollEnabled: Bool {
        get { textView.isScrollEnabled }
        set { textView.isScrollEnabled = newValue }
    }

    /// Space around the text container.
    open var textContainerInset: UIEdgeInsets {
        get { UIEdgeInsets(textView.textContainerInset) }
        set { textView.textContainerInset = newValue.layoutInsets }
    }

    /// Kept; the text is never edited here.
    open var isEditable = true
}
