import Foundation
import InterfaceBuilder

/// UIKit's `UINib`: a XIB whose top-level objects can be made again and again.
///
/// It reads `<name>.xib` from the bundle (the Interface Builder source; Xcode compiles it to a
/// `.nib`, which is not read here: put the `.xib` in the bundle, for example as a SwiftPM
/// resource). `instantiate(withOwner:options:)` makes the top-level views with their classes
/// (`customClass` through `NibClassRegistry`), properties, subviews and constraints, connects the
/// outlets (to the owner for File's Owner) and calls `awakeFromNib()`, as UIKit does.
///
/// UIKit raises when the file is missing; here `instantiate` returns no objects and
/// `loadError` says why (`UINib.load(nibName:bundle:)` throws it instead).
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
///                 <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
///                     <rect key="frame" x="16" y="16" width="288" height="68"/>
///                 </view>
///             </subviews>
///             <constraints>
///                 <constraint firstItem="box" firstAttribute="leading" secondItem="root"
///                     secondAttribute="leading" constant="16" id="a"/>
///                 <constraint firstItem="box" firstAttribute="top" secondItem="root"
///                     secondAttribute="top" constant="16" id="b"/>
///                 <constraint firstItem="root" firstAttribute="trailing" secondItem="box"
///                     secondAttribute="trailing" constant="16" id="c"/>
///                 <constraint firstItem="root" firstAttribute="bottom" secondItem="box"
///                     secondAttribute="bottom" constant="16" id="d"/>
///             </constraints>
///         </view>
///     </objects>
/// </document>
/// """
/// let nib = UINib(data: Data(xml.utf8), bundle: nil)
/// let root = nib.instantiate(withOwner: nil, options: nil).first as? UIView
/// root?.frame.size.width = 400
/// root?.layoutIfNeeded()
/// // root?.subviews[0].frame is (16, 16, 368, 68)
/// ```
@MainActor
public final class UINib {
    /// The document, or nil when it could not be read (`loadError` says why).
    let document: IBDocument?
    let bundle: Bundle?
    /// Why the nib could not be loaded, if it could not.
    public let loadError: NibLoadingError?
    /// What the last `instantiate` left out or could not honour.
    public private(set) var warnings: [NibLoadingWarning] = []

    /// The XIB `name` (without extension) in `bundleOrNil` (the main bundle when nil).
    public convenience init(nibName name: String, bundle bundleOrNil: Bundle?) {
        let read = Result { () throws(NibLoadingError) in try NibFile.read(name: name, extension: "xib", bundle: bundleOrNil) }
        self.init(read: read, bundle: bundleOrNil)
    }

    /// A nib from a XIB document's bytes.
    public convenience init(data: Data, bundle bundleOrNil: Bundle?) {
        let read = Result { () throws(NibLoadingError) in
            do throws(IBReadError) {
                return try IBDocument.read(data: data, file: "data.xib")
            } catch {
                throw .unreadable(file: "data.xib", reason: "\(error)")
            }
        }
        self.init(read: read, bundle: bundleOrNil)
    }

    private init(read: Result<IBDocument, NibLoadingError>, bundle: Bundle?) {
        self.bundle = bundle
        switch read {
        case .success(let document):
            self.document = document
            loadError = nil
        case .failure(let error):
            document = nil
            loadError = error
        }
    }

    /// The XIB `name` in `bundle`, or the error that kept it from loading.
    public static func load(nibName name: String, bundle: Bundle?) throws(NibLoadingError) -> UINib {
        let nib = UINib(nibName: name, bundle: bundle)
        if let error = nib.loadError { throw error }
        return nib
    }

    /// Keys of `instantiate`'s options.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public var rawValue: String
        /// The key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A `[String: Any]` of objects standing for the document's external object
        /// placeholders, by their identifiers.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// Makes the top-level objects (views, cells), in document order: File's Owner is
    /// `ownerOrNil`, whose outlets are connected through `setValue(_:forKey:)` (see
    /// `NibKeyValueCoding`); `awakeFromNib()` runs on every object made. Placeholders and
    /// other objects are not returned, as in UIKit. No objects when the nib did not load.
    public func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        guard let document else { return [] }
        let loader = NibLoader(document: document, bundle: bundle)
        let external = optionsOrNil?[.externalObjects] as? [String: Any] ?? [:]
        var objects: [Any] = []
        for object in document.objects {
            switch object {
            case .placeholder(let placeholder):
                let stand: Any? = placeholder.identifier == "IBFilesOwner" ? ownerOrNil : external[placeholder.identifier]
                if let stand = stand as? AnyObject { loader.placeholders[placeholder.id] = stand }
                loader.addConnections(placeholder.connections)
            case .view(let view): objects.append(loader.makeView(view))
            case .viewController(let controller):
                loader.warn(controller.id, line: controller.line, "a view controller at the top of a XIB is not loaded")
            case .other(let other):
                loader.warn(other.id, line: 0, "<\(other.element)> at the top of a XIB is not loaded")
            }
        }
        loader.connectAndAwake()
        warnings = loader.warnings
        return objects
    }
}

/// Finding and reading a document in a bundle.
enum NibFile {
    /// `name.ext` in `bundle` (the main bundle when nil), read.
    static func read(name: String, extension ext: String, bundle: Bundle?) throws(NibLoadingError) -> IBDocument {
        let bundle = bundle ?? .main
        guard let url = bundle.url(forResource: name, withExtension: ext) else {
            throw .fileNotFound(name: name, fileExtension: ext, bundlePath: bundle.bundlePath)
        }
        do throws(IBReadError) {
            return try IBDocument.read(path: url.path)
        } catch {
            throw .unreadable(file: url.lastPathComponent, reason: "\(error)")
        }
    }
}
