import Foundation
import XCTest

@testable import AutoLayout

#if canImport(Glibc)
    import Glibc
#endif

/// A long replay of virtual ticks (an animated constant, one solve and layout per tick) holds
/// its memory flat: resident memory and the solver's size do not grow after warm-up.
/// 100,000 ticks (about 1.5 s in debug); RIGGING_SOAK_TICKS sets another count.
final class TickSoakTests: XCTestCase {
    /// Resident memory in bytes, from /proc/self/statm (nil where there is no procfs).
    static func residentBytes() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// True under AddressSanitizer, whose quarantine keeps freed blocks resident (up to 256 MB),
    /// so resident memory grows without a leak; LeakSanitizer checks leaks there instead.
    static var underAddressSanitizer: Bool { dlsym(nil, "__asan_init") != nil }

    func testAnimatedConstantTicksDoNotGrowMemory() throws {
        let ticks = ProcessInfo.processInfo.environment["RIGGING_SOAK_TICKS"].flatMap { Int($0) } ?? 100_000
        let (root, views) = layoutRoot(320, 568, subviews: ["red", "purple", "lamp"])
        let made = activateStrings(
            [
                "red.left == view.left + 20", "red.right == view.right - 20", "red.top == view.top + 20",
                "purple.left == red.left", "purple.width == red.width * 0.5", "purple.top == red.bottom + 8",
                "purple.height == 0 @750", "red.height >= 44",
                "lamp.centerX == view.centerX", "lamp.width == 40", "lamp.height == lamp.width",
                "lamp.top >= purple.bottom + 8", "lamp.bottom <= view.bottom - 20 @999",
            ], views)
        guard let height = made.first(where: { $0.equation.hasPrefix("purple.height") }) else { return XCTFail("no height") }
        let engine = root.engine
        root.layoutIfNeeded()
        let warmUp = ticks / 10
        var baseline = 0
        var solverSize = (0, 0)
        for tick in 0...ticks {
            // An ease-in-out between 0 and 300 over 90 ticks, back and forth (a virtual 30 Hz clock).
            let phase = Double(tick % 180) / 90
            let t = phase <= 1 ? phase : 2 - phase
            engine.apply(constants: [(height, 300 * t * t * (3 - 2 * t))])
            if tick == warmUp {
                baseline = Self.residentBytes() ?? 0
                solverSize = (engine.solverConstraintCount, engine.dumpSolver().count)
            }
        }
        guard let purple = views["purple"] else { return XCTFail("no purple") }
        XCTAssertTrue(purple.frame.height.isFinite)
        XCTAssertEqual(engine.solverConstraintCount, solverSize.0, "constraints accumulate in the solver")
        // The tableau's text is the same size whatever the constant (within a few digits).
        XCTAssertLessThan(abs(engine.dumpSolver().count - solverSize.1), 200, "the tableau grows")
        if let now = Self.residentBytes(), baseline > 0, !Self.underAddressSanitizer {
            // A leak of even 64 bytes per tick would show 5.8 MB over 90,000 ticks.
            let growth = now - baseline
            XCTAssertLessThan(
                growth, max(1 << 20, (ticks - warmUp) * 32),
                "\(ticks) ticks: resident \(baseline / 1024) KiB after warm-up, \(now / 1024) KiB at the end")
        }
    }
}
