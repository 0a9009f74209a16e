/// The bars a storyboard's containers put around each controller when its scene does not
/// simulate them itself: a controller that is a navigation controller's root, or is shown
/// (`show`, `push`) from one inside a navigation stack, has the navigation bar; one that is a
/// tab bar controller's child, or inside such a child's navigation stack, has the tab bar.
struct IBContainerBars {
    /// Controllers inside a navigation stack, with whether its bar has large titles.
    var navigation: [String: Bool] = [:]
    /// Controllers inside a tab bar controller.
    var tab: Set<String> = []

    /// No containers.
    init() {}

    /// The containers of `document`'s controllers, followed along its segues.
    init(document: IBDocument) {
        let controllers = document.scenes.compactMap(\.viewController)
        var segues: [(source: String, destination: String, kind: String, relationship: String?)] = []
        for controller in controllers {
            var connections = controller.connections + controller.itemConnections
            var stack = controller.view.map { [$0] } ?? []
            while let view = stack.popLast() {
                connections += view.connections
                stack += view.childViews
            }
            for connection in connections {
                if case let .segue(kind, _, relationship) = connection.kind {
                    segues.append((controller.id, connection.destination, kind, relationship))
                }
            }
        }
        var elements: [String: IBViewController] = [:]
        for controller in controllers { elements[controller.id] = controller }
        // Each pass carries the bars one segue further; a chain is at most as long as the controllers.
        for _ in 0...controllers.count {
            var changed = false
            for segue in segues {
                let source = elements[segue.source]
                if segue.relationship == "rootViewController", source?.elementName == "navigationController" {
                    let large = source?.bars.contains { $0.kind == .navigationBar && $0.properties["largeTitles"] == "YES" } ?? false
                    if navigation[segue.destination] == nil { navigation[segue.destination] = large; changed = true }
                }
                if ["show", "push"].contains(segue.kind), let large = navigation[segue.source], navigation[segue.destination] == nil {
                    navigation[segue.destination] = large
                    changed = true
                }
                let fromTab = segue.relationship == "viewControllers" && source?.elementName == "tabBarController"
                let inherited = tab.contains(segue.source) && (segue.relationship == "rootViewController" || ["show", "push"].contains(segue.kind))
                if fromTab || inherited, tab.insert(segue.destination).inserted { changed = true }
            }
            if !changed { break }
        }
    }
}
