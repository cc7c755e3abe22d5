"""What cards are worth to a seat, and the expected value of one more draw (for the normal
bot and the coach).

Values are "points for me": the score a card adds to my bank (the top card of its suit, or
every card under ``score_all_cards``), a little for each card under a top (it shields the top
from a pistol and breaks ties), and the score a pistol or dagger takes from an opponent. The
one-step look-ahead (:func:`draw_value`) weighs every card the draw pile may hold by its exact
chance, with a bust's cost, the carpet's protection, the chest+key bonus and a rough worth of
each power.
"""

from __future__ import annotations

from math import comb

from .cards import (
    ASTROLABE,
    CARPET,
    CHEST,
    COIN,
    DAGGER,
    HORSESHOE,
    KEY,
    MAP,
    PISTOL,
    SNAKE,
    SUIT_COUNT,
    ZCard,
    card_of,
)
from .info import Info
from .last_card import last_card
from .rings import (
    BLADE,
    GOLDSMITH,
    GOLDSMITH_BONUS,
    MAP_READER,
    MUGGER,
    SNAKE_CHARMER,
    WEALTH_LOVER,
)
from .scoring import MASK_SUM, MASK_TOP, seat_score

DEPTH = 0.5  # a card under a top: pistol insurance and the tie-break (top-card scoring only)
INFO = 0.6  # what an astrolabe peek is worth to the next decision
_CHEST_KEY = (1 << CHEST) | (1 << KEY)


def card_gain(info: Info, c: ZCard, seat: int | None = None) -> float:
    """What banking ``c`` alone adds for ``seat`` (default: me)."""
    seat = info.me if seat is None else seat
    m = info.bank[seat * SUIT_COUNT + c.suit]
    if info.score_all:
        g = float(c.value)
    else:
        top = MASK_TOP[m]
        g = c.value - top + DEPTH if c.value > top else DEPTH
    if c.suit == COIN and not m and info.ring[seat] == GOLDSMITH:
        g += GOLDSMITH_BONUS
    return g


def cards_gain(info: Info, cards: list[ZCard]) -> float:
    """What banking ``cards`` together adds for me (duplicate suits handled)."""
    me = info.me
    base = me * SUIT_COUNT
    table = MASK_SUM if info.score_all else MASK_TOP
    touched: dict[int, int] = {}
    for c in cards:
        touched[c.suit] = touched.get(c.suit, info.bank[base + c.suit]) | 1 << c.value
    g = 0.0
    for suit, m in touched.items():
        g += table[m] - table[info.bank[base + suit]]
    if not info.score_all:
        g += DEPTH * len(cards)
    if COIN in touched and not info.bank[base + COIN] and info.ring[me] == GOLDSMITH:
        g += GOLDSMITH_BONUS
    return g


def loss(info: Info, seat: int, c: ZCard) -> float:
    """What ``seat`` loses when its top card ``c`` leaves its bank."""
    m = info.bank[seat * SUIT_COUNT + c.suit]
    rest = m ^ (1 << c.value)
    table = MASK_SUM if info.score_all else MASK_TOP
    out = table[m] - table[rest] + (0 if info.score_all else DEPTH)
    if c.suit == COIN and not rest and info.ring[seat] == GOLDSMITH:
        out += GOLDSMITH_BONUS
    return out


def weights(info: Info) -> list[float]:
    """How much hurting each opponent is worth to me: all of it heads-up; with more
    players, full weight on the leader and half on the others."""
    n = info.players
    if n == 2:
        return [0.0 if q == info.me else 1.0 for q in range(n)]
    sc = [seat_score(info.bank, q, info.score_all, info.ring[q]) for q in range(n)]
    best = max(sc[q] for q in range(n) if q != info.me)
    return [0.0 if q == info.me else (1.0 if sc[q] == best else 0.5) for q in range(n)]


def saved_gain(info: Info, cards: list[ZCard]) -> float:
    """R5: what a bust would still bank: the cards before the first carpet."""
    if info.learning:
        return 0.0
    for i, c in enumerate(cards):
        if c.suit == CARPET:
            return cards_gain(info, cards[:i]) if i else 0.0
    return 0.0


def mean_burnt_gain(info: Info) -> float:
    burnt = info.burnt
    return sum(card_gain(info, c) for c in burnt) / len(burnt) if burnt else 0.0


def bonus_value(info: Info, cards: list[ZCard], mask: int) -> float:
    """R6.2: the expected worth of the chest+key bonus when ``cards`` are collected."""
    if info.learning or mask & _CHEST_KEY != _CHEST_KEY or not info.burnt:
        return 0.0
    n = len(cards) * (2 if info.ring[info.me] == WEALTH_LOVER else 1)
    return min(n, len(info.burnt)) * mean_burnt_gain(info)


def bank_value(info: Info) -> float:
    """What collecting the zone now is worth to me."""
    return cards_gain(info, info.zone) + bonus_value(info, info.zone, info.zmask)


# -- one more draw -------------------------------------------------------------------------


class Ctx:
    """Per-decision numbers shared by every candidate card (built once per decision)."""

    __slots__ = (
        "best_burn",
        "blade",
        "draw_gain",
        "draw_hits",
        "info",
        "mbg",
        "own",
        "saved",
        "targets",
        "w",
        "zone_gain",
    )

    def __init__(self, info: Info) -> None:
        self.info = info
        self.w = weights(info)
        me, n = info.me, info.players
        targets = []
        for k in range(1, n):
            q = (me + k) % n
            base = q * SUIT_COUNT
            for suit in range(SUIT_COUNT):
                m = info.bank[base + suit]
                if m:
                    t = card_of(suit, m.bit_length() - 1)
                    targets.append((t, q, loss(info, q, t) * self.w[q]))
        self.targets = targets
        self.best_burn = max((d for _, _, d in targets), default=0.0)
        base = me * SUIT_COUNT
        self.own = [
            card_of(suit, info.bank[base + suit].bit_length() - 1)
            for suit in range(SUIT_COUNT)
            if info.bank[base + suit]
        ]
        self.blade = info.ring[me] == BLADE
        self.mbg = mean_burnt_gain(info)
        self.zone_gain = cards_gain(info, info.zone)
        self.saved = saved_gain(info, info.zone)
        gains = [0.0] * SUIT_COUNT
        hits = [0] * SUIT_COUNT
        for c in info.draw:
            gains[c.suit] += card_gain(info, c)
            hits[c.suit] += 1
        self.draw_gain = gains
        self.draw_hits = hits

    def bonus(self, mask: int, n: int) -> float:
        info = self.info
        if info.learning or mask & _CHEST_KEY != _CHEST_KEY or not info.burnt:
            return 0.0
        n *= 2 if info.ring[info.me] == WEALTH_LOVER else 1
        return min(n, len(info.burnt)) * self.mbg

    def safe_mean(self, mask: int) -> tuple[float, float]:
        """(mean gain of a draw that does not bust against ``mask``, chance it busts)."""
        g = 0.0
        safe = total = 0
        for suit in range(SUIT_COUNT):
            h = self.draw_hits[suit]
            total += h
            if not mask >> suit & 1:
                safe += h
                g += self.draw_gain[suit]
        if not total:
            return 0.0, 0.0
        return (g / safe if safe else 0.0), 1.0 - safe / total

    def steal_options(self, mask: int, steal_bust: bool) -> list[tuple[ZCard, int, float]]:
        info = self.info
        out = self.targets
        if info.strict and not self.blade:
            base = info.me * SUIT_COUNT
            out = [x for x in out if not info.bank[base + x[0].suit]]
        if not steal_bust:
            out = [x for x in out if not x[0].bit & mask]
        return out

    def power_value(self, t: ZCard, mask: int, value: float, n: int) -> float:
        """A rough worth of ``t``'s power when it lands on a zone worth ``value`` (``mask``
        and ``n`` already include ``t``): what a forced second effect adds or risks."""
        info = self.info
        if info.learning:
            return 0.0
        suit = t.suit
        if suit == PISTOL:
            if info.ring[info.me] == MUGGER:
                opts = self.steal_options(mask, False)
                if opts:
                    return max(card_gain(info, x) + d for x, _, d in opts)
            return self.best_burn
        if suit == DAGGER:
            opts = self.steal_options(mask, True)
            if not opts:
                return 0.0
            best = -1e9
            for x, _, d in opts:
                if x.bit & mask and not self.blade:
                    best = max(best, self.saved - value + d)
                else:
                    best = max(best, card_gain(info, x) + d)
            return best
        if suit == SNAKE:
            if info.ring[info.me] == SNAKE_CHARMER:
                return 0.0
            g, pb = self.safe_mean(mask)
            survive = (1 - pb) * (1 - min(1.0, pb + 0.08))
            return survive * 2 * g - (1 - survive) * (value - self.saved)
        if suit == ASTROLABE:
            return INFO if info.draw else 0.0
        if suit == MAP:
            return self.mbg if info.burnt else 0.0
        if suit == CARPET:
            return 0.15 * value
        return 0.0

    def after_draw(self, c: ZCard) -> float:
        """The value of collecting after ``c`` lands safely (its power resolved well)."""
        info = self.info
        zone_n = len(info.zone) + 1
        mask = info.zmask | c.bit
        v = self.zone_gain + card_gain(info, c) + self.bonus(mask, zone_n)
        if info.learning:
            return v
        suit = c.suit
        if suit == HORSESHOE:
            if not self.own:
                return v
            best = -1e9
            for t in self.own:
                if t.bit & mask:
                    best = max(best, self.saved - loss(info, info.me, t))
                else:
                    best = max(
                        best,
                        v
                        + self.power_value(t, mask | t.bit, v, zone_n + 1)
                        - 0.25 * loss(info, info.me, t),
                    )
            return best
        if suit == MAP:
            return self._map_value(mask, v)
        if suit == DAGGER:
            opts = self.steal_options(mask, True)
            if not opts:
                return v
            best = -1e9
            for t, _, d in opts:
                if t.bit & mask and not self.blade:
                    best = max(best, self.saved + d)
                else:
                    m2 = mask | t.bit
                    best = max(
                        best,
                        self.zone_gain
                        + card_gain(info, c)
                        + card_gain(info, t)
                        + self.bonus(m2, zone_n + 1)
                        + d,
                    )
            return best
        return v + self.power_value(c, mask, v, zone_n)

    def _map_value(self, mask: int, v: float) -> float:
        info = self.info
        burnt = info.burnt
        if not burnt:
            return v
        gains = [card_gain(info, b) for b in burnt if not b.bit & mask]
        if not gains:
            return self.saved
        if info.ring[info.me] == MAP_READER:
            return v + max(gains)
        k = min(3, len(burnt))
        p_all_bust = comb(len(burnt) - len(gains), k) / comb(len(burnt), k)
        best = (sum(gains) / len(gains) + max(gains)) / 2
        return (1 - p_all_bust) * (v + best) + p_all_bust * self.saved


def draw_value(info: Info, ctx: Ctx | None = None) -> float:
    """The expected value of drawing one more card and then collecting (one-step look-ahead;
    uses the seat's peek when it has one)."""
    ctx = ctx or Ctx(info)
    zmask = info.zmask
    cands = info.peek[:1] or info.draw
    if not cands:
        return bank_value(info)
    total = 0.0
    for c in cands:
        total += ctx.saved if c.bit & zmask else ctx.after_draw(c)
    return total / len(cands)


def should_draw(info: Info, ctx: Ctx | None = None) -> bool:
    """The normal bot's rule: draw when one more card is worth more than collecting now."""
    ctx = ctx or Ctx(info)
    now = bank_value(info)
    if info.peek:
        c = info.peek[0]
        return not c.bit & info.zmask and ctx.after_draw(c) > now
    end = last_card(info)
    if end is not None and end.better is not None:
        return end.better == "draw"  # the last card: both endings are known exactly
    zmask = info.zmask
    if all(c.bit & zmask for c in info.draw):
        return False  # every card left busts: a draw can only lose what banking keeps
    ev = draw_value(info, ctx)
    return ev > now + race_margin(info, now)


def race_margin(info: Info, now: float) -> float:
    """Near the end of the pile, points only matter if they win: a player who cannot catch
    up by collecting keeps drawing; a leader who is safe after collecting stops."""
    left = len(info.draw)
    n = info.players
    if left > 2 * n:
        return 0.0
    sc = [seat_score(info.bank, q, info.score_all, info.ring[q]) for q in range(n)]
    mine = sc[info.me] + now
    best_other = max(sc[q] for q in range(n) if q != info.me)
    if mine <= best_other:
        return -1e9 if left <= n else -2.0  # behind even after collecting: keep going
    if mine - best_other > 8:
        return 3.0  # comfortably ahead: take no risk
    return 0.0
