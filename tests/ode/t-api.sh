#!/bin/sh
# The installed library from C: `make install` into a scratch directory, the
# example examples/api/reference.c compiled against it through pkg-config
# (headers self-contained, sersol.pc complete), and its verified values
# compared with `sersol solve`.
set -u
S="${top_builddir:-.}/sersol"
EX="${top_srcdir:-.}/examples"
fail() { echo "FAIL: $*"; exit 1; }
command -v pkg-config >/dev/null || fail "pkg-config is missing (Debian package pkg-config)"
tmp=$(mktemp -d) || fail "mktemp"
trap 'rm -rf "$tmp"' EXIT
# a make of its own (not the jobserver of the `make check` that runs this)
env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL make -s -C "${top_builddir:-.}" install DESTDIR="$tmp/root" \
  >"$tmp/install.log" 2>&1 || { cat "$tmp/install.log"; fail "make install DESTDIR=..."; }
pc=$(find "$tmp/root" -name sersol.pc | head -n 1)
[ -n "$pc" ] || fail "make install wrote no sersol.pc"
flags=$(PKG_CONFIG_PATH=$(dirname "$pc") PKG_CONFIG_SYSROOT_DIR="$tmp/root" \
        pkg-config --cflags --libs --static sersol) || fail "pkg-config --static sersol"
# (with the build's own flags: a sanitizer build's library needs them at link time)
${CC:-cc} ${BUILD_CFLAGS:-} -std=c11 -Wall -Wextra -Werror "$EX/api/reference.c" $flags \
  ${BUILD_LDFLAGS:-} -o "$tmp/reference" \
  || fail "examples/api/reference.c does not build against the installed library ($flags)"

# the same digits as the command line, every value verified
out=$("$tmp/reference" "$EX/pendulum.ser" 30 1 10) || fail "reference pendulum.ser: exit $?"
[ "$(echo "$out" | grep -c '(30 digits)')" -eq 4 ] || fail "reference: not 4 values of 30 digits: $out"
cli=$("$S" solve "$EX/pendulum.ser" --digits 30 --at 1,10 | tail -n 2)
digits_of() {  # the first 28 significant digits of a printed number
  echo "$1" | sed 's/e.*//; s/[^0-9]//g; s/^0*//' | cut -c1-28
}
i=0
for v in $(echo "$cli" | cut -d, -f2,3 | tr ',' ' '); do
  i=$((i + 1))
  a=$(echo "$out" | sed -n "${i}p" | sed 's/.*= \[//; s/ +\/-.*//')
  [ -n "$a" ] && [ "$(digits_of "$a")" = "$(digits_of "$v")" ] \
    || fail "value $i: example '$a', sersol solve '$v'"
done
[ $i -eq 4 ] || fail "sersol solve printed $i values"
# bad input: the parser's FILE:LINE:COL message, exit 2; another kind, exit 2
printf 'problem ode\nunknown y\ny = 3\n' > "$tmp/bad.ser"
err=$("$tmp/reference" "$tmp/bad.ser" 10 1 2>&1 >/dev/null)
[ $? -eq 2 ] && [ "$err" = "$tmp/bad.ser:3:1: unknown statement 'y'" ] || fail "bad file: '$err'"
"$tmp/reference" "$EX/robot_index2.ser" 10 1 >/dev/null 2>&1
[ $? -eq 2 ] || fail "a ggl problem: exit not 2"
# a malformed time string: SERSOL_EINPUT and the message (it was read as
# t = 0: the initial state came back with 30 verified digits)
for t in abc 1/0 '' 1e 1,2; do
  err=$("$tmp/reference" "$EX/pendulum.ser" 30 "$t" 2>&1 >/dev/null)
  [ $? -eq 2 ] && echo "$err" | grep -q "time 0, '$t', is not an exact number" || fail "time '$t': '$err'"
done
# a requested time beyond a singularity: exit 1 with the reason
err=$("$tmp/reference" "$EX/singular_pole.ser" 20 2 2>&1 >/dev/null)
[ $? -eq 1 ] && echo "$err" | grep -q "singularity ahead" || fail "past the pole: '$err'"
echo PASS
