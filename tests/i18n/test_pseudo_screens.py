"""The app's screens in the pseudo-language ``qps``: every word they show comes through the
catalog (``bypassed`` finds none outside ⟦…⟧).

Each check reads the widgets the screens in ``tui/screens`` and ``tui/widgets`` draw (titles,
labels, buttons, placeholders, list and table text), not the terminal's cells: a long message
wraps across lines there. Text from other modules is left out where it is shown, each with
its owner named: the footer's key names (``tui/app`` turns the Binding words into text), the
rules page's body (the rules files), the game's own table area and headline (``tui/tables``),
the setup form's option rows and summary (``tui/setup_fields`` and the rules' own
descriptions), player names and the data folder's path.
"""

from __future__ import annotations

from collections.abc import Iterable

import pytest
from rich.console import Console
from rich.table import Table
from rich.text import Text
from textual.content import Content
from textual.widget import Widget
from textual.widgets import Button, DataTable, Footer, Input, OptionList, Static
from tui.store_helpers import ANN_BOB, ONE_ROUND, play_to_the_end_of_the_round
from tui.tui_helpers import quick_settings, settle, table_app

from cardtui import games as registry
from cardtui.i18n import set_language
from cardtui.i18n.pseudo import bypassed
from cardtui.store.paths import data_dir
from cardtui.tui import round_review
from cardtui.tui.app import CardSuiteApp
from cardtui.tui.screens.dialogs import ChoiceScreen, ConfirmScreen, MessageScreen
from cardtui.tui.screens.handoff import HandoffScreen
from cardtui.tui.screens.menu import ChooseGameScreen, MenuScreen
from cardtui.tui.screens.results import ResultsScreen
from cardtui.tui.screens.rules import RulesScreen
from cardtui.tui.screens.saves import SavesScreen
from cardtui.tui.screens.settings import SettingsScreen
from cardtui.tui.screens.setup import SetupScreen
from cardtui.tui.screens.stats import StatsScreen
from cardtui.tui.widgets.on_off import OnOff
from cardtui.tui.widgets.scoreboard import Scoreboard

# Words that are meant to be there: the players' names as typed (the setup form's stock names
# too), the product's name and key names.
ALLOWED = ("Ann", "Bob", "Player", "Bot", "cardtui", "esc", "ctrl", "Enter", "Esc")


@pytest.fixture
def qps():
    set_language("qps")
    try:
        yield
    finally:
        set_language("en")


@pytest.fixture(autouse=True)
def _quick_review(monkeypatch):
    """The coach reviews a finished round in the background: a tiny search here."""
    monkeypatch.setattr(round_review, "ITERATIONS", 12)


def plain(shown: object) -> str:
    """The text of what a widget was given to show (a Rich table rendered wide)."""
    if isinstance(shown, Text | Content):
        return shown.plain
    if isinstance(shown, str):
        return shown
    if isinstance(shown, Table):
        console = Console(width=400, file=None, record=True, color_system=None)
        with console.capture() as captured:
            console.print(shown)
        return captured.get()
    return ""


def widget_texts(screen: Widget, skip: Iterable[str] = ()) -> str:
    """Every text a screen's (or one widget's) widgets were given, one per line; widgets
    matching a selector in ``skip`` are left out with all they hold (and the footer always:
    tui/app's)."""
    left_out = {id(w) for sel in (*skip, "Footer") for w in screen.query(sel)}
    out: list[str] = []
    for widget in [screen, *screen.query("*")]:
        if any(id(node) in left_out for node in widget.ancestors_with_self):
            continue
        if isinstance(widget, Button):
            out.append(plain(widget.label))
        elif isinstance(widget, Input):
            out.append(widget.placeholder)
            out.append(widget.value)  # the setup form's stock names: ALLOWED
        elif isinstance(widget, OptionList):
            out += [plain(option.prompt) for option in widget.options]
        elif isinstance(widget, DataTable):
            out += [plain(column.label) for column in widget.columns.values()]
            for row in range(widget.row_count):
                out += [plain(cell) for cell in widget.get_row_at(row)]
        elif isinstance(widget, OnOff | Scoreboard):
            out.append(plain(widget.render()))
        elif isinstance(widget, Static) and not isinstance(widget, Footer):
            out.append(plain(widget.content))
    return "\n".join(flat(text) for text in out)


def flat(text: str) -> str:
    """One widget's text as ``bypassed`` reads it: a message inside a message (a game's name
    in a sentence) is part of the outer one, and a message's own line breaks are spaces
    (``bypassed`` reads a message to the end of its line)."""
    out, depth = [], 0
    for ch in text:
        if ch == "⟦":
            depth += 1
            if depth == 1:
                out.append(ch)
        elif ch == "⟧" and depth:
            depth -= 1
            if not depth:
                out.append(ch)
        else:
            out.append(" " if ch == "\n" and depth else ch)
    return "".join(out)


def untranslated(text: str, *allowed: str) -> list[str]:
    return bypassed(text, allowed=ALLOWED + allowed)


def menu_app() -> CardSuiteApp:
    return CardSuiteApp(settings=quick_settings())


async def test_the_menu_and_the_game_choice(qps):
    app = menu_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        text = widget_texts(app.screen)
        assert "⟦" in text
        assert untranslated(text) == []
        app.push_screen(ChooseGameScreen())
        await pilot.pause()
        assert untranslated(widget_texts(app.screen)) == []


@pytest.mark.parametrize("game", registry.all())
async def test_the_setup_form_of_each_game(qps, game):
    app = menu_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        app.open_setup(game)
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        # Left out: the option rows (tui/setup_fields' labels and choices) and the summary
        # line (the rules' own description of how the match is won).
        text = widget_texts(app.screen, skip=(".option-row", "#setup-summary"))
        assert untranslated(text) == []
        for field in ("#seed", "#speed", "#start"):  # each field's help under the form
            app.screen.query_one(field).focus()
            await pilot.pause()
            help_text = widget_texts(app.screen.query_one("#setup-help"))
            assert "⟦" in help_text
            assert untranslated(help_text) == []


async def test_settings(qps):
    app = menu_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        app.push_screen(SettingsScreen(app.settings))
        await pilot.pause()
        # Left out: the themes' own names (Textual's) and the sample cards.
        text = widget_texts(app.screen, skip=("#theme", "CardWidget"))
        # Each language is offered in its own name ("English", "فارسی"...), never translated.
        assert [w for w in untranslated(text.replace(str(data_dir()), "")) if w != "English"] == []


async def test_statistics_and_saves_before_anything_is_kept(qps):
    app = menu_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        app.push_screen(StatsScreen())
        await pilot.pause()
        assert untranslated(widget_texts(app.screen)) == []
        app.pop_screen()
        await pilot.pause()
        app.push_screen(SavesScreen())
        await pilot.pause()
        text = widget_texts(app.screen).replace(str(data_dir()), "")
        assert untranslated(text) == []


async def test_the_rules_page_chrome(qps):
    app = menu_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        app.push_screen(RulesScreen("xeri", extra="x"))
        await pilot.pause()
        # Left out: the page itself (the rules files, translated by their owners).
        assert untranslated(widget_texts(app.screen, skip=("#rules-body",))) == []


async def test_dialogs_and_the_handoff_cover(qps):
    app = menu_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        app.push_screen(ConfirmScreen("?"))
        await pilot.pause()
        assert untranslated(widget_texts(app.screen)) == []
        app.pop_screen()
        app.push_screen(MessageScreen("", ""))
        await pilot.pause()
        assert untranslated(widget_texts(app.screen)) == []
        app.pop_screen()
        app.push_screen(ChoiceScreen("", "", []))
        await pilot.pause()
        assert untranslated(widget_texts(app.screen)) == []
        app.pop_screen()
        app.push_screen(HandoffScreen("Ann", ["Bob: 5♠"], "xeri", yours=["5♠"]))
        await pilot.pause()
        # Left out: the recap's lines (the games' own sentences).
        text = widget_texts(app.screen, skip=("#recap-rest", "#recap-yours"))
        assert untranslated(text) == []


async def test_a_table_asks_before_leaving_and_the_results_of_a_round(qps):
    app = table_app(ANN_BOB, options=ONE_ROUND, seed=3)
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(app, pilot)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        assert untranslated(widget_texts(app.screen)) == []
        await pilot.press("n")
        await pilot.pause()
        # The scoreboard's headings are this module's; its caption (what wins the match, the
        # variants) is the rules' and the Xeri table's, and so is the prompt on a turn.
        board = app.screen.query_one(Scoreboard)
        text = widget_texts(board)
        for theirs in (board.caption, *board.chips):
            text = text.replace(theirs, "")
        assert "⟦" in text
        assert untranslated(text) == []
        await play_to_the_end_of_the_round(app, pilot)
        assert isinstance(app.screen, ResultsScreen)
        # Left out: the headline (the Xeri table's own, tui/tables).
        text = widget_texts(app.screen, skip=("#results-title",))
        assert "⟦" in text
        assert untranslated(text) == []
