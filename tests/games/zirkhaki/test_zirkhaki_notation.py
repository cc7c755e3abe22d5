"""Cards, the action notation, setup, options and the spec's contract."""

from __future__ import annotations

import pickle
from collections import Counter

import pytest
from games.zirkhaki.zirkhaki_helpers import deck, game, legal, play, position

from cardtui import games
from cardtui.core import Match, RoundsWonMatch, Seat
from cardtui.core.errors import IllegalAction, OptionError
from cardtui.games.zirkhaki import DECK, SPEC, card, cards
from cardtui.games.zirkhaki.cards import START_BURNT, START_DRAW


def test_sixty_unique_cards_ten_suits_of_six_coins_four_to_nine():
    assert len(DECK) == 60 and len({c.code for c in DECK}) == 60
    per_suit = Counter(c.suit_name for c in DECK)
    assert len(per_suit) == 10 and set(per_suit.values()) == {6}
    assert sorted(c.value for c in DECK if c.suit_name == "coin") == [4, 5, 6, 7, 8, 9]
    assert sorted(c.value for c in DECK if c.suit_name == "map") == [2, 3, 4, 5, 6, 7]


def test_the_burnt_pile_starts_with_the_nine_twos_and_coin4():
    assert sorted(c.code for c in START_BURNT) == sorted(
        [
            f"{s}2"
            for s in (
                "astrolabe",
                "pistol",
                "dagger",
                "carpet",
                "snake",
                "horseshoe",
                "chest",
                "key",
                "map",
            )
        ]
        + ["coin4"]
    )
    assert len(START_DRAW) == 50
    assert Counter(c.suit for c in START_DRAW) == {s: 5 for s in range(10)}


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("coin9", "coin9"),
        (" Coin 9 ", "coin9"),
        ("MAP5", "map5"),
        ("mermaid9", "coin9"),
        ("kraken4", "snake4"),
        ("hook3", "horseshoe3"),
    ],
)
def test_cards_read_in_several_spellings_and_are_interned(text, code):
    c = SPEC.parse_card(text)
    assert c.code == code and c is card(code)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("coin10", "coin cards go from 4 to 9"),
        ("map1", "map cards go from 2 to 7"),
        ("coin", "needs a value"),
        ("gold5", "is not a Zirkhaki card"),
        ("", "is not a Zirkhaki card"),
        (7, "is written like"),
    ],
)
def test_malformed_cards_raise_a_clear_sentence(text, message):
    with pytest.raises(ValueError, match=message):
        card(text)


def test_display_names_carry_the_dead_mans_draw_hint():
    assert str(card("coin9")) == "Coin 9"
    assert card("coin9").long_name == "Coin 9 (Mermaid)"
    assert card("chest3").long_name == "Chest 3"  # same name in both games: no hint
    assert cards("coin9, map5") == [card("coin9"), card("map5")]
    assert pickle.loads(pickle.dumps(card("key4"))) is card("key4")


def test_spec_metadata_and_registry():
    assert games.get("zirkhaki") is SPEC and games.get("dmd") is SPEC
    assert (SPEC.name, SPEC.title, SPEC.min_players, SPEC.max_players) == (
        "zirkhaki",
        "Zirkhaki",
        2,
        4,
    )
    assert SPEC.pitch and "\n" not in SPEC.pitch
    assert set(SPEC.bots) == {"easy", "normal"}
    for preset in SPEC.presets.values():
        SPEC.options(preset)


def test_options_refuse_unknown_names_and_bad_values():
    with pytest.raises(OptionError, match="Did you mean 'rings'"):
        SPEC.options({"ring": True})
    with pytest.raises(OptionError, match="1 to 25 games"):
        SPEC.options(games=0)
    assert SPEC.options({"rings": "yes"}).rings is True


def test_match_rule_is_one_game_or_a_set_number():
    assert isinstance(SPEC.match_rule(2), RoundsWonMatch)
    assert SPEC.match_rule(2).rounds == 1
    assert SPEC.match_rule(3, {"games": 3}).rounds == 3


@pytest.mark.parametrize(
    ("bad", "message"),
    [
        (deck()[:49], "not 49 cards"),
        ([*deck()[:49], "coin4"], "always starts in the burnt pile"),
        ([*deck()[:49], deck()[0]], "appears twice"),
        (["coin9", "nothing"], "is not a Zirkhaki card"),
    ],
)
def test_a_stacked_deck_must_be_exactly_the_fifty_draw_cards(bad, message):
    with pytest.raises(ValueError, match=message):
        SPEC.new_state(2, deck=bad)


def test_stacked_deck_is_the_draw_pile_top_first_and_seeds_replay_the_deal():
    s = game("map5", "coin9")
    assert s.draw[-1] is card("map5") and s.draw[-2] is card("coin9")
    assert sorted(s.burnt) == sorted(START_BURNT)
    a, b = SPEC.new_state(3, seed=5), SPEC.new_state(3, seed=5)
    assert a.snapshot() == b.snapshot()
    assert SPEC.new_state(3, seed=6).draw != a.draw
    assert SPEC.new_state(3, seed=5, dealer=1).current_player == 2


def test_action_codes_and_synonyms():
    s = game("coin5", "key3")
    play(s, "draw")
    assert SPEC.parse_action(s, "collect").code == "bank"
    assert SPEC.parse_action(s, " DRAW ").code == "draw"
    assert legal(s) == ["draw", "bank"]


@pytest.mark.parametrize(
    ("code", "message"),
    [
        ("", "Type a move"),
        ("fly", "'fly' is not a move"),
        ("choose coin10", "coin cards go from 4 to 9"),
        ("choose coin9", "there is no choice to make"),
        ("ring mugger", "You cannot ring mugger now"),
        ("ring pirate", "'pirate' is not a ring"),
        ("bank", "a turn starts with a draw"),
    ],
)
def test_illegal_or_malformed_moves_raise_a_sentence_and_change_nothing(code, message):
    s = game("coin5")
    before = s.snapshot()
    with pytest.raises(IllegalAction, match=message):
        s.apply(code)
    assert s.snapshot() == before


def test_a_whole_match_runs_through_the_core_match_with_bots():
    from cardtui.bots import make

    match = Match(SPEC, [Seat.bot("normal"), Seat.bot("easy")], seed=4)
    bots = [make("zirkhaki", "normal", seed=1), make("zirkhaki", "easy", seed=2)]
    state = match.state
    while not state.is_over:
        seat = state.current_player
        state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
    result = match.finish_round()
    assert match.is_over and match.winners() == result.winners
    assert next(row["suit"] for row in result.detail["table"]) == "astrolabe"
    assert sum(
        sum(row["points"][seat] for row in result.detail["table"]) for seat in range(2)
    ) == sum(result.scores)


def test_an_action_object_that_is_not_legal_gets_the_same_sentence():
    from cardtui.games.zirkhaki.actions import BANK, CHOOSE

    s = position(["pistol3", "key5"], banks=[[], ["coin9", "map3"]])
    play(s, "draw")
    before = s.snapshot()
    with pytest.raises(IllegalAction, match="Coin 8 is not one of this power's choices"):
        s.apply(CHOOSE[card("coin8").index])
    with pytest.raises(IllegalAction, match="first finish the card's power"):
        s.apply(BANK)
    assert s.snapshot() == before
    assert s.apply(CHOOSE[card("coin9").index])[0].text == "Pistol: P1 burns P2's Coin 9."


def test_a_position_must_place_every_card_once():
    with pytest.raises(ValueError, match="coin9 is used twice"):
        position(["coin9"], banks=[["coin9"]])
    with pytest.raises(ValueError, match="missing: "):
        position(["coin9"], burnt=["coin8"])
    with pytest.raises(ValueError, match="at least one card"):
        position([])


def test_every_option_has_a_help_line_for_the_setup_form():
    import dataclasses

    for f in dataclasses.fields(SPEC.Options):
        assert f.metadata["help"].endswith(".")
