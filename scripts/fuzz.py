#!/usr/bin/env python3
"""Randomised probes of the sersol command line (a developer check, not part
of CI): every run must end with exit status 0, 1 or 2, a message on stderr
when it is not 0, no sanitizer report, and within the time limit.

  python3 scripts/fuzz.py MODE [--runs N] [--seed S] [--sersol PATH] [--keep DIR]

MODE:
  examples    the example files with numbers, functions, names and lines
              mutated, through solve, series, radius and verify
  odes        random right-hand sides from a grammar (singular operations,
              branch points, large and small constants)
  oracle      random smooth ODEs solved to 20 digits and compared with
              mpmath's odefun (needs python3-mpmath; skipped cases counted)
  daes        random index-2/3 multibody problems (ggl, el3) with consistent
              initial values: random mass matrices and forces
  daeoracle   the same random multibody problems solved by both methods,
              msppa (index 2, seed 000) and adm (index 3, seed 004): every
              digit both print must agree (two independent algorithms)
  oscillators random perturbed oscillators x'' + alpha^2 x = epsilon f
              (smooth f) solved by the three methods phi, gfun and taylor:
              the digits they print must agree with each other and with
              mpmath's odefun (needs python3-mpmath)
  exact       random ODEs with closed-form solutions (linear systems through
              the matrix exponential, logistic, y' = sin y, Bernoulli,
              the pendulum through Jacobi's cd, a forced oscillator, a
              term starting late at t = 0 next to one that fills the
              window: y' = cos(a t) + c t^n, n up to 150) and
              the Cartesian pendulum as a ggl or el3 problem (Jacobi's sn
              and cn, any method) solved (or, half of the time when the
              closed form is in sersol's syntax, `sersol verify` against it)
              to 100 digits and compared with the closed form at 130 digits
              (needs python3-mpmath)
  series      random ODEs with closed-form solutions: `sersol series` at
              15 and 100 digits, orders up to 200, around T0 against the Taylor coefficients of the
              closed form (power-series arithmetic in mpmath at 130 digits)
  radii       random ODEs whose nearest singularity is known in closed form
              (poles, algebraic and logarithmic branch points, real or a
              complex pair; the Cartesian pendulum as ggl/el3, double poles
              at the poles of Jacobi's sn): radius, angle and exponent of `sersol radius`
              compared with the exact ones
  dense       the closed-form problems of 'exact' solved with --dense (at
              times through checkpoints, or with a kept-series budget of one
              byte) at 20-60 digits: rows picked at random against a
              solve at their printed times with 8 more digits (another step
              sequence); the printed t of a row must be the t of its values
  checkpoints checkpoints of the Lorenz orbit (with and without --dense)
              and of Petzold's oscillator with bytes, lines and values
              damaged, through --resume
  branches    y' = a sqrt(c^2 - y^2) (also written (c^2 - y^2)^(1/2),
              c cos(asin(y/c)), c sin(acos(y/c))): y = c sin(a t + phi)
              until y reaches +-c, where the square root's argument
              touches 0 and the series (of c cos(a t + phi), entire) leaves
              the principal branch; and y' = -a sqrt(y) from b^2 (a
              polynomial until y = 0); a time before that point must get its
              digits and the closed form, one after it no digit and exit 1
              (docs/ode.md §2a "Principal branches"; needs python3-mpmath)
  near        runs that stopped or refused wrongly before 2026-11-22:
              u' = 1/(b^2 + (t - c)^2), b = 1e-1 .. 1e-8 (a pair near the
              axis: all digits of the closed form, or exit 1 whose message
              leaves room for the pair, "within B of the axis", B >= b);
              y' = 1/(t + 1e-e) (+ cos t: long runs after it; steps growing
              from next to a singularity)
              and a linear system decaying by e^(-3kt/2) far out: all
              digits of the closed form (the binary of that session's
              start fails 11 of 30 runs of seed 2; needs python3-mpmath);
              y' = 1/(b^2 + t^2), b = 1e-10 .. 1e-100 (a pair perpendicular
              to the path at the start, refused before the sixth session
              of 2026-11-22): all digits of atan(t/b)/b

Use an ASan/UBSan build for the sanitizer checks, e.g. the tree that
`scripts/sanitize.sh` leaves behind on failure, or build one the same way:
  ./configure CFLAGS='-O1 -g -fsanitize=address,undefined' LDFLAGS=...
Failing inputs are kept in --keep (default: a new temporary directory) and
listed with their command.  Exit status: 1 when a run failed.
"""
import argparse, csv, glob, io, json, os, random, re, shutil, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(HERE)
EXAMPLES = sorted(glob.glob(os.path.join(TOP, 'examples', '*.ser')))
FUNCS = ['sin', 'cos', 'tan', 'exp', 'log', 'sqrt', 'atan', 'asin', 'acos', 'sinh', 'cosh', 'tanh']


def run(args, cmd, timeout, env_extra=None):
    """(status, stdout, stderr, problem or None) of one sersol run."""
    env = dict(os.environ, ASAN_OPTIONS='detect_leaks=0',
               UBSAN_OPTIONS='print_stacktrace=1:halt_on_error=1')
    env.update(env_extra or {})
    try:
        r = subprocess.run([args.sersol] + cmd, capture_output=True, timeout=timeout,
                           env=env, text=True, errors='replace')
    except subprocess.TimeoutExpired:
        return 'timeout', '', '', 'no answer within %d s' % timeout
    why = None
    if r.returncode not in (0, 1, 2):
        why = 'exit status %d' % r.returncode
    elif 'runtime error' in r.stderr or 'AddressSanitizer' in r.stderr:
        why = 'sanitizer report'
    elif r.returncode != 0 and not r.stderr.strip():
        why = 'exit status %d without a message' % r.returncode
    elif r.returncode in (0, 1) and r.stdout.strip() and cmd and cmd[0] in ('solve', 'series', 'radius', 'verify'):
        why = output_defect(r.stdout, 'json' in cmd)
    return r.returncode, r.stdout, r.stderr, why


def output_defect(out, is_json):
    """Why a table on stdout breaks DESIGN.md §5 (JSON that does not parse;
    CSV rows with another number of fields than the header), or None."""
    if is_json:
        try:
            json.loads(out)
        except ValueError as e:
            return 'stdout is not valid JSON: %s' % e
        return None
    rows = list(csv.reader(io.StringIO(out)))
    for i, row in enumerate(rows[1:], 2):
        if row and len(row) != len(rows[0]):
            return 'CSV line %d has %d fields, the header %d' % (i, len(row), len(rows[0]))
    return None


# ---- inputs -------------------------------------------------------------

def mutate_example(rng, text):
    nums = ['0', '-1', '1e300', '1e-300', '0.5', '123456789012345678901234567890', '2/0',
            '1e9', '-0', '3.', '.5', '1/3', 'pi']
    lines = text.split('\n')
    cand = [j for j, l in enumerate(lines) if l and not l.startswith('#')]
    for _ in range(rng.choice([1, 1, 1, 2])):
        k = rng.choice([0, 0, 0, 0, 1, 1, 1, 7, 7, 3, 2, 4, 5, 6])
        i = rng.choice(cand)
        L = lines[i]
        if k == 0:
            m = list(re.finditer(r'\d+(\.\d*)?', L))
            if m:
                mm = rng.choice(m)
                L = L[:mm.start()] + rng.choice(nums) + L[mm.end():]
        elif k == 1:
            m = list(re.finditer(r'\b(sin|cos|exp|log|sqrt)\b', L))
            if m:
                mm = rng.choice(m)
                L = L[:mm.start()] + rng.choice(FUNCS + ['1/']) + L[mm.end():]
        elif k == 2:
            L = ''
        elif k == 3:
            lines.insert(i, L)
        elif k == 4 and len(L) > 2:
            j = rng.randrange(len(L))
            L = L[:j] + L[j + 1:]
        elif k == 5 and len(L) > 2:
            j = rng.randrange(len(L))
            L = L[:j] + rng.choice('()[];,=*+-/^\'"x0 t') + L[j:]
        elif k == 6:
            m = list(re.finditer(r'[A-Za-z_]\w*', L))
            if m:
                mm = rng.choice(m)
                L = L[:mm.start()] + rng.choice(['t', 'x', 'theta', 'u1', 'v2', 'lambda1', 'y', 'foo']) + L[mm.end():]
        elif k == 7:
            L = L.replace('*', rng.choice(['/', '^', '+', '-']), 1)
        if i < len(lines):
            lines[i] = L
    return '\n'.join(lines)


def grammar_expr(rng, names, depth, consts, py=False):
    """A random expression in sersol syntax, and in Python/mpmath syntax."""
    r = rng.random()
    if depth <= 0 or r < 0.3:
        if rng.random() < 0.6:
            v = rng.choice(names + ['t'])
            return v, ('T' if v == 't' else 'Y[%d]' % names.index(v))
        return rng.choice(consts)
    if r < 0.5:
        f = rng.choice(FUNCS[:9] if py else FUNCS)
        a = grammar_expr(rng, names, depth - 1, consts, py)
        return '%s(%s)' % (f, a[0]), 'mp.%s(%s)' % (f, a[1])
    if r < 0.9:
        op = rng.choice(['+', '-', '*', '*', '/'])
        a = grammar_expr(rng, names, depth - 1, consts, py)
        b = grammar_expr(rng, names, depth - 1, consts, py)
        return '(%s %s %s)' % (a[0], op, b[0]), '(%s %s %s)' % (a[1], op, b[1])
    a = grammar_expr(rng, names, depth - 1, consts, py)
    e, pe = rng.choice([('2', '2'), ('3', '3'), ('-1', '-1'), ('1/2', 'mp.mpf(1)/2')])
    return '(%s)^(%s)' % (a[0], e), '((%s)**(%s))' % (a[1], pe)


CONSTS = [('1', '1'), ('2', '2'), ('1/2', 'mp.mpf(1)/2'), ('-1', '-1'), ('3/2', 'mp.mpf(3)/2'),
          ('pi', 'mp.pi'), ('1/10', 'mp.mpf(1)/10'), ('-1/3', '-mp.mpf(1)/3')]
WILD = CONSTS + [('0', '0'), ('1e-30', 'mp.mpf("1e-30")'), ('1e30', 'mp.mpf("1e30")'), ('7', '7')]


def random_ode(rng, consts, py=False):
    dim = rng.randint(1, 3)
    names = ['y%d' % (i + 1) for i in range(dim)]
    rhs = [grammar_expr(rng, names, rng.randint(1, 4 if not py else 3), consts, py) for _ in names]
    inits = [rng.choice(consts) for _ in names]
    text = '\n'.join(['problem ode', 'unknown ' + ' '.join(names)]
                     + ["%s' = %s" % (v, r[0]) for v, r in zip(names, rhs)]
                     + ['init %s = %s' % (v, i[0]) for v, i in zip(names, inits)]) + '\n'
    return text, rhs, inits


DAE_TEMPLATES = [   # constraint, u0, v0 (b: a free velocity)
    ('x^2 + y^2 - 1', '[0, 1]', '[{b}, 0]'),
    ('y - x^2', '[0, 0]', '[{b}, 0]'),
    ('x - sin(y)', '[0, 0]', '[{b}, {b}]'),
    ('x + 2*y - t', '[0, 0]', '[{b}, (1 - {b})/2]'),
    ('x*y', '[0, 1]', '[0, {b}]'),
    ('exp(x) - 1 - y', '[0, 0]', '[{b}, {b}]'),
]


SINGULAR_TOKENS = ('log', 'sqrt', 'asin', 'acos', 'tan(', '/', '^(-1)', '^(1/2)')


def random_dae(rng, smooth=False):
    """A random multibody problem; smooth: forces and mass matrix entries
    without operations that can be undefined (for the daeoracle mode)."""
    c, u0, vt = rng.choice(DAE_TEMPLATES)
    v0 = vt.format(b=rng.choice(['1', '2', '1/2', '-1', '3']))
    pos, vel = ['x', 'y'], ['vx', 'vy']
    small = [(s, s) for s in ['1', '2', '1/2', '3', '-1', '1/10', '0']]

    def e(names, d):
        while True:
            x = grammar_expr(rng, names, d, small)[0]
            if not smooth or not any(k in x.replace('atan(', 'ATAN(') for k in SINGULAR_TOKENS):
                return x
    mk = rng.random()
    if mk < 0.4:
        m11, m12, m22 = rng.choice(['1', '2', '3/2']), '0', rng.choice(['1', '2', '5'])
    elif mk < 0.8:
        m11 = '2 + ' + rng.choice(['cos(x)', 'sin(y)^2', 'x^2', '1/(1 + y^2)'])
        m12 = rng.choice(['0', 'cos(y)/2', 'x/4'])
        m22 = '2 + ' + rng.choice(['cos(y)', 'x^2', '0'])
    else:
        m11, m12, m22 = e(pos, 2), e(pos, 1), e(pos, 2)
        if smooth:      # diagonally dominant: 3 + x^2 against |m12| <= ...
            m11, m12, m22 = '3 + (%s)^2' % m11, 'cos(%s)' % m12, '3 + (%s)^2' % m22
    return '\n'.join(['problem ' + rng.choice(['ggl', 'el3']), 'position x y', 'velocity vx vy',
                      'mass = [%s, %s; %s, %s]' % (m11, m12, m12, m22),
                      'force = [%s, %s]' % (e(pos + vel, rng.randint(0, 3)), e(pos + vel, rng.randint(0, 3))),
                      'constraint = [%s]' % c, 'init u = ' + u0, 'init v = ' + v0]) + '\n'


def random_oscillator(rng):
    """A random perturbed oscillator x'' + alpha^2 x = epsilon f(t, x, x')
    with a smooth f: (text, rhs, inits) as random_ode gives them (rhs of the
    first-order system in sersol and mpmath syntax, for oracle_check)."""
    alpha = rng.choice(CONSTS[:5])
    eps = rng.choice([('1/1000', 'mp.mpf(1)/1000'), ('1/10', 'mp.mpf(1)/10'), ('1', '1'), ('0', '0')])
    small = [c for c in CONSTS if c[0] != 'pi']
    while True:
        f = grammar_expr(rng, ['x', 'xp'], rng.randint(1, 3), small, py=True)
        if not any(k in f[0].replace('atan(', 'ATAN(') for k in SINGULAR_TOKENS):
            break
    beta = rng.choice([None, alpha[0], '2*(%s)' % alpha[0], '1'])
    inits = [rng.choice(small), rng.choice(small)]
    text = '\n'.join(['problem oscillator', 'alpha = ' + alpha[0], 'epsilon = ' + eps[0],
                      'perturbation = ' + f[0]] + ([] if beta is None else ['beta = ' + beta])
                     + ['init x = ' + inits[0][0], 'init xp = ' + inits[1][0]]) + '\n'
    rhs = [('xp', 'Y[1]'), ('', '-(%s)**2*Y[0] + (%s)*(%s)' % (alpha[1], eps[1], f[1]))]
    return text, rhs, inits


def random_linear(rng, mp, small, q):
    """y' = A y with a random 2x2 or 3x3 rational A: (names, equation lines,
    A as an mpmath matrix, initial values as strings)."""
    d = rng.choice([2, 3])
    A = [[rng.choice(small + ['0']) for _ in range(d)] for _ in range(d)]
    y0 = [rng.choice(small) for _ in range(d)]
    names = ['y%d' % (i + 1) for i in range(d)]
    lines = ["%s' = %s" % (names[i], ' + '.join('(%s)*%s' % (A[i][j], names[j]) for j in range(d)))
             for i in range(d)]
    return names, lines, mp.matrix([[q(a) for a in row] for row in A]), y0


def random_exact(rng, mp):
    """A random ODE with a closed-form solution: (text, T, exact values at
    T) with mpmath at 130 digits, for the 100-digit 'exact' mode."""
    from fractions import Fraction
    mp.mp.dps = 130
    q = lambda s: mp.mpf(Fraction(s).numerator) / Fraction(s).denominator
    small = ['1', '2', '1/2', '-1', '-3/2', '3/4', '1/3', '-2/5']
    fam = rng.randrange(10)
    T = rng.choice(['1', '-1', '1/2', '2', '-3/2', '3', '7/3'])
    t = q(T)
    closed = None       # exact lines in sersol syntax, for `sersol verify`
    if fam == 0:        # y' = A y: exp(A t) y0
        names, lines, M, y0 = random_linear(rng, mp, small, q)
        d = len(names)
        ex = mp.expm(M * t) * mp.matrix([q(v) for v in y0])
        exact = [ex[i] for i in range(d)]
    elif fam == 1:      # logistic y' = r y (1 - y/K), 0 < y0 < K
        r, K = rng.choice(small), rng.choice(['1', '2', '5/2'])
        y0 = rng.choice(['1/3', '1/2', '1/10'])
        y0 = str(Fraction(y0) * Fraction(K))
        names, d = ['y'], 1
        lines = ["y' = (%s)*y*(1 - y/(%s))" % (r, K)]
        e = mp.exp(q(r) * t)
        exact = [q(K) * q(y0) * e / (q(K) + q(y0) * (e - 1))]
        closed = ['y = (%s)*(%s)*exp((%s)*t)/((%s) + (%s)*(exp((%s)*t) - 1))' % (K, y0, r, K, y0, r)]
    elif fam == 2:      # y' = sin y: y = 2 atan(e^t tan(y0/2)), 0 < y0 < pi
        y0 = rng.choice(['1', '1/2', '2', '3'])
        names, d, lines = ['y'], 1, ["y' = sin(y)"]
        exact = [2 * mp.atan(mp.exp(t) * mp.tan(q(y0) / 2))]
        closed = ['y = 2*atan(exp(t)*tan((%s)/2))' % y0]
    elif fam == 3:      # y' = y - y^3: y = y0 e^t / sqrt(1 + y0^2 (e^(2t) - 1))
        y0 = rng.choice(['1/2', '2', '-1/3', '3/2'])
        names, d, lines = ['y'], 1, ["y' = y - y^3"]
        v = q(y0)
        if v * v > 1 and t < 0:     # blows up backwards: go forward
            T, t = T.lstrip('-'), abs(t)
        exact = [v * mp.exp(t) / mp.sqrt(1 + v * v * (mp.exp(2 * t) - 1))]
        closed = ['y = (%s)*exp(t)/sqrt(1 + (%s)^2*(exp(2*t) - 1))' % (y0, y0)]
    elif fam == 4:      # y' = cos(t) y: y = y0 e^(sin t)
        y0 = rng.choice(small)
        names, d, lines = ['y'], 1, ["y' = cos(t)*y"]
        exact = [q(y0) * mp.exp(mp.sin(t))]
        closed = ['y = (%s)*exp(sin(t))' % y0]
    elif fam == 5:      # pendulum theta'' = -sin theta, theta(0) = a, theta'(0) = 0
        a = rng.choice(['1', '1/2', '2', '5/2', '3'])
        names, d = ['th', 'w'], 2
        lines = ["th' = w", "w' = -sin(th)"]
        k = mp.sin(q(a) / 2)
        cd = mp.ellipfun('cd', t, m=k * k)
        exact = [2 * mp.asin(k * cd), None]     # w: the derivative, checked by th
        y0 = [a, '0']
    elif fam == 6:      # Cartesian pendulum (ggl/el3), l = 1: theta = 2 asin(k sn(sqrt(g) t, k^2))
        g, v0, m = rng.choice(['1', '981/100', '4']), rng.choice(['1', '1/2', '3/2']), rng.choice(['1', '3'])
        kind = rng.choice(['ggl', 'el3'])
        w = mp.sqrt(q(g))
        k = q(v0) / (2 * w)
        sn = mp.ellipfun('sn', w * t, m=k * k)
        cn = mp.ellipfun('cn', w * t, m=k * k)
        th, thp = 2 * mp.asin(k * sn), 2 * k * w * cn
        exact = [mp.sin(th), mp.cos(th), mp.cos(th) * thp, -mp.sin(th) * thp,
                 q(m) * (thp ** 2 + q(g) * mp.cos(th)) / 2]
        text = '\n'.join(['problem ' + kind, 'position x y', 'velocity vx vy',
                          'mass = [%s, 0; 0, %s]' % (m, m), 'force = [0, (%s)*(%s)]' % (m, g),
                          'constraint = [x^2 + y^2 - 1]', 'init u = [0, 1]',
                          'init v = [%s, 0]' % v0]) + '\n'
        return text, T, exact, None
    elif fam == 7:      # a late-starting term next to one that fills the window:
        # y' = cos(a t) + c t^n or exp(a t) + c t^n, y(0) = 0 (both runs took
        # one step of order < n + 1 and agreed on the value without the term)
        a, c = rng.choice(['1', '1/2', '2', '-1']), rng.choice(['1', '-1/3', '5', '1/7'])
        n = rng.choice([20, 40, 50, 60, 80, 100, 120, 150])
        names, d, y0 = ['y'], 1, '0'
        tn = q(c) * t ** (n + 1) / (n + 1)
        # (an onset beyond the orders of every attempt may leave the run
        # short of the digits, exit 1: then the printed digits are checked;
        # the marker line tells the check, and verify is not used)
        if rng.random() < 0.5:
            lines = ["# late-onset", "y' = cos((%s)*t) + (%s)*t^%d" % (a, c, n)]
            exact = [mp.sin(q(a) * t) / q(a) + tn]
        else:
            lines = ["# late-onset", "y' = exp((%s)*t) + (%s)*t^%d" % (a, c, n)]
            exact = [(mp.exp(q(a) * t) - 1) / q(a) + tn]
    elif fam == 8:      # y' = c y^2 just before its pole t* = 1/(c y0): y(t*(1 - 10^-k)) = y0 10^k
        c, y0 = rng.choice(['1', '-3/2', '2/3', '5']), rng.choice(['1', '-2/5', '3', '1/7'])
        k = rng.choice([3, 6, 9, 12])
        tt = Fraction(1) / (Fraction(c) * Fraction(y0)) * (1 - Fraction(1, 10 ** k))
        T, t = str(tt), q(str(tt))
        names, d, lines = ['y'], 1, ["y' = (%s)*y^2" % c]
        exact = [q(y0) * mp.mpf(10) ** k]
        closed = ['y = (%s)/(1 - (%s)*(%s)*t)' % (y0, c, y0)]
    elif fam == 9:      # a contracting linear system far out (docs/ode.md §3): y' = A y,
        # A = [-a, b; c, -d], a > |c|, d > |b| (logarithmic max-norm < 0)
        # or y' = -a y; the values ~ e^(-a T) need relative digits
        a, dd = rng.choice(['2', '3', '5/2']), rng.choice(['2', '3', '9/4'])
        b, c = rng.choice(['1', '-1', '1/2', '-3/2']), rng.choice(['1', '-1/2', '3/2'])
        T = rng.choice(['20', '60', '150'])
        t = q(T)
        mp.mp.dps = 130 + int(2 * t)    # expm's error is relative to the slow mode
        if rng.random() < 0.5:
            names, d, lines, y0 = ['y'], 1, ["y' = -(%s)*y" % a], [rng.choice(small)]
            exact = [q(y0[0]) * mp.exp(-q(a) * t)]
            closed = ['y = (%s)*exp(-(%s)*t)' % (y0[0], a)]
        else:
            names, d = ['y1', 'y2'], 2
            lines = ["y1' = -(%s)*y1 + (%s)*y2" % (a, b), "y2' = (%s)*y1 - (%s)*y2" % (c, dd)]
            y0 = [rng.choice(small), rng.choice(small)]
            M = mp.matrix([[-q(a), q(b)], [q(c), -q(dd)]])
            ex = mp.expm(M * t) * mp.matrix([q(v) for v in y0])
            exact = [ex[0], ex[1]]
    else:               # y'' + y = cos(b t), b^2 != 1: y = (1 - 1/(1 - b^2)) cos t + cos(b t)/(1 - b^2)
        b = rng.choice(['2', '1/2', '3', '3/2'])
        names, d = ['y', 'v'], 2
        lines = ["y' = v", "v' = -y + cos((%s)*t)" % b]
        bb = q(b)
        c = 1 / (1 - bb * bb)
        exact = [(1 - c) * mp.cos(t) + c * mp.cos(bb * t), -(1 - c) * mp.sin(t) - c * bb * mp.sin(bb * t)]
        closed = ['y = (1 - 1/(1 - (%s)^2))*cos(t) + cos((%s)*t)/(1 - (%s)^2)' % (b, b, b),
                  'v = -(1 - 1/(1 - (%s)^2))*sin(t) - (%s)*sin((%s)*t)/(1 - (%s)^2)' % (b, b, b, b)]
        y0 = ['1', '0']
    if fam in (1, 2, 3, 4, 7, 8):
        y0 = [y0]
    text = '\n'.join(['problem ode', 'unknown ' + ' '.join(names)] + lines
                     + ['init %s = %s' % (n, v) for n, v in zip(names, y0)]) + '\n'
    return text, T, exact, closed


def random_branch(rng, mp):
    """y' = a sqrt(c^2 - y^2), y(0) = c s: y = c sin(a t + phi), phi = asin s,
    up to the time t* where a t + phi = +-pi/2 (forward: +, backward: -).
    Returns (text, [t1, t2], [exact y(t1), None]): t1 a fraction of the way
    to t*, t2 beyond it (where the solution stays at +-c, not analytic at t*)."""
    from fractions import Fraction
    mp.mp.dps = 80
    if rng.random() < 0.3:
        # y' = -a sqrt(y), y(0) = b^2: y = (b - a t/2)^2 until t* = 2b/a, then 0
        # (a polynomial: the controller's step is unbounded)
        a, b = rng.choice(['1', '2', '1/2', '3']), rng.choice(['1', '2', '1/3'])
        A, B = Fraction(a), Fraction(b)
        tstar = 2 * B / A
        t1 = tstar * rng.choice([Fraction(3, 10), Fraction(9, 10)])
        t2 = tstar * rng.choice([Fraction(21, 20), Fraction(13, 10), Fraction(2)])
        exact = (B - A * t1 / 2) ** 2
        text = 'problem ode\nunknown y\ny\' = -(%s)*sqrt(y)\ninit y = (%s)^2\n' % (a, b)
        return text, [str(t1), str(t2)], [mp.mpf(exact.numerator) / exact.denominator, None]
    a = rng.choice(['1', '2', '1/2', '3'])
    c = rng.choice(['1', '2', '1/3'])
    s = rng.choice(['0', '1/2', '-1/2', '3/5'])
    form = rng.randrange(4)
    rhs = ['(%s)*sqrt((%s)^2 - y^2)', '(%s)*((%s)^2 - y^2)^(1/2)',
           '(%s)*(%s)*cos(asin(y/(%s)))', '(%s)*(%s)*sin(acos(y/(%s)))'][form]
    rhs = rhs % ((a, c) if form < 2 else (a, c, c))
    A, Cc, S = (Fraction(x) for x in (a, c, s))
    phi = mp.asin(mp.mpf(S.numerator) / S.denominator)
    sign = rng.choice([1, -1])
    tstar = (sign * mp.pi / 2 - phi) / (mp.mpf(A.numerator) / A.denominator)
    r1 = rng.choice([Fraction(3, 10), Fraction(9, 10)])
    r2 = rng.choice([Fraction(21, 20), Fraction(13, 10), Fraction(2)])
    t1 = Fraction(mp.nstr(tstar * (mp.mpf(r1.numerator) / r1.denominator), 12))
    t2 = Fraction(mp.nstr(tstar * (mp.mpf(r2.numerator) / r2.denominator), 12))
    x1 = mp.mpf(t1.numerator) / t1.denominator
    exact = (mp.mpf(Cc.numerator) / Cc.denominator) * mp.sin((mp.mpf(A.numerator) / A.denominator) * x1 + phi)
    text = 'problem ode\nunknown y\ny\' = %s\ninit y = (%s)*(%s)\n' % (rhs, c, s)
    return text, [str(t1), str(t2)], [exact, None]


def random_near(rng, mp):
    """Cases that stopped or refused wrongly before 2026-11-22 (docs/ode.md):
    ('pair', b) u' = 1/(b^2 + (t - c)^2), u(0) = 0: analytic on the axis,
    u = (atan((t - c)/b) + atan(c/b))/b; ('away', 0) y' = 1/(t + e), y(0) = 0,
    from next to a singularity: y = log(1 + t/e); ('decay', 0) y1' = -(5/2)
    k y1 + k y2, y2' = (3/2) k y1 - 3 k y2, y(0) = (1, 1): y = e^(-3kt/2)
    (1, 1); ('perp', 0) y' = 1/(b^2 + t^2), y(0) = 0, poles at +-b i
    perpendicular to the path: y = atan(t/b)/b.  Returns (text, T, [exact
    values], kind, b)."""
    from fractions import Fraction
    mp.mp.dps = 150
    kind = rng.choice(['pair', 'away', 'decay', 'perp'])
    if kind == 'perp':
        e = rng.choice([10, 20, 30, 60, 100])
        T = rng.choice(['1/1000', '-1', '1', '-1/3'])
        TT = Fraction(T)
        b = mp.mpf(10) ** (-e)
        x = mp.atan(mp.mpf(TT.numerator) / TT.denominator / b) / b
        text = "problem ode\nunknown y\ny' = 1/(1e-%d + t^2)\ninit y = 0\n" % (2 * e)
        return text, T, [x], kind, 0.0
    if kind == 'pair':
        e = rng.randint(1, 8)
        c = rng.choice(['1/2', '1', '3/2'])
        T = rng.choice(['2', '3', '5/2'])
        C, TT = Fraction(c), Fraction(T)
        b = mp.mpf(10) ** (-e)
        x = (mp.atan((mp.mpf(TT.numerator) / TT.denominator - mp.mpf(C.numerator) / C.denominator) / b)
             + mp.atan((mp.mpf(C.numerator) / C.denominator) / b)) / b
        text = "problem ode\nunknown u\nu' = 1/(1e-%d + (t - %s)^2)\ninit u = 0\n" % (2 * e, c)
        return text, T, [x], kind, float(b)
    if kind == 'away':
        # (with + cos t, a long run after leaving the singularity: many
        # steps beyond the count moving_away predicted)
        e = rng.choice([10, 30, 60, 100])
        wave = rng.random() < 0.5
        T = rng.choice(['20', '50']) if wave else rng.choice(['1', '10', '1/3'])
        TT = Fraction(T)
        tt = mp.mpf(TT.numerator) / TT.denominator
        x = mp.log(1 + tt * mp.mpf(10) ** e) + (mp.sin(tt) if wave else 0)
        text = "problem ode\nunknown y\ny' = 1/(t + 1e-%d)%s\ninit y = 0\n" % (
            e, ' + cos(t)' if wave else '')
        return text, T, [x], kind, 0.0
    k = rng.choice(['1', '2', '1/2'])
    T = rng.choice(['40', '150', '-3'])
    K, TT = Fraction(k), Fraction(T)
    x = mp.exp(-mp.mpf(3) / 2 * (mp.mpf(K.numerator) / K.denominator) * (mp.mpf(TT.numerator) / TT.denominator))
    text = ("problem ode\nunknown y1 y2\ny1' = -(5/2)*(%s)*y1 + (%s)*y2\n"
            "y2' = (3/2)*(%s)*y1 - 3*(%s)*y2\ninit y1 = 1\ninit y2 = 1\n" % (k, k, k, k))
    return text, T, [x, x], kind, 0.0


def near_check(mp, out, err, status, exact, kind, b):
    """Reason or None: exit 0 with every value within one unit of its last
    place; or, for a pair only, exit 1 whose message leaves room for it
    ('(or a complex pair within B of the axis)', B >= b)."""
    import re
    if status == 0:
        return exact_check(mp, out, exact)
    if kind != 'pair' or status != 1:
        return 'exit status %d' % status
    m = re.search(r'or a complex pair within ([0-9.e+-]+) of the axis', err)
    if m is None:
        return 'stopped without leaving room for the pair 1e%+.0f off the axis' % mp.log10(b)
    if float(m.group(1)) < b:
        return 'the caveat (%s) excludes the pair %g off the axis' % (m.group(1), b)
    return None


def branch_check(mp, out, status, exact, D):
    """Reason or None: exit 1, the first row (before the branch point) with
    D digits and within one unit of its last digit of the closed form, the
    second (beyond it) with 0 digits."""
    from fractions import Fraction
    if status != 1:
        return 'exit status %d (the time beyond the branch point must fail)' % status
    rows = [l.split(',') for l in out.strip().split('\n')[1:]]
    if len(rows) != 2:
        return '%d rows' % len(rows)
    if int(rows[0][-1]) != D:
        return 'the time before the branch point has %s of %d digits' % (rows[0][-1], D)
    u = unit_distance(rows[0][1], D)
    if abs(mp.mpf(rows[0][1]) - exact[0]) > mp.mpf(u.numerator) / u.denominator:
        return 'value %s, exact %s' % (rows[0][1], mp.nstr(exact[0], D + 5))
    if rows[1][-1] != '0':
        return 'the time beyond the branch point printed %s with %s digits' % (rows[1][1], rows[1][-1])
    return None


def exact_check(mp, out, exact):
    """Reason or None: every printed value within one unit of its last
    printed place of the exact value."""
    from fractions import Fraction
    row = out.strip().split('\n')[1].split(',')
    for v, x in zip(row[1:], exact):
        if x is None:
            continue
        u = unit_distance(v, int(row[-1]))
        if abs(mp.mpf(v) - x) > mp.mpf(u.numerator) / u.denominator:
            return 'value %s, exact %s' % (v, mp.nstr(x, 110))
    return None


def dense_check(args, rng, cmd, out, status, D):
    """Reason or None: up to four dense rows (not the requested time) against
    a solve at their printed times with D + 8 digits: every value within one
    unit of its last printed digit plus one of the reference's."""
    from fractions import Fraction
    if status != 0:
        return 'exit status %d' % status
    rows = [l.split(',') for l in out.strip().split('\n')[1:]]
    T = Fraction(cmd[cmd.index('--at') + 1])
    # (the requested row prints T to D digits: its values belong to T itself)
    pick = [r for r in rows if abs(Fraction(r[0]) - T) > abs(T) / 10 ** (D - 1)]
    if not pick:
        return None     # one step: the requested time only
    pick = rng.sample(pick, min(4, len(pick)))
    ref_cmd = cmd[:2] + ['--digits', str(D + 8), '--at', ','.join(r[0] for r in pick)]
    if '--method' in cmd:
        ref_cmd += cmd[cmd.index('--method'):cmd.index('--method') + 2]
    st, ref, err, why = run(args, ref_cmd, args.timeout)
    if why is not None or st != 0:
        return 'reference run: %s' % (why or 'exit status %d' % st)
    refs = [l.split(',') for l in ref.strip().split('\n')[1:]]
    if len(refs) != len(pick):
        return 'reference: %d rows for %d times' % (len(refs), len(pick))
    for r, q in zip(pick, refs):     # (solve prints the rows in the order asked)
        for v, w in zip(r[1:-1], q[1:-1]):
            if v == 'nan' or w == 'nan':
                return 'nan at t = %s' % r[0]
            tol = unit_distance(v, int(r[-1])) + unit_distance(w, int(q[-1]))
            if abs(Fraction(v) - Fraction(w)) > tol:
                return 'dense row t = %s: %s, reference %s' % (r[0], v, w)
    return None


def ps_mul(a, b, n):
    return [sum(a[i] * b[k - i] for i in range(k + 1)) for k in range(n)]


def ps_div(a, b, n):
    c = []
    for k in range(n):
        c.append((a[k] - sum(c[i] * b[k - i] for i in range(k))) / b[0])
    return c


def ps_exp(mp, a, n):
    e = [mp.exp(a[0])]
    for k in range(1, n):
        e.append(sum(j * a[j] * e[k - j] for j in range(1, k + 1)) / k)
    return e


def ps_atan(mp, a, n):
    d = ps_div([(k + 1) * a[k + 1] for k in range(n - 1)], [1 + x for x in ps_mul(a, a, n - 1)][:1]
               + ps_mul(a, a, n - 1)[1:], n - 1)
    return [mp.atan(a[0])] + [d[k - 1] / k for k in range(1, n)]


def random_series(rng, mp):
    """A random ODE with a closed-form solution and the Taylor coefficients
    0..N of its first unknown around T0, from power-series arithmetic on the
    closed form (mpmath at 130 digits): (text, T0, N, coefficients)."""
    from fractions import Fraction
    mp.mp.dps = 160   # the power-series recurrences lose digits to cancellation at order 200
    q = lambda s: mp.mpf(Fraction(s).numerator) / Fraction(s).denominator
    small = ['1', '2', '1/2', '-1', '-3/2', '3/4', '1/3', '-2/5']
    T0 = rng.choice(['0', '1/2', '-1', '3/2', '2'])
    t0, N = q(T0), rng.choice([5, 12, 30, 100, 200])
    n = N + 1
    fam = rng.randrange(5)
    ex = lambda c: [mp.exp(c * t0) * c ** k / mp.factorial(k) for k in range(n)]   # e^(c (t0 + s))
    if fam == 0:        # y' = A y: coefficient k = A^k y(T0) / k!
        names, lines, M, y0 = random_linear(rng, mp, small, q)
        v = mp.expm(M * t0) * mp.matrix([q(x) for x in y0])
        coef = []
        for k in range(n):
            coef.append(v[0] / mp.factorial(k))
            v = M * v
    elif fam == 1:      # y' = cos(t) y: y0 exp(sin t)
        y0 = rng.choice(small)
        names, lines, y0 = ['y'], ["y' = cos(t)*y"], [y0]
        sin_s = [mp.sin(t0 + k * mp.pi / 2) / mp.factorial(k) for k in range(n)]
        coef = [q(y0[0]) * c for c in ps_exp(mp, sin_s, n)]
    elif fam == 2:      # logistic y' = r y (1 - y/K)
        r, K, y0 = rng.choice(small), rng.choice(['1', '2', '5/2']), rng.choice(['1/3', '1/2', '1/10'])
        y0 = str(Fraction(y0) * Fraction(K))
        names, lines, y0 = ['y'], ["y' = (%s)*y*(1 - y/(%s))" % (r, K)], [y0]
        e = ex(q(r))
        num = [q(K) * q(y0[0]) * c for c in e]
        den = [q(K) - q(y0[0]) + q(y0[0]) * e[0]] + [q(y0[0]) * c for c in e[1:]]
        coef = ps_div(num, den, n)
    elif fam == 3:      # y' = sin y: 2 atan(e^t tan(y0/2))
        y0 = rng.choice(['1', '1/2', '2', '3'])
        names, lines, y0 = ['y'], ["y' = sin(y)"], [y0]
        coef = [2 * c for c in ps_atan(mp, [mp.tan(q(y0[0]) / 2) * c for c in ex(mp.mpf(1))], n)]
    else:               # y'' + y = cos(b t): y = (1 - c) cos t + c cos(b t)
        b = rng.choice(['2', '1/2', '3', '3/2'])
        names, lines, y0 = ['y', 'v'], ["y' = v", "v' = -y + cos((%s)*t)" % b], ['1', '0']
        bb = q(b)
        c = 1 / (1 - bb * bb)
        coef = [((1 - c) * mp.cos(t0 + k * mp.pi / 2) + c * bb ** k * mp.cos(bb * t0 + k * mp.pi / 2))
                / mp.factorial(k) for k in range(n)]
    text = '\n'.join(['problem ode', 'unknown ' + ' '.join(names)] + lines
                     + ['init %s = %s' % (nm, v) for nm, v in zip(names, y0)]) + '\n'
    return text, T0, N, coef


def series_check(mp, out, coef, digits):
    """Reason or None: every printed coefficient of the first unknown within
    one unit of its last printed place of the exact one."""
    rows = out.strip().split('\n')[1:]
    if len(rows) != len(coef):
        return '%d coefficients printed, %d asked' % (len(rows), len(coef))
    for k, (row, x) in enumerate(zip(rows, coef)):
        v = row.split(',')[1]
        u = unit_distance(v, digits)
        if abs(mp.mpf(v) - x) > mp.mpf(u.numerator) / u.denominator:
            return 'coefficient %d: %s, exact %s' % (k, v, mp.nstr(x, 110))
    return None


def random_singular(rng, mp):
    """A random ODE whose solution's singularities are known: (text, T0, R,
    angles, exponent) with R the distance from T0 to the nearest one, angles
    the arguments of the nearest ones seen from T0 (0 or pi for a real one,
    |angle| for a conjugate pair) and exponent the leading exponent of the
    first unknown."""
    from fractions import Fraction
    mp.mp.dps = 30
    q = lambda s: mp.mpf(Fraction(s).numerator) / Fraction(s).denominator
    c = rng.choice(['1', '2', '1/2', '-1', '-3/2', '3'])
    fam = rng.randrange(11)
    if fam == 0:        # y' = c y^k: y = (y0^(1-k) - (k-1) c t)^(1/(1-k))
        k = rng.choice([2, 3, 4])
        y0 = rng.choice(['1', '2', '1/2', '3/2'])
        rhs, init = '%s*y^%d' % (c, k), y0
        sing = [q(y0) ** (1 - k) / ((k - 1) * q(c))]
        expo = mp.mpf(1) / (1 - k)
    elif fam == 1:      # y' = c (1 + y^2): y = tan(c t + atan y0)
        y0 = rng.choice(['0', '1', '-1/2', '2'])
        rhs, init = '%s*(1 + y^2)' % c, y0
        sing = [(mp.pi / 2 + n * mp.pi - mp.atan(q(y0))) / q(c) for n in range(-3, 3)]
        expo = -1
    elif fam == 2:      # y' = -2 (t - a) y^2: y = 1/((t - a)^2 + b^2), poles a +- i b
        a = rng.choice(['0', '1', '-1/2', '3/4'])
        b2 = rng.choice(['1', '1/4', '2', '9/4'])
        rhs = '-2*(t - (%s))*y^2' % a
        init = '1/((%s)^2 + %s)' % (a, b2)
        sing = [mp.mpc(q(a), mp.sqrt(q(b2)))]
        expo = -1
    elif fam == 3:      # y' = c exp(-y): y = log(exp(y0) + c t)
        y0 = rng.choice(['0', '1', '-1', '1/2'])
        rhs, init = '%s*exp(-y)' % c, y0
        sing = [-mp.exp(q(y0)) / q(c)]
        expo = 0
    elif fam == 4:      # y' = c / y: y = sqrt(y0^2 + 2 c t)
        y0 = rng.choice(['1', '2', '-1', '1/2'])
        rhs, init = '%s/y' % c, y0
        sing = [-q(y0) ** 2 / (2 * q(c))]
        expo = mp.mpf(1) / 2
    elif fam == 6:      # y = 1/(t - a) + k/(t - b): two real poles, the far one k times stronger
        a, b = rng.sample(['1', '-1', '6/5', '-11/10', '3/2', '-2'], 2)
        k = rng.choice(['1', '5', '-3', '1/2'])
        text = '\n'.join(['problem ode', 'unknown y', "y' = -1/(t - (%s))^2 - (%s)/(t - (%s))^2" % (a, k, b),
                          'init y = -1/(%s) - (%s)/(%s)' % (a, k, b)]) + '\n'
        sing = [q(a), q(b)]
        expo = -1
    elif fam == 7:      # y = 1/((t - a)^2 + c) + k/(t - b): a complex pair and a real pole
        a, c, b = rng.choice(['0', '1/2']), rng.choice(['1', '9/4']), rng.choice(['2', '-3/2', '5/4'])
        k = rng.choice(['1', '3', '-1/2'])
        text = '\n'.join(['problem ode', 'unknown y',
                          "y' = -2*(t - (%s))/((t - (%s))^2 + %s)^2 - (%s)/(t - (%s))^2" % (a, a, c, k, b),
                          'init y = 1/((%s)^2 + %s) - (%s)/(%s)' % (a, c, k, b)]) + '\n'
        sing = [mp.mpc(q(a), mp.sqrt(q(c))), q(b)]
        expo = -1
    elif fam == 8:      # Cartesian pendulum (ggl/el3): x = 2 k sn dn (sqrt(g) t), double poles
        g, v0 = rng.choice(['1', '981/100', '4']), rng.choice(['1', '1/2', '3/2'])
        w = mp.sqrt(q(g))
        m = (q(v0) / (2 * w)) ** 2
        K, Kp = mp.ellipk(m), mp.ellipk(1 - m)
        text = '\n'.join(['problem ' + rng.choice(['ggl', 'el3']), 'position x y', 'velocity vx vy',
                          'mass = [1, 0; 0, 1]', 'force = [0, %s]' % g, 'constraint = [x^2 + y^2 - 1]',
                          'init u = [0, 1]', 'init v = [%s, 0]' % v0]) + '\n'
        sing = [mp.mpc(2 * n * K, Kp) / w for n in range(-3, 4)]
        expo = -2
    elif fam == 9:      # y' = c y/(a - t)^2: y = exp(c/(a - t) + const), essential at a
        a = rng.choice(['1', '-1', '2', '-3/2', '1/2'])
        text = '\n'.join(['problem ode', 'unknown y', "y' = %s*y/((%s) - t)^2" % (c, a),
                          'init y = 1']) + '\n'
        sing = [q(a)]
        expo = None     # no exponent: none may be printed
    elif fam == 10:     # entire of infinite order: y = exp(sin(c t)/c), exp((e^(c t) - 1)/c)
        f = rng.choice(['cos', 'exp'])
        text = '\n'.join(['problem ode', 'unknown y', "y' = y*%s((%s)*t)" % (f, c), 'init y = 1']) + '\n'
        return text, rng.choice(['0', '1/2', '-1']), mp.inf, [], None
    else:               # y'' = 2 y^3 from y = 1/(a - t)
        a = rng.choice(['1', '2', '-1', '1/2', '-3/2'])
        text = '\n'.join(['problem ode', 'unknown y v', "y' = v", "v' = 2*y^3",
                          'init y = 1/(%s)' % a, 'init v = 1/(%s)^2' % a]) + '\n'
        sing = [q(a)]
        expo = -1
    if fam < 5:
        text = '\n'.join(['problem ode', 'unknown y', "y' = " + rhs, 'init y = ' + init]) + '\n'
    real = [z for z in sing if not isinstance(z, mp.mpc)]
    # expansion points reached from 0 without passing a singularity
    cands = ['0', '1/4', '-1/4', '1/2', '-1/2', '1', '-1']
    ok = [t for t in cands if all(not (min(0, q(t)) <= z <= max(0, q(t))) and abs(q(t)) < 0.6 * abs(z)
                                  for z in real)]
    T0 = rng.choice(ok)
    t0 = q(T0)
    R = min(abs(z - t0) for z in sing)
    near = [z for z in sing if abs(abs(z - t0) - R) < mp.mpf('1e-20')]
    # tan(c t) is odd: two singularities at the same distance, either may be named
    angles = [abs(mp.arg(z - t0)) if isinstance(z, mp.mpc) else (0 if z > t0 else mp.pi)
              for z in near]
    return text, T0, R, angles, expo


def radius_check(mp, out, R, angles, expo):
    """Reason or None: the first row's radius must be within twice its
    stated relative uncertainty of R, plus one unit of its last printed
    place; its angle one of the exact ones (angles) and its exponent (when
    printed) the exact one (expo None: an essential singularity, no exponent
    may be printed; R inf: an entire function, no finite radius may be
    printed)."""
    row = out.strip().split('\n')[1].split(',')
    r, a, e, unc = row[1], row[2], row[3], row[5]
    if R == mp.inf:     # an entire function: entire, or no estimate, never a finite radius
        return None if r in ('inf', 'nan') else 'radius %s (%s) for an entire function' % (r, row[4])
    tol = 2 * mp.mpf(unc) * R + mp.mpf(unit_distance(r, 15).numerator) / unit_distance(r, 15).denominator
    if abs(mp.mpf(r) - R) > tol:
        return 'radius %s, exact %s (stated uncertainty %s)' % (r, mp.nstr(R, 15), unc)
    unit = lambda v: mp.mpf(unit_distance(v, 15).numerator) / unit_distance(v, 15).denominator * (1 + mp.mpf('1e-9'))
    if a and min(abs(abs(mp.mpf(a)) - x) for x in angles) > max(mp.mpf('1e-6'), 10 * tol / R, unit(a)):
        return 'angle %s, exact %s' % (a, ' or '.join(mp.nstr(x, 15) for x in angles))
    if e and e != 'nan' and expo is None:
        return 'exponent %s printed for an essential singularity' % e
    if e and e != 'nan' and abs(mp.mpf(e) - expo) > max(mp.mpf('1e-6'), unit(e)):
        return 'exponent %s, exact %s' % (e, mp.nstr(expo, 15))
    return None


def agreement(outs):
    """Reason or None: every value printed by two of the runs (method name ->
    stdout; same column name, same row) agrees within one unit of the last
    printed place of each."""
    def table(out):
        lines = out.strip().split('\n')
        head = lines[0].split(',')
        return head, [dict(zip(head, l.split(','))) for l in lines[1:]]
    names = sorted(outs)
    tabs = {m: table(outs[m]) for m in names}
    for i, ma in enumerate(names):
        for mb in names[i + 1:]:
            (ha, ra), (hb, rb) = tabs[ma], tabs[mb]
            if len(ra) != len(rb):
                return '%s printed %d rows, %s %d' % (ma, len(ra), mb, len(rb))
            for x, y in zip(ra, rb):
                for name in ha:
                    if name in ('t', 'digits') or name not in hb:
                        continue
                    if unit_distance(x[name], int(x['digits'])) + unit_distance(y[name], int(y['digits'])) \
                            < abs(float_exact(x[name]) - float_exact(y[name])):
                        return 't = %s, %s: %s %s, %s %s' % (x['t'], name, ma, x[name], mb, y[name])
    return None


def float_exact(v):
    from fractions import Fraction
    return Fraction(v) if v not in ('', 'nan') else Fraction(0)


def unit_distance(v, digits):
    """One unit of the last printed place of v (a decimal in scientific
    notation), as a Fraction; for a printed zero 10^-digits."""
    from fractions import Fraction
    mant, _, ex = v.partition('e')
    sig = mant.replace('-', '').replace('.', '').lstrip('0')
    if not sig:
        return Fraction(1, 10 ** max(digits, 0))
    return Fraction(10) ** (int(ex or 0) - (len(mant.replace('-', '').split('.')[1]) if '.' in mant else 0))


def damage_checkpoint(rng, data):
    b = bytearray(data)
    k = rng.randrange(6)
    lines = bytes(b).split(b'\n')
    if k == 0:
        for _ in range(rng.randint(1, 5)):
            b[rng.randrange(len(b))] = rng.randrange(256)
        return bytes(b)
    if k == 1:
        return bytes(b[:rng.randrange(len(b))])
    if k == 2:
        i = rng.randrange(len(b))
        del b[i:min(len(b), i + rng.randrange(1, 200))]
        return bytes(b)
    i = rng.randrange(len(lines))
    if k == 3:
        lines.insert(i, lines[rng.randrange(len(lines))])
    elif k == 4:
        toks = lines[i].split(b' ')
        if len(toks) > 1:
            toks[rng.randrange(1, len(toks))] = rng.choice(
                [b'-1', b'0', b'999999999999999999999', b'nan', b'x', b'', b'1e400', b'-5'])
        lines[i] = b' '.join(toks)
    else:
        j = rng.randrange(len(lines))
        lines[i], lines[j] = lines[j], lines[i]
    return b'\n'.join(lines)


# ---- modes --------------------------------------------------------------

COMMANDS = [
    ['solve', '--digits', '15', '--at', '0.5'],
    ['solve', '--digits', '30', '--at', '2'],
    ['solve', '--digits', '20', '--at', '-1,1'],
    ['solve', '--digits', '20', '--at', '1', '--dense'],
    ['solve', '--digits', '20', '--at', '0.5', '--method', 'adm'],
    ['solve', '--digits', '25', '--at', '0,0.5,-0.25', '--format', 'json'],
    ['solve', '--digits', '20', '--at', '0.7', '--residuals'],
    ['series', '--order', '20', '--digits', '20'],
    ['series', '--order', '15', '--at', '-0.5', '--digits', '25'],
    ['radius', '--order', '30', '--digits', '15'],
    ['radius', '--order', '25', '--at', '0.5', '--digits', '15'],
    ['verify', '--digits', '20', '--at', '0.5'],
    ['series', '--order', '12', '--digits', '20', '--format', 'json'],
    ['radius', '--order', '30', '--digits', '15', '--format', 'json'],
    ['verify', '--digits', '20', '--at', '0.5,1', '--format', 'json'],
]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('mode', choices=['examples', 'odes', 'oracle', 'daes', 'daeoracle', 'oscillators', 'exact', 'dense', 'series', 'radii', 'checkpoints', 'branches', 'near'])
    ap.add_argument('--runs', type=int, default=200)
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--sersol', default=os.path.join(TOP, 'sersol'))
    ap.add_argument('--keep', default=None)
    ap.add_argument('--timeout', type=int, default=120)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    keep = args.keep or tempfile.mkdtemp(prefix='sersol-fuzz.')
    os.makedirs(keep, exist_ok=True)
    work = tempfile.mkdtemp(prefix='sersol-fuzz-work.')
    stats, failures, compared, skipped = {}, 0, 0, 0
    mp = None
    if args.mode in ('oracle', 'radii', 'oscillators', 'exact', 'dense', 'series', 'branches', 'near'):
        try:
            import mpmath as mp
        except ImportError:
            sys.exit('fuzz.py oracle: needs mpmath (Debian package python3-mpmath)')
    ck_data = []     # (checkpoint bytes, the options of its run)
    if args.mode == 'checkpoints':
        # the Lorenz orbit stopped in run B; with --dense, in run A's second
        # pass (driver 'step' lines) and in run B (A's ends as 'policy step')
        # and Petzold's oscillator (its own format) stopped in run B, also with --dense
        for ex, opts, stop in (('lorenz', ['--at', '2,3'], '150'),
                               ('lorenz', ['--at', '-1,2', '--dense'], '60'),
                               ('lorenz', ['--at', '-1,2', '--dense'], '130'),
                               ('petzold', ['--at', '30,10', '--method', 'phi'], '40'),
                               ('petzold', ['--at', '0.1,0.05', '--method', 'gfun', '--dense'], '60')):
            ck = os.path.join(work, '%s-%d.ck' % (ex, len(ck_data)))
            opts = [os.path.join(TOP, 'examples', ex + '.ser'), '--digits', '30'] + opts
            run(args, ['solve'] + opts + ['--checkpoint', ck, '--checkpoint-every', '20'],
                args.timeout, {'SERSOL_ODE_STOP_AFTER': stop})
            if not os.path.isfile(ck):
                shutil.rmtree(work, ignore_errors=True)
                if args.keep is None:
                    shutil.rmtree(keep, ignore_errors=True)
                sys.exit('fuzz.py checkpoints: %s wrote no checkpoint of %s' % (args.sersol, ex))
            ck_data.append((open(ck, 'rb').read(), opts))
    for it in range(args.runs):
        name = os.path.join(work, 'case-%d' % it)
        cmd = None
        if args.mode == 'examples':
            text = mutate_example(rng, open(rng.choice(EXAMPLES)).read())
            c = rng.choice(COMMANDS)
            cmd = [c[0], name + '.ser'] + c[1:]
        elif args.mode == 'odes':
            text = random_ode(rng, WILD)[0]
            c = rng.choice([x for x in COMMANDS if '--method' not in x and '--residuals' not in x])
            cmd = [c[0], name + '.ser'] + c[1:]
        elif args.mode == 'oracle':
            text, rhs, inits = random_ode(rng, CONSTS, py=True)
            T = rng.choice(['0.5', '-0.4', '1', '0.25'])
            cmd = ['solve', name + '.ser', '--digits', '20', '--at', T]
        elif args.mode == 'daes':
            text = random_dae(rng)
            c = rng.choice(COMMANDS)
            cmd = [c[0], name + '.ser'] + c[1:]
        elif args.mode == 'daeoracle':
            text = random_dae(rng, smooth=True)
            T = rng.choice(['1/2', '1', '-1/2', '0.3,1'])
            cmd = ['solve', name + '.ser', '--digits', rng.choice(['20', '60', '100']), '--at', T,
                   '--method', 'msppa']
        elif args.mode == 'oscillators':
            text, rhs, inits = random_oscillator(rng)
            T = rng.choice(['1', '1/2', '3', '2'])   # forward only (osc)
            cmd = ['solve', name + '.ser', '--digits', '20', '--at', T, '--method', 'phi']
        elif args.mode == 'exact':
            text, T, exact, closed = random_exact(rng, mp)
            # (a few digits too: at 3 digits long runs were refused at their
            # first step, and a far time took the nearer rows with it)
            cmd = ['solve', name + '.ser', '--digits', rng.choice(['2', '5', '30', '100', '120']),
                   '--at', T]
            if closed is not None and rng.random() < 0.5:    # verify against exact lines
                text += ''.join('exact %s\n' % x for x in closed)
                cmd[0] = 'verify'
            if text.startswith('problem ggl') or text.startswith('problem el3'):
                cmd += ['--method', rng.choice(['msppa', 'adm'])]
        elif args.mode == 'dense':
            text, T, exact, closed = random_exact(rng, mp)
            while '# late-onset' in text:   # (may fall short, exit 1: 'exact' covers them)
                text, T, exact, closed = random_exact(rng, mp)
            D = rng.choice([20, 40, 60])
            cmd = ['solve', name + '.ser', '--digits', str(D), '--at', T, '--dense']
            if text.startswith('problem ggl') or text.startswith('problem el3'):
                cmd += ['--method', rng.choice(['msppa', 'adm'])]
            how = rng.randrange(3)
            if how == 1:
                cmd += ['--checkpoint', name + '.ck', '--checkpoint-every', str(rng.choice([2, 5]))]
        elif args.mode == 'series':
            text, T, N, coef = random_series(rng, mp)
            sdig = rng.choice(['15', '100'])
            cmd = ['series', name + '.ser', '--order', str(N), '--digits', sdig, '--at', T]
        elif args.mode == 'branches':
            text, times, exact = random_branch(rng, mp)
            bdig = rng.choice(['10', '20', '30', '50'])
            cmd = ['solve', name + '.ser', '--digits', bdig, '--at', ','.join(times)]
        elif args.mode == 'near':
            text, T, exact, kind, b = random_near(rng, mp)
            cmd = ['solve', name + '.ser', '--digits', rng.choice(['30', '50', '100']), '--at', T]
        elif args.mode == 'radii':
            text, T0, R, angles, expo = random_singular(rng, mp)
            # essential singularities and entire functions of infinite order
            # are told apart from algebraic singularities only from about 100
            # coefficients (docs/radius.md, Combination items 0 and 1)
            orders = [30, 50, 80, 150] if expo is not None else [100, 150, 200]
            cmd = ['radius', name + '.ser', '--order', str(rng.choice(orders)),
                   '--digits', rng.choice(['15', '30']), '--at', T0]
        else:
            data, opts = rng.choice(ck_data)
            open(name, 'wb').write(damage_checkpoint(rng, data))
            cmd = ['solve'] + opts + ['--resume', name]
        if args.mode != 'checkpoints':
            open(name + '.ser', 'w').write(text)
        status, out, err, why = run(args, cmd, args.timeout,
                                    {'SERSOL_ODE_DENSE_BUDGET': '1'} if args.mode == 'dense' and how == 2 else None)
        stats[status] = stats.get(status, 0) + 1
        if why is None and args.mode == 'dense':
            why = dense_check(args, rng, cmd, out, status, D)
            compared += 1
        if why is None and args.mode == 'oracle' and status == 0:
            why, used = oracle_check(mp, out, rhs, inits, T)
            compared += used
            skipped += 1 - used
        if why is None and args.mode == 'oscillators':
            outs = {'phi': out} if status == 0 else {}
            for m in ('gfun', 'taylor'):
                st_m, out_m, err_m, why = run(args, cmd[:-1] + [m], args.timeout)
                if why is not None:
                    err = err_m
                    break
                if st_m == 0:
                    outs[m] = out_m
            if why is None and len(outs) > 1:
                why = agreement(outs)
            if why is None and outs:
                why, used = oracle_check(mp, list(outs.values())[0], rhs, inits, T)
                compared += used
                skipped += 1 - used
        if why is None and args.mode == 'exact' and cmd[0] == 'verify':
            # every row: t,name,abs_error,digits with all digits
            bad = [l for l in out.strip().split('\n')[1:] if l.split(',')[-1] != cmd[3]]
            why = ('exit status %d' % status if status != 0 else
                   'verify rows short of %s digits: %s' % (cmd[3], bad) if bad else None)
            compared += 1
        elif why is None and args.mode == 'exact':
            short_ok = status == 1 and '# late-onset' in text     # (see random_exact)
            why = exact_check(mp, out, exact) if status == 0 or short_ok else 'exit status %d' % status
            compared += 1
        if why is None and args.mode == 'series':
            why = series_check(mp, out, coef, int(sdig)) if status == 0 else 'exit status %d' % status
            compared += 1
        if why is None and args.mode == 'branches':
            why = branch_check(mp, out, status, exact, int(bdig))
            compared += 1
        if why is None and args.mode == 'near':
            why = near_check(mp, out, err, status, exact, kind, b)
            compared += 1
        if why is None and args.mode == 'radii' and status == 0:
            why = radius_check(mp, out, R, angles, expo)
            compared += 1
        if why is None and args.mode == 'daeoracle' and status == 0:
            st_b, out_b, err_b, why = run(args, cmd[:-1] + ['adm'], args.timeout)
            if why is None and st_b == 0:
                why = agreement({'msppa': out, 'adm': out_b})
                compared += 1
            elif why is not None:
                err = err_b
        if why is not None:
            failures += 1
            kept = os.path.join(keep, os.path.basename(cmd[1 if args.mode != 'checkpoints' else -1]))
            src = cmd[1] if args.mode != 'checkpoints' else name
            open(kept, 'wb').write(open(src, 'rb').read())
            print('FAIL (%s): sersol %s' % (why, ' '.join(kept if a == src else a for a in cmd)))
            print('  ' + err.strip()[-600:].replace('\n', '\n  '))
            sys.stdout.flush()
    summary = 'fuzz %s: %d runs, seed %d, exit statuses %s, %d failures' % (
        args.mode, args.runs, args.seed, dict(sorted(stats.items(), key=str)), failures)
    if args.mode in ('radii', 'daeoracle', 'exact', 'series', 'branches', 'near'):
        summary += ', %d compared' % compared
    if args.mode in ('oracle', 'oscillators'):
        summary += ', %d compared with mpmath, %d not (mpmath failed or complex)' % (compared, skipped)
    print(summary + ('' if failures == 0 else '; inputs kept in ' + keep))
    shutil.rmtree(work, ignore_errors=True)
    if failures == 0 and args.keep is None:
        shutil.rmtree(keep, ignore_errors=True)
    sys.exit(1 if failures else 0)


def mpmath_odefun(mp, rhs, inits, T, dps):
    """mpmath's odefun at T with dps digits, or None when it fails."""
    import signal
    mp.mp.dps = dps
    try:
        F = eval('lambda T, Y: [%s]' % ', '.join(r[1] for r in rhs), {'mp': mp})
        y0 = [eval(i[1], {'mp': mp}) for i in inits]

        def alarm(s, f):
            raise TimeoutError()
        signal.signal(signal.SIGALRM, alarm)
        signal.alarm(60)
        ref = mp.odefun(F, 0, y0)(mp.mpf(T))
        signal.alarm(0)
    except Exception:
        signal.alarm(0)
        return None
    return ref


def oracle_check(mp, out, rhs, inits, T):
    """(reason or None, 1 if compared else 0): every printed digit of the
    values must agree with mpmath's odefun at 35 digits to within one unit
    of the last printed place.  A disagreement is confirmed by a second
    mpmath run at 45 digits: odefun itself is sometimes wrong (y' = t/10,
    y(0) = -1 gives -1.1e18 at t = 1 with 35 digits, -0.95 with 45); when
    its two runs disagree the case is not compared."""
    row = out.strip().split('\n')[1].split(',')
    dim = len(rhs)
    ref = mpmath_odefun(mp, rhs, inits, T, 35)
    if ref is None:
        return None, 0
    reason, used = oracle_disagreement(mp, row, dim, ref)
    if reason is None:
        return None, used
    ref2 = mpmath_odefun(mp, rhs, inits, T, 45)
    mp.mp.dps = 35
    if ref2 is None:
        return None, 0
    scale = max([1] + [abs(x) for x in ref] + [abs(x) for x in ref2])
    if any(abs(r1 - r2) > mp.mpf('1e-30') * scale for r1, r2 in zip(ref, ref2)):
        return None, 0
    return reason, 1


def oracle_disagreement(mp, row, dim, ref):
    """(reason or None, 1 if compared else 0) for the printed values
    row[1..dim] against ref."""
    for v, r in zip(row[1:1 + dim], ref):
        if isinstance(r, mp.mpc):
            if abs(r.imag) > mp.mpf('1e-25'):
                return None, 0
            r = r.real
        got = mp.mpf(v)
        mant = v.split('e')[0].replace('-', '').replace('.', '').lstrip('0')
        unit = abs(got) * mp.mpf(10) ** (-(len(mant) - 1)) if got != 0 else mp.mpf(10) ** -int(row[-1])
        # mpmath's odefun at 35 digits is itself only that accurate, relative
        # to the solution's size: a printed 0e-48 cannot be checked below it
        if abs(got - r) > unit + mp.mpf('1e-30') * max([1] + [abs(x) for x in ref]):
            return 'value %s, mpmath %s' % (v, mp.nstr(r, 25)), 1
    return None, 1

if __name__ == '__main__':
    main()
