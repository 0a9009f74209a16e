import AutoLayout

/// An iOS storyboard or XIB (document version 3.0, Xcode 8 and later) read into values: its
/// header, device, resources, scenes or top-level objects, and what the reader skipped.
///
/// ```swift
/// let xml = """
/// <?xml version="1.0" encoding="UTF-8"?>
/// <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701"
///     targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
///     <objects>
///         <view contentMode="scaleToFill" id="root">
///             <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
///             <subviews>
///                 <label text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="title">
///                     <rect key="frame" x="16" y="40" width="42" height="20"/>
///                 </label>
///             </subviews>
///             <constraints>
///                 <constraint firstItem="title" firstAttribute="leading" secondItem="root"
///                     secondAttribute="leading" constant="16" id="pin"/>
///             </constraints>
///         </view>
///     </objects>
/// </document>
/// """
/// let document = try IBDocument.read(data: Data(xml.utf8), file: "Card.xib")
/// let title = document.view(id: "title")
/// assert(title?.kind == .label && title?.text?.text == "Hello")
/// assert(document.constraint(id: "pin")?.constant == 16)
/// assert(document.diagnostics.isEmpty)
/// ```
public struct IBDocument: Hashable, Sendable {
    /// The file name as given to the reader, nil for unnamed bytes.
    public var file: String?
    /// A storyboard or a XIB, from the document's `type` (a XIB when the type is neither, with a
    /// diagnostic).
    public var kind: Kind
    /// `type` (`com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB`, `...CocoaTouch.XIB`).
    public var type: String
    /// `version` (`3.0`).
    public var version: String
    /// `toolsVersion`: the Interface Builder build that saved it.
    public var toolsVersion: String?
    /// The version of the Cocoa Touch plug-in the document depends on
    /// (`<plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="...">`).
    public var cocoaTouchPluginVersion: String?
    /// `targetRuntime` (`iOS.CocoaTouch`, or `iOS.CocoaTouch.iPad` for a document made for the iPad only).
    public var targetRuntime: String
    /// `useAutolayout`.
    public var useAutolayout: Bool
    /// `useTraitCollections` (size classes).
    public var useTraitCollections: Bool
    /// `useSafeAreas`.
    public var useSafeAreas: Bool
    /// `initialViewController`'s id (storyboards).
    public var initialViewController: String?
    /// The device the frames are for; nil in documents that name none (older Xcode), whose
    /// frames are for the canvas size the root views have.
    public var device: IBDevice?
    /// Images and named colours.
    public var resources: IBResources
    /// `<designables>`: intrinsic content sizes Xcode measured for `@IBDesignable` views, by id.
    public var designableSizes: [String: Size]
    /// A document-wide `<simulatedMetricsContainer key="defaultSimulatedMetrics">`, if any.
    public var defaultSimulatedMetrics: IBSimulatedMetrics?
    /// A storyboard's scenes, in order.
    public var scenes: [IBScene]
    /// A XIB's top-level objects, in order.
    public var objects: [IBObject]
    /// What the reader skipped or could not use, in document order.
    public var diagnostics: [IBDiagnostic]
    /// Lookups by id, outlet name and constraint identifier.
    public var index: IBIndex

    /// A storyboard or a XIB.
    public enum Kind: String, Hashable, Sendable {
        /// A `.storyboard`: scenes of view controllers.
        case storyboard
        /// A `.xib`: top-level objects.
        case xib
    }

    /// An empty document of `kind`; the reader fills it.
    init(file: String?, kind: Kind, type: String, version: String, targetRuntime: String) {
        self.file = file
        self.kind = kind
        self.type = type
        self.version = version
        self.targetRuntime = targetRuntime
        useAutolayout = false
        useTraitCollections = false
        useSafeAreas = false
        resources = IBResources()
        designableSizes = [:]
        scenes = []
        objects = []
        diagnostics = []
        index = IBIndex()
    }
}
