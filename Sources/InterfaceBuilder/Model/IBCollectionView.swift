import AutoLayout

/// A collection view's layout and cells.
public struct IBCollectionView: Hashable, Sendable {
    /// The flow layout, when the layout is a `<collectionViewFlowLayout>`.
    public var flowLayout: FlowLayout?
    /// The custom layout's class, when the document names one (`<collectionViewLayout>` or a
    /// flow layout's `customClass`).
    public var layoutClass: String?
    /// `<cells>`: the prototype cells, each a hierarchy of its own.
    public var cells: [IBView]
    /// Section headers and footers (`<collectionReusableView key="sectionHeaderView">`), with the
    /// key each is held under as the view's `key`.
    public var reusableViews: [IBView]

    /// A collection view's layout and cells.
    public init(flowLayout: FlowLayout? = nil, layoutClass: String? = nil, cells: [IBView] = [], reusableViews: [IBView] = []) {
        self.flowLayout = flowLayout
        self.layoutClass = layoutClass
        self.cells = cells
        self.reusableViews = reusableViews
    }

    /// A `UICollectionViewFlowLayout` as the document sets it.
    public struct FlowLayout: Hashable, Sendable {
        /// `scrollDirection` (`vertical` when absent).
        public var scrollDirection: String
        /// `minimumLineSpacing`, in points.
        public var minimumLineSpacing: Double?
        /// `minimumInteritemSpacing`, in points.
        public var minimumInteritemSpacing: Double?
        /// `<size key="itemSize">`.
        public var itemSize: Size?
        /// `<size key="estimatedItemSize">`; `automaticEstimatedItemSize="YES"` sets
        /// `usesAutomaticEstimatedItemSize` instead.
        public var estimatedItemSize: Size?
        /// `automaticEstimatedItemSize="YES"` (`UICollectionViewFlowLayout.automaticSize`).
        public var usesAutomaticEstimatedItemSize: Bool
        /// `<size key="headerReferenceSize">`.
        public var headerReferenceSize: Size?
        /// `<size key="footerReferenceSize">`.
        public var footerReferenceSize: Size?
        /// `<inset key="sectionInset">`.
        public var sectionInset: EdgeInsets?

        /// A flow layout with the given settings.
        public init(
            scrollDirection: String = "vertical", minimumLineSpacing: Double? = nil,
            minimumInteritemSpacing: Double? = nil, itemSize: Size? = nil, estimatedItemSize: Size? = nil,
            usesAutomaticEstimatedItemSize: Bool = false, headerReferenceSize: Size? = nil,
            footerReferenceSize: Size? = nil, sectionInset: EdgeInsets? = nil
        ) {
            self.scrollDirection = scrollDirection
            self.minimumLineSpacing = minimumLineSpacing
            self.minimumInteritemSpacing = minimumInteritemSpacing
            self.itemSize = itemSize
            self.estimatedItemSize = estimatedItemSize
            self.usesAutomaticEstimatedItemSize = usesAutomaticEstimatedItemSize
            self.headerReferenceSize = headerReferenceSize
            self.footerReferenceSize = footerReferenceSize
            self.sectionInset = sectionInset
        }
    }
}
