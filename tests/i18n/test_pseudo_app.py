"""The app's shared modules in the pseudo-language (issue 28): every word they put on a screen
comes through the catalog, read whole (the screens and tables around them, the rules'
sentences mixed in).

The footer's keys (footer_keys.py translates every binding's label as it is shown), the
command palette, the app's and the rescue's notices, a lesson played a few steps (its keys,
dialogs, steps and end screen), the replay's text, the review's, the Saves and Resume lines
and the statistics' notices.
"""

from __future__ import annotations

import pytest
from textual.widgets import Button, Static
from tui.tui_helpers import footer_keys, quick_settings, settle, table_of, until

from cardtui.core import Seat
from cardtui.i18n import set_language
from cardtui.i18n.pseudo import bypassed, is_pseudo, pseudo
from cardtui.store.paths import data_dir
from cardtui.tui import replay_view, rescue, review_words, saves_rows, session, stats_counting
from cardtui.tui.app import CardSuiteApp, Launch
from cardtui.tui.conductor import TableSetup
from cardtui.tui.lesson import LessonSetup
from cardtui.tui.lesson.done import LessonDoneScreen
from cardtui.tui.lesson.table import INTRO_KEYS
from cardtui.tui.screens.dialogs import MessageScreen
from cardtui.tui.setup_fields import counts, shown
from support.pseudo_text import KEYS as COMMON_KEYS
from support.pseudo_text import app_text

# Key names and the product name stay as they are; names are the players' own.
KEYS = (*COMMON_KEYS, "ctrl", "esc", "Esc", "tab", "Tab", "Enter", "enter", "space", "Space")
NAMES = ("Ann", "Bot", "Zed")
NO_MATCHES = ("No", "matches", "found")


pytestmark = pytest.mark.usefixtures("qps")


def english(text: str, *also: str) -> list[str]:
    return bypassed(text, allowed=KEYS + NAMES + also)


async def test_menu_footer_keys_and_palette_are_translated():
    app = CardSuiteApp(settings=quick_settings())
    async with app.run_test(size=(100, 32)) as pilot:
        await until(lambda: footer_keys(app).strip(), what="the footer")
        await pilot.pause()
        footer = footer_keys(app)
        assert "⟦" in footer and english(footer) == []
        # The palette's own commands (Textual's) and its search line.
        titles = [c.title for c in app.get_system_commands(app.screen)]
        helps = [c.help for c in app.get_system_commands(app.screen)]
        assert titles and all(is_pseudo(t) for t in titles + helps)
        await pilot.press("ctrl+p")
        await until(lambda: app.screen.__class__.__name__ == "SafeCommandPalette")
        await pilot.pause()
        assert app.screen._placeholder == pseudo("Search for commands…")
        assert english(app_text(app)) == []  # the commands as listed
        await pilot.press(*"zqxj")  # nothing matches
        await pilot.pause(0.3)
        # Textual's own "No matches found" (a private closure in CommandPalette, no way in
        # short of copying Textual's code): the one English line allowed, on purpose.
        assert english(app_text(app), *NO_MATCHES, "zqxj") == []  # (and what was typed)


async def test_the_keys_panel_lists_every_key_translated():
    """The palette's "Keys" panel (Textual's) lists every binding of the screen, Textual's own
    widgets' too: each description is a marked message, shown translated."""
    from pathlib import Path

    from babel.messages.extract import extract_from_dir

    import cardtui

    root = Path(cardtui.__file__).parent / "tui"
    marked = {m if isinstance(m, str) else m[0] for _f, _l, m, _c, _x in extract_from_dir(root)}
    setup = TableSetup("xeri", [Seat.human("Ann"), Seat.bot("normal", "Bot")], {}, 7)
    app = CardSuiteApp(settings=quick_settings(), launch=Launch("xeri", setup, table=True))
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(app, pilot)
        for screen in ("table", "setup"):
            if screen == "setup":
                app.open_setup("xeri")
                await pilot.pause()
            app.action_show_help_panel()
            await pilot.pause()
            await pilot.pause()
            assert "⟦" in app_text(app) and english(app_text(app)) == []
            bindings = app.screen.active_bindings.values()
            described = {b.description for _n, b, _e, _t in bindings if b.description}
            assert described and described <= marked, described - marked
            app.action_hide_help_panel()
            await pilot.pause()


async def test_the_footer_is_built_again_when_the_language_changes():
    set_language("en")
    app = CardSuiteApp(settings=quick_settings())
    async with app.run_test(size=(100, 32)):
        await until(lambda: footer_keys(app).strip(), what="the footer")
        assert "⟦" not in footer_keys(app)
        set_language("qps")
        await until(lambda: "⟦" in footer_keys(app), what="the footer in the new language")
        assert english(footer_keys(app)) == []


async def test_app_notices_and_messages_are_translated():
    app = CardSuiteApp(settings=quick_settings(theme="no-such-theme"))
    async with app.run_test(size=(100, 32)) as pilot:
        await until(lambda: app._notifications, what="the theme notice")
        said = [str(n.message) for n in app._notifications]
        assert said and all(english(s, "no", "such", "theme") == [] for s in said)
        app.resume()  # nothing to resume: a dialog of the app's
        await until(lambda: isinstance(app.screen, MessageScreen), what="the dialog")
        await pilot.pause()
        dialog = app.screen
        texts = [str(w.render()) for w in dialog.query(Static) if not isinstance(w, Button)]
        assert pseudo("Nothing to resume") in texts
        assert pseudo("There is no game in progress to resume.") in texts
        assert english(app_text(app), "no", "such", "theme") == []


async def test_rescue_notice_is_translated():
    setup = TableSetup("xeri", [Seat.human("Ann"), Seat.bot("normal", "Bot")], {}, 7)
    app = CardSuiteApp(settings=quick_settings(), launch=Launch("xeri", setup, table=True))
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(app, pilot)
        old = table_of(app)
        assert rescue.at_table(app, RuntimeError("injected"))
        await until(
            lambda: any("⟦" in str(n.message) for n in app._notifications),
            what="the rescue's notice",
        )
        where = str(data_dir() / rescue.REPORT)
        said = [str(n.message).replace(where, "") for n in app._notifications]
        assert all(english(s) == [] for s in said), said
        assert english(app_text(app).replace(where, "")) == []  # the new table, whole
        assert table_of(app) is not old
        rescue.failures.clear()


async def test_lesson_keys_dialogs_and_end_are_translated():
    app = CardSuiteApp(
        settings=quick_settings(), launch=Launch("xeri", LessonSetup.new("xeri"), table=True)
    )
    async with app.run_test(size=(100, 32)) as pilot:
        await until(lambda: isinstance(app.screen, MessageScreen), what="the introduction")
        await pilot.pause()
        # The introduction: the lesson's words followed by the table's keys.
        intro = " ".join(str(w.render()) for w in app.screen.query(Static))
        assert pseudo(INTRO_KEYS) in intro
        assert english(app_text(app)) == []
        await pilot.press("enter")
        table = table_of(app)
        await until(lambda: app.screen is table, what="the table")
        await until(lambda: "⟦" in footer_keys(app), what="the lesson's footer")
        await pilot.pause()
        footer = footer_keys(app)
        assert pseudo("Skip") in footer and english(footer) == []
        assert table.header_notes()[0] == pseudo("Lesson")
        assert is_pseudo(table.rule_text())
        assert english(app_text(app)) == []
        # The seats' names came from the catalog when the lesson was set up.
        assert [s.name for s in table.match.seats] == [pseudo("Player"), pseudo("Tutor")] or (
            [s.name for s in table.match.seats] == [pseudo("Tutor"), pseudo("Player")]
        )
        # The end of the lesson: its title, closing words and buttons.
        table.lesson_finished(None)
        await until(lambda: isinstance(app.screen, LessonDoneScreen), what="the lesson's end")
        await pilot.pause()
        done = app.screen
        buttons = [str(b.label) for b in done.query(Button)]
        assert buttons and all(english(b) == [] for b in buttons)
        assert english(app_text(app)) == []


@pytest.mark.parametrize("game", ["xeri", "zirkhaki", "hidden_unders"])
async def test_a_lesson_played_a_few_steps(game):
    from tui.test_lessons import learner_turn, lesson_app, opened, play_step

    app = lesson_app(game)
    async with app.run_test(size=(100, 32)) as pilot:
        table = await opened(app, pilot)
        assert english(app_text(app)) == []  # step 1: its sentence in the step panel
        for _step in range(4):
            if table.run.is_done:
                break
            await play_step(app, pilot, table)
            if table.run.is_done:
                break
            await learner_turn(table, pilot)
            text = app_text(app)
            assert "⟦" in text and english(text) == [], table.run.index
        assert table.run.index >= 2


def test_lesson_resume_line_is_translated():
    from cardtui.store.saves import SaveGame

    app_setup = LessonSetup.new("xeri")
    match = app_setup.build_match()
    line = session.describe(SaveGame.of(match))
    assert english(line.replace("Xeri", "")) == []


def _save():
    """A Xeri match between Ann and a bot, a few moves into its first round."""
    from cardtui.store.saves import SaveGame

    setup = TableSetup("xeri", [Seat.human("Ann"), Seat.bot("normal", "Bot")], {}, 3)
    match = setup.build_match()
    for _move in range(4):
        match.apply(match.state.legal_actions()[0])
    return SaveGame.of(match)


def test_save_lines_and_headings_are_translated():
    line = session.describe(_save())
    assert english(line.replace("Xeri", "")) == []
    assert all(is_pseudo(saves_rows.HEADINGS[k]) for k in saves_rows.HEADINGS)
    assert english(session.check_save_name("") or "") == []


def test_replay_text_is_translated():
    text = replay_view.ViewText("xeri", ["Ann", "Bot"])
    said = text.private({"hand": ["TD", "5S"], "followup_cards": ["2C"], "peek": ["KH"]}, "Ann")
    assert said and english(said) == [], said
    assert english(text.cards([])) == []
    # Every line: round headings, the moves in the rules' sentences, the positions.
    lines = list(replay_view.replay_lines(_save(), seat=0))
    assert len(lines) >= 4 and english("\n".join(lines)) == [], lines


def test_review_and_statistics_sentences_are_translated():
    from cardtui.bots.review import Review

    for n in (0, 1, 4):
        review = Review(seat=0, decisions=n, worst=(), average_cost=0.1)
        assert english(review_words.summary(review)) == []
    assert english(review_words.percent(0.183)) == []
    for n in (1, 3):
        assert english(stats_counting.waiting_words(n)) == []
        assert english(stats_counting.left_out_words(n)) == []


def test_setup_form_words_are_translated():
    for _n, text in counts((1, 3), "round"):
        assert english(shown(text)) == []
