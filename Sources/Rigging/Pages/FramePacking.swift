import AutoLayout
import Foundation

/// The player page's compact frame data: every view's `[x, y, width, height]` in hundredths of a
/// point, frame after frame, as base64 of a byte stream. Each number is written as its error
/// against a prediction: the same number one frame earlier plus the change it made then (zero
/// before the first frame, and no change at the first), so a view that holds still, or moves at a steady speed, costs
/// nothing, and a smooth animation costs about a byte per number.
///
/// The stream is a sequence of unsigned LEB128 varints. A varint `z > 0` is one error, zigzag
/// coded with an offset of one (with `u = z - 1`: `u / 2` when even, `-(u + 1) / 2` when odd); a
/// `0` is followed by a count of numbers that match their prediction (used for three or more). A frame whose views all hold still costs two or three bytes. Values are clamped to ±2^50 hundredths so that
/// every error stays exact in a JavaScript number. The page shows positions to 0.01 pt; the JSON
/// Lines dump keeps 1e-6.
enum FramePacking {
    static let limit: Int64 = 1 << 50

    /// The packed frames of `dump`, base64.
    static func packed(_ dump: FrameDump) -> String {
        let per = dump.views.count * 4
        var previous = [Int64](repeating: 0, count: per)
        var velocity = [Int64](repeating: 0, count: per)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(dump.frames.count * per / 2 + 16)
        var zeros = 0
        func put(_ value: UInt64) {
            var v = value
            while v >= 0x80 {
                bytes.append(UInt8(v & 0x7f) | 0x80)
                v >>= 7
            }
            bytes.append(UInt8(v))
        }
        func flush() {
            if zeros >= 3 {
                put(0)
                put(UInt64(zeros))
            } else {
                for _ in 0..<zeros { put(1) }
            }
            zeros = 0
        }
        for (index, frame) in dump.frames.enumerated() {
            let started = index > 0
            for j in 0..<per {
                let v = j / 4
                let rect = v < frame.views.count ? frame.views[v] : Rect(x: 0, y: 0, width: 0, height: 0)
                let value: Double
                switch j % 4 {
                case 0: value = rect.x
                case 1: value = rect.y
                case 2: value = rect.width
                default: value = rect.height
                }
                let scaled = (value * 100).rounded()
                let q = scaled.isFinite ? Int64(max(-Double(limit), min(Double(limit), scaled))) : 0
                let d = q - previous[j] - velocity[j]
                velocity[j] = started ? q - previous[j] : 0
                previous[j] = q
                if d == 0 {
                    zeros += 1
                    continue
                }
                flush()
                put(UInt64(bitPattern: (d << 1) ^ (d >> 63)) + 1)
            }
        }
        flush()
        return Data(bytes).base64EncodedString()
    }
}
