// Stack views as iOS code builds a settings form: a vertical stack of rows, each a horizontal
// stack of a title and a value, and a row of equal buttons at the bottom.
#if canImport(UIKit)
    import UIKit
#else
    import RiggingUIKit
#endif

@MainActor
final class SettingsStack {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let column = UIStackView()
    let buttons = UIStackView()
    var rows: [UIStackView] = []
    let cancel = UIButton(type: .system)
    let save = UIButton(type: .system)

    init(titles: [String]) {
        column.axis = .vertical
        column.spacing = 8
        column.alignment = .fill
        column.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(column)
        for title in titles {
            let name = UILabel()
            name.text = title
            let value = UIView()
            value.widthAnchor.constraint(equalToConstant: 51).isActive = true
            value.heightAnchor.constraint(equalToConstant: 31).isActive = true
            let row = UIStackView(arrangedSubviews: [name, value])
            row.axis = .horizontal
            row.alignment = .center
            row.spacing = 12
            rows.append(row)
            column.addArrangedSubview(row)
        }
        cancel.setTitle("Cancel", for: .normal)
        save.setTitle("Save", for: .normal)
        buttons.addArrangedSubview(cancel)
        buttons.addArrangedSubview(save)
        buttons.distribution = .fillEqually
        buttons.spacing = 20
        column.setCustomSpacing(24, after: rows[rows.count - 1])
        column.addArrangedSubview(buttons)
        let guide = root.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
            column.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
            column.topAnchor.constraint(equalTo: guide.topAnchor, constant: 20),
        ])
    }
}
