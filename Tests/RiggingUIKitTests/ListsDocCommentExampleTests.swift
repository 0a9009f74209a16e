import RiggingUIKit
import Testing

/// The code examples in the doc comments of RiggingUIKit's tables and collections, run as
/// written (the values in their comments checked).
@MainActor
@Suite struct ListsDocCommentExampleTests {
    @Test func uiTableViewCell() {
        final class NoteCell: UITableViewCell {
            let note = UILabel()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                note.numberOfLines = 0
                note.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(note)
                NSLayoutConstraint.activate([
                    note.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                    note.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                    note.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11),
                    note.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -11),
                ])
            }
            required init?(coder: NSCoder) { nil }
        }
        let cell = NoteCell(dequeuedWithReuseIdentifier: "note")
        #expect(cell.note.superview === cell.contentView)
        #expect(cell.reuseIdentifier == "note")
    }

    @Test func uiTableViewHeaderFooterView() {
        let header = UITableViewHeaderFooterView(reuseIdentifier: "header")
        header.textLabel?.text = "Fruit"
        #expect(header.textLabel?.superview === header.contentView)
        #expect(header.reuseIdentifier == "header")
        #expect(header.textLabel?.text == "Fruit")
    }

    @Test func uiTableView() {
        final class Fruit: NSObject, UITableViewDataSource {
            let names = ["Apple", "Banana", "Cherry"]
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
                cell.contentView.heightAnchor.constraint(equalToConstant: 43.5).isActive = true
                return cell
            }
        }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let fruit = Fruit()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
        table.dataSource = fruit
        table.layoutIfNeeded()
        #expect(table.contentSize == CGSize(width: 320, height: 132))
    }

    @Test func uiCollectionViewCell() {
        final class TagCell: UICollectionViewCell {
            let name = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                name.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(name)
                NSLayoutConstraint.activate([
                    name.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
                    name.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
                    name.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4),
                    name.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4),
                ])
            }
            required init?(coder: NSCoder) { nil }
        }
        let cell = TagCell(dequeuedWithReuseIdentifier: "tag")
        #expect(cell.name.superview === cell.contentView)
        #expect(cell.reuseIdentifier == "tag")
    }

    @Test func uiCollectionView() {
        final class Swatches: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath)
            }
        }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        let swatches = Swatches()
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "swatch")
        collection.dataSource = swatches
        collection.layoutIfNeeded()
        #expect(collection.contentSize == CGSize(width: 320, height: 210))
    }

    @Test func uiCollectionViewFlowLayout() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 340, height: 400), collectionViewLayout: layout)
        layout.scrollDirection = .horizontal
        #expect(layout.collectionView === collection)
        #expect(collection.layoutCollectionView.collectionViewLayout.scrollDirection == .horizontal)
    }

    @Test func uiCollectionReusableView() {
        let header = UICollectionReusableView(dequeuedWithReuseIdentifier: "header")
        #expect(header.reuseIdentifier == "header")
    }

    @Test func nsCollectionLayoutGroup() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
            repeatingSubitem: item, count: 3)
        row.interItemSpacing = .fixed(10)
        final class Three: UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
        }
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 400),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row)))
        let three = Three()
        collection.dataSource = three
        collection.layoutIfNeeded()
        let frames = (0..<3).compactMap { collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames.map(\.minX) == [0, 110, 220] && frames.allSatisfy { $0.width == 100 })
    }

    @Test func nsCollectionLayoutBoundarySupplementaryItem() {
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        #expect(header.elementKind == "UICollectionElementKindSectionHeader")
    }

    @Test func uiCollectionViewCompositionalLayout() {
        let layout = UICollectionViewCompositionalLayout { _, environment in
            let columns = environment.container.effectiveContentSize.width > 500 ? 4 : 2
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                repeatingSubitem: item, count: columns)
            return NSCollectionLayoutSection(group: group)
        }
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        final class Many: UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 8 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
        }
        let many = Many()
        collection.dataSource = many
        collection.layoutIfNeeded()
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.width == 160)
        collection.frame = CGRect(x: 0, y: 0, width: 600, height: 480)
        collection.layoutIfNeeded()
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.width == 150)
    }

    @Test func uiCollectionLayoutListConfiguration() {
        var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        list.headerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout.list(using: list)
        final class Rows: UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
            }
        }
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), collectionViewLayout: layout)
        let rows = Rows()
        collection.dataSource = rows
        collection.layoutIfNeeded()
        let row = collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
        #expect(row?.minX == 16 && row?.width == 343)
        let header = collection.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame.minX == 16 && header?.frame.width == 343)
    }

    @Test func uiCollectionViewDelegateFlowLayout() {
        final class Sizes: NSObject, UICollectionViewDelegateFlowLayout {
            func collectionView(
                _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
            ) -> CGSize {
                CGSize(width: indexPath.item == 0 ? 210 : 90, height: 40)
            }
        }
        final class Four: UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
        }
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: UICollectionViewFlowLayout())
        let sizes = Sizes()
        let four = Four()
        collection.delegate = sizes
        collection.dataSource = four
        collection.layoutIfNeeded()
        let frames = (0..<4).compactMap { collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames.map(\.minY) == [0, 50, 50, 50])
        #expect(frames[0].width == 210 && frames[1].width == 90)
    }

    @Test func uiListContentConfiguration() throws {
        var content = UIListContentConfiguration.valueCell()
        content.text = "Wi-Fi"
        content.secondaryText = "Home"
        let row = content.makeContentView()
        row.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        row.layoutIfNeeded()
        let list = try #require(row as? UIListContentView)
        #expect(list.textLayoutFrame.minX == 16)
        #expect(abs(list.secondaryTextLayoutFrame.maxX - 304) < 1e-9)
    }

    @Test func uiCollectionViewListCell() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        var content = cell.defaultContentConfiguration()
        content.text = "General"
        cell.contentConfiguration = content
        cell.accessories = [.disclosureIndicator()]
        #expect(cell.contentView.frame.width == 356)
    }
}
