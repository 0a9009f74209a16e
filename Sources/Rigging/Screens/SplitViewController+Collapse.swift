import AutoLayout

/// The navigation stack a collapsed split view shows its columns in.
struct CollapsedStack {
    /// The navigation controller shown: the primary, or the one made around it.
    let navigation: NavigationController
    /// The controllers of the primary's own stack (the primary alone when it is not a navigation
    /// controller), at the bottom.
    let base: [ViewController]
    /// The supplementary column's controller, pushed on the base.
    let supplementary: ViewController?
    /// The secondary column when it is a navigation controller whose stack moved onto this one.
    let secondaryNavigation: NavigationController?
    /// That stack as it moved, given back when nothing is left above the base.
    let movedSecondaryStack: [ViewController]
    /// The controller the classic collapse pushed (the whole secondary).
    let pushedSecondary: ViewController?
}

extension SplitViewController {
    /// The navigation controller showing the collapsed split view's columns, or nil while expanded
    /// (or while the `.compact` column shows). As UIKit's column-style split does, the stack is
    /// the primary's navigation controller (or one made around a primary that is not one) with the
    /// supplementary column's controller and then the secondary's pushed on it, up to the column
    /// ``topColumnForCollapsing`` chose: the secondary (UIKit's proposal) pushes both, the
    /// supplementary stops there, the primary pushes none. A secondary that is a navigation
    /// controller gives its stack, which it gets back, with whatever was pushed above it
    /// meanwhile, when the split expands. In the ``Style/classic`` style ``collapseSecondary``
    /// decides instead. Push and pop on it as on any navigation controller; ``showDetail(_:animated:)``
    /// and ``show(_:animated:)`` push onto it.
    public var collapsedNavigationController: NavigationController? { isCollapsed ? collapsedStack?.navigation : nil }

    /// Shows `controller` as the detail (like `showDetailViewController(_:sender:)`): it becomes the
    /// secondary column's controller; while collapsed it is pushed (animated when asked) onto the
    /// collapsed stack above the primary's own controllers and the supplementary, in place of the
    /// old detail.
    public func showDetail(_ controller: ViewController, animated: Bool) {
        guard let stack = collapsedStack, isCollapsed else { return setViewController(controller, for: .secondary) }
        let keep = stack.base + (stack.supplementary.map { [$0] } ?? [])
        if let old = columns[.secondary], old !== controller, old.parent === self {
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        columns[.secondary] = controller
        collapsedStack = CollapsedStack(
            navigation: stack.navigation, base: stack.base, supplementary: stack.supplementary, secondaryNavigation: nil,
            movedSecondaryStack: [], pushedSecondary: style == .classic ? controller : nil)
        stack.navigation.setViewControllers(keep + [controller], animated: animated)
    }

    /// Sets the collapsed stack to reach `column`'s controller, pushing (animated when asked) the
    /// supplementary and the secondary as collapsing to it would, or popping back to the primary's
    /// stack for `.primary`.
    func showCollapsed(_ column: Column, animated: Bool) {
        guard let stack = collapsedStack, column != .compact else { return }
        var controllers = stack.base
        if column != .primary, let supplementary = stack.supplementary ?? (style == .tripleColumn ? columns[.supplementary] : nil) {
            controllers.append(supplementary)
        }
        if column == .secondary, let secondary = columns[.secondary] {
            if let moved = stack.secondaryNavigation {
                controllers += stack.movedSecondaryStack.isEmpty ? moved.viewControllers : stack.movedSecondaryStack
            } else {
                controllers.append(secondary)
            }
        }
        stack.navigation.setViewControllers(controllers, animated: animated)
    }

    /// Builds the collapsed stack up to `top`, or returns nil when the chosen column shows alone
    /// (no primary, or a classic collapse into a primary that is not a navigation controller).
    func collapseIntoStack(top: Column) -> CollapsedStack? {
        guard let primary = columns[.primary] else { return nil }
        let secondary = columns[.secondary]
        if style == .classic {
            guard let secondary, let navigation = primary as? NavigationController else { return nil }
            if collapseSecondary?(secondary, primary) == true {
                return CollapsedStack(
                    navigation: navigation, base: navigation.viewControllers, supplementary: nil, secondaryNavigation: nil,
                    movedSecondaryStack: [], pushedSecondary: nil)
            }
            let base = navigation.viewControllers
            detach([secondary])
            navigation.setViewControllers(base + [secondary], animated: false)
            return CollapsedStack(
                navigation: navigation, base: base, supplementary: nil, secondaryNavigation: nil, movedSecondaryStack: [],
                pushedSecondary: secondary)
        }
        let navigation: NavigationController
        let base: [ViewController]
        if let own = primary as? NavigationController {
            navigation = own
            base = own.viewControllers
        } else {
            navigation = wrapper()
            base = [primary]
        }
        let supplementary = style == .tripleColumn && top != .primary ? columns[.supplementary] : nil
        var pushed = supplementary.map { [$0] } ?? []
        var secondaryNavigation: NavigationController?
        var moved: [ViewController] = []
        if top == .secondary, let secondary {
            if let stacked = secondary as? NavigationController {
                secondaryNavigation = stacked
                moved = stacked.viewControllers
                stacked.setViewControllers([], animated: false)
                pushed += moved
            } else {
                pushed.append(secondary)
            }
        }
        detach(base.count == 1 && base[0] === primary ? [primary] + pushed : pushed)
        navigation.setViewControllers(base + pushed, animated: false)
        return CollapsedStack(
            navigation: navigation, base: base, supplementary: supplementary, secondaryNavigation: secondaryNavigation,
            movedSecondaryStack: moved, pushedSecondary: nil)
    }

    /// Gives the columns back their controllers from the collapsed stack: the primary's own stack
    /// stays, the supplementary returns to its column, and what lies above goes to the secondary
    /// (to its navigation controller when the secondary is one; a secondary that is not keeps only
    /// itself). `expanding` asks the classic ``separateSecondary`` first.
    func separateCollapsedStack(expanding: Bool) {
        guard let stack = collapsedStack else { return }
        collapsedStack = nil
        let navigation = stack.navigation
        var rest = Array(navigation.viewControllers.dropFirst(stack.base.count))
        if let supplementary = stack.supplementary, rest.first === supplementary { rest.removeFirst() }
        if style == .classic {
            let chosen = expanding ? separateSecondary?(navigation) : nil
            let popped = chosen == nil ? rest : rest.filter { $0 === chosen }
            if !popped.isEmpty {
                navigation.setViewControllers(navigation.viewControllers.filter { c in !popped.contains { $0 === c } }, animated: false)
            }
            if let secondary = chosen ?? popped.last ?? stack.pushedSecondary, secondary !== columns[.secondary] || secondary.parent !== self {
                let old = columns[.secondary]
                if let old, old !== secondary, old.parent === self {
                    old.willMove(toParent: nil)
                    old.removeFromParent()
                }
                columns[.secondary] = secondary
                addChild(secondary)
                secondary.didMove(toParent: self)
            }
            return
        }
        let wrapped = stack.base.count == 1 && stack.base[0] === columns[.primary] && navigation === primaryWrapper
        navigation.setViewControllers(wrapped ? [] : stack.base, animated: false)
        if let secondaryNavigation = stack.secondaryNavigation {
            secondaryNavigation.setViewControllers(rest.isEmpty ? stack.movedSecondaryStack : rest, animated: false)
        }
        let returning = [Column.primary, .supplementary, .secondary].compactMap { columns[$0] }.filter { $0.parent !== self }
        for controller in returning {
            addChild(controller)
            controller.didMove(toParent: self)
        }
    }

    /// The navigation controller made around a primary that is not one, a child of the split.
    private func wrapper() -> NavigationController {
        if let primaryWrapper { return primaryWrapper }
        let made =
            makeNavigationController?() ?? NavigationController(rootViewController: ViewController(name: name + ".root"), name: name + ".navigation")
        made.setViewControllers([], animated: false)
        primaryWrapper = made
        addChild(made)
        made.didMove(toParent: self)
        return made
    }

    /// Takes the views of `controllers` out of the split's root view before they move into a stack.
    private func detach(_ controllers: [ViewController]) {
        for controller in controllers where controller.viewIfLoaded?.superview === viewIfLoaded {
            controller.viewIfLoaded?.removeFromSuperview()
        }
    }
}
