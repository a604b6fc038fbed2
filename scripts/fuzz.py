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
  checkpoints a checkpoint of the Lorenz orbit with bytes, lines and values
              damaged, through --resume

Use an ASan/UBSan build for the sanitizer checks, e.g. the tree that
`scripts/sanitize.sh` leaves behind on failure, or build one the same way:
  ./configure CFLAGS='-O1 -g -fsanitize=address,undefined' LDFLAGS=...
Failing inputs are kept in --keep (default: a new temporary directory) and
listed with their command.  Exit status: 1 when a run failed.
"""
import argparse, glob, os, random, re, shutil, subprocess, sys, tempfile

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
    return r.returncode, r.stdout, r.stderr, why


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


def random_dae(rng):
    c, u0, vt = rng.choice(DAE_TEMPLATES)
    v0 = vt.format(b=rng.choice(['1', '2', '1/2', '-1', '3']))
    pos, vel = ['x', 'y'], ['vx', 'vy']
    small = [(s, s) for s in ['1', '2', '1/2', '3', '-1', '1/10', '0']]
    e = lambda names, d: grammar_expr(rng, names, d, small)[0]
    mk = rng.random()
    if mk < 0.4:
        m11, m12, m22 = rng.choice(['1', '2', '3/2']), '0', rng.choice(['1', '2', '5'])
    elif mk < 0.8:
        m11 = '2 + ' + rng.choice(['cos(x)', 'sin(y)^2', 'x^2', '1/(1 + y^2)'])
        m12 = rng.choice(['0', 'cos(y)/2', 'x/4'])
        m22 = '2 + ' + rng.choice(['cos(y)', 'x^2', '0'])
    else:
        m11, m12, m22 = e(pos, 2), e(pos, 1), e(pos, 2)
    return '\n'.join(['problem ' + rng.choice(['ggl', 'el3']), 'position x y', 'velocity vx vy',
                      'mass = [%s, %s; %s, %s]' % (m11, m12, m12, m22),
                      'force = [%s, %s]' % (e(pos + vel, rng.randint(0, 3)), e(pos + vel, rng.randint(0, 3))),
                      'constraint = [%s]' % c, 'init u = ' + u0, 'init v = ' + v0]) + '\n'


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
]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('mode', choices=['examples', 'odes', 'oracle', 'daes', 'checkpoints'])
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
    if args.mode == 'oracle':
        try:
            import mpmath as mp
        except ImportError:
            sys.exit('fuzz.py oracle: needs mpmath (Debian package python3-mpmath)')
    ck_data = None
    if args.mode == 'checkpoints':
        ck = os.path.join(work, 'lorenz.ck')
        run(args, ['solve', os.path.join(TOP, 'examples', 'lorenz.ser'), '--digits', '30', '--at', '2,3',
                   '--checkpoint', ck, '--checkpoint-every', '20'], args.timeout,
            {'SERSOL_ODE_STOP_AFTER': '150'})
        if not os.path.isfile(ck):
            shutil.rmtree(work, ignore_errors=True)
            if args.keep is None:
                shutil.rmtree(keep, ignore_errors=True)
            sys.exit('fuzz.py checkpoints: %s wrote no checkpoint of the Lorenz orbit' % args.sersol)
        ck_data = open(ck, 'rb').read()
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
        else:
            open(name, 'wb').write(damage_checkpoint(rng, ck_data))
            cmd = ['solve', os.path.join(TOP, 'examples', 'lorenz.ser'), '--digits', '30', '--at', '2,3',
                   '--resume', name]
        if args.mode != 'checkpoints':
            open(name + '.ser', 'w').write(text)
        status, out, err, why = run(args, cmd, args.timeout)
        stats[status] = stats.get(status, 0) + 1
        if why is None and args.mode == 'oracle' and status == 0:
            why, used = oracle_check(mp, out, rhs, inits, T)
            compared += used
            skipped += 1 - used
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
    if args.mode == 'oracle':
        summary += ', %d compared with mpmath, %d not (mpmath failed or complex)' % (compared, skipped)
    print(summary + ('' if failures == 0 else '; inputs kept in ' + keep))
    shutil.rmtree(work, ignore_errors=True)
    if failures == 0 and args.keep is None:
        shutil.rmtree(keep, ignore_errors=True)
    sys.exit(1 if failures else 0)


def oracle_check(mp, out, rhs, inits, T):
    """(reason or None, 1 if compared else 0): every printed digit of the
    values must agree with mpmath's odefun at 35 digits to within one unit
    of the last printed place."""
    import signal
    row = out.strip().split('\n')[1].split(',')
    dim = len(rhs)
    mp.mp.dps = 35
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
        return None, 0
    for v, r in zip(row[1:1 + dim], ref):
        if isinstance(r, mp.mpc):
            if abs(r.imag) > mp.mpf('1e-25'):
                return None, 0
            r = r.real
        got = mp.mpf(v)
        mant = v.split('e')[0].replace('-', '').replace('.', '').lstrip('0')
        unit = abs(got) * mp.mpf(10) ** (-(len(mant) - 1)) if got != 0 else mp.mpf(10) ** -int(row[-1])
        if abs(got - r) > unit:
            return 'value %s, mpmath %s' % (v, mp.nstr(r, 25)), 1
    return None, 1


if __name__ == '__main__':
    main()
