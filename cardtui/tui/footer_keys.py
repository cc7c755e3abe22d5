"""Footer keys that speak the player's language, and are styled once when they appear.

**Key labels are translated here, when shown** (issue 28). Whoever writes a Textual
``Binding`` marks its description with ``N_`` where it is defined, and nothing else::

    from ..i18n import N_
    BINDINGS = [Binding("d", "draw", N_("Draw"))]

Every footer key is built by :class:`FooterKey` below, which shows ``_(description)`` (and
translates the tooltip the same way). A binding's description is never translated where it
is defined (that would fix the language at import time), and never translated twice. The app
refreshes the bindings when the language changes, so the footer is rebuilt in the new one.
Textual's own command palette key ("palette") is marked in ``palette.py``. The palette's
"Keys" panel (Textual's ``KeyPanel``) lists the same descriptions: :func:`translated_key_panel`
has it say them translated too.

Styling: Textual's ``Footer`` builds its keys afresh whenever the keys that apply change
(every turn at a table, every dialog), and each ``FooterKey`` starts ``compact`` and is then
bound to the footer's ``compact`` (off): the class goes on and comes off again, and each change
restyles the key. Measured in the app's tests, that was about a sixth of all the work of a
round played at a table. Here a key starts as the footer it is bound to will have it (not
compact), so nothing changes and nothing is restyled; the command palette's key, which Textual
leaves unbound, stays compact as before. The keys look and behave exactly as Textual's.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.reactive import reactive
from textual.widget import Widget
from textual.widgets import _footer, _key_panel

from ..i18n import N_, _

_TextualFooterKey = _footer.FooterKey

# Textual's own widgets' key descriptions (Textual 8.2: App, Screen, Input, OptionList,
# DataTable, Select, Tabs, scrolling containers, the command palette): the "Keys" panel lists
# them beside ours. Marked here so that the catalog has them; shown through ``shown``.
TEXTUAL_KEYS = (
    N_("Bottom"),
    N_("Copy selected text"),
    N_("Cursor down"),
    N_("Cursor left"),
    N_("Cursor right"),
    N_("Cursor up"),
    N_("Cut selected text"),
    N_("Delete all to the left"),
    N_("Delete all to the right"),
    N_("Delete character left"),
    N_("Delete character right"),
    N_("Delete left to start of word"),
    N_("Delete right to start of word"),
    N_("Dismiss menu"),
    N_("Down"),
    N_("End"),
    N_("Exit the command palette"),
    N_("First"),
    N_("Focus Next"),
    N_("Focus Previous"),
    N_("Go to bottom"),
    N_("Go to end"),
    N_("Go to start"),
    N_("Go to top"),
    N_("Home"),
    N_("Last"),
    N_("Move cursor left"),
    N_("Move cursor left a word"),
    N_("Move cursor left a word and select"),
    N_("Move cursor left and select"),
    N_("Move cursor right a word"),
    N_("Move cursor right a word and select"),
    N_("Move cursor right and select"),
    N_("Move cursor right or accept the completion suggestion"),
    N_("Next command"),
    N_("Next option"),
    N_("Next page"),
    N_("Next tab"),
    N_("Page Down"),
    N_("Page Left"),
    N_("Page Right"),
    N_("Page Up"),
    N_("Page down"),
    N_("Page up"),
    N_("Paste text from the clipboard"),
    N_("Press button"),
    N_("Previous command"),
    N_("Previous option"),
    N_("Previous page"),
    N_("Previous tab"),
    N_("Quit"),
    N_("Scroll Down"),
    N_("Scroll End"),
    N_("Scroll Home"),
    N_("Scroll Left"),
    N_("Scroll Right"),
    N_("Scroll Up"),
    N_("Select"),
    N_("Select all"),
    N_("Select line end"),
    N_("Select line start"),
    N_("Show menu"),
    N_("Submit"),
    N_("Toggle"),
    N_("Top"),
    N_("Up"),
)


def shown(text: str) -> str:
    """A binding's description (or tooltip) as the footer shows it: in the current language."""
    return _(text) if text else text


class FooterKey(_TextualFooterKey):
    compact = reactive(False)

    def __init__(
        self,
        key: str,
        key_display: str,
        description: str,
        action: str,
        disabled: bool = False,
        tooltip: str = "",
        **kwargs: Any,
    ) -> None:
        super().__init__(
            key,
            key_display,
            shown(description),
            action,
            disabled=disabled,
            tooltip=shown(tooltip),
            **kwargs,
        )
        if self.has_class("-command-palette"):  # not bound to the footer: Textual's default
            self.set_reactive(FooterKey.compact, True)
            self.add_class("-compact", update=False)  # not mounted yet: nothing to restyle

    def on_resize(self) -> None:
        footer = self.parent
        if footer is not None:  # once the keys are laid out
            footer.call_after_refresh(hide_keys_past_the_edge, footer)


def hide_keys_past_the_edge(footer: Widget) -> None:
    """A key that does not fit whole is left out, not cut at the footer's edge (translations
    run longer than English). The keys come in the order the screen binds them, its own
    first, so what is left out is the end of the list."""
    if not footer.is_attached:
        return
    right = footer.content_region.right
    for key in footer.query(FooterKey):
        if key.display and key.region.width and key.region.right > right:
            key.display = False


def quiet_footer_keys() -> None:
    """Have every ``Footer`` build its keys as ``FooterKey`` above (it looks the class up in
    its module each time it builds them)."""
    if _footer.FooterKey is _TextualFooterKey:
        _footer.FooterKey = FooterKey  # type: ignore[misc]


def translated_key_panel() -> None:
    """Have Textual's keys panel (the palette's "Keys") show each binding's description and
    tooltip translated: its table is built by a private closure that reads them as defined,
    so the cells are swapped for the translated words after it is built."""
    table_class = _key_panel.BindingsTable
    if getattr(table_class.render_bindings_table, "_translated", False):
        return
    original = table_class.render_bindings_table

    def render_bindings_table(self: Any) -> Any:
        table = original(self)
        said: dict[str, tuple[str, str]] = {}
        for _namespace, binding, _enabled, _tooltip in self.screen.active_bindings.values():
            tip = binding.tooltip or ""
            english = binding.description + (" " if tip and binding.description else "") + tip
            said[english] = (shown(binding.description), shown(tip))
        if len(table.columns) < 2:
            return table
        cells = table.columns[1]._cells
        for row, cell in enumerate(cells):
            if isinstance(cell, Text) and cell.plain in said:
                description, tip = said[cell.plain]
                text = Text(description, end="", style=cell.style)
                if tip:
                    text.append(" " if description else "")
                    text.append(tip, "dim")
                cells[row] = text
        return table

    render_bindings_table._translated = True  # type: ignore[attr-defined]
    table_class.render_bindings_table = render_bindings_table  # type: ignore[method-assign]
