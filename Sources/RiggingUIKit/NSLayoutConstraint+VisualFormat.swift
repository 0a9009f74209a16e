import AutoLayout
import Foundation

extension NSLayoutConstraint {
    /// UIKit's visual format options (AutoLayout's, with the same names and bit values).
    public typealias FormatOptions = VisualFormatOptions

    /// The constraints a visual format string describes (`"H:|-[a]-[b(==a)]-|"`), inactive.
    /// `views` maps names to `UIView`s (other values are left out); `metrics` maps names to
    /// numbers (`CGFloat`, `Double`, `Int`, `Float`, `NSNumber`). A format that does not parse
    /// gives no constraints and writes the error, with a caret under the place, to standard
    /// error (UIKit raises an exception).
    public static func constraints(
        withVisualFormat format: String, options opts: FormatOptions = [],
        metrics: [String: Any]?, views: [String: Any]
    ) -> [NSLayoutConstraint] {
        var layoutViews: [String: View] = [:]
        for (name, value) in views {
            if let view = value as? UIView { layoutViews[name] = view.layoutView }
        }
        var numbers: [String: Double] = [:]
        for (name, value) in metrics ?? [:] {
            if let number = Self.number(value) { numbers[name] = number }
        }
        do {
            return try LayoutConstraint.constraints(
                withVisualFormat: format, options: opts, metrics: numbers,
                views: layoutViews
            ).map(NSLayoutConstraint.init(wrapping:))
        } catch {
            FileHandle.standardError.write(Data("Unable to parse constraint format: \(error)\n".utf8))
            return []
        }
    }

    private static func number(_ value: Any) -> Double? {
        switch value {
        case let v as CGFloat: Double(v)
        case let v as Double: v
        case let v as Int: Double(v)
        case let v as Float: Double(v)
        case let v as NSNumber: v.doubleValue
        default: nil
        }
    }
}
