"""Trains the digit reader, cross-validated on the shared photos, and exports its int8 weights.

  /usr/bin/python3 train/train.py            # 5 folds + the model on all 160 photos (train/README.md)
  /usr/bin/python3 train/train.py --folds 2  # one fold only (no export of the built-in weights)
  /usr/bin/python3 train/train.py --fonts-only --no-folds   # no photos: font cells alone
  /usr/bin/python3 train/train.py --evaluate # the committed fold-K.bin on their folds, no training

Folds: the photos' names sorted as strings, fold = index % 5 (common.fold_of). Fold K's model learns
from the four other folds' photo cells plus the font cells (train/fonts.py) and is read on fold K:
train/weights/fold-K.bin. The model on every photo goes to wasm/scan/digit_weights.inc. One
temperature, fitted on the folds' out-of-fold logits (cross-validated, so it calibrates the
probabilities as they will be on photos never seen), is written into every blob. The figures go to
train/weights/report.json and to stdout.
"""
import argparse
import json
import os
import sys
import time

import numpy as np
import torch
import torch.nn.functional as F

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402
import export  # noqa: E402
import fonts  # noqa: E402
import model  # noqa: E402

FONT_CELLS = 60000
FONT_SEED = 1
FONTS_PER_EPOCH = 20000  # a fresh draw of the font cells each epoch
PHOTO_REPEAT = 2  # each photo cell is seen this many times an epoch: the photos are the target
EPOCHS = 10
BATCH = 256
LR = 4e-3


def augment(x, gen):
    """Light changes to a batch (N, 1, S, S) in [0, 1]: a shift of up to 2 px (the lattice's error),
    contrast and brightness, noise. The font cells carry their own heavier degradation."""
    n, _, s, _ = x.shape
    pad = 2
    padded = F.pad(x, (pad, pad, pad, pad))
    dx = torch.randint(0, 2 * pad + 1, (n,), generator=gen)
    dy = torch.randint(0, 2 * pad + 1, (n,), generator=gen)
    idx = torch.arange(s)
    rows = (dy[:, None] + idx[None, :])[:, :, None].expand(n, s, s)
    cols = (dx[:, None] + idx[None, :])[:, None, :].expand(n, s, s)
    out = padded[torch.arange(n)[:, None, None], 0, rows, cols].unsqueeze(1)
    gain = torch.empty(n, 1, 1, 1).uniform_(0.7, 1.3, generator=gen)
    bias = torch.empty(n, 1, 1, 1).uniform_(-0.1, 0.1, generator=gen)
    noise = torch.randn(out.shape, generator=gen) * torch.empty(n, 1, 1, 1).uniform_(0, 0.04, generator=gen)
    return (out * gain + bias + noise).clamp(0, 1)


def to_tensor(cells):
    return torch.from_numpy(cells.astype(np.float32) / 255).unsqueeze(1)


def train_model(font_x, font_y, photo_x, photo_y, seed, epochs=EPOCHS, log=None):
    torch.manual_seed(seed)
    gen = torch.Generator().manual_seed(seed)
    fonts_per_epoch = min(FONTS_PER_EPOCH, len(font_x)) if len(photo_x) else len(font_x)
    photo_idx = torch.arange(len(photo_x)).repeat(PHOTO_REPEAT)
    x = torch.cat([font_x, photo_x])
    y = torch.cat([font_y, photo_y])
    per_epoch = fonts_per_epoch + len(photo_idx)
    net = model.Net()
    opt = torch.optim.AdamW(net.parameters(), lr=LR, weight_decay=1e-4)
    steps = epochs * ((per_epoch + BATCH - 1) // BATCH)
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=LR, total_steps=steps, pct_start=0.15)
    for epoch in range(epochs):
        net.train()
        fonts_now = torch.randperm(len(font_x), generator=gen)[:fonts_per_epoch]
        pool = torch.cat([fonts_now, len(font_x) + photo_idx])
        order = pool[torch.randperm(len(pool), generator=gen)]
        total, seen = 0.0, 0
        for i in range(0, len(order), BATCH):
            idx = order[i:i + BATCH]
            xb = augment(x[idx], gen)
            loss = F.cross_entropy(net(xb), y[idx])
            opt.zero_grad()
            loss.backward()
            opt.step()
            sched.step()
            total += loss.item() * len(idx)
            seen += len(idx)
        if log:
            log(f'  epoch {epoch + 1}/{epochs}: loss {total / seen:.4f}')
    return net.eval()


@torch.no_grad()
def shipped_logits(layers, x):
    return torch.cat([model.shipped_forward(layers, x[i:i + 2048]) for i in range(0, len(x), 2048)])


def fit_temperature(logits, labels):
    """The temperature that minimises the negative log-likelihood of the labels (a 1-D search)."""
    best, best_t = None, 1.0
    for t in np.exp(np.linspace(np.log(0.3), np.log(5), 200)):
        nll = F.cross_entropy(logits / float(t), labels).item()
        if best is None or nll < best:
            best, best_t = nll, float(t)
    return best_t


def evaluate(logits, labels, names, temperature=1.0, cells=None):
    """Cell accuracy, photos with every cell right, each misread cell, and (given the cells) how the
    empty cells with ink in them (a player's handwriting, smudges, a line) were read. names: the
    photos', 81 cells each."""
    pred = logits.argmax(1)
    probs = F.softmax(logits / temperature, 1)
    right = pred == labels
    per_photo = right.reshape(-1, 81)
    inked = {}
    if cells is not None:
        has_ink = ((cells > 128 / 255).flatten(1).sum(1) >= 12) & (labels == common.EMPTY)
        inked = dict(inked_empty_cells=int(has_ink.sum()), inked_empty_right=int((right & has_ink).sum()))
    errors = []
    for i in torch.nonzero(~right).flatten().tolist():
        errors.append(dict(photo=names[i // 81], cell=i % 81, truth=common.CLASS_SYMBOLS[labels[i]],
                           read=common.CLASS_SYMBOLS[pred[i]], p_read=round(probs[i, pred[i]].item(), 4),
                           p_truth=round(probs[i, labels[i]].item(), 4)))
    # Expected calibration error over 10 bins of the first choice's probability.
    top = probs.max(1).values
    bins = torch.clamp((top * 10).long(), max=9)
    ece = sum((bins == b).sum().item() * abs(right[bins == b].float().mean().item() - top[bins == b].mean().item())
              for b in range(10) if (bins == b).any()) / len(top)
    return dict(cells=int(right.numel()), cells_right=int(right.sum()), cell_accuracy=right.float().mean().item(),
                ece=ece,
                photos=int(per_photo.shape[0]), photos_exact=int(per_photo.all(1).sum()),
                nll=F.cross_entropy(logits / temperature, labels).item(), **inked, errors=errors)


def heldout_font_check(layers, temperature, count=6000, seed=99):
    """Accuracy on cells rendered from the held-out typefaces (fonts.heldout_set), when present."""
    cells, labels, faces = fonts.heldout_set(count, seed)
    if cells is None:
        return None
    logits = shipped_logits(layers, to_tensor(cells))
    right = (logits.argmax(1) == torch.from_numpy(labels))
    return dict(faces=faces, cells=len(labels), accuracy=right.float().mean().item())


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--folds', default='0,1,2,3,4', help='comma-separated folds to run')
    parser.add_argument('--no-folds', action='store_true', help='train only the model on every photo')
    parser.add_argument('--no-full', action='store_true', help='skip the model on every photo')
    parser.add_argument('--fonts-only', action='store_true', help='no photo cells (before the scanner reads cells)')
    parser.add_argument('--epochs', type=int, default=EPOCHS)
    parser.add_argument('--seed', type=int, default=44)
    parser.add_argument('--threads', type=int, default=2)
    parser.add_argument('--out', default=common.WEIGHTS, help='folder for fold-K.bin and report.json')
    parser.add_argument('--evaluate', action='store_true',
                        help='train nothing: read each fold with its fold-K.bin in --out and print the figures')
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    start = time.time()

    def log(msg):
        print(f'[{time.time() - start:6.0f}s] {msg}', flush=True)

    font_cells, font_labels = fonts.render_set(FONT_CELLS, FONT_SEED)
    font_x, font_y = to_tensor(font_cells), torch.from_numpy(font_labels)
    log(f'{len(font_y)} font cells')
    if args.fonts_only:
        names, photo_x, photo_y = [], torch.zeros(0, 1, common.CELL_SIDE, common.CELL_SIDE), torch.zeros(0, dtype=torch.long)
    else:
        import photos
        names, cells, labels = photos.load()
        photo_x, photo_y = to_tensor(cells.reshape(-1, common.CELL_SIDE, common.CELL_SIDE)), torch.from_numpy(labels.reshape(-1))
        log(f'{len(names)} photos, {len(photo_y)} cells ({int((photo_y != 0).sum())} printed)')
        missed = photos.missed_photos()
        if missed:  # no cells to learn from or read: each counts as a photo not read exactly
            log(f'no grid found by the scanner in {len(missed)}: {" ".join(missed)}')
    position = {n: i for i, n in enumerate(common.photo_names())}
    fold_of_photo = np.array([common.fold_of(position[n]) for n in names], dtype=np.int64)
    cell_fold = torch.from_numpy(np.repeat(fold_of_photo, 81))
    os.makedirs(args.out, exist_ok=True)
    report = dict(font_cells=FONT_CELLS, epochs=args.epochs, seed=args.seed, folds={},
                  photos_missed=[] if args.fonts_only else missed)
    folds = [] if (args.no_folds or args.fonts_only) else [int(k) for k in args.folds.split(',')]
    fold_layers, oof_logits, oof_labels, oof_cells, oof_names = {}, [], [], [], []
    for k in folds:
        if args.evaluate:  # the committed blob: what the benchmark will read fold k with
            with open(os.path.join(args.out, f'fold-{k}.bin'), 'rb') as f:
                layers, blob_temperature = export.from_blob(f.read())
        else:
            log(f'fold {k}: training on the other folds\' {int((cell_fold != k).sum())} photo cells + fonts')
            net = train_model(font_x, font_y, photo_x[cell_fold != k], photo_y[cell_fold != k], args.seed + k,
                              args.epochs, log)
            layers = model.shipped_layers(net)
        test = cell_fold == k
        logits = shipped_logits(layers, photo_x[test])
        test_names = [n for i, n in enumerate(names) if fold_of_photo[i] == k]
        result = evaluate(logits, photo_y[test], test_names, cells=photo_x[test])
        report['folds'][k] = result
        fold_layers[k] = layers
        oof_logits.append(logits)
        oof_labels.append(photo_y[test])
        oof_cells.append(photo_x[test])
        oof_names += test_names
        log(f'fold {k}: {result["cells_right"]}/{result["cells"]} cells ({100 * result["cell_accuracy"]:.2f}%), '
            f'{result["photos_exact"]}/{result["photos"]} photos exact')
    temperature = 1.0
    if oof_logits:
        logits, labels = torch.cat(oof_logits), torch.cat(oof_labels)
        if args.evaluate:
            temperature = blob_temperature
        elif len(folds) == common.FOLDS:
            temperature = fit_temperature(logits, labels)
        total = evaluate(logits, labels, oof_names, temperature, cells=torch.cat(oof_cells))
        report['cross_validated'] = {key: v for key, v in total.items()}
        report['temperature'] = temperature
        log(f'cross-validated: {total["cells_right"]}/{total["cells"]} cells ({100 * total["cell_accuracy"]:.3f}%), '
            f'{total["photos_exact"]}/{total["photos"]} photos exact ({len(report["photos_missed"])} more without a grid '
            f'found), NLL {total["nll"]:.4f}, ECE {total["ece"]:.4f} at T={temperature:.3f}; empty cells with ink read empty: '
            f'{total.get("inked_empty_right")}/{total.get("inked_empty_cells")}')
        for e in total['errors']:
            log(f'  misread {e["photo"]} r{e["cell"] // 9 + 1}c{e["cell"] % 9 + 1}: {e["truth"]} read as {e["read"]} '
                f'(p {e["p_read"]}, truth {e["p_truth"]})')
        if args.evaluate:
            return
        for k, layers in fold_layers.items():
            with open(os.path.join(args.out, f'fold-{k}.bin'), 'wb') as f:
                f.write(export.to_blob(layers, temperature))
    if not args.no_full:
        log(f'full: training on all {len(photo_y)} photo cells + fonts')
        net = train_model(font_x, font_y, photo_x, photo_y, args.seed + 100, args.epochs, log)
        layers = model.shipped_layers(net)
        blob = export.to_blob(layers, temperature)
        source = 'font cells only' if args.fonts_only else f'all {len(names)} shared photos + {FONT_CELLS} font cells'
        export.write_inc(blob, os.path.join(common.ROOT, 'wasm', 'scan', 'digit_weights.inc'),
                         f'{source}, seed {args.seed}, {args.epochs} epochs, temperature {temperature:.3f}')
        report['full'] = dict(blob_bytes=len(blob), params=sum(p.numel() for p in net.parameters()))
        held = heldout_font_check(layers, temperature)
        if held:
            report['full']['heldout_fonts'] = held
            log(f'held-out typefaces {", ".join(held["faces"])}: {100 * held["accuracy"]:.2f}% of {held["cells"]} cells')
        log(f'full: blob {len(blob)} bytes')
    report['seconds'] = round(time.time() - start)
    with open(os.path.join(args.out, 'report.json'), 'w', encoding='utf-8') as f:
        json.dump(report, f, indent=1)
    log('done')


if __name__ == '__main__':
    main()
