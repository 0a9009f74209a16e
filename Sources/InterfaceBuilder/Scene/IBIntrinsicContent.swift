import AutoLayout

/// Intrinsic content sizes at the document's own device: Xcode measured every content-sized
/// view with the real fonts and images and stored the result as its frame wherever hugging and
/// compression decide the size, so the stored frame size is the intrinsic size there.
enum IBIntrinsicContent {
    /// The kinds whose size comes from their content.
    static let contentSized: Set<IBViewKind> = [
        .label, .button, .imageView, .switch, .segmentedControl, .textField, .activityIndicatorView,
        .pageControl, .stepper, .slider, .progressView,
    ]

    /// How far a view's frame reaches beyond its alignment rectangle, the one constraints place:
    /// UIKit's sliders 2 points left and right and 1 below, its switches 2 points on the right.
    static func alignmentOutsets(of kind: IBViewKind) -> EdgeInsets? {
        switch kind {
        case .slider: return EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)
        case .switch: return EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
        default: return nil
        }
    }

    /// The alignment rectangle of a stored frame.
    static func alignmentRect(_ frame: Rect, kind: IBViewKind) -> Rect {
        guard let o = alignmentOutsets(of: kind) else { return frame }
        return Rect(x: frame.minX + o.left, y: frame.minY + o.top, width: frame.width - o.left - o.right, height: frame.height - o.top - o.bottom)
    }

    /// The intrinsic width and height of `view` (nil: none on that axis): the placeholder the
    /// document sets, else the size Xcode measured for an `@IBDesignable` view, else the stored
    /// alignment rectangle's size for a content-sized kind (a slider and a progress view have a
    /// height only); a negative size is none.
    static func size(of view: IBView, designable: Size?) -> (width: Double?, height: Double?) {
        var width: Double?, height: Double?
        if let designable {
            width = designable.width
            height = designable.height
        } else if contentSized.contains(view.kind), let stored = view.frame {
            let frame = alignmentRect(stored, kind: view.kind)
            width = [.slider, .progressView].contains(view.kind) ? nil : frame.width
            height = frame.height
        }
        if let placeholder = view.placeholderIntrinsicSize {
            if let w = placeholder.width { width = value(w) }
            if let h = placeholder.height { height = value(h) }
        }
        // A negative or non-finite size (a stored frame Xcode left inverted) is no size.
        func valid(_ value: Double?) -> Double? { value.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } }
        return (valid(width), valid(height))
    }

    private static func value(_ dimension: IBIntrinsicDimension) -> Double? {
        if case .points(let points) = dimension { return points }
        return nil
    }
}
