// Lays out every hierarchy of every IB document under a folder at the document's own device and
// compares each view's frame, in its hierarchy root's coordinates, with the frame Xcode stored
// (within 0.5 pt), skipping views Xcode flags misplaced or ambiguous and their subtrees.
// Usage: IBFidelity FOLDER [--worst N] [--first] [--tolerance POINTS] [--only TEXT] [--views] [--conflicts]
// (`--only` keeps the documents whose path contains TEXT; `--views` prints every compared view
// of every hierarchy, indented by depth, failing ones marked `X`; `--conflicts` prints each
// unsatisfiable constraint Rigging broke with its conflicting set, by document id, `-` for a
// constraint the mapping made, such as the root's size.)
import Foundation
import InterfaceBuilder
import Rigging

struct Tally {
    var views = 0, viewsPassed = 0, hierarchies = 0, hierarchiesPassed = 0
    mutating func add(compared: Int, passed: Int) {
        views += compared
        viewsPassed += passed
        hierarchies += 1
        if compared == passed { hierarchiesPassed += 1 }
    }
    func line(_ title: String) -> String {
        func pct(_ a: Int, _ b: Int) -> String { b == 0 ? "-" : String(format: "%.1f%%", 100 * Double(a) / Double(b)) }
        return
            "\(title): views \(viewsPassed)/\(views) \(pct(viewsPassed, views)), hierarchies \(hierarchiesPassed)/\(hierarchies) \(pct(hierarchiesPassed, hierarchies))"
    }
}

struct Departure {
    var file: String, id: String, kind: String, expected: [Double], got: [Double]
    var category = ""
    var root = ""
    var size: Double { zip(expected, got).map { abs($0 - $1) }.max() ?? 0 }
}

let arguments = CommandLine.arguments.dropFirst()
guard let folder = arguments.first else {
    FileHandle.standardError.write(Data("usage: IBFidelity FOLDER [--worst N] [--first] [--tolerance POINTS]\n".utf8))
    exit(2)
}
var worstCount = 20
if let i = arguments.firstIndex(of: "--worst"), arguments.index(after: i) < arguments.endIndex {
    worstCount = Int(arguments[arguments.index(after: i)]) ?? 20
}

// How far a frame's numbers may be from Xcode's and pass (0.5 pt: the fidelity target's).
var tolerance = 0.5
if let i = arguments.firstIndex(of: "--tolerance"), arguments.index(after: i) < arguments.endIndex {
    tolerance = Double(arguments[arguments.index(after: i)]) ?? 0.5
}

var paths: [String] = []
if let walker = FileManager.default.enumerator(atPath: folder) {
    for case let path as String in walker where path.hasSuffix(".storyboard") || path.hasSuffix(".xib") {
        paths.append(folder + "/" + path)
    }
}
paths.sort()
if let i = arguments.firstIndex(of: "--only"), arguments.index(after: i) < arguments.endIndex {
    let text = arguments[arguments.index(after: i)]
    paths = paths.filter { $0.contains(text) }
}
let printViews = arguments.contains("--views")
let printConflicts = arguments.contains("--conflicts")

/// Counts by count, most first, ties by name (so two runs' outputs diff cleanly).
func mostFirst(_ a: (key: String, value: Int), _ b: (key: String, value: Int)) -> Bool {
    a.value != b.value ? a.value > b.value : a.key < b.key
}
func text(_ r: [Double]) -> String { "[" + r.map { String(format: "%g", $0) }.joined(separator: ", ") + "]" }
extension IBDocument {
    /// How many superviews lie between a view and the hierarchy's root.
    func depth(of id: String, below root: String) -> Int {
        var depth = 0
        var current = id
        while current != root, let parent = superviewID(of: current) {
            depth += 1
            current = parent
        }
        return depth
    }
}

var total = Tally()
var byCategory: [IBHierarchyScene.Category: Tally] = [:]
var departures: [Departure] = []
var unreadable = 0
var failedScenes = 0
var warnings = 0
var skippedFlagged = 0
var warningReasons: [String: Int] = [:]
/// The reader's diagnostics (unknown elements and attributes, malformed numbers, ...), by message.
var readerDiagnostics: [String: Int] = [:]
var failedKinds: [String: Int] = [:]
var failureShapes: [String: Int] = [:]
var sceneErrors: [String: Int] = [:]
/// First failures: failing views whose superview passed (or is the root), by kind and shape.
var firstFailures: [String: Int] = [:]
var firstDepartures: [Departure] = []

for path in paths {
    guard let document = try? IBDocument.read(path: path) else {
        unreadable += 1
        continue
    }
    let short = String(path.dropFirst(folder.count + 1))
    for d in document.diagnostics { readerDiagnostics[d.message, default: 0] += 1 }
    for (rootID, result) in document.hierarchyScenes() {
        let mapped: IBHierarchyScene
        switch result {
        case .success(let scene): mapped = scene
        case .failure(let error):
            failedScenes += 1
            let key = "\(error)".split(separator: ":").prefix(3).joined(separator: ":")
            sceneErrors[String(key.suffix(90)), default: 0] += 1
            continue
        }
        warnings += mapped.warnings.count
        for w in mapped.warnings {
            warningReasons[w.reason.replacingOccurrences(of: "'[^']*'", with: "'…'", options: .regularExpression), default: 0] += 1
        }
        guard let prepared = try? PreparedScene(mapped.scene), let layout = try? ViewTreeBackend(prepared) else {
            failedScenes += 1
            sceneErrors["ViewTreeBackend refused the scene", default: 0] += 1
            continue
        }
        if printViews { print("\(short) \(rootID) \(mapped.category.rawValue)") }
        let frames = mapped.documentFrames(layout.layout()).map(\.frame)
        if printConflicts {
            func id(_ item: Int?) -> String { item.flatMap { $0 < mapped.constraintIDs.count ? mapped.constraintIDs[$0] : nil } ?? "-" }
            for record in layout.unsatisfiable(since: 0) {
                print("conflict \(mapped.category.rawValue) \(short) \(rootID): broke \(id(record.brokenItem))")
                for (item, description) in zip(record.conflictItems, record.conflict) { print("    \(id(item)) \(description)") }
            }
        }
        let names = mapped.scene.viewNames.filter { mapped.documentIDs[$0] != nil }
        // Expected frames in root coordinates: the stored frames' origins added down the tree.
        var expected: [String: [Double]] = [:]
        var flagged: Set<String> = []
        var compared = 0
        var passed = 0
        var failedIDs: Set<String> = []
        for (index, name) in names.enumerated() {
            guard let id = mapped.documentIDs[name], let view = document.view(id: id), let frame = view.frame else { continue }
            if index == 0 {
                expected[id] = [0, 0, frame.width, frame.height]
            } else {
                guard let parentID = document.superviewID(of: id), let origin = expected[parentID] else { continue }
                expected[id] = [origin[0] + frame.minX, origin[1] + frame.minY, frame.width, frame.height]
                if flagged.contains(parentID) { flagged.insert(id) }
            }
            if view.isMisplaced || view.isAmbiguous { flagged.insert(id) }
            guard !flagged.contains(id), let want = expected[id], index < frames.count else {
                if flagged.contains(id) { skippedFlagged += 1 }
                continue
            }
            let f = frames[index]
            let got = [f.x, f.y, f.width, f.height]
            compared += 1
            let ok = zip(want, got).allSatisfy { abs($0 - $1) <= tolerance }
            if printViews {
                let indent = String(repeating: "  ", count: document.depth(of: id, below: rootID))
                print("\(ok ? "  " : "X ")\(indent)\(id) \(view.kind.rawValue) expected \(text(want)) got \(text(got))")
            }
            if ok {
                passed += 1
            } else {
                failedKinds[view.kind.rawValue, default: 0] += 1
                let sizeOff = abs(want[2] - got[2]) > 0.5 || abs(want[3] - got[3]) > 0.5
                let subPoint = zip(want, got).allSatisfy { abs($0 - $1) < 1 }
                failureShapes[subPoint ? "sub-point" : sizeOff ? "size" : "position only", default: 0] += 1
                departures.append(Departure(file: short, id: id, kind: view.kind.rawValue, expected: want, got: got))
                failedIDs.insert(id)
                if document.superviewID(of: id).map({ !failedIDs.contains($0) }) ?? true {
                    firstFailures["\(view.kind.rawValue) \(subPoint ? "sub-point" : sizeOff ? "size" : "position")", default: 0] += 1
                    firstDepartures.append(
                        Departure(
                            file: short, id: id, kind: view.kind.rawValue, expected: want, got: got, category: mapped.category.rawValue, root: rootID)
                    )
                }
            }
        }
        total.add(compared: compared, passed: passed)
        byCategory[mapped.category, default: Tally()].add(compared: compared, passed: passed)
    }
}

print(
    "documents: \(paths.count) (unreadable \(unreadable)); hierarchies without a scene: \(failedScenes); mapping warnings: \(warnings); views skipped as misplaced/ambiguous: \(skippedFlagged)"
)
print(total.line("all"))
for category in IBHierarchyScene.Category.allCases { print(byCategory[category, default: Tally()].line(category.rawValue)) }
print("failing views by kind: " + failedKinds.sorted(by: mostFirst).map { "\($0.key) \($0.value)" }.joined(separator: ", "))
print("failing views by shape: " + failureShapes.sorted(by: mostFirst).map { "\($0.key) \($0.value)" }.joined(separator: ", "))
print(
    "first failures (superview passed) by kind and shape: "
        + firstFailures.sorted(by: mostFirst).prefix(25).map { "\($0.key) \($0.value)" }.joined(separator: ", "))
print("warnings by reason:")
for (reason, count) in warningReasons.sorted(by: { $0.value > $1.value }).prefix(10) { print("  \(count) \(reason)") }
print("reader diagnostics by message:")
for (message, count) in readerDiagnostics.sorted(by: mostFirst).prefix(10) { print("  \(count) \(message)") }
if !sceneErrors.isEmpty {
    print("scene errors:")
    for (reason, count) in sceneErrors.sorted(by: { $0.value > $1.value }).prefix(10) { print("  \(count) \(reason)") }
}
if arguments.contains("--first") {
    print("first failures:")
    for d in firstDepartures { print("  \(d.category) \(d.file) \(d.root)/\(d.id) (\(d.kind)): expected \(text(d.expected)) got \(text(d.got))") }
}
print("worst departures:")
for d in departures.sorted(by: { $0.size > $1.size }).prefix(worstCount) {
    print("  \(d.file) \(d.id) (\(d.kind)): expected \(text(d.expected)) got \(text(d.got))")
}
