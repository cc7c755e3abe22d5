"""Views (R12): what each seat may know, the exact bust odds (R13), and the results data."""

from __future__ import annotations

import json

import pytest
from games.zirkhaki.zirkhaki_helpers import game, play, position

from cardtui.games.zirkhaki import SPEC
from cardtui.games.zirkhaki.odds import bust_odds, outlook

FILL = ["chest5", "chest6", "chest7", "key5", "key6", "key7"]
REQUIRED = {
    "banks",
    "zone",
    "draw_count",
    "burnt_count",
    "burnt",
    "pending",
    "snake_pending",
    "rings",
    "bust_odds",
    "current_player",
}


def test_view_carries_the_required_keys_as_plain_json():
    s = position(["coin5", "pistol3", *FILL], banks=[["map4", "map3"], ["key4"]])
    play(s, "draw", "draw")
    data = s.view(0).to_dict()
    assert set(data) >= REQUIRED
    json.dumps(data)
    assert data["banks"] == [{"map": [3, 4]}, {"key": [4]}]
    assert data["zone"] == ["coin5", "pistol3"]
    assert data["draw_count"] == len(FILL) and data["burnt_count"] == len(data["burnt"])
    pend = data["pending"]
    assert pend["kind"] == "pistol" and pend["options"] == ["key4"] and pend["card"] == "pistol3"
    assert pend["owners"] == [1]


def test_map_lifted_cards_wait_in_pending_not_in_the_burnt_pile():
    s = game("map3", "coin5")
    play(s, "draw")
    data = s.view(1).to_dict()
    assert data["burnt_count"] == 7 and len(data["pending"]["options"]) == 3
    assert not set(data["pending"]["options"]) & set(data["burnt"])


@pytest.mark.parametrize(
    ("k", "shown"), [(1, 8.2), (2, 16.7), (3, 25.5), (4, 34.8), (5, 44.4), (6, 54.5), (7, 65.1)]
)
def test_r13_reference_odds_after_k_different_cards(k, shown):
    top = ["coin5", "chest3", "key3", "carpet3", "astrolabe3", "pistol3", "dagger3"][:k]
    s = game(*top, options={"learning": True})
    play(s, *["draw"] * k)
    view = s.view(1)
    assert view.bust_odds == pytest.approx(4 * k / (50 - k))
    assert round(100 * view.bust_odds, 1) == shown
    assert bust_odds(view) == view.bust_odds  # the same number from public data alone


def test_peek_appears_only_in_the_peeking_seats_view():
    s = game("astrolabe3", "coin5", players=3)
    events = play(s, "draw")
    assert next(e for e in events if e.kind == "peek").visible_to == (0,)
    assert [c for c in s.view(0).to_dict()["peek"]] == ["coin5"]
    assert "peek" not in s.view(1) and "peek" not in s.view(2).to_dict()
    assert s.view(2).peek_counts == [1, 0, 0]


def test_coach_outlook_uses_the_peek_and_the_public_odds():
    s = game("astrolabe3", "astrolabe4")
    play(s, "draw")
    look = outlook(s.view(0))
    assert look.known_next.code == "astrolabe4" and look.next_busts is True
    assert look.advice == "bank"
    assert look.bust_odds == s.view(0).bust_odds == pytest.approx(4 / 49)
    other = outlook(s.view(1))
    assert other.known_next is None
    json.dumps(look.to_dict())


def test_coach_counts_what_the_carpet_protects():
    s = game("coin9", "carpet3", "key3", options={"learning": False})
    play(s, "draw", "draw", "draw")
    look = outlook(s.view(0))
    assert look.protected == pytest.approx(9 + 0.5)  # coin 9 plus a little for depth
    assert look.at_risk == pytest.approx(look.bank_now - look.protected)


def test_round_detail_has_the_per_suit_table_and_ranking():
    s = position(["coin6"], banks=[["key2"], ["coin4", "coin5", "map2", "map3"]])
    play(s, "draw")
    detail = s.round_detail()
    json.dumps(detail)
    assert detail["winners"] == [1] and detail["tie_break"] == "most cards"
    coin = next(row for row in detail["table"] if row["suit"] == "coin")
    assert coin["points"] == [6, 5] and coin["cards"] == [[6], [4, 5]]
    for seat in range(2):
        assert sum(row["points"][seat] for row in detail["table"]) == detail["scores"][seat]
    assert [r["seat"] for r in detail["ranking"]] == [1, 0]
    assert [r["place"] for r in detail["ranking"]] == [1, 2]
    assert detail["collects"] == [1, 0] and detail["largest_haul"] == [1, 0]


def test_a_view_of_a_seat_that_is_not_at_the_table_is_refused():
    with pytest.raises(ValueError, match="no seat 3"):
        SPEC.new_state(2, seed=1).view(3)
