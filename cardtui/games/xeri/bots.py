"""Xeri's heuristic players (xeri.md §5.3-5.4). Both see a view, never the state.

- ``easy``: greedy with no memory (the "greedy" of §5.2): take with a matching card, else with a
  jack when there is a pile, else lay the cheapest card that is not a jack.
- ``normal``: the card counter of §5.3. It remembers every card seen face up this round (the
  view's ``played``), so it knows how many copies of each rank are unseen and how likely the
  next player is to hold one (rule 1). It always takes a xeri and prefers a rank match to a
  jack (rule 2); it spends a jack only on a pile worth more than keeping it (rule 3); it lays on
  an empty table the ranks the next player is least likely to match, never a jack, never a
  point card it can avoid (rule 4); on a pile it weighs the pile against the chance it is taken,
  and heads up the chance it comes back (rule 5). The last few cards of a two-player round,
  where everything is known, it plays exactly (rule 6: the last capture and the final-card
  xeri). Solving the whole last deal scores less against fallible players (it plays as if the
  opponent never errs; measured against ``easy``), so the exact part stays short.

:func:`rollout_action` is the same heuristic reading a state directly (for search rollouts):
it uses only what the player to move could know there. The weights below were tuned with
``python -m cardtui.bots.tuning.xeri``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from math import comb

from ...core.bot import Bot
from ...core.cards import JACK, Card
from ...core.protocol import Action, View
from .actions import CARD_POINTS, PLAYS
from .endgame import move_values

CARD_WEIGHT = 0.12  # a captured card's share of the 3 points for most cards
JACK_COST = 2.0  # what a jack kept in hand is worth: a future pile
CAPTURE_EDGE = 0.5  # after a capture the next player must lay on an empty table
ENDGAME_CARDS = 4  # solve the last few cards of a two-player round exactly
XERI = 10
FOLLOW = 1.0  # weight of taking back, heads up, a pile the opponent left alone
KEEP_LIVE = 0.6  # the worth of holding a rank, per unseen copy
USE_SMALL = 0.5  # how often a player spends a jack on a small pile

# P(a hand of h cards drawn from U unseen cards holds at least one of k copies).
_MAX = 53
_PROB = [[[0.0] * 5 for _ in range(_MAX)] for _ in range(_MAX)]
for _u in range(_MAX):
    for _h in range(_u + 1):
        for _k in range(1, min(4, _u) + 1):
            _PROB[_u][_h][_k] = 1.0 - comb(_u - _k, _h) / comb(_u, _h)


_NEVER = [0.0] * 5
_SURE = [0.0, 1.0, 1.0, 1.0, 1.0]


def p_holds(unseen_total: int, hand: int, copies: int) -> float:
    """Chance that a hidden hand of ``hand`` cards, drawn from ``unseen_total`` unseen cards,
    holds at least one of ``copies`` unseen copies of a rank (xeri.md §5.3 rule 1)."""
    if copies <= 0 or hand <= 0:
        return 0.0
    if hand >= unseen_total:
        return 1.0
    return _PROB[unseen_total][hand][copies]


def best_card(
    hand: Sequence[Card],
    pile: Sequence[Card],
    seen: Sequence[int],
    total: int,
    next_hand: int,
    next_known: int,
    *,
    jack_xeri: int,
    lone_jack: int,
    my_final_denied: bool,
    next_final_denied: bool,
    heads_up: bool = False,
    held: Sequence[Card] | None = None,
) -> Card:
    """The counter's choice (xeri.md §5.3 rules 2-5).

    ``seen[r]``: copies of rank ``r`` the mover has seen outside its own hand (played, or
    known to be elsewhere); ``total``: all cards it has not seen; ``next_hand``: the next
    seat's hand size; ``next_known``: a rank the next seat surely holds (the V2 bottom card in
    the dealer's hand) or 0; ``held``: the whole hand when ``hand`` lists only some of its
    cards as candidates.
    """
    return _best_card(
        hand,
        pile,
        seen,
        total,
        next_hand,
        next_known,
        jack_xeri,
        lone_jack,
        my_final_denied,
        next_final_denied,
        heads_up,
        held,
    )


def _best_card(
    hand, pile, seen, total, next_hand, next_known, jack_xeri, lone_jack,
    my_final_denied, next_final_denied, heads_up, held,
    _points=CARD_POINTS, _prob=_PROB, _jack=JACK,
) -> Card:  # fmt: skip
    """``best_card`` with positional arguments: rollouts call it at every ply, with the seen
    counts the state keeps (a rank's unseen copies are ``4 - seen[r] - held``, worked out here).
    The constants are bound to locals: this loop is most of a search's time."""
    size = len(pile) + 1
    pile_pts = 0
    for c in pile:
        pile_pts += _points[c.index]
    weight = CARD_WEIGHT * size
    # Heads up, a pile the opponent leaves alone comes back to us: how likely we can take it
    # after their lay, by rank (the share of unseen cards whose rank we hold) or by a jack.
    mine = [0] * 15  # cards held per rank, jacks apart
    jacks = 0
    held_unseen = 0  # unseen copies of the ranks held: sum of 4 - seen - held over ranks
    for c in hand if held is None else held:
        r = c.rank
        if r == _jack:
            jacks += 1
        else:
            if not mine[r]:
                held_unseen += 4 - seen[r]
            mine[r] += 1
            held_unseen -= 1
    # odds[k]: the next player holds one of k unseen copies (p_holds, looked up once).
    if next_hand <= 0:
        odds = _NEVER
    elif next_hand >= total:
        odds = _SURE
    else:
        odds = _prob[total][next_hand]
    pj = 1.0 if next_known == _jack else odds[4 - seen[_jack] - jacks]
    cover = held_unseen / total if total else 0.0
    fresh = size == 1 and not next_final_denied  # a lay on an empty table invites a xeri
    bonus = XERI if fresh else 0
    jbonus = lone_jack if fresh else 0
    small = jbonus or size >= 3  # a pile worth a jack whatever the card laid
    follow = heads_up and FOLLOW
    jack_cost = JACK_COST
    edge = CAPTURE_EDGE
    keep = KEEP_LIVE
    use_small = USE_SMALL
    top_rank = pile[-1].rank if pile else 0  # ranks start at 2: 0 is "no pile"
    lone = len(pile) == 1 and not my_final_denied  # a capture here may score a xeri
    xeri_bonus = jack_xeri if top_rank == _jack else XERI
    best = hand[0]
    best_score = -1e9
    for c in hand:
        r = c.rank
        pts = _points[c.index]
        if top_rank and r in (top_rank, _jack):  # rule 2: captures
            score = pile_pts + pts + weight + edge
            if lone:
                if r == top_rank:
                    score += xeri_bonus
                elif lone_jack:
                    score += lone_jack
            if r == _jack and top_rank != _jack:
                score -= jack_cost  # rule 3: jack discipline
        else:  # rules 4-5: the laid card becomes the next player's target
            value = pile_pts + pts + weight
            if r == _jack:  # only ever on an empty table: a jack xeri for a jack, and a jack gone
                u = 4 - seen[r] - jacks
                pm = 1.0 if next_known == r else odds[u]
                score = -pm * (value + (0 if next_final_denied else jack_xeri)) - jack_cost
            else:
                m = mine[r]
                u = 4 - seen[r] - m
                pm = 1.0 if next_known == r else odds[u]
                use = 1.0 if (small or value >= 2) else use_small
                score = -pm * (value + bonus) - (1.0 - pm) * pj * use * (value + jbonus)
                if follow:
                    q = cover - (u / total if m == 1 else 0.0)
                    back = q * (value + 0.5)
                    if jacks:
                        left = value + 0.5 - jack_cost
                        back += (1.0 - q) * (left if left > 0.0 else 0.0)
                    score += follow * (1.0 - pm) * (1.0 - pj * use) * back
            # A live rank in hand may xeri or take a card the others lay later: keep it.
            score -= 0.01 * pts + keep * u
        if score > best_score:
            best, best_score = c, score
    return best


class EasyBot(Bot):
    """Greedy, no memory (xeri.md §5.2 "greedy"): it sees only its hand and the table."""

    level = "easy"

    def choose(
        self, view: View, legal_actions: Sequence[Action], rng: random.Random | None = None
    ) -> Action:
        hand = [a.card for a in legal_actions]
        pile = view["pile"]
        if pile:
            top = pile[-1].rank
            matches = [c for c in hand if c.rank == top]
            if matches:  # the best-paying matching card goes home with the pile
                return PLAYS[max(matches, key=lambda c: CARD_POINTS[c.index]).index]
            jacks = [c for c in hand if c.rank == JACK]
            if jacks:
                return PLAYS[jacks[0].index]
        # The cheapest card that is not a jack; among equals, one whose rank it holds twice
        # or more (the opponent then holds fewer of it): the one safety it can see.
        others = [c for c in hand if c.rank != JACK] or hand
        held = [c.rank for c in hand]
        return PLAYS[min(others, key=lambda c: (CARD_POINTS[c.index], -held.count(c.rank))).index]


class NormalBot(Bot):
    """The card counter of xeri.md §5.3."""

    level = "normal"

    def choose(
        self, view: View, legal_actions: Sequence[Action], rng: random.Random | None = None
    ) -> Action:
        if len(legal_actions) == 1:
            return legal_actions[0]
        n = view["players"]
        if n == 2 and view["talon_count"] == 0 and sum(view["hand_counts"]) <= ENDGAME_CARDS:
            # The last-capture fight: only the cards worth the most against the best defence,
            # and among those the one the heuristic likes (it exploits a weaker opponent).
            values = move_values(view, legal_actions, rng or self.rng)
            top = max(values.values())
            legal_actions = [a for a in legal_actions if values[a] == top]
            if len(legal_actions) == 1:
                return legal_actions[0]
        me = view.player
        hand = view["hand"]
        played = view["played"]
        seen = [0] * 15
        for c in played:
            seen[c.rank] += 1
        total = 52 - len(played) - len(hand)
        nxt = (me + 1) % n
        dealer = view["dealer"]
        last = view["talon_count"] == 0
        next_known = 0
        bottom = view["bottom_card"]
        if bottom is not None and bottom not in played and bottom not in hand:
            seen[bottom.rank] += 1  # V2: its place is known, in the talon or with the dealer
            total -= 1
            if last and nxt == dealer:
                next_known = bottom.rank
        rules = view["rules"]
        no_final = not rules["xeri_on_final_card"]
        next_count = view["hand_counts"][nxt]
        c = best_card(
            [a.card for a in legal_actions],
            view["pile"],
            seen,
            total,
            next_count - (1 if next_known else 0),
            next_known,
            jack_xeri=rules["jack_xeri_points"],
            lone_jack=rules["lone_card_jack_bonus"],
            my_final_denied=no_final and last and len(hand) == 1 and me == dealer,
            next_final_denied=no_final and last and next_count == 1 and nxt == dealer,
            heads_up=n == 2,
            held=hand,
        )
        return PLAYS[c.index]


def rollout_action(state, rng: random.Random) -> Action:
    """The counter's heuristic on a state, from what the mover could know: its own hand,
    the cards seen this round and the public counts (no views, no search)."""
    p = state._cur
    hand = state.hands[p]
    if len(hand) == 1:
        return PLAYS[hand[0].index]
    played = state.played
    seen = state.played_ranks  # read only: _best_card counts the hand itself
    total = 52 - len(played) - len(hand)
    n = state.players
    nxt = p + 1 if p + 1 < n else 0
    dealer = state.dealer
    last = state.tpos == len(state.talon)
    next_known = 0
    bottom = state.bottom
    if bottom is not None and bottom not in played and bottom not in hand:
        seen = seen[:]
        seen[bottom.rank] += 1  # V2: its place is known, in the talon or with the dealer
        total -= 1
        if last and nxt == dealer:
            next_known = bottom.rank
    no_final = not state._final_ok
    next_count = len(state.hands[nxt])
    c = _best_card(
        hand,
        state.pile,
        seen,
        total,
        next_count - (1 if next_known else 0),
        next_known,
        state._jx,
        state._h1,
        no_final and last and len(hand) == 1 and p == dealer,
        no_final and last and next_count == 1 and nxt == dealer,
        n == 2,
        None,
    )
    return PLAYS[c.index]
