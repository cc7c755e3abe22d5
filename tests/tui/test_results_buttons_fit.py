"""The results dialog's five buttons (a match over, a reviewable round) all fit inside it, in
English and in Bengali, whose labels are longer (the fifth, Review, was cut)."""

from __future__ import annotations

from pathlib import Path

import pytest
from rich.text import Text
from textual.app import App
from textual.widgets import Button

from cardtui.core import RoundResult
from cardtui.i18n import set_language
from cardtui.tui.screens import results
from cardtui.tui.screens.results import ResultsScreen


class Styled(App):
    CSS_PATH = str(Path(results.__file__).parent.parent / "app.tcss")


class Reviewable(ResultsScreen):
    def reviewable(self):
        return ("match", 0)


@pytest.mark.parametrize("code", ["en", "bn", "fa"])
async def test_every_button_is_inside_the_dialog(code):
    set_language(code)  # the suite's fixture sets English back afterwards
    app = Styled()
    async with app.run_test(size=(80, 24)) as pilot:
        result = RoundResult(round_no=1, dealer=0, scores=[0, 34], winners=[1], detail={})
        screen = Reviewable(
            title="",
            result=result,
            breakdown=Text(""),
            standings=Text(""),
            match_over=True,
            headline="",
        )
        await app.push_screen(screen)
        await pilot.pause()
        dialog = screen.query_one("#results").content_region
        buttons = list(screen.query(Button))
        assert len(buttons) == 5
        for button in buttons:
            assert button.region.right <= dialog.right, str(button.label)
