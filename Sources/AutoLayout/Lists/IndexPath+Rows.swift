import Foundation

#if !canImport(UIKit)
    // UIKit's row and item spelling of Foundation's `IndexPath` (UIKit adds it on Apple platforms;
    // Foundation on Linux has only the list of indexes): `[section, row]`.
    extension IndexPath {
        /// The index path of `row` in `section` of a table, as UIKit's `IndexPath(row:section:)`.
        public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
        /// The index path of `item` in `section` of a collection, as UIKit's `IndexPath(item:section:)`.
        public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
        /// The section: the first index (0 for an empty path).
        public var section: Int { count > 0 ? self[0] : 0 }
        /// The row in the section: the second index (0 for a shorter path).
        public var row: Int { count > 1 ? self[1] : 0 }
        /// The item in the section (a collection's name for `row`).
        public var item: Int { row }
    }
#endif
