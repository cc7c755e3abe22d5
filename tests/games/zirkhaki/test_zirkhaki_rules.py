"""R1-R11 and the page's ambiguity decisions (A-n) that T1-T15 do not already pin down."""

from __future__ import annotations

import pytest
from games.zirkhaki.zirkhaki_helpers import (
    bank,
    burnt,
    game,
    kinds,
    legal,
    play,
    position,
    zone,
)

from cardtui.core.errors import IllegalAction
from cardtui.games.zirkhaki import SPEC

FILL = ["chest5", "chest6", "chest7", "key5", "key6", "key7"]


def test_r1_a_turn_opens_with_a_draw_and_bank_is_refused_clearly():
    s = game("coin5")
    before = s.snapshot()
    with pytest.raises(IllegalAction, match="a turn starts with a draw"):
        s.apply("bank")
    assert s.snapshot() == before
    assert legal(s) == ["draw"]


def test_r2b_snake_forces_draws_and_bank_says_why():
    s = game("snake3", "coin5", "key3")
    play(s, "draw")
    with pytest.raises(IllegalAction, match="snake"):
        s.apply("bank")
    play(s, "draw", "draw")
    assert legal(s) == ["draw", "bank"]


def test_r2a_last_card_with_a_choice_resolves_it_then_forces_the_collect():
    s = position(["coin5", "pistol3"], banks=[[], ["map4"]])
    play(s, "draw", "draw")
    assert legal(s) == ["choose map4"] and not s.draw
    events = play(s, "choose map4")
    assert kinds(events)[-3:] == ["power", "bank", "game_over"]
    assert s.is_over and bank(s, 0) == {"pistol": [3], "coin": [5]}


def test_r2_1_and_r11_turns_pass_clockwise_after_a_collect_or_a_bust():
    s = game("coin5", "key4", "key5", "chest3", players=3)
    play(s, "draw", "bank")
    assert s.current_player == 1
    play(s, "draw", "draw")  # key4, then key5 busts
    assert s.current_player == 2
    play(s, "draw", "bank")
    assert s.current_player == 0


def test_a2_pistol_burns_only_the_top_card_of_a_stack():
    s = position(["pistol3", *FILL], banks=[[], ["coin5", "coin7"]])
    play(s, "draw")
    assert legal(s) == ["choose coin7"]
    events = play(s, "choose coin7")
    assert events[-1].text == "Pistol: P1 burns P2's Coin 7."
    assert bank(s, 1) == {"coin": [5]} and "coin7" in burnt(s)


def test_a4_pistol_targets_any_opponent_with_cards_at_four_players():
    s = position(["pistol3", *FILL], banks=[[], [], ["map4"], ["key4", "coin6"]], players=4)
    play(s, "draw")
    assert legal(s) == ["choose map4", "choose coin6", "choose key4"]
    assert s.view(0).pending["owners"] == [2, 3, 3]


def test_a9_snake_counter_counts_cards_from_any_source():
    draw = ["snake3", "map3", "coin5", *FILL]
    s = position(draw, banks=[[], _rest([*draw, "coin4"])], burnt=["coin4"])
    play(s, "draw", "draw")
    assert s.snake == 1 and legal(s) == ["choose coin4"]
    play(s, "choose coin4")  # the map's card is the snake's second card
    assert s.snake == 0 and legal(s) == ["draw", "bank"]


def test_a11_map_must_play_its_card_even_if_it_busts():
    draw = ["coin5", "map3", *FILL]
    s = position(draw, banks=[[], _rest([*draw, "coin4"])], burnt=["coin4"])
    play(s, "draw", "draw")
    assert legal(s) == ["choose coin4"]
    assert s.view(0).pending["busts"] == [s.pend_opts[0]]
    events = play(s, "choose coin4")
    assert "bust" in kinds(events) and s.active == 1


def test_a12_bonus_counts_chest_and_key_and_bonus_cards_do_not_activate():
    s = game("chest3", "key3", "coin5")
    play(s, "draw", "draw", "draw")
    events = play(s, "bank")
    bonus = next(e for e in events if e.kind == "bonus")
    assert bonus.data["count"] == 3
    assert kinds(events) == ["bank", "bonus", "turn"]  # no power ran for bonus cards
    assert s.snake == 0 and s.pend == 0


def test_a13_the_first_carpet_is_the_boundary_with_two_carpets():
    s = position(
        ["coin5", "carpet3", "dagger3", "coin6", *FILL],
        banks=[[], ["carpet4"]],
        rings=["blade", None],
    )
    play(s, "draw", "draw", "draw", "choose carpet4")
    assert zone(s) == ["coin5", "carpet3", "dagger3", "carpet4"]
    events = play(s, "draw")
    assert next(e for e in events if e.kind == "bust").data["saved"] == ["coin5"]


def test_a7_a_peek_leaves_the_card_on_top_and_stays_private_until_drawn():
    s = game("astrolabe3", "coin5")
    play(s, "draw")
    assert [c.code for c in s.view(0).peek] == ["coin5"]
    play(s, "bank")
    assert s.current_player == 1
    assert "peek" in s.view(0) and "peek" not in s.view(1)
    events = play(s, "draw")
    assert events[0].cards == ("coin5",)
    assert "peek" not in s.view(0)


def test_r5_bust_without_a_carpet_burns_the_whole_zone():
    s = game("coin5", "key4", "coin6")
    play(s, "draw", "draw")
    events = play(s, "draw")
    assert next(e for e in events if e.kind == "bust").data["saved"] == []
    assert bank(s, 0) == {}
    assert len(s.burnt) == 13


def test_r6_collect_sorts_each_stack_with_the_highest_on_top():
    s = position(["coin5", *FILL], banks=[["coin9", "coin4"]])
    play(s, "draw", "bank")
    assert bank(s, 0) == {"coin": [4, 5, 9]}


def test_r7_the_game_ends_after_the_turn_that_draws_the_last_card_even_on_a_bust():
    s = position(["coin5", "coin6"])
    events = play(s, "draw", "draw")
    assert kinds(events)[-2:] == ["bust", "game_over"]
    assert s.is_over and s.legal_actions() == []
    with pytest.raises(IllegalAction, match="over"):
        s.apply("draw")


def test_r8_only_the_top_card_of_each_suit_scores():
    s = position(["key3", *FILL], banks=[["astrolabe7", "astrolabe4", "astrolabe3", "coin9"]])
    assert s.scores()[0] == 7 + 9


def test_a17_score_all_cards_option_counts_every_card():
    s = position(
        ["key3", *FILL],
        banks=[["astrolabe7", "astrolabe4", "astrolabe3"]],
        options={"score_all_cards": True},
    )
    assert s.scores()[0] == 14


def test_r9_a_tied_score_goes_to_the_most_banked_cards():
    s = position(["coin6"], banks=[["key2"], ["coin4", "coin5", "map2", "map3"]])
    events = play(s, "draw")
    assert "most banked cards" in events[-1].text
    assert s.scores() == [8, 8]
    assert s.winners() == [1]
    assert s.round_detail()["tie_break"] == "most cards"


def test_r9_still_tied_players_share_the_win():
    s = position(["key2"], banks=[["map3"], ["coin5", "coin4"]])
    events = play(s, "draw")
    assert s.scores() == [5, 5] and s.winners() == [0, 1]
    assert "share the win" in events[-1].text
    assert s.returns() == [0.5, 0.5]


@pytest.mark.parametrize("players", [1, 5])
def test_r10_two_to_four_players(players):
    with pytest.raises(ValueError, match="2 to 4 players"):
        SPEC.new_state(players)


def test_learning_mode_turns_every_power_off():
    s = position(
        [
            "astrolabe3",
            "pistol3",
            "snake3",
            "carpet3",
            "chest3",
            "key3",
            "map3",
            "horseshoe3",
            "dagger3",
            "coin5",
            "coin6",
            *FILL,
        ],
        banks=[["map4"], ["coin9"]],
        options={"learning": True},
    )
    events = play(s, *["draw"] * 10)
    assert not {"power", "peek", "place"} & set(kinds(events))
    assert s.snake == 0 and legal(s) == ["draw", "bank"]
    events = play(s, "draw")  # coin6 busts and the carpet saves nothing
    assert next(e for e in events if e.kind == "bust").data["saved"] == []
    s2 = game("chest3", "key3", options={"learning": True})
    assert "bonus" not in kinds(play(s2, "draw", "draw", "bank"))


def test_learning_mode_and_rings_do_not_mix():
    with pytest.raises(ValueError, match="Learning mode"):
        SPEC.new_state(2, {"learning": True, "rings": True})


def _rest(used: list[str]) -> list[str]:
    from cardtui.games.zirkhaki.cards import DECK

    taken = set(used)
    return [c.code for c in DECK if c.code not in taken]
