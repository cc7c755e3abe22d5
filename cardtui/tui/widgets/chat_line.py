"""The table's quick messages: the last few said, each with its sender's name, for a few seconds.

It sits in the side column under the move log (an online table's ``compose_side``), so a
message never covers a card a player needs; while nothing is being said it takes no room.
What another player typed is drawn as a ``Text``, never read as markup: ``[bold]`` shows as
typed.
"""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from ...i18n import _


class ChatLine(Static):
    """Quick messages, newest last; each goes after ``hold`` seconds, at most ``keep`` shown."""

    DEFAULT_CSS = """
    ChatLine { height: auto; max-height: 7; padding: 0 1; border-top: hkey $accent; }
    ChatLine.-quiet { display: none; }
    """

    def __init__(self, *, hold: float = 5.0, keep: int = 3, **kwargs) -> None:
        super().__init__("", markup=False, **kwargs)
        self.hold = hold
        self.keep = keep
        self.said: list[tuple[str, str]] = []  # (name, words), in the order they came
        self.add_class("-quiet")

    def add(self, name: str, words: str) -> None:
        entry = (name, words)
        self.said = [*self.said, entry][-self.keep :]
        self._draw()
        self.set_timer(self.hold, lambda: self._expire(entry))

    def _expire(self, entry: tuple[str, str]) -> None:
        if entry in self.said:
            self.said.remove(entry)
            self._draw()

    def _draw(self) -> None:
        text = Text(no_wrap=False)
        for i, (name, words) in enumerate(self.said):
            if i:
                text.append("\n")
            # Translators: a quick message at an online table: who said it, and what.
            line = Text(_("{name}: {message}").format(name=name, message=words))
            start = line.plain.find(name)
            if start >= 0:
                line.stylize("bold", start, start + len(name))
            text.append_text(line)
        self.update(text)
        self.set_class(not self.said, "-quiet")
