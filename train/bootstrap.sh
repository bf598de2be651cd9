#!/usr/bin/env bash
# Fetches the Debian font packages the digit renderer (train/fonts.py) draws from and unpacks them
# under build/train/fonts/ -- NOT installed system-wide: installing a Noto or URW package would
# change what Chromium's sans-serif resolves to (fontconfig prefers Noto Sans over DejaVu Sans),
# and with it every screenshot and page test of the project. The fonts the machine already has
# (/usr/share/fonts: DejaVu, Liberation) are used in place.
# Needs: apt-get (run `apt-get update` once first), dpkg-deb; Debian's python3-torch, python3-opencv,
# python3-numpy, python3-pil for the Python tools.
set -euo pipefail
cd "$(dirname "$0")/.."
dest=build/train/fonts
debs=build/train/debs
mkdir -p "$dest" "$debs"
packages=(
  # printed faces: sans
  fonts-urw-base35 fonts-freefont-ttf fonts-lato fonts-roboto-unhinted fonts-crosextra-carlito
  fonts-cantarell fonts-paratype fonts-inter fonts-karla fonts-oxygen fonts-tuffy fonts-junction
  fonts-opendin fonts-manrope fonts-dejavu-extra
  # printed faces: serif and slab
  fonts-roboto-slab fonts-crosextra-caladea fonts-linuxlibertine fonts-texgyre fonts-ebgaramond
  fonts-vollkorn fonts-sil-gentiumplus fonts-sil-charis fonts-sil-andika fonts-stix
  # printed faces: monospaced
  fonts-hack fonts-inconsolata fonts-jetbrains-mono fonts-firacode fonts-ocr-b
  # handwriting-like faces: a player's pencilled digits, labelled empty
  fonts-humor-sans fonts-kristi fonts-sjfonts fonts-yusei-magic fonts-klee fonts-rufscript
  fonts-kaushanscript fonts-tomsontalks
)
for package in "${packages[@]}"; do
  if [ -f "$debs/$package.done" ]; then continue; fi
  (cd "$debs" && apt-get download -q -o APT::Sandbox::User=root "$package" >/dev/null)
  for deb in "$debs/${package}"_*.deb; do
    dpkg-deb -x "$deb" "$debs/root"
    rm -f "$deb"
  done
  touch "$debs/$package.done"
done
# Only the font files, flat, so a font is named by its file (about 140 MB, most of it Klee's
# Japanese glyphs); the unpacked packages go.
if [ -d "$debs/root" ]; then
  find "$debs/root" -type f \( -name '*.ttf' -o -name '*.otf' \) -exec cp -f {} "$dest/" \;
  rm -rf "$debs/root"
fi
echo "fonts in $dest: $(ls "$dest" | wc -l)"
# The held-out typeface Noto Sans, for checking only (train.py's held-out figure; fonts.py never
# trains on it): unpacked apart, in build/train/heldout/.
if [ ! -f build/train/heldout/NotoSans-Regular.ttf ]; then
  mkdir -p build/train/heldout
  (cd "$debs" && apt-get download -q -o APT::Sandbox::User=root fonts-noto-core >/dev/null)
  dpkg-deb --fsys-tarfile "$debs"/fonts-noto-core_*.deb |
    tar -x -C build/train/heldout --wildcards --no-anchored --transform 's|.*/||' 'NotoSans-Regular.ttf' 'NotoSans-Bold.ttf'
  rm -f "$debs"/fonts-noto-core_*.deb
fi
