"""The two bounds, all-seeing and open-hands: the hard search given the real state, arena only.

How far is ``hard`` from what any bot could reach? ``AllSeeingBot`` answers from above: it
runs the same search as ``hard`` (the same settings, the same paired race against ``normal``'s
move, the same solver, the same budget, the same search workers), with one difference: every
world it searches is a clone of the true state instead of a deal sampled from its view. It
sees every hand, every under and the order of the stock and the draw pile (in Zirkhaki also
the chance to come), so its result against ``normal`` bounds what a fair search could reach.

It is not a fair player and is never offered as one: it is not a level of ``bots.levels``,
``bots.make`` refuses its name with a sentence, and no seat, save, setup or server knows it.
Only the arena builds it (:func:`arena_bot`) and hands it a clone of the state where every
other bot gets its seat's view (:func:`what_it_sees`).

Knowing the cards still to come is no player's information: in Zirkhaki it is nearly all the
all-seeing bound knows that ``hard`` does not. ``OpenHandsBot`` (``open-hands``) is the bound
on what reading the other players perfectly could give: its worlds keep everything some seat
knows (every hand, every over, every peeked card and ring) and deal again, like ``hard``,
what nobody knows (the stock's or draw pile's order, the unders, the chance to come), with
the game's ``open_hands``. It is as unfair, and kept out of play the same way.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from .. import games
from ..core.bot import Bot
from ..core.protocol import Action, GameSpec, State, View
from ..i18n import _
from .hard import HardBot, game_settings

# The arena's name for it: nobody mistakes "all-seeing" for a level to play against.
LEVEL = "all-seeing"
OPEN_HANDS = "open-hands"
BOUNDS = (LEVEL, OPEN_HANDS)
# Levels that search and may use the search workers (the arena starts them when thinking
# by time).
SEARCH_LEVELS = frozenset({"hard", "expert", *BOUNDS})


class Seen(View):
    """A seat's view that also carries the true state: what the all-seeing search samples
    from. The heuristic's default move and the solver still read only the view's keys."""

    __slots__ = ("truth",)

    def __init__(self, view: View, truth: State) -> None:
        super().__init__(view.game, view.player, view._data)
        self.truth = truth

    def __reduce__(self):
        # To the search workers with the state, so that they too search the real deal.
        return (_seen, (self.game, self.player, self._data, self.truth))


def _seen(game: str, player: int, data: dict[str, Any], truth: State) -> Seen:
    return Seen(View(game, player, data), truth)


def _truth(view: View) -> State:
    truth = getattr(view, "truth", None)
    if truth is None:
        raise TypeError("A bound's search needs the state, not a view.")
    return truth


def _reveal(view: View, rng: random.Random) -> State:
    """The determinization of the all-seeing search: the real deal, every time."""
    return _truth(view).clone()


def reveal(spec: GameSpec) -> Callable[[View, random.Random], State]:
    """``SearchSettings.inference`` for the all-seeing search (a module function: it pickles)."""
    return _reveal


def _open(view: View, rng: random.Random) -> State:
    """The determinization of the open-hands search: the real hands, the unknown dealt again."""
    truth = _truth(view)
    return games.get(truth.game).open_hands(truth, rng)


def open_hands(spec: GameSpec) -> Callable[[View, random.Random], State]:
    """``SearchSettings.inference`` for the open-hands search (a module function: it pickles)."""
    return _open


class AllSeeingBot(HardBot):
    """``hard`` with the true state in place of its sampled worlds (see the module)."""

    level = LEVEL
    sees_state = True  # the arena hands it a clone of the state, not a view

    worlds = staticmethod(reveal)

    @classmethod
    def for_game(cls, game: str, seed: int | None = None, **kwargs) -> AllSeeingBot:
        name = games.resolve(game)
        settings = replace(game_settings(name), inference=cls.worlds)
        return cls(seed, spec=games.get(name), settings=settings, **kwargs)

    def choose(
        self, state: State, legal_actions: Sequence[Action], rng: random.Random | None = None
    ) -> Action:
        if isinstance(state, View):
            raise TypeError("The all-seeing bot is given the state, not a view.")
        seat = state.current_player
        return super().choose(Seen(state.view(seat), state), legal_actions, rng)


class OpenHandsBot(AllSeeingBot):
    """``hard`` with every hand face up: worlds from the game's ``open_hands`` (see the module)."""

    level = OPEN_HANDS
    worlds = staticmethod(open_hands)


def refusal(level: str) -> str | None:
    """Why ``bots.make`` does not build this level for a table, or None."""
    if level == LEVEL:
        return _(
            "The all-seeing bot sees every card: it is a bound for measuring bots with "
            "cardtui arena, never a player at a table."
        )
    if level == OPEN_HANDS:
        return _(
            "The open-hands bot sees every player's cards: it is a bound for measuring bots "
            "with cardtui arena, never a player at a table."
        )
    return None


def legend(names: Sequence[str] = (LEVEL,)) -> str:
    """What the arena's report says when a bound took part."""
    lines = []
    if LEVEL in names:
        lines.append(
            _(
                "all-seeing sees every card, hidden or still to come: it is a bound on what a "
                "search with the same budget can reach, not a fair bot."
            )
        )
    if OPEN_HANDS in names:
        lines.append(
            _(
                "open-hands sees every player's cards but not the order of the cards still "
                "to come: a bound on what reading the others perfectly could give, not a "
                "fair bot."
            )
        )
    return "\n".join(lines)


def arena_bot(
    game: str,
    level: str,
    *,
    seed: int | None = None,
    iterations: int | None = None,
    time_budget: float | None = None,
) -> Bot:
    """The arena's bots: every level of ``bots.make``, and the two bounds."""
    if level in BOUNDS:
        name = games.resolve(game)
        spec = games.get(name)
        if not search_ready(name):
            raise ValueError(
                _("{game} has no search, so no {level} bound.").format(
                    game=_(spec.title), level=level
                )
            )
        if level == OPEN_HANDS and type(spec).open_hands is GameSpec.open_hands:
            raise ValueError(
                _(
                    "{game} does not say which cards nobody at the table knows, so it has no "
                    "open-hands bound."
                ).format(game=_(spec.title))
            )
        cls = AllSeeingBot if level == LEVEL else OpenHandsBot
        return cls.for_game(name, seed, iterations=iterations, time_budget=time_budget)
    from . import make

    return make(game, level, seed=seed, iterations=iterations, time_budget=time_budget)


def search_ready(name: str) -> bool:
    from .hard import search_ready as ready

    return ready(games.get(name))


def what_it_sees(bot: Bot, state: State, seat: int) -> View | State:
    """What the arena hands a bot: its seat's view; the all-seeing bound a clone of the state."""
    if getattr(bot, "sees_state", False):
        return state.clone()
    return state.view(seat)
