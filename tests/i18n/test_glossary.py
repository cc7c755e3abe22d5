"""One glossary per language (issue 28, item 2): every game term the app names has a native
word, written in the language's own script."""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

import pytest

import cardtui.i18n
from cardtui.games.zirkhaki.cards import SUIT_INFO
from cardtui.games.zirkhaki.rings import RING_INFO

GLOSSARY = Path(cardtui.i18n.__file__).parent / "glossary"
SCRIPT = {"fa": "ARABIC", "ar": "ARABIC", "bn": "BENGALI", "el": "GREEK"}
TERMS = [
    "Zirkhaki", "Hidden Unders", "Xeri",
    "draw", "bank", "bust", "burn", "burnt pile", "collect", "capture", "xeri", "jack",
    "Overs", "Unders", "play pile", "pick up the pile", "dealer", "talon",
]  # fmt: skip


def key(term: str) -> str:
    """A term as the glossary's first column starts it: "Mugger's ring" -> "mugger"."""
    term = re.sub(r"\s*\(.*?\)", "", term).strip().lower()
    return re.sub(r"('s)?( ring)?$", "", term)


def rows(code: str) -> dict[str, list[str]]:
    """English key -> the native cells of each table row (two-term rows give two keys)."""
    found: dict[str, list[str]] = {}
    for line in (GLOSSARY / f"{code}.md").read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if not line.startswith("|") or set(cells[0]) <= set("-"):
            continue
        for english, native in zip(cells[0::2], cells[1::2], strict=False):
            for part in english.split(" / "):
                found.setdefault(key(part), []).append(native)
    return found


def in_script(text: str, script: str) -> bool:
    return any(script in unicodedata.name(ch, "") for ch in text)


@pytest.mark.parametrize("code", sorted(SCRIPT))
def test_every_term_has_a_native_word(code):
    have = rows(code)
    wanted = [*TERMS, *(info[1] for info in SUIT_INFO), *(info[1] for info in RING_INFO)]
    missing = [t for t in wanted if key(t) not in have]
    assert missing == []
    for term in wanted:
        assert any(in_script(native, SCRIPT[code]) for native in have[key(term)]), term


def test_persian_zirkhaki_words_are_the_rules_sheets():
    have = rows("fa")
    sheet = {
        "astrolabe": "اسطرلاب", "pistol": "تپانچه", "dagger": "خنجر", "carpet": "فرش",
        "snake": "مار", "horseshoe": "نعل", "coin": "سکه", "chest": "صندوقچه",
        "key": "کلید", "map": "نقشه", "snake-charmer": "مارگیر", "mugger": "زورگیر",
        "blade": "تیغ‌زن", "wealth-lover": "مال‌دوست", "goldsmith": "زرگر",
        "map-reader": "نقشه‌خوان", "rogue": "رِند", "fortune-teller": "طالع‌بین",
    }  # fmt: skip
    assert {k: v for k, v in sheet.items() if not any(v in n for n in have[k])} == {}
