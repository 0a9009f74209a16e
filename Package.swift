// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Rigging",
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "AutoLayout", targets: ["AutoLayout"]),
        .library(name: "Motion", targets: ["Motion"]),
        .library(name: "Rigging", targets: ["Rigging"]),
        .library(name: "RiggingTesting", targets: ["RiggingTesting"]),
        .library(name: "InterfaceBuilder", targets: ["InterfaceBuilder"]),
        .library(name: "RiggingUIKit", targets: ["RiggingUIKit"]),
        .executable(name: "rig", targets: ["rig"]),
    ],
    // The benchmarks and the wrap demo are a package of their own, Bench/Package.swift.
    targets: [
        .target(name: "TestHelpers", dependencies: ["Locking"], path: "Tests/TestHelpers"),
        // One lock type for the modules that need one (package-visible, not a product).
        .target(name: "Locking"),
        .testTarget(name: "LockingTests", dependencies: ["Locking"]),
        .target(name: "Cassowary", dependencies: ["Locking"]),
        .testTarget(name: "CassowaryTests", dependencies: ["TestHelpers", "Cassowary"]),
        .target(name: "AutoLayout", dependencies: ["Cassowary", "Locking"]),
        .testTarget(name: "AutoLayoutTests", dependencies: ["TestHelpers", "AutoLayout"]),
        .target(name: "Motion", dependencies: ["Locking"]),
        .testTarget(name: "MotionTests", dependencies: ["TestHelpers", "Locking", "Motion"]),
        .target(name: "Rigging", dependencies: ["Locking", "Cassowary", "AutoLayout", "Motion"], plugins: ["EmbedText"]),
        // Embeds a target's `.js` and `.css` files in its code at build time (the player page's
        // script and stylesheet), so `rig` carries them with no resource bundle beside it.
        .plugin(name: "EmbedText", capability: .buildTool(), dependencies: ["EmbedTextTool"]),
        .executableTarget(name: "EmbedTextTool", path: "Plugins/EmbedTextTool"),
        // Reads iOS storyboards and XIBs into a value model of the document, and makes each hierarchy a Rigging scene.
        .target(name: "InterfaceBuilder", dependencies: ["AutoLayout", "Rigging"]),
        .testTarget(name: "InterfaceBuilderTests", dependencies: ["InterfaceBuilder", "AutoLayout", "Rigging", "RiggingTesting"],
                    exclude: ["__Goldens__"]),
        // Golden checks, timing budgets and layout assertions for users' tests (XCTest and Swift Testing).
        .target(name: "RiggingTesting", dependencies: ["Rigging", "AutoLayout"]),
        .testTarget(name: "RiggingTestingTests", dependencies: ["RiggingTesting", "Rigging", "AutoLayout"], exclude: ["__Goldens__"]),
        // Test doubles shared by the Rigging and RigCommands tests (a stand-in layout backend).
        .target(name: "RiggingTestSupport", dependencies: ["Rigging", "AutoLayout"], path: "Tests/RiggingTestSupport"),
        .testTarget(name: "RiggingTests", dependencies: ["TestHelpers", "Locking", "RiggingTestSupport", "AutoLayout", "Motion", "Rigging",
                                                      "RigCommands", "RiggingTesting"]),
        // `rig`'s commands: parsing, help, output (not a product; the executable is a thin main).
        .target(name: "RigCommands", dependencies: ["Rigging", "InterfaceBuilder", "AutoLayout", "Motion", "Locking"]),
        .testTarget(name: "RigCommandsTests", dependencies: ["RiggingTestSupport", "RigCommands", "Rigging", "AutoLayout", "Motion"]),
        .executableTarget(name: "rig", dependencies: ["RigCommands", "Rigging"]),
        // The built `rig` binary, run as a process.
        .testTarget(name: "RigTests", dependencies: ["TestHelpers", "Locking"]),
        // UIKit's and Core Graphics' spelling over AutoLayout and Rigging (nothing below imports it).
        // Storyboards and nibs load through InterfaceBuilder's reader (both are top layers).
        .target(name: "RiggingUIKit", dependencies: ["AutoLayout", "Motion", "Rigging", "InterfaceBuilder"]),
        .testTarget(name: "RiggingUIKitTests", dependencies: ["RiggingUIKit", "AutoLayout", "Rigging", "InterfaceBuilder"],
                    resources: [.process("Nibs")]),
        // The fuzz targets' checks, replayed over the committed corpus (Fuzz/run.sh runs libFuzzer).
        .testTarget(name: "FuzzTests", dependencies: ["TestHelpers", "Cassowary", "AutoLayout", "Rigging"], path: "Fuzz",
                    exclude: ["Corpus", "Entry", "Families", "families.sh", "Dictionaries", "run.sh", "README.md"]),
    ],
    swiftLanguageModes: [.v6]
)
