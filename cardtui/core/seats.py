"""Who sits at a table: a human with a name, or a bot with a level."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from ..i18n import _, comma, pgettext
from .text import clean_name

LEVELS = ("random", "easy", "normal", "hard", "expert")


def level_name(level: str) -> str:
    """A bot level as players read it, in the current language (the code, ``hard``, stays
    in files and on the command line); a level no table knows is shown as its code."""
    names = {
        "random": pgettext("bot level", "random"),
        "easy": pgettext("bot level", "easy"),
        "normal": pgettext("bot level", "normal"),
        "hard": pgettext("bot level", "hard"),
        "expert": pgettext("bot level", "expert"),
    }
    return names.get(level, level)


@dataclass(frozen=True, slots=True)
class Seat:
    kind: Literal["human", "bot"]
    name: str
    level: str | None = None

    def __post_init__(self) -> None:
        # Every seat is built here, whatever its name came from (the command line, the setup
        # form, a server, a save): the name is cleaned once, so no screen or file gets a
        # terminal escape from it.
        object.__setattr__(self, "name", clean_name(self.name))

    @classmethod
    def human(cls, name: str) -> Seat:
        name = clean_name(name)
        if not name:
            raise ValueError(_("A human seat needs a name (letters, digits or signs)."))
        return cls("human", name)

    @classmethod
    def bot(cls, level: str = "normal", name: str | None = None) -> Seat:
        if level not in LEVELS:
            raise ValueError(
                _("Bot level must be one of {levels}, not {level!r}.").format(
                    levels=comma().join(LEVELS), level=level
                )
            )
        # Translators: a bot's name when none is given; {level} is "easy", "normal"...
        default = _("Bot ({level})").format(level=level_name(level))
        return cls("bot", clean_name(name) or default, level)

    @property
    def is_human(self) -> bool:
        return self.kind == "human"

    @property
    def is_bot(self) -> bool:
        return self.kind == "bot"

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, "name": self.name}
        if self.level is not None:
            out["level"] = self.level
        return out

    @classmethod
    def from_dict(cls, data: Any) -> Seat:
        if not isinstance(data, dict) or data.get("kind") not in ("human", "bot"):
            raise ValueError(f"A seat is a human or a bot, not {data!r}.")
        if data["kind"] == "human":
            return cls.human(str(data.get("name", "")))
        return cls.bot(str(data.get("level", "normal")), data.get("name"))
