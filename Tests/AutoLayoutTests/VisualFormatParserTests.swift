import XCTest
@testable import AutoLayout
