"""Determinization for search: a full round consistent with one seat's view.

Kept as the view shows it: the viewer's hand, every over, the pile, the burned heap, and the
cards everyone saw go into a hand at a pickup (``known``). Dealt at random from the cards
nobody has seen: the rest of every other hand, every under (the viewer's too: nobody may look
at unders), the stock order, and anything ``memory_aid`` hides (the pile below its top card,
the burned heap, other hands' picked-up cards). Hidden Unders has no chance events after the
deal, so the determinized state needs no RNG of its own: its whole future is in the cards.
"""

from __future__ import annotations

import random
from collections import Counter

from ...core.cards import new_deck
from ...core.protocol import View
from ...core.rng import shuffle
from .actions import order_key
from .deal import blank_state
from .machine import PH_EXCHANGE, PH_FOLLOW, PH_PLAY, PH_SWAP, PH_WINDOW
from .options import Options
from .state import HUState

_PHASES = {
    "play": PH_PLAY,
    "overs": PH_PLAY,
    "followup": PH_FOLLOW,
    "burn_in": PH_WINDOW,
    "swap": PH_SWAP,
    "exchange": PH_EXCHANGE,
    "over": PH_PLAY,
}
_OPTIONS: dict[tuple, Options] = {}


def options_of(view: View) -> Options:
    raw = view["options"]
    key = tuple(sorted(raw.items()))
    found = _OPTIONS.get(key)
    if found is None:
        found = _OPTIONS[key] = Options(**raw)
    return found


def determinize(view: View, rng: random.Random) -> HUState:
    opts = options_of(view)
    n = view["players"]
    me = view.player
    s = blank_state(n, opts, view["dealer"])
    hand_counts = view["hand_counts"]
    known = view["known"]
    pile = list(view["pile"])
    burned = list(view["burned"])
    total = (
        sum(hand_counts)
        + sum(view["unders_count"])
        + view["stock_count"]
        + view["pile_size"]
        + view["burned_count"]
        + view["aside_count"]
        + sum(1 for o in view["overs"] for c in o if c is not None)
    )
    seen: list = list(view["hand"]) + pile + burned
    for p in range(n):
        seen += [c for c in view["overs"][p] if c is not None]
        if p != me:
            seen += known[p]
    unknown = list((Counter(new_deck(total // 52)) - Counter(seen)).elements())
    unknown.sort(key=order_key)  # a fixed order first, so the shuffle alone decides
    shuffle(rng, unknown)
    need = (
        sum(hand_counts[p] - len(known[p]) for p in range(n) if p != me)
        + sum(view["unders_count"])
        + view["stock_count"]
        + view["aside_count"]
        + view["pile_size"]
        - len(pile)
        + view["burned_count"]
        - len(burned)
    )
    if need != len(unknown):
        raise ValueError("This view does not describe a whole Hidden Unders deal.")
    pos = 0

    def take(k: int) -> list:
        nonlocal pos
        out = unknown[pos : pos + k]
        pos += k
        return out

    # memory_aid hides the pile below its top run: sample it first, never extending that run
    hidden = view["pile_size"] - len(pile)
    if hidden and pile:
        for j in range(hidden - 1, len(unknown)):
            if unknown[j].rank != pile[0].rank:
                unknown[j], unknown[hidden - 1] = unknown[hidden - 1], unknown[j]
                break
    lower = take(hidden)
    for p in range(n):
        if p == me:
            s.hands[p] = list(view["hand"])
        else:
            s.hands[p] = sorted(
                list(known[p]) + take(hand_counts[p] - len(known[p])), key=order_key
            )
        s.known[p] = list(known[p])
        s.overs[p] = list(view["overs"][p])
        s.n_overs[p] = sum(c is not None for c in s.overs[p])
        row = [None] * 4
        for i in view["unders"][p]:
            row[i] = take(1)[0]
        s.unders[p] = row
        s.n_unders[p] = len(view["unders"][p])
    s.stock = take(view["stock_count"])
    s.pile = lower + pile
    s.burned = take(view["burned_count"] - len(burned)) + burned
    s.aside = tuple(take(view["aside_count"]))
    s.chosen = list(view["overs_chosen"])
    s.out = list(view["out"])
    s.finish = list(view["finished"])
    s.first = view["first_player"]
    s.turn = view["turn"]
    s.skip = view["skip"]
    s.swap_pair = tuple(view["swap"]) if view["swap"] is not None else None
    last = view["last_play"]
    s.last = None if last is None else (last["seat"], last["kind"], tuple(last["cards"]))
    cur = view["current_player"]
    s.cur = -1 if cur is None else cur
    s.phase = _PHASES[view["phase"]]
    if cur is None:
        s.end = "cap" if view["turn"] >= opts.turn_cap else ("last" if s.rules.end_last else "out")
    elif s.phase == PH_FOLLOW:
        r = view["followup_rank"]
        if cur == me:
            s.fu_cards = list(view["followup_cards"])
        else:  # which of their cards were just drawn is private: assume the unknown ones
            s.fu_cards = [c for c in s.hands[cur] if c.rank == r and c not in known[cur]]
    elif s.phase == PH_WINDOW:
        info = view["burn_in"]
        s.win_need = info["need"]
        s.win_next = info["next"]
        s.win_queue = _later_burn_ins(s, cur, info["next"])
    return s


def _later_burn_ins(s: HUState, cur: int, nxt: int) -> list[int]:
    """Who else would be asked after ``cur`` in the sampled world (their hands are sampled)."""
    r = s.pile[-1].rank
    queue = []
    seat = (cur + 1) % s.players
    while seat != nxt:
        cards = s.hands[seat] or [c for c in s.overs[seat] if c is not None]
        if not s.out[seat] and s.chosen[seat] and sum(c.rank == r for c in cards) >= s.win_need:
            queue.append(seat)
        seat = (seat + 1) % s.players
    return queue


def open_hands(state: HUState, rng: random.Random) -> HUState:
    """The open-hands bound's world: every hand and over as it is; the cards nobody has
    seen (every under still face down, and the stock) dealt again to the same places.
    The true state is not changed."""
    s = state.clone()
    pool = list(s.stock)
    for unders in s.unders:
        pool.extend(c for c in unders if c is not None)
    shuffle(rng, pool)
    k = len(s.stock)
    s.stock = pool[:k]
    for unders in s.unders:
        for i, c in enumerate(unders):
            if c is not None:
                unders[i] = pool[k]
                k += 1
    return s
