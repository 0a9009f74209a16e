/// Options for a visual format line, as in `NSLayoutConstraint.FormatOptions`, with Apple's raw values.
///
/// The low 16 bits ask for alignment constraints (bit `n` aligns on the attribute whose
/// `NSLayoutConstraint.Attribute` raw value is `n`); bits 16–17 pick the direction of `H:`
/// lines; bit 19 picks baseline-to-baseline spacing for `V:` lines.
public struct VisualFormatOptions: OptionSet, Hashable, Sendable {
    /// Apple's bit pattern (`NSLayoutConstraint.FormatOptions.rawValue`).
    public let rawValue: UInt
    /// Options from Apple's bit pattern.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Align all views on their left edges (for `V:` lines).
    public static let alignAllLeft = VisualFormatOptions(rawValue: 1 << 1)
    /// Align all views on their right edges (for `V:` lines).
    public static let alignAllRight = VisualFormatOptions(rawValue: 1 << 2)
    /// Align all views on their top edges (for `H:` lines).
    public static let alignAllTop = VisualFormatOptions(rawValue: 1 << 3)
    /// Align all views on their bottom edges (for `H:` lines).
    public static let alignAllBottom = VisualFormatOptions(rawValue: 1 << 4)
    /// Align all views on their leading edges (for `V:` lines).
    public static let alignAllLeading = VisualFormatOptions(rawValue: 1 << 5)
    /// Align all views on their trailing edges (for `V:` lines).
    public static let alignAllTrailing = VisualFormatOptions(rawValue: 1 << 6)
    /// Align all views on their horizontal centers (for `V:` lines).
    public static let alignAllCenterX = VisualFormatOptions(rawValue: 1 << 9)
    /// Align all views on their vertical centers (for `H:` lines).
    public static let alignAllCenterY = VisualFormatOptions(rawValue: 1 << 10)
    /// Align all views on their last baselines (for `H:` lines).
    public static let alignAllLastBaseline = VisualFormatOptions(rawValue: 1 << 11)
    /// Align all views on their first baselines (for `H:` lines).
    public static let alignAllFirstBaseline = VisualFormatOptions(rawValue: 1 << 12)
    /// The bits that ask for alignment constraints.
    public static let alignmentMask = VisualFormatOptions(rawValue: 0xFFFF)

    /// `H:` lines run from leading to trailing (the default; raw value 0).
    public static let directionLeadingToTrailing = VisualFormatOptions(rawValue: 0 << 16)
    /// `H:` lines run from left to right and use left/right attributes.
    public static let directionLeftToRight = VisualFormatOptions(rawValue: 1 << 16)
    /// `H:` lines run from right to left and use left/right attributes.
    public static let directionRightToLeft = VisualFormatOptions(rawValue: 2 << 16)
    /// The bits that pick the direction.
    public static let directionMask = VisualFormatOptions(rawValue: 3 << 16)

    /// Gaps measure edge to edge (the default; raw value 0).
    public static let spacingEdgeToEdge = VisualFormatOptions(rawValue: 0 << 19)
    /// Gaps in `V:` lines measure from last baseline to first baseline; an error in `H:` lines.
    public static let spacingBaselineToBaseline = VisualFormatOptions(rawValue: 1 << 19)
    /// The bits that pick the spacing.
    public static let spacingMask = VisualFormatOptions(rawValue: 1 << 19)

    /// The Swift option names scene files use, with their values, in declaration order.
    /// `alignAllBaseline` is the pre-iOS 9 spelling of `alignAllLastBaseline` and is accepted too.
    public static let namedOptions: [(name: String, option: VisualFormatOptions)] = [
        ("alignAllLeft", .alignAllLeft), ("alignAllRight", .alignAllRight),
        ("alignAllTop", .alignAllTop), ("alignAllBottom", .alignAllBottom),
        ("alignAllLeading", .alignAllLeading), ("alignAllTrailing", .alignAllTrailing),
        ("alignAllCenterX", .alignAllCenterX), ("alignAllCenterY", .alignAllCenterY),
        ("alignAllLastBaseline", .alignAllLastBaseline), ("alignAllBaseline", .alignAllLastBaseline),
        ("alignAllFirstBaseline", .alignAllFirstBaseline),
        ("directionLeadingToTrailing", .directionLeadingToTrailing),
        ("directionLeftToRight", .directionLeftToRight), ("directionRightToLeft", .directionRightToLeft),
        ("spacingEdgeToEdge", .spacingEdgeToEdge), ("spacingBaselineToBaseline", .spacingBaselineToBaseline),
    ]

    /// Thrown when an option name is not one of `namedOptions`.
    public struct UnknownOptionError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The name that matched no option.
        public let name: String
        /// The position of the name in the list that was parsed.
        public let index: Int
        /// The message, listing the names that would have been accepted.
        public var description: String {
            let known = VisualFormatOptions.namedOptions.map(\.name).joined(separator: ", ")
            return "Unknown visual format option \"\(name)\"; expected one of \(known)"
        }
    }

    /// The union of the options with these Swift names (case-sensitive), e.g. `["alignAllTop"]`.
    public init(names: some Sequence<String>) throws(UnknownOptionError) {
        var result: VisualFormatOptions = []
        for (index, name) in names.enumerated() {
            guard let match = Self.namedOptions.first(where: { $0.name == name }) else {
                throw UnknownOptionError(name: name, index: index)
            }
            result.formUnion(match.option)
        }
        self = result
    }
}
