import XCTest

/// The `rig` binary's output paths: failed writes to standard output, atomic `-o`, any readable
/// input path, and the `--until` limit.
final class RigOutputTests: XCTestCase {
    func shell(_ script: String) throws -> RigShell.Result {
        let result = try RigShell.run(script)
        addTeardownBlock { RigShell.cleanUp(result) }
        return result
    }

    func testAFullDiskOrClosedStandardOutputIsAnErrorNotACrash() throws {
        let full = try shell(#""$RIG" replay "$DEMOS/slider.json" > /dev/full"#)
        XCTAssertEqual(full.status, 1)
        XCTAssertEqual(full.standardError, "Error: cannot write standard output: No space left on device\n")
        let closed = try shell(#""$RIG" replay "$DEMOS/slider.json" >&-"#)
        XCTAssertEqual(closed.status, 1)
        XCTAssertEqual(closed.standardError, "Error: cannot write standard output: Bad file descriptor\n")
        let help = try shell(#""$RIG" --help > /dev/full"#)
        XCTAssertEqual(help.status, 1)
    }

    func testAClosedPipeIsAnErrorWithSIGPIPEIgnoredAndQuietWithTheDefault() throws {
        // 3,001 frames are far more than a pipe holds, so rig writes after `head` has gone.
        let ignored = try shell(#"trap '' PIPE; "$RIG" replay "$DEMOS/slider.json" --until 100 | head -c 10 > /dev/null; echo "${PIPESTATUS[0]}""#)
        XCTAssertEqual(ignored.standardOutput, "1\n")
        XCTAssertEqual(ignored.standardError, "Error: cannot write standard output: Broken pipe\n")
        let defaulted = try shell(#""$RIG" replay "$DEMOS/slider.json" --until 100 | head -c 10 > /dev/null; echo "${PIPESTATUS[0]}""#)
        XCTAssertEqual(defaulted.standardOutput, "141\n", "killed by SIGPIPE, as any filter")
        XCTAssertEqual(defaulted.standardError, "")
    }

    func testOutputFileIsReplacedWholeOrLeftAsItWas() throws {
        // ThreadSanitizer's runtime cannot start under a 4 KB file-size limit (it dies with SIGBUS
        // before `rig` runs), so this case runs in the plain and AddressSanitizer runs only.
        try XCTSkipIf(
            ProcessInfo.processInfo.environment["RIG_SANITIZER"] == "thread",
            "a file-size limit stops ThreadSanitizer's runtime itself")
        // A file-size limit (with SIGXFSZ ignored, so the write fails with EFBIG) stops the write midway.
        let result = try shell(
            #"""
            printf 'old dump\n' > out.jsonl
            (trap '' XFSZ; ulimit -f 4; "$RIG" replay "$DEMOS/slider.json" -o out.jsonl); echo "status $?"
            cat out.jsonl; ls -A
            "$RIG" replay "$DEMOS/slider.json" -o out.jsonl && cmp out.jsonl "$DEMOS/slider.jsonl" && echo same; ls -A
            """#)
        XCTAssertEqual(result.standardOutput, "status 1\nold dump\nout.jsonl\nsame\nout.jsonl\n")
        XCTAssertEqual(result.standardError, "Error: cannot write out.jsonl: File too large\n")
    }

    func testOutputIntoAFolderSaysSo() throws {
        let result = try shell(
            #"mkdir out; "$RIG" replay "$DEMOS/slider.json" -o out; echo "status $?"; "$RIG" compare "$DEMOS/slider.json" -o nowhere/x.txt"#)
        XCTAssertEqual(result.standardOutput, "status 1\n")
        XCTAssertEqual(
            result.standardError,
            """
            Error: cannot write out: it is a directory; give a file name
            Error: cannot write nowhere/x.txt: No such file or directory

            """)
    }

    func testAnyReadablePathFIFOsAndProcessSubstitution() throws {
        let expected = try RigBinary.run(["layout", "Demos/slider.json"])
        let substitution = try shell(#""$RIG" layout <(cat "$DEMOS/slider.json")"#)
        XCTAssertEqual(substitution.status, 0, substitution.standardError)
        XCTAssertEqual(substitution.standardOutput, expected.standardOutput)
        let fifo = try shell(#"mkfifo scene.fifo; cat "$DEMOS/slider.json" > scene.fifo & "$RIG" layout scene.fifo"#)
        XCTAssertEqual(fifo.status, 0, fifo.standardError)
        XCTAssertEqual(fifo.standardOutput, expected.standardOutput)
        let stdin = try shell(#""$RIG" layout - <&-; "$RIG" layout - < .; "$RIG" layout - < "$DEMOS/slider.json" | head -1"#)
        XCTAssertEqual(stdin.standardError, "Error: -: cannot read the scene: it is closed\nError: -: cannot read the scene: it is a directory\n")
        XCTAssertEqual(stdin.standardOutput, "view        x    y  width  height\n")
        let folder = try shell(#"mkdir d; "$RIG" layout d"#)
        XCTAssertEqual(folder.standardError, "Error: d: cannot read the scene: it is a directory\n")
        if getuid() != 0 {
            let denied = try shell(#"touch secret.json; chmod 000 secret.json; "$RIG" layout secret.json"#)
            XCTAssertEqual(denied.standardError, "Error: secret.json: cannot read the scene: permission denied\n")
        }
    }

    func testUntilIsBoundedByTheSceneLoadersTickLimit() throws {
        let usage =
            "Usage: rig replay <scene> [--format <format>] [--output <file>] [--hz <hz>] [--until <seconds>] [--strict] [--device <id>] [--orientation <portrait|landscape>]\n  See 'rig replay --help' for more information.\n"
        let huge = try RigBinary.run(["replay", "Demos/slider.json", "--until", "1e300"])
        XCTAssertEqual(
            huge,
            RigBinary.Result(
                standardOutput: "",
                standardError: "Error: The value '1e300' is invalid for '--until <seconds>': "
                    + "a run to 1e+300 s is more than 10,000,000 ticks at 30 Hz\n" + usage, status: 64))
        let fast = try RigBinary.run(["replay", "Demos/slider.json", "--hz", "1000", "--until", "10001"])
        XCTAssertEqual(fast.status, 64)
        XCTAssertTrue(fast.standardError.contains("is more than 10,000,000 ticks at 1000 Hz"), fast.standardError)
        let time = try RigBinary.run(["time", "Demos/slider.json", "--until", "1e300"])
        XCTAssertEqual(time.status, 64)
        XCTAssertTrue(time.standardError.hasPrefix("Error: The value '1e300' is invalid for '--until <seconds>': "), time.standardError)
        let compare = try RigBinary.run(["compare", "Demos/slider.json", "--until", "5"])
        XCTAssertEqual(compare.status, 64, "compare has no --until")
    }
}
