"""The rules run headless: importing core and games loads neither Textual nor Rich."""

import subprocess
import sys


def printed_by(code: str) -> str:
    """What ``code`` prints in a fresh interpreter (imports cached here would hide its own)."""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return out.stdout.strip()


def test_core_and_games_do_not_load_textual_or_rich():
    code = (
        "import sys\n"
        "import cardtui.core, cardtui.games, cardtui.bots\n"
        "for name in cardtui.games.all():\n"
        "    cardtui.games.get(name)\n"
        "loaded = sorted(m for m in sys.modules if m.split('.')[0] in ('textual', 'rich'))\n"
        "print(','.join(loaded))\n"
    )
    assert printed_by(code) == ""


def test_games_never_import_the_bots():
    # design.md: imports flow tui -> bots -> games -> core. The games' tuning benches use the
    # arena, so they live under cardtui/bots/tuning.
    import ast
    from pathlib import Path

    import cardtui

    root = Path(cardtui.__file__).parent
    found = []
    for path in sorted((root / "games").rglob("*.py")) + sorted((root / "core").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                target = "." * node.level + (node.module or "")
                parts = path.relative_to(root).parts[:-1]
                if node.level:
                    base = list(parts[: len(parts) - node.level + 1])
                    target = ".".join(["cardtui", *base, *filter(None, [node.module])])
                if target.startswith(("cardtui.bots", "cardtui.tui")):
                    found.append(f"{path.relative_to(root)}: {target}")
            elif isinstance(node, ast.Import):
                found += [
                    f"{path.relative_to(root)}: {a.name}"
                    for a in node.names
                    if a.name.startswith(("cardtui.bots", "cardtui.tui"))
                ]
    assert found == []


def test_the_menu_loads_no_search_no_table_and_no_file_lock_before_its_first_frame():
    # The menu's first frame waits for every import of the modules that draw it: locks,
    # match ids, the search, the tables and the statistics' SQLite load when a match (or a
    # counted round) needs them.
    code = (
        "import sys\n"
        "import cardtui.cli, cardtui.tui.app, cardtui.tui.screens.menu\n"
        "heavy = ('filelock', 'secrets', 'multiprocessing', 'cardtui.bots', 'cardtui.net',\n"
        "         'cardtui.tui.screens.table', 'cardtui.tui.conductor', 'sqlite3',\n"
        "         'cardtui.store.stats')\n"
        "print(','.join(sorted(m for m in sys.modules if m.startswith(heavy))))\n"
    )
    assert printed_by(code) == ""
