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

from textual.reactive import reactive
from textual.widget import Widget
from textual.widgets import _footer

from ..i18n import _

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
