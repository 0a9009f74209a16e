extension DocumentReader {
    /// The identifier of the Cocoa Touch plug-in among a document's `<dependencies>`.
    static let cocoaTouchPlugin = "com.apple.InterfaceBuilder.IBCocoaTouchPlugin"

    /// The `version` of the Cocoa Touch plug-in in `<dependencies>`, nil when it names none.
    static func cocoaTouchPluginVersion(_ dependencies: IBElement) -> String? {
        dependencies.children.first { $0.name == "plugIn" && $0["identifier"] == cocoaTouchPlugin }?["version"]
    }
}
