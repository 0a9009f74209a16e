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
            storyboard?.record(loader.warnings)
            return view
        }
    }
}
