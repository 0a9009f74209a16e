import AutoLayout
import Rigging

extension IBDocument {
    /// The problems of one laid-out screen of this document, unsatisfiable sets first, then per
    /// view in hierarchy order.
    ///
    /// Every check but the constraint checks compares with the frames Xcode stored, so a
    /// document's deliberate design is not reported: a view is outside its superview (off the
    /// screen, for the root's subviews; the topmost such view only) only where its stored frame
    /// was inside; it has zero size only where its stored frame had a size; two sibling controls
    /// or texts overlap only where their stored frames did not. Views not shown (hidden for the
    /// screen's size classes, or of `alpha` 0, and their subviews), views whose layout is
    /// ambiguous (their frame is one of many) and the contents of scroll, table and collection
    /// views (which scroll) are left out of the geometry checks. Text is truncated when a label
    /// or button with a size is more than half a point narrower (single-line text) or shorter
    /// than its text needs, unless it shrinks its font to fit; the text needs the smaller of the
    /// size the layout gave it (`IBScreen.textSizes`: Xcode's measurement, which a stored frame
    /// stretched by constraints overstates) and the text model's measurement (which may
    /// understate it). At the document's own device, a frame more than half a point from the
    /// stored one, both in the superview's coordinates (as Xcode's `misplaced` flag compares),
    /// differs from the document. A conflict with a size the app decides is left out
    /// (`conflictsOnlyWithHierarchySize(_:in:)`).
    public func lint(_ screen: IBScreen) -> [IBLintFinding] {
        var findings: [IBLintFinding] = []
        for record in screen.unsatisfiable where !conflictsOnlyWithHierarchySize(record, in: screen) {
            let own = record.conflict.filter { $0.id != nil }
            var names = own.map { "'\($0.name)'" }.joined(separator: ", ")
            let made = record.conflict.count - own.count
            if made > 0 { names += " and \(made) constraint\(made == 1 ? "" : "s") UIKit makes (sizes, safe area, autoresizing)" }
            findings.append(
                IBLintFinding(
                    check: .unsatisfiable, ids: own.compactMap(\.id), views: viewsRelated(byConstraints: own.compactMap(\.id)),
                    message: "broke '\(record.broken.name)' of the conflicting \(names)"))
        }
        for view in screen.ambiguous {
            findings.append(IBLintFinding(check: .ambiguous, ids: [view.id], message: "'\(view.name)' has an ambiguous layout"))
        }
        let geometry = IBLintGeometry(document: self, screen: screen)
        for (id, frame) in screen.frames { findings += geometry.findings(id: id, frame: frame) }
        return findings
    }

    /// The views that constraints `ids` relate, each once, in the constraints' order (first item,
    /// then second): a layout guide stands for the view that declares it (a controller's legacy
    /// guide for the controller's root view).
    func viewsRelated(byConstraints ids: [String]) -> [String] {
        var views: [String] = []
        for constraint in ids.compactMap(constraint(id:)) {
            for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 }) {
                guard let id = viewID(standingFor: item), !views.contains(id) else { continue }
                views.append(id)
            }
        }
        return views
    }

    /// `item` when it is a view; the view declaring it when it is a layout guide; else nil.
    private func viewID(standingFor item: String) -> String? {
        if view(id: item) != nil { return item }
        guard let owner = index.guideOwnerIDs[item] else { return nil }
        if view(id: owner) != nil { return owner }
        return viewController(id: owner)?.view?.id
    }
}

/// The frames of one screen next to the frames Xcode stored, for the geometry checks.
struct IBLintGeometry {
    let document: IBDocument
    let screen: IBScreen
    /// Laid-out frames by id, root coordinates.
    var laidOut: [String: Rect] = [:]
    /// Stored frames by id, moved into the root's coordinates.
    var stored: [String: Rect] = [:]
    /// The views not shown: hidden (for the screen's size classes) or fully transparent
    /// (`alpha` 0), or under such a view.
    var hidden: Set<String> = []
    /// The views whose layout is ambiguous: their frames are one of many, and the `ambiguous`
    /// finding already names them.
    var ambiguous: Set<String> = []
    /// The views inside a scroll, table or collection view.
    var scrolling: Set<String> = []
    /// The kinds that show content (text, images, controls): the ones whose overlap is reported.
    static let contentKinds: Set<IBViewKind> = [
        .label, .button, .textField, .textView, .imageView, .switch, .slider,
        .segmentedControl, .stepper, .pageControl, .progressView,
    ]

    init(document: IBDocument, screen: IBScreen) {
        self.document = document
        self.screen = screen
        ambiguous = Set(screen.ambiguous.map(\.id))
        let traits = (screen.target ?? document.ownTarget)?.traits ?? IBTraits(horizontal: .unspecified, vertical: .unspecified)
        for (index, pair) in screen.frames.enumerated() {
            laidOut[pair.id] = pair.frame
            guard let view = document.view(id: pair.id) else { continue }
            let parent = index == 0 ? nil : document.superviewID(of: pair.id)
            if view.isHidden(for: traits) || view.alpha <= 0 || parent.map(hidden.contains) == true { hidden.insert(pair.id) }
            if let parent, let parentView = document.view(id: parent),
                scrolling.contains(parent) || [.scrollView, .tableView, .collectionView, .textView].contains(parentView.kind)
            {
                scrolling.insert(pair.id)
            }
            guard let frame = view.frame else { continue }
            if index == 0 {
                stored[pair.id] = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
            } else if let parent, let origin = stored[parent] {
                stored[pair.id] = Rect(x: origin.x + frame.minX, y: origin.y + frame.minY, width: frame.width, height: frame.height)
            }
        }
    }

    /// The findings about view `id`, laid out at `frame`.
    func findings(id: String, frame: Rect) -> [IBLintFinding] {
        guard let view = document.view(id: id) else { return [] }
        let name = "'\(document.outlineName(of: id))'"
        var found: [IBLintFinding] = []
        let parentID = id == screen.rootID ? nil : document.superviewID(of: id)
        let was = stored[id]
        if screen.isDocumentDevice, let own = ownFrames(id: id, frame: frame), Self.apart(own.laidOut, own.stored) {
            let flag = view.isMisplaced ? " (Xcode flags it misplaced)" : view.isAmbiguous ? " (Xcode flags it ambiguous)" : ""
            let place = parentID == nil ? "" : " in its superview"
            found.append(
                IBLintFinding(
                    check: .differsFromDocument, ids: [id],
                    message: "\(name) is at \(Self.text(own.laidOut))\(place), the document stores \(Self.text(own.stored))\(flag)"))
        }
        guard !hidden.contains(id), !ambiguous.contains(id), parentID != nil else { return found }
        if frame.width <= 0 || frame.height <= 0, was.map({ $0.width > 0 && $0.height > 0 }) ?? true {
            found.append(IBLintFinding(check: .zeroSize, ids: [id], message: "\(name) is \(Self.number(frame.width)) × \(Self.number(frame.height))"))
        }
        if !scrolling.contains(id), let parentID, let parent = laidOut[parentID], let parentWas = stored[parentID], let was,
            !Self.inside(frame, parent), Self.inside(was, parentWas)
        {
            if parentID == screen.rootID, screen.category != .cell {
                found.append(
                    IBLintFinding(
                        check: .offScreen, ids: [id],
                        message:
                            "\(name) at \(Self.text(frame)) reaches off the \(Self.number(screen.size.width)) × \(Self.number(screen.size.height)) screen"
                    ))
            } else if !Self.outsideReported(parentID, self) {
                found.append(
                    IBLintFinding(
                        check: .outsideSuperview, ids: [id, parentID],
                        message: "\(name) at \(Self.text(frame)) reaches outside its superview at \(Self.text(parent))"))
            }
        }
        // A view of no width or height shows no text: that is `zeroSize`'s to report.
        if [.label, .button].contains(view.kind), frame.width > 0, frame.height > 0, let intrinsic = screen.textSizes[id],
            view.text?.adjustsFontSizeToFit != true,
            let model = document.textModelSize(of: view, wrappingAt: frame.width)
        {
            let wants = Size(width: min(intrinsic.width, model.width), height: min(intrinsic.height, model.height))
            let singleLine = view.kind == .button || (view.text?.numberOfLines ?? 1) == 1
            if (singleLine && frame.width < wants.width - 0.5) || frame.height < wants.height - 0.5 {
                found.append(
                    IBLintFinding(
                        check: .truncatedText, ids: [id],
                        message:
                            "\(name) is \(Self.number(frame.width)) × \(Self.number(frame.height)), its text needs \(Self.number(wants.width)) × \(Self.number(wants.height))"
                    ))
            }
        }
        if Self.contentKinds.contains(view.kind), let parentID, let was {
            // Each pair once: at the later sibling.
            for sibling in (document.view(id: parentID)?.childViews ?? []).prefix(while: { $0.id != id }) {
                guard Self.contentKinds.contains(sibling.kind), !hidden.contains(sibling.id), !ambiguous.contains(sibling.id),
                    let other = laidOut[sibling.id], let otherWas = stored[sibling.id],
                    Self.overlaps(frame, other), !Self.overlaps(was, otherWas)
                else { continue }
                found.append(
                    IBLintFinding(
                        check: .overlap, ids: [sibling.id, id],
                        message: "'\(document.outlineName(of: sibling.id))' and \(name) overlap"))
            }
        }
        return found
    }

    /// View `id`'s laid-out frame (`frame`, root coordinates) and its stored frame, both in its
    /// superview's coordinates (the root's at the origin): the frame Xcode's `misplaced` flag
    /// compares, so a view that only moves with its superview does not differ. Nil where the
    /// document stores no frame.
    func ownFrames(id: String, frame: Rect) -> (laidOut: Rect, stored: Rect)? {
        guard let stored = document.view(id: id)?.frame else { return nil }
        guard id != screen.rootID, let parentID = document.superviewID(of: id), let parent = laidOut[parentID] else {
            return (Rect(x: 0, y: 0, width: frame.width, height: frame.height), Rect(x: 0, y: 0, width: stored.width, height: stored.height))
        }
        return (Rect(x: frame.x - parent.x, y: frame.y - parent.y, width: frame.width, height: frame.height), stored)
    }

    /// Whether view `id` or one of its superviews already lies outside its own superview (its
    /// subviews are then not reported again).
    static func outsideReported(_ id: String, _ g: IBLintGeometry) -> Bool {
        var current: String? = id
        while let view = current, view != g.screen.rootID, let parent = g.document.superviewID(of: view) {
            if let f = g.laidOut[view], let p = g.laidOut[parent], !inside(f, p) { return true }
            current = parent
        }
        return false
    }

    /// Whether `r` lies within `outer`, half a point of slack on each side.
    static func inside(_ r: Rect, _ outer: Rect) -> Bool {
        r.x >= outer.x - 0.5 && r.y >= outer.y - 0.5 && r.x + r.width <= outer.x + outer.width + 0.5
            && r.y + r.height <= outer.y + outer.height + 0.5
    }

    /// Whether `a` and `b` share more than a point in each direction.
    static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        min(a.x + a.width, b.x + b.width) - max(a.x, b.x) > 1 && min(a.y + a.height, b.y + b.height) - max(a.y, b.y) > 1
    }

    /// Whether two frames are more than half a point apart in any component.
    static func apart(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.x - b.x) > 0.5 || abs(a.y - b.y) > 0.5 || abs(a.width - b.width) > 0.5 || abs(a.height - b.height) > 0.5
    }

    /// `(x, y, width × height)`.
    static func text(_ r: Rect) -> String { "(\(number(r.x)), \(number(r.y)), \(number(r.width)) × \(number(r.height)))" }

    static func number(_ value: Double) -> String { NumberFormat.string(value) }
}
