"""Stacked-deck helpers for the Zirkhaki tests (a unique module name: tests have no packages)."""

from __future__ import annotations

from cardtui.core.protocol import Event
from cardtui.games.zirkhaki import SPEC, card
from cardtui.games.zirkhaki.cards import START_DRAW
from cardtui.games.zirkhaki.powers import P_MAP
from cardtui.games.zirkhaki.state import ZirkhakiState


def deck(*top: str) -> list:
    """A legal 50-card draw pile: ``top`` first, then the other cards in deck order."""
    first = [card(c) for c in top]
    return first + [c for c in START_DRAW if c not in first]


def game(*top: str, players: int = 2, options=None, rings=None, seed: int = 7) -> ZirkhakiState:
    """A new game whose draw pile starts with ``top``; seat 0 (P1) acts first."""
    return SPEC.new_state(
        players, options, seed=seed, deck=deck(*top), dealer=players - 1, ring_offers=rings
    )


def position(draw, banks=(), burnt=None, players: int = 2, **kw) -> ZirkhakiState:
    """A game at the start of P1's turn: ``draw`` is the whole pile, top first."""
    return SPEC.from_position(players, draw, banks=banks, burnt=burnt, **kw)


def play(state: ZirkhakiState, *codes: str) -> list[Event]:
    events: list[Event] = []
    for code in codes:
        events += state.apply(code)
    return events


def zone(state: ZirkhakiState) -> list[str]:
    return [c.code for c in state.zone]


def legal(state: ZirkhakiState) -> list[str]:
    return [a.code for a in state.legal_actions()]


def bank(state: ZirkhakiState, seat: int) -> dict[str, list[int]]:
    return state.view(seat).banks[seat]


def burnt(state: ZirkhakiState) -> list[str]:
    return sorted(c.code for c in state.burnt)


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


def count_cards(state: ZirkhakiState) -> int:
    """Every card somewhere: draw + burnt + zone + banks + cards a map lifted."""
    banked = sum(len(v) for b in state.view(0).banks for v in b.values())
    lifted = len(state.pend_opts) if state.pend == P_MAP else 0
    return len(state.draw) + len(state.burnt) + len(state.zone) + banked + lifted
