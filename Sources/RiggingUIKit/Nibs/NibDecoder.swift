import Foundation
import InterfaceBuilder

/// The coder a storyboard or nib hands each object's `init?(coder:)`, as UIKit hands its archive
/// decoder: `UIView.init?(coder:)` and `UIViewController.init?(coder:)` read the document's
/// element from it, so a subclass's `init?(coder:)` sees its properties, subviews and
/// constraints once `super.init(coder:)` returns, as in UIKit.
///
/// Keyed decoding of other values answers as an archive without them does (nil, false, 0):
/// there is no compiled nib to decode here, only the document.
final class NibDecoder: NSCoder {
    /// What the coder stands for.
    enum Element {
        case view(IBView)
        case controller(IBViewController)
    }

    /// The load it belongs to (reached only from the main actor, in the initializers it serves).
    nonisolated(unsafe) let loader: AnyObject
    let element: Element

    init(loader: AnyObject, element: Element) {
        self.loader = loader
        self.element = element
        super.init()
    }

    override var allowsKeyedCoding: Bool { true }
    override func containsValue(forKey key: String) -> Bool { false }
    override func decodeObject(forKey key: String) -> Any? { nil }
    override func decodeObject(of classes: [AnyClass]?, forKey key: String) -> Any? { nil }
    override func decodeObject() -> Any? { nil }
    override func decodeData() -> Data? { nil }
    override var requiresSecureCoding: Bool { false }
    override func decodeBool(forKey key: String) -> Bool { false }
    override func decodeInteger(forKey key: String) -> Int { 0 }
    override func decodeInt32(forKey key: String) -> Int32 { 0 }
    override func decodeInt64(forKey key: String) -> Int64 { 0 }
    override func decodeFloat(forKey key: String) -> Float { 0 }
    override func decodeDouble(forKey key: String) -> Double { 0 }

    /// The view element, for a view's coder.
    var view: IBView? {
        if case .view(let view) = element { return view }
        return nil
    }
}
