import AutoLayout
import Foundation
import Rigging

/// The failure message for the layout of the tree that `root` belongs to, after a layout pass:
/// each view named in `expected` (by its key in dumps, `View.distinctNames(_:)`: `row`, `row#2`
/// for two views named `row`, in tree order; `View[0.1]` for a view without a name) whose frame (in root coordinates) is more than `tolerance` points from the
/// expected one in some field, each view whose layout is ambiguous (with the undetermined
/// attributes), each constraint the engine broke with the constraints it conflicted with
/// (Apple's descriptions, which carry a constraint's identifier), and each constraint an
/// `isActive = true` could not activate (always a failure: UIKit raises an exception there);
/// nil when all is as expected.
///
/// ```swift
/// import AutoLayout
/// import RiggingTesting
///
/// let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 200, height: 100))
/// let badge = View(name: "badge")
/// badge.translatesAutoresizingMaskIntoConstraints = false
/// root.addSubview(badge)
/// try LayoutConstraint.activate([badge.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
///                                badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
///                                badge.widthAnchor.constraint(equalToConstant: 24), badge.heightAnchor.constraint(equalToConstant: 24)])
/// let message = verifyLayout(root, frames: ["badge": Rect(x: 168, y: 8, width: 24, height: 24)])
/// // message is nil
/// ```
public func verifyLayout(
    _ root: View, frames expected: [String: Rect] = [:], tolerance: Double = 1e-6,
    allowAmbiguity: Bool = false, allowUnsatisfiable: Bool = false
) -> String? {
    root.layoutIfNeeded()
    let tree = root.rootView
    var views: [View] = []
    func walk(_ view: View) {
        views.append(view)
        view.subviews.forEach(walk)
    }
    walk(tree)
    let keys = View.distinctNames(views)
    var byKey: [String: View] = [:]
    for (key, view) in zip(keys, views) { byKey[key] = view }
    var problems: [String] = []
    for name in expected.keys.sorted() {
        guard let want = expected[name] else { continue }
        guard let view = byKey[name] else {
            problems.append("no view named \"\(name)\" in the tree (views: \(keys.joined(separator: ", ")))")
            continue
        }
        let got = view.frameInRoot
        let fields = [
            ("x", want.origin.x, got.origin.x), ("y", want.origin.y, got.origin.y),
            ("width", want.size.width, got.size.width), ("height", want.size.height, got.size.height),
        ]
        let wrong = fields.filter { !(abs($0.1 - $0.2) <= tolerance) }
        if !wrong.isEmpty {
            problems.append(
                "view \(name): frame \(describe(got)), expected \(describe(want)) ("
                    + wrong.map { "\($0.0) off by \(NumberFormat.string(abs($0.2 - $0.1))) pt" }.joined(separator: ", ") + ")")
        }
    }
    if !allowAmbiguity {
        for (key, view) in zip(keys, views) where view.hasAmbiguousLayout {
            problems.append(
                "view \(key) has an ambiguous layout: \(view.ambiguousAttributes.map { "\(key).\($0)" }.joined(separator: ", ")) not determined")
        }
    }
    if !allowUnsatisfiable {
        for record in tree.engine.unsatisfiableRecords {
            problems.append(
                "unsatisfiable: broke \(record.brokenDescription)"
                    + record.conflictDescriptions.map { "\n    conflicting: " + $0 }.joined())
        }
    }
    // UIKit stops the program here, so no flag allows it.
    for record in tree.engine.activationFailures {
        problems.append("not activated: \(record.constraint.description)\n    \(record.reason)")
    }
    return problems.isEmpty ? nil : "layout of \(tree.name):\n" + problems.map { "  " + $0 }.joined(separator: "\n")
}

/// Builds the scene file at `url` (`ViewTreeBackend`), lays it out once (its state before any event)
/// and checks it as `verifyLayout(_:frames:)` does; broken constraints are named by their scene
/// entry (`constraints[2] (id narrow)`). A scene that does not load is a failure naming the file.
public func verifyLayout(
    scene url: URL, frames expected: [String: Rect] = [:], tolerance: Double = 1e-6,
    allowAmbiguity: Bool = false, allowUnsatisfiable: Bool = false
) -> String? {
    let prepared: PreparedScene
    let layout: ViewTreeBackend
    do {
        prepared = try PreparedScene.load(path: url.path)
        layout = try ViewTreeBackend(prepared)
    } catch {
        return error.description
    }
    let base = verifyLayout(layout.root, frames: expected, tolerance: tolerance, allowAmbiguity: allowAmbiguity, allowUnsatisfiable: true)
    var problems = base.map { $0.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().map(String.init) } ?? []
    if !allowUnsatisfiable {
        func entry(_ item: Int?) -> String {
            guard let item, prepared.items.indices.contains(item) else { return "" }
            let index = prepared.items[item].entry
            let constraints = prepared.scene.constraints
            let id = constraints.indices.contains(index) ? constraints[index].id : nil
            return "constraints[\(index)]" + (id.map { " (id \($0))" } ?? "") + ": "
        }
        for record in layout.diagnostics().unsatisfiable {
            problems.append(
                "  unsatisfiable: broke \(entry(record.brokenItem))\(record.broken)"
                    + zip(record.conflict, record.conflictItems).map { "\n    conflicting: \(entry($0.1))\($0.0)" }.joined())
        }
    }
    return problems.isEmpty ? nil : "layout of \(url.path):\n" + problems.joined(separator: "\n")
}

/// Asserts the layout of `root`'s tree (see `verifyLayout(_:frames:)`), reporting to the running
/// test, Swift Testing or XCTest.
public func assertLayout(
    _ root: View, frames expected: [String: Rect] = [:], tolerance: Double = 1e-6,
    allowAmbiguity: Bool = false, allowUnsatisfiable: Bool = false,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    FailureReporter.report(
        verifyLayout(
            root, frames: expected, tolerance: tolerance, allowAmbiguity: allowAmbiguity,
            allowUnsatisfiable: allowUnsatisfiable),
        fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts the layout of the scene file at `url` (see `verifyLayout(scene:frames:)`).
public func assertLayout(
    scene url: URL, frames expected: [String: Rect] = [:], tolerance: Double = 1e-6,
    allowAmbiguity: Bool = false, allowUnsatisfiable: Bool = false,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    FailureReporter.report(
        verifyLayout(
            scene: url, frames: expected, tolerance: tolerance, allowAmbiguity: allowAmbiguity,
            allowUnsatisfiable: allowUnsatisfiable),
        fileID: fileID, filePath: filePath, line: line, column: column)
}

/// `(x, y, width, height)` in the dump's number format.
private func describe(_ rect: Rect) -> String {
    "(" + [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map(NumberFormat.string).joined(separator: ", ") + ")"
}
