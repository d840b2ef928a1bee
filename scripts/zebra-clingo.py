#!/usr/bin/env python3
"""Times clingo on zebra puzzles written in puzzlebox's clue language: an outside reference
for the speed figures in docs/performance.md, and an independent check that each puzzle has exactly
one solution (it is written from the language's description, not from the Rust code).

    python3 -m venv /tmp/clingo && /tmp/clingo/bin/pip install clingo
    /tmp/clingo/bin/python scripts/zebra-clingo.py benches/data/zebra-12x12-*.txt

Prints, per file, the number of models found (asking for two, so 1 means unique), grounding
and total time, and clingo's choices and conflicts.
"""
import re
import sys
import time

import clingo

from zebra_text import load


def negate(cmp):
    """The negation of a comparison such as X+1=Y or |X-Y|!=1."""
    for a, b in [("!=", "="), ("<", ">="), (">", "<=")]:
        if a in cmp:
            return cmp.replace(a, b)
    return cmp.replace("=", "!=")


def program(path):
    n, attrs, clues = load(path)
    names = {}
    for a, (name, values) in enumerate(attrs):
        for v, value in enumerate(values):
            names.setdefault(value.lower(), []).append((a, v))
            names[f"{name}.{value}".lower()] = [(a, v)]

    def ref(text):
        text = text.strip().lower()
        m = re.match(r"^position (\d+)$", text)
        if m:
            return ("pos", int(m.group(1)))
        ((a, v),) = names[text]
        return ("item", a, v)

    def at(t, var):
        """The term is at position var (an atom or a comparison)."""
        return f"at({t[1]},{t[2]},{var})" if t[0] == "item" else f"{var}={t[1]}"

    def not_at(t, var):
        return f"not at({t[1]},{t[2]},{var})" if t[0] == "item" else f"{var}!={t[1]}"

    rules = [f"pos(1..{n})."]
    for a, (_, values) in enumerate(attrs):
        rules += [f"item({a},{v})." for v in range(len(values))]
    rules.append("1 { at(A,V,P) : pos(P) } 1 :- item(A,V).")
    rules.append("1 { at(A,V,P) : item(A,V) } 1 :- pos(P), item(A,_).")

    def relation(x, y, cmp):
        """pos(x) = X and pos(y) = Y must satisfy cmp."""
        rules.append(f":- {at(x, 'X')}, {at(y, 'Y')}, pos(X), pos(Y), {negate(cmp)}.")

    patterns = [
        (r"^(.+?) is immediately left of (.+)$", "X+1=Y"),
        (r"^(.+?) is immediately right of (.+)$", "X=Y+1"),
        (r"^(.+?) is left of (.+)$", "X<Y"),
        (r"^(.+?) is right of (.+)$", "X>Y"),
        (r"^(.+?) is not next to (.+)$", "|X-Y|!=1"),
        (r"^(.+?) is next to (.+)$", "|X-Y|=1"),
        (r"^(.+?) is (\d+) away from (.+)$", "|X-Y|={d}"),
        (r"^(.+?) is (\d+) after (.+)$", "X-Y={d}"),
        (r"^(.+?) is (\d+) before (.+)$", "Y-X={d}"),
        (r"^(.+?) is not in (\d+)$", "X!=Y"),
        (r"^(.+?) is in (\d+)$", "X=Y"),
        (r"^(.+?) is not (.+)$", "X!=Y"),
        (r"^(.+?) is (.+)$", "X=Y"),
    ]
    for clue in clues:
        m = re.match(r"^of (.+) and (.+), one is (.+) and the other is (.+)$", clue, re.I)
        if m:
            x, y, z, w = map(ref, m.groups())
            relation(x, y, "X!=Y")
            for t, (u, v) in [(x, (z, w)), (y, (z, w)), (z, (x, y)), (w, (x, y))]:
                rules.append(f":- {at(t, 'A')}, pos(A), {not_at(u, 'A')}, {not_at(v, 'A')}.")
            continue
        m = re.match(r"^(.+?) is either (.+) or (.+)$", clue, re.I)
        if m:
            x, y, z = map(ref, m.groups())
            rules.append(f":- {at(x, 'A')}, pos(A), {not_at(y, 'A')}, {not_at(z, 'A')}.")
            rules.append(f":- {at(x, 'A')}, {at(y, 'A')}, {at(z, 'A')}, pos(A).")
            continue
        for pattern, cmp in patterns:
            m = re.match(pattern, clue, re.I)
            if not m:
                continue
            if "{d}" in cmp:
                x, d, y = ref(m.group(1)), m.group(2), ref(m.group(3))
                cmp = cmp.replace("{d}", d)
            elif " in " in pattern:
                x, y = ref(m.group(1)), ("pos", int(m.group(2)))
            else:
                x, y = ref(m.group(1)), ref(m.group(2))
            relation(x, y, cmp)
            break
        else:
            raise SystemExit(f"{path}: cannot read clue {clue!r}")
    return "\n".join(rules)


def main():
    for path in sys.argv[1:]:
        ctl = clingo.Control(["2"])
        ctl.add("base", [], program(path))
        start = time.time()
        ctl.ground([("base", [])])
        grounded = time.time() - start
        models = 0
        with ctl.solve(yield_=True) as handle:
            for _ in handle:
                models += 1
        solvers = ctl.statistics["solving"]["solvers"]
        print(
            f"{path}: models {models}, ground {grounded * 1e3:.0f} ms, "
            f"total {(time.time() - start) * 1e3:.0f} ms, "
            f"choices {solvers['choices']:.0f}, conflicts {solvers['conflicts']:.0f}"
        )


if __name__ == "__main__":
    main()
