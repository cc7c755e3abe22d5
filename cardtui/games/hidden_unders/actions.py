"""Hidden Unders actions, interned: each distinct action object is built once and reused.

Codes (design.md notation):

* ``overs C1 C2 C3 C4``: the first-turn choice of four overs, in positions 0-3 in that order;
* ``play C [C ...]``: one or more cards of one rank from the active zone (hand, else overs);
* ``flip N``: turn over the blind under at position N (0-3);
* ``take``: pick up the pile (``take N`` also takes over N, with ``pickup_takes_over``);
* ``done``: end the turn without a follow-up (``same_rank_followup``);
* ``pass``: decline to burn in out of turn, or to swap overs (``winner_swap``);
* ``swap I J``: swap your over I with the loser's over J (``winner_swap``);
* ``exchange H O``: before play, when the overs are dealt face up (``overs_timing=swap``),
  hand card H takes the place of over O and O goes to the hand;
* ``ready``: done exchanging; the next player exchanges, or play begins.

Two decks hold the same card twice, and cards are interned, so a play's cards are a sorted
tuple (rank, then suit S H D C) and equal plays are the same object.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import ClassVar

from ...core.cards import SUITS, Card, card
from ...core.protocol import Action, same_action
from ...i18n import N_

MOVES_HELP = N_(
    "Moves: 'play 7H 7S', 'overs 2C KD TS AH', 'flip 0', 'take', 'done', "
    "'pass', 'swap 1 3', 'exchange 4C KD', 'ready'."
)

# Kinds, for fast dispatch in the hot path.
PLAY, OVERS, FLIP, TAKE, DONE, PASS, SWAP, EXCHANGE, READY = range(9)

# rank-major sort key of every card: 2S 2H 2D 2C 3S ...
ORDER: dict[Card, int] = {}


def order_key(c: Card) -> int:
    return ORDER[c]


def _fill_order() -> None:
    from ...core.cards import DECK

    for c in DECK:
        ORDER[c] = c.rank * 4 + SUITS.index(c.suit)


_fill_order()


@dataclass(frozen=True, slots=True)
class Play(Action):
    cards: tuple[Card, ...] = ()
    rank: int = 0
    kind: ClassVar[int] = PLAY


@dataclass(frozen=True, slots=True)
class ChooseOvers(Action):
    cards: tuple[Card, ...] = ()
    kind: ClassVar[int] = OVERS


@dataclass(frozen=True, slots=True)
class Flip(Action):
    pos: int = 0
    kind: ClassVar[int] = FLIP


@dataclass(frozen=True, slots=True)
class Take(Action):
    pos: int = -1  # the over taken with the pile (pickup_takes_over), or -1
    kind: ClassVar[int] = TAKE


@dataclass(frozen=True, slots=True)
class Done(Action):
    kind: ClassVar[int] = DONE


@dataclass(frozen=True, slots=True)
class Pass(Action):
    kind: ClassVar[int] = PASS


@dataclass(frozen=True, slots=True)
class Swap(Action):
    mine: int = 0
    theirs: int = 0
    kind: ClassVar[int] = SWAP


@dataclass(frozen=True, slots=True)
class Exchange(Action):
    hand: Card | None = None  # the hand card that goes face up
    over: Card | None = None  # the over it replaces, which goes to the hand
    kind: ClassVar[int] = EXCHANGE


@dataclass(frozen=True, slots=True)
class Ready(Action):
    kind: ClassVar[int] = READY


FLIPS = tuple(Flip(f"flip {i}", i) for i in range(4))
TAKE_PILE = Take("take")
TAKE_WITH_OVER = tuple(Take(f"take {i}", i) for i in range(4))
DONE_ACTION = Done("done")
PASS_ACTION = Pass("pass")
SWAPS = tuple(tuple(Swap(f"swap {i} {j}", i, j) for j in range(4)) for i in range(4))
READY_ACTION = Ready("ready")

_PLAYS: dict[tuple[Card, ...], Play] = {}
_PREFIXES: dict[tuple[Card, ...], list[Play]] = {}
_OVERS: dict[tuple[Card, ...], ChooseOvers] = {}
_SPLITS: dict[tuple[Card, ...], list[ChooseOvers]] = {}
_EXCHANGES: dict[tuple[Card, Card], Exchange] = {}  # at most 52 x 52 pairs: no limit needed
# Kept small: every dealt hand (and every hand a search imagines) adds ~70 entries, and a long
# session deals thousands of hands. The soak grew steadily with 20,000 and stayed flat
# with 2,000; the search keys its statistics by code, so a clear mid-search changes nothing.
_CACHE_LIMIT = 2_000


def play_action(cards: tuple[Card, ...] | list[Card]) -> Play:
    """The interned play of these cards (any order; they must share a rank)."""
    key = tuple(sorted(cards, key=order_key))
    found = _PLAYS.get(key)
    if found is None:
        found = Play("play " + " ".join(c.code for c in key), key, key[0].rank)
        _PLAYS[key] = found
    return found


def prefix_plays(group: tuple[Card, ...]) -> list[Play]:
    """Plays of 1..len(group) cards of one sorted same-rank group (lowest suits first)."""
    found = _PREFIXES.get(group)
    if found is None:
        found = [play_action(group[:k]) for k in range(1, len(group) + 1)]
        _PREFIXES[group] = found
    return found


def overs_action(cards: tuple[Card, ...] | list[Card]) -> ChooseOvers:
    """The interned choice of these four overs, in position order."""
    key = tuple(cards)
    found = _OVERS.get(key)
    if found is None:
        if len(_OVERS) > _CACHE_LIMIT:  # entries for every hand dealt: keep memory bounded
            _OVERS.clear()
            _SPLITS.clear()
        found = ChooseOvers("overs " + " ".join(c.code for c in key), key)
        _OVERS[key] = found
    return found


def overs_choices(hand: list[Card]) -> list[ChooseOvers]:
    """Every distinct choice of 4 overs from a sorted hand: C(8,4) = 70 with 8 distinct cards."""
    key = tuple(hand)
    found = _SPLITS.get(key)
    if found is None:
        seen: set[tuple[Card, ...]] = set()
        found = []
        for combo in combinations(key, 4):
            if combo not in seen:  # two decks: equal cards give equal choices
                seen.add(combo)
                found.append(overs_action(combo))
        _SPLITS[key] = found
    return found


def exchange_action(hand: Card, over: Card) -> Exchange:
    """The interned exchange of hand card ``hand`` with the over ``over``."""
    found = _EXCHANGES.get((hand, over))
    if found is None:
        found = _EXCHANGES[hand, over] = Exchange(f"exchange {hand.code} {over.code}", hand, over)
    return found


def exchanges(hand: list[Card], overs: list[Card | None]) -> list[Exchange]:
    """Every distinct exchange between a sorted hand and the overs (equal cards from two decks
    give one move; a card for an equal card changes nothing, so it is no move)."""
    out: list[Exchange] = []
    seen: set[Card] = set()
    for h in hand:
        if h in seen:
            continue
        seen.add(h)
        done: set[Card] = set()
        for o in overs:
            if o is not None and o != h and o not in done:
                done.add(o)
                out.append(exchange_action(h, o))
    return out


ACTION_TYPES = (Play, ChooseOvers, Flip, Take, Done, Pass, Swap, Exchange, Ready)


def canonical(action: object) -> Action | None:
    """The interned action that ``action`` (a Hidden Unders action built by hand) stands for,
    or None when it is no faithful one: a code naming other cards than it plays, a rank that
    is not its cards' rank, a position out of range, fields of the wrong type."""
    kind = type(action)
    try:
        if kind is Play:
            cards = action.cards
            if not cards or not all(isinstance(c, Card) for c in cards):
                return None
            if any(c.rank != cards[0].rank for c in cards):
                return None
            found = play_action(cards)
            words = action.code.split()
            named = sorted((card(w) for w in words[1:]), key=order_key)
            ok = words[0].lower() == "play" and tuple(named) == found.cards
            return found if ok and action.rank == found.rank else None
        if kind is ChooseOvers:
            cards = action.cards
            if len(cards) != 4 or not all(isinstance(c, Card) for c in cards):
                return None
            found = overs_action(cards)
            same = " ".join(action.code.split()).lower() == found.code.lower()
            return found if same else None
        if kind is Flip:
            found = FLIPS[action.pos] if action.pos in range(4) else None
        elif kind is Take:
            found = TAKE_PILE if action.pos == -1 else None
            if action.pos in range(4):
                found = TAKE_WITH_OVER[action.pos]
        elif kind is Done:
            found = DONE_ACTION
        elif kind is Pass:
            found = PASS_ACTION
        elif kind is Swap:
            ok = action.mine in range(4) and action.theirs in range(4)
            found = SWAPS[action.mine][action.theirs] if ok else None
        elif kind is Exchange:
            h, o = action.hand, action.over
            if not (isinstance(h, Card) and isinstance(o, Card)):
                return None
            found = exchange_action(h, o)
            same = " ".join(action.code.split()).lower() == found.code.lower()
            return found if same else None
        elif kind is Ready:
            found = READY_ACTION
        else:
            return None
    except (AttributeError, TypeError, ValueError, IndexError):
        return None
    return found if found is not None and same_action(found, action) else None
