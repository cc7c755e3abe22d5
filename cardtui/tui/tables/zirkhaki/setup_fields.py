"""Zirkhaki's options in a player's words (rings, learning mode, the scoring variants)."""

from __future__ import annotations

from ....i18n import N_
from ...setup_fields import Field, GameForm, counts

FIELDS = (
    Field(
        "games",
        N_("Games"),
        N_("How many games the match lasts; whoever wins the most of them wins the match."),
        section=N_("Match"),
        choices=counts((1, 3, 5, 7), "game"),
    ),
    Field(
        "rings",
        N_("Rings (advanced)"),
        N_("Each player is dealt two ring cards and keeps one: a special power for one suit."),
        phrase={True: N_("with rings")},
    ),
    Field(
        "learning",
        N_("Learning mode"),
        N_("Every suit power is off (chest and key too): pure push-your-luck for a first game."),
        phrase={True: N_("learning mode, no suit powers")},
    ),
    Field(
        "show_odds",
        N_("Show the odds"),
        N_("The chance that your next draw busts, and the coach's advice, on the table."),
        phrase={True: N_("odds shown")},
    ),
    Field(
        "score_all_cards",
        N_("Every card scores"),
        N_("Count every card in your bank at the end, not only the top card of each suit."),
        section=N_("House rules"),
        phrase={True: N_("every banked card scores")},
    ),
    Field(
        "dmd_strict_sword",
        N_("Strict dagger"),
        N_(
            "As in Dead Man's Draw: the dagger may not steal a suit already in your bank (the "
            "Blade ring still may)."
        ),
        section=N_("House rules"),
        phrase={True: N_("dagger never steals your own suits")},
    ),
)

FORM = GameForm(
    fields=FIELDS,
    preset_notes={
        "Standard": N_("The base game: ten suits and their powers, top card of each suit scores."),
        "Advanced (rings)": N_("Each player keeps one ring card with a special power."),
        "Learning": N_("No suit powers and the odds on screen: learn when to stop drawing."),
        "Every card scores": N_("Every banked card scores, not only each suit's top card."),
    },
)
