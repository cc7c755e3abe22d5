"""Determinization for search: a full state consistent with one seat's view.

Everything public is copied: banks, the zone, the burnt pile, a pending choice (with the cards
a map lifted), rings, counters. The draw pile's composition is public too (R12): only its
order is hidden. The viewer's peeked cards stay on top in the order it saw them, the rest is
shuffled; other seats keep *how many* top cards they have seen (public), which in a sampled
world are simply the sampled top cards. During the ring phase the other seats' offers (and
the rings already kept in secret) are dealt again from the rings the viewer has not seen. The
chance stream (map lifts, chest bonuses) is resampled from ``rng``.
"""

from __future__ import annotations

import random

from ...core.protocol import View
from ...core.rng import shuffle
from .actions import CHOOSE
from .cards import DECK, SUIT_COUNT, SUIT_INDEX, card_of
from .options import Options
from .powers import P_HOOK, PENDING_NAMES
from .rings import NO_RING, RINGS, ring_index
from .state import ZirkhakiState


def determinize(view: View, rng: random.Random) -> ZirkhakiState:
    n = view["players"]
    opts = Options(**view["options"])
    seen = set(view["zone"]) | set(view["burnt"])
    bank = [0] * (n * SUIT_COUNT)
    for seat, stacks in enumerate(view["banks"]):
        for suit_name, values in stacks.items():
            suit = SUIT_INDEX[suit_name]
            for v in values:
                bank[seat * SUIT_COUNT + suit] |= 1 << v
                seen.add(card_of(suit, v))
    pend = view["pending"]
    if pend and pend["kind"] == "map":
        seen.update(pend["options"])
    peek = list(view.get("peek", ()))
    hidden = [c for c in DECK if c not in seen and c not in peek]
    shuffle(rng, hidden)
    draw = peek + hidden  # top first
    s = ZirkhakiState(
        n,
        opts,
        draw,
        sorted(view["burnt"]),
        dealer=view["dealer"],
        seed=0,
        chance=rng.getrandbits(64),
        offers=_offers(view, rng),
    )
    s.bank = bank
    s.zone = list(view["zone"])
    for c in s.zone:
        s.zmask |= c.bit
    s.snake = view["snake_pending"]
    left = len(s.draw)
    s.peek_low = [left - k if k else s.peek_low[q] for q, k in enumerate(view["peek_counts"])]
    s.active = view["active"]
    s.turn_no = view["turn"]
    s.over = view["phase"] == "over"
    stats = view["stats"]
    s.busts = list(stats["busts"])
    s.collects = list(stats["collects"])
    s.best_haul = list(stats["largest_haul"])
    last = view["last_turn"]
    if last is not None:
        s.last_turn = (last["seat"], last["outcome"], last["cards"], last["bonus"])
    if pend:
        kind = PENDING_NAMES.index(pend["kind"])
        s.pend = kind
        s.pend_card = pend["card"]
        s.pend_opts = tuple(pend["options"])
        s.pend_legal = tuple(CHOOSE[c.index] for c in s.pend_opts)
        s.hook_left = pend["more"] + (1 if kind == P_HOOK else 0)
    if view["phase"] == "rings":
        s.ring_turn = (view["current_player"] - s.first) % n
        for k in range(s.ring_turn):  # seats that already kept a ring, in secret
            q = (s.first + k) % n
            mine = view["rings"][q]
            s.ring[q] = ring_index(mine) if mine else rng.choice(s.offers[q])
    else:
        s.ring_turn = -1
        s.ring = [ring_index(r) if r else NO_RING for r in view["rings"]]
    return s


def _offers(view: View, rng: random.Random) -> tuple[tuple[int, int], ...] | None:
    if not view["options"]["rings"]:
        return None
    n = view["players"]
    if view["phase"] != "rings":
        # The deal no longer matters once every ring is revealed; keep the kept rings.
        kept = [ring_index(r) if r else 0 for r in view["rings"]]
        spare = [r for r in range(len(RINGS)) if r not in kept]
        return tuple((kept[q], spare[q]) for q in range(n))
    own = tuple(ring_index(r) for r in view["ring_offer"])
    rest = [r for r in range(len(RINGS)) if r not in own]
    shuffle(rng, rest)
    out = []
    for q in range(n):
        if q == view.player:
            out.append(own)
        else:
            out.append((rest.pop(), rest.pop()))
    return tuple(out)


def open_hands(state: ZirkhakiState, rng: random.Random) -> ZirkhakiState:
    """The open-hands bound's world: everything some seat knows as it is (every top card a
    seat has peeked at, every ring and ring offer); the order of the rest of the draw pile
    and the chance stream dealt again. In Zirkhaki nothing else is hidden, so this bound
    sees only what ``hard`` could learn from the other seats' peeks and rings.
    The true state is not changed."""
    s = state.clone()
    low = min(min(s.peek_low), len(s.draw))  # draw is stored top last: [low:] was peeked
    below = s.draw[:low]
    shuffle(rng, below)
    s.draw[:low] = below
    s.chance = rng.getrandbits(64)
    return s
