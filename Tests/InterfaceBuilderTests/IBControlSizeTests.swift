import InterfaceBuilder
import Rigging
import XCTest

/// System controls' frames against their alignment rectangles, by the iOS release the saving
/// Xcode simulates.
final class IBControlSizeTests: XCTestCase {
    /// A root view holding a slider 34 points high pinned 20 points from the leading edge, 80 from
    /// the trailing edge and 26 from the bottom, saved by `toolsVersion` with Cocoa Touch plug-in
    /// `plugin`.
    private func sliderDocument(toolsVersion: String, plugin: String, frame: String) -> String {
        IBFixture.rootView(
            subviews: """
                <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="level">
                    \(frame)
                </slider>
                """,
            constraints: """
                <constraint firstItem="level" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="s1"/>
                <constraint firstAttribute="trailing" secondItem="level" secondAttribute="trailing" constant="80" id="s2"/>
                <constraint firstAttribute="bottom" secondItem="level" secondAttribute="bottom" constant="26" id="s3"/>
                """
        )
        .replacingOccurrences(of: #"toolsVersion="21701""#, with: #"toolsVersion="\#(toolsVersion)""#)
        .replacingOccurrences(of: #"IBCocoaTouchPlugin" version="21679""#, with: #"IBCocoaTouchPlugin" version="\#(plugin)""#)
    }

    /// Xcode 26 simulates iOS 26, whose slider's frame is its alignment rectangle: the constraints
    /// place the frame itself.
    func testXcode26SliderFrameIsItsAlignmentRect() throws {
        let text = sliderDocument(toolsVersion: "24506", plugin: "24504", frame: #"<rect key="frame" x="20" y="140" width="275" height="34"/>"#)
        XCTAssertEqual(try IBFixture.frames(text, root: "root")["level"], [20, 140, 275, 34])
    }

    /// Before Xcode 26 a slider's frame reaches 2 points beyond each side of its alignment
    /// rectangle and 1 point below it.
    func testEarlierSliderFrameReachesBeyondItsAlignmentRect() throws {
        let text = sliderDocument(toolsVersion: "23727", plugin: "23721", frame: #"<rect key="frame" x="18" y="140" width="279" height="35"/>"#)
        XCTAssertEqual(try IBFixture.frames(text, root: "root")["level"], [18, 140, 279, 35])
    }

    /// Xcode 15.3 and 15.4 write the placeholder `toolsVersion` 32700.99.1234: their Cocoa Touch
    /// plug-in's version is the build, so their sliders keep the outsets of iOS 17.
    func testPlaceholderToolsVersionReadsThePluginVersion() throws {
        let text = sliderDocument(
            toolsVersion: "32700.99.1234", plugin: "22685", frame: #"<rect key="frame" x="18" y="140" width="279" height="35"/>"#)
        let document = try IBFixture.read(text)
        XCTAssertEqual(document.cocoaTouchPluginVersion, "22685")
        XCTAssertEqual(document.interfaceBuilderBuild, 22685)
        XCTAssertEqual(try IBFixture.frames(text, root: "root")["level"], [18, 140, 279, 35])
    }

    /// A document's own `toolsVersion` is its build; a malformed one is none.
    func testInterfaceBuilderBuild() throws {
        let text = sliderDocument(toolsVersion: "24128", plugin: "24063", frame: #"<rect key="frame" x="20" y="140" width="275" height="34"/>"#)
        XCTAssertEqual(try IBFixture.read(text).interfaceBuilderBuild, 24128)
        let malformed = text.replacingOccurrences(of: #"toolsVersion="24128""#, with: #"toolsVersion="new""#)
        XCTAssertNil(try IBFixture.read(malformed).interfaceBuilderBuild)
    }

    /// A progress view of the bar style reaches half a point above and below its alignment
    /// rectangle: a 5-point height constraint gives a 6-point frame, centred on the same line.
    func testBarProgressViewFrameReachesAboveAndBelowItsAlignmentRect() throws {
        func document(style: String, frame: String) -> String {
            IBFixture.rootView(
                subviews: """
                    <progressView opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="750"\(style) progress="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                        \(frame)
                        <constraints>
                            <constraint firstAttribute="height" constant="5" id="h"/>
                        </constraints>
                    </progressView>
                    """,
                constraints: """
                    <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="s1"/>
                    <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" constant="20" id="s2"/>
                    <constraint firstItem="bar" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="s3"/>
                    """)
        }
        let bar = document(style: #" progressViewStyle="bar""#, frame: #"<rect key="frame" x="20" y="99.5" width="335" height="6"/>"#)
        XCTAssertEqual(try IBFixture.frames(bar, root: "root")["bar"], [20, 99.5, 335, 6])
        let plain = document(style: "", frame: #"<rect key="frame" x="20" y="100" width="335" height="5"/>"#)
        XCTAssertEqual(try IBFixture.frames(plain, root: "root")["bar"], [20, 100, 335, 5])
    }

    /// A navigation bar, toolbar or search bar that constraints pin only at its top and sides
    /// keeps the height Xcode measured (UIKit's bars have an intrinsic height and no intrinsic
    /// width): 44 points for the navigation bar, 56 for the search bar below it.
    func testBarsKeepTheirMeasuredHeight() throws {
        let text = IBFixture.rootView(
            subviews: """
                <navigationBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="nav">
                    <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                    <items>
                        <navigationItem title="Title" id="item"/>
                    </items>
                </navigationBar>
                <searchBar contentMode="redraw" translatesAutoresizingMaskIntoConstraints="NO" id="search">
                    <rect key="frame" x="0.0" y="64" width="375" height="56"/>
                    <textInputTraits key="textInputTraits"/>
                </searchBar>
                """,
            constraints: """
                <constraint firstItem="nav" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="n1"/>
                <constraint firstItem="nav" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="n2"/>
                <constraint firstAttribute="trailing" secondItem="nav" secondAttribute="trailing" id="n3"/>
                <constraint firstItem="search" firstAttribute="top" secondItem="nav" secondAttribute="bottom" id="s1"/>
                <constraint firstItem="search" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="s2"/>
                <constraint firstAttribute="trailing" secondItem="search" secondAttribute="trailing" id="s3"/>
                """)
        let frames = try IBFixture.frames(text, root: "root")
        XCTAssertEqual(frames["nav"], [0, 20, 375, 44])
        XCTAssertEqual(frames["search"], [0, 64, 375, 56])
    }

    /// A navigation bar view of UIKit's height on the document's device takes UIKit's height on
    /// another device or orientation: 32 points on a phone of compact width in landscape (44 on
    /// one of regular width there), 50 on an iPad; a bar the author made taller keeps its height.
    func testBarViewsTakeUIKitsHeightOnOtherTargets() throws {
        func document(height: Int) -> String {
            IBFixture.rootView(
                subviews: """
                    <navigationBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="nav">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
                    </navigationBar>
                    """,
                constraints: """
                    <constraint firstItem="nav" firstAttribute="top" secondItem="root" secondAttribute="top" id="n1"/>
                    <constraint firstItem="nav" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="n2"/>
                    <constraint firstAttribute="trailing" secondItem="nav" secondAttribute="trailing" id="n3"/>
                    """)
        }
        func height(_ text: String, _ device: String, _ orientation: Device.Orientation) throws -> Double? {
            let target = try XCTUnwrap(Device.named(device).map { IBLayoutTarget(device: $0, orientation: orientation) })
            let screen = try IBFixture.read(text).screen(forHierarchy: "root", on: target)
            return screen.frames.first { $0.id == "nav" }?.frame.height
        }
        let standard = document(height: 44)
        XCTAssertEqual(try height(standard, "retina6_1", .portrait), 44)
        XCTAssertEqual(try height(standard, "retina6_12", .landscape), 32)
        XCTAssertEqual(try height(standard, "retina6_1", .landscape), 44, "regular width in landscape: the regular bar")
        XCTAssertEqual(try height(standard, "ipad11", .portrait), 50)
        XCTAssertEqual(try height(document(height: 60), "retina6_1", .landscape), 60)
    }

    /// A date picker has its content's size, which Xcode stored: one centred by two constraints
    /// keeps its stored 320 × 216, and one pinned to both sides and the top takes the width and
    /// keeps its height.
    func testADatePickerHasItsStoredSizeAsItsContentSize() throws {
        func document(_ constraints: String) -> String {
            IBFixture.rootView(
                subviews: """
                    <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="date" style="wheels" translatesAutoresizingMaskIntoConstraints="NO" id="date">
                        <rect key="frame" x="27.5" y="-8" width="320" height="216"/>
                    </datePicker>
                    """,
                constraints: constraints)
        }
        let centred = document(
            """
            <constraint firstItem="date" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="d-x"/>
            <constraint firstItem="date" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="d-y"/>
            """)
        XCTAssertEqual(try IBFixture.frames(centred, root: "root")["date"], [27.5, -8, 320, 216])
        let pinned = try IBFixture.frames(document(IBFixture.pinsToTopAndSides("date")), root: "root")
        XCTAssertEqual(pinned["date"], [0, 0, 375, 216])
    }

    /// Date pickers and picker views size themselves as UIKit's do (a wheel picker 216 points
    /// high), which Xcode measured and stored: pinned at the top and centred, with no size
    /// constraint, a date picker keeps its stored size and a picker view below it follows.
    func testPickersKeepTheirMeasuredSize() throws {
        let pickers = """
            <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="dateAndTime" translatesAutoresizingMaskIntoConstraints="NO" id="date">
                <rect key="frame" x="43.5" y="10" width="288" height="216"/>
            </datePicker>
            <pickerView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="wheel">
                <rect key="frame" x="27.5" y="234" width="320" height="216"/>
            </pickerView>
            """
        // Each picker centred, the date picker 10 points from the top, the wheel 8 below it.
        let placement = [
            ("date", "top", "root", "top", 10), ("date", "centerX", "root", "centerX", 0),
            ("wheel", "top", "date", "bottom", 8), ("wheel", "centerX", "date", "centerX", 0),
        ]
        let constraints = placement.enumerated().map { index, c in
            #"<constraint firstItem="\#(c.0)" firstAttribute="\#(c.1)" secondItem="\#(c.2)" secondAttribute="\#(c.3)" constant="\#(c.4)" id="p\#(index)"/>"#
        }
        let frames = try IBFixture.frames(IBFixture.rootView(subviews: pickers, constraints: constraints.joined(separator: "\n")), root: "root")
        XCTAssertEqual(["date", "wheel"].map { frames[$0] }, [[43.5, 10, 288, 216], [27.5, 234, 320, 216]])
    }
}
