"""The languages cardtui speaks, the one chosen from the locale, and numbers in each
language's own digits.

Nothing here imports Textual, Rich or Babel: the rules (core, games) translate their
sentences through this package too.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass

ENGLISH = "en"
PSEUDO = "qps"  # the pseudo-language: every message from the catalog marked (see pseudo.py)


@dataclass(frozen=True)
class Language:
    code: str
    name: str  # in its own language, as the Language setting lists it
    rtl: bool = False
    digits: str = "0123456789"
    decimal: str = "."  # the decimal separator written with those digits


LANGUAGES: dict[str, Language] = {
    "en": Language("en", "English"),
    # Persian writes its own digits (۰-۹, not the Arabic-Indic ٠-٩) and the Arabic decimal
    # separator U+066B.
    "fa": Language("fa", "فارسی", rtl=True, digits="۰۱۲۳۴۵۶۷۸۹", decimal="٫"),
    # Arabic-Indic digits: CLDR's default for "ar" (Maghreb locales use Latin; a setting does)
    "ar": Language("ar", "العربية", rtl=True, digits="٠١٢٣٤٥٦٧٨٩", decimal="٫"),
    "bn": Language("bn", "বাংলা", digits="০১২৩৪৫৬৭৮৯"),
    "el": Language("el", "Ελληνικά", decimal=","),  # Greek: Latin digits, a decimal comma
}
PSEUDO_LANGUAGE = Language(PSEUDO, "Pseudo (finds untranslated text)")

# POSIX: LC_ALL overrides everything, then LC_MESSAGES (the category for messages), then LANG.
LOCALE_VARIABLES = ("LC_ALL", "LC_MESSAGES", "LANG")


def language(code: str) -> Language:
    """The language ``code`` names (``ValueError`` with a sentence when it is none of ours)."""
    if code == PSEUDO:
        return PSEUDO_LANGUAGE
    try:
        return LANGUAGES[code]
    except KeyError:
        known = ", ".join(LANGUAGES)
        raise ValueError(f"'{code}' is not a language cardtui speaks: choose {known}.") from None


def is_rtl(code: str) -> bool:
    return language(code).rtl


def language_from_locale(value: str) -> str | None:
    """``fa_IR.UTF-8@x`` -> ``fa``; None for C/POSIX or a language we do not have."""
    tag = value.split(".")[0].split("@")[0].replace("-", "_").split("_")[0].lower()
    return tag if tag in LANGUAGES or tag == PSEUDO else None


def language_from_environment(environ: Mapping[str, str] | None = None) -> str:
    """The language the locale asks for: the first of LC_ALL, LC_MESSAGES, LANG that is set
    decides (as POSIX says, a set LC_ALL=C means English even when LANG is Persian); English
    when that one is no language we have."""
    env = os.environ if environ is None else environ
    for name in LOCALE_VARIABLES:
        value = env.get(name, "")
        if value:
            return language_from_locale(value) or ENGLISH
    return ENGLISH


class _Current:
    code: str | None = None  # None until first asked: then the locale decides


_current = _Current()


def current_language() -> str:
    if _current.code is None:
        _current.code = language_from_environment()
    return _current.code


def _set_current(code: str) -> None:  # translate.set_language is the way in
    _current.code = code


# -- digits --------------------------------------------------------------------------------------
class _Digits:
    latin = False  # the "Latin digits" setting: 0-9 in every language


_digits = _Digits()


def set_latin_digits(on: bool) -> None:
    """The setting hook: numbers in Latin digits whatever the language."""
    _digits.latin = bool(on)


def latin_digits() -> bool:
    return _digits.latin


def local_digits(text: str, code: str | None = None) -> str:
    """``text`` with its ASCII digits written in ``code``'s digits (unchanged under the Latin
    digits setting). For numbers in sentences; a card's index (``10♦``) stays as printed on
    the card, so do not pass card text through this. ``code`` defaults to the current one."""
    lang = language(code or current_language())
    if _digits.latin or lang.digits == "0123456789":
        return text
    return text.translate(str.maketrans("0123456789", lang.digits))


def number(value: int | float, code: str | None = None) -> str:
    """``value`` written for a reader of ``code`` (the current language unless given): its
    digits and decimal separator."""
    text = str(value)
    if _digits.latin:
        return text
    code = code or current_language()
    lang = language(code)
    if isinstance(value, float):
        text = text.replace(".", lang.decimal)
    return local_digits(text, code)
