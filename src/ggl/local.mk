## module ggl: MSPPA for index-2 GGL DAEs (seed 000)
sersolinclude_HEADERS += include/sersol/ggl.h
libsersol_la_SOURCES += src/ggl/series.c src/ggl/stepper.c src/ggl/residuals.c src/ggl/ggl_impl.h
check_PROGRAMS += tests/ggl/t-series tests/ggl/t-rheonomic
noinst_HEADERS += tests/ggl/systems.h
check_PROGRAMS += tests/ggl/t-robot tests/ggl/t-pendulum tests/ggl/t-four_bar tests/ggl/t-two_link_arm tests/ggl/t-extend tests/ggl/t-sums
noinst_HEADERS += tests/ggl/solve_common.h
check_SCRIPTS += tests/ggl/t-cli.sh
EXTRA_DIST += tests/ggl/t-cli.sh
BENCH_PROGS += bench/b-dae
noinst_PROGRAMS += bench/b-dae
bench_b_dae_LDADD = libsersol.la
