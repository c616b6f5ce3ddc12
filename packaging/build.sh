#!/usr/bin/env bash
# Build the Linux one-folder bundle of Conquest, archive it and self-test the archive.
#
#   packaging/build.sh            -> dist/conquest-<version>-linux-x86_64.tar.gz
#
# Everything temporary lives under build/ (its own venv, PyInstaller's work and config folders, a
# copy of the source tree); only the archive goes to dist/. The version comes from pyproject.toml.
#
# Needs python3 >= 3.11 with venv, binutils (strip) and, at build time, the libraries the Qt xcb
# platform plugin links against, so that PyInstaller can bundle them (without them the bundle
# only warns and then cannot open a window on some X11 desktops). libwayland-cursor0 is not
# bundled (PyInstaller leaves libwayland-* to the system) but lets the self-test load the wayland
# plugin and so check everything of it that is bundled. On Debian/Ubuntu:
#   apt-get install -y libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-render-util0 \
#                      libxcb-cursor0 libxcb-xkb1 libxkbcommon-x11-0 libegl1 libfontconfig1 libwayland-cursor0
# (set CONQUEST_APT=1 to let this script run that command itself, as root).
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
PYTHON=${PYTHON:-python3}
BUILD=$ROOT/build
VENV=$BUILD/venv
SRC=$BUILD/src
BUNDLE_PARENT=$BUILD/bundle
CHECK=$BUILD/check
export PYINSTALLER_CONFIG_DIR=$BUILD/pyinstaller-config
export PIP_DISABLE_PIP_VERSION_CHECK=1
NICE=(nice -n 10)

step() { printf '\n== %s\n' "$*"; }

if [[ "${CONQUEST_APT:-0}" == 1 ]]; then
    step "apt-get: xcb platform plugin libraries"
    apt-get install -y --no-install-recommends libxcb-icccm4 libxcb-keysyms1 libxcb-image0 \
        libxcb-render-util0 libxcb-cursor0 libxcb-xkb1 libxkbcommon-x11-0 libegl1 libfontconfig1 libwayland-cursor0
fi
for lib in libxcb-icccm.so.4 libxcb-keysyms.so.1 libwayland-cursor.so.0; do
    if ! /sbin/ldconfig -p | grep -q "$lib"; then
        echo "build.sh: $lib is missing; apt-get install the packages listed at the top (or CONQUEST_APT=1)" >&2
        exit 1
    fi
done

VERSION=$("$PYTHON" -c 'import sys, tomllib; print(tomllib.load(open(sys.argv[1], "rb"))["project"]["version"])' \
    "$ROOT/pyproject.toml")
ARCH=$(uname -m)
ARCHIVE=$ROOT/dist/conquest-$VERSION-linux-$ARCH.tar.gz
step "Conquest $VERSION ($ARCH), building in $BUILD"

step "build venv"
if [[ ! -x $VENV/bin/pyinstaller ]]; then
    rm -rf "$VENV"
    "$PYTHON" -m venv "$VENV"
    "$VENV/bin/pip" install -q --upgrade pip
    "$VENV/bin/pip" install -q "PySide6-Essentials>=6.9,<6.12" "pyinstaller>=6,<7"
fi

step "install the game from a copy of the working tree (whatever resources and translations exist now)"
rm -rf "$SRC" && mkdir -p "$SRC"
tar -C "$ROOT" --exclude=./.git --exclude=./.venv --exclude=./build --exclude=./dist \
    --exclude='*.egg-info' --exclude=__pycache__ --exclude=.pytest_cache --exclude=.ruff_cache \
    --exclude=.mypy_cache --exclude=.hypothesis -cf - . | tar -C "$SRC" -xf -
# the PySide6 pin keeps pip from moving to a Qt we have not tested (6.12)
"$VENV/bin/pip" install -q --force-reinstall --no-deps "$SRC"
"$VENV/bin/pip" install -q "$SRC" "PySide6-Essentials>=6.9,<6.12"
"$VENV/bin/python" -c 'import conquest_qt; print("installed conquest_qt", conquest_qt.__version__)'

step "PyInstaller"
rm -rf "$BUNDLE_PARENT"
"${NICE[@]}" "$VENV/bin/pyinstaller" --noconfirm --clean --log-level WARN \
    --distpath "$BUNDLE_PARENT" --workpath "$BUILD/pyinstaller-work" "$ROOT/packaging/conquest.spec"
APPDIR=$BUNDLE_PARENT/conquest

step "desktop integration files"
cp "$ROOT/packaging/conquest.desktop" "$APPDIR/conquest.desktop"
cp "$ROOT/resources/icons/conquest-256.png" "$APPDIR/conquest.png"
cp "$ROOT/packaging/linux/install-desktop-entry.sh" "$APPDIR/install-desktop-entry.sh"
chmod +x "$APPDIR/install-desktop-entry.sh"

step "sanity checks"
broken=$(find "$APPDIR" -xtype l)
if [[ -n $broken ]]; then
    echo "build.sh: broken symlinks in the bundle:" >&2
    echo "$broken" >&2
    exit 1
fi
not_stripped=$(find "$APPDIR" -type f \( -name '*.so*' -o -name conquest \) -exec file {} + \
    | grep ELF | grep -c 'not stripped' || true)
echo "ELF files not stripped: $not_stripped"
echo "platform plugins: $(ls "$APPDIR"/_internal/PySide6/Qt/plugins/platforms | tr '\n' ' ')"
echo "Qt translations:  $(ls "$APPDIR"/_internal/PySide6/Qt/translations 2>/dev/null | tr '\n' ' ')"
echo "Qt libraries:     $(cd "$APPDIR/_internal" && find . -type f -name 'libQt6*' -printf '%f ')"

step "archive"
mkdir -p "$ROOT/dist"
rm -f "$ARCHIVE"
tar -C "$BUNDLE_PARENT" -czf "$ARCHIVE" conquest

step "self-test of the unpacked archive (offscreen)"
rm -rf "$CHECK" && mkdir -p "$CHECK"
tar -C "$CHECK" -xzf "$ARCHIVE"
if ! QT_QPA_PLATFORM=offscreen "$CHECK/conquest/conquest" --self-test; then
    echo "build.sh: the bundle's self-test failed" >&2
    exit 1
fi

unpacked=$(du -sb "$APPDIR" | cut -f1)
archived=$(stat -c %s "$ARCHIVE")
step "done"
awk -v u="$unpacked" -v a="$archived" -v d="$APPDIR" -v f="$ARCHIVE" \
    'BEGIN { printf "bundle   %s  %.1f MB unpacked\narchive  %s  %.1f MB\n", d, u / 1e6, f, a / 1e6 }'
