/// Interpolation helpers shared by the curves.
enum Interpolation {
    /// a + (b - a) p, exact at both ends (p = 0 gives a, p = 1 gives b bit for bit).
    @inline(__always)
    static func lerp(_ a: Double, _ b: Double, _ p: Double) -> Double {
        p < 0.5 ? a + (b - a) * p : b - (b - a) * (1 - p)
    }
}
