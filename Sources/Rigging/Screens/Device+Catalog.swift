import AutoLayout

extension Device {
    /// Every device of the table: phones from the smallest screen, then iPads.
    ///
    /// Phones with a Home button have a 20-point status bar in portrait and none in landscape.
    /// Phones with a sensor housing inset the housing's side in portrait (44 points on iPhone X,
    /// XS and 11 Pro; 48 on XR and 11; 50 on the minis; 47 on the iPhone 12 to 14 and 16e; 59
    /// with the Dynamic Island; 62 on the iPhone 16 Pro and Pro Max) and both sides by the same
    /// amount in landscape, with the home indicator's 34 points at the bottom in portrait and 21
    /// in landscape. iPads keep their insets in both orientations.
    public static let all: [Device] = phones + pads

    /// The iPhones, smallest screen first.
    static let phones: [Device] = [
        homeButtonPhone("retina3_5", ["iPhone 4s", "iPhone 4"], 320, 480, scale: 2),
        homeButtonPhone(
            "retina4_0",
            [
                "iPhone SE (1st generation)", "iPhone 5s", "iPhone 5c", "iPhone 5",
                "iPod touch (7th generation)",
            ], 320, 568, scale: 2),
        homeButtonPhone(
            "retina4_7",
            [
                "iPhone SE (3rd generation)", "iPhone SE (2nd generation)", "iPhone 8",
                "iPhone 7", "iPhone 6s", "iPhone 6",
            ], 375, 667, scale: 2),
        homeButtonPhone(
            "retina5_5", ["iPhone 8 Plus", "iPhone 7 Plus", "iPhone 6s Plus", "iPhone 6 Plus"],
            414, 736, scale: 3),
        housingPhone("retina5_9", ["iPhone 11 Pro", "iPhone XS", "iPhone X"], 375, 812, scale: 3, housing: 44),
        housingPhone("retina5_4", ["iPhone 13 mini", "iPhone 12 mini"], 375, 812, scale: 3, housing: 50),
        housingPhone(
            "retina6_0",
            [
                "iPhone 16e", "iPhone 14", "iPhone 13 Pro", "iPhone 13", "iPhone 12 Pro",
                "iPhone 12",
            ], 390, 844, scale: 3, housing: 47),
        housingPhone(
            "retina6_12", ["iPhone 16", "iPhone 15 Pro", "iPhone 15", "iPhone 14 Pro"],
            393, 852, scale: 3, housing: 59),
        housingPhone("retina6_3", ["iPhone 16 Pro"], 402, 874, scale: 3, housing: 62),
        housingPhone("retina6_1", ["iPhone 11", "iPhone XR"], 414, 896, scale: 2, housing: 48),
        housingPhone("retina6_5", ["iPhone 11 Pro Max", "iPhone XS Max"], 414, 896, scale: 3, housing: 44),
        housingPhone(
            "retina6_7", ["iPhone 14 Plus", "iPhone 13 Pro Max", "iPhone 12 Pro Max"],
            428, 926, scale: 3, housing: 47),
        housingPhone(
            "retina6_72", ["iPhone 16 Plus", "iPhone 15 Pro Max", "iPhone 15 Plus", "iPhone 14 Pro Max"],
            430, 932, scale: 3, housing: 59),
        housingPhone("retina6_9", ["iPhone 16 Pro Max"], 440, 956, scale: 3, housing: 62),
    ]

    /// The iPads, smallest screen first.
    static let pads: [Device] = [
        pad("ipad7_9", ["iPad mini (A17 Pro)", "iPad mini (6th generation)"], 744, 1133, rounded: true),
        pad(
            "ipad9_7",
            [
                "iPad (6th generation)", "iPad (5th generation)", "iPad Pro (9.7-inch)", "iPad Air 2",
                "iPad Air", "iPad mini (5th generation)", "iPad mini 4",
            ], 768, 1024, rounded: false),
        pad(
            "ipad10_2", ["iPad (9th generation)", "iPad (8th generation)", "iPad (7th generation)"],
            810, 1080, rounded: false),
        pad("ipad10_5", ["iPad Air (3rd generation)", "iPad Pro (10.5-inch)"], 834, 1112, rounded: false),
        pad(
            "ipad10_9rounded",
            [
                "iPad Air 11-inch (M2)", "iPad (10th generation)", "iPad Air (5th generation)",
                "iPad Air (4th generation)",
            ], 820, 1180, rounded: true, aliases: ["ipad10_9"]),
        pad(
            "ipad11_0rounded",
            [
                "iPad Pro 11-inch (4th generation)", "iPad Pro 11-inch (3rd generation)",
                "iPad Pro 11-inch (2nd generation)", "iPad Pro 11-inch (1st generation)",
            ],
            834, 1194, rounded: true, aliases: ["ipad11", "ipad11rounded"]),
        pad(
            "ipad12_9", ["iPad Pro 12.9-inch (2nd generation)", "iPad Pro 12.9-inch (1st generation)"],
            1024, 1366, rounded: false),
        pad(
            "ipad12_9rounded",
            [
                "iPad Air 13-inch (M2)", "iPad Pro 12.9-inch (6th generation)",
                "iPad Pro 12.9-inch (5th generation)", "iPad Pro 12.9-inch (4th generation)",
                "iPad Pro 12.9-inch (3rd generation)",
            ], 1024, 1366, rounded: true),
        pad("ipad13_0rounded", ["iPad Pro 13-inch (M4)"], 1032, 1376, rounded: true),
    ]

    /// A phone with a Home button: a 20-point status bar in portrait, none in landscape.
    private static func homeButtonPhone(
        _ id: String, _ names: [String], _ width: Double, _ height: Double,
        scale: Double
    ) -> Device {
        Device(
            id: id, names: names, portraitSize: Size(width: width, height: height), scale: scale,
            portraitSafeArea: EdgeInsets(top: 20), landscapeSafeArea: .zero)
    }

    /// A phone with a sensor housing `housing` points deep and a home indicator (34 points in
    /// portrait, 21 in landscape, where the housing's depth insets both sides).
    private static func housingPhone(
        _ id: String, _ names: [String], _ width: Double, _ height: Double,
        scale: Double, housing: Double
    ) -> Device {
        Device(
            id: id, names: names, portraitSize: Size(width: width, height: height), scale: scale,
            portraitSafeArea: EdgeInsets(top: housing, bottom: 34),
            landscapeSafeArea: EdgeInsets(top: 0, left: housing, bottom: 21, right: housing))
    }

    /// An iPad at scale 2: a 20-point status bar, or with rounded corners a 24-point one and a
    /// 20-point home indicator, in both orientations.
    private static func pad(
        _ id: String, _ names: [String], _ width: Double, _ height: Double, rounded: Bool,
        aliases: [String] = []
    ) -> Device {
        let insets = EdgeInsets(top: rounded ? 24 : 20, bottom: rounded ? 20 : 0)
        return Device(
            id: id, names: names, aliases: aliases, portraitSize: Size(width: width, height: height),
            scale: 2, portraitSafeArea: insets, landscapeSafeArea: insets, isPad: true)
    }
}
