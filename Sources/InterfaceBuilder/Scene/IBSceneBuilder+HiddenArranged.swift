import Rigging

extension IBSceneBuilder {
    /// The priority of the canvas's hold on a hidden arranged view's stored frame: below the
    /// document's required constraints, above everything else it writes.
    static let hiddenFrameHoldPriority = 999.0

    /// Whether `child`, an installed subview of stack view `stackView`, keeps its stored frame
    /// instead of being arranged: at the document's own device, a hidden view with a stored
    /// frame in a stack that arranges at least one visible view. UIKit collapses such a view
    /// (`UISV-hiding`) and nobody sees it; Xcode's canvas lays its visible neighbours out as UIKit
    /// does, as if it were not there, but stores the hidden view's own frame by no rule a layout
    /// reproduces (its size kept or 0; placed at the stack's start, at its neighbour's end, in
    /// the middle of the gap). Elsewhere, and in live instances and converted scenes
    /// (`arrangesHiddenViews`), UIKit's rule stands and the view is arranged, collapsed.
    func keepsStoredFrameWhileHidden(_ child: IBView, in stackView: IBView) -> Bool {
        guard isDocumentDevice, !arrangesHiddenViews, child.frame != nil, isHiddenOnCanvas(child) else { return false }
        return stackView.subviews(for: traits).contains { !isHiddenOnCanvas($0) }
    }

    /// Holds hidden view `view` (scene name `name`), which the stack `parentName` does not
    /// arrange, at its stored frame in the stack's bounds.
    mutating func holdHiddenStoredFrame(of view: IBView, name: String, parentName: String) {
        guard let stored = view.frame else { return }
        let frame = IBIntrinsicContent.alignmentRect(stored, outsets: frameOutsets(of: view))
        let priority = " @" + IBNumber.text(Self.hiddenFrameHoldPriority)
        for (attribute, value) in [("left", frame.minX), ("top", frame.minY)] {
            add(equation: "\(name).\(attribute) == \(parentName).\(attribute)\(Self.offset(value))\(priority)")
        }
        for (attribute, value) in [("width", frame.width), ("height", frame.height)] where value >= 0 {
            add(equation: "\(name).\(attribute) == \(IBNumber.text(value))\(priority)")
        }
    }
}
