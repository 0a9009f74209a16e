// Rows made in a loop and found again by tag, as iOS code does, with z-order changes, a
// coordinate conversion and a fade.
#if canImport(UIKit)
    import UIKit
#else
    import RiggingUIKit
#endif

@MainActor
final class TaggedRows {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let card = UIView()
    let overlay = UIView()

    init(count: Int) {
        card.frame = CGRect(x: 20, y: 100, width: 280, height: 300)
        card.accessibilityIdentifier = "card"
        root.addSubview(card)
        var above = card.topAnchor
        for index in 0..<count {
            let row = UIView()
            row.tag = 100 + index
            row.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(row)
            NSLayoutConstraint.activate([
                row.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
                row.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
                row.topAnchor.constraint(equalTo: above, constant: 10),
                row.heightAnchor.constraint(equalToConstant: 40),
            ])
            above = row.bottomAnchor
        }
        overlay.frame = card.bounds
        card.insertSubview(overlay, at: 0)
    }

    func fadeOutOverlay() {
        card.bringSubviewToFront(overlay)
        UIView.animate(
            withDuration: 0.2, delay: 0, options: [.curveLinear],
            animations: {
                self.overlay.alpha = 0
            })
    }

    func blinkOverlay() {
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: [.calculationModeLinear],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                    self.overlay.alpha = 0.5
                }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                    self.overlay.alpha = 0
                }
            })
    }

    func moveCardAndJumpOverlay() {
        UIView.animate(
            withDuration: 0.4, delay: 0, options: [.curveLinear],
            animations: {
                UIView.performWithoutAnimation {
                    self.overlay.frame.origin.x = 50
                    self.card.layoutIfNeeded()
                }
                self.card.frame.origin.y = 140
                self.root.layoutIfNeeded()
            })
    }
}
