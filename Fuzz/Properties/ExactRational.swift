/// Exact arithmetic for the judge of the ill-scaled families (`ExactJudge`): unsigned integers
/// of any size and rationals over them. Small and slow on purpose: the judge solves systems of
/// a few dozen rows, and what matters is that no operation rounds.
struct BigUInt: Equatable, Comparable {
    /// 64-bit limbs, least significant first, with no leading zero limb (zero is empty).
    private(set) var limbs: [UInt64]

    init(_ value: UInt64) { limbs = value == 0 ? [] : [value] }
    private init(limbs: [UInt64]) {
        self.limbs = limbs
        while self.limbs.last == 0 { self.limbs.removeLast() }
    }

    var isZero: Bool { limbs.isEmpty }
    var bitWidth: Int { limbs.isEmpty ? 0 : limbs.count * 64 - limbs.last!.leadingZeroBitCount }
    var trailingZeroBitCount: Int {
        guard let k = limbs.firstIndex(where: { $0 != 0 }) else { return 0 }
        return k * 64 + limbs[k].trailingZeroBitCount
    }

    static func < (a: BigUInt, b: BigUInt) -> Bool {
        if a.limbs.count != b.limbs.count { return a.limbs.count < b.limbs.count }
        for i in a.limbs.indices.reversed() where a.limbs[i] != b.limbs[i] { return a.limbs[i] < b.limbs[i] }
        return false
    }

    static func + (a: BigUInt, b: BigUInt) -> BigUInt {
        var out = [UInt64](repeating: 0, count: max(a.limbs.count, b.limbs.count) + 1)
        var carry: UInt64 = 0
        for i in 0..<(out.count - 1) {
            let (s1, o1) = (i < a.limbs.count ? a.limbs[i] : 0).addingReportingOverflow(i < b.limbs.count ? b.limbs[i] : 0)
            let (s2, o2) = s1.addingReportingOverflow(carry)
            out[i] = s2
            carry = (o1 ? 1 : 0) + (o2 ? 1 : 0)
        }
        out[out.count - 1] = carry
        return BigUInt(limbs: out)
    }

    /// `a - b`, for `a >= b`.
    static func - (a: BigUInt, b: BigUInt) -> BigUInt {
        precondition(!(a < b), "BigUInt subtraction below zero")
        var out = a.limbs
        var borrow: UInt64 = 0
        for i in out.indices {
            let (d1, o1) = out[i].subtractingReportingOverflow(i < b.limbs.count ? b.limbs[i] : 0)
            let (d2, o2) = d1.subtractingReportingOverflow(borrow)
            out[i] = d2
            borrow = (o1 ? 1 : 0) + (o2 ? 1 : 0)
        }
        return BigUInt(limbs: out)
    }

    static func * (a: BigUInt, b: BigUInt) -> BigUInt {
        if a.isZero || b.isZero { return BigUInt(0) }
        var out = [UInt64](repeating: 0, count: a.limbs.count + b.limbs.count)
        for i in a.limbs.indices {
            var carry: UInt64 = 0
            for j in b.limbs.indices {
                let (high, low) = a.limbs[i].multipliedFullWidth(by: b.limbs[j])
                let (s1, o1) = out[i + j].addingReportingOverflow(low)
                let (s2, o2) = s1.addingReportingOverflow(carry)
                out[i + j] = s2
                carry = high &+ (o1 ? 1 : 0) &+ (o2 ? 1 : 0)
            }
            out[i + b.limbs.count] = carry
        }
        return BigUInt(limbs: out)
    }

    static func << (a: BigUInt, n: Int) -> BigUInt {
        if a.isZero || n == 0 { return a }
        let (whole, bits) = (n / 64, n % 64)
        var out = [UInt64](repeating: 0, count: whole) + a.limbs + [0]
        if bits > 0 {
            for i in (whole..<out.count).reversed() {
                out[i] = out[i] << bits | (i > whole ? out[i - 1] >> (64 - bits) : 0)
            }
        }
        return BigUInt(limbs: out)
    }

    static func >> (a: BigUInt, n: Int) -> BigUInt {
        let (whole, bits) = (n / 64, n % 64)
        guard whole < a.limbs.count else { return BigUInt(0) }
        var out = Array(a.limbs[whole...])
        if bits > 0 {
            for i in out.indices { out[i] = out[i] >> bits | (i + 1 < out.count ? out[i + 1] << (64 - bits) : 0) }
        }
        return BigUInt(limbs: out)
    }

    /// Quotient and remainder (`b` nonzero), by shifting and subtracting one bit at a time.
    static func divided(_ a: BigUInt, by b: BigUInt) -> (quotient: BigUInt, remainder: BigUInt) {
        precondition(!b.isZero, "BigUInt division by zero")
        if a < b { return (BigUInt(0), a) }
        if b.limbs.count == 1 {
            var out = a.limbs
            var remainder: UInt64 = 0
            for i in out.indices.reversed() {
                (out[i], remainder) = b.limbs[0].dividingFullWidth((remainder, out[i]))
            }
            return (BigUInt(limbs: out), BigUInt(remainder))
        }
        var quotient = [UInt64](repeating: 0, count: a.limbs.count)
        var remainder = a
        for shift in stride(from: a.bitWidth - b.bitWidth, through: 0, by: -1) {
            let part = b << shift
            if !(remainder < part) {
                remainder = remainder - part
                quotient[shift / 64] |= 1 << UInt64(shift % 64)
            }
        }
        return (BigUInt(limbs: quotient), remainder)
    }

    static func gcd(_ a: BigUInt, _ b: BigUInt) -> BigUInt {
        var (a, b) = (a, b)
        while !b.isZero { (a, b) = (b, divided(a, by: b).remainder) }
        return a
    }
}

/// A rational number in lowest terms, the denominator positive.
struct Rational: Equatable, Comparable, CustomStringConvertible {
    private(set) var negative: Bool
    private(set) var numerator: BigUInt
    private(set) var denominator: BigUInt

    static let zero = Rational(negative: false, numerator: BigUInt(0), denominator: BigUInt(1))
    static let one = Rational(negative: false, numerator: BigUInt(1), denominator: BigUInt(1))

    private init(negative: Bool, numerator: BigUInt, denominator: BigUInt) {
        let g = BigUInt.gcd(numerator, denominator)
        self.numerator = numerator.isZero ? numerator : BigUInt.divided(numerator, by: g).quotient
        self.denominator = numerator.isZero ? BigUInt(1) : BigUInt.divided(denominator, by: g).quotient
        self.negative = negative && !numerator.isZero
    }

    /// The exact value of a finite double (every finite double is an integer times a power of two).
    init(_ value: Double) {
        precondition(value.isFinite, "Rational of a non-finite double")
        guard value != 0 else {
            self = .zero
            return
        }
        let significand = BigUInt(UInt64(value.magnitude.significand * 0x1p52))
        let exponent = Int(value.exponent) - 52
        self.init(
            negative: value < 0,
            numerator: exponent >= 0 ? significand << exponent : significand,
            denominator: exponent >= 0 ? BigUInt(1) : BigUInt(1) << -exponent)
    }

    var isZero: Bool { numerator.isZero }
    var sign: Int { isZero ? 0 : negative ? -1 : 1 }

    static func < (a: Rational, b: Rational) -> Bool { (a - b).sign < 0 }

    static prefix func - (a: Rational) -> Rational {
        Rational(negative: !a.negative, numerator: a.numerator, denominator: a.denominator)
    }

    static func + (a: Rational, b: Rational) -> Rational {
        let x = a.numerator * b.denominator
        let y = b.numerator * a.denominator
        let d = a.denominator * b.denominator
        if a.negative == b.negative { return Rational(negative: a.negative, numerator: x + y, denominator: d) }
        return y < x
            ? Rational(negative: a.negative, numerator: x - y, denominator: d)
            : Rational(negative: b.negative, numerator: y - x, denominator: d)
    }

    static func - (a: Rational, b: Rational) -> Rational { a + -b }

    static func * (a: Rational, b: Rational) -> Rational {
        Rational(negative: a.negative != b.negative, numerator: a.numerator * b.numerator, denominator: a.denominator * b.denominator)
    }

    /// `a / b`, `b` nonzero.
    static func / (a: Rational, b: Rational) -> Rational {
        precondition(!b.isZero, "Rational division by zero")
        return Rational(negative: a.negative != b.negative, numerator: a.numerator * b.denominator, denominator: a.denominator * b.numerator)
    }

    /// The nearest double's magnitude is enough for messages: numerator and denominator by
    /// their top bits.
    var approximation: Double {
        func double(_ n: BigUInt) -> (Double, Int) {
            let drop = max(0, n.bitWidth - 64)
            return (Double((n >> drop).limbs.first ?? 0), drop)
        }
        let (n, dn) = double(numerator)
        let (d, dd) = double(denominator)
        let value = n / d * Double(sign: .plus, exponent: dn - dd, significand: 1)
        return negative ? -value : value
    }

    var description: String { "\(approximation)" }
}
