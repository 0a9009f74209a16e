// A UILabel subclass that pads its intrinsic size, as many iOS apps write one.
#if canImport(UIKit)
    import UIKit
#else
    import RiggingUIKit
#endif

final class PaddedLabel: UILabel {
    var padding = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)

    override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        return CGSize(
            width: size.width + padding.left + padding.right,
            height: size.height + padding.top + padding.bottom)
    }
}
