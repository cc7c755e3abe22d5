"""The whole text of a screen in the pseudo-language, for the sweeps in tests/i18n.

Read from the widgets (what each was given to show), not from the terminal's cells: a long
⟦message⟧ wraps across lines there and its second half would read as English. Every widget
counts: labels, buttons, inputs, option lists, data tables, the move log's lines, any widget's
own ``render()`` (a rich table rendered wide), and the footer's keys.
"""

from __future__ import annotations

from rich.console import Console
from rich.text import Text
from textual.content import Content
from textual.widget import Widget
from textual.widgets import Button, DataTable, Footer, Input, OptionList, RichLog, Static

from cardtui.i18n.pseudo import bypassed

# Words meant to be there on any screen: the product's name and key names (the footer shows
# keys as the terminal names them). Player names are each test's own.
KEYS = (
    "cardtui", "Enter", "enter", "Esc", "esc", "Tab", "tab", "Space", "space", "ctrl",
    "shift", "super", "F1", "PgUp", "PgDn", "pgup", "pgdn", "Home", "End", "home", "end",
)  # fmt: skip


def plain(shown: object) -> str:
    """The text of what a widget was given to show (a Rich renderable rendered wide, so a
    message stays on one line)."""
    if isinstance(shown, Text | Content):
        return shown.plain
    if isinstance(shown, str):
        return shown
    if hasattr(shown, "__rich_console__") or hasattr(shown, "__rich__"):
        console = Console(width=400, file=None, record=True, color_system=None)
        with console.capture() as captured:
            console.print(shown)
        return captured.get()
    return ""


def flat(text: str) -> str:
    """A message's own line breaks as spaces (``bypassed`` reads a message to its line's
    end), nested messages kept inside the outer one."""
    out, depth = [], 0
    for ch in text:
        depth += (ch == "⟦") - (ch == "⟧" and depth > 0)
        out.append(" " if ch == "\n" and depth else ch)
    return "".join(out)


def widget_text(widget: Widget) -> list[str]:
    """What one widget shows itself (not its children)."""
    if isinstance(widget, Button):
        return [plain(widget.label)]
    if isinstance(widget, Input):
        return [widget.placeholder, widget.value]
    if isinstance(widget, OptionList):
        return [plain(option.prompt) for option in widget.options]
    if isinstance(widget, DataTable):
        out = [plain(column.label) for column in widget.columns.values()]
        for row in range(widget.row_count):
            out += [plain(cell) for cell in widget.get_row_at(row)]
        return out
    if isinstance(widget, RichLog):
        written = getattr(widget, "lines_written", None)  # the move log keeps its lines
        if written is not None:
            return list(written)
        return ["".join(seg.text for seg in strip) for strip in widget.lines]
    if isinstance(widget, Footer):
        return []  # its keys are read by footer_text()
    if isinstance(widget, Static) and type(widget).render is Static.render:
        return [plain(widget.content)]
    if widget.children or type(widget).render is Widget.render:
        return []
    try:
        return [plain(widget.render())]
    except Exception:
        return []


def footer_text(screen: Widget) -> str:
    """The footer's key labels, as the footer shows them."""
    out = []
    for key in screen.query("FooterKey"):
        out += [key.description or "", str(key.tooltip or "")]
    return "\n".join(out)


def screen_text(screen: Widget) -> str:
    """Every text a screen's widgets show, one per line, hidden ones included (a hidden
    widget is shown at another moment)."""
    out: list[str] = []
    for widget in [screen, *screen.query("*")]:
        out += widget_text(widget)
    out.append(footer_text(screen))
    return "\n".join(flat(text) for text in out if text)


def app_text(app) -> str:
    """The active screen's text and the notifications on show."""
    said = [flat(str(n.message)) + "\n" + flat(str(n.title or "")) for n in app._notifications]
    return "\n".join([screen_text(app.screen), *said])


def english(text: str, *allowed: str) -> list[str]:
    """The words on a ``qps`` screen that did not come from the catalog."""
    return bypassed(text, allowed=KEYS + allowed)
