import Cassowary
import XCTest

/// The README's solver example, kept compiling and true.
final class ReadmeExampleTests: XCTestCase {
    func testReadmeSolverExample() throws {
        let solver = Solver()
        let left = Variable("left")
        let width = Variable("width")
        let right = Variable("right")
        try solver.addConstraints([right == left + width, left >= 0, width >= 0])
        let preferred = (width == 100) | .weak
        try solver.addConstraint(preferred)
        try solver.addEditVariable(right, strength: .strong)
        try solver.suggestValue(300, for: right)
        solver.updateVariables()
        XCTAssertEqual([left.value, width.value, right.value], [200, 100, 300])
        try solver.setConstant(-250, of: preferred)  // width == 250, in place
        solver.updateVariables()
        XCTAssertEqual([left.value, width.value], [50, 250])
        XCTAssertThrowsError(try solver.addConstraint(right <= -1)) { error in
            XCTAssertEqual(
                "\(error)",
                """
                unsatisfiable constraint: right + 1 <= 0 | required
                conflicts with:
                  right - left - width == 0 | required
                  left >= 0 | required
                  width >= 0 | required
                """)
        }
    }
}
