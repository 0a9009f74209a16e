// UIKit re-exports Foundation: a file that imports UIKit uses `CGFloat`, `CGRect`, `CGPoint`,
// `CGSize` and `NSCoder` without importing Foundation, and so does one that imports RiggingUIKit.
@_exported import Foundation
