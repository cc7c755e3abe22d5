"""Who sits at a table: a human with a name, or a bot with a level."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

LEVELS = ("random", "easy", "normal", "hard")


@dataclass(frozen=True, slots=True)
class Seat:
    kind: Literal["human", "bot"]
    name: str
    level: str | None = None

    @classmethod
    def human(cls, name: str) -> Seat:
        name = (name or "").strip()
        if not name:
            raise ValueError("A human seat needs a name.")
        return cls("human", name)

    @classmethod
    def bot(cls, level: str = "normal", name: str | None = None) -> Seat:
        if level not in LEVELS:
            raise ValueError(f"Bot level must be one of {', '.join(LEVELS)}, not {level!r}.")
        return cls("bot", name or f"Bot ({level})", level)

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
