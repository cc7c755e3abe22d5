"""Footer keys that are styled once when they appear, not three times.

Textual's ``Footer`` builds its keys afresh whenever the keys that apply change (every turn at
a table, every dialog), and each ``FooterKey`` starts ``compact`` and is then bound to the
footer's ``compact`` (off): the class goes on and comes off again, and each change restyles
the key. Measured in the app's tests, that was about a sixth of all the work of a round
played at a table. Here a key starts as the footer it is bound to will have it (not compact),
so nothing changes and nothing is restyled; the command palette's key, which Textual leaves
unbound, stays compact as before. The keys look and behave exactly as Textual's.
"""

from __future__ import annotations

from typing import Any

from textual.reactive import reactive
from textual.widgets import _footer

_TextualFooterKey = _footer.FooterKey


class FooterKey(_TextualFooterKey):
    compact = reactive(False)

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        if self.has_class("-command-palette"):  # not bound to the footer: Textual's default
            self.set_reactive(FooterKey.compact, True)
            self.add_class("-compact", update=False)  # not mounted yet: nothing to restyle


def quiet_footer_keys() -> None:
    """Have every ``Footer`` build its keys as ``FooterKey`` above (it looks the class up in
    its module each time it builds them)."""
    textual_default = getattr(_TextualFooterKey.compact, "_default", None)
    if _footer.FooterKey is _TextualFooterKey and textual_default is True:
        _footer.FooterKey = FooterKey  # type: ignore[misc]
