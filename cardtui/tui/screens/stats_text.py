"""The Statistics screen's words: a player's figures as a sentence, what the charts show when
there is too little to draw, and how statistics come to be. Plain functions of the store's
plain data, so the screen and its tests read the same sentences."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ...store.stats import PlayerStats, RatePoint, RoundPoint
from ...store.stats_reviews import WINDOW, ProgressPoint
from ..widgets.stats_chart import MIN_ROUNDS

EMPTY = (
    "No statistics yet.\n\n"
    "Every round finished at a table with at least one human player is counted here: for "
    "each player by name and for each bot level, the rounds and matches won, the points, "
    "the streaks, and a chart of your win rate against each bot level.\n\n"
    "Start a game from the menu (esc goes back to it) and finish a round: it shows here at "
    "once. Tables of bots alone, watched, are not counted."
)


def empty_game(title: str) -> str:
    return (
        f"No round of {title} counted yet.\n\n"
        f"Finish a round of {title} at a table with at least one human player and its "
        "figures show here."
    )


def scored(records: Sequence[PlayerStats]) -> bool:
    """Whether a game's points say more than who won: a round's points that only say who
    won it (Hidden Unders scores 1 for the winner) would repeat the rounds won."""
    return any(r.points != r.won or (r.best or 0) > 1 for r in records)


def plural(n: int, word: str, many: str | None = None) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {many or word + 's'}"


def percent(won: int, of: int) -> str:
    return f"{won / of:.0%}" if of else "–"


def tally(name: str, n: int) -> str:
    """A game's tally in words: "3 burns", "Shithead 2 times"."""
    if name == "shitheads":
        return f"Shithead {plural(n, 'time')}"
    return plural(n, name.rstrip("s"))


def level_name(level: str) -> str:
    return f"the {level} bot"


def about(
    rec: PlayerStats, counters: Sequence[str] = (), *, points: bool = True, undo_matches: int = 0
) -> str:
    """The player's figures in one sentence or two, every column of the table included (a
    narrow window shows fewer columns); the points only when they say more than who won.
    ``undo_matches``: matches left out because undo was used in their last round. A bot
    never takes a move back: its rounds with undo are not spoken of (they are still apart)."""
    if rec.rounds:
        won = f"won {rec.won} of {plural(rec.rounds, 'round')} ({percent(rec.won, rec.rounds)})"
        if rec.matches:  # none yet, or only from before matches were kept
            won += f" and {rec.matches_won} of {plural(rec.matches, 'match', 'matches')}"
        parts = [won]
        if points:
            best = "" if rec.best is None else f", best {rec.best}"
            parts.append(f"{rec.average:.1f} points a round{best}")
        parts.append(f"streak {rec.streak}, best {rec.best_streak}")
        tallies = [tally(c, rec.counters.get(c, 0)) for c in counters]
        if tallies:
            parts.append(", ".join(tallies))
    else:
        parts = ["no round counted in these figures yet"]
    if rec.undo_rounds and rec.is_human:
        parts.append(
            f"{plural(rec.undo_rounds, 'round')} with undo or the coach, counted apart "
            f"({rec.undo_won} won)"
        )
    if undo_matches and rec.is_human:
        parts.append(
            f"{plural(undo_matches, 'match', 'matches')} not counted: undo or the coach was "
            f"used in {'its' if undo_matches == 1 else 'their'} last round"
        )
    return f"{rec.label} · " + " · ".join(parts)


def rates_in_words(label: str, series: Mapping[str, Sequence[RatePoint]]) -> str:
    """The win rate against each bot level as a sentence (the chart's words)."""
    if not series:
        return f"{label} has not played against a bot in this game yet."
    parts = []
    for level, points in series.items():
        last = points[-1]
        parts.append(
            f"{level_name(level)}: won {last.won} of {plural(last.rounds, 'round')}"
            f" ({percent(last.won, last.rounds)})"
        )
    text = f"{label} against " + "; ".join(parts) + "."
    if all(len(points) < MIN_ROUNDS for points in series.values()):
        # Counted per bot level: rounds against several levels do not add up to a line.
        level, points = max(series.items(), key=lambda kv: len(kv[1]))
        more = MIN_ROUNDS - len(points)
        text += (
            f" The chart draws a bot level from {MIN_ROUNDS} rounds against it: "
            f"{plural(more, 'more round')} against {level_name(level)}."
        )
    return text


def points_in_words(label: str, points: Sequence[RoundPoint], shown: int = 8) -> str:
    """The latest rounds' points as a sentence (the chart's words)."""
    if not points:
        return f"{label} has no round counted in this game yet."
    last = points[-shown:]
    each = ", ".join(f"{p.points}{' (won)' if p.won else ''}" for p in last)
    average = sum(p.points for p in points) / len(points)
    latest = "round" if len(last) == 1 else f"{len(last)} rounds"
    text = f"{label}'s points in the latest {latest}: {each}. {average:.1f} a round in all."
    if len(points) < MIN_ROUNDS:
        text += f" The chart of the points shows from {MIN_ROUNDS} rounds on."
    return text


def cost_words(cost: float) -> str:
    """A review's average cost per decision: the win chance lost, in percent."""
    return f"{100 * cost:.1f}%"


def no_progress(label: str) -> str:
    return (
        f"No review of {label}'s rounds yet. Finish a round against at least one bot: the "
        "coach then reviews each of your decisions in the background (Review, w, at the "
        "results shows the costliest), and the win chance lost per decision shows here, "
        "round by round, so you can see whether you are improving."
    )


def progress_sentence(label: str, points: Sequence[ProgressPoint]) -> str:
    """The latest rounds' average cost per decision against the rounds before them."""
    if not points:
        return no_progress(label)
    if len(points) == 1:
        p = points[0]
        return (
            f"{label}'s one reviewed round: {cost_words(p.cost)} of the win chance lost a "
            f"decision, over {plural(p.decisions, 'decision')}."
        )
    k = WINDOW if len(points) >= 2 * WINDOW else len(points) // 2
    last, before = points[-k:], points[-2 * k : -k]
    now, then = _mean(last), _mean(before)
    rounds = "round" if k == 1 else f"{k} rounds"
    earlier = "the round before" if k == 1 else f"the {k} before"
    if round(100 * now, 1) == round(100 * then, 1):
        trend = f"the same as in {earlier}"
    else:
        trend = f"{'down' if now < then else 'up'} from {cost_words(then)} in {earlier}"
    return f"{label}'s last {rounds}: {cost_words(now)} a decision, {trend}."


def _mean(points: Sequence[ProgressPoint]) -> float:
    return sum(p.cost for p in points) / len(points)


def progress_in_words(points: Sequence[ProgressPoint], shown: int = 8) -> str:
    """The latest rounds one by one: the chart's words, under the sentence
    (:func:`progress_sentence`, which the screen shows above them)."""
    if len(points) < 2:
        return ""  # the sentence says all there is
    each = ", ".join(
        cost_words(p.cost) + (" (undo or coach)" if p.apart else "") for p in points[-shown:]
    )
    text = f"Win chance lost a decision in the latest rounds, oldest first: {each}."
    if len(points) < MIN_ROUNDS:
        text += f" The chart shows from {MIN_ROUNDS} reviewed rounds on."
    return text
