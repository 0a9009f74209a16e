import InterfaceBuilder

extension NibLoader {
    /// The controller of `element`: `creator`'s, else its registered `customClass`'s, else its
    /// element's class, made with `init?(coder:)`.
    func makeController(_ element: IBViewController, creator: ((NSCoder) -> UIViewController?)?) -> UIViewController {
        let decoder = NibDecoder(loader: self, element: .controller(element))
        let (controllerClass, elementClass) = resolvedClass(
            Self.controllerClass(element.elementName), fallback: UIViewController.self, customClass: element.customClass,
            element: (element.id, element.line, element.elementName), registered: NibClassRegistry.viewControllerClass(named:))
        let made = creator?(decoder) ?? controllerClass.init(coder: decoder) ?? elementClass.init(coder: decoder) ?? UIViewController()
        // A creator that made the controller without the scene's coder still gets the scene.
        if controllers[element.id] !== made { decode(element, into: made) }
        return made
    }

    /// The UIKit class a controller element stands for; nil for one RiggingUIKit has no class for.
    static func controllerClass(_ elementName: String) -> UIViewController.Type? {
        switch elementName {
        case "viewController": return UIViewController.self
        case "navigationController": return UINavigationController.self
        case "tabBarController": return UITabBarController.self
        case "tableViewController": return UITableViewController.self
        default: return nil
        }
    }

    /// Called from `UIViewController.init?(coder:)`: the scene's title and storyboard, and the
    /// loading of its root view (with the outlets from the controller and the view's objects)
    /// for when the view is first read.
    func decode(_ element: IBViewController, into controller: UIViewController) {
        didMake(controller, element: element)
        if let title = element.title { controller.title = title }
        controller.storyboard = storyboard
        if let storyboard { controller.storyboardSegues = Self.segueTemplates(of: element, storyboard: storyboard) }
        guard let root = element.view else { return }
        let document = self.document
        let bundle = self.bundle
        controller.storyboardViewLoader = { [weak storyboard] owner in
            let loader = NibLoader(document: document, bundle: bundle)
            loader.storyboard = storyboard
            loader.placeholders[element.id] = owner
            for guide in element.layoutGuides {
                if guide.kind == .topLayoutGuide { loader.legacyGuides[guide.id] = (root.id, true) }
                if guide.kind == .bottomLayoutGuide { loader.legacyGuides[guide.id] = (root.id, false) }
            }
            loader.addConnections(element.connections)
            let view = loader.makeView(root)
            loader.connectAndAwake()
            loader.connectTriggeredSegues(to: owner)
            loader.embedChildren(in: owner)
            storyboard?.record(loader.warnings)
            return view
        }
    }

    /// The controllers the container views' embed segues name, made from the storyboard and
    /// added as children of `parent`, each one's view filling its container view and resizing
    /// with it, as UIKit performs embed segues when the parent's view loads.
    func embedChildren(in parent: UIViewController) {
        for embed in embeds {
            guard let container = views[embed.containerID], let storyboard,
                let element = document.viewController(id: embed.controllerID)
            else {
                warn(embed.containerID, line: 0, "embeds '\(embed.controllerID)', which the storyboard does not hold; left empty")
                continue
            }
            guard !storyboard.embedding.contains(element.id) else {
                warn(embed.containerID, line: 0, "embeds '\(element.id)', whose view is loading around it; left empty")
                continue
            }
            storyboard.embedding.insert(element.id)
            defer { storyboard.embedding.remove(element.id) }
            let child = storyboard.make(element, creator: nil)
            parent.addChild(child)
            let childView: UIView = child.view
            childView.frame = container.bounds
            childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.addSubview(childView)
            child.didMove(toParent: parent)
        }
    }
}
