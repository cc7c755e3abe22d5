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


def summary_line(form: SetupScreen, setup: TableSetup) -> str:
    """``Ann vs Bot 2 (normal bot) · first to 151 points · bottom card shown``."""
    spec = form.spec
    options = spec.options(setup.options)
    sides = spec.sides(len(setup.seats), options)

    def who(seat: Seat) -> str:
        return seat.name if seat.is_human else f"{seat.name} ({seat.level} bot)"

    names = [" & ".join(who(setup.seats[p]) for p in side) for side in sides]
    players = " vs ".join(names) if len(names) == 2 else ", ".join(names)
    if all(s.is_bot for s in setup.seats):
        players = "Watching " + players
    match = spec.match_rule(len(setup.seats), options).describe()
    changes = variants(form.form, setup.options, form.defaults)
    rules = ", ".join(changes) if changes else "standard rules"
    return f"{players} · {match[:1].lower()}{match[1:]} · {rules}"
