import AutoLayout
import Dispatch
import Foundation
import Motion
import XCTest

@testable import Rigging

/// The run loop from Swift: the same dumps as the scene files, UIKit's additive formula, the
/// property animator's model, and retargets that never wait for a tick.
final class LayoutRunLoopTests: XCTestCase {
    static let demos = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Demos")

    func sceneDump(_ name: String) throws -> String {
        let path = Self.demos.appendingPathComponent(name + ".json").path
        let scene = try Scene.load(path: path)
        let prepared = try PreparedScene(scene, file: path)
        let backend = try ViewTreeBackend(prepared)
        return try SceneReplay.run(prepared, backend: backend).jsonLines()
    }

    // MARK: Swift-built runs against the scene files

    /// The slider tutorial: the 0.234 approach on purpleView's height, retargeted mid-flight.
    func testSliderBuiltInSwiftGivesTheSceneDump() throws {
        let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 320, height: 568))
        let red = View(name: "redView")
        let purple = View(name: "purpleView")
        for view in [red, purple] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        let views = ["redView": red, "purpleView": purple]
        let vertical = try LayoutConstraint.constraints(
            withVisualFormat: "V:|[redView(>=80@1000)][purpleView(==h@750)]|",
            metrics: ["h": 0], views: views)
        try LayoutConstraint.activate(
            try LayoutConstraint.constraints(withVisualFormat: "H:|[redView]|", views: views)
                + LayoutConstraint.constraints(withVisualFormat: "H:|[purpleView]|", views: views)
                + vertical)
        let height = try XCTUnwrap(vertical.first { $0.firstItem === purple && $0.firstAttribute == .height })

        let loop = try LayoutRunLoop(root: root)
        let slider = try loop.animator(for: height)
        loop.startRecording(name: "slider")
        for (time, target) in [(0.0, 300.0), (0.4, 100), (1.2, 480), (1.5, 250), (2.2, 0)] {
            try loop.advance(to: time)
            try slider.animate(to: target)
        }
        try loop.run(until: 3.0)
        let dump = try XCTUnwrap(loop.stopRecording())
        XCTAssertEqual(dump.jsonLines(), try sceneDump("slider"))
    }

    /// The doubi swap: three CA-style animation blocks, the third interrupting the second.
    func testDoubiBuiltInSwiftGivesTheSceneDump() throws {
        let (loop, root, left, right) = try doubi()
        loop.startRecording(name: "doubi")
        for (time, toRight) in [(0.2, true), (1.0, false), (1.2, true)] {
            try loop.advance(to: time)
            try loop.animate(withDuration: 0.5) {
                (toRight ? left : right).isActive = false
                (toRight ? right : left).isActive = true
                root.layoutIfNeeded()
            }
        }
        try loop.run(until: 2.5)
        let dump = try XCTUnwrap(loop.stopRecording())
        XCTAssertEqual(dump.jsonLines(), try sceneDump("doubi"))
    }

    func doubi() throws -> (LayoutRunLoop, View, LayoutConstraint, LayoutConstraint) {
        let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 320, height: 568))
        let box = View(name: "doubi")
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let left = box.centerXAnchor.constraint(equalTo: root.centerXAnchor, constant: -80)
        left.priority = LayoutPriority(999)
        let right = box.centerXAnchor.constraint(equalTo: root.centerXAnchor, constant: 80)
        right.priority = LayoutPriority(999)
        try LayoutConstraint.activate([
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 100),
            box.centerYAnchor.constraint(equalTo: root.centerYAnchor), left,
        ])
        return (try LayoutRunLoop(root: root), root, left, right)
    }

    // MARK: UIKit's additive model

    /// shown = model + Σ (oldTarget − newTarget)·(1 − f(p_i)), frame by frame, written from the
    /// formula: the swaps move x between 30 (left) and 190 (right) with easeInEaseOut over 0.5 s.
    func testInterruptionIsAdditiveAsInUIKit() throws {
        let (loop, root, left, right) = try doubi()
        let box = try XCTUnwrap(root.subviews.first)
        let swaps: [(start: Double, from: Double, to: Double)] = [(0.2, 30, 190), (1.0, 190, 30), (1.2, 30, 190)]
        var next = 0
        var previous: Double?
        for k in 0...75 {
            let t = Double(k) / 30
            if next < swaps.count, swaps[next].start <= t + 1e-9 {
                try loop.advance(to: swaps[next].start)
                let toRight = swaps[next].to == 190
                try loop.animate(withDuration: 0.5) {
                    (toRight ? left : right).isActive = false
                    (toRight ? right : left).isActive = true
                    root.layoutIfNeeded()
                }
                XCTAssertEqual(
                    box.presentationFrame.minX, expectedX(t, swaps: swaps, upTo: next), accuracy: 1e-9,
                    "shown at the call equals the presentation value at its time")
                next += 1
            }
            let frame = loop.step()
            XCTAssertEqual(frame.tick, k)
            let x = frame.views[1].x
            XCTAssertEqual(x, expectedX(t, swaps: swaps, upTo: next - 1), accuracy: 1e-9, "tick \(k)")
            XCTAssertEqual(box.presentationFrame.minX, x, accuracy: 1e-12)
            if let previous, k == 36 {
                XCTAssertNotEqual(x, previous, "the interruption at tick \(k) repeats its predecessor")
            }
            previous = x
        }
        // At the third swap (tick 36) UIKit's model shows x = 136.9 with the view still moving.
        XCTAssertEqual(expectedX(1.2, swaps: swaps, upTo: 2), 136.9, accuracy: 0.05)
    }

    func expectedX(_ t: Double, swaps: [(start: Double, from: Double, to: Double)], upTo last: Int) -> Double {
        guard last >= 0 else { return 30 }
        var x = swaps[last].to
        for swap in swaps[0...last] {
            let p = (t - swap.start) / 0.5
            guard p < 1 - 1e-9 else { continue }
            x += (swap.from - swap.to) * (1 - TimingFunction.easeInEaseOut.progress(at: max(0, p)))
        }
        return x
    }

    /// `.beginFromCurrentState` starts from the frame shown at the call's time and replaces the
    /// running animation, whose completion is told it did not finish.
    func testBeginFromCurrentStateStartsFromThePresentationValue() throws {
        let (loop, root, left, right) = try doubi()
        let box = try XCTUnwrap(root.subviews.first)
        var finished: [Bool] = []
        try loop.animate(
            withDuration: 0.5, options: .curveLinear,
            animations: {
                left.isActive = false
                right.isActive = true
                root.layoutIfNeeded()
            }, completion: { finished.append($0) })
        try loop.advance(to: 0.3)
        let shownAtCall = 30 + 160 * 0.6
        try loop.animate(withDuration: 0.5, options: [.beginFromCurrentState, .curveLinear]) {
            right.isActive = false
            left.isActive = true
            root.layoutIfNeeded()
        }
        XCTAssertEqual(box.presentationFrame.minX, shownAtCall, accuracy: 1e-9)
        let frame = loop.step()
        XCTAssertEqual(frame.views[1].x, shownAtCall, accuracy: 1e-9)
        XCTAssertEqual(finished, [false])
        try loop.run(until: 0.8)
        XCTAssertEqual(box.presentationFrame.minX, 30, accuracy: 1e-9)
        XCTAssertFalse(loop.isAnimatingLayout)
    }

    /// Delay, repeat and autoreverse, and the spring form ending at its duration.
    func testTimingOptions() throws {
        let (loop, root, left, right) = try doubi()
        let box = try XCTUnwrap(root.subviews.first)
        var done = false
        try loop.animate(
            withDuration: 0.2, delay: 0.1, options: [.curveLinear, .autoreverse],
            animations: {
                left.isActive = false
                right.isActive = true
                root.layoutIfNeeded()
            }, completion: { done = $0 })
        try loop.run(until: 0.1)
        XCTAssertEqual(box.presentationFrame.minX, 30, accuracy: 1e-9, "the delay shows the start")
        try loop.run(until: 0.3)
        XCTAssertEqual(box.presentationFrame.minX, 190, accuracy: 1e-9)
        try loop.run(until: 0.4)
        XCTAssertEqual(box.presentationFrame.minX, 110, accuracy: 1e-9, "half-way back")
        XCTAssertFalse(done)
        try loop.run(until: 0.5)
        XCTAssertEqual(box.presentationFrame.minX, 190, accuracy: 1e-9, "an autoreversed animation ends on the model")
        XCTAssertTrue(done)

        try loop.animate(
            withDuration: 1, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
            animations: {
                right.isActive = false
                left.isActive = true
                root.layoutIfNeeded()
            })
        var overshoot = false
        for _ in 0..<30 {
            loop.step()
            overshoot = overshoot || box.presentationFrame.minX < 30 - 1
        }
        XCTAssertTrue(overshoot, "a damping ratio of 0.5 overshoots")
        XCTAssertFalse(loop.isAnimatingLayout, "the spring ends at its duration")
        XCTAssertEqual(box.presentationFrame.minX, 30)
        XCTAssertThrowsError(try loop.animate(withDuration: -1, animations: {}))
        XCTAssertThrowsError(try loop.animate(withDuration: 1, usingSpringWithDamping: 0, initialSpringVelocity: 0, animations: {}))
    }

    // MARK: Property animator

    func propertyScene() throws -> (LayoutRunLoop, View, View, LayoutConstraint) {
        let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 320, height: 568))
        let box = View(name: "box")
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let top = box.topAnchor.constraint(equalTo: root.topAnchor)
        try LayoutConstraint.activate([
            top, box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 50),
        ])
        return (try LayoutRunLoop(root: root), root, box, top)
    }

    func testPropertyAnimatorPauseScrubContinue() throws {
        let (loop, root, box, top) = try propertyScene()
        let animator = try LayoutPropertyAnimator(duration: 1, loop: loop) {
            top.constant = 400
            root.layoutIfNeeded()
        }
        var ended: [AnimatingPosition] = []
        animator.addCompletion { ended.append($0) }
        XCTAssertEqual(animator.state, .inactive)
        animator.startAnimation()
        XCTAssertEqual(animator.state, .active)
        try loop.run(until: 0.3)
        let f = TimingFunction.easeInEaseOut
        XCTAssertEqual(box.presentationFrame.minY, 400 * f.progress(at: 0.3), accuracy: 1e-9)
        animator.pauseAnimation()
        try loop.run(until: 0.5)
        XCTAssertEqual(animator.fractionComplete, 0.3, accuracy: 1e-12)
        XCTAssertEqual(box.presentationFrame.minY, 400 * f.progress(at: 0.3), accuracy: 1e-9, "paused")
        animator.fractionComplete = 0.6
        XCTAssertEqual(box.presentationFrame.minY, 400 * 0.6, accuracy: 1e-9, "scrubs linearly")
        animator.continueAnimation(withTimingParameters: .timing(.linear), durationFactor: 1)
        try loop.run(until: 0.7)
        // The rest (40% of the way) in the remaining 0.4 s, linearly.
        XCTAssertEqual(box.presentationFrame.minY, 240 + 160 * 0.2 / 0.4, accuracy: 1e-9)
        try loop.run(until: 0.9)
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(ended, [.end])
        XCTAssertEqual(box.presentationFrame.minY, 400)
    }

    func testPropertyAnimatorReverseAndStop() throws {
        let (loop, root, box, top) = try propertyScene()
        let animator = try LayoutPropertyAnimator(duration: 1, curve: .timing(.easeIn), loop: loop) {
            top.constant = 400
            root.layoutIfNeeded()
        }
        var ended: [AnimatingPosition] = []
        animator.addCompletion { ended.append($0) }
        animator.startAnimation()
        try loop.run(until: 0.6)
        animator.isReversed = true
        try loop.run(until: 0.8)
        let f = TimingFunction.easeIn
        XCTAssertEqual(box.presentationFrame.minY, 400 * f.progress(at: 0.4), accuracy: 1e-9, "the curve played backwards")
        try loop.run(until: 1.3)
        XCTAssertEqual(ended, [.start])
        XCTAssertEqual(box.presentationFrame.minY, 0, accuracy: 1e-9, "held at the start frames")

        let second = try LayoutPropertyAnimator(duration: 1, curve: .timing(.linear), loop: loop) {
            top.constant = 100
            root.layoutIfNeeded()
        }
        second.addCompletion { ended.append($0) }
        second.pausesOnCompletion = true
        second.startAnimation()
        try loop.run(until: 1.8)
        second.stopAnimation(false)
        XCTAssertEqual(second.state, .stopped)
        second.finishAnimation(at: .current)
        XCTAssertEqual(second.state, .inactive)
        loop.step()
        XCTAssertEqual(ended, [.start, .current])
        // Held where it stopped: half-way from the frame laid out before (400) to the new one (100).
        XCTAssertEqual(box.presentationFrame.minY, 100 + 300 * 0.5, accuracy: 1e-9)
    }

    func testAddAnimationsWhileRunningFinishWithTheAnimator() throws {
        let (loop, root, box, top) = try propertyScene()
        let animator = try LayoutPropertyAnimator(duration: 1, curve: .timing(.linear), loop: loop) {
            top.constant = 100
            root.layoutIfNeeded()
        }
        animator.startAnimation()
        try loop.run(until: 0.5)
        let width = try XCTUnwrap(box.constraints.first { $0.firstAttribute == .width })
        animator.addAnimations {
            width.constant = 150
            root.layoutIfNeeded()
        }
        try loop.run(until: 0.8)
        XCTAssertEqual(box.presentationFrame.width, 50 + 100 * 0.6, accuracy: 1e-9)
        try loop.run(until: 1)
        XCTAssertEqual(box.presentationFrame.width, 150)
    }

    // MARK: Constraint animations and threads

    func testPriorityAnimationAndRequiredRefusal() throws {
        let (loop, _, left, _) = try doubi()
        let priority = try loop.animator(for: left, property: .priority)
        try priority.animate(to: 500, curve: .timed(.linear, duration: 1))
        try loop.run(until: 0.5)
        XCTAssertEqual(Double(left.priority.rawValue), 749.5, accuracy: 0.01)
        XCTAssertThrowsError(try priority.animate(to: 1000))
        let (loop2, root, _, _) = try doubi()
        let width = try XCTUnwrap(root.subviews.first?.constraints.first { $0.firstAttribute == .width })
        XCTAssertThrowsError(try loop2.animator(for: width, property: .priority))
    }

    /// A time or tick count no run can reach is refused before any tick runs, so that no call
    /// runs unbounded; a time in the past does nothing.
    func testRunsBeyondTheTickLimitAreRefused() throws {
        let (loop, _, _, _) = try doubi()
        try loop.run(until: 0.1)
        let next = loop.nextTick
        for time in [1e300, .infinity, -.infinity, .nan, Double(TickLimit.maximumTicks) / 30 + 1] {
            XCTAssertThrowsError(try loop.advance(to: time)) { error in
                guard case .invalidTime = error as? LayoutAnimationError else { return XCTFail("\(error)") }
            }
            XCTAssertThrowsError(try loop.run(until: time))
        }
        for count in [-1, TickLimit.maximumTicks + 1, .max] {
            XCTAssertThrowsError(try loop.advance(by: count)) { error in
                XCTAssertEqual(error as? LayoutAnimationError, .invalidTickCount(count))
            }
        }
        XCTAssertEqual(loop.nextTick, next)
        try loop.advance(to: 0.05)
        try loop.run(until: 0)
        XCTAssertEqual(loop.nextTick, next)
        XCTAssertEqual(
            LayoutAnimationError.invalidTime(1e300).description,
            "invalid time 1e+300 (a finite number of seconds at most 10,000,000 ticks ahead)")
    }

    /// A retarget from another thread returns while a tick is held inside the loop.
    func testRetargetNeverWaitsForATick() throws {
        let (loop, root, _, _) = try doubi()
        let width = try XCTUnwrap(root.subviews.first?.constraints.first { $0.firstAttribute == .width })
        let handle = try loop.animator(for: width)
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        loop.layoutHook = { _ in
            entered.signal()
            release.wait()
            return false
        }
        nonisolated(unsafe) let unsafeLoop = loop
        DispatchQueue.global().async {
            unsafeLoop.step()
            finished.signal()
        }
        entered.wait()
        try handle.animate(to: 200)  // returns while the tick is held
        XCTAssertEqual(finished.wait(timeout: .now()), .timedOut, "the tick is still held")
        release.signal()
        finished.wait()
        loop.layoutHook = nil
        try loop.run(until: 3)
        XCTAssertEqual(width.constant, 200)
    }

    /// The doc comments' examples, run as written.
    func testDocumentationExamples() throws {
        do {
            let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 320, height: 568))
            let box = View(name: "box")
            box.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(box)
            let height = box.heightAnchor.constraint(equalToConstant: 70)
            try LayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: root.topAnchor),
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                box.widthAnchor.constraint(equalToConstant: 100), height,
            ])
            let loop = try LayoutRunLoop(root: root)
            try loop.animator(for: height).animate(to: 300)
            try loop.run(until: 1)
            XCTAssertEqual(box.frame.height, 300)
        }
        do {
            let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 320, height: 568))
            let box = View(name: "box")
            box.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(box)
            let width = box.widthAnchor.constraint(equalToConstant: 10)
            try LayoutConstraint.activate([width, box.heightAnchor.constraint(equalToConstant: 10)])
            let loop = try LayoutRunLoop(root: root)
            let animation = try loop.animator(for: width)
            try animation.animate(to: 200, curve: .spring(Spring(mass: 1, stiffness: 100, damping: 10)))
            try loop.advance(by: 10)
            try animation.animate(to: 50)
            try loop.run(until: 5)
            XCTAssertEqual(width.constant, 50)
            XCTAssertFalse(animation.isRunning)
        }
        do {
            let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 320, height: 568))
            let box = View(name: "box")
            box.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(box)
            let left = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20)
            try LayoutConstraint.activate([
                left, box.topAnchor.constraint(equalTo: root.topAnchor),
                box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 100),
            ])
            let loop = try LayoutRunLoop(root: root)
            try loop.animate(withDuration: 0.6) {
                left.constant = 200
                root.layoutIfNeeded()
            }
            XCTAssertEqual(box.frame.minX, 200)
            XCTAssertEqual(box.presentationFrame.minX, 20)
            try loop.run(until: 0.3)
            XCTAssertEqual(box.presentationFrame.minX, 110, accuracy: 1e-9)
        }
        do {
            let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 320, height: 568))
            let box = View(name: "box")
            box.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(box)
            let top = box.topAnchor.constraint(equalTo: root.topAnchor, constant: 0)
            try LayoutConstraint.activate([
                top, box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 50),
            ])
            let loop = try LayoutRunLoop(root: root)
            let animator = try LayoutPropertyAnimator(duration: 1, curve: .timing(.linear), loop: loop) {
                top.constant = 400
                root.layoutIfNeeded()
            }
            animator.pauseAnimation()
            animator.fractionComplete = 0.25
            XCTAssertEqual(box.presentationFrame.minY, 100, accuracy: 1e-9)
            animator.startAnimation()
            try loop.run(until: 1)
            XCTAssertEqual(animator.state, .inactive)
            XCTAssertEqual(box.presentationFrame.minY, 400)
        }
    }
}
