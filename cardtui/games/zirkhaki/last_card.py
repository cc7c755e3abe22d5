"""The last card of the draw pile: the game's end, worked out exactly (R2a, R7-R9, R12).

With one card left its identity is public (the pile's composition is, R12). Drawing it ends
the game after this turn: a bust banks only what lies before the carpet, else the zone and the
card are banked (the pile is empty: R2a). Banking now leaves it to the next player, whose empty
zone cannot bust: they bank it and the game ends. When that card has no power that asks for a
choice or changes a score, and no chest-and-key bonus (random cards) is involved, both endings
are exact. The coach shows them and the normal bot plays by them (value.should_draw).
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import ASTROLABE, CARPET, CHEST, COIN, KEY, SNAKE, SUIT_COUNT, ZCard
from .info import Info
from .scoring import bank_count, seat_score

# Suits whose power does nothing to the scores once the pile is empty (an astrolabe has
# nothing to see, a snake's draws lapse, R4.5); chest and key only with a bonus (checked).
QUIET = frozenset({ASTROLABE, CARPET, SNAKE, COIN, CHEST, KEY})
RANK = {"win": 2, "shared": 1, "lose": 0}
_CHEST_KEY = (1 << CHEST) | (1 << KEY)


@dataclass(frozen=True, slots=True)
class LastCard:
    """Both endings for the seat to move: ``win``, ``shared`` or ``lose``, and the scores."""

    card: ZCard
    busts: bool  # drawing it busts me
    draw: str
    draw_scores: tuple[int, ...]
    bank: str
    bank_scores: tuple[int, ...]

    @property
    def decided(self) -> str | None:
        """The result when both choices lead to it, else None."""
        return self.draw if self.draw == self.bank else None

    @property
    def better(self) -> str | None:
        """ "draw" or "bank" when one ending is strictly better for me, else None."""
        if RANK[self.draw] == RANK[self.bank]:
            return None
        return "draw" if RANK[self.draw] > RANK[self.bank] else "bank"


def last_card(info: Info) -> LastCard | None:
    """Both endings when exactly one card is left and they are exact, else None."""
    if len(info.draw) != 1 or info.choosing or info.snake or not info.zone:
        return None
    c = info.draw[0]
    if not info.learning and c.suit not in QUIET:
        return None
    me, n = info.me, info.players
    busts = bool(c.bit & info.zmask)
    if busts:
        mine = _before_carpet(info)
    else:
        mine = [*info.zone, c]
        if _bonus(info, info.zmask | c.bit):
            return None  # chest and key would bring random cards
    if _bonus(info, info.zmask):
        return None
    drawn = _add(info.bank, me, mine)
    banked = _add(_add(info.bank, me, info.zone), (me + 1) % n, [c])
    draw_scores, draw_result = _ending(info, drawn)
    bank_scores, bank_result = _ending(info, banked)
    return LastCard(c, busts, draw_result, draw_scores, bank_result, bank_scores)


def _before_carpet(info: Info) -> list[ZCard]:
    if info.learning:
        return []
    for i, c in enumerate(info.zone):
        if c.suit == CARPET:
            return info.zone[:i]
    return []


def _bonus(info: Info, mask: int) -> bool:
    return not info.learning and mask & _CHEST_KEY == _CHEST_KEY and bool(info.burnt)


def _add(bank: list[int], seat: int, cards: list[ZCard]) -> list[int]:
    out = list(bank)
    for c in cards:
        out[seat * SUIT_COUNT + c.suit] |= 1 << c.value
    return out


def _ending(info: Info, bank: list[int]) -> tuple[tuple[int, ...], str]:
    """Final scores and my result (R9: the best score, then the most cards, else shared)."""
    n = info.players
    scores = tuple(seat_score(bank, q, info.score_all, info.ring[q]) for q in range(n))
    keys = [(scores[q], bank_count(bank, q)) for q in range(n)]
    best = max(keys)
    top = [q for q in range(n) if keys[q] == best]
    if info.me not in top:
        return scores, "lose"
    return scores, "win" if len(top) == 1 else "shared"
