extension DocumentReader {
    /// Warns about every reference to an id no element of the document has: constraint items,
    /// connection destinations, variation masks.
    mutating func checkReferences(_ index: IBIndex) {
        for constraint in index.constraints.values.sorted(by: { $0.line < $1.line }) {
            if ids[constraint.firstItem] == nil {
                warn(.missingReference("firstItem", id: constraint.firstItem), line: constraint.line, id: constraint.id)
            }
            if let second = constraint.secondItem, ids[second] == nil {
                warn(.missingReference("secondItem", id: second), line: constraint.line, id: constraint.id)
            }
        }
        for connection in index.connections where !connection.destination.isEmpty && ids[connection.destination] == nil {
            warn(
                .missingReference("destination", id: connection.destination), line: connection.line,
                id: connection.id.isEmpty ? connection.sourceID : connection.id)
        }
        for view in index.views.values.sorted(by: { $0.line < $1.line }) {
            for variation in view.variations {
                for reference in variation.constraints.included + variation.constraints.excluded
                    + variation.subviews.included + variation.subviews.excluded where ids[reference] == nil
                {
                    warn(.missingReference("reference", id: reference), line: variation.line, id: view.id)
                }
            }
        }
        diagnostics.sort { $0.line < $1.line }
    }
}
