import XCTest

// Frames layout does not set: a view with no superview keeps its frame when laid out, a custom
// view gives itself constraints in its initializer before it is added anywhere, and a frame
// set by hand keeps its exact value while constraint-placed neighbours land on the pixel grid.
#if canImport(UIKit)
    import UIKit
#else
    import RiggingUIKit
#endif

final class InitializerBannerView: UIView {
    let title = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        title.translatesAutoresizingMaskIntoConstraints = false
        addSubview(title)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            title.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            title.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
            heightAnchor.constraint(equalToConstant: 44),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class FrameOwnershipCompatibilityTests: XCTestCase {
    @MainActor func testADetachedViewKeepsItsFrameWhenLaidOut() async {
        let badge = UIView(frame: CGRect(x: 5, y: 5, width: 40, height: 20))
        badge.widthAnchor.constraint(equalToConstant: 100).isActive = true
        badge.layoutIfNeeded()
        XCTAssertEqual(badge.frame, CGRect(x: 5, y: 5, width: 40, height: 20))
        let fitting = badge.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        XCTAssertEqual(fitting.width, 100)
    }

    @MainActor func testConstraintsFromAnInitializerLayOutInASuperview() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let banner = InitializerBannerView(frame: .zero)
        banner.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(banner)
        NSLayoutConstraint.activate([
            banner.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            banner.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            banner.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 100),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(banner.frame, CGRect(x: 0, y: 100, width: 320, height: 44))
        XCTAssertEqual(banner.title.frame, CGRect(x: 16, y: 8, width: 288, height: 28))
    }

    @MainActor func testAFrameSetByHandStaysExact() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let manual = UIView(frame: CGRect(x: 10.3, y: 20.2, width: 30.7, height: 10.1))
        controller.view.addSubview(manual)
        let placed = UIView()
        placed.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(placed)
        NSLayoutConstraint.activate([
            placed.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 10.3),
            placed.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 50),
            placed.widthAnchor.constraint(equalToConstant: 30),
            placed.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(manual.frame, CGRect(x: 10.3, y: 20.2, width: 30.7, height: 10.1))
        let scale = window.screen.scale
        XCTAssertGreaterThan(scale, 1)
        XCTAssertEqual((placed.frame.minX * scale).rounded(), placed.frame.minX * scale, accuracy: 1e-9)
        XCTAssertNotEqual(placed.frame.minX, 10.3)
    }
}
