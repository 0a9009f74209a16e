import Foundation
import TestHelpers
import XCTest

@testable import AutoLayout

/// The font-file measurer on TrueType files built in the test (`TestFontFile`): advances,
/// kerning and metrics scale by `pointSize / unitsPerEm`; damaged files throw errors naming the
/// file, the table and the byte.
final class FontFileTextMeasurerTests: XCTestCase {
    func measurer(_ font: TestFontFile = TestFontFile()) throws -> FontFileTextMeasurer {
        FontFileTextMeasurer(regular: try FontFile(bytes: font.bytes, name: "Test.ttf"))
    }

    func testAdvancesAndMetricsScaleWithTheSize() throws {
        let m = try measurer()
        let f = Font(name: "Test", size: 20)  // 20 points per 1000 units
        XCTAssertEqual(m.advance(of: "a", in: f), 10)
        XCTAssertEqual(m.advance(of: "b", in: f), 10.4)
        XCTAssertEqual(m.width(of: "ab a", in: f), 10 + 10.4 + 5 + 10, accuracy: 1e-9)
        let metrics = m.metrics(for: f)
        XCTAssertEqual(metrics.ascender, 16)
        XCTAssertEqual(metrics.descender, -4)
        XCTAssertEqual(metrics.leading, 1.8, accuracy: 1e-9)
        XCTAssertEqual(metrics.lineHeight, 21.8, accuracy: 1e-9)
        XCTAssertEqual(m.advance(of: "z", in: f), 8, "an unmapped character takes .notdef's advance")
        XCTAssertEqual(m.advance(of: "😀", in: f), 8, "beyond the BMP in a format 4 map: .notdef")
    }

    func testKerningPairs() throws {
        for apple in [false, true] {
            var font = TestFontFile()
            font.appleKernHeader = apple
            let m = try measurer(font)
            let f = Font(name: "Test", size: 10)
            XCTAssertEqual(m.kerning(between: "A", and: "V", in: f), -0.8, accuracy: 1e-9)
            XCTAssertEqual(m.kerning(between: "V", and: "A", in: f), 0)
            XCTAssertEqual(m.width(of: "AV", in: f), 6 + 5.8 - 0.8, accuracy: 1e-9, "apple header: \(apple)")
        }
    }

    func testGPOSPairPositioningReplacesTheKernTable() throws {
        let f = Font(name: "Test", size: 10)
        for (format, ext) in [(1, false), (2, false), (1, true), (2, true)] {
            var font = TestFontFile()
            font.gposFormat = format
            font.gposExtension = ext
            let m = try measurer(font)
            let context = "format \(format), extension \(ext)"
            XCTAssertEqual(m.kerning(between: "A", and: "V", in: f), format == 1 ? -0.5 : -1, accuracy: 1e-9, context)
            XCTAssertEqual(m.kerning(between: "A", and: "a", in: f), format == 1 ? 0 : -0.2, accuracy: 1e-9, context)
            XCTAssertEqual(m.kerning(between: "V", and: "A", in: f), 0, context)
            XCTAssertEqual(m.width(of: "AV", in: f), 11.8 + (format == 1 ? -0.5 : -1), accuracy: 1e-9, context)
        }
    }

    func testFormat12MapAndSharedAdvances() throws {
        var font = TestFontFile()
        font.cmapFormat = 12
        font.glyphs.append(("😀", 1000))
        font.glyphs.append(("漢", 1000))
        font.sharedAdvances = 1  // 漢 repeats 😀's advance
        let m = try measurer(font)
        let f = Font(name: "Test", size: 10)
        XCTAssertEqual(m.advance(of: "😀", in: f), 10)
        XCTAssertEqual(m.advance(of: "漢", in: f), 10)
        XCTAssertEqual(m.advance(of: "A", in: f), 6)
    }

    func testOS2MetricsWhenHheaHasNone() throws {
        var font = TestFontFile()
        font.includeOS2 = true
        let metrics = try measurer(font).metrics(for: Font(name: "Test", size: 10))
        XCTAssertEqual(metrics.lineHeight, 10.9, accuracy: 1e-9)
    }

    func testWrapsAndSizesALabel() throws {
        let m = try measurer()
        let label = Label(name: "label", text: "ab ab ab", font: Font(name: "Test", size: 20), measurer: m)
        // Lines are 20.4 + 5 + 20.4 = 45.8 wide with a space; 21.8 high.
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 50
        XCTAssertEqual(m.lines(of: label.text, in: label.font, maxWidth: 50), ["ab ab", "ab"])
        XCTAssertEqual(label.intrinsicContentSize, Size(width: 46, height: 44))
        XCTAssertEqual(label.firstBaselineOffsetFromTop, 16)
    }

    func testBoldFaceForHeavyWeights() throws {
        var boldFont = TestFontFile()
        boldFont.glyphs = boldFont.glyphs.map { ($0.0, $0.1 + 50) }
        let m = FontFileTextMeasurer(
            regular: try FontFile(bytes: TestFontFile().bytes, name: "R.ttf"),
            bold: try FontFile(bytes: boldFont.bytes, name: "B.ttf"))
        XCTAssertEqual(m.advance(of: "a", in: Font(name: "T", size: 10)), 5)
        XCTAssertEqual(m.advance(of: "a", in: Font(name: "T", size: 10, weight: .medium)), 5)
        XCTAssertEqual(m.advance(of: "a", in: Font(name: "T", size: 10, weight: .semibold)), 5.5)
    }

    func testReadsAFileFromDisk() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rigging-test-\(UUID().uuidString).ttf").path
        try Data(TestFontFile().bytes).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        XCTAssertEqual(try FontFile(contentsOf: path).unitsPerEm, 1000)
        XCTAssertThrowsError(try FontFile(contentsOf: path + ".missing")) { error in
            guard let error = error as? FontFileError, case .unreadable = error.problem else { return XCTFail("\(error)") }
            XCTAssertTrue(error.file.hasSuffix(".missing"))
        }
    }

    func testErrorsNameTheFileTableAndByte() {
        func failure(_ bytes: [UInt8]) -> FontFileError? {
            do {
                _ = try FontFile(bytes: bytes, name: "Bad.ttf")
                return nil
            } catch { return error }
        }
        XCTAssertEqual(failure([0, 1]), FontFileError(file: "Bad.ttf", table: nil, offset: 0, problem: .truncated(needed: 4, available: 2)))
        XCTAssertEqual(failure(Array("wOFF0000".utf8))?.problem, .notAFont(signature: 0x774F_4646))
        // Without its kern pairs the file ends earlier; without `hmtx` it is refused by name.
        let good = TestFontFile().bytes
        let directory = (0..<Int(good[5])).map { 12 + 16 * $0 }
        guard let hmtxRecord = directory.first(where: { String(decoding: good[$0..<$0 + 4], as: UTF8.self) == "hmtx" }) else {
            return XCTFail("no hmtx record")
        }
        var renamed = good
        renamed.replaceSubrange(hmtxRecord..<hmtxRecord + 4, with: Array("xxxx".utf8))
        XCTAssertEqual(failure(renamed), FontFileError(file: "Bad.ttf", table: "hmtx", offset: nil, problem: .missingTable))
        XCTAssertEqual(failure(renamed)?.description, "Bad.ttf: table 'hmtx': missing")
        // A table record pointing past the end of the file.
        var truncated = good
        truncated.replaceSubrange(hmtxRecord + 12..<hmtxRecord + 16, with: TestFontFile.u32(100_000))
        XCTAssertEqual(failure(truncated)?.table, "hmtx")
        // unitsPerEm of 0.
        var font = TestFontFile()
        font.unitsPerEm = 0
        guard let zero = failure(font.bytes) else { return XCTFail("unitsPerEm 0 accepted") }
        XCTAssertEqual(zero.table, "head")
        XCTAssertEqual(zero.problem, .invalidValue(field: "unitsPerEm", value: 0))
        XCTAssertTrue(zero.description.hasPrefix("Bad.ttf: table 'head' at byte "), zero.description)
    }

    func testNoSupportedCharacterMap() {
        var bytes = TestFontFile().bytes
        // Find the cmap subtable's format field (4) and make it format 6.
        let directory = (0..<Int(bytes[5])).map { 12 + 16 * $0 }
        guard let record = directory.first(where: { String(decoding: bytes[$0..<$0 + 4], as: UTF8.self) == "cmap" }) else {
            return XCTFail("no cmap record")
        }
        let offset = Int(bytes[record + 8]) << 24 | Int(bytes[record + 9]) << 16 | Int(bytes[record + 10]) << 8 | Int(bytes[record + 11])
        bytes[offset + 12 + 1] = 6
        XCTAssertThrowsError(try FontFile(bytes: bytes, name: "Bad.ttf")) { error in
            XCTAssertEqual(
                error as? FontFileError,
                FontFileError(file: "Bad.ttf", table: "cmap", offset: nil, problem: .unsupportedCharacterMap(formats: [6])))
        }
    }

    func testRandomDamageNeverCrashes() {
        var generator = SeededGenerator(seed: 0xF0_47)
        var withGPOS = TestFontFile()
        withGPOS.gposFormat = 2
        for round in 0..<3000 {
            let good = round % 2 == 0 ? TestFontFile().bytes : withGPOS.bytes
            var bytes = good
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
            if Bool.random(using: &generator) { bytes.removeLast(Int.random(in: 0..<bytes.count, using: &generator)) }
            if let file = try? FontFile(bytes: bytes, name: "Fuzz.ttf") {
                let m = FontFileTextMeasurer(regular: file)
                _ = m.size(of: "AV ab-a 漢😀", in: Font(name: "F", size: 12), maxWidth: 20)
            }
        }
    }
}
