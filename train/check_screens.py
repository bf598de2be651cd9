"""Screenshot-like grids in the held-out typefaces (DejaVu Serif, Liberation Mono, Noto Sans: never
trained on), drawn with PIL at several sizes, read through the whole C++ chain (dlx_scan_cells:
grid, lattice, cells; then the classifier, built-in weights): is every cell right, and does
uprightTurns leave the upright grid as it is?

  /usr/bin/python3 train/check_screens.py [--sheet out.png]

A stand-in for the benchmark's Chromium screenshots, for the classifier's side of it: plain black
digits on white (or light on dark), thin lines and thick box lines, 9x9 ('1'-'9') and 16x16
('0'-'9', 'A'-'F'), upright or turned, some with pencilled candidates in the empty cells.
Exits 1 when a grid is missed or a cell misread.
"""
import argparse
import ctypes
import os
import sys

import numpy as np
from PIL import Image, ImageDraw, ImageFont

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402
import fonts  # noqa: E402
import photos  # noqa: E402

PUZZLE9 = ('53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79')


def puzzle16(rng):
    symbols = '0123456789ABCDEF'
    return ''.join(symbols[rng.integers(16)] if rng.random() < 0.45 else '.' for _ in range(256))


def draw(puzzle, size, cell, font_path, dark=False, notes=None):
    """An RGBA screenshot of the grid: `cell` px cells, a margin of page around it; notes: a
    generator to pencil small candidates (greyer, on a keypad of places) into a third of the empty
    cells, which must read empty."""
    margin = cell
    side = size * cell
    box = 3 if size == 9 else 4
    bg, ink = ((30, 30, 30), (235, 235, 235)) if dark else ((255, 255, 255), (0, 0, 0))
    image = Image.new('RGB', (side + 2 * margin, side + 2 * margin), bg)
    d = ImageDraw.Draw(image)
    font = ImageFont.truetype(font_path, int(cell * 0.6))
    for i in range(size + 1):
        w = max(2, cell // 12) if i % box == 0 else 1
        p = margin + i * cell
        d.rectangle([p - w // 2, margin, p - w // 2 + w - 1, margin + side], fill=ink)
        d.rectangle([margin, p - w // 2, margin + side, p - w // 2 + w - 1], fill=ink)
    small = ImageFont.truetype(font_path, max(7, int(cell * 0.24)))
    pencil = (110, 110, 110) if not dark else (170, 170, 170)
    keypad = 3 if size == 9 else 4
    symbols = '123456789' if size == 9 else '0123456789ABCDEF'
    for k, ch in enumerate(puzzle):
        if ch == '.':
            if notes is not None and notes.random() < 0.35:
                r, c = divmod(k, size)
                for m in sorted(notes.choice(len(symbols), size=int(notes.integers(1, 5)), replace=False)):
                    pr, pc = divmod(int(m), keypad)
                    d.text((margin + c * cell + (pc + 0.5) * cell / keypad, margin + r * cell + (pr + 0.5) * cell / keypad),
                           symbols[m], fill=pencil, font=small, anchor='mm')
            continue
        r, c = divmod(k, size)
        d.text((margin + c * cell + cell / 2, margin + r * cell + cell / 2), ch, fill=ink, font=font, anchor='mm')
    return np.ascontiguousarray(np.asarray(image.convert('RGBA')))


def classify(lib, cells):
    probs = np.zeros((len(cells), common.CLASSES), np.float32)
    u8p = ctypes.POINTER(ctypes.c_uint8)
    lib.dlx_scan_classify(None, 0, np.ascontiguousarray(cells).ctypes.data_as(u8p), len(cells),
                          probs.ctypes.data_as(ctypes.POINTER(ctypes.c_float)))
    return probs


def read(lib, rgba):
    """(size, cells) of a screenshot's RGBA through the scanner, or (None, None)."""
    found = photos.read_rgba(lib, np.ascontiguousarray(rgba))
    return (None, None) if found is None else found[:2]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--sheet', help='write the misread cells here (PNG)')
    args = parser.parse_args()
    lib = photos.library()
    lib.dlx_scan_upright.restype = ctypes.c_int
    lib.dlx_scan_upright.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.POINTER(ctypes.c_uint8), ctypes.c_int,
                                     ctypes.c_int]
    rng = np.random.default_rng(3)
    files = fonts.heldout_files() + [f for f in fonts.font_files()[2]]
    failures, bad_cells, grids = 0, [], 0
    for path in files:
        cases = [(size, px, dark, 0) for size, px in ((9, 24), (9, 34), (9, 50), (9, 72), (16, 28), (16, 44))
                 for dark in (False, True)]
        # and photographed turned: the scanner must find the way back (photos.py's 7 photos)
        cases += [(size, px, False, turn) for size, px in ((9, 34), (16, 44)) for turn in (1, 2, 3)]
        # and with pencilled candidates in empty cells (the play page's notes), from 40 px cells up
        cases += [(size, px, dark, 'notes') for size, px in ((9, 40), (9, 60), (16, 48)) for dark in (False, True)]
        for size, cells_px, dark, turned in cases:
            puzzle = PUZZLE9 if size == 9 else puzzle16(rng)
            notes = rng if turned == 'notes' else None
            turned = 0 if turned == 'notes' else turned
            shot = draw(puzzle, size, cells_px, path, dark, notes)
            n, cells = read(lib, np.ascontiguousarray(np.rot90(shot, turned)))
            grids += 1
            name = (f'{os.path.basename(path)} {size}x{size} at {cells_px} px{" dark" if dark else ""}'
                    f'{f" turned {90 * turned} deg anticlockwise" if turned else ""}{" with notes" if notes else ""}')
            if n != size:
                print(f'{name}: grid {"not found" if n is None else f"read as {n}x{n}"}')
                failures += 1
                continue
            turns = lib.dlx_scan_upright(None, 0, np.ascontiguousarray(cells).ctypes.data_as(
                ctypes.POINTER(ctypes.c_uint8)), size, 12)
            if turns != turned:  # np.rot90 turns anticlockwise: as many turns clockwise bring it back
                failures += 1
                print(f'{name}: uprightTurns says {turns} quarter turns')
                continue
            cells = photos.turn(cells, turns)
            probs = classify(lib, cells)
            if size == 9:  # a 9x9 grid's reading is among '.', '1'-'9'
                allowed = [0] + [common.label_of(str(d)) for d in range(1, 10)]
            else:
                allowed = [0] + [common.label_of(s) for s in '0123456789ABCDEF']
            mask = np.full(common.CLASSES, -np.inf)
            mask[allowed] = 0
            read_as = ''.join(common.CLASS_SYMBOLS[k] for k in (np.log(probs + 1e-12) + mask).argmax(1))
            wrong = [k for k in range(size * size) if read_as[k] != puzzle[k]]
            if wrong:
                failures += 1
                print(f'{name}: {len(wrong)} misread: ' + ', '.join(
                    f'r{k // size + 1}c{k % size + 1} {puzzle[k]} as {read_as[k]}' for k in wrong[:6]))
                bad_cells += [cells[k] for k in wrong[:4]]
    print(f'{grids - failures}/{grids} screenshot grids read exactly ({len(files)} faces: '
          f'{", ".join(os.path.basename(f) for f in files)})')
    if args.sheet and bad_cells:
        import cv2
        cv2.imwrite(args.sheet, cv2.resize(np.hstack(bad_cells[:40]), None, fx=3, fy=3, interpolation=cv2.INTER_NEAREST))
    sys.exit(1 if failures else 0)


if __name__ == '__main__':
    main()
