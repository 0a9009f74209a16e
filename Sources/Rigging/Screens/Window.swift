import AutoLayout

/// A window on a device's screen (like `UIWindow`): its view fills the screen (or its share of
/// an iPad's screen in Split View), with the device's safe area in the current orientation; its
/// traits are the device's, and it shows its root view controller's view filling its view. It
/// owns the run loop its animations and rotations run on.
///
/// `UIWindow` is itself the root view; here the window holds its root view (``view``), so that
/// it can own the run loop that holds the tree without the tree holding it back.
///
/// Frames land on the screen's pixel grid, as UIKit places them: the window's engine rounds
/// every view's edges to multiples of `1 / scale` point (`LayoutEngine.pixelScale` set to
/// ``Screen/scale``, also the traits' ``TraitCollection/displayScale``).
///
/// ```swift
/// import AutoLayout
/// import Rigging
///
/// let window = Window(screen: Screen(device: try Device.lookup("iPhone 15"), orientation: .portrait))
/// let controller = ViewController(name: "home")
/// window.rootViewController = controller
/// window.layoutIfNeeded()
/// // controller.view.frame is (0 0; 393 852); controller.view.safeAreaInsets is {59, 0, 34, 0}
/// try window.rotate(to: .landscape)
/// try window.runLoop.run(until: window.rotationDuration)
/// // controller.view.frame is (0 0; 852 393); controller.view.safeAreaInsets is {0, 59, 21, 59}
/// ```
public final class Window {
    /// The root view of the window's tree, named `window`: the screen's (or the split's) size at
    /// the origin, with the device's safe area as its `systemSafeAreaInsets`.
    public let view: View
    /// The screen, in its current orientation.
    public private(set) var screen: Screen
    /// The share of an iPad's screen the window takes (the whole screen on an iPhone).
    public private(set) var split: Device.SplitWidth
    /// How long a rotation animates, in seconds: 0.4, the `transitionDuration` UIKit's rotation
    /// coordinator reports for a quarter turn.
    public var rotationDuration = 0.4
    /// How long an animated presentation or dismissal slides, in seconds: 0.5, the
    /// `transitionDuration` UIKit's coordinator reports for a modal presentation. UIKit drives
    /// the slide with a spring; Rigging eases in and out over the same time.
    public var presentationDuration = 0.5
    private var loop: LayoutRunLoop?

    /// A window on `screen`, taking `split` of it (iPads only; an iPhone window fills its screen).
    public convenience init(screen: Screen, split: Device.SplitWidth = .fullScreen) {
        self.init(screen: screen, split: split, view: View(name: "window"))
    }

    /// A window whose root view is `view` (a view of another layer's class, as RiggingUIKit's
    /// `UIWindow` gives its own): `view` takes the window's frame and safe area.
    package init(screen: Screen, split: Device.SplitWidth = .fullScreen, view: View) {
        self.screen = screen
        self.split = split
        self.view = view
        view.frame = Rect(origin: .zero, size: screen.device.windowSize(in: screen.orientation, split: split))
        view.systemSafeAreaInsets = screen.device.safeArea(in: screen.orientation)
        view.engine.pixelScale = screen.scale
    }

    /// The window's traits: the device's size classes for the orientation and split, its scale
    /// and idiom.
    public var traitCollection: TraitCollection {
        TraitCollection(device: screen.device, orientation: screen.orientation, split: split)
    }

    /// The view controller whose view fills the window; setting it loads its view, puts it in
    /// the window (replacing the previous one's), tells it its traits and lays the window out,
    /// with the appearance hooks around (the old controller's `viewWillDisappear` and
    /// `viewDidDisappear`, the new one's `viewWillAppear` and `viewDidAppear`).
    public var rootViewController: ViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            let old = oldValue
            let new = rootViewController
            new?.removeFromParent()
            old?.beginAppearanceTransition(false, animated: false)
            new?.rootWindow = self
            new?.loadViewIfNeeded()
            new?.beginAppearanceTransition(true, animated: false)
            old?.viewIfLoaded?.removeFromSuperview()
            old?.rootWindow = nil
            if let new {
                ViewController.fill(view, with: new.view)
                new.updateTraits()
                layoutIfNeeded()
            }
            old?.endAppearanceTransition(false, animated: false)
            new?.endAppearanceTransition(true, animated: false)
        }
    }

    /// The run loop of the window's tree at 60 ticks per second (the display's refresh rate),
    /// made on first use: rotations animate on it, and it records the frames they show.
    public var runLoop: LayoutRunLoop {
        if let loop { return loop }
        let made: LayoutRunLoop
        do { made = try LayoutRunLoop(root: view, hz: 60) } catch {
            preconditionFailure("60 ticks per second is within LayoutRunLoop's range: \(error)")
        }
        loop = made
        return made
    }

    /// Sets the screen and the split (a transition's change; see `Window+Rotation.swift`).
    func setScreen(_ screen: Screen, split: Device.SplitWidth) {
        self.screen = screen
        self.split = split
    }

    /// Lays the window out, as showing it does in UIKit (Rigging has one window per tree, so
    /// "key" and "visible" say nothing more).
    public func makeKeyAndVisible() { layoutIfNeeded() }

    /// Lays out the window's tree now if anything changed (``view``'s `layoutIfNeeded()`).
    public func layoutIfNeeded() { view.layoutIfNeeded() }

    /// Uses `loop` (a loop over this window, at the rate you choose) for rotations.
    ///
    /// - Precondition: `loop.root` is this window's ``view``.
    public func setRunLoop(_ loop: LayoutRunLoop) {
        precondition(loop.root === view, "a window's run loop must lay out the window's view")
        self.loop = loop
    }
}
