import XCTest

@testable import Cassowary

/// The package's one rule for printing a number (Double+CompactDescription.swift).
final class DoubleCompactDescriptionTests: XCTestCase {
    func testIntegersHaveNoFractionAndEverythingElseIsShortest() {
        XCTAssertEqual(0.0.compactDescription, "0")
        XCTAssertEqual((-0.0).compactDescription, "0")
        XCTAssertEqual(320.0.compactDescription, "320")
        XCTAssertEqual((-8.0).compactDescription, "-8")
        XCTAssertEqual(0.5.compactDescription, "0.5")
        XCTAssertEqual((0.1 + 0.2).compactDescription, "0.30000000000000004")
        XCTAssertEqual(999_999_999_999_999.0.compactDescription, "999999999999999")
        XCTAssertEqual(1e15.compactDescription, "1000000000000000.0")
        XCTAssertEqual(1e16.compactDescription, "1e+16")
        XCTAssertEqual(Double.nan.compactDescription, "nan")
        XCTAssertEqual(Double.infinity.compactDescription, "inf")
        XCTAssertEqual((-Double.infinity).compactDescription, "-inf")
    }
}
