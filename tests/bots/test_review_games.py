"""The review of a finished round in Hidden Unders and Zirkhaki (Xeri's own cases are in
test_review.py): the seat's costliest decisions, at most five, in plain sentences."""

from __future__ import annotations

import dataclasses
import re

import pytest
from bots.review_helpers import bot_save

from cardtui import games
from cardtui.bots.review import MOST, Reviewed, decisions, review
from cardtui.core.cards import card as french_card
from cardtui.games.zirkhaki.cards import card as zirkhaki_card
from cardtui.tui.review_words import lines, sentence

# A finished round with few decisions each (a quick review), and a coach search of a few
# worlds per move: the test is about what the review lists and says, not the advice.
ROUNDS = {"hidden_unders": 4, "zirkhaki": 4}
ITERATIONS = 6
# Action codes, card codes (7H, TD, coin9), seat codes and field names never reach a person.
CODE = re.compile(
    r"\b(?:play|choose|overs|flip|take|swap|ring) (?:\d|[2-9TJQKA][SHDC]|[a-z]+\d)\b"
    r"|\b[2-9TJQKA][SHDC]\b"
    r"|\b[a-z]+\d\b|\bP\d\b|_"
)
SENTENCE = re.compile(
    r"Move (\d+): you (?:played|chose) .+; the coach prefers .+\. "
    r"Estimated cost: (?:less than 1%|\d+%) of a win(?: and about \d+\.\d [a-z ]+)?\."
)


def shown_cards(name: str, code: str) -> list[str]:
    """The cards an action code names, as the one card formatter shows them."""
    words = code.split()[1:]
    if name == "zirkhaki":
        return [zirkhaki_card(w).name for w in words if not w.isdigit()]
    return [str(french_card(w)) for w in words if not w.isdigit()]


@pytest.mark.parametrize("name", ROUNDS)
def test_a_finished_round_lists_the_costliest_decisions_in_plain_sentences(name):
    spec = games.get(name)
    save = bot_save(name, ROUNDS[name])
    assert save.replay().state.is_over
    anns = {s.move_no: s.code for s in save.steps() if s.seat == 0}
    found = decisions(save.steps(), 0, 1)
    assert found and {d.move_no for d in found} <= set(anns)
    result = review(spec, 0, found, seed=1, iterations=ITERATIONS)
    assert result.decisions == len(found)
    # Each decision judged alone (the same seed per decision): the review keeps the costliest
    # five of those where the coach prefers another move, costliest first.
    alone = [r for d in found for r in review(spec, 0, [d], seed=1, iterations=ITERATIONS).worst]
    alone.sort(key=lambda r: (-r.cost, -(r.points_cost or 0.0), r.move_no))
    assert list(result.worst) == alone[:MOST]
    assert 0 < len(result.worst) <= MOST
    for r in result.worst:
        assert anns[r.move_no] == r.played != r.preferred
        assert r.cost > 0 or r.points_cost > 0
        assert r.why and r.why_played
    assert 0 < result.average_cost <= result.worst[0].cost
    said = lines(name, result)
    assert said[0].startswith(f"Over your {len(found)} decisions the estimated cost was ")
    assert said[0].endswith("; the costliest:")
    for r, line in zip(result.worst, said[1:], strict=True):
        assert SENTENCE.fullmatch(line), line
        assert line.startswith(f"Move {r.move_no}: you ")
        assert f"({r.why})" in line
        for shown in shown_cards(name, r.played) + shown_cards(name, r.preferred):
            assert shown in line
        assert not CODE.search(line), line


def test_a_round_with_no_costly_move_says_so():
    # Ann's first decision only, and the coach's own choice played: nothing to list.
    save = bot_save("zirkhaki", 4)
    first = decisions(save.steps(), 0, 1)[:1]
    judged = review(games.get("zirkhaki"), 0, first, seed=1, iterations=ITERATIONS)
    if judged.worst:  # Ann's move was not the coach's: review the coach's own move instead
        first = [dataclasses.replace(first[0], played=judged.worst[0].preferred)]
        judged = review(games.get("zirkhaki"), 0, first, seed=1, iterations=ITERATIONS)
    assert judged.decisions == 1 and judged.worst == ()
    assert lines("zirkhaki", judged) == [
        "The coach finds no costly move among your 1 decision in this round."
    ]


def test_a_chosen_card_says_what_for_and_overs_read_as_overs():
    burn = Reviewed(
        1, 17, "choose coin6", "choose key3", 0.1, 3.2, "points",
        "burns Key 3 from an opponent's bank", "burns Coin 6 from an opponent's bank",
    )  # fmt: skip
    assert sentence("zirkhaki", burn) == (
        "Move 17: you chose Coin 6 (burns Coin 6 from an opponent's bank); the coach prefers "
        "Key 3 (burns Key 3 from an opponent's bank). Estimated cost: 10% of a win and about "
        "3.2 points."
    )
    overs = Reviewed(
        1, 1, "overs 2D 5D 7D 9C", "overs 3H 8S 8D TD", 0.34, None, None,
        "lays 3♥ 8♠ 8♦ 10♦ face up as your overs, for after your hand", "",
    )  # fmt: skip
    assert sentence("hidden_unders", overs) == (
        "Move 1: you chose 2♦ 5♦ 7♦ 9♣ as your overs; the coach prefers 3♥ 8♠ 8♦ 10♦ as your "
        "overs (lays 3♥ 8♠ 8♦ 10♦ face up as your overs, for after your hand). Estimated cost: "
        "34% of a win."
    )


def test_r5_saying_ready_in_the_classic_opening_reads_as_a_choice():
    ready = Reviewed(
        1, 2, "ready", "exchange 5C 7H", 0.26, None, None,
        "lays 5♣ face up and takes the over 7♥ into your hand", "",
    )  # fmt: skip
    assert sentence("hidden_unders", ready) == (
        "Move 2: you said you were ready; the coach prefers to swap 5♣ from the hand for the "
        "over 7♥ (lays 5♣ face up and takes the over 7♥ into your hand). Estimated cost: 26% of "
        "a win."
    )
    swap = Reviewed(1, 3, "exchange 5C 7H", "ready", 0.1, None, None, "", "")
    assert sentence("hidden_unders", swap) == (
        "Move 3: you chose to swap 5♣ from the hand for the over 7♥; the coach prefers to say "
        "you are ready. Estimated cost: 10% of a win."
    )
