"""The digit reader's network, as trained (with batch normalisation) and as shipped (the norms folded
into the convolutions, the weights int8 with a float scale per output channel).

Shape, for a 32x32 cell: conv3x3 1->8, pool, conv3x3 8->12, pool, conv3x3 12->24, pool, dense
384->64, dense 64->18. About 0.49 M multiply-adds a cell (81 cells in about 25 ms in WASM without
SIMD on this machine, where scalar WASM runs about 1.6 G multiply-adds a second) and 29 k weights
(30 KB as int8). No global pooling: where the ink sits in the cell, and how big it is, is part of
what tells a printed digit from a player's note.
"""
import torch
from torch import nn

import common

CHANNELS = (8, 12, 24)
HIDDEN = 64


class Net(nn.Module):
    def __init__(self, channels=CHANNELS, hidden=HIDDEN):
        super().__init__()
        layers = []
        inputs = 1
        for c in channels:
            layers += [nn.Conv2d(inputs, c, 3, padding=1, bias=False), nn.BatchNorm2d(c), nn.ReLU(), nn.MaxPool2d(2)]
            inputs = c
        self.features = nn.Sequential(*layers)
        side = common.CELL_SIDE >> len(channels)
        self.classifier = nn.Sequential(
            nn.Flatten(), nn.Dropout(0.2), nn.Linear(inputs * side * side, hidden), nn.ReLU(), nn.Dropout(0.1),
            nn.Linear(hidden, common.CLASSES))

    def forward(self, x):
        """x: (N, 1, side, side) floats, the pixels / 255. Returns logits."""
        return self.classifier(self.features(x))


def quantize(weight):
    """int8 weights and a float scale per output channel (symmetric: weight ~ q * scale)."""
    flat = weight.reshape(weight.shape[0], -1)
    scale = flat.abs().max(dim=1).values.clamp(min=1e-8) / 127
    q = torch.round(flat / scale[:, None]).clamp(-127, 127).to(torch.int8)
    return q.reshape(weight.shape), scale.float()


def shipped_layers(net):
    """The network as the blob holds it: a list of dicts (kind conv/pool/dense, relu, q, scale, bias),
    batch norms folded into the convolution before them, the weights quantized."""
    net = net.eval()
    layers = []
    mods = list(net.features)
    i = 0
    while i < len(mods):
        conv, bn = mods[i], mods[i + 1]
        std = torch.sqrt(bn.running_var + bn.eps)
        w = conv.weight.detach() * (bn.weight.detach() / std)[:, None, None, None]
        b = bn.bias.detach() - bn.running_mean * bn.weight.detach() / std
        q, scale = quantize(w)
        layers.append(dict(kind='conv', relu=True, q=q, scale=scale, bias=b.float()))
        layers.append(dict(kind='pool', relu=False, channels=conv.out_channels))
        i += 4
    dense = [m for m in net.classifier if isinstance(m, nn.Linear)]
    for k, lin in enumerate(dense):
        q, scale = quantize(lin.weight.detach())
        layers.append(dict(kind='dense', relu=k + 1 < len(dense), q=q, scale=scale, bias=lin.bias.detach().float()))
    return layers


def shipped_forward(layers, x):
    """The shipped network's logits in torch, as the C++ computes them: float arithmetic on the
    dequantized int8 weights (q * scale, rounded to float32 as classifier.cpp does)."""
    import torch.nn.functional as F
    for layer in layers:
        if layer['kind'] == 'pool':
            x = F.max_pool2d(x, 2)
            continue
        w = layer['q'].float() * layer['scale'].reshape(-1, *([1] * (layer['q'].dim() - 1)))
        if layer['kind'] == 'conv':
            x = F.conv2d(x, w, layer['bias'], padding=1)
        else:
            x = F.linear(x.flatten(1), w, layer['bias'])
        if layer['relu']:
            x = F.relu(x)
    return x
