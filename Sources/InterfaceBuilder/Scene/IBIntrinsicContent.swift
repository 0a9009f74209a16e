import AutoLayout

/// Intrinsic content sizes at the document's own device: Xcode measured every content-sized
/// view with the real fonts and images and stored the result as its frame wherever hugging and
/// compression decide the size, so the stored frame size is the intrinsic size there.
enum IBIntrinsicContent {
    /// The kinds whose size comes from their content.
    static let contentSized: Set<IBViewKind> = [
        .label, .button, .imageView, .switch, .segmentedControl, .textField, .activityIndicatorView,
        .pageControl, .stepper, .slider, .progressView, .navigationBar, .toolbar, .tabBar, .searchBar, .datePicker, .pickerView,
    ]

    /// The content-sized kinds with an intrinsic height only, as UIKit's sliders, progress views
    /// and bars (navigation bars, toolbars, tab bars, search bars) stretch to any width.
    static let heightOnly: Set<IBViewKind> = [.slider, .progressView, .navigationBar, .toolbar, .tabBar, .searchBar]

    /// How far a view's frame reaches beyond its alignment rectangle, the one constraints place,
    /// in the iOS release the canvas of Interface Builder build `build` simulates: UIKit's sliders
    /// 2 points left and right and 1 below (none from Xcode 26, whose iOS 26 slider's frame is its
    /// alignment rectangle), its segmented controls 1 below, its switches 2 points on the right.
    static func alignmentOutsets(of kind: IBViewKind, build: Double? = nil) -> EdgeInsets? {
        switch kind {
        case .slider: return (build ?? 0) >= liquidGlassBuild ? nil : EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)
        case .segmentedControl: return EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
        case .switch: return EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
        default: return nil
        }
    }

    /// The first Interface Builder build of Xcode 26, whose canvas simulates iOS 26's controls.
    static let liquidGlassBuild = 24000.0

    /// How far `view`'s frame reaches beyond its alignment rectangle: its kind's outsets
    /// (`alignmentOutsets(of:build:)`), and half a point above and below for a progress view of
    /// the bar style (a 5-point height constraint gives a 6-point frame).
    static func alignmentOutsets(of view: IBView, build: Double? = nil) -> EdgeInsets? {
        if view.kind == .progressView, view.properties["progressViewStyle"] == "bar" {
            return EdgeInsets(top: 0.5, left: 0, bottom: 0.5, right: 0)
        }
        return alignmentOutsets(of: view.kind, build: build)
    }

    /// The alignment rectangle of `view`'s stored frame `frame` (`alignmentOutsets(of:build:)`).
    static func alignmentRect(_ frame: Rect, of view: IBView, build: Double? = nil) -> Rect {
        alignmentRect(frame, outsets: alignmentOutsets(of: view, build: build))
    }

    /// The rectangle `outsets` inside `frame` (`frame` itself for nil).
    static func alignmentRect(_ frame: Rect, outsets: EdgeInsets?) -> Rect {
        guard let o = outsets else { return frame }
        return Rect(x: frame.minX + o.left, y: frame.minY + o.top, width: frame.width - o.left - o.right, height: frame.height - o.top - o.bottom)
    }

    /// The intrinsic width and height of `view` (nil: none on that axis): the placeholder the
    /// document sets, else the size Xcode measured for an `@IBDesignable` view, else the stored
    /// size of a plain view, scrolling text view or empty stack view of the app's own class that
    /// Xcode does not flag ambiguous or misplaced (`hasAppClassSize(_:)`), else the stored alignment rectangle's size (inside
    /// `outsets`) for a content-sized kind (`heightOnly` kinds have a height only) and a text view
    /// that does not scroll (`isSelfSizingTextView(_:)`); a negative
    /// size is none.
    static func size(of view: IBView, designable: Size?, outsets: EdgeInsets?) -> (width: Double?, height: Double?) {
        var width: Double?
        var height: Double?
        if let designable {
            width = designable.width
            height = designable.height
        } else if hasAppClassSize(view), let stored = view.frame {
            width = stored.width
            height = stored.height
        } else if contentSized.contains(view.kind) || isSelfSizingTextView(view), let stored = view.frame {
            let frame = alignmentRect(stored, outsets: outsets)
            width = heightOnly.contains(view.kind) ? nil : frame.width
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

    /// Whether `view` is a text view with scrolling disabled (`scrollEnabled="NO"`): UIKit's
    /// `UITextView` then has an intrinsic content size, its text's size laid out as a multi-line
    /// label lays its text out, which Xcode measured and stored as its frame; a scrolling text view
    /// has none.
    static func isSelfSizingTextView(_ view: IBView) -> Bool {
        view.kind == .textView && view.properties["scrollEnabled"] == "NO"
    }

    /// Whether `view` is a plain view, a scrolling text view or a stack view arranging no views in
    /// the document, of the app's own class (`customClass`), that Xcode flags neither ambiguous
    /// nor misplaced: UIKit's `UIView`, a scrolling `UITextView` and a `UIStackView` with nothing to
    /// arrange have no content size, yet Xcode laid the view out unambiguously, so where its
    /// constraints leave its size open its class has an intrinsic content size (an
    /// `@IBDesignable` view Xcode ran, such as a text view that grows with its text or a stack
    /// view that arranges the buttons it makes), which its stored frame holds; where they fix its
    /// size, a content size at UIKit's default priorities (hugging 250, compression resistance
    /// 750) changes nothing.
    static func hasAppClassSize(_ view: IBView) -> Bool {
        let sizeless: Bool
        switch view.kind {
        case .view: sizeless = true
        case .textView: sizeless = !isSelfSizingTextView(view)
        case .stackView: sizeless = view.subviews.isEmpty
        default: sizeless = false
        }
        return sizeless && view.customClass != nil && !view.isAmbiguous && !view.isMisplaced
    }

    /// The first baseline's distance below the top and the last's above the bottom of a label,
    /// button or text field (nil for other kinds, a button without a title, or no stored frame).
    ///
    /// A label of the system font or a text style has baselines that are constants of its font,
    /// as UIKit's baseline constraints take them, whatever the label's height (stretched taller
    /// than its text or compressed, as Xcode places such labels): its first line, one line height
    /// rounded up to the pixel grid at `scale` with the line centred in it, has its baseline the
    /// font's ascender below the line's top, and the last line's baseline lies the font's
    /// descender above its bottom. The metrics are the system font's at the document's point size
    /// or at a text style's (`IBTextStyle`, `SystemFontTextMeasurer`): `font`, the font the text
    /// takes in the size classes laid out (`IBView.font(for:)`).
    ///
    /// The text of any other view is centred vertically in its stored height (the alignment
    /// rectangle's), which stands for the text's own height: a button's title and a text field's
    /// text one line of the system font's metrics at the font's size, a label of a named font as
    /// many whole lines as the height holds (at least one; one for a one-line label), so the
    /// first baseline lies `(height - textHeight) / 2 + ascender` below the top and the last
    /// `lineHeight - ascender` above the text's bottom. Where Xcode measured the label, its stored
    /// height is its named font's own line height, so its baselines are the font's to the extent
    /// that its ascender and descender share the line as the system font's do.
    static func baselines(of view: IBView, font: IBFont?, scale: Double = 2) -> (first: Double, last: Double)? {
        guard let stored = view.frame else { return nil }
        switch view.kind {
        case .label, .textField: break
        case .button:
            guard view.button?.states.contains(where: { !($0.title ?? "").isEmpty }) ?? false else { return nil }
        default: return nil
        }
        let metrics = SystemFontTextMeasurer().metrics(for: IBDocument.font(font))
        if view.kind == .label, hasSystemMetrics(font) {
            // The line centred in its height rounded up to the pixel grid, as the label measures it.
            let rounded = scale > 0 ? (metrics.lineHeight * scale).rounded(.up) / scale : metrics.lineHeight
            let slack = (rounded - metrics.lineHeight) / 2
            let first = slack + metrics.ascender
            let last = slack - metrics.descender
            return first.isFinite && last.isFinite ? (first, last) : nil
        }
        let height = alignmentRect(stored, of: view).height
        let oneLine = view.kind != .label || view.text?.numberOfLines ?? 1 == 1
        let lines = oneLine || metrics.lineHeight <= 0 ? 1 : max(1, (height / metrics.lineHeight).rounded(.down))
        let textHeight = lines * metrics.lineHeight
        let textTop = (height - textHeight) / 2
        let first = textTop + metrics.ascender
        let last = height - (textTop + textHeight - (metrics.lineHeight - metrics.ascender))
        guard first.isFinite, last.isFinite else { return nil }
        return (first, last)
    }

    /// Whether the text model knows `font`'s vertical metrics: the system font (regular, bold or
    /// of a weight) at a size, or a Dynamic Type text style.
    static func hasSystemMetrics(_ font: IBFont?) -> Bool {
        switch font?.design {
        case .system?, .boldSystem?, .italicSystem?, .meta("system")?, .meta("boldSystem")?: return font?.pointSize != nil
        case .textStyle(let name)?: return IBTextStyle(name: name) != nil
        default: return false
        }
    }

    private static func value(_ dimension: IBIntrinsicDimension) -> Double? {
        if case .points(let points) = dimension { return points }
        return nil
    }
}
