"""The Zirkhaki game spec: building games, the notation, matches, bots and search hooks.

Only what the menu needs loads with it: the turn machine, the bots and the search hooks load on
first use, so the app opens without loading every game.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from ...core.errors import IllegalAction
from ...core.match import MatchRule, RoundsWonMatch
from ...core.protocol import GameSpec, State, View, describe, normalize_code, register_spec
from ...core.rng import derive_seed, new_seed, shuffle
from ...i18n import N_, _
from .cards import DECK, START_BURNT, START_DRAW, card  # the package loads them anyway
from .options import PRESETS, Options, check_options
from .rings import RINGS, check_offers, ring_index

if TYPE_CHECKING:
    from .actions import ZAction
    from .cards import ZCard
    from .state import ZirkhakiState

_DEFAULT = Options()
_SYNONYMS = {"collect": "bank", "take": "bank", "stop": "bank", "d": "draw", "b": "bank"}


@functools.cache
def _state_class() -> type[ZirkhakiState]:
    """The turn machine, imported on the first deal (the menu loads only the spec) and kept:
    an import statement inside ``new_state`` costs microseconds on every game."""
    from .state import ZirkhakiState

    return ZirkhakiState


class ZirkhakiSpec(GameSpec):
    name = "zirkhaki"
    title = N_("Zirkhaki")
    pitch = N_("Push your luck for buried treasure, but two of a suit and you bust.")
    min_players = 2
    max_players = 4
    Options = Options
    presets = PRESETS
    hidden_information = True
    own_view_keys = frozenset({"hand", "peek", "ring_offer"})  # what the viewer alone was shown
    rules_version = 1

    def options(self, options: Any = None, **overrides: Any) -> Options:
        if not overrides:  # fast paths: search and the arena build many games
            if options is None:
                return _DEFAULT
            if isinstance(options, Options):
                return check_options(options)
        return check_options(super().options(options, **overrides))

    # -- building games ----------------------------------------------------------------
    def new_state(
        self,
        players: int,
        options: Any = None,
        *,
        seed: int | None = None,
        deck: Iterable[Any] | None = None,
        dealer: int = 0,
        ring_offers: Sequence[Sequence[str]] | None = None,
    ) -> ZirkhakiState:
        """A fresh game. ``deck`` stacks the draw pile, top first: exactly the 50 cards that
        do not start in the burnt pile. ``ring_offers`` stacks the ring deal (two ring codes
        per seat) in the advanced mode; otherwise the rings are dealt from ``seed``."""
        self.check_players(players)
        self.check_dealer(players, dealer)
        opts = self.options(options)
        seed = new_seed() if seed is None else seed
        rng = random.Random(seed)
        if deck is None:
            draw = list(START_DRAW)
            shuffle(rng, draw)
        else:
            draw = self.check_deck(deck)
        burnt = list(START_BURNT)  # its order never matters: every take from it is random
        offers = None
        if ring_offers is not None and not opts.rings:
            raise ValueError("Rings are dealt only in the advanced mode: set rings=true.")
        if opts.rings:
            if ring_offers is not None:
                offers = check_offers(ring_offers, players)
            else:
                order = list(range(len(RINGS)))
                shuffle(random.Random(derive_seed(seed, "rings")), order)
                offers = tuple((order[2 * q], order[2 * q + 1]) for q in range(players))
        return _state_class()(
            players,
            opts,
            draw,
            burnt,
            dealer=dealer,
            seed=seed,
            chance=derive_seed(seed, "chance"),
            offers=offers,
        )

    def check_deck(self, deck: Iterable[Any]) -> list[ZCard]:
        """The stacked draw pile as cards, or a ``ValueError`` that says what is wrong."""
        cards = [card(x) for x in deck]
        seen: set[ZCard] = set()
        for c in cards:
            if c in seen:
                raise ValueError(f"{c.code} appears twice in the stacked deck.")
            if c.value == 2 or c.code == "coin4":
                raise ValueError(
                    f"{c.code} always starts in the burnt pile, so it cannot be in "
                    "the stacked deck."
                )
            seen.add(c)
        if len(cards) != len(START_DRAW):
            missing = [c.code for c in START_DRAW if c not in seen]
            raise ValueError(
                f"A stacked Zirkhaki deck is the whole 50-card draw pile, not "
                f"{len(cards)} cards (missing: {', '.join(missing[:6])}"
                f"{' ...' if len(missing) > 6 else ''})."
            )
        return cards

    def from_position(
        self,
        players: int,
        draw: Iterable[Any],
        *,
        banks: Sequence[Iterable[Any]] = (),
        burnt: Iterable[Any] | None = None,
        active: int = 0,
        rings: Sequence[str | None] | None = None,
        options: Any = None,
        seed: int = 0,
    ) -> ZirkhakiState:
        """A game at the start of ``active``'s turn (tutorials and tests).

        ``draw`` is the whole draw pile, top first; ``banks`` the cards of each seat;
        ``burnt`` the burnt pile, by default every card placed nowhere else. All 60 cards
        must be somewhere, once. ``rings`` gives each seat's (revealed) ring and switches
        the advanced mode on."""
        from .state import ZirkhakiState

        self.check_players(players)
        if not isinstance(active, int) or not 0 <= active < players:
            raise ValueError(f"The player to act must be a seat from 0 to {players - 1}.")
        overrides = {"rings": True} if rings is not None else {}
        opts = self.options(options, **overrides)
        pile = [card(x) for x in draw]
        if not pile:
            raise ValueError("The draw pile of a position needs at least one card.")
        held = [[card(x) for x in b] for b in banks]
        if len(held) > players:
            raise ValueError(f"There are {len(held)} banks for {players} players.")
        placed = pile + [c for b in held for c in b]
        if burnt is None:
            taken = set(placed)
            pit = [c for c in DECK if c not in taken]
        else:
            pit = [card(x) for x in burnt]
        everything = placed + pit
        dupes = sorted({c.code for c in everything if everything.count(c) > 1})
        if dupes:
            raise ValueError(f"Each card exists once, but {', '.join(dupes)} is used twice.")
        if len(everything) != len(DECK):
            missing = sorted(c.code for c in set(DECK) - set(everything))
            raise ValueError(f"All 60 cards must be placed; missing: {', '.join(missing)}.")
        state = ZirkhakiState(
            players,
            opts,
            pile,
            pit,
            dealer=(active - 1) % players,
            seed=seed,
            chance=derive_seed(seed, "chance"),
        )
        for seat, cards in enumerate(held):
            for c in cards:
                state.bank[seat * 10 + c.suit] |= 1 << c.value
        if rings is not None:
            if len(rings) != players:
                raise ValueError(f"Give one ring (or None) for each of the {players} players.")
            state.ring = [ring_index(r) if r else -1 for r in rings]
        return state

    # -- notation ----------------------------------------------------------------------
    def parse_card(self, text: str) -> ZCard:
        return card(text)

    def parse_action(self, state: State, text: str) -> ZAction:
        """``draw``, ``bank`` (or ``collect``), ``choose <card>``, ``ring <name>``."""
        from .actions import BANK, BY_CODE, CHOOSE, DRAW, RING

        if not isinstance(text, str) or not text.strip():
            raise IllegalAction(
                _("Type a move: draw, bank, choose <card> (e.g. 'choose coin9') or ring <name>.")
            )
        legal = state.legal_actions()
        if state.is_over:
            raise IllegalAction(_("The game is over: no more moves can be made."))
        words = normalize_code(text).split(" ", 1)
        verb = _SYNONYMS.get(words[0], words[0])
        rest = words[1] if len(words) > 1 else ""
        if verb in ("draw", "bank") and not rest:
            action = DRAW if verb == "draw" else BANK
        elif verb == "choose" and rest:
            try:
                action = CHOOSE[card(rest).index]
            except ValueError as exc:
                raise IllegalAction(str(exc)) from None
        elif verb == "ring" and rest:
            try:
                action = RING[ring_index(rest)]
            except ValueError as exc:
                raise IllegalAction(str(exc)) from None
        else:
            action = BY_CODE.get(normalize_code(text))
            if action is None:
                raise IllegalAction(
                    _(
                        "'{text}' is not a move. Moves are draw, bank, "
                        "choose <card> and ring <name>."
                    ).format(text=text.strip())
                )
        if action in legal:
            return action
        raise IllegalAction(
            # Translators: {move} is a move's code (draw, bank); {reason} a sentence of why_not.
            _("You cannot {move} now: {reason} Allowed: {moves}.").format(
                move=action.code, reason=self.why_not(state, action), moves=describe(legal)
            )
        )

    def why_not(self, state: ZirkhakiState, action: ZAction) -> str:
        from .actions import BANK, CHOOSE_KIND

        if state.in_ring_phase:
            return _("first choose one of your two rings.")
        if state.pend:
            if action.kind == CHOOSE_KIND:
                return _("{card} is not one of this power's choices.").format(card=action.card)
            return _("first finish the card's power by choosing one of its cards.")
        if action is BANK:
            if state.snake:
                return _("the snake makes you put more cards into the zone first.")
            return _("a turn starts with a draw.")
        if action.kind == CHOOSE_KIND:
            return _("there is no choice to make.")
        return _("that is not a move of this phase.")

    # -- matches and search --------------------------------------------------------------
    def match_rule(self, players: int, options: Any = None) -> MatchRule:
        opts = self.options(options)
        return RoundsWonMatch(
            players, rounds=opts.games, sides=self.sides(players, opts), word="game"
        )

    def determinize(self, view: View, rng: random.Random) -> ZirkhakiState:
        from .determinize import determinize

        return determinize(view, rng)

    def open_hands(self, state: ZirkhakiState, rng: random.Random) -> ZirkhakiState:
        from .determinize import open_hands

        return open_hands(state, rng)

    @property
    def bots(self) -> dict[str, type]:  # type: ignore[override]
        from .bots import EasyBot, NormalBot

        return {"easy": EasyBot, "normal": NormalBot}

    @property
    def rollout_action(self):
        """``rollout_action(state, rng)``: the normal bot's policy on a state, from the
        mover's knowledge only (the function itself, so a rollout calls it directly)."""
        from .bots import rollout_action

        return rollout_action


SPEC = register_spec(ZirkhakiSpec())
