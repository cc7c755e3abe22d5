"""The pseudo-language ``qps``: every message that came through the catalog is shown between
⟦ and ⟧, its letters accented and stretched by a third. A screen in ``qps`` with plain English
on it shows a string that bypasses the catalog; a cut-off ⟧ shows a place too narrow for a
longer translation. Placeholders (``{name}``, ``%(n)d``) and Rich markup (``[b]…[/b]``) are
kept as they are, so the message still formats and renders.
"""

from __future__ import annotations

import math
import re

OPEN, CLOSE = "⟦", "⟧"
STRETCH = "·"
# what must survive untouched: str.format fields, %-formats, Rich markup tags, escapes
_KEPT = re.compile(
    r"\{\{|\}\}|\{[^{}]*\}|%\([^)]*\)[-#0 +]*\d*(?:\.\d+)?[a-zA-Z]|%[-#0 +]*\d*[a-zA-Z%]"
    r"|\[/?[a-zA-Z@#$][^\[\]]*\]|\[/\]"
)
_ACCENTED = str.maketrans(
    "aceinouyAEINOUCY",
    "àçéîñõüýÀÉÎÑÕÜÇÝ",
)


def pseudo(message: str) -> str:
    """``message`` in the pseudo-language (see the module's doc)."""
    if not message:
        return message
    parts: list[str] = []
    shown = 0  # letters outside placeholders and markup: what the stretch is a third of
    last = 0
    for m in _KEPT.finditer(message):
        text = message[last : m.start()]
        parts += [text.translate(_ACCENTED), m.group(0)]
        shown += len(text)
        last = m.end()
    tail = message[last:]
    parts.append(tail.translate(_ACCENTED))
    shown += len(tail)
    return OPEN + "".join(parts) + STRETCH * math.ceil(shown / 3) + CLOSE


def is_pseudo(text: str) -> bool:
    """True when all of ``text`` is one pseudo-language message."""
    return text.startswith(OPEN) and text.endswith(CLOSE)


_OUTSIDE = re.compile(r"⟦[^⟦⟧\n]*⟧?|[^⟦]+")  # a cut-off message ends with its line
_INNERMOST = re.compile(r"⟦[^⟦⟧]*⟧")
_WORD = re.compile(r"[A-Za-z]{2,}(?:'[a-z]+)?")


def bypassed(screen: str, allowed: tuple[str, ...] = ()) -> list[str]:
    """The English words on a ``qps`` screen that are outside every ⟦…⟧: text that did not
    come from the catalog. ``allowed``: words that are meant to be there (player names as
    typed, the product name, key names). A ⟦ whose ⟧ was cut off by a narrow place counts as
    translated here; look for those separately."""
    while True:  # a message built from translated pieces nests: ⟦… ⟦piece⟧ …⟧
        shorter = _INNERMOST.sub(" ", screen)
        if shorter == screen:
            break
        screen = shorter
    found = []
    for m in _OUTSIDE.finditer(screen):
        if m.group(0).startswith(OPEN):
            continue
        found += [w for w in _WORD.findall(m.group(0)) if w not in allowed]
    return found
