#!/usr/bin/env python3
"""Times OR-tools CP-SAT on zebra puzzles written in puzzlebox's clue language: the second
outside reference for the speed figures in docs/performance.md (next to clingo,
`zebra-clingo.py`), and another independent check that each puzzle has exactly one solution.
Written from the language's description.

    python3 -m venv /tmp/ort && /tmp/ort/bin/pip install ortools
    /tmp/ort/bin/python scripts/zebra-cpsat.py [--workers K] benches/data/zebra-12x12-*.txt

Per file: solutions found (a second solve with the first blocked, so 1 means unique), the
time to build the model, and the time of both solves (the uniqueness proof).
"""
import re
import sys
import time

from ortools.sat.python import cp_model

from zebra_text import load



def model(path):
    n, attrs, clues = load(path)
    md = cp_model.CpModel()
    names, allvars = {}, []
    for name, values in attrs:
        vs = [md.NewIntVar(1, n, f"{name}.{v}") for v in values]
        md.AddAllDifferent(vs)
        allvars += vs
        for v, value in zip(vs, values):
            names.setdefault(value.lower(), []).append(v)
            names[f"{name}.{value}".lower()] = [v]

    def ref(text):
        text = text.strip().lower()
        m = re.match(r"^position (\d+)$", text)
        if m:
            return int(m.group(1))
        (v,) = names[text]
        return v

    def eq(x, y):
        b = md.NewBoolVar("")
        md.Add(x == y).OnlyEnforceIf(b)
        md.Add(x != y).OnlyEnforceIf(b.Not())
        return b

    def dist(x, y):
        d = md.NewIntVar(0, n, "")
        md.AddAbsEquality(d, x - y)
        return d

    for clue in clues:
        m = re.match(r"^of (.+) and (.+), one is (.+) and the other is (.+)$", clue, re.I)
        if m:
            x, y, z, w = map(ref, m.groups())
            md.Add(x != y)
            b = md.NewBoolVar("")
            md.Add(x == z).OnlyEnforceIf(b)
            md.Add(y == w).OnlyEnforceIf(b)
            md.Add(x == w).OnlyEnforceIf(b.Not())
            md.Add(y == z).OnlyEnforceIf(b.Not())
            continue
        m = re.match(r"^(.+?) is either (.+) or (.+)$", clue, re.I)
        if m:
            x, y, z = map(ref, m.groups())
            md.Add(eq(x, y) + eq(x, z) == 1)
            continue
        rules = [
            (r"^(.+?) is immediately left of (.+)$", lambda x, y: md.Add(x + 1 == y)),
            (r"^(.+?) is immediately right of (.+)$", lambda x, y: md.Add(x == y + 1)),
            (r"^(.+?) is left of (.+)$", lambda x, y: md.Add(x < y)),
            (r"^(.+?) is right of (.+)$", lambda x, y: md.Add(x > y)),
            (r"^(.+?) is not next to (.+)$", lambda x, y: md.Add(dist(x, y) != 1)),
            (r"^(.+?) is next to (.+)$", lambda x, y: md.Add(dist(x, y) == 1)),
            (r"^(.+?) is not in (\d+)$", lambda x, y: md.Add(x != y)),
            (r"^(.+?) is in (\d+)$", lambda x, y: md.Add(x == y)),
            (r"^(.+?) is not (.+)$", lambda x, y: md.Add(x != y)),
            (r"^(.+?) is (.+)$", lambda x, y: md.Add(x == y)),
        ]
        m = re.match(r"^(.+?) is (\d+) (away from|after|before) (.+)$", clue, re.I)
        if m:
            x, d, kind, y = ref(m.group(1)), int(m.group(2)), m.group(3), ref(m.group(4))
            if kind == "away from":
                md.Add(dist(x, y) == d)
            elif kind == "after":
                md.Add(x - y == d)
            else:
                md.Add(y - x == d)
            continue
        for pattern, add in rules:
            m = re.match(pattern, clue, re.I)
            if m:
                a, b = m.group(1), m.group(2)
                add(ref(a), int(b) if b.isdigit() else ref(b))
                break
        else:
            raise SystemExit(f"{path}: cannot read clue {clue!r}")
    return md, allvars


def main():
    args = sys.argv[1:]
    workers = 0
    if args[:1] == ["--workers"]:
        workers, args = int(args[1]), args[2:]
    for path in args:
        start = time.time()
        md, xs = model(path)
        built = time.time() - start
        solver = cp_model.CpSolver()
        if workers:
            solver.parameters.num_workers = workers
        start = time.time()
        found = 0
        if solver.Solve(md) in (cp_model.OPTIMAL, cp_model.FEASIBLE):
            found = 1
            sol = [solver.Value(x) for x in xs]
            diff = [md.NewBoolVar("") for _ in xs]
            for b, x, v in zip(diff, xs, sol):
                md.Add(x != v).OnlyEnforceIf(b)
                md.Add(x == v).OnlyEnforceIf(b.Not())
            md.AddBoolOr(diff)
            if solver.Solve(md) in (cp_model.OPTIMAL, cp_model.FEASIBLE):
                found = 2
        print(f"{path}: solutions {found}, build {built * 1e3:.0f} ms, "
              f"solve {(time.time() - start) * 1e3:.0f} ms")


if __name__ == "__main__":
    main()
