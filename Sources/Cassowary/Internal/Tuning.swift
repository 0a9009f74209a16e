/// The solver's tuning constants, each with what it trades. None changes an answer.
enum Tuning {
    /// Rows past which a column becomes a bitset: an array's linear removal against a bitset's
    /// walk over its span.
    static let columnSmallRows = 64
    /// The fewest entries the objective's table grows by: a small tableau's slots against regrowth.
    static let objectiveGrowthFloor = 64

    /// The column length from which a marker whose constant changes keeps a hot copy: a copy
    /// kept in step with every row change against opening the marker's rows.
    static let hotColumnMinimum = 64
    /// The entries all hot copies may hold, per row and at least.
    static let hotEntriesPerRow = 4
    static let hotEntriesFloor = 65_536
    /// Batches of constant changes a hot copy may sit idle: remaking copies of a paused animation
    /// against keeping copies of constants changed once.
    static let hotIdleBatches = 8

    /// The largest cell buffer a freed store leaves for the next: memory against page faults.
    static let spareCellsLimit = 1 << 22

    /// The dummy record's length under which it is never collected, at least and per row.
    static let dummyCollectionFloor = 65_536
    static let dummyCollectionPerRow = 8
    /// The dummy record grows by chunks of 2^this 8-byte entries: a chunk's unused tail against
    /// copying the record as it doubles.
    static let dummyChunkShift = 16
    /// The record's length, at least and per row and symbol, past which every dummy is tracked
    /// and it starts over: memory against replays.
    static let dummyLimitFloor = 1 << 20
    static let dummyLimitPerRowAndSymbol = 32

    /// An operation's pivot bound, at least and per row, past which it rolls back as an internal
    /// error: a bounded multiple of a solve (rounding can cycle a small tableau even under Bland's rule).
    static let pivotLimitFloor = 1_000
    static let pivotLimitPerRow = 50
    /// Primal pivots, at least and per row, before Bland's rule takes over (no cycling after).
    static let blandAfterFloor = 100
    static let blandAfterPerRow = 10
    /// The same for phase one, whose pivots are costlier.
    static let phaseOneBlandAfterFloor = 50
    /// An operation's undo log bound, at least and per row and objective entry (an internal error past it).
    static let undoLogFloor = 4_000_000
    static let undoLogPerEntry = 64

    /// Journal buffers larger than this are freed after `journalIdleChanges` changes in a row that
    /// used less than a quarter of them: memory against reallocating.
    static let journalKeptCapacity = 16_384
    static let journalIdleChanges = 1_024
}
