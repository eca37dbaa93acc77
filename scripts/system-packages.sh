#!/usr/bin/env bash
# Debian packages the test suites need: Chromium (PDF export, browser suite), poppler-utils (the
# tests read and render the exported PDFs; OCR of scanned PDFs), DejaVu fonts (PDF fallback), the
# Liberation, FreeFont, Courier Prime, Latin Modern, DejaVu condensed and URW families (synthetic certidões) and
# tesseract with Portuguese (OCR services).
# Installs the missing ones when it can (root with apt-get); otherwise says what to install.
# Run by `npm test`, `npm run test:e2e` and .ci/run; with everything present it only looks.
set -euo pipefail
need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
command -v pdftoppm >/dev/null 2>&1 || need+=(poppler-utils)
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || need+=(fonts-dejavu-core)
# the synthetic certidões' fonts (proportional, condensed and typewriter-like monospace)
[ -f /usr/share/fonts/truetype/liberation/LiberationMono-Regular.ttf ] || need+=(fonts-liberation)
[ -f /usr/share/fonts/truetype/freefont/FreeMono.ttf ] || need+=(fonts-freefont-ttf)
# fonts drawn only in the development split (the held-out split never uses them): three typewriter-like
# monospaces (Courier Prime; the thin Latin Modern Mono; Nimbus Mono PS) and two condensed sans (DejaVu
# Sans Condensed; Nimbus Sans Narrow)
[ -f "/usr/share/fonts/opentype/courier-prime/Courier Prime.otf" ] || need+=(fonts-courier-prime)
[ -f /usr/share/texmf/fonts/opentype/public/lm/lmmono10-regular.otf ] || need+=(fonts-lmodern)
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSansCondensed.ttf ] || need+=(fonts-dejavu-extra)
# and URW's Courier and narrow Helvetica clones (Nimbus Mono PS, Nimbus Sans Narrow)
[ -f /usr/share/fonts/opentype/urw-base35/NimbusMonoPS-Regular.otf ] || need+=(fonts-urw-base35)
# OCR (issue 13): the native engine with Portuguese data; tesseract.js is the fallback without it
command -v tesseract >/dev/null 2>&1 || need+=(tesseract-ocr)
[ -n "$(ls /usr/share/tesseract-ocr/*/tessdata/por.traineddata 2>/dev/null)" ] || need+=(tesseract-ocr-por)
[ ${#need[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Instalando pacotes do sistema para os testes: ${need[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need[@]}"
else
  echo "Faltam pacotes do sistema para os testes: ${need[*]} (Debian: sudo apt-get install ${need[*]})" >&2
  exit 1
fi
