"""The Xeri game spec: new rounds, notation, the match rule, bots and search hooks.

Only what the menu needs (title, options, presets) loads with it: the rules engine, the bots
and the search hooks load on first use, so the app opens without loading every game.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ...core.cards import shuffled_deck
from ...core.match import MatchRule, PointsMatch, RoundsWonMatch
from ...core.protocol import Action, GameSpec, View, register_spec
from ...core.rng import new_seed
from ...i18n import N_
from .options import Options, check_options, check_players_error

if TYPE_CHECKING:
    from .state import XeriState


@functools.cache
def _deal_modules():
    """The modules a deal needs, imported on the first deal (the menu loads only the spec) and
    kept: an import statement inside ``new_state`` costs microseconds on every round."""
    from . import deal, events, state

    return deal, events, state


class XeriSpec(GameSpec):
    name = "xeri"
    title = N_("Xeri")
    pitch = N_("The Greek fishing game: match the top card, take the pile, make a xeri.")
    min_players = 2
    max_players = 4
    Options = Options
    presets = {
        # preset names are shown translated (``_(name)``); the keys stay English
        N_("Standard"): {},
        N_("Bottom card shown"): {"show_bottom_card": True},
        N_("No xeri on the last card"): {"xeri_on_final_card": False},
        N_("Quick hands (4 cards)"): {"hand_size": 4},
        N_("Match of 4 rounds"): {"match_mode": "rounds", "rounds": 4},
    }
    hidden_information = True
    rules_version = 1

    def check_players(self, players: int) -> None:
        if players not in (2, 4) or isinstance(players, bool):
            raise check_players_error(players)

    def sides(self, players: int, options: Any = None) -> list[list[int]]:
        """V1: partners sit opposite, seats {0, 2} and {1, 3}."""
        from .scoring import sides_of

        return sides_of(players)

    def new_state(
        self,
        players: int,
        options: Any = None,
        *,
        seed: int | None = None,
        deck: Iterable[Any] | None = None,
        dealer: int = 0,
    ) -> XeriState:
        """A fresh round. ``deck`` stacks the deck (52 cards, top first, see ``deal.py``);
        the X-7 check and the V2 cut apply to it too, with the state's own seeded RNG."""
        deal, events, state_module = _deal_modules()

        self.check_players(players)
        self.check_dealer(players, dealer)
        # An Options instance is already valid; building one from a mapping checks every name.
        opts = options if isinstance(options, Options) else self.options(options)
        check_options(opts, players)
        if seed is None:
            seed = new_seed()
        rng = random.Random(seed)
        cards = shuffled_deck(rng) if deck is None else deal.check_deck(deck)
        # the cut adds nothing digitally, except under V2 where it shows the bottom card.
        bottom = deal.cut_bottom_card(cards) if opts.show_bottom_card else None
        hands, pile, talon, opening, redealt = deal.deal_round(
            players,
            opts.hand_size,
            dealer,
            cards,
            check_pile=opts.initial_pile_check,
            bottom=bottom,
            rng=rng,
        )
        state = state_module.XeriState(
            players, opts, dealer, hands, pile, talon, bottom=bottom, seed=seed, redealt=redealt
        )
        if bottom is not None:
            opening.insert(0, events.bottom_card_event(state))
        opening.append(events.deal_event(state, first=True))
        state.opening = tuple(opening)
        return state

    def match_rule(self, players: int, options: Any = None) -> MatchRule:
        """V6 points to 151 (+100 when both sides cross together, A7) or X-18 rounds won
        (a tied round counts for nobody, A6)."""
        opts = self.options(options)
        sides = self.sides(players)
        if opts.match_mode == "rounds":
            return RoundsWonMatch(players, opts.rounds, sides=sides)
        return PointsMatch(players, opts.target, opts.extension, sides=sides)

    def parse_action(self, state: XeriState, text: str) -> Action:
        from .notation import parse_play

        return parse_play(state, text)

    @property
    def bots(self) -> dict[str, type]:  # type: ignore[override]
        from .bots import EasyBot, NormalBot

        return {"easy": EasyBot, "normal": NormalBot}

    def determinize(self, view: View, rng: random.Random) -> XeriState:
        from .determinize import determinize

        return determinize(view, rng)

    def open_hands(self, state: XeriState, rng: random.Random) -> XeriState:
        from .determinize import open_hands

        return open_hands(state, rng)

    @property
    def rollout_action(self):
        """``rollout_action(state, rng)``: the ``normal`` heuristic as a fast policy on a
        state (no views, no search); the function itself, so a rollout calls it directly."""
        from .bots import rollout_action

        return rollout_action


SPEC = register_spec(XeriSpec())
