import AutoLayout

/// How a presented view controller's view takes the screen (like `UIModalPresentationStyle`).
///
/// The sheet geometry follows iOS 13 and later:
/// - In compact width (an iPhone in portrait, a narrow iPad split), a page or form sheet is a
///   card as wide as the window, its top 10 points below the window's safe-area top (under the
///   status bar or the sensor housing), reaching the bottom edge.
/// - In regular width (an iPad, a large iPhone in landscape), a form sheet is 540 by 620 points
///   (or the presented controller's non-zero `preferredContentSize`), centred, and its controller
///   sees a compact width and a regular height (see ``traits(presentedIn:)``); a page sheet is as wide as the readable width with its margins (704 points), centred
///   horizontally, from 10 points below the safe-area top to the bottom edge. Both are limited
///   to the window.
/// - In compact width and compact height (most iPhones in landscape), sheets fill the window.
///
/// UIKit also scales the presenting view down behind a sheet on an iPhone and dims it on an
/// iPad; Rigging models the presented view's frame only.
public enum ModalPresentationStyle: Sendable, Hashable {
    /// The system's choice: a page sheet, as UIKit resolves it for a plain view controller.
    case automatic
    /// The view fills the window; the presenting view leaves the window's tree once shown.
    case fullScreen
    /// A sheet the readable width's size (see the type's description).
    case pageSheet
    /// A sheet of 540 by 620 points in regular width (see the type's description).
    case formSheet
    /// The view fills the window over the presenting view, which stays in the tree.
    case overFullScreen
    /// The view takes the frame of the presentation context's view (the nearest controller
    /// that ``ViewController/definesPresentationContext``, else the outermost one), which is
    /// hidden once the presentation ends and gets the disappearance hooks.
    case currentContext
    /// The view takes the frame of the presentation context's view, which stays shown.
    case overCurrentContext
    /// A popover pointing at a source (see ``PopoverPresentationController``) in regular width
    /// and height; a form sheet in compact width or height, as since iOS 13.
    case popover

    /// The gap between the safe-area top and a sheet's top.
    public static let sheetTopGap = 10.0
    /// A form sheet's size in regular width.
    public static let formSheetSize = Size(width: 540, height: 620)
    /// A page sheet's width in regular width: the readable width (672) and its two 16-point margins.
    public static let pageSheetWidth = 704.0

    /// Whether the presenting view leaves the screen (and gets the disappearance hooks) once
    /// this style's presentation ends: full screen, which takes it out of the window's tree, and
    /// current context, which hides it; since iOS 13 sheets and the "over" styles keep it shown.
    public var removesPresentingView: Bool { self == .fullScreen || self == .currentContext }

    /// Whether the view takes its presentation context's frame (``currentContext`` and
    /// ``overCurrentContext``) rather than the window's.
    public var coversContext: Bool { self == .currentContext || self == .overCurrentContext }

    /// The traits a controller presented in this style sees in a window with `window`'s traits:
    /// a form sheet in regular width and height sees a compact width and a regular height, as in
    /// UIKit; every other style, and a form sheet shown full screen in compact height, sees the
    /// window's.
    public func traits(presentedIn window: TraitCollection) -> TraitCollection {
        guard self == .formSheet, window.horizontalSizeClass == .regular, window.verticalSizeClass != .compact else { return window }
        return window.overriding(with: TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular))
    }

    /// The presented view's frame in a window of `size` with `safeArea` and `traits`; a non-zero
    /// width or height of `preferredContentSize` replaces a form sheet's in regular width. The
    /// current-context styles give the whole window here: their view follows its context's.
    public func frame(
        in size: Size, safeArea: EdgeInsets, traits: TraitCollection, preferredContentSize: Size = .zero
    ) -> Rect {
        let whole = Rect(origin: .zero, size: size)
        switch self {
        case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext:
            return whole
        case .automatic, .pageSheet, .formSheet, .popover:
            // Compact height first: a Plus or Pro Max iPhone in landscape has regular width, and
            // UIKit shows sheets there full screen too.
            if traits.verticalSizeClass == .compact { return whole }
            if traits.horizontalSizeClass == .regular {
                if self == .formSheet || self == .popover {
                    let preferred = preferredContentSize
                    let width = min(preferred.width > 0 ? preferred.width : Self.formSheetSize.width, size.width)
                    let height = min(preferred.height > 0 ? preferred.height : Self.formSheetSize.height, size.height)
                    return Rect(x: (size.width - width) / 2, y: (size.height - height) / 2, width: width, height: height)
                }
                let width = min(Self.pageSheetWidth, size.width)
                let top = min(safeArea.top + Self.sheetTopGap, size.height)
                return Rect(x: (size.width - width) / 2, y: top, width: width, height: size.height - top)
            }
            let top = min(safeArea.top + Self.sheetTopGap, size.height)
            return Rect(x: 0, y: top, width: size.width, height: size.height - top)
        }
    }
}
