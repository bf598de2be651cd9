"""Holds the C++ inference (wasm/scan/classifier.cpp, through dlx_scan_classify in
libdlx_scan_train.so) against torch's forward of the same int8 blob, on font cells and the photos'
cells: the largest difference in any probability, the cells whose first choice differs, and the
native speed.

  /usr/bin/python3 train/check_native.py [BLOB...]   # default: every train/weights/fold-K.bin and the
                                                    # built-in weights (wasm/scan/digit_weights.inc)
Exits 1 when a probability differs by more than 1e-4 or a first choice differs.
"""
import ctypes
import glob
import os
import re
import sys

import numpy as np
import torch
import torch.nn.functional as F

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402
import export  # noqa: E402
import fonts  # noqa: E402
import model  # noqa: E402

TOLERANCE = 1e-4
ORIENTATION_CELLS = 12  # kOrientationCells in orientation.hpp


def native_classify(lib, blob, cells):
    """(probabilities (N, classes), seconds) from the C++; blob None for the built-in weights."""
    cells = np.ascontiguousarray(cells, np.uint8)
    probs = np.zeros((len(cells), common.CLASSES), np.float32)
    u8p = ctypes.POINTER(ctypes.c_uint8)
    data = None if blob is None else (ctypes.c_uint8 * len(blob)).from_buffer_copy(blob)
    seconds = lib.dlx_scan_classify(data, 0 if blob is None else len(blob), cells.ctypes.data_as(u8p), len(cells),
                                    probs.ctypes.data_as(ctypes.POINTER(ctypes.c_float)))
    if seconds < 0:
        raise ValueError('the C++ refused the blob')
    return probs, seconds


def builtin_blob():
    with open(os.path.join(common.ROOT, 'wasm', 'scan', 'digit_weights.inc'), encoding='utf-8') as f:
        text = f.read()
    body = text[text.index('{') + 1:text.rindex('}')]
    return bytes(int(h, 16) for h in re.findall(r'0x([0-9a-f]{2})', body))


def main():
    lib = ctypes.CDLL(common.NATIVE_LIB)
    lib.dlx_scan_classify.restype = ctypes.c_double
    lib.dlx_scan_classify.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.POINTER(ctypes.c_uint8), ctypes.c_int,
                                      ctypes.POINTER(ctypes.c_float)]
    if lib.dlx_scan_classes() != common.CLASSES or lib.dlx_scan_cell_side() != common.CELL_SIDE:
        raise SystemExit('the library was built with other classes or cell side than the headers say')
    cells, _ = fonts.render_set(2000, 5)
    try:
        import photos
        _, photo_cells, _ = photos.load(verbose=False)
        cells = np.concatenate([cells, photo_cells.reshape(-1, common.CELL_SIDE, common.CELL_SIDE)[:4000]])
    except (SystemExit, ImportError, OSError, AttributeError) as e:
        print(f'(no photo cells: {e})')
    x = torch.from_numpy(cells.astype(np.float32) / 255).unsqueeze(1)
    paths = sys.argv[1:] or sorted(glob.glob(os.path.join(common.WEIGHTS, 'fold-*.bin'))) + ['builtin']
    failed = False
    for path in paths:
        if path == 'builtin':
            blob, given = builtin_blob(), None
        else:
            with open(path, 'rb') as f:
                blob = given = f.read()
        layers, temperature = export.from_blob(blob)
        with torch.no_grad():
            reference = F.softmax(model.shipped_forward(layers, x) / temperature, 1).numpy()
        probs, seconds = native_classify(lib, given, cells)
        diff = float(np.abs(probs - reference).max())
        flips = int((probs.argmax(1) != reference.argmax(1)).sum())
        sums = float(np.abs(probs.sum(1) - 1).max())
        print(f'{os.path.relpath(path, common.ROOT) if path != "builtin" else "built-in"}: {len(cells)} cells, '
              f'max |p_c++ - p_torch| {diff:.2e}, first choices differing {flips}, max |sum - 1| {sums:.1e}, '
              f'C++ {1e6 * seconds / len(cells):.0f} us a cell natively')
        failed |= diff > TOLERANCE or flips > 0
    failed |= not check_orientation(lib)
    sys.exit(1 if failed else 0)


def check_orientation(lib):
    """dlx::scan::uprightTurns, as the scanner would use it (no labels), on every photo's grid as the
    scanner read it, with the photo's fold's weights: does it find the turn the .dat's labels
    found (photos.upright)?"""
    try:
        import photos
        names, cells, _ = photos.load(verbose=False)
        turns = np.load(os.path.join(common.BUILD, f'photos-{photos._cache_key()}.npz'))['turns']
    except (SystemExit, ImportError, OSError, KeyError) as e:
        print(f'(orientation not checked: {e})')
        return True
    lib.dlx_scan_upright.restype = ctypes.c_int
    lib.dlx_scan_upright.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.POINTER(ctypes.c_uint8), ctypes.c_int,
                                     ctypes.c_int]
    ok = True
    for limit in (ORIENTATION_CELLS, 0):
        ok &= _orientation(lib, photos, names, cells, turns, limit)
    return ok


def _orientation(lib, photos, names, cells, turns, limit):
    wrong = []
    for name, grid, t in zip(names, cells, turns):
        as_read = photos.turn(grid, -int(t))
        blob = photos.fold_blob(name)
        data = None if blob is None else (ctypes.c_uint8 * len(blob)).from_buffer_copy(blob)
        found = lib.dlx_scan_upright(data, 0 if blob is None else len(blob),
                                     as_read.ctypes.data_as(ctypes.POINTER(ctypes.c_uint8)), 9, limit)
        if found != int(t) % 4:
            wrong.append(f'{name} ({90 * found} deg, not {90 * int(t)})')
    print(f'uprightTurns ({limit or "all"} cells): {len(names) - len(wrong)}/{len(names)} photos turned upright as their .dat says '
          f'({int((turns != 0).sum())} read turned){": " + ", ".join(wrong) if wrong else ""}')
    return not wrong


if __name__ == '__main__':
    main()
