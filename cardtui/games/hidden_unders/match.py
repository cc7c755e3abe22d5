"""Match rules for Hidden Unders (R18): round wins to a target, penalty cards, or letters."""

from __future__ import annotations

from ...core.match import BestTotalMatch, FirstToWinsMatch, MatchRule
from ...i18n import _
from .options import Options


class LettersMatch(MatchRule):
    """ "Horse"-style: each round's losers take a letter of ``word``; the first to spell it
    loses the match, and the seats with the fewest letters win it."""

    def __init__(self, players: int, word: str = "UNDERS", sides=None) -> None:
        super().__init__(players, sides)
        if not word:
            raise ValueError("The letters word needs at least one letter.")
        self.word = word.upper()

    def letters(self, seat: int) -> str:
        """The letters a seat has so far, e.g. 'UND'."""
        return self.word[: min(self.totals[seat], len(self.word))]

    def decide(self) -> list[int]:
        totals = self._side_value(self.totals)
        if max(totals) < len(self.word):
            return []
        fewest = min(totals)
        return self._seats_of([i for i, t in enumerate(totals) if t == fewest])

    def losers(self) -> list[int]:
        totals = self._side_value(self.totals)
        return self._seats_of([i for i, t in enumerate(totals) if t >= len(self.word)])

    def describe(self) -> str:
        return _("Losers take a letter; the first to spell {word} loses").format(word=self.word)


def match_rule(players: int, opts: Options) -> MatchRule:
    if opts.scoring == "penalty_cards":  # lowest total of cards left after `target` rounds
        return BestTotalMatch(players, rounds=opts.target, lower_is_better=True)
    if opts.scoring == "letters":
        return LettersMatch(players, opts.letters_word)
    return FirstToWinsMatch(players, target=opts.target)  # R18 default: first to 3 wins
