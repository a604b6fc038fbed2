## module expr: sources, headers and tests
