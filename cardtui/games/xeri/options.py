"""Xeri's rule options: every variant of xeri.md §3 (V1-V6) and the house rules H1-H2.

Defaults are the classic game of the original text (pagat): the initial-pile check on, a xeri
allowed on the round's very last card, jack xeri 20, six-card hands, points match to 151.
Values that make no sense on their own are refused when the options are built; those that
depend on the table size (the hand size) are checked by :func:`check_options` at ``new_state``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from ...core.errors import OptionError
from ...core.options import options_dict
from ...i18n import N_, _, comma, number

DECK_SIZE = 52
PILE_SIZE = 4
JACK_XERI_CHOICES = (20, 25)  # V5
LONE_JACK_BONUS_CHOICES = (0, 10, 20)  # H1


@dataclass(frozen=True)
class Options:
    # V2: the cut card is shown face up under the talon and goes to the dealer in the last deal.
    show_bottom_card: bool = False
    # X-7 (V3 turns it off): re-deal a first pile topped by a jack or by a pair.
    initial_pile_check: bool = True
    # V4 when False: the very last card of the round never scores a xeri.
    xeri_on_final_card: bool = True
    # X-12 / V5: a jack taking a lone jack.
    jack_xeri_points: Literal[20, 25] = 20
    # H1 (house rule): a jack taking any lone card scores this as a xeri; 0 = classic, off.
    lone_card_jack_bonus: Literal[0, 10, 20] = 0
    # H2 (house rule): cards per hand in each deal.
    hand_size: int = 6
    # X-18 / V6: "points" (first side to ``target``, +``extension`` if both cross) or "rounds".
    match_mode: Literal["points", "rounds"] = "points"
    rounds: int = 4  # A11: an even number, so each side deals as often
    target: int = 151
    extension: int = 100

    def __post_init__(self) -> None:
        if self.jack_xeri_points not in JACK_XERI_CHOICES:
            raise OptionError(
                _("A jack xeri is worth 20 (classic) or 25 (variant), not {value}.").format(
                    value=self.jack_xeri_points
                )
            )
        if self.lone_card_jack_bonus not in LONE_JACK_BONUS_CHOICES:
            raise OptionError(
                _(
                    "The house bonus for a jack taking a lone card is 0 (off), 10 or 20, "
                    "not {value}."
                ).format(value=self.lone_card_jack_bonus)
            )
        if self.match_mode not in ("points", "rounds"):
            raise OptionError(
                _("The match is played for 'points' or 'rounds', not {value!r}.").format(
                    value=self.match_mode
                )
            )
        for name, least, most in _NUMBER_BOUNDS:
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool) or not least <= value <= most:
                raise OptionError(
                    # Translators: {name} is an option's name ("Cards per hand").
                    _(
                        "{name} must be a whole number from {least} to {most}, not {value!r}."
                    ).format(
                        name=_(_NUMBER_NAMES[name]),
                        least=number(least),
                        most=number(most),
                        value=value,
                    )
                )

    def to_dict(self) -> dict[str, Any]:
        return options_dict(self)


# Bounds that fit a real match: a round takes minutes, so 100 rounds or a 10,000-point target
# is already a very long evening (a bigger number would only make a match that never ends).
_NUMBER_BOUNDS = (
    ("hand_size", 1, DECK_SIZE - PILE_SIZE),
    ("rounds", 1, 100),
    ("target", 1, 10_000),
    ("extension", 1, 10_000),
)
_NUMBER_NAMES = {
    "hand_size": N_("Cards per hand"),
    "rounds": N_("Rounds in a match"),
    "target": N_("Points to win"),
    "extension": N_("Points added when both sides pass the target"),
}


def deals_per_round(players: int, hand_size: int) -> int:
    """How many deals one round has: the 48 cards left after the pile, dealt out evenly."""
    return (DECK_SIZE - PILE_SIZE) // (players * hand_size)


def valid_hand_sizes(players: int) -> list[int]:
    rest = DECK_SIZE - PILE_SIZE
    return [
        h for h in range(1, rest + 1) if rest % (players * h) == 0 and rest // (players * h) >= 2
    ]


def check_options(options: Options, players: int) -> None:
    """Refuse options that cannot work at this table (A1, H2): every deal must be a full one."""
    if players not in (2, 4):
        raise check_players_error(players)
    h = options.hand_size
    rest = DECK_SIZE - PILE_SIZE
    if rest % (players * h) or rest // (players * h) < 2:
        sizes = comma().join(number(s) for s in valid_hand_sizes(players))
        raise OptionError(
            _(
                "Hands of {n} do not share out the {rest} cards left after the pile evenly among "
                "{players} players in two or more deals. Choose a hand size of {sizes}."
            ).format(n=number(h), rest=number(rest), players=number(players), sizes=sizes)
        )


def check_players_error(players: object) -> ValueError:
    if players == 3:
        return ValueError(
            _("Xeri is played by 2 players, or by 4 in two partnerships; it cannot be played by 3.")
        )
    return ValueError(
        _("Xeri is played by 2 players, or by 4 in two partnerships, not {players}.").format(
            players=players
        )
    )
