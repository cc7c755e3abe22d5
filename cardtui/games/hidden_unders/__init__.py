"""Hidden Unders: shed your hand, then your face-up overs, then your blind unders (2-6 players).

The rules contract is shared/rules/hidden_unders.md (R1-R20, X1-X20, §3.1 variants). This
package is pure rules: ``SPEC`` is the game's spec; the state machine is in ``state.py``,
dealing in ``deal.py``, options and presets in ``options.py``, bots in ``bots.py``. Only the
spec loads with the package (the menu needs no more); the rest loads on first use.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ...core.cards import card
from ...core.errors import IllegalAction
from ...core.protocol import GameSpec, View, register_spec
from ...i18n import N_, _, number
from .match import LettersMatch, match_rule
from .options import PRESETS, Options

if TYPE_CHECKING:
    from .state import HUState


class HiddenUndersSpec(GameSpec):
    name = "hidden_unders"
    title = N_("Hidden Unders")
    pitch = N_("Shed your cards: 2s reset, 10s burn, and your unders are blind.")
    min_players = 2
    max_players = 6
    Options = Options
    presets = PRESETS
    hidden_information = True
    own_view_keys = frozenset({"hand", "followup_cards"})  # what the viewer alone was shown
    uses_previous_round = True  # previous_winner starts; winner_swap
    rules_version = 1

    def new_state(
        self,
        players: int,
        options: Any = None,
        *,
        seed: int | None = None,
        deck: Iterable[Any] | None = None,
        dealer: int = 0,
        previous: Any = None,
    ) -> HUState:
        """A fresh round. ``previous`` (the last round's RoundResult or its detail) feeds the
        ``previous_winner`` first player and the ``winner_swap`` variant."""
        from .deal import deal

        self.check_players(players)
        self.check_dealer(players, dealer)
        return deal(
            players,
            self.options_fast(options),
            seed=seed,
            deck=deck,
            dealer=dealer,
            previous=previous,
        )

    def options_fast(self, options: Any = None) -> Options:
        """``options()`` without re-validating a ready ``Options`` (search deals many rounds)."""
        if isinstance(options, Options):
            return options
        if options is None:
            return _DEFAULT
        return self.options(options)

    def position(self, players: int, options: Any = None, **layout: Any) -> HUState:
        """A mid-round position (tests, tutorials): see ``deal.position``."""
        from .deal import position

        self.check_players(players)
        return position(players, self.options(options), **layout)

    def match_rule(self, players: int, options: Any = None):
        return match_rule(players, self.options_fast(options))

    def parse_action(self, state: HUState, text: str):
        from .actions import (
            DONE_ACTION,
            FLIPS,
            MOVES_HELP,
            PASS_ACTION,
            READY_ACTION,
            SWAPS,
            TAKE_PILE,
            TAKE_WITH_OVER,
            exchange_action,
            overs_action,
            play_action,
        )

        if not isinstance(text, str) or not text.strip():
            raise IllegalAction(_("Type a move, for example 'play 7H' or 'take'."))
        if state.is_over:
            raise IllegalAction(_("The round is over: no more moves can be made."))
        verb, *args = text.strip().split()
        verb = verb.lower()
        if verb in ("play", "overs"):
            try:
                cards = [card(a) for a in args]
            except ValueError as exc:
                raise IllegalAction(str(exc)) from None
            if not cards:
                raise IllegalAction(
                    _("Name the cards, for example '{verb} 7H 7S'.").format(verb=verb)
                )
            if verb == "overs":
                if len(cards) != 4:
                    raise IllegalAction(
                        _("Choose exactly four overs, not {n}.").format(n=number(len(cards)))
                    )
                return state.check_action(overs_action(cards))
            if any(c.rank != cards[0].rank for c in cards):
                raise IllegalAction(_("All the cards of one play must have the same rank."))
            return state.check_action(play_action(cards))
        if verb == "flip":
            return state.check_action(FLIPS[_position(args, "flip")])
        if verb == "take":
            if not args:
                return state.check_action(TAKE_PILE)
            return state.check_action(TAKE_WITH_OVER[_position(args, "take")])
        if verb in ("done", "pass") and not args:
            return state.check_action(DONE_ACTION if verb == "done" else PASS_ACTION)
        if verb == "exchange":
            try:
                pair = [card(a) for a in args]
            except ValueError as exc:
                raise IllegalAction(str(exc)) from None
            if len(pair) != 2:
                raise IllegalAction(
                    _("Name a hand card and the over it replaces, for example 'exchange 4C KD'.")
                )
            return state.check_action(exchange_action(*pair))
        if verb == "ready" and not args:
            return state.check_action(READY_ACTION)
        if verb == "swap" and len(args) == 2:
            i = _position(args[:1], "swap")
            j = _position(args[1:], "swap")
            return state.check_action(SWAPS[i][j])
        raise IllegalAction(
            _("'{text}' is not a Hidden Unders move. {moves}").format(
                text=text.strip(), moves=_(MOVES_HELP)
            )
        )

    @property
    def bots(self) -> dict[str, type]:  # type: ignore[override]
        from .bots import EasyBot, NormalBot

        return {"easy": EasyBot, "normal": NormalBot}

    def determinize(self, view: View, rng: random.Random) -> HUState:
        from .determinize import determinize

        return determinize(view, rng)

    def open_hands(self, state: HUState, rng: random.Random) -> HUState:
        from .determinize import open_hands

        return open_hands(state, rng)

    @property
    def rollout_action(self):
        """``rollout_action(state, rng)``: the normal bot's policy on a state (the function
        itself, so a rollout calls it directly)."""
        from .bots import rollout_action

        return rollout_action

    def evaluate(self, state: HUState) -> list[float]:
        """Search: score a rollout cut off before the end (rank by distance to going out)."""
        from .describe import evaluate

        return evaluate(state)


def _position(args: list[str], verb: str) -> int:
    if len(args) != 1 or args[0] not in ("0", "1", "2", "3"):
        raise IllegalAction(
            _("'{verb}' takes a position from 0 to 3, for example '{verb} 2'.").format(verb=verb)
        )
    return int(args[0])


_DEFAULT = Options()
SPEC = register_spec(HiddenUndersSpec())

__all__ = ["SPEC", "HUState", "HiddenUndersSpec", "LettersMatch", "Options"]


def __getattr__(name: str):
    if name == "HUState":  # the state machine loads on first use
        from .state import HUState

        return HUState
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
