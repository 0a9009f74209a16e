import AutoLayout

extension Device {
    /// The device with `name` as its id, one of its other ids or one of its marketing names
    /// (letter case ignored, and a hyphen read as a space, so `iphone-15` is the iPhone 15), or nil.
    public static func named(_ name: String) -> Device? {
        let key = lookupKey(name)
        return all.first { lookupKey($0.id) == key }
            ?? all.first { $0.aliases.contains { lookupKey($0) == key } }
            ?? all.first { $0.names.contains { lookupKey($0) == key } }
    }

    /// `name` as lookups compare it: lowercased, each hyphen a space.
    private static func lookupKey(_ name: String) -> String {
        String(name.lowercased().map { $0 == "-" ? " " : $0 })
    }

    /// The device with `name` as its id, one of its other ids or one of its marketing names
    /// (letter case ignored).
    ///
    /// - Throws: ``DeviceError/unknownDevice(_:suggestion:)`` naming the nearest id or name
    ///   when one is close.
    ///
    /// ```swift
    /// import Rigging
    ///
    /// let pad = try Device.lookup("iPad Pro 11-inch (4th generation)")
    /// // pad.id is "ipad11_0rounded"
    /// do { _ = try Device.lookup("retna6_1") } catch {
    ///     // error.description is: unknown device "retna6_1"; did you mean "retina6_1"?
    /// }
    /// ```
    public static func lookup(_ name: String) throws(DeviceError) -> Device {
        if let device = named(name) { return device }
        let candidates = all.flatMap { [$0.id] + $0.aliases + $0.names }
        throw .unknownDevice(name, suggestion: Suggestion.nearest(to: name, among: candidates))
    }
}
