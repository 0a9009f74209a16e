import AutoLayout

/// A dump that cannot be read back: the 1-based line and what was wrong.
public struct FrameDumpError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line of the dump that could not be read.
    public var line: Int
    /// What was wrong with the line.
    public var message: String
    /// The error as `line N: message`.
    public var description: String { "line \(line): \(message)" }
}

extension FrameDump {
    /// Reads a JSON Lines dump written by `jsonLines()`.
    public static func parse(jsonLines text: String) throws(FrameDumpError) -> FrameDump {
        try parse(jsonLines: Array(text.utf8))
    }

    /// Reads a JSON Lines dump given as UTF-8 bytes. Lines split at `\n` bytes (never inside a
    /// JSON string, where a newline is escaped); empty lines are skipped. A frame's members are
    /// read in the header's order when the line has them in that order (as `jsonLines()` writes
    /// them), else by name, so a dump of N views reads in time linear in N.
    package static func parse(jsonLines bytes: [UInt8]) throws(FrameDumpError) -> FrameDump {
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true)
        guard let first = lines.first else { throw FrameDumpError(line: 1, message: "empty dump") }
        let header: JSONObject
        do {
            header = try object(first, line: 1)
        } catch {
            throw misreading(bytes) ?? error
        }
        guard case .string(let scene)? = header["scene"], case .number(let hz)? = header["hz"],
            case .array(let viewValues)? = header["views"], case .array(let constantValues)? = header["constraints"]
        else {
            throw misreading(bytes) ?? FrameDumpError(line: 1, message: "expected a header with scene, hz, views and constraints")
        }
        let views = viewValues.compactMap { if case .string(let s) = $0 { s } else { nil } }
        let constants = constantValues.compactMap { if case .string(let s) = $0 { s } else { nil } }
        var dump = FrameDump(scene: scene, hz: Int(hz), views: views, constants: constants, frames: [])
        dump.frames.reserveCapacity(lines.count - 1)
        for (offset, lineBytes) in lines.dropFirst().enumerated() {
            let lineNumber = offset + 2
            let o = try object(lineBytes, line: lineNumber)
            guard case .number(let k)? = o["frame"], case .number(let t)? = o["t"],
                case .object(let viewObject)? = o["views"], case .object(let constantObject)? = o["constants"]
            else {
                throw FrameDumpError(line: lineNumber, message: "expected frame, t, views and constants")
            }
            var rects: [Rect] = []
            rects.reserveCapacity(views.count)
            for (name, value) in zip(views, values(viewObject, in: views)) {
                guard case .array(let c)? = value, c.count == 4 else {
                    throw FrameDumpError(line: lineNumber, message: "missing or malformed view \"\(name)\"")
                }
                let n = c.compactMap { if case .number(let v) = $0 { v } else { nil } }
                guard n.count == 4 else { throw FrameDumpError(line: lineNumber, message: "non-numeric frame for \"\(name)\"") }
                rects.append(Rect(x: n[0], y: n[1], width: n[2], height: n[3]))
            }
            var frameTransforms = FrameTransforms()
            if let value = o["transforms"] {
                guard case .object(let transforms) = value else {
                    throw FrameDumpError(line: lineNumber, message: "expected \"transforms\" to be an object")
                }
                for member in transforms.members {
                    guard let i = views.firstIndex(of: member.key) else {
                        throw FrameDumpError(line: lineNumber, message: "transform of unknown view \"\(member.key)\"")
                    }
                    guard case .array(let c) = member.value, c.count == 6 else {
                        throw FrameDumpError(line: lineNumber, message: "malformed transform of \"\(member.key)\": expected [a, b, c, d, tx, ty]")
                    }
                    let n = c.compactMap { if case .number(let v) = $0 { v } else { nil } }
                    guard n.count == 6 else { throw FrameDumpError(line: lineNumber, message: "non-numeric transform of \"\(member.key)\"") }
                    frameTransforms[i] = Transform2D(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
                }
            }
            var frameAlphas = FrameAlphas()
            if let value = o["alpha"] {
                guard case .object(let alphas) = value else {
                    throw FrameDumpError(line: lineNumber, message: "expected \"alpha\" to be an object")
                }
                for member in alphas.members {
                    guard let i = views.firstIndex(of: member.key) else {
                        throw FrameDumpError(line: lineNumber, message: "alpha of unknown view \"\(member.key)\"")
                    }
                    guard case .number(let alpha) = member.value, alpha >= 0, alpha <= 1 else {
                        throw FrameDumpError(line: lineNumber, message: "malformed alpha of \"\(member.key)\": expected a number from 0 to 1")
                    }
                    frameAlphas[i] = alpha
                }
            }
            var numbers: [Double] = []
            numbers.reserveCapacity(constants.count)
            for (name, value) in zip(constants, values(constantObject, in: constants)) {
                guard case .number(let v)? = value else {
                    throw FrameDumpError(line: lineNumber, message: "missing constant \"\(name)\"")
                }
                numbers.append(v)
            }
            var diagnostics = FrameDiagnostics()
            for key in ["breaks", "ambiguous"] {
                guard let value = o[key] else { continue }
                guard case .array(let items) = value else { throw FrameDumpError(line: lineNumber, message: "expected \"\(key)\" to be an array") }
                let texts = items.compactMap { if case .string(let s) = $0 { s } else { nil } }
                guard texts.count == items.count else { throw FrameDumpError(line: lineNumber, message: "expected \"\(key)\" to hold strings") }
                if key == "breaks" { diagnostics.breaks = texts } else { diagnostics.ambiguous = texts }
            }
            dump.frames.append(
                Frame(
                    tick: Int(k), time: t, views: rects, transforms: frameTransforms, alphas: frameAlphas, constants: numbers,
                    diagnostics: diagnostics))
        }
        return dump
    }

    /// The values of `object`'s members named `names`, in that order (nil for a missing one):
    /// read straight through when the members are in that order, else looked up by name.
    private static func values(_ object: JSONObject, in names: [String]) -> [JSONValue?] {
        let members = object.members
        if members.count == names.count, zip(members, names).allSatisfy({ $0.key == $1 }) { return members.map(\.value) }
        var byName: [String: JSONValue] = [:]
        for member in members { byName[member.key] = member.value }
        return names.map { byName[$0] }
    }

    /// What input whose first line is not a dump's header is, when it is something else a user
    /// may give by mistake: text that is not JSON (YAML, say), or a scene (one JSON object with a
    /// `root` or a `device`, as a rule over many lines); nil for anything else.
    static func misreading(_ bytes: [UInt8]) -> FrameDumpError? {
        let start = bytes.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF }
        guard let first = start.first else { return nil }
        if first != UInt8(ascii: "{") && first != UInt8(ascii: "[") {
            let line = String(decoding: start.prefix { $0 != 0x0A && $0 != 0x0D }.prefix(40), as: UTF8.self)
            return FrameDumpError(
                line: 1,
                message: "not JSON Lines: a frame dump is one JSON object per line, its header first, but this starts with "
                    + InputQuote.quoted(line))
        }
        guard case .object(let o)? = try? JSONValue.parse(Array(start)), o["root"] != nil || o["device"] != nil else { return nil }
        return FrameDumpError(
            line: 1,
            message: "this is a scene, not a frame dump: rig replay writes a scene's dump, and rig check replays a scene and compares it with one")
    }

    private static func object(_ bytes: ArraySlice<UInt8>, line: Int) throws(FrameDumpError) -> JSONObject {
        do {
            guard case .object(let o) = try JSONValue.parse(Array(bytes)) else {
                throw FrameDumpError(line: line, message: "expected a JSON object")
            }
            return o
        } catch let error as JSONSyntaxError {
            // The line is parsed alone: its JSON line is always 1, so only the column is news.
            throw FrameDumpError(line: line, message: "column \(error.column): \(error.message)")
        } catch let error as FrameDumpError {
            throw error
        } catch {
            throw FrameDumpError(line: line, message: "\(error)")
        }
    }

    /// Where `self` first differs from `expected`, as one sentence naming the frame, view and field
    /// (e.g. `frame 12 (t = 0.4), view purpleView, field height: expected 300, got 301`; a
    /// transform's `a` to `ty`, and `alpha`), or nil.
    /// Values compare after `NumberFormat` rounding, as the dump prints them.
    public func firstDifference(from expected: FrameDump) -> String? {
        if scene != expected.scene { return "header scene: expected \(expected.scene), got \(scene)" }
        if hz != expected.hz { return "header hz: expected \(expected.hz), got \(hz)" }
        if views != expected.views { return "header views: expected \(expected.views), got \(views)" }
        if constants != expected.constants { return "header constraints: expected \(expected.constants), got \(constants)" }
        for (index, (got, want)) in zip(frames, expected.frames).enumerated() {
            let label = "frame \(want.tick) (t = \(NumberFormat.exact(want.time)))"
            if got.tick != want.tick { return "line \(index + 2): expected frame \(want.tick), got \(got.tick)" }
            for (v, (a, b)) in zip(got.views, want.views).enumerated() {
                let at = got.transforms[v]
                let bt = want.transforms[v]
                for (f, (x, y)) in zip(a.components, b.components).enumerated()
                where NumberFormat.string(x) != NumberFormat.string(y) {
                    return
                        "\(label), view \(views[v]), field \(Rect.fieldNames[f]): expected \(NumberFormat.string(y)), got \(NumberFormat.string(x))"
                }
                for (f, (x, y)) in zip(at.components, bt.components).enumerated()
                where NumberFormat.string(x) != NumberFormat.string(y) {
                    return
                        "\(label), view \(views[v]), field \(Rect.transformFieldNames[f]): expected \(NumberFormat.string(y)), got \(NumberFormat.string(x))"
                }
                let (x, y) = (got.alphas[v], want.alphas[v])
                if NumberFormat.string(x) != NumberFormat.string(y) {
                    return "\(label), view \(views[v]), field alpha: expected \(NumberFormat.string(y)), got \(NumberFormat.string(x))"
                }
            }
            for (c, (x, y)) in zip(got.constants, want.constants).enumerated()
            where NumberFormat.string(x) != NumberFormat.string(y) {
                return "\(label), constant \(constants[c]): expected \(NumberFormat.string(y)), got \(NumberFormat.string(x))"
            }
        }
        if frames.count != expected.frames.count {
            return "frame count: expected \(expected.frames.count), got \(frames.count)"
        }
        return nil
    }
}
