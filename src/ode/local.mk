## module ode: sources, headers and tests
sersolinclude_HEADERS += include/sersol/ode.h
libsersol_la_SOURCES += \
	src/ode/ode_impl.h \
	src/ode/problem.c \
	src/ode/series.c \
	src/ode/control.c \
	src/ode/ctx.c \
	src/ode/solve.c \
	src/ode/forcing.c \
	src/ode/checkpoint.c \
	src/ode/verified.c \
	src/ode/series_verified.c
noinst_HEADERS += tests/ode/odetest.h
check_PROGRAMS += \
	tests/ode/t-pendulum \
	tests/ode/t-linear \
	tests/ode/t-lorenz \
	tests/ode/t-pole \
	tests/ode/t-checkpoint \
	tests/ode/t-control \
	tests/ode/t-control_measured \
	tests/ode/t-singular \
	tests/ode/t-series_block \
	tests/ode/t-digits
check_SCRIPTS += tests/ode/t-cli.sh tests/ode/t-singular-cli.sh tests/ode/t-api.sh
EXTRA_DIST += tests/ode/t-cli.sh tests/ode/t-singular-cli.sh tests/ode/t-api.sh
BENCH_PROGS += bench/b-ode
noinst_PROGRAMS += bench/b-ode
bench_b_ode_LDADD = libsersol.la
