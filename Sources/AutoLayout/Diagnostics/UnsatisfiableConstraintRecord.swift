import Cassowary

/// One unsatisfiable-constraints event: the constraint the engine broke and the minimal set
/// of required constraints (the broken one included) that cannot all hold.
public struct UnsatisfiableConstraintRecord: CustomStringConvertible {
    /// The constraint left out of the solution (still active; see `LayoutConstraint.isBroken`).
    public let broken: LayoutConstraint
    /// The minimal conflicting set, in creation order, the broken constraint included.
    public let conflict: [LayoutConstraint]

    /// Apple's console message for this event.
    public var description: String {
        var text = "Unable to simultaneously satisfy constraints.\n"
        text += "\tProbably at least one of the constraints in the following list is one you don't want. \n"
        text += "\tTry this: \n"
        text += "\t\t(1) look at each constraint and try to figure out which you don't expect; \n"
        text += "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. \n"
        if conflict.contains(where: { $0.kind == .autoresizingMask }) {
            text +=
                "\t(Note: If you're seeing AutoresizingMaskLayoutConstraints that you don't understand, refer to "
                + "the documentation for the View property translatesAutoresizingMaskIntoConstraints) \n"
        }
        text += "(\n"
        text += conflict.map { "    \"\($0.description)\"" }.joined(separator: ",\n")
        text += "\n)\n\n"
        text += "Will attempt to recover by breaking constraint \n\(broken.description)\n\n"
        text += "Make a symbolic breakpoint at LayoutEngine.alertForUnsatisfiableConstraints to catch this in the debugger.\n"
        text += "The methods in the constraint-based layout debugging extension on View listed in View+Debugging.swift may also be helpful."
        return text
    }

    /// The broken constraint's description (what `rig layout --json` prints as `broken`).
    public var brokenDescription: String { broken.description }
    /// The conflicting constraints' descriptions (what `rig layout --json` prints as `conflict`).
    public var conflictDescriptions: [String] { conflict.map(\.description) }
}

extension LayoutEngine {
    /// Records and logs that `c` broke in the conflict of the solver's `conflicts` (and
    /// `newcomer`, a constraint the solver is about to hold, when another one broke for it).
    func recordUnsatisfiable(_ c: LayoutConstraint, conflicts: [Cassowary.Constraint], with newcomer: LayoutConstraint? = nil) {
        var set = conflicts.compactMap { solverMap[ObjectIdentifier($0)] }
        for member in [c, newcomer].compactMap({ $0 }) where !set.contains(where: { $0 === member }) { set.append(member) }
        set.sort { $0.serial < $1.serial }
        let record = UnsatisfiableConstraintRecord(broken: c, conflict: set)
        unsatisfiableRecords.append(record)
        alertForUnsatisfiableConstraints(record)
    }

    /// Called for every unsatisfiable-constraints event (a place for a breakpoint); logs Apple's message.
    public func alertForUnsatisfiableConstraints(_ record: UnsatisfiableConstraintRecord) {
        logHandler(record.description)
    }
}
