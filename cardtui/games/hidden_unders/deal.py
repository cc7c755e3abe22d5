"""Dealing a round (R2, R4-R6) and building positions for tests and tutorials.

Deal order (issue contract): for each seat in playing order starting after the dealer,
4 unders (positions 0-3) then 8 hand cards; the rest is the stock, top first. With
``overs_timing=swap`` the first 4 of those 8 lie face up as overs (positions 0-3) and the
last 4 are the hand; the round opens with the exchange phase (``machine.PH_EXCHANGE``).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from ...core.cards import DECK, Card, card, new_deck, shuffled_deck
from ...core.rng import make_rng
from .actions import order_key
from .machine import PH_EXCHANGE, PH_PLAY, lowest_card_seat
from .options import CARDS_PER_PLAYER, Options
from .rules import rules_for
from .state import HUState


def _stacked(deck: Iterable[Any], opts: Options, players: int) -> list[Card]:
    cards = [card(x) for x in deck]
    decks, extra = divmod(len(cards), 52)
    if extra or not 1 <= decks <= 3:
        raise ValueError(
            f"A stacked deck is one, two or three whole 52-card decks, not {len(cards)} cards."
        )
    if opts.decks != "auto" and decks != opts.decks:
        raise ValueError(
            f"The stacked deck has {decks} decks but the options ask for {opts.decks}."
        )
    if CARDS_PER_PLAYER * players > len(cards):
        raise ValueError(f"{len(cards)} cards cannot deal 12 to each of {players} players.")
    counts = Counter(cards)
    wrong = [c for c in DECK if counts[c] != decks]
    if wrong:
        raise ValueError(
            f"A stacked deck must hold every card {decks} time(s); "
            f"{wrong[0]} appears {counts[wrong[0]]} time(s)."
        )
    return cards


def previous_ranking(previous: Any) -> list[list[int]] | None:
    """The ranking groups of the previous round, from a core RoundResult or a mapping."""
    if previous is None:
        return None
    detail = (
        previous.get("detail", previous)
        if isinstance(previous, Mapping)
        else getattr(previous, "detail", {})
    )
    groups = detail.get("ranking") if isinstance(detail, Mapping) else None
    if groups:
        return [list(g) for g in groups]
    won = (
        previous.get("winners")
        if isinstance(previous, Mapping)
        else getattr(previous, "winners", None)
    )
    return [list(won)] if won else None


def blank_state(players: int, opts: Options, dealer: int) -> HUState:
    s = HUState.__new__(HUState)
    s._legal = None
    s.players = players
    s.dealer = dealer
    s.opts = opts
    s.rules = rules_for(opts)
    s.hands = [[] for _ in range(players)]
    s.overs = [[None] * 4 for _ in range(players)]
    s.unders = [[None] * 4 for _ in range(players)]
    s.n_overs = [0] * players
    s.n_unders = [0] * players
    s.stock = []
    s.pile = []
    s.burned = []
    s.aside = ()
    s.known = [[] for _ in range(players)]
    s.chosen = [False] * players
    s.out = [False] * players
    s.finish = []
    s.cur = (dealer + 1) % players
    s.first = s.cur
    s.turn = 0
    s.phase = PH_PLAY
    s.fu_cards = []
    s.skip = 0
    s.win_queue = []
    s.win_next = 0
    s.win_need = 0
    s.swap_pair = None
    s.end = None
    s.last = None
    return s


def deal(
    players: int,
    opts: Options,
    *,
    seed: int | None = None,
    deck: Iterable[Any] | None = None,
    dealer: int = 0,
    previous: Any = None,
) -> HUState:
    rng = make_rng(seed)
    if deck is None:
        cards = shuffled_deck(rng, opts.deck_count(players))
    else:
        cards = _stacked(deck, opts, players)
    s = blank_state(players, opts, dealer)
    swap = opts.overs_timing == "swap"
    i = 0
    for step in range(1, players + 1):
        seat = (dealer + step) % players
        s.unders[seat] = list(cards[i : i + 4])
        s.n_unders[seat] = 4
        if swap:  # X2 family opening: overs face up from the deal, a hand of 4
            s.overs[seat] = list(cards[i + 4 : i + 8])
            s.n_overs[seat] = 4
            s.hands[seat] = sorted(cards[i + 8 : i + 12], key=order_key)
        else:
            s.hands[seat] = sorted(cards[i + 4 : i + 12], key=order_key)
        i += CARDS_PER_PLAYER
    rest = cards[i:]
    if opts.short_game:  # 3.1.12: no stock; the undealt cards are put aside unseen
        s.aside = tuple(rest)
    else:
        s.stock = rest[::-1]  # top card last
    groups = previous_ranking(previous)
    if swap and opts.first_player == "lowest_card":
        # R6: the lowest card of the hand the players keep, known once they all said ready
        # (decided now, it would tell the table something of the hands before the swaps).
        s.first = (dealer + 1) % players
    else:
        s.first = first_player(s, opts, rng, groups)
    if (
        opts.winner_swap
        and groups
        and len(groups) > 1
        and len(groups[0]) == 1
        and len(groups[-1]) == 1
    ):
        s.swap_pair = (groups[0][0], groups[-1][0])
    if swap:  # everyone exchanges in turn from the dealer's left, then the first player leads
        s.cur = (dealer + 1) % players
        s.phase = PH_EXCHANGE
        return s
    s._begin(s.first)
    return s


def first_player(
    s: HUState, opts: Options, rng: random.Random, groups: list[list[int]] | None
) -> int:
    """R6 / X13: left of the dealer by default."""
    n = s.players
    left = (s.dealer + 1) % n
    how = opts.first_player
    if how == "random":
        return rng.randrange(n)
    if how == "previous_winner":
        if groups and len(groups[0]) == 1 and groups[0][0] < n:
            return groups[0][0]
        return left
    if how == "lowest_card":  # the lowest non-special rank in the hand (8 cards, 4 with swap)
        return lowest_card_seat(s, left)
    return left


def position(
    players: int,
    options: Options,
    *,
    hands: Sequence[Iterable[Any]],
    overs: Sequence[Iterable[Any] | None] | None = None,
    unders: Sequence[Iterable[Any]] | None = None,
    pile: Iterable[Any] = (),
    stock: Iterable[Any] = (),
    known: Sequence[Iterable[Any]] | None = None,
    current: int = 0,
    dealer: int | None = None,
    turn: int = 0,
) -> HUState:
    """A mid-round position for tests and tutorials. ``overs`` per seat (4 positions, None or
    '-' for a played one; None for the whole seat means not chosen yet); ``stock`` top first.
    Every card of the deck(s) not placed is put in the burned heap, so all cards stay
    accounted for."""
    s = blank_state(players, options, (current - 1) % players if dealer is None else dealer)

    def cs(items):
        return [None if x in (None, "-") else card(x) for x in items]

    placed: list[Card] = []
    for p in range(players):
        s.hands[p] = sorted(cs(hands[p]), key=order_key)
        placed += s.hands[p]
        ov = overs[p] if overs is not None else ()
        if ov is not None:
            row = (cs(ov) + [None] * 4)[:4]
            s.overs[p] = row
            s.n_overs[p] = sum(c is not None for c in row)
            s.chosen[p] = True
            placed += [c for c in row if c is not None]
        un = (cs(unders[p]) + [None] * 4)[:4] if unders is not None else [None] * 4
        s.unders[p] = un
        s.n_unders[p] = sum(c is not None for c in un)
        placed += [c for c in un if c is not None]
        if known is not None:
            s.known[p] = cs(known[p])
    s.pile = cs(pile)
    s.stock = cs(stock)[::-1]
    placed += s.pile + s.stock
    decks = max(options.deck_count(players), max(Counter(placed).values(), default=1))
    remaining = Counter(new_deck(decks)) - Counter(placed)
    if Counter(placed) - Counter(new_deck(decks)):
        raise ValueError("The position holds more copies of a card than the decks have.")
    s.burned = sorted(remaining.elements(), key=order_key)
    s.first = current
    s.turn = turn
    s._begin(current)
    return s


def stacked_deck(
    players: int,
    seats: Mapping[int, tuple[Iterable[Any], Iterable[Any]]],
    *,
    stock: Iterable[Any] = (),
    dealer: int = 0,
    decks: int = 1,
) -> list[Card]:
    """A whole stacked deck (top first) that deals ``seats[p] = (unders, hand)`` to the
    named seats and puts ``stock`` on top of the stock; every other card fills the gaps in
    deck order. For tests, tutorials and shared deals."""
    pool = Counter(new_deck(decks))

    def claim(items: Iterable[Any]) -> list[Card]:
        out = [card(x) for x in items]
        for c in out:
            if pool[c] <= 0:
                raise ValueError(f"{c} is used more often than {decks} deck(s) hold it.")
            pool[c] -= 1
        return out

    chosen = {p: (claim(u), claim(h)) for p, (u, h) in seats.items()}
    top = claim(stock)
    filler = sorted(pool.elements(), key=lambda c: c.index)
    spare = iter(filler)
    deck: list[Card] = []
    for step in range(1, players + 1):
        seat = (dealer + step) % players
        unders, hand = chosen.get(seat, ([], []))
        if len(unders) > 4 or len(hand) > 8:
            raise ValueError("A seat gets 4 unders and 8 hand cards.")
        deck += unders + [next(spare) for _ in range(4 - len(unders))]
        deck += hand + [next(spare) for _ in range(8 - len(hand))]
    deck += top
    deck += list(spare)
    return deck
