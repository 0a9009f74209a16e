import AutoLayout

/// The VFL fuzz target. Input: one byte of options, one byte of flags, then the format's
/// bytes (decoded as UTF-8, invalid sequences replaced). Checks:
/// - a rejected format throws `VisualFormatError` whose format is the input and whose index
///   lies inside it (0...utf16.count), with a non-empty description;
/// - an accepted format makes constraints with multiplier 1, finite constants and valid
///   priorities; the same format through `LayoutConstraint.constraints(withVisualFormat:)` on
///   real views gives as many constraints, and activating them and laying out keeps every
///   frame finite.
enum VisualFormatFuzz {
    static let names = ["a", "b", "c", "view", "_x1", "superview"]
    static let metrics: [String: Double] = ["m": 12, "p": 750, "w": 200, "neg": -5, "huge": 1e300, "nan": .nan, "inf": .infinity]

    static func run(_ bytes: [UInt8]) -> String? {
        var input = FuzzInput(bytes)
        let optionBits = UInt(input.byte()) | UInt(input.byte() & 0x0F) << 16
        let flags = input.byte()
        let format = String(decoding: bytes.dropFirst(min(bytes.count, 3)), as: UTF8.self)
        let options = VisualFormatOptions(rawValue: optionBits)
        let spacing = VisualFormatSpacing(usesLayoutMargins: flags & 1 != 0)
        let orphan = flags & 2 != 0 ? "a" : ""
        let log = FuzzLog()
        return log.report(check(format, options: options, spacing: spacing, orphan: orphan, log: log))
    }

    /// Runs one format; `orphan` names a view that has no superview. The engines log to `log`.
    static func check(
        _ format: String, options: VisualFormatOptions, spacing: VisualFormatSpacing, orphan: String,
        log: FuzzLog
    ) -> String? {
        let described: [VisualFormatConstraint]
        do {
            described = try VisualFormatConstraint.constraints(
                withVisualFormat: format, options: options, metrics: metrics, views: Set(names),
                spacing: spacing, hasSuperview: { $0 != orphan })
        } catch {
            guard error.format == format else { return "error format \(error.format.debugDescription) is not the input \(format.debugDescription)" }
            guard (0...format.utf16.count).contains(error.index), (0...format.count).contains(error.characterIndex) else {
                return "error index \(error.index) outside \(format.debugDescription)"
            }
            guard !error.description.isEmpty, !error.reason.isEmpty else { return "empty error for \(format.debugDescription)" }
            return nil
        }
        for c in described where c.multiplier != 1 || !c.constant.isFinite || !c.priority.isValid {
            return "\(format.debugDescription) made \(c)"
        }
        // The same format on real views, activated and laid out.
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        root.engine.logHandler = log.handler
        var views: [String: View] = [:]
        for name in names {
            let view = View(name: name)
            view.translatesAutoresizingMaskIntoConstraints = false
            if name != orphan { root.addSubview(view) } else { view.engine.logHandler = log.handler }
            views[name] = view
        }
        let made: [LayoutConstraint]
        do {
            made = try LayoutConstraint.constraints(
                withVisualFormat: format, options: options, metrics: metrics,
                views: views, spacing: spacing)
        } catch {
            return "\(format.debugDescription) parsed as descriptions but not on views: \(error)"
        }
        guard made.count == described.count else {
            return "\(format.debugDescription): \(described.count) descriptions but \(made.count) constraints"
        }
        for c in made {
            do { try c.activate() } catch { continue }  // e.g. no common ancestor for the orphan: a typed error is fine
        }
        root.layoutIfNeeded()
        for view in views.values
        where
            !(view.frame.minX.isFinite && view.frame.minY.isFinite
            && view.frame.width.isFinite && view.frame.height.isFinite)
        {
            return "\(format.debugDescription): \(view.name) has frame \(view.frame)"
        }
        return nil
    }
}
