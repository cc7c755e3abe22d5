"""Zirkhaki's options (every variant the rules page lists) and the setup form's presets."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...core.errors import OptionError
from ...i18n import N_, _, number

MAX_GAMES = 25


@dataclass(frozen=True)
class Options:
    """Every field has a default; ``metadata['help']`` is the setup form's one-line hint."""

    rings: bool = field(
        default=False,
        metadata={
            "help": (
                N_("Advanced mode: each player keeps one of two ring cards with a special power.")
            )
        },
    )
    dmd_strict_sword: bool = field(
        default=False,
        metadata={
            "help": (
                N_(
                    "Strict dagger, as in Dead Man's Draw: the dagger may not steal a suit "
                    "already in your bank (the Blade ring still may)."
                )
            )
        },
    )
    score_all_cards: bool = field(
        default=False,
        metadata={"help": N_("Score every banked card instead of only the top card of each suit.")},
    )
    learning: bool = field(
        default=False,
        metadata={
            "help": (
                N_(
                    "Learning mode: every suit power is off (carpet and chest+key "
                    "included): pure push-your-luck."
                )
            )
        },
    )
    show_odds: bool = field(
        default=False,
        metadata={
            "help": (N_("Show the exact chance that the next draw busts, and the coach's advice."))
        },
    )
    games: int = field(
        default=1,
        metadata={
            "help": N_("Games in a match; the player who wins the most games wins the match.")
        },
    )


def check_options(opts: Options) -> Options:
    """Refuse combinations that make no sense, with a sentence a player understands."""
    if opts.learning and opts.rings:
        raise OptionError(
            _(
                "Learning mode turns every suit power off, so rings cannot be used "
                "with it: switch one of them off."
            )
        )
    if not 1 <= opts.games <= MAX_GAMES:
        raise OptionError(
            _("A match is 1 to {max} games, not {games}.").format(
                max=number(MAX_GAMES), games=number(opts.games)
            )
        )
    return opts


PRESETS: dict[str, dict[str, Any]] = {
    N_("Standard"): {},
    N_("Advanced (rings)"): {"rings": True},
    N_("Learning"): {"learning": True, "show_odds": True},
    N_("Every card scores"): {"score_all_cards": True},
}
