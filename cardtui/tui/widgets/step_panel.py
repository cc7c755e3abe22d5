"""The step panel of a lesson ("Learn to play"): which step, what to do now, what the last
step showed, why a move was not taken, and the rules learned so far. It only draws what the
lesson's table gives it."""

from __future__ import annotations

from dataclasses import dataclass, field

from rich.text import Text
from textual.widget import Widget

from ...i18n import _, number

NARROW = 36  # columns below which the rules learned are counted rather than listed


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


class StepPanel(Widget):
    """A lesson's current step, drawn from a :class:`StepNote`."""

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.note: StepNote | None = None

    def show(self, note: StepNote) -> None:
        self.note = note
        self.refresh(layout=True)

    def render(self) -> Text:
        note = self.note
        if note is None:
            return Text()
        if note.step:
            head = _("Lesson: step {step} of {steps}").format(
                step=number(note.step), steps=number(note.steps)
            )
        else:
            head = _("Lesson complete")
        text = Text(head, style="bold reverse")
        if note.said:
            text.append("\n" + note.said, style="italic")
        text.append("\n" + note.instruction, style="bold")
        if note.refused:
            text.append("\n✗ " + note.refused, style="bold red")
        if note.topics:
            count = _("Rules learned: {learned} of {topics}").format(
                learned=number(len(note.learned)), topics=number(note.topics)
            )
            if not note.learned or self.size.width < NARROW:  # narrow (80x24): just the count
                text.append(f"\n{count}", style="dim")
            else:
                text.append(f"\n{count}: {', '.join(note.learned)}", style="dim")
        return text
