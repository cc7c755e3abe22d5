"""The i18n package sits under the rules: core and games may import it, so it imports
nothing else of cardtui (and never Textual or Rich)."""

from __future__ import annotations

import ast
from pathlib import Path

import cardtui.i18n


def test_i18n_imports_nothing_else_of_cardtui_nor_textual_or_rich():
    root = Path(cardtui.i18n.__file__).parent
    found = []
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                names = [("." * node.level) + (node.module or "")]
            elif isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            else:
                continue
            for name in names:
                outside = name.startswith("..") or name.startswith("cardtui")
                if outside or name.split(".")[0] in ("textual", "rich"):
                    found.append(f"{path.name}: {name}")
    assert found == []
