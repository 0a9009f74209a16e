import Rigging

extension UIViewController {
    /// How the view takes the screen when the controller is presented (`.automatic`, a page
    /// sheet, by default).
    public var modalPresentationStyle: UIModalPresentationStyle {
        get { UIModalPresentationStyle(backing.modalPresentationStyle) }
        set { backing.modalPresentationStyle = newValue.layoutStyle }
    }

    /// The controller this one (or its outermost container) presents, or nil.
    public var presentedViewController: UIViewController? {
        outermostContainer.backing.presentedViewController?.uiViewController
    }

    /// The controller that presents this one (or one of its containers), or nil.
    public var presentingViewController: UIViewController? { backing.presentingViewController?.uiViewController }

    /// Presents `viewControllerToPresent` modally, as Rigging's
    /// `ViewController.present(_:animated:completion:)` documents: its frame follows its
    /// `modalPresentationStyle`, the hooks come in UIKit's order, and an animated presentation
    /// slides up on the window's run loop, `completion` running when it ends.
    public func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        let context = outermostContainer
        backing.present(viewControllerToPresent.backing, animated: flag, completion: completion)
        if context.backing.presentedViewController === viewControllerToPresent.backing {
            context.retainedPresented = viewControllerToPresent
        }
    }

    /// Dismisses the controller this one presents or, when it presents none, this one (with any
    /// presented above it), as Rigging's `ViewController.dismiss(animated:completion:)` documents.
    public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let context = outermostContainer
        let presenting = context.backing.presentedViewController != nil ? context : context.presentingViewController
        backing.dismiss(animated: flag) {
            if presenting?.backing.presentedViewController == nil { presenting?.retainedPresented = nil }
            completion?()
        }
    }

    /// The outermost container of this controller (itself when it has no parent).
    private var outermostContainer: UIViewController {
        var context = self
        while let parent = context.parent { context = parent }
        return context
    }
}
