import AutoLayout

/// How an actual run differs from an expected one, value by value, within a tolerance: the first
/// difference, how many frames differ, the largest difference and where, the largest difference of
/// each view and constant over time, and the structural differences (a view or constant on one side
/// only, another frame count, tick rate, scene name, or a frame's tick or time).
///
/// ```swift
/// import AutoLayout
/// import Rigging
///
/// let expected = FrameDump(scene: "s", hz: 30, views: ["view"], constants: ["w"],
///                          frames: [Frame(tick: 0, time: 0, views: [Rect(x: 0, y: 0, width: 320, height: 480)], constants: [10])])
/// var actual = expected
/// actual.frames[0].constants[0] = 12.5
/// let difference = FrameDumpDifference(expected: expected, actual: actual)
/// // difference.matches is false; difference.firstMismatch?.description is
/// // "frame 0 (t = 0 s), constant w: expected 10 pt, actual 12.5 pt"
/// let loose = FrameDumpDifference(expected: expected, actual: actual, tolerance: 3)
/// // loose.matches is true
/// ```
///
/// Tolerance is absolute and per field, in points: each view's `x`, `y`, `width` and `height` and
/// each constant is compared on its own (a transform's six entries too, `a` to `ty`, where either
/// side shows one, and a view's `alpha` where either side's is not 1, with the same tolerance). Both values are first rounded to 1e-6 as the dump prints
/// them; a field differs when the rounded values are more than `tolerance` apart. The default, 0,
/// is the dump's own precision: two dumps match exactly when their JSON Lines agree on every
/// number. A non-finite value matches only the same non-finite value (its difference is infinite).
///
/// Views and constants are matched by name, frames by position (frame index i of both dumps);
/// a frame's tick and time must agree too. Values are compared over the frames both dumps have and
/// the views and constants both name; whatever only one side has is a `Structure` entry, never a
/// crash. Linear in frames × (views + constants).
public struct FrameDumpDifference: Sendable, Hashable {
    /// A view or a recorded constant, by name.
    public enum Subject: Sendable, Hashable, CustomStringConvertible {
        /// A view, by its name in the dump.
        case view(String)
        /// A recorded constant, by its name in the dump.
        case constant(String)

        /// The name.
        public var name: String {
            switch self {
            case .view(let name), .constant(let name): return name
            }
        }

        /// `view purpleView` or `constant containerWidth`.
        public var description: String {
            switch self {
            case .view(let name): return "view \(name)"
            case .constant(let name): return "constant \(name)"
            }
        }
    }

    /// One field of one frame whose values differ (or the place of a largest difference).
    public struct Mismatch: Sendable, Hashable {
        /// The frame index, the position in both dumps' `frames`.
        public var frame: Int
        /// The frame's time in seconds (the expected dump's).
        public var time: Double
        /// The view or constant.
        public var subject: Subject
        /// `x`, `y`, `width` or `height` for a view (`Rect.fieldNames`), a transform entry
        /// (`Rect.transformFieldNames`) or `alpha` (a fraction, not points); `constant` for a
        /// constant.
        public var field: String
        /// The expected value, rounded to 1e-6 as the dump prints it, in points.
        public var expected: Double
        /// The actual value, rounded to 1e-6 as the dump prints it, in points.
        public var actual: Double
        /// |actual − expected| of the rounded values, in points (infinite when one is not finite).
        public var difference: Double
    }

    /// A view's or constant's largest difference over time.
    public struct Series: Sendable, Hashable {
        /// The view or constant.
        public var subject: Subject
        /// The largest difference of any of its fields over every compared frame, in points (0 when none).
        public var maxDifference: Double
        /// Where `maxDifference` occurs (its first frame); nil when no frame was compared.
        public var at: Mismatch?
        /// The number of frames in which some field differs by more than the tolerance.
        public var differingFrames: Int
    }

    /// A difference in what the two dumps hold rather than in their values.
    public enum Structure: Sendable, Hashable, CustomStringConvertible {
        /// The scenes' names differ.
        case sceneName(expected: String, actual: String)
        /// The tick rates (hertz) differ.
        case hz(expected: Int, actual: Int)
        /// The numbers of frames differ (values are compared over the shorter run).
        case frameCount(expected: Int, actual: Int)
        /// A view of the expected dump that the actual one lacks.
        case missingView(String)
        /// A view of the actual dump that the expected one lacks.
        case unexpectedView(String)
        /// A constant of the expected dump that the actual one lacks.
        case missingConstant(String)
        /// A constant of the actual dump that the expected one lacks.
        case unexpectedConstant(String)
        /// The first frame whose tick differs, and how many frames' ticks differ.
        case tick(frame: Int, expected: Int, actual: Int, frames: Int)
        /// The first frame whose time differs (ticks equal), and how many frames' times differ.
        case time(frame: Int, expected: Double, actual: Double, frames: Int)
        /// The first frame whose broken constraints or ambiguous views differ, and how many frames' do.
        case diagnostics(frame: Int, expected: FrameDiagnostics, actual: FrameDiagnostics, frames: Int)

        /// One sentence, e.g. `view lamp is missing from the actual run`.
        public var description: String {
            switch self {
            case .sceneName(let e, let a): return "scene name: expected \(quoted(e)), actual \(quoted(a))"
            case .hz(let e, let a): return "tick rate: expected \(e) Hz, actual \(a) Hz"
            case .frameCount(let e, let a): return "frame count: expected \(e), actual \(a)"
            case .missingView(let name): return "view \(quoted(name)) is missing from the actual run"
            case .unexpectedView(let name): return "view \(quoted(name)) is not in the expected run"
            case .missingConstant(let name): return "constant \(quoted(name)) is missing from the actual run"
            case .unexpectedConstant(let name): return "constant \(quoted(name)) is not in the expected run"
            case .tick(let frame, let e, let a, let n):
                return "frame \(frame): expected tick \(e), actual \(a)" + (n > 1 ? " (\(n) frames' ticks differ)" : "")
            case .time(let frame, let e, let a, let n):
                return "frame \(frame): expected t = \(NumberFormat.exact(e)) s, actual \(NumberFormat.exact(a)) s"
                    + (n > 1 ? " (\(n) frames' times differ)" : "")
            case .diagnostics(let frame, let e, let a, let n):
                return "frame \(frame): expected \(Self.describe(e)), actual \(Self.describe(a))"
                    + (n > 1 ? " (\(n) frames' breaks or ambiguity differ)" : "")
            }
        }

        /// `no break`, `breaks "a.height == 400"`, `ambiguous a, b` or both.
        private static func describe(_ d: FrameDiagnostics) -> String {
            var parts: [String] = []
            if !d.breaks.isEmpty { parts.append("breaks " + d.breaks.map { InputQuote.quoted($0) }.joined(separator: ", ")) }
            if let ambiguous = d.ambiguous { parts.append(ambiguous.isEmpty ? "ambiguity cleared" : "ambiguous " + InputQuote.list(ambiguous)) }
            return parts.isEmpty ? "no break" : parts.joined(separator: " and ")
        }

        private func quoted(_ name: String) -> String { InputQuote.quoted(name) }
    }

    /// The default tolerance: 0 beyond the dump's 1e-6 rounding.
    public static let defaultTolerance = 0.0

    /// The tolerance the values were compared with, in points (absolute, per field).
    public var tolerance: Double
    /// The expected dump's frame count.
    public var expectedFrames: Int
    /// The actual dump's frame count.
    public var actualFrames: Int
    /// The frames whose values were compared: the shorter run's count.
    public var comparedFrames: Int
    /// Differences in what the dumps hold, in the order: scene name, tick rate, frame count, views,
    /// constants, ticks, times, breaks and ambiguity.
    public var structure: [Structure]
    /// The first field that differs by more than the tolerance, in frame order (then views in the
    /// expected dump's order and their fields, then constants); nil when none does.
    public var firstMismatch: Mismatch?
    /// The largest difference of any field in any frame (its first occurrence), whether or not
    /// within the tolerance; nil when nothing was compared.
    public var largest: Mismatch?
    /// The number of compared frames in which some field differs by more than the tolerance.
    public var differingFrames: Int
    /// Per view both dumps name, in the expected dump's order: its largest difference over time.
    public var views: [Series]
    /// Per constant both dumps name, in the expected dump's order: its largest difference over time.
    public var constants: [Series]

    /// True when the dumps have the same structure and every compared field is within the tolerance.
    public var matches: Bool { structure.isEmpty && differingFrames == 0 }

    /// Compares `actual` with `expected`; `tolerance` (points, absolute, per field, at least 0)
    /// is how far apart two rounded values may be and still match.
    public init(expected: FrameDump, actual: FrameDump, tolerance: Double = FrameDumpDifference.defaultTolerance) {
        self.tolerance = tolerance.isNaN ? 0 : max(0, tolerance)
        expectedFrames = expected.frames.count
        actualFrames = actual.frames.count
        comparedFrames = min(expectedFrames, actualFrames)
        structure = []
        differingFrames = 0
        views = []
        constants = []
        if expected.scene != actual.scene { structure.append(.sceneName(expected: expected.scene, actual: actual.scene)) }
        if expected.hz != actual.hz { structure.append(.hz(expected: expected.hz, actual: actual.hz)) }
        if expectedFrames != actualFrames { structure.append(.frameCount(expected: expectedFrames, actual: actualFrames)) }
        let viewPairs = Self.pair(
            expected.views, actual.views, missing: Structure.missingView, unexpected: Structure.unexpectedView,
            into: &structure)
        let constantPairs = Self.pair(
            expected.constants, actual.constants, missing: Structure.missingConstant,
            unexpected: Structure.unexpectedConstant, into: &structure)
        compare(expected, actual, viewPairs: viewPairs, constantPairs: constantPairs)
    }

    /// The names of `expected` matched to their index in `actual`, as (expected index, actual index);
    /// names on one side only are appended to `structure`.
    private static func pair(
        _ expected: [String], _ actual: [String], missing: (String) -> Structure,
        unexpected: (String) -> Structure, into structure: inout [Structure]
    ) -> [(Int, Int)] {
        var actualIndex: [String: Int] = [:]
        for (i, name) in actual.enumerated() where actualIndex[name] == nil { actualIndex[name] = i }
        var pairs: [(Int, Int)] = []
        for (i, name) in expected.enumerated() {
            if let j = actualIndex[name] { pairs.append((i, j)) } else { structure.append(missing(name)) }
        }
        let expectedNames = Set(expected)
        for name in actual where !expectedNames.contains(name) { structure.append(unexpected(name)) }
        return pairs
    }

    /// Compares frame by frame over the shorter run, filling the mismatches, series and counts.
    private mutating func compare(_ expected: FrameDump, _ actual: FrameDump, viewPairs: [(Int, Int)], constantPairs: [(Int, Int)]) {
        // Tolerance in units of the rounding (1e-6), nudged up one ulp so 1e-6 accepts one unit.
        let limit = (tolerance * 1_000_000).nextUp
        var viewMax = [Double](repeating: 0, count: viewPairs.count)
        var viewAt = [Mismatch?](repeating: nil, count: viewPairs.count)
        var viewFrames = [Int](repeating: 0, count: viewPairs.count)
        var constantMax = [Double](repeating: 0, count: constantPairs.count)
        var constantAt = [Mismatch?](repeating: nil, count: constantPairs.count)
        var constantFrames = [Int](repeating: 0, count: constantPairs.count)
        var tickFrames = 0
        var timeFrames = 0
        var diagnosticFrames = 0
        var firstTick: Structure?
        var firstTime: Structure?
        var firstDiagnostics: Structure?
        for f in 0..<comparedFrames {
            let e = expected.frames[f]
            let a = actual.frames[f]
            if e.diagnostics != a.diagnostics {
                diagnosticFrames += 1
                if firstDiagnostics == nil { firstDiagnostics = .diagnostics(frame: f, expected: e.diagnostics, actual: a.diagnostics, frames: 0) }
            }
            if e.tick != a.tick {
                tickFrames += 1
                if firstTick == nil { firstTick = .tick(frame: f, expected: e.tick, actual: a.tick, frames: 0) }
            } else if e.time != a.time {
                timeFrames += 1
                if firstTime == nil { firstTime = .time(frame: f, expected: e.time, actual: a.time, frames: 0) }
            }
            var frameDiffers = false
            // Compares one field, updating the subject's running maximum; true when past the tolerance.
            func field(_ subject: Subject, _ name: String, _ x: Double, _ y: Double, _ best: inout Double, _ at: inout Mismatch?) -> Bool {
                let (units, rx, ry) = Self.units(x, y)
                guard units > 0 else { return false }
                let difference = units / 1_000_000
                if difference > best || at == nil {
                    best = difference
                    at = Mismatch(frame: f, time: e.time, subject: subject, field: name, expected: rx, actual: ry, difference: difference)
                    if largest.map({ difference > $0.difference }) ?? true { largest = at }
                }
                guard units > limit else { return false }
                if firstMismatch == nil {
                    firstMismatch = Mismatch(frame: f, time: e.time, subject: subject, field: name, expected: rx, actual: ry, difference: difference)
                }
                return true
            }
            for (k, (i, j)) in viewPairs.enumerated() where i < e.views.count && j < a.views.count {
                let ev = e.views[i]
                let av = a.views[j]
                let subject = Subject.view(expected.views[i])
                var differs = field(subject, "x", ev.x, av.x, &viewMax[k], &viewAt[k])
                differs = field(subject, "y", ev.y, av.y, &viewMax[k], &viewAt[k]) || differs
                differs = field(subject, "width", ev.width, av.width, &viewMax[k], &viewAt[k]) || differs
                differs = field(subject, "height", ev.height, av.height, &viewMax[k], &viewAt[k]) || differs
                let et = e.transforms[i]
                let at = a.transforms[j]
                if !et.isIdentity || !at.isIdentity {
                    let names = Rect.transformFieldNames
                    let ec = et.components
                    let ac = at.components
                    for n in names.indices { differs = field(subject, names[n], ec[n], ac[n], &viewMax[k], &viewAt[k]) || differs }
                }
                let ea = e.alphas[i]
                let aa = a.alphas[j]
                if ea != 1 || aa != 1 { differs = field(subject, "alpha", ea, aa, &viewMax[k], &viewAt[k]) || differs }
                if differs {
                    viewFrames[k] += 1
                    frameDiffers = true
                }
            }
            for (k, (i, j)) in constantPairs.enumerated() where i < e.constants.count && j < a.constants.count {
                if field(.constant(expected.constants[i]), "constant", e.constants[i], a.constants[j], &constantMax[k], &constantAt[k]) {
                    constantFrames[k] += 1
                    frameDiffers = true
                }
            }
            if frameDiffers { differingFrames += 1 }
        }
        if case .tick(let frame, let e, let a, _)? = firstTick { structure.append(.tick(frame: frame, expected: e, actual: a, frames: tickFrames)) }
        if case .time(let frame, let e, let a, _)? = firstTime { structure.append(.time(frame: frame, expected: e, actual: a, frames: timeFrames)) }
        if case .diagnostics(let frame, let e, let a, _)? = firstDiagnostics {
            structure.append(.diagnostics(frame: frame, expected: e, actual: a, frames: diagnosticFrames))
        }
        // A subject that never differs is placed at the first frame, with its values there.
        func series(_ subject: Subject, _ best: Double, _ at: Mismatch?, _ frames: Int, _ values: () -> (Double, Double)) -> Series {
            var place = at
            if place == nil, comparedFrames > 0 {
                let (x, y) = values()
                place = Mismatch(
                    frame: 0, time: expected.frames[0].time, subject: subject, field: subject.isView ? "x" : "constant",
                    expected: x, actual: y, difference: 0)
            }
            return Series(subject: subject, maxDifference: best, at: place, differingFrames: frames)
        }
        views = viewPairs.enumerated().map { k, pair in
            series(.view(expected.views[pair.0]), viewMax[k], viewAt[k], viewFrames[k]) {
                (Self.rounded(Self.element(expected.frames[0].views, pair.0)?.x), Self.rounded(Self.element(actual.frames[0].views, pair.1)?.x))
            }
        }
        constants = constantPairs.enumerated().map { k, pair in
            series(.constant(expected.constants[pair.0]), constantMax[k], constantAt[k], constantFrames[k]) {
                (Self.rounded(Self.element(expected.frames[0].constants, pair.0)), Self.rounded(Self.element(actual.frames[0].constants, pair.1)))
            }
        }
        if largest == nil, comparedFrames > 0 { largest = (views + constants).first?.at }
    }

    /// `value` rounded to 1e-6 as `NumberFormat` prints it (NaN for a value a frame lacks).
    static func rounded(_ value: Double?) -> Double {
        guard let value else { return .nan }
        return value.isFinite ? (value * 1_000_000).rounded() / 1_000_000 : value
    }

    /// The element at `index`, or nil past the end (a frame built in Swift may hold fewer values than its dump names).
    static func element<T>(_ array: [T], _ index: Int) -> T? { array.indices.contains(index) ? array[index] : nil }

    /// The difference of two values in units of 1e-6 after rounding, and the rounded values;
    /// infinite when one is not finite and they are not the same non-finite value.
    static func units(_ expected: Double, _ actual: Double) -> (Double, Double, Double) {
        guard expected.isFinite, actual.isFinite else {
            let same = expected == actual || (expected.isNaN && actual.isNaN)
            return (same ? 0 : .infinity, expected, actual)
        }
        let e = (expected * 1_000_000).rounded()
        let a = (actual * 1_000_000).rounded()
        return (abs(a - e), e / 1_000_000, a / 1_000_000)
    }
}

extension FrameDumpDifference.Subject {
    /// True for a view, false for a constant.
    public var isView: Bool { if case .view = self { true } else { false } }
}
