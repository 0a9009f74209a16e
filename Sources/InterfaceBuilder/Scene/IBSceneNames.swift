/// Scene names for document ids: C identifiers made from the id (`8bC-Xf-vdC` becomes
/// `v_8bC_Xf_vdC`), unique in the scene (a clash takes a numeric suffix).
struct IBSceneNames {
    /// The name given to each document id.
    private(set) var byID: [String: String] = [:]
    private var taken: Set<String> = []

    /// The name of document id `id`, made with `prefix` the first time the id is named.
    mutating func name(for id: String, prefix: String) -> String {
        if let name = byID[id] { return name }
        let name = fresh(prefix + String(id.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" }))
        byID[id] = name
        return name
    }

    /// A name for something with no document id (a guide the mapping adds), unique in the scene.
    mutating func fresh(_ base: String) -> String {
        var name = base
        var suffix = 2
        while taken.contains(name) {
            name = "\(base)_\(suffix)"
            suffix += 1
        }
        taken.insert(name)
        return name
    }
}
