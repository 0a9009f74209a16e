import AutoLayout

/// How a controller presented as a sheet rests (like UIKit's `UISheetPresentationController`,
/// iOS 15 and later): its detents, the one selected, and its shape in compact height. A
/// controller's ``ViewController/sheetPresentationController`` holds one while its
/// ``ViewController/modalPresentationStyle`` is a sheet style. Compared by identity.
///
/// Where detents apply (an edge-attached sheet: compact width and regular height, as on an
/// iPhone in portrait, or compact height with ``prefersEdgeAttachedInCompactHeight``), the sheet
/// rests at its detent's value above the window's bottom safe-area inset: its top is the
/// window's height minus that inset minus the value, and it reaches the bottom edge. The large
/// detent's value (the context's `maximumDetentValue`) is the full sheet's height less that
/// inset: on an iPhone 15 in portrait the full sheet is (0, 69, 393, 783), the large value 749,
/// and the medium detent (374.5) puts the sheet's top at 443.5, 443 2/3 on the 3x screen's pixel
/// grid, as UIKit rounds frames. In regular width (an iPad)
/// sheets stay centred with ``ModalPresentationStyle``'s geometry and detents do not move them,
/// as in UIKit.
///
/// ```swift
/// import AutoLayout
/// import Rigging
///
/// let window = Window(screen: Screen(device: try Device.lookup("iPhone 15")))
/// let home = ViewController()
/// window.rootViewController = home
/// let picker = ViewController()
/// let sheet = picker.sheetPresentationController
/// sheet?.detents = [.medium, .large]
/// home.present(picker, animated: false)
/// window.layoutIfNeeded()
/// // picker.view.frame's top is 443 2/3: the smallest detent, the medium one
/// sheet?.animateChanges { sheet?.selectedDetentIdentifier = .large }
/// // picker.view.frame is (0 69; 393 783) at once; on window.runLoop, over
/// // window.presentationDuration, its presentationFrame rises there
/// ```
public final class SheetPresentationController {
    /// The presented controller whose sheet this is.
    weak var controller: ViewController?

    /// The heights the sheet rests at, `[.large]` by default; an empty array counts as
    /// `[.large]`. A change while presented moves the sheet at the next layout, without animation
    /// outside ``animateChanges(_:)``.
    public var detents: [SheetDetent] = [.large] { didSet { sheetDidChange() } }
    /// The detent the sheet rests at; nil (the default), or a detent absent or inactive here,
    /// rests it at the smallest active detent, as Apple documents.
    public var selectedDetentIdentifier: SheetDetent.Identifier? { didSet { sheetDidChange() } }
    /// The largest detent that leaves the view behind undimmed (nil: every detent dims). Kept:
    /// Rigging neither dims nor scales the presenting view.
    public var largestUndimmedDetentIdentifier: SheetDetent.Identifier?
    /// Whether the sheet attaches to the bottom edge in compact height (false by default: there
    /// it fills the window). Attached, it is as wide as the window's safe area, centred, from 10
    /// points below the safe-area top, and rests at its detents.
    public var prefersEdgeAttachedInCompactHeight = false { didSet { sheetDidChange() } }
    /// Whether an edge-attached sheet in compact height takes the presented controller's
    /// non-zero `preferredContentSize` width (limited to the window) in place of the safe
    /// area's; without effect elsewhere, as Apple documents.
    public var widthFollowsPreferredContentSizeWhenEdgeAttached = false { didSet { sheetDidChange() } }
    /// Whether a grabber shows at the sheet's top: kept, not drawn (it overlaps the content).
    public var prefersGrabberVisible = false
    /// Whether scrolling at the top of a scroll view expands the sheet: kept (no touches here).
    public var prefersScrollingExpandsWhenScrolledToEdge = true
    /// The sheet's corner radius (nil: the system's): kept, not drawn.
    public var preferredCornerRadius: Double?

    /// A sheet controller for `controller`.
    init(controller: ViewController) { self.controller = controller }

    /// Runs `changes` (new detents, a new selected detent) and moves the sheet to where they put
    /// it in one animation on its window's run loop over ``Window/presentationDuration`` seconds
    /// (ease in and out, where UIKit uses a spring and publishes no duration); at once when the
    /// controller is not presented.
    public func animateChanges(_ changes: () -> Void) {
        guard let controller, let window = controller.rootWindow, let placement = controller.placement else {
            return changes()
        }
        window.animate(true) {
            changes()
            placement.update(in: window, offset: 0)
            window.layoutIfNeeded()
        } completion: {
        }
    }

    /// Resolves the detents again (a custom resolver's inputs changed), as
    /// `invalidateDetents()`: the sheet moves at the next layout.
    public func invalidateDetents() { sheetDidChange() }

    /// The identifier of the detent the sheet rests at in a window of `traits` whose large
    /// detent's value is `maximumDetentValue`.
    public func restingDetent(traits: TraitCollection, maximumDetentValue: Double) -> SheetDetent.Identifier {
        resting(in: SheetDetent.Context(traits: traits, maximumDetentValue: maximumDetentValue)).identifier
    }

    /// The presented view's frame for `style` in a window of `size` with `safeArea` and
    /// `traits`: ``ModalPresentationStyle/frame(in:safeArea:traits:preferredContentSize:)``, at
    /// the resting detent where the sheet is edge-attached (see the type's description).
    public func frame(
        for style: ModalPresentationStyle, in size: Size, safeArea: EdgeInsets, traits: TraitCollection,
        preferredContentSize: Size = .zero
    ) -> Rect {
        let whole = style.frame(in: size, safeArea: safeArea, traits: traits, preferredContentSize: preferredContentSize)
        guard style == .automatic || style == .pageSheet || style == .formSheet else { return whole }
        var full = whole
        if traits.verticalSizeClass == .compact {
            guard prefersEdgeAttachedInCompactHeight else { return whole }
            let preferred = preferredContentSize.width
            let safeWidth = max(size.width - safeArea.left - safeArea.right, 0)
            let width = widthFollowsPreferredContentSizeWhenEdgeAttached && preferred > 0 ? min(preferred, size.width) : safeWidth
            let top = min(safeArea.top + ModalPresentationStyle.sheetTopGap, size.height)
            full = Rect(x: (size.width - width) / 2, y: top, width: width, height: size.height - top)
        } else if traits.horizontalSizeClass == .regular {
            return whole
        }
        let inset = min(max(safeArea.bottom, 0), full.height)
        let context = SheetDetent.Context(traits: traits, maximumDetentValue: full.height - inset)
        let value = resting(in: context).value
        return Rect(x: full.minX, y: full.maxY - inset - value, width: full.width, height: value + inset)
    }

    /// The detent the sheet rests at in `context`, with its value: the selected one when it is
    /// active, else the smallest active one, else the large detent.
    private func resting(in context: SheetDetent.Context) -> (identifier: SheetDetent.Identifier, value: Double) {
        let active = (detents.isEmpty ? [.large] : detents).compactMap { detent in
            detent.resolvedValue(in: context).map { (identifier: detent.identifier, value: $0) }
        }
        if let selected = active.first(where: { $0.identifier == selectedDetentIdentifier }) { return selected }
        return active.min { $0.value < $1.value } ?? (.large, context.maximumDetentValue)
    }

    /// Moves a presented sheet to its new resting frame at the next layout.
    private func sheetDidChange() {
        guard let controller, let window = controller.rootWindow else { return }
        controller.placement?.update(in: window, offset: 0)
    }
}
