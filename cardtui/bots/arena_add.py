"""Adding up arena runs: ``cardtui arena GAME --add a.json b.json ...``.

A strength figure at a second a move takes hours of rounds, so it is played in chunks (the same
table, ``--seed 1``, ``--seed 2``, ...) and the chunks are added up. Each ``--json`` report keeps
its rounds (``round_log``), so the sum is the arena's own report over every round of every
chunk: the same intervals over rounds, points, Elo and hands as one long run would print.

Chunks add up only when they are the same experiment: one game, table, seat order of levels,
thinking (time and cores, or iterations), rules and cardtui version, each with its own seed (a
seed played twice would count the same deals twice and claim a certainty it does not have).
A report is read as untrusted input: anything out of place is a sentence naming the file.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .. import games as registry
from ..i18n import _, number
from .arena import RoundOutcome, arena_report, seat_levels
from .bounds import SEARCH_LEVELS
from .expert import THINKING
from .hard import DEFAULT_TIME_BUDGET

ROUND_LOG = "round_log"
LIMIT = 10**9  # no count, score or second in a real report comes near it


class _Damaged(Exception):
    """A field of a report that is not what the arena writes."""


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
    given: set[str] = set()
    for path in paths:
        if path in given:
            raise ValueError(_("{file} is given twice.").format(file=path))
        given.add(path)
    loaded = [_load(p, game) for p in paths]
    first_path, (first, _rounds) = paths[0], loaded[0]
    seeds: dict[int, str] = {}
    for path, (report, _rounds) in zip(paths, loaded, strict=True):
        if experiment(report) != experiment(first):
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
    outcomes = [o for _report, rounds in loaded for o in rounds]
    reports = [r for r, _rounds in loaded]
    merged = arena_report(
        game,
        outcomes,
        options=registry.get(game).options(first["options_used"]),
        bots_per_seat=first["bots_per_seat"],
        options_used=first["options_used"],
        seeds=list(seeds),
        iterations=first["iterations"],
        time_budget=first["time_budget"],
        jobs=first["jobs"],
        version=first.get("version"),
        seconds=round(sum(r["seconds"] for r in reports), 3),
        search_restarts=sum(r["search_restarts"] for r in reports),
        added_from=sum(r.get("added_from", 1) for r in reports),
    )
    merged[ROUND_LOG] = round_log(outcomes)
    return merged


def experiment(report: dict[str, Any]) -> tuple:
    """What must agree for two reports to be chunks of one experiment."""
    iterations = report["iterations"]
    budget = report["time_budget"]
    levels = tuple(report["bots_per_seat"])
    if iterations is None:
        # Each level's own time when none was given (hard 1 s, expert 3 s): the same seconds,
        # said or not, are the same bots. The cores matter too: --jobs 1 searches on all of
        # them, more jobs on one each.
        thinking = tuple(
            (budget if budget is not None else THINKING.get(lv, DEFAULT_TIME_BUDGET))
            if lv in SEARCH_LEVELS
            else None  # a heuristic answers at once, whatever the budget
            for lv in levels
        )
        jobs = report["jobs"]
    else:
        thinking, jobs = (), None
    options = json.dumps(report["options_used"], sort_keys=True)
    return (report["players"], levels, iterations, thinking, jobs, options, report.get("version"))


def _load(path: str, game: str) -> tuple[dict[str, Any], list[RoundOutcome]]:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ValueError(_("There is no file {file}.").format(file=path)) from None
    except (OSError, UnicodeDecodeError):
        raise ValueError(_("{file} cannot be read.").format(file=path)) from None
    not_report = _("{file} is not a report of cardtui arena --json.").format(file=path)
    try:
        report = json.loads(text)
    except (ValueError, RecursionError):
        raise ValueError(not_report) from None
    if not isinstance(report, dict) or not isinstance(report.get("game"), str):
        raise ValueError(not_report)
    try:
        name = registry.resolve(report["game"])
    except ValueError:
        raise ValueError(not_report) from None
    if name != game:
        raise ValueError(
            _("{file} is a report of {other}, not of {game}.").format(
                file=path,
                other=_(registry.get(name).title),
                game=_(registry.get(game).title),
            )
        )
    if not isinstance(report.get(ROUND_LOG), list):
        raise ValueError(
            _(
                "{file} does not keep its rounds (an older cardtui wrote it), so it cannot be "
                "added up: play its arena again."
            ).format(file=path)
        )
    try:
        _check_figures(report, game)
    except (_Damaged, KeyError, TypeError, ValueError):
        raise ValueError(
            _("{file} is damaged: its figures cannot be read.").format(file=path)
        ) from None
    rounds = [_outcome(e, path, n, report) for n, e in enumerate(report[ROUND_LOG], 1)]
    return report, rounds


def _check_figures(report: dict[str, Any], game: str) -> None:
    """The report's own fields, in place: what ``experiment`` and the sum read."""
    spec = registry.get(game)
    # A run has its seed; a sum of runs (an earlier --add) the seeds it was added up from.
    seeds = report.setdefault("seeds", [report.get("seed")])
    _ok(isinstance(seeds, list) and seeds and len(set(map(_whole, seeds))) == len(seeds))
    spec.check_players(_whole(report["players"], 1))
    levels = report["bots_per_seat"]
    _ok(isinstance(levels, list) and levels and all(isinstance(x, str) for x in levels))
    _ok(_whole(report["rounds"], 1) == len(report[ROUND_LOG]))
    if report["iterations"] is not None:
        _whole(report["iterations"], 1)
    if report["time_budget"] is not None:
        _ok(_number(report["time_budget"]) > 0)
    _whole(report["jobs"], 1)
    _ok(isinstance(report["options_used"], dict))
    spec.options(report["options_used"])  # rules this cardtui knows, or a ValueError
    _ok(isinstance(report.get("version"), str | None))
    report["seconds"] = _number(report.get("seconds", 0))
    report["search_restarts"] = _whole(report.get("search_restarts", 0))
    report["added_from"] = _whole(report.get("added_from", 1), 1)


def _outcome(entry: Any, path: str, n: int, report: dict[str, Any]) -> RoundOutcome:
    """Round ``n`` of ``path``, checked, or a sentence saying the file is damaged."""
    players = report["players"]
    try:
        rotation = _whole(entry["rotation"])
        levels = _list(entry["levels"], players)
        _ok(levels == seat_levels(report["bots_per_seat"], players, rotation))
        winners = [_whole(x) for x in _list(entry["winners"])]
        _ok(len(set(winners)) == len(winners) and all(w < players for w in winners))
        return RoundOutcome(
            _whole(entry["deal"]),
            rotation,
            levels,
            [_number(x, -LIMIT) for x in _list(entry["scores"], players)],
            winners,
            _whole(entry["plies"]),
            [_number(x) for x in _list(entry["think"], players)],
            [_whole(x) for x in _list(entry["moves"], players)],
            _hands(entry.get("hands"), players),
        )
    except (_Damaged, KeyError, TypeError, ValueError):
        raise ValueError(
            _("{file} is damaged: its round {n} cannot be read.").format(file=path, n=number(n))
        ) from None


def _hands(hands: Any, players: int) -> dict[str, Any] | None:
    """The hands held and piles picked up (Hidden Unders), checked: None when not kept."""
    if hands is None:
        return None
    _ok(isinstance(hands, dict))
    return {
        "mean": [_number(x) for x in _list(hands["mean"], players)],
        "largest": [_whole(x) for x in _list(hands["largest"], players)],
        "pickups": [[_whole(x) for x in _list(s)] for s in _list(hands["pickups"], players)],
    }


def _ok(condition: Any) -> None:
    if not condition:
        raise _Damaged


def _list(value: Any, length: int | None = None) -> list:
    _ok(isinstance(value, list) and (length is None or len(value) == length))
    return value


def _whole(x: Any, low: int = 0) -> int:
    """A whole number from ``low`` up to LIMIT (not a bool, not 2.0)."""
    _ok(isinstance(x, int) and not isinstance(x, bool) and low <= x <= LIMIT)
    return x


def _number(x: Any, low: float = 0.0) -> float:
    """A finite number from ``low`` up to LIMIT."""
    _ok(isinstance(x, int | float) and not isinstance(x, bool) and math.isfinite(x))
    _ok(low <= x <= LIMIT)
    return x
