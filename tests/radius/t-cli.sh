#!/bin/sh
# sersol radius on the problems of PROBLEMS.md §6 (examples/singular_*.ser):
# R to >= 6 digits, angle to >= 4, exponent to >= 2 from 150 coefficients;
# the shifted expansion of 1/(1+t^2) at t0 = 1 (R = sqrt 2, angle 3pi/4);
# JSON output; --plot; bad input exits 2.
set -u
S="${top_builddir:-.}/sersol"
EX="${top_srcdir:-.}/examples"
fail() { echo "FAIL: $*"; exit 1; }

# check FILE R ANGLE EXPONENT [--at T0]: the row of unknown u
check() {
  f=$1; R=$2; A=$3; G=$4; shift 4
  out=$("$S" radius "$EX/$f" --order 150 --digits 30 "$@" 2>/dev/null) || fail "$f: exit $?"
  row=$(echo "$out" | grep '^u,') || fail "$f: no row for u: $out"
  echo "$row" | awk -F, -v R="$R" -v A="$A" -v G="$G" '
    function abs(x) { return x < 0 ? -x : x }
    { if (abs($2 - R) > 1e-6 * R || abs($3 - A) > 1e-4 || abs($4 - G) > 1e-2) exit 1 }' \
    || fail "$f $*: got '$row', expected R=$R angle=$A exponent=$G"
}
check singular_pole.ser 1 0 -1
check singular_tan.ser 1.5707963267948966 0 -1
check singular_complex.ser 1 1.5707963267948966 -1
check singular_log.ser 1 3.141592653589793 0
check singular_sqrt.ser 0.5 0 -0.5
check singular_complex.ser 1.4142135623730951 2.356194490192345 -1 --at 1

# header and JSON fields
"$S" radius "$EX/singular_pole.ser" --order 40 --digits 20 2>/dev/null | head -1 | grep -qx 'name,radius,angle,exponent,method,rel_uncertainty' \
  || fail "CSV header"
"$S" radius "$EX/singular_pole.ser" --order 40 --digits 20 --format json 2>/dev/null | grep -q '"name": "u", "radius": ' \
  || fail "JSON row"

# --plot through gnuplot when it is installed
if command -v gnuplot >/dev/null 2>&1; then
  svg=$(mktemp /tmp/sersol-radius-test-XXXXXX).svg
  "$S" radius "$EX/singular_tan.ser" --order 60 --digits 20 --plot "$svg" >/dev/null 2>&1 || fail "--plot: exit $?"
  grep -q '<svg' "$svg" || fail "--plot: no SVG written"
  rm -f "$svg" "${svg%.svg}"
  # an unwritable file is refused before the computation; nothing on stdout
  out=$("$S" radius "$EX/singular_tan.ser" --order 60 --digits 20 --plot /nonexistent-sersol-dir/x.svg 2>/dev/null)
  [ $? -eq 2 ] || fail "--plot into a missing directory: exit status"
  [ -z "$out" ] || fail "--plot into a missing directory: stdout not empty"
fi

# bad input
"$S" radius "$EX/singular_pole.ser" --digits 20 >/dev/null 2>&1; [ $? -eq 2 ] || fail "missing --order accepted"
"$S" radius "$EX/singular_pole.ser" --order 20 --digits 20 --plot >/dev/null 2>&1; [ $? -eq 2 ] || fail "--plot without FILE accepted"
echo "PASS: radius/cli"
exit 0
