#!/bin/sh
# sersol --help and sersol CMD --help describe every command and option; exit 0.
set -u
S="${top_builddir:-.}/sersol"
fail() { echo "FAIL: $*"; exit 1; }
tmp_out=$(mktemp) && tmp_err=$(mktemp) || fail "mktemp"
trap 'rm -f "$tmp_out" "$tmp_err"' EXIT

out=$("$S" --help) || fail "sersol --help exit status $?"
for c in solve series radius verify compare bench; do
  echo "$out" | grep -q "^  $c " || fail "sersol --help does not list $c"
done
"$S" help series | grep -q -- "--order" || fail "sersol help series"
check() {  # command, then the options its help must describe
  c=$1; shift
  h=$("$S" "$c" --help) || fail "sersol $c --help exit status $?"
  echo "$h" | grep -q "^usage: sersol $c" || fail "sersol $c --help: no usage line"
  for o in "$@"; do
    echo "$h" | grep -q -- "$o" || fail "sersol $c --help does not describe $o"
  done
}
check solve --digits --at --method --format --plot
check series --order --digits --at --format
check radius --order --digits --at --format
check verify --digits --at --format
check compare --method --steps --to
check bench NAME
"$S" demo | head -2 | tail -1 | grep -q "^0,0$" || fail "sersol demo"
"$S" >/dev/null 2>&1; [ $? -eq 2 ] || fail "sersol without a command must exit 2"
# the versions, for the provenance of a reference solution
"$S" --version | grep -q "^sersol [0-9][0-9.]* (Arb [0-9.]*, FLINT [0-9.]*, MPFR [0-9.]*, GMP [0-9.]*)$" \
  || fail "sersol --version: $("$S" --version 2>&1)"
[ "$("$S" version)" = "$("$S" --version)" ] || fail "sersol version differs from --version"
# demo and version take --help and no other argument (they ignored any)
for c in demo version --version; do
  "$S" $c --help | head -1 | grep -q "^usage: sersol $c$" || fail "sersol $c --help"
  "$S" $c --digits 5 > "$tmp_out" 2> "$tmp_err"
  [ $? -eq 2 ] && [ ! -s "$tmp_out" ] && grep -q "^sersol $c: takes no arguments, got '--digits'" "$tmp_err" \
    || fail "sersol $c --digits 5: $(cat "$tmp_out" "$tmp_err")"
done
echo PASS
