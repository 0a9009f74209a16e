import AutoLayout
import Foundation
import Motion
import XCTest

@testable import Rigging

/// Docs/scene.schema.json against the loader: the same keys in every kind of object, the same
/// names where the schema lists them, every demo valid, and the fuzz corpus's scenes judged the
/// same way by both wherever the schema can judge. (`TestSupport.scene` and `loadError` check
/// every scene the other tests load against the schema too.)
final class SceneSchemaTests: XCTestCase {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The schema, read once for the whole test run.
    static let schema: Result<JSONSchema, Error> = Result {
        let url = repository.appendingPathComponent("Docs/scene.schema.json")
        return try JSONSchema(bytes: [UInt8](try Data(contentsOf: url)))
    }

    /// The schema's errors for a scene's JSON text (empty when it is valid).
    static func schemaErrors(_ bytes: [UInt8]) throws -> [String] {
        try schema.get().errors(try JSONValue.parse(bytes))
    }

    /// The member `key` of an object value.
    func member(_ value: JSONValue?, _ key: String) -> JSONValue? {
        guard case .object(let object)? = value else { return nil }
        return object[key]
    }

    func strings(_ value: JSONValue?) -> [String] {
        guard case .array(let items)? = value else { return [] }
        return items.compactMap { if case .string(let s) = $0 { s } else { nil } }
    }

    func testSchemaUsesOnlyKeywordsTheValidatorApplies() throws {
        _ = try Self.schema.get()
    }

    func testEveryDemoValidates() throws {
        let folder = Self.repository.appendingPathComponent("Demos")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        XCTAssertFalse(names.isEmpty)
        for name in names {
            let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
            XCTAssertEqual(try Self.schemaErrors(bytes), [], name)
        }
    }

    /// Every kind of object the loader reads has the same keys (aliases included) as the schema's
    /// object of that name, and the schema marks exactly the aliases deprecated.
    func testLoaderAcceptsExactlyTheSchemasKeys() throws {
        let document = try Self.schema.get().document
        for kind in SceneDecoder.ObjectKind.allCases {
            let object = kind == .scene ? document : try XCTUnwrap(member(member(document, "$defs"), kind.rawValue), kind.rawValue)
            guard case .object(let properties)? = member(object, "properties") else {
                XCTFail("the schema's \(kind.rawValue) lists no properties")
                continue
            }
            XCTAssertEqual(Set(properties.keys), Set(kind.keys).union(kind.aliases.keys), kind.rawValue)
            let deprecated = properties.members.filter { member($0.value, "deprecated") == .bool(true) }.map(\.key)
            XCTAssertEqual(Set(deprecated), Set(kind.aliases.keys), kind.rawValue)
            if kind != .curve {
                XCTAssertEqual(member(object, "additionalProperties"), .bool(false), "\(kind.rawValue) must list every key")
            }
        }
    }

    /// The names the schema enumerates are the ones the loader accepts.
    func testSchemaEnumsMatchTheLoader() throws {
        let document = try Self.schema.get().document
        let defs = member(document, "$defs")
        XCTAssertEqual(strings(member(member(defs, "option"), "enum")), VisualFormatOptions.namedOptions.map(\.name))
        let directions = strings(member(member(member(document, "properties"), "direction"), "enum"))
        XCTAssertEqual(directions, ["leftToRight", "rightToLeft"])
        for name in directions { XCTAssertNotNil(SceneDirection(rawValue: name)) }
        guard case .array(let timed)? = member(member(defs, "timedCurve"), "anyOf") else { return XCTFail("timedCurve") }
        let curveNames = strings(member(timed.first, "enum"))
        XCTAssertEqual(curveNames, ["linear", "easeIn", "easeOut", "easeInEaseOut", "default"])
        for name in curveNames { XCTAssertNotNil(TimingFunction.named(name), name) }
    }

    /// The committed scene fuzz inputs: a scene the loader accepts is valid, and a JSON document
    /// the schema refuses is one the loader refuses (the schema cannot see names or equations, so
    /// the loader may refuse more).
    func testSceneFuzzCorpusAgreesWithTheSchema() throws {
        let folder = Self.repository.appendingPathComponent("Fuzz/Corpus/Scene")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }.sorted()
        var accepted = 0
        var refusedBoth = 0
        for name in names {
            let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
            guard let json = try? JSONValue.parse(bytes) else { continue }
            let errors = try Self.schema.get().errors(json)
            do {
                _ = try PreparedScene(json: json, file: name)
                accepted += 1
                XCTAssertEqual(errors, [], "Fuzz/Corpus/Scene/\(name) loads but fails the schema")
            } catch {
                if !errors.isEmpty { refusedBoth += 1 }
            }
        }
        XCTAssertGreaterThan(accepted, 10)
        XCTAssertGreaterThan(refusedBoth, 10)
    }

    /// `"to"` is the new constant in `set` as in `animate`; `"constant"` is accepted in `set`
    /// (schema and loader alike), never beside `"to"`, and nowhere else.
    func testSetTakesToAndTheConstantAlias() throws {
        let base = #""root": {"size": [100, 100]}, "views": [{"name": "a"}], "constraints": [{"id": "h", "constraint": "a.height == 10"}]"#
        let spelled = try TestSupport.scene(#"{\#(base), "events": [{"at": 0, "set": {"constraint": "h", "to": 5}}]}"#)
        let aliased = try TestSupport.scene(#"{\#(base), "events": [{"at": 0, "set": {"constraint": "h", "constant": 5}}]}"#)
        XCTAssertEqual(spelled.events, aliased.events)
        XCTAssertEqual(spelled.events[0].sets.first?.constant, 5)

        let both = TestSupport.loadError(#"{\#(base), "events": [{"at": 0, "set": {"constraint": "h", "to": 5, "constant": 5}}]}"#)
        XCTAssertEqual(both?.path, "events[0].set.constant")
        XCTAssertEqual(both?.message, "\"constant\" is another spelling of \"to\": give one of them")
        let missing = TestSupport.loadError(#"{\#(base), "events": [{"at": 0, "set": {"constraint": "h"}}]}"#)
        XCTAssertEqual(missing?.message, "missing key \"to\"")
        let wrongType = TestSupport.loadError(#"{\#(base), "events": [{"at": 0, "set": {"constraint": "h", "constant": "5"}}]}"#)
        XCTAssertEqual(wrongType?.path, "events[0].set.constant")
        let inAnimate = TestSupport.loadError(#"{\#(base), "events": [{"at": 0, "animate": {"constraint": "h", "constant": 5}}]}"#)
        XCTAssertEqual(inAnimate?.path, "events[0].animate.constant")
    }
}
