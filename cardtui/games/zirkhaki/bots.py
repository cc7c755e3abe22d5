"""Zirkhaki's heuristic bots. Each sees a view (what a human in its seat sees), never a state.

- ``easy``: draws until the zone holds two or three cards and picks every choice at random;
  the only sense it has is not to draw a card it has *seen* will bust (its own peek).
- ``normal``: risk-aware. It compares collecting now with the expected value of one more
  draw from the exact odds (value.py: what a bust costs, what the carpet saves, what a chest
  and key pay, what each power adds), races when the pile is nearly out, and picks pistol,
  dagger, horseshoe and map targets for the largest score swing.

``rollout_action(state, rng)`` is the normal policy on a state, for search: it reads only what
the player to move knows (the draw pile's public composition, never its order, beyond the
player's own peek).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ...core.bot import Bot
from ...core.protocol import Action, View
from .actions import BANK, CHOOSE, DRAW, RING_KIND, ZAction
from .cards import CARPET, SUIT_COUNT, ZCard
from .info import Info, info_from_view
from .powers import P_BLADE, P_HOOK, P_MAP, P_PISTOL
from .rings import (
    BLADE,
    FORTUNE_TELLER,
    GOLDSMITH,
    MAP_READER,
    MUGGER,
    ROGUE,
    SNAKE_CHARMER,
    WEALTH_LOVER,
)
from .scoring import MASK_SUM, MASK_TOP, seat_score
from .value import DEPTH, Ctx, bank_value, card_gain, loss, should_draw

# The normal bot's ring preference, strongest first. Measured: normal with the ring against
# normal with another random ring, 400 heads-up games each (win rates): mugger 0.63, blade
# 0.61, wealth-lover 0.58, goldsmith 0.51, fortune-teller 0.49, map-reader 0.48, rogue 0.45,
# snake-charmer 0.27 (a snake early in a turn ends it at once).
RING_PREFERENCE = (
    MUGGER,
    BLADE,
    WEALTH_LOVER,
    GOLDSMITH,
    FORTUNE_TELLER,
    MAP_READER,
    ROGUE,
    SNAKE_CHARMER,
)


class EasyBot(Bot):
    """Draws to two or three cards, then collects; random choices."""

    level = "easy"

    def choose(
        self, view: View, legal_actions: Sequence[Action], rng: random.Random | None = None
    ) -> Action:
        rng = rng or self.rng
        if len(legal_actions) == 1:
            return legal_actions[0]
        if BANK not in legal_actions:  # a ring or a power's choice
            return rng.choice(legal_actions)
        peek = view.get("peek")
        zone = view["zone"]
        if peek and any(c.suit == peek[0].suit for c in zone):
            return BANK  # it has seen the bust coming
        if len(zone) < 2 or (len(zone) == 2 and rng.random() < 0.5):
            return DRAW
        return BANK


class NormalBot(Bot):
    """The risk-aware heuristic player (see the module docstring)."""

    level = "normal"

    def choose(
        self, view: View, legal_actions: Sequence[Action], rng: random.Random | None = None
    ) -> Action:
        if len(legal_actions) == 1:
            return legal_actions[0]
        return decide(info_from_view(view), legal_actions)


def rollout_action(state, rng: random.Random) -> ZAction:
    """The normal policy, lean enough for search rollouts, read straight off a state.

    It keeps the normal bot's core: exact bust odds from the draw pile's composition (never
    its order), the points at risk against the expected points of a safe card, the carpet's
    protection, the seat's own peek, the race near the end, and greedy power choices; it
    drops the per-power look-ahead. Uses only what the player to move knows.
    """
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    first = legal[0]
    if first.kind == RING_KIND:
        offered = {a.ring: a for a in legal}
        return next(offered[r] for r in RING_PREFERENCE if r in offered)
    if state.pend:
        return CHOOSE[_fast_choice(state).index]
    return DRAW if _fast_draw(state) else BANK


def _fast_draw(state) -> bool:
    me = state.active
    zmask = state.zmask
    draw = state.draw
    if state.peek_low[me] < len(draw):  # it has seen the top card
        return not draw[-1].bit & zmask
    base = me * SUIT_COUNT
    bank = state.bank
    table = MASK_SUM if state.score_all else MASK_TOP
    depth = 0.0 if state.score_all else DEPTH
    hits = 0
    safe_gain = 0.0
    for c in draw:  # the composition is public; the order is not used
        if c.bit & zmask:
            hits += 1
        else:
            m = bank[base + c.suit]
            safe_gain += table[m | 1 << c.value] - table[m] + depth
    left = len(draw)
    safe = left - hits
    if not safe:
        return False
    zone = state.zone
    cut = 0  # R5: the cards before the first carpet survive a bust
    if not state.learning and zmask >> CARPET & 1:
        cut = next(i for i, c in enumerate(zone) if c.suit == CARPET)
    now = at_risk = 0.0
    for i, c in enumerate(zone):
        m = bank[base + c.suit]
        g = table[m | 1 << c.value] - table[m] + depth
        now += g
        if i >= cut:
            at_risk += g
    margin = 0.0
    if left <= 2 * state.players:  # the race near the end (see race_margin)
        sc = [seat_score(bank, q, state.score_all, state.ring[q]) for q in range(state.players)]
        mine = sc[me] + now
        best = max(sc[q] for q in range(state.players) if q != me)
        if mine <= best:
            return True
        if mine - best > 8:
            margin = 3.0
    return safe_gain / left > hits / left * at_risk + margin


def _fast_choice(state) -> ZCard:
    """Greedy: the largest score swing that does not bust (a bust only when forced)."""
    kind = state.pend
    me = state.active
    bank = state.bank
    table = MASK_SUM if state.score_all else MASK_TOP
    zmask = state.zmask
    best, best_v = None, -1e9
    for t in state.pend_opts:
        base = t.suit
        if kind == P_MAP:
            v = t.value - (10 if t.bit & zmask else 0)
        else:
            q = me
            for seat in range(state.players):
                if bank[seat * SUIT_COUNT + base] >> t.value & 1:
                    q = seat
                    break
            m = bank[q * SUIT_COUNT + base]
            lost = table[m] - table[m ^ (1 << t.value)]
            if kind == P_PISTOL:
                v = lost
            elif kind == P_HOOK:
                v = -lost - (20 if t.bit & zmask else 0)
            else:  # steal: what I gain plus what they lose, unless it busts
                mine = bank[me * SUIT_COUNT + base]
                v = table[mine | 1 << t.value] - table[mine] + lost
                if t.bit & zmask and kind != P_BLADE:
                    v -= 20
        if v > best_v:
            best, best_v = t, v
    return best


def decide(info: Info, legal: Sequence[Action]) -> Action:
    first = legal[0]
    if first.kind == RING_KIND:
        offered = {a.ring: a for a in legal}
        return next(offered[r] for r in RING_PREFERENCE if r in offered)
    if BANK not in legal:
        options = [a.card for a in legal]
        best = best_choice(info, options)
        return CHOOSE[best.index]
    return DRAW if should_draw(info) else BANK


# -- a power's choice ------------------------------------------------------------------------


def owner(info: Info, t: ZCard) -> int:
    bit = 1 << t.value
    for q in range(info.players):
        if info.bank[q * SUIT_COUNT + t.suit] & bit:
            return q
    return info.me


def best_choice(info: Info, options: list[ZCard]) -> ZCard:
    """The option with the largest score swing for the pending power (ties: first)."""
    ctx = Ctx(info)
    kind = info.choosing
    now = bank_value(info)
    mask = info.zmask
    n = len(info.zone)
    me = info.me
    blade = kind == "blade" or info.ring[me] == BLADE

    def value(t: ZCard) -> float:
        if kind == "pistol":
            q = owner(info, t)
            return loss(info, q, t) * ctx.w[q]
        busts = t.bit & mask and not (blade and kind in ("dagger", "blade"))
        if kind == "horseshoe":
            own_loss = loss(info, me, t)
            if busts:
                return ctx.saved - now - own_loss
            return ctx.power_value(t, mask | t.bit, now, n + 1) - 0.25 * own_loss
        damage = 0.0
        if kind in ("dagger", "blade", "mugger"):
            q = owner(info, t)
            damage = loss(info, q, t) * ctx.w[q]
        if busts:
            return ctx.saved - now + damage
        m2 = mask | t.bit
        extra = ctx.bonus(m2, n + 1) - ctx.bonus(mask, n)
        return card_gain(info, t) + extra + damage + ctx.power_value(t, m2, now, n + 1)

    return max(options, key=value)


__all__ = [
    "RING_PREFERENCE",
    "EasyBot",
    "NormalBot",
    "best_choice",
    "decide",
    "rollout_action",
    "should_draw",
]
