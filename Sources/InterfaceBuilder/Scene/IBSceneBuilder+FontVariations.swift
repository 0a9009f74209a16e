import AutoLayout
import Rigging

/// Text whose font a size-class variation changes (`<variation>` with a `fontDescription`).
///
/// Xcode measured each label and button in the font of the document's own size classes; on a
/// device whose size classes select another font, the text takes that font's size through the
/// text model calibrated to Xcode's measurement: a label's measured width and height are scaled
/// by the model's size of its text in the new font over its size in the measured font (a
/// multi-line label's height is then its text's at the width it is laid out at, as re-wrapped
/// text is), and a button's title's change in size is added to its measured size, which also
/// holds the button's padding and image.
extension IBSceneBuilder {
    /// The font `view`'s text is measured in and the one it takes here, when this is another
    /// device than the document's own and the two differ; nil otherwise.
    func fontChange(of view: IBView) -> (measured: IBFont?, target: IBFont?)? {
        guard !isDocumentDevice, view.kind == .label || view.kind == .button else { return nil }
        let measured = view.font(for: document.measuredTraits)
        let target = view.font(for: traits)
        return measured == target ? nil : (measured, target)
    }

    /// `intrinsic`, Xcode's measurement of `view` in the measured font, for the font `view`'s
    /// text takes here (see the extension's comment); unchanged when the font does not change
    /// or the view has no text the model can measure.
    func intrinsicForTargetFont(of view: IBView, _ intrinsic: (width: Double?, height: Double?)) -> (width: Double?, height: Double?) {
        guard let change = fontChange(of: view) else { return intrinsic }
        let string = view.kind == .button ? view.button?.normalTitle : view.text?.text
        guard let string, !string.isEmpty else { return intrinsic }
        let measured = IBDocument.singleLineTextSize(of: string, font: change.measured)
        let target = IBDocument.singleLineTextSize(of: string, font: change.target)
        guard measured.width > 0, measured.height > 0 else { return intrinsic }
        if view.kind == .button {
            return (
                intrinsic.width.map { max(0, $0 + target.width - measured.width) },
                intrinsic.height.map { max(0, $0 + target.height - measured.height) }
            )
        }
        return (intrinsic.width.map { $0 * target.width / measured.width }, intrinsic.height.map { $0 * target.height / measured.height })
    }
}
