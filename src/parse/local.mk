## module parse: sources, headers and tests
