#!/bin/sh
# Progress reports (docs/cli.md "Progress"): by default nothing on a file;
# --progress on a file gives one line per tenth of the work and names a
# repeated attempt of the precision policy with the digits the previous one
# reached; on a terminal (script(1) gives the command a pty) --progress draws
# the bar from the start, within 78 columns, and erases it; --no-progress
# draws nothing; the results never change.
set -u
S="${top_builddir:-.}/sersol"
E="${top_srcdir:-.}/examples"
fail() { echo "FAIL: $*"; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# x' = y, y' = x from (1, -1): x = e^-t, and the errors grow like e^t; at
# t = 20 and 30 digits the first attempt verifies fewer than 30 digits
printf 'problem ode\nunknown x y\nx\047 = y\ny\047 = x\ninit x = 1\ninit y = -1\n' > "$tmp/hyp.ser"
"$S" solve "$tmp/hyp.ser" --digits 30 --at 20 > "$tmp/ref.csv" 2> "$tmp/err" || fail "solve: exit $?"
[ ! -s "$tmp/err" ] || fail "default on a file: stderr '$(cat "$tmp/err")'"
grep -q '^2e+1,2\.06115362243855782796594038016e-9,' "$tmp/ref.csv" || fail "solve: $(cat "$tmp/ref.csv")"

"$S" solve "$tmp/hyp.ser" --digits 30 --at 20 --no-progress > "$tmp/out" 2> "$tmp/err" \
  || fail "--no-progress: exit $?"
cmp -s "$tmp/ref.csv" "$tmp/out" || fail "--no-progress: another output"
[ ! -s "$tmp/err" ] || fail "--no-progress: stderr '$(cat "$tmp/err")'"

"$S" solve "$tmp/hyp.ser" --digits 30 --at 20 --progress > "$tmp/out" 2> "$tmp/err" \
  || fail "--progress: exit $?"
cmp -s "$tmp/ref.csv" "$tmp/out" || fail "--progress: another output"
grep -vq '^progress: ' "$tmp/err" && fail "--progress: other lines: $(cat "$tmp/err")"
grep -q '^progress: 100%$' "$tmp/err" || fail "--progress: the first attempt does not end: $(cat "$tmp/err")"
grep -Eq '^progress: [0-9]+%(, ~[0-9.]+ (s|min|h) left)?, attempt 2/3 \(([0-9]|[12][0-9])/30 digits\)$' \
  "$tmp/err" || fail "--progress: no line of the second attempt: $(cat "$tmp/err")"
[ "$(grep -c '^progress: ' "$tmp/err")" -le 22 ] || fail "--progress: more than a line per tenth"
# the second attempt's lines come after the first attempt's, and all of them
# carry the label
sed -n '/attempt 2/,$p' "$tmp/err" | grep -v 'attempt 2/3 (' && fail "--progress: unlabelled line after the label"

# series at T0 > 0: the run to T0 labels its repeated attempt too (it asks
# D + 4 = 34 digits of the state)
"$S" series "$tmp/hyp.ser" --order 3 --digits 30 --at 20 --progress > /dev/null 2> "$tmp/err" \
  || fail "series at 20 --progress: exit $?"
grep -Eq '^progress: [0-9]+%(, ~[0-9.]+ (s|min|h) left)?, attempt 2/3 \([0-9]+/34 digits\)$' "$tmp/err" \
  || fail "series at 20 --progress: no labelled line: $(cat "$tmp/err")"
tail -1 "$tmp/err" | grep -q 'attempt' && fail "series at 20 --progress: the expansions keep the label"

# series, radius, verify and the Adomian components take the options too
"$S" series "$E/robot_index2.ser" --order 120 --digits 30 > "$tmp/ref.csv" || fail "series: exit $?"
"$S" series "$E/robot_index2.ser" --order 120 --digits 30 --progress > "$tmp/out" 2> "$tmp/err" \
  || fail "series --progress: exit $?"
cmp -s "$tmp/ref.csv" "$tmp/out" || fail "series --progress: another output"
grep -q '^progress: [0-9]*%' "$tmp/err" || fail "series --progress: no report: $(cat "$tmp/err")"
for cmd in "radius $E/singular_pole.ser --order 200 --digits 30" \
           "series $E/lorenz.ser --order 20 --digits 20 --method adm" \
           "verify $E/maple_xy.ser --digits 60 --at 2"; do
  # shellcheck disable=SC2086
  "$S" $cmd --progress > /dev/null 2> "$tmp/err" || fail "$cmd --progress: exit $?"
  grep -q '^progress: 100%' "$tmp/err" || fail "$cmd --progress: $(cat "$tmp/err")"
  # shellcheck disable=SC2086
  "$S" $cmd --no-progress > /dev/null 2> "$tmp/err" || fail "$cmd --no-progress: exit $?"
  grep -q 'progress' "$tmp/err" && fail "$cmd --no-progress: stderr '$(cat "$tmp/err")'"
done

# a terminal: the bar, redrawn in place, labelled, erased at the end
command -v script > /dev/null 2>&1 || fail "script(1) not found (Debian package bsdutils, essential)"
script -qec "'$S' solve '$tmp/hyp.ser' --digits 30 --at 20 --progress" /dev/null \
  < /dev/null > "$tmp/tty" 2>&1 || fail "terminal: exit $?"
tr '\r' '\n' < "$tmp/tty" > "$tmp/ttyl"
grep -q '^\[####################\] 100%' "$tmp/ttyl" || fail "terminal: no full bar: $(cat "$tmp/ttyl")"
grep -Eq '^\[[#.]{20}\] +[0-9]+%  (~[0-9.]+ (s|min|h) left  )?attempt 2/3 \([0-9]+/30 digits\)' "$tmp/ttyl" \
  || fail "terminal: no labelled bar: $(cat "$tmp/ttyl")"
awk 'length($0) > 78 { exit 1 }' "$tmp/ttyl" || fail "terminal: a line over 78 columns"
grep -q '^ *$' "$tmp/ttyl" || fail "terminal: the bar is not erased"
grep -q '^2e+1,2\.06115362243855782796594038016e-9,' "$tmp/ttyl" || fail "terminal: no result row"
# --no-progress on a terminal: no bar
script -qec "'$S' solve '$tmp/hyp.ser' --digits 30 --at 20 --no-progress" /dev/null \
  < /dev/null > "$tmp/tty" 2>&1 || fail "terminal --no-progress: exit $?"
grep -q '\[' "$tmp/tty" && fail "terminal --no-progress: a bar"
exit 0
