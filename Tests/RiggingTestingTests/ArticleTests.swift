// swift-format-ignore-file
// The listings here are a document's, character for character: the formatter leaves them as written.
import AutoLayout
import Foundation
import Rigging
import RiggingTesting
import Testing

// The article's Swift listing, run as written (Swift Testing); its golden dump is committed in
// __Goldens__/ArticleTests/card.jsonl. `ArticleListingTests` checks the listing is this code.

// listing: begin
@Test func theCardGrows() throws {
    let scene = try Scene.load(text: """
        {"name": "card", "root": {"size": [320, 480]}, "views": [{"name": "card"}],
         "constraints": [{"vfl": "H:|-16-[card]-16-|"}, {"constraint": "card.top == view.top + 40"},
                         {"id": "height", "constraint": "card.height == 120"}],
         "duration": 0.5,
         "events": [{"at": 0, "animate": {"constraint": "height", "to": 240, "curve": "easeOut", "duration": 0.5}}]}
        """)
    assertGolden(of: scene)
}

@Test func theCardFitsTheScreen() throws {
    let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let card = View(name: "card")
    card.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(card)
    try LayoutConstraint.activate(try LayoutConstraint.constraints(withVisualFormat: "H:|-16-[card]-16-|", views: ["card": card])
                                  + LayoutConstraint.constraints(withVisualFormat: "V:|-40-[card(120)]", views: ["card": card]))
    assertLayout(root, frames: ["card": Rect(x: 16, y: 40, width: 288, height: 120)])
}
// listing: end

@Test func theArticlesListingIsThisCode() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let article = try String(contentsOf: root.appendingPathComponent("Sources/RiggingTesting/RiggingTesting.docc/TestingWithGoldens.md"),
                             encoding: .utf8)
    let swift = try #require(article.components(separatedBy: "```swift\n").dropFirst().first?.components(separatedBy: "```").first)
    let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    let listing = try #require(source.components(separatedBy: "// listing: begin\n").dropFirst().first?
        .components(separatedBy: "// listing: end\n").first)
    #expect(swift == listing)
    let guide = try String(contentsOf: root.appendingPathComponent("Docs/testing.md"), encoding: .utf8)
    #expect(guide.contains("```swift\n" + listing + "```\n"), "Docs/testing.md shows the same listing")
}
