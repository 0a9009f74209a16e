import Foundation

extension IBDocument {
    /// Reads the document at `path`.
    ///
    /// - Throws: `IBReadError` when the file cannot be read, is not XML, or is not an iOS
    ///   Interface Builder document of version 3.0; problems inside a readable document are
    ///   `diagnostics` instead.
    public static func read(path: String) throws(IBReadError) -> IBDocument {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw IBReadError(file: path, line: 1, problem: .unreadable(error.localizedDescription))
        }
        return try read(data: data, file: path)
    }

    /// Reads a document from `data`; `file` names it in errors and diagnostics.
    ///
    /// - Throws: `IBReadError` when the bytes are not UTF-8, not XML, or not an iOS Interface
    ///   Builder document of version 3.0.
    public static func read(data: Data, file: String? = nil) throws(IBReadError) -> IBDocument {
        if let offset = IBInputCheck.firstInvalidUTF8(in: data) {
            throw IBReadError(file: file, line: IBInputCheck.line(ofOffset: offset, in: data), problem: .notUTF8(byteOffset: offset))
        }
        if let offset = IBInputCheck.documentTypeDeclaration(in: data) {
            throw IBReadError(file: file, line: IBInputCheck.line(ofOffset: offset, in: data), problem: .documentTypeDeclaration)
        }
        let root: IBElement
        switch IBElementTreeBuilder.tree(of: data) {
        case .success(let tree): root = tree
        case .failure(.notXML(let message, let line)): throw IBReadError(file: file, line: line, problem: .notXML(message))
        case .failure(.tooDeep(let line)):
            throw IBReadError(file: file, line: line, problem: .tooDeep(limit: IBElementTreeBuilder.depthLimit))
        }
        var reader = DocumentReader(file: file)
        return try reader.document(root)
    }
}
