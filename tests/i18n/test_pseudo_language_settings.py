"""The Language section of Settings in the pseudo-language: every word through the catalog
(the languages' names excepted: each is written in its own language on purpose)."""

from __future__ import annotations

from textual.widgets import Select
from tui.tui_helpers import quick_settings

from cardtui.i18n import LANGUAGES, set_language
from cardtui.i18n.pseudo import bypassed
from cardtui.tui.app import CardSuiteApp
from cardtui.tui.screens.settings_language import (
    digit_choices,
    language_choices,
    language_rows,
    rtl_choices,
)


def test_every_choice_comes_from_the_catalog():
    set_language("qps")
    try:
        names = tuple(lang.name for lang in LANGUAGES.values())
        words = [p for p, _v in language_choices() + digit_choices() + rtl_choices()]
        assert bypassed("\n".join(words), allowed=(*names, "cardtui")) == []
        assert all(w.startswith("⟦") for w in words if w not in names)
    finally:
        set_language("en")


async def test_the_section_on_the_screen():
    set_language("qps")
    try:
        app = CardSuiteApp(settings=quick_settings())
        async with app.run_test(size=(100, 40)) as pilot:
            await pilot.press("s")
            await pilot.pause()
            shown = []
            for select_id in ("language", "digits", "rtl-by"):
                select = app.screen.query_one(f"#{select_id}", Select)
                row = select.parent
                shown.append(str(row.query_one("Label").render()))
                shown.append(str(select.query_one("SelectCurrent Static#label").render()))
            assert shown[0].startswith("⟦")
            assert bypassed("\n".join(shown), allowed=("cardtui",)) == []
    finally:
        set_language("en")
    assert sum(1 for _w in language_rows(quick_settings())) == 4
