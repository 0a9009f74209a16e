import AutoLayout
import Rigging

/// The content of a view the document stores no frame for.
///
/// Xcode measured every content-sized view it stored a frame for, and the mapping takes that
/// frame as the view's intrinsic size (`IBIntrinsicContent`). Documents saved without a device
/// (`<device>`) by Xcode 8.0 store no frame for the views Auto Layout places, so nothing was
/// measured; UIKit loads such a view with a zero frame and sizes it by its content, as it does
/// any view: a label by its text in its font, a button by its title (its image where it has no
/// title), an image view by its image, an activity indicator by its style. Those sizes come
/// from the text model (`SystemFontTextMeasurer`, through `SceneText`) and from the sizes the
/// document's `<resources>` record for its images.
extension IBSceneBuilder {
    /// What sizes content-sized `view` when the document stores no frame for it: its text (a
    /// label's text, a button's title) or an image's size; nil for a view with a stored frame, a
    /// size of its own (`@IBDesignable`, placeholder) or content the models do not know (an
    /// attributed text, a button with both a title and an image or a configuration, a symbol).
    func framelessContent(of view: IBView) -> FramelessContent? {
        guard view.frame == nil, view.placeholderIntrinsicSize == nil, document.designableSizes[view.id] == nil else { return nil }
        switch view.kind {
        case .label:
            guard let text = view.text, !text.isAttributed, let string = text.text, !string.isEmpty else { return nil }
            var sceneText = SceneText(kind: .label, text: string, font: IBDocument.font(view.font(for: traits)))
            sceneText.lines = max(0, text.numberOfLines ?? 1)
            if let mode = text.layoutLineBreakMode { sceneText.lineBreakMode = mode }
            return .text(sceneText)
        case .button:
            guard let button = view.button, button.configuration == nil else { return nil }
            let normal = button.states.first { $0.state == "normal" }
            let title = normal?.title ?? ""
            let image = normal?.image.flatMap { imageSize(named: $0) }
            if !title.isEmpty, normal?.image == nil, view.text?.isAttributed != true {
                var sceneText = SceneText(kind: .button, text: title, font: IBDocument.font(view.font(for: traits) ?? Self.buttonFont))
                sceneText.contentInsets = button.contentEdgeInsets ?? .zero
                return .text(sceneText)
            }
            guard title.isEmpty, let image else { return nil }
            let insets = button.contentEdgeInsets ?? .zero
            return .size(Size(width: image.width + insets.left + insets.right, height: image.height + insets.top + insets.bottom))
        case .imageView:
            guard view.imageCatalog == nil, let size = view.image.flatMap({ imageSize(named: $0) }) else { return nil }
            return .size(size)
        case .activityIndicatorView:
            // UIActivityIndicatorView's fixed sizes: 37 points for the large styles, 20 otherwise.
            let large = ["whiteLarge", "large"].contains(view.properties["style"] ?? "")
            return .size(large ? Size(width: 37, height: 37) : Size(width: 20, height: 20))
        default:
            return nil
        }
    }

    /// The size the document's `<resources>` record for image `name` (nil: not recorded, or an
    /// SF Symbol, whose size depends on its configuration).
    func imageSize(named name: String) -> Size? {
        guard let resource = document.resources.images[name], resource.catalog == nil,
            let width = resource.width, let height = resource.height, width >= 0, height >= 0
        else { return nil }
        return Size(width: width, height: height)
    }

    /// UIButton's title font when the document sets none: the 15-point system font.
    static let buttonFont = IBFont(design: .system(weight: "regular"), pointSize: 15)
}

/// What sizes a content-sized view the document stores no frame for
/// (`IBSceneBuilder.framelessContent(of:)`).
enum FramelessContent: Equatable {
    /// Its text, measured by the text model as UIKit measures a label's or a button's.
    case text(SceneText)
    /// A fixed intrinsic size (an image's, with a button's content insets).
    case size(Size)
}
