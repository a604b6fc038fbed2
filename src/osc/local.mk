## module osc: sources, headers and tests
sersolinclude_HEADERS += include/sersol/osc.h
noinst_HEADERS += src/osc/osc-impl.h
libsersol_la_SOURCES += \
	src/osc/series.c \
	src/osc/gfun.c \
	src/osc/phi.c \
	src/osc/solver.c \
	src/osc/perturb.c \
	src/osc/expr_perturbation.c \
	src/osc/residual.c
check_PROGRAMS += \
	tests/osc/t-phi \
	tests/osc/t-petzold \
	tests/osc/t-quadratic \
	tests/osc/t-linear \
	tests/osc/t-gfun \
	tests/osc/t-expr
check_SCRIPTS += tests/osc/t-cli.sh
EXTRA_DIST += tests/osc/t-cli.sh
BENCH_PROGS += bench/b-osc
noinst_PROGRAMS += bench/b-osc
bench_b_osc_LDADD = libsersol.la
