import AutoLayout
import XCTest

@testable import Rigging

/// Labels and buttons in scenes: loading, writing back, validation, and layout from the text model.
final class SceneTextTests: XCTestCase {
    static let card = """
        {"name": "card", "root": {"size": [320, 480]},
         "views": [
           {"name": "title", "label": {"text": "Settings", "font": {"size": 28, "weight": "bold"}}},
           {"name": "body", "label": {"text": "Rows made in a loop share a name; the dump keys them apart so every golden reads back.",
                                     "lines": 0, "lineBreakMode": "byWordWrapping", "alignment": "center"}},
           {"name": "ok", "button": {"title": "OK", "font": {"size": 17, "family": "Helvetica"},
                                     "contentInsets": {"top": 6, "left": 12, "bottom": 6, "right": 12}}}
         ],
         "constraints": [
           {"vfl": "H:|-20-[title]"}, {"vfl": "H:|-20-[body]-20-|"}, {"vfl": "H:[ok]-20-|"},
           {"vfl": "V:|-40-[title]-[body]-[ok]"}
         ]}
        """

    func testTheSceneLoadsItsText() throws {
        let scene = try TestSupport.scene(Self.card)
        let title = try XCTUnwrap(scene.views[0].text)
        let body = try XCTUnwrap(scene.views[1].text)
        let ok = try XCTUnwrap(scene.views[2].text)
        XCTAssertEqual(title.kind, .label)
        XCTAssertEqual(title.font, .systemFont(ofSize: 28, weight: .bold))
        XCTAssertEqual(body.lines, 0)
        XCTAssertEqual(body.lineBreakMode, .byWordWrapping)
        XCTAssertEqual(body.alignment, .center)
        XCTAssertEqual(body.font, .label)
        XCTAssertEqual(ok.kind, .button)
        XCTAssertEqual(ok.font.familyName, "Helvetica")
        XCTAssertEqual(ok.contentInsets, EdgeInsets(top: 6, left: 12, bottom: 6, right: 12))
        XCTAssertEqual(try Scene.load(text: scene.jsonText(), file: "again.json").views, scene.views)
    }

    /// The scene lays out as the same views built in Swift do: the body wraps at the width
    /// its constraints give it, by itself.
    func testTheSceneLaysOutAsTheSameViewsInSwift() throws {
        let layout = try ViewTreeBackend(PreparedScene(try TestSupport.scene(Self.card)))
        layout.root.layoutIfNeeded()
        let views = Dictionary(uniqueKeysWithValues: layout.views.map { ($0.name, $0) })
        let body = try XCTUnwrap(views["body"] as? Label)
        let ok = try XCTUnwrap(views["ok"] as? Button)
        XCTAssertEqual(body.frame.width, 280)
        let oneLine = Label(text: "x").intrinsicContentSize.height
        XCTAssertGreaterThan(body.frame.height, oneLine * 1.5, "the body wraps")

        let root = View(name: "card", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let title = Label(name: "title", text: "Settings", font: .systemFont(ofSize: 28, weight: .bold))
        let label = Label(name: "body", text: body.text)
        label.numberOfLines = 0
        label.lineBreakMode = .byWordWrapping
        let button = Button(name: "ok", title: "OK", font: Font(name: "Helvetica", size: 17))
        button.contentEdgeInsets = EdgeInsets(top: 6, left: 12, bottom: 6, right: 12)
        for v in [title, label, button] as [View] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
        }
        try LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            title.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            root.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 20),
            label.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
            root.trailingAnchor.constraint(equalTo: button.trailingAnchor, constant: 20),
            button.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
        ])
        root.layoutIfNeeded()
        for (scene, swift) in [(views["title"], title), (body, label), (ok, button)] as [(View?, View)] {
            XCTAssertEqual(scene?.frame, swift.frame, swift.name)
        }
    }

    func testBadTextIsRefusedWithTheKeyAndASuggestion() throws {
        func error(_ view: String) -> String {
            let text = #"{"name": "s", "root": {"size": [100, 100]}, "views": ["# + view + #"]}"#
            return TestSupport.loadError(text)?.description ?? ""
        }
        XCTAssertTrue(
            error(#"{"name": "a", "label": {"text": "x", "font": {"weight": "bolt"}}}"#)
                .contains(#"views[0].label.font.weight: unknown name "bolt"; did you mean "bold"?"#),
            error(#"{"name": "a", "label": {"text": "x", "font": {"weight": "bolt"}}}"#))
        XCTAssertTrue(error(#"{"name": "a", "label": {"text": "x", "lineBreakMode": "wordWrap"}}"#).contains("views[0].label.lineBreakMode"))
        XCTAssertTrue(error(#"{"name": "a", "label": {"txt": "x"}}"#).contains(#"did you mean "text"?"#))
        XCTAssertTrue(error(#"{"name": "a", "label": {"font": {"size": 12}}}"#).contains(#"missing key "text""#))
        XCTAssertTrue(error(#"{"name": "a", "label": {"text": "x", "lines": 1.5}}"#).contains("views[0].label.lines"))
        XCTAssertTrue(error(#"{"name": "a", "label": {"text": "x", "font": {"size": 0}}}"#).contains("a font size must be > 0"))
        XCTAssertTrue(error(#"{"name": "a", "label": {"text": "x"}, "button": {"title": "y"}}"#).contains("not both"))
        XCTAssertTrue(error(#"{"name": "a", "label": {"text": "x"}, "intrinsic": [10, 10]}"#).contains("comes from its text"))
        XCTAssertTrue(error(#"{"name": "a", "button": {"title": "x"}, "stack": {}}"#).contains("cannot also be a stack view"))
    }
}
