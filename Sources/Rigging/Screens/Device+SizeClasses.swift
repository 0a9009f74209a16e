import AutoLayout

extension Device {
    /// The share of an iPad's screen a window has in Split View (Slide Over windows are as wide
    /// as a third).
    public enum SplitWidth: String, Sendable, Hashable, CaseIterable {
        /// The whole screen: the only width an iPhone window has.
        case fullScreen
        /// The larger side of an uneven split.
        case twoThirds
        /// An even split (landscape only).
        case half
        /// The smaller side of an uneven split, or a Slide Over window.
        case oneThird
    }

    /// The width Split View leaves between two windows, in points.
    public static let splitDividerWidth = 10.0

    /// The size of a window taking `split` of the screen in `orientation`.
    ///
    /// A third is 320 points wide, or 375 on screens at least 1,180 points long held in
    /// landscape and on 12.9- and 13-inch iPads in portrait; two thirds is the rest of the screen
    /// less the divider, and a half is half of the screen less the divider. Phones and
    /// `.fullScreen` have the whole screen; a phone asked for a split gets it too.
    ///
    /// ```swift
    /// import Rigging
    ///
    /// let pad = try Device.lookup("ipad12_9rounded")
    /// // pad.windowSize(in: .landscape, split: .half) is 678 × 1024
    /// // pad.horizontalSizeClass(in: .landscape, split: .half) is .regular
    /// ```
    public func windowSize(in orientation: Orientation, split: SplitWidth = .fullScreen) -> Size {
        let screen = size(in: orientation)
        guard isPad else { return screen }
        let third = screen.width >= 1180 || (orientation == .portrait && screen.width >= 1024) ? 375.0 : 320.0
        let width: Double
        switch split {
        case .fullScreen: width = screen.width
        case .oneThird: width = third
        case .twoThirds: width = screen.width - third - Self.splitDividerWidth
        case .half: width = ((screen.width - Self.splitDividerWidth) / 2).rounded(.down)
        }
        return Size(width: width, height: screen.height)
    }

    /// The horizontal size class of a window taking `split` of the screen in `orientation`.
    ///
    /// Following Apple's size-class table: an iPad window is regular at full screen, at two
    /// thirds in landscape and at half of a 12.9- or 13-inch screen in landscape, compact
    /// otherwise; an iPhone is compact, except in landscape on the phones at least 414 points wide
    /// (the Plus and Max models, the iPhone XR and 11).
    public func horizontalSizeClass(in orientation: Orientation, split: SplitWidth = .fullScreen) -> UserInterfaceSizeClass {
        guard isPad else { return orientation == .landscape && portraitSize.width >= 414 ? .regular : .compact }
        switch split {
        case .fullScreen: return .regular
        case .twoThirds: return orientation == .landscape ? .regular : .compact
        case .half: return orientation == .landscape && portraitSize.width >= 1024 ? .regular : .compact
        case .oneThird: return .compact
        }
    }

    /// The vertical size class in `orientation`: regular on iPads and on iPhones in portrait,
    /// compact on iPhones in landscape.
    public func verticalSizeClass(in orientation: Orientation) -> UserInterfaceSizeClass {
        isPad || orientation == .portrait ? .regular : .compact
    }

    /// Whether the width size class is regular in `orientation` at full screen.
    public func hasRegularWidth(in orientation: Orientation) -> Bool {
        horizontalSizeClass(in: orientation) == .regular
    }

    /// Whether the height size class is regular in `orientation`.
    public func hasRegularHeight(in orientation: Orientation) -> Bool {
        verticalSizeClass(in: orientation) == .regular
    }
}
