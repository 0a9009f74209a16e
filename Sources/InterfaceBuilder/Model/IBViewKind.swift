import AutoLayout

/// The UIKit class an element of a document stands for, named by its element (`label` is a
/// `UILabel`); `view` also for any element the reader does not know.
public enum IBViewKind: String, Hashable, Sendable, CaseIterable {
    /// `UIView`.
    case view
    /// `UILabel`.
    case label
    /// `UIButton`.
    case button
    /// `UIImageView`.
    case imageView
    /// `UIStackView`: its `subviews` are its arranged subviews, in order.
    case stackView
    /// `UIScrollView`.
    case scrollView
    /// `UITableView`.
    case tableView
    /// `UITableViewCell`.
    case tableViewCell
    /// A table cell's content view.
    case tableViewCellContentView
    /// `UICollectionView`.
    case collectionView
    /// `UICollectionViewCell`.
    case collectionViewCell
    /// A collection cell's content view.
    case collectionViewCellContentView
    /// `UICollectionReusableView` (a section header or footer).
    case collectionReusableView
    /// `UITextField`.
    case textField
    /// `UITextView`.
    case textView
    /// `UISwitch`.
    case `switch`
    /// `UISlider`.
    case slider
    /// `UISegmentedControl`.
    case segmentedControl
    /// `UIActivityIndicatorView`.
    case activityIndicatorView
    /// `UIPageControl`.
    case pageControl
    /// `UIProgressView`.
    case progressView
    /// `UIStepper`.
    case stepper
    /// `UINavigationBar`.
    case navigationBar
    /// `UIToolbar`.
    case toolbar
    /// `UITabBar`.
    case tabBar
    /// `UISearchBar`.
    case searchBar
    /// `UIDatePicker`.
    case datePicker
    /// `UIPickerView`.
    case pickerView
    /// `MKMapView`.
    case mapView
    /// `UIWebView`.
    case webView
    /// `WKWebView`.
    case wkWebView
    /// `UIVisualEffectView`: its subviews live in its `contentView`.
    case visualEffectView
    /// A container view: a plain view that embeds a child view controller's view.
    case containerView
    /// `ARSCNView`.
    case arscnView
    /// `ARSKView`.
    case arskView
    /// `SCNView`.
    case sceneKitView
    /// `SKView`.
    case skView
    /// `MTKView`.
    case mtkView
    /// `GLKView`.
    case glkView

    /// The hugging priority Interface Builder gives a new element of this kind from its library,
    /// on both axes: 251 for labels and image views, 750 for switches, 250 (UIKit's default)
    /// otherwise.
    ///
    /// A document writes every priority that differs from UIKit's defaults (250 hugging, 750
    /// compression resistance), so an absent attribute means UIKit's default, not this one: a
    /// label whose horizontal hugging was set back to 250 carries only `verticalHuggingPriority`.
    /// These figures say what a new element starts with, for tools that create elements.
    public var libraryHuggingPriority: LayoutPriority {
        switch self {
        case .label, .imageView: return 251
        case .switch: return 750
        default: return .defaultLow
        }
    }

    /// The compression resistance Interface Builder gives a new element of this kind on both
    /// axes: 750 (UIKit's default) for every kind.
    public var libraryCompressionResistancePriority: LayoutPriority { .defaultHigh }
}
