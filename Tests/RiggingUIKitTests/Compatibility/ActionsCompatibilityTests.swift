import XCTest

// A screen written for UIKit: a button with a target-action pair, a button with a primary
// `UIAction`, and a table whose delegate follows the selection. The target's method is an
// `@objc` method on iOS; on Linux the same method is named in `handler(for:)`.
#if canImport(UIKit)
    import UIKit
#else
    import RiggingUIKit
#endif

final class DraftsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let sendButton = UIButton(type: .system)
    let table = UITableView(frame: .zero, style: .plain)
    private(set) var sent: [String] = []
    private(set) var cancelled = false
    private(set) var opened: [Int] = []
    let drafts = ["Lunch", "Invoice", "Trip"]

    override func viewDidLoad() {
        super.viewDidLoad()
        sendButton.setTitle("Send", for: .normal)
        #if canImport(UIKit)
            sendButton.addTarget(self, action: #selector(send(_:)), for: .touchUpInside)
        #else
            sendButton.addTarget(self, action: Selector("send:"), for: .touchUpInside)
        #endif
        let cancelButton = UIButton(type: .system, primaryAction: UIAction(title: "Cancel") { [weak self] _ in self?.cancelled = true })
        table.dataSource = self
        table.delegate = self
        table.rowHeight = 44
        let bar = UIStackView(arrangedSubviews: [cancelButton, sendButton])
        bar.distribution = .equalSpacing
        let column = UIStackView(arrangedSubviews: [bar, table])
        column.axis = .vertical
        column.frame = view.bounds
        column.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(column)
    }

    #if canImport(UIKit)
        @objc func send(_ sender: Any?) { sent.append(drafts[table.indexPathForSelectedRow?.row ?? 0]) }
    #else
        func send(_ sender: Any?) { sent.append(drafts[table.indexPathForSelectedRow?.row ?? 0]) }

        override func handler(for action: Selector) -> (@MainActor (Any?) -> Void)? {
            guard action == Selector("send:") else { return super.handler(for: action) }
            return send
        }
    #endif

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { drafts.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = drafts[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { opened.append(indexPath.row) }
}

final class ActionsCompatibilityTests: XCTestCase {
    @MainActor func testTheButtonsAndTheTableSelectionReachTheController() async throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let drafts = DraftsViewController()
        window.rootViewController = drafts
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        XCTAssertEqual(drafts.table.visibleCells.count, 3)
        // Selecting from code calls no delegate method.
        drafts.table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        XCTAssertEqual(drafts.opened, [])
        drafts.sendButton.sendActions(for: .touchUpInside)
        XCTAssertEqual(drafts.sent, ["Invoice"])
        let bar = try XCTUnwrap(drafts.sendButton.superview as? UIStackView)
        let cancel = try XCTUnwrap(bar.arrangedSubviews.first as? UIButton)
        XCTAssertEqual(cancel.currentTitle, "Cancel")
        cancel.sendActions(for: .primaryActionTriggered)
        XCTAssertTrue(drafts.cancelled)
        #if !canImport(UIKit)
            drafts.table.simulateTap(at: IndexPath(row: 2, section: 0))
            XCTAssertEqual(drafts.opened, [2])
            XCTAssertEqual(drafts.table.indexPathForSelectedRow, IndexPath(row: 2, section: 0))
        #endif
    }
}
