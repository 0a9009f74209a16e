import AutoLayout
import Foundation
import InterfaceBuilder
import XCTest

/// The document element, its device and resources, and the files the reader refuses.
final class DocumentReadingTests: XCTestCase {
    func testHeaderOfAXib() throws {
        let document = try IBFixture.read(IBFixture.xib(""))
        XCTAssertEqual(document.kind, .xib)
        XCTAssertEqual(document.file, "Test.xib")
        XCTAssertEqual(document.version, "3.0")
        XCTAssertEqual(document.toolsVersion, "21701")
        XCTAssertEqual(document.targetRuntime, "iOS.CocoaTouch")
        XCTAssertTrue(document.useAutolayout)
        XCTAssertTrue(document.useTraitCollections)
        XCTAssertTrue(document.useSafeAreas)
        XCTAssertEqual(document.device, IBDevice(id: "retina6_1", orientation: "portrait", appearance: "light"))
        XCTAssertEqual(document.objects.count, 2)
        XCTAssertEqual(document.diagnostics, [])
    }

    func testStoryboardKindAndInitialController() throws {
        let document = try IBFixture.read(
            IBFixture.storyboard(
                """
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1" sceneMemberID="viewController"/>
                    </objects>
                </scene>
                """, initial: "vc1"), file: "Main.storyboard")
        XCTAssertEqual(document.kind, .storyboard)
        XCTAssertEqual(document.initialViewController, "vc1")
        XCTAssertEqual(document.scenes.map(\.sceneID), ["s1"])
        XCTAssertEqual(document.diagnostics, [])
    }

    func testAbsentDeviceAndLandscapeAdaptation() throws {
        XCTAssertNil(try IBFixture.read(IBFixture.xib("", device: "")).device)
        let document = try IBFixture.read(
            IBFixture.xib(
                "",
                device: """
                    <device id="ipad12_9rounded" orientation="landscape" layout="fullscreen" appearance="dark">
                        <adaptation id="fullscreen"/>
                    </device>
                    """))
        XCTAssertEqual(document.device, IBDevice(id: "ipad12_9rounded", orientation: "landscape", appearance: "dark", adaptation: "fullscreen"))
    }

    func testResourcesAndDesignableSizes() throws {
        let document = try IBFixture.read(
            IBFixture.xib(
                "",
                extra: """
                    <designables>
                        <designable name="badge">
                            <size key="intrinsicContentSize" width="24" height="18.5"/>
                        </designable>
                    </designables>
                    <resources>
                        <image name="avatar" width="40" height="40"/>
                        <image name="star.fill" catalog="system" width="128" height="124"/>
                        <namedColor name="Accent"/>
                        <systemColor name="systemBackgroundColor"/>
                    </resources>
                    """))
        XCTAssertEqual(document.resources.images["avatar"], IBImageResource(name: "avatar", width: 40, height: 40))
        XCTAssertEqual(document.resources.images["star.fill"]?.catalog, "system")
        XCTAssertEqual(document.resources.colors, ["Accent", "systemBackgroundColor"])
        XCTAssertEqual(document.designableSizes["badge"], Size(width: 24, height: 18.5))
    }

    // MARK: Files that are not read

    func testNotXML() throws {
        let error = try XCTUnwrap(IBFixture.error("this is not XML <"))
        guard case .notXML = error.problem else { return XCTFail("\(error)") }
        XCTAssertEqual(error.file, "Bad.xib")
        XCTAssertTrue(error.description.hasPrefix("Bad.xib:1: error: not XML"), error.description)
    }

    func testEmptyFileIsNotXML() throws {
        let error = try XCTUnwrap(IBFixture.error(""))
        guard case .notXML = error.problem else { return XCTFail("\(error)") }
    }

    func testTruncatedDocumentNamesTheLineAndTheParsersError() throws {
        let text = IBFixture.xib("<view id=\"a\">")
        let error = try XCTUnwrap(IBFixture.error(text))
        guard case .notXML(let message) = error.problem else { return XCTFail("\(error)") }
        XCTAssertGreaterThan(error.line, 5)
        XCTAssertTrue(message.hasPrefix("XMLParser error ") && message.contains(" at column "), message)
    }

    func testOtherXMLIsNotAnIBDocument() throws {
        let error = try XCTUnwrap(IBFixture.error(#"<?xml version="1.0"?><plist version="1.0"><dict/></plist>"#))
        XCTAssertEqual(error.problem, .notInterfaceBuilderDocument(root: "plist"))
        let archive = try XCTUnwrap(IBFixture.error(#"<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00"/>"#))
        XCTAssertTrue(archive.description.contains("pre-Xcode 5 archive format"), archive.description)
    }

    func testAppKitDocumentsAreNotRead() throws {
        let text = IBFixture.xib("").replacingOccurrences(of: "iOS.CocoaTouch", with: "MacOSX.Cocoa")
        let error = try XCTUnwrap(IBFixture.error(text))
        XCTAssertEqual(error.problem, .appKitDocument)
        XCTAssertEqual(error.line, 2)
        XCTAssertTrue(error.description.contains("AppKit documents are not read"), error.description)
    }

    func testOtherRuntimesAndVersionsAreNotRead() throws {
        let tv = IBFixture.xib("").replacingOccurrences(of: "iOS.CocoaTouch", with: "AppleTV")
        XCTAssertEqual(IBFixture.error(tv)?.problem, .unsupportedRuntime("AppleTV"))
        let old = IBFixture.xib("").replacingOccurrences(of: #"version="3.0""#, with: #"version="2.0""#)
        XCTAssertEqual(IBFixture.error(old)?.problem, .unsupportedVersion("2.0"))
    }

    func testUnreadablePath() throws {
        XCTAssertThrowsError(try IBDocument.read(path: "/nonexistent/Missing.xib")) { error in
            guard let error = error as? IBReadError, case .unreadable = error.problem else { return XCTFail("\(error)") }
            XCTAssertEqual(error.file, "/nonexistent/Missing.xib")
        }
    }

    func testUnknownDocumentChildAndAttributeAreWarnings() throws {
        let text = IBFixture.xib("", extra: "<futureThing id=\"f1\"/>")
            .replacingOccurrences(of: "colorMatched=\"YES\"", with: "colorMatched=\"YES\" newSetting=\"1\"")
        let document = try IBFixture.read(text)
        XCTAssertEqual(
            document.diagnostics.map(\.kind),
            [
                .unknownAttribute("newSetting", element: "document"),
                .unknownElement("futureThing", parent: "document"),
            ])
        XCTAssertEqual(document.diagnostics.first?.line, 2)
        XCTAssertEqual(document.diagnostics.last?.objectID, "f1")
    }

    func testMissingInitialViewControllerIsAWarning() throws {
        let document = try IBFixture.read(IBFixture.storyboard("", initial: "gone"))
        XCTAssertEqual(document.diagnostics.map(\.kind), [.missingReference("initialViewController", id: "gone")])
    }
}
