import Foundation

// A single self-contained HTML file that plays one or more dumps side by side: a canvas per run
// drawing the current frame (root grey, views in the SVG palette, names inside), play/pause, a
// scrub slider, a speed menu (0.1x to 4x), the frame/time readout, and each run's constants plot
// (the SVG plot) with a cursor at the current time. No network access, no external scripts; the
// frames are embedded as JSON.

extension FrameDump {
    /// The player page for this dump.
    public func html(title: String? = nil) -> String {
        Self.playerHTML(title: title ?? scene, runs: [(scene, self)], notes: nil)
    }

    /// A player page for several runs of the same views, played in step.
    package static func playerHTML(title: String, runs: [(label: String, dump: FrameDump)], notes: String?) -> String {
        let plotWidth = 900.0, plotHeight = 200.0
        var json = JSONWriter()
        var plots = ""
        json.array { all in
            for run in runs {
                let dump = run.dump
                all.object { o in
                    o.key("label"); o.string(run.label)
                    o.key("hz"); o.integer(dump.hz)
                    o.key("views"); o.strings(dump.views)
                    o.key("colors"); o.strings(dump.views.indices.map(color))
                    o.key("frames")
                    o.array { frames in
                        for frame in dump.frames {
                            frames.array { f in
                                f.integer(frame.tick)
                                for rect in frame.views { f.rect(rect) }
                            }
                        }
                    }
                }
            }
        }
        for run in runs {
            let dump = run.dump
            guard !dump.constants.isEmpty else {
                plots += "<h3>\(xml(run.label))</h3>\n<p>No recorded constants.</p>\n"
                continue
            }
            plots += "<h3>\(xml(run.label))</h3>\n<svg class=\"plot\" xmlns=\"http://www.w3.org/2000/svg\" width=\"980\" height=\"\(fmt(plotHeight + 70 + Double(dump.constants.count) * 18))\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"12\">"
                + dump.plot(x: 60, y: 20, width: plotWidth, height: plotHeight)
                + "<line class=\"cursor\" x1=\"60\" x2=\"60\" y1=\"20\" y2=\"\(fmt(20 + plotHeight))\" stroke=\"#000\" stroke-dasharray=\"4 3\"/></svg>\n"
        }
        let data = json.text.replacingOccurrences(of: "</", with: "<\\/")
        let count = runs.map(\.dump.frames.count).max() ?? 0
        let name = xml(title)
        let notesHTML = notes.map { "<pre>\(xml($0))</pre>\n" } ?? ""
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>\(name) — rig</title>
        <style>
        body { font-family: Helvetica, Arial, sans-serif; margin: 20px; color: #222; }
        #controls { margin: 10px 0; display: flex; gap: 12px; align-items: center; }
        #scrub { width: 480px; }
        canvas { border: 1px solid #ccc; background: #fff; }
        #readout { font-variant-numeric: tabular-nums; min-width: 220px; }
        h3 { margin: 12px 0 0 0; font-size: 14px; }
        </style>
        </head>
        <body>
        <h2>\(name)</h2>
        <div id="controls">
        <button id="play">Play</button>
        <input id="scrub" type="range" min="0" max="\(max(count - 1, 0))" value="0" step="1">
        <label>Speed <select id="speed"><option>0.1</option><option>0.25</option><option>0.5</option><option selected>1</option><option>2</option><option>4</option></select></label>
        <span id="readout"></span>
        </div>
        <canvas id="stage" width="980" height="480"></canvas>
        \(plots)\(notesHTML)<script>
        const runs = \(data);
        const canvas = document.getElementById('stage'), ctx = canvas.getContext('2d');
        const scrub = document.getElementById('scrub'), playButton = document.getElementById('play');
        const speed = document.getElementById('speed'), readout = document.getElementById('readout');
        const cursors = document.querySelectorAll('.cursor');
        const n = Math.max(...runs.map(r => r.frames.length));
        const hz = runs[0].hz;
        let maxW = 1, maxH = 1;
        for (const r of runs) for (const f of r.frames) { maxW = Math.max(maxW, f[1][2]); maxH = Math.max(maxH, f[1][3]); }
        const cell = (canvas.width - 10) / runs.length;
        const scale = Math.min((cell - 20) / maxW, (canvas.height - 40) / maxH);
        const lastTime = n > 0 ? (n - 1) / hz : 0;
        let index = 0, playing = false, clock = 0, lastStamp = null;
        function draw() {
          ctx.clearRect(0, 0, canvas.width, canvas.height);
          if (n === 0) return;
          runs.forEach((run, r) => {
            const f = run.frames[Math.min(index, run.frames.length - 1)];
            ctx.save(); ctx.translate(10 + r * cell, 30);
            ctx.fillStyle = '#000'; ctx.font = 'bold 13px Helvetica, Arial, sans-serif'; ctx.fillText(run.label, 0, -10);
            for (let v = 0; v < run.views.length; v++) {
              const q = f[v + 1], x = q[0] * scale, y = q[1] * scale, w = q[2] * scale, h = q[3] * scale;
              if (v === 0) { ctx.fillStyle = '#f4f4f4'; ctx.fillRect(x, y, w, h); ctx.strokeStyle = '#888'; ctx.strokeRect(x, y, w, h); continue; }
              ctx.globalAlpha = 0.55; ctx.fillStyle = run.colors[v]; ctx.fillRect(x, y, w, h);
              ctx.globalAlpha = 1; ctx.strokeStyle = run.colors[v]; ctx.strokeRect(x, y, w, h);
              ctx.fillStyle = '#000'; ctx.font = '12px Helvetica, Arial, sans-serif';
              if (w > 30 && h > 14) ctx.fillText(run.views[v], x + 4, y + 14);
            }
            ctx.restore();
          });
          const t = index / hz;
          readout.textContent = 'frame ' + index + '  t = ' + t.toFixed(3) + ' s';
          scrub.value = index;
          const cx = 60 + (lastTime > 0 ? t / lastTime : 0) * \(fmt(plotWidth));
          cursors.forEach(c => { c.setAttribute('x1', cx); c.setAttribute('x2', cx); });
        }
        function step(stamp) {
          if (!playing) return;
          if (lastStamp !== null) clock += (stamp - lastStamp) / 1000 * parseFloat(speed.value);
          lastStamp = stamp;
          index = Math.min(n - 1, Math.floor(clock * hz + 1e-9));
          draw();
          if (index >= n - 1) { playing = false; playButton.textContent = 'Play'; return; }
          requestAnimationFrame(step);
        }
        playButton.onclick = () => {
          playing = !playing; playButton.textContent = playing ? 'Pause' : 'Play';
          if (playing) { if (index >= n - 1) index = 0; clock = index / hz; lastStamp = null; requestAnimationFrame(step); }
        };
        scrub.oninput = () => { index = parseInt(scrub.value, 10); clock = index / hz; draw(); };
        // #frame=N opens at frame N; #play starts playing (handy for links and headless screenshots).
        const jump = /frame=([0-9]+)/.exec(location.hash);
        if (jump) { index = Math.min(n - 1, parseInt(jump[1], 10)); clock = index / hz; }
        draw();
        if (location.hash.includes('play')) playButton.click();
        </script>
        </body>
        </html>

        """
    }
}
