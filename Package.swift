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
        .executable(name: "rig", targets: ["rig"]),
    ],
    targets: [
        .target(name: "TestHelpers", dependencies: ["Locking"], path: "Tests/TestHelpers"),
        // One lock type for the modules that need one (package-visible, not a product).
        .target(name: "Locking"),
        .testTarget(name: "LockingTests", dependencies: ["Locking"]),
        .target(name: "Cassowary", dependencies: ["Locking"]),
        .testTarget(name: "CassowaryTests", dependencies: ["TestHelpers", "Cassowary"]),
        .target(name: "AutoLayout", dependencies: ["Cassowary"]),
        .testTarget(name: "AutoLayoutTests", dependencies: ["TestHelpers", "AutoLayout"]),
        .executableTarget(name: "CassowaryBench", dependencies: ["Cassowary"], path: "Bench/CassowaryBench"),
        .executableTarget(name: "AutoLayoutBench", dependencies: ["AutoLayout", "Cassowary"], path: "Bench/AutoLayoutBench"),
        .target(name: "Motion", dependencies: ["Locking"]),
        .testTarget(name: "MotionTests", dependencies: ["TestHelpers", "Locking", "Motion"]),
        .executableTarget(name: "MotionBench", dependencies: ["Locking", "Motion"], path: "Bench/MotionBench"),
        .target(name: "Rigging", dependencies: ["Locking", "Cassowary", "AutoLayout", "Motion"]),
        // Reads iOS storyboards and XIBs into a value model of the document, and makes each hierarchy a Rigging scene.
        .target(name: "InterfaceBuilder", dependencies: ["AutoLayout", "Rigging"]),
        .testTarget(name: "InterfaceBuilderTests", dependencies: ["InterfaceBuilder", "AutoLayout", "Rigging", "RiggingTesting"],
                    exclude: ["__Goldens__"]),
        // Reads a folder of IB documents and prints what the reader understood (not run by `swift test`).
        .executableTarget(name: "IBSurvey", dependencies: ["InterfaceBuilder"], path: "Bench/IBSurvey"),
        // Lays out a folder of IB documents at their own devices and compares with the frames Xcode stored (not run by `swift test`).
        .executableTarget(name: "IBFidelity", dependencies: ["InterfaceBuilder", "Rigging"], path: "Bench/IBFidelity"),
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
        .executableTarget(name: "RiggingBench", dependencies: ["AutoLayout", "Rigging", "RigCommands"], path: "Bench/RiggingBench"),
        .executableTarget(name: "WrapDemo", dependencies: ["Rigging"], path: "Demos/wrap", exclude: ["wrap.jsonl"]),
        // The fuzz targets' checks, replayed over the committed corpus (Fuzz/run.sh runs libFuzzer).
        .testTarget(name: "FuzzTests", dependencies: ["TestHelpers", "Cassowary", "AutoLayout", "Rigging"], path: "Fuzz",
                    exclude: ["Corpus", "Entry", "Dictionaries", "run.sh", "README.md"]),
    ],
    swiftLanguageModes: [.v6]
)
