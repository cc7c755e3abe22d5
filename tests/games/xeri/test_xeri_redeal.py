"""X-7: a re-dealt first pile was seen face up by everyone, after the hands were dealt.

Its cards are public: every view carries them, and no world sampled for search may deal them
into a hand during the first deal (they went back into the talon). From the second deal on the
talon's cards reach the hands, so the constraint lifts.
"""

from __future__ import annotations

import random

import pytest

from cardtui.games.xeri import SPEC

TABLES = [(2, {}), (2, {"show_bottom_card": True}), (4, {}), (4, {"hand_size": 4})]


def redealt_rounds(players, options, count=3):
    found = []
    seed = 0
    while len(found) < count:
        state = SPEC.new_state(players, options, seed=seed)
        if state.redealt:
            found.append(state)
        seed += 1
    return found


@pytest.mark.parametrize(("players", "options"), TABLES)
def test_x7_every_view_shows_the_cards_of_a_redealt_pile(players, options):
    for state in redealt_rounds(players, options):
        shown = [c for e in state.opening if e.kind == "redeal_pile" for c in e.cards]
        assert shown
        for seat in range(players):
            assert sorted(state.view(seat).to_dict()["redealt"]) == sorted(set(shown))
        hands = {c for h in state.hands for c in h}
        assert not hands & set(state.redealt)  # the rules dealt the hands before the pile


@pytest.mark.parametrize(("players", "options"), TABLES)
def test_x7_no_world_deals_a_redealt_card_into_a_hand_during_the_first_deal(players, options):
    rng = random.Random(1)
    sampled = 0
    for state in redealt_rounds(players, options):
        while state.deal_no == 1:
            seat = state.current_player
            view = state.view(seat)
            public = set(state.redealt) - set(state.played)
            for _ in range(40):
                world = SPEC.determinize(view, rng)
                assert not public & {c for h in world.hands for c in h}
                assert public <= set(world.talon[world.tpos :])
                assert world.view(seat).to_dict() == view.to_dict()
                sampled += 1
            state.apply(rng.choice(state.legal_actions()))
    assert sampled > 100


def test_x7_from_the_second_deal_a_redealt_card_may_be_in_any_hand():
    rng = random.Random(2)
    state = redealt_rounds(2, {}, count=1)[0]
    while state.deal_no == 1:
        state.apply(rng.choice(state.legal_actions()))
    seat = state.current_player
    hidden = set(state.redealt) - set(state.played) - set(state.hands[seat])
    assert hidden
    reached = set()
    for _ in range(300):
        world = SPEC.determinize(state.view(seat), rng)
        reached |= hidden & set(world.hands[1 - seat])
    assert reached  # the constraint is the first deal's only
