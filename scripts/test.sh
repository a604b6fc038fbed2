#!/usr/bin/env bash
# Setup + build + the whole test suite, then the memory check (README command 2).
# Ends with one line "summary: N passed, N failed" over both runs.
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh || exit 1
bash scripts/build.sh || exit 1

count() {  # count PASS / FAIL results of the last automake test run
  local p=0 f=0 r
  while IFS= read -r r; do
    case "$r" in PASS) p=$((p+1));; FAIL|ERROR|XPASS) f=$((f+1));; esac
  done < <(find tests -name '*.trs' -exec sed -n 's/^:test-result: //p' {} +)
  echo "$p $f"
}

show_failures() {  # the log of each failed test (its seed line replays it),
  local t             # before the memory check's run writes over it
  for t in $(grep -l '^:test-result: \(FAIL\|ERROR\|XPASS\)' $(find tests -name '*.trs') 2>/dev/null); do
    echo "== ${t%.trs}.log =="
    head -n 60 "${t%.trs}.log"
  done
}

status=0
make -j"$(nproc)" check || status=1
read -r p1 f1 < <(count)
[ "$f1" -eq 0 ] || show_failures
p2=0; f2=0
if [ "${SERSOL_SKIP_MEMCHECK:-0}" = 0 ]; then
  echo "== memory check (valgrind, reduced sizes) =="
  make -j"$(nproc)" check-memory || status=1
  read -r p2 f2 < <(count)
  [ "$f2" -eq 0 ] || show_failures
fi
[ $status -ne 0 ] && [ $((f1 + f2)) -eq 0 ] && f1=1   # a build or harness failure counts
echo "summary: $((p1 + p2)) passed, $((f1 + f2)) failed"
exit $status
