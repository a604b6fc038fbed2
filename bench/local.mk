## Benchmarks shared across modules live here; module benchmarks are listed
## in the module's own local.mk:  BENCH_PROGS += bench/b-foo ; noinst_PROGRAMS += bench/b-foo ;
## bench_b_foo_LDADD = libsersol.la
