"""Translated rules and help pages (issue 28, item 1): each ``assets/<kind>/<lang>/<page>.md``
keeps its English page's Markdown shape, so a reader finds the same sections, lists and tables
in every language; cards and typed commands stay as the app writes them."""

from __future__ import annotations

import re

import pytest

from cardtui.resources import assets_dir
from tests.i18n.test_glossary import key, rows

ASSETS = assets_dir()
PAGES = sorted(
    (english, translated)
    for kind in ("rules", "help")
    for english in (ASSETS / kind).glob("*.md")
    for translated in (ASSETS / kind).glob(f"*/{english.name}")
)
SCREEN_TERMS = [
    "Play", "Learn to play", "Statistics", "Settings", "Saved games", "Rules", "Quit",
    "hand", "overs", "unders", "pile", "burn", "pick up", "bank", "bust", "treasure", "ring",
    "capture", "xeri", "jack", "round", "score", "undo", "hint", "coach", "review", "replay",
    'hot-seat handoff "Pass the keyboard to …"',
]  # fmt: skip


def shape(text: str) -> list[str]:
    """Headings by level, table rows by column count, list items, blockquotes (one per run)."""
    out: list[str] = []
    for line in text.splitlines():
        if line.startswith("#"):
            mark = line.split(" ")[0]
        elif line.startswith("|"):
            mark = f"|{line.count('|')}"
        elif re.match(r"\s*[-*] ", line):
            mark = "-"
        elif re.match(r"\s*\d+\. ", line):
            mark = "1."
        elif line.startswith(">"):
            mark = ">"
            if out and out[-1] == ">":
                continue
        else:
            continue
        out.append(mark)
    return out


def test_the_bengali_and_greek_pages_are_there():
    have = {f"{t.parent.parent.name}/{t.parent.name}/{t.name}" for _, t in PAGES}
    for lang in ("bn", "el"):
        for page in ("rules/zirkhaki.md", "rules/xeri.md", "rules/hidden_unders.md"):
            kind, name = page.split("/")
            assert f"{kind}/{lang}/{name}" in have
        assert f"help/{lang}/table.md" in have


@pytest.mark.parametrize(("english", "translated"), PAGES, ids=lambda p: str(p.relative_to(ASSETS)))
def test_a_translated_page_keeps_the_english_shape(english, translated):
    source = english.read_text(encoding="utf-8")
    text = translated.read_text(encoding="utf-8")
    assert shape(text) == shape(source)
    # Typed commands and cards are the same strings the app reads and prints.
    assert set(re.findall(r"`[^`]+`", text)) == set(re.findall(r"`[^`]+`", source))
    assert sorted(re.findall(r"(?:10|[2-9AJQK])[♠♥♦♣]", text)) == sorted(
        re.findall(r"(?:10|[2-9AJQK])[♠♥♦♣]", source)
    )


@pytest.mark.parametrize("code", ["bn", "el"])
def test_the_screen_terms_have_one_word_each(code):
    have = rows(code)
    assert [t for t in SCREEN_TERMS if key(t) not in have] == []
