## benchmarks (built with 'make bench', never run by make check)
