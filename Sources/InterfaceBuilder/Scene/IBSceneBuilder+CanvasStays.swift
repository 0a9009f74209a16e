import Rigging

extension IBSceneBuilder {
    /// The priority of the canvas's hold on an arranged view's stored size across its stack: above
    /// UIKit's `UISV-ambiguity-suppression` (25) and `UISV-spanning-fit` (51, which fits a stack
    /// of an alignment other than fill to its widest arranged view and so would give an arranged
    /// stack whose own views nothing sizes 0 across; the canvas keeps its stored size), below
    /// everything else.
    static let canvasStayPriority = 52.0

    /// At the document's own device, holds an arranged view `view` (scene name `name`) of a stack
    /// view `parent` whose alignment is not fill at its stored size across the stack's axis, where
    /// `intrinsic` has no size on that axis (a negative stored size, a frame Xcode left inverted,
    /// is none to hold). UIKit's stack gives such a
    /// view a size of 0 across at priority 25 (`UISV-ambiguity-suppression`), which decides it
    /// where nothing else does (a plain spacer view); Xcode's canvas keeps the stored size there
    /// and does not flag the view misplaced. Elsewhere UIKit's rule stands.
    mutating func holdStoredSizeAcross(of view: IBView, name: String, parent: IBView, intrinsic: (width: Double?, height: Double?)) {
        guard isDocumentDevice, !view.isHidden(for: traits), let stack = parent.stack(for: traits), stack.alignment != "fill",
            let frame = view.frame
        else { return }
        let vertical = stack.axis == "vertical"
        guard (vertical ? intrinsic.width : intrinsic.height) == nil else { return }
        let rect = IBIntrinsicContent.alignmentRect(frame, outsets: frameOutsets(of: view))
        let size = vertical ? rect.width : rect.height
        guard size.isFinite, size >= 0 else { return }
        add(equation: "\(name).\(vertical ? "width" : "height") == \(IBNumber.text(size)) @\(IBNumber.text(Self.canvasStayPriority))")
    }
}
