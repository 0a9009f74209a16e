/// How a label wraps and truncates its text, UIKit's `NSLineBreakMode`.
///
/// Every mode wraps a multi-line label at word boundaries except `byCharWrapping`; the truncating
/// modes put an ellipsis where the text that does not fit is cut (in the last line of a
/// multi-line label, as UIKit does). A single-line label's intrinsic width is its whole text in
/// every mode; the mode decides what is drawn when the label is narrower.
public enum LineBreakMode: Int, Hashable, Sendable, CaseIterable {
    /// Wrap at word boundaries; a single line shows the words that fit.
    case byWordWrapping = 0
    /// Wrap at any character; a single line shows the characters that fit.
    case byCharWrapping
    /// Cut the text at the edge, with no ellipsis.
    case byClipping
    /// "…end of the text".
    case byTruncatingHead
    /// "Start of the te…" (UIKit's default for labels).
    case byTruncatingTail
    /// "Start…the text".
    case byTruncatingMiddle
}
