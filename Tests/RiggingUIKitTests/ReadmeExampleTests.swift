import Foundation
import Rigging
import RiggingUIKit
import Testing

// The README's "UIKit spelling" example, kept compiling and true: `BannerView`, the body of
// `bannerSlidesIn` and that of `aStoryboardLoads` are its three blocks (the first block's `#if`
// header is this file's imports).

final class BannerView: UIView {
    let message = UILabel()
    let close = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        message.numberOfLines = 0
        message.text = "Your storage is almost full. Free up space or upgrade your plan."
        close.setTitle("Close", for: .normal)
        close.setContentHuggingPriority(.required, for: .horizontal)
        for view in [message, close] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        NSLayoutConstraint.activate([
            message.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            message.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            message.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
            close.leadingAnchor.constraint(equalToSystemSpacingAfter: message.trailingAnchor, multiplier: 1),
            close.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            close.firstBaselineAnchor.constraint(equalTo: message.firstBaselineAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

@MainActor
@Suite struct ReadmeExampleTests {
    @Test func theReadmeShowsThisCode() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let section = try #require(
            readme.components(separatedBy: "## UIKit spelling\n").dropFirst().first?
                .components(separatedBy: "\n## ").first)
        let blocks = section.components(separatedBy: "```swift\n").dropFirst().compactMap { $0.components(separatedBy: "```").first }
        #expect(blocks.count == 3)
        for line in blocks.joined().split(separator: "\n") where !line.hasPrefix("#") && !line.hasPrefix("import ") {
            #expect(source.contains(String(line)), "README line not run by this test: \(line)")
        }
    }

    @Test func bannerSlidesIn() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let banner = BannerView()
        banner.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(banner)
        let bannerTop = banner.topAnchor.constraint(equalTo: root.bottomAnchor)
        NSLayoutConstraint.activate([
            banner.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            banner.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            bannerTop,
        ])
        let loop = try LayoutRunLoop(root: root)
        // banner.message.frame is (8, 8, 312, 41): two lines between the margins and the button
        // banner.frame is (0, 667, 375, 57), just below the screen
        #expect(banner.message.frame == CGRect(x: 8, y: 8, width: 312, height: 41))
        #expect(banner.close.frame.origin.x == 328)
        #expect(banner.frame == CGRect(x: 0, y: 667, width: 375, height: 57))
        UIView.animate(withDuration: 0.3) {
            bannerTop.constant = -banner.frame.height
            root.layoutIfNeeded()
        }
        try loop.run(until: 0.15)
        // banner.frame.minY is 610; banner.layoutView.presentationFrame.minY is 638.5, half-way
        #expect(banner.frame.minY == 610)
        #expect(banner.layoutView.presentationFrame.minY == 638.5)
    }

    @Test func aStoryboardLoads() throws {
        NibClassRegistry.register(LoginViewController.self)
        let storyboard = UIStoryboard(name: "Shop", bundle: .module)
        let login = storyboard.instantiateViewController(withIdentifier: "Login") as? LoginViewController
        let window = UIWindow(screen: try UIScreen(deviceNamed: "retina6_1"))
        window.rootViewController = login
        window.makeKeyAndVisible()
        // login?.titleLabel?.text is "Welcome back"; login?.buttonHeight?.identifier is "signIn.height"
        // login?.view.subviews[0].frame is (20, 68, 374, 116.5): 20 below the status bar
        #expect(login?.titleLabel?.text == "Welcome back")
        #expect(login?.buttonHeight?.identifier == "signIn.height")
        #expect(login?.view.subviews[0].frame == CGRect(x: 20, y: 68, width: 374, height: 116.5))
    }
}
