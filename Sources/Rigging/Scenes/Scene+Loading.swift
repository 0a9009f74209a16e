import AutoLayout
import Cassowary
import Foundation
import Motion

extension Scene {
    /// Loads a scene file (`-` reads standard input). Any readable path works: a regular file, a
    /// FIFO, a process substitution (`/dev/fd/63`), a character device.
    public static func load(path: String) throws(SceneError) -> Scene {
        try load(bytes: try SceneFile.read(path), file: path)
    }

    /// Loads a scene from JSON bytes; `file` names it in errors and gives the default name.
    public static func load(bytes: [UInt8], file: String? = nil) throws(SceneError) -> Scene {
        try PreparedScene.load(bytes: bytes, file: file).scene
    }

    /// Loads a scene from JSON text.
    public static func load(text: String, file: String? = nil) throws(SceneError) -> Scene {
        try load(bytes: Array(text.utf8), file: file)
    }

}

extension PreparedScene {
    /// Loads and prepares a scene file (`-` reads standard input): `Scene.load(path:)` keeping
    /// the constraint table it builds.
    public static func load(path: String) throws(SceneError) -> PreparedScene {
        try load(bytes: try SceneFile.read(path), file: path)
    }

    /// Loads and prepares a scene from JSON bytes; `file` names it in errors and gives the default name.
    public static func load(bytes: [UInt8], file: String? = nil) throws(SceneError) -> PreparedScene {
        let json: JSONValue
        do {
            json = try JSONValue.parse(bytes)
        } catch {
            throw SceneError(file: file, path: "", problem: SceneDecoder.misreading(bytes) ?? .syntax(error))
        }
        return try PreparedScene(json: json, file: file)
    }

    /// Decodes the JSON (what JSON can get wrong), then checks and prepares the value.
    init(json: JSONValue, file: String?) throws(SceneError) {
        var decoder = SceneDecoder(file: file)
        try self.init(try decoder.decode(json), file: file)
    }
}

/// Turns a JSON value into a `Scene`, keeping the JSON path for errors. It checks what JSON can
/// get wrong (kinds of values, keys, spellings of names such as curves and attributes); names,
/// references, ranges and the timeline are `SceneValidator`'s, which checks every scene whatever
/// made it.
struct SceneDecoder {
    let file: String?
    /// The names read so far (views and guides), so that a selector with a misspelt attribute
    /// reports an unknown view first, as the validator would.
    var viewNameSet: Set<String> = []
    /// The root's name: a view's parent when it names none.
    var rootName = "view"

    init(file: String?) { self.file = file }

    func fail(_ path: String, _ problem: SceneError.Problem) -> SceneError {
        SceneError(file: file, path: path, problem: problem)
    }

    static func child(_ path: String, _ key: String) -> String { path.isEmpty ? key : path + "." + key }

    // MARK: Keys

    /// The kinds of JSON object a scene holds, each named as in Docs/scene.md and as the
    /// `$defs` of Docs/scene.schema.json (the scene itself is the schema's top level).
    enum ObjectKind: String, CaseIterable, Sendable {
        case scene, root, view, stack, transform, transformChange, insets, margins, directionalMargins, priorities, guide, spacing, constraint, event,
            animate, set,
            curve, spring, transition, label, button, font

        /// The keys the loader reads in this kind of object, in the order the reference lists them.
        var keys: [String] {
            switch self {
            case .scene:
                [
                    "name", "description", "device", "orientation", "root", "views", "guides", "metrics", "spacing",
                    "direction", "constraints", "hz", "duration", "events",
                ]
            case .root:
                [
                    "name", "size", "safeArea", "scale", "layoutMargins", "directionalLayoutMargins",
                    "insetsLayoutMarginsFromSafeArea", "additionalSafeAreaInsets",
                ]
            case .view:
                [
                    "name", "parent", "intrinsic", "frame", "alignmentRectInsets", "hugging", "compression", "layoutMargins",
                    "directionalLayoutMargins",
                    "insetsLayoutMarginsFromSafeArea", "preservesSuperviewLayoutMargins", "additionalSafeAreaInsets",
                    "hidden", "stack", "transform", "label", "button", "firstBaseline", "lastBaseline",
                ]
            case .stack:
                [
                    "axis", "distribution", "alignment", "spacing", "arranged", "customSpacing", "layoutMarginsRelative",
                    "baselineRelative",
                ]
            case .transform: ["scale", "rotation", "translation"]
            case .transformChange: ["scale", "rotation", "translation", "curve", "duration"]
            case .insets: ["top", "left", "bottom", "right"]
            case .margins: ["top", "left", "bottom", "right", "leading", "trailing"]
            case .directionalMargins: ["top", "leading", "bottom", "trailing"]
            case .priorities: ["horizontal", "vertical"]
            case .guide: ["name", "owner"]
            case .spacing: ["sibling", "superview", "margins"]
            case .constraint: ["id", "vfl", "options", "metrics", "constraint", "active"]
            case .event:
                [
                    "at", "animate", "set", "activate", "deactivate", "hide", "show", "resize", "safeArea", "orientation", "transform",
                    "transition",
                ]
            case .animate: ["constraint", "to", "curve", "duration"]
            case .set: ["constraint", "to"]
            case .curve: ["exponential", "bezier", "spring"]
            case .spring: ["mass", "stiffness", "damping", "initialVelocity"]
            case .transition: ["duration", "curve", "additive"]
            case .label: ["text", "font", "lines", "lineBreakMode", "alignment"]
            case .button: ["title", "font", "contentInsets"]
            case .font: ["size", "weight", "family"]
            }
        }

        /// Other spellings the loader accepts, each mapped to its key. A new constant is `"to"` in
        /// both `set` and `animate`; a `set` may also call it `"constant"` (NSLayoutConstraint's name).
        var aliases: [String: String] {
            switch self {
            case .set: ["constant": "to"]
            default: [:]
            }
        }
    }

    /// `value` as an object of `kind`: every key must be one of the kind's keys or aliases, and
    /// an alias may not stand beside its key. The caller reads an alias where it reads the key.
    func object(_ value: JSONValue, _ path: String, kind: ObjectKind) throws(SceneError) -> JSONObject {
        guard case .object(let object) = value else { throw fail(path, .expected("an object", found: value.kindDescription)) }
        let keys = kind.keys
        let aliases = kind.aliases
        for key in object.keys where !keys.contains(key) && aliases[key] == nil {
            throw fail(Self.child(path, key), .unknownKey(key, allowed: keys))
        }
        for (alias, key) in aliases.sorted(by: { $0.key < $1.key }) {
            guard object[alias] != nil, object[key] != nil else { continue }
            throw fail(Self.child(path, alias), .invalid("\"\(alias)\" is another spelling of \"\(key)\": give one of them"))
        }
        return object
    }

    func array(_ value: JSONValue, _ path: String) throws(SceneError) -> [JSONValue] {
        guard case .array(let array) = value else { throw fail(path, .expected("an array", found: value.kindDescription)) }
        return array
    }

    func string(_ value: JSONValue, _ path: String) throws(SceneError) -> String {
        guard case .string(let string) = value else { throw fail(path, .expected("a string", found: value.kindDescription)) }
        return string
    }

    func number(_ value: JSONValue, _ path: String) throws(SceneError) -> Double {
        guard case .number(let number) = value else { throw fail(path, .expected("a number", found: value.kindDescription)) }
        guard number.isFinite else { throw fail(path, .invalid("expected a finite number")) }
        // The solver would refuse it later, less precisely: say so here, at the key.
        guard abs(number) <= Solver.magnitudeLimit else { throw fail(path, .invalid("expected a number within ±1e15")) }
        return number
    }

    func bool(_ value: JSONValue, _ path: String) throws(SceneError) -> Bool {
        guard case .bool(let bool) = value else { throw fail(path, .expected("true or false", found: value.kindDescription)) }
        return bool
    }

    func size(_ value: JSONValue, _ path: String) throws(SceneError) -> Size {
        let items = try array(value, path)
        guard items.count == 2 else { throw fail(path, .expected("[width, height]", found: "\(items.count) numbers")) }
        return Size(width: try number(items[0], path + "[0]"), height: try number(items[1], path + "[1]"))
    }

    func metrics(_ value: JSONValue, _ path: String) throws(SceneError) -> [String: Double] {
        guard case .object(let object) = value else { throw fail(path, .expected("an object", found: value.kindDescription)) }
        var result: [String: Double] = [:]
        for (key, item) in object.members { result[key] = try number(item, Self.child(path, key)) }
        return result
    }

    // MARK: The document

    /// What input that is not a scene's JSON is, when it is something else a user may give by
    /// mistake: text that is not JSON at all (YAML, say), or a frame dump (JSON Lines, whose first
    /// line is a header object with `"scene"` and `"hz"`).
    static func misreading(_ bytes: [UInt8]) -> SceneError.Problem? {
        let start = bytes.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF }
        guard let first = start.first else { return nil }
        if first != UInt8(ascii: "{") && first != UInt8(ascii: "[") {
            let line = start.prefix { $0 != 0x0A && $0 != 0x0D }.prefix(40)
            return .notJSON(start: String(decoding: line, as: UTF8.self))
        }
        let header = start.prefix { $0 != 0x0A }
        if let json = try? JSONValue.parse(Array(header)), isDumpHeader(json) { return .frameDump }
        return nil
    }

    /// Whether `json` is a frame dump's header line (`{"scene": ..., "hz": ..., "views": [...]}`, no `"root"`).
    static func isDumpHeader(_ json: JSONValue) -> Bool {
        guard case .object(let o) = json else { return false }
        return o["scene"] != nil && o["hz"] != nil && o["views"] != nil && o["root"] == nil
    }

    mutating func decode(_ json: JSONValue) throws(SceneError) -> Scene {
        if Self.isDumpHeader(json) { throw fail("", .frameDump) }
        let top = try object(json, "", kind: .scene)
        var name = file.map { Self.baseName($0) } ?? "scene"
        if let value = top["name"] { name = try string(value, "name") }
        if let value = top["description"] { _ = try string(value, "description") }

        let device = try sceneDevice(top)
        let rootObject = try top["root"].map { v throws(SceneError) in try object(v, "root", kind: .root) } ?? JSONObject([])
        guard device != nil || top["root"] != nil else { throw fail("", .missingKey("root")) }
        let rootName = try rootObject["name"].map { v throws(SceneError) in try string(v, "root.name") } ?? "view"
        var root: SceneRoot
        if let device {
            for key in ["size", "safeArea"] where rootObject[key] != nil {
                throw fail("root." + key, .invalid("the device \(InputQuote.quoted(device.device.id)) gives the root its \(key); remove one of them"))
            }
            root = SceneRoot(name: rootName, device: device)
        } else {
            guard let rootSize = rootObject["size"] else { throw fail("root", .missingKey("size")) }
            root = SceneRoot(name: rootName, size: try size(rootSize, "root.size"))
            if let value = rootObject["safeArea"] { root.safeArea = try insets(value, "root.safeArea") }
        }
        if let value = rootObject["scale"] {
            root.scale = try number(value, "root.scale")
            guard root.scale >= 0 else { throw fail("root.scale", .invalid("expected a scale >= 0 (pixels per point; 0 keeps frames exact)")) }
        }
        root.layout = try viewLayout(rootObject, "root")
        viewNameSet = [rootName]
        self.rootName = rootName

        var views: [SceneView] = []
        if let value = top["views"] {
            for (i, item) in try array(value, "views").enumerated() {
                let view = try decodeView(item, "views[\(i)]")
                views.append(view)
                viewNameSet.insert(view.name)
            }
        }

        var guides: [SceneGuide] = []
        if let value = top["guides"] {
            for (i, item) in try array(value, "guides").enumerated() {
                let path = "guides[\(i)]"
                let o = try object(item, path, kind: .guide)
                guard let nameValue = o["name"] else { throw fail(path, .missingKey("name")) }
                guard let ownerValue = o["owner"] else { throw fail(path, .missingKey("owner")) }
                let name = try string(nameValue, path + ".name")
                guides.append(SceneGuide(name: name, owner: try string(ownerValue, path + ".owner")))
                viewNameSet.insert(name)  // events may select a guide's constraints as a view's
            }
        }

        let sceneMetrics = try top["metrics"].map { v throws(SceneError) in try metrics(v, "metrics") } ?? [:]
        var spacing = VisualFormatSpacing.standard
        if let value = top["spacing"] {
            let o = try object(value, "spacing", kind: .spacing)
            if let v = o["sibling"] { spacing.sibling = try number(v, "spacing.sibling") }
            if let v = o["superview"] { spacing.superview = try number(v, "spacing.superview") }
            if let v = o["margins"] { spacing.usesLayoutMargins = try bool(v, "spacing.margins") }
        }
        var direction = SceneDirection.leftToRight
        if let value = top["direction"] {
            let text = try string(value, "direction")
            guard let parsed = SceneDirection(rawValue: text) else {
                throw fail("direction", .expected("\"leftToRight\" or \"rightToLeft\"", found: InputQuote.quoted(text)))
            }
            direction = parsed
        }

        var constraints: [SceneConstraint] = []
        if let value = top["constraints"] {
            for (i, item) in try array(value, "constraints").enumerated() {
                constraints.append(try decodeConstraint(item, "constraints[\(i)]", sceneMetrics: sceneMetrics))
            }
        }

        var hz = 30
        if let value = top["hz"] {
            let number = try number(value, "hz")
            guard number == number.rounded(), number >= 1, number <= 1000 else {
                throw fail("hz", .invalid("hz must be a whole number from 1 to 1000, found \(NumberFormat.exact(number))"))
            }
            hz = Int(number)
        }
        var duration = 0.0
        if let value = top["duration"] { duration = try number(value, "duration") }

        var events: [SceneEvent] = []
        if let value = top["events"] {
            for (i, item) in try array(value, "events").enumerated() { events.append(try decodeEvent(item, "events[\(i)]")) }
        }
        return Scene(
            name: name, root: root, views: views, guides: guides, metrics: sceneMetrics, spacing: spacing, direction: direction,
            constraints: constraints, hz: hz, duration: duration, events: events)
    }

    /// The scene's `"device"` (an id or marketing name, as `Device.lookup` takes it) and
    /// `"orientation"` (`"portrait"`, the default, or `"landscape"`); nil without a device.
    func sceneDevice(_ top: JSONObject) throws(SceneError) -> SceneDevice? {
        let orientation = try top["orientation"].map { v throws(SceneError) in try self.orientation(v, "orientation") } ?? .portrait
        guard let value = top["device"] else {
            if top["orientation"] != nil { throw fail("orientation", .invalid("an orientation needs a \"device\" to turn")) }
            return nil
        }
        let name = try string(value, "device")
        do {
            return SceneDevice(try Device.lookup(name), orientation: orientation)
        } catch {
            throw fail("device", .invalid(error.description))
        }
    }

    /// `"portrait"` or `"landscape"`.
    func orientation(_ value: JSONValue, _ path: String) throws(SceneError) -> Device.Orientation {
        let text = try string(value, path)
        guard let parsed = Device.Orientation(rawValue: text) else {
            throw fail(path, .expected("\"portrait\" or \"landscape\"", found: InputQuote.quoted(text)))
        }
        return parsed
    }

    static func baseName(_ file: String) -> String {
        if file == "-" { return "stdin" }
        let last = file.split(separator: "/").last.map(String.init) ?? file
        if let dot = last.lastIndex(of: "."), dot != last.startIndex { return String(last[..<dot]) }
        return last
    }

    mutating func decodeView(_ value: JSONValue, _ path: String) throws(SceneError) -> SceneView {
        let o = try object(value, path, kind: .view)
        guard let nameValue = o["name"] else { throw fail(path, .missingKey("name")) }
        let name = try string(nameValue, path + ".name")
        var parent = rootName
        if let value = o["parent"] { parent = try string(value, path + ".parent") }
        var intrinsic: (Double?, Double?) = (nil, nil)
        if let value = o["intrinsic"] {
            let items = try array(value, path + ".intrinsic")
            guard items.count == 2 else {
                throw fail(path + ".intrinsic", .expected("[width, height] (null for no intrinsic metric)", found: "\(items.count) values"))
            }
            func axis(_ item: JSONValue, _ p: String) throws(SceneError) -> Double? {
                item == .null ? nil : try number(item, p)
            }
            intrinsic = (try axis(items[0], path + ".intrinsic[0]"), try axis(items[1], path + ".intrinsic[1]"))
        }
        var view = SceneView(
            name: name, parent: parent, intrinsicWidth: intrinsic.0, intrinsicHeight: intrinsic.1,
            layout: try viewLayout(o, path), stack: try o["stack"].map { v throws(SceneError) in try decodeStack(v, path + ".stack") },
            isHidden: try o["hidden"].map { v throws(SceneError) in try bool(v, path + ".hidden") } ?? false)
        if let value = o["transform"] { view.transform = try viewTransform(value, path + ".transform") }
        if let value = o["frame"] {
            let items = try array(value, path + ".frame")
            guard items.count == 4 else { throw fail(path + ".frame", .expected("[x, y, width, height]", found: "\(items.count) values")) }
            var numbers: [Double] = []
            for (i, item) in items.enumerated() { numbers.append(try number(item, path + ".frame[\(i)]")) }
            view.frame = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        }
        if let value = o["alignmentRectInsets"] { view.alignmentRectInsets = try insets(value, path + ".alignmentRectInsets") }
        switch (o["label"], o["button"]) {
        case (let value?, nil): view.text = try decodeText(value, path + ".label", kind: .label)
        case (nil, let value?): view.text = try decodeText(value, path + ".button", kind: .button)
        case (nil, nil): break
        case (_?, _?): throw fail(path + ".button", .invalid("a view is a \"label\" or a \"button\", not both"))
        }
        return view
    }

    // MARK: Margins, safe area, priorities

    /// The layout keys of a view or root object (a root object has no priorities or preserved margins).
    func viewLayout(_ o: JSONObject, _ path: String) throws(SceneError) -> SceneViewLayout {
        var layout = SceneViewLayout()
        switch (o["layoutMargins"], o["directionalLayoutMargins"]) {
        case (let value?, nil): layout.layoutMargins = try margins(value, path + ".layoutMargins")
        case (nil, let value?):
            let m = try edges(value, path + ".directionalLayoutMargins", kind: .directionalMargins)
            layout.layoutMargins = .directional(
                DirectionalEdgeInsets(
                    top: m["top"] ?? 8, leading: m["leading"] ?? 8,
                    bottom: m["bottom"] ?? 8, trailing: m["trailing"] ?? 8))
        case (nil, nil): break
        case (_?, _?):
            throw fail(path + ".directionalLayoutMargins", .invalid("give either \"layoutMargins\" or \"directionalLayoutMargins\", not both"))
        }
        if let v = o["insetsLayoutMarginsFromSafeArea"] {
            layout.insetsLayoutMarginsFromSafeArea = try bool(v, path + ".insetsLayoutMarginsFromSafeArea")
        }
        if let v = o["preservesSuperviewLayoutMargins"] {
            layout.preservesSuperviewLayoutMargins = try bool(v, path + ".preservesSuperviewLayoutMargins")
        }
        if let v = o["additionalSafeAreaInsets"] { layout.additionalSafeAreaInsets = try insets(v, path + ".additionalSafeAreaInsets") }
        if let v = o["hugging"] { layout.hugging = try priorities(v, path + ".hugging") }
        if let v = o["compression"] { layout.compression = try priorities(v, path + ".compression") }
        if let v = o["firstBaseline"] { layout.firstBaseline = try number(v, path + ".firstBaseline") }
        if let v = o["lastBaseline"] { layout.lastBaseline = try number(v, path + ".lastBaseline") }
        return layout
    }

    /// An object of `kind` whose keys are edge names with numbers (absent edges are left out).
    func edges(_ value: JSONValue, _ path: String, kind: ObjectKind) throws(SceneError) -> [String: Double] {
        let o = try object(value, path, kind: kind)
        var result: [String: Double] = [:]
        for key in kind.keys {
            if let v = o[key] { result[key] = try number(v, path + "." + key) }
        }
        return result
    }

    /// `{"top", "left", "bottom", "right"}`, absent edges 0.
    func insets(_ value: JSONValue, _ path: String) throws(SceneError) -> EdgeInsets {
        let e = try edges(value, path, kind: .insets)
        return EdgeInsets(top: e["top"] ?? 0, left: e["left"] ?? 0, bottom: e["bottom"] ?? 0, right: e["right"] ?? 0)
    }

    /// Margins by left and right, or by leading and trailing (directional); absent edges keep 8.
    func margins(_ value: JSONValue, _ path: String) throws(SceneError) -> SceneMargins {
        let e = try edges(value, path, kind: .margins)
        let directional = e["leading"] != nil || e["trailing"] != nil
        if directional, let side = ["left", "right"].first(where: { e[$0] != nil }) {
            throw fail(path + "." + side, .invalid("margins take \"left\" and \"right\" or \"leading\" and \"trailing\", not both"))
        }
        if directional {
            return .directional(
                DirectionalEdgeInsets(
                    top: e["top"] ?? 8, leading: e["leading"] ?? 8,
                    bottom: e["bottom"] ?? 8, trailing: e["trailing"] ?? 8))
        }
        return .absolute(EdgeInsets(top: e["top"] ?? 8, left: e["left"] ?? 8, bottom: e["bottom"] ?? 8, right: e["right"] ?? 8))
    }

    /// `{"horizontal", "vertical"}` priorities.
    func priorities(_ value: JSONValue, _ path: String) throws(SceneError) -> SceneAxisPriorities {
        let o = try object(value, path, kind: .priorities)
        var result = SceneAxisPriorities()
        if let v = o["horizontal"] { result.horizontal = try number(v, path + ".horizontal") }
        if let v = o["vertical"] { result.vertical = try number(v, path + ".vertical") }
        return result
    }

    func decodeConstraint(_ value: JSONValue, _ path: String, sceneMetrics: [String: Double]) throws(SceneError) -> SceneConstraint {
        let o = try object(value, path, kind: .constraint)
        let id = try o["id"].map { v throws(SceneError) in try string(v, path + ".id") }
        let isActive = try o["active"].map { v throws(SceneError) in try bool(v, path + ".active") } ?? true
        switch (o["vfl"], o["constraint"]) {
        case (let vfl?, nil):
            let format = try string(vfl, path + ".vfl")
            var names: [String] = []
            if let value = o["options"] {
                for (i, item) in try array(value, path + ".options").enumerated() {
                    names.append(try string(item, path + ".options[\(i)]"))
                }
            }
            let options: VisualFormatOptions
            do {
                options = try VisualFormatOptions(names: names)
            } catch {
                throw fail(path + ".options[\(error.index)]", .invalid(error.description))
            }
            var merged = sceneMetrics
            if let value = o["metrics"] {
                for (key, metric) in try metrics(value, path + ".metrics") { merged[key] = metric }
            }
            return SceneConstraint(id: id, source: .visualFormat(format, options: options, metrics: merged), isActive: isActive)
        case (nil, let text?):
            for key in ["options", "metrics"] where o[key] != nil {
                throw fail(path + "." + key, .invalid("\"\(key)\" applies only to \"vfl\" entries"))
            }
            let equation = try string(text, path + ".constraint")
            return SceneConstraint(id: id, source: .equation(equation), isActive: isActive)
        case (nil, nil):
            throw fail(path, .missingKey("vfl\" or \"constraint"))
        case (_?, _?):
            throw fail(path, .invalid("an entry has either \"vfl\" or \"constraint\", not both"))
        }
    }

    // MARK: Events

    func decodeEvent(_ value: JSONValue, _ path: String) throws(SceneError) -> SceneEvent {
        let o = try object(value, path, kind: .event)
        guard let atValue = o["at"] else { throw fail(path, .missingKey("at")) }
        var event = SceneEvent(
            time: try number(atValue, path + ".at"), tick: 0, animations: [], sets: [], activate: [], deactivate: [],
            resize: nil, transition: nil)
        if let v = o["animate"] {
            for (item, p) in try oneOrMany(v, path + ".animate") { event.animations.append(try decodeAnimation(item, p)) }
        }
        if let v = o["set"] {
            for (item, p) in try oneOrMany(v, path + ".set") {
                let s = try object(item, p, kind: .set)
                guard let c = s["constraint"] else { throw fail(p, .missingKey("constraint")) }
                let key = s["to"] == nil && s["constant"] != nil ? "constant" : "to"
                guard let k = s[key] else { throw fail(p, .missingKey("to")) }
                event.sets.append((try reference(c, p + ".constraint"), try number(k, p + "." + key)))
            }
        }
        for key in ["activate", "deactivate"] {
            guard let v = o[key] else { continue }
            var refs: [SceneConstraintReference] = []
            for (i, item) in try array(v, path + "." + key).enumerated() {
                refs.append(try reference(item, path + ".\(key)[\(i)]"))
            }
            if key == "activate" { event.activate = refs } else { event.deactivate = refs }
        }
        if let v = o["hide"] { event.hide = try viewList(v, path + ".hide") }
        if let v = o["show"] { event.show = try viewList(v, path + ".show") }
        if let v = o["resize"] { event.resize = try size(v, path + ".resize") }
        if let v = o["safeArea"] { event.safeArea = try insets(v, path + ".safeArea") }
        if let v = o["orientation"] { event.orientation = try orientation(v, path + ".orientation") }
        if let v = o["transform"] { event.transforms = try transformChanges(v, path + ".transform") }
        if let v = o["transition"] { event.transition = try decodeTransition(v, path + ".transition") }
        return event
    }

    func oneOrMany(_ value: JSONValue, _ path: String) throws(SceneError) -> [(JSONValue, String)] {
        if case .array(let items) = value { return items.enumerated().map { ($1, path + "[\($0)]") } }
        return [(value, path)]
    }

    /// An id (no dot; bound to its entry by the validator) or a selector `view.attribute`.
    func reference(_ value: JSONValue, _ path: String) throws(SceneError) -> SceneConstraintReference {
        let text = try string(value, path)
        guard let dot = text.lastIndex(of: ".") else { return .id(text, entry: -1) }
        let view = String(text[..<dot])
        let attributeName = String(text[text.index(after: dot)...])
        guard let attribute = LayoutAttribute(rawValue: attributeName), attribute != .notAnAttribute else {
            // An unknown view is the validator's to report; a misspelt attribute is a spelling.
            guard viewNameSet.contains(view) else { return .selector(view: view, attribute: .notAnAttribute) }
            let names = LayoutAttribute.allCases.filter { $0 != .notAnAttribute }.map(\.rawValue)
            throw fail(
                path,
                .invalid(
                    "\(InputQuote.quoted(attributeName)) in \(InputQuote.quoted(text)) is not an attribute; expected one of "
                        + names.joined(separator: ", ")))
        }
        return .selector(view: view, attribute: attribute)
    }

    func decodeAnimation(_ value: JSONValue, _ path: String) throws(SceneError) -> SceneAnimation {
        let o = try object(value, path, kind: .animate)
        guard let c = o["constraint"] else { throw fail(path, .missingKey("constraint")) }
        guard let to = o["to"] else { throw fail(path, .missingKey("to")) }
        let constraint = try reference(c, path + ".constraint")
        let target = try number(to, path + ".to")
        return SceneAnimation(constraint: constraint, target: target, curve: try optionalCurve(o, path))
    }

    /// The `"curve"` and `"duration"` of an object at `path` (nil when it has no curve; a
    /// duration needs a named or Bézier curve).
    func optionalCurve(_ o: JSONObject, _ path: String) throws(SceneError) -> Curve? {
        let duration = try o["duration"].map { v throws(SceneError) in try number(v, path + ".duration") }
        if let value = o["curve"] {
            return try decodeCurve(value, path + ".curve", duration: duration, durationPath: path + ".duration")
        }
        if duration != nil { throw fail(path + ".duration", .invalid("\"duration\" needs a named or bezier \"curve\"")) }
        return nil
    }

    func motion<T>(_ path: String, _ body: () throws(MotionError) -> T) throws(SceneError) -> T {
        do {
            return try body()
        } catch {
            throw fail(path, .invalid("\(error)"))
        }
    }

    func decodeCurve(_ value: JSONValue, _ path: String, duration: Double?, durationPath: String) throws(SceneError) -> Curve {
        func needDuration() throws(SceneError) -> Double {
            guard let duration else { throw fail(durationPath, .missingKey("duration")) }
            guard duration >= 0 else { throw fail(durationPath, .invalid("a duration must be >= 0 seconds")) }
            return duration
        }
        func noDuration(_ kind: String) throws(SceneError) {
            if duration != nil { throw fail(durationPath, .invalid("\"duration\" does not apply to a \(kind) curve")) }
        }
        switch value {
        case .string(let name):
            guard let function = TimingFunction.named(name) else { throw fail(path, .unknownCurve(name)) }
            let d = try needDuration()
            return try motion(path) { () throws(MotionError) in try Curve.timed(function, duration: d) }
        case .object(let o):
            guard o.members.count == 1, let (kind, body) = o.members.first else {
                throw fail(
                    path,
                    .expected(
                        "an object with one key: \"exponential\", \"bezier\" or \"spring\"",
                        found: "\(o.members.count) keys"))
            }
            let bodyPath = path + "." + kind
            switch kind {
            case "exponential":
                try noDuration("exponential")
                let factor = try number(body, bodyPath)
                return try motion(bodyPath) { () throws(MotionError) in try Curve.exponential(factor: factor) }
            case "bezier":
                let items = try array(body, bodyPath)
                guard items.count == 4 else { throw fail(bodyPath, .expected("[x1, y1, x2, y2]", found: "\(items.count) numbers")) }
                var p: [Double] = []
                for (i, item) in items.enumerated() { p.append(try number(item, bodyPath + "[\(i)]")) }
                let d = try needDuration()
                return try motion(bodyPath) { () throws(MotionError) in try Curve.bezier(p[0], p[1], p[2], p[3], duration: d) }
            case "spring":
                try noDuration("spring")
                let s = try object(body, bodyPath, kind: .spring)
                func field(_ key: String, _ fallback: Double) throws(SceneError) -> Double {
                    try s[key].map { v throws(SceneError) in try number(v, bodyPath + "." + key) } ?? fallback
                }
                let (m, k, c, v) = (
                    try field("mass", 1), try field("stiffness", 100), try field("damping", 10),
                    try field("initialVelocity", 0)
                )
                return .spring(
                    try motion(bodyPath) { () throws(MotionError) in
                        try Spring(mass: m, stiffness: k, damping: c, initialVelocity: v)
                    })
            default:
                throw fail(path, .unknownCurve(kind))
            }
        default:
            throw fail(path, .expected("a curve name or object", found: value.kindDescription))
        }
    }

    func decodeTransition(_ value: JSONValue, _ path: String) throws(SceneError) -> SceneTransition {
        let o = try object(value, path, kind: .transition)
        guard let d = o["duration"] else { throw fail(path, .missingKey("duration")) }
        let duration = try number(d, path + ".duration")
        var function = TimingFunction.easeInEaseOut
        if let c = o["curve"] {
            let curve = try decodeCurve(c, path + ".curve", duration: duration, durationPath: path + ".duration")
            guard case .timing(let f, _) = curve else {
                throw fail(path + ".curve", .invalid("a transition takes a named or bezier curve"))
            }
            function = f
        }
        let additive = try o["additive"].map { v throws(SceneError) in try bool(v, path + ".additive") } ?? true
        return SceneTransition(duration: duration, function: function, additive: additive)
    }
}
