import Foundation
import RiggingUIKit
import Testing

/// The code examples in the doc comments of RiggingUIKit's storyboard and nib types, run as
/// written (the values in their comments checked).
@MainActor
@Suite struct NibsDocCommentExampleTests {
    final class ContactCell: UITableViewCell {
        var nameLabel: UILabel?
        override func setValue(_ value: Any?, forKey key: String) {
            if key == "nameLabel" { nameLabel = value as? UILabel } else { super.setValue(value, forKey: key) }
        }
    }

    @MainActor final class CardOwner: NibKeyValueCoding {
        var title: UILabel?
        func setValue(_ value: Any?, forKey key: String) {
            if key == "title" { title = value as? UILabel }
        }
    }

    @Test func nibClassRegistry() {
        NibClassRegistry.register(ContactCell.self)
        #expect(NibClassRegistry.viewClass(named: "ContactCell") == ContactCell.self)
        #expect(NibClassRegistry.viewClass(named: "Unknown") == nil)
    }

    @Test func nibKeyValueCoding() {
        let owner = CardOwner()
        let label = UILabel()
        owner.setValue(label, forKey: "title")
        #expect(owner.title === label)
    }

    @Test func uiNib() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701"
                targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="16" y="16" width="288" height="68"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="root"
                                secondAttribute="leading" constant="16" id="a"/>
                            <constraint firstItem="box" firstAttribute="top" secondItem="root"
                                secondAttribute="top" constant="16" id="b"/>
                            <constraint firstItem="root" firstAttribute="trailing" secondItem="box"
                                secondAttribute="trailing" constant="16" id="c"/>
                            <constraint firstItem="root" firstAttribute="bottom" secondItem="box"
                                secondAttribute="bottom" constant="16" id="d"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let nib = UINib(data: Data(xml.utf8), bundle: nil)
        let root = nib.instantiate(withOwner: nil, options: nil).first as? UIView
        root?.frame.size.width = 400
        root?.layoutIfNeeded()
        #expect(root?.subviews[0].frame == CGRect(x: 16, y: 16, width: 368, height: 68))
        #expect(nib.warnings.isEmpty)
    }
}

/// Docs/uikit.md's "Storyboards and nibs" example, run as written.
@MainActor
@Suite struct NibsGuideExampleTests {
    @Test func theGuidesStoryboardFromTheBundle() {
        let storyboard = UIStoryboard(name: "Shop", bundle: .module)
        #expect(storyboard.loadError == nil)
        #expect(storyboard.instantiateInitialViewController() is UINavigationController)
    }
}
