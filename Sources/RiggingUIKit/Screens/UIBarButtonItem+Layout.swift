import AutoLayout

extension UIBarButtonItem {
    /// What an item takes in a bar's row.
    enum Slot {
        /// An item shown by a view of this size (a button's or a custom view's).
        case view(CGSize)
        /// A fixed space of this width.
        case fixed(CGFloat)
        /// A flexible space.
        case flexible
    }

    /// The item's frame in the bar that shows it (Rigging's addition: UIKit gives bar button
    /// items no frame, and draws each in a private button view at this place), or `.zero` while
    /// no bar shows it. A custom view's place is this frame; the view itself is at its origin.
    public var layoutFrame: CGRect {
        guard let view = barView, view.superview != nil else { return .zero }
        return view.frame
    }

    /// What the item takes in a row `rowHeight` points tall.
    var slot: Slot {
        switch systemItem {
        case .flexibleSpace: return .flexible
        case .fixedSpace: return .fixed(max(width, 0))
        default: break
        }
        if let customView { return .view(Self.size(of: customView)) }
        let content: CGFloat
        if let title = title ?? systemItem?.title {
            content = Self.width(of: title, bold: style == .done || systemItem?.isBold == true)
        } else if let image {
            content = image.size.width
        } else if systemItem != nil {
            content = Self.iconSide
        } else {
            content = 0
        }
        return .view(CGSize(width: width > 0 ? width : content, height: 0))
    }

    /// The side of a system item's icon: an SF Symbol of the 17-point body text at the large
    /// scale, the configuration bars give their symbols, in Rigging's symbol model.
    static let iconSide = UIImage.SymbolConfiguration(pointSize: 17, weight: .regular, scale: .large).side

    /// A title's width in the 17-point system font (semibold for a done item), as a label
    /// measures it.
    static func width(of title: String, bold: Bool) -> CGFloat {
        let label = UILabel()
        label.text = title
        label.font = .systemFont(ofSize: 17, weight: bold ? .semibold : .regular)
        return label.intrinsicContentSize.width
    }

    /// A custom view's size: its frame's, or, when it lays out by constraints, the size its own
    /// constraints and intrinsic size give it (UIKit sizes such a view by its constraints).
    static func size(of view: UIView) -> CGSize {
        view.translatesAutoresizingMaskIntoConstraints
            ? view.frame.size : view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    }

    /// The view that shows the item in a bar: a plain stand-in for UIKit's private button view,
    /// or a wrapper holding the custom view at its origin. Made again when the custom view changes.
    func makeBarView() -> UIView {
        if let barView, barView.subviews.first === customView || (customView == nil && barView.subviews.isEmpty) {
            return barView
        }
        barView?.removeFromSuperview()
        let made = UIView()
        if let customView {
            customView.removeFromSuperview()
            made.addSubview(customView)
            if customView.translatesAutoresizingMaskIntoConstraints {
                customView.frame.origin = .zero
            } else {
                NSLayoutConstraint.activate([
                    customView.leadingAnchor.constraint(equalTo: made.leadingAnchor),
                    customView.topAnchor.constraint(equalTo: made.topAnchor),
                ])
            }
        }
        barView = made
        return made
    }
}

extension UIBarButtonItem.SystemItem {
    /// The title a text system item shows (nil for the ones that show an icon).
    var title: String? {
        switch self {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        default: nil
        }
    }

    /// Whether the item's title is in the semibold face (`.done` and `.save`, as UIKit draws them).
    var isBold: Bool { self == .done || self == .save }
}
