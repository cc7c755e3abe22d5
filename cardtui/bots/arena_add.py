"""Adding up arena runs: ``cardtui arena GAME --add a.json b.json ...``.

A strength figure at a second a move takes hours of rounds, so it is played in chunks (the same
table, ``--seed 1``, ``--seed 2``, ...) and the chunks are added up. Each ``--json`` report keeps
its rounds (``round_log``), so the sum is the arena's own report over every round of every
chunk: the same intervals over rounds, points, Elo and hands as one long run would print.

Chunks add up only when they are the same experiment: one game, table, seat order of levels,
thinking time or iterations and rules, each with its own seed (a seed played twice would count
the same deals twice and claim a certainty the rounds do not have).
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .. import games as registry
from ..i18n import _, number
from .arena import RoundOutcome, arena_report

ROUND_LOG = "round_log"
# What must agree for two reports to be chunks of one experiment.
SAME_TABLE = ("players", "bots_per_seat", "iterations", "time_budget", "options_used")


def round_log(outcomes: Sequence[RoundOutcome]) -> list[dict[str, Any]]:
    """The rounds as plain data, for a report that may be added up later."""
    return [
        {
            "deal": o.deal,
            "rotation": o.rotation,
            "levels": list(o.levels),
            "scores": list(o.scores),
            "winners": list(o.winners),
            "plies": o.plies,
            "think": list(o.think),
            "moves": list(o.moves),
            "hands": o.hands,
        }
        for o in outcomes
    ]


def add_up(game: str, paths: Sequence[str]) -> dict[str, Any]:
    """One report over every round of the reports in ``paths`` (raises ValueError, in a
    sentence, for a file that is missing, damaged, or from another experiment)."""
    game = registry.resolve(game)
    reports = [_load(p) for p in paths]
    first_path, first = paths[0], reports[0]
    seeds: dict[Any, str] = {}
    for path, report in zip(paths, reports, strict=True):
        if report["game"] != game:
            raise ValueError(
                _("{file} is a report of {other}, not of {game}.").format(
                    file=path,
                    other=_(registry.get(report["game"]).title),
                    game=_(registry.get(game).title),
                )
            )
        if any(report.get(k) != first.get(k) for k in SAME_TABLE):
            raise ValueError(
                _(
                    "{file} and {first} were not played with the same bots, table, thinking "
                    "time and rules, so they cannot be added up."
                ).format(file=path, first=first_path)
            )
        for seed in report["seeds"]:
            if seed in seeds:
                raise ValueError(
                    _(
                        "{file} and {first} were both played with seed {seed}: the same deals "
                        "would count twice."
                    ).format(file=path, first=seeds[seed], seed=number(seed))
                )
            seeds[seed] = path
    outcomes = [
        _outcome(entry, path, n, first["players"])
        for path, report in zip(paths, reports, strict=True)
        for n, entry in enumerate(report[ROUND_LOG], 1)
    ]
    spec = registry.get(game)
    merged = arena_report(
        game,
        outcomes,
        options=spec.options(first.get("options_used")),
        bots_per_seat=first.get("bots_per_seat"),
        options_used=first.get("options_used"),
        seeds=list(seeds),
        iterations=first.get("iterations"),
        time_budget=first.get("time_budget"),
        seconds=round(sum(float(r.get("seconds") or 0.0) for r in reports), 3),
        search_restarts=sum(int(r.get("search_restarts") or 0) for r in reports),
        added_from=len(reports),
    )
    merged[ROUND_LOG] = round_log(outcomes)
    return merged


def _load(path: str) -> dict[str, Any]:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ValueError(_("There is no file {file}.").format(file=path)) from None
    except (OSError, UnicodeDecodeError):
        raise ValueError(_("{file} cannot be read.").format(file=path)) from None
    try:
        report = json.loads(text)
    except ValueError:
        report = None
    if not isinstance(report, dict) or not isinstance(report.get("game"), str):
        raise ValueError(_("{file} is not a report of cardtui arena --json.").format(file=path))
    try:
        report["game"] = registry.resolve(report["game"])
    except (KeyError, ValueError):
        raise ValueError(
            _("{file} is not a report of cardtui arena --json.").format(file=path)
        ) from None
    # A run has its seed; a sum of runs (an earlier --add) the seeds it was added up from.
    seeds = report.get("seeds", [report.get("seed")])
    if not isinstance(seeds, list) or not all(_whole(s) for s in seeds):
        raise ValueError(_("{file} is not a report of cardtui arena --json.").format(file=path))
    report["seeds"] = seeds
    if not isinstance(report.get(ROUND_LOG), list) or not _whole(report.get("players")):
        raise ValueError(
            _(
                "{file} does not keep its rounds (an older cardtui wrote it), so it cannot be "
                "added up: play its arena again."
            ).format(file=path)
        )
    return report


def _outcome(entry: Any, path: str, n: int, players: int) -> RoundOutcome:
    """Round ``n`` of ``path``, checked, or a sentence saying the file is damaged."""
    try:
        seats = range(players)
        levels = [str(x) for x in entry["levels"]]
        scores = [_finite(x) for x in entry["scores"]]
        winners = [int(x) for x in entry["winners"]]
        think = [_finite(x) for x in entry["think"]]
        moves = [int(x) for x in entry["moves"]]
        hands = _hands(entry.get("hands"), players)
        ok = len(levels) == len(scores) == len(think) == len(moves) == players and all(
            w in seats for w in winners
        )
        if not ok:
            raise ValueError
        return RoundOutcome(
            int(entry["deal"]),
            int(entry["rotation"]),
            levels,
            scores,
            winners,
            int(entry["plies"]),
            think,
            moves,
            hands,
        )
    except (KeyError, TypeError, ValueError, OverflowError):
        raise ValueError(
            _("{file} is damaged: its round {n} cannot be read.").format(file=path, n=number(n))
        ) from None


def _hands(hands: Any, players: int) -> dict[str, Any] | None:
    """The hands held and piles picked up (Hidden Unders), checked: None when not kept."""
    if hands is None:
        return None
    mean = [_finite(x) for x in hands["mean"]]
    largest = [int(x) for x in hands["largest"]]
    pickups = [[int(x) for x in seat] for seat in hands["pickups"]]
    if not len(mean) == len(largest) == len(pickups) == players:
        raise ValueError
    return {"mean": mean, "largest": largest, "pickups": pickups}


def _whole(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def _finite(x: Any) -> float:
    if isinstance(x, bool) or not isinstance(x, int | float) or not math.isfinite(x):
        raise ValueError
    return x
