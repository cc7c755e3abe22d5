"""Footer keys that speak the player's language, and are styled once when they appear.

**Key labels are translated here, when shown** (issue 28). Whoever writes a Textual
``Binding`` marks its description with ``N_`` where it is defined, and nothing else::

    from ..i18n import N_
    BINDINGS = [Binding("d", "draw", N_("Draw"))]

Every footer key is built by :class:`FooterKey` below, which shows ``_(description)`` (and
translates the tooltip the same way). A binding's description is never translated where it
is defined (that would fix the language at import time), and never translated twice. The app
refreshes the bindings when the language changes, so the footer is rebuilt in the new one.
Textual's own command palette key ("palette") is marked in ``palette.py``.

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
from textual.widgets import _footer
from textual.widgets._key_panel import BindingsTable

from ..i18n import N_, _

# Textual's own bindings' words, shown in the keys panel (ctrl+p → Keys): marked here so the
# catalogs have them.
TEXTUAL_KEYS = (N_("Focus Next"), N_("Focus Previous"), N_("Copy selected text"))

_TextualFooterKey = _footer.FooterKey


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


_textual_bindings_table = BindingsTable.render_bindings_table


def _bindings_table(self: BindingsTable) -> Any:
    """Textual's keys panel with each binding's words in the player's language, as the footer
    shows them (the panel prints a binding's description as it was written, in English)."""
    table = _textual_bindings_table(self)
    if len(table.columns) > 1:
        column = table.columns[1]
        column._cells = [_shown_cell(cell) for cell in column._cells]
    return table


def _shown_cell(cell: Any) -> Any:
    if not isinstance(cell, Text) or not cell.plain:
        return cell
    if not cell.spans:
        return Text(shown(cell.plain), style=cell.style, end=cell.end)
    tip = cell.spans[-1]  # Textual's panel: "words tooltip", the tooltip a dim span
    if len(cell.spans) > 1 or tip.end != len(cell.plain):
        return cell  # markup in the words: left as Textual made it
    words = cell.plain[: tip.start].rstrip(" ")
    out = Text(shown(words), style=cell.style, end=cell.end)
    out.append((" " if words else "") + shown(cell.plain[tip.start :]), tip.style)
    return out


def quiet_footer_keys() -> None:
    """Have every ``Footer`` build its keys as ``FooterKey`` above (it looks the class up in
    its module each time it builds them), and the keys panel speak the player's language."""
    if _footer.FooterKey is _TextualFooterKey:
        _footer.FooterKey = FooterKey  # type: ignore[misc]
    BindingsTable.render_bindings_table = _bindings_table  # type: ignore[method-assign]
