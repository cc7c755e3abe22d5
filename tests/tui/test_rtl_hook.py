"""Every widget's content lines in visual order while cardtui orders right-to-left lines
(cardtui/tui/rtl_hook.py), Textual's own widgets included, with frames left in place; the
terminal's BiDi mode followed at run time (cardtui/tui/language.py)."""

from __future__ import annotations

import os
import unicodedata
from types import SimpleNamespace

import pytest
from textual.app import App
from textual.widgets import OptionList, RichLog, Static

from cardtui.i18n import set_language
from cardtui.i18n.terminal import BDSM_EXPLICIT, BDSM_IMPLICIT
from cardtui.tui import rtl_hook
from cardtui.tui.language import AppLanguage
from cardtui.tui.rtl_lines import RightToLeftLines, ordering_lines, set_arranged_by_cardtui
from cardtui.tui.settings import UiSettings

rtl_hook.install()


def plain(text: str) -> str:
    out = []
    for ch in text:
        folded = unicodedata.normalize("NFKC", ch)
        out.append(folded[::-1] if "\ufef5" <= ch <= "\ufefc" else folded)
    return "".join(out)


class Said(RightToLeftLines, Static):
    pass


class Widgets(App):
    CSS = """
    Static, OptionList, RichLog { height: 3; width: 30; }
    #framed { border: round red; }
    """

    def compose(self):
        yield Static("علی 10♦ را بازی کرد", id="framed")
        yield OptionList("بازی کن", "Alice")  # OptionList has its own render_line
        log = RichLog(id="log")
        log.write("Bob برد")
        yield log
        yield Said("علی 10♦ را بازی کرد", id="mixin")


async def lines() -> list[str]:
    app = Widgets()
    async with app.run_test(size=(30, 12)) as pilot:
        await pilot.pause()
        return [plain(s.text) for s in app.screen._compositor.render_strips()]


async def test_every_widget_reads_from_the_right_and_frames_stay():
    set_language("fa")
    shown = await lines()
    assert shown[0] == "╭────────────────────────────╮"  # the frame as drawn
    assert shown[1] == "│         درک یزاب ار 10♦ یلع│"  # a Static: right-aligned, card whole
    assert shown[2] == "╰────────────────────────────╯"
    # an OptionList (its option's padding and the scrollbar's room stay on the right)
    assert shown[4] == "▊                  نک یزاب   ▎"
    assert shown[6] == "                     درب Bob  "  # a RichLog: the same
    assert shown[9].endswith("درک یزاب ار 10♦ یلع")  # the mixin's widget: ordered once


async def test_lines_as_written_in_english_and_when_the_terminal_orders():
    logical = "│علی 10♦ را بازی کرد         │"
    assert (await lines())[1] == logical
    set_language("fa")
    set_arranged_by_cardtui(False)
    assert (await lines())[1] == logical


@pytest.fixture
def terminal():
    main, side = os.openpty()
    stream = os.fdopen(side, "w")
    os.set_blocking(main, False)

    def received() -> str:
        try:
            return os.read(main, 4096).decode()
        except BlockingIOError:
            return ""

    yield stream, received
    stream.close()
    os.close(main)


def test_the_terminal_mode_follows_the_settings_at_run_time(terminal):
    stream, received = terminal
    app = SimpleNamespace(settings=UiSettings(), screen_stack=[])
    hold = AppLanguage(app, stream=stream)
    try:
        hold.start()  # English: nothing sent
        assert received() == ""
        app.settings.language = "fa"
        hold.apply(redraw=False)
        assert ordering_lines() and received() == BDSM_EXPLICIT
        app.settings.rtl_by = "terminal"  # the terminal orders: its own BiDi back
        hold.apply(redraw=False)
        assert received() == BDSM_IMPLICIT
        app.settings.rtl_by = "cardtui"
        hold.apply(redraw=False)
        assert received() == BDSM_EXPLICIT
        app.settings.language = "bn"  # left to right: back again
        hold.apply(redraw=False)
        assert received() == BDSM_IMPLICIT
        app.settings.language = "ar"
        hold.apply(redraw=False)
        assert received() == BDSM_EXPLICIT
    finally:
        hold.close()  # leaving the app
    assert received() == BDSM_IMPLICIT


def test_in_the_browser_cardtui_always_orders_and_sends_no_bdsm(terminal, monkeypatch):
    stream, received = terminal
    monkeypatch.setenv("TEXTUAL_DRIVER", "textual.drivers.web_driver:WebDriver")
    app = SimpleNamespace(settings=UiSettings(rtl_by="terminal", language="fa"), screen_stack=[])
    hold = AppLanguage(app, stream=stream)
    hold.apply(redraw=False)
    assert ordering_lines()  # xterm.js does no BiDi, whatever the setting says
    hold.close()
    assert received() == ""


async def test_a_dialog_leaves_the_screen_beneath_as_it_was_drawn():
    from textual.screen import ModalScreen

    class Dialog(ModalScreen):
        DEFAULT_CSS = "Dialog { background: $background 60%; align: center bottom; }"

        def compose(self):
            yield Static("ذخیره", classes="box")

    set_language("fa")
    app = Widgets()
    async with app.run_test(size=(30, 12)) as pilot:
        await pilot.pause()
        before = [s.text for s in app.screen._compositor.render_strips()]
        await app.push_screen(Dialog())
        await pilot.pause()
        after = [s.text for s in app.screen._compositor.render_strips()]
    # the table's lines under the dialog: not ordered a second time (that mirrors them)
    assert after[:4] == before[:4]
    assert plain(after[1]) == "│         درک یزاب ار 10♦ یلع│"


def test_a_zirkhaki_choice_names_its_keys_in_latin_digits():
    from pathlib import Path

    from cardtui.tui.tables.zirkhaki import table_input

    source = Path(table_input.__file__).read_text(encoding="utf-8")
    assert "1–{number(n)}" not in source  # a key is pressed as "8", never "۸"
