#!/bin/sh
# Add Conquest to your desktop's application menu (per user, no root needed):
#   ./install-desktop-entry.sh            install, pointing at the conquest program next to this script
#   ./install-desktop-entry.sh --remove   undo
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
DATA=${XDG_DATA_HOME:-$HOME/.local/share}
APPS=$DATA/applications
ICONS=$DATA/icons/hicolor
if [ "${1:-}" = "--remove" ]; then
    rm -f "$APPS/conquest.desktop"
    for size in 16 24 32 48 64 128 256 512; do rm -f "$ICONS/${size}x${size}/apps/conquest.png"; done
    rm -f "$ICONS/scalable/apps/conquest.svg"
    echo "Conquest removed from the application menu."
    exit 0
fi
ICONSRC=$HERE/_internal/conquest_qt/resources/icons
mkdir -p "$APPS"
for size in 16 24 32 48 64 128 256 512; do
    if [ -f "$ICONSRC/conquest-$size.png" ]; then
        mkdir -p "$ICONS/${size}x${size}/apps"
        cp "$ICONSRC/conquest-$size.png" "$ICONS/${size}x${size}/apps/conquest.png"
    fi
done
if [ -f "$ICONSRC/conquest.svg" ]; then
    mkdir -p "$ICONS/scalable/apps"
    cp "$ICONSRC/conquest.svg" "$ICONS/scalable/apps/conquest.svg"
fi
# the desktop file with absolute paths to this unpacked bundle
sed -e "s|^Exec=conquest|Exec=\"$HERE/conquest\"|" -e "s|^TryExec=conquest|TryExec=$HERE/conquest|" \
    "$HERE/conquest.desktop" > "$APPS/conquest.desktop"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database "$APPS" || true
command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q "$ICONS" 2>/dev/null || true
echo "Conquest added to the application menu ($APPS/conquest.desktop)."
