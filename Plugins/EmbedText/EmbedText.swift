import Foundation
import PackagePlugin

/// Embeds a target's text assets in its code at build time: each `Name.js` or `Name.css` among
/// the target's files becomes `Name+Source.swift`, an extension of the target's type `Name` with
/// `static let source: String`, the file's exact text. The assets stay ordinary files in the
/// repository, and the built module carries them in its own code (no resource bundle to ship
/// beside an executable).
@main
struct EmbedText: BuildToolPlugin {
    /// The extensions of the files embedded.
    static let extensions: Set<String> = ["js", "css"]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let tool = try context.tool(named: "EmbedTextTool")
        return target.sourceFiles.filter { Self.extensions.contains($0.url.pathExtension) }.map { file in
            let name = file.url.deletingPathExtension().lastPathComponent
            let output = context.pluginWorkDirectoryURL.appending(path: "\(name)+Source.swift")
            return .buildCommand(
                displayName: "Embedding \(file.url.lastPathComponent)", executable: tool.url,
                arguments: [file.url.path(), output.path(), name],
                inputFiles: [file.url], outputFiles: [output])
        }
    }
}
