"""The rules page's worked edge cases T1-T15 (§3.9), as stacked-deck scenarios."""

from __future__ import annotations

from games.zirkhaki.zirkhaki_helpers import bank, burnt, game, kinds, legal, play, position, zone


def test_t1_snake_then_horseshoe_with_empty_bank_draws_a_second_card():
    s = game("snake3", "horseshoe3", "coin5")
    play(s, "draw", "draw")
    assert zone(s) == ["snake3", "horseshoe3"]
    assert s.snake == 1  # the horseshoe counted; its power had nothing to play
    assert legal(s) == ["draw"]
    play(s, "draw")
    assert s.snake == 0
    assert legal(s) == ["draw", "bank"]


def test_t2_snake_then_map_with_empty_burnt_pile_draws_a_second_card():
    draw = ["snake3", "map3", "coin5", "key3"]
    s = position(draw, banks=[[], _all_but(draw)], burnt=[])
    events = play(s, "draw", "draw")
    assert "the burnt pile is empty" in events[-1].text
    assert s.snake == 1
    assert legal(s) == ["draw"]
    play(s, "draw")
    assert legal(s) == ["draw", "bank"]


def test_t3_snake_horseshoe_dagger_chain_satisfies_the_snake_and_steals_extra():
    s = position(["snake3", "horseshoe3", "coin5", *_filler(6)], banks=[["dagger4"], ["coin6"]])
    play(s, "draw", "draw")
    assert legal(s) == ["choose dagger4"]  # a single target still asks
    play(s, "choose dagger4")
    assert s.snake == 0  # horseshoe + dagger: two cards entered
    assert legal(s) == ["choose coin6"]
    play(s, "choose coin6")
    assert zone(s) == ["snake3", "horseshoe3", "dagger4", "coin6"]
    assert legal(s) == ["draw", "bank"]
    assert bank(s, 1) == {}


def test_t4_snake_then_astrolabe_peeks_but_must_still_draw():
    s = game("snake3", "astrolabe3", "coin5")
    events = play(s, "draw", "draw")
    peeks = [e for e in events if e.kind == "peek"]
    assert len(peeks) == 1 and peeks[0].visible_to == (0,) and peeks[0].cards == ("coin5",)
    assert legal(s) == ["draw"]


def test_t5_snake_with_one_card_left_draws_it_then_collects_and_the_game_ends():
    s = position(["snake3", "coin5"])
    play(s, "draw")
    assert s.snake == 2 and len(s.draw) == 1
    events = play(s, "draw")
    assert kinds(events)[-2:] == ["bank", "game_over"]
    assert s.is_over and s.current_player is None
    assert bank(s, 0) == {"snake": [3], "coin": [5]}


def test_t6_bust_keeps_the_cards_before_the_carpet():
    s = game("coin5", "pistol3", "carpet3", "key3", "coin7")
    play(s, "draw", "draw", "draw", "draw")
    events = play(s, "draw")
    bust = next(e for e in events if e.kind == "bust")
    assert bust.data["saved"] == ["coin5", "pistol3"]
    assert bust.data["burnt"] == ["carpet3", "key3", "coin7"]
    assert bank(s, 0) == {"pistol": [3], "coin": [5]}
    assert {"carpet3", "key3", "coin7"} <= set(burnt(s))
    assert s.active == 1


def test_t7_chest_and_key_saved_by_the_carpet_pay_no_bonus():
    s = game("chest3", "key3", "carpet3", "coin5", "coin6")
    events = play(s, "draw", "draw", "draw", "draw", "draw")
    assert "bonus" not in kinds(events)
    assert bank(s, 0) == {"chest": [3], "key": [3]}
    assert len(s.burnt) == 10 + 3


def test_t8_collecting_five_with_chest_and_key_takes_the_whole_small_burnt_pile():
    small = ["astrolabe2", "pistol2", "dagger2"]
    draw = ["chest3", "key3", "coin5", "carpet3", "astrolabe3", "snake4"]
    s = position(draw, banks=[[], _all_but(draw + small)], burnt=small)
    play(s, "draw", "draw", "draw", "draw", "draw")
    events = play(s, "bank")
    bonus = next(e for e in events if e.kind == "bonus")
    assert sorted(bonus.cards) == sorted(small)
    assert s.burnt == []
    assert sum(len(v) for v in bank(s, 0).values()) == 5 + 3


def test_t9_dagger_stealing_a_suit_in_the_zone_busts_and_burns_the_stolen_card():
    s = position(["coin5", "dagger3", *_filler(4)], banks=[[], ["coin6"]])
    play(s, "draw", "draw")
    events = play(s, "choose coin6")
    assert "bust" in kinds(events)
    assert {"coin5", "dagger3", "coin6"} <= set(burnt(s))
    assert bank(s, 1) == {}
    assert bank(s, 0) == {}


def test_t10_dagger_may_steal_a_suit_already_in_my_own_bank():
    s = position(["dagger3", *_filler(4)], banks=[["coin5"], ["coin7"]])
    play(s, "draw")
    assert legal(s) == ["choose coin7"]
    play(s, "choose coin7")
    assert zone(s) == ["dagger3", "coin7"]


def test_t10_strict_sword_option_forbids_it():
    s = position(
        ["dagger3", *_filler(4)], banks=[["coin5"], ["coin7"]], options={"dmd_strict_sword": True}
    )
    events = play(s, "draw")
    assert "no effect" in events[-1].text
    assert legal(s) == ["draw", "bank"]


def test_t11_pistol_and_dagger_without_opponent_cards_have_no_effect():
    s = game("pistol3", "dagger3", "coin5")
    events = play(s, "draw")
    assert events[-1].kind == "power" and "no effect" in events[-1].text
    assert legal(s) == ["draw", "bank"]
    events = play(s, "draw")
    assert "no effect" in events[-1].text
    assert legal(s) == ["draw", "bank"]


def test_t12_horseshoe_replaying_my_only_carpet_protects_the_cards_before_it():
    s = position(["coin5", "horseshoe3", "coin6", *_filler(3)], banks=[["carpet4"]])
    play(s, "draw", "draw", "choose carpet4")
    assert zone(s) == ["coin5", "horseshoe3", "carpet4"]
    events = play(s, "draw")
    bust = next(e for e in events if e.kind == "bust")
    assert bust.data["saved"] == ["coin5", "horseshoe3"]
    assert bank(s, 0) == {"coin": [5], "horseshoe": [3]}
    assert "carpet4" in burnt(s)


def test_t13_astrolabe_as_the_last_card_gives_no_peek_and_ends_the_game():
    s = position(["astrolabe3"])
    events = play(s, "draw")
    assert "peek" not in kinds(events)
    assert kinds(events)[-2:] == ["bank", "game_over"]
    assert s.is_over


def test_t14_map_reveals_snake_and_key_pick_snake_key_returns_snake_pending_two():
    draw = ["map3", *_filler(5)]
    s = position(draw, banks=[[], _all_but([*draw, "snake2", "key2"])], burnt=["snake2", "key2"])
    events = play(s, "draw")
    lift = next(e for e in events if e.kind == "power")
    assert sorted(lift.data["lifted"]) == ["key2", "snake2"]
    assert s.burnt == []  # lifted cards wait in the pending choice
    assert sorted(legal(s)) == ["choose key2", "choose snake2"]
    play(s, "choose snake2")
    assert burnt(s) == ["key2"]
    assert zone(s) == ["map3", "snake2"]
    assert s.snake == 2
    assert legal(s) == ["draw"]


def test_t15_horseshoe_replaying_a_suit_in_the_zone_busts_and_loses_the_card():
    s = position(["coin6", "horseshoe3", *_filler(3)], banks=[["coin5"]])
    play(s, "draw", "draw")
    events = play(s, "choose coin5")
    assert "bust" in kinds(events)
    assert bank(s, 0) == {}
    assert {"coin5", "coin6", "horseshoe3"} <= set(burnt(s))


# -- helpers --------------------------------------------------------------------------------


def _filler(n: int) -> list[str]:
    """Harmless cards for the bottom of a short pile (they are never drawn in these tests)."""
    return ["chest4", "chest5", "chest6", "chest7", "key4", "key5"][:n]


def _all_but(used: list[str]) -> list[str]:
    from cardtui.games.zirkhaki.cards import DECK

    taken = set(used)
    return [c.code for c in DECK if c.code not in taken]
