"""A cardtui that only plays: run as a separate process by the store tests (two windows on
one data folder, a window killed in the middle of a save).

    python writer_process.py ROUNDS SEED [--forever]

Plays Xeri rounds (Ann against an easy bot, first legal move) through the same calls a table
makes: the autosave after every move, the statistics at every round's end, a new match when
one ends. Prints ``counted N`` after each round is committed. It leaves its last match
unfinished (mid-round), as a player closing the window would.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # this checkout's cardtui

from cardtui.core import Match, Seat
from cardtui.games import get
from cardtui.tui import session


def new_match(seed: int, who: str) -> Match:
    seats = [Seat.human(who), Seat.bot("easy", "Bob")]
    return Match(get("xeri"), seats, {"match_mode": "rounds", "rounds": 3}, seed=seed)


def main() -> int:
    rounds, seed = int(sys.argv[1]), int(sys.argv[2])
    forever = "--forever" in sys.argv
    who = f"Ann{seed}"
    match, counted = new_match(seed, who), 0
    while forever or counted < rounds:
        state = match.state
        if state.is_over:
            result = match.finish_round()
            problem = session.record_round(match, result, [], undo_used=False)
            assert problem is None, problem
            counted += 1
            print(f"counted {counted}", flush=True)
            if match.is_over:
                session.clear_autosave(match)
                seed += 1000
                match = new_match(seed, who)
            else:
                match.next_round()
            session.write_autosave(match)
            continue
        match.apply(state.legal_actions()[0])
        problem = session.write_autosave(match)
        assert problem is None, problem
    for _ in range(5):  # leave the last match unfinished, a few moves in
        match.apply(match.state.legal_actions()[0])
        session.write_autosave(match)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
