#!/bin/sh
# SIGTERM during a run that writes a checkpoint at every step: the run ends
# with status 128 + 15 and no FILE.tmp.PID is left behind (an interrupted
# write left it in 4 of 6 tries).  The signal is sent as soon as a
# temporary file exists, i.e. during a write.  (SIGINT and SIGHUP take the
# same handler; a background job of a script ignores SIGINT, so it is not
# sent here.)
set -u
S="${top_builddir:-.}/sersol"
E="${top_srcdir:-.}/examples"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
hit=0
for sig in TERM TERM TERM TERM TERM TERM; do
  rm -f "$tmp"/ck*
  "$S" solve "$E/quadratic.ser" --digits 30 --at 3000,10000 --dense --checkpoint "$tmp/ck" \
    --checkpoint-every 1 > /dev/null 2>&1 &
  p=$!
  n=0
  while [ $n -lt 500 ] && ! ls "$tmp"/ck.tmp.* > /dev/null 2>&1; do
    sleep 0.01
    n=$((n + 1))
  done
  ls "$tmp"/ck.tmp.* > /dev/null 2>&1 && hit=$((hit + 1))
  kill -$sig $p
  wait $p
  rc=$?
  [ $rc -eq 143 ] || fail "SIGTERM: exit status $rc"
  ls "$tmp"/ck.tmp.* > /dev/null 2>&1 && fail "SIG$sig left $(ls "$tmp"/ck.tmp.*)"
done
# on a terminal the progress bar is erased by the signal (it was left, and
# the shell's prompt landed on its line); script(1) gives the terminal
if command -v script > /dev/null 2>&1; then
  script -qc "sh -c '\"$S\" solve \"$E/pendulum.ser\" --digits 100 --at 3000 > /dev/null & p=\$!; sleep 3; kill -TERM \$p; wait \$p; echo RC=\$?'" /dev/null > "$tmp/tty" 2>&1
  grep -q 'RC=143' "$tmp/tty" || fail "SIGTERM on a terminal: $(cat -A "$tmp/tty" | tail -n 3)"
  if grep -q '\[#' "$tmp/tty"; then
    # the pieces between carriage returns: a blank one (the erase) after the last bar
    erased=$(tr '\r' '\n' < "$tmp/tty" | awk '/^\[/ { bar = NR } /^ +$/ && bar && NR > bar { e = 1 } END { print e + 0 }')
    [ "$erased" = 1 ] || fail "SIGTERM left the progress bar: $(tr '\r' '\n' < "$tmp/tty" | tail -n 4)"
  fi
fi
echo "PASS: cli/signal ($hit of 6 signals sent during a write)"
exit 0
