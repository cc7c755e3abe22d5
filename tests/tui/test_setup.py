"""The new-game form: plain words, only sensible values, problems explained, Start."""

from __future__ import annotations

import re

import pytest
from textual.widgets import Button, Input, Select, Static
from tui.tui_helpers import quick_settings, screen_text, settle, table_of

from cardtui import games as registry
from cardtui.core.options import describe_options
from cardtui.tui.app import CardSuiteApp, Launch
from cardtui.tui.conductor import Phase
from cardtui.tui.screens.setup import CUSTOM_PRESET, SetupScreen
from cardtui.tui.setup_fields import form_for
from cardtui.tui.widgets.on_off import OnOff

GAMES = registry.all()
# A rule id of the rules pages (X-7, R2, V4, A11, R4.9) or a name from the code (play_to_last).
RULE_ID = re.compile(r"\b(?:[A-Z]{1,2}-\d+|[ARVXH]\d+(?:\.\d+)?)\b")
SNAKE = re.compile(r"\b[a-z0-9]+_[a-z0-9_]+\b")


def setup_app(game: str = "xeri") -> CardSuiteApp:
    return CardSuiteApp(settings=quick_settings(), launch=Launch(game))


async def open_form(pilot) -> SetupScreen:
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, SetupScreen)
    return screen


def plain_words_problems(text: str) -> list[str]:
    return RULE_ID.findall(text) + SNAKE.findall(text)


@pytest.mark.parametrize("game", GAMES)
def test_every_option_has_words_or_is_kept_on_purpose(game):
    spec = registry.get(game)
    form = form_for(game)
    names = {name for name, _, _ in describe_options(spec.Options)}
    worded = {f.name for f in form.fields}
    assert names == worded | set(form.hidden), "an option without words on the form"
    assert not worded & set(form.hidden)
    assert all(len(note) <= 100 for note in form.preset_notes.values())  # two lines at 80
    for f in form.fields:
        for text in (f.label, f.help, *(t for _, t in f.choices), *f.phrase.values()):
            assert not plain_words_problems(text), (f.name, text)
        assert len(f.label) <= 21, f"{f.label!r} does not fit the label column"
        shown = f"{f.label}: {f.help} Standard: {f.words(spec.options().__dict__[f.name])}."
        assert len(shown) <= 140, f"{f.name}'s help takes more than two lines at 80 columns"
        assert all(len(t) <= 21 for _, t in f.choices), f.choices


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
async def test_no_rule_id_or_code_name_in_any_capture_of_the_form(game):
    """The whole form with every rule set at the smallest and largest table, the help line for
    every field in turn (all that changes as the focus moves), and every list of choices: no
    rule id, no snake_case name."""
    app = setup_app(game)
    async with app.run_test(size=(120, 40)) as pilot:
        form = await open_form(pilot)
        spec = form.spec
        captures = []
        for players in sorted({form.player_counts[0], form.player_counts[-1]}):
            form.query_one("#players", Select).value = players
            for preset in spec.presets:
                form.query_one("#preset", Select).value = preset
                await pilot.pause()
                captures.append(screen_text(app))
        help_line = form.query_one("#setup-help", Static)
        helps = []
        for widget in [w for w in form.query("*") if w.focusable]:
            widget.focus()
            # The help line follows the focus through messages: waiting for the screen's
            # queues to drain is enough (waiting for the whole process to idle is slow).
            await pilot.pause(0)
            helps.append(str(help_line.render()))
        assert len(set(helps)) >= 5, "the help line did not follow the focus"
        captures += helps
        for select in form.query(Select):
            captures.extend(str(prompt) for prompt, _ in select._options)
        for text in captures:
            assert not plain_words_problems(text), plain_words_problems(text)


def test_xeri_offers_only_the_contracts_values():
    """X-18/A11: rounds mode in even numbers (and an even default); H2: hands of 6 or 4;
    V1: two players or four in teams, never three."""
    form = form_for("xeri")
    spec = registry.get("xeri")
    rounds = [v for v, _ in form.field("rounds").choices]
    assert rounds and all(r % 2 == 0 for r in rounds)
    assert spec.options().rounds % 2 == 0
    assert [v for v, _ in form.field("hand_size").choices] == [6, 4]
    for name, preset in spec.presets.items():
        if spec.options(preset).match_mode == "rounds":
            assert spec.options(preset).rounds % 2 == 0, name


async def test_xeri_offers_two_or_four_players_and_four_play_in_teams():
    app = setup_app()
    async with app.run_test(size=(100, 40)) as pilot:
        form = await open_form(pilot)
        assert form.player_counts == [2, 4]
        form.query_one("#players", Select).value = 4
        await pilot.pause()
        text = screen_text(app)
        assert "team A" in text and "team B" in text  # partners opposite: seats 1+3, 2+4
        assert "4 players (2 teams)" in text


@pytest.mark.parametrize("game", GAMES)
async def test_presets_differ_each_has_a_line_and_the_form_follows_them(game):
    spec = registry.get(game)
    built = [spec.options(p) for p in spec.presets.values()]
    assert len(set(built)) == len(built), "two presets are the same rules"
    assert spec.options() in built, "the standard rules are one of the presets"
    app = setup_app(game)
    async with app.run_test(size=(120, 40)) as pilot:
        form = await open_form(pilot)
        standard = next(n for n, p in spec.presets.items() if spec.options(p) == spec.options())
        assert form.query_one("#preset", Select).value == standard
        notes = set()
        for name in spec.presets:
            note = form.form.preset_notes[name]
            assert note and "\n" not in note
            notes.add(note)
            form.query_one("#preset", Select).value = name
            await pilot.pause()
            assert form.preset_matching(form.option_values()) == name
            assert spec.options(form.option_values()) == spec.options(spec.presets[name])
            assert note in " ".join(screen_text(app).split())
        assert len(notes) == len(spec.presets)


async def test_editing_a_rule_makes_the_rule_set_custom_and_the_summary_says_so():
    app = setup_app("zirkhaki")
    async with app.run_test(size=(120, 40)) as pilot:
        form = await open_form(pilot)
        form.query_one("#preset", Select).value = "Advanced (rings)"
        await pilot.pause()
        summary = str(form.query_one("#setup-summary", Static).render())
        assert "with rings" in summary
        form.query_one("#opt-score_all_cards", OnOff).value = True
        await pilot.pause()
        assert form.query_one("#preset", Select).value == CUSTOM_PRESET
        summary = str(form.query_one("#setup-summary", Static).render())
        assert "with rings" in summary and "every banked card scores" in summary


async def test_the_summary_names_the_players_the_match_and_every_variant():
    app = setup_app("xeri")
    async with app.run_test(size=(120, 40)) as pilot:
        form = await open_form(pilot)
        form.query_one("#opt-show_bottom_card", OnOff).value = True
        form.query_one("#opt-match_mode", Select).value = "rounds"
        await pilot.pause()
        line = str(form.query_one("#setup-summary", Static).render())
        assert "Player 1 vs Bot 2 (normal bot)" in line
        assert "most rounds won out of 4" in line and "bottom card shown" in line
        assert not form.query_one("#row-target").display  # points target: not in a rounds match
        assert form.query_one("#row-rounds").display


async def test_hidden_unders_offers_only_deck_counts_that_deal_everyone():
    app = setup_app("hidden_unders")
    async with app.run_test(size=(120, 40)) as pilot:
        form = await open_form(pilot)
        form.query_one("#players", Select).value = 6
        await pilot.pause()
        decks = [value for _, value in form.query_one("#opt-decks", Select)._options]
        assert decks == ["auto", 2, 3]  # one deck cannot deal 12 cards to six players
        assert form.query_one("#start", Button).disabled is False


async def test_off_looks_off():
    app = setup_app("xeri")
    async with app.run_test(size=(120, 40)) as pilot:
        form = await open_form(pilot)
        switch = form.query_one("#opt-show_bottom_card", OnOff)
        assert "[ ] off" in str(switch.render()) and "x" not in str(switch.render())
        switch.action_toggle()
        await pilot.pause()
        assert "[x] on" in str(switch.render())


async def test_names_must_be_given_and_different():
    app = setup_app()
    async with app.run_test(size=(100, 40)) as pilot:
        form = await open_form(pilot)
        form.query_one("#seat-name-1", Input).value = ""
        await pilot.pause()
        assert "Seat 2 needs a name." in screen_text(app)
        assert form.query_one("#start", Button).disabled is True
        form.query_one("#seat-name-1", Input).value = "player 1"
        form.query_one("#seat-kind-1", Select).value = "human"
        await pilot.pause()
        assert "Two seats are called Player 1" in screen_text(app)


async def test_a_combination_the_game_refuses_is_explained_and_start_waits():
    app = setup_app("zirkhaki")
    async with app.run_test(size=(120, 40)) as pilot:
        form = await open_form(pilot)
        form.query_one("#opt-rings", OnOff).value = True
        form.query_one("#opt-learning", OnOff).value = True
        await pilot.pause()
        assert "rings cannot be used" in screen_text(app)
        assert form.query_one("#start", Button).disabled is True
        await pilot.press("ctrl+s")  # refused, with the reason: the form stays
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)


async def test_start_opens_the_table_with_the_seats_rules_and_seed_entered():
    app = setup_app()
    async with app.run_test(size=(100, 40)) as pilot:
        form = await open_form(pilot)
        form.query_one("#seat-name-0", Input).value = "[Ann]"  # brackets are not markup
        form.query_one("#seat-kind-1", Select).value = "bot:easy"
        form.query_one("#opt-hand_size", Select).value = 4
        form.query_one("#seed", Input).value = "1234"
        await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
        table = table_of(app)
        assert app.screen is table
        seats = table.match.seats
        assert [s.name for s in seats] == ["[Ann]", "Bot 2"] and seats[1].level == "easy"
        assert table.match.options.hand_size == 4 and table.match.seed == 1234
        assert await settle(app, pilot) is Phase.HUMAN
        text = screen_text(app)
        assert "[Ann] · you" in text and "Known deal (seed 1234)" in text


async def test_bots_only_is_a_table_to_watch():
    app = setup_app()
    async with app.run_test(size=(100, 40)) as pilot:
        form = await open_form(pilot)
        form.query_one("#seat-kind-0", Select).value = "bot:random"
        await pilot.pause()
        assert form.query_one("#seat-name-0", Input).value == "Bot 1"
        assert "Watch" in str(form.query_one("#start", Button).label)
        assert "Watching Bot 1 (random bot) vs Bot 2" in screen_text(app)


async def test_r2_hidden_unders_decks_field_shows_the_count_for_the_table_size_in_force():
    """X14: "as many as needed" is ceil(12n/52) decks; the field says the number for the
    table chosen now, not the one it opened with."""
    app = setup_app("hidden_unders")
    async with app.run_test(size=(100, 32)) as pilot:
        form = await open_form(pilot)
        assert "as many as needed (1)" in screen_text(app)
        for players, decks in ((6, 2), (3, 1), (5, 2)):
            form.query_one("#players", Select).value = players
            await pilot.pause()
            assert f"as many as needed ({decks})" in screen_text(app), players


async def test_a_seat_switched_between_bot_and_human_keeps_a_name_given_to_it():
    """Only the form's own names ("Bot 2", "Player 2") follow the seat's kind."""
    app = setup_app("hidden_unders")
    async with app.run_test(size=(100, 32)) as pilot:
        form = await open_form(pilot)
        name = form.query_one("#seat-name-1", Input)
        form.query_one("#seat-kind-1", Select).value = "human"
        await pilot.pause()
        assert name.value == "Player 2"  # the form's name for a person
        form.query_one("#seat-kind-1", Select).value = "bot:easy"
        await pilot.pause()
        assert name.value == "Bot 2"
        name.value = "Bot Bob"  # the player's own name for the seat
        form.query_one("#seat-kind-1", Select).value = "human"
        await pilot.pause()
        assert name.value == "Bot Bob"
        form.query_one("#seat-name-0", Input).value = "Player One"
        form.query_one("#seat-kind-0", Select).value = "bot:hard"
        await pilot.pause()
        assert form.query_one("#seat-name-0", Input).value == "Player One"
