import AutoLayout
import InterfaceBuilder

extension NibLoader {
    /// The element's properties on `view`: those of every view, then its class's.
    func applyProperties(of element: IBView, to view: UIView) {
        applyCommonProperties(of: element, to: view, isRoot: false)
        if let text = element.text {
            if let label = view as? UILabel { apply(text, to: label) }
            if let field = view as? UITextField { apply(text, to: field) }
            if let textView = view as? UITextView { apply(text, to: textView, element: element) }
        }
        if let button = view as? UIButton { apply(element, to: button) }
        if let imageView = view as? UIImageView, let name = element.image {
            if let resource = document.resources.images[name], let width = resource.width, let height = resource.height {
                imageView.image = UIImage(size: CGSize(width: width, height: height))
            } else {
                warn(element.id, line: element.line, "image '\(name)' has no size in the document's resources; the image view shows none")
            }
        }
        if let stack = view as? UIStackView, let settings = element.stack(for: traits) { apply(settings, to: stack) }
        if let table = view as? UITableView, let settings = element.table {
            if let rowHeight = settings.rowHeight { table.rowHeight = CGFloat(rowHeight) }
            if let estimate = settings.estimatedRowHeight { table.estimatedRowHeight = CGFloat(estimate) }
        }
        if let collection = view as? UICollectionView, let flow = element.collection?.flowLayout {
            apply(flow, to: collection)
        }
        if let scroll = view as? UIScrollView { apply(element.properties, to: scroll) }
        if let field = view as? UITextField, let style = element.properties["borderStyle"] {
            field.borderStyle = Self.borderStyles[style] ?? .none
        }
    }

    private static let borderStyles: [String: UITextField.BorderStyle] = [
        "none": .none, "line": .line, "bezel": .bezel, "roundedRect": .roundedRect,
    ]

    private static let insetAdjustments: [String: UIScrollView.ContentInsetAdjustmentBehavior] = [
        "automatic": .automatic, "scrollableAxes": .scrollableAxes, "never": .never, "always": .always,
    ]

    /// A scroll view's scrolling settings (a table's and a collection's too).
    private func apply(_ properties: [String: String], to scroll: UIScrollView) {
        if let behavior = properties["contentInsetAdjustmentBehavior"].flatMap({ Self.insetAdjustments[$0] }) {
            scroll.contentInsetAdjustmentBehavior = behavior
        }
        if let bounces = properties["alwaysBounceVertical"] { scroll.alwaysBounceVertical = bounces == "YES" }
        if let bounces = properties["alwaysBounceHorizontal"] { scroll.alwaysBounceHorizontal = bounces == "YES" }
        if properties["scrollEnabled"] == "NO" { scroll.isScrollEnabled = false }
        if properties["showsVerticalScrollIndicator"] == "NO" { scroll.showsVerticalScrollIndicator = false }
        if properties["showsHorizontalScrollIndicator"] == "NO" { scroll.showsHorizontalScrollIndicator = false }
    }

    /// What every view takes from its element: frame, autoresizing, hidden, alpha, tag,
    /// accessibility identifier, content priorities and layout margins. A cell's content view
    /// (`isRoot`) keeps the frame and autoresizing its cell gives it.
    func applyCommonProperties(of element: IBView, to view: UIView, isRoot: Bool) {
        if !isRoot {
            if let frame = element.frame { view.frame = CGRect(frame) }
            view.translatesAutoresizingMaskIntoConstraints = element.translatesAutoresizingMaskIntoConstraints
            view.autoresizingMask = element.autoresizingMask ?? []
        }
        view.isHidden = element.isHidden(for: traits)
        view.alpha = CGFloat(element.alpha)
        view.clipsToBounds = element.clipsSubviews
        view.isOpaque = element.properties["opaque"] != "NO"
        view.isUserInteractionEnabled = element.properties["userInteractionEnabled"] != "NO"
        if let tag = element.properties["tag"].flatMap({ Int($0) }) { view.tag = tag }
        if let identifier = element.accessibilityIdentifier { view.accessibilityIdentifier = identifier }
        let priorities = element.contentPriorities
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            let layoutAxis: LayoutAxis = axis == .horizontal ? .horizontal : .vertical
            view.setContentHuggingPriority(UILayoutPriority(Float(priorities.resolvedHugging(layoutAxis).rawValue)), for: axis)
            view.setContentCompressionResistancePriority(
                UILayoutPriority(Float(priorities.resolvedCompressionResistance(layoutAxis).rawValue)), for: axis)
        }
        let margins = element.margins
        if let insets = margins.layoutMargins { view.layoutMargins = UIEdgeInsets(insets) }
        if let insets = margins.directionalLayoutMargins { view.directionalLayoutMargins = NSDirectionalEdgeInsets(insets) }
        if let preserves = margins.preservesSuperviewLayoutMargins { view.preservesSuperviewLayoutMargins = preserves }
        if let insets = margins.insetsLayoutMarginsFromSafeArea { view.insetsLayoutMarginsFromSafeArea = insets }
    }

    private func apply(_ text: IBText, to label: UILabel) {
        label.text = text.text
        if let font = text.font { label.font = Self.font(font) }
        label.numberOfLines = text.numberOfLines ?? 1
        if let mode = text.layoutLineBreakMode { label.lineBreakMode = mode }
        if let alignment = text.textAlignment.flatMap(Self.textAlignment) { label.textAlignment = alignment }
        if let width = text.preferredMaxLayoutWidth { label.preferredMaxLayoutWidth = CGFloat(width) }
        if let fits = text.adjustsFontSizeToFit { label.adjustsFontSizeToFitWidth = fits }
        if let scale = text.minimumScaleFactor { label.minimumScaleFactor = CGFloat(scale) }
    }

    private func apply(_ text: IBText, to field: UITextField) {
        field.text = text.text
        field.placeholder = text.placeholder
        if let font = text.font { field.font = Self.font(font) }
        if let alignment = text.textAlignment.flatMap(Self.textAlignment) { field.textAlignment = alignment }
    }

    private func apply(_ text: IBText, to textView: UITextView, element: IBView) {
        textView.text = text.text ?? ""
        if let font = text.font { textView.font = Self.font(font) }
        if element.properties["scrollEnabled"] == "NO" { textView.isScrollEnabled = false }
    }

    private func apply(_ element: IBView, to button: UIButton) {
        guard let settings = element.button else { return }
        if settings.buttonType == "system" || settings.buttonType == "roundedRect" { button.buttonType = .system }
        for state in settings.states {
            guard let title = state.title else { continue }
            let controlState: UIControl.State? =
                switch state.state {
                case "normal": .normal
                case "highlighted": .highlighted
                case "selected": .selected
                case "disabled": .disabled
                default: nil
                }
            if let controlState { button.setTitle(title, for: controlState) }
        }
        if let title = settings.configuration?.title, button.title(for: .normal) == nil { button.setTitle(title, for: .normal) }
        if let insets = settings.contentEdgeInsets { button.contentEdgeInsets = UIEdgeInsets(insets) }
        if let font = element.text?.font ?? settings.configuration?.titleFont { button.titleFont = Self.font(font) }
    }

    private func apply(_ settings: IBStackView, to stack: UIStackView) {
        stack.axis = settings.axis == "vertical" ? .vertical : .horizontal
        stack.distribution = UIStackView.Distribution(rawValue: settings.distribution) ?? .fill
        switch settings.alignment {
        case "top": stack.alignment = .top
        case "bottom": stack.alignment = .bottom
        default: stack.alignment = UIStackView.Alignment(rawValue: settings.alignment) ?? .fill
        }
        stack.spacing = settings.usesStandardSpacing ? UIStackView.spacingUseSystem : CGFloat(settings.spacing)
        stack.isBaselineRelativeArrangement = settings.isBaselineRelativeArrangement
        stack.isLayoutMarginsRelativeArrangement = settings.isLayoutMarginsRelativeArrangement
    }

    private func apply(_ flow: IBCollectionView.FlowLayout, to collection: UICollectionView) {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = flow.scrollDirection == "horizontal" ? .horizontal : .vertical
        if let spacing = flow.minimumLineSpacing { layout.minimumLineSpacing = CGFloat(spacing) }
        if let spacing = flow.minimumInteritemSpacing { layout.minimumInteritemSpacing = CGFloat(spacing) }
        if let size = flow.itemSize { layout.itemSize = CGSize(size) }
        if let size = flow.estimatedItemSize { layout.estimatedItemSize = CGSize(size) }
        if flow.usesAutomaticEstimatedItemSize { layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize }
        if let size = flow.headerReferenceSize { layout.headerReferenceSize = CGSize(size) }
        if let size = flow.footerReferenceSize { layout.footerReferenceSize = CGSize(size) }
        if let inset = flow.sectionInset { layout.sectionInset = UIEdgeInsets(inset) }
        collection.collectionViewLayout = layout
    }

    /// The font a document's font description names: a system font of its weight, a named font
    /// (the system font of its size where RiggingUIKit has no metrics for it), a text style.
    static func font(_ font: IBFont) -> UIFont {
        let size = CGFloat(font.pointSize ?? 17)
        switch font.design {
        case .system(let weight): return .systemFont(ofSize: size, weight: fontWeight(weight))
        case .boldSystem: return .boldSystemFont(ofSize: size)
        case .italicSystem: return .systemFont(ofSize: size)
        case .named(let name, _): return UIFont(name: name, size: size) ?? .systemFont(ofSize: size)
        case .textStyle(let style): return .preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style))
        case .meta(let meta): return meta == "boldSystem" ? .boldSystemFont(ofSize: size) : .systemFont(ofSize: size)
        }
    }

    private static func fontWeight(_ name: String) -> UIFont.Weight {
        switch name {
        case "ultraLight": return .ultraLight
        case "thin": return .thin
        case "light": return .light
        case "medium": return .medium
        case "semibold": return .semibold
        case "bold": return .bold
        case "heavy": return .heavy
        case "black": return .black
        default: return .regular
        }
    }

    static func textAlignment(_ name: String) -> NSTextAlignment? {
        switch name {
        case "left": return .left
        case "center": return .center
        case "right": return .right
        case "justified": return .justified
        case "natural": return .natural
        default: return nil
        }
    }
}
