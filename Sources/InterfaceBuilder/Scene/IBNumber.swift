import Foundation

/// Numbers as constraint strings write them: integers without a fraction, others in plain
/// decimal notation (the constraint grammar reads no exponent).
enum IBNumber {
    /// `value` in constraint-string notation.
    static func text(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        let plain = "\(value)"
        guard plain.contains("e") else { return plain }
        // Beyond Int64's range in billionths, whole points are all that show.
        guard abs(value) < 9e9 else { return (value < 0 ? "-" : "") + String(format: "%.0f", abs(value)) }
        var digits = String(Int64((abs(value) * 1e9).rounded()))
        while digits.count < 10 { digits = "0" + digits }
        let split = digits.index(digits.endIndex, offsetBy: -9)
        return (value < 0 ? "-" : "") + digits[..<split] + "." + digits[split...]
    }
}
