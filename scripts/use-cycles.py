#!/usr/bin/env python3
"""Finds import circles between the files of one Rust module folder.

    scripts/use-cycles.py src/zebra/explain

An edge A -> B is A naming a sibling B: `super::B` in a child file, `B::` in mod.rs (a
child naming `super::x` for an item of mod.rs itself is an edge to mod.rs); `#[cfg(test)]`
modules at the ends of files are left out. Prints each
circle found and exits 1 if there is one, 0 if there is none."""
import pathlib
import re
import sys


def edges(folder):
    files = {p.stem: p for p in folder.glob("*.rs")}
    graph = {name: set() for name in files}
    for name, path in files.items():
        text = re.sub(r"//[^\n]*", "", path.read_text(encoding="utf-8"))
        # Test modules (at the end of a file) and visibility are no edges of the code.
        text = text.split("#[cfg(test)]")[0]
        text = re.sub(r"pub\(super\)", "", text)
        if name == "mod":
            for m in re.finditer(r"(?<![\w:])(\w+)::", text):
                if m.group(1) in files and m.group(1) != "mod":
                    graph[name].add(m.group(1))
            continue
        # `super::super::` leaves the folder; `super::{a, b::c}` lists several.
        text = re.sub(r"super::super::", "", text)
        for m in re.finditer(r"super::(\{[^}]*\}|\w+)", text):
            target = m.group(1)
            names = re.findall(r"(\w+)(::)?", target.strip("{}")) if target.startswith("{") else [(target, "::")]
            for n, sep in names:
                if n in files and n != name:
                    graph[name].add(n)
                elif n not in ("self",) and n not in files:
                    graph[name].add("mod")
    for k in graph:
        graph[k].discard(k)
    return graph


def cycles(graph):
    """Each strongly connected component of more than one file (Tarjan)."""
    index, low, stack, on, out = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def main():
    folder = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "src/zebra/explain")
    graph = edges(folder)
    found = cycles(graph)
    for comp in found:
        inner = [f"{a} -> {b}" for a in comp for b in sorted(graph[a]) if b in comp]
        print(f"{folder}: import circle among {', '.join(comp)} ({'; '.join(inner)})")
    if not found:
        print(f"{folder}: no import circle")
    sys.exit(1 if found else 0)


main()
