import InterfaceBuilder

extension IBDocument {
    /// `:LINE`, the line of hierarchy root `rootID`'s element, or "" when the document holds no
    /// such view: what follows the document's path in an error about that hierarchy.
    func lineSuffix(ofHierarchy rootID: String) -> String { view(id: rootID).map { ":\($0.line)" } ?? "" }
}
