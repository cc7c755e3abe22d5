"""A match strings rounds together: dealer rotation, running totals, the match winner.

Each game picks its own :class:`MatchRule` (``spec.match_rule(players, options)``); the rules
that decide a match live in ``match_rules`` (below the protocol, whose default rule is one of
them) and are named here too, where callers have always found them.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from .match_rules import (
    BestTotalMatch,
    FirstToWinsMatch,
    MatchRule,
    PointsMatch,
    Redeal,
    RoundResult,
    RoundsWonMatch,
)
from .protocol import Action, Event, GameSpec, State
from .rng import derive_seed, new_seed
from .seats import Seat


def round_moves(codes: Sequence[str]) -> int:
    """How many moves a round had: every action a player took (a play, a pickup, laying
    overs, a pass), one for each step of its replay. The round summary, the replay and the
    menu all count with this, so they give one number."""
    return len(codes)


def moves_said(count: int) -> str:
    """``1 move``, ``12 moves``."""
    return f"{count} move{'s' if count != 1 else ''}"


__all__ = [
    "BestTotalMatch",
    "FirstToWinsMatch",
    "Match",
    "MatchRule",
    "PointsMatch",
    "Redeal",
    "RoundResult",
    "RoundsWonMatch",
    "moves_said",
    "round_moves",
]


class Match:
    """A match of one game at one table: rounds, dealer rotation and totals.

    The dealer rotates to the next seat each round (in every game the first seat to act is
    the one after the dealer). Each round's seed is derived from the match seed, so a match
    replays exactly from its seed and the action codes.
    """

    def __init__(
        self,
        spec: GameSpec,
        seats: Sequence[Seat],
        options: Any = None,
        *,
        seed: int | None = None,
        first_dealer: int | None = None,
        deck: Sequence[Any] | None = None,
        known_deal: bool = False,
    ) -> None:
        self.spec = spec
        self.seats = list(seats)
        players = len(self.seats)
        spec.check_players(players)
        self.options = spec.options(options)
        self.seed = new_seed() if seed is None else seed
        # The players chose the seed (or stacked the deck): the deal is no secret to them, so
        # the table may show the seed while the match is played. A random seed stays hidden
        # until the match is over: it fixes every card nobody has seen yet.
        self.known_deal = known_deal or deck is not None
        self.rule = spec.match_rule(players, self.options)
        if first_dealer is None:
            first_dealer = random.Random(derive_seed(self.seed, "first-dealer")).randrange(players)
        spec.check_dealer(players, first_dealer)
        self.first_dealer = first_dealer
        self.dealer = first_dealer
        self.round_no = 1
        self.results: list[RoundResult] = []
        # The action codes of every round, the current one last: with the constructor's
        # arguments this is the whole match (saves, undo and replays are built on it).
        self.log: list[list[str]] = [[]]
        # Points where undo dealt the unseen cards anew (see :meth:`redeal`), oldest first.
        self.redeals: list[Redeal] = []
        self._deck = list(deck) if deck is not None else None
        self.state: State = self._new_round_state()

    @property
    def players(self) -> int:
        return len(self.seats)

    def round_seed(self, round_no: int | None = None) -> int:
        return derive_seed(self.seed, "round", round_no or self.round_no)

    def _new_round_state(self) -> State:
        # A stacked deck (tests, tutorials, shared deals) applies to the first round only.
        deck = self._deck if self.round_no == 1 else None
        extra = {}
        if self.spec.uses_previous_round and self.results:
            extra["previous"] = self.results[-1]
        return self.spec.new_state(
            self.players,
            self.options,
            seed=self.round_seed(),
            deck=deck,
            dealer=self.dealer,
            **extra,
        )

    def apply(self, action: Action | str) -> list[Event]:
        """Play an action (or its code) in the current round and log its canonical code."""
        resolved = self.state.check_action(action)
        events = self.state.apply(resolved)
        self.log[-1].append(resolved.code)
        return events

    def redeal(self, seat: int, seed: int) -> None:
        """Deal anew every card ``seat`` cannot see now, consistently with everything it has
        seen (its view): the fair undo. A player who takes a move back must not choose again
        knowing a card that move revealed, so the cards still hidden from them are reshuffled.
        """
        view = self.state.view(seat)
        self.state = self.spec.determinize(view, random.Random(seed))
        self.redeals.append(Redeal(self.round_no, len(self.log[-1]), seat, seed))

    def undo_rounds(self) -> list[int]:
        """The rounds in which a move was taken back (counted apart in the statistics)."""
        return sorted({r.round_no for r in self.redeals})

    @property
    def round_recorded(self) -> bool:
        return len(self.results) == self.round_no

    def finish_round(self) -> RoundResult:
        """Record the finished round (once) and return its result."""
        if not self.state.is_over:
            raise ValueError("The round is not over yet.")
        if self.round_recorded:
            return self.results[-1]
        detail_fn = getattr(self.state, "round_detail", None)
        detail = dict(detail_fn()) if detail_fn else {}
        detail["moves"] = round_moves(self.log[-1])  # as the replay and the menu count
        result = RoundResult(
            self.round_no,
            self.dealer,
            list(self.state.scores()),
            list(self.state.winners()),
            detail,
        )
        self.results.append(result)
        self.rule.record(result)
        return result

    def next_round(self) -> State:
        if not self.round_recorded:
            self.finish_round()
        if self.is_over:
            raise ValueError("The match is over.")
        self.round_no += 1
        self.dealer = (self.dealer + 1) % self.players
        self.log.append([])
        self.state = self._new_round_state()
        return self.state

    @property
    def is_over(self) -> bool:
        return self.rule.is_over

    def winners(self) -> list[int]:
        return self.rule.winners()

    @property
    def totals(self) -> list[int]:
        return list(self.rule.totals)

    @property
    def round_wins(self) -> list[int]:
        return list(self.rule.round_wins)
