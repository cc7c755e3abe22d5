"""Every catalog is complete and safe to format (issue 28, "Show it"): each message the code
marks is translated in each language, not fuzzy, with the same placeholders and markup, and
each catalog's plural rule is CLDR's for its language."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po

import cardtui
from cardtui.i18n import LANGUAGES
from cardtui.i18n.translate import catalog_path

KEYWORDS = {
    "_": None,
    "N_": None,
    "ngettext": (1, 2),
    "pgettext": ((1, "c"), 2),
    "lazy_gettext": None,
}  # fmt: skip  (as [[tool.babel.mappings]] in pyproject.toml)
# what a translation must carry over: str.format fields, %-formats, Rich markup tags
FIELDS = re.compile(r"\{[^{}]*\}|%\([^)]*\)\w|\[/?[a-z@#][^\[\]]*\]")
TRANSLATED = [code for code in LANGUAGES if code != "en"]


@cache
def marked() -> frozenset[tuple[str | None, str]]:
    """(context, msgid) of every message the code marks for translation."""
    root = Path(cardtui.__file__).parent
    found = set()
    for _file, _line, message, _comments, context in extract_from_dir(
        root, method_map=[("**.py", "python")], keywords=KEYWORDS
    ):
        msgid = message[0] if isinstance(message, tuple) else message
        found.add((context, msgid))
    return frozenset(found)


@cache
def catalog(code: str) -> Catalog:
    with catalog_path(code).open("rb") as f:
        return read_po(f, locale=code)


def fields(text: str) -> set[str]:
    return set(FIELDS.findall(text))


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_marked_message_is_translated(code):
    cat = catalog(code)
    missing = []
    for context, msgid in sorted(marked(), key=str):
        message = cat.get(msgid, context)
        strings = () if message is None else message.string
        strings = strings if isinstance(strings, tuple) else (strings,)
        if message is None or message.fuzzy or not all(strings):
            missing.append(msgid)
    assert missing == []


@pytest.mark.parametrize("code", TRANSLATED)
def test_placeholders_and_markup_survive_translation(code):
    broken = []
    for message in list(catalog(code))[1:]:
        if not message.string:
            continue
        if isinstance(message.id, tuple):  # a plural form may drop {n} ("ورقتان": two cards)
            allowed = fields(message.id[0]) | fields(message.id[1])
            broken += [s for s in message.string if s and not fields(s) <= allowed]
        elif fields(message.string) != fields(message.id):
            broken.append(message.string)
    assert broken == []


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_plural_rule_is_the_languages(code):
    assert catalog(code).plural_forms == Catalog(locale=code).plural_forms
