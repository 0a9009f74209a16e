import RiggingUIKit
import Testing

/// The code examples in the doc comments of RiggingUIKit's kept-without-effect names (layers,
/// text styles, symbol images, bar button items, toolbars), run as written.
@MainActor
@Suite struct AppearanceDocCommentExampleTests {
    @Test func caLayer() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        card.layer.cornerRadius = 12
        card.layer.shadowOpacity = 0.2
        #expect(card.layer.cornerRadius == 12)
        #expect(card.frame.width == 200)
    }

    @Test func textStyle() {
        let caption = UIFont.preferredFont(forTextStyle: .caption1)
        #expect(caption.pointSize == 12)
    }

    @Test func symbolImage() {
        let star = UIImage(systemName: "star.fill")
        #expect(star?.size == CGSize(width: 17, height: 17))
    }

    @Test func barButtonItem() {
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        let space = UIBarButtonItem.flexibleSpace()
        let gap = UIBarButtonItem.fixedSpace(20)
        #expect(done.title == nil)
        #expect(space.isSpace)
        #expect(gap.width == 20)
    }

    @Test func toolbar() {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let stepper = UIView(frame: CGRect(x: 0, y: 0, width: 94, height: 32))
        toolbar.setItems([.flexibleSpace(), UIBarButtonItem(customView: stepper)], animated: false)
        toolbar.layoutIfNeeded()
        #expect(stepper.convert(stepper.bounds, to: toolbar) == CGRect(x: 210, y: 6, width: 94, height: 32))
        #expect(toolbar.items?.count ?? 0 == 2)
    }

    @Test func symbolScalesAndSelectors() {
        let large = UIImage(systemName: "gear", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20, weight: .bold, scale: .large))
        #expect(large?.size.width == 20 * 1.29)
        #expect(UIImage(systemName: "") == nil)
        let action: Selector = "send"
        #expect(action == Selector("send"))
        #expect(UIColor.systemRed.cgColor.components == [1, 59.0 / 255, 48.0 / 255, 1])
    }
}
