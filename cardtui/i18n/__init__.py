"""cardtui in the players' languages (issue 28): English, Persian, Arabic, Bengali, Greek.

``from cardtui.i18n import _, ngettext`` is the one way a player-facing sentence is written,
in the rules (core, games) and in the app alike: this package loads neither Textual nor Rich,
and imports nothing else of cardtui. Right-to-left ordering (``rtl``), cell widths and
shortening (``width``) and the terminal's BiDi mode (``terminal``) are imported where used.
"""

from __future__ import annotations

from .languages import (
    ENGLISH,
    LANGUAGES,
    PSEUDO,
    current_language,
    is_rtl,
    language,
    language_from_environment,
    latin_digits,
    local_digits,
    number,
    set_latin_digits,
)
from .translate import (
    N_,
    LazyText,
    _,
    comma,
    lazy_gettext,
    ngettext,
    on_language_change,
    pgettext,
    set_language,
)

__all__ = [
    "ENGLISH",
    "LANGUAGES",
    "N_",
    "PSEUDO",
    "LazyText",
    "_",
    "comma",
    "current_language",
    "is_rtl",
    "language",
    "language_from_environment",
    "latin_digits",
    "lazy_gettext",
    "local_digits",
    "ngettext",
    "number",
    "on_language_change",
    "pgettext",
    "set_language",
    "set_latin_digits",
]
