#!/usr/bin/env python3
"""Writes a large zebra puzzle whose clues state its answer directly, for timing
`puzzlebox zebra --explain` on inputs that need no reasoning but have many facts to cite.

    scripts/zebra-stated.py N [positions|linked] [SEED] > puzzle.txt

N attributes of N values on N positions (N <= 64), the solution a shuffle per attribute.
`positions`: every value is stated by position (`a3_v7 is in 12`). `linked`: only the first
attribute's values are stated by position; every other value is stated to be the first
attribute's value in its position (`a3_v7 is a1_v4`)."""
import random
import sys


def main():
    n = int(sys.argv[1])
    kind = sys.argv[2] if len(sys.argv) > 2 else "positions"
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    if not 2 <= n <= 64 or kind not in ("positions", "linked"):
        sys.exit(__doc__)
    rng = random.Random(seed)
    # where[a][v]: the position (0-based) of value v of attribute a.
    where = []
    for _ in range(n):
        p = list(range(n))
        rng.shuffle(p)
        where.append(p)
    first_at = {p: v for v, p in enumerate(where[0])}
    out = [f"title: {n}x{n}, every value stated ({kind})", f"positions: {n}"]
    for a in range(n):
        out.append(f"a{a + 1}: " + ", ".join(f"a{a + 1}_v{v + 1}" for v in range(n)))
    out.append("")
    for a in range(n):
        for v in range(n):
            if kind == "positions" or a == 0:
                out.append(f"a{a + 1}_v{v + 1} is in {where[a][v] + 1}")
            else:
                out.append(f"a{a + 1}_v{v + 1} is a1_v{first_at[where[a][v]] + 1}")
    print("\n".join(out))


main()
