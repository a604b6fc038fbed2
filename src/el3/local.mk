## module el3: ADM for index-3 Euler-Lagrange DAEs (seed 004)
