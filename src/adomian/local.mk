## module adomian: Adomian polynomials (Duan's recurrence, definition) and ADM
sersolinclude_HEADERS += include/sersol/adomian.h
noinst_HEADERS += src/adomian/adomian-impl.h
libsersol_la_SOURCES += \
	src/adomian/duan.c \
	src/adomian/series.c \
	src/adomian/whole.c \
	src/adomian/adm.c \
	src/adomian/adm_ode.c
check_PROGRAMS += \
	tests/adomian/t-closed_forms \
	tests/adomian/t-duan_vs_definition \
	tests/adomian/t-adm
noinst_HEADERS += tests/adomian/adomian_test.h
check_SCRIPTS += tests/adomian/t-cli.sh
EXTRA_DIST += tests/adomian/t-cli.sh
BENCH_PROGS += bench/b-adomian
noinst_PROGRAMS += bench/b-adomian
bench_b_adomian_LDADD = libsersol.la
