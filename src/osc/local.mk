## module osc: sources, headers and tests
