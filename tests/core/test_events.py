"""Events and views: a sentence given as a recipe is built when read (the same sentence);
views pickle (search workers in other processes receive them)."""

from __future__ import annotations

import dataclasses
import pickle

from cardtui.core import Event

calls = []


def sentence(seat: int, card: str) -> str:
    calls.append((seat, card))
    return f"P{seat + 1} draws {card}."


def test_a_recipe_is_built_once_when_read_and_reads_like_the_sentence():
    calls.clear()
    lazy = Event("draw", (sentence, 0, "Coin 9"), 0, ("coin9",), None, {"source": "draw"})
    eager = Event("draw", "P1 draws Coin 9.", 0, ("coin9",), None, {"source": "draw"})
    assert calls == []  # nothing built until someone reads it
    assert lazy.text == "P1 draws Coin 9." and lazy.text == eager.text
    assert calls == [(0, "Coin 9")]
    assert lazy == eager and lazy.to_dict() == eager.to_dict()
    assert repr(lazy) == repr(eager)


def test_replace_and_pickle_see_the_sentence():
    lazy = Event("draw", (sentence, 1, "Map 5"), 1)
    assert dataclasses.replace(lazy, seat=None).text == "P2 draws Map 5."
    assert dataclasses.replace(lazy, text="changed").text == "changed"
    back = pickle.loads(pickle.dumps(Event("draw", (sentence, 2, "Key 3"), 2)))
    assert back.text == "P3 draws Key 3." and back.seat == 2


def test_a_view_survives_a_pickle_round_trip_with_its_cards():
    import copy
    import random

    import cardtui.games as games

    for name in games.all():
        spec = games.get(name)
        state = spec.new_state(2, seed=5)
        view = state.view(state.current_player)
        back = pickle.loads(pickle.dumps(view))
        assert back.to_dict() == view.to_dict()
        assert (back.game, back.player) == (view.game, view.player)
        keys = list(view.keys())
        assert [back[k] for k in keys] == [view[k] for k in keys]
        mine = view.get("hand") or view.get("burnt")  # cards unpickle to the interned ones
        theirs = back.get("hand") or back.get("burnt")
        assert mine and all(a is b for a, b in zip(mine, theirs, strict=True))
        assert copy.deepcopy(view).to_dict() == view.to_dict()
        world = spec.determinize(back, random.Random(1))  # a worker samples from the copy
        assert world.view(view.player).to_dict() == view.to_dict()
