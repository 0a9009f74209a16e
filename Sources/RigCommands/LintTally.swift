/// What a lint report's summary and exit status need of the records seen so far.
struct LintTally: Sendable, Hashable {
    /// Records with a layout.
    var screens = 0
    /// Records of a document or hierarchy that could not be laid out.
    var failed = 0
    /// The screens' findings, and those of them that are errors.
    var findings = 0
    var errors = 0
    /// The documents' paths as given.
    var documents: Set<String> = []
    /// The checks that found something.
    var checks: Set<String> = []

    /// Counts `record`.
    mutating func add(_ record: LintRecord) {
        documents.insert(record.document)
        guard record.error == nil else {
            failed += 1
            return
        }
        screens += 1
        findings += record.findings.count
        for finding in record.findings {
            if finding.severity == "error" { errors += 1 }
            checks.insert(finding.check)
        }
    }
}
