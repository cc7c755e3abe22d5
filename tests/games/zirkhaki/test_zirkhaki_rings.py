"""The eight rings of the advanced mode (§4), each as a stacked scenario, and the ring deal."""

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
from cardtui.games.zirkhaki.rings import RINGS

FILL = ["chest5", "chest6", "chest7", "key5", "key6", "key7"]


# -- §4.1 the deal ---------------------------------------------------------------------------


def test_ring_deal_two_each_kept_in_secret_then_revealed_in_playing_order():
    s = SPEC.new_state(3, {"rings": True}, seed=11, dealer=2)  # P1 (seat 0) acts first
    offered = [r for pair in s.offers for r in pair]
    assert len(offered) == 6 and len(set(offered)) == 6
    assert s.current_player == 0
    mine = [RINGS[r] for r in s.offers[0]]
    assert legal(s) == [f"ring {r}" for r in mine]
    assert s.view(0).ring_offer == mine and "ring_offer" in s.view(1)
    assert s.view(1).ring_offer != mine
    events = play(s, f"ring {mine[1]}")
    assert events[0].kind == "ring" and events[0].visible_to == (0,)
    assert s.current_player == 1
    assert s.view(0).rings == [mine[1], None, None]  # I know my own ring
    assert s.view(1).rings == [None, None, None]  # the others do not, yet
    play(s, f"ring {RINGS[s.offers[1][0]]}")
    events = play(s, f"ring {RINGS[s.offers[2][0]]}")
    reveal = [e for e in events if e.kind == "ring" and e.visible_to is None]
    assert len(reveal) == 1
    assert s.view(1).rings == s.view(2).rings == reveal[0].data["rings"]
    assert s.current_player == 0 and legal(s) == ["draw"]
    assert "ring_offer" not in s.view(0)


def test_ring_deal_at_four_players_uses_all_eight():
    s = SPEC.new_state(4, {"rings": True}, seed=3)
    assert sorted(r for pair in s.offers for r in pair) == list(range(8))


def test_ring_deal_can_be_stacked_and_refuses_a_ring_twice():
    s = game(rings=[("mugger", "blade"), ("rogue", "goldsmith")], options={"rings": True})
    assert legal(s) == ["ring mugger", "ring blade"]
    with pytest.raises(IllegalAction, match="You cannot ring rogue now"):
        s.apply("ring rogue")
    with pytest.raises(ValueError, match="only once"):
        game(rings=[("mugger", "blade"), ("mugger", "goldsmith")], options={"rings": True})


def test_ring_choice_comes_before_the_first_draw():
    s = game("coin5", rings=[("mugger", "blade"), ("rogue", "goldsmith")], options={"rings": True})
    with pytest.raises(IllegalAction, match="rings"):
        s.apply("draw")


# -- §4.2 the rings --------------------------------------------------------------------------


def test_ring1_snake_charmer_collects_the_whole_zone_at_once():
    s = position(["coin5", "snake3", "key3", *FILL], rings=["snake_charmer", None])
    events = play(s, "draw", "draw")
    assert kinds(events)[-2:] == ["bank", "turn"]
    assert bank(s, 0) == {"snake": [3], "coin": [5]}
    assert s.active == 1 and s.snake == 0


def test_ring1_snake_charmer_pays_chest_and_key_and_works_from_a_map():
    draw = ["chest3", "key3", "map3", *FILL]
    pit = ["snake2", "coin4"]
    s = position(draw, banks=[[], _rest(draw + pit)], burnt=pit, rings=["snake_charmer", None])
    play(s, "draw", "draw", "draw")
    assert sorted(legal(s)) == ["choose coin4", "choose snake2"]
    events = play(s, "choose snake2")  # the ring triggers from the burnt pile too
    assert kinds(events)[-3:] == ["bank", "bonus", "turn"]
    assert bank(s, 0) == {"snake": [2], "coin": [4], "chest": [3], "key": [3], "map": [3]}
    assert s.active == 1


def test_ring2_mugger_steals_a_suit_not_in_the_zone_and_plays_it():
    s = position(["coin5", "pistol3", *FILL], banks=[[], ["coin6", "map4"]], rings=["mugger", None])
    play(s, "draw", "draw")
    assert legal(s) == ["choose map4"]  # coin6 is excluded: coins are in the zone
    assert s.view(0).pending["kind"] == "mugger"
    events = play(s, "choose map4")
    assert zone(s) == ["coin5", "pistol3", "map4"]
    assert bank(s, 1) == {"coin": [6]}
    assert "lifts" in events[-1].text  # the stolen map's power runs


def test_ring2_mugger_with_no_eligible_card_burns_as_usual():
    s = position(["coin5", "pistol3", *FILL], banks=[[], ["coin6"]], rings=["mugger", None])
    play(s, "draw", "draw")
    assert s.view(0).pending["kind"] == "pistol"
    play(s, "choose coin6")
    assert "coin6" in burnt(s) and zone(s) == ["coin5", "pistol3"]


def test_ring3_blade_steals_a_duplicate_suit_without_busting():
    s = position(["coin5", "dagger3", "coin7", *FILL], banks=[[], ["coin6"]], rings=["blade", None])
    play(s, "draw", "draw")
    odds = s.view(0).bust_odds
    play(s, "choose coin6")
    assert zone(s) == ["coin5", "dagger3", "coin6"]
    assert s.view(0).bust_odds == odds  # R13: a blade duplicate does not change the sum
    events = play(s, "draw")  # a later coin still busts
    assert "bust" in kinds(events)


def test_a24_a_blade_duplicate_still_uses_its_power():
    s = position(
        ["pistol3", "dagger3", *FILL],
        banks=[[], ["pistol5", "key4", "map3"]],
        rings=["blade", None],
    )
    play(s, "draw", "choose map3", "draw", "choose pistol5")
    assert zone(s) == ["pistol3", "dagger3", "pistol5"]
    assert s.view(0).pending["kind"] == "pistol" and legal(s) == ["choose key4"]


def test_ring3_blade_overrides_the_strict_sword():
    s = position(
        ["dagger3", *FILL],
        banks=[["coin5"], ["coin7"]],
        rings=["blade", None],
        options={"dmd_strict_sword": True},
    )
    play(s, "draw")
    assert legal(s) == ["choose coin7"]


def test_ring4_wealth_lover_takes_twice_as_many_bonus_cards():
    s = game(
        "chest3",
        "key3",
        "coin5",
        options={"rings": True},
        rings=[("wealth_lover", "blade"), ("rogue", "goldsmith")],
    )
    play(s, "ring wealth_lover", "ring rogue", "draw", "draw", "draw")
    events = play(s, "bank")
    assert next(e for e in events if e.kind == "bonus").data["count"] == 6
    assert len(s.burnt) == 10 - 6


def test_ring5_goldsmith_adds_five_once_for_any_coins():
    s = position(
        ["key3", *FILL], banks=[["coin5", "coin9", "map4"], ["coin6"]], rings=["goldsmith", None]
    )
    assert s.scores() == [9 + 4 + 5, 6]
    s2 = position(["key3", *FILL], banks=[["map4"], []], rings=["goldsmith", None])
    assert s2.scores() == [4, 0]


def test_ring6_map_reader_chooses_from_the_whole_burnt_pile():
    s = position(["map3", *FILL], rings=["map_reader", None])
    size = len(s.burnt)
    play(s, "draw")
    assert len(legal(s)) == size and "bank" not in legal(s)  # still a must
    play(s, "choose coin4")
    assert zone(s) == ["map3", "coin4"] and len(s.burnt) == size - 1


def test_ring7_rogue_plays_two_cards_one_after_the_other():
    s = position(
        ["horseshoe3", *FILL], banks=[["dagger4", "coin5"], ["key4"]], rings=["rogue", None]
    )
    play(s, "draw")
    pend = s.view(0).pending
    assert pend["kind"] == "horseshoe" and pend["more"] == 1 and "1 more card" in pend["then"]
    play(s, "choose dagger4")
    assert legal(s) == ["choose key4"]  # the dagger resolves fully first
    assert s.view(0).pending["more"] == 1
    play(s, "choose key4")
    assert legal(s) == ["choose coin5"]  # the second card, from the bank as it is now
    play(s, "choose coin5")
    assert zone(s) == ["horseshoe3", "dagger4", "key4", "coin5"]
    assert legal(s) == ["draw", "bank"]


def test_ring7_rogue_with_one_banked_card_plays_one_and_a_bust_ends_it():
    s = position(["horseshoe3", *FILL], banks=[["coin5"]], rings=["rogue", None])
    play(s, "draw", "choose coin5")
    assert zone(s) == ["horseshoe3", "coin5"] and legal(s) == ["draw", "bank"]
    s2 = position(["coin6", "horseshoe3", *FILL], banks=[["coin5", "map4"]], rings=["rogue", None])
    events = play(s2, "draw", "draw", "choose coin5")
    assert "bust" in kinds(events) and s2.active == 1
    assert bank(s2, 0) == {"map": [4]}


def test_ring8_fortune_teller_sees_three_cards_in_order_privately():
    s = position(["astrolabe3", "coin5", "map4", "key3", *FILL], rings=["fortune_teller", None])
    events = play(s, "draw")
    peek = next(e for e in events if e.kind == "peek")
    assert peek.cards == ("coin5", "map4", "key3") and peek.visible_to == (0,)
    assert [c.code for c in s.view(0).peek] == ["coin5", "map4", "key3"]
    assert "peek" not in s.view(1)
    assert s.view(1).peek_counts == [3, 0]
    play(s, "draw")
    assert [c.code for c in s.view(0).peek] == ["map4", "key3"]  # the order is unchanged


def test_a27_fortune_teller_sees_what_remains_when_fewer_than_three():
    s = position(["astrolabe3", "coin5", "map4"], rings=["fortune_teller", None])
    events = play(s, "draw")
    assert next(e for e in events if e.kind == "peek").cards == ("coin5", "map4")


def _rest(used: list[str]) -> list[str]:
    from cardtui.games.zirkhaki.cards import DECK

    taken = set(used)
    return [c.code for c in DECK if c.code not in taken]
