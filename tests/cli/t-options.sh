#!/bin/sh
# Strict option parsing: every mistake gives a clear message and exit 2.
set -u
S="${top_builddir:-.}/sersol"
EX="${top_srcdir:-.}/examples"
fail() { echo "FAIL: $*"; exit 1; }

expect2() {  # expected message fragment, then the command line
  msg=$1; shift
  err=$("$S" "$@" 2>&1 >/dev/null)
  st=$?
  [ $st -eq 2 ] || fail "sersol $*: exit $st, expected 2"
  echo "$err" | grep -qF -- "$msg" || fail "sersol $*: message '$err' lacks '$msg'"
}
P="$EX/pendulum.ser"
expect2 "unknown command 'frobnicate'" frobnicate
expect2 "unknown option '--bogus'" series "$P" --order 5 --digits 10 --bogus
expect2 "unknown option '--plot'" series "$P" --order 5 --digits 10 --plot x.svg
expect2 "option '--digits' needs a value" series "$P" --order 5 --digits
expect2 "--digits: expected a positive integer of at most 20000, got 'ten'" series "$P" --order 5 --digits ten
expect2 "--digits: expected a positive integer of at most 20000, got '0'" series "$P" --order 5 --digits 0
expect2 "--order: expected a nonnegative integer of at most 100000, got '-1'" series "$P" --order=-1 --digits 5
expect2 "--order: expected a nonnegative integer of at most 100000, got '3.5'" series "$P" --order 3.5 --digits 5
expect2 "--digits: expected a positive integer of at most 20000, got '999999'" series "$P" --order 5 --digits 999999
expect2 "--at: expected numbers such as 1.5, -2e-3 or 3/2, got 'x' in '1,x'" solve "$P" --digits 5 --at 1,x
# a decimal exponent beyond the parser's range is named as such (it said
# "expected numbers such as 1.5 ...", as if the number were malformed)
expect2 "--at: decimal exponent out of range (at most 99999 in size), got '1e100000' in '1,1e100000'" solve "$P" --digits 5 --at 1,1e100000
expect2 "--to: decimal exponent out of range (at most 99999 in size), got '-3e-123456'" compare "$P" --method hem4 --steps 0.1 --to -3e-123456
expect2 "--at: expected numbers such as 1.5, -2e-3 or 3/2, got '1e100000x'" series "$P" --order 3 --digits 5 --at 1e100000x
expect2 "--at: expected one expansion point" series "$P" --order 3 --digits 5 --at 1,2
# --at @FILE: the times of a file (commas, blanks, lines, # comments); its
# mistakes as FILE:LINE:COL (the list was one argument: at most about 30000
# times under Linux's limit on an argument's length)
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
printf '# times\n1, 2\n  3/2 # mid\n\n-1e-3\n' > "$T/t1"
"$S" solve "$P" --digits 10 --at @"$T/t1" > "$T/o1" || fail "--at @FILE: exit $?"
"$S" solve "$P" --digits 10 --at 1,2,3/2,-1e-3 > "$T/o2" || fail "--at list: exit $?"
cmp -s "$T/o1" "$T/o2" || fail "--at @FILE: other rows than the list: $(cat "$T/o1")"
printf '1\n2 x\n' > "$T/t2"
expect2 "$T/t2:2:3: --at: expected numbers such as 1.5, -2e-3 or 3/2, got 'x'" solve "$P" --digits 5 --at @"$T/t2"
printf '# \303\251t\303\251\n1, \303\2512\n' > "$T/t2"     # columns count characters: 'é2' at 4
expect2 "$T/t2:2:4: --at: expected numbers such as 1.5, -2e-3 or 3/2, got '$(printf '\303\251')2'" solve "$P" --digits 5 --at @"$T/t2"
printf '\n 1e100000\n' > "$T/t3"
expect2 "$T/t3:2:2: --at: decimal exponent out of range" solve "$P" --digits 5 --at @"$T/t3"
printf '# none\n' > "$T/t4"
expect2 "--at: no times in '$T/t4'" solve "$P" --digits 5 --at @"$T/t4"
expect2 "--at: cannot open '$T/none'" solve "$P" --digits 5 --at @"$T/none"
expect2 "--at: cannot read '$T'" solve "$P" --digits 5 --at @"$T"
expect2 "--at: '@' needs a file name" solve "$P" --digits 5 --at @
expect2 "--at: expected one expansion point" series "$P" --order 3 --digits 5 --at @"$T/t1"
awk 'BEGIN { for (i = 1; i <= 40000; i++) printf "%d/1000\n", i }' > "$T/t5"
"$S" solve "$P" --digits 5 --at @"$T/t5" > "$T/o5" || fail "--at @FILE with 40000 times: exit $?"
[ "$(wc -l < "$T/o5")" -eq 40001 ] && [ "$(tail -1 "$T/o5" | cut -d, -f1)" = "4e+1" ] \
  || fail "--at @FILE with 40000 times: $(wc -l < "$T/o5") lines, last $(tail -1 "$T/o5")"
expect2 "--format: expected csv or json, got 'xml'" series "$P" --order 3 --digits 5 --format xml
expect2 "--steps: expected positive numbers, got '-1' in '0.1,-1'" compare "$P" --method hem4 --steps 0.1,-1 --to 1
expect2 "--to: expected a number" compare "$P" --method hem4 --steps 0.1 --to soon
expect2 "missing option '--order'" series "$P" --digits 5
expect2 "--max-steps: expected a positive integer, got '0'" series "$P" --order 3 --digits 5 --max-steps 0
expect2 "--max-steps: expected a positive integer, got 'x'" radius "$P" --order 3 --digits 5 --max-steps=x
# flags written with a value (they said "unknown option '--progress'")
expect2 "option '--progress' takes no value" solve "$P" --digits 5 --at 1 --progress=yes
expect2 "option '--no-progress' takes no value" radius "$P" --digits 5 --order 3 --no-progress=1
expect2 "option '--dense' takes no value" solve "$P" --digits 5 --at 1 --dense=1
expect2 "unknown option '--dense'" verify "$EX/maple_xy.ser" --digits 5 --at 1 --dense=1
expect2 "unknown option '--progress'" bench --progress=1
expect2 "missing option '--at'" solve "$P" --digits 5
expect2 "missing problem FILE" series --order 3 --digits 5
expect2 "unexpected argument 'extra'" series "$P" extra --order 3 --digits 5
expect2 "option '--digits' given twice" series "$P" --order 3 --digits 5 --digits 6
# the long-run options and the progress flags too (the last one won)
expect2 "option '--checkpoint' given twice" solve "$P" --digits 5 --at 1 --checkpoint "$T/a" --checkpoint "$T/b"
expect2 "option '--resume' given twice" solve "$P" --digits 5 --at 1 --resume=x --resume y
expect2 "option '--checkpoint-every' given twice" solve "$P" --digits 5 --at 1 --checkpoint "$T/a" --checkpoint-every 3 --checkpoint-every 4
expect2 "option '--max-steps' given twice" verify "$EX/maple_xy.ser" --digits 5 --at 1 --max-steps 4 --max-steps=5
expect2 "option '--dense' given twice" solve "$P" --digits 5 --at 1 --dense --dense
for c in "solve $P --digits 5 --at 1" "series $P --digits 5 --order 2" "radius $P --digits 5 --order 20"; do
  expect2 "option '--progress/--no-progress' given twice" $c --progress --no-progress
done
[ ! -e "$T/a" ] && [ ! -e "$T/b" ] || fail "a refused command wrote a checkpoint"
expect2 "cannot open" series "$EX/no-such-file.ser" --order 3 --digits 5
# well-formed commands that have no implementation for a kind say so (exit 2)
expect2 "is not yet available for problem nonholonomic" radius "$EX/foucault.ser" --order 3 --digits 5
expect2 "is not yet available for problem oscillator" compare "$EX/petzold.ser" --method phi --steps 0.9 --to 1
# --checkpoint-every without --checkpoint was ignored without a word;
# --resume of a directory said "empty file, not a checkpoint"
expect2 "--checkpoint-every sets how often the checkpoint of --checkpoint FILE is written: give --checkpoint too" \
  solve "$P" --digits 5 --at 1 --checkpoint-every 5
expect2 "--resume: /tmp is a directory, not a checkpoint" solve "$P" --digits 5 --at 1 --resume /tmp
expect2 "--resume: /tmp is a directory, not a checkpoint" solve "$EX/petzold.ser" --digits 5 --at 1 --resume /tmp
# FILE "-": the problem from the standard input, named <stdin> in messages
out=$("$S" solve - --digits 10 --at 1 < "$P") || fail "solve - < pendulum.ser: exit $?"
[ "$out" = "$("$S" solve "$P" --digits 10 --at 1)" ] || fail "solve -: another output: $out"
err=$(printf 'problem ode\nunknown y\ny = 3\n' | "$S" solve - --digits 10 --at 1 2>&1 >/dev/null)
[ $? -eq 2 ] && [ "$err" = "<stdin>:3:1: unknown statement 'y'" ] || fail "solve - with a bad problem: '$err'"
# an output that cannot be written (a full disk) is an error, also for the help
if [ -w /dev/full ]; then
  for args in "version" "--help" "help solve" "solve --help" "series $P --order 3 --digits 5"; do
    err=$("$S" $args 2>&1 >/dev/full)
    [ $? -eq 2 ] || fail "sersol $args > /dev/full: exit not 2"
    echo "$err" | grep -qF "error writing the output" || fail "sersol $args > /dev/full: '$err'"
  done
fi
echo PASS
