extension Double {
    /// The number as the package's text prints it, the one rule every description, message and
    /// output shares: integral values below 1e15 without a fraction (`320`, not `320.0`; `-0` as
    /// `0`), anything else in Swift's shortest round-trip form (`0.5`, `1e+16`), and non-finite
    /// values as Swift prints them (`nan`, `inf`). Rounding and a policy for non-finite values are
    /// the caller's (Rigging's `NumberFormat` rounds to 1e-6 and prints them as `null`).
    package var compactDescription: String {
        if self == 0 { return "0" }
        if self == rounded(), abs(self) < 1e15 { return String(Int64(self)) }
        return String(self)
    }
}
