// Classes a storyboard and XIBs name as `customClass`, written as iOS apps write them: outlets
// as properties, set by UIKit's key-value coding (`setValue(_:forKey:)`, which a Swift class on
// Linux overrides: UIKit's `@IBOutlet` cannot set a property here), and `awakeFromNib()`.
#if canImport(UIKit)
    import UIKit
#else
    import RiggingUIKit
#endif

final class LoginViewController: UIViewController {
    // `@IBOutlet` needs Objective-C classes, so only UIKit's build marks the outlets.
    #if canImport(UIKit)
        @IBOutlet
    #endif
    var titleLabel: UILabel?
    #if canImport(UIKit)
        @IBOutlet
    #endif
    var signInButton: UIButton?
    #if canImport(UIKit)
        @IBOutlet
    #endif
    var buttonHeight: NSLayoutConstraint?
    private(set) var awoke = false
    private(set) var outletsAtViewDidLoad: [String] = []

    override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "titleLabel": titleLabel = value as? UILabel
        case "signInButton": signInButton = value as? UIButton
        case "buttonHeight": buttonHeight = value as? NSLayoutConstraint
        default: super.setValue(value, forKey: key)
        }
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = true
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        outletsAtViewDidLoad = [titleLabel == nil ? nil : "titleLabel", signInButton == nil ? nil : "signInButton"].compactMap { $0 }
    }
}

final class ItemCell: UITableViewCell {
    var nameLabel: UILabel?

    override func setValue(_ value: Any?, forKey key: String) {
        if key == "nameLabel" { nameLabel = value as? UILabel } else { super.setValue(value, forKey: key) }
    }
}

final class ProfileCell: UITableViewCell {
    var nameLabel: UILabel?
    var bioLabel: UILabel?
    private(set) var awokeWithOutlets = false

    override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "nameLabel": nameLabel = value as? UILabel
        case "bioLabel": bioLabel = value as? UILabel
        default: super.setValue(value, forKey: key)
        }
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        awokeWithOutlets = nameLabel != nil && bioLabel != nil
    }
}

final class ProfileBannerView: UIView {
    /// The subviews `init?(coder:)` saw after `super.init(coder:)`: a document's subviews are
    /// decoded by then, as in UIKit.
    private(set) var subviewsAtInit = 0

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        subviewsAtInit = subviews.count
    }
}

/// Rows of profiles from a nib-registered cell: a name and a bio that wraps.
final class ProfilesDataSource: NSObject, UITableViewDataSource {
    let profiles: [(name: String, bio: String)]

    init(_ profiles: [(name: String, bio: String)]) { self.profiles = profiles }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { profiles.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ProfileCell", for: indexPath)
        if let cell = cell as? ProfileCell {
            cell.nameLabel?.text = profiles[indexPath.row].name
            cell.bioLabel?.text = profiles[indexPath.row].bio
        }
        return cell
    }
}

/// Items of a storyboard prototype cell.
final class ItemsDataSource: NSObject, UITableViewDataSource {
    let names: [String]

    init(_ names: [String]) { self.names = names }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        (cell as? ItemCell)?.nameLabel?.text = names[indexPath.row]
        return cell
    }
}

/// Badges of a nib-registered collection cell.
final class BadgesDataSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Badge", for: indexPath)
    }
}

/// A controller whose view loads from a XIB named at its creation, through File's Owner's
/// `view` outlet.
final class NoticeViewController: UIViewController {
    var message: UILabel?

    override func setValue(_ value: Any?, forKey key: String) {
        if key == "message" { message = value as? UILabel } else { super.setValue(value, forKey: key) }
    }
}
