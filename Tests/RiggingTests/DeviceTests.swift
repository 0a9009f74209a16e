import AutoLayout
import Rigging
import XCTest

/// The device table: sizes, scales, safe areas, size classes, split widths, bars and lookup.
final class DeviceTests: XCTestCase {
    /// `Device`'s doc comment example, run as written.
    func testDocExample() throws {
        let phone = try Device.lookup("iPhone 11")
        XCTAssertEqual(phone.id, "retina6_1")
        XCTAssertEqual(phone.size(in: .portrait), Size(width: 414, height: 896))
        XCTAssertEqual(phone.safeArea(in: .landscape), EdgeInsets(top: 0, left: 48, bottom: 21, right: 48))
        XCTAssertEqual(phone.horizontalSizeClass(in: .landscape), .regular)
    }

    /// `windowSize(in:split:)`'s doc comment example, run as written.
    func testWindowSizeDocExample() throws {
        let pad = try Device.lookup("ipad12_9rounded")
        XCTAssertEqual(pad.windowSize(in: .landscape, split: .half), Size(width: 678, height: 1024))
        XCTAssertEqual(pad.horizontalSizeClass(in: .landscape, split: .half), .regular)
    }

    /// `lookup(_:)`'s doc comment example, run as written.
    func testLookupDocExample() throws {
        let pad = try Device.lookup("iPad Pro 11-inch (4th generation)")
        XCTAssertEqual(pad.id, "ipad11_0rounded")
        do {
            _ = try Device.lookup("retna6_1")
            XCTFail("found a device that does not exist")
        } catch {
            XCTAssertEqual(error.description, "unknown device \"retna6_1\"; did you mean \"retina6_1\"?")
        }
    }

    func testOrientationSwapsTheSides() throws {
        let pad = try Device.lookup("ipad12_9rounded")
        XCTAssertEqual(pad.size(in: .landscape), Size(width: 1366, height: 1024))
        XCTAssertTrue(pad.hasRegularWidth(in: .portrait) && pad.hasRegularHeight(in: .landscape))
        let small = try Device.lookup("retina4_0")
        XCTAssertFalse(small.hasRegularWidth(in: .landscape) || small.hasRegularHeight(in: .landscape))
        XCTAssertEqual(small.safeArea(in: .landscape), .zero)
    }

    /// The screens as Apple's Human Interface Guidelines list them (points and scale).
    func testPointSizesAndScales() throws {
        let expected: [(String, Double, Double, Double)] = [
            ("retina3_5", 320, 480, 2), ("retina4_0", 320, 568, 2), ("retina4_7", 375, 667, 2),
            ("retina5_5", 414, 736, 3), ("retina5_9", 375, 812, 3), ("retina5_4", 375, 812, 3),
            ("retina6_0", 390, 844, 3), ("retina6_12", 393, 852, 3), ("retina6_3", 402, 874, 3),
            ("retina6_1", 414, 896, 2), ("retina6_5", 414, 896, 3), ("retina6_7", 428, 926, 3),
            ("retina6_72", 430, 932, 3), ("retina6_9", 440, 956, 3),
            ("ipad7_9", 744, 1133, 2), ("ipad9_7", 768, 1024, 2), ("ipad10_2", 810, 1080, 2), ("ipad10_5", 834, 1112, 2),
            ("ipad10_9rounded", 820, 1180, 2), ("ipad11_0rounded", 834, 1194, 2), ("ipad12_9", 1024, 1366, 2),
            ("ipad12_9rounded", 1024, 1366, 2), ("ipad13_0rounded", 1032, 1376, 2),
        ]
        XCTAssertEqual(Device.all.map(\.id).sorted(), expected.map(\.0).sorted())
        for (id, width, height, scale) in expected {
            let device = try Device.lookup(id)
            XCTAssertEqual(device.portraitSize, Size(width: width, height: height), id)
            XCTAssertEqual(device.scale, scale, id)
        }
    }

    /// Status bar, sensor housing and home indicator as iOS reports them in `safeAreaInsets`.
    func testSafeAreas() throws {
        XCTAssertEqual(try Device.lookup("iPhone 8").safeArea(in: .portrait), EdgeInsets(top: 20))
        XCTAssertEqual(try Device.lookup("iPhone 8").safeArea(in: .landscape), .zero)
        XCTAssertEqual(try Device.lookup("iPhone X").safeArea(in: .portrait), EdgeInsets(top: 44, bottom: 34))
        XCTAssertEqual(try Device.lookup("iPhone 13 mini").safeArea(in: .portrait).top, 50)
        XCTAssertEqual(try Device.lookup("iPhone 14").safeArea(in: .portrait).top, 47)
        XCTAssertEqual(
            try Device.lookup("iPhone 15").safeArea(in: .landscape),
            EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        XCTAssertEqual(try Device.lookup("iPhone 16 Pro Max").safeArea(in: .portrait), EdgeInsets(top: 62, bottom: 34))
        XCTAssertEqual(try Device.lookup("ipad9_7").safeArea(in: .landscape), EdgeInsets(top: 20))
        XCTAssertEqual(try Device.lookup("ipad11").safeArea(in: .landscape), EdgeInsets(top: 24, bottom: 20))
    }

    /// Apple's size-class table: phones compact wide, Plus and Max phones regular wide in
    /// landscape, every phone compact high in landscape, iPads regular both ways at full screen.
    func testFullScreenSizeClasses() throws {
        for device in Device.all {
            for orientation in Device.Orientation.allCases {
                let landscapePhone = !device.isPad && orientation == .landscape
                XCTAssertEqual(device.verticalSizeClass(in: orientation), landscapePhone ? .compact : .regular, device.id)
            }
        }
        for name in ["iPhone 8 Plus", "iPhone XR", "iPhone 11 Pro Max", "iPhone 14 Plus", "iPhone 16 Pro Max"] {
            XCTAssertEqual(try Device.lookup(name).horizontalSizeClass(in: .landscape), .regular, name)
        }
        for name in ["iPhone SE (3rd generation)", "iPhone X", "iPhone 13 mini", "iPhone 14", "iPhone 16", "iPhone 16 Pro"] {
            XCTAssertEqual(try Device.lookup(name).horizontalSizeClass(in: .landscape), .compact, name)
            XCTAssertEqual(try Device.lookup(name).horizontalSizeClass(in: .portrait), .compact, name)
        }
        XCTAssertEqual(try Device.lookup("ipad9_7").idiom, .pad)
        XCTAssertEqual(try Device.lookup("retina4_7").idiom, .phone)
    }

    /// Split View widths and size classes as Apple's multitasking table gives them.
    func testSplitViewWidthsAndSizeClasses() throws {
        let big = try Device.lookup("ipad12_9rounded")
        XCTAssertEqual([Device.SplitWidth.oneThird, .half, .twoThirds].map { big.windowSize(in: .landscape, split: $0).width }, [375, 678, 981])
        XCTAssertEqual([Device.SplitWidth.oneThird, .twoThirds].map { big.windowSize(in: .portrait, split: $0).width }, [375, 639])
        XCTAssertEqual(
            [Device.SplitWidth.oneThird, .half, .twoThirds].map { big.horizontalSizeClass(in: .landscape, split: $0) },
            [.compact, .regular, .regular])
        XCTAssertEqual(big.horizontalSizeClass(in: .portrait, split: .twoThirds), .compact)
        let eleven = try Device.lookup("ipad11_0rounded")
        XCTAssertEqual([Device.SplitWidth.oneThird, .half, .twoThirds].map { eleven.windowSize(in: .landscape, split: $0).width }, [375, 592, 809])
        XCTAssertEqual([Device.SplitWidth.oneThird, .twoThirds].map { eleven.windowSize(in: .portrait, split: $0).width }, [320, 504])
        XCTAssertEqual(eleven.horizontalSizeClass(in: .landscape, split: .half), .compact)
        let old = try Device.lookup("ipad9_7")
        XCTAssertEqual([Device.SplitWidth.oneThird, .half, .twoThirds].map { old.windowSize(in: .landscape, split: $0).width }, [320, 507, 694])
        XCTAssertEqual(old.windowSize(in: .portrait, split: .twoThirds), Size(width: 438, height: 1024))
        XCTAssertEqual(old.horizontalSizeClass(in: .landscape, split: .twoThirds), .regular)
        XCTAssertEqual(try Device.lookup("retina6_1").windowSize(in: .portrait, split: .half), Size(width: 414, height: 896))
    }

    func testBarHeights() throws {
        let phone = try Device.lookup("retina6_12")
        XCTAssertEqual([phone.navigationBarHeight(in: .portrait), phone.navigationBarHeight(in: .landscape)], [44, 32])
        XCTAssertEqual([phone.largeTitleNavigationBarHeight(in: .portrait), phone.largeTitleNavigationBarHeight(in: .landscape)], [96, 32])
        XCTAssertEqual([phone.tabBarHeight(in: .portrait), phone.tabBarHeight(in: .landscape)], [49, 32])
        XCTAssertEqual(phone.toolbarHeight(in: .landscape), 32)
        // The phones of regular width in landscape keep the regular navigation bar and toolbar
        // there (no large title in compact height); their tab bar is the compact one.
        for id in ["retina5_5", "retina6_1", "retina6_7"] {
            let wide = try Device.lookup(id)
            XCTAssertEqual(wide.horizontalSizeClass(in: .landscape), .regular, id)
            XCTAssertEqual(
                [wide.navigationBarHeight(in: .landscape), wide.largeTitleNavigationBarHeight(in: .landscape), wide.toolbarHeight(in: .landscape)],
                [44, 44, 44], id)
            XCTAssertEqual(wide.tabBarHeight(in: .landscape), 32, id)
        }
        let pad = try Device.lookup("ipad10_2")
        XCTAssertEqual([pad.navigationBarHeight(in: .landscape), pad.tabBarHeight(in: .portrait)], [50, 50])
    }

    func testLookupByAliasNameAndCase() throws {
        XCTAssertEqual(try Device.lookup("ipad11rounded").id, "ipad11_0rounded")
        XCTAssertEqual(try Device.lookup("IPAD13_0ROUNDED").id, "ipad13_0rounded")
        XCTAssertEqual(try Device.lookup("iphone se (2nd generation)").id, "retina4_7")
        XCTAssertEqual(Device.named("retina6_12")?.name, "iPhone 16")
        XCTAssertNil(Device.named("retina99"))
        XCTAssertThrowsError(try Device.lookup("iPhone 15 Pro Mx")) { error in
            XCTAssertEqual(error as? DeviceError, .unknownDevice("iPhone 15 Pro Mx", suggestion: "iPhone 15 Pro Max"))
        }
        XCTAssertThrowsError(try Device.lookup("")) { error in
            XCTAssertEqual(error as? DeviceError, .unknownDevice("", suggestion: nil))
        }
    }

    func testEveryIdAndNameIsUnique() {
        let keys = Device.all.flatMap { [$0.id] + $0.aliases + $0.names }.map { $0.lowercased() }
        XCTAssertEqual(Set(keys).count, keys.count)
    }
}
