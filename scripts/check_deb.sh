#!/usr/bin/env bash
# Checks the content of the desktop app's .deb: the binary, the desktop entry passing the file
# to caviard-app (Exec … %f), the icon, and the package's dependencies.
set -euo pipefail
deb=${1:?usage: check_deb.sh FILE.deb}
[ -f "$deb" ] || { echo "check_deb: $deb not found" >&2; exit 1; }
list=$(dpkg-deb -c "$deb")
for want in usr/bin/caviard-app usr/share/applications/Caviard.desktop usr/share/icons/hicolor/; do
  grep -qE " (\./)?$want" <<<"$list" || { echo "check_deb: $want missing from $deb" >&2; exit 1; }
done
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
dpkg-deb -x "$deb" "$tmp"
desktop="$tmp/usr/share/applications/Caviard.desktop"
grep -qE '^Exec=caviard-app %[fF]$' "$desktop" || {
  echo "check_deb: the desktop entry does not pass files to caviard-app:" >&2
  grep '^Exec' "$desktop" >&2
  exit 1
}
grep -q '^MimeType=.*application/pdf' "$desktop" || { echo "check_deb: no MimeType in $desktop" >&2; exit 1; }
depends=$(dpkg-deb -f "$deb" Depends)
grep -q 'libwebkit2gtk-4.1-0' <<<"$depends" || { echo "check_deb: Depends lacks libwebkit2gtk-4.1-0: $depends" >&2; exit 1; }
echo "check_deb: $(basename "$deb") $(du -h "$deb" | cut -f1): $(grep '^Exec' "$desktop"); Depends: $depends"
