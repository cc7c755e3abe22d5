"""Seeded bot rounds of every game kept as saves, for the review and hidden-card tests, and
twins of a save that differ from it only in cards the reviewed seat could not see.

Ann (seat 0, a person in the save) makes the easy bot's moves, so the coach finds mistakes;
Bob (seat 1) is the normal bot. The deck is stacked from the seed (round 1 uses it), so a twin
is the same save with two cards of the deck swapped, or with a fair-undo redeal in its log.
"""

from __future__ import annotations

import dataclasses
import itertools
import random

from cardtui.bots import make
from cardtui.core import Match, Redeal, Seat
from cardtui.core.cards import new_deck
from cardtui.games import get
from cardtui.games.zirkhaki.cards import START_DRAW
from cardtui.store.saves import SaveGame

GAMES = ("xeri", "hidden_unders", "zirkhaki")
ANN_BOB = [Seat.human("Ann"), Seat.bot("normal", "Bob")]


def full_deck(name: str) -> list[str]:
    """Every card a two-player round of ``name`` deals from (Zirkhaki: its draw pile)."""
    return [c.code for c in (START_DRAW if name == "zirkhaki" else new_deck(1))]


def bot_save(name: str, seed: int, moves: int | None = None) -> SaveGame:
    """Round 1 of a match of Ann against Bob, played to its end (or ``moves`` moves)."""
    deck = full_deck(name)
    random.Random(seed).shuffle(deck)
    match = Match(get(name), ANN_BOB, None, seed=seed, first_dealer=1, deck=deck)
    bots = [make(name, "easy", seed=seed), make(name, "normal", seed=seed + 1)]
    while not match.state.is_over and (moves is None or len(match.log[0]) < moves):
        p = match.state.current_player
        match.apply(bots[p].choose(match.state.view(p), match.state.legal_actions()))
    return SaveGame.of(match)


def seat_steps(save: SaveGame, seat: int) -> list[tuple]:
    """Before each move of ``seat``: (its view, the whole state's snapshot, its legal codes,
    every seat's view)."""
    out = []
    for step in save.steps():
        if step.seat == seat:
            state = step.match.state
            codes = sorted(a.code for a in state.legal_actions())
            views = [state.view(p).to_dict() for p in range(state.players)]
            out.append((views[seat], state.snapshot(), codes, views))
    return out


def swapped_twin(
    save: SaveGame, seat: int, rng: random.Random, seen_by: int | None = None
) -> SaveGame | None:
    """The save dealt from its deck with two cards swapped such that the same moves replay,
    ``seat`` sees exactly the same at each of its moves, and the state differs at every one
    of them (the two cards stay hidden from ``seat`` until the end of the log). With
    ``seen_by``, that seat must see the difference at one of them at least (a card in its
    hand, say)."""
    mine = seat_steps(save, seat)
    pairs = list(itertools.combinations(range(len(save.deck)), 2))
    rng.shuffle(pairs)
    for i, j in pairs[:3000]:
        deck = list(save.deck)
        deck[i], deck[j] = deck[j], deck[i]
        twin = dataclasses.replace(save, deck=deck)
        if _same_for(seat, mine, twin, seen_by):
            return twin
    return None


def _same_for(seat: int, mine: list[tuple], twin: SaveGame, seen_by: int | None) -> bool:
    """Does ``twin`` replay with the same view and moves for ``seat`` and another state at
    each of its decisions? Checked step by step: most swaps fail early, and cheaply."""
    seen = seen_by is None
    steps = iter(mine)
    try:
        for step in twin.steps():
            if step.seat != seat:
                continue
            view, snapshot, codes, views = next(steps, (None, None, None, None))
            state = step.match.state
            if state.view(seat).to_dict() != view or state.snapshot() == snapshot:
                return False
            if sorted(a.code for a in state.legal_actions()) != codes:
                return False
            seen = seen or state.view(seen_by).to_dict() != views[seen_by]
    except ValueError:  # a move of the log is not legal in the other deal
        return False
    return seen and next(steps, None) is None


def redealt_twin(save: SaveGame, seat: int, seed: int) -> tuple[SaveGame, SaveGame]:
    """(the save up to and with the last move of ``seat``, the same with every card ``seat``
    had not seen dealt anew just before that move: a fair undo's redeal, from its view)."""
    movers = save.movers()
    last = max(i for i, p in enumerate(movers) if p == seat)
    kept = save.truncated(last + 1)
    return kept, dataclasses.replace(kept, redeals=[Redeal(1, last, seat, seed)])
