#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (never a downloaded browser) and need a CJK font to render Chinese. The suite
# runs in Debian's chromium-headless-shell (Chromium's headless build: the same engine, less CPU a page; see
# e2e/src/browser.ts); the full chromium stays for screenshots, videos and Lighthouse.
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium chromium-driver)
[ -x /usr/bin/chromium-headless-shell ] || need+=(chromium-headless-shell)
[ -f /usr/share/fonts/truetype/wqy/wqy-zenhei.ttc ] || need+=(fonts-wqy-zenhei)
if [ ${#need[@]} -gt 0 ]; then
  echo "installing ${need[*]} with apt-get"
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
fi
/usr/bin/chromium-headless-shell --version 2>/dev/null | head -1 || /usr/bin/chromium --version 2>/dev/null | head -1 || true
