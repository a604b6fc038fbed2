## module cli: the sersol executable (DESIGN.md §5)
## A command cli_<name> lives in src/cli/cmd_<name>.c (add it to sersol_SOURCES);
## src/cli/stubs.c holds weak defaults for commands whose implementation has not landed.
bin_PROGRAMS += sersol
sersol_SOURCES = \
	src/cli/main.c \
	src/cli/cli.h \
	src/cli/options.c \
	src/cli/output.c \
	src/cli/plot.c \
	src/cli/stubs.c \
	src/cli/cmd_ode.h \
	src/cli/cmd_ode.c \
	src/cli/cmd_solve.c \
	src/cli/cmd_osc.h \
	src/cli/cmd_osc.c \
	src/cli/cmd_series.c \
	src/cli/cmd_series_adm.h \
	src/cli/cmd_series_adm.c \
	src/cli/cmd_verify.c \
	src/cli/cmd_radius.c \
	src/cli/cmd_bench.c
sersol_LDADD = libsersol.la
## sersol bench finds the programs of BENCH_PROGS (src/cli/cmd_bench.c)
sersol_CPPFLAGS = $(AM_CPPFLAGS) -DSERSOL_BENCH_PROGS='"$(BENCH_PROGS)"' \
	-DSERSOL_BUILDDIR='"$(abs_top_builddir)"' -DSERSOL_SRCDIR='"$(abs_top_srcdir)"'
check_SCRIPTS += \
	tests/cli/t-help.sh \
	tests/cli/t-options.sh \
	tests/cli/t-badfiles.sh \
	tests/cli/t-bench.sh \
	tests/cli/t-progress.sh \
	tests/cli/t-signal.sh
EXTRA_DIST += tests/cli/t-help.sh tests/cli/t-options.sh tests/cli/t-badfiles.sh tests/cli/t-bench.sh \
	tests/cli/t-progress.sh tests/cli/t-signal.sh
check_PROGRAMS += tests/cli/t-output
tests_cli_t_output_SOURCES = tests/cli/t-output.c src/cli/output.c src/cli/options.c
