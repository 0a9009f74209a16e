import AutoLayout
import RiggingUIKit
import Testing

/// `DetentSheet` (Layouts/): a sheet with a custom detent, the medium and the large one rests at
/// the smallest, its top the detent's value above the bottom safe-area inset (Apple's rule for
/// custom detents); it attaches to the bottom edge in landscape at its preferred width, stays a
/// centred sheet on an iPad, and `animateChanges` moves it on the window's run loop.
@MainActor
@Suite struct DetentSheetTests {
    func mapScreen(on device: String) throws -> (UIWindow, MapScreen) {
        let window = UIWindow(screen: try UIScreen(deviceNamed: device))
        let map = MapScreen()
        window.rootViewController = map
        window.makeKeyAndVisible()
        return (window, map)
    }

    @Test func theSheetRestsAtItsSmallestDetentAboveTheHomeIndicator() throws {
        let (window, map) = try mapScreen(on: "iPhone 15")
        map.showPicker(animated: false)
        window.layoutIfNeeded()
        let picker = map.picker
        // 852 high, 34 at the bottom: the 60-point detent's top is 852 - 34 - 60.
        #expect(picker.view.frame == CGRect(x: 0, y: 758, width: 393, height: 94))
        #expect(picker.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(picker.searchField.frame == CGRect(x: 16, y: 16, width: 361, height: 36))
        #expect(picker.results.frame == CGRect(x: 0, y: 60, width: 393, height: 0))
        #expect(picker.sheetPresentationController?.selectedDetentIdentifier == nil)
    }

    @Test func theMediumAndLargeDetentsOnAnIPhone() throws {
        let (window, map) = try mapScreen(on: "iPhone 15")
        map.showPicker(animated: false)
        let sheet = try #require(map.picker.sheetPresentationController)
        sheet.selectedDetentIdentifier = .medium
        window.layoutIfNeeded()
        // The full sheet is (0, 69, 393, 783); the large detent's value is 783 - 34 = 749, the
        // medium one half of it: a top at 443.5, on the 3x pixel grid 443 2/3.
        let medium = map.picker.view.frame
        #expect(abs(medium.minY - 1331.0 / 3) < 1e-9 && medium.maxY == 852 && medium.width == 393)
        sheet.selectedDetentIdentifier = .large
        window.layoutIfNeeded()
        #expect(map.picker.view.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
        #expect(map.picker.results.frame == CGRect(x: 0, y: 60, width: 393, height: 689))
    }

    @Test func expandingAnimatesOnTheRunLoop() throws {
        let (window, map) = try mapScreen(on: "iPhone 15")
        map.showPicker(animated: false)
        window.layoutIfNeeded()
        let loop = window.layoutWindow.runLoop
        let start = loop.time
        map.expandPicker()
        #expect(map.picker.sheetPresentationController?.selectedDetentIdentifier == .large)
        // As in UIKit, the frame is the animation's end at once; the shown frame moves.
        #expect(map.picker.view.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
        let shown = { map.picker.view.layoutView.presentationFrame }
        #expect(shown().minY == 758, "the sheet has not moved before the loop runs")
        try loop.run(until: start + window.layoutWindow.presentationDuration / 2)
        #expect(abs(shown().minY - (758 + 69) / 2) < 0.5, "half-way on the ease-in-out curve")
        #expect(shown().maxY == 852, "the sheet stays attached to the bottom edge")
        try loop.run(until: start + window.layoutWindow.presentationDuration + 0.1)
        #expect(shown() == Rect(x: 0, y: 69, width: 393, height: 783))
    }

    @Test func inLandscapeTheSheetAttachesToTheBottomEdgeAtItsPreferredWidth() throws {
        let (window, map) = try mapScreen(on: "iPhone 15")
        try window.layoutWindow.rotate(to: .landscape)
        try window.layoutWindow.runLoop.run(until: window.layoutWindow.rotationDuration + 0.1)
        map.showPicker(animated: false)
        let sheet = try #require(map.picker.sheetPresentationController)
        window.layoutIfNeeded()
        // 852 x 393 with 21 at the bottom: 400 wide, centred; the peek detent above the inset.
        #expect(map.picker.view.frame == CGRect(x: 226, y: 312, width: 400, height: 81))
        sheet.selectedDetentIdentifier = .medium
        window.layoutIfNeeded()
        #expect(map.picker.view.frame.minY == 312, "the medium detent is inactive in compact height")
        sheet.selectedDetentIdentifier = .large
        window.layoutIfNeeded()
        #expect(map.picker.view.frame == CGRect(x: 226, y: 10, width: 400, height: 383))
        sheet.widthFollowsPreferredContentSizeWhenEdgeAttached = false
        window.layoutIfNeeded()
        #expect(map.picker.view.frame == CGRect(x: 59, y: 10, width: 734, height: 383), "the safe area's width")
        sheet.prefersEdgeAttachedInCompactHeight = false
        window.layoutIfNeeded()
        #expect(map.picker.view.frame == CGRect(x: 0, y: 0, width: 852, height: 393), "full screen")
    }

    @Test func aRotationResolvesTheDetentsAgain() throws {
        let (window, map) = try mapScreen(on: "iPhone 15")
        map.showPicker(animated: false)
        map.picker.sheetPresentationController?.selectedDetentIdentifier = .large
        window.layoutIfNeeded()
        try window.layoutWindow.rotate(to: .landscape)
        try window.layoutWindow.runLoop.run(until: window.layoutWindow.rotationDuration + 0.1)
        #expect(map.picker.view.frame == CGRect(x: 226, y: 10, width: 400, height: 383))
    }

    @Test func onAnIPadTheSheetStaysCentredWhateverItsDetent() throws {
        let (window, map) = try mapScreen(on: "ipad11")
        map.showPicker(animated: false)
        window.layoutIfNeeded()
        let full = map.picker.view.frame
        #expect(full.width == 704 && full.midX == 417)
        map.picker.sheetPresentationController?.selectedDetentIdentifier = .medium
        window.layoutIfNeeded()
        #expect(map.picker.view.frame == full)
    }
}
