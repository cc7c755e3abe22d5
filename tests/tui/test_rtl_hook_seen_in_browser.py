"""Right-to-left lines behind a dialog, beside their padding and in an Input
(cardtui/tui/rtl_hook.py), as the Persian round in the browser showed them: the table under
the round's recap read backwards and mirrored, every right-aligned line had a box of the
terminal's own background, and the setup's names lost their first letter."""

from __future__ import annotations

from textual._context import visible_screen_stack
from textual.app import App
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, Static

from cardtui.i18n import set_language
from cardtui.tui import rtl_hook

rtl_hook.install()

SAID = "علی 10♦ را بازی کرد"


class Dialog(ModalScreen):
    CSS = "Dialog { align: center middle; } Dialog Vertical { width: 10; height: 3; }"

    def compose(self):
        with Vertical():
            yield Static("باشه")


class Table(App):
    CSS = "#said { width: 30; height: 1; background: #203040; }"

    def compose(self):
        yield Static(SAID, id="said")


def row(app: App, y: int) -> str:
    """Row ``y`` of the screen as shown: a dialog over the screens beneath (as Textual draws
    a full update, which tells the dialog what it covers)."""
    visible_screen_stack.set(list(app._background_screens))
    app.screen._styles_cache.clear()  # the dialog's lines: drawn again, over that stack
    return app.screen._compositor.render_strips()[y].text


async def test_the_screen_under_a_dialog_still_reads_from_the_right():
    set_language("fa")
    app = Table()
    async with app.run_test(size=(40, 12)) as pilot:
        await pilot.pause()
        alone = row(app, 0)
        assert alone.rstrip().endswith("ﯽﻠﻋ")  # the first word at the right
        app.push_screen(Dialog())
        await pilot.pause()
        assert row(app, 0) == alone, "ordered twice: backwards under the dialog"


async def test_the_padding_that_right_aligns_a_line_has_the_widgets_background():
    set_language("fa")
    app = Table()
    async with app.run_test(size=(40, 12)) as pilot:
        await pilot.pause()
        strip = app.screen._compositor.render_strips()[0]
        first = next(iter(strip))
        assert first.text.strip() == "" and first.style is not None
        assert first.style.bgcolor is not None, "the terminal's default background shows"
        assert first.style.bgcolor.triplet == (0x20, 0x30, 0x40)


class Names(App):
    CSS = "Input { width: 20; }"

    def compose(self):
        yield Input(value="ربات ۲")
        yield Input(placeholder="تصادفی")


async def test_a_name_in_an_input_keeps_its_first_letter():
    set_language("fa")
    app = Names()
    async with app.run_test(size=(30, 8)) as pilot:
        app.set_focus(None)
        await pilot.pause()
        assert row(app, 1).split("▊")[1].split("▎")[0].strip() == "۲ ﺕﺎﺑﺭ"  # "ربات ۲", whole
        assert row(app, 4).split("▊")[1].split("▎")[0].strip() == "ﯽﻓﺩﺎﺼﺗ"  # "تصادفی"
