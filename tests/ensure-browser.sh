#!/usr/bin/env bash
# Makes sure Debian's chromium (and CJK fonts, so Chinese renders) is there for the browser tests.
# Installs them with apt when running as root; otherwise says exactly what is missing.
set -u
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
fc-list 2>/dev/null | grep -qi "noto sans cjk" || need+=(fonts-noto-cjk)
[ ${#need[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing ${need[*]} with apt-get…"
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}") >/tmp/zx-apt.log 2>&1 || {
    echo "apt-get could not install ${need[*]} (see /tmp/zx-apt.log)"; exit 1; }
  exit 0
fi
echo "Missing for the browser tests: ${need[*]}. Install them (Debian: sudo apt-get install ${need[*]})." >&2
exit 1
