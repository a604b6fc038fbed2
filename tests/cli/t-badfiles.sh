#!/bin/sh
# Every bad problem file of the parse corpus makes every command exit 2 with
# its FILE:LINE:COL: message on stderr, and nothing on stdout.
set -u
S="${top_builddir:-.}/sersol"
B="${top_srcdir:-.}/tests/parse/bad"
fail() { echo "FAIL: $*"; exit 1; }
n=0
for f in "$B"/*.ser; do
  want="$f:$(head -1 "$f" | sed 's/^# expect: //')"
  cmds="series --order 3 --digits 10"
  # every command loads files the same way: a sample of files for the others
  [ $((n % 6)) -eq 0 ] && cmds="$cmds|solve --digits 10 --at 1|verify --digits 10 --at 1|radius --order 5 --digits 10"
  IFS='|'
  for cmd in $cmds; do
    IFS=' '

    out=$("$S" $cmd "$f" 2>/tmp/sersol-t-badfiles.$$)
    st=$?
    err=$(cat /tmp/sersol-t-badfiles.$$)
    [ $st -eq 2 ] || fail "$cmd $f: exit $st, expected 2"
    [ -z "$out" ] || fail "$cmd $f: output on stdout: $out"
    [ "$err" = "$want" ] || fail "$cmd $f: stderr '$err', expected '$want'"
    IFS='|'
  done
  IFS=' '

  n=$((n + 1))
done
rm -f /tmp/sersol-t-badfiles.$$
[ $n -ge 30 ] || fail "only $n bad files"

# endless input: /dev/zero and an endless pipe read until the memory ran out;
# now the first NUL byte ends the reading (reported where it stands), and
# 256 MiB of text do (no problem file is that long)
err=$(timeout 60 "$S" solve /dev/zero --digits 5 --at 1 2>&1 >/dev/null)
[ $? -eq 2 ] && [ "$err" = "/dev/zero:1:1: unexpected character byte 0x00" ] || fail "/dev/zero: '$err'"
err=$(yes '# a comment' | timeout 60 "$S" solve - --digits 5 --at 1 2>&1 >/dev/null)
[ $? -eq 2 ] && [ "$err" = "<stdin>: more than 256 MiB: not a problem file (or an endless stream)" ] \
  || fail "an endless pipe: '$err'"

# the names of output columns are reserved only where they would duplicate a
# column (tests/parse/bad/reserved_*.ser): constants may use them, and an ode
# has no multipliers
out=$(printf 'problem ode\nconst k = 2\nconst digits = 3\nunknown lambda1 mu1 res_g\nlambda1'"'"' = k\nmu1'"'"' = digits\nres_g'"'"' = 1\ninit lambda1 = 0\ninit mu1 = 0\ninit res_g = 0\n' \
      | "$S" solve - --digits 5 --at 1) || fail "column names where they duplicate none: exit $?"
[ "$out" = "$(printf 't,lambda1,mu1,res_g,digits\n1e+0,2.0000e+0,3.0000e+0,1.0000e+0,5')" ] \
  || fail "column names where they duplicate none: '$out'"
echo PASS
