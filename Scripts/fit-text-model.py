#!/usr/bin/env python3
"""Fits Rigging's default text model (SystemFontTextMeasurer) to Interface Builder documents.

Usage: fit-text-model.py CORPUS_DIR [--swift OUT.swift] [--seed N]

CORPUS_DIR holds .storyboard and .xib files (searched recursively). The script keeps the
single-line labels whose width Xcode decided from the text (no width constraint, not pinned on
both sides, not in a stack view, not misplaced or ambiguous, no font scaling), with a system
font, and fits per-character advance widths (in em) for the regular and bold faces plus a
tracking term per point size, by least squares (outliers over 3 pt dropped in four rounds); it reports
each label's width error from a fit that did not see it (five folds, shuffled with the seed)
and the one-line height error. With --swift it writes the
fitted tables as a Swift source file. Nothing from the documents but these numbers is written.
"""
import math, os, random, sys
import xml.etree.ElementTree as ET
import numpy as np

SCALES = {"retina4_7": 2, "retina4_0": 2, "retina6_1": 2, "retina5_5": 3, "retina5_9": 3, "retina6_12": 3,
          "retina6_5": 3, "retina6_0": 3, "retina6_3": 3, "retina6_7": 3, "retina6_72": 3}
WEIGHTS = {"ultraLight": -0.8, "thin": -0.6, "light": -0.4, "regular": 0.0, "medium": 0.23, "semibold": 0.3,
           "bold": 0.4, "heavy": 0.56, "black": 0.62}
HORIZONTAL_LOW = {"leading", "left", "leadingMargin", "leftMargin"}
HORIZONTAL_HIGH = {"trailing", "right", "trailingMargin", "rightMargin"}
ASCII = [chr(c) for c in range(32, 127)]
FOLDS = 5
LINE_HEIGHT_EM = 2444 / 2048   # SF Pro's ascender 1950 + descender 494 over 2048 units
# Tracking (points added to each character's advance) is piecewise linear in the point size
# between these knots; the knot at 17 pt is 0 (the advances absorb it), the others are fitted.
KNOTS = [11.0, 13.0, 15.0, 17.0, 20.0, 28.0, 40.0]
ANCHOR = KNOTS.index(17.0)
TRACKING = [k for k in KNOTS if k != 17.0]


def hats(size):
    """The weights of the knots at `size` (linear interpolation, clamped at the ends)."""
    size = min(max(size, KNOTS[0]), KNOTS[-1])
    weights = [0.0] * len(KNOTS)
    for i in range(len(KNOTS) - 1):
        lo, hi = KNOTS[i], KNOTS[i + 1]
        if lo <= size <= hi:
            t = (size - lo) / (hi - lo)
            weights[i], weights[i + 1] = 1 - t, t
            break
    return weights


def tracking_terms(size):
    w = hats(size)
    return w[:ANCHOR] + w[ANCHOR + 1:]


def scale_of(root):
    device = root.find(".//device")
    if device is None:
        return None
    ident = device.get("id", "")
    return SCALES.get(ident, 2 if ident.startswith("ipad") else None)


def labels_in(path):
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError:
        return []
    scale = scale_of(root)
    if scale is None:
        return []
    parent = {child: node for node in root.iter() for child in node}
    pins = {}   # view id -> set of (attribute, relation, other item present)
    for constraints in root.iter("constraints"):
        owner = parent.get(constraints)
        owner_id = owner.get("id") if owner is not None else None
        for c in constraints.findall("constraint"):
            first, second = c.get("firstItem", owner_id), c.get("secondItem")
            relation = c.get("relation", "equal")
            for item, attribute in ((first, c.get("firstAttribute")), (second, c.get("secondAttribute"))):
                if item is not None:
                    pins.setdefault(item, set()).add((attribute, relation, second is not None))
    out = []
    for label in root.iter("label"):
        if label.get("misplaced") == "YES" or label.get("ambiguous") == "YES":
            continue
        if label.get("adjustsFontSizeToFit") == "YES" or label.get("adjustsLetterSpacingToFitWidth") == "YES":
            continue
        container = parent.get(parent.get(label))
        if container is not None and container.tag == "stackView":
            continue
        text = label.get("text")
        if text is None:
            string = label.find("string[@key='text']")
            text = string.text if string is not None else None
        if not text or "\n" in text or text != text.strip():
            continue
        font = label.find("fontDescription")
        rect = label.find("rect[@key='frame']")
        if font is None or rect is None or font.get("type") not in ("system", "boldSystem"):
            continue
        attributes = pins.get(label.get("id"), set())
        names = {a for a, _, _ in attributes}
        if "width" in names:
            continue
        equal = {a for a, relation, _ in attributes if relation == "equal"}
        if equal & HORIZONTAL_LOW and equal & HORIZONTAL_HIGH:
            continue
        weight = WEIGHTS.get(font.get("weight", "regular"))
        if font.get("type") == "boldSystem":
            weight = WEIGHTS["bold"]
        if weight is None:
            continue
        size = float(font.get("pointSize"))
        vertical_free = "height" not in names and not (
            equal & {"top", "topMargin"} and equal & {"bottom", "bottomMargin"}) and not label.get("numberOfLines", "1") != "1"
        out.append((text, weight, size, float(rect.get("width")), float(rect.get("height")), scale, vertical_free))
    return out


def collect(folder):
    rows = []
    for directory, _, files in os.walk(folder):
        for name in sorted(files):
            if name.endswith((".xib", ".storyboard")):
                rows += labels_in(os.path.join(directory, name))
    return rows


def ceil_to(value, scale):
    return math.ceil(value * scale - 1e-6) / scale


def face(weight):
    """0 regular, 1 bold; other weights interpolate between them (see SystemFontTextMeasurer)."""
    return min(max(weight / 0.4, 0.0), 1.0)


def kind(ch):
    """The character classes whose bold advances share one difference from the regular ones."""
    if ch.islower():
        return 0
    if ch.isupper():
        return 1
    if ch.isdigit():
        return 2
    return 3


# What an advance is before the data says otherwise (em), by class; a weak prior worth an
# eighth of an occurrence at 17 pt (the weight with the least held-out error), so characters the
# labels never use get a typical width.
TYPICAL = [0.53, 0.66, 0.60, 0.30]
PRIOR = 2.0
COLUMNS = len(ASCII) + 4 + len(TRACKING)


def row(text, weight, size, index):
    r = np.zeros(COLUMNS)
    f = face(weight)
    for ch in text:
        k = index[ch]
        r[k] += size
        r[len(ASCII) + kind(ch)] += size * f
    for j, term in enumerate(tracking_terms(size)):
        r[len(ASCII) + 4 + j] = len(text) * term
    return r


def fit(rows):
    index = {ch: k for k, ch in enumerate(ASCII)}
    keep = [r for r in rows if all(ch in index for ch in r[0])]
    prior = np.zeros((len(ASCII), COLUMNS))
    prior_target = np.zeros(len(ASCII))
    for k, ch in enumerate(ASCII):
        prior[k, k] = PRIOR
        prior_target[k] = PRIOR * TYPICAL[kind(ch)]
    for _ in range(4):
        a = np.array([row(t, w, s, index) for t, w, s, *_ in keep])
        target = np.array([w - 0.5 / s for _, _, _, w, _, s, _ in keep])
        solution, *_ = np.linalg.lstsq(np.vstack([a, prior]), np.concatenate([target, prior_target]), rcond=None)
        residual = np.abs(a @ solution - target)
        keep = [r for r, e in zip(keep, residual) if e < 3.0]
    return solution, index


def predict(solution, index, text, weight, size):
    return float(row(text, weight, size, index) @ solution)


def main(argv):
    if len(argv) < 2:
        print(__doc__, file=sys.stderr)
        return 64
    folder, swift_out, seed = argv[1], None, 1
    if "--swift" in argv:
        swift_out = argv[argv.index("--swift") + 1]
    if "--seed" in argv:
        seed = int(argv[argv.index("--seed") + 1])
    rows = collect(folder)
    # a label whose height is not one line of its font at the document's scale was not sized by Xcode
    one_line = [r for r in rows if abs(r[4] - ceil_to(r[2] * LINE_HEIGHT_EM, r[5])) < 0.01]
    random.Random(seed).shuffle(one_line)
    errors, worst = [], []
    for fold in range(FOLDS):   # each label's error comes from a fit that did not see it
        test = one_line[fold::FOLDS]
        train = [r for k, r in enumerate(one_line) if k % FOLDS != fold]
        solution, index = fit(train)
        for text, weight, size, width, height, scale, _ in test:
            if all(ch in index for ch in text):
                predicted = ceil_to(predict(solution, index, text, weight, size), scale)
                errors.append(abs(predicted - width))
                worst.append((abs(predicted - width), size, weight, len(text)))
    solution, index = fit(one_line)
    # heights: every hugging one-line label (numberOfLines 1) whose height no constraint sets
    height_errors = np.array([abs(ceil_to(size * LINE_HEIGHT_EM, scale) - height)
                              for _, _, size, _, height, scale, free in rows if free])
    errors = np.array(errors)
    print(f"labels: {len(rows)} hugging, {len(one_line)} one line of their font; {FOLDS}-fold held-out widths of {len(errors)}")
    print(f"width error (pt): median {np.median(errors):.2f}, p95 {np.percentile(errors, 95):.2f}, "
          f"within 0.5: {np.mean(errors <= 0.5) * 100:.1f}%, within 1: {np.mean(errors <= 1.0) * 100:.1f}%")
    print(f"height error (pt): median {np.median(height_errors):.2f}, p95 {np.percentile(height_errors, 95):.2f}, "
          f"exact: {np.mean(height_errors < 0.01) * 100:.1f}%, within 0.5: {np.mean(height_errors <= 0.5) * 100:.1f}%, "
          f"within 1: {np.mean(height_errors <= 1.0) * 100:.1f}% of {len(height_errors)}")
    for error, size, weight, length in sorted(worst, reverse=True)[:5]:
        print(f"  worst: {error:.2f} pt at {size:g} pt, weight {weight:g}, {length} characters")
    knots = list(solution[len(ASCII) + 4:])
    knots.insert(ANCHOR, 0.0)
    print("bold minus regular (em), lower/upper/digit/other: " + ", ".join(f"{v:.4f}" for v in solution[len(ASCII):len(ASCII) + 4]))
    print("tracking (pt per character) at " + ", ".join(f"{k:g}: {v:.3f}" for k, v in zip(KNOTS, knots)))
    if swift_out:
        write_swift(swift_out, solution, knots)
    return 0


def write_swift(path, solution, knots):
    def table(values):
        lines, row = [], []
        for v in values:
            row.append(f"{v:.4f}")
            if len(row) == 12:
                lines.append("        " + ", ".join(row) + ",")
                row = []
        if row:
            lines.append("        " + ", ".join(row) + ",")
        return "\n".join(lines)
    n = len(ASCII)
    with open(path, "w") as out:
        out.write("// Generated by Scripts/fit-text-model.py: advance widths in em of the system font's faces for\n")
        out.write("// the printable ASCII characters U+0020...U+007E, fitted to the widths Xcode gives labels.\n\n")
        out.write("extension SystemFontTextMeasurer {\n")
        out.write("    /// Regular-face advances (em) of U+0020...U+007E, at 17 pt.\n")
        out.write("    static let regularAdvances: [Double] = [\n" + table(solution[:n]) + "\n    ]\n\n")
        out.write("    /// Bold-face advances (em) of U+0020...U+007E, at 17 pt.\n")
        out.write("    static let boldAdvances: [Double] = [\n" + table([solution[k] + solution[n + kind(ch)] for k, ch in enumerate(ASCII)]) + "\n    ]\n")
        out.write("\n    /// Tracking (points per character) at `trackingSizes`; linear between them, clamped outside.\n")
        out.write("    static let trackingSizes: [Double] = [" + ", ".join(f"{k:g}" for k in KNOTS) + "]\n")
        out.write("    static let trackingPoints: [Double] = [" + ", ".join(f"{v:.4f}" for v in knots) + "]\n")
        out.write("}\n")


if __name__ == "__main__":
    sys.exit(main(sys.argv))
