// A scrolling feed as iOS code builds one: a stack in a scroll view's content layout guide, as
// wide as the frame layout guide; and a cell's content sized by systemLayoutSizeFitting.
#if canImport(UIKit)
    import UIKit
#else
    import RiggingUIKit
#endif

@MainActor
final class ScrollingFeed {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let scrollView = UIScrollView()
    let stack = UIStackView()

    init(rows: Int) {
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.axis = .vertical
        stack.spacing = 10
        root.addSubview(scrollView)
        scrollView.addSubview(stack)
        for index in 0..<rows {
            let row = UIView()
            row.tag = index + 1
            row.heightAnchor.constraint(equalToConstant: 100).isActive = true
            stack.addArrangedSubview(row)
        }
        NSLayoutConstraint.activate([
            scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scrollView.topAnchor.constraint(equalTo: root.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ])
    }
}

/// A cell's content: a wrapping label inside 16-point insets.
@MainActor
func makeMessageContent(text: String) -> (content: UIView, label: UILabel) {
    let content = UIView()
    let label = UILabel()
    label.numberOfLines = 0
    label.text = text
    label.translatesAutoresizingMaskIntoConstraints = false
    content.addSubview(label)
    NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
        label.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
        label.topAnchor.constraint(equalTo: content.topAnchor, constant: 16),
        label.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -16),
    ])
    return (content, label)
}

/// A frame-based view that knows its size.
final class PillView: UIView {
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: min(size.width, 100), height: 44)
    }
}
