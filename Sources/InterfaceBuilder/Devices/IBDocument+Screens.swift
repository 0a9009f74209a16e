import AutoLayout
import Rigging

extension IBDocument {
    /// Lays out the hierarchy whose root has document id `rootID` on `target` (nil: the
    /// document's own device and orientation) and names what the engine reports by document id.
    ///
    /// On another device than the document's own, a multi-line label (`numberOfLines` other
    /// than 1), or a text view that does not scroll, that the layout gives another width than
    /// the one Xcode stored re-wraps: its height becomes the text model's height at the new
    /// width, scaled by the ratio of the stored height to the model's height at the stored width
    /// (the model calibrated to Xcode's measurement), and the hierarchy is laid out again. Single-line text keeps the size Xcode
    /// measured, as UIKit's would on any device.
    public func screen(forHierarchy rootID: String, on target: IBLayoutTarget? = nil) throws(IBSceneError) -> IBScreen {
        try screens(forHierarchy: rootID, on: [target])[0].get()
    }

    /// `screen(forHierarchy:on:)` on each of `targets`, in order. Targets with the same size
    /// classes and system side margins share one scene and its parsed constraints, only the
    /// root's size and safe area changing.
    public func screens(forHierarchy rootID: String, on targets: [IBLayoutTarget?]) -> [Result<IBScreen, IBSceneError>] {
        screens(forHierarchy: rootID, on: targets, live: false)
    }

    /// `screen(forHierarchy:on:)`, with hidden arranged views arranged as UIKit loads them when
    /// `live` (`IBSceneBuilder.arrangesHiddenViews`).
    func screen(forHierarchy rootID: String, on target: IBLayoutTarget?, live: Bool) throws(IBSceneError) -> IBScreen {
        try screens(forHierarchy: rootID, on: [target], live: live)[0].get()
    }

    /// `screens(forHierarchy:on:)`, `live` as in `screen(forHierarchy:on:live:)`.
    func screens(forHierarchy rootID: String, on targets: [IBLayoutTarget?], live: Bool) -> [Result<IBScreen, IBSceneError>] {
        let own = ownTarget
        let root = hierarchyRoots.first { $0.id == rootID }
        let controller = controller(ofRoot: rootID)
        var cache: [IBSceneKey: (mapped: IBHierarchyScene, prepared: PreparedScene)] = [:]
        return targets.map { target in
            Result { () throws(IBSceneError) -> IBScreen in
                guard let root else { throw .noSuchHierarchy(rootID) }
                let isOwn = target == nil || target == own
                let builder = IBSceneBuilder(document: self, root: root, controller: controller, target: isOwn ? nil : target)
                let frame = builder.rootFrame()
                var key = builder.sceneKey(rootWidth: frame.size.width)
                key.preservedRootMargins = builder.preservedRootMargins(frame)
                var mapped: IBHierarchyScene
                let prepared: PreparedScene
                if let cached = cache[key] {
                    mapped = cached.mapped
                    mapped.scene.root.size = frame.size
                    mapped.scene.root.safeArea = frame.safeArea
                    prepared = cached.prepared.withRoot(size: frame.size, safeArea: frame.safeArea)
                } else {
                    mapped = try hierarchyScene(root: root, controller: controller, target: isOwn ? nil : target, live: live)
                    do throws(SceneError) {
                        prepared = try PreparedScene(mapped.scene, file: file)
                    } catch {
                        throw .invalidScene(rootID: rootID, error)
                    }
                    cache[key] = (mapped, prepared)
                }
                return try screen(mapped, prepared: prepared, target: target ?? own, isOwn: isOwn)
            }
        }
    }

    /// Lays out a prepared hierarchy scene and names what the engine reports by document id.
    func screen(_ mapped: IBHierarchyScene, prepared: PreparedScene, target: IBLayoutTarget?, isOwn: Bool) throws(IBSceneError) -> IBScreen {
        let rootID = mapped.rootID
        let layout: ViewTreeBackend
        do {
            layout = try ViewTreeBackend(prepared)
        } catch {
            throw .invalidScene(rootID: rootID, error)
        }
        var frames = layout.layout()
        var rewrapped: [String] = []
        if !isOwn {
            rewrapped = rewrap(mapped, layout: layout, frames: frames, traits: target?.traits)
            if !rewrapped.isEmpty { frames = layout.layout() }
        }
        let diagnostics = layout.diagnostics()
        let names = IBScreenNames(document: self, mapped: mapped)
        func named(_ item: Int?, _ description: String) -> IBScreen.NamedConstraint {
            if let item, item < prepared.items.count {
                let entry = prepared.items[item].entry
                if entry < mapped.constraintIDs.count, let id = mapped.constraintIDs[entry], let constraint = constraint(id: id) {
                    return IBScreen.NamedConstraint(id: id, name: outlineName(of: constraint, traits: target?.traits))
                }
            }
            return IBScreen.NamedConstraint(id: nil, name: names.rename(description))
        }
        let unsatisfiable = diagnostics.unsatisfiable.map { record in
            IBScreen.Unsatisfiable(
                broken: named(record.brokenItem, record.broken),
                conflict: zip(record.conflictItems, record.conflict).map { named($0, $1) })
        }
        let ambiguous = diagnostics.ambiguous.compactMap { name in
            mapped.documentIDs[name].map { IBScreen.AmbiguousView(id: $0, name: outlineName(of: $0)) }
        }
        var hierarchy = mapped
        for (index, name) in mapped.scene.viewNames.enumerated() where index > 0 && index < layout.views.count {
            guard let id = mapped.documentIDs[name], rewrapped.contains(id) else { continue }
            hierarchy.scene.views[index - 1].intrinsicHeight = layout.views[index].fixedIntrinsicContentSize.height
        }
        var textSizes: [String: Size] = [:]
        for (index, name) in mapped.scene.viewNames.enumerated() where index < layout.views.count {
            guard let id = mapped.documentIDs[name], let kind = view(id: id)?.kind, kind == .label || kind == .button else { continue }
            textSizes[id] = layout.views[index].fixedIntrinsicContentSize
        }
        return IBScreen(
            hierarchy: hierarchy, rootID: rootID, category: mapped.category, target: target, isDocumentDevice: isOwn,
            size: mapped.scene.root.size, frames: mapped.documentFrames(frames), ambiguous: ambiguous,
            unsatisfiable: unsatisfiable, log: layout.log.map(names.rename), warnings: mapped.warnings,
            rewrapped: rewrapped, textSizes: textSizes)
    }

    /// Gives each multi-line label, and each text view that does not scroll, laid out at another
    /// width than its stored one the height its text takes at that width (see
    /// `screen(forHierarchy:on:)`), unless it sets an explicit `preferredMaxLayoutWidth` (UIKit
    /// wraps its text there, wherever it is laid out); returns their document ids.
    ///
    /// A text view's text wraps inside UIKit's default text container: 5 points of line fragment
    /// padding on each side, 8 points of inset above and below, which the stored height includes.
    /// Text whose font a size-class variation changes in `traits` re-wraps in that font, at any
    /// width, calibrated by its height in the font Xcode measured it in.
    func rewrap(_ mapped: IBHierarchyScene, layout: ViewTreeBackend, frames: [Rect], traits: IBTraits?) -> [String] {
        var changed: [String] = []
        for (index, name) in mapped.scene.viewNames.enumerated() where index > 0 && index < frames.count && index < layout.views.count {
            guard let id = mapped.documentIDs[name], let view = view(id: id), view.placeholderIntrinsicSize == nil,
                let text = view.text, let string = text.text, !string.isEmpty,
                let stored = view.frame, stored.width > 0, stored.height > 0
            else { continue }
            let isTextView = IBIntrinsicContent.isSelfSizingTextView(view)
            guard isTextView || (view.kind == .label && (text.numberOfLines ?? 1) != 1) else { continue }
            // An explicit preferred width wraps the text there on every screen, as UIKit measures
            // such a label: Xcode's measurement at it holds.
            guard (text.preferredMaxLayoutWidth ?? 0) <= 0 else { continue }
            let width = frames[index].width
            let measuredFont = view.font(for: measuredTraits)
            let targetFont = traits.map { view.font(for: $0) } ?? measuredFont
            guard abs(width - stored.width) > 0.5 || targetFont != measuredFont else { continue }
            let inset = isTextView ? Self.textViewContainerInset : (horizontal: 0.0, vertical: 0.0)
            let measured = Label(name: name, text: string, font: Self.font(measuredFont))
            measured.numberOfLines = isTextView ? 0 : text.numberOfLines ?? 1
            let atStored = Self.textHeight(of: measured, font: measuredFont, wrappingAt: stored.width - inset.horizontal)
            guard atStored > 0, stored.height > inset.vertical else { continue }
            let label = Label(name: name, text: string, font: Self.font(targetFont))
            label.numberOfLines = measured.numberOfLines
            let textHeight = Self.textHeight(of: label, font: targetFont, wrappingAt: max(0, width - inset.horizontal))
            let height = (textHeight * (stored.height - inset.vertical) / atStored + inset.vertical).rounded(.up)
            let current = layout.views[index].fixedIntrinsicContentSize
            guard abs(height - current.height) > 0.5 else { continue }
            layout.views[index].fixedIntrinsicContentSize = Size(width: current.width, height: height)
            changed.append(id)
        }
        return changed
    }

    /// How much of a text view's width (UIKit's line fragment padding, 5 points on each side)
    /// and height (its default text container inset, 8 points above and below) its text does
    /// not take.
    static let textViewContainerInset = (horizontal: 10.0, vertical: 16.0)

    /// The size the text model gives the text of a label or button (a button's normal title), in
    /// its font, wrapped at `width` when the label has more than one line, its lines a text
    /// style's line spacing apart (nil: no text).
    public func textModelSize(of view: IBView, wrappingAt width: Double?) -> Size? {
        let string = view.kind == .button ? view.button?.states.first { $0.state == "normal" }?.title : view.text?.text
        guard let string, !string.isEmpty else { return nil }
        let label = Label(name: view.id, text: string, font: Self.font(view.text?.font))
        label.numberOfLines = view.kind == .button ? 1 : view.text?.numberOfLines ?? 1
        let size = label.textSize(wrappingAt: label.numberOfLines == 1 ? nil : width)
        return Size(width: size.width, height: Self.textHeight(of: label, font: view.text?.font, wrappingAt: label.numberOfLines == 1 ? nil : width))
    }

    /// The size of `string` on one line in the text model's font for `font`, its height a text
    /// style's line spacing where `font` is one.
    static func singleLineTextSize(of string: String, font: IBFont?) -> Size {
        let label = Label(name: "text", text: string, font: Self.font(font))
        return Size(width: label.textSize(wrappingAt: nil).width, height: textHeight(of: label, font: font, wrappingAt: nil))
    }

    /// The height of `label`'s text (in the text model's font for the document's `font`) wrapped
    /// at `width`, its lines `IBTextStyle.lineSpacing(of:lineHeight:)` apart (a text style's
    /// lines are further apart than its font's line height).
    static func textHeight(of label: Label, font: IBFont?, wrappingAt width: Double?) -> Double {
        let modelHeight = label.textSize(wrappingAt: width).height
        let lineHeight = SystemFontTextMeasurer().metrics(for: label.font).lineHeight
        return IBTextStyle.textHeight(modelHeight: modelHeight, font: font, lineHeight: lineHeight)
    }

    /// The text model's font for a document's font: the system font at its size and weight; a
    /// text style's size and weight at the Large content size category (`IBTextStyle`); 17
    /// points for a font without a size.
    static func font(_ font: IBFont?) -> Font {
        let size = font?.pointSize ?? 17
        switch font?.design {
        case .boldSystem?, .meta("boldSystem")?: return .boldSystemFont(ofSize: size)
        case .system(let weight)?: return .systemFont(ofSize: size, weight: Self.weight(weight))
        case .textStyle(let name)?:
            guard let style = IBTextStyle(name: name) else { return .systemFont(ofSize: size) }
            return .systemFont(ofSize: font?.pointSize ?? style.pointSize, weight: Self.weight(style.weight))
        default: return .systemFont(ofSize: size)
        }
    }

    /// The font weights by the names a document spells them (`semibold`).
    static let weights: [String: Font.Weight] = [
        "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
        "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
    ]

    /// The weight a document spells `name` (`semibold`); regular for an unknown name.
    static func weight(_ name: String) -> Font.Weight { weights[name] ?? .regular }
}

/// Replaces the scene names in engine messages with `id 'Outline Name'`.
struct IBScreenNames {
    private var byName: [String: String] = [:]

    init(document: IBDocument, mapped: IBHierarchyScene) {
        for (name, id) in mapped.documentIDs { byName[name] = "\(id) '\(document.outlineName(of: id))'" }
    }

    /// `message` with every scene name (a whole identifier) replaced.
    func rename(_ message: String) -> String {
        var result = ""
        var token = ""
        func flush() {
            result += byName[token] ?? token
            token = ""
        }
        for character in message {
            if character.isASCII && (character.isLetter || character.isNumber || character == "_") {
                token.append(character)
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }
}
