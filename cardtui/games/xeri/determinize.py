"""Determinization for search: a full state consistent with what one seat's view shows.

The unseen cards (not in the viewer's hand, not seen face up this round, not the V2 bottom
card) are dealt at random to the other hands, respecting their counts, and to the talon; under
V2 the bottom card stays at the bottom of the talon, or sits in the dealer's hand once dealt.
The cards of a re-dealt first pile (X-7) were shown face up after the hands were dealt: during
the first deal they are in the talon, never in a hand.
Captured piles are face down (X-10) but a player who watched the round knows what each capture
took, so they are rebuilt by replaying the public ``played`` sequence (the seats take turns in
a fixed order from the leader). Xeri draws nothing at random after the deal, so the talon's
order *is* the future of the RNG; the new state also gets a fresh seed from ``rng``.
"""

from __future__ import annotations

import random
from typing import NamedTuple

from ...core.cards import DECK, JACK, Card, card
from ...core.protocol import View
from ...core.rng import shuffle
from .options import PILE_SIZE, Options, deals_per_round
from .state import NOBODY, XeriState


class Skeleton(NamedTuple):
    """The public part of a view, worked out once per view and reused by every sample."""

    options: Options
    captured: tuple[tuple[Card, ...], ...]
    played_ranks: tuple[int, ...]
    unseen: tuple[Card, ...]
    bottom_in_talon: bool
    bottom_with_dealer: bool
    # unseen cards known to be in the talon during the first deal (re-dealt piles), and
    # the other unseen cards
    redealt_unseen: tuple[Card, ...]
    dealable: tuple[Card, ...]


_CACHE: dict[int, tuple[View, Skeleton]] = {}


def skeleton(view: View) -> Skeleton:
    hit = _CACHE.get(id(view))
    if hit is not None and hit[0] is view:
        return hit[1]
    sk = _build(view)
    if len(_CACHE) >= 32:
        _CACHE.clear()
    _CACHE[id(view)] = (view, sk)  # holding the view keeps its id from being reused
    return sk


def replay_captures(
    played: list[Card], players: int, dealer: int, finished: bool
) -> tuple[list[list[Card]], int, list[Card]]:
    """Who captured what, from the public sequence: the first pile, then each card played
    by the seats in turn from the leader (X-8, X-9, X-14)."""
    pile = list(played[:PILE_SIZE])
    captured: list[list[Card]] = [[] for _ in range(players)]
    last = NOBODY
    for k, c in enumerate(played[PILE_SIZE:]):
        seat = (dealer + 1 + k) % players
        if pile and (c.rank == pile[-1].rank or c.rank == JACK):
            pile.append(c)
            captured[seat] += pile
            pile = []
            last = seat
        else:
            pile.append(c)
    if finished and pile:
        captured[last if last >= 0 else dealer] += pile
        pile = []
    return captured, last, pile


def _build(view: View) -> Skeleton:
    n = view["players"]
    played = view["played"]
    counts = view["captured_counts"]
    captured, _, pile = replay_captures(played, n, view["dealer"], view["is_over"])
    if [len(c) for c in captured] != counts or pile != view["pile"]:
        # A position set up by hand (a tutorial, a test) has no real history to replay: the
        # cards seen and no longer on the table are shared out by the captured counts.
        gone = [c for c in played if c not in view["pile"]]
        if len(gone) != sum(counts):
            raise ValueError("This view's captured counts do not match the cards it has seen.")
        captured, start = [], 0
        for k in counts:
            captured.append(gone[start : start + k])
            start += k
    ranks = [0] * 15
    for c in played:
        ranks[c.rank] += 1
    known = {c.index for c in played} | {c.index for c in view["hand"]}
    bottom = view["bottom_card"]
    in_talon = with_dealer = False
    if bottom is not None and bottom.index not in known:
        in_talon = view["talon_count"] > 0
        with_dealer = not in_talon
        known.add(bottom.index)
    unseen = tuple(c for c in DECK if c.index not in known)
    redealt = {c.index for c in view.get("redealt", ())} if view["deal_no"] == 1 else set()
    return Skeleton(
        Options(**view["rules"]),
        tuple(tuple(c) for c in captured),
        tuple(ranks),
        unseen,
        in_talon,
        with_dealer,
        tuple(c for c in unseen if c.index in redealt),
        tuple(c for c in unseen if c.index not in redealt),
    )


def determinize(view: View, rng: random.Random) -> XeriState:
    """A full state consistent with ``view``: hidden hands and the talon order resampled."""
    sk = skeleton(view)
    me = view.player
    n = view["players"]
    dealer = view["dealer"]
    counts = view["hand_counts"]
    bottom = view["bottom_card"]
    pool = list(sk.dealable if sk.redealt_unseen else sk.unseen)
    shuffle(rng, pool)
    hands: list[list[Card]] = []
    pos = 0
    for seat in range(n):
        if seat == me:
            hands.append(list(view["hand"]))
            continue
        want = counts[seat]
        if sk.bottom_with_dealer and seat == dealer:
            hands.append([*pool[pos : pos + want - 1], bottom])
            pos += want - 1
        else:
            hands.append(pool[pos : pos + want])
            pos += want
    talon = pool[pos:]
    if sk.redealt_unseen:  # a re-dealt pile's cards went back into the talon
        talon += sk.redealt_unseen
        shuffle(rng, talon)
    if sk.bottom_in_talon:
        talon.append(bottom)
    if len(talon) != view["talon_count"]:
        raise ValueError("This view's card counts do not add up to 52.")

    s = XeriState.__new__(XeriState)
    s.players = n
    s.options = sk.options
    s.dealer = dealer
    s.hand_size = sk.options.hand_size
    s.deals = deals_per_round(n, s.hand_size)
    s.deal_no = view["deal_no"]
    s.hands = hands
    s.pile = list(view["pile"])
    s.talon = tuple(talon)
    s.tpos = 0
    s.captured = [list(c) for c in sk.captured]
    s.xeris = list(view["xeris"])
    s.jack_xeris = list(view["jack_xeris"])
    s.xeri_points = list(view["xeri_points"])
    last_capturer = view["last_capturer"]
    s.last_capturer = NOBODY if last_capturer is None else last_capturer
    cur = view["current_player"]
    s._cur = NOBODY if cur is None else cur
    s.played = list(view["played"])
    s.played_ranks = list(sk.played_ranks)
    lp = view["last_play"]
    s.last = None if lp is None else (lp["seat"], lp["card"], lp["kind"], lp["taken"], lp["bonus"])
    detail = view["round_detail"]
    res = None if detail is None else detail["residue"]
    s.residue = None if res is None else (res["seat"], tuple(card(c) for c in res["cards"]))
    s.bottom = bottom
    s.seed = rng.getrandbits(63)
    s.opening = ()
    s.redealt = tuple(view.get("redealt", ()))
    s._set_rule_flags()
    return s


def open_hands(state: XeriState, rng: random.Random) -> XeriState:
    """The open-hands bound's world: every hand as it is, the talon's order dealt again.

    What the seats know together is every hand; what nobody knows is the order of the talon
    below the cards already dealt (under V2 the bottom card is seen, so it stays at the
    bottom). The true state is not changed.
    """
    s = state.clone()
    rest = list(s.talon[s.tpos :])
    keep_bottom = bool(rest) and s.bottom is not None and rest[-1] == s.bottom
    moving = rest[:-1] if keep_bottom else rest
    shuffle(rng, moving)
    s.talon = s.talon[: s.tpos] + tuple(moving) + ((s.bottom,) if keep_bottom else ())
    s.seed = rng.getrandbits(63)
    return s
