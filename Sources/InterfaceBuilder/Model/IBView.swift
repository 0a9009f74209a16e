import AutoLayout

/// One view element of a document and the views it holds: its subviews, its keyed views (a
/// cell's content view, a table's header view) and its cells. A value: the document's tree, as
/// the file writes it.
///
/// Fields mirror the element's attributes; an absent attribute reads as UIKit's default where a
/// field is not optional, and as nil where a later phase needs to know the document said nothing.
/// Attributes the model has no field for stay in `properties`, by name.
public struct IBView: Hashable, Sendable {
    /// The view's document id.
    public var id: String
    /// The UIKit class its element stands for.
    public var kind: IBViewKind
    /// The element's name: `kind`'s raw value, or the unknown element read as a plain view.
    public var elementName: String
    /// The `key` it is held under (`view`, `contentView`, `tableHeaderView`, ...), nil in a
    /// `subviews` list.
    public var key: String?
    /// The line of its element.
    public var line: Int
    /// `customClass`: the app's subclass.
    public var customClass: String?
    /// `customModule`: the subclass's module.
    public var customModule: String?
    /// `userLabel`: the name Interface Builder's outline shows.
    public var userLabel: String?
    /// `restorationIdentifier`.
    public var restorationIdentifier: String?
    /// `<accessibility ... identifier="...">`.
    public var accessibilityIdentifier: String?
    /// `<accessibility ... label="...">`.
    public var accessibilityLabel: String?
    /// `<rect key="frame">`: the frame Xcode computed for the document's device, in the
    /// superview's coordinates.
    public var frame: Rect?
    /// `<frame key="frameInset">`, in documents of the first Xcode 8 releases; the reader computes
    /// `frame` from it when the superview's frame is known.
    @IBIndirect public var frameInset: IBFrameInset? = nil
    /// `translatesAutoresizingMaskIntoConstraints` (true when absent, as UIKit's default).
    public var translatesAutoresizingMaskIntoConstraints: Bool
    /// `<autoresizingMask key="autoresizingMask">`; nil when the element is absent, which UIKit
    /// decodes as no flexible parts (`[]`).
    public var autoresizingMask: AutoresizingMask?
    /// `hidden`.
    public var isHidden: Bool
    /// `alpha` (1 when absent).
    public var alpha: Double
    /// `clipsSubviews`.
    public var clipsSubviews: Bool
    /// `contentMode` (`scaleToFill` is UIKit's default).
    public var contentMode: String?
    /// Hugging and compression resistance as the document records them.
    public var contentPriorities: IBContentPriorities
    /// `misplaced="YES"`: Xcode's stored frame does not follow from the constraints.
    public var isMisplaced: Bool
    /// `ambiguous="YES"`: the constraints do not decide the frame.
    public var isAmbiguous: Bool
    /// `placeholderIntrinsicWidth`/`Height`, when the document sets an intrinsic size placeholder.
    @IBIndirect public var placeholderIntrinsicSize: IBIntrinsicSize? = nil
    /// Layout margins settings.
    @IBIndirect public var margins: IBLayoutMargins = IBLayoutMargins()
    /// The guides the view declares: safe area, scroll guides, keyboard, its own.
    public var layoutGuides: [IBLayoutGuide]
    /// Text and font, for views that show text.
    @IBIndirect public var text: IBText? = nil
    /// Button settings, for buttons.
    @IBIndirect public var button: IBButton? = nil
    /// `image`: the image resource an image view shows (the attribute, or the name of its
    /// `<imageReference key="image">`).
    public var image: String?
    /// The `catalog` of an image view's image (`system` for SF Symbols), if written.
    public var imageCatalog: String?
    /// An image view's `<preferredSymbolConfiguration>`, if written.
    @IBIndirect public var symbolConfiguration: IBSymbolConfiguration? = nil
    /// Stack settings, for stack views.
    @IBIndirect public var stack: IBStackView? = nil
    /// Table settings and cells, for table views.
    @IBIndirect public var table: IBTableView? = nil
    /// Layout and cells, for collection views.
    @IBIndirect public var collection: IBCollectionView? = nil
    /// A segmented control's segments, in order.
    public var segments: [IBSegment]
    /// `<subviews>`, in order (a stack view's arranged subviews).
    public var subviews: [IBView]
    /// Views held under a key (`contentView` of a cell or a visual effect view,
    /// `tableHeaderView`, `backgroundView`, ...), and a bar's items' custom views
    /// (`customView`), in document order, each with its `key`.
    public var keyedViews: [IBView]
    /// `<constraints>`: the constraints the view holds, in order.
    public var constraints: [IBConstraint]
    /// `<variation>`s: what changes per size class.
    public var variations: [IBVariation]
    /// `<connections>` from the view (outlets of custom views, actions of controls), and from
    /// a bar's items (their `sourceID` says which).
    public var connections: [IBConnection]
    /// The bars and size the canvas simulates around a XIB's top-level view.
    @IBIndirect public var simulatedMetrics: IBSimulatedMetrics = IBSimulatedMetrics()
    /// Attributes the model has no field for (`opaque`, `tag`, `placeholder`, ...), by name.
    public var properties: [String: String]

    /// A view of `kind` with document id `id`; every other field UIKit's default.
    public init(id: String, kind: IBViewKind, elementName: String? = nil, line: Int = 0) {
        self.id = id
        self.kind = kind
        self.elementName = elementName ?? kind.rawValue
        self.line = line
        translatesAutoresizingMaskIntoConstraints = true
        isHidden = false
        alpha = 1
        clipsSubviews = false
        contentPriorities = IBContentPriorities()
        isMisplaced = false
        isAmbiguous = false
        layoutGuides = []
        segments = []
        subviews = []
        keyedViews = []
        constraints = []
        variations = []
        connections = []
        properties = [:]
    }

    /// The view held under `key` (`contentView`, `tableHeaderView`, ...), if any.
    public func keyedView(_ key: String) -> IBView? {
        keyedViews.first { $0.key == key }
    }

    /// The content view of a cell or a visual effect view.
    public var contentView: IBView? { keyedView("contentView") }

    /// The safe-area guide the view declares, if any.
    public var safeArea: IBLayoutGuide? {
        layoutGuides.first { $0.kind == .safeArea }
    }

    /// The views this view holds directly: keyed views, subviews, then cells and reusable views
    /// of a table or collection.
    public var childViews: [IBView] {
        var children = keyedViews + subviews
        if let table {
            children += table.prototypes + table.sections.flatMap(\.cells)
        }
        if let collection {
            children += collection.cells + collection.reusableViews
        }
        return children
    }
}
