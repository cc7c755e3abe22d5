"""The one translation function, its plural and lazy forms, and the current language.

The catalogs are gettext ``.po`` files under ``cardtui/i18n/locale/<lang>/LC_MESSAGES/``,
read with Babel when a language is first used and kept for the process: ``pip install -e .``
is the only set-up step (no compile command, no build hook, nothing generated in the tree),
and an editable checkout sees an edited ``.po`` on its next start. Babel is imported only
then, so English costs nothing. Plural rules come from each ``.po`` header (Arabic's six
forms included), evaluated by the standard library's gettext.

The language is process state, switched at run time (Settings -> Language applies at once):
``set_language`` and the listeners ``on_language_change`` registers. Rules-side code may
import this module (it loads neither Textual nor Rich).
"""

from __future__ import annotations

import functools
import gettext as _gettext
import io
from collections.abc import Callable
from pathlib import Path

from .languages import ENGLISH, PSEUDO, _current, _set_current, current_language, language
from .pseudo import pseudo

DOMAIN = "cardtui"
LOCALE_DIR = Path(__file__).parent / "locale"


_listeners: list[Callable[[str], None]] = []  # told of each change of language


def set_language(code: str) -> None:
    """Speak ``code`` from now on (``ValueError`` with a sentence for an unknown one, and
    nothing changes); the listeners hear of it so the screens can redraw."""
    language(code)  # refuses an unknown code before anything changes
    if code not in (PSEUDO, ENGLISH):
        translations(code)  # a broken catalog refuses here, not mid-screen
    changed = code != _current.code
    _set_current(code)
    if changed:
        for listener in list(_listeners):
            listener(code)


def on_language_change(listener: Callable[[str], None]) -> Callable[[], None]:
    """Call ``listener(code)`` after each change of language; returns the way to stop."""
    _listeners.append(listener)
    return lambda: _listeners.remove(listener) if listener in _listeners else None


def catalog_path(code: str, locale_dir: Path | None = None) -> Path:
    return (locale_dir or LOCALE_DIR) / code / "LC_MESSAGES" / f"{DOMAIN}.po"


@functools.cache
def translations(code: str, locale_dir: Path | None = None) -> _gettext.GNUTranslations:
    """``code``'s catalog: the ``.po`` read by Babel, compiled in memory to the ``.mo`` the
    standard library reads. Untranslated and fuzzy messages stay English (no empty text)."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with catalog_path(code, locale_dir).open("rb") as f:
        catalog = read_po(f, locale=code, domain=DOMAIN)
    for message in list(catalog)[1:]:
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        if not all(strings):  # Babel keeps a plural with one form missing; gettext would not
            catalog.delete(message.id, message.context)
    buffer = io.BytesIO()
    write_mo(buffer, catalog, use_fuzzy=False)
    buffer.seek(0)
    return _gettext.GNUTranslations(buffer)


def _(message: str) -> str:
    """``message`` in the current language (English when the catalog has no translation).
    A ``lazy_gettext`` text is taken as its message, so ``_(label)`` works for either way of
    marking a constant."""
    if message.__class__ is LazyText:
        message = message.message  # type: ignore[attr-defined]
    code = current_language()
    if code == ENGLISH:
        return message
    if code == PSEUDO:
        return pseudo(message)
    return translations(code).gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of ``singular``/``plural`` for ``n`` in the current language: its own plural
    rule (Arabic: zero, one, two, few, many, other). Format the number in afterwards."""
    code = current_language()
    if code == ENGLISH:
        return singular if n == 1 else plural
    if code == PSEUDO:
        return pseudo(singular if n == 1 else plural)
    return translations(code).ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` where English uses one word for two things ("Draw" the button, "draw"
    the noun): ``context`` tells the translator which."""
    code = current_language()
    if code == ENGLISH:
        return message
    if code == PSEUDO:
        return pseudo(message)
    return translations(code).pgettext(context, message)


def comma() -> str:
    """What separates the items of a list in a sentence ("5♠, 7♦"): Persian and Arabic
    write "، "."""
    # Translators: between the items of a list in a sentence ("5♠, 7♦, J♣"); keep the space
    return pgettext("list separator", ", ")


class LazyText:
    """A message translated each time it is shown, for module-level constants (a table of
    labels built at import would otherwise keep the language of the moment it was built)."""

    __slots__ = ("message",)

    def __init__(self, message: str) -> None:
        self.message = message

    def __str__(self) -> str:
        return _(self.message)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def format(self, *args: object, **kwargs: object) -> str:
        return str(self).format(*args, **kwargs)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, LazyText):
            return self.message == other.message
        return str(self) == other

    def __hash__(self) -> int:
        return hash(self.message)

    def __repr__(self) -> str:
        return f"lazy_gettext({self.message!r})"


def lazy_gettext(message: str) -> LazyText:
    """``message`` marked for the catalog, translated when it is turned into text."""
    return LazyText(message)


def N_(message: str) -> str:
    """``message`` unchanged, marked for the catalog: for text that must stay a plain ``str``
    where it is written (a Textual ``Binding``'s description) and is translated with ``_``
    where it is shown."""
    return message
