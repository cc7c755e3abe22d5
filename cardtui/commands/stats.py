"""``cardtui stats [GAME]``: the Statistics screen's figures in words, for every game or one.

Each player's line is the sentence under the screen's table (rounds and matches won, points,
streaks, the game's tallies, Hidden Unders' times Shithead); each human's progress follows: the
win chance the coach's review says they lost per decision, their latest rounds against the
rounds before.
"""

from __future__ import annotations

import argparse
import sys

from ..i18n import N_, _
from .common import title_of

NAME = "stats"
HELP = N_("your statistics in words: each player's figures and each human's progress")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "game", nargs="?", help=N_("zirkhaki, hidden_unders or xeri (all by default)")
    )


def run(args: argparse.Namespace) -> int:
    from .. import games
    from ..store import stats as store
    from ..store.stats_reviews import progress
    from ..tui.screens import stats_text as words
    from ..tui.screens.stats import counter_names

    names = [games.resolve(args.game)] if args.game else games.all()
    try:
        if not store.rounds_counted():
            print(
                _(
                    "No statistics yet. Finish a round at a table with at least one human "
                    "player (cardtui opens the game menu) and it is counted."
                )
            )
            return 0
        for name in names:
            title = title_of(games.get(name))
            records = store.summary(name)
            print(title)
            if not records:
                print("  " + _("No round of {game} counted yet.").format(game=title))
                continue
            counters = counter_names(name, records)
            scored = words.scored(records)
            undo = store.matches_with_undo(name)
            for rec in records:
                about = words.about(
                    rec, counters, points=scored, undo_matches=undo.get(rec.player, 0)
                )
                print(f"  {about}")
                if rec.is_human:
                    said = words.progress_sentence(rec.label, progress(name, rec.player))
                    print("    " + _("Progress: {sentence}").format(sentence=said))
    except store.StatsError as exc:
        print(f"cardtui: {exc}", file=sys.stderr)  # a StatsError says it in the player's words
        return 1
    return 0
