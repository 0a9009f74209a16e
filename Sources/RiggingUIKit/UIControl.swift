/// UIKit's `UIControl`: its states are kept; there are no touches here, so no action is ever sent.
open class UIControl: UIView {
    /// Kept.
    open var isEnabled = true
    /// Kept.
    open var isSelected = false
    /// Kept.
    open var isHighlighted = false

    /// UIKit's control states.
    public struct State: OptionSet, Hashable, Sendable {
        /// The state's bits.
        public let rawValue: UInt
        /// A state from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The normal state.
        public static let normal = State([])
        /// Highlighted.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Disabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused.
        public static let focused = State(rawValue: 1 << 3)
    }
}
