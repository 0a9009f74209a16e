import Foundation

/// The player page's compact frame data: every view's `[x, y, width, height]` in hundredths of a
/// point, each number written as its change from the same number one frame earlier (zero before
/// the first frame), frame after frame, as base64 of a byte stream.
///
/// The stream is a sequence of unsigned LEB128 varints. A varint `z > 0` is one change, zigzag
/// coded (`z / 2` when even, `-(z + 1) / 2` when odd); a `0` is followed by a count of unchanged
/// numbers. A view that holds still costs a few bytes per run of still views, and a frame whose
/// views all hold still costs two or three bytes. Values are clamped to ±2^51 hundredths so that
/// every change stays exact in a JavaScript number. The page shows positions to 0.01 pt; the JSON
/// Lines dump keeps 1e-6.
enum FramePacking {
    static let limit: Int64 = 1 << 51

    /// The packed frames of `dump`, base64.
    static func packed(_ dump: FrameDump) -> String {
        let per = dump.views.count * 4
        var previous = [Int64](repeating: 0, count: per)
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
        for frame in dump.frames {
            for j in 0..<per {
                let v = j / 4
                let rect = v < frame.views.count ? frame.views[v] : FrameRect(x: 0, y: 0, width: 0, height: 0)
                let value: Double
                switch j % 4 {
                case 0: value = rect.x
                case 1: value = rect.y
                case 2: value = rect.width
                default: value = rect.height
                }
                let scaled = (value * 100).rounded()
                let q = scaled.isFinite ? Int64(max(-Double(limit), min(Double(limit), scaled))) : 0
                let d = q - previous[j]
                previous[j] = q
                if d == 0 {
                    zeros += 1
                    continue
                }
                if zeros > 0 {
                    put(0)
                    put(UInt64(zeros))
                    zeros = 0
                }
                put(UInt64(bitPattern: (d << 1) ^ (d >> 63)))
            }
        }
        if zeros > 0 {
            put(0)
            put(UInt64(zeros))
        }
        return Data(bytes).base64EncodedString()
    }
}
