/// What a `rig` invocation asks for, as `RigCommand.parse(_:)` reads it from the arguments.
public enum RigCommand: Sendable, Equatable {
    /// Print help: the tool's (nil) or a subcommand's.
    case help(subcommand: String?)
    /// `rig layout SCENE [--json]`.
    case layout(scene: String, json: Bool)
    /// `rig replay SCENE [--format F] [-o FILE] [--hz N] [--until S]`.
    case replay(Replay)
    /// `rig compare SCENE [--format F] [-o FILE] [--curve C] [--duration S]`.
    case compare(Compare)
    /// `rig time SCENE [--budget MS] [--until S] [--json]`.
    case time(Time)
    /// `rig vfl FORMAT --views a,b [--metrics k=v] [--options o1,o2] [--margins] [--equations]`.
    case vfl(VisualFormat)

    /// Output formats of `rig replay`.
    public enum DumpFormat: String, Sendable, CaseIterable { case jsonl, csv, svg, html }
    /// Output formats of `rig compare`.
    public enum ReportFormat: String, Sendable, CaseIterable { case text, json, svg, html }

    public struct Replay: Sendable, Equatable {
        public var scene: String
        public var format: DumpFormat = .jsonl
        public var output: String?
        public var hz: Int?
        public var until: Double?
    }

    public struct Compare: Sendable, Equatable {
        public var scene: String
        public var format: ReportFormat = .text
        public var output: String?
        /// The CA-style timing function's name (default easeInEaseOut).
        public var curve: String = "easeInEaseOut"
        /// The CA-style duration; nil uses the constraint-driven settle time.
        public var duration: Double?
    }

    public struct Time: Sendable, Equatable {
        public var scene: String
        /// The per-tick budget in milliseconds; nil is a third of a frame.
        public var budget: Double?
        public var until: Double?
        public var json: Bool = false
    }

    public struct VisualFormat: Sendable, Equatable {
        public var format: String
        public var views: [String]
        public var metrics: [String: Double] = [:]
        public var options: [String] = []
        public var margins: Bool = false
        public var equations: Bool = false
    }
}
