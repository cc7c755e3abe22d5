"""The import graph of cardtui, read from the source: each game's folder is one room without
circles, core has none either, and the rules never import upward (design.md, "Imports flow one
way"; issue "One room per game": the spec assembles the game from its parts, no part imports the
spec back).

Every import counts: at module level, inside functions (a lazy import only hides a circle) and
under ``if TYPE_CHECKING:`` (a type-only circle is still two parts that each need the other).
"""

from __future__ import annotations

import ast
import itertools
from collections.abc import Iterable, Mapping
from pathlib import Path

import pytest

import cardtui

ROOT = Path(cardtui.__file__).parent
# What the rules (core, games) must never import: the layers above them and the terminal UI.
ABOVE_THE_RULES = (
    "cardtui.bots",
    "cardtui.store",
    "cardtui.tui",
    "cardtui.net",
    "cardtui.web",
    "cardtui.commands",
    "cardtui.cli",
    "textual",
    "rich",
)

# module -> {imported module: line of the first such import}
Graph = dict[str, dict[str, int]]


def module_name(path: Path, root: Path) -> str:
    """``cardtui/games/xeri/state.py`` -> ``cardtui.games.xeri.state`` (a package is its folder)."""
    parts = list(path.relative_to(root.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imported_names(tree: ast.AST, module: str, is_package: bool) -> Iterable[tuple[str, int]]:
    """Every dotted name ``module`` imports, relative imports resolved, anywhere in the file.

    ``from x import y`` yields both ``x.y`` and ``x``: the caller keeps ``x.y`` when it is a
    module and falls back to ``x`` otherwise (``y`` is then a name defined in ``x``).
    """
    package = module.split(".") if is_package else module.split(".")[:-1]
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name, node.lineno
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                kept = package[: len(package) - node.level + 1]
                base = ".".join([*kept, node.module] if node.module else kept)
            else:
                base = node.module or ""
            for alias in node.names:
                yield f"{base}.{alias.name}\0{base}", node.lineno


def import_graph(root: Path = ROOT) -> tuple[Graph, dict[str, list[tuple[str, int]]]]:
    """The graph among the package's own modules, and every name each module imports from
    outside the package (``textual.widgets``...), with its line."""
    files = {module_name(p, root): p for p in sorted(root.rglob("*.py"))}
    graph: Graph = {}
    outside: dict[str, list[tuple[str, int]]] = {}
    for module, path in files.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        edges: dict[str, int] = {}
        for name, line in imported_names(tree, module, path.name == "__init__.py"):
            candidates = name.split("\0")  # "x.y" first, then "x" for ``from x import y``
            target = next((own_module(c, files) for c in candidates if c in files), None)
            if target is None:
                target = own_module(candidates[-1], files)
            if target is None:
                outside.setdefault(module, []).append((candidates[-1], line))
            elif target != module:
                edges.setdefault(target, line)
        graph[module] = edges
    return graph, outside


def own_module(name: str, files: Mapping[str, Path]) -> str | None:
    """The longest prefix of ``name`` that is one of the package's modules, if any."""
    while name:
        if name in files:
            return name
        name = name.rpartition(".")[0]
    return None


def find_cycle(graph: Mapping[str, Mapping[str, int]], nodes: Iterable[str]) -> list[str] | None:
    """One import circle among ``nodes`` (edges leaving them are ignored) as ``[a, b, ..., a]``,
    or None when they have none. Depth-first, so it also finds a module importing itself."""
    inside = set(nodes)
    state: dict[str, int] = {}  # 1: on the current path, 2: done (no circle through it)
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph.get(node, {})):
            if nxt not in inside:
                continue
            if state.get(nxt) == 1:
                return [*path[path.index(nxt) :], nxt]
            if nxt not in state and (found := visit(nxt)):
                return found
        path.pop()
        state[node] = 2
        return None

    for start in sorted(inside):
        if start not in state and (found := visit(start)):
            return found
    return None


def describe_cycle(graph: Graph, cycle: list[str]) -> str:
    """``a.state -> a.spec (a/state.py:12) -> a.state (a/spec.py:40)``: each step names the
    file and line of the import to change."""
    steps = [cycle[0]]
    for a, b in itertools.pairwise(cycle):
        steps.append(f"{b} ({source_file(graph, a)}:{graph[a][b]})")
    return " -> ".join(steps)


def source_file(graph: Graph, module: str) -> str:
    is_package = any(m.startswith(module + ".") for m in graph)
    return module.replace(".", "/") + ("/__init__.py" if is_package else ".py")


def folder_modules(graph: Graph, package: str) -> list[str]:
    return [m for m in graph if m == package or m.startswith(package + ".")]


GRAPH, OUTSIDE = import_graph()
GAMES = sorted(p.name for p in (ROOT / "games").iterdir() if (p / "__init__.py").exists())


def test_the_graph_sees_the_games_and_their_imports():
    # A parser that read nothing would pass every test below: it must see real edges.
    assert GAMES == ["hidden_unders", "xeri", "zirkhaki"]
    assert "cardtui.core.protocol" in GRAPH["cardtui.games.xeri.spec"]
    assert "cardtui.games.xeri.options" in GRAPH["cardtui.games.xeri.spec"]


@pytest.mark.parametrize("game", GAMES)
def test_no_import_circle_inside_a_game_folder(game):
    package = f"cardtui.games.{game}"
    cycle = find_cycle(GRAPH, folder_modules(GRAPH, package))
    assert cycle is None, (
        f"Import circle inside cardtui/games/{game}: {describe_cycle(GRAPH, cycle)}. "
        "The spec assembles the game from its parts: pass what a part needs in, or move it to a "
        "lower module; a lazy import inside a function still counts."
    )


def test_no_import_circle_inside_core():
    cycle = find_cycle(GRAPH, folder_modules(GRAPH, "cardtui.core"))
    assert cycle is None, f"Import circle inside cardtui/core: {describe_cycle(GRAPH, cycle)}."


def test_no_game_imports_another_game():
    found = [
        f"{m} imports {t} (line {line})"
        for game in GAMES
        for m in folder_modules(GRAPH, f"cardtui.games.{game}")
        for t, line in GRAPH[m].items()
        if t.startswith("cardtui.games.") and t.split(".")[2] in GAMES and t.split(".")[2] != game
    ]
    assert found == []


def test_the_rules_never_import_upward():
    # core and games run headless in bots, the server and the arena (design.md).
    found = []
    for module in folder_modules(GRAPH, "cardtui.core") + folder_modules(GRAPH, "cardtui.games"):
        imports = [*GRAPH[module].items(), *OUTSIDE.get(module, [])]
        found += [
            f"{module} imports {target} (line {line})"
            for target, line in imports
            if any(target == up or target.startswith(up + ".") for up in ABOVE_THE_RULES)
        ]
    assert found == []


# -- the finder itself can fail ---------------------------------------------------------------


def test_find_cycle_names_a_circle_and_ignores_edges_leaving_the_folder():
    graph = {"a": {"b": 1}, "b": {"c": 2, "x": 3}, "c": {"a": 4}, "x": {"a": 5}, "d": {"a": 6}}
    assert find_cycle(graph, ["a", "b", "c", "d"]) == ["a", "b", "c", "a"]
    assert find_cycle(graph, ["a", "b", "d"]) is None  # c is outside: no circle left
    assert find_cycle({"a": {"a": 1}}, ["a"]) == ["a", "a"]
    assert find_cycle({"a": {"b": 1}, "b": {}}, ["a", "b"]) is None
    assert (
        describe_cycle(graph, ["a", "b", "c", "a"]) == "a -> b (a.py:1) -> c (b.py:2) -> a (c.py:4)"
    )
    package = {"p": {"p.x": 3}, "p.x": {"p": 7}}
    assert (
        describe_cycle(package, ["p", "p.x", "p"]) == "p -> p.x (p/__init__.py:3) -> p (p/x.py:7)"
    )


def test_the_graph_resolves_relative_lazy_and_type_only_imports(tmp_path):
    pkg = tmp_path / "pkg"
    (pkg / "game").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "game" / "__init__.py").write_text("from .spec import SPEC\n")
    (pkg / "game" / "spec.py").write_text("from . import state\nSPEC = 1\n")
    (pkg / "game" / "state.py").write_text(
        "from typing import TYPE_CHECKING\n"
        "import textual.app\n"
        "if TYPE_CHECKING:\n    from ..game.rules import R\n"
        "def bind():\n    from .spec import SPEC\n"
    )
    (pkg / "game" / "rules.py").write_text("def f():\n    from pkg.game import SPEC\n")
    graph, outside = import_graph(pkg)
    assert graph["pkg.game"] == {"pkg.game.spec": 1}
    assert graph["pkg.game.spec"] == {"pkg.game.state": 1}
    assert graph["pkg.game.state"] == {"pkg.game.rules": 4, "pkg.game.spec": 6}
    assert graph["pkg.game.rules"] == {"pkg.game": 2}  # a name from the package's __init__
    assert ("textual.app", 2) in outside["pkg.game.state"]
    cycle = find_cycle(graph, folder_modules(graph, "pkg.game"))
    assert cycle == ["pkg.game", "pkg.game.spec", "pkg.game.state", "pkg.game.rules", "pkg.game"]
