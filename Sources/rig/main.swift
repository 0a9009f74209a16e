// rig: the command-line tool. All behaviour lives in `RigTool` (Rigging), a function from
// arguments to output, so tests can run it in-process as well as through this binary.
import Foundation
import Rigging

let output = RigTool(makeBackend: SceneLayout.make).run(Array(CommandLine.arguments.dropFirst()))
FileHandle.standardOutput.write(Data(output.standardOutput.utf8))
FileHandle.standardError.write(Data(output.standardError.utf8))
exit(output.status)
