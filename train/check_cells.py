#!/usr/bin/python3
"""Checks the scanner's vision stages (grid, lattice, cells) on the shared photos.

Runs dlx_scan_cells_detail (train/native/scan_cells.cpp, library dlx_scan_train) on every photo of
../shared/data/photos (Wicht and Hennebert's Sudoku dataset, CC-BY-4.0: see its README) and
prints per photo: whether the grid was found, its size, the grid-shaped candidates, how many cells
with a printed digit (per the .dat) have no ink (must be 0: the classifier never sees them), how
many empty cells have ink, the part of the lattice's cell sides that lie on the photo's lines
(see on_lines), and the time of each stage. It writes contact sheets to --out: per
photo the cells side by side (a digit cell without ink framed red, an empty one with ink blue)
and the photo with the lattice drawn.

Build the library first:
  cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release && cmake --build build/native -j2 --target dlx_scan_train
Then: /usr/bin/python3 train/check_cells.py [--only image1,image8] [--out /tmp/dlx-cells] [--sheets all|bad|none]
Exit status 1 when a grid is missed, a printed digit's cell has no ink or a lattice is off the lines.
"""
import argparse
import ctypes
import os
import sys
import time

import cv2
import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CELL = 32
MAX_SIZE = 16
LINES_NEEDED = 0.95  # part of the lattice's cell sides on the photo's lines for it to count as right


def load_library(path):
    lib = ctypes.CDLL(path)
    u8 = ctypes.POINTER(ctypes.c_uint8)
    f32 = ctypes.POINTER(ctypes.c_float)
    lib.dlx_scan_cells_detail.argtypes = [u8, ctypes.c_int, ctypes.c_int, u8, u8, f32, ctypes.POINTER(ctypes.c_int), f32,
                                          ctypes.POINTER(ctypes.c_int), ctypes.c_char_p, ctypes.c_int,
                                          ctypes.POINTER(ctypes.c_double)]
    lib.dlx_scan_cells_detail.restype = ctypes.c_int
    return lib


def read_dat(path):
    """The printed digits of a .dat: 9 rows of 9 (0 = no printed digit)."""
    with open(path) as f:
        lines = f.read().splitlines()[2:]
    digits = [int(v) for line in lines for v in line.split()]
    if len(digits) != 81:
        raise ValueError(f'{path}: {len(digits)} digits, not 81')
    return np.array(digits).reshape(9, 9)


def scan(lib, bgr):
    rgba = np.ascontiguousarray(cv2.cvtColor(bgr, cv2.COLOR_BGR2RGBA))
    h, w = rgba.shape[:2]
    cells = np.zeros(MAX_SIZE * MAX_SIZE * CELL * CELL, np.uint8)
    ink = np.zeros(MAX_SIZE * MAX_SIZE, np.uint8)
    corners = np.zeros(8, np.float32)
    lattice = np.zeros(2 * (MAX_SIZE + 1) ** 2, np.float32)
    size = ctypes.c_int(0)
    shaped = ctypes.c_int(0)
    why = ctypes.create_string_buffer(256)
    ms = (ctypes.c_double * 3)()
    ptr = lambda a, t: a.ctypes.data_as(ctypes.POINTER(t))
    status = lib.dlx_scan_cells_detail(ptr(rgba, ctypes.c_uint8), w, h, ptr(cells, ctypes.c_uint8), ptr(ink, ctypes.c_uint8),
                                       ptr(corners, ctypes.c_float), ctypes.byref(size), ptr(lattice, ctypes.c_float),
                                       ctypes.byref(shaped), why, 256, ms)
    n = size.value
    return {
        'status': status, 'size': n, 'shaped': shaped.value, 'why': why.value.decode(), 'ms': list(ms),
        'cells': cells[:n * n * CELL * CELL].reshape(n * n, CELL, CELL) if n else None,
        'ink': ink[:n * n].reshape(n, n) if n else None,
        'corners': corners.reshape(4, 2), 'lattice': lattice[:2 * (n + 1) ** 2].reshape(n + 1, n + 1, 2) if n else None,
    }


def on_lines(gray, lattice):
    """The part of the lattice's cell sides that lie on the photo's lines: across a side, at 16
    points along it, the darkest place within 15% of a cell either side is looked for; the side
    counts when, at most of its points, that place is within 5% of a cell of it (a lattice
    slipped off the lines, or onto the next puzzle, scores well under 1). Light lines on a dark
    ground (a dark theme) count too."""
    return max(_on_lines(gray, lattice), _on_lines(255 - gray, lattice))  # a dark theme's lines are light


def _on_lines(gray, lattice):
    n = lattice.shape[0] - 1
    h, w = gray.shape
    blurred = cv2.GaussianBlur(gray, (3, 3), 0).astype(np.float32)
    offsets = np.linspace(-0.15, 0.15, 13)
    good = total = 0
    for i in range(n + 1):
        for j in range(n):
            for a, b in ((lattice[i, j], lattice[i, j + 1]), (lattice[j, i], lattice[j + 1, i])):
                d = b - a
                length = float(np.hypot(*d))
                if length < 4:
                    continue
                normal = np.array([-d[1], d[0]]) / length
                t = np.linspace(0.2, 0.8, 16)[:, None, None]
                o = (offsets * length)[None, :, None]
                pts = a[None, None, :] * (1 - t) + b[None, None, :] * t + o * normal[None, None, :]
                xs = np.clip(np.round(pts[..., 0]).astype(int), 0, w - 1)
                ys = np.clip(np.round(pts[..., 1]).astype(int), 0, h - 1)
                darkest = np.argmin(blurred[ys, xs], axis=1)
                near = np.abs(offsets[darkest]) <= 0.05
                total += 1
                good += near.mean() >= 0.5
    return good / max(total, 1)


def cell_sheet(result, digits):
    n = result['size']
    gap = 4
    sheet = np.full((n * (CELL + gap) + gap, n * (CELL + gap) + gap, 3), 60, np.uint8)
    for r in range(n):
        for c in range(n):
            y, x = gap + r * (CELL + gap), gap + c * (CELL + gap)
            cell = result['cells'][r * n + c]
            sheet[y:y + CELL, x:x + CELL] = cell[:, :, None]
            frame = None
            if digits is not None and n == 9:
                if digits[r, c] and not result['ink'][r, c]:
                    frame = (0, 0, 255)
                elif not digits[r, c] and result['ink'][r, c]:
                    frame = (255, 128, 0)
            elif result['ink'][r, c]:
                frame = (0, 160, 0)
            if frame:
                cv2.rectangle(sheet, (x - 2, y - 2), (x + CELL + 1, y + CELL + 1), frame, 2)
    return cv2.resize(sheet, None, fx=2, fy=2, interpolation=cv2.INTER_NEAREST)


def lattice_sheet(bgr, result):
    image = bgr.copy()
    if result['size']:
        pts = result['lattice']
        n = result['size']
        for i in range(n + 1):
            cv2.polylines(image, [np.round(pts[i, :, :]).astype(np.int32)], False, (0, 0, 255), 1, cv2.LINE_AA)
            cv2.polylines(image, [np.round(pts[:, i, :]).astype(np.int32)], False, (0, 0, 255), 1, cv2.LINE_AA)
        for (x, y) in result['corners']:
            cv2.circle(image, (int(round(x)), int(round(y))), 6, (0, 200, 0), 2)
    return image


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    parser.add_argument('--photos', default=os.environ.get('DLX_SHARED_DATA', os.path.join(ROOT, '..', 'shared', 'data')) + '/photos')
    parser.add_argument('--lib', default=os.path.join(ROOT, 'build', 'native', 'libdlx_scan_train.so'))
    parser.add_argument('--only', default='', help='comma-separated photo names (image1,image8)')
    parser.add_argument('--out', default='/tmp/dlx-check-cells')
    parser.add_argument('--sheets', choices=['all', 'bad', 'none'], default='bad')
    args = parser.parse_args()
    lib = load_library(args.lib)
    names = sorted((f[:-4] for f in os.listdir(args.photos) if f.endswith('.jpg')), key=lambda s: int(''.join(filter(str.isdigit, s)) or 0))
    if args.only:
        wanted = args.only.split(',')
        names = [n for n in names if n in wanted]
    os.makedirs(args.out, exist_ok=True)
    totals = {'found': 0, 'missing': 0, 'extra': 0, 'digits': 0, 'empties': 0, 'lines': []}
    times = []
    bad = []
    print(f'{"photo":<12} {"found":<5} {"size":>4} {"grids":>5} {"miss":>4} {"extra":>5} {"digits":>6} {"lines":>5} '
          f'{"grid ms":>7} {"lattice":>7} {"cells":>6}  {"(call ms)":>9}')
    for name in names:
        # The .dat files read the photos as stored: some carry an EXIF orientation the dataset ignores.
        bgr = cv2.imread(os.path.join(args.photos, name + '.jpg'), cv2.IMREAD_COLOR | cv2.IMREAD_IGNORE_ORIENTATION)
        dat = os.path.join(args.photos, name + '.dat')
        digits = read_dat(dat) if os.path.exists(dat) else None
        start = time.perf_counter()
        result = scan(lib, bgr)
        call = (time.perf_counter() - start) * 1000
        found = result['status'] == 0
        missing = extra = 0
        lines = on_lines(cv2.cvtColor(bgr, cv2.COLOR_BGR2GRAY), result['lattice']) if found else 0.0
        if found and digits is not None and result['size'] == 9:
            missing = int(np.sum((digits > 0) & (result['ink'] == 0)))
            extra = int(np.sum((digits == 0) & (result['ink'] == 1)))
            totals['digits'] += int(np.sum(digits > 0))
            totals['empties'] += int(np.sum(digits == 0))
        totals['found'] += found
        totals['missing'] += missing
        totals['extra'] += extra
        if found:
            times.append(sum(result['ms']))
        ms = result['ms']
        print(f'{name:<12} {"yes" if found else "NO":<5} {result["size"]:>4} {result["shaped"]:>5} {missing:>4} {extra:>5} '
              f'{int(np.sum(digits > 0)) if digits is not None else 0:>6} {lines:>5.2f} {ms[0]:>7.1f} {ms[1]:>7.1f} {ms[2]:>6.1f}  {call:>9.1f}'
              + ('' if found else f'  {result["why"]}'))
        is_bad = not found or missing > 0 or lines < LINES_NEEDED or (digits is not None and result['size'] not in (0, 9))
        if found:
            totals['lines'].append(lines)
        if is_bad:
            bad.append(name)
        if args.sheets == 'all' or (args.sheets == 'bad' and is_bad):
            cv2.imwrite(os.path.join(args.out, name + '_lattice.jpg'), lattice_sheet(bgr, result))
            if found:
                cv2.imwrite(os.path.join(args.out, name + '_cells.png'), cell_sheet(result, digits))
    print(f'\nfound {totals["found"]}/{len(names)}; printed-digit cells without ink: {totals["missing"]} of {totals["digits"]}; '
          f'empty cells with ink: {totals["extra"]} of {totals["empties"]}')
    if totals['lines']:
        print(f'lattice sides on the lines: lowest {min(totals["lines"]):.2f}; photos under {LINES_NEEDED}: '
              f'{sum(v < LINES_NEEDED for v in totals["lines"])}')
    if times:
        times.sort()
        print(f'grid+lattice+cells ms: median {times[len(times) // 2]:.1f}, max {times[-1]:.1f}')
    if bad:
        print('to look at: ' + ' '.join(bad))
    print(f'sheets in {args.out}')
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
