import AutoLayout
import Foundation

extension ViewController {
    /// The traits the view controller has: its window's (as its presentation style gives them to
    /// a presented controller: ``ModalPresentationStyle/traits(presentedIn:)``), or its parent's
    /// with the parent's override for it (``setOverrideTraitCollection(_:forChild:)``); empty
    /// (`.unspecified` size classes) outside a window. A window holds its root view controller,
    /// not the other way round (as in UIKit): when the window is released while it shows the
    /// controller, the traits turn empty, and the first read of them logs a warning naming the
    /// controller to the log of its view's engine (standard error by default), as the wrong size
    /// classes would otherwise go unexplained.
    public var traitCollection: TraitCollection {
        if let parent {
            let inherited = parent.traitCollection
            return parent.childTraitOverrides[ObjectIdentifier(self)].map(inherited.overriding(with:)) ?? inherited
        }
        guard let window = rootWindow else {
            if placedInWindow && !warnedOfDroppedWindow { warnOfDroppedWindow() }
            return TraitCollection()
        }
        // The style is known from the presentation's start, before the view loads and is placed.
        let style = placement?.style ?? (presenter != nil ? modalPresentationStyle : nil)
        return style?.traits(presentedIn: window.traitCollection) ?? window.traitCollection
    }

    /// Makes `child` see these traits in place of the ones it inherits (`nil` removes the
    /// override), as a split view controller gives its columns their own size classes.
    public func setOverrideTraitCollection(_ collection: TraitCollection?, forChild child: ViewController) {
        guard child.parent === self else { return }
        childTraitOverrides[ObjectIdentifier(child)] = collection
        child.updateTraits()
    }

    /// The override set for `child`, if any.
    public func overrideTraitCollection(forChild child: ViewController) -> TraitCollection? {
        childTraitOverrides[ObjectIdentifier(child)]
    }

    /// Brings this controller and its descendants up to date with their traits: a loaded
    /// controller whose traits changed applies its ``traitVariations`` and is told
    /// (``traitCollectionDidChange(_:)``), parents before children. The first traits a
    /// controller gets in a window are applied but not reported: since iOS 13 UIKit gives a view
    /// its traits before it enters the hierarchy and reports changes only.
    func updateTraits() {
        if isViewLoaded, let window {
            view.minimumLayoutMargins = viewRespectsSystemMinimumLayoutMargins ? systemMinimumLayoutMargins(in: window) : nil
        }
        if isViewLoaded {
            let traits = traitCollection
            if traits != reportedTraits, reportedTraits != nil || traits != TraitCollection() {
                let previous = reportedTraits
                reportedTraits = traits
                traitVariations.apply(traits)
                traitsApplied()
                if let previous { traitCollectionDidChange(previous) }
            }
        }
        for child in children { child.updateTraits() }
    }
}

extension ViewController {
    /// The least margins the root view has in `window` (UIKit's `systemMinimumLayoutMargins`):
    /// none at the top and bottom (the safe area insets those), 16 points at the sides in a
    /// window narrower than 414 points of compact width, 20 in wider ones and in regular width.
    package func systemMinimumLayoutMargins(in window: Window) -> DirectionalEdgeInsets {
        let wide = traitCollection.horizontalSizeClass == .regular || window.view.bounds.width >= 414
        let side = wide ? 20.0 : 16.0
        return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }
}

extension ViewController {
    /// Logs, once, that the window showing this controller was released.
    private func warnOfDroppedWindow() {
        warnedOfDroppedWindow = true
        let message =
            "warning: the window showing view controller \"\(name)\" was released while it showed it; "
            + "its traits are now unspecified (no size classes, scale or idiom) until a window shows it again. "
            + "Keep a reference to the window for as long as its view controllers are used."
        if let view = viewIfLoaded {
            view.engine.diagnose(message)
        } else {
            FileHandle.standardError.write(Data((message + "\n").utf8))
        }
    }
}
