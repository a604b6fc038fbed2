## module radius: sources, headers and tests
sersolinclude_HEADERS += include/sersol/radius.h
noinst_HEADERS += src/radius/radius_impl.h tests/radius/cases.h
libsersol_la_SOURCES += \
	src/radius/fit.c \
	src/radius/root_test.c \
	src/radius/domb_sykes.c \
	src/radius/mercer_roberts.c \
	src/radius/pade.c \
	src/radius/estimate.c \
	src/radius/print.c
check_PROGRAMS += \
	tests/radius/t-exact \
	tests/radius/t-short \
	tests/radius/t-composite \
	tests/radius/t-methods \
	tests/radius/t-quick_logs \
	tests/radius/t-describe_type \
	tests/radius/t-near_axis
BENCH_PROGS += bench/b-radius
noinst_PROGRAMS += bench/b-radius
bench_b_radius_LDADD = libsersol.la
check_SCRIPTS += tests/radius/t-cli.sh
EXTRA_DIST += tests/radius/t-cli.sh
