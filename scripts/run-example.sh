#!/usr/bin/env bash
# Setup + build + the main job on the default example (README command 1).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
bash scripts/build.sh
./sersol demo
