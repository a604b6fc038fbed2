#!/bin/sh
# sersol bench [NAME]: lists the benchmarks, runs them in the order of
# `make bench` (or one), reports unknown names and missing programs with
# exit 2, and a failing program with exit 1 (src/cli/cmd_bench.c).  The runs
# use stand-in programs in a temporary SERSOL_BENCH_DIR, so the test does
# not depend on the speed of the machine; one real program (b-radius, a few
# milliseconds) runs from the build tree.
set -u
S="${top_builddir:-.}/sersol"
fail() { echo "FAIL: $*"; exit 1; }
dir=$(mktemp -d) || fail "mktemp"
trap 'rm -rf "$dir"' EXIT

names=$("$S" bench --help | sed -n 's/^benchmarks: //p' | tr -d ',')
[ -n "$names" ] || fail "sersol bench --help lists no benchmarks"
for b in ode dae radius tps; do
  echo " $names " | grep -q " $b " || fail "sersol bench --help does not list $b: $names"
done

# unknown name: exit 2 with the known names
err=$("$S" bench nosuch 2>&1 >/dev/null); st=$?
[ $st -eq 2 ] || fail "unknown benchmark: exit $st"
echo "$err" | grep -q "unknown benchmark 'nosuch'; known: .*ode" || fail "unknown benchmark message: $err"

# programs missing: exit 2, saying where they were looked for
err=$(SERSOL_BENCH_DIR="$dir" "$S" bench ode 2>&1 >/dev/null); st=$?
[ $st -eq 2 ] || fail "missing program: exit $st"
echo "$err" | grep -q "b-ode not found in $dir" || fail "missing program message: $err"

# stand-ins: each prints its name and its top_srcdir; all run in order
for b in $names; do
  printf '#!/bin/sh\necho "ran %s ${top_srcdir:-unset}"\n' "$b" > "$dir/b-$b"
  chmod +x "$dir/b-$b"
done
out=$(SERSOL_BENCH_DIR="$dir" "$S" bench) || fail "sersol bench with stand-ins: exit $?"
echo "$out" | grep -q " unset$" && fail "top_srcdir not passed to the benchmarks: $out"
expect=$(for b in $names; do echo "== $b"; echo "ran $b"; done)
got=$(echo "$out" | sed 's/^\(ran [a-z]*\) .*/\1/')
[ "$got" = "$expect" ] || fail "sersol bench output:
$out
expected:
$expect"
out=$(SERSOL_BENCH_DIR="$dir" "$S" bench ode) || fail "sersol bench ode: exit $?"
[ "$(echo "$out" | cut -d' ' -f1-2)" = "ran ode" ] || fail "sersol bench ode ran: $out"

# a failing program: exit 1 and a message; the others still run
printf '#!/bin/sh\necho partial\nexit 3\n' > "$dir/b-radius"
out=$(SERSOL_BENCH_DIR="$dir" "$S" bench 2>"$dir/err"); st=$?
[ $st -eq 1 ] || fail "failing benchmark: exit $st"
grep -q "radius exited with status 3" "$dir/err" || fail "failing benchmark message: $(cat "$dir/err")"
grep -q "1 of [0-9]* benchmarks failed" "$dir/err" || fail "failure count: $(cat "$dir/err")"
last=$(echo "$names" | awk '{print $NF}')
echo "$out" | grep -q "^ran $last" || fail "the benchmarks after the failing one did not run"
# killed by a signal
printf '#!/bin/sh\nkill -9 $$\n' > "$dir/b-radius"
err=$(SERSOL_BENCH_DIR="$dir" "$S" bench radius 2>&1 >/dev/null); st=$?
[ $st -eq 1 ] || fail "killed benchmark: exit $st"
echo "$err" | grep -q "radius: killed by signal 9" || fail "killed benchmark message: $err"

# the real program from the build tree (skipped under valgrind's reduced runs)
if [ -z "${SERSOL_VALGRIND:-}" ]; then
  out=$("$S" bench radius) || fail "sersol bench radius: exit $?"
  echo "$out" | head -1 | grep -q "^| series | N | R digits" || fail "sersol bench radius output: $(echo "$out" | head -3)"
  echo "$out" | grep -q "^| 1/(1-t) | 100 | 16.0 " || fail "sersol bench radius: no row for 1/(1-t)"
fi
echo PASS
