problem ode
