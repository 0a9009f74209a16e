import AutoLayout
import Foundation
import XCTest

@testable import Rigging

/// The page's packed frames decode (by the rules the page's script follows) to every view's
/// frame in hundredths of a point, and a still frame costs a few bytes.
final class FramePackingTests: XCTestCase {
    /// The script's decoder, in Swift: varints; 0 then a count of numbers that match the
    /// prediction (previous value plus previous change); else a zigzag error plus one.
    static func unpack(_ base64: String, views: Int, frames: Int) -> [Double] {
        let bytes = [UInt8](Data(base64Encoded: base64) ?? Data())
        let per = views * 4
        var out: [Double] = []
        var current = [Double](repeating: 0, count: per)
        var velocity = current
        var p = 0
        var j = 0
        func varint() -> Double {
            var z = 0.0
            var m = 1.0
            var b: UInt8
            repeat {
                b = bytes[p]
                p += 1
                z += Double(b & 127) * m
                m *= 128
            } while b & 128 != 0
            return z
        }
        while out.count < per * frames, p < bytes.count {
            let z = varint()
            if z == 0 {
                for _ in 0..<Int(varint()) {
                    current[j] += velocity[j]
                    out.append(current[j] / 100)
                    j = (j + 1) % per
                }
            } else {
                let u = z - 1
                let e = u.truncatingRemainder(dividingBy: 2) == 1 ? -(u + 1) / 2 : u / 2
                if out.count < per {
                    current[j] += e
                } else {
                    velocity[j] += e
                    current[j] += velocity[j]
                }
                out.append(current[j] / 100)
                j = (j + 1) % per
            }
        }
        return out
    }

    func testRoundTripInHundredthsOfAPoint() {
        var recorder = FrameRecorder(scene: "s", hz: 30, views: ["view", "a"], constants: [])
        let rects: [[Rect]] = [
            [Rect(x: 0, y: 0, width: 320, height: 568), Rect(x: -12.345, y: 1e9, width: 0.004, height: 70.5)],
            [Rect(x: 0, y: 0, width: 320, height: 568), Rect(x: -12.345, y: 1e9, width: 0.004, height: 70.5)],
            [Rect(x: 0, y: 0, width: 320, height: 568), Rect(x: 3, y: -1e9, width: 100, height: 70.5)],
            [Rect(x: 0, y: 0, width: 320, height: 568), Rect(x: 6, y: -1e9, width: 100.01, height: 70.5)],
            [Rect(x: 0, y: 0, width: 320, height: 568), Rect(x: 9, y: 5e12, width: 100.02, height: 70.5)],
        ]
        for (k, frame) in rects.enumerated() { recorder.record(tick: k, views: frame, constants: []) }
        let packed = FramePacking.packed(recorder.dump)
        let values = Self.unpack(packed, views: 2, frames: 5)
        let expected = rects.flatMap { $0.flatMap(\.components) }.map { ($0 * 100).rounded() / 100 }
        XCTAssertEqual(values, expected)
    }

    func testStillFramesCostAlmostNothing() {
        func packed(frames: Int) -> String {
            var recorder = FrameRecorder(scene: "s", hz: 30, views: (0..<100).map { "v\($0)" }, constants: [])
            let frame = (0..<100).map { Rect(x: Double($0), y: 2, width: 3, height: 4) }
            for k in 0..<frames { recorder.record(tick: k, views: frame, constants: []) }
            return FramePacking.packed(recorder.dump)
        }
        let one = Data(base64Encoded: packed(frames: 1))?.count ?? 0
        let fifty = Data(base64Encoded: packed(frames: 50))?.count ?? 0
        XCTAssertLessThanOrEqual(fifty - one, 4, "49 still frames are one run of numbers that match their prediction")
        XCTAssertEqual(Self.unpack(packed(frames: 50), views: 100, frames: 50).count, 100 * 4 * 50)
    }

    /// A view at a steady speed matches the prediction from the third frame on.
    func testSteadyMotionCostsNothing() {
        var recorder = FrameRecorder(scene: "s", hz: 30, views: ["v"], constants: [])
        for k in 0..<100 { recorder.record(tick: k, views: [Rect(x: Double(k) * 2.5, y: 0, width: 3, height: 4)], constants: []) }
        let packed = FramePacking.packed(recorder.dump)
        XCTAssertLessThan(Data(base64Encoded: packed)?.count ?? 0, 16)
        XCTAssertEqual(
            Self.unpack(packed, views: 1, frames: 100).enumerated().filter { $0.offset % 4 == 0 }.map(\.element),
            (0..<100).map { Double($0) * 2.5 })
    }
}
