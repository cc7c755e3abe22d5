"""Hidden Unders options: every setting of the rules page (§2, §3.1), defaults and presets.

Each field cites the rule or ambiguity it settles. ``Options`` is frozen (hashable), so the
rules tables derived from it are cached per options value (see ``rules.py``).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Literal

from ...core.errors import OptionError
from ...i18n import N_, _, ngettext, number

CARDS_PER_PLAYER = 12  # R4: 4 unders + 8 in hand


@dataclass(frozen=True)
class Options:
    """The rules of one Hidden Unders table. Defaults are the "Standard" preset."""

    # R2 / X14: "auto" is the fewest decks that deal 12 cards per player, ceil(12n/52).
    decks: Literal["auto", 1, 2, 3] = "auto"
    # R5 / X2: overs chosen from the 8-card hand at the start of one's own first turn, or by
    # everyone before play; or "swap", the family's opening (X2 family practice): 4 overs
    # dealt face up on the unders and 4 cards to the hand, then each player in turn exchanges
    # hand cards with overs as often as they like and says "ready" before the first lead.
    overs_timing: Literal["first_turn", "before_play", "swap"] = "first_turn"
    # R6 / X13: who leads the round.
    first_player: Literal["left_of_dealer", "random", "lowest_card", "previous_winner"] = (
        "left_of_dealer"
    )
    # R10 / X5: a run of four on top burns; "single_play" needs four in one play.
    four_kind: Literal["run", "single_play", "off"] = "run"
    # R7 / R14 / X7: take the pile even when a card could be played.
    voluntary_pickup: bool = False
    # R14 / X10: a player stuck on overs also takes one over into the hand.
    pickup_takes_over: bool = False
    # R13 / X8: an under that burns gives its player another flip.
    under_burn_replay: bool = False
    # R12 / X12: the last hand cards and overs of the same rank in one play.
    mix_hand_overs: bool = False
    # R11 / X17: after drawing, add freshly drawn cards of the rank just played.
    same_rank_followup: bool = False
    # R17 / X15: the round ends when the first player goes out, or plays on to the last.
    end_condition: Literal["first_out", "play_to_last"] = "first_out"
    # R18 / X16: how rounds add up to a match.
    scoring: Literal["round_wins", "penalty_cards", "letters"] = "round_wins"
    # R18: round wins needed (round_wins) or rounds played (penalty_cards).
    target: int = 3
    # R18 letters: the word whose last letter loses the match.
    letters_word: str = "UNDERS"
    # R19 / X19: the round ends after this many moves (plays, pickups and flips; R17 ranks it).
    turn_cap: int = 1000
    # R20: views show only the top card and the pile size (card counting becomes a skill).
    memory_aid: bool = False
    # §3.1 variants (all off in the "Standard" preset).
    seven_lower: bool = False  # 3.1.3: after a 7 the next card must be 7 or lower
    ten_on_seven: bool = True  # 3.1.3 sub-option: may a 10 still go on that 7?
    three_mirror: bool = False  # 3.1.4: a 3 goes on anything and copies the card under it
    eight_skip: bool = False  # 3.1.5: each 8 played skips the next player
    out_of_turn_burn: bool = False  # 3.1.6: complete a run of four out of turn
    three_kind_burn: bool = False  # 3.1.9: three of a kind already burns
    swap_2_10: bool = False  # 3.1.10: the 2 burns and the 10 resets
    winner_swap: bool = False  # 3.1.11: last round's winner may swap an over with the loser
    short_game: bool = False  # 3.1.12: no stock; undealt cards are put aside unseen

    def __post_init__(self) -> None:
        if not 1 <= self.target <= 99:
            raise OptionError(
                _("The target must be from 1 to 99, not {target}.").format(
                    target=number(self.target)
                )
            )
        if not 10 <= self.turn_cap <= 100_000:
            raise OptionError(
                _("The turn cap must be from 10 to 100000 moves, not {turn_cap}.").format(
                    turn_cap=self.turn_cap
                )
            )
        word = self.letters_word
        if not (1 <= len(word) <= 12 and word.isalpha() and word.isascii()):
            raise OptionError(
                _("The letters word must be 1 to 12 letters A-Z, not {word!r}.").format(word=word)
            )
        if word != word.upper():
            object.__setattr__(self, "letters_word", word.upper())

    def deck_count(self, players: int) -> int:
        """How many 52-card decks this table uses; ``ValueError`` when 12 each do not fit."""
        if self.decks == "auto":
            return math.ceil(CARDS_PER_PLAYER * players / 52)
        if CARDS_PER_PLAYER * players > 52 * self.decks:
            raise ValueError(
                ngettext(
                    "{n} deck cannot deal 12 cards to each of {players} players: choose "
                    "{need} decks or more (or decks=auto).",
                    "{n} decks cannot deal 12 cards to each of {players} players: choose "
                    "{need} decks or more (or decks=auto).",
                    self.decks,
                ).format(
                    n=number(self.decks),
                    players=number(players),
                    need=number(math.ceil(CARDS_PER_PLAYER * players / 52)),
                )
            )
        return self.decks

    @property
    def reset_rank(self) -> int:
        return 10 if self.swap_2_10 else 2

    @property
    def burn_rank(self) -> int:
        return 2 if self.swap_2_10 else 10

    @property
    def burn_size(self) -> int:
        return 3 if self.three_kind_burn else 4


HIDDEN_UNDERS = N_("Standard")
SHITHEAD_CLASSIC = N_("Shithead classic")

# The setup form's presets: both name the same keys, so switching presets resets them.
# The default preset is the rules page's default game; the
# classic preset is the family rule set (§3.1.1-2, R6 lowest card), scored by letters
# because play_to_last names a loser rather than a winner, with the family's opening (R5/X2):
# overs dealt face up, and everyone swaps between hand and overs before the first lead.
PRESETS: dict[str, dict[str, object]] = {
    HIDDEN_UNDERS: {
        "overs_timing": "first_turn",
        "end_condition": "first_out",
        "first_player": "left_of_dealer",
        "voluntary_pickup": False,
        "scoring": "round_wins",
    },
    SHITHEAD_CLASSIC: {
        "overs_timing": "swap",
        "end_condition": "play_to_last",
        "first_player": "lowest_card",
        "voluntary_pickup": True,
        "scoring": "letters",
    },
}
