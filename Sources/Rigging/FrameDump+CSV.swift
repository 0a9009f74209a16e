import Foundation

extension FrameDump {
    /// One row per view per frame under the header `frame,t,view,x,y,width,height`, then one row
    /// per constant per frame under `frame,t,constraint,constant` after a blank line (when any).
    /// Numbers as in the JSON Lines dump; names that hold `,` or `"` are quoted.
    public func csv() -> String {
        func field(_ s: String) -> String {
            s.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) ? "\"" + s.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : s
        }
        var out = "frame,t,view,x,y,width,height\n"
        for frame in frames {
            let prefix = "\(frame.tick),\(NumberFormat.exact(frame.time)),"
            for (i, rect) in frame.views.enumerated() {
                out += prefix + field(views[i]) + "," + rect.components.map(NumberFormat.string).joined(separator: ",") + "\n"
            }
        }
        guard !constants.isEmpty else { return out }
        out += "\nframe,t,constraint,constant\n"
        for frame in frames {
            let prefix = "\(frame.tick),\(NumberFormat.exact(frame.time)),"
            for (i, value) in frame.constants.enumerated() {
                out += prefix + field(constants[i]) + "," + NumberFormat.string(value) + "\n"
            }
        }
        return out
    }
}
