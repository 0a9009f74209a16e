import Rigging

extension UIViewController {
    /// How the view takes the screen when the controller is presented (`.automatic`, a page
    /// sheet, by default).
    public var modalPresentationStyle: UIModalPresentationStyle {
        get { UIModalPresentationStyle(backing.modalPresentationStyle) }
        set { backing.modalPresentationStyle = newValue.layoutStyle }
    }

    /// The sheet this controller is presented as: its detents and edge attachment (see
    /// `UISheetPresentationController`); nil unless `modalPresentationStyle` is `.automatic`,
    /// `.pageSheet` or `.formSheet`.
    public var sheetPresentationController: UISheetPresentationController? {
        guard let sheet = backing.sheetPresentationController else { return nil }
        if let uiSheet, uiSheet.layoutSheet === sheet { return uiSheet }
        let made = UISheetPresentationController(sheet)
        uiSheet = made
        return made
    }

    /// The popover this controller is presented as: its source and arrow (see
    /// `UIPopoverPresentationController`); nil unless `modalPresentationStyle` is `.popover`.
    public var popoverPresentationController: UIPopoverPresentationController? {
        guard let popover = backing.popoverPresentationController else { return nil }
        if let uiPopover, uiPopover.layoutPopover === popover { return uiPopover }
        let made = UIPopoverPresentationController(popover)
        uiPopover = made
        return made
    }

    /// Whether a `.currentContext` or `.overCurrentContext` presentation from this controller
    /// or its descendants covers this controller's view (false by default).
    public var definesPresentationContext: Bool {
        get { backing.definesPresentationContext }
        set { backing.definesPresentationContext = newValue }
    }

    /// The controller this one (or the nearest of its containers that presents) presents, or nil.
    public var presentedViewController: UIViewController? {
        lineage.lazy.compactMap(\.backing.presentedViewController).first?.uiViewController
    }

    /// The controller that presents this one (or one of its containers), or nil.
    public var presentingViewController: UIViewController? { backing.presentingViewController?.uiViewController }

    /// Presents `viewControllerToPresent` modally, as Rigging's
    /// `ViewController.present(_:animated:completion:)` documents: its frame follows its
    /// `modalPresentationStyle`, the hooks come in UIKit's order, and an animated presentation
    /// slides up on the window's run loop, `completion` running when it ends.
    public func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        let presented = viewControllerToPresent.backing
        let candidates = lineage
        backing.present(presented, animated: flag, completion: completion)
        candidates.first { $0.backing.presentedViewController === presented }?.retainedPresented = viewControllerToPresent
    }

    /// Dismisses the controller this one presents or, when it presents none, this one (with any
    /// presented above it), as Rigging's `ViewController.dismiss(animated:completion:)` documents.
    public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let chain = lineage
        let presenting =
            chain.first { $0.backing.presentedViewController != nil }
            ?? chain.lazy.compactMap(\.presentingViewController).first
        backing.dismiss(animated: flag) {
            if presenting?.backing.presentedViewController == nil { presenting?.retainedPresented = nil }
            completion?()
        }
    }

    /// This controller and its containers, the nearest first.
    private var lineage: [UIViewController] {
        var chain = [self]
        while let parent = chain.last?.parent { chain.append(parent) }
        return chain
    }
}
