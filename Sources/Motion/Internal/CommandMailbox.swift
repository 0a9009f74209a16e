import Synchronization

/// Where any thread posts commands for an animator and its stepping thread takes them, holding
/// a bounded summary (`PendingCommands`) however fast commands arrive: posting folds the new
/// commands into a fresh copy of the current summary and swaps it in with a compare-and-swap.
///
/// Posting never waits, not even for a step that is taking the commands at that moment (a lock
/// there would put the poster to sleep in the kernel whenever a retarget lands on a tick): it
/// is lock-free, one allocation (the summary's box) and a few double-word atomics, retried only when another post
/// won the race. A step with nothing to take reads one word; one with something to take
/// exchanges the slot.
///
/// A poster reads the summary it replaces while other threads may replace or take it, so the
/// summary's box is kept alive by split reference counting: the slot holds (box, borrows), a
/// poster borrows the box by incrementing the count in the same double-word atomic before
/// reading it, and whoever removes the box from the slot adds the borrows still out to the box's
/// own counter; the box is freed when that counter returns to zero. At any moment the boxes alive
/// are the current one and, per posting thread, at most the one it builds and the one it reads
/// (2 · threads + 1), so memory is bounded whatever is posted, and a step applies one summary,
/// so its cost is too.
///
/// Completions that a fold drops or replaces (`PendingCommands.add`) must still be told
/// `.interrupted`: they go on a separate lock-free stack the step takes whole, and are told at
/// that step (or the next, if a step takes the summary between the swap and the push). That
/// stack holds one node per such completion, the callers' own closures, until the step; it has
/// no ABA hazard, as nodes are pushed one at a time and taken all at once.
final class CommandMailbox: Sendable {
    /// One summary, immutable once published; a step reads it through this reference (the
    /// summary is large, so it is not copied out).
    final class Box: Sendable {
        let pending: PendingCommands
        /// Borrows returned (negative) plus borrows handed over when the box left the slot.
        fileprivate let count = Atomic<Int>(0)
        fileprivate init(_ pending: PendingCommands) { self.pending = pending }
    }

    /// A superseded completion waiting for the next step.
    private final class Superseded {
        let completion: AnimationCompletion
        /// The bit pattern of the node pushed before this one (0 for none).
        var next: UInt = 0
        init(_ completion: @escaping AnimationCompletion) { self.completion = completion }
    }

    /// (box, borrows): the current box, retained, as a bit pattern, and the borrows taken on it
    /// plus one for the slot's own reference; (0, 0) when nothing is pending.
    private let slot = Atomic<WordPair>(WordPair(first: 0, second: 0))
    /// The newest superseded completion, retained, as a bit pattern; 0 when none.
    private let superseded = Atomic<UInt>(0)
    /// 1 once a post has swapped in a box or pushed a completion, 0 once a step has started
    /// taking them: a step with nothing to take reads this one word and returns. Set after the
    /// swap and cleared before the take, all sequentially consistent, so a post is never missed:
    /// a step that reads 0 after a post's swap finds its box (a poster that has not set it yet
    /// has not returned; the next step sees it).
    private let dirty = Atomic<Int>(0)
    #if DEBUG
        /// Boxes allocated and not yet freed, and the most at once: the bound the tests check,
        /// counted in debug builds only (release builds carry no test counters).
        private let liveBoxes = Atomic<Int>(0)
        private let peakBoxes = Atomic<Int>(0)
    #endif

    init() {}

    deinit { _ = take() }  // frees what is pending (`dirty` is set whenever anything is)

    /// Folds `command`, then `second` if given, into what is pending, as one post (from any
    /// thread, without waiting). Two commands at most, passed as values: a post allocates
    /// nothing but its summary's box.
    func post(_ command: AnimatorCommand, then second: AnimatorCommand? = nil) {
        while true {
            // Borrow the current box so it stays alive while its summary is read.
            var current = slot.load(ordering: .acquiring)
            while current.first != 0 {
                let borrowed = WordPair(first: current.first, second: current.second &+ 1)
                let (exchanged, seen) = slot.compareExchange(
                    expected: current, desired: borrowed, successOrdering: .acquiring, failureOrdering: .acquiring)
                if exchanged {
                    current = borrowed
                    break
                }
                current = seen
            }
            var pending = current.first == 0 ? PendingCommands() : Self.box(current.first).pending
            var dropped: [AnimationCompletion] = []
            pending.add(command, superseded: &dropped)
            if let second { pending.add(second, superseded: &dropped) }
            let fresh = allocate(pending)

            // Swap it in for the box read, whatever borrows others took on that box meanwhile.
            var expected = current
            while true {
                let (exchanged, seen) = slot.compareExchange(
                    expected: expected, desired: WordPair(first: fresh, second: 1),
                    successOrdering: .sequentiallyConsistent, failureOrdering: .acquiring)
                if exchanged {
                    if expected.first != 0 { handOver(expected, ownBorrow: true) }
                    for completion in dropped { push(completion) }
                    dirty.store(1, ordering: .sequentiallyConsistent)
                    return
                }
                guard seen.first == expected.first, seen.first != 0 else { break }
                expected = seen  // only the borrow count moved
            }
            // Another post replaced the box, or a step took it: give the borrow back, start over.
            if current.first != 0 { returnBorrow(current.first) }
            free(fresh)
        }
    }

    /// What a step takes: the summary (nil when none) and the superseded completions, oldest first.
    struct Taken {
        var pending: Box?
        var superseded: [AnimationCompletion]
    }

    /// What was posted since the last take (nil when nothing); called by the stepping thread only.
    func take() -> Taken? {
        guard dirty.load(ordering: .sequentiallyConsistent) != 0 else { return nil }
        dirty.store(0, ordering: .sequentiallyConsistent)
        var pending: Box?
        let taken = slot.exchange(WordPair(first: 0, second: 0), ordering: .sequentiallyConsistent)
        if taken.first != 0 {
            pending = Self.box(taken.first)  // a strong reference: alive after the hand-over
            handOver(taken, ownBorrow: false)
        }
        var completions: [AnimationCompletion] = []
        if superseded.load(ordering: .relaxed) != 0 {
            var bits = superseded.exchange(0, ordering: .sequentiallyConsistent)
            while let pointer = UnsafeRawPointer(bitPattern: bits) {
                let node = Unmanaged<Superseded>.fromOpaque(pointer).takeRetainedValue()
                completions.append(node.completion)
                bits = node.next
            }
            completions.reverse()
        }
        return Taken(pending: pending, superseded: completions)
    }

    /// True when nothing waits for the next step (false at most once too often, just after a
    /// step raced a post).
    var isEmpty: Bool { dirty.load(ordering: .sequentiallyConsistent) == 0 }

    #if DEBUG
        /// The most summaries alive at once so far (the current one and those being built); debug
        /// builds only, for the tests.
        var peakLiveSummaries: Int { peakBoxes.load(ordering: .relaxed) }
    #endif

    // MARK: Boxes

    private static func box(_ bits: UInt) -> Box {
        Unmanaged<Box>.fromOpaque(UnsafeRawPointer(bitPattern: bits).unsafelyUnwrapped).takeUnretainedValue()
    }

    private func allocate(_ pending: PendingCommands) -> UInt {
        #if DEBUG
            let live = liveBoxes.add(1, ordering: .relaxed).newValue
            var peak = peakBoxes.load(ordering: .relaxed)
            while live > peak {
                let (exchanged, seen) = peakBoxes.compareExchange(expected: peak, desired: live, ordering: .relaxed)
                if exchanged { break }
                peak = seen
            }
        #endif
        return UInt(bitPattern: Unmanaged.passRetained(Box(pending)).toOpaque())
    }

    private func free(_ bits: UInt) {
        Unmanaged<Box>.fromOpaque(UnsafeRawPointer(bitPattern: bits).unsafelyUnwrapped).release()
        #if DEBUG
            liveBoxes.subtract(1, ordering: .relaxed)
        #endif
    }

    /// The box in `entry` has left the slot: hand its borrows still out (all but the slot's own
    /// reference and, for a poster, its own) to the box's counter; free it if none are.
    private func handOver(_ entry: WordPair, ownBorrow: Bool) {
        let outstanding = Int(entry.second) - 1 - (ownBorrow ? 1 : 0)
        if Self.box(entry.first).count.add(outstanding, ordering: .acquiringAndReleasing).newValue == 0 { free(entry.first) }
    }

    /// Gives back a borrow on a box that has left (or is leaving) the slot.
    private func returnBorrow(_ bits: UInt) {
        if Self.box(bits).count.subtract(1, ordering: .acquiringAndReleasing).newValue == 0 { free(bits) }
    }

    // MARK: Superseded completions

    private func push(_ completion: @escaping AnimationCompletion) {
        let node = Superseded(completion)
        let bits = UInt(bitPattern: Unmanaged.passRetained(node).toOpaque())
        var current = superseded.load(ordering: .relaxed)
        while true {
            node.next = current  // published by the releasing exchange below
            let (exchanged, seen) = superseded.compareExchange(
                expected: current, desired: bits, successOrdering: .sequentiallyConsistent, failureOrdering: .relaxed)
            if exchanged { return }
            current = seen
        }
    }
}
