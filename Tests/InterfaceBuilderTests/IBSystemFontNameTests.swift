import InterfaceBuilder
import XCTest

/// A font named by one of the system font's own names is the system font.
final class IBSystemFontNameTests: XCTestCase {
    func label(_ id: String, font: String) -> String {
        """
        <label text="Text" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="0.0" y="0.0" width="40" height="10"/>
            \(font)
        </label>
        """
    }

    func testTheSystemFontsOwnNamesReadAsTheSystemFont() throws {
        let document = try IBFixture.read(
            IBFixture.rootView(
                subviews: [
                    label(
                        "apple",
                        font: #"<fontDescription key="fontDescription" name=".AppleSystemUIFont" family=".AppleSystemUIFont" pointSize="8"/>"#),
                    label("sf", font: #"<fontDescription key="fontDescription" name=".SFUIText-Semibold" family=".SF UI Text" pointSize="15"/>"#),
                    label("plain", font: #"<fontDescription key="fontDescription" name=".SFUIDisplay" family=".SF UI Display" pointSize="20"/>"#),
                    label("avenir", font: #"<fontDescription key="fontDescription" name="Avenir-Book" family="Avenir" pointSize="12"/>"#),
                    label("odd", font: #"<fontDescription key="fontDescription" name=".SFUIText-Wide" family=".SF UI Text" pointSize="12"/>"#),
                ].joined(separator: "\n")))
        XCTAssertEqual(document.view(id: "apple")?.text?.font, IBFont(design: .system(weight: "regular"), pointSize: 8))
        XCTAssertEqual(document.view(id: "sf")?.text?.font, IBFont(design: .system(weight: "semibold"), pointSize: 15))
        XCTAssertEqual(document.view(id: "plain")?.text?.font, IBFont(design: .system(weight: "regular"), pointSize: 20))
        XCTAssertEqual(document.view(id: "avenir")?.text?.font, IBFont(design: .named("Avenir-Book", family: "Avenir"), pointSize: 12))
        XCTAssertEqual(document.view(id: "odd")?.text?.font, IBFont(design: .named(".SFUIText-Wide", family: ".SF UI Text"), pointSize: 12))
    }
}
