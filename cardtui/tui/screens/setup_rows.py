"""The setup form's rows: a label, the field, a short note; built from a game's form words.

Every row is one line high so a whole table fits an 80x24 window with little scrolling; the
focused field's full help is shown under the form (``SetupScreen``), not beside each field.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal, get_args, get_origin

from textual.containers import Horizontal
from textual.widget import Widget
from textual.widgets import Input, Label

from ...core import Seat
from ...i18n import N_, _, number
from ..setup_fields import Field
from ..widgets.form_row import FormRow
from ..widgets.level_words import level_name
from ..widgets.on_off import OnOff
from ..widgets.select import Select

NAME_LENGTH = 20
LEVEL_WORDS = {
    "random": N_("any legal move"),
    "easy": N_("a beginner"),
    "normal": N_("a good player"),
    "hard": N_("strong, slower"),
}


def seat_label(seat: Seat) -> str:
    """``Ann``, or ``Bot 2 (normal bot)``."""
    if seat.is_human:
        return seat.name
    # Translators: a bot seat: its name, then its level (easy, normal, hard...).
    return _("{name} ({level} bot)").format(name=seat.name, level=level_name(seat.level))


def humanize(name: str) -> str:
    """A label for an option the form has no words for yet (a new option of the game)."""
    return name.replace("_", " ").capitalize()


def seat_choices(levels: Sequence[str]) -> list[tuple[str, str]]:
    kinds = [(_("Human"), "human")]
    kinds += [(_("Bot: {level}").format(level=level_name(lvl)), f"bot:{lvl}") for lvl in levels]
    return kinds


def seat_note(kind: object, team: str) -> str:
    """Beside a seat: its team (``team A``); at a table without teams, how long its bot thinks
    if it searches (``3 s a move``). The row has room for one of them."""
    from ...bots.expert import thinking_words

    if team:
        return team
    level = kind[4:] if isinstance(kind, str) and kind.startswith("bot:") else None
    return (thinking_words(level) if level else None) or ""


def seat_row(seat: int, given: Seat, levels: Sequence[str]) -> Horizontal:
    """``Seat 2  [Bot: normal ▼] [Bot 2      ]  team B``."""
    kinds = seat_choices(levels)
    value = "human" if given.is_human else f"bot:{given.level}"
    if value not in {v for _, v in kinds}:
        value = f"bot:{levels[-1]}"
    return FormRow(
        Label(
            _("Seat {n}").format(n=number(seat + 1)), classes="form-label", id=f"label-seat-{seat}"
        ),
        Select(
            kinds,
            value=value,
            allow_blank=False,
            compact=True,
            id=f"seat-kind-{seat}",
            classes="seat-kind",
        ),
        Input(
            given.name,
            placeholder=_("name"),
            compact=True,
            max_length=NAME_LENGTH,
            id=f"seat-name-{seat}",
            classes="seat-name",
        ),
        Label("", id=f"seat-team-{seat}", classes="seat-team", markup=False),
        classes="form-row seat-row",
        id=f"seat-{seat}",
    )


def choice_list(
    offered: Sequence[tuple[Any, str]], value: Any, default: Any
) -> list[tuple[str, Any]]:
    """The Select's options: the offered values, plus the current one if it is not among them
    (a table set up from the command line), so nothing is changed behind the player's back."""
    out = [(text, choice) for choice, text in offered]
    if value not in {c for c, _ in offered}:
        out.append((str(value), value))
    return out


def field_widget(
    name: str, kind: Any, field: Field | None, value: Any, default: Any, players: int
) -> Widget:
    """The input for one option: on/off, a list of choices, or typed text."""
    wid = f"opt-{name}"
    if kind is bool:
        return OnOff(bool(value), id=wid, classes="option")
    offered: Sequence[tuple[Any, str]] = field.offered(players) if field else ()
    if not offered and get_origin(kind) is Literal:
        offered = [(c, str(c)) for c in get_args(kind)]
    if offered:
        return Select(
            choice_list(offered, value, default),
            value=value,
            allow_blank=False,
            compact=True,
            id=wid,
            classes="option",
        )
    input_type: Literal["integer", "number", "text"] = (
        "integer" if kind is int else ("number" if kind is float else "text")
    )
    return Input(str(value), type=input_type, compact=True, id=wid, classes="option")


def option_row(widget: Widget, name: str, label: str, note: str) -> Horizontal:
    """``Cards per hand  [6 cards ▼]  Cards dealt to each player...`` (the note only when
    the window is wide enough)."""
    return FormRow(
        Label(label, classes="form-label", id=f"label-{name}", markup=False),
        widget,
        Label(note, classes="form-note", markup=False),
        classes="form-row option-row",
        id=f"row-{name}",
    )
