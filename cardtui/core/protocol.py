"""The game protocol every game implements (see shared design.md, "The game protocol").

A game package exposes one :class:`GameSpec` instance. A :class:`State` is one round of that
game. Actions and events are small frozen dataclasses; views are what one seat may know.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, fields
from typing import Any, ClassVar

from ..i18n import _, comma, current_language, number
from .errors import IllegalAction
from .match_rules import MatchRule, RoundsWonMatch
from .options import build_options


@dataclass(frozen=True, slots=True)
class Action:
    """A player's choice. ``code`` is its stable text (``play TD``, ``take``, ``choose map5``).

    Games subclass this with the fields their rules need and build every action object once
    (an interned table), so ``legal_actions()`` allocates nothing and equality is identity.
    """

    code: str

    def __str__(self) -> str:
        return self.code


@dataclass(init=False)
class Event:
    """Something that happened, for the log, the screens and animation.

    ``kind`` is a short snake_case word (``capture``, ``xeri``, ``bust``, ``burn``).
    ``text`` is the sentence for the log. ``seat`` is the seat that acted, if any. ``cards``
    are the text codes involved. ``visible_to`` is None for a public event; otherwise the
    seats that may see it (an astrolabe peek, the card a player draws into a hidden hand).
    ``data`` carries game-specific details as plain JSON-like data; an event that takes or
    burns another seat's card names that seat as ``target`` or ``from_seat`` (its recap puts
    the event first: ``core.recap``).

    An engine may give ``text`` as a recipe, a tuple ``(function, *arguments)`` of values fixed
    at the time of the event: the sentence is built the first time ``text`` is read (and kept),
    and is the same sentence; a search that never reads the log never pays for it. Everything
    that reads ``text`` (``to_dict``, equality, ``repr``, ``dataclasses.replace``, pickling)
    sees the sentence. Events are read-only by convention: engines build them on every move,
    and a frozen dataclass costs twice as much to build (so does a field with a setter).
    """

    __slots__ = ("_said", "_text", "cards", "data", "kind", "seat", "visible_to")

    kind: str
    text: str
    seat: int | None
    cards: tuple[str, ...]
    visible_to: tuple[int, ...] | None
    data: Mapping[str, Any] | None

    def __init__(
        self,
        kind: str,
        text: str | tuple,
        seat: int | None = None,
        cards: tuple[str, ...] = (),
        visible_to: tuple[int, ...] | None = None,
        data: Mapping[str, Any] | None = None,
    ) -> None:
        self.kind = kind
        self._text = text
        self._said = None  # (language, sentence) once a recipe's sentence has been built
        self.seat = seat
        self.cards = cards
        self.visible_to = visible_to
        self.data = data

    def __reduce__(self):
        return (Event, (self.kind, self.text, self.seat, self.cards, self.visible_to, self.data))

    def visible(self, seat: int | None) -> bool:
        """May ``seat`` see this event? ``None`` means an onlooker who is no player."""
        return self.visible_to is None or (seat is not None and seat in self.visible_to)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, "text": self.text}
        if self.seat is not None:
            out["seat"] = self.seat
        if self.cards:
            out["cards"] = list(self.cards)
        if self.visible_to is not None:
            out["visible_to"] = list(self.visible_to)
        if self.data:
            out["data"] = jsonable(self.data)
        return out


def _sentence(event: Event) -> str:
    text = event._text
    if text.__class__ is tuple:
        # Built in the language of the moment and kept for it: after a language change the
        # log reads in the new language (the recipe is kept; the arguments are plain values).
        said = event._said
        code = current_language()
        if said is None or said[0] != code:
            said = event._said = (code, text[0](*text[1:]))
        return said[1]
    return text


# Set after the dataclass is made, so that ``text`` stays a field without a default.
Event.text = property(_sentence, doc="The sentence for the log (built once, when first read).")  # type: ignore[assignment]


def jsonable(value: Any) -> Any:
    """Turn views and events into plain JSON data: anything with a ``code`` becomes its code."""
    if value is None or isinstance(value, bool | int | float | str):
        return value
    code = getattr(value, "code", None)
    if isinstance(code, str):
        return code
    if isinstance(value, Mapping):
        return {str(k): jsonable(v) for k, v in value.items()}
    if isinstance(value, list | tuple | set | frozenset):
        items = sorted(value, key=repr) if isinstance(value, set | frozenset) else value
        return [jsonable(v) for v in items]
    to_dict = getattr(value, "to_dict", None)
    if callable(to_dict):
        return to_dict()
    raise TypeError(f"cannot turn {type(value).__name__} into JSON data")


class View:
    """Everything one seat may know, and nothing more.

    A view holds the game's own objects (cards as card objects) under named keys, reachable
    as attributes (``view.hand``) or items (``view["hand"]``); :meth:`to_dict` gives plain
    JSON data with cards as their text codes. ``player`` is the seat it belongs to.
    """

    __slots__ = ("_data", "game", "player")

    def __init__(self, game: str, player: int, data: dict[str, Any]) -> None:
        self.game = game
        self.player = player
        self._data = data

    def __getattr__(self, key: str) -> Any:
        # Only names that are not slots come here; a private or special name is never a key
        # (copy and pickle ask for __setstate__ before _data exists).
        if key.startswith("_"):
            raise AttributeError(key)
        try:
            return self._data[key]
        except KeyError:
            raise AttributeError(f"{self.game} view has no {key!r}") from None

    def __reduce__(self):
        # Sent to search workers in other processes; cards unpickle to the interned objects.
        return (View, (self.game, self.player, self._data))

    def __getitem__(self, key: str) -> Any:
        return self._data[key]

    def __contains__(self, key: str) -> bool:
        return key in self._data

    def get(self, key: str, default: Any = None) -> Any:
        return self._data.get(key, default)

    def keys(self):
        return self._data.keys()

    def to_dict(self) -> dict[str, Any]:
        return {"game": self.game, "player": self.player, **jsonable(self._data)}

    def __repr__(self) -> str:
        return f"View({self.game!r}, player={self.player})"


# Each game's spec by its name, for its states (``State.spec``); see ``register_spec``.
_SPECS: dict[str, GameSpec] = {}


def register_spec(spec: GameSpec) -> GameSpec:
    """Make ``spec`` the ``spec`` of every state whose class says ``game = spec.name``.

    A game's spec sits on top of its folder and assembles the game from its parts, so no part
    (the state included) imports it back (design.md). The spec registers itself as its
    package loads, and Python loads a package before any module inside it."""
    _SPECS[spec.name] = spec
    return spec


class _SpecOfTheGame:
    """``State.spec``: the registered spec of the state's ``game``, looked up on first read and
    then kept on the class, so later reads (and every clone's) are a plain class attribute."""

    def __get__(self, state: object, owner: type[State]) -> GameSpec:
        spec = _SPECS.get(owner.game)
        if spec is None:
            raise AttributeError(
                f"{owner.__name__} has no spec: no game called {owner.game!r} is registered."
            )
        owner.spec = spec  # type: ignore[misc]
        return spec


class State:
    """One round of one game. Subclasses implement the rules.

    Contract (design.md): ``current_player`` is None once the round is over;
    ``legal_actions()`` is never empty while it is not; ``apply`` raises :class:`IllegalAction`
    with a sentence and leaves the state unchanged; anything per seat is a list indexed by seat;
    ``winners()`` is empty until the round is over; ``clone()`` is hand written.
    """

    # The name of the game (its spec's ``name``): ``spec`` is that game's registered spec. A
    # class may set ``spec`` itself instead (a toy game in the tests does).
    game: ClassVar[str] = ""
    spec: ClassVar[GameSpec] = _SpecOfTheGame()  # type: ignore[assignment]
    players: int
    dealer: int

    @property
    def current_player(self) -> int | None:
        raise NotImplementedError

    @property
    def is_over(self) -> bool:
        return self.current_player is None

    def legal_actions(self) -> list[Action]:
        raise NotImplementedError

    def apply(self, action: Action | str) -> list[Event]:
        raise NotImplementedError

    def scores(self) -> list[int]:
        raise NotImplementedError

    def winners(self) -> list[int]:
        raise NotImplementedError

    def clone(self) -> State:
        raise NotImplementedError

    def view(self, player: int) -> View:
        raise NotImplementedError

    def returns(self) -> list[float]:
        """Utility per seat in [0, 1] for search: 1 for a winner, 0 otherwise, shared on ties."""
        won = self.winners()
        if not won:
            return [0.0] * self.players
        share = 1.0 / len(won) if len(won) == self.players else 1.0
        return [share if p in won else 0.0 for p in range(self.players)]

    def check_action(self, action: Action | str) -> Action:
        """The engine's own legal action meant by ``action`` (one of ``legal_actions()``, or
        its text code), or :class:`IllegalAction` with a sentence.

        Anything else is refused, the state untouched: None, numbers, another game's actions,
        and hand-built actions whose fields do not match a legal one (a code that names other
        cards than the object plays). ``apply`` plays what this returns, never the object it
        was given, so a log of codes records exactly what was played.
        """
        if isinstance(action, str):
            return self.spec.parse_action(self, action)
        legal = self.legal_actions()
        for a in legal:  # the usual case: one of the objects legal_actions() handed out
            if a is action:
                return a
        if isinstance(action, Action):
            for a in legal:
                if same_action(a, action):
                    return a
        raise IllegalAction(self.refusal(action, legal))

    def refusal(self, action: object, legal: Sequence[Action]) -> str:
        """Why ``action`` (not one of ``legal``) cannot be played, as a sentence."""
        if self.is_over:
            return _("The round is over: no more moves can be made.")
        code = getattr(action, "code", None)
        game = _(self.spec.title) if self.spec.title else _("this game")
        if isinstance(action, Action) and isinstance(code, str) and code.strip():
            try:  # a move in this game's notation: the game's own reason, when it has one
                self.spec.parse_action(self, code)
            except IllegalAction as exc:
                return str(exc)
            # Translators: {game} is a game's name, or "this game".
            return _(
                "'{code}' does not describe that move of {game}: "
                "choose one of the listed moves ({moves})."
            ).format(code=code, game=game, moves=describe(legal))
        return _("That is not a move of {game}. Allowed: {moves}.").format(
            game=game, moves=describe(legal)
        )


def same_action(a: Action, b: object) -> bool:
    """Are ``a`` and ``b`` the same move: the same class and equal in every field (the code
    included)? Games that compare actions by identity still accept a faithful copy."""
    if a is b:
        return True
    if type(a) is not type(b):
        return False
    return all(getattr(a, f.name) == getattr(b, f.name) for f in fields(a))


def describe(actions: Sequence[Action], limit: int = 12) -> str:
    codes = [a.code for a in actions[:limit]]
    more = len(actions) - limit
    if more > 0:
        # Translators: {moves} lists move codes; {n} more are not listed.
        return _("{moves} and {n} more").format(moves=comma().join(codes), n=number(more))
    return comma().join(codes)


def normalize_code(text: str) -> str:
    return " ".join(text.strip().split()).lower()


@dataclass(frozen=True)
class NoOptions:
    """The options of a game that has none."""


class GameSpec:
    """Everything the app, bots and tools need to know about one game.

    Subclasses set the class attributes and implement ``new_state`` and ``determinize``; the
    defaults of ``parse_action``, ``validate_options`` and ``match_rule`` suit most games.
    """

    name: str = ""
    title: str = ""
    pitch: str = ""  # one line for the menu
    min_players: int = 2
    max_players: int = 2
    Options: type = NoOptions
    presets: Mapping[str, Mapping[str, Any]] = {}
    # level name -> bot class (each with choose(view, legal_actions, rng)); "random" and
    # "hard" are provided generically by cardtui.bots.
    bots: Mapping[str, type] = {}
    hidden_information: bool = True
    # View keys about the viewer itself (its hand, what it alone was shown): a public view
    # (core.public) empties them, whatever their values.
    own_view_keys: frozenset[str] = frozenset({"hand"})
    # A game whose next round depends on the last one (who starts, who swaps cards) sets this;
    # Match then passes ``previous=<the last RoundResult>`` to ``new_state``.
    uses_previous_round: bool = False
    rules_version: int = 1

    # -- building rounds ---------------------------------------------------------------
    def options(self, options: Any = None, **overrides: Any) -> Any:
        """Build a validated ``Options`` from None, an instance, a mapping or keywords."""
        return build_options(self.Options, options, overrides, game=self.title or self.name)

    def new_state(
        self,
        players: int,
        options: Any = None,
        *,
        seed: int | None = None,
        deck: Iterable[Any] | None = None,
        dealer: int = 0,
    ) -> State:
        raise NotImplementedError

    def check_players(self, players: int) -> None:
        if not isinstance(players, int) or not self.min_players <= players <= self.max_players:
            if self.min_players == self.max_players:
                text = _("{game} is played by {n} players, not {players}.")
            else:
                text = _("{game} is played by {min} to {max} players, not {players}.")
            raise ValueError(
                text.format(
                    game=_(self.title),
                    n=number(self.min_players),
                    min=number(self.min_players),
                    max=number(self.max_players),
                    players=players,
                )
            )

    def check_dealer(self, players: int, dealer: int) -> None:
        if not isinstance(dealer, int) or not 0 <= dealer < players:
            raise ValueError(f"The dealer must be a seat from 0 to {players - 1}, not {dealer}.")

    def sides(self, players: int, options: Any = None) -> list[list[int]]:
        """Seats that share a result (partnerships). Default: every seat plays for itself."""
        return [[p] for p in range(players)]

    def match_rule(self, players: int, options: Any = None) -> MatchRule:
        return RoundsWonMatch(players, rounds=1, sides=self.sides(players, options))

    # -- notation ----------------------------------------------------------------------
    def parse_card(self, text: str) -> Any:
        from .cards import card

        return card(text)

    def parse_action(self, state: State, text: str) -> Action:
        """Turn an action code back into the legal action; ``IllegalAction`` otherwise."""
        if not isinstance(text, str) or not text.strip():
            raise IllegalAction(_("Type a move, for example 'play 7H'."))
        wanted = normalize_code(text)
        legal = state.legal_actions()
        for action in legal:
            if action.code.lower() == wanted:
                return action
        if state.is_over:
            raise IllegalAction(_("The round is over: no more moves can be made."))
        raise IllegalAction(
            _("'{text}' is not allowed now. Allowed: {moves}.").format(
                text=text.strip(), moves=describe(legal)
            )
        )

    # -- search ------------------------------------------------------------------------
    def determinize(self, view: View, rng: random.Random) -> State:
        """A full state consistent with ``view``: hidden cards and the RNG's future resampled."""
        raise NotImplementedError

    def open_hands(self, state: State, rng: random.Random) -> State:
        """For the arena's open-hands bound only: a copy of ``state`` with what no seat knows
        (the order of cards still to come, cards nobody has seen) dealt again, and everything
        some seat knows kept. Optional: a game without it has no open-hands bound."""
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<GameSpec {self.name}>"
