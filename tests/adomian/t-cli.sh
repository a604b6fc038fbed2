#!/bin/sh
# sersol series --method adm: for autonomous problems (constant u^(0)) the
# component j holds exactly the Taylor term t^j, so the sum over j of the
# rows with the same k must equal the Taylor coefficient k printed by
# `sersol series` (compared numerically to 1e-25 relative with bc); errors exit 2.
set -u
S="${top_builddir:-.}/sersol"
E="${top_srcdir:-.}/examples"
fail() { echo "FAIL: $*"; exit 1; }

compare() {  # file order digits
  adm=$("$S" series "$1" --method adm --order "$2" --digits "$3") || fail "$1: adm exit status $?"
  tay=$("$S" series "$1" --order "$2" --digits "$3") || fail "$1: taylor exit status $?"
  hdr=$(echo "$adm" | head -1)
  [ "$hdr" = "component,k,$(echo "$tay" | head -1 | cut -d, -f2-)" ] || fail "$1: header '$hdr'"
  rows=$(echo "$adm" | tail -n +2 | wc -l)
  [ "$rows" -eq $(( ($2 + 1) * ($2 + 1) )) ] || fail "$1: $rows rows"
  ncol=$(echo "$hdr" | awk -F, '{print NF}')
  c=3
  while [ "$c" -le "$ncol" ]; do
    k=0
    while [ "$k" -le "$2" ]; do
      # sum of column c over the rows with this k
      sum=$(echo "$adm" | tail -n +2 | awk -F, -v k="$k" -v c="$c" '$2 == k { printf "%s+", $c }' | sed 's/e/*10^/g; s/+$//')
      t=$(echo "$tay" | tail -n +2 | awk -F, -v k="$k" -v c="$((c - 1))" '$1 == k { print $c }' | sed 's/e/*10^/g')
      ok=$(echo "scale=60; d = ($sum) - ($t); if (d < 0) d = -d; a = $t; if (a < 0) a = -a; if (d <= a * 10^-25 + 10^-40) 1 else 0" | sed 's/\^+/^/g' | bc -l)
      [ "$ok" = "1" ] || fail "$1: column $c, k = $k: adm sum $sum, taylor $t"
      k=$((k + 1))
    done
    c=$((c + 1))
  done
}

command -v bc >/dev/null 2>&1 || { echo "SKIP: bc not installed"; exit 77; }
compare "$E/pendulum.ser" 8 30
compare "$E/lorenz.ser" 6 30

"$S" series "$E/pendulum.ser" --help | grep -q -- "--method adm" || fail "help does not describe --method adm"
"$S" series "$E/pendulum.ser" --method nope --order 3 --digits 10 >/dev/null 2>&1
[ $? -eq 2 ] || fail "unknown method must exit 2"
# the DAE kinds: --method picks the recursion as in solve (adm: index 3, the
# default of el3; msppa: index 2), the same Taylor coefficients; other kinds
# have no Adomian components
def=$("$S" series "$E/robot_index3.ser" --order 8 --digits 20) || fail "el3 series: exit $?"
adm=$("$S" series "$E/robot_index3.ser" --method adm --order 8 --digits 20) || fail "el3 --method adm: exit $?"
msppa=$("$S" series "$E/robot_index3.ser" --method msppa --order 8 --digits 20) || fail "el3 --method msppa: exit $?"
[ "$def" = "$adm" ] || fail "el3: --method adm is not the default recursion"
# msppa adds mu1 (identically 0): the shared columns must agree (a zero
# prints with the exponent of its noise, 0e-38: compared as 0)
cols=$(echo "$adm" | head -1 | tr ',' '\n' | wc -l)
zeros() { sed -E 's/(^|,)0e-[0-9]+/\10/g'; }
[ "$(echo "$msppa" | cut -d, -f1-"$cols" | zeros)" = "$(echo "$adm" | zeros)" ] \
  || fail "el3: msppa and adm coefficients differ"
"$S" series "$E/quadratic.ser" --method adm --order 3 --digits 10 >/dev/null 2>&1
[ $? -eq 2 ] || fail "adm on problem oscillator must exit 2"
"$S" series "$E/pendulum.ser" --method adm --order 3 --digits 10 --at 1 >/dev/null 2>&1
[ $? -eq 2 ] || fail "adm with --at 1 must exit 2"
echo PASS
