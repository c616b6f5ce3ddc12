#!/usr/bin/env bash
# macOS: Conquest.app through the spec's BUNDLE step, self-tested, then a drag-to-Applications .dmg:
#
#   packaging/macos/build_dmg.sh        -> dist/conquest-<version>-macos-<arch>.dmg
#
# Needs python3 >= 3.11 (python.org or Homebrew) and the Xcode command line tools (codesign,
# hdiutil ships with macOS). The app is signed ad hoc only: without a Developer ID and
# notarisation, users open it the first time with right-click > Open.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
PYTHON=${PYTHON:-python3}
BUILD=$ROOT/build
VENV=$BUILD/venv-macos
export PYINSTALLER_CONFIG_DIR=$BUILD/pyinstaller-config

VERSION=$("$PYTHON" -c 'import sys, tomllib; print(tomllib.load(open(sys.argv[1], "rb"))["project"]["version"])' \
    "$ROOT/pyproject.toml")
ARCH=$(uname -m)
DMG=$ROOT/dist/conquest-$VERSION-macos-$ARCH.dmg

[[ -x $VENV/bin/pyinstaller ]] || { "$PYTHON" -m venv "$VENV"; "$VENV/bin/pip" install -q --upgrade pip; }
"$VENV/bin/pip" install -q "PySide6-Essentials>=6.9,<6.12" "pyinstaller>=6,<7" "$ROOT"

rm -rf "$BUILD/bundle-macos"
"$VENV/bin/pyinstaller" --noconfirm --clean --log-level WARN \
    --distpath "$BUILD/bundle-macos" --workpath "$BUILD/pyinstaller-work-macos" "$ROOT/packaging/conquest.spec"
APP=$BUILD/bundle-macos/Conquest.app

codesign --force --deep --sign - "$APP"
QT_QPA_PLATFORM=offscreen "$APP/Contents/MacOS/conquest" --self-test

STAGE=$BUILD/dmg-stage
rm -rf "$STAGE" && mkdir -p "$STAGE" "$ROOT/dist"
cp -R "$APP" "$STAGE/"
ln -s /Applications "$STAGE/Applications"
rm -f "$DMG"
hdiutil create -volname "Conquest $VERSION" -srcfolder "$STAGE" -fs HFS+ -format UDZO -ov "$DMG"
echo "built $DMG ($(du -h "$DMG" | cut -f1))"
