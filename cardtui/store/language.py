"""Which language this run speaks: ``cardtui --lang CODE`` (this run only, never saved), else
the saved Language setting, else the locale (LC_ALL, LC_MESSAGES, LANG), else English.

Used before anything is shown: by the command line (so argparse's help, every command's
output and ``replay --text`` speak it) and by the app (which applies the settings again on
each change). Loads neither Textual nor Rich.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ..i18n import LANGUAGES, _, language, language_from_environment, set_language
from ..i18n import set_latin_digits as _set_latin_digits

OPTION = "--lang"


class _OneRun:
    code: str | None = None  # what --lang asked for, for this process only


one_run = _OneRun()


def check_code(code: str) -> str:
    """``code`` when cardtui speaks it (the pseudo-language too); ``ValueError`` with one
    sentence listing the codes otherwise."""
    language(code)
    return code


def take_option(argv: Sequence[str]) -> tuple[list[str], str | None]:
    """``argv`` without its ``--lang CODE`` / ``--lang=CODE`` (wherever it stands: a global
    option, also accepted after the command), and the code. ``ValueError`` for an unknown
    code or a missing one, before anything starts."""
    rest: list[str] = []
    code: str | None = None
    words = iter(argv)
    for word in words:
        if word == "--":
            rest += [word, *words]
            break
        if word == OPTION:
            code = next(words, None)
            if code is None or code.startswith("-"):
                known = ", ".join(LANGUAGES)
                raise ValueError(_("--lang needs a language code: {codes}.").format(codes=known))
        elif word.startswith(OPTION + "="):
            code = word.split("=", 1)[1]
        else:
            rest.append(word)
            continue
        check_code(code)
    return rest, code


def chosen(saved: str = "", environ: Mapping[str, str] | None = None) -> str:
    """The language by precedence: --lang, the saved setting, the locale, English."""
    if one_run.code:
        return one_run.code
    if saved in LANGUAGES:
        return saved
    return language_from_environment(environ)


def speak(saved: str = "", latin_digits: bool = False) -> str:
    """Switch to the chosen language and digits now; returns the code."""
    code = chosen(saved)
    set_language(code)
    _set_latin_digits(latin_digits)
    return code


def start(code: str | None) -> str:
    """At the start of a run (the command line): remember ``--lang`` for this run and speak
    the chosen language, with the saved settings' language and digits (a settings file that
    cannot be read is the app's to report; here it only means the defaults)."""
    one_run.code = code
    from .settings import read_settings

    try:
        saved, _notice, _broken = read_settings()
    except (OSError, ValueError):  # the language never stops a command from running
        return speak()
    return speak(saved.language, saved.latin_digits)


def arranged_by_cardtui() -> bool:
    """The setting "Right-to-left text": True when cardtui arranges the lines (the default,
    also when the settings cannot be read)."""
    from .settings import read_settings

    try:
        saved, _notice, _broken = read_settings()
    except (OSError, ValueError):
        return True
    return saved.rtl_by != "terminal"
