import Dispatch
import InterfaceBuilder
import Locking
import Rigging

/// Lays out documents' hierarchies on their targets on all cores: the documents are read in
/// parallel, then each hierarchy is a job laying out and linting it on every target, each
/// screen on its own engine.
struct LintRun: Sendable {
    /// The devices and orientations.
    var targets: DocumentTargets

    /// One record per screen, or per document or hierarchy that could not be read or laid out,
    /// in no particular order.
    func records(of paths: [String]) -> [LintRecord] {
        let documents = Locked([Result<IBDocument, IBReadError>?](repeating: nil, count: paths.count))
        DispatchQueue.concurrentPerform(iterations: paths.count) { i in
            let result = Result { () throws(IBReadError) -> IBDocument in try IBDocument.read(path: paths[i]) }
            documents.withLock { $0[i] = result }
        }
        var records: [LintRecord] = []
        var jobs: [Job] = []
        for (i, result) in documents.withLock({ $0 }).enumerated() {
            switch result {
            case .success(let document)?:
                let chosen = targets.targets(for: document)
                for (r, root) in document.hierarchyRoots.enumerated() {
                    jobs.append(Job(path: paths[i], document: document, rootID: root.id, targets: chosen, withDiagnostics: r == 0))
                }
            case .failure(let error)?: records.append(LintRecord(document: paths[i], hierarchy: nil, error: "\(error)"))
            case nil: break
            }
        }
        let all = jobs
        let results = Locked([[LintRecord]](repeating: [], count: all.count))
        DispatchQueue.concurrentPerform(iterations: all.count) { j in
            let made = all[j].run()
            results.withLock { $0[j] = made }
        }
        return records + results.withLock { $0 }.flatMap { $0 }
    }

    /// One hierarchy on its targets (which share its scene where their size classes do).
    struct Job: Sendable {
        var path: String
        var document: IBDocument
        var rootID: String
        var targets: [IBLayoutTarget?]
        /// Whether the first target's record lists the reader's diagnostics too (the document's
        /// first hierarchy); every hierarchy's first record lists the mapping's warnings.
        var withDiagnostics: Bool

        func run() -> [LintRecord] {
            document.screens(forHierarchy: rootID, on: targets).enumerated().map { t, result in
                switch result {
                case .success(let screen):
                    var findings = document.lint(screen)
                    if t == 0 {
                        let file = document.file ?? path
                        findings += screen.warnings.map {
                            IBLintFinding(check: .skipped, ids: [$0.objectID], message: "\(file):\($0.line): '\($0.objectID)' \($0.reason)")
                        }
                        if withDiagnostics {
                            findings += document.diagnostics.map { IBLintFinding(check: .skipped, ids: $0.objectID.map { [$0] } ?? [], message: "\($0)") }
                        }
                    }
                    return LintRecord(document: path, title: title, screen: screen, findings: findings)
                case .failure(let error):
                    return LintRecord(document: path, hierarchy: rootID, error: "\(error)")
                }
            }
        }

        /// A storyboard identifier or controller class for a controller's root view; an outline
        /// name and class for a XIB view or a cell.
        var title: String {
            if let controller = document.scenes.lazy.compactMap(\.viewController).first(where: { $0.view?.id == rootID }) {
                return controller.storyboardIdentifier ?? controller.customClass ?? document.outlineName(of: controller.id)
            }
            let name = document.outlineName(of: rootID)
            guard let custom = document.view(id: rootID)?.customClass, custom != name else { return name }
            return "\(name) (\(custom))"
        }
    }
}
