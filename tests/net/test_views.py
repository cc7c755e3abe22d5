"""A client rebuilds what the server sends as the game's own objects: every seat's view through
whole random rounds of every game and variant comes back exactly (each card the interned
object the screens compare by identity, nothing else read as a card), the legal moves come
back as the engine's own actions, and a round's breakdown comes back as it was."""

from __future__ import annotations

import json
import random
from collections.abc import Mapping

import pytest

from cardtui import games
from cardtui.core import Event, IllegalAction
from cardtui.net.messages import encode
from cardtui.net.tables import raw_view, result_dict
from cardtui.net.views import (
    Cards,
    decode_event,
    decode_result,
    decode_view,
    legal_actions,
    refusal,
)

VARIANTS = [
    ("xeri", 2, {}),
    ("xeri", 4, {"show_bottom_card": True}),
    ("xeri", 2, {"initial_pile_check": True, "hand_size": 4}),
    ("hidden_unders", 3, {}),
    ("hidden_unders", 2, {"overs_timing": "before_play", "same_rank_followup": True}),
    ("hidden_unders", 3, {"mix_hand_overs": True, "pickup_takes_over": True}),
    ("hidden_unders", 2, {"scoring": "letters", "voluntary_pickup": True}),
    ("zirkhaki", 2, {}),
    ("zirkhaki", 3, {"rings": True}),
]


def same(original, decoded) -> bool:
    """Equal as the screens read them: cards the very same objects, sequences item by item
    (JSON has no tuples), sets as their members."""
    if isinstance(original, list | tuple):
        return (
            isinstance(decoded, list)
            and len(original) == len(decoded)
            and all(same(a, b) for a, b in zip(original, decoded, strict=True))
        )
    if isinstance(original, set | frozenset):
        return isinstance(decoded, list) and set(decoded) == original
    if isinstance(original, Mapping):
        return (
            isinstance(decoded, Mapping)
            and {str(k) for k in original} == set(decoded)
            and all(same(v, decoded[str(k)]) for k, v in original.items())
        )
    if isinstance(getattr(original, "code", None), str):  # a card
        return decoded is original
    return type(decoded) is type(original) and decoded == original


def sent(value):
    return json.loads(encode(value))


@pytest.mark.parametrize(("game", "players", "options"), VARIANTS)
def test_views_moves_and_results_come_back_as_the_games_own_objects(game, players, options):
    spec = games.get(game)
    cards = Cards(spec)
    state = spec.new_state(players, spec.options(options), seed=3)
    rng = random.Random(3)
    steps = 0
    while not state.is_over and steps < 250:
        for seat in range(players):
            view = state.view(seat)
            decoded = decode_view(cards, sent(raw_view(view)))
            assert decoded.player == seat and decoded.game == game
            assert set(decoded.keys()) == set(view.keys())
            for key in view.keys():  # noqa: SIM118 (a View is not iterable)
                assert same(view[key], decoded[key]), (key, view[key], decoded[key])
        seat = state.current_player
        legal = state.legal_actions()
        view = decode_view(cards, sent(raw_view(state.view(seat))))
        actions, world = legal_actions(spec, view, [a.code for a in legal])
        assert actions == legal  # the engine's interned objects, in the server's order
        assert all(a is b for a, b in zip(actions, legal, strict=True))
        with pytest.raises(IllegalAction):
            spec.parse_action(world, "not a move")
        for event in state.apply(rng.choice(legal)):
            assert decode_event(sent(event.to_dict())) == event_as_sent(event)
        steps += 1
    assert steps > 20
    from cardtui.core import Match, Seat  # a finished round's result, as the server sends it

    match = Match(spec, [Seat.human(f"P{i}") for i in range(players)], options, seed=3)
    while not match.state.is_over:
        match.apply(rng.choice(match.state.legal_actions()))
    result = match.finish_round()
    back = decode_result(sent(result_dict(match, result)))
    assert (back.round_no, back.dealer, back.scores, back.winners) == (
        result.round_no,
        result.dealer,
        result.scores,
        result.winners,
    )
    assert same(result.detail, back.detail)


def event_as_sent(event: Event) -> Event:
    """JSON has no tuples: an event's data comes back with lists."""
    return Event(
        event.kind,
        event.text,
        event.seat,
        event.cards,
        event.visible_to,
        sent(dict(event.data)) if event.data else None,
    )


def test_a_code_the_client_does_not_know_is_a_sentence_not_a_crash():
    spec = games.get("xeri")
    state = spec.new_state(2, seed=1)
    view = decode_view(Cards(spec), sent(raw_view(state.view(state.current_player))))
    with pytest.raises(ValueError, match="same cardtui version"):
        legal_actions(spec, view, ["play ZZ"])
    _, world = legal_actions(spec, view, [a.code for a in state.legal_actions()])
    elsewhere = next(c for c in state.hands[1 - state.current_player])
    said = refusal(spec, world, f"play {elsewhere.code}")  # the game's own sentence
    assert str(elsewhere) in said  # "P2 does not hold 8♥: play one of ..."
    assert refusal(spec, None, "take") == "Wait for your turn."
    with pytest.raises(ValueError, match="for a table of"):
        decode_view(Cards(games.get("zirkhaki")), sent(raw_view(state.view(0))))
