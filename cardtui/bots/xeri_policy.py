"""Inference from play in Xeri: worlds weighted by how likely the others' lays were.

Every card a seat laid this deal came out of a hand that, in a sampled world, is known: the
seat's hand now plus the cards it laid later in the deal. Replaying the public history, the
heuristic player (``normal``) can be asked what it would have laid from that hand on that
table. A world where the seat's actual lays are what the heuristic would have chosen explains
its play; a world where they are not needs the seat to have played otherwise than a sensible
player would. Each such surprise multiplies the world's weight by ``SURPRISE`` and worlds are
kept in proportion to their weight (rejection sampling: Bayes with the heuristic as the model
of the others, softened so that a player who plays otherwise is not ruled impossible).

This is the opponent-modelling inference of DeltaDou (Jiang et al., IJCAI 2019) and of
Buro et al. (IJCAI 2009, Skat), with the game's own heuristic as the policy. It includes
``xeri_inference``'s hard rule (a seat that laid on a top it could take holds none of it),
which stays as a filter first: it is cheap and certain. Heads up only: at four seats the worlds
get only that filter (the weighting measured no gain there).

Tried and measured worse: drawing a weighted pool of worlds once per view (importance sampling,
a sharper model at 0.1) and sampling the search's worlds from it. The worlds held more of the
opponent's true hand (``python -m cardtui.bots.tuning.xeri_reading``) and cost less, but the
search then drew its worlds from a few hundred hands at most (likely why) and won less: 0.618
against 0.646 over the same 400 rounds at 300 iterations, and less at 1 s a move (README).
Also worse: a graded surprise (a lay's shortfall from the heuristic's best score, a whole
surprise from 1 or from 3 points on): 0.615 and 0.604 against 0.646 on those rounds.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ..core.cards import JACK
from ..core.protocol import GameSpec, State, View
from ..games.xeri.actions import CARD_POINTS
from ..games.xeri.bots import ENDGAME_CARDS, _best_card
from .xeri_inference import respects, voids

PILE_SIZE = 4
SURPRISE = 0.2  # the weight a world keeps for each lay the heuristic would not have made
TRIES = 12  # worlds drawn per world used, at most


def history(view: View) -> list[tuple]:
    """The other seats' lays this deal, for ``surprises``: (seat, card, pile before, rank
    counts seen before, cards seen before, the seat's lays from this one on, the next seat,
    how many times the next seat laid after it)."""
    played = view["played"]
    n = view["players"]
    me = view.player
    dealer = view["dealer"]
    per_deal = n * view["hand_size"]
    start = (view["deal_no"] - 1) * per_deal
    pile = list(played[:PILE_SIZE])
    seen = [0] * 15
    for c in played[:PILE_SIZE]:
        seen[c.rank] += 1
    out = []
    moves = played[PILE_SIZE:]
    for k, c in enumerate(moves):
        seat = (dealer + 1 + k) % n
        if k >= start and seat != me:
            out.append((seat, c, tuple(pile), tuple(seen), k))
        if pile and (c.rank == pile[-1].rank or c.rank == JACK):
            pile = []
        else:
            pile.append(c)
        seen[c.rank] += 1
    # per lay: the cards its seat and the next seat laid after it this deal
    rows = []
    for seat, c, pile_then, seen_then, k in out:
        mine = [moves[j] for j in range(k, len(moves), n)]  # this lay and the later ones
        nxt = (seat + 1) % n
        their = sum(1 for j in range(k + 1, len(moves)) if (dealer + 1 + j) % n == nxt)
        rows.append((seat, c, pile_then, seen_then, k + PILE_SIZE, mine, nxt, their))
    return rows


def surprises(world: State, view: View, rows: list[tuple], limit: int) -> int:
    """How many of the others' lays this deal the heuristic would not have made in ``world``
    (counting stops at ``limit``)."""
    rules = view["rules"]
    jx = rules["jack_xeri_points"]
    h1 = rules["lone_card_jack_bonus"]
    no_final = not rules["xeri_on_final_card"]
    n = view["players"]
    dealer = view["dealer"]
    last = view["talon_count"] == 0
    bottom = view["bottom_card"]
    hands = world.hands
    found = 0
    for seat, c, pile, seen, before, mine, nxt, their in rows:
        hand = hands[seat] + mine
        if len(hand) < 2:
            continue  # a last card is no choice
        next_count = len(hands[nxt]) + their
        if n == 2 and last and len(hand) + next_count <= ENDGAME_CARDS:
            continue  # the heuristic solves these exactly: no cheap model
        total = 52 - before - len(hand)
        seen_now = seen
        next_known = 0
        if bottom is not None and bottom not in hand and bottom not in view["played"][:before]:
            seen_now = list(seen)
            seen_now[bottom.rank] += 1
            total -= 1
            if last and nxt == dealer:
                next_known = bottom.rank
        # The lay first: the heuristic keeps the first of equally good cards, and which of
        # those a player lays is no evidence (it depends on the order of its hand).
        pick = _best_card(
            [c, *(x for x in hand if x is not c)],
            list(pile),
            seen_now,
            total,
            next_count - (1 if next_known else 0),
            next_known,
            jx,
            h1,
            False,
            no_final and last and next_count == 1 and nxt == dealer,
            n == 2,
            hand,
        )
        if pick.rank != c.rank or CARD_POINTS[pick.index] != CARD_POINTS[c.index]:
            found += 1
            if found >= limit:
                return found
    return found


def policy_determinize(
    spec: GameSpec, surprise: float = SURPRISE, tries: int = TRIES
) -> Callable[[View, random.Random], State]:
    """``spec.determinize`` with worlds kept in proportion to how well they explain the
    others' lays this deal (see the module's text). The knobs are for benchmarks."""
    cache: dict[int, tuple] = {}

    def determinize(view: View, rng: random.Random) -> State:
        hit = cache.get(id(view))
        if hit is None or hit[0] is not view:
            cache.clear()  # one view at a time: the search asks for thousands of worlds of it
            # Heads up only: at four seats (2v2) it measured no gain over the hard rule
            # (-0.03 +- 0.06 of a win over the same 200 rounds at 300 iterations) and costs time.
            rows = history(view) if view["players"] == 2 else []
            hit = cache[id(view)] = (view, voids(view), rows)
        _, hard, rows = hit
        best = None
        best_miss = 1 << 30
        for _ in range(tries):
            world = spec.determinize(view, rng)
            if hard and not respects(world, hard):
                continue
            if not rows:
                return world
            miss = surprises(world, view, rows, best_miss)
            if miss < best_miss:
                best, best_miss = world, miss
            if miss == 0 or rng.random() < surprise**miss:
                return world
        return best if best is not None else world

    return determinize
