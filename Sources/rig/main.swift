// rig: the command-line tool. All behaviour lives in `RigTool` (RigCommands); this file only runs
// it on the process's arguments and standard streams and exits with its status.
import Foundation
import RigCommands
import Rigging

exit(RigTool(makeBackend: ViewTreeBackend.make).main(Array(CommandLine.arguments.dropFirst())))
