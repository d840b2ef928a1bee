"""Reads puzzlebox's zebra clue language for the outside references (`zebra-clingo.py`,
`zebra-cpsat.py`): just enough for the stored benchmark puzzles, written from the language's
description rather than from the Rust code."""
import re


def load(path):
    """(number of positions, [(attribute, [values])], [clue lines])."""
    n, attrs, clues = None, [], []
    for line in open(path, encoding="utf-8"):
        line = line.split("#")[0].strip()
        if not line:
            continue
        m = re.match(r"^(title|positions)\s*:\s*(.*)$", line)
        if m:
            if m.group(1) == "positions":
                n = int(m.group(2))
            continue
        m = re.match(r"^([^:]+):\s*(.*)$", line)
        if m and " is " not in line:
            attrs.append((m.group(1).strip(), [v.strip() for v in m.group(2).split(",")]))
            continue
        clues.append(line)
    return n, attrs, clues
