extension IBDocument {
    /// The `toolsVersion` Xcode 15.3 and later releases of Xcode 15 write in place of their
    /// build number; their Cocoa Touch plug-in's version is the build.
    static let placeholderToolsVersion = "32700.99.1234"

    /// The Interface Builder build that saved the document, as a number (the part before any dot):
    /// its `toolsVersion`, or its Cocoa Touch plug-in's version where the `toolsVersion` is Xcode's
    /// placeholder (`32700.99.1234`); nil when absent or malformed. The build decides which iOS
    /// release the canvas simulates, so which system sizes the stored frames follow.
    public var interfaceBuilderBuild: Double? {
        let version = toolsVersion == Self.placeholderToolsVersion ? cocoaTouchPluginVersion ?? toolsVersion : toolsVersion
        return version.flatMap { Double($0.split(separator: ".").first ?? "") }
    }
}
