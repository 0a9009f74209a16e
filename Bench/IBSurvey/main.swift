// Reads every `.storyboard` and `.xib` below a folder with the InterfaceBuilder reader and prints
// what it understood: documents read, errors, diagnostics by kind and name, what the model holds
// (views by kind, controllers by element, constraints, variations, connections), and the reading
// speed over repeated passes (build with `-c release` for figures worth quoting).
//
//   swift run -c release IBSurvey FOLDER [--passes N] [--list]
//
// `--list` also prints each document's counts, every diagnostic and every error. The last line is a JSON object of the
// figures, for scripts.
import Foundation
import InterfaceBuilder

struct Options {
    var folder = ""
    var passes = 5
    var list = false
}

func parseOptions(_ arguments: [String]) -> Options? {
    var options = Options()
    var rest = arguments[...]
    while let argument = rest.popFirst() {
        switch argument {
        case "--passes":
            guard let text = rest.popFirst(), let passes = Int(text), passes > 0 else { return nil }
            options.passes = passes
        case "--list":
            options.list = true
        default:
            guard options.folder.isEmpty, !argument.hasPrefix("-") else { return nil }
            options.folder = argument
        }
    }
    return options.folder.isEmpty ? nil : options
}

func documentPaths(in folder: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
    var paths: [String] = []
    while let relative = enumerator.nextObject() as? String {
        if relative.hasSuffix(".storyboard") || relative.hasSuffix(".xib") { paths.append(folder + "/" + relative) }
    }
    return paths.sorted()
}

/// Tallies of what the documents hold.
struct Census {
    var counts: [String: Int] = [:]
    var viewKinds: [String: Int] = [:]
    var controllers: [String: Int] = [:]
    var diagnosticKinds: [String: Int] = [:]
    var diagnosticNames: [String: Int] = [:]
    var unmodelledAttributes: [String: Int] = [:]

    mutating func add(_ document: IBDocument) {
        counts[document.kind == .storyboard ? "storyboards" : "xibs", default: 0] += 1
        if document.device == nil { counts["documents without a device", default: 0] += 1 }
        counts["scenes", default: 0] += document.scenes.count
        counts["hierarchies", default: 0] += document.hierarchyRoots.count
        let index = document.index
        counts["views", default: 0] += index.views.count
        counts["constraints", default: 0] += index.constraints.count
        counts["layout guides", default: 0] += index.guides.count
        counts["connections", default: 0] += index.connections.count
        counts["image resources", default: 0] += document.resources.images.count
        for view in index.views.values {
            viewKinds[view.kind.rawValue, default: 0] += 1
            if view.variations.isEmpty == false { counts["views with variations", default: 0] += view.variations.count }
            if view.isMisplaced { counts["misplaced views", default: 0] += 1 }
            if view.isAmbiguous { counts["ambiguous views", default: 0] += 1 }
            if view.frame == nil { counts["views without a frame", default: 0] += 1 }
            for name in view.properties.keys { unmodelledAttributes[name, default: 0] += 1 }
        }
        for constraint in index.constraints.values {
            if constraint.isSymbolic { counts["symbolic constraints", default: 0] += 1 }
            if constraint.isPlaceholder { counts["placeholder constraints", default: 0] += 1 }
            if constraint.identifier != nil { counts["constraints with an identifier", default: 0] += 1 }
            if !constraint.variations.isEmpty { counts["constraints with variations", default: 0] += 1 }
            if constraint.multiplier.text.contains(":") { counts["ratio multipliers", default: 0] += 1 }
        }
        for controller in index.viewControllers.values { controllers[controller.elementName, default: 0] += 1 }
        for diagnostic in document.diagnostics {
            diagnosticKinds[diagnostic.kindName, default: 0] += 1
            switch diagnostic.kind {
            case .unknownElement(let name, let parent): diagnosticNames["element <\(name)> in <\(parent)>", default: 0] += 1
            case .unknownAttribute(let name, let element): diagnosticNames["attribute \(name) on <\(element)>", default: 0] += 1
            case .notModelled(let what, _, _): diagnosticNames["not modelled: \(what)", default: 0] += 1
            default: diagnosticNames[diagnostic.kindName, default: 0] += 1
            }
        }
    }
}

func printTable(_ title: String, _ table: [String: Int]) {
    print("\(title):")
    if table.isEmpty { print("  (none)") }
    for (name, count) in table.sorted(by: { ($0.value, $1.key) > ($1.value, $0.key) }) {
        print("  \(String(count).padding(toLength: 8, withPad: " ", startingAt: 0)) \(name)")
    }
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

guard let options = parseOptions(Array(CommandLine.arguments.dropFirst())) else {
    FileHandle.standardError.write(Data("Usage: IBSurvey FOLDER [--passes N] [--list]\n".utf8))
    exit(64)
}
let paths = documentPaths(in: options.folder)
var files: [(path: String, data: Data)] = []
for path in paths {
    if let data = FileManager.default.contents(atPath: path) { files.append((path, data)) } else { print("error: cannot read \(path)") }
}
let bytes = files.reduce(0) { $0 + $1.data.count }

var census = Census()
var errors: [IBReadError] = []
var documentsRead = 0
var withDiagnostics = 0
for file in files {
    do {
        let document = try IBDocument.read(data: file.data, file: file.path)
        documentsRead += 1
        if !document.diagnostics.isEmpty { withDiagnostics += 1 }
        census.add(document)
        if options.list {
            print("\(file.path): \(document.index.views.count) views, \(document.index.constraints.count) constraints")
            for diagnostic in document.diagnostics { print(diagnostic) }
        }
    } catch {
        errors.append(error)
        if options.list { print(error) }
    }
}

// Timing: whole passes over the bytes already in memory; every document feeds a sink.
var passSeconds: [Double] = []
var sink = 0
let clock = ContinuousClock()
for _ in 0..<options.passes {
    let start = clock.now
    for file in files {
        if let document = try? IBDocument.read(data: file.data, file: file.path) { sink &+= document.index.views.count }
    }
    let elapsed = clock.now - start
    passSeconds.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
}
let seconds = median(passSeconds)

print("documents: \(files.count) found, \(documentsRead) read, \(errors.count) errors, \(withDiagnostics) with diagnostics")
for error in errors { print("  \(error)") }
printTable("model", census.counts)
printTable("views by kind", census.viewKinds)
printTable("view controllers by element", census.controllers)
let kept = census.unmodelledAttributes.values.reduce(0, +)
print("view attributes without a model field (kept in IBView.properties): \(census.unmodelledAttributes.count) names, \(kept) uses; the most used:")
for (name, count) in census.unmodelledAttributes.sorted(by: { ($0.value, $1.key) > ($1.value, $0.key) }).prefix(12) {
    print("  \(String(count).padding(toLength: 8, withPad: " ", startingAt: 0)) \(name)")
}
printTable("diagnostics by kind", census.diagnosticKinds)
printTable("diagnostics by name", census.diagnosticNames)
let megabytes = Double(bytes) / 1_000_000
print(
    String(
        format: "speed: %.0f documents/s, %.1f MB/s (median of %d passes over %.1f MB, %.3f s a pass; sink %d)",
        Double(files.count) / seconds, megabytes / seconds, options.passes, megabytes, seconds, sink))
let json: [String: Any] = [
    "documents": files.count, "read": documentsRead, "errors": errors.count, "withDiagnostics": withDiagnostics,
    "diagnostics": census.diagnosticKinds.values.reduce(0, +), "views": census.counts["views"] ?? 0,
    "constraints": census.counts["constraints"] ?? 0, "documentsPerSecond": Double(files.count) / seconds,
    "megabytesPerSecond": megabytes / seconds, "medianPassSeconds": seconds,
]
if let line = try? JSONSerialization.data(withJSONObject: json, options: [.sortedKeys]) {
    print(String(decoding: line, as: UTF8.self))
}
