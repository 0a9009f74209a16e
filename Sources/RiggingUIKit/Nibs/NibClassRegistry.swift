/// The Swift classes a storyboard's or nib's `customClass` names stand for.
///
/// UIKit finds the class a document names through the Objective-C runtime
/// (`NSClassFromString`); Swift on Linux has no runtime that makes a class from its name, so an
/// app registers each class its documents name, once, before loading them (a deliberate
/// departure: the one line UIKit code does not need). Loading makes a registered class with its
/// `init?(coder:)`, as UIKit does; a `customClass` with no registered class loads as the
/// element's own class (a `label` as `UILabel`), with a `NibLoadingWarning`.
///
/// ```swift
/// final class ContactCell: UITableViewCell {
///     var nameLabel: UILabel?
///     override func setValue(_ value: Any?, forKey key: String) {
///         if key == "nameLabel" { nameLabel = value as? UILabel } else { super.setValue(value, forKey: key) }
///     }
/// }
/// NibClassRegistry.register(ContactCell.self)
/// // NibClassRegistry.viewClass(named: "ContactCell") is ContactCell.self
/// ```
@MainActor
public enum NibClassRegistry {
    private static var views: [String: UIView.Type] = [:]
    private static var controllers: [String: UIViewController.Type] = [:]

    /// Registers a view class under `name` (nil: the class's own unqualified name, which is
    /// what Interface Builder writes as `customClass`).
    public static func register(_ viewClass: UIView.Type, as name: String? = nil) {
        views[name ?? String(describing: viewClass)] = viewClass
    }

    /// Registers a view controller class under `name` (nil: the class's own unqualified name).
    public static func register(_ controllerClass: UIViewController.Type, as name: String? = nil) {
        controllers[name ?? String(describing: controllerClass)] = controllerClass
    }

    /// The view class registered under `name`, if any.
    public static func viewClass(named name: String) -> UIView.Type? { views[name] }

    /// The view controller class registered under `name`, if any.
    public static func viewControllerClass(named name: String) -> UIViewController.Type? { controllers[name] }
}
