import AutoLayout
import Rigging

/// What the reader reads but the layout does not model, reported once per document
/// (`IBDiagnostic.Kind.notModelled`): the first use's line and object, and the number of uses.
struct IBNotModelledUses {
    /// One thing not modelled: how the layout treats it instead, where it is first used, how
    /// often.
    struct Use {
        var instead: String
        var line: Int
        var id: String?
        var count: Int
    }

    /// The uses by what is not modelled, and the order each was first met in.
    private(set) var uses: [String: Use] = [:]
    private(set) var order: [String] = []

    /// Counts one use of `what` at `line`, about object `id`.
    mutating func note(_ what: String, instead: String, line: Int, id: String?) {
        if uses[what] == nil {
            uses[what] = Use(instead: instead, line: line, id: id, count: 0)
            order.append(what)
        }
        uses[what]?.count += 1
    }
}

extension DocumentReader {
    /// View attributes a `<variation>` overrides that the layout applies in that size class;
    /// `misplaced` and `ambiguous` change no frame.
    static let modelledVariationAttributes: Set<String> = [
        "hidden", "axis", "distribution", "alignment", "spacing", "constant", "misplaced", "ambiguous",
    ]

    /// Children of a `<variation>` that could change a frame in that size class and that the
    /// layout does not apply (margins, insets, a button's states, an image).
    static let unmodelledVariationChildren: Set<String> = [
        "edgeInsets", "directionalEdgeInsets", "inset", "state", "size", "imageReference", "preferredSymbolConfiguration",
        "buttonConfiguration", "attributedString", "font",
    ]

    /// The kinds whose text takes a size-class variation's font (`IBSceneBuilder+FontVariations`).
    static let kindsFollowingVariationFonts: Set<IBViewKind> = [.label, .button, .textView]

    /// Notes what a view of `kind`'s `<variation>` overrides that the layout does not apply there.
    mutating func noteVariationContent(_ element: IBElement, of viewID: String, kind: IBViewKind) {
        for name in element.attributes.keys.sorted() where name != "key" && !Self.modelledVariationAttributes.contains(name) {
            notModelled.note(
                "\(name) in a size-class <variation>",
                instead: "the view keeps its document value of '\(name)' in every size class", line: element.line, id: viewID)
        }
        for child in element.children {
            if child.name == "fontDescription" {
                guard !Self.kindsFollowingVariationFonts.contains(kind) else { continue }
                notModelled.note(
                    "a font in a size-class <variation>",
                    instead: "the text keeps the size Xcode measured in the document's own font", line: child.line, id: viewID)
            } else if Self.unmodelledVariationChildren.contains(child.name) {
                let what = "<\(child.name)\(child["key"].map { " key=\"\($0)\"" } ?? "")> in a size-class <variation>"
                notModelled.note(what, instead: "the view keeps its document value in every size class", line: child.line, id: viewID)
            }
        }
    }

    /// Notes a `<device>` whose id the device table does not hold, or whose canvas shows the
    /// app in a multitasking adaptation (an iPad's split view) rather than full screen.
    mutating func noteDevice(_ device: IBDevice, line: Int) {
        if let adaptation = device.adaptation, adaptation != "fullscreen" {
            notModelled.note(
                "adaptation '\(adaptation)'",
                instead: "the document lays out full screen on its device, in the device's own size classes", line: line, id: nil)
        }
        guard let id = device.id, Device.named(id) == nil else { return }
        notModelled.note(
            "device '\(id)'",
            instead: "it is not in the device table, so the document lays out as one that names no device "
                + "(root views at their stored sizes, no size classes, a 2x pixel grid); "
                + "name a device with --device to lay it out on one", line: line, id: nil)
    }

    /// Notes, after the model is read, what its hierarchies use that the layout does not model:
    /// a view below a hierarchy's root that forces a layout direction other than the root's
    /// (`semanticContentAttribute`; a root that forces right-to-left lays its hierarchy out
    /// right to left), and a view that does not autoresize its subviews
    /// (`autoresizesSubviews="NO"`) while a subview translates its autoresizing mask.
    mutating func noteHierarchies(of document: IBDocument) {
        for root in document.hierarchyRoots {
            let rightToLeft = root.forcedRightToLeft ?? false
            noteViews(below: root, rightToLeft: rightToLeft)
        }
    }

    private mutating func noteViews(below view: IBView, rightToLeft: Bool) {
        if view.properties["autoresizesSubviews"] == "NO",
            view.subviews.contains(where: { $0.translatesAutoresizingMaskIntoConstraints && $0.autoresizingMask?.isEmpty == false })
        {
            notModelled.note(
                "autoresizesSubviews=\"NO\"",
                instead: "subviews that translate their autoresizing masks still resize with the view by their masks",
                line: view.line, id: view.id)
        }
        for child in view.childViews where ![.tableViewCell, .collectionViewCell, .collectionReusableView].contains(child.kind) {
            if let forced = child.forcedRightToLeft, forced != rightToLeft, let value = child.properties["semanticContentAttribute"] {
                notModelled.note(
                    "semanticContentAttribute=\"\(value)\" below a hierarchy's root",
                    instead: "the view lays out in its hierarchy root's direction (\(rightToLeft ? "right to left" : "left to right"))",
                    line: child.line, id: child.id)
            }
            noteViews(below: child, rightToLeft: rightToLeft)
        }
    }

    /// The diagnostics of what was noted as not modelled, one per thing, in the order first met.
    var notModelledDiagnostics: [IBDiagnostic] {
        notModelled.order.compactMap { what in
            notModelled.uses[what].map { use in
                IBDiagnostic(file: file, line: use.line, objectID: use.id, kind: .notModelled(what, instead: use.instead, uses: use.count))
            }
        }
    }
}
