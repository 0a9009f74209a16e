import Synchronization

/// Where any thread posts commands for an animator and its stepping thread takes them: a
/// lock-free multi-producer, single-consumer stack. Posting is one allocation and a
/// compare-and-swap; it never waits, not even for a step that is taking the commands at that
/// moment (a lock there would put the poster to sleep in the kernel for microseconds whenever
/// a retarget lands on a tick). Taking is one atomic exchange, then the list is read back in
/// posting order. There is no ABA hazard: nodes are only ever pushed one at a time and taken
/// all at once.
final class CommandMailbox: Sendable {
    /// One post: its commands apply together, in order.
    private final class Node {
        let commands: [AnimatorCommand]
        /// The bit pattern of the node posted before this one (0 for none).
        var next: UInt = 0
        init(_ commands: [AnimatorCommand]) { self.commands = commands }
    }

    /// The newest node, retained, as a bit pattern; 0 when empty.
    private let head = Atomic<UInt>(0)

    init() {}

    deinit { _ = takeAll() }

    /// Appends `commands` (from any thread, without waiting).
    func post(_ commands: [AnimatorCommand]) {
        let node = Node(commands)
        let bits = UInt(bitPattern: Unmanaged.passRetained(node).toOpaque())
        var current = head.load(ordering: .relaxed)
        while true {
            node.next = current  // published by the releasing exchange below
            let (exchanged, original) = head.compareExchange(
                expected: current, desired: bits, successOrdering: .releasing, failureOrdering: .relaxed)
            if exchanged { return }
            current = original
        }
    }

    /// Everything posted so far, oldest first; called by the stepping thread only.
    func takeAll() -> [AnimatorCommand] {
        var bits = head.exchange(0, ordering: .acquiring)
        if bits == 0 { return [] }
        var posts: [[AnimatorCommand]] = []
        while let pointer = UnsafeRawPointer(bitPattern: bits) {
            let node = Unmanaged<Node>.fromOpaque(pointer).takeRetainedValue()
            posts.append(node.commands)
            bits = node.next
        }
        if posts.count == 1 { return posts[0] }
        return posts.reversed().flatMap { $0 }
    }

    /// True when nothing waits for the next step.
    var isEmpty: Bool { head.load(ordering: .acquiring) == 0 }
}
