import Motion
import Rigging

/// UIKit's timing parameters for `UIViewPropertyAnimator`: a cubic Bézier
/// (`UICubicTimingParameters`) or a spring (`UISpringTimingParameters`).
public protocol UITimingCurveProvider {}

extension UITimingCurveProvider {
    /// The curve Rigging's animator runs, nil for parameters it does not know.
    var layoutCurve: LayoutAnimationCurve? {
        switch self {
        case let cubic as UICubicTimingParameters: .timing(cubic.timingFunction)
        case let spring as UISpringTimingParameters: .spring(dampingRatio: Double(spring.dampingRatio), initialVelocity: 0)
        default: nil
        }
    }
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1).
public final class UICubicTimingParameters: UITimingCurveProvider {
    let timingFunction: TimingFunction

    /// One of UIKit's named curves.
    public init(animationCurve curve: UIView.AnimationCurve) { timingFunction = curve.timingFunction }

    /// A curve through two control points; control points outside 0...1 in x (which Core
    /// Animation refuses) give the ease-in-ease-out curve.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        timingFunction =
            (try? TimingFunction(
                controlPoints: Double(point1.x), Double(point1.y),
                Double(point2.x), Double(point2.y))) ?? .easeInEaseOut
    }
}

/// A spring timing curve that ends at the animator's duration.
public final class UISpringTimingParameters: UITimingCurveProvider {
    /// 1 settles without overshoot; smaller ratios oscillate.
    public let dampingRatio: CGFloat

    /// A spring of a damping ratio.
    public init(dampingRatio ratio: CGFloat) { dampingRatio = ratio }
}
