/// A view controller element of a document (`viewController`, `tableViewController`,
/// `navigationController`, ...) with its root view, legacy layout guides, simulated metrics,
/// items and connections.
public struct IBViewController: Hashable, Sendable {
    /// The controller's document id.
    public var id: String
    /// The element's name: `viewController`, `tableViewController`, `collectionViewController`,
    /// `navigationController`, `tabBarController`, `pageViewController`,
    /// `splitViewController`, `hostingController`, `viewControllerPlaceholder`, ...
    public var elementName: String
    /// The line of its element.
    public var line: Int
    /// `customClass`.
    public var customClass: String?
    /// `customModule`.
    public var customModule: String?
    /// `storyboardIdentifier`, by which code instantiates it.
    public var storyboardIdentifier: String?
    /// `title`.
    public var title: String?
    /// `userLabel`.
    public var userLabel: String?
    /// The root view (`<view key="view">`, a table controller's `<tableView key="view">`), if any.
    public var view: IBView?
    /// Bars a container owns: a navigation controller's `navigationBar` and `toolbar`, a tab bar
    /// controller's `tabBar`, each with its `key`.
    public var bars: [IBView]
    /// The legacy top and bottom layout guides (`<viewControllerLayoutGuide>`).
    public var layoutGuides: [IBLayoutGuide]
    /// The simulated metrics the canvas lays the root view out with.
    public var simulatedMetrics: IBSimulatedMetrics
    /// `<extendedEdge key="edgesForExtendedLayout">`: the edges listed `YES`; nil when absent,
    /// which is UIKit's default (all edges).
    public var extendedEdges: Set<String>?
    /// `automaticallyAdjustsScrollViewInsets` (true when absent).
    public var automaticallyAdjustsScrollViewInsets: Bool
    /// `extendedLayoutIncludesOpaqueBars`.
    public var extendedLayoutIncludesOpaqueBars: Bool
    /// Views the controller's items hold: its navigation item's title view, its bar button
    /// items' custom views (navigation and toolbar items), in document order.
    public var itemViews: [IBView]
    /// Actions and segues from the controller's items (its navigation item, tab bar item, bar
    /// button items), each with the item's id as `sourceID`.
    public var itemConnections: [IBConnection]
    /// The navigation item, if the document gives one.
    public var navigationItem: IBBarItem?
    /// The tab bar item, if the document gives one.
    public var tabBarItem: IBBarItem?
    /// Outlets, actions and segues from the controller (container relationships included).
    public var connections: [IBConnection]
    /// Attributes the model has no field for, by name.
    public var properties: [String: String]

    /// A controller element `elementName` with document id `id`; every other field empty.
    public init(id: String, elementName: String, line: Int = 0) {
        self.id = id
        self.elementName = elementName
        self.line = line
        bars = []
        itemViews = []
        itemConnections = []
        layoutGuides = []
        simulatedMetrics = IBSimulatedMetrics()
        automaticallyAdjustsScrollViewInsets = true
        extendedLayoutIncludesOpaqueBars = false
        connections = []
        properties = [:]
    }

    /// The legacy `topLayoutGuide`'s id, if the document declares it.
    public var topLayoutGuideID: String? { layoutGuides.first { $0.kind == .topLayoutGuide }?.id }

    /// The legacy `bottomLayoutGuide`'s id, if the document declares it.
    public var bottomLayoutGuideID: String? { layoutGuides.first { $0.kind == .bottomLayoutGuide }?.id }
}
