import Rigging

/// What a replay broke and left ambiguous, as `rig replay` and `rig check` report it: Apple's
/// console message for each break, once, with its frame and time, and each change of the
/// ambiguous views; and the status `--strict` exits with (3 for a break, else 2 for ambiguity,
/// as `rig layout --strict`).
struct RunDiagnostics: Sendable {
    /// The warnings, one per break or change of ambiguity, in tick order (each ends with a newline).
    var warnings: [String] = []
    /// 3 when a constraint broke, 2 when a view was ambiguous, else 0.
    var strictStatus: Int32 = 0

    /// The diagnostics of `driver`'s run so far; `scene` prefixes each warning when given.
    init(_ driver: SceneDriver, scene: String? = nil) {
        let prefix = scene.map { InputQuote.bounded($0) + ": " } ?? ""
        func at(_ tick: Int) -> String { "frame \(tick) (t = \(NumberFormat.exact(Double(tick) / Double(driver.hz))) s)" }
        var entries: [(tick: Int, text: String)] = driver.breaks.map { entry in
            let message = entry.record.message.isEmpty ? "broke \(entry.record.broken)" : entry.record.message
            return (entry.tick, "Warning: \(prefix)\(at(entry.tick)): \(message)\n")
        }
        for change in driver.ambiguity {
            let text = change.views.isEmpty ? "the layout is no longer ambiguous" : "ambiguous layout: " + InputQuote.list(change.views)
            entries.append((change.tick, "Warning: \(prefix)\(at(change.tick)): \(text)\n"))
        }
        warnings = entries.enumerated().sorted { ($0.element.tick, $0.offset) < ($1.element.tick, $1.offset) }.map(\.element.text)
        if !driver.breaks.isEmpty {
            strictStatus = 3
        } else if driver.ambiguity.contains(where: { !$0.views.isEmpty }) {
            strictStatus = 2
        }
    }
}
