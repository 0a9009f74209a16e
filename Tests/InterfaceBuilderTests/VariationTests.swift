import AutoLayout
import InterfaceBuilder
import XCTest

/// Size-class variations: reading keys, masks and per-trait constants, and resolving a view's
/// constraints and subviews for a trait pair.
final class VariationTests: XCTestCase {
    static let compactCompact = IBTraits(horizontal: .compact, vertical: .compact)
    static let compactRegular = IBTraits(horizontal: .compact, vertical: .regular)
    static let regularCompact = IBTraits(horizontal: .regular, vertical: .compact)
    static let regularRegular = IBTraits(horizontal: .regular, vertical: .regular)

    func testKeys() throws {
        let both = try XCTUnwrap(IBVariationKey(parsing: "heightClass=compact-widthClass=regular"))
        XCTAssertEqual(both.horizontal, .regular)
        XCTAssertEqual(both.vertical, .compact)
        XCTAssertEqual(both.specificity, 3)
        XCTAssertTrue(both.matches(Self.regularCompact))
        XCTAssertFalse(both.matches(Self.compactCompact))
        let width = try XCTUnwrap(IBVariationKey(parsing: "widthClass=compact"))
        XCTAssertTrue(width.matches(Self.compactCompact) && width.matches(Self.compactRegular))
        XCTAssertFalse(width.matches(Self.regularRegular))
        XCTAssertEqual(IBVariationKey.any.specificity, 0)
        XCTAssertTrue(IBVariationKey.any.matches(Self.regularRegular))
        let mac = try XCTUnwrap(IBVariationKey(parsing: "userInterfaceIdiom=mac"))
        XCTAssertFalse(IBTraits.all.contains { mac.matches($0) })
        XCTAssertNil(IBVariationKey(parsing: "widthClass=huge"))
        XCTAssertNil(IBVariationKey(parsing: "widthClass"))
        XCTAssertNil(IBVariationKey(parsing: ""))
    }

    /// A root view with `a` in every size class, `b` only in compact height, constraint `pin`
    /// in every class but regular × regular, `tall` only in compact height, and `gap` whose
    /// constant changes in regular width and in regular × regular.
    static let document = IBFixture.rootView(
        subviews: """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="a"/>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="b"/>
            """,
        constraints: """
            <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="pin"/>
            <constraint firstItem="a" firstAttribute="height" constant="100" id="tall"/>
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="gap">
                <variation key="widthClass=regular" constant="20"/>
                <variation key="heightClass=regular-widthClass=regular" constant="40"/>
            </constraint>
            """,
        extra: """
            <variation key="default">
                <mask key="constraints">
                    <exclude reference="tall"/>
                </mask>
                <mask key="subviews">
                    <exclude reference="b"/>
                </mask>
            </variation>
            <variation key="heightClass=compact">
                <mask key="constraints">
                    <include reference="tall"/>
                </mask>
                <mask key="subviews">
                    <include reference="b"/>
                </mask>
            </variation>
            <variation key="heightClass=regular-widthClass=regular" hidden="YES">
                <mask key="constraints">
                    <exclude reference="pin"/>
                </mask>
            </variation>
            """)

    func testVariationsAreKeptAsData() throws {
        let root = try XCTUnwrap(try IBFixture.read(Self.document).view(id: "root"))
        XCTAssertEqual(root.variations.map(\.key.text), ["default", "heightClass=compact", "heightClass=regular-widthClass=regular"])
        XCTAssertEqual(root.variations[0].constraints, IBMask(excluded: ["tall"]))
        XCTAssertEqual(root.variations[1].subviews, IBMask(included: ["b"]))
        XCTAssertEqual(root.variations[2].attributes, ["hidden": "YES"])
        XCTAssertEqual(root.constraints.map(\.id), ["pin", "tall", "gap"], "every constraint is listed, installed or not")
    }

    func testResolvedConstraintsAndSubviewsPerTraitPair() throws {
        let root = try XCTUnwrap(try IBFixture.read(Self.document).view(id: "root"))
        func installed(_ traits: IBTraits) -> [String] { root.constraints(for: traits).map(\.id) }
        XCTAssertEqual(installed(Self.compactRegular), ["pin", "gap"])
        XCTAssertEqual(installed(Self.compactCompact), ["pin", "tall", "gap"])
        XCTAssertEqual(installed(Self.regularCompact), ["pin", "tall", "gap"])
        XCTAssertEqual(installed(Self.regularRegular), ["gap"])
        XCTAssertEqual(root.subviews(for: Self.compactRegular).map(\.id), ["a"])
        XCTAssertEqual(root.subviews(for: Self.compactCompact).map(\.id), ["a", "b"])
        XCTAssertEqual(root.attributeOverrides(for: Self.regularRegular), ["hidden": "YES"])
        XCTAssertEqual(root.attributeOverrides(for: Self.compactRegular), [:])
    }

    func testConstantsPerTraitPair() throws {
        let root = try XCTUnwrap(try IBFixture.read(Self.document).view(id: "root"))
        func gap(_ traits: IBTraits) -> Double? { root.constraints(for: traits).first { $0.id == "gap" }?.constant }
        XCTAssertEqual(gap(Self.compactRegular), 8)
        XCTAssertEqual(gap(Self.compactCompact), 8)
        XCTAssertEqual(gap(Self.regularCompact), 20)
        XCTAssertEqual(gap(Self.regularRegular), 40, "the width-and-height variation is more specific than the width one")
    }

    func testVariationFrameAndFont() throws {
        let document = try IBFixture.read(
            IBFixture.rootView(
                subviews: """
                    <label text="Hi" id="hi">
                        <rect key="frame" x="0.0" y="0.0" width="20" height="20"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <variation key="heightClass=regular-widthClass=regular">
                            <fontDescription key="fontDescription" type="system" pointSize="30"/>
                        </variation>
                        <variation key="widthClass=compact">
                            <rect key="frame" x="5" y="5" width="20" height="20"/>
                        </variation>
                    </label>
                    """))
        let label = try XCTUnwrap(document.view(id: "hi"))
        XCTAssertEqual(label.variations.first?.font, IBFont(design: .system(weight: "regular"), pointSize: 30))
        XCTAssertEqual(label.variations.last?.frame, Rect(x: 5, y: 5, width: 20, height: 20))
    }

    func testBadKeysAndMissingReferencesAreWarnings() throws {
        let document = try IBFixture.read(
            IBFixture.rootView(
                subviews: "",
                extra: """
                    <variation key="widthClass=enormous"/>
                    <variation key="default">
                        <mask key="constraints">
                            <exclude reference="nothing"/>
                        </mask>
                    </variation>
                    """))
        XCTAssertEqual(document.diagnostics.map(\.kindName), ["malformed-value", "missing-reference"])
        XCTAssertEqual(document.diagnostics.last?.kind, .missingReference("reference", id: "nothing"))
        XCTAssertEqual(document.view(id: "root")?.variations.count, 1)
    }
}

extension IBTraits {
    /// The four size-class pairs.
    static let all = [IBSizeClass.compact, .regular].flatMap { horizontal in
        [IBSizeClass.compact, .regular].map { IBTraits(horizontal: horizontal, vertical: $0) }
    }
}
