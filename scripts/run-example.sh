#!/usr/bin/env bash
# Setup + build + the main job on the default example (README command 1):
# the pendulum theta'' = -sin(theta), theta(0) = 1, theta'(0) = 0, solved to
# 50 verified digits at t = 1 and t = 10.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
bash scripts/build.sh
./sersol solve examples/pendulum.ser --digits 50 --at 1,10
