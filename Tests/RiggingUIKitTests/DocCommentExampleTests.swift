import Rigging
import RiggingUIKit
import Testing

/// The code examples in RiggingUIKit's doc comments, run as written (the values in their
/// comments checked).
@MainActor
@Suite struct DocCommentExampleTests {
    @Test func uiView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            box.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 20, y: 40, width: 335, height: 167.5))
    }

    @Test func nsLayoutConstraint() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(
                item: box, attribute: .centerX, relatedBy: .equal,
                toItem: root, attribute: .centerX, multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: box, attribute: .top, relatedBy: .equal,
                toItem: root, attribute: .top, multiplier: 1, constant: 10),
            NSLayoutConstraint(
                item: box, attribute: .width, relatedBy: .equal,
                toItem: root, attribute: .width, multiplier: 0.5, constant: 0),
            NSLayoutConstraint(
                item: box, attribute: .height, relatedBy: .equal,
                toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 44),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 80, y: 10, width: 160, height: 44))
    }

    @Test func uiLayoutGuide() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let spacer = UILayoutGuide()
        root.addLayoutGuide(spacer)
        NSLayoutConstraint.activate([
            spacer.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            spacer.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            spacer.topAnchor.constraint(equalTo: root.topAnchor),
            spacer.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(spacer.layoutFrame == CGRect(x: 10, y: 0, width: 150, height: 20))
        #expect(root.layoutGuides == [spacer])
        #expect(spacer.owningView === root)
    }

    @Test func uiLayoutPriority() {
        let almost = UILayoutPriority.required - 1
        #expect("\(almost.rawValue)" == "999.0")
    }

    @Test func uiFont() {
        let label = UILabel()
        label.font = .boldSystemFont(ofSize: 20)
        #expect("\(label.font.pointSize)" == "20.0")
    }

    @Test func uiImage() {
        let image = UIImage(size: CGSize(width: 40, height: 30))
        let imageView = UIImageView(image: image)
        #expect(imageView.intrinsicContentSize == image.size)
    }

    @Test func uiLabel() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        let label = UILabel()
        label.text = "A label that wraps by itself when it runs out of room"
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
        ])
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 16, y: 16, width: 168, height: 61))
    }

    @Test func uiButton() {
        let button = UIButton(type: .system)
        button.setTitle("Sign in", for: .normal)
        #expect("\(button.intrinsicContentSize.height)" == "30.0")
    }

    @Test func uiStackView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let a = UIView()
        let b = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.axis = .horizontal
        stack.distribution = .fillEqually
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.heightAnchor.constraint(equalToConstant: 44),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 155, height: 44))
        #expect(b.frame == CGRect(x: 165, y: 0, width: 155, height: 44))
    }

    @Test func uiViewAnimate() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let left = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20)
        NSLayoutConstraint.activate([
            left, box.topAnchor.constraint(equalTo: root.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 100),
        ])
        let loop = try LayoutRunLoop(root: root)
        UIView.animate(
            withDuration: 0.6, delay: 0, options: [.curveLinear],
            animations: {
                left.constant = 200
                root.layoutIfNeeded()
            })
        try loop.run(until: 0.3)
        #expect(box.frame.minX == 200)
        #expect(abs(box.layoutView.presentationFrame.minX - 110) < 1e-9)
    }

    @Test func layoutRunLoopOverAUIView() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let loop = try LayoutRunLoop(root: root)
        try loop.run(until: 0.5)
        #expect("\(loop.time)" == "0.5")
    }

    @Test func uiViewPropertyAnimator() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let top = box.topAnchor.constraint(equalTo: root.topAnchor)
        NSLayoutConstraint.activate([
            top, box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 50),
        ])
        let loop = try LayoutRunLoop(root: root)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            top.constant = 400
            root.layoutIfNeeded()
        }
        animator.pauseAnimation()
        animator.fractionComplete = 0.25
        #expect(box.layoutView.presentationFrame.minY == 100)
        animator.startAnimation()
        try loop.run(until: 1)
        #expect(animator.state == .inactive)
        #expect(box.layoutView.presentationFrame.minY == 400)
    }

    @Test func uiScrollView() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1200),
        ])
        scroll.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 320, height: 1200))
    }
}
