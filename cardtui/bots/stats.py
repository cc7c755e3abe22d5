"""Statistics for bot matches: Wilson intervals, normal intervals, Elo and Bradley-Terry.

A score is wins plus half the draws over games; Elo is the logistic rating gap that predicts it:
``elo = -400 * log10(1 / score - 1)`` (0.60 is +70, 0.75 is +191).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

# A score of 0 or 1 has an infinite Elo gap; clamp so tables and JSON stay finite.
ELO_LIMIT = 1200.0


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval for a proportion (95% by default); half-wins are allowed."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(max(p * (1 - p), 0.0) / n + z * z / (4 * n * n)) / denom
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


def elo_from_score(score: float) -> float:
    """The Elo gap that a head-to-head score predicts, clamped to +-ELO_LIMIT."""
    if score <= 0.0:
        return -ELO_LIMIT
    if score >= 1.0:
        return ELO_LIMIT
    return max(-ELO_LIMIT, min(ELO_LIMIT, -400.0 * math.log10(1.0 / score - 1.0)))


def bradley_terry(
    results: Mapping[tuple[str, str], tuple[float, float]],
    anchor: str | None = None,
    iterations: int = 1000,
) -> dict[str, float]:
    """Elo ratings fitted to pairwise results by maximum likelihood (Hunter's MM algorithm).

    ``results[(a, b)] = (score of a against b, comparisons)``; draws count half. Each pair also
    gets one virtual drawn comparison, so a level that never won keeps a finite rating. The
    ``anchor`` level is rated 0 (default: the mean rating is 0).
    """
    names = sorted({n for pair in results for n in pair})
    if not names:
        return {}
    wins = dict.fromkeys(names, 0.0)
    games: dict[tuple[str, str], float] = {}
    for (a, b), (score_a, n) in results.items():
        wins[a] += score_a + 0.5
        wins[b] += (n - score_a) + 0.5
        key = (a, b) if a < b else (b, a)
        games[key] = games.get(key, 0.0) + n + 1.0
    strength = dict.fromkeys(names, 1.0)
    for _ in range(iterations):
        new = {}
        for i in names:
            denom = 0.0
            for (a, b), n in games.items():
                if i in (a, b):
                    j = b if i == a else a
                    denom += n / (strength[i] + strength[j])
            new[i] = wins[i] / denom if denom else strength[i]
        norm = math.exp(sum(math.log(v) for v in new.values()) / len(new))
        new = {k: v / norm for k, v in new.items()}
        change = max(abs(new[k] - strength[k]) for k in names)
        strength = new
        if change < 1e-10:
            break
    elo = {k: 400.0 * math.log10(v) for k, v in strength.items()}
    base = elo[anchor] if anchor in elo else sum(elo.values()) / len(elo)
    return {k: max(-ELO_LIMIT, min(ELO_LIMIT, v - base)) for k, v in elo.items()}
