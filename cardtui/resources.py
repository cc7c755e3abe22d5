"""Where the shipped assets (rules pages, themes) are, installed or in a checkout.

Rules and help pages are per language: ``assets/rules/<lang>/<game>.md`` and
``assets/help/<lang>/<name>.md``, with the English page one folder up (``assets/rules/<game>.md``)
serving every language that has no translation yet. In the pseudo-language the English page comes
back with each prose line marked (see ``pseudo_markdown``), so a sweep tells a translated page from
an English one that slipped through.
"""

from __future__ import annotations

import re
from pathlib import Path

from .i18n import ENGLISH, PSEUDO, current_language
from .i18n.pseudo import pseudo

_PACKAGE = Path(__file__).resolve().parent
# A wheel carries assets/ inside the package; an editable install or a checkout has it beside.
_CANDIDATES = (_PACKAGE / "assets", _PACKAGE.parent / "assets")


def assets_dir() -> Path:
    for path in _CANDIDATES:
        if path.is_dir():
            return path
    raise FileNotFoundError("cardtui's assets folder is missing; reinstall cardtui.")


def page_path(kind: str, name: str, lang: str | None = None) -> Path:
    """The page ``assets/<kind>/<lang>/<name>.md`` in ``lang`` (default: the current language),
    or the English one when that language has none."""
    lang = lang or current_language()
    base = assets_dir() / kind
    if lang not in (ENGLISH, PSEUDO):
        translated = base / lang / f"{name}.md"
        if translated.is_file():
            return translated
    return base / f"{name}.md"


def _localized(text: str, lang: str | None) -> str:
    return pseudo_markdown(text) if (lang or current_language()) == PSEUDO else text


def rules_text(game: str, lang: str | None = None) -> str:
    """The player-friendly rules page of a game (Markdown), in the current language."""
    path = page_path("rules", game, lang)
    if not path.is_file():
        raise FileNotFoundError(f"No rules page for {game} at {path}.")
    return _localized(path.read_text(encoding="utf-8"), lang)


def help_text(name: str, lang: str | None = None) -> str:
    """A help page shared by every game (``assets/help/<name>.md``) in the current language,
    or "" when missing."""
    try:
        text = page_path("help", name, lang).read_text(encoding="utf-8")
    except OSError:
        return ""
    return _localized(text, lang)


# -- the pseudo-language ------------------------------------------------------------------------

# What starts a line and is Markdown, not prose: indentation, heading #s, quote marks, list
# markers ("- ", "1. ").
_PREFIX = re.compile(r"^(\s*(?:#{1,6}\s+|>\s*)*(?:[-*+]\s+|\d+[.)]\s+)?)")
# What inside a line must stay as written: code spans (typed moves, card codes) and link targets.
_KEEP = re.compile(r"`[^`]*`|\]\([^)]*\)")
_TABLE_RULE = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")
_SLOT = "\ue000{}\ue001"  # private-use marks: pseudo() accents none of their characters


def _pseudo_prose(text: str) -> str:
    """``text`` as one pseudo message, its code spans and link targets untouched."""
    if not text.strip():
        return text
    kept: list[str] = []

    def slot(m: re.Match[str]) -> str:
        kept.append(m.group(0))
        return _SLOT.format(len(kept) - 1)

    marked = pseudo(_KEEP.sub(slot, text))
    return re.sub("\ue000(\\d+)\ue001", lambda m: kept[int(m.group(1))], marked)


def _pseudo_line(line: str) -> str:
    if not line.strip() or _TABLE_RULE.match(line):
        return line
    if line.lstrip().startswith("|"):
        cells = line.split("|")  # a table row: each cell its own message, the pipes kept
        inner = [
            c if not c.strip() else c[: len(c) - len(c.lstrip())] + _pseudo_prose(c.strip()) + " "
            for c in cells[1:-1]
        ]
        return "|".join([cells[0], *inner, cells[-1]])
    prefix = _PREFIX.match(line).group(1)
    return prefix + _pseudo_prose(line[len(prefix) :])


def pseudo_markdown(text: str) -> str:
    """A Markdown page in the pseudo-language: every prose line (and table cell) marked as one
    message, with heading #s, list markers, table pipes, code spans and link targets kept."""
    out, fenced = [], False
    for line in text.split("\n"):
        if line.lstrip().startswith("```"):
            fenced = not fenced
            out.append(line)
            continue
        out.append(line if fenced else _pseudo_line(line))
    return "\n".join(out)
