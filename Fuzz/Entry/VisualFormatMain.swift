// libFuzzer entry for the VisualFormat target (built by Fuzz/run.sh only; swift test replays the corpus instead).
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    if let failure = VisualFormatFuzz.run(bytes) {
        let text = "FUZZ FAILURE (VisualFormat):\n\(failure)\n"
        _ = text.withCString { write(2, $0, strlen($0)) }
        abort()
    }
    return 0
}
