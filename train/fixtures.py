"""The real cells of the native tests (tests/fixtures/scan/cells.pgm and cells.txt): cells of fold 0's
photos (Wicht and Hennebert's dataset, CC-BY-4.0, see train/README.md) as the scanner cuts them,
drawn with a fixed seed: printed digits, empty cells with ink in them (handwriting, smudges: the
hard empties) and blank ones. Fold 0's weights never saw them; the built-in weights did.

  /usr/bin/python3 train/fixtures.py   # rewrite the two files (after the scanner's cells change)
"""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402
import photos  # noqa: E402

PRINTED, INKED_EMPTY, BLANK = 24, 12, 10
SEED = 44


def main():
    names, cells, labels = photos.load()
    position = {n: i for i, n in enumerate(common.photo_names())}
    rng = np.random.default_rng(SEED)
    picks = {'printed': [], 'inked': [], 'blank': []}
    for p, name in enumerate(names):
        if common.fold_of(position[name]) != 0:
            continue
        for c in range(81):
            cell = cells[p, c]
            if labels[p, c] != common.EMPTY:
                picks['printed'].append((p, c))
            elif int((cell > 100).sum()) >= 4:  # some mark the scanner left: the harder empties
                picks['inked'].append((p, c))
            else:
                picks['blank'].append((p, c))
    chosen = []
    for kind, count in (('printed', PRINTED), ('inked', INKED_EMPTY), ('blank', BLANK)):
        pool = picks[kind]
        for i in sorted(rng.choice(len(pool), size=min(count, len(pool)), replace=False)):
            chosen.append(pool[i])
    side = common.CELL_SIDE
    strip = np.hstack([cells[p, c] for p, c in chosen])
    folder = os.path.join(common.ROOT, 'tests', 'fixtures', 'scan')
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, 'cells.pgm'), 'wb') as f:
        f.write(f'P5\n{strip.shape[1]} {side}\n255\n'.encode())
        f.write(strip.tobytes())
    lines = ['# One line a cell of cells.pgm, left to right: its label (\'.\' empty), the fold of its photo,',
             '# the photo and the cell. Made by train/fixtures.py from the shared photos (Wicht and',
             '# Hennebert\'s Sudoku dataset, CC-BY-4.0).']
    for p, c in chosen:
        lines.append(f'{common.CLASS_SYMBOLS[labels[p, c]]} {common.fold_of(position[names[p]])} {names[p]} '
                     f'r{c // 9 + 1}c{c % 9 + 1}')
    with open(os.path.join(folder, 'cells.txt'), 'w', encoding='utf-8') as f:
        f.write('\n'.join(lines) + '\n')
    print(f'{len(chosen)} cells: {sum(1 for p, c in chosen if labels[p, c])} printed, '
          f'{sum(1 for p, c in chosen if not labels[p, c])} empty')


if __name__ == '__main__':
    main()
