import AutoLayout

/// Where a controller presented as a popover points (like UIKit's
/// `UIPopoverPresentationController`): its source view and rectangle, and the arrow directions
/// it may take. A controller's ``ViewController/popoverPresentationController`` holds one while
/// its ``ViewController/modalPresentationStyle`` is ``ModalPresentationStyle/popover``.
/// Compared by identity.
///
/// In regular width and regular height (an iPad) the presented view is the popover's content:
/// the controller's non-zero `preferredContentSize` (320 by 480 points where it is zero: Rigging's
/// figure, Apple publishes none), kept within ``popoverLayoutMargins`` of the window's edges (10
/// points, as Apple documents), on the side of the source rectangle the arrow direction gives,
/// ``arrowHeight`` away from it, centred on it where the margins allow. The arrow points up
/// (the popover below the source) where the content fits there, else down, left and right in
/// that order, among the permitted directions; where none fits, the side with the most room,
/// the content shortened to it. Without a source view the popover is centred. In compact width
/// or compact height it behaves as a form sheet, as Apple documents since iOS 13.
///
/// ```swift
/// import AutoLayout
/// import Rigging
///
/// let window = Window(screen: Screen(device: try Device.lookup("ipad11")))
/// let home = ViewController()
/// window.rootViewController = home
/// let button = View(name: "button", frame: Rect(x: 700, y: 40, width: 100, height: 44))
/// home.view.addSubview(button)
/// let menu = ViewController()
/// menu.modalPresentationStyle = .popover
/// menu.preferredContentSize = Size(width: 300, height: 200)
/// menu.popoverPresentationController?.sourceView = button
/// menu.popoverPresentationController?.sourceRect = button.bounds
/// home.present(menu, animated: false)
/// window.layoutIfNeeded()
/// // menu.view.frame is (524 97; 300 200): below the button, 10 points in from the right edge
/// // menu.popoverPresentationController?.arrowDirection is .up
/// ```
public final class PopoverPresentationController {
    /// Directions a popover's arrow points (like `UIPopoverArrowDirection`).
    public struct ArrowDirection: OptionSet, Hashable, Sendable {
        /// The bits of the directions.
        public let rawValue: UInt
        /// A direction with this raw value (UIKit's: up 1, down 2, left 4, right 8).
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The arrow points up: the popover is below its source.
        public static let up = ArrowDirection(rawValue: 1)
        /// The arrow points down: the popover is above its source.
        public static let down = ArrowDirection(rawValue: 2)
        /// The arrow points left: the popover is to the right of its source.
        public static let left = ArrowDirection(rawValue: 4)
        /// The arrow points right: the popover is to the left of its source.
        public static let right = ArrowDirection(rawValue: 8)
        /// Any of the four.
        public static let any: ArrowDirection = [.up, .down, .left, .right]
        /// No direction chosen yet (UIKit's `unknown`), or no arrow (no source view).
        public static let unknown = ArrowDirection(rawValue: .max)
    }

    /// The arrow's height: the gap between the source rectangle and the content (Rigging's
    /// figure; Apple publishes none).
    public static let arrowHeight = 13.0
    /// The content size where the controller prefers none (Rigging's figure).
    public static let defaultContentSize = Size(width: 320, height: 480)

    /// The presented controller.
    weak var controller: ViewController?
    /// The view the popover points at (nil: the popover is centred, without an arrow).
    public weak var sourceView: View? { didSet { popoverDidChange() } }
    /// The rectangle in ``sourceView``'s coordinates the popover points at.
    public var sourceRect = Rect.zero { didSet { popoverDidChange() } }
    /// Whether the popover points at ``sourceView``'s whole bounds as they are when it is placed,
    /// in place of ``sourceRect`` (a bar button item's anchor: its place in the bar).
    public var pointsAtSourceBounds = false { didSet { popoverDidChange() } }
    /// The directions the arrow may point (``ArrowDirection/any`` by default).
    public var permittedArrowDirections = ArrowDirection.any { didSet { popoverDidChange() } }
    /// The margins from the window's edges the popover stays within (10 points each, as Apple
    /// documents).
    public var popoverLayoutMargins = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10) {
        didSet { popoverDidChange() }
    }
    /// The direction the arrow points, as last placed (``ArrowDirection/unknown`` before).
    public private(set) var arrowDirection = ArrowDirection.unknown

    /// A popover controller for `controller`.
    init(controller: ViewController) { self.controller = controller }

    /// The presented view's frame in `window` (see the type's description); records the arrow
    /// direction chosen.
    func frame(in window: Window, preferredContentSize preferred: Size) -> Rect {
        let size = window.view.bounds.size
        let traits = window.traitCollection
        guard traits.horizontalSizeClass == .regular, traits.verticalSizeClass != .compact else {
            arrowDirection = .unknown
            return ModalPresentationStyle.formSheet.frame(
                in: size, safeArea: window.view.systemSafeAreaInsets, traits: traits, preferredContentSize: preferred)
        }
        let margins = popoverLayoutMargins
        let area = Rect(
            x: margins.left, y: margins.top, width: max(size.width - margins.left - margins.right, 0),
            height: max(size.height - margins.top - margins.bottom, 0))
        let content = Size(
            width: min(preferred.width > 0 ? preferred.width : Self.defaultContentSize.width, area.width),
            height: min(preferred.height > 0 ? preferred.height : Self.defaultContentSize.height, area.height))
        guard let sourceView else {
            arrowDirection = .unknown
            return Rect(
                x: area.minX + (area.width - content.width) / 2, y: area.minY + (area.height - content.height) / 2,
                width: content.width, height: content.height)
        }
        let source = sourceView.convert(pointsAtSourceBounds ? sourceView.bounds : sourceRect, to: window.view)
        let gap = Self.arrowHeight
        // Room for the content on each side of the source, in the order UIKit's arrows are tried.
        let sides: [(ArrowDirection, Double, Double)] = [
            (.up, area.maxY - source.maxY - gap, content.height),
            (.down, source.minY - gap - area.minY, content.height),
            (.left, area.maxX - source.maxX - gap, content.width),
            (.right, source.minX - gap - area.minX, content.width),
        ]
        let permitted = sides.filter { permittedArrowDirections.contains($0.0) }
        let chosen =
            permitted.first { $0.1 >= $0.2 } ?? permitted.max { $0.1 < $1.1 } ?? sides[0]
        arrowDirection = chosen.0
        let clampX = { (x: Double, width: Double) in min(max(x, area.minX), area.maxX - width) }
        let clampY = { (y: Double, height: Double) in min(max(y, area.minY), area.maxY - height) }
        switch chosen.0 {
        case .up, .down:
            let height = min(content.height, max(chosen.1, 0))
            let x = clampX(source.midX - content.width / 2, content.width)
            let y = chosen.0 == .up ? source.maxY + gap : source.minY - gap - height
            return Rect(x: x, y: y, width: content.width, height: height)
        default:
            let width = min(content.width, max(chosen.1, 0))
            let y = clampY(source.midY - content.height / 2, content.height)
            let x = chosen.0 == .left ? source.maxX + gap : source.minX - gap - width
            return Rect(x: x, y: y, width: width, height: content.height)
        }
    }

    /// Moves a presented popover at the next layout.
    private func popoverDidChange() {
        guard let controller, let window = controller.rootWindow else { return }
        controller.placement?.update(in: window, offset: 0)
    }
}
