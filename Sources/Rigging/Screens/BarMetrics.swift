/// The heights of UIKit's bars for a set of traits: one rule for ``Device``'s bar heights and
/// for the bars ``NavigationController`` and ``TabBarController`` show.
///
/// iPads (iOS 12 and later) have 50-point navigation bars, toolbars and tab bars. iPhones have
/// 44-point navigation bars and toolbars and 49-point tab bars in regular height, and 32-point
/// bars of each kind in compact height (landscape), except that the phones of regular width in
/// landscape (the Plus and Max sizes) keep 44-point navigation bars and toolbars there. A large
/// title adds 52 points to a navigation bar, except in compact height, where UIKit shows the
/// standard bar. iPadOS 18's
/// tab bar at the top of the screen is not modelled: iPad tab bars are at the bottom.
package enum BarMetrics {
    /// A navigation bar's height (toolbars share it).
    package static func navigationBarHeight(for traits: TraitCollection, largeTitle: Bool = false) -> Double {
        let compact = traits.verticalSizeClass == .compact
        // UIKit's compact bar is for compact height in compact width: a phone whose landscape is
        // regular in width draws the regular bar there.
        let compactBar = compact && traits.horizontalSizeClass != .regular
        let standard = traits.userInterfaceIdiom == .pad ? 50.0 : compactBar ? 32 : 44
        return largeTitle && !compact ? standard + 52 : standard
    }

    /// A tab bar's height above the safe area's bottom inset.
    package static func tabBarHeight(for traits: TraitCollection) -> Double {
        traits.userInterfaceIdiom == .pad ? 50 : traits.verticalSizeClass == .compact ? 32 : 49
    }
}
