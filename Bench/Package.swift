// swift-tools-version:6.0
// The benchmarks and the wrap demo, a package of their own that depends on the root package by
// path (as swift-collections keeps its benchmarks), so the root package builds and tests without
// them. They use the root's public API only. Build and run from this folder, e.g.
// `swift run -c release CassowaryBench --quick`; the benchmarks read workloads relative to the
// repository (`--package-path Bench` from the root, or `cd Bench`).
import PackageDescription

let package = Package(
    name: "RiggingBenchmarks",
    dependencies: [
        .package(name: "Rigging", path: "..")
    ],
    targets: [
        .executableTarget(
            name: "CassowaryBench", dependencies: [.product(name: "Cassowary", package: "Rigging")],
            path: "CassowaryBench"),
        .executableTarget(
            name: "AutoLayoutBench",
            dependencies: [
                .product(name: "AutoLayout", package: "Rigging"),
                .product(name: "Cassowary", package: "Rigging"),
            ],
            path: "AutoLayoutBench"),
        .executableTarget(name: "MotionBench", dependencies: [.product(name: "Motion", package: "Rigging")], path: "MotionBench"),
        .executableTarget(
            name: "RiggingBench",
            dependencies: [
                .product(name: "AutoLayout", package: "Rigging"),
                .product(name: "Rigging", package: "Rigging"),
            ],
            path: "RiggingBench"),
        // Reads a folder of IB documents and prints what the reader understood.
        .executableTarget(name: "IBSurvey", dependencies: [.product(name: "InterfaceBuilder", package: "Rigging")], path: "IBSurvey"),
        // Lays out a folder of IB documents at their own devices and compares with the frames Xcode stored.
        .executableTarget(
            name: "IBFidelity",
            dependencies: [
                .product(name: "InterfaceBuilder", package: "Rigging"),
                .product(name: "Rigging", package: "Rigging"),
            ],
            path: "IBFidelity"),
        // The wrap demo: Demos/wrap.json with a layout hook a scene file cannot express (its golden
        // is Demos/wrap/wrap.jsonl, which CI compares with what it prints).
        .executableTarget(
            name: "WrapDemo", dependencies: [.product(name: "AutoLayout", package: "Rigging"), .product(name: "Rigging", package: "Rigging")],
            path: "WrapDemo"),
    ],
    swiftLanguageModes: [.v6]
)
