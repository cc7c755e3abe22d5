"""Bots against bots: the same deals with every seat rotation, and honest statistics.

``run_arena("xeri", ["normal", "easy"], games=2000, seed=1)`` plays ``games`` rounds; each deal
is played once per rotation of the bots around the table, so no level keeps a lucky seat or a
lucky deal. Levels are given per seat and repeat when shorter than the table (``hard,normal``
at four players is hard, normal, hard, normal: partners in Xeri share a level).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from .. import games as registry
from ..core.rng import derive_seed
from . import make


@dataclass
class RoundOutcome:
    deal: int
    rotation: int
    levels: list[str]  # per seat
    scores: list[int]
    winners: list[int]
    plies: int


@dataclass
class LevelStats:
    level: str
    seat_games: int = 0
    wins: float = 0.0
    points: list[float] = field(default_factory=list)

    @property
    def win_rate(self) -> float:
        return self.wins / self.seat_games if self.seat_games else 0.0

    @property
    def mean_points(self) -> float:
        return sum(self.points) / len(self.points) if self.points else 0.0


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval for a proportion (95% by default)."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def mean_ci(values: Sequence[float], z: float = 1.96) -> tuple[float, float]:
    """Mean and the half-width of its normal-approximation 95% interval."""
    n = len(values)
    if n == 0:
        return (0.0, 0.0)
    m = sum(values) / n
    if n == 1:
        return (m, 0.0)
    var = sum((v - m) ** 2 for v in values) / (n - 1)
    return (m, z * math.sqrt(var / n))


def seat_levels(levels: Sequence[str], players: int, rotation: int) -> list[str]:
    return [levels[(seat + rotation) % len(levels)] for seat in range(players)]


def play_round(
    game: str,
    levels: Sequence[str],
    *,
    players: int,
    seed: int,
    dealer: int = 0,
    options: Any = None,
    bot_seed: int = 0,
    iterations: int | None = None,
    max_plies: int = 100_000,
) -> tuple[list[int], list[int], int]:
    """One round with one bot per seat; returns (scores, winners, plies)."""
    spec = registry.get(game)
    state = spec.new_state(players, options, seed=seed, dealer=dealer)
    bots = [
        make(game, lvl, seed=derive_seed(bot_seed, seat), iterations=iterations)
        for seat, lvl in enumerate(levels)
    ]
    rngs = [random.Random(derive_seed(bot_seed, "rng", seat)) for seat in range(players)]
    plies = 0
    while not state.is_over:
        seat = state.current_player
        action = bots[seat].choose(state.view(seat), state.legal_actions(), rngs[seat])
        state.apply(action)
        plies += 1
        if plies > max_plies:
            raise RuntimeError(
                f"{spec.title} round with seed {seed} did not end in {max_plies} moves."
            )
    return list(state.scores()), list(state.winners()), plies


def run_arena(
    game: str,
    levels: Sequence[str],
    *,
    players: int | None = None,
    games: int = 100,
    seed: int = 0,
    options: Any = None,
    iterations: int | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> list[RoundOutcome]:
    """Play ``games`` rounds, each deal once per seat rotation of ``levels``."""
    spec = registry.get(game)
    players = players or max(spec.min_players, min(len(levels), spec.max_players))
    spec.check_players(players)
    options = spec.options(options)
    rotations = len(levels) if len(set(levels)) > 1 else 1
    outcomes = []
    for g in range(games):
        deal, rotation = divmod(g, rotations)
        lv = seat_levels(levels, players, rotation)
        deal_seed = derive_seed(seed, "deal", deal)
        dealer = deal % players
        scores, winners, plies = play_round(
            game,
            lv,
            players=players,
            seed=deal_seed,
            dealer=dealer,
            options=options,
            bot_seed=derive_seed(seed, "bots", g),
            iterations=iterations,
        )
        outcomes.append(RoundOutcome(deal, rotation, lv, scores, winners, plies))
        if progress:
            progress(g + 1, games)
    return outcomes


def summarize(outcomes: Sequence[RoundOutcome]) -> dict[str, LevelStats]:
    stats: dict[str, LevelStats] = {}
    for o in outcomes:
        share = 1.0 / len(o.winners) if o.winners else 0.0
        for seat, lvl in enumerate(o.levels):
            st = stats.setdefault(lvl, LevelStats(lvl))
            st.seat_games += 1
            if seat in o.winners:
                # Partners win together (Xeri 2v2); other ties split the win.
                same_side = all(o.levels[w] == lvl for w in o.winners)
                st.wins += 1.0 if same_side else share
            st.points.append(o.scores[seat])
    return stats


def point_margin(outcomes: Sequence[RoundOutcome], a: str, b: str) -> tuple[float, float]:
    """Mean per-round points of level ``a`` minus level ``b`` (seat averages), with a 95% CI."""
    diffs = []
    for o in outcomes:
        pa = [s for s, lvl in zip(o.scores, o.levels, strict=True) if lvl == a]
        pb = [s for s, lvl in zip(o.scores, o.levels, strict=True) if lvl == b]
        if pa and pb:
            diffs.append(sum(pa) / len(pa) - sum(pb) / len(pb))
    return mean_ci(diffs)


def format_table(game: str, outcomes: Sequence[RoundOutcome]) -> str:
    stats = summarize(outcomes)
    lines = [
        f"{registry.get(game).title}: {len(outcomes)} rounds",
        f"{'bot':<10}{'seat-games':>11}{'win rate':>10}{'95% interval':>18}{'avg points':>18}",
    ]
    for st in stats.values():
        lo, hi = wilson(st.wins, st.seat_games)
        m, h = mean_ci(st.points)
        lines.append(
            f"{st.level:<10}{st.seat_games:>11}{st.win_rate:>10.3f}"
            f"{f'[{lo:.3f}, {hi:.3f}]':>18}{f'{m:.2f} ± {h:.2f}':>18}"
        )
    names = list(stats)
    if len(names) == 2:
        m, h = point_margin(outcomes, names[0], names[1])
        lines.append(f"{names[0]} - {names[1]}: {m:+.2f} ± {h:.2f} points per round")
    return "\n".join(lines)
