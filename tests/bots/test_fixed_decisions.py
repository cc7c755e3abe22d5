"""Speed work changes no decision: the bots' moves at fixed iterations, recorded before it.

``RECORDED`` holds, for each game, the moves of the ``normal`` bot and of the ``hard`` bot at
40 iterations on seeded positions, and the rollout policy's moves on the states of seeded
rounds. They were recorded with the engines of cbfcc2a, before #15's speed work (options,
views, lazy event text, card equality, listed moves, the search's explore/decide split, lazy
loading, the Xeri policy's counting); every one of those changes had to keep them. A change
to the rules or to a bot that changes a decision on purpose records them again, and says so.
#31 recorded Xeri's hard visits again: its worlds now come from the inference from play
(``xeri_policy``), so two searches spend their worlds a little differently (same moves).
"""

from __future__ import annotations

import random

import pytest

import cardtui.bots as bots
import cardtui.games as games

GAMES = ("xeri", "zirkhaki", "hidden_unders")


def positions(name: str, count: int = 4, seed: int = 5):
    """(view, legal) at real choices of seeded rounds played by normal bots."""
    spec = games.get(name)
    found = []
    rnd = 0
    while len(found) < count:
        state = spec.new_state(2, seed=seed + rnd, dealer=rnd % 2)
        players = [bots.make(name, "normal", seed=p) for p in range(2)]
        k = 0
        while not state.is_over and len(found) < count:
            p = state.current_player
            legal = state.legal_actions()
            if len(legal) > 1 and k % 7 == 3:
                found.append((state.view(p), legal))
            state.apply(players[p].choose(state.view(p), legal))
            k += 1
        rnd += 1
    return found


def policy_moves(name: str, rounds: int = 3) -> list[str]:
    """The rollout policy's moves through seeded rounds (it steers every search)."""
    spec = games.get(name)
    out = []
    for r in range(rounds):
        state = spec.new_state(2, seed=100 + r)
        rng = random.Random(r)
        while not state.is_over and len(out) < 60 * (r + 1):
            action = spec.rollout_action(state, rng)
            out.append(action.code)
            state.step(action)
    return out


def decisions(name: str) -> dict[str, list[str]]:
    """Each level's moves, the hard bot's root visits (its whole search, not only the move
    that the normal move usually wins), and the rollout policy's moves."""
    spots = positions(name)
    out: dict[str, list[str]] = {"policy": policy_moves(name)}
    normal = bots.make(name, "normal", seed=3)
    out["normal"] = [normal.choose(view, legal, random.Random(5)).code for view, legal in spots]
    hard = bots.make(name, "hard", seed=3, iterations=60)
    out["hard"] = []
    for view, legal in spots:
        move = hard.choose(view, legal, random.Random(5)).code
        visits = sorted(
            f"{code}={n}" for code, (n, _) in (hard.last.stats if hard.last else {}).items()
        )
        out["hard"].append(" ".join([move, *visits]))
    return out


def codes(text: str) -> list[str]:
    return text.split("|")


RECORDED: dict[str, dict[str, list[str]]] = {
    "xeri": {
        "normal": ["play AC", "play 4S", "play 2H", "play KH"],
        "hard": [
            "play AC play AC=13 play AH=13 play JC=8 play KC=13 play QD=13",
            "play 4S play 2D=15 play 4S=15 play TD=15 play TS=15",
            "play 2H play 2H=14 play 2S=14 play 8C=8 play 8S=8 play JD=8 play KD=8",
            "play KH play 5C=9 play 9S=8 play KH=9",
        ],
        "policy": codes(
            "play QH|play QS|play 4D|play 4H|play 7H|play 3S|play 3C|play 6C|play 9C|play KH|play"
            " KD|play TC|play TS|play 7C|play 4C|play JC|play AD|play 7D|play AS|play 9H|play "
            "9D|play 2D|play 6H|play 8S|play 8H|play 7S|play 6S|play QC|play JD|play 2H|play "
            "2C|play TH|play 6D|play 5S|play 3H|play 5H|play 5C|play 5D|play 9S|play JS|play "
            "TD|play 8C|play 8D|play AH|play JH|play KS|play 3D|play KC|play 3C|play JD|play "
            "3D|play 8H|play QD|play QH|play QC|play AC|play 2S|play 2C|play TS|play AH|play "
            "9D|play 2H|play KH|play KC|play KD|play 2D|play 5D|play QS|play 4D|play AD|play "
            "7H|play 7S|play 7C|play 8D|play 7D|play 8C|play KS|play JC|play 9C|play JH|play "
            "TH|play 6D|play TD|play 4C|play AS|play TC|play 9S|play 4S|play 5C|play 5S|play "
            "5H|play 4H|play 6S|play 6C|play 3S|play 3H|play 2S|play 2H|play 2D|play TH|play "
            "TS|play TC|play 8D|play AS|play 4H|play 5S|play QH|play 7D|play 8H|play JC|play "
            "5D|play AH|play 4D|play 7S|play 6D|play 6S|play 9H|play KD|play 3C|play 3S|play "
            "9S|play 9D|play 9C|play 4S|play 4C|play TD|play 5H|play 3D|play 3H|play QD|play "
            "7C|play QC|play 7H|play JD|play 5C|play 6C|play 8C|play QS|play KH|play JH|play "
            "KS|play JS|play AD|play 2C"
        ),
    },
    "zirkhaki": {
        "normal": ["draw", "bank", "draw", "bank"],
        "hard": [
            "draw bank=30 draw=30",
            "bank bank=30 draw=30",
            "draw bank=30 draw=30",
            "bank bank=30 draw=30",
        ],
        "policy": codes(
            "draw|draw|draw|draw|draw|draw|draw|draw|draw|bank|draw|draw|bank|draw|draw|choose "
            "astrolabe4|draw|draw|draw|draw|choose carpet7|draw|draw|choose "
            "astrolabe3|draw|choose carpet5|draw|draw|draw|draw|choose "
            "carpet3|draw|draw|draw|bank|draw|choose coin6|draw|draw|draw|choose "
            "chest7|bank|draw|choose snake7|draw|draw|choose "
            "astrolabe7|bank|draw|draw|draw|choose key6|draw|choose "
            "astrolabe7|draw|draw|draw|choose chest5|bank|draw|draw|draw|choose "
            "coin4|bank|draw|draw|choose key6|draw|draw|draw|draw|draw|draw|bank|draw|choose "
            "astrolabe3|bank|draw|draw|draw|bank|draw|draw|draw|choose pistol6|choose "
            "pistol7|bank|draw|choose coin8|draw|bank|draw|choose snake2|draw|draw|choose "
            "pistol6|draw|choose chest3|bank|draw|draw|choose carpet7|draw|choose "
            "snake6|draw|draw|draw|draw|draw|choose key3|bank|draw|choose "
            "carpet7|draw|draw|draw|choose pistol5|choose "
            "pistol2|draw|draw|draw|draw|draw|draw|draw|bank|draw|draw|choose "
            "coin7|bank|draw|choose coin7|draw|bank|draw|draw|draw|choose chest2|bank|draw|choose"
            " coin6|draw|choose horseshoe2|choose astrolabe6|draw|draw|draw|draw|choose "
            "chest2|draw|draw|draw|choose astrolabe2|draw|draw|choose "
            "dagger5|draw|draw|draw|choose map3|choose carpet2|draw|draw|draw|draw|choose "
            "astrolabe4|draw|choose snake4|draw|draw|draw|draw|draw|draw|draw|draw|choose "
            "pistol6|choose map3|bank|draw"
        ),
    },
    "hidden_unders": {
        "normal": ["play 3H", "play KD", "play 8S", "play 9D 9C"],
        "hard": [
            "play 3H play 3H=18 play 4S=18 play 6S 6H=8 play 6S=18",
            "play 2S 2H play 2S 2H=15 play 2S=15 play KD=15 play TD=15",
            "play 8S play 2H=22 play 8S=22 play 9S=8 play QH=9",
            "play AS play 9D 9C=15 play 9D=15 play AS=15 play KH=15",
        ],
        "policy": codes(
            "overs TC QS QH KH|play 3S|overs 9D TS AS AD|play 4C|play 4H|play 6H|play 6C|play 7D "
            "7C|play 9H 9C|play 2D|play 6S|play 6D|play TH|play 5S|play 8S|play 8H|play "
            "QC|take|play 3H|play 5S 5H|play 5C|play 7S|play 9S|play JD|play TD|play 3D|play 8S "
            "8H|play 8D|play 8C|play JC|play JH|play QC|play KS|play KC|play 2H|play 5D|play "
            "JS|play AH|play 2C|play TC|play QS QH|play AS AD|take|play 9D|play QS QH|play "
            "TS|flip 3|play AS AD|flip 1|play KH|flip 0|flip 2|flip 2|overs 2C QH AH AC|play "
            "8H|overs 2D 9S 9H JC|play 8C|play JD|take|play 7C|play 8H 8C|play 8S|play 9D|play "
            "QD|take|play 6H|play 6D|play QC|play QD|play KS|take|play 4C|play 4S 4H|play 7S|play"
            " 7C|play QS|play QD|play KH|play KS|play KC|take|play 4D|play 4S 4H 4C|play 6H "
            "6D|play 6S 6C|play 5H|play 7S 7C|play 7H 7D|play 3H|play 8S 8H 8C|play 8D|play "
            "5C|play 9D|play AD|take|play 5S 5D|play 5C|play JH|play JD|play AS|play AD|play "
            "TH|play KD|play KS KH KC|play 9D|play 2H|play QS QD QC|play TD|play QH|play 2D|play "
            "AH AC|take|play 2C|play AH AC|flip 1|play QH|flip 3|play 2D|play 3D|play JC|overs 2H"
            " TS TH TC|play 5S|overs 7S 8H 9H JC|play 5D|play 7D|play AH|play AS|take|play "
            "3S|play 3C|play 5H|play 5S 5D|play 9S|play AS|play 2D|play 4D|play 4C|play 6S "
            "6D|play 7C|play TD|play 7D|play 9C|play 9D|play QC|play QD|play KH|play KS|play "
            "KD|play AH|play AD|take|play 3H|play 3D|play 4S|play 5C|play 8C|play 9D 9C|play "
            "JH|play JD|play JS|play QD QC|play QS|play KS KH KD|play 2C|play 7H 7D|take|play AH "
            "AD|play 2C|play 7S|play 7H 7D|play 8H|play 8C|play 9H|play 9D 9C|play JC|play JS JH "
            "JD|play KS KH KD|flip 0|play 3H 3D|play 8S"
        ),
    },
}


@pytest.mark.parametrize("name", GAMES)
def test_decisions_at_fixed_iterations_are_the_ones_recorded_before_the_speed_work(name):
    assert decisions(name) == RECORDED[name]
