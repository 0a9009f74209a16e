// Layout code in the item form (`NSLayoutConstraint(item:...)`), as older iOS code writes it.
#if canImport(UIKit)
    import UIKit
#else
    import RiggingUIKit
#endif

/// Two columns in a 2:1 ratio with a gap, a footer of fixed height at the bottom, and a header
/// whose width prefers 600 points but may not pass the container's.
@MainActor
func makeItemFormGrid(width: CGFloat, height: CGFloat) -> (root: UIView, left: UIView, right: UIView, footer: UIView, header: UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    let left = UIView()
    let right = UIView()
    let footer = UIView()
    let header = UIView()
    for view in [left, right, footer, header] {
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
    }
    let preferredWidth = NSLayoutConstraint(
        item: header, attribute: .width, relatedBy: .equal,
        toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 600)
    preferredWidth.priority = .defaultHigh
    preferredWidth.identifier = "header-preferred-width"
    root.addConstraints([
        NSLayoutConstraint(item: header, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top, multiplier: 1, constant: 0),
        NSLayoutConstraint(item: header, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .centerX, multiplier: 1, constant: 0),
        NSLayoutConstraint(item: header, attribute: .width, relatedBy: .lessThanOrEqual, toItem: root, attribute: .width, multiplier: 1, constant: 0),
        preferredWidth,
        NSLayoutConstraint(item: header, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 50),
        NSLayoutConstraint(item: left, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leading, multiplier: 1, constant: 10),
        NSLayoutConstraint(item: left, attribute: .top, relatedBy: .equal, toItem: header, attribute: .bottom, multiplier: 1, constant: 10),
        NSLayoutConstraint(item: right, attribute: .leading, relatedBy: .equal, toItem: left, attribute: .trailing, multiplier: 1, constant: 10),
        NSLayoutConstraint(item: right, attribute: .trailing, relatedBy: .equal, toItem: root, attribute: .trailing, multiplier: 1, constant: -10),
        NSLayoutConstraint(item: right, attribute: .top, relatedBy: .equal, toItem: left, attribute: .top, multiplier: 1, constant: 0),
        NSLayoutConstraint(item: left, attribute: .width, relatedBy: .equal, toItem: right, attribute: .width, multiplier: 2, constant: 0),
        NSLayoutConstraint(item: left, attribute: .bottom, relatedBy: .equal, toItem: footer, attribute: .top, multiplier: 1, constant: -10),
        NSLayoutConstraint(item: right, attribute: .height, relatedBy: .equal, toItem: left, attribute: .height, multiplier: 1, constant: 0),
        NSLayoutConstraint(item: footer, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leading, multiplier: 1, constant: 0),
        NSLayoutConstraint(item: footer, attribute: .trailing, relatedBy: .equal, toItem: root, attribute: .trailing, multiplier: 1, constant: 0),
        NSLayoutConstraint(item: footer, attribute: .bottom, relatedBy: .equal, toItem: root, attribute: .bottom, multiplier: 1, constant: 0),
        NSLayoutConstraint(item: footer, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 44),
    ])
    return (root, left, right, footer, header)
}

/// Two equal buttons in a row and a bar under them, in the visual format language.
@MainActor
func makeVisualFormatRow(width: CGFloat) -> (root: UIView, a: UIView, b: UIView, bar: UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 200))
    let a = UIView()
    let b = UIView()
    let bar = UIView()
    for view in [a, b, bar] {
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
    }
    let views: [String: Any] = ["a": a, "b": b, "bar": bar]
    let metrics: [String: Any] = ["gap": CGFloat(10), "rowHeight": 44]
    var constraints = NSLayoutConstraint.constraints(
        withVisualFormat: "H:|-gap-[a]-gap-[b(==a)]-gap-|",
        options: [.alignAllTop, .alignAllBottom], metrics: metrics, views: views)
    constraints += NSLayoutConstraint.constraints(
        withVisualFormat: "V:|-20-[a(rowHeight)]-8-[bar(2)]",
        options: [], metrics: metrics, views: views)
    constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|[bar]|", options: [], metrics: nil, views: views)
    NSLayoutConstraint.activate(constraints)
    return (root, a, b, bar)
}
