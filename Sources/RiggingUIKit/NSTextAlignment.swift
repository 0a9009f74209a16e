import AutoLayout

/// UIKit's `NSTextAlignment` (AutoLayout's, with iOS's cases and raw values).
public typealias NSTextAlignment = TextAlignment

/// UIKit's `NSLineBreakMode` (AutoLayout's, with UIKit's cases and raw values).
public typealias NSLineBreakMode = LineBreakMode
