## module tps: sources, headers and tests
sersolinclude_HEADERS += include/sersol/tps.h
libsersol_la_SOURCES += \
	src/tps/memory.c \
	src/tps/set.c \
	src/tps/arith.c \
	src/tps/status.c \
	src/tps/print.c \
	src/tps/elementary.c
check_PROGRAMS += \
	tests/tps/t-basic

## tps whole-series layer: calculus, composition, tests, benchmark
libsersol_la_SOURCES += \
	src/tps/calculus.c \
	src/tps/compose.c
noinst_HEADERS += tests/tps/tpstest.h
check_PROGRAMS += \
	tests/tps/t-set \
	tests/tps/t-print \
	tests/tps/t-add \
	tests/tps/t-mullow \
	tests/tps/t-div \
	tests/tps/t-exp_log \
	tests/tps/t-pow \
	tests/tps/t-sin_cos \
	tests/tps/t-sinh_cosh \
	tests/tps/t-atan \
	tests/tps/t-asin_acos \
	tests/tps/t-shift \
	tests/tps/t-derivative_integral \
	tests/tps/t-evaluate \
	tests/tps/t-compose \
	tests/tps/t-revert
BENCH_PROGS += bench/b-tps
noinst_PROGRAMS += bench/b-tps
bench_b_tps_LDADD = libsersol.la
BENCH_PROGS += bench/b-wdot
noinst_PROGRAMS += bench/b-wdot
bench_b_wdot_LDADD = libsersol.la

## module tps, online layer (branch tps-online): raw recurrences, managed loops, tests
libsersol_la_SOURCES += \
	src/tps/online_internal.h \
	src/tps/online_wdot.c \
	src/tps/online_fxdot.c \
	src/tps/online_mul.c \
	src/tps/online_div.c \
	src/tps/online_exp_log.c \
	src/tps/online_pow.c \
	src/tps/online_trig.c \
	src/tps/online_hyp.c \
	src/tps/online_inverse_trig.c \
	src/tps/online.c
noinst_HEADERS += tests/tps/online_common.h
check_PROGRAMS += \
	tests/tps/t-online-mul \
	tests/tps/t-online-exp-log \
	tests/tps/t-online-pow \
	tests/tps/t-online-trig \
	tests/tps/t-online-hyp \
	tests/tps/t-online-inverse-trig \
	tests/tps/t-wdot2
