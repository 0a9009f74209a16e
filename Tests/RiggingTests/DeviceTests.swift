import XCTest
import AutoLayout
import Rigging

/// The device table.
final class DeviceTests: XCTestCase {
    /// `Device`'s doc comment example, run as written.
    func testDocExample() {
        let phone = Device.named("retina6_1")
        XCTAssertEqual(phone?.size(in: .portrait), Size(width: 414, height: 896))
        XCTAssertEqual(phone?.safeArea(in: .landscape).left, 48)
    }

    func testOrientationSwapsTheSides() throws {
        let pad = try XCTUnwrap(Device.named("ipad12_9rounded"))
        XCTAssertEqual(pad.size(in: .landscape), Size(width: 1366, height: 1024))
        XCTAssertTrue(pad.hasRegularWidth(in: .portrait) && pad.hasRegularHeight(in: .landscape))
        let small = try XCTUnwrap(Device.named("retina4_0"))
        XCTAssertFalse(small.hasRegularWidth(in: .landscape) || small.hasRegularHeight(in: .landscape))
        XCTAssertEqual(small.safeArea(in: .landscape), .zero)
    }

    func testEveryIdIsUnique() {
        XCTAssertEqual(Set(Device.all.map(\.id)).count, Device.all.count)
    }
}
