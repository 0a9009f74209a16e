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
        let lines = text.split(separator: "\n", omittingEmptySubsequences: true)
        guard let first = lines.first else { throw FrameDumpError(line: 1, message: "empty dump") }
        let header = try object(String(first), line: 1)
        guard case .string(let scene)? = header["scene"], case .number(let hz)? = header["hz"],
              case .array(let viewValues)? = header["views"], case .array(let constantValues)? = header["constraints"] else {
            throw FrameDumpError(line: 1, message: "expected a header with scene, hz, views and constraints")
        }
        let views = viewValues.compactMap { if case .string(let s) = $0 { s } else { nil } }
        let constants = constantValues.compactMap { if case .string(let s) = $0 { s } else { nil } }
        var dump = FrameDump(scene: scene, hz: Int(hz), views: views, constants: constants, frames: [])
        for (offset, lineText) in lines.dropFirst().enumerated() {
            let lineNumber = offset + 2
            let o = try object(String(lineText), line: lineNumber)
            guard case .number(let k)? = o["frame"], case .number(let t)? = o["t"],
                  case .object(let viewObject)? = o["views"], case .object(let constantObject)? = o["constants"] else {
                throw FrameDumpError(line: lineNumber, message: "expected frame, t, views and constants")
            }
            var rects: [FrameRect] = []
            for name in views {
                guard case .array(let c)? = viewObject[name], c.count == 4 else {
                    throw FrameDumpError(line: lineNumber, message: "missing or malformed view \"\(name)\"")
                }
                let n = c.compactMap { if case .number(let v) = $0 { v } else { nil } }
                guard n.count == 4 else { throw FrameDumpError(line: lineNumber, message: "non-numeric frame for \"\(name)\"") }
                rects.append(FrameRect(x: n[0], y: n[1], width: n[2], height: n[3]))
            }
            var values: [Double] = []
            for name in constants {
                guard case .number(let v)? = constantObject[name] else {
                    throw FrameDumpError(line: lineNumber, message: "missing constant \"\(name)\"")
                }
                values.append(v)
            }
            dump.frames.append(Frame(tick: Int(k), time: t, views: rects, constants: values))
        }
        return dump
    }

    private static func object(_ text: String, line: Int) throws(FrameDumpError) -> JSONObject {
        do {
            guard case .object(let o) = try JSONValue.parse(text) else {
                throw FrameDumpError(line: line, message: "expected a JSON object")
            }
            return o
        } catch let error as JSONSyntaxError {
            throw FrameDumpError(line: line, message: error.description)
        } catch let error as FrameDumpError {
            throw error
        } catch {
            throw FrameDumpError(line: line, message: "\(error)")
        }
    }

    /// Where `self` first differs from `expected`, as one sentence naming the frame, view and field
    /// (e.g. `frame 12 (t = 0.4), view purpleView, field height: expected 300, got 301`), or nil.
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
                for (f, (x, y)) in zip(a.components, b.components).enumerated()
                where NumberFormat.string(x) != NumberFormat.string(y) {
                    return "\(label), view \(views[v]), field \(FrameRect.fieldNames[f]): expected \(NumberFormat.string(y)), got \(NumberFormat.string(x))"
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
