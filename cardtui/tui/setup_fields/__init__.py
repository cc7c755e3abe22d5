"""What the setup form says about each game's options, in a player's words.

The rules core names options for code (``xeri_on_final_card``) and the rules pages cite rule
ids; neither belongs on the form. Each game's room lists, for every option of its ``Options``
(``cardtui/tui/tables/<game>/setup_fields.py``): the label, one sentence of help, the values the
form offers (only those the table can show and the rules make sense of) and the words the
summary line uses when a value is not the standard one. Options a player never needs to set
(safety limits) are kept as they are, unseen.
No Textual here: the form screen builds its widgets from these.

Translation (issue 28): the rooms write every label, help sentence, section, choice and phrase
with ``N_``; the accessors here (``label_text``, ``help_text``, ``section_text``, ``offered``,
``words``, :func:`variants`, :func:`shown`) give them in the player's language when shown.
:func:`counts` keeps the number: its words are a plural message of the language.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from ...i18n import N_, _, ngettext, number

Values = Mapping[str, Any]

# The units :func:`counts` can count, each a plural message (the number in both forms).
UNITS: dict[str, Callable[[int], str]] = {
    "game": lambda n: ngettext("{n} game", "{n} games", n),
    "round": lambda n: ngettext("{n} round", "{n} rounds", n),
    "deck": lambda n: ngettext("{n} deck", "{n} decks", n),
    "point": lambda n: ngettext("{n} point", "{n} points", n),
    "card": lambda n: ngettext("{n} card", "{n} cards", n),
}


class Counted(str):
    """A count's English words ("3 games") that know their number and unit, so that
    :func:`shown` says them as the language counts."""

    n: int
    unit: str


def shown(text: str) -> str:
    """A form word (marked with ``N_`` by the room, or made by :func:`counts`) in the
    player's language."""
    if isinstance(text, Counted) and text.unit in UNITS:
        return UNITS[text.unit](text.n).format(n=number(text.n))
    return _(text) if text else text


@dataclass(frozen=True)
class Field:
    """One option on the form."""

    name: str
    label: str
    help: str  # one sentence, shown under the form while the field has the focus
    section: str = N_("Rules")  # (compared as it is: shown with ``section_text``)
    # The values offered, with their words; empty: an on/off switch (bool) or typed text (str).
    choices: tuple[tuple[Any, str], ...] = ()
    # The summary's words for a value other than the standard one (absent: not summarised).
    phrase: Mapping[Any, str] = field(default_factory=dict)
    # Shown only when this holds for the form's values (hidden fields keep their value).
    shown: Callable[[Values], bool] | None = None
    # A label that depends on the other values (e.g. "Rounds to play" or "Round wins to win").
    label_for: Callable[[Values], str] | None = None
    # Choices that depend on the table size (e.g. how many decks can deal everyone).
    choices_for: Callable[[int], tuple[tuple[Any, str], ...]] | None = None

    def is_shown(self, values: Values) -> bool:
        return self.shown is None or bool(self.shown(values))

    def label_text(self, values: Values) -> str:
        return shown(self.label_for(values) if self.label_for else self.label)

    def help_text(self) -> str:
        return shown(self.help)

    def section_text(self) -> str:
        return shown(self.section)

    def offered(self, players: int) -> tuple[tuple[Any, str], ...]:
        choices = self.choices_for(players) if self.choices_for else self.choices
        return tuple((value, shown(text)) for value, text in choices)

    def words(self, value: Any) -> str:
        """A value in words (``6 cards``, ``on``)."""
        for choice, text in self.choices:
            if choice == value:
                return shown(text)
        if isinstance(value, bool):
            return _("on") if value else _("off")
        if isinstance(value, int):
            return number(value)
        return str(value)


@dataclass(frozen=True)
class GameForm:
    """The form's words for one game."""

    fields: tuple[Field, ...]
    # One line per preset of the game's spec, saying how it differs.
    preset_notes: Mapping[str, str]
    # Options never shown (kept at the value given, else the default), with why.
    hidden: Mapping[str, str] = field(default_factory=dict)
    sections: tuple[str, ...] = (N_("Match"), N_("Rules"), N_("House rules"))

    def field(self, name: str) -> Field:
        for f in self.fields:
            if f.name == name:
                return f
        raise KeyError(name)


def form_for(game: str) -> GameForm:
    """The form's words for ``game`` (its canonical name): its room's form
    (``cardtui/tui/tables/<game>/setup_fields.py``)."""
    from ..tables import room

    return room(game).form


def counts(values: Any, unit: str, plural: str | None = None) -> tuple[tuple[Any, str], ...]:
    """Choices ``(n, "n unit(s)")`` for each of ``values``."""
    many = plural or unit + "s"
    return tuple((n, _counted(n, unit, f"{n} {unit if n == 1 else many}")) for n in values)


def _counted(n: int, unit: str, english: str) -> Counted:
    said = Counted(english)
    said.n, said.unit = n, unit
    return said


def variants(form: GameForm, values: Values, defaults: Values) -> list[str]:
    """The summary's words for every shown option that is not at its standard value."""
    out = []
    for f in form.fields:
        value = values.get(f.name, defaults.get(f.name))
        if value == defaults.get(f.name) or not f.is_shown(values):
            continue
        words = f.phrase.get(value)
        if words:
            out.append(shown(words))
    return out
