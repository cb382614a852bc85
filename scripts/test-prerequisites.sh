#!/usr/bin/env bash
# What `npm test` needs of the machine besides Node.js and npm: Debian's Chromium with a CJK font
# (the journeys and their screenshots), LibreOffice (office files to PDF), Tesseract with Chinese
# and English (billing's invoice OCR) and poppler (PDF pages to images). Run by `npm test` and by
# `.ci/run` alike. Present: a quiet no-op. Missing: installed with apt when run as root; otherwise
# it stops at once with the exact command to run.
set -uo pipefail

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
SOFFICE="${SOFFICE_PATH:-/usr/bin/soffice}"

has() { command -v "$1" >/dev/null 2>&1; }

missing_packages() {
  local packages=()
  [ -x "$CHROMIUM" ] || packages+=(chromium)
  # Without a CJK font the screenshots of Chinese screens show boxes.
  if ! has fc-list || ! fc-list 2>/dev/null | grep -qi 'wenquanyi\|noto sans cjk'; then
    packages+=(fonts-wqy-microhei)
  fi
  [ -x "$SOFFICE" ] || has soffice || packages+=(libreoffice-writer libreoffice-calc libreoffice-impress)
  if ! has tesseract; then
    packages+=(tesseract-ocr tesseract-ocr-chi-sim tesseract-ocr-eng)
  else
    local languages
    languages="$(tesseract --list-langs 2>&1)"
    grep -qx 'chi_sim' <<<"$languages" || packages+=(tesseract-ocr-chi-sim)
    grep -qx 'eng' <<<"$languages" || packages+=(tesseract-ocr-eng)
  fi
  # The bill PDF tests read (pdftotext) and render (pdftoppm) the printed bill.
  has pdftoppm && has pdftotext || packages+=(poppler-utils)
  printf '%s\n' "${packages[@]}"
}

mapfile -t packages < <(missing_packages | grep -v '^$')
[ "${#packages[@]}" -eq 0 ] && exit 0

command_line="apt-get update && apt-get install -y --no-install-recommends ${packages[*]}"
if [ "$(id -u)" != 0 ] || ! has apt-get; then
  printf 'npm test needs these Debian packages, which this machine lacks: %s\n' "${packages[*]}" >&2
  if has apt-get; then
    printf 'Install them, then run npm test again:\n  sudo sh -c '\''%s'\''\n' "$command_line" >&2
  else
    printf 'This is not a Debian machine (no apt-get): install the equivalents of those packages, then run npm test again.\n' >&2
  fi
  exit 1
fi

printf '== Installing what the tests need: %s\n' "${packages[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq || exit 1
apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null || exit 1

# Installed, they must now be found: a broken mirror is reported here, not as a failing journey.
mapfile -t still < <(missing_packages | grep -v '^$')
if [ "${#still[@]}" -ne 0 ]; then
  printf 'Still missing after apt-get install: %s\n' "${still[*]}" >&2
  exit 1
fi
