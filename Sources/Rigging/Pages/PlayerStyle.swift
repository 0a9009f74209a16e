/// The player page's stylesheet (`PlayerPage`), inlined in the page.
enum PlayerStyle {
    static let css = """
    body { font-family: Helvetica, Arial, sans-serif; margin: 20px; color: #222; max-width: 1000px; }
    h2 { margin: 0 0 8px 0; }
    #controls { margin: 10px 0 4px 0; display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
    #track { position: relative; width: 480px; padding-bottom: 16px; }
    #scrub { width: 100%; margin: 0; }
    #markers { position: absolute; left: 0; right: 0; top: 20px; height: 14px; }
    #markers a { position: absolute; transform: translateX(-50%); font-size: 10px; line-height: 12px; padding: 0 3px;
      border-left: 1px solid #666; color: #333; text-decoration: none; background: #f2f2f2; }
    #markers a:hover { background: #ffe9a8; }
    #readout { font-variant-numeric: tabular-nums; min-width: 230px; padding-top: 2px; }
    .hint { color: #666; font-size: 12px; margin: 0 0 8px 0; }
    #stagebox { position: relative; }
    canvas { border: 1px solid #ccc; background: #fff; display: block; }
    #tip { position: absolute; pointer-events: none; background: #fffbe6; border: 1px solid #aaa; padding: 2px 6px;
      font-size: 12px; white-space: pre; }
    #legend { max-height: 140px; overflow: auto; margin: 8px 0; font-size: 12px; line-height: 20px; }
    .key { display: inline-block; margin-right: 12px; cursor: pointer; white-space: nowrap; }
    .key i { display: inline-block; width: 12px; height: 12px; border: 1px solid; vertical-align: -2px; margin-right: 4px; }
    .key.on { font-weight: bold; text-decoration: underline; }
    svg.plotsvg { display: block; max-width: 100%; height: auto; margin-top: 8px; }
    svg.plotsvg .plot { cursor: crosshair; }
    svg.plotsvg .marker { cursor: pointer; }
    table.linked { border-collapse: collapse; margin: 14px 0; font-size: 13px; }
    table.linked caption { text-align: left; white-space: nowrap; font-weight: bold; padding-bottom: 4px; }
    table.linked th, table.linked td { border-bottom: 1px solid #e4e4e4; padding: 2px 10px 2px 0; text-align: left; }
    table.linked .num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
    table.linked tr[data-frame] { cursor: pointer; }
    table.linked tr[data-frame]:hover { background: #fff6d5; }
    table.linked tr.current { background: #ffe9a8; }
    pre { background: #f7f7f7; padding: 8px; overflow: auto; }

    """
}
