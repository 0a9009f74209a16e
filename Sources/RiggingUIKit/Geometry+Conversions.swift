import AutoLayout

// Conversions between Core Graphics' values (Foundation's on Linux) and AutoLayout's. The engine
// works in `Double`; `CGFloat` is a `Double` on every 64-bit platform, so nothing is lost.

extension CGRect {
    init(_ rect: Rect) {
        self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
    }

    var layoutRect: Rect { Rect(x: Double(minX), y: Double(minY), width: Double(width), height: Double(height)) }
}

extension CGSize {
    init(_ size: Size) { self.init(width: size.width, height: size.height) }

    var layoutSize: Size { Size(width: Double(width), height: Double(height)) }
}

extension CGPoint {
    init(_ point: Point) { self.init(x: point.x, y: point.y) }

    var layoutPoint: Point { Point(x: Double(x), y: Double(y)) }
}

extension CGAffineTransform {
    init(_ t: Transform2D) { self.init(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty) }

    var layoutTransform: Transform2D {
        Transform2D(a: Double(a), b: Double(b), c: Double(c), d: Double(d), tx: Double(tx), ty: Double(ty))
    }
}
