/// The bars a storyboard's containers put around each controller when its scene does not
/// simulate them itself: a controller that is a navigation controller's root, or is shown
/// (`show`, `push`) from one inside a navigation stack, has the navigation bar (none when the
/// navigation controller sets `navigationBarHidden`), as does one shown from a controller that
/// simulates a navigation bar itself; one that is a tab bar controller's child,
/// or inside such a child's navigation stack or split view controller, has the tab bar, as does
/// one inside a container that simulates a tab bar itself. A controller in the stack of a
/// navigation controller that shows its toolbar (`toolbarHidden="NO"`) has the toolbar
/// (`toolbars`). A controller presented modally as a page sheet keeps the screen's safe area
/// (`sheets`).
struct IBContainerBars {
    /// The navigation bar a navigation stack shows its controllers under.
    enum NavigationBar: Equatable {
        case hidden, standard, largeTitles
    }

    /// Controllers inside a navigation stack, with the bar it shows.
    var navigation: [String: NavigationBar] = [:]
    /// Controllers inside a tab bar controller.
    var tab: Set<String> = []
    /// Controllers presented modally in a style that is a sheet on a phone (`presentation` or
    /// `modal` segues whose style, on the segue or the controller, is absent, `automatic` or
    /// `pageSheet`, and `show` segues that present, `presentingShows`).
    var sheets: Set<String> = []
    /// Controllers an iPad may show as a sheet over the screen: those presented modally as a
    /// page or form sheet (a `presentation` or `modal` segue whose style, on the segue or the
    /// controller, is absent, `automatic`, `pageSheet` or `formSheet`) and those a `showDetail`
    /// segue shows (`IBSceneRootFrame.padSheetInsets`).
    var padSheets: Set<String> = []
    /// Whether the document's canvas drew a status bar, as its navigation controllers' stored
    /// bars show (`storedStatusBar(of:sheets:)`).
    var storedStatusBar: Bool?
    /// Whether the document's canvas drew a status bar on an iPad, as the stored bars of its
    /// navigation controllers an iPad shows full screen show: those it shows as sheets
    /// (`padSheets`) or popovers store their bars at the sheet's or popover's top.
    var storedPadStatusBar: Bool?
    /// The navigation controller of each controller inside a navigation stack.
    var navigationControllers: [String: String] = [:]
    /// Controllers embedded in a container view (the destinations of `embed` segues), whose root
    /// the container sizes, in a document that lays its controllers out with safe-area layout
    /// guides (`useSafeAreas`); empty in one with top and bottom layout guides.
    var safeAreaEmbedded: Set<String> = []
    /// Controllers inside a navigation stack whose bar is opaque (`translucent="NO"`).
    var opaqueNavigation: Set<String> = []
    /// Controllers presented modally full screen (`presentation` or `modal` segues whose style
    /// is `fullScreen`, on the segue or, where the segue sets none, on the controller).
    var fullScreen: Set<String> = []
    /// Controllers inside a navigation stack whose navigation controller simulates no status bar
    /// (`simulatedStatusBarMetrics` set to none): Interface Builder infers a scene's simulated
    /// metrics it does not set from its container, so they have none either.
    var statusBarless: Set<String> = []
    /// Where the navigation bar of each navigation controller presented as a sheet ends, as the
    /// document stores it (`sheetBarBottoms(of:sheets:)`).
    var sheetBars: [String: Double] = [:]
    /// Controllers inside a navigation stack whose navigation controller shows its toolbar
    /// (`toolbarHidden="NO"`), less those that hide the bottom bar (`hidesBottomBarWhenPushed`):
    /// UIKit shows the toolbar at the bottom of each of them, and Interface Builder infers it for
    /// a scene that simulates no bottom bar of its own.
    var toolbars: Set<String> = []

    /// No containers.
    init() {}

    /// The containers of `document`'s controllers, followed along its segues.
    init(document: IBDocument) {
        let controllers = document.scenes.compactMap(\.viewController)
        var segues: [(source: String, destination: String, kind: String, relationship: String?)] = []
        var sheetSegues: [(destination: String, style: String?)] = []
        for controller in controllers {
            var connections = controller.connections + controller.itemConnections
            var stack = controller.view.map { [$0] } ?? []
            while let view = stack.popLast() {
                connections += view.connections
                stack += view.childViews
            }
            for connection in connections {
                if case .segue(let kind, _, let relationship) = connection.kind {
                    segues.append((controller.id, connection.destination, kind, relationship))
                    if ["presentation", "modal"].contains(kind) {
                        sheetSegues.append((connection.destination, connection.modalPresentationStyle))
                    }
                    if kind == "showDetail" { padSheets.insert(connection.destination) }
                }
            }
        }
        var elements: [String: IBViewController] = [:]
        for controller in controllers { elements[controller.id] = controller }
        if document.useSafeAreas { safeAreaEmbedded = Set(segues.filter { $0.kind == "embed" }.map(\.destination)) }
        // A controller that simulates a navigation bar itself is inside a navigation stack: the
        // controllers it shows have the bar too.
        for controller in controllers {
            if case .bar(let element, _)? = controller.simulatedMetrics.topBar, element.contains("Navigation") {
                navigation[controller.id] = .standard
            }
            // So is one that simulates a tab bar inside a tab bar controller, with its children.
            if case .bar(let element, _)? = controller.simulatedMetrics.bottomBar, element.contains("TabBar") {
                tab.insert(controller.id)
            }
        }
        // Each pass carries the bars one segue further; a chain is at most as long as the controllers.
        for _ in 0...controllers.count {
            var changed = false
            for segue in segues {
                let source = elements[segue.source]
                if segue.relationship == "rootViewController", source?.elementName == "navigationController" {
                    if navigation[segue.destination] == nil, let source {
                        navigation[segue.destination] = Self.navigationBar(of: source)
                        navigationControllers[segue.destination] = source.id
                        changed = true
                    }
                }
                if ["show", "push"].contains(segue.kind), let bar = navigation[segue.source], navigation[segue.destination] == nil {
                    navigation[segue.destination] = bar
                    navigationControllers[segue.destination] = navigationControllers[segue.source]
                    changed = true
                }
                let fromTab = segue.relationship == "viewControllers" && source?.elementName == "tabBarController"
                let inherited =
                    tab.contains(segue.source)
                    && (Self.childRelationships.contains(segue.relationship ?? "") || ["show", "push"].contains(segue.kind))
                // A controller that hides the bottom bar when pushed has no tab bar, nor have the
                // controllers it shows (`hidesBottomBarWhenPushed`).
                let hides = inherited && elements[segue.destination]?.properties["hidesBottomBarWhenPushed"] == "YES"
                if fromTab || inherited, !hides, tab.insert(segue.destination).inserted { changed = true }
            }
            if !changed { break }
        }
        sheetSegues += Self.presentingShows(segues, navigation: navigation, elements: elements)
        for (destination, style) in sheetSegues {
            let own = elements[destination]?.properties["modalPresentationStyle"]
            if Self.sheetStyles.contains(style), Self.sheetStyles.contains(own) { sheets.insert(destination) }
            if Self.padSheetStyles.contains(style), Self.padSheetStyles.contains(own) { padSheets.insert(destination) }
            if (style ?? own) == "fullScreen" { fullScreen.insert(destination) }
        }
        storedStatusBar = Self.storedStatusBar(of: document, sheets: sheets)
        let popovers =
            segues.filter { $0.kind == "popoverPresentation" }.map(\.destination)
            + sheetSegues.filter { $0.style == "popover" }.map(\.destination)
        storedPadStatusBar = Self.storedStatusBar(of: document, sheets: sheets.union(padSheets).union(popovers))
        sheetBars = Self.sheetBarBottoms(of: document, sheets: sheets)
        opaqueNavigation = Self.opaqueNavigation(navigationControllers, elements: elements)
        toolbars = Set(
            navigationControllers.filter { controller, navigation in
                elements[navigation]?.properties["toolbarHidden"] == "NO"
                    && elements[controller]?.properties["hidesBottomBarWhenPushed"] != "YES"
            }.keys)
        statusBarless = Set(navigationControllers.filter { elements[$0.value]?.simulatedMetrics.statusBar == IBSimulatedBar.none }.keys)
    }

    /// The `show` segues that present their destination modally, as presentations without a
    /// style of their own: UIKit's `show(_:sender:)` presents the controller when no navigation
    /// controller or split view controller above the source (through the controllers it is
    /// embedded in) takes it, and Interface Builder draws the destination as it draws a
    /// presented one (a sheet from iOS 13).
    static func presentingShows(
        _ segues: [(source: String, destination: String, kind: String, relationship: String?)], navigation: [String: NavigationBar],
        elements: [String: IBViewController]
    ) -> [(destination: String, style: String?)] {
        let splitChildren = Set(
            segues.filter { elements[$0.source]?.elementName == "splitViewController" && $0.relationship != nil }.map(\.destination))
        // A controller embedded in a container view asks the controllers it is embedded in.
        var embedders: [String: String] = [:]
        for segue in segues where segue.kind == "embed" && embedders[segue.destination] == nil { embedders[segue.destination] = segue.source }
        let takes = { (id: String) in
            navigation[id] != nil || splitChildren.contains(id) || elements[id].map { Self.containerElements.contains($0.elementName) } ?? false
        }
        return segues.compactMap { segue in
            guard segue.kind == "show", elements[segue.source] != nil else { return nil }
            var asked: String? = segue.source
            var steps = 0
            while let id = asked, steps <= elements.count {
                if takes(id) { return nil }
                asked = embedders[id]
                steps += 1
            }
            return (segue.destination, nil)
        }
    }

    /// Containers whose own `show` handling keeps the shown controller inside them.
    static let containerElements: Set<String> = ["navigationController", "splitViewController", "tabBarController"]

    /// Presentation styles (absent: automatic) a phone draws as a sheet, and an iPad.
    static let sheetStyles: Set<String?> = [nil, "automatic", "pageSheet"]
    static let padSheetStyles = sheetStyles.union(["formSheet"])

    /// The controllers whose navigation controller's bar is opaque.
    static func opaqueNavigation(_ navigationControllers: [String: String], elements: [String: IBViewController]) -> Set<String> {
        Set(
            navigationControllers.compactMap { controller, navigation in
                let bar = elements[navigation]?.bars.first { $0.kind == .navigationBar }
                return bar?.properties["translucent"] == "NO" ? controller : nil
            })
    }

    /// The relationships by which a container holds a child filling it, which keeps the bars
    /// around the container: a navigation controller's root, a split view controller's columns.
    static let childRelationships: Set<String> = [
        "rootViewController", "masterViewController", "detailViewController", "supplementaryViewController",
    ]

    /// The bar a navigation controller shows: none when `navigationBarHidden`, else its bar with
    /// or without large titles.
    static func navigationBar(of controller: IBViewController) -> NavigationBar {
        if controller.properties["navigationBarHidden"] == "YES" { return .hidden }
        let large = controller.bars.contains { $0.kind == .navigationBar && $0.properties["largeTitles"] == "YES" }
        return large ? .largeTitles : .standard
    }
}
