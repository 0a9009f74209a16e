/// The view a cell's `contentConfiguration` made, filling the cell's content view: a new
/// configuration of the same type is given to it, one of another type replaces it, nil removes it.
@MainActor
final class ConfiguredContent {
    /// The view shown, or nil.
    private(set) var view: (any UIView & UIContentView)?
    /// The least height of a `UIListContentView` shown.
    let minimumHeight: CGFloat

    /// Content whose list content views are at least `minimumHeight` tall (a list row's 44
    /// points by default).
    init(minimumHeight: CGFloat = UIListContentConfiguration.minimumRowHeight) { self.minimumHeight = minimumHeight }

    /// Shows `configuration` in `contentView` (nil: nothing).
    func show(_ configuration: (any UIContentConfiguration)?, in contentView: UIView) {
        guard let configuration else {
            view?.removeFromSuperview()
            view = nil
            return
        }
        if let view, type(of: view.configuration) == type(of: configuration) {
            view.configuration = configuration
            return
        }
        view?.removeFromSuperview()
        let made = configuration.makeContentView()
        (made as? UIListContentView)?.minimumHeight = minimumHeight
        made.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(made)
        let edges: [NSLayoutConstraint.Attribute] = [.top, .leading, .trailing, .bottom]
        NSLayoutConstraint.activate(
            edges.map {
                NSLayoutConstraint(item: made, attribute: $0, relatedBy: .equal, toItem: contentView, attribute: $0, multiplier: 1, constant: 0)
            })
        view = made
    }
}
