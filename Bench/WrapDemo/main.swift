// The wrap demo: Demos/wrap.json replayed with a layout hook (`OverflowSwitch`) that a scene
// file cannot express: when the row of five views overflows the root, its constraints are
// swapped for a two-row set and layout runs again. Writes the JSON Lines dump to standard output
// (the same bytes as Demos/wrap/wrap.jsonl, which CI compares with `cmp`; Demos/wrap.jsonl is the
// scene alone, where the row overflows instead).
// Run from the repository root: swift run --package-path Bench WrapDemo [Demos/wrap.json]
import Foundation
import Rigging

let path = CommandLine.arguments.dropFirst().first ?? "Demos/wrap.json"
do {
    let prepared = try PreparedScene.load(path: path)
    let driver = try SceneDriver(prepared)
    driver.layoutHook = OverflowSwitch(watch: "e", row: ["row", "rowV"], wrapped: ["wrapTop", "wrapBottom", "wrapV"]).hook
    print(try SceneReplay.record(driver, until: prepared.scene.duration).jsonLines(), terminator: "")
} catch {
    FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
    exit(1)
}
