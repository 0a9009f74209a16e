import Rigging
import RiggingUIKit
import Testing

/// `SlidingPanel` (Layouts/): `UIView.animate` on the run loop of the panel's root, driven by the
/// loop's virtual clock. The model frame jumps to the end at once; the shown frame follows the
/// curve, and the completion runs when the animation ends.
@MainActor
@Suite struct SlidingPanelTests {
    @Test func aLinearAnimationMovesTheShownFrameAndRecordsIt() throws {
        let screen = SlidingPanel()
        let loop = try LayoutRunLoop(root: screen.root)
        #expect(screen.panel.frame.minY == 480)
        loop.startRecording(name: "open", views: [screen.panel.layoutView])
        screen.open()
        #expect(screen.panel.frame.minY == 280)
        #expect(screen.panel.layoutView.presentationFrame.minY == 480)
        try loop.run(until: 0.25)
        #expect(abs(screen.panel.layoutView.presentationFrame.minY - 380) < 1e-9)
        #expect(screen.completions.isEmpty)
        try loop.run(until: 0.5)
        #expect(screen.panel.layoutView.presentationFrame.minY == 280)
        #expect(screen.completions == [true])
        let dump = try #require(loop.stopRecording())
        let ys = dump.frames.map { $0.views[0].y }
        #expect(ys.count == 31)
        #expect(ys.first == 480)
        #expect(ys.last == 280)
        #expect(zip(ys, ys.dropFirst()).allSatisfy { $0 > $1 })
        // Tick 15 (t = 0.25) is half-way on the linear curve.
        #expect(abs(ys[15] - 380) < 1e-9)
    }

    @Test func theSpringFormWaitsForItsDelayAndOvershoots() throws {
        let screen = SlidingPanel()
        let loop = try LayoutRunLoop(root: screen.root)
        screen.open()
        try loop.run(until: 0.5)
        screen.bounceClosed()
        #expect(screen.panel.frame.minY == 480)
        try loop.run(until: 0.6)
        #expect(screen.panel.layoutView.presentationFrame.minY == 280)
        var deepest = 280.0
        for tick in 37...66 {
            try loop.run(until: Double(tick) / 60)
            deepest = max(deepest, screen.panel.layoutView.presentationFrame.minY)
        }
        #expect(deepest > 480)
        try loop.run(until: 1.1)
        #expect(screen.panel.layoutView.presentationFrame.minY == 480)
        #expect(screen.completions == [true, true])
    }

    @Test func aZeroDurationOrNoLoopChangesAtOnce() {
        let screen = SlidingPanel()
        screen.open()
        // No loop was made for this root: the change is made at once and the completion runs.
        #expect(screen.panel.frame.minY == 280)
        #expect(screen.panel.layoutView.presentationFrame.minY == 280)
        #expect(screen.completions == [true])
    }
}
