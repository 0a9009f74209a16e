import RiggingUIKit
import Testing

/// `InspectorOverlay` (Layouts/): a current-context presentation takes the frame of the
/// controller that defines the presentation context, follows it through a rotation, and, in
/// `.currentContext`, hides the view it covers with its disappearance hooks, as UIKit documents.
@MainActor
@Suite struct InspectorOverlayTests {
    func editor() throws -> (UIWindow, EditorScreen) {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "ipad11"))
        let editor = EditorScreen()
        window.rootViewController = editor
        window.makeKeyAndVisible()
        return (window, editor)
    }

    @Test func overCurrentContextCoversTheInspectorOnly() throws {
        let (window, editor) = try editor()
        // 834 x 1194 with 24 at the top: the inspector is the trailing 320 points below it.
        #expect(editor.inspector.view.frame == CGRect(x: 514, y: 24, width: 320, height: 1170))
        let filters = editor.showFilters(over: true)
        window.layoutIfNeeded()
        #expect(filters.view.frame == CGRect(x: 514, y: 24, width: 320, height: 1170))
        #expect(filters.presentingViewController === editor.inspector)
        #expect(editor.inspector.presentedViewController === filters)
        #expect(editor.presentedViewController == nil, "the editor itself presents nothing")
        #expect(!editor.inspector.view.isHidden)
        #expect(editor.inspector.appearances == ["didAppear"], "an over style leaves the inspector shown")
        try window.layoutWindow.rotate(to: .landscape)
        try window.layoutWindow.runLoop.run(until: window.layoutWindow.rotationDuration + 0.1)
        #expect(filters.view.frame == CGRect(x: 874, y: 24, width: 320, height: 810))
        filters.dismiss(animated: false)
        #expect(editor.inspector.presentedViewController == nil)
        #expect(filters.view.superview == nil)
    }

    @Test func currentContextHidesTheInspectorUntilDismissed() throws {
        let (window, editor) = try editor()
        let filters = editor.showFilters(over: false)
        window.layoutIfNeeded()
        #expect(filters.view.frame == CGRect(x: 514, y: 24, width: 320, height: 1170))
        #expect(editor.inspector.view.isHidden)
        #expect(editor.inspector.appearances == ["didAppear", "willDisappear"])
        editor.inspector.dismiss(animated: false)
        #expect(!editor.inspector.view.isHidden)
        #expect(editor.inspector.appearances == ["didAppear", "willDisappear", "didAppear"])
    }

    @Test func withoutADefiningControllerTheRootIsTheContext() throws {
        let (window, editor) = try editor()
        editor.inspector.definesPresentationContext = false
        let filters = editor.showFilters(over: true)
        window.layoutIfNeeded()
        #expect(filters.view.frame == CGRect(x: 0, y: 0, width: 834, height: 1194))
        #expect(editor.presentedViewController === filters)
    }
}
