"""What the setup form says about each game's options, in a player's words.

The rules core names options for code (``xeri_on_final_card``) and the rules pages cite rule
ids; neither belongs on the form. Each game's room lists, for every option of its ``Options``
(``cardtui/tui/tables/<game>/setup_fields.py``): the label, one sentence of help, the values the
form offers (only those the table can show and the rules make sense of) and the words the
summary line uses when a value is not the standard one. Options a player never needs to set
(safety limits) are kept as they are, unseen.
No Textual here: the form screen builds its widgets from these.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

Values = Mapping[str, Any]


@dataclass(frozen=True)
class Field:
    """One option on the form."""

    name: str
    label: str
    help: str  # one sentence, shown under the form while the field has the focus
    section: str = "Rules"
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
        return self.label_for(values) if self.label_for else self.label

    def offered(self, players: int) -> tuple[tuple[Any, str], ...]:
        return self.choices_for(players) if self.choices_for else self.choices

    def words(self, value: Any) -> str:
        """A value in words (``6 cards``, ``on``)."""
        for choice, text in self.choices:
            if choice == value:
                return text
        if isinstance(value, bool):
            return "on" if value else "off"
        return str(value)


@dataclass(frozen=True)
class GameForm:
    """The form's words for one game."""

    fields: tuple[Field, ...]
    # One line per preset of the game's spec, saying how it differs.
    preset_notes: Mapping[str, str]
    # Options never shown (kept at the value given, else the default), with why.
    hidden: Mapping[str, str] = field(default_factory=dict)
    sections: tuple[str, ...] = ("Match", "Rules", "House rules")

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
    return tuple((n, f"{n} {unit if n == 1 else many}") for n in values)


def variants(form: GameForm, values: Values, defaults: Values) -> list[str]:
    """The summary's words for every shown option that is not at its standard value."""
    out = []
    for f in form.fields:
        value = values.get(f.name, defaults.get(f.name))
        if value == defaults.get(f.name) or not f.is_shown(values):
            continue
        words = f.phrase.get(value)
        if words:
            out.append(words)
    return out
