"""Cells rendered from fonts, in the scanner's cell format (wasm/scan/cells.hpp): CELL_SIDE^2 grey,
ink bright on a dark background, the digit at the size and place it was printed (not re-centred).

Printed symbols come from Debian's font packages (train/bootstrap.sh unpacks them under
build/train/fonts/; /usr/share/fonts adds what the machine has). Handwriting-like faces and random
pencil strokes make cells labelled EMPTY: a player's marks are not part of the puzzle. Each cell is
drawn at 128 px, brought to the size the cell had in its "photo" (12-64 px), degraded there (blur,
noise, JPEG), resampled to CELL_SIDE and given the scanner's darkness levels (cells.cpp).

Usage: /usr/bin/python3 train/fonts.py [--count N] [--seed S] [--sheet out.png]
(writes build/train/fonts-N-S-VERSION.npz; train.py calls render_set() itself, cached the same way).
"""
import argparse
import glob
import hashlib
import math
import os
import re
import sys

import cv2
import numpy as np
from PIL import Image, ImageDraw, ImageFont

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402

HI = 128  # the side a cell is drawn at before it is degraded

# Held out for the screenshot benchmark, never rendered here: DejaVu Serif, Liberation Mono and
# Noto Sans -- and the faces they are derived from or that derive from them (Liberation 2 Mono is
# Cousine's design; Noto Sans is Open Sans's, itself Droid Sans's), so the benchmark tests typefaces
# the network has never seen.
HELD_OUT = re.compile(r'^(DejaVuSerif|LiberationMono|Noto|OpenSans|Cousine|Droid)', re.I)
# Faces no printed puzzle uses: symbols, maths, script, keycaps (Biolinum K), the hollow display
# Libertine, Comic Neue (too like print to stand for handwriting, too odd for print),
# and variable fonts (their default instance repeats a static file).
SKIP = re.compile(r'^(D050000L|StandardSymbols|STIX(Integrals|Math|NonUnicode|Size|Variants)|'
                  r'DejaVuMath|KarlaTamil|Z003|texgyrechorus|OCRB[EFLSX]|LinBiolinum_K|LinLibertine_DR|ComicNeue)|\[', re.I)
# Handwriting-like faces: what a player writes in a cell, labelled EMPTY.
HANDWRITING = re.compile(r'^(Humor-Sans|KaushanScript|KleeOne|Kristi|Rufscript|SteveHand|'
                         r'Delphine|TomsonTalks|YuseiMagic)', re.I)
# The project's own page: Chromium's sans-serif here is DejaVu Sans; it gets a share of its own.
PAGE_FONTS = ('DejaVuSans.ttf', 'DejaVuSans-Bold.ttf')


def font_files():
    """(printed, handwriting, page) font paths, sorted, so a seed always draws the same fonts."""
    dirs = [os.path.join(common.BUILD, 'fonts'), '/usr/share/fonts']
    paths = {}
    for d in dirs:
        for p in glob.glob(os.path.join(d, '**', '*.[ot]tf'), recursive=True):
            paths.setdefault(os.path.basename(p), p)  # the first directory wins a name
    printed, hand, page = [], [], []
    for name in sorted(paths):
        if HELD_OUT.search(name) or SKIP.search(name):
            continue
        if HANDWRITING.search(name):
            hand.append(paths[name])
        else:
            printed.append(paths[name])
        if name in PAGE_FONTS:
            page.append(paths[name])
    return printed, hand, page


def family(path):
    """A font file's family, for drawing families evenly (Inter has 36 files, Tuffy 8, OCR-B 1)."""
    return re.split(r'[-_]|(?<=[a-z])(?=[A-Z0-9])', os.path.basename(path))[0].lower()


class Glyphs:
    """A font's symbols as 8-bit coverage at a reference size, and the font's digit height."""
    REF = 96

    def __init__(self, path, symbols):
        font = ImageFont.truetype(path, self.REF)
        self.images = {}
        missing = self._render(font, '\U0010FFFD')
        for s in symbols:
            image = self._render(font, s)
            if image is None or (missing is not None and image.shape == missing.shape and np.array_equal(image, missing)):
                continue  # the font lacks the symbol: it would draw its .notdef box
            self.images[s] = image
        ref = self.images.get('8')
        self.height = ref.shape[0] if ref is not None else None

    @staticmethod
    def _render(font, symbol):
        box = font.getbbox(symbol)
        w, h = box[2] - box[0], box[3] - box[1]
        if w <= 0 or h <= 0:
            return None
        image = Image.new('L', (w + 8, h + 8), 0)
        ImageDraw.Draw(image).text((4 - box[0], 4 - box[1]), symbol, fill=255, font=font)
        a = np.asarray(image)
        ys, xs = np.nonzero(a > 8)
        if len(ys) == 0:
            return None
        return a[ys.min():ys.max() + 1, xs.min():xs.max() + 1]


def _place(canvas, glyph, height, cx, cy, rng, angle=0.0, shear=0.0, weight=0):
    """Adds glyph (coverage 0-255) to canvas (float 0-1) scaled to `height` px, centred at (cx, cy)."""
    scale = height / max(glyph.shape[0], 1)
    aspect = math.exp(rng.normal(0, 0.06))  # condensed or extended printing
    w = max(1, int(round(glyph.shape[1] * scale * aspect)))
    h = max(1, int(round(glyph.shape[0] * scale)))
    g = cv2.resize(glyph, (w, h), interpolation=cv2.INTER_AREA if scale < 1 else cv2.INTER_CUBIC)
    pad = int(h * 0.3) + 4
    g = cv2.copyMakeBorder(g, pad, pad, pad, pad, cv2.BORDER_CONSTANT, value=0)
    if weight:  # a heavier or lighter stroke than the font's, as a press inks it
        k = cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (2 * abs(weight) + 1, 2 * abs(weight) + 1))
        g = cv2.dilate(g, k) if weight > 0 else cv2.erode(g, k)
    gh, gw = g.shape
    m = cv2.getRotationMatrix2D((gw / 2, gh / 2), angle, 1.0)
    m[0, 1] += shear
    m[0, 2] += cx - gw / 2 - shear * gh / 2
    m[1, 2] += cy - gh / 2
    layer = cv2.warpAffine(g, m, (HI, HI), flags=cv2.INTER_LINEAR, borderValue=0).astype(np.float32) / 255
    np.maximum(canvas, layer, out=canvas)


def _line_remnants(canvas, rng):
    """What the scanner may leave of the grid's lines: a bar along an edge or two, often partial."""
    for _ in range(rng.integers(1, 3)):
        side = rng.integers(4)
        thick = rng.uniform(1.5, 9)
        pos = rng.uniform(-thick / 2, 0.06 * HI)
        tilt = rng.normal(0, 0.02) * HI
        a, b = sorted(rng.uniform(0, 1, 2) * HI) if rng.random() < 0.4 else (0, HI)
        inten = rng.uniform(0.25, 1.0)
        layer = np.zeros_like(canvas)
        if side in (0, 1):  # top or bottom
            y0 = pos if side == 0 else HI - 1 - pos
            cv2.line(layer, (int(a), int(y0)), (int(b), int(y0 + tilt)), inten, int(max(1, thick)))
        else:
            x0 = pos if side == 2 else HI - 1 - pos
            cv2.line(layer, (int(x0), int(a)), (int(x0 + tilt), int(b)), inten, int(max(1, thick)))
        np.maximum(canvas, layer, out=canvas)


def _line_across(canvas, rng):
    """A grid line through the cell's middle part (image1049's last row), the symbol still readable."""
    layer = np.zeros_like(canvas)
    pos = rng.uniform(0.2, 0.8) * HI
    tilt = rng.normal(0, 0.03) * HI
    thick = int(rng.integers(3, 11))
    if rng.random() < 0.5:
        cv2.line(layer, (0, int(pos)), (HI - 1, int(pos + tilt)), rng.uniform(0.5, 1.0), thick)
    else:
        cv2.line(layer, (int(pos), 0), (int(pos + tilt), HI - 1), rng.uniform(0.5, 1.0), thick)
    np.maximum(canvas, layer, out=canvas)


def _candidates(canvas, rng, families, page):
    """A digital puzzle's pencil marks (the play page's notes): small printed symbols, each in its
    place of a 3x3 keypad over the cell (1 top left, 9 bottom right; 16x16 grids 4x4), labelled
    EMPTY. Their size (18-34% of the picture) is what tells them from a given."""
    group = [page[rng.integers(len(page))]] if rng.random() < 0.4 else families[rng.integers(len(families))]
    glyphs = group[rng.integers(len(group))]
    wide = rng.random() < 0.2  # a 16x16 grid's notes: 0-9, A-G on a 4x4 keypad
    symbols = '0123456789ABCDEFG' if wide else '123456789'
    keypad = 4 if wide else 3
    count = min(len(symbols), int(rng.choice([1, 1, 2, 2, 3, 4, 5, 6])))
    height = rng.uniform(0.18, 0.34) * HI
    # The cell's picture leaves out 10% of the cell each side: keypad places at 1/6, 1/2, 5/6 of
    # the cell are at 8%, 50%, 92% of the picture (a little cut at the edges, as the scanner cuts).
    inset = rng.uniform(0.06, 0.14)
    for k in sorted(rng.choice(len(symbols), size=count, replace=False)):
        symbol = symbols[k]
        if symbol not in glyphs.images:
            continue
        row, col = divmod(k if not wide else k % 16, keypad)
        fx = ((col + 0.5) / keypad - 0.1) / 0.8
        fy = ((row + 0.5) / keypad - 0.1) / 0.8
        fx = inset + (1 - 2 * inset) * fx
        fy = inset + (1 - 2 * inset) * fy
        _place(canvas, glyphs.images[symbol], height * glyphs.images[symbol].shape[0] / glyphs.height,
               fx * HI + rng.normal(0, 1.5), fy * HI + rng.normal(0, 1.5), rng, weight=int(rng.integers(0, 2)))
    canvas *= rng.uniform(0.5, 1.0)  # notes are often drawn paler than givens


def _pencil_strokes(canvas, rng):
    """Random curved strokes: crossings-out, ticks, a player's scribbles (labelled EMPTY)."""
    layer = np.zeros_like(canvas)
    inten = rng.uniform(0.2, 0.9)
    for _ in range(rng.integers(1, 4)):
        p = rng.uniform(0.1, 0.9, (4, 2)) * HI
        t = np.linspace(0, 1, 24)[:, None]
        curve = ((1 - t) ** 3 * p[0] + 3 * (1 - t) ** 2 * t * p[1] + 3 * (1 - t) * t ** 2 * p[2] + t ** 3 * p[3])
        cv2.polylines(layer, [curve.astype(np.int32)], False, inten, int(rng.integers(2, 8)), cv2.LINE_AA)
    np.maximum(canvas, layer, out=canvas)


def _font_tables():
    """The fonts' glyphs, grouped by family (printed) plus the handwriting and page faces."""
    printed, hand, page = font_files()
    symbols = common.CLASS_SYMBOLS[1:]
    groups = {}
    for p in printed:
        g = Glyphs(p, symbols)
        if g.height and all(s in g.images for s in '123456789'):
            groups.setdefault(family(p), []).append(g)
    hand_glyphs = [g for g in (Glyphs(p, '0123456789') for p in hand) if g.height]
    page_glyphs = [Glyphs(p, symbols) for p in page]
    return [groups[k] for k in sorted(groups)], hand_glyphs, page_glyphs


def heldout_files():
    """The held-out typefaces' regular and bold files (Noto Sans only once bootstrap.sh unpacked it)."""
    dirs = [os.path.join(common.BUILD, 'heldout'), '/usr/share/fonts']
    wanted = ('DejaVuSerif.ttf', 'DejaVuSerif-Bold.ttf', 'LiberationMono-Regular.ttf', 'LiberationMono-Bold.ttf',
              'NotoSans-Regular.ttf', 'NotoSans-Bold.ttf')
    found = {}
    for d in dirs:
        for p in glob.glob(os.path.join(d, '**', '*.ttf'), recursive=True):
            if os.path.basename(p) in wanted:
                found.setdefault(os.path.basename(p), p)
    return [found[n] for n in wanted if n in found]


def heldout_set(count, seed):
    """Cells drawn as render_set draws them, but only from the held-out typefaces: (cells, labels,
    face names), or (None, None, None) without them. For checking, never for training."""
    files = heldout_files()
    if not files:
        return None, None, None
    rng = np.random.default_rng(seed)
    cv2.setRNGSeed(seed)
    symbols = common.CLASS_SYMBOLS[1:]
    glyphs = [Glyphs(p, symbols) for p in files]
    _, hand, _ = _font_tables()
    tables = ([[g] for g in glyphs], hand, glyphs)
    labels = rng.choice(common.CLASSES, size=count, p=class_weights())
    cells = np.stack([render_cell(rng, tables, int(k)) for k in labels])
    return cells, labels.astype(np.int64), [os.path.basename(p) for p in files]


def render_cell(rng, fonts, label):
    """One cell of class `label` (0: empty, with or without a player's marks) as CELL_SIDE^2 uint8.
    A printed symbol that came out too faint or small to see (a hairline face blurred away) is
    drawn again: a cell labelled with a digit must show one."""
    for _ in range(8):
        cell = _render_cell(rng, fonts, label)
        if label == common.EMPTY or int((cell > 128).sum()) >= 8:
            break
    return cell


def _render_cell(rng, fonts, label):
    families, hand, page = fonts
    symbol = common.CLASS_SYMBOLS[label]
    canvas = np.zeros((HI, HI), np.float32)
    if label != common.EMPTY:
        if rng.random() < 0.12:
            glyphs = page[rng.integers(len(page))]
        else:
            group = families[rng.integers(len(families))]
            glyphs = group[rng.integers(len(group))]
        if symbol not in glyphs.images:  # a face without letters: take one that has them
            glyphs = page[0]
        glyph = glyphs.images[symbol]
        # the face's '8' height as a share of the picture: 50-84% in the photos' cells (5th-95th),
        # and some papers print small (image1: about 40%)
        digit_h = (np.clip(rng.normal(0.68, 0.09), 0.4, 0.95) if rng.random() < 0.75 else rng.uniform(0.33, 0.6)) * HI
        height = digit_h * glyph.shape[0] / glyphs.height
        spread = 0.045 * HI  # the photos' cells: centres within about +-5% (5th-95th), a little high
        cx = HI / 2 + np.clip(rng.normal(0, spread), -3 * spread, 3 * spread)
        cy = HI * 0.485 + np.clip(rng.normal(0, spread), -3 * spread, 3 * spread)
        weight = -1 if rng.random() < 0.12 else int(np.clip(np.round(rng.normal(0.5, 1.0)), 0, 3))
        _place(canvas, glyph, height, cx, cy, rng, angle=rng.normal(0, 2.5), shear=rng.normal(0, 0.04), weight=weight)
        ink_level = rng.uniform(0.7, 1.0)
    else:
        ink_level = rng.uniform(0.3, 1.0)
        kind = rng.random()
        if kind < 0.35 and hand:  # a player's digit: big in the cell or small notes in its corners
            notes = rng.random() < 0.4
            for _ in range(rng.integers(1, 4) if notes else 1):
                g = hand[rng.integers(len(hand))]
                glyph = g.images[str(rng.integers(1, 10))] if len(g.images) > 8 else next(iter(g.images.values()))
                size = rng.uniform(0.15, 0.3) if notes else rng.uniform(0.4, 0.85)
                c = rng.uniform(0.2, 0.8, 2) * HI if notes else HI / 2 + rng.normal(0, 0.08, 2) * HI
                _place(canvas, glyph, size * HI, c[0], c[1], rng, angle=rng.normal(0, 8), shear=rng.normal(0, 0.15),
                       weight=int(rng.integers(-1, 3)))
            canvas *= rng.uniform(0.35, 1.0)  # pencil or pen
        elif kind < 0.5:
            _candidates(canvas, rng, families, page)
        elif kind < 0.65:
            _pencil_strokes(canvas, rng)
        elif kind < 0.72:  # a dot or two (not a blob: a blurred small digit is one)
            for _ in range(rng.integers(1, 3)):
                c = rng.uniform(0.15, 0.85, 2) * HI
                cv2.circle(canvas, (int(c[0]), int(c[1])), int(rng.integers(2, 6)), rng.uniform(0.2, 0.8), -1)
    if rng.random() < 0.15:  # print showing through the paper from the other side, faint
        ghost = np.zeros_like(canvas)
        group = families[rng.integers(len(families))]
        g = group[rng.integers(len(group))]
        s = str(rng.integers(1, 10))
        _place(ghost, g.images[s][:, ::-1], rng.uniform(0.3, 0.9) * HI, *(rng.uniform(0.2, 0.8, 2) * HI), rng)
        np.maximum(canvas, ghost * rng.uniform(0.05, 0.18), out=canvas)
    if rng.random() < 0.6:
        _line_remnants(canvas, rng)
    if rng.random() < 0.04:  # a grid line across the cell: the lattice misplaced by a row's width
        _line_across(canvas, rng)
    return _degrade(rng, canvas, ink_level)


def _degrade(rng, canvas, ink_level):
    """The photo (the cell's side there, uneven light, blur, noise, JPEG), then what the scanner
    does (wasm/scan/cells.cpp): resample to CELL_SIDE and measure darkness against the paper,
    scaled by the grid lines' darkness (kFloor 15% of it is paper, kFull 85% of it full ink). So
    print comes out saturated and blobby when the photo was small and soft, pencil stays faint."""
    strength = rng.uniform(0.35, 0.9)  # a full stroke's darkness against the paper
    yy, xx = np.mgrid[0:HI, 0:HI].astype(np.float32) / HI
    shade = rng.normal(0, 0.04) * (xx - 0.5) + rng.normal(0, 0.04) * (yy - 0.5)
    paper = 0.85 + rng.uniform(-0.15, 0.1)
    image = paper - shade - strength * ink_level * canvas  # brightness, as photographed
    src = int(rng.integers(12, 65))  # the cell's picture's side in the photo, in pixels
    small = cv2.resize(image, (src, src), interpolation=cv2.INTER_AREA)
    blur = src * rng.uniform(0, 0.065) if rng.random() < 0.75 else 0  # up to a soft, blobby focus
    if blur > 0.35:
        small = cv2.GaussianBlur(small, (0, 0), blur)
    small = small + rng.normal(0, rng.uniform(0, 0.03), small.shape).astype(np.float32)
    small8 = np.clip(small * 255, 0, 255).astype(np.uint8)
    if rng.random() < 0.6:
        ok, enc = cv2.imencode('.jpg', small8, [cv2.IMWRITE_JPEG_QUALITY, int(rng.integers(20, 95))])
        small8 = cv2.imdecode(enc, cv2.IMREAD_GRAYSCALE)
    side = common.CELL_SIDE
    cell = cv2.resize(small8, (side, side), interpolation=cv2.INTER_LINEAR).astype(np.float32) / 255
    darkness = np.maximum(paper - cell, 0)
    if rng.random() < 0.85:
        lines = strength * rng.uniform(0.45, 1.0)  # the grid lines' darkness, as the scanner measured it
        out = np.clip((darkness / lines - 0.15) / 0.7, 0, 1)
    else:  # a plainer scaling, so the network does not hang on the scanner's exact levels
        out = np.clip(darkness / (strength * rng.uniform(0.7, 1.5)), 0, 1) * rng.uniform(0.5, 1)
    return np.round(out * 255).astype(np.uint8)


def class_weights():
    """How often each class is drawn: '1'-'9' (every 9x9 puzzle) most, then empty, then the 16x16 symbols."""
    w = np.zeros(common.CLASSES)
    for k, s in enumerate(common.CLASS_SYMBOLS):
        w[k] = 0.3 * 9 if s == '.' else (1.0 if s in '123456789' else 0.35)
    return w / w.sum()


def render_set(count, seed):
    """count cells and their labels, the same for the same (count, seed); cached in build/train/."""
    with open(os.path.abspath(__file__), 'rb') as f:  # a change to the drawing is a new set
        version = hashlib.sha1(f.read()).hexdigest()[:10]
    path = os.path.join(common.BUILD, f'fonts-{count}-{seed}-{version}.npz')
    if os.path.exists(path):
        data = np.load(path)
        return data['cells'], data['labels']
    rng = np.random.default_rng(seed)
    cv2.setRNGSeed(seed)
    cv2.setNumThreads(1)
    fonts = _font_tables()
    labels = rng.choice(common.CLASSES, size=count, p=class_weights())
    cells = np.stack([render_cell(rng, fonts, int(k)) for k in labels])
    os.makedirs(common.BUILD, exist_ok=True)
    np.savez_compressed(path, cells=cells, labels=labels.astype(np.int64))
    return cells, labels.astype(np.int64)


def contact_sheet(cells, labels, path, columns=32):
    """A PNG of the cells sorted by label (row by row), twice their size, for a person to look at."""
    order = np.argsort(labels, kind='stable')
    n = len(order)
    rows = (n + columns - 1) // columns
    side = common.CELL_SIDE
    sheet = np.full((rows * (side + 2), columns * (side + 2)), 80, np.uint8)
    for i, k in enumerate(order):
        r, c = divmod(i, columns)
        sheet[r * (side + 2):r * (side + 2) + side, c * (side + 2):c * (side + 2) + side] = cells[k]
    cv2.imwrite(path, cv2.resize(sheet, None, fx=2, fy=2, interpolation=cv2.INTER_NEAREST))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--count', type=int, default=60000)
    parser.add_argument('--seed', type=int, default=1)
    parser.add_argument('--sheet', help='write a PNG contact sheet of the first 1024 cells here')
    parser.add_argument('--fonts', action='store_true', help='list the fonts used and held out')
    args = parser.parse_args()
    if args.fonts:
        printed, hand, page = font_files()
        print(f'printed ({len(printed)}):', ' '.join(os.path.basename(p) for p in printed))
        print(f'handwriting ({len(hand)}):', ' '.join(os.path.basename(p) for p in hand))
        print('page:', ' '.join(os.path.basename(p) for p in page))
        return
    cells, labels = render_set(args.count, args.seed)
    print(f'{len(cells)} cells, per class:', np.bincount(labels, minlength=common.CLASSES).tolist())
    if args.sheet:
        contact_sheet(cells[:1024], labels[:1024], args.sheet)


if __name__ == '__main__':
    main()
