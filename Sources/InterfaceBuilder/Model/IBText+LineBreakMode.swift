import AutoLayout

extension IBText {
    /// The line break mode `lineBreakMode` names (`wordWrap`, `characterWrap`, `clip`,
    /// `headTruncation`, `tailTruncation`, `middleTruncation`; `clipping` as some documents spell
    /// it), or nil when the document sets none or names another.
    public var layoutLineBreakMode: LineBreakMode? {
        switch lineBreakMode {
        case "wordWrap": .byWordWrapping
        case "characterWrap": .byCharWrapping
        case "clip", "clipping": .byClipping
        case "headTruncation": .byTruncatingHead
        case "tailTruncation": .byTruncatingTail
        case "middleTruncation": .byTruncatingMiddle
        default: nil
        }
    }
}
