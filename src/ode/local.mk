## module ode: sources, headers and tests
