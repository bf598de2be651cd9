"""Cells of the shared photos (Wicht and Hennebert's Sudoku dataset, CC-BY-4.0: see train/README.md),
cut by the C++ scanner itself (grid, lattice, cells: dlx_scan_cells in build/native's
libdlx_scan_train.so, through ctypes), so the network learns from the very cells the product shows
it. Labels from the photos' .dat files: the printed digit, else EMPTY -- a player's handwriting is
not part of the puzzle, so a cell holding only handwriting is EMPTY too.

  /usr/bin/python3 train/photos.py [--sheet DIR]   # read every photo, print what was found,
                                                   # and write a contact sheet per fold to DIR
Build the library first: cmake --build build/native --target dlx_scan_train (train/README.md).
"""
import argparse
import ctypes
import hashlib
import os
import sys

import cv2
import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402

MAX_SIZE = 16


def library():
    if not os.path.exists(common.NATIVE_LIB):
        raise SystemExit(f'{common.NATIVE_LIB} is missing: build it (train/README.md, "Build")')
    lib = ctypes.CDLL(common.NATIVE_LIB)
    u8p = ctypes.POINTER(ctypes.c_uint8)
    lib.dlx_scan_cells.argtypes = [u8p, ctypes.c_int, ctypes.c_int, u8p, u8p, ctypes.POINTER(ctypes.c_float),
                                   ctypes.POINTER(ctypes.c_int)]
    lib.dlx_scan_cells.restype = ctypes.c_int
    lib.dlx_scan_classify.restype = ctypes.c_double
    lib.dlx_scan_classify.argtypes = [ctypes.c_void_p, ctypes.c_size_t, u8p, ctypes.c_int, ctypes.POINTER(ctypes.c_float)]
    return lib


def read_photo(lib, path):
    """(size, cells (size*size, S, S) uint8, corners (4, 2)) or None when no grid was found."""
    bgr = cv2.imread(path, cv2.IMREAD_COLOR)
    if bgr is None:
        raise ValueError(f'{path}: not an image cv2 can read')
    return read_rgba(lib, np.ascontiguousarray(cv2.cvtColor(bgr, cv2.COLOR_BGR2RGBA)))


def read_rgba(lib, rgba):
    """The scanner's cells of an RGBA picture (height, width, 4) uint8: (size, cells (size*size, S,
    S) uint8, corners (4, 2)), or None when no grid was found."""
    side = common.CELL_SIDE
    cells = np.zeros(MAX_SIZE * MAX_SIZE * side * side, np.uint8)
    ink = np.zeros(MAX_SIZE * MAX_SIZE, np.uint8)
    corners = np.zeros(8, np.float32)
    size = ctypes.c_int(0)
    u8p = ctypes.POINTER(ctypes.c_uint8)
    rc = lib.dlx_scan_cells(rgba.ctypes.data_as(u8p), rgba.shape[1], rgba.shape[0], cells.ctypes.data_as(u8p),
                            ink.ctypes.data_as(u8p), corners.ctypes.data_as(ctypes.POINTER(ctypes.c_float)),
                            ctypes.byref(size))
    if rc != 0:
        return None
    n = size.value
    return n, cells[:n * n * side * side].reshape(n * n, side, side).copy(), corners.reshape(4, 2)


def turn(cells, turns):
    """A grid's cells (n*n, S, S) turned clockwise `turns` quarter turns, the grid and each picture
    alike (as dlx::scan::turnCells)."""
    side = common.CELL_SIDE
    n = int(round(len(cells) ** 0.5))
    grid = cells.reshape(n, n, side, side)
    grid = np.rot90(np.rot90(grid, -turns, axes=(0, 1)), -turns, axes=(2, 3))
    return np.ascontiguousarray(grid.reshape(n * n, side, side))


def fold_blob(name):
    """The weights of the photo's fold (train/weights/fold-K.bin: they never saw it), or None (the
    built-in weights) before there are any."""
    position = common.photo_names().index(name)
    path = os.path.join(common.WEIGHTS, f'fold-{common.fold_of(position)}.bin')
    if not os.path.exists(path):
        return None
    with open(path, 'rb') as f:
        return f.read()


def upright(lib, name, cells, labels):
    """The quarter turns clockwise under which the cells read most like the .dat says (the sum of
    the log-probabilities of the .dat's labels, by the photo's fold's weights), and the cells so
    turned. The scanner may read a photo taken sideways or upside down as a turned grid; the .dat
    is upright; the pattern of printed cells cannot tell (a Sudoku's givens are usually symmetric
    under half a turn), the digits can."""
    blob = fold_blob(name)
    data = None if blob is None else (ctypes.c_uint8 * len(blob)).from_buffer_copy(blob)
    scores = []
    for turns in range(4):
        turned = turn(cells, turns)
        probs = np.zeros((81, common.CLASSES), np.float32)
        u8p = ctypes.POINTER(ctypes.c_uint8)
        if lib.dlx_scan_classify(data, 0 if blob is None else len(blob), turned.ctypes.data_as(u8p), 81,
                                 probs.ctypes.data_as(ctypes.POINTER(ctypes.c_float))) < 0:
            raise ValueError(f'{name}: the fold\'s weights were refused')
        scores.append(float(np.log(probs[np.arange(81), labels] + 1e-9).sum()))
    best = int(np.argmax(scores))
    return turn(cells, best), best


def _cache_key():
    """A new build of the scanner, a change here or new fold weights (they turn the cells upright)
    is a new set of cells."""
    h = hashlib.sha1()
    folds = sorted(os.path.join(common.WEIGHTS, f) for f in os.listdir(common.WEIGHTS) if f.startswith('fold-')) \
        if os.path.isdir(common.WEIGHTS) else []
    for path in [common.NATIVE_LIB, os.path.abspath(__file__)] + folds:
        with open(path, 'rb') as f:
            h.update(f.read())
    return h.hexdigest()[:12]


def load(verbose=True):
    """(names, cells (P, 81, S, S), labels (P, 81)) for the photos whose 9x9 grid the scanner found,
    in photo_names() order. Cached in build/train/ per build of the library."""
    path = os.path.join(common.BUILD, f'photos-{_cache_key()}.npz')
    if os.path.exists(path):
        data = np.load(path)
        return list(data['names']), data['cells'], data['labels']
    lib = library()
    names, cells, labels, missed, turned, quarter_turns = [], [], [], [], [], []
    for name in common.photo_names():
        found = read_photo(lib, os.path.join(common.PHOTOS, name + '.jpg'))
        if found is None or found[0] != 9:
            missed.append(name)
            continue
        grid, turns = upright(lib, name, found[1], np.array(common.read_dat(name)))
        if turns:
            turned.append(f'{name} ({90 * turns} deg)')
        names.append(name)
        quarter_turns.append(turns)
        cells.append(grid)
        labels.append(common.read_dat(name))
    if verbose and missed:
        print(f'photos.py: no 9x9 grid found in {len(missed)} photos: {" ".join(missed)}', file=sys.stderr)
    if verbose and turned:
        print(f'photos.py: grid read turned (cells turned back to match the .dat) in {len(turned)} photos: '
              f'{", ".join(turned)}', file=sys.stderr)
    cells, labels = np.stack(cells), np.array(labels, np.int64)
    os.makedirs(common.BUILD, exist_ok=True)
    np.savez_compressed(path, names=np.array(names), cells=cells, labels=labels, missed=np.array(missed),
                        turned=np.array(turned), turns=np.array(quarter_turns))
    return names, cells, labels


def missed_photos():
    """The photos where the scanner found no 9x9 grid, as load() recorded them."""
    path = os.path.join(common.BUILD, f'photos-{_cache_key()}.npz')
    if not os.path.exists(path):
        load()
    return list(np.load(path)['missed'])


def grid_sheet(cells, labels, marks=None):
    """One photo's 81 cells as a 9x9 picture (2 px gaps), a thin bar under each printed cell, a
    bright frame round each cell of `marks` (e.g. misread)."""
    side = common.CELL_SIDE
    step = side + 4
    sheet = np.full((9 * step, 9 * step), 60, np.uint8)
    for i in range(81):
        r, c = divmod(i, 9)
        y, x = r * step + 1, c * step + 1
        sheet[y:y + side, x:x + side] = cells[i]
        if labels[i] != common.EMPTY:
            sheet[y + side + 1:y + side + 2, x:x + side] = 255
        if marks is not None and marks[i]:
            cv2.rectangle(sheet, (x - 1, y - 1), (x + side, y + side), 255, 1)
    return sheet


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--sheet', help='write fold-K.png contact sheets (9x9 cells a photo) to this folder')
    args = parser.parse_args()
    names, cells, labels = load()
    print(f'{len(names)} photos read, {int((labels != 0).sum())} printed cells of {labels.size}; '
          f'missed: {missed_photos()}')
    if args.sheet:
        os.makedirs(args.sheet, exist_ok=True)
        index = {n: i for i, n in enumerate(common.photo_names())}
        for k in range(common.FOLDS):
            tiles = [grid_sheet(cells[i], labels[i]) for i, n in enumerate(names) if common.fold_of(index[n]) == k]
            rows = [np.hstack(tiles[j:j + 6] + [np.zeros_like(tiles[0])] * (6 - len(tiles[j:j + 6])))
                    for j in range(0, len(tiles), 6)]
            cv2.imwrite(os.path.join(args.sheet, f'fold-{k}.png'), np.vstack(rows))


if __name__ == '__main__':
    main()
