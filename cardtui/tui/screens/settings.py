"""Settings: card faces (suit glyphs or ASCII), bot speed, the coach, Xeri tallies,
undo between humans, covers between humans when nothing is private, asking before quitting,
the finished matches kept and the theme.

Every change is saved at once beside the saves (the settings store) and used from then on; the
pile display for memory play lasts for this session only.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.widgets import Footer, Label, Static

from ...i18n import N_, _, ngettext, number, pgettext
from ...store import history
from ...store.paths import data_dir
from ..settings import BOT_SPEEDS, UiSettings
from ..widgets.card import CardWidget
from ..widgets.form_row import FormRow
from ..widgets.on_off import OnOff
from ..widgets.select import Select
from .base import BaseScreen
from .dialogs import ConfirmScreen
from .form_focus import FormFocusMixin
from .settings_language import language_changed, language_rows

SPEED_LABELS = {
    "slow": N_("Slow (1.6 s a move)"),
    "normal": N_("Normal (0.8 s)"),
    "fast": N_("Fast (0.3 s)"),
    "instant": N_("Instant"),
}

# Finished matches kept to replay; a number set in the file by hand is offered too.
HISTORY_CHOICES = (10, 25, 50, 100, 250, 1000)

# Switch id -> (setting, label). Each is saved as soon as it changes.
SWITCHES = {
    "ascii": ("ascii_cards", N_("ASCII cards (10H instead of 10♥)")),
    "coach": ("coach", N_("Coach (all games)")),
    "tallies": ("show_tallies", N_("Live point tallies (Xeri)")),
    "undo-humans": ("undo_between_humans", N_("Undo between human players")),
    "covers": ("cover_every_pass", N_("Covers when nothing is private (hot-seat)")),
    "confirm-quit": ("confirm_quit", N_("Ask before quitting a game")),
}


class SettingsScreen(FormFocusMixin, BaseScreen):
    """Edit the app's :class:`UiSettings`; each change is written to disk at once."""

    DEFAULT_CSS = """
    SettingsScreen #settings { height: 1fr; padding: 0 1; }
    """
    BINDINGS = [Binding("escape", "close", N_("Back"))]
    HEARD_WHILE_CLOSING = (OnOff.Changed, Select.Changed)  # each saves its setting at once

    def __init__(self, settings: UiSettings) -> None:
        super().__init__()
        self.settings = settings

    def compose(self) -> ComposeResult:
        from ...core.cards import card

        yield Static(" " + _("Settings"), classes="screen-title", markup=False)
        with VerticalScroll(id="settings"):
            yield Static(_("Cards"), classes="form-section", markup=False)
            yield self._switch("ascii")
            with FormRow(classes="form-row", id="sample-row"):
                yield Label(_("Looks like"), classes="form-label")
                for code in ("TH", "QS"):
                    sample = CardWidget(card(code), classes="sample")
                    sample.ascii = self.settings.ascii_cards
                    yield sample
            with FormRow(classes="form-row"):
                yield Label(_("Pile: top card only (this session)"), classes="form-label")
                yield self._checkbox("top-only", self.settings.pile_top_only)
            yield Static(pgettext("settings section", "Play"), classes="form-section", markup=False)
            with FormRow(classes="form-row"):
                yield Label(_("Bot speed"), classes="form-label")
                yield Select(
                    [(_(SPEED_LABELS[n]), n) for n in BOT_SPEEDS],
                    value=self.settings.speed_name,
                    allow_blank=False,
                    compact=True,
                    id="speed",
                )
            for switch in ("coach", "tallies", "undo-humans", "covers", "confirm-quit"):
                yield self._switch(switch)
            with FormRow(classes="form-row"):
                yield Label(_("Finished matches kept in Saves"), classes="form-label")
                kept = self.settings.history_kept
                yield Select(
                    [
                        (_("The last {n}").format(n=number(n)), n)
                        for n in sorted({*HISTORY_CHOICES, kept})
                    ],
                    value=kept,
                    allow_blank=False,
                    compact=True,
                    id="history-kept",
                )
            yield Static(_("Looks"), classes="form-section", markup=False)
            with FormRow(classes="form-row"):
                yield Label(_("Theme"), classes="form-label")
                themes = sorted(self.app.available_themes)
                current = self.app.theme if self.app.theme in themes else themes[0]
                yield Select(
                    [(name, name) for name in themes],
                    value=current,
                    allow_blank=False,
                    compact=True,
                    id="theme",
                )
            yield from language_rows(self.settings)  # Language, Digits, Right-to-left text
            yield Static(
                _("Changes are saved at once, in {folder}.").format(folder=data_dir()),
                classes="dialog-note",
                markup=False,
            )
        yield Footer()

    def _switch(self, switch: str) -> Horizontal:
        name, label = SWITCHES[switch]
        return FormRow(
            Label(_(label), classes="form-label"),
            self._checkbox(switch, bool(getattr(self.settings, name))),
            classes="form-row",
        )

    @staticmethod
    def _checkbox(switch: str, value: bool) -> OnOff:
        return OnOff(value, id=switch)  # [x] on / [ ] off: plain without colour

    def on_mount(self) -> None:
        self.query_one("#ascii").focus()
        # A theme picked from the command palette over this screen shows here at once.
        self.app.theme_changed_signal.subscribe(self, self._show_theme)

    def _show_theme(self, theme: object) -> None:
        name = getattr(theme, "name", None)
        select = self.query_one("#theme", Select)
        if name != select.value and name in {value for _, value in select._options}:
            with self.prevent(Select.Changed):
                select.value = name

    def on_on_off_changed(self, event: OnOff.Changed) -> None:
        switch = event.on_off.id or ""
        if switch == "top-only":
            self.settings.pile_top_only = event.value  # for this session only
            return
        if switch not in SWITCHES:
            return
        setattr(self.settings, SWITCHES[switch][0], event.value)
        self.app.save_settings()
        if switch == "ascii":
            for sample in self.query(".sample").results(CardWidget):
                sample.ascii = event.value

    def on_select_changed(self, event: Select.Changed) -> None:
        if language_changed(self, event):
            return
        if event.select.id == "history-kept" and isinstance(event.value, int):
            self._keep_history(event.select, event.value)
            return
        if not isinstance(event.value, str):
            return
        if event.select.id == "speed" and event.value != self.settings.speed_name:
            self.settings.bot_delay = BOT_SPEEDS[event.value]
            self.app.save_settings()
        elif event.select.id == "theme" and event.value != self.app.theme:
            self.app.theme = event.value  # the app remembers a new theme (and saves it)

    def _keep_history(self, select: Select, kept: int) -> None:
        """A new cap on the finished matches kept. One below the number held now deletes the
        oldest: asked first, and done at once when the player says yes (never later, unseen,
        when Saves opens); no puts the old cap back."""
        before = self.settings.history_kept
        if kept == before:
            return
        held = history.readable_count()
        if held <= kept:
            self._set_history_kept(kept)
            return

        def answered(yes: bool | None) -> None:
            if yes:
                self._set_history_kept(kept)
                history.prune(kept)
            elif select.is_attached:
                with self.prevent(Select.Changed):
                    select.value = before

        going = held - kept
        # Translators: {going} is how many are deleted, of {held} kept now. (English says "are"
        # in both forms: its one-match case has always read that way.)
        question = ngettext(
            "Keep only the last {kept} finished matches? The {going} oldest of the {held} in "
            "Saves are deleted now and can no longer be replayed (your statistics stay).",
            "Keep only the last {kept} finished matches? The {going} oldest of the {held} in "
            "Saves are deleted now and can no longer be replayed (your statistics stay).",
            going,
        ).format(kept=number(kept), going=number(going), held=number(held))
        self.app.push_screen(
            ConfirmScreen(question, yes=_("Delete them"), no=_("Keep them")), answered
        )

    def _set_history_kept(self, kept: int) -> None:
        self.settings.history_kept = kept
        self.app.save_settings()

    def action_close(self) -> None:
        self.dismiss()
