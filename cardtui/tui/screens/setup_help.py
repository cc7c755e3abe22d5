"""The setup form's sentences: the help for the focused field, and the one-line summary of
what will be played (players, how the match is won, every rule that is not the standard one).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core import Seat
from ..conductor import TableSetup
from ..setup_fields import variants
from .setup_rows import LEVEL_WORDS, humanize

if TYPE_CHECKING:
    from .setup import SetupScreen

PRESET_HELP = (
    "Rule set: a ready-made set of the rules below; change any rule and the set becomes Custom."
)
SEED_HELP = (
    "Seed: leave it empty for fresh deals; a number deals the same cards every time "
    "(to replay or share a deal)."
)
SPEED_HELP = (
    "Bot speed: how long a bot's move stays on screen before it is played (+ and - change "
    "it at the table)."
)
SEAT_HELP = "Seat {n}: a person at this keyboard or a bot. Bots: {levels}."
BUTTON_HELP = {
    "start": "Start the match with this table (ctrl+s).",
    "back": "Back to the menu without starting (esc).",
}


def field_help(form: SetupScreen, wid: str) -> str:
    """The help line for the field with id ``wid``."""
    spec = form.spec
    if wid == "players":
        teams = any(n > len(spec.sides(n)) for n in form.player_counts)
        return "Players: how many sit at this table" + (
            "; four play as two teams, partners opposite." if teams else "."
        )
    if wid.startswith(("seat-kind-", "seat-name-")):
        levels = ", ".join(
            f"{lvl} ({LEVEL_WORDS[lvl]})" if lvl in LEVEL_WORDS else lvl for lvl in form.levels
        )
        return SEAT_HELP.format(n=int(wid.rpartition("-")[2]) + 1, levels=levels)
    if wid == "preset":
        return PRESET_HELP
    if wid == "seed":
        return SEED_HELP
    if wid == "speed":
        return SPEED_HELP
    if wid.startswith("opt-"):
        name = wid[4:]
        try:
            field = form.form.field(name)
        except KeyError:
            return humanize(name)
        standard = field.words(form.defaults[name])
        return f"{field.label_text(form.option_values())}: {field.help} Standard: {standard}."
    return BUTTON_HELP.get(wid, "")


def summary_line(form: SetupScreen, setup: TableSetup, room: int = 0) -> str:
    """``Ann vs Bot 2 (normal bot) · first to 151 points · bottom card shown``. Within
    ``room`` characters (if given) the bots are counted by level rather than named, then the
    last variants are counted rather than named."""
    spec = form.spec
    options = spec.options(setup.options)
    match = spec.match_rule(len(setup.seats), options).describe()
    match = match[:1].lower() + match[1:]
    changes = variants(form.form, setup.options, form.defaults)
    line = ""
    for players in who_plays(setup.seats, spec.sides(len(setup.seats), options)):
        for named in range(len(changes), 0, -1):
            rest = len(changes) - named
            rules = ", ".join(changes[:named]) + (f" and {rest} more" if rest else "")
            line = f"{players} · {match} · {rules}"
            if not room or len(line) <= room:
                return line
        if not changes:
            line = f"{players} · {match} · standard rules"
            if not room or len(line) <= room:
                return line
    return line


def who_plays(seats: list[Seat], sides: list[list[int]]) -> list[str]:
    """Ways to say who plays, the fullest first: every name (partners joined), then the
    humans by name and the bots counted by level."""

    def who(seat: Seat) -> str:
        return seat.name if seat.is_human else f"{seat.name} ({seat.level} bot)"

    names = [" & ".join(who(seats[p]) for p in side) for side in sides]
    full = " vs ".join(names) if len(names) == 2 else ", ".join(names)
    watching = all(s.is_bot for s in seats)
    if watching:
        full = "Watching " + full
    if any(len(side) > 1 for side in sides):
        return [full]  # partners matter: keep the names
    levels: dict[str, int] = {}
    for seat in seats:
        if seat.is_bot:
            levels[seat.level or "normal"] = levels.get(seat.level or "normal", 0) + 1
    bots = [f"{n} {level} bot{'s' if n > 1 else ''}" for level, n in levels.items()]
    humans = [s.name for s in seats if s.is_human]
    parts = humans + bots
    short = ", ".join(parts[:-1]) + " and " + parts[-1] if len(parts) > 1 else parts[0]
    return [full, ("Watching " if watching else "") + short]
