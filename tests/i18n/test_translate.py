"""The translation function (issue 28): catalogs, plurals, lazy text, the language as process
state, the locale default, digits, and the pseudo-language."""

from __future__ import annotations

import subprocess
import sys

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import write_po

from cardtui.i18n import (
    LANGUAGES,
    _,
    current_language,
    language_from_environment,
    lazy_gettext,
    local_digits,
    ngettext,
    number,
    on_language_change,
    pgettext,
    set_language,
    set_latin_digits,
    translate,
)
from cardtui.i18n.pseudo import is_pseudo, pseudo

AR_CARDS = ("لا أوراق", "ورقة واحدة", "ورقتان", "{n} أوراق", "{n} ورقة", "{n} ورقة")


@pytest.fixture
def test_catalogs(tmp_path, monkeypatch):
    """Arabic and Persian catalogs with one plain, one plural and one context message, one
    untranslated and one fuzzy: the app reads them as it reads the shipped ones."""
    for code in ("ar", "fa"):
        cat = Catalog(locale=code, domain="cardtui")
        cat.add("Draw", {"ar": "اسحب", "fa": "رو کن"}[code])
        forms = AR_CARDS if code == "ar" else ("{n} کارت", "{n} کارت")
        cat.add(("{n} card", "{n} cards"), forms)
        cat.add("draw", {"ar": "السحب", "fa": "رو کردن"}[code], context="noun")
        cat.add("Bank", "")
        cat.add("Pile", "كومة", flags=["fuzzy"])
        cat.add(("{n} point", "{n} points"), ("", ""))
        folder = tmp_path / code / "LC_MESSAGES"
        folder.mkdir(parents=True)
        with (folder / "cardtui.po").open("wb") as f:
            write_po(f, cat)
    monkeypatch.setattr(translate, "LOCALE_DIR", tmp_path)
    translate.translations.cache_clear()
    return tmp_path


def test_english_is_the_message_itself():
    assert _("Draw") == "Draw"
    assert ngettext("{n} card", "{n} cards", 1) == "{n} card"
    assert ngettext("{n} card", "{n} cards", 0) == "{n} cards"


def test_a_translated_message_and_english_for_the_rest(test_catalogs):
    set_language("fa")
    assert _("Draw") == "رو کن"
    assert pgettext("noun", "draw") == "رو کردن"
    assert _("Bank") == "Bank"  # untranslated: English, never an empty label
    assert _("Not in the catalog") == "Not in the catalog"


def test_a_fuzzy_translation_is_not_shown(test_catalogs):
    set_language("ar")
    assert _("Pile") == "Pile"


def test_a_plural_with_its_forms_missing_falls_back_to_english(test_catalogs):
    set_language("ar")
    assert ngettext("{n} point", "{n} points", 3) == "{n} points"
    assert ngettext("{n} point", "{n} points", 1) == "{n} point"


def test_arabic_has_six_plural_forms_from_the_catalog_header(test_catalogs):
    set_language("ar")
    got = [ngettext("{n} card", "{n} cards", n) for n in (0, 1, 2, 5, 11, 100)]
    assert got == list(AR_CARDS)
    assert ngettext("{n} card", "{n} cards", 103) == AR_CARDS[3]  # n % 100 in 3..10: few


def test_persian_plural_is_one_form_after_a_number(test_catalogs):
    set_language("fa")
    assert ngettext("{n} card", "{n} cards", 7).format(n=number(7)) == "۷ کارت"


def test_a_lazy_constant_follows_the_language(test_catalogs):
    label = lazy_gettext("Draw")  # as a module-level table would hold it
    assert str(label) == "Draw"
    set_language("ar")
    assert str(label) == "اسحب"
    assert f"[{label}]" == "[اسحب]"
    assert label == "اسحب"


def test_set_language_tells_the_listeners_once_per_change(test_catalogs):
    heard = []
    stop = on_language_change(heard.append)
    set_language("fa")
    set_language("fa")
    set_language("en")
    stop()
    set_language("ar")
    assert heard == ["fa", "en"]
    assert current_language() == "ar"


def test_an_unknown_language_is_refused_and_nothing_changes():
    set_language("fa")
    with pytest.raises(ValueError, match="'de' is not a language cardtui speaks"):
        set_language("de")
    assert current_language() == "fa"


@pytest.mark.parametrize(
    ("env", "expected"),
    [
        ({"LANG": "fa_IR.UTF-8"}, "fa"),
        ({"LC_MESSAGES": "ar_EG.UTF-8", "LANG": "fa_IR.UTF-8"}, "ar"),
        ({"LC_ALL": "el_GR.UTF-8", "LC_MESSAGES": "ar_EG", "LANG": "fa_IR"}, "el"),
        ({"LC_ALL": "C", "LANG": "fa_IR.UTF-8"}, "en"),  # the first one set decides
        ({"LC_ALL": "", "LANG": "bn_BD.UTF-8"}, "bn"),  # empty is not set
        ({"LANG": "bn-IN"}, "bn"),
        ({"LANG": "de_DE.UTF-8"}, "en"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({}, "en"),
    ],
)
def test_the_locale_picks_the_language(env, expected):
    assert language_from_environment(env) == expected


def test_the_language_of_a_fresh_process_comes_from_lang():
    code = "from cardtui.i18n import current_language; print(current_language())"
    env = {"LANG": "fa_IR.UTF-8", "PATH": ""}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True)
    assert out.stdout.strip() == "fa"


@pytest.mark.parametrize(
    ("code", "expected"),
    [("fa", "۱۰ و ۲۵"), ("ar", "١٠ و ٢٥"), ("bn", "১০ و ২৫"), ("el", "10 و 25"), ("en", "10 و 25")],
)
def test_numbers_in_the_languages_digits(code, expected):
    assert local_digits("10 و 25", code) == expected


def test_a_fraction_takes_the_languages_separator():
    assert number(2.5, "fa") == "۲٫۵"
    assert number(2.5, "el") == "2,5"
    assert number(2.5, "en") == "2.5"


def test_the_latin_digits_setting():
    set_latin_digits(True)
    assert number(25, "fa") == "25"
    assert local_digits("۲ و 3", "ar") == "۲ و 3"


def test_the_current_language_writes_its_digits(test_catalogs):
    set_language("ar")
    assert number(1234) == "١٢٣٤"


def test_pseudo_marks_accents_and_stretches_but_keeps_placeholders_and_markup():
    out = pseudo("Play {card} on [b]the pile[/b] (%(n)d left)")
    assert is_pseudo(out)
    assert "{card}" in out and "[b]" in out and "[/b]" in out and "%(n)d" in out
    assert "Play" not in out  # letters accented: plain English on screen bypassed the catalog
    assert len(out) > len("Play {card} on [b]the pile[/b] (%(n)d left)") * 1.2
    assert out.format(card="5♠").count("5♠") == 1


def test_the_pseudo_language_goes_through_every_function():
    set_language("qps")
    assert is_pseudo(_("Draw"))
    assert is_pseudo(ngettext("{n} card", "{n} cards", 2).format(n=2))
    assert is_pseudo(pgettext("noun", "draw"))
    assert is_pseudo(str(lazy_gettext("Bank")))


@pytest.mark.parametrize(("code", "forms"), [("fa", 2), ("ar", 6), ("bn", 2), ("el", 2)])
def test_each_shipped_catalog_reads_with_its_plural_rule(code, forms):
    assert set(LANGUAGES) == {"en", "fa", "ar", "bn", "el"}
    set_language(code)  # refuses a catalog that does not read
    plural = translate.translations(code).plural
    assert len({plural(n) for n in range(200)}) == forms
    assert _("Xeri") != "Xeri"


def test_the_translation_function_loads_neither_textual_rich_nor_babel_for_english():
    code = (
        "import sys\n"
        "from cardtui.i18n import _, ngettext\n"
        "_('x'); ngettext('a', 'b', 2)\n"
        "print(sorted({m.split('.')[0] for m in sys.modules} & {'textual', 'rich', 'babel'}))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], env={"LANG": "C", "PATH": ""}, capture_output=True, text=True
    )
    assert out.stdout.strip() == "[]"


def test_bypassed_finds_english_outside_the_pseudo_markers():
    from cardtui.i18n.pseudo import bypassed

    set_language("qps")
    screen = f"{_('Your turn')}  Ann  Score: 12\n{_('Draw')} 5♠ {_('Collect')[:-3]}\nQuit?"
    assert bypassed(screen, allowed=("Ann",)) == ["Score", "Quit"]


def test_n_marks_without_translating_and_underscore_translates_later(test_catalogs):
    from cardtui.i18n import N_

    set_language("ar")
    label = N_("Draw")  # a Binding's description must stay a str
    assert label == "Draw" and type(label) is str
    assert _(label) == "اسحب"
