import Foundation
import XCTest

/// Package.swift declares every module a target imports: nothing builds by the luck of another
/// target's dependencies. Reads the manifest's `.target(name:dependencies:path:)` entries as
/// written (one `name`, an optional `dependencies` list and `path`), and every Swift file's imports.
final class ManifestTests: XCTestCase {
    /// Modules of the toolchain and the platform, which no manifest declares (UIKit: the files
    /// written for iOS import it under `#if canImport(UIKit)`).
    static let system: Set<String> = [
        "Foundation", "FoundationEssentials", "FoundationXML", "Dispatch", "Synchronization",
        "XCTest", "Testing", "Glibc", "Musl", "Darwin", "WinSDK", "Android", "Bionic", "UIKit",
    ]

    struct Target {
        var name: String
        var isTest: Bool
        var dependencies: [String]
        var path: String?
    }

    static func targets(in manifest: String) throws -> [Target] {
        let pattern = try NSRegularExpression(
            pattern: #"\.(target|testTarget|executableTarget)\(\s*name:\s*"(\w+)"(?:,\s*dependencies:\s*\[([^\]]*)\])?(?:,\s*path:\s*"([^"]+)")?"#)
        let text = manifest as NSString
        return pattern.matches(in: manifest, range: NSRange(location: 0, length: text.length)).map { match in
            func group(_ i: Int) -> String? {
                match.range(at: i).location == NSNotFound ? nil : text.substring(with: match.range(at: i))
            }
            let dependencies = (group(3) ?? "").split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(in: ["\""])
            }
            return Target(name: group(2) ?? "", isTest: group(1) == "testTarget", dependencies: dependencies.filter { !$0.isEmpty }, path: group(4))
        }
    }

    /// The modules the Swift files under `directory` import.
    static func imports(under directory: URL) -> Set<String> {
        let pattern = try? NSRegularExpression(
            pattern: #"^\s*(?:@\w+\s+|public\s+|package\s+|internal\s+)*import\s+(?:(?:struct|class|enum|func|var)\s+)?(\w+)"#,
            options: .anchorsMatchLines)
        var modules: Set<String> = []
        let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift", let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            let range = NSRange(location: 0, length: (text as NSString).length)
            for match in pattern?.matches(in: text, range: range) ?? [] {
                modules.insert((text as NSString).substring(with: match.range(at: 1)))
            }
        }
        return modules
    }

    func testEveryImportIsADeclaredDependency() throws {
        let root = RigBinary.packageRoot
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let targets = try Self.targets(in: manifest)
        XCTAssertTrue(targets.contains { $0.name == "Rigging" && $0.dependencies.contains("Locking") }, "\(targets)")
        var checked = 0
        for target in targets {
            let path = target.path ?? (target.isTest ? "Tests/" : "Sources/") + target.name
            let directory = root.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: directory.path) else { continue }
            let undeclared = Self.imports(under: directory).subtracting(Self.system).subtracting(target.dependencies).subtracting([target.name])
            XCTAssertEqual(undeclared, [], "\(target.name) imports \(undeclared.sorted()) without declaring them in Package.swift")
            checked += 1
        }
        XCTAssertGreaterThan(checked, 15)
    }

    func testTheReaderSeesImportsAndDependencies() throws {
        let targets = try Self.targets(
            in: #"""
                .target(name: "A"),
                .testTarget(name: "ATests", dependencies: ["A",
                                                           "B"], path: "Somewhere"),
                """#)
        XCTAssertEqual(targets.map(\.name), ["A", "ATests"])
        XCTAssertEqual(targets.map(\.dependencies), [[], ["A", "B"]])
        XCTAssertEqual(targets.map(\.path), [nil, "Somewhere"])
        XCTAssertEqual(targets.map(\.isTest), [false, true])
    }
}
