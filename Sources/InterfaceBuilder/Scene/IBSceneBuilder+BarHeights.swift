import Rigging

extension IBSceneBuilder {
    /// The intrinsic height of a navigation bar, toolbar or tab bar view on the builder's device
    /// and orientation when that is not the document's own: UIKit's height for the bar there
    /// (`Device.navigationBarHeight(in:)`, `toolbarHeight(in:)`, `tabBarHeight(in:)`: 32 points
    /// on a phone in landscape) where the height Xcode stored, `measured`, is UIKit's height on
    /// the document's device; nil (keep `measured`) for other views and other heights (a bar with
    /// a large title or a prompt, a bar the author sized).
    func targetBarHeight(of view: IBView, measured: Double?) -> Double? {
        guard documentScreen != nil, let measured, let target = device, let own = document.namedDevice else { return nil }
        func height(_ device: Device, _ orientation: Device.Orientation) -> Double? {
            switch view.kind {
            case .navigationBar: return device.navigationBarHeight(in: orientation)
            case .toolbar: return device.toolbarHeight(in: orientation)
            case .tabBar: return device.tabBarHeight(in: orientation)
            default: return nil
            }
        }
        guard let stored = height(own, document.namedOrientation), abs(stored - measured) < 0.01 else { return nil }
        return height(target, orientation)
    }
}
