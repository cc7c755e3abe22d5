"""How a match is decided: the result of a round, a fair redeal, and the rules that end a match
(most rounds won, first to N round wins, points to a target with an extension when several
sides cross it together, the best total after N rounds).

Results are per seat; partners (``sides``) carry the same numbers, so a side's figure is its
first seat's. The game protocol's default ``match_rule`` builds one of these, so this module
sits below ``protocol`` (and ``match``, which plays the rounds, above it): no import circle.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ..i18n import _, ngettext, number


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
        # one message per word the games use (a Zirkhaki round is a whole game)
        if self.word == "game":
            if self.rounds == 1:
                return _("One game")
            return _("Most games won out of {n}").format(n=number(self.rounds))
        if self.word != "round":  # a word no game uses yet: said as given
            if self.rounds == 1:
                return f"One {self.word}"
            return f"Most {self.word}s won out of {self.rounds}"
        if self.rounds == 1:
            return _("One round")
        return _("Most rounds won out of {n}").format(n=number(self.rounds))


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
        return ngettext("First to {n} round win", "First to {n} round wins", self.target).format(
            n=number(self.target)
        )


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
        # English says "points" for any target; other languages choose their plural form
        return ngettext("First to {n} points", "First to {n} points", self.target).format(
            n=number(self.target)
        )


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
        if self.lower_is_better:
            text = ngettext(
                "Lowest total after {n} round", "Lowest total after {n} rounds", self.rounds
            )
        else:
            text = ngettext(
                "Highest total after {n} round", "Highest total after {n} rounds", self.rounds
            )
        return text.format(n=number(self.rounds))
