import AutoLayout

/// A height at which a sheet rests (like UIKit's `UISheetPresentationController.Detent`): the
/// system's ``large`` and ``medium`` detents, or a custom one whose resolver computes its value.
///
/// A detent's value is the sheet's height within its safe area: the sheet's frame adds the
/// window's bottom safe-area inset below it, as Apple documents for custom detents.
///
/// ```swift
/// import AutoLayout
/// import Rigging
///
/// let small = SheetDetent.custom(identifier: "small") { context in context.maximumDetentValue * 0.25 }
/// let context = SheetDetent.Context(traits: TraitCollection(verticalSizeClass: .regular), maximumDetentValue: 749)
/// // small.resolvedValue(in: context) is 187.25, SheetDetent.medium.resolvedValue(in: context) 374.5
/// ```
public struct SheetDetent {
    /// A detent's name (like `UISheetPresentationController.Detent.Identifier`).
    public struct Identifier: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
        /// The name.
        public var rawValue: String
        /// The identifier named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The identifier named `value`.
        public init(stringLiteral value: String) { self.init(rawValue: value) }
        /// The system's large detent.
        public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        /// The system's medium detent.
        public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
    }

    /// What a resolver sees (like `UISheetPresentationControllerDetentResolutionContext`).
    public struct Context: Hashable, Sendable {
        /// The traits of the sheet's container (the window's).
        public var traits: TraitCollection
        /// The large detent's value: the sheet's full height within its safe area.
        public var maximumDetentValue: Double

        /// A context with these traits and this largest value.
        public init(traits: TraitCollection, maximumDetentValue: Double) {
            self.traits = traits
            self.maximumDetentValue = maximumDetentValue
        }
    }

    /// The detent's name; a sheet's ``SheetPresentationController/selectedDetentIdentifier``
    /// names one of its detents.
    public let identifier: Identifier
    /// Computes the value in a context, or nil where the detent is inactive.
    private let resolver: (Context) -> Double?

    /// A custom detent: `resolver` returns the sheet's height within its safe area, or nil to
    /// make the detent inactive in that context. Values are limited to 0 through the context's
    /// `maximumDetentValue`, as UIKit limits them.
    public static func custom(identifier: Identifier, resolver: @escaping (Context) -> Double?) -> SheetDetent {
        SheetDetent(identifier: identifier, resolver: resolver)
    }

    /// The system's detent at full height: the sheet 10 points below the safe-area top.
    public static var large: SheetDetent { SheetDetent(identifier: .large) { $0.maximumDetentValue } }

    /// The system's detent at about half the screen (Apple's words), inactive in compact
    /// height. Apple publishes no figure; Rigging takes half the large detent's value.
    public static var medium: SheetDetent {
        SheetDetent(identifier: .medium) { context in
            context.traits.verticalSizeClass == .compact ? nil : context.maximumDetentValue / 2
        }
    }

    /// The detent's value in `context` (limited to 0 through its `maximumDetentValue`), or nil
    /// where it is inactive.
    public func resolvedValue(in context: Context) -> Double? {
        guard let value = resolver(context), value.isFinite else { return nil }
        return min(max(value, 0), context.maximumDetentValue)
    }
}
