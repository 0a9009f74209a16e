extension Device {
    /// The height of a navigation bar with a standard title in `orientation`: 44 points on an
    /// iPhone in portrait, 32 in landscape (compact height) except on the phones of regular width
    /// there (the Plus and Max sizes, 44), 50 on an iPad.
    public func navigationBarHeight(in orientation: Orientation) -> Double {
        BarMetrics.navigationBarHeight(for: TraitCollection(device: self, orientation: orientation))
    }

    /// The height of a navigation bar showing a large title in `orientation`: the standard bar
    /// and 52 points for the title, except in compact height, where UIKit shows no large title.
    public func largeTitleNavigationBarHeight(in orientation: Orientation) -> Double {
        BarMetrics.navigationBarHeight(for: TraitCollection(device: self, orientation: orientation), largeTitle: true)
    }

    /// The height of a toolbar in `orientation` (the same as a standard navigation bar's).
    public func toolbarHeight(in orientation: Orientation) -> Double { navigationBarHeight(in: orientation) }

    /// The height of a tab bar in `orientation`, above the safe area's bottom inset: 49 points on
    /// an iPhone in portrait, 32 in landscape, 50 on an iPad (a bar at the bottom of the screen).
    public func tabBarHeight(in orientation: Orientation) -> Double {
        BarMetrics.tabBarHeight(for: TraitCollection(device: self, orientation: orientation))
    }
}
