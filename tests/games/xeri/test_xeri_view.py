"""What a seat sees (§2.8), the events for the log, the round breakdown, and the rules page."""

from __future__ import annotations

import json
import random

import pytest
from games.xeri.xeri_helpers import deal, kinds, play, position

from cardtui import games
from cardtui.bots.tuning.xeri import main as bench_main
from cardtui.core.cards import DECK
from cardtui.games.xeri import SPEC
from cardtui.resources import rules_text

KEYS = {
    "hand", "hand_counts", "pile", "talon_count", "captured_counts", "xeris", "jack_xeris",
    "played", "last_capturer", "dealer", "current_player", "bottom_card", "teams", "hand_size",
    "last_play", "xeri_points", "players", "deal_no", "deals", "is_over", "rules",
    "round_detail",
}  # fmt: skip


SIDE_KEYS = "cards most_cards honours good_ten good_two xeris jack_xeris xeri_points card_points"
SIDE_KEYS += " total seats captured"


def test_the_registry_serves_the_xeri_spec():
    spec = games.get("ξερή")
    assert spec is SPEC and spec.name == "xeri" and spec.title == "Xeri"
    assert (spec.min_players, spec.max_players) == (2, 4) and spec.pitch


def test_a_view_carries_the_keys_the_ui_needs_as_plain_json():
    state = deal(pile="2D 3D 4D 5C", show_bottom_card=True, bottom="KD")
    v = state.view(1).to_dict()
    assert set(v) >= KEYS and v["game"] == "xeri" and v["player"] == 1
    json.dumps(v)
    assert v["played"] == ["2D", "3D", "4D", "5C"] and v["bottom_card"] == "KD"
    assert v["current_player"] == 1 and v["dealer"] == 0 and v["teams"] == [[0], [1]]
    assert v["hand_size"] == 6 and (v["deal_no"], v["deals"]) == (1, 4)
    assert v["rules"]["show_bottom_card"] is True and v["last_play"] is None


def test_the_hand_is_shown_grouped_by_rank():
    state = deal(deals=[{1: "KD 2S KS 9H 2C AH"}], pile="2D 3D 4D 5C")
    assert state.view(1).to_dict()["hand"] == ["2S", "2C", "9H", "KS", "KD", "AH"]


def test_played_remembers_every_card_seen_face_up_in_order():
    state = deal(deals=[{1: "5H 9H", 0: "7S"}], pile="2D 3D 4D 5C")
    play(state, "5H", "7S", "9H")
    assert state.view(0).to_dict()["played"] == ["2D", "3D", "4D", "5C", "5H", "7S", "9H"]


def test_last_play_tells_the_table_what_the_opponent_just_did():
    state = deal(deals=[{1: "5H 7H", 0: "7S"}], pile="2D 3D 4D 5C")
    play(state, "5H")
    assert state.view(0).to_dict()["last_play"] == {
        "seat": 1, "card": "5H", "kind": "capture", "taken": 5, "bonus": 0,
    }  # fmt: skip
    play(state, "7S", "7H")
    last = state.view(0).to_dict()["last_play"]
    assert (last["kind"], last["taken"], last["bonus"]) == ("xeri", 2, 10)


def test_a_seat_that_does_not_exist_has_no_view():
    with pytest.raises(ValueError, match="no seat 2"):
        SPEC.new_state(2, seed=1).view(2)


def test_events_name_seats_p1_p2_and_show_cards_with_suit_glyphs():
    state = deal(4, dealer=3, deals=[{0: "5H", 1: "7S", 2: "7H"}], pile="2D 3D 4D 5C")
    events = play(state, "5H", "7S", "7H")
    assert kinds(events) == ["capture", "lay", "capture", "xeri"]
    assert events[0].text == "P1 plays 5♥ on 5♣ and takes the pile's 4 cards."
    assert events[1].text == "P2 lays 7♠ on the empty table."
    assert events[3].text == "Xeri! P3 takes the lone 7♠ with 7♥: +10."
    assert all(e.visible_to is None for e in events)  # nothing private in Xeri's log


def test_the_opening_events_describe_the_deal():
    state = deal(pile="2D 3D 4D 5C")
    (event,) = state.opening_events()
    assert event.kind == "deal" and "5♣ on top" in event.text and event.cards[-1] == "5C"


def test_the_round_over_event_and_view_show_the_breakdown():
    state = SPEC.new_state(4, seed=8)
    events = []
    while not state.is_over:
        events += state.apply(state.legal_actions()[0])
    assert events[-1].kind == "round_over" and events[-1].text.startswith("Round over: P1 and P3")
    detail = state.view(2).to_dict()["round_detail"]
    assert detail == json.loads(json.dumps(state.round_detail()))
    side = detail["sides"][0]
    assert set(side) >= set(SIDE_KEYS.split())
    assert sorted(code for s in detail["sides"] for code in s["captured"]) == sorted(
        c.code for c in DECK
    )
    assert detail["checksum"] in (22, 25) and detail["winners"] == state.winners()


def test_round_detail_reports_the_last_capture_transfer():
    state = position([["9C"], ["7S"]], pile="4D", dealer=0, last_capturer=0)
    play(state, "7S", "9C")
    assert state.round_detail()["residue"] == {"seat": 0, "cards": ["4D", "7S", "9C"]}


def test_the_rules_page_is_short_and_explains_xeri_with_examples():
    text = rules_text("xeri")
    assert text.startswith("# Xeri") and len(text.splitlines()) < 150
    for phrase in ("xeri", "+10", "+20", "10♦", "2♣", "151", "251", "26-26"):
        assert phrase in text


def test_the_bench_command_runs_on_a_tiny_budget(capsys):
    assert bench_main(["--rounds", "4", "--speed-rounds", "3", "--latency-rounds", "1"]) == 0
    out = capsys.readouterr().out
    assert "normal - easy" in out and "through apply" in out and "through step" in out


def test_a_round_replays_from_its_seed_and_codes_through_the_view_path():
    rng = random.Random(3)
    state = SPEC.new_state(2, seed=77, dealer=1)
    codes = []
    while not state.is_over:
        code = rng.choice(state.legal_actions()).code
        codes.append(code)
        state.apply(code)
    again = SPEC.new_state(2, seed=77, dealer=1)
    for code in codes:
        again.apply(code.upper().replace("PLAY ", "play "))
    assert again.view(0).to_dict() == state.view(0).to_dict()
