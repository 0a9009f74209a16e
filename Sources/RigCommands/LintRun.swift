import Dispatch
import InterfaceBuilder
import Locking
import Rigging

/// Lays out documents' hierarchies on their targets on all cores: the documents are read in
/// parallel, then every (hierarchy, device, orientation) is laid out and linted as a job of its
/// own, each on its own engine.
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
                for (r, root) in document.hierarchyRoots.enumerated() {
                    for (t, target) in targets.targets(for: document).enumerated() {
                        jobs.append(Job(path: paths[i], document: document, rootID: root.id, target: target,
                                        reportsSkipped: t == 0 ? (r == 0 ? .documentAndHierarchy : .hierarchy) : .none))
                    }
                }
            case .failure(let error)?: records.append(LintRecord(document: paths[i], hierarchy: nil, error: "\(error)"))
            case nil: break
            }
        }
        let all = jobs
        let results = Locked([LintRecord?](repeating: nil, count: all.count))
        DispatchQueue.concurrentPerform(iterations: all.count) { j in
            let record = all[j].run()
            results.withLock { $0[j] = record }
        }
        return records + results.withLock { $0 }.compactMap { $0 }
    }

    /// One hierarchy on one target.
    struct Job: Sendable {
        var path: String
        var document: IBDocument
        var rootID: String
        var target: IBLayoutTarget?
        /// What this job lists as skipped: on the first target of each hierarchy, the mapping's
        /// warnings; on the first job of a document, the reader's diagnostics too.
        var reportsSkipped: Skipped

        enum Skipped: Sendable {
            case none, hierarchy, documentAndHierarchy
        }

        func run() -> LintRecord {
            do {
                let screen = try document.screen(forHierarchy: rootID, on: target)
                var findings = document.lint(screen)
                if reportsSkipped != .none {
                    let file = document.file ?? path
                    findings += screen.warnings.map {
                        IBLintFinding(check: .skipped, ids: [$0.objectID], message: "\(file):\($0.line): '\($0.objectID)' \($0.reason)")
                    }
                }
                if reportsSkipped == .documentAndHierarchy {
                    findings += document.diagnostics.map { IBLintFinding(check: .skipped, ids: $0.objectID.map { [$0] } ?? [], message: "\($0)") }
                }
                return LintRecord(document: path, title: title, screen: screen, findings: findings)
            } catch {
                return LintRecord(document: path, hierarchy: rootID, error: "\(error)")
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
