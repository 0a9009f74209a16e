import XCTest

// A sign-in screen laid out with anchors against the safe area and the layout margins, in a
// view controller shown by a window, as an iOS app writes it.
#if canImport(UIKit)
    import UIKit
#else
    import RiggingUIKit
#endif

final class SignInViewController: UIViewController {
    let logo = UIImageView(image: UIImage(systemName: "person.circle"))
    let emailField = UITextField()
    let passwordField = UITextField()
    let signInButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        emailField.placeholder = "Email"
        emailField.borderStyle = .roundedRect
        passwordField.placeholder = "Password"
        passwordField.borderStyle = .roundedRect
        signInButton.setTitle("Sign In", for: .normal)
        for subview in [logo, emailField, passwordField, signInButton] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let safeArea = view.safeAreaLayoutGuide
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            logo.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 40),
            logo.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            logo.widthAnchor.constraint(equalToConstant: 81),
            logo.heightAnchor.constraint(equalTo: logo.widthAnchor),
            emailField.topAnchor.constraint(equalTo: logo.bottomAnchor, constant: 32),
            emailField.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            emailField.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            emailField.heightAnchor.constraint(equalToConstant: 44),
            passwordField.topAnchor.constraint(equalToSystemSpacingBelow: emailField.bottomAnchor, multiplier: 1),
            passwordField.leadingAnchor.constraint(equalTo: emailField.leadingAnchor),
            passwordField.trailingAnchor.constraint(equalTo: emailField.trailingAnchor),
            passwordField.heightAnchor.constraint(equalTo: emailField.heightAnchor),
            signInButton.topAnchor.constraint(equalTo: passwordField.bottomAnchor, constant: 24),
            signInButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            signInButton.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 1, constant: -192),
            signInButton.heightAnchor.constraint(greaterThanOrEqualToConstant: 50),
        ])
    }
}

/// UIKit's rules on an iPhone 15 (393 x 852, safe area {59, 0, 34, 0}): a root view's layout
/// margins are 16 points at the sides on an iPhone narrower than 414 points; system spacing
/// between two views is 8 points.
final class AnchorsCompatibilityTests: XCTestCase {
    @MainActor func testSignInScreenOnAnIPhone15() async throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "iPhone 15"))
        let controller = SignInViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.view.layoutIfNeeded()
        XCTAssertEqual(controller.view.frame, CGRect(x: 0, y: 0, width: 393, height: 852))
        XCTAssertEqual(controller.logo.frame, CGRect(x: 156, y: 99, width: 81, height: 81))
        XCTAssertEqual(controller.emailField.frame, CGRect(x: 16, y: 212, width: 361, height: 44))
        XCTAssertEqual(controller.passwordField.frame, CGRect(x: 16, y: 264, width: 361, height: 44))
        XCTAssertEqual(controller.signInButton.frame, CGRect(x: 96, y: 332, width: 201, height: 50))
    }
}
