# Error along the trajectory, phi- vs G-functions (data: ./bench/b-osc FILE).
# Usage: gnuplot -e "datafile='FILE'" docs/osc-error.gp > docs/osc-error.svg
set terminal svg size 800,500 dynamic font "sans,11"
set logscale y
set format y "1e%T"
set xlabel "t"
set ylabel "|x - x_{ref}|"
set title "x'' + x = eps x^2, h = 0.1, order 8: G-functions (dashed) vs phi-functions (solid)"
set key outside right
plot for [i=0:3] datafile index i using 1:($3 > 0 ? $3 : 1/0) with lines lw 2 lc i+1 title sprintf("phi, eps=%s", word("1e-2 1e-4 1e-8 1e-16", i+1)), \
     for [i=0:3] datafile index i using 1:($4 > 0 ? $4 : 1/0) with lines dt 2 lc i+1 title sprintf("G, eps=%s", word("1e-2 1e-4 1e-8 1e-16", i+1))
