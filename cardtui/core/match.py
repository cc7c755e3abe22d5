"""A match strings rounds together: dealer rotation, running totals, the match winner.

Each game picks its own :class:`MatchRule` (``spec.match_rule(players, options)``); the rules
here cover the three games: most rounds won, first to N round wins, points to a target with an
extension when several sides cross it together, and the best total after N rounds.
Results are per seat; partners (``sides``) carry the same numbers, so a side's figure is its
first seat's.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

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


@dataclass(frozen=True)
class RoundResult:
    round_no: int
    dealer: int
    scores: list[int]
    winners: list[int]
    detail: dict[str, Any] = field(default_factory=dict)

    @property
    def drawn(self) -> bool:
        return not self.winners or len(self.winners) == len(self.scores)


@dataclass(frozen=True)
class Redeal:
    """A fair undo dealt anew every card ``seat`` had not seen, after ``moves`` moves of round
    ``round_no``: the new deal is ``determinize(view of seat, Random(seed))``, so a match with
    its redeals still replays exactly from its log."""

    round_no: int
    moves: int
    seat: int
    seed: int

    def to_list(self) -> list[int]:
        return [self.round_no, self.moves, self.seat, self.seed]


class MatchRule:
    """Decides from round results when a match is over and who won it."""

    def __init__(self, players: int, sides: Sequence[Sequence[int]] | None = None) -> None:
        self.players = players
        self.sides = [list(s) for s in sides] if sides else [[p] for p in range(players)]
        self.totals = [0] * players
        self.round_wins = [0] * players
        self.rounds_played = 0
        self._winners: list[int] = []

    def record(self, result: RoundResult) -> None:
        self.rounds_played += 1
        for p, s in enumerate(result.scores):
            self.totals[p] += s
        if not result.drawn:  # a round everyone "won" is a draw and counts for nobody
            for p in result.winners:
                self.round_wins[p] += 1
        self._winners = self.decide()

    def decide(self) -> list[int]:
        """The winning seats once the match is over, else an empty list."""
        raise NotImplementedError

    @property
    def is_over(self) -> bool:
        return bool(self._winners)

    def winners(self) -> list[int]:
        return list(self._winners)

    def describe(self) -> str:
        raise NotImplementedError

    def _side_value(self, values: list[int]) -> list[int]:
        return [values[side[0]] for side in self.sides]

    def _seats_of(self, side_indexes: Sequence[int]) -> list[int]:
        return sorted(p for i in side_indexes for p in self.sides[i])


class RoundsWonMatch(MatchRule):
    """Play ``rounds`` rounds; most rounds won wins; level after that: play on until one leads."""

    def __init__(self, players: int, rounds: int, sides=None, word: str = "round") -> None:
        super().__init__(players, sides)
        if rounds < 1:
            raise ValueError(f"A match needs at least one round, not {rounds}.")
        self.rounds = rounds
        self.word = word  # what the game calls a round (a Zirkhaki round is a whole game)

    def decide(self) -> list[int]:
        if self.rounds_played < self.rounds:
            return []
        wins = self._side_value(self.round_wins)
        best = max(wins)
        leaders = [i for i, w in enumerate(wins) if w == best]
        return self._seats_of(leaders) if len(leaders) == 1 else []

    def describe(self) -> str:
        if self.rounds == 1:
            return f"One {self.word}"
        return f"Most {self.word}s won out of {self.rounds}"


class FirstToWinsMatch(MatchRule):
    """The first side to win ``target`` rounds wins the match."""

    def __init__(self, players: int, target: int, sides=None) -> None:
        super().__init__(players, sides)
        if target < 1:
            raise ValueError(f"The round-win target must be at least 1, not {target}.")
        self.target = target

    def decide(self) -> list[int]:
        wins = self._side_value(self.round_wins)
        done = [i for i, w in enumerate(wins) if w >= self.target]
        return self._seats_of(done) if done else []

    def describe(self) -> str:
        return f"First to {self.target} round win{'s' if self.target != 1 else ''}"


class PointsMatch(MatchRule):
    """Points to ``target``, checked at round end. If several sides cross it in the same round
    the target rises by ``extension`` (Xeri: 151, then 251, 351...)."""

    def __init__(self, players: int, target: int, extension: int = 100, sides=None) -> None:
        super().__init__(players, sides)
        if target < 1:
            raise ValueError(f"The points target must be at least 1, not {target}.")
        if extension < 1:
            raise ValueError(f"The target extension must be at least 1, not {extension}.")
        self.target = target
        self.extension = extension

    def decide(self) -> list[int]:
        totals = self._side_value(self.totals)
        while True:
            over = [i for i, t in enumerate(totals) if t >= self.target]
            if len(over) == 1:
                return self._seats_of(over)
            if not over:
                return []
            self.target += self.extension

    def describe(self) -> str:
        return f"First to {self.target} points"


class BestTotalMatch(MatchRule):
    """After ``rounds`` rounds the best total wins (lowest when ``lower_is_better``); a tie
    at the top shares the win."""

    def __init__(
        self, players: int, rounds: int, lower_is_better: bool = False, sides=None
    ) -> None:
        super().__init__(players, sides)
        if rounds < 1:
            raise ValueError(f"A match needs at least one round, not {rounds}.")
        self.rounds = rounds
        self.lower_is_better = lower_is_better

    def decide(self) -> list[int]:
        if self.rounds_played < self.rounds:
            return []
        totals = self._side_value(self.totals)
        best = min(totals) if self.lower_is_better else max(totals)
        return self._seats_of([i for i, t in enumerate(totals) if t == best])

    def describe(self) -> str:
        word = "Lowest" if self.lower_is_better else "Highest"
        return f"{word} total after {self.rounds} round{'s' if self.rounds != 1 else ''}"


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
