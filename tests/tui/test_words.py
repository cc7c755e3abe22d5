"""One name per thing: the setup form, the rules pages and the tables use the same words.

The setup form's labels (cardtui/tui/setup_fields) are the one table of option names; the
rules pages must use them, and no page may quote an option code (``voluntary_pickup``).
"""

from __future__ import annotations

import dataclasses
import re

import pytest

from cardtui import games as registry
from cardtui.games.zirkhaki.rings import RING_INFO
from cardtui.resources import help_text, rules_text
from cardtui.tui.setup_fields import form_for

GAMES = registry.all()


def _codes(game: str) -> list[str]:
    """The option codes of a game that a reader could mistake for words (two words joined)."""
    spec = registry.get(game)
    return [f.name for f in dataclasses.fields(spec.Options) if "_" in f.name]


def _page(game: str) -> str:
    # Markdown emphasis and line breaks aside, so "**Strict dagger**" reads "Strict dagger".
    return " ".join(rules_text(registry.get(game).name).replace("**", "").split())


@pytest.mark.parametrize("game", GAMES)
def test_every_setup_label_is_named_on_the_rules_page(game: str) -> None:
    page = _page(game)
    form = form_for(registry.get(game).name)
    labels = {f.label for f in form.fields}
    # A label that depends on the other values ("Rounds to play" / "Round wins to win").
    for f in form.fields:
        if f.label_for is not None:
            labels |= {f.label_for({"scoring": s}) for s in ("round_wins", "penalty_cards")}
    missing = sorted(label for label in labels if label not in page)
    assert not missing, f"setup labels the rules page does not use: {missing}"


@pytest.mark.parametrize("game", GAMES)
def test_every_rule_set_is_named_on_the_rules_page(game: str) -> None:
    page = _page(game)
    missing = [name for name in registry.get(game).presets if name not in page]
    assert not missing, f"rule sets the rules page does not name: {missing}"


@pytest.mark.parametrize("game", GAMES)
def test_no_option_code_on_a_rules_page_or_in_the_forms_words(game: str) -> None:
    name = registry.get(game).name
    form = form_for(name)
    texts = {"rules page": rules_text(name), "table help": help_text("table")}
    for f in form.fields:
        texts[f"form field {f.name}"] = " ".join(
            [f.label, f.help, *(w for _, w in f.choices), *f.phrase.values()]
        )
    texts["rule set notes"] = " ".join(form.preset_notes.values())
    found = {
        where: hits
        for where, text in texts.items()
        if (hits := [c for c in _codes(game) if re.search(rf"\b{c}\b", text)])
    }
    assert not found, f"option codes shown to players: {found}"


def test_each_ring_says_on_the_rules_page_exactly_what_it_says_in_the_app() -> None:
    page = _page("zirkhaki")
    for _code, title, _suit, effect in RING_INFO:
        assert f"| {title} | {effect[0].upper()}{effect[1:]}. |" in page, title


@pytest.mark.parametrize(
    ("code", "words"),
    [
        # Ring 5: +5 once, not per coin; it is the bank that counts at the end.
        ("goldsmith", ("once", "bank", "coin")),
        # Ring 4: only when banking, never on a bust.
        ("wealth_lover", ("banking", "twice")),
        # Ring 3: a duplicate suit does not bust; a later card of that suit still does.
        ("blade", ("any top card", "does not bust", "third")),
        # Ring 2: only suits not in the zone; with none, the pistol burns as usual.
        ("mugger", ("not in your zone", "if none", "burns")),
    ],
)
def test_zirkhaki_rings_2_to_5_say_what_the_rules_say(code: str, words: tuple[str, ...]) -> None:
    effect = next(e for c, _t, _s, e in RING_INFO if c == code)
    missing = [w for w in words if w not in effect]
    assert not missing, f"{code}: '{effect}' does not say {missing}"


def test_zirkhaki_match_is_counted_in_games_on_the_form_and_at_the_table() -> None:
    spec = registry.get("zirkhaki")
    form = form_for("zirkhaki")
    assert form.field("games").label == "Games"
    assert form.field("games").words(3) == "3 games"
    assert spec.match_rule(2, {"games": 3}).describe() == "Most games won out of 3"
    assert spec.match_rule(2, {}).describe() == "One game"


def test_zirkhaki_log_says_bank_as_the_keys_and_rules_do():
    # The rules page and the b key say "bank"; the log said "collects" for the same move.
    from cardtui.games.zirkhaki import sentences
    from cardtui.games.zirkhaki.cards import card

    words = [
        sentences.collects(0, (card("coin5"),)),
        sentences.forced_collect(0),
        sentences.snake_charmed(0),
    ]
    assert not [w for w in words if "collect" in w], words


async def test_a_longer_match_keeps_the_standard_rule_set_that_the_summary_names():
    # The form said "Rule set: Custom" above a summary saying "standard rules".
    from textual.widgets import Select, Static
    from tui.tui_helpers import quick_settings

    from cardtui.tui.app import CardSuiteApp, Launch

    app = CardSuiteApp(settings=quick_settings(), launch=Launch("xeri"))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        form = app.screen
        form.query_one("#opt-target", Select).value = 101
        await pilot.pause()
        summary = str(form.query_one("#setup-summary", Static).render())
        assert "first to 101 points · standard rules" in summary
        assert form.query_one("#preset", Select).value == "Standard"
        # A rule set that names the match length is still found by it.
        form.query_one("#opt-match_mode", Select).value = "rounds"
        form.query_one("#opt-rounds", Select).value = 4
        await pilot.pause()
        assert form.query_one("#preset", Select).value == "Match of 4 rounds"
