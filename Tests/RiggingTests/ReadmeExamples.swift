// swift-format-ignore-file
// The listings here are a document's, character for character: the formatter leaves them as written.
import AutoLayout
import Rigging
import Synchronization

/// The README's Rigging programs, each body verbatim; `print` here writes into `ReadmeOutput`.
func sliderExample() throws {
    let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 320, height: 568))
    let red = View(name: "redView"), purple = View(name: "purpleView")
    for view in [red, purple] {
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
    }
    let views = ["redView": red, "purpleView": purple]
    let height = purple.heightAnchor.constraint(equalToConstant: 0)    // purpleView(==0@750)
    height.priority = .defaultHigh
    try LayoutConstraint.activate(try LayoutConstraint.constraints(withVisualFormat: "H:|[redView]|", views: views)
                                  + LayoutConstraint.constraints(withVisualFormat: "H:|[purpleView]|", views: views)
                                  + LayoutConstraint.constraints(withVisualFormat: "V:|[redView(>=80@1000)][purpleView]|", views: views)
                                  + [height])

    let loop = try LayoutRunLoop(root: root)              // a virtual 30 Hz clock
    let slider = try loop.animator(for: height)           // the exponential approach, 0.234 per tick
    loop.startRecording(name: "slider")
    for (time, target) in [(0.0, 300.0), (0.4, 100), (1.2, 480), (1.5, 250), (2.2, 0)] {
        try loop.advance(to: time)
        try slider.animate(to: target)                    // retargeted mid-flight
    }
    try loop.run(until: 3)
    if let dump = loop.stopRecording() {
        print(dump.jsonLines().split(separator: "\n").prefix(4).joined(separator: "\n"))
    }
}

func doubiExample() throws {
    let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 320, height: 568))
    let doubi = View(name: "doubi")
    doubi.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(doubi)
    let left = doubi.centerXAnchor.constraint(equalTo: root.centerXAnchor, constant: -80)
    let right = doubi.centerXAnchor.constraint(equalTo: root.centerXAnchor, constant: 80)
    left.priority = LayoutPriority(999)
    right.priority = LayoutPriority(999)
    try LayoutConstraint.activate([doubi.widthAnchor.constraint(equalToConstant: 100),
                                   doubi.heightAnchor.constraint(equalToConstant: 100),
                                   doubi.centerYAnchor.constraint(equalTo: root.centerYAnchor), left])

    let loop = try LayoutRunLoop(root: root)
    loop.startRecording(name: "doubi")
    for (time, toRight) in [(0.2, true), (1.0, false), (1.2, true)] {
        try loop.advance(to: time)
        try loop.animate(withDuration: 0.5) {             // UIView.animate: additive, ease in and out
            (toRight ? left : right).isActive = false
            (toRight ? right : left).isActive = true
            root.layoutIfNeeded()
        }
    }
    try loop.run(until: 2.5)
    for frame in loop.stopRecording()?.frames[34...37] ?? [] {
        print("t = \(frame.time)  x = \(frame.views[1].x)")
    }
}

/// What the README programs print.
enum ReadmeOutput {
    static let buffer = Mutex<String?>(nil)

    /// Runs `body` and returns what it printed.
    static func capture(_ body: () throws -> Void) throws -> String {
        buffer.withLock { $0 = "" }
        defer { buffer.withLock { $0 = nil } }
        try body()
        return buffer.withLock { $0 ?? "" }
    }
}

/// `print` for the README programs: into `ReadmeOutput` while capturing.
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    let text = items.map { "\($0)" }.joined(separator: separator) + terminator
    let captured = ReadmeOutput.buffer.withLock { buffer -> Bool in
        guard buffer != nil else { return false }
        buffer?.append(text)
        return true
    }
    if !captured { Swift.print(text, terminator: "") }
}
