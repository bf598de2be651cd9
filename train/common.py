"""What every training tool shares: the repository's paths, the classes and the cell's side as the
C++ headers define them (read from the headers, so the two can never disagree), the photos' folds."""
import os
import re

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUILD = os.path.join(ROOT, 'build', 'train')
NATIVE_LIB = os.path.join(ROOT, 'build', 'native', 'libdlx_scan_train.so')
PHOTOS = os.environ.get('DLX_PHOTOS', os.path.join(ROOT, '..', 'shared', 'data', 'photos'))
if not os.path.isdir(PHOTOS):
    PHOTOS = '/work/shared/data/photos'
WEIGHTS = os.path.join(ROOT, 'train', 'weights')
FOLDS = 5


def _header(name):
    with open(os.path.join(ROOT, 'wasm', 'scan', name), encoding='utf-8') as f:
        return f.read()


CLASS_SYMBOLS = re.search(r'kClassSymbols\[\]\s*=\s*"([^"]*)"', _header('classifier.hpp')).group(1)
CLASSES = len(CLASS_SYMBOLS)
CELL_SIDE = int(re.search(r'kCellSide\s*=\s*(\d+)', _header('cells.hpp')).group(1))
EMPTY = 0  # class 0: an empty cell, or one with only a player's marks


def label_of(symbol):
    """The class of a printed symbol ('1'..'9', 'A'..'G', '0'); '.' or '0' in a .dat is empty."""
    return CLASS_SYMBOLS.index(symbol)


def photo_names():
    """The 160 photos' names (imageN), sorted as strings: the folds' order."""
    return sorted(f[:-4] for f in os.listdir(PHOTOS) if f.endswith('.jpg'))


def fold_of(index):
    """The fold of the photo at `index` in photo_names(): index % 5 (fixed, documented in README)."""
    return index % FOLDS


def read_dat(name):
    """The printed digits of a photo, 81 classes row by row (a .dat's 0 is an empty cell)."""
    with open(os.path.join(PHOTOS, name + '.dat'), encoding='utf-8') as f:
        lines = [line.split() for line in f.read().splitlines()[2:] if line.strip()]
    digits = [int(d) for row in lines[:9] for d in row]
    if len(digits) != 81:
        raise ValueError(f'{name}.dat: expected 81 digits, found {len(digits)}')
    return [EMPTY if d == 0 else label_of(str(d)) for d in digits]
