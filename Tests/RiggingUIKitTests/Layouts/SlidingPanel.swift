// An animated layout change as iOS code writes it: change a constraint's constant in an
// animation block and lay out there.
#if canImport(UIKit)
    import UIKit
#else
    import RiggingUIKit
#endif

@MainActor
final class SlidingPanel {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let panel = UIView()
    // Written as iOS code writes it.
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    private var panelTop: NSLayoutConstraint!
    private(set) var isOpen = false
    private(set) var completions: [Bool] = []

    init() {
        panel.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(panel)
        panelTop = panel.topAnchor.constraint(equalTo: root.bottomAnchor)
        NSLayoutConstraint.activate([
            panel.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            panel.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            panel.heightAnchor.constraint(equalToConstant: 200),
            panelTop,
        ])
    }

    func open(options: UIView.AnimationOptions = [.curveLinear]) {
        isOpen = true
        UIView.animate(
            withDuration: 0.5, delay: 0, options: options,
            animations: {
                self.panelTop.constant = -200
                self.root.layoutIfNeeded()
            },
            completion: { finished in
                self.completions.append(finished)
            })
    }

    func bounceClosed() {
        isOpen = false
        UIView.animate(
            withDuration: 0.5, delay: 0.1, usingSpringWithDamping: 0.6, initialSpringVelocity: 0,
            options: [],
            animations: {
                self.panelTop.constant = 0
                self.root.layoutIfNeeded()
            },
            completion: { finished in
                self.completions.append(finished)
            })
    }
}
