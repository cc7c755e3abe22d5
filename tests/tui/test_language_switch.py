"""Settings → Language mid-round (issue 28, point 3): the whole table speaks the new language
at once, and nothing of the game is lost.

For each game a round is played a little, then the language goes en → qps → fa → bn → en:
- in the pseudo-language no English word is left on the table (header, buttons, piles,
  hands' captions, the last move, the prompt, the scoreboard, the log, the footer);
- in Persian and Bengali each of those says something else than in English, in that script;
- back in English the screen is exactly what it was;
- the match, the legal moves, the hand and the log's length never change, and the next move
  plays.
The same holds with a hot-seat cover up, a dialog open, the results shown and the rules open.
"""

from __future__ import annotations

import io
import re

import pytest
from rich.console import Console
from textual.widgets import Button, Static
from tui.hidden_unders_helpers import hu_app, keys_for_turn
from tui.tui_helpers import key, screen_text, settle, table_app, table_of, until
from tui.zirkhaki_table_helpers import zirkhaki_app

from cardtui.core import Seat
from cardtui.i18n import current_language
from cardtui.i18n.pseudo import CLOSE, OPEN, bypassed
from cardtui.store import language
from cardtui.tui.conductor import Phase
from cardtui.tui.screens.dialogs import ConfirmScreen
from cardtui.tui.screens.handoff import HandoffScreen
from cardtui.tui.screens.results import ResultsScreen
from cardtui.tui.screens.rules import RulesScreen

NAMES = ("Ann", "Bob", "Cy")
KEYS = ("Enter", "Esc", "esc", "ctrl", "Tab", "Space", "end")
_INNER = re.compile(f"{OPEN}[^{OPEN}{CLOSE}]*{CLOSE}")
SCRIPT = {"fa": re.compile("[\u0600-\u06ff]"), "bn": re.compile("[\u0980-\u09ff]")}


def untranslated(text: str) -> list[str]:
    """English outside the catalog's messages (a message inside another taken out first)."""
    while True:
        flat = _INNER.sub("\x00", text)
        if flat == text:
            break
        text = flat
    return bypassed(text.replace("\x00", f"{OPEN}{CLOSE}"), allowed=NAMES + KEYS)


async def switch(app, pilot, code: str) -> None:
    """Settings → Language as the settings screen does it (qps: as ``--lang qps`` does)."""
    language.one_run.code = "qps" if code == "qps" else None
    app.settings.language = "" if code == "qps" else code
    app.language.apply()
    for _ in range(3):
        await pilot.pause()
    assert current_language() == code


def plain(renderable) -> str:
    console = Console(width=100, file=io.StringIO(), record=True, color_system=None)
    console.print(renderable)
    return console.export_text()


def words(table) -> dict[str, str]:
    """What the table says, widget by widget (as text, before any right-to-left ordering)."""
    out = {
        "header": str(table.query_one("#table-header").render()),
        "prompt": str(table.query_one("#prompt").render()),
        "last move": str(table.query_one("#last-move").render()),
        "scoreboard": plain(table.query_one("#scoreboard").render()),
    }
    for i, line in enumerate(table.query_one("#log").lines_written):
        if line:
            out[f"log {i}"] = line
    for button in table.query(Button):
        out[f"button {button.id}"] = str(button.label)
    return out


def own_text(app) -> str:
    """A dialog's own words (its widgets and the footer's keys), not the table seen around
    it: the dialog's frame cuts the table's lines, and their ⟦…⟧ with them."""
    screen = app.screen
    parts = [plain(w.content) for w in screen.query(Static) if not isinstance(w, Button)]
    parts += [str(b.label) for b in screen.query(Button)]
    parts.append(screen_text(app).rstrip("\n").splitlines()[-1])
    return "\n".join(parts)


def game_state(table) -> tuple:
    return (
        list(table.conductor.actions),
        table.match.round_no,
        [a.code for a in table.legal],
        table.view,
        len(table.query_one("#log").lines_written),
        table.conductor.phase,
    )


def zirkhaki_keys(table, turn: int) -> list[str]:
    codes = {a.code for a in table.legal}
    if table.choices:
        return ["enter"]
    return ["d"] if "draw" in codes and turn % 2 == 0 else ["b" if "bank" in codes else "d"]


GAMES = {
    "xeri": (
        lambda seats: table_app(seats, seed=7),
        lambda table, turn: ["enter"],
    ),
    "zirkhaki": (
        lambda seats: zirkhaki_app(seats, seed=11, options={"show_odds": True}),
        zirkhaki_keys,
    ),
    "hidden_unders": (lambda seats: hu_app(seats, seed=5), keys_for_turn),
}


async def play_one(app, pilot, keys_for, turn: int) -> None:
    """One human move with keys; then the bots answer."""
    table = table_of(app)
    assert table.conductor.phase is Phase.HUMAN
    before = len(table.conductor.actions)
    for name in keys_for(table, turn):
        await key(app, name)
    await until(
        lambda: len(table.conductor.actions) > before or table.conductor.phase is not Phase.HUMAN,
        what="a move",
    )


@pytest.mark.parametrize("game", list(GAMES))
async def test_a_table_mid_round_speaks_each_language_and_keeps_its_game(game):
    make, keys_for = GAMES[game]
    app = make([Seat.human("Ann"), Seat.bot("normal", "Bob")])
    async with app.run_test(size=(100, 32)) as pilot:
        assert await settle(app, pilot) is Phase.HUMAN
        for turn in range(2):  # mid-round: a log, a last move, a hand
            await play_one(app, pilot, keys_for, turn)
            assert await settle(app, pilot) is Phase.HUMAN
        table = table_of(app)
        # Zirkhaki's last bank or bust is bright for a moment, then dims: read it dimmed.
        await until(lambda: getattr(table, "_fade_timer", None) is None, 5, what="the fade")
        await pilot.pause()
        state = game_state(table)
        english = words(table)
        screen = screen_text(app)

        await switch(app, pilot, "qps")
        assert untranslated(screen_text(app)) == []
        assert game_state(table) == state

        for code in ("fa", "bn"):
            await switch(app, pilot, code)
            said = words(table)
            assert said.keys() == english.keys()
            same = [k for k in english if said[k] == english[k]]
            if code == "fa":  # complete: every part in Persian
                assert same == [], f"{code}: still as in English: {same}"
                parts: tuple[str, ...] = ("header", "prompt", "button zk-draw", "button hu-ready")
            else:  # Bengali is being finished: a message not translated yet is English
                assert len(same) <= len(english) // 4, same
                parts = ("header",)
            for part in (*parts, "log 1"):
                if part in said:
                    assert SCRIPT[code].search(said[part]), (code, part, said[part])
            assert game_state(table) == state

        await switch(app, pilot, "en")
        assert words(table) == english
        assert screen_text(app) == screen
        assert game_state(table) == state
        assert app.screen is table

        await play_one(app, pilot, keys_for, 2)  # and the game goes on
        assert await settle(app, pilot) in (Phase.HUMAN, Phase.ROUND_OVER)
        assert len(table.conductor.actions) > len(state[0])


@pytest.mark.parametrize("game", list(GAMES))
async def test_a_hot_seat_cover_and_the_table_under_it_follow_the_language(game):
    make, keys_for = GAMES[game]
    app = make([Seat.human("Ann"), Seat.human("Cy")])
    async with app.run_test(size=(100, 32)) as pilot:
        for turn in range(6):  # until a cover hides the table between two players
            phase = await settle(app, pilot)
            if isinstance(app.screen, HandoffScreen):
                break
            assert phase is Phase.HUMAN
            await play_one(app, pilot, keys_for, turn)
        cover = app.screen
        assert isinstance(cover, HandoffScreen)
        table = table_of(app)
        state = game_state(table)
        english = screen_text(app)

        await switch(app, pilot, "qps")
        assert app.screen is cover
        assert untranslated(screen_text(app)) == []
        assert game_state(table) == state
        await switch(app, pilot, "fa")
        assert SCRIPT["fa"].search(str(cover.query_one("#handoff-title").render()))
        await switch(app, pilot, "en")
        assert app.screen is cover and screen_text(app) == english
        assert game_state(table) == state

        await key(app, "enter")  # the next player sits down and plays on
        await until(lambda: app.screen is table, what="the table uncovered")
        assert await settle(app, pilot) is Phase.HUMAN
        await play_one(app, pilot, keys_for, 7)
        assert len(table.conductor.actions) > len(state[0])


async def test_a_dialog_and_the_rules_over_a_table_follow_the_language():
    make, keys_for = GAMES["zirkhaki"]
    app = make([Seat.human("Ann"), Seat.bot("normal", "Bob")])
    async with app.run_test(size=(100, 32)) as pilot:
        assert await settle(app, pilot) is Phase.HUMAN
        table = table_of(app)
        state = game_state(table)

        await key(app, "escape")  # leave? (a dialog)
        await until(lambda: isinstance(app.screen, ConfirmScreen), what="the dialog")
        await pilot.pause()
        english = screen_text(app)
        await switch(app, pilot, "qps")
        assert isinstance(app.screen, ConfirmScreen)
        assert OPEN in own_text(app) and untranslated(own_text(app)) == []
        await switch(app, pilot, "en")
        assert screen_text(app) == english
        await key(app, "n")  # keep playing
        await until(lambda: app.screen is table, what="the dialog closed")

        await key(app, "question_mark")  # the rules, with this table's keys at the end
        await until(lambda: isinstance(app.screen, RulesScreen), what="the rules")
        await pilot.pause()
        await switch(app, pilot, "qps")
        rules = app.screen
        assert isinstance(rules, RulesScreen)
        text = plain(rules.query_one("#rules-text").content)
        assert OPEN in str(rules.query_one(".screen-title").render())
        tail = text[text.rindex("At this table") :] if "At this table" in text else text
        assert "At this table" not in text and OPEN in tail
        await switch(app, pilot, "en")
        assert "At this table" in plain(rules.query_one("#rules-text").content)
        await key(app, "escape")
        await until(lambda: app.screen is table, what="the rules closed")

        assert game_state(table) == state
        await play_one(app, pilot, keys_for, 0)
        assert len(table.conductor.actions) > len(state[0])


async def test_the_results_follow_the_language():
    app = table_app([Seat.bot("normal", "Ann"), Seat.bot("normal", "Bob")], seed=7)
    async with app.run_test(size=(100, 32)) as pilot:
        await until(lambda: isinstance(app.screen, ResultsScreen), 30, what="the results")
        await key(app, "p")  # the bots play on by themselves: stop the countdown here
        await until(lambda: app.screen.auto_stopped, what="the countdown stopped")
        for _ in range(3):  # the round's last lines in the log under the results
            await pilot.pause()
        # The results' own words (the log under them may still be drawing its last lines).
        english = own_text(app)
        log = list(table_of(app).query_one("#log").lines_written)
        await switch(app, pilot, "qps")
        assert isinstance(app.screen, ResultsScreen)
        assert OPEN in own_text(app) and untranslated(own_text(app)) == []
        await switch(app, pilot, "en")
        assert own_text(app) == english
        assert list(table_of(app).query_one("#log").lines_written) == log


async def test_the_language_row_shows_the_language_of_this_run():
    """``--lang el``: the row says Ελληνικά (in force, not saved); choosing English there
    replaces it for the rest of the run."""
    from textual.widgets import Select
    from tui.tui_helpers import quick_settings

    from cardtui.tui.app import CardSuiteApp

    language.one_run.code = "el"
    app = CardSuiteApp(settings=quick_settings())
    async with app.run_test(size=(100, 40)) as pilot:
        app.language.apply()
        assert current_language() == "el"
        await pilot.press("s")
        await pilot.pause()
        row = app.screen.query_one("#language", Select)
        assert row.value == "el" and app.settings.language == ""
        row.value = "en"
        for _ in range(3):
            await pilot.pause()
        assert current_language() == "en" and app.settings.language == "en"
        assert language.one_run.code is None


async def test_the_coach_says_its_advice_again_without_searching_again():
    from tui.tui_helpers import quick_settings

    from cardtui.tui.app import CardSuiteApp, Launch
    from cardtui.tui.conductor import TableSetup
    from cardtui.tui.widgets.coach_advice import CoachAdvice

    setup = TableSetup("hidden_unders", [Seat.human("Ann"), Seat.bot("easy", "Bob")], {}, 3)
    settings = quick_settings(coach=True, coach_iterations=40)
    app = CardSuiteApp(settings=settings, launch=Launch("hidden_unders", setup, table=True))
    async with app.run_test(size=(100, 32)) as pilot:
        assert await settle(app, pilot) is Phase.HUMAN
        table = table_of(app)
        coach = table.query_one(CoachAdvice)
        await until(lambda: bool(coach.lines), 30, what="the coach's advice")
        english = [(line.words, line.win, line.why) for line in coach.lines]
        searched = table._coach_said
        await switch(app, pilot, "qps")
        assert table._coach_said[1] is searched[1]  # the same search's answer, said again
        said = [(line.words, line.win, line.why) for line in coach.lines]
        assert [w for _m, w, _y in said] == [w for _m, w, _y in english]  # the same advice
        assert all(OPEN in m for m, _w, _y in said)  # the moves in the new words
        assert untranslated(plain(coach.render())) == []
        await switch(app, pilot, "en")
        assert [(line.words, line.win, line.why) for line in coach.lines] == english
