#!/usr/bin/env python3
"""Measures the verified digits' blind spot (docs/ode.md §3 "Blind spot"):
y' = cos t + exp(-((t - c)/w)^2), y(0) = 0, solved to T at 15 and 30
digits over a grid of centres c, widths w and times T, against the closed
form y(T) = sin T + w sqrt(pi)/2 (erf((T - c)/w) + erf(c/w)) (mpmath, 60
digits).  Prints every result whose printed digits are wrong (beyond one
unit of the last printed digit), then the counts.  Not a test: narrow
pulses are known to pass between the residual samples (2026-11-23: 31 of
144 wrong, all w <= 1/50; 67 before the samples; 28 wrong and 1 without a
digit with the low line of the radius fit; 143 right, 0 wrong, 1 without
a digit with the search between the samples, residual_search).

--heights instead runs y' = cos t + A exp(-((t - c)/w)^2) with small
heights A = 1e-3 ... 1e-50 (widths 1/10 ... 1e-5, c = 0.7, 1.24, 3.3,
T = 2, 4, 15, 30 and 60 digits): pulses far below the other terms, which
the samples (10^-10 of the terms) and the search between them cannot see
(2026-11-24: 150 of 540 wrong; 0 with the forcing nodes, docs/ode.md §3
"Forcing terms").

--forms runs small heights (1e-3, 1e-14, 1e-35; widths 1/10 ... 1e-5;
c = 0.7, 1.24; T = 2; 15, 30, 60 digits) with the Gaussian written so
that t occurs twice in it, exp(-(t - c)*(t - c)/w^2) and exp(-(t*t - 2 c
t + c*c)/w^2), which interval arithmetic overestimates (2026-11-24: 36 of
108 wrong, exit 0, before the mean-value forms of docs/ode.md §3 "Forcing
terms"; 108 right after).

--tiny runs pulses narrower than the steps can follow (widths 1e-7,
1e-9, 1e-12; heights 1e-3 ... 1e-32; c = 0.7, 1.24; T = 2; 15 and 30
digits): those whose area cannot matter pass by the feature-area test
of docs/ode.md §3 "Forcing terms", the others stop (2026-11-24: 47
right, 0 wrong, 25 without a digit before the test; 52 / 0 / 20 after;
71 / 0 / 1 once steps toward a located feature no longer count as a
collapse, "Products of pulses"; --narrow then 211 / 0 / 5; 2026-11-25,
72 / 0 / 0 and --narrow 216 / 0 / 0 once a miss of the residual samples
marks a feature too, "Misses of the samples as features").

    python3 scripts/pulse_grid.py [PATH-TO-SERSOL [--narrow | --heights | --forms | --tiny]]   (needs python3-mpmath)
"""
import itertools, os, subprocess, sys, tempfile
import mpmath as mp

mp.mp.dps = 60
S = sys.argv[1] if len(sys.argv) > 1 else './sersol'
# --narrow adds widths 1e-4 .. 1e-6 (the search between the samples)
WIDTHS = ['1/10', '1/20', '1/50', '1/100', '1/300', '1/1000']
if '--narrow' in sys.argv[2:]:
    WIDTHS += ['1/10000', '1/100000', '1/1000000']
bad = ok = short = 0


FORMS = ['exp(-((t-{c})/({w}))^2)',
         'exp(-(t-{c})*(t-{c})/({w})^2)',               # t more than once
         'exp(-(t*t-2*{c}*t+{c}*{c})/({w})^2)']


def check(f, A, c, w, T, D, form=FORMS[0]):
    """One run against the closed form; counts it."""
    global bad, ok, short
    cc, TT, AA = mp.mpf(c), mp.mpf(T), mp.mpf(A)
    num, den = map(int, w.split('/'))
    ww = mp.mpf(num) / den
    truth = mp.sin(TT) + AA * ww * mp.sqrt(mp.pi) / 2 * (mp.erf((TT - cc) / ww) + mp.erf(cc / ww))
    with open(f, 'w') as fh:
        fh.write("problem ode\nunknown y\ny' = cos(t) + %s*%s\ninit y = 0\n"
                 % (A, form.format(c=c, w=w)))
    r = subprocess.run([S, 'solve', f, '--digits', str(D), '--at', T],
                       capture_output=True, text=True, timeout=600)
    v, d = r.stdout.strip().splitlines()[-1].split(',')[1:3]
    if v == 'nan' or int(d) == 0:
        short += 1
        return
    m = mp.mpf(v)
    n = len(v.split('e')[0].replace('-', '').replace('.', ''))
    unit = mp.mpf(10) ** (mp.floor(mp.log10(abs(m))) - n + 1)
    if abs(m - truth) > unit:
        bad += 1
        print('wrong: %s A=%s c=%s w=%s T=%s D=%d exit %d printed %s truth %s'
              % (form, A, c, w, T, D, r.returncode, v, mp.nstr(truth, 20)))
    else:
        ok += 1


with tempfile.TemporaryDirectory() as tmp:
    f = os.path.join(tmp, 'g.ser')
    if '--tiny' in sys.argv[2:]:
        for A, w, c, D in itertools.product(['1e-3', '1e-8', '1e-14', '1e-20', '1e-26', '1e-32'],
                                            ['1/10000000', '1/1000000000', '1/1000000000000'],
                                            ['0.7', '1.24'], [15, 30]):
            check(f, A, c, w, '2', D)
    elif '--forms' in sys.argv[2:]:
        for form, A, w, c, D in itertools.product(FORMS[1:], ['1e-3', '1e-14', '1e-35'],
                                                  ['1/10', '1/1000', '1/100000'],
                                                  ['0.7', '1.24'], [15, 30, 60]):
            check(f, A, c, w, '2', D, form)
    elif '--heights' in sys.argv[2:]:
        for A, w, c, D, T in itertools.product(['1e-3', '1e-9', '1e-14', '1e-20', '1e-35', '1e-50'],
                                               ['1/10', '1/100', '1/1000', '1/10000', '1/100000'],
                                               ['0.7', '1.24', '3.3'], [15, 30, 60], ['2', '4']):
            check(f, A, c, w, T, D)
    else:
        for c, w, T, D in itertools.product(['1', '0.7', '1.7', '2.5', '5'],
                                            WIDTHS,
                                            ['2', '4', '10'], [15, 30]):
            if mp.mpf(c) < mp.mpf(T):
                check(f, '1', c, w, T, D)
print('pulse grid: %d right, %d wrong, %d without a digit' % (ok, bad, short))
