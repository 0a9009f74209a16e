import Foundation

// The placement of a compositional layout. It is written for vertical scrolling; horizontal
// scrolling transposes the sections, the sizes and the measurements, places, and transposes
// the frames back. Within a group, subitems are placed at the origin, then moved into place.

extension CollectionViewCompositionalLayout {
    /// Every section's items and boundary views, in content coordinates, and the content size.
    public func placement(in context: CollectionLayoutContext) -> CollectionLayoutPlacement {
        let horizontal = scrollDirection == .horizontal
        let area = context.contentAreaSize
        let sides = ReferenceInsets(context: context, horizontal: horizontal)
        let layoutSides = sides.insets(for: contentInsetsReference)
        let environment = CollectionLayoutEnvironment(
            contentSize: area,
            contentInsets: horizontal
                ? DirectionalEdgeInsets(top: layoutSides.leading, bottom: layoutSides.trailing)
                : DirectionalEdgeInsets(leading: layoutSides.leading, bottom: 0, trailing: layoutSides.trailing))
        var placer = SectionPlacer(
            width: horizontal ? area.height : area.width, height: horizontal ? area.width : area.height,
            horizontal: horizontal, context: context)
        var itemFrames: [[Rect]] = []
        var supplementaries: [CollectionSupplementaryPlacement] = []
        var orthogonalSections: [Int: CollectionLayoutPlacement.OrthogonalSection] = [:]
        let global = boundarySupplementaryItems.map { horizontal ? $0.transposed : $0 }
        var globals = GlobalBoundaries(items: global, sides: layoutSides)
        var y = globals.place(before: true, at: 0, with: &placer)
        for (index, count) in context.itemCounts.enumerated() {
            if index > 0 { y += interSectionSpacing }
            let provided = sectionProvider(index, environment)
            placer.start(section: index, count: count)
            if let section = provided.map({ horizontal ? $0.transposed : $0 }) {
                y = placer.place(section, at: y, sides: sides.insets(for: section.contentInsetsReference))
                if let line = placer.orthogonalLine {
                    let orthogonal = Self.rest(line, behavior: section.orthogonalScrollingBehavior, offset: orthogonalOffsets[index])
                    placer.shift(by: orthogonal.offset)
                    orthogonalSections[index] = orthogonal
                }
            }
            placer.finish(at: y)
            itemFrames.append(placer.frames.map { horizontal ? $0.transposedRect : $0 })
            supplementaries += placer.supplementaries.map {
                horizontal
                    ? CollectionSupplementaryPlacement(kind: $0.kind, indexPath: $0.indexPath, frame: $0.frame.transposedRect, pinning: $0.pinning)
                    : $0
            }
        }
        y = globals.place(before: false, at: y, with: &placer)
        supplementaries += globals.placed.map {
            horizontal
                ? CollectionSupplementaryPlacement(kind: $0.kind, indexPath: $0.indexPath, frame: $0.frame.transposedRect, pinning: $0.pinning)
                : $0
        }
        var placement = CollectionLayoutPlacement(
            itemFrames: itemFrames, supplementaries: supplementaries,
            contentSize: horizontal ? Size(width: y, height: area.height) : Size(width: area.width, height: y))
        placement.orthogonalSections = orthogonalSections
        didPlace?(placement)
        return placement
    }

    /// The offset an orthogonal section rests at: `offset` (or, without one, 0, or the first
    /// group centred for `.groupPagingCentered`) snapped as its behaviour pages (`.paging` to a
    /// multiple of the visible length, `.groupPaging` and `.continuousGroupLeadingBoundary` to a
    /// group's start at the leading inset, `.groupPagingCentered` to a group centred) and kept
    /// between the first and the last resting places.
    static func rest(
        _ line: CollectionLayoutPlacement.OrthogonalSection, behavior: CollectionLayoutSection.OrthogonalScrollingBehavior,
        offset: Double?
    ) -> CollectionLayoutPlacement.OrthogonalSection {
        var line = line
        let centred = line.groups.map { $0.start + $0.length / 2 - line.visibleLength / 2 }
        let starts = line.groups.map { $0.start - line.leadingInset }
        let lowest = behavior == .groupPagingCentered ? (centred.first ?? 0) : 0
        let highest =
            behavior == .groupPagingCentered ? max(centred.last ?? 0, lowest) : max(line.contentEnd - line.visibleLength, lowest)
        var target = offset ?? lowest
        func nearest(_ places: [Double]) -> Double { places.min { abs($0 - target) < abs($1 - target) } ?? target }
        switch behavior {
        case .none, .continuous: break
        case .continuousGroupLeadingBoundary, .groupPaging: target = nearest(starts)
        case .groupPagingCentered: target = nearest(centred)
        case .paging:
            if line.visibleLength > 0 { target = (target / line.visibleLength).rounded() * line.visibleLength }
        }
        line.offset = min(max(target, lowest), highest)
        return line
    }
}

/// The layout-wide boundary items and their placements, in the vertical frame of reference.
private struct GlobalBoundaries {
    let items: [CollectionLayoutBoundaryItem]
    let sides: (leading: Double, trailing: Double)
    private(set) var placed: [CollectionSupplementaryPlacement] = []

    init(items: [CollectionLayoutBoundaryItem], sides: (leading: Double, trailing: Double)) {
        self.items = items
        self.sides = sides
    }

    /// Places the items before the sections (`before`) or after them from `y`; returns where they
    /// end. After the last ones, pinned items get the whole content as their stretch.
    mutating func place(before: Bool, at y: Double, with placer: inout SectionPlacer) -> Double {
        placer.start(section: 0, count: 0)
        let end = placer.placeBoundaries(items.filter { $0.alignment.isBefore == before }, at: y, sides: sides)
        placed += placer.supplementaries
        guard !before else { return end }
        for item in items where item.pinToVisibleBounds {
            for at in placed.indices where placed[at].kind == item.elementKind {
                placed[at].pinning = .init(toLeadingEdge: item.alignment.isBefore, lowerBound: 0, upperBound: end)
            }
        }
        return end
    }
}

/// The side insets each content-insets reference gives, across the scrolling axis, measured
/// inside the adjusted content inset.
private struct ReferenceInsets {
    var safeArea: (leading: Double, trailing: Double)
    var margins: (leading: Double, trailing: Double)

    init(context: CollectionLayoutContext, horizontal: Bool) {
        let adjusted = context.adjustedContentInset
        func sides(_ insets: EdgeInsets) -> (leading: Double, trailing: Double) {
            horizontal
                ? (max(insets.top - adjusted.top, 0), max(insets.bottom - adjusted.bottom, 0))
                : (max(insets.left - adjusted.left, 0), max(insets.right - adjusted.right, 0))
        }
        safeArea = sides(context.safeAreaInsets)
        margins = sides(context.layoutMargins)
    }

    func insets(for reference: CollectionLayoutSection.ContentInsetsReference) -> (leading: Double, trailing: Double) {
        switch reference {
        case .automatic, .safeArea: safeArea
        case .none: (0, 0)
        case .layoutMargins, .readableContent: margins
        }
    }
}

/// Places one section at a time in the vertical frame of reference (`width` across the
/// scrolling axis, `height` the container's extent along it).
private struct SectionPlacer {
    let width: Double
    let height: Double
    let horizontal: Bool
    let context: CollectionLayoutContext
    private(set) var section = 0
    private(set) var count = 0
    private(set) var frames: [Rect] = []
    private(set) var supplementaries: [CollectionSupplementaryPlacement] = []

    init(width: Double, height: Double, horizontal: Bool, context: CollectionLayoutContext) {
        self.width = width
        self.height = height
        self.horizontal = horizontal
        self.context = context
    }

    /// The line of groups of the orthogonally scrolling section placed last, before its offset.
    private(set) var orthogonalLine: CollectionLayoutPlacement.OrthogonalSection?

    mutating func start(section: Int, count: Int) {
        self.section = section
        self.count = count
        frames = []
        supplementaries = []
        orthogonalLine = nil
    }

    /// Moves the section's items back by `offset` along the section's own axis.
    mutating func shift(by offset: Double) {
        for at in frames.indices { frames[at].origin.x -= offset }
    }

    /// Gives the items left without a place (a missing section, an empty group) an empty
    /// frame at `y`.
    mutating func finish(at y: Double) {
        while frames.count < count { frames.append(Rect(x: 0, y: y, width: 0, height: 0)) }
    }

    /// Places `section` from `y`; returns where it ends.
    mutating func place(_ section: CollectionLayoutSection, at top: Double, sides: (leading: Double, trailing: Double)) -> Double {
        let insets = section.contentInsets
        let left = sides.leading + insets.leading
        let inner = Size(
            width: max(width - left - sides.trailing - insets.trailing, 0),
            height: max(height - insets.top - insets.bottom, 0))
        let follow = section.supplementariesFollowContentInsets
        let boundaryX = follow ? left : sides.leading
        let boundaryWidth = follow ? inner.width : max(width - sides.leading - sides.trailing, 0)
        let boundaries = section.boundarySupplementaryItems
        let firstSupplementary = supplementaries.count
        var y = top
        for item in boundaries where item.alignment.isBefore {
            y += placeBoundary(item, at: y, x: boundaryX, width: boundaryWidth, before: true)
        }
        y += insets.top
        let group = section.group.group == nil ? groupOfOne(section.group) : section.group
        if section.orthogonalScrollingBehavior == .none {
            var first = true
            while frames.count < count {
                let placedBefore = frames.count
                if !first { y += section.interGroupSpacing }
                first = false
                y += place(group, at: Point(x: left, y: y), in: inner).height
                if frames.count == placedBefore { break }
            }
        } else {
            var x = left
            var tallest = 0.0
            var groups: [(start: Double, length: Double)] = []
            while frames.count < count {
                let placedBefore = frames.count
                if x > left { x += section.interGroupSpacing }
                let size = place(group, at: Point(x: x, y: y), in: inner)
                groups.append((x, size.width))
                x += size.width
                tallest = max(tallest, size.height)
                if frames.count == placedBefore { break }
            }
            y += tallest
            orthogonalLine = CollectionLayoutPlacement.OrthogonalSection(
                offset: 0, visibleLength: width, groups: groups, leadingInset: left,
                contentEnd: x + insets.trailing + sides.trailing)
        }
        y += insets.bottom
        for item in boundaries where !item.alignment.isBefore {
            y += placeBoundary(item, at: y, x: boundaryX, width: boundaryWidth, before: false)
        }
        for item in boundaries where item.pinToVisibleBounds {
            for at in firstSupplementary..<supplementaries.count where supplementaries[at].kind == item.elementKind {
                supplementaries[at].pinning = .init(toLeadingEdge: item.alignment.isBefore, lowerBound: top, upperBound: y)
            }
        }
        return y
    }

    /// Places boundary `items` one after another from `y`, across the content area inside
    /// `sides`; returns where they end.
    mutating func placeBoundaries(_ items: [CollectionLayoutBoundaryItem], at y: Double, sides: (leading: Double, trailing: Double)) -> Double {
        var y = y
        let across = max(width - sides.leading - sides.trailing, 0)
        for item in items { y += placeBoundary(item, at: y, x: sides.leading, width: across, before: item.alignment.isBefore) }
        return y
    }

    /// A group of one item, for a section whose group is a plain item.
    private func groupOfOne(_ item: CollectionLayoutItem) -> CollectionLayoutItem {
        return CollectionLayoutItem(layoutSize: item.layoutSize, group: CollectionLayoutGroup(axis: .horizontal, subitems: [item], count: 1))
    }

    /// Places a boundary item at `y` (its top when `before`, else below `y`); returns the room
    /// it takes along the axis.
    private mutating func placeBoundary(_ item: CollectionLayoutBoundaryItem, at y: Double, x: Double, width: Double, before: Bool) -> Double {
        let path = IndexPath(item: 0, section: section)
        let size = measured(item.layoutSize, in: Size(width: width, height: height)) { target, fixedWidth, fixedHeight in
            sizeSupplementary(item.elementKind, path, target, fixedWidth, fixedHeight)
        }
        let across = item.alignment.across
        let frameX = across < 0 ? x : across > 0 ? x + width - size.width : x + (width - size.width) / 2
        supplementaries.append(
            CollectionSupplementaryPlacement(
                kind: item.elementKind, indexPath: path, frame: Rect(x: frameX, y: y, width: size.width, height: size.height)))
        return item.extendsBoundary && item.alignment.extendsAlongAxis ? size.height : 0
    }

    /// `size` resolved in `container`, its estimated sides measured by `measure`.
    private func measured(_ size: CollectionLayoutSize, in container: Size, measure: (Size, Bool, Bool) -> Size) -> Size {
        let resolved = size.resolved(in: container)
        let estimatedWidth = size.widthDimension.isEstimated
        let estimatedHeight = size.heightDimension.isEstimated
        guard estimatedWidth || estimatedHeight else { return resolved }
        let fitted = measure(resolved, !estimatedWidth, !estimatedHeight)
        return Size(width: estimatedWidth ? fitted.width : resolved.width, height: estimatedHeight ? fitted.height : resolved.height)
    }

    /// The measurements in this frame of reference (transposed for horizontal scrolling).
    private func sizeItem(_ path: IndexPath, _ target: Size, _ fixedWidth: Bool, _ fixedHeight: Bool) -> Size {
        horizontal
            ? context.sizeItem(path, target.transposedSize, fixedHeight, fixedWidth).transposedSize
            : context.sizeItem(path, target, fixedWidth, fixedHeight)
    }

    private func sizeSupplementary(_ kind: String, _ path: IndexPath, _ target: Size, _ fixedWidth: Bool, _ fixedHeight: Bool) -> Size {
        horizontal
            ? context.sizeSupplementary(kind, path, target.transposedSize, fixedHeight, fixedWidth).transposedSize
            : context.sizeSupplementary(kind, path, target, fixedWidth, fixedHeight)
    }

    /// Places `item` (a cell, or a group and its subitems) with its top-left at `origin` in a
    /// container of `container`'s size; returns its size before its content insets.
    private mutating func place(_ item: CollectionLayoutItem, at origin: Point, in container: Size) -> Size {
        let estimatedWidth = item.layoutSize.widthDimension.isEstimated
        let estimatedHeight = item.layoutSize.heightDimension.isEstimated
        // Content insets count only on axes whose dimension is not estimated.
        let insets = DirectionalEdgeInsets(
            top: estimatedHeight ? 0 : item.contentInsets.top, leading: estimatedWidth ? 0 : item.contentInsets.leading,
            bottom: estimatedHeight ? 0 : item.contentInsets.bottom, trailing: estimatedWidth ? 0 : item.contentInsets.trailing)
        guard let group = item.group else {
            let path = IndexPath(item: frames.count, section: section)
            let size = measured(item.layoutSize, in: container) { sizeItem(path, $0, $1, $2) }
            frames.append(
                Rect(
                    x: origin.x + insets.leading, y: origin.y + insets.top,
                    width: max(size.width - insets.leading - insets.trailing, 0),
                    height: max(size.height - insets.top - insets.bottom, 0)))
            return size
        }
        var outer = item.layoutSize.resolved(in: container)
        let inner = Size(
            width: max(outer.width - insets.leading - insets.trailing, 0), height: max(outer.height - insets.top - insets.bottom, 0))
        let arrangement = GroupArrangement(axis: group.axis)
        let placed = placeSubitems(of: group, in: inner, mainEstimated: arrangement.main(estimatedWidth, estimatedHeight))
        let crossEstimated = arrangement.cross(estimatedWidth, estimatedHeight)
        let crossRoom = crossEstimated ? placed.crossExtent : arrangement.cross(inner)
        for child in placed.children {
            let crossPosition = child.crossPosition(in: crossRoom, arrangement: arrangement)
            let offset = arrangement.point(main: child.mainPosition, cross: crossPosition)
            for index in child.frames {
                frames[index].origin.x += origin.x + insets.leading + offset.x
                frames[index].origin.y += origin.y + insets.top + offset.y
            }
        }
        if arrangement.main(estimatedWidth, estimatedHeight) { outer = arrangement.replacingMain(of: outer, with: placed.mainExtent) }
        if crossEstimated { outer = arrangement.replacingCross(of: outer, with: placed.crossExtent) }
        return outer
    }

    /// Places the subitems of `group` at the origin and works out their offsets along the
    /// group's axis: the repetitions that fit (or `count` equal shares), spaced, with any
    /// leftover length shared between the flexible spacings.
    private mutating func placeSubitems(of group: CollectionLayoutGroup, in inner: Size, mainEstimated: Bool) -> PlacedSubitems {
        let arrangement = GroupArrangement(axis: group.axis)
        let room = arrangement.main(inner)
        let gap = group.interItemSpacing
        var children: [PlacedSubitems.Child] = []
        var used = 0.0
        var index = 0
        while frames.count < count, !group.subitems.isEmpty {
            var child = group.subitems[index % group.subitems.count]
            if let repeats = group.count {
                guard children.count < repeats else { break }
                let share = max((room - (gap?.spacing ?? 0) * Double(repeats - 1)) / Double(repeats), 0)
                child.layoutSize = arrangement.replacingMain(of: child.layoutSize, with: .absolute(share))
            }
            index += 1
            let spacing = PlacedSubitems.Child.Spacing(child.edgeSpacing, arrangement: arrangement)
            let gapBefore = children.isEmpty ? 0 : gap?.spacing ?? 0
            // A subitem of known length that cannot fit is not placed (nor measured).
            let known = !arrangement.main(child.layoutSize.widthDimension.isEstimated, child.layoutSize.heightDimension.isEstimated)
            if group.count == nil, !children.isEmpty, !mainEstimated, known,
                used + gapBefore + spacing.mainFixed + arrangement.main(child.layoutSize.resolved(in: inner)) > room + 1e-9
            {
                break
            }
            let mark = frames.count
            let size = place(child, at: Point(x: 0, y: 0), in: inner)
            let length = arrangement.main(size) + spacing.mainFixed + gapBefore
            if group.count == nil, !children.isEmpty, !mainEstimated, used + length > room + 1e-9 {
                frames.removeSubrange(mark...)
                break
            }
            used += length
            children.append(.init(frames: mark..<frames.count, size: size, spacing: spacing, arrangement: arrangement))
        }
        let flexibleSlots =
            (gap?.isFlexible == true ? max(children.count - 1, 0) : 0)
            + children.reduce(0) { $0 + $1.spacing.flexibleMainSlots }
        let share = flexibleSlots > 0 && !mainEstimated ? max(room - used, 0) / Double(flexibleSlots) : 0
        var cursor = 0.0
        for at in children.indices {
            if at > 0 { cursor += (gap?.spacing ?? 0) + (gap?.isFlexible == true ? share : 0) }
            cursor += children[at].spacing.before.map { $0.spacing + ($0.isFlexible ? share : 0) } ?? 0
            children[at].mainPosition = cursor
            cursor += children[at].mainLength
            cursor += children[at].spacing.after.map { $0.spacing + ($0.isFlexible ? share : 0) } ?? 0
        }
        let crossExtent = children.map { $0.crossLength + $0.spacing.crossFixed }.max() ?? 0
        return PlacedSubitems(children: children, mainExtent: cursor, crossExtent: crossExtent)
    }
}

/// The subitems a group placed at the origin, and where they go.
private struct PlacedSubitems {
    var children: [Child]
    /// The length they take along the group's axis.
    var mainExtent: Double
    /// The largest length across it, with fixed edge spacing.
    var crossExtent: Double

    struct Child {
        /// The indexes of the frames it placed.
        var frames: Range<Int>
        var mainLength: Double
        var crossLength: Double
        var spacing: Spacing
        var mainPosition = 0.0

        init(frames: Range<Int>, size: Size, spacing: Spacing, arrangement: GroupArrangement) {
            self.frames = frames
            mainLength = arrangement.main(size)
            crossLength = arrangement.cross(size)
            self.spacing = spacing
        }

        /// Its place across the group's axis in `room`: after a fixed spacing before it, pushed
        /// to the far side by a flexible one before it, centred by flexible ones on both sides.
        func crossPosition(in room: Double, arrangement: GroupArrangement) -> Double {
            let before = spacing.crossBefore
            let after = spacing.crossAfter
            let free = max(room - crossLength - (before?.spacing ?? 0) - (after?.spacing ?? 0), 0)
            let start = before?.spacing ?? 0
            guard before?.isFlexible == true else { return start }
            return start + (after?.isFlexible == true ? free / 2 : free)
        }

        /// Edge spacing seen along and across the group's axis.
        struct Spacing {
            var before: CollectionLayoutSpacing?
            var after: CollectionLayoutSpacing?
            var crossBefore: CollectionLayoutSpacing?
            var crossAfter: CollectionLayoutSpacing?

            init(_ edges: CollectionLayoutEdgeSpacing?, arrangement: GroupArrangement) {
                let horizontal = arrangement.axis == .horizontal
                before = horizontal ? edges?.leading : edges?.top
                after = horizontal ? edges?.trailing : edges?.bottom
                crossBefore = horizontal ? edges?.top : edges?.leading
                crossAfter = horizontal ? edges?.bottom : edges?.trailing
            }

            var mainFixed: Double { (before?.spacing ?? 0) + (after?.spacing ?? 0) }
            var crossFixed: Double { (crossBefore?.spacing ?? 0) + (crossAfter?.spacing ?? 0) }
            var flexibleMainSlots: Int { (before?.isFlexible == true ? 1 : 0) + (after?.isFlexible == true ? 1 : 0) }
        }
    }
}

/// A group's axis as the main axis, the other as the cross axis.
private struct GroupArrangement {
    let axis: CollectionLayoutGroup.Axis
    private var horizontal: Bool { axis == .horizontal }

    func main(_ size: Size) -> Double { horizontal ? size.width : size.height }
    func cross(_ size: Size) -> Double { horizontal ? size.height : size.width }
    func main(_ width: Bool, _ height: Bool) -> Bool { horizontal ? width : height }
    func cross(_ width: Bool, _ height: Bool) -> Bool { horizontal ? height : width }
    func point(main: Double, cross: Double) -> Point { horizontal ? Point(x: main, y: cross) : Point(x: cross, y: main) }
    func replacingMain(of size: Size, with length: Double) -> Size {
        horizontal ? Size(width: length, height: size.height) : Size(width: size.width, height: length)
    }
    func replacingCross(of size: Size, with length: Double) -> Size {
        horizontal ? Size(width: size.width, height: length) : Size(width: length, height: size.height)
    }
    func replacingMain(of size: CollectionLayoutSize, with dimension: CollectionLayoutDimension) -> CollectionLayoutSize {
        horizontal
            ? CollectionLayoutSize(widthDimension: dimension, heightDimension: size.heightDimension)
            : CollectionLayoutSize(widthDimension: size.widthDimension, heightDimension: dimension)
    }
}

extension Size {
    fileprivate var transposedSize: Size { Size(width: height, height: width) }
}

extension Rect {
    fileprivate var transposedRect: Rect { Rect(x: minY, y: minX, width: height, height: width) }
}
