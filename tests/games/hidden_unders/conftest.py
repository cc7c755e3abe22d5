"""Shared helpers for the Hidden Unders tests: stacked decks and positions."""

from __future__ import annotations

import pytest

from cardtui.games.hidden_unders import SPEC
from cardtui.games.hidden_unders.deal import stacked_deck


class HU:
    """Builders for scenarios: ``hu.deal(...)`` from a stacked deck, ``hu.pos(...)``."""

    spec = SPEC

    @staticmethod
    def deal(players, seats, *, stock=(), dealer=None, decks=1, **options):
        # dealer defaults to the last seat, so seat 0 (P1) acts first
        dealer = players - 1 if dealer is None else dealer
        deck = stacked_deck(players, seats, stock=stock, dealer=dealer, decks=decks)
        return SPEC.new_state(players, options, deck=deck, dealer=dealer)

    @staticmethod
    def pos(players=2, **layout):
        options = layout.pop("options", {})
        return SPEC.position(players, options, **layout)

    @staticmethod
    def codes(state):
        return [a.code for a in state.legal_actions()]

    @staticmethod
    def kinds(events):
        return [e.kind for e in events]


@pytest.fixture
def hu():
    return HU
