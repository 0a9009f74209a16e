import Cassowary
import XCTest

/// The exact judge of the ill-scaled property tests: its arithmetic, and verdicts on systems
/// whose answer is known, including ones floating point gets wrong.
final class ExactJudgeTests: XCTestCase {
    func testRationalArithmeticIsExact() {
        XCTAssertEqual(Rational(0.5) + Rational(0.25), Rational(0.75))
        XCTAssertNotEqual(Rational(0.1) + Rational(0.2), Rational(0.1 + 0.2))
        XCTAssertEqual(Rational(3) / Rational(3), .one)
        XCTAssertEqual(Rational(1e300) / Rational(1e300) - .one, .zero)
        XCTAssertEqual(Rational(Double.leastNonzeroMagnitude) * Rational(0x1p537) * Rational(0x1p537), .one, "the smallest subnormal is 2^-1074")
        XCTAssertEqual((Rational(1e-15) * Rational(1e15)).approximation, 1, accuracy: 1e-15)
        XCTAssertTrue(Rational(-2) < Rational(1e-300))
        XCTAssertEqual(-Rational(-7.5), Rational(7.5))
        let big = Rational(0x1p200) + .one
        XCTAssertEqual(big - Rational(0x1p200), .one, "2^200 + 1 keeps its last unit")
    }

    func testVerdicts() {
        let x = Variable("x")
        let y = Variable("y")
        let z = Variable("z")
        XCTAssertTrue(ExactJudge.isFeasible([]))
        XCTAssertFalse(ExactJudge.isFeasible([x >= 1, x <= 0]))
        XCTAssertTrue(ExactJudge.isFeasible([x + y == 1, x - y == 0, x >= 0]))
        XCTAssertTrue(ExactJudge.isFeasible([x + y >= 2, x <= 1, y <= 1]))
        XCTAssertFalse(ExactJudge.isFeasible([x + y >= 2 + 0x1p-50, x <= 1, y <= 1]))
        XCTAssertFalse(ExactJudge.isFeasible([x >= 0, y >= 0, x + y <= -1e-300]))
        XCTAssertFalse(ExactJudge.isFeasible([x == 1, x == 1 + 0x1p-52]))
        XCTAssertFalse(ExactJudge.isFeasible([x == 0.1, 10 * x == 1]), "ten times the double 0.1 is not 1")
        XCTAssertTrue(ExactJudge.isFeasible([x == 0.5, 10 * x == 5]))
        // Near-parallel rows with a gap below any floating-point tolerance, and a third row
        // that closes the gap only exactly.
        XCTAssertFalse(ExactJudge.isFeasible([1e15 * x + y >= 1, 1e15 * x + y <= 1 - 0x1p-40, z == 0]))
        XCTAssertTrue(ExactJudge.isFeasible([1e15 * x + (1 + 0x1p-52) * y >= 1, 1e15 * x + y <= 1, y >= 1e6]))
        XCTAssertFalse(ExactJudge.isFeasible([1e15 * x + (1 + 0x1p-52) * y >= 1, 1e15 * x + y <= 1, y <= -1e6]))
        // Feasible only through a coefficient difference of two units in the last place.
        let pair = [0.5374334725329819 * x - y + 5.319323615441591 == 0, 0.5374334725329815 * x - y + 5.319855547803135 == 0]
        XCTAssertTrue(ExactJudge.isFeasible(pair), "they meet at x = 1.3e12")
        XCTAssertFalse(ExactJudge.isFeasibleAfterRounding(pair))
        XCTAssertTrue(ExactJudge.isFeasibleAfterRounding([x + y >= 2, x <= 1, y <= 1]))
        XCTAssertTrue(ExactJudge.isFeasibleAfterRounding([0.1 * x + y == 1, 0.3 * x - y == 0]))
        XCTAssertTrue(ExactJudge.isFeasibleAfterRounding([x + y <= 1, (1 + 1e-9) * x + y >= 1 + 1e-9, x <= 2]), "1e-9 apart: not parallel")
        let twins = [x + y <= 1, (1 + 1e-14) * x + y >= 1 + 1e-9, x <= 2e5]
        XCTAssertTrue(ExactJudge.isFeasible(twins), "they meet at x = 1e5")
        XCTAssertFalse(ExactJudge.isFeasibleAfterRounding(twins))
        // Degenerate: many rows through one point.
        XCTAssertTrue(ExactJudge.isFeasible([x + y >= 0, x - y >= 0, -x + y >= 0, -x - y >= 0, x + 2 * y <= 0]))
        XCTAssertFalse(ExactJudge.isFeasible([x + y >= 0, x - y >= 0, -x + y >= 0, -x - y >= 0, x + 2 * y >= 1e-9]))
    }
}
