import XCTest

@testable import Rigging

final class NumberFormatTests: XCTestCase {
    func testCanonicalForms() {
        XCTAssertEqual(NumberFormat.string(320), "320")
        XCTAssertEqual(NumberFormat.string(-0.0), "0")
        XCTAssertEqual(NumberFormat.string(0.5), "0.5")
        XCTAssertEqual(NumberFormat.string(299.99999999999994), "300")
        XCTAssertEqual(NumberFormat.string(12.3456789), "12.345679")
        XCTAssertEqual(NumberFormat.string(-3.25), "-3.25")
        XCTAssertEqual(NumberFormat.string(1e-7), "0")
        XCTAssertEqual(NumberFormat.string(.infinity), "null")
        XCTAssertEqual(NumberFormat.exact(1.0 / 30.0), "0.03333333333333333")
        XCTAssertEqual(NumberFormat.exact(3), "3")
    }
}
