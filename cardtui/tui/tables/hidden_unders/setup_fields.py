"""Hidden Unders' options in a player's words (the rules page's settings and house rules)."""

from __future__ import annotations

import math

from ....i18n import N_, _, number
from ...setup_fields import Field, GameForm, counts

CARDS_EACH = 12  # four unders, four overs chosen from eight in hand


def deck_choices(players: int) -> tuple[tuple[object, str], ...]:
    """Only deck counts that can deal twelve cards to everyone at this table."""
    least = math.ceil(CARDS_EACH * players / 52)
    # Built when the form asks (the table size is known then), so translated here.
    auto = _("as many as needed ({n})").format(n=number(least))
    return (("auto", auto), *counts(range(max(1, least), 4), "deck"))


def _target_label(values) -> str:
    return (
        N_("Rounds to play")
        if values.get("scoring") == "penalty_cards"
        else N_("Round wins to win")
    )


FIELDS = (
    Field(
        "scoring",
        N_("Match scoring"),
        N_(
            "First to win enough rounds, fewest cards left after some rounds, or letters (spell "
            "the word, lose)."
        ),
        section=N_("Match"),
        choices=(
            ("round_wins", N_("round wins")),
            ("penalty_cards", N_("fewest cards left")),
            ("letters", "letters"),
        ),
    ),
    Field(
        "target",
        N_("Round wins to win"),
        N_("How long the match lasts."),
        section=N_("Match"),
        choices=counts((1, 2, 3, 5, 7, 10), "round"),
        shown=lambda v: v.get("scoring") != "letters",
        label_for=_target_label,
    ),
    Field(
        "letters_word",
        N_("Word to spell"),
        N_(
            "Each round's loser gets its next letter; whoever completes the word loses (A to Z, "
            "up to 12 letters)."
        ),
        section=N_("Match"),
        shown=lambda v: v.get("scoring") == "letters",
    ),
    Field(
        "end_condition",
        N_("The round ends"),
        N_(
            "When the first player goes out (the winner), or when only one holds cards (the loser)."
        ),
        section=N_("Match"),
        choices=(
            ("first_out", N_("when one goes out")),
            ("play_to_last", N_("at the last player")),
        ),
        phrase={"play_to_last": N_("played to the last player")},
    ),
    Field(
        "first_player",
        N_("Who starts a round"),
        N_("Who plays first in each round."),
        choices=(
            ("left_of_dealer", N_("after the dealer")),
            ("random", N_("a random player")),
            ("lowest_card", N_("the lowest card")),
            ("previous_winner", N_("last round's winner")),
        ),
        phrase={
            "random": N_("a random player starts"),
            "lowest_card": N_("the lowest card starts"),
            "previous_winner": N_("the last winner starts"),
        },
    ),
    Field(
        "overs_timing",
        N_("Choosing overs"),
        N_("When each player picks the four cards to lay face up on their unders."),
        choices=(
            ("first_turn", N_("on your first turn")),
            ("before_play", N_("all before play")),
            ("swap", N_("dealt, then swapped")),
        ),
        phrase={
            "before_play": N_("overs chosen before play"),
            "swap": N_("overs dealt face up, swapped before play"),
        },
    ),
    Field(
        "decks",
        N_("Decks"),
        N_("How many 52-card decks are shuffled together; everyone needs twelve cards."),
        choices=(("auto", N_("as many as needed")), *counts((1, 2, 3), "deck")),
        choices_for=deck_choices,
        phrase={1: N_("1 deck"), 2: N_("2 decks"), 3: N_("3 decks")},
    ),
    Field(
        "four_kind",
        N_("Four of a kind"),
        N_("Four cards of one rank on top of the pile burn it."),
        choices=(
            ("run", N_("burns the pile")),
            ("single_play", N_("if played together")),
            ("off", N_("never burns")),
        ),
        phrase={
            "single_play": N_("four burn only in one play"),
            "off": N_("four of a kind never burns"),
        },
    ),
    Field(
        "voluntary_pickup",
        N_("Take the pile at will"),
        N_("You may pick up the pile even when you could play."),
        phrase={True: N_("pick up at will")},
    ),
    Field(
        "pickup_takes_over",
        N_("Stuck: take an over"),
        N_("A player who can play none of their overs takes one of them along with the pile."),
        phrase={True: N_("stuck on overs takes one")},
    ),
    Field(
        "under_burn_replay",
        N_("Burning under: again"),
        N_("An under that burns the pile gives its player another turn."),
        phrase={True: N_("a burning under plays again")},
    ),
    Field(
        "mix_hand_overs",
        N_("Last cards with overs"),
        N_("Your last hand cards may be played together with overs of the same rank."),
        phrase={True: N_("last hand cards with overs")},
    ),
    Field(
        "same_rank_followup",
        N_("Play drawn cards too"),
        N_("After drawing back up, you may add drawn cards of the rank you just played."),
        phrase={True: N_("drawn cards may follow")},
    ),
    Field(
        "memory_aid",
        N_("Pile: top card only"),
        N_("The pile shows only its top card and its size: remembering the cards becomes a skill."),
        phrase={True: N_("pile shows its top card only")},
    ),
    Field(
        "seven_lower",
        N_("After a 7: 7 or lower"),
        N_("After a 7, the next card played must be a 7 or lower."),
        section=N_("House rules"),
        phrase={True: N_("7 or lower after a 7")},
    ),
    Field(
        "ten_on_seven",
        N_("A 10 may go on that 7"),
        N_("Whether a 10 can still burn the pile on a 7."),
        section=N_("House rules"),
        shown=lambda v: bool(v.get("seven_lower")),
        phrase={False: N_("no 10 on a 7")},
    ),
    Field(
        "three_mirror",
        N_("3s copy the one below"),
        N_("A 3 goes on anything and counts as the card under it."),
        section=N_("House rules"),
        phrase={True: N_("3s copy")},
    ),
    Field(
        "eight_skip",
        N_("8 skips a player"),
        N_("Each 8 played skips the next player."),
        section=N_("House rules"),
        phrase={True: N_("8s skip")},
    ),
    Field(
        "out_of_turn_burn",
        N_("Burn out of turn"),
        N_("Anyone holding the cards that complete four of a kind may play them out of turn."),
        section=N_("House rules"),
        shown=lambda v: v.get("four_kind") == "run",
        phrase={True: N_("burns out of turn")},
    ),
    Field(
        "three_kind_burn",
        N_("Three of a kind burns"),
        N_("Three cards of one rank on top already burn the pile."),
        section=N_("House rules"),
        phrase={True: N_("three of a kind burns")},
    ),
    Field(
        "swap_2_10",
        N_("2 burns, 10 resets"),
        N_("The 2 and the 10 swap powers: the 2 burns the pile and the 10 resets it."),
        section=N_("House rules"),
        phrase={True: N_("2 burns, 10 resets")},
    ),
    Field(
        "winner_swap",
        N_("Winner swaps an over"),
        N_("Between rounds, the last winner may swap one of their overs with the loser's."),
        section=N_("House rules"),
        phrase={True: N_("winner swaps an over")},
    ),
    Field(
        "short_game",
        N_("Short game"),
        N_("No stock: the cards not dealt are put aside unseen, so rounds are quick."),
        section=N_("House rules"),
        phrase={True: N_("short game")},
    ),
)

FORM = GameForm(
    fields=FIELDS,
    preset_notes={
        "Standard": N_("First player out wins the round; first to 3 round wins."),
        "Shithead classic": N_(
            "Play to the last: whoever is left holding cards is the Shithead "
            "and gets a letter; pick up at will."
        ),
    },
    hidden={"turn_cap": N_("a safety limit that ends a round that would never end")},
)
