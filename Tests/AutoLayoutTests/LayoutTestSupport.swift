import XCTest

@testable import AutoLayout

// MARK: Helpers shared by the layout tests (frames compare within 1e-6 points).

/// A root of the given size with named subviews laid out by constraints (translates = false).
func layoutRoot(_ width: Double, _ height: Double, subviews names: [String] = []) -> (View, [String: View]) {
    let root = View(name: "view", frame: Rect(x: 0, y: 0, width: width, height: height))
    root.engine.logHandler = { _ in }
    var views = ["view": root]
    for name in names {
        let child = View(name: name)
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        views[name] = child
    }
    return (root, views)
}

/// Adds `view` to `parent`, laid out by constraints (translates = false), and to `views` under its name.
@discardableResult
func addConstrained<V: View>(_ view: V, to parent: View, _ views: inout [String: View]) -> V {
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    views[view.name] = view
    return view
}

/// Activates constraint strings (the scene syntax) and fails the test on a parse or activation error.
@discardableResult
func activateStrings(
    _ strings: [String], _ views: [String: View], metrics: [String: Double] = [:],
    file: StaticString = #filePath, line: UInt = #line
) -> [LayoutConstraint] {
    var out: [LayoutConstraint] = []
    for text in strings {
        do {
            let c = try LayoutConstraint.parse(text, views: views, metrics: metrics)
            try c.activate()
            out.append(c)
        } catch {
            XCTFail("\(text): \(error)", file: file, line: line)
        }
    }
    return out
}

func assertFrame(
    _ view: View, _ x: Double, _ y: Double, _ w: Double, _ h: Double,
    inRoot: Bool = false, file: StaticString = #filePath, line: UInt = #line
) {
    let f = inRoot ? view.frameInRoot : view.frame
    let ok = abs(f.minX - x) < 1e-6 && abs(f.minY - y) < 1e-6 && abs(f.width - w) < 1e-6 && abs(f.height - h) < 1e-6
    XCTAssert(ok, "\(view.name): frame \(f), expected (\(x) \(y); \(w) \(h))", file: file, line: line)
}
