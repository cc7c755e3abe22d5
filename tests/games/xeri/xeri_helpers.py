"""Shared helpers for the Xeri tests: stacked rounds and hand-built positions."""

from __future__ import annotations

from cardtui.core.cards import DECK, cards
from cardtui.games.xeri import SPEC, Options, XeriState, stack


def deal(players=2, *, dealer=0, deals=(), pile="", seed=7, bottom=None, **options):
    """A round from a stacked deck (X-6 order); unnamed slots get the unused cards."""
    hand_size = options.get("hand_size", 6)
    deck = stack(players, dealer=dealer, hand_size=hand_size, deals=deals, pile=pile, bottom=bottom)
    return SPEC.new_state(players, options, seed=seed, deck=deck, dealer=dealer)


def position(hands, pile="", talon="", *, dealer=0, last_capturer=None, **options):
    """A hand-built position (typically in the last deal). The cards in no zone are put in
    the seats' captured piles, so the 52 cards are all accounted for."""
    hands = [cards(h if isinstance(h, str) else " ".join(h)) for h in hands]
    state = XeriState(len(hands), Options(**options), dealer, hands, cards(pile), cards(talon))
    used = {c.index for zone in (*hands, cards(pile), cards(talon)) for c in zone}
    rest = [c for c in DECK if c.index not in used]
    for i, c in enumerate(rest):
        state.captured[i % len(hands)].append(c)
    # Everything captured was seen face up: the players' memory of the round.
    state.played = [c for taken in state.captured for c in taken] + state.pile
    state.played_ranks = [0] * 15
    for c in state.played:
        state.played_ranks[c.rank] += 1
    if last_capturer is not None:
        state.last_capturer = last_capturer
    return state


def play(state, *codes):
    """Apply each code (``"7H"`` or ``"play 7H"``) in turn; all events, flattened."""
    events = []
    for code in codes:
        events += state.apply(code)
    return events


def kinds(events):
    return [e.kind for e in events]


def hand_codes(state, seat):
    return sorted(c.code for c in state.hands[seat])
