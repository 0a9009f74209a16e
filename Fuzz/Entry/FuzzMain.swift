// The libFuzzer entry of every target (built by Fuzz/run.sh only, with -D FUZZ_<TARGET>; swift
// test replays the corpus instead).
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs one input through the target chosen at compile time; the failure, if any, as text.
private func runTarget(_ bytes: [UInt8]) -> (name: String, failure: String?) {
    #if FUZZ_SolverOps
        return ("SolverOps", SolverOpsFuzz.run(bytes).map { "\($0)" })
    #elseif FUZZ_VisualFormat
        return ("VisualFormat", VisualFormatFuzz.run(bytes))
    #elseif FUZZ_ConstraintString
        return ("ConstraintString", ConstraintStringFuzz.run(bytes))
    #elseif FUZZ_Scene
        return ("Scene", SceneFuzz.run(bytes))
    #else
        return ("none", "Fuzz/Entry/FuzzMain.swift was built without -D FUZZ_<TARGET>")
    #endif
}

/// libFuzzer's entry point: runs the selected target's check on one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    let (name, failure) = runTarget(bytes)
    if let failure {
        let text = "FUZZ FAILURE (\(name)):\n\(failure)\n"
        _ = text.withCString { write(2, $0, strlen($0)) }
        abort()
    }
    return 0
}
