"""Hidden Unders bots: ``easy`` (random legal moves and overs) and ``normal`` (the heuristic of
rules page §4.1 / §4.3), plus the same heuristic as a fast policy on a state for search.

The normal player, in order: go out if it can; complete a run (a free burn and a new lead);
burn a big pile with a 10; otherwise play the cheapest ordinary rank, all low copies together
and high cards one at a time while the stock lasts; keep 2s and 10s for when nothing else goes
(a reset on a small pile, the burn on a big one); lead or play high to block a player who is
close to going out (A8, X20); never leave a run of three for a next player known (from a
pickup) to hold the fourth. Its overs are the best of the 70 splits of the 8-card hand: high
cards, 2s and 10s face up, pairs together, and a card kept in hand that can answer the pile.
When the overs are dealt face up (the family opening), it aims at that same best split of
hand and overs together, one exchange at a time, and says ready once its overs hold it.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from itertools import combinations

from ...core.bot import Bot
from ...core.protocol import Action, View
from .actions import (
    DONE_ACTION,
    FLIP,
    OVERS,
    PASS_ACTION,
    PLAY,
    READY_ACTION,
    SWAPS,
    TAKE,
    exchange_action,
    order_key,
    overs_action,
    prefix_plays,
)
from .determinize import options_of
from .rules import Rules, rules_for, run_length

BIG_PILE = 6  # a 10 on a pile this big is worth spending (boothj5 DeviousPyro burns > 10)
HOLD = 11  # jacks and up go one at a time while the stock lasts (TakeShit HOLD_BACK_VALUE)
# Two sensible players can pass the same cards back and forth for ever (R19). Past this many
# moves the heuristic varies a quarter of its choices at random, which breaks such loops.
LONG_ROUND = 200
VARY = 0.25


def keep_value(rank: int, rules: Rules) -> float:
    """How much a card is worth keeping: 10 > 2 > A > K > ... (rules page §4.3)."""
    if rank == rules.burn:
        return 16.0
    if rank == rules.reset:
        return 15.0
    if rules.mirror and rank == 3:
        return 14.5
    return float(rank)


def decide(
    groups: Sequence[tuple],
    rules: Rules,
    pile,
    stock: int,
    my_total: int,
    threat: bool,
    next_known: frozenset,
    can_take: bool,
) -> tuple | None:
    """Pick a play among ``groups`` (sorted same-rank groups of legal ranks, low first) as
    (group, count), or None to pick the pile up."""
    pile_len = len(pile)
    for g in groups:  # go out (R16)
        if len(g) == my_total:
            return g, len(g)
    size = rules.burn_size
    top_rank = pile[-1].rank if pile else 0
    run = run_length(pile) if pile else 0
    for g in groups:  # complete a run: the pile burns and we lead again (R10)
        r = g[0].rank
        if r == rules.burn or r in rules.specials:
            continue
        if rules.four_kind == "run" and r == top_rank and run + len(g) >= size:
            return g, len(g)
        if rules.four_kind == "single_play" and len(g) >= size:
            return g, len(g)
    burn_g = reset_g = mirror_g = None
    plain = []
    for g in groups:
        r = g[0].rank
        if r == rules.burn:
            burn_g = g
        elif r == rules.reset:
            reset_g = g
        elif r in rules.specials:
            mirror_g = g
        else:
            plain.append(g)
    if burn_g is not None and pile_len >= BIG_PILE:
        return burn_g, 1
    if (
        can_take
        and rules.opts.voluntary_pickup
        and stock > 0
        and pile_len <= 3
        and any(c.rank in rules.specials for c in pile)
    ):
        return None  # TakeShit: a small pile holding a 2 or a 10 is worth having
    if plain:
        if threat:  # block: the highest card we can, so a blind under is likely to fail
            g = plain[-1]
            return g, len(g)
        choice = plain[0]
        for g in plain:  # card tracking: do not set up a burn for the next player
            r = g[0].rank
            n = len(g) if (r < HOLD or stock == 0) else 1
            new_run = (run + n) if r == top_rank else n
            if not (rules.four_kind == "run" and new_run == size - 1 and r in next_known):
                choice = g
                break
        r = choice[0].rank
        return choice, (len(choice) if (r < HOLD or stock == 0) else 1)
    if can_take and rules.opts.voluntary_pickup and pile_len <= 2 and stock > 0:
        return None  # cheaper to take two cards than to spend a 2 or a 10
    if reset_g is not None and (pile_len < BIG_PILE - 1 or burn_g is None):
        return reset_g, 1
    if burn_g is not None:
        return burn_g, 1
    if mirror_g is not None:
        return mirror_g, 1
    return None


def _adjacent_pairs(ranks: Sequence[int]) -> int:
    """Sum of (copies - 1) over ranks, for a rank-sorted sequence."""
    return sum(1 for i in range(1, len(ranks)) if ranks[i] == ranks[i - 1])


_SPLITS: dict[int, list[tuple[tuple[int, ...], tuple[int, ...]]]] = {}


def _splits(n: int) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    found = _SPLITS.get(n)
    if found is None:
        found = [(c, tuple(i for i in range(n) if i not in c)) for c in combinations(range(n), 4)]
        _SPLITS[n] = found
    return found


def best_overs(hand: Sequence, rules: Rules, top: int) -> tuple:
    """The best of the C(8,4) = 70 splits of a sorted hand into 4 overs and 4 hand cards:
    the highest keep values face up (10 > 2 > A > K ...), pairs together, and, when the pile
    must be answered now, an ordinary card kept in hand that goes on it (rules page §4.1)."""
    if len(hand) != 8:
        return _best_overs_any(hand, rules, top)
    r = [c.rank for c in hand]
    v = [keep_value(x, rules) for x in r]
    if top:
        row = rules.playable[top]
        ok = [row[x] and x not in rules.specials for x in r]
        fit = [row[x] for x in r]
    else:
        ok = fit = [True] * 8
    best, best_score = None, -1e9
    for (a, b, c, d), (e, f, g, h) in _splits(8):  # unrolled: this runs 70 times a choice
        score = (
            v[a]
            + v[b]
            + v[c]
            + v[d]
            + 1.5 * ((r[a] == r[b]) + (r[b] == r[c]) + (r[c] == r[d]))
            + 0.5 * ((r[e] == r[f]) + (r[f] == r[g]) + (r[g] == r[h]))
        )
        if not (ok[e] or ok[f] or ok[g] or ok[h]):
            score -= 6.0 if (fit[e] or fit[f] or fit[g] or fit[h]) else 12.0
        if score > best_score:
            best, best_score = (a, b, c, d), score
    return tuple(hand[i] for i in best)


def _best_overs_any(hand: Sequence, rules: Rules, top: int) -> tuple:
    ranks = [c.rank for c in hand]
    values = [keep_value(x, rules) for x in ranks]
    row = rules.playable[top] if top else None
    best, best_score = None, -1e9
    for combo, rest in _splits(len(hand)):
        score = sum(values[i] for i in combo)
        score += 1.5 * _adjacent_pairs([ranks[i] for i in combo])
        score += 0.5 * _adjacent_pairs([ranks[i] for i in rest])
        if row is not None and not any(
            row[ranks[i]] and ranks[i] not in rules.specials for i in rest
        ):
            score -= 6.0 if any(row[ranks[i]] for i in rest) else 12.0
        if score > best_score:
            best, best_score = combo, score
    return tuple(hand[i] for i in best)


def choose_overs(hand: Sequence, rules: Rules, top: int) -> Action:
    return overs_action(best_overs(hand, rules, top))


def choose_exchange(hand: Sequence, overs: Sequence, rules: Rules) -> Action:
    """The family opening (X2): one step towards the best split of hand and overs together
    (``best_overs`` on all eight; the pile is empty before the first lead), judged by rank so
    that equal ranks are never swapped for nothing: the best hand card that belongs face up for
    the weakest over that belongs in the hand; ready once the overs hold the right ranks."""
    cards = sorted([*hand, *(c for c in overs if c is not None)], key=order_key)
    target = Counter(c.rank for c in best_overs(cards, rules, 0))
    have = Counter(c.rank for c in overs if c is not None)
    up = target - have  # ranks that should lie face up but are in the hand
    down = have - target  # ranks face up that belong in the hand
    if not up or not down:
        return READY_ACTION
    h = max((c for c in hand if c.rank in up), key=lambda c: keep_value(c.rank, rules))
    o = min(
        (c for c in overs if c is not None and c.rank in down),
        key=lambda c: keep_value(c.rank, rules),
    )
    return exchange_action(h, o)


def choose_swap(mine: list, theirs: list, rules: Rules) -> Action:
    """Winner swap (3.1.11): give the loser my weakest over for their strongest, if better."""
    i = min(
        (i for i in range(4) if mine[i] is not None), key=lambda i: keep_value(mine[i].rank, rules)
    )
    j = max(
        (j for j in range(4) if theirs[j] is not None),
        key=lambda j: keep_value(theirs[j].rank, rules),
    )
    if keep_value(theirs[j].rank, rules) > keep_value(mine[i].rank, rules):
        return SWAPS[i][j]
    return PASS_ACTION


def _groups_of_plays(legal: Sequence[Action]) -> list[tuple]:
    """The largest listed play of each rank (plays are prefixes of sorted groups)."""
    best: dict[int, tuple] = {}
    for a in legal:
        if a.kind == PLAY and len(a.cards) > len(best.get(a.rank, ())):
            best[a.rank] = a.cards
    return [best[r] for r in sorted(best)]


def _threat(seat: int, players: int, out, cards_left, in_unders, stock: int) -> bool:
    """Is the next player close to going out (on unders, or few cards with the stock gone)?"""
    nxt = (seat + 1) % players
    while out[nxt] and nxt != seat:
        nxt = (nxt + 1) % players
    return nxt != seat and (in_unders(nxt) or (stock == 0 and cards_left(nxt) <= 3))


def _pick(legal, decision, overs, rules: Rules) -> Action:
    if decision is None:
        takes = [a for a in legal if a.kind == TAKE]
        if takes[0].pos < 0:
            return takes[0]
        # pickup_takes_over: take the weakest over, the one hardest to play face up later
        return min(takes, key=lambda a: keep_value(overs[a.pos].rank, rules))
    g, count = decision
    return prefix_plays(g)[count - 1]


class EasyBot(Bot):
    """Random legal moves and random overs."""

    level = "easy"

    def choose(
        self, view: View, legal_actions: Sequence[Action], rng: random.Random | None = None
    ) -> Action:
        rng = rng or self.rng
        legal = list(legal_actions)
        if view["phase"] == "exchange" and rng.random() < 0.5:
            # Random overs, but quickly: uniform over 17 moves, ready would come after 16
            # exchanges on average, each one shown to the table.
            return READY_ACTION
        return rng.choice(legal)


class NormalBot(Bot):
    """The heuristic player of rules page §4.1/§4.3, from its view only."""

    level = "normal"

    def choose(
        self, view: View, legal_actions: Sequence[Action], rng: random.Random | None = None
    ) -> Action:
        rng = rng or self.rng
        legal = list(legal_actions)
        if len(legal) == 1:
            return legal[0]
        rules = rules_for(options_of(view))
        me = view.player
        phase = view["phase"]
        kinds = {a.kind for a in legal}
        if OVERS in kinds:
            return choose_overs(view["hand"], rules, rules.top(view["pile"]))
        if phase == "swap":
            w, loser = view["swap"]
            return choose_swap(view["overs"][w], view["overs"][loser], rules)
        if phase == "exchange":
            return choose_exchange(view["hand"], view["overs"][me], rules)
        if phase == "burn_in":
            return max((a for a in legal if a.kind == PLAY), key=lambda a: len(a.cards))
        if phase == "followup":
            plays = [a for a in legal if a.kind == PLAY]
            if plays and plays[0].rank not in rules.specials:
                return plays[-1]
            return DONE_ACTION
        if FLIP in kinds:  # blind: any position is as good as another
            return rng.choice(legal)
        if view["turn"] >= LONG_ROUND and rng.random() < VARY:
            return rng.choice(legal)
        out = view["out"]
        counts = view["hand_counts"]
        overs = view["overs"]
        unders = view["unders_count"]
        zones = view["zones"]
        stock = view["stock_count"]

        def left(p: int) -> int:
            return counts[p] + sum(c is not None for c in overs[p]) + unders[p]

        threat = _threat(me, view["players"], out, left, lambda p: zones[p] == "unders", stock)
        nxt = (me + 1) % view["players"]
        known = frozenset(c.rank for c in view["known"][nxt])
        pile = view["pile"]
        if view["pile_size"] > len(pile):  # memory_aid: only the top card shows
            pile = [pile[-1]] * min(view["run"], rules.burn_size) if pile else []
        decision = decide(
            _groups_of_plays(legal),
            rules,
            _SizedPile(pile, view["pile_size"]),
            stock,
            left(me),
            threat,
            known,
            TAKE in kinds,
        )
        return _pick(legal, decision, view["overs"][me], rules)


class _SizedPile(list):
    """A pile whose length is the real pile size when ``memory_aid`` hides the history."""

    def __init__(self, cards, size: int) -> None:
        super().__init__(cards)
        self.size = size

    def __len__(self) -> int:
        return self.size


def rollout_action(state, rng: random.Random) -> Action:
    """The normal heuristic as a fast policy on a state (search rollouts). It reads only what
    the player to move may know: its own hand and public information; it builds no view."""
    p = state.cur
    if state.phase != 0 or not state.chosen[p]:
        return _slow_rollout(state, rng)
    rules = state.rules
    hand = state.hands[p]
    if hand:
        cards = hand
    elif state.n_overs[p]:
        cards = sorted((c for c in state.overs[p] if c is not None), key=order_key)
    else:
        un = state.unders[p]
        return _flip_at(rng.choice([i for i in range(4) if un[i] is not None]))
    if state.turn >= LONG_ROUND and rng.random() < VARY:
        return rng.choice(state.legal_actions())
    pile = state.pile
    row = rules.playable[rules.top(pile)]
    groups = []
    n = len(cards)
    i = 0
    while i < n:
        r = cards[i].rank
        j = i + 1
        while j < n and cards[j].rank == r:
            j += 1
        if row[r]:
            groups.append(tuple(cards[i:j]))
        i = j
    stock = len(state.stock)
    threat = _threat(
        p, state.players, state.out, state.cards_left, lambda s: state.zone(s) == 2, stock
    )
    nxt = (p + 1) % state.players
    known = frozenset(c.rank for c in state.known[nxt]) if state.known[nxt] else frozenset()
    decision = decide(groups, rules, pile, stock, state.cards_left(p), threat, known, bool(pile))
    if decision is None:
        return _pick(state.legal_actions(), None, state.overs[p], rules)
    g, count = decision
    return prefix_plays(g)[count - 1]


def _flip_at(i: int) -> Action:
    from .actions import FLIPS

    return FLIPS[i]


def _slow_rollout(state, rng: random.Random) -> Action:
    """Rare phases (overs, follow-up, burn-in, swap, exchange) through the legal list."""
    rules = state.rules
    p = state.cur
    if state.phase == 0:  # choosing overs
        return choose_overs(state.hands[p], rules, rules.top(state.pile))
    if state.phase == 4:  # the exchange before play: from the player's own hand and overs
        return choose_exchange(state.hands[p], state.overs[p], rules)
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    if state.phase == 3:
        w, loser = state.swap_pair
        return choose_swap(state.overs[w], state.overs[loser], rules)
    if state.phase == 2:
        return max((a for a in legal if a.kind == PLAY), key=lambda a: len(a.cards))
    plays = [a for a in legal if a.kind == PLAY]
    if plays and plays[0].rank not in rules.specials:
        return plays[-1]
    return DONE_ACTION
