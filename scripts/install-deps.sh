#!/usr/bin/env bash
# Installs the Debian 12 packages sersol needs, only those that are missing.
# Safe to run any number of times.  Needs root (or sudo) only when something
# is missing.
set -euo pipefail
pkgs="build-essential libflint-arb-dev libflint-dev libmpfr-dev libgmp-dev autoconf automake libtool pkg-config gnuplot-nox valgrind bc"
missing=""
for p in $pkgs; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
if [ -z "$missing" ]; then
  exit 0
fi
echo "sersol: installing missing Debian packages:$missing" >&2
SUDO=""
if [ "$(id -u)" != 0 ]; then
  command -v sudo >/dev/null || { echo "sersol: need root (or sudo) to install:$missing" >&2; exit 1; }
  SUDO=sudo
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
# shellcheck disable=SC2086
$SUDO apt-get install -y -qq --no-install-recommends $missing >/dev/null
