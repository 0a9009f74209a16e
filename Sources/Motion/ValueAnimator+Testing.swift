#if DEBUG
    extension ValueAnimator {
        /// Test hook: the most command summaries the mailbox has held at once (at most 2 per posting
        /// thread + 1). Debug builds only: release builds count nothing for tests.
        var peakPendingSummaries: Int { mailbox.peakLiveSummaries }
    }
#endif
