import RiggingUIKit
import Testing

/// `GreetingScreen` (Layouts/): a view controller shown in a window on a device gets UIKit's
/// frames: the root view fills the screen, the safe area is the device's, and the hooks run.
@MainActor
@Suite struct GreetingScreenTests {
    @Test func theRootViewFillsTheWindowAndTheSafeAreaIsTheDevices() throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "iPhone 15"))
        let screen = GreetingScreen()
        #expect(!screen.isViewLoaded)
        window.rootViewController = screen
        window.makeKeyAndVisible()
        #expect(screen.isViewLoaded)
        #expect(window.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(screen.view.frame == window.bounds)
        #expect(screen.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(screen.header.frame == CGRect(x: 0, y: 59, width: 393, height: 88))
        // 8 below the header, 16 in from the safe area's sides.
        #expect(screen.body.frame.origin == CGPoint(x: 16, y: 155))
        #expect(screen.body.frame.width == CGFloat(361))
        #expect(screen.layoutPasses > 0)
        #expect(screen.traitCollection.horizontalSizeClass == .compact)
        #expect(screen.traitCollection.verticalSizeClass == .regular)
        #expect(screen.traitCollection.displayScale == 3)
        #expect(screen.traitCollection.userInterfaceIdiom == .phone)
        #expect(screen.traitChanges.isEmpty)
    }

    @Test func aRotationTellsTheControllerAndMovesTheFrames() throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "iPhone 15"))
        let screen = GreetingScreen()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        try window.layoutWindow.rotate(to: .landscape)
        try window.layoutWindow.runLoop.run(until: window.layoutWindow.rotationDuration + 0.1)
        #expect(screen.transitionSizes == [CGSize(width: 852, height: 393)])
        #expect(screen.traitChanges == [.compact])
        #expect(window.screen.bounds == CGRect(x: 0, y: 0, width: 852, height: 393))
        #expect(screen.view.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
        #expect(screen.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(screen.header.frame == CGRect(x: 59, y: 0, width: 852 - 118, height: 44))
    }

    @Test func blocksAlongARotationRunInItsAnimationAndTheCompletionAfter() throws {
        final class Along: UIViewController {
            var alongside: [CGSize] = [], completed: [Bool] = []
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                coordinator.animate(
                    alongsideTransition: { context in
                        self.alongside.append(self.view.bounds.size)
                        #expect(context.isAnimated)
                    }, completion: { context in self.completed.append(context.isCancelled) })
            }
        }
        let window = UIWindow(screen: try UIScreen(deviceNamed: "iPhone 15"))
        let controller = Along()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        #expect(controller.view.window === window)
        try window.layoutWindow.rotate(to: .landscape)
        #expect(controller.completed.isEmpty)
        try window.layoutWindow.runLoop.run(until: window.layoutWindow.runLoop.time + 0.5)
        #expect(controller.alongside.count == 1)
        #expect(controller.completed == [false])
    }

    @Test func additionalSafeAreaInsetsGrowTheSafeArea() throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "iPhone 15"))
        let screen = GreetingScreen()
        window.rootViewController = screen
        screen.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        window.layoutIfNeeded()
        #expect(screen.additionalSafeAreaInsets.top == 10)
        #expect(screen.header.frame.minY == 69)
    }

    @Test func loadViewSuppliesTheRootViewAndTheHooksStillRun() throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "iPhone 15"))
        let screen = CustomRootScreen()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        #expect(screen.view is CustomRootScreen.RootView)
        #expect(screen.view.superview === window)
        #expect(screen.view.frame == window.bounds)
        #expect(screen.layoutPasses > 0)
    }

    @Test func childrenAreAddedAndRemovedInUIKitsOrder() {
        final class Child: UIViewController {
            var moves: [String] = []
            override func willMove(toParent parent: UIViewController?) { moves.append("will \(parent == nil ? "nil" : "parent")") }
            override func didMove(toParent parent: UIViewController?) { moves.append("did \(parent == nil ? "nil" : "parent")") }
        }
        let parent = UIViewController()
        let child = Child()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(parent.children.count == 1)
        #expect(child.parent === parent)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(parent.children.isEmpty)
        #expect(child.parent == nil)
        #expect(child.moves == ["will parent", "did parent", "will nil", "did nil"])
    }

    @Test func traitCollectionsMergeAndCompareAsUIKitsDo() throws {
        let compact = UITraitCollection(horizontalSizeClass: .compact)
        let merged = UITraitCollection(traitsFrom: [
            compact, UITraitCollection(verticalSizeClass: .regular),
            UITraitCollection(horizontalSizeClass: .regular),
        ])
        #expect(merged.horizontalSizeClass == .regular)
        #expect(merged.verticalSizeClass == .regular)
        #expect(!merged.containsTraits(in: compact))
        #expect(merged.containsTraits(in: UITraitCollection()))
        #expect(UIUserInterfaceSizeClass.compact.rawValue == 1)
        #expect(UIUserInterfaceIdiom.pad.rawValue == 1)
        let pad = try UIScreen(deviceNamed: "iPad Pro 11-inch (4th generation)")
        #expect(pad.traitCollection.userInterfaceIdiom == .pad)
        #expect(pad.traitCollection.horizontalSizeClass == .regular)
    }

    @Test func animationsOnAWindowsViewsRunOnItsLoop() throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "iPhone 15"))
        let screen = GreetingScreen()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        var finished = false
        UIView.animate(
            withDuration: 0.5,
            animations: {
                screen.additionalSafeAreaInsets = UIEdgeInsets(top: 100, left: 0, bottom: 0, right: 0)
                window.layoutIfNeeded()
            }, completion: { finished = $0 })
        #expect(screen.header.frame.minY == 159)
        #expect(screen.header.layoutView.presentationFrame.minY == 59)
        try window.layoutWindow.runLoop.run(until: window.layoutWindow.runLoop.time + 0.6)
        #expect(screen.header.layoutView.presentationFrame.minY == 159)
        #expect(finished)
    }
}
