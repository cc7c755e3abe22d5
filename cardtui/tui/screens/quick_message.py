"""The quick-message picker of an online table: a phrase by its digit, "Write…" where the room
allows typed text, and muting (or unmuting) another player on this computer.

It dismisses with what was chosen: ``("phrase", "gg")``, ``("text", "…")``,
``("mute", name)``, ``("unmute", name)``, or None when cancelled. Names and typed text are
drawn as ``Text`` (never markup: a name like ``[b]Bob`` shows as it is).
"""

from __future__ import annotations

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Input, OptionList, Static
from textual.widgets.option_list import Option

from ...i18n import N_, _, number
from ...net.chat import MAX_TEXT, PHRASES, phrase_text
from .base import BaseModal

Choice = tuple[str, str]


class QuickMessageScreen(BaseModal):
    """Choose a quick message (or mute someone)."""

    DEFAULT_CSS = """
    QuickMessageScreen #quick-options { height: auto; max-height: 14; border: none; }
    QuickMessageScreen #quick-text { display: none; margin-top: 1; }
    QuickMessageScreen #quick-text.-writing { display: block; }
    """
    BINDINGS = [
        Binding("escape", "cancel", N_("Cancel")),
        *(Binding(str(n), f"pick({n - 1})", show=False) for n in range(1, 10)),
    ]

    def __init__(self, *, free_text: bool, others: list[tuple[str, bool]]) -> None:
        """``others``: the other players' names, each with whether it is muted here."""
        super().__init__()
        self.choices: list[Choice] = [("phrase", p) for p in PHRASES]
        if free_text:
            self.choices.append(("write", ""))
        self.choices += [("unmute" if muted else "mute", name) for name, muted in others]

    def label(self, index: int) -> Text:
        kind, value = self.choices[index]
        if kind == "phrase":
            words = phrase_text(value) or value
        elif kind == "write":
            words = _("Write…")
        elif kind == "mute":
            words = _("Mute {name}").format(name=value)
        else:
            words = _("Unmute {name}").format(name=value)
        key = number(index + 1) if index < 9 else " "
        return Text(f"{key}  {words}")

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(_("Quick message"), markup=False, classes="dialog-title")
            yield OptionList(
                *(Option(self.label(i), id=str(i)) for i in range(len(self.choices))),
                id="quick-options",
            )
            yield Input(
                placeholder=_("your message (Enter sends, Escape cancels)"),
                max_length=MAX_TEXT,
                compact=True,
                id="quick-text",
            )

    def on_mount(self) -> None:
        super().on_mount()
        self.query_one(OptionList).focus()

    @on(OptionList.OptionSelected)
    def _selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.action_pick(event.option_index)

    def action_pick(self, index: int) -> None:
        if self.writing or not 0 <= index < len(self.choices):
            return
        kind, value = self.choices[index]
        if kind == "write":
            field = self.query_one("#quick-text", Input)
            field.add_class("-writing")
            field.focus()
            return
        self.dismiss((kind, value))

    @property
    def writing(self) -> bool:
        return self.query_one("#quick-text", Input).has_class("-writing")

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return not (action == "pick" and self.writing)  # digits are typed into the message

    @on(Input.Submitted)
    def _send(self, event: Input.Submitted) -> None:
        event.stop()
        if event.value.strip():
            self.dismiss(("text", event.value))

    def action_cancel(self) -> None:
        self.dismiss(None)
