"""Scores (R8, A-17, ring 5), the winner with its tie-break (R9) and the results table."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.protocol import Event
from ...core.words import and_list
from ...i18n import _, number
from .cards import COIN, SUIT_COUNT, SUIT_INFO, SUIT_NAMES
from .rings import GOLDSMITH, GOLDSMITH_BONUS, NO_RING, RINGS

if TYPE_CHECKING:
    # A game of Zirkhaki (state.ZirkhakiState), named through its core base: state.py
    # scores with these functions, so importing it back would close a circle.
    from ...core.protocol import State as ZirkhakiState

# A stack is a bitmask of values (< 2**10): its top value, the sum of its values, its size.
MASK_TOP = tuple(m.bit_length() - 1 if m else 0 for m in range(1 << 10))
MASK_SUM = tuple(sum(v for v in range(10) if m >> v & 1) for m in range(1 << 10))
MASK_COUNT = tuple(m.bit_count() for m in range(1 << 10))


def mask_values(m: int) -> list[int]:
    """The values of a stack, ascending (the top card last)."""
    return [v for v in range(10) if m >> v & 1]


def seat_score(bank: list[int], seat: int, all_cards: bool, ring: int) -> int:
    """R8: the top card of each suit (every card under ``score_all_cards``), plus the
    Goldsmith's +5 once if the seat holds a coin (A-28)."""
    base = seat * SUIT_COUNT
    table = MASK_SUM if all_cards else MASK_TOP
    total = 0
    for suit in range(SUIT_COUNT):
        total += table[bank[base + suit]]
    if ring == GOLDSMITH and bank[base + COIN]:
        total += GOLDSMITH_BONUS
    return total


def bank_count(bank: list[int], seat: int) -> int:
    base = seat * SUIT_COUNT
    return sum(MASK_COUNT[bank[base + s]] for s in range(SUIT_COUNT))


def scores(s: ZirkhakiState) -> list[int]:
    return [seat_score(s.bank, seat, s.score_all, s.ring[seat]) for seat in range(s.players)]


def winners(s: ZirkhakiState) -> list[int]:
    """R9: the best score; on a tie, the most banked cards; still tied, a shared win."""
    keys = [(sc, bank_count(s.bank, seat)) for seat, sc in enumerate(scores(s))]
    best = max(keys)
    return [seat for seat, k in enumerate(keys) if k == best]


def ranking(s: ZirkhakiState) -> list[dict[str, int]]:
    """Seats best first; seats level on score and cards share a place."""
    keys = [(sc, bank_count(s.bank, seat)) for seat, sc in enumerate(scores(s))]
    order = sorted(range(s.players), key=lambda seat: (-keys[seat][0], -keys[seat][1], seat))
    out = []
    for i, seat in enumerate(order):
        place = out[-1]["place"] if i and keys[order[i - 1]] == keys[seat] else i + 1
        out.append({"seat": seat, "place": place, "score": keys[seat][0], "cards": keys[seat][1]})
    return out


def tie_break(s: ZirkhakiState) -> str | None:
    """How the winner was decided: None (clear score), 'most cards' or 'shared'."""
    sc = scores(s)
    best = max(sc)
    if sc.count(best) == 1:
        return None
    return "shared" if len(winners(s)) > 1 else "most cards"


def round_detail(s: ZirkhakiState) -> dict[str, Any]:
    """The results screen's data: ranking, the per-suit score table, and a few statistics."""
    n = s.players
    table = []
    for suit in range(SUIT_COUNT):
        stacks = [s.bank[seat * SUIT_COUNT + suit] for seat in range(n)]
        points = [(MASK_SUM if s.score_all else MASK_TOP)[m] for m in stacks]
        table.append(
            {
                "suit": SUIT_NAMES[suit],
                "title": SUIT_INFO[suit][1],
                "points": points,
                "cards": [mask_values(m) for m in stacks],
            }
        )
    ring_bonus = [
        GOLDSMITH_BONUS if s.ring[seat] == GOLDSMITH and s.bank[seat * SUIT_COUNT + COIN] else 0
        for seat in range(n)
    ]
    return {
        "game": "zirkhaki",
        "over": s.over,
        "scoring": "every card" if s.score_all else "top card per suit",
        "scores": scores(s),
        "winners": winners(s) if s.over else [],
        "tie_break": tie_break(s) if s.over else None,
        "ranking": ranking(s),
        "cards": [bank_count(s.bank, seat) for seat in range(n)],
        "table": table,
        "ring_bonus": ring_bonus,
        "rings": [RINGS[r] if r != NO_RING else None for r in s.ring],
        "busts": list(s.busts),
        "collects": list(s.collects),
        "largest_haul": list(s.best_haul),
    }


def game_over_event(s: ZirkhakiState) -> Event:
    won = winners(s)
    sc = scores(s)
    how = tie_break(s)
    text = (_game_over_text, tuple(won), sc[won[0]], how, bank_count(s.bank, won[0]))
    return Event("game_over", text, None, data={"scores": sc, "winners": won, "tie_break": how})


def _game_over_text(won: tuple, best: int, how: str | None, cards: int) -> str:
    who = and_list([f"P{w + 1}" for w in won])
    if how == "shared":
        return _("Game over. {who} share the win with {points} points.").format(
            who=who, points=number(best)
        )
    if how == "most cards":
        return _(
            "Game over. {who} wins the tie on {points} points with the most banked cards ({cards})."
        ).format(who=who, points=number(best), cards=number(cards))
    return _("Game over. {who} wins with {points} points.").format(who=who, points=number(best))
