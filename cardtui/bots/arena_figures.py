"""What the arena counts besides wins: the hands bots hold and the piles they pick up.

Players saw the hard Hidden Unders bot hoard (piles of 8, 5, 7 and 9 cards picked up, 24 cards
held), so the arena measures it per level: after every move, the hand of each seat still in
the round (the mean over the round, and the largest), and every pile a seat picks up (how many
in a round, and their sizes), from the game's ``pickup`` events: a pile taken by choice and one
taken because a flipped under could not be played alike. Only games whose
players pick piles up (Hidden Unders) have these figures: elsewhere hands shrink the same way
for every bot (Xeri) or there are none (Zirkhaki).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ..core.protocol import Event, State
from ..i18n import _, number
from .stats import mean_ci

# Games whose players pick up the pile (their engines say so with a ``pickup`` event).
PICKUP_GAMES = frozenset({"hidden_unders"})


@dataclass
class HandTally:
    """One round's figures per seat (filled by the arena as the round is played)."""

    players: int
    samples: list[int] = field(default_factory=list)  # hand sizes sampled, per seat: count
    totals: list[int] = field(default_factory=list)  # ... and their sum
    largest: list[int] = field(default_factory=list)
    pickups: list[list[int]] = field(default_factory=list)  # per seat: sizes of piles taken
    active: bool = False

    @classmethod
    def start(cls, game: str, state: State) -> HandTally:
        n = state.players
        tally = cls(n, [0] * n, [0] * n, [0] * n, [[] for _ in range(n)])
        # Only where hands grow (a pickup): Xeri's hands shrink the same way for every bot.
        tally.active = game in PICKUP_GAMES and isinstance(getattr(state, "hands", None), list)
        return tally

    def after(self, state: State, events: Sequence[Event]) -> None:
        """After a move: its pickups, and every hand still in the round."""
        if not self.active:
            return
        for ev in events:
            if ev.kind == "pickup" and ev.seat is not None:
                self.pickups[ev.seat].append(len(ev.cards))
        hands = state.hands
        out = set(getattr(state, "finish", ()))
        for p in range(self.players):
            if p not in out:
                size = len(hands[p])
                self.samples[p] += 1
                self.totals[p] += size
                if size > self.largest[p]:
                    self.largest[p] = size

    def per_seat(self) -> dict[str, list[Any]] | None:
        """The figures a round outcome keeps (plain data: they travel from worker processes)."""
        if not self.active:
            return None
        mean = [t / s if s else 0.0 for t, s in zip(self.totals, self.samples, strict=True)]
        return {"mean": mean, "largest": list(self.largest), "pickups": self.pickups}


def level_figures(outcomes: Sequence[Any]) -> dict[str, dict[str, Any]]:
    """Per level: mean hand held (with a 95% interval over seat-rounds), the largest hand
    held, the mean of each round's largest, and the piles picked up (a round, their mean
    size, the largest)."""
    means: dict[str, list[float]] = {}
    tops: dict[str, list[int]] = {}
    piles: dict[str, list[int]] = {}
    takes: dict[str, list[int]] = {}
    for o in outcomes:
        hands = getattr(o, "hands", None)
        if not hands:
            continue
        for seat, lvl in enumerate(o.levels):
            means.setdefault(lvl, []).append(hands["mean"][seat])
            tops.setdefault(lvl, []).append(hands["largest"][seat])
            taken = hands["pickups"][seat]
            piles.setdefault(lvl, []).extend(taken)
            takes.setdefault(lvl, []).append(len(taken))
    out = {}
    for lvl, values in means.items():
        m, h = mean_ci(values)
        t, th = mean_ci([float(x) for x in tops[lvl]])
        k, kh = mean_ci([float(x) for x in takes[lvl]])
        sizes = piles[lvl]
        out[lvl] = {
            "mean_hand": m,
            "mean_hand_ci": h,
            "largest_hand": max(tops[lvl]) if tops[lvl] else 0,
            "mean_largest_hand": t,
            "mean_largest_hand_ci": th,
            "pickups_per_round": k,
            "pickups_per_round_ci": kh,
            "pickups": len(sizes),
            "mean_pickup": sum(sizes) / len(sizes) if sizes else 0.0,
            "largest_pickup": max(sizes) if sizes else 0,
        }
    return out


def figure_lines(report: dict[str, Any]) -> list[str]:
    """The hands and piles, one sentence per level, for the arena's text table."""
    lines = []
    for b in report["bots"]:
        f = b.get("hands")
        if not f:
            continue
        lines.append(
            # Translators: {level} is a bot level; the numbers are cards.
            _(
                "{level} held {mean} ± {ci} cards after an average move; its largest hand "
                "was {top} cards in an average round, {largest} in all."
            ).format(
                level=b["level"],
                mean=number(f"{f['mean_hand']:.2f}"),
                ci=number(f"{f['mean_hand_ci']:.2f}"),
                top=number(f"{f['mean_largest_hand']:.1f}"),
                largest=number(f["largest_hand"]),
            )
        )
        if report.get("game") in PICKUP_GAMES:
            lines.append(
                _(
                    "{level} picked up {per_round} ± {ci} piles a round, of {mean} cards on "
                    "average, {largest} at the most."
                ).format(
                    level=b["level"],
                    per_round=number(f"{f['pickups_per_round']:.2f}"),
                    ci=number(f"{f['pickups_per_round_ci']:.2f}"),
                    mean=number(f"{f['mean_pickup']:.1f}"),
                    largest=number(f["largest_pickup"]),
                )
            )
    return lines
