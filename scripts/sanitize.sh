#!/usr/bin/env bash
# The test suite under AddressSanitizer and UndefinedBehaviorSanitizer (a
# developer check, not part of CI: GCC 12's ASan can fail at start-up on
# kernels with high mmap randomisation, which would make CI flaky).
#
# Copies the working tree (tracked files, with uncommitted changes) to a
# temporary directory, builds it with -fsanitize=address,undefined and runs
# `make check` there; any sanitizer report fails the test that triggered it
# (halt_on_error).  Leak detection is left to valgrind (`make check-memory`).
#   bash scripts/sanitize.sh [TESTS...]    e.g. tests/ode/t-cli.sh
set -euo pipefail
cd "$(dirname "$0")/.."
dir=$(mktemp -d "${TMPDIR:-/tmp}/sersol-san.XXXXXX")
git ls-files -z | tar --null -cf - -T - | tar -xf - -C "$dir"
cd "$dir"
flags="-O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all"
autoreconf -fi >/dev/null 2>&1
./configure --quiet CFLAGS="$flags" LDFLAGS="-fsanitize=address,undefined"
make -j"$(nproc)" >/dev/null
export ASAN_OPTIONS=detect_leaks=0:abort_on_error=0
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
status=0
if [ $# -gt 0 ]; then
  make -j"$(nproc)" check TESTS="$*" || status=1
else
  make -j"$(nproc)" check || status=1
fi
if [ $status -ne 0 ]; then
  echo "sanitize: failures; logs kept in $dir (grep -l 'runtime error\|AddressSanitizer' in tests/)"
else
  rm -rf "$dir"
  echo "sanitize: all tests clean"
fi
exit $status
