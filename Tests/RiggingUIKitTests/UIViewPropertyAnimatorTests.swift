import Rigging
import RiggingUIKit
import Testing

/// `UIViewPropertyAnimator` on a root's run loop, and without one.
@MainActor
@Suite struct UIViewPropertyAnimatorTests {
    @Test func scrubbingThenStartingPlaysTheRestAndFinishes() throws {
        let screen = SlidingPanel()
        let loop = try LayoutRunLoop(root: screen.root)
        var ended: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        animator.addAnimations {
            screen.panel.superview?.constraints.first { $0.firstItem === screen.panel && $0.firstAttribute == .top }?
                .constant = -200
            screen.root.layoutIfNeeded()
        }
        animator.addCompletion { ended.append($0) }
        animator.pauseAnimation()
        #expect(animator.state == .active)
        animator.fractionComplete = 0.25
        #expect(abs(screen.panel.layoutView.presentationFrame.minY - 430) < 1e-9)
        animator.startAnimation()
        #expect(animator.isRunning)
        try loop.run(until: 0.75 + 1e-9)
        #expect(animator.state == .inactive)
        #expect(ended == [.end])
        #expect(screen.panel.layoutView.presentationFrame.minY == 280)
    }

    @Test func withoutALoopStartingFinishesAtOnce() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var ran = false
        var ended: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 0.3, delay: 0, options: [.curveEaseOut],
            animations: {
                ran = true
                root.layoutIfNeeded()
            },
            completion: { ended.append($0) })
        // The main-actor tests run one at a time and release their loops: none is alive here.
        #expect(animator.layoutAnimator == nil)
        #expect(ran)
        #expect(ended == [.end])
        #expect(animator.state == .inactive)
    }
}
