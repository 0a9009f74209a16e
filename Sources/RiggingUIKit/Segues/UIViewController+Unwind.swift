extension UIViewController {
    /// Performs an unwind segue: finds the destination (see `unwindDestination(for:sender:)`),
    /// calls the source's `prepare(for:sender:)`, the destination's unwind action with the
    /// segue, then dismisses what the destination presents and pops its navigation stack to it.
    func unwind(_ template: StoryboardSegueTemplate, sender: Any?) throws(UIStoryboardSegueError) {
        let actionName = template.connection.segueOptions?.unwindAction ?? ""
        let action = Selector(actionName)
        guard let destination = unwindDestination(for: action, sender: sender) else {
            throw .noUnwindDestination(action: actionName, receiver: String(describing: type(of: self)))
        }
        let animated = template.connection.segueOptions?.animates ?? true
        let segue = UIStoryboardUnwindSegue(identifier: template.identifier, source: self, destination: destination) {
            if destination.presentedViewController != nil { destination.dismiss(animated: animated) }
            var child = destination
            while let parent = child.parent {
                if let navigation = parent as? UINavigationController, navigation.topViewController !== child {
                    navigation.popToViewController(child, animated: animated)
                }
                if let tabs = parent as? UITabBarController, let index = tabs.viewControllers?.firstIndex(where: { $0 === child }) {
                    tabs.selectedIndex = index
                }
                child = parent
            }
        }
        prepare(for: segue, sender: sender)
        destination.handler(for: action)?(segue)
        segue.perform()
    }

    /// The controller an unwind segue with `action` from this one leads to, as UIKit searches:
    /// up from this controller through its containers, at each container first its other
    /// children (a navigation stack's from the nearest below down, each child before its own
    /// children) and then the container itself, and from a controller with no parent on to the
    /// controller presenting it; the first whose `canPerformUnwindSegueAction(_:from:sender:)`
    /// is true. Never this controller itself.
    func unwindDestination(for action: Selector, sender: Any?) -> UIViewController? {
        var current: UIViewController = self
        // Each step goes up one parent or presentation; a tree has fewer levels than this.
        for _ in 0..<1_000 {
            let next: UIViewController
            let others: [UIViewController]
            if let parent = current.parent {
                next = parent
                if let navigation = parent as? UINavigationController, let index = navigation.viewControllers.firstIndex(where: { $0 === current }) {
                    others = Array(navigation.viewControllers[..<index].reversed())
                } else {
                    others = parent.children.filter { $0 !== current }
                }
            } else if let presenting = current.presentingViewController {
                next = presenting
                others = orderedChildren(of: presenting)
            } else {
                return nil
            }
            for candidate in others.flatMap(unwindOrder(of:)) where candidate !== self {
                if candidate.canPerformUnwindSegueAction(action, from: self, sender: sender) { return candidate }
            }
            if next !== self, next.canPerformUnwindSegueAction(action, from: self, sender: sender) { return next }
            current = next
        }
        return nil
    }

    /// `controller`, then its children's, each in this order (a navigation stack's from the top).
    private func unwindOrder(of controller: UIViewController) -> [UIViewController] {
        [controller] + orderedChildren(of: controller).flatMap(unwindOrder(of:))
    }

    /// A controller's children in unwind search order: a navigation stack's from the top.
    private func orderedChildren(of controller: UIViewController) -> [UIViewController] {
        if let navigation = controller as? UINavigationController { return navigation.viewControllers.reversed() }
        return controller.children
    }
}
