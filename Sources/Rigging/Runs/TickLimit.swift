import Motion

/// The one rule that bounds a run's length, whatever sets its end (a scene's `duration`, a
/// replay's `until`, a `--hz` that differs from the scene's): at most `maximumTicks` ticks.
package enum TickLimit {
    /// The most ticks a run may have after tick 0.
    package static let maximumTicks = 10_000_000

    /// The last tick of a run that ends at `seconds` at `hz` (the tick containing that time).
    /// Throws `.invalid` at `path` for a negative or non-finite time or one past the limit;
    /// `name` is how the message names the value (`duration`, `--until 5`).
    package static func lastTick(of seconds: Double, hz: Int, name: String, file: String? = nil, path: String) throws(SceneError) -> Int {
        guard seconds.isFinite, seconds >= 0 else {
            throw SceneError(file: file, path: path, problem: .invalid("\(name) must be a finite number of seconds >= 0"))
        }
        guard seconds * Double(hz) <= Double(maximumTicks) else {
            throw SceneError(file: file, path: path, problem: .invalid("\(name) is more than 10,000,000 ticks at \(hz) Hz"))
        }
        do {
            return try TickConvention.tick(containing: seconds, hz: hz)
        } catch {
            throw SceneError(file: file, path: path, problem: .invalid("\(name): \(error)"))
        }
    }
}
