import Dispatch
import Foundation
import InterfaceBuilder
import Locking
import Rigging

/// Lays out documents' hierarchies on their targets on all cores: the documents are read in
/// parallel, then each hierarchy is a job laying out and linting it on every target, each
/// screen on its own engine.
struct LintRun: Sendable {
    /// The devices and orientations.
    var targets: DocumentTargets

    /// How many distinct documents `forEachRecord` holds at once: enough to keep every core
    /// busy between batches, few enough that memory stays that of a handful of documents.
    static var batchSize: Int { max(8, 4 * ProcessInfo.processInfo.activeProcessorCount) }

    /// Calls `body` with every record of `paths`, in a report's order (`LintRecord.sortKey`,
    /// records of equal keys in the order `records(of:)` makes them), as each batch of
    /// `batchSize` distinct documents (taken in sorted order) is done: only one batch's documents
    /// and records are held at once. A path given twice is linted twice.
    func forEachRecord<E: Error>(
        of paths: [String], batchSize: Int = LintRun.batchSize,
        _ body: (LintRecord) throws(E) -> Void
    ) throws(E) {
        // Each path's occurrences stay in the order given, as `records(of:)` would take them.
        let sorted = paths.indices.sorted { (paths[$0], $0) < (paths[$1], $1) }.map { paths[$0] }
        let size = max(1, batchSize)
        var start = 0
        while start < sorted.count {
            var end = start
            var distinct = 0
            while end < sorted.count, distinct < size || sorted[end] == sorted[end - 1] {
                if end == start || sorted[end] != sorted[end - 1] { distinct += 1 }
                end += 1
            }
            var batch = records(of: Array(sorted[start..<end]))
            batch.sort { $0.sortKey.lexicographicallyPrecedes($1.sortKey) }
            for record in batch { try body(record) }
            start = end
        }
    }

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
                            IBLintFinding(check: .skipped, ids: [$0.objectID], views: views([$0.objectID]), message: $0.text(file: file))
                        }
                        if withDiagnostics {
                            findings += document.diagnostics.map {
                                let ids = $0.objectID.map { [$0] } ?? []
                                return IBLintFinding(check: .skipped, ids: ids, views: views(ids), message: $0.located)
                            }
                        }
                    }
                    return LintRecord(document: path, title: title, screen: screen, findings: findings)
                case .failure(let error):
                    let line = document.lineSuffix(ofHierarchy: rootID)
                    return LintRecord(document: path, hierarchy: rootID, error: "\(document.file ?? path)\(line): error: \(error)")
                }
            }
        }

        /// The ids of `ids` that name views (a skipped object may be a constraint or another object).
        func views(_ ids: [String]) -> [String] { ids.filter { document.view(id: $0) != nil } }

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
