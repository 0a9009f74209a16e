import Rigging

extension JSONWriter {
    /// The `"document"` member, then `"hierarchy"` when there is one: how every object of
    /// `rig lint`'s and `rig layout DOC`'s JSON starts.
    mutating func documentMembers(_ document: String, hierarchy: String?) {
        key("document")
        string(document)
        if let hierarchy {
            key("hierarchy")
            string(hierarchy)
        }
    }
}
