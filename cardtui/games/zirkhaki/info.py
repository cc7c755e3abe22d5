"""What one seat knows, in the engine's compact form, for the coach, the bots and rollouts.

An :class:`Info` is the public table plus the seat's own peek, built either from a view
(:func:`info_from_view`: the coach and the bots, which never see a state) or from a state for
the seat to move (:func:`info_from_state`: fast rollouts; it reads the draw pile only as a
multiset, whose composition is public (R12), and only the top cards that seat has seen).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...core.protocol import View
from .cards import DECK, SUIT_COUNT, SUIT_INDEX, ZCard, card_of
from .powers import PENDING_NAMES
from .rings import NO_RING, ring_index


@dataclass(slots=True)
class Info:
    """What the seat ``me`` knows, in the engine's compact form (banks as value bitmasks)."""

    me: int
    players: int
    active: int
    zone: list[ZCard]
    bank: list[int]
    draw: list[ZCard]  # the draw pile's composition (order unknown, except ``peek``)
    burnt: list[ZCard]
    peek: list[ZCard] = field(default_factory=list)  # known top cards, top first
    ring: list[int] = field(default_factory=list)
    snake: int = 0
    learning: bool = False
    score_all: bool = False
    strict: bool = False
    choosing: str = ""  # the pending choice's kind ("map", "ring", ...), if any
    zmask: int = 0

    def __post_init__(self) -> None:
        m = 0
        for c in self.zone:
            m |= c.bit
        self.zmask = m


def info_from_view(view: View) -> Info:
    """The viewer's knowledge. The draw pile holds every card seen nowhere else (R12)."""
    n = view["players"]
    bank = [0] * (n * SUIT_COUNT)
    seen: set[ZCard] = set()
    for seat, stacks in enumerate(view["banks"]):
        for suit_name, values in stacks.items():
            suit = SUIT_INDEX[suit_name]
            for v in values:
                bank[seat * SUIT_COUNT + suit] |= 1 << v
                seen.add(card_of(suit, v))
    zone = list(view["zone"])
    burnt = list(view["burnt"])
    seen.update(zone)
    seen.update(burnt)
    pend = view["pending"]
    if pend and pend["kind"] == "map":
        seen.update(pend["options"])  # lifted cards wait outside the burnt pile
    opts = view["options"]
    rings = [ring_index(r) if r else NO_RING for r in view["rings"]]
    choosing = pend["kind"] if pend else ("ring" if view["phase"] == "rings" else "")
    return Info(
        view.player,
        n,
        view["active"],
        zone,
        bank,
        [c for c in DECK if c not in seen],
        burnt,
        list(view.get("peek", ())),
        rings,
        view["snake_pending"],
        opts["learning"],
        opts["score_all_cards"],
        opts["dmd_strict_sword"],
        choosing,
    )


def info_from_state(state: Any, seat: int | None = None) -> Info:
    """What ``seat`` (default: the player to move) knows in ``state``; shares its lists."""
    me = state.current_player if seat is None else seat
    choosing = PENDING_NAMES[state.pend] or ("ring" if state.ring_turn >= 0 else "")
    return Info(
        me,
        state.players,
        state.active,
        state.zone,
        state.bank,
        state.draw,
        state.burnt,
        state.known_top(me),
        state.ring,
        state.snake,
        state.learning,
        state.score_all,
        state.strict_sword,
        choosing,
    )


def bust_chance(info: Info) -> float:
    """R13: the public chance that the next draw busts (the peek is not used)."""
    if not info.draw or not info.zmask:
        return 0.0
    zmask = info.zmask
    return sum(1 for c in info.draw if c.bit & zmask) / len(info.draw)
