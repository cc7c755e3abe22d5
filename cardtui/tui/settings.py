"""How the app looks and paces itself (not rules: those are each game's ``Options``)."""

from __future__ import annotations

from dataclasses import dataclass

# Seconds a bot's chosen move stays on screen before it is played, by speed name.
BOT_SPEEDS: dict[str, float] = {"slow": 1.6, "normal": 0.8, "fast": 0.3, "instant": 0.0}


@dataclass
class UiSettings:
    """Display and pacing choices; the app holds one and every screen reads it.

    They last for the session: saving them to disk belongs to the settings store.
    """

    ascii_cards: bool = False  # "10H" and +--+ borders for terminals that mangle ♠♥♦♣
    pile_top_only: bool = False  # show only the pile's top card and a count (memory play)
    bot_delay: float = BOT_SPEEDS["normal"]
    # Seconds the handoff and results screens ignore keys after they open, so an Enter
    # pressed twice for the last move neither reveals the next player's hand nor skips the
    # round's results.
    input_guard: float = 0.6

    @property
    def speed_name(self) -> str:
        return speed_name(self.bot_delay)


def speed_name(delay: float) -> str:
    """The name of the speed closest to ``delay``."""
    return min(BOT_SPEEDS, key=lambda name: abs(BOT_SPEEDS[name] - delay))


def step_speed(delay: float, faster: bool) -> float:
    """The next speed up or down from ``delay`` (clamped at the ends)."""
    delays = sorted(BOT_SPEEDS.values(), reverse=True)  # slowest first
    current = delays.index(BOT_SPEEDS[speed_name(delay)])
    nxt = min(current + 1, len(delays) - 1) if faster else max(current - 1, 0)
    return delays[nxt]
