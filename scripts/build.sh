#!/usr/bin/env bash
# Configures (once) and builds sersol in the source tree.  Idempotent.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x configure ] || [ configure.ac -nt configure ] || [ Makefile.am -nt Makefile.in ]; then
  autoreconf -fi >/dev/null 2>&1 || autoreconf -fi
fi
if [ ! -f Makefile ] || [ configure -nt config.status ]; then
  ./configure --quiet
fi
make -j"$(nproc)" >/dev/null
