import TestHelpers
import XCTest

@testable import AutoLayout

/// Random and mutated formats never crash; each parses to sane constraints or throws with a
/// caret inside the format. Set VFL_FUZZ_SEED to replay a run; every failure prints its seed.
final class VisualFormatFuzzTests: XCTestCase {
    static let corpus = [
        "H:|-[cancelButton]-12-[acceptButton]-|",
        "V:|[_redView(>=80@1000)][_purpleView(==0@750)]|",
        "|-[someButton(>=80@250)]-[someOtherButton(>=90@1000)]-|",
        "[someOtherButton(>=80,<=90)]",
        "V:|-80-[imageView]-30-[titleLabel(>=0)]-[artistLabel]-15-[button]-(>=0)-|",
        "V:[superview]-(<=1)-[subview]",
        "H:[self(theWidth@750)]",
        "[a]-(>=8,<=20@p)-[b(==a)]-m-[c(0x10)]|",
        "V:|-(-10)-[a(1e1,<=b@1)]->=0-[b]-(m@999.5)-|",
    ]
    static let views: Set<String> = [
        "a", "b", "c", "cancelButton", "acceptButton", "_redView", "_purpleView", "someButton",
        "someOtherButton", "imageView", "titleLabel", "artistLabel", "button", "superview",
        "subview", "self",
    ]
    static let metrics: [String: Double] = ["m": 12, "p": 750, "theWidth": 200, "nan": .nan, "huge": 1e300]
    /// Characters the grammar cares about, weighted by repetition, plus some it does not.
    static let alphabet = Array("[[[]]]||--((())),,@@==>><<:HVabcmp0123456789.exp_x -+ \t\u{0}é✓\r\n")

    func testRandomAndMutatedFormatsNeverCrash() {
        let seed = ProcessInfoSeed.value
        var random = SeededGenerator(seed: seed)
        var parsed = 0
        var rejected = 0
        for iteration in 0..<20_000 {
            let format: String
            if iteration % 2 == 0 {
                let length = Int.random(in: 0...24, using: &random)
                format = String((0..<length).map { _ in Self.alphabet.randomElement(using: &random) ?? "[" })
            } else {
                format = mutate(Self.corpus.randomElement(using: &random) ?? "[a]", using: &random)
            }
            let options =
                iteration % 3 == 0
                ? VisualFormatOptions(rawValue: UInt.random(in: 0...0xFFFFF, using: &random)) : []
            let noSuperview = Bool.random(using: &random) ? "a" : ""
            do {
                let made = try VisualFormatConstraint.constraints(
                    withVisualFormat: format, options: options, metrics: Self.metrics, views: Self.views,
                    spacing: VisualFormatSpacing(usesLayoutMargins: Bool.random(using: &random)),
                    hasSuperview: { $0 != noSuperview })
                parsed += 1
                for constraint in made {
                    guard constraint.multiplier == 1, constraint.constant.isFinite, constraint.priority.isValid else {
                        XCTFail("seed \(seed): \(format.debugDescription) made \(constraint)")
                        return
                    }
                }
            } catch {
                rejected += 1
                guard (0...format.utf16.count).contains(error.index),
                    (0...format.count).contains(error.characterIndex),
                    error.format == format, !error.description.isEmpty
                else {
                    XCTFail("seed \(seed): \(format.debugDescription) caret \(error.index)\n\(error)")
                    return
                }
            }
        }
        XCTAssertGreaterThan(parsed, 100, "seed \(seed): the mutations should keep many formats valid")
        XCTAssertGreaterThan(rejected, 5000, "seed \(seed)")
    }

    /// One to three random edits: insert, delete, replace, or duplicate a slice.
    func mutate(_ format: String, using random: inout SeededGenerator) -> String {
        var characters = Array(format)
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            let position = Int.random(in: 0...characters.count, using: &random)
            let character = Self.alphabet.randomElement(using: &random) ?? "-"
            switch Int.random(in: 0..<4, using: &random) {
            case 0:
                characters.insert(character, at: position)
            case 1 where position < characters.count:
                characters.remove(at: position)
            case 2 where position < characters.count:
                characters[position] = character
            default:
                let end = min(characters.count, position + Int.random(in: 0...4, using: &random))
                characters.insert(contentsOf: characters[position..<end], at: position)
            }
        }
        return String(characters)
    }
}

/// The fuzz seed: VFL_FUZZ_SEED if set, else a fresh random one (printed on any failure).
enum ProcessInfoSeed {
    static var value: UInt64 {
        ProcessInfo.processInfo.environment["VFL_FUZZ_SEED"].flatMap { UInt64($0) }
            ?? UInt64.random(in: .min ... .max)
    }
}
