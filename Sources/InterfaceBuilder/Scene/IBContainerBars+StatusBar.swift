extension IBContainerBars {
    /// Whether the canvas that saved `document` drew a status bar at the top of a phone's screen,
    /// as its navigation controllers' stored bars show: Interface Builder stores a navigation
    /// bar where it drew it, right below the status bar it simulated. A full-screen navigation
    /// controller (not presented as a sheet, `sheets`) whose bar lies 20 points down shows a
    /// status bar; one whose bar lies at the screen's top shows none. Nil where no navigation
    /// controller tells (none, or none full screen, or bars elsewhere). A bar only tells of the
    /// canvas it was laid out on: Interface Builder keeps the frame it stored until it lays the
    /// bar out again, so a bar whose width is neither the screen's of the document's device nor
    /// any of the stored widths of its controllers' root views (a 375-point bar in a document
    /// whose roots are 414 points wide) was drawn on an earlier canvas and tells nothing of this one.
    static func storedStatusBar(of document: IBDocument, sheets: Set<String>) -> Bool? {
        var canvasWidths = Set(document.scenes.compactMap { $0.viewController?.view?.frame?.width })
        if let screen = document.namedDevice?.size(in: document.namedOrientation) { canvasWidths.insert(screen.width) }
        var tops: Set<Double> = []
        for scene in document.scenes {
            guard let controller = scene.viewController, controller.elementName == "navigationController", !sheets.contains(controller.id)
            else { continue }
            for bar in controller.bars where bar.kind == .navigationBar {
                if let frame = bar.frame, canvasWidths.isEmpty || canvasWidths.contains(frame.width) { tops.insert(frame.minY) }
            }
        }
        if tops.contains(20) { return true }
        return tops.contains(0) ? false : nil
    }

    /// Where the navigation bars of the navigation controllers presented as sheets (`sheets`)
    /// end, by navigation controller id, as the document stores them: a sheet has no status bar
    /// above its bar, which the canvas draws at the sheet's top as high as a sheet's bar is (56
    /// points on a phone from iOS 13) or, from Xcode 26, a little below it (16 or 20 points down,
    /// 54 high or 106 with large titles), and stores where it drew it.
    static func sheetBarBottoms(of document: IBDocument, sheets: Set<String>) -> [String: Double] {
        var bottoms: [String: Double] = [:]
        for scene in document.scenes {
            guard let controller = scene.viewController, controller.elementName == "navigationController", sheets.contains(controller.id),
                let frame = controller.bars.first(where: { $0.kind == .navigationBar })?.frame
            else { continue }
            bottoms[controller.id] = frame.maxY
        }
        return bottoms
    }
}
