import AutoLayout
import RiggingUIKit
import Testing

/// `ProfileCard` (Layouts/) against UIKit's rules: a plain view's layout margins are 8 points,
/// the system spacing is 8 points, an image view's intrinsic size is its image's, a multi-line
/// label wraps at the width its constraints give it, and a custom view's `intrinsicContentSize`
/// override sizes it.
@Suite @MainActor struct ProfileCardTests {
    static let longName = "Augusta Ada King, Countess of Lovelace, mathematician and writer"

    @Test func framesFollowMarginsSystemSpacingAndIntrinsicSizes() {
        let card = ProfileCard(frame: CGRect(x: 0, y: 0, width: 375, height: 300))
        card.nameLabel.text = "Ada"
        card.layoutIfNeeded()
        #expect(card.avatar.frame == CGRect(x: 8, y: 8, width: 64, height: 64))
        // After the avatar by the system spacing, centred on it.
        #expect(card.badge.frame == CGRect(x: 80, y: 28, width: 24, height: 24))
        // 12 after the badge to the right margin (375 - 8).
        #expect(card.nameLabel.frame.minX == 116)
        #expect(card.nameLabel.frame.width == 251)
        #expect(card.nameLabel.frame.minY == 8)
        let button = Button(name: "reference", title: "Follow")
        let size = button.intrinsicContentSize
        #expect(card.followButton.frame.size == CGSize(width: size.width, height: size.height))
        #expect(card.followButton.frame.minY == card.nameLabel.frame.maxY + 8)
    }

    @Test func aMultiLineLabelWrapsAtTheWidthItsConstraintsGive() {
        let card = ProfileCard(frame: CGRect(x: 0, y: 0, width: 375, height: 300))
        card.nameLabel.text = Self.longName
        card.layoutIfNeeded()
        let reference = Label(name: "reference", text: Self.longName, font: .systemFont(ofSize: 17))
        reference.numberOfLines = 0
        let oneLine = reference.textSize(wrappingAt: nil)
        let wrapped = reference.textSize(wrappingAt: 251)
        #expect(wrapped.height >= 2 * oneLine.height)
        #expect(card.nameLabel.frame.size.height == CGFloat(wrapped.height))
        #expect(card.followButton.frame.minY == card.nameLabel.frame.maxY + 8)
    }

    @Test func overriddenHooksRunAndAnIntrinsicSizeChangeRelaysOut() {
        let card = ProfileCard(frame: CGRect(x: 0, y: 0, width: 375, height: 300))
        card.layoutIfNeeded()
        #expect(card.layoutPasses >= 1)
        #expect(card.constraintUpdates >= 1)
        let passes = card.layoutPasses
        card.badge.diameter = 40
        card.layoutIfNeeded()
        #expect(card.badge.frame == CGRect(x: 80, y: 20, width: 40, height: 40))
        #expect(card.nameLabel.frame.minX == 132)
        #expect(card.layoutPasses > passes)
    }

    @Test func subviewsAndSuperviewAreTheUIKitObjects() {
        let card = ProfileCard(frame: .zero)
        #expect(card.subviews.count == 4)
        #expect(card.subviews.first === card.avatar)
        #expect(card.nameLabel.superview === card)
        #expect(card.badge.isDescendant(of: card))
        card.badge.removeFromSuperview()
        #expect(card.subviews.count == 3)
        #expect(card.badge.superview == nil)
    }
}
