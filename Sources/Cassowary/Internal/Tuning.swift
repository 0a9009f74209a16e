/// The solver's tuning constants, each with what it trades. None changes an answer: each sets
/// how much work or memory one mechanism spends to save more elsewhere.
enum Tuning {
    /// Rows a column holds inline before it allocates (ColumnSet), at most its four fields:
    /// more would cost every symbol memory, fewer makes small columns allocate.
    static let columnInlineRows = 4
    /// Rows past which a column becomes a bitset over row slots (ColumnSet): a small array's
    /// removal is linear in its rows, a bitset's walk is linear in its span of words.
    static let columnSmallRows = 64

    /// The fewest entries the objective's table grows by (Tableau+Objective.swift; it doubles
    /// past this): a small tableau's few slots against growing again soon.
    static let objectiveGrowthFloor = 64

    /// Operations whose loads a batch issues together (Tableau+Batches.swift): enough misses
    /// to overlap, few enough lines to stay in the first-level cache until they run.
    static let batchGroup = 16

    /// The column length from which a marker whose constant changes keeps a hot copy
    /// (Tableau+HotMarkers.swift): a copy costs a window of entries kept in step with every row
    /// change; below this the marker's rows are cheap to open.
    static let hotColumnMinimum = 64
    /// The entries all hot copies together may hold, per row and at least: memory against the
    /// number of markers that read contiguous copies.
    static let hotEntriesPerRow = 4
    static let hotEntriesFloor = 65_536
    /// How many row slots a hot copy's window may span per row of its column: a column spread
    /// wider (a few neighbouring rows and one far away) keeps a sparse copy instead, its rows
    /// and coefficients in row order.
    static let hotWindowSpread = 4
    /// Batches of constant changes a hot copy may go without its constant changing before it
    /// is dropped: fewer drops copies an animation that pauses still needs (remade at one column
    /// walk each), more keeps copies of constants changed once written on every row change.
    static let hotIdleBatches = 8

    /// The largest buffer of cells a freed cell store leaves for the next store (CellStore.swift):
    /// memory kept after the solvers are gone, against a new solver's page faults.
    static let spareCellsLimit = 1 << 22

    /// The dummy record's length under which it is never collected, at least and per row
    /// (DummyLog.swift): a collection walks every row slot once.
    static let dummyCollectionFloor = 65_536
    static let dummyCollectionPerRow = 8
    /// The dummy record grows by chunks of 2^this entries (8 bytes each): a chunk's unused
    /// tail and a lookup per entry read, against copying the whole record on each doubling.
    static let dummyChunkShift = 16
    /// The record counts its stored values every 2^this entries: 4 bytes per checkpoint against
    /// the entries a replay scans to find where its values start.
    static let dummyCheckpointShift = 10
    /// The record's length, at least and per row and symbol, past which every dummy is tracked
    /// and the record starts over: memory in proportion to the tableau against replays.
    static let dummyLimitFloor = 1 << 20
    static let dummyLimitPerRowAndSymbol = 32

    /// An operation's pivot bound, at least and per row (Tableau+Optimize.swift); reaching it
    /// rolls the operation back as an internal error instead of letting it run on. In
    /// proportion to the tableau, so that no operation costs more than a bounded multiple of
    /// a solve (rounding can cycle a small tableau even under Bland's rule).
    static let pivotLimitFloor = 1_000
    static let pivotLimitPerRow = 50
    /// Pivots of the primal simplex, at least and per row, before Bland's rule takes over
    /// (cheapest entering symbol until then; no cycling after, in exact arithmetic).
    static let blandAfterFloor = 100
    static let blandAfterPerRow = 10
    /// The same for phase one, whose pivots are costlier to let run.
    static let phaseOneBlandAfterFloor = 50
    /// An operation's undo log, at least and per row and objective entry, past which the
    /// operation is rolled back as an internal error (memory bound of one operation).
    static let undoLogFloor = 4_000_000
    static let undoLogPerEntry = 64

    /// Journal buffers larger than this are freed after `journalIdleChanges` changes in a row that
    /// used less than a quarter of them: memory against reallocating for a change that comes back.
    static let journalKeptCapacity = 16_384
    static let journalIdleChanges = 1_024
}
