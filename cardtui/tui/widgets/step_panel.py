"""The step panel of a lesson ("Learn to play"): which step, what to do now, what the last
step showed, why a move was not taken, and the rules learned so far. It only draws what the
lesson's table gives it."""

from __future__ import annotations

from dataclasses import dataclass, field

from rich.text import Text
from textual.widgets import Static


@dataclass(frozen=True)
class StepNote:
    """What the panel shows: ``step`` counts from 1 (0 once the lesson is done)."""

    step: int
    steps: int
    instruction: str
    said: str = ""  # the last step's closing words
    refused: str = ""  # why the last move was not taken
    learned: list[str] = field(default_factory=list)
    topics: int = 0  # how many rules the lesson teaches


class StepPanel(Static):
    """A lesson's current step, drawn from a :class:`StepNote`."""

    def show(self, note: StepNote) -> None:
        head = f"Lesson: step {note.step} of {note.steps}" if note.step else "Lesson complete"
        text = Text(head, style="bold reverse")
        if note.said:
            text.append("\n" + note.said, style="italic")
        text.append("\n" + note.instruction, style="bold")
        if note.refused:
            text.append("\n✗ " + note.refused, style="bold red")
        if note.topics:
            learned = ", ".join(note.learned) or "none yet"
            text.append(f"\nRules learned ({len(note.learned)} of {note.topics}): {learned}", "dim")
        self.update(text)
