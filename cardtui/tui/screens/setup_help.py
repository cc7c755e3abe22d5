"""The setup form's sentences: the help for the focused field, and the one-line summary of
what will be played (players, how the match is won, every rule that is not the standard one).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core import Seat
from ...i18n import N_, _, comma, ngettext, number
from ..conductor import TableSetup
from ..setup_fields import variants
from .setup_rows import LEVEL_WORDS, humanize, level_name, seat_label

if TYPE_CHECKING:
    from .setup import SetupScreen

PRESET_HELP = N_(
    "Rule set: a ready-made set of the rules below; change any rule and the set becomes Custom."
)
SEED_HELP = N_(
    "Seed: leave it empty for fresh deals; a number deals the same cards every time "
    "(to replay or share a deal)."
)
SPEED_HELP = N_(
    "Bot speed: how long a bot's move stays on screen before it is played (+ and - change "
    "it at the table)."
)
# Translators: {levels} lists the bot levels, each with a few words on how it plays.
SEAT_HELP = N_("Seat {n}: a person at this keyboard or a bot. Bots: {levels}.")
BUTTON_HELP = {
    "start": N_("Start the match with this table (ctrl+s)."),
    "back": N_("Back to the menu without starting (esc)."),
}


def field_help(form: SetupScreen, wid: str) -> str:
    """The help line for the field with id ``wid``."""
    spec = form.spec
    if wid == "players":
        teams = any(n > len(spec.sides(n)) for n in form.player_counts)
        if teams:
            return _(
                "Players: how many sit at this table; four play as two teams, partners opposite."
            )
        return _("Players: how many sit at this table.")
    if wid.startswith(("seat-kind-", "seat-name-")):
        levels = comma().join(
            _("{level} ({words})").format(level=level_name(lvl), words=_(LEVEL_WORDS[lvl]))
            if lvl in LEVEL_WORDS
            else level_name(lvl)
            for lvl in form.levels
        )
        return _(SEAT_HELP).format(n=number(int(wid.rpartition("-")[2]) + 1), levels=levels)
    if wid == "preset":
        return _(PRESET_HELP)
    if wid == "seed":
        return _(SEED_HELP)
    if wid == "speed":
        return _(SPEED_HELP)
    if wid.startswith("opt-"):
        name = wid[4:]
        try:
            field = form.form.field(name)
        except KeyError:
            return humanize(name)
        standard = field.words(form.defaults[name])
        # Translators: an option's help: its label, what it does, then its standard value.
        return _("{label}: {help} Standard: {standard}.").format(
            label=field.label_text(form.option_values()), help=field.help, standard=standard
        )
    return _(BUTTON_HELP[wid]) if wid in BUTTON_HELP else ""


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
            rules = comma().join(changes[:named])
            if rest:
                rules = ngettext("{rules} and {n} more", "{rules} and {n} more", rest).format(
                    rules=rules, n=number(rest)
                )
            line = f"{players} · {match} · {rules}"
            if not room or len(line) <= room:
                return line
        if not changes:
            line = f"{players} · {match} · " + _("standard rules")
            if not room or len(line) <= room:
                return line
    return line


def who_plays(seats: list[Seat], sides: list[list[int]]) -> list[str]:
    """Ways to say who plays, the fullest first: every name (partners joined), then the
    humans by name and the bots counted by level."""

    names = [" & ".join(seat_label(seats[p]) for p in side) for side in sides]
    if len(names) == 2:
        # Translators: the two sides of a table (players, or partners joined by &).
        full = _("{side} vs {other}").format(side=names[0], other=names[1])
    else:
        full = comma().join(names)
    watching = all(s.is_bot for s in seats)
    if watching:
        full = _("Watching {players}").format(players=full)
    if any(len(side) > 1 for side in sides):
        return [full]  # partners matter: keep the names
    levels: dict[str, int] = {}
    for seat in seats:
        if seat.is_bot:
            levels[seat.level or "normal"] = levels.get(seat.level or "normal", 0) + 1
    # Translators: a count of bots of one level, as in "2 normal bots".
    bots = [
        ngettext("{n} {level} bot", "{n} {level} bots", n).format(
            n=number(n), level=level_name(level)
        )
        for level, n in levels.items()
    ]
    humans = [s.name for s in seats if s.is_human]
    parts = humans + bots
    if len(parts) > 1:
        short = _("{first} and {last}").format(first=comma().join(parts[:-1]), last=parts[-1])
    else:
        short = parts[0]
    return [full, _("Watching {players}").format(players=short) if watching else short]
