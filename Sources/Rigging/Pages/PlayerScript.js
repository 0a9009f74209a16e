'use strict';
(() => {
const errors = [];
window.addEventListener('error', e => errors.push(String(e.message)));
const $ = id => document.getElementById(id);
const D = JSON.parse($('rig-data').textContent);
const canvas = $('stage'), ctx = canvas.getContext('2d', { willReadFrequently: true });
const scrub = $('scrub'), playButton = $('play'), speed = $('speed'), loopBox = $('loop');
const readout = $('readout'), tip = $('tip'), legend = $('legend'), modeSelect = $('mode');
const FONT = '11px Helvetica, Arial, sans-serif';
const esc = s => String(s).replace(/[&<>"]/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const pixel = hex => { const v = parseInt(hex.slice(1), 16); return (0xff000000 | ((v & 0xff) << 16) | (v & 0xff00) | ((v >> 16) & 0xff)) >>> 0; };
const strokePx = D.strokes.map(pixel), fillPx = D.fills.map(pixel), rootFillPx = pixel(D.rootFill);
const ghostPx = pixel('#222222'), markPx = pixel('#000000'), whitePx = 0xffffffff;

// Frames: varint stream of prediction errors in hundredths of a point (see FramePacking).
const runs = D.runs.map((r, i) => {
  const per = r.views.length * 4, total = r.frames * per, data = new Float32Array(total);
  const cur = new Float64Array(per), vel = new Float64Array(per);
  const bin = atob($('rig-run-' + i).textContent.trim());
  let p = 0, j = 0, k = 0;
  const varint = () => { let z = 0, m = 1, b; do { b = bin.charCodeAt(p++); z += (b & 127) * m; m *= 128; } while (b & 128); return z; };
  while (k < total && p < bin.length) {
    const z = varint();
    if (z === 0) {
      let count = varint();
      while (count-- > 0 && k < total) { cur[j] += vel[j]; data[k++] = cur[j] / 100; if (++j === per) j = 0; }
    } else {
      const u = z - 1, e = u % 2 === 1 ? -(u + 1) / 2 : u / 2;
      if (k < per) cur[j] += e; else { vel[j] += e; cur[j] += vel[j]; }
      data[k++] = cur[j] / 100; if (++j === per) j = 0;
    }
  }
  const byName = new Map(r.views.map((name, v) => [name, v]));
  return { label: r.label, hz: r.hz, first: r.first, n: r.frames, views: r.views, per, data, byName, complete: k === total };
});
// Transforms: each view that shows one, by frame, as the matrix about the root's origin.
runs.forEach((run, i) => {
  run.tf = new Map();
  for (const t of (D.runs[i].transforms || [])) run.tf.set(t[0] * run.views.length + t[1], t.slice(2));
});
const tfOf = (run, f, v) => run.tf.size ? run.tf.get(f * run.views.length + v) : undefined;
// The view's corners in root coordinates, transformed when it shows a transform.
function corners(run, f, v) {
  const d = run.data, o = f * run.per + v * 4, x = d[o], y = d[o + 1], w = d[o + 2], h = d[o + 3];
  const pts = [[x, y], [x + w, y], [x + w, y + h], [x, y + h]], m = tfOf(run, f, v);
  return m ? pts.map(([px, py]) => [m[0] * px + m[2] * py + m[4], m[1] * px + m[3] * py + m[5]]) : pts;
}
// The on-screen bounding box [x, y, width, height] in root coordinates.
function shown(run, f, v) {
  if (!tfOf(run, f, v)) { const d = run.data, o = f * run.per + v * 4; return [d[o], d[o + 1], d[o + 2], d[o + 3]]; }
  const p = corners(run, f, v), xs = p.map(q => q[0]), ys = p.map(q => q[1]);
  const x = Math.min(...xs), y = Math.min(...ys);
  return [x, y, Math.max(...xs) - x, Math.max(...ys) - y];
}
const n = Math.max(0, ...runs.map(r => r.n)), hz = runs[0].hz, first = runs[0].first;
const B = D.bounds, bw = Math.max(B[2] - B[0], 1), bh = Math.max(B[3] - B[1], 1);
const RULER = 30, HEAD = 18, GAP = 14, PAD = 10, WIDTH = 980;
let mode = 'side', index = 0, selected = null, L = null;

function niceStep(raw) {
  const m = Math.pow(10, Math.floor(Math.log10(raw)));
  for (const f of [1, 2, 5, 10]) if (f * m >= raw) return f * m;
  return raw;
}
function layout() {
  const cells = runs.length > 1 && mode === 'side' ? runs.length : 1;
  const cellW = (WIDTH - GAP * (cells - 1)) / cells;
  const scale = Math.min((cellW - RULER - PAD) / bw, 560 / bh);
  const cssH = Math.ceil(HEAD + RULER + bh * scale + PAD);
  const dpr = window.devicePixelRatio || 1;
  canvas.style.width = WIDTH + 'px'; canvas.style.height = cssH + 'px';
  canvas.width = Math.round(WIDTH * dpr); canvas.height = Math.round(cssH * dpr);
  const image = ctx.createImageData(canvas.width, canvas.height);
  L = { cells, cellW, scale, cssH, dpr, image, buf: new Uint32Array(image.data.buffer) };
}
// What each cell shows: [run, ghost run or null].
function cellRuns(c) {
  if (runs.length > 1 && mode === 'overlay') return [runs[0], runs[1]];
  if (runs.length > 1 && mode === 'overlay2') return [runs[1], runs[0]];
  return [runs[c], null];
}
const cellX = c => c * (L.cellW + GAP);
const X = (c, x) => cellX(c) + RULER + (x - B[0]) * L.scale;
const Y = y => HEAD + RULER + (y - B[1]) * L.scale;

// Pixel drawing, in device pixels, clipped to the cell's drawing area.
let clip = [0, 0, 0, 0];
function fill(x0, y0, x1, y1, color) {
  if (x0 < clip[0]) x0 = clip[0]; if (y0 < clip[1]) y0 = clip[1]; if (x1 > clip[2]) x1 = clip[2]; if (y1 > clip[3]) y1 = clip[3];
  if (x1 <= x0 || y1 <= y0) return;
  const W = canvas.width, buf = L.buf;
  for (let y = y0; y < y1; y++) buf.fill(color, y * W + x0, y * W + x1);
}
// A filled box with a 1-pixel stroke, one pass per row; short spans are written directly.
function box(x0, y0, x1, y1, fc, sc) {
  const a = Math.max(x0, clip[0]), b = Math.min(x1, clip[2]), top = Math.max(y0, clip[1]), bottom = Math.min(y1, clip[3]);
  if (b <= a || bottom <= top) return;
  const W = canvas.width, buf = L.buf, left = x0 >= clip[0], right = x1 <= clip[2];
  for (let y = top; y < bottom; y++) {
    const row = y * W, c = y === y0 || y === y1 - 1 ? sc : fc;
    if (b - a > 32) buf.fill(c, row + a, row + b); else for (let i = row + a; i < row + b; i++) buf[i] = c;
    if (left) buf[row + x0] = sc;
    if (right) buf[row + x1 - 1] = sc;
  }
}
// A filled quadrilateral (device points, in order round it) with its edge pixels stroked.
function quad(p, fc, sc) {
  const W = canvas.width, buf = L.buf, ys = p.map(q => q[1]);
  const top = Math.max(Math.round(Math.min(...ys)), clip[1]), bottom = Math.min(Math.round(Math.max(...ys)), clip[3]);
  let last = null;
  for (let y = top; y < bottom; y++) {
    const cy = y + 0.5;
    let lo = Infinity, hi = -Infinity;
    for (let i = 0; i < 4; i++) {
      const a = p[i], b = p[(i + 1) % 4];
      if ((a[1] <= cy) !== (b[1] <= cy)) { const x = a[0] + (cy - a[1]) * (b[0] - a[0]) / (b[1] - a[1]); lo = Math.min(lo, x); hi = Math.max(hi, x); }
    }
    if (lo > hi) continue;
    const l = Math.round(lo), r = Math.round(hi), x0 = Math.max(l, clip[0]), x1 = Math.min(r, clip[2]);
    if (x1 <= x0) continue;
    const row = y * W, edge = y === top || y === bottom - 1;
    buf.fill(edge ? sc : fc, row + x0, row + x1);
    // Stroke from last row's edge to this row's, so shallow edges stay closed.
    const [pl, pr] = last || [l, r];
    for (let x = Math.max(Math.min(l, pl), x0); x <= Math.min(Math.max(l, pl), x1 - 1); x++) buf[row + x] = sc;
    for (let x = Math.max(Math.min(r, pr) - 1, x0); x <= Math.min(Math.max(r, pr) - 1, x1 - 1); x++) buf[row + x] = sc;
    last = [l, r];
  }
}
function dots(x0, y0, x1, y1, color, dash) {
  const W = canvas.width, buf = L.buf;
  for (let y = Math.max(y0, clip[1]); y < Math.min(y1, clip[3]); y++)
    for (let x = Math.max(x0, clip[0]); x < Math.min(x1, clip[2]); x++)
      if (!dash || (((x + y) / dash) | 0) % 2 === 0) buf[y * W + x] = color;
}
function outline(r, color, dash, width) {
  const [x0, y0, x1, y1] = r, w = width || 1;
  if (dash) {
    dots(x0, y0, x1, y0 + w, color, dash); dots(x0, y1 - w, x1, y1, color, dash);
    dots(x0, y0, x0 + w, y1, color, dash); dots(x1 - w, y0, x1, y1, color, dash);
  } else {
    fill(x0, y0, x1, y0 + w, color); fill(x0, y1 - w, x1, y1, color);
    fill(x0, y0, x0 + w, y1, color); fill(x1 - w, y0, x1, y1, color);
  }
}
function deviceRect(c, run, f, v) {
  const r = shown(run, f, v), s = L.dpr;
  const x0 = Math.round(X(c, r[0]) * s), y0 = Math.round(Y(r[1]) * s);
  let x1 = Math.round(X(c, r[0] + r[2]) * s), y1 = Math.round(Y(r[1] + r[3]) * s);
  if (x1 <= x0) x1 = x0 + 1; if (y1 <= y0) y1 = y0 + 1;
  return [x0, y0, x1, y1];
}
const frameOf = (run, i) => Math.max(0, Math.min(run.n - 1, i));

function draw() {
  L.buf.fill(whitePx);
  for (let c = 0; c < L.cells; c++) {
    const [run, ghost] = cellRuns(c), s = L.dpr;
    clip = [Math.round((cellX(c) + RULER) * s), Math.round((HEAD + RULER) * s), Math.round((cellX(c) + L.cellW) * s), canvas.height];
    if (run.n === 0) continue;
    const f = frameOf(run, index), V = run.views.length, P = strokePx.length, d = run.data, sc = L.scale * s;
    const bx = (cellX(c) + RULER) * s - B[0] * sc, by = (HEAD + RULER) * s - B[1] * sc;
    for (let v = 0, o = f * run.per; v < V; v++, o += 4) {
      const m = tfOf(run, f, v);
      if (m) {
        if (m[1] !== 0 || m[2] !== 0) {
          quad(corners(run, f, v).map(([x, y]) => [bx + x * sc, by + y * sc]), v === 0 ? rootFillPx : fillPx[v % P], strokePx[v % P]);
        } else {
          const r = deviceRect(c, run, f, v);
          box(r[0], r[1], r[2], r[3], v === 0 ? rootFillPx : fillPx[v % P], strokePx[v % P]);
        }
        continue;
      }
      const x0 = Math.round(bx + d[o] * sc), y0 = Math.round(by + d[o + 1] * sc);
      let x1 = Math.round(bx + (d[o] + d[o + 2]) * sc), y1 = Math.round(by + (d[o + 1] + d[o + 3]) * sc);
      if (x1 <= x0) x1 = x0 + 1;
      if (y1 <= y0) y1 = y0 + 1;
      box(x0, y0, x1, y1, v === 0 ? rootFillPx : fillPx[v % P], strokePx[v % P]);
    }
    if (ghost && ghost.n > 0) {
      const g = frameOf(ghost, index);
      for (let v = 0; v < ghost.views.length; v++) outline(deviceRect(c, ghost, g, v), ghostPx, Math.max(3, Math.round(3 * s)), 1);
    }
    if (selected !== null && run.byName.has(selected)) outline(deviceRect(c, run, f, run.byName.get(selected)), markPx, 0, Math.max(2, Math.round(2 * s)));
  }
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.putImageData(L.image, 0, 0);
  ctx.setTransform(L.dpr, 0, 0, L.dpr, 0, 0);
  for (let c = 0; c < L.cells; c++) { rulers(c); names(c); }
}

function rulers(c) {
  const [run, ghost] = cellRuns(c), x0 = cellX(c), right = x0 + L.cellW;
  ctx.font = 'bold 12px Helvetica, Arial, sans-serif'; ctx.fillStyle = '#000'; ctx.textBaseline = 'alphabetic';
  ctx.fillText(ghost ? run.label + ' (filled), ' + ghost.label + ' (dashed ghost)' : run.label, x0, 13);
  ctx.fillStyle = '#f1f1f1';
  ctx.fillRect(x0, HEAD, L.cellW, RULER); ctx.fillRect(x0, HEAD, RULER, L.cssH - HEAD);
  ctx.fillStyle = '#555'; ctx.font = '9px Helvetica, Arial, sans-serif';
  ctx.fillText('pt', x0 + 4, HEAD + 12);
  ctx.strokeStyle = '#888'; ctx.lineWidth = 1; ctx.beginPath();
  const step = niceStep(50 / L.scale);
  for (let v = Math.ceil(B[0] / step) * step; v <= B[2] + 1e-9; v += step) {
    const x = Math.round(X(c, v)) + 0.5, text = String(+v.toFixed(6)); if (x > right) break;
    ctx.moveTo(x, HEAD + RULER - 7); ctx.lineTo(x, HEAD + RULER);
    if (x + 2 + ctx.measureText(text).width <= right) ctx.fillText(text, x + 2, HEAD + RULER - 9);
  }
  for (let v = Math.ceil(B[1] / step) * step; v <= B[3] + 1e-9; v += step) {
    const y = Math.round(Y(v)) + 0.5;
    ctx.moveTo(x0 + RULER - 7, y); ctx.lineTo(x0 + RULER, y);
    ctx.fillText(String(+v.toFixed(6)), x0 + 2, y + 10);
  }
  ctx.stroke();
}

// Names (LabelPlacer's rules): inside the view when they fit, else beside it with a leader
// line, never over another name or another view's box except the view's ancestors (pages of
// more than 200 views: inside only, checking names only); the marked view's name always.
const widths = new Map();
function textWidth(s) { let w = widths.get(s); if (w === undefined) { ctx.font = FONT; w = ctx.measureText(s).width; widths.set(s, w); } return w; }
const overlaps = (a, b) => a[0] < b[0] + b[2] && b[0] < a[0] + a[2] && a[1] < b[1] + b[3] && b[1] < a[1] + a[3];
const holds = (a, b) => a[0] <= b[0] && a[1] <= b[1] && a[0] + a[2] >= b[0] + b[2] && a[1] + a[3] >= b[1] + b[3];
function names(c) {
  const [run] = cellRuns(c);
  if (run.n === 0) return;
  const f = frameOf(run, index), V = run.views.length, d = run.data, outside = V <= 200;
  const area = [cellX(c) + RULER, HEAD + RULER, L.cellW - RULER, L.cssH - HEAD - RULER];
  const boxes = new Array(V), order = [];
  const box = v => { const r = shown(run, f, v); return boxes[v] = [X(c, r[0]), Y(r[1]), Math.max(r[2] * L.scale, 0), Math.max(r[3] * L.scale, 0)]; };
  if (outside) {
    for (let v = 0; v < V; v++) box(v);
    for (let v = 1; v < V; v++) order.push(v);
  } else {
    for (let v = 1, o = f * run.per + 4; v < V; v++, o += 4) if (d[o + 2] * L.scale >= 20 && d[o + 3] * L.scale >= 13) { box(v); order.push(v); }
  }
  order.sort((a, b) => boxes[b][2] * boxes[b][3] - boxes[a][2] * boxes[a][3] || a - b);
  const placed = [], th = 13;
  const free = (cand, v) => {
    if (!holds(area, cand)) return false;
    for (const p of placed) if (overlaps(p[0], cand)) return false;
    if (outside) for (let u = 0; u < V; u++) if (u !== v && !holds(boxes[u], boxes[v]) && overlaps(boxes[u], cand)) return false;
    return true;
  };
  for (const v of order) {
    if (placed.length >= 400) break;
    const b = boxes[v], tw = textWidth(run.views[v]) + 4;
    let spot = null;
    if (b[2] >= tw + 2 && b[3] >= th + 2) {
      for (const cand of [[b[0] + 1, b[1] + 1, tw, th], [b[0] + 1, b[1] + b[3] - th - 1, tw, th]]) if (free(cand, v)) { spot = [cand, null]; break; }
    }
    if (!spot && outside) {
      const cy = b[1] + b[3] / 2, cx = b[0] + b[2] / 2;
      const cands = [
        [[b[0] + b[2] + 6, cy - th / 2, tw, th], [b[0] + b[2], cy, b[0] + b[2] + 6, cy]],
        [[b[0] - 6 - tw, cy - th / 2, tw, th], [b[0], cy, b[0] - 6, cy]],
        [[cx - tw / 2, b[1] - 6 - th, tw, th], [cx, b[1], cx, b[1] - 6]],
        [[cx - tw / 2, b[1] + b[3] + 6, tw, th], [cx, b[1] + b[3], cx, b[1] + b[3] + 6]]];
      for (const [cand, leader] of cands) if (free(cand, v)) { spot = [cand, leader]; break; }
    }
    if (spot) placed.push([spot[0], spot[1], v]);
  }
  ctx.font = FONT; ctx.textBaseline = 'top';
  for (const [box, leader, v] of placed) {
    if (leader) {
      ctx.strokeStyle = '#333'; ctx.beginPath(); ctx.moveTo(leader[0], leader[1]); ctx.lineTo(leader[2], leader[3]); ctx.stroke();
      ctx.fillStyle = 'rgba(255,255,255,0.85)'; ctx.fillRect(box[0], box[1], box[2], box[3]);
    }
    ctx.fillStyle = '#000'; ctx.fillText(run.views[v], box[0] + 2, box[1] + 1);
  }
  if (selected !== null && run.byName.has(selected)) {
    const v = run.byName.get(selected), b = boxes[v] || box(v), tw = textWidth(selected) + 6;
    const x = Math.min(Math.max(b[0], area[0]), area[0] + area[2] - tw), y = Math.max(b[1] - th - 3, area[1]);
    ctx.fillStyle = '#ffe9a8'; ctx.fillRect(x, y, tw, th + 2); ctx.strokeStyle = '#000'; ctx.strokeRect(x + 0.5, y + 0.5, tw - 1, th + 1);
    ctx.fillStyle = '#000'; ctx.fillText(selected, x + 3, y + 2);
  }
  ctx.textBaseline = 'alphabetic';
}

// Plots: a cursor at the current time; a click on a plot or a marker shows that frame.
const cursors = [];
document.querySelectorAll('svg.plotsvg').forEach(svg => {
  const g = svg.querySelector('.plot');
  if (!g) return;
  const x0 = +g.dataset.x0, w = +g.dataset.w, dur = +g.dataset.dur;
  const line = g.querySelector('.cursor');
  if (line) cursors.push({ line, x0, w, dur });
  svg.addEventListener('click', e => {
    const m = e.target.closest && e.target.closest('.marker');
    if (m) { pause(); show(+m.dataset.frame - first); return; }
    const ctm = svg.getScreenCTM();
    if (!ctm) return;
    const pt = svg.createSVGPoint(); pt.x = e.clientX; pt.y = e.clientY;
    const p = pt.matrixTransform(ctm.inverse());
    if (p.x < x0 || p.x > x0 + w) return;
    pause(); show(Math.round((p.x - x0) / w * dur * hz));
  });
});
const rowsByFrame = new Map();
document.querySelectorAll('table.linked tr[data-frame]').forEach(tr => {
  const f = +tr.dataset.frame;
  if (!rowsByFrame.has(f)) rowsByFrame.set(f, []);
  rowsByFrame.get(f).push(tr);
  tr.addEventListener('click', e => { if (e.target.tagName !== 'A') { pause(); show(f - first); } });
});
let current = [];

function show(i, writeHash = true) {
  index = Math.max(0, Math.min(n - 1, Math.floor(i) || 0));
  if (L === null) layout();
  draw();
  const tick = index + first, t = tick / hz;
  readout.textContent = n === 0 ? 'no frames' : 'frame ' + tick + ' of ' + (n - 1 + first) + '   t = ' + t.toFixed(3) + ' s';
  readout.dataset.frame = String(tick);
  scrub.value = String(index);
  for (const c of cursors) { const x = c.x0 + (c.dur > 0 ? Math.min(t, c.dur) / c.dur : 0) * c.w; c.line.setAttribute('x1', x); c.line.setAttribute('x2', x); }
  for (const tr of current) tr.classList.remove('current');
  current = rowsByFrame.get(tick) || [];
  for (const tr of current) tr.classList.add('current');
  if (writeHash) syncHash(false);
}

// The fragment: frame=N[&mode=...][&loop].
let lastHashWrite = -1e9;
function fragment() { return 'frame=' + (index + first) + (mode !== 'side' ? '&mode=' + mode : '') + (loopBox.checked ? '&loop' : ''); }
function syncHash(force) {
  const now = performance.now();
  if (!force && playing && now - lastHashWrite < 250) return;
  lastHashWrite = now;
  const want = '#' + fragment();
  if (location.hash !== want) history.replaceState(null, '', want);
}
function parseHash() {
  const p = {};
  for (const part of location.hash.replace(/^#/, '').split(/[&;]/)) {
    if (!part) continue;
    const eq = part.indexOf('=');
    if (eq < 0) p[part] = true; else p[part.slice(0, eq)] = decodeURIComponent(part.slice(eq + 1));
  }
  return p;
}
function setMode(m) {
  if (!modeSelect || !['side', 'overlay', 'overlay2'].includes(m)) return;
  if (m !== mode) { mode = m; modeSelect.value = m; L = null; }
}
function applyHash(p) {
  if (p.mode) setMode(p.mode);
  if (p.loop) loopBox.checked = true;
  return /^[0-9]+$/.test(String(p.frame)) ? parseInt(p.frame, 10) - first : null;
}
window.addEventListener('hashchange', () => { const f = applyHash(parseHash()); if (f !== null) { pause(); show(f); } });

// Playing.
let playing = false, clock = 0, lastStamp = null;
function frameStep(stamp) {
  if (!playing) return;
  if (lastStamp !== null) clock += (stamp - lastStamp) / 1000 * parseFloat(speed.value);
  lastStamp = stamp;
  let i = Math.floor(clock * hz + 1e-9);
  if (i > n - 1) {
    if (loopBox.checked) { clock = 0; i = 0; } else { show(n - 1); pause(); return; }
  }
  if (i !== index) show(i);
  requestAnimationFrame(frameStep);
}
function play() {
  if (n < 2 || playing) return;
  if (index >= n - 1) index = 0;
  playing = true; playButton.textContent = 'Pause';
  clock = index / hz; lastStamp = null;
  requestAnimationFrame(frameStep);
}
function pause() {
  if (!playing) return;
  playing = false; playButton.textContent = 'Play';
  syncHash(true);
}
const toggle = () => (playing ? pause() : play());
playButton.addEventListener('click', toggle);
scrub.addEventListener('input', () => { pause(); show(parseInt(scrub.value, 10)); });
loopBox.addEventListener('change', () => syncHash(true));
if (modeSelect) modeSelect.addEventListener('change', () => { setMode(modeSelect.value); show(index, false); syncHash(true); });
document.addEventListener('keydown', e => {
  const t = e.target;
  if (e.altKey || e.ctrlKey || e.metaKey) return;
  if (t && (t.tagName === 'SELECT' || t.tagName === 'TEXTAREA' || (t.tagName === 'INPUT' && t.type !== 'range' && t.type !== 'checkbox'))) return;
  const jump = e.shiftKey ? 10 : 1;
  switch (e.key) {
    case ' ': case 'Spacebar': toggle(); break;
    case 'ArrowRight': pause(); show(index + jump); break;
    case 'ArrowLeft': pause(); show(index - jump); break;
    case 'Home': pause(); show(0); break;
    case 'End': pause(); show(n - 1); break;
    default: return;
  }
  e.preventDefault();
});
document.addEventListener('keyup', e => { if (e.key === ' ') e.preventDefault(); });

// Hover: the topmost view under the pointer, its name and frame.
canvas.addEventListener('mousemove', e => {
  if (n === 0) return;
  const rect = canvas.getBoundingClientRect(), mx = e.clientX - rect.left, my = e.clientY - rect.top;
  const c = Math.min(L.cells - 1, Math.max(0, Math.floor(mx / (L.cellW + GAP))));
  const [run] = cellRuns(c), f = frameOf(run, index), d = run.data;
  const px = (mx - cellX(c) - RULER) / L.scale + B[0], py = (my - HEAD - RULER) / L.scale + B[1];
  let hit = -1;
  for (let v = run.views.length - 1; v >= 0 && hit < 0; v--) {
    const b = shown(run, f, v);
    if (px >= b[0] && px <= b[0] + b[2] && py >= b[1] && py <= b[1] + b[3]) hit = v;
  }
  if (hit < 0) { tip.hidden = true; return; }
  const o = f * run.per + hit * 4, r = k => String(+d[o + k].toFixed(2));
  tip.textContent = run.views[hit] + '\n' + r(0) + ', ' + r(1) + '  ' + r(2) + ' × ' + r(3) + ' pt';
  tip.style.left = (mx + 14) + 'px'; tip.style.top = (my + 14) + 'px'; tip.hidden = false;
});
canvas.addEventListener('mouseleave', () => { tip.hidden = true; });

// Legend: swatches in the colours drawn; a click marks the view.
legend.innerHTML = runs[0].views.map((name, v) => '<span class="key" data-v="' + v + '"><i style="background:' +
  (v === 0 ? D.rootFill : D.fills[v % D.fills.length]) + ';border-color:' + D.strokes[v % D.strokes.length] + '"></i>' + esc(name) + '</span>').join('');
legend.addEventListener('click', e => {
  const key = e.target.closest('.key');
  if (!key) return;
  const name = runs[0].views[+key.dataset.v];
  selected = selected === name ? null : name;
  legend.querySelectorAll('.key.on').forEach(k => k.classList.remove('on'));
  if (selected !== null) key.classList.add('on');
  show(index, false);
});

function checksum() {
  const px = new Uint32Array(ctx.getImageData(0, 0, canvas.width, canvas.height).data.buffer);
  let h = 0;
  for (let i = 0; i < px.length; i++) h = (Math.imul(h, 31) + px[i]) | 0;
  return h;
}
function selftest(p, want) {
  const loaded = performance.now(), problems = errors.slice(), drawn = checksum();
  const need = ['stage', 'play', 'scrub', 'speed', 'loop', 'readout', 'legend', 'markers', 'events', 'tip'];
  if (runs.length === 2) need.push('mode', 'diffplot', 'difftable');
  for (const id of need) if (!$(id)) problems.push('missing #' + id);
  if (cursors.length < document.querySelectorAll('svg.plotsvg .plot:has(polyline)').length) problems.push('plot cursors: ' + cursors.length);
  if (legend.children.length !== runs[0].views.length) problems.push('legend has ' + legend.children.length + ' entries');
  for (const run of runs) {
    if (!run.complete) problems.push(run.label + ': frame data ends early');
    for (let k = 0; k < run.data.length; k++) if (!Number.isFinite(run.data[k])) { problems.push(run.label + ': bad number'); break; }
  }
  const shown = +readout.dataset.frame, wantTick = Math.max(0, Math.min(n - 1, want)) + first;
  if (shown !== wantTick || +scrub.value !== wantTick - first) problems.push('fragment frame ' + p.frame + ' shows frame ' + shown);
  if (location.hash !== '#' + fragment()) problems.push('fragment is ' + location.hash);
  const key = k => document.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
  key('End'); if (index !== n - 1) problems.push('End shows ' + index);
  key('Home'); if (index !== 0) problems.push('Home shows ' + index);
  key('ArrowRight'); if (index !== Math.min(1, n - 1)) problems.push('ArrowRight shows ' + index);
  key(' '); const started = playing || n < 2; key(' ');
  if (!started || playing) problems.push('space does not play and pause');
  // The frame the fragment showed is the frame reached by stepping to it.
  const target = Math.max(0, Math.min(n - 1, want));
  if (target <= (n - 1) / 2) { key('Home'); for (let k = 0; k < target; k++) key('ArrowRight'); }
  else { key('End'); for (let k = n - 1; k > target; k--) key('ArrowLeft'); }
  if (checksum() !== drawn) problems.push('the picture at #frame=' + p.frame + ' is not the picture of frame ' + (target + first) + ' reached with the arrow keys');
  // The topmost view with an area: pointing at it names it, and the pixel inside its
  // bottom-right corner has its legend swatch's colour.
  const [run] = cellRuns(0), f = frameOf(run, index);
  let top = -1;
  for (let v = run.views.length - 1; v > 0 && top < 0 && run.n > 0; v--) {
    const o = f * run.per + v * 4;
    if (run.data[o + 2] * L.scale >= 6 && run.data[o + 3] * L.scale >= 6) top = v;
  }
  if (top > 0) {
    const [, , x1, y1] = deviceRect(0, run, f, top), rect = canvas.getBoundingClientRect();
    canvas.dispatchEvent(new MouseEvent('mousemove', { clientX: rect.left + (x1 - 2.5) / L.dpr, clientY: rect.top + (y1 - 2.5) / L.dpr }));
    if (tip.hidden || !tip.textContent.startsWith(run.views[top] + '\n')) problems.push('pointing at ' + run.views[top] + ' shows ' + (tip.hidden ? 'nothing' : tip.textContent));
    tip.hidden = true;
    const px = ctx.getImageData(x1 - 3, y1 - 3, 1, 1).data, drawn = 'rgb(' + px[0] + ', ' + px[1] + ', ' + px[2] + ')';
    const key = legend.children[runs[0].byName.get(run.views[top])];
    const swatch = key ? getComputedStyle(key.firstChild).backgroundColor : '';
    if (swatch !== drawn) problems.push(run.views[top] + ' is drawn ' + drawn + ', its legend swatch ' + swatch);
  }
  const times = [], K = Math.min(60, Math.max(n, 1));
  for (let k = 0; k < K; k++) {
    const i = K > 1 ? Math.round(k * (n - 1) / (K - 1)) : 0;
    performance.mark('rig-redraw-start');
    show(i, false);
    ctx.getImageData(0, 0, 1, 1);
    performance.mark('rig-redraw-end');
    times.push(performance.measure('rig-redraw', 'rig-redraw-start', 'rig-redraw-end').duration);
  }
  performance.clearMarks(); performance.clearMeasures();
  show(want, true);
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)], p95 = times[Math.floor(times.length * 0.95)], max = times[times.length - 1];
  const views = runs.reduce((s, r) => s + r.views.length, 0);
  const out = document.createElement('pre');
  out.id = 'selftest';
  out.dataset.status = problems.length ? 'fail' : 'pass';
  out.textContent = 'selftest ' + out.dataset.status + ' frame=' + readout.dataset.frame + ' runs=' + runs.length + ' views=' + views +
    ' frames=' + n + ' load_ms=' + loaded.toFixed(0) + ' redraw_median_ms=' + median.toFixed(3) + ' redraw_p95_ms=' + p95.toFixed(3) + ' redraw_max_ms=' + max.toFixed(3) + ' redraws=' + times.length +
    (problems.length ? ' problems: ' + problems.join('; ') : '');
  document.body.appendChild(out);
  if (p.hashtest !== undefined) {
    const target = parseInt(p.hashtest, 10);
    window.addEventListener('hashchange', () => {
      out.textContent += +readout.dataset.frame === target ? ' hashchange=ok' : ' hashchange=fail(shows ' + readout.dataset.frame + ')';
    }, { once: true });
    location.hash = 'frame=' + target;
  }
}

const params = parseHash(), start = applyHash(params);
layout();
show(start === null ? 0 : start);
if (params.selftest) selftest(params, start === null ? 0 : start);
if (params.play) play();
})();
