"""The Statistics screen's words: a player's figures as a sentence, what the charts show when
there is too little to draw, and how statistics come to be. Plain functions of the store's
plain data, so the screen and its tests read the same sentences."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ...i18n import N_, _, comma, ngettext, number
from ...store.stats import PlayerStats, RatePoint, RoundPoint
from ...store.stats_reviews import WINDOW, ProgressPoint
from ..widgets.level_words import level_name as level_word
from ..widgets.stats_chart import MIN_ROUNDS

EMPTY = N_(
    "No statistics yet.\n\n"
    "Every round finished at a table with at least one human player is counted here: for "
    "each player by name and for each bot level, the rounds and matches won, the points, "
    "the streaks, and a chart of your win rate against each bot level.\n\n"
    "Start a game from the menu (esc goes back to it) and finish a round: it shows here at "
    "once. Tables of bots alone, watched, are not counted."
)


def empty_game(title: str) -> str:
    """``title``: the game's name, in the player's language already."""
    return _(
        "No round of {game} counted yet.\n\n"
        "Finish a round of {game} at a table with at least one human player and its "
        "figures show here."
    ).format(game=title)


def scored(records: Sequence[PlayerStats]) -> bool:
    """Whether a game's points say more than who won: a round's points that only say who
    won it (Hidden Unders scores 1 for the winner) would repeat the rounds won."""
    return any(r.points != r.won or (r.best or 0) > 1 for r in records)


def rounds(n: int) -> str:
    return ngettext("{n} round", "{n} rounds", n).format(n=number(n))


def matches(n: int) -> str:
    return ngettext("{n} match", "{n} matches", n).format(n=number(n))


def decisions(n: int) -> str:
    return ngettext("{n} decision", "{n} decisions", n).format(n=number(n))


def decimal(x: float) -> str:
    """One decimal, as ``f"{x:.1f}"`` in English, in the language's digits."""
    return number(round(x, 1))


def percent(won: int, of: int) -> str:
    if not of:
        return "–"
    # Translators: a percentage; write the sign as your readers do (Persian ٪).
    return _("{n}%").format(n=number(round(100 * won / of)))


def tally(name: str, n: int) -> str:
    """A game's tally in words: "3 burns", "Shithead 2 times"."""
    if name == "shitheads":
        return ngettext("Shithead {n} time", "Shithead {n} times", n).format(n=number(n))
    if name == "xeris":
        return ngettext("{n} xeri", "{n} xeris", n).format(n=number(n))
    if name == "busts":
        return ngettext("{n} bust", "{n} busts", n).format(n=number(n))
    if name == "burns":
        return ngettext("{n} burn", "{n} burns", n).format(n=number(n))
    word = name.rstrip("s")  # a tally these words do not know yet
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def level_name(level: str) -> str:
    # Translators: a bot level in a sentence: "the normal bot".
    return _("the {level} bot").format(level=level_word(level))


def about(
    rec: PlayerStats, counters: Sequence[str] = (), *, points: bool = True, undo_matches: int = 0
) -> str:
    """The player's figures in one sentence or two, every column of the table included (a
    narrow window shows fewer columns); the points only when they say more than who won.
    ``undo_matches``: matches left out because undo was used in their last round. A bot
    never takes a move back: its rounds with undo are not spoken of (they are still apart)."""
    if rec.rounds:
        figures = {
            "won": number(rec.won),
            "rounds": rounds(rec.rounds),
            "percent": percent(rec.won, rec.rounds),
        }
        if rec.matches:  # none yet, or only from before matches were kept
            won = _("won {won} of {rounds} ({percent}) and {matches_won} of {matches}").format(
                matches_won=number(rec.matches_won), matches=matches(rec.matches), **figures
            )
        else:
            won = _("won {won} of {rounds} ({percent})").format(**figures)
        parts = [won]
        if points:
            if rec.best is None:
                parts.append(_("{average} points a round").format(average=decimal(rec.average)))
            else:
                parts.append(
                    _("{average} points a round, best {best}").format(
                        average=decimal(rec.average), best=number(rec.best)
                    )
                )
        parts.append(
            _("streak {streak}, best {best}").format(
                streak=number(rec.streak), best=number(rec.best_streak)
            )
        )
        tallies = [tally(c, rec.counters.get(c, 0)) for c in counters]
        if tallies:
            parts.append(comma().join(tallies))
    else:
        parts = [_("no round counted in these figures yet")]
    if rec.online_rounds:  # in the figures above: how many of them were online
        parts.append(
            _("online: won {won} of {rounds} ({percent})").format(
                won=number(rec.online_won),
                rounds=rounds(rec.online_rounds),
                percent=percent(rec.online_won, rec.online_rounds),
            )
        )
    if rec.stand_in_rounds:
        parts.append(
            _("{rounds} online partly played by a stand-in bot, counted apart ({won} won)").format(
                rounds=rounds(rec.stand_in_rounds), won=number(rec.stand_in_won)
            )
        )
    if rec.undo_rounds and rec.is_human:
        parts.append(
            _("{rounds} with undo or the coach, counted apart ({won} won)").format(
                rounds=rounds(rec.undo_rounds), won=number(rec.undo_won)
            )
        )
    if undo_matches and rec.is_human:
        parts.append(
            ngettext(
                "{matches} not counted: undo or the coach was used in its last round",
                "{matches} not counted: undo or the coach was used in their last round",
                undo_matches,
            ).format(matches=matches(undo_matches))
        )
    return f"{rec.label} · " + " · ".join(parts)


def rates_in_words(label: str, series: Mapping[str, Sequence[RatePoint]]) -> str:
    """The win rate against each bot level as a sentence (the chart's words)."""
    if not series:
        return _("{player} has not played against a bot in this game yet.").format(player=label)
    parts = []
    for level, points in series.items():
        last = points[-1]
        parts.append(
            # Translators: "the normal bot: won 3 of 5 rounds (60%)".
            _("{level}: won {won} of {rounds} ({percent})").format(
                level=level_name(level),
                won=number(last.won),
                rounds=rounds(last.rounds),
                percent=percent(last.won, last.rounds),
            )
        )
    # Translators: {levels} is a list "the easy bot: won ...; the hard bot: won ...".
    text = _("{player} against {levels}.").format(player=label, levels="; ".join(parts))
    if all(len(points) < MIN_ROUNDS for points in series.values()):
        # Counted per bot level: rounds against several levels do not add up to a line.
        level, points = max(series.items(), key=lambda kv: len(kv[1]))
        more = MIN_ROUNDS - len(points)
        text += " " + ngettext(
            "The chart draws a bot level from {min} rounds against it: "
            "{n} more round against {level}.",
            "The chart draws a bot level from {min} rounds against it: "
            "{n} more rounds against {level}.",
            more,
        ).format(min=number(MIN_ROUNDS), n=number(more), level=level_name(level))
    return text


def points_in_words(label: str, points: Sequence[RoundPoint], shown: int = 8) -> str:
    """The latest rounds' points as a sentence (the chart's words)."""
    if not points:
        return _("{player} has no round counted in this game yet.").format(player=label)
    last = points[-shown:]
    each = comma().join(
        _("{points} (won)").format(points=number(p.points)) if p.won else number(p.points)
        for p in last
    )
    average = decimal(sum(p.points for p in points) / len(points))
    if len(last) == 1:
        text = _("{player}'s points in the latest round: {each}. {average} a round in all.")
    else:
        text = _("{player}'s points in the latest {n} rounds: {each}. {average} a round in all.")
    text = text.format(player=label, n=number(len(last)), each=each, average=average)
    if len(points) < MIN_ROUNDS:
        text += " " + _("The chart of the points shows from {min} rounds on.").format(
            min=number(MIN_ROUNDS)
        )
    return text


def cost_words(cost: float) -> str:
    """A review's average cost per decision: the win chance lost, in percent."""
    # Translators: a percentage with one decimal; write the sign as your readers do.
    return _("{n}%").format(n=decimal(100 * cost))


def no_progress(label: str) -> str:
    return _(
        "No review of {player}'s rounds yet. Finish a round against at least one bot: the "
        "coach then reviews each of your decisions in the background (Review, w, at the "
        "results shows the costliest), and the win chance lost per decision shows here, "
        "round by round, so you can see whether you are improving."
    ).format(player=label)


def progress_sentence(label: str, points: Sequence[ProgressPoint]) -> str:
    """The latest rounds' average cost per decision against the rounds before them."""
    if not points:
        return no_progress(label)
    if len(points) == 1:
        p = points[0]
        return _(
            "{player}'s one reviewed round: {cost} of the win chance lost a "
            "decision, over {decisions}."
        ).format(player=label, cost=cost_words(p.cost), decisions=decisions(p.decisions))
    k = WINDOW if len(points) >= 2 * WINDOW else len(points) // 2
    last, before = points[-k:], points[-2 * k : -k]
    now, then = _mean(last), _mean(before)
    said = {"player": label, "k": number(k), "now": cost_words(now), "then": cost_words(then)}
    same = round(100 * now, 1) == round(100 * then, 1)
    # One sentence per case: the trend and how many rounds are compared.
    if k == 1 and same:
        text = _("{player}'s last round: {now} a decision, the same as in the round before.")
    elif k == 1 and now < then:
        text = _("{player}'s last round: {now} a decision, down from {then} in the round before.")
    elif k == 1:
        text = _("{player}'s last round: {now} a decision, up from {then} in the round before.")
    elif same:
        text = _("{player}'s last {k} rounds: {now} a decision, the same as in the {k} before.")
    elif now < then:
        text = _(
            "{player}'s last {k} rounds: {now} a decision, down from {then} in the {k} before."
        )
    else:
        text = _("{player}'s last {k} rounds: {now} a decision, up from {then} in the {k} before.")
    return text.format(**said)


def _mean(points: Sequence[ProgressPoint]) -> float:
    return sum(p.cost for p in points) / len(points)


def progress_in_words(points: Sequence[ProgressPoint], shown: int = 8) -> str:
    """The latest rounds one by one: the chart's words, under the sentence
    (:func:`progress_sentence`, which the screen shows above them)."""
    if len(points) < 2:
        return ""  # the sentence says all there is
    each = comma().join(
        _("{cost} (undo or coach)").format(cost=cost_words(p.cost))
        if p.apart
        else cost_words(p.cost)
        for p in points[-shown:]
    )
    text = _("Win chance lost a decision in the latest rounds, oldest first: {each}.").format(
        each=each
    )
    if len(points) < MIN_ROUNDS:
        text += " " + _("The chart shows from {min} reviewed rounds on.").format(
            min=number(MIN_ROUNDS)
        )
    return text
