import Foundation

@testable import Rigging

/// A JSON Schema (draft 2020-12) validator for the keywords Docs/scene.schema.json uses, and
/// no others: a schema with any other keyword is refused, so the schema cannot say something
/// this validator silently ignores.
///
/// Assertions: `type` (a name or a list; `integer` is a number without a fraction), `enum`,
/// `minimum`, `maximum`, `exclusiveMinimum`, `pattern`, `properties`, `required`,
/// `additionalProperties`, `propertyNames`, `items`, `prefixItems`, `minItems`, `maxItems`,
/// `anyOf`, `oneOf`, `not` and `$ref` to `#/$defs/NAME`. Annotations (`$schema`, `$defs`,
/// `title`, `description`, `default`, `deprecated`) are read past.
final class JSONSchema: @unchecked Sendable {
    /// A schema the validator cannot apply.
    struct Unsupported: Error, CustomStringConvertible {
        var description: String
    }

    /// The whole schema document (the root of `$ref`s).
    let document: JSONValue
    /// Every `pattern`, compiled once (never changed after `init`, hence `@unchecked Sendable`).
    private var patterns: [String: Regex<AnyRegexOutput>] = [:]

    static let assertions: Set<String> = [
        "type", "enum", "minimum", "maximum", "exclusiveMinimum", "pattern", "properties", "required",
        "additionalProperties", "propertyNames", "items", "prefixItems", "minItems", "maxItems", "anyOf", "oneOf",
        "not", "$ref",
    ]
    static let annotations: Set<String> = ["$schema", "$defs", "title", "description", "default", "deprecated"]

    /// Reads a schema and checks that it uses only the supported keywords.
    init(bytes: [UInt8]) throws {
        document = try JSONValue.parse(bytes)
        try checkKeywords(document, "#")
    }

    private func checkKeywords(_ schema: JSONValue, _ at: String) throws {
        guard case .object(let object) = schema else {
            throw Unsupported(description: "\(at): a schema must be an object (boolean schemas are not used)")
        }
        for (key, value) in object.members {
            guard Self.assertions.contains(key) || Self.annotations.contains(key) else {
                throw Unsupported(description: "\(at): unsupported keyword \"\(key)\"")
            }
            switch (key, value) {
            case ("properties", .object(let members)), ("$defs", .object(let members)):
                for (name, sub) in members.members { try checkKeywords(sub, "\(at)/\(key)/\(name)") }
            case ("items", _), ("not", _), ("propertyNames", _):
                try checkKeywords(value, "\(at)/\(key)")
            case ("additionalProperties", .object):
                try checkKeywords(value, "\(at)/\(key)")
            case ("anyOf", .array(let list)), ("oneOf", .array(let list)), ("prefixItems", .array(let list)):
                for (i, sub) in list.enumerated() { try checkKeywords(sub, "\(at)/\(key)/\(i)") }
            case ("$ref", .string(let ref)):
                guard ref.hasPrefix("#/$defs/") else { throw Unsupported(description: "\(at): $ref \(ref) is not local") }
            case ("pattern", .string(let pattern)):
                patterns[pattern] = try Regex(pattern)
            default:
                break
            }
        }
    }

    /// The subschema at `#/$defs/NAME`.
    func definition(_ name: String) -> JSONValue? {
        guard case .object(let top) = document, case .object(let defs)? = top["$defs"] else { return nil }
        return defs[name]
    }

    /// Every way `instance` fails the schema, as `path: message` (empty when it is valid).
    func errors(_ instance: JSONValue) -> [String] {
        var out: [String] = []
        validate(instance, document, "", &out)
        return out
    }

    private func validate(_ instance: JSONValue, _ schema: JSONValue, _ path: String, _ out: inout [String]) {
        guard case .object(let s) = schema else { return }
        func fail(_ message: String) { out.append((path.isEmpty ? "(document)" : path) + ": " + message) }
        func passes(_ sub: JSONValue) -> Bool {
            var scratch: [String] = []
            validate(instance, sub, path, &scratch)
            return scratch.isEmpty
        }

        if case .string(let ref)? = s["$ref"] {
            let name = String(ref.dropFirst("#/$defs/".count))
            if let target = definition(name) { validate(instance, target, path, &out) } else { fail("unresolved \(ref)") }
        }
        if let type = s["type"] {
            let names: [String]
            switch type {
            case .string(let name): names = [name]
            case .array(let list): names = list.compactMap { if case .string(let n) = $0 { n } else { nil } }
            default: names = []
            }
            if !names.contains(where: { Self.hasType(instance, $0) }) {
                fail("expected \(names.joined(separator: " or ")), found \(instance.kindDescription)")
            }
        }
        if case .array(let values)? = s["enum"], !values.contains(instance) {
            fail("not one of the allowed values")
        }
        if case .number(let n) = instance {
            if case .number(let limit)? = s["minimum"], n < limit { fail("\(n) is below the minimum \(limit)") }
            if case .number(let limit)? = s["maximum"], n > limit { fail("\(n) is above the maximum \(limit)") }
            if case .number(let limit)? = s["exclusiveMinimum"], n <= limit { fail("\(n) is not above \(limit)") }
        }
        if case .string(let text) = instance, case .string(let pattern)? = s["pattern"] {
            if (try? patterns[pattern]?.firstMatch(in: text)) == nil { fail("\"\(text)\" does not match \(pattern)") }
        }
        if case .object(let object) = instance {
            let properties: JSONObject? = if case .object(let p)? = s["properties"] { p } else { nil }
            if case .array(let required)? = s["required"] {
                for case .string(let key) in required where object[key] == nil { fail("missing \"\(key)\"") }
            }
            for (key, value) in object.members {
                let child = path.isEmpty ? key : path + "." + key
                if let sub = properties?[key] {
                    validate(value, sub, child, &out)
                } else if let additional = s["additionalProperties"] {
                    if additional == .bool(false) { fail("\"\(key)\" is not allowed") } else { validate(value, additional, child, &out) }
                }
                if let names = s["propertyNames"] { validate(.string(key), names, child, &out) }
            }
        }
        if case .array(let items) = instance {
            var prefix = 0
            if case .array(let schemas)? = s["prefixItems"] {
                prefix = schemas.count
                for (i, (item, sub)) in zip(items, schemas).enumerated() { validate(item, sub, "\(path)[\(i)]", &out) }
            }
            if let sub = s["items"] {
                for i in items.indices where i >= prefix { validate(items[i], sub, "\(path)[\(i)]", &out) }
            }
            if case .number(let n)? = s["minItems"], Double(items.count) < n { fail("fewer than \(Int(n)) items") }
            if case .number(let n)? = s["maxItems"], Double(items.count) > n { fail("more than \(Int(n)) items") }
        }
        if case .array(let list)? = s["anyOf"], !list.contains(where: passes) { fail("matches none of anyOf") }
        if case .array(let list)? = s["oneOf"] {
            let count = list.filter(passes).count
            if count != 1 { fail("matches \(count) of oneOf, not exactly one") }
        }
        if let sub = s["not"], passes(sub) { fail("matches a schema it must not") }
    }

    private static func hasType(_ value: JSONValue, _ name: String) -> Bool {
        switch (name, value) {
        case ("null", .null), ("boolean", .bool), ("number", .number), ("string", .string), ("array", .array),
            ("object", .object):
            return true
        case ("integer", .number(let n)):
            return n == n.rounded()
        default:
            return false
        }
    }
}
