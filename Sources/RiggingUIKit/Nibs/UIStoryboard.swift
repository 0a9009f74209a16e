import Foundation
import InterfaceBuilder

/// UIKit's `UIStoryboard`: the scenes of a `.storyboard`, made into view controllers on demand.
///
/// It reads `<name>.storyboard` from the bundle (the Interface Builder source, which Xcode
/// compiles to a `.storyboardc` that is not read here: put the `.storyboard` in the bundle, for
/// example as a SwiftPM resource). Instantiating a scene makes its controller with its class's
/// `init?(coder:)` (`customClass` through `NibClassRegistry`, else the element's class:
/// `UIViewController`, `UINavigationController`, `UITabBarController`), sets up the
/// controllers its relationship segues name (a navigation controller's root, a tab bar
/// controller's tabs) and calls `awakeFromNib()`; the scene's root view, with its subviews,
/// constraints and outlets, loads when the controller's view is first read, as in UIKit. The
/// controller keeps its scene's segues: `performSegue(withIdentifier:sender:)`, a button's
/// tap and a cell's selection perform them (see `UIStoryboardSegue`).
///
/// UIKit raises when the file is missing or an identifier is unknown; here
/// `instantiateInitialViewController()` returns nil, `instantiateViewController(withIdentifier:)`
/// returns an empty `UIViewController`, and `loadError` says why (the throwing
/// `viewController(withIdentifier:)` throws it instead).
@MainActor
open class UIStoryboard {
    let document: IBDocument?
    let bundle: Bundle?
    let name: String
    /// Why the storyboard or the last controller asked for could not be loaded, if it could not.
    public private(set) var loadError: NibLoadingError?
    /// What loading left out or could not honour, across every instantiation so far.
    public private(set) var warnings: [NibLoadingWarning] = []
    /// The controllers being made, by id (a cycle of relationships stops at the second visit).
    private var making: Set<String> = []
    /// The controllers being embedded, by id (an embed inside its own view stops there).
    var embedding: Set<String> = []

    /// The storyboard `name` (without extension) in `storyboardBundleOrNil` (the main bundle when nil).
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        bundle = storyboardBundleOrNil
        do throws(NibLoadingError) {
            document = try NibFile.read(name: name, extension: "storyboard", bundle: storyboardBundleOrNil)
        } catch {
            document = nil
            loadError = error
        }
    }

    /// The storyboard `name` in `bundle`, or the error that kept it from loading.
    public static func load(name: String, bundle: Bundle?) throws(NibLoadingError) -> UIStoryboard {
        let storyboard = UIStoryboard(name: name, bundle: bundle)
        if let error = storyboard.loadError { throw error }
        return storyboard
    }

    /// The initial view controller, made; nil when the storyboard did not load or marks none.
    open func instantiateInitialViewController() -> UIViewController? {
        instantiateInitialViewController(creator: nil)
    }

    /// The initial view controller, made by `creator` (given the scene's coder; nil from it
    /// makes the scene's class, as in UIKit); nil when the storyboard did not load or marks none.
    open func instantiateInitialViewController(creator: ((NSCoder) -> UIViewController?)?) -> UIViewController? {
        guard let document else { return nil }
        guard let id = document.initialViewController, let element = document.viewController(id: id) else {
            loadError = .noInitialViewController(storyboard: name)
            return nil
        }
        return make(element, creator: creator)
    }

    /// The view controller whose storyboard identifier is `identifier`, made. An unknown
    /// identifier (UIKit raises) gives an empty `UIViewController` and sets `loadError`.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        instantiateViewController(identifier: identifier, creator: nil)
    }

    /// The view controller whose storyboard identifier is `identifier`, made by `creator`
    /// (given the scene's coder: call your class's `init?(coder:)` with it, passing your own
    /// values; nil from it makes the scene's class). An unknown identifier gives an empty
    /// `UIViewController` and sets `loadError`.
    ///
    /// UIKit's form is generic over the controller's class; this one returns a
    /// `UIViewController` (cast it with `as?`).
    open func instantiateViewController(identifier: String, creator: ((NSCoder) -> UIViewController?)?) -> UIViewController {
        do throws(NibLoadingError) {
            return try viewController(withIdentifier: identifier, creator: creator)
        } catch {
            loadError = error
            return UIViewController()
        }
    }

    /// The view controller whose storyboard identifier is `identifier`, made (by `creator`,
    /// when given, as `instantiateViewController(identifier:creator:)`), or the reason it
    /// cannot be.
    public func viewController(
        withIdentifier identifier: String, creator: ((NSCoder) -> UIViewController?)? = nil
    ) throws(NibLoadingError) -> UIViewController {
        guard let document else { throw loadError ?? .noInitialViewController(storyboard: name) }
        guard let element = document.viewController(storyboardIdentifier: identifier) else {
            throw .unknownIdentifier(identifier, storyboard: name)
        }
        return make(element, creator: creator)
    }

    /// Makes the controller of `element`, the controllers its relationship segues name, and
    /// awakes them.
    func make(_ element: IBViewController, creator: ((NSCoder) -> UIViewController?)?) -> UIViewController {
        guard let document else { return UIViewController() }
        let loader = NibLoader(document: document, bundle: bundle)
        loader.storyboard = self
        // A relationship or embed that leads back to a controller being made would never end.
        guard !making.contains(element.id) else {
            loader.warn(element.id, line: element.line, "is reached again through its own relationships; an empty controller stands for it")
            warnings += loader.warnings
            return UIViewController()
        }
        making.insert(element.id)
        defer { making.remove(element.id) }
        let controller = loader.makeController(element, creator: creator)
        var tabs: [UIViewController] = []
        for connection in element.connections {
            guard case .segue(kind: "relationship", _, let relationship) = connection.kind,
                let destination = document.viewController(id: connection.destination)
            else { continue }
            let child = make(destination, creator: nil)
            switch (controller, relationship) {
            case (let navigation as UINavigationController, "rootViewController"):
                navigation.setViewControllers([child], animated: false)
            case (is UITabBarController, "viewControllers"): tabs.append(child)
            default:
                loader.warn(
                    connection.id, line: connection.line,
                    "relationship '\(relationship ?? "")' of \(type(of: controller)) is not set up")
            }
        }
        if let tabBar = controller as? UITabBarController, !tabs.isEmpty { tabBar.viewControllers = tabs }
        loader.connectAndAwake()
        warnings += loader.warnings
        return controller
    }

    /// Adds a load's warnings (a scene's view loads after its controller).
    func record(_ more: [NibLoadingWarning]) { warnings += more }
}
