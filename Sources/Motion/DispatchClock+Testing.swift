import Dispatch

extension DispatchClock {
    /// Test hook: the serial queue ticks run on, so a test can wait for a tick in progress to end
    /// (`queue.sync {}`) instead of sleeping.
    var tickQueue: DispatchQueue { queue }
}
