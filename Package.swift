// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Rigging",
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "AutoLayout", targets: ["AutoLayout"]),
        .library(name: "Motion", targets: ["Motion"]),
    ],
    targets: [
        .target(name: "Cassowary"),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
        .target(name: "AutoLayout", dependencies: ["Cassowary"]),
        .testTarget(name: "AutoLayoutTests", dependencies: ["AutoLayout"]),
        .executableTarget(name: "CassowaryBench", dependencies: ["Cassowary"], path: "Bench/CassowaryBench"),
        .executableTarget(name: "AutoLayoutBench", dependencies: ["AutoLayout", "Cassowary"], path: "Bench/AutoLayoutBench"),
        .target(name: "Motion"),
        .testTarget(name: "MotionTests", dependencies: ["Motion"]),
        .executableTarget(name: "MotionBench", dependencies: ["Motion"], path: "Bench/MotionBench"),
        // The fuzz targets' checks, replayed over the committed corpus (Fuzz/run.sh runs libFuzzer).
        .testTarget(name: "FuzzTests", dependencies: ["Cassowary", "AutoLayout"], path: "Fuzz",
                    exclude: ["Corpus", "Entry", "Dictionaries", "run.sh", "README.md"]),
    ],
    swiftLanguageModes: [.v6]
)
