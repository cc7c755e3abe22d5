"""Setting up a round: the shuffle and cut (X-5, V2), the deal (X-6, V1) and the check of the
first pile (X-7), plus :func:`stack`, which builds a stacked deck for tests and tutorials.

A deck is a list of 52 cards, top first. Dealing takes from the top: one packet of
``hand_size`` cards to each seat in playing order, starting with the seat after the dealer and
ending with the dealer (A4), then 4 pile cards, the first dealt being the bottom of the pile
(A2). The rest is the talon, top first, dealt the same way at each re-deal (X-13).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence

from ...core.cards import DECK, JACK, Card, card, cards
from ...core.protocol import Event
from ...core.rng import shuffle
from ...i18n import _
from .options import PILE_SIZE

Hands = list[list[Card]]


def check_deck(deck: Iterable[Card | str]) -> list[Card]:
    """A stacked deck must be the whole 52-card deck, each card once (X-1)."""
    try:
        out = [card(c) for c in deck]
    except ValueError as exc:
        raise ValueError(f"The stacked deck holds something that is not a card: {exc}") from None
    seen: set[int] = set()
    repeated = [c for c in out if c.index in seen or seen.add(c.index)]
    missing = [c for c in DECK if c.index not in seen]
    if repeated or missing or len(out) != len(DECK):
        parts = []
        if missing:
            parts.append("missing " + " ".join(c.code for c in missing))
        if repeated:
            parts.append("repeated " + " ".join(c.code for c in repeated))
        detail = "; ".join(parts) or f"{len(out)} cards"
        raise ValueError(
            f"A stacked Xeri deck is the whole deck of 52 cards, each once ({detail})."
        )
    return out


def cut_bottom_card(deck: list[Card]) -> Card:
    """V2: the cutter shows the bottom card; a jack is skipped for the next card up, and the
    first non-jack found is moved to the bottom. Skipped jacks stay where they were."""
    for i in range(len(deck) - 1, -1, -1):
        if deck[i].rank != JACK:
            found = deck.pop(i)
            deck.append(found)
            return found
    raise ValueError("A deck needs at least one card that is not a jack.")  # pragma: no cover


def pile_is_invalid(pile: Sequence[Card]) -> bool:
    """X-7: a first pile topped by a jack, or whose top two cards pair, is dealt again."""
    top = pile[-1]
    return top.rank == JACK or top.rank == pile[-2].rank


def deal_round(
    players: int,
    hand_size: int,
    dealer: int,
    deck: list[Card],
    *,
    check_pile: bool,
    bottom: Card | None,
    rng: random.Random,
) -> tuple[Hands, list[Card], list[Card], list[Event], list[Card]]:
    """Deal hands and the first pile from ``deck`` (top first); returns hands, pile, talon
    (top first), the events that tell what happened (re-dealt piles) and the cards of every
    re-dealt pile (X-7: they were shown face up, so everyone knows they went back into the
    talon and into no hand)."""
    hands: Hands = [[] for _ in range(players)]
    pos = 0
    for k in range(players):
        seat = (dealer + 1 + k) % players
        hands[seat] = deck[pos : pos + hand_size]
        pos += hand_size
    pile = deck[pos : pos + PILE_SIZE]
    talon = deck[pos + PILE_SIZE :]
    events: list[Event] = []
    redealt: list[Card] = []
    while check_pile and pile_is_invalid(pile):
        events.append(
            Event(
                "redeal_pile",
                (_redeal_text, pile[-1], None if pile[-1].rank == JACK else pile[-2]),
                cards=tuple(c.code for c in pile),
            )
        )
        redealt += [c for c in pile if c not in redealt]
        talon = pile + talon
        if bottom is not None:  # V2: the shown bottom card stays at the bottom
            above = talon[:-1]
            shuffle(rng, above)
            talon = [*above, bottom]
        else:
            shuffle(rng, talon)
        pile, talon = talon[:PILE_SIZE], talon[PILE_SIZE:]
    return hands, pile, talon, events, redealt


def stack(
    players: int = 2,
    *,
    dealer: int = 0,
    hand_size: int = 6,
    deals: Sequence[Sequence[str] | Mapping[int, str]] = (),
    pile: str = "",
    bottom: str | None = None,
) -> list[Card]:
    """Build a stacked deck (top first) that deals the given cards.

    ``deals[k]`` gives the hands of deal ``k`` (0 is the first), as a list by seat or a
    mapping seat -> cards (``"7H 7S"``); ``pile`` is the first pile, bottom first; ``bottom``
    is the deck's last card. Every slot not given is filled with the unused cards in deck
    order, so a test names only the cards it is about.
    """
    per_deal = players * hand_size
    total = len(DECK)
    slots: list[Card | None] = [None] * total

    def place(start: int, text: str, room: int, what: str) -> None:
        given = cards(text)
        if len(given) > room:
            raise ValueError(f"{what} has room for {room} cards, not {len(given)}.")
        for i, c in enumerate(given):
            slots[start + i] = c

    for k, hands in enumerate(deals):
        base = 0 if k == 0 else per_deal + PILE_SIZE + (k - 1) * per_deal
        by_seat = dict(hands) if isinstance(hands, Mapping) else dict(enumerate(hands))
        for seat, text in by_seat.items():
            order = (seat - dealer - 1) % players  # packets go round from the dealer's next
            place(base + order * hand_size, text, hand_size, f"Seat {seat}'s hand")
    place(per_deal, pile, PILE_SIZE, "The first pile")
    if bottom is not None:
        place(total - 1, bottom, 1, "The bottom card")
    used = [c for c in slots if c is not None]
    if len({c.index for c in used}) != len(used):
        raise ValueError("A card is placed twice in the stacked deck.")
    spare = iter(c for c in DECK if c not in used)
    return [c if c is not None else next(spare) for c in slots]


def _redeal_text(top: Card, pair: Card | None) -> str:
    """Why the first pile is dealt again: a jack on top, or a pair (``pair`` under ``top``)."""
    if pair is None:
        return _(
            "The first pile was topped by {card}: it goes back into the talon, which is "
            "shuffled, and four new cards are laid out."
        ).format(card=top)
    return _(
        "The first pile was topped by a pair ({first} and {second}): it goes back into the "
        "talon, which is shuffled, and four new cards are laid out."
    ).format(first=pair, second=top)
