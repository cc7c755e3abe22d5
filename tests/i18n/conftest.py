"""Each test starts in English and leaves the language, the digits setting and the catalog
cache as it found them (the language is process state)."""

from __future__ import annotations

import pytest

from cardtui.i18n import languages, set_language, translate


@pytest.fixture(autouse=True)
def _language_restored():
    code, latin = languages._current.code, languages.latin_digits()
    listeners = list(translate._listeners)
    languages._set_current("en")
    yield
    languages._set_current(code)
    languages.set_latin_digits(latin)
    translate._listeners[:] = listeners
    translate.translations.cache_clear()


@pytest.fixture
def qps():
    """The pseudo-language for one test (``_language_restored`` puts English back)."""
    set_language("qps")
