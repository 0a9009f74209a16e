/// UIKit's `UIContentConfiguration`: a value describing a cell's content, which makes the view
/// that shows it (`UIListContentConfiguration` is the standard one).
@MainActor
public protocol UIContentConfiguration {
    /// A view showing this configuration.
    func makeContentView() -> any UIView & UIContentView
}

/// UIKit's `UIContentView`: a view a content configuration made; setting `configuration` shows
/// the new one.
@MainActor
public protocol UIContentView: AnyObject {
    /// The configuration shown.
    var configuration: any UIContentConfiguration { get set }
}
