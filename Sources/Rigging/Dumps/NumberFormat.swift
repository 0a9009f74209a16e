import Cassowary

/// The one rule every Rigging output uses to print a number, so the same run prints the same bytes.
///
/// Geometry and constants (`string(_:)`): rounded to the nearest 1e-6 point (solver noise such as
/// 299.99999999999994 prints as 300), then `-0` prints as `0`, integral values below 1e15 print
/// without a fraction (`320`, not `320.0`), and anything else prints in Swift's shortest
/// round-trip form (`0.5`, `12.345678`). Times (`exact(_:)`) skip the rounding: `t` is
/// `Double(k) / Double(hz)` printed in shortest round-trip form (`0.03333333333333333`).
/// Non-finite values never reach a dump (scenes reject them); if one does it prints as `null`.
package enum NumberFormat {
    /// `value` rounded to the nearest 1e-6 and printed canonically.
    package static func string(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        return exact((value * 1_000_000).rounded() / 1_000_000)
    }

    /// `value` printed canonically without rounding (Cassowary's `compactDescription`, the
    /// package's one rule for printing a number, with `null` for a non-finite value).
    package static func exact(_ value: Double) -> String {
        value.isFinite ? value.compactDescription : "null"
    }
}
