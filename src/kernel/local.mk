## module kernel: sources, headers and tests
