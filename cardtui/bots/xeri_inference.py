"""What a Xeri player can infer about hidden hands from the plays it watched.

A player who lays a card on a pile while holding a card of the pile's top rank gives away a
capture (and, on a lone card, a xeri): nobody does that, so a seat that laid on a top of rank
``T`` during the current deal holds no ``T`` now (its hand has not changed since the deal,
except for the cards it played). Jacks are kept back on purpose, so a lay says nothing about
them. Worlds for the search are drawn from ``spec.determinize`` and kept only if they respect
these inferences (rejection sampling), read from the view's public ``played`` history.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ..core.cards import JACK
from ..core.protocol import GameSpec, State, View

PILE_SIZE = 4  # the first pile opens ``played``
TRIES = 40  # draws before giving up on the inferences for one world


def voids(view: View) -> dict[int, frozenset[int]]:
    """Seat -> ranks that seat cannot hold now, from its lays in the current deal."""
    played = view["played"]
    n = view["players"]
    dealer = view["dealer"]
    per_deal = n * view["hand_size"]
    deal_start = (view["deal_no"] - 1) * per_deal
    me = view.player
    found: dict[int, set[int]] = {}
    pile_top = played[PILE_SIZE - 1].rank if len(played) >= PILE_SIZE else None
    pile_size = min(len(played), PILE_SIZE)
    for k, c in enumerate(played[PILE_SIZE:]):
        seat = (dealer + 1 + k) % n
        captures = pile_size > 0 and (c.rank == pile_top or c.rank == JACK)
        if not captures and pile_size > 0 and k >= deal_start and seat != me:
            found.setdefault(seat, set()).add(pile_top)
        if captures:
            pile_size, pile_top = 0, None
        else:
            pile_size, pile_top = pile_size + 1, c.rank
    return {seat: frozenset(ranks) for seat, ranks in found.items()}


def respects(world: State, rules: dict[int, frozenset[int]]) -> bool:
    hands = world.hands
    for seat, ranks in rules.items():
        for c in hands[seat]:
            if c.rank in ranks:
                return False
    return True


def inferring_determinize(spec: GameSpec) -> Callable[[View, random.Random], State]:
    """``spec.determinize`` that respects the inferences (keeps the last draw if none does)."""
    cache: dict[int, tuple[View, dict[int, frozenset[int]]]] = {}

    def determinize(view: View, rng: random.Random) -> State:
        hit = cache.get(id(view))
        if hit is None or hit[0] is not view:
            cache.clear()  # one view at a time: the search asks for thousands of worlds of it
            hit = cache[id(view)] = (view, voids(view))
        rules = hit[1]
        world = spec.determinize(view, rng)
        if rules:
            for _ in range(TRIES):
                if respects(world, rules):
                    break
                world = spec.determinize(view, rng)
        return world

    return determinize
