// The layout guides a view owns, as `UIView.addLayoutGuide(_:)` and `layoutGuides`.

extension View {
    /// The guides this view owns, in the order they were added (the safe-area guide among them
    /// once `safeAreaLayoutGuide` has been read, as in UIKit).
    public var layoutGuides: [LayoutGuide] { guideStorage }

    /// Makes this view the guide's owner. A guide owned by another view leaves it first (its
    /// constraints are deactivated, as `removeLayoutGuide(_:)` does).
    public func addLayoutGuide(_ guide: LayoutGuide) {
        if guide.owningView === self { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.item.superviewStorage = self
        guideStorage.append(guide)
    }

    /// A new guide with `identifier`, added to this view (the guides UIKit's views make
    /// themselves: the safe area's, the readable content's, the keyboard's).
    func addOwnGuide(_ identifier: String) -> LayoutGuide {
        let guide = LayoutGuide()
        guide.identifier = identifier
        addLayoutGuide(guide)
        return guide
    }

    /// Removes a guide this view owns; every active constraint that mentions it is deactivated,
    /// as removing a view deactivates the constraints that reach it. Does nothing for a guide
    /// this view does not own.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self else { return }
        let item = guide.item
        item.wakeDormantConstraints()
        for c in item.affectingConstraints { c.deactivate() }
        if let state = insetsState {
            if state.safeAreaGuide === guide { state.safeAreaGuide = nil }
            if state.readableGuide === guide { state.readableGuide = nil }
            if state.keyboardGuide === guide { state.keyboardGuide = nil }
        }
        item.superviewStorage = nil
        guideStorage.removeAll { $0 === guide }
    }

    /// Calls `body` on this view, its descendants and the solver items of the guides they own
    /// (each view before its guides): every item a constraint inside the subtree can mention.
    func forEachItemInSubtree(_ body: (View) -> Void) {
        forEachInSubtree { view in
            body(view)
            for guide in view.guideStorage { body(guide.item) }
        }
    }
}
